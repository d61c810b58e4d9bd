"""Rules engine: the book's two worked examples, played on the "village" map with our counters.

1. The Fire Attack Example of 02-suppression-orders.md (steps A-J, TS-17 to TS-25).
2. The Movement / Opportunity Fire Example of 03-actions.md (A33, tests 1-6).

The book's hexes and counters are not ours, so each example is laid out anew so that the same
things happen for the same reasons; every number below is computed from our counters (Redland
attacks, Blueland defends) and checked exactly.

Fire Attack Example layout (the book's hex in brackets):

* Lt. Grein = Redland Lieutenant (Command 2, Range 1) in K3 [K8], with a broken Rifle Squad
  (broken FP 2, Range 4) carrying a Light MG.
* Sgt. Bolter = Redland Sergeant (Command 1) in L3 [L8], on the level 1 hill, with a Rifle Squad
  (FP 5 + 1 = 6) carrying the Heavy MG (printed FP 7).
* K4 [J7]: a Rifle Squad.  L4 [J6]: a Rifle Squad carrying a Light MG (FP 3).
* M3: a Rifle Team carrying the Light Mortar (Ordnance).  J2: a Rifle Team (FP 2).
* The target [M6]: a Blueland Reserve Squad (Morale 7, broken 5) in I5, Open Ground with Road
  (Cover -1).  [N6]: a Blueland Infantry Team in N5 (range 3 from M3, Smoke 3 in N4 on the
  LOS).  [N7]: a Blueland Infantry Squad in I2, next to J2, with Smoke 3 in its own hex.
* K3, L3, K4, L4 all see I5 (clear, range 3, 3, 2, 3) and form a chain; L3 fires downhill.
"""

from __future__ import annotations

import pytest

from cc_desktop.rules import testing
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.state import CASUALTY
from cc_desktop.rules import fire
from cc_desktop.rules import units

from .test_orders import action_card, order, options, params, refused, setup, uid, vp_of, wid


# ----------------------------------------------------------------------------------------------
# 1. The Fire Attack Example (O20, steps A-J)
# ----------------------------------------------------------------------------------------------
def fire_example(smoke_n4: int | None = 3) -> tuple[Game, dict]:
    g = setup({"axis": [("red_lieutenant", "K3"), ("red_rifle_squad", "K3", "red_lmg", {"broken": True}),
                        ("red_sergeant", "L3"), ("red_rifle_squad", "L3", "red_hmg"),
                        ("red_rifle_squad", "K4"), ("red_rifle_squad", "L4", "red_lmg"),
                        ("red_rifle_team", "M3", "red_light_mortar"), ("red_rifle_team", "J2")],
               "allies": [("blue_reserve_squad", "I5"), ("blue_infantry_team", "N5"), ("blue_infantry_squad", "I2")]})
    st = g.state
    st.smoke["I2"] = 3
    if smoke_n4:
        st.smoke["N4"] = smoke_n4
    ids = {"grein": uid(g, "K3", "red_lieutenant"), "k3": uid(g, "K3", "red_rifle_squad"),
           "k3_lmg": wid(g, "K3", "red_rifle_squad"), "bolter": uid(g, "L3", "red_sergeant"),
           "l3": uid(g, "L3", "red_rifle_squad"), "hmg": wid(g, "L3", "red_rifle_squad"), "k4": uid(g, "K4"),
           "l4": uid(g, "L4"), "l4_lmg": wid(g, "L4"), "mortar_team": uid(g, "M3"), "mortar": wid(g, "M3"),
           "team": uid(g, "J2"), "target": uid(g, "I5"), "n5": uid(g, "N5"), "i2": uid(g, "I2")}
    return g, ids


def activate_grein(g: Game, ids: dict) -> None:
    """Step A: Grein is activated by a Fire Order and activates the Team and the four Squads."""
    order(g, "axis", "fire")
    g.apply(Move("activate", ids["grein"]))
    for k in ("k3", "l3", "k4", "l4", "mortar_team", "team"):
        g.apply(Move("add", ids[k]))
    g.apply(Move("done"))


