"""Stacks spread out under the mouse, as VASSAL players know it (8, issue 14): the mouse resting
on a stack of two or more counters fans them out, magnified to a legible size on the screen with
each counter's name under it, inside the view (a Leader under a Squad is read there); they
collapse when the mouse leaves.  Real mouse moves on the map view's viewport."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtTest import QTest

from cc_desktop.rules import testing
from cc_desktop.ui import counters
from cc_desktop.ui.controller import GameController

from .helpers import game_window

pytestmark = pytest.mark.qt


@pytest.fixture
def window(qtbot):
    win = game_window(qtbot, size=(1366, 768), shown=True, reveals=False)
    g = testing.position({"axis": [("red_rifle_squad", "E5"), ("red_lieutenant", "E5"), ("red_rifle_team", "B2"),
                                   ("red_rifle_squad", "H7")],
                          "allies": [("blue_infantry_squad", "O1")]}, prefs={"axis": set(), "allies": set()})
    win.set_controller(GameController(g))
    win.handover.hide()
    win.view.fit()
    return win


def viewport_rect(win, item) -> QRectF:
    return QRectF(win.view.mapFromScene(item.sceneBoundingRect()).boundingRect())


def hover(win, qtbot, stack) -> None:
    """The mouse comes from outside and rests on the stack's top counter."""
    vp = win.view.viewport()
    at = win.view.mapFromScene(stack.top().sceneBoundingRect().center())
    QTest.mouseMove(vp, at + QPoint(-150, 90))
    QTest.mouseMove(vp, at)
    qtbot.waitUntil(lambda: stack.fanned, timeout=3000)
    qtbot.waitUntil(lambda: [p.pos() for p in stack.pieces] == stack.positions(), timeout=2000)  # glided


@pytest.mark.rule("8")
def test_the_mouse_on_a_stack_spreads_it_and_each_counter_is_free_and_legible(window, qtbot):
    stack = window.units._stacks["E5"][1]
    lieutenant, squad = stack.pieces  # the Leader under the Squad
    assert (lieutenant.view.kind, squad.view.kind) == ("leader", "squad")
    before = [p.scenePos() for p in stack.pieces]
    assert viewport_rect(window, squad).intersects(viewport_rect(window, lieutenant))  # covered, collapsed
    hover(window, qtbot, stack)
    tops = viewport_rect(window, stack.top())
    for piece in stack.pieces[:-1]:
        assert not viewport_rect(window, piece).intersects(tops)  # no longer under the top one
    zoom = window.view.zoom()
    assert zoom * counters.COUNTER_SIZE < 40  # the map shows the counters small ...
    px = zoom * stack.scale() * counters.COUNTER_SIZE
    assert px >= counters.SPREAD_PX - 0.5  # ... the spread is magnified: a counter 64 pixels wide
    assert zoom * stack.scale() * counters.FAN_NAME_SIZE >= 11.0  # names at least 11 pixels high
    room = QRectF(window.view.viewport().rect())
    for piece, name_rect in zip(stack.pieces, stack.name_rects()):
        assert room.contains(viewport_rect(window, piece))  # inside the view
        assert stack.piece_name(piece) == piece.view.name and piece.view.name
        shown = QRectF(window.view.mapFromScene(stack.mapRectToScene(name_rect)).boundingRect())
        assert room.contains(shown) and not any(shown.intersects(viewport_rect(window, p)) for p in stack.pieces)
    assert stack.zValue() == counters.FANNED_Z  # over the other stacks
    # the mouse leaves: the stack collapses where it was
    QTest.mouseMove(window.view.viewport(), window.view.mapFromScene(QPointF(*window.controller.game.grid.centre("K9"))))
    qtbot.waitUntil(lambda: not stack.fanned, timeout=2000)
    assert stack.scale() == 1.0 and stack.zValue() == counters.STACK_Z
    qtbot.waitUntil(lambda: [p.scenePos() for p in stack.pieces] == before, timeout=2000)


@pytest.mark.rule("8")
def test_a_spread_near_the_edge_of_the_view_stays_inside_it(window, qtbot):
    window.view.zoom_by(1.6)  # zoomed in: the map is larger than the view
    window.view.centerOn(QPointF(*window.controller.game.grid.centre("D4")))
    QTest.qWait(20)
    stack = window.units._stacks["E5"][1]
    rect = viewport_rect(window, stack.top())
    room = QRectF(window.view.viewport().rect())
    assert room.contains(rect.center())
    hover(window, qtbot, stack)
    for piece in stack.pieces:
        assert room.contains(viewport_rect(window, piece))


def test_a_single_counter_is_not_spread_and_names_are_larger_on_the_counter(window, qtbot):
    single = window.units._stacks["B2"][1]
    vp = window.view.viewport()
    at = window.view.mapFromScene(single.top().sceneBoundingRect().center())
    QTest.mouseMove(vp, at + QPoint(-60, 60))
    QTest.mouseMove(vp, at)
    qtbot.waitUntil(lambda: single.top().hovered, timeout=3000)  # the hover ring (a loaded machine is slow)
    QTest.qWait(counters.FAN_DELAY_MS + 150)
    assert not single.fanned and single.scale() == 1.0
    assert single.top().hovered  # its tooltip names it
    assert single.top().view.name in single.top().toolTip()
    assert counters.COUNTER_NAME_SIZE >= 9.0  # the name along the counter's top (7.2 before)
