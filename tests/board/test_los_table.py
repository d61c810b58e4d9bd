"""The precomputed LOS table (used during play) agrees with the single explained query for
every pair of hexes of every shipped map, with and without Smoke and Blaze (10.1-10.3)."""

import numpy as np
import pytest

from cc_desktop.board.los import LosTable, Markers
from cc_desktop.board.mapfile import load_map
from cc_desktop.resources import bundled_maps

MAPS = bundled_maps()


@pytest.mark.rule("10.1", "10.2", "10.3")
@pytest.mark.parametrize("path", MAPS, ids=[p.stem for p in MAPS])
def test_table_equals_single_queries_for_all_pairs(path):
    board = load_map(path)
    engine = board.los_engine
    table = LosTable(engine)
    blocked, hind = table.all_pairs()
    ids = engine.ids
    assert len(blocked) == len(ids) * (len(ids) - 1) // 2 == 11175
    verdicts = {"clear": 0, "hindered": 0, "blocked": 0}
    for k, (i, j) in enumerate(zip(table.ia.tolist(), table.ib.tolist())):
        r = engine.query(ids[i], ids[j])
        assert (r.los == "blocked") == bool(blocked[k]), (ids[i], ids[j], r.describe())
        assert r.hindrance == int(hind[k]), (ids[i], ids[j], r.describe())
        assert table.lookup(ids[i], ids[j]) == table.lookup(ids[j], ids[i]) == (r.los, r.hindrance)
        verdicts[r.los] += 1
    # every map offers all three kinds of line
    assert min(verdicts.values()) > 500, verdicts


@pytest.mark.rule("10.2.1", "10.3.4", "T79", "T94")
def test_table_with_markers_equals_single_queries():
    board = load_map(MAPS[0])
    engine = board.los_engine
    table = LosTable(engine)
    markers = Markers.of({"F5": 2, "H6": 4, "C3": 1}, {"J4", "E8"})
    blocked, hind = table.all_pairs(markers)
    ids = engine.ids
    rng = np.random.default_rng(7)
    for k in rng.choice(len(blocked), 1500, replace=False).tolist():
        a, b = ids[table.ia[k]], ids[table.ib[k]]
        r = engine.query(a, b, markers)
        assert (r.los == "blocked", r.hindrance) == (bool(blocked[k]), int(hind[k])), (a, b, r.describe())
        assert table.lookup(a, b, markers) == (r.los, r.hindrance)
