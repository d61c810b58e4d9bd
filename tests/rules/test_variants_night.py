"""Variants V2 Standardized Night Rules, V3 Starshells, V4 Off-Map Drift of SRs
(shared/rules/06-variants.md; its test scenarios 11 and 12).  Exact positions on the test
scenario's village map: D7 sees C5 at range 3 through the Orchard D5 (Hindrance 2) and B5 at
range 3 (clear); E7-E8 Open Ground, E5-F5-G5 along the Road, D7-C8 into Brush (2 MP)."""

from __future__ import annotations

import pytest

from cc_desktop.rules import fire as fire_rules
from cc_desktop.rules import testing
from cc_desktop.rules.machine import Move
from cc_desktop.rules.state import Radio

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

NIGHT = ("V2",)
STARSHELLS = ("V2", "V3")


# ----------------------------------------------------------------------------------------------
# V2.3 Night visibility, V3.2 Starshell light
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V2.3", "V3.2", "10.3", "O20.3.2")
@pytest.mark.parametrize("starshell, fp", [(None, 2), ("C3", 3), ("C2", 2)])
def test_the_night_hindrance_is_the_range_unless_the_target_is_lit(starshell, fp):
    """Test scenario 11: a Squad of FP 5 fires at range 3 through a Hindrance of 2: at night the
    Hindrance is max(3, 2) = 3, FP 2.  A Starshell 2 hexes from the target (C3) lights it:
    Hindrance 2, FP 3; one 3 hexes away (C2) does not (ambiguity: the radius is 2)."""
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "C5")]}, STARSHELLS)
    if starshell:
        g.state.starshells.append(starshell)
        assert g.grid.distance(starshell, "C5") == {"C3": 2, "C2": 3}[starshell]
    assert fire_rules.line(g, "D7", "C5") == ("hindered", 5 - fp)
    plain_hand(g, "axis")
    sq = uid(g, "D7")
    ev = fire(g, "axis", sq, "C5", [sq], attack=(1, 1), defense=(6, 6))
    assert params(ev, "attack")[0]["fp"] == fp


@pytest.mark.rule("V2.3")
def test_a_clear_line_at_night_is_hindered_by_its_range_and_a_group_takes_the_largest():
    """D7 (range 2) and E7 (range 3) see B6 clearly by day; at night their lines are hindered
    2 and 3, and a Fire Group of both takes the largest, 3 (ambiguity: as hindrances in O20.3)."""
    g = setup({"axis": [("red_rifle_squad", "D7"), ("red_rifle_squad", "E7")],
               "allies": [("blue_infantry_squad", "B6")]}, NIGHT)
    assert g.line("D7", "B6") == ("clear", 0) and fire_rules.line(g, "D7", "B6") == ("hindered", 2)
    assert g.line("E7", "B6") == ("clear", 0) and fire_rules.line(g, "E7", "B6") == ("hindered", 3)
    assert fire_rules.group_hindrance(g, [uid(g, "D7"), uid(g, "E7")], "B6") == 3
    assert fire_rules.group_fp(g, [uid(g, "D7"), uid(g, "E7")], "B6") == 5 + 1 - 3
    assert fire_rules.line(g, "D7", "D7") == ("clear", 0)
    day = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "B6")]})
    assert fire_rules.line(day, "D7", "B6") == ("clear", 0)


@pytest.mark.rule("V2.3", "O20.2.3")
def test_the_night_hindrance_lowers_a_targeting_roll():
    """A Light Mortar in D7 at B5 (range 3, clear by day): at night Targeting needs more than
    3 + 3: 2 x 3 = 6 misses (by day it would hit)."""
    g = setup({"axis": [("red_rifle_team", "D7", "red_light_mortar")], "allies": [("blue_infantry_squad", "B5")]},
              NIGHT)
    plain_hand(g, "axis")
    team = uid(g, "D7")
    ev = fire(g, "axis", team, "B5", [g.state.units[team].weapon], targeting=(2, 3))
    t = params(ev, "targeting")[0]
    assert (t["product"], t["hindrance"], t["range"], t["result"]) == (6, 3, 3, "miss")


# ----------------------------------------------------------------------------------------------
# V2.1 Night command and control
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V2.1", "O15", "5.4")
def test_a_pass_at_night_discards_the_whole_hand():
    """Test scenario 12: the Axis (hand 6) gives no Order: all 6 cards are discarded at once,
    then the hand is drawn back to 6 at the end of the Turn."""
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "A1")]}, NIGHT)
    axis = g.state.players["axis"]
    hand = sorted(axis.hand)
    ev = g.apply(Move("pass"))
    assert [p["card"] for p in params(ev, "card_discarded")] == hand
    assert axis.discard[-6:] == hand and len(axis.hand) == 6 and not set(hand) & set(axis.hand)
    assert g.pending.player == "allies"


