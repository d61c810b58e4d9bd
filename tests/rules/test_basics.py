"""Rules engine: rules 1-9 and 11-13 (shared/rules/01-basics.md, test scenarios and ambiguities).

Every test sets up an exact position (``testing.position`` / ``add_unit``), the exact cards on
top of the decks (``testing.stack``) and checks exact numbers.  The map is the test scenario's
"village" map; the hexes used are Open Ground (Cover 0) unless a comment says otherwise:
woods A9/A10 (Cover 2), road E5 (Cover -1), hill L3 (level 1, Objective 4), building I3+J3
(Objective 1), G5 (Objective 2).  LOS scenarios (10.x) are in tests/board.
"""

from __future__ import annotations

import dataclasses

import pytest

from cc_desktop.content import Reinforcement, load_chits, load_scenario
from cc_desktop.rules import testing
from cc_desktop.rules.machine import GameOver
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.messages import IllegalMove
from cc_desktop.rules.state import CASUALTY, ON_MAP, REMOVED, TIME_TRACK, card_counts
from cc_desktop.rules import fate
from cc_desktop.rules.events import units as unit_events
from cc_desktop.rules import fire
from cc_desktop.rules import units
from cc_desktop.rules import victory
from tests.rules.helpers_messages import said

NO_WINDOWS = {"axis": (), "allies": ()}
CHITS = {c.id: c for c in load_chits()}
TOP_EDGE = [f"{c}1" for c in "ABCDEFGHIJKLMNO"]
BOTTOM_EDGE = [f"{c}10" for c in "ABCDEFGHIJKLMNO"]


# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------
def setup(units: dict, prefs: dict | None = None, chits: tuple[str, ...] = (), secret: dict | None = None) -> Game:
    """A position with exactly ``units`` on the map and exactly the open chits ``chits`` (the
    scenario's random chits removed, so that VP arithmetic is exact)."""
    g = testing.position(units, prefs=prefs)
    set_chits(g, chits, secret or {})
    return g


def set_chits(g: Game, open_ids=(), secret: dict | None = None) -> None:
    st = g.state
    st.open_chits = list(open_ids)
    st.secret_chits = {s: list((secret or {}).get(s, ())) for s in ("axis", "allies")}
    st.objective_values = {}
    for c in g.open_chits:
        for n, v in victory.chit_values(g, c):
            st.objective_values[n] = st.objective_values.get(n, 0) + v


def uid(g: Game, hex_id: str, type_id: str | None = None) -> str:
    return testing.unit_at(g, hex_id, type_id).id


def keep_draw(g: Game, side: str, n: int) -> None:
    """Leave ``n`` cards in the draw pile; the others go to the discard pile (deck stays 72)."""
    p = g.state.players[side]
    while len(p.draw) > n:
        p.discard.append(p.draw.pop(0))


def keep_hand(g: Game, side: str, n: int) -> None:
    """Leave ``n`` cards in hand (the others as if played for Actions: to the discard pile)."""
    p = g.state.players[side]
    while len(p.hand) > n:
        c = max(p.hand)
        p.hand.remove(c)
        p.discard.append(c)


def reprint_all(g: Game, side: str, **changes) -> None:
    """Re-print every card of ``side``'s deck (e.g. all dice 6+6): fixes rolls made after a
    reshuffle, whose order the test cannot stack."""
    p = g.state.players[side]
    for n in list(p.cards):
        p.cards[n] = dataclasses.replace(p.cards[n], **changes)


def reinforce_at(g: Game, side: str, type_id: str, time: int):
    u = testing.add_unit(g, side, type_id, "A1")
    u.location, u.hex, u.time = TIME_TRACK, None, time
    return u


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def piles(g: Game, side: str) -> tuple[int, int, int]:
    p = g.state.players[side]
    return len(p.draw), len(p.hand), len(p.discard)


def order(g: Game, side: str, name: str) -> list:
    """Play a card from ``side``'s hand for Order ``name`` (the card re-printed to show it)."""
    (card,) = testing.hand(g, side, name)
    return g.apply(Move("order", card, name))


def recover(g: Game, unit_id: str) -> list:
    """An Axis Recover Order whose one Rally roll is for ``unit_id``: the simplest roll there is."""
    events = order(g, "axis", "recover")
    return events + g.apply(Move("rally", unit_id))


def options(g: Game, kind: str | None = None) -> set[Move]:
    return {m for m in g.legal_moves() if kind is None or m.kind == kind}


def assert_decks(g: Game) -> None:
    assert card_counts(g.state) == {"axis": 72, "allies": 72}


# ----------------------------------------------------------------------------------------------
# 1.1, 5.3, 5.4: hand size, discard, refill
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("1.1", "5.4")
@pytest.mark.parametrize("posture,size", [("attacker", 6), ("recon", 5), ("defender", 4)])
def test_hand_size_by_posture_opening_and_refill(posture, size):
    sc = load_scenario("test-skirmish")
    sides = dict(sc.sides)
    sides["allies"] = dataclasses.replace(sides["allies"], posture=posture)
    g = Game.new(dataclasses.replace(sc, sides=sides), seed=3, prefs=NO_WINDOWS)
    while g.pending.kind == "setup":
        g.apply(g.pending.options[0])
    assert piles(g, "allies") == (72 - size, size, 0)  # 1.1: the opening hand
    assert piles(g, "axis") == (66, 6, 0)
    g.apply(Move("pass"))  # Axis passes without discarding
    g.apply(Move("done"))
    assert g.pending.player == "allies" and g.pending.kind == "turn"
    g.apply(Move("pass"))
    hand = sorted(g.state.players["allies"].hand)
    g.apply(Move("discard", hand[0]))
    g.apply(Move("discard", hand[1]))
    assert g.pending.kind == "turn" and g.pending.player == "axis"  # blueland's discard limit is 2
    assert piles(g, "allies") == (72 - size - 2, size, 2)  # 5.4: refilled to the hand size
    assert_decks(g)


@pytest.mark.rule("5.3", "O15")
def test_pass_discards_at_most_the_discard_capability():
    g = setup({"axis": [("red_rifle_squad", "C9")], "allies": [("blue_infantry_squad", "C2")]})
    g.apply(Move("pass"))
    for _ in range(3):  # redland: discard capability 3
        assert g.pending.kind == "discard" and Move("done") in options(g)
        g.apply(Move("discard", sorted(g.state.players["axis"].hand)[0]))
    assert g.pending.player == "allies" and g.pending.kind == "turn"  # no fourth discard
    assert piles(g, "axis") == (63, 6, 3)


@pytest.mark.rule("5.4")
def test_refill_only_for_the_active_player():
    g = setup({"axis": [("red_rifle_squad", "C9")], "allies": [("blue_infantry_squad", "C2")]})
    keep_hand(g, "axis", 4)
    keep_hand(g, "allies", 3)  # e.g. an Action played during the Axis turn
    g.apply(Move("pass"))
    g.apply(Move("done"))
    assert piles(g, "axis") == (64, 6, 2)
    assert piles(g, "allies") == (68, 3, 1)  # not refilled at the end of the opponent's turn
    g.apply(Move("pass"))
    g.apply(Move("done"))
    assert piles(g, "allies") == (67, 4, 1)
    assert_decks(g)


@pytest.mark.rule("5.4", "6.1.2", "1.4")
def test_refill_draws_the_last_card_then_time_advances_and_refill_continues():
    """Scenario 9: hand 2, draw pile 1, discard 69; the drawn last card's Event! is ignored."""
    g = setup({"axis": [("red_rifle_squad", "C9")], "allies": [("blue_infantry_squad", "C2")]})
    keep_hand(g, "axis", 2)
    keep_draw(g, "axis", 1)
    testing.stack(g, "axis", (1, 1, "event"))
    assert piles(g, "axis") == (1, 2, 69)
    g.apply(Move("pass"))
    events = g.apply(Move("done"))
    st = g.state
    assert st.time == 1
    assert st.vp == -1  # step 3: the Defender (Allies) gains 1 VP
    assert piles(g, "axis") == (66, 6, 0)  # 69 reshuffled, then 3 more drawn
    assert piles(g, "allies") == (68, 4, 0)  # only the causing player reshuffles (1.4)
    assert "event" not in kinds(events) and "trigger" not in kinds(events)
    assert kinds(events).count("reshuffle") == 1
    assert_decks(g)


