"""Between the engine and the window: the game being played, who is sitting at the screen, and
what that player may see.  The window never changes the game state itself: it asks the
controller to apply a move, and redraws when the controller says the game changed.

Hotseat privacy: ``viewer`` is the side now sitting at the screen.  When the engine waits for
the other side, ``handover_needed`` is emitted and the window covers everything until that
player takes the seat (:meth:`take_seat`).  Events reach the log only if ``viewer`` may see them.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from cc_desktop.fileio import clip, write_text_atomic
from cc_desktop.rules import Game, IllegalMove, Move
from cc_desktop.rules.game import SaveError

def autosave_path() -> Path | None:
    """The autosave file: ``$CC_DESKTOP_DATA/autosave.ccgame`` or the user data folder's."""
    import os

    base = os.environ.get("CC_DESKTOP_DATA")
    if not base:
        from PySide6.QtCore import QStandardPaths

        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave.ccgame" if base else None


#: Reaction windows a new player is asked about by default (A24); re-rolls are opt-in.
DEFAULT_WINDOWS = frozenset({"op_fire", "ambush", "dig_in", "concealment", "light_wounds", "no_quarter",
                             "demolitions", "hidden_mines", "hidden_wire", "hidden_entrenchments",
                             "hidden_pillbox", "hidden_unit"})


class GameController(QObject):
    changed = Signal()  # the game moved on (redraw)
    handover_needed = Signal(str)  # the side that must take the seat
    refused = Signal(object)  # IllegalMove
    game_over = Signal()
    logged = Signal(object)  # a GameEvent the viewer may see
    autosave_failed = Signal(str)  # the reason the last autosave could not be written
    autosave_ok = Signal()  # autosave works again after a failure

    def __init__(self, game: Game, parent=None):
        super().__init__(parent)
        self.game = game
        self.path: Path | None = None
        self.dirty = False
        self.autosave_error: str | None = None  # why the last autosave failed (None: it worked)
        self.viewer = game.pending.player if game.pending else "axis"
        game.signals.event.connect(self._on_event)

    # -- seats -------------------------------------------------------------------------------
    @property
    def deciding(self) -> str | None:
        return self.game.pending.player if self.game.pending else None

    def seat_ok(self) -> bool:
        return self.deciding is None or self.deciding == self.viewer

    def take_seat(self) -> None:
        if self.deciding:
            self.viewer = self.deciding
        self.changed.emit()

    # -- playing -----------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        return self.game.legal_moves() if self.seat_ok() else []

    def apply(self, move: Move) -> bool:
        if not self.seat_ok():
            return False
        try:
            self.game.apply(move)
        except IllegalMove as exc:
            self.refused.emit(exc)
            return False
        self.dirty = True
        self.autosave()
        self._after()
        return True

    #: off for `--smoke` and `screenshot` (they must not replace a player's autosave)
    autosave_enabled = True

    def autosave(self) -> None:
        """After every move: the game into the user data folder, for recovery after a crash.
        Never disturbs play: a failure (a full disk, a read-only folder) is reported through
        ``autosave_failed`` with the reason, and the next success through ``autosave_ok``."""
        path = autosave_path()
        if path is None or not self.autosave_enabled:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_text_atomic(path, json.dumps(self.game.to_save()) + "\n")
        except OSError as exc:
            self.autosave_error = f"{path}: {exc.strerror or exc}"
            self.autosave_failed.emit(self.autosave_error)
            return
        if self.autosave_error is not None:
            self.autosave_error = None
            self.autosave_ok.emit()

    def _after(self) -> None:
        self.changed.emit()
        if self.game.pending is None:
            self.game_over.emit()
        elif not self.seat_ok():
            self.handover_needed.emit(self.deciding)

    def set_pref(self, side: str, kind: str, on: bool) -> bool:
        """A24: the seated player asks (or stops asking) to be offered the reaction window
        ``kind``.  Only his own choices: the other side's are not his to see or change.  The
        engine records the change in the game's history (saves, autosave and undo replay it)."""
        if side != self.viewer or not self.seat_ok():
            return False
        prefs = set(self.game.prefs[side])
        prefs.add(kind) if on else prefs.discard(kind)
        if not self.game.set_prefs(side, prefs):
            return False
        self.dirty = True
        self.autosave()
        return True

    def can_undo(self) -> bool:
        return self.game.can_undo()

    def undo(self) -> bool:
        if not self.game.can_undo():
            return False
        self.game.signals.event.disconnect(self._on_event)
        try:
            self.game.undo()
        finally:
            self.game.signals.event.connect(self._on_event)
        self.dirty = True
        self.autosave()  # the recovery file follows the undo too
        self._after()
        return True

    def _on_event(self, event) -> None:
        if event.visible(self.viewer):
            self.logged.emit(event)

    def visible_log(self) -> list:
        return [e for e in self.game.log if e.visible(self.viewer)]

    # -- files -------------------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        """Raises OSError (the file as it was: never half a file)."""
        path = Path(path)
        write_text_atomic(path, json.dumps(self.game.to_save(), indent=1) + "\n")
        self.path = path
        self.dirty = False

    @classmethod
    def open(cls, path: str | Path, parent=None) -> "GameController":
        """Raises SaveError (with the file and the reason, one short line) for a broken or
        foreign file, whatever is wrong with it."""
        try:
            game = Game.load(path)
        except SaveError:
            raise
        except (OSError, ValueError) as exc:  # e.g. the scenario's bundled map or nation is broken
            raise SaveError(str(path), f"cannot open: {clip(str(exc).splitlines()[0] if str(exc) else exc)}") from None
        ctl = cls(game, parent)
        ctl.path = Path(path)
        return ctl


def set_aside(path: Path) -> Path | None:
    """Rename a broken file out of the way (``autosave.broken-20261201-153000.ccgame``), so it
    never blocks a start again and can still be looked at; returns the new name (None if the
    rename failed, then the file is removed as a last resort)."""
    import time

    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.broken-{stamp}-{n}{path.suffix}")
    try:
        path.rename(target)
        return target
    except OSError:
        try:
            path.unlink()
        except OSError:
            pass
        return None
