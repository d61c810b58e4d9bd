"""Events E43-E59 (shared/rules/04-events.md: the Events, their test scenarios 5-23 and the
ambiguities' readings, recorded in docs/rules-decisions.md; the Events' code is in
cc_desktop/rules/events/).

Every Event is caused by a real roll: a Rout Order against the broken Allied Squad in O1 (Open
Ground, Morale 6) whose Rout roll 1+1 = 2 shows Event! (2 < 6: the roll itself has no effect);
the card under it shows the Event; the cards after that give the random hex and the rolls the
Event makes.  The map is the test scenario's "village": Open Ground unless a comment says
otherwise (woods A9, A10, I1, J1; building F6; road E5).  Water is painted on a copy of the
board where a test needs it (the village has none).
"""

from __future__ import annotations

import copy
import dataclasses
import random

import pytest

from cc_desktop.rules import testing
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.state import CASUALTY, ON_MAP, REMOVED
from cc_desktop.rules import units
from tests.rules.helpers_messages import said, says

TRIGGER = ("blue_infantry_squad", "O1", None, {"broken": True})


# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------
def setup(axis=(), allies=(), prefs: dict | None = None) -> Game:
    """Exactly these units (plus the Allied trigger Squad in O1), no Objective chit, no
    Fortification, no marker."""
    g = testing.position({"axis": list(axis), "allies": [TRIGGER, *allies]}, prefs=prefs)
    g.state.open_chits = []
    g.state.secret_chits = {"axis": [], "allies": []}
    st = g.state
    st.objective_values = {}
    st.fortifications.clear()
    st.smoke.clear()
    st.blaze.clear()
    return g


def uid(g: Game, hex_id: str, type_id: str | None = None) -> str:
    return testing.unit_at(g, hex_id, type_id).id


def trigger(g: Game, event: str, *rolls: tuple, side: str = "axis", **card) -> list:
    """Event ``event`` for ``side`` through a real roll (see the module docstring); ``card``
    changes the Event's card (e.g. ``wind=3``); ``rolls`` are the reveals after that card."""
    st = g.state
    if side == "allies" and st.active == "axis":  # the Axis passes: the Allies' Turn
        g.apply(Move("pass"))
        g.apply(Move("done"))
    testing.stack(g, side, (1, 1, "event"), (1, 1), *rolls)
    number = testing.event_card(g, side, 1, event)
    if card:
        p = st.players[side]
        p.cards[number] = dataclasses.replace(p.cards[number], **card)
    (c,) = testing.hand(g, side, "rout")
    events = g.apply(Move("order", c, "rout"))
    events += g.apply(Move("rout", "allies"))
    events += g.apply(Move("rout_roll", uid(g, "O1")))
    return events


def paint(g: Game, **hexes: str) -> None:
    """Give hexes another terrain on a copy of the game's board (the village has no Water)."""
    b = copy.copy(g.board)
    b.hexes = {**b.hexes, **{h: dataclasses.replace(b.hexes[h], terrain=t) for h, t in hexes.items()}}
    b.__dict__["_movement_graphs"] = {}
    g.board = g.state.board = b
    g._movement = b._movement_graphs


def codes(events) -> list[str]:
    return [e.message.code for e in events]


def options(g: Game, kind: str | None = None) -> set[Move]:
    return {m for m in g.legal_moves() if kind is None or m.kind == kind}


def bury(g: Game, side: str, type_id: str, n: int) -> list[str]:
    """``n`` units of ``side`` on its Casualty Track (4.2)."""
    ids = []
    for _ in range(n):
        u = testing.add_unit(g, side, type_id, "A1")
        u.location, u.hex = CASUALTY, None
        g.state.players[side].casualties.append(u.id)
        ids.append(u.id)
    return ids


def back_at_turn(g: Game, side: str = "axis") -> bool:
    """The Event is over and so is the Rout Order: the Turn's decision is pending."""
    return g.pending is not None and g.pending.kind == "turn" and g.pending.player == side


# ----------------------------------------------------------------------------------------------
# E43 Air Support
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E43", "1.8", "3.2")
def test_air_support_breaks_every_unit_in_the_random_hex_and_eliminates_the_broken():
    g = setup(axis=[("red_rifle_team", "E7"), ("red_sergeant", "E7")],
              allies=[("blue_infantry_squad", "E7", None, {"broken": True}), ("blue_infantry_team", "E6")])
    st = g.state
    team, sgt, squad = uid(g, "E7", "red_rifle_team"), uid(g, "E7", "red_sergeant"), uid(g, "E7", "blue_infantry_squad")
    vp = st.vp
    ev = trigger(g, "air_support", (2, 2, None, "E7"))
    assert ("E43", "event_random_hex", {"event": "air_support", "hex": "E7"}) in [
        (e.message.rule, e.message.code, e.message.args) for e in ev]
    assert g.pending.kind == "air_support" and g.pending.player == "axis"
    assert options(g) == {Move("air_strike", "E7"), Move("decline")}
    g.apply(Move("air_strike", "E7"))
    assert st.units[team].broken and st.units[sgt].broken  # friendly units break as well
    assert st.units[squad].location == CASUALTY and st.vp == vp + 2  # broken again: eliminated, 2 VP
    assert not st.units[uid(g, "E6")].broken  # the next hex is untouched
    assert back_at_turn(g)


@pytest.mark.rule("E43")
def test_air_support_empty_random_hex_nearest_occupied_hexes_tie_chosen_by_the_executor():
    """F3 is empty; E3 (1 hex) and G4 (1 hex) hold units, H3 (2 hexes) too: E3 or G4."""
    g = setup(axis=[("red_rifle_team", "G4")],
              allies=[("blue_infantry_team", "E3"), ("blue_infantry_team", "H3")])
    st = g.state
    trigger(g, "air_support", (2, 2, None, "F3"))
    assert options(g) == {Move("air_strike", "E3"), Move("air_strike", "G4"), Move("decline")}
    g.apply(Move("air_strike", "E3"))
    assert st.units[uid(g, "E3")].broken
    assert not st.units[uid(g, "G4")].broken and not st.units[uid(g, "H3")].broken