# ----------------------------------------------------------------------------------------------
# 1.3, 1.9, 6.1.2: revealing, the last card, Time!
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("1.3", "1.9")
def test_a_roll_reveals_the_top_card_onto_that_players_discard_pile():
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "C2")]})
    (card,) = testing.stack(g, "axis", (2, 3))
    events = recover(g, uid(g, "C9"))
    p = g.state.players["axis"]
    assert p.discard[-1] == card and len(p.draw) == 65
    assert piles(g, "allies") == (68, 4, 0)
    assert said(events, "1.9", "roll", player="axis", d1=2, d2=3, total=5, what="Rally: {0}", subject=uid(g, "C9"))
    assert not g.state.units[uid(g, "C9")].broken  # 5 < Morale 6 (broken side, Cover 0): rallied


@pytest.mark.rule("6.1.2", "1.3", "1.4")
@pytest.mark.parametrize("trigger", [None, "time"])
def test_revealing_the_last_card_advances_time_once(trigger):
    """Scenario 8: the last card, even showing Time!, advances the marker exactly one space."""
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "C2")]})
    keep_draw(g, "axis", 1)
    testing.stack(g, "axis", (3, 3, trigger))
    events = recover(g, uid(g, "C9"))
    st = g.state
    assert st.time == 1
    assert kinds(events).count("time") == 1 and kinds(events).count("reshuffle") == 1
    assert st.vp == -1
    assert piles(g, "axis") == (67, 5, 0)  # hand 5 after the Recover card; all else reshuffled
    assert piles(g, "allies") == (68, 4, 0)
    assert st.units[uid(g, "C9")].suppressed  # then the roll: 6 = Morale 6
    assert_decks(g)


@pytest.mark.rule("1.9.1.4", "6.1.2")
def test_time_trigger_advances_time_and_reshuffles_only_the_roller():
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "C2")]})
    g.state.players["allies"].discard.append(g.state.players["allies"].draw.pop())
    testing.stack(g, "axis", (6, 5, "time"))
    recover(g, uid(g, "C9"))
    assert g.state.time == 1 and g.state.vp == -1
    assert piles(g, "axis") == (67, 5, 0)
    assert piles(g, "allies") == (67, 4, 1)  # the Allies' discard pile is not reshuffled


@pytest.mark.rule("1.9.1", "6.1.2", "1.9.1.3")
def test_non_time_trigger_on_the_last_card_resolves_after_the_time_advancement():
    """Scenario 7: Fire Attack Roll 8 with Sniper! on the last card: Time +1, reshuffle, Defender
    VP, Smoke removal, reinforcements, then the Sniper! (top card of the NEW pile), then the 8."""
    g = setup({"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "E7")]})
    st = g.state
    squad, target = uid(g, "E8"), uid(g, "E7")
    team = reinforce_at(g, "allies", "blue_infantry_team", 1)
    st.smoke = {"C3": 2, "H2": 3}
    reprint_all(g, "axis", random_hex="E6", trigger=None)  # the reshuffled pile's top: hex E6
    keep_draw(g, "axis", 1)
    testing.stack(g, "axis", (4, 4, "sniper"))
    testing.stack(g, "allies", (1, 1))  # the Fire Defense Roll
    order(g, "axis", "fire")
    g.apply(Move("activate", squad))
    g.apply(Move("target", "E7"))
    g.apply(Move("with", squad))
    ev = g.apply(Move("fire"))
    assert st.time == 1 and st.vp == -1
    assert kinds(ev) == ["card_revealed", "roll", "time", "reshuffle", "vp", "vp"]
    assert g.pending.player == "axis" and g.pending.kind == "remove_smoke"  # step 4: the causer
    assert options(g) == {Move("remove_smoke", "C3"), Move("remove_smoke", "H2")}
    g.apply(Move("remove_smoke", "H2"))
    assert st.smoke == {"C3": 2}
    assert g.pending.player == "allies" and g.pending.kind == "reinforce"  # step 5
    g.apply(Move("reinforce", team.id, "E1"))
    assert g.pending.kind == "sniper"  # only now: the Sniper!, hex E6
    assert options(g) == {Move("snipe", target), Move("snipe_none")}
    assert st.players["axis"].discard == [st.players["axis"].discard[-1]]  # one card since the reshuffle
    ev = g.apply(Move("snipe", target))
    assert st.units[target].broken
    assert said(ev, "O20.3.3", "attack", target="E7", fp=5, roll=8, total=13)  # the locked 8, after the Sniper!
    # the Defense: broken Morale 6 + 2 = 8 < 13: the broken Squad is eliminated
    assert st.units[target].location == CASUALTY and st.vp == -1 + 2
    assert st.units[team.id].hex == "E1"
    assert_decks(g)


@pytest.mark.rule("1.9.1", "6.2.2")
@pytest.mark.parametrize("nested", ["event", "sniper", "time"])
def test_nested_roll_triggers_nothing_sudden_death_roll_with_a_trigger(nested):
    """Scenario 6: Time! moves the marker into the Sudden Death space; that roll's trigger is
    ignored (and its 12 lets play continue)."""
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "C2")]})
    st = g.state
    st.time = 4  # Sudden Death marker in space 5
    reprint_all(g, "axis", dice=(6, 6), trigger=nested, event="interdiction", random_hex="C2")
    testing.stack(g, "axis", (4, 4, "time"))
    ev = recover(g, uid(g, "C9"))
    assert st.time == 5 and not st.over and g.pending.player == "axis"
    assert "trigger_ignored" in [e.message.code for e in ev]
    assert not {"event", "sniper"} & set(kinds(ev))  # nothing executed, no card revealed for it
    assert len(st.players["axis"].discard) == 1  # the Sudden Death roll's card only
    assert st.vp == -1 and kinds(ev).count("time") == 1
    assert g.pending.kind == "turn"


@pytest.mark.rule("9.1", "6.1.2")
def test_reroll_of_the_last_card_keeps_its_time_advancement():
    """Ambiguity 11 of 01: the re-roll cancels the card's Time! but not the advance that
    revealing the last card causes; the new roll comes from the reshuffled pile."""
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "C2")]}, prefs={"axis": (), "allies": {"reroll"}})
    st = g.state
    reprint_all(g, "axis", dice=(1, 2), trigger=None)
    keep_draw(g, "axis", 1)
    testing.stack(g, "axis", (6, 6, "time"))
    recover(g, uid(g, "C9"))
    g.apply(Move("reroll"))
    assert st.time == 1 and st.initiative == "axis"
    assert piles(g, "axis") == (66, 5, 1)
    assert g.pending.kind == "turn"  # the Axis asked for no re-roll window
    assert not st.units[uid(g, "C9")].broken  # 3 < Morale 6: rallied


@pytest.mark.rule("1.9.1.3", "6.1.2")
def test_random_hex_on_the_last_card_advances_time_after_the_sniper():
    """Ambiguity 12 of 01: the Sniper! resolves first, then the Time Advancement."""
    g = setup(SNIPER_UNITS)
    st = g.state
    keep_draw(g, "axis", 2)
    testing.stack(g, "axis", (4, 4, "sniper"), (6, 6, None, "D5"))
    recover(g, uid(g, "C9"))
    assert g.pending.kind == "sniper" and st.time == 0
    ev = g.apply(Move("snipe_none"))
    assert st.time == 1 and st.vp == -1 and kinds(ev)[:3] == ["sniper", "time", "reshuffle"]
    assert piles(g, "axis") == (67, 5, 0)


