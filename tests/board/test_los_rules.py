"""Line of sight: every LOS test scenario of the rule files, on purpose-built maps.

Sources: ``01-basics.md`` (rule 10 and its test scenarios 31-37, book LOS examples A-J),
``05-terrain-fortifications.md`` (T78.4, T79-T99, the "LOS engine guidance", the LOS / hill /
hexside / gully / road / railway / smoke / blaze / bridge scenarios and the ambiguities with
their best readings), ``02-suppression-orders.md`` (TS-15, TS-24) and ``03-actions.md`` (the
Movement / Opportunity Fire example, tests 1 and 3).  Scenarios about units, cards or dice are
left to the rules tests; here only what the board's LOS query answers is checked.

Every map is built with :class:`MapBuilder`, and before the verdict is asserted each test checks
with the hex centres and corners that its line really crosses (or misses) what the scenario
says, so a test cannot pass by accident of geometry.

Geometry reminders (flat-topped hexes, 100 units across the flats, R = 100 / sqrt(3)):
* a line down one column (``C1 -> C5``) passes through the centres of the hexes between;
* ``A1 -> B1 -> C2 -> D2`` is a straight row (direction SE);
* ``A2 -> C2`` runs exactly along the B1/B2 hexside (range 2);
* ``M9 -> N7`` runs exactly along the M8/N8 hexside (range 2).
"""

from __future__ import annotations

import pytest
from shapely.geometry import LineString, Point, Polygon

from cc_desktop.board.builder import MapBuilder
from cc_desktop.board.hexgrid import HEX_RADIUS
from cc_desktop.board.los import LOS_TOLERANCE, Hindrance, LosResult, Markers
from cc_desktop.board.terrain import load_chart

R = HEX_RADIUS
CHART = load_chart()


# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------
def with_levels(b: MapBuilder, levels: dict[str, int]) -> MapBuilder:
    """Whole-hex hills: hex -> level.  A level-k hill must stand on level k-1 ground, so every
    level up to the hex's own gets its own outline (the edges run along hexsides, ambiguity 9)."""
    for k in range(1, max(levels.values(), default=0) + 1):
        hexes = [h for h, lvl in levels.items() if lvl >= k]
        if hexes:
            b.hill(k, hexes)
    return b


def segment(b: MapBuilder, a: str, c: str) -> LineString:
    return LineString([b.centre(a), b.centre(c)])


def crossing(b: MapBuilder, a: str, c: str) -> dict[str, float]:
    """{hex: length of the centre line inside it} for every hex other than the two ends that
    the line comes within LOS_TOLERANCE of (length 0 = touched at a corner only)."""
    seg = segment(b, a, c)
    out = {}
    for h in b.grid.ids:
        if h in (a, c):
            continue
        poly = Polygon(b.grid.corners(h))
        if poly.distance(seg) <= LOS_TOLERANCE:
            out[h] = poly.intersection(seg).length
    return out


def assert_through(b: MapBuilder, a: str, c: str, expected: set[str]) -> None:
    """The line a -> c crosses the interior of exactly the ``expected`` hexes (and touches no other)."""
    got = crossing(b, a, c)
    assert set(got) == expected, f"{a}->{c} touches {sorted(got)}, expected {sorted(expected)}"
    for h in expected:
        assert got[h] > 1.0, f"{a}->{c} only grazes {h}"


def assert_along(b: MapBuilder, a: str, c: str, h1: str, h2: str) -> None:
    """The line a -> c runs exactly along the whole hexside between h1 and h2."""
    side = b.grid.side_segment(h1, b.grid.direction_to(h1, h2))
    seg = segment(b, a, c)
    for p in side:
        assert seg.distance(Point(p)) < 1e-6, f"{a}->{c} does not run along the {h1}/{h2} hexside"


def both_ways(board, a: str, c: str, markers: Markers | None = None) -> LosResult:
    """LOS a -> c, after checking that c -> a gives the same verdict and hindrance (10.1)."""
    r = board.los(a, c, markers)
    back = board.los(c, a, markers)
    assert (back.los, back.hindrance) == (r.los, r.hindrance), f"LOS {a}<->{c} is not reciprocal"
    return r


def rules_of(result: LosResult) -> set[str]:
    return {b.rule for b in result.blocks} | {h.rule for h in result.hindrances}


def ignored(result: LosResult) -> set[tuple[str, str, str]]:
    return {(i.feature, i.hex, i.rule) for i in result.ignored}


def column(rows: int = 6, columns: int = 5) -> MapBuilder:
    """A small map; the tests use column C, whose centre line touches no other column."""
    return MapBuilder(columns, rows)


# ----------------------------------------------------------------------------------------------
# Range (3.1.2, 10.1)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("3.1.2", "10.3.3")
def test_range_counts_the_target_hex_not_the_firers():
    """Scenario 31 of 01: a target "3 hexes away" has two intervening hexes; adjacent is 1."""
    b = column()
    board = b.build()
    assert_through(b, "C1", "C4", {"C2", "C3"})
    assert board.los("C1", "C4").range == 3
    assert board.los("C1", "C2").range == 1
    assert board.los("C2", "C1").range == 1
    # A2 -> C2 runs along a hexside: two hexes away.
    assert board.los("A2", "C2").range == 2


@pytest.mark.rule("3.1.2")
def test_range_across_a_whole_map():
    """A1 -> O10 on a 15x10 map: 14 column steps gain 7 rows on the way, 2 more rows -> 16."""
    board = MapBuilder(15, 10).build()
    assert board.los("A1", "O10").range == 16
    assert board.los("O10", "A1").range == 16
    assert board.los("A1", "O1").range == 14
    assert board.los("A1", "A10").range == 9
    assert board.los("B1", "B1").range == 0


# ----------------------------------------------------------------------------------------------
# 01-basics: rule 10 scenarios 31-37 and the book's LOS examples A-J
# ----------------------------------------------------------------------------------------------
def _two_brush() -> MapBuilder:
    b = column().area("brush", ["C2", "C3"])
    assert_through(b, "C1", "C4", {"C2", "C3"})
    return b


@pytest.mark.rule("10.3.2", "10.3.3", "T81")
def test_basics_scenario_31_two_brush_hindrances_do_not_add():
    """Fire at a Team 3 hexes away, Brush (3) in both intervening hexes: -3, not -6."""
    board = _two_brush().build()
    r = both_ways(board, "C1", "C4")
    assert (r.los, r.hindrance, r.range) == ("hindered", 3, 3)
    assert set(r.hindrances) == {Hindrance("brush", "C2", 3, "T81"), Hindrance("brush", "C3", 3, "T81")}
    assert r.blocks == () and r.blocked_by is None


@pytest.mark.rule("10.3.3", "10.3.4")
def test_basics_scenario_31_smoke_4_instead_of_one_brush():
    """One intervening hex has a "4" Smoke instead of Brush: -4."""
    b = column().area("brush", "C3")
    board = b.build()
    r = both_ways(board, "C1", "C4", Markers.of(smoke={"C2": 4}))
    assert (r.los, r.hindrance) == ("hindered", 4)
    assert set(r.hindrances) == {Hindrance("smoke", "C2", 4, "10.3.4"), Hindrance("brush", "C3", 3, "T81")}


@pytest.mark.rule("10.3.3", "10.3.4")
def test_basics_scenario_31_smoke_4_in_both_intervening_hexes():
    """Both intervening hexes hold "4" Smoke (over the Brush): still -4."""
    board = _two_brush().build()
    r = both_ways(board, "C1", "C4", Markers.of(smoke={"C2": 4, "C3": 4}))
    assert (r.los, r.hindrance) == ("hindered", 4)
    assert len(r.hindrances) == 4  # two Brush and two Smoke, all listed; only the largest counts
    assert {h.value for h in r.hindrances} == {3, 4}