# ----------------------------------------------------------------------------------------------
# V2.2 Night movement
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V2.2", "T78.2", "T93")
def test_terrain_types_cost_one_more_at_night_features_do_not():
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "A1")]}, NIGHT)
    day = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "A1")]})
    night, light = g.movement_graph, day.movement_graph
    assert (light.cost("E7", "E8"), night.cost("E7", "E8")) == (1, 2)  # Open Ground
    assert (light.cost("D7", "C8"), night.cost("D7", "C8")) == (2, 3)  # Brush
    assert (light.cost("E5", "F5"), night.cost("E5", "F5")) == (1, 1)  # along the Road
    assert ("V2.2", "night +1") in night.why("E7", "E8")


# ----------------------------------------------------------------------------------------------
# V2.4 Radios at night, V2.5 Aircraft at night
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V2.4", "O18.1")
def test_no_fire_for_effect_at_night_only_battery_access():
    g = setup({"axis": [("red_sergeant", "D7")], "allies": [("blue_infantry_squad", "B5")]}, NIGHT)
    radio = g.state.players["axis"].radio
    card = testing.hand(g, "axis", "artillery_request")[0]
    assert not radio.broken and Move("order", card, "artillery_request") not in options(g)
    radio.broken = True
    testing.touch(g)
    g.apply(Move("order", card, "artillery_request"))
    assert not radio.broken and g.pending.kind == "turn"  # repaired, nobody activated


@pytest.mark.rule("V2.5", "E43")
def test_air_support_does_nothing_at_night():
    g = setup({"axis": [("red_rifle_team", "E8")], "allies": [TRIGGER, ("blue_infantry_squad", "E7")]}, NIGHT)
    revealed = len(g.state.players["axis"].discard)
    ev = trigger(g, "air_support", (2, 2, None, "E7"))
    assert params(ev, "event")[-1] == {"event": "air_support"} and "event_no_effect" in codes(ev)
    assert g.pending.kind == "turn" and not any(u.broken for u in g.state.units_in("E7"))
    assert len(g.state.players["axis"].discard) == revealed + 3  # the Rout card, the roll, the Event: no random hex


# ----------------------------------------------------------------------------------------------
# V3 Starshells
# ----------------------------------------------------------------------------------------------
def starshell(g, spotter: str, sr: str, accuracy, drift) -> list:
    order(g, "axis", "artillery_request")
    if g.pending.kind == "night_request":
        g.apply(Move("starshell"))
    g.apply(Move("activate", spotter))
    testing.stack(g, "axis", accuracy, drift)
    return g.apply(Move("spot", sr))


@pytest.mark.rule("V3", "V3.1", "V3.2", "V2.3")
def test_a_leader_fires_a_starshell_without_a_radio():
    """The Axis has no Radio.  The Sergeant in D7 places the Spotting Round in B5 (range 3;
    Night Hindrance 3: Accuracy needs more than 6): 3 x 3 = 9 hits; the drift card (white 1 N,
    coloured 4 S) brings it back to B5: the Starshell lights B5 and the hexes within 2."""
    g = setup({"axis": [("red_sergeant", "D7")], "allies": [("blue_infantry_squad", "B5")]}, STARSHELLS)
    g.state.players["axis"].radio = None
    testing.touch(g)
    ev = starshell(g, uid(g, "D7"), "B5", (3, 3), (1, 4))
    t = params(ev, "targeting")[0]
    assert (t["product"], t["hindrance"], t["range"], t["result"]) == (9, 3, 3, "hit")
    assert g.state.starshells == ["B5"] and params(ev, "starshell")[0]["hex"] == "B5"
    assert g.state.activated_units == {uid(g, "D7")} and g.pending.kind == "turn"
    assert fire_rules.illuminated(g, "C5") and not fire_rules.illuminated(g, "F5")
    assert fire_rules.line(g, "D7", "B5") == ("clear", 0)  # the target is lit: no Night Hindrance


@pytest.mark.rule("V3.1", "O18.2.2.3")
def test_a_starshell_that_drifts_off_the_map_is_lost():
    g = setup({"axis": [("red_sergeant", "B8")], "allies": [("blue_infantry_squad", "O1")]}, STARSHELLS)
    ev = starshell(g, uid(g, "B8"), "A8", (1, 1), (6, 6))
    assert g.state.starshells == [] and "starshell_off_map" in codes(ev)


@pytest.mark.rule("V3.1", "V2.4")
def test_with_a_broken_radio_the_player_chooses_battery_access_or_a_starshell():
    g = setup({"axis": [("red_sergeant", "D7")], "allies": [("blue_infantry_squad", "B5")]}, STARSHELLS)
    radio = g.state.players["axis"].radio
    radio.broken = True
    testing.touch(g)
    order(g, "axis", "artillery_request")
    assert g.pending.kind == "night_request" and options(g) == {Move("battery_access"), Move("starshell")}
    g.apply(Move("battery_access"))
    assert not radio.broken and g.state.starshells == []


@pytest.mark.rule("V3.1")
def test_at_most_four_starshells():
    g = setup({"axis": [("red_sergeant", "D7")], "allies": [("blue_infantry_squad", "B5")]}, STARSHELLS)
    g.state.players["axis"].radio = None
    g.state.starshells.extend(["A1", "B1", "C1", "D1"])
    testing.touch(g)
    card = testing.hand(g, "axis", "artillery_request")[0]
    assert Move("order", card, "artillery_request") not in options(g)


