"""The game window driven like a player: set-up by clicking, a move by dragging a counter, an
illegal drop refused with its rule, fire, the hand-over screen, privacy, undo, save and reopen."""

import random

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QLabel, QListWidget

from cc_desktop.rules import Game, Move, testing
from cc_desktop.rules.simulate import choose
from cc_desktop.ui.controller import GameController
from cc_desktop.ui.gamewindow import GameWindow

from .helpers import answer, game_window, take_seat

pytestmark = pytest.mark.qt


@pytest.fixture
def window(qtbot):
    return game_window(qtbot)


def test_setup_by_clicking_hexes(window):
    window.start("test-skirmish", seed=5)
    game = window.controller.game
    assert game.pending.kind == "setup"
    first_side = game.pending.player
    assert window.controller.viewer == first_side
    placed = 0
    while game.pending.kind == "setup":
        take_seat(window)
        d = game.pending
        if Move("done") in d.options:  # 5: every unit placed, reviewed: Done
            window.play(Move("done"))
            continue
        unit = d.options[0].args[0] if d.variant is None else None  # the next to place: the pile's top
        hex_id = [m for m in d.options if unit is None or m.args[0] == unit][-1].args[-1]
        window.on_hex_clicked(hex_id)  # a hex of the set-up zone is a legal choice: one click
        if unit:
            assert game.state.units[unit].hex == hex_id
            placed += 1
        else:  # one of the scenario's Fortifications (F100.1)
            assert hex_id in game.state.fortifications
    assert placed == 13 and game.pending.kind == "turn"
    assert set(window.units.items) == {u.id for u in game.state.on_map()}


def position_window(window, units):
    g = testing.position(units, prefs={"axis": {"op_fire"}, "allies": {"op_fire"}})
    window.set_controller(GameController(g))
    return g


@pytest.mark.rule("O21.1", "O21.4")
def test_drag_a_squad_along_a_path_and_an_illegal_drop_is_refused(window):
    g = position_window(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]})
    squad = testing.unit_at(g, "E9").id
    card = testing.hand(g, "axis", "move")[0]
    window.refresh()
    window.on_card_clicked(card)
    window.on_unit_clicked(window.units.items[squad])  # activate
    if g.pending.kind == "mover":
        window.on_unit_clicked(window.units.items[squad])
    assert g.pending.kind == "step"
    item = window.units.items[squad]
    reach = window.reachable(squad)
    assert "E8" in reach and reach["E8"] == g.movement_graph.cost("E9", "E8")
    window.on_unit_dropped(item, QPointF(*g.grid.centre("E7")))  # two hexes: moved hex by hex
    assert g.state.units[squad].hex == "E7"
    assert [str(m) for m in g.moves[-2:]] == [f"enter {squad} E8", f"enter {squad} E7"]
    window.on_unit_dropped(window.units.items[squad], QPointF(*g.grid.centre("A1")))  # too far
    assert g.state.units[squad].hex == "E7"
    assert "O21.1" in window.statusBar().currentMessage()


@pytest.mark.rule("O20.3.4")
def test_fire_at_a_target_by_clicking(window):
    g = position_window(window, {"axis": [("red_rifle_squad", "E7"), ("red_lieutenant", "E7")],
                                 "allies": [("blue_infantry_squad", "E5")]})
    card = testing.hand(g, "axis", "fire")[0]
    testing.stack(g, "axis", (6, 6))
    testing.stack(g, "allies", (1, 1))
    window.refresh()
    window.on_card_clicked(card)
    window.on_unit_clicked(window.units.items[testing.unit_at(g, "E7", "red_rifle_squad").id])
    window.on_hex_clicked("E5")  # the target
    assert g.pending.kind == "group"
    window.play(g.pending.options[0])  # add the squad
    window.play(Move("fire"))
    target = testing.unit_at(g, "E5")
    assert target.broken
    texts = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("breaks" in t and t.startswith("O20.3.4") for t in texts)


