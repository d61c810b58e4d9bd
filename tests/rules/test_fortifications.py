"""Rules engine: Fortifications F100-F106 (shared/rules/05-terrain-fortifications.md, test
scenarios 3, 10, 18-26) and the Hidden Actions A35.1-A35.5 (03-actions.md, test 10 and the
ambiguities' best readings), with O21.5, O23.3.3 and O23.3.4 of 02-suppression-orders.md.

Every test sets up an exact position (``testing.position``), the exact cards on top of the decks
(``testing.stack``) and checks exact numbers.  The map is "forts", built here: 15 x 10 hexes of
Open Ground (Cover 0, level 0) except

* a Road through E6, F6, G6 (Cover -1, T93);  Brush D8 (Cover 1);  Stream B2, Marsh B3 (Water);
* a Road through A4, B4, C4, over a Minor Bridge across a Stream in B4 (a Bridge hex, not Water);
* a Building in H2 (Cover 3);  Objectives 1-5 in C3, E3, G3, I3, K3;
* Woods on level-1 ground in K5 and M5, a Hedge on the K5/K6 hexside and a Cliff on M5/M6.

Neighbours used: E5 touches E4, F4, F5, E6, D5, D4; F6 touches F5, G6, G7, F7, E7, E6.
Counters (resources/nations): Redland Rifle Squad FP 5 Range 5 Movement 4 Morale 8, Militia
Squad Morale 6 (Movement 4), Sergeant Command 1, Lieutenant Command 2; Blueland Infantry Squad
FP 4 Range 6 Movement 4 Morale 8 (broken Morale 6).  The Axis (Redland) attacks, the Allies
(Blueland) are the scenario Defender; the Axis has the first Turn.
"""

from __future__ import annotations

import dataclasses
import json
from types import MappingProxyType

import pytest

from cc_desktop.board.builder import MapBuilder
from cc_desktop.content import load_scenario
from cc_desktop.rules import simulate, testing
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.messages import IllegalMove
from cc_desktop.rules.state import CASUALTY, ON_MAP, TIME_TRACK
from cc_desktop.rules import artillery
from cc_desktop.rules import fire
from cc_desktop.rules import fortifications
from cc_desktop.rules import hidden
from cc_desktop.rules import units

NO_WINDOWS = {"axis": (), "allies": ()}


# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def forts(tmp_path_factory):
    """The test scenario on the "forts" map of the module docstring."""
    b = (MapBuilder(15, 10, id="forts")
         .line("road", ["E6", "F6", "G6"]).line("road", ["A4", "B4", "C4"])
         .terrain("B4", "stream").area("bridge-minor", "B4", 0.5)
         .area("brush", ["D8"])
         .terrain("B2", "stream").terrain("B3", "marsh")
         .building("H2")
         .hill(1, ["K5", "M5"]).area("woods", ["K5", "M5"])
         .hexside("K5", "K6", "hedge").hexside("M5", "M6", "cliff"))
    for n, h in enumerate(["C3", "E3", "G3", "I3", "K3"], 1):
        b.objective(n, h)
    path = tmp_path_factory.mktemp("maps") / "forts.json"
    path.write_text(json.dumps(b.to_data()), encoding="utf-8")
    return dataclasses.replace(load_scenario("test-skirmish"), map_path=path)


def setup(scenario, units: dict, forts: dict | None = None, prefs: dict | None = None) -> Game:
    """Exactly ``units`` and the Fortifications ``forts`` ({hex: kind}); no Objective VP."""
    g = testing.position(units, scenario=scenario, prefs=prefs or NO_WINDOWS)
    st = g.state
    g.state.open_chits = []
    g.state.secret_chits = {"axis": [], "allies": []}
    st.objective_values = {}
    st.fortifications.clear()
    st.fortifications.update(forts or {})
    testing.touch(g)
    return g


def uid(g: Game, hex_id: str, type_id: str | None = None) -> str:
    return testing.unit_at(g, hex_id, type_id).id


def options(g: Game, kind: str | None = None) -> set[Move]:
    return {m for m in g.legal_moves() if kind is None or m.kind == kind}


def order(g: Game, side: str, name: str) -> list:
    (card,) = testing.hand(g, side, name)
    return g.apply(Move("order", card, name))


def action_card(g: Game, side: str, action: str, index: int = 0) -> int:
    """Re-print the ``index``-th highest card of ``side``'s hand to show ``action`` (its Order
    becomes Command Confusion, so that no Order of the test changes)."""
    player = g.state.players[side]
    number = sorted(player.hand)[-1 - index]
    player.cards[number] = dataclasses.replace(player.cards[number], action=action, order="command_confusion")
    testing.touch(g)
    return number


def no_action_cards(g: Game, side: str, *actions: str) -> None:
    """Re-print the hand's cards that show one of ``actions`` to show Ambush instead."""
    player = g.state.players[side]
    for n in player.hand:
        if player.cards[n].action in actions:
            player.cards[n] = dataclasses.replace(player.cards[n], action="ambush")
    testing.touch(g)


def refused(g: Game, move: Move) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        g.apply(move)
    return info.value


def params(events, kind: str) -> list[dict]:
    return [e.message.args for e in events if e.kind == kind]


def codes(events) -> list[str]:
    return [e.message.code for e in events]


def move_one(g: Game, unit_id: str) -> list:
    """Give a Move Order and pick ``unit_id`` (not a Leader) as the mover."""
    ev = order(g, "axis", "move")
    ev += g.apply(Move("activate", unit_id))
    ev += g.apply(Move("mover", unit_id))
    return ev


