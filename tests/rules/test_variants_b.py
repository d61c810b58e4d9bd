"""Variants V12 Restricted Leader Portage, V13 Rate of Fire, V14 Point Blank Fire, V18 Enfilade
(shared/rules/06-variants.md; its test scenarios 13, 18, 19).  Exact positions on the test
scenario's village map: D7 sees B6 (range 2) and E8; C7 is next to B6 and D7; all Open Ground."""

from __future__ import annotations

import copy

import pytest

from cc_desktop.content import parse_scenario
from cc_desktop.content.loader import load_scenario
from cc_desktop.rules import Game, testing
from cc_desktop.rules.machine import Move

from .helpers_variants import (
    codes,
    fire,
    options,
    order,
    params,
    plain_hand,
    refused,
    setup,
    uid,
    wid,
)


# ----------------------------------------------------------------------------------------------
# V18 Enfilade
# ----------------------------------------------------------------------------------------------
def enfilade_position(variants=("V18",), initiative="axis"):
    """Test scenario 13: a Squad of FP 6 and one of FP 4 in D7, a Team of FP 3 in C7 (next to
    it); their Lieutenant in E7 (Command 2, not in their hexes: no Command bonus)."""
    g = setup({"axis": [("red_lieutenant", "E7"), ("red_assault_squad", "D7"), ("red_militia_squad", "D7"),
                        ("red_assault_team", "C7")],
               "allies": [("blue_infantry_squad", "B6")]}, variants)
    g.state.initiative = initiative
    plain_hand(g, "axis")
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, "E7")))
    for u in (uid(g, "D7", "red_assault_squad"), uid(g, "D7", "red_militia_squad"), uid(g, "C7")):
        g.apply(Move("add", u))
    g.apply(Move("done"))
    g.apply(Move("target", "B6"))
    return g


@pytest.mark.rule("V18", "O20.3.1", "9")
def test_enfilade_adds_one_fp_per_extra_hex_and_gives_up_the_initiative():
    """Group FP 6 + 2 = 8; the group fires from two hexes: Enfilade +1 = 9, and the Initiative
    card passes to the opponent before the roll (Attack roll 2 + 2)."""
    g = enfilade_position()
    squad6, squad4, team = uid(g, "D7", "red_assault_squad"), uid(g, "D7", "red_militia_squad"), uid(g, "C7")
    g.apply(Move("with", squad6))
    g.apply(Move("with", squad4))
    assert Move("enfilade") not in options(g)  # one hex so far
    g.apply(Move("with", team))
    assert Move("enfilade") in options(g)
    ev = g.apply(Move("enfilade"))
    assert g.state.initiative == "allies" and params(ev, "initiative") == [{"player": "axis", "opponent": "allies"}]
    assert Move("enfilade") not in options(g)  # once
    testing.stack(g, "axis", (2, 2))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    assert params(ev, "attack")[0] == {"target": "B6", "fp": 9, "roll": 4, "total": 13}


@pytest.mark.rule("V18")
@pytest.mark.parametrize("variants, initiative", [(("V18",), "allies"), ((), "axis")])
def test_no_enfilade_without_the_initiative_card_or_the_variant(variants, initiative):
    g = enfilade_position(variants, initiative)
    for p in (uid(g, "D7", "red_assault_squad"), uid(g, "D7", "red_militia_squad"), uid(g, "C7")):
        g.apply(Move("with", p))
    assert Move("enfilade") not in options(g)
    testing.stack(g, "axis", (2, 2))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    assert params(ev, "attack")[0]["fp"] == 8 and g.state.initiative == initiative


# ----------------------------------------------------------------------------------------------
# V14 Point Blank Fire
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V14", "O20.3.3")
def test_point_blank_discards_cards_at_random_for_two_each():
    """Test scenario 19: a Squad of FP 6 in C7 fires at the adjacent B6 and discards 2 random
    cards; Fire Attack roll 7: 6 + 7 + 4 = 17."""
    g = setup({"axis": [("red_assault_squad", "C7")], "allies": [("blue_infantry_squad", "B6")]}, ("V14",))
    plain_hand(g, "axis")
    sq = uid(g, "C7")
    order(g, "axis", "fire")
    g.apply(Move("activate", sq))
    g.apply(Move("target", "B6"))
    g.apply(Move("with", sq))
    testing.stack(g, "axis", (3, 4))
    testing.stack(g, "allies", (6, 6))
    g.apply(Move("fire"))
    player = g.state.players["axis"]
    hand = sorted(player.hand)
    assert g.pending.kind == "point_blank" and len(hand) == 5
    assert options(g) == {Move("decline")} | {Move("point_blank", n) for n in range(1, 6)}
    discard_before = len(player.discard)
    ev = g.apply(Move("point_blank", 2))
    gone = [p["card"] for p in params(ev, "card_discarded")]
    assert len(gone) == 2 and set(gone) <= set(hand) and sorted(player.hand) == sorted(set(hand) - set(gone))
    assert player.discard[discard_before:discard_before + 2] == gone
    assert params(ev, "attack")[:2] == [{"target": "B6", "fp": 6, "roll": 7, "total": 13}, {"cards": 2, "total": 17}]
    assert params(ev, "defense")[0]["attack"] == 17
    assert not g.can_undo() or g.barriers[-1] is False  # the random pick is a barrier for Undo
    assert g.barriers[-1]


