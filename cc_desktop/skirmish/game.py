"""SkirmishGame: the Skirmish state machine (the context every Skirmish rule runs on, ``g``).

    from cc_desktop.skirmish.game import SkirmishGame
    game = SkirmishGame.new("test-3v3", seed=7)
    game.pending                       # SkDecision: player (a side), kind ("activate", "act", ...)
    game.legal_moves()                 # a finite sample of the legal choices (see docs/skirmish.md)
    game.apply("move a1 12.5 30.0")    # refused moves raise IllegalMove with the SK rule and reason
    game.why_not("jump a1 20.0 20.0")  # the reason (an SkMessage), None when legal
    game.position(); SkirmishGame.from_position(position)
    game.undo(); game.save(path); SkirmishGame.load(path, verify=True)

Built like the Combat Commander engine (docs/engine.md) on the shared machinery of
:mod:`cc_desktop.engine`: generator procedures (:mod:`cc_desktop.skirmish.turn`), registered
decisions and moves (:mod:`cc_desktop.skirmish.decisions`), one plain state
(:mod:`cc_desktop.skirmish.state`) with JSON and a hash, seeded dice in the state, checkpoints.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from collections.abc import Callable

from cc_desktop.engine.machine import step
from cc_desktop.engine.messages import EventLog
from cc_desktop.skirmish import actions, battles, data, shooting, sight, table, turn
from cc_desktop.skirmish.cover import CrossedCover
from cc_desktop.skirmish.decisions import ENGLISH, IllegalMove, SkDecision, SkMove, illegal, msg
from cc_desktop.skirmish.dice import Dice
from cc_desktop.skirmish.explain import Step, step_message
from cc_desktop.skirmish.state import Model, SkirmishState
from cc_desktop.skirmish.types import Location, Point, WeaponProfile

MESSAGES = {
    "game_over": "the battle is over",
    "not_a_legal_choice": "{move} is not one of the choices now ({decision})",
    "undo_nothing": "there is no move to take back",
    # SK-3, SK-20: why the battle ended (the ``battle_over`` message's {reason}: :func:`end_reason`)
    "end.no_enemy_left": "no model of the other side is left in play",
    "end.nobody_left": "no model is left in play",
    "end.last_turn": "the last turn ({turn}) is over",
}
ENGLISH.add(MESSAGES)


def end_reason(code: str, **params) -> Step:
    """Why the battle ended, as a step with its code (``end.last_turn``, ``turn=8``): rendered in
    each language inside the ``battle_over`` message; ``str()`` is its English (the words the
    state keeps in ``end_reason``)."""
    return Step.of("SK-20", "end", f"end.{code}", **params)

SAVE_FORMAT = "cc-desktop-skirmish-game"
POSITION_FORMAT = "cc-desktop-skirmish-position"
SAVE_EXTENSION = ".skgame"
CHECKPOINT_EVERY = 24
RESUMABLE = ("deploy", "activate", "act")
#: decisions whose options are a sample of a continuum: every move is checked by the rule itself
#: (the state may have been set up by hand since the sample was taken)
CONTINUOUS = ("deploy", "act", "take_cover")

#: the named options (readings players may disagree on) and their defaults (docs/skirmish.md)
OPTIONS: dict[str, tuple[str, ...]] = {
    "fall_height": ("segment_end", "start"),              # Ambiguity 12
    "preempt_trigger": ("becomes_visible", "seen_moving"),  # SK-6.6
}


#: ``shot_resolver`` not given: sk-combat's shot resolution when it is part of the build
COMBAT = "combat"


class SaveError(ValueError):
    """A .skgame file that cannot be opened, or whose replay does not match."""


@dataclass(frozen=True)
class Climbable:
    """Something a model may climb (SK-5.3): a wall, tree, ladder or rope, and its height."""
    id: str
    at: Point
    height: float

    def to_json(self) -> dict:
        return {"id": self.id, "at": self.at.to_json(), "height": self.height}

    @classmethod
    def from_json(cls, d: dict) -> Climbable:
        return cls(str(d["id"]), Point.from_json(d["at"]), float(d["height"]))


def _weapon_json(w: WeaponProfile) -> dict:
    return {k: v for k, v in w.__dict__.items()}


@dataclass
class Setup:
    """A battle ready to play: the table, the two sides' models as they start, who starts
    (None: the initiative roll, SK-3.2), the last turn (0: none), each side's own table edge
    (``north`` y = 0, ``south`` y = 48, ``west`` x = 0, ``east`` x = 72: SK-10.2 fleeing), the
    doors and climbable things, and weapon profiles beyond the data."""
    id: str
    map_id: str
    sides: tuple[str, str]
    models: list[Model]
    first_side: str | None = None
    turn_limit: int = 0
    home_edges: dict[str, str] = field(default_factory=dict)
    doors: dict[str, Point] = field(default_factory=dict)
    climbables: list[Climbable] = field(default_factory=list)
    weapons: dict[str, WeaponProfile] = field(default_factory=dict)
    #: SK-3.1 each side with a zone here sets up its models in it (a polygon, [(x, y), ...]) before
    #: the initiative roll, in the order of ``sides``; its models' ``at`` are then only defaults
    deploy_zones: dict[str, list[tuple[float, float]]] = field(default_factory=dict)
    #: sk-vehicles: the vehicles, towed guns and mortars the battle starts with (state JSON lists)
    pieces: dict[str, list] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"id": self.id, "map": self.map_id, "sides": list(self.sides),
                "models": [m.to_json() for m in self.models], "first_side": self.first_side,
                "turn_limit": self.turn_limit, "home_edges": dict(self.home_edges),
                "doors": {k: p.to_json() for k, p in self.doors.items()},
                "climbables": [c.to_json() for c in self.climbables],
                "weapons": {k: _weapon_json(w) for k, w in self.weapons.items()},
                "deploy_zones": {k: [list(p) for p in ring] for k, ring in self.deploy_zones.items()}} \
            | ({"pieces": self.pieces} if self.pieces else {})

    @classmethod
    def from_json(cls, d: dict) -> Setup:
        return cls(str(d["id"]), str(d["map"]), tuple(d["sides"]), [Model.from_json(m) for m in d["models"]],
                   d.get("first_side"), int(d.get("turn_limit", 0)),
                   {k: str(v) for k, v in d.get("home_edges", {}).items()},
                   {k: Point.from_json(v) for k, v in d.get("doors", {}).items()},
                   [Climbable.from_json(c) for c in d.get("climbables", [])],
                   {k: WeaponProfile(**v) for k, v in d.get("weapons", {}).items()},
                   {k: [(float(p[0]), float(p[1])) for p in ring] for k, ring in d.get("deploy_zones", {}).items()},
                   d.get("pieces", {}))


def setup_for(battle: str) -> Setup:
    """The setup of a battle id: the test setups of :mod:`cc_desktop.skirmish.testing`, else a
    battle of sk-campaign's ``battles.shipped_battles()`` (:func:`setup_from_battle`)."""
    from cc_desktop.skirmish import testing
    if battle in testing.SETUPS:
        return testing.SETUPS[battle]()
    shipped = battles.shipped_battles()
    if battle in shipped:
        return setup_from_battle(shipped[battle])
    known = sorted(set(testing.SETUPS) | set(shipped))
    raise ValueError(f"unknown Skirmish battle {battle!r} (known: {', '.join(known)})")