@pytest.mark.rule("E43")
def test_air_support_may_be_declined_all_or_nothing():
    g = setup(axis=[("red_rifle_team", "E7")], allies=[("blue_infantry_squad", "E7")])
    st = g.state
    trigger(g, "air_support", (2, 2, None, "E7"))
    ev = g.apply(Move("decline"))
    assert "event_declined" in codes(ev)
    assert not any(u.broken for u in st.units_in("E7"))
    assert "break" not in {m.kind for m in options(g)}


# ----------------------------------------------------------------------------------------------
# E44 Battle Harden
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E44", "E44.1")
def test_battle_harden_one_friendly_unit_without_veteran_marker():
    g = setup(axis=[("red_rifle_squad", "E7"), ("red_sergeant", "E7", None, {"veteran": True}),
                    ("red_rifle_team", "C9", None, {"broken": True})],
              allies=[("blue_infantry_squad", "E5")])
    st = g.state
    squad, team = uid(g, "E7", "red_rifle_squad"), uid(g, "C9")
    trigger(g, "battle_harden")
    assert g.pending.kind == "battle_harden" and g.pending.player == "axis"
    # any friendly unit, broken or not, without a marker; no enemy unit, no second marker
    assert options(g) == {Move("veteran", squad), Move("veteran", team)}
    ev = g.apply(Move("veteran", team))
    assert said(ev, "E44", "veteran_marker", unit=team)
    assert st.units[team].veteran and not st.units[squad].veteran
    assert st.units[team].broken  # the marker does not rally


@pytest.mark.rule("E44")
def test_battle_harden_no_unit_without_a_marker_nothing_happens():
    g = setup(axis=[("red_rifle_squad", "E7", None, {"veteran": True})])
    ev = trigger(g, "battle_harden")
    assert "event_no_effect" in codes(ev)
    assert back_at_turn(g)


@pytest.mark.rule("E44.1")
def test_veteran_marker_adds_one_to_fp_range_movement_morale_not_command():
    """Scenario 5 (with our counters): a Veteran Line Squad (FP 5, Range 5, Movement 4, Morale
    8) stacked with a Veteran Lieutenant (Command 2, Morale 9) in Open Ground."""
    g = setup(axis=[("red_rifle_squad", "C9", None, {"veteran": True}),
                    ("red_lieutenant", "C9", None, {"veteran": True})])
    st = g.state
    sq, lt = st.units[uid(g, "C9", "red_rifle_squad")], st.units[uid(g, "C9", "red_lieutenant")]
    # with the Leader's Command 2 (3.3.2): FP 5+1+2, Range 5+1+2, Movement 4+1+2, Morale 8+1+2
    assert (st.fp(sq), st.range(sq), st.movement(sq), st.morale(sq)) == (8, 8, 7, 11)
    assert st.command(lt) == 2 and st.morale(lt) == 10


# ----------------------------------------------------------------------------------------------
# E45 Battlefield Integrity
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E45")
def test_battlefield_integrity_one_vp_per_enemy_unit_on_the_casualty_track():
    """Scenario 11: 4 Allied units on the Casualty Track, 2 Allied Weapons in its Weapons box,
    and 3 Axis units (the executing player's own, not counted): +4 VP."""
    g = setup(axis=[("red_rifle_squad", "E7")])
    st = g.state
    bury(g, "allies", "blue_infantry_squad", 3)
    bury(g, "allies", "blue_lieutenant", 1)
    bury(g, "axis", "red_rifle_team", 3)
    for w in list(st.weapons.values())[:2]:
        w.location = "casualty"
    vp = st.vp
    ev = trigger(g, "battlefield_integrity")
    assert st.vp == vp + 4
    assert said(ev, "E45", "casualties_counted", player="axis", count=4)
    assert back_at_turn(g)


@pytest.mark.rule("E45", "E58.1")
def test_battlefield_integrity_empty_casualty_track_and_heroes_give_nothing():
    g = setup(axis=[("red_rifle_squad", "E7")], allies=[("blue_hero", "E5")])
    st = g.state
    units.eliminate(g, st.units[uid(g, "E5")], "test")  # a Hero goes to the counter box
    assert st.players["allies"].casualties == []
    vp = st.vp
    ev = trigger(g, "battlefield_integrity")
    assert st.vp == vp and "vp" not in [e.kind for e in ev]


# ----------------------------------------------------------------------------------------------
# E46 Blaze
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E46", "8.1.5", "T79")
def test_blaze_removes_smoke_and_foxholes_units_leave_inactive_player_first():
    """Scenario 6: woods I1 (neighbours J1, I2, H1) with Foxholes, Smoke 2, two units of the
    inactive Allies and one of the active Axis: the Allies move first, each unit on its own."""
    g = setup(axis=[("red_rifle_squad", "I1", "red_lmg")],
              allies=[("blue_infantry_team", "I1"), ("blue_infantry_squad", "I1")])
    st = g.state
    st.fortifications["I1"] = "foxholes"
    st.smoke["I1"] = 2
    x, y1, y2 = uid(g, "I1", "red_rifle_squad"), uid(g, "I1", "blue_infantry_team"), uid(g, "I1", "blue_infantry_squad")
    weapon = st.units[x].weapon
    ev = trigger(g, "blaze", (2, 2, None, "I1"))
    assert "I1" not in st.smoke and "I1" not in st.fortifications
    assert {"blaze_placed", "smoke_removed", "fortification_removed"} <= set(codes(ev))
    # the marker is on the map once the units are out (no unit ever stands in a Blaze, 8.1.5)
    assert g.pending.kind == "blaze_move" and g.pending.player == "allies"
    assert options(g) == {Move("displace", y1, h) for h in ("H1", "J1", "I2")}
    g.apply(Move("displace", y1, "I2"))
    assert g.pending.player == "allies"
    assert options(g) == {Move("displace", y2, h) for h in ("H1", "J1", "I2")}
    g.apply(Move("displace", y2, "H1"))  # a different hex
    assert g.pending.kind == "blaze_move" and g.pending.player == "axis"
    g.apply(Move("displace", x, "J1"))
    assert [st.units[u].hex for u in (y2, y1, x)] == ["H1", "I2", "J1"]
    assert st.units_in("I1") == [] and st.units[x].weapon == weapon  # the Weapon goes along
    assert st.blaze == {"I1"}
    assert not any(st.units[u].broken for u in (x, y1, y2))
    assert back_at_turn(g)


