"""Rules engine: the Orders O14-O23 and rule 13 (shared/rules/02-suppression-orders.md, test
scenarios TS-01 to TS-33 and the ambiguities' best readings), the Op Fire windows of A33 and the
Actions played inside Fire attacks and Melees (A25, A34, A41).

Every test sets up an exact position (``testing.position``), the exact cards on top of the
decks (``testing.stack``) and checks exact numbers.  The map is the test scenario's "village"
map; hexes are Open Ground (Cover 0, level 0) unless a comment says otherwise.  Hexes used:

* D7 sees B5 (range 3, clear), F2 (range 6, clear), D4 / C4 (hindered 2 by the Orchard D5);
  Smoke in C7 or C6 hinders D7-B5.  E7/F7/G7 do not see B5.
* C8, D8 Brush (2 MP, Cover 1, Hindrance 3); D5 Orchard + Road; E5, G5, I5 Road (Cover -1);
  A9 Woods (2 MP, Cover 2); the hill K2, L2, M2, L3 is level 1; Walls G7/H7, G6/H6.

Unit ids are ``t<n>-<type>`` (testing.add_unit); ``uid(g, hex)`` finds them.
"""

from __future__ import annotations


import pytest

from cc_desktop.rules import testing
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.messages import IllegalMove
from cc_desktop.rules.state import CASUALTY, ON_MAP, TIME_TRACK, Radio
from cc_desktop.rules import fire as fire_rules

from .helpers_variants import action_card, options, order, params, refused, uid, wid  # noqa: F401 (re-exported)
from .helpers_variants import setup as _setup



# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------
def setup(units: dict, prefs: dict | None = None) -> Game:
    """``testing.position`` of the test skirmish with no Objective VP (the VP arithmetic of a
    test is exact)."""
    return _setup(units, prefs=prefs)


def rolls(events) -> list[tuple[str, int]]:
    return [(p["player"], p["total"]) for p in params(events, "roll")]


def revealed(g: Game, side: str) -> int:
    return len(g.state.players[side].discard)


def vp_of(g: Game) -> list[tuple[str, int]]:
    return [(s, v) for s, v, src in g.state.vp_sources if src.startswith("7.1")]


def end_turn(g: Game) -> None:
    """The active player ends his turn (after an Order); the opponent's turn begins."""
    g.apply(Move("end"))


# ----------------------------------------------------------------------------------------------
# O14.1 Activation (3.3.1)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("O14.1", "3.3.1", "O20.1")
def test_leader_activates_fresh_non_leaders_in_his_command_radius():
    """A Command 1 Sergeant in D7 activates the Squads in D7 and E7, not the Squad in G7 (3 hexes)
    nor the Lieutenant in D6 (a Leader); units activated this Turn cannot be activated again."""
    g = setup({"axis": [("red_sergeant", "D7"), ("red_rifle_squad", "D7"), ("red_rifle_squad", "E7"),
                        ("red_rifle_squad", "G7"), ("red_lieutenant", "D6")],
               "allies": [("blue_infantry_squad", "B5"), ("blue_infantry_squad", "A1")]})
    sgt, sq_d7, sq_e7, sq_g7, lt = (uid(g, "D7", "red_sergeant"), uid(g, "D7", "red_rifle_squad"), uid(g, "E7"),
                                    uid(g, "G7"), uid(g, "D6"))
    order(g, "axis", "fire")
    g.apply(Move("activate", sgt))
    # no "done" yet: the Sergeant alone has no target (O20.1)
    assert options(g) == {Move("add", sq_d7), Move("add", sq_e7)}
    assert refused(g, Move("add", lt)).rule == "O14.1"  # a Leader never activates a Leader
    assert refused(g, Move("add", sq_g7)).rule == "3.3.1"  # out of Command radius
    g.apply(Move("add", sq_e7))
    # O20.1: neither the Sergeant (Range 1) nor E7 (no LOS) has a target: "done" must wait
    assert options(g) == {Move("add", sq_d7)}
    g.apply(Move("add", sq_d7))
    assert options(g) == {Move("done")}
    g.apply(Move("done"))
    assert g.state.activated_units == {sgt, sq_e7, sq_d7}
    assert options(g) == {Move("target", "B5")}
    g.apply(Move("target", "B5"))
    assert options(g) == {Move("with", sq_d7)}  # E7: no LOS; the Sergeant: Range 1
    g.apply(Move("with", sq_d7))
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (1, 1))
    ev = g.apply(Move("fire"))
    assert params(ev, "attack") == [{"target": "B5", "fp": 5 + 1, "roll": 2, "total": 8}]  # Command +1
    assert params(ev, "defense")[0]["total"] == 8 + 2
    assert options(g) == {Move("done")}
    g.apply(Move("done"))
    # a second Order: the units activated this Turn are not offered again
    order(g, "axis", "move")
    assert options(g) == {Move("activate", sq_g7), Move("activate", lt)}
    e = refused(g, Move("activate", sq_e7))
    assert (e.rule, e.code) == ("O14.1", "unit_already_activated")


@pytest.mark.rule("O14.2")
def test_orders_cannot_interleave():
    """TS-01: two units activated by one Move Order, one has moved: a Rout Order (or the end of
    the Turn) is refused until the second unit has moved."""
    g = setup({"axis": [("red_sergeant", "D7"), ("red_rifle_squad", "D7"), ("red_rifle_squad", "E7")],
               "allies": [("blue_infantry_squad", "A1", None, {"broken": True}), ("blue_infantry_squad", "O1")]})
    sgt, sq_e7 = uid(g, "D7", "red_sergeant"), uid(g, "E7")
    rout_card, move_card = testing.hand(g, "axis", "rout", "move")
    assert Move("order", rout_card, "rout") in options(g)  # possible between Orders
    g.apply(Move("order", move_card, "move"))
    g.apply(Move("activate", sgt))
    g.apply(Move("add", sq_e7))
    g.apply(Move("done"))
    g.apply(Move("mover", sq_e7))
    g.apply(Move("enter", sq_e7, "E8"))
    g.apply(Move("stop", sq_e7))
    assert g.pending.kind == "mover"
    for move in (Move("order", rout_card, "rout"), Move("end"), Move("pass")):
        e = refused(g, move)
        assert (e.rule, e.code) == ("O14.2", "order_in_progress")
    g.apply(Move("mover", sgt))
    g.apply(Move("stop", sgt))
    assert g.pending.kind == "turn" and Move("order", rout_card, "rout") in options(g)


@pytest.mark.rule("O14.4", "O21")
def test_a_move_order_must_enter_a_hex():
    """TS-03: the only activated unit cannot stop before it has entered a hex."""
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "A1")]})
    sq = uid(g, "D7")
    order(g, "axis", "move")
    g.apply(Move("activate", sq))
    g.apply(Move("mover", sq))
    assert Move("stop", sq) not in options(g)
    e = refused(g, Move("stop", sq))
    assert (e.rule, e.code) == ("O14.4", "move_must_enter")
    g.apply(Move("enter", sq, "D6"))
    assert Move("stop", sq) in options(g)


@pytest.mark.rule("O14.4", "O14.1", "O21.1")
def test_a_leader_may_stop_only_if_another_activated_unit_can_still_enter_a_hex():
    """A broken Militia Squad carrying an Infantry Gun has Movement 3 - 3 = 0: it cannot be
    activated alone for Move.  With a Leader who can move, whoever moves first, the Order is
    legal only if one of them enters a hex."""
    gun_squad = ("red_militia_squad", "D7", "red_field_gun", {"broken": True})
    g = setup({"axis": [gun_squad], "allies": [("blue_infantry_squad", "A1")]})
    assert g.state.movement(testing.unit_at(g, "D7")) == 0
    card = testing.hand(g, "axis", "move")[0]
    assert Move("order", card, "move") not in options(g)
    assert refused(g, Move("order", card, "move")).rule == "O21"

    for leader_first in (True, False):
        # the Sergeant next to the Squad (in its hex his Command would give it 1 MP)
        g = setup({"axis": [("red_sergeant", "D6"), gun_squad], "allies": [("blue_infantry_squad", "A1")]})
        sgt, sq = uid(g, "D6"), uid(g, "D7")
        order(g, "axis", "move")
        g.apply(Move("activate", sgt))
        g.apply(Move("add", sq))
        g.apply(Move("done"))
        if leader_first:
            g.apply(Move("mover", sgt))
            assert Move("stop", sgt) not in options(g)  # the Squad could not enter a hex afterwards
            g.apply(Move("enter", sgt, "E6"))
            g.apply(Move("stop", sgt))
            g.apply(Move("mover", sq))
            assert options(g) == {Move("stop", sq)}
            g.apply(Move("stop", sq))
        else:
            g.apply(Move("mover", sq))
            assert options(g) == {Move("stop", sq)}  # no hex it can pay for (O21.1)
            g.apply(Move("stop", sq))
            g.apply(Move("mover", sgt))
            assert Move("stop", sgt) not in options(g)
            g.apply(Move("enter", sgt, "E6"))
            g.apply(Move("stop", sgt))
        assert g.state.units[sgt].hex == "E6" and g.state.units[sq].hex == "D7"
        assert g.pending.kind == "turn"