@pytest.mark.rule("10.3.4")
def test_basics_scenario_32_smoke_5_in_the_target_hex():
    """As 31 (two Brush) plus Smoke 5 in the target Team's own hex: -5 (into its hex)."""
    board = _two_brush().build()
    r = both_ways(board, "C1", "C4", Markers.of(smoke={"C4": 5}))
    assert (r.los, r.hindrance) == ("hindered", 5)
    assert Hindrance("smoke", "C4", 5, "10.3.4") in r.hindrances


@pytest.mark.rule("10.3.4")
def test_smoke_in_the_firers_hex_hinders_out_of_it():
    """10.3.4: Smoke hinders LOS traced out of its hex too (printed terrain there would not)."""
    b = column().area("brush", "C1")  # printed Brush in the firer's hex: ignored (10.1)
    board = b.build()
    assert both_ways(board, "C1", "C4").los == "clear"
    r = both_ways(board, "C1", "C4", Markers.of(smoke={"C1": 2}))
    assert (r.los, r.hindrance) == ("hindered", 2)
    assert r.hindrances == (Hindrance("smoke", "C1", 2, "10.3.4"),)


@pytest.mark.rule("10.3.4")
def test_smoke_between_adjacent_hexes():
    """Adjacent hexes have no intervening hex, but Smoke in either one still hinders (10.3.4)."""
    board = column().build()
    assert both_ways(board, "C2", "C3").los == "clear"
    r = both_ways(board, "C2", "C3", Markers.of(smoke={"C3": 6}))
    assert (r.los, r.hindrance, r.range) == ("hindered", 6, 1)
    # Smoke elsewhere does not reach an adjacent pair.
    assert both_ways(board, "C2", "C3", Markers.of(smoke={"C4": 6, "B2": 6, "D2": 6})).los == "clear"


@pytest.mark.rule("10.3.2", "10.3.4")
def test_basics_scenario_33_smoke_3_on_the_line():
    """FP 2 firing along a LOS hindered by Smoke 3 would drop to -1: the LOS hindrance is 3."""
    board = column().build()
    r = both_ways(board, "C1", "C3", Markers.of(smoke={"C2": 3}))
    assert (r.los, r.hindrance) == ("hindered", 3)
    assert r.hindrances == (Hindrance("smoke", "C2", 3, "10.3.4"),)


@pytest.mark.rule("10.3.1", "T91")
def test_basics_scenario_34_orchard_reduces_targeting_by_2():
    """Ordnance Targeting through an intervening Orchard: the LOS hindrance is 2."""
    b = column().area("orchard", "C3", 0.8)
    assert_through(b, "C1", "C5", {"C2", "C3", "C4"})
    board = b.build()
    r = both_ways(board, "C1", "C5")
    assert (r.los, r.hindrance) == ("hindered", 2)
    assert r.hindrances == (Hindrance("orchard", "C3", 2, "T91"),)


@pytest.mark.rule("O20.2.3", "10.3.1", "T81")
def test_orders_ts15_targeting_at_range_5_through_brush():
    """TS-15 of 02: range 5 with Brush in between: hindrance 3 (a product of 9 hits, 8 misses)."""
    b = MapBuilder(3, 6).area("brush", "B4", 0.6)
    assert_through(b, "B1", "B6", {"B2", "B3", "B4", "B5"})
    board = b.build()
    r = both_ways(board, "B1", "B6")
    assert (r.range, r.los, r.hindrance) == (5, "hindered", 3)


@pytest.mark.rule("O20.2.3", "10.3.4")
def test_orders_ts24_mortar_through_smoke_3_at_range_3():
    """TS-24 of 02: the Mortar targets a Team 3 hexes away through Smoke 3: range 3, hindrance 3."""
    board = column().build()
    r = both_ways(board, "C1", "C4", Markers.of(smoke={"C3": 3}))
    assert (r.range, r.los, r.hindrance) == (3, "hindered", 3)


# -- the book's LOS examples A-J (scenario 35), with the book's hex ids on a 15x10 map ---------
@pytest.mark.rule("10.1", "10.2", "T99")
def test_basics_scenario_35a_same_level_woods_blocks():
    """A: a same-level Woods hex between J9 and K6 blocks LOS."""
    b = MapBuilder(15, 10).area("woods", "K7", 0.8)
    got = crossing(b, "J9", "K6")
    assert set(got) == {"J7", "J8", "K7", "K8"} and got["K7"] > 90
    board = b.build()
    r = both_ways(board, "J9", "K6")
    assert (r.los, r.hindrance, r.range) == ("blocked", 0, 4)
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("woods", "K7", "T99")
    # without the Woods the same line is clear
    assert MapBuilder(15, 10).build().los("J9", "K6").los == "clear"


@pytest.mark.rule("T88.3.3", "T88.3.2")
def test_basics_scenario_35b_hill_between_two_lower_hexes_blocks():
    """B: a Hill hex between J9 and L6 (both on the flat) blocks; from a Level-2 crest hex the
    viewer sees over it."""
    b = with_levels(MapBuilder(15, 10), {"K8": 1})
    got = crossing(b, "J9", "L6")
    assert got["K8"] == pytest.approx(2 * R)  # straight through K8's centre
    board = b.build()
    r = both_ways(board, "J9", "L6")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("hill", "K8", "T88.3.3")

    b2 = with_levels(MapBuilder(15, 10), {"K8": 1, "J9": 2})
    board2 = b2.build()
    assert board2.hex("J9").level == 2 and board2.is_crest("J9") is False  # edge on its hexsides
    r2 = both_ways(board2, "J9", "L6")
    assert r2.los == "clear"


@pytest.mark.rule("T88.4")
def test_basics_scenario_35c_hill_viewer_sees_over_lower_woods():
    """C: a viewer on a hill in J9 sees N6 over the lower (level 0) Woods in L8."""
    b = with_levels(MapBuilder(15, 10), {"J9": 1}).area("woods", "L8")
    got = crossing(b, "J9", "N6")
    assert got["L8"] > 70 and "M7" in got  # the line leaves L8 into M7, not into N6
    board = b.build()
    r = both_ways(board, "J9", "N6")
    assert (r.los, r.range) == ("clear", 5)
    assert ("woods", "L8", "T88.4") in ignored(r)
    # the same Woods blocks a level-0 viewer in J9
    flat = MapBuilder(15, 10).area("woods", "L8").build()
    assert flat.los("J9", "N6").blocked_by.hex == "L8"


@pytest.mark.rule("T88.4.1")
def test_basics_scenario_35de_blind_hex_behind_lower_woods():
    """D/E: the L8 Woods cast a blind hex: a hill viewer in J7 cannot see M9 (directly behind
    L8) but sees N9, one hex further away."""
    b = with_levels(MapBuilder(15, 10), {"J7": 1}).area("woods", "L8")
    assert_through(b, "J7", "M9", {"K8", "L8"})
    assert_through(b, "J7", "N9", {"K8", "L8", "M9"})
    board = b.build()
    r = both_ways(board, "J7", "M9")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("woods", "L8", "T88.4.1")
    r2 = both_ways(board, "J7", "N9")
    assert r2.los == "clear"


@pytest.mark.rule("10.2", "T93")
def test_basics_scenario_35f_los_along_road_through_woods_is_clear():
    """F: LOS M9 -> M4 runs exactly along a Road through the Woods hex M5: clear."""
    b = MapBuilder(15, 10).area("woods", "M5").line("road", ["M10", "M9", "M8", "M7", "M6", "M5", "M4", "M3"])
    assert_through(b, "M9", "M4", {"M5", "M6", "M7", "M8"})
    board = b.build()
    r = both_ways(board, "M9", "M4")
    assert (r.los, r.range) == ("clear", 5)
    assert ("woods", "M5", "T93") in ignored(r)
    # without the road the Woods block
    assert MapBuilder(15, 10).area("woods", "M5").build().los("M9", "M4").blocked_by.hex == "M5"


