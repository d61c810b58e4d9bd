"""Between the engine and the window: the game being played, who is sitting at the screen, and
what that player may see.  The window never changes the game state itself: it asks the
controller to apply a move, and redraws when the controller says the game changed.

Hotseat privacy: ``viewer`` is the side now sitting at the screen.  When the engine waits for
the other side, ``handover_needed`` is emitted and the window covers everything until that
player takes the seat (:meth:`take_seat`).  Events reach the log only if ``viewer`` may see them.
The window's panels draw what the seated player's view holds (:meth:`view`, a
:class:`cc_desktop.rules.view.SideView`): ``shown`` carries it to them after every change.
"""

from __future__ import annotations

import copy
import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

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


#: At most one autosave in this time (ms): the first move not yet in the autosave starts the clock,
#: and the game as it is then is written when it runs out.  A crash or ``kill -9`` loses at most
#: the moves of the last ``AUTOSAVE_EVERY_MS`` before it (and those of a write still on its way to
#: the disk, a few milliseconds); a normal close, a new or opened game write the autosave first.
AUTOSAVE_EVERY_MS = 2000

#: Autosaves are made into text and written (to a temporary file, flushed to disk, renamed) one
#: after the other, in the order they were asked for, away from the window's thread: neither the
#: size of the save nor the disk holds up play.
_WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cc-autosave")


class _StateThen:
    """A game's state as it was when an autosave was asked for (its JSON and its hash)."""

    def __init__(self, state):
        self._json, self._hash = state.to_json(), state.hash()  # fresh containers: nothing shared

    def to_json(self) -> dict:
        return self._json

    def hash(self) -> str:
        return self._hash


def game_then(game: Game) -> Game:
    """A copy of ``game`` as it is now, to make its save from in the writer thread while play goes
    on: what changes during play (``Game.HISTORY``: the moves, the log, the checkpoints ... and the
    state) is copied - lists and dicts by reference to their immutable items, a save's unread log
    and moves as they are (``head``), the state as its JSON - and the rest (scenario, options,
    board) is shared: it never changes in play.  Costs the same early and late in a game."""
    then = copy.copy(game)
    for name in Game.HISTORY:
        value = getattr(game, name, None)
        if name == "state":
            value = _StateThen(value)
        elif hasattr(value, "head"):  # saves.EventLog, saves.MoveList
            value = value.head(len(value))
        elif isinstance(value, list):
            value = list(value)
        elif isinstance(value, dict):
            value = dict(value)
        else:
            value = None  # the machine (pending decision, procedure): no part of a save
        setattr(then, name, value)
    return then


def _write_autosave(path: Path, game) -> str | None:
    """In the writer thread: the save of ``game`` (a :func:`game_then`) made and written,
    atomically; the reason it failed (None: written)."""
    try:
        text = json.dumps(game.to_save()) + "\n"
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, text)  # looked up at each write (tests replace it)
    except OSError as exc:
        return f"{path}: {exc.strerror or exc}"
    except Exception as exc:  # noqa: BLE001 - whatever it is, it is reported, never raised in the writer
        return f"{path}: {type(exc).__name__}: {exc}"
    return None


