"""Line-of-sight benchmark (issue: the board, part 6).

    python benchmarks/los.py [MAP.json] [--repeat N] [--queries N]

Prints, for one shipped map and in one run:

(a) a bulk Shapely STRtree "intersects" query of every centre-to-centre line (all pairs of
    hexes) against every terrain shape of the map: the floor of what any geometric LOS costs;
(b) the full-rules verdict and hindrance for every pair, *including* loading the map file,
    validating it and building every cache (LosEngine + LosTable);
(c) the median time of one uncached full query with its explanation (``board.los(a, b)``:
    every query evaluates the line from scratch; nothing is looked up);
and the ratio b/a.  Targets: b <= 3 a, c <= 100 us.  Timings are medians over --repeat runs.

During play the game answers from the precomputed LosTable plus the current Smoke and Blaze
markers (``LosTable.lookup``); its time is printed too.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import shapely

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cc_desktop.board.los import LosEngine, LosTable, Markers  # noqa: E402
from cc_desktop.board.mapfile import load_map  # noqa: E402
from cc_desktop.resources import bundled_maps  # noqa: E402


def bulk_strtree(board) -> tuple[float, int]:
    t0 = time.perf_counter()
    n = len(board.grid.ids)
    ia, ib = np.triu_indices(n, k=1)
    c = board.grid.centres
    lines = shapely.linestrings(np.stack([c[ia], c[ib]], axis=1))
    tree = shapely.STRtree([s.polygon for s in board.shapes])
    hits = tree.query(lines, predicate="intersects")
    return time.perf_counter() - t0, int(hits.shape[1])


def full_rules(path) -> tuple[float, LosTable]:
    t0 = time.perf_counter()
    board = load_map(path)
    table = LosTable(LosEngine(board))
    return time.perf_counter() - t0, table


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("map", nargs="?", help="map file (default: the first bundled map)")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--queries", type=int, default=2000)
    args = ap.parse_args(argv)
    path = Path(args.map) if args.map else bundled_maps()[0]
    board = load_map(path)
    n = len(board.grid.ids)
    pairs = n * (n - 1) // 2
    print(f"map {path.name}: {n} hexes, {pairs} pairs, {len(board.shapes)} terrain shapes, "
          f"{len(board.hexsides)} hexside features")

    a_times, b_times = [], []
    for _ in range(args.repeat):  # interleaved, so both see the same machine load
        ta, hits = bulk_strtree(board)
        tb, table = full_rules(path)
        a_times.append(ta)
        b_times.append(tb)
    a, b = statistics.median(a_times), statistics.median(b_times)
    blocked, hind = table.all_pairs()
    print(f"(a) bulk STRtree intersects, {pairs} lines x {len(board.shapes)} shapes: {a * 1e3:8.1f} ms "
          f"({hits} line/shape hits)")
    print(f"(b) full rules, all pairs, incl. load + validation + caches:   {b * 1e3:8.1f} ms "
          f"({int(blocked.sum())} blocked, {int((hind > 0).sum())} hindered, "
          f"{int((~blocked & (hind == 0)).sum())} clear)")

    engine = table.engine
    rnd = random.Random(2026)
    ids = engine.ids
    qs = [tuple(rnd.sample(ids, 2)) for _ in range(args.queries)]
    for q in qs[:50]:  # warm-up
        engine.query(*q)
    single = []
    for x, y in qs:
        t0 = time.perf_counter()
        engine.query(x, y)
        single.append(time.perf_counter() - t0)
    c = statistics.median(single)
    print(f"(c) one uncached full query with explanation, median of {len(qs)}: {c * 1e6:8.1f} us "
          f"(p90 {np.percentile(single, 90) * 1e6:.1f} us)")
    markers = Markers.of({ids[10]: 2, ids[77]: 1}, {ids[40]})
    look = []
    for x, y in qs:
        t0 = time.perf_counter()
        table.lookup(x, y, markers)
        look.append(time.perf_counter() - t0)
    print(f"    during play: LosTable lookup + current Smoke/Blaze, median: {statistics.median(look) * 1e6:8.1f} us")
    print(f"ratio b/a = {b / a:.2f}  (target <= 3)   c = {c * 1e6:.1f} us  (target <= 100 us)")
    print("runs (ms): a " + " ".join(f"{t * 1e3:.0f}" for t in a_times) + " | b " + " ".join(f"{t * 1e3:.0f}" for t in b_times))
    return 0


if __name__ == "__main__":
    sys.exit(main())