# ----------------------------------------------------------------------------------------------
# F100 General Rules: placement
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("F100.3", "8.1.3")
def test_the_first_fortification_in_a_hex_stays(forts):
    """Scenario 26 of 05 and 18 of 01: a hex with Foxholes refuses the Mines an Event would put
    there; an empty Open hex takes them."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "E2")]},
              forts={"E5": "foxholes"})
    assert fortifications.place_fortification(g, "E5", "mines", "E47") is False
    assert g.state.fortifications == {"E5": "foxholes"}
    assert g.log[-1].message.args == {"fortification": "mines", "hex": "E5", "reason": "it holds foxholes"}
    assert fortifications.place_fortification(g, "F5", "mines", "E47") is True
    assert g.state.fortifications == {"E5": "foxholes", "F5": "mines"}


@pytest.mark.rule("F100.3", "8.1.5", "T80")
@pytest.mark.parametrize("hex_id, reason", [("B2", "Water terrain"), ("B3", "Water terrain"), ("C5", "Blaze")])
def test_no_fortification_in_water_or_blaze(forts, hex_id, reason):
    """Scenario 26 of 05: a Stream (or Marsh) hex never holds a Fortification; nor does a Blaze
    hex (8.1.5).  Scenario 15: a Bridge over a Stream (B4) is not Water: it may hold one."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "E2")]})
    g.state.blaze.add("C5")
    for kind in ("foxholes", "trenches", "bunker", "pillbox", "wire", "mines"):
        assert fortifications.why_not_fortification(g, hex_id, kind) == reason
        assert fortifications.place_fortification(g, hex_id, kind, "F100.3") is False
        assert fortifications.why_not_fortification(g, "B4", kind) is None
    assert g.state.fortifications == {}
    assert fortifications.place_fortification(g, "B4", "wire", "F100.3") is True
    assert g.state.fortifications == {"B4": "wire"}


@pytest.mark.rule("F100.1")
def test_scenario_fortifications_are_placed_in_set_up(forts, monkeypatch):
    """F100.1: the test scenario gives the Allies 2 Foxholes (set-up zone, their choice) and a
    Wire in G4; a Water hex of the zone (B2, B3) is never offered."""
    monkeypatch.setattr(Game, "SETUP_FORTIFICATIONS", True)
    g = Game.new(forts, seed=3, prefs=NO_WINDOWS)
    while g.pending.kind == "setup" and g.pending.variant != "fortification":
        g.apply(g.pending.options[0])
    # the Allies set up first: after their units, the two Foxholes; then the Wire of G4 is placed
    assert g.pending.player == "allies" and g.pending.about == {"fortification": "foxholes"}
    assert (g.pending.prompt.rule, g.pending.prompt.code) == ("F100.1", "prompt_setup_fortification")
    offered = {m.args[0] for m in g.legal_moves()}
    assert "B2" not in offered and "B3" not in offered and "A1" in offered and "O4" in offered
    assert "A5" not in offered  # outside the 4-row set-up zone
    g.apply(Move("fortify", "H2"))
    assert Move("fortify", "H2") not in g.legal_moves()  # 8.1.3: one per hex
    g.apply(Move("fortify", "C3"))
    assert g.state.fortifications == {"H2": "foxholes", "C3": "foxholes", "G4": "wire"}
    assert g.state.setup_fortifications == {"H2": "allies", "C3": "allies", "G4": "allies"}
    assert g.pending.player == "axis" and g.pending.kind == "setup"


# ----------------------------------------------------------------------------------------------
# F101, F102, F104, F105 Cover
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("F102", "T78.3", "T93")
def test_foxholes_cover_replaces_the_terrain_cover(forts):
    """Scenarios 3 and 10 of 05: a Morale 8 Squad in Brush (Cover 1) has Morale 9; with Foxholes
    11 (8 + 3), not 12 (8 + 1 + 3).  In Open Ground + Road it has 7; with Foxholes there 10
    (8 + 3 - 1)."""
    g = setup(forts, {"axis": [("red_rifle_squad", "D8"), ("red_rifle_squad", "F6")],
                      "allies": [("blue_infantry_squad", "E2")]})
    st = g.state
    brush, road = st.units[uid(g, "D8")], st.units[uid(g, "F6")]
    assert (st.morale(brush), st.morale(road)) == (9, 7)
    st.fortifications.update({"D8": "foxholes", "F6": "foxholes"})
    assert (st.morale(brush), st.morale(road)) == (11, 10)
    assert (st.cover("D8"), st.cover("F6")) == (3, 2)


@pytest.mark.rule("F101", "F104", "F105", "F102", "8.1.3")
@pytest.mark.parametrize("kind, cover, vs_mortar", [("foxholes", 3, 4), ("trenches", 4, 5), ("pillbox", 5, 6),
                                                     ("bunker", 6, 7)])
def test_fortification_cover_for_any_unit_and_against_mortars(forts, kind, cover, vs_mortar):
    """F101-F105: the Cover of the Fortification, for the units of either side (8.1.3: never
    friendly or enemy), and the better Cover against Mortars and Artillery (a bonus on Morale)."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E5")], "allies": [("blue_infantry_squad", "E5")]},
              forts={"E5": kind})
    st = g.state
    red, blue = st.units[uid(g, "E5", "red_rifle_squad")], st.units[uid(g, "E5", "blue_infantry_squad")]
    assert st.cover("E5") == cover
    assert (st.morale(red), st.morale(blue)) == (8 + cover, 8 + cover)
    assert artillery.cover_vs_mortar(g, red) == vs_mortar - cover


@pytest.mark.rule("F103", "F106")
@pytest.mark.parametrize("kind", ["mines", "wire"])
def test_mines_and_wire_give_no_cover(forts, kind):
    """F103, F106: no Cover; the terrain's counts (Brush 1).  Wire's -1 Morale is F106.1."""
    g = setup(forts, {"axis": [("red_rifle_squad", "D8")], "allies": [("blue_infantry_squad", "E2")]},
              forts={"D8": kind})
    unit = g.state.units[uid(g, "D8")]
    assert g.state.cover("D8") == 1
    assert g.state.morale(unit) == 8 + 1 - (kind == "wire")
    assert artillery.cover_vs_mortar(g, unit) == 0


@pytest.mark.rule("F101", "F104", "O16.4.3")
@pytest.mark.parametrize("kind, survivors", [("bunker", "allies"), ("foxholes", None)])
def test_melee_tie_in_a_bunker_goes_to_its_holder(forts, kind, survivors):
    """F101 (ambiguity 19 of 05): the side that held the Bunker hex wins a Melee tie; Foxholes
    give nothing: a tie eliminates both sides (TS-32 of 02)."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E6")], "allies": [("blue_infantry_squad", "E5")]},
              forts={"E5": kind})
    red, blue = uid(g, "E6"), uid(g, "E5")
    order(g, "axis", "advance")
    g.apply(Move("activate", red))
    testing.stack(g, "allies", (4, 4))  # the inactive player rolls first: 4 + 8 = 12
    testing.stack(g, "axis", (3, 4))  # 5 + 7 = 12 (the Road's E6 is left behind)
    ev = g.apply(Move("advance", red, "E5"))
    assert [(p["player"], p["total"]) for p in params(ev, "melee")] == [("allies", 12), ("axis", 12)]
    assert g.state.units[red].location == CASUALTY
    assert g.state.units[blue].location == (ON_MAP if survivors else CASUALTY)


