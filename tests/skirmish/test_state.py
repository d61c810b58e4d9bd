"""The plain Skirmish state: every field round-trips through JSON and counts in the hash."""

import json

import pytest

from cc_desktop.skirmish import testing
from cc_desktop.skirmish.dice import Dice
from cc_desktop.skirmish.state import Dropped, Foxhole, Model, SkirmishState, Wound
from cc_desktop.skirmish.types import Point, Posture, Stats


def _state() -> SkirmishState:
    setup = testing.setup_3v3()
    st = SkirmishState("test-3v3", "empty", ("red", "blue"), {m.id: m for m in setup.models}, dice=Dice(5))
    m = st.models["r1"]
    m.reduction, m.wounds, m.bleeding, m.bleed_next = Stats(1, 1, 2, 2), [Wound("body", True, "shot")], True, "E"
    m.posture, m.at, m.facing = Posture.PRONE, Point(1.5, 2.5, 3.0), 12.5
    m.a_remaining, m.a_reserved, m.a_debt, m.tp, m.preempt_spent, m.in_hole = 3, 4, 2, 1, True, "h1"
    st.turn, st.side, st.first, st.phase, st.acting = 3, "blue", "red", "play", "b2"
    st.open_doors, st.destroyed_cover = ["d1"], ["wall-3"]
    st.foxholes = {"h1": Foxhole("h1", Point(1.5, 2.5), 30, "r1")}
    st.ground = [Dropped("g2", "test_smg", Point(4.0, 4.0), 12)]
    st.next_id = 3
    return st


@pytest.mark.rule("SK-1", "SK-2")
def test_the_state_round_trips_through_json_and_its_hash_is_stable():
    st = _state()
    text = json.dumps(st.to_json())
    again = SkirmishState.from_json(json.loads(text))
    assert again.to_json() == st.to_json() and again.hash() == st.hash() == st.hash()
    m = again.models["r1"]
    assert m.stats == Stats(2, 2, 1, 1) and m.A == 6 and m.posture is Posture.PRONE and m.crouching
    assert m.wounds == [Wound("body", True, "shot")] and again.foxholes["h1"].complete
    assert again.dice.d6() == st.dice.d6()     # the dice go on the same way


@pytest.mark.parametrize("change", [
    lambda s: setattr(s.models["r1"], "a_reserved", 5),
    lambda s: setattr(s.models["r1"], "facing", 13.0),
    lambda s: setattr(s.models["b1"], "rounds", {"test_rifle": 4}),
    lambda s: s.open_doors.append("d2"),
    lambda s: setattr(s, "acting", None),
    lambda s: s.dice.d6(),
    lambda s: setattr(s.foxholes["h1"], "invested", 29),
])
def test_every_change_changes_the_hash(change):
    st = _state()
    before = st.hash()
    change(st)
    assert st.hash() != before


def test_a_model_out_of_play():
    m = Model("x", "X", "red", base=Stats(3, 3, 3, 3))
    assert m.in_play and m.A == 12
    m.conscious = False
    assert not m.in_play and m.alive
