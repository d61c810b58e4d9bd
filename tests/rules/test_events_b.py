"""Rules engine: Events E61-E77 (shared/rules/04-events.md: E42, E61-E77, test scenarios 2 and
25-34, the ambiguities' best readings).

Every Event is triggered through a real roll: an Axis Recover Order (or a Fire or Rout Order)
whose roll shows Event!, the card under it showing the Event, and the cards after that giving
the Event's random hex or rolls (``testing.stack``).  The map is the test scenario's "village"
(Open Ground unless a comment says otherwise: woods A9/A10 Cover 2, road E5; Objective 3 is the
building D4+E3+E4); Water tests use a 15 x 10 map built in code (marsh F5, stream F6, Water
Barrier H5 and H6).  "X" is the executing player, "Y" his opponent.
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from cc_desktop.board.builder import MapBuilder
from cc_desktop.content import load_chits, load_scenario
from cc_desktop.rules import testing
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.artillery import smoke_pool
from cc_desktop.rules.simulate import invariants
from cc_desktop.rules.state import CASUALTY, ON_MAP, REMOVED, Radio, card_counts
from cc_desktop.rules import fire
from cc_desktop.rules import units
from cc_desktop.rules import victory
from tests.rules.helpers_messages import said, says

CHITS = {c.id: c for c in load_chits()}


# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def wet(tmp_path_factory):
    """The test scenario on a 15 x 10 Open Ground map with marsh F5, stream F6 and a Water
    Barrier in H5 and H6."""
    b = MapBuilder(15, 10, id="wet").area("marsh", ["F5"]).area("water_barrier", ["H5", "H6"]).terrain("F6", "stream")
    for n, h in enumerate(["C3", "E3", "G3", "I3", "K3"], 1):
        b.objective(n, h)
    path = tmp_path_factory.mktemp("maps") / "wet.json"
    path.write_text(json.dumps(b.to_data()), encoding="utf-8")
    return dataclasses.replace(load_scenario("test-skirmish"), map_path=path)


def setup(units: dict, chits=(), secret: dict | None = None, scenario="test-skirmish") -> Game:
    """Exactly ``units`` on the map; exactly the open chits ``chits`` and the secret ones."""
    g = testing.position(units, scenario=scenario)
    st = g.state
    st.open_chits = list(chits)
    st.secret_chits = {s: list((secret or {}).get(s, ())) for s in ("axis", "allies")}
    st.objective_values = {}
    for c in g.open_chits:
        for n, v in victory.chit_values(g, c):
            st.objective_values[n] = st.objective_values.get(n, 0) + v
    return g


def only_undrawn(g: Game, *ids: str) -> None:
    """Leave exactly the chits ``ids`` undrawn: every other chit becomes an Allied secret chit
    (secret chits do nothing during play)."""
    used = set(g.state.open_chits) | {c for s in g.state.secret_chits.values() for c in s}
    g.state.secret_chits["allies"] += [i for i in sorted(CHITS) if i not in ids and i not in used]


def uid(g: Game, hex_id: str, type_id: str | None = None) -> str:
    return testing.unit_at(g, hex_id, type_id).id


def order(g: Game, side: str, name: str) -> list:
    (card,) = testing.hand(g, side, name)
    return g.apply(Move("order", card, name))


def via_recover(g: Game, event: str, *after: tuple, rally: str = "A10") -> list:
    """The Axis executes ``event``: an Axis Recover Order whose one Rally roll, for the broken
    Rifle Squad in woods ``rally`` (Morale 6 + 2), is 5+5 = 10 with Event! (so it rallies
    nothing); the next card shows the Event; ``after`` are the Axis cards after it."""
    testing.stack(g, "axis", (5, 5, "event"), (1, 1), *after)
    testing.event_card(g, "axis", 1, event)
    ev = order(g, "axis", "recover")
    return ev + g.apply(Move("rally", uid(g, rally)))


def via_fire(g: Game, shooter: str, target: str, event: str, *after: tuple) -> list:
    """The Axis executes ``event``: the unit in ``shooter`` fires alone at ``target``; the Fire
    Attack roll is 1+1 with Event! (the Allied Defense roll, 6+6, then does nothing)."""
    testing.stack(g, "axis", (1, 1, "event"), (1, 1), *after)
    testing.event_card(g, "axis", 1, event)
    testing.stack(g, "allies", (6, 6))
    ev = order(g, "axis", "fire")
    ev += g.apply(Move("activate", uid(g, shooter)))
    ev += g.apply(Move("target", target))
    ev += g.apply(Move("with", uid(g, shooter)))
    return ev + g.apply(Move("fire"))


def options(g: Game) -> set[Move]:
    return set(g.legal_moves())


def codes(events) -> list[str]:
    return [e.message.code for e in events]


def no_effect(events, event: str) -> bool:
    return any(e.message.code == "event_no_effect" and e.message.args["event"] == event for e in events)


def casualty_track_consistent(g: Game) -> None:
    """4.2: the Casualty Track holds exactly the eliminated non-Hero units; simulate's checks."""
    st = g.state
    invariants(g)
    for side in ("axis", "allies"):
        assert set(st.players[side].casualties) == {u.id for u in st.units.values()
                                                    if u.side == side and u.location == CASUALTY}


BROKEN_A10 = ("red_rifle_squad", "A10", None, {"broken": True})  # the Recover Order's Rally unit