@pytest.mark.rule("V14")
def test_no_point_blank_when_a_firing_piece_is_not_adjacent():
    """The Squad in C7 is next to B6, the one in D7 is not: their Fire Group is not at point
    blank range (ambiguity of V14: every firing piece adjacent)."""
    g = setup({"axis": [("red_sergeant", "C7"), ("red_assault_squad", "C7"), ("red_rifle_squad", "D7")],
               "allies": [("blue_infantry_squad", "B6")]}, ("V14",))
    plain_hand(g, "axis")
    squads = [uid(g, "C7", "red_assault_squad"), uid(g, "D7")]
    ev = fire(g, "axis", uid(g, "C7", "red_sergeant"), "B6", squads, attack=(3, 4), defense=(6, 6), add=squads)
    assert "point_blank" not in codes(ev) and params(ev, "attack")[0]["total"] == 6 + 1 + 1 + 7


# ----------------------------------------------------------------------------------------------
# V13 Rate of Fire
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V13", "O14.1")
@pytest.mark.parametrize("variants", [("V13",), ()])
def test_a_machine_gun_squad_that_fired_may_fire_again_in_the_turn(variants):
    """Test scenario 18: a Squad with an unbroken Light MG fires by a Fire Order, then a second
    Fire Order may activate it again (and it fires with its MG and itself); a Squad without an
    MG that fired, and one with an MG that moved, may not."""
    g = setup({"axis": [("red_rifle_squad", "D7", "red_lmg"), ("red_rifle_squad", "C7"),
                        ("red_rifle_squad", "E7", "red_lmg")],
               "allies": [("blue_infantry_squad", "B6")]}, variants)
    plain_hand(g, "axis")
    mg, plain, mover = uid(g, "D7"), uid(g, "C7"), uid(g, "E7")
    fire(g, "axis", mg, "B6", [wid(g, "D7"), mg], attack=(1, 1), defense=(6, 6))
    g.apply(Move("done"))
    fire(g, "axis", plain, "B6", [plain], attack=(1, 1), defense=(6, 6))
    g.apply(Move("done"))
    order(g, "axis", "move")
    g.apply(Move("activate", mover))
    g.apply(Move("mover", mover))
    g.apply(Move("enter", mover, "E8"))
    g.apply(Move("stop", mover))
    assert g.pending.kind == "turn"
    card = testing.hand(g, "axis", "fire")[0]
    g.state.players["axis"].orders = 5
    fire_order = Move("order", card, "fire")
    if not variants:
        assert fire_order not in options(g)  # nobody fresh can fire
        return
    assert g.state.fire_only == {mg, plain}
    g.apply(fire_order)
    assert options(g) == {Move("activate", mg)}  # not the Squad without MG, not the mover
    assert refused(g, Move("activate", mover)).code == "unit_already_activated"
    g.apply(Move("activate", mg))
    g.apply(Move("target", "B6"))
    assert options(g, "with") == {Move("with", mg), Move("with", wid(g, "D7"))}


@pytest.mark.rule("V13", "A33.3")
@pytest.mark.parametrize("variants", [("V13",), ()])
def test_a_machine_gun_squad_may_op_fire_again_in_the_turn(variants):
    """The Allied Squad with a Medium MG in D7 Op Fires at a Redland Squad entering F8 in a
    first Move Order; in a second Move Order of the same Turn another Squad enters F9: with V13
    a Fire card may activate the MG Squad again, without it nobody may Op Fire."""
    g = setup({"axis": [("red_rifle_squad", "G8"), ("red_rifle_squad", "G9")],
               "allies": [("blue_infantry_squad", "D7", "blue_mmg")]}, variants,
              prefs={"axis": (), "allies": ("op_fire",)})
    plain_hand(g, "axis")
    c1, c2 = testing.hand(g, "allies", "fire", "fire")
    mg = uid(g, "D7")
    first, second = uid(g, "G8"), uid(g, "G9")
    order(g, "axis", "move")
    g.apply(Move("activate", first))
    g.apply(Move("mover", first))
    g.apply(Move("enter", first, "F8"))
    assert g.pending.kind == "react" and Move("action", c1, "fire") in options(g)
    g.apply(Move("action", c1, "fire"))
    g.apply(Move("activate", mg))
    g.apply(Move("with", mg))
    g.apply(Move("with", wid(g, "D7")))
    testing.stack(g, "allies", (1, 1))
    testing.stack(g, "axis", (6, 6))
    g.apply(Move("fire"))
    assert g.state.op_fire_used == {mg}
    g.apply(Move("stop", first))
    order(g, "axis", "move")
    g.apply(Move("activate", second))
    g.apply(Move("mover", second))
    g.apply(Move("enter", second, "F9"))  # D7 sees F9 (range 3, Hindrance 1)
    if variants:
        assert g.pending.kind == "react" and options(g) == {Move("decline"), Move("action", c2, "fire")}
        g.apply(Move("action", c2, "fire"))
        assert options(g) == {Move("activate", mg)}
    else:  # A33.3: the window (public: the MG could hit F9) offers nothing but declining
        assert g.pending.kind == "react" and options(g) == {Move("decline")}


