"""tests/board/jsoncompare.py: the numbers within a tolerance, everything else exactly."""

from __future__ import annotations

import copy

from .jsoncompare import json_differences

MAP = {"id": "m", "grid": {"columns": 2, "rows": 1}, "level": 1, "flag": True, "none": None,
       "shapes": [{"hex": "A1", "polygon": [[464.343, 247.94], [780.603, 209.105]]}]}


def fresh() -> dict:
    return copy.deepcopy(MAP)


def test_equal_and_a_rounding_tie_the_other_way_are_no_difference():
    assert json_differences(fresh(), MAP) == []
    tie = fresh()
    tie["shapes"][0]["polygon"][0][0] = 464.342  # 464.3425 rounded down on another machine
    assert json_differences(tie, MAP) == []


def test_each_difference_is_named_by_its_path():
    other = fresh()
    other["shapes"][0]["polygon"][1][1] = 209.2
    other["shapes"][0]["hex"] = "A2"
    other["grid"]["rows"] = 2
    other["level"] = 1.0  # a float where the file has an int
    other["flag"] = 1
    del other["none"]
    assert json_differences(other, MAP) == [
        "$: keys missing ['none'], unexpected []",
        "$.grid.rows: 2 != 1",
        "$.level: float 1.0 where the expected has int 1",
        "$.flag: int 1 where the expected has bool True",
        "$.shapes[0].hex: 'A2' != 'A1'",
        "$.shapes[0].polygon[1][1]: 209.2 != 209.105 (more than 0.002 apart)",
    ]


def test_lengths_and_key_order_count():
    shorter = fresh()
    shorter["shapes"][0]["polygon"].pop()
    assert json_differences(shorter, MAP) == ["$.shapes[0].polygon: 1 items, expected 2"]
    reordered = dict(reversed(list(fresh().items())))
    assert json_differences(reordered, MAP)[0].startswith("$: keys in the order ['shapes',")


def test_a_long_list_of_differences_is_cut_short():
    many = {"xs": [float(i) for i in range(100)]}
    moved = {"xs": [i + 1.0 for i in range(100)]}
    out = json_differences(moved, many, limit=5)
    assert len(out) == 6 and out[-1] == "... and 95 more differences"
