"""Counters, markers and stacks drawn from data: real pixels, layout, fan-out, drag and drop."""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import (
    QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsView, QStyleOptionGraphicsItem,
)

from cc_desktop.rules import testing
from cc_desktop.ui import counters as c
from cc_desktop.ui.fonts import load_bundled_fonts
from cc_desktop.ui.counters import (
    COUNTER_SIZE, CounterItem, MarkerItem, StackItem, UnitView, WeaponView, fan_positions,
    hex_marker_positions, stack_positions,
)

pytestmark = pytest.mark.qt


@pytest.fixture(autouse=True)
def _fonts(qapp):
    load_bundled_fonts()

RED = "#a8432c"  # redland's counter colour (resources/nations/redland.json)
KHAKI = "#d2c79a"  # a light nation colour: dark print on the good side
SCALE = 4.0  # pixels per map unit in the test renders
BG = QColor(255, 255, 255)


def _view(**kw) -> UnitView:
    base = dict(id="u1", side="axis", colour=RED, kind="squad", name="Rifle Squad", fp=5, range=5, move=4, morale=8)
    base.update(kw)
    return UnitView(**base)


def _weapon(**kw) -> WeaponView:
    base = dict(name="Medium MG", fp=5, range=10, range_boxed=True, category="machine_gun")
    base.update(kw)
    return WeaponView(**base)


def _render(item, rect: QRectF | None = None) -> np.ndarray:
    """The item painted at SCALE on white, as an (h, w, 3) RGB array; pixel (0, 0) is the
    local point rect.topLeft()."""
    rect = rect or QRectF(-40, -40, 90, 100)
    image = QImage(int(rect.width() * SCALE), int(rect.height() * SCALE), QImage.Format.Format_ARGB32)
    image.fill(BG)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(SCALE, SCALE)
    painter.translate(-rect.left(), -rect.top())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    arr = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(image.height(), image.bytesPerLine())
    bgra = arr[:, : image.width() * 4].reshape(image.height(), image.width(), 4)
    return bgra[:, :, 2::-1].astype(int)  # RGB


def _region(arr: np.ndarray, x0: float, y0: float, x1: float, y1: float, origin=(-40, -40)) -> np.ndarray:
    """The pixels of the local rectangle (x0, y0)-(x1, y1)."""
    ox, oy = origin
    return arr[int((y0 - oy) * SCALE): int((y1 - oy) * SCALE), int((x0 - ox) * SCALE): int((x1 - ox) * SCALE)]


def _share(pixels: np.ndarray, colour: str | QColor, tol: int = 10) -> float:
    """The share of ``pixels`` within ``tol`` (per channel) of ``colour``."""
    q = QColor(colour)
    target = np.array([q.red(), q.green(), q.blue()])
    close = np.all(np.abs(pixels.reshape(-1, 3) - target) <= tol, axis=1)
    return float(close.mean()) if close.size else 0.0


def _dark_runs(row: np.ndarray, threshold: int = 70) -> int:
    """The number of separate dark runs along one pixel row (figures cut across their chests)."""
    dark = row.max(axis=1) < threshold
    return int(np.count_nonzero(dark[1:] & ~dark[:-1]) + (1 if dark[0] else 0))


# ----------------------------------------------------------------------------------------------
# The data
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("3.2.1", "11.1")
def test_unit_view_from_state_reads_face_nation_colour_and_weapon():
    g = testing.position({"axis": [("red_rifle_squad", "C4", "red_mmg", {"broken": True, "suppressed": True})],
                          "allies": [("blue_lieutenant", "F4")]})
    st = g.state
    squad = testing.unit_at(g, "C4")
    v = UnitView.from_state(st, squad)
    # the broken face of red_rifle_squad: fp 2, range 4, move 4, morale 6, nothing boxed
    assert (v.fp, v.range, v.move, v.morale, v.command) == (2, 4, 4, 6, None)
    assert (v.fp_boxed, v.range_boxed, v.move_boxed) == (False, False, False)
    assert v.broken and v.suppressed and not v.veteran
    assert v.colour == "#a8432c" and v.kind == "squad" and v.figures == 4 and v.side == "axis"
    assert v.weapon == WeaponView(name="Medium MG", fp=5, range=10, range_boxed=True, id=squad.weapon,
                                  category="machine_gun", move=-1, fix=(1, 1), elim=(9, 10))
    assert v.weapon.short == "MG"
    leader = UnitView.from_state(st, testing.unit_at(g, "F4"))
    assert (leader.kind, leader.figures, leader.command, leader.morale, leader.colour) == ("leader", 1, 2, 8, "#3a5f95")
    squad.broken = False
    front = UnitView.from_state(st, squad)
    assert (front.fp, front.range, front.move, front.morale, front.range_boxed) == (5, 5, 4, 8, True)


