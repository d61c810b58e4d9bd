"""Variant V8 Mortar Spotting (shared/rules/06-variants.md).  Exact positions on the test
scenario's village map: the Lieutenant in D7 sees B5 (range 3, clear); G4 does not see B5
(range 5), and is 5 hexes from D7, out of his Command radius (2)."""

from __future__ import annotations

import copy

import pytest

from cc_desktop.content import parse_scenario
from cc_desktop.content.loader import load_scenario
from cc_desktop.rules import Game, testing
from cc_desktop.rules import fire as fire_rules
from cc_desktop.rules.machine import Move

from .helpers_variants import options, order, params, plain_hand, setup, uid

SPOTTING = ("V8",)


def spotter_position(variants=SPOTTING, spotter=True):
    g = setup({"axis": [("red_lieutenant", "D7"), ("red_rifle_team", "G4", "red_light_mortar")],
               "allies": [("blue_infantry_squad", "B5")]}, variants)
    if spotter:
        g.state.mortar_spotters["axis"] = uid(g, "D7")
    plain_hand(g, "axis")
    return g


@pytest.mark.rule("V8", "V8.2", "V8.3", "O20.2.3")
def test_the_spotter_activates_a_distant_mortar_that_fires_by_his_eyes():
    """The Mortar Spotter in D7 is activated to Fire; he activates the Mortar Team in G4 (out
    of his Command radius; it does not see B5); the Mortar fires at B5, which the Spotter sees:
    the range is counted from the Mortar (5), the Hindrance is that of his LOS (0):
    Targeting 2 x 3 = 6 > 5 hits."""
    g = spotter_position()
    lt, team = uid(g, "D7"), uid(g, "G4")
    mortar = g.state.units[team].weapon
    assert g.line("G4", "B5")[0] == "blocked" and g.line("D7", "B5") == ("clear", 0)
    order(g, "axis", "fire")
    assert Move("activate", lt) in options(g)
    g.apply(Move("activate", lt))
    assert g.pending.kind == "add" and options(g) == {Move("done")}  # nobody in his Command radius
    g.apply(Move("done"))
    assert g.pending.kind == "spot_mortars" and options(g) == {Move("add", team)}
    ev = g.apply(Move("add", team))
    assert g.state.spotting == {mortar: lt} and team in g.state.activated_units
    assert params(ev, "mortar_spotter") == [{"unit": team, "spotter": lt}]
    assert Move("target", "B5") in options(g)
    g.apply(Move("target", "B5"))
    g.apply(Move("with", mortar))
    testing.stack(g, "axis", (2, 3), (1, 1))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    t = params(ev, "targeting")[0]
    assert (t["product"], t["hindrance"], t["range"], t["result"]) == (6, 0, 5, "hit")
    g.apply(Move("done"))
    assert g.state.spotting == {}  # for that Order only


@pytest.mark.rule("V8.2")
@pytest.mark.parametrize("case", ["no variant", "not named", "broken", "suppressed"])
def test_only_an_unbroken_unsuppressed_named_spotter_activates_mortars(case):
    g = spotter_position(() if case == "no variant" else SPOTTING, spotter=case != "not named")
    lt = g.state.units[uid(g, "D7")]
    if case in ("broken", "suppressed"):
        setattr(lt, case, True)
        testing.touch(g)
    card = testing.hand(g, "axis", "fire")[0]
    assert fire_rules.mortars_to_spot(g, lt) == []
    # nobody else can fire at B5: no Fire Order
    assert Move("order", card, "fire") not in options(g)


@pytest.mark.rule("V8.2")
def test_a_mortar_out_of_range_of_everything_the_spotter_sees_is_not_activated():
    """The Spotter's only enemy is B5; the Light Mortar (Range 12) in O10 is 13 hexes from it."""
    g = setup({"axis": [("red_lieutenant", "D7"), ("red_rifle_team", "O10", "red_light_mortar")],
               "allies": [("blue_infantry_squad", "B5")]}, SPOTTING)
    g.state.mortar_spotters["axis"] = uid(g, "D7")
    assert g.grid.distance("O10", "B5") > 12
    assert fire_rules.mortars_to_spot(g, g.state.units[uid(g, "D7")]) == []


@pytest.mark.rule("V8.1")
def test_a_mortar_spotter_is_named_at_set_up():
    """An Allied force with a Medium Mortar may name a Leader its Mortar Spotter once its units
    are set up; the Axis with one Light Mortar may not (it needs three)."""
    doc = copy.deepcopy(load_scenario("test-skirmish").document)
    doc["sides"]["allies"]["units"].append({"unit": "blue_infantry_team", "weapon": "blue_medium_mortar"})
    sc, problems = parse_scenario(doc, "v8.json")
    assert problems == []
    g = Game.new(sc, seed=3, variants={"V8"}, prefs={"axis": (), "allies": ()})
    while g.pending.kind == "setup" and "left" in g.pending.about:  # the units (5), until Done
        g.apply(g.pending.options[0])
    assert g.pending.kind == "mortar_spotter" and g.pending.player == "allies"
    leaders = sorted(u.id for u in g.state.units.values() if u.side == "allies" and u.is_leader)
    assert options(g) == {Move("decline")} | {Move("spotter", lt) for lt in leaders}
    g.apply(Move("spotter", leaders[0]))
    assert g.state.mortar_spotters == {"allies": leaders[0]}
    while g.pending.kind == "setup":
        g.apply(g.pending.options[0])
    assert g.pending.kind == "turn" and g.state.variant_setup == ["V8 allies", "V8 axis"]
    assert "axis" not in g.state.mortar_spotters
    again = Game.from_position(None, g.position())
    assert again.state.mortar_spotters == {"allies": leaders[0]}