# ----------------------------------------------------------------------------------------------
# E61 Interrogation
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E61", "1.2")
def test_interrogation_shows_the_hand_to_the_executing_player_only_and_discards_one_card():
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    st = g.state
    allies = st.players["allies"]
    hand = sorted(allies.hand)
    assert len(hand) == 4
    discard_before = len(allies.discard)
    ev = via_recover(g, "interrogation")
    assert g.pending.kind == "interrogation" and g.pending.player == "axis"
    assert options(g) == {Move("discard", c) for c in hand} | {Move("decline")}
    secret = [e for e in ev if e.message.code == "hand_shown"]
    assert len(secret) == 1 and secret[0].visible_to == "axis"
    assert says(secret[0].message, "E61", "hand_shown", player="allies", cards=", ".join(map(str, hand)))
    assert said(ev, "E61", "hand_shown_public", player="allies", count=4, viewer="axis")
    assert secret[0].text() in g.view_for("axis")["log"]
    assert secret[0].text() not in g.view_for("allies")["log"]
    ev = g.apply(Move("discard", hand[1]))
    assert sorted(allies.hand) == [hand[0], hand[2], hand[3]]
    assert allies.discard[-1] == hand[1] and len(allies.discard) == discard_before + 1
    assert said(ev, "E61", "card_discarded_involuntary", player="allies", card=hand[1])
    assert card_counts(st) == {"axis": 72, "allies": 72}
    assert g.pending.kind == "turn"  # the Rally roll (10 > 8) did nothing; the Order is over


@pytest.mark.rule("E61")
def test_interrogation_may_be_declined_and_an_empty_hand_gives_nothing():
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    allies = g.state.players["allies"]
    hand = sorted(allies.hand)
    via_recover(g, "interrogation")
    g.apply(Move("decline"))
    assert sorted(allies.hand) == hand and g.pending.kind == "turn"
    # an empty hand: shown (empty), no decision
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    allies = g.state.players["allies"]
    allies.discard += allies.hand
    allies.hand.clear()
    ev = via_recover(g, "interrogation")
    assert no_effect(ev, "interrogation") and g.pending.kind == "turn"


# ----------------------------------------------------------------------------------------------
# E62 KIA
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E62", "7.1", "4.2")
def test_kia_eliminates_the_chosen_broken_unit_of_either_side():
    """Scenario 25: Y's broken Squad is eliminated; X gains 2 VP."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "D8")],
               "allies": [("blue_infantry_squad", "E7", None, {"broken": True}), ("blue_infantry_team", "E2")]})
    st = g.state
    target = uid(g, "E7")
    via_recover(g, "kia")
    assert g.pending.kind == "kia" and g.pending.player == "axis"
    assert options(g) == {Move("eliminate", uid(g, "A10")), Move("eliminate", target)}  # broken units only
    ev = g.apply(Move("eliminate", target))
    assert st.units[target].location == CASUALTY and st.players["allies"].casualties == [target]
    assert st.vp == 2 and said(ev, "E62", "unit_eliminated", unit=target, beneficiary="axis", vp=2)
    assert st.units[uid(g, "A10")].broken  # the Rally roll's 10 was applied afterwards: still broken
    casualty_track_consistent(g)


@pytest.mark.rule("E62", "E58.1")
def test_kia_on_a_hero_sends_him_to_the_counter_box_for_no_vp():
    g = setup({"axis": [BROKEN_A10, ("red_hero", "D8", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "E2")]})
    st = g.state
    hero = uid(g, "D8")
    via_recover(g, "kia")
    g.apply(Move("eliminate", hero))
    assert st.units[hero].location == REMOVED and st.players["axis"].casualties == [] and st.vp == 0


@pytest.mark.rule("E62")
def test_kia_without_a_broken_unit_does_nothing():
    g = setup({"axis": [("red_rifle_team", "E9")], "allies": [("blue_infantry_squad", "E7")]})
    st = g.state
    ev = via_fire(g, "E9", "E7", "kia")
    assert no_effect(ev, "kia")
    assert st.vp == 0 and all(u.location == ON_MAP and not u.broken for u in st.on_map())
    assert st.players["axis"].casualties == [] == st.players["allies"].casualties


# ----------------------------------------------------------------------------------------------
# E63 Malfunction
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E63", "11.4")
def test_malfunction_breaks_the_nearest_unbroken_weapon_tie_chosen_by_the_executing_player():
    """Scenario 26: at the random hex D5 Y's broken MG (not fixed by the number 5) and X's Radio
    (in his Artillery Box: not a Weapon); at distance 1 X's LMG (D6) and Y's Mortar (E5)."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_squad", "D6", "red_lmg"), ("red_rifle_team", "D8", "red_light_mortar")],
               "allies": [("blue_infantry_squad", "D5", "blue_lmg"),
                          ("blue_infantry_team", "E5", "blue_medium_mortar")]})
    st = g.state
    broken_mg = st.units[uid(g, "D5")].weapon
    st.weapons[broken_mg].broken = True
    lmg, mortar = st.units[uid(g, "D6")].weapon, st.units[uid(g, "E5")].weapon
    far = st.units[uid(g, "D8")].weapon
    ev = via_recover(g, "malfunction", (1, 1, None, "D5"))
    assert said(ev, "E63", "event_random_hex", event="malfunction", hex="D5")
    assert g.pending.kind == "malfunction" and g.pending.player == "axis"
    assert options(g) == {Move("break", lmg), Move("break", mortar)}
    ev = g.apply(Move("break", mortar))
    assert st.weapons[mortar].broken and said(ev, "E63", "weapon_broken", weapon=mortar)
    assert not st.weapons[lmg].broken and not st.weapons[far].broken
    assert st.weapons[broken_mg].broken and st.weapons[broken_mg].location == "unit"
    assert st.players["axis"].radio is not None and not st.players["axis"].radio.broken


