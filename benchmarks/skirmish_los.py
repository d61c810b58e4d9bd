"""Skirmish line-of-sight benchmark (issue 17): one uncached, explained query between two models.

    python benchmarks/skirmish_los.py [TABLE_ID_OR_PATH ...|all] [--pairs N] [--repeat N] [--seed N]
    python benchmarks/skirmish_los.py --against 385c22b [--against c507d71 ...] [--rounds 3] [TABLE ...] ...

On each battlefield (default: all of maps/skirmish) N random pairs of standing or crouching
models on open ground (anywhere a figure can stand, inside the buildings too) are drawn with a
seeded random generator.  For each pair the time of ``sight(table, a, b).explain()`` is measured
--repeat times, in rounds over all the pairs, and the fastest run kept (the other runs only add
the noise of a shared machine: a busy moment spoils one run of many pairs rather than every run
of one); nothing is cached between queries (``sight`` keeps no cache; only ``can_see``, the
engine's yes/no question, remembers its answers).  Printed per map: the median and the worst
pair in wall time, and beside it the CPU time (``time.process_time``) per query of each round
over all the pairs (a batch), the median batch and the best, against the target of 100
microseconds per query ("met" / "NOT met": the wall median, the figure of issue 17); and the
share of pairs that were visible, in cover and hidden (so that the sample is seen to exercise
every path).

``--against COMMIT`` (once or more): the same measure of this tree and of each COMMIT (a
temporary ``git worktree`` under /tmp), each round a fresh process per tree, the trees taking
turns to go first; per map the median over the rounds of each tree's wall median and CPU median
batch, and the ratio of each commit's CPU time to this tree's.  On a
machine other programs share, both trees are slowed alike in one run: compare them there.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one query does no linear algebra

ROOT = Path(__file__).resolve().parent.parent
# a worker of --against measures the tree it is given (its cc_desktop first on the path)
_WORKER = sys.argv[sys.argv.index("--worker") + 1] if "--worker" in sys.argv[1:-1] else None
sys.path.insert(0, _WORKER or str(ROOT))

from cc_desktop.skirmish.sight import sight  # noqa: E402
from cc_desktop.skirmish.table import bundled_tables, cover_types, load_table, terrain_at  # noqa: E402
from cc_desktop.skirmish.types import Point, Pose, Posture, bearing  # noqa: E402

TARGET_US = 100.0


def _spots(table, rng: random.Random, n: int) -> list[Point]:
    out = []
    while len(out) < n:
        p = Point(round(rng.uniform(1, table.width - 1), 2), round(rng.uniform(1, table.depth - 1), 2))
        if not terrain_at(table, p).blocked:
            out.append(p)
    return out


def measure(table_id, pairs_n: int, repeat: int, seed: int) -> dict:
    """The figures of one battlefield (microseconds), as a dict."""
    table = load_table(table_id)
    rng = random.Random(seed)
    spots = _spots(table, rng, 2 * pairs_n)
    pairs = []
    for k in range(pairs_n):
        a, b = spots[2 * k], spots[2 * k + 1]
        pa = Pose(a, bearing(a, b), Posture.STANDING)
        pb = Pose(b, rng.uniform(0, 360), rng.choice((Posture.STANDING, Posture.STANDING, Posture.CROUCHING)))
        pairs.append((pa, pb))
    cover_types()  # the cover table looked up once (sk-data's file), as in a game
    sight(table, *pairs[0]).explain()  # imports, and what the table makes on first use

    clock = time.perf_counter_ns
    best = [None] * len(pairs)
    batches = []   # CPU microseconds per query, one value per round over all the pairs
    for _ in range(repeat):  # rounds over all the pairs: a busy moment spoils one run of each
        c0 = time.process_time()
        for k, (pa, pb) in enumerate(pairs):
            t0 = clock()
            sight(table, pa, pb).explain()
            dt = clock() - t0
            if best[k] is None or dt < best[k]:
                best[k] = dt
        batches.append((time.process_time() - c0) / len(pairs) * 1e6)
    times = [b / 1000.0 for b in best]
    results = [sight(table, pa, pb) for pa, pb in pairs]
    worst = max(range(len(times)), key=times.__getitem__)
    return {"id": table.id, "objects": len(table.objects), "pairs": pairs_n, "repeat": repeat,
            "visible": sum(r.visible for r in results), "cover": sum(r.in_cover for r in results),
            "median": statistics.median(times), "p90": statistics.quantiles(times, n=10)[-1],
            "worst": times[worst], "worst_pair": [str(pairs[worst][0].at), str(pairs[worst][1].at),
                                                  pairs[worst][0].at.distance(pairs[worst][1].at)],
            "cpu_median": statistics.median(batches), "cpu_best": min(batches)}


def met(us: float) -> str:
    return "met" if us <= TARGET_US else "NOT met"


def report(m: dict) -> None:
    print(f"Skirmish LOS on {m['id']} ({m['objects']} objects): {m['pairs']} random pairs, "
          f"fastest of {m['repeat']} runs each (in rounds over all pairs), query + explanation, nothing cached")
    print(f"  visible {m['visible']} ({m['cover']} of them in cover), hidden {m['pairs'] - m['visible']}")
    print(f"  wall median {m['median']:7.1f} us   (target <= {TARGET_US:.0f} us)  {met(m['median'])}")
    print(f"  CPU  mean per query, median batch {m['cpu_median']:7.1f} us, best batch {m['cpu_best']:7.1f} us  "
          f"{met(m['cpu_best'])}")
    print(f"  wall p90    {m['p90']:7.1f} us")
    a, b, d = m["worst_pair"]
    print(f"  wall worst  {m['worst']:7.1f} us: {a} -> {b}, {d:.1f} in")


def table_ids(args) -> list:
    return [p.stem for p in bundled_tables()] if args.tables == ["all"] else args.tables


def worker(args) -> int:
    """--against's measure of one tree (this process imports its cc_desktop): one JSON line."""
    print(json.dumps([measure(t, args.pairs, args.repeat, args.seed) for t in table_ids(args)]))
    return 0