# ----------------------------------------------------------------------------------------------
# Counters in pixels
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("3")
def test_squad_counter_shows_the_nation_colour_and_four_figures():
    arr = _render(CounterItem(_view()))
    body = _region(arr, -29, -29, 29, 29)
    assert _share(body, RED) > 0.4  # the background is the nation colour
    outside = _region(arr, -39, -39, -33, 29)
    assert _share(outside, BG, 2) > 0.95
    # a row through the figures' chests: Squad 4, Team 2, Leader 1 (3)
    y = -13.0 + 9.0 * 26.0 / 22.0
    row = _region(arr, -29, y, 29, y + 0.3)[0]
    assert _dark_runs(row) == 4
    team_row = _region(_render(CounterItem(_view(kind="team"))), -29, y, 29, y + 0.3)[0]
    assert _dark_runs(team_row) == 2
    leader = _render(CounterItem(_view(kind="leader", command=2, fp=1, range=1, move=6)))
    ly = -14.0 + 9.0 * 28.0 / 22.0
    assert _dark_runs(_region(leader, -29, ly, 5, ly + 0.3)[0]) == 1


@pytest.mark.rule("3.1.5")
def test_leader_has_the_command_hexagon_and_a_squad_has_none():
    leader = _render(CounterItem(_view(kind="leader", command=2, fp=1, range=1, move=6)))
    squad = _render(CounterItem(_view()))
    # the hexagon is centred at (17.5, 0.5), radius 10.5; its fill shows around the digit
    ring = [_region(a, 17.5 + dx - 0.6, 0.5 + dy - 0.6, 17.5 + dx + 0.6, 0.5 + dy + 0.6)
            for a in (leader, squad) for dx, dy in ((-7.0, 0.0), (7.0, 0.0))]
    assert all(_share(r, c.COMMAND_FILL, 8) > 0.9 for r in ring[:2])
    assert all(_share(r, c.COMMAND_FILL, 8) == 0.0 for r in ring[2:])


@pytest.mark.rule("3.2.1")
def test_broken_counter_has_a_red_stripe_and_white_morale():
    good = _render(CounterItem(_view(colour=KHAKI)))
    broken = _render(CounterItem(_view(colour=KHAKI, broken=True, fp=2, range=4, morale=6)))
    stripe = (-29, -29, 29, -14)
    assert _share(_region(broken, *stripe), c.BROKEN_STRIPE, 12) > 0.5
    assert _share(_region(good, *stripe), c.BROKEN_STRIPE, 40) == 0.0
    # Morale top right: dark print on the good side of a light counter, white on the stripe
    morale = (12, -29, 27, -14)
    white_broken = _share(_region(broken, *morale), c.WHITE_TEXT, 25)
    white_good = _share(_region(good, *morale), c.WHITE_TEXT, 25)
    dark_good = _share(_region(good, *morale), c.DARK_TEXT, 40)
    assert white_broken > 0.08 and white_good < 0.01 and dark_good > 0.08
    # the body keeps a (greyed) nation colour below the stripe
    assert _share(_region(broken, -29, -5, 29, 10), c.broken_shade(QColor(KHAKI)), 6) > 0.3


@pytest.mark.rule("11.1", "11.4", "11.5")
def test_weapon_peeks_out_below_with_its_stats():
    bare = _render(CounterItem(_view()))
    armed = _render(CounterItem(_view(weapon=_weapon())))
    strip = (-16, 34, 32, 44)  # below the unit counter (which ends at y = 30) and its shadow
    assert _share(_region(bare, *strip), BG, 2) > 0.95
    assert _share(_region(armed, *strip), BG, 1) < 0.02
    assert _share(_region(armed, *strip), QColor(RED).darker(112), 12) > 0.25  # a counter of the nation
    # Ordnance: a white band; broken: greyed
    ordnance = _render(CounterItem(_view(weapon=_weapon(ordnance=True, category="mortar"))))
    assert _share(_region(ordnance, *strip), c.ORDNANCE_BAND, 6) > 0.4
    broken = _render(CounterItem(_view(weapon=_weapon(broken=True))))
    assert _share(_region(broken, *strip), c.WEAPON_BROKEN_FILL, 8) > 0.3
    assert _share(_region(broken, *strip), QColor(RED).darker(112), 12) < 0.02


