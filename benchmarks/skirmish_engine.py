"""Skirmish engine benchmark (issue 17): seeded random games of each battle, timed move by move.

    python benchmarks/skirmish_engine.py [--games N] [--seed S] [--battles a,b,...] [--no-check]

For each battle N seeded games (simulate.choose, the random player of the soak) are played to
the end.  Each ``apply()`` is timed (it runs the rules and builds the next decision, its sample
of legal moves included: ``legal_moves()`` only reads it), in CPU time of the process
(``time.process_time``: the machine is shared, wall time is printed beside it) and the soak's
invariants are checked after every move as ``cc-desktop skirmish simulate`` does (unless
--no-check; their time counts in moves/s, not in apply).  Printed per battle: moves/s with the
invariants, apply's median and worst, games/s; and the targets.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cc_desktop.skirmish.game import SkirmishGame  # noqa: E402
from cc_desktop.skirmish.simulate import POSITION_EVERY, choose, default_resolver, invariants  # noqa: E402

BATTLES = ("partisan-raid", "courier-run", "mortar-farm", "test-3v3")
#: moves per second with the soak's invariants (issue 17: 4x the 50-65 of partisan-raid before)
TARGET_MOVES_PER_S = 200.0
#: one apply (the rules and the next decision's sample), median and worst, CPU milliseconds
TARGET_APPLY_MEDIAN_MS = 5.0
TARGET_APPLY_WORST_MS = 100.0


def play(battle: str, seed: int, resolver, check: bool) -> dict:
    rng = random.Random(seed * 7919 + 1)
    game = SkirmishGame.new(battle, seed, shot_resolver=resolver)
    ids = frozenset(game.state.models)
    applies, applies_wall = [], []
    c0, w0 = time.process_time(), time.perf_counter()
    while game.pending is not None:
        game.legal_moves()
        mv = choose(rng, game)
        a, b = time.process_time(), time.perf_counter()
        game.apply(mv)
        applies.append(time.process_time() - a)
        applies_wall.append(time.perf_counter() - b)
        if check:
            faults = invariants(game, ids)
            if faults:
                raise AssertionError(f"{battle} seed {seed}: {'; '.join(faults)}")
            if len(game.moves) % POSITION_EVERY == 0 and game.can_take_position():
                again = SkirmishGame.from_position(game.position(), shot_resolver=resolver)
                if again.legal_moves() != game.legal_moves():
                    raise AssertionError(f"{battle} seed {seed}: a position resumed offers other moves")
    return {"moves": len(game.moves), "cpu": time.process_time() - c0, "wall": time.perf_counter() - w0,
            "applies": applies, "applies_wall": applies_wall}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--battles", default=",".join(BATTLES))
    ap.add_argument("--no-check", action="store_true", help="no invariants (the engine alone)")
    args = ap.parse_args(argv)
    resolver = default_resolver()
    play("test-3v3", 0, resolver, False)  # imports, data and caches of the modules
    ok = True
    print(f"Skirmish engine: {args.games} seeded random games per battle, "
          f"{'without' if args.no_check else 'with'} the soak invariants; CPU time (wall time)")
    for battle in args.battles.split(","):
        SkirmishGame.new(battle, 0)  # the battlefield loaded once, as in a soak
        runs = [play(battle, args.seed + k, resolver, not args.no_check) for k in range(args.games)]
        moves = sum(r["moves"] for r in runs)
        cpu, wall = sum(r["cpu"] for r in runs), sum(r["wall"] for r in runs)
        applies = [t * 1000 for r in runs for t in r["applies"]]
        walls = [t * 1000 for r in runs for t in r["applies_wall"]]
        rate, med, worst = moves / cpu, statistics.median(applies), max(applies)
        good = rate >= TARGET_MOVES_PER_S and med <= TARGET_APPLY_MEDIAN_MS and worst <= TARGET_APPLY_WORST_MS
        ok = ok and good
        print(f"{battle}: {len(runs)} games, {moves} moves ({moves / len(runs):.0f} a game)")
        print(f"  moves/s      {rate:7.1f}  ({moves / wall:.1f} wall)   target >= {TARGET_MOVES_PER_S:.0f}  "
              f"{'ok' if rate >= TARGET_MOVES_PER_S else 'UNDER'}")
        print(f"  apply median {med:7.2f} ms ({statistics.median(walls):.2f} wall)   target <= {TARGET_APPLY_MEDIAN_MS} ms  "
              f"{'ok' if med <= TARGET_APPLY_MEDIAN_MS else 'OVER'}")
        print(f"  apply worst  {worst:7.2f} ms ({max(walls):.2f} wall)   target <= {TARGET_APPLY_WORST_MS} ms  "
              f"{'ok' if worst <= TARGET_APPLY_WORST_MS else 'OVER'}")
        print(f"  games/s      {len(runs) / cpu:7.3f}  ({len(runs) / wall:.3f} wall)")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