def _commit(tree: Path) -> str:
    sha = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=tree, capture_output=True,
                         text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "cc_desktop"], cwd=tree,
                           capture_output=True, text=True).stdout.strip()
    return sha + ("+changes" if dirty else "")


def against(args) -> int:
    """This tree against ``args.against`` (a commit), round by round (see the module's doc)."""
    base = Path(tempfile.mkdtemp(prefix="cc-los-"))
    names = [f"this tree ({_commit(ROOT)})"]
    paths = {names[0]: ROOT}
    for k, commit in enumerate(args.against):
        other = base / f"tree{k}"
        subprocess.run(["git", "worktree", "add", "--detach", "--quiet", str(other), commit], cwd=ROOT, check=True)
        names.append(commit)
        paths[commit] = other
    try:
        rest, skip = [], False
        for a in sys.argv[1:]:   # the arguments of the measure itself, without --against/--rounds
            if skip:
                skip = False
            elif a in ("--rounds", "--against"):
                skip = True
            elif not a.startswith(("--rounds=", "--against=")):
                rest.append(a)
        results: dict[str, list] = {n: [] for n in names}
        for r in range(args.rounds):
            for name in names[r % len(names):] + names[:r % len(names)]:  # who goes first turns
                env = dict(os.environ, OPENBLAS_NUM_THREADS="1", PYTHONPATH=str(paths[name]))
                proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker",
                                       str(paths[name]), *rest], capture_output=True, text=True, env=env,
                                      cwd=str(paths[name]))
                if proc.returncode != 0:
                    raise SystemExit(f"the measure in {paths[name]} failed:\n{proc.stderr[-3000:]}")
                results[name].append({m["id"]: m for m in json.loads(proc.stdout.strip().splitlines()[-1])})
            print(f"round {r + 1}: " + "; ".join(
                f"{name}: " + ", ".join(f"{t} {m['median']:.0f}" for t, m in results[name][-1].items())
                for name in names) + " (wall medians, us)", flush=True)
        first = results[names[0]][0]
        any_pairs = next(iter(first.values()))
        print(f"\nmedians of {args.rounds} rounds ({any_pairs['pairs']} pairs, fastest of {any_pairs['repeat']} "
              f"runs each; CPU: median batch per query), target <= {TARGET_US:.0f} us a query:")
        ok = True
        for t in first:
            row = []
            for name in names:
                wall = statistics.median(x[t]["median"] for x in results[name])
                cpu = statistics.median(x[t]["cpu_median"] for x in results[name])
                row.append((wall, cpu))
                if name == names[0]:
                    ok = ok and wall <= TARGET_US
            (w0, c0) = row[0]
            print(f"  {t:16s} {names[0]}: wall {w0:6.1f} us  CPU {c0:6.1f} us  {met(w0):7s}" + "".join(
                f" | {name}: wall {w1:6.1f} us  CPU {c1:6.1f} us  {met(w1):7s} CPU ratio {c1 / c0:4.2f}x"
                for name, (w1, c1) in zip(names[1:], row[1:])))
        return 0 if ok else 1
    finally:
        for name in names[1:]:
            subprocess.run(["git", "worktree", "remove", "--force", str(paths[name])], cwd=ROOT, capture_output=True)
        shutil.rmtree(base, ignore_errors=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("tables", nargs="*", default=["all"])
    ap.add_argument("--pairs", type=int, default=400)
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--against", metavar="COMMIT", action="append",
                    help="measure COMMIT too, in the same run (may be given more than once)")
    ap.add_argument("--rounds", type=int, default=3, help="with --against: fresh processes per tree")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        return worker(args)
    if args.against:
        return against(args)
    ok = True
    for t in table_ids(args):
        m = measure(t, args.pairs, args.repeat, args.seed)
        report(m)
        ok = m["median"] <= TARGET_US and ok
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