@pytest.mark.rule("13", "E44.1")
def test_suppressed_and_veteran_marks():
    plain = _render(CounterItem(_view()))
    marked = _render(CounterItem(_view(suppressed=True, veteran=True)))
    only_s = _render(CounterItem(_view(suppressed=True)))
    corner = (-29, -29, 0, -14)
    assert _share(_region(plain, *corner), c.SUPPRESSED_FILL, 10) == 0.0
    assert _share(_region(plain, *corner), c.VETERAN_FILL, 10) == 0.0
    assert _share(_region(marked, *corner), c.SUPPRESSED_FILL, 10) > 0.05
    assert _share(_region(marked, *corner), c.VETERAN_FILL, 10) > 0.05
    assert _share(_region(only_s, *corner), c.VETERAN_FILL, 10) == 0.0


def test_boxed_stats_are_framed():
    plain = _render(CounterItem(_view()))
    boxed = _render(CounterItem(_view(fp_boxed=True)))
    fp = (-27, 13, -10, 30)
    ink = c.text_colour_on(QColor(RED))
    assert _share(_region(boxed, *fp), ink, 30) > _share(_region(plain, *fp), ink, 30) + 0.05
    # Range was not boxed in either
    rng = (-8, 13, 8, 30)
    assert _share(_region(boxed, *rng), ink, 30) == pytest.approx(_share(_region(plain, *rng), ink, 30), abs=0.005)


def test_set_view_flips_the_counter_and_updates_the_tooltip(qapp):
    item = CounterItem(_view())
    assert "Rifle Squad" in item.toolTip() and "broken" not in item.toolTip()
    small = item.boundingRect()
    item.set_view(_view(broken=True, weapon=_weapon()))
    assert "broken" in item.toolTip() and "Medium MG" in item.toolTip()
    assert item.boundingRect().bottom() > small.bottom()
    assert item.boundingRect().bottom() >= CounterItem.weapon_rect().bottom()


def test_text_colour_follows_the_background():
    assert c.text_colour_on(QColor("#a8432c")) == c.WHITE_TEXT
    assert c.text_colour_on(QColor("#3a5f95")) == c.WHITE_TEXT
    assert c.text_colour_on(QColor("#d2c79a")) == c.DARK_TEXT


# ----------------------------------------------------------------------------------------------
# Markers
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("T94", "7.3.1")
def test_markers_draw_and_check_their_values(qapp):
    rect = QRectF(-30, -30, 60, 60)
    smoke = _render(MarkerItem("smoke", 3), rect)
    assert _share(smoke, c.MARKER_COLOURS["smoke"], 6) > 0.1
    assert _share(smoke, c.MARKER_INK, 40) > 0.01  # the value is printed
    control = _render(MarkerItem("control", "#3a5f95", label="2"), rect)
    assert _share(control, "#3a5f95", 6) > 0.15
    assert _share(_render(MarkerItem("control", "#a8432c"), rect), "#3a5f95", 6) == 0.0
    blaze = _render(MarkerItem("blaze"), rect)
    assert _share(blaze, "#ffd23a", 60) > 0.02 and _share(blaze, c.MARKER_COLOURS["blaze"], 12) > 0.1
    for kind in c.MARKER_KINDS:
        value = {"smoke": 5, "control": "#a8432c", "radio": 10, "mines": 6}.get(kind)
        arr = _render(MarkerItem(kind, value), rect)
        assert _share(arr, BG, 2) < 0.8, kind  # something is drawn
    with pytest.raises(ValueError, match="Hindrance value 1-10"):
        MarkerItem("smoke", 11)
    with pytest.raises(ValueError, match="Hindrance value 1-10"):
        MarkerItem("smoke")
    with pytest.raises(ValueError, match="unknown marker kind"):
        MarkerItem("artillery")
    with pytest.raises(ValueError, match="colour"):
        MarkerItem("control", "nobody")
    assert MarkerItem("smoke", 4).toolTip() == "Smoke, Hindrance 4"
    m = MarkerItem("foxholes")
    assert m.acceptedMouseButtons() == Qt.MouseButton.NoButton  # a click reaches the map
    m.set_draggable(True)
    assert m.acceptedMouseButtons() == Qt.MouseButton.LeftButton


