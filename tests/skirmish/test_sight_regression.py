"""The line of sight gives the same answers as the recorded ones (issue 17's speed work must not
change a result).

``tests/skirmish/data/sight_regression.json.gz`` holds, for seeded random pairs of poses on the
four shipped battlefields, the full explained result of ``sight`` (seen points, blocked-by and
seen-through crossings, covers in order, the explanation's text, the front arc) and the answer
of ``can_see``, as computed by the code of main 385c22b.  The pairs are drawn like those of
benchmarks/skirmish_los.py (anywhere a figure can stand), plus short lines and targets near
something that hides (more of them seen and in cover), and variants: other figures near the
line, doors opened and shut, destroyed segments, feet given off the ground (a roof, a wall top),
crouching and prone observers.

Regenerate (only when a result is meant to change, saying why in the commit):
    PYTHONPATH=. python tests/skirmish/test_sight_regression.py --write
"""

from __future__ import annotations

import gzip
import json
import math
import random
import sys
from pathlib import Path

import pytest

from cc_desktop.skirmish.sight import Figure, can_see, sight
from cc_desktop.skirmish.table import bundled_tables, load_table, terrain_at
from cc_desktop.skirmish.types import Point, Pose, Posture, bearing

FIXTURE = Path(__file__).parent / "data" / "sight_regression.json.gz"
TABLES = ("farmland", "partisan-road", "village-street", "wooded-hillside")
PLAIN, SHORT, BEHIND, VARIANTS = 80, 45, 60, 35     # pairs per battlefield of each sort
POSTURES = (Posture.STANDING, Posture.STANDING, Posture.CROUCHING, Posture.PRONE)


# ---- the cases ------------------------------------------------------------------------------

def _spot(table, rng: random.Random, near: Point | None = None, within: float = 0.0) -> Point:
    while True:
        if near is None:
            x, y = rng.uniform(1, table.width - 1), rng.uniform(1, table.depth - 1)
        else:
            r, a = rng.uniform(min(1.0, within / 2), within), rng.uniform(0, 2 * math.pi)
            x, y = near.x + r * math.cos(a), near.y + r * math.sin(a)
            if not (1 <= x <= table.width - 1 and 1 <= y <= table.depth - 1):
                continue
        p = Point(round(x, 2), round(y, 2))
        if not terrain_at(table, p).blocked:
            return p


def _pose_json(p: Pose) -> list:
    return [p.at.x, p.at.y, p.at.z, p.facing, p.posture.value]


def _pose(v: list) -> Pose:
    return Pose(Point(v[0], v[1], v[2]), v[3], Posture(v[4]))


