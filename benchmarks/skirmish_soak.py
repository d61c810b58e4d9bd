"""Skirmish soak (issue 17): seeded random games of every battle to the end, every invariant
checked after every move (simulate.invariants: models conserved, no negative A but the debt of
SK-10.2, wounds agreeing with life and consciousness, the state's JSON round-trip and a stable
hash; every 40 moves a position resumed with the same choices) and, at each game's end, the
saved game replayed and verified to reach the same state.

    python benchmarks/skirmish_soak.py [--games 500] [--seed 1] [--battles a,b,...] [--log FILE]
                                       [--player random|purposeful|both]

The games go round the battles (partisan-raid, courier-run, mortar-farm, test-3v3 by default):
game k plays battle k mod n with seed --seed + k.  ``--player`` (skirmish/players.py): random
legal moves, random legal moves leaning to the objectives, or ``both`` (the default): each round
of the battles by the other player.  The objectives met are counted by battle.  One JSON line per game goes to --log (so a
long run can be read while it goes); errors are printed with their seed and moves.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cc_desktop.skirmish.simulate import count_met, default_resolver, play_game  # noqa: E402

BATTLES = ("partisan-raid", "courier-run", "mortar-farm", "test-3v3")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--battles", default=",".join(BATTLES))
    ap.add_argument("--log", default=None, help="write one JSON line per game here")
    ap.add_argument("--player", choices=("random", "purposeful", "both"), default="both")
    args = ap.parse_args(argv)
    battles = args.battles.split(",")
    resolver = default_resolver()
    log = open(args.log, "a", encoding="utf-8") if args.log else None
    t0, c0 = time.perf_counter(), time.process_time()
    errors, moves = [], 0
    per_battle: dict[str, list[int]] = {b: [0, 0, 0] for b in battles}   # games, moves, errors
    met: dict[str, dict[str, int]] = {b: {} for b in battles}            # objectives met, by battle
    for k in range(args.games):
        battle, seed = battles[k % len(battles)], args.seed + k
        g0 = time.process_time()
        player = args.player if args.player != "both" else ("random", "purposeful")[(k // len(battles)) % 2]
        r = play_game(seed, battle, True, resolver, replay=True, player=player)
        moves += r.moves
        pb = per_battle[battle]
        pb[0] += 1
        pb[1] += r.moves
        pb[2] += r.error is not None
        count_met(met[battle], r)
        line = {"game": k, "battle": battle, "seed": seed, "player": player, "moves": r.moves, "finished": r.finished,
                "winner": r.winner, "reason": r.reason, "cpu_s": round(time.process_time() - g0, 2),
                "error": r.error, "met": r.met}
        if r.error:
            errors.append((battle, r))
            line["move_list"] = r.move_list
            print(f"ERROR {battle} seed {seed}: {r.error}\n  moves: {' | '.join(r.move_list)}", flush=True)
        if log:
            log.write(json.dumps(line) + "\n")
            log.flush()
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    for b, (n, m, e) in per_battle.items():
        print(f"{b}: {n} games, {m} moves, {e} errors; objectives met {dict(sorted(met[b].items()))}")
    print(f"{args.games} games, {moves} moves, {len(errors)} errors; {cpu:.0f} s CPU ({wall:.0f} s wall): "
          f"{moves / cpu:.0f} moves/s, {args.games / cpu:.2f} games/s of CPU")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