@pytest.mark.rule("E46", "7.1", "6.3")
def test_blaze_every_adjacent_hex_impassable_eliminates_all_three_units():
    """Scenario 6 variant: J1, I2 and H1 burn already: every unit in I1 is eliminated; the
    Axis gains 2 + 1 VP for the Allies' Squad and Team, the Allies 2 VP for the Axis Squad."""
    g = setup(axis=[("red_rifle_squad", "I1"), ("red_rifle_team", "C9")],
              allies=[("blue_infantry_team", "I1"), ("blue_infantry_squad", "I1")])
    st = g.state
    st.blaze |= {"J1", "I2", "H1"}
    vp = st.vp
    ev = trigger(g, "blaze", (2, 2, None, "I1"))
    assert codes(ev).count("unit_eliminated") == 3
    assert st.units_in("I1") == [] and st.vp == vp + 3 - 2
    assert len(st.players["allies"].casualties) == 2 and len(st.players["axis"].casualties) == 1
    assert back_at_turn(g)


@pytest.mark.rule("E46", "O16.4", "1.9.1")
def test_blaze_displacement_into_an_enemy_hex_is_a_melee_without_triggers():
    """Reading of the E46 ambiguity: the Allied Team leaves I1 for I2, held by an Axis Squad:
    Melee at once; the Allies (inactive) roll 1+1 with Event! (ignored): 2 + 2 = 4 against the
    Axis 5 + 3+3 = 11: the Team is eliminated (1 VP)."""
    g = setup(axis=[("red_rifle_squad", "I2")], allies=[("blue_infantry_team", "I1")])
    st = g.state
    team = uid(g, "I1")
    trigger(g, "blaze", (2, 2, None, "I1"), (3, 3))
    assert options(g) == {Move("displace", team, h) for h in ("H1", "J1", "I2")}
    testing.stack(g, "allies", (1, 1, "event"))
    vp = st.vp
    ev = g.apply(Move("displace", team, "I2"))
    assert "trigger_ignored" in codes(ev)
    melee = [e.message for e in ev if e.kind == "melee"]
    assert len(melee) == 2
    assert says(melee[0], "O16.4.2", "melee_total", player="allies", hex="I2", strength=2, roll=2, total=4)
    assert says(melee[1], "O16.4.2", "melee_total", player="axis", hex="I2", strength=5, roll=6, total=11)
    assert st.units[team].location == CASUALTY and st.vp == vp + 1
    assert back_at_turn(g)


@pytest.mark.rule("E46")
def test_blaze_displacement_into_enemy_hexes_can_be_switched_off():
    """The configurable reading: with the option ``displace_into_enemy`` off, I2 (Axis) is not offered."""
    g = setup(axis=[("red_rifle_squad", "I2")], allies=[("blue_infantry_team", "I1")])
    g.options["displace_into_enemy"] = False
    team = uid(g, "I1")
    trigger(g, "blaze", (2, 2, None, "I1"))
    assert options(g) == {Move("displace", team, h) for h in ("H1", "J1")}


@pytest.mark.rule("E46", "T78.1")
def test_blaze_on_water_places_nothing_and_moves_nothing():
    """Scenario 7: the random hex is a Stream hex."""
    g = setup(axis=[("red_rifle_team", "E7")])
    paint(g, E7="stream")
    st = g.state
    st.smoke["E6"] = 3
    ev = trigger(g, "blaze", (2, 2, None, "E7"))
    assert st.blaze == set() and st.smoke == {"E6": 3} and st.units[uid(g, "E7")].hex == "E7"
    assert "blaze_not_placed" in codes(ev) and back_at_turn(g)


@pytest.mark.rule("E46", "8.1")
def test_blaze_in_a_burning_hex_or_with_the_pool_empty_places_nothing():
    g = setup(axis=[("red_rifle_team", "E7")])
    st = g.state
    st.blaze |= {"E6"}
    trigger(g, "blaze", (2, 2, None, "E6"))
    assert st.blaze == {"E6"} and back_at_turn(g)
    # the ten Blaze markers of the counter mix (resources/markers.json) are all in play
    g2 = setup(axis=[("red_rifle_team", "E7")])
    g2.state.blaze |= {"A1", "B1", "C1", "A2", "B2", "A4", "A5", "M9", "N9", "O9"}
    trigger(g2, "blaze", (2, 2, None, "E7"))
    assert "E7" not in g2.state.blaze and g2.state.units[uid(g2, "E7")].hex == "E7"


# ----------------------------------------------------------------------------------------------
# E47 Booby Trap
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E47", "F103.1")
def test_booby_trap_mines_in_the_random_hex_units_there_not_attacked():
    """Scenario 8 (b): Open Ground E7 with the Axis Squad: Mines placed, no roll, no attack;
    the Mines concern the Squad only when it leaves (the movement graph reports it)."""
    g = setup(axis=[("red_rifle_squad", "E7")])
    st = g.state
    ev = trigger(g, "booby_trap", (2, 2, None, "E7"))
    assert st.fortifications == {"E7": "mines"}
    assert said(ev, "E47", "mines_placed", hex="E7")
    assert [e.kind for e in ev].count("roll") == 1  # the Rout roll only
    sq = st.units[uid(g, "E7")]
    assert not sq.broken and not sq.suppressed
    assert g.movement_graph.edge("E7", "E8").mines_exit
    assert back_at_turn(g)