@pytest.mark.rule("1.9.1.1", "6.1.2")
def test_event_card_being_the_last_card_advances_time_after_the_event():
    g = setup({"axis": [("red_rifle_squad", "A10", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "E7")]})
    st = g.state
    keep_draw(g, "axis", 2)
    testing.stack(g, "axis", (5, 5, "event"))
    testing.event_card(g, "axis", 1, "interdiction")
    recover(g, uid(g, "A10"))
    assert g.pending.kind == "interdiction" and st.time == 0
    g.apply(Move("suppress", uid(g, "E7")))
    assert st.time == 1 and piles(g, "axis") == (67, 5, 0)


@pytest.mark.rule("1.8", "1.4", "6.1.2")
def test_random_hex_needed_after_the_events_card_emptied_the_pile(monkeypatch):
    """Ambiguity 12 of 01: the Event's card was the last one; the Event then needs a random hex
    (an Event handler stands in for one of the catalogue): the pile is reshuffled for it, and
    the Time Advancement still comes once, after the Event."""
    g = setup({"axis": [("red_rifle_squad", "A10", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "A1")]})
    st = g.state
    seen = []

    def event_shell_shock(g, side, card):
        seen.append(fate.random_hex(g, side))
        yield from ()

    monkeypatch.setattr(unit_events, "event_shell_shock", event_shell_shock)
    reprint_all(g, "axis", random_hex="K5")
    keep_draw(g, "axis", 2)
    testing.stack(g, "axis", (5, 5, "event"))
    testing.event_card(g, "axis", 1, "shell_shock")
    ev = recover(g, uid(g, "A10"))
    assert seen == ["K5"]
    assert st.time == 1 and st.vp == -1 and kinds(ev).count("time") == 1
    assert piles(g, "axis") == (67, 5, 0)
    assert_decks(g)


# ----------------------------------------------------------------------------------------------
# 6.2, 6.3, 9.2: Sudden Death and the end of the game
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("6.2.2", "6.3", "9.2")
@pytest.mark.parametrize("dice,over,vp,initiative,winner", [
    ((2, 2), True, 0, "allies", "allies"),   # 4 < 5: ends; VP 0: the Initiative holder wins
    ((2, 2), True, 0, "axis", "axis"),
    ((2, 2), True, 1, "allies", "axis"),     # the VP decide
    ((2, 3), False, 0, "allies", None),      # 5 is not less than 5: play continues
])
def test_sudden_death_roll(dice, over, vp, initiative, winner):
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "C2")]})
    st = g.state
    st.time, st.initiative = 4, initiative
    if vp:
        victory.award(g, "axis", vp, "test")
    reprint_all(g, "axis", dice=dice, trigger=None)
    testing.stack(g, "axis", (5, 5, "time"))
    recover(g, uid(g, "C9"))
    assert st.time == 5
    assert st.over is over and g.over is over
    if over:
        assert (st.winner, st.end_reason) == (winner, "sudden_death")
        assert st.vp == vp  # step 3 never happens: the game ended at step 2
        assert st.units[uid(g, "C9")].broken  # the Rally roll's result is never applied
    else:
        assert st.vp == vp - 1 and g.pending.kind == "turn"


@pytest.mark.rule("7.3.3", "6.3")
@pytest.mark.parametrize("controller,vp,winner", [("allies", 1 - 2, "allies"), ("axis", 1 + 2, "axis")])
def test_secret_chit_scores_at_the_end(controller, vp, winner):
    """Scenario 17: the Allies' secret chit F (Objective 1, 2 VP) is revealed and scores for
    whoever controls Objective 1 (7.3.2: "worth 2 VP to whoever controls it"; 7.3.3), the
    Allies or, if the Axis controls it, the Axis."""
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "C2")]}, secret={"allies": ["F"]})
    st = g.state
    st.time, st.objectives[1] = 4, controller
    victory.award(g, "axis", 1, "test")
    assert "F" not in str(g.view_for("axis")["secret_chits"]) and g.view_for("axis")["secret_chits"]["allies"] == 1
    reprint_all(g, "axis", dice=(1, 1), trigger=None)
    testing.stack(g, "axis", (5, 5, "time"))
    recover(g, uid(g, "C9"))
    assert st.over and st.end_reason == "sudden_death"
    assert (st.vp, st.winner) == (vp, winner)


@pytest.mark.rule("6.2.2")
def test_no_sudden_death_roll_before_the_marker():
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "C2")]})
    g.state.time = 3
    reprint_all(g, "axis", dice=(1, 1), trigger=None)
    testing.stack(g, "axis", (5, 5, "time"))
    ev = recover(g, uid(g, "C9"))
    assert g.state.time == 4 and not g.state.over
    assert len(g.state.players["axis"].discard) == 0  # no card revealed after the reshuffle
    assert "sudden_death" not in kinds(ev)


@pytest.mark.rule("1.9.1", "6.2.2", "6.3")
def test_time_on_a_rout_roll_ends_the_game_before_the_retreat():
    """Scenario 5: the pending Retreat never happens."""
    g = setup({"axis": [("red_rifle_squad", "C9")],
               "allies": [("blue_infantry_squad", "E7", None, {"broken": True}), ("blue_infantry_squad", "C2")]})
    st = g.state
    st.time = 4
    reprint_all(g, "axis", dice=(2, 2), trigger=None)  # the Sudden Death roll: 4 < 5, the end
    testing.stack(g, "axis", (4, 5, "time"))
    victim = uid(g, "E7")
    order(g, "axis", "rout")
    g.apply(Move("rout", "allies"))
    g.apply(Move("rout_roll", victim))
    assert st.over and st.end_reason == "sudden_death" and st.winner == "allies"
    assert st.units[victim].hex == "E7" and st.units[victim].location == ON_MAP


@pytest.mark.rule("6.3", "4.2")
def test_surrender_loses_whatever_the_vp():
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_team", "D6", None, {"broken": True}), ("blue_infantry_squad", "C2")]})
    st = g.state
    off = [u for u in st.units.values() if u.side == "allies" and u.location == TIME_TRACK][:4]
    for u in off:  # four Allied units already on the Casualty Track (spaces 1-4)
        u.location, u.hex = CASUALTY, None
        st.players["allies"].casualties.append(u.id)
    victory.award(g, "allies", 10, "test")
    victim = uid(g, "D6")
    testing.stack(g, "axis", (4, 4, "sniper"), (1, 1, None, "D5"))
    recover(g, uid(g, "C9"))
    g.apply(Move("snipe", victim))
    assert st.players["allies"].surrender == 5
    assert st.players["allies"].casualties[-1] == victim and len(st.players["allies"].casualties) == 5
    assert st.over and (st.winner, st.end_reason) == ("axis", "surrender")
    assert st.vp == -10 + 1
    assert g.pending is None


@pytest.mark.rule("6.3")
def test_annihilation_last_unit_on_the_map_eliminated():
    """6.3 case 2: even with reinforcements to come and the VP on his side."""
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_team", "D6", None, {"broken": True})]})
    st = g.state
    reinforce_at(g, "allies", "blue_infantry_squad", 1)
    victory.award(g, "allies", 10, "test")
    testing.stack(g, "axis", (4, 4, "sniper"), (1, 1, None, "D5"))
    recover(g, uid(g, "C9"))
    g.apply(Move("snipe", uid(g, "D6")))
    assert st.over and (st.winner, st.end_reason) == ("axis", "annihilation")