@pytest.mark.rule("O15", "5.3")
def test_pass_only_without_orders_and_up_to_the_discard_limit():
    """Redland's Discard Limit is 3 (Blueland's 2); a player who gave an Order cannot pass."""
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "A1")]})
    st = g.state
    assert Move("pass") in options(g)
    g.apply(Move("pass"))
    for i in range(3):
        assert g.pending.kind == "discard" and Move("done") in options(g)
        g.apply(sorted(options(g, "discard"))[0])
    assert st.active == "allies" and g.pending.kind == "turn"  # no fourth discard
    assert len(st.players["axis"].discard) == 3
    # the Allies give an Order: "pass" is gone, "end" ends the Turn
    order(g, "allies", "move")
    sq = uid(g, "A1")
    g.apply(Move("activate", sq))
    g.apply(Move("mover", sq))
    g.apply(Move("enter", sq, "B1"))
    g.apply(Move("stop", sq))
    assert Move("pass") not in options(g) and Move("end") in options(g)


@pytest.mark.rule("O15", "5.3")
def test_blueland_discards_at_most_two():
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "A1")]})
    g.apply(Move("pass"))
    g.apply(Move("done"))  # 0 cards is a legal Pass
    assert g.state.active == "allies"
    g.apply(Move("pass"))
    g.apply(sorted(options(g, "discard"))[0])
    g.apply(sorted(options(g, "discard"))[0])
    assert g.state.active == "axis" and len(g.state.players["allies"].discard) == 2


@pytest.mark.rule("O19")
def test_command_confusion_can_never_be_played_as_an_order():
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "A1")]})
    card = testing.hand(g, "axis", "command_confusion")[0]
    assert Move("order", card, "command_confusion") not in options(g)
    e = refused(g, Move("order", card, "command_confusion"))
    assert (e.rule, e.code) == ("O19", "command_confusion")


# ----------------------------------------------------------------------------------------------
# O16 Advance and Melee
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("O16.1", "O16.3")
def test_advance_ignores_costs_one_hex_each_and_no_op_fire():
    """A unit that cannot Move (Movement 0) Advances into Brush or Woods; each unit enters one
    adjacent hex and stops; the inactive player gets no Op Fire window (immune)."""
    g = setup({"axis": [("red_sergeant", "B8"), ("red_militia_squad", "B8", "red_field_gun", {"broken": True}),
                        ("red_rifle_squad", "C8")],
               "allies": [("blue_infantry_squad", "B5")]},
              prefs={"axis": (), "allies": ("op_fire",)})
    sgt, gun, sq = uid(g, "B8", "red_sergeant"), uid(g, "B8", "red_militia_squad"), uid(g, "C8")
    testing.hand(g, "allies", "fire", "fire")
    order(g, "axis", "advance")
    g.apply(Move("activate", sgt))
    g.apply(Move("add", gun))
    g.apply(Move("add", sq))
    g.apply(Move("done"))
    assert g.pending.kind == "advance"
    nb = set(g.grid.neighbours("B8").values())
    assert {m.args[1] for m in options(g) if m.kind == "advance" and m.args[0] == gun} == nb  # A9 Woods, C8 Brush
    assert Move("stay", gun) not in options(g)  # O14.4: someone must advance first
    assert refused(g, Move("stay", gun)).rule == "O14.4"
    assert refused(g, Move("advance", gun, "D8")).rule == "O16.1"  # not adjacent
    g.apply(Move("advance", gun, "A9"))
    assert not any(m.args[0] == gun for m in options(g))  # one hex, then it stops
    g.apply(Move("advance", sq, "C7"))  # in the Allies' LOS (C7 sees B5)
    g.apply(Move("stay", sgt))
    assert g.pending.kind == "turn" and g.pending.player == "axis"  # no "react" window was offered
    assert [g.state.units[u].hex for u in (sgt, gun, sq)] == ["B8", "A9", "C7"]


@pytest.mark.rule("O16.2", "7.2.1")
def test_advance_may_exit_off_the_enemy_edge():
    g = setup({"axis": [("red_rifle_squad", "E1")], "allies": [("blue_infantry_squad", "A1")]})
    sq = uid(g, "E1")
    order(g, "axis", "advance")
    g.apply(Move("activate", sq))
    assert Move("exit", sq) in options(g)
    g.apply(Move("exit", sq))
    assert g.state.units[sq].location == TIME_TRACK and ("axis", 2, f"7.2.1 {sq}") in g.state.vp_sources


def melee_position(fort: str | None = None, prefs=None) -> tuple[Game, dict]:
    """TS-32 with our counters: an Axis Assault Squad (FP 6, boxed) and a Rifle Team (FP 2)
    carrying an LMG Advance from E8 into E7, held by a Blueland Guard Squad (FP 5, boxed).
    Strengths: Axis 6 + 1 + 2 = 9 (the LMG does not count), Allies 5 + 1 = 6.  A Sergeant in D8
    activates both and stays; a second Allied Squad far away keeps the game going."""
    g = setup({"axis": [("red_sergeant", "D8"), ("red_assault_squad", "E8"), ("red_rifle_team", "E8", "red_lmg")],
               "allies": [("blue_guard_squad", "E7"), ("blue_infantry_squad", "O1")]}, prefs=prefs)
    if fort:
        g.state.fortifications["E7"] = fort
    ids = {"sgt": uid(g, "D8"), "squad": uid(g, "E8", "red_assault_squad"), "team": uid(g, "E8", "red_rifle_team"),
           "guard": uid(g, "E7")}
    order(g, "axis", "advance")
    g.apply(Move("activate", ids["sgt"]))
    g.apply(Move("add", ids["squad"]))
    g.apply(Move("add", ids["team"]))
    g.apply(Move("done"))
    g.apply(Move("advance", ids["squad"], "E7"))
    g.apply(Move("advance", ids["team"], "E7"))
    return g, ids


@pytest.mark.rule("O16.4", "O16.4.1", "O16.4.2", "O16.4.3", "7.1")
@pytest.mark.parametrize("axis_dice,losers", [((3, 3), ["allies"]), ((2, 2), ["axis", "allies"]),
                                              ((1, 2), ["axis"])])
def test_melee_strength_inactive_rolls_first_lower_loses_all_tie_both(axis_dice, losers):
    """Allies (inactive) roll 3+4 first: 6 + 7 = 13; Axis 9 + roll: 15 wins, 13 ties (both
    eliminated), 12 loses (both Axis units eliminated).  VP to the opponent (7.1)."""
    g, ids = melee_position()
    testing.stack(g, "allies", (3, 4))
    testing.stack(g, "axis", axis_dice)
    ev = g.apply(Move("stay", ids["sgt"]))
    assert rolls(ev) == [("allies", 7), ("axis", sum(axis_dice))]
    assert params(ev, "melee") == [
        {"player": "allies", "hex": "E7", "strength": 6, "roll": 7, "total": 13},
        {"player": "axis", "hex": "E7", "strength": 9, "roll": sum(axis_dice), "total": 9 + sum(axis_dice)}]
    st = g.state
    axis_dead = "axis" in losers
    allies_dead = "allies" in losers
    assert (st.units[ids["squad"]].location == CASUALTY) is axis_dead
    assert (st.units[ids["team"]].location == CASUALTY) is axis_dead
    assert (st.units[ids["guard"]].location == CASUALTY) is allies_dead
    assert st.units[ids["sgt"]].location == ON_MAP  # not in the Melee
    expected = ([("axis", 2)] if allies_dead else []) + ([("allies", 2), ("allies", 1)] if axis_dead else [])
    assert sorted(vp_of(g)) == sorted(expected)


@pytest.mark.rule("O16.4.3", "F104", "F101")
@pytest.mark.parametrize("fort", ["pillbox", "bunker"])
def test_melee_tie_in_a_pillbox_eliminates_only_the_attackers(fort):
    g, ids = melee_position(fort)
    testing.stack(g, "allies", (3, 4))
    testing.stack(g, "axis", (2, 2))  # 13 = 13
    g.apply(Move("stay", ids["sgt"]))
    st = g.state
    assert st.units[ids["guard"]].location == ON_MAP
    assert st.units[ids["squad"]].location == CASUALTY and st.units[ids["team"]].location == CASUALTY


