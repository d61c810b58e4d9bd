"""Variants V1 Rubble and V7 Ordnance Near Misses (shared/rules/06-variants.md; its test
scenarios 1-4 and 17).  Exact positions on the test scenario's village map: A4 sees C4 (range 2)
along the hexside of B3 and B4; G1 sees G7 (range 6) down the open G column; E4 is a Building of
a multi-hex building (with D4 and E3), G4 sees it at range 2.  The Redland Infantry Gun (a Gun,
V1.4) has FP 6: below the Vulnerability table, it rubbles on an attack roll of 12; the Light
Battery has FP 9: Vulnerability 3."""

from __future__ import annotations

import pytest

from cc_desktop.rules import defense, rubble, testing
from cc_desktop.rules import fire as fire_rules
from cc_desktop.rules.machine import Move
from cc_desktop.rules.state import CASUALTY

from .helpers_variants import (
    TRIGGER,
    codes,
    fire,
    options,
    order,
    params,
    plain_hand,
    setup,
    trigger,
    uid,
)

RUBBLE = ("V1",)


# ----------------------------------------------------------------------------------------------
# V1.1 Rubble effect
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V1", "V1.1", "T78.2", "T78.3")
def test_rubble_move_cost_and_cover_rise_with_adjacent_rubble():
    """Test scenario 1: Rubble in B1, B2, B3 and B5, none in B4: B2 4/4 (two adjacent Rubble
    hexes), B1 and B3 3/3, B5 2/2 (the Woods of B1 and B2 do not count: Rubble overrides)."""
    g = setup({"axis": [("red_rifle_squad", "O10")], "allies": [("blue_infantry_squad", "O1")]}, RUBBLE)
    g.state.rubble.update({"B1", "B2", "B3", "B5"})
    st, mg = g.state, g.movement_graph
    assert {h: st.cover(h) for h in ("B1", "B2", "B3", "B5")} == {"B1": 3, "B2": 4, "B3": 3, "B5": 2}
    assert (mg.cost("C2", "B2"), mg.cost("A3", "B3"), mg.cost("C5", "B5")) == (4, 3, 2)
    assert ("V1.1", "rubble 4") in mg.why("C2", "B2")


@pytest.mark.rule("V1.1", "10.2")
def test_rubble_blocks_a_line_along_its_hexside():
    """Test scenario 2: the line A4-C4 runs exactly along the hexside of B3 and B4: clear, until
    Rubble in B3 covers its hexsides: blocked, and the attack is illegal."""
    g = setup({"axis": [("red_rifle_squad", "A4")], "allies": [("blue_infantry_squad", "C4")]}, RUBBLE)
    sq = uid(g, "A4")
    assert g.line("A4", "C4") == ("clear", 0) and fire_rules.can_hit(g, sq, "C4")
    g.state.rubble.add("B3")
    assert g.line("A4", "C4") == ("blocked", 0) and not fire_rules.can_hit(g, sq, "C4")