@pytest.mark.rule("O14.1", "3.3.1", "11.1")
def test_step_a_grein_activates_everyone_but_bolter():
    g, ids = fire_example()
    order(g, "axis", "fire")
    g.apply(Move("activate", ids["grein"]))
    assert options(g, "add") == {Move("add", ids[k]) for k in ("k3", "l3", "k4", "l4", "mortar_team", "team")}
    e = refused(g, Move("add", ids["bolter"]))
    assert (e.rule, e.code) == ("O14.1", "leader_cannot_activate_leader")
    for k in ("k3", "l3", "k4", "l4", "mortar_team", "team"):
        g.apply(Move("add", ids[k]))
    assert options(g) == {Move("done")}  # nobody left to add
    g.apply(Move("done"))
    g.apply(Move("target", "I5"))
    # their Weapons are activated with them (the HMG, L4's LMG); the broken carrier's LMG is not
    # a candidate (step B); the Mortar team in M3 has no LOS to I5 (Ordnance never joins a group:
    # test_orders.test_fire_group_x_plus_one_per_other_piece_in_a_chain)
    assert options(g, "with") == {Move("with", ids[k]) for k in ("k3", "l3", "hmg", "k4", "l4", "l4_lmg")}


@pytest.mark.rule("11.1", "3.3.2", "3.2.1")
def test_step_b_broken_carrier_cannot_fire_its_weapon_but_fires_itself_with_commands_range():
    g, ids = fire_example()
    st = g.state
    k3 = st.units[ids["k3"]]
    assert (st.fp(k3), st.range(k3)) == (2 + 2, 4 + 2)  # broken side + Grein's Command 2
    assert not units.piece_can_fire(g, ids["k3_lmg"])
    activate_grein(g, ids)
    g.apply(Move("target", "I5"))
    e = refused(g, Move("with", ids["k3_lmg"]))
    assert e.rule == "11.1"


def step_c(g: Game, ids: dict) -> list:
    """Step C: the Fire Group L3 Squad (X = 6) + K3 Squad + K4 Squad + L4 Squad + L4 LMG, +1
    downhill = 11; roll 4+1: Attack Total 16.  Step D: the Reserve Squad (7 - 1 = 6) rolls
    5+4: 15 < 16, it breaks."""
    activate_grein(g, ids)
    g.apply(Move("target", "I5"))
    for k in ("l3", "k3", "k4", "l4", "l4_lmg"):
        g.apply(Move("with", ids[k]))
    assert Move("with", ids["grein"]) not in options(g)  # out of his Range 1
    testing.stack(g, "axis", (4, 1))
    testing.stack(g, "allies", (5, 4))
    return g.apply(Move("fire"))


@pytest.mark.rule("O20.3.1", "O20.3.1.2", "T88.2", "O20.3.3", "O20.3.4", "3.2.1")
def test_steps_c_and_d_fire_group_of_eleven_and_the_target_breaks():
    g, ids = fire_example()
    ev = step_c(g, ids)
    assert params(ev, "attack") == [{"target": "I5", "fp": 6 + 4 + 1, "roll": 5, "total": 16}]
    assert params(ev, "defense") == [{"unit": ids["target"], "morale": 7 - 1,
        "base": 7, "cover": -1, "cover_by": "open", "cover_rule": "T90", "cover_road": 1, "roll": 9, "total": 15, "attack": 16}]
    assert g.state.units[ids["target"]].broken


@pytest.mark.rule("A41", "A24.1", "1.9.1.1", "E60", "13.2", "3.2.4", "4.2", "7.1")
def test_steps_e_to_g_heavy_mg_sustained_fire_event_interdiction_elimination():
    """Step E: the HMG alone: 7 + 1 (Bolter) + 1 (downhill) = 9, two Sustained Fire: 13; roll 1+6
    with Event!: 20.  Step F: the Event (the next Axis card) is Interdiction: the Axis player
    suppresses the broken Reserve Squad (Cover -1 < 1) before any Defense Roll.  Step G: its
    Morale is 5 - 1 (Road) - 1 (Suppression) = 3; roll 1+2: 6 < 20: eliminated, Axis +2 VP."""
    g, ids = fire_example()
    sf1, sf2 = action_card(g, "axis", "sustained_fire", 0), action_card(g, "axis", "sustained_fire", 1)
    step_c(g, ids)
    g.apply(Move("target", "I5"))
    g.apply(Move("with", ids["hmg"]))
    assert options(g, "with") == set()  # the others have fired; the HMG fires alone
    g.apply(Move("action", sf1, "sustained_fire"))
    g.apply(Move("action", sf2, "sustained_fire"))
    testing.stack(g, "axis", (1, 6, "event"))
    testing.event_card(g, "axis", 1, "interdiction")
    testing.stack(g, "allies", (1, 2))
    ev = g.apply(Move("fire"))
    assert g.pending.kind == "interdiction" and g.pending.player == "axis"
    assert params(ev, "defense") == []  # the attack waits for the Event
    ev += g.apply(Move("suppress", ids["target"]))
    assert params(ev, "attack") == [{"target": "I5", "fp": 13, "roll": 7, "total": 20}]
    assert params(ev, "defense") == [{"unit": ids["target"], "morale": 3,
        "base": 4, "cover": -1, "cover_by": "open", "cover_rule": "T90", "cover_road": 1, "roll": 3, "total": 6, "attack": 20}]
    st = g.state
    assert st.units[ids["target"]].location == CASUALTY and st.players["allies"].casualties == [ids["target"]]
    assert vp_of(g) == [("axis", 2)]
    assert not st.weapons[ids["hmg"]].broken  # 1+6 is no double: Sustained Fire breaks nothing


