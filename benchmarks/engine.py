"""Rules-engine speed: complete random games per second, the time of one apply(), and Undo and
opening a save early and late in a long game (their cost must not grow with the game).

    python benchmarks/engine.py [--games N] [--seed S] [--scenario ID] [--skip-long]

Targets: >= 10 complete games per second on one core (issue 3); Undo and opening a save over
moves 990-1,010 at most 1.5x their time over moves 40-60, in each real scenario that has a
seeded game of 1,000 moves, and Undo well under 50 ms (issue 12).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cc_desktop.content import DEFAULT_SCENARIO, load_scenario  # noqa: E402
from cc_desktop.rules.game import Game  # noqa: E402
from cc_desktop.rules.simulate import choose, play_one  # noqa: E402

REAL = ("chapel-crossroads-1944", "birch-ridge-1942", "farmland-patrols-1945", "shattered-mill-1943")
EARLY, LATE = range(40, 61), range(990, 1011)


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
    Game.new(scenario, seed=0)  # warm the map caches (LOS table, movement graph)

    t0 = time.perf_counter()
    reports = [play_one(scenario, args.seed + i) for i in range(args.games)]
    dt = time.perf_counter() - t0
    moves = sum(r.moves for r in reports)
    errors = sum(1 for r in reports if not r.finished)

    # apply() timed on every move of a few games
    times = []
    for seed in range(args.seed, args.seed + 3):
        game = Game.new(scenario, seed=seed)
        rng = random.Random(seed)
        while game.pending is not None:
            move = choose(rng, game)
            t = time.perf_counter()
            game.apply(move)
            times.append(time.perf_counter() - t)
    print(f"scenario {scenario.id}: {args.games} random games, {errors} errors")
    print(f"complete games per second: {args.games / dt:.2f}  (target >= 10)   moves per second: {moves / dt:.0f}")
    print(f"moves per game: {moves / args.games:.0f}   apply(): median {statistics.median(times) * 1e6:.0f} us, "
          f"p99 {sorted(times)[int(len(times) * 0.99)] * 1e6:.0f} us, worst {max(times) * 1e3:.2f} ms "
          f"({len(times)} moves)")
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
