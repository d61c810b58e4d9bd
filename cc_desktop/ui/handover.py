"""The hand-over screen (hotseat): it covers the whole window while the screen passes to the
other player, names his nation and what is going on, nothing more; his click takes the seat."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cc_desktop.ui import names
from cc_desktop.ui.fonts import ui_font
from cc_desktop.ui.texts import side_adjective


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
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        lay.addWidget(self.label)
        lay.addWidget(self.detail)
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
        is going on, nothing more (no card, no unit of either side is visible)."""
        name = side_adjective(side)
        ctl = getattr(self.parentWidget(), "controller", None)
        nation, colour, detail = "", "#8a8a80", ""
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