class GameController(QObject):
    shown = Signal(object)  # the seated player's view (SideView): what the panels draw, after every change
    changed = Signal()  # the game moved on (after ``shown``: the undo stack, a path being walked)
    handover_needed = Signal(str)  # the side that must take the seat
    refused = Signal(object)  # IllegalMove
    game_over = Signal()
    logged = Signal(object)  # a GameEvent the viewer may see
    autosave_failed = Signal(str)  # the reason the last autosave could not be written
    autosave_ok = Signal()  # autosave works again after a failure
    autosave_written = Signal()  # an autosave reached the disk
    _autosave_done = Signal(object)  # from the writer thread: the reason it failed, or None

    def __init__(self, game: Game, parent=None):
        super().__init__(parent)
        self.game = game
        self.path: Path | None = None
        self.dirty = False
        self.autosave_error: str | None = None  # why the last autosave failed (None: it worked)
        self.viewer = game.pending.player if game.pending else "axis"
        game.signals.event.connect(self._on_event)
        self.autosave_every_ms = AUTOSAVE_EVERY_MS
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.timeout.connect(self._submit_autosave)
        self._autosave_done.connect(self._autosave_result)  # queued: delivered in the window's thread
        self._writes = []  # the writes on their way (futures), oldest first
        self.autosaved_moves: int | None = None  # the moves in the last autosave on the disk

    # -- seats -------------------------------------------------------------------------------
    @property
    def deciding(self) -> str | None:
        return self.game.pending.player if self.game.pending else None

    def seat_ok(self) -> bool:
        return self.deciding is None or self.deciding == self.viewer

    def take_seat(self) -> None:
        if self.deciding:
            self.viewer = self.deciding
        self.show()
        self.changed.emit()

    def view(self):
        """What the seated player may see now (:meth:`Game.view`): read when asked, nothing copied."""
        return self.game.view(self.viewer)

    def show(self) -> None:
        """The panels draw the seated player's view again (``shown``)."""
        self.shown.emit(self.view())

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
        """After every move: the game goes into the user data folder, for recovery after a
        crash, at most once every ``autosave_every_ms`` (the first move since the last autosave
        starts the clock; :data:`AUTOSAVE_EVERY_MS`), so a move costs the same early and late in
        a game.  The file is written in the writer thread (atomically: the old file or the new,
        never half of one).  Never disturbs play: a failure (a full disk, a read-only folder) is
        reported through ``autosave_failed`` with the reason, and the next success through
        ``autosave_ok``."""
        if not self.autosave_enabled or autosave_path() is None:
            return
        if not self._autosave_timer.isActive():
            self._autosave_timer.start(self.autosave_every_ms)

    def autosave_pending(self) -> bool:
        """Moves not yet in the autosave on the disk (waiting for the clock, or being written)."""
        return self._autosave_timer.isActive() or bool(self._writes)

    def flush_autosave(self, wait: bool = False) -> None:
        """Write the autosave now, if moves wait for it (the timer's end, a close, another
        game); ``wait``: until it is on the disk (and its result reported)."""
        if self._autosave_timer.isActive():
            self._autosave_timer.stop()
            self._submit_autosave()
        if wait:
            while self._writes:
                future = self._writes[0]
                future.result()
                self._autosave_result(future)

    def _submit_autosave(self) -> None:
        """The game as it is now (:func:`game_then`, taken here, where the game is played),
        handed to the writer thread, which makes the save's text and writes it."""
        path = autosave_path()
        if path is None or not self.autosave_enabled:
            return
        future = _WRITER.submit(_write_autosave, path, game_then(self.game))
        future.moves = len(self.game.moves)
        self._writes.append(future)
        future.add_done_callback(self._autosave_done_in_writer)

    def _autosave_done_in_writer(self, future) -> None:
        try:
            self._autosave_done.emit(future)
        except RuntimeError:  # the controller is gone (the window closed): nothing to report to
            pass

    def _autosave_result(self, future) -> None:
        """In the window's thread: report a write's outcome (once, in the order written)."""
        if future not in self._writes:
            return  # reported already (``flush_autosave(wait=True)``)
        self._writes.remove(future)
        reason = future.result()
        if reason is not None:
            self.autosave_error = reason
            self.autosave_failed.emit(reason)
            return
        self.autosaved_moves = future.moves
        self.autosave_written.emit()
        if self.autosave_error is not None:
            self.autosave_error = None
            self.autosave_ok.emit()

    def _after(self) -> None:
        self.show()
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
        ctl = cls(cls.load_game(path), parent)
        ctl.path = Path(path)
        return ctl

    @staticmethod
    def load_game(path: str | Path) -> Game:
        """The game of a save file, without a controller (no Qt: the window reads it in the
        background); raises SaveError as :meth:`open`."""
        try:
            return Game.load(path)
        except SaveError:
            raise
        except (OSError, ValueError) as exc:  # e.g. the scenario's bundled map or nation is broken
            raise SaveError(str(path), f"cannot open: {clip(str(exc).splitlines()[0] if str(exc) else exc)}") from None


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