# ----------------------------------------------------------------------------------------------
# Stacks
# ----------------------------------------------------------------------------------------------
def _inside_hex(p: QPointF) -> bool:
    """Inside a flat-topped hex 100 high centred at the origin."""
    r = 100 / math.sqrt(3)
    return abs(p.y()) <= 50 and abs(p.x()) <= r - abs(p.y()) / math.sqrt(3)


@pytest.mark.rule("8")
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 8])
def test_stack_positions_are_distinct_and_inside_the_hex(n):
    pos = stack_positions(n)
    assert len(pos) == n
    assert len({(round(p.x(), 6), round(p.y(), 6)) for p in pos}) == n
    assert all(_inside_hex(p) for p in pos)
    if n > 1:
        # each piece is up and right of the one under it, the stack centred on the hex
        assert all(b.x() > a.x() and b.y() < a.y() for a, b in zip(pos, pos[1:]))
        assert sum(p.x() for p in pos) == pytest.approx(0.0) and sum(p.y() for p in pos) == pytest.approx(0.0)
        assert pos[-1].x() - pos[0].x() <= c.STACK_MAX_SPREAD + 1e-9
    if n <= 3:  # small stacks keep the full step
        assert all(b.x() - a.x() == pytest.approx(c.STACK_STEP) for a, b in zip(pos, pos[1:]))
    assert stack_positions(0) == []
    assert hex_marker_positions(2)[0] == c.HEX_MARKER_ORIGIN and all(_inside_hex(p) for p in hex_marker_positions(3))


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 9])
def test_fan_positions_leave_every_counter_free(n):
    pos = fan_positions(n)
    for i in range(n):
        for j in range(i + 1, n):
            d = pos[i] - pos[j]
            assert max(abs(d.x()), abs(d.y())) >= COUNTER_SIZE + 4  # no two counters overlap


def _stack_with(n: int, scene: QGraphicsScene | None = None) -> tuple[StackItem, list[CounterItem]]:
    stack = StackItem("C4")
    stack.animate = False
    stack.setPos(300, 200)
    if scene is not None:
        scene.addItem(stack)
    items = [CounterItem(_view(id=f"u{i}")) for i in range(n)]
    for it in items:
        stack.add(it)
    return stack, items


def test_stack_orders_pieces_and_fan_out_moves_them_apart(qapp):
    scene = QGraphicsScene()
    stack, items = _stack_with(4, scene)
    assert [it.pos() for it in items] == stack_positions(4)
    assert [it.zValue() for it in items] == [0.0, 1.0, 2.0, 3.0]  # later pieces on top
    assert all(it.parentItem() is stack and it.stack is stack for it in items)
    assert stack.zValue() == c.STACK_Z and stack.boundingRect().isEmpty()
    before = [it.scenePos() for it in items]
    stack.fan_out()
    assert stack.fanned and stack.zValue() == c.FANNED_Z
    after = [it.scenePos() for it in items]
    assert after != before
    for i in range(4):
        for j in range(i + 1, 4):
            assert not items[i].sceneBoundingRect().adjusted(8, 8, -8, -8).intersects(
                items[j].sceneBoundingRect().adjusted(8, 8, -8, -8))
    # the backdrop covers every fanned piece, so the mouse stays "on the stack" between them
    back = stack.mapRectToScene(stack.boundingRect())
    assert all(back.contains(it.sceneBoundingRect().center()) for it in items)
    stack.collapse()
    assert [it.scenePos() for it in items] == before and stack.zValue() == c.STACK_Z
    # raising a piece puts it on top; moving it to another stack takes it out of this one
    stack.raise_piece(items[0])
    assert stack.pieces[-1] is items[0] and items[0].zValue() == 3.0
    other = StackItem("D4")
    other.animate = False
    other.setPos(400, 200)
    scene.addItem(other)
    other.add(items[1])
    assert items[1] not in stack.pieces and items[1].stack is other and items[1].parentItem() is other
    assert [it.pos() for it in stack.pieces] == stack_positions(3)
    assert items[1].scenePos() == QPointF(400, 200)
    stack.remove(items[2])
    assert items[2].parentItem() is None and items[2].stack is None and items[2].scene() is scene