def _book_ghj(wall: bool = False) -> MapBuilder:
    b = MapBuilder(15, 10).area("orchard", ["N7", "N8"])
    if wall:
        b.hexside("M8", "N8", "wall")
    return b


@pytest.mark.rule("10.3", "T91")
def test_basics_scenario_35g_orchard_hinders_2():
    """G: LOS M9 -> N6 crosses the Orchard in N7: hindered -2 (the Smoke in N8 is not touched)."""
    b = _book_ghj()
    assert_through(b, "M9", "N6", {"M8", "N7"})
    board = b.build()
    r = both_ways(board, "M9", "N6", Markers.of(smoke={"N8": 7}))
    assert (r.los, r.hindrance, r.range) == ("hindered", 2, 3)
    assert r.hindrances == (Hindrance("orchard", "N7", 2, "T91"),)


@pytest.mark.rule("10.1", "10.3.4", "T97")
def test_basics_scenario_35h_smoke_along_hexside_and_wall_on_it():
    """H: LOS M9 -> N7 runs along the M8/N8 hexside: hindered -7 by the Smoke in N8; with a Wall
    on that hexside (not a side of M9 or N7) it is blocked."""
    b = _book_ghj()
    assert_along(b, "M9", "N7", "M8", "N8")
    smoke = Markers.of(smoke={"N8": 7})
    r = both_ways(b.build(), "M9", "N7", smoke)
    assert (r.los, r.hindrance, r.range) == ("hindered", 7, 2)
    assert Hindrance("smoke", "N8", 7, "10.3.4") in r.hindrances

    rw = both_ways(_book_ghj(wall=True).build(), "M9", "N7", smoke)
    assert (rw.los, rw.hindrance) == ("blocked", 0)
    assert (rw.blocked_by.feature, rw.blocked_by.rule) == ("wall", "T97")
    assert rw.blocked_by.hex in {"M8", "N8"}


@pytest.mark.rule("10.3.3", "10.3.4", "T91")
def test_basics_scenario_35j_smoke_and_orchard_do_not_add():
    """J: LOS N9 -> N7 through N8 (Orchard 2 and Smoke 7): -7, not -9."""
    b = _book_ghj()
    assert_through(b, "N9", "N7", {"N8"})
    r = both_ways(b.build(), "N9", "N7", Markers.of(smoke={"N8": 7}))
    assert (r.los, r.hindrance) == ("hindered", 7)
    assert set(r.hindrances) == {Hindrance("smoke", "N8", 7, "10.3.4"), Hindrance("orchard", "N8", 2, "T91")}


@pytest.mark.rule("10.1", "T97")
def test_basics_scenario_36_wall_on_firers_hexside_vs_between_intervening_hexes():
    """A Wall on one of the firer's six hexsides that the LOS crosses has no effect; the same Wall
    between two intervening hexes blocks, also when the line runs exactly along it."""
    b = column().hexside("C1", "C2", "wall")
    assert b.grid.direction_to("C1", "C2") == 4
    assert both_ways(b.build(), "C1", "C4").los == "clear"

    b = column().hexside("C2", "C3", "wall")
    r = both_ways(b.build(), "C1", "C4")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.rule) == ("wall", "T97")
    assert r.blocked_by.hex in {"C2", "C3"}
    assert r.blocked_by.point == pytest.approx((4 * R, 200.0), abs=0.1)  # the C2/C3 hexside

    b = MapBuilder(5, 3).hexside("B1", "B2", "wall")
    assert_along(b, "A2", "C2", "B1", "B2")
    r = both_ways(b.build(), "A2", "C2")
    assert (r.los, r.range) == ("blocked", 2)
    assert (r.blocked_by.feature, r.blocked_by.rule) == ("wall", "T97")
    assert r.blocked_by.point == pytest.approx((2 * R, 150.0), abs=0.1)  # where the line meets it


@pytest.mark.rule("10.1", "10.1.1")
def test_basics_scenario_37_los_is_reciprocal():
    """If A sees B, B sees A: same verdict, hindrance, range and the same touched features."""
    b = MapBuilder(7, 5).area("brush", "C3", 0.9).area("woods", "B2", 0.5).hexside("D3", "D4", "fence")
    board = b.build()
    for a, c in [("A1", "E4"), ("A3", "G2"), ("A2", "E2"), ("C1", "C5"), ("B1", "F5")]:
        ab, ba = board.los(a, c), board.los(c, a)
        assert (ab.los, ab.hindrance, ab.range) == (ba.los, ba.hindrance, ba.range)
        assert set(ab.hindrances) == set(ba.hindrances)
        assert {(x.feature, x.hex) for x in ab.blocks} == {(x.feature, x.hex) for x in ba.blocks}


# ----------------------------------------------------------------------------------------------
# Rule 10.1: artwork, touching, endpoints
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("10.1", "T99")
def test_woods_drawn_small_inside_its_hex_is_missed_by_a_line_through_the_hex():
    """The LOS A1 -> E2 crosses B1 24 units off its centre: Woods drawn at 30% of the hex (17
    units to its corners) are not touched, so they do not block; drawn at 60% they are."""
    small = MapBuilder(7, 3).area("woods", "B1", 0.3)
    dist = segment(small, "A1", "E2").distance(Point(small.centre("B1")))
    assert dist == pytest.approx(24.0, abs=0.1)
    assert small.hex_polygon("B1", 0.3).distance(segment(small, "A1", "E2")) > 5
    assert crossing(small, "A1", "E2")["B1"] > 90  # the line does cross the hex itself
    board = small.build()
    assert board.hex("B1").terrain == "woods"  # it is a Woods hex all the same
    assert both_ways(board, "A1", "E2").los == "clear"

    big = MapBuilder(7, 3).area("woods", "B1", 0.6)
    assert big.hex_polygon("B1", 0.6).intersects(segment(big, "A1", "E2"))
    r = both_ways(big.build(), "A1", "E2")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("woods", "B1", "T99")
    # the first point of contact lies on the Woods outline, on the line
    p = Point(r.blocked_by.point)
    assert segment(big, "A1", "E2").distance(p) < 0.01
    assert big.hex_polygon("B1", 0.6).exterior.distance(p) < 0.01


@pytest.mark.rule("10.1", "T88.4")
def test_touching_is_decided_with_los_tolerance():
    """A free-shaped Woods whose tip comes within LOS_TOLERANCE of the line touches it; one
    whose tip stops clearly short of the line does not (ambiguity 3 of 05: "clearly touches")."""
    base = MapBuilder(5, 5)
    cx, cy = base.centre("C3")
    x_line = cx  # the line C1 -> C5 runs down x = cx

    def woods_tip_at(gap: float) -> MapBuilder:
        tip = x_line + gap
        return MapBuilder(5, 5).shape("woods", [(tip, cy), (cx + 40, cy - 20), (cx + 40, cy + 20)])

    near = woods_tip_at(LOS_TOLERANCE * 0.4)
    far = woods_tip_at(0.5)
    assert 0 < segment(near, "C1", "C5").distance(Point(x_line + LOS_TOLERANCE * 0.4, cy)) < LOS_TOLERANCE
    r = both_ways(near.build(), "C1", "C5")
    assert (r.los, r.blocked_by.hex) == ("blocked", "C3")
    assert both_ways(far.build(), "C1", "C5").los == "clear"


@pytest.mark.rule("10.1", "T99", "T81", "T97", "T84")
def test_terrain_in_the_firers_and_targets_hexes_never_counts():
    """10.1: Obstacles and Hindrances wholly or partly in the firing or target hex, and hexside
    features on their six sides, do not affect LOS."""
    b = (column().area("woods", "C1").area("building", "C4", 0.9).area("brush", "C4", 0.3)
         .hexside("C1", "C2", "wall").hexside("C3", "C4", "hedge").hexside("C4", "C5", "wall")
         .hexside("C1", "B1", "fence"))
    board = b.build()
    r = both_ways(board, "C1", "C4")
    assert (r.los, r.hindrance, r.hindrances, r.blocks) == ("clear", 0, (), ())
    # the same artwork in an intervening hex does count
    r2 = both_ways(board, "C1", "C5")
    assert r2.los == "blocked"
    assert {x.feature for x in r2.blocks} == {"building", "hedge"}


