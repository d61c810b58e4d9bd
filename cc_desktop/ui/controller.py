"""Between the engine and the window: the game being played, who is sitting at the screen, and
what that player may see.  The window never changes the game state itself: it asks the
controller to apply a move, and redraws when the controller says the game changed.

Hotseat privacy and the table (issue 14): ``seated`` is the player at the screen (None: nobody
has taken the seat yet), ``viewer`` the side whose view the screen draws (the seated player's).
After every move, undo, seat taken or game opened the pending decision is put to the table as
the engine's seating policy says (:func:`cc_desktop.rules.seating.prompt_for`, the policy that
``cc-desktop simulate`` counts): the seated player decides as he is (SEATED); the other player
answers at the screen as it is, the seated player's hand and secrets hidden (PUBLIC; a reaction
window, A24, as a small public prompt: Decline, or Show my hand, WINDOW); a decision with one
public answer is made without asking (AUTO, ``auto_played``); only a decision that needs what
only its player may see costs a pass screen (PASS): ``handover_needed`` is emitted and the window
covers everything until that player takes the seat (:meth:`take_seat`).  Events reach the log
only if ``viewer`` may see them.  The window's panels draw what :meth:`view` gives (the seated
player's :class:`cc_desktop.rules.view.SideView`, or during a public prompt the screen as both
players may see it, :class:`cc_desktop.ui.publicprompt.PublicView`): ``shown`` carries it to them
after every change.
"""

from __future__ import annotations

import copy
import functools
import json
import weakref
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from shiboken6 import isValid

from cc_desktop.fileio import clip, write_text_atomic
from cc_desktop.rules import Game, IllegalMove, Move, seating
from cc_desktop.rules.game import SaveError
from cc_desktop.rules.seating import AUTO, PASS, PUBLIC, SEATED, WINDOW, Prompt


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


def _relay_emit(relay: _WriterRelay, ref, future) -> None:
    """In the writer thread: hand the finished write to the window's thread."""
    try:
        relay.done.emit(ref, future)
    except RuntimeError:  # the program is ending (the relay is gone): nothing to report to
        pass


class _WriterRelay(QObject):
    """Carries a finished autosave from the writer thread to the window's thread.  It lives as
    long as the program (made in the window's thread, never deleted), so the writer thread never
    emits on a controller the window's thread may be deleting at that moment (a window closed or
    thrown away while its autosave is written: a crash in Qt, not an exception); in the window's
    thread the result goes to the controller if it is still there."""

    done = Signal(object, object)  # (a weak reference to the controller, the future)

    def __init__(self):
        super().__init__()
        self.done.connect(self.deliver)  # queued: the relay lives in the window's thread

    def deliver(self, ref, future) -> None:
        controller = ref()
        if controller is not None and isValid(controller):
            controller._autosave_result(future)


