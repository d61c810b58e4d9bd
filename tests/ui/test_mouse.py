"""The game window driven by the mouse: press, move and release posted to the map view's
viewport (and to a card of the hand), as a player does it.  No handler is called directly."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from cc_desktop.rules import Move, testing
from cc_desktop.ui.controller import GameController

from .helpers import game_window, take_seat

pytestmark = pytest.mark.qt

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def window(qtbot):
    return game_window(qtbot, shown=True, reveals=False)


def position(win, units, prefs=None):
    g = testing.position(units, prefs=prefs or {"axis": set(), "allies": set()})
    win.set_controller(GameController(g))
    return g


def view_point(win, scene_point) -> QPoint:
    p = win.view.mapFromScene(QPointF(scene_point))
    assert win.view.viewport().rect().contains(p), "the point must be on the screen"
    return p


def hex_point(win, hex_id) -> QPoint:
    return view_point(win, QPointF(*win.controller.game.grid.centre(hex_id)))


def counter_point(win, uid) -> QPoint:
    return view_point(win, win.units.items[uid].scenePos())


def press(win, at: QPoint, modifiers=NONE):
    QTest.mousePress(win.view.viewport(), LEFT, modifiers, at)


def move(win, *points: QPoint):
    for p in points:
        QTest.mouseMove(win.view.viewport(), p)


def release(win, at: QPoint, modifiers=NONE):
    QTest.mouseRelease(win.view.viewport(), LEFT, modifiers, at)


def drag(win, start: QPoint, *path: QPoint, modifiers=NONE):
    """Press on ``start``, move through ``path`` (a few small steps first: the drag threshold),
    let go on the last point."""
    press(win, start, modifiers)
    move(win, start + QPoint(3, 3), start + QPoint(8, 8), *path)
    release(win, path[-1], modifiers)


def start_move(win, g, *units):
    """Play a Move card and activate ``units`` (a Leader first, then the units added) by clicks
    on the decision panel's choices: the window waits at "Which unit moves next?" after."""
    card = testing.hand(g, "axis", "move")[0]
    win.refresh()
    win.play(Move("order", card, "move"))
    if g.pending.kind == "activate":  # (the only unit is activated without asking)
        win.play(Move("activate", units[0]))
    for u in units[1:]:
        win.play(Move("add", u))
    if g.pending.kind == "add":
        win.play(Move("done"))


def status(win) -> str:
    return win.statusBar().currentMessage()


# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("F100.1")
def test_setup_by_dragging_a_counter_from_the_margin(window):
    window.start("test-skirmish", seed=5)
    game = window.controller.game
    placed = 0
    while game.pending.kind == "setup" and placed < 4:
        take_seat(window)
        d = game.pending
        unit = d.options[0].args[0] if d.variant is None else None  # 5: the next to place, the pile's top
        if not unit:  # a scenario Fortification: a click on its hex
            window.on_hex_clicked(game.pending.options[0].args[-1])
            continue
        item = window.units.items[unit]
        assert item.scenePos().x() < 0  # waiting in the map's left margin
        options = [m for m in d.options if m.args[0] == unit]
        hex_id = options[(3 * placed) % len(options)].args[1]
        start = counter_point(window, unit)
        press(window, start)
        move(window, start + QPoint(6, 6), hex_point(window, hex_id))
        overlay = window.units.reach_overlay  # the set-up zone lit, the rest of the map dimmed
        assert overlay is not None and hex_id in overlay.hexes and overlay.dim
        release(window, hex_point(window, hex_id))
        assert game.state.units[unit].hex == hex_id
        placed += 1
    assert placed == 4


@pytest.mark.rule("O21.1", "O21.2")
def test_drag_at_the_mover_step_chooses_the_unit_and_moves_it_along_the_path(window):
    g = position(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]})
    squad = testing.unit_at(g, "E9").id
    start_move(window, g, squad)
    assert g.pending.kind == "mover"  # "Which unit moves next?": no click needed first
    mp = g.state.movement(g.state.units[squad])
    cost = g.movement_graph.path_cost(["E9", "E8", "E7"])
    drag(window, counter_point(window, squad), hex_point(window, "E8"), hex_point(window, "E7"))
    assert g.state.units[squad].hex == "E7"
    assert [str(m) for m in g.moves[-3:]] == [f"mover {squad}", f"enter {squad} E8", f"enter {squad} E7"]
    assert g.pending.kind == "step" and g.pending.about["left"] == mp - cost
    assert status(window).endswith(f"in E7: {mp - cost} MP left")


