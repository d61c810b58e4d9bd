"""The movement graph (T78.2, T79-T99, F103-F106, O16, O18.2.2, O21, O23.3, 7.2.1).

Expected numbers are the book's (05-terrain-fortifications.md, 02-suppression-orders.md),
written out literally so that a wrong Terrain Chart is caught.

Grid reminder (flat-topped, odd columns shifted down): on a one-row map A1-B1-C1-... is a chain;
on a three-row map the hexes of row 2 (A2, B2, C2, ...) form a straight zigzag chain, and the
neighbours of an even-column hex C2 are N C1, NE D1, SE D2, S C3, SW B2, NW B1, those of an
odd-column hex D2 are N D1, NE E2, SE E3, S D3, SW C3, NW C2.
"""

from __future__ import annotations

import networkx as nx
import pytest

from cc_desktop.board.builder import MapBuilder
from cc_desktop.board.movement import Edge, MovementGraph

ROW = ["A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "I1"]


def row_map(n: int = 9) -> MapBuilder:
    """A one-row map: a straight chain of hexes A1, B1, C1, ..."""
    return MapBuilder(n, 1)


# ----------------------------------------------------------------------------------------------
# T78.2: terrain costs, one per terrain type
# ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("kind", "mp", "rule", "text"),
    [
        pytest.param("open", 1, "T90", "open ground 1", marks=pytest.mark.rule("T78.2", "T90")),
        pytest.param("field", 1, "T85", "field 1", marks=pytest.mark.rule("T78.2", "T85")),
        pytest.param("orchard", 1, "T91", "orchard 1", marks=pytest.mark.rule("T78.2", "T91")),
        pytest.param("brush", 2, "T81", "brush 2", marks=pytest.mark.rule("T78.2", "T81")),
        pytest.param("woods", 2, "T99", "woods 2", marks=pytest.mark.rule("T78.2", "T99")),
        pytest.param("building", 2, "T82", "building 2", marks=pytest.mark.rule("T78.2", "T82")),
        pytest.param("gully", 2, "T86", "gully 2", marks=pytest.mark.rule("T78.2", "T86")),
        pytest.param("marsh", 3, "T89", "marsh 3", marks=pytest.mark.rule("T78.2", "T89")),
        pytest.param("stream", 3, "T95", "stream 3", marks=pytest.mark.rule("T78.2", "T95")),
    ],
)
def test_terrain_move_cost(kind, mp, rule, text):
    board = row_map(3).terrain("B1", kind).build()
    m = board.movement()
    assert m.cost("A1", "B1") == mp
    assert m.cost("C1", "B1") == mp
    assert m.why("A1", "B1") == [(rule, text)]
    assert m.cost("B1", "A1") == 1  # leaving costs nothing: only the hex entered counts


@pytest.mark.rule("T78.2", "T99", "T82", "T95")
def test_costs_from_drawn_artwork():
    board = (row_map(5).area("woods", "B1").building("C1", scale=0.8)
             .line("stream", [(330, 0), (330, 100)]).build())
    assert board.hexes["D1"].terrain == "stream"
    m = board.movement()
    assert [m.cost(a, b) for a, b in zip(ROW, ROW[1:5])] == [2, 2, 3, 1]


@pytest.mark.rule("T98", "O21.4", "O16.3", "O23.3.5")
def test_water_barrier_is_impassable():
    board = row_map(3).terrain("B1", "water_barrier").build()
    m = board.movement()
    assert m.cost("A1", "B1") is None
    assert m.why("A1", "B1") == [("T98", "water barrier: impassable")]
    assert m.edge("A1", "B1").impassable
    assert not m.can_advance("A1", "B1")
    assert not m.can_retreat("A1", "B1")
    assert m.reachable("A1", 10) == {"A1": 0}
    assert m.cheapest_path("A1", "C1") is None