def test_stack_fans_out_on_hover(qtbot):
    scene = QGraphicsScene()
    stack, items = _stack_with(3, scene)
    stack.hoverEnterEvent(None)
    qtbot.waitUntil(lambda: stack.fanned, timeout=2000)
    stack.hoverLeaveEvent(None)
    assert not stack.fanned
    single, _ = _stack_with(1, scene)
    single.fan_out()
    assert not single.fanned  # nothing to spread


# ----------------------------------------------------------------------------------------------
# Selection, click, drag and drop
# ----------------------------------------------------------------------------------------------
def _mouse(kind: QEvent.Type, scene_pos: QPointF, buttons=Qt.MouseButton.LeftButton) -> QGraphicsSceneMouseEvent:
    ev = QGraphicsSceneMouseEvent(kind)
    ev.setScenePos(scene_pos)
    ev.setButton(Qt.MouseButton.LeftButton if kind != QEvent.Type.GraphicsSceneMouseMove else Qt.MouseButton.NoButton)
    ev.setButtons(buttons)
    return ev


class Recorder:
    def __init__(self, item, drop_result=None):
        self.calls = []
        self.drop_result = drop_result
        item.on_click = lambda it: self.calls.append(("click", it))
        item.on_drag_start = lambda it: self.calls.append(("start", it))
        item.on_drag_move = lambda it, p: self.calls.append(("move", it, QPointF(p)))
        item.on_drop = self._drop

    def _drop(self, it, p):
        self.calls.append(("drop", it, QPointF(p)))
        return self.drop_result


def test_press_move_release_calls_the_callbacks_and_snap_back_restores(qapp):
    scene = QGraphicsScene()
    item = CounterItem(_view())
    item.setPos(100, 100)
    scene.addItem(item)
    rec = Recorder(item)
    item.mousePressEvent(_mouse(QEvent.Type.GraphicsSceneMousePress, QPointF(105, 102)))
    assert item.isSelected()
    item.mouseMoveEvent(_mouse(QEvent.Type.GraphicsSceneMouseMove, QPointF(106, 103)))  # under the threshold
    assert rec.calls == [] and item.pos() == QPointF(100, 100)
    item.mouseMoveEvent(_mouse(QEvent.Type.GraphicsSceneMouseMove, QPointF(160, 150)))
    assert item.dragging and item.zValue() == c.DRAG_Z
    assert item.pos() == QPointF(155, 148)  # the grab point stays under the mouse
    item.mouseMoveEvent(_mouse(QEvent.Type.GraphicsSceneMouseMove, QPointF(180, 170)))
    item.mouseReleaseEvent(_mouse(QEvent.Type.GraphicsSceneMouseRelease, QPointF(200, 180), Qt.MouseButton.NoButton))
    assert rec.calls == [("start", item), ("move", item, QPointF(160, 150)), ("move", item, QPointF(180, 170)),
                         ("drop", item, QPointF(200, 180))]
    assert item.pos() == QPointF(195, 178) and not item.dragging  # the owner has not decided yet
    item.snap_back(animate=False)  # the owner refuses the drop
    assert item.pos() == QPointF(100, 100) and item.zValue() == 0.0
    item.snap_back(animate=False)  # a second call does nothing
    assert item.pos() == QPointF(100, 100)