def test_handover_screen_and_privacy_through_a_game(window):
    window.start("test-skirmish", seed=9)
    ctl = window.controller
    game = ctl.game
    rng = random.Random(2)
    handovers = 0
    for _ in range(220):
        if game.pending is None:
            break
        if not window.handover.isHidden():
            handovers += 1
            # nothing of either hand shows while the screen is covered and nobody is seated
            assert window.handover.geometry() == window.rect()
            take_seat(window)
        viewer = ctl.viewer
        public = ctl.prompt.how in ("public", "window")  # the other player answers at the screen
        assert viewer == game.pending.player or public
        other = "allies" if viewer == "axis" else "axis"
        mine = set(game.state.players[viewer].hand)
        theirs = set(game.state.players[other].hand) - mine
        assert set(window.hand.numbers()) == (set() if public else mine)
        log = [window.log.item(i).text() for i in range(window.log.count())]
        assert not any(f"{other} draws card" in t for t in log)
        track = window.track.text()
        assert all(f" {c.id};" not in track for c in game.secret_chits[other])
        panel = [window.decision.list.item(i).text() for i in range(window.decision.list.count())]
        if game.pending.kind != "interrogation":  # E61 shows the executing player the other hand
            assert not any(f"#{n} " in t for t in panel for n in theirs | (mine if public else set()))
        answer(window, choose(rng, game))
    assert handovers > 5


def test_undo_save_and_reopen(window, tmp_path):
    window.start("test-skirmish", seed=3)
    ctl = window.controller
    game = ctl.game
    while game.pending.kind == "setup":
        take_seat(window)
        window.play(game.pending.options[0])
    take_seat(window)
    before = game.state.hash()
    card = next(m for m in game.pending.options if m.kind == "order" and m.args[1] == "move")
    window.play(card)
    assert window.undo_action.isEnabled()
    window.undo()
    assert game.state.hash() == before
    rng = random.Random(1)
    for _ in range(60):
        take_seat(window)
        window.play(choose(rng, game))
    path = tmp_path / "g.ccgame"
    window.files.save_to(str(path))
    h = game.state.hash()
    other = GameWindow()
    other._no_ask = True
    assert other.open_path(str(path), wait=True)
    assert other.controller.game.state.hash() == h
    bad = tmp_path / "bad.ccgame"
    bad.write_text("{nope")
    from unittest import mock

    with mock.patch("cc_desktop.ui.gamewindow.QMessageBox.warning") as warn:
        assert not other.open_path(str(bad), wait=True)
    assert warn.called and other.controller.game.state.hash() == h  # the old game stays
    other.close()


def test_screenshot_and_smoke_commands(tmp_path, capsys):
    from cc_desktop.cli import main

    from cc_desktop.ui.controller import autosave_path

    out = tmp_path / "shot.png"
    assert main(["screenshot", "--moves", "30", "--seed", "2", "--out", str(out)]) == 0
    assert autosave_path() is None or not autosave_path().exists()  # pictures never replace an autosave
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main(["--smoke"]) == 0
    assert "smoke test" in capsys.readouterr().out
    # a save through the file association's command line: `cc-desktop SAVE --smoke`
    from cc_desktop.rules import Game

    game = Game.new("farmland-patrols-1945", seed=3)
    for _ in range(12):
        game.apply(game.legal_moves()[0])
    save = tmp_path / "g.ccgame"
    game.save(save)
    assert main([str(save), "--smoke"]) == 0
    assert capsys.readouterr().out.strip().endswith(f"farmland-patrols-1945, 12 moves from {save}")
    assert main(["--smoke", str(tmp_path / "missing.ccgame")]) == 2
    assert "missing.ccgame: cannot open" in capsys.readouterr().err


@pytest.mark.rule("10.1", "10.2")
def test_los_tool_on_a_shipped_map(window):
    window.start("test-skirmish", seed=1)
    window.los_action.setChecked(True)
    window.on_hex_clicked("C7")
    window.on_hex_clicked("K4")
    r = window.last_los
    assert (r.origin, r.target, r.range, r.los) == ("C7", "K4", 8, "blocked")
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("building", "F5", "T82")
    assert "blocked by Building in F5" in window.statusBar().currentMessage()
    window.los_action.setChecked(False)
    assert window.controller.game.moves == []  # the tool never plays a move


@pytest.mark.rule("10.1")
def test_what_a_hex_sees_shading(window):
    window.start("test-skirmish", seed=1)
    window.sees_action.setChecked(True)
    verdicts = window.shade_sees("C7")
    game = window.controller.game
    assert len(verdicts) == 150 and len(window.maptools.sees_items) == 150
    assert verdicts["K4"] == ("blocked", 0)
    for h in ("C6", "C8", "B7", "D7"):  # adjacent hexes always see each other
        assert verdicts[h][0] != "blocked"
    for h in game.grid.ids:  # the table answer equals the explained query, hex by hex
        if h != "C7":
            r = game.board.los("C7", h)
            assert verdicts[h] == (r.los, r.hindrance), h
    window.sees_action.setChecked(False)
    assert window.maptools.sees_items == []