@pytest.mark.rule("T79", "O21.4")
def test_blaze_is_impassable():
    board = row_map(3).build()
    m = board.movement(blaze={"B1"})
    assert m.cost("A1", "B1") is None
    assert m.why("A1", "B1") == [("T79", "blaze: impassable")]
    assert not m.can_advance("A1", "B1")
    assert m.reachable("A1", 5) == {"A1": 0}
    assert board.movement().cost("A1", "B1") == 1  # markers are inputs, not map data


# ----------------------------------------------------------------------------------------------
# Hexsides (T84, T87, T97, T83)
# ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("feature", "rule"),
    [
        pytest.param("wall", "T97", marks=pytest.mark.rule("T78.2", "T97")),
        pytest.param("hedge", "T87", marks=pytest.mark.rule("T78.2", "T87")),
        pytest.param("fence", "T84", marks=pytest.mark.rule("T78.2", "T84")),
    ],
)
def test_hexside_adds_one(feature, rule):
    board = row_map(3).terrain("B1", "woods").hexside("A1", "B1", feature).build()
    m = board.movement()
    assert m.cost("A1", "B1") == 3
    assert m.why("A1", "B1") == [("T99", "woods 2"), (rule, f"{feature} +1")]
    assert m.cost("B1", "A1") == 2  # open 1 + hexside 1, both directions
    assert m.cost("B1", "C1") == 1  # the other hexside of B1 is bare


@pytest.mark.rule("T83", "O21.4", "O16.2", "O23.3.5")
def test_cliff():
    board = row_map(3).hexside("A1", "B1", "cliff").build()
    m = board.movement()
    e = m.edge("A1", "B1")
    assert e.cost is None and e.cliff and not e.impassable
    assert m.why("A1", "B1") == [("T83", "cliff: a Move cannot cross")]
    assert m.can_advance("A1", "B1", carries_weapon=False)
    assert not m.can_advance("A1", "B1", carries_weapon=True)
    assert not m.can_retreat("B1", "A1")
    assert m.reachable("A1", 6) == {"A1": 0}
    assert m.advance_targets("A1") == ["B1"]
    assert m.advance_targets("A1", carries_weapon=True) == []
    assert ("A1", "B1") in m.graph.edges and not m.move_graph.has_edge("A1", "B1")


# ----------------------------------------------------------------------------------------------
# Hills (T88.1)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("T88.1", "T99")
def test_scenario_4_uphill_woods():
    """05 scenario 4: Level-1 Woods to Level-2 Woods costs 3, back down 2."""
    board = (MapBuilder(7, 3).area("woods", ["C2", "D2"]).hill(1, ["C2", "D2"]).hill(2, ["D2"]).build())
    assert (board.level("C2"), board.level("D2")) == (1, 2)
    m = board.movement()
    assert m.cost("C2", "D2") == 3
    assert m.why("C2", "D2") == [("T99", "woods 2"), ("T88.1", "uphill +1")]
    assert m.cost("D2", "C2") == 2


@pytest.mark.rule("T88.1")
def test_uphill_is_flat_one_whatever_the_climb():
    board = row_map(3).hill(1, ["B1"]).hill(2, ["B1"]).build()
    assert board.level("B1") == 2
    m = board.movement()
    assert m.cost("A1", "B1") == 2  # 0 -> 2: open 1 + 1, not + 2
    assert m.cost("B1", "A1") == 1  # downhill is free
    assert m.cost("B1", "C1") == 1


