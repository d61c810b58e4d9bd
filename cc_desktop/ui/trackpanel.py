"""The Track display dock: the drawn board (:class:`~cc_desktop.ui.track.TrackWidget`: VP, Time,
Casualties, Objectives, chits, Initiative) and under it the same in words with each side's hand
and piles as counts, from the seated player's view (his own secret chits face up, the other's
as a number).  Listens to the controller's ``shown``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from cc_desktop.ui.texts import posture_name, side_name
from cc_desktop.ui.unitlayer import side_colour
from cc_desktop.ui.variantnames import describe


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


class TrackPanel:
    def __init__(self):
        from cc_desktop.ui.track import TrackWidget

        self.board = TrackWidget()
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setContentsMargins(4, 2, 4, 2)
        scroll = QScrollArea()  # the details scroll; the drawn board above never shrinks
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.text)
        scroll.setMinimumHeight(60)
        self.widget = QWidget()
        box = QVBoxLayout(self.widget)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        box.addWidget(self.board)
        box.addWidget(scroll, 1)

    def attach(self, controller) -> None:
        controller.shown.connect(self.show)

    def show(self, view) -> None:
        self.text.setText(self.html(view))
        self.board.set_game(view, {s: side_colour(view, s) for s in ("axis", "allies")})

    @staticmethod
    def html(view) -> str:
        sc = view.scenario
        lead = side_name("axis") if view.vp > 0 else side_name("allies") if view.vp < 0 else _tr("nobody")
        active = view.player(view.active)
        rows = [
            _tr("<b>VP</b> {0} towards {1}").format(abs(view.vp), lead),
            _tr("<b>Time</b> {0} (Sudden Death from {1}; track ends at {2})").format(
                view.time, view.sudden_death, sc.time_length),
            _tr("<b>Initiative</b>: {0}").format(side_name(view.initiative)),
            _tr("<b>Turn</b> {0}: {1} ({2} of {3} Orders)").format(
                view.turn, side_name(view.active), view.orders_given, active.orders),
            _tr("<b>Year</b> {0}").format(sc.year),
        ]
        if view.variants:  # the optional rules the game is played with
            rows.append(_tr("<b>Optional rules</b>: {0}").format(describe(view.variants)))
        for side in ("axis", "allies"):
            p = view.player(side)
            rows.append(_tr("<b>{0}</b> ({1}): hand {2}/{3}, deck {4}, discards {5}; casualties {6}, surrenders at {7}")
                        .format(side_name(side), posture_name(p.posture), p.hand_count, p.hand_size, p.draw_count,
                                len(p.discard), len(p.casualties), p.surrender))
            rows.append("&nbsp;&nbsp;" + _tr("Orders per turn {0}; may discard up to {1} cards when passing (4.3.1)")
                        .format(p.orders, p.discard_limit))
        objs = ", ".join(f"{n}: {side_name(o) if o else '-'} ({view.objective_value(n)} VP)"
                         for n, o in sorted(view.objectives.items()))
        rows.append(_tr("<b>Objectives</b> {0}").format(objs))
        secret = ", ".join(c.id for c in view.secret_chits) or "-"
        other = view.other or "allies"
        rows.append(_tr("<b>Your secret chits</b>: {0}; the opponent holds {1}").format(
            secret, view.secret_chit_count(other)))
        return "<br>".join(rows)
