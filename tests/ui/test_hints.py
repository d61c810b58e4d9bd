"""Hints for a first game (issue 14 item 7): each key moment's note shown once, at its first
occurrence (the first Turn, the first hand, Undo, the pass screen, the first reaction window),
closed with its x, never over the Decision panel; Help > Show hints turns them off or on again,
remembered in QSettings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtTest import QTest

from cc_desktop.rules import testing
from cc_desktop.ui import hints as hints_module
from cc_desktop.ui.controller import GameController
from cc_desktop.ui.hints import SEEN_SETTING, SHOW_SETTING, hints_on, seen_hints, set_hints_on

from .helpers import game_window, take_seat

pytestmark = pytest.mark.qt


@pytest.fixture
def fresh_settings():
    """A first game: hints on, none shown yet (the settings are the test run's, tests/conftest.py)."""
    set_hints_on(True)
    yield
    set_hints_on(True)


@pytest.fixture
def window(qtbot, fresh_settings):
    win = game_window(qtbot, size=(1366, 768), shown=True)
    win.hints.quiet = False  # a window of the tests never asks: told to show its hints
    return win


def position(window, units, prefs=None):
    g = testing.position(units, prefs=prefs or {"axis": {"op_fire"}, "allies": {"op_fire"}})
    window.set_controller(GameController(g))
    return g


def note_of(window):
    return window.hints.note


def wait_note(qtbot, window, moment: str) -> None:
    qtbot.waitUntil(lambda: note_of(window).isVisible() and note_of(window).moment == moment, timeout=2000)


def in_window(widget) -> QRect:
    """The widget's rectangle in the main window's coordinates."""
    win = widget.window()
    return QRect(widget.mapTo(win, QPoint(0, 0)), widget.size())


def close_note(qtbot, note) -> None:
    QTest.mouseClick(note.close_button, Qt.MouseButton.LeftButton)


def test_the_first_turn_then_the_hand_then_undo_each_once_and_never_over_the_decision_panel(window, qtbot):
    # (two Squads: the unit a card activates is asked, not chosen by itself)
    g = position(window, {"axis": [("red_rifle_squad", "E8"), ("red_rifle_squad", "F8")],
                          "allies": [("blue_infantry_squad", "A1")]})
    assert g.pending.kind == "turn" and window.controller.viewer == "axis"
    wait_note(qtbot, window, "order")  # the Turn comes first: it matters now
    note = note_of(window)
    orders = window.controller.view().player("axis").orders
    assert f"You may give up to {orders} Orders this turn." in note.text.text()
    decision_dock = window.decision.parentWidget()
    assert not in_window(note).intersects(in_window(decision_dock))
    assert window.centralWidget().geometry().contains(in_window(note))  # over the map, inside it
    close_note(qtbot, note)
    wait_note(qtbot, window, "hand")  # the next moment waiting: the first hand
    assert "Order" in note.text.text() and "Action" in note.text.text()
    close_note(qtbot, note)
    qtbot.wait(20)
    assert not note.isVisible()  # nothing else yet: no move to undo
    card = testing.hand(g, "axis", "move")[0]
    window.refresh()
    choices = window.decision.list
    line = next(choices.item(i) for i in range(choices.count()) if choices.item(i).text().startswith(f"Play #{card} "))
    choices.scrollToItem(line)
    QTest.mouseClick(choices.viewport(), Qt.MouseButton.LeftButton, pos=choices.visualItemRect(line).center())
    assert g.pending.kind == "activate" and window.undo_action.isEnabled()
    wait_note(qtbot, window, "undo")
    assert seen_hints() == {"order", "hand", "undo"}
    close_note(qtbot, note)
    # a second game: none of them again
    position(window, {"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "A1")]})
    qtbot.wait(50)
    assert not note.isVisible()


@pytest.mark.rule("A33")
def test_the_pass_screen_then_the_first_reaction_window(window, qtbot):
    """The Axis moves a Squad in front of an Allied Squad that asked for Op Fire (A33): the
    pass screen (its note on it), then the Allied player's reaction window."""
    QSettings("cc_desktop", "cc_desktop").setValue(SEEN_SETTING, "order,hand,undo")
    g = position(window, {"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "E5")]})
    mover = testing.unit_at(g, "E8").id
    card = testing.hand(g, "axis", "move")[0]
    window.refresh()
    window.on_card_clicked(card)
    window.on_unit_clicked(window.units.items[mover])
    if g.pending.kind == "mover":
        window.on_unit_clicked(window.units.items[mover])
    window.on_hex_clicked("E7")
    # the reaction window is asked in public first (issue 14): its note says how to answer it
    assert g.pending.player == "allies" and g.pending.kind == "react" and window.handover.isHidden()
    wait_note(qtbot, window, "reaction")
    assert "Show my hand" in note_of(window).text.text()
    QTest.mouseClick(window.table.box.hand_button, Qt.MouseButton.LeftButton)  # then the pass screen
    assert not window.handover.isHidden()
    pass_note = window.hints.pass_note
    qtbot.waitUntil(lambda: pass_note.isVisible())
    assert pass_note.parentWidget() is window.handover and "looks away" in pass_note.text.text()
    assert window.handover.rect().contains(QRect(pass_note.pos(), pass_note.size()))
    assert not in_window(pass_note).intersects(in_window(window.handover.button))
    assert not note_of(window).isVisible()  # nothing over the map for the next player
    take_seat(window)
    window.play(next(m for m in g.legal_moves() if m.kind == "decline"))  # the window passes
    qtbot.waitUntil(lambda: not note_of(window).isVisible())
    assert seen_hints() == {"order", "hand", "undo", "pass", "reaction"}


def test_show_hints_is_remembered_and_on_again_they_start_over(window, qtbot):
    action = window.hints.action
    assert action in window.menus.help_menu.actions() and action.isChecked() and hints_on()
    g = position(window, {"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "A1")]})
    wait_note(qtbot, window, "order")
    QTest.mouseClick(note_of(window).off_button, Qt.MouseButton.LeftButton)  # "No more hints"
    assert not note_of(window).isVisible() and not action.isChecked()
    assert QSettings("cc_desktop", "cc_desktop").value(SHOW_SETTING) in (False, "false")
    assert not hints_on()
    other = game_window(qtbot, shown=True)  # the next start
    other.hints.quiet = False
    assert not other.hints.action.isChecked()
    other.set_controller(GameController(g))
    qtbot.wait(50)
    assert not other.hints.note.isVisible()
    other.hints.action.trigger()  # Help > Show hints: on again, from the start
    assert hints_on() and seen_hints() == set()
    qtbot.waitUntil(lambda: other.hints.note.isVisible() and other.hints.note.moment == "order")
    other.close()


def test_a_window_that_never_asks_shows_no_hints(qtbot, fresh_settings):
    win = game_window(qtbot, shown=True)  # tests, scripts (_no_ask): quiet unless told
    position(win, {"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "A1")]})
    qtbot.wait(50)
    assert not win.hints.note.isVisible() and seen_hints() == set()


def test_the_hints_decide_from_the_view_never_the_state():
    source = (hints_module.__file__)
    text = open(source, encoding="utf-8").read()
    assert ".state" not in text and "controller.game" not in text
