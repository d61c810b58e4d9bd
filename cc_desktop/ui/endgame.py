"""The end-of-game screen: who won, how the game ended, the final VP in words, the optional rules
it was played with (V1-V20) and where the VP came from (objectives, chits, eliminations, exits,
time, cards), with New game, Save and Close."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QPushButton, QTableWidget,
    QTableWidgetItem, QVBoxLayout,
)

from cc_desktop.ui.fonts import ui_font
from cc_desktop.ui.texts import side_name
from cc_desktop.ui.variantnames import describe


class EndOfGameDialog(QDialog):
    """``rows``: (source in words, VP towards the Axis), as ``GameWindow.vp_by_source``."""

    new_game_requested = Signal()
    save_requested = Signal()

    def __init__(self, state, rows: list[tuple[str, int]], parent=None, save_needs_name: bool = True):
        """``state``: what the end is read from (the seated player's view: ``winner``, ``end_reason``,
        ``vp``, ``variants``)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        self.setModal(False)
        self.winner_label = QLabel(self.winner_text(state.winner))
        self.winner_label.setFont(ui_font(16, bold=True))
        self.how_label = QLabel(self.reason_text(state.end_reason))
        self.how_label.setWordWrap(True)
        self.vp_label = QLabel(self.final_vp_text(state.vp))
        self.vp_label.setFont(ui_font(11, bold=True))
        self.tie_label = QLabel(self.tr("A tie on VP: the side holding the Initiative card wins (9.2)."))
        self.tie_label.setWordWrap(True)
        self.tie_label.setVisible(self.tie_applies(state))
        self.variants_label = QLabel(self.variants_text(getattr(state, "variants", ())))
        self.variants_label.setWordWrap(True)
        heading = QLabel(self.tr("VP by source"))
        heading.setFont(ui_font(10, bold=True))
        self.table = self._table(rows, state.vp)

        buttons = QDialogButtonBox()
        self.new_button = buttons.addButton(self.tr("New game…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button = buttons.addButton(self.tr("Save…") if save_needs_name else self.tr("Save"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button: QPushButton = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText(self.tr("Close"))
        self.close_button.setDefault(True)
        self.new_button.clicked.connect(self._new_game)
        self.save_button.clicked.connect(self.save_requested)
        buttons.rejected.connect(self.reject)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 14, 16, 12)
        lay.setSpacing(6)
        lay.addWidget(self.winner_label)
        lay.addWidget(self.how_label)
        lay.addWidget(self.vp_label)
        lay.addWidget(self.tie_label)
        lay.addWidget(self.variants_label)
        lay.addSpacing(6)
        lay.addWidget(heading)
        lay.addWidget(self.table)
        lay.addSpacing(6)
        lay.addWidget(buttons)
        self.setMinimumWidth(max(440, self.table.width() + 32))

    # -- words -----------------------------------------------------------------------------------
    def winner_text(self, winner: str | None) -> str:
        if winner == "axis":
            return self.tr("The Axis wins")
        if winner == "allies":
            return self.tr("The Allies win")
        return self.tr("The game is over")

    def short_text(self, winner: str | None) -> str:
        """One line for the Decision panel."""
        if winner == "axis":
            return self.tr("Game over: the Axis wins")
        if winner == "allies":
            return self.tr("Game over: the Allies win")
        return self.tr("Game over")

    def reason_text(self, reason: str | None) -> str:
        reasons = {"sudden_death": self.tr("The game ended by Sudden Death."),
                   "surrender": self.tr("The game ended by surrender: the casualties reached the Surrender marker."),
                   "annihilation": self.tr("The game ended when one side lost its last unit on the map."),
                   "last_unit_exited": self.tr("The game ended when one side's last unit left the map."),
                   "time_track_end": self.tr("The game ended at the end of the Time Track."),
                   "all_five_objectives": self.tr("The game ended when one side held all five Objectives.")}
        return reasons.get(reason, self.tr("The game ended ({0}).").format(reason))

    def final_vp_text(self, vp: int) -> str:
        if vp > 0:
            return self.tr("Final VP: %n to the Axis", None, vp)
        if vp < 0:
            return self.tr("Final VP: %n to the Allies", None, -vp)
        return self.tr("Final VP: level (0)")

    def variants_text(self, variants) -> str:
        """The optional rules of the game (V1-V20), named in the window's language."""
        if not variants:
            return self.tr("Optional rules: none")
        return self.tr("Optional rules: {0}").format(describe(variants))

    @staticmethod
    def tie_applies(state) -> bool:
        return state.vp == 0 and state.end_reason in ("sudden_death", "time_track_end", "surrender")

    # -- the table -------------------------------------------------------------------------------
    def _table(self, rows: list[tuple[str, int]], total: int) -> QTableWidget:
        table = QTableWidget(len(rows) + 1, 3)
        table.setHorizontalHeaderLabels([self.tr("Source"), side_name("axis"), side_name("allies")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        bold = QFont(table.font())
        bold.setBold(True)
        for r, (name, vp) in enumerate(list(rows) + [(self.tr("Total"), total)]):
            cells = [name, str(vp) if vp > 0 else "", str(-vp) if vp < 0 else ""]
            if vp == 0:
                cells[1] = cells[2] = "0"
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if r == len(rows):
                    item.setFont(bold)
                table.setItem(r, c, item)
        header = table.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        table.resizeColumnsToContents()
        header.resizeSection(0, header.sectionSize(0) + 12)
        for c in (1, 2):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(c, max(header.sectionSize(c) + 12, 72))
            table.horizontalHeaderItem(c).setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        table.resizeRowsToContents()
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        width = sum(header.sectionSize(c) for c in range(3)) + 2 * table.frameWidth() + 4
        height = header.height() + sum(table.rowHeight(r) for r in range(table.rowCount())) + 2 * table.frameWidth() + 2
        table.setFixedWidth(width)
        table.setMinimumHeight(min(height, 420))
        table.setMaximumHeight(height)
        return table

    def rows(self) -> list[tuple[str, str, str]]:
        """The table as text (source, Axis, Allies), the total last."""
        t = self.table
        return [tuple(t.item(r, c).text() for c in range(3)) for r in range(t.rowCount())]

    def text(self) -> str:
        """Everything the screen says, as plain text."""
        lines = [self.winner_label.text(), self.how_label.text(), self.vp_label.text()]
        if not self.tie_label.isHidden():
            lines.append(self.tie_label.text())
        lines.append(self.variants_label.text())
        lines.append(self.tr("VP by source"))
        for name, axis, allies in self.rows():
            if axis and axis != "0":
                lines.append(self.tr("{0}: {1} towards the {2}").format(name, axis, side_name("axis")))
            elif allies and allies != "0":
                lines.append(self.tr("{0}: {1} towards the {2}").format(name, allies, side_name("allies")))
            else:
                lines.append(f"{name}: 0")
        return "\n".join(lines)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self.close_button.setFocus()  # Enter or Esc just closes the screen

    def _new_game(self) -> None:
        self.new_game_requested.emit()


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


class GameOverScreen:
    """The end of the game in the window: the end-of-game screen (winner, how it ended, final VP
    in words, VP by source, from the seated player's view: all of it public) and a one-line
    "Game over" in the Decision panel.  Listens to the controller's ``game_over``."""

    def __init__(self, host):
        self.host = host  # the window: controller, handover, decision, files, new_game_dialog
        self.dialog: EndOfGameDialog | None = None
        self.text: str | None = None

    def attach(self, controller) -> None:
        controller.game_over.connect(self.show)

    def show(self) -> None:
        host = self.host
        view = host.controller.view()
        if self.dialog is not None:
            self.dialog.close()
        host.handover.hide()
        self.dialog = EndOfGameDialog(view, vp_by_source(view), host, save_needs_name=host.controller.path is None)
        self.dialog.new_game_requested.connect(self._new_game)
        self.dialog.save_requested.connect(self._save)
        self.text = self.dialog.text()
        host.decision.title.setText(self.dialog.short_text(view.winner))
        if host.isVisible():
            self.dialog.show()

    def _new_game(self) -> None:
        if not self.host.files.confirm_unsaved():
            return
        self.dialog.close()
        self.host.new_game_dialog(ask=False)

    def _save(self) -> None:
        self.host.files.save()
        ctl = self.host.controller
        if ctl and not ctl.dirty and self.dialog is not None:
            self.dialog.save_button.setText(_tr("Saved"))
            self.dialog.save_button.setEnabled(False)


def vp_by_source(view) -> list[tuple[str, int]]:
    """The game's VP in groups, each named in words: (name, VP towards the Axis), in the
    order objectives, secret chits, other chits, eliminations, exits, time, then the cards
    (Events and Actions by their names, e.g. Battlefield Integrity for E45)."""
    fixed = {"objectives": _tr("Objectives held"),
             "secret": _tr("Secret Objective chits (revealed at the end)"),
             "chits": _tr("Objective chits opened during play"),
             "7.1": _tr("Eliminations"), "7.2.1": _tr("Units exited off the map"),
             "6.1.2": _tr("Time (the Defender's VP when Time advances)")}
    order = list(fixed)
    sources: dict[str, int] = {}
    for side, vp, source in view.vp_sources:
        words = source.split()
        if "secret" in words and "chit" in words:
            key = "secret"
        elif "chit" in words:
            key = "chits"
        elif words[0] == "7.3.3":
            key = "objectives"
        else:
            key = words[0]
        sources[key] = sources.get(key, 0) + (vp if side == "axis" else -vp)
    from cc_desktop.ui.texts import card_of_rule, card_word

    rows = []
    for key in sorted(sources, key=lambda k: (order.index(k) if k in order else len(order), k)):
        card = None if key in fixed else card_of_rule(key)
        if key in fixed:
            name = fixed[key]
        elif card is not None:
            kind, ident = card
            name = (_tr("{0} (Event {1})") if kind == "event" else _tr("{0} (Action {1})")).format(
                card_word(kind, ident), key)
        else:
            name = _tr("Rule {0}").format(key)
        rows.append((name, sources[key]))
    return rows