@pytest.mark.rule("O21.1")
def test_mp_labels_and_dimming_while_dragging(window):
    g = position(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]})
    squad = testing.unit_at(g, "E9").id
    start_move(window, g, squad)
    start = counter_point(window, squad)
    press(window, start)
    move(window, start + QPoint(5, 5), start + QPoint(10, 10), hex_point(window, "E7"))
    overlay = window.units.reach_overlay
    reach = g.movement_graph.reachable("E9", g.state.movement(g.state.units[squad]), blocked={"O1"})
    assert overlay is not None and overlay.dim and overlay.start == "E9"
    assert overlay.labels["E8"] == f"{reach['E8']} MP" and overlay.labels["E7"] == f"{reach['E7']} MP"
    assert set(overlay.labels) == set(reach) - {"E9"}  # every reachable hex has its cost, no other
    assert overlay.labels_item is not None and overlay.labels_item.scene() is window.scene
    assert window.move_tool.path_item is not None and status(window).endswith(f"{reach['E7']} MP to E7")
    release(window, hex_point(window, "E7"))
    assert g.state.units[squad].hex == "E7"
    assert window.units.reach_overlay is None  # lit hexes only while dragging


@pytest.mark.rule("O21.1")
def test_an_illegal_drop_snaps_back_with_its_rule(window):
    g = position(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]})
    squad = testing.unit_at(g, "E9").id
    start_move(window, g, squad)
    moves = len(g.moves)
    drag(window, counter_point(window, squad), hex_point(window, "E7"), hex_point(window, "A1"))
    assert g.state.units[squad].hex == "E9" and len(g.moves) == moves  # nothing was played
    assert status(window).startswith("O21.1: ") and "A1" in status(window)
    assert window.refusal_rule == "O21.1" and window.why_button.text() == "Rule O21.1?"  # opens the rule
    item = window.units.items[squad]  # back in its hex
    assert g.grid.hex_at(item.scenePos().x(), item.scenePos().y()) == "E9"


@pytest.mark.rule("O21.2")
def test_drag_any_counter_of_a_group_moves_the_group(window):
    g = position(window, {"axis": [("red_lieutenant", "E9"), ("red_rifle_squad", "E9")],
                          "allies": [("blue_infantry_squad", "O1")]})
    leader = testing.unit_at(g, "E9", "red_lieutenant").id
    squad = testing.unit_at(g, "E9", "red_rifle_squad").id
    start_move(window, g, leader, squad)
    window.play(Move("group", "E9"))  # the two move together (the decision panel's choice)
    assert g.pending.kind == "step" and g.pending.about["unit"] == leader
    start = counter_point(window, squad)  # not the Leader, whom the engine names
    press(window, start)
    move(window, start + QPoint(5, 5), start + QPoint(10, 10), hex_point(window, "E8"))
    item = window.units.items[squad]
    follower = window.units.items[leader]
    assert item.followers == [follower]  # the Leader's counter follows the mouse too
    assert g.grid.hex_at(follower.scenePos().x(), follower.scenePos().y()) == "E8"
    assert window.units.reach_overlay is not None and "E8" in window.units.reach_overlay.labels
    move(window, hex_point(window, "E7"))
    release(window, hex_point(window, "E7"))
    assert g.state.units[leader].hex == g.state.units[squad].hex == "E7"
    assert str(g.moves[-1]) == f"enter {leader} E7"


@pytest.mark.rule("O21.2")
def test_ctrl_drag_at_the_mover_step_moves_the_whole_group(window):
    g = position(window, {"axis": [("red_lieutenant", "E9"), ("red_rifle_squad", "E9")],
                          "allies": [("blue_infantry_squad", "O1")]})
    leader = testing.unit_at(g, "E9", "red_lieutenant").id
    squad = testing.unit_at(g, "E9", "red_rifle_squad").id
    start_move(window, g, leader, squad)
    assert g.pending.kind == "mover"
    ctrl = Qt.KeyboardModifier.ControlModifier
    drag(window, counter_point(window, squad), hex_point(window, "E8"), modifiers=ctrl)
    assert g.state.units[leader].hex == g.state.units[squad].hex == "E8"
    assert Move("group", "E9") in g.moves
    # a plain drag at the next "Which unit moves next?" would move one unit alone (none is left)


