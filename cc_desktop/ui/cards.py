"""Fate cards drawn from data (rule 1), the hand, the discard pile and the reveal of a card.

* :func:`card_texts` loads our own short texts of every Order (O16-O23), Action (A25-A41) and
  Event (E43-E77) from ``resources/text/<language>/cards.json`` (checked against
  ``resources/schemas/cardtext.schema.json``); a translation is one more such file.
* :class:`CardView` - what one card shows (1.5-1.9): number, Order, Action, Event, Random Hex,
  the white and coloured dice and the die-roll trigger, in the nation's colour.
* :class:`CardWidget` paints one card like the printed layout: the Order at the top, a picture
  area (an abstract emblem of the Order), the Action, the Event, the Random Hex in a light-green
  hex at the lower left (1.8), the two dice at the lower right (1.9) and, for a trigger, a red
  box with its word (1.9.1).  The texts are its tooltip.  Face down it shows the card back.
* :class:`HandWidget` - a hand side by side, scrollable; ``card_clicked(int)`` and
  ``card_activated(int)`` (double click) carry the card number, ``card_dragged(int, QPoint)`` /
  ``card_dropped(int, QPoint)`` a card dragged out of the hand (no ``QDrag``: a picture of the
  card follows the mouse, so it works offscreen) and the global point where it was let go; face down it shows only backs
  and a count (the opponent's hand, 1.1).
* :class:`PileDialog` - a discard pile, face up and browsable (1.2).
* :class:`RevealPopup` - a revealed card shown big for a moment (rolls 1.9, triggers 1.9.1,
  random hexes 1.8).
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Iterable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QMouseEvent, QPainter, QPainterPath, QPen, QPixmap,
    QPolygonF, QRegion,
)
from PySide6.QtWidgets import (
    QApplication, QDialog, QDialogButtonBox, QFrame, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QScrollArea,
    QSizePolicy, QVBoxLayout, QWidget,
)

from typing import TYPE_CHECKING

from cc_desktop.ui.grammar import caps
from cc_desktop.ui.fonts import map_font, ui_font
from cc_desktop.ui.rulebook import card_texts as ui_card_texts

if TYPE_CHECKING:
    from cc_desktop.content.model import FateCard
    from cc_desktop.content.texts import CardTexts

#: the card texts' home is cc_desktop/content/texts.py; these names are still read from here, and
#: imported only when first asked for: the content package is not needed to build the window
_CONTENT_TEXTS = frozenset({"DEFAULT_LANGUAGE", "ORDER_RULES", "TEXT_FORMAT", "CardText", "CardTexts",
                            "available_languages", "card_text_path", "card_texts", "parse_card_texts", "texts_dir"})


def __getattr__(name: str):
    if name in _CONTENT_TEXTS:
        from cc_desktop.content import texts

        return getattr(texts, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class _CardTextsOf:
    """The card texts a widget draws with: the ones given, else the content language's, loaded
    when first wanted (not when the window is built)."""

    _card_texts = None

    @property
    def texts(self):
        if self._card_texts is None:
            self._card_texts = ui_card_texts()
        return self._card_texts

    @texts.setter
    def texts(self, value) -> None:
        self._card_texts = value



def _tr(text: str) -> str:
    return QCoreApplication.translate("Cards", text)


# ----------------------------------------------------------------------------------------------
# What a card shows
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardView:
    """One Fate card face (1.5-1.9): ``dice`` = (white, coloured); ``colour`` = the nation's."""

    number: int
    order: str
    action: str
    event: str
    random_hex: str
    dice: tuple[int, int]
    trigger: str | None = None
    colour: str = "#6b6b60"
    wind: int | None = None  # E48 Breeze
    marksman_nation: str | None = None  # A37 Marksmanship
    nation: str = ""  # the deck's nation name, for the card back

    @classmethod
    def from_card(cls, card: FateCard, colour: str | None = None, nation: str = "",
                  nation_names: Mapping[str, str] | None = None) -> "CardView":
        """From a :class:`FateCard`; ``nation_names`` (id -> name) names the nation printed
        with Marksmanship (A37)."""
        marksman = card.marksman_nation
        if marksman is not None:
            marksman = (nation_names or {}).get(marksman, marksman.replace("_", " ").title())
        return cls(number=card.number, order=card.order, action=card.action, event=card.event,
                   random_hex=card.random_hex, dice=tuple(card.dice), trigger=card.trigger,
                   colour=colour or "#6b6b60", wind=card.wind, marksman_nation=marksman, nation=nation)

    @classmethod
    def from_state(cls, game_state, side: str, number: int) -> "CardView":
        """Card ``number`` of ``side``'s deck in a :class:`cc_desktop.rules.state.GameState` (tests
        and tools that hold a state; the window's cards come from its view, :meth:`from_view`)."""
        return cls.of_deck(game_state.scenario, side, game_state.players[side].cards[number])

    @classmethod
    def from_view(cls, view, side: str, number: int) -> "CardView":
        """Card ``number`` of ``side``'s deck as the seated player sees it (his view's ``card``)."""
        return cls.of_deck(view.scenario, side, view.card(side, number))

    @classmethod
    def of_deck(cls, scenario, side: str, card: FateCard) -> "CardView":
        from cc_desktop.ui.names import nation_name

        sides = scenario.sides
        names = {s.nation.id: nation_name(s.nation) for s in sides.values()}
        nation = sides[side].nation
        return cls.from_card(card, nation.colour, nation_name(nation), names)


