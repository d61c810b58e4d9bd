"""Actions A24-A41 (shared/rules/03-actions.md: every Action, its test scenarios 7-13 and the
ambiguities' best readings).  Test scenarios 1-6 (the Movement / Opportunity Fire Example) are
played in test_fire_example.py; test 10 (Hidden Wire, A35.5) belongs to the Fortifications.

Every test sets up an exact position, exact cards (an Action is printed on a card of the hand
with ``dataclasses.replace``) and the exact cards on top of the decks (``testing.stack``), and
checks exact numbers.  The map is the test scenario's "village"; hexes are Open Ground (Cover 0,
level 0) unless said otherwise:

* D7 sees B5 (range 3, clear); C7 sees B5 (range 2, clear); B5 sees C8 (Brush, 2 MP, Cover 1).
* F6 is a Building (Cover 3); F8 sees it (range 2, clear); E7 and G6 are next to it.
* H6 Orchard (Cover 1) and I6 Building (Cover 3) are adjacent; I7 is next to both (clear).
* B6, E5: Open Ground with a Road (Cover -1).

Unit ids are ``t<n>-<type>`` (testing.add_unit); ``uid(g, hex)`` finds them.
"""

from __future__ import annotations

import dataclasses

import pytest

from cc_desktop.content import load_scenario
from cc_desktop.rules import testing
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.simulate import play_one
from cc_desktop.rules.state import CASUALTY, ON_MAP, REMOVED
from cc_desktop.rules import fire
from cc_desktop.rules import melee

from .test_orders import options, order, params, refused, uid, wid

NO_WINDOWS = {"axis": (), "allies": ()}


# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------
def setup(units: dict, prefs: dict | None = None, scenario="test-skirmish") -> Game:
    """Exactly these units; no Objective VP, no Fortification, no Smoke."""
    g = testing.position(units, prefs=prefs or NO_WINDOWS, scenario=scenario)
    g.state.objective_values.clear()
    g.state.open_chits = []
    g.state.secret_chits = {"axis": [], "allies": []}
    g.state.fortifications.clear()
    g.state.smoke.clear()
    for player in g.state.players.values():  # no Action in hand but those a test prints
        for number in player.hand:
            if player.cards[number].order != "fire":
                player.cards[number] = dataclasses.replace(player.cards[number], action="command_confusion")
    testing.touch(g)
    return g


def card_with(g: Game, side: str, action: str, index: int = 0, **changes) -> int:
    """Print ``action`` on the ``index``-th highest card of ``side``'s hand (its Order becomes
    Command Confusion, so that no Order of the test changes)."""
    player = g.state.players[side]
    number = sorted(player.hand)[-1 - index]
    player.cards[number] = dataclasses.replace(player.cards[number], action=action, order="command_confusion",
                                               **changes)
    testing.touch(g)
    return number


def fire_order(g: Game, side: str, unit: str, target: str, *pieces: str) -> None:
    """A Fire Order: activate ``unit``, choose ``target`` and the pieces (not yet fired)."""
    order(g, side, "fire")
    g.apply(Move("activate", unit))
    if g.pending.kind == "add":
        g.apply(Move("done"))
    g.apply(Move("target", target))
    for p in pieces:
        g.apply(Move("with", p))


def start_move(g: Game, side: str, unit: str, *adds: str) -> None:
    order(g, side, "move")
    g.apply(Move("activate", unit))
    for a in adds:
        g.apply(Move("add", a))
    if g.pending.kind == "add":
        g.apply(Move("done"))


def vp_sources(g: Game, prefix: str) -> list[tuple[str, int]]:
    return [(s, v) for s, v, src in g.state.vp_sources if src.startswith(prefix)]


def attack_of(events) -> list[dict]:
    return params(events, "attack")


def defenses(events) -> list[tuple[str, int, int, int]]:
    return [(p["unit"], p["morale"], p["total"], p["attack"]) for p in params(events, "defense")]


# ----------------------------------------------------------------------------------------------
# A24.1, A28: Command Confusion is never an Action; a card shows one Action
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A28", "A24.1")
def test_command_confusion_is_never_playable_as_an_action():
    """A Command Confusion card is never offered and is refused with A28, in a Fire Attack and in
    an Ambush window; a card that shows another Action is refused with that Action's rule."""
    g = setup({"axis": [("red_rifle_squad", "C7")], "allies": [("blue_infantry_squad", "C6")]},
              prefs={"axis": (), "allies": ("ambush",)})
    cc = card_with(g, "axis", "command_confusion")
    hg = card_with(g, "axis", "hand_grenades", 1)
    fire_order(g, "axis", uid(g, "C7"), "C6", uid(g, "C7"))
    assert options(g, "action") == {Move("action", hg, "hand_grenades")}
    e = refused(g, Move("action", cc, "command_confusion"))
    assert (e.rule, e.code) == ("A28", "command_confusion_action")
    e = refused(g, Move("action", hg, "crossfire"))
    assert (e.rule, e.code) == ("A30", "card_not_action")

    g = setup({"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "E7"),
                                                               ("blue_infantry_squad", "O1")]},
              prefs={"axis": (), "allies": ("ambush",)})
    cc = card_with(g, "allies", "command_confusion")
    order(g, "axis", "advance")
    g.apply(Move("activate", uid(g, "E8")))
    g.apply(Move("advance", uid(g, "E8"), "E7"))
    assert g.pending.kind == "ambush" and options(g) == {Move("decline")}
    assert refused(g, Move("action", cc, "command_confusion")).rule == "A28"


# ----------------------------------------------------------------------------------------------
# A25 Ambush (test 8)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A25", "A24.2", "3.2.4", "7.1")
def test_8_ambush_order_and_mutual_elimination_before_any_melee_roll():
    """Test 8: a broken Axis Rifle Squad Advances into E7, held by a broken Allied Infantry
    Squad.  The Allies (inactive) play Ambush first: the Axis Squad breaks again: eliminated.
    No Axis unit is left: the Axis Ambush is never offered and no Melee roll is made.  Then the
    reverse order: after the Allies decline, the Axis Ambush eliminates the Allied Squad."""
    prefs = {"axis": ("ambush",), "allies": ("ambush",)}
    g = setup({"axis": [("red_rifle_squad", "E8", None, {"broken": True}), ("red_sergeant", "A10")],
               "allies": [("blue_infantry_squad", "E7", None, {"broken": True}), ("blue_infantry_squad", "O1")]},
              prefs=prefs)
    sq, inf = uid(g, "E8"), uid(g, "E7")
    a_card = card_with(g, "allies", "ambush")
    x_card = card_with(g, "axis", "ambush")
    order(g, "axis", "advance")
    g.apply(Move("activate", sq))
    g.apply(Move("advance", sq, "E7"))
    # the non-active player first: the Axis card is not among the choices
    assert g.pending.player == "allies" and options(g) == {Move("decline"), Move("action", a_card, "ambush")}
    g.apply(Move("action", a_card, "ambush"))
    assert g.pending.player == "axis" and options(g) == {Move("break", sq)}
    ev = g.apply(Move("break", sq))
    assert g.state.units[sq].location == CASUALTY
    assert params(ev, "melee") == [] and g.pending.kind == "turn"
    assert x_card in g.state.players["axis"].hand
    assert vp_sources(g, "7.1") == [("allies", 2)]

    g = setup({"axis": [("red_rifle_squad", "E8", None, {"broken": True}), ("red_sergeant", "A10")],
               "allies": [("blue_infantry_squad", "E7", None, {"broken": True}), ("blue_infantry_squad", "O1")]},
              prefs=prefs)
    sq, inf = uid(g, "E8"), uid(g, "E7")
    card_with(g, "allies", "ambush")
    x_card = card_with(g, "axis", "ambush")
    order(g, "axis", "advance")
    g.apply(Move("activate", sq))
    g.apply(Move("advance", sq, "E7"))
    g.apply(Move("decline"))  # the Allies pass their chance: no more Allied Ambush in this Melee
    assert g.pending.player == "axis" and options(g) == {Move("decline"), Move("action", x_card, "ambush")}
    g.apply(Move("action", x_card, "ambush"))
    ev = g.apply(Move("break", inf))
    assert g.state.units[inf].location == CASUALTY and g.state.units[sq].location == ON_MAP
    assert params(ev, "melee") == [] and g.pending.kind == "turn"


