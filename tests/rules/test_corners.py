"""Rules engine: the corners found wrong in issue 12 (item 7), each with its rule.

* 1.9.1: a roll's result is judged with the values locked when its card is revealed, even when
  the roll's own trigger changes the rolling unit (Fire Defense, Rally, Melee).
* Refusals cite the rule that forbids the move (T83 / O16.2 / O21.4 Cliffs, O15 Pass).
* F101 / F104: a Bunker or Pillbox holder wins a tied Melee against units an Event places in
  its hex (E59, E68, E76); an arrival of an earlier Order is a holder later.
* T93, F102-F105, O18.2.3.2: a Fortification in a Road hex keeps its better Cover against
  Mortars and Artillery (less the Road's 1).
* T93 option ``road_bonus_pays_entry``: the legal moves change, not only the map's lights.
* 6.3, 7.3.3: secret chits revealed at the end score for whoever controls the Objective.
* E52: Deploy needs two free Team counters (the nation's counter mix).

Every test sets up an exact position (``testing.position``) on the test scenario's "village"
map (Open Ground unless a comment says otherwise: Brush C8/D8, Woods A9/A10 Cover 2, Road E5,
G5, I5 (Cover -1), Orchard + Road D5, Building + Road F5 (Cover 2, 2 MP off the road)) or on
a map built here, and the exact cards on top of the decks (``testing.stack``).  Counters: Redland
Rifle Squad FP 5 Range 5 Movement 4 Morale 8 (broken 6); Blueland Infantry Squad FP 4 Range 6
Movement 4 Morale 8 (broken 6).
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from cc_desktop.board.builder import MapBuilder
from cc_desktop.content import load_scenario
from cc_desktop.rules import artillery, testing, units
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.messages import IllegalMove
from cc_desktop.rules.state import CASUALTY, ON_MAP, REMOVED, Radio

NO_WINDOWS = {"axis": (), "allies": ()}


# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------
def setup(units: dict, prefs: dict | None = None, **kw) -> Game:
    """Exactly ``units`` on the map; no Objective VP, no chits (the VP arithmetic is exact)."""
    g = testing.position(units, prefs=prefs or NO_WINDOWS, **kw)
    st = g.state
    st.objective_values.clear()
    st.open_chits = []
    st.secret_chits = {"axis": [], "allies": []}
    return g


def uid(g: Game, hex_id: str, type_id: str | None = None) -> str:
    return testing.unit_at(g, hex_id, type_id).id


def order(g: Game, side: str, name: str) -> list:
    (card,) = testing.hand(g, side, name)
    return g.apply(Move("order", card, name))


def params(events, kind: str) -> list[dict]:
    return [e.message.args for e in events if e.kind == kind]


def codes(events) -> list[str]:
    return [e.message.code for e in events]


def refused(g: Game, move: Move) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        g.apply(move)
    return info.value


def fire_at(g: Game, shooter: str, target: str) -> list:
    """The Axis unit ``shooter`` fires alone at ``target`` (a Fire Order)."""
    ev = order(g, "axis", "fire")
    ev += g.apply(Move("activate", shooter))
    ev += g.apply(Move("target", target))
    ev += g.apply(Move("with", shooter))
    return ev + g.apply(Move("fire"))


# ----------------------------------------------------------------------------------------------
# 1.9.1: the values are locked when the card is revealed
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("1.9.1", "O20.3.4", "E72")
def test_defense_total_locked_before_its_event_breaks_the_defender():
    """The Axis Squad in D7 fires at B5 (range 3, clear): 5 + 4+5 = 14.  The Allied Squad's
    Defense roll is 3+3 with Event!: Shell Shock, random hex B5, breaks it (the unit nearest).
    Its Morale was locked at the reveal: 8 + 6 = 14 = 14, a tie: suppressed (not Moving), so
    it is broken and suppressed, not eliminated (broken Morale 6 + 6 = 12 would have been)."""
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "B5"),
                                                               ("blue_infantry_squad", "O1")]})
    blue = uid(g, "B5")
    testing.stack(g, "axis", (4, 5))
    testing.stack(g, "allies", (3, 3, "event"), (1, 1), (1, 1, None, "B5"))
    testing.event_card(g, "allies", 1, "shell_shock")
    ev = fire_at(g, uid(g, "D7"), "B5")
    assert params(ev, "attack") == [{"target": "B5", "fp": 5, "roll": 9, "total": 14}]
    assert [(e.message.rule, e.message.code) for e in ev if e.kind == "unit_broken"] == [("E72", "unit_broken")]
    assert params(ev, "defense") == [{"unit": blue, "morale": 8,
        "base": 8, "cover": 0, "cover_by": "open", "cover_rule": "T90", "roll": 6, "total": 14, "attack": 14}]
    unit = g.state.units[blue]
    assert unit.location == ON_MAP and unit.broken and unit.suppressed
    assert g.state.vp == 0


@pytest.mark.rule("1.9.1", "O20.3.4", "E60")
def test_defense_total_locked_before_its_event_suppresses_the_defender():
    """The same attack (14); the Defense roll 3+3 with Event! Interdiction: the Allies must
    suppress a unit in a hex with Cover below 1 and pick their own Squad in B5 (Morale 7 now).
    Locked 8 + 6 = 14: a tie, suppressed (already), not broken (7 + 6 = 13 would break it)."""
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "B5"),
                                                               ("blue_infantry_squad", "O1")]})
    blue = uid(g, "B5")
    testing.stack(g, "axis", (4, 5))
    testing.stack(g, "allies", (3, 3, "event"), (1, 1))
    testing.event_card(g, "allies", 1, "interdiction")
    fire_at(g, uid(g, "D7"), "B5")
    assert g.pending.kind == "interdiction" and g.pending.player == "allies"
    ev = g.apply(Move("suppress", blue))
    assert params(ev, "defense") == [{"unit": blue, "morale": 8,
        "base": 8, "cover": 0, "cover_by": "open", "cover_rule": "T90", "roll": 6, "total": 14, "attack": 14}]
    unit = g.state.units[blue]
    assert unit.suppressed and not unit.broken


def rally_with_event(g: Game, unit: str, event: str, dice: tuple[int, int]) -> list:
    """An Axis Recover Order; ``unit``'s Rally roll shows ``dice`` with Event!, the next card
    ``event``."""
    testing.stack(g, "axis", (*dice, "event"), (1, 1))
    testing.event_card(g, "axis", 1, event)
    order(g, "axis", "recover")
    return g.apply(Move("rally", unit))


@pytest.mark.rule("1.9.1", "O22.3", "E44")
def test_rally_judged_with_the_morale_locked_before_battle_harden():
    """A broken Rifle Squad in Woods A10: Morale 6 + 2 = 8.  Its Rally roll is 4+4 = 8 with
    Event!: Battle Harden makes it a Veteran (Morale 9 now).  Locked 8: the roll equals it:
    suppressed, still broken (against 9 it would have rallied)."""
    g = setup({"axis": [("red_rifle_squad", "A10", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "O1")]})
    sq = uid(g, "A10")
    assert g.state.morale(g.state.units[sq]) == 8
    rally_with_event(g, sq, "battle_harden", (4, 4))
    assert g.pending.kind == "battle_harden"
    ev = g.apply(Move("veteran", sq))
    unit = g.state.units[sq]
    assert unit.veteran and unit.broken and unit.suppressed and "unit_rallied" not in codes(ev)
    assert g.state.morale(unit) == 6 + 2 + 1 - 1  # Veteran +1, Suppressed -1


@pytest.mark.rule("1.9.1", "O22.3", "E51")
def test_rally_judged_with_the_morale_locked_before_cower_suppresses_the_unit():
    """The same Squad (8); roll 4+3 = 7 with Event! Cower: the Squad (no Leader) is suppressed
    (Morale 7 now).  Locked 8: 7 < 8, it rallies (against 7 it would only have been
    suppressed)."""
    g = setup({"axis": [("red_rifle_squad", "A10", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "O1")]})
    sq = uid(g, "A10")
    rally_with_event(g, sq, "cower", (4, 3))
    unit = g.state.units[sq]
    assert unit.suppressed and not unit.broken


@pytest.mark.rule("1.9.1", "O22.3", "E64")
def test_a_rally_result_still_applies_to_a_unit_medic_rallied():
    """Roll 4+4 = 8 = the locked Morale 8 with Event! Medic!, which rallies the Squad (the only
    broken unit): the locked result, Suppressed, still applies to it (as the book's Rout
    example carries out the Retreat of a unit Medic! rallied)."""
    g = setup({"axis": [("red_rifle_squad", "A10", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "O1")]})
    sq = uid(g, "A10")
    ev = rally_with_event(g, sq, "medic", (4, 4))
    unit = g.state.units[sq]
    assert not unit.broken and unit.suppressed
    assert codes(ev).count("unit_rallied") == 1  # by Medic!, not again by the roll


@pytest.mark.rule("1.9.1", "O22.3", "E52.2")
def test_a_rally_result_applies_to_both_teams_of_a_squad_that_deployed_meanwhile():
    """Roll 3+4 = 7 < 8 with Event! Deploy: the Axis replaces the broken Squad by two broken
    Rifle Teams; the pending result (rally) applies to both Teams equally (E52.2)."""
    g = setup({"axis": [("red_rifle_squad", "A10", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "O1")]})
    sq = uid(g, "A10")
    rally_with_event(g, sq, "deploy", (3, 4))
    assert g.pending.kind == "deploy"
    ev = g.apply(Move("deploy", sq))
    teams = [g.state.units[f"{sq}-a"], g.state.units[f"{sq}-b"]]
    assert [t.hex for t in teams] == ["A10", "A10"] and not any(t.broken for t in teams)
    assert [p["unit"] for p in params(ev, "unit_rallied")] == [f"{sq}-a", f"{sq}-b"]


@pytest.mark.rule("1.9.1", "O16.4.1", "O16.4.2", "E51")
def test_melee_total_locked_before_its_event_suppresses_a_unit_in_the_melee():
    """An Axis Rifle Squad Advances from E8 into E7, held by an Allied Infantry Squad (FP 4).
    The Allies roll first: 4+4 with Event! Cower, which suppresses their Squad (no Leader; FP 3
    now).  Their total was locked at the reveal: strength 4 + 8 = 12.  The Axis: 5 + 3+4 = 12:
    a tie, both eliminated (with FP 3 the Allies would have lost alone)."""
    g = setup({"axis": [("red_rifle_squad", "E8"), ("red_rifle_squad", "O10")],
               "allies": [("blue_infantry_squad", "E7"), ("blue_infantry_squad", "O1")]})
    red, blue = uid(g, "E8"), uid(g, "E7")
    order(g, "axis", "advance")
    g.apply(Move("activate", red))
    testing.stack(g, "allies", (4, 4, "event"), (1, 1))
    testing.event_card(g, "allies", 1, "cower")
    testing.stack(g, "axis", (3, 4))
    ev = g.apply(Move("advance", red, "E7"))
    assert [(p["player"], p["strength"], p["total"]) for p in params(ev, "melee")] == [
        ("allies", 4, 12), ("axis", 5, 12)]
    assert g.state.units[blue].location == CASUALTY and g.state.units[red].location == CASUALTY


# ----------------------------------------------------------------------------------------------
# Refusals cite the rule that forbids the move, with a precise code
# ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def cliffs(tmp_path_factory):
    """The test scenario on a 15 x 10 Open Ground map: Woods on level-1 ground in M5 with a
    Cliff on the M5/M6 hexside; a Water Barrier in H5; a Major Bridge in D8 over a Stream
    (D7-D9) carrying a Road B8-F8 (entered and left only along the road)."""
    b = (MapBuilder(15, 10, id="cliffs")
         .hill(1, ["M5"]).area("woods", ["M5"]).hexside("M5", "M6", "cliff")
         .area("water_barrier", ["H5"]))
    for h in ("D7", "D8", "D9"):
        b.terrain(h, "stream")
    b.area("bridge-major", "D8", 0.4).line("road", ["B8", "C8", "D8", "E8", "F8"])
    for n, h in enumerate(["C3", "E3", "G3", "I3", "K3"], 1):
        b.objective(n, h)
    path = tmp_path_factory.mktemp("maps") / "cliffs.json"
    path.write_text(json.dumps(b.to_data()), encoding="utf-8")
    return dataclasses.replace(load_scenario("test-skirmish"), map_path=path)


def refusal(g: Game, move: Move) -> tuple[str, str]:
    e = refused(g, move)
    return e.rule, e.code


@pytest.mark.rule("O21.4", "T83", "O21.1", "7.2.1")
def test_a_move_refusal_names_the_cliff_the_distance_or_the_edge(cliffs):
    """A Rifle Squad in M6 (4 MP) may not Move up the Cliff into M5 (O21.4, T83: not a generic
    "impassable"), nor jump to M8, nor leave the map except off the enemy (top) edge."""
    g = setup({"axis": [("red_rifle_squad", "M6")], "allies": [("blue_infantry_squad", "A1")]}, scenario=cliffs)
    cliff = uid(g, "M6")
    order(g, "axis", "move")
    g.apply(Move("activate", cliff))
    g.apply(Move("mover", cliff))
    assert Move("enter", cliff, "M5") not in g.legal_moves()
    assert refusal(g, Move("enter", cliff, "M5")) == ("O21.4", "cliff_move")
    assert refusal(g, Move("enter", cliff, "M8")) == ("O21.1", "not_adjacent")
    assert refusal(g, Move("exit", cliff)) == ("O21.4", "exit_not_enemy_edge")
    assert refusal(g, Move("stop", cliff)) == ("O14.4", "move_must_enter")


@pytest.mark.rule("O21.4", "T98", "T79", "T80.1")
@pytest.mark.parametrize("start, dest, code", [("H6", "H5", "enter_impassable"), ("H6", "I6", "enter_blaze"),
                                               ("C9", "D8", "bridge_side"), ("M6", "M5", "cliff_move")])
def test_each_impassable_step_is_refused_with_its_own_code(cliffs, start, dest, code):
    """O21.4 lists what a Move may never do: the Water Barrier H5 (T98), a Blaze in I6 (T79),
    the Major Bridge D8 off its road (T80.1), the Cliff M5/M6 (T83): each its own code."""
    g = setup({"axis": [("red_rifle_squad", start)], "allies": [("blue_infantry_squad", "A1")]}, scenario=cliffs)
    g.state.blaze.add("I6")
    sq = uid(g, start)
    order(g, "axis", "move")
    g.apply(Move("activate", sq))
    g.apply(Move("mover", sq))
    e = refused(g, Move("enter", sq, dest))
    assert (e.rule, e.code, e.params["hex"]) == ("O21.4", code, dest)


@pytest.mark.rule("O16.2", "T83", "O16.3", "O16.1")
def test_an_advance_refusal_names_the_weapon_at_a_cliff_and_the_enemy_edge(cliffs):
    """Two Rifle Squads in M6, one with an LMG: the one without a Weapon may Advance up the
    Cliff into M5 (O16.2); the one with the LMG may not (T83, O16.2), nor leave the map off
    its own side (O16.3); an Advanced unit stops (O16.1)."""
    g = setup({"axis": [("red_rifle_squad", "M6", "red_lmg"), ("red_rifle_squad", "M6"), ("red_sergeant", "M6")],
               "allies": [("blue_infantry_squad", "A1")]}, scenario=cliffs)
    sgt = uid(g, "M6", "red_sergeant")
    squads = [u for u in g.state.units_in("M6") if u.type.id == "red_rifle_squad"]
    gun = next(u.id for u in squads if u.weapon)
    free = next(u.id for u in squads if not u.weapon)
    order(g, "axis", "advance")
    g.apply(Move("activate", sgt))
    g.apply(Move("add", gun))
    g.apply(Move("add", free))
    g.apply(Move("done"))
    assert Move("advance", free, "M5") in g.legal_moves()
    assert Move("advance", gun, "M5") not in g.legal_moves()
    assert refusal(g, Move("advance", gun, "M5")) == ("O16.2", "cliff_weapon")
    assert refusal(g, Move("exit", gun)) == ("O16.3", "exit_not_enemy_edge")
    g.apply(Move("advance", free, "M5"))
    assert refusal(g, Move("advance", free, "L5")) == ("O16.1", "advance_once")


@pytest.mark.rule("O15", "5")
def test_passing_after_an_order_and_ending_without_one_cite_o15():
    """O15: a Pass is a Turn with no Order: after an Order the Turn ends, it cannot be a Pass;
    a Turn without any Order is a Pass, not an end."""
    g = setup({"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "A1")]})
    assert refusal(g, Move("end")) == ("O15", "end_without_order")
    sq = uid(g, "E8")
    order(g, "axis", "move")
    g.apply(Move("activate", sq))
    g.apply(Move("mover", sq))
    g.apply(Move("enter", sq, "E7"))
    g.apply(Move("stop", sq))
    assert g.pending.kind == "turn" and Move("end") in g.legal_moves()
    e = refused(g, Move("pass"))
    assert (e.rule, e.code, e.params) == ("O15", "pass_after_order", {"player": "axis"})


# ----------------------------------------------------------------------------------------------
# F101, F104: a Bunker or Pillbox holder wins a tied Melee against units an Event places there
# ----------------------------------------------------------------------------------------------
BROKEN_A10 = ("red_rifle_squad", "A10", None, {"broken": True})  # the Recover Order's Rally unit


def event_via_recover(g: Game, event: str, *after: tuple) -> list:
    """The Axis executes ``event``: an Axis Recover Order whose Rally roll for the broken Rifle
    Squad in Woods A10 (Morale 6 + 2) is 5+5 = 10 with Event! (no effect on it); the next card
    shows the Event; ``after`` are the Axis cards after it."""
    testing.stack(g, "axis", (5, 5, "event"), (1, 1), *after)
    testing.event_card(g, "axis", 1, event)
    order(g, "axis", "recover")
    return g.apply(Move("rally", uid(g, "A10")))


def melee_totals(events) -> list[tuple[str, int, int]]:
    return [(p["player"], p["strength"], p["total"]) for p in params(events, "melee")]


def casualty(g: Game, hex_id: str) -> str:
    """Eliminate the unit in ``hex_id`` (to its Casualty Track) and return its id."""
    u = testing.unit_at(g, hex_id)
    units.eliminate(g, u, "test")
    return u.id


@pytest.mark.rule("F104", "O16.4.3", "E68")
def test_pillbox_holder_wins_a_tie_against_a_reinforcement_placed_in_it():
    """E68: the Support roll 3+4 = 7 gives a Rifle Squad, placed on the Axis edge in F10, a
    Pillbox held by an Allied Team: the Melee at once, Allies 2 + 6+6 = 14, Axis 5 + 4+5 = 14;
    the Allies held the Pillbox: only the reinforcement is eliminated (2 VP to the Allies)."""
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_team", "F10"), ("blue_infantry_squad", "O1")]})
    g.state.fortifications["F10"] = "pillbox"
    team = uid(g, "F10")
    event_via_recover(g, "reinforcements", (3, 4), (4, 5))
    testing.stack(g, "allies", (6, 6))
    g.apply(Move("take", "red-s-rifle-squad"))
    new = g.legal_moves()[0].args[0]
    ev = g.apply(Move("reinforce", new, "F10"))
    assert melee_totals(ev) == [("allies", 2, 14), ("axis", 5, 14)]
    assert g.state.units[new].location == CASUALTY and g.state.units[team].location == ON_MAP
    assert g.state.vp == -2 and g.pending.kind == "turn"


@pytest.mark.rule("F101", "O16.4.3", "E76")
def test_bunker_holder_wins_a_tie_against_a_walking_wounded_placed_in_it():
    """E76: the Axis Rifle Squad on the Casualty Track returns broken (FP 2) in the random hex
    E7, a Bunker held by an Allied Team: Allies 2 + 6+6 = 14, Axis 2 + 6+6 = 14: the Squad is
    eliminated again, the Team stays."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_squad", "C9")],
               "allies": [("blue_infantry_team", "E7"), ("blue_infantry_squad", "O1")]})
    g.state.fortifications["E7"] = "bunker"
    team, sq = uid(g, "E7"), casualty(g, "C9")
    event_via_recover(g, "walking_wounded", (1, 1, None, "E7"), (6, 6))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("place", sq, "E7"))
    assert melee_totals(ev) == [("allies", 2, 14), ("axis", 2, 14)]
    assert g.state.units[sq].location == CASUALTY and g.state.units[team].location == ON_MAP


