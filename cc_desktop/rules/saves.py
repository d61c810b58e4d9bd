"""Saved games (``.ccgame``, JSON; ``resources/schemas/save.schema.json``).  No Qt.

A save holds how the game began (the scenario's set-up from a seed, or a position), the rule
options, the standing choices of reaction windows and their changes, every move, the undo
barriers, the log, the last checkpoint (the position at the last Turn's decision, with the
number of moves and log lines before it), and the final state with its hash.

Opening a save replays only the moves after its checkpoint, once the checkpoint has passed the
same checks as any position (shape, its own hash, invariants) and fits the save (scenario,
options, the standing choices at that point); a checkpoint that does not is ignored, and every
move is replayed from the start: the moves are the truth.  ``replay --verify`` (``strict``)
always replays from the start and compares the checkpoint, the log and the final state with
what the replay gives.

Version 1 saves (before positions) still open: they have no checkpoint, log or barriers, and
their state has fewer fields, so only those are compared.

Saves written before the set-up took any order (5; docs/rules-decisions.md "Set-up in any
order") hold no ``done`` after a side's units: the set-up asked them one by one and went on by
itself.  Such a move list (:func:`old_setup`) is replayed from the start with the ``done`` put
in where the set-up waits for it and the next move of the file is not one of its own
(:func:`replay_old_setup`); the game then holds those moves (a save written again has them),
and ``replay --verify`` compares the checkpoint and the undo barriers of the file with the
replay's by the moves of the file.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from pathlib import Path
from typing import Any

from cc_desktop.content.errors import ContentError, schema_problems
from cc_desktop.content.loader import bundled_scenarios, load_scenario, scenarios_dir
from cc_desktop.content import parse_scenario
from cc_desktop.content.model import Scenario
from cc_desktop.fileio import FileProblem, check_values, clip, excerpt, read_json, shorten, write_text_atomic
from cc_desktop.rules.machine import Move
from cc_desktop.rules.messages import GameEvent, IllegalMove, RuleMessage
from cc_desktop.rules.position import PositionError, check as check_position
from cc_desktop.rules.variants import ordered, variant_set

SAVE_FORMAT = "cc-desktop-game"
SAVE_VERSION = 2
SAVE_EXTENSION = ".ccgame"

#: The fields of a version 1 save's state (the only ones it can be compared on).
V1_STATE_KEYS = ("scenario", "players", "units", "weapons", "smoke", "blaze", "fortifications", "setup_fortifications",
                 "movement_lost", "time", "sudden_death", "vp", "vp_sources", "objectives", "objective_values",
                 "initiative", "active", "turn", "orders_given", "activated_units", "activated_players", "over",
                 "winner", "end_reason")


class SaveError(ValueError):
    """A save file that cannot be opened: ``source`` (the file), ``reason`` (one short line:
    the place in the file and what is wrong) and, for an illegal move, its ``index``."""

    def __init__(self, source: str, reason: str, index: int | None = None):
        self.source, self.reason, self.index = source, clip(reason), index
        super().__init__(clip(f"{source}: {self.reason}", 600))


# ----------------------------------------------------------------------------------------------
# writing
# ----------------------------------------------------------------------------------------------
def moves_fault(moves: list) -> str | None:
    """Where a save's moves are not [kind, arguments...] of 1 to 12 texts (1 to 80 characters)
    or whole numbers within a million (None: they are sound)."""
    for i, m in enumerate(moves):
        if type(m) is not list:
            return f"moves[{i}]: must be array, not {type(m).__name__ if m is not None else 'null'}"
        if not 1 <= len(m) <= 12:
            return f"moves[{i}]: must have at least 1 items, not 0" if not m else f"moves[{i}]: must have at most 12 items"
        for j, a in enumerate(m):
            if type(a) is str:
                if not 1 <= len(a) <= 80:
                    return f"moves[{i}][{j}]: must have " + ("at least 1 characters" if not a else "at most 80 characters")
            elif type(a) is int:
                if not -1_000_000 <= a <= 1_000_000:
                    return f"moves[{i}][{j}]: must be a whole number within a million, not {excerpt(a)}"
            else:
                kind = {dict: "an object", list: "a list", bool: "a boolean", float: "a fraction"}.get(type(a), "null")
                return f"moves[{i}][{j}]: must be string, not {kind}"
    return None


_ESCAPES = str.maketrans({"\\": "\\\\", "\t": "\\t", "\n": "\\n"})
_UNESCAPE = re.compile(r"\\(.)")
_UNESCAPED = {"\\": "\\", "t": "\t", "n": "\n"}


def log_line(e: GameEvent) -> str:
    """One event as a line of a save's log: kind, rule, code, visible_to, hidden_from, then each
    parameter (``name=text`` or ``name#number``), then each item of the event's data (its
    name after an ``@``: the facts of the units it names, game.FACTS), separated by tabs (tabs,
    new lines and backslashes in a text escaped with a backslash)."""
    fields = [e.kind, e.message.rule, e.message.code, e.visible_to or "", e.hidden_from or ""]
    for k, v in e.message.params:
        fields.append(f"{k}#{v}" if type(v) is int else f"{k}={str(v).translate(_ESCAPES)}")
    for k, v in e.data:
        fields.append(f"@{k}#{v}" if type(v) is int else f"@{k}={str(v).translate(_ESCAPES)}")
    return "\t".join(fields)


def log_text(log) -> str:
    """A game's log as a save holds it: one line per event (:func:`log_line`)."""
    return "\n".join(map(log_line, log))