# ----------------------------------------------------------------------------------------------
# A26 Assault Fire
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A26", "A24.3", "O20.3.4")
def test_assault_fire_during_the_move_then_the_move_goes_on():
    """An Assault Squad (FP 6 boxed, Movement 5) activated for Move enters C7 (1 MP) and plays
    Assault Fire at B5 (range 2): 6 + 3+4 = 13; the Infantry Squad 8 + 2+2 = 12: broken.  The
    card costs no MP and activates nobody: the Squad still has 4 MP."""
    g = setup({"axis": [("red_assault_squad", "D7")], "allies": [("blue_infantry_squad", "B5")]})
    sq, b5 = uid(g, "D7"), uid(g, "B5")
    card = card_with(g, "axis", "assault_fire")
    start_move(g, "axis", sq)
    assert g.pending.kind == "mover" and Move("action", card, "assault_fire") in options(g)  # before moving
    g.apply(Move("mover", sq))
    g.apply(Move("enter", sq, "C7"))
    assert Move("action", card, "assault_fire") in options(g)  # during the move
    g.apply(Move("action", card, "assault_fire"))
    assert g.pending.kind == "assault_target" and options(g) == {Move("target", "B5")}
    g.apply(Move("target", "B5"))
    assert options(g) == {Move("with", sq)}
    g.apply(Move("with", sq))
    testing.stack(g, "axis", (3, 4))
    testing.stack(g, "allies", (2, 2))
    ev = g.apply(Move("fire"))
    assert attack_of(ev) == [{"target": "B5", "fp": 6, "roll": 7, "total": 13}]
    assert defenses(ev) == [(b5, 8, 12, 13)]
    assert g.state.units[b5].broken
    assert card in g.state.players["axis"].discard
    assert g.pending.kind == "step" and g.pending.player == "axis"
    assert Move("enter", sq, "B7") in options(g) and Move("enter", sq, "C8") in options(g)  # Brush: 2 MP
    g.apply(Move("enter", sq, "C8"))
    g.apply(Move("enter", sq, "B8"))  # 1 + 2 + 1 = 4 spent of 5
    assert Move("enter", sq, "B9") in options(g)


@pytest.mark.rule("A26")
def test_assault_fire_after_the_move_and_only_pieces_with_boxed_fp():
    """A Rifle Squad (FP 5, not boxed) carrying a Flamethrower (FP 9 boxed, Range 1) moves D7 ->
    C7 and stops; after the movement the Axis player may still play Assault Fire while the
    Move Order lasts: only the Flamethrower fires, at B6 (adjacent): 9 + 1+1 = 11; B6 has a
    Road (Cover -1) but the Flamethrower sets Cover to 0 (11.6): Morale 8."""
    g = setup({"axis": [("red_rifle_squad", "D7", "red_flamethrower")], "allies": [("blue_infantry_squad", "B6")]})
    sq, ft, b6 = uid(g, "D7"), wid(g, "D7"), uid(g, "B6")
    card = card_with(g, "axis", "assault_fire")
    start_move(g, "axis", sq)
    assert Move("action", card, "assault_fire") not in options(g)  # B6 is out of Range 1 from D7
    g.apply(Move("mover", sq))
    g.apply(Move("enter", sq, "C7"))
    g.apply(Move("stop", sq))
    assert g.pending.kind == "after_move" and options(g) == {Move("done"), Move("action", card, "assault_fire")}
    g.apply(Move("action", card, "assault_fire"))
    g.apply(Move("target", "B6"))
    assert options(g) == {Move("with", ft)}  # the Squad's FP is not boxed: it cannot take part
    g.apply(Move("with", ft))
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (1, 2))
    ev = g.apply(Move("fire"))
    assert attack_of(ev) == [{"target": "B6", "fp": 9, "roll": 2, "total": 11}]
    assert defenses(ev) == [(b6, 8, 11, 11)]
    assert g.state.units[b6].suppressed and not g.state.units[b6].broken
    assert g.pending.kind == "turn"  # no card left: the Move Order is over


@pytest.mark.rule("A26")
def test_assault_fire_needs_a_piece_with_boxed_fp_activated_for_move():
    """A Rifle Squad (FP not boxed) moving within sight of B5: no Assault Fire; an Assault Squad
    that is not activated for Move gives none either."""
    g = setup({"axis": [("red_rifle_squad", "D7"), ("red_assault_squad", "C7")],
               "allies": [("blue_infantry_squad", "B5")]})
    sq = uid(g, "D7")
    card = card_with(g, "axis", "assault_fire")
    start_move(g, "axis", sq)
    g.apply(Move("mover", sq))
    g.apply(Move("enter", sq, "D6"))
    assert not options(g, "action")
    e = refused(g, Move("action", card, "assault_fire"))
    assert (e.rule, e.code) == ("A26", "assault_fire_no_target")
    g.apply(Move("stop", sq))
    assert g.pending.kind == "turn"  # no "after_move" question without a legal Assault Fire


# ----------------------------------------------------------------------------------------------
# A27 Bore Sighting, A30 Crossfire, A37 Marksmanship (+2 FP before the roll)
# ----------------------------------------------------------------------------------------------
def op_fire_at_c7(prefs_allies=("op_fire",), weapon: str | None = None) -> tuple[Game, str, str]:
    """An Axis Rifle Squad moves C8 -> C7; an Allied Infantry Team in B5 (FP 2, with
    ``weapon``) asks for Op Fire windows."""
    g = setup({"axis": [("red_rifle_squad", "C8")],
               "allies": [("blue_infantry_team", "B5", weapon), ("blue_infantry_squad", "O1")]},
              prefs={"axis": (), "allies": prefs_allies})
    return g, uid(g, "C8"), uid(g, "B5")