@pytest.mark.rule("10.1")
def test_line_exactly_along_a_hexside_touches_both_hexes():
    """A line along the B1/B2 hexside touches both hexes: artwork of either that reaches the
    hexside counts, artwork that stops short of it does not."""
    def along(kind_b1: str | None, kind_b2: str | None, scale: float = 1.0):
        b = MapBuilder(5, 3)
        if kind_b1:
            b.area(kind_b1, "B1", scale)
        if kind_b2:
            b.area(kind_b2, "B2", scale)
        assert_along(b, "A2", "C2", "B1", "B2")
        return both_ways(b.build(), "A2", "C2")

    r = along("brush", None)
    assert (r.los, r.hindrance) == ("hindered", 3)
    assert r.hindrances == (Hindrance("brush", "B1", 3, "T81"),)
    r = along(None, "orchard")
    assert (r.los, r.hindrance) == ("hindered", 2)
    assert r.hindrances == (Hindrance("orchard", "B2", 2, "T91"),)
    r = along("brush", "woods")
    assert r.los == "blocked" and r.blocked_by.hex == "B2"
    assert Hindrance("brush", "B1", 3, "T81") in r.hindrances  # still listed
    # artwork drawn at 95% of the hex stays 2.5 units off the hexside: not touched
    assert along("woods", "woods", 0.95).los == "clear"


@pytest.mark.rule("10.1", "T82")
def test_terrain_ambiguity_25_multi_hex_building_part_in_an_intervening_hex_blocks():
    """Ambiguity 25 of 05: a Building over C2 and C3 is split per hex; the part in the
    intervening hex C2 blocks LOS to a target in C3 (the part in C3 does not count)."""
    b = column().building(["C2", "C3"], scale=1.0)
    board = b.build()
    r = both_ways(board, "C1", "C3")
    assert r.los == "blocked"
    assert {(x.feature, x.hex) for x in r.blocks} == {("building", "C2")}
    assert both_ways(board, "C2", "C3").los == "clear"  # adjacent: both parts are endpoints


# ----------------------------------------------------------------------------------------------
# Hexside features (T84 Fence, T87 Hedge, T97 Wall): scenario 27 of 05
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("T84", "T87", "T97", "10.1")
@pytest.mark.parametrize(
    "feature, between_verdict, between_hindrance, rule",
    [("wall", "blocked", 0, "T97"), ("hedge", "blocked", 0, "T87"), ("fence", "hindered", 1, "T84")],
)
def test_terrain_scenario_27_hexside_features_at_endpoints_and_between(feature, between_verdict, between_hindrance, rule):
    """F and T adjacent across the feature: clear (T gets the hexside cover); F-X-T with the
    feature on X/T: clear; on a hexside between two intermediate hexes, crossed or run along:
    Wall/Hedge block, Fence hinders 1."""
    adjacent = column().hexside("C2", "C3", feature).build()
    r = both_ways(adjacent, "C2", "C3")
    assert (r.los, r.hindrance) == ("clear", 0)
    assert r.target_hexsides == (feature,)

    r = both_ways(adjacent, "C1", "C3")  # F-X-T with the feature on X/T
    assert (r.los, r.hindrance) == ("clear", 0)
    assert r.target_hexsides == (feature,)
    assert adjacent.los("C3", "C1").target_hexsides == ()  # entering C1 across a bare side

    r = both_ways(adjacent, "C1", "C4")  # crossed between intermediate hexes C2 and C3
    assert (r.los, r.hindrance) == (between_verdict, between_hindrance)
    assert r.target_hexsides == ()
    if between_verdict == "blocked":
        assert (r.blocked_by.feature, r.blocked_by.rule) == (feature, rule)
    else:
        assert r.hindrances[0].feature == feature and r.hindrances[0].rule == rule
        assert r.hindrances[0].hex in {"C2", "C3"}

    b = MapBuilder(5, 3).hexside("B1", "B2", feature)  # run exactly along
    assert_along(b, "A2", "C2", "B1", "B2")
    r = both_ways(b.build(), "A2", "C2")
    assert (r.los, r.hindrance) == (between_verdict, between_hindrance)
    assert rules_of(r) == {rule}


@pytest.mark.rule("10.1", "T97")
@pytest.mark.parametrize("side, expected", [
    (("B1", "C2"), "blocked"),  # the line passes from B1 into C2 through that hexside's end
    (("B1", "B2"), "clear"),  # B2 is touched only at the corner point
    (("B2", "C2"), "clear"),
    (("C2", "C3"), "blocked"),  # from C2 into C3 through the C2/C3/D2 corner
    (("C2", "D2"), "clear"),  # D2 is touched only at the corner point
    (("C3", "D2"), "clear"),
])
def test_wall_at_a_corner_the_line_passes_through(side, expected):
    """A1 -> E4 passes from B1 into C2 through the corner B1/B2/C2, and from C2 into C3 through
    the corner C2/C3/D2.  A Wall counts on the hexside between the hexes the line passes from and
    into; Walls that the line touches only at the corner point do not block (docs/rules-decisions.md,
    "Hexside features")."""
    b = MapBuilder(7, 5).hexside(side[0], side[1], "wall")
    got = crossing(b, "A1", "E4")
    assert got["B2"] < 1e-6 and got["D2"] < 1e-6 and got["B1"] > 90 and got["C2"] > 70 and got["C3"] > 70
    corner = set(map(tuple, b.grid.corners("B1"))) & set(map(tuple, b.grid.corners("B2"))) & set(map(tuple, b.grid.corners("C2")))
    assert segment(b, "A1", "E4").distance(Point(corner.pop())) < 1e-6
    r = both_ways(b.build(), "A1", "E4")
    assert r.los == expected
    if expected == "blocked":
        assert (r.blocked_by.feature, r.blocked_by.rule) == ("wall", "T97")
        assert r.blocked_by.hex in side


@pytest.mark.rule("10.1", "T97")
@pytest.mark.parametrize("side", [("B1", "C2"), ("B2", "C2"), ("C2", "D1"), ("C2", "D2")])
def test_wall_at_the_corner_where_a_line_along_a_hexside_enters_a_hex(side):
    """A2 -> E2 runs along the B1/B2 hexside, passes from B1 and B2 into C2 through their common
    corner, and leaves C2 through the C2/D1/D2 corner.  As in the A1 -> E4 case above, a Wall
    between two hexes the line passes through, touched at the corner where it passes from one
    into the other, is touched (10.1) and blocks (docs/rules-decisions.md, "Hexside features")."""
    b = MapBuilder(7, 3).hexside(side[0], side[1], "wall")
    assert_along(b, "A2", "E2", "B1", "B2")
    assert_along(b, "A2", "E2", "D1", "D2")
    wall = LineString(b.grid.side_segment(side[0], b.grid.direction_to(*side)))
    assert wall.intersection(segment(b, "A2", "E2")).length < 1e-6  # one point in common
    r = both_ways(b.build(), "A2", "E2")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.rule) == ("wall", "T97")
    assert r.blocked_by.hex in side


@pytest.mark.rule("T87", "T97")
def test_terrain_ambiguity_11_entering_the_target_through_a_corner():
    """Ambiguity 11 of 05: A2 -> C2 enters C2 exactly through its west corner, where its B1 and
    B2 hexsides meet; a Wall on either counts as crossed for the target's cover
    (defender-favourable), and neither affects the LOS (sides of the target hex)."""
    b = MapBuilder(5, 3).hexside("C2", "B1", "wall")
    assert_along(b, "A2", "C2", "B1", "B2")
    r = both_ways(b.build(), "A2", "C2")
    assert (r.los, r.target_hexsides) == ("clear", ("wall",))
    r = both_ways(MapBuilder(5, 3).hexside("C2", "B1", "wall").hexside("C2", "B2", "hedge").build(), "A2", "C2")
    assert r.los == "clear"
    assert sorted(r.target_hexsides) == ["hedge", "wall"]
    assert MapBuilder(5, 3).hexside("C2", "D2", "wall").build().los("A2", "C2").target_hexsides == ()


