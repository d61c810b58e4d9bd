"""Wargame counters and markers drawn from data (no images), and stacks of them in a hex.

* :class:`UnitView` / :class:`WeaponView` - what one unit counter shows (rule 3: the printed
  stats of the face showing, 3.2.1; its attached markers, 8.1; its Weapon, 11), built from the
  game state by :meth:`UnitView.from_state`.
* :class:`CounterItem` - a unit counter as a ``QGraphicsItem`` about 60 x 60 map units (a hex is
  100 high): nation colour, 1/2/4 soldier silhouettes for a Leader/Team/Squad (3), FP, Range and
  Movement along the bottom with boxed stats framed (3.1.6), Morale top right (3.1.4), Command in
  a hexagon for Leaders (3.1.5), the broken side with a red stripe and white Morale (3.2.1),
  "S" Suppressed (13) and "V" Veteran (E44.1) marks, and the carried Weapon as a second counter
  peeking out underneath (11.1: its FP and Range, a white band for Ordnance, 11.5; greyed when
  broken, 11.4).
* :class:`MarkerItem` - Smoke (T94, value 1-10), Blaze (T79), the Fortifications (F101-F106),
  Objective control (7.3.1), the Spotting Round (O18.2.1) and the Radio (12).
* :func:`stack_positions`, :func:`fan_positions` and :class:`StackItem` - up to ~6 pieces in a hex
  with a small offset (8), spread apart on hover or click so every piece can be reached and read,
  as VASSAL players know it: the spread is magnified to a legible size on the screen
  (``SPREAD_PX``) with each counter's name under it, kept inside the view, and collapses again
  when the mouse leaves.

Every piece (:class:`PieceItem`) is selectable, shows a hover highlight and can be dragged.  The
drag does not use ``QDrag``: the item follows the mouse and calls the plain Python callables its
owner set (``on_drag_start(item)``, ``on_drag_move(item, scene_pos)``, ``on_drop(item,
scene_pos)``, ``on_click(item)``, ``on_double_click(item)``, ``on_hover(item, entered)``), so it
works offscreen.  On a refused drop the owner calls :meth:`PieceItem.snap_back` (or ``on_drop``
returns ``False``).
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from PySide6.QtCore import (
    QCoreApplication, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, QTimer,
)
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath,
    QPainterPathStroker, QPen, QPolygonF, QRadialGradient, QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cc_desktop.ui import grammar
from cc_desktop.ui.grammar import caps
from cc_desktop.ui.names import type_name
from cc_desktop.ui.fonts import map_font

# ----------------------------------------------------------------------------------------------
# Style constants (map units: a hex is 100 high)
# ----------------------------------------------------------------------------------------------
COUNTER_SIZE = 60.0  # a unit counter; a stack of them fits in a hex
HALF = COUNTER_SIZE / 2
CORNER = 5.0  # rounded die-cut corners
MARKER_SIZE = 46.0
WEAPON_SIZE = 52.0  # the Weapon counter under its unit
WEAPON_OFFSET = QPointF(8.0, 20.0)  # its centre from the unit's centre: it peeks out below right
STAT_SIZE = 15.0  # the printed stats' digits
COUNTER_NAME_SIZE = 9.0  # the unit's name along the counter's top (map units; 7.2 before issue 14)
STRIPE_HEIGHT = 17.0  # 3.2.1: the broken side's red stripe along the top
SHADOW_OFFSET = QPointF(2.2, 2.8)
SHADOW_COLOUR = QColor(0, 0, 0, 95)
BORDER_DARKER = 190
BROKEN_STRIPE = QColor("#e3221c")
BROKEN_GREY = "#3c3c38"  # 3.2.1: the broken side is the nation colour mixed with this grey
BROKEN_MIX = 0.38
WHITE_TEXT = QColor("#fdfaf0")
DARK_TEXT = QColor("#15140f")
SILHOUETTE = QColor("#16150f")
COMMAND_FILL = QColor("#f3ecd2")
SUPPRESSED_FILL = QColor("#f4b400")  # 13: the Suppressed mark
VETERAN_FILL = QColor("#2f8a45")  # E44.1: the Veteran mark
WEAPON_BROKEN_FILL = QColor("#9b9a94")
WEAPON_BROKEN_TEXT = QColor("#d8d7d0")
ORDNANCE_BAND = QColor("#fbfaf4")  # 11.5: Ordnance stats are printed on a white band
HIGHLIGHTS = {  # set_highlight(kind): what the owner wants to point out
    "hover": QColor(255, 255, 236, 215),
    "selected": QColor("#ffcc1a"),
    "legal": QColor("#3fd16a"),
    "activated": QColor("#38b6ff"),
    "target": QColor("#ff3b30"),
}
HIGHLIGHT_WIDTH = 3.4
DEFAULT_SIDE_COLOURS = {"axis": "#7d8270", "allies": "#6f8a4c"}  # a nation without a colour

# stacks (8): a collapsed stack steps each piece up and to the right
STACK_STEP = 7.0
STACK_MAX_SPREAD = 30.0  # the whole offset of the top piece from the bottom one, at most
FAN_CELL = (84.0, 112.0)  # a fanned-out stack: one grid cell per piece (a Weapon tab, the name)
FAN_NAME_SIZE = 11.0  # the names under a fanned stack's counters (map units of the spread)
FAN_NAME_INK = QColor(255, 252, 236)
SPREAD_PX = 64.0  # a spread counter is at least this many pixels wide on the screen (magnified)
MAX_SPREAD_SCALE = 4.0
HEX_MARKER_ORIGIN = QPointF(-30.0, -22.0)  # hex markers sit at the hex's upper left, under the units
HEX_MARKER_STEP = QPointF(7.0, -6.0)
FAN_PADDING = 10.0
FAN_BACKDROP = QColor(24, 24, 20, 150)
FAN_DELAY_MS = 300  # hover this long before a stack fans out
ANIMATION_MS = 160
DRAG_THRESHOLD = 4.0  # map units the mouse must travel before a press becomes a drag

# z-values in the map scene (the map is 0, the LOS overlay 100: see mapscene)
MARKER_Z = 40.0
STACK_Z = 50.0
FANNED_Z = 150.0
DRAG_Z = 1000.0


def _tr(text: str) -> str:
    return QCoreApplication.translate("Counters", text)


# ----------------------------------------------------------------------------------------------
# The data a counter shows
# ----------------------------------------------------------------------------------------------
_WEAPON_SHORT = {"machine_gun": "MG", "mortar": "MTR", "gun": "GUN", "flamethrower": "FT",
                 "demolition_charge": "DC", "molotov": "MOL"}


@dataclass(frozen=True)
class WeaponView:
    """What a Weapon counter shows (11.1): FP and Range with their boxes, Ordnance = white band
    (11.5), broken (11.4) with its Fix/Elim numbers."""

    name: str
    fp: int
    range: int
    fp_boxed: bool = False
    range_boxed: bool = False
    broken: bool = False
    ordnance: bool = False
    id: str = ""
    category: str = "other"
    min_range: int | None = None
    move: int = 0
    fix: tuple[int, int] | None = None
    elim: tuple[int, int] | None = None
    smoke: bool = False

    @property
    def short(self) -> str:
        """The few letters printed on the peeking Weapon counter (the tooltip has the name)."""
        short = _WEAPON_SHORT.get(self.category)
        return _tr(short) if short else caps(self.name[:3])

    @classmethod
    def from_weapon(cls, weapon) -> "WeaponView":
        """From a :class:`cc_desktop.rules.state.Weapon`."""
        t = weapon.type
        return cls(name=type_name(t), fp=t.fp, range=t.range, fp_boxed=t.fp_boxed, range_boxed=t.range_boxed,
                   broken=weapon.broken, ordnance=t.ordnance, id=weapon.id, category=t.category,
                   min_range=t.min_range, move=t.move, fix=t.fix, elim=t.elim, smoke=t.smoke)


@dataclass(frozen=True)
class UnitView:
    """What one unit counter shows: the printed stats of the face showing (3.2.1) - not the
    current values with Command, Cover or Suppression - and the attached markers (8.1)."""

    id: str
    side: str
    colour: str  # the nation's counter colour, "#rrggbb"
    kind: str  # squad | team | leader (3)
    name: str
    fp: int
    range: int
    move: int
    morale: int
    command: int | None = None  # 3.1.5, Leaders only
    fp_boxed: bool = False
    range_boxed: bool = False
    move_boxed: bool = False
    broken: bool = False
    suppressed: bool = False
    veteran: bool = False
    weapon: WeaponView | None = None
    type_id: str = ""
    quality: str | None = None
    special: str | None = None  # "hero" | "private" (E58, E56)

    @property
    def figures(self) -> int:
        """3: Leader 1 figure, Team 2, Squad 4."""
        return {"leader": 1, "team": 2}.get(self.kind, 4)

    @classmethod
    def from_state(cls, game_state, unit) -> "UnitView":
        """From a :class:`cc_desktop.rules.state.Unit` of ``game_state`` (tests and tools that hold
        a state; the window makes its counters from its view, :meth:`from_view`)."""
        w = game_state.weapons.get(unit.weapon) if unit.weapon else None
        return cls.of(unit, game_state.scenario.side(unit.side).nation, w)

    @classmethod
    def from_view(cls, view, unit) -> "UnitView":
        """A unit the seated player sees (:class:`cc_desktop.rules.view.SideView`)."""
        w = view.weapon(unit.weapon) if unit.weapon else None
        return cls.of(unit, view.scenario.side(unit.side).nation, w)

    @classmethod
    def of(cls, unit, nation, weapon_piece=None) -> "UnitView":
        """A unit's face (3.2.1), its ``nation``'s colour and its carried Weapon (11.1)."""
        face = unit.face
        colour = nation.colour or DEFAULT_SIDE_COLOURS.get(unit.side, "#808080")
        weapon = WeaponView.from_weapon(weapon_piece) if weapon_piece is not None else None
        t = unit.type
        return cls(id=unit.id, side=unit.side, colour=colour, kind=t.kind, name=type_name(t),
                   fp=face.fp, range=face.range, move=face.move, morale=face.morale,
                   command=face.command if t.kind == "leader" else None,
                   fp_boxed=face.fp_boxed, range_boxed=face.range_boxed, move_boxed=face.move_boxed,
                   broken=unit.broken, suppressed=unit.suppressed, veteran=unit.veteran,
                   weapon=weapon, type_id=t.id, quality=t.quality, special=t.special)


# ----------------------------------------------------------------------------------------------
# Drawing helpers
# ----------------------------------------------------------------------------------------------
def broken_shade(colour: QColor) -> QColor:
    """3.2.1: the broken side keeps the nation colour, a shade darker and greyer, so the red
    stripe stands out even on a red nation."""
    grey = QColor(BROKEN_GREY)
    k = BROKEN_MIX
    return QColor(round(colour.red() * (1 - k) + grey.red() * k), round(colour.green() * (1 - k) + grey.green() * k),
                  round(colour.blue() * (1 - k) + grey.blue() * k))


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG) of a colour, 0 (black) .. 1 (white)."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def text_colour_on(colour: QColor) -> QColor:
    """White or near-black, whichever reads better on ``colour``."""
    lum = luminance(colour)
    return WHITE_TEXT if (1.05 / (lum + 0.05)) >= ((lum + 0.05) / 0.05) else DARK_TEXT


def _font(size: float, bold: bool = False, condensed: bool = False) -> QFont:
    font = map_font(size, bold)
    if condensed:
        font.setStretch(QFont.Stretch.Condensed)
    return font


def draw_text(painter: QPainter, rect: QRectF, text: str, font: QFont, colour: QColor,
              align=Qt.AlignmentFlag.AlignCenter) -> None:
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align), text)


def hexagon(cx: float, cy: float, r: float, flat: bool = True) -> QPolygonF:
    start = 0.0 if flat else 30.0
    return QPolygonF([QPointF(cx + r * math.cos(math.radians(start + 60 * i)),
                              cy + r * math.sin(math.radians(start + 60 * i))) for i in range(6)])


def _poly(points: Iterable[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _stroke(points: Sequence[tuple[float, float]], width: float) -> QPainterPath:
    line = QPainterPath(QPointF(*points[0]))
    for p in points[1:]:
        line.lineTo(QPointF(*p))
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(line)


# Soldier silhouettes, designed in a 10 x 22 box (x right, y down), facing right.
SILHOUETTE_BOX = (10.0, 22.0)
_SILHOUETTES: dict[str, QPainterPath] = {}


def soldier_path(pose: str = "rifle") -> QPainterPath:
    """A simple vector soldier (3: one figure), in the 10 x 22 design box.  ``pose``:
    ``rifle`` (a rifleman at port arms), ``leader`` (peaked cap, pointing forward), ``broken``
    (a rifleman ducking away, for the broken side)."""
    if pose in _SILHOUETTES:
        return _SILHOUETTES[pose]
    parts: list[QPainterPath] = []
    if pose == "leader":
        parts.append(_poly([(2.3, 3.4), (2.7, 0.8), (7.3, 0.6), (7.7, 2.6), (9.3, 3.4)]))  # peaked cap
    else:
        helmet = QPainterPath(QPointF(2.0, 3.2))
        helmet.cubicTo(QPointF(2.0, -0.2), QPointF(8.0, -0.2), QPointF(8.0, 3.2))
        helmet.lineTo(QPointF(8.8, 3.6))
        helmet.lineTo(QPointF(1.4, 3.6))
        helmet.closeSubpath()
        parts.append(helmet)
    head = QPainterPath()
    head.addEllipse(QPointF(5.3, 4.4), 1.9, 1.6)
    parts.append(head)
    parts.append(_poly([(3.0, 5.6), (7.2, 5.6), (8.2, 7.2), (7.6, 12.8), (3.0, 12.8), (2.2, 7.4)]))  # torso
    parts.append(_poly([(3.0, 12.4), (5.3, 12.4), (4.7, 17.4), (4.5, 21.9), (2.3, 21.9), (2.8, 17.2)]))  # legs
    parts.append(_poly([(5.1, 12.4), (7.6, 12.4), (7.5, 17.0), (8.5, 21.9), (6.3, 21.9), (5.8, 17.4)]))
    if pose == "leader":
        parts.append(_stroke([(6.6, 6.8), (9.6, 7.8)], 1.7))  # the arm pointing forward
        parts.append(_stroke([(3.0, 7.0), (2.4, 11.2)], 1.5))
    else:
        parts.append(_stroke([(0.4, 14.6), (9.7, 2.4)], 1.15))  # rifle at port arms
        parts.append(_stroke([(3.2, 8.2), (6.8, 9.8)], 1.6))  # forearm across the chest
    path = parts[0]
    for p in parts[1:]:
        path = path.united(p)
    if pose == "broken":
        t = QTransform()
        t.translate(5.0, 22.0)
        t.rotate(-14.0)  # leaning back, away from the enemy
        t.scale(1.0, 0.86)
        t.translate(-5.0, -22.0)
        path = t.map(path)
    _SILHOUETTES[pose] = path
    return path


def draw_figures(painter: QPainter, count: int, rect: QRectF, colour: QColor, pose: str,
                 rim: QColor | None = None) -> None:
    """``count`` silhouettes side by side, filling ``rect`` (3: Leader 1, Team 2, Squad 4)."""
    w0, h0 = SILHOUETTE_BOX
    scale = rect.height() / h0
    fw = w0 * scale
    step = fw * 1.02 if count > 1 else 0.0
    if count > 1 and step * (count - 1) + fw > rect.width():
        step = (rect.width() - fw) / (count - 1)
    total = step * (count - 1) + fw
    x0 = rect.center().x() - total / 2
    path = soldier_path(pose)
    for i in range(count):
        painter.save()
        painter.translate(x0 + i * step, rect.top())
        painter.scale(scale, scale)
        if rim is not None:
            painter.setPen(QPen(rim, 0.9 / scale * 1.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
        else:
            painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(path)
        painter.restore()


def draw_stat(painter: QPainter, centre: QPointF, value: int | str, colour: QColor, size: float,
              boxed: bool = False, box_colour: QColor | None = None) -> None:
    """One printed stat; a boxed stat (3.1.6, 11.1) is framed by a small square."""
    rect = QRectF(centre.x() - size, centre.y() - size * 0.62, 2 * size, size * 1.24)
    draw_text(painter, rect, str(value), _font(size, bold=True), colour)
    if boxed:
        text_w = QFontMetricsF(_font(size, bold=True)).horizontalAdvance(str(value))
        side = max(size * 1.02, text_w + size * 0.32)
        box = QRectF(centre.x() - side / 2, centre.y() - size * 0.56, side, size * 1.12)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(box_colour or colour, max(0.9, size * 0.085)))
        painter.drawRect(box)


def counter_path(rect: QRectF, corner: float = CORNER) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, corner, corner)
    return path


def paint_blank(painter: QPainter, rect: QRectF, colour: QColor, shadow: bool = True,
                corner: float = CORNER) -> QPainterPath:
    """A die-cut counter: drop shadow, body with a soft top light, dark edge and a bevel."""
    body = counter_path(rect, corner)
    if shadow:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW_COLOUR)
        painter.drawPath(body.translated(SHADOW_OFFSET))
    grad = QLinearGradient(rect.topLeft(), QPointF(rect.left(), rect.center().y()))
    grad.setColorAt(0.0, colour.lighter(114))
    grad.setColorAt(1.0, colour)
    painter.setBrush(QBrush(grad))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(body)
    inner = rect.adjusted(1.3, 1.3, -1.3, -1.3)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 60), 1.0))
    painter.drawRoundedRect(inner, corner - 1, corner - 1)
    painter.setPen(QPen(colour.darker(BORDER_DARKER), 1.3))
    painter.drawPath(body)
    return body


def draw_highlight(painter: QPainter, path: QPainterPath, colour: QColor, width: float = HIGHLIGHT_WIDTH) -> None:
    glow = QColor(colour)
    glow.setAlpha(min(255, colour.alpha()) // 3)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(glow, width * 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)


# ----------------------------------------------------------------------------------------------
# A piece on the map: selection, hover, drag with callbacks, snap back
# ----------------------------------------------------------------------------------------------
class PieceItem(QGraphicsObject):
    """Base of counters and markers: selectable, hover highlight, drag by callbacks.

    The owner sets plain callables (all optional): ``on_click(item)``, ``on_double_click(item)``,
    ``on_hover(item, entered)``, ``on_drag_start(item)``, ``on_drag_move(item, scene_pos)`` and
    ``on_drop(item, scene_pos)``; ``scene_pos`` is the mouse position in scene (map)
    coordinates.  If ``on_drop`` returns ``False`` (or is not set) the piece snaps back; the owner
    may also call :meth:`snap_back` itself later.  ``draggable = False`` turns dragging off.
    """

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        # drawn from a picture per look and zoom level, shared by the pieces that look alike
        # (cc_desktop.ui.imagecache.PieceImages): a new zoom level costs no redraw in its frame
        self.caching = True
        self.draggable = True
        self.on_click: Callable[[PieceItem], Any] | None = None
        self.on_double_click: Callable[[PieceItem], Any] | None = None
        self.on_hover: Callable[[PieceItem, bool], Any] | None = None
        self.on_drag_start: Callable[[PieceItem], Any] | None = None
        self.on_drag_move: Callable[[PieceItem, QPointF], Any] | None = None
        self.on_drop: Callable[[PieceItem, QPointF], Any] | None = None
        self.stack: StackItem | None = None
        self.hovered = False
        self.highlight: str | None = None  # a key of HIGHLIGHTS, or None
        self.dimmed = False
        self._press_scene: QPointF | None = None
        self.press_pos: QPointF | None = None  # of the last press, in the piece's coordinates
        self._grab_offset = QPointF()
        self._origin: tuple[QPointF, float] | None = None  # (pos, z) before the drag
        self._dragging = False
        self._animation: QPropertyAnimation | None = None
        self.modifiers = Qt.KeyboardModifier.NoModifier  # of the last press / drag move (Ctrl, Shift)
        self.press_modifiers = Qt.KeyboardModifier.NoModifier  # held when the piece was picked up
        self.followers: list[PieceItem] = []  # pieces dragged along (a group moving together)
        self._follow_offset = QPointF()

    # -- state the owner sets ----------------------------------------------------------------
    @property
    def dragging(self) -> bool:
        return self._dragging

    def set_draggable(self, draggable: bool) -> None:
        """A piece that cannot be dragged still selects and clicks; a *marker* that cannot be
        dragged takes no mouse buttons at all, so a click on it reaches the map (the hex)."""
        self.draggable = draggable
        if isinstance(self, MarkerItem):
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if draggable else Qt.MouseButton.NoButton)

    def set_highlight(self, kind: str | None) -> None:
        """Ring the piece: ``legal`` (may be chosen), ``activated``, ``target``, ``selected``."""
        if kind is not None and kind not in HIGHLIGHTS:
            raise ValueError(f"unknown highlight {kind!r}; one of {sorted(HIGHLIGHTS)}")
        self.highlight = kind
        self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        """Grey the piece a little (e.g. a unit already activated this Turn, O14.1)."""
        self.dimmed = dimmed
        self.update()

    def body_path(self) -> QPainterPath:
        """The outline the highlights follow (local coordinates)."""
        raise NotImplementedError

    # -- painting ------------------------------------------------------------------------------
    def look(self) -> tuple:
        """Everything the piece's picture depends on (pieces that look alike share pictures)."""
        return (type(self).__name__, self.highlight, self.isSelected(), self.hovered, self.dimmed)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        from cc_desktop.ui.imagecache import PIECES, device_scale, level_of

        scale = device_scale(painter) if self.caching and widget is not None else None
        if scale is None:
            self.paint_piece(painter)
            return
        PIECES.paint(self, painter, self.look(), level_of(scale[0]), scale[1])

    def paint_piece(self, painter: QPainter) -> None:
        """Draw the piece (local coordinates)."""
        raise NotImplementedError

    def stand_in_colour(self) -> str:
        """The plain colour the piece's shape is filled with until its picture is drawn
        (cc_desktop.ui.imagecache)."""
        return "#b8b09a"

    def paint_highlights(self, painter: QPainter) -> None:
        path = self.body_path()
        if self.highlight:
            draw_highlight(painter, path, HIGHLIGHTS[self.highlight])
        if self.isSelected():
            draw_highlight(painter, path, HIGHLIGHTS["selected"])
        elif self.hovered:
            draw_highlight(painter, path, HIGHLIGHTS["hover"], HIGHLIGHT_WIDTH * 0.75)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 40, 40, 110))
            painter.drawPath(path)

    def itemChange(self, change, value):  # noqa: N802 - Qt API
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self.update()
        return super().itemChange(change, value)

    # -- hover -------------------------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802 - Qt API
        self.hovered = True
        self.update()
        if self.on_hover:
            self.on_hover(self, True)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 - Qt API
        self.hovered = False
        self.update()
        if self.on_hover:
            self.on_hover(self, False)

    # -- mouse -------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt API
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        self._stop_animation()
        scene = self.scene()
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if ctrl:
            self.setSelected(not self.isSelected())
        else:
            if scene is not None and not self.isSelected():
                scene.clearSelection()
            self.setSelected(True)
        self._press_scene = QPointF(event.scenePos())
        self.press_pos = QPointF(event.pos())
        self._grab_offset = self.scenePos() - event.scenePos()
        self._dragging = False
        self.modifiers = self.press_modifiers = event.modifiers()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt API
        if self._press_scene is None or not self.draggable:
            return
        scene_pos = QPointF(event.scenePos())
        self.modifiers = event.modifiers()
        if not self._dragging:
            d = scene_pos - self._press_scene
            if math.hypot(d.x(), d.y()) < DRAG_THRESHOLD:
                return
            self._start_drag()
        self._follow(scene_pos)
        if self.on_drag_move:
            self.on_drag_move(self, scene_pos)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt API
        if self._press_scene is None:
            return
        self._press_scene = None
        if not self._dragging:
            if self.on_click:
                self.on_click(self)
            return
        scene_pos = QPointF(event.scenePos())
        self.modifiers = event.modifiers()
        self._follow(scene_pos)
        self._dragging = False
        if self.stack is not None:
            self.stack.drag_ended(self)
        result = self.on_drop(self, scene_pos) if self.on_drop else False
        if result is False:
            self.snap_back()
        self.followers = []

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 - Qt API
        event.accept()
        if self.on_double_click:
            self.on_double_click(self)

    def _start_drag(self) -> None:
        self._dragging = True
        self._origin = (QPointF(self.pos()), self.zValue())
        if self.stack is not None:
            self.stack.drag_started(self)
        else:
            self.setZValue(DRAG_Z)
        if self.on_drag_start:
            self.on_drag_start(self)

    def _follow(self, scene_pos: QPointF) -> None:
        target = scene_pos + self._grab_offset
        parent = self.parentItem()
        self.setPos(parent.mapFromScene(target) if parent is not None else target)
        for piece in self.followers:
            if piece.scene() is None:
                continue
            there = self.scenePos() + piece._follow_offset
            parent = piece.parentItem()
            piece.setPos(parent.mapFromScene(there) if parent is not None else there)

    def set_followers(self, pieces: Iterable["PieceItem"]) -> None:
        """Drag these pieces along with this one (a group moving together, O21.2): they follow
        the mouse as a small stack under this piece and snap back with it."""
        self.followers = [p for p in pieces if p is not self]
        top = self.zValue()
        for i, piece in enumerate(self.followers, 1):
            piece._stop_animation()
            piece._origin = (QPointF(piece.pos()), piece.zValue())
            piece._follow_offset = QPointF(-1.5 * STACK_STEP * i, 1.5 * STACK_STEP * i)  # under, behind the held one
            piece.setZValue(top - 0.1 * i)
        if self._dragging:
            self._follow(self.scenePos() - self._grab_offset)

    def snap_back(self, animate: bool = True) -> None:
        """Return to where the last drag started (a refused drop); nothing if there is none."""
        followers, self.followers = self.followers, []
        for piece in followers:
            if piece is not self:
                piece.snap_back(animate)
        if self._origin is None:
            return
        pos, z = self._origin
        self._origin = None
        self.setZValue(z)
        self.move_to(pos, animate)

    def accept_drop(self) -> None:
        """The owner took the drop: forget the drag's start (snap_back does nothing after)."""
        self._origin = None

    def move_to(self, pos: QPointF, animate: bool = False) -> None:
        """Move to ``pos`` (parent coordinates), gliding if ``animate``."""
        self._stop_animation()
        if not animate or self.scene() is None or not self.scene().views():
            self.setPos(pos)
            return
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(ANIMATION_MS)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.setStartValue(QPointF(self.pos()))
        anim.setEndValue(QPointF(pos))
        self._animation = anim
        anim.start()

    def _stop_animation(self) -> None:
        if self._animation is not None:
            end = self._animation.endValue()
            self._animation.stop()
            self._animation = None
            if end is not None:
                self.setPos(end)