def test_autosave_after_the_moves_and_recovery(window, tmp_path, monkeypatch, qtbot):
    monkeypatch.setenv("CC_DESKTOP_DATA", str(tmp_path))
    window.start("test-skirmish", seed=6)
    game = window.controller.game
    window.play(game.pending.options[0])
    window.play(game.pending.options[0])
    saved = tmp_path / "autosave.ccgame"
    # the moves wait for the autosave's clock (at most one autosave every AUTOSAVE_EVERY_MS) ...
    assert window.controller.autosave_pending() and not saved.exists()
    with qtbot.waitSignal(window.controller.autosave_written, timeout=10_000):
        pass  # ... then both are written, in the background
    assert Game.load(saved).state.hash() == game.state.hash()
    other = GameWindow()
    other._no_ask = True
    from unittest import mock
    from PySide6.QtWidgets import QMessageBox

    with mock.patch("cc_desktop.ui.gamewindow.QMessageBox.question", return_value=QMessageBox.StandardButton.Yes):
        assert other.offer_recovery()
    assert other.controller.game.state.hash() == game.state.hash()
    other.close()


@pytest.mark.rule("A33", "O21.5")
def test_op_fire_as_the_other_player_through_the_handover_screen(window):
    """The Axis moves a Squad into the open in front of an Allied Squad; the Allies (who asked
    to be asked about Op Fire) are asked in public, ask to see their hand, get the screen, play a
    Fire card and break the mover."""
    g = position_window(window, {"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "E5")]})
    mover = testing.unit_at(g, "E8").id
    card = testing.hand(g, "axis", "move")[0]
    fire_card = testing.hand(g, "allies", "fire")[0]
    window.refresh()
    window.on_card_clicked(card)
    window.on_unit_clicked(window.units.items[mover])
    if g.pending.kind == "mover":
        window.on_unit_clicked(window.units.items[mover])
    testing.stack(g, "allies", (6, 6))  # the Op Fire attack roll
    testing.stack(g, "axis", (1, 1))  # the mover's defence roll
    window.on_hex_clicked("E7")
    assert g.pending.player == "allies" and g.pending.kind == "react"
    assert window.handover.isHidden() and window.hand.numbers() == []  # asked in public first (A24)
    window.table.box.hand_button.click()  # Show my hand: the pass screen
    assert not window.handover.isHidden() and window.hand.numbers() != sorted(g.state.players["allies"].hand)
    take_seat(window)
    assert window.controller.viewer == "allies" and window.hand.numbers() == sorted(g.state.players["allies"].hand)
    window.on_card_clicked(fire_card)
    window.on_unit_clicked(window.units.items[testing.unit_at(g, "E5").id])
    while g.pending.player == "allies" and g.pending.kind == "group":
        window.play(g.pending.options[0] if g.pending.options[0].kind == "with" else Move("fire"))
    assert g.state.units[mover].broken  # a moving target breaks on a tie or worse (O20.3.4)


def test_end_of_game_screen_shows_winner_and_vp_by_source(window):
    # a dry run finds the seeded game's moves; all but the last are replayed straight into the
    # engine (fast), the last one goes through the window
    from cc_desktop.ui.controller import DEFAULT_WINDOWS

    dry = Game.new("test-skirmish", seed=8, prefs={"axis": DEFAULT_WINDOWS, "allies": DEFAULT_WINDOWS})
    rng = random.Random(8)
    while dry.pending is not None:
        dry.apply(choose(rng, dry))
    window.start("test-skirmish", seed=8)
    game = window.controller.game
    for m in dry.moves[:-1]:
        game.apply(m)
    window.controller.viewer = game.pending.player
    window.refresh()
    window.controller.apply(dry.moves[-1])
    assert game.state.winner == dry.state.winner
    winner = {"axis": "The Axis wins", "allies": "The Allies win"}[game.state.winner]
    assert window.end_text.startswith(winner) and "VP by source" in window.end_text
    assert window.handover.isHidden()


def test_setup_by_dragging_from_the_tray(window):
    window.start("test-skirmish", seed=5)
    game = window.controller.game
    placed = 0
    while game.pending.kind == "setup":
        take_seat(window)
        d = game.pending
        if Move("done") in d.options:  # 5: every unit placed, reviewed: Done
            window.play(Move("done"))
            continue
        unit = d.options[0].args[0] if d.variant is None else None  # the next to place
        if not unit:  # a scenario Fortification: a click on its hex
            window.on_hex_clicked(game.pending.options[0].args[-1])
            continue
        item = window.units.items[unit]  # the counter waiting in the margin
        assert item.scenePos().x() < 0
        options = [m for m in d.options if m.args[0] == unit]
        hex_id = options[placed % len(options)].args[1]
        window.on_drag_start(item)
        assert hex_id in {h for h in window.reachable(unit)}
        window.on_unit_dropped(item, QPointF(*game.grid.centre(hex_id)))
        assert game.state.units[unit].hex == hex_id
        placed += 1
    assert placed == 13


def test_hovering_a_log_line_lights_its_hexes(window):
    g = position_window(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]})
    squad = testing.unit_at(g, "E9").id
    card = testing.hand(g, "axis", "move")[0]
    window.refresh()
    window.play(Move("order", card, "move"))
    window.play(Move("activate", squad))
    if g.pending.kind == "mover":
        window.play(Move("mover", squad))
    window.play(Move("enter", squad, "E8"))
    window.rebuild_log()
    row = next(i for i in range(window.log.count()) if "E8" in window.log.item(i).text())
    window.on_log_hover(window.log.item(row))
    assert window.logdock.lit == {"E8"} and len(window.units.highlights) == 1
    tip = window.log.item(row).toolTip()  # the rule's own text (resources/text/en/rules-*.json)
    assert tip.startswith("<b>O21 &mdash; Move</b><br>") and "Double-click for the rules." in tip