@pytest.mark.rule("T84", "10.3.3")
def test_fence_hindrance_is_not_added_to_other_hindrances():
    """A Fence (1) crossed between intervening hexes and Brush (3) beyond it: 3, not 4."""
    b = column().hexside("C2", "C3", "fence").area("brush", "C3", 0.5)
    r = both_ways(b.build(), "C1", "C5")
    assert (r.los, r.hindrance) == ("hindered", 3)
    assert {(h.feature, h.value) for h in r.hindrances} == {("fence", 1), ("brush", 3)}


@pytest.mark.rule("T97", "T88.4", "T88.5")
def test_terrain_ambiguity_17_lower_walls_and_fences_are_ignored_from_a_hill():
    """Ambiguity 17 (with 6/7): a Wall or Fence on level-0 ground between two intervening hexes
    does not affect LOS from a Level-1 hill to a level-0 target, and casts no blind hex."""
    for feature in ("wall", "fence", "hedge"):
        b = with_levels(column(), {"C1": 1}).hexside("C3", "C4", feature)
        board = b.build()
        r = both_ways(board, "C1", "C5")
        assert (r.los, r.hindrance) == ("clear", 0), feature
        assert both_ways(board, "C1", "C4").los == "clear"  # target just behind the feature: endpoint side
        flat = column().hexside("C3", "C4", feature).build()
        assert flat.los("C1", "C5").los != "clear"


# ----------------------------------------------------------------------------------------------
# Markers: Smoke (10.3.4, T94) and Blaze (10.2.1, T79)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("10.3.4", "T94")
def test_smoke_hinders_a_line_along_its_hexside():
    """Smoke fills its whole hex, hexsides included: LOS along the B1/B2 hexside is hindered."""
    b = MapBuilder(5, 3)
    assert_along(b, "A2", "C2", "B1", "B2")
    board = b.build()
    r = both_ways(board, "A2", "C2", Markers.of(smoke={"B1": 3}))
    assert (r.los, r.hindrance) == ("hindered", 3)
    assert r.hindrances == (Hindrance("smoke", "B1", 3, "10.3.4"),)
    # Smoke in a hex the line does not touch has no effect
    assert both_ways(board, "A2", "C2", Markers.of(smoke={"B3": 9, "C1": 9})).los == "clear"


@pytest.mark.rule("10.2.1", "T79")
def test_blaze_blocks_through_along_and_at_the_corner_of_its_hex():
    """A Blaze fills its whole hex: LOS through it, along one of its hexsides, or through one of
    its corners is blocked (10.2.1 "any part of a Blaze hex"; guidance step 2)."""
    b = MapBuilder(7, 5)
    board = b.build()
    r = both_ways(board, "C1", "C4", Markers.of(blaze={"C2"}))
    assert (r.los, r.hindrance) == ("blocked", 0)
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("blaze", "C2", "10.2.1")

    assert_along(b, "A2", "C2", "B1", "B2")
    r = both_ways(board, "A2", "C2", Markers.of(blaze={"B2"}))
    assert (r.los, r.blocked_by.hex) == ("blocked", "B2")

    got = crossing(b, "A1", "E4")
    assert got["B2"] < 1e-6 and got["D2"] < 1e-6  # touched at one corner only
    assert both_ways(board, "A1", "E4").los == "clear"
    r = both_ways(board, "A1", "E4", Markers.of(blaze={"D2"}))
    assert (r.los, r.blocked_by.hex, r.blocked_by.rule) == ("blocked", "D2", "10.2.1")

    # a Blaze beside the line does nothing; Smoke and Blaze together: blocked
    assert both_ways(board, "C1", "C4", Markers.of(blaze={"B2", "D2"})).los == "clear"
    assert both_ways(board, "C1", "C4", Markers.of(smoke={"C3": 5}, blaze={"C2"})).los == "blocked"


@pytest.mark.rule("10.3.4", "T94")
def test_smoke_touched_only_at_a_corner_hinders():
    """Smoke hinders through any part of its hex (10.3.4): a corner is part of the hex."""
    board = MapBuilder(7, 5).build()
    r = both_ways(board, "A1", "E4", Markers.of(smoke={"B2": 2}))
    assert (r.los, r.hindrance) == ("hindered", 2)


# ----------------------------------------------------------------------------------------------
# Hills (T88): scenarios 5-8, 12, 13 of 05, crest lines, T88.5
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("T88.3.3", "T88.3.2")
@pytest.mark.parametrize("target_level, expected", [(0, "blocked"), (1, "blocked"), (2, "clear"), (3, "clear"), (4, "clear")])
def test_terrain_scenario_5a_level2_observer_over_an_intervening_level2_hill(target_level, expected):
    """An observer on a Level-2 crest hex sees a target beyond an intervening Level-2 hill if the
    target is at level 2, 3 or 4, not at level 0 or 1."""
    levels = {"C1": 2, "C3": 2}
    if target_level:
        levels["C5"] = target_level
    b = with_levels(column(), levels)
    assert_through(b, "C1", "C5", {"C2", "C3", "C4"})
    board = b.build()
    assert board.hex("C5").level == target_level
    r = both_ways(board, "C1", "C5")
    assert r.los == expected
    if expected == "blocked":
        assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("hill", "C3", "T88.3.2")


@pytest.mark.rule("T88.3.3", "T88.3.2")
@pytest.mark.parametrize("target_level, expected", [(0, "blocked"), (1, "blocked"), (2, "blocked"), (3, "blocked"), (4, "clear")])
def test_terrain_scenario_5b_level3_hill_hides_all_but_level4(target_level, expected):
    """With the intervening hill at Level 3, only a Level-4 target is visible."""
    levels = {"C1": 2, "C3": 3}
    if target_level:
        levels["C5"] = target_level
    board = with_levels(column(), levels).build()
    r = both_ways(board, "C1", "C5")
    assert r.los == expected
    if expected == "blocked":
        assert (r.blocked_by.feature, r.blocked_by.hex) == ("hill", "C3")


@pytest.mark.rule("T88.3.2")
def test_terrain_scenario_5b_only_the_first_level4_crest_hex_is_visible():
    """...and only if the Level-4 target is the first Level-4 crest hex on the LOS: a Level-4
    hex behind another Level-4 hex is hidden."""
    board = with_levels(column(rows=6), {"C1": 2, "C3": 3, "C5": 4, "C6": 4}).build()
    assert both_ways(board, "C1", "C5").los == "clear"
    r = both_ways(board, "C1", "C6")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("hill", "C5", "T88.3.2")


@pytest.mark.rule("T88.4", "T82")
def test_terrain_scenario_6_lower_building_does_not_block_hill_los():
    """Level-1 observer, distant Level-1 target, a level-0 Building touched in between: clear.
    With the Building standing on Level-1 ground: blocked."""
    b = with_levels(column(), {"C1": 1, "C5": 1}).building("C3")
    board = b.build()
    r = both_ways(board, "C1", "C5")
    assert (r.los, r.hindrance) == ("clear", 0)
    assert ("building", "C3", "T88.4") in ignored(r)

    board = with_levels(column(), {"C1": 1, "C3": 1, "C5": 1}).building("C3").build()
    r = both_ways(board, "C1", "C5")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("building", "C3", "T82")