@pytest.mark.rule("A27", "A33.2", "A24.1")
def test_bore_sighting_defender_weapon_printed_fp_5():
    """The Defender's Tripod MG (printed FP 5) Op Fires with its Team at C7: X 5 + 1 + 2 = 8;
    roll 2+3: 13 against the moving Squad's 8 + 6+6 = 20."""
    g, sq, team = op_fire_at_c7(weapon="blue_mmg")
    mg = wid(g, "B5")
    fire = testing.hand(g, "allies", "fire")[0]
    bs = card_with(g, "allies", "bore_sighting")
    start_move(g, "axis", sq)
    g.apply(Move("mover", sq))
    g.apply(Move("enter", sq, "C7"))
    g.apply(Move("action", fire, "fire"))
    g.apply(Move("activate", team))
    g.apply(Move("with", team))
    assert Move("action", bs, "bore_sighting") not in options(g)  # the Team alone: no Weapon of FP 5
    assert refused(g, Move("action", bs, "bore_sighting")).rule == "A27"
    g.apply(Move("with", mg))
    g.apply(Move("action", bs, "bore_sighting"))
    testing.stack(g, "allies", (2, 3))
    testing.stack(g, "axis", (6, 6))
    ev = g.apply(Move("fire"))
    assert attack_of(ev) == [{"target": "C7", "fp": 8, "roll": 5, "total": 13}]


@pytest.mark.rule("A27")
def test_bore_sighting_never_for_the_attacker_nor_a_weapon_under_fp_5():
    g = setup({"axis": [("red_rifle_squad", "D7", "red_mmg")], "allies": [("blue_infantry_squad", "B5")]})
    bs = card_with(g, "axis", "bore_sighting")
    fire_order(g, "axis", uid(g, "D7"), "B5", uid(g, "D7"), wid(g, "D7"))  # Medium MG: printed FP 5
    assert not options(g, "action")
    assert refused(g, Move("action", bs, "bore_sighting")).rule == "A27"  # the Axis is the Attacker

    g, sq, team = op_fire_at_c7(weapon="blue_lmg")  # Squad MG: printed FP 4
    fire = testing.hand(g, "allies", "fire")[0]
    bs = card_with(g, "allies", "bore_sighting")
    start_move(g, "axis", sq)
    g.apply(Move("mover", sq))
    g.apply(Move("enter", sq, "C7"))
    g.apply(Move("action", fire, "fire"))
    g.apply(Move("activate", team))
    g.apply(Move("with", team))
    g.apply(Move("with", wid(g, "B5")))
    assert refused(g, Move("action", bs, "bore_sighting")).rule == "A27"


@pytest.mark.rule("A30", "A33.2", "O20.3.4")
def test_crossfire_only_against_moving_units():
    """Op Fire at the moving Squad in C7 with Crossfire: 2 + 2 = 4; roll 4+4: 12; the moving
    Squad 8 + 2+2 = 12: a tie breaks a Moving unit.  A Fire Order at a unit that is not moving
    gets no Crossfire."""
    g, sq, team = op_fire_at_c7()
    fire = testing.hand(g, "allies", "fire")[0]
    cf = card_with(g, "allies", "crossfire")
    start_move(g, "axis", sq)
    g.apply(Move("mover", sq))
    g.apply(Move("enter", sq, "C7"))
    g.apply(Move("action", fire, "fire"))
    g.apply(Move("activate", team))
    g.apply(Move("with", team))
    assert options(g) == {Move("fire"), Move("action", cf, "crossfire")}
    g.apply(Move("action", cf, "crossfire"))
    testing.stack(g, "allies", (4, 4))
    testing.stack(g, "axis", (2, 2))
    ev = g.apply(Move("fire"))
    assert attack_of(ev) == [{"target": "C7", "fp": 4, "roll": 8, "total": 12}]
    assert defenses(ev) == [(sq, 8, 12, 12)] and g.state.units[sq].broken

    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "B5")]})
    cf = card_with(g, "axis", "crossfire")
    fire_order(g, "axis", uid(g, "D7"), "B5", uid(g, "D7"))
    assert not options(g, "action")
    assert refused(g, Move("action", cf, "crossfire")).rule == "A30"


@pytest.mark.rule("A37", "A24.1")
def test_marksmanship_needs_a_squad_or_team_of_the_printed_nation():
    """A Sergeant (Command 1) and a Rifle Squad in D7 fire at C6 (range 2; the Sergeant's Range
    1 does not reach): Marksmanship printed for Redland adds 2; one printed for Blueland is
    refused (A37)."""
    g = setup({"axis": [("red_rifle_squad", "D7"), ("red_sergeant", "D7")],
               "allies": [("blue_infantry_squad", "B5"), ("blue_infantry_squad", "C6")]})
    sq, sgt = uid(g, "D7", "red_rifle_squad"), uid(g, "D7", "red_sergeant")
    red = card_with(g, "axis", "marksmanship", 0, marksman_nation="redland")
    blue = card_with(g, "axis", "marksmanship", 1, marksman_nation="blueland")
    order(g, "axis", "fire")
    g.apply(Move("activate", sgt))
    g.apply(Move("add", sq))
    g.apply(Move("done"))
    g.apply(Move("target", "C6"))
    g.apply(Move("with", sq))
    assert options(g, "action") == {Move("action", red, "marksmanship")}
    e = refused(g, Move("action", blue, "marksmanship"))
    assert (e.rule, e.code) == ("A37", "action_not_playable")
    g.apply(Move("action", red, "marksmanship"))
    testing.stack(g, "axis", (1, 2))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    # X = 5 + 1 (the Sergeant's Command) = 6, + 2 Marksmanship = 8
    assert attack_of(ev) == [{"target": "C6", "fp": 8, "roll": 3, "total": 11}]


@pytest.mark.rule("A37")
def test_marksmanship_refused_for_a_leader_alone():
    g = setup({"axis": [("red_sergeant", "C7")], "allies": [("blue_infantry_squad", "C6")]})
    red = card_with(g, "axis", "marksmanship", 0, marksman_nation="redland")
    fire_order(g, "axis", uid(g, "C7"), "C6", uid(g, "C7"))
    assert not options(g, "action")
    assert refused(g, Move("action", red, "marksmanship")).rule == "A37"


# ----------------------------------------------------------------------------------------------
# A29 Concealment (and test 12 with A40)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A29", "O20.3.4", "T78.3")
def test_concealment_subtracts_the_cover_for_every_roll_still_to_come():
    """A Rifle Squad in F8 fires at F6 (Building, Cover 3): 5 + 6+6 = 17.  Before the Guard
    Squad's roll the Allies play Concealment: 17 - 3 = 14.  Guard 9 + 3 + 1+1 = 14: a tie,
    suppressed (not broken: 17 would have broken it).  Before the Infantry Squad's roll they
    decline: it rolls against 14 too: 8 + 3 + 1+2 = 14: suppressed."""
    g = setup({"axis": [("red_rifle_squad", "F8")],
               "allies": [("blue_guard_squad", "F6"), ("blue_infantry_squad", "F6")]},
              prefs={"axis": (), "allies": ("concealment",)})
    guard, inf = uid(g, "F6", "blue_guard_squad"), uid(g, "F6", "blue_infantry_squad")
    card = card_with(g, "allies", "concealment")
    fire_order(g, "axis", uid(g, "F8"), "F6", uid(g, "F8"))
    testing.stack(g, "axis", (6, 6))
    testing.stack(g, "allies", (1, 1), (1, 2))
    ev = g.apply(Move("fire"))
    assert attack_of(ev) == [{"target": "F6", "fp": 5, "roll": 12, "total": 17}]
    g.apply(Move("defend", guard))
    d = g.pending
    assert (d.player, d.kind, d.window) == ("allies", "concealment", True)
    assert options(g) == {Move("decline"), Move("action", card, "concealment")}
    ev = g.apply(Move("action", card, "concealment"))
    assert params(ev, "concealment") == [{"cover": 3, "hex": "F6", "total": 14}]
    assert g.pending.kind == "concealment" and options(g) == {Move("decline")}  # may play another
    ev = g.apply(Move("decline"))
    assert defenses(ev) == [(guard, 12, 14, 14)]
    assert g.pending.kind == "concealment"  # before the next roll
    ev = g.apply(Move("decline"))
    assert defenses(ev) == [(inf, 11, 14, 14)]
    st = g.state
    assert st.units[guard].suppressed and not st.units[guard].broken
    assert st.units[inf].suppressed and not st.units[inf].broken