def test_refused_drop_snaps_back_by_itself_and_a_click_is_no_drag(qapp):
    scene = QGraphicsScene()
    item = CounterItem(_view())
    item.setPos(50, 60)
    scene.addItem(item)
    rec = Recorder(item, drop_result=False)
    item.mousePressEvent(_mouse(QEvent.Type.GraphicsSceneMousePress, QPointF(50, 60)))
    item.mouseMoveEvent(_mouse(QEvent.Type.GraphicsSceneMouseMove, QPointF(90, 60)))
    item.mouseReleaseEvent(_mouse(QEvent.Type.GraphicsSceneMouseRelease, QPointF(120, 60), Qt.MouseButton.NoButton))
    assert item.pos() == QPointF(50, 60)  # no view: it jumps back
    assert [k[0] for k in rec.calls] == ["start", "move", "drop"]
    rec.calls.clear()
    item.mousePressEvent(_mouse(QEvent.Type.GraphicsSceneMousePress, QPointF(52, 61)))
    item.mouseReleaseEvent(_mouse(QEvent.Type.GraphicsSceneMouseRelease, QPointF(52, 61), Qt.MouseButton.NoButton))
    assert rec.calls == [("click", item)]
    item.draggable = False
    item.mousePressEvent(_mouse(QEvent.Type.GraphicsSceneMousePress, QPointF(50, 60)))
    item.mouseMoveEvent(_mouse(QEvent.Type.GraphicsSceneMouseMove, QPointF(90, 60)))
    item.mouseReleaseEvent(_mouse(QEvent.Type.GraphicsSceneMouseRelease, QPointF(90, 60), Qt.MouseButton.NoButton))
    assert item.pos() == QPointF(50, 60) and rec.calls[-1] == ("click", item)


def test_dragging_out_of_a_stack_and_back(qapp):
    scene = QGraphicsScene()
    stack, items = _stack_with(3, scene)
    target = StackItem("E5")
    target.animate = False
    target.setPos(500, 200)
    scene.addItem(target)
    piece = items[0]
    home = piece.scenePos()
    Recorder(piece)
    piece.mousePressEvent(_mouse(QEvent.Type.GraphicsSceneMousePress, home))
    piece.mouseMoveEvent(_mouse(QEvent.Type.GraphicsSceneMouseMove, home + QPointF(40, 0)))
    assert stack.zValue() == c.DRAG_Z and piece.zValue() > items[2].zValue()  # above everything
    piece.mouseReleaseEvent(_mouse(QEvent.Type.GraphicsSceneMouseRelease, QPointF(500, 200), Qt.MouseButton.NoButton))
    assert stack.zValue() == c.STACK_Z
    piece.snap_back(animate=False)
    assert piece.scenePos() == home and piece.zValue() == 0.0 and piece.stack is stack
    # a second drag that the owner accepts: the piece joins the target stack
    piece.mousePressEvent(_mouse(QEvent.Type.GraphicsSceneMousePress, home))
    piece.mouseMoveEvent(_mouse(QEvent.Type.GraphicsSceneMouseMove, QPointF(480, 190)))
    piece.mouseReleaseEvent(_mouse(QEvent.Type.GraphicsSceneMouseRelease, QPointF(500, 200), Qt.MouseButton.NoButton))
    target.add(piece)
    piece.snap_back(animate=False)  # too late: the drop was taken
    assert piece.stack is target and piece.scenePos() == QPointF(500, 200)
    assert [p.pos() for p in stack.pieces] == stack_positions(2)


def test_a_real_view_delivers_the_drag(qtbot):
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene)
    view.resize(420, 320)
    qtbot.addWidget(view)
    item = CounterItem(_view())
    item.setPos(100, 100)
    scene.addItem(item)
    drops = []
    item.on_drop = lambda it, p: drops.append(QPointF(p)) or False
    view.show()
    qtbot.waitExposed(view)
    vp = view.viewport()
    start = view.mapFromScene(QPointF(100, 100))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for dx in (10, 40, 80):
        qtbot.mouseMove(vp, start + QPoint(dx, 0))
    end = start + QPoint(80, 0)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    assert len(drops) == 1
    assert drops[0].x() == pytest.approx(view.mapToScene(end).x(), abs=1.0)
    qtbot.waitUntil(lambda: item.pos() == QPointF(100, 100), timeout=2000)  # animated snap back


def test_highlight_and_dim_are_drawn():
    plain = _render(CounterItem(_view()))
    item = CounterItem(_view())
    item.set_highlight("legal")
    ring = _render(item)
    edge = (-33, -10, -30.5, 10)  # just outside the counter's left edge
    assert _share(_region(plain, *edge), c.HIGHLIGHTS["legal"], 30) == 0.0
    assert _share(_region(ring, *edge), c.HIGHLIGHTS["legal"], 30) > 0.2
    with pytest.raises(ValueError):
        item.set_highlight("shiny")
    item.set_highlight(None)
    item.set_dimmed(True)
    dim = _render(item)
    body = (-29, -5, -26, 5)
    assert _region(dim, *body).mean() < _region(plain, *body).mean() - 15
