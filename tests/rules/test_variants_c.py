"""Variants V9 Withdraw, V10 Voluntary Retreat, V11 Fire Team Deployment, V15 Unit Overstacking,
V16 Command Flexibility (shared/rules/06-variants.md; its test scenarios 5, 7, 8, 10).  Exact
positions on the test scenario's village map: I6 is a Building (Cover 3) 4 hexes from the
bottom (Redland's) edge; H6 an Orchard (Cover 1); I7 Open Ground next to H6."""

from __future__ import annotations

import dataclasses

import pytest

from cc_desktop.rules import Game, testing
from cc_desktop.rules.machine import Move
from cc_desktop.rules.state import REMOVED, SETUP

from .helpers_variants import (
    codes,
    fire,
    options,
    order,
    params,
    plain_hand,
    setup,
    uid,
)


# ----------------------------------------------------------------------------------------------
# V9 Withdraw, V10 Voluntary Retreat
# ----------------------------------------------------------------------------------------------
def rout_position(variants):
    """A broken Rifle Squad (broken Morale 6) in the Building I6 (Cover 3) with an unbroken
    Lieutenant (Command 2): its Morale is 6 + 3 + 2 = 11."""
    g = setup({"axis": [("red_rifle_squad", "I6", None, {"broken": True}), ("red_lieutenant", "I6")],
               "allies": [("blue_infantry_squad", "A1")]}, variants)
    plain_hand(g, "axis")
    return g, uid(g, "I6", "red_rifle_squad"), uid(g, "I6", "red_lieutenant")


def retreat_to_the_end(g) -> list[str]:
    """Take the first Retreat option at each step; the hexes entered."""
    hexes = []
    while g.pending.kind == "retreat":
        move = g.pending.options[0]
        hexes.append(move.args[1])
        g.apply(move)
    return hexes


@pytest.mark.rule("V9", "O23.2")
@pytest.mark.parametrize("roll, result", [((4, 6), 3), ((3, 4), "suppressed"), ((3, 3), None)])
def test_a_withdrawing_leader_lowers_the_morale_of_his_broken_units(roll, result):
    """Test scenario 5: the owner routs his own units and declares the Lieutenant withdrawing
    before the roll: Morale 6 + 3 - 2 = 7.  A Rout roll of 10 retreats 3 hexes, 7 suppresses,
    6 does nothing (without Withdraw, 11: none of these would)."""
    g, squad, lt = rout_position(("V9",))
    order(g, "axis", "rout")
    g.apply(Move("rout", "axis"))
    g.apply(Move("rout_roll", squad))
    assert g.pending.kind == "withdraw" and g.pending.player == "axis"
    assert options(g) == {Move("withdraw", lt), Move("done")}
    ev = g.apply(Move("withdraw", lt))
    assert params(ev, "withdraw") == [{"unit": lt, "hex": "I6"}]
    assert options(g) == {Move("done")}
    testing.stack(g, "axis", roll)
    g.apply(Move("done"))
    u = g.state.units[squad]
    if result == "suppressed":
        assert u.hex == "I6" and u.suppressed
    elif result is None:
        assert u.hex == "I6" and not u.suppressed
    else:
        assert len(retreat_to_the_end(g)) == 3
        assert g.grid.edge_distance(u.hex, "bottom") == 4 - 3
    assert g.state.units[lt].hex == "I6"  # he withdraws his men, not himself


@pytest.mark.rule("V9")
def test_without_withdraw_the_leaders_command_is_added():
    g, squad, _ = rout_position(("V9",))
    order(g, "axis", "rout")
    g.apply(Move("rout", "axis"))
    g.apply(Move("rout_roll", squad))
    testing.stack(g, "axis", (4, 6))
    g.apply(Move("done"))  # no Withdraw: Morale 11 > 10, nothing happens
    assert g.state.units[squad].hex == "I6" and not g.state.units[squad].suppressed
    plain, squad, _ = rout_position(())
    order(plain, "axis", "rout")
    plain.apply(Move("rout", "axis"))
    testing.stack(plain, "axis", (4, 6))
    plain.apply(Move("rout_roll", squad))  # no Withdraw decision without V9
    assert plain.pending.kind == "turn" and plain.state.units[squad].hex == "I6"


@pytest.mark.rule("V10", "V9", "O23.3")
def test_an_unbroken_leader_may_retreat_with_the_unit_and_breaks():
    """Test scenario 7: with Withdraw the Squad rolls 10 against Morale 7 and retreats 3 hexes;
    the unbroken Lieutenant chooses to go with it: he breaks and ends in its final hex (or he
    stays, unbroken)."""
    for goes in (True, False):
        retreat_with_or_without_the_leader(goes)