# ----------------------------------------------------------------------------------------------
# Line features (T92, T93, T96)
# ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("feature", "rule", "name"),
    [
        pytest.param("road", "T93", "road", marks=pytest.mark.rule("T93")),
        pytest.param("trail", "T96", "trail", marks=pytest.mark.rule("T96")),
        pytest.param("railway", "T92", "railway", marks=pytest.mark.rule("T92")),
    ],
)
def test_line_along_versus_across(feature, rule, name):
    board = MapBuilder(5, 3).terrain("C2", "woods").line(feature, ["C1", "C2", "C3"]).build()
    m = board.movement()
    assert m.cost("C1", "C2") == 1  # crossed a hexside the artwork crosses
    assert m.cost("C3", "C2") == 1
    assert m.why("C1", "C2") == [(rule, f"along {name} 1")]
    assert m.edge("C1", "C2").along == feature
    for side in ("B1", "B2", "D1", "D2"):  # entered across a bare hexside: the woods
        assert m.cost(side, "C2") == 2
        assert m.why(side, "C2") == [("T99", "woods 2")]


@pytest.mark.rule("T93", "T97", "T88.1", "T78.2")
def test_road_does_not_waive_hexside_or_uphill():
    board = (MapBuilder(5, 3).terrain("C2", "woods").line("road", ["C1", "C2", "C3"])
             .hexside("C1", "C2", "wall").hill(1, ["C3"]).build())
    m = board.movement()
    assert m.cost("C1", "C2") == 2
    assert m.why("C1", "C2") == [("T93", "along road 1"), ("T97", "wall +1")]
    assert m.cost("C2", "C3") == 2  # along the road 1, uphill +1
    assert m.cost("C3", "C2") == 1  # downhill along the road


@pytest.mark.rule("T93", "O21")
def test_road_bonus_along_a_road_exact_sets():
    road = row_map().line("road", ROW).build().movement()
    plain = row_map().build().movement()
    assert road.reachable("A1", 4) == {"A1": 0, "B1": 1, "C1": 2, "D1": 3, "E1": 4, "F1": 5}
    assert road.reachable("A1", 4, road_bonus=False) == {"A1": 0, "B1": 1, "C1": 2, "D1": 3, "E1": 4}
    assert plain.reachable("A1", 4) == {"A1": 0, "B1": 1, "C1": 2, "D1": 3, "E1": 4}


@pytest.mark.rule("T93")
def test_road_bonus_needs_entering_a_road_hex():
    """'Enters a Road hex': starting in one earns nothing."""
    m = row_map().line("road", ["A1", "B1"]).build().movement()
    # from A1 the unit enters B1 (a Road hex): 5 MP
    assert m.reachable("A1", 4) == {"A1": 0, "B1": 1, "C1": 2, "D1": 3, "E1": 4, "F1": 5}
    # from B1 heading east it enters no Road hex: 4 MP (A1 is a Road hex but a dead end)
    assert m.reachable("B1", 4) == {"B1": 0, "A1": 1, "C1": 1, "D1": 2, "E1": 3, "F1": 4}


@pytest.mark.rule("T93", "O21.1")
def test_road_bonus_first_road_entry_paid_before_the_bonus():
    board = row_map(6).terrain("E1", "woods").line("road", ["E1", "F1"]).build()
    strict = board.movement()
    assert strict.reachable("A1", 4) == {"A1": 0, "B1": 1, "C1": 2, "D1": 3}
    generous = board.movement(bonus_pays_entry=True)
    assert generous.reachable("A1", 4) == {"A1": 0, "B1": 1, "C1": 2, "D1": 3, "E1": 5}


@pytest.mark.rule("T93")
def test_scenario_17_road_bonus_once_per_move():
    """05 scenario 17: entering a Road hex across a non-road hexside makes Movement 4 into 5;
    a second Road hex does not make it 6."""
    one = MapBuilder(7, 3).line("road", ["C1", "C2", "C3"]).build().movement()
    # row 2 is a chain A2-B2-C2-D2-E2-F2-G2; C2 is entered across B2/C2, not a road hexside
    assert one.edge("B2", "C2").along is None and one.edge("B2", "C2").road_hex
    r = one.reachable("A2", 4)
    assert [r.get(h) for h in ("B2", "C2", "D2", "E2", "F2", "G2")] == [1, 2, 3, 4, 5, None]
    assert max(r.values()) == 5
    two = MapBuilder(7, 3).line("road", ["C1", "C2", "C3"]).line("road", ["E1", "E2", "E3"]).build().movement()
    r2 = two.reachable("A2", 4)
    assert r2["F2"] == 5 and "G2" not in r2
    assert max(r2.values()) == 5
    none = MapBuilder(7, 3).build().movement()
    assert "F2" not in none.reachable("A2", 4)