def make_cases(table_id: str, seed: int) -> list[dict]:
    table = load_table(table_id)
    rng = random.Random(f"{table_id}/{seed}")
    cases = []
    things = [o for o in table.sight_objects if o.cover or o.blocks_sight]
    for n in range(PLAIN + SHORT + BEHIND + VARIANTS):
        if n < PLAIN:
            a, b = _spot(table, rng), _spot(table, rng)
        elif PLAIN + SHORT <= n < PLAIN + SHORT + BEHIND:   # a target near something that hides
            o = rng.choice(things)
            b = _spot(table, rng, Point(o.cx, o.cy), o.radius + 1.5)
            a = _spot(table, rng, b, 16.0)
        else:
            a = _spot(table, rng)
            b = _spot(table, rng, a, 14.0)
        obs = Pose(a, round(bearing(a, b) + rng.uniform(-120, 120), 1) % 360, Posture.STANDING)
        tgt = Pose(b, round(rng.uniform(0, 360), 1), rng.choice(POSTURES))
        case = {"observer": _pose_json(obs), "target": _pose_json(tgt), "open_doors": None,
                "destroyed": [], "figures": []}
        if n >= PLAIN + SHORT + BEHIND:
            kind = n % 5
            if kind == 0:      # figures on and near the line
                for k in range(rng.randint(1, 3)):
                    t = rng.uniform(0.2, 0.8)
                    fx = round(a.x + (b.x - a.x) * t + rng.uniform(-0.4, 0.4), 2)
                    fy = round(a.y + (b.y - a.y) * t + rng.uniform(-0.4, 0.4), 2)
                    case["figures"].append([f"f{k}", [fx, fy, 0.0, 0.0, rng.choice(POSTURES).value]])
            elif kind == 1:    # some doors opened, the others shut
                doors = sorted(o.id for o in table.doors())
                case["open_doors"] = sorted(rng.sample(doors, k=len(doors) // 2)) if doors else []
            elif kind == 2:    # destroyed segments near the line
                near = [o.id for o in table.objects if o.destructible and o.zbands
                        and o.geometry.distance(_segment(a, b)) < 2.0]
                case["destroyed"] = sorted(rng.sample(near, k=min(len(near), rng.randint(1, 3))))
            elif kind == 3:    # feet off the ground: on a roof or a wall top
                case["observer"][2] = round(table.ground_height((a.x, a.y)) + rng.uniform(0.5, 3.0), 2)
                if rng.random() < 0.5:
                    case["target"][2] = round(table.ground_height((b.x, b.y)) + rng.uniform(0.5, 2.0), 2)
            else:              # a low observer
                case["observer"][4] = rng.choice((Posture.CROUCHING, Posture.PRONE)).value
        cases.append(case)
    return cases


def _segment(a: Point, b: Point):
    from shapely.geometry import LineString  # noqa: PLC0415
    return LineString([(a.x, a.y), (b.x, b.y)])


def _args(case: dict) -> tuple:
    figures = tuple(Figure(fid, _pose(p)) for fid, p in case["figures"])
    return (_pose(case["observer"]), _pose(case["target"]),
            dict(open_doors=case["open_doors"], destroyed=frozenset(case["destroyed"]), figures=figures))


# ---- what is recorded of a result -----------------------------------------------------------

def _crossing(c) -> list | None:
    if c is None:
        return None
    return [c.object_id, c.parent, c.name, c.cover, c.at[0], c.at[1], c.distance, c.height, c.blocks,
            c.hides_crouching, c.rule]


def record(table, case: dict) -> dict:
    observer, target, kw = _args(case)
    r = sight(table, observer, target, **kw)
    table.memo.clear()     # can_see's own answer, not one remembered from an earlier case
    seen = can_see(table, observer, target, open_doors=kw["open_doors"], destroyed=kw["destroyed"]) \
        if not kw["figures"] else None
    return {
        "visible": r.visible, "in_cover": r.in_cover, "arc_ok": r.arc_ok,
        "eye": [r.eye.x, r.eye.y, r.eye.z], "distance": r.distance,
        "points": [[p.part, p.at.x, p.at.y, p.at.z, p.seen, _crossing(p.blocked_by),
                    [_crossing(c) for c in p.covered_by], p.rule] for p in r.points],
        "covers": [[c.object_id, c.parent, c.name, c.cover, c.save, c.at[0], c.at[1], c.distance, c.describe()]
                   for c in r.covers],
        "text": r.explain(),
        "can_see": seen,
    }


def build_fixture() -> dict:
    out = {}
    for table_id in TABLES:
        table = load_table(table_id)
        cases = make_cases(table_id, 17)
        out[table_id] = [dict(case, result=record(table, case)) for case in cases]
    return out


# ---- the comparison -------------------------------------------------------------------------

def _same(got, want, where: str) -> None:
    """Equal, floats within pytest.approx, at any depth."""
    if isinstance(want, float) or isinstance(got, float):
        assert got == pytest.approx(want, rel=1e-9, abs=1e-9), where
    elif isinstance(want, list):
        assert isinstance(got, list) and len(got) == len(want), f"{where}: {got!r} != {want!r}"
        for k, (g, w) in enumerate(zip(got, want)):
            _same(g, w, f"{where}[{k}]")
    elif isinstance(want, dict):
        assert set(got) == set(want), where
        for k in want:
            _same(got[k], want[k], f"{where}.{k}")
    else:
        assert got == want, where


def _fixture() -> dict:
    with gzip.open(FIXTURE, "rt", encoding="utf-8") as f:
        return json.load(f)


@pytest.fixture(scope="module")
def recorded() -> dict:
    return _fixture()


def test_the_fixture_covers_every_shipped_battlefield_and_every_path(recorded):
    assert sorted(recorded) == sorted(p.stem for p in bundled_tables())
    results = [c["result"] for cases in recorded.values() for c in cases]
    assert len(results) == len(TABLES) * (PLAIN + SHORT + BEHIND + VARIANTS)
    # the sample exercises every verdict and every way a line ends
    assert sum(r["visible"] and not r["in_cover"] for r in results) > 30
    assert sum(r["in_cover"] for r in results) > 90
    assert sum(not r["visible"] for r in results) > 200
    rules = {p[7] for r in results for p in r["points"]}
    assert rules == {"SK-7.1", "SK-7.2"}
    blockers = {p[5][10] for r in results for p in r["points"] if p[5]}
    assert "SK-8.3" in blockers                           # a figure in the way
    ids = {p[5][0] for r in results for p in r["points"] if p[5]}
    assert any(i == "ground" or "hill" in i for i in ids)   # the ground itself
    assert sum(len(r["covers"]) >= 2 for r in results) >= 8
    assert sum(any(p[7] == "SK-7.2" for p in r["points"]) for r in results) >= 10


@pytest.mark.rule("SK-7.1", "SK-7.2", "SK-8.2")
@pytest.mark.parametrize("table_id", TABLES)
def test_sight_gives_the_recorded_results(recorded, table_id):
    table = load_table(table_id)
    for n, case in enumerate(recorded[table_id]):
        _same(record(table, case), case["result"], f"{table_id} case {n}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit(__doc__)
    FIXTURE.parent.mkdir(exist_ok=True)
    data = build_fixture()
    with gzip.open(FIXTURE, "wt", encoding="utf-8", compresslevel=9) as f:
        json.dump(data, f, separators=(",", ":"))
    print(f"{FIXTURE}: {sum(len(v) for v in data.values())} cases, {FIXTURE.stat().st_size} bytes")