@pytest.mark.rule("O21.2")
def test_a_plain_drag_at_the_mover_step_moves_one_unit_of_a_stack(window):
    g = position(window, {"axis": [("red_lieutenant", "E9"), ("red_rifle_squad", "E9")],
                          "allies": [("blue_infantry_squad", "O1")]})
    leader = testing.unit_at(g, "E9", "red_lieutenant").id
    squad = testing.unit_at(g, "E9", "red_rifle_squad").id
    start_move(window, g, leader, squad)
    drag(window, counter_point(window, squad), hex_point(window, "E8"))
    assert g.state.units[squad].hex == "E8" and g.state.units[leader].hex == "E9"
    assert Move("mover", squad) in g.moves


@pytest.mark.rule("A33", "O21.5")
def test_a_declined_op_fire_resumes_the_planned_path_at_once(window):
    g = position(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "E5")]},
                 prefs={"axis": {"op_fire"}, "allies": {"op_fire"}})
    squad = testing.unit_at(g, "E9").id
    start_move(window, g, squad)
    drag(window, counter_point(window, squad), hex_point(window, "E8"), hex_point(window, "E7"))
    assert g.state.units[squad].hex == "E8"  # the Allies may Op Fire at E8 first
    assert g.pending.player == "allies" and g.pending.kind == "react"
    assert window.handover.isHidden() and window.table.box.isVisible()  # asked in public (A24)
    # the Allied player declines with one click, no pass screen: the walk goes on to the dropped
    # hex; at E7 the Allies may react again, and decline again
    while g.pending.player == "allies":
        QTest.mouseClick(window.table.box.answers[0][0], LEFT)
        assert window.handover.isHidden()
    assert g.state.units[squad].hex == "E7"
    assert [str(m) for m in g.moves if m.kind == "enter"] == [f"enter {squad} E8", f"enter {squad} E7"]


@pytest.mark.rule("A33", "O20.3.4")
def test_an_op_fire_that_breaks_the_mover_stops_it_and_says_why(window):
    g = position(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "E5")]},
                 prefs={"axis": {"op_fire"}, "allies": {"op_fire"}})
    squad = testing.unit_at(g, "E9").id
    fire_card = testing.hand(g, "allies", "fire")[0]
    start_move(window, g, squad)
    testing.stack(g, "allies", (6, 6))  # the Op Fire attack roll
    testing.stack(g, "axis", (1, 1))  # the mover's defence roll
    drag(window, counter_point(window, squad), hex_point(window, "E8"), hex_point(window, "E6"))
    assert g.pending.player == "allies"
    QTest.mouseClick(window.table.box.hand_button, LEFT)  # Show my hand: the pass screen
    take_seat(window)
    window.on_card_clicked(fire_card)
    window.on_unit_clicked(window.units.items[testing.unit_at(g, "E5").id])
    while g.pending.player == "allies" and g.pending.kind == "group":
        window.play(g.pending.options[0] if g.pending.options[0].kind == "with" else Move("fire"))
    assert g.state.units[squad].broken
    take_seat(window)
    assert g.state.units[squad].hex == "E8"  # it stays in the last hex entered
    text = status(window)
    assert "stopped in E8 by the Allied player's reaction (A33.2): O20.3.4: " in text, text
    assert window.refusal_rule and text.split(": ", 1)[1].startswith(window.refusal_rule)


def test_a_card_dragged_onto_the_map_plays_its_order(window, qtbot):
    g = position(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]})
    card = testing.hand(g, "axis", "move")[0]
    window.refresh()
    qtbot.waitUntil(lambda: window.hand.card_widget(card).isVisible())
    widget = window.hand.card_widget(card)
    start = widget.rect().center()
    target = widget.mapFromGlobal(window.view.viewport().mapToGlobal(hex_point(window, "H5")))
    QTest.mousePress(widget, LEFT, NONE, start)
    QTest.mouseMove(widget, start + QPoint(0, -12))
    QTest.mouseMove(widget, target)
    assert widget.dragging and widget.ghost.isVisible()  # the card follows the mouse
    assert status(window).startswith("Let go on the map")
    QTest.mouseRelease(widget, LEFT, NONE, target)
    assert Move("order", card, "move") in g.moves
    assert g.moves[-1].kind == "activate"  # the only unit: activated without asking