@pytest.mark.rule("T93", "O21")
def test_road_bonus_kept_on_an_equally_cheap_route():
    """The search keeps (hex, bonus) states: of two 4-MP routes to E2 only the one through the
    Road hex B1 leaves the +1 needed to go on to F2."""
    b = MapBuilder(7, 3)
    x, y = b.centre("B1")
    m = b.line("road", ["B1", (x, y - 30)]).build().movement()  # a road stub inside B1 only
    assert m.graph.nodes["B1"]["road"] and not m.graph.nodes["B2"]["road"]
    r = m.reachable("A2", 4)
    assert r["E2"] == 4  # A2-B2-C2-D2-E2 or A2-B1-C1-D1-E2
    assert r["F2"] == 5  # only after A2-B1-C1-D1-E2
    assert "F2" not in m.reachable("A2", 4, road_bonus=False)
    assert m.cheapest_path("A2", "F2", 4) == ["A2", "B1", "C1", "D1", "E2", "F2"]


# ----------------------------------------------------------------------------------------------
# Bridges (T80)
# ----------------------------------------------------------------------------------------------
def bridge_map(kind: str, under: str) -> MapBuilder:
    b = MapBuilder(7, 3)
    if under == "stream":
        for h in ("D1", "D2", "D3"):
            b.terrain(h, "stream")
    else:
        b.area(under, "D2")
    return b.area(f"bridge-{kind}", "D2", 0.4).line("road", ["B2", "C2", "D2", "E2", "F2"])


@pytest.mark.rule("T78.1", "T80.1", "O21.4", "O16.3")
def test_scenario_15_major_bridge_over_stream():
    board = bridge_map("major", "stream").build()
    assert board.hexes["D2"].bridge == "major"
    assert "water" not in board.terrain("D2").flags  # a Bridge hex, not a Water hex
    assert "water" in board.terrain("D1").flags
    m = board.movement()
    assert m.cost("C2", "D2") == 1
    assert m.cost("E2", "D2") == 1
    assert m.why("C2", "D2") == [("T80.1", "major bridge 1 (along the road)")]
    for other in ("D1", "D3", "C3", "E3"):
        assert m.cost(other, "D2") is None  # entering off the road
        assert m.cost("D2", other) is None  # leaving off the road
        assert m.edge(other, "D2").impassable
        assert not m.can_advance(other, "D2") and not m.can_retreat("D2", other)
    assert m.why("D1", "D2") == [("T80.1", "major bridge: entered only along its road/railway")]
    assert m.why("D2", "D3") == [("T80.1", "major bridge: left only along its road/railway")]
    assert m.cost("C1", "D1") == 3  # the stream beside the bridge
    assert m.cheapest_path("C2", "E2") == ["C2", "D2", "E2"]


@pytest.mark.rule("T80.2", "T99")
def test_scenario_16_minor_bridge_in_woods():
    board = bridge_map("minor", "woods").build()
    assert board.hexes["D2"].bridge == "minor" and board.hexes["D2"].terrain == "woods"
    m = board.movement()
    assert m.cost("C2", "D2") == 1
    assert m.why("C2", "D2") == [("T80.2", "minor bridge 1 (along the road)")]
    assert m.cost("D1", "D2") == 2
    assert m.why("D1", "D2") == [("T99", "woods 2")]
    assert m.cost("D2", "D1") == 1  # a minor bridge may be left across any hexside