# ----------------------------------------------------------------------------------------------
# F105.2 Trenches & Movement
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("F105.2", "A33")
def test_trench_move_costs_one_mp_and_draws_no_op_fire(forts):
    """Scenario 25 of 05: from a Trench (K6, level 0) into the adjacent level-1 Woods with a
    Pillbox (K5) across a Hedge: 1 MP, not 2 + 1 + 1, and no Op Fire window there although an
    Allied Squad in K3 sees K5 and the Allies asked for Op Fire windows."""
    g = setup(forts, {"axis": [("red_rifle_squad", "K6")], "allies": [("blue_infantry_squad", "K3")]},
              forts={"K6": "trenches", "K5": "pillbox"}, prefs={"axis": (), "allies": ("op_fire",)})
    red = uid(g, "K6")
    assert g.movement_graph.cost("K6", "K5") == 1
    assert fire.can_hit(g, uid(g, "K3"), "K5", op_fire=True)
    move_one(g, red)
    ev = g.apply(Move("enter", red, "K5"))
    assert params(ev, "unit_moved") == [{"unit": red, "hex": "K5", "spent": 1}]
    assert "trench_no_op_fire" in codes(ev)
    assert g.pending.kind == "step" and g.pending.player == "axis"  # no "react" window for the Allies
    assert Move("enter", red, "K4") in g.legal_moves()  # 3 MP left for the Open K4 (1 MP)
    ev = g.apply(Move("enter", red, "K4"))
    assert g.pending.kind == "react" and g.pending.player == "allies"  # an ordinary step: Op Fire


@pytest.mark.rule("F105.2", "T83", "O21.4")
def test_trench_link_never_crosses_a_cliff_nor_links_two_pillboxes(forts):
    """Scenario 25 of 05 (Cliff variant): a Trench M6 and a Pillbox M5 across a Cliff: the Move is
    illegal.  Ambiguity 20: a Bunker-Pillbox pair has no trench link (2 + 1 + 1 for K5)."""
    g = setup(forts, {"axis": [("red_rifle_squad", "M6")], "allies": [("blue_infantry_squad", "A1")]},
              forts={"M6": "trenches", "M5": "pillbox", "K6": "bunker", "K5": "pillbox"})
    red = uid(g, "M6")
    assert g.movement_graph.cost("M6", "M5") is None
    assert g.movement_graph.cost("K6", "K5") == 4
    move_one(g, red)
    assert Move("enter", red, "M5") not in g.legal_moves()
    e = refused(g, Move("enter", red, "M5"))
    assert e.rule == "O21.4"


# ----------------------------------------------------------------------------------------------
# F106 Wire
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("F106.2", "T93")
def test_a_unit_starting_in_wire_stops_in_the_first_hex(forts):
    """Scenario 18 of 05: a Squad (Movement 4) starts in Wire (F5) and moves into the Road hex
    F6 that holds a friendly Sergeant: it must stop there (no Road bonus, no Leader bonus helps).
    A Squad that enters F6 from G7 (no Wire) may move on, into E7."""
    g = setup(forts, {"axis": [("red_rifle_squad", "F5"), ("red_sergeant", "F6"), ("red_rifle_squad", "G7")],
                      "allies": [("blue_infantry_squad", "A1")]}, forts={"F5": "wire"})
    wired, free = uid(g, "F5"), uid(g, "G7")
    order(g, "axis", "move")
    g.apply(Move("activate", wired))
    g.apply(Move("mover", wired))
    g.apply(Move("enter", wired, "F6"))
    assert g.state.units[wired].hex == "F6"
    assert g.pending.kind == "turn"  # the Order is over: no "step" for the Squad any more
    order(g, "axis", "move")
    g.apply(Move("activate", free))
    g.apply(Move("mover", free))
    g.apply(Move("enter", free, "F6"))
    assert g.pending.kind == "step" and Move("enter", free, "E7") in g.legal_moves()


@pytest.mark.rule("F106.2", "O16", "O23.3.3")
def test_entering_wire_ends_the_move_but_not_an_advance_or_a_retreat(forts):
    """Scenario 19 of 05: a Squad with 4 MP enters Wire (E5) after spending 1 MP (E4): its move
    ends at once.  Another Squad Advances into the same Wire hex normally, and a broken Squad
    Retreats 2 hexes through Wire without stopping (O23.3.3)."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E3"), ("red_rifle_squad", "D4"),
                               ("red_rifle_squad", "F2", None, {"broken": True})],
                      "allies": [("blue_infantry_squad", "A1")]}, forts={"E5": "wire", "F3": "wire"})
    mover, advancer, broken = uid(g, "E3"), uid(g, "D4"), uid(g, "F2")
    move_one(g, mover)
    g.apply(Move("enter", mover, "E4"))
    ev = g.apply(Move("enter", mover, "E5"))
    assert params(ev, "unit_moved") == [{"unit": mover, "hex": "E5", "spent": 2}]
    assert g.pending.kind == "turn"  # 2 MP left, but the move has ended
    order(g, "axis", "advance")
    g.apply(Move("activate", advancer))
    assert Move("advance", advancer, "E5") in g.legal_moves()
    g.apply(Move("advance", advancer, "E5"))
    assert g.state.units[advancer].hex == "E5"
    # the Allies Rout the Axis: the broken Squad in F2 (broken Morale 6) retreats 8 - 6 = 2 hexes
    # towards the bottom edge, through the Wire of F3
    order(g, "axis", "rout")
    g.apply(Move("rout", "axis"))
    testing.stack(g, "axis", (4, 4))
    g.apply(Move("rout_roll", broken))
    assert g.pending.kind == "retreat"
    g.apply(Move("retreat", broken, "F3"))
    assert g.pending.kind == "retreat"  # the Wire does not stop a Retreat
    g.apply(Move("retreat", broken, "F4"))
    assert g.state.units[broken].hex == "F4"


@pytest.mark.rule("F106.1", "F106.3", "3.3.2")
def test_wire_penalties_and_fire_restrictions(forts):
    """Scenario 20 of 05 with our counters: a Rifle Squad (FP 5, Range 5, Morale 8) in Wire has
    FP 4, Range 4, Morale 7; with a Lieutenant (Command 2, not lowered) FP 6, Range 6, Morale 9.
    It cannot form a Fire Group with the adjacent Squad outside the Wire (F5), and its LMG cannot
    fire; two Squads inside the same Wire hex still group, as do F5 and F4 outside it."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E5", "red_lmg"), ("red_militia_squad", "E5"),
                               ("red_rifle_squad", "F5"), ("red_rifle_squad", "F4")],
                      "allies": [("blue_infantry_squad", "E2")]}, forts={"E5": "wire"})
    st = g.state
    sq = st.units[uid(g, "E5", "red_rifle_squad")]
    sq2 = uid(g, "E5", "red_militia_squad")
    assert (st.fp(sq), st.range(sq), st.morale(sq)) == (4, 4, 7)
    lt = testing.add_unit(g, "axis", "red_lieutenant", "E5")
    assert (st.fp(sq), st.range(sq), st.morale(sq)) == (6, 6, 9)
    assert st.command(lt) == 2 and st.leader_bonus(sq) == 2
    assert st.morale(lt) == 9 - 1  # the Leader himself is in the Wire too
    st.units[lt.id].location, st.units[lt.id].hex = TIME_TRACK, None
    assert units.piece_can_fire(g, sq.weapon) is False
    outside, f4 = uid(g, "F5"), uid(g, "F4")
    ready = [sq.id, sq.weapon, sq2, outside, f4]
    assert fire.group_candidates(g, [sq.id], ready, "E2", False) == [sq2]
    assert fire.group_candidates(g, [outside], ready, "E2", False) == [f4]
    st.fortifications.clear()  # without the Wire: E5's Squads, the LMG and F4 may all join F5
    assert fire.group_candidates(g, [outside], ready, "E2", False) == [sq.id, sq.weapon, sq2, f4]
    st.fortifications["E5"] = "wire"
    # no effect outside: the Squad in F5 keeps its printed values
    assert (st.fp(st.units[outside]), st.range(st.units[outside]), st.morale(st.units[outside])) == (5, 5, 8)