@pytest.mark.rule("6.3", "9.2")
def test_simultaneous_loss_goes_to_the_initiative_holder_core():
    """Ambiguity 6 of 01: both players lose at the same moment: the Initiative holder wins.
    ``eliminate_all`` is the core's way to eliminate units at one moment."""
    g = setup({"axis": [("red_rifle_squad", "E7")], "allies": [("blue_infantry_squad", "E7")]})
    st = g.state
    st.initiative = "axis"
    victory.award(g, "allies", 5, "test")
    with pytest.raises(GameOver):
        units.eliminate_all(g, list(st.units_in("E7")), "O16.4.3")
    assert (st.winner, st.end_reason) == ("axis", "annihilation")
    assert st.vp == -5 + 2 - 2


@pytest.mark.rule("6.3", "9.2", "O16.4.3")
def test_melee_tie_annihilating_both_sides_goes_to_the_initiative_holder():
    """Scenario 25 b, as a Melee (one Fire attack never hits both sides): both last units are
    eliminated at once; the Initiative holder (here the Axis, the active player) wins."""
    g = setup({"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "E7")]})
    st = g.state
    st.initiative = "axis"
    testing.stack(g, "allies", (3, 3))  # Melee: Allies 4 + 6 = 10
    testing.stack(g, "axis", (2, 3))    # Axis 5 + 5 = 10: a tie, both sides eliminated
    order(g, "axis", "advance")
    g.apply(Move("activate", uid(g, "E8")))
    g.apply(Move("advance", uid(g, "E8"), "E7"))
    assert st.over and st.winner == "axis" and st.end_reason == "annihilation"
    assert not st.on_map()


@pytest.mark.rule("6.3", "7.2.1", "7.3.3")
@pytest.mark.parametrize("before,winner", [(0, "axis"), (-3, "allies"), (-2, "allies")])
def test_last_unit_exiting_ends_the_game_on_vp(before, winner):
    """6.3 case 3; the exit's 2 VP count; a VP tie goes to the Initiative holder (Allies); the
    Allies' secret chit (Objective 1, which they control, 1 VP) is revealed and scores."""
    g = setup({"axis": [("red_rifle_squad", "E1")], "allies": [("blue_infantry_squad", "A3")]},
              secret={"allies": ["A"]})
    st = g.state
    if before:
        victory.award(g, "allies", -before, "test")
    squad = uid(g, "E1")
    order(g, "axis", "move")
    g.apply(Move("activate", squad))
    g.apply(Move("mover", squad))
    assert Move("exit", squad) in options(g)
    g.apply(Move("exit", squad))
    assert st.over and st.end_reason == "last_unit_exited" and st.winner == winner
    assert st.vp == before + 2 - 1
    assert ("allies", 1, "7.3.3 secret chit A") in st.vp_sources


# ----------------------------------------------------------------------------------------------
# 1.9.1.2 Jammed!
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("1.9.1.2", "O20.3.3", "3.3.2", "3.3.3")
def test_jammed_breaks_every_firing_weapon_and_the_attack_still_happens():
    """Scenario 2: Squad + MG and Team + MG with a Command-1 Leader; the defender's MG and the
    Defense roll's own Jammed! are not affected."""
    g = setup({"axis": [("red_sergeant", "E8"), ("red_rifle_squad", "E8", "red_lmg"),
                        ("red_rifle_team", "E8", "red_lmg")],
               "allies": [("blue_infantry_squad", "E7", "blue_lmg"), ("blue_infantry_squad", "C2")]})
    st = g.state
    sgt, squad, team = uid(g, "E8", "red_sergeant"), uid(g, "E8", "red_rifle_squad"), uid(g, "E8", "red_rifle_team")
    target = uid(g, "E7")
    w1, w2 = st.units[squad].weapon, st.units[team].weapon
    testing.stack(g, "axis", (2, 3, "jammed"))
    testing.stack(g, "allies", (3, 3, "jammed"))  # the Fire Defense roll: 8 + 6 = 14
    order(g, "axis", "fire")
    g.apply(Move("activate", sgt))
    g.apply(Move("add", squad))
    g.apply(Move("add", team))
    g.apply(Move("done"))
    g.apply(Move("target", "E7"))
    for piece in (squad, w1, team, w2):
        g.apply(Move("with", piece))
    assert fire.group_fp(g, [squad, w1, team, w2], "E7") == 9  # X = Squad 5+1 = 6, +3 pieces
    ev = g.apply(Move("fire"))
    assert st.weapons[w1].broken and st.weapons[w2].broken
    assert said(ev, "O20.3.3", "attack", target="E7", fp=9, roll=5, total=14)
    assert said(ev, "O20.3.4", "defense", unit=target, morale=8, roll=6, total=14, attack=14)
    assert st.units[target].suppressed and not st.units[target].broken  # a tie: suppressed
    assert not st.weapons[st.units[target].weapon].broken  # Jammed! on a Defense roll: nothing


@pytest.mark.rule("1.9.1.2", "O20.2.3")
def test_jammed_is_ignored_on_targeting_and_rally_rolls():
    """Scenario 3 (Targeting) and a Rally roll: no Weapon breaks."""
    g = setup({"axis": [("red_rifle_team", "E8", "red_light_mortar"),
                        ("red_rifle_squad", "C9", "red_lmg", {"broken": True})],
               "allies": [("blue_infantry_squad", "E5")]})
    st = g.state
    team, squad = uid(g, "E8"), uid(g, "C9")
    mortar, lmg = st.units[team].weapon, st.units[squad].weapon
    testing.stack(g, "axis", (1, 2, "jammed"))  # Targeting: 1 x 2 = 2, not more than 3 hexes: a miss
    order(g, "axis", "fire")
    g.apply(Move("activate", team))
    g.apply(Move("target", "E5"))
    g.apply(Move("with", mortar))
    ev = g.apply(Move("fire"))
    assert not st.weapons[mortar].broken
    assert "attack" not in kinds(ev)
    g.apply(Move("done"))
    testing.stack(g, "axis", (6, 6, "jammed"))
    order(g, "axis", "recover")
    g.apply(Move("rally", squad))
    assert not st.weapons[lmg].broken


@pytest.mark.rule("1.9.1.2", "O20.2.3")
def test_jammed_on_the_ordnance_fire_attack_roll_breaks_it():
    g = setup({"axis": [("red_rifle_team", "E8", "red_light_mortar")],
               "allies": [("blue_infantry_squad", "E5"), ("blue_infantry_squad", "C2")]})
    st = g.state
    team = uid(g, "E8")
    mortar = st.units[team].weapon
    testing.stack(g, "axis", (2, 2), (1, 1, "jammed"))  # 4 > 3 hexes: a hit; then the attack
    testing.stack(g, "allies", (6, 6))
    order(g, "axis", "fire")
    g.apply(Move("activate", team))
    g.apply(Move("target", "E5"))
    g.apply(Move("with", mortar))
    ev = g.apply(Move("fire"))
    assert st.weapons[mortar].broken
    assert said(ev, "O20.3.3", "attack", target="E5", fp=4, roll=2, total=6)


# ----------------------------------------------------------------------------------------------
# 1.9.1.3 Sniper!, 1.8 / 11.4 random hex and broken Weapons
# ----------------------------------------------------------------------------------------------
SNIPER_UNITS = {"axis": [("red_rifle_squad", "C9", None, {"broken": True}), ("red_rifle_team", "C5")],
                "allies": [("blue_infantry_team", "D6", None, {"broken": True}), ("blue_infantry_squad", "D3"),
                           ("blue_infantry_squad", "A1")]}


@pytest.mark.rule("1.9.1.3", "3.2.4", "7.1")
@pytest.mark.parametrize("choice,vp", [("team", 1), ("friendly", 0), ("none", 0)])
def test_sniper_breaks_or_eliminates_a_unit_in_or_next_to_the_random_hex(choice, vp):
    """Scenario 30: hex D5; D6 and C5 are adjacent, D3 is two hexes away; any side (ambiguity
    10); nobody is legal too.  The Rally result comes after the Sniper!."""
    g = setup(SNIPER_UNITS)
    st = g.state
    team, friendly = uid(g, "D6"), uid(g, "C5")
    testing.stack(g, "axis", (4, 4, "sniper"), (6, 6, None, "D5"))
    recover(g, uid(g, "C9"))
    assert g.pending.kind == "sniper" and g.pending.player == "axis"
    assert options(g) == {Move("snipe", team), Move("snipe", friendly), Move("snipe_none")}
    move = {"team": Move("snipe", team), "friendly": Move("snipe", friendly), "none": Move("snipe_none")}[choice]
    g.apply(move)
    assert (st.units[team].location == CASUALTY) is (choice == "team")
    assert st.units[friendly].broken is (choice == "friendly")
    assert st.vp == vp
    assert st.units[uid(g, "C9")].broken  # 8 > Morale 6: not rallied, applied after the Sniper!
    assert g.pending.kind == "turn"


@pytest.mark.rule("1.9.1.3")
def test_sniper_with_nobody_near_the_random_hex_asks_nothing():
    g = setup(SNIPER_UNITS)
    testing.stack(g, "axis", (4, 4, "sniper"), (6, 6, None, "M9"))
    ev = recover(g, uid(g, "C9"))
    assert g.pending.kind == "turn"
    assert said(ev, "1.9.1.3", "sniper", hex="M9")
    assert len(g.state.players["axis"].discard) == 3  # Recover card, roll, random hex


@pytest.mark.rule("11.4", "1.8")
@pytest.mark.parametrize("hex_id,w1,w2,w3", [
    ("E9", "broken", "casualty", "broken"),  # scenario 29
    ("B2", "fixed", "broken", "broken"),
    ("M1", "fixed", "fixed", "fixed"),
    ("K10", "casualty", "casualty", "casualty"),
    ("K5", "broken", "broken", "broken"),
])
def test_random_hex_fixes_or_eliminates_every_broken_weapon(hex_id, w1, w2, w3):
    """W1 LMG Fix 1-2 Elim 10, W2 MMG Fix 1 Elim 9-10 (Axis), W3 Allied MG Fix 1 Elim 10."""
    g = setup({"axis": [("red_rifle_squad", "H6", "red_lmg"), ("red_rifle_squad", "H7", "red_mmg"),
                        ("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "I6", "blue_lmg")]})
    st = g.state
    ws = [st.units[uid(g, h)].weapon for h in ("H6", "H7", "I6")]
    for w in ws:
        st.weapons[w].broken = True
    testing.stack(g, "axis", (4, 4, "sniper"), (6, 6, None, hex_id))
    recover(g, uid(g, "C9"))
    for w, want in zip(ws, (w1, w2, w3)):
        weapon = st.weapons[w]
        state = "casualty" if weapon.location == "casualty" else ("broken" if weapon.broken else "fixed")
        assert state == want, w
        carried = any(u.weapon == w for u in st.units.values())
        assert carried is (want != "casualty")


@pytest.mark.rule("11.4", "1.9.1.3", "O20")
def test_weapon_destroyed_by_the_random_hex_during_a_fire_order():
    """The Squad fires alone; its Fire Attack roll's Sniper! reveals K10: 10 is in the broken
    LMG's Elim range, so the LMG is destroyed in the middle of the Fire Order."""
    g = setup({"axis": [("red_rifle_squad", "E8", "red_lmg")],
               "allies": [("blue_infantry_squad", "E7"), ("blue_infantry_squad", "A1")]})
    st = g.state
    squad = uid(g, "E8")
    lmg = st.units[squad].weapon
    st.weapons[lmg].broken = True
    testing.stack(g, "axis", (3, 4, "sniper"), (6, 6, None, "K10"))
    testing.stack(g, "allies", (6, 6))
    order(g, "axis", "fire")
    g.apply(Move("activate", squad))
    g.apply(Move("target", "E7"))
    g.apply(Move("with", squad))
    g.apply(Move("fire"))
    assert st.weapons[lmg].location == "casualty" and st.units[squad].weapon is None
    assert options(g) == {Move("done")}


# ----------------------------------------------------------------------------------------------
# 1.9.1.1 Event!, E60 Interdiction
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("1.9.1.1", "E60", "T78.3")
def test_event_trigger_executes_the_next_cards_event_interdiction():
    """E60: one unsuppressed unit (either side) in a hex with Cover < 1: E7 (open, 0) and E5
    (road, -1) qualify; woods A9 (2) does not; an already suppressed unit does not."""
    g = setup({"axis": [("red_rifle_squad", "A10", None, {"broken": True}), ("red_rifle_team", "A9"),
                        ("red_rifle_team", "E5")],
               "allies": [("blue_infantry_squad", "E7"), ("blue_infantry_team", "C9", None, {"suppressed": True})]})
    st = g.state
    testing.stack(g, "axis", (5, 5, "event"))
    testing.event_card(g, "axis", 1, "interdiction")
    ev = recover(g, uid(g, "A10"))
    assert said(ev, "E42", "event_executed", event="interdiction", player="axis")
    assert g.pending.kind == "interdiction" and g.pending.player == "axis"
    assert options(g) == {Move("suppress", uid(g, "E7")), Move("suppress", uid(g, "E5"))}
    g.apply(Move("suppress", uid(g, "E7")))
    assert st.units[uid(g, "E7")].suppressed and not st.units[uid(g, "E5")].suppressed
    assert len(st.players["axis"].discard) == 3  # Recover card, the roll, the Event's card
    assert st.units[uid(g, "A10")].broken  # 10 > Morale 6 + 2 (woods)


# ----------------------------------------------------------------------------------------------
# 9.1 re-roll
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("9.1")
def test_reroll_cancels_the_roll_with_its_trigger_and_passes_the_initiative_card():
    """Scenario 26: the Allies re-roll the Axis' 11 with Time!; the card passes to the Axis, who
    re-roll in turn; it passes back; the third roll stands."""
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "C2")]},
              prefs={"axis": {"reroll"}, "allies": {"reroll"}})
    st = g.state
    assert st.initiative == "allies"
    testing.stack(g, "axis", (5, 6, "time"), (2, 2), (3, 3))
    recover(g, uid(g, "C9"))
    assert g.pending.player == "allies" and g.pending.kind == "reroll" and g.pending.window
    assert options(g) == {Move("keep"), Move("reroll")}
    g.apply(Move("reroll"))
    assert st.initiative == "axis" and st.time == 0
    assert g.pending.player == "axis" and g.pending.kind == "reroll"
    g.apply(Move("reroll"))
    assert st.initiative == "allies"
    g.apply(Move("keep"))
    assert st.time == 0 and st.vp == 0  # the Time! was cancelled
    assert st.units[uid(g, "C9")].suppressed  # the third roll: 6 = Morale 6
    assert len(st.players["axis"].discard) == 4  # the cancelled cards stay revealed


# ----------------------------------------------------------------------------------------------
# 6.1.2 Time Advancement steps
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("6.1.2", "8.2")
def test_time_advancement_steps_defender_smoke_reinforcements_inactive_first():
    """Scenario 24, caused by the Allies (a Fire Defense roll's Time!) during the Axis turn."""
    g = setup({"axis": [("red_rifle_squad", "E8"), ("red_rifle_squad", "B10"), ("red_rifle_team", "B10")],
               "allies": [("blue_infantry_squad", "E7"), ("blue_infantry_squad", "A1"),
                          ("blue_infantry_team", "A1")]})
    st = g.state
    st.smoke = {"C3": 2, "H2": 3}
    a_team = reinforce_at(g, "allies", "blue_infantry_team", 1)
    x_squad = reinforce_at(g, "axis", "red_rifle_squad", 1)
    x_late = reinforce_at(g, "axis", "red_rifle_team", 2)
    g.state.players["axis"].discard.append(g.state.players["axis"].draw.pop())
    squad = uid(g, "E8")
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (6, 6, "time"))
    order(g, "axis", "fire")
    g.apply(Move("activate", squad))
    g.apply(Move("target", "E7"))
    g.apply(Move("with", squad))
    g.apply(Move("fire"))
    assert st.time == 1 and st.vp == -1  # step 3: the Defender gains 1 VP
    assert piles(g, "allies") == (72 - 4, 4, 0)  # step 1: the causer reshuffles
    assert piles(g, "axis")[2] == 3  # the Axis' discard pile is untouched
    assert g.pending.player == "allies" and g.pending.kind == "remove_smoke"  # step 4: the causer
    g.apply(Move("remove_smoke", "C3"))
    assert st.smoke == {"H2": 3}
    # step 5: the Inactive player (Allies) first, on his edge; A1 holds 6 figures: a Team would
    # overstack it (ambiguity 16 of 01)
    assert g.pending.player == "allies" and g.pending.kind == "reinforce"
    assert options(g) == {Move("reinforce", a_team.id, h) for h in TOP_EDGE if h != "A1"}
    g.apply(Move("reinforce", a_team.id, "B1"))
    assert g.pending.player == "axis" and g.pending.kind == "reinforce"
    # B10 holds 6 figures: no Squad there
    assert options(g) == {Move("reinforce", x_squad.id, h) for h in BOTTOM_EDGE if h != "B10"}
    g.apply(Move("reinforce", x_squad.id, "C10"))
    assert st.units[a_team.id].hex == "B1" and st.units[x_squad.id].hex == "C10"
    assert st.units[x_late.id].location == TIME_TRACK
    assert options(g) == {Move("done")}  # the Fire Order resumes: 8 + 12 against 5 + 2, no effect
    assert not st.units[uid(g, "E7")].broken


@pytest.mark.rule("6.1.2", "8.1.2", "12")
@pytest.mark.parametrize("has_radio", [False, True])
def test_radio_reinforcement_goes_to_the_empty_artillery_box(has_radio):
    """Scenario 24's Radio: it goes to the owner's empty Artillery Box; a player who still has
    a Radio keeps the first one (8.1.2)."""
    sc = load_scenario("test-skirmish")
    nation = sc.sides["axis"].nation
    sides = dict(sc.sides)
    sides["axis"] = dataclasses.replace(sides["axis"], reinforcements=(
        Reinforcement(time=1, radio=nation.radios["red_battery_heavy"]),))
    g = Game.new(dataclasses.replace(sc, sides=sides), seed=0, prefs=NO_WINDOWS)
    while g.pending.kind == "setup":
        g.apply(g.pending.options[0])
    st = g.state
    if not has_radio:
        st.players["axis"].radio = None  # destroyed earlier (O17)
    u = next(u for u in st.on_map("axis") if not u.is_leader)
    u.broken = True
    testing.stack(g, "axis", (5, 6, "time"))
    recover(g, u.id)
    assert st.time == 1 and g.pending.kind == "turn"
    radio = st.players["axis"].radio
    assert (radio.type_id, radio.fp) == (("red_battery_light", 9) if has_radio else ("red_battery_heavy", 13))
    assert st.players["allies"].radio is None


@pytest.mark.rule("6.1.2")
def test_time_advancement_without_smoke_or_reinforcements_asks_nothing():
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "C2")]})
    testing.stack(g, "axis", (5, 6, "time"))
    recover(g, uid(g, "C9"))
    assert g.state.time == 1 and g.pending.kind == "turn"


