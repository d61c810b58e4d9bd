"""The hand-over screen (hotseat): it covers the whole window while the screen passes to the
other player, names his nation and what is going on; his click takes the seat.  It shows only
what both players may see (both look at it): the cards the last move revealed, with what each
was for and what the roll did (1.3, 1.9: the player leaving the seat sees the result of his move
before he passes the screen, and the one taking it sees it too), and "while you were away": the
public log lines since the arriving player last left the seat (issue 14, item 2)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cc_desktop.ui import names
from cc_desktop.ui.fonts import ui_font
from cc_desktop.ui.texts import side_adjective


#: the revealed cards shown on the screen (the last ones), and their size
MAX_REVEALS = 4
REVEAL_CARD = QSize(150, 210)
#: the lines "while you were away" shown (the newest; the rest are in the log)
MAX_AWAY = 10


class HandoverScreen(QWidget):
    """Covers the whole window while the screen passes to the other player (hotseat)."""

    taken = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(self.backgroundRole(), QColor("#23241f"))
        self.setPalette(pal)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("color: #f0ead6;")
        self.label.setFont(ui_font(22, bold=True))
        self.band = QLabel()  # the nation's colour
        self.band.setFixedHeight(10)
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setStyleSheet("color: #b9b39c;")
        self.detail.setFont(ui_font(12))
        self.button = QPushButton()
        self.button.setFont(ui_font(13, bold=True))
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(self.taken.emit)
        # the cards the last move revealed (public), each with its caption
        self.reveals_title = QLabel()
        self.reveals_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reveals_title.setStyleSheet("color: #d9d2b8;")
        self.reveals_title.setFont(ui_font(11, bold=True))
        self.reveals_row = QHBoxLayout()
        self.reveals_row.setSpacing(18)
        self.revealed: list[QWidget] = []  # a card and its caption, one frame each
        # "while you were away": the public log lines since the arriving player left the seat
        self.away_title = QLabel()
        self.away_title.setStyleSheet("color: #d9d2b8;")
        self.away_title.setFont(ui_font(11, bold=True))
        self.away = QLabel()
        self.away.setWordWrap(True)
        self.away.setTextFormat(Qt.TextFormat.PlainText)
        self.away.setStyleSheet("color: #c9c3ab;")
        self.away.setFont(ui_font(10))
        self.away_lines: list[str] = []
        self.side: str | None = None  # the side it waits for
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        lay.addWidget(self.label)
        lay.addWidget(self.detail)
        lay.addSpacing(10)
        lay.addWidget(self.reveals_title)
        cards_row = QHBoxLayout()
        cards_row.addStretch(1)
        cards_row.addLayout(self.reveals_row)
        cards_row.addStretch(1)
        lay.addLayout(cards_row)
        away_row = QHBoxLayout()
        away_box = QVBoxLayout()
        away_box.addWidget(self.away_title)
        away_box.addWidget(self.away)
        away_row.addStretch(1)
        away_row.addLayout(away_box, 3)
        away_row.addStretch(1)
        lay.addSpacing(6)
        lay.addLayout(away_row)
        lay.addSpacing(14)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addSpacing(14)
        band_row = QHBoxLayout()
        band_row.addStretch(1)
        band_row.addWidget(self.band, 2)
        band_row.addStretch(1)
        lay.addLayout(band_row)
        lay.addStretch(1)
        self.hide()

    def show_for(self, side: str) -> None:
        """Cover the window until ``side``'s player takes the seat; it names his nation and what
        is going on, the cards the last move revealed and the public lines since he left the
        seat, nothing more (no card of a hand, no unit of either side is visible)."""
        self.side = side
        name = side_adjective(side)
        host = self.parentWidget()
        ctl = getattr(host, "controller", None)
        nation, colour, detail = "", "#8a8a80", ""
        self._show_reveals(host, ctl, side)
        self._show_away(ctl, side)
        if ctl is not None:
            view = ctl.view()  # public: the scenario, the Turn and the Time
            sc_side = view.scenario.sides.get(side)
            if sc_side is not None:
                nation, colour = names.nation_name(sc_side.nation), sc_side.nation.colour
            detail = self.tr("{0} · Turn {1}, Time {2} · the other player looks away").format(
                names.scenario_name(view.scenario), view.turn, view.time)
        self.label.setText(self.tr("Pass the screen to the {0} player ({1})").format(name, nation) if nation
                           else self.tr("Pass the screen to the {0} player").format(name))
        self.detail.setText(detail)
        self.band.setStyleSheet(f"background: {colour}; border-radius: 4px;")
        self.button.setText("  " + self.tr("I am the {0} player: show my side").format(name) + "  ")
        self.button.setStyleSheet(f"QPushButton {{ background: {colour}; color: white; border: 1px solid #111;"
                                  " border-radius: 6px; padding: 6px 18px; }")
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()

    def _show_reveals(self, host, ctl, side: str) -> None:
        """1.3, 1.9: the cards the last move revealed (:meth:`Reveals.cover` keeps them), each
        with what it was revealed for and what the roll did: public, for both players."""
        from cc_desktop.ui import cards

        for w in self.revealed:
            self.reveals_row.removeWidget(w)
            w.deleteLater()
        self.revealed = []
        reveals = getattr(host, "reveals", None)
        entries = [e for e in (reveals.replay if reveals is not None else []) if e["event"].visible(side)]
        entries = entries[-MAX_REVEALS:]
        view = ctl.view() if ctl is not None and entries else None
        for entry in entries:
            args = entry["event"].message.args
            owner, number = args.get("player"), args.get("card")
            if owner not in ("axis", "allies") or view.card(owner, number) is None:
                continue
            frame = QFrame()
            frame.setObjectName("HandoverReveal")
            frame.setStyleSheet("#HandoverReveal { background: #2f302a; border-radius: 8px; }")
            box = QVBoxLayout(frame)
            box.setContentsMargins(8, 8, 8, 8)
            card = cards.CardWidget(cards.CardView.from_view(view, owner, number), False, frame, REVEAL_CARD)
            card.set_emphasis({"hex": "hex", "event": "event"}.get(args.get("use"), "dice"))
            caption = QLabel(reveals.caption(entry, view, more=False))
            caption.setWordWrap(True)
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setStyleSheet("color: #f0ead6;")
            caption.setFont(ui_font(9, bold=True))
            caption.setFixedWidth(max(REVEAL_CARD.width() + 60, 210))
            box.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
            box.addWidget(caption)
            frame.card, frame.caption = card, caption
            self.reveals_row.addWidget(frame)
            self.revealed.append(frame)
        self.reveals_title.setText(self.tr("Revealed by the last move — both players may look") if self.revealed else "")
        self.reveals_title.setVisible(bool(self.revealed))

    def _show_away(self, ctl, side: str) -> None:
        """"While you were away": the public log lines since ``side``'s player left the seat
        (the newest :data:`MAX_AWAY`; the rest are in the log)."""
        from cc_desktop.ui.texts import message_text

        lines = ctl.away_lines(side) if ctl is not None else []
        view = ctl.view() if lines else None
        texts = [message_text(e.message, with_rule=False, game=view, where=False) for e in lines[-MAX_AWAY:]]
        self.away_lines = texts
        earlier = len(lines) - len(texts)
        body = "\n".join("• " + t for t in texts)
        if earlier > 0:
            body = self.tr("(earlier, in the log: {0} more)").format(earlier) + "\n" + body
        self.away_title.setText(self.tr("While you were away:") if texts else "")
        self.away.setText(body)
        self.away_title.setVisible(bool(texts))
        self.away.setVisible(bool(texts))