@pytest.mark.rule("T80.2", "T95")
def test_minor_bridge_over_stream_entered_off_the_road_costs_the_stream():
    m = bridge_map("minor", "stream").build().movement()
    assert m.cost("C2", "D2") == 1
    assert m.cost("D1", "D2") == 3


# ----------------------------------------------------------------------------------------------
# Wire (F106.2) and Mines (F103.1)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("F106.2", "T93")
def test_scenario_18_start_in_wire_stops_in_first_hex():
    """05 scenario 18: a unit starting in Wire stops in the first hex it enters, even a Road hex
    with a friendly Leader."""
    board = MapBuilder(7, 3).line("road", ["D1", "D2", "D3"]).build()
    m = board.movement(wire={"C2"})
    assert m.reachable("C2", 4) == {"C2": 0, "C1": 1, "D1": 1, "D2": 1, "C3": 1, "B2": 1, "B1": 1}
    assert m.edge("C2", "D2").wire_exit
    assert m.cheapest_path("C2", "E2", 4) is None


@pytest.mark.rule("F106.2", "O16.1")
def test_scenario_19_entering_wire_ends_the_move():
    m = row_map().build().movement(wire={"C1"})
    assert m.reachable("A1", 4) == {"A1": 0, "B1": 1, "C1": 2}
    assert m.edge("B1", "C1").wire_enter
    assert m.cost("B1", "C1") == 1  # Wire changes no cost
    assert m.why("B1", "C1") == [("T90", "open ground 1"), ("F106.2", "wire: the move ends here")]
    assert m.can_advance("B1", "C1")  # an Advance is unaffected
    assert m.cheapest_path("A1", "D1", 6) is None  # no Move goes through Wire
    assert m.cheapest_path("A1", "D1") == ["A1", "B1", "C1", "D1"]  # planning route ignores it


@pytest.mark.rule("F106.2", "T93")
def test_wire_also_stops_a_road_move():
    m = row_map().line("road", ROW).build().movement(wire={"D1"})
    assert m.reachable("A1", 4) == {"A1": 0, "B1": 1, "C1": 2, "D1": 3}


@pytest.mark.rule("F103.1")
def test_scenario_22_mines_flagged_on_entering_and_leaving():
    m = row_map(5).build().movement(mines={"C1"})
    assert m.edge("B1", "C1").mines_enter and not m.edge("B1", "C1").mines_exit
    assert m.edge("C1", "D1").mines_exit and not m.edge("C1", "D1").mines_enter
    assert m.cost("B1", "C1") == 1 and m.cost("C1", "D1") == 1
    assert m.why("C1", "D1") == [("T90", "open ground 1"), ("F103.1", "mines: attack on leaving")]
    # moving through is attacked twice, and the move does not stop
    assert m.mine_attacks(["A1", "B1", "C1", "D1"]) == [("C1", "enter"), ("C1", "exit")]
    assert m.reachable("A1", 4)["E1"] == 4
    assert m.graph.nodes["C1"]["mines"] and m.graph["B1"]["C1"]["mines"] == 1


@pytest.mark.rule("F103.1")
def test_mines_to_mines_step_is_two_attacks():
    m = row_map(4).build().movement(mines={"B1", "C1"})
    assert m.edge("B1", "C1").mine_attacks == 2
    assert m.mine_attacks(["A1", "B1", "C1", "D1"]) == [("B1", "enter"), ("B1", "exit"), ("C1", "enter"), ("C1", "exit")]


# ----------------------------------------------------------------------------------------------
# Trenches (F105.2)
# ----------------------------------------------------------------------------------------------
def trench_board(side: str):
    return (MapBuilder(7, 3).area("woods", "D2").hill(1, ["D2"]).hexside("C2", "D2", side).build())