@pytest.mark.rule("E63", "11.4")
def test_malfunction_weapon_fixed_by_the_random_hex_is_then_the_nearest_and_breaks_again():
    """11.4: the random hex's number (1) fixes the broken Squad MG (Fix 1) before the Event; it
    is then the only Weapon at distance 0 and breaks, without a decision."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_squad", "D3", "red_lmg")],
               "allies": [("blue_infantry_squad", "D1", "blue_lmg")]})
    st = g.state
    mg = st.units[uid(g, "D1")].weapon
    st.weapons[mg].broken = True
    ev = via_recover(g, "malfunction", (1, 1, None, "D1"))
    last = [e.message for e in ev[-3:]]
    assert len(last) == 3 and says(last[0], "11.4", "weapon_fixed", weapon=mg, n=1)
    assert says(last[1], "E63", "event_random_hex", event="malfunction", hex="D1")
    assert says(last[2], "E63", "weapon_broken", weapon=mg)
    assert st.weapons[mg].broken and not st.weapons[st.units[uid(g, "D3")].weapon].broken
    assert g.pending.kind == "turn"


@pytest.mark.rule("E63")
def test_malfunction_with_no_unbroken_weapon_does_nothing():
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "D5", "blue_lmg")]})
    st = g.state
    mg = st.units[uid(g, "D5")].weapon
    st.weapons[mg].broken = True
    ev = via_recover(g, "malfunction", (1, 1, None, "D5"))
    assert no_effect(ev, "malfunction") and st.weapons[mg].broken and st.weapons[mg].location == "unit"


# ----------------------------------------------------------------------------------------------
# E64 Medic!
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E64", "1.9.1", "O23.2")
def test_medic_rallies_before_the_locked_in_rout_result_which_still_retreats_the_unit():
    """Scenario 2: a broken Squad (Morale 6 in Open Ground) is routed; the Rout roll is 7 with
    Event!; Medic! Rallies it (the only broken unit: no decision); then 7 > 6 still retreats
    it 1 hex, although it is unbroken."""
    g = setup({"axis": [("red_rifle_squad", "E9")],
               "allies": [("blue_infantry_squad", "E7", None, {"broken": True})]})
    st = g.state
    sq = uid(g, "E7")
    testing.stack(g, "axis", (3, 4, "event"), (1, 1))
    testing.event_card(g, "axis", 1, "medic")
    order(g, "axis", "rout")
    g.apply(Move("rout", "allies"))
    ev = g.apply(Move("rout_roll", sq))
    assert said(ev, "E64", "unit_rallied", unit=sq) and not st.units[sq].broken
    assert g.pending.kind == "retreat" and g.pending.player == "allies"
    dest = sorted(m.args[1] for m in g.legal_moves())
    assert dest and all(g.grid.edge_distance(h, "top") == g.grid.edge_distance("E7", "top") - 1 for h in dest)
    g.apply(Move("retreat", sq, dest[0]))
    assert st.units[sq].hex == dest[0] and not st.units[sq].broken


@pytest.mark.rule("E64")
def test_medic_chosen_unit_of_either_side():
    g = setup({"axis": [BROKEN_A10],
               "allies": [("blue_infantry_squad", "E7", None, {"broken": True, "suppressed": True})]})
    st = g.state
    sq = uid(g, "E7")
    via_recover(g, "medic")
    assert g.pending.kind == "medic" and options(g) == {Move("rally", sq), Move("rally", uid(g, "A10"))}
    g.apply(Move("rally", sq))
    assert not st.units[sq].broken and st.units[sq].suppressed  # Rally does not remove the marker
    assert st.units[uid(g, "A10")].broken


@pytest.mark.rule("E64")
def test_medic_without_a_broken_unit_does_nothing():
    g = setup({"axis": [("red_rifle_team", "E9")], "allies": [("blue_infantry_squad", "E7")]})
    ev = via_fire(g, "E9", "E7", "medic")
    assert no_effect(ev, "medic") and not any(u.broken for u in g.state.on_map())


# ----------------------------------------------------------------------------------------------
# E65 Mission Objective
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E65", "7.3.3")
def test_mission_objective_draws_a_secret_chit_seen_only_by_its_owner():
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]}, chits=("H",), secret={"axis": ["B"]})
    only_undrawn(g, "K")
    ev = via_recover(g, "mission_objective")
    assert [c.id for c in g.secret_chits["axis"]] == ["B", "K"] and [c.id for c in g.open_chits] == ["H"]
    assert g.state.vp == 0 and g.state.objective_values == {2: 2}  # a secret chit scores only later
    public = [e for e in ev if e.message.code == "chit_drawn_secret"]
    known = [e for e in ev if e.message.code == "chit_drawn_known"]
    assert public[0].visible_to is None and known[0].visible_to == "axis"
    assert says(known[0].message, "E65", "chit_drawn_known", player="axis", chit="K")
    assert known[0].text() not in g.view_for("allies")["log"]
    assert g.view_for("allies")["secret_chits"]["axis"] == 2
    assert g.view_for("axis")["secret_chits"]["axis"] == ["B", "K"]


@pytest.mark.rule("E65", "7.3.3")
def test_mission_objective_chit_without_a_secret_side_is_opened_and_scores_at_once():
    """Chit P (each Objective worth 1, no secret side): the Allies control 1, 3 and 4: 3 VP."""
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    only_undrawn(g, "P")
    ev = via_recover(g, "mission_objective")
    assert [c.id for c in g.open_chits] == ["P"] and g.secret_chits["axis"] == []
    assert g.state.objective_values == {1: 1, 2: 1, 3: 1, 4: 1, 5: 1}
    assert g.state.vp == -3 and said(ev, "E65", "chit_opened", chit="P")


@pytest.mark.rule("E65")
def test_mission_objective_with_no_chit_left_does_nothing():
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    only_undrawn(g)
    ev = via_recover(g, "mission_objective")
    assert no_effect(ev, "mission_objective") and g.secret_chits["axis"] == [] and g.open_chits == []


# ----------------------------------------------------------------------------------------------
# E66 Prisoners of War
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E66", "7.1")
def test_prisoners_of_war_eliminates_own_broken_unit_next_to_an_enemy():
    """Scenario 28 (a): X's broken Team (E8) is adjacent to Y's Squad (E7): eliminated, Y gains
    1 VP.  X's broken Squad in A10 is far from any enemy; Y's broken Team next to X's units is
    Y's own."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "E8", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "E7"), ("blue_infantry_team", "D8", None, {"broken": True})]})
    st = g.state
    team = uid(g, "E8")
    ev = via_recover(g, "prisoners_of_war")
    assert st.units[team].location == CASUALTY and st.vp == -1
    assert said(ev, "E66", "unit_eliminated", unit=team, beneficiary="allies", vp=1)
    assert st.units[uid(g, "D8")].broken and st.units[uid(g, "A10")].location == ON_MAP
    casualty_track_consistent(g)