@pytest.mark.rule("A25", "A24.2", "O16.4.1")
def test_ambush_inactive_player_first_then_active_before_the_melee_strengths():
    """The Allies (inactive) play Ambush: the Axis player breaks one of his units (he chooses the
    Team, whose broken FP is 1).  Then the Axis player may Ambush: he declines.  Strengths: Axis
    6 + 1 + 1 = 8, Allies 6."""
    prefs = {"axis": ("ambush",), "allies": ("ambush",)}
    g, ids = melee_position(prefs=prefs)
    card = action_card(g, "allies", "ambush")
    testing.stack(g, "allies", (3, 4))
    testing.stack(g, "axis", (2, 2))
    g.apply(Move("stay", ids["sgt"]))
    assert g.pending.player == "allies" and g.pending.kind == "ambush" and g.pending.window
    assert options(g) == {Move("decline"), Move("action", card, "ambush")}
    g.apply(Move("action", card, "ambush"))
    assert g.pending.player == "axis" and options(g) == {Move("break", ids["squad"]), Move("break", ids["team"])}
    g.apply(Move("break", ids["team"]))
    assert g.state.units[ids["team"]].broken
    assert g.pending.player == "allies" and g.pending.kind == "ambush"  # he may play another one
    g.apply(Move("decline"))
    assert g.pending.player == "axis" and g.pending.kind == "ambush"
    ev = g.apply(Move("decline"))
    assert [p["strength"] for p in params(ev, "melee")] == [6, 8]
    # 13 against 12: the Axis units are eliminated (the broken Team too)
    assert g.state.units[ids["team"]].location == CASUALTY and g.state.units[ids["guard"]].location == ON_MAP


@pytest.mark.rule("A25", "O16.4.1")
def test_ambush_can_empty_the_hex_and_there_is_no_melee_roll():
    g = setup({"axis": [("red_rifle_squad", "E8", None, {"broken": True}), ("red_sergeant", "A10")],
               "allies": [("blue_guard_squad", "E7", None, {"broken": True}), ("blue_infantry_squad", "O1")]},
              prefs={"axis": ("ambush",), "allies": ("ambush",)})
    sq, guard = uid(g, "E8"), uid(g, "E7")
    a_card = action_card(g, "allies", "ambush")
    x_card = action_card(g, "axis", "ambush")
    order(g, "axis", "advance")
    g.apply(Move("activate", sq))
    g.apply(Move("advance", sq, "E7"))
    g.apply(Move("action", a_card, "ambush"))
    g.apply(Move("break", sq))  # broken again: eliminated
    assert g.state.units[sq].location == CASUALTY
    assert g.pending.kind == "turn"  # no Axis unit left: no Axis Ambush, no Melee roll
    assert g.state.units[guard].location == ON_MAP and x_card in g.state.players["axis"].hand


# ----------------------------------------------------------------------------------------------
# O20 Fire
# ----------------------------------------------------------------------------------------------
def fire(g: Game, side: str, unit: str, target: str, *pieces: str, adds: tuple[str, ...] = ()) -> list:
    """Fire Order: activate ``unit`` (+ ``adds``), target, group ``pieces``, fire."""
    order(g, side, "fire")
    g.apply(Move("activate", unit))
    for a in adds:
        g.apply(Move("add", a))
    if g.pending.kind == "add":
        g.apply(Move("done"))
    g.apply(Move("target", target))
    for p in pieces:
        g.apply(Move("with", p))
    return g.apply(Move("fire"))


@pytest.mark.rule("O20.1", "O20.3.1")
def test_suspected_target_through_the_weapon_only():
    """TS-12 b with our counters: a Rifle Squad (Range 5) in D7, the enemy in F2 at range 6, in
    LOS: the Fire Order is legal only because its LMG (Range 7) reaches; only the LMG fires."""
    g = setup({"axis": [("red_rifle_squad", "D7", "red_lmg")], "allies": [("blue_infantry_squad", "F2")]})
    sq, lmg = uid(g, "D7"), wid(g, "D7")
    card = testing.hand(g, "axis", "fire")[0]
    assert Move("order", card, "fire") in options(g)
    g.apply(Move("order", card, "fire"))
    g.apply(Move("activate", sq))
    g.apply(Move("target", "F2"))
    assert options(g) == {Move("with", lmg)}
    e = refused(g, Move("with", sq))
    assert (e.rule, e.code, e.params["range"], e.params["max"]) == ("O20.3.1", "out_of_range", 6, 5)
    testing.stack(g, "axis", (2, 3))
    testing.stack(g, "allies", (1, 1))
    g.apply(Move("with", lmg))
    ev = g.apply(Move("fire"))
    assert params(ev, "attack") == [{"target": "F2", "fp": 3, "roll": 5, "total": 8}]
    assert params(ev, "defense") == [{"unit": uid(g, "F2"), "morale": 8,
        "base": 8, "cover": 0, "cover_by": "open", "cover_rule": "T90", "roll": 2, "total": 10, "attack": 8}]

    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "F2")]})
    card = testing.hand(g, "axis", "fire")[0]
    assert Move("order", card, "fire") not in options(g)
    assert refused(g, Move("order", card, "fire")).rule == "O20"


@pytest.mark.rule("O20.2.2", "O20.1")
def test_mortar_minimum_range():
    """TS-13: the Redland Light Mortar (Range 2-12) cannot fire at range 1; its carrier can."""
    g = setup({"axis": [("red_rifle_team", "D7", "red_light_mortar")],
               "allies": [("blue_infantry_squad", "D6"), ("blue_infantry_squad", "D5")]})
    team, mortar = uid(g, "D7"), wid(g, "D7")
    order(g, "axis", "fire")
    g.apply(Move("activate", team))
    assert options(g) == {Move("target", "D6"), Move("target", "D5"), Move("smoke", mortar)}  # O20.2.1
    g.apply(Move("target", "D6"))
    assert options(g) == {Move("with", team)}
    e = refused(g, Move("with", mortar))
    assert (e.rule, e.code, e.params["range"], e.params["min"]) == ("O20.2.2", "under_min_range", 1, 2)


@pytest.mark.rule("O20.2", "O20.2.3", "O20.3.1.1")
@pytest.mark.parametrize("dice,smoke,hit", [
    ((1, 3), None, False),   # 3 is not > 3
    ((2, 2), None, True),    # 4 > 3
    ((2, 3), 3, False),      # 6 - 3 = 3 is not > 3 (Smoke 3 in C7)
    ((2, 4), 3, True),       # 8 - 3 = 5 > 3; the Attack then ignores the Hindrance
    ((1, 1), None, False),   # 1 never hits
    ((6, 6), 3, True),       # 36 hits anything in Range
])
def test_ordnance_targeting_roll(dice, smoke, hit):
    """TS-14, TS-15: the Mortar in D7 fires at B5 (range 3): hit if product - Hindrance > range;
    a miss ends the attack (no Fire Attack roll); after a hit the Attack is 4 + roll."""
    g = setup({"axis": [("red_rifle_team", "D7", "red_light_mortar")], "allies": [("blue_infantry_squad", "B5")]})
    if smoke:
        g.state.smoke["C7"] = smoke
    team, mortar = uid(g, "D7"), wid(g, "D7")
    order(g, "axis", "fire")
    g.apply(Move("activate", team))
    g.apply(Move("target", "B5"))
    g.apply(Move("with", mortar))
    assert options(g) == {Move("fire")}  # Ordnance fires alone (O20.3.1.1)
    testing.stack(g, "axis", dice, (2, 1))
    testing.stack(g, "allies", (6, 6))
    before = revealed(g, "axis")
    ev = g.apply(Move("fire"))
    t = params(ev, "targeting")[0]
    assert (t["product"], t["hindrance"], t["range"], t["result"]) == (dice[0] * dice[1], smoke or 0, 3,
                                                                       "hit" if hit else "miss")
    if hit:
        assert params(ev, "attack") == [{"target": "B5", "fp": 4, "roll": 3, "total": 7}]
        assert revealed(g, "axis") == before + 2
    else:
        assert params(ev, "attack") == [] and params(ev, "defense") == []
        assert revealed(g, "axis") == before + 1


@pytest.mark.rule("O20.3.1", "O20.3.1.2", "O20.3.1.1")
def test_fire_group_x_plus_one_per_other_piece_in_a_chain():
    """D7: Squad (5) with LMG (3); C7: Squad (5); B7 Squad, not adjacent to D7.  X = 5, +1 for
    each other piece: Squad + LMG + Squad + Squad = 5 + 3 = 8.  B7 may join only once C7 has (a
    chain of adjacent hexes); the Mortar in C7 never joins a group."""
    g = setup({"axis": [("red_sergeant", "C8"), ("red_rifle_squad", "D7", "red_lmg"), ("red_rifle_squad", "C7"),
                        ("red_rifle_squad", "B7"), ("red_rifle_team", "C7", "red_light_mortar")],
               "allies": [("blue_infantry_squad", "B5")]})
    sgt, d7, lmg = uid(g, "C8"), uid(g, "D7"), wid(g, "D7")
    c7, b7 = uid(g, "C7", "red_rifle_squad"), uid(g, "B7")
    team, mortar = uid(g, "C7", "red_rifle_team"), wid(g, "C7", "red_rifle_team")
    order(g, "axis", "fire")
    g.apply(Move("activate", sgt))
    for u in (d7, c7, b7, team):
        g.apply(Move("add", u))
    g.apply(Move("done"))
    g.apply(Move("target", "B5"))
    assert options(g, "with") == {Move("with", p) for p in (d7, lmg, c7, b7, team, mortar)}
    g.apply(Move("with", d7))
    assert options(g, "with") == {Move("with", p) for p in (lmg, c7, team)}  # no B7 (not adjacent), no Mortar
    e = refused(g, Move("with", b7))
    assert (e.rule, e.code) == ("O20.3.1", "not_a_chain")
    assert refused(g, Move("with", mortar)).rule == "O20.3.1.1"
    g.apply(Move("with", lmg))
    g.apply(Move("with", c7))
    assert Move("with", b7) in options(g)
    g.apply(Move("with", b7))
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    assert params(ev, "attack")[0]["fp"] == 5 + 3
    # the Team and the Mortar may still fire, each alone or grouped (never compulsory)
    assert options(g) == {Move("target", "B5"), Move("done"), Move("smoke", mortar)}  # O20.2.1
    g.apply(Move("target", "B5"))
    assert options(g, "with") == {Move("with", team), Move("with", mortar)}


