"""Greek, Russian and Hungarian translations of the window (issue 6).

The .ts sources live in resources/i18n/ (see its README for the lupdate / lrelease commands);
the window loads the compiled .qm through ``cc_desktop.ui.gamewindow.install_translation``.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from cc_desktop.resources import RESOURCES
from cc_desktop.rules.messages import ENGLISH
from cc_desktop.ui.grammar import Word
from cc_desktop.ui.gamewindow import GameWindow, install_translation

LANGUAGES = ("el", "ru", "hu")
I18N = RESOURCES / "i18n"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


GRAMMAR_SPEC = re.compile(r"[a-z][a-z0-9_]*|[a-z]=[^|{}]*(?:\|[a-z]=[^|{}]*)*")


def _placeholders(text: str) -> list[str]:
    """The placeholders by name (a translation may use one several times, and with a grammar
    spec: ``{unit:gen}``, ``{unit:m=...|f=...}``, cc_desktop.ui.grammar)."""
    return sorted({p[1:-1].split(":", 1)[0] for p in PLACEHOLDER.findall(text)})


def _specs_ok(form: str, source: str) -> bool:
    """A spec the English has (``{delta:+d}``) is kept; any other spec is a grammar spec."""
    english = {p[1:-1].split(":", 1)[0]: p[1:-1].partition(":")[2] for p in PLACEHOLDER.findall(source)}
    for p in PLACEHOLDER.findall(form):
        name, _, spec = p[1:-1].partition(":")
        if english.get(name):
            if spec != english[name]:
                return False
        elif spec and not GRAMMAR_SPEC.fullmatch(spec):
            return False
    return True


def _messages(lang: str) -> dict[tuple[str, str], list[str]]:
    """(context, source) -> translation forms, for every finished message of the .ts file."""
    root = ET.parse(I18N / f"cc_desktop_{lang}.ts").getroot()
    assert root.get("language") == lang
    out = {}
    for ctx in root.findall("context"):
        name = ctx.findtext("name")
        for m in ctx.findall("message"):
            t = m.find("translation")
            if t.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in t.findall("numerusform")] if m.get("numerus") == "yes" else [t.text or ""]
            out[(name, m.findtext("source"))] = forms
    return out


@pytest.fixture
def translated(qapp):
    """Install a language; remove every translator afterwards so the other tests stay English."""
    installed: list[QTranslator] = []

    def install(lang: str) -> str | None:
        before = set(qapp.findChildren(QTranslator))
        result = install_translation(qapp, lang)
        installed.extend(t for t in qapp.findChildren(QTranslator) if t not in before)
        return result

    yield install
    for t in installed:
        qapp.removeTranslator(t)
        t.deleteLater()
    from cc_desktop.ui.rulebook import set_content_language

    set_content_language(None)  # the card and rule texts go back to English too


@pytest.mark.qt
@pytest.mark.parametrize("lang", LANGUAGES)
def test_install_translation_translates_engine_and_window(qapp, translated, lang):
    assert QCoreApplication.translate("engine", ENGLISH["unit_broken"]) == ENGLISH["unit_broken"]
    assert translated(lang) == lang
    text = QCoreApplication.translate("engine", ENGLISH["unit_broken"])
    assert text != ENGLISH["unit_broken"]
    assert "{unit" in text  # (Russian: "{unit} {unit:m=подавлен|...}", the verb agreeing, cc_desktop.ui.grammar)
    assert text.format(unit=Word("X")) != ENGLISH["unit_broken"].format(unit="X")
    win = GameWindow()
    try:
        menus = [a.text() for a in win.menuBar().actions()]
        assert "&Game" not in menus and "&View" not in menus
        assert QCoreApplication.translate("GameWindow", "&Game") in menus
        assert QCoreApplication.translate("GameWindow", "Save the current game first?") != "Save the current game first?"
        assert QCoreApplication.translate("EndOfGameDialog", "Game over") != "Game over"
    finally:
        win.close()
        win.deleteLater()


@pytest.mark.qt
def test_translations_are_removed_again(qapp, translated):
    """After a test's translators are removed, the window is English again."""
    assert translated("ru") == "ru"
    assert QCoreApplication.translate("GameWindow", "&Game") != "&Game"
    for t in qapp.findChildren(QTranslator):
        qapp.removeTranslator(t)
    assert QCoreApplication.translate("GameWindow", "&Game") == "&Game"


@pytest.mark.qt
def test_unknown_language_installs_nothing_and_english_only_its_plurals(qapp):
    assert install_translation(qapp, "xx") is None
    assert QCoreApplication.translate("Cards", "%n card(s)", None, 3) == "3 card(s)"  # (no file yet)
    assert install_translation(qapp, "en") == "en"
    assert QCoreApplication.translate("Cards", "%n card(s)", None, 1) == "1 card"
    assert QCoreApplication.translate("Cards", "%n card(s)", None, 0) == "0 cards"
    assert QCoreApplication.translate("Cards", "%n card(s), the top card first", None, 12) == "12 cards, the top card first"
    assert QCoreApplication.translate("GameWindow", "&Game") == "&Game"


