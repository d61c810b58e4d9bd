"""Set-up in any order with the mouse (rule 5, issue 14): the units still to place wait in a pile
in the map's margin that spreads out under the mouse; any of them is dragged into the set-up
area, a placed counter is dragged again, a click on a hex places the top of the pile, and the
decision panel's Done ends the review.  The window holds no set-up state of its own: every
step is the engine's ``place`` or ``done``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from cc_desktop.rules import Move

from .helpers import game_window, take_seat

pytestmark = pytest.mark.qt

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
#: test-skirmish, seed 1: the Allies set up first, these units in this order
ALLIES = ["al9-blue_lieutenant", "al10-blue_sergeant", "al11-blue_infantry_squad", "al12-blue_infantry_squad",
          "al13-blue_infantry_squad", "al14-blue_infantry_team"]


@pytest.fixture
def window(qtbot):
    win = game_window(qtbot, size=(1366, 768), shown=True, reveals=False)
    win.start("test-skirmish", seed=1)
    take_seat(win)
    return win


def at_hex(win, hex_id: str) -> QPoint:
    return win.view.mapFromScene(QPointF(*win.controller.game.grid.centre(hex_id)))


def at_item(win, item) -> QPoint:
    return win.view.mapFromScene(item.sceneBoundingRect().center() - QPointF(0, 8))  # the unit, not its Weapon


def hover_until_fanned(win, qtbot, pile) -> None:
    """The mouse on the pile until it spreads out: on a busy machine the view may still settle
    (its fit, the panels) after the first move, and the pile slips from under the mouse; the
    mouse follows it, within the pile it only moves (the fan's timer goes on)."""
    vp = win.view.viewport()

    def hovered() -> bool:
        if not pile.fanned:
            QTest.mouseMove(vp, at_item(win, pile.top()))
        return pile.fanned

    qtbot.waitUntil(hovered, timeout=10000)


def drag(win, start: QPoint, end: QPoint) -> None:
    vp = win.view.viewport()
    QTest.mousePress(vp, LEFT, NONE, start)
    for p in (start + QPoint(4, 4), start + QPoint(10, 10), (start + end) / 2, end):
        QTest.mouseMove(vp, p)
    QTest.mouseRelease(vp, LEFT, NONE, end)


def tray(win):
    return win.units._tray[0] if win.units._tray else None


@pytest.mark.rule("5")
def test_units_are_dragged_in_any_order_one_again_then_done(window, qtbot):
    game = window.controller.game
    pile = tray(window)
    assert pile is not None and [p.unit_id for p in pile.pieces] == ALLIES[::-1]  # the next to place on top
    assert pile.scenePos().x() < 0  # in the map's left margin
    vp = window.view.viewport()
    # the last unit first: the mouse on the pile spreads it, the Team is dragged out of it
    QTest.mouseMove(vp, at_item(window, pile.top()) + QPoint(120, 120))
    hover_until_fanned(window, qtbot, pile)
    qtbot.waitUntil(lambda: [p.pos() for p in pile.pieces] == pile.positions(), timeout=2000)
    team = next(p for p in pile.pieces if p.unit_id == ALLIES[5])
    drag(window, at_item(window, team), at_hex(window, "C2"))
    assert game.moves == [Move("place", ALLIES[5], "C2")]
    assert [p.unit_id for p in tray(window).pieces] == ALLIES[:5][::-1]
    # the top of the pile next, dragged straight away
    pile = tray(window)
    drag(window, at_item(window, pile.top()), at_hex(window, "E3"))
    assert game.moves[-1] == Move("place", ALLIES[0], "E3")
    # the Team again, from the map: a refused drop first (out of the set-up area) snaps back
    counter = window.units.items[ALLIES[5]]
    drag(window, at_item(window, counter), at_hex(window, "H8"))
    assert game.state.units[ALLIES[5]].hex == "C2" and len(game.moves) == 2
    assert "is not in your set-up area" in window.statusBar().currentMessage()  # the engine's reason (5)
    counter = window.units.items[ALLIES[5]]
    drag(window, at_item(window, counter), at_hex(window, "G1"))
    assert game.moves[-1] == Move("place", ALLIES[5], "G1") and game.log[-1].message.code == "unit_replaced"
    # a click on a hex places the top of the pile there
    for hex_id, uid in zip(("H2", "J3", "L2", "N3"), ALLIES[1:5]):
        QTest.mouseMove(vp, at_hex(window, hex_id))
        QTest.mouseClick(vp, LEFT, NONE, at_hex(window, hex_id))
        assert game.moves[-1] == Move("place", uid, hex_id)
    assert tray(window) is None  # the pile is empty
    # the review done: Done, the first choice of the decision panel, clicked
    lst = window.decision.list
    assert lst.item(0).data(Qt.ItemDataRole.UserRole) == Move("done")
    assert lst.item(0).text() == "Done"
    QTest.mouseClick(lst.viewport(), LEFT, NONE, lst.visualItemRect(lst.item(0)).center())
    assert game.moves[-1] == Move("done") and len(game.moves) == 8
    d = game.pending  # F100.1: the Allies' Foxholes come next
    assert (d.player, d.kind, d.variant) == ("allies", "setup", "fortification")
    assert [game.state.units[u].hex for u in ALLIES] == ["E3", "H2", "J3", "L2", "N3", "G1"]


@pytest.mark.rule("5")
def test_a_counter_picked_then_a_hex_clicked_places_it(window, qtbot):
    game = window.controller.game
    pile = tray(window)
    vp = window.view.viewport()
    hover_until_fanned(window, qtbot, pile)
    qtbot.waitUntil(lambda: [p.pos() for p in pile.pieces] == pile.positions(), timeout=2000)
    squad = next(p for p in pile.pieces if p.unit_id == ALLIES[3])
    QTest.mouseClick(vp, LEFT, NONE, at_item(window, squad))  # picked: its hexes lit
    assert window.selected == ALLIES[3]
    assert "click a lit hex" in window.statusBar().currentMessage()
    QTest.mouseMove(vp, at_hex(window, "K2"))  # away from the pile, which collapses
    qtbot.waitUntil(lambda: not pile.fanned or pile.scene() is None, timeout=2000)
    QTest.mouseClick(vp, LEFT, NONE, at_hex(window, "K2"))
    assert game.moves == [Move("place", ALLIES[3], "K2")]
    assert window.selected is None


@pytest.mark.rule("5")
def test_the_decision_panel_lists_done_not_every_place_it_could_go(window):
    """Hundreds of ``place`` choices (every unit to every hex of the area) are placed on the map;
    the panel says how and lists the rest (Done, once every unit is placed)."""
    game = window.controller.game
    items = [window.decision.list.item(i) for i in range(window.decision.list.count())]
    assert game.pending.kind == "setup" and len(game.legal_moves()) > 20
    assert len(items) == 1 and items[0].data(Qt.ItemDataRole.UserRole) is None and "pile" in items[0].text()
    QTest.mouseClick(window.decision.list.viewport(), LEFT, NONE,
                     window.decision.list.visualItemRect(items[0]).center())
    assert game.pending.kind == "setup" and not any(m.kind == "place" for m in game.moves[-1:])  # nothing chosen
    while any(m.kind == "place" and game.state.units[m.args[0]].hex is None for m in game.legal_moves()):
        window.play(next(m for m in game.legal_moves() if m.kind == "place" and game.state.units[m.args[0]].hex is None))
    labels = [window.decision.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(window.decision.list.count())]
    assert Move("done") in labels and not any(m is not None and m.kind == "place" for m in labels)