# ----------------------------------------------------------------------------------------------
# F103 Mines
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("F103.2")
def test_mine_attack_cover_is_zero_and_command_counts(forts):
    """Scenario 21 of 05 with our counters: a Militia Squad (Morale 6) enters a Mines hex of Open
    Ground + Road (F6, Cover -1): it defends with Morale 6, not 5; a Squad with a Command 1
    Sergeant moving with it defends with 7.  The Allies roll the attack: FP 6 + 5 = 11."""
    g = setup(forts, {"axis": [("red_militia_squad", "F7"), ("red_militia_squad", "E7"),
                               ("red_sergeant", "E7")],
                      "allies": [("blue_infantry_squad", "A1")]}, forts={"F6": "mines"})
    alone, grouped, sgt = uid(g, "F7"), uid(g, "E7", "red_militia_squad"), uid(g, "E7", "red_sergeant")
    assert g.state.morale(g.state.units[alone]) == 6
    move_one(g, alone)
    testing.stack(g, "allies", (2, 3))
    testing.stack(g, "axis", (6, 6))
    ev = g.apply(Move("enter", alone, "F6"))
    assert params(ev, "attack") == [{"hex": "F6", "units": alone, "fp": 6, "roll": 5, "total": 11}]
    assert [e.message.rule for e in ev if e.kind == "attack"] == ["F103.1"]
    assert [(p["unit"], p["morale"], p["total"]) for p in params(ev, "defense")] == [(alone, 6, 18)]
    assert g.state.morale(g.state.units[alone]) == 5  # outside a Mine Attack, the Road's -1 counts
    g.apply(Move("stop", alone))
    g.apply(Move("end"))
    g.apply(Move("pass"))
    g.apply(Move("done"))
    # the next Axis Turn: the Sergeant and the Squad move together into the Mines hex F6
    order(g, "axis", "move")
    g.apply(Move("activate", sgt))
    g.apply(Move("add", grouped))
    g.apply(Move("done"))
    g.apply(Move("group", "E7"))
    testing.stack(g, "allies", (2, 3))
    testing.stack(g, "axis", (1, 1), (1, 1))
    start = len(g.log)
    ev = g.apply(Move("enter", sgt, "F6"))
    assert params(ev, "attack") == [{"hex": "F6", "units": f"{sgt}, {grouped}", "fp": 6, "roll": 5, "total": 11}]
    g.apply(Move("defend", grouped))
    # 6 + Command 1 with Cover 0 (not -1); the Sergeant's own Morale 8 with Cover 0; the Squad
    # that was already in F6 is not attacked
    assert [(p["unit"], p["morale"]) for p in params(g.log[start:], "defense")] == [(grouped, 7), (sgt, 8)]