@pytest.mark.rule("O20.2", "O20.2.3", "O20.3.1.1")
@pytest.mark.parametrize("smoke,hit", [(3, False), (None, True), (1, True), (2, True)])
def test_step_h_mortar_misses_through_smoke_3(smoke, hit):
    """Step H: the Mortar in M3 fires at the Team in N5 (range 3): Targeting 6x1 = 6, minus Smoke
    3 in N4 = 3, not > 3: a miss, no Fire Attack roll.  With no Smoke, or Smoke 1 or 2, a hit."""
    g, ids = fire_example(smoke_n4=smoke)
    activate_grein(g, ids)
    g.apply(Move("target", "N5"))
    assert Move("with", ids["mortar"]) in options(g)
    g.apply(Move("with", ids["mortar"]))
    assert options(g) == {Move("fire")}  # Ordnance fires alone
    testing.stack(g, "axis", (6, 1), (1, 1))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    t = params(ev, "targeting")[0]
    assert (t["product"], t["hindrance"], t["range"], t["result"]) == (6, smoke or 0, 3, "hit" if hit else "miss")
    # after a hit the Attack ignores the Hindrance: 4 + 2 (roll 1+1), + 0 height
    assert params(ev, "attack") == ([{"target": "N5", "fp": 4, "roll": 2, "total": 6}] if hit else [])


@pytest.mark.rule("O20.3.2", "10.3.2", "A34")
def test_step_j_team_fp_2_through_smoke_3_cannot_attack_unless_an_action_raises_it():
    """Step J: the Team in J2 (FP 2) at I2 (Smoke 3 in that hex): 2 - 3 = -1: no attack.  With a
    Hand Grenades card (J2 is next to I2): 2 - 3 + 2 = 1: the attack may be made."""
    g = setup({"axis": [("red_rifle_team", "J2")], "allies": [("blue_infantry_squad", "I2")]})
    g.state.smoke["I2"] = 3
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, "J2")))  # O20.1: an enemy in LOS and Range
    assert options(g) == {Move("done")}
    e = refused(g, Move("target", "I2"))
    assert (e.rule, e.params["fp"], e.params["hindrance"]) == ("O20.3.2", -1, 3)

    # in the example, the others could fire at I2 too; the Team alone may not

    g, ids = fire_example()
    card = action_card(g, "axis", "hand_grenades")
    activate_grein(g, ids)
    g.apply(Move("target", "I2"))
    g.apply(Move("with", ids["team"]))
    assert Move("fire") not in options(g)
    assert refused(g, Move("fire")).rule == "O20.3.2"
    g.apply(Move("action", card, "hand_grenades"))
    testing.stack(g, "axis", (2, 2))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    assert params(ev, "attack") == [{"target": "I2", "fp": 1, "roll": 4, "total": 5}]


# ----------------------------------------------------------------------------------------------
# 2. The Movement / Opportunity Fire Example (03-actions.md, A33, tests 1-6)
# ----------------------------------------------------------------------------------------------
# Layout: the Axis Assault Squad (Movement 5, boxed; Morale 9) moves M4 -> M3 -> L2 (up the
# level 1 hill: 1 + 1) -> K2 -> J1 (Woods, 2 MP, Cover 2).  Sgt. Biermann = Redland Sergeant
# (Morale 8, Command 1) waits in K2, not activated.  The Allied Guard Squad (FP 5) in I2 (level
# 0) sees K2 and J1 (next to it), not M3 or L2.  K2 is higher than I2 (firing up: -1 FP).
def op_fire_example(monkeypatch) -> tuple[Game, dict]:
    g = setup({"axis": [("red_assault_squad", "M4"), ("red_sergeant", "K2")],
               "allies": [("blue_guard_squad", "I2"), ("blue_infantry_squad", "A10")]},
              prefs={"axis": (), "allies": ("op_fire",)})
    ids = {"squad": uid(g, "M4"), "biermann": uid(g, "K2"), "guard": uid(g, "I2")}
    for h, seen in (("M3", False), ("L2", False), ("K2", True), ("J1", True)):
        assert (fire.line(g, "I2", h)[0] != "blocked") is seen
    # the Smoke cup gives the marker "3" (our pool has no exact copy of the book's draw)
    monkeypatch.setattr(g.state.rng, "choice", lambda pool: 3 if 3 in pool else pytest.fail("no 3 left"))
    ids["fire"] = testing.hand(g, "allies", "fire")[0]
    ids["hg1"] = action_card(g, "allies", "hand_grenades", 0)
    ids["hg2"] = action_card(g, "allies", "hand_grenades", 1)
    ids["smoke"] = action_card(g, "axis", "smoke_grenades")
    order(g, "axis", "move")
    g.apply(Move("activate", ids["squad"]))
    g.apply(Move("mover", ids["squad"]))
    return g, ids


