"""The optional rules V1-V20 in the window (issue 15): chosen in the New game dialog (checked with
the mouse; what a variant needs enforced; the scenario's recommendation preselected; the players'
own last choice remembered), read in the rules browser, named in the game's information and on
the end screen, and their markers (V1 Rubble, V3 Starshells) drawn on the map."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from cc_desktop.rules import Game, testing
from cc_desktop.rules.machine import Move
from cc_desktop.rules.simulate import choose
from cc_desktop.rules.variants import VARIANTS
from cc_desktop.ui import counters, launch, newgame, variantnames
from cc_desktop.ui.controller import GameController
from cc_desktop.ui.gamewindow import NewGameDialog

from .helpers import answer, game_window, take_seat

pytestmark = pytest.mark.qt

NIGHT = "mill-bridge-by-night-1944"  # recommends V2 and V3
DAY = "chapel-crossroads-1944"  # recommends none


@pytest.fixture
def settings(tmp_path, monkeypatch):
    """The dialog's settings in a file of this test alone."""
    path = str(tmp_path / "settings.ini")
    monkeypatch.setattr(newgame, "_settings", lambda: QSettings(path, QSettings.Format.IniFormat))
    return path


@pytest.fixture
def english():
    from cc_desktop.ui.rulebook import content_language, set_content_language

    before = content_language()
    set_content_language(None)
    yield
    set_content_language(before)