@pytest.mark.rule("6.1.2")
def test_no_defender_no_time_vp():
    """Ambiguity 13 of 01: with no Defender (here both Attackers) nobody gains the VP."""
    sc = load_scenario("test-skirmish")
    sides = dict(sc.sides)
    sides["allies"] = dataclasses.replace(sides["allies"], posture="attacker")
    g = Game.new(dataclasses.replace(sc, sides=sides), seed=0, prefs=NO_WINDOWS)
    while g.pending.kind == "setup":
        g.apply(g.pending.options[0])
    set_chits(g)
    u = next(u for u in g.state.on_map("axis") if not u.is_leader)
    u.broken = True
    testing.stack(g, "axis", (5, 6, "time"))
    recover(g, u.id)
    assert g.state.time == 1 and g.state.vp == 0


# ----------------------------------------------------------------------------------------------
# 7.1 elimination VP, 7.2 exits
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("7.1", "3.2.4", "4.2", "7.3.2")
@pytest.mark.parametrize("type_id,vp", [("blue_infantry_squad", 2), ("blue_infantry_team", 1),
                                        ("blue_lieutenant", 3), ("blue_hero", 0)])
@pytest.mark.parametrize("double", [False, True])
def test_elimination_vp(type_id, vp, double):
    """Scenario 14: Squad 2, Team 1, Leader 1 + Command of his unbroken side (2), Hero 0; the
    double-elimination chit doubles them.  A Hero never goes to the Casualty Track."""
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [(type_id, "D6", None, {"broken": True}), ("blue_infantry_squad", "A1")]},
              chits=("V",) if double else ())
    st = g.state
    victim = uid(g, "D6")
    testing.stack(g, "axis", (4, 4, "sniper"), (6, 6, None, "D5"))
    recover(g, uid(g, "C9"))
    g.apply(Move("snipe", victim))
    assert st.vp == vp * (2 if double else 1)
    hero = type_id == "blue_hero"
    assert st.players["allies"].casualties == ([] if hero else [victim])
    assert st.units[victim].location == (REMOVED if hero else CASUALTY)