@pytest.mark.rule("E66")
def test_prisoners_of_war_choice_between_two_and_none_without_contact():
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "E8", None, {"broken": True}),
                        ("red_rifle_squad", "E7", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "E7")]})  # stacked with the enemy counts too
    via_recover(g, "prisoners_of_war")
    assert g.pending.kind == "prisoners_of_war"
    assert options(g) == {Move("eliminate", uid(g, "E8")), Move("eliminate", uid(g, "E7", "red_rifle_squad"))}
    # Scenario 28 (b): no broken unit of X next to or with an enemy unit
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "E9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "E7")]})
    ev = via_recover(g, "prisoners_of_war")
    assert no_effect(ev, "prisoners_of_war") and g.state.vp == 0
    assert g.state.players["axis"].casualties == []


# ----------------------------------------------------------------------------------------------
# E67 Reconnaissance
# ----------------------------------------------------------------------------------------------
OBJ3_AXIS = {"axis": [BROKEN_A10, ("red_rifle_squad", "E4")], "allies": [("blue_infantry_squad", "E1")]}


@pytest.mark.rule("E67", "7.3.3")
def test_reconnaissance_opponent_reveals_a_chosen_secret_chit_which_scores_at_once():
    """Scenario 27: X controls Objective 3; Y reveals chit G (Objective 3 worth 2): X gains 2."""
    g = setup(OBJ3_AXIS, secret={"allies": ["A", "G"]})
    st = g.state
    assert st.objectives[3] == "axis" and st.vp == 0
    via_recover(g, "reconnaissance")
    assert g.pending.kind == "reconnaissance" and g.pending.player == "allies"
    assert options(g) == {Move("reveal", "A"), Move("reveal", "G")}
    ev = g.apply(Move("reveal", "G"))
    assert [c.id for c in g.secret_chits["allies"]] == ["A"] and [c.id for c in g.open_chits] == ["G"]
    assert st.vp == 2 and st.objective_values == {3: 2}
    assert said(ev, "E67", "chit_opened", chit="G")
    # from now on it is an open value: the Allies retaking Objective 3 swing it by 4
    st.units[uid(g, "E4")].hex = "E5"
    testing.add_unit(g, "allies", "blue_infantry_team", "D4")
    victory.update_objectives(g)
    assert st.objectives[3] == "allies" and st.vp == -2


@pytest.mark.rule("E67")
def test_reconnaissance_without_secret_chits_does_nothing_and_a_single_one_needs_no_choice():
    g = setup(OBJ3_AXIS)
    ev = via_recover(g, "reconnaissance")
    assert no_effect(ev, "reconnaissance") and g.open_chits == [] and g.state.vp == 0
    g = setup(OBJ3_AXIS, secret={"allies": ["A"]})  # Objective 1 is the Allies': they score 1
    via_recover(g, "reconnaissance")
    assert g.secret_chits["allies"] == [] and [c.id for c in g.open_chits] == ["A"] and g.state.vp == -1


# ----------------------------------------------------------------------------------------------
# E68 Reinforcements
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E68", "E42", "11.2")
def test_reinforcements_support_roll_ignores_its_trigger_and_places_a_unit_with_its_weapon():
    """Support roll 3+4 = 7 (Event! ignored): Redland's column 7-8 offers a Rifle Squad, an LMG
    with a Rifle Team, a Sergeant and a Light Battery; the Axis Artillery Box holds a Radio, so
    the Battery is not offered.  The Team with its LMG goes to F10 on the bottom edge."""
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    st = g.state
    units, weapons = set(st.units), set(st.weapons)
    ev = via_recover(g, "reinforcements", (3, 4, "event"))
    assert "trigger_ignored" in codes(ev) and codes(ev).count("event_executed") == 1
    assert g.pending.kind == "reinforcements" and g.pending.player == "axis"
    assert options(g) == {Move("take", "red-s-rifle-squad"), Move("take", "red-s-lmg"), Move("take", "red-s-sergeant")}
    ev = g.apply(Move("take", "red-s-lmg"))
    assert g.pending.kind == "reinforce"
    assert {m.args[1] for m in g.legal_moves()} == {f"{c}10" for c in "ABCDEFGHIJKLMNO"}
    new_id = g.legal_moves()[0].args[0]
    ev += g.apply(Move("reinforce", new_id, "F10"))
    (new,) = set(st.units) - units
    (gun,) = set(st.weapons) - weapons
    u = st.units[new]
    assert new == new_id and u.type.id == "red_rifle_team" and u.hex == "F10" and not u.broken
    assert u.weapon == gun and st.weapons[gun].type.id == "red_lmg" and not st.weapons[gun].broken
    assert said(ev, "E68", "support_item", player="axis", item="Light MG with Rifle Team")
    assert said(ev, "E68", "reinforcement", unit=new, hex="F10")
    assert st.vp == 0 and g.pending.kind == "turn"
    invariants(g)


