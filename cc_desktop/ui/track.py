"""The Track Display (rule 4) drawn as a board: the Victory track with the VP marker, the Time
track with the Time and Sudden Death markers, each side's Casualty track with its Surrender
marker, the Objectives box (4.3.3, 7.3) with each Objective's controller and value, the open
chits face up and the secret chits - face up only for their owner (``viewer``), backs for the
other player - and who holds the Initiative card.  It draws what the seated player's view holds
(:class:`cc_desktop.rules.view.SideView`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from cc_desktop.ui.fonts import ui_font
from cc_desktop.ui.texts import side_name

BOARD = QColor("#3a3b32")
SPACE = QColor("#e9e2c8")
TEXT = QColor("#f0ead6")
TIME = QColor("#3b6fb0")
SUDDEN = QColor("#b0332a")


def vp_span() -> int:
    """4.1: the Victory Track's span each way (markers.json "tracks"); read when the track is
    first drawn, not when the window is built (start-up, issue 13)."""
    global _VP_SPAN
    if _VP_SPAN is None:
        from cc_desktop.content import load_markers

        _VP_SPAN = load_markers().tracks.victory
    return _VP_SPAN


_VP_SPAN: int | None = None


def __getattr__(name: str):  # ``track.VP_SPAN`` as before, read on first use
    if name == "VP_SPAN":
        return vp_span()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def vp_label_box(i: int, cell: float, x0: float, w: float, label_w: float, y: float = 0.0) -> QRectF:
    """Where the number of Victory space ``i`` is written: ``label_w`` wide, centred on the space,
    moved inwards at the ends of the track so that it is never cut off."""
    left = x0 + i * cell + cell / 2 - label_w / 2
    left = max(x0, min(x0 + w - label_w, left))
    return QRectF(left, y, label_w, 12)


class TrackWidget(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.seen = None  # the view drawn
        self.colours = {"axis": QColor("#8a3b2e"), "allies": QColor("#2e5a8a")}
        self.viewer: str | None = None
        # the words of sides and postures, translated here for the whole window (ui/texts.py)
        self.words = (self.tr("Axis"), self.tr("Allies"), self.tr("Attacker"), self.tr("Defender"), self.tr("Recon"))
        self.setMinimumSize(QSize(320, 196))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(380, 212)

    def set_game(self, game, colours: dict[str, str] | None = None, viewer: str | None = None) -> None:
        """Draw ``game``: the seated player's view, or a game as ``viewer`` sees it (None: nobody's
        secret chits face up)."""
        view = game.view(viewer) if hasattr(game, "view_for") else game
        self.seen = view
        self.viewer = view.side
        for side, c in (colours or {}).items():
            self.colours[side] = QColor(c)
        shown = self.shown()
        if shown != getattr(self, "_shown", None):  # drawn again only when something on it moved
            self._shown = shown
            self.update()

    def shown(self) -> tuple:
        """Everything the board shows (what a repaint depends on)."""
        v = self.seen
        if v is None:
            return ()
        players = [v.player(s) for s in ("axis", "allies")]
        return (id(v.scenario), tuple(c.name() for c in self.colours.values()), v.vp, v.initiative, v.time,
                v.sudden_death, v.scenario.time_length, tuple((len(p.casualties), p.surrender) for p in players),
                tuple((n, owner, v.objective_value(n)) for n, owner in sorted(v.objectives.items())),
                tuple(self.chits_shown()))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), BOARD)
        if self.seen is None:
            p.end()
            return
        st = self.seen
        w = self.width() - 16
        x0 = 8.0
        small = ui_font(7)
        p.setFont(small)
        # -- Victory track (4.1): -20 .. +20, positive towards the Axis ----------------------------
        y = 8.0
        self._label(p, x0, y, self.tr("Victory"))
        y += 12
        VP_SPAN = vp_span()  # noqa: N806 - the rule's constant
        n = 2 * VP_SPAN + 1
        cell = w / n
        for i in range(n):
            value = i - VP_SPAN
            r = QRectF(x0 + i * cell, y, cell - 1, 12)
            p.fillRect(r, SPACE if value else QColor("#cfc6a4"))
        # the numbers every 5 spaces: wider than a space (two digits do not fit in one), centred
        # on it, kept inside the track at both ends and drawn after every space so that no
        # neighbour paints over them (the ends used to read "|20")
        p.setPen(QColor("#444"))
        label_w = max(cell, p.fontMetrics().horizontalAdvance("88") + 4)
        for i in range(n):
            value = i - VP_SPAN
            if value % 5:
                continue
            p.drawText(vp_label_box(i, cell, x0, w, label_w, y), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip,
                       str(abs(value)))
        vp = max(-VP_SPAN, min(VP_SPAN, st.vp))
        mx = x0 + (vp + VP_SPAN) * cell + cell / 2
        lead = "axis" if st.vp > 0 else "allies" if st.vp < 0 else st.initiative
        self._marker(p, QPointF(mx, y + 6), self.colours[lead], str(abs(st.vp)))
        p.setPen(TEXT)
        p.drawText(QRectF(x0, y + 13, w / 2, 10), Qt.AlignmentFlag.AlignLeft, self.tr("Allies"))
        p.drawText(QRectF(x0 + w / 2, y + 13, w / 2, 10), Qt.AlignmentFlag.AlignRight, self.tr("Axis"))
        # -- Time track (6.1, 6.2) -----------------------------------------------------------------
        y += 30
        self._label(p, x0, y, self.tr("Time"))
        y += 12
        length = st.scenario.time_length
        cell = w / (length + 1)
        for t in range(length + 1):
            r = QRectF(x0 + t * cell, y, cell - 1, 14)
            p.fillRect(r, SPACE)
            p.setPen(QColor("#444"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(t))
            if t == st.sudden_death:
                p.setPen(QPen(SUDDEN, 2))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(r.adjusted(1, 1, -1, -1))
        self._marker(p, QPointF(x0 + st.time * cell + cell / 2, y + 7), TIME, "T")
        # -- Casualty tracks (4.2) with the Surrender markers --------------------------------------
        y += 24
        for side in ("axis", "allies"):
            player = st.player(side)
            self._label(p, x0, y, self.tr("{0} casualties").format(side_name(side)))
            y += 11
            spaces = max(player.surrender, len(player.casualties)) + 1
            cell = min(22.0, w / spaces)
            for i in range(1, spaces + 1):
                r = QRectF(x0 + (i - 1) * cell, y, cell - 1, 12)
                p.fillRect(r, self.colours[side] if i <= len(player.casualties) else SPACE)
                if i == player.surrender:
                    p.setPen(QPen(QColor("#f2d24b"), 2))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRect(r.adjusted(1, 1, -1, -1))
            y += 16
        # -- the Objectives box (4.3.3, 7.3): controller and value, open and secret chits ---------
        self._objectives(p, x0, y, w)
        # -- the Initiative card (9) ---------------------------------------------------------------
        p.setPen(TEXT)
        p.setFont(ui_font(8, bold=True))
        p.drawText(QRectF(x0, self.height() - 16, w, 14), Qt.AlignmentFlag.AlignRight,
                   self.tr("Initiative: {0}").format(side_name(st.initiative)))
        p.end()

    def chits_shown(self) -> list[tuple[str, str]]:
        """What the Objectives box shows: (owner or "open", letter or "?" for a hidden chit)."""
        v = self.seen
        if v is None:
            return []
        out = [("open", c.id) for c in v.open_chits]
        for side in ("axis", "allies"):
            if side == v.side:
                out += [(side, c.id) for c in v.secret_chits]
            else:
                out += [(side, "?")] * v.secret_chit_count(side)
        return out

    def _objectives(self, p: QPainter, x0: float, y: float, w: float) -> None:
        st = self.seen
        self._label(p, x0, y, self.tr("Objectives"))
        y += 12
        x = x0
        for n, owner in sorted(st.objectives.items()):
            r = QRectF(x, y, 26, 18)
            p.setPen(QPen(QColor("#111"), 1))
            p.setBrush(self.colours[owner] if owner else SPACE)
            p.drawEllipse(r)
            p.setPen(QColor("white") if owner else QColor("#333"))
            p.setFont(ui_font(7, bold=True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{n}:{st.objective_value(n)}")
            x += 30
        x += 8
        p.setFont(ui_font(7, bold=True))
        for owner, letter in self.chits_shown():
            if x + 18 > x0 + w:
                break
            r = QRectF(x, y, 18, 18)
            p.setPen(QPen(QColor("#111"), 1))
            colour = QColor("#d8c36a") if owner == "open" else self.colours[owner]
            p.setBrush(colour if letter != "?" else colour.darker(160))
            p.drawRect(r)
            p.setPen(QColor("#222") if owner == "open" else QColor("white"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, letter)
            x += 22
        p.setFont(ui_font(7))

    def _label(self, p: QPainter, x: float, y: float, text: str) -> None:
        p.setPen(TEXT)
        p.setFont(ui_font(8, bold=True))
        p.drawText(QRectF(x, y, 300, 12), Qt.AlignmentFlag.AlignLeft, text)
        p.setFont(ui_font(7))

    def _marker(self, p: QPainter, centre: QPointF, colour: QColor, text: str) -> None:
        r = QRectF(centre.x() - 8, centre.y() - 8, 16, 16)
        p.setPen(QPen(QColor("#111"), 1))
        p.setBrush(colour)
        p.drawRoundedRect(r, 3, 3)
        p.setPen(QColor("white"))
        p.setFont(ui_font(7, bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
        p.setFont(ui_font(7))