@pytest.mark.rule("F105.2", "T88.1", "T87", "A33")
def test_scenario_25_trench_link_ignores_terrain_hexside_and_climb():
    board = trench_board("hedge")
    assert board.movement().cost("C2", "D2") == 4  # woods 2 + hedge 1 + uphill 1
    m = board.movement(trenches={"C2"}, pillboxes={"D2"})
    assert m.cost("C2", "D2") == 1
    assert m.why("C2", "D2") == [("F105.2", "trench link 1")]
    assert m.edge("C2", "D2").trench_link  # no Opportunity Fire in D2 for this step
    assert m.cost("D2", "C2") == 1  # Pillbox into Trench: the reverse also links
    assert not m.edge("C2", "C1").trench_link


@pytest.mark.rule("F105.2", "T83")
def test_scenario_25_trench_link_never_crosses_a_cliff():
    m = trench_board("cliff").movement(trenches={"C2", "D2"})
    assert m.cost("C2", "D2") is None
    assert not m.edge("C2", "D2").trench_link


@pytest.mark.rule("F105.2")
def test_trench_link_needs_a_trench_on_one_side():
    board = trench_board("hedge")
    assert board.movement(bunkers={"C2"}, pillboxes={"D2"}).cost("C2", "D2") == 4
    assert board.movement(fortifications={"C2": "foxholes", "D2": "trenches"}).cost("C2", "D2") == 4
    assert board.movement(fortifications={"C2": "trenches", "D2": "bunker"}).cost("C2", "D2") == 1


@pytest.mark.rule("F105.2", "T79")
def test_trench_link_does_not_cross_impassable_terrain():
    """Ambiguity 20 of 05: only the MP cost is overridden."""
    m = trench_board("hedge").movement(trenches={"C2", "D2"}, blaze={"D2"})
    assert m.cost("C2", "D2") is None


def test_unknown_fortification_and_hex_are_rejected():
    board = row_map(3).build()
    with pytest.raises(ValueError, match="unknown fortification"):
        board.movement(fortifications={"A1": "moat"})
    with pytest.raises(ValueError, match="Z9"):
        board.movement(wire={"Z9"})
    with pytest.raises(ValueError, match="not adjacent"):
        board.movement().cost("A1", "C1")


# ----------------------------------------------------------------------------------------------
# Searches (O21)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("O21.1", "T99")
def test_cheapest_path_goes_around_woods():
    board = MapBuilder(7, 3).terrain("C2", "woods").terrain("C3", "brush").build()
    m = board.movement()
    assert m.path_cost(["A2", "B2", "C2", "D2", "E2"]) == 5
    assert m.cheapest_path("A2", "E2") == ["A2", "B1", "C1", "D1", "E2"]
    assert m.path_cost(["A2", "B1", "C1", "D1", "E2"]) == 4
    assert m.cheapest_path("A2", "E2", 4) == ["A2", "B1", "C1", "D1", "E2"]
    assert m.cheapest_path("A2", "E2", 3) is None
    assert m.cheapest_path("A2", "A2") == ["A2"]
    assert m.path_cost(["A2", "B1", "C1"]) == 2


@pytest.mark.rule("O21.4", "O21.1")
def test_enemy_hexes_and_full_payment():
    m = row_map(5).terrain("C1", "marsh").build().movement()
    assert m.reachable("A1", 3) == {"A1": 0, "B1": 1}  # marsh 3 cannot be part-paid (O21.1)
    assert m.reachable("A1", 4) == {"A1": 0, "B1": 1, "C1": 4}
    assert m.reachable("A1", 9, blocked={"C1"}) == {"A1": 0, "B1": 1}  # enemy-occupied (O21.4)
    assert m.cheapest_path("A1", "E1", blocked={"C1"}) is None


def test_graph_covers_every_hex_and_hexside():
    board = MapBuilder(7, 3).build()
    m = board.movement()
    assert isinstance(m.graph, nx.DiGraph)
    assert set(m.graph.nodes) == set(board.grid.ids)
    sides = sum(len(board.grid.neighbours(h)) for h in board.grid.ids)
    assert m.graph.number_of_edges() == sides
    assert all(d["cost"] == 1 for _, _, d in m.graph.edges(data=True))
    assert isinstance(m.graph["A1"]["B1"]["edge"], Edge)
    assert isinstance(m, MovementGraph)