@pytest.mark.rule("V1.1")
def test_rubble_enclosed_by_rubble():
    """Test scenario 3: a Rubble hex with Rubble all around costs 8 MP and gives Cover 8; from a
    hex of the same level two hexes away the ring blocks the line, a neighbour sees it."""
    g = setup({"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]}, RUBBLE)
    ring = set(g.grid.neighbours("E7").values())
    g.state.rubble.update(ring | {"E7"})
    assert g.state.cover("E7") == 8 and g.movement_graph.cost("E8", "E7") == 8
    assert g.line("E9", "E7")[0] == "blocked" and g.line("E8", "E7") == ("clear", 0)


@pytest.mark.rule("V1.2", "E46")
def test_a_blaze_replaces_rubble():
    g = setup({"axis": [("red_rifle_team", "E9")], "allies": [TRIGGER]}, RUBBLE)
    g.state.rubble.add("E7")
    trigger(g, "blaze", (2, 2, None, "E7"))
    assert "E7" in g.state.blaze and "E7" not in g.state.rubble


# ----------------------------------------------------------------------------------------------
# V1.3 Rubble creation
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V1.3", "V1.3.1", "O18.2.3.2", "O18.2.3.3")
@pytest.mark.parametrize("variants", [RUBBLE, ()])
def test_a_barrage_rubbles_buildings_empty_or_not(variants):
    """Test scenario 17: the Sergeant in G4 spots E4 (range 2, hit 2 x 2; the drift brings the
    round back).  With V1 every Building of the impact area (E4 with an Allied Squad, E3, F4,
    D4 empty) gets an Impact roll; E4 rolls 3 = the Vulnerability of FP 9: Rubble, and the
    Squad is suppressed before its Defense roll (Morale 8 + Rubble Cover 2 - 1); D4 rolls 3
    too: Rubble although empty.  Without V1 only E4 is attacked and nothing is rubbled."""
    g = setup({"axis": [("red_sergeant", "G4")], "allies": [("blue_infantry_squad", "E4")]}, variants)
    plain_hand(g, "axis")
    order(g, "axis", "artillery_request")
    g.apply(Move("activate", uid(g, "G4")))
    g.apply(Move("spot", "E4"))
    testing.stack(g, "axis", (2, 2), (1, 4), (1, 2), (1, 2), (6, 5), (6, 5))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("barrage"))
    if not variants:
        assert [p["target"] for p in params(ev, "attack")] == ["E4"] and g.state.rubble == set()
        return
    assert options(g, "impact") == {Move("impact", h) for h in ("E4", "E3", "F4", "D4")}
    ev = g.apply(Move("impact", "E4"))
    squad = g.state.units[uid(g, "E4")]
    assert "E4" in g.state.rubble and squad.suppressed
    assert params(ev, "rubble") == [{"hex": "E4"}] and params(ev, "defense")[0]["morale"] == 8 + 2 - 1
    ev = g.apply(Move("impact", "D4"))
    assert g.state.rubble == {"E4", "D4"} and params(ev, "defense") == []
    while g.pending.kind == "impact":
        g.apply(g.pending.options[0])
    assert g.state.rubble == {"E4", "D4"}


@pytest.mark.rule("V1.3.1", "V1.4", "O20.2.3")
def test_a_gun_rubbles_the_building_it_hits():
    """The Infantry Gun (FP 6) in G4 hits E4 (2 x 2 > 2) and rolls 12 for its Fire Attack: the
    Building becomes Rubble and the Allied Squad there is suppressed before its Defense roll."""
    g = setup({"axis": [("red_rifle_squad", "G4", "red_field_gun")], "allies": [("blue_infantry_squad", "E4")]},
              RUBBLE)
    plain_hand(g, "axis")
    target = uid(g, "E4")
    ev = fire(g, "axis", uid(g, "G4"), "E4", [testing.unit_at(g, "G4").weapon], targeting=(2, 2), attack=(6, 6),
              defense=(1, 1))
    assert g.state.rubble == {"E4"} and g.state.units[target].suppressed
    assert params(ev, "attack")[0] == {"target": "E4", "fp": 6, "roll": 12, "total": 18}
    assert params(ev, "defense")[0]["morale"] == 8 + 2 - 1


@pytest.mark.rule("V1.3.2")
def test_hitting_the_rubble_of_a_multi_hex_building_spreads_it():
    """E4 is Rubble already and was part of the building of D4 and E3: the Gun's 12 makes it
    collapse: the Initiative holder (the Allies) places Rubble in an adjacent hex without it;
    he chooses D4, where his own Team is suppressed."""
    g = setup({"axis": [("red_rifle_squad", "G4", "red_field_gun")],
               "allies": [("blue_infantry_squad", "E4"), ("blue_infantry_team", "D4")]}, RUBBLE)
    g.state.rubble.add("E4")
    assert rubble.was_multi_hex_building(g, "E4") and not rubble.was_multi_hex_building(g, "F4")
    plain_hand(g, "axis")
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, "G4")))
    g.apply(Move("target", "E4"))
    g.apply(Move("with", testing.unit_at(g, "G4").weapon))
    testing.stack(g, "axis", (2, 2), (6, 6))
    testing.stack(g, "allies", (6, 6))
    g.apply(Move("fire"))
    assert g.pending.kind == "rubble_hex" and g.pending.player == "allies" == g.state.initiative
    assert Move("rubble", "D4") in options(g) and Move("rubble", "E4") not in options(g)
    ev = g.apply(Move("rubble", "D4"))
    assert g.state.rubble == {"E4", "D4"} and g.state.units[uid(g, "D4")].suppressed
    assert params(ev, "rubble")[0] == {"hex": "E4", "into": "D4"}


# ----------------------------------------------------------------------------------------------
# V7 Ordnance Near Misses
# ----------------------------------------------------------------------------------------------
def gun_at(g, origin: str, target: str, targeting, attack=None, defense=None) -> list:
    plain_hand(g, "axis")
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, origin, "red_rifle_squad")))
    g.apply(Move("target", target))
    g.apply(Move("with", testing.unit_at(g, origin, "red_rifle_squad").weapon))
    testing.stack(g, "axis", targeting, *([attack] if attack else []))
    if defense:
        testing.stack(g, "allies", defense)
    return g.apply(Move("fire"))