@pytest.mark.rule("F101", "O16.4.3", "E59")
def test_bunker_holder_wins_a_tie_against_an_infiltrator_placed_in_it():
    """E59: Support roll 4+4 = 8, a Rifle Squad placed in the random hex E7, a Bunker held by
    an Allied Team: Allies 2 + 12 = 14, Axis 5 + 9 = 14: the infiltrator is eliminated."""
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_team", "E7"), ("blue_infantry_squad", "O1")]})
    g.state.fortifications["E7"] = "bunker"
    team = uid(g, "E7")
    event_via_recover(g, "infiltration", (4, 4), (2, 2, None, "E7"), (4, 5))
    testing.stack(g, "allies", (6, 6))
    g.apply(Move("take", "red-s-rifle-squad"))
    ev = g.apply(Move("infiltrate", "E7"))
    assert melee_totals(ev) == [("allies", 2, 14), ("axis", 5, 14)]
    assert g.state.units_in("E7", "axis") == [] and g.state.units[team].location == ON_MAP


@pytest.mark.rule("F101", "O16.4.3", "E59", "E76")
def test_an_arrival_of_an_earlier_order_holds_the_bunker_later():
    """Order 1 (Recover, Event! Infiltration): an Axis Rifle Squad is placed in the empty Bunker
    E7.  Order 2 (Fire at B5): the Allied Defense roll's Event! is Walking Wounded, which
    returns their eliminated Squad broken (FP 2) into E7: Allies 2 + 5+5 = 12, Axis 5 + 3+4 =
    12.  The Axis Squad arrived in an earlier Order: it holds the Bunker and survives."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_squad", "D7")],
               "allies": [("blue_infantry_squad", "B5"), ("blue_infantry_squad", "H2"), ("blue_infantry_squad", "O1")]})
    g.state.fortifications["E7"] = "bunker"
    dead = casualty(g, "H2")
    event_via_recover(g, "infiltration", (4, 4), (2, 2, None, "E7"))
    g.apply(Move("take", "red-s-rifle-squad"))
    g.apply(Move("infiltrate", "E7"))
    infiltrator = uid(g, "E7")
    assert g.pending.kind == "turn"
    testing.stack(g, "axis", (1, 1), (3, 4))
    testing.stack(g, "allies", (6, 6, "event"), (1, 1), (1, 1, None, "E7"), (5, 5))
    testing.event_card(g, "allies", 1, "walking_wounded")
    fire_at(g, uid(g, "D7"), "B5")
    ev = g.apply(Move("place", dead, "E7"))
    assert melee_totals(ev) == [("allies", 2, 12), ("axis", 5, 12)]
    assert g.state.units[infiltrator].location == ON_MAP and g.state.units[dead].location == CASUALTY


@pytest.mark.rule("F101", "O16.4.3", "F103.1", "E76")
def test_a_unit_that_advanced_into_an_empty_bunker_holds_it_against_a_later_arrival():
    """The Axis Squad Advances from E8 (Mines) into the empty Bunker E7; the Allied Mine Attack
    roll's Event! is Walking Wounded: their Squad returns broken into E7.  Both came in during
    this Order, the Axis Squad first: it holds the Bunker (Allies 2 + 10, Axis 5 + 7: a tie)."""
    g = setup({"axis": [("red_rifle_squad", "E8")],
               "allies": [("blue_infantry_squad", "H2"), ("blue_infantry_squad", "O1")]})
    g.state.fortifications.update({"E7": "bunker", "E8": "mines"})
    dead, red = casualty(g, "H2"), uid(g, "E8")
    testing.stack(g, "allies", (1, 1, "event"), (1, 1), (1, 1, None, "E7"), (5, 5))
    testing.event_card(g, "allies", 1, "walking_wounded")
    testing.stack(g, "axis", (3, 4), (6, 6))
    order(g, "axis", "advance")
    g.apply(Move("activate", red))
    g.apply(Move("advance", red, "E7"))
    ev = g.apply(Move("place", dead, "E7"))
    assert melee_totals(ev) == [("allies", 2, 12), ("axis", 5, 12)]
    assert g.state.units[red].location == ON_MAP and g.state.units[dead].location == CASUALTY


@pytest.mark.rule("F101", "O16.4.3", "E76")
def test_a_holder_joined_by_an_arrival_still_holds_the_bunker():
    """The Axis Squad Advances from E8 (Mines) into the Bunker E7 held by an Allied Team; the
    Allied Mine Attack roll's Event! returns their eliminated Squad broken into E7 too: the
    Melee is fought at once, Allies 2 + 2 + 4+4 = 12, Axis 5 + 3+4 = 12: the Allies held the
    Bunker before the Axis came: only the Axis Squad is eliminated."""
    g = setup({"axis": [("red_rifle_squad", "E8")],
               "allies": [("blue_infantry_team", "E7"), ("blue_infantry_squad", "H2"), ("blue_infantry_squad", "O1")]})
    g.state.fortifications.update({"E7": "bunker", "E8": "mines"})
    dead, red, team = casualty(g, "H2"), uid(g, "E8"), uid(g, "E7")
    testing.stack(g, "allies", (1, 1, "event"), (1, 1), (1, 1, None, "E7"), (4, 4))
    testing.event_card(g, "allies", 1, "walking_wounded")
    testing.stack(g, "axis", (3, 4))
    order(g, "axis", "advance")
    g.apply(Move("activate", red))
    g.apply(Move("advance", red, "E7"))
    ev = g.apply(Move("place", dead, "E7"))
    assert melee_totals(ev) == [("allies", 4, 12), ("axis", 5, 12)]
    assert g.state.units[red].location == CASUALTY
    assert g.state.units[team].location == ON_MAP and g.state.units[dead].location == ON_MAP


# ----------------------------------------------------------------------------------------------
# T93, F101-F105, O18.2.3.2: a Fortification in a Road hex keeps its Cover against Mortars and
# Artillery (less the Road's 1)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("T93", "F101", "F102", "F104", "F105", "T78.3")
@pytest.mark.parametrize("kind, cover, vs_mortar", [("foxholes", 3, 4), ("trenches", 4, 5), ("pillbox", 5, 6),
                                                     ("bunker", 6, 7)])
def test_a_fortification_in_a_road_hex_is_better_against_mortars_and_artillery(kind, cover, vs_mortar):
    """E5 is Open Ground with a Road (Cover -1): with a Fortification its Cover is the
    Fortification's less 1 (T93), and against Mortars and Artillery its other Cover less 1."""
    g = setup({"axis": [("red_rifle_squad", "A1")], "allies": [("blue_infantry_squad", "E5")]})
    g.state.fortifications["E5"] = kind
    blue = testing.unit_at(g, "E5")
    assert g.state.cover("E5") == cover - 1 and g.state.morale(blue) == 8 + cover - 1
    assert artillery.cover_vs_mortar(g, blue) == vs_mortar - cover