def dialog(qtbot, preselect: str) -> NewGameDialog:
    dlg = NewGameDialog(None, preselect=preselect)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def click(qtbot, dlg: NewGameDialog, variant: str) -> None:
    """A click on the variant's check box (its square), scrolled into view first, as a player would."""
    box = dlg.variants_section.boxes[variant]
    dlg.variants_section.scroll.ensureWidgetVisible(box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def press_ok(qtbot, dlg: NewGameDialog) -> None:
    ok = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def checked(dlg: NewGameDialog) -> set[str]:
    return set(dlg.variants())


# ----------------------------------------------------------------------------------------------
# the dialog
# ----------------------------------------------------------------------------------------------
def test_the_dialog_lists_the_engines_twenty_variants_with_their_words(qtbot, settings, english):
    assert variantnames.VARIANT_IDS == tuple(VARIANTS)
    dlg = dialog(qtbot, DAY)
    section = dlg.variants_section
    assert list(section.boxes) == list(VARIANTS)
    assert section.boxes["V13"].text() == "V13 Rate of fire"
    assert section.summaries["V13"].text() == VARIANTS["V13"].description  # our English words are the engine's
    assert all(section.summaries[v].text() == VARIANTS[v].description for v in VARIANTS)
    assert all(box.isEnabled() for box in section.boxes.values())  # the engine is loaded: requirements known


@pytest.mark.parametrize("lang", ["ru", "el", "hu"])
def test_every_variant_has_its_name_and_summary_in_each_language(lang):
    from cc_desktop import resources, textlookup

    for vid in VARIANTS:
        title = textlookup.lookup(resources.TEXTS, lang, "rules-variants.json", "rules", vid, "title")
        summary = textlookup.lookup(resources.TEXTS, lang, "rules-variants.json", "rules", vid, "summary")
        english = textlookup.lookup(resources.TEXTS, "en", "rules-variants.json", "rules", vid, "summary")
        assert title and summary and summary != english, (lang, vid)


def test_the_dialog_speaks_the_windows_language(qtbot, settings):
    from cc_desktop.ui.rulebook import content_language, set_content_language

    before = content_language()
    set_content_language("ru")
    try:
        dlg = dialog(qtbot, NIGHT)
        assert dlg.variants_section.boxes["V3"].text() == "V3 Осветительные ракеты"
        assert dlg.variants_section.summaries["V20"].text() == "Размер руки обоих игроков на одну карту больше."
    finally:
        set_content_language(before)


def test_checking_v3_checks_v2_and_unchecking_v2_unchecks_v3(qtbot, settings):
    dlg = dialog(qtbot, DAY)
    assert checked(dlg) == set()
    click(qtbot, dlg, "V3")
    assert checked(dlg) == {"V2", "V3"}
    click(qtbot, dlg, "V2")
    assert checked(dlg) == set()
    click(qtbot, dlg, "V3")
    click(qtbot, dlg, "V3")  # unchecking V3 leaves V2: V2 needs nothing
    assert checked(dlg) == {"V2"}
    click(qtbot, dlg, "V13")
    assert checked(dlg) == {"V2", "V13"}
    assert dlg.variants_section.chosen.text() == "Chosen: V2 Standardized Night Rules, V13 Rate of fire"


def test_before_the_engine_the_boxes_wait_for_what_each_variant_needs(qtbot, settings, monkeypatch):
    """At start-up the dialog is up before the engine: the boxes show the preselection, disabled;
    the launcher's word from the engine enables them and completes a set (V3 brings V2)."""
    monkeypatch.setattr(newgame, "ENGINE_MODULE", "cc_desktop.not_loaded_yet")
    dlg = dialog(qtbot, NIGHT)
    section = dlg.variants_section
    assert checked(dlg) == {"V2", "V3"} and not any(box.isEnabled() for box in section.boxes.values())
    section.set_checked({"V3"})  # no requirement known yet
    assert checked(dlg) == {"V3"}
    dlg.set_variant_rules(launch.load_engine([])["variants"])  # what the launcher tells
    assert checked(dlg) == {"V2", "V3"} and all(box.isEnabled() for box in section.boxes.values())
    click(qtbot, dlg, "V2")
    assert checked(dlg) == set()


def test_the_scenarios_recommendation_is_preselected_and_marked(qtbot, settings):
    dlg = dialog(qtbot, NIGHT)
    section = dlg.variants_section
    assert checked(dlg) == {"V2", "V3"} and dlg.recommended_variants() == {"V2", "V3"}
    assert [v for v, mark in section.marks.items() if not mark.isHidden()] == ["V2", "V3"]
    assert "(recommended by the scenario)" in section.chosen.text()
    assert dlg.variants_choice() is None  # the default Game.new takes by itself
    assert not section.recommend_button.isEnabled()
    click(qtbot, dlg, "V3")
    click(qtbot, dlg, "V19")
    assert checked(dlg) == {"V2", "V19"} and dlg.variants_choice() == {"V2", "V19"}
    assert "recommended" not in section.chosen.text() and section.recommend_button.isEnabled()
    qtbot.mouseClick(section.recommend_button, Qt.MouseButton.LeftButton)
    assert checked(dlg) == {"V2", "V3"}
    # a battle without a recommendation: the players' own set (none yet), no mark
    dlg.combo.setCurrentIndex(dlg.combo.findData(DAY))
    assert checked(dlg) == set() and all(mark.isHidden() for mark in section.marks.values())
    assert not section.recommend_button.isEnabled()
    click(qtbot, dlg, "V20")
    dlg.combo.setCurrentIndex(dlg.combo.findData(NIGHT))
    assert checked(dlg) == {"V2", "V3"}
    dlg.combo.setCurrentIndex(dlg.combo.findData(DAY))
    assert checked(dlg) == {"V20"}  # the players' own set came back with the daylight battle
    dlg.combo.setCurrentIndex(dlg.combo.findData(newgame.RANDOM_BATTLE))
    assert checked(dlg) == {"V20"}
    dlg.battle.setValue(dlg.battle.value() % 999_999 + 1)  # another battle number: the choice stays
    assert checked(dlg) == {"V20"}


def test_the_last_choice_is_remembered_across_dialogs(qtbot, settings):
    first = dialog(qtbot, DAY)
    click(qtbot, first, "V13")
    click(qtbot, first, "V17")
    press_ok(qtbot, first)
    assert first.result() == QDialog.DialogCode.Accepted
    assert QSettings(settings, QSettings.Format.IniFormat).value(newgame.VARIANTS_SETTING) == "V13,V17"
    second = dialog(qtbot, DAY)
    assert checked(second) == {"V13", "V17"}
    # a scenario with a recommendation has it, whatever was chosen last; choosing there is not
    # remembered: the night rules do not follow the players into the next daylight battle
    third = dialog(qtbot, NIGHT)
    assert checked(third) == {"V2", "V3"}
    click(qtbot, third, "V11")
    press_ok(qtbot, third)
    assert checked(dialog(qtbot, DAY)) == {"V13", "V17"}
    # none is a choice too
    fourth = dialog(qtbot, DAY)
    qtbot.mouseClick(fourth.variants_section.none_button, Qt.MouseButton.LeftButton)
    press_ok(qtbot, fourth)
    assert checked(dialog(qtbot, DAY)) == set()


def test_the_rule_button_opens_our_text_of_the_variant(qtbot, settings, english):
    dlg = dialog(qtbot, DAY)
    button = dlg.variants_section.rule_buttons["V13"]
    dlg.variants_section.scroll.ensureWidgetVisible(button)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    rules = dlg.rules_dialog
    assert rules is not None and rules.isVisible() and rules.current_rule() == "V13"
    assert "V13 — Rate of fire" in rules.text.toPlainText() and "Machine Gun" in rules.text.toPlainText()
    assert checked(dlg) == set()  # reading a rule checks nothing


def test_ok_creates_a_game_with_the_checked_variants(qtbot, settings, monkeypatch):
    """Game > New game: the players check V13 and V3 (which brings V2) for the daylight battle;
    the game made has exactly those, the Track display names them."""
    window = game_window(qtbot)
    window.start("test-skirmish", seed=1)

    def exec_(dlg):
        dlg.show()
        qtbot.waitExposed(dlg)
        dlg.combo.setCurrentIndex(dlg.combo.findData(DAY))
        click(qtbot, dlg, "V13")
        click(qtbot, dlg, "V3")
        press_ok(qtbot, dlg)
        return dlg.result()

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    window.new_game_dialog(ask=False, wait=True)
    game = window.controller.game
    assert game.scenario.id == DAY and game.variants == {"V2", "V3", "V13"}
    assert window.controller.view().variants == {"V2", "V3", "V13"}
    assert "<b>Optional rules</b>: V2 Standardized Night Rules, V3 Starshells, V13 Rate of fire" in window.track.text()


def test_ok_on_the_recommendation_gives_the_scenarios_set(qtbot, settings, monkeypatch):
    window = game_window(qtbot)
    window.start("test-skirmish", seed=1)

    def exec_(dlg):
        dlg.show()
        dlg.combo.setCurrentIndex(dlg.combo.findData(NIGHT))
        press_ok(qtbot, dlg)
        return dlg.result()

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    window.new_game_dialog(ask=False, wait=True)
    assert window.controller.game.variants == {"V2", "V3"}
    window.start("test-skirmish", seed=1)  # a game without variants says nothing of them
    assert "Optional rules" not in window.track.text()


def test_the_launcher_builds_the_battle_with_the_checked_variants(qtbot, settings):
    """``cc-desktop``'s own start: OK with the night battle's V3 unchecked and V13 checked."""
    launcher = launch.Launcher(True)
    launcher.begin()
    try:
        qtbot.waitUntil(lambda: launcher.window is not None and launcher.engine is not None, timeout=60000)
        dlg = launcher.dialog
        assert all(box.isEnabled() for box in dlg.variants_section.boxes.values())
        dlg.combo.setCurrentIndex(dlg.combo.findData(NIGHT))
        click(qtbot, dlg, "V3")
        click(qtbot, dlg, "V13")
        assert checked(dlg) == {"V2", "V13"} and dlg.variants_choice() == {"V2", "V13"}
        press_ok(qtbot, dlg)
        qtbot.waitUntil(lambda: launcher.window.controller is not None, timeout=60000)
        game = launcher.window.controller.game
        assert game.scenario.id == NIGHT and game.variants == {"V2", "V13"}
    finally:
        launcher.finished = True
        if launcher.worker is not None:
            launcher.worker.stop()
        if launcher.window is not None:
            launcher.window._no_ask = True
            launcher.window.close()


def test_the_dialog_fits_a_small_screen(qtbot, settings):
    """The longest briefing with the optional rules: the dialog fits 1366x768 (with its title
    bar), the list of variants scrolls."""
    dlg = dialog(qtbot, NIGHT)
    hint = dlg.layout().totalHeightForWidth(dlg.width())
    assert dlg.width() <= 1366 and hint + 40 <= 768 - 30  # a title bar, a panel at the screen's edge
    assert dlg.variants_section.scroll.verticalScrollBar().maximum() > 0


# ----------------------------------------------------------------------------------------------
# Help > Rules, the end screen
# ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang, title", [("en", "Rate of fire"), ("ru", "Темп стрельбы"), ("hu", "Tűzgyorsaság")])
def test_help_rules_shows_the_variants_after_the_f_rules(qtbot, lang, title):
    from cc_desktop.ui.rulebook import content_language, set_content_language

    before = content_language()
    set_content_language(lang)
    try:
        window = game_window(qtbot)
        dlg = window.show_rules("V13")
        rules = [dlg.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dlg.list.count())]
        assert all(v in rules for v in VARIANTS)
        first_v = rules.index("V1")
        assert rules.index("F106") < first_v and all(r.startswith("V") for r in rules[first_v:])
        assert dlg.current_rule() == "V13" and dlg.list.currentItem().text() == f"V13  {title}"
        assert dlg.text.toPlainText().startswith(f"V13 — {title}")
    finally:
        set_content_language(before)