@pytest.mark.rule("E47", "F100.3", "T78.1")
@pytest.mark.parametrize("what", ["wire", "blaze", "marsh"])
def test_booby_trap_no_mines_on_a_fortification_blaze_or_water(what):
    """Scenario 8 (a): the random hex holds Wire (the first Fortification keeps priority); a
    Blaze or a Marsh hex gets no Mines either."""
    g = setup(axis=[("red_rifle_squad", "C9")])
    st = g.state
    if what == "wire":
        st.fortifications["E7"] = "wire"
    elif what == "blaze":
        st.blaze.add("E7")
    else:
        paint(g, E7="marsh")
    ev = trigger(g, "booby_trap", (2, 2, None, "E7"))
    assert st.fortifications == ({"E7": "wire"} if what == "wire" else {})
    assert "mines_not_placed" in codes(ev)


# ----------------------------------------------------------------------------------------------
# E48 Breeze
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E48", "E46", "8.1.5")
def test_breeze_removes_all_smoke_and_spreads_each_blaze_downwind():
    """Scenario 9 with wind 3 (SE): Blazes in D6 and D8; D6's SE neighbour E7 is Open Ground
    with the inactive Allies' Team and Foxholes; D8's SE neighbour E9 is painted Marsh; three
    Smoke markers.  The new Blaze in E7 does not spread to F7 in the same Event."""
    g = setup(axis=[("red_rifle_squad", "C9")], allies=[("blue_infantry_team", "E7")])
    paint(g, E9="marsh")
    st = g.state
    st.blaze |= {"D6", "D8"}
    st.smoke.update({"B4": 1, "K4": 5, "H2": 9})
    st.fortifications["E7"] = "foxholes"
    team = uid(g, "E7")
    ev = trigger(g, "breeze", wind=3)
    assert st.smoke == {}
    assert codes(ev).count("smoke_removed") == 3
    assert "E7" not in st.fortifications and "E9" not in st.blaze
    assert g.pending.kind == "blaze_move" and g.pending.player == "allies"
    # every neighbour of E7 but the burning D6
    assert options(g) == {Move("displace", team, h) for h in ("E6", "F6", "F7", "E8", "D7")}
    g.apply(Move("displace", team, "F7"))
    assert st.units[team].hex == "F7" and st.blaze == {"D6", "D8", "E7"}
    assert back_at_turn(g)


@pytest.mark.rule("E48")
def test_breeze_without_a_printed_wind_or_off_the_map_spreads_nothing():
    """A Blaze at the map edge (O5, wind 2 = NE: off the map) spreads nowhere; a card printed
    without a wind (our reading) removes the Smoke only."""
    g = setup(axis=[("red_rifle_squad", "C9")])
    st = g.state
    st.blaze.add("O5")
    st.smoke["E7"] = 4
    trigger(g, "breeze", wind=2)
    assert st.blaze == {"O5"} and st.smoke == {}
    g2 = setup(axis=[("red_rifle_squad", "C9")])
    g2.state.blaze.add("D6")
    g2.state.smoke["E7"] = 4
    ev = trigger(g2, "breeze", wind=None)
    assert g2.state.blaze == {"D6"} and g2.state.smoke == {}
    assert said(ev, "E48", "breeze_no_wind")


# ----------------------------------------------------------------------------------------------
# E49 Command & Control
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E49", "7.3.1")
def test_command_and_control_one_vp_per_objective_controlled():
    """Scenario 10: the Axis controls Objectives 1 (I3), 3 (E4) and 4 (L3), VP 2 -> 5; the
    Allies hold 5 (J8)."""
    g = setup(axis=[("red_rifle_team", "I3"), ("red_rifle_team", "E4"), ("red_rifle_team", "L3")],
              allies=[("blue_infantry_team", "J8")])
    st = g.state
    assert {n: st.objectives[n] for n in (1, 3, 4, 5)} == {1: "axis", 3: "axis", 4: "axis", 5: "allies"}
    st.vp = 2
    ev = trigger(g, "command_and_control")
    assert st.vp == 5
    assert said(ev, "E49", "objectives_counted", player="axis", count=3)


@pytest.mark.rule("E49")
def test_command_and_control_no_objective_no_vp():
    g = setup(axis=[("red_rifle_team", "C9")])
    st = g.state
    assert "axis" not in st.objectives.values()
    vp = st.vp
    ev = trigger(g, "command_and_control")
    assert st.vp == vp and "vp" not in [e.kind for e in ev]


# ----------------------------------------------------------------------------------------------
# E50 Commissar
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E50", "1.9.1", "7.1")
@pytest.mark.parametrize("dice,eliminated", [((3, 4), True), ((3, 3), False)])
def test_commissar_roll_above_morale_eliminates_at_or_below_rallies(dice, eliminated):
    """Scenario 12: a broken Redland (Commissar nation) Rifle Squad, Morale 6 in Open Ground:
    7 eliminates it (+2 VP to the Allies), 6 rallies it.  The roll's Sniper! is ignored."""
    g = setup(axis=[("red_rifle_squad", "E7", None, {"broken": True}), ("red_rifle_team", "C9", None, {"broken": True})])
    st = g.state
    sq = uid(g, "E7")
    vp = st.vp
    trigger(g, "commissar")
    assert g.pending.kind == "commissar" and g.pending.player == "axis"
    assert options(g) == {Move("commissar", sq), Move("commissar", uid(g, "C9"))}
    testing.stack(g, "axis", (*dice, "sniper"))
    ev = g.apply(Move("commissar", sq))
    assert "trigger_ignored" in codes(ev) and "sniper" not in [e.kind for e in ev]
    assert said(ev, "E50", "commissar_roll", unit=sq, morale=6, roll=sum(dice))
    if eliminated:
        assert st.units[sq].location == CASUALTY and st.vp == vp - 2
    else:
        assert st.units[sq].location == ON_MAP and not st.units[sq].broken and st.vp == vp
    assert st.units[uid(g, "C9")].broken
    assert back_at_turn(g)


@pytest.mark.rule("E50", "E42")
def test_commissar_on_the_other_players_card_the_commissar_player_decides_and_rolls():
    """The Allies (Blueland: no Commissar) reveal the Event: the Axis (Redland) picks and rolls."""
    g = setup(axis=[("red_rifle_squad", "E8", None, {"broken": True})])
    st = g.state
    sq = uid(g, "E8")
    trigger(g, "commissar", side="allies")
    assert g.pending.kind == "commissar" and g.pending.player == "axis"
    axis_discard = len(st.players["axis"].discard)
    testing.stack(g, "axis", (2, 2))
    g.apply(Move("commissar", sq))
    assert len(st.players["axis"].discard) == axis_discard + 1  # the Axis made the roll
    assert not st.units[sq].broken  # 4 <= 6: rallied
    assert back_at_turn(g, "allies")