@functools.cache
def _writer_relay() -> _WriterRelay:
    """The relay, made at the first autosave handed to the writer (in the window's thread)."""
    return _WriterRelay()


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
    shown = Signal(object)  # what the screen may show (:meth:`view`): what the panels draw, after every change
    changed = Signal()  # the game moved on (after ``shown``: the undo stack, a path being walked)
    handover_needed = Signal(str)  # the side that must take the seat (a pass screen)
    auto_played = Signal(object)  # [(side, label)]: the moves just made without asking (AUTO), in order
    refused = Signal(object)  # IllegalMove
    game_over = Signal()
    logged = Signal(object)  # a GameEvent the viewer may see
    autosave_failed = Signal(str)  # the reason the last autosave could not be written
    autosave_ok = Signal()  # autosave works again after a failure
    autosave_written = Signal()  # an autosave reached the disk

    def __init__(self, game: Game, parent=None):
        super().__init__(parent)
        self.game = game
        self.path: Path | None = None
        self.dirty = False
        self.autosave_error: str | None = None  # why the last autosave failed (None: it worked)
        self._viewer = game.pending.player if game.pending else "axis"
        self.seated: str | None = self._viewer  # the player at the screen (None: nobody yet)
        self.prompt: Prompt | None = None  # how the pending decision is put to the table
        self.made_auto: set[int] = set()  # the moves (their index) made without asking (AUTO)
        self.left: dict[str, int] = {}  # side -> the log's length when he last left the seat
        self.batch_start = len(game.moves)  # the moves before the last move asked for (and its AUTO ones)
        self._legal_memo = None  # ((decision, moves made), its legal moves)
        self._reprompt()
        game.signals.event.connect(self._on_event)
        self.autosave_every_ms = AUTOSAVE_EVERY_MS
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.timeout.connect(self._submit_autosave)
        self._writes = []  # the writes on their way (futures), oldest first
        self.autosaved_moves: int | None = None  # the moves in the last autosave on the disk

    # -- seats -------------------------------------------------------------------------------
    @property
    def viewer(self) -> str:
        """The side whose view the screen draws: the seated player's."""
        return self._viewer

    @viewer.setter
    def viewer(self, side: str) -> None:
        """``side``'s player sits at the screen."""
        self._viewer = side
        self.seated = side
        self._reprompt()

    @property
    def deciding(self) -> str | None:
        return self.game.pending.player if self.game.pending else None

    def seat_ok(self) -> bool:
        """The screen may stay as it is: the game is over, or its decision is asked at the screen
        (the seated player's, or one asked in public); False behind a pass screen."""
        return self.prompt is None or self.prompt.how != PASS

    def _reprompt(self) -> None:
        """The pending decision put to the table by the seating policy (for ``seated``).  A
        decision with one answer not made yet (a game just opened) is asked as a public one.
        Nobody at the screen yet: the screen draws the deciding player's view (his secrets hidden
        while he answers in public: a hidden set-up is always his own then), or the other's behind
        the pass screen (nothing of the deciding player's is drawn before he takes the seat)."""
        p = seating.prompt_for(self.game, self.seated)
        if p is not None and p.how == AUTO:
            p = Prompt(SEATED if p.side == self.seated else PUBLIC, p.side)
        if p is not None and self.seated is None:
            self._viewer = p.side if p.how != PASS else ("allies" if p.side == "axis" else "axis")
        self.prompt = p

    def _settle(self) -> list[tuple[str, str]]:
        """Make every AUTO decision (one answer, following from public information) until a
        real prompt; the (side, label) of each move made."""
        from cc_desktop.ui.texts import move_label

        made = []
        for _ in range(10_000):
            p = seating.prompt_for(self.game, self.seated)
            if p is None or p.how != AUTO:
                break
            label = move_label(self._public(p).asked(), p.move)
            try:
                self.game.apply(p.move)
            except IllegalMove:  # (never for an option of the decision; then it is asked as any other)
                break
            made.append((p.side, label))
            self.made_auto.add(len(self.game.moves) - 1)
        self._reprompt()
        if made:  # moves of the game: saved and autosaved as any other (a game just opened too)
            self.dirty = True
            self.autosave()
        return made

    def seat_nobody(self) -> None:
        """A game just begun, opened or recovered: nobody has taken the seat yet; the first
        decision is put to the table by the policy (a pass screen before one that needs a hand)."""
        self.seated = None
        self._after()

    def take_seat(self) -> None:
        """The deciding player sits at the screen (after the pass screen)."""
        side = self.deciding
        if side:
            if self.seated is not None and self.seated != side:
                self.left[self.seated] = len(self.game.view(self._viewer).log)
            self.viewer = side
        self.show()
        self.changed.emit()

    def show_hand(self) -> bool:
        """A24: the player asked in a reaction window wants to see his hand (to play a card): a
        pass screen, then he takes the seat and sees the whole window."""
        if self.prompt is None or self.prompt.how != WINDOW:
            return False
        self.handover_needed.emit(self.prompt.side)
        return True

    def away_lines(self, side: str) -> list:
        """"While you were away": the log lines since ``side``'s player last left the seat that
        both players may see (read through the seated player's view, the only one the window
        makes; kept if ``side`` may see them too: nothing owner-only of either)."""
        return [e for e in self.game.view(self._viewer).log.since(self.left.get(side, 0)) if e.visible(side)]

    def _legal(self) -> list[Move]:
        """The pending decision's legal moves, worked out once for a decision (every panel of a
        redraw asks, as a SideView's ``legal_moves``)."""
        key = (self.game.pending, len(self.game.moves))
        if self._legal_memo is None or self._legal_memo[0][0] is not key[0] or self._legal_memo[0][1] != key[1]:
            self._legal_memo = (key, self.game.legal_moves() if key[0] is not None else [])
        return list(self._legal_memo[1])

    def _public(self, prompt: Prompt):
        from cc_desktop.ui.publicprompt import PublicView

        return PublicView(self.game.view(self._viewer), prompt, self.game.pending,
                          seating.public_moves(prompt, self._legal()))

    def view(self):
        """What the screen may show now (:meth:`Game.view`): the seated player's view, or while
        the other player answers in public the same with the seated player's hand and secrets
        taken out and the public decision in it (:class:`~cc_desktop.ui.publicprompt.PublicView`);
        read when asked, nothing copied."""
        p = self.prompt
        if p is not None and p.how in (PUBLIC, WINDOW):
            return self._public(p)
        return self.game.view(self._viewer)

    def answering_view(self):
        """The view in which the decision being answered at the screen is ``pending`` (the words
        of a move played now): :meth:`view`, or for a reaction window asked in public the same
        screen with the window's decision in it (:meth:`PublicView.asked`)."""
        view = self.view()
        p = self.prompt
        if view.pending is None and p is not None and p.how in (PUBLIC, WINDOW):
            return view.asked()
        return view

    def show(self) -> None:
        """The panels draw the seated player's view again (``shown``)."""
        self._legal_memo = None  # worked out again (a position may have been changed by hand: tests)
        self.shown.emit(self.view())

    # -- playing -----------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """The answers that may be given at the screen now: every legal move of the seated
        player's decision or of one asked in public, a window's public answers, none behind a
        pass screen."""
        return seating.public_moves(self.prompt, self._legal()) if self.prompt else []

    def apply(self, move: Move) -> bool:
        p = self.prompt
        if p is None or p.how == PASS or (p.how == WINDOW and move.kind in p.hidden_moves):
            return False  # behind the pass screen; a card in a window: Show my hand first
        start = len(self.game.moves)
        try:
            self.game.apply(move)
        except IllegalMove as exc:
            self.refused.emit(exc)
            return False
        self.seated = seating.seated_after(p, self.seated, move)  # the pass screen, if any, came before
        self.batch_start = start
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
        relay, ref = _writer_relay(), weakref.ref(self)  # (the relay made here, in the window's thread)
        future.add_done_callback(lambda done: _relay_emit(relay, ref, done))

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
        made = self._settle()
        self.show()
        self.changed.emit()
        if made:
            self.auto_played.emit(made)
        if self.game.pending is None:
            self.game_over.emit()
        elif not self.seat_ok():
            self.handover_needed.emit(self.deciding)

    def set_pref(self, side: str, kind: str, on: bool) -> bool:
        """A24: the seated player asks (or stops asking) to be offered the reaction window
        ``kind``.  Only his own choices: the other side's are not his to see or change.  The
        engine records the change in the game's history (saves, autosave and undo replay it)."""
        if side != self.viewer or (self.prompt is not None and self.prompt.how != SEATED):
            return False  # his own, while he is at the screen (not while the other answers there)
        prefs = set(self.game.prefs[side])
        prefs.add(kind) if on else prefs.discard(kind)
        if not self.game.set_prefs(side, prefs):
            return False
        self.dirty = True
        self.autosave()
        return True

    def _undo_count(self) -> int:
        """The moves one undo takes back: the last move asked for and every move made without
        asking after it (an AUTO move alone would only be made again); 0 when the engine's undo
        rule refuses one of them (``Game.can_undo``: never across a revealed card or a decision
        handed to the other player)."""
        moves = self.game.moves
        n, k = len(moves), 1
        while n - k in self.made_auto:
            k += 1
        if k > n or any(self.game.barriers[n - k:]):
            return 0
        return k

    def can_undo(self) -> bool:
        return self.game.can_undo() and self._undo_count() > 0

    def undo(self) -> bool:
        """Take back the last move asked for, with the moves made without asking after it (they
        would follow from it again): the game as it was at that decision."""
        k = self._undo_count() if self.game.can_undo() else 0
        if not k:
            return False
        self.game.signals.event.disconnect(self._on_event)
        try:
            for _ in range(k):
                self.game.undo()
        finally:
            self.game.signals.event.connect(self._on_event)
        self.made_auto = {i for i in self.made_auto if i < len(self.game.moves)}
        self.batch_start = len(self.game.moves)
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
    def open(cls, path: str | Path, parent=None) -> GameController:
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
