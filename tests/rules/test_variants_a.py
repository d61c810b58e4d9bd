"""Variants V5 Smoke Barrage, V6 Water Cushioning, V17 Critical Hit, V19 Panic, V20 Veteran
Commanders (shared/rules/06-variants.md; its test scenarios 9, 14, 15, 16, 20).  Exact
positions on the test scenario's village map (D7 sees B5 at range 3, clear; both Open Ground)
and on the farmland map (G8 is Marsh; D9 sees it at range 3, clear)."""

from __future__ import annotations

import pytest

from cc_desktop.rules import testing
from cc_desktop.rules.machine import Move
from cc_desktop.rules.state import CASUALTY, ON_MAP, Radio

from .helpers_variants import codes, fire, order, params, setup, uid, wid


# ----------------------------------------------------------------------------------------------
# V17 Critical Hit
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V17")
@pytest.mark.parametrize("variants, defense, result", [
    (("V17",), (1, 1), "eliminated"),  # 18 >= 2 x 9
    (("V17",), (1, 2), "broken"),  # 18 < 2 x 10: the normal result
    ((), (1, 1), "broken"),  # without V17
])
def test_an_attack_total_twice_the_defense_total_eliminates(variants, defense, result):
    """Test scenario 9: a Heavy MG with its Squad (FP 7 + 1 = 8) fires at a Militia-like
    Squad of Morale 7 in the open at B5; Fire Attack roll 10: Attack Total 18.  Defense 1+1:
    9, and 18 >= 2 x 9 eliminates it; 1+2 gives 10: 18 > 10 only breaks it."""
    g = setup({"axis": [("red_rifle_squad", "D7", "red_hmg")], "allies": [("blue_reserve_squad", "B5")]},
              variants)
    sq, hmg, target = uid(g, "D7"), wid(g, "D7"), uid(g, "B5")
    ev = fire(g, "axis", sq, "B5", [hmg, sq], attack=(4, 6), defense=defense)
    assert params(ev, "attack") == [{"target": "B5", "fp": 8, "roll": 10, "total": 18}]
    assert params(ev, "defense")[0]["total"] == 7 + sum(defense)
    u = g.state.units[target]
    if result == "eliminated":
        assert u.location == CASUALTY and "critical_hit" in codes(ev)
        assert g.state.players["allies"].casualties == [target]
    else:
        assert u.location == ON_MAP and u.broken and "critical_hit" not in codes(ev)


# ----------------------------------------------------------------------------------------------
# V19 Panic
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V19", "13")
@pytest.mark.parametrize("broken", [False, True])
def test_a_suppressed_unit_suppressed_again_panics(broken):
    """Test scenario 14: a suppressed unit ties its Fire Defense (Attack 5 + 7 = 12, Defense
    Morale 8 - 1 suppressed + roll 5 = 12).  Unbroken, it breaks and loses its Suppression
    marker; broken (Morale 6 - 1 + roll 7 = 12), it is eliminated."""
    flags = {"suppressed": True, "broken": broken}
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "B5", None, flags)]},
              ("V19",))
    sq, target = uid(g, "D7"), uid(g, "B5")
    morale = g.state.morale(g.state.units[target])
    assert morale == (6 - 1 if broken else 8 - 1)
    ev = fire(g, "axis", sq, "B5", [sq], attack=(3, 4), defense=(3, 12 - 3 - morale))
    assert params(ev, "attack")[0]["total"] == 12 and params(ev, "defense")[0]["total"] == 12
    u = g.state.units[target]
    assert params(ev, "panic") == [{"unit": target}]
    if broken:
        assert u.location == CASUALTY
    else:
        assert u.location == ON_MAP and u.broken and not u.suppressed


@pytest.mark.rule("V19")
def test_without_panic_a_second_suppression_does_nothing():
    g = setup({"axis": [("red_rifle_squad", "D7")],
               "allies": [("blue_infantry_squad", "B5", None, {"suppressed": True})]})
    sq, target = uid(g, "D7"), uid(g, "B5")
    ev = fire(g, "axis", sq, "B5", [sq], attack=(3, 4), defense=(3, 2))
    u = g.state.units[target]
    assert params(ev, "defense")[0]["total"] == 12 and not u.broken and u.suppressed and "panic" not in codes(ev)


@pytest.mark.rule("V19", "O23.2")
def test_panic_on_a_rout_roll_tie_eliminates_a_suppressed_broken_unit():
    """Ambiguity of V19: a Rout roll equal to Morale suppresses; the broken unit is already
    suppressed, so it panics: broken again, eliminated."""
    g = setup({"axis": [("red_rifle_squad", "D7")],
               "allies": [("blue_infantry_squad", "B5", None, {"suppressed": True, "broken": True})]}, ("V19",))
    target = uid(g, "B5")
    morale = g.state.morale(g.state.units[target])  # broken 6, suppressed -1
    order(g, "axis", "rout")
    g.apply(Move("rout", "allies"))
    testing.stack(g, "axis", (2, 3))
    ev = g.apply(Move("rout_roll", target))
    assert morale == 5 and g.state.units[target].location == CASUALTY and params(ev, "panic") == [{"unit": target}]


# ----------------------------------------------------------------------------------------------
# V20 Veteran Commanders
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V20", "1.1", "5.4")
def test_veteran_commanders_hold_one_card_more():
    """Test scenario 20: the Defender's hand size 4 becomes 5, the Attacker's 6 becomes 7; the
    starting hands and the refill follow it."""
    g = testing.new_game(variants=("V20",))
    axis, allies = g.state.players["axis"], g.state.players["allies"]
    assert (axis.posture, axis.hand_size, len(axis.hand)) == ("attacker", 7, 7)
    assert (allies.posture, allies.hand_size, len(allies.hand)) == ("defender", 5, 5)
    plain = testing.new_game()
    assert (plain.state.players["axis"].hand_size, plain.state.players["allies"].hand_size) == (6, 4)
    g.apply(Move("pass"))
    while g.pending.kind == "discard":
        g.apply(g.pending.options[0])  # discard cards until the limit
    while g.pending.player == "axis" and g.pending.kind != "turn":
        g.apply(g.pending.options[0])
    assert len(axis.hand) == 7