@pytest.mark.rule("O20.3.2", "O20.3.1.2", "10.3.2")
def test_group_hindrance_applies_once_the_largest():
    """D7 (Smoke 3 in C6 on its LOS) and C8 (Smoke 2 in B6 on its LOS) fire together at B5:
    5 + 1 - 3 = 3 (not 5 + 1 - 3 - 2).  A Sergeant in C7 activates them."""
    g = setup({"axis": [("red_sergeant", "C7"), ("red_rifle_squad", "D7"), ("red_rifle_squad", "C8")],
               "allies": [("blue_infantry_squad", "B5")]})
    g.state.smoke.update({"C6": 3, "B6": 2})
    d7, c8 = uid(g, "D7"), uid(g, "C8")
    assert fire_rules.line(g, "D7", "B5") == ("hindered", 3) and fire_rules.line(g, "C8", "B5") == ("hindered", 2)
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (6, 6))
    ev = fire(g, "axis", uid(g, "C7"), "B5", d7, c8, adds=(d7, c8))
    assert params(ev, "attack")[0]["fp"] == 5 + 1 - 3


@pytest.mark.rule("O20.3.2", "10.3.2")
def test_an_attack_of_fp_zero_or_less_may_not_be_made():
    """TS-25 with our counters: a Militia Team (FP 2) fires through Smoke 3: 2 - 3 = -1: the target
    is not even offered; a Rifle Squad (5 - 3 = 2) can; grouping the Team with it: 5 + 1 - 3."""
    g = setup({"axis": [("red_militia_team", "D7")], "allies": [("blue_infantry_squad", "B5")]})
    g.state.smoke["C7"] = 3
    team = uid(g, "D7")
    card = testing.hand(g, "axis", "fire")[0]
    assert Move("order", card, "fire") in options(g)  # O20.1: an enemy in LOS and Range
    g.apply(Move("order", card, "fire"))
    g.apply(Move("activate", team))
    assert options(g) == {Move("done")}
    e = refused(g, Move("target", "B5"))
    assert (e.rule, e.code, e.params["fp"], e.params["hindrance"]) == ("O20.3.2", "fp_too_low", -1, 3)


@pytest.mark.rule("T88.2", "O20.3.1.2")
def test_downhill_plus_one_if_one_piece_is_higher_uphill_minus_one_if_all_are_lower():
    """L3 is on the level 1 hill; K3 and K4 are level 0.  L3 + K3 at I5 (level 0): 5 + 1 + 1 = 7.
    K4 alone at L3 (higher): 5 - 1 = 4."""
    g = setup({"axis": [("red_lieutenant", "K2"), ("red_rifle_squad", "L3"), ("red_rifle_squad", "K3")],
               "allies": [("blue_infantry_squad", "I5")]})
    l3, k3 = uid(g, "L3"), uid(g, "K3")
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (6, 6))
    ev = fire(g, "axis", uid(g, "K2"), "I5", l3, k3, adds=(l3, k3))
    assert params(ev, "attack")[0]["fp"] == 5 + 1 + 1

    g = setup({"axis": [("red_rifle_squad", "K4")], "allies": [("blue_infantry_squad", "L3")]})
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (6, 6))
    ev = fire(g, "axis", uid(g, "K4"), "L3", uid(g, "K4"))
    assert params(ev, "attack")[0]["fp"] == 5 - 1


def attack_total_12(g: Game, target: str = "B5") -> list:
    """A Rifle Squad in D7 (FP 5) rolls 3 + 4: Attack Total 12."""
    testing.stack(g, "axis", (3, 4))
    return fire(g, "axis", uid(g, "D7"), target, uid(g, "D7"))


@pytest.mark.rule("O20.3.4", "13.1", "3.2.1")
@pytest.mark.parametrize("dice,result", [((2, 2), "suppressed"), ((2, 3), "none"), ((1, 2), "broken")])
def test_defense_total_against_attack_total_not_moving(dice, result):
    """TS-16: Attack Total 12 against a Blueland Infantry Squad (Morale 8, Cover 0): Defense
    Total 12 suppresses, 13 does nothing, 11 breaks."""
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "B5")]})
    testing.stack(g, "allies", dice)
    ev = attack_total_12(g)
    assert params(ev, "attack")[0]["total"] == 12
    assert params(ev, "defense")[0]["total"] == 8 + sum(dice)
    u = testing.unit_at(g, "B5")
    assert (u.broken, u.suppressed) == {"suppressed": (False, True), "none": (False, False),
                                        "broken": (True, False)}[result]


@pytest.mark.rule("O20.3.4", "3.2.4", "4.2", "7.1", "13.1")
def test_broken_unit_is_eliminated_and_a_suppressed_one_stays_suppressed():
    g = setup({"axis": [("red_rifle_squad", "D7")],
               "allies": [("blue_infantry_squad", "B5", None, {"broken": True}), ("blue_infantry_squad", "A1")]})
    b5 = uid(g, "B5")
    testing.stack(g, "allies", (2, 3))  # broken Morale 6 + 5 = 11 < 12
    attack_total_12(g)
    assert g.state.units[b5].location == CASUALTY and g.state.players["allies"].casualties == [b5]
    assert vp_of(g) == [("axis", 2)]


@pytest.mark.rule("O20.3.4", "3.3.2", "3.2.1")
def test_defense_morale_is_taken_at_each_roll_leader_first():
    """TS-33: a Command 1 Sergeant (Morale 8) with an Infantry Squad (Morale 8 + 1 = 9) in B5;
    Attack Total 12.  The Allied player rolls for the Sergeant first: 8 + 3 = 11, he breaks;
    the Squad then has Morale 8, not 9: 8 + 4 = 12 is a tie (suppressed), not 13."""
    g = setup({"axis": [("red_rifle_squad", "D7")],
               "allies": [("blue_sergeant", "B5"), ("blue_infantry_squad", "B5")]})
    sgt, sq = uid(g, "B5", "blue_sergeant"), uid(g, "B5", "blue_infantry_squad")
    testing.stack(g, "allies", (1, 2), (2, 2))
    attack_total_12(g)
    assert g.pending.player == "allies" and options(g) == {Move("defend", sgt), Move("defend", sq)}
    ev = g.apply(Move("defend", sgt))
    assert [(p["unit"], p["morale"], p["total"]) for p in params(ev, "defense")] == [(sgt, 8, 11), (sq, 8, 12)]
    assert g.state.units[sgt].broken and g.state.units[sq].suppressed and not g.state.units[sq].broken


@pytest.mark.rule("O20.3.3.1", "1.9.1.2", "11.4", "A41")
def test_jammed_breaks_every_firing_weapon_and_sustained_fire_doubles_breaks_again():
    """A Squad with an MMG and a Team with an LMG fire as a group with Sustained Fire (+2).  The
    roll is 3+3 Jammed!: both MGs break (the attack goes on), and the doubles break the MG the
    firing player picks a second time: eliminated (A41 stacks with Jammed!)."""
    g = setup({"axis": [("red_sergeant", "C8"), ("red_rifle_squad", "D7", "red_mmg"), ("red_rifle_team", "C7", "red_lmg")],
               "allies": [("blue_infantry_squad", "B5")]})
    sq, mmg, team, lmg = uid(g, "D7"), wid(g, "D7"), uid(g, "C7"), wid(g, "C7")
    card = action_card(g, "axis", "sustained_fire")
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, "C8")))
    g.apply(Move("add", sq))
    g.apply(Move("add", team))
    g.apply(Move("done"))
    g.apply(Move("target", "B5"))
    assert Move("action", card, "sustained_fire") not in options(g)  # no MG in the group yet
    g.apply(Move("with", sq))
    assert Move("action", card, "sustained_fire") not in options(g)
    g.apply(Move("with", mmg))
    g.apply(Move("with", lmg))
    g.apply(Move("action", card, "sustained_fire"))
    testing.stack(g, "axis", (3, 3, "jammed"))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    assert g.state.weapons[mmg].broken and g.state.weapons[lmg].broken
    assert g.pending.kind == "malfunction" and options(g) == {Move("break", mmg), Move("break", lmg)}
    ev += g.apply(Move("break", lmg))
    assert g.state.weapons[lmg].location == "casualty" and g.state.units[team].weapon is None
    # X = MMG 5, + 2 others, + 2 Sustained Fire = 9; the roll 6: 15
    assert params(ev, "attack") == [{"target": "B5", "fp": 9, "roll": 6, "total": 15}]
    assert params(ev, "defense")[0]["attack"] == 15