@pytest.mark.rule("7.2.1", "7.3.2")
@pytest.mark.parametrize("double", [False, True])
def test_voluntary_exit(double):
    """Scenario 27: a broken, suppressed Veteran Squad with a broken MG exits off the enemy edge
    (1 MP): 2 VP (4 doubled), back unbroken with the MG repaired and no markers."""
    g = setup({"axis": [("red_rifle_squad", "E1", "red_lmg", {"broken": True, "suppressed": True, "veteran": True}),
                        ("red_rifle_squad", "C9")],
               "allies": [("blue_infantry_squad", "A3")]},
              chits=("U",) if double else ())
    st = g.state
    squad = uid(g, "E1")
    w = st.units[squad].weapon
    st.weapons[w].broken = True
    order(g, "axis", "move")
    g.apply(Move("activate", squad))
    g.apply(Move("mover", squad))
    g.apply(Move("exit", squad))
    u = st.units[squad]
    assert st.vp == (4 if double else 2)
    assert u.location == TIME_TRACK and u.hex is None and u.time == 1  # ambiguity 7: the next space
    assert not (u.broken or u.suppressed or u.veteran)
    assert u.weapon == w and not st.weapons[w].broken
    assert not st.over


@pytest.mark.rule("7.2.1", "E58.1")
def test_hero_exit_scores_nothing_and_goes_to_the_counter_box():
    g = setup({"axis": [("red_hero", "E1"), ("red_rifle_squad", "C9")], "allies": [("blue_infantry_squad", "A3")]})
    st = g.state
    hero = uid(g, "E1")
    order(g, "axis", "move")
    g.apply(Move("activate", hero))
    g.apply(Move("done"))
    g.apply(Move("mover", hero))
    g.apply(Move("exit", hero))
    assert st.vp == 0 and st.units[hero].location == REMOVED and st.units[hero].time is None


@pytest.mark.rule("7.2", "7.2.1")
def test_no_exit_off_a_side_edge_or_the_own_edge():
    g = setup({"axis": [("red_rifle_squad", "A5"), ("red_rifle_squad", "C10")],
               "allies": [("blue_infantry_squad", "A1")]})
    order(g, "axis", "move")
    g.apply(Move("activate", uid(g, "A5")))
    g.apply(Move("mover", uid(g, "A5")))
    assert not any(m.kind == "exit" for m in g.legal_moves())  # the left edge
    g = setup({"axis": [("red_rifle_squad", "C10")], "allies": [("blue_infantry_squad", "A1")]})
    order(g, "axis", "move")
    g.apply(Move("activate", uid(g, "C10")))
    g.apply(Move("mover", uid(g, "C10")))
    assert not any(m.kind == "exit" for m in g.legal_moves())  # his own edge (ambiguity 8)