@pytest.mark.rule("A29", "11.6", "T93")
def test_concealment_not_offered_without_cover():
    """No window at Cover 0 (Open), at Cover -1 (a Road: nothing to subtract) nor against a
    Flamethrower (11.6: the Building's Cover is 0, Morale 8 without Cover)."""
    for hex_id, shooter in (("C7", "D7"), ("E5", "E7")):
        g = setup({"axis": [("red_rifle_squad", shooter)], "allies": [("blue_infantry_squad", hex_id)]},
                  prefs={"axis": (), "allies": ("concealment",)})
        card_with(g, "allies", "concealment")
        fire_order(g, "axis", uid(g, shooter), hex_id, uid(g, shooter))
        testing.stack(g, "axis", (6, 6))
        testing.stack(g, "allies", (6, 6))
        ev = g.apply(Move("fire"))
        assert len(defenses(ev)) == 1 and g.pending.kind == "fire"  # no window: back to the Order

    g = setup({"axis": [("red_rifle_squad", "G6", "red_flamethrower")], "allies": [("blue_infantry_squad", "F6")]},
              prefs={"axis": (), "allies": ("concealment",)})
    inf = uid(g, "F6")
    card_with(g, "allies", "concealment")
    fire_order(g, "axis", uid(g, "G6"), "F6", wid(g, "G6"))
    testing.stack(g, "axis", (2, 2))
    testing.stack(g, "allies", (4, 4))
    ev = g.apply(Move("fire"))
    assert attack_of(ev)[0] == {"target": "F6", "fp": 9, "roll": 4, "total": 13}
    assert defenses(ev) == [(inf, 8, 16, 13)] and g.pending.kind == "fire"


# ----------------------------------------------------------------------------------------------
# A40 Spray Fire (tests 12, 13)
# ----------------------------------------------------------------------------------------------
def spray_position(prefs_allies=()) -> tuple[Game, dict]:
    """A Rifle Squad (Range 5 boxed) in I7 next to H6 (Orchard, Cover 1: Infantry Squad, Morale
    8) and I6 (Building, Cover 3: Guard Squad, Morale 9)."""
    g = setup({"axis": [("red_rifle_squad", "I7")],
               "allies": [("blue_infantry_squad", "H6"), ("blue_guard_squad", "I6")]},
              prefs={"axis": (), "allies": prefs_allies})
    return g, {"sq": uid(g, "I7"), "p": uid(g, "H6"), "q": uid(g, "I6")}


@pytest.mark.rule("A40", "A29", "O20.3.4")
def test_12_concealment_against_spray_fire_uses_either_hex_cover():
    """Test 12: Spray Fire on H6 (P, Cover 1) and I6 (Q, Cover 3): one roll, 5 + 4+5 = 14.  The
    Allies play Concealment with Q's Cover: 14 - 3 = 11 for every Defense roll; each unit adds
    its own Cover: P 8 + 2 + 1+1 = 12 (the fire from I7 enters H6 across its Wall: Cover 2
    instead of the Orchard's 1, T97), no effect; Q 9 + 3 + 1+1 = 14."""
    g, ids = spray_position(prefs_allies=("concealment",))
    spray = card_with(g, "axis", "spray_fire")
    conceal = card_with(g, "allies", "concealment")
    fire_order(g, "axis", ids["sq"], "H6", ids["sq"])
    g.apply(Move("action", spray, "spray_fire"))  # I6 is the only other enemy hex: chosen at once
    testing.stack(g, "axis", (4, 5))
    testing.stack(g, "allies", (1, 1), (1, 1))
    ev = g.apply(Move("fire"))
    assert attack_of(ev) == [{"target": "H6+I6", "fp": 5, "roll": 9, "total": 14}]
    assert len(params(ev, "roll")) == 1  # one Fire Attack roll for both hexes
    assert g.pending.kind == "defend" and options(g) == {Move("defend", ids["p"]), Move("defend", ids["q"])}
    g.apply(Move("defend", ids["p"]))
    g.apply(Move("action", conceal, "concealment"))
    assert g.pending.kind == "concealment_hex" and options(g) == {Move("cover", "H6"), Move("cover", "I6")}
    ev = g.apply(Move("cover", "I6"))
    assert params(ev, "concealment") == [{"cover": 3, "hex": "I6", "total": 11}]
    ev = g.apply(Move("decline"))
    assert defenses(ev) == [(ids["p"], 10, 12, 11)]
    ev = g.apply(Move("decline"))
    assert defenses(ev) == [(ids["q"], 12, 14, 11)]
    st = g.state
    assert not st.units[ids["p"]].suppressed and not st.units[ids["q"]].suppressed


@pytest.mark.rule("A40", "A24.1")
def test_13_spray_fire_is_not_cumulative():
    """Test 13: a second Spray Fire card adds no hex: it is not offered and is refused (A40);
    the attack hits exactly H6 and I6."""
    g, ids = spray_position()
    s1 = card_with(g, "axis", "spray_fire", 0)
    s2 = card_with(g, "axis", "spray_fire", 1)
    fire_order(g, "axis", ids["sq"], "H6", ids["sq"])
    assert options(g, "action") == {Move("action", s1, "spray_fire"), Move("action", s2, "spray_fire")}
    g.apply(Move("action", s1, "spray_fire"))
    assert not options(g, "action")
    e = refused(g, Move("action", s2, "spray_fire"))
    assert (e.rule, e.code) == ("A40", "spray_once")
    testing.stack(g, "axis", (6, 6))
    testing.stack(g, "allies", (6, 6), (6, 6))
    ev = g.apply(Move("fire"))
    assert attack_of(ev)[0]["target"] == "H6+I6"
    assert s2 in g.state.players["axis"].hand


@pytest.mark.rule("A40")
def test_spray_fire_needs_boxed_range_and_a_second_enemy_hex_in_reach():
    """An Assault Squad (Range 3, not boxed) may not Spray Fire; a Rifle Squad may, but not
    with only one enemy hex; and every piece must reach both hexes (D7 does not see I6...)."""
    g = setup({"axis": [("red_assault_squad", "I7")],
               "allies": [("blue_infantry_squad", "H6"), ("blue_guard_squad", "I6")]})
    spray = card_with(g, "axis", "spray_fire")
    fire_order(g, "axis", uid(g, "I7"), "H6", uid(g, "I7"))
    assert not options(g, "action")
    e = refused(g, Move("action", spray, "spray_fire"))
    assert (e.rule, e.code) == ("A40", "spray_not_boxed")

    g = setup({"axis": [("red_rifle_squad", "I7")], "allies": [("blue_infantry_squad", "H6")]})
    spray = card_with(g, "axis", "spray_fire")
    fire_order(g, "axis", uid(g, "I7"), "H6", uid(g, "I7"))
    e = refused(g, Move("action", spray, "spray_fire"))
    assert (e.rule, e.code) == ("A40", "spray_no_hex")

    # H7 sees H6 but not I6 (blocked): it may not join a Spray Fire on both
    g = setup({"axis": [("red_sergeant", "I7"), ("red_rifle_squad", "I7"), ("red_rifle_squad", "H7")],
               "allies": [("blue_infantry_squad", "H6"), ("blue_guard_squad", "I6")]})
    sgt, i7, h8 = uid(g, "I7", "red_sergeant"), uid(g, "I7", "red_rifle_squad"), uid(g, "H7")
    spray = card_with(g, "axis", "spray_fire")
    order(g, "axis", "fire")
    g.apply(Move("activate", sgt))
    g.apply(Move("add", i7))
    g.apply(Move("add", h8))
    g.apply(Move("done"))
    g.apply(Move("target", "H6"))
    g.apply(Move("with", i7))
    g.apply(Move("action", spray, "spray_fire"))
    # after the Spray Fire, H7 may not join (it cannot reach I6); the Sergeant's Range is not
    # boxed
    assert options(g, "with") == set()
    e = refused(g, Move("with", h8))
    assert (e.rule, e.code) == ("A40", "spray_piece")


