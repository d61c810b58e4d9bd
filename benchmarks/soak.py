"""Long soak of the rules engine: many seeded random games with every invariant checked
after every move.  Errors are printed with their seed and move list so they can be replayed
(`cc-desktop replay` after saving, or Game.new(scenario, seed) + the moves).

    python benchmarks/soak.py [--games 1000] [--seed 1] [--no-check]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cc_desktop.content import DEFAULT_SCENARIO, load_scenario  # noqa: E402
from cc_desktop.rules.simulate import simulate  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--scenario", default=DEFAULT_SCENARIO)
    ap.add_argument("--no-check", action="store_true", help="skip the per-move invariant checks")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    report = simulate(load_scenario(args.scenario), args.games, args.seed, check=not args.no_check)
    errors = report.pop("error_reports")
    print(json.dumps(report, indent=1))
    for e in errors:
        print(f"ERROR seed {e['seed']}: {e['error']}\n  moves: {json.dumps(e['moves'])}")
    print(f"{args.games} games in {time.perf_counter() - t0:.0f} s, {len(errors)} errors")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