def event_of(line: Any) -> GameEvent:
    """The event of one line of a save's log (:func:`log_line`); a line that is not one (short
    texts and whole numbers) reads "a line of the saved log could not be read": the log is a
    record of what the moves did, and the moves are the truth."""
    if type(line) is not str:
        return UNREADABLE
    fields = line.split("\t")
    if len(fields) < 5 or max(map(len, fields[:5])) > 80:
        return UNREADABLE
    params, data = [], []
    for f in fields[5:]:
        into = params
        if f.startswith("@"):  # the event's data (game.FACTS), after its parameters
            f, into = f[1:], data
        name, sep, value = f.partition("=")
        if sep:
            value = _UNESCAPE.sub(lambda m: _UNESCAPED.get(m.group(1), m.group(1)), value) if "\\" in value else value
            if len(value) > 200:
                return UNREADABLE
            into.append((name, value))
            continue
        name, sep, number = f.partition("#")
        if not sep or not number.lstrip("-").isdigit() or len(number) > 12:
            return UNREADABLE
        into.append((name, int(number)))
    return GameEvent(fields[0], RuleMessage(fields[1], fields[2], tuple(params)), fields[3] or None, tuple(data),
                     fields[4] or None)


UNREADABLE = GameEvent("log", RuleMessage("", "log_unreadable", ()))


class _LazyLines(list):
    """A list whose items are made from a save's text lines when first read (``_item``): read
    one by one, iterated, compared and sliced like a list; a prefix slice (what undo keeps) is
    ``head``, its lines still unread."""

    def _item(self, i: int):
        raise NotImplementedError

    def head(self, k: int) -> "_LazyLines":
        raise NotImplementedError

    def __getitem__(self, index):
        if isinstance(index, slice):
            start, stop, step = index.indices(len(self))
            if start == 0 and step == 1:
                return self.head(stop)  # undo's rewind keeps a prefix: it stays unread
            return [self._item(i) for i in range(start, stop, step)]
        return self._item(index)

    def __iter__(self):
        for i in range(len(self)):
            yield self._item(i)

    def __eq__(self, other) -> bool:
        return list(iter(self)) == list(other)

    __hash__ = None