@pytest.mark.rule("E50")
def test_commissar_player_without_a_broken_unit_nothing_happens():
    g = setup(axis=[("red_rifle_squad", "E8")])
    ev = trigger(g, "commissar", side="allies")
    assert "event_no_effect" in codes(ev) and back_at_turn(g, "allies")


# ----------------------------------------------------------------------------------------------
# E51 Cower
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E51", "3.3")
def test_cower_suppresses_squads_outside_every_leaders_command_range():
    """Scenario 13: Sergeant (Command 1) in E7; Squad S1 at 1 hex (E8), Squad S2 at 2 (E9),
    Team T1 at 3 (E10): only S2 is suppressed.  A broken Squad far off (A9) is suppressed too."""
    g = setup(axis=[("red_sergeant", "E7"), ("red_rifle_squad", "E8"), ("red_rifle_squad", "E9"),
                    ("red_rifle_team", "E10"), ("red_rifle_squad", "A9", None, {"broken": True})],
              allies=[("blue_infantry_squad", "E6")])
    st = g.state
    ev = trigger(g, "cower")
    suppressed = {u.hex for u in st.on_map() if u.suppressed}
    assert suppressed == {"E9", "A9"}  # not the Allied Squad next to the Sergeant either
    assert codes(ev).count("unit_suppressed") == 2
    assert back_at_turn(g)


@pytest.mark.rule("E51", "3.3")
def test_cower_broken_leader_commands_only_his_own_hex():
    """A broken Leader's Command is 0 (his hex only); a Squad with him is safe, one next to
    him is not."""
    g = setup(axis=[("red_sergeant", "E7", None, {"broken": True}), ("red_rifle_squad", "E7"),
                    ("red_rifle_squad", "E8")])
    st = g.state
    trigger(g, "cower")
    assert not st.units[uid(g, "E7", "red_rifle_squad")].suppressed
    assert st.units[uid(g, "E8")].suppressed


@pytest.mark.rule("E51")
def test_cower_every_squad_in_command_nothing_happens():
    g = setup(axis=[("red_lieutenant", "E7"), ("red_rifle_squad", "E9"), ("red_rifle_team", "K9")])
    ev = trigger(g, "cower")
    assert not any(u.suppressed for u in g.state.on_map("axis"))
    assert "event_no_effect" in codes(ev)


# ----------------------------------------------------------------------------------------------
# E52 Deploy (units.deploy does E52.2; scenario 16 is in test_engine_extras.py)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E52", "E52.1", "E52.2", "E44.1")
def test_deploy_broken_veteran_suppressed_squad_with_mg_activated_this_turn():
    """Scenario 14: the Teams are broken, Line, in the same hex; the MG, the Suppressed and
    the Veteran markers each go to one Team as the owner assigns; no VP; both count as
    activated."""
    g = setup(axis=[("red_rifle_squad", "E7", "red_lmg", {"broken": True, "veteran": True, "suppressed": True}),
                    ("red_assault_squad", "C9")])
    st = g.state
    sq = uid(g, "E7")
    weapon = st.units[sq].weapon
    st.activated_units.add(sq)  # activated by a Fire Order earlier this Turn
    vp = st.vp
    trigger(g, "deploy")
    assert g.pending.kind == "deploy" and g.pending.player == "axis"
    assert options(g) == {Move("deploy", sq), Move("deploy", uid(g, "C9")), Move("decline")}
    g.apply(Move("deploy", sq))
    assert g.pending.kind == "deploy_marker"  # the owner assigns the markers first (units.deploy)
    g.apply(Move("keeps", f"{sq}-b", "weapon"))
    g.apply(Move("keeps", f"{sq}-a", "suppressed"))
    g.apply(Move("keeps", f"{sq}-b", "veteran"))
    a, b = st.units[f"{sq}-a"], st.units[f"{sq}-b"]
    assert st.units[sq].location == REMOVED and st.vp == vp
    assert [(t.type.id, t.hex, t.broken) for t in (a, b)] == [("red_rifle_team", "E7", True)] * 2
    assert (a.weapon, a.suppressed, a.veteran) == (None, True, False)
    assert (b.weapon, b.suppressed, b.veteran) == (weapon, False, True)
    assert {a.id, b.id} <= st.activated_units
    assert back_at_turn(g)


@pytest.mark.rule("E52")
def test_deploy_is_optional_and_needs_a_squad():
    g = setup(axis=[("red_rifle_squad", "E7")])
    st = g.state
    trigger(g, "deploy")
    g.apply(Move("decline"))
    assert st.units_in("E7")[0].type.id == "red_rifle_squad" and back_at_turn(g)
    g2 = setup(axis=[("red_rifle_team", "E7"), ("red_sergeant", "E7")])
    ev = trigger(g2, "deploy")
    assert "event_no_effect" in codes(ev) and back_at_turn(g2)


@pytest.mark.rule("E52.2", "1.9.1", "O20.3.4")
def test_deploy_pending_break_applies_to_both_teams():
    """Scenario 15: the Axis Squad (FP 5) in E8 fires at the Allied Squad in E7: 5 + 6+6 = 17;
    the Allies' Defense roll 1+1 (8 + 2 = 10: a Break) shows Event!, the Allies reveal Deploy
    and Deploy the Squad: after the Event the Break applies to both Teams."""
    g = setup(axis=[("red_rifle_squad", "E8")], allies=[("blue_infantry_squad", "E7")])
    st = g.state
    shooter, target = uid(g, "E8"), uid(g, "E7")
    testing.stack(g, "axis", (6, 6))
    testing.stack(g, "allies", (1, 1, "event"), (1, 1))
    testing.event_card(g, "allies", 1, "deploy")
    (c,) = testing.hand(g, "axis", "fire")
    g.apply(Move("order", c, "fire"))
    g.apply(Move("activate", shooter))
    g.apply(Move("target", "E7"))
    g.apply(Move("with", shooter))
    g.apply(Move("fire"))
    assert g.pending.kind == "deploy" and g.pending.player == "allies"
    g.apply(Move("deploy", target))
    assert st.units[f"{target}-a"].broken and st.units[f"{target}-b"].broken