@pytest.mark.rule("T93", "F102", "O20.3.4")
def test_foxholes_in_a_road_hex_give_cover_3_against_a_mortar():
    """A Rifle Team's Light Mortar in E8 fires at the Allied Squad in E5 (Road, Foxholes):
    Targeting 2x2 = 4 > 3 hexes, a hit; 4 + 4+5 = 13.  Defense: Morale 8 + (4 - 1) = 11, + 1+1 =
    13: a tie, suppressed (with Cover 2 it would have broken)."""
    g = setup({"axis": [("red_rifle_team", "E8", "red_light_mortar")],
               "allies": [("blue_infantry_squad", "E5"), ("blue_infantry_squad", "O1")]})
    g.state.fortifications["E5"] = "foxholes"
    team = uid(g, "E8")
    testing.stack(g, "axis", (2, 2), (4, 5))
    testing.stack(g, "allies", (1, 1))
    ev = order(g, "axis", "fire")
    ev += g.apply(Move("activate", team))
    ev += g.apply(Move("target", "E5"))
    ev += g.apply(Move("with", g.state.units[team].weapon))
    ev += g.apply(Move("fire"))
    blue = testing.unit_at(g, "E5")
    assert params(ev, "attack") == [{"target": "E5", "fp": 4, "roll": 9, "total": 13}]
    assert params(ev, "defense") == [{"unit": blue.id, "morale": 11,
        "base": 8, "cover": 3, "cover_by": "foxholes", "cover_rule": "F102", "roll": 2, "total": 13, "attack": 13}]
    assert blue.suppressed and not blue.broken


