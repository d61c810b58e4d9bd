"""The rules in our own words inside the window (issues 5 and 6): a refused move links to its
rule's text, a log line opens its rule, Help > Rules searches every text, the terrain inspector
explains the hex, card texts follow the window's language, and the New game dialog offers the
scenarios with their briefings, a random battle and the named rule options."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPointF, Qt

from cc_desktop.content import texts
from cc_desktop.rules import testing
from cc_desktop.rules.game import RULE_OPTIONS, Game
from cc_desktop.ui import rulebook
from cc_desktop.ui.controller import GameController
from cc_desktop.ui.gamewindow import RANDOM_BATTLE, GameWindow, NewGameDialog

from .helpers import game_window

pytestmark = pytest.mark.qt


@pytest.fixture
def window(qtbot):
    return game_window(qtbot)


@pytest.mark.rule("O21.1")
def test_a_refused_drop_links_to_its_rule_text(window):
    g = testing.position({"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]},
                         prefs={"axis": set(), "allies": set()})
    window.set_controller(GameController(g))
    squad = testing.unit_at(g, "E9").id
    window.refresh()
    window.on_card_clicked(testing.hand(g, "axis", "move")[0])
    window.on_unit_clicked(window.units.items[squad])
    if g.pending.kind == "mover":
        window.on_unit_clicked(window.units.items[squad])
    assert window.why_button.isHidden()
    window.on_unit_dropped(window.units.items[squad], QPointF(*g.grid.centre("A1")))  # too far
    assert window.why_button.isVisibleTo(window) and window.why_button.text() == "Rule O21.1?"
    assert texts.rule_text("O21.1").text in window.why_button.toolTip()
    window.why_button.click()
    dlg = window.rules_dialog
    assert dlg.current_rule() == "O21.1"
    assert texts.rule_text("O21.1").text in dlg.text.toPlainText()


def test_a_log_line_shows_and_opens_its_rule(window):
    window.start("test-skirmish", seed=2)
    item = next(window.log.item(i) for i in range(window.log.count())
                if window.log.item(i).data(Qt.ItemDataRole.UserRole).message.rule)
    rule = item.data(Qt.ItemDataRole.UserRole).message.rule
    shown = texts.rule_text(rule)
    assert shown.text.replace("'", "&#x27;") in item.toolTip() or shown.text in item.toolTip()
    window.on_log_open_rule(item)
    assert window.rules_dialog.current_rule() in (rule, shown.rule)


@pytest.mark.rule("5.4")
def test_my_draws_name_their_order_and_are_not_told_twice(window):
    import re

    import random

    from cc_desktop.rules.simulate import choose

    window.start("test-skirmish", seed=2)
    c, rng = window.controller, random.Random(1)
    while sum(e.kind == "card_drawn" for e in c.game.log) < 8:
        c.take_seat()
        c.apply(choose(rng, c.game))
    c.take_seat()
    window.refresh()
    me = "Axis player" if c.viewer == "axis" else "Allied player"
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    mine = [t for t in lines if f"{me} draws" in t]
    assert mine and all(re.search(r"draws card \d+ \(\w[\w ]*\)$", t) for t in mine), mine


def test_rules_dialog_search_and_parent_fallback(window):
    dlg = window.show_rules()
    dlg.search.setText("O23")
    shown = [dlg.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dlg.list.count())
             if not dlg.list.item(i).isHidden()]
    assert shown and all(r.startswith("O23") for r in shown)
    dlg.search.setText("smoke")
    assert "T94" in [dlg.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dlg.list.count())
                     if not dlg.list.item(i).isHidden()]
    # a sub-rule with no paragraph of its own opens its parent's, saying so
    assert dlg.show_rule("O21.1.9") and dlg.current_rule() == "O21.1"
    assert "O21.1.9" in dlg.text.toPlainText() and "(O21.1" in dlg.text.toPlainText()
    assert not dlg.show_rule("Z1")


def test_the_rules_open_at_rule_1_and_follow_the_book(window):
    dlg = window.show_rules()
    rules = [dlg.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dlg.list.count())]
    assert rules[0] == "1" and dlg.current_rule() == "1"
    assert rules == sorted(rules, key=texts.book_order)
    starts = [next(i for i, r in enumerate(rules) if r.startswith(p)) for p in ("O14", "A24", "E42", "T78", "F100", "V")]
    assert starts == sorted(starts)  # the parts in the book's order
    assert rules.index("12") < rules.index("13") < rules.index("O14")  # 12 is not among the 1.x
    assert max(i for i, r in enumerate(rules) if r.startswith("O23")) < starts[1]


def test_book_order_of_rule_ids():
    ids = ["V13", "F100", "A24", "12.1", "O20.3.4", "13", "E77", "1.9.1", "T78", "O20.3", "12", "2", "1.10", "1.9"]
    assert sorted(ids, key=texts.book_order) == [
        "1.9", "1.9.1", "1.10", "2", "12", "12.1", "13", "O20.3", "O20.3.4", "A24", "E77", "T78", "F100", "V13"]


def test_terrain_inspector_explains_the_hex(window):
    window.start("test-skirmish", seed=2)
    game = window.controller.game
    hex_id = next(h for h, x in game.board.hexes.items() if x.effective_terrain == "woods")
    window.on_hex_hovered(hex_id)
    assert texts.terrain_text("terrain", "woods").text in window.view.toolTip()
    assert window.statusBar().currentMessage().startswith(f"{hex_id}: Woods (T99)")


def test_card_texts_follow_the_content_language(window):
    from cc_desktop.ui.cards import card_tooltip, CardView

    try:
        rulebook.set_content_language("el")
        greek = rulebook.card_texts()
        assert greek.language == "el" and greek.order("fire").text != texts.card_texts("en").order("fire").text
        rulebook.set_content_language("xx")  # no such translation: English
        assert rulebook.card_texts().language == "en"
    finally:
        rulebook.set_content_language(None)
    assert rulebook.content_language() == "en"


def test_new_game_dialog_briefings_random_battle_and_options(qtbot, tmp_path):
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    offered = [dlg.combo.itemData(i) for i in range(dlg.combo.count())]
    assert offered == ["birch-ridge-1942", "chapel-crossroads-1944", "farmland-patrols-1945",
                       "mill-bridge-by-night-1944", "shattered-mill-1943",
                       RANDOM_BATTLE]  # every real scenario; the test skirmish is for the tests
    dlg.combo.setCurrentIndex(dlg.combo.findData("farmland-patrols-1945"))
    assert "Patrols in the Beet Fields" in dlg.briefing.text() and "Recon" in dlg.briefing.text()
    assert not dlg.battle.isEnabled()
    dlg.combo.setCurrentIndex(dlg.combo.findData(RANDOM_BATTLE))
    dlg.battle.setValue(7)
    assert dlg.battle.isEnabled() and "Random battle 7" in dlg.briefing.text()
    assert dlg.scenario().id == "random-7" and dlg.scenario_id() == "random-7"
    # the players may fix the nations and the postures of a random battle
    dlg.nations.setCurrentIndex(dlg.nations.findData("germany,russia"))
    dlg.postures.setCurrentIndex(dlg.postures.findData("recon,recon"))
    sc = dlg.scenario()
    assert (sc.sides["axis"].nation.id, sc.sides["allies"].nation.id) == ("germany", "russia")
    assert (sc.sides["axis"].posture, sc.sides["allies"].posture) == ("recon", "recon")
    assert "Soviet Union" in dlg.briefing.text() or "Russia" in dlg.briefing.text()
    dlg.nations.setCurrentIndex(0)
    dlg.postures.setCurrentIndex(0)
    assert set(dlg.rule_options()) == set(RULE_OPTIONS)
    dlg.options["entrench_every_hex"].setChecked(True)
    win = GameWindow()
    win._no_ask = True
    qtbot.addWidget(win)
    win.start(dlg.scenario(), 5, dlg.rule_options())
    game = win.controller.game
    assert game.scenario.id == "random-7" and game.options["entrench_every_hex"]
    save = tmp_path / "r.ccgame"
    game.save(save)
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["options"]["entrench_every_hex"] is True and data["scenario_data"]["id"] == "random-7"
    again = Game.load(save)
    assert again.options["entrench_every_hex"] and again.scenario.id == "random-7"


@pytest.mark.rule("T93")
def test_road_bonus_option_changes_the_movement_graph():
    default = Game.new("test-skirmish", seed=1)
    other = Game.new("test-skirmish", seed=1, options={"road_bonus_pays_entry": True})
    assert default.movement_graph.bonus_pays_entry is False and other.movement_graph.bonus_pays_entry is True
    with pytest.raises(ValueError, match="unknown rule option"):
        Game.new("test-skirmish", seed=1, options={"no_such": True})


@pytest.mark.rule("4.3.3", "7.3.3")
def test_track_board_shows_objectives_and_only_the_viewers_secret_chits(window):
    seed = next(s for s in range(1, 60) if all(Game.new("chapel-crossroads-1944", seed=s).secret_chits.values()))
    window.start("chapel-crossroads-1944", seed=seed)  # a game where both sides drew a secret chit
    game = window.controller.game
    board = window.track_board
    first = game.pending.player  # he sits and decides: his own chits face up
    second = "allies" if first == "axis" else "axis"
    window.controller.viewer = first
    window.refresh()
    first_secret = [c.id for c in game.secret_chits[first]]
    second_secret = [c.id for c in game.secret_chits[second]]
    assert len(first_secret) == 1 and len(second_secret) == 1
    shown = board.chits_shown()
    assert ("open", "H") in shown
    assert [letter for owner, letter in shown if owner == first] == first_secret
    assert [letter for owner, letter in shown if owner == second] == ["?"] * len(second_secret)
    window.controller.viewer = second  # he sits; the first player answers at the screen (in public)
    window.refresh()
    assert window.controller.prompt.how == "public"
    shown = board.chits_shown()
    assert not [letter for owner, letter in shown if owner == second]  # his own hidden meanwhile (7.3.3)
    assert all(letter == "?" for owner, letter in shown if owner == first)
    image = board.grab().toImage()
    assert image.height() >= 196  # the Objectives row is drawn, not cut off


def test_window_has_our_icon_in_every_size(window):
    sizes = sorted(s.width() for s in window.windowIcon().availableSizes())
    assert sizes == [16, 32, 48, 64, 128, 256]


def test_a_save_handed_over_by_the_system_opens(window, tmp_path, qtbot):
    from PySide6.QtGui import QFileOpenEvent

    from cc_desktop.ui.gamewindow import FileOpenFilter

    game = Game.new("farmland-patrols-1945", seed=3)
    for _ in range(10):
        game.apply(game.legal_moves()[0])
    save = tmp_path / "g.ccgame"
    game.save(save)
    opener = FileOpenFilter(window)
    assert opener.eventFilter(None, QFileOpenEvent(str(save)))
    qtbot.waitUntil(lambda: window.loading is None)  # read in the background
    assert window.controller.game.state.hash() == game.state.hash()
    assert not opener.eventFilter(None, QFileOpenEvent(str(tmp_path / "notes.txt")))