#: magazines of each ammunition type a model starts a battle with (the book gives none: our reading)
START_MAGAZINES = 2


def _team_model(tm, side: str, weapons: dict) -> Model:
    """A model of a battle's team (sk-campaign's or sk-data's team model): the first firearm in
    hand and loaded, the other weapons carried (a weapon given with a count, that many times)."""
    listed = []
    for w in tm.weapons:
        listed += [w[0]] * int(w[1]) if isinstance(w, (tuple, list)) else [w]
    firearms = [w for w in listed if weapons.get(w) is not None and weapons[w].shot_a is not None]
    in_hand = firearms[:1]
    carried = list(listed)
    for w in in_hand:
        carried.remove(w)
    rounds = {w: weapons[w].magazine for w in firearms if weapons[w].magazine}
    ammo = {weapons[w].ammo: START_MAGAZINES for w in firearms if weapons[w].ammo}
    return Model(id=tm.id, name=tm.name, side=side, base=tm.stats, skills=list(tm.skills), carried=carried,
                 in_hand=in_hand, rounds=rounds, ammo=ammo, equipment=list(tm.equipment), tp=0)


def setup_from_battle(battle) -> Setup:
    """A battle of sk-campaign (``battles.Battle``) as a Setup: its map (sk-table), each side's
    models (the battle's own, else its preset team of sk-data), each side's deployment zone (the
    battle's rectangle or the map's zone) where its player sets them up (SK-3.1), its own table
    edge, who starts ("roll": the initiative, SK-3.2), the number of turns, the map's doors.
    Vehicles (sk-special) are not part of the state machine yet: their crews start on foot."""
    field_ = table.load_table(battle.map)
    weapons = data_weapons()
    models, zones, edges = [], {}, {}
    own_zones = {z.name: z for z in battle.zones}
    map_zones = {z.side: z for z in field_.zones.values()} | {z.name: z for z in field_.zones.values()}
    for side in battle.sides:
        # the battle's own figures under their ids, then its preset team's as "team.member" (the
        # names objectives use): a courier and the section he rides with
        team = [(tm, tm.id) for tm in side.models]
        if side.preset:
            team += [(tm, f"{side.preset}.{tm.id}") for tm in data.teams()[side.preset].models]
        if side.deploy in own_zones:
            z = own_zones[side.deploy]
            ring = [(z.x0, z.y0), (z.x1, z.y0), (z.x1, z.y1), (z.x0, z.y1)]
            mz = map_zones.get(side.deploy)
        else:
            mz = map_zones[side.deploy]
            ring = [(float(x), float(y)) for x, y in list(mz.geometry.exterior.coords)[:-1]]
        zones[side.id] = ring
        if mz is not None:
            edges[side.id] = mz.edge
        cx, cy = sum(p[0] for p in ring) / len(ring), sum(p[1] for p in ring) / len(ring)
        for tm, model_id in team:
            m = _team_model(tm, side.id, weapons)
            m.id = model_id
            m.at = Point(round(cx, 1), round(cy, 1))
            models.append(m)
    ids = [m.id for m in models]
    if len(set(ids)) != len(ids):  # SK-3.1: two figures of one name would be one model of the state
        raise ValueError(f"battle {battle.id}: two models named {sorted({i for i in ids if ids.count(i) > 1})}")
    doors = {}
    for o in field_.doors():
        c = o.geometry.centroid
        doors[o.id] = Point(round(c.x, 1), round(c.y, 1))
    first = None if battle.first == "roll" else battle.first
    # sk-vehicles: the battle's vehicles (with their crews), towed guns and mortars
    pieces = actions.vehicle_play.pieces_from_battle(battle, models, zones, lambda tm, side: _team_model(tm, side, weapons))
    return Setup(battle.id, battle.map, tuple(s.id for s in battle.sides), models, first, battle.turns, edges,
                 doors, [], {}, zones, pieces)


