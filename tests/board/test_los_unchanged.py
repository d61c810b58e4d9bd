"""LOS answers are exactly those of the engine before the speed work of issue 13.

``data/los_digest.json`` was written by the engine as it stood at commit 0b41b50 (before any
change to ``cc_desktop/board/los.py``), with ``python tests/board/test_los_unchanged.py --write``.
It holds, for every shipped map and for a dozen seeded random maps (hills of levels 0-3, Woods,
Buildings, Brush, Orchards, Fields, Walls, Hedges, Fences, roads, railways, gullies):

* per firing hex, a hash of the full answer (verdict, range, hindrances, blocks and the points
  where the line first touches them, what was ignored and why, the target's hexsides, and the
  English explanation) towards every other hex, without markers and with a fixed set of Smoke and
  Blaze markers: every ordered pair of every map is covered;
* a hash of the precomputed table (verdict and hindrance of every pair, the hexes each line passes
  between its ends, and the verdicts once the markers are added);
* a few hundred sample pairs written out in full, so that a difference shows what changed.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import sys
from pathlib import Path

import numpy as np
import pytest

if __name__ == "__main__":  # pragma: no cover - writing the digest
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cc_desktop.board.builder import MapBuilder  # noqa: E402
from cc_desktop.board.hexgrid import HexGrid  # noqa: E402
from cc_desktop.board.los import Markers  # noqa: E402
from cc_desktop.board.mapfile import load_map  # noqa: E402
from cc_desktop.resources import bundled_maps  # noqa: E402

DATA = Path(__file__).parent / "data" / "los_digest.json"
MAPS = {p.stem: p for p in bundled_maps()}
RANDOM_SEEDS = tuple(range(1, 13))


# ----------------------------------------------------------------------------------------------
# The maps and their markers
# ----------------------------------------------------------------------------------------------
def random_board(seed: int):
    """A seeded random map drawn with :class:`MapBuilder` (the same map for the same seed)."""
    rnd = random.Random(seed)
    cols, rows = (7, 5) if seed % 2 else (9, 6)
    grid = HexGrid(cols, rows)
    ids = list(grid.ids)
    b = MapBuilder(cols, rows, id=f"random-{seed}")
    levels = {h: rnd.choice((1, 1, 2, 2, 3)) for h in rnd.sample(ids, rnd.randint(3, 12))}
    for k in range(1, 4):
        hexes = [h for h, lvl in levels.items() if lvl >= k]
        if hexes:
            b.hill(k, hexes)
    for _ in range(rnd.randint(4, 14)):
        kind = rnd.choice(("woods", "brush", "building", "orchard", "field", "woods", "building"))
        h = rnd.choice(ids)
        scale = rnd.choice((0.25, 0.4, 0.55, 0.7, 0.85, 1.0))
        if kind == "building":
            b.building(h, scale)
        else:
            b.area(kind, h, scale)
    sides = [(h, d) for h in ids for d, _n in grid.neighbours(h).items() if d in (1, 2, 3)]
    for h, d in rnd.sample(sides, rnd.randint(0, 8)):
        b.hexside(h, d, rnd.choice(("wall", "hedge", "fence")))
    flat = [h for h in ids if h not in levels]
    for feature in ("road", "railway"):
        if rnd.random() < 0.7:
            walk = [rnd.choice(flat)]
            for _ in range(rnd.randint(2, 5)):
                nbs = [n for n in grid.neighbours(walk[-1]).values() if n not in walk and n in flat]
                if not nbs:
                    break
                walk.append(rnd.choice(nbs))
            if len(walk) > 1:
                b.line(feature, walk)
                for h in rnd.sample(walk, 2):  # a road through woods, a railway through brush
                    b.area(rnd.choice(("woods", "brush", "orchard")), h, rnd.choice((0.7, 1.0)))
    for h in rnd.sample(flat, min(len(flat), rnd.randint(0, 3))):
        b.terrain(h, "gully")
    return b.build()


def boards():
    """(name, board) of every map of the digest."""
    for name, path in MAPS.items():
        yield name, load_map(path)
    for seed in RANDOM_SEEDS:
        yield f"random-{seed}", random_board(seed)


def markers_of(ids) -> Markers:
    n = len(ids)
    return Markers.of({ids[n // 7]: 2, ids[n // 2]: 1, ids[(3 * n) // 4]: 3}, {ids[n // 3], ids[(5 * n) // 6]})


# ----------------------------------------------------------------------------------------------
# Canonical forms
# ----------------------------------------------------------------------------------------------
def canon(result, chart) -> str:
    """The whole answer: its data (points rounded to 0.01) and its English explanation (0.1)."""
    return json.dumps(result.to_dict(), sort_keys=True, separators=(",", ":")) + "\n" + result.describe(chart)


def row_digests(board, markers) -> list[str]:
    """Per firing hex, a hash of its answers towards every other hex, in hex order."""
    ids = board.grid.ids
    out = []
    for a in ids:
        h = hashlib.sha256()
        for b in ids:
            if b != a:
                h.update(canon(board.los(a, b, markers), board.chart).encode())
                h.update(b"\x00")
        out.append(h.hexdigest()[:16])
    return out


def table_digest(board, markers) -> str:
    table = board.los_engine.table()
    h = hashlib.sha256()
    n = len(board.grid.ids)
    ia, ib = np.triu_indices(n, k=1)
    assert (np.asarray(table.ia) == ia).all() and (np.asarray(table.ib) == ib).all()
    blocked, hind = table.all_pairs()
    h.update(np.asarray(blocked, dtype=np.uint8).tobytes())
    h.update(np.asarray(hind, dtype=np.int64).tobytes())
    for k in range(len(ia)):
        h.update(np.sort(np.asarray(table.touch_hex[table.touch_ptr[k]:table.touch_ptr[k + 1]], dtype=np.int64)).tobytes())
        h.update(b"|")
    blocked, hind = table.all_pairs(markers)
    h.update(np.asarray(blocked, dtype=np.uint8).tobytes())
    h.update(np.asarray(hind, dtype=np.int64).tobytes())
    ids = board.grid.ids
    rnd = random.Random(5)
    for _ in range(300):
        a, b = rnd.sample(ids, 2)
        h.update(repr(table.lookup(a, b, markers)).encode())
    return h.hexdigest()


def samples(board, name, markers, count) -> list[dict]:
    rnd = random.Random(name)
    ids = board.grid.ids
    out = []
    for k in range(count):
        a, b = rnd.sample(ids, 2)
        m = markers if k % 3 == 2 else None
        r = board.los(a, b, m)
        out.append({"from": a, "to": b, "markers": m is not None, "result": r.to_dict(),
                    "describe": r.describe(board.chart)})
    return out


def digest_of(name, board) -> dict:
    markers = markers_of(board.grid.ids)
    return {
        "rows": row_digests(board, None),
        "rows_with_markers": row_digests(board, markers),
        "table": table_digest(board, markers),
        "samples": samples(board, name, markers, 60 if name in MAPS else 8),
    }


# ----------------------------------------------------------------------------------------------
# The tests
# ----------------------------------------------------------------------------------------------
def _digest() -> dict:
    return json.loads(DATA.read_text(encoding="utf-8"))


_NUMBER = re.compile(r"-?\d+\.\d+")


def _approx_text(text: str):
    """A text with its decimal numbers pulled out (compared with a tolerance, never bit for bit)."""
    return _NUMBER.sub("#", text), [float(x) for x in _NUMBER.findall(text)]


def _approx(value):
    if isinstance(value, float):
        return pytest.approx(value, abs=0.011)
    if isinstance(value, list):
        return [_approx(v) for v in value]
    if isinstance(value, dict):
        return {k: _approx(v) for k, v in value.items()}
    return value


NAMES = list(MAPS) + [f"random-{s}" for s in RANDOM_SEEDS]


def _board(name):
    return load_map(MAPS[name]) if name in MAPS else random_board(int(name.split("-")[1]))


@pytest.mark.rule("10.1", "10.2", "10.3", "T88")
@pytest.mark.parametrize("name", NAMES)
def test_sample_pairs_in_full(name):
    board = _board(name)
    markers = markers_of(board.grid.ids)
    expected = _digest()["maps"][name]["samples"]
    assert expected
    for s in expected:
        r = board.los(s["from"], s["to"], markers if s["markers"] else None)
        assert r.to_dict() == _approx(s["result"]), (name, s["from"], s["to"], r.describe(board.chart))
        text, numbers = _approx_text(r.describe(board.chart))
        want_text, want_numbers = _approx_text(s["describe"])
        assert text == want_text
        assert numbers == pytest.approx(want_numbers, abs=0.11)


@pytest.mark.rule("10.1", "10.2", "10.3", "T88")
@pytest.mark.parametrize("name", NAMES)
def test_every_ordered_pair_unchanged(name):
    board = _board(name)
    expected = _digest()["maps"][name]
    ids = board.grid.ids
    for key, markers in (("rows", None), ("rows_with_markers", markers_of(ids))):
        got = row_digests(board, markers)
        changed = [ids[i] for i, (g, e) in enumerate(zip(got, expected[key])) if g != e]
        assert len(got) == len(expected[key]) and not changed, \
            f"{name}: the answers from {', '.join(changed[:10])} changed ({key})"


@pytest.mark.rule("10.1", "10.2", "10.3", "10.2.1", "10.3.4")
@pytest.mark.parametrize("name", NAMES)
def test_table_unchanged(name):
    board = _board(name)
    assert table_digest(board, markers_of(board.grid.ids)) == _digest()["maps"][name]["table"]


def test_the_digest_covers_the_shipped_maps_and_every_kind_of_answer():
    digest = _digest()
    assert set(MAPS) <= set(digest["maps"])
    kinds = {s["result"]["los"] for m in digest["maps"].values() for s in m["samples"]}
    assert kinds == {"clear", "hindered", "blocked"}
    rules = {s["result"]["blocked_by"]["rule"] for m in digest["maps"].values() for s in m["samples"]
             if s["result"]["blocked_by"]}
    assert {"T88.3.2", "T88.3.3"} <= rules, rules


def write(out: dict) -> None:
    """The digest, one line per sample pair (a readable diff if it must ever be written again)."""
    dump = (lambda x: json.dumps(x, sort_keys=True, separators=(",", ":")))
    maps = []
    for name, m in out["maps"].items():
        head = ",\n  ".join(f"{json.dumps(k)}:{dump(m[k])}" for k in ("rows", "rows_with_markers", "table"))
        maps.append(f"{json.dumps(name)}:{{\n  {head},\n  \"samples\":[\n   "
                    + ",\n   ".join(dump(x) for x in m["samples"]) + "]}")
    DATA.write_text(f'{{"format":{out["format"]},"written_by":{json.dumps(out["written_by"])},"maps":{{\n'
                    + ",\n".join(maps) + "}}\n", encoding="utf-8")


if __name__ == "__main__":  # pragma: no cover
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/board/test_los_unchanged.py --write   (only with the engine of 0b41b50)")
    out = {"format": 1, "written_by": "0b41b50", "maps": {}}
    for name, board in boards():
        out["maps"][name] = digest_of(name, board)
        print(name, "done", flush=True)
    write(out)