# ----------------------------------------------------------------------------------------------
# A31 Demolitions
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A31", "O15")
def test_demolitions_after_the_opponent_discards_by_passing():
    """The Axis player passes and discards one card: the Allies play Demolitions and eliminate
    the Foxholes of F6 (their Squad is there), not the Wire of G4 (no Allied unit)."""
    g = setup({"axis": [("red_rifle_squad", "D9")], "allies": [("blue_infantry_squad", "F6")]},
              prefs={"axis": (), "allies": ("demolitions",)})
    g.state.fortifications.update({"F6": "foxholes", "G4": "wire"})
    card = card_with(g, "allies", "demolitions")
    discard = sorted(g.state.players["axis"].hand)[0]
    g.apply(Move("pass"))
    g.apply(Move("discard", discard))
    g.apply(Move("done"))
    d = g.pending
    assert (d.player, d.kind, d.window) == ("allies", "demolitions", True)
    assert options(g) == {Move("decline"), Move("action", card, "demolitions")}
    ev = g.apply(Move("action", card, "demolitions"))
    assert params(ev, "fortification") == [{"fortification": "foxholes", "hex": "F6"}]
    assert g.state.fortifications == {"G4": "wire"}
    assert g.state.cover("F6") == 3  # the Building's Cover stays


@pytest.mark.rule("A31", "O15")
def test_demolitions_not_without_a_discard_nor_without_a_friendly_fortified_hex():
    g = setup({"axis": [("red_rifle_squad", "D9")], "allies": [("blue_infantry_squad", "F6")]},
              prefs={"axis": (), "allies": ("demolitions",)})
    g.state.fortifications.update({"F6": "foxholes"})
    card_with(g, "allies", "demolitions")
    g.apply(Move("pass"))
    g.apply(Move("done"))  # a Pass that discards nothing (ambiguity 6 of 03)
    assert g.pending.player == "allies" and g.pending.kind == "turn"

    g = setup({"axis": [("red_rifle_squad", "D9")], "allies": [("blue_infantry_squad", "F6")]},
              prefs={"axis": (), "allies": ("demolitions",)})
    g.state.fortifications.update({"G4": "wire"})
    card_with(g, "allies", "demolitions")
    g.apply(Move("pass"))
    g.apply(Move("discard", sorted(g.state.players["axis"].hand)[0]))
    g.apply(Move("done"))
    assert g.pending.kind == "turn" and g.state.fortifications == {"G4": "wire"}


# ----------------------------------------------------------------------------------------------
# A32 Dig In (6.1.2 step 6, reactions.py)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A32", "6.1.2")
def test_dig_in_at_the_end_of_a_time_advance():
    """A Time! trigger on the Axis Fire Attack roll advances Time; at the end the Allies (who
    asked for the window) play Dig In: Foxholes in F2 (their Squad), not in F6 (already has
    Foxholes).  The attack then resolves: the Squad in F2 now has Cover 3."""
    g = setup({"axis": [("red_rifle_squad", "F4")],
               "allies": [("blue_infantry_squad", "F2"), ("blue_infantry_squad", "F6")]},
              prefs={"axis": (), "allies": ("dig_in",)})
    g.state.fortifications["F6"] = "foxholes"
    f2 = uid(g, "F2")
    card = card_with(g, "allies", "dig_in")
    assert fire.line(g, "F4", "F2")[0] == "clear"
    fire_order(g, "axis", uid(g, "F4"), "F2", uid(g, "F4"))
    testing.stack(g, "axis", (5, 6, "time"))
    testing.stack(g, "allies", (1, 1))
    g.apply(Move("fire"))
    assert g.state.time == 1
    d = g.pending
    assert (d.player, d.kind, d.window) == ("allies", "dig_in", True)
    assert options(g) == {Move("decline"), Move("action", card, "dig_in")}
    g.apply(Move("action", card, "dig_in"))
    assert options(g) == {Move("dig_in", "F2")}  # F6 has a Fortification already
    ev = g.apply(Move("dig_in", "F2"))
    assert g.state.fortifications == {"F2": "foxholes", "F6": "foxholes"}
    # 5 + 11 = 16 against 8 + 3 (Foxholes) + 2 = 13: broken
    assert attack_of(ev) == [{"target": "F2", "fp": 5, "roll": 11, "total": 16}]
    assert defenses(ev) == [(f2, 11, 13, 16)]


@pytest.mark.rule("A32")
def test_dig_in_window_not_offered_when_no_hex_qualifies():
    g = setup({"axis": [("red_rifle_squad", "F4")], "allies": [("blue_infantry_squad", "F2")]},
              prefs={"axis": (), "allies": ("dig_in",)})
    g.state.fortifications["F2"] = "wire"
    card_with(g, "allies", "dig_in")
    fire_order(g, "axis", uid(g, "F4"), "F2", uid(g, "F4"))
    testing.stack(g, "axis", (5, 6, "time"))
    testing.stack(g, "allies", (1, 1))
    g.apply(Move("fire"))
    assert g.state.time == 1 and g.pending.kind == "fire"  # the Fire Order goes on: no window


