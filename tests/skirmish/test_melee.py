"""Melee: the charge, the attack, the wound-avoidance test, the push-back, skills (SK-9, SK-17.4)."""

import pytest

from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.melee import Fighter, charge_check, melee_attack, melee_cost, melee_refusal, push_back
from cc_desktop.skirmish.types import Location, Point, Posture, Stats, WeaponProfile

KNIFE = WeaponProfile("knife", "Knife", "melee", melee_a=2, strength=3)
BARE_HANDS = WeaponProfile("bare_hands", "Bare hands", "melee", melee_a=2, unarmed=True)
RIFLE_BUTT = WeaponProfile("rifle_butt", "Rifle butt", "melee", melee_a=3)
K98 = WeaponProfile("kar98k", "Karabiner 98K", "rifle", range=40, shot_a=3, strength=4, hands=2)

E3 = Stats(C=3, U=3, E=3, M=3)


@pytest.mark.rule("SK-9")
def test_scenario_19_melee():
    att = Fighter(E3, at=Point(10, 10))
    dfn = Fighter(E3, at=Point(11, 10), posture=Posture.STANDING)
    # the knife hits on a 6 (6 + 3 - 3); a 5 misses
    r = melee_attack(att, dfn, KNIFE, FixedDice([5]))
    assert (r.total, r.hit, r.cost) == (5, False, 2)
    # hit, location 3 (body): E test D6 + 3 - 1 >= 6 needs 4+: a 3 wounds
    d = FixedDice([6, 3, 3])
    r = melee_attack(att, dfn, KNIFE, d)
    assert d.exhausted and r.hit and r.location.location is Location.BODY
    assert (r.test_modifier, r.test_total, r.avoided) == (-1, 5, False)
    assert r.wound.location is Location.BODY and r.tp_gained == 1
    # wounded: pushed 1 inch straight away from the attacker, free
    assert (r.push.who, r.push.dx, r.push.dy, r.push.distance, r.push.cost) == ("defender", 1.0, 0.0, 1.0, 0)
    assert (r.push.to.x, r.push.to.y) == (pytest.approx(12.0), pytest.approx(10.0))
    # a 4 avoids the wound
    r = melee_attack(att, dfn, KNIFE, FixedDice([6, 3, 4]))
    assert r.avoided and r.wound is None and r.push is None and r.tp_gained == 0
    # bare hands: body 0, D6 + 3 >= 6 needs 3+
    r = melee_attack(att, dfn, BARE_HANDS, FixedDice([6, 3, 3]))
    assert (r.test_modifier, r.test_total, r.avoided) == (0, 6, True)
    r = melee_attack(att, dfn, BARE_HANDS, FixedDice([6, 3, 2]))
    assert not r.avoided and r.wound is not None


@pytest.mark.rule("SK-9")
def test_wound_test_modifiers_by_location():
    att = Fighter(E3)
    dfn = Fighter(E3)
    mods = {}
    for loc_roll, loc in ((6, Location.HEAD), (3, Location.BODY), (5, Location.ARM), (1, Location.LEG)):
        armed = melee_attack(att, dfn, KNIFE, FixedDice([6, loc_roll, 6]))
        bare = melee_attack(att, dfn, BARE_HANDS, FixedDice([6, loc_roll, 6]))
        mods[loc] = (armed.test_modifier, bare.test_modifier)
    assert mods == {Location.HEAD: (-2, -1), Location.BODY: (-1, 0), Location.ARM: (0, 0), Location.LEG: (0, 0)}


@pytest.mark.rule("SK-9", "SK-13")
def test_warm_clothing_helps_against_bare_hands_only():
    dfn = Fighter(E3, equipment=frozenset({"warm_clothing"}))
    r = melee_attack(Fighter(E3), dfn, BARE_HANDS, FixedDice([6, 6, 2]))   # head -1, +1: 2 + 3 = 5
    assert (r.test_modifier, r.test_total, r.avoided) == (0, 5, False)
    r = melee_attack(Fighter(E3), dfn, BARE_HANDS, FixedDice([6, 6, 3]))
    assert r.avoided
    r = melee_attack(Fighter(E3), dfn, KNIFE, FixedDice([6, 6, 4]))          # head -2, no bonus: 5
    assert (r.test_modifier, r.avoided) == (-2, False)


@pytest.mark.rule("SK-9", "SK-17.4")
def test_knife_fighter_and_brawler():
    # Knife fighter: +1 C with a stabbing weapon counts on the attack roll: 5 + 3 - 3 + 1 = 6 hits
    r = melee_attack(Fighter(E3, skills=frozenset({"knife_fighter"})), Fighter(E3), KNIFE, FixedDice([5, 5, 6]))
    assert (r.total, r.hit) == (6, True)
    r = melee_attack(Fighter(E3, skills=frozenset({"knife_fighter"})), Fighter(E3), RIFLE_BUTT, FixedDice([5]))
    assert (r.total, r.hit) == (5, False)
    # the other reading: C bonuses do nothing in melee
    r = melee_attack(Fighter(E3, skills=frozenset({"knife_fighter"})), Fighter(E3), KNIFE, FixedDice([5]),
                     c_bonus_to_attack=False)
    assert not r.hit
    # Brawler bare-handed: +1 E and +1 C: 4 + 4 - 3 + 1 = 6
    r = melee_attack(Fighter(E3, skills=frozenset({"brawler"})), Fighter(E3), BARE_HANDS, FixedDice([4, 5, 6]))
    assert (r.attack_strength, r.total, r.hit) == (4, 6, True)
    # a bare-handed Brawler defending: his E counts 4 in the attack roll and in his test
    dfn = Fighter(E3, skills=frozenset({"brawler"}), bare_handed=True)
    r = melee_attack(Fighter(E3), dfn, KNIFE, FixedDice([6, 3, 3]))
    assert (r.defence_strength, r.total, r.test_total, r.avoided) == (4, 5, None, None)
    r = melee_attack(Fighter(Stats(3, 3, 4, 3)), dfn, KNIFE, FixedDice([6, 3, 3]))
    assert (r.total, r.test_total, r.avoided) == (6, 6, True)