# ----------------------------------------------------------------------------------------------
# Map edges, exit, directions (2.2, 7.2.1, O18.2.2)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("O23.3", "2.2")
def test_edge_distance_and_nearest_edge_hexes():
    m = MapBuilder(15, 10).build().movement()
    assert [m.edge_distance("H5", e) for e in ("top", "bottom", "left", "right")] == [4, 5, 7, 7]
    assert m.edge_distance("C1", "top") == 0
    assert m.nearest_edge_hexes("C3", "top") == ["B1", "C1", "D1"]
    assert m.nearest_edge_hexes("C3", "left") == ["A2", "A3", "A4"]
    assert m.toward_edge("C3", "top") == ["C2", "D2", "B2"]
    assert m.toward_edge("D3", "bottom") == ["E4", "D4", "C4"]
    assert m.toward_edge("C1", "top") == []


@pytest.mark.rule("7.2.1", "F106.2")
def test_exit_off_the_enemy_edge_costs_one_mp():
    m = MapBuilder(7, 3).build().movement()
    assert m.exits("C1", 2, "bottom") == {}
    assert m.exits("C1", 3, "bottom") == {"C3": 3}
    assert m.exits("C1", 4, "bottom") == {"A3": 4, "B3": 4, "C3": 3, "D3": 4, "E3": 4}
    wired = MapBuilder(7, 3).build().movement(wire={"C3"})
    assert "C3" not in wired.exits("C1", 4, "bottom")  # it entered Wire: no MP left
    assert wired.exits("C3", 1, "bottom") == {"C3": 1}  # starting in Wire it may step off


@pytest.mark.rule("O18.2.2.1", "2.2")
def test_ts07_hit_drift_back_to_start():
    m = MapBuilder(15, 10).build().movement()
    for d in range(1, 7):
        back = d + 3 if d <= 3 else d - 3
        assert m.drift("H5", d, back, hit=True) == "H5"
    assert m.drift("H5", 1, 2, hit=True) == "I4"  # H4, then NE of H4


@pytest.mark.rule("O18.2.2.2", "2.2")
def test_ts08_miss_drift_straight_line():
    m = MapBuilder(15, 10).build().movement()
    assert m.drift("H5", 1, 4, hit=False) == "H1"
    assert m.drift("H5", 4, 4, hit=False) == "H9"
    assert m.drift("H5", 3, 4, hit=False) == "L7"
    assert m.direction_hex("H5", 2, 2) == "J4"
    assert m.walk("H5", [1, 1, 4, 4]) == "H5"


@pytest.mark.rule("O18.2.2.3")
def test_ts09_drift_off_map_even_for_a_moment():
    m = MapBuilder(15, 10).build().movement()
    assert m.drift("H1", 1, 4, hit=True) is None  # off the top, then back: still removed
    assert m.drift("H2", 1, 4, hit=False) is None  # 4 hexes north from row 2 leaves the map
    assert m.direction_hex("H2", 1, 1) == "H1"
    with pytest.raises(ValueError):
        m.direction_hex("H2", 7, 1)


# ----------------------------------------------------------------------------------------------
# Retreat (O23.3)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("O23.3", "O23.3.1")
def test_retreat_options_strictly_closer_ranked_by_cost():
    board = MapBuilder(5, 5).terrain("E4", "woods").build()
    m = board.movement()
    assert m.retreat_options("D3", "bottom") == ["C4", "D4", "E4"]
    steps = m.retreat_steps("D3", "bottom")
    assert [(s.hex, s.distance, s.cost) for s in steps] == [("C4", 1, 1), ("D4", 1, 1), ("E4", 1, 2)]
    # an even-column hex has only one neighbour nearer the bottom edge
    assert m.retreat_options("C3", "bottom") == ["C4"]
    # sideways or backwards is never a retreat step
    assert "D2" not in m.retreat_options("D3", "bottom") and "C3" not in m.retreat_options("D3", "bottom")