# ----------------------------------------------------------------------------------------------
# A33 Op Fire: one attack per expenditure (test 7)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A33.3", "A33.2")
def test_7_one_op_fire_attack_per_expenditure_a_new_one_for_the_next_unit():
    """Test 7 (with a Brush hex, 2 MP, instead of a River: the village has none): the Rifle
    Squad X enters C8 from C9 (one expenditure of 2 MP): the Allies fire once from B5 and the
    window closes.  Squad Y, activated by the same Sergeant, later enters C8 from D8: a new
    expenditure: B5 may fire again without a new Fire card."""
    g = setup({"axis": [("red_sergeant", "C9"), ("red_rifle_squad", "C9"), ("red_rifle_squad", "D8")],
               "allies": [("blue_infantry_squad", "B5"), ("blue_infantry_squad", "O1")]},
              prefs={"axis": (), "allies": ("op_fire",)})
    sgt, x, y, b5 = uid(g, "C9", "red_sergeant"), uid(g, "C9", "red_rifle_squad"), uid(g, "D8"), uid(g, "B5")
    fire = testing.hand(g, "allies", "fire", "fire")
    start_move(g, "axis", sgt, x, y)
    g.apply(Move("mover", x))
    ev = g.apply(Move("enter", x, "C8"))
    assert params(ev, "unit_moved")[0]["spent"] == 2
    g.apply(Move("action", fire[0], "fire"))
    g.apply(Move("activate", b5))
    g.apply(Move("with", b5))
    testing.stack(g, "allies", (1, 1))
    testing.stack(g, "axis", (6, 6))
    ev = g.apply(Move("fire"))
    assert attack_of(ev) == [{"target": "C8", "fp": 4, "roll": 2, "total": 6}]
    assert g.pending.player == "axis" and g.pending.kind == "step"  # one attack: the window is closed
    g.apply(Move("stop", x))
    g.apply(Move("mover", y))
    g.apply(Move("enter", y, "C8"))
    assert options(g) == {Move("decline"), Move("op_fire")}
    g.apply(Move("op_fire"))
    g.apply(Move("with", b5))
    testing.stack(g, "allies", (1, 2))
    testing.stack(g, "axis", (6, 6), (6, 6))
    ev = g.apply(Move("fire"))
    assert attack_of(ev) == [{"target": "C8", "fp": 4, "roll": 3, "total": 7}]
    assert fire[1] in g.state.players["allies"].hand


@pytest.mark.rule("A33.2", "A33.3", "A24.1")
def test_several_fire_actions_at_one_expenditure_make_one_attack():
    """Ambiguity 7 of 03: at the C7 expenditure the Allies play a Fire card for B5, then a second
    one for B6: both fire together, one Fire Group: X 4 + 1 = 5, one attack."""
    g = setup({"axis": [("red_rifle_squad", "C8")],
               "allies": [("blue_infantry_squad", "B5"), ("blue_infantry_squad", "B6"),
                          ("blue_infantry_squad", "O1")]},
              prefs={"axis": (), "allies": ("op_fire",)})
    sq, b5, b6 = uid(g, "C8"), uid(g, "B5"), uid(g, "B6")
    fire = testing.hand(g, "allies", "fire", "fire")
    start_move(g, "axis", sq)
    g.apply(Move("mover", sq))
    g.apply(Move("enter", sq, "C7"))
    g.apply(Move("action", fire[0], "fire"))
    g.apply(Move("activate", b5))
    assert g.pending.kind == "react_more" and options(g) == {Move("op_fire"), Move("action", fire[1], "fire")}
    g.apply(Move("action", fire[1], "fire"))
    assert options(g) == {Move("activate", b6)}
    g.apply(Move("activate", b6))
    assert g.pending.kind == "group"  # no card, no fresh unit left: the attack
    g.apply(Move("with", b5))
    g.apply(Move("with", b6))
    testing.stack(g, "allies", (1, 1))
    testing.stack(g, "axis", (6, 6))
    ev = g.apply(Move("fire"))
    assert attack_of(ev) == [{"target": "C7", "fp": 5, "roll": 2, "total": 7}]
    assert g.state.op_fire_units == {b5, b6} and g.pending.kind == "step"


# ----------------------------------------------------------------------------------------------
# A34 Hand Grenades, A41 Sustained Fire (test 9)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A41", "A24.1", "11.4")
def test_9_two_sustained_fire_and_doubles_eliminate_the_machine_gun():
    """Test 9: a Rifle Squad with a Light MG fires with two Sustained Fire: X 5 + 1 + 4 = 10;
    the roll 2+2 (doubles): the MG breaks twice: eliminated.  10 + 4 = 14."""
    g = setup({"axis": [("red_rifle_squad", "D7", "red_lmg")], "allies": [("blue_infantry_squad", "B5")]})
    sq, mg = uid(g, "D7"), wid(g, "D7")
    s1 = card_with(g, "axis", "sustained_fire", 0)
    s2 = card_with(g, "axis", "sustained_fire", 1)
    fire_order(g, "axis", sq, "B5", sq)
    assert not options(g, "action")  # no MG fires yet
    g.apply(Move("with", mg))
    g.apply(Move("action", s1, "sustained_fire"))
    g.apply(Move("action", s2, "sustained_fire"))
    testing.stack(g, "axis", (2, 2))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    assert attack_of(ev) == [{"target": "B5", "fp": 10, "roll": 4, "total": 14}]
    assert [p["weapon"] for p in params(ev, "weapon")] == [mg, mg]
    assert g.state.weapons[mg].location == "casualty" and g.state.units[sq].weapon is None


@pytest.mark.rule("A41")
def test_9_one_sustained_fire_two_machine_guns_the_firer_breaks_one():
    """Test 9, second part: two MGs and one Sustained Fire: doubles break the one the firing
    player picks; the other stays whole; no roll that is not doubles breaks anything."""
    g = setup({"axis": [("red_sergeant", "C8"), ("red_rifle_squad", "D7", "red_mmg"),
                        ("red_rifle_team", "C7", "red_lmg")],
               "allies": [("blue_infantry_squad", "B5")]})
    sq, mmg, team, lmg = uid(g, "D7"), wid(g, "D7"), uid(g, "C7"), wid(g, "C7")
    sf = card_with(g, "axis", "sustained_fire")
    order(g, "axis", "fire")
    g.apply(Move("activate", uid(g, "C8")))
    g.apply(Move("add", sq))
    g.apply(Move("add", team))
    g.apply(Move("done"))
    g.apply(Move("target", "B5"))
    for p in (mmg, lmg):
        g.apply(Move("with", p))
    g.apply(Move("action", sf, "sustained_fire"))
    testing.stack(g, "axis", (5, 5))
    testing.stack(g, "allies", (6, 6))
    g.apply(Move("fire"))
    assert g.pending.kind == "malfunction" and options(g) == {Move("break", mmg), Move("break", lmg)}
    g.apply(Move("break", mmg))
    assert g.state.weapons[mmg].broken and not g.state.weapons[lmg].broken


@pytest.mark.rule("A34", "A24.1")
def test_hand_grenades_when_one_hex_of_a_spread_group_is_adjacent():
    """A Fire Group over D7 and C7 firing at B5: C7 is not adjacent (range 2), D7 neither: no
    Hand Grenades.  At C6 (adjacent to C7 only) they may be played: X 5 + 1 + 2 = 8."""
    g = setup({"axis": [("red_sergeant", "D7"), ("red_rifle_squad", "D7"), ("red_rifle_squad", "C7")],
               "allies": [("blue_infantry_squad", "C6")]})
    sgt, d7, c7 = uid(g, "D7", "red_sergeant"), uid(g, "D7", "red_rifle_squad"), uid(g, "C7")
    hg = card_with(g, "axis", "hand_grenades")
    order(g, "axis", "fire")
    g.apply(Move("activate", sgt))
    g.apply(Move("add", d7))
    g.apply(Move("add", c7))
    g.apply(Move("done"))
    g.apply(Move("target", "C6"))
    g.apply(Move("with", d7))
    assert not options(g, "action")  # D7 is 2 hexes from C6
    assert refused(g, Move("action", hg, "hand_grenades")).rule == "A34"
    g.apply(Move("with", c7))
    g.apply(Move("action", hg, "hand_grenades"))
    testing.stack(g, "axis", (1, 2))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    # X = D7 5 + 1 (Sergeant) = 6, + 1 (C7) + 2 = 9
    assert attack_of(ev) == [{"target": "C6", "fp": 9, "roll": 3, "total": 12}]