@pytest.mark.rule("F103.1", "F103.2")
def test_mines_attack_only_the_units_that_come_in_or_go_out(forts):
    """Scenario 22 of 05: a Mines hex (E5) holds Axis Squad S and a Sergeant; Team M moves in
    alone: one Mine Attack (FP 6), rolled by the Allies, against M; S is not attacked.  Then the
    stack of three (the Sergeant, S and M, who all start the Order in E5) leaves together: one
    attack roll, three Defense rolls."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E5"), ("red_sergeant", "E5"), ("red_rifle_team", "E4")],
                      "allies": [("blue_infantry_squad", "A1")]}, forts={"E5": "mines"})
    s, sgt, m = uid(g, "E5", "red_rifle_squad"), uid(g, "E5", "red_sergeant"), uid(g, "E4")
    move_one(g, m)
    testing.stack(g, "allies", (1, 2))  # 6 + 3 = 9
    testing.stack(g, "axis", (3, 3))  # M: 8 + 1 (the Sergeant's Command in E5) + 6 = 15
    ev = g.apply(Move("enter", m, "E5"))
    assert params(ev, "attack") == [{"hex": "E5", "units": m, "fp": 6, "roll": 3, "total": 9}]
    assert [p["player"] for p in params(ev, "roll")] == ["allies", "axis"]
    assert params(ev, "defense") == [{"unit": m, "morale": 9,
        "base": 9, "cover": 0, "cover_by": "mines", "cover_rule": "F103.2", "roll": 6, "total": 15, "attack": 9}]
    g.apply(Move("stop", m))
    g.apply(Move("end"))
    g.apply(Move("pass"))
    g.apply(Move("done"))
    # the next Axis Turn: the Sergeant leads S and M out of E5 together
    order(g, "axis", "move")
    g.apply(Move("activate", sgt))
    g.apply(Move("add", s))
    g.apply(Move("add", m))
    g.apply(Move("done"))
    g.apply(Move("group", "E5"))
    testing.stack(g, "allies", (5, 5))  # 6 + 10 = 16
    testing.stack(g, "axis", (6, 6), (6, 6), (6, 6))
    start = len(g.log)
    g.apply(Move("enter", sgt, "E6"))
    assert g.pending.kind == "defend" and {mv.args[0] for mv in g.legal_moves()} == {sgt, s, m}
    g.apply(Move("defend", s))
    g.apply(Move("defend", m))
    ev = g.log[start:]
    assert params(ev, "attack") == [{"hex": "E5", "units": f"{sgt}, {s}, {m}", "fp": 6, "roll": 10, "total": 16}]
    assert [p["player"] for p in params(ev, "roll")] == ["allies", "axis", "axis", "axis"]
    assert [p["unit"] for p in params(ev, "defense")] == [s, m, sgt]


@pytest.mark.rule("F103.2")
def test_a_unit_broken_while_leaving_mines_still_enters_the_new_hex(forts):
    """Scenario 23 of 05: a Squad leaves the Mines hex E5 for N = E6; the Mine Attack (6 + 12 =
    18) breaks it (8 + 2 < 18): it is broken, in E6."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E5")], "allies": [("blue_infantry_squad", "A1")]},
              forts={"E5": "mines"})
    red = uid(g, "E5")
    move_one(g, red)
    testing.stack(g, "allies", (6, 6))
    testing.stack(g, "axis", (1, 1))
    ev = g.apply(Move("enter", red, "E6"))
    assert params(ev, "attack")[0]["total"] == 18
    assert params(ev, "defense") == [{"unit": red, "morale": 8,
        "base": 8, "cover": 0, "cover_by": "mines", "cover_rule": "F103.2", "roll": 2, "total": 10, "attack": 18}]
    unit = g.state.units[red]
    assert unit.broken and unit.hex == "E6" and unit.location == ON_MAP


@pytest.mark.rule("F103.2")
@pytest.mark.parametrize("strength", [6, 8])
def test_mine_strength_comes_from_the_scenario(forts, strength):
    """Scenario 24 of 05: Mines attack with FP 8 when the scenario gives the Defender 8-strength
    Mines, else 6."""
    sc = dataclasses.replace(forts, mine_strength=strength)
    g = setup(sc, {"axis": [("red_rifle_squad", "E4")], "allies": [("blue_infantry_squad", "A1")]},
              forts={"E5": "mines"})
    red = uid(g, "E4")
    move_one(g, red)
    testing.stack(g, "allies", (2, 2))
    testing.stack(g, "axis", (5, 5))
    ev = g.apply(Move("enter", red, "E5"))
    assert params(ev, "attack")[0]["fp"] == strength
    assert params(ev, "attack")[0]["total"] == strength + 4


@pytest.mark.rule("F103.1", "O23.3.4", "O16")
def test_mines_attack_advancing_and_retreating_units(forts):
    """F103.1: an Advance into Mines is attacked once; O23.3.4: a Retreat through a Mines hex is
    attacked on entering and again on leaving (two rolls); a Retreat step between two hexes
    without Mines is not attacked."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E4"), ("red_rifle_squad", "G2", None, {"broken": True})],
                      "allies": [("blue_infantry_squad", "A1")]}, forts={"E5": "mines", "G3": "mines"})
    adv, broken = uid(g, "E4"), uid(g, "G2")
    order(g, "axis", "advance")
    g.apply(Move("activate", adv))
    testing.stack(g, "allies", (1, 1))
    testing.stack(g, "axis", (4, 4))
    ev = g.apply(Move("advance", adv, "E5"))
    assert params(ev, "attack") == [{"hex": "E5", "units": adv, "fp": 6, "roll": 2, "total": 8}]
    # Rout: the broken Squad (broken Morale 6) retreats 9 - 6 = 3 hexes, through the Mines of G3
    order(g, "axis", "rout")
    g.apply(Move("rout", "axis"))
    testing.stack(g, "axis", (4, 5))
    g.apply(Move("rout_roll", broken))
    testing.stack(g, "allies", (1, 1), (1, 1))
    testing.stack(g, "axis", (6, 6), (6, 6))
    start = len(g.log)
    g.apply(Move("retreat", broken, "G3"))
    g.apply(Move("retreat", broken, "G4"))
    g.apply(Move("retreat", broken, "G5"))
    ev = g.log[start:]
    assert [(p["hex"], p["total"]) for p in params(ev, "attack")] == [("G3", 8), ("G3", 8)]
    assert [p["player"] for p in params(ev, "roll")] == ["allies", "axis", "allies", "axis"]
    assert g.state.units[broken].hex == "G5" and not g.state.units[broken].suppressed


# ----------------------------------------------------------------------------------------------
# A35 Hidden Actions
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A35.2", "O21.5", "F103.2")
def test_hidden_mines_after_an_enemy_enters_a_hex(forts):
    """A35.2: the Defender (Allies) plays Hidden Mines right after an Axis Squad moves into E5:
    Mines are placed, and the Allies attack the Squad that came in (6 + 7 = 13; 8 + 4 = 12 < 13:
    broken); the Axis Team already in E5 is not attacked.  The window comes before Op Fire."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E4"), ("red_rifle_team", "E5")],
                      "allies": [("blue_infantry_squad", "E2")]},
              prefs={"axis": (), "allies": ("hidden_mines", "op_fire")})
    red, team = uid(g, "E4"), uid(g, "E5")
    card = action_card(g, "allies", "hidden_mines")
    move_one(g, red)
    ev = g.apply(Move("enter", red, "E5"))
    assert g.pending.kind == "hidden_step" and g.pending.player == "allies" and g.pending.window
    assert set(g.legal_moves()) == {Move("decline"), Move("action", card, "hidden_mines")}
    testing.stack(g, "allies", (3, 4))
    testing.stack(g, "axis", (2, 2))
    ev = g.apply(Move("action", card, "hidden_mines"))
    assert g.state.fortifications == {"E5": "mines"}
    assert card in g.state.players["allies"].discard
    assert params(ev, "attack") == [{"hex": "E5", "units": red, "fp": 6, "roll": 7, "total": 13}]
    assert [e.message.rule for e in ev if e.kind == "attack"] == ["A35.2"]
    assert [p["unit"] for p in params(ev, "defense")] == [red]
    assert g.state.units[red].broken and not g.state.units[team].broken
    assert g.pending.kind == "react"  # then the Op Fire window of the same expenditure


