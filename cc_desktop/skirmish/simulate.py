"""Headless Skirmish: seeded games of random legal moves with soak invariants
(``cc-desktop skirmish simulate``), and the other ``cc-desktop skirmish`` commands (new, replay).

Each game is seeded twice from one number: the dice (the game's seed) and the random player
(a generator of its own), so a seed plays the same game again.  After every move the invariants
are checked: the models are the setup's, A are never negative (only ``a_debt`` stands for A
owed, at most 2, SK-10.2), wounds agree with life and consciousness, the state's JSON round-trips
and its hash is stable; every 40 moves a position is taken and resumed with the same choices.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
import time
from dataclasses import asdict, dataclass, field

from cc_desktop.skirmish.game import SkirmishGame, setup_for
from cc_desktop.skirmish.state import SkirmishState

MAX_MOVES = 5000  # a game longer than this is reported as an error (a loop)
POSITION_EVERY = 40


@dataclass
class GameReport:
    seed: int
    finished: bool
    winner: str | None
    reason: str
    moves: int
    turns: int
    max_legal: int
    shots: int = 0
    windows: int = 0
    error: str | None = None
    move_list: list = field(default_factory=list)
    met: dict = field(default_factory=dict)      # a battle's objectives met, by side (SK-20.1)


def choose(rng: random.Random, game: SkirmishGame):
    """A random legal move, as a plausible player: activate rather than end a turn, act a few
    times before Done, shoot from half the windows."""
    d = game.pending
    options = list(d.options)
    if d.window:
        act = [m for m in options if m.kind != "decline"]
        return rng.choice(act) if act and rng.random() < 0.5 else options[-1]
    if d.kind == "activate":
        acts = [m for m in options if m.kind == "activate"]
        return rng.choice(acts) if acts and rng.random() < 0.9 else options[-1]
    if d.kind in ("act", "take_cover", "after_preempt"):
        rest = [m for m in options if m.kind != "done"]
        shots = [m for m in rest if m.kind in ("shoot", "burst")]
        if shots and rng.random() < 0.5:
            return rng.choice(shots)
        if rest and rng.random() < 0.85:
            return rng.choice(rest)
        return next(m for m in options if m.kind == "done")
    return rng.choice(options)


def invariants(game: SkirmishGame, model_ids: frozenset[str]) -> list[str]:
    """What is wrong with the state now (empty: nothing)."""
    st = game.state
    out = []
    if game.pending is not None and not game.pending.options:   # the engine is never stuck (SK-3.1 deployment too)
        out.append(f"a pending decision with no options: {game.pending.kind} of {game.pending.player}")
    if frozenset(st.models) != model_ids:
        out.append(f"models not conserved: {sorted(model_ids ^ frozenset(st.models))}")
    for m in st.models.values():
        if m.a_remaining < 0 or m.a_reserved < 0:
            out.append(f"{m.id}: negative A ({m.a_remaining} left, {m.a_reserved} reserved)")
        if not 0 <= m.a_debt <= 2:
            out.append(f"{m.id}: A borrowed {m.a_debt} (SK-10.2 allows 0 to 2)")
        if min(m.reduction.C, m.reduction.U, m.reduction.E, m.reduction.M) < 0:
            out.append(f"{m.id}: a negative reduction {m.reduction}")
        if not m.alive and (m.conscious or m.bleeding):
            out.append(f"{m.id}: dead but conscious or bleeding")
        if m.alive and len(m.wounds) >= 3 and not m.has("tough"):
            out.append(f"{m.id}: alive with {len(m.wounds)} wounds (SK-18.1)")
        if m.alive and m.A < 0:
            out.append(f"{m.id}: alive with A {m.A} (SK-18.3)")
        if m.alive and m.conscious and (min(m.stats.C, m.stats.U, m.stats.E, m.stats.M) <= 0 or m.A == 0):
            out.append(f"{m.id}: conscious with a characteristic at 0 (SK-18.3)")
        if m.bleeding and not m.wounds:
            out.append(f"{m.id}: bleeding without a wound")
        if m.in_hole and st.foxholes.get(m.in_hole) is None:
            out.append(f"{m.id}: in a hole that does not exist")
    # the JSON round-trips, and the hash (sha256 of the canonical text) is stable: the text of the
    # state made twice, and of its copy read back, give one hash (three texts, not five)
    text = st.text()
    again = SkirmishState.from_json(json.loads(text))
    text_again = again.text()
    if text_again != text:
        out.append("the state's JSON does not round-trip")
    if st.hash() != hashlib.sha256(text_again.encode()).hexdigest():
        out.append("the state's hash is not stable")
    return out


def replay_matches(game: SkirmishGame) -> str | None:
    """Save ``game`` and load it again (with the same shot resolution) with its replay verified:
    None when the replay reaches the same state (hash) and the same decision, else what differs."""
    import os
    import tempfile
    fd, path = tempfile.mkstemp(suffix=".skgame")
    os.close(fd)
    from cc_desktop.skirmish.game import SaveError
    try:
        game.save(path)
        again = SkirmishGame.load(path, verify=True, shot_resolver=game.shot_resolver)
    except SaveError as e:
        return f"the saved game does not replay: {e}"
    finally:
        os.unlink(path)
    if again.state.hash() != game.state.hash():
        return "the replay of the saved game reaches another state"
    if (again.pending is None) != (game.pending is None) or (
            game.pending is not None and again.pending.options != game.pending.options):
        return "the replay of the saved game leads to another decision"
    return None


def play_game(seed: int, battle: str = "test-3v3", check: bool = True, shot_resolver=None,
              options: dict | None = None, replay: bool = False, player: str = "random") -> GameReport:
    """One seeded random game; ``replay``: at its end, also save it and check that the replay of
    the saved game reproduces the state (``replay_matches``); ``player``: who chooses the moves
    (``skirmish.players.PLAYERS``: ``random``, this module's :func:`choose`, or ``purposeful``)."""
    from cc_desktop.skirmish.players import PLAYERS
    chooser = PLAYERS[player]
    rng = random.Random(seed * 7919 + 1)
    game = SkirmishGame.new(battle, seed, options=options, shot_resolver=shot_resolver)
    ids = frozenset(game.state.models)
    max_legal = shots = windows = 0
    try:
        while game.pending is not None:
            if len(game.moves) >= MAX_MOVES:
                raise AssertionError(f"no end after {MAX_MOVES} moves")
            legal = game.legal_moves()
            max_legal = max(max_legal, len(legal))
            windows += game.pending.window
            mv = chooser(rng, game)
            shots += mv.kind in ("shoot", "burst")
            game.apply(mv)
            if check:
                faults = invariants(game, ids)
                if faults:
                    raise AssertionError("; ".join(faults))
                if len(game.moves) % POSITION_EVERY == 0 and game.can_take_position():
                    again = SkirmishGame.from_position(game.position(), shot_resolver=shot_resolver)
                    if again.legal_moves() != game.legal_moves() or again.state.hash() != game.state.hash():
                        raise AssertionError("a position resumed offers other moves")
        if replay:
            fault = replay_matches(game)
            if fault:
                raise AssertionError(fault)
    except Exception as e:  # noqa: BLE001 - reported with the seed and the moves
        return GameReport(seed, False, None, "", len(game.moves), game.state.turn, max_legal, shots, windows,
                          f"{type(e).__name__}: {e}", [str(m) for m in game.moves])
    st = game.state
    result = game.view(None).result
    met = {side: list(ids) for side, ids in result.met} if result is not None else {}
    return GameReport(seed, True, st.winner, st.end_reason, len(game.moves), st.turn, max_legal, shots, windows,
                      met=met)


def count_met(counts: dict[str, int], report: GameReport) -> None:
    """Add the objectives ``report``'s game met (SK-20.1, either side) to ``counts`` (id -> games)."""
    for ids in report.met.values():
        for o in ids:
            counts[o] = counts.get(o, 0) + 1


def simulate(games: int, seed: int, battle: str = "test-3v3", check: bool = True, shot_resolver=None,
             options: dict | None = None, player: str = "random") -> dict:
    t0 = time.perf_counter()
    reports = [play_game(seed + i, battle, check, shot_resolver, options, player=player) for i in range(games)]
    dt = time.perf_counter() - t0
    moves = sum(r.moves for r in reports)
    winners: dict[str, int] = {}
    met: dict[str, int] = {}
    for r in reports:
        if r.finished:
            winners[str(r.winner)] = winners.get(str(r.winner), 0) + 1
        count_met(met, r)
    return {"battle": battle, "games": games, "finished": sum(r.finished for r in reports),
            "errors": [asdict(r) for r in reports if r.error], "winners": winners, "objectives_met": met,
            "moves_per_game": round(moves / games, 1) if games else 0, "max_legal": max((r.max_legal for r in reports), default=0),
            "shots": sum(r.shots for r in reports), "windows": sum(r.windows for r in reports),
            "moves_per_second": round(moves / dt, 1) if dt else 0.0}


def default_resolver():
    """sk-combat's shot resolution when it is part of the build, else None: the games are then
    played without shots."""
    from cc_desktop.skirmish.game import combat_resolver
    return combat_resolver()


# -- the command line (cc-desktop skirmish ...) ------------------------------------------------
def cmd_simulate(args) -> int:
    resolver = None
    if args.rough_shots:
        from cc_desktop.skirmish.testing import rough_resolver
        resolver = rough_resolver
    else:
        resolver = default_resolver()
    report = simulate(args.games, args.seed, args.battle, check=not args.no_check, shot_resolver=resolver,
                      player=args.player)
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(f"{report['battle']}: {report['finished']} of {report['games']} games finished, "
              f"{len(report['errors'])} errors; winners {report['winners']}; objectives met {report['objectives_met']}; "
              f"{report['moves_per_game']} moves a game; "
              f"at most {report['max_legal']} legal moves; {report['shots']} shots, {report['windows']} windows; "
              f"{report['moves_per_second']} moves/s")
        for e in report["errors"]:
            print(f"seed {e['seed']}: {e['error']}\n  moves: {' | '.join(e['move_list'])}")
    return 1 if report["errors"] else 0


def cmd_new(args) -> int:
    try:
        setup_for(args.battle)
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    game = SkirmishGame.new(args.battle, args.seed)
    if args.save:
        game.save(args.save)
        print(f"{args.save}: {args.battle}, seed {game.seed}; {game.pending.player} to play ({game.pending.kind})")
    else:
        print("\n".join(game.log_text()))
    return 0


def cmd_replay(args) -> int:
    from cc_desktop.skirmish.game import SaveError
    try:
        game = SkirmishGame.load(args.save, verify=args.verify)
    except SaveError as e:
        print(e, file=sys.stderr)
        return 2
    st = game.state
    where = f"{game.pending.player} to play ({game.pending.kind})" if game.pending else f"over: {st.end_reason}"
    print(f"{args.save}: {game.setup.id}, {len(game.moves)} moves, turn {st.turn}; {where}; "
          f"state {st.hash()[:16]}{' (verified)' if args.verify else ''}")
    return 0


def add_parser(sub, command) -> None:
    """The ``skirmish`` command of cc-desktop (cc_desktop/cli.py calls this once)."""
    s = command("skirmish", "the Skirmish game mode: new games, replays, seeded random games",
                "The Skirmish rules engine without a window (docs/skirmish.md).", None)
    ssub = s.add_subparsers(dest="skirmish_command", metavar="WHAT", required=True,
                            help="what to do: simulate, new, replay, battle or campaign")
    p = ssub.add_parser("simulate", help="play seeded games of random legal moves with the soak invariants")
    p.add_argument("--battle", default="test-3v3", help="the battle id (default test-3v3)")
    p.add_argument("--games", type=int, default=10, help="how many games (default 10)")
    p.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    p.add_argument("--no-check", action="store_true", help="skip the invariants after every move")
    p.add_argument("--rough-shots", action="store_true",
                   help="resolve shots with the rough test double of testing.py (not SK-6) to exercise the windows")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--player", choices=("random", "purposeful"), default="random",
                   help="who chooses the moves: random legal moves, or random legal moves leaning to the objectives")
    p.set_defaults(func=cmd_simulate)
    p = ssub.add_parser("new", help="start a battle and save it")
    p.add_argument("battle", help="the battle id (test-3v3)")
    p.add_argument("--seed", type=int, default=None, help="the dice's seed")
    p.add_argument("--save", metavar="FILE.skgame", help="write the game here")
    p.set_defaults(func=cmd_new)
    p = ssub.add_parser("replay", help="replay a saved Skirmish game (.skgame) and check it")
    p.add_argument("save", metavar="FILE.skgame")
    p.add_argument("--verify", action="store_true", help="check the replay against the saved checkpoint hashes")
    p.set_defaults(func=cmd_replay)
