"""The decision panel: whose decision it is, the question the engine asks (its prompt, in the
window's language) and every legal choice as a line of a list (a click chooses it; the mouse on
one lights what it is about on the map).  It shows the seated player's view: his own decision, or
"Waiting for the other player"."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from cc_desktop.ui import names
from cc_desktop.ui.fonts import ui_font
from cc_desktop.ui.texts import decision_title, move_label, seen, side_adjective

class DecisionPanel(QWidget):
    """Listens to the controller's ``shown``: the seated player's view (:meth:`attach`)."""

    chosen = Signal(object)  # Move

    def __init__(self, parent=None):
        super().__init__(parent)
        self.who = QLabel()  # whose decision it is, above the question
        self.who.setFont(ui_font(9))
        self.who.setStyleSheet("color: #555;")
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setFont(ui_font(11, bold=True))
        self.list = QListWidget()
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        # the list is the small dialog beside the map: the choice under the mouse is lit there
        self.list.setMouseTracking(True)
        self.list.itemEntered.connect(lambda it: self._hover(it.data(Qt.ItemDataRole.UserRole)))
        self.list.viewport().installEventFilter(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(2)
        lay.addWidget(self.who)
        lay.addWidget(self.title)
        lay.addWidget(self.list)

    def attach(self, controller) -> None:
        controller.shown.connect(self.show_view)

    def show_view(self, view) -> None:
        """The seated player's decision, or whom the game waits for."""
        waiting = view.deciding if view.deciding is not None and view.pending is None else None
        self.show_decision(view, view.legal_moves(), waiting)

    def show_decision(self, game, moves: list, waiting_for: str | None) -> None:
        """``game``: the seated player's view (or a game: the referee's view of it)."""
        game = seen(game)
        self.list.clear()
        self._hover(None)
        if waiting_for:
            self.who.setText("")
            self.title.setText(self.tr("Waiting for the {0} player").format(side_adjective(waiting_for)))
            return
        pending = game.pending
        self.who.setText(self.tr("The {0} player decides").format(side_adjective(pending.player)) if pending else "")
        self.title.setText(decision_title(game))
        labels = self.distinct_labels(game, moves)
        for m, label in zip(moves, labels):
            it = QListWidgetItem(label)
            it.setData(Qt.ItemDataRole.UserRole, m)
            self.list.addItem(it)

    def distinct_labels(self, game, moves: list) -> list[str]:
        """The moves' labels; two choices that would read the same (three Rifle Teams in B2)
        are told apart by what differs (Weapon, broken, suppressed, veteran), else numbered."""
        game = seen(game)
        labels = [move_label(game, m) for m in moves]
        same: dict[str, list[int]] = {}
        for i, label in enumerate(labels):
            same.setdefault(label, []).append(i)
        for label, idx in same.items():
            if len(idx) < 2:
                continue
            details = []
            for i in idx:
                u = next((game.unit(a) for a in moves[i].args if isinstance(a, str) and game.unit(a) is not None), None)
                bits = []
                if u is not None:
                    if u.weapon and game.weapon(u.weapon) is not None:
                        bits.append(self.tr("with {0}").format(names.type_name(game.weapon(u.weapon).type)))
                    if u.suppressed:
                        bits.append(self.tr("suppressed"))
                    if u.veteran:
                        bits.append(self.tr("veteran"))
                details.append(", ".join(bits))
            for n, (i, detail) in enumerate(zip(idx, details), start=1):
                if detail and details.count(detail) == 1:
                    labels[i] = f"{label} — {detail}"
                else:
                    labels[i] = f"{label} — {n}" if not detail else f"{label} — {detail} ({n})"
        return labels

    def _activated(self, item: QListWidgetItem) -> None:
        self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))

    def _hover(self, move) -> None:
        window = self.window()
        if hasattr(window, "hover_move"):
            window.hover_move(move)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if obj is self.list.viewport() and event.type() == QEvent.Type.Leave:
            self._hover(None)
        return super().eventFilter(obj, event)