@pytest.mark.rule("E68", "8.1.2", "8.2")
def test_reinforcements_radio_excluded_when_the_box_is_full_and_edge_hexes_respect_stacking():
    """Scenario 29: the Artillery Box holds a Radio; roll 1+2 = 3: column 2-4 offers a Heavy MG
    with a Rifle Team, a Heavy Battery and Mines: only the Team may be taken (no decision); it
    may not go to C10 (a Squad, Team and Leader: 7 figures)."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_squad", "C10"), ("red_rifle_team", "C10"), ("red_sergeant", "C10")],
               "allies": [("blue_infantry_squad", "E2")]})
    st = g.state
    radio = st.players["axis"].radio
    via_recover(g, "reinforcements", (1, 2))
    assert g.pending.kind == "reinforce"
    assert {m.args[1] for m in g.legal_moves()} == {f"{c}10" for c in "ABDEFGHIJKLMNO"}
    assert st.players["axis"].radio is radio and "mines" not in st.fortifications.values()


@pytest.mark.rule("E68", "12")
def test_reinforcements_radio_goes_to_the_empty_artillery_box():
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    st = g.state
    st.players["axis"].radio = None
    via_recover(g, "reinforcements", (4, 4))
    assert Move("take", "red-s-light-battery") in options(g)
    ev = g.apply(Move("take", "red-s-light-battery"))
    assert st.players["axis"].radio == Radio("axis", 9, "red_battery_light")
    assert said(ev, "E68", "reinforcement", unit="red_battery_light", hex="Artillery Box")


@pytest.mark.rule("E68", "O16.4", "E42")
def test_reinforcement_placed_in_an_enemy_hex_fights_a_melee_at_once_without_triggers():
    """A Rifle Squad (roll 7) placed in F10 with the Allied Team: the Melee comes at once; the
    Allies (inactive) roll 1+1 with Event! (ignored): Team 2 + 2 = 4; the Axis 6+6: Squad 5 +
    12 = 17.  The Team is eliminated: +1 VP."""
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_team", "F10"), ("blue_infantry_squad", "E2")]})
    st = g.state
    team = uid(g, "F10")
    via_recover(g, "reinforcements", (3, 4), (6, 6))
    testing.stack(g, "allies", (1, 1, "event"))
    g.apply(Move("take", "red-s-rifle-squad"))
    new_id = g.legal_moves()[0].args[0]
    ev = g.apply(Move("reinforce", new_id, "F10"))
    assert said(ev, "O16.4.2", "melee_total", player="allies", hex="F10", strength=2, roll=2, total=4)
    assert said(ev, "O16.4.2", "melee_total", player="axis", hex="F10", strength=5, roll=12, total=17)
    assert "trigger_ignored" in codes(ev) and "event_executed" not in codes(ev)
    assert st.units[team].location == CASUALTY and st.vp == 1
    assert st.units[new_id].hex == "F10" and g.pending.kind == "turn"


@pytest.mark.rule("E68")
def test_reinforcements_nothing_to_take_when_no_counter_is_left():
    """Roll 3: the only unit item is a Rifle Team with a Heavy MG, but all 10 Rifle Team
    counters are in play (on the Casualty Track); the Radio and the Mines cannot be taken."""
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    st = g.state
    for _ in range(10):
        u = testing.add_unit(g, "axis", "red_rifle_team", "O10")
        u.location, u.hex = CASUALTY, None
        st.players["axis"].casualties.append(u.id)
    units = set(st.units)
    ev = via_recover(g, "reinforcements", (1, 2))
    assert no_effect(ev, "reinforcements") and set(st.units) == units and g.pending.kind == "turn"


# ----------------------------------------------------------------------------------------------
# E69 Rubble, E73 Shellholes
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E69", "E73", "F106", "F102")
@pytest.mark.parametrize("event,fort,rule", [("rubble", "wire", "E69"), ("shellholes", "foxholes", "E73")])
def test_rubble_and_shellholes_place_their_fortification_in_the_random_hex(event, fort, rule):
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "D7")]})
    st = g.state
    sq = uid(g, "D7")
    ev = via_recover(g, event, (1, 1, None, "D7"))
    assert st.fortifications == {"D7": fort} and said(ev, rule, "fortification_placed", fortification=fort, hex="D7")
    assert st.units[sq].hex == "D7" and not st.units[sq].broken  # units there are not affected


@pytest.mark.rule("E69", "E73", "8.1.3", "8.1.5")
@pytest.mark.parametrize("event", ["rubble", "shellholes"])
@pytest.mark.parametrize("present", ["wire", "foxholes", "mines", "blaze"])
def test_rubble_and_shellholes_not_where_a_fortification_or_blaze_is(event, present):
    """8.1 example: Shellholes drawn for a hex with Wire places nothing (the first stays)."""
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    st = g.state
    if present == "blaze":
        st.blaze.add("D7")
    else:
        st.fortifications["D7"] = present
    ev = via_recover(g, event, (1, 1, None, "D7"))
    assert no_effect(ev, event)
    assert st.fortifications == ({} if present == "blaze" else {"D7": present})


@pytest.mark.rule("E69", "E73", "T78.1")
@pytest.mark.parametrize("event", ["rubble", "shellholes"])
@pytest.mark.parametrize("water", ["F5", "F6", "H5"])
def test_rubble_and_shellholes_not_in_water(wet, event, water):
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]}, scenario=wet)
    ev = via_recover(g, event, (1, 1, None, water))
    assert no_effect(ev, event) and g.state.fortifications == {}


# ----------------------------------------------------------------------------------------------
# E70 Sappers
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E70", "F103", "F106")
def test_sappers_removes_one_mines_or_wire_marker():
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    st = g.state
    st.fortifications.update({"D7": "mines", "G4": "wire", "C3": "foxholes"})
    via_recover(g, "sappers")
    assert g.pending.kind == "sappers"
    assert options(g) == {Move("remove", "D7"), Move("remove", "G4"), Move("decline")}
    ev = g.apply(Move("remove", "D7"))
    assert st.fortifications == {"G4": "wire", "C3": "foxholes"}
    assert said(ev, "E70", "fortification_removed", fortification="mines", hex="D7")


@pytest.mark.rule("E70")
def test_sappers_optional_and_nothing_without_mines_or_wire():
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    st = g.state
    st.fortifications.update({"G4": "wire"})
    via_recover(g, "sappers")
    g.apply(Move("decline"))
    assert st.fortifications == {"G4": "wire"}
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    g.state.fortifications.update({"C3": "foxholes", "E4": "trenches"})
    ev = via_recover(g, "sappers")
    assert no_effect(ev, "sappers") and g.state.fortifications == {"C3": "foxholes", "E4": "trenches"}


# ----------------------------------------------------------------------------------------------
# E71 Scrounge
# ----------------------------------------------------------------------------------------------
def to_casualty_weapon(g: Game, side: str, weapon: str):
    """A Weapon in the Casualty Track's Weapons area (its carrier long gone)."""
    u = testing.add_unit(g, side, "blue_infantry_team" if side == "allies" else "red_rifle_team", "O1", weapon)
    w = g.state.weapons[u.weapon]
    u.weapon, w.location = None, "casualty"
    u.location, u.hex = REMOVED, None
    return w.id


