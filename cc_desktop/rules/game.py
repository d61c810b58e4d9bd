"""The game: a state machine over (scenario, seed, moves).  No Qt.

    game = Game.new("test-skirmish", seed=7)
    game.pending            # Decision: who decides what
    game.legal_moves()      # every legal choice (atomic: one unit, one hex at a time)
    events = game.apply(move)

The move list is the truth; the game keeps checkpoints (positions at a Turn's decision), and
:meth:`undo` / :meth:`rewind` resume from the last one and replay the moves since.  A game
begins from a scenario's set-up (a seed) or from a position (:meth:`from_position`); a save
(:mod:`cc_desktop.rules.saves`) holds how it began, the moves, the log, the last checkpoint and
a snapshot with its hash.  Chance comes only from shuffling the Fate decks, with the game's own
seeded RNG (1.9), whose state is part of the state.

The players' standing choices of reaction windows (A24, ``prefs``) are part of the history too:
a change during play (:meth:`Game.set_prefs`) is recorded in ``pref_changes`` with the number of
moves made so far, and every replay (undo, loading a save) applies it at that same point, so
(scenario, seed, options, starting prefs, moves, pref changes) rebuilds the game exactly.
"""

from __future__ import annotations

import functools
import itertools
import json
import operator
import random
import re
import secrets
from pathlib import Path
from typing import Any, Iterable

from psygnal import Signal

from cc_desktop.board.los import Markers
from cc_desktop.board.mapfile import load_map
from cc_desktop.content import load_chits, load_scenario
from cc_desktop.content.model import Scenario
from cc_desktop.fileio import FileProblem, excerpt, parse_json, shorten
from cc_desktop.rules import saves, sequence, units, variants, victory
from cc_desktop.rules.hidden import HIDDEN_WINDOWS, hidden_from
from cc_desktop.rules.machine import Decision, GameOver, Move
from cc_desktop.rules.messages import GameEvent, IllegalMove, RuleMessage, illegal
from cc_desktop.rules.position import (POSITION_FORMAT, POSITION_VERSION, RESUMABLE, PositionError, decision_of)
from cc_desktop.rules.position import check as check_position
from cc_desktop.rules.position import digest as position_digest
from cc_desktop.rules.saves import SAVE_EXTENSION, SaveError  # noqa: F401 (re-exported)
from cc_desktop.rules.variants import ordered, variant_set

__all__ = ["FACTS", "Game", "GameSignals", "SaveError", "SAVE_EXTENSION", "RULE_OPTIONS", "unit_facts"]
from cc_desktop.rules.state import ON_MAP, SETUP, TIME_TRACK, GameState, Player, Radio, Unit, Weapon, other

#: A checkpoint (a position) is kept at the first Turn decision after this many moves: Undo and
#: opening a save replay at most about this many moves (plus the rest of a Turn).
CHECKPOINT_EVERY = 24
_EVENT_KIND = operator.attrgetter("kind")

#: The reaction windows a player may ask to be offered (A24; hotseat standing choices).
WINDOWS = ("reroll", "op_fire", "ambush", "dig_in", "concealment", "light_wounds", "no_quarter",
           "demolitions") + HIDDEN_WINDOWS  # A25-A41, A35 (hidden.py)

_BOARDS: dict[str, Any] = {}
#: per LOS table (by id, with the table kept alive): the answers of ``LosTable.lookup`` without
#: Smoke or Blaze, pair by pair, as they are asked (a cache derived from the board)
_LOS_PLAIN: dict[int, tuple[Any, dict]] = {}
_new_event = tuple.__new__  # GameEvent(...) without the keyword handling
_DISTANCES: dict[int, tuple[Any, dict, list]] = {}  # per grid (by id, kept alive): Game.distances
_TERRAIN_KEYS = itertools.count(1)  # Game.terrain_key's numbers, never given twice

#: The event's data that keeps what the units its message names were when it was written
#: (:meth:`Game.emit`), so that its log line reads the same later (a unit broken since, rallied,
#: moved, eliminated): ``"unit:E5;targets.1:F6:b"`` - for each unit, the message parameter that
#: names it (``.i``: the i-th item of a list parameter, split as :data:`_SEPARATED` splits it),
#: its hex then (empty off the map) and ``:b`` if it was broken.  A save keeps it with the line
#: (saves.log_line); a line of an older save has none, and reads as the units are now.
FACTS = "facts"
FACTS_MAX = 200  # characters: the longest text a save's log line may hold in a field (saves.event_of)
_SEPARATED = re.compile(r"[ ,+]+")  # the items of a list parameter: "a, b", "a,b", "H6+I6"