class EventLog(_LazyLines):
    """The first ``count`` lines of a game's log as a save holds them (:func:`log_text`): nothing is
    read until someone looks at the log (opening a save costs the same early and late in a
    game); then the text is parsed once, and each line becomes a :class:`GameEvent` when first
    read.  Lines the text lacks or cannot give read "a line of the saved log could not be read"."""

    def __init__(self, text: str, count: int):
        super().__init__([None] * count)
        self._text: str | None = text
        self._count = count  # the lines from the text; the game's new events follow them

    def _read(self) -> None:
        text, self._text = self._text, None
        lines = text.split("\n") if text else []
        for i in range(self._count):  # the events after them (replayed, played since) are kept
            if list.__getitem__(self, i) is None:
                list.__setitem__(self, i, lines[i] if i < len(lines) else UNREADABLE)

    def _item(self, i: int) -> GameEvent:
        if self._text is not None and (i < 0 or i < self._count):
            self._read()
        item = list.__getitem__(self, i)
        if type(item) is not GameEvent:
            item = event_of(item)
            list.__setitem__(self, i, item)
        return item

    def head(self, k: int) -> "EventLog":
        """The first ``k`` lines, those not read yet still unread (as text, or the save's)."""
        out = EventLog.__new__(EventLog)
        list.__init__(out, list.__getitem__(self, slice(0, k)))
        out._text, out._count = self._text, min(self._count, k)
        return out



def to_save(game) -> dict:
    from cc_desktop.rules.game import rule_options

    k = max(game.checkpoints, default=None)
    checkpoint = {}
    if k is not None:
        log_len, prefs, text = game.checkpoints[k]
        position = game.position_at(k)
        checkpoint = {"checkpoint": {"moves": k, "log": log_len, "position": position}}
    start = {"start": game.start_position} if game.start_position is not None else {"seed": game.seed}
    return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "scenario": game.scenario.id,
            **game.scenario_document(), **start,
            "prefs": {s: sorted(p) for s, p in game.start_prefs.items()},
            **({"options": game.options} if game.options != rule_options(None) else {}),
            # V1-V20: the optional rules of the game (none: no field, as every older save)
            **({"variants": ordered(game.variants)} if game.variants else {}),
            # A24: the changes of standing choices during play, each at its move index
            **({"pref_changes": [[i, s, sorted(w)] for i, s, w in game.pref_changes]} if game.pref_changes else {}),
            "moves": "\n".join(map(str, game.moves)),
            "barriers": "".join("1" if b else "0" for b in game.barriers),
            **checkpoint,
            # the log as one text, a line per event: read only when someone looks at it (EventLog)
            "log": log_text(game.log),
            "state": game.state.to_json(), "hash": game.state.hash()}


def save(game, path: str | Path) -> None:
    """Write the save file (never half a file: :func:`cc_desktop.fileio.write_text_atomic`)."""
    write_text_atomic(path, json.dumps(to_save(game), separators=(",", ":")) + "\n")


# ----------------------------------------------------------------------------------------------
# reading
# ----------------------------------------------------------------------------------------------
def load(cls, path: str | Path, verify: bool = True, strict: bool = False):
    """Open a save file.  Every fault of the file, whatever it is, raises :class:`SaveError`
    with the file, the place in it and the reason in one short line."""
    source = str(path)
    try:
        data = read_json(path, "save", check=False)  # the moves and the log are checked here, faster
    except FileProblem as exc:
        raise SaveError(source, str(exc)) from None
    return from_save(cls, data, verify=verify, source=source, strict=strict)