@pytest.mark.rule("V3.3", "E48")
def test_a_breeze_blows_every_starshell_away():
    g = setup({"axis": [("red_rifle_team", "E7")], "allies": [TRIGGER]}, STARSHELLS)
    g.state.starshells.extend(["B5", "K3"])
    ev = trigger(g, "breeze", wind=3)
    assert g.state.starshells == [] and [p["hex"] for p in params(ev, "starshell")] == ["B5", "K3"]


@pytest.mark.rule("V3.3", "O17")
def test_artillery_denied_removes_a_starshell_or_denies_the_radio():
    """No enemy Radio: Artillery Denied can still remove a Starshell (either side's); with an
    enemy Radio the player chooses."""
    g = setup({"axis": [("red_rifle_team", "E7")], "allies": [("blue_infantry_squad", "A1")]}, STARSHELLS)
    st = g.state
    st.starshells.extend(["B5", "K3"])
    testing.touch(g)
    order(g, "axis", "artillery_denied")
    assert options(g) == {Move("remove_starshell", "B5"), Move("remove_starshell", "K3")}
    g.apply(Move("remove_starshell", "K3"))
    assert st.starshells == ["B5"] and g.pending.kind == "turn"
    st.players["allies"].radio = Radio("allies", 10, "blue_battery_field")
    testing.touch(g)
    order(g, "axis", "artillery_denied")
    assert options(g) == {Move("deny_radio"), Move("remove_starshell", "B5")}
    g.apply(Move("deny_radio"))
    assert st.players["allies"].radio.broken and st.starshells == ["B5"]


@pytest.mark.rule("V3.3", "6.1.2")
def test_time_removes_a_starshell_instead_of_a_smoke_marker():
    """Step 4 of a Time Advance: the player who caused it removes one Smoke marker or, instead,
    one Starshell."""
    g = setup({"axis": [("red_rifle_team", "E7")], "allies": [("blue_infantry_squad", "A1")]}, STARSHELLS)
    st = g.state
    st.starshells.append("B5")
    st.smoke["C4"] = 2
    axis = st.players["axis"]
    axis.draw[:] = axis.draw[-1:]  # one card left: the next draw advances Time
    axis.discard.extend(c for c in range(1, 73) if c not in axis.draw and c not in axis.hand
                        and c not in axis.discard)
    testing.touch(g)
    g.apply(Move("pass"))
    while g.pending.kind != "remove_smoke":
        g.apply(g.pending.options[0])
    assert options(g) == {Move("remove_smoke", "C4"), Move("remove_starshell", "B5")}
    g.apply(Move("remove_starshell", "B5"))
    assert st.starshells == [] and st.smoke == {"C4": 2}


# ----------------------------------------------------------------------------------------------
# V4 Off-Map Drift of SRs
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V4", "O18.2.2", "O18.2.3.1")
def test_a_spotting_round_on_the_border_strikes_the_hexes_of_the_map_next_to_it():
    """The Sergeant in B8 spots A8 and hits (2 x 2 > 1); the drift goes SW (off the map, onto
    the border) then N (still the border): the Smoke barrage falls on the map hexes next to
    that border hex (A7, A8), not on the border."""
    for variants in (("V4",), ()):
        g = setup({"axis": [("red_sergeant", "B8")], "allies": [("blue_infantry_squad", "O1")]}, variants)
        order(g, "axis", "artillery_request")
        g.apply(Move("activate", uid(g, "B8")))
        g.apply(Move("spot", "A8"))
        testing.stack(g, "axis", (2, 2), (5, 1))
        ev = g.apply(Move("smoke"))
        if variants:
            assert set(g.state.smoke) == {"A7", "A8"} and params(ev, "artillery")[-1]["hexes"] == ("A7", "A8")
        else:
            assert g.state.smoke == {} and "barrage_off_map" in codes(ev)


@pytest.mark.rule("V4", "V3.1")
def test_a_starshell_from_the_border_lands_next_to_it():
    g = setup({"axis": [("red_sergeant", "B8")], "allies": [("blue_infantry_squad", "O1")]}, ("V2", "V3", "V4"))
    ev = starshell(g, uid(g, "B8"), "A8", (2, 2), (5, 1))
    assert g.pending.kind == "starshell_hex" and options(g) == {Move("starshell", "A7"), Move("starshell", "A8")}
    g.apply(Move("starshell", "A7"))
    assert g.state.starshells == ["A7"] and "starshell_off_map" not in codes(ev)


@pytest.mark.rule("V4")
def test_beyond_the_border_ring_the_round_is_lost():
    g = setup({"axis": [("red_sergeant", "B8")], "allies": [("blue_infantry_squad", "O1")]}, ("V4",))
    mg = g.movement_graph
    assert mg.drift_over_border("A8", 5, 1, hit=True) == (None, ("A7", "A8"))
    assert mg.drift_over_border("A8", 5, 3, hit=False) == (None, ())  # three hexes out
    assert mg.drift_over_border("A8", 5, 2, hit=True) == ("A8", ())  # out and back in
