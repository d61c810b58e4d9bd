"""The game: a state machine over (scenario, seed, moves).  No Qt.

    game = Game.new("test-skirmish", seed=7)
    game.pending            # Decision: who decides what
    game.legal_moves()      # every legal choice (atomic: one unit, one hex at a time)
    events = game.apply(move)

The move list is the truth: :meth:`undo` truncates it and replays; a save file holds the
scenario id, the seed and the moves, plus a snapshot and its hash that loading checks.
Chance comes only from shuffling the Fate decks, with the game's own seeded RNG (1.9).

The players' standing choices of reaction windows (A24, ``prefs``) are part of the history too:
a change during play (:meth:`Game.set_prefs`) is recorded in ``pref_changes`` with the number of
moves made so far, and every replay (undo, loading a save) applies it at that same point, so
(scenario, seed, options, starting prefs, moves, pref changes) rebuilds the game exactly.
"""

from __future__ import annotations

import hashlib
import json
import random
import secrets
from pathlib import Path
from typing import Any, Iterable

from psygnal import Signal

from cc_desktop.board.los import Markers
from cc_desktop.content.errors import ContentError, schema_problems
from cc_desktop.fileio import FileProblem, clip, excerpt, read_json, shorten, write_text_atomic
from cc_desktop.board.mapfile import load_map
from cc_desktop.content import load_chits, load_scenario, parse_scenario
from cc_desktop.content.loader import bundled_scenarios, scenarios_dir
from cc_desktop.content.model import Scenario
from cc_desktop.rules import hidden, sequence, victory
from cc_desktop.rules.hidden import HIDDEN_WINDOWS
from cc_desktop.rules.machine import Decision, GameOver, Move
from cc_desktop.rules.messages import GameEvent, IllegalMove, RuleMessage, illegal
from cc_desktop.rules.state import ON_MAP, SETUP, TIME_TRACK, GameState, Player, Radio, Unit, Weapon, other

SAVE_FORMAT = "cc-desktop-game"
SAVE_VERSION = 1
SAVE_EXTENSION = ".ccgame"

#: The reaction windows a player may ask to be offered (A24; hotseat standing choices).
WINDOWS = ("reroll", "op_fire", "ambush", "dig_in", "concealment", "light_wounds", "no_quarter",
           "demolitions") + HIDDEN_WINDOWS  # A25-A41, A35 (hidden.py)

_BOARDS: dict[str, Any] = {}


def _board(scenario: Scenario):
    key = str(scenario.map_path)
    if key not in _BOARDS:
        _BOARDS[key] = load_map(scenario.map_path)
    return _BOARDS[key]


class GameSignals:
    """What the window listens to: every event as it happens (psygnal)."""

    event = Signal(object)  # GameEvent
    decision = Signal(object)  # the new pending Decision (or None when the game is over)


#: The named rule options (docs/rules-decisions.md): where players may read the book differently,
#: the default is our best reading and the other reading is one switch away.  name -> (default,
#: rule id).  A game's options are part of the game: saves carry them.
RULE_OPTIONS: dict[str, tuple[bool, str]] = {
    "road_bonus_pays_entry": (False, "T93"),  # the Road bonus MP may pay for the hex that earned it
    "displace_into_enemy": (True, "E46"),  # a unit displaced by a Blaze may enter an enemy hex (Melee)
    "entrench_every_hex": (False, "E55"),  # Entrench places Foxholes in every eligible hex, not one
}


def rule_options(options: dict[str, bool] | None) -> dict[str, bool]:
    """The full option set from ``options`` (names checked: a ValueError names an unknown one)."""
    unknown = sorted(set(options or {}) - set(RULE_OPTIONS))
    if unknown:
        raise ValueError(f"unknown rule option(s) {', '.join(unknown)}; known: {', '.join(RULE_OPTIONS)}")
    return {name: bool((options or {}).get(name, default)) for name, (default, _) in RULE_OPTIONS.items()}


