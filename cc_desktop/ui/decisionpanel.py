"""The decision panel: whose decision it is, the question the engine asks (its prompt, in the
window's language) and every legal choice as a line of a list (one click chooses it, Enter the
current line; a double-click is one choice, never two; the mouse on one lights what it is about
on the map).  It shows what the screen may show: the seated player's own decision, the other
player's decision asked in public (big, in his nation's colour: "The Allied player decides:"),
or whom the game waits for."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QSizePolicy, QVBoxLayout, QWidget

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
        # one click on a line chooses it; the second press of a double-click (which lands on the
        # next decision's list) chooses nothing: itemActivated (a double-click, on some systems a
        # single click too) is not used, Enter is read by the filter below
        self._double = False  # the press under way is the second of a double-click
        self.list.itemClicked.connect(self._activated)
        self.list.installEventFilter(self)
        self._list_font = self.list.font()
        # the list is the small dialog beside the map: the choice under the mouse is lit there
        self.list.setMouseTracking(True)
        self.list.itemEntered.connect(lambda it: self._hover(it.data(Qt.ItemDataRole.UserRole)))
        self.list.viewport().installEventFilter(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(2)
        lay.addWidget(self.who)
        lay.addWidget(self.title)
        lay.addWidget(self.list, 1)
        lay.addStretch(0)  # takes the room of the list when it is hidden (a window asked over the map)
        for label in (self.who, self.title):
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    def attach(self, controller) -> None:
        controller.shown.connect(self.show_view)

    def show_view(self, view) -> None:
        """The seated player's decision, the other player's asked in public, or whom the game
        waits for."""
        prompt = getattr(view, "prompt", None)  # a decision asked in public (PublicView)
        waiting = view.deciding if view.deciding is not None and view.pending is None else None
        self.show_decision(view, view.legal_moves(), waiting)
        if prompt is not None:
            self._public(view, prompt)
        else:
            self._plain()

    def _public(self, view, prompt) -> None:
        """The other player answers at the screen: who decides, big, in his nation's colour."""
        name = side_adjective(prompt.side)
        sc_side = view.scenario.sides.get(prompt.side)
        colour = sc_side.nation.colour if sc_side is not None else "#6a6a60"
        self.who.setFont(ui_font(14, bold=True))
        self.who.setStyleSheet(f"color: white; background: {colour}; padding: 6px 8px; border-radius: 4px;")
        self.list.setFont(ui_font(11, bold=True))
        self.list.setWordWrap(True)  # big lines, read whole (no sideways scrolling)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVisible(True)
        self.who.setText(self.tr("The {0} player decides:").format(name))
        if prompt.how == "window":  # A24: asked in the box over the map
            self.title.setText(self.tr("A reaction: answer in the box over the map"))
            self.list.setVisible(False)

    def _plain(self) -> None:
        self.who.setFont(ui_font(9))
        self.who.setStyleSheet("color: #555;")
        self.list.setFont(self._list_font)
        self.list.setWordWrap(True)  # a long choice read whole in a narrow column (no sideways scrolling)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVisible(True)

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
        # 5: at set-up a unit is placed on the map (dragged from the pile, or clicked then a hex):
        # its hundreds of "place" choices are not listed, only Done and how to place
        placing = pending is not None and pending.kind == "setup" and any(m.kind == "place" for m in moves)
        if placing:
            moves = [m for m in moves if m.kind != "place"]
        labels = self.distinct_labels(game, moves)
        for m, label in zip(moves, labels):
            it = QListWidgetItem(label)
            it.setData(Qt.ItemDataRole.UserRole, m)
            self.list.addItem(it)
        if placing:
            hint = QListWidgetItem(self.tr("Drag a unit from the pile in the map's margin onto a lit hex, or click "
                                           "it and then a hex; drag a placed unit again to move it"))
            hint.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(hint)

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
        """A click on a line: its move (not the release of a double-click's second press)."""
        if self._double:
            self._double = False
            return
        move = item.data(Qt.ItemDataRole.UserRole)
        if move is not None:  # (not a line that only says how to choose)
            self.chosen.emit(move)

    def _hover(self, move) -> None:
        window = self.window()
        if hasattr(window, "hover_move"):
            window.hover_move(move)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        kind = event.type()
        if obj is self.list.viewport():
            if kind == QEvent.Type.Leave:
                self._hover(None)
            elif kind == QEvent.Type.MouseButtonPress:
                self._double = False
            elif kind == QEvent.Type.MouseButtonDblClick:
                self._double = True  # its release chooses nothing (the first click chose)
        elif obj is self.list and kind == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            item = self.list.currentItem()
            if item is not None:
                self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))
            return True
        return super().eventFilter(obj, event)