def from_save(cls, data: Any, verify: bool = True, source: str = "<save>", strict: bool = False):
    """The game a save holds.  ``verify``: a saved hash, if there is one, must be the replayed
    state's.  ``strict`` (``cc-desktop replay --verify``): replay every move from the start; the
    hash and the state must be there, the hash must be the stored state's own, and the stored
    state, checkpoint and log must be what the replay gives."""
    from cc_desktop.rules.game import WINDOWS, rule_options

    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(source, "format: not a cc-desktop saved game")
    if data.get("version") not in (1, SAVE_VERSION):
        raise SaveError(source, f"version: {excerpt(data.get('version'))} is not {SAVE_VERSION} (or 1)")
    try:  # everything but the moves and the log (checked below): depth, texts, numbers
        check_values({k: v for k, v in data.items() if k not in ("moves", "log")})
    except FileProblem as exc:
        raise SaveError(source, str(exc)) from None
    problems = schema_problems("save", data)
    if problems:
        raise SaveError(source, "; ".join(f"{p.path or '(top level)'}: {p.reason}" for p in problems[:3]))
    if ("seed" in data) == ("start" in data):
        raise SaveError(source, "seed: a save begins either from a seed (the set-up) or from a position (start)")
    scenario = _save_scenario(data, source)
    prefs = data.get("prefs")
    for side, windows in (prefs or {}).items():
        unknown = sorted(set(windows) - set(WINDOWS))
        if unknown:
            raise SaveError(source, f"prefs.{side}: unknown reaction window(s) {', '.join(map(excerpt, unknown[:3]))}")
    try:
        options = rule_options(data.get("options"))
    except ValueError as exc:
        raise SaveError(source, f"options: {exc}") from None
    try:
        variants = variant_set(data.get("variants", ()))  # an older save has none
    except ValueError as exc:
        raise SaveError(source, f"variants: {exc}") from None
    if "start" in data and variant_set(data["start"].get("variants", ())) != variants:
        raise SaveError(source, "start.variants: the position the game began from has other variants than the save")
    cp = data.get("checkpoint")
    # 5: a move list of the set-up that asked the units one by one has no Done: replayed from
    # the start, the Done put in (its checkpoint counts the moves without them)
    old = old_setup(data)
    # the moves before the checkpoint are history (replayed, and so checked, only by a rewind
    # before it or by replay --verify): read as the game needs them; the others are checked here
    trusted = cp["moves"] if cp is not None and not strict and not old else 0
    moves = read_moves(data["moves"], trusted, source)
    try:
        changes = pref_changes_of(data.get("pref_changes", []), len(moves), WINDOWS)
    except (TypeError, ValueError) as exc:
        raise SaveError(source, f"pref_changes: {exc}") from None
    checkpoint = None if strict or old else _usable_checkpoint(data, scenario.id, prefs, options, changes,
                                                               len(moves), variants)
    game = _begin(cls, data, scenario, prefs, options, source, from_checkpoint=checkpoint is not None,
                  variants=variants)
    inserted: list[int] = []  # where the Done of an old set-up was put in (the game's move indices)
    try:
        if old:
            replay_old_setup(game, moves, changes, inserted)
        elif checkpoint is None:
            game.replay(moves, changes)
        else:
            game.resume_from_checkpoint(checkpoint, moves, changes, data)
    except IllegalMove as exc:
        i = len(game.moves) - len(inserted)  # the move that failed (apply records only legal moves)
        raise SaveError(source, f"moves[{i}]: {shorten(str(moves[i]))} is illegal here: {exc}", index=i) from None
    if strict:
        _verify_strictly(game, data, source, inserted)
    elif verify and data.get("hash") and _state_hash(game, data) != data["hash"]:
        raise SaveError(source, "hash: the replayed game differs from the saved state")
    return game


def _begin(cls, data: dict, scenario: Scenario, prefs, options, source: str, from_checkpoint: bool = False,
           variants: frozenset[str] = frozenset()):
    """The game at its beginning: the scenario's set-up (``seed``) or a position (``start``).
    ``from_checkpoint``: the game goes on from a checkpoint; only its context is made."""
    if "start" in data:
        try:
            game = cls.from_position(scenario, data["start"])
        except PositionError as exc:
            raise SaveError(source, f"start.{exc.where}: {exc.reason}" if exc.where else f"start: {exc.reason}") from None
        game.start_prefs = dict(game.prefs)
        return game
    if from_checkpoint:
        game = cls.__new__(cls)
        game._context(scenario, data["seed"], prefs, options, variants)
        return game
    return cls(scenario, data["seed"], prefs=prefs, options=options, variants=variants)


#: The moves of the set-up (5, V11, V8.1, F100.1): a save's first moves are of these kinds
#: until its first Turn
SETUP_MOVES = frozenset({"place", "done", "deploy", "keeps", "decline", "spotter", "fortify"})
_MOVE_KIND = re.compile(r"^([a-z_]+)", re.MULTILINE)