@pytest.mark.rule("E71", "7.1", "8.1.1")
def test_scrounge_returns_an_enemy_weapon_unbroken_to_a_unit_without_one():
    """Scenario 34: Y's MG in the Weapons area; X's Team has no Weapon; X's Squad has one."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "D8"), ("red_rifle_squad", "E8", "red_lmg")],
               "allies": [("blue_infantry_squad", "E2")]})
    st = g.state
    mg = to_casualty_weapon(g, "allies", "blue_mmg")
    team = uid(g, "D8")
    via_recover(g, "scrounge")
    assert g.pending.kind == "scrounge" and options(g) == {Move("take", mg), Move("decline")}
    g.apply(Move("take", mg))
    assert g.pending.kind == "scrounge_holder"
    assert options(g) == {Move("give", mg, team), Move("give", mg, uid(g, "A10"))}  # broken units too
    ev = g.apply(Move("give", mg, team))
    w = st.weapons[mg]
    assert st.units[team].weapon == mg and w.location == "unit" and not w.broken and w.side == "axis"
    assert said(ev, "E71", "weapon_scrounged", weapon=mg, unit=team)
    invariants(g)


@pytest.mark.rule("E71")
def test_scrounge_optional_and_nothing_without_a_weapon_on_the_track_or_a_free_unit():
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "D8")], "allies": [("blue_infantry_squad", "E2")]})
    mg = to_casualty_weapon(g, "axis", "red_lmg")
    via_recover(g, "scrounge")
    g.apply(Move("decline"))
    assert g.state.weapons[mg].location == "casualty" and g.state.units[uid(g, "D8")].weapon is None
    # no Weapon on the track
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    assert no_effect(via_recover(g, "scrounge"), "scrounge")
    # every unit of X already has a Weapon
    g = setup({"axis": [("red_rifle_squad", "A10", "red_lmg", {"broken": True})],
               "allies": [("blue_infantry_squad", "E2")]})
    mg = to_casualty_weapon(g, "allies", "blue_lmg")
    assert no_effect(via_recover(g, "scrounge"), "scrounge") and g.state.weapons[mg].location == "casualty"


# ----------------------------------------------------------------------------------------------
# E72 Shell Shock
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E72", "3.2")
def test_shell_shock_tie_at_distance_one_the_executing_player_chooses():
    """Scenario 30: the random hex D5 is empty; X's Team (D6) and Y's Squad (E5) at distance 1."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "D6")], "allies": [("blue_infantry_squad", "E5")]})
    st = g.state
    team, sq = uid(g, "D6"), uid(g, "E5")
    via_recover(g, "shell_shock", (1, 1, None, "D5"))
    assert g.pending.kind == "shell_shock" and options(g) == {Move("break", team), Move("break", sq)}
    g.apply(Move("break", sq))
    assert st.units[sq].broken and not st.units[team].broken


@pytest.mark.rule("E72", "3.2.4", "7.1")
def test_shell_shock_nearest_broken_unit_is_eliminated():
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "D6")],
               "allies": [("blue_infantry_squad", "D5", None, {"broken": True})]})
    st = g.state
    sq = uid(g, "D5")
    via_recover(g, "shell_shock", (1, 1, None, "D5"))
    assert st.units[sq].location == CASUALTY and st.vp == 2 and not st.units[uid(g, "D6")].broken


@pytest.mark.rule("E72")
def test_shell_shock_random_hex_off_the_map_does_nothing():
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "D6")], "allies": [("blue_infantry_squad", "E5")]})
    ev = via_recover(g, "shell_shock", (1, 1, None, "P5"))
    assert said(ev, "E72", "event_random_hex_off_map", event="shell_shock", hex="P5")
    assert [u.id for u in g.state.on_map() if u.broken] == [uid(g, "A10")]


# ----------------------------------------------------------------------------------------------
# E74 Strategic Objective
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E74", "7.3.3")
def test_strategic_objective_opens_a_random_chit_that_scores_for_the_controller():
    """Scenario 27: X controls Objective 3; the draw yields G (Objective 3 worth 2): X gains 2;
    the chit is public."""
    g = setup(OBJ3_AXIS, chits=("H",))
    only_undrawn(g, "G")
    ev = via_recover(g, "strategic_objective")
    assert [c.id for c in g.open_chits] == ["H", "G"] and g.state.objective_values == {2: 2, 3: 2}
    assert g.state.vp == 2
    (opened,) = [e for e in ev if e.message.code == "chit_opened"]
    assert opened.visible_to is None and says(opened.message, "E74", "chit_opened", chit="G")


@pytest.mark.rule("E74", "7.3.2")
def test_strategic_objective_draw_uses_the_games_rng_among_the_undrawn_chits():
    picks = set()
    for seed in range(12):
        g = testing.position({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]}, seed=seed)
        before = {c.id for c in g.open_chits} | {c.id for s in g.secret_chits.values() for c in s}
        g.state.rng.seed(seed)
        expected = g.state.rng.choice(sorted(set(CHITS) - before))
        g.state.rng.seed(seed)
        via_recover(g, "strategic_objective")
        assert g.open_chits[-1].id == expected
        picks.add(expected)
    assert len(picks) > 3