# ----------------------------------------------------------------------------------------------
# V5 Smoke Barrage
# ----------------------------------------------------------------------------------------------
def fire_for_effect(g, spotter: str, sr: str, rounds: str, accuracy, drift) -> list:
    order(g, "axis", "artillery_request")
    g.apply(Move("activate", spotter))
    g.apply(Move("spot", sr))
    testing.stack(g, "axis", accuracy, drift)
    return g.apply(Move(rounds))


@pytest.mark.rule("V5", "O18.2.3.1", "O18.1")
@pytest.mark.parametrize("variants", [("V5",), ()])
def test_a_smoke_barrage_breaks_the_radio(variants):
    """Test scenario 16: the Sergeant in D7 spots B5 (range 3): Accuracy 2 x 2 = 4 hits, the
    drift card (white 1 N, coloured 4 S) brings the round back to B5.  Seven Smoke markers are
    placed around B5; with V5 the Radio then breaks, so the next Artillery Request can only be
    Battery Access (it activates nobody)."""
    g = setup({"axis": [("red_sergeant", "D7")], "allies": [("blue_infantry_squad", "A1")]}, variants)
    radio = g.state.players["axis"].radio
    ev = fire_for_effect(g, uid(g, "D7"), "B5", "smoke", (2, 2), (1, 4))
    area = {"B5", *g.grid.neighbours("B5").values()}
    assert set(g.state.smoke) == area and len(area) == 7
    assert radio.broken == bool(variants)
    assert params(ev, "radio") == ([{"player": "axis"}] if variants else [])
    if variants:
        order(g, "axis", "artillery_request")  # Battery Access: no Spotter is asked for
        assert not radio.broken and g.pending.kind == "turn"


@pytest.mark.rule("V5")
def test_a_smoke_barrage_that_drifts_off_the_map_leaves_the_radio_whole():
    """Ambiguity of V5: no Smoke placed (the round left the map), the Radio is not broken.
    The Sergeant in B8 spots A8 and misses (1 x 1); the drift goes 6 hexes NW: off the map."""
    g = setup({"axis": [("red_sergeant", "B8")], "allies": [("blue_infantry_squad", "O1")]}, ("V5",))
    fire_for_effect(g, uid(g, "B8"), "A8", "smoke", (1, 1), (6, 6))
    assert g.state.smoke == {} and not g.state.players["axis"].radio.broken


# ----------------------------------------------------------------------------------------------
# V6 Water Cushioning
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V6", "O20.2.3", "T89")
@pytest.mark.parametrize("variants", [("V6",), ()])
def test_an_ordnance_attack_on_marsh_is_cushioned(variants):
    """A German Light Mortar (FP 3, Ordnance) in D9 fires at an American Squad in the Marsh G8
    (range 3): Targeting 2 x 2 = 4 > 3 hits; Fire Attack roll 7: 3 + 7 = 10, with V6 8."""
    g = setup({"axis": [("ger_rifle_squad", "D9", "ger_light_mortar")], "allies": [("us_rifle_squad", "G8")]},
              variants, scenario="farmland-patrols-1945")
    sq, mortar = uid(g, "D9"), wid(g, "D9")
    ev = fire(g, "axis", sq, "G8", [mortar], targeting=(2, 2), attack=(3, 4), defense=(6, 6))
    assert params(ev, "targeting")[0]["result"] == "hit"
    assert params(ev, "attack")[0] == {"target": "G8", "fp": 3, "roll": 7, "total": 10}
    total = 8 if variants else 10
    assert params(ev, "defense")[0]["attack"] == total
    assert [p["total"] for p in params(ev, "attack")[1:]] == ([8] if variants else [])


@pytest.mark.rule("V6", "O18.2.3.2")
def test_an_artillery_impact_is_cushioned_only_in_the_water_hexes():
    """Test scenario 15 (derived): a Radio of FP 10, Impact roll 7, against units in a Marsh:
    17 - 2 = 15.  The Open Ground hex of the same impact area keeps 17."""
    g = setup({"axis": [("ger_leutnant", "D9")],
               "allies": [("us_rifle_squad", "G8"), ("us_rifle_squad", "F8")]}, ("V6",),
              scenario="farmland-patrols-1945")
    g.state.players["axis"].radio = Radio("axis", 10, "ger_battery_light")
    testing.touch(g)
    order(g, "axis", "artillery_request")
    g.apply(Move("activate", uid(g, "D9")))
    g.apply(Move("spot", "G8"))
    testing.stack(g, "axis", (2, 2), (1, 4), (3, 4), (3, 4))  # accuracy 4 > 3 hits; back to G8
    testing.stack(g, "allies", (6, 6), (6, 6))
    ev = g.apply(Move("barrage"))
    ev += g.apply(Move("impact", "G8"))
    attacks = params(ev, "attack")
    assert attacks[:2] == [{"target": "G8", "fp": 10, "roll": 7, "total": 17}, {"hex": "G8", "total": 15}]
    assert params(ev, "defense")[0]["attack"] == 15
    assert attacks[2] == {"target": "F8", "fp": 10, "roll": 7, "total": 17}
    assert params(ev, "defense")[1]["attack"] == 17