def old_setup(data: dict) -> bool:
    """Whether a save's moves are those of the set-up that asked the units one by one and went
    on by itself (5, before the set-up took any order): the game begins at its set-up (a seed,
    or a position taken there) and no ``done`` comes among the set-up's moves before its first
    Turn.  (A game begun in the new way has a ``done`` after the first side's units.)"""
    start = data.get("start")
    if start is not None and not (isinstance(start, dict) and isinstance(start.get("state"), dict)
                                  and start["state"].get("phase") == "setup"):
        return False  # begun at a Turn: no set-up in its moves
    raw = data.get("moves")
    if isinstance(raw, str):
        kinds = (m.group(1) for m in _MOVE_KIND.finditer(raw))
    elif isinstance(raw, list):
        kinds = (m[0] if isinstance(m, list) and m else None for m in raw)
    else:
        return False
    for kind in kinds:  # (the moves are checked later: anything else ends the set-up here)
        if kind == "done":
            return False
        if type(kind) is not str or kind not in SETUP_MOVES:
            break
    return True


def replay_old_setup(game, moves, changes, inserted: list[int]) -> None:
    """Replay ``moves`` of an old set-up (:func:`old_setup`) on ``game`` as it begins, each
    standing-choice change at its move index (as ``Game.replay``): where the set-up waits for
    Done (5) and the file's next move is not one of its own, the Done is put in first; its
    index in the game's moves goes into ``inserted``."""
    done = Move("done")
    n = len(moves)
    changes = list(changes)
    j = 0
    for i in range(n + 1):
        while j < len(changes) and min(int(changes[j][0]), n) <= i:
            game.set_prefs(changes[j][1], changes[j][2])
            j += 1
        if i == n:
            break
        move = moves[i]
        d = game.pending
        if (d is not None and d.kind == "setup" and d.variant is None and done in d.options
                and move not in d.options):
            inserted.append(len(game.moves))
            game.apply(done)
        game.apply(move)


def _file_index(inserted: list[int], k: int) -> int:
    """The game's move count ``k`` as the file counts its moves (without the Done put in)."""
    return k - sum(1 for p in inserted if p < k)


def _usable_checkpoint(data: dict, scenario_id: str, prefs, options, changes, n_moves: int,
                       variants: frozenset[str] = frozenset()) -> dict | None:
    """The save's checkpoint, if it can be trusted: a sound position of this scenario with the
    save's options and the standing choices of that point, within the moves and the log."""
    from cc_desktop.rules.game import WINDOWS

    cp = data.get("checkpoint")
    if cp is None or not 0 < cp["moves"] <= n_moves or type(data.get("log")) is not str:
        return None
    position = cp["position"]
    try:
        check_position(position)
    except PositionError:
        return None
    if position["scenario"] != scenario_id or position["options"] != options:
        return None
    if frozenset(position.get("variants", ())) != variants:
        return None
    chosen = {s: frozenset(prefs.get(s, WINDOWS) if prefs else WINDOWS) for s in ("axis", "allies")}
    for i, side, windows in changes:
        if i < cp["moves"]:
            chosen[side] = frozenset(windows)
    if {s: sorted(p) for s, p in sorted(chosen.items())} != position["prefs"]:
        return None
    if position["decision"]["kind"] != "turn" or len(data.get("barriers", "")) != n_moves:
        return None
    return dict(cp, events=EventLog(data["log"], cp["log"]))


#: A save's moves as text: one move a line, its kind and its arguments (ids, hexes, numbers)
MOVES_TEXT = re.compile(r"(?:[a-z][a-z_]{0,39}(?: [A-Za-z0-9_.:-]{1,80}){0,11}(?:\n|\Z))*")