@pytest.mark.rule("E74")
def test_strategic_objective_with_no_chit_left_does_nothing():
    g = setup(OBJ3_AXIS)
    only_undrawn(g)
    ev = via_recover(g, "strategic_objective")
    assert no_effect(ev, "strategic_objective") and g.open_chits == [] and g.state.vp == 0


# ----------------------------------------------------------------------------------------------
# E75 Suppressing Fire
# ----------------------------------------------------------------------------------------------
MG_POSITION = {
    "axis": [("red_rifle_squad", "E9", "red_lmg"), ("red_rifle_team", "F9")],
    "allies": [("blue_infantry_squad", "E7", "blue_lmg"),  # distance 2, LOS clear
               ("blue_infantry_team", "F8", None, {"suppressed": True}),  # already suppressed
               ("blue_infantry_team", "E3"),  # distance 6 <= Range 7 but LOS blocked
               ("blue_infantry_squad", "E1")],  # distance 8 > Range 7
}


@pytest.mark.rule("E75", "11.1")
def test_suppressing_fire_one_enemy_in_range_and_los_of_a_functional_mg():
    g = setup(MG_POSITION)
    st = g.state
    assert fire.line(g, "E9", "E3")[0] == "blocked" and fire.line(g, "E9", "E7")[0] != "blocked"
    target = uid(g, "E7")
    via_fire(g, "F9", "E7", "suppressing_fire")
    assert g.pending.kind == "suppressing_fire" and g.pending.player == "axis"
    assert options(g) == {Move("suppress", target), Move("decline")}
    ev = g.apply(Move("suppress", target))
    assert st.units[target].suppressed and said(ev, "E75", "unit_suppressed", unit=target)
    assert not st.units[uid(g, "E3")].suppressed and not st.units[uid(g, "E1")].suppressed


@pytest.mark.rule("E75", "11.1", "13.2")
@pytest.mark.parametrize("broken_part", ["holder_suppressed", "holder_broken", "mg_broken"])
def test_suppressing_fire_needs_a_functional_mg(broken_part):
    """Scenario 31: X's MG held by a Suppressed (or broken) Squad, or itself broken: no marker
    may be placed (Y's own MG does not count)."""
    g = setup(MG_POSITION)
    st = g.state
    holder = st.units[uid(g, "E9")]
    if broken_part == "holder_suppressed":
        holder.suppressed = True
    elif broken_part == "holder_broken":
        holder.broken = True
    else:
        st.weapons[holder.weapon].broken = True
    ev = via_fire(g, "F9", "E7", "suppressing_fire")
    assert no_effect(ev, "suppressing_fire")
    assert [u.id for u in st.on_map("allies") if u.suppressed] == [uid(g, "F8")]


@pytest.mark.rule("E75")
def test_suppressing_fire_may_be_declined():
    g = setup(MG_POSITION)
    via_fire(g, "F9", "E7", "suppressing_fire")
    g.apply(Move("decline"))
    assert [u.id for u in g.state.on_map("allies") if u.suppressed] == [uid(g, "F8")]


# ----------------------------------------------------------------------------------------------
# E76 Walking Wounded
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E76", "4.2", "7.1")
def test_walking_wounded_returns_a_unit_broken_next_to_a_water_barrier_without_its_mg(wet):
    """Scenario 32: X's eliminated Squad (it carried an MG) returns; the random hex H5 is a
    Water Barrier: the Squad goes, broken and without the MG, to a passable adjacent hex (not
    H6, also a Water Barrier).  The VP scored for it stay."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_squad", "D8", "red_lmg")],
               "allies": [("blue_infantry_squad", "E2")]}, scenario=wet)
    st = g.state
    sq = st.units[uid(g, "D8")]
    mg = sq.weapon
    units.eliminate(g, sq, "test")
    assert st.vp == -2 and st.players["axis"].casualties == [sq.id] and st.weapons[mg].location == "casualty"
    via_recover(g, "walking_wounded", (1, 1, None, "H5"))
    assert g.pending.kind == "walking_wounded_hex"  # the only eliminated unit: no decision for it
    assert {m.args[1] for m in g.legal_moves()} == {"H4", "I5", "I6", "G6", "G5"}
    ev = g.apply(Move("place", sq.id, "G5"))
    assert sq.location == ON_MAP and sq.hex == "G5" and sq.broken and sq.weapon is None
    assert not sq.suppressed and not sq.veteran
    assert st.weapons[mg].location == "casualty" and st.players["axis"].casualties == []
    assert st.vp == -2 and said(ev, "E76", "unit_returned", unit=sq.id, hex="G5")
    casualty_track_consistent(g)


@pytest.mark.rule("E76", "8.2")
def test_walking_wounded_chosen_among_both_sides_casualties_and_stacking_limit():
    """X picks Y's eliminated Squad; the random hex D5 holds Y's Squad and Team (6 figures):
    the Squad (4) may only go to the adjacent hexes."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "B8")],
               "allies": [("blue_infantry_squad", "D5"), ("blue_infantry_team", "D5"),
                          ("blue_infantry_squad", "H2"), ("blue_infantry_squad", "H1")]})
    st = g.state
    mine, theirs = st.units[uid(g, "B8")], st.units[uid(g, "H2")]
    units.eliminate(g, mine, "test")
    units.eliminate(g, theirs, "test")
    via_recover(g, "walking_wounded", (1, 1, None, "D5"))
    assert g.pending.kind == "walking_wounded" and options(g) == {Move("return", mine.id), Move("return", theirs.id)}
    g.apply(Move("return", theirs.id))
    assert {m.args[1] for m in g.legal_moves()} == set(g.grid.neighbours("D5").values())
    g.apply(Move("place", theirs.id, "D6"))
    assert theirs.hex == "D6" and theirs.broken and theirs.side == "allies"
    assert st.players["allies"].casualties == [] and st.players["axis"].casualties == [mine.id]
    casualty_track_consistent(g)