@pytest.mark.rule("A34", "A24.1")
def test_hand_grenades_need_an_adjacent_firing_piece_and_stack():
    """Two Hand Grenades (+2 each) for a Squad adjacent to the target; none from range 3."""
    g = setup({"axis": [("red_rifle_squad", "C7"), ("red_rifle_squad", "D7")],
               "allies": [("blue_infantry_squad", "C6")]})
    c1, c2 = action_card(g, "axis", "hand_grenades", 0), action_card(g, "axis", "hand_grenades", 1)
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, "C7")))
    g.apply(Move("target", "C6"))
    g.apply(Move("with", uid(g, "C7")))
    assert options(g, "action") == {Move("action", c1, "hand_grenades"), Move("action", c2, "hand_grenades")}
    g.apply(Move("action", c1, "hand_grenades"))
    g.apply(Move("action", c2, "hand_grenades"))
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    assert params(ev, "attack")[0]["fp"] == 5 + 2 + 2
    assert c1 in g.state.players["axis"].discard and c2 in g.state.players["axis"].discard

    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "B5")]})
    card = action_card(g, "axis", "hand_grenades")
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, "D7")))
    g.apply(Move("target", "B5"))
    g.apply(Move("with", uid(g, "D7")))
    assert not options(g, "action")
    assert refused(g, Move("action", card, "hand_grenades")).rule == "A34"


# ----------------------------------------------------------------------------------------------
# O21 Move, A33 Op Fire
# ----------------------------------------------------------------------------------------------
def start_move(g: Game, unit: str, *adds: str) -> None:
    order(g, "axis", "move")
    g.apply(Move("activate", unit))
    for a in adds:
        g.apply(Move("add", a))
    if g.pending.kind == "add":
        g.apply(Move("done"))
    g.apply(Move("mover", unit))


def spent(events) -> list[tuple[str, int]]:
    return [(p["hex"], p["spent"]) for p in params(events, "unit_moved")]


@pytest.mark.rule("O21.1", "T78.2", "T97", "T88.1", "O21.4")
def test_movement_costs_and_full_payment():
    """A Rifle Squad (Movement 4) in D7: Brush C8 costs 2, then Open B8 1 (3 spent); with 1 MP left
    Woods A9 (2) cannot be entered (no partial payment), Open B9 can; then nothing is left."""
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "A8")]})
    sq = uid(g, "D7")
    start_move(g, sq)
    ev = g.apply(Move("enter", sq, "C8"))
    ev += g.apply(Move("enter", sq, "B8"))
    assert spent(ev) == [("C8", 2), ("B8", 3)]
    assert {m.args[1] for m in options(g, "enter")} == {"B7", "C9", "B9"}  # C8 Brush 2; A9 Woods 2; A8 enemy
    e = refused(g, Move("enter", sq, "A9"))
    assert (e.rule, e.code, e.params["cost"], e.params["left"]) == ("O21.1", "move_cost", 2, 1)
    e = refused(g, Move("enter", sq, "A8"))
    assert (e.rule, e.code) == ("O21.4", "move_enemy")
    g.apply(Move("enter", sq, "B9"))
    assert options(g) == {Move("stop", sq)}


@pytest.mark.rule("T97", "T88.1", "O21.1")
def test_wall_and_uphill_add_one():
    g = setup({"axis": [("red_rifle_squad", "G7"), ("red_rifle_squad", "K3")], "allies": [("blue_infantry_squad", "A1")]})
    sq = uid(g, "G7")
    start_move(g, sq)
    assert spent(g.apply(Move("enter", sq, "H7"))) == [("H7", 2)]  # Orchard 1 + Wall 1
    g = setup({"axis": [("red_rifle_squad", "K3")], "allies": [("blue_infantry_squad", "A1")]})
    sq = uid(g, "K3")
    start_move(g, sq)
    assert spent(g.apply(Move("enter", sq, "L3"))) == [("L3", 2)]  # Open 1 + uphill 1


@pytest.mark.rule("T93", "O21")
def test_road_bonus_one_more_mp_after_entering_a_road_hex():
    """Movement 4 + 1: E6 -> E5 (Road) -> F5 -> G5 -> H5 (along the road, 1 each) -> I5: 5 MP."""
    g = setup({"axis": [("red_rifle_squad", "E6")], "allies": [("blue_infantry_squad", "A1")]})
    sq = uid(g, "E6")
    start_move(g, sq)
    ev = []
    for h in ("E5", "F5", "G5", "H5", "I5"):
        ev += g.apply(Move("enter", sq, h))
    assert spent(ev) == [("E5", 1), ("F5", 2), ("G5", 3), ("H5", 4), ("I5", 5)]
    assert options(g) == {Move("stop", sq)}


def op_fire_position():
    """An Axis Rifle Squad in C8 (Brush) moves C7 -> D7 -> D6 -> E6; a Blueland Infantry Squad in
    B5 (FP 4) sees C7, D7 and E6 (clear, range 2, 3, 3), not D6, and asks for Op Fire windows."""
    g = setup({"axis": [("red_rifle_squad", "C8"), ("red_sergeant", "A8")],
               "allies": [("blue_infantry_squad", "B5"), ("blue_infantry_squad", "O1")]},
              prefs={"axis": (), "allies": ("op_fire",)})
    for h in ("C7", "D7", "E6", "A7"):
        assert fire_rules.line(g, "B5", h)[0] == "clear"
    assert fire_rules.line(g, "B5", "D6")[0] == "blocked"
    return g, uid(g, "C8"), uid(g, "B5")


def op_fire_once(g: Game, sq: str, b5: str) -> None:
    """C8 -> C7; the Allies play a Fire card and B5 fires: 4 + 2 = 6 against 8 + 12: no effect."""
    start_move(g, sq)
    g.apply(Move("enter", sq, "C7"))
    g.apply(sorted(options(g, "action"))[0])
    g.apply(Move("activate", b5))
    testing.stack(g, "allies", (1, 1))
    testing.stack(g, "axis", (6, 6))
    g.apply(Move("with", b5))
    g.apply(Move("fire"))
    g.apply(Move("stop", sq))


@pytest.mark.rule("A33.1", "A33.2", "A33.3", "O21.3", "O21.5", "O20.3.4")
def test_op_fire_after_each_hex_one_attack_per_expenditure_units_stay_activated():
    g, sq, b5 = op_fire_position()
    fire_cards = testing.hand(g, "allies", "fire", "fire")
    start_move(g, sq)
    g.apply(Move("enter", sq, "C7"))
    d = g.pending
    assert (d.player, d.kind, d.window) == ("allies", "react", True)
    assert options(g) == {Move("decline"), Move("action", fire_cards[0], "fire"),
                          Move("action", fire_cards[1], "fire")}  # nobody Op-Fire-activated yet
    assert refused(g, Move("op_fire")).rule == "A33.3"
    # Op Fire: play a Fire card, activate B5, fire at C7 (the hex just entered)
    g.apply(Move("action", fire_cards[0], "fire"))
    g.apply(Move("activate", b5))
    assert g.pending.kind == "group" and options(g) == {Move("with", b5)}
    testing.stack(g, "allies", (3, 4))  # 4 + 7 = 11
    testing.stack(g, "axis", (1, 2))    # Morale 8 + 3 = 11: a tie breaks a Moving unit
    ev = g.apply(Move("with", b5)) + g.apply(Move("fire"))
    assert params(ev, "attack") == [{"target": "C7", "fp": 4, "roll": 7, "total": 11}]
    assert params(ev, "defense")[0]["total"] == 11
    u = g.state.units[sq]
    assert u.broken and not u.suppressed
    # the window closed after one attack: the Axis player moves on (broken: Movement 4, 1 spent)
    assert g.pending.player == "axis" and g.pending.kind == "step"
    g.apply(Move("enter", sq, "D7"))
    # next expenditure: B5 is still activated for Op Fire: no new card needed (and none could
    # activate anybody: B5 cannot be activated for Op Fire again, O1 is out of range)
    assert options(g) == {Move("decline"), Move("op_fire")}
    g.apply(Move("decline"))
    g.apply(Move("enter", sq, "D6"))  # out of B5's LOS: no window
    assert g.pending.player == "axis"
    testing.stack(g, "allies", (1, 1))  # 4 + 2 = 6
    testing.stack(g, "axis", (6, 6))
    g.apply(Move("enter", sq, "E6"))
    ev = g.apply(Move("op_fire"))
    assert g.pending.kind == "group"
    ev += g.apply(Move("with", b5)) + g.apply(Move("fire"))
    assert params(ev, "attack")[0]["total"] == 6
    assert spent(ev) == [] and u.hex == "E6"
    assert fire_cards[1] in g.state.players["allies"].hand  # the second card was not needed
    assert options(g) == {Move("stop", sq)}  # 4 MP spent