@pytest.mark.rule("T93", "F102", "O18.2.3.2")
def test_foxholes_in_a_road_hex_give_cover_3_against_artillery():
    """A Sergeant in C7 spots E5 (range 3, Hindrance 2): 3x3 - 2 > 3, a hit; drift 1 and 4
    keeps it there; Impact FP 10 + 1+2 = 13.  Defense: 8 + (4 - 1) + 1+1 = 13: suppressed."""
    g = setup({"axis": [("red_sergeant", "C7")], "allies": [("blue_infantry_squad", "E5"), ("blue_infantry_squad", "O1")]})
    g.state.fortifications["E5"] = "foxholes"
    g.state.players["axis"].radio = Radio("axis", 10, "x")
    order(g, "axis", "artillery_request")
    g.apply(Move("activate", uid(g, "C7")))
    testing.stack(g, "axis", (3, 3), (1, 4), (1, 2))
    testing.stack(g, "allies", (1, 1))
    ev = g.apply(Move("spot", "E5"))
    blue = testing.unit_at(g, "E5")
    assert params(ev, "attack") == [{"target": "E5", "fp": 10, "roll": 3, "total": 13}]
    assert params(ev, "defense") == [{"unit": blue.id, "morale": 11,
        "base": 8, "cover": 3, "cover_by": "foxholes", "cover_rule": "F102", "roll": 2, "total": 13, "attack": 13}]
    assert blue.suppressed and not blue.broken