@pytest.mark.rule("T88.4.1")
def test_terrain_scenario_7_blind_hex_behind_a_lower_building():
    """Observer on Level 1, row Obs-X-Y-Z with a level-0 Building in X: Y (directly behind X)
    is not visible, Z is."""
    b = with_levels(column(), {"C1": 1}).building("C2")
    assert b.hex_polygon("C2", 0.7).intersects(segment(b, "C1", "C3"))
    board = b.build()
    r = both_ways(board, "C1", "C3")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("building", "C2", "T88.4.1")
    assert both_ways(board, "C1", "C4").los == "clear"
    assert both_ways(board, "C1", "C5").los == "clear"
    # on the flat the Building blocks both
    flat = column().building("C2").build()
    assert flat.los("C1", "C4").los == "blocked"


@pytest.mark.rule("T88.4.1", "T88.4")
def test_terrain_scenario_8a_unit_two_hexes_behind_a_level1_building_sees_level2():
    """U on Level 1, a Level-1 Building B not adjacent to U, target T at Level 2: they see each
    other (the Building stands lower than T; U is not in its blind hex)."""
    board = with_levels(column(), {"C1": 2, "C2": 1, "C3": 1, "C4": 1, "C5": 1}).building("C3").build()
    r = both_ways(board, "C1", "C5")
    assert r.los == "clear"
    assert ("building", "C3", "T88.4") in ignored(r)


@pytest.mark.rule("T88.4.1")
def test_terrain_scenario_8b_unit_directly_behind_the_building_is_blind():
    """As 8a but B is the first intervening hex from U: no LOS either way."""
    board = with_levels(column(), {"C1": 2, "C2": 1, "C3": 1, "C4": 1, "C5": 1}).building("C3").build()
    r = both_ways(board, "C1", "C4")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("building", "C3", "T88.4.1")


@pytest.mark.rule("T88.4.1", "T99")
def test_blind_hex_needs_the_woods_artwork_touched():
    """Ambiguity 8 of 05: the blind hex needs the line to touch the Woods artwork.  C1 (Level 1)
    -> D3 passes D2 33 units off its centre and then enters D3: Woods drawn at 30% of D2 are
    missed (no blind hex), Woods drawn at 80% are touched (D3 is blind)."""
    def board_with(scale: float):
        b = with_levels(MapBuilder(7, 5), {"C1": 1}).area("woods", "D2", scale)
        assert_through(b, "C1", "D3", {"C2", "D2"})
        assert segment(b, "C1", "D3").distance(Point(b.centre("D2"))) == pytest.approx(32.7, abs=0.1)
        return b, b.build()

    b, board = board_with(0.3)
    assert b.hex_polygon("D2", 0.3).distance(segment(b, "C1", "D3")) > 10
    assert both_ways(board, "C1", "D3").los == "clear"
    b, board = board_with(0.8)
    assert b.hex_polygon("D2", 0.8).intersects(segment(b, "C1", "D3"))
    r = both_ways(board, "C1", "D3")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("woods", "D2", "T88.4.1")
    assert both_ways(board, "C1", "D4").los == "clear"  # D4 is one hex further: not blind


@pytest.mark.rule("T88.3.2", "T88.3.1")
def test_whole_hex_hill_sees_down_across_its_slanted_hexsides():
    """A Level-1 hill hex sees down to level 0 across any of its hexsides (its edge on the
    hexside is its crest line, ambiguity 9): A1 -> C3 and A1 -> E2 leave A1 across the A1/B1
    hexside into open level-0 ground.  (Regression: the hill outline, rounded when stored, once
    left a sliver of "level-1 ground" in B1 that blocked these lines.)"""
    b = with_levels(MapBuilder(7, 3), {"A1": 1})
    assert set(crossing(b, "A1", "C3")) == {"B1", "B2"}
    board = b.build()
    assert board.hex("B1").level == 0 and not board.is_crest("B1")
    for target in ("C3", "E2", "D2", "C1"):
        r = both_ways(board, "A1", target)
        assert r.los == "clear", r.describe()


@pytest.mark.rule("T88.4", "T88.5", "T94", "T79")
def test_terrain_scenario_12_smoke_and_blaze_ignore_elevation():
    """Observer on Level 2, target at level 0: a 4-Smoke in an intervening level-0 hex hinders by
    4 (a level-0 Brush there would not); a Blaze there blocks."""
    b = with_levels(column(), {"C1": 2}).area("brush", "C3")
    board = b.build()
    r = both_ways(board, "C1", "C4")
    assert (r.los, r.hindrance) == ("clear", 0)
    assert ("brush", "C3", "T88.5") in ignored(r)

    r = both_ways(board, "C1", "C4", Markers.of(smoke={"C3": 4}))
    assert (r.los, r.hindrance) == ("hindered", 4)
    assert r.hindrances == (Hindrance("smoke", "C3", 4, "10.3.4"),)

    r = both_ways(board, "C1", "C4", Markers.of(blaze={"C3"}))
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("blaze", "C3", "10.2.1")


@pytest.mark.rule("T88.5", "T91")
def test_terrain_scenario_13_lower_hindrance_ignored_same_level_applies():
    """Both ends on Level-1 hills: a level-0 Orchard between them does not hinder; an Orchard on
    Level-1 ground hinders 2."""
    r = both_ways(with_levels(column(), {"C1": 1, "C5": 1}).area("orchard", "C3").build(), "C1", "C5")
    assert (r.los, r.hindrance) == ("clear", 0)
    assert ("orchard", "C3", "T88.5") in ignored(r)

    r = both_ways(with_levels(column(), {"C1": 1, "C3": 1, "C5": 1}).area("orchard", "C3").build(), "C1", "C5")
    assert (r.los, r.hindrance) == ("hindered", 2)
    assert r.hindrances == (Hindrance("orchard", "C3", 2, "T91"),)


@pytest.mark.rule("T88.5", "T81")
def test_hindrance_behind_a_hill_is_below_the_higher_end():
    """T88.5: Brush at level 0 lower than the Level-1 firer does not hinder, wherever it lies on
    the line; the same Brush hinders between two level-0 hexes."""
    b = with_levels(column(), {"C1": 1}).area("brush", ["C2", "C4"])
    board = b.build()
    assert both_ways(board, "C1", "C5").los == "clear"
    r = both_ways(board, "C2", "C5")  # both ends on level 0
    assert (r.los, r.hindrance) == ("hindered", 3)
    assert r.hindrances == (Hindrance("brush", "C4", 3, "T81"),)


@pytest.mark.rule("T88.3.2")
def test_actions_scenarios_1_and_3_crest_hides_the_hex_behind_it_smoke_in_the_crest_hex():
    """Movement/Op Fire example of 03: a Crest hex blocks the lower squad's LOS to the hex behind
    it (no Op Fire there), but the squad sees the crest hex itself; with Smoke 4 placed there
    the LOS to it is hindered 4."""
    board = with_levels(column(), {"C3": 1, "C4": 1}).build()
    r = both_ways(board, "C1", "C4")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("hill", "C3", "T88.3.2")
    assert both_ways(board, "C1", "C3").los == "clear"
    r = both_ways(board, "C1", "C3", Markers.of(smoke={"C3": 4}))
    assert (r.los, r.hindrance) == ("hindered", 4)


@pytest.mark.rule("T88.3.2", "T88.3.1")
def test_looking_down_needs_the_observers_own_crest():
    """T88.3.2 condition 1: a unit in the middle of a hill (the line meets level-1 ground again in
    the next hex) cannot see down; a unit on the hill's edge can."""
    board = with_levels(column(), {"C1": 1, "C2": 1}).build()
    r = both_ways(board, "C1", "C4")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("hill", "C2", "T88.3.2")
    assert both_ways(board, "C2", "C4").los == "clear"