@pytest.mark.rule("SK-9", "SK-4.14")
def test_charge_conditions():
    c = charge_check(seen_at_turn_start=True, ends_in_base_contact=True, a_available=10, move_cost=8, weapon=KNIFE)
    assert c.allowed and c.attack_allowed and c.attack_cost == 2
    c = charge_check(seen_at_turn_start=True, ends_in_base_contact=True, a_available=9, move_cost=8, weapon=KNIFE)
    assert c.allowed and not c.attack_allowed           # Ambiguity 13: the attack costs its A
    c = charge_check(seen_at_turn_start=False, ends_in_base_contact=True, a_available=10, move_cost=2, weapon=KNIFE)
    assert not c.allowed and "start of the turn" in c.reason
    c = charge_check(seen_at_turn_start=True, ends_in_base_contact=False, a_available=10, move_cost=2, weapon=KNIFE)
    assert not c.allowed and "base contact" in c.reason
    c = charge_check(seen_at_turn_start=True, ends_in_base_contact=True, a_available=3, move_cost=4, weapon=KNIFE)
    assert not c.allowed
    assert melee_cost(BARE_HANDS) == 2
    with pytest.raises(ValueError):
        melee_cost(K98)
    assert melee_refusal(KNIFE, a_available=2, in_base_contact=True) is None
    assert "costs 2 A, only 1" in melee_refusal(KNIFE, a_available=1, in_base_contact=True)
    assert "base contact" in melee_refusal(KNIFE, a_available=5, in_base_contact=False)
    assert "no melee weapon" in melee_refusal(K98, a_available=5, in_base_contact=True)


@pytest.mark.rule("SK-9")
def test_push_back_is_straight_away_from_the_attacker():
    p = push_back(Point(0, 0), Point(3, 4))
    assert (p.dx, p.dy) == (pytest.approx(0.6), pytest.approx(0.8))
    assert (p.to.x, p.to.y) == (pytest.approx(3.6), pytest.approx(4.8))


@pytest.mark.rule("SK-9", "SK-17.4")
def test_melee_location_shift_by_the_accurate_attacker():
    att = Fighter(E3, skills=frozenset({"accurate"}))
    r = melee_attack(att, Fighter(E3), KNIFE, FixedDice([6, 5, 4]), accurate_shift=lambda n: 1 if n == 5 else 0)
    assert r.location.location is Location.HEAD and (r.test_modifier, r.test_total, r.avoided) == (-2, 5, False)
    with pytest.raises(ValueError, match="Accurate"):
        melee_attack(Fighter(E3), Fighter(E3), KNIFE, FixedDice([6, 5, 5]), accurate_shift=1)


@pytest.mark.rule("SK-17.4")
def test_knife_fighter_reads_the_weapons_cutting_field():
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class WeaponWithData(WeaponProfile):
        cutting: bool = False

    sabre = WeaponWithData("sabre", "Sabre", "melee", melee_a=3, cutting=True)
    club = WeaponWithData("knife", "Club called knife", "melee", melee_a=3, cutting=False)
    kf = Fighter(E3, skills=frozenset({"knife_fighter"}))
    assert melee_attack(kf, Fighter(E3), sabre, FixedDice([5, 5, 6])).hit
    assert not melee_attack(kf, Fighter(E3), club, FixedDice([5])).hit


@pytest.mark.rule("SK-9")
def test_a_defender_on_the_attackers_own_point_is_pushed_the_way_the_blow_comes():
    """Bases may overlap on the table (nothing in the book keeps a figure off another's base): two
    models on one point have no "straight away"; the blow comes the way the attacker faces."""
    at = Point(30.0, 20.0)
    p = push_back(at, at, 90.0)                          # facing south (+y)
    assert (p.dx, p.dy) == pytest.approx((0.0, 1.0), abs=1e-9)
    assert (p.to.x, p.to.y) == pytest.approx((30.0, 21.0))
    with pytest.raises(ValueError):
        push_back(at, at)                                # no facing given: still no way to know
    apart = push_back(Point(29.0, 20.0), at, 90.0)       # apart: straight away, the facing unused
    assert (apart.to.x, apart.to.y) == pytest.approx((31.0, 20.0))


@pytest.mark.rule("SK-9", "SK-16.3")
def test_the_seeded_game_whose_dog_bit_a_man_on_its_own_point_plays_to_its_end():
    """test-dogs, seed 1036, the purposeful player: the mine dog runs onto b1's very point and
    bites him; the soak once stopped there ("the attacker and the defender stand on the same point")."""
    from cc_desktop.skirmish.simulate import default_resolver, play_game
    r = play_game(1036, "test-dogs", True, default_resolver(), replay=True, player="purposeful")
    assert (r.error, r.finished) == (None, True)