def data_weapons() -> dict[str, WeaponProfile]:
    """sk-data's weapon table (``data.weapons()``): the one call site."""
    return dict(data.weapons())


class SkirmishGame:
    """A game of Skirmish: its setup and options, the state, the move list, the log."""

    #: attributes that change during play besides the state (the history and the machine)
    HISTORY = ("moves", "log", "log_marks", "checkpoints", "pending", "_proc", "state")

    def __init__(self, setup: Setup, seed: int | None = None, options: dict[str, str] | None = None,
                 shot_resolver: Callable | None | str = COMBAT, dice: Dice | None = None):
        """``dice``: chosen dice for tests of exact numbers (FixedDice); a replay uses the seed."""
        self.setup = setup
        self.seed = seed if seed is not None else secrets.randbits(63)
        self.options = self._options(options)
        # the seams (one each): battlefield, costs of the table, sight, shot resolution
        self.table: Any = None
        self.move_cost: Callable | None = None
        self.sight: Callable | None = None
        self.shot_resolver = combat_resolver() if shot_resolver == COMBAT else shot_resolver
        wire_table(self, setup.map_id)
        self._weapons = {**data_weapons(), **setup.weapons}
        self.moves: list[SkMove] = []
        self.log = EventLog()
        self.log_marks: list[int] = []
        self.checkpoints: dict[int, tuple[int, str]] = {}
        self.start_state: str | None = None  # a game begun from a position
        state = self._initial_state()
        if dice is not None:
            state.dice = dice
        self._begin(state)

    @staticmethod
    def _options(options) -> dict[str, str]:
        out = {k: v[0] for k, v in OPTIONS.items()}
        for k, v in (options or {}).items():
            if k not in OPTIONS or v not in OPTIONS[k]:
                raise ValueError(f"unknown Skirmish option {k}={v!r}")
            out[k] = v
        return out

    @classmethod
    def new(cls, battle_or_setup: str | Setup, seed: int | None = None, **kw) -> SkirmishGame:
        setup = battle_or_setup if isinstance(battle_or_setup, Setup) else setup_for(battle_or_setup)
        return cls(setup, seed, **kw)

    def _initial_state(self) -> SkirmishState:
        s = self.setup
        models = {m.id: Model.from_json(m.to_json()) for m in s.models}
        for m in models.values():
            if m.side in s.deploy_zones:
                m.placed = False  # SK-3.1 its side sets it up
        state = SkirmishState(s.id, s.map_id, tuple(s.sides), models, dice=Dice(self.seed),
                              phase="deploy" if s.deploy_zones else "start")
        actions.vehicle_play.place_pieces(state, s.pieces)   # sk-vehicles
        return state

    def _begin(self, state: SkirmishState) -> None:
        self.state = state
        self._proc = turn.proc_game(self)
        self.pending: SkDecision | None = step(self._proc, None)

    # -- the context the rules read ------------------------------------------------------------
    @property
    def first_side(self) -> str | None:
        return self.setup.first_side

    @property
    def turn_limit(self) -> int:
        return self.setup.turn_limit

    def end_reason(self, code: str, **params) -> Step:
        """Why the battle ends (:func:`end_reason`), for turn.check_end."""
        return end_reason(code, **params)

    def home_edge(self, side: str) -> str:
        """The side's own table edge: north, south, west or east (SK-10.2)."""
        return self.setup.home_edges.get(side, "north")

    def deploy_zone(self, side: str) -> list[tuple[float, float]] | None:
        return self.setup.deploy_zones.get(side)

    def doors(self) -> dict[str, Point]:
        return self.setup.doors

    def climbables(self) -> list[Climbable]:
        return self.setup.climbables

    def weapon(self, item: str) -> WeaponProfile | None:
        return self._weapons.get(item)

    def difficult(self, start: Point, end: Point) -> bool:
        """Whether a segment crosses difficult ground (SK-5.1): the empty table has none."""
        return False

    def emit(self, kind: str, message, visible_to: str | None = None, **data: Any) -> None:
        self.log.emit(kind, message, visible_to, **data)

    # -- playing -------------------------------------------------------------------------------
    def over(self) -> bool:
        return self.pending is None

    def legal_moves(self) -> list[SkMove]:
        if self.pending is None:
            return []
        self.pending.refresh()
        return list(self.pending.options)

    def _parse(self, move: SkMove | str | list) -> SkMove:
        if isinstance(move, str):
            return SkMove.parse(move)
        if isinstance(move, list):
            return SkMove.from_json(move)
        return move

    def why_not(self, move: SkMove | str | list):
        """Why ``move`` is refused now (an SkMessage with the SK rule), None if it is legal.
        Places and angles not in ``legal_moves()`` are checked by the decision's rule."""
        move = self._parse(move)
        d = self.pending
        if d is None:
            return msg("SK-20", "game_over")
        if move in d.options and (d.kind not in CONTINUOUS or not move.args):
            return None
        sig = d.spec.moves.get(move.kind)
        if sig is not None and len(sig) == len(move.args) and d.why_not is not None:
            try:
                return d.why_not(move)
            except (LookupError, TypeError, ValueError, AttributeError):
                pass
        return msg("SK-3.4", "not_a_legal_choice", move=str(move)[:60], decision=d.kind)

    def is_legal(self, move) -> bool:
        return self.why_not(move) is None

    def apply(self, move: SkMove | str | list) -> list:
        """Check and apply one move; returns the events it caused.  Raises IllegalMove."""
        move = self._parse(move)
        why = self.why_not(move)
        if why is not None:
            raise IllegalMove(why)
        start = len(self.log)
        self.log_marks.append(start)
        self.moves.append(move)
        self.pending = step(self._proc, move)
        if self.can_take_position() and (
                not self.checkpoints or len(self.moves) - max(self.checkpoints) >= CHECKPOINT_EVERY):
            self.checkpoints[len(self.moves)] = (len(self.log), self.state.text())
        return self.log.since(start)

    # -- positions -----------------------------------------------------------------------------
    def can_take_position(self) -> bool:
        """At a model's choice or a turn's choice of model, where no procedure is half-way."""
        return self.pending is not None and self.pending.kind in RESUMABLE

    def position(self) -> dict:
        if not self.can_take_position():
            raise ValueError("a Skirmish position is taken at an activate or act decision")
        state = self.state.to_json()
        return {"format": POSITION_FORMAT, "version": 1, "setup": self.setup.to_json(), "options": dict(self.options),
                "state": state, "hash": self.state.hash(),
                "decision": {"player": self.pending.player, "kind": self.pending.kind}}

    @classmethod
    def from_position(cls, position: dict | str, shot_resolver: Callable | None | str = COMBAT) -> SkirmishGame:
        data = json.loads(position) if isinstance(position, str) else position
        if not isinstance(data, dict) or data.get("format") != POSITION_FORMAT:
            raise ValueError("not a Skirmish position")
        state = SkirmishState.from_json(data["state"])
        if state.hash() != data.get("hash"):
            raise ValueError("the position's hash does not match its state")
        game = cls(Setup.from_json(data["setup"]), 0, data.get("options"), shot_resolver=shot_resolver)
        game.log = EventLog()
        game.start_state = state.text()
        game._begin(state)
        d = data.get("decision") or {}
        if game.pending is None or (game.pending.player, game.pending.kind) != (d.get("player"), d.get("kind")):
            raise ValueError("the position's decision is not the one its state leads to")
        return game

    # -- undo and replay -----------------------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self.moves)

    def undo(self) -> None:
        if not self.moves:
            raise illegal("SK-3.4", "undo_nothing")
        self.rewind(len(self.moves) - 1)

    def rewind(self, n: int) -> None:
        """The game after its first ``n`` moves: from the last checkpoint at or before ``n``
        (or the start), the moves since replayed."""
        moves = self.moves[:n]
        k = max((i for i in self.checkpoints if i <= n), default=None)
        if k is None:
            self.replay(moves)
            return
        log_len, text = self.checkpoints[k]
        self.log.truncate(log_len)
        self.log_marks, self.moves = self.log_marks[:k], self.moves[:k]
        self.checkpoints = {i: c for i, c in self.checkpoints.items() if i <= k}
        self._begin(SkirmishState.from_json(text))
        for mv in moves[k:]:
            self.apply(mv)

    def replay(self, moves: list[SkMove]) -> None:
        self.moves, self.log_marks, self.checkpoints = [], [], {}
        self.log = EventLog()
        state = SkirmishState.from_json(self.start_state) if self.start_state else self._initial_state()
        self._begin(state)
        for mv in moves:
            self.apply(mv)

    # -- saves (.skgame) -----------------------------------------------------------------------
    def to_save(self) -> dict:
        return {"format": SAVE_FORMAT, "version": 1, "battle": self.setup.id, "setup": self.setup.to_json(),
                "seed": self.seed, "options": dict(self.options),
                "start_state": json.loads(self.start_state) if self.start_state else None,
                "moves": [m.to_json() for m in self.moves],
                "checkpoints": {str(k): SkirmishState.from_json(t).hash() for k, (_, t) in self.checkpoints.items()},
                "final_hash": self.state.hash()}

    def save(self, path: str | Path) -> None:
        """Write the game (battle, seed, moves, checkpoint hashes) atomically."""
        from cc_desktop.fileio import write_text_atomic
        write_text_atomic(path, json.dumps(self.to_save(), indent=1))

    @classmethod
    def load(cls, path: str | Path, verify: bool = True, shot_resolver: Callable | None | str = COMBAT) -> SkirmishGame:
        """Open a .skgame file, read defensively (cc_desktop/fileio.py: a regular file of at most
        64 MB, sound JSON), and replay it; SaveError names the file and the fault."""
        from cc_desktop.fileio import FileProblem, read_json
        try:
            data = read_json(path, "save")
        except FileProblem as e:
            raise SaveError(f"{path}: cannot be read: {e}") from None
        return cls.from_save(data, verify=verify, source=str(path), shot_resolver=shot_resolver)

    @classmethod
    def from_save(cls, data: Any, verify: bool = True, source: str = "<save>",
                  shot_resolver: Callable | None | str = COMBAT) -> SkirmishGame:
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError(f"{source}: not a Skirmish game (format {SAVE_FORMAT!r})")
        try:
            setup = Setup.from_json(data["setup"])
            game = cls(setup, int(data["seed"]), data.get("options"), shot_resolver=shot_resolver)
            if data.get("start_state"):
                game.start_state = json.dumps(data["start_state"], sort_keys=True, separators=(",", ":"))
            moves = [SkMove.from_json(m) for m in data["moves"]]
        except (LookupError, TypeError, ValueError, AttributeError) as e:
            raise SaveError(f"{source}: {e}") from None
        try:
            game.replay(moves)
        except (IllegalMove, ValueError, LookupError, TypeError, AttributeError) as e:
            raise SaveError(f"{source}: move {len(game.moves) + 1} cannot be replayed: {e}") from None
        if verify:
            for k, h in (data.get("checkpoints") or {}).items():
                got = game.checkpoints.get(int(k))
                if got is None or SkirmishState.from_json(got[1]).hash() != h:
                    raise SaveError(f"{source}: the replay differs from the save at move {k}")
            if data.get("final_hash") and game.state.hash() != data["final_hash"]:
                raise SaveError(f"{source}: the replay ends in another state than the save")
        return game

    # -- reading ---------------------------------------------------------------------------------
    def model(self, model_id: str) -> Model:
        return self.state.models[model_id]

    def log_text(self, side: str | None = None) -> list[str]:
        return [e.text() for e in self.log.seen_by(side)]

    # -- what a side may see (sk-view: cc_desktop/skirmish/view.py) ---------------------------------
    def view(self, side: str | None):
        """What ``side`` may see of the game now (:class:`cc_desktop.skirmish.view.SkSideView`, read
        when asked); ``None``: the referee's view (tests, the command line)."""
        from cc_desktop.skirmish.view import SkSideView
        return SkSideView(self, side)