def read_moves(raw: Any, trusted: int, source: str) -> list:
    """A save's moves (one text, a move a line; a version 1 save: a list of [kind, args...]).
    The first ``trusted`` moves (before a checkpoint) are read when the game needs them."""
    if isinstance(raw, list):  # version 1: [kind, args...] each, every one checked
        fault = moves_fault(raw)
        if fault:
            raise SaveError(source, fault)
        moves = []
        for i, m in enumerate(raw):
            try:
                moves.append(Move.from_json(m))
            except ValueError as exc:
                raise SaveError(source, f"moves[{i}]: {exc}") from None
        return moves
    else:
        if raw and not MOVES_TEXT.fullmatch(raw):
            for i, line in enumerate(raw.split("\n")):
                if not MOVES_TEXT.fullmatch(line):
                    raise SaveError(source, f"moves: line {i + 1} is no move: {excerpt(line)}")
        lines = raw.split("\n") if raw else []
        if len(lines) > 100_000:
            raise SaveError(source, f"moves: {len(lines):,} moves (at most 100,000)")
    moves = MoveList(lines)
    for i in range(trusted, len(lines)):
        try:
            list.__setitem__(moves, i, Move.parse(lines[i]))
        except ValueError as exc:
            raise SaveError(source, f"moves[{i}]: {exc}") from None
    return moves


class MoveList(_LazyLines):
    """The moves read from a save: each line becomes a :class:`Move` when first looked at (a
    line of no known move becomes one that every decision refuses)."""

    def _item(self, i: int):
        item = list.__getitem__(self, i)
        if type(item) is str:
            try:
                item = Move.parse(item)
            except ValueError:
                kind, *args = item.split()
                item = Move(kind, *args)
            list.__setitem__(self, i, item)
        return item

    def head(self, k: int) -> "MoveList":
        """The first ``k`` moves, still unread."""
        return MoveList(list.__getitem__(self, slice(0, k)))