@pytest.mark.rule("A33.3")
def test_op_fire_units_cannot_fire_in_a_later_move_order_nor_be_activated_again_this_turn():
    """A33 example step 6: after the first Move Order, B5 may not fire at the Sergeant's move,
    and may not be activated for Op Fire again this Turn."""
    g, sq, b5 = op_fire_position()
    testing.hand(g, "allies", "fire", "fire")
    op_fire_once(g, sq, b5)
    assert g.pending.kind == "turn"
    sgt = uid(g, "A8")
    start_move(g, sgt)
    g.apply(Move("enter", sgt, "A7"))
    d = g.pending
    assert d.player == "allies" and d.kind == "react"
    assert options(g) == {Move("decline")}  # no "op_fire", no Fire card: B5 was used this Turn
    card = sorted(c for c in g.state.players["allies"].hand if g.state.players["allies"].cards[c].order == "fire")[0]
    e = refused(g, Move("action", card, "fire"))
    assert (e.rule, e.code) == ("A33.3", "no_eligible_units")


@pytest.mark.rule("A33.3")
def test_a_new_turn_allows_op_fire_again():
    g, sq, b5 = op_fire_position()
    testing.hand(g, "allies", "fire")
    op_fire_once(g, sq, b5)
    end_turn(g)
    g.apply(Move("pass"))
    g.apply(Move("done"))  # the Allies' Turn passes
    assert g.state.active == "axis"
    cards = testing.hand(g, "allies", "fire")
    start_move(g, sq)
    g.apply(Move("enter", sq, "D7"))
    assert Move("action", cards[0], "fire") in options(g)


@pytest.mark.rule("A33.3", "O20.2")
def test_ordnance_cannot_op_fire_its_carrier_can():
    """The Blueland Medium Mortar (Range 3-16) carried by a Team in B5: Op Fire at D7 (range 3) is
    made by the Team (FP 2) alone."""
    g = setup({"axis": [("red_rifle_squad", "C8")],
               "allies": [("blue_infantry_team", "B5", "blue_medium_mortar"), ("blue_infantry_squad", "O1")]},
              prefs={"axis": (), "allies": ("op_fire",)})
    sq, team, mortar = uid(g, "C8"), uid(g, "B5"), wid(g, "B5")
    testing.hand(g, "allies", "fire")
    start_move(g, sq)
    g.apply(Move("enter", sq, "D7"))
    g.apply(sorted(options(g, "action"))[0])
    g.apply(Move("activate", team))
    assert options(g) == {Move("with", team)}
    e = refused(g, Move("with", mortar))
    assert e.rule == "A33.3"


# ----------------------------------------------------------------------------------------------
# O22 Recover
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("O22.1", "O22.2", "O22.3", "13.3")
@pytest.mark.parametrize("dice,rallied,suppressed", [((2, 3), True, False), ((3, 4), False, True),
                                                     ((4, 5), False, False)])
def test_recover_removes_suppression_first_then_rally_rolls(dice, rallied, suppressed):
    """TS-26: a broken, suppressed Rifle Squad in the Orchard C5: broken Morale 6 + Cover 1 = 7
    once its Suppression is gone (6 with it).  A suppressed Team in D7.  Rally Roll 5 rallies, 7
    suppresses (still broken), 9 does nothing."""
    g = setup({"axis": [("red_rifle_squad", "C5", None, {"broken": True, "suppressed": True}),
                        ("red_rifle_team", "D7", None, {"suppressed": True})],
               "allies": [("blue_infantry_squad", "A1")]})
    sq, team = uid(g, "C5"), uid(g, "D7")
    ev = order(g, "axis", "recover")  # step 1, before any roll
    assert sorted(p["unit"] for p in params(ev, "unit_unsuppressed")) == sorted([sq, team])
    assert params(ev, "roll") == []
    assert g.state.morale(g.state.units[sq]) == 7
    assert g.pending.kind == "rally" and options(g) == {Move("rally", sq)}  # the Team is not broken
    testing.stack(g, "axis", dice)
    g.apply(Move("rally", sq))
    u = g.state.units[sq]
    assert (u.broken, u.suppressed) == (not rallied, suppressed)
    assert not g.state.units[team].suppressed
    assert g.pending.kind == "turn"


@pytest.mark.rule("O22.2", "1.9.1.3")
def test_a_unit_broken_during_the_recover_order_gets_no_rally_roll():
    g = setup({"axis": [("red_rifle_squad", "C5", None, {"broken": True}), ("red_rifle_squad", "D7")],
               "allies": [("blue_infantry_squad", "A1")]})
    sq, other_sq = uid(g, "C5"), uid(g, "D7")
    order(g, "axis", "recover")
    testing.stack(g, "axis", (2, 2, "sniper"), (6, 6, None, "D7"))
    g.apply(Move("rally", sq))
    assert g.pending.kind == "sniper"
    g.apply(Move("snipe", other_sq))
    assert g.state.units[other_sq].broken and not g.state.units[sq].broken
    assert g.pending.kind == "turn"  # no Rally Roll for the Squad broken by the Sniper


@pytest.mark.rule("O22.1", "O23.1")
def test_recover_or_rout_activate_a_player_once_per_turn():
    """Axis: a broken unit; Allies: a broken unit.  The Axis Routs the Allies, then may Recover
    himself; then neither Rout (himself: already activated; Allies: already activated) nor a
    second Recover may be given."""
    g = setup({"axis": [("red_rifle_squad", "C5", None, {"broken": True})],
               "allies": [("blue_guard_squad", "E3", None, {"broken": True}), ("blue_infantry_squad", "O1")]})
    rout1, recover1, rout2, recover2 = testing.hand(g, "axis", "rout", "recover", "rout", "recover")
    g.apply(Move("order", rout1, "rout"))
    assert options(g) == {Move("rout", "axis"), Move("rout", "allies")}
    testing.stack(g, "axis", (1, 1))  # 2 < 7: no effect
    g.apply(Move("rout", "allies"))
    g.apply(Move("rout_roll", uid(g, "E3")))
    assert g.pending.kind == "turn"
    ok = options(g, "order")
    assert Move("order", rout2, "rout") in ok and Move("order", recover1, "recover") in ok
    testing.stack(g, "axis", (6, 6))
    g.apply(Move("order", recover1, "recover"))
    g.apply(Move("rally", uid(g, "C5")))
    ok = options(g, "order")
    assert Move("order", rout2, "rout") not in ok and Move("order", recover2, "recover") not in ok
    e = refused(g, Move("order", rout2, "rout"))
    assert (e.rule, e.code) == ("O23.1", "player_already_activated")
    e = refused(g, Move("order", recover2, "recover"))
    assert (e.rule, e.code) == ("O22.1", "player_already_activated")


# ----------------------------------------------------------------------------------------------
# O23 Rout, Retreat
# ----------------------------------------------------------------------------------------------
def rout_allies(g: Game, dice) -> list:
    """The Axis (active) Routs the Allies and rolls ``dice`` for the broken Guard Squad in E7."""
    order(g, "axis", "rout")
    g.apply(Move("rout", "allies"))
    testing.stack(g, "axis", dice)
    return g.apply(Move("rout_roll", uid(g, "E7")))


@pytest.mark.rule("O23.1", "O23.2", "O23.3", "O23.3.1")
@pytest.mark.parametrize("dice,result", [((4, 5), "retreat"), ((3, 4), "suppressed"), ((2, 3), "none")])
def test_rout_roll_by_the_active_player(dice, result):
    """TS-27 with our counters: a broken Guard Squad (broken Morale 7, Cover 0) in E7.  The Axis
    rolls from his own deck: 9 retreats it 2 hexes toward the Allied (top) edge, each strictly
    closer, chosen by the Allied player, terrain ignored (the Building F6 may be entered); 7
    suppresses; 5 does nothing."""
    g = setup({"axis": [("red_rifle_squad", "A10")],
               "allies": [("blue_guard_squad", "E7", None, {"broken": True}), ("blue_infantry_squad", "O1")]})
    guard = uid(g, "E7")
    ev = rout_allies(g, dice)
    assert [p["player"] for p in params(ev, "card_revealed")] == ["axis"]
    u = g.state.units[guard]
    if result == "retreat":
        d = g.pending
        assert (d.player, d.kind) == ("allies", "retreat")
        assert options(g) == {Move("retreat", guard, h) for h in ("E6", "D6", "F6")}
        assert refused(g, Move("retreat", guard, "E8")).rule == "O23.3"
        g.apply(Move("retreat", guard, "F6"))
        assert options(g) == {Move("retreat", guard, h) for h in g.movement_graph.toward_edge("F6", "top")}
        g.apply(Move("retreat", guard, "F5"))
        assert u.hex == "F5" and g.pending.kind == "turn"
    else:
        assert u.hex == "E7" and u.suppressed is (result == "suppressed") and g.pending.kind == "turn"


@pytest.mark.rule("O23.3", "O23.3.5", "7.1")
def test_retreat_off_the_friendly_edge_or_into_the_enemy_eliminates():
    """TS-28: a broken Guard Squad on the top edge (E1) must Retreat 1: eliminated, Axis +2 VP.
    In the Brush D2 (Morale 7 + 1) with the only closer hex D1 enemy-occupied: eliminated (it
    surrenders)."""
    for hex_id, axis, dice in (("E1", [("red_rifle_squad", "A10")], (4, 4)),
                               ("D2", [("red_rifle_squad", "A10"), ("red_rifle_team", "D1")], (4, 5))):
        g = setup({"axis": axis, "allies": [("blue_guard_squad", hex_id, None, {"broken": True}),
                                            ("blue_infantry_squad", "O1")]})
        guard = uid(g, hex_id)
        order(g, "axis", "rout")
        g.apply(Move("rout", "allies"))
        testing.stack(g, "axis", dice)  # Retreat 1
        g.apply(Move("rout_roll", guard))
        assert g.state.units[guard].location == CASUALTY
        assert vp_of(g) == [("axis", 2)]


