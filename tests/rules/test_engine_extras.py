"""Engine behaviour beyond single rules: exit placement choice, hidden set-up in view_for,
Fortification Vulnerability from our table, signals."""

import dataclasses

import pytest

from cc_desktop.content import load_scenario
from cc_desktop.rules import Game, Move, testing
from cc_desktop.rules.state import TIME_TRACK
from cc_desktop.rules import fire


@pytest.mark.rule("7.2.1")
def test_exiting_unit_returns_in_the_space_its_owner_chooses():
    g = testing.position({"axis": [("red_rifle_squad", "E1"), ("red_rifle_squad", "C9")],
                          "allies": [("blue_infantry_squad", "A3")]})
    squad = testing.unit_at(g, "E1").id
    card = testing.hand(g, "axis", "move")[0]
    g.apply(Move("order", card, "move"))
    g.apply(Move("activate", squad))
    g.apply(Move("mover", squad))
    g.apply(Move("exit", squad))
    assert g.pending.kind == "exit_time" and g.pending.player == "axis"
    assert [m.args[1] for m in g.pending.options] == list(range(1, 11))  # ahead of the Time marker
    g.apply(Move("time", squad, 3))
    u = g.state.units[squad]
    assert (u.location, u.time) == (TIME_TRACK, 3) and g.state.vp == 2


@pytest.mark.rule("4.3.3", "7.3.3")
def test_hidden_setup_is_hidden_from_the_opponent_until_the_first_turn():
    sc = load_scenario()
    sides = dict(sc.sides)
    sides["allies"] = dataclasses.replace(sides["allies"], hidden_setup=True)
    g = Game(dataclasses.replace(sc, sides=sides), seed=4, prefs={"axis": (), "allies": ()})
    assert g.pending.kind == "setup" and g.pending.player == "allies"  # the Allies set up first
    g.apply(g.pending.options[0])
    assert g.pending.about == {"left": 5}  # 5: the Allies' other units still to place, in any order
    view = g.view_for("axis")
    allied = [u for u in view["units"] if u["side"] == "allies"]
    assert all(u["hex"] is None for u in allied)
    assert not any("set up in" in line for line in view["log"])
    assert any(u["hex"] for u in g.view_for("allies")["units"] if u["side"] == "allies")
    while g.pending.kind == "setup":
        g.apply(g.pending.options[0])
    assert g.state.turn == 1
    assert all(u["hex"] for u in g.view_for("axis")["units"] if u["side"] == "allies" and u["location"] == "map")


def test_signals_report_every_event_and_decision():
    seen, decisions = [], []
    g = Game.new("test-skirmish", seed=2, prefs={"axis": (), "allies": ()})
    g.signals.event.connect(seen.append)
    g.signals.decision.connect(decisions.append)
    events = g.apply(g.pending.options[0])
    assert seen == events and len(events) == 1 and events[0].kind == "unit_placed"
    assert decisions == [g.pending]