# ----------------------------------------------------------------------------------------------
# T93 option road_bonus_pays_entry: the engine's legal moves, not only the map's lights
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("T93", "O21.1")
@pytest.mark.parametrize("pays_entry", [False, True])
def test_the_road_bonus_option_changes_the_legal_steps(pays_entry):
    """A Rifle Squad (Movement 4) in E9 moves E8, E7, E6 (Open, 1 MP each; no Road yet): 1 MP
    left.  F5 is a Building with a Road, entered off the road: 2 MP.  By default the first Road
    hex is paid without its bonus: F5 is refused (O21.1); with the option the bonus pays for
    it (1 + 1 = 2) and the Squad ends there with nothing left.  E5 (Road, 1 MP) is legal
    either way."""
    g = setup({"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "A1")]},
              options={"road_bonus_pays_entry": pays_entry})
    sq = uid(g, "E9")
    assert g.movement_graph.cost("E6", "F5") == 2 and g.movement_graph.edge("E6", "F5").bonus == 1
    order(g, "axis", "move")
    g.apply(Move("activate", sq))
    g.apply(Move("mover", sq))
    for h in ("E8", "E7", "E6"):
        g.apply(Move("enter", sq, h))
    steps = {m.args[1] for m in g.legal_moves() if m.kind == "enter"}
    assert "E5" in steps and ("F5" in steps) is pays_entry
    if not pays_entry:
        e = refused(g, Move("enter", sq, "F5"))
        assert (e.rule, e.code, e.params["cost"], e.params["left"]) == ("O21.1", "move_cost", 2, 1)
        return
    ev = g.apply(Move("enter", sq, "F5"))
    assert [(p["hex"], p["spent"]) for p in params(ev, "unit_moved")] == [("F5", 5)]
    assert {m.kind for m in g.legal_moves()} <= {"stop", "action"}


# ----------------------------------------------------------------------------------------------
# 6.3, 7.3.3: secret chits revealed at the end score for whoever controls the Objective
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("6.3", "7.3.2", "7.3.3", "7.2.1")
def test_a_secret_chit_revealed_at_the_end_scores_for_each_objectives_controller():
    """The Axis holds the secret chit S (every Objective 2 VP).  The Axis controls Objective 3,
    the Allies 1 and 4, nobody 2 and 5.  The Axis' last unit exits off the top edge (+2 VP,
    6.3 case 3): S is revealed and scores as if it were opened now: +2 to the Axis (3), +2 and
    +2 to the Allies (1, 4), nothing for 2 and 5.  Balance 2 + 2 - 4 = 0: the Initiative holder
    (the Allies) wins."""
    g = setup({"axis": [("red_rifle_squad", "E1")], "allies": [("blue_infantry_squad", "O10")]})
    st = g.state
    st.secret_chits["axis"] = ["S"]
    st.objectives.update({1: "allies", 2: None, 3: "axis", 4: "allies", 5: None})
    sq = uid(g, "E1")
    order(g, "axis", "move")
    g.apply(Move("activate", sq))
    g.apply(Move("mover", sq))
    g.apply(Move("exit", sq))
    assert st.over and st.end_reason == "last_unit_exited"
    assert [s for s in st.vp_sources if "secret" in s[2]] == [
        ("allies", 2, "7.3.3 secret chit S"), ("axis", 2, "7.3.3 secret chit S"), ("allies", 2, "7.3.3 secret chit S")]
    assert st.vp == 2 + 2 - 4 and st.winner == "allies" == st.initiative


# ----------------------------------------------------------------------------------------------
# E52: Deploy takes two Team counters from the counter mix
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E52.1", "E52")
@pytest.mark.parametrize("free, offered", [(2, True), (1, False)])
def test_deploy_needs_two_free_team_counters(free, offered):
    """Redland has 10 Rifle Team counters.  With 8 in play (the scenario's own, off the map,
    and more on the Casualty Track) the Axis may Deploy a Rifle Squad into the last two; with
    9 only one is left: no Squad may Deploy and the Event has no effect."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_squad", "C9")], "allies": [("blue_infantry_squad", "O1")]})
    st = g.state
    assert g.scenario.side("axis").nation.units["red_rifle_team"].counters == 10
    in_play = sum(1 for u in st.units.values() if u.type.id == "red_rifle_team" and u.location != REMOVED)
    for _ in range(10 - free - in_play):
        team = testing.add_unit(g, "axis", "red_rifle_team", "O10")
        team.location, team.hex = CASUALTY, None
        st.players["axis"].casualties.append(team.id)
    sq = uid(g, "C9")
    ev = event_via_recover(g, "deploy")
    if not offered:
        assert [p["event"] for p in params(ev, "event") if "event" in p][-1:] == ["deploy"]
        assert "event_no_effect" in codes(ev) and g.pending.kind == "turn"
        assert st.units[sq].location == ON_MAP
        return
    assert g.pending.kind == "deploy" and Move("deploy", sq) in g.legal_moves()
    ev = g.apply(Move("deploy", sq))
    assert [u.type.id for u in st.units_in("C9")] == ["red_rifle_team", "red_rifle_team"]
    assert not units.counters_free(g, "axis", "red_rifle_team", 1)
