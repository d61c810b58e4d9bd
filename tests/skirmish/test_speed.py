"""The short cuts of sk-speed give the answers of the full queries: ``can_see`` (memo, visible
only) agrees with ``sight``, the memo of ``move_cost`` keys on the open doors, loaded tables are
shared by file."""

import random

import pytest

from cc_desktop.skirmish.sight import can_see, sight
from cc_desktop.skirmish.table import bundled_tables, load_table, move_cost, terrain_at
from cc_desktop.skirmish.types import Point, Pose, Posture


@pytest.mark.rule("SK-7.1")
@pytest.mark.parametrize("map_id", [p.stem for p in bundled_tables()])
def test_can_see_agrees_with_the_explained_sight(map_id):
    table = load_table(map_id)
    rng = random.Random(11)
    pairs = seen = 0
    while pairs < 120:
        a = Point(round(rng.uniform(1, 71), 1), round(rng.uniform(1, 47), 1))
        b = Point(round(rng.uniform(1, 71), 1), round(rng.uniform(1, 47), 1))
        if terrain_at(table, a).blocked or terrain_at(table, b).blocked:
            continue
        pa = Pose(a, rng.uniform(0, 360), rng.choice(list(Posture)))
        pb = Pose(b, rng.uniform(0, 360), rng.choice(list(Posture)))
        doors = tuple(o.id for o in table.doors() if rng.random() < 0.5)
        expected = sight(table, pa, pb, open_doors=doors).visible
        assert can_see(table, pa, pb, open_doors=doors) is expected
        assert can_see(table, pa, pb, open_doors=doors) is expected      # from the memo
        pairs += 1
        seen += expected
    assert 0 < seen < pairs     # both answers exercised


@pytest.mark.rule("SK-4.9")
def test_the_move_cost_memo_sees_a_door_opened():
    table = load_table("village-street")
    door = table.doors()[0]
    # a short path straight through the closed door's middle
    (x0, y0, x1, y1) = door.geometry.bounds
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    across = [Point(cx - 1.5, cy), Point(cx + 1.5, cy)] if (y1 - y0) > (x1 - x0) else [Point(cx, cy - 1.5), Point(cx, cy + 1.5)]
    shut = move_cost(table, across, open_doors=())
    opened = move_cost(table, across, open_doors=(door.id,))
    assert shut.cost is None and any(b.object_id == door.id for b in shut.blocked)
    assert all(b.object_id != door.id for b in opened.blocked)
    assert move_cost(table, across, open_doors=()) is shut      # kept, for these very arguments


def test_a_table_is_loaded_once_per_file():
    assert load_table("farmland") is load_table("farmland")