@pytest.mark.rule("E76", "O16.4", "E42")
def test_walking_wounded_into_an_enemy_hex_fights_a_melee_at_once_without_triggers():
    """The Allied Squad returns broken into D7, held by an Axis Team: Melee.  Allies (inactive)
    1+1 with Event! (ignored): broken Squad FP 2 + 2 = 4; Axis 3+3: Team 2 + 6 = 8: the Squad is
    eliminated again (the Axis gain 2 VP again)."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "D7")],
               "allies": [("blue_infantry_squad", "H2"), ("blue_infantry_squad", "H1")]})
    st = g.state
    sq = st.units[uid(g, "H2")]
    units.eliminate(g, sq, "test")
    assert st.vp == 2
    via_recover(g, "walking_wounded", (1, 1, None, "D7"), (3, 3))
    testing.stack(g, "allies", (1, 1, "event"))
    ev = g.apply(Move("place", sq.id, "D7"))
    assert said(ev, "O16.4.2", "melee_total", player="allies", hex="D7", strength=2, roll=2, total=4)
    assert said(ev, "O16.4.2", "melee_total", player="axis", hex="D7", strength=2, roll=6, total=8)
    assert "trigger_ignored" in codes(ev) and "event_executed" not in codes(ev)
    assert sq.location == CASUALTY and st.vp == 4 and st.players["allies"].casualties == [sq.id]
    casualty_track_consistent(g)


@pytest.mark.rule("E76")
def test_walking_wounded_with_an_empty_casualty_track_does_nothing():
    g = setup({"axis": [BROKEN_A10], "allies": [("blue_infantry_squad", "E2")]})
    discard = len(g.state.players["axis"].discard)
    ev = via_recover(g, "walking_wounded", (1, 1, None, "D5"))
    assert no_effect(ev, "walking_wounded")
    assert len(g.state.players["axis"].discard) == discard + 3  # Recover, roll, Event: no random hex


# ----------------------------------------------------------------------------------------------
# E77 White Phosphorus
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("E77", "T94", "3.2")
def test_white_phosphorus_smoke_next_to_an_unbroken_squad_each_player_breaks_one_unit_there():
    """Scenario 33: X's unbroken Squad in D6 is adjacent to Z = D5, which holds two units of Y
    and one of X.  The Allies (inactive) break one of theirs, then X's only unit breaks."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_squad", "D6"), ("red_rifle_team", "D5"),
                        ("red_rifle_team", "H8"), ("red_rifle_squad", "K8", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "D5"), ("blue_infantry_team", "D5")]})
    st = g.state
    via_recover(g, "white_phosphorus")
    assert g.pending.kind == "white_phosphorus" and g.pending.player == "axis"
    # only hexes next to the unbroken Squad: not next to the Teams or the broken Squad
    assert options(g) == {Move("smoke", h) for h in g.grid.neighbours("D6").values()} | {Move("decline")}
    g.apply(Move("smoke", "D5"))
    assert st.smoke["D5"] in smoke_pool()
    assert g.pending.kind == "white_phosphorus_victim" and g.pending.player == "allies"
    sq, team = uid(g, "D5", "blue_infantry_squad"), uid(g, "D5", "blue_infantry_team")
    assert options(g) == {Move("break", sq), Move("break", team)}
    g.apply(Move("break", team))
    assert st.units[team].broken and not st.units[sq].broken
    assert st.units[uid(g, "D5", "red_rifle_team")].broken  # X's only unit there: no decision
    assert not st.units[uid(g, "D6")].broken


@pytest.mark.rule("E77", "8.1.4", "3.2.4")
def test_white_phosphorus_higher_smoke_stays_and_a_broken_unit_is_eliminated():
    g = setup({"axis": [BROKEN_A10, ("red_rifle_squad", "D6")],
               "allies": [("blue_infantry_team", "D5", None, {"broken": True})]})
    st = g.state
    st.smoke["D5"] = 10
    via_recover(g, "white_phosphorus")
    g.apply(Move("smoke", "D5"))
    assert st.smoke["D5"] == 10
    assert st.units[uid(g, "A10")].broken and st.vp == 1
    (gone,) = st.players["allies"].casualties
    assert st.units[gone].type.id == "blue_infantry_team" and st.units[gone].location == CASUALTY


@pytest.mark.rule("E77", "T94", "T79")
def test_white_phosphorus_not_into_water_or_blaze(wet):
    """The Squad in G6 is adjacent to marsh F5 (not F6: not adjacent), Water Barrier H6 and a
    Blaze in G7: those hexes are not offered."""
    g = setup({"axis": [BROKEN_A10, ("red_rifle_squad", "G6")], "allies": [("blue_infantry_squad", "E2")]},
              scenario=wet)
    g.state.blaze.add("G7")
    via_recover(g, "white_phosphorus")
    offered = {m.args[0] for m in g.legal_moves() if m.kind == "smoke"}
    assert offered == set(g.grid.neighbours("G6").values()) - {"F5", "F6", "H6", "G7", "H5"}
    assert offered and not offered & {"F5", "H6", "G7"}


@pytest.mark.rule("E77")
def test_white_phosphorus_needs_an_unbroken_squad_and_may_be_declined():
    g = setup({"axis": [BROKEN_A10, ("red_rifle_team", "D6")], "allies": [("blue_infantry_team", "D5")]})
    ev = via_recover(g, "white_phosphorus")
    assert no_effect(ev, "white_phosphorus") and g.state.smoke == {}
    g = setup({"axis": [BROKEN_A10, ("red_rifle_squad", "D6")], "allies": [("blue_infantry_team", "D5")]})
    via_recover(g, "white_phosphorus")
    g.apply(Move("decline"))
    assert g.state.smoke == {} and not g.state.units[uid(g, "D5")].broken
