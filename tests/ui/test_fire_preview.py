"""The Fire preview in the window (issue 14, cc_desktop/ui/firepreview.py): the mouse on a target
hex at the Fire decision shows the attack in parts with their rules before "Fire!", the same
numbers the engine's preview gives and the attack then has; a click on a hex that is no target
says why on the status line, with the rule (the LOS explanation: what blocks it, where).
Mouse events are posted to the map view's viewport, as a player makes them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from cc_desktop.rules import Move, testing
from cc_desktop.ui.controller import GameController
from cc_desktop.ui.texts import feature_name

from .helpers import game_window

pytestmark = pytest.mark.qt

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def window(qtbot):
    return game_window(qtbot, size=(1366, 768), shown=True, reveals=False)


def start(win, units, smoke=None):
    g = testing.position(units, prefs={"axis": set(), "allies": set()})
    g.state.smoke.update(smoke or {})
    win.set_controller(GameController(g))
    return g


def point(win, hex_id: str) -> QPoint:
    p = win.view.mapFromScene(QPointF(*win.controller.game.grid.centre(hex_id)))
    assert win.view.viewport().rect().contains(p), "the hex must be on the screen"
    return p


def hover(win, hex_id: str) -> None:
    at = point(win, hex_id)
    QTest.mouseMove(win.view.viewport(), at + QPoint(0, -12))  # (the first move of a test only enters)
    QTest.mouseMove(win.view.viewport(), at)


def fire_order(win, g, leader_hex: str, type_id: str | None = None) -> None:
    """A Fire Order: the unit in ``leader_hex`` activated, with every unit he may add."""
    win.refresh()
    win.play(Move("order", testing.hand(g, "axis", "fire")[0], "fire"))
    win.play(Move("activate", testing.unit_at(g, leader_hex, type_id).id))
    while g.pending.kind == "add":
        adds = [m for m in g.legal_moves() if m.kind == "add"]
        win.play(adds[0] if adds else Move("done"))
    assert g.pending.kind == "fire"


# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("O20.3.1.2", "3.3.2", "O20.3.2", "T88.2", "T78.3", "T93")
def test_the_mouse_on_a_target_shows_the_attack_in_parts_with_their_rules(window):
    """Sgt. in K3 (Command 1) with a Rifle Squad and its Light MG, a Rifle Squad in L3 (both on
    the hill), Smoke 2 in J4; the target, an Infantry Squad in I5 (Open Ground, Road)."""
    g = start(window, {"axis": [("red_sergeant", "K3"), ("red_rifle_squad", "K3", "red_lmg"), ("red_rifle_squad", "L3")],
                       "allies": [("blue_infantry_squad", "I5"), ("blue_infantry_team", "H2")]}, smoke={"J4": 2})
    fire_order(window, g, "K3", "red_sergeant")
    panel = window.fire_preview
    assert panel.frame.isHidden()  # nothing under the mouse yet
    hover(window, "I5")
    assert panel.frame.isVisible() and panel.hex == "I5"
    found = window.controller.view().fire_preview("I5")
    assert panel.shown == found and found.fp == 5 + 1 + 2 - 2 + 1  # X (Command +1), 2 others, Smoke, downhill
    text = panel.label.text()
    for words in ("Fire at I5", "Firing pieces", "Command of Sergeant", "3.3.2", "Attack FP",
                  "Hindrance: Smoke in J4", "O20.3.2", "firing down at a lower hex", "T88.2",
                  f"Attack Total = {found.fp} + roll", "Defense", "Road in the hex", "T93",
                  f"Defense Total = {found.defenders[0].total} + roll"):
        assert words in text, words
    # the panel keeps clear of the hex under the mouse, and lets the mouse through to the map
    frame = panel.frame.geometry()
    assert not frame.contains(point(window, "I5"))
    assert panel.frame.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    # the mouse on the choice "Fire at H2" of the decision list previews H2
    lst = window.decision.list
    row = next(i for i in range(lst.count()) if lst.item(i).data(Qt.ItemDataRole.UserRole) == Move("target", "H2"))
    window.decision.raise_()
    QTest.mouseMove(lst.viewport(), lst.visualItemRect(lst.item(row)).center() + QPoint(1, 0))
    QTest.mouseMove(lst.viewport(), lst.visualItemRect(lst.item(row)).center())
    if panel.hex != "H2":  # a headless platform may not deliver hover moves
        lst.itemEntered.emit(lst.item(row))
    assert panel.hex == "H2" and panel.shown.target == "H2" and "Fire at H2" in panel.label.text()
    hover(window, "I5")
    assert panel.shown == found
    # the target chosen (a click), the group formed: the preview is the attack "Fire!" makes
    QTest.mouseClick(window.view.viewport(), LEFT, NONE, point(window, "I5"))
    assert str(g.moves[-1]) == "target I5" and g.pending.kind == "group"
    for p in found.group:
        window.play(Move("with", p))
    formed = window.controller.view().fire_preview()
    assert panel.shown == formed and formed.formed and formed.fp == found.fp
    assert "the strongest Fire Group" not in panel.label.text()
    assert not panel.frame.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # its links work
    assert not any(panel.frame.geometry().contains(point(window, h)) for h in ("I5", "K3", "L3"))  # clear of them
    testing.stack(g, "axis", (3, 4))
    testing.stack(g, "allies", (6, 6))
    window.play(Move("fire"))
    attack = next(e for e in reversed(g.log) if e.kind == "attack")
    assert attack.message.args["fp"] == formed.fp and attack.message.args["total"] == formed.fp + 7
    # the Order's only choice left is to end it (the Sergeant has no other target): made without
    # asking (the seating policy), and the preview goes with the Fire decision
    assert g.pending.kind == "turn" and g.moves[-1].kind == "done"
    assert panel.frame.isHidden()
    # the log line shows the parts and the Defense's Morale and Cover apart
    lines = [window.log_model.data(window.log_model.index(i)) for i in range(window.log_model.rowCount())]
    assert any(f"attack on I5: FP {formed.fp} + roll 7" in t for t in lines)
    parts = next(t for t in lines if t.startswith(f"O20.3.1.2: FP {formed.fp} = "))
    assert "FP of Rifle Squad 6 [O20.3.1.2]" in parts and "Hindrance: Smoke in J4 -2 [O20.3.2]" in parts
    defense_line = next(t for t in lines if "Morale 8 + Cover -1 (Open Ground, T90, Road, T93)" in t)
    assert "+ roll 12 =" in defense_line


def blocked(g):
    """A hex 2-4 from a hex of the map whose line is blocked (by something between), and two hexes
    2 away in clear sight: (shooter, target, the first block, the seen hexes)."""
    grid, board = g.grid, g.board
    for shooter in grid.ids:
        seen = [h for h in grid.ids if grid.distance(shooter, h) == 2 and board.los(shooter, h).clear]
        for target in grid.ids if len(seen) > 1 else ():
            if 2 <= grid.distance(shooter, target) <= 4:
                r = board.los(shooter, target)
                if r.blocked and r.blocked_by is not None and r.blocked_by.hex not in (shooter, target):
                    return shooter, target, r.blocked_by, seen[:2]
    raise AssertionError("no blocked line on the map")


@pytest.mark.rule("10.2", "O20.3", "O20.1")
def test_a_click_on_a_hex_out_of_los_says_what_blocks_it_with_the_rule(window):
    probe = testing.position({"axis": [("red_rifle_squad", "A10")], "allies": [("blue_infantry_squad", "O1")]})
    shooter, target, block, seen = blocked(probe)
    g = start(window, {"axis": [("red_rifle_squad", shooter)],
                       "allies": [("blue_infantry_squad", target), ("blue_infantry_team", seen[0]),
                                  ("blue_infantry_team", seen[1])]})  # (two targets: the choice is asked)
    fire_order(window, g, shooter)
    moves = len(g.moves)
    enemy = testing.unit_at(g, target).id
    item = window.units.items[enemy]  # a click on the enemy's counter: its hex is no target
    QTest.mouseClick(window.view.viewport(), LEFT, NONE, window.view.mapFromScene(item.scenePos()))
    assert len(g.moves) == moves and g.pending.kind == "fire"  # nothing chosen
    status = window.statusBar().currentMessage()
    name = feature_name(None, block.feature)
    assert status == f"{block.rule}: the line of sight from {shooter} to {target} is blocked by {name} in {block.hex}"
    assert window.refusal_rule == block.rule and window.why_button.text() == f"Rule {block.rule}?"
    # the mouse on it: the preview says the same
    hover(window, target)
    assert window.fire_preview.shown.refusal.code == "los_blocked"
    assert f"blocked by {name} in {block.hex}" in window.fire_preview.label.text()
    # an empty hex: no enemy unit in it (O20.3)
    empty = next(h for h in g.grid.ids if not g.state.units_in(h) and g.grid.distance(h, shooter) == 1)
    QTest.mouseClick(window.view.viewport(), LEFT, NONE, point(window, empty))
    assert window.statusBar().currentMessage() == f"O20.3: {empty} holds no enemy unit"
    assert window.refusal_rule == "O20.3" and len(g.moves) == moves
    hover(window, empty)
    assert window.fire_preview.frame.isHidden()  # the mouse on it: no attack, nothing to show
    # the firer's counter dragged onto the blocked hex: snaps back with the same reason
    firer = window.units.items[testing.unit_at(g, shooter).id]
    start_at = window.view.mapFromScene(firer.scenePos())
    end_at = point(window, target)
    vp = window.view.viewport()
    QTest.mousePress(vp, LEFT, NONE, start_at)
    for p in (start_at + QPoint(4, 4), start_at + QPoint(10, 10), (start_at + end_at) / 2, end_at):
        QTest.mouseMove(vp, p)
    QTest.mouseRelease(vp, LEFT, NONE, end_at)
    assert len(g.moves) == moves
    assert window.statusBar().currentMessage() == \
        f"{block.rule}: the line of sight from {shooter} to {target} is blocked by {name} in {block.hex}"


@pytest.mark.rule("O20.3.2")
def test_a_rule_of_the_preview_opens_in_the_rules_browser(window, qtbot):
    # (two targets: with one, the window would choose it without asking)
    g = start(window, {"axis": [("red_rifle_squad", "K3")],
                       "allies": [("blue_infantry_squad", "I5"), ("blue_infantry_team", "H2")]}, smoke={"J4": 2})
    fire_order(window, g, "K3")
    window.play(Move("target", "I5"))
    panel = window.fire_preview
    assert panel.frame.isVisible() and "rule:O20.3.2" in panel.label.text()
    panel.label.linkActivated.emit("rule:O20.3.2")  # what a click on the link sends
    dialog = window.rules_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.list.currentItem().data(Qt.ItemDataRole.UserRole) == "O20.3.2"
    dialog.close()