def retreat_with_or_without_the_leader(goes: bool) -> None:
    g, squad, lt = rout_position(("V9", "V10"))
    order(g, "axis", "rout")
    g.apply(Move("rout", "axis"))
    g.apply(Move("rout_roll", squad))
    g.apply(Move("withdraw", lt))
    testing.stack(g, "axis", (4, 6))
    g.apply(Move("done"))
    assert g.pending.kind == "accompany" and options(g) == {Move("accompany", lt), Move("done")}
    ev = g.apply(Move("accompany" if goes else "done", *((lt,) if goes else ())))
    if goes:
        assert g.state.units[lt].broken and params(ev, "unit_broken") == [{"unit": lt}]
        assert g.pending.kind == "retreat"
    path = retreat_to_the_end(g)
    assert len(path) == 3
    leader = g.state.units[lt]
    assert leader.hex == (path[-1] if goes else "I6") and leader.broken == goes


# ----------------------------------------------------------------------------------------------
# V15 Unit Overstacking
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V15", "V15.1", "V15.2", "11.6")
def test_overstacking_lowers_the_cover_of_everyone_in_the_hex():
    """Test scenario 8: two Squads of Morale 7 in an Orchard (Cover 1): 8 figures, 1 over:
    Cover 0, Morale 7.  A third Squad: 12 figures, 5 over: Cover -4, Morale 3.  A Flamethrower
    attack on the hex uses Cover 0 (Defense 7 + roll); a Squad's uses -4 (3 + roll)."""
    g = setup({"axis": [("red_rifle_squad", "I7", "red_flamethrower"), ("red_rifle_squad", "I7")],
               "allies": [("blue_reserve_squad", "H6"), ("blue_reserve_squad", "H6")]}, ("V15",))
    st = g.state
    assert st.overstacking("H6") == 1 and st.cover("H6") == 0
    assert [st.morale(u) for u in st.units_in("H6")] == [7, 7]
    testing.add_unit(g, "allies", "blue_reserve_squad", "H6")
    assert st.overstacking("H6") == 5 and st.cover("H6") == -4
    assert [st.morale(u) for u in st.units_in("H6")] == [3, 3, 3]
    plain_hand(g, "axis")
    flamer = next(u for u in st.units_in("I7") if u.weapon)
    ev = fire(g, "axis", flamer.id, "H6", [flamer.weapon], attack=(1, 1), defense=[(1, 1)] * 3)
    while g.pending.kind == "defend":
        ev += g.apply(g.pending.options[0])
    assert "zero_cover" in codes(ev) and [p["morale"] for p in params(ev, "defense")] == [7, 7, 7]
    g.apply(Move("done"))
    g.apply(Move("end"))
    assert g.pending.kind == "turn" and g.pending.player == "allies"  # V15: no 8.2 elimination


@pytest.mark.rule("V15", "V15.1")
@pytest.mark.parametrize("stack, over", [
    (("blue_infantry_squad", "blue_infantry_team", "blue_lieutenant"), 0),  # 4 + 2 + 1 = 7
    (("blue_infantry_team",) * 3 + ("blue_lieutenant",), 0),  # 7
    (("blue_infantry_team",) * 4, 1),  # 8: Cover -1
])
def test_figures_of_a_hex(stack, over):
    """Test scenario 10: Squad 4, Team 2, Leader 1 figures; 7 is the limit."""
    g = setup({"axis": [("red_rifle_squad", "A10")], "allies": [(t, "H6") for t in stack]}, ("V15",))
    assert g.state.overstacking("H6") == over and g.state.cover("H6") == 1 - over


@pytest.mark.rule("V15", "V15.1", "V15.2")
def test_enemy_figures_count_too():
    """Test scenario 10: an enemy Team in a hex with a friendly Squad, Team and Leader makes 9
    figures: Cover -2 for everyone there."""
    g = setup({"axis": [("red_rifle_team", "H6")],
               "allies": [("blue_infantry_squad", "H6"), ("blue_infantry_team", "H6"), ("blue_lieutenant", "H6")]},
              ("V15",))
    assert g.state.overstacking("H6") == 2 and g.state.cover("H6") == 1 - 2
    assert {g.state.morale(u) - u.face.morale - g.state.leader_bonus(u) for u in g.state.units_in("H6")} == {-1}


@pytest.mark.rule("8.2", "V15")
def test_without_overstacking_the_end_of_turn_eliminates():
    g = setup({"axis": [("red_rifle_squad", "I7"), ("red_rifle_squad", "I7"), ("red_rifle_squad", "H7")],
               "allies": [("blue_infantry_squad", "A1")]})
    plain_hand(g, "axis")
    order(g, "axis", "move")
    mover = uid(g, "H7")
    g.apply(Move("activate", mover))
    g.apply(Move("mover", mover))
    g.apply(Move("enter", mover, "I7"))
    g.apply(Move("stop", mover))
    g.apply(Move("end"))
    assert g.pending.kind == "overstack"


