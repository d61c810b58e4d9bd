"""Help > How to play (issue 14 item 7): the guide for a first game, its pictures shipped beside
it, the window's language with English as the fallback, the keyboard shortcuts read from the
window's own menus, the autosave's place on this machine, and its rule numbers opening the rules."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QUrl, Qt
from PySide6.QtGui import QImage, QKeySequence, QTextDocument
from PySide6.QtTest import QTest

from cc_desktop import resources
from cc_desktop.ui import howtoplay
from cc_desktop.ui.controller import autosave_path
from cc_desktop.ui.howtoplay import GUIDE, HowToPlayDialog, guide_file, guide_markdown, shortcut_rows

from .helpers import game_window

pytestmark = pytest.mark.qt

PICTURE = re.compile(r"!\[[^\]]*\]\(([^)]+)\)")


@pytest.fixture
def window(qtbot):
    win = game_window(qtbot, shown=True)
    win.start("test-skirmish", seed=1)
    return win


def _open(window, qtbot) -> HowToPlayDialog:
    """Help > How to play, by its shortcut (Shift+F1) on the window."""
    QTest.keyClick(window, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: getattr(window, "how_to_play", None) is not None and window.how_to_play.isVisible())
    return window.how_to_play


def test_the_guide_and_its_pictures_ship_small_and_few():
    text = (GUIDE / "en.md").read_text(encoding="utf-8")
    pictures = PICTURE.findall(text)
    assert 5 <= len(pictures) <= 8 and len(set(pictures)) == len(pictures)
    for name in pictures:
        path = GUIDE / name
        assert path.is_file() and path.suffix == ".png", name
        assert path.stat().st_size <= 150_000, name
        assert not QImage(str(path)).isNull(), name
    assert sorted(p.name for p in GUIDE.glob("*.png")) == sorted(pictures)  # no picture left unused
    assert GUIDE == resources.RESOURCES / "guide"  # setup.py ships resources/ whole (tests/test_wheel.py)


def test_the_help_menu_opens_the_guide_with_its_pictures(window, qtbot):
    help_texts = [a.text() for a in window.menus.help_menu.actions()]
    assert help_texts[:2] == ["&Rules...", "&How to play..."] and "Show hi&nts" in help_texts
    dialog = _open(window, qtbot)
    text = dialog.text.toPlainText()
    for heading in ("How to play", "Your hand: the Fate cards", "Your turn: giving Orders", "The Decision panel",
                    "Ending your turn: End or Pass", "The Reactions menu", "The pass screen", "Undo",
                    "The autosave", "The line of sight tool", "Keyboard shortcuts"):
        assert heading in text
    assert "One click on a line commits that choice at once" in text
    doc = dialog.text.document()
    for name in PICTURE.findall(guide_file().read_text(encoding="utf-8")):
        image = doc.resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
        assert image is not None and not image.isNull() and image.width() > 100, name  # found beside the text
    assert _open(window, qtbot) is dialog  # one dialog, brought to the front again


def test_the_shortcuts_are_the_windows_own(window, qtbot):
    rows = dict(shortcut_rows(window))
    native = QKeySequence.SequenceFormat.NativeText
    assert rows[window.undo_action.shortcut().toString(native)] == "Game > Undo"
    assert rows["L"] == "View > Line of sight tool" and rows["Shift+L"] == "View > What a hex sees"
    assert rows["Ctrl+D"] == "View > Discard piles" and rows["Shift+F1"] == "Help > How to play"
    text = _open(window, qtbot).text.toPlainText()
    for menu in window.menuBar().actions():
        for act in menu.menu().actions():
            if not act.shortcut().isEmpty():
                assert act.shortcut().toString(native) in text, act.text()
    assert "@@" not in text  # every mark filled in
    assert str(autosave_path()) in text  # this machine's autosave (tests: $CC_DESKTOP_DATA)


def test_a_rule_number_opens_the_rules_there(window, qtbot):
    dialog = _open(window, qtbot)
    browser = dialog.text
    cursor = browser.document().find("O21.2")  # "... move the whole stack (O21.2)."
    assert not cursor.isNull() and cursor.charFormat().anchorHref() == "rule:O21.2"
    cursor.setPosition(cursor.selectionStart() + 1)
    browser.setTextCursor(cursor)
    browser.ensureCursorVisible()
    qtbot.wait(10)
    where = browser.cursorRect(cursor).center()
    assert browser.anchorAt(where) == "rule:O21.2"
    QTest.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: getattr(window, "rules_dialog", None) is not None and window.rules_dialog.isVisible())
    assert window.rules_dialog.current_rule() == "O21.2"


def test_the_windows_language_or_english(tmp_path, monkeypatch):
    assert guide_file("en") == GUIDE / "en.md"
    assert guide_file("el") == GUIDE / "el.md"
    assert guide_file("xx") == GUIDE / "en.md"  # a language without a guide: English
    (tmp_path / "en.md").write_text("# How to play\n", encoding="utf-8")
    (tmp_path / "hu.md").write_text("# Hogyan játsszunk\n\n@@AUTOSAVE@@\n", encoding="utf-8")
    monkeypatch.setattr(howtoplay, "GUIDE", tmp_path)
    assert guide_file("hu") == tmp_path / "hu.md" and guide_file("ru") == tmp_path / "en.md"
    text = guide_markdown(None, "hu")
    assert text.startswith("# Hogyan játsszunk") and str(autosave_path()) in text


@pytest.mark.parametrize("lang", ["el", "ru", "hu"])
def test_a_translated_guide_keeps_the_pictures_links_headings_and_marks(lang):
    """The guide in another language is the English one translated: the same pictures in the same
    order, the same rule links, the same heading levels and both marks filled in by the window."""
    english = (GUIDE / "en.md").read_text(encoding="utf-8")
    text = guide_file(lang).read_text(encoding="utf-8")
    assert guide_file(lang) == GUIDE / f"{lang}.md"
    assert PICTURE.findall(text) == PICTURE.findall(english)
    assert re.findall(r"\]\(rule:[^)]+\)", text) == re.findall(r"\]\(rule:[^)]+\)", english)
    assert re.findall(r"^#+ ", text, re.M) == re.findall(r"^#+ ", english, re.M)
    assert text.count("@@SHORTCUTS@@") == 1 and text.count("@@AUTOSAVE@@") == 1
    assert "How to play" not in text and "Your hand" not in text  # translated, not copied
    filled = guide_markdown(None, lang)
    assert "@@" not in filled and str(autosave_path()) in filled


def test_every_link_of_the_guide_names_a_rule_with_a_text():
    from cc_desktop.content import texts

    links = re.findall(r"\]\(rule:([^)]+)\)", (GUIDE / "en.md").read_text(encoding="utf-8"))
    assert len(links) >= 15
    for rule in links:
        found = texts.rule_text(rule, "en")
        assert found is not None and found.rule == rule, rule


def test_the_guide_is_closed_with_the_window(window, qtbot):
    dialog = _open(window, qtbot)
    window.close()
    assert not dialog.isVisible()
