"""Rules-engine speed on fixed games: replaying the recorded move lists of seeded random games of
every real scenario (``benchmarks/data/*.json``), in moves per second, here and (``--against``)
in other commits of this repository, run in the same session, interleaved.

    python benchmarks/replay.py                       # this tree only
    python benchmarks/replay.py --against 0b41b50 66dd4ec [--rounds 3]
    python benchmarks/replay.py --record [--games 7] --against 0b41b50 66dd4ec

Each commit named by ``--against`` is checked out in a temporary ``git worktree`` under /tmp
(removed afterwards); every run of every tree is a fresh Python process replaying all the games
(``Game.new(scenario, seed=seed)``, then ``game.apply(Move(kind, *args))`` for each move; the
maps' caches are built before the clock starts).  The runs of the trees alternate round by round;
the figure of a tree is the median of its rounds, wall time and CPU time.

Target (issue 13, item 4): this tree at least 2x as fast as 0b41b50 (main when issue 13 work
began); the ratio against 66dd4ec (main when issue 13 was filed, before the engine refactor of
issue 12) is printed beside it.

``--record`` plays ``--games`` seeded random games (``cc_desktop.rules.simulate.choose``, the
random player of ``cc-desktop simulate``) of each shipped scenario but ``test-skirmish`` on this
tree, keeps only those that replay to their end in every ``--against`` commit too (a rule changed
since may make a recorded move illegal there), and writes them to ``benchmarks/data/``.

Only API present in every compared commit is used: ``Game.new``, ``Game.apply``, ``Game.pending``,
``Move`` and ``load_scenario``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DATA = HERE / "data"
TARGET = 2.0
MAIN_AT_START = "0b41b50"  # the commit the target is measured against
MAX_MOVES = 3000  # a recorded game is cut here (none of the real scenarios' games comes close)


# ----------------------------------------------------------------------------------------------
# the worker: runs in a fresh process with the tree to measure first on sys.path
# ----------------------------------------------------------------------------------------------
def load_games(folder: Path) -> list[dict]:
    games = []
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or not {"scenario", "seed", "moves"} <= set(data):
            raise SystemExit(f"{path}: not a recorded game (scenario, seed, moves)")
        data["file"] = path.name
        games.append(data)
    return games


def as_taken(Game, Move, scenario, seed, moves: list) -> list:
    """The recorded moves as this tree's engine takes them: a set-up recorded before set-up ended
    with Done (rule 5, issue 14) gets its Done put in where this engine waits for it; an engine
    without Done takes them as they are.  (Stops at the first move it cannot take: ``verify``
    says where.)"""
    game, out = Game.new(scenario, seed=seed), []
    done = Move("done")
    for m in moves:
        d = game.pending
        if d is not None and d.kind == "setup" and m != done and m not in d.options and done in d.options:
            game.apply(done)
            out.append(done)
        try:
            game.apply(m)
        except Exception:  # noqa: BLE001 - verify reports it
            return out + moves[len([x for x in out if x != done]):]
        out.append(m)
    return out


def worker(tree: str, folder: Path, mode: str) -> int:
    """Replay every game of ``folder`` on the code of ``tree``; print one JSON line."""
    sys.path.insert(0, tree)
    from cc_desktop.content import load_scenario
    from cc_desktop.rules import Game, Move

    games = load_games(folder)
    scenarios = {}
    for sid in sorted({g["scenario"] for g in games}):
        scenarios[sid] = load_scenario(sid)
        Game.new(scenarios[sid], seed=0)  # build the map's caches (LOS table, movement graph)
    prepared = [(scenarios[g["scenario"]], g["seed"], [Move(m[0], *m[1:]) for m in g["moves"]], g["file"])
                for g in games]
    prepared = [(sc, seed, as_taken(Game, Move, sc, seed, moves), name) for sc, seed, moves, name in prepared]

    if mode == "verify":  # which games replay to their end here
        out = {}
        for sc, seed, moves, name in prepared:
            game = Game.new(sc, seed=seed)
            fault = None
            for i, m in enumerate(moves):
                try:
                    game.apply(m)
                except Exception as exc:  # an illegal move here: a rule changed
                    fault = f"move {i} {m}: {type(exc).__name__}: {exc}"[:300]
                    break
            if fault is None and game.pending is not None:
                fault = f"not over after {len(moves)} moves"
            out[name] = fault
        print(json.dumps({"faults": out}))
        return 0

    total = sum(len(m) for _, _, m, _ in prepared)
    wall, cpu = time.perf_counter(), time.process_time()
    for sc, seed, moves, name in prepared:
        game = Game.new(sc, seed=seed)
        apply = game.apply
        for m in moves:
            apply(m)
        if game.pending is not None:
            raise SystemExit(f"{name}: not over after its {len(moves)} moves")
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(json.dumps({"moves": total, "games": len(prepared), "wall": wall, "cpu": cpu}))
    return 0


def run_worker(tree: Path, folder: Path, mode: str = "time") -> dict:
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1", PYTHONPATH=str(tree))
    proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", str(tree), "--data", str(folder),
                           "--mode", mode], capture_output=True, text=True, env=env, cwd=str(tree))
    if proc.returncode != 0:
        raise SystemExit(f"the replay in {tree} failed:\n{proc.stderr[-3000:]}{proc.stdout[-1000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


# ----------------------------------------------------------------------------------------------
# the trees compared
# ----------------------------------------------------------------------------------------------
class Worktrees:
    """Temporary ``git worktree``s of commits under /tmp, removed on exit."""

    def __init__(self, commits: list[str]):
        self.commits = commits
        self.base = Path(tempfile.mkdtemp(prefix="cc-replay-"))
        self.trees: dict[str, Path] = {}

    def __enter__(self) -> dict[str, Path]:
        for c in self.commits:
            sha = subprocess.run(["git", "rev-parse", "--short", c], cwd=ROOT, capture_output=True, text=True,
                                 check=True).stdout.strip()
            path = self.base / sha
            subprocess.run(["git", "worktree", "add", "--detach", "--quiet", str(path), c], cwd=ROOT, check=True)
            self.trees[c] = path
        return self.trees

    def __exit__(self, *exc) -> None:
        for path in self.trees.values():  # only the worktrees made here
            subprocess.run(["git", "worktree", "remove", "--force", str(path)], cwd=ROOT, capture_output=True)
        shutil.rmtree(self.base, ignore_errors=True)


def commit_of(tree: Path) -> str:
    sha = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=tree, capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "cc_desktop"], cwd=tree,
                           capture_output=True, text=True).stdout.strip()
    return sha + ("+changes" if dirty else "")


def measure(args) -> int:
    folder = Path(args.data)
    games = load_games(folder)
    if not games:
        raise SystemExit(f"no recorded games in {folder} (python benchmarks/replay.py --record)")
    n = sum(len(g["moves"]) for g in games)
    print(f"{len(games)} recorded games, {n} moves, scenarios: "
          f"{', '.join(sorted({g['scenario'] for g in games}))}")
    with Worktrees(args.against) as trees:
        names = ["this tree"] + list(trees)
        paths = {"this tree": ROOT, **trees}
        results: dict[str, list[dict]] = {name: [] for name in names}
        for r in range(args.rounds):
            order = names if r % 2 == 0 else names[::-1]  # alternate who goes first
            for name in order:
                results[name].append(run_worker(paths[name], folder))
            print(f"round {r + 1}: " + ", ".join(f"{name} {results[name][-1]['moves'] / results[name][-1]['wall']:.0f}"
                                                for name in names) + " moves/s", flush=True)
        print(f"\nmedians of {args.rounds} rounds (moves per second; wall time, CPU time):")
        rate = {}
        for name in names:
            wall = statistics.median(x["wall"] for x in results[name])
            cpu = statistics.median(x["cpu"] for x in results[name])
            rate[name] = (n / wall, n / cpu)
            label = f"{name} ({commit_of(paths[name])})"
            print(f"  {label:28} {n / wall:8.0f} moves/s wall  {n / cpu:8.0f} moves/s CPU   "
                  f"({wall:.2f} s, {cpu:.2f} s CPU; {1e6 * wall / n:.0f} us a move)")
        met = True
        for name in trees:
            w, c = rate["this tree"][0] / rate[name][0], rate["this tree"][1] / rate[name][1]
            target = name.startswith(MAIN_AT_START[:7]) or MAIN_AT_START.startswith(name[:7])
            note = f"target >= {TARGET:.0f}x: {'met' if w >= TARGET else 'NOT met'}" if target else \
                f"(aim >= {TARGET:.0f}x)"
            met &= w >= TARGET or not target
            print(f"  this tree / {name}: {w:.2f}x wall, {c:.2f}x CPU   {note}")
    return 0 if met else 1


# ----------------------------------------------------------------------------------------------
# recording the games
# ----------------------------------------------------------------------------------------------
def record(args) -> int:
    sys.path.insert(0, str(ROOT))
    import random

    from cc_desktop.content import bundled_scenarios, load_scenario
    from cc_desktop.rules import Game
    from cc_desktop.rules.simulate import choose

    out = Path(args.data)
    staging = Path(tempfile.mkdtemp(prefix="cc-replay-record-"))
    try:
        for path in bundled_scenarios():
            sc = load_scenario(path)
            if sc.id == "test-skirmish":
                continue
            for seed in range(1, args.games + 1):
                game = Game.new(sc, seed=seed)
                rng = random.Random(seed ^ 0x5EED)  # as cc_desktop.rules.simulate.play_one
                while game.pending is not None and len(game.moves) < MAX_MOVES:
                    game.apply(choose(rng, game))
                if game.pending is not None:
                    print(f"{sc.id} seed {seed}: not over after {MAX_MOVES} moves, left out")
                    continue
                doc = {"scenario": sc.id, "seed": seed, "moves": [m.to_json() for m in game.moves]}
                (staging / f"{sc.id}-{seed:03d}.json").write_text(
                    "{" + f'"scenario": {json.dumps(sc.id)}, "seed": {seed},\n "moves": [\n'
                    + ",\n".join(json.dumps(m) for m in doc["moves"]) + "]}\n", encoding="utf-8")
        recorded = sorted(p.name for p in staging.glob("*.json"))
        print(f"recorded {len(recorded)} games on this tree")
        dropped: dict[str, str] = {}
        with Worktrees(args.against) as trees:
            for name, tree in [("this tree", ROOT), *trees.items()]:
                faults = run_worker(tree, staging, "verify")["faults"]
                for f, why in faults.items():
                    if why is not None:
                        print(f"  {f} does not replay in {name}: {why}")
                        dropped.setdefault(f, why)
        out.mkdir(parents=True, exist_ok=True)
        for old in out.glob("*.json"):
            old.unlink()
        kept = 0
        moves = 0
        for name in recorded:
            if name not in dropped:
                text = (staging / name).read_text(encoding="utf-8")
                (out / name).write_text(text, encoding="utf-8")
                kept += 1
                moves += len(json.loads(text)["moves"])
        print(f"kept {kept} games ({moves} moves) in {out}; dropped {len(dropped)} that do not replay in every commit")
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", nargs="*", default=[], metavar="COMMIT", help="commits to compare with")
    ap.add_argument("--rounds", type=int, default=3, help="timed runs of each tree (interleaved)")
    ap.add_argument("--data", default=str(DATA), help="folder of recorded games")
    ap.add_argument("--record", action="store_true", help="record the games (see --games)")
    ap.add_argument("--games", type=int, default=7, help="--record: seeds 1..N of each real scenario")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--mode", default="time", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        return worker(args.worker, Path(args.data), args.mode)
    if args.record:
        return record(args)
    return measure(args)


if __name__ == "__main__":
    sys.exit(main())