@pytest.mark.rule("7.2.2", "4.2", "O23.3")
def test_involuntary_exit_eliminates_with_the_weapon_repaired():
    """Scenario 28: a Retreating Team with a broken MG forced off its own edge."""
    g = setup({"axis": [("red_rifle_squad", "C9")],
               "allies": [("blue_infantry_team", "E1", "blue_lmg", {"broken": True}), ("blue_infantry_squad", "C2")]})
    st = g.state
    team = uid(g, "E1")
    w = st.units[team].weapon
    st.weapons[w].broken = True
    testing.stack(g, "axis", (6, 6))  # Rout roll 12 > Morale 6: retreat 6 hexes
    order(g, "axis", "rout")
    g.apply(Move("rout", "allies"))
    g.apply(Move("rout_roll", team))
    assert st.units[team].location == CASUALTY and st.players["allies"].casualties == [team]
    assert st.vp == 1
    assert st.weapons[w].location == "casualty" and not st.weapons[w].broken
    assert st.units[team].weapon is None


# ----------------------------------------------------------------------------------------------
# 7.3 Objectives
# ----------------------------------------------------------------------------------------------
def move_to(g: Game, unit_id: str, *hexes: str) -> list:
    events = order(g, "axis", "move")
    events += g.apply(Move("activate", unit_id))
    events += g.apply(Move("mover", unit_id))
    for h in hexes:
        events += g.apply(Move("enter", unit_id, h))
    if g.pending is not None and g.pending.kind == "step":
        events += g.apply(Move("stop", unit_id))
    return events


@pytest.mark.rule("7.3.1", "7.3.3")
def test_open_objective_changing_hands_swings_twice_its_value():
    """Scenario 16: a 4-VP open Objective held by the Allies, VP 2 towards them; the Axis takes
    it: 8 towards the Axis, 6 on his side; control stays when he leaves."""
    g = setup({"axis": [("red_rifle_squad", "L4")], "allies": [("blue_infantry_squad", "A1")]}, chits=("N", "D"))
    st = g.state
    assert st.objective_value(4) == 4 and st.objectives[4] == "allies"
    victory.award(g, "allies", 2, "test")
    move_to(g, uid(g, "L4"), "L3", "M3")
    assert st.objectives[4] == "axis"
    assert st.vp == 6
    assert st.vp_sources[-2:] == [("allies", -4, "7.3.3 objective 4"), ("axis", 4, "7.3.3 objective 4")]


@pytest.mark.rule("7.3.1", "7.3.3")
def test_uncontrolled_objective_gains_its_value_once():
    g = setup({"axis": [("red_rifle_squad", "G6")], "allies": [("blue_infantry_squad", "A1")]}, chits=("H",))
    st = g.state
    assert st.objectives[2] is None and st.objective_value(2) == 2
    move_to(g, uid(g, "G6"), "G5")
    assert st.objectives[2] == "axis" and st.vp == 2


@pytest.mark.rule("7.3.1", "T82")
def test_building_objective_needs_every_hex_free_of_enemies():
    """Objective 1 is the building I3 + J3: an Allied Team in J3 keeps it Allied."""
    g = setup({"axis": [("red_rifle_squad", "I4")], "allies": [("blue_infantry_team", "J3")]}, chits=("L",))
    st = g.state
    move_to(g, uid(g, "I4"), "I3")
    assert st.objectives[1] == "allies" and st.vp == 0


@pytest.mark.rule("7.3.2")
def test_objective_chits_add_up():
    """Scenario 15: C, G and K make Objective 3 worth 6; an 'all five' chit adds to each."""
    g = setup({"axis": [("red_rifle_squad", "C9")], "allies": [("blue_infantry_squad", "A1")]},
              chits=("C", "G", "K", "P"))
    assert [g.state.objective_value(n) for n in range(1, 6)] == [1, 1, 7, 1, 1]


@pytest.mark.rule("7.3.2", "6.2.2")
def test_all_five_objectives_win_before_the_sudden_death_roll():
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "A1")]}, chits=("T",))
    st = g.state
    st.objectives = {n: "axis" for n in range(1, 6)}
    st.time = 4
    victory.award(g, "allies", 9, "test")
    testing.stack(g, "axis", (5, 5, "time"))
    ev = recover(g, uid(g, "C9"))
    assert st.over and (st.winner, st.end_reason) == ("axis", "all_five_objectives")
    assert "sudden_death" not in kinds(ev)  # decided before the roll
    assert len(st.players["axis"].discard) == 0


# ----------------------------------------------------------------------------------------------
# 8.2 stacking
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("8.2")
def test_overstacking_fixed_by_each_owner_at_the_end_of_the_turn_inactive_first():
    """Ambiguity 2 of 01: the owner chooses; 2 Squads (8 figures) are overstacked, Squad + Team
    + Leader (7) are not; eliminated units give VP."""
    g = setup({"axis": [("red_rifle_squad", "A10"), ("red_rifle_squad", "A10"),
                        ("red_rifle_squad", "C9"), ("red_rifle_team", "C9"), ("red_sergeant", "C9")],
               "allies": [("blue_infantry_squad", "A1"), ("blue_infantry_squad", "A1"), ("blue_infantry_team", "C2")]})
    st = g.state
    axis_pair = sorted(u.id for u in st.units_in("A10"))
    allies_pair = sorted(u.id for u in st.units_in("A1"))
    g.apply(Move("pass"))
    g.apply(Move("done"))
    assert g.pending.player == "allies" and g.pending.kind == "overstack"
    # each may instead make one free Deploy first (8.2, E52; tests/rules/test_engine_extras.py)
    assert options(g) == {Move(k, i) for i in allies_pair for k in ("eliminate", "deploy")}
    g.apply(Move("eliminate", allies_pair[0]))
    assert st.vp == 2
    assert g.pending.player == "axis" and g.pending.kind == "overstack"
    assert options(g) == {Move(k, i) for i in axis_pair for k in ("eliminate", "deploy")}
    g.apply(Move("eliminate", axis_pair[1]))
    assert st.vp == 0
    assert g.pending.player == "allies" and g.pending.kind == "turn"  # C9 (7 figures) is legal
    assert len(st.units_in("C9")) == 3
    assert st.players["axis"].casualties == [axis_pair[1]]


@pytest.mark.rule("8.2")
def test_overstacking_is_allowed_during_the_turn():
    g = setup({"axis": [("red_rifle_squad", "C9"), ("red_rifle_squad", "D9")],
               "allies": [("blue_infantry_squad", "A1")]})
    move_to(g, uid(g, "D9"), "C9")
    assert g.state.figures("C9", "axis") == 8 and g.pending.kind == "turn"
    g.apply(Move("end"))
    assert g.pending.kind == "overstack" and g.pending.player == "axis"


# ----------------------------------------------------------------------------------------------
# 3.3 Leaders, 13.2 Suppression, T78.3 Cover
# ----------------------------------------------------------------------------------------------
def stats(g: Game, unit_id: str) -> tuple[int, int, int, int]:
    st = g.state
    u = st.units[unit_id]
    return st.fp(u), st.range(u), st.movement(u), st.morale(u)


