"""The window's line-of-sight tool (rule 10): a small panel over the map that explains one
:class:`~cc_desktop.board.los.LosResult` in words - range, verdict, each hindrance with its hex
and rule, the blocking obstacle with its hex and rule - and the mouse handling of the tool
(press on a hex, drag, release on another hex; or click one hex, then the other).

The text is built from the result's fields through ``tr()`` (context ``LosPanel``), never from
the engine's English command-line text, and shows no map coordinates.  Rule ids are links: a
click opens the rule's text (``rule_clicked``).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from cc_desktop.ui.grammar import caps
from cc_desktop.ui.fonts import ui_font
from cc_desktop.ui.texts import feature_name

VERDICT_COLOURS = {"clear": "#2f9e44", "hindered": "#d9a400", "blocked": "#c92a2a"}


def _esc(text: str) -> str:
    return html.escape(str(text), quote=False)


def _unique(items) -> list:
    """The items once each by (feature, hex): a line may cross two pieces of one Woods hex."""
    seen, out = set(), []
    for item in items:
        key = (item.feature, item.hex)
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


def _rect_distance(rect: QRect, p: QPointF) -> float:
    dx = max(rect.left() - p.x(), 0.0, p.x() - rect.right())
    dy = max(rect.top() - p.y(), 0.0, p.y() - rect.bottom())
    return (dx * dx + dy * dy) ** 0.5


class LosPanel(QFrame):
    """The explanation of the last line checked, in the corner of the map farthest from it."""

    MARGIN = 12

    rule_clicked = Signal(str)
    closed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("los-panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#los-panel { background: rgba(250, 247, 236, 240); border: 1px solid #55564a;"
                           " border-radius: 6px; } QLabel { color: #222; background: transparent; }")
        self.title = QLabel()
        self.title.setFont(ui_font(10, bold=True))
        self.close_button = QToolButton()
        self.close_button.setText("\u2715")
        self.close_button.setAutoRaise(True)
        self.close_button.setToolTip(self.tr("Close the line of sight (Esc)"))
        self.close_button.clicked.connect(self.closed.emit)
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setFont(ui_font(9))
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.body.linkActivated.connect(lambda link: self.rule_clicked.emit(link.split(":", 1)[-1]))
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.title, 1)
        head.addWidget(self.close_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 6, 8, 8)
        lay.setSpacing(4)
        lay.addLayout(head)
        lay.addWidget(self.body)
        self.setFixedWidth(340)
        self.hide()

    # -- words -----------------------------------------------------------------------------
    def verdict(self, los: str) -> str:
        return {"clear": self.tr("clear"), "hindered": self.tr("hindered"), "blocked": self.tr("blocked")}.get(los, los)

    def rule_link(self, rule: str) -> str:
        return f"<a href='rule:{_esc(rule)}'>{_esc(rule)}</a>" if rule else ""

    def feature(self, chart, kind: str) -> str:
        """A feature by name; a hill piece is one Hill (the Terrain Chart's row says "Hills")."""
        return self.tr("Hill") if kind == "hill" else feature_name(chart, kind)

    def title_text(self, result) -> str:
        return self.tr("Line of sight {0} \u2192 {1}").format(result.origin, result.target)

    def summary(self, result, chart=None) -> str:
        """One short line for the status bar."""
        head = self.tr("Line of sight {0} \u2192 {1}: {2}, range {3}").format(
            result.origin, result.target, self.verdict(result.los), result.range)
        if result.blocked_by is not None:
            b = result.blocked_by
            return self.tr("{0} (blocked by {1} in {2})").format(head, self.feature(chart, b.feature), b.hex)
        if result.los == "hindered":
            return self.tr("{0} (hindrance {1})").format(head, result.hindrance)
        return head

    def html(self, result, chart=None) -> str:
        """The whole explanation as rich text: verdict, range, blocks, hindrances, what does not
        count and why, the hexsides the line enters the target by."""
        name = lambda kind: _esc(self.feature(chart, kind))  # noqa: E731
        colour = VERDICT_COLOURS.get(result.los, "#444")
        verdict = f"<b style='color:{colour}'>{_esc(caps(self.verdict(result.los)))}</b>"
        rows = [self.tr("{0} · range {1} (rule {2})").format(verdict, result.range, self.rule_link("10"))]
        if result.los == "hindered":
            rows.append(self.tr("Hindrance {0}: only the largest one counts; it comes off the attack's Firepower (rule {1})")
                        .format(result.hindrance, self.rule_link("10.3.3")))
        if result.blocked_by is not None:
            b = result.blocked_by
            rows.append(self.tr("Blocked by <b>{0}</b> in <b>{1}</b> (rule {2})").format(
                name(b.feature), b.hex, self.rule_link(b.rule)))
            for other in _unique(result.blocks)[1:]:
                if (other.feature, other.hex) == (b.feature, b.hex):
                    continue
                rows.append("&nbsp;&nbsp;" + self.tr("then also {0} in {1} (rule {2})").format(
                    name(other.feature), other.hex, self.rule_link(other.rule)))
        if result.hindrances:
            rows.append(self.tr("<b>Hindrances</b>"))
            for h in _unique(result.hindrances):
                rows.append("&nbsp;&nbsp;" + self.tr("{0} in {1}: hindrance {2} (rule {3})").format(
                    name(h.feature), h.hex, h.value, self.rule_link(h.rule)))
        if result.ignored:
            rows.append(self.tr("<b>Not counted</b>"))
            for i in _unique(result.ignored):
                reason = {"T92": self.tr("the line runs along the railway"),
                          "T93": self.tr("the line runs along the road"),
                          "T88.4": self.tr("it stands lower than the higher end of the line"),
                          "T88.5": self.tr("it stands lower than the higher end of the line")}.get(i.rule)
                rows.append("&nbsp;&nbsp;" + self.tr("{0} in {1}: {2} (rule {3})").format(
                    name(i.feature), i.hex, _esc(reason or i.reason), self.rule_link(i.rule)))
        if result.target_hexsides:
            rows.append(self.tr("Enters {0} across: {1}").format(
                result.target, ", ".join(name(f) for f in result.target_hexsides)))
        if result.los == "clear" and not result.hindrances:
            rows.append(self.tr("Nothing on the line hinders or blocks it."))
        return "<br>".join(rows)

    def show_result(self, result, chart=None) -> None:
        self.title.setText(self.title_text(result))
        self.body.setText(self.html(result, chart))
        self.adjustSize()
        self.place((result.origin, result.target))
        self.raise_()
        self.show()

    def show_origin(self, hex_id: str) -> None:
        self.title.setText(self.tr("Line of sight from {0}").format(hex_id))
        self.body.setText(self.tr("Release on (or click) the target hex. Esc cancels."))
        self.adjustSize()
        self.place((hex_id,))
        self.raise_()
        self.show()


    def line_points(self, hexes) -> list[QPointF]:
        """The line through ``hexes`` (hex ids) in the parent view's coordinates, sampled."""
        view = self.parentWidget()
        scene = view.scene() if view is not None and hasattr(view, "scene") else None
        board = getattr(scene, "board", None)
        if board is None:
            return []
        ends = []
        for h in hexes:
            if h in board.grid:
                x, y = board.grid.centre(h)
                ends.append(QPointF(view.viewport().mapToParent(view.mapFromScene(QPointF(x, y)))))
        if len(ends) < 2:
            return ends
        a, b = ends[0], ends[-1]
        return [a + (b - a) * (i / 24) for i in range(25)]

    def place(self, hexes=()) -> QPoint:
        """Put the box in the corner of the view farthest from the line (the top left first on
        a tie), so it never hides the line it explains."""
        view = self.parentWidget()
        m = self.MARGIN
        if view is None:
            self.move(m, m)
            return self.pos()
        area = view.viewport().geometry() if hasattr(view, "viewport") else view.rect()
        w, h = self.width(), self.height()
        corners = [QPoint(area.left() + m, area.top() + m), QPoint(area.right() - w - m, area.top() + m),
                   QPoint(area.left() + m, area.bottom() - h - m), QPoint(area.right() - w - m, area.bottom() - h - m)]
        corners = [QPoint(max(0, c.x()), max(0, c.y())) for c in corners]
        points = self.line_points(hexes)
        best = corners[0]
        if points:
            best = max(corners, key=lambda c: min(_rect_distance(QRect(c.x(), c.y(), w, h), p) for p in points))
        self.move(best)
        return best


class LosMouse(QObject):
    """Event filter on the map view's viewport while the LOS tool is on: a left press on a hex
    starts a line, dragging shows it live, the release on another hex fixes it; a press and
    release on the same hex is a click (``clicked``: the click-click way still works)."""

    dragged = Signal(str, str)  # origin, the hex under the mouse
    finished = Signal(str, str)  # origin, target
    clicked = Signal(str)

    def __init__(self, view, parent: QObject | None = None):
        super().__init__(parent)
        self.view = view
        self.origin: str | None = None
        self.current: str | None = None

    def _hex(self, event) -> str | None:
        pos = event.position().toPoint() if hasattr(event, "position") else QPoint()
        return self.view.hex_at(pos)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        t = event.type()
        if t == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            h = self._hex(event)
            if h:
                self.origin = self.current = h
                return True
        elif t == QEvent.Type.MouseMove and self.origin is not None:
            h = self._hex(event)
            if h and h != self.current:
                self.current = h
                if h != self.origin:
                    self.dragged.emit(self.origin, h)
            return False  # the view still reports the hex under the mouse
        elif t == QEvent.Type.MouseButtonRelease and event.button() == Qt.MouseButton.LeftButton \
                and self.origin is not None:
            start, self.origin, self.current = self.origin, None, None
            h = self._hex(event)
            if h and h != start:
                self.finished.emit(start, h)
            elif h:
                self.clicked.emit(h)
            return True
        return False

    def cancel(self) -> None:
        self.origin = self.current = None