@pytest.mark.rule("A35.2", "A35.5", "A35")
def test_hidden_mines_and_wire_are_not_offered_where_they_cannot_be_played(forts):
    """A35: never to the Attacker; not in Water nor where a Fortification is; not after a Retreat.
    The window does not depend on the hand (offered with no Hidden card in hand: only
    "decline"), and a card of another Action is refused."""
    g = setup(forts, {"axis": [("red_rifle_squad", "C4"), ("red_rifle_squad", "F5")],
                      "allies": [("blue_infantry_squad", "E2", None, {"broken": True}),
                                 ("blue_infantry_squad", "A1")]},
              forts={"F4": "foxholes"}, prefs={"axis": ("hidden_mines", "hidden_wire"),
                                              "allies": ("hidden_mines", "hidden_wire")})
    no_action_cards(g, "allies", "hidden_mines", "hidden_wire")
    red, other = uid(g, "C4"), uid(g, "F5")
    move_one(g, red)
    g.apply(Move("enter", red, "B3"))  # Marsh (Water, 3 MP): no window
    assert g.pending.kind == "step" and g.pending.player == "axis"
    g.apply(Move("stop", red))
    move_one(g, other)
    g.apply(Move("enter", other, "F4"))  # Foxholes already there: no window
    assert g.pending.kind == "step" and g.pending.player == "axis"
    g.apply(Move("enter", other, "F3"))
    assert g.pending.kind == "hidden_step" and set(g.legal_moves()) == {Move("decline")}
    ambush = sorted(g.state.players["allies"].hand)[0]
    e = refused(g, Move("action", ambush, "hidden_mines"))
    assert e.rule == "A35.2" and e.code == "card_not_action"
    g.apply(Move("decline"))
    g.apply(Move("stop", other))
    g.apply(Move("end"))
    # the Allies' Turn: the Attacker is never offered a Hidden window; a Retreat opens none
    card = action_card(g, "axis", "hidden_mines")
    order(g, "allies", "move")
    blue = uid(g, "A1")
    g.apply(Move("activate", blue))
    g.apply(Move("mover", blue))
    g.apply(Move("enter", blue, "A2"))
    assert g.pending.kind == "step" and card in g.state.players["axis"].hand
    g.apply(Move("stop", blue))
    order(g, "allies", "rout")
    g.apply(Move("rout", "allies"))
    testing.stack(g, "allies", (4, 3))  # 7 against broken Morale 6: one hex
    g.apply(Move("rout_roll", uid(g, "E2")))
    ev = g.apply(Move("retreat", uid(g, "E2"), "E1"))
    assert params(ev, "unit_retreats") == [{"unit": uid(g, "E1"), "hex": "E1"}]
    assert g.pending.kind == "turn" and g.pending.player == "allies"


@pytest.mark.rule("A35.2", "O16")
def test_hidden_mines_against_an_advance(forts):
    """A35.2 (O16.1): Hidden Mines may be played against an Advancing unit."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E4")], "allies": [("blue_infantry_squad", "A1")]},
              prefs={"axis": (), "allies": ("hidden_mines",)})
    red = uid(g, "E4")
    card = action_card(g, "allies", "hidden_mines")
    order(g, "axis", "advance")
    g.apply(Move("activate", red))
    g.apply(Move("advance", red, "E5"))
    assert g.pending.kind == "hidden_step"
    testing.stack(g, "allies", (1, 1))
    testing.stack(g, "axis", (1, 1))
    ev = g.apply(Move("action", card, "hidden_mines"))
    assert params(ev, "attack") == [{"hex": "E5", "units": red, "fp": 6, "roll": 2, "total": 8}]
    assert params(ev, "defense")[0]["total"] == 8 + 2  # 10 > 8: no effect


@pytest.mark.rule("A35.5", "F106.2")
def test_hidden_wire_ends_the_move(forts):
    """Test 10 of 03: an Axis Squad enters the clear hex E5 during a Move; the Defender plays
    Hidden Wire: Wire is placed there and the Squad's movement ends (it lost all its MP: only
    "stop" is left), and it suffers the Wire's -1 FP."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E4")], "allies": [("blue_infantry_squad", "A1")]},
              prefs={"axis": (), "allies": ("hidden_wire",)})
    red = uid(g, "E4")
    card = action_card(g, "allies", "hidden_wire")
    move_one(g, red)
    g.apply(Move("enter", red, "E5"))
    assert set(g.legal_moves()) == {Move("decline"), Move("action", card, "hidden_wire")}
    ev = g.apply(Move("action", card, "hidden_wire"))
    assert g.state.fortifications == {"E5": "wire"}
    assert "movement_lost" in codes(ev)
    unit = g.state.units[red]
    assert g.state.movement(unit) == 0 and g.state.fp(unit) == 4
    assert {m.kind for m in g.legal_moves()} == {"stop"}
    g.apply(Move("stop", red))
    assert g.state.movement(unit) == 4  # the Order is over: Movement is printed again


