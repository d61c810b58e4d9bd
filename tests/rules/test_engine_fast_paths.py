"""The engine's fast paths give what the plain ones give (issue 13): the set-up's moves, made once
per step and kept while nothing changes, follow a position changed by hand and each scenario's
own set-up area (5, 8.2, T79); the Defense roll's breakdown without the Morale's parts has the
totals and the Cover's source of the full one (O20.3.4); a log line keeps the facts of the units
it names, and a line naming none keeps nothing (issue 14 item 6)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cc_desktop.content import load_scenario
from cc_desktop.rules import Game, Move, defense
from cc_desktop.rules.game import FACTS
from cc_desktop.rules.messages import IllegalMove, msg
from cc_desktop.rules.simulate import choose
from cc_desktop.rules.state import ON_MAP

from .helpers_variants import setup, uid
from .test_fire_example import fire_example

#: test-skirmish: the Allies set up first, these six units, in a set-up area of 60 hexes
ALLIES = ["al9-blue_lieutenant", "al10-blue_sergeant", "al11-blue_infantry_squad", "al12-blue_infantry_squad",
          "al13-blue_infantry_squad", "al14-blue_infantry_team"]


def hexes_of(moves, unit: str) -> set[str]:
    return {m.args[1] for m in moves if m.kind == "place" and m.args[0] == unit}


# -- set-up (5) ----------------------------------------------------------------------------------
@pytest.mark.rule("5", "T79", "8.2")
def test_the_set_up_moves_follow_a_position_changed_by_hand():
    g = Game.new("test-skirmish", seed=1)
    first = g.legal_moves()
    assert len(first) == 6 * 60 and g.legal_moves() == first == list(g.pending.options)
    g.state.blaze.add("A1")  # T79: no unit is set up in a Blaze
    moves = g.legal_moves()
    assert len(moves) == 6 * 59 and not any(m.args[1] == "A1" for m in moves)
    with pytest.raises(IllegalMove) as exc:
        g.apply(Move("place", ALLIES[0], "A1"))
    assert (exc.value.message.rule, exc.value.message.code) == ("T79", "setup_blaze")
    g.state.blaze.clear()
    assert g.legal_moves() == first
    # a Squad (4 figures) and the Team (2) put in A2 by hand: 6 figures there, so no other
    # Squad may join them (8.2), the Leaders (1 figure) may
    for unit in (ALLIES[2], ALLIES[5]):
        g.state.units[unit].location, g.state.units[unit].hex = ON_MAP, "A2"
    moves = g.legal_moves()
    assert "A2" not in hexes_of(moves, ALLIES[3]) and "A2" in hexes_of(moves, ALLIES[0])
    assert hexes_of(moves, ALLIES[2]) == {h for h in hexes_of(first, ALLIES[2]) if h != "A2"}
    assert moves[0] == Move("place", ALLIES[0], "A1")  # those still to place come first
    g.apply(Move("place", ALLIES[3], "A3"))
    assert g.state.units[ALLIES[3]].hex == "A3" and g.pending.about == {"left": 3}


@pytest.mark.rule("5")
def test_the_same_units_in_another_set_up_area_are_offered_that_area():
    sc = load_scenario("test-skirmish")
    allies = sc.side("allies")
    area = frozenset(sorted(allies.setup_zone)[:5])
    other = dataclasses.replace(sc, sides={**sc.sides, "allies": dataclasses.replace(allies, setup_zone=area)})
    Game.new(sc, seed=1).legal_moves()  # the first area's moves made first
    moves = Game.new(other, seed=1).legal_moves()
    assert {m.args[1] for m in moves} == set(area) and len(moves) == 6 * 5
    assert {m.args[1] for m in Game.new(sc, seed=1).legal_moves()} == set(allies.setup_zone)


# -- the Defense roll's breakdown (O20.3.4) ------------------------------------------------------
@pytest.mark.rule("O20.3.4", "3.1.4", "T78.3", "T93")
def test_the_defense_roll_takes_the_totals_and_the_cover_source_of_the_full_breakdown():
    g, ids = fire_example()
    g.state.units[ids["target"]].suppressed = True
    g.state.fortifications["N5"] = "foxholes"
    bonuses = [None, defense.CoverBonus(g, "mortar"), defense.CoverBonus(g, "flame", weapon="w")]
    for u in g.state.units.values():
        for bonus in bonuses:
            full = defense.defense_breakdown(g, u, bonus)
            fast = defense.defense_breakdown(g, u, bonus, explain=False)
            assert fast.morale_terms == () and full.morale == sum(t.value for t in full.morale_terms)
            assert (fast.morale, fast.cover, fast.total, fast.cover_terms, fast.cover_by, fast.road_named) == \
                (full.morale, full.cover, full.total, full.cover_terms, full.cover_by, full.road_named)
    target = defense.defense_breakdown(g, g.state.units[ids["target"]], explain=False)
    assert (target.morale, target.cover, target.cover_by) == (6, -1, ("open", "T90"))  # 7 - 1 (13.2)


@pytest.mark.rule("O20.3.4")
@pytest.mark.parametrize("scenario", ["birch-ridge-1942", "shattered-mill-1943"])
def test_every_defense_line_of_a_random_game_adds_up(scenario):
    g = Game.new(scenario, seed=3)
    rng = random.Random(3)
    while g.pending is not None and len(g.moves) < 700:
        g.apply(choose(rng, g))
    lines = [dict(e.message.params) for e in g.log if e.message.code == "defense"]
    assert len(lines) >= 5
    for p in lines:
        assert p["morale"] == p["base"] + p["cover"] and p["total"] == p["morale"] + p["roll"]
        assert p["cover_by"] and p["cover_rule"]


# -- the log's facts (issue 14 item 6) ------------------------------------------------------------
def test_a_line_keeps_the_facts_of_the_units_it_names_and_no_other_line_any():
    g = setup({"axis": [("red_rifle_squad", "D7"), ("red_rifle_squad", "E8")],
               "allies": [("blue_infantry_squad", "D5")]})
    a, b, c = uid(g, "D7"), uid(g, "E8"), uid(g, "D5")
    g.state.units[c].broken = True
    g.emit("test", msg("O15", "pass", player="axis"))
    g.emit("test", msg("O20.3.3", "attack", target="D5+E6", fp=3, roll=7, total=10))
    g.emit("test", msg("5", "unit_replaced", unit=c, hex="D5"))
    g.emit("test", msg("", "deployed", unit=a, teams=f"{b}, {c}"))
    g.emit("test", msg("", "deployed", unit="nobody", teams=f"{b}+{a}"), note="kept")
    plain, hexes, one, listed, joined = g.log[-5:]
    assert plain.data == () and hexes.data == ()
    assert one.data == ((FACTS, "unit:D5:b"),)
    assert listed.data == ((FACTS, "teams.0:E8;teams.1:D5:b;unit:D7"),)
    assert joined.data == ((FACTS, "teams.0:E8;teams.1:D7"), ("note", "kept"))