# -- the other parts of the Skirmish engine ------------------------------------------------------
def wire_table(game: SkirmishGame, map_id: str) -> None:
    """The battlefield (sk-table's ``table.load_table``) and its two seams: the cost of a move
    (``table.move_cost``: SK-5.1, blocked ways) and true line of sight (``sight.can_see``, SK-7).
    The test setups' ``empty`` table has neither: open ground, everything seen."""
    if map_id == "empty":
        return
    game.table = table.load_table(map_id)

    def move_cost(g, model, path, crouching):
        return table.move_cost(g.table, path, crouching, tuple(g.state.open_doors),
                                   frozenset(g.state.destroyed_cover),
                                   ignore_difficult=model.has("cross_country")).cost

    def sees(g, observer, target):
        return sight.can_see(g.table, _pose(observer), _pose(target), **g.state.sight_args())

    game.move_cost, game.sight = move_cost, sees


def _pose(model: Model):
    from cc_desktop.skirmish.types import Pose
    return Pose(model.at, model.facing, model.posture)


def location_shifts(sequence, shooter: Model, target: Model):
    """SK-17.4: sk-combat's shot sequence asks whether an Accurate shooter, then a target with
    Good reflexes, moves a rolled hit location by one; each question is a ``location_shift``
    decision of that model's side.  Returns the sequence's result."""
    try:
        question = next(sequence)
        while True:
            chooser = shooter if question.who == "attacker" else target
            options = tuple(SkMove("shift", s) for s in question.options)
            mv = yield SkDecision(chooser.side, "location_shift", options,
                                  {"model": chooser.id, "result": question.result})
            question = sequence.send(mv.args[0])
    except StopIteration as done:
        return done.value


