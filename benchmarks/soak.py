"""Long soak of the rules engine: many seeded random games with every invariant checked
after every move.  Errors are printed with their seed and move list so they can be replayed
(`cc-desktop replay` after saving, or Game.new(scenario, seed) + the moves).

    python benchmarks/soak.py [--games 1000] [--seed 1] [--no-check]
    python benchmarks/soak.py --content [--games 200] [--generated 50]
    python benchmarks/soak.py --variants random [--scenario ID|all] [--games 300]

``--variants random`` gives each game a seeded random set of the optional rules V1-V20 (each in
with even odds, a variant that needs another bringing it along: ``simulate.random_variants``);
``--variants V2,V3`` plays every game with that set; ``--scenario all`` shares the games among
every shipped scenario.

``--content`` plays every shipped scenario with the real nations (200 games each by default) and
50 generated random battles (``cc-desktop new-random``, 4 games each), and prints each
scenario's random-play win rates and endings (information, not a balance claim: random moves
measure the clock and the postures, not skill; docs/content-design.md).
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
    ap.add_argument("--content", action="store_true", help="every shipped scenario and generated ones")
    ap.add_argument("--generated", type=int, default=50)
    ap.add_argument("--variants", default=None, metavar="random|V2,V3,...",
                    help="the optional rules of every game ('random': a seeded random set per game)")
    args = ap.parse_args(argv)
    if args.content:
        return content_soak(args)
    variants = None
    if args.variants is not None:
        from cc_desktop.rules.variants import variant_set

        variants = "random" if args.variants == "random" else variant_set(args.variants)
    if args.scenario == "all":
        return all_scenarios_soak(args, variants)
    t0 = time.perf_counter()
    def progress(done: int, errors: int) -> None:
        if done % 50 == 0 or errors:
            print(f"  {done}/{args.games} games, {errors} errors, {time.perf_counter() - t0:.0f} s", file=sys.stderr,
                  flush=True)

    report = simulate(load_scenario(args.scenario), args.games, args.seed, check=not args.no_check,
                      progress=progress, variants=variants)
    errors = report.pop("error_reports")
    print(json.dumps(report, indent=1))
    for e in errors:
        print(f"ERROR seed {e['seed']} variants {','.join(e['variants']) or 'none'}: {e['error']}\n"
              f"  moves: {json.dumps(e['moves'])}")
    print(f"{args.games} games in {time.perf_counter() - t0:.0f} s, {len(errors)} errors")
    return 0 if not errors else 1


def all_scenarios_soak(args, variants) -> int:
    """``--games`` games shared among every shipped scenario (seeds from ``--seed`` on, each
    scenario its own run of them), with ``variants``; one line per scenario."""
    from cc_desktop.content import bundled_scenarios

    paths = bundled_scenarios()
    t0 = time.perf_counter()
    total = errors = 0
    per = max(1, args.games // len(paths))
    for i, path in enumerate(paths):
        sc = load_scenario(path)
        r = simulate(sc, per, args.seed + i * per, check=not args.no_check, variants=variants)
        total += r["games"]
        errors += r["errors"]
        print(f"{sc.id}: {r['games']} games, {r['finished']} finished, {r['errors']} errors, "
              f"{r['moves_per_game']:.0f} moves per game, {r['seconds']:.0f} s", flush=True)
        for e in r["error_reports"]:
            print(f"ERROR {sc.id} seed {e['seed']} variants {','.join(e['variants']) or 'none'}: {e['error']}\n"
                  f"  moves: {json.dumps(e['moves'])}")
    print(f"{total} games in {time.perf_counter() - t0:.0f} s, {errors} errors")
    return 0 if not errors else 1


def content_soak(args) -> int:
    from cc_desktop.content import bundled_scenarios, parse_scenario
    from cc_desktop.content.generator import generate

    games = args.games if args.games != 1000 else 200
    t0 = time.perf_counter()
    total_errors = 0
    rows = []
    print("| scenario | games | Axis wins | Allies wins | endings | errors |")
    print("|---|---|---|---|---|---|")
    for path in bundled_scenarios():
        sc = load_scenario(path)
        if sc.fictional:
            continue
        r = simulate(sc, games, args.seed, check=not args.no_check)
        total_errors += r["errors"]
        for e in r["error_reports"]:
            print(f"ERROR {sc.id} seed {e['seed']}: {e['error']}")
        w = r["winners"]
        row = (f"| {sc.id} | {games} | {100 * w.get('axis', 0) / games:.0f}% | {100 * w.get('allies', 0) / games:.0f}% "
               f"| {', '.join(f'{k} {v}' for k, v in sorted(r['reasons'].items()))} | {r['errors']} |")
        rows.append(row)
        print(row, flush=True)
    gen_games = gen_errors = 0
    winners: dict[str, int] = {}
    for seed in range(1, args.generated + 1):
        doc = generate(seed)
        sc, problems = parse_scenario(doc, doc["id"])
        if sc is None:
            print(f"ERROR random-{seed}: {problems}")
            gen_errors += 1
            continue
        r = simulate(sc, 4, args.seed, check=not args.no_check)
        gen_games += 4
        gen_errors += r["errors"]
        for k, v in r["winners"].items():
            winners[k] = winners.get(k, 0) + v
        for e in r["error_reports"]:
            print(f"ERROR random-{seed} seed {e['seed']}: {e['error']}")
    total_errors += gen_errors
    print(f"| {args.generated} random battles | {gen_games} | {100 * winners.get('axis', 0) / max(1, gen_games):.0f}% "
          f"| {100 * winners.get('allies', 0) / max(1, gen_games):.0f}% | - | {gen_errors} |")
    print(f"{time.perf_counter() - t0:.0f} s, {total_errors} errors")
    return 0 if not total_errors else 1


if __name__ == "__main__":
    sys.exit(main())
