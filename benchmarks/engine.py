"""Rules-engine speed: complete random games per second, the time of one apply(), and Undo and
opening a save early and late in a long game (their cost must not grow with the game).

    python benchmarks/engine.py [--games N] [--seed S] [--scenario ID] [--skip-long]

* Complete random games per second, of ``--scenario`` and of the real scenarios (each game
  played by ``cc_desktop.rules.simulate``'s random player; wall and CPU time).
* ``apply()`` alone, timed move by move over the recorded games of every real scenario
  (``benchmarks/data``, the games ``benchmarks/replay.py`` replays): median, 99th percentile and
  worst, wall and CPU time; the same without the pauses of Python's garbage collector (a full
  collection, a few times in 20,000 moves, is the worst apply()), and the slowest move.  Nothing
  else is timed with it (the choice of the move, the list of legal moves: not).
* Undo and opening a save over moves 40-60 and 990-1,010 of a long seeded game of each real
  scenario.

Targets: >= 10 complete games per second on one core (issue 3); Undo and opening a save over
moves 990-1,010 at most 1.5x their time over moves 40-60, in each real scenario that has a
seeded game of 1,000 moves, and Undo well under 50 ms (issue 12).  The speed of replaying
games against earlier commits (issue 13: at least 2x) is benchmarks/replay.py's.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cc_desktop.content import DEFAULT_SCENARIO, load_scenario  # noqa: E402
from cc_desktop.rules import events  # noqa: E402
from cc_desktop.rules.game import Game  # noqa: E402
from cc_desktop.rules.simulate import choose, play_one  # noqa: E402

REAL = ("chapel-crossroads-1944", "birch-ridge-1942", "farmland-patrols-1945", "shattered-mill-1943")
EARLY, LATE = range(40, 61), range(990, 1011)
DATA = Path(__file__).resolve().parent / "data"  # recorded games (benchmarks/replay.py)


def games_per_second(scenario, seeds) -> tuple[int, int, int, float, float]:
    """(games, errors, moves, wall seconds, CPU seconds) of complete random games."""
    wall, cpu = time.perf_counter(), time.process_time()
    reports = [play_one(scenario, seed) for seed in seeds]
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return len(reports), sum(1 for r in reports if not r.finished), sum(r.moves for r in reports), wall, cpu


def apply_times(folder: Path) -> tuple[list[float], list[float], list[float], tuple, list[float]]:
    """Wall and CPU seconds of each apply() over the recorded games, the CPU seconds of each
    without the garbage collector's pauses in it, the slowest move without them (seconds,
    scenario, seed, move number, decision kind, move), and the full collections' pauses."""
    import gc

    from cc_desktop.rules.machine import Move

    wall_times, cpu_times, own_times, full = [], [], [], []
    worst = (0.0, "", 0, 0, "", "")
    clock, cpu_clock = time.perf_counter, time.process_time
    paused, started = [0.0], [0.0]

    def collector(phase, info):
        if phase == "start":
            started[0] = cpu_clock()
        else:
            pause = cpu_clock() - started[0]
            paused[0] += pause
            if info["generation"] == 2:
                full.append(pause)

    gc.callbacks.append(collector)
    try:
        for path in sorted(folder.glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            game = Game.new(load_scenario(data["scenario"]), seed=data["seed"])
            for i, m in enumerate(data["moves"]):
                move = Move(m[0], *m[1:])
                d = game.pending
                if d.kind == "setup" and move not in d.options and Move("done") in d.options:
                    game.apply(Move("done"))  # recorded before set-up ended with Done (5): put in, untimed
                kind = game.pending.kind
                paused[0] = 0.0
                t, c = clock(), cpu_clock()
                game.apply(move)
                c, t = cpu_clock() - c, clock() - t
                wall_times.append(t)
                cpu_times.append(c)
                own_times.append(c - paused[0])
                if c - paused[0] > worst[0]:
                    worst = (c - paused[0], data["scenario"], data["seed"], i + 1, kind, str(move))
    finally:
        gc.callbacks.remove(collector)
    return wall_times, cpu_times, own_times, worst, full


def quantiles(times: list[float]) -> str:
    s = sorted(times)
    return (f"median {statistics.median(s) * 1e6:.0f} us, p99 {s[int(len(s) * 0.99)] * 1e6:.0f} us, "
            f"worst {s[-1] * 1e3:.2f} ms")


def long_game(scenario: str, length: int, seeds=range(1, 400)) -> tuple[int, list] | None:
    """The first seed whose random game lasts ``length`` moves, and its moves."""
    for seed in seeds:
        g = Game.new(scenario, seed=seed)
        rng = random.Random(seed)
        while g.pending is not None and len(g.moves) < length:
            g.apply(choose(rng, g))
        if len(g.moves) >= length:
            return seed, list(g.moves)
    return None


def undo_and_open(scenario: str, seed: int, moves: list, folder: Path) -> dict[str, dict[str, float]]:
    """Median seconds of Undo (``rewind`` to one move less) and of opening a save, over the
    positions after EARLY and LATE moves of one game."""
    g = Game.new(scenario, seed=seed)
    out = {"undo": {"early": [], "late": []}, "open": {"early": [], "late": []}}
    path = folder / f"{scenario}.ccgame"
    for i, move in enumerate(moves[: LATE[-1] + 2]):
        g.apply(move)
        n = len(g.moves)
        band = "early" if n in EARLY else "late" if n in LATE else None
        if band is None:
            continue
        t = time.perf_counter()
        g.rewind(n - 1)
        out["undo"][band].append(time.perf_counter() - t)
        g.apply(move)
        g.save(path)
        t = time.perf_counter()
        Game.load(path)
        out["open"][band].append(time.perf_counter() - t)
    return {what: {band: statistics.median(v) for band, v in bands.items()} for what, bands in out.items()}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--scenario", default=DEFAULT_SCENARIO)
    ap.add_argument("--skip-long", action="store_true", help="leave out Undo and opening in long games")
    args = ap.parse_args(argv)
    scenario = load_scenario(args.scenario)
    for sc in (scenario, *REAL):  # warm the map caches (LOS table, movement graph)
        Game.new(sc, seed=0).movement_graph
    events.registry()  # the Event modules, imported when the first Event is drawn: not a move's cost

    n, errors, moves, dt, cpu = games_per_second(scenario, range(args.seed, args.seed + args.games))
    print(f"scenario {scenario.id}: {n} random games, {errors} errors")
    print(f"complete games per second: {n / dt:.2f} wall, {n / cpu:.2f} CPU  (target >= 10)   "
          f"moves per second: {moves / dt:.0f} wall, {moves / cpu:.0f} CPU   moves per game: {moves / n:.0f}")
    per_real = max(1, args.games // len(REAL))
    real = [games_per_second(load_scenario(sc), range(args.seed, args.seed + per_real)) for sc in REAL]
    n_r, err_r, moves_r = sum(r[0] for r in real), sum(r[1] for r in real), sum(r[2] for r in real)
    dt_r, cpu_r = sum(r[3] for r in real), sum(r[4] for r in real)
    errors += err_r
    print(f"the real scenarios ({per_real} games each, {err_r} errors): {n_r / dt_r:.2f} games per second wall, "
          f"{n_r / cpu_r:.2f} CPU   moves per second: {moves_r / dt_r:.0f} wall, {moves_r / cpu_r:.0f} CPU   "
          f"moves per game: {moves_r / n_r:.0f}")

    if any(DATA.glob("*.json")):  # apply() alone, move by move, over the recorded games
        wall_times, cpu_times, own_times, worst, full = apply_times(DATA)
        print(f"\napply() over the {len(cpu_times)} moves of the recorded games of the real scenarios "
              f"(benchmarks/data):")
        print(f"  CPU time:  {quantiles(cpu_times)}")
        print(f"  wall time: {quantiles(wall_times)}")
        print(f"  CPU time without the garbage collector's pauses: {quantiles(own_times)}")
        c, sc, seed, i, kind, move = worst
        print(f"  slowest of those: {c * 1e3:.2f} ms, {sc} seed {seed} move {i} ({kind}: {move}); "
              f"full collections during the moves: {len(full)}, longest {max(full, default=0) * 1e3:.1f} ms")
    if args.skip_long:
        return 0 if errors == 0 else 1

    print(f"\nUndo and opening a save: median over moves {EARLY[0]}-{EARLY[-1]} and {LATE[0]}-{LATE[-1]} "
          f"(target: late / early <= 1.5; Undo well under 50 ms)")
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for sc in REAL:
            found = long_game(sc, LATE[-1] + 2)
            if found is None:
                print(f"  {sc}: no seeded random game of {LATE[-1] + 2} moves among seeds 1-399")
                continue
            seed, game_moves = found
            r = undo_and_open(sc, seed, game_moves, Path(tmp))
            for what in ("undo", "open"):
                early, late = r[what]["early"], r[what]["late"]
                ratio = late / early
                worst = max(worst, ratio)
                print(f"  {sc} (seed {seed}) {what:4}: early {early * 1e3:6.2f} ms, late {late * 1e3:6.2f} ms, "
                      f"ratio {ratio:.2f}")
    print(f"worst late/early ratio {worst:.2f} (target <= 1.5): {'met' if worst <= 1.5 else 'NOT met'}")
    return 0 if errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