def test_a_translation_without_a_variant_shows_it_in_english(qtbot, tmp_path, monkeypatch):
    """A language whose rules lack V13: the browser and the dialog show the English."""
    import json
    import shutil

    from cc_desktop import resources, textlookup
    from cc_desktop.content import texts
    from cc_desktop.ui.rulebook import content_language, rule_html, set_content_language

    folder = tmp_path / "text"
    shutil.copytree(resources.TEXTS, folder)
    path = folder / "ru" / "rules-variants.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    del doc["rules"]["V13"]
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    monkeypatch.setattr(resources, "TEXTS", folder)
    texts.clear_caches()
    textlookup.clear_cache()
    before = content_language()
    set_content_language("ru")
    try:
        assert rule_html("V13").startswith("<b>V13 &mdash; Rate of fire</b>")
        assert rule_html("V3").startswith("<b>V3 &mdash; Осветительные ракеты</b>")
        assert variantnames.variant_label("V13") == "V13 Rate of fire"
        assert variantnames.variant_summary("V13") == VARIANTS["V13"].description
    finally:
        set_content_language(before)
        monkeypatch.undo()
        texts.clear_caches()
        textlookup.clear_cache()


def end_game(window, winner="axis"):
    st = window.controller.game.state
    st.winner, st.end_reason = winner, "time_track_end"
    window.controller.game.pending = None
    window.on_game_over()
    return window.end_dialog