def trigger_word(trigger: str) -> str:
    """1.9.1: the word in the red box."""
    return {"event": _tr("Event!"), "jammed": _tr("Jammed!"), "sniper": _tr("Sniper!"),
            "time": _tr("Time!")}.get(trigger, trigger)


def card_tooltip(view: CardView, texts: CardTexts) -> str:
    """The card's texts as rich text (the widget's tooltip, the pile's preview)."""
    o, a, e = texts.order(view.order), texts.action(view.action), texts.event(view.event)
    action_name = a.name + (f" ({view.marksman_nation})" if view.marksman_nation else "")
    event_name = e.name + (" " + _tr("(wind {n})").format(n=view.wind) if view.wind else "")
    parts = [
        f"<b>{_tr('Card {n}').format(n=view.number)}</b>",
        f"<b>{_tr('Order')}: {o.name}</b> [{o.rule}]<br>{o.text}",
        f"<b>{_tr('Action')}: {action_name}</b> [{a.rule}]<br>{a.text}",
        f"<b>{_tr('Event')}: {event_name}</b> [{e.rule}]<br>{e.text}",
        _tr("Random hex {hex}, dice {white} + {coloured} = {total}").format(
            hex=view.random_hex, white=view.dice[0], coloured=view.dice[1], total=sum(view.dice))
        + (f" - <b>{trigger_word(view.trigger)}</b>" if view.trigger else ""),
    ]
    return "<p style='white-space:pre-wrap'>" + "<br><br>".join(parts) + "</p>"


# ----------------------------------------------------------------------------------------------
# Painting a card (logical coordinates: CARD_W x CARD_H, scaled to the widget)
# ----------------------------------------------------------------------------------------------
CARD_W, CARD_H = 250.0, 350.0
CARD_RADIUS = 14.0
PAPER = QColor("#f5efdb")
INK = QColor("#1d1b16")
FAINT_INK = QColor("#6a6456")
HEX_GREEN = QColor("#bfe3a6")  # 1.8: the Random Hex is printed in a light-green hex
HEX_GREEN_EDGE = QColor("#4f7d3a")
TRIGGER_RED = QColor("#c81e1a")  # 1.9.1: the red trigger box
SELECTED = QColor("#ffcc1a")
EMPHASIS = QColor("#ff9f1a")
BACK_LIGHT = 128  # lighter() factor of the nation colour on the card back's pattern

ORDER_BAND = QRectF(10, 10, 230, 50)
PICTURE = QRectF(10, 66, 230, 104)
ACTION_BOX = QRectF(10, 176, 230, 44)
EVENT_BOX = QRectF(10, 226, 230, 44)
HEX_CENTRE = QPointF(52, 309)
HEX_RADIUS = 33.0
DICE = (QRectF(132, 287, 44, 44), QRectF(186, 287, 44, 44))
TRIGGER_BOX = QRectF(124, 278, 114, 62)


def _font(size: float, bold: bool = False, condensed: bool = False) -> QFont:
    font = map_font(size, bold)
    if condensed:
        font.setStretch(QFont.Stretch.Condensed)
    return font


def _fit_font(text: str, width: float, size: float, bold: bool = True, minimum: float = 9.0) -> QFont:
    font = _font(size, bold)
    while size > minimum and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 0.5
        font = _font(size, bold)
    if QFontMetricsF(font).horizontalAdvance(text) > width:
        font.setStretch(QFont.Stretch.Condensed)
    return font