def combat_resolver() -> Callable:
    """sk-combat's shot resolution (``shooting.shot_sequence``) as the state machine's
    ``shot_resolver``."""

    def resolve(g, shooter: Model, target: Model, weapon: WeaponProfile, shot: str, rounds: int, preemptive: bool,
                called: str | None = None):
        from cc_desktop.skirmish.reactions import ShotEffect
        covers, partly = (), None
        if g.table is not None:   # SK-8: the covers the line of fire crosses, nearest the shooter first
            seen = sight.sight(g.table, _pose(shooter), _pose(target), **g.state.sight_args())   # smoke: no save
            covers = tuple(CrossedCover(c.cover_type, c.object_id, g.state.cover_absorbed.get(c.object_id, 0))
                           for c in seen.covers if c.cover_type is not None)
            partly = seen.in_cover
        covers, partly = actions.vehicle_play.passenger_cover(g, shooter, target, covers, partly)   # sk-vehicles SK-14.7
        who = shooting.Shooter(shooter.stats, frozenset(shooter.skills), moved_recently=shooter.moved,
                               in_moving_vehicle=actions.vehicle_play.in_moving_vehicle(g, shooter))   # sk-vehicles SK-14.13
        aim = shooting.Target(target.stats, frozenset(target.skills), target.posture, helmet="helmet" in target.equipment,
                              wounds=len(target.wounds), bleeding=target.bleeding,
                              moving_vehicle=actions.vehicle_play.in_moving_vehicle(g, target))   # sk-vehicles SK-14.7
        fitted = tuple(e for e in shooter.equipment if e in ("telescopic_sight", "bipod"))
        if shot == "both":   # SK-6.8: the two handguns in the hands at once
            from cc_desktop.skirmish.reactions import handguns_in_hand
            first, second = handguns_in_hand(g, shooter)[:2]
            sequence = shooting.two_handguns_sequence(who, first, second, shooter.at.distance(target.at), aim,
                                                      g.state.dice, covers=covers, partly_hidden=partly,
                                                      preemptive=preemptive, fitted=fitted)
            results = yield from location_shifts(sequence, shooter, target)
        else:
            kind = {"hip": shooting.ShotKind.HIP, "aimed": shooting.ShotKind.AIMED, "burst": shooting.ShotKind.BURST}[shot]
            sequence = shooting.shot_sequence(
                who, weapon, shooter.at.distance(target.at), aim, g.state.dice, kind=kind, rounds=rounds, covers=covers,
                partly_hidden=partly, preemptive=preemptive, called=Location(called) if called else None, fitted=fitted)
            results = ((yield from location_shifts(sequence, shooter, target)),)
        yield from actions.vehicle_play.passenger_vehicle_hits(g, shooter, target, results)   # sk-vehicles SK-14.7
        damage = {d.object_id: (d.object_id, d.absorbed_after, d.destroyed) for r in results for d in r.cover_damage}
        return ShotEffect(any(r.hits > 0 for r in results),
                          tuple((w.location.value, w.bleeds) for r in results for w in r.wounds),
                          tuple(step_message(s) for r in results for s in r.steps),
                          any(r.helmet_destroyed for r in results), tuple(damage.values()),
                          any(r.reached for r in results))

    return resolve


__all__ = ["Climbable", "IllegalMove", "SaveError", "Setup", "SkMove", "SkirmishGame", "actions"]