def test_the_end_screen_names_the_variants(qtbot, english):
    window = game_window(qtbot)
    window.set_controller(GameController(Game.new(NIGHT, seed=3, variants={"V2", "V3", "V17"})))
    dlg = end_game(window)
    assert dlg.variants_label.text() == \
        "Optional rules: V2 Standardized Night Rules, V3 Starshells, V17 Critical hit"
    assert "Optional rules: V2 Standardized Night Rules, V3 Starshells, V17 Critical hit" in dlg.text().splitlines()
    window.start("test-skirmish", seed=1)
    assert end_game(window).variants_label.text() == "Optional rules: none"


# ----------------------------------------------------------------------------------------------
# the markers on the map
# ----------------------------------------------------------------------------------------------
def markers(window, kind: str) -> list:
    return [m for m in window.units.markers if isinstance(m, counters.MarkerItem) and m.kind == kind]


def drawn_colour(item) -> QColor:
    """The colour the scene shows at the marker's body, left of its picture."""
    scene = item.scene()
    rect = item.mapRectToScene(item.rect())
    img = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, img.width(), img.height()), rect)
    p.end()
    return img.pixelColor(5, img.height() // 2)


def close(a: QColor, b: QColor, tol: int = 24) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


@pytest.mark.rule("V3.1")
def test_a_starshell_fired_in_a_seeded_game_is_drawn_on_the_map(qtbot):
    """The night battle, seed 2, as the random players play it at the table: a Starshell is
    fired (V3.1) early in the game; the map shows its marker in the hex where it came down."""
    window = game_window(qtbot, reveals=False)
    game = Game.new(NIGHT, seed=2)
    window.set_controller(GameController(game))
    rng = random.Random(2 ^ 0x5EED)
    assert markers(window, "starshell") == []
    for _ in range(400):
        if window.controller.view().starshells:
            break
        take_seat(window)
        answer(window, choose(rng, game))
    (hex_id,) = window.controller.view().starshells
    assert any(e.kind == "starshell" or "starshell" in e.message.code for e in game.log)
    [item] = markers(window, "starshell")
    cx, cy = game.grid.centre(hex_id)
    assert item.scene() is window.scene and item.isVisible()
    assert (item.pos().x(), item.pos().y()) == pytest.approx((cx - 30, cy + 16))
    assert close(drawn_colour(item), counters.MARKER_COLOURS["starshell"])
    assert "Starshell" in item.toolTip()


@pytest.mark.rule("V1.3.1", "V3.3")
def test_rubble_made_by_a_gun_is_drawn_and_a_removed_starshell_goes(qtbot):
    """A position on the test village map with V1-V3: a Starshell over E4; the Infantry Gun in
    G4 hits the Building E4 and rolls 12 (V1.3.1): Rubble, drawn in E4 beside the Starshell; the
    Axis then plays Artillery Denied and removes the Starshell (V3.3): its marker goes."""
    g = testing.position({"axis": [("red_rifle_squad", "G4", "red_field_gun")],
                          "allies": [("blue_infantry_squad", "E4")]}, variants=("V1", "V2", "V3"),
                         prefs={"axis": (), "allies": ()})
    g.state.starshells.append("E4")
    testing.touch(g)
    window = game_window(qtbot, reveals=False)
    window.set_controller(GameController(g))
    assert markers(window, "rubble") == [] and len(markers(window, "starshell")) == 1
    squad = testing.unit_at(g, "G4")
    card = testing.hand(g, "axis", "fire")[0]
    for move in (Move("order", card, "fire"), Move("activate", squad.id), Move("target", "E4"),
                 Move("with", squad.weapon)):
        take_seat(window)
        window.play(move)
    testing.stack(g, "axis", (2, 2), (6, 6))
    testing.stack(g, "allies", (1, 1))
    take_seat(window)
    window.play(Move("fire"))
    while g.pending is not None and g.pending.kind == "fire_actions":
        take_seat(window)
        window.play(Move("roll"))
    assert window.controller.view().rubble == {"E4"}
    [rubble] = markers(window, "rubble")
    [shell] = markers(window, "starshell")
    cx, cy = g.grid.centre("E4")
    assert (rubble.pos().x(), rubble.pos().y()) == pytest.approx((cx - 30, cy + 16))
    assert (shell.pos().x(), shell.pos().y()) == pytest.approx((cx - 16, cy + 24))  # beside the Rubble
    assert close(drawn_colour(rubble), counters.MARKER_COLOURS["rubble"])
    take_seat(window)
    window.play(Move("done"))  # the Squad does not fire its own FP at E4 too
    assert (g.pending.kind, g.pending.player) == ("turn", "axis")
    card = testing.hand(g, "axis", "artillery_denied")[0]
    for move in (Move("order", card, "artillery_denied"), Move("remove_starshell", "E4")):
        take_seat(window)
        window.play(move)
    assert g.state.starshells == [] and markers(window, "starshell") == []
    assert len(markers(window, "rubble")) == 1


def test_two_starshells_in_one_hex_show_their_number():
    class View:
        rubble = frozenset()
        starshells = ("B5", "K3", "B5")

    class Grid:
        @staticmethod
        def centre(h):
            return {"B5": (100.0, 50.0), "K3": (700.0, 20.0)}[h]

    wanted = counters.variant_markers(View(), Grid())
    assert wanted == [("starshell", 2, None, (100.0, 50.0), (-30.0, 16.0)),
                      ("starshell", None, None, (700.0, 20.0), (-30.0, 16.0))]
    item = counters.MarkerItem("starshell", 2)
    assert item.toolTip().endswith("×2")
    img = QImage(60, 60, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.translate(QPointF(30, 30))
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    item.paint(p, QStyleOptionGraphicsItem(), None)
    p.end()
    assert close(img.pixelColor(10, 30), counters.MARKER_COLOURS["starshell"])