@pytest.mark.rule("T88.3.1", "T88.3.2")
def test_crest_lines_drawn_inside_hexes():
    """A hill edge drawn inside C3 (C3's centre dot on Level 1, its top strip on level 0): C3 is a
    crest hex and sees down to C1; if the edge reaches 10 units into C2 (C2 a crest hex at
    level 0), C3's line down crosses that crest line in an intervening hex: no LOS."""
    x0, x1 = 2.0 * R, 6.0 * R  # well beyond column C's corners (3R .. 5R)

    def hill_from(y_top: float):
        return MapBuilder(5, 6).hill_shape(1, [(x0, y_top), (x1, y_top), (x1, 600.0), (x0, 600.0)])

    inside = hill_from(230.0)  # C3 spans y 200..300: the edge crosses it at y = 230
    board = inside.build()
    assert board.hex("C3").level == 1 and board.is_crest("C3")
    assert board.hex("C2").level == 0 and not board.is_crest("C2")
    assert both_ways(board, "C1", "C3").los == "clear"
    r = both_ways(board, "C1", "C4")  # looking up past the first crest hex
    assert (r.los, r.blocked_by.hex, r.blocked_by.rule) == ("blocked", "C3", "T88.3.2")

    spill = hill_from(190.0)  # the edge now lies in C2 (y 100..200)
    board = spill.build()
    assert board.hex("C2").level == 0 and board.is_crest("C2")
    r = both_ways(board, "C1", "C3")
    assert (r.los, r.blocked_by.feature, r.blocked_by.hex) == ("blocked", "hill", "C2")
    assert both_ways(board, "C1", "C2").los == "clear"  # adjacent


@pytest.mark.rule("T88.5", "T81")
def test_terrain_ambiguity_7_artwork_counts_at_the_level_it_is_drawn_on():
    """Ambiguity 7 of 05: artwork in a crest hex counts at the ground level it is drawn on.  C3's
    centre is on Level 1 but a level-0 notch cuts into it: Brush drawn in the notch does not
    hinder a Level-1 to Level-1 LOS; the same Brush drawn on C3's Level-1 ground does."""
    x0, x1, cx = 2.0 * R, 6.0 * R, 4.0 * R
    notch = [(x0, 0.0), (x1, 0.0), (x1, 270.0), (cx - 10, 270.0), (cx - 10, 290.0), (x1, 290.0),
             (x1, 600.0), (x0, 600.0)]

    def board_with_brush(y: float):
        b = MapBuilder(5, 6).hill_shape(1, notch).shape("brush", [(cx - 5, y), (cx + 5, y), (cx + 5, y + 6), (cx - 5, y + 6)])
        board = b.build()
        assert board.hex("C1").level == board.hex("C3").level == board.hex("C5").level == 1
        assert board.is_crest("C3")
        return board

    board = board_with_brush(277.0)  # inside the notch, level 0
    assert [s.level for s in board.shapes if s.terrain == "brush"] == [0]
    r = both_ways(board, "C1", "C5")
    assert (r.los, r.hindrance) == ("clear", 0)
    assert ("brush", "C3", "T88.5") in ignored(r)

    board = board_with_brush(215.0)  # on C3's Level-1 ground
    assert [s.level for s in board.shapes if s.terrain == "brush"] == [1]
    r = both_ways(board, "C1", "C5")
    assert (r.los, r.hindrance) == ("hindered", 3)
    assert r.hindrances == (Hindrance("brush", "C3", 3, "T81"),)


@pytest.mark.rule("T97", "T88.4")
def test_terrain_ambiguity_7_hexside_feature_level():
    """Ambiguity 7 of 05: a Wall between a Level-1 and a level-0 hex stands by default at the
    lower level, so it does not block a Level-1 to Level-1 LOS; drawn at Level 1 it does."""
    levels = {"C1": 1, "C2": 1, "C3": 1, "C5": 1}  # C4 is a level-0 dip
    board = with_levels(column(), levels).hexside("C3", "C4", "wall").build()
    assert board.hexside("C3", "C4").level == 0
    assert both_ways(board, "C1", "C5").los == "clear"
    board = with_levels(column(), levels).hexside("C3", "C4", "wall", level=1).build()
    r = both_ways(board, "C1", "C5")
    assert (r.los, r.blocked_by.feature, r.blocked_by.rule) == ("blocked", "wall", "T97")


@pytest.mark.rule("T88.3.3")
def test_hill_between_two_lower_hexes_blocks_at_any_level():
    """T88.3.3: a Level-1 hill blocks two level-0 hexes; a Level-2 hill blocks two Level-1 hexes
    but a Level-1 hill does not."""
    assert column().build().los("C1", "C5").los == "clear"
    r = both_ways(with_levels(column(), {"C3": 1}).build(), "C1", "C5")
    assert (r.los, r.blocked_by.hex, r.blocked_by.rule) == ("blocked", "C3", "T88.3.3")
    board = with_levels(column(), {"C1": 1, "C3": 1, "C5": 1}).build()
    assert both_ways(board, "C1", "C5").los == "clear"
    board = with_levels(column(), {"C1": 1, "C3": 2, "C5": 1}).build()
    r = both_ways(board, "C1", "C5")
    assert (r.los, r.blocked_by.hex, r.blocked_by.rule) == ("blocked", "C3", "T88.3.3")


# ----------------------------------------------------------------------------------------------
# Gully (T86): scenario 29 of 05 and ambiguity 18
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("T86")
def test_terrain_scenario_29_gully():
    """A unit in a level-0 Gully and a level-0 enemy two hexes away over Open Ground: no LOS
    either way.  An adjacent enemy, or one on a Level-1 hill at any range, has LOS."""
    b = with_levels(column(), {"C1": 1}).area("gully", "C5")
    board = b.build()
    assert board.hex("C5").terrain == "gully"
    r = both_ways(board, "C3", "C5")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("gully", "C5", "T86")
    assert board.los("C5", "C3").blocked_by.hex == "C5"
    assert both_ways(board, "C4", "C5").los == "clear"  # adjacent
    assert both_ways(board, "C1", "C5").los == "clear"  # Level-1 hill, range 4
    assert both_ways(board, "B5", "C5").los == "clear"  # adjacent, other direction


@pytest.mark.rule("T86")
def test_gully_passed_through_is_clear():
    """T86: a LOS that merely passes through a Gully hex is unaffected."""
    board = column().area("gully", "C3").build()
    assert both_ways(board, "C1", "C5").los == "clear"


@pytest.mark.rule("T86")
def test_terrain_ambiguity_18_two_units_in_the_same_gully():
    """Ambiguity 18 (literal reading): two units in one Gully, two hexes apart, cannot see each
    other; adjacent ones can."""
    board = column().area("gully", ["C2", "C3", "C4"]).build()
    assert both_ways(board, "C2", "C4").los == "blocked"
    assert both_ways(board, "C2", "C3").los == "clear"


# ----------------------------------------------------------------------------------------------
# Road (T93), Railway (T92), Bridge (T80), other hindrances
# ----------------------------------------------------------------------------------------------
def _road_row(feature: str = "road") -> MapBuilder:
    """A straight row A1-B1-C2-D2 (SE) with a road or railway along it through Woods in B1, C2."""
    b = MapBuilder(7, 3).line(feature, ["A1", "B1", "C2", "D2", "E3"])
    assert_through(b, "A1", "D2", {"B1", "C2"})
    return b


@pytest.mark.rule("T93", "10.2")
def test_terrain_scenario_28_road_through_woods():
    """A LOS exactly along a Road cut through intermediate Woods hexes is not blocked."""
    board = _road_row().area("woods", ["B1", "C2"]).build()
    r = both_ways(board, "A1", "D2")
    assert (r.los, r.hindrance) == ("clear", 0)
    assert {("woods", "B1", "T93"), ("woods", "C2", "T93")} <= ignored(r)


@pytest.mark.rule("T93")
def test_road_crossed_not_followed_does_not_clear_the_woods():
    """A LOS that only crosses a Road in a Woods hex is blocked by the Woods."""
    b = MapBuilder(7, 3).line("road", ["C1", "C2", "C3"]).area("woods", "C2")
    assert_through(b, "A2", "E2", {"C2"} | {"B1", "B2", "D1", "D2"})
    r = both_ways(b.build(), "A2", "E2")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("woods", "C2", "T99")