def unit_facts(event: GameEvent) -> dict[str, tuple[str | None, bool]]:
    """unit id -> (its hex, broken) when ``event`` was logged, for each unit its message names
    (:data:`FACTS`); {} for an event without them (a line of an older save).  Never raises (the
    facts may come from a save's text)."""
    raw = dict(event.data).get(FACTS) if event.data else None
    if type(raw) is not str or not raw:
        return {}
    args = event.message.args
    out: dict[str, tuple[str | None, bool]] = {}
    for entry in raw.split(";"):
        ref, _, rest = entry.partition(":")
        hex_id, _, flags = rest.partition(":")
        key, dot, index = ref.partition(".")
        value = args.get(key)
        if type(value) is not str:
            continue
        if dot:
            parts = _SEPARATED.split(value)
            if not index.isdecimal() or int(index) >= len(parts):
                continue
            value = parts[int(index)]
        out[value] = (hex_id or None, flags == "b")
    return out


@functools.cache
def chit_table() -> dict:
    """The 22 Objective chits by letter (7.3.2)."""
    return {c.id: c for c in load_chits()}


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
    """A game of Combat Commander: the context every procedure runs on (``g``), the move list,
    the log, and the state.  Everything that changes during play is in :attr:`state`; the rest
    is the game's configuration (scenario, options, seed), its history (moves, log, the
    standing choices and their changes, undo checkpoints) and caches derived from the board."""

    #: Attributes that change during play outside :attr:`state`: the history and the machine
    #: (tests check that nothing else does, ``tests/rules/test_position.py``).
    HISTORY = ("moves", "barriers", "log", "log_marks", "prefs", "pref_changes", "checkpoints", "pending", "_proc",
               "state")

    def __init__(self, scenario: Scenario, seed: int | None = None, prefs: dict[str, Iterable[str]] | None = None,
                 options: dict[str, bool] | None = None, variants: Iterable[str] | None = None):
        """``variants``: the optional rules V1-V20 of this game (ids; ``cc_desktop.rules.variants``);
        None: the scenario's recommended set (``Scenario.variants``), the default the players
        may change.  An unknown id, or a variant without one it needs, raises ValueError."""
        self._context(scenario, seed, prefs, options, scenario.variants if variants is None else variants)
        self._start()

    def _context(self, scenario: Scenario, seed: int | None, prefs, options, variants=()) -> None:
        """What a game is set in: its scenario, options, variants, seed, the players' standing
        choices, the board and its caches; an empty history."""
        self.scenario = scenario
        self.options = rule_options(options)
        #: the optional rules V1-V20 the game is played with (fixed when it begins)
        self.variants: frozenset[str] = variant_set(variants)
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
            engine._play_table = engine.table(disk_cache=True)
        self.los_table = engine._play_table
        plain = _LOS_PLAIN.get(id(self.los_table))
        if plain is None or plain[0] is not self.los_table:
            plain = _LOS_PLAIN[id(self.los_table)] = (self.los_table, {})
        #: caches derived from the board and from the markers now on it (declared; test_position
        #: CACHES): the LOS answers without markers (shared by the games on this map), the
        #: Markers of the Smoke and Blaze now on the map with their own LOS answers, the
        #: movement graph of the Fortifications now on the map
        self._los_plain = plain[1]
        self._markers: tuple[Markers, dict] | None = None
        self._graph_now: tuple | None = None
        self._terrain: tuple | None = None  # (terrain_key, the Fortifications, Smoke, Blaze, board)
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
        self.log_marks: list[int] = []  # per move: the length of the log before it
        #: the position at moves made so far -> (length of the log, prefs, the state's JSON: the
        #: structure ``GameState.to_json`` made, held here alone and never changed, or its text
        #: as a save holds it); taken at each Turn's decision, so that Undo and opening a save
        #: replay only a Turn
        self.checkpoints: dict[int, tuple[int, dict[str, frozenset[str]], dict | str]] = {}
        #: the position the game began from (None: the scenario's set-up, from ``seed``)
        self.start_position: dict | None = None

    @classmethod
    def new(cls, scenario: str | Scenario = "test-skirmish", seed: int | None = None, **kw) -> "Game":
        sc = scenario if isinstance(scenario, Scenario) else load_scenario(scenario)
        return cls(sc, seed, **kw)

    # ------------------------------------------------------------------------------------------
    # positions (docs/position-format.md)
    # ------------------------------------------------------------------------------------------
    def can_take_position(self) -> bool:
        """A position is taken where no procedure is half-way: a Turn's decision or a set-up step."""
        return self.pending is not None and self.pending.kind in RESUMABLE and self.state.trigger_depth == 0

    def position(self) -> dict:
        """The whole game now, as JSON (raises ValueError where no position can be taken)."""
        if not self.can_take_position():
            where = self.pending.kind if self.pending is not None else "the end of the game"
            raise ValueError(f"a position is taken at a Turn's decision or a set-up step, not at {where}")
        return self._position_body(self.prefs, decision_of(self.pending), self.state.to_json())

    def _position_body(self, prefs, decision: dict, state: dict) -> dict:
        """A position of this game: its context, ``prefs``, ``decision`` and ``state``, hashed.
        The variants are written only when the game has some (a position without them is a
        game without variants, as every position written before them)."""
        body = {"format": POSITION_FORMAT, "version": POSITION_VERSION, "scenario": self.scenario.id,
                **self._scenario_document(), "options": dict(self.options),
                **({"variants": ordered(self.variants)} if self.variants else {}),
                "prefs": {s: sorted(p) for s, p in sorted(prefs.items())},
                "decision": decision, "state": state}
        body["hash"] = position_digest(body)
        return body

    def rebase(self) -> None:
        """From now on the game begins at this position: one set up by hand (a test, a puzzle,
        an editor).  The history before it is dropped, so saves and replays start here."""
        self.start_position = self.position()
        self.start_prefs = dict(self.prefs)
        self.moves, self.barriers, self.log, self.log_marks = [], [], [], []
        self.pref_changes, self.checkpoints = [], {}

    @classmethod
    def from_position(cls, scenario: str | Scenario | None, position: dict | str) -> "Game":
        """The game that ``position`` holds, continuing exactly as the game it was taken from
        (the same legal moves, the same future).  ``scenario``: the scenario (or its id) the
        position belongs to; None takes the one the position names (or carries).  The position
        is checked first (shape, its own hash, invariants): raises PositionError."""
        if isinstance(position, str):
            try:
                position = parse_json(position)
            except FileProblem as exc:
                raise PositionError(exc.where, exc.reason) from None
        check_position(position)
        if scenario is None:
            scenario = position_scenario(position)
        sc = scenario if isinstance(scenario, Scenario) else load_scenario(scenario)
        if sc.id != position["scenario"]:
            raise PositionError("scenario", f"the position is of {position['scenario']}, not of {sc.id}")
        game = cls.__new__(cls)
        try:
            game._context(sc, None, position["prefs"], position["options"], position.get("variants", ()))
        except ValueError as exc:
            raise PositionError("variants", str(exc)) from None
        game.start_position = position
        try:
            game._resume(position["state"])
        except (KeyError, TypeError, ValueError, AttributeError, LookupError) as exc:
            raise PositionError("state", f"does not fit {sc.id}: {excerpt(str(exc))}") from None
        want = position["decision"]
        got = decision_of(game.pending) if game.pending is not None else None
        if got != want:
            raise PositionError("decision", f"is {excerpt(want)} but the state leads to {excerpt(got)}")
        return game

    def _resume(self, state: dict | str) -> None:
        """Set the state (JSON or its text) and run the game procedure from it to its decision."""
        data = json.loads(state) if isinstance(state, str) else state
        self.state = GameState.from_json(data, self.scenario, self.board, self.variants)
        self._proc = sequence.proc_game(self, resume=True)
        self.pending = None
        self._run(None)

    # ------------------------------------------------------------------------------------------
    # start: the state the scenario describes, then run to the first decision
    # ------------------------------------------------------------------------------------------
    def _start(self) -> None:
        sc = self.scenario
        rng = random.Random(self.seed)
        players = {}
        for name, side in sc.sides.items():
            cards = {c.number: c for c in side.deck.cards}
            hand_size = side.hand_size + (1 if "V20" in self.variants else 0)  # V20: Veteran Commanders
            players[name] = Player(name, side.posture, hand_size, side.orders, side.discard, side.edge,
                                   side.surrender, dict(cards), printed=cards)
            if side.radio:
                players[name].radio = Radio(name, side.radio.fp, side.radio.id)
        st = GameState(sc, self.board, players, time=sc.time_start, sudden_death=sc.sudden_death,
                       initiative=sc.initiative, active=sc.first_turn, rng=rng, variants=self.variants)
        self.state = st
        for name in ("axis", "allies"):  # 1.2: each deck shuffled, face down
            deck = sorted(players[name].cards)
            rng.shuffle(deck)
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
        if "V12" in self.variants:
            units.leaders_hand_over_heavy_weapons(self)  # V12: at set-up too
        for number in self.board.objectives:
            st.objectives[number] = next((s for s, side in sc.sides.items() if number in side.controls), None)
        # Objective chits (7.3.2): the fixed open ones, then random open and secret ones
        opened = list(sc.open_chits)
        pool = [c for c in chit_table().values() if c not in opened]  # load_chits(), read once
        pool.sort(key=lambda c: c.id)
        rng.shuffle(pool)
        for _ in range(sc.random_open_chits):
            if pool:
                opened.append(pool.pop())
        for name, side in sc.sides.items():
            for _ in range(side.secret_chits):
                if pool:
                    c = pool.pop()
                    if c.can_be_secret:
                        st.secret_chits[name].append(c.id)
                    else:
                        opened.append(c)  # 7.3.3: a chit with no secret side is open
        st.open_chits = [c.id for c in opened]
        for c in opened:
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
        decision = self.signals.decision
        if len(decision):  # nobody listening: nothing to emit
            decision.emit(self.pending)

    #: F100.1: place the scenario's Fortifications in set-up.  Off until ``testing.position``
    #: clears them (the rules tests of other files assume a map without Fortifications).
    SETUP_FORTIFICATIONS = True

    @property
    def movement_graph(self):
        """The board's movement graph with the Fortifications now on the map (F103, F105, F106);
        rebuilt only when they change."""
        now = self._graph_now
        fortifications = self.state.fortifications
        bonus = self.options["road_bonus_pays_entry"]  # T93 option
        if self.variants:  # V1.1 Rubble, V2.2 night: the terrain they change (options of the graph)
            bonus = (bonus, *variant_terrain(self))
        if (now is not None and now[0] == fortifications and now[1] is self._movement and now[2] is self.board
                and now[3] == bonus):
            return now[4]  # the same Fortifications (board, option) as at the last question
        # only Fortifications that change movement matter (Foxholes do not: F102)
        moving = self._movement_forts
        forts = {h: f for h, f in fortifications.items() if f in moving}
        if self.variants:
            bonus, rubble, night = bonus
            terrain = ((("rubble", rubble),) if rubble else ()) + ((("night", night),) if night else ())
        else:
            rubble, night, terrain = (), 0, ()
        key = tuple(sorted(forts.items())) + ((("road_bonus_pays_entry", True),) if bonus else ()) + terrain
        graph = self._movement.get(key)
        if graph is None:
            extra = {"bonus_pays_entry": True} if bonus else {}
            if terrain:
                extra.update(rubble=dict(rubble), night_add=night)
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
        self._graph_now = (dict(fortifications), self._movement, self.board,
                           (bonus, rubble, night) if self.variants else bonus, graph)
        return graph

    # ------------------------------------------------------------------------------------------
    # playing
    # ------------------------------------------------------------------------------------------
    def emit(self, kind: str, message: RuleMessage, visible_to: str | None = None,
             hidden_from: str | None = None, **data: Any) -> None:
        """Log an event (and tell the listeners).  An event whose message names units keeps
        what they were as it is written (its :data:`FACTS`, read by :func:`unit_facts`): the
        log reads as it was played, whatever becomes of the units later (issue 14 item 6)."""
        facts = ""
        params = message.params
        if params:  # most lines name no unit: their facts are not worked out
            units = self.state.units
            for _, value in params:
                if type(value) is str and (value in units or "," in value or "+" in value):
                    facts = self._unit_facts(params, visible_to is None and self.state.turn == 0)
                    break
        if data:
            if facts:
                data[FACTS] = facts
            kept = tuple(sorted(data.items()))
        else:
            kept = ((FACTS, facts),) if facts else ()
        ev = _new_event(GameEvent, (kind, message, visible_to, kept, hidden_from))
        self.log.append(ev)
        event = self.signals.event
        if len(event):  # nobody listening: nothing to emit
            event.emit(ev)

    def _unit_facts(self, params: tuple, setup_public: bool) -> str:
        """The :data:`FACTS` of a message's parameters: for each unit it names (a parameter that
        is a unit id, or a list of them: "a, b", "a+b"), where it is and whether it is broken
        now.  ``setup_public``: a public line of the set-up keeps no hex (a hidden set-up's units
        are nobody else's to place, F100.1).  At most :data:`FACTS_MAX` characters.  (A unit named
        inside a phrase, e.g. a VP source "7.1 <unit>", is one that is off the map for good.)"""
        units = self.state.units
        entries = None
        for key, value in params:
            if type(value) is not str:
                continue
            u = units.get(value)
            if u is not None:
                entry = f"{key}:{'' if setup_public else u.hex or ''}{':b' if u.broken else ''}"
                entries = [entry] if entries is None else entries + [entry]
            elif "," in value or "+" in value:
                for i, part in enumerate(_SEPARATED.split(value)):
                    u = units.get(part)
                    if u is not None:
                        entry = f"{key}.{i}:{'' if setup_public else u.hex or ''}{':b' if u.broken else ''}"
                        entries = [entry] if entries is None else entries + [entry]
        if entries is None:
            return ""
        facts = ";".join(entries)
        while len(facts) > FACTS_MAX:  # a save reads a text of at most 200 characters: the first units
            entries.pop()
            facts = ";".join(entries)
        return facts

    @property
    def open_chits(self) -> list:
        """The open Objective chits (7.3.2), as chits (the state holds their letters)."""
        chits = chit_table()
        return [chits[c] for c in self.state.open_chits]

    @property
    def secret_chits(self) -> dict[str, list]:
        """Each side's secret Objective chits (7.3.3), as chits."""
        chits = chit_table()
        return {s: [chits[c] for c in ids] for s, ids in self.state.secret_chits.items()}

    def markers(self) -> Markers:
        """The Smoke and Blaze markers now on the map (the same object while they do not change)."""
        return self._markers_now()[0]

    def _markers_now(self) -> tuple[Markers, dict]:
        st = self.state
        now = self._markers
        blaze = st.blaze | st.rubble if st.rubble else st.blaze  # V1.1: Rubble blocks LOS as a Blaze does
        if now is None or now[0].smoke != st.smoke or now[0].blaze != blaze:
            markers = Markers.of(st.smoke, blaze)
            now = self._markers = (markers, self._los_plain if not markers.smoke and not markers.blaze else {})
        return now

    def terrain_key(self) -> int:
        """A number that stays the same while the Fortifications, Smoke and Blaze on the map
        (and the board) do not change, and is never given to another set of them: a key for
        the facts derived from them (``GameState.memo``)."""
        st = self.state
        t = self._terrain
        if (t is None or t[1] != st.fortifications or t[2] != st.smoke or t[3] != st.blaze
                or t[4] is not self.board or t[5] != st.rubble):
            t = self._terrain = (next(_TERRAIN_KEYS), dict(st.fortifications), dict(st.smoke), set(st.blaze),
                                 self.board, set(st.rubble))  # V1: Rubble is terrain
        return t[0]

    def target_hexsides(self, a: str, b: str) -> tuple[str, ...]:
        """The hexside features of ``b`` that the line from ``a`` crosses as it enters it (the
        ``target_hexsides`` of ``Board.los`` with the markers now on the map; T87, T97), each
        pair worked out once for a set of markers."""
        markers, answers = self._markers_now()
        key = (a, b, "target_hexsides")
        found = answers.get(key)
        if found is None:
            found = answers[key] = self.board.los(a, b, markers).target_hexsides
        return found

    def distances(self) -> tuple[dict[str, int], list[list[int]]]:
        """The grid's index and its distances as rows of lists: ``grid.distance(a, b)`` is
        ``rows[index[a]][index[b]]`` (a cache per grid)."""
        grid = self.grid
        found = _DISTANCES.get(id(grid))
        if found is None or found[0] is not grid:
            found = _DISTANCES[id(grid)] = (grid, grid.index, grid.distance_matrix.tolist())
        return found[1], found[2]

    def line_answers(self) -> dict:
        """The answers of :meth:`line` kept for the markers now on the map, by ``(a, b)``: read
        one there first, ask :meth:`line` if it is not (valid while the markers do not change)."""
        return self._markers_now()[1]

    def line(self, a: str, b: str) -> tuple[str, int]:
        """``LosTable.lookup`` of hexes ``a`` and ``b`` with the markers now on the map (10),
        each pair worked out once for a set of markers."""
        markers, answers = self._markers_now()
        key = (a, b)
        found = answers.get(key)
        if found is None:
            found = answers[key] = self.los_table.lookup(a, b, markers)
        return found

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
        self.log_marks.append(start)
        self.moves.append(move)
        self._run(move)
        nxt = self.pending
        barrier = (self.state.reveals != reveals or nxt is None or nxt.player != d.player
                   or "card_revealed" in map(_EVENT_KIND, self.log[start:]))
        self.barriers.append(barrier)
        if nxt is not None and nxt.kind == "turn" and self.state.trigger_depth == 0 and (
                not self.checkpoints or len(self.moves) - next(reversed(self.checkpoints)) >= CHECKPOINT_EVERY):
            self._checkpoint()
        return self.log[start:]

    def _checkpoint(self) -> None:
        """Keep the position at this Turn's decision: the state's JSON (a fresh structure that
        nothing else holds, never changed: read by copying it)."""
        self.checkpoints[len(self.moves)] = (len(self.log), dict(self.prefs), self.state.to_json())

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
        self.rewind(len(self.moves) - 1)

    def rewind(self, n: int) -> None:
        """The game after its first ``n`` moves: from the last checkpoint at or before move
        ``n`` (or the start), the moves since replayed; the log, the undo barriers and the
        standing choices as they were then (a later change of the choices is kept, made now).
        The events of the moves replayed are not emitted again: the log already holds them."""
        moves, changes = self.moves[:n], list(self.pref_changes)
        k = max((i for i in self.checkpoints if i <= n), default=None)
        if k is None:
            self.replay(moves, changes)
            return
        log_len, prefs, snapshot = self.checkpoints[k]
        self.log = self.log[:log_len]
        self.log_marks, self.barriers, self.moves = self.log_marks[:k], self.barriers[:k], self.moves[:k]
        self.checkpoints = {i: c for i, c in self.checkpoints.items() if i <= k}
        self.prefs = dict(prefs)
        self.pref_changes = [c for c in changes if c[0] < k]
        later = [c for c in changes if c[0] >= k]
        signals, self.signals = self.signals, GameSignals()  # quiet: nothing new happens
        try:
            self._resume(snapshot)
            self._replay_from(k, moves, later)
        finally:
            self.signals = signals
        self.signals.decision.emit(self.pending)

    def replay(self, moves: list[Move], pref_changes: Iterable[tuple[int, str, Iterable[str]]] | None = None) -> None:
        """Start again and apply ``moves``, with the standing-choice changes (A24; default: this
        game's own) each at the move index where it was made; a change made after the last of
        ``moves`` is made at its end."""
        changes = list(self.pref_changes if pref_changes is None else pref_changes)
        self.moves, self.barriers, self.log, self.log_marks, self.checkpoints = [], [], [], [], {}
        self.prefs, self.pref_changes = dict(self.start_prefs), []
        if self.start_position is not None:
            self._resume(self.start_position["state"])
        else:
            self._start()
        self._replay_from(0, moves, changes)

    def _replay_from(self, k: int, moves: list[Move], changes) -> None:
        """Apply ``moves[k:]`` (the game has made ``k`` moves), each standing-choice change at
        its move index (one made after the last move at the end)."""
        n = len(moves)
        changes = [c for c in changes if int(c[0]) >= k]
        j = 0
        for i in range(k, n + 1):
            while j < len(changes) and min(int(changes[j][0]), n) <= i:
                self.set_prefs(changes[j][1], changes[j][2])
                j += 1
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
        return saves.to_save(self)

    def scenario_document(self) -> dict:
        return saves.scenario_document(self.scenario)

    _scenario_document = scenario_document

    def save(self, path: str | Path) -> None:
        saves.save(self, path)

    @classmethod
    def load(cls, path: str | Path, verify: bool = True, strict: bool = False) -> "Game":
        """Open a save file (raises :class:`SaveError` with the file, the place and the reason)."""
        return saves.load(cls, path, verify=verify, strict=strict)

    @classmethod
    def from_save(cls, data: Any, verify: bool = True, source: str = "<save>", strict: bool = False) -> "Game":
        return saves.from_save(cls, data, verify=verify, source=source, strict=strict)

    def position_at(self, k: int) -> dict:
        """The position kept at the checkpoint after ``k`` moves (a Turn's decision)."""
        _, prefs, snapshot = self.checkpoints[k]
        state = json.loads(snapshot if isinstance(snapshot, str) else json.dumps(snapshot))
        return self._position_body(prefs, {"player": state["active"], "kind": "turn"}, state)

    def resume_from_checkpoint(self, checkpoint: dict, moves: list[Move], changes, data: dict) -> None:
        """Opening a save: the game at its checkpoint (a checked position), then the moves
        after it; the moves before it, their undo barriers and log lines as the save holds them."""
        k, log_len, position = checkpoint["moves"], checkpoint["log"], checkpoint["position"]
        self.prefs = {s: frozenset(w) for s, w in position["prefs"].items()}
        self._resume(position["state"])
        if self.pending is None or decision_of(self.pending) != position["decision"]:
            self.replay(moves, changes)  # the checkpoint does not lead where it says: from the start
            return
        self.moves = moves.head(k) if hasattr(moves, "head") else list(moves[:k])  # read lazily (saves.MoveList)
        self.barriers = [c == "1" for c in data["barriers"][:k]]
        self.log = checkpoint["events"]
        self.log_marks = [log_len] * k  # before the checkpoint, only a full replay goes (rewind)
        self.pref_changes = [c for c in changes if c[0] < k]
        self.checkpoints = {k: (log_len, dict(self.prefs), json.dumps(position["state"], separators=(",", ":")))}
        self._replay_from(k, moves, changes)

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
        if hex_id not in hidden_from(self, side):
            return st.cover(hex_id)
        if hex_id in st.rubble:  # V1.1
            return st.rubble_value(hex_id) - st.overstacking(hex_id)
        chart = self.board.chart
        terrain = chart.terrain[self.board.hexes[hex_id].effective_terrain]
        cover = terrain.cover if isinstance(terrain.cover, int) else 0
        return cover - 1 if self.board.has_line(hex_id, "road") else cover  # T93

    def view(self, side: str | None):
        """What ``side`` may see of the game now, as typed accessors that read the game when
        asked (:class:`cc_desktop.rules.view.SideView`: built on what :meth:`view_for` allows,
        nothing copied); ``None``: the referee's view, the whole game."""
        from cc_desktop.rules.view import SideView

        return SideView(self, side)

    def view_for(self, side: str) -> dict:
        """The projection of the state that ``side`` may see: his own hand and secret chits,
        only the size of the other hand and of both draw piles (1.2, 7.3.3)."""
        snap = self.state.to_json()
        del snap["rng"]  # the shuffles to come are nobody's to know (1.2)
        for p in snap["players"].values():
            del p["reprinted"]  # cards re-printed by hand (a test, a puzzle) would tell where they are
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
        for h in hidden_from(self, side):
            snap["fortifications"].pop(h, None)
        snap["setup_fortifications"] = {h: s for h, s in snap["setup_fortifications"].items()
                                        if h in snap["fortifications"]}
        snap["log"] = [e.text() for e in self.log if e.visible(side)]
        return snap


def variant_terrain(game: Game) -> tuple[tuple, int]:
    """The movement terrain of the optional rules: the Rubble hexes with their Move Cost
    (V1.1: 2, +1 for every adjacent Rubble hex), in map order, and the MP night adds to a
    terrain type (V2.2)."""
    st = game.state
    rubble: tuple = ()
    if st.rubble:
        rubble = tuple((h, rubble_value(game, h)) for h in sorted(st.rubble, key=game.grid.index.get))
    night = int(variants.data()["night"]["terrain_move_add"]) if "V2" in game.variants else 0  # V2.2
    return rubble, night


def rubble_value(game, hex_id: str) -> int:
    """V1.1: a Rubble hex's Move Cost and Cover: 2, +1 for every adjacent hex with Rubble."""
    data = variants.data()["rubble"]
    adjacent = sum(1 for n in game.grid.neighbours(hex_id).values() if n in game.state.rubble)
    return int(data["move"]) + int(data["per_adjacent"]) * adjacent


def position_scenario(position: dict) -> Scenario:
    """The scenario a position names (bundled, by id) or carries (``scenario_data``)."""
    try:
        return saves.scenario_of(position, "position")
    except SaveError as exc:
        raise PositionError("scenario", exc.reason) from None
