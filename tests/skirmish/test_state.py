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


def _special_state() -> SkirmishState:
    from cc_desktop.skirmish.state import Fire, Gun, Mortar, Vehicle
    st = _state()
    st.vehicles = {"car": Vehicle("car", "light_car", "red", Point(10.0, 20.0), 270.0, 4, 3, 8.0, 12.0, 2,
                                  {"driver": "r2"}, {"engine": 6, "fuel_tank": 0}, True, False, 0, False, True)}
    st.guns = {"g1": Gun("g1", "light_at_gun", "blue", Point(40.0, 10.0), 90.0, False, {"b1": 12}, {"he": 4})}
    st.mortars = {"m1": Mortar("m1", "mortar_light", "blue", None, Point(41.0, 9.0), {"b2": 8}, True, "b3")}
    st.fires = {"fire4": Fire("fire4", Point(30.0, 30.0), 3.0, 2)}
    r2, b1 = st.models["r2"], st.models["b1"]
    r2.vehicle, r2.seat, r2.on_fire, r2.used, r2.a_bonus = "car", "driver", True, ["canteen"], 2
    b1.rifle_grenade, b1.riding, b1.wild = "kar98k", "h1", True
    return st


@pytest.mark.rule("SK-12.3", "SK-14.2")
def test_vehicles_guns_mortars_fires_round_trip_and_count_in_the_hash():
    st = _special_state()
    text = json.dumps(st.to_json())
    again = SkirmishState.from_json(json.loads(text))
    assert again.to_json() == st.to_json() and again.hash() == st.hash()
    assert again.vehicles["car"].seats == {"driver": "r2"} and again.vehicles["car"].immobilised
    assert again.mortars["m1"].loaded_by == "b3" and again.fires["fire4"].turns_left == 2
    assert again.models["r2"].on_fire and again.models["b1"].rifle_grenade == "kar98k"
    for change in (lambda s: setattr(s.vehicles["car"], "moved", 9.0), lambda s: s.fires.pop("fire4"),
                   lambda s: setattr(s.models["r2"], "on_fire", False),
                   lambda s: s.mortars["m1"].invested.update(b3=1)):
        other = SkirmishState.from_json(json.loads(text))
        change(other)
        assert other.hash() != st.hash()


def test_a_state_without_special_pieces_keeps_its_json():
    """A state with no vehicle, fire or special field writes none of their keys (old saves keep
    their hashes)."""
    j = _state().to_json()
    assert not {"vehicles", "guns", "mortars", "fires"} & set(j)
    assert not {"vehicle", "on_fire", "rifle_grenade", "wild", "a_bonus"} & set(j["models"][0])
