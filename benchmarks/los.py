"""Line-of-sight benchmark (issue 13: line of sight at the geometric limit).

    python benchmarks/los.py [MAP.json] [--repeat N] [--queries N] [--cli-runs N]

Prints, for one shipped map and in one run (compared runs interleaved, medians of --repeat):

(a) a bulk Shapely STRtree "intersects" query of every centre-to-centre line (all pairs of
    hexes) against every terrain shape of the map: what any geometric LOS costs that looks at
    the shapes near each line (the code of this anchor is unchanged since it was set);
(u) a prepared union of the blocking shapes tested against every line at once: the fastest
    geometric floor measured here, which knows nothing of the rules (no hex is "between", no
    level, no hindrance, no road, no explanation: only "does the line touch a blocking shape");
(b) the full-rules verdict and hindrance for every pair, *including* loading the map file,
    validating it and building every cache (LosEngine + LosTable), with no disk cache;
(c) the median time of one uncached full query with its explanation text built
    (``engine.query(a, b).describe(chart)``: every query evaluates the line from scratch; nothing
    is looked up), and of the query alone;
(d) ``cc-desktop los MAP A B`` as a new process on a map whose LOS cache entry is on disk,
    against ``python -c "import shapely"`` (the sources compiled first, as installed).

Targets: b <= 1.0 a, c <= 100 us, d <= 1.3 x import shapely.  BLAS threads are set to one before
NumPy is imported: the LOS code does no large linear algebra, and OpenBLAS's threads only cost
CPU here (they doubled the CPU time of the all-pairs build without making it faster).
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before NumPy (see above)

import argparse  # noqa: E402
import random  # noqa: E402
import resource  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import shapely  # noqa: E402

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


def prepared_union(board) -> tuple[float, int]:
    t0 = time.perf_counter()
    n = len(board.grid.ids)
    ia, ib = np.triu_indices(n, k=1)
    c = board.grid.centres
    lines = shapely.linestrings(np.stack([c[ia], c[ib]], axis=1))
    union = shapely.union_all([s.polygon for s in board.shapes if board.chart.effect_of(s.terrain).blocks])
    shapely.prepare(union)
    hits = shapely.intersects(union, lines)
    return time.perf_counter() - t0, int(hits.sum())


def full_rules(path) -> tuple[float, LosTable]:
    t0 = time.perf_counter()
    board = load_map(path)
    table = LosTable(LosEngine(board))
    return time.perf_counter() - t0, table


def _timed(call) -> tuple[float, float]:
    """(wall, CPU) seconds of ``call()``."""
    c0, t0 = time.process_time(), time.perf_counter()
    call()
    return time.perf_counter() - t0, time.process_time() - c0


def _child(argv: list[str], env: dict) -> tuple[float, float, subprocess.CompletedProcess]:
    """(wall, CPU) seconds of a new process, and what it did."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), proc