@pytest.mark.rule("T93", "10.2.1", "10.3.4")
def test_road_does_not_clear_smoke_or_blaze():
    """LOS engine guidance step 5: along a Road, Smoke still hinders and Blaze still blocks."""
    board = _road_row().area("brush", "B1").build()
    assert both_ways(board, "A1", "D2").los == "clear"
    r = both_ways(board, "A1", "D2", Markers.of(smoke={"B1": 2}))
    assert (r.los, r.hindrance) == ("hindered", 2)
    assert both_ways(board, "A1", "D2", Markers.of(blaze={"C2"})).los == "blocked"


@pytest.mark.rule("T92")
def test_railway_hinders_1_when_crossed():
    """T92: a Railway in an intervening hex hinders 1 where the LOS crosses it."""
    b = MapBuilder(7, 3).line("railway", ["C1", "C2", "C3"])
    board = b.build()
    r = both_ways(board, "A2", "E2")
    assert (r.los, r.hindrance) == ("hindered", 1)
    assert r.hindrances == (Hindrance("railway", "C2", 1, "T92"),)


@pytest.mark.rule("T92")
def test_railway_along_is_clear_but_does_not_clear_woods():
    """T92: a LOS exactly along the Railway artwork ignores the Railway's hindrance; unlike a
    Road it does not clear the other terrain of the hex."""
    board = _road_row("railway").build()
    r = both_ways(board, "A1", "D2")
    assert (r.los, r.hindrance) == ("clear", 0)
    assert ("railway", "B1", "T92") in ignored(r)
    board = _road_row("railway").area("woods", "C2").build()
    r = both_ways(board, "A1", "D2")
    assert (r.los, r.blocked_by.hex, r.blocked_by.feature) == ("blocked", "C2", "woods")


@pytest.mark.rule("T80", "T80.2", "T93")
def test_minor_bridge_hinders_1_unless_the_line_follows_its_road():
    """T80: Bridge artwork is Hindrance 1; a LOS exactly along the Road on the bridge is clear."""
    b = MapBuilder(5, 3).line("road", ["C1", "C2", "C3"]).area("bridge-minor", "C2", 0.5)
    board = b.build()
    assert board.hex("C2").effective_terrain == "bridge"
    r = both_ways(board, "A2", "E2")  # across the bridge
    assert (r.los, r.hindrance) == ("hindered", 1)
    assert r.hindrances == (Hindrance("bridge", "C2", 1, "T80"),)
    r = both_ways(board, "C1", "C3")  # along its road
    assert (r.los, r.hindrance) == ("clear", 0)
    assert ("bridge", "C2", "T93") in ignored(r)


@pytest.mark.rule("T80.1")
def test_terrain_ambiguity_16_major_bridge_end_pieces_do_not_hinder():
    """Ambiguity 16 of 05: the bits of a Major Bridge drawn onto its two non-bridge end hexes do
    not hinder; the bridge hex itself does."""
    cx, _ = MapBuilder(7, 3).centre("C2")
    b = (MapBuilder(7, 3).line("road", ["C1", "C2", "C3"])
         .shape("bridge-major", [(cx - 15, 70), (cx + 15, 70), (cx + 15, 230), (cx - 15, 230)]))
    seg = segment(b, "A3", "G2")
    end_piece = Polygon([(cx - 15, 200), (cx + 15, 200), (cx + 15, 230), (cx - 15, 230)])
    assert seg.intersects(end_piece)  # the line crosses the bridge's end piece in C3 ...
    assert not seg.intersects(Polygon([(cx - 15, 100), (cx + 15, 100), (cx + 15, 200), (cx - 15, 200)]))  # ... not C2's
    board = b.build()
    assert board.hex("C2").bridge == "major" and board.hex("C3").bridge is None
    assert both_ways(board, "A3", "G2").los == "clear"
    r = both_ways(board, "A2", "E2")  # straight across the bridge hex
    assert (r.los, r.hindrance) == ("hindered", 1)
    assert r.hindrances == (Hindrance("bridge", "C2", 1, "T80"),)


@pytest.mark.rule("T85", "T89")
@pytest.mark.parametrize("kind, value, rule", [("field", 1, "T85"), ("marsh", 1, "T89"), ("brush", 3, "T81"), ("orchard", 2, "T91")])
def test_hindrance_terrain_values_come_from_the_chart(kind, value, rule):
    """Each hindrance terrain hinders by its Terrain Chart value (Marsh: ambiguity 1, chart 1)."""
    assert CHART.terrain[kind].los.value == value
    r = both_ways(column().area(kind, "C2").build(), "C1", "C3")
    assert (r.los, r.hindrance) == ("hindered", value)
    assert r.hindrances == (Hindrance(kind, "C2", value, rule),)


@pytest.mark.rule("T98", "T95", "T90")
@pytest.mark.parametrize("kind", ["water_barrier", "stream", "open"])
def test_clear_terrain_does_not_affect_los(kind):
    """Water Barrier, Stream and Open Ground are Clear."""
    b = column()
    if kind == "stream":
        b.line("stream", ["A2", "B2", "C2", "D2", "E2"])
    elif kind != "open":
        b.area(kind, "C2")
    board = b.build()
    assert board.hex("C2").terrain == kind
    assert both_ways(board, "C1", "C3").los == "clear"


@pytest.mark.rule("T83")
def test_cliff_hexside_is_clear_but_the_levels_beside_it_count():
    """T83: the Cliff line itself does not block LOS; the hill levels on either side do (T88)."""
    board = column().hexside("C2", "C3", "cliff").build()
    r = both_ways(board, "C1", "C4")
    assert (r.los, r.hindrance, r.blocks) == ("clear", 0, ())
    board = with_levels(column(), {"C3": 1, "C4": 1, "C5": 1}).hexside("C2", "C3", "cliff").build()
    assert both_ways(board, "C1", "C3").los == "clear"  # the first crest hex, above the cliff
    r = both_ways(board, "C1", "C4")
    assert (r.los, r.blocked_by.feature, r.blocked_by.hex) == ("blocked", "hill", "C3")


@pytest.mark.rule("T96")
def test_trail_along_does_not_clear_woods():
    """T96: a Trail has the LOS of the other terrain in the hex, so unlike a Road (T93) a LOS
    exactly along a Trail through Woods is blocked."""
    board = _road_row("trail").area("woods", "C2").build()
    r = both_ways(board, "A1", "D2")
    assert r.los == "blocked"
    assert (r.blocked_by.feature, r.blocked_by.hex, r.blocked_by.rule) == ("woods", "C2", "T99")
    assert both_ways(_road_row("trail").build(), "A1", "D2").los == "clear"  # the trail itself is nothing


# ----------------------------------------------------------------------------------------------
# The result object
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("10.1")
def test_result_to_dict_and_describe():
    """The explained result carries range, verdict, first block and every hindrance."""
    board = _book_ghj(wall=True).build()
    r = board.los("M9", "N7", Markers.of(smoke={"N8": 7}))
    d = r.to_dict()
    assert (d["from"], d["to"], d["range"], d["los"], d["hindrance"]) == ("M9", "N7", 2, "blocked", 0)
    assert d["blocked_by"]["feature"] == "wall" and d["blocked_by"]["rule"] == "T97"
    assert {(h["feature"], h["hex"], h["value"]) for h in d["hindrances"]} == {("smoke", "N8", 7), ("orchard", "N8", 2)}
    text = r.describe(CHART)
    for word in ("M9", "N7", "range 2", "blocked", "Wall", "T97"):
        assert word in text, (word, text)
    text = board.los("N9", "N7", Markers.of(smoke={"N8": 7})).describe(CHART)
    for word in ("N9", "N7", "hindered", "hindrance 7", "Smoke", "Orchard", "10.3.4", "T91"):
        assert word in text, (word, text)
    assert "blocked" not in text