@pytest.mark.rule("V15.3", "6.1.2")
def test_reinforcements_may_overstack_with_v15():
    from cc_desktop.rules import places

    g = setup({"axis": [("red_rifle_squad", "E10"), ("red_rifle_squad", "E10")],
               "allies": [("blue_infantry_squad", "A1")]}, ("V15",))
    assert places.within_stacking(g, "E10", "axis", 4)
    plain = setup({"axis": [("red_rifle_squad", "E10"), ("red_rifle_squad", "E10")],
                   "allies": [("blue_infantry_squad", "A1")]})
    assert not places.within_stacking(plain, "E10", "axis", 4)


@pytest.mark.rule("V15.3")
def test_set_up_never_exceeds_seven_figures_in_a_hex():
    g = Game.new("test-skirmish", seed=4, variants={"V15"}, prefs={"axis": (), "allies": ()})
    while g.pending.kind == "setup":
        g.apply(g.pending.options[0])  # the first legal hex each time: fills hex by hex
    for h in {u.hex for u in g.state.on_map()}:
        assert sum(u.figures for u in g.state.units_in(h)) <= 7


# ----------------------------------------------------------------------------------------------
# V16 Command Flexibility
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V16", "V19", "O19")
def test_command_flexibility_discards_a_command_confusion_card_for_a_suppression():
    """As the Allied Turn begins the Axis player discards a Command Confusion card; the Allied
    player suppresses one of his units (with V19, an already suppressed one panics)."""
    for variants in (("V16",), ("V16", "V19")):
        flexibility(variants)


def flexibility(variants) -> None:
    g = setup({"axis": [("red_rifle_squad", "E10", None, {"suppressed": True}), ("red_rifle_squad", "F10")],
               "allies": [("blue_infantry_squad", "A1")]}, variants)
    axis = g.state.players["axis"]
    cc = min(axis.hand)
    axis.cards[cc] = dataclasses.replace(axis.cards[cc], order="command_confusion")
    plain_hand_but = [c for c in axis.hand if c != cc]
    for c in plain_hand_but:
        axis.cards[c] = dataclasses.replace(axis.cards[c], order="move", action="ambush")
    testing.touch(g)
    g.apply(Move("pass"))
    while g.pending.kind == "discard":
        g.apply(Move("done"))
    while g.pending.kind != "command_flexibility":
        g.apply(g.pending.options[0])
    assert g.pending.player == "axis" and g.pending.window
    assert options(g) == {Move("decline"), Move("discard", cc)}
    ev = g.apply(Move("discard", cc))
    assert cc in axis.discard and cc not in axis.hand and params(ev, "card_discarded")[0]["card"] == cc
    assert g.pending.kind == "flexibility_suppress" and g.pending.player == "allies"
    target = uid(g, "E10")
    ev = g.apply(Move("suppress", target))
    u = g.state.units[target]
    if "V19" in variants:
        assert u.broken and not u.suppressed and params(ev, "panic") == [{"unit": target}]
    else:
        assert u.suppressed and not u.broken
    assert g.pending.kind == "turn" and g.pending.player == "allies"


# ----------------------------------------------------------------------------------------------
# V11 Fire Team Deployment
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("V11", "E52")
def test_a_squad_may_deploy_into_two_teams_before_set_up():
    """The Allies set up first: the Squad with the Light MG deploys into two Infantry Teams, the
    second keeping the MG; both are then set up like any unit.  The Axis declines."""
    g = Game.new("test-skirmish", seed=2, variants={"V11"}, prefs={"axis": (), "allies": ()})
    assert g.pending.kind == "setup_deploy" and g.pending.player == "allies"
    st = g.state
    squad = next(u for u in st.units.values() if u.side == "allies" and u.kind == "squad" and u.weapon)
    weapon = squad.weapon
    g.apply(Move("deploy", squad.id))
    assert g.pending.kind == "deploy_marker"
    g.apply(Move("keeps", f"{squad.id}-b", "weapon"))
    a, b = st.units[f"{squad.id}-a"], st.units[f"{squad.id}-b"]
    assert squad.location == REMOVED and (a.location, b.location) == (SETUP, SETUP)
    assert a.type.id == b.type.id == squad.type.deploys_to and (a.weapon, b.weapon) == (None, weapon)
    placed = []
    while g.pending.kind == "setup":  # units, then Fortifications
        move = g.pending.options[0]
        placed.append(move.args[0] if move.kind == "place" else None)  # 5: a unit at a time, then Done
        g.apply(move)
    assert {a.id, b.id} <= set(placed) and squad.id not in placed
    assert g.pending.kind == "setup_deploy" and g.pending.player == "axis"
    g.apply(Move("decline"))
    assert g.pending.kind == "setup" and g.pending.player == "axis"
    assert st.variant_setup == ["V11 allies", "V11 axis"]
    # a position at the next set-up step resumes without asking again
    again = Game.from_position(None, g.position())
    assert again.pending.kind == "setup" and again.legal_moves() == g.legal_moves()