# ----------------------------------------------------------------------------------------------
# A36 Light Wounds (test 11)
# ----------------------------------------------------------------------------------------------
def light_wounds_position(prefs_allies=("light_wounds",), extra=()) -> tuple[Game, dict]:
    """Test 11: a broken, suppressed, activated Infantry Squad (Line) with a Squad MG in B5; a
    Rifle Squad in D7 fires at it: 5 + 6+6 = 17 against 6 - 1 + 1+1 = 7."""
    g = setup({"axis": [("red_rifle_squad", "D7")],
               "allies": [("blue_infantry_squad", "B5", "blue_lmg", {"broken": True, "suppressed": True}),
                          ("blue_infantry_squad", "O1"), *extra]},
              prefs={"axis": (), "allies": prefs_allies})
    ids = {"sq": uid(g, "D7"), "b5": uid(g, "B5"), "mg": wid(g, "B5")}
    g.state.activated_units.add(ids["b5"])
    ids["card"] = card_with(g, "allies", "light_wounds")
    fire_order(g, "axis", ids["sq"], "B5", ids["sq"])
    testing.stack(g, "axis", (6, 6))
    testing.stack(g, "allies", (1, 1))
    return g, ids


@pytest.mark.rule("A36", "3.2.4", "4.1.1", "7.1")
def test_11_light_wounds_replace_a_broken_squad_about_to_break():
    """Test 11: instead of being eliminated the Squad goes back to the box (no VP for the Axis,
    no Casualty) and a broken, activated Infantry Team with the same Squad MG and Suppressed
    marker takes its place; the Allies lose 1 VP."""
    g, ids = light_wounds_position()
    ev = g.apply(Move("fire"))
    assert defenses(ev) == [(ids["b5"], 5, 7, 17)]
    d = g.pending
    assert (d.player, d.kind, d.window) == ("allies", "light_wounds", True)
    assert options(g) == {Move("decline"), Move("action", ids["card"], "light_wounds")}
    ev = g.apply(Move("action", ids["card"], "light_wounds"))
    st = g.state
    squad = st.units[ids["b5"]]
    team = st.units[f"{ids['b5']}-w"]
    assert squad.location == REMOVED and squad.weapon is None
    assert (team.type.id, team.location, team.hex, team.broken, team.suppressed, team.weapon) == (
        "blue_infantry_team", ON_MAP, "B5", True, True, ids["mg"])
    assert team.id in st.activated_units
    assert st.players["allies"].casualties == [] and vp_sources(g, "7.1") == []
    assert vp_sources(g, "A36") == [("allies", -1)] and st.vp == 1
    assert params(ev, "light_wounds") == [{"unit": ids["b5"], "team": team.id}]


@pytest.mark.rule("A36", "3.2.4")
def test_light_wounds_declined_the_squad_is_eliminated():
    g, ids = light_wounds_position()
    g.apply(Move("fire"))
    g.apply(Move("decline"))
    st = g.state
    assert st.units[ids["b5"]].location == CASUALTY and vp_sources(g, "7.1") == [("axis", 2)]
    assert ids["card"] in st.players["allies"].hand


@pytest.mark.rule("A36")
def test_light_wounds_not_for_a_team_nor_without_a_team_counter_left():
    """A Team about to break gets no window; nor does a Squad when every Infantry Team counter
    (10) is in use (ambiguity 11 of 03)."""
    g = setup({"axis": [("red_rifle_squad", "D7")],
               "allies": [("blue_infantry_team", "B5"), ("blue_infantry_squad", "O1")]},
              prefs={"axis": (), "allies": ("light_wounds",)})
    card_with(g, "allies", "light_wounds")
    fire_order(g, "axis", uid(g, "D7"), "B5", uid(g, "D7"))
    testing.stack(g, "axis", (6, 6))
    testing.stack(g, "allies", (1, 1))
    g.apply(Move("fire"))
    assert g.pending.kind == "fire" and testing.unit_at(g, "B5").broken

    g = setup({"axis": [("red_rifle_squad", "D7")],
               "allies": [("blue_infantry_squad", "B5"), ("blue_infantry_squad", "O1")]},
              prefs={"axis": (), "allies": ("light_wounds",)})
    st = g.state
    team_type = st.units[uid(g, "B5")].type.deploys_to
    in_use = sum(1 for u in st.units.values() if u.type.id == team_type and u.location != REMOVED)
    for _ in range(10 - in_use):  # the rest of the counters on the Casualty Track
        t = testing.add_unit(g, "allies", team_type, "O2")
        t.location, t.hex = CASUALTY, None
    card_with(g, "allies", "light_wounds")
    fire_order(g, "axis", uid(g, "D7"), "B5", uid(g, "D7"))
    testing.stack(g, "axis", (6, 6))
    testing.stack(g, "allies", (1, 1))
    g.apply(Move("fire"))
    assert g.pending.kind == "fire" and testing.unit_at(g, "B5").broken


@pytest.mark.rule("A36", "O16.4.3")
def test_light_wounds_not_when_a_melee_is_lost():
    """The Guard Squad losing a Melee is eliminated outright: no Light Wounds window."""
    g = setup({"axis": [("red_sergeant", "D8"), ("red_assault_squad", "E8")],
               "allies": [("blue_guard_squad", "E7"), ("blue_infantry_squad", "O1")]},
              prefs={"axis": (), "allies": ("light_wounds",)})
    guard = uid(g, "E7")
    card_with(g, "allies", "light_wounds")
    order(g, "axis", "advance")
    g.apply(Move("activate", uid(g, "E8")))
    testing.stack(g, "allies", (1, 1))  # 6 + 2 = 8
    testing.stack(g, "axis", (6, 6))    # 7 + 12 = 19
    g.apply(Move("advance", uid(g, "E8"), "E7"))
    assert g.state.units[guard].location == CASUALTY and g.pending.kind == "turn"


@pytest.mark.rule("A36", "A25", "O16.4.3")
def test_light_wounds_on_an_ambush_break_and_the_team_fights_the_melee():
    """The Allies Ambush; the Axis player breaks his Assault Squad and plays Light Wounds: an
    (unbroken) Assault Team replaces it.  Melee: Allies 5 + 1 + 3+4 = 13, Axis Team 3 + 1 +
    1+2 = 7: the Axis loses: the Team, which took part in the Melee, is eliminated (1 VP)."""
    g = setup({"axis": [("red_assault_squad", "E8"), ("red_sergeant", "A10")],
               "allies": [("blue_guard_squad", "E7"), ("blue_infantry_squad", "O1")]},
              prefs={"axis": ("light_wounds",), "allies": ("ambush",)})
    sq = uid(g, "E8")
    amb = card_with(g, "allies", "ambush")
    lw = card_with(g, "axis", "light_wounds")
    order(g, "axis", "advance")
    g.apply(Move("activate", sq))
    g.apply(Move("advance", sq, "E7"))
    g.apply(Move("action", amb, "ambush"))
    g.apply(Move("break", sq))
    assert g.pending.kind == "light_wounds" and g.pending.player == "axis"
    g.apply(Move("action", lw, "light_wounds"))
    team = g.state.units[f"{sq}-w"]
    assert team.type.id == "red_assault_team" and not team.broken and team.hex == "E7"
    testing.stack(g, "allies", (3, 4))
    testing.stack(g, "axis", (1, 2))
    ev = g.apply(Move("decline"))  # no second Allied Ambush
    assert [p["total"] for p in params(ev, "melee")] == [13, 7]
    assert team.location == CASUALTY
    assert vp_sources(g, "A36") == [("axis", -1)] and vp_sources(g, "7.1") == [("allies", 1)]