@pytest.mark.rule("A35.5", "O16")
def test_hidden_wire_does_not_stop_an_advance_and_is_not_played_twice(forts):
    """A35.5: Wire placed on an Advance has no effect on it; the next unit entering that hex is
    not offered Hidden Wire again (one Fortification per hex)."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E4"), ("red_rifle_squad", "F4")],
                      "allies": [("blue_infantry_squad", "A1")]},
              prefs={"axis": (), "allies": ("hidden_wire",)})
    a, b = uid(g, "E4"), uid(g, "F4")
    card = action_card(g, "allies", "hidden_wire")
    action_card(g, "allies", "hidden_wire", index=1)
    order(g, "axis", "advance")
    g.apply(Move("activate", a))
    g.apply(Move("advance", a, "E5"))
    g.apply(Move("action", card, "hidden_wire"))
    assert g.state.fortifications == {"E5": "wire"} and g.state.units[a].hex == "E5"
    assert not g.state.movement_lost
    order(g, "axis", "move")
    g.apply(Move("activate", b))
    g.apply(Move("mover", b))
    g.apply(Move("enter", b, "E5"))  # existing Wire: the Move ends, no window
    assert g.pending.kind == "turn"


def fire_at_e2(g: Game, firer: str):
    order(g, "axis", "fire")
    g.apply(Move("activate", firer))
    g.apply(Move("target", "E2"))
    g.apply(Move("with", firer))


@pytest.mark.rule("A35.1", "F102")
def test_hidden_entrenchments_before_the_defense_roll(forts):
    """A35.1: the Axis fires at the Allied Squad in E2 (Open): 5 + 8 = 13.  Before the Defense
    roll the Allies play Hidden Entrenchments: Foxholes in E2, and the roll uses Morale 8 + 3 =
    11: 11 + 2 = 13 = 13: suppressed instead of broken (8 + 2 = 10 < 13)."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E4")], "allies": [("blue_infantry_squad", "E2")]},
              prefs={"axis": (), "allies": ("hidden_entrenchments", "hidden_pillbox")})
    blue = uid(g, "E2")
    card = action_card(g, "allies", "hidden_entrenchments")
    fire_at_e2(g, uid(g, "E4"))
    testing.stack(g, "axis", (4, 4))
    testing.stack(g, "allies", (1, 1))
    g.apply(Move("fire"))
    assert g.pending.kind == "hidden_defense" and g.pending.player == "allies"
    # E2 is no Objective: Hidden Pillbox is not offered
    assert set(g.legal_moves()) == {Move("decline"), Move("action", card, "hidden_entrenchments")}
    ev = g.apply(Move("action", card, "hidden_entrenchments"))
    assert g.state.fortifications == {"E2": "foxholes"}
    assert params(ev, "defense") == [{"unit": blue, "morale": 11,
        "base": 8, "cover": 3, "cover_by": "foxholes", "cover_rule": "F102", "roll": 2, "total": 13, "attack": 13}]
    assert g.state.units[blue].suppressed and not g.state.units[blue].broken


@pytest.mark.rule("A35.1", "A35.3")
def test_hidden_entrenchments_not_in_a_building_and_never_for_the_attacker(forts):
    """A35.1: no Foxholes in a Building hex (H2): the window is not offered there; the Attacker's
    units under fire get no Hidden window either."""
    g = setup(forts, {"axis": [("red_rifle_squad", "H4")], "allies": [("blue_infantry_squad", "H2")]},
              prefs={"axis": ("hidden_entrenchments",), "allies": ("hidden_entrenchments",)})
    action_card(g, "allies", "hidden_entrenchments")
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, "H4")))
    g.apply(Move("target", "H2"))
    g.apply(Move("with", uid(g, "H4")))
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    assert g.pending.kind != "hidden_defense" and params(ev, "defense")[0]["morale"] == 8 + 3
    assert g.state.fortifications == {}
    assert hidden.why_not_hidden_hex(g, "hidden_entrenchments", "H2") == "a Building hex"
    # the Axis (Attacker) asked for the window too, but it is never offered for his units
    action_card(g, "axis", "hidden_entrenchments")
    assert list(hidden.hidden_defense_window(g, "axis", [uid(g, "H4")], "O20.3.4")) == []
    assert hidden.why_not_hidden_hex(g, "hidden_entrenchments", "H4") is None


@pytest.mark.rule("A35.3", "F104")
def test_hidden_pillbox_on_an_objective_once(forts):
    """A35.3: an attack on the Objective hex E3 (Objective 2): the Allies place the Pillbox and
    defend with Morale 8 + 5 = 13 against 5 + 10 = 15: 13 + 2 = 15: suppressed (O20.3.4).
    Then the Pillbox is in play: no second Hidden Pillbox for the Objective G3."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E5"), ("red_rifle_squad", "G5")],
                      "allies": [("blue_infantry_squad", "E3"), ("blue_infantry_squad", "G3")]},
              prefs={"axis": (), "allies": ("hidden_pillbox",)})
    card = action_card(g, "allies", "hidden_pillbox")
    action_card(g, "allies", "hidden_pillbox", index=1)
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, "E5")))
    g.apply(Move("target", "E3"))
    g.apply(Move("with", uid(g, "E5")))
    testing.stack(g, "axis", (5, 5))
    testing.stack(g, "allies", (1, 1))
    g.apply(Move("fire"))
    assert set(g.legal_moves()) >= {Move("action", card, "hidden_pillbox")}
    ev = g.apply(Move("action", card, "hidden_pillbox"))
    assert g.state.fortifications == {"E3": "pillbox"}
    assert params(ev, "defense")[0]["morale"] == 13 and g.state.units[uid(g, "E3")].suppressed
    assert hidden.why_not_hidden_hex(g, "hidden_pillbox", "G3") == "the Pillbox is already in play"
    assert hidden.why_not_hidden_hex(g, "hidden_pillbox", "E2") == "not an Objective hex"
    assert options(g) == {Move("done")}
    g.apply(Move("done"))
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, "G5")))
    g.apply(Move("target", "G3"))
    g.apply(Move("with", uid(g, "G5")))
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (1, 1))
    g.apply(Move("fire"))
    assert g.pending.kind != "hidden_defense"


@pytest.mark.rule("A35.4", "O15")
def test_hidden_unit_after_the_attacker_passes_and_discards(forts):
    """A35.4: the Axis passes and discards one card: the Allies play Hidden Unit, roll 7 on the
    Support Table (column 7: Infantry Squad, Sergeant; the Field Battery is a Radio) and place
    the Infantry Squad in an empty hex of their set-up area (rows 1-4) with Cover >= 1: the
    Building H2 (3) or the Bridge B4 (2 - 1 for the Road); not the Building H2 once a unit is
    there, not Open Ground, Water or Road."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "A1")]},
              prefs={"axis": (), "allies": ("hidden_unit",)})
    card = action_card(g, "allies", "hidden_unit")
    g.apply(Move("pass"))
    discard = sorted(g.state.players["axis"].hand)[0]
    g.apply(Move("discard", discard))
    assert g.pending.kind == "discard"  # more discards may follow
    g.apply(Move("done"))
    assert g.pending.kind == "hidden_unit" and g.pending.player == "allies"
    assert set(g.legal_moves()) == {Move("decline"), Move("action", card, "hidden_unit")}
    testing.stack(g, "allies", (3, 4))
    g.apply(Move("action", card, "hidden_unit"))
    assert {m.args[0] for m in g.legal_moves()} == {"blue-s-infantry-squad", "blue-s-sergeant"}
    g.apply(Move("take", "blue-s-infantry-squad"))
    assert {m.args[1] for m in g.legal_moves()} == {"H2", "B4"}
    place = next(m for m in g.legal_moves() if m.args[1] == "H2")
    g.apply(place)
    assert hidden.hidden_unit_hexes(g, "allies") == ["B4"]
    new = g.state.units[place.args[0]]
    assert (new.type.id, new.hex, new.location, new.side) == ("blue_infantry_squad", "H2", ON_MAP, "allies")