def _text(painter: QPainter, rect: QRectF, text: str, font: QFont, colour: QColor,
          align=Qt.AlignmentFlag.AlignCenter) -> None:
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align), text)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved the fraction ``t`` towards ``b``."""
    return QColor(round(a.red() + (b.red() - a.red()) * t), round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t))


def _hexagon(c: QPointF, r: float) -> QPolygonF:
    return QPolygonF([QPointF(c.x() + r * math.cos(math.radians(60 * i)), c.y() + r * math.sin(math.radians(60 * i)))
                      for i in range(6)])


def _pips(value: int) -> list[tuple[float, float]]:
    """Pip positions of a die face on a 0..1 square."""
    lo, mid, hi = 0.27, 0.5, 0.73
    return {
        1: [(mid, mid)],
        2: [(lo, lo), (hi, hi)],
        3: [(lo, lo), (mid, mid), (hi, hi)],
        4: [(lo, lo), (hi, lo), (lo, hi), (hi, hi)],
        5: [(lo, lo), (hi, lo), (mid, mid), (lo, hi), (hi, hi)],
        6: [(lo, lo), (hi, lo), (lo, mid), (hi, mid), (lo, hi), (hi, hi)],
    }.get(value, [])


def paint_die(painter: QPainter, rect: QRectF, value: int, fill: QColor) -> None:
    painter.setPen(QPen(INK, 1.6))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 7, 7)
    pip = INK if fill.lightness() > 140 else QColor("#fbf8ee")
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pip)
    r = rect.width() * 0.085
    for x, y in _pips(value):
        painter.drawEllipse(QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height()), r, r)


def _emblem(painter: QPainter, order: str, rect: QRectF, colour: QColor) -> None:
    """An abstract emblem of the Order in the picture area (no artwork)."""
    c = rect.center()
    ink = colour.darker(160)
    light = QColor(colour.lighter(170))
    pen = QPen(ink, 6.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen)
    if order == "fire":  # a sight picture with a muzzle burst
        painter.drawEllipse(c, 34, 34)
        painter.setPen(QPen(ink, 3.0))
        painter.drawEllipse(c, 18, 18)
        for dx, dy in ((0, -44), (0, 44), (-44, 0), (44, 0)):
            painter.drawLine(QPointF(c.x() + dx * 0.45, c.y() + dy * 0.45), QPointF(c.x() + dx, c.y() + dy))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TRIGGER_RED)
        painter.drawEllipse(c, 5, 5)
    elif order == "move":  # three chevrons going right
        for i in range(3):
            x = c.x() - 42 + i * 30
            painter.drawPolyline(QPolygonF([QPointF(x, c.y() - 26), QPointF(x + 22, c.y()), QPointF(x, c.y() + 26)]))
    elif order == "advance":  # a bold arrow into a hex
        painter.setPen(QPen(ink, 3.0))
        painter.drawPolygon(_hexagon(QPointF(c.x() + 42, c.y()), 30))
        path = QPainterPath(QPointF(c.x() - 70, c.y() - 9))
        for x, y in ((c.x() + 20, c.y() - 9), (c.x() + 20, c.y() - 24), (c.x() + 50, c.y()),
                     (c.x() + 20, c.y() + 24), (c.x() + 20, c.y() + 9), (c.x() - 70, c.y() + 9)):
            path.lineTo(QPointF(x, y))
        path.closeSubpath()
        painter.setPen(QPen(ink, 2.0))
        painter.setBrush(light)
        painter.drawPath(path)
    elif order == "recover":  # a cross in a ring, rising
        painter.drawEllipse(c, 36, 36)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawRect(QRectF(c.x() - 8, c.y() - 24, 16, 48))
        painter.drawRect(QRectF(c.x() - 24, c.y() - 8, 48, 16))
    elif order == "rout":  # an arrow turning back
        path = QPainterPath(QPointF(c.x() + 60, c.y() + 24))
        path.lineTo(QPointF(c.x() - 10, c.y() + 24))
        path.arcTo(QRectF(c.x() - 58, c.y() - 24, 48, 48), 270, -180)
        path.lineTo(QPointF(c.x() + 30, c.y() - 24))
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawPolygon(QPolygonF([QPointF(c.x() + 52, c.y() - 24), QPointF(c.x() + 26, c.y() - 40),
                                       QPointF(c.x() + 26, c.y() - 8)]))
    elif order in ("artillery_request", "artillery_denied"):  # radio waves and a shell's arc
        painter.setPen(QPen(ink, 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        base = QPointF(c.x() - 50, c.y() + 30)
        painter.drawLine(base, QPointF(base.x(), base.y() - 46))
        for r in (14, 26, 38):
            painter.drawArc(QRectF(base.x() - r, base.y() - 46 - r, 2 * r, 2 * r), 20 * 16, 50 * 16)
        arc = QPen(ink, 3.0, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(arc)
        path = QPainterPath(QPointF(c.x() - 30, c.y() + 30))
        path.quadTo(QPointF(c.x() + 20, c.y() - 70), QPointF(c.x() + 56, c.y() + 26))
        painter.drawPath(path)
        painter.setPen(QPen(ink, 2.0))
        painter.setBrush(light)
        painter.drawPolygon(_hexagon(QPointF(c.x() + 56, c.y() + 26), 14))
        if order == "artillery_denied":
            painter.setPen(QPen(TRIGGER_RED, 8.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(c.x() - 80, c.y() + 40), QPointF(c.x() + 80, c.y() - 40))
    else:  # command confusion: arrows every which way around a question mark
        painter.setPen(QPen(ink, 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for a in (20, 100, 160, 240, 300):
            dx, dy = math.cos(math.radians(a)), math.sin(math.radians(a))
            start = QPointF(c.x() + dx * 26, c.y() + dy * 26)
            end = QPointF(c.x() + dx * 46, c.y() + dy * 42)
            painter.drawLine(start, end)
        _text(painter, QRectF(c.x() - 30, c.y() - 30, 60, 60), "?", _font(54, bold=True), ink)


def paint_card(painter: QPainter, view: CardView, texts: CardTexts, emphasis: str | None = None) -> None:
    """One card face in CARD_W x CARD_H logical units."""
    colour = QColor(view.colour)
    band_ink = QColor("#fbf8ee") if colour.lightness() < 150 else INK
    card = QRectF(0, 0, CARD_W, CARD_H)
    painter.setPen(QPen(INK, 2.0))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(card.adjusted(1, 1, -1, -1), CARD_RADIUS, CARD_RADIUS)
    painter.setPen(QPen(colour, 3.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(card.adjusted(5, 5, -5, -5), CARD_RADIUS - 4, CARD_RADIUS - 4)
    # 1.5: the Order at the top
    grad = QLinearGradient(ORDER_BAND.topLeft(), ORDER_BAND.bottomLeft())
    grad.setColorAt(0.0, colour.lighter(118))
    grad.setColorAt(1.0, colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(ORDER_BAND, 7, 7)
    caption = _tr("ORDER / ACTION") if view.order == "fire" else _tr("ORDER")
    _text(painter, QRectF(ORDER_BAND.left() + 8, ORDER_BAND.top() + 3, 150, 13), caption, _font(9.5, True),
          band_ink, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    _text(painter, QRectF(ORDER_BAND.right() - 58, ORDER_BAND.top() + 3, 50, 13), f"#{view.number}",
          _font(10, True), band_ink, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    order_name = caps(texts.order(view.order).name)
    name_rect = QRectF(ORDER_BAND.left() + 6, ORDER_BAND.top() + 15, ORDER_BAND.width() - 12, 33)
    _text(painter, name_rect, order_name, _fit_font(order_name, name_rect.width(), 24), band_ink)
    # the picture area: an emblem of the Order on a wash of the nation colour
    wash = QLinearGradient(PICTURE.topLeft(), PICTURE.bottomRight())
    wash.setColorAt(0.0, _mix(colour, PAPER, 0.72))
    wash.setColorAt(1.0, _mix(colour, PAPER, 0.45))
    painter.setBrush(QBrush(wash))
    painter.setPen(QPen(colour.darker(130), 1.2))
    painter.drawRoundedRect(PICTURE, 6, 6)
    painter.save()
    painter.setClipRect(PICTURE.adjusted(1, 1, -1, -1))
    painter.setPen(QPen(QColor(255, 255, 255, 55), 5.0))
    for i in range(-4, 14):
        x = PICTURE.left() + i * 24
        painter.drawLine(QPointF(x, PICTURE.bottom()), QPointF(x + PICTURE.height(), PICTURE.top()))
    _emblem(painter, view.order, PICTURE, colour)
    painter.restore()
    # 1.6: the Action, 1.7: the Event
    action = texts.action(view.action).name
    if view.marksman_nation:
        action += f" ({view.marksman_nation})"
    event = texts.event(view.event).name
    if view.wind:
        event += " " + _tr("(wind {n})").format(n=view.wind)
    for box, label, name in ((ACTION_BOX, _tr("ACTION"), action), (EVENT_BOX, _tr("EVENT"), event)):
        _text(painter, QRectF(box.left() + 2, box.top(), 120, 13), label, _font(9.5, True), FAINT_INK,
              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        rect = QRectF(box.left() + 2, box.top() + 12, box.width() - 4, box.height() - 12)
        _text(painter, rect, name, _fit_font(name, rect.width(), 20), INK,
              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    painter.setPen(QPen(colour, 1.4))
    painter.drawLine(QPointF(EVENT_BOX.left(), EVENT_BOX.top() - 3), QPointF(EVENT_BOX.right(), EVENT_BOX.top() - 3))
    painter.drawLine(QPointF(EVENT_BOX.left(), EVENT_BOX.bottom() + 2), QPointF(EVENT_BOX.right(), EVENT_BOX.bottom() + 2))
    # 1.8: the Random Hex in a light-green hex, lower left
    painter.setPen(QPen(HEX_GREEN_EDGE, 2.0))
    painter.setBrush(HEX_GREEN)
    painter.drawPolygon(_hexagon(HEX_CENTRE, HEX_RADIUS))
    _text(painter, QRectF(HEX_CENTRE.x() - 30, HEX_CENTRE.y() - 16, 60, 32), view.random_hex, _font(22, True), INK)
    # 1.9: the white and the coloured die, lower right; 1.9.1: the red trigger box
    if view.trigger:
        painter.setPen(QPen(TRIGGER_RED, 3.0))
        painter.setBrush(QColor(200, 30, 26, 28))
        painter.drawRoundedRect(TRIGGER_BOX, 6, 6)
    paint_die(painter, DICE[0], view.dice[0], QColor("#ffffff"))
    paint_die(painter, DICE[1], view.dice[1], colour)
    _paint_emphasis(painter, emphasis)
    if view.trigger:  # the red word on top of any ring: a ringed roll still reads "TIME!"
        label = QRectF(TRIGGER_BOX.left() + 10, TRIGGER_BOX.top() - 9, TRIGGER_BOX.width() - 20, 16)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(TRIGGER_RED)
        painter.drawRoundedRect(label, 4, 4)
        word = caps(trigger_word(view.trigger))
        _text(painter, label, word, _fit_font(word, label.width() - 6, 12), QColor("#ffffff"))


def _paint_emphasis(painter: QPainter, part: str | None) -> None:
    rects = {"order": ORDER_BAND, "action": ACTION_BOX, "event": EVENT_BOX,
             "hex": QRectF(HEX_CENTRE.x() - HEX_RADIUS - 3, HEX_CENTRE.y() - HEX_RADIUS - 3,
                           2 * HEX_RADIUS + 6, 2 * HEX_RADIUS + 6),
             "dice": TRIGGER_BOX.adjusted(-3, -3, 3, 3)}
    if part in rects:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 159, 26, 110), 9.0))
        painter.drawRoundedRect(rects[part], 8, 8)
        painter.setPen(QPen(EMPHASIS, 3.5))
        painter.drawRoundedRect(rects[part], 8, 8)


def paint_card_back(painter: QPainter, colour: QColor, label: str = "") -> None:
    """The back of a Fate card: the same for every card of a deck (it shows nothing of the face)."""
    card = QRectF(0, 0, CARD_W, CARD_H)
    painter.setPen(QPen(INK, 2.0))
    painter.setBrush(colour.darker(115))
    painter.drawRoundedRect(card.adjusted(1, 1, -1, -1), CARD_RADIUS, CARD_RADIUS)
    inner = card.adjusted(12, 12, -12, -12)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(inner, 8, 8)
    painter.setClipPath(clip)
    painter.setPen(QPen(colour.lighter(BACK_LIGHT), 4.0))
    for i in range(-16, 16):
        x = inner.left() + i * 22
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
    painter.restore()
    painter.setPen(QPen(PAPER, 3.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, 8, 8)
    c = card.center()
    painter.setBrush(colour.darker(150))
    painter.setPen(QPen(PAPER, 4.0))
    painter.drawPolygon(_hexagon(c, 58))
    painter.setBrush(PAPER)
    painter.setPen(Qt.PenStyle.NoPen)
    star = QPolygonF([QPointF(c.x() + (34 if i % 2 == 0 else 14) * math.cos(math.radians(-90 + 36 * i)),
                              c.y() + (34 if i % 2 == 0 else 14) * math.sin(math.radians(-90 + 36 * i)))
                      for i in range(10)])
    painter.drawPolygon(star)
    if label:
        _text(painter, QRectF(inner.left(), inner.bottom() - 40, inner.width(), 30), label,
              _fit_font(label, inner.width() - 20, 18), PAPER)


# ----------------------------------------------------------------------------------------------
# Widgets
# ----------------------------------------------------------------------------------------------
DEFAULT_CARD_SIZE = QSize(130, 182)

#: Cards drawn lately, as pictures: a hand shown again (the player back at the screen after a
#: hand-over, the same hand after a move) is copied, not drawn again.  Keyed by everything a
#: card's picture depends on; the oldest go first.
_PICTURES: dict[tuple, QPixmap] = {}
_PICTURES_KEPT = 96


class CardWidget(_CardTextsOf, QWidget):
    """One Fate card, face up (a :class:`CardView`) or face down (the back only).

    ``clicked(int)`` on a click and ``activated(int)`` on a double click carry the card number
    (0 for a face-down card).  ``set_selected``, ``set_playable`` (unplayable cards are dimmed)
    and ``set_emphasis`` (ring the ``order``, ``action``, ``event``, ``hex`` or ``dice``) are for
    the owner."""

    clicked = Signal(int)
    activated = Signal(int)
    drag_moved = Signal(int, QPoint)  # card number, global position of the mouse
    dropped = Signal(int, QPoint)  # card number, global position where the drag ended

    def __init__(self, view: CardView | None = None, face_down: bool = False, parent: QWidget | None = None,
                 size: QSize = DEFAULT_CARD_SIZE, texts: CardTexts | None = None, back_colour: str | None = None):
        super().__init__(parent)
        self._view = view
        self.face_down = face_down or view is None
        self.texts = texts
        self.back_colour = back_colour or (view.colour if view else "#5d5d52")
        self.selected = False
        self.playable = True
        self.emphasis: str | None = None
        self.setFixedSize(size)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._press: QPoint | None = None
        self._grab: QPoint = QPoint()
        self.ghost: QLabel | None = None  # the card following the mouse during a drag
        self._update_tooltip()

    @property
    def view(self) -> CardView | None:
        """The face (``None`` for a face-down card)."""
        return None if self.face_down else self._view

    @property
    def number(self) -> int:
        return self._view.number if self._view is not None and not self.face_down else 0

    def set_view(self, view: CardView | None, face_down: bool = False) -> None:
        self._view = view
        self.face_down = face_down or view is None
        if view is not None:
            self.back_colour = view.colour
        self._update_tooltip()
        self.update()

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()

    def set_playable(self, playable: bool) -> None:
        if playable != self.playable:
            self.playable = playable
            self.update()

    def set_emphasis(self, part: str | None) -> None:
        if part != self.emphasis:
            self.emphasis = part
            self.update()

    def _update_tooltip(self) -> None:
        tip = "" if self.face_down or self._view is None else card_tooltip(self._view, self.texts)
        reason = getattr(self, "reason", "")
        if tip and reason:  # why the card is dimmed now, with its rule
            tip += f"<hr><i>{html.escape(reason)}</i>"
        self.setToolTip(tip)

    def set_reason(self, reason: str) -> None:
        """Why the card cannot be played now ("" when it can, or when nobody asks)."""
        if reason != getattr(self, "reason", None):
            self.reason = reason
            self._update_tooltip()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return self.size()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt API
        ratio = self.devicePixelRatioF()
        key = (None if self.face_down else self._view, self.face_down, self.back_colour if self.face_down else None,
               self.emphasis, self.playable, self.selected, self.width(), self.height(), ratio, id(self.texts))
        picture = _PICTURES.pop(key, None)
        if picture is None:
            picture = QPixmap(self.size() * ratio)
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            self._paint(picture)
            while len(_PICTURES) >= _PICTURES_KEPT:
                del _PICTURES[next(iter(_PICTURES))]
        _PICTURES[key] = picture  # the newest last
        painter = QPainter(self)
        painter.drawPixmap(0, 0, picture)
        painter.end()

    def _paint(self, device) -> None:
        """Draw the card on ``device`` (the widget's size)."""
        painter = QPainter(device)
        try:
            painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
            margin = 4.0
            s = min((self.width() - 2 * margin) / CARD_W, (self.height() - 2 * margin) / CARD_H)
            painter.translate((self.width() - CARD_W * s) / 2, (self.height() - CARD_H * s) / 2)
            painter.scale(s, s)
            if self.face_down:
                paint_card_back(painter, QColor(self.back_colour))
            else:
                paint_card(painter, self._view, self.texts, self.emphasis)
            if not self.playable:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(40, 40, 36, 120))
                painter.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), CARD_RADIUS, CARD_RADIUS)
            if self.selected:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(SELECTED, 7.0 / max(s, 0.3) * 0.6))
                painter.drawRoundedRect(QRectF(1, 1, CARD_W - 2, CARD_H - 2), CARD_RADIUS, CARD_RADIUS)
        finally:
            painter.end()

    # -- click, or drag out of the hand (no QDrag: a picture of the card follows the mouse) --------
    @property
    def dragging(self) -> bool:
        return self.ghost is not None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() == Qt.MouseButton.LeftButton and not self.face_down:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        pos = event.position().toPoint()
        if self._press is None or self.face_down or not (event.buttons() & Qt.MouseButton.LeftButton):
            super().mouseMoveEvent(event)
            return
        if self.ghost is None:
            if (pos - self._press).manhattanLength() < QApplication.startDragDistance():
                return
            self._start_drag()
        self._move_ghost(pos)
        self.drag_moved.emit(self.number, self.mapToGlobal(pos))

    def _start_drag(self) -> None:
        top = self.window()
        ghost = QLabel(top)
        ratio = self.devicePixelRatioF()
        picture = QPixmap(self.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)  # the card alone, not the hand's background
        self.render(picture, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
        size = self.size() * 0.85
        ghost.setPixmap(picture.scaled(size, Qt.AspectRatioMode.KeepAspectRatio,
                                       Qt.TransformationMode.SmoothTransformation))
        ghost.setFixedSize(size)
        ghost.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        ghost.setWindowOpacity(0.85)
        ghost.setStyleSheet("background: transparent;")
        self._grab = QPoint(size.width() // 2, size.height() // 5)  # held by its Order line
        self.ghost = ghost
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        ghost.show()
        ghost.raise_()

    def _move_ghost(self, pos: QPoint) -> None:
        if self.ghost is not None:
            top = self.ghost.parentWidget()
            self.ghost.move(top.mapFromGlobal(self.mapToGlobal(pos)) - self._grab)

    def _end_drag(self) -> None:
        if self.ghost is not None:
            self.ghost.hide()
            self.ghost.deleteLater()
            self.ghost = None
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        pos = event.position().toPoint()
        dragged = self.ghost is not None
        self._press = None
        if dragged and event.button() == Qt.MouseButton.LeftButton:
            self._end_drag()
            self.dropped.emit(self.number, self.mapToGlobal(pos))
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(pos):
            self.clicked.emit(self.number)
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() == Qt.MouseButton.LeftButton:
            self.activated.emit(self.number)
        super().mouseDoubleClickEvent(event)


class HandWidget(_CardTextsOf, QWidget):
    """A hand of Fate cards side by side in a horizontal scroll area.

    ``set_cards(views)`` shows them face up; ``set_face_down(count)`` shows ``count`` card backs
    and the count (no card is known to this widget then).  ``card_clicked(int)`` /
    ``card_activated(int)`` (double click) carry the card number."""

    card_clicked = Signal(int)
    card_activated = Signal(int)
    card_dragged = Signal(int, QPoint)  # card number, global mouse position while dragged out
    card_dropped = Signal(int, QPoint)  # card number, global position where it was let go

    def __init__(self, parent: QWidget | None = None, card_size: QSize = DEFAULT_CARD_SIZE,
                 title: str = "", texts: CardTexts | None = None):
        super().__init__(parent)
        self.card_size = QSize(card_size)
        self.texts = texts
        self.face_down = False
        self._widgets: list[CardWidget] = []
        self._selected: int | None = None
        self.title_label = QLabel(title)
        self.title_label.setFont(ui_font(10, bold=True))
        self.count_label = QLabel()
        self.count_label.setFont(ui_font(10))
        head = QHBoxLayout()
        head.setContentsMargins(4, 0, 4, 0)
        head.addWidget(self.title_label)
        head.addStretch(1)
        head.addWidget(self.count_label)
        self._row = QWidget()
        self._row_layout = QHBoxLayout(self._row)
        self._row_layout.setContentsMargins(6, 4, 6, 4)
        self._row_layout.setSpacing(8)
        self._row_layout.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setWidget(self._row)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bar = self.scroll.horizontalScrollBar().sizeHint().height()
        self.scroll.setMinimumHeight(card_size.height() + 8 + bar)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(head)
        layout.addWidget(self.scroll)
        self._update_count()

    # -- content -------------------------------------------------------------------------------
    def set_title(self, title: str) -> None:
        self.title_label.setText(title)

    def set_cards(self, views: Iterable[CardView]) -> None:
        """Show these cards face up, in this order (a card already shown keeps its widget)."""
        views = list(views)
        if not self.face_down and [w.view for w in self._widgets] == views:
            return  # the same hand: nothing to do
        kept = {} if self.face_down else {w.view: w for w in self._widgets}
        widgets = []
        for v in views:
            w = kept.pop(v, None)
            widgets.append(w if w is not None else CardWidget(v, parent=self._row, size=self.card_size,
                                                              texts=self.texts))
        self.face_down = False
        self._rebuild(widgets)

    def set_face_down(self, count: int, colour: str | None = None) -> None:
        """Show ``count`` card backs (the opponent's hand): no face is kept."""
        self.face_down = True
        self._rebuild([CardWidget(None, True, self._row, self.card_size, self.texts, colour) for _ in range(count)])

    def _rebuild(self, widgets: list[CardWidget]) -> None:
        for w in self._widgets:
            self._row_layout.removeWidget(w)
            if w in widgets:
                continue  # stays, in its new place
            w.hide()  # deleteLater alone leaves it painted until the event loop gets to it
            w.setParent(None)
            w.deleteLater()
        old, self._widgets = set(map(id, self._widgets)), widgets
        for i, w in enumerate(widgets):
            self._row_layout.insertWidget(i, w)
            if id(w) in old:
                continue
            w.clicked.connect(self._on_clicked)
            w.activated.connect(self.card_activated)
            w.drag_moved.connect(self.card_dragged)
            w.dropped.connect(self.card_dropped)
        if self._selected not in self.numbers():
            self._selected = None
        self._refresh_selection()
        self._update_count()

    def _on_clicked(self, number: int) -> None:
        self.card_clicked.emit(number)

    def set_reasons(self, reasons: dict[int, str]) -> None:
        """Each dimmed card's reason, shown in its tooltip."""
        for w in self._widgets:
            if not w.face_down:
                w.set_reason(reasons.get(w.number, ""))

    def numbers(self) -> list[int]:
        """The card numbers shown (empty when face down)."""
        return [w.number for w in self._widgets if not w.face_down]

    def count(self) -> int:
        return len(self._widgets)

    def card_widgets(self) -> list[CardWidget]:
        return list(self._widgets)

    def card_widget(self, number: int) -> CardWidget:
        for w in self._widgets:
            if not w.face_down and w.number == number:
                return w
        raise KeyError(f"card {number} is not in this hand")

    def set_selected(self, number: int | None) -> None:
        """Ring one card (``None``: none)."""
        self._selected = number
        self._refresh_selection()

    def set_playable(self, numbers: Iterable[int] | None) -> None:
        """Dim every card not in ``numbers`` (``None``: all playable)."""
        allowed = None if numbers is None else set(numbers)
        for w in self._widgets:
            w.set_playable(allowed is None or w.number in allowed)

    def _refresh_selection(self) -> None:
        for w in self._widgets:
            w.set_selected(self._selected is not None and w.number == self._selected and not w.face_down)

    def _update_count(self) -> None:
        n = len(self._widgets)
        self.count_label.setText(QCoreApplication.translate("Cards", "%n card(s)", None, n))


class PileDialog(_CardTextsOf, QDialog):
    """A discard pile, face up and browsable (1.2): the list (top card first) and the chosen
    card big, with its texts.  ``cards`` are in pile order, bottom first (as
    ``Player.discard``)."""

    def __init__(self, cards: Sequence[CardView], title: str = "", parent: QWidget | None = None,
                 texts: CardTexts | None = None):
        super().__init__(parent)
        self.texts = texts
        self.cards = list(reversed(list(cards)))  # top first
        self.setWindowTitle(title or _tr("Discard pile"))
        self.list = QListWidget()
        self.list.setMinimumWidth(240)
        for view in self.cards:
            line = _tr("{n}: {order} / {action} / {event}").format(
                n=view.number, order=self.texts.order(view.order).name,
                action=self.texts.action(view.action).name, event=self.texts.event(view.event).name)
            item = QListWidgetItem(line)
            item.setData(Qt.ItemDataRole.UserRole, view.number)
            self.list.addItem(item)
        self.card = CardWidget(self.cards[0] if self.cards else None, not self.cards, size=QSize(250, 350),
                               texts=self.texts)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setMinimumWidth(260)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.empty_label = QLabel(_tr("The pile is empty."))
        self.empty_label.setVisible(not self.cards)
        right = QVBoxLayout()
        right.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        right.addWidget(self.details, 1)
        body = QHBoxLayout()
        body.addWidget(self.list, 1)
        body.addLayout(right, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(QCoreApplication.translate("Cards", "%n card(s), the top card first", None,
                                                           len(self.cards))))
        layout.addWidget(self.empty_label)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)
        self.list.currentRowChanged.connect(self.show_index)
        if self.cards:
            self.list.setCurrentRow(0)

    def show_index(self, row: int) -> None:
        if not 0 <= row < len(self.cards):
            return
        view = self.cards[row]
        self.card.set_view(view)
        self.details.setText(card_tooltip(view, self.texts))

    def current_number(self) -> int | None:
        row = self.list.currentRow()
        return self.cards[row].number if 0 <= row < len(self.cards) else None


class RevealPopup(_CardTextsOf, QFrame):
    """A revealed card shown big for a moment, with a caption (a roll 1.9, a trigger 1.9.1, a
    random hex 1.8).  With a parent it is an overlay centred on it; a click closes it early.
    ``finished`` is emitted when it hides."""

    finished = Signal()

    def __init__(self, parent: QWidget | None = None, card_size: QSize = QSize(250, 350),
                 texts: CardTexts | None = None):
        super().__init__(parent)
        if parent is None:
            self.setWindowFlags(Qt.WindowType.Tool | Qt.WindowType.FramelessWindowHint
                                | Qt.WindowType.WindowStaysOnTopHint)
        self.setObjectName("RevealPopup")
        self.setStyleSheet("#RevealPopup { background: rgba(24, 24, 20, 225); border-radius: 12px; }"
                           "QLabel { color: #f6f0dc; }")
        self.texts = texts
        self.caption = QLabel()
        self.caption.setFont(ui_font(13, bold=True))
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)
        self.card = CardWidget(None, True, self, card_size, texts)
        self.card.clicked.connect(lambda _n: self.dismiss())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 16)
        layout.addWidget(self.caption)
        layout.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self.hide()

    def show_card(self, view: CardView, caption: str = "", duration_ms: int = 1800,
                  emphasis: str | None = None) -> None:
        """Show ``view`` for ``duration_ms`` (0: until clicked); ``emphasis`` rings a part of
        the card (``dice``, ``hex``, ``event``, ``order``, ``action``)."""
        self.card.set_view(view)
        self.card.set_emphasis(emphasis)
        self.caption.setText(caption)
        self.caption.setVisible(bool(caption))
        self.adjustSize()
        parent = self.parentWidget()
        if parent is not None:
            self.move(max(0, (parent.width() - self.width()) // 2), max(0, (parent.height() - self.height()) // 2))
        self.show()
        self.raise_()
        self._timer.stop()
        if duration_ms > 0:
            self._timer.start(duration_ms)

    def dismiss(self) -> None:
        self._timer.stop()
        if self.isVisible():
            self.hide()
            self.finished.emit()

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt API
        self.dismiss()


__all__ = [
    "CardText", "CardTexts", "CardView", "CardWidget", "HandWidget", "PileDialog", "RevealPopup",
    "available_languages", "card_text_path", "card_texts", "card_tooltip", "paint_card", "paint_card_back",
    "parse_card_texts", "trigger_word",
]