# ----------------------------------------------------------------------------------------------
# A38 No Quarter
# ----------------------------------------------------------------------------------------------
def melee_game(scenario="test-skirmish", prefs=None) -> tuple[Game, dict]:
    """An Assault Squad (Melee strength 7) Advances from E8 into E7, held by a Guard Squad (6)."""
    g = setup({"axis": [("red_assault_squad", "E8"), ("red_sergeant", "A10")],
               "allies": [("blue_guard_squad", "E7"), ("blue_infantry_squad", "O1")]},
              prefs=prefs or {"axis": ("no_quarter",), "allies": ("no_quarter",)}, scenario=scenario)
    ids = {"sq": uid(g, "E8"), "guard": uid(g, "E7")}
    ids["axis_card"] = card_with(g, "axis", "no_quarter")
    ids["allies_card"] = card_with(g, "allies", "no_quarter")
    order(g, "axis", "advance")
    g.apply(Move("activate", ids["sq"]))
    return g, ids


@pytest.mark.rule("A38", "O16.4.3", "7.1")
def test_no_quarter_for_the_survivor_of_the_melee():
    """Allies 6 + 1+1 = 8, Axis 7 + 2+2 = 11: the Guard Squad is eliminated (2 VP).  The Allies
    have no survivor: no window; the Axis (Redland: against anyone) plays No Quarter: +2 VP."""
    g, ids = melee_game()
    testing.stack(g, "allies", (1, 1))
    testing.stack(g, "axis", (2, 2))
    g.apply(Move("advance", ids["sq"], "E7"))
    assert g.state.units[ids["guard"]].location == CASUALTY
    d = g.pending
    assert (d.player, d.kind, d.window) == ("axis", "no_quarter", True)
    assert options(g) == {Move("decline"), Move("action", ids["axis_card"], "no_quarter")}
    g.apply(Move("action", ids["axis_card"], "no_quarter"))
    assert vp_sources(g, "A38") == [("axis", 2)] and g.state.vp == 4
    assert g.pending.kind == "no_quarter"  # another card could follow (A24.1)
    g.apply(Move("decline"))
    assert g.pending.kind == "turn"


@pytest.mark.rule("A38")
def test_no_quarter_only_for_the_nations_allowed():
    """Blueland may play No Quarter against Redland; a Redland whose nation data allows no
    opponent is never offered the window, even when it wins."""
    g, ids = melee_game()
    testing.stack(g, "allies", (6, 6))  # 6 + 12 = 18
    testing.stack(g, "axis", (1, 1))    # 7 + 2 = 9
    g.apply(Move("advance", ids["sq"], "E7"))
    assert g.pending.player == "allies" and g.pending.kind == "no_quarter"
    g.apply(Move("action", ids["allies_card"], "no_quarter"))
    assert vp_sources(g, "A38") == [("allies", 2)]

    sc = load_scenario("test-skirmish")
    axis = sc.side("axis")
    no_nq = dataclasses.replace(axis, nation=dataclasses.replace(axis.nation, no_quarter_against=()))
    sc2 = dataclasses.replace(sc, sides={**sc.sides, "axis": no_nq})
    g, ids = melee_game(scenario=sc2)
    testing.stack(g, "allies", (1, 1))
    testing.stack(g, "axis", (2, 2))
    g.apply(Move("advance", ids["sq"], "E7"))
    assert g.state.units[ids["guard"]].location == CASUALTY
    assert g.pending.kind == "turn" and vp_sources(g, "A38") == []
    assert melee.no_quarter_refusal(g, "axis", "E7", {"axis": [ids["sq"]], "allies": [ids["guard"]]}).rule == "A38"


# ----------------------------------------------------------------------------------------------
# A39 Smoke Grenades: only a unit with boxed Movement activated for Move
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A39")
def test_smoke_grenades_need_boxed_movement():
    g = setup({"axis": [("red_rifle_squad", "D7")], "allies": [("blue_infantry_squad", "A1")]})
    sq = uid(g, "D7")
    card = card_with(g, "axis", "smoke_grenades")
    start_move(g, "axis", sq)
    assert not options(g, "action")
    g.apply(Move("mover", sq))
    assert not options(g, "action")
    assert refused(g, Move("action", card, "smoke_grenades")).rule == "A39"


@pytest.mark.rule("A39", "A24.3")
def test_smoke_grenades_before_the_unit_moves(monkeypatch):
    """An Assault Squad (boxed Movement) may throw Smoke before it starts moving (at the choice
    of the unit to move): Smoke 3 in C7; it costs no MP: entering Brush C8 makes 2 spent."""
    g = setup({"axis": [("red_assault_squad", "D7")], "allies": [("blue_infantry_squad", "A1")]})
    sq = uid(g, "D7")
    monkeypatch.setattr(g.state.rng, "choice", lambda pool: 3 if 3 in pool else pytest.fail("no 3"))
    card = card_with(g, "axis", "smoke_grenades")
    start_move(g, "axis", sq)
    g.apply(Move("action", card, "smoke_grenades"))
    assert options(g) == {Move("smoke", h) for h in ("D7", *g.grid.neighbours("D7").values())}
    g.apply(Move("smoke", "C7"))
    assert g.state.smoke == {"C7": 3} and g.pending.kind == "mover"
    g.apply(Move("mover", sq))
    ev = g.apply(Move("enter", sq, "C8"))
    assert params(ev, "unit_moved")[0]["spent"] == 2


# ----------------------------------------------------------------------------------------------
# 11.6 (needed by A29): a Flamethrower's target has Cover 0
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("11.6", "O20.3.4")
def test_flamethrower_sets_the_cover_to_zero():
    """The Flamethrower (FP 9 boxed) fires from G6 at F6 (Building, Cover 3): the Infantry
    Squad defends with Morale 8, not 11: 8 + 2+2 = 12 < 9 + 4 = 13: broken."""
    g = setup({"axis": [("red_rifle_squad", "G6", "red_flamethrower")], "allies": [("blue_infantry_squad", "F6")]})
    inf = uid(g, "F6")
    fire_order(g, "axis", uid(g, "G6"), "F6", wid(g, "G6"))
    testing.stack(g, "axis", (2, 2))
    testing.stack(g, "allies", (2, 2))
    ev = g.apply(Move("fire"))
    assert defenses(ev) == [(inf, 8, 12, 13)] and g.state.units[inf].broken


# ----------------------------------------------------------------------------------------------
# random play with every Action window asked for
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A24.1")
def test_random_games_with_every_action_window(monkeypatch):
    """30 seeded random games (invariants checked after every move) with the Action windows of
    this chapter asked for by both players: no error, no endless game."""
    import cc_desktop.rules.game as game_module

    windows = tuple(dict.fromkeys(game_module.WINDOWS + ("concealment", "light_wounds", "no_quarter",
                                                         "demolitions")))
    monkeypatch.setattr(game_module, "WINDOWS", windows)
    sc = load_scenario("test-skirmish")
    for seed in range(30):
        report = play_one(sc, seed, check=True)
        assert report.error is None, (seed, report.error)
        assert report.finished
