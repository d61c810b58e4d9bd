"""Choices made on the map (issue 6): a click on a counter chooses its unit, its carried Weapon
or its hex; the counters a decision lets the player choose are ringed; a decision says the hex
and the unit it is about, and lights them; the decision list lights the choice under the mouse.
Mouse events are posted to the map view's viewport, as a player makes them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from cc_desktop.rules import Move, testing
from cc_desktop.ui.controller import GameController
from cc_desktop.ui.counters import WEAPON_OFFSET, WEAPON_SIZE
from cc_desktop.ui.gamewindow import SELECT

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


def click(win, at: QPoint):
    QTest.mouseClick(win.view.viewport(), LEFT, NONE, at)


def click_counter(win, uid):
    click(win, view_point(win, win.units.items[uid].scenePos()))


def click_weapon(win, uid):
    """On the strip of the carried Weapon that shows below the unit's counter."""
    item = win.units.items[uid]
    below = QPointF(WEAPON_OFFSET.x(), WEAPON_OFFSET.y() + WEAPON_SIZE / 2 - 6)
    assert item.part_at(below) == "weapon"
    click(win, view_point(win, item.mapToScene(below)))


def fire_order(win, g):
    card = testing.hand(g, "axis", "fire")[0]
    win.refresh()
    win.play(Move("order", card, "fire"))


# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("O20.1")
def test_clicking_the_enemy_counter_chooses_the_fire_target(window):
    # (a second squad behind, a second target: two choices each, so they are asked)
    g = position(window, {"axis": [("red_rifle_squad", "E7"), ("red_rifle_squad", "E9")],
                          "allies": [("blue_infantry_squad", "E5"), ("blue_infantry_squad", "D5")]})
    squad = testing.unit_at(g, "E7").id
    enemy = testing.unit_at(g, "E5").id
    fire_order(window, g)
    click_counter(window, squad)  # activate by a click on the counter
    assert str(g.moves[-1]) == f"activate {squad}"
    if g.pending.kind == "add":
        window.play(Move("done"))
    assert g.pending.kind == "fire" and Move("target", "E5") in g.pending.options
    click_counter(window, enemy)  # on the enemy counter itself, not on the open map round it
    assert str(g.moves[-1]) == "target E5"
    assert window.selected != enemy  # the enemy unit is not selected instead
    assert g.pending.kind == "group"
    # the group decision says its target, rings it, and rings the squad that may join
    assert "E5" in window.decision.title.text()
    assert window.units.items[enemy].highlight == "target"
    assert window.units.items[squad].highlight == "legal"
    click_counter(window, squad)
    assert str(g.moves[-1]) == f"with {squad}"
    assert window.units.items[squad].highlight == "activated"


@pytest.mark.rule("O14.1", "O21.2")
def test_clicking_a_unit_chooses_it_at_activate_add_and_mover(window):
    g = position(window, {"axis": [("red_lieutenant", "E9"), ("red_rifle_squad", "E8"), ("red_rifle_squad", "F9")],
                          "allies": [("blue_infantry_squad", "O1")]})
    leader = testing.unit_at(g, "E9").id
    squad = testing.unit_at(g, "E8").id
    other = testing.unit_at(g, "F9").id
    enemy = testing.unit_at(g, "O1").id
    card = testing.hand(g, "axis", "move")[0]
    window.refresh()
    window.play(Move("order", card, "move"))
    assert g.pending.kind == "activate"
    items = window.units.items
    assert {items[u].highlight for u in (leader, squad, other)} == {"legal"}  # the choices ringed
    assert items[enemy].highlight is None
    click_counter(window, leader)
    assert str(g.moves[-1]) == f"activate {leader}" and g.pending.kind == "add"
    assert window.units.items[leader].highlight == "activated"
    click_counter(window, squad)
    assert str(g.moves[-1]) == f"add {squad}"
    window.play(Move("done"))
    assert g.pending.kind == "mover"
    assert window.units.items[other].highlight is None  # not activated, not a choice
    click_counter(window, squad)
    assert str(g.moves[-1]) == f"mover {squad}"


