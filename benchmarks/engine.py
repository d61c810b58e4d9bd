"""Rules-engine speed: complete random games per second, the time of one apply(), and Undo and
opening a save early and late in a long game (their cost must not grow with the game).

    python benchmarks/engine.py [--games N] [--seed S] [--scenario ID] [--skip-long]
    python benchmarks/engine.py --against 6365c4d [--rounds 5] [--games N] [--seed S]

* Complete random games per second, of ``--scenario`` and of the real scenarios (each game
  played by ``cc_desktop.rules.simulate``'s random player; wall and CPU time).
* ``apply()`` alone, timed move by move over the recorded games of every real scenario
  (``benchmarks/data``, the games ``benchmarks/replay.py`` replays): median, 99th percentile and
  worst, wall and CPU time; the same without the pauses of Python's garbage collector (a full
  collection, a few times in 20,000 moves, is the worst apply()), and the slowest move.  Nothing
  else is timed with it (the choice of the move, the list of legal moves: not).
* Undo and opening a save over moves 40-60 and 990-1,010 of a long seeded game of each real
  scenario.

* ``--against COMMIT``: the same complete random games of the real scenarios, and apply() over
  the recorded games, here and in COMMIT (a temporary ``git worktree``, as benchmarks/replay.py
  makes), each round a fresh process per tree, the trees taking turns to go first; the medians
  of the rounds and this tree's CPU-time ratio to COMMIT's.  On a machine other programs share,
  CPU time is the figure to compare (both trees are slowed alike; wall time is not).

Targets: >= 10 complete games per second on one core (issue 3); Undo and opening a save over
moves 990-1,010 at most 1.5x their time over moves 40-60, in each real scenario that has a
seeded game of 1,000 moves, and Undo well under 50 ms (issue 12).  The speed of replaying
games against earlier commits (issue 13: at least 2x) is benchmarks/replay.py's.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
# a worker of --against measures the tree it is given (its cc_desktop first on the path)
_WORKER = sys.argv[sys.argv.index("--worker") + 1] if "--worker" in sys.argv[1:-1] else None
sys.path.insert(0, _WORKER or str(HERE.parent))

from cc_desktop.content import DEFAULT_SCENARIO, load_scenario  # noqa: E402
from cc_desktop.rules import events  # noqa: E402
from cc_desktop.rules.game import Game  # noqa: E402
from cc_desktop.rules.simulate import choose, play_one  # noqa: E402

REAL = ("chapel-crossroads-1944", "birch-ridge-1942", "farmland-patrols-1945", "shattered-mill-1943")
EARLY, LATE = range(40, 61), range(990, 1011)
DATA = HERE / "data"  # recorded games (benchmarks/replay.py)


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


def worker(args) -> int:
    """--against's measure of one tree (this process imports its cc_desktop): the real scenarios'
    complete random games and apply() over the recorded games; one JSON line."""
    for sc in REAL:
        Game.new(sc, seed=0).movement_graph
    events.registry()
    per_real = max(1, args.games // len(REAL))
    real = [games_per_second(load_scenario(sc), range(args.seed, args.seed + per_real)) for sc in REAL]
    out = {"games": sum(r[0] for r in real), "errors": sum(r[1] for r in real), "moves": sum(r[2] for r in real),
           "wall": sum(r[3] for r in real), "cpu": sum(r[4] for r in real)}
    if any(DATA.glob("*.json")):
        _wall, cpu_times, own_times, worst, _full = apply_times(DATA)
        out.update(apply_median=statistics.median(cpu_times), apply_worst=max(own_times), applies=len(cpu_times))
    print(json.dumps(out))
    return 0


def against(args) -> int:
    """This tree against ``args.against`` (a commit), round by round (see the module's doc)."""
    sys.path.insert(0, str(HERE))
    from replay import Worktrees, commit_of

    def run(tree: Path) -> dict:
        env = dict(os.environ, OPENBLAS_NUM_THREADS="1", PYTHONPATH=str(tree))
        proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", str(tree),
                               "--games", str(args.games), "--seed", str(args.seed)],
                              capture_output=True, text=True, env=env, cwd=str(tree))
        if proc.returncode != 0:
            raise SystemExit(f"the games in {tree} failed:\n{proc.stderr[-3000:]}{proc.stdout[-1000:]}")
        return json.loads(proc.stdout.strip().splitlines()[-1])

    with Worktrees([args.against]) as trees:
        paths = {"this tree": HERE.parent, args.against: trees[args.against]}
        names = list(paths)
        results: dict[str, list[dict]] = {name: [] for name in names}
        for r in range(args.rounds):
            for name in names if r % 2 == 0 else names[::-1]:  # who goes first alternates
                results[name].append(run(paths[name]))
            print(f"round {r + 1}: " + ", ".join(f"{name} {x['games'] / x['cpu']:.2f}" for name in names
                                                for x in results[name][-1:]) + " games per second CPU", flush=True)
        x = results[names[0]][0]
        print(f"\nmedians of {args.rounds} rounds: {x['games']} complete random games of the real scenarios "
              f"({x['moves']} moves), apply() over the {x.get('applies', 0)} moves of the recorded games")
        cpu = {}
        for name in names:
            rs = results[name]
            cpu[name] = statistics.median(x["cpu"] for x in rs)
            wall = statistics.median(x["wall"] for x in rs)
            n = rs[0]["games"]
            label = f"{name} ({commit_of(paths[name])})"
            line = (f"  {label:28} {n / cpu[name]:6.2f} games/s CPU, {n / wall:6.2f} wall; errors {rs[0]['errors']}")
            if "apply_median" in rs[0]:
                line += (f"; apply() CPU median {statistics.median(x['apply_median'] for x in rs) * 1e6:.0f} us, "
                         f"worst without GC {statistics.median(x['apply_worst'] for x in rs) * 1e3:.2f} ms")
            print(line)
        pairs = [b["cpu"] / a["cpu"] for a, b in zip(results[names[0]], results[names[1]])]
        print(f"  this tree / {args.against}: {cpu[names[1]] / cpu[names[0]]:.3f}x the CPU speed "
              f"(median of the rounds' own ratios {statistics.median(pairs):.3f}x: "
              f"{' '.join(f'{p:.2f}' for p in pairs)})")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--scenario", default=DEFAULT_SCENARIO)
    ap.add_argument("--skip-long", action="store_true", help="leave out Undo and opening in long games")
    ap.add_argument("--against", metavar="COMMIT", help="compare with this commit (see above)")
    ap.add_argument("--rounds", type=int, default=5, help="--against: rounds (a fresh process per tree each)")
    ap.add_argument("--worker", metavar="TREE", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        return worker(args)
    if args.against:
        return against(args)
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
