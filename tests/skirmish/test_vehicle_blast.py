"""A passenger caught in a blast (SK-12.2 with SK-14.7) and a blow at a passenger (SK-9 with
SK-14.1): the vehicle's save as his cover from the blast centre, the door as the only reach.
Real positions on the empty table (the light car of test_vehicle_play), exact numbers."""

from dataclasses import replace

import pytest

from cc_desktop.skirmish import specials, vehicle_play, vehicles
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.types import Point, Posture

from tests.skirmish.test_vehicle_play import car_game

#: the light car stands at (30, 40) heading north (270): its front is towards y < 40
CAR = Point(30.0, 40.0)


def _door(g, seat: str) -> Point:
    v = g.state.vehicles["car"]
    return vehicles.door_point(vehicle_play.card_of(v), seat, v.at, v.heading)


@pytest.mark.rule("SK-12.2", "SK-14.7")
def test_the_face_towards_the_blast_centre_gives_its_save():
    g = car_game()
    r2 = g.model("r2")
    card = vehicle_play.card_of(g.state.vehicles["car"])
    assert (card.faces["front"].save, card.faces["rear"].save, card.faces["left"].save) == (5, 4, 5)
    assert vehicle_play.passenger_blast_save(g, r2, Point(30.0, 37.5), None) == 5    # in front: front 5+
    assert vehicle_play.passenger_blast_save(g, r2, Point(30.0, 42.5), None) == 4    # behind: rear 4+
    assert vehicle_play.passenger_blast_save(g, r2, Point(27.5, 40.0), None) == 5    # on the left (west)
    assert vehicle_play.passenger_blast_save(g, r2, Point(30.0, 37.5), 6) == 5       # better than a bush 6+
    assert vehicle_play.passenger_blast_save(g, r2, Point(30.0, 37.5), 4) == 4       # a wall 4+ stays
    assert vehicle_play.passenger_blast_save(g, r2, Point(30.0, 40.3), None) is None   # in the car: no shield
    assert vehicle_play.passenger_blast_save(g, g.model("b1"), Point(30.0, 37.5), None) is None   # on foot
    g.state.vehicles["car"].overturned = True
    assert vehicle_play.passenger_blast_save(g, r2, Point(30.0, 37.5), None) is None


@pytest.mark.rule("SK-12.2", "SK-14.8")
def test_armour_the_blast_cannot_penetrate_stops_the_fragments(monkeypatch):
    g = car_game()
    card = vehicle_play.card_of(g.state.vehicles["car"])
    armoured = replace(card, faces=dict(card.faces, front=replace(card.faces["front"], armour=3)))
    monkeypatch.setattr(vehicle_play, "card_of", lambda v: armoured)
    at = Point(30.0, 37.5)
    assert vehicle_play.passenger_blast_save(g, g.model("r2"), at, None, e=2) == 0    # E 2 < armour 3
    assert vehicle_play.passenger_blast_save(g, g.model("r2"), at, None, e=3) == 5    # E 3 goes through
    assert vehicle_play.passenger_blast_save(g, g.model("r2"), at, None) == 5         # E not known


@pytest.mark.rule("SK-12.2", "SK-14.7")
def test_a_grenade_in_front_of_the_car_half_e_and_the_save():
    """A grenade (E 2) 2.5 inches in front of the car: the passenger standing in his seat is in
    cover behind the front (5+): half E rounded up = 1; D6 5 + 1 = 6 wounds; the save 5+ (E 1
    does not worsen it) rolls 5: saved.  In the open the same D6 5 + 2 = 7 would have wounded."""
    g = car_game()
    r2 = g.model("r2")
    centre = Point(30.0, 37.5)
    save = vehicle_play.passenger_blast_save(g, r2, centre, None, e=2)
    t = specials.Target(r2.id, r2.at, r2.posture, save)
    blast = specials.resolve_blast(centre, 3.0, 2, [t], FixedDice([5, 5]))
    (hit,) = blast.wounds
    assert r2.posture is Posture.STANDING and t.in_cover
    assert (hit.effective_e, hit.wound_roll, hit.wounded_by_fragments, hit.cover_saved, hit.wounded) == (1, 5, True, True, False)
    assert hit.location is None
    open_ground = specials.resolve_blast(centre, 3.0, 2, [specials.Target(r2.id, r2.at, r2.posture, None)],
                                         FixedDice([5, 2]))
    (hit,) = open_ground.wounds
    assert (hit.effective_e, hit.wounded, hit.cover_saved, hit.location.value) == (2, True, False, "leg")


@pytest.mark.rule("SK-9", "SK-14.1")
def test_a_man_on_foot_strikes_a_passenger_only_at_his_door():
    g = car_game()
    r1, r2, b1 = g.model("r1"), g.model("r2"), g.model("b1")
    assert vehicle_play.melee_reach(g, b1, g.model("b2")) is None      # two men on foot: base contact decides
    b1.at = _door(g, "front_passenger")
    assert vehicle_play.melee_reach(g, b1, r2) is True               # at r2's door
    assert vehicle_play.melee_reach(g, r2, b1) is True               # and r2 reaches him back
    assert vehicle_play.melee_reach(g, b1, r1) is False              # not at the driver's door (1.2 inches off)
    b1.at = _door(g, "driver")
    assert vehicle_play.melee_reach(g, b1, r1) is True and vehicle_play.melee_reach(g, b1, r2) is False
    assert vehicle_play.melee_reach(g, r1, r2) is False               # both in vehicles
    g.state.vehicles["car"].speed = 3                                   # it moves this turn: out of reach
    assert vehicle_play.melee_reach(g, b1, r1) is False


@pytest.mark.rule("SK-9", "SK-14.1")
def test_in_play_a_blow_at_a_passenger_needs_his_door_and_a_passenger_strikes_back_from_it():
    """The engine's own check of a blow (actions.check_blow with vehicle_play.melee_reach): r3 on
    foot touching the car's centre but not at a door may not strike r2; at r2's door he may; r2
    in his seat may strike r3 at his door (a blow is a move of a man in a vehicle), not b1 far off."""
    g = car_game()
    r3 = g.model("r3")
    r3.side = "blue"   # r3 is the enemy here
    r3.at = Point(30.0, 40.9)   # behind the car, in base contact with its centre, where every passenger "stands"
    g.apply("activate r2")
    assert g.why_not("blow r2 r3").code == "not_in_contact"
    r3.at = _door(g, "front_passenger")
    assert g.why_not("blow r2 r3") is None
    assert g.why_not("blow r2 b1").code == "not_in_contact"


@pytest.mark.rule("SK-12.2", "SK-14.7")
def test_in_play_the_blast_target_of_a_passenger_has_the_cars_save():
    """actions._blast_target (what a thrown grenade, a mortar bomb or an HE shell judge): the
    passenger r2 with a blast 2.5 inches in front of the car is in cover behind its front (its
    card's save); r3 on foot in the open has none; a blast inside the car shields nobody."""
    from cc_desktop.skirmish import actions

    g = car_game()
    r2, r3 = g.model("r2"), g.model("r3")
    front = vehicle_play.card_of(g.state.vehicles["car"]).faces["front"].save
    assert front is not None
    assert actions._blast_target(g, r2, Point(30.0, 37.5)).cover_save == front
    assert actions._blast_target(g, r3, Point(42.0, 37.5)).cover_save is None
    assert actions._blast_target(g, r2, Point(30.0, 40.2)).cover_save is None