# ----------------------------------------------------------------------------------------------
# O17 Artillery Denied, O18 Artillery Request
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("O17")
def test_artillery_denied_breaks_then_removes_the_enemy_radio():
    """TS-04: (a) an unbroken Radio breaks, nothing is activated; (b) a broken one is removed
    from the game, not put on the Casualty Track; (c) no Radio: the Order cannot be given."""
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "A1")]})
    allies = g.state.players["allies"]
    allies.radio = Radio("allies", 10, "blue_battery_field")
    d1, d2, d3 = testing.hand(g, "axis", "artillery_denied", "artillery_denied", "artillery_denied")
    g.apply(Move("order", d1, "artillery_denied"))
    assert allies.radio.broken and g.state.activated_units == set() and g.pending.kind == "turn"
    g.apply(Move("order", d2, "artillery_denied"))
    assert allies.radio is None and allies.casualties == []
    assert Move("order", d3, "artillery_denied") not in options(g)
    assert refused(g, Move("order", d3, "artillery_denied")).rule == "O17"


@pytest.mark.rule("O18", "O18.1", "O18.2")
def test_battery_access_then_fire_for_effect():
    """TS-05: the Axis Radio (Redland Light Battery) is broken; card 1 repairs it and activates
    nobody; card 2 may be played at once as Fire for Effect: the Spotter is an unbroken Leader."""
    g = setup({"axis": [("red_sergeant", "D7"), ("red_lieutenant", "A10", None, {"broken": True}),
                        ("red_rifle_squad", "D7")],
               "allies": [("blue_infantry_squad", "B5")]})
    radio = g.state.players["axis"].radio
    radio.broken = True
    c1, c2 = testing.hand(g, "axis", "artillery_request", "artillery_request")
    g.apply(Move("order", c1, "artillery_request"))
    assert not radio.broken and g.state.activated_units == set() and g.pending.kind == "turn"
    g.apply(Move("order", c2, "artillery_request"))
    assert options(g) == {Move("activate", uid(g, "D7", "red_sergeant"))}  # not the broken Lieutenant
    assert refused(g, Move("activate", uid(g, "D7", "red_rifle_squad"))).rule == "O18.2"


@pytest.mark.rule("O18")
def test_artillery_request_not_allowed():
    """TS-06: no Radio; or an unbroken Radio with every unbroken Leader already activated."""
    g = setup({"axis": [("red_sergeant", "D7"), ("red_rifle_squad", "E7")], "allies": [("blue_infantry_squad", "A1")]})
    card = testing.hand(g, "axis", "artillery_request")[0]
    assert Move("order", card, "artillery_request") in options(g)
    g.state.players["axis"].radio = None
    assert Move("order", card, "artillery_request") not in options(g)
    assert refused(g, Move("order", card, "artillery_request")).rule == "O18"
    g.state.players["axis"].radio = Radio("axis", 9, "red_battery_light")
    g.state.activated_units.add(uid(g, "D7"))
    assert Move("order", card, "artillery_request") not in options(g)


def fire_for_effect(g: Game, spotter: str, sr: str, rounds: str | None = "barrage") -> None:
    order(g, "axis", "artillery_request")
    g.apply(Move("activate", spotter))
    g.apply(Move("spot", sr))
    if rounds:
        assert options(g) == {Move("barrage"), Move("smoke")}  # the Light Battery may fire Smoke
        g.apply(Move(rounds))


@pytest.mark.rule("O18.2", "O18.2.1", "O18.2.2", "O18.2.2.1", "O18.2.3.2", "O20.2.3")
def test_hit_drift_back_to_the_start_and_impact():
    """TS-07: the Sergeant in D7 spots B5 (range 3, clear): Accuracy 2x2 = 4 > 3 hits.  The drift
    card (not a roll: its Sniper! is ignored) shows white 1 (N), coloured 4 (S): back to B5.
    Only B5 holds a unit: one Impact Roll, FP 9 + 5 = 14; the Squad (Morale 8) rolls 3 + 2."""
    g = setup({"axis": [("red_sergeant", "D7")], "allies": [("blue_infantry_squad", "B5")]})
    sgt = uid(g, "D7")
    fire_for_effect(g, sgt, "B5", rounds=None)
    assert g.state.activated_units == {sgt}
    assert options(g) == {Move("barrage"), Move("smoke")}  # the Light Battery may fire Smoke
    testing.stack(g, "axis", (2, 2), (1, 4, "sniper"), (2, 3))
    testing.stack(g, "allies", (3, 2))
    ev = g.apply(Move("barrage"))
    t = params(ev, "targeting")[0]
    assert (t["product"], t["range"], t["result"]) == (4, 3, "hit")
    assert params(ev, "trigger") == [] and g.pending.kind == "turn"
    assert params(ev, "attack") == [{"target": "B5", "fp": 9, "roll": 5, "total": 14}]
    assert params(ev, "defense")[0]["total"] == 8 + 5
    assert testing.unit_at(g, "B5").broken


@pytest.mark.rule("O18.2.2.2", "O18.2.3.2")
def test_miss_drifts_in_a_straight_line_and_hits_friendly_units():
    """TS-08: Accuracy 1x1 misses; white 4 (S), coloured 4: B5 -> B9, four hexes south, where an
    Axis Team is attacked (its owner rolls)."""
    g = setup({"axis": [("red_sergeant", "D7"), ("red_rifle_team", "B9")], "allies": [("blue_infantry_squad", "B5")]})
    sgt, team = uid(g, "D7"), uid(g, "B9")
    order(g, "axis", "artillery_request")
    g.apply(Move("activate", sgt))
    g.apply(Move("spot", "B5"))
    testing.stack(g, "axis", (1, 1), (4, 4), (1, 1), (6, 6))  # Accuracy, drift, Impact, Team's Defense
    ev = g.apply(Move("barrage"))
    assert params(ev, "targeting")[0]["result"] == "miss"
    assert [p["hex"] for p in params(ev, "artillery") if "white" in p] == ["B9"]
    assert params(ev, "attack") == [{"target": "B9", "fp": 9, "roll": 2, "total": 11}]
    assert [p["unit"] for p in params(ev, "defense")] == [team]
    assert not testing.unit_at(g, "B5").broken


@pytest.mark.rule("O18.2.2.3")
def test_off_the_map_even_for_a_moment():
    """TS-09: the Sergeant on the hill K2 spots H1 on the top edge (range 3): a hit; white 1 (N)
    leaves the map, coloured 4 (S) would come back: the SR is removed, nothing is attacked."""
    g = setup({"axis": [("red_sergeant", "K2")], "allies": [("blue_infantry_squad", "H1")]})
    sgt = uid(g, "K2")
    order(g, "axis", "artillery_request")
    g.apply(Move("activate", sgt))
    g.apply(Move("spot", "H1"))
    testing.stack(g, "axis", (2, 2), (1, 4), (6, 6))
    ev = g.apply(Move("barrage"))
    assert params(ev, "targeting")[0]["result"] == "hit"
    assert params(ev, "attack") == [] and len(params(ev, "roll")) == 1  # the Accuracy roll only
    assert [e.message.code for e in ev if e.kind == "artillery"] == ["barrage_off_map"]
    assert g.pending.kind == "turn" and not testing.unit_at(g, "H1").broken


@pytest.mark.rule("O18.2.1.1", "O18.2.3.1", "T94")
def test_smoke_barrage_places_seven_smoke_markers_and_no_impact_roll():
    g = setup({"axis": [("red_sergeant", "C7")], "allies": [("blue_infantry_squad", "E7")]})
    order(g, "axis", "artillery_request")
    g.apply(Move("activate", uid(g, "C7")))
    g.apply(Move("spot", "E7"))
    testing.stack(g, "axis", (3, 3), (1, 4))  # 9 > 2: a hit; back to E7
    ev = g.apply(Move("smoke"))
    area = {"E7", *g.grid.neighbours("E7").values()}
    assert set(g.state.smoke) == area
    assert all(1 <= v <= 10 for v in g.state.smoke.values())
    assert params(ev, "attack") == [] and len(params(ev, "roll")) == 1