# ----------------------------------------------------------------------------------------------
# E53 Dust
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E53", "8.1", "T94")
@pytest.mark.parametrize("there,drawn,stays", [(1, 2, 2), (2, 1, 2), (None, 4, 4)])
def test_dust_random_smoke_in_the_random_hex_higher_hindrance_stays(monkeypatch, there, drawn, stays):
    """Scenario 17 (a): Smoke 1 there, Smoke 2 drawn: 2 stays (and the other way round)."""
    g = setup(axis=[("red_rifle_squad", "C9")])
    st = g.state
    if there:
        st.smoke["E7"] = there
    monkeypatch.setattr(g.state.rng, "choice", lambda seq: drawn if drawn in seq else pytest.fail("not in the pool"))
    ev = trigger(g, "dust", (2, 2, None, "E7"))
    assert st.smoke == {"E7": stays}
    assert said(ev, "E53", "smoke_placed", value=stays, hex="E7")


@pytest.mark.rule("E53", "T94", "T78.1")
@pytest.mark.parametrize("what", ["blaze", "stream"])
def test_dust_no_smoke_in_a_blaze_or_water_hex(what):
    """Scenario 17 (b): the random hex holds a Blaze: nothing is placed; Water likewise."""
    g = setup(axis=[("red_rifle_squad", "C9")])
    st = g.state
    if what == "blaze":
        st.blaze.add("E7")
    else:
        paint(g, E7="stream")
    ev = trigger(g, "dust", (2, 2, None, "E7"))
    assert st.smoke == {} and "smoke_not_placed" in codes(ev)


# ----------------------------------------------------------------------------------------------
# E54 Elan
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E54", "4.2", "6.3")
def test_elan_moves_the_surrender_marker_one_space_up():
    """Scenario 18: space 8 -> 9: the 8th elimination does not end the game, the 9th does."""
    g = setup(axis=[("red_rifle_squad", "C9"), ("red_rifle_team", "E7"), ("red_rifle_team", "E8")])
    st = g.state
    st.players["axis"].surrender = 8
    bury(g, "axis", "red_rifle_team", 7)
    ev = trigger(g, "elan")
    assert st.players["axis"].surrender == 9 and st.players["allies"].surrender == 5
    assert said(ev, "E54", "surrender_moved", player="axis", space=9)
    units.eliminate(g, st.units[uid(g, "E7")], "test")  # the 8th
    assert not st.over
    with pytest.raises(Exception):  # GameOver: the 9th enters space 9
        units.eliminate(g, st.units[uid(g, "E8")], "test")
    assert st.over and st.winner == "allies" and st.end_reason == "surrender"


@pytest.mark.rule("E54")
def test_elan_on_the_allies_card_moves_only_the_allies_marker():
    g = setup(axis=[("red_rifle_squad", "C9")])
    st = g.state
    trigger(g, "elan", side="allies")
    assert (st.players["axis"].surrender, st.players["allies"].surrender) == (6, 6)


# ----------------------------------------------------------------------------------------------
# E55 Entrench
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E55", "F100.3", "F102")
def test_entrench_only_a_friendly_non_water_hex_without_fortification():
    """Scenario 19: the Axis occupies W (woods A9), R (B9, Wire) and M (C9, Marsh): only W."""
    g = setup(axis=[("red_rifle_team", "A9"), ("red_rifle_team", "B9"), ("red_rifle_team", "C9")],
              allies=[("blue_infantry_team", "E7")])
    paint(g, C9="marsh")
    st = g.state
    st.fortifications["B9"] = "wire"
    trigger(g, "entrench")
    assert g.pending.kind == "entrench" and g.pending.player == "axis"
    assert options(g) == {Move("entrench", "A9"), Move("decline")}
    ev = g.apply(Move("entrench", "A9"))
    assert st.fortifications == {"A9": "foxholes", "B9": "wire"}
    assert said(ev, "E55", "entrench_placed", hex="A9")
    assert st.cover("A9") == 3  # F102: the better Cover (woods 2)
    assert back_at_turn(g)


@pytest.mark.rule("E55")
def test_entrench_one_hex_only_may_be_declined_none_eligible_nothing():
    g = setup(axis=[("red_rifle_team", "E7"), ("red_rifle_team", "E8")])
    st = g.state
    trigger(g, "entrench")
    assert options(g) == {Move("entrench", "E7"), Move("entrench", "E8"), Move("decline")}
    g.apply(Move("entrench", "E8"))
    assert st.fortifications == {"E8": "foxholes"} and back_at_turn(g)  # one hex (our reading)
    g2 = setup(axis=[("red_rifle_team", "E7")])
    trigger(g2, "entrench")
    g2.apply(Move("decline"))
    assert g2.state.fortifications == {}
    g3 = setup(axis=[("red_rifle_team", "E7")])
    g3.state.fortifications["E7"] = "mines"
    ev = trigger(g3, "entrench")
    assert "event_no_effect" in codes(ev) and back_at_turn(g3)


@pytest.mark.rule("E55")
def test_entrench_every_hex_reading_is_configurable():
    g = setup(axis=[("red_rifle_team", "E7"), ("red_rifle_team", "E8")])
    g.options["entrench_every_hex"] = True
    trigger(g, "entrench")
    g.apply(Move("entrench", "E8"))
    assert options(g) == {Move("entrench", "E7"), Move("decline")}
    g.apply(Move("entrench", "E7"))
    assert g.state.fortifications == {"E7": "foxholes", "E8": "foxholes"} and back_at_turn(g)