@pytest.mark.rule("O20.3.1", "11.1")
def test_a_click_on_the_weapon_strip_chooses_the_weapon(window):
    g = position(window, {"axis": [("red_rifle_squad", "E7", "red_lmg")],
                          "allies": [("blue_infantry_squad", "E5")]})
    squad = testing.unit_at(g, "E7")
    weapon = squad.weapon
    fire_order(window, g)
    window.play(Move("activate", squad.id))
    if g.pending.kind == "add":
        window.play(Move("done"))
    click_counter(window, testing.unit_at(g, "E5").id)
    assert g.pending.kind == "group"
    assert {Move("with", squad.id), Move("with", weapon)} <= set(g.pending.options)
    item = window.units.items[squad.id]
    assert item.weapon_highlight == "legal" and item.highlight == "legal"
    click_weapon(window, squad.id)
    assert str(g.moves[-1]) == f"with {weapon}"
    click_counter(window, squad.id)  # the unit itself, from its own counter
    assert str(g.moves[-1]) == f"with {squad.id}"


@pytest.mark.rule("A33.2", "O21.5")
def test_the_op_fire_decision_names_the_unit_and_the_hex_and_lights_them(window):
    g = position(window, {"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "E5")]},
                 prefs={"axis": {"op_fire"}, "allies": {"op_fire"}})
    mover = testing.unit_at(g, "E8").id
    card = testing.hand(g, "axis", "move")[0]
    window.refresh()
    window.play(Move("order", card, "move"))
    assert g.moves[-1] == Move("activate", mover)  # the only unit: activated without asking
    if g.pending.kind == "mover":
        window.play(Move("mover", mover))
    window.on_hex_clicked("E7")
    assert g.pending.player == "allies" and g.pending.kind == "react"
    assert g.pending.about == {"hex": "E7", "units": (mover,)}
    assert (g.pending.prompt.rule, g.pending.prompt.code) == ("A33.2", "prompt_react")
    assert window.table.box.question.text() == "Op Fire at Rifle Squad entering E7?"  # asked in public first
    QTest.mouseClick(window.table.box.hand_button, LEFT)  # Show my hand: the pass screen
    take_seat(window)
    title = window.decision.title.text()
    assert title == "Op Fire at Rifle Squad entering E7?", title
    assert window.units.items[mover].highlight == "target"
    centre = QPointF(*g.grid.centre("E7"))  # the hex entered is lit in blue
    lit = [it for it in window.units.highlights if hasattr(it, "path") and it.path().contains(centre)]
    assert lit and lit[0].brush().color() == SELECT


def test_hovering_a_choice_of_the_decision_list_lights_it_on_the_map(window):
    # (a second squad: two units to choose from, so the activation is asked)
    g = position(window, {"axis": [("red_rifle_squad", "E7"), ("red_rifle_squad", "E9")],
                          "allies": [("blue_infantry_squad", "E5")]})
    squad = testing.unit_at(g, "E7").id
    fire_order(window, g)
    lst = window.decision.list
    row = next(i for i in range(lst.count()) if lst.item(i).data(Qt.ItemDataRole.UserRole) == Move("activate", squad))
    window.decision.raise_()
    QTest.mouseMove(lst.viewport(), lst.visualItemRect(lst.item(row)).center() + QPoint(1, 0))
    QTest.mouseMove(lst.viewport(), lst.visualItemRect(lst.item(row)).center())
    if not window.units.hover_units:  # a headless platform may not deliver hover moves
        lst.itemEntered.emit(lst.item(row))
    assert window.units.hover_units == [squad]
    assert window.units.items[squad].highlight == "selected"
    assert len(window.units.hover_items) == 1  # E7 lit
    window.decision._hover(None)  # the mouse leaves the list
    assert window.units.items[squad].highlight == "legal" and not window.units.hover_items