def test_every_english_plural_message_of_the_code_is_in_the_english_file():
    """A %n message whose English has a plural "(s)" gets its two forms in cc_desktop_en.ts."""
    from pathlib import Path

    import cc_desktop.ui
    from cc_desktop.resources import I18N

    code = "".join(p.read_text(encoding="utf-8") for p in Path(cc_desktop.ui.__file__).parent.glob("*.py"))
    found = set(re.findall(r'(?:translate\("\w+",\s*|tr\()"([^"]*%n[^"]*)"', code))
    wanted = {m for m in found if "(s)" in m}
    english = ET.parse(I18N / "cc_desktop_en.ts").getroot()
    have = {m.findtext("source") for m in english.iter("message")}
    assert wanted and wanted <= have, wanted - have
    for m in english.iter("message"):
        forms = [f.text for f in m.iter("numerusform")]
        assert len(forms) == 2 and all("%n" in f for f in forms), m.findtext("source")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_engine_template_translated_with_same_placeholders(lang):
    msgs = _messages(lang)
    templates = set(ENGLISH.values())
    assert len(templates) >= 195  # every template of every rule module (messages.ENGLISH)
    missing = sorted(t for t in templates if ("engine", t) not in msgs)
    assert missing == []
    for template in templates:
        for form in msgs[("engine", template)]:
            assert form.strip() and form != template, (lang, template)
            assert _placeholders(form) == _placeholders(template), (lang, template, form)
            assert _specs_ok(form, template), (lang, template, form)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_translated_and_placeholders_kept(lang):
    """No unfinished message in any context; {placeholders}, %n and &accelerators kept."""
    root = ET.parse(I18N / f"cc_desktop_{lang}.ts").getroot()
    unfinished = [(c.findtext("name"), m.findtext("source")) for c in root.findall("context")
                  for m in c.findall("message") if m.find("translation").get("type") == "unfinished"]
    assert unfinished == []
    msgs = _messages(lang)
    assert len(msgs) >= 440
    assert {c for c, _ in msgs} >= {"GameWindow", "HandoverScreen", "DecisionPanel", "NewGameDialog", "MapViewer",
                                    "TrackWidget", "moves", "engine", "Cards", "Counters"}
    for (ctx, src), forms in msgs.items():
        for form in forms:
            assert _placeholders(form) == _placeholders(src), (ctx, src, form)
            assert _specs_ok(form, src), (ctx, src, form)
            assert ("%n" in form) == ("%n" in src), (ctx, src, form)
            assert form.count("&") - form.count("&&") == src.count("&") - src.count("&&"), (ctx, src, form)


@pytest.mark.qt
@pytest.mark.parametrize("lang", LANGUAGES)
def test_compiled_qm_matches_ts(qapp, lang):
    """The shipped .qm was compiled from the current .ts: every context's messages translate."""
    translator = QTranslator()
    assert translator.load(str(I18N / f"cc_desktop_{lang}.qm"))
    for (ctx, src), forms in _messages(lang).items():
        if len(forms) == 1:
            assert translator.translate(ctx, src) == forms[0], (ctx, src)


@pytest.mark.qt
def test_english_log_says_allies_not_allies_s(qapp, translated):
    from cc_desktop.rules.messages import RuleMessage
    from cc_desktop.ui.texts import message_text

    line = RuleMessage.of("5", "turn_started", player="Allies")
    assert message_text(line, with_rule=False) == "Allies' turn"
    assert translated("ru") == "ru"  # a translation keeps its own grammar untouched
    assert message_text(line, with_rule=False) == QCoreApplication.translate(
        "engine", ENGLISH["turn_started"]).format(player=Word("Allies"))


@pytest.mark.qt
def test_a_side_as_subject_is_one_player_so_the_verb_agrees(qapp, translated):
    """"Allied player rolls", "Игрок за Союзников бросает", "ο παίκτης των Συμμάχων ρίχνει":
    a side that starts a log line reads as its player; elsewhere it keeps its name."""
    from cc_desktop.rules.game import Game
    from cc_desktop.rules.messages import RuleMessage
    from cc_desktop.ui.texts import message_text

    g = Game.new("test-skirmish", seed=1)
    roll = RuleMessage.of("1.9", "roll", player="allies", d1=6, d2=3, total=9, purpose="Sudden Death")
    assert message_text(roll, with_rule=False, game=g) == "Allied player rolls 6+3 = 9 for Sudden Death"
    turn = RuleMessage.of("5", "turn_started", player="allies")
    assert message_text(turn, with_rule=False, game=g) == "Allies' turn"  # not the subject: the name
    assert translated("ru") == "ru"
    assert message_text(roll, with_rule=False, game=g).startswith("Игрок за Союзников бросает")
    assert translated("el") == "el"
    assert message_text(roll, with_rule=False, game=g).startswith("ο παίκτης των Συμμάχων ρίχνει")


@pytest.mark.qt
@pytest.mark.parametrize("lang, yes, copy", [("ru", "&Да", "&Копировать"), ("hu", None, None),
                                             ("el", "&Ναι", "Α&ντιγραφή")])
def test_qt_own_strings_in_the_window_language(qapp, translated, lang, yes, copy):
    """Issue 16 item 3: the standard buttons and context menus come from Qt's translation
    (Russian, Hungarian) or ours (Greek: resources/i18n/qt_el.qm)."""
    assert QCoreApplication.translate("QPlatformTheme", "&Yes") == "&Yes"
    assert translated(lang) == lang
    got = QCoreApplication.translate("QPlatformTheme", "&Yes")
    assert got != "&Yes" and (yes is None or got == yes)
    assert QCoreApplication.translate("QLineEdit", "&Copy") != "&Copy"
    if copy:
        assert QCoreApplication.translate("QLineEdit", "&Copy") == copy
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, "t", "q", QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    assert box.button(QMessageBox.StandardButton.Yes).text() == got
    box.deleteLater()


def test_greek_qt_translation_is_compiled_from_its_source():
    root = ET.parse(I18N / "qt_el.ts").getroot()
    translator = QTranslator()
    assert translator.load(str(I18N / "qt_el.qm"))
    n = 0
    for ctx in root.findall("context"):
        for m in ctx.findall("message"):
            assert translator.translate(ctx.findtext("name"), m.findtext("source")) == m.findtext("translation")
            n += 1
    assert n >= 100