def test_terrain_inspector(window):
    window.start("test-skirmish", seed=1)
    game = window.controller.game
    game.state.smoke["H6"] = 3
    text = window.inspect("H6")
    assert text.startswith("H6: Orchard (T91), level 0, Cover")
    assert "hexsides: Wall" in text and "Smoke 3" in text
    window.on_hex_hovered("H6")
    assert window.statusBar().currentMessage() == text


def test_dragging_previews_the_cheapest_path(window):
    g = position_window(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]})
    squad = testing.unit_at(g, "E9").id
    card = testing.hand(g, "axis", "move")[0]
    window.refresh()
    window.play(Move("order", card, "move"))
    window.play(Move("activate", squad))
    if g.pending.kind == "mover":
        window.play(Move("mover", squad))
    item = window.units.items[squad]
    window.on_drag_start(item)
    window.on_drag_move(item, QPointF(*g.grid.centre("E7")))
    assert window.move_tool.path_item is not None
    cost = g.movement_graph.path_cost(g.movement_graph.cheapest_path("E9", "E7"))
    assert window.statusBar().currentMessage().endswith(f"{cost} MP to E7")
    window.on_drag_move(item, QPointF(*g.grid.centre("A1")))  # out of reach: no path shown
    assert window.move_tool.path_item is None


def test_no_translation_for_english_or_missing_languages(qapp, monkeypatch):
    from cc_desktop.ui.gamewindow import install_translation

    assert install_translation(qapp, "xx") is None  # no resources/i18n/cc_desktop_xx.qm: English stays


def test_shift_waypoints_shape_the_path(window):
    g = position_window(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]})
    squad = testing.unit_at(g, "E9").id
    card = testing.hand(g, "axis", "move")[0]
    window.refresh()
    window.play(Move("order", card, "move"))
    window.play(Move("activate", squad))
    if g.pending.kind == "mover":
        window.play(Move("mover", squad))
    item = window.units.items[squad]
    window.on_drag_start(item)
    window.waypoints = ["D9"]  # as if Shift was held over D9 while dragging
    assert window.planned_path("E9", ["D9", "D8"]) == ["E9", "D9", "D8"]
    window.on_unit_dropped(item, QPointF(*g.grid.centre("D8")))
    assert [str(m) for m in g.moves[-2:]] == [f"enter {squad} D9", f"enter {squad} D8"]
    assert g.state.units[squad].hex == "D8"


def test_track_display_draws_the_markers(window):
    from PySide6.QtGui import QColor

    window.start("test-skirmish", seed=1)
    game = window.controller.game
    game.state.time = 2
    board = window.track_board
    board.resize(380, 170)
    board.set_game(game)
    image = board.grab().toImage()
    blue = QColor("#3b6fb0")

    def near_blue(c: QColor) -> bool:  # the marker's fill, give or take a rounding of the colour
        return max(abs(c.red() - blue.red()), abs(c.green() - blue.green()), abs(c.blue() - blue.blue())) <= 3

    blues = sum(1 for x in range(0, 380, 2) for y in range(0, 170, 2) if near_blue(image.pixelColor(x, y)))
    assert blues > 10  # the Time marker is drawn
