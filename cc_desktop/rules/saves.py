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
"""

from __future__ import annotations

import functools
import hashlib
import json
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


def events_from_json(log: Any) -> list[GameEvent] | None:
    """A save's log as events, or None where it is not a list of events [kind, rule, code,
    {params}, visible_to, hidden_from] of short texts and whole numbers (the log is a record of
    what the moves did: a broken one is rebuilt by replaying them)."""
    if type(log) is not list:
        return None
    out = []
    for e in log:
        if not (type(e) is list and len(e) == 6 and type(e[0]) is str and type(e[1]) is str and type(e[2]) is str
                and type(e[3]) is dict and (e[4] is None or type(e[4]) is str) and (e[5] is None or type(e[5]) is str)
                and len(e[0]) <= 80 and len(e[1]) <= 80 and len(e[2]) <= 80):
            return None
        params = e[3]
        for v in params.values():
            if not (type(v) is int or type(v) is str and len(v) <= 200):
                return None
        out.append(GameEvent(e[0], RuleMessage(e[1], e[2], tuple(params.items())), e[4], (), e[5]))
    return out


def event_json(e: GameEvent) -> list:
    return [e.kind, e.message.rule, e.message.code, dict(e.message.params), e.visible_to, e.hidden_from]


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
            # A24: the changes of standing choices during play, each at its move index
            **({"pref_changes": [[i, s, sorted(w)] for i, s, w in game.pref_changes]} if game.pref_changes else {}),
            "moves": [m.to_json() for m in game.moves],
            "barriers": "".join("1" if b else "0" for b in game.barriers),
            **checkpoint,
            "log": [event_json(e) for e in game.log],
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
    fault = moves_fault(data["moves"])
    if fault:
        raise SaveError(source, fault)
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
    moves = []
    for i, m in enumerate(data["moves"]):
        try:
            moves.append(Move.from_json(m))
        except ValueError as exc:
            raise SaveError(source, f"moves[{i}]: {exc}") from None
    try:
        changes = pref_changes_of(data.get("pref_changes", []), len(moves), WINDOWS)
    except (TypeError, ValueError) as exc:
        raise SaveError(source, f"pref_changes: {exc}") from None
    game = _begin(cls, data, scenario, prefs, options, source)
    checkpoint = None if strict else _usable_checkpoint(data, game, changes, len(moves))
    try:
        if checkpoint is None:
            game.replay(moves, changes)
        else:
            game.resume_from_checkpoint(checkpoint, moves, changes, data)
    except IllegalMove as exc:
        i = len(game.moves)  # the move that failed (apply records only legal moves)
        raise SaveError(source, f"moves[{i}]: {shorten(str(moves[i]))} is illegal here: {exc}", index=i) from None
    if strict:
        _verify_strictly(game, data, source)
    elif verify and data.get("hash") and _state_hash(game, data) != data["hash"]:
        raise SaveError(source, "hash: the replayed game differs from the saved state")
    return game


def _begin(cls, data: dict, scenario: Scenario, prefs, options, source: str):
    """The game at its beginning: the scenario's set-up (``seed``) or a position (``start``)."""
    if "start" in data:
        try:
            game = cls.from_position(scenario, data["start"])
        except PositionError as exc:
            raise SaveError(source, f"start.{exc.where}: {exc.reason}" if exc.where else f"start: {exc.reason}") from None
        game.start_prefs = dict(game.prefs)
        return game
    return cls(scenario, data["seed"], prefs=prefs, options=options)


def _usable_checkpoint(data: dict, game, changes, n_moves: int) -> dict | None:
    """The save's checkpoint, if it can be trusted: a sound position of this scenario with the
    save's options and the standing choices of that point, within the moves and the log."""
    cp = data.get("checkpoint")
    if cp is None or not 0 < cp["moves"] <= n_moves or cp["log"] > len(data.get("log", [])):
        return None
    position = cp["position"]
    try:
        check_position(position)
    except PositionError:
        return None
    if position["scenario"] != game.scenario.id or position["options"] != game.options:
        return None
    prefs = dict(game.start_prefs)
    for i, side, windows in changes:
        if i < cp["moves"]:
            prefs[side] = frozenset(windows)
    if {s: sorted(p) for s, p in sorted(prefs.items())} != position["prefs"]:
        return None
    if position["decision"]["kind"] != "turn" or len(data.get("barriers", "")) != n_moves:
        return None
    log = events_from_json(data.get("log", [])[: cp["log"]])
    if log is None:
        return None
    return dict(cp, events=log)


def _state_hash(game, data: dict) -> str:
    """The replayed state's hash, on the fields a save of that version holds."""
    if data.get("version") == 1:
        state = game.state.to_json()
        text = json.dumps({k: state[k] for k in V1_STATE_KEYS}, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()
    return game.state.hash()


def _verify_strictly(game, data: dict, source: str) -> None:
    """``replay --verify``: the save carries its state and that state's hash, and replaying the
    moves from the start gives exactly that state, that checkpoint and that log."""
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
        if k not in game.checkpoints:
            raise SaveError(source, f"checkpoint.moves: the game is not at a Turn's decision after {k} moves")
        position = json.loads(json.dumps(game.position_at(k)))
        if position != cp["position"]:
            bare = {k: v for k, v in position.items() if k != "hash"}
            stored_bare = {k: v for k, v in cp["position"].items() if k != "hash"} if isinstance(cp["position"], dict) else {}
            where = _first_difference(stored_bare, bare) if bare != stored_bare else "hash"
            raise SaveError(source, f"checkpoint.position.{where}: the replayed game differs from the checkpoint here")
        if game.checkpoints[k][0] != cp["log"]:
            raise SaveError(source, f"checkpoint.log: is {cp['log']}; the replay had {game.checkpoints[k][0]} log lines")
    if "log" in data:
        log = [json.loads(json.dumps(event_json(e))) for e in game.log]
        if log != data["log"]:
            i = next((i for i, (a, b) in enumerate(zip(log, data["log"])) if a != b), min(len(log), len(data["log"])))
            raise SaveError(source, f"log[{i}]: the replayed game logged something else here")
    if "barriers" in data and data["barriers"] != "".join("1" if b else "0" for b in game.barriers):
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