class Game:
    def __init__(self, scenario: Scenario, seed: int | None = None, prefs: dict[str, Iterable[str]] | None = None,
                 options: dict[str, bool] | None = None):
        self.scenario = scenario
        self.options = rule_options(options)
        self.seed = seed if seed is not None else secrets.randbits(63)  # not shown during play
        self.prefs = {s: frozenset(prefs.get(s, WINDOWS) if prefs else WINDOWS) for s in ("axis", "allies")}
        self.start_prefs = dict(self.prefs)  # A24: the standing choices the game began with
        #: A24: each change of a player's standing choices during play, as (number of moves made
        #: when it was changed, side, the new choices), in the order they were made
        self.pref_changes: list[tuple[int, str, frozenset[str]]] = []
        self.signals = GameSignals()
        self.board = _board(scenario)
        self.grid = self.board.grid
        engine = self.board.los_engine
        if not hasattr(engine, "_play_table"):
            engine._play_table = engine.table()
        self.los_table = engine._play_table
        if not hasattr(self.board, "_movement_graphs"):
            self.board._movement_graphs = {}  # shared by the games on this map (read-only graphs)
        self._movement = self.board._movement_graphs
        # the Fortifications that change movement (read from the chart: Wire stops, Mines attack,
        # Trench links; F101-F106); Foxholes do not
        self._movement_forts = frozenset(
            k for k, f in self.board.chart.fortifications.items()
            if f.get("stops_movement") or "mine_attack_fp" in f or f.get("trench_link"))
        self.objective_hexes = {n: sorted(self.board.objective_hexes(n)) for n in self.board.objectives}
        self.moves: list[Move] = []
        self.barriers: list[bool] = []  # per move: undo may not cross it
        self.log: list[GameEvent] = []
        self._start()

    @classmethod
    def new(cls, scenario: str | Scenario = "test-skirmish", seed: int | None = None, **kw) -> "Game":
        sc = scenario if isinstance(scenario, Scenario) else load_scenario(scenario)
        return cls(sc, seed, **kw)

    # ------------------------------------------------------------------------------------------
    # start: the state the scenario describes, then run to the first decision
    # ------------------------------------------------------------------------------------------
    def _start(self) -> None:
        sc = self.scenario
        self.rng = random.Random(self.seed)
        self.op_fire_units: set[str] = set()
        self.op_fire_used: set[str] = set()
        self._pending_time_advance = 0
        self.fort_step = None  # F105.2: the last step's hex and whether it was a trench move
        players = {}
        for name, side in sc.sides.items():
            cards = {c.number: c for c in side.deck.cards}
            players[name] = Player(name, side.posture, side.hand_size, side.orders, side.discard, side.edge,
                                   side.surrender, cards)
            if side.radio:
                players[name].radio = Radio(name, side.radio.fp, side.radio.id)
        st = GameState(sc, self.board, players, time=sc.time_start, sudden_death=sc.sudden_death,
                       initiative=sc.initiative, active=sc.first_turn)
        self.state = st
        for name in ("axis", "allies"):  # 1.2: each deck shuffled, face down
            deck = sorted(players[name].cards)
            self.rng.shuffle(deck)
            players[name].draw = deck
        n = 0
        for name, side in sc.sides.items():
            entries = [(e, None) for e in side.units] + [(e, r.time) for r in side.reinforcements for e in r.units]
            for entry, time in entries:
                for _ in range(entry.count):
                    n += 1
                    uid = f"{name[:2]}{n}-{entry.unit.id}"
                    u = Unit(uid, name, entry.unit, location=SETUP if time is None else TIME_TRACK, time=time)
                    if entry.weapon:
                        wid = f"{name[:2]}{n}w-{entry.weapon.id}"
                        st.weapons[wid] = Weapon(wid, name, entry.weapon)
                        u.weapon = wid
                    st.units[uid] = u
        for number in self.board.objectives:
            st.objectives[number] = next((s for s, side in sc.sides.items() if number in side.controls), None)
        # Objective chits (7.3.2): the fixed open ones, then random open and secret ones
        chits = list(load_chits())
        self.open_chits = list(sc.open_chits)
        pool = [c for c in chits if c not in self.open_chits]
        pool.sort(key=lambda c: c.id)
        self.rng.shuffle(pool)
        for _ in range(sc.random_open_chits):
            if pool:
                self.open_chits.append(pool.pop())
        self.secret_chits = {s: [] for s in ("axis", "allies")}
        for name, side in sc.sides.items():
            for _ in range(side.secret_chits):
                if pool:
                    c = pool.pop()
                    if c.can_be_secret:
                        self.secret_chits[name].append(c)
                    else:
                        self.open_chits.append(c)  # 7.3.3: a chit with no secret side is open
        for c in self.open_chits:
            for num, value in victory.chit_values(self, c):
                st.objective_values[num] = st.objective_values.get(num, 0) + value
        for num, owner in st.objectives.items():  # open values of Objectives held at start
            if owner and st.objective_value(num):
                st.vp += st.objective_value(num) if owner == "axis" else -st.objective_value(num)
                st.vp_sources.append((owner, st.objective_value(num), f"7.3.3 objective {num} at start"))
        self._proc = sequence.proc_game(self)
        self.pending: Decision | None = None
        self._run(None)

    def _run(self, move: Move | None) -> None:
        try:
            self.pending = self._proc.send(move) if move is not None else next(self._proc)
        except StopIteration:
            self.pending = None
        except GameOver:
            self.pending = None
        self.signals.decision.emit(self.pending)

    #: F100.1: place the scenario's Fortifications in set-up.  Off until ``testing.position``
    #: clears them (the rules tests of other files assume a map without Fortifications).
    SETUP_FORTIFICATIONS = True

    @property
    def movement_graph(self):
        """The board's movement graph with the Fortifications now on the map (F103, F105, F106);
        rebuilt only when they change."""
        # only Fortifications that change movement matter (Foxholes do not: F102)
        moving = self._movement_forts
        forts = {h: f for h, f in self.state.fortifications.items() if f in moving}
        bonus = self.options["road_bonus_pays_entry"]  # T93 option
        key = tuple(sorted(forts.items())) + ((("road_bonus_pays_entry", True),) if bonus else ())
        graph = self._movement.get(key)
        if graph is None:
            extra = {"bonus_pays_entry": True} if bonus else {}
            base = None
            if forts:  # start from the graph without Fortifications (built once per board)
                bare = key[len(forts):]
                base = self._movement.get(bare)
                if base is None:
                    base = self._movement[bare] = self.board.movement(**extra)
            graph = (self.board.movement(fortifications=forts, base=base, **extra) if forts or extra
                     else self.board.movement())
            if len(self._movement) > 256:
                self._movement.clear()
            self._movement[key] = graph
        return graph

    # ------------------------------------------------------------------------------------------
    # playing
    # ------------------------------------------------------------------------------------------
    def emit(self, kind: str, message: RuleMessage, visible_to: str | None = None,
             hidden_from: str | None = None, **data: Any) -> None:
        ev = GameEvent(kind, message, visible_to, tuple(sorted(data.items())), hidden_from)
        self.log.append(ev)
        self.signals.event.emit(ev)

    def markers(self) -> Markers:
        return Markers.of(self.state.smoke, self.state.blaze)

    @property
    def over(self) -> bool:
        return self.pending is None

    def legal_moves(self) -> list[Move]:
        if self.pending is None:
            return []
        self.pending.refresh()
        return list(self.pending.options)

    def apply(self, move: Move | str | list) -> list[GameEvent]:
        """Check and apply one move; returns the events it caused.  Raises IllegalMove with the
        rule that refuses it."""
        if isinstance(move, str):
            move = Move.parse(move)
        elif isinstance(move, list):
            move = Move.from_json(move)
        d = self.pending
        if d is None:
            raise illegal("6.3", "game_over")
        if move not in d.options:
            d.refresh()  # the position may have been changed by hand (tests, an editor)
        if move not in d.options:
            try:
                why = d.why_not(move) if d.why_not else None
            except (LookupError, TypeError, ValueError, AttributeError):
                why = None  # a move of no shape the rule knows (a hand-edited save): refused plainly
            if why is None:
                why = RuleMessage.of("O14", "not_a_legal_choice", move=shorten(str(move)), decision=d.kind)
            raise IllegalMove(why)
        start = len(self.log)
        reveals = self.state.reveals
        self.moves.append(move)
        self._run(move)
        nxt = self.pending
        barrier = (self.state.reveals != reveals or nxt is None or nxt.player != d.player
                   or any(e.kind == "card_revealed" for e in self.log[start:]))
        self.barriers.append(barrier)
        return self.log[start:]

    # ------------------------------------------------------------------------------------------
    # undo and replay
    # ------------------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """Undo never crosses a revealed or drawn card, a decision handed to the other player
        (a declined window included) or the end of the game."""
        return bool(self.moves) and not self.barriers[-1]

    def undo(self) -> None:
        """Take back the last move.  The players' standing choices (A24) are not moves: a change
        made after the move taken back stays, now made at the new end of the move list."""
        if not self.can_undo():
            raise illegal("", "not_a_legal_choice", move="undo", decision="undo")
        moves = self.moves[:-1]
        self.replay(moves)

    def replay(self, moves: list[Move], pref_changes: Iterable[tuple[int, str, Iterable[str]]] | None = None) -> None:
        """Start again and apply ``moves``, with the standing-choice changes (A24; default: this
        game's own) each at the move index where it was made; a change made after the last of
        ``moves`` is made at its end."""
        changes = list(self.pref_changes if pref_changes is None else pref_changes)
        n = len(moves)
        self.moves, self.barriers, self.log = [], [], []
        self.prefs, self.pref_changes = dict(self.start_prefs), []
        self._start()
        k = 0
        for i in range(n + 1):
            while k < len(changes) and min(int(changes[k][0]), n) <= i:
                self.set_prefs(changes[k][1], changes[k][2])
                k += 1
            if i < n:
                self.apply(moves[i])

    # ------------------------------------------------------------------------------------------
    # the players' standing choices (A24)
    # ------------------------------------------------------------------------------------------
    def set_prefs(self, side: str, windows: Iterable[str]) -> bool:
        """A24: ``side`` now asks to be offered exactly the reaction ``windows`` (ids of
        :data:`WINDOWS`).  The change takes effect from the next window the engine considers and
        is recorded at the current move index (saves, undo and replay apply it there).  Returns
        whether anything changed.  Raises ValueError for an unknown side or window id."""
        if side not in self.prefs:
            raise ValueError(f"unknown side {side!r}")
        new = frozenset(windows)
        unknown = sorted(new - set(WINDOWS))
        if unknown:
            raise ValueError(f"unknown reaction window(s) {', '.join(unknown)}; known: {', '.join(WINDOWS)}")
        if new == self.prefs[side]:
            return False
        self.prefs[side] = new
        self.pref_changes.append((len(self.moves), side, new))
        return True

    # ------------------------------------------------------------------------------------------
    # saving (.ccgame, JSON)
    # ------------------------------------------------------------------------------------------
    def to_save(self) -> dict:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "scenario": self.scenario.id,
                "seed": self.seed, "prefs": {s: sorted(p) for s, p in self.start_prefs.items()},
                **({"options": self.options} if self.options != rule_options(None) else {}),
                # A24: the changes of standing choices during play, each at its move index (a save
                # without them, from before they were recorded, keeps its prefs from the start)
                **({"pref_changes": [[i, s, sorted(w)] for i, s, w in self.pref_changes]}
                   if self.pref_changes else {}),
                "moves": [m.to_json() for m in self.moves], "state": self.state.to_json(),
                "hash": self.state.hash(), **self._scenario_document()}

    def _scenario_document(self) -> dict:
        """A scenario that is not one of the bundled ones (a generated one, a player's own file)
        travels inside the save, so the save opens anywhere."""
        sc = self.scenario
        bundled = Path(sc.source).resolve().parent == scenarios_dir().resolve() if sc.source else False
        return {} if bundled or sc.document is None else {"scenario_data": sc.document}

    def save(self, path: str | Path) -> None:
        """Write the save file (never half a file: :func:`cc_desktop.fileio.write_text_atomic`)."""
        write_text_atomic(path, json.dumps(self.to_save(), indent=1) + "\n")

    @classmethod
    def load(cls, path: str | Path, verify: bool = True, strict: bool = False) -> "Game":
        """Open a save file.  Every fault of the file, whatever it is, raises :class:`SaveError`
        with the file, the place in it and the reason in one short line."""
        source = str(path)
        try:
            data = read_json(path, "save")
        except FileProblem as exc:
            raise SaveError(source, str(exc)) from None
        return cls.from_save(data, verify=verify, source=source, strict=strict)

    @classmethod
    def from_save(cls, data: Any, verify: bool = True, source: str = "<save>", strict: bool = False) -> "Game":
        """The game a save holds, rebuilt by replaying its moves.

        ``verify``: a saved hash, if there is one, must be the replayed state's.  ``strict``
        (``cc-desktop replay --verify``): the hash and the state must be there, the hash must be
        the stored state's, and the stored state must be the replayed one, field for field.
        A save names a bundled scenario by id only (nothing in a file makes the program read
        another file); any other scenario travels inside it (``scenario_data``)."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError(source, "format: not a cc-desktop saved game")
        if data.get("version") != SAVE_VERSION:
            raise SaveError(source, f"version: {excerpt(data.get('version'))} is not {SAVE_VERSION}")
        problems = schema_problems("save", data)
        if problems:
            raise SaveError(source, "; ".join(f"{p.path or '(top level)'}: {p.reason}" for p in problems[:3]))
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
            changes = _pref_changes(data.get("pref_changes", []), len(moves))
        except (TypeError, ValueError) as exc:
            raise SaveError(source, f"pref_changes: {exc}") from None
        game = cls(scenario, data["seed"], prefs=prefs, options=options)
        try:
            game.replay(moves, changes)
        except IllegalMove as exc:
            i = len(game.moves)  # the move that failed (apply records only legal moves)
            raise SaveError(source, f"moves[{i}]: {shorten(str(moves[i]))} is illegal here: {exc}", index=i) from None
        if strict:
            _verify_strictly(game, data, source)
        elif verify and data.get("hash") and game.state.hash() != data["hash"]:
            raise SaveError(source, "hash: the replayed game differs from the saved state")
        return game

    # ------------------------------------------------------------------------------------------
    # what one player may know
    # ------------------------------------------------------------------------------------------
    def hidden_units_from(self, side: str) -> set[str]:
        """The units ``side`` may not see now: the opponent's of a hidden set-up (scenario data),
        placed or still to place, until the first Turn begins (like ``view_for``)."""
        st = self.state
        if st.turn != 0 or not self.scenario.side(other(side)).hidden_setup:
            return set()
        return {u.id for u in st.units.values() if u.side != side and u.location in (SETUP, ON_MAP)}

    def cover_seen_by(self, hex_id: str, side: str) -> int:
        """The Cover of ``hex_id`` as ``side`` knows it (T78.3, F100): a Fortification hidden from
        him (F100.1, :meth:`hidden_from`) does not count."""
        st = self.state
        if hex_id not in hidden.hidden_from(self, side):
            return st.cover(hex_id)
        chart = self.board.chart
        terrain = chart.terrain[self.board.hexes[hex_id].effective_terrain]
        cover = terrain.cover if isinstance(terrain.cover, int) else 0
        return cover - 1 if self.board.has_line(hex_id, "road") else cover  # T93

    def view_for(self, side: str) -> dict:
        """The projection of the state that ``side`` may see: his own hand and secret chits,
        only the size of the other hand and of both draw piles (1.2, 7.3.3)."""
        snap = self.state.to_json()
        for s, p in snap["players"].items():
            p["draw"] = len(p["draw"])
            if s != side:
                p["hand"] = len(p["hand"])
        snap["secret_chits"] = {side: [c.id for c in self.secret_chits.get(side, [])],
                                other(side): len(self.secret_chits.get(other(side), []))}
        # a hidden set-up (scenario data) stays hidden until the first Turn begins
        if self.scenario.side(other(side)).hidden_setup and self.state.turn == 0:
            for u in snap["units"]:
                if u["side"] != side and u["location"] in (SETUP, ON_MAP):
                    u["hex"] = None
        # F100.1: the opponent's Fortifications of a hidden set-up, until the first Turn
        for h in hidden.hidden_from(self, side):
            snap["fortifications"].pop(h, None)
        snap["setup_fortifications"] = {h: s for h, s in snap["setup_fortifications"].items()
                                        if h in snap["fortifications"]}
        snap["log"] = [e.text() for e in self.log if e.visible(side)]
        return snap


def _pref_changes(data: Any, n_moves: int) -> list[tuple[int, str, frozenset[str]]]:
    """A save's ``pref_changes`` checked: [move index, side, [window ids]] each, the indices in
    order and within the move list (ValueError names the first fault)."""
    if not isinstance(data, list):
        raise ValueError("not a list")
    changes, last = [], 0
    for entry in data:
        if not (isinstance(entry, list) and len(entry) == 3 and isinstance(entry[0], int)
                and not isinstance(entry[0], bool) and isinstance(entry[2], list)):
            raise ValueError(f"not [index, side, [windows]]: {excerpt(entry)}")
        index, side, windows = entry
        if not last <= index <= n_moves:
            raise ValueError(f"index {index} out of order or beyond the {n_moves} moves")
        if side not in ("axis", "allies"):
            raise ValueError(f"unknown side {excerpt(side)}")
        unknown = [w for w in windows if w not in WINDOWS]
        if unknown:
            raise ValueError(f"unknown reaction window(s) {excerpt(unknown)}")
        changes.append((index, side, frozenset(windows)))
        last = index
    return changes


def _save_scenario(data: dict, source: str) -> Scenario:
    """The scenario of a save: its own ``scenario_data``, or a bundled scenario by its id."""
    if "scenario_data" in data:  # a scenario that is not bundled travels inside the save
        scenario, problems = parse_scenario(data["scenario_data"], f"{source}: scenario_data")
        if scenario is None:
            raise SaveError(source, "scenario_data: " + "; ".join(
                f"{p.path or '(top level)'}: {p.reason}" for p in problems[:3]))
        return scenario
    ident = data["scenario"]
    known = sorted(p.stem for p in bundled_scenarios())
    if ident not in known:
        raise SaveError(source, f"scenario: unknown scenario {excerpt(ident)} (bundled: {', '.join(known)})")
    try:
        return load_scenario(scenarios_dir() / f"{ident}.json")
    except ContentError as exc:
        raise SaveError(source, f"scenario: {ident} does not load: {exc.lines[0] if exc.lines else exc}") from None


def _verify_strictly(game: "Game", data: dict, source: str) -> None:
    """``replay --verify``: the save carries its state and that state's hash, and replaying the
    moves gives exactly that state."""
    if "hash" not in data:
        raise SaveError(source, "hash: missing, so the save cannot be verified")
    if "state" not in data:
        raise SaveError(source, "state: missing, so the save cannot be verified")
    stored = data["state"]
    text = json.dumps(stored, sort_keys=True, separators=(",", ":"))
    if hashlib.sha256(text.encode("utf-8")).hexdigest() != data["hash"]:
        raise SaveError(source, "hash: is not the hash of the saved state (the file was changed)")
    replayed = json.loads(json.dumps(game.state.to_json()))
    if replayed != stored:
        where = _first_difference(stored, replayed)
        raise SaveError(source, f"state.{where}: the replayed game differs from the saved state here")


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


class SaveError(ValueError):
    """A save file that cannot be opened: ``source`` (the file), ``reason`` (one short line:
    the place in the file and what is wrong) and, for an illegal move, its ``index``."""

    def __init__(self, source: str, reason: str, index: int | None = None):
        self.source, self.reason, self.index = source, clip(reason), index
        super().__init__(clip(f"{source}: {self.reason}", 600))