@pytest.mark.rule("3.3.2", "13.2", "T78.3", "3.1.4")
def test_leader_command_suppression_and_cover():
    """Scenario 12: Squad 5/5/4/8 + Leaders of Command 2 and 1 in Cover 0: 8/8/7/11; the
    Leaders unchanged; in Woods the Morale gets +2; suppressed: -1 on each, not on Command."""
    g = setup({"axis": [("red_rifle_squad", "E7"), ("red_lieutenant", "E7"), ("red_sergeant", "E7"),
                        ("red_rifle_team", "E7"), ("red_rifle_squad", "E8"),
                        ("red_rifle_squad", "A9"), ("red_sergeant", "A9"), ("red_rifle_team", "E5")],
               "allies": [("blue_lieutenant", "E8"), ("blue_infantry_squad", "A1")]})
    st = g.state
    squad, lt, sgt, team = (uid(g, "E7", t) for t in ("red_rifle_squad", "red_lieutenant", "red_sergeant",
                                                      "red_rifle_team"))
    assert stats(g, squad) == (8, 8, 7, 11)
    assert stats(g, team) == (2 + 3, 5 + 3, 5 + 3, 8 + 3)
    assert stats(g, lt) == (1, 1, 6, 9) and stats(g, sgt) == (1, 1, 6, 8)
    assert stats(g, uid(g, "E8", "red_rifle_squad")) == (5, 5, 4, 8)  # an enemy Leader: nothing
    assert stats(g, uid(g, "A9", "red_rifle_squad")) == (6, 6, 5, 8 + 1 + 2)  # Woods: Cover 2
    assert st.morale(st.units[uid(g, "A9", "red_sergeant")]) == 8 + 2
    assert stats(g, uid(g, "E5")) == (2, 5, 5, 8 - 1)  # a Road hex: Cover -1 (T93)
    st.units[squad].suppressed = True
    st.units[lt].suppressed = True
    assert stats(g, squad) == (7, 7, 6, 10)  # 13.2
    assert st.command(st.units[lt]) == 2 and stats(g, team) == (5, 8, 8, 11)  # Command unaffected
    st.units[lt].broken = True  # ambiguity 14: the broken side's Command (0)
    assert stats(g, team) == (3, 6, 6, 9)


@pytest.mark.rule("3.2.2", "3.2.3", "11.1", "13.2", "13.1")
def test_breaking_keeps_the_markers_and_only_an_unbroken_unsuppressed_unit_fires_its_weapon():
    """Scenario 38, through a Sniper!: the broken Squad keeps Suppressed, Veteran and its MG; the
    MG stays unbroken but cannot fire.  A second Suppression does nothing (13.1)."""
    g = setup({"axis": [("red_rifle_squad", "C9", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "D6", "blue_lmg", {"suppressed": True, "veteran": True}),
                          ("blue_infantry_squad", "A1", "blue_lmg", {"suppressed": True}),
                          ("blue_infantry_squad", "B1", "blue_lmg")]})
    st = g.state
    victim = st.units[uid(g, "D6")]
    w = victim.weapon
    assert units.piece_can_fire(g, w) is False  # suppressed
    testing.stack(g, "axis", (4, 4, "sniper"), (6, 6, None, "D5"))
    recover(g, uid(g, "C9"))
    g.apply(Move("snipe", victim.id))
    assert victim.broken and victim.suppressed and victim.veteran and victim.weapon == w
    assert not st.weapons[w].broken and units.piece_can_fire(g, w) is False
    victim.suppressed = False
    assert units.piece_can_fire(g, w) is False  # broken
    assert units.piece_can_fire(g, st.units[uid(g, "A1")].weapon) is False
    assert units.piece_can_fire(g, st.units[uid(g, "B1")].weapon) is True
    assert units.piece_can_fire(g, victim.id) is True  # a broken unit fires, with its broken side
    u = st.units[uid(g, "A1")]
    fp = st.fp(u)
    units.suppress(g, u, "13.1")
    assert u.suppressed and st.fp(u) == fp == 4 - 1


@pytest.mark.rule("3.3.3", "11.5")
def test_weapon_command():
    """Scenario 13: the Squad's MG gets the Leader's Command; the Mortar (Ordnance) and an MG
    carried by a Leader do not."""
    g = setup({"axis": [("red_sergeant", "E7"), ("red_rifle_squad", "E7", "red_lmg"),
                        ("red_rifle_team", "E7", "red_light_mortar"), ("red_lieutenant", "E7", "red_lmg")],
               "allies": [("blue_infantry_squad", "A1")]})
    st = g.state
    lmg = st.units[uid(g, "E7", "red_rifle_squad")].weapon
    mortar = st.units[uid(g, "E7", "red_rifle_team")].weapon
    leader_lmg = st.units[uid(g, "E7", "red_lieutenant")].weapon
    assert units.piece_stats(g, lmg)[:2] == (3 + 3, 7 + 3)  # both Leaders add up
    assert units.piece_stats(g, mortar)[:2] == (4, 12)
    assert units.piece_stats(g, leader_lmg)[:2] == (3, 7)


@pytest.mark.rule("3.3.1")
def test_command_radius():
    """Scenario 11: Command 2 reaches 2 hexes, through enemy units; never another Leader; a
    broken Leader's Command 0 reaches his own hex only."""
    g = setup({"axis": [("red_lieutenant", "E7"), ("red_sergeant", "E7"), ("red_rifle_team", "E7"),
                        ("red_rifle_squad", "E5"), ("red_rifle_squad", "E4"), ("red_rifle_team", "G7")],
               "allies": [("blue_infantry_squad", "E6")]})
    lt = uid(g, "E7", "red_lieutenant")
    order(g, "axis", "move")
    g.apply(Move("activate", lt))
    assert options(g) == {Move("add", uid(g, "E7", "red_rifle_team")), Move("add", uid(g, "E5")),
                          Move("add", uid(g, "G7")), Move("done")}
    g = setup({"axis": [("red_lieutenant", "E8", None, {"broken": True}), ("red_rifle_team", "E8"),
                        ("red_rifle_squad", "E9")],
               "allies": [("blue_infantry_squad", "A1")]})
    order(g, "axis", "move")
    g.apply(Move("activate", uid(g, "E8", "red_lieutenant")))
    assert options(g) == {Move("add", uid(g, "E8", "red_rifle_team")), Move("done")}


@pytest.mark.rule("3.3.2", "O20.3.3")
def test_leader_bonus_counts_in_the_attack():
    g = setup({"axis": [("red_lieutenant", "E8"), ("red_rifle_squad", "E8")],
               "allies": [("blue_infantry_squad", "E7"), ("blue_infantry_squad", "A1")]})
    squad = uid(g, "E8", "red_rifle_squad")
    testing.stack(g, "axis", (1, 2))
    testing.stack(g, "allies", (6, 6))
    order(g, "axis", "fire")
    g.apply(Move("activate", squad))
    g.apply(Move("target", "E7"))
    g.apply(Move("with", squad))
    ev = g.apply(Move("fire"))
    assert said(ev, "O20.3.3", "attack", target="E7", fp=7, roll=3, total=10)


# ----------------------------------------------------------------------------------------------
# 5, 5.1: sequence of play
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("5", "5.1", "1.5")
def test_order_capability_and_the_played_card_goes_to_the_discard_pile():
    g = setup({"axis": [("red_rifle_squad", h) for h in ("C9", "D9", "F9", "H9")],
               "allies": [("blue_infantry_squad", "A1")]})
    st = g.state
    cards = testing.hand(g, "axis", "move", "move", "move", "move")
    for i, (c, h) in enumerate(zip(cards[:3], ("C9", "D9", "F9"))):
        unit = uid(g, h)
        g.apply(Move("order", c, "move"))
        g.apply(Move("activate", unit))
        g.apply(Move("mover", unit))
        g.apply(Move("enter", unit, h[0] + "8"))
        g.apply(Move("stop", unit))
        assert st.players["axis"].discard[-1] == c and c not in st.players["axis"].hand
        assert st.orders_given == i + 1
    assert options(g) == {Move("end")}  # 3 Orders given: the scenario's capability
    with pytest.raises(IllegalMove) as exc:
        g.apply(Move("order", cards[3], "move"))
    assert exc.value.rule == "5.1"
    g.apply(Move("end"))
    assert g.pending.player == "allies" and piles(g, "axis") == (63, 6, 3)