# ----------------------------------------------------------------------------------------------
# V12 Restricted Leader Portage
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V12", "O21.1.1", "11.1")
@pytest.mark.parametrize("variants", [("V12",), ()])
def test_a_leader_may_not_take_a_weapon_with_a_negative_movement_modifier(variants):
    """A Squad carrying a Medium MG (Movement -1) and one carrying a Light MG (0) move with a
    Sergeant in D7: with V12 only the Light MG may be handed to him."""
    g = setup({"axis": [("red_sergeant", "D7"), ("red_rifle_squad", "D7", "red_mmg"),
                        ("red_rifle_squad", "D7", "red_lmg")],
               "allies": [("blue_infantry_squad", "A1")]}, variants)
    plain_hand(g, "axis")
    sgt = uid(g, "D7", "red_sergeant")
    squads = [u for u in g.state.units_in("D7") if not u.is_leader]
    mmg = next(u.weapon for u in squads if "mmg" in u.weapon)
    lmg = next(u.weapon for u in squads if "lmg" in u.weapon)
    order(g, "axis", "move")
    g.apply(Move("activate", sgt))
    for u in squads:
        g.apply(Move("add", u.id))
    g.apply(Move("done"))
    g.apply(Move("group", "D7"))
    transfers = {m.args for m in options(g, "transfer")}
    assert (lmg, sgt) in transfers
    assert ((mmg, sgt) in transfers) == (not variants)


@pytest.mark.rule("V12")
def test_at_set_up_a_leader_hands_a_heavy_weapon_to_a_squad():
    """A scenario gives its Lieutenant a Medium MG: with V12 the first Squad without a Weapon
    carries it instead; without V12 the Lieutenant keeps it."""
    doc = copy.deepcopy(load_scenario("test-skirmish").document)
    doc["sides"]["axis"]["units"][0] = {"unit": "red_lieutenant", "weapon": "red_mmg"}
    sc, problems = parse_scenario(doc, "v12.json")
    assert problems == []
    g = Game.new(sc, seed=1, variants={"V12"})
    lt = next(u for u in g.state.units.values() if u.type.id == "red_lieutenant")
    first_squad = next(u for u in g.state.units.values() if u.side == "axis" and not u.is_leader and
                       u.location == lt.location and u.id != lt.id and (u.weapon is None or "mmg" in u.weapon))
    assert lt.weapon is None and first_squad.weapon is not None and "red_mmg" in first_squad.weapon
    plain = Game.new(sc, seed=1, variants=())
    assert next(u for u in plain.state.units.values() if u.type.id == "red_lieutenant").weapon is not None


@pytest.mark.rule("V13", "A33.3")
def test_rate_of_fire_never_activates_a_unit_twice_in_one_op_fire():
    """Within one Move Order the MG Squad activated by a Fire card at F8 fires again at E8 by
    the Op Fire it is in ("op_fire", A33); a second Fire card could activate nobody new, so none
    is offered (a soak found the window offering a card that activated nobody)."""
    g = setup({"axis": [("red_rifle_squad", "G8")], "allies": [("blue_infantry_squad", "D7", "blue_mmg")]},
              ("V13",), prefs={"axis": (), "allies": ("op_fire",)})
    plain_hand(g, "axis")
    c1, _ = testing.hand(g, "allies", "fire", "fire")
    mg, mover = uid(g, "D7"), uid(g, "G8")
    order(g, "axis", "move")
    g.apply(Move("activate", mover))
    g.apply(Move("mover", mover))
    g.apply(Move("enter", mover, "F8"))
    g.apply(Move("action", c1, "fire"))
    g.apply(Move("activate", mg))
    g.apply(Move("with", mg))
    testing.stack(g, "allies", (1, 1))
    testing.stack(g, "axis", (6, 6))
    g.apply(Move("fire"))
    g.apply(Move("enter", mover, "E8"))
    assert g.pending.kind == "react" and options(g) == {Move("decline"), Move("op_fire")}