@pytest.mark.rule("O23.3", "O23.3.3", "O23.3.4")
def test_retreat_ignores_wire_and_flags_mines():
    m = MapBuilder(5, 5).build().movement(wire={"D4"}, mines={"C4"})
    assert m.retreat_options("D3", "bottom") == ["D4", "E4", "C4"]  # no Mine Attack first
    assert [s.mines for s in m.retreat_steps("D3", "bottom")] == [False, False, True]
    assert m.retreat_paths("D3", "bottom", 2)[0] == ["D4", "C5"]  # through Wire without stopping


@pytest.mark.rule("O23.3", "O23.3.5")
def test_ts28_retreat_elimination():
    board = MapBuilder(5, 5).terrain("C4", "water_barrier").hexside("D3", "E4", "cliff").build()
    m = board.movement()
    assert m.retreat_options("D5", "bottom") == []  # on the friendly edge: off the map
    assert m.retreat_options("D3", "bottom") == ["D4"]  # water barrier and cliff excluded
    assert m.retreat_options("D3", "bottom", blocked={"D4"}) == []  # enemy in the only hex
    assert m.retreat_paths("D3", "bottom", 1, blocked={"D4"}) == []


@pytest.mark.rule("O23.2", "O23.3")
def test_ts27_retreat_two_hexes():
    m = MapBuilder(5, 5).build().movement()
    paths = m.retreat_paths("D3", "bottom", 2)
    assert sorted(map(tuple, paths)) == sorted(
        [("C4", "C5"), ("D4", "C5"), ("D4", "D5"), ("D4", "E5"), ("E4", "E5")])
    assert m.retreat_paths("D3", "bottom", 3) == []  # the third hex is off the friendly edge
    assert m.retreat_paths("D3", "bottom", 0) == [[]]


@pytest.mark.rule("O23.3.5", "T80.1")
def test_retreat_respects_major_bridge():
    board = bridge_map("major", "stream").build()
    m = board.movement()
    # D2 lies on the bridge: the hexes nearer the bottom (D3, C3, E3) are off its road
    assert m.retreat_options("D2", "bottom") == []


@pytest.mark.rule("F103", "F105.2", "F106.2")
@pytest.mark.parametrize("map_id", ["village", "woods-and-hills", "farmland"])
def test_a_graph_derived_from_the_bare_one_equals_a_full_build(map_id):
    """A game that lays Wire, Mines or Trenches starts from the bare map's graph and works out
    only the hexes that changed; every step, node and edge must be what a full build gives."""
    import random
    from pathlib import Path

    from cc_desktop.board.mapfile import load_map

    board = load_map(Path(__file__).resolve().parents[2] / "maps" / f"{map_id}.json")
    kinds = sorted(board.chart.fortifications)
    base = board.movement()
    rng = random.Random(map_id)
    for _ in range(6):
        forts = {h: rng.choice(kinds) for h in rng.sample(list(board.grid.ids), 12)}
        full = board.movement(fortifications=forts)
        derived = board.movement(fortifications=forts, base=base)
        assert derived.edges == full.edges
        assert dict(derived.graph.nodes(data=True)) == dict(full.graph.nodes(data=True))
        assert sorted(derived.graph.edges(data=True), key=lambda e: e[:2]) == \
            sorted(full.graph.edges(data=True), key=lambda e: e[:2])
        # and derived once more from a graph that already has Fortifications
        more = dict(list(forts.items())[:6], **{h: rng.choice(kinds) for h in rng.sample(list(board.grid.ids), 5)})
        assert board.movement(fortifications=more, base=derived).edges == board.movement(fortifications=more).edges
    assert base.edges == board.movement().edges  # the base itself is untouched