@pytest.mark.rule("A35.4", "O15")
def test_no_hidden_unit_window_after_a_pass_without_discard(forts):
    """A35.4 (ambiguity 6 of 03): a Pass that discards no card opens no window; the Defender's
    own Pass never does."""
    g = setup(forts, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "A1")]},
              prefs={"axis": ("hidden_unit",), "allies": ("hidden_unit",)})
    action_card(g, "allies", "hidden_unit")
    g.apply(Move("pass"))
    g.apply(Move("done"))
    assert g.pending.kind == "turn" and g.pending.player == "allies"
    g.apply(Move("pass"))
    g.apply(Move("discard", sorted(g.state.players["allies"].hand)[0]))
    g.apply(Move("done"))
    assert g.pending.kind == "turn" and g.pending.player == "axis"


# ----------------------------------------------------------------------------------------------
# hidden information
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("F100.1", "A35")
def test_a_hidden_set_up_hides_its_fortifications_from_the_opponent(forts, monkeypatch):
    """F100.1 with a hidden set-up (scenario data): the Allies' Fortifications (Wire G4 and two
    Foxholes) and their log lines are theirs alone until the first Turn begins; then the Axis
    sees them."""
    monkeypatch.setattr(Game, "SETUP_FORTIFICATIONS", True)
    sides = dict(forts.sides)
    sides["allies"] = dataclasses.replace(sides["allies"], hidden_setup=True)
    sc = dataclasses.replace(forts, sides=MappingProxyType(sides))
    g = Game.new(sc, seed=5, prefs=NO_WINDOWS)
    while g.pending.player == "allies":  # 5: each unit in turn in the last hex it may take, then Done
        d = g.pending
        fresh = [m for m in d.options if m.kind == "place" and g.state.units[m.args[0]].location == "setup"]
        first = [m for m in fresh if m.args[0] == fresh[0].args[0]] if fresh else []
        g.apply(first[-1] if first else Move("done") if Move("done") in d.options else d.options[-1])
    assert g.pending.kind == "setup" and g.pending.player == "axis"
    placed = dict(g.state.fortifications)
    assert sorted(placed.values()) == ["foxholes", "foxholes", "wire"] and placed["G4"] == "wire"
    text = json.dumps(g.view_for("axis"))
    assert g.view_for("axis")["fortifications"] == {} and g.view_for("axis")["setup_fortifications"] == {}
    for h in placed:
        assert f'"{h}"' not in text
    assert "sets up" not in text and "foxholes" not in text and "wire" not in text
    own = g.view_for("allies")
    assert own["fortifications"] == placed
    assert sum("sets up" in line for line in own["log"]) == 3
    while g.pending.kind == "setup":
        g.apply(g.pending.options[0])
    assert g.state.turn == 1
    assert g.view_for("axis")["fortifications"] == placed


@pytest.mark.rule("A35", "A24")
def test_hidden_windows_leak_nothing_about_the_hand(forts):
    """The hotseat rule: the Hidden Mines window is offered on public state and the Defender's
    standing choice, with or without a Hidden card in hand; the Attacker's view shows neither the
    window's options nor the Defender's cards."""
    seen = []
    for with_card in (False, True):
        g = setup(forts, {"axis": [("red_rifle_squad", "E4")], "allies": [("blue_infantry_squad", "A1")]},
                  prefs={"axis": (), "allies": ("hidden_mines",)})
        no_action_cards(g, "allies", "hidden_mines")
        if with_card:
            action_card(g, "allies", "hidden_mines")
        red = uid(g, "E4")
        move_one(g, red)
        g.apply(Move("enter", red, "E5"))
        seen.append((g.pending.kind, g.pending.player))
        view = g.view_for("axis")
        assert isinstance(view["players"]["allies"]["hand"], int)
        assert "hidden_mines" not in json.dumps(view)
    assert seen == [("hidden_step", "allies"), ("hidden_step", "allies")]


@pytest.mark.rule("A35", "F100")
@pytest.mark.parametrize("setup_forts", [False, True])
def test_random_games_with_every_window_on(setup_forts, monkeypatch):
    """30 seeded games of random legal moves with every reaction window on (Hidden Actions
    included) keep the invariants and end without error; with and without the scenario's
    Fortifications placed in set-up."""
    monkeypatch.setattr(Game, "SETUP_FORTIFICATIONS", setup_forts)
    sc = load_scenario()
    errors = [(r.seed, r.error) for r in (simulate.play_one(sc, seed, check=True) for seed in range(30)) if r.error]
    assert errors == []


@pytest.mark.rule("F103.1", "7.2.1")
def test_mines_attack_a_unit_exiting_the_map_from_their_hex():
    """Leaving a Mines hex off the enemy edge still draws the Mine Attack (F103.1); a unit
    broken by it still exits (F103.2: a unit broken while leaving still enters)."""
    g = testing.position({"axis": [("red_rifle_squad", "E1"), ("red_rifle_squad", "C9")],
                          "allies": [("blue_infantry_squad", "A3")]})
    g.state.fortifications["E1"] = "mines"
    squad = testing.unit_at(g, "E1").id
    card = testing.hand(g, "axis", "move")[0]
    testing.stack(g, "allies", (6, 6))  # the Mine Attack roll (the mover's opponent rolls)
    testing.stack(g, "axis", (1, 1))  # the squad's Defense roll
    g.apply(Move("order", card, "move"))
    g.apply(Move("activate", squad))
    if g.pending.kind == "mover":
        g.apply(Move("mover", squad))
    events = g.apply(Move("exit", squad))
    assert any(e.message.rule == "F103.1" for e in events)
    assert g.state.units[squad].location == "time"  # it exited all the same