# ----------------------------------------------------------------------------------------------
# Unit counter
# ----------------------------------------------------------------------------------------------
class CounterItem(PieceItem):
    """One unit counter (3), painted from a :class:`UnitView`; its origin is the counter's centre."""

    def __init__(self, unit_view: UnitView, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.view = unit_view
        self.weapon_highlight: str | None = None  # a ring round the carried Weapon alone
        self._update_tooltip()

    @property
    def unit_id(self) -> str:
        return self.view.id


    def set_view(self, unit_view: UnitView) -> None:
        """Show another state of the unit (flipped 3.2.1, suppressed 13, a Weapon 11 ...)."""
        if (unit_view.weapon is None) != (self.view.weapon is None):
            self.prepareGeometryChange()
        self.view = unit_view
        self._update_tooltip()
        self.update()

    # -- geometry ----------------------------------------------------------------------------
    @staticmethod
    def unit_rect() -> QRectF:
        return QRectF(-HALF, -HALF, COUNTER_SIZE, COUNTER_SIZE)

    @staticmethod
    def weapon_rect() -> QRectF:
        """The carried Weapon's counter (11.1): under the unit, peeking out below and right."""
        h = WEAPON_SIZE / 2
        return QRectF(WEAPON_OFFSET.x() - h, WEAPON_OFFSET.y() - h, WEAPON_SIZE, WEAPON_SIZE)

    def part_at(self, pos: QPointF | None) -> str:
        """``"weapon"`` where the carried Weapon's counter shows (the strip below the unit),
        else ``"unit"`` (``pos`` in the counter's coordinates)."""
        if pos is None or self.view.weapon is None:
            return "unit"
        return "weapon" if self.weapon_rect().contains(pos) and not self.unit_rect().contains(pos) else "unit"

    @property
    def clicked_part(self) -> str:
        """The part of the counter the last press was on (see :meth:`part_at`)."""
        return self.part_at(self.press_pos)

    def set_weapon_highlight(self, kind: str | None) -> None:
        """Ring the carried Weapon alone (e.g. ``legal``: it may join a Fire Group)."""
        if kind is not None and kind not in HIGHLIGHTS:
            raise ValueError(f"unknown highlight {kind!r}; one of {sorted(HIGHLIGHTS)}")
        self.weapon_highlight = kind
        self.update()

    def body_path(self) -> QPainterPath:
        path = counter_path(self.unit_rect())
        if self.view.weapon is not None:
            path = path.united(counter_path(self.weapon_rect(), CORNER - 1))
        return path

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        rect = self.unit_rect()
        if self.view.weapon is not None:
            rect = rect.united(self.weapon_rect())
        m = HIGHLIGHT_WIDTH * 1.6 + 1.0
        return rect.adjusted(-m, -m, m + SHADOW_OFFSET.x(), m + SHADOW_OFFSET.y())

    def shape(self) -> QPainterPath:
        return self.body_path()

    # -- painting ----------------------------------------------------------------------------
    def look(self) -> tuple:
        # what the counter shows, not whose it is: alike units share their pictures
        if getattr(self, "_look_of", None) is not self.view:
            self._look_of, self._look_view = self.view, dataclasses.replace(self.view, id="")
        return super().look() + (self._look_view, self.weapon_highlight)

    def stand_in_colour(self) -> str:
        return self.view.colour

    def paint_piece(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        v = self.view
        colour = QColor(v.colour)
        if v.weapon is not None:
            self._paint_weapon(painter, v.weapon, colour)
        rect = self.unit_rect()
        face = broken_shade(colour) if v.broken else colour
        body = paint_blank(painter, rect, face)
        ink = text_colour_on(colour)
        if v.broken:  # 3.2.1: the broken side, red stripe along the top
            painter.save()
            painter.setClipPath(body)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(BROKEN_STRIPE)
            painter.drawRect(QRectF(rect.left(), rect.top(), rect.width(), STRIPE_HEIGHT))
            painter.setBrush(QColor(255, 255, 255, 215))
            painter.drawRect(QRectF(rect.left(), rect.top() + STRIPE_HEIGHT, rect.width(), 1.1))
            painter.restore()
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(face.darker(BORDER_DARKER), 1.3))
            painter.drawPath(body)
        ink = text_colour_on(face)
        self._paint_figures(painter, face)
        band_ink = WHITE_TEXT if v.broken else ink
        # 3.1.4: Morale top right (white on the broken side's stripe)
        draw_stat(painter, QPointF(18.5, -21.4), v.morale, band_ink, 16.0)
        self._paint_marks(painter, band_ink)
        # 3.1.5: Command in a hexagon on the right (Leaders)
        if v.kind == "leader" and v.command is not None:
            hexa = hexagon(17.5, 0.5, 10.5)
            painter.setBrush(COMMAND_FILL)
            painter.setPen(QPen(DARK_TEXT, 1.2))
            painter.drawPolygon(hexa)
            draw_stat(painter, QPointF(17.5, 0.8), v.command, DARK_TEXT, 12.5)
        # 3.1.1-3.1.3, 3.1.6: FP, Range, Movement along the bottom; boxed ones framed
        y = 21.4
        draw_stat(painter, QPointF(-18.5, y), v.fp, ink, STAT_SIZE, v.fp_boxed)
        draw_stat(painter, QPointF(0.0, y), v.range, ink, STAT_SIZE, v.range_boxed)
        draw_stat(painter, QPointF(18.5, y), v.move, ink, STAT_SIZE, v.move_boxed)
        self.paint_highlights(painter)
        if self.weapon_highlight and v.weapon is not None:
            shown = counter_path(self.weapon_rect(), CORNER - 1).subtracted(counter_path(self.unit_rect()))
            draw_highlight(painter, shown, HIGHLIGHTS[self.weapon_highlight])

    def _paint_figures(self, painter: QPainter, colour: QColor) -> None:
        v = self.view
        rim = QColor(255, 255, 255, 80) if luminance(colour) < 0.2 else None
        pose = "broken" if v.broken else ("leader" if v.kind == "leader" else "rifle")
        if v.kind == "leader":
            rect = QRectF(-22.0, -14.0, 24.0, 28.0)
        elif v.kind == "team":
            rect = QRectF(-20.0, -13.0, 36.0, 26.0)
        else:
            rect = QRectF(-27.0, -13.0, 54.0, 26.0)
        draw_figures(painter, v.figures, rect, SILHOUETTE, pose, rim)

    def _paint_marks(self, painter: QPainter, ink: QColor) -> None:
        """13: "S" Suppressed, E44.1: "V" Veteran, top left; else the unit's name, small."""
        v = self.view
        marks = [(m, fill) for m, fill, on in (("S", SUPPRESSED_FILL, v.suppressed),
                                               ("V", VETERAN_FILL, v.veteran)) if on]
        x = -22.5
        for letter, fill in marks:
            box = QRectF(x - 6.5, -28.0, 13.0, 13.0)
            painter.setPen(QPen(DARK_TEXT, 1.0))
            painter.setBrush(fill)
            painter.drawRoundedRect(box, 2.5, 2.5)
            draw_text(painter, box.adjusted(0, 0.4, 0, 0.4), _tr(letter), _font(10.5, bold=True),
                      DARK_TEXT if letter == "S" else WHITE_TEXT)
            x += 14.5
        if not marks:  # the whole name shows, big, in a stack spread out (StackItem)
            font = _font(COUNTER_NAME_SIZE, bold=True, condensed=True)
            name = QFontMetricsF(font).elidedText(v.name, Qt.TextElideMode.ElideRight, 36.0)
            draw_text(painter, QRectF(-27.5, -30.0, 37.0, 15.0), name, font, ink,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def _paint_weapon(self, painter: QPainter, w: WeaponView, colour: QColor) -> None:
        """11.1: the Weapon counter under the unit; its bottom strip shows FP and Range."""
        rect = self.weapon_rect()
        fill = WEAPON_BROKEN_FILL if w.broken else colour.darker(112)
        paint_blank(painter, rect, fill, corner=CORNER - 1)
        strip_top = HALF + 0.8
        band = QRectF(rect.left() + 2.0, strip_top, rect.width() - 4.0, rect.bottom() - strip_top - 2.0)
        if w.ordnance:  # 11.5: the white band of Ordnance
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ORDNANCE_BAND if not w.broken else ORDNANCE_BAND.darker(135))
            painter.drawRoundedRect(band, 1.5, 1.5)
        if w.broken:
            ink = WEAPON_BROKEN_TEXT if not w.ordnance else QColor("#8a8982")
        else:
            ink = DARK_TEXT if w.ordnance else text_colour_on(fill)
        cy = band.center().y()
        draw_stat(painter, QPointF(rect.left() + 10.0, cy), w.fp, ink, 11.5, w.fp_boxed)
        draw_stat(painter, QPointF(rect.right() - 10.0, cy), w.range, ink, 11.5, w.range_boxed)
        draw_text(painter, QRectF(rect.left() + 17.0, band.top(), rect.width() - 34.0, band.height()),
                  w.short, _font(7.5, bold=True, condensed=True), ink)
        if w.broken:  # 11.4: a broken Weapon cannot be used - cross it out
            painter.setPen(QPen(QColor(176, 30, 24, 220), 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(band.left() + 3, band.bottom() - 2), QPointF(band.right() - 3, band.top() + 2))

    def _update_tooltip(self) -> None:
        v = self.view
        kind = {"squad": _tr("Squad"), "team": _tr("Team"), "leader": _tr("Leader")}.get(v.kind, v.kind)
        # broken and suppressed agree with the name (a Leader, a Squad, a Team: each its gender)
        name = grammar.word(v.type_id, v.name)
        if v.broken:
            name = name.within(QCoreApplication.translate("moves", "{0}, broken"))
        if v.suppressed:
            name = name.within(_tr("{0}, suppressed"))
        lines = [f"<b>{name}</b> ({kind})"]
        stats = _tr("FP {fp}, Range {range}, Movement {move}, Morale {morale}").format(
            fp=v.fp, range=v.range, move=v.move, morale=v.morale)
        if v.command is not None:
            stats += _tr(", Command {command}").format(command=v.command)
        lines.append(stats)
        if v.veteran:
            lines.append(_tr("veteran"))
        if v.weapon is not None:
            w = v.weapon
            # a broken Weapon: its own words, not a broken unit's
            text = (_tr("Weapon: {name}, FP {fp}, Range {range} - broken") if w.broken
                    else _tr("Weapon: {name}, FP {fp}, Range {range}")).format(name=w.name, fp=w.fp, range=w.range)
            lines.append(text)
        self.setToolTip("<br>".join(lines))


# ----------------------------------------------------------------------------------------------
# Markers
# ----------------------------------------------------------------------------------------------
MARKER_KINDS: tuple[str, ...] = (
    "smoke", "blaze", "foxholes", "trenches", "wire", "mines", "bunker", "pillbox",
    "control", "spotting_round", "radio",
) + ("rubble", "starshell")  # the optional rules' markers (V1, V3): drawn below, with the MarkerItem
FORTIFICATION_KINDS = ("foxholes", "trenches", "wire", "mines", "bunker", "pillbox")  # F100
MARKER_COLOURS = {
    "smoke": QColor("#c9ccc8"), "blaze": QColor("#8e2410"), "foxholes": QColor("#b39463"),
    "trenches": QColor("#9f845a"), "wire": QColor("#d2c9a6"), "mines": QColor("#c7b687"),
    "bunker": QColor("#8d8f88"), "pillbox": QColor("#a3a59c"), "radio": QColor("#55633e"),
    "spotting_round": QColor("#f4f1e6"), "control": QColor("#777777"),
    "rubble": QColor("#a39d92"), "starshell": QColor("#1c2440"),
}
MARKER_INK = QColor("#1d1b14")


def marker_name(kind: str) -> str:
    names = {
        "smoke": _tr("Smoke"), "blaze": _tr("Blaze"), "foxholes": _tr("Foxholes"),
        "trenches": _tr("Trenches"), "wire": _tr("Wire"), "mines": _tr("Mines"),
        "bunker": _tr("Bunker"), "pillbox": _tr("Pillbox"), "control": _tr("Control"),
        "spotting_round": _tr("Spotting Round"), "radio": _tr("Radio"),
        "rubble": _tr("Rubble"), "starshell": _tr("Starshell"),
    }
    return names.get(kind, kind)


class MarkerItem(PieceItem):
    """A marker: ``smoke`` (``value`` = Hindrance 1-10, T94), ``blaze`` (T79), a Fortification
    (``foxholes``, ``trenches``, ``wire``, ``mines``, ``bunker``, ``pillbox``, F101-F106;
    ``value`` = an optional number such as a Mines strength, F103.2), ``control`` (7.3.1:
    ``value`` = the controlling side's colour, ``label`` e.g. the Objective's number),
    ``spotting_round`` (O18.2.1), ``radio`` (12: ``value`` = its FP, ``broken``), and the optional
    rules' ``rubble`` (V1) and ``starshell`` (V3: ``value`` = how many share the hex, if more than one).
    Markers take no clicks (they reach the map) unless the owner calls ``set_draggable(True)``."""

    def __init__(self, kind: str, value: Any = None, *, label: str | None = None, broken: bool = False,
                 parent: QGraphicsItem | None = None):
        super().__init__(parent)
        if kind not in MARKER_KINDS:
            raise ValueError(f"unknown marker kind {kind!r}; one of {', '.join(MARKER_KINDS)}")
        if kind == "smoke" and (not isinstance(value, int) or not 1 <= value <= 10):
            raise ValueError(f"a Smoke marker needs a Hindrance value 1-10, not {value!r}")
        if kind == "control" and not QColor(str(value)).isValid():
            raise ValueError(f"a control marker needs the controlling side's colour, not {value!r}")
        self.kind = kind
        self.value = value
        self.label = label
        self.broken = broken
        self.set_draggable(False)
        self.setZValue(MARKER_Z)
        tip = marker_name(kind)
        if kind == "smoke":
            tip = _tr("Smoke, Hindrance {value}").format(value=value)
        elif kind == "radio" and value is not None:
            tip = (_tr("Radio, FP {value} - broken") if broken else _tr("Radio, FP {value}")).format(value=value)
        elif kind == "control" and label:
            tip = _tr("Objective {label}: controlled").format(label=label)
        elif kind == "starshell":
            tip = _tr("Starshell (V3): lights this hex and the hexes within 2") + (
                f" ×{value}" if isinstance(value, int) and value > 1 else "")
        elif kind == "rubble":
            tip = _tr("Rubble (V1)")
        self.setToolTip(tip)

    @property
    def round(self) -> bool:
        return self.kind in ("control", "spotting_round")

    def rect(self) -> QRectF:
        h = MARKER_SIZE / 2
        return QRectF(-h, -h, MARKER_SIZE, MARKER_SIZE)

    def body_path(self) -> QPainterPath:
        path = QPainterPath()
        if self.round:
            path.addEllipse(self.rect())
        else:
            path.addRoundedRect(self.rect(), CORNER - 1, CORNER - 1)
        return path

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        m = HIGHLIGHT_WIDTH * 1.6 + 1.0
        return self.rect().adjusted(-m, -m, m + SHADOW_OFFSET.x(), m + SHADOW_OFFSET.y())

    def shape(self) -> QPainterPath:
        return self.body_path()

    def look(self) -> tuple:
        return super().look() + (self.kind, self.value, self.label, self.broken)

    def paint_piece(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        getattr(self, f"_paint_{self.kind}")(painter, self.rect())
        self.paint_highlights(painter)

    # -- one painter per kind ------------------------------------------------------------------
    def _label(self, painter: QPainter, rect: QRectF, text: str, ink: QColor, size: float = 7.4) -> None:
        box = QRectF(rect.left() + 1, rect.bottom() - 12.0, rect.width() - 2, 10.5)
        text = caps(text)
        font = _font(size, bold=True, condensed=True)
        wide = QFontMetricsF(font).horizontalAdvance(text) * 1.06  # (a little room for hinting)
        if wide <= box.width():
            draw_text(painter, box, text, font, ink)
            return
        # a longer word (Greek, Hungarian): squeezed sideways to the counter's width, as printed
        # counters do, never past its edges
        painter.save()
        painter.translate(box.center())
        painter.scale(box.width() / wide, 1.0)
        draw_text(painter, QRectF(-wide / 2, -box.height() / 2, wide, box.height()), text, font, ink)
        painter.restore()

    def _corner_value(self, painter: QPainter, rect: QRectF, ink: QColor) -> None:
        if self.value is not None:
            draw_stat(painter, QPointF(rect.right() - 8.0, rect.top() + 8.5), self.value, ink, 10.0)

    def _paint_smoke(self, painter: QPainter, rect: QRectF) -> None:
        paint_blank(painter, rect, MARKER_COLOURS["smoke"], corner=CORNER - 1)
        cloud = QPainterPath()
        for cx, cy, r in ((-10, 0, 9), (0, -6, 11), (11, -1, 9), (4, 6, 9), (-5, 6, 8)):
            blob = QPainterPath()
            blob.addEllipse(QPointF(cx, cy - 2), r, r * 0.85)
            cloud = cloud.united(blob)
        grad = QRadialGradient(QPointF(-3, -10), 26)
        grad.setColorAt(0.0, QColor("#ffffff"))
        grad.setColorAt(1.0, QColor("#dadcd8"))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor("#8d918c"), 1.0))
        painter.drawPath(cloud)
        draw_text(painter, QRectF(-14, -17, 28, 24), str(self.value), _font(19.0, bold=True), MARKER_INK)
        self._label(painter, rect, marker_name("smoke"), MARKER_INK)

    def _paint_blaze(self, painter: QPainter, rect: QRectF) -> None:
        paint_blank(painter, rect, MARKER_COLOURS["blaze"], corner=CORNER - 1)
        outer = QPainterPath(QPointF(-13, 8))
        outer.cubicTo(QPointF(-17, -2), QPointF(-8, -6), QPointF(-9, -15))
        outer.cubicTo(QPointF(-3, -11), QPointF(-2, -6), QPointF(-1, -4))
        outer.cubicTo(QPointF(0, -10), QPointF(4, -16), QPointF(2, -21))
        outer.cubicTo(QPointF(10, -15), QPointF(16, -6), QPointF(13, 8))
        outer.closeSubpath()
        grad = QLinearGradient(QPointF(0, -21), QPointF(0, 8))
        grad.setColorAt(0.0, QColor("#ffd23a"))
        grad.setColorAt(0.6, QColor("#ff8a1c"))
        grad.setColorAt(1.0, QColor("#e0441a"))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor("#5a1406"), 1.0))
        painter.drawPath(outer)
        inner = QPainterPath(QPointF(-6, 8))
        inner.cubicTo(QPointF(-8, 1), QPointF(-2, -2), QPointF(0, -9))
        inner.cubicTo(QPointF(4, -4), QPointF(8, 1), QPointF(6, 8))
        inner.closeSubpath()
        painter.setBrush(QColor("#fff2a8"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(inner)
        self._label(painter, rect, marker_name("blaze"), WHITE_TEXT)

    def _paint_foxholes(self, painter: QPainter, rect: QRectF) -> None:
        paint_blank(painter, rect, MARKER_COLOURS["foxholes"], corner=CORNER - 1)
        for cx, cy in ((-9, -7), (8, -9), (0, 4)):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#5e4a2b"))
            painter.drawEllipse(QPointF(cx, cy), 7.5, 4.6)
            painter.setBrush(QColor("#2a2014"))
            painter.drawEllipse(QPointF(cx, cy + 0.8), 5.3, 2.8)
        self._corner_value(painter, rect, MARKER_INK)
        self._label(painter, rect, marker_name("foxholes"), MARKER_INK, 6.8)

    def _paint_trenches(self, painter: QPainter, rect: QRectF) -> None:
        paint_blank(painter, rect, MARKER_COLOURS["trenches"], corner=CORNER - 1)
        pts = [(-18, 2), (-11, -9), (-4, 2), (3, -9), (10, 2), (17, -9)]
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#e2d3ae"), 7.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.MiterJoin))
        painter.drawPolyline(QPolygonF([QPointF(x, y) for x, y in pts]))
        painter.setPen(QPen(QColor("#2f2414"), 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.MiterJoin))
        painter.drawPolyline(QPolygonF([QPointF(x, y) for x, y in pts]))
        self._label(painter, rect, marker_name("trenches"), MARKER_INK, 6.8)

    def _paint_wire(self, painter: QPainter, rect: QRectF) -> None:
        paint_blank(painter, rect, MARKER_COLOURS["wire"], corner=CORNER - 1)
        wire = QPen(QColor("#3b3a36"), 1.3)
        painter.setPen(wire)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for dy in (-9.0, -1.0):
            path = QPainterPath(QPointF(-19, dy))
            for i in range(8):
                x = -19 + (i + 0.5) * 4.75
                path.quadTo(QPointF(x, dy + (3.5 if i % 2 else -3.5)), QPointF(x + 2.4, dy))
            painter.drawPath(path)
        painter.setPen(QPen(QColor("#2a2925"), 1.5))
        for x in (-14.0, -4.0, 6.0, 16.0):  # the barbs
            painter.drawLine(QPointF(x - 2.2, -7.2), QPointF(x + 2.2, -2.8))
            painter.drawLine(QPointF(x + 2.2, -7.2), QPointF(x - 2.2, -2.8))
        painter.setPen(QPen(QColor("#5a4a30"), 2.0))
        for x in (-16.0, 16.0):  # the pickets
            painter.drawLine(QPointF(x, -14.0), QPointF(x, 5.0))
        self._label(painter, rect, marker_name("wire"), MARKER_INK)

    def _paint_mines(self, painter: QPainter, rect: QRectF) -> None:
        paint_blank(painter, rect, MARKER_COLOURS["mines"], corner=CORNER - 1)
        for cx, cy in ((-10, -8), (-1, 4), (9, -3)):
            painter.setPen(QPen(QColor("#1f1e1a"), 1.4))
            for a in range(0, 360, 45):
                dx, dy = math.cos(math.radians(a)), math.sin(math.radians(a))
                painter.drawLine(QPointF(cx + dx * 4, cy + dy * 4), QPointF(cx + dx * 7, cy + dy * 7))
            painter.setBrush(QColor("#2b2a25"))
            painter.drawEllipse(QPointF(cx, cy), 4.8, 4.8)
        self._corner_value(painter, rect, MARKER_INK)
        self._label(painter, rect, marker_name("mines"), MARKER_INK)

    def _paint_bunker(self, painter: QPainter, rect: QRectF) -> None:
        paint_blank(painter, rect, MARKER_COLOURS["bunker"], corner=CORNER - 1)
        dome = QPainterPath(QPointF(-17, 6))
        dome.cubicTo(QPointF(-17, -20), QPointF(17, -20), QPointF(17, 6))
        dome.closeSubpath()
        painter.setBrush(QColor("#c5c6bf"))
        painter.setPen(QPen(QColor("#3a3b36"), 1.4))
        painter.drawPath(dome)
        painter.setBrush(QColor("#151512"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRectF(-9, -6, 18, 3.6), 1.5, 1.5)
        self._label(painter, rect, marker_name("bunker"), MARKER_INK)

    def _paint_pillbox(self, painter: QPainter, rect: QRectF) -> None:
        paint_blank(painter, rect, MARKER_COLOURS["pillbox"], corner=CORNER - 1)
        painter.setBrush(QColor("#d0d1ca"))
        painter.setPen(QPen(QColor("#3a3b36"), 1.4))
        painter.drawPolygon(hexagon(0, -4, 14.5))
        painter.setBrush(QColor("#151512"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRectF(-8, -5.8, 16, 3.6), 1.5, 1.5)
        self._label(painter, rect, marker_name("pillbox"), MARKER_INK)

    def _paint_control(self, painter: QPainter, rect: QRectF) -> None:
        colour = QColor(str(self.value))
        disc = rect.adjusted(2, 2, -2, -2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW_COLOUR)
        painter.drawEllipse(disc.translated(SHADOW_OFFSET))
        painter.setBrush(colour)
        painter.setPen(QPen(colour.darker(BORDER_DARKER), 1.4))
        painter.drawEllipse(disc)
        ink = text_colour_on(colour)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ink, 1.6))
        painter.drawEllipse(disc.adjusted(3.5, 3.5, -3.5, -3.5))
        star = QPolygonF([QPointF((13.0 if i % 2 == 0 else 5.4) * math.cos(math.radians(-90 + 36 * i)),
                                  (13.0 if i % 2 == 0 else 5.4) * math.sin(math.radians(-90 + 36 * i)) - 1.0)
                          for i in range(10)])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(ink.red(), ink.green(), ink.blue(), 90 if self.label else 255))
        painter.drawPolygon(star)
        if self.label:
            draw_text(painter, disc, str(self.label), _font(17.0, bold=True), ink)

    def _paint_spotting_round(self, painter: QPainter, rect: QRectF) -> None:
        disc = rect.adjusted(3, 3, -3, -3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW_COLOUR)
        painter.drawEllipse(disc.translated(SHADOW_OFFSET))
        painter.setBrush(MARKER_COLOURS["spotting_round"])
        painter.setPen(QPen(QColor("#a61b14"), 2.4))
        painter.drawEllipse(disc)
        painter.setPen(QPen(QColor("#a61b14"), 1.6))
        painter.drawEllipse(disc.adjusted(7, 7, -7, -7))
        for a, b in (((0, -20), (0, -9)), ((0, 9), (0, 20)), ((-20, 0), (-9, 0)), ((9, 0), (20, 0))):
            painter.drawLine(QPointF(*a), QPointF(*b))
        draw_text(painter, QRectF(-10, -7, 20, 14), _tr("SR"), _font(10.0, bold=True), QColor("#a61b14"))

    def _paint_radio(self, painter: QPainter, rect: QRectF) -> None:
        fill = WEAPON_BROKEN_FILL if self.broken else MARKER_COLOURS["radio"]
        paint_blank(painter, rect, fill, corner=CORNER - 1)
        ink = WHITE_TEXT
        painter.setBrush(QColor("#1e2416"))
        painter.setPen(QPen(QColor("#0d0f09"), 1.0))
        painter.drawRoundedRect(QRectF(-18, -8, 17, 13), 1.5, 1.5)  # the set
        painter.setPen(QPen(QColor("#0d0f09"), 1.4))
        painter.drawLine(QPointF(-4, -8), QPointF(-1, -19))  # antenna
        painter.setBrush(QColor("#d9d2b0"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(-13, -1.5), 2.4, 2.4)
        painter.drawEllipse(QPointF(-6.5, -1.5), 2.4, 2.4)
        if self.value is not None:  # O18.2.3: the Radio's FP in a hexagon (the 7-hex impact area)
            painter.setBrush(COMMAND_FILL)
            painter.setPen(QPen(DARK_TEXT, 1.2))
            painter.drawPolygon(hexagon(10.5, -4.0, 10.5))
            draw_stat(painter, QPointF(10.5, -3.6), self.value, DARK_TEXT, 11.0)
        if self.broken:
            painter.setPen(QPen(BROKEN_STRIPE, 2.2))
            painter.drawLine(QPointF(-19, 9), QPointF(19, -19))
        self._label(painter, rect, marker_name("radio"), ink)

    # -- the optional rules' markers (V1 Rubble, V3 Starshell): our own simple art -------------

    def _paint_rubble(self, painter: QPainter, rect: QRectF) -> None:
        """V1: a heap of broken masonry - grey blocks and shards, tipped over one another."""
        paint_blank(painter, rect, MARKER_COLOURS["rubble"], corner=CORNER - 1)
        painter.setPen(QPen(QColor("#3b3833"), 1.0))
        blocks = (  # (points, fill): the heap's stones, back to front
            (((-19, 6), (-13, -6), (-5, -3), (-7, 7)), "#c9c3b6"),
            (((-6, 7), (-3, -9), (7, -12), (9, 7)), "#b3ab9c"),
            (((6, 7), (11, -5), (19, -1), (18, 7)), "#d2ccc0"),
            (((-14, 8), (-10, -1), (0, 1), (-1, 8)), "#8f887b"),
            (((0, 8), (3, 0), (12, 2), (11, 8)), "#9d9587"),
        )
        for points, fill in blocks:
            painter.setBrush(QColor(fill))
            painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
        painter.setPen(QPen(QColor("#4a2f22"), 1.6))  # a broken beam across the heap
        painter.drawLine(QPointF(-17, -10), QPointF(4, -17))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#5d574d"))  # dust and chips
        for x, y in ((-16, 9.5), (-9, 9.8), (2, 9.6), (14, 9.4), (17, -6), (-2, -14)):
            painter.drawEllipse(QPointF(x, y), 1.2, 1.0)
        self._label(painter, rect, marker_name("rubble"), MARKER_INK, 7.0)

    def _paint_starshell(self, painter: QPainter, rect: QRectF) -> None:
        """V3: a flare hanging under its little parachute, its light spreading in rays over a
        night-blue counter."""
        paint_blank(painter, rect, MARKER_COLOURS["starshell"], corner=CORNER - 1)
        flare = QPointF(0, -1)
        glow = QRadialGradient(flare, 17)
        glow.setColorAt(0.0, QColor(255, 246, 190, 235))
        glow.setColorAt(0.45, QColor(255, 214, 96, 110))
        glow.setColorAt(1.0, QColor(255, 214, 96, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(glow))
        painter.drawEllipse(flare, 17, 17)
        painter.setPen(QPen(QColor("#ffe79a"), 1.1))
        for i in range(12):  # the rays
            a = math.radians(i * 30 + 15)
            r0, r1 = (6.5, 13.5) if i % 2 else (6.5, 10.5)
            painter.drawLine(QPointF(flare.x() + r0 * math.cos(a), flare.y() + r0 * math.sin(a)),
                             QPointF(flare.x() + r1 * math.cos(a), flare.y() + r1 * math.sin(a)))
        canopy = QPainterPath(QPointF(-7, -15))  # the parachute and its lines
        canopy.cubicTo(QPointF(-6, -22), QPointF(6, -22), QPointF(7, -15))
        canopy.closeSubpath()
        painter.setBrush(QColor("#e9e4d2"))
        painter.setPen(QPen(QColor("#9a9481"), 0.8))
        painter.drawPath(canopy)
        for x in (-7.0, 0.0, 7.0):
            painter.drawLine(QPointF(x, -15), flare)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#fffdf2"))
        painter.drawEllipse(flare, 3.6, 3.6)
        if isinstance(self.value, int) and self.value > 1:  # two Starshells in one hex
            draw_text(painter, QRectF(rect.right() - 16, rect.top() + 2, 14, 12), f"×{self.value}",
                      _font(8.5, bold=True), QColor("#ffe79a"))
        self._label(painter, rect, marker_name("starshell"), QColor("#ffe79a"), 6.6)


def variant_markers(view, grid) -> list[tuple]:
    """The optional rules' markers on the map, as the unit layer places markers (kind, value,
    label, hex centre, offset): Rubble (V1) at the hex's lower left, each hex's Starshells (V3;
    their number if more than one) there too, or beside the Rubble."""
    from collections import Counter

    wanted = [("rubble", None, None, grid.centre(h), (-30.0, 16.0)) for h in sorted(view.rubble)]
    for h, n in sorted(Counter(view.starshells).items()):
        offset = (-16.0, 24.0) if h in view.rubble else (-30.0, 16.0)
        wanted.append(("starshell", n if n > 1 else None, None, grid.centre(h), offset))
    return wanted


# ----------------------------------------------------------------------------------------------
# Stacks (8)
# ----------------------------------------------------------------------------------------------
def stack_positions(n: int, step: float = STACK_STEP) -> list[QPointF]:
    """Offsets from the hex centre of ``n`` stacked pieces, bottom first: each piece one step up
    and right of the one under it, the whole stack centred, never spread over more than
    ``STACK_MAX_SPREAD`` map units (so 6 or more pieces still fit in the hex)."""
    if n <= 0:
        return []
    if n > 1:
        step = min(step, STACK_MAX_SPREAD / (n - 1))
    mid = (n - 1) / 2
    return [QPointF((i - mid) * step, (mid - i) * step) for i in range(n)]


def fan_columns(n: int) -> int:
    if n <= 3:
        return max(1, n)
    if n == 4:
        return 2
    if n <= 9:
        return 3
    return math.ceil(math.sqrt(n))


def fan_positions(n: int) -> list[QPointF]:
    """Offsets from the hex centre of ``n`` pieces spread out in a grid around the hex so each
    one is fully visible, bottom piece first (the top piece goes to the top-left cell)."""
    if n <= 0:
        return []
    cols = fan_columns(n)
    rows = math.ceil(n / cols)
    cw, ch = FAN_CELL
    lift = (ch - COUNTER_SIZE) / 2  # the cells have room for a Weapon and the name below the counter
    out: list[QPointF] = [QPointF()] * n
    for k in range(n):
        r, c = divmod(k, cols)
        in_row = min(cols, n - r * cols)
        out[n - 1 - k] = QPointF((c - (in_row - 1) / 2) * cw, (r - (rows - 1) / 2) * ch - (lift if n > 1 else 0.0))
    return out


def hex_marker_positions(n: int) -> list[QPointF]:
    """Offsets from the hex centre for ``n`` markers lying in the hex (Smoke, Blaze, a
    Fortification, a control marker): a small stack at the hex's upper left, under the unit
    stack (MARKER_Z < STACK_Z), so both show."""
    return [HEX_MARKER_ORIGIN + HEX_MARKER_STEP * i for i in range(max(0, n))]


class StackItem(QGraphicsObject):
    """The pieces in one hex (8), as children of this item, which sits at the hex centre.

    Collapsed, the pieces overlap with a small offset (:func:`stack_positions`); fanned out they
    spread in a grid around the hex over a dark backdrop (:func:`fan_positions`), raised above
    the other stacks, each counter's name under it.  ``fan_on_hover``: fan out after the mouse
    rests on the stack for ``FAN_DELAY_MS`` and collapse when it leaves.  In a view that shows
    the counters small, the spread is magnified so each counter is ``SPREAD_PX`` pixels wide (its
    digits and its name legible: a Leader under a Squad is read there), and moved as little as
    needed to stay inside the view.  Pieces later in :attr:`pieces` are on top.
    """

    def __init__(self, hex_id: str | None = None, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.hex_id = hex_id
        self.pieces: list[PieceItem] = []
        self.fanned = False
        self.fan_on_hover = True
        self.animate = True
        self._hover = False
        self._dragging: PieceItem | None = None
        self._shift = QPointF()  # the spread moved to stay inside the view (local units)
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.setInterval(FAN_DELAY_MS)
        self._timer.timeout.connect(self._hover_fan)
        self.setZValue(STACK_Z)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)

    # -- content -------------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.pieces)

    def __iter__(self):
        return iter(list(self.pieces))

    def top(self) -> PieceItem | None:
        return self.pieces[-1] if self.pieces else None

    def add(self, piece: PieceItem, index: int | None = None, animate: bool | None = None) -> PieceItem:
        """Put ``piece`` into this stack (on top unless ``index``), taking it out of its old one;
        it glides from where it is to its place."""
        if piece.stack is self and piece in self.pieces:
            self.pieces.remove(piece)
        elif piece.stack is not None:
            piece.stack.remove(piece, relayout=True)
        scene_pos = piece.scenePos() if piece.scene() is not None else None
        piece.stack = self
        piece.accept_drop()
        if piece.parentItem() is not self:
            piece.setParentItem(self)
            if scene_pos is not None and self.scene() is not None:
                piece.setPos(self.mapFromScene(scene_pos))
        self.pieces.insert(len(self.pieces) if index is None else index, piece)
        self.layout(self.animate if animate is None else animate)
        return piece

    def remove(self, piece: PieceItem, relayout: bool = True) -> None:
        """Take ``piece`` out (it stays in the scene where it is, as a top-level item)."""
        if piece not in self.pieces:
            return
        self.pieces.remove(piece)
        piece.stack = None
        if self._dragging is piece:
            self._dragging = None
            self._restore_z()
        if piece.parentItem() is self:
            scene_pos = piece.scenePos()
            piece.setParentItem(None)
            piece.setPos(scene_pos)
        if relayout:
            if len(self.pieces) < 2 and self.fanned:
                self.collapse()
            else:
                self.layout(self.animate)

    def set_pieces(self, pieces: Iterable[PieceItem]) -> None:
        """Exactly these pieces, bottom first (others are removed from the stack)."""
        pieces = list(pieces)
        for p in list(self.pieces):
            if p not in pieces:
                self.remove(p, relayout=False)
        self.pieces = []
        for p in pieces:
            self.add(p, animate=False)

    def raise_piece(self, piece: PieceItem) -> None:
        """Move ``piece`` to the top of the stack."""
        if piece in self.pieces:
            self.pieces.remove(piece)
            self.pieces.append(piece)
            self.layout(self.animate)

    # -- layout ----------------------------------------------------------------------------------
    def positions(self) -> list[QPointF]:
        n = len(self.pieces)
        if not self.fanned:
            return stack_positions(n)
        return [p + self._shift for p in fan_positions(n)]

    def layout(self, animate: bool = False) -> None:
        """Place every piece (except one being dragged) and set its z-order (later = higher)."""
        for i, (piece, pos) in enumerate(zip(self.pieces, self.positions())):
            if piece.dragging:
                continue
            piece.setZValue(float(i))
            piece.move_to(pos, animate)

    def _view(self):
        scene = self.scene()
        views = scene.views() if scene is not None else []
        return views[0] if views else None

    def spread_scale(self) -> float:
        """How much the spread is magnified: so that a counter is ``SPREAD_PX`` pixels wide in
        the view showing it (1: not in a view, or the counters are that big already)."""
        view = self._view()
        if view is None:
            return 1.0
        zoom = view.transform().m11() * (self.parentItem().sceneTransform().m11() if self.parentItem() else 1.0)
        if zoom <= 0:
            return 1.0
        return min(MAX_SPREAD_SCALE, max(1.0, SPREAD_PX / (COUNTER_SIZE * zoom)))

    def _keep_in_view(self) -> QPointF:
        """The shift (local units) that brings the magnified spread inside the view (as far as
        it fits), else none."""
        view = self._view()
        if view is None:
            return QPointF()
        rect = view.mapFromScene(self.mapRectToScene(self._fan_rect(QPointF()))).boundingRect()
        room = view.viewport().rect().adjusted(4, 4, -4, -4)
        dx = dy = 0
        if rect.width() > room.width() or rect.left() < room.left():
            dx = room.left() - rect.left()
        elif rect.right() > room.right():
            dx = room.right() - rect.right()
        if rect.height() > room.height() or rect.top() < room.top():
            dy = room.top() - rect.top()
        elif rect.bottom() > room.bottom():
            dy = room.bottom() - rect.bottom()
        per_px = self.sceneTransform().m11() * view.transform().m11()
        return QPointF(dx / per_px, dy / per_px) if per_px > 0 else QPointF()

    def fan_out(self, animate: bool | None = None) -> None:
        """Spread the pieces around the hex so each can be reached and read (hover or click):
        magnified to a legible size in the view, inside it."""
        self._timer.stop()
        if self.fanned or len(self.pieces) < 2:
            return
        self.prepareGeometryChange()
        self.fanned = True
        self.setScale(self.spread_scale())
        self._shift = self._keep_in_view()
        if self._dragging is None:
            self.setZValue(FANNED_Z)
        self.layout(self.animate if animate is None else animate)
        self.update()

    def collapse(self, animate: bool | None = None) -> None:
        """Back to the stacked look."""
        self._timer.stop()
        if not self.fanned:
            return
        self.prepareGeometryChange()
        self.fanned = False
        self._shift = QPointF()
        self.setScale(1.0)
        if self._dragging is None:
            self.setZValue(STACK_Z)
        self.layout(self.animate if animate is None else animate)
        self.update()

    def toggle_fan(self) -> None:
        self.collapse() if self.fanned else self.fan_out()

    # -- drag bookkeeping (called by the pieces) -------------------------------------------------
    def drag_started(self, piece: PieceItem) -> None:
        self._dragging = piece
        self.setZValue(DRAG_Z)
        piece.setZValue(len(self.pieces) + 1.0)

    def drag_ended(self, piece: PieceItem) -> None:
        self._dragging = None
        self._restore_z()
        if self.fanned and not self._hover and self.fan_on_hover:
            self.collapse()

    def _restore_z(self) -> None:
        self.setZValue(FANNED_Z if self.fanned else STACK_Z)

    # -- hover -----------------------------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802 - Qt API
        self._hover = True
        if self.fan_on_hover and len(self.pieces) > 1 and not self.fanned:
            self._timer.start()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 - Qt API
        self._hover = False
        self._timer.stop()
        if self.fan_on_hover and self.fanned and self._dragging is None:
            self.collapse()

    def _hover_fan(self) -> None:
        if self._hover:
            self.fan_out()

    # -- the backdrop of a fanned stack ----------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        if not self.fanned or not self.pieces:
            return QRectF()
        return self._fan_rect()

    def name_rects(self, shift: QPointF | None = None) -> list[QRectF]:
        """Where each piece's name is written under it in the spread (local units), bottom first."""
        shift = self._shift if shift is None else shift
        cw = FAN_CELL[0]
        return [QRectF(p.x() + shift.x() - cw / 2 + 2, p.y() + shift.y() + WEAPON_OFFSET.y() + WEAPON_SIZE / 2 + 2,
                       cw - 4, FAN_CELL[1] - COUNTER_SIZE - WEAPON_OFFSET.y() - WEAPON_SIZE / 2 + HALF - 4)
                for p in fan_positions(len(self.pieces))]

    def _fan_rect(self, shift: QPointF | None = None) -> QRectF:
        """The backdrop: every piece's outline and name at its fanned place, plus a margin, and
        the hex's own stack (the mouse on it stays on the stack)."""
        shift = self._shift if shift is None else shift
        rect = QRectF(-HALF, -HALF, COUNTER_SIZE, COUNTER_SIZE).adjusted(-STACK_MAX_SPREAD / 2, -STACK_MAX_SPREAD / 2,
                                                                          STACK_MAX_SPREAD / 2, STACK_MAX_SPREAD / 2)
        for piece, pos, name in zip(self.pieces, fan_positions(len(self.pieces)), self.name_rects(shift)):
            rect = rect.united(piece.body_path().boundingRect().translated(pos + shift)).united(name)
        return rect.adjusted(-FAN_PADDING, -FAN_PADDING, FAN_PADDING, FAN_PADDING)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.fanned and self.pieces:
            path.addRoundedRect(self._fan_rect(), 10, 10)
        return path

    @staticmethod
    def piece_name(piece: PieceItem) -> str:
        view = getattr(piece, "view", None)
        return getattr(view, "name", "") if view is not None else getattr(piece, "label", "") or ""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.fanned or not self.pieces:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setBrush(FAN_BACKDROP)
        painter.setPen(QPen(QColor(255, 255, 240, 120), 1.5))
        painter.drawRoundedRect(self._fan_rect().adjusted(0.75, 0.75, -0.75, -0.75), 10, 10)
        # each counter's name under it, whole (two lines at most)
        font = _font(FAN_NAME_SIZE, bold=True, condensed=True)
        painter.setFont(font)
        painter.setPen(FAN_NAME_INK)
        metrics = QFontMetricsF(font)
        for piece, rect in zip(self.pieces, self.name_rects()):
            name = self.piece_name(piece)
            if not name:
                continue
            if metrics.horizontalAdvance(name) > rect.width():  # two lines, the second elided
                first, _, rest = name.partition(" ")
                name = first + "\n" + metrics.elidedText(rest, Qt.TextElideMode.ElideRight, rect.width()) if rest \
                    else metrics.elidedText(name, Qt.TextElideMode.ElideRight, rect.width())
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), name)
        # a dot at the hex centre shows which hex the pieces are in
        painter.setBrush(QColor(255, 255, 240, 200))
        painter.setPen(QPen(QColor(20, 20, 16, 200), 1.0))
        painter.drawEllipse(QPointF(0, 0), 4.0, 4.0)


__all__ = [
    "COUNTER_SIZE", "MARKER_KINDS", "MARKER_SIZE", "CounterItem", "MarkerItem", "PieceItem",
    "StackItem", "UnitView", "WeaponView", "fan_positions", "stack_positions", "text_colour_on",
]