def moved(events) -> list[tuple[str, int]]:
    return [(p["hex"], p["spent"]) for p in params(events, "unit_moved")]


def to_k2(g: Game, ids: dict) -> list:
    sq = ids["squad"]
    ev = g.apply(Move("enter", sq, "M3")) + g.apply(Move("enter", sq, "L2"))
    g.apply(Move("action", ids["smoke"], "smoke_grenades"))
    ev += g.apply(Move("smoke", "K2"))
    return ev + g.apply(Move("enter", sq, "K2"))


@pytest.mark.rule("A33.2", "T88.1", "O21.5", "A39", "A24.3")
def test_example_steps_1_and_2_uphill_move_out_of_sight_and_smoke_grenades(monkeypatch):
    """Tests 1-2: M4 -> M3 (1) -> L2 (1 + uphill 1): 3 MP; the Allies cannot fire at either hex,
    so no window is offered.  Smoke Grenades put Smoke 3 in K2; the MP total stays 3."""
    g, ids = op_fire_example(monkeypatch)
    sq = ids["squad"]
    ev = g.apply(Move("enter", sq, "M3")) + g.apply(Move("enter", sq, "L2"))
    assert moved(ev) == [("M3", 1), ("L2", 3)]
    assert g.pending.player == "axis" and g.pending.kind == "step"  # no "react" window
    assert Move("action", ids["smoke"], "smoke_grenades") in options(g)
    g.apply(Move("action", ids["smoke"], "smoke_grenades"))
    assert options(g) == {Move("smoke", h) for h in ("L2", *g.grid.neighbours("L2").values())}
    g.apply(Move("smoke", "K2"))
    assert g.state.smoke == {"K2": 3}
    # still 3 spent: Movement 5 leaves 2 (K2: 1)
    assert Move("enter", sq, "K2") in options(g) and Move("enter", sq, "K3") in options(g)


@pytest.mark.rule("A33.1", "A33.2", "T88.2", "O20.3.2", "O20.3.4", "3.3.2")
def test_example_step_3_op_fire_with_smoke_and_uphill_penalties(monkeypatch):
    """Test 3: entering K2 (1 MP, total 4) opens the window; the Allies play the Fire card and
    activate the Guard Squad: 5 - 1 (up) - 3 (Smoke) = 1; roll 6+5: 12.  Both units in K2
    defend: the Squad 9 + 1 (Biermann) + 8 = 18, Biermann 8 + 6 = 14: unaffected."""
    g, ids = op_fire_example(monkeypatch)
    ev = to_k2(g, ids)
    assert moved(ev)[-1] == ("K2", 4)
    assert g.pending.kind == "react" and options(g) == {Move("decline"), Move("action", ids["fire"], "fire")}
    g.apply(Move("action", ids["fire"], "fire"))
    g.apply(Move("activate", ids["guard"]))
    g.apply(Move("with", ids["guard"]))
    testing.stack(g, "allies", (6, 5))
    testing.stack(g, "axis", (6, 2), (1, 5))
    ev = g.apply(Move("fire"))
    assert params(ev, "attack") == [{"target": "K2", "fp": 1, "roll": 11, "total": 12}]
    assert g.pending.kind == "defend" and g.pending.player == "axis"
    ev = g.apply(Move("defend", ids["squad"]))
    assert [(p["unit"], p["morale"], p["total"]) for p in params(ev, "defense")] == [
        (ids["squad"], 10, 18), (ids["biermann"], 8, 14)]
    st = g.state
    assert not any(st.units[u].broken or st.units[u].suppressed for u in (ids["squad"], ids["biermann"]))
    assert g.state.op_fire_units == {ids["guard"]}