def _state_hash(game, data: dict) -> str:
    """The replayed state's hash, on the fields a save of that version holds."""
    if data.get("version") == 1:
        state = game.state.to_json()
        text = json.dumps({k: state[k] for k in V1_STATE_KEYS}, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()
    return game.state.hash()


def _verify_strictly(game, data: dict, source: str, inserted: list[int] = ()) -> None:
    """``replay --verify``: the save carries its state and that state's hash, and replaying the
    moves from the start gives exactly that state, that checkpoint and that log.  ``inserted``:
    the Done put in an old set-up (:func:`replay_old_setup`): the checkpoint and the barriers are
    compared by the file's own moves, and the log (an earlier program's) is not."""
    if "hash" not in data:
        raise SaveError(source, "hash: missing, so the save cannot be verified")
    if "state" not in data:
        raise SaveError(source, "state: missing, so the save cannot be verified")
    stored = data["state"]
    text = json.dumps(stored, sort_keys=True, separators=(",", ":"))
    if hashlib.sha256(text.encode("utf-8")).hexdigest() != data["hash"]:
        raise SaveError(source, "hash: is not the hash of the saved state (the file was changed)")
    replayed = json.loads(json.dumps(game.state.to_json()))
    if data.get("version") == 1:
        replayed = {k: replayed[k] for k in V1_STATE_KEYS}
    if replayed != stored:
        where = _first_difference(stored, replayed)
        raise SaveError(source, f"state.{where}: the replayed game differs from the saved state here")
    cp = data.get("checkpoint")
    if cp is not None:
        k = cp["moves"]
        if inserted:  # the game's count of moves at the file's checkpoint
            k = next((c for c in game.checkpoints if _file_index(inserted, c) == k), k + len(inserted))
        if k not in game.checkpoints:
            raise SaveError(source, f"checkpoint.moves: the game is not at a Turn's decision after "
                                    f"{cp['moves']} moves")
        position = json.loads(json.dumps(game.position_at(k)))
        if position != cp["position"]:
            bare = {k: v for k, v in position.items() if k != "hash"}
            stored_bare = {k: v for k, v in cp["position"].items() if k != "hash"} if isinstance(cp["position"], dict) else {}
            where = _first_difference(stored_bare, bare) if bare != stored_bare else "hash"
            raise SaveError(source, f"checkpoint.position.{where}: the replayed game differs from the checkpoint here")
        if not inserted and game.checkpoints[k][0] != cp["log"]:
            raise SaveError(source, f"checkpoint.log: is {cp['log']}; the replay had {game.checkpoints[k][0]} log lines")
    # an old set-up's save was written by an earlier program, whose log said things in other
    # lines and words (the Fire's parts, the Defense's Cover, the units' facts): its state, its
    # checkpoint's position and its barriers are verified, not the lines of its log
    if "log" in data and not inserted:
        log = [log_line(e) for e in game.log]
        stored = data["log"].split("\n") if data["log"] else []
        if log != stored:
            i = next((i for i, (a, b) in enumerate(zip(log, stored)) if a != b), min(len(log), len(stored)))
            raise SaveError(source, f"log[{i}]: the replayed game logged something else here")
    barriers = list(game.barriers)
    for p in reversed(inserted):  # an old set-up: the Done's barrier was its last unit's
        barriers[p - 1] = barriers[p - 1] or barriers[p]
        del barriers[p]
    if "barriers" in data and data["barriers"] != "".join("1" if b else "0" for b in barriers):
        raise SaveError(source, "barriers: are not those of the replayed moves")


def _first_difference(a: Any, b: Any, path: str = "") -> str:
    """The JSON path of the first place where ``a`` and ``b`` differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b or a[k] != b[k]:
                return _first_difference(a.get(k), b.get(k), f"{path}.{k}" if path else str(k))
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return path or "(top level)"


def pref_changes_of(data: Any, n_moves: int, windows) -> list[tuple[int, str, frozenset[str]]]:
    """A save's ``pref_changes`` checked: [move index, side, [window ids]] each, the indices in
    order and within the move list (ValueError names the first fault)."""
    if not isinstance(data, list):
        raise ValueError("not a list")
    changes, last = [], 0
    for entry in data:
        if not (isinstance(entry, list) and len(entry) == 3 and isinstance(entry[0], int)
                and not isinstance(entry[0], bool) and isinstance(entry[2], list)):
            raise ValueError(f"not [index, side, [windows]]: {excerpt(entry)}")
        index, side, chosen = entry
        if not last <= index <= n_moves:
            raise ValueError(f"index {index} out of order or beyond the {n_moves} moves")
        if side not in ("axis", "allies"):
            raise ValueError(f"unknown side {excerpt(side)}")
        unknown = [w for w in chosen if w not in windows]
        if unknown:
            raise ValueError(f"unknown reaction window(s) {excerpt(unknown)}")
        changes.append((index, side, frozenset(chosen)))
        last = index
    return changes


def scenario_of(data: dict, source: str) -> Scenario:
    """The scenario of a save or position: its own ``scenario_data``, or a bundled scenario by
    its id (nothing in a file makes the program read another file)."""
    if "scenario_data" in data:  # a scenario that is not bundled travels inside the file
        scenario, problems = parse_scenario(data["scenario_data"], f"{source}: scenario_data")
        if scenario is None:
            raise SaveError(source, "scenario_data: " + "; ".join(
                f"{p.path or '(top level)'}: {p.reason}" for p in problems[:3]))
        return scenario
    ident = data["scenario"]
    known = sorted(p.stem for p in bundled_scenarios())
    if ident not in known:
        raise SaveError(source, f"scenario: unknown scenario {excerpt(ident)} (bundled: {', '.join(known)})")
    path = scenarios_dir() / f"{ident}.json"
    try:
        stat = path.stat()
        return _bundled_scenario(str(path), stat.st_mtime_ns, stat.st_size)
    except OSError as exc:
        raise SaveError(source, f"scenario: {ident} cannot be read: {exc.strerror or exc}") from None
    except ContentError as exc:
        raise SaveError(source, f"scenario: {ident} does not load: {exc.lines[0] if exc.lines else exc}") from None


@functools.lru_cache(maxsize=16)
def _bundled_scenario(path: str, mtime_ns: int, size: int) -> Scenario:
    """A bundled scenario, loaded once while its file stays the same (opening saves, undo)."""
    return load_scenario(Path(path))


_save_scenario = scenario_of


def scenario_document(scenario: Scenario) -> dict:
    """A scenario that is not one of the bundled ones (a generated one, a player's own file)
    travels inside a save or a position, so it opens anywhere."""
    sc = scenario
    bundled = Path(sc.source).resolve().parent == scenarios_dir().resolve() if sc.source else False
    return {} if bundled or sc.document is None else {"scenario_data": sc.document}