def cli_against_shapely(path: Path, a: str, b: str, runs: int) -> dict:
    """``cc-desktop los`` on a cached map and ``python -c "import shapely"``, interleaved."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "cc_desktop")], check=True)
    with tempfile.TemporaryDirectory(prefix="cc-desktop-los-bench-") as cache:
        return _cli_runs(cache, path, a, b, runs)


def _cli_runs(cache: str, path: Path, a: str, b: str, runs: int) -> dict:
    env = {**os.environ, "CC_DESKTOP_CACHE_DIR": cache, "PYTHONPATH": str(ROOT)}
    los = [sys.executable, "-m", "cc_desktop", "los", str(path), a, b]
    first = subprocess.run(los, env=env, capture_output=True, text=True, timeout=300)  # writes the entry
    if first.returncode != 0:
        raise SystemExit(f"cc-desktop los failed: {first.stderr}")
    entries = list(Path(cache).glob("los/*.los"))
    stamp = [e.stat().st_mtime_ns for e in entries]
    out = {"los": [], "los_cpu": [], "shapely": [], "shapely_cpu": []}
    for _ in range(runs):
        w, c, proc = _child(los, env)
        assert proc.stdout == first.stdout and proc.returncode == 0, proc.stderr
        out["los"].append(w)
        out["los_cpu"].append(c)
        w, c, _ = _child([sys.executable, "-c", "import shapely"], env)
        out["shapely"].append(w)
        out["shapely_cpu"].append(c)
    # the timed runs read the entry and wrote nothing
    assert len(entries) == 1 and [e.stat().st_mtime_ns for e in entries] == stamp
    out["answer"] = first.stdout.splitlines()[0]
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("map", nargs="?", help="map file (default: the first bundled map)")
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--queries", type=int, default=2000)
    ap.add_argument("--cli-runs", type=int, default=9)
    args = ap.parse_args(argv)
    path = Path(args.map) if args.map else bundled_maps()[0]
    board = load_map(path)
    n = len(board.grid.ids)
    pairs = n * (n - 1) // 2
    print(f"map {path.name}: {n} hexes, {pairs} pairs, {len(board.shapes)} terrain shapes, "
          f"{len(board.hexsides)} hexside features; OPENBLAS_NUM_THREADS={os.environ['OPENBLAS_NUM_THREADS']}")

    runs = {k: [] for k in ("a", "a_cpu", "u", "u_cpu", "b", "b_cpu")}
    for _ in range(args.repeat):  # interleaved, so all see the same machine load
        for key, call in (("a", lambda: bulk_strtree(board)), ("b", lambda: full_rules(path)),
                          ("u", lambda: prepared_union(board))):
            wall, cpu = _timed(call)
            runs[key].append(wall)
            runs[key + "_cpu"].append(cpu)
    med = {k: statistics.median(v) for k, v in runs.items()}
    parts = {"load": [], "engine": [], "table": []}  # (b) in its parts, CPU time
    for _ in range(args.repeat):
        c0 = time.process_time()
        loaded = load_map(path)
        c1 = time.process_time()
        engine = LosEngine(loaded)
        c2 = time.process_time()
        LosTable(engine)
        c3 = time.process_time()
        for key, t in zip(parts, (c1 - c0, c2 - c1, c3 - c2)):
            parts[key].append(t)
    _, hits = bulk_strtree(board)
    _, blocking_hits = prepared_union(board)
    _, table = full_rules(path)
    blocked, hind = table.all_pairs()
    a, b, u = med["a"], med["b"], med["u"]
    print(f"(a) bulk STRtree intersects, {pairs} lines x {len(board.shapes)} shapes:  {a * 1e3:7.1f} ms wall "
          f"{med['a_cpu'] * 1e3:7.1f} ms CPU ({hits} line/shape hits)")
    print(f"(u) prepared union of the blocking shapes x {pairs} lines:       {u * 1e3:7.1f} ms wall "
          f"{med['u_cpu'] * 1e3:7.1f} ms CPU ({blocking_hits} lines touch one)")
    print(f"(b) full rules, all pairs, incl. load + validation + caches:    {b * 1e3:7.1f} ms wall "
          f"{med['b_cpu'] * 1e3:7.1f} ms CPU ({int(blocked.sum())} blocked, {int((hind > 0).sum())} hindered, "
          f"{int((~blocked & (hind == 0)).sum())} clear)")
    print("    (b) in parts, CPU: " + ", ".join(f"{k} {statistics.median(v) * 1e3:.1f} ms" for k, v in parts.items())
          + "  (load: read, check against the schema and the map rules, build the board)")

    engine = table.engine
    rnd = random.Random(2026)
    ids = engine.ids
    qs = [tuple(rnd.sample(ids, 2)) for _ in range(args.queries)]
    chart = engine.chart
    for q in qs[:50]:  # warm-up
        engine.query(*q).describe(chart)
    single, alone = [], []
    for x, y in qs:
        t0 = time.perf_counter()
        engine.query(x, y).describe(chart)
        t1 = time.perf_counter()
        engine.query(x, y)
        single.append(t1 - t0)
        alone.append(time.perf_counter() - t1)
    c = statistics.median(single)
    print(f"(c) one uncached query with its explanation text, median of {len(qs)}: {c * 1e6:7.1f} us "
          f"(p90 {np.percentile(single, 90) * 1e6:.1f} us; the query alone {statistics.median(alone) * 1e6:.1f} us)")
    markers = Markers.of({ids[10]: 2, ids[77]: 1}, {ids[40]})
    look = []
    for x, y in qs:
        t0 = time.perf_counter()
        table.lookup(x, y, markers)
        look.append(time.perf_counter() - t0)
    print(f"    during play: LosTable lookup + current Smoke/Blaze, median: {statistics.median(look) * 1e6:7.1f} us")

    a_hex, b_hex = "C7", "K4"
    cli = cli_against_shapely(path, a_hex, b_hex, args.cli_runs)
    d, s = statistics.median(cli["los"]), statistics.median(cli["shapely"])
    print(f"(d) cc-desktop los {path.stem} {a_hex} {b_hex} (cached), median of {args.cli_runs}: {d * 1e3:7.1f} ms wall "
          f"{statistics.median(cli['los_cpu']) * 1e3:7.1f} ms CPU   [{cli['answer']}]")
    print(f"    python -c \"import shapely\", interleaved:                 {s * 1e3:7.1f} ms wall "
          f"{statistics.median(cli['shapely_cpu']) * 1e3:7.1f} ms CPU")
    print()
    print(f"ratio b/a = {b / a:.2f}  (target <= 1.0)  {'met' if b <= a else 'NOT met'}")
    print(f"ratio b/u = {b / u:.1f}  (the prepared union of blocking shapes; no target: it applies no rule)")
    print(f"c = {c * 1e6:.1f} us  (target <= 100 us)  {'met' if c <= 100e-6 else 'NOT met'}")
    print(f"ratio d/import shapely = {d / s:.2f}  (target <= 1.3)  {'met' if d <= 1.3 * s else 'NOT met'}")
    print("runs (ms): a " + " ".join(f"{t * 1e3:.0f}" for t in runs["a"]) + " | b "
          + " ".join(f"{t * 1e3:.0f}" for t in runs["b"]) + " | u " + " ".join(f"{t * 1e3:.0f}" for t in runs["u"])
          + " | d " + " ".join(f"{t * 1e3:.0f}" for t in cli["los"])
          + " | shapely " + " ".join(f"{t * 1e3:.0f}" for t in cli["shapely"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
