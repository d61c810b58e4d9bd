"""Undo in the window: a ``QUndoStack`` of the moves the engine would take back (issue 6:
"Undo with the engine's undo rule (QUndoStack only calls it)").

Each applied move becomes a :class:`MoveCommand` whose ``undo()`` asks the controller to take
the last move back; the engine decides whether that is allowed (never across a revealed card,
a decision handed to the other player or the end of the game - ``Game.can_undo``).  The stack
therefore only ever holds the moves after the engine's last barrier, made by the player now
deciding: it is emptied at every hand-over (the other player never reads "Undo <your move>"),
on a new game or an opened save, and whenever the engine refuses.  The menu's Undo action is
the stack's own (``createUndoAction``), its text "Undo <the move>".  The moves the controller
made without asking (one public answer, AUTO: ``controller.made_auto``) have no command of their
own: they belong to the move asked for before them, and its undo takes them back with it.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoCommand, QUndoStack

from cc_desktop.ui.texts import move_label


class MoveCommand(QUndoCommand):
    """One move already applied by the controller (so the first ``redo()`` does nothing)."""

    def __init__(self, history: "MoveHistory", move, text: str):
        super().__init__(text)
        self.history = history
        self.move = move
        self.size = 1  # the moves it stands for: its own and those made without asking after it
        self._applied = True

    def redo(self) -> None:
        if self._applied:
            return
        self._applied = True
        self.history.reapply(self.move)

    def undo(self) -> None:
        self._applied = False
        self.history.take_back()


class MoveHistory(QUndoStack):
    """The window's undo stack, kept in step with the controller's game."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.controller = None
        self.base = 0  # the number of moves below the stack's first command
        self.player: str | None = None  # the deciding player the stack's moves belong to
        self._busy = False
        self.refused = 0  # how often the engine refused an undo the stack asked for

    def attach(self, controller) -> None:
        """A new game or an opened save: a fresh stack that follows ``controller``."""
        if self.controller is not None:
            try:
                self.controller.changed.disconnect(self.resync)
            except (RuntimeError, TypeError):
                pass
        self.controller = controller
        controller.changed.connect(self.resync)
        self.resync(reset=True)

    # -- called by the commands -------------------------------------------------------------
    def take_back(self) -> None:
        self._busy = True
        try:
            ok = self.controller.undo() if self.controller is not None else False
        finally:
            self._busy = False
        if not ok:  # the engine said no: nothing below can be undone either
            self.refused += 1
            QTimer.singleShot(0, lambda: self.resync(reset=True))

    def reapply(self, move) -> None:
        self._busy = True
        try:
            ok = self.controller.apply(move) if self.controller is not None else False
        finally:
            self._busy = False
        if not ok:
            QTimer.singleShot(0, lambda: self.resync(reset=True))

    # -- keeping step with the game ------------------------------------------------------------
    def covered(self) -> int:
        """The moves the commands below the stack's index stand for."""
        return sum(self.command(i).size for i in range(self.index()))

    def resync(self, reset: bool = False) -> None:
        """Push a command for each move applied since the last call; start afresh (empty) at a
        barrier of the engine, at a hand-over, at the end of the game or when out of step."""
        if self._busy or self.controller is None:
            return
        ctl = self.controller
        game = ctl.game
        moves = game.moves
        barriers = getattr(game, "barriers", [])
        # after the engine's last barrier (read from the end: the same cost late in a game)
        start = next((i + 1 for i in range(len(barriers) - 1, -1, -1) if barriers[i]), 0)
        deciding = ctl.deciding
        if (reset or game.pending is None or deciding != self.player or start > self.base
                or self.base + self.covered() > len(moves)):
            self.clear()
            # after a hand-over the stack starts at the current end: the new player's moves only
            self.base = len(moves) if (not reset and deciding != self.player) else start
            self.player = deciding
            if game.pending is None:  # the game is over: nothing to take back
                self.base = len(moves)
        first = self.base + self.covered()
        if first < len(moves):
            seen = ctl.view()  # the moves named as the seated player sees them (his own moves)
            auto = getattr(ctl, "made_auto", ())
            for i in range(first, len(moves)):
                if i not in auto:
                    self.push(MoveCommand(self, moves[i], move_label(seen, moves[i], where=False)))
                elif self.index():  # made without asking: taken back with the move before it
                    self.command(self.index() - 1).size += 1
                else:  # nothing of this player's to take back before it
                    self.base += 1
        action = getattr(self.window, "undo_action", None)
        if action is not None:
            action.setEnabled(self.canUndo())