# ----------------------------------------------------------------------------------------------
# E56 Field Promotion
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E56")
def test_field_promotion_places_the_private_with_a_broken_unit():
    """Scenario 20 (a): the Private (Morale 6, Command 2) is in the counter box, a broken Team
    in K9: he may be placed there; nothing rallies."""
    g = setup(axis=[("red_rifle_team", "K9", None, {"broken": True}), ("red_rifle_squad", "E7")])
    st = g.state
    team = uid(g, "K9")
    trigger(g, "field_promotion")
    assert g.pending.kind == "field_promotion" and g.pending.player == "axis"
    assert options(g) == {Move("promote", "K9"), Move("decline")}
    ev = g.apply(Move("promote", "K9"))
    private = st.units[uid(g, "K9", "red_private")]
    assert private.side == "axis" and not private.broken and private.location == ON_MAP
    assert (private.type.front.morale, st.command(private)) == (6, 2)
    assert st.units[team].broken
    assert said(ev, "E56", "private_placed", unit=private.id, hex="K9")
    assert back_at_turn(g)


@pytest.mark.rule("E56")
@pytest.mark.parametrize("where", [ON_MAP, CASUALTY, None])
def test_field_promotion_private_unavailable_or_no_broken_unit_nothing(where):
    """Scenario 20 (b): the Private already on the map; also on the Casualty Track (our
    reading); also no broken unit."""
    g = setup(axis=[("red_rifle_team", "K9", None, {"broken": where is not None}), ("red_private", "E7")])
    st = g.state
    private = st.units[uid(g, "E7")]
    if where == CASUALTY:
        units.eliminate(g, private, "test")
    ev = trigger(g, "field_promotion")
    assert "event_no_effect" in codes(ev) and back_at_turn(g)
    assert [u.type.id for u in st.units.values() if u.type.id == "red_private"] == ["red_private"]


# ----------------------------------------------------------------------------------------------
# E57 Fog of War
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E57", "O15")
def test_fog_of_war_each_player_loses_one_random_card_to_his_discard_pile():
    """Scenario 21: the Axis holds 5 cards (6, one played for the Rout Order), the Allies 4:
    4 and 3 after; each lost card is on its owner's discard pile; the cards are the game RNG's
    picks (the executing player's pick first); no Action window follows (not a Pass)."""
    g = setup(axis=[("red_rifle_squad", "C9")], prefs={"axis": {"ambush"}, "allies": {"ambush", "op_fire"}})
    st = g.state
    ax, al = st.players["axis"], st.players["allies"]
    testing.stack(g, "axis", (1, 1, "event"), (1, 1))
    testing.event_card(g, "axis", 1, "fog_of_war")
    (c,) = testing.hand(g, "axis", "rout")
    g.apply(Move("order", c, "rout"))
    g.apply(Move("rout", "allies"))
    assert (len(ax.hand), len(al.hand)) == (5, 4)
    rng = random.Random()
    rng.setstate(g.state.rng.getstate())
    lost_allies = rng.choice(sorted(al.hand))
    lost_axis = rng.choice(sorted(ax.hand))
    ev = g.apply(Move("rout_roll", uid(g, "O1")))
    assert (len(ax.hand), len(al.hand)) == (4, 3)
    assert lost_allies not in al.hand and al.discard[-1] == lost_allies
    assert lost_axis not in ax.hand and lost_axis in ax.discard
    assert said(ev, "E57", "card_lost", player="allies", card=lost_allies, chooser="axis")
    assert back_at_turn(g)


@pytest.mark.rule("E57")
def test_fog_of_war_empty_hand_loses_nothing():
    g = setup(axis=[("red_rifle_squad", "C9")])
    st = g.state
    al = st.players["allies"]
    al.discard += al.hand
    al.hand.clear()
    ev = trigger(g, "fog_of_war")
    assert said(ev, "E57", "hand_empty", player="allies")
    assert len(st.players["axis"].hand) == 4 and al.hand == []


# ----------------------------------------------------------------------------------------------
# E58 Hero
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E58", "E58.1")
def test_hero_placed_in_a_friendly_hex_may_rally_one_broken_unit_there():
    """Scenario 22: the Hero comes from the counter box; the friendly hexes are E7 (a broken
    Squad and an unbroken Leader), C9 (a Team) and J8 (Objective 5, controlled, empty); not
    L3 (Objective 4, controlled, but an Allied unit is there)."""
    g = setup(axis=[("red_rifle_squad", "E7", None, {"broken": True}), ("red_rifle_squad", "E7", None, {"broken": True}),
                    ("red_sergeant", "E7"), ("red_rifle_team", "C9")],
              allies=[("blue_infantry_team", "L3")])
    st = g.state
    st.objectives[5] = "axis"
    st.objectives[4] = "axis"
    s1, s2 = sorted(u.id for u in st.units_in("E7", "axis") if u.kind == "squad")
    trigger(g, "hero")
    assert g.pending.kind == "hero" and g.pending.player == "axis"
    assert options(g) == {Move("hero", h) for h in ("E7", "C9", "J8")}  # no decline: he must
    ev = g.apply(Move("hero", "E7"))
    hero = st.units[uid(g, "E7", "red_hero")]
    assert hero.side == "axis" and not hero.broken and "hero_placed" in codes(ev)
    assert g.pending.kind == "hero_rally"
    assert options(g) == {Move("rally", s1), Move("rally", s2), Move("decline")}
    g.apply(Move("rally", s2))
    assert st.units[s1].broken and not st.units[s2].broken
    assert back_at_turn(g)
    # E58.1: eliminated, he gives 0 VP and goes to the counter box, not the Casualty Track
    vp = st.vp
    units.eliminate(g, hero, "test")
    assert hero.location == REMOVED and st.vp == vp and st.players["axis"].casualties == []


@pytest.mark.rule("E58", "E58.1")
def test_hero_on_the_map_nothing_happens_back_in_the_box_he_returns():
    g = setup(axis=[("red_hero", "E7"), ("red_rifle_team", "C9")])
    ev = trigger(g, "hero")
    assert "event_no_effect" in codes(ev) and back_at_turn(g)
    g = setup(axis=[("red_hero", "E7"), ("red_rifle_team", "C9")])
    st = g.state
    hero = st.units[uid(g, "E7")]
    units.eliminate(g, hero, "test")  # E58.1: to the counter box
    trigger(g, "hero")
    assert options(g) == {Move("hero", "C9")}
    g.apply(Move("hero", "C9"))  # no broken unit there: no Rally decision
    assert hero.location == ON_MAP and hero.hex == "C9"
    assert [u for u in st.units.values() if u.type.id == "red_hero"] == [hero]
    assert back_at_turn(g)


