"""Rules-engine speed: complete random games per second and the median time of legal_moves().

    python benchmarks/engine.py [--games N] [--seed S] [--scenario ID]

Target (issue 3): >= 10 complete games per second on one core.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cc_desktop.content import DEFAULT_SCENARIO, load_scenario  # noqa: E402
from cc_desktop.rules.game import Game  # noqa: E402
from cc_desktop.rules.simulate import choose, play_one  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--scenario", default=DEFAULT_SCENARIO)
    args = ap.parse_args(argv)
    scenario = load_scenario(args.scenario)
    Game.new(scenario, seed=0)  # warm the map caches (LOS table, movement graph)

    t0 = time.perf_counter()
    reports = [play_one(scenario, args.seed + i) for i in range(args.games)]
    dt = time.perf_counter() - t0
    moves = sum(r.moves for r in reports)
    errors = sum(1 for r in reports if not r.finished)

    # legal_moves() timed on the positions of one game
    game = Game.new(scenario, seed=args.seed)
    rng = random.Random(1)
    times = []
    while game.pending is not None:
        t = time.perf_counter()
        game.legal_moves()
        times.append(time.perf_counter() - t)
        game.apply(choose(rng, game))
    print(f"scenario {scenario.id}: {args.games} random games, {errors} errors")
    print(f"complete games per second: {args.games / dt:.2f}  (target >= 10)   moves per second: {moves / dt:.0f}")
    print(f"moves per game: {moves / args.games:.0f}   median legal_moves(): {statistics.median(times) * 1e6:.1f} us "
          f"(p99 {sorted(times)[int(len(times) * 0.99)] * 1e6:.1f} us, {len(times)} positions)")
    return 0 if errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