def through_step_3(g: Game, ids: dict) -> None:
    to_k2(g, ids)
    g.apply(Move("action", ids["fire"], "fire"))
    g.apply(Move("activate", ids["guard"]))
    g.apply(Move("with", ids["guard"]))
    testing.stack(g, "allies", (6, 5))
    testing.stack(g, "axis", (6, 2), (1, 5))
    g.apply(Move("fire"))
    g.apply(Move("defend", ids["squad"]))


@pytest.mark.rule("3.3.2", "O21", "T99", "O21.1")
def test_example_step_4_the_leader_s_command_pays_for_the_woods(monkeypatch):
    """Test 4: in K2 with Biermann the Squad's Movement is 5 + 1 = 6: 4 spent, Woods J1 (2) is
    legal: 6 spent.  Without Biermann (Movement 5) it would not be."""
    g, ids = op_fire_example(monkeypatch)
    through_step_3(g, ids)
    sq = g.state.units[ids["squad"]]
    assert g.state.movement(sq) == 6
    assert Move("enter", ids["squad"], "J1") in options(g)
    ev = g.apply(Move("enter", ids["squad"], "J1"))
    assert moved(ev) == [("J1", 6)]

    g, ids = op_fire_example(monkeypatch)
    g.state.units[ids["biermann"]].hex = "O10"
    to_k2(g, ids)
    if g.pending.kind == "react":
        g.apply(Move("decline"))
    e = refused(g, Move("enter", ids["squad"], "J1"))
    assert (e.rule, e.params["cost"], e.params["left"]) == ("O21.1", 2, 1)


@pytest.mark.rule("A33.3", "A34", "A24.1", "T78.3")
def test_example_step_5_second_op_fire_without_a_new_card_two_hand_grenades(monkeypatch):
    """Test 5: at the "6" expenditure the already activated Guard Squad fires at J1 (next to it)
    with two Hand Grenades: 5 + 4 = 9 (J1 is level 0 like I2); roll 1+3: 13.  The Squad in
    the Woods: 9 + 2 + 9 = 20: unaffected.  Only this one attack for that expenditure."""
    g, ids = op_fire_example(monkeypatch)
    through_step_3(g, ids)
    g.apply(Move("enter", ids["squad"], "J1"))
    assert options(g) == {Move("decline"), Move("op_fire")}
    g.apply(Move("op_fire"))
    g.apply(Move("with", ids["guard"]))
    assert options(g) == {Move("fire"), Move("action", ids["hg1"], "hand_grenades"),
                          Move("action", ids["hg2"], "hand_grenades")}
    g.apply(Move("action", ids["hg1"], "hand_grenades"))
    g.apply(Move("action", ids["hg2"], "hand_grenades"))
    testing.stack(g, "allies", (1, 3))
    testing.stack(g, "axis", (6, 3))
    ev = g.apply(Move("fire"))
    assert params(ev, "attack") == [{"target": "J1", "fp": 9, "roll": 4, "total": 13}]
    assert [(p["morale"], p["total"]) for p in params(ev, "defense")] == [(9 + 2, 20)]
    assert g.pending.player == "axis" and g.pending.kind == "step"  # the window is closed


@pytest.mark.rule("A33.3", "O21")
def test_example_step_6_no_more_movement_and_no_carry_over_of_op_fire(monkeypatch):
    """Test 6: in J1 the Squad's Movement is 5 again, 6 spent: it may only stop.  A second Move
    Order this Turn moves Biermann K2 -> K3 (in I2's LOS): the Guard Squad may not fire (its Op
    Fire ended with the first Move Order) nor be activated for Op Fire again."""
    g, ids = op_fire_example(monkeypatch)
    through_step_3(g, ids)
    g.apply(Move("enter", ids["squad"], "J1"))
    g.apply(Move("decline"))
    assert options(g) == {Move("stop", ids["squad"])}
    g.apply(Move("stop", ids["squad"]))
    card = testing.hand(g, "allies", "fire")[0]  # a new Fire card in the Allied hand
    order(g, "axis", "move")
    g.apply(Move("activate", ids["biermann"]))
    if g.pending.kind == "add":
        g.apply(Move("done"))
    g.apply(Move("mover", ids["biermann"]))
    g.apply(Move("enter", ids["biermann"], "K3"))
    assert g.pending.kind == "react" and options(g) == {Move("decline")}
    e = refused(g, Move("action", card, "fire"))
    assert e.rule == "A33.3"