@pytest.mark.rule("6.1.2", "A32", "F102")
def test_dig_in_at_the_end_of_a_time_advancement():
    """Step 6: the Inactive player (who asked for Dig In windows) plays a Dig In card and places
    Foxholes in a hex with a friendly unit; the window stays open while a hex qualifies; the
    active player's window follows."""
    g = testing.position({"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "E3")]},
                         prefs={"axis": {"dig_in"}, "allies": {"dig_in"}})
    allies = g.state.players["allies"]
    dig = sorted(allies.hand)[0]
    allies.cards[dig] = dataclasses.replace(allies.cards[dig], action="dig_in")
    g.state.players["axis"].draw[:] = g.state.players["axis"].draw[-1:]  # one card left: revealing it advances Time
    testing.stack(g, "axis", (3, 3))
    card = testing.hand(g, "axis", "recover")[0]
    g.state.units[testing.unit_at(g, "E9").id].broken = True
    testing.touch(g)
    g.apply(Move("order", card, "recover"))
    g.apply(Move("rally", testing.unit_at(g, "E9").id))
    assert g.state.time == 1
    assert g.pending.kind == "dig_in" and g.pending.player == "allies"  # the Inactive player first
    assert Move("action", dig, "dig_in") in g.pending.options
    g.apply(Move("action", dig, "dig_in"))
    assert [str(m) for m in g.pending.options] == ["dig_in E3"]
    before = dict(g.state.fortifications)  # the scenario's own Fortifications, if any
    g.apply(Move("dig_in", "E3"))
    assert g.state.fortifications == before | {"E3": "foxholes"}
    # no other Allied hex qualifies (E3 has its Foxholes now): the Axis window follows
    assert g.pending.kind == "dig_in" and g.pending.player == "axis"
    assert [str(m) for m in g.pending.options][0] == "decline"
    g.apply(Move("decline"))
    assert g.pending.kind != "dig_in"


@pytest.mark.rule("O20.2.1", "O20.2.3", "T94")
def test_mortar_fires_smoke_at_an_empty_hex_on_a_targeting_hit():
    """A Light Mortar (Ordnance, Smoke, Range 2-12), with an enemy in E4 so that Fire may be
    announced (O20.1), fires Smoke at the empty hex E5, 4 away: the
    Targeting roll 3 x 2 = 6 > 4 hits and one Smoke marker is placed; 1 x 4 = 4 misses."""
    for dice, placed in (((3, 2), True), ((1, 4), False)):
        g = testing.position({"axis": [("red_rifle_team", "E9", "red_light_mortar")],
                              "allies": [("blue_infantry_squad", "E4")]})  # a target (O20.1)
        team = testing.unit_at(g, "E9")
        card = testing.hand(g, "axis", "fire")[0]
        g.apply(Move("order", card, "fire"))
        g.apply(Move("activate", team.id))
        assert Move("smoke", team.weapon) in g.pending.options
        g.apply(Move("smoke", team.weapon))
        hexes = [m.args[0] for m in g.pending.options]
        assert "E5" in hexes and "E8" not in hexes and "E9" not in hexes  # minimum range 2
        assert g.grid.distance("E9", "E5") == 4 and fire.line(g, "E9", "E5")[1] == 0
        testing.stack(g, "axis", dice)
        g.apply(Move("smoke_at", "E5"))
        assert ("E5" in g.state.smoke) == placed
        if placed:
            assert 1 <= g.state.smoke["E5"] <= 10


@pytest.mark.rule("8.2", "E52")
def test_free_deploy_fixes_overstacking_before_eliminating():
    """Scenario 16 of 01 (8.2 example): two Squads (8 figures) in one hex at the end of the Turn.
    The owner Deploys one (free, once per hex) into two Teams (4 + 2 + 2 = 8, still over), then
    must eliminate a Team: 6 figures remain; the Deploy gives no VP, the Team 1 VP."""
    g = testing.position({"axis": [("red_rifle_squad", "E9", "red_lmg", {"suppressed": True}),
                                   ("red_rifle_squad", "E9")],
                          "allies": [("blue_infantry_squad", "E3")]})
    first = [u.id for u in g.state.units_in("E9")][0]
    g.apply(Move("pass"))
    g.apply(Move("done"))
    assert g.pending.kind == "overstack" and g.pending.player == "axis"
    assert Move("deploy", first) in g.pending.options
    g.apply(Move("deploy", first))
    assert g.pending.kind == "deploy_marker"
    g.apply(Move("keeps", f"{first}-b", "weapon"))
    g.apply(Move("keeps", f"{first}-a", "suppressed"))
    st = g.state
    a, b = st.units[f"{first}-a"], st.units[f"{first}-b"]
    assert (a.type.id, a.suppressed, a.weapon, b.suppressed, b.weapon is not None) == \
        ("red_rifle_team", True, None, False, True)
    assert st.units[first].location == "removed" and st.vp == 0
    assert st.figures("E9", "axis") == 8 and g.pending.kind == "overstack"
    assert not any(m.kind == "deploy" for m in g.pending.options)  # one free Deploy per hex
    g.apply(Move("eliminate", a.id))
    assert st.figures("E9", "axis") == 6 and st.vp == -1
    assert g.pending.kind == "turn" and g.pending.player == "allies"