@pytest.mark.rule("E58.1", "O14.1")
def test_hero_may_be_activated_for_two_orders_in_one_turn():
    g = setup(axis=[("red_hero", "E7")])
    hero = uid(g, "E7")
    c1, c2 = testing.hand(g, "axis", "move", "move")
    g.apply(Move("order", c1, "move"))
    g.apply(Move("activate", hero))
    g.apply(Move("done"))  # no unit to activate with him
    g.apply(Move("mover", hero))
    g.apply(Move("enter", hero, "E8"))
    g.apply(Move("stop", hero))
    assert Move("order", c2, "move") in options(g)
    g.apply(Move("order", c2, "move"))
    assert Move("activate", hero) in options(g)


# ----------------------------------------------------------------------------------------------
# E59 Infiltration
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E59", "1.9.1", "O16.4", "8.2")
def test_infiltration_no_radio_placed_next_to_a_blaze_within_stacking_melee_without_triggers():
    """Scenario 23: the Support roll 4+4 = 8 (its Sniper! ignored) selects Redland's column
    7-8: Rifle Squad, LMG with Rifle Team, Sergeant; not the Light Battery (a Radio).  The
    random hex E7 burns; D6 is painted Water Barrier; D7 holds 8 Axis figures: the Team goes
    to E6, F6, F7 or E8.  In F7 (an Allied Team) a Melee follows at once: Allies 2 + 1+1
    (Event! ignored) = 4, Axis 2 + 6+6 = 14: the Allied Team is eliminated."""
    g = setup(axis=[("red_rifle_squad", "D7"), ("red_rifle_squad", "D7")], allies=[("blue_infantry_team", "F7")])
    paint(g, D6="water_barrier")
    st = g.state
    st.blaze.add("E7")
    trigger(g, "infiltration", (4, 4, "sniper"), (2, 2, None, "E7"), (6, 6, "event"))
    assert g.pending.kind == "infiltration" and g.pending.player == "axis"
    assert options(g) == {Move("take", e) for e in ("red-s-rifle-squad", "red-s-lmg", "red-s-sergeant")}
    g.apply(Move("take", "red-s-lmg"))
    assert g.pending.kind == "infiltrate"
    assert options(g) == {Move("infiltrate", h) for h in ("E6", "F6", "F7", "E8")}
    testing.stack(g, "allies", (1, 1, "event"))
    vp = st.vp
    ev = g.apply(Move("infiltrate", "F7"))
    team = uid(g, "F7")
    u = st.units[team]
    assert (u.side, u.type.id, st.weapons[u.weapon].type.id) == ("axis", "red_rifle_team", "red_lmg")
    assert codes(ev).count("trigger_ignored") == 2 and "sniper" not in [e.kind for e in ev]
    melee = [e.message for e in ev if e.kind == "melee"]
    assert len(melee) == 2
    assert says(melee[0], "O16.4.2", "melee_total", player="allies", hex="F7", strength=2, roll=2, total=4)
    assert says(melee[1], "O16.4.2", "melee_total", player="axis", hex="F7", strength=2, roll=12, total=14)
    assert st.units_in("F7", "allies") == [] and st.vp == vp + 1
    assert back_at_turn(g)


@pytest.mark.rule("E59", "8.2")
def test_infiltration_an_item_of_two_squads_places_both():
    """Support roll 6+6 = 12: column 11-12; "Two Militia Squads" places two Squads, each in the
    random hex E7 or next to it."""
    g = setup(axis=[("red_rifle_squad", "C9")])
    st = g.state
    trigger(g, "infiltration", (6, 6), (2, 2, None, "E7"))
    assert Move("take", "red-s-militia") in options(g) and Move("take", "red-s-medium-battery") not in options(g)
    g.apply(Move("take", "red-s-militia"))
    g.apply(Move("infiltrate", "E7"))
    assert Move("infiltrate", "E7") not in options(g)  # 4 + 4 figures: over the limit of 7
    g.apply(Move("infiltrate", "E8"))
    assert [u.type.id for h in ("E7", "E8") for u in st.units_in(h)] == ["red_militia_squad"] * 2
    assert back_at_turn(g)


@pytest.mark.rule("E59")
def test_infiltration_offers_only_items_with_counters_left_in_the_mix():
    """Column 7-8 again, with every Redland Rifle Squad counter in play: the Rifle Squad item is
    not free, the LMG-with-Team and the Sergeant still are (as E68 Reinforcements)."""
    g = setup(axis=[("red_rifle_squad", "C9")])
    st = g.state
    limit = g.scenario.side("axis").nation.units["red_rifle_squad"].counters
    in_play = sum(1 for u in st.units.values() if u.type.id == "red_rifle_squad" and u.location != REMOVED)
    for _ in range(limit - in_play):
        testing.add_unit(g, "axis", "red_rifle_squad", "O10")
    trigger(g, "infiltration", (4, 4), (2, 2, None, "E7"))
    assert options(g) == {Move("take", e) for e in ("red-s-lmg", "red-s-sergeant")}


@pytest.mark.rule("E59", "E42")
def test_infiltration_no_legal_hex_the_unit_is_not_placed():
    """The random hex I1 and its three neighbours J1, I2, H1 all burn."""
    g = setup(axis=[("red_rifle_squad", "C9")])
    st = g.state
    st.blaze |= {"I1", "J1", "I2", "H1"}
    n_units = len(st.units)
    trigger(g, "infiltration", (4, 4), (2, 2, None, "I1"))
    ev = g.apply(Move("take", "red-s-rifle-squad"))
    assert "unit_not_placed" in codes(ev)
    assert len(st.units) == n_units and back_at_turn(g)
