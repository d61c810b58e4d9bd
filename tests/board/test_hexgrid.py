"""Hex grid geometry and adjacency (rules 2.1, 2.2)."""

import math

import pytest

from cc_desktop.board.hexgrid import HEX_HEIGHT, HEX_RADIUS, HexGrid, opposite, parse_hex_id


@pytest.fixture(scope="module")
def grid():
    return HexGrid(15, 10)


@pytest.mark.rule("2.1")
def test_size_and_ids(grid):
    assert len(grid) == 150
    assert grid.ids[0] == "A1" and grid.ids[-1] == "O10"
    assert "O10" in grid and "P1" not in grid and "A11" not in grid
    assert grid.width == pytest.approx(HEX_RADIUS * (1.5 * 14 + 2))
    assert grid.height == pytest.approx(1050.0)


@pytest.mark.rule("2.1")
def test_odd_columns_are_shifted_down_half_a_hex(grid):
    ax, ay = grid.centre("A1")
    bx, by = grid.centre("B1")
    assert (ax, ay) == pytest.approx((HEX_RADIUS, 50.0))
    assert bx - ax == pytest.approx(1.5 * HEX_RADIUS)
    assert by - ay == pytest.approx(HEX_HEIGHT / 2)
    assert grid.centre("C1")[1] == pytest.approx(50.0)


@pytest.mark.rule("2.1")
def test_neighbours_by_direction(grid):
    # directions 1..6 = N, NE, SE, S, SW, NW
    assert grid.neighbours("C5") == {1: "C4", 2: "D4", 3: "D5", 4: "C6", 5: "B5", 6: "B4"}
    assert grid.neighbours("B1") == {2: "C1", 3: "C2", 4: "B2", 5: "A2", 6: "A1"}
    assert grid.neighbours("A1") == {3: "B1", 4: "A2"}
    for h in grid.ids:
        for d, nb in grid.neighbours(h).items():
            assert grid.neighbours(nb)[opposite(d)] == h
            assert math.dist(grid.centre(h), grid.centre(nb)) == pytest.approx(HEX_HEIGHT)


@pytest.mark.rule("2.1")
def test_distance(grid):
    assert grid.distance("C3", "C3") == 0
    assert grid.distance("C3", "D3") == 1
    assert grid.distance("A1", "O10") == 16
    assert grid.distance("A1", "A10") == 9
    assert grid.distance("A1", "O1") == 14
    m = grid.distance_matrix
    assert m[grid.index["A1"], grid.index["O10"]] == 16
    assert (m == m.T).all()


def test_hex_at_and_corners(grid):
    for h in ("A1", "H7", "O10", "B10"):
        assert grid.hex_at(*grid.centre(h)) == h
    assert grid.hex_at(-5, -5) is None
    c = grid.corners("H7")
    assert len(c) == 6
    # neighbouring hexes share bit-identical vertices
    assert set(grid.corners("H7")) & set(grid.corners("H8")) == set(grid.side_segment("H7", 4))


def test_lines_edges_and_parsing(grid):
    assert grid.line("A1", 3, 3) == ["B1", "C2", "D2"]
    assert grid.direction_to("C5", "D5") == 3
    assert grid.direction_to("C5", "F5") is None
    assert grid.edge_distance("C5", "left") == 2
    assert grid.edge_hexes("top")[:3] == ["A1", "B1", "C1"]
    assert parse_hex_id("C7").id == "C7"
    with pytest.raises(ValueError):
        parse_hex_id("7C")
    with pytest.raises(ValueError):
        grid.hex("Z1")