def test_a_card_dropped_back_on_the_hand_is_not_played_and_click_still_works(window, qtbot):
    g = position(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]})
    card = testing.hand(g, "axis", "move")[0]
    window.refresh()
    qtbot.waitUntil(lambda: window.hand.card_widget(card).isVisible())
    widget = window.hand.card_widget(card)
    start = widget.rect().center()
    moves = len(g.moves)
    QTest.mousePress(widget, LEFT, NONE, start)
    QTest.mouseMove(widget, start + QPoint(30, 0))
    QTest.mouseRelease(widget, LEFT, NONE, start + QPoint(30, 0))
    assert len(g.moves) == moves and not widget.dragging
    QTest.mouseClick(widget, LEFT, NONE, start)  # a click still plays it
    assert Move("order", card, "move") in g.moves


@pytest.mark.rule("O21.2")
def test_a_unit_that_ended_its_move_in_the_groups_hex_does_not_follow_the_group(window):
    """The Leader moves first into E8 and stops; the two Squads that began in E8 then move as a
    group: dragging one of them carries the other, not the Leader standing with them."""
    g = position(window, {"axis": [("red_lieutenant", "E9"), ("red_rifle_squad", "E8"),
                                   ("red_rifle_squad", "E8")],
                          "allies": [("blue_infantry_squad", "O1")]})
    leader = testing.unit_at(g, "E9", "red_lieutenant").id
    squads = sorted(u.id for u in g.state.units_in("E8"))
    start_move(window, g, leader, *squads)
    window.play(Move("mover", leader))
    window.play(Move("enter", leader, "E8"))
    window.play(Move("stop", leader))
    assert g.state.units[leader].hex == "E8" and g.pending.kind == "mover"
    window.play(Move("group", "E8"))
    first = g.pending.about["unit"]
    assert sorted(window.moving_group(first)) == squads  # the Leader is not one of them
    drag(window, counter_point(window, squads[1]), hex_point(window, "E7"))
    assert [g.state.units[s].hex for s in squads] == ["E7", "E7"]
    assert g.state.units[leader].hex == "E8"


@pytest.mark.rule("3.3.2", "O21.1")
def test_the_preview_of_a_squad_leaving_its_leader_does_not_overstate_its_reach(window):
    """Issue 14: the preview counted the Leader's Command from the start hex, which the engine
    drops at the first step away from him; now the lit hexes are the engine's Move query's, and
    a drop on a hex only the start hex's MP would reach is refused before any step."""
    from cc_desktop.rules import reach
    from cc_desktop.ui.texts import message_text, unit_name

    g = position(window, {"axis": [("red_lieutenant", "E9"), ("red_rifle_squad", "E9")],
                          "allies": [("blue_infantry_squad", "O1")]})
    leader = testing.unit_at(g, "E9", "red_lieutenant").id
    squad = testing.unit_at(g, "E9", "red_rifle_squad").id
    start_move(window, g, leader, squad)
    assert g.pending.kind == "mover"
    q = reach.query(g, "axis", squad)
    overstated = g.movement_graph.reachable("E9", q.left, blocked={"O1"})
    gone = sorted(set(overstated) - set(q.reach), key=lambda h: overstated[h])
    assert gone
    start = counter_point(window, squad)
    press(window, start)
    move(window, start + QPoint(5, 5), start + QPoint(10, 10), hex_point(window, "E8"))
    overlay = window.units.reach_overlay
    assert set(overlay.labels) == set(q.reach) - {"E9"} and not set(gone) & set(overlay.labels)
    assert overlay.labels["E8"] == f"{q.reach['E8'].cost} MP"
    moves = len(g.moves)
    target = next(h for h in gone if window.view.viewport().rect().contains(
        window.view.mapFromScene(QPointF(*g.grid.centre(h)))))
    move(window, hex_point(window, target))  # over it: the engine's reason, not a path
    why = q.refusal(target)
    assert (why.rule, why.code) == ("O21.1", "move_cost") and why.args["left"] < q.left
    assert status(window) == f"{unit_name(g, squad)}: {message_text(why, game=g.view('axis'))}"
    assert window.move_tool.path_item is None
    release(window, hex_point(window, target))
    assert len(g.moves) == moves and g.state.units[squad].hex == "E9"  # refused before any step
    assert status(window).startswith("O21.1: ") and window.refusal_rule == "O21.1"