@pytest.mark.rule("O18.2.3", "O18.2.3.2", "1.9.1.2", "F102")
def test_artillery_barrage_only_occupied_or_fortified_hexes_in_the_players_order():
    """TS-11: a Radio with FP 10 (no Smoke).  In the 7 hexes around E7: an Allied Squad in E6,
    Foxholes alone in E8, five empty hexes: exactly two Impact Rolls, in the order the Axis
    player chooses.  A Jammed! on an Impact Roll does not break the Radio.  The Squad in Foxholes
    elsewhere would get Cover 4 against artillery (3 otherwise)."""
    g = setup({"axis": [("red_sergeant", "C7")], "allies": [("blue_infantry_squad", "E6")]})
    radio = g.state.players["axis"].radio = Radio("axis", 10, "x")
    g.state.fortifications["E8"] = "foxholes"
    order(g, "axis", "artillery_request")
    g.apply(Move("activate", uid(g, "C7")))
    testing.stack(g, "axis", (3, 3), (1, 4), (2, 2, "jammed"), (1, 2))
    testing.stack(g, "allies", (2, 1))
    ev = g.apply(Move("spot", "E7"))  # no Smoke on this Radio: no "rounds" question
    assert g.pending.kind == "impact" and options(g) == {Move("impact", "E6"), Move("impact", "E8")}
    ev += g.apply(Move("impact", "E8"))
    assert params(ev, "attack") == [{"target": "E8", "fp": 10, "roll": 4, "total": 14},
                                    {"target": "E6", "fp": 10, "roll": 3, "total": 13}]
    assert not radio.broken
    assert params(ev, "defense")[0]["total"] == 8 + 3
    assert testing.unit_at(g, "E6").broken and g.pending.kind == "turn"


@pytest.mark.rule("O18.2.3.2", "F102")
def test_foxholes_give_cover_4_against_artillery():
    g = setup({"axis": [("red_sergeant", "C7")], "allies": [("blue_infantry_squad", "E7")]})
    g.state.players["axis"].radio = Radio("axis", 10, "x")
    g.state.fortifications["E7"] = "foxholes"
    assert g.state.morale(testing.unit_at(g, "E7")) == 8 + 3
    order(g, "axis", "artillery_request")
    g.apply(Move("activate", uid(g, "C7")))
    testing.stack(g, "axis", (3, 3), (1, 4), (1, 1))
    testing.stack(g, "allies", (1, 1))
    ev = g.apply(Move("spot", "E7"))
    assert params(ev, "defense")[0]["morale"] == 8 + 4


@pytest.mark.rule("O18.2.3.3")
def test_exactly_one_impact_roll_total_destroys_the_foxholes():
    """Whatever the table's number for FP 10, exactly one dice total (2-12) of the Impact Roll
    equals it and destroys the Foxholes in E8 before any Defense Roll."""
    destroyed = []
    for total in range(2, 13):
        g = setup({"axis": [("red_sergeant", "C7")], "allies": [("blue_infantry_squad", "A1")]})
        g.state.players["axis"].radio = Radio("axis", 10, "x")
        g.state.fortifications["E8"] = "foxholes"
        order(g, "axis", "artillery_request")
        g.apply(Move("activate", uid(g, "C7")))
        d1 = max(1, total - 6)
        testing.stack(g, "axis", (3, 3), (1, 4), (d1, total - d1))
        g.apply(Move("spot", "E7"))
        if "E8" not in g.state.fortifications:
            destroyed.append(total)
    assert destroyed == [4]  # our table (resources/terrain.json "artillery"): FP 10 -> 4


# ----------------------------------------------------------------------------------------------
# O21.2 Moving together, O21.1.1 Weapon Transfer, O14.3 / O21.6 Actions during a Move
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("O21.2", "3.3.2")
@pytest.mark.parametrize("leader,mp", [("red_sergeant", 5), ("red_corporal", 4)])
def test_units_starting_in_one_hex_move_together_with_the_lowest_movement(leader, mp):
    """TS-30: a Rifle Squad (Movement 4) and a Sergeant (Movement 6, Command 1) in B7: the
    Squad's Movement is 4 + 1 = 5, so the group has 5 MP along row 7 (Open Ground, 1 each); with
    a Command 0 Corporal (Movement 5) it has 4.  Both end in the same hex."""
    g = setup({"axis": [(leader, "B7"), ("red_rifle_squad", "B7")], "allies": [("blue_infantry_squad", "O1")]})
    ldr, sq = uid(g, "B7", leader), uid(g, "B7", "red_rifle_squad")
    order(g, "axis", "move")
    g.apply(Move("activate", ldr))
    g.apply(Move("add", sq))
    g.apply(Move("done"))
    assert options(g) == {Move("mover", ldr), Move("mover", sq), Move("group", "B7")}
    g.apply(Move("group", "B7"))
    first = g.pending.options[0].args[0]
    ev = []
    for h in ("C7", "D7", "E7", "F7", "G7")[:mp]:
        ev += g.apply(Move("enter", first, h))
    assert options(g) == {Move("stop", first)}
    assert spent(ev)[-2:] == [(("C7", "D7", "E7", "F7", "G7")[mp - 1], mp)] * 2  # both units, same MP
    g.apply(Move("stop", first))
    assert g.state.units[ldr].hex == g.state.units[sq].hex == ("C7", "D7", "E7", "F7", "G7")[mp - 1]
    assert g.pending.kind == "turn"  # nobody left to move


@pytest.mark.rule("O21.1.1", "11.3")
def test_weapon_transfer_costs_one_mp_to_a_unit_without_weapon():
    """TS-31: a moving Squad in D7 gives its LMG to a non-activated Squad in its hex for 1 MP;
    never to a Squad that already carries a Weapon.  No Op Fire window: no hex was entered."""
    g = setup({"axis": [("red_rifle_squad", "D7", "red_lmg"), ("red_rifle_squad", "D7"),
                        ("red_rifle_squad", "D7", "red_mmg")],
               "allies": [("blue_infantry_squad", "B5")]}, prefs={"axis": (), "allies": ("op_fire",)})
    giver, taker, full = [u.id for u in sorted(g.state.units_in("D7"), key=lambda u: u.id)]
    lmg = g.state.units[giver].weapon
    testing.hand(g, "allies", "fire")
    order(g, "axis", "move")
    g.apply(Move("activate", giver))
    g.apply(Move("mover", giver))
    assert options(g, "transfer") == {Move("transfer", lmg, taker)}
    assert refused(g, Move("transfer", lmg, full)).rule == "O21.1.1"
    g.apply(Move("transfer", lmg, taker))
    assert g.state.units[taker].weapon == lmg and g.state.units[giver].weapon is None
    assert g.pending.player == "axis" and g.pending.kind == "step"  # no Op Fire window
    ev = g.apply(Move("enter", giver, "C8"))  # Brush 2: 1 + 2 = 3 spent
    assert spent(ev) == [("C8", 3)]


@pytest.mark.rule("O14.3", "O21.2", "A39")
def test_smoke_grenades_during_the_squads_move_then_the_leader_moves():
    """TS-02: a Sergeant in A8 and an Assault Squad (boxed Movement) in C8 are activated to
    Move; the Squad moves first, plays Smoke Grenades and finishes; the Sergeant may not start
    before; then he moves."""
    g = setup({"axis": [("red_sergeant", "B8"), ("red_assault_squad", "C8")], "allies": [("blue_infantry_squad", "O1")]})
    sgt, sq = uid(g, "B8"), uid(g, "C8")
    card = action_card(g, "axis", "smoke_grenades")
    order(g, "axis", "move")
    g.apply(Move("activate", sgt))
    g.apply(Move("add", sq))
    g.apply(Move("done"))
    g.apply(Move("mover", sq))
    g.apply(Move("enter", sq, "C7"))
    assert refused(g, Move("mover", sgt)).rule == "O21.2"
    g.apply(Move("action", card, "smoke_grenades"))
    assert Move("smoke", "B8") not in options(g) and Move("smoke", "C6") in options(g)  # C7 or next to it
    g.apply(Move("smoke", "C6"))
    assert "C6" in g.state.smoke and card in g.state.players["axis"].discard
    g.apply(Move("stop", sq))
    assert options(g) == {Move("mover", sgt)}
    g.apply(Move("mover", sgt))
    g.apply(Move("enter", sgt, "B7"))
    g.apply(Move("stop", sgt))
    assert g.pending.kind == "turn"


@pytest.mark.rule("O21.6", "O21.5", "A33.2")
def test_after_a_hex_entered_the_inactive_player_acts_first():
    """TS-29: the Assault Squad enters C7 in B5's LOS: the Allied window comes first; the Axis
    Smoke Grenades can only be played once the Allies have declined."""
    g = setup({"axis": [("red_assault_squad", "C8")], "allies": [("blue_infantry_squad", "B5")]},
              prefs={"axis": (), "allies": ("op_fire",)})
    sq = uid(g, "C8")
    card = action_card(g, "axis", "smoke_grenades")
    testing.hand(g, "allies", "fire")
    order(g, "axis", "move")
    g.apply(Move("activate", sq))
    g.apply(Move("mover", sq))
    assert Move("action", card, "smoke_grenades") in options(g)  # before any hex: the Axis may
    g.apply(Move("enter", sq, "C7"))
    assert g.pending.player == "allies" and g.pending.kind == "react"
    with pytest.raises(IllegalMove):
        g.apply(Move("action", card, "smoke_grenades"))
    g.apply(Move("decline"))
    assert g.pending.player == "axis" and Move("action", card, "smoke_grenades") in options(g)