@pytest.mark.rule("V7", "O20.2.3")
def test_a_long_near_miss_hits_the_hex_beyond_friends_included():
    """Test scenario 4: a Gun in G1 fires at G7 (range 6); Targeting white 2, coloured 3: 6 is
    not more than 6, a miss; coloured higher: Long, into G8.  The Allied Squad and the Axis
    Team there are both attacked (FP 6, roll 5: 11), each owner rolling for his own."""
    g = setup({"axis": [("red_rifle_squad", "G1", "red_field_gun"), ("red_rifle_team", "G8")],
               "allies": [("blue_infantry_squad", "G7"), ("blue_infantry_squad", "G8")]}, ("V7",))
    team, enemy = uid(g, "G8", "red_rifle_team"), uid(g, "G8", "blue_infantry_squad")
    testing.stack(g, "axis", (2, 3), (2, 3), (1, 1))  # Targeting, Fire Attack, the Team's Defense
    testing.stack(g, "allies", (1, 1))
    ev = gun_at(g, "G1", "G7", (2, 3))
    assert params(ev, "near_miss") == [{"target": "G7", "hex": "G8", "result": "long"}]
    assert params(ev, "attack")[0] == {"target": "G8", "fp": 6, "roll": 5, "total": 11}
    assert {p["unit"] for p in params(ev, "defense")} == {team, enemy}
    assert g.state.units[team].broken and g.state.units[enemy].broken
    assert not g.state.units[uid(g, "G7")].broken


@pytest.mark.rule("V7")
@pytest.mark.parametrize("dice, result", [((3, 2), "short"), ((2, 2), "clean")])
def test_a_short_near_miss_into_an_empty_hex_and_a_clean_miss_attack_nothing(dice, result):
    g = setup({"axis": [("red_rifle_squad", "G1", "red_field_gun")], "allies": [("blue_infantry_squad", "G7")]},
              ("V7",))
    revealed = len(g.state.players["axis"].discard)
    ev = gun_at(g, "G1", "G7", dice)
    assert params(ev, "attack") == [] and len(g.state.players["axis"].discard) == revealed + 2  # order, Targeting
    if result == "short":
        assert params(ev, "near_miss") == [{"target": "G7", "hex": "G6", "result": "short"}]
    else:
        assert params(ev, "near_miss") == [{"target": "G7", "result": "clean"}]


@pytest.mark.rule("V7", "V1", "V1.3.1")
def test_along_a_hexside_the_initiative_holder_chooses_and_a_gun_attacks_an_empty_building():
    """The Gun in A4 fires at C4 (range 2) and misses long (1 x 2): the line runs along the
    hexside of D3 and D4: the Initiative holder (Allies) chooses D4, an empty Building: with V1
    the Gun still makes its Fire Attack roll there: 12, Rubble."""
    g = setup({"axis": [("red_rifle_squad", "A4", "red_field_gun")], "allies": [("blue_infantry_squad", "C4")]},
              ("V1", "V7"))
    gun_at(g, "A4", "C4", (1, 2), attack=(6, 6))
    assert g.pending.kind == "near_miss" and g.pending.player == "allies"
    assert options(g) == {Move("near_miss", "D3"), Move("near_miss", "D4")}
    ev = g.apply(Move("near_miss", "D4"))
    assert params(ev, "attack")[0] == {"target": "D4", "fp": 6, "roll": 12, "total": 18}
    assert g.state.rubble == {"D4"}
    assert defense.line_of_fire_neighbours(g, "A4", "C4", -1) == ["B3", "B4"]


@pytest.mark.rule("V7", "O20.2.1")
def test_a_smoke_round_that_misses_long_lays_its_smoke_beyond():
    g = setup({"axis": [("red_rifle_squad", "G1", "red_field_gun")], "allies": [("blue_infantry_squad", "G7")]},
              ("V7",))
    plain_hand(g, "axis")
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, "G1")))
    gun = testing.unit_at(g, "G1").weapon
    g.apply(Move("smoke", gun))
    testing.stack(g, "axis", (2, 3))
    g.apply(Move("smoke_at", "G7"))
    assert list(g.state.smoke) == ["G8"]


@pytest.mark.rule("V7")
def test_without_near_misses_a_miss_is_a_miss():
    g = setup({"axis": [("red_rifle_squad", "G1", "red_field_gun")],
               "allies": [("blue_infantry_squad", "G7"), ("blue_infantry_squad", "G8")]})
    ev = gun_at(g, "G1", "G7", (2, 3))
    assert params(ev, "attack") == [] and "near_miss" not in codes(ev)
    assert g.state.units[uid(g, "G8")].location != CASUALTY and not g.state.units[uid(g, "G8")].broken
