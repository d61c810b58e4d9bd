"""Shooting: range, costs, modifiers, the to-hit roll, bursts, called shots, two handguns,
pre-emptive order and the whole SK-6.10 sequence (SK-6, SK-8, SK-14.7, SK-17.4, SK-18)."""

import pytest

from cc_desktop.skirmish.cover import CrossedCover
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.shooting import (PreemptiveCandidate, Shooter, ShotKind, ShotRefused, Target,
                                          after_preemptive_allowed, burst_refusal, effective_range, max_burst,
                                          preemptive_order, preemptive_refusal, range_band, resolve_shot,
                                          resolve_two_handguns, roll_to_hit, scout_counter_cancels,
                                          scout_counter_refusal, shot_cost, shot_refusal, to_hit_modifiers,
                                          two_handguns_cost)
from cc_desktop.skirmish.types import CoverType, Location, Posture, Stats, WeaponProfile
from cc_desktop.skirmish.wounds import Condition

K98 = WeaponProfile("kar98k", "Karabiner 98K", "rifle", range=40, shot_a=3, magazine=5, strength=4, hands=2)
K98_SCOPED = WeaponProfile("kar98k_zf", "Karabiner 98K (scope)", "rifle", range=40, shot_a=3, magazine=5,
                           strength=4, hands=2, telescopic=True)
MP40 = WeaponProfile("mp40", "MP 40", "smg", range=20, shot_a=2, burst_a=1, magazine=32, strength=3, hands=2)
P08 = WeaponProfile("p08", "Luger P08", "pistol", range=12, shot_a=2, magazine=8, strength=3, hands=1)
P38 = WeaponProfile("p38", "Walther P38", "pistol", range=12, shot_a=3, magazine=8, strength=3, hands=1)
WEAK = WeaponProfile("weak", "Weak gun", "rifle", range=30, shot_a=3, magazine=5, strength=3, hands=2)

BRICK_WALL = CoverType("brick_wall", "Brick wall", 4, destroyed_after=45)
BUSH = CoverType("bush_hedge", "Bush, hedge", 6, destroyed_after=15)

AVERAGE = Stats(C=3, U=3, E=3, M=3)
STRONG = Stats(C=6, U=6, E=6, M=6)


def shooter(c=3, skills=(), **kw):
    return Shooter(Stats(C=c, U=3, E=3, M=3), frozenset(skills), **kw)


@pytest.mark.rule("SK-6.1", "SK-6.7")
def test_range_bands_and_exactly_half_is_long():
    assert range_band(K98, 19.9).band == "short"
    assert range_band(K98, 20.0).band == "long"        # Ambiguity 7
    assert range_band(K98, 40.0).band == "long"
    r = range_band(K98, 40.5)
    assert r.band is None and "beyond the range of 40" in r.refusal
    assert "beyond" in shot_refusal(K98, distance=40.5)


@pytest.mark.rule("SK-6.1", "SK-13", "SK-17.4")
def test_range_with_rifleman_telescope_and_bipod():
    assert effective_range(K98, {"rifleman"}) == pytest.approx(42.0)
    assert effective_range(K98_SCOPED) == pytest.approx(44.0)
    assert effective_range(K98_SCOPED, {"rifleman"}) == pytest.approx(46.0)
    assert effective_range(MP40, {"rifleman"}) == pytest.approx(20.0)     # not a rifle
    assert effective_range(MP40, fitted={"bipod"}) == pytest.approx(22.0)
    assert range_band(K98, 41.0, {"rifleman"}).band == "long"


@pytest.mark.rule("SK-6.4", "SK-17.4")
def test_shot_costs():
    assert shot_cost(K98, ShotKind.HIP) == 3
    assert shot_cost(K98, ShotKind.AIMED) == 6
    assert shot_cost(K98, ShotKind.AIMED, skills={"rifleman"}) == 4
    assert shot_cost(MP40, ShotKind.AIMED) == 10                      # 5 x Shot A for burst-capable weapons
    assert shot_cost(MP40, ShotKind.AIMED, skills={"rifleman"}) == 10  # not a rifle
    assert shot_cost(MP40, ShotKind.BURST, rounds=7) == 7
    with pytest.raises(ShotRefused):
        shot_cost(K98, ShotKind.BURST, rounds=2)


@pytest.mark.rule("SK-6.4")
def test_what_a_burst_may_declare():
    # Ambiguity 5: rounds x Burst A <= A available, rounds <= magazine
    assert burst_refusal(MP40, 6, a_available=6, rounds_loaded=32) is None
    assert "only 5 available" in burst_refusal(MP40, 6, a_available=5, rounds_loaded=32)
    assert "only 4 in the magazine" in burst_refusal(MP40, 6, a_available=10, rounds_loaded=4)
    assert "cannot fire bursts" in burst_refusal(K98, 2, 10, 5)
    assert max_burst(MP40, 9, 32) == 9 and max_burst(MP40, 9, 4) == 4 and max_burst(K98, 9, 5) == 0


@pytest.mark.rule("SK-6.8")
def test_two_handguns_pay_the_dearer():
    assert two_handguns_cost(P08, P38) == 3
    with pytest.raises(ShotRefused, match="handgun"):
        two_handguns_cost(P08, K98)


@pytest.mark.rule("SK-6.3", "SK-14.7", "SK-14.13", "SK-17.4")
def test_modifiers_are_itemised():
    mods = to_hit_modifiers(K98_SCOPED, ShotKind.AIMED, band="long", in_cover=True, preemptive=True,
                            called=Location.HEAD, shooter=shooter(skills={"sniper"}),
                            target=Target(AVERAGE, moving_vehicle=True))
    assert [(m.name, m.value, m.rule) for m in mods] == [
        ("aimed shot, telescopic sight", 4, "SK-6.3"), ("Sniper", 1, "SK-17.4"), ("long range", -1, "SK-6.1"),
        ("target in cover", -1, "SK-8.1"), ("pre-emptive shot", -1, "SK-6.6"),
        ("called shot at the head", -6, "SK-6.5"), ("target is a moving vehicle or in one", -2, "SK-14.7")]
    mods = to_hit_modifiers(MP40, ShotKind.BURST, band="short", shooter=shooter(in_moving_vehicle=True),
                            target=Target(AVERAGE, vehicle_size="large"), two_weapons=False)
    assert [m.value for m in mods] == [-2, -3, 3]
    mods = to_hit_modifiers(P08, ShotKind.HIP, band="short", two_weapons=True, target=Target(AVERAGE, vehicle_size="small"))
    assert [m.value for m in mods] == [-2, 1]
    assert [m.value for m in to_hit_modifiers(K98, ShotKind.AIMED, band="short",
                                              target=Target(AVERAGE, vehicle_size="car"))] == [2, 2]


@pytest.mark.rule("SK-17.4", "SK-6.3")
def test_sniper_only_for_aimed_shots_without_moving():
    names = lambda mods: [m.name for m in mods]
    assert "Sniper" in names(to_hit_modifiers(K98, ShotKind.AIMED, band="short", shooter=shooter(skills={"sniper"})))
    assert "Sniper" not in names(to_hit_modifiers(K98, ShotKind.AIMED, band="short",
                                                  shooter=shooter(skills={"sniper"}, moved_recently=True)))
    assert "Sniper" not in names(to_hit_modifiers(K98, ShotKind.HIP, band="short", shooter=shooter(skills={"sniper"})))


@pytest.mark.rule("SK-6.2")
def test_natural_1_misses_natural_6_hits_but_not_in_bursts():
    t = roll_to_hit(6, (), FixedDice([1]))
    assert (t.total, t.hit, t.automatic) == (7, False, "miss")
    t = roll_to_hit(0, to_hit_modifiers(K98, ShotKind.HIP, band="long", in_cover=True), FixedDice([6]))
    assert (t.total, t.hit, t.automatic) == (4, True, "hit")
    t = roll_to_hit(1, to_hit_modifiers(MP40, ShotKind.BURST, band="long"), FixedDice([6]), burst=True)
    assert (t.total, t.hit, t.automatic) == (4, False, None)
    t = roll_to_hit(6, (), FixedDice([1]), burst=True)          # Ambiguity 6: a 1 misses in bursts too
    assert (t.hit, t.automatic) == (False, "miss")
    t = roll_to_hit(3, (), FixedDice([3]))
    assert (t.total, t.hit) == (6, True)
    assert str(t.step) == "To hit (SK-6.2): rolled 3 + C 3 = 6, needs 6: hit"


@pytest.mark.rule("SK-17.4", "SK-6.2")
def test_smg_gunner_rerolls_ones_with_a_burst_capable_weapon():
    t = roll_to_hit(3, (), FixedDice([1, 4]), reroll_ones=True)
    assert (t.first_roll, t.roll, t.total, t.hit) == (1, 4, 7, True)
    assert "re-rolled (SMG gunner" in str(t.step)
    d = FixedDice([1, 4, 3])        # hip shot with an MP 40: 1 re-rolled to 4 -> 7 hit; location 3 body
    r = resolve_shot(shooter(skills={"smg_gunner"}), MP40, 5, Target(STRONG), d)
    assert d.exhausted and r.rounds[0].to_hit.roll == 4 and r.wounds[0].location is Location.BODY
    d = FixedDice([1])              # a rifle: no re-roll
    r = resolve_shot(shooter(skills={"smg_gunner"}), K98, 5, Target(STRONG), d)
    assert d.exhausted and r.hits == 0


@pytest.mark.rule("SK-6.5")
def test_scenario_5_called_shot_modifiers():
    s = shooter(c=4)
    target = Target(STRONG, skills=frozenset({"good_reflexes"}))
    # D6 5: 4 + 5 - 4 = 5, a miss
    d = FixedDice([5])
    r = resolve_shot(s, K98, 10, target, d, kind=ShotKind.AIMED, called=Location.HEAD)
    assert d.exhausted and sum(m.value for m in r.modifiers) == -4
    assert (r.rounds[0].to_hit.total, r.hits) == (5, 0)
    # D6 6: a hit on the head (4 + 6 - 4 = 6; a 6 would hit anyway), no location roll
    d = FixedDice([6])
    r = resolve_shot(s, K98, 10, target, d, kind=ShotKind.AIMED, called=Location.HEAD)
    assert d.exhausted and r.rounds[0].to_hit.total == 6 and r.hits == 1
    assert r.wounds[0].location is Location.HEAD and r.rounds[0].location.roll is None
    # with C 2 the 6 is the automatic hit: 2 + 6 - 4 = 4
    r = resolve_shot(shooter(c=2), K98, 10, target, FixedDice([6]), kind=ShotKind.AIMED, called=Location.HEAD)
    assert r.rounds[0].to_hit.automatic == "hit" and r.wounds[0].location is Location.HEAD
    # telescopic sight: net -2; D6 4: 4 + 4 - 2 = 6, head hit, no location roll
    d = FixedDice([4])
    r = resolve_shot(s, K98_SCOPED, 10, target, d, kind=ShotKind.AIMED, called=Location.HEAD,
                     reflexes_shift=lambda n: -1)      # the Good reflexes policy is never asked
    assert d.exhausted and sum(m.value for m in r.modifiers) == -2
    assert r.rounds[0].to_hit.total == 6 and r.wounds[0].location is Location.HEAD
    with pytest.raises(ShotRefused, match="called shot"):
        resolve_shot(s, K98, 10, target, FixedDice([6]), kind=ShotKind.AIMED, called=Location.HEAD,
                     reflexes_shift=-1)
    assert "aimed" in shot_refusal(K98, ShotKind.HIP, distance=10, called=Location.HEAD)


@pytest.mark.rule("SK-6.10", "SK-8.2", "SK-13", "SK-18.2")
def test_scenario_2_helmeted_soldier_behind_brick_wall():
    target = Target(STRONG, posture=Posture.CROUCHING, helmet=True)
    # to hit 4 (3 + 4 - 1 cover = 6), cover save 2 (needs 5+), location 6, helmet 6: saved, helmet destroyed
    d = FixedDice([4, 2, 6, 6])
    r = resolve_shot(shooter(), K98, 10, target, d, covers=[CrossedCover(BRICK_WALL, "wall-1")])
    assert d.exhausted
    rnd = r.rounds[0]
    assert rnd.hit and rnd.covers.passes[0].needed == 5 and rnd.strength_at_target == 3
    assert rnd.location.location is Location.HEAD
    assert rnd.protection.needed == 6 and rnd.protection.saved
    assert r.wounds == () and r.helmet_destroyed and not r.target_after.helmet and r.tp_gained == 0
    texts = [str(s) for s in r.steps]
    assert "Cover save 5+ (Brick wall 4+, worsened by E4, SK-8.2): rolled 2, failed; the shot goes on at E3" in texts
    assert r.cover_damage[0].absorbed_after == 4        # the wall absorbed the E4 hit (Ambiguity 25)
    # helmet roll 5: head wound
    d = FixedDice([4, 2, 6, 5])
    r = resolve_shot(shooter(), K98, 10, target, d, covers=[BRICK_WALL])
    w = r.wounds[0]
    assert w.location is Location.HEAD and w.reduction == Stats(5, 5, 4, 4) and w.reduction.A == 18
    assert r.target_after.stats == Stats(1, 1, 2, 2) and r.target_after.helmet and r.tp_gained == 1
    assert r.target_after.wounds == 1 and r.target_after.bleeding and r.morale_test_due


@pytest.mark.rule("SK-8.2", "SK-13")
def test_scenario_3_helmet_without_cover():
    d = FixedDice([3, 6])   # hit, head; the 7+ helmet save is not rolled
    r = resolve_shot(shooter(), K98, 10, Target(STRONG, helmet=True), d)
    assert d.exhausted
    assert r.rounds[0].protection.needed is None and r.wounds[0].location is Location.HEAD
    assert not r.helmet_destroyed and r.target_after.helmet


@pytest.mark.rule("SK-8.2", "SK-6.9")
def test_scenario_4_weak_shot_at_long_range_through_two_covers():
    # E3 at long range: E2; to hit 5 + 3 - 1 long - 1 cover = 6; first save 4+ rolled 3 fails: E1,
    # the second cover stops it without a roll
    d = FixedDice([5, 3])
    r = resolve_shot(shooter(), WEAK, 20, Target(AVERAGE), d, covers=[BRICK_WALL, BUSH])
    assert d.exhausted
    rnd = r.rounds[0]
    assert rnd.strength == 2 and not rnd.reached_target and rnd.covers.stopped_by == "bush_hedge"
    assert r.wounds == () and r.tp_gained == 0


@pytest.mark.rule("SK-6.4", "SK-6.2", "SK-17.1", "SK-18.1")
def test_burst_each_round_rolled_and_wounds_add_up():
    # MP 40, 3 rounds, SMG gunner, C 3, burst -2: round 1 rolls 1, re-rolled 5 -> 6 hit; round 2 rolls 6 -> 7
    # hit; round 3 rolls 3 -> 4 miss.  Locations: 1 leg, 3 body.
    d = FixedDice([1, 5, 6, 3, 1, 3])
    r = resolve_shot(shooter(skills={"smg_gunner"}), MP40, 8, Target(AVERAGE), d, kind=ShotKind.BURST, rounds=3,
                     a_available=3, rounds_loaded=32)
    assert d.exhausted
    assert (r.cost, r.rounds_fired, r.hits, r.tp_gained) == (3, 3, 2, 2)
    assert [x.to_hit.total for x in r.rounds] == [6, 7, 4]
    assert [w.location for w in r.wounds] == [Location.LEG, Location.BODY]
    assert [w.wound_number for w in r.wounds] == [1, 2]
    assert r.target_after.stats == Stats(2, 1, -1, -1) and r.condition is Condition.UNCONSCIOUS
    assert r.target_after.posture is Posture.CROUCHING and r.drops_weapon and not r.morale_test_due


@pytest.mark.rule("SK-8.4", "SK-6.4")
def test_cover_destroyed_during_a_burst_no_longer_covers():
    bush = CrossedCover(BUSH, "bush-3", absorbed=12)
    # C 3, burst -2, cover -1: a 6 gives 6 (hits).  Round 1: save 6+ rolled 2 fails, bush absorbs E3 -> 15 destroyed;
    # location 3 body.  Round 2: no cover any more: location 5 arm.
    d = FixedDice([6, 6, 2, 3, 5])
    r = resolve_shot(shooter(), MP40, 8, Target(STRONG), d, kind=ShotKind.BURST, rounds=2, covers=[bush])
    assert d.exhausted
    assert r.cover_damage[0].destroyed and len(r.cover_damage) == 1
    assert r.rounds[1].covers is None
    assert [w.location for w in r.wounds] == [Location.BODY, Location.ARM]


@pytest.mark.rule("SK-17.4")
def test_accurate_shift_through_resolve_shot():
    d = FixedDice([4, 5])     # hit; location 5 (arm), Accurate moves it to the head
    r = resolve_shot(shooter(skills={"accurate"}), K98, 10, Target(STRONG), d,
                     accurate_shift=lambda n: 1 if n == 5 else 0)
    assert r.wounds[0].location is Location.HEAD and r.rounds[0].location.roll == 5
    with pytest.raises(ShotRefused, match="Accurate"):
        resolve_shot(shooter(), K98, 10, Target(STRONG), FixedDice([4, 5]), accurate_shift=1)


@pytest.mark.rule("SK-6.1", "SK-6.4", "SK-6.6", "SK-7.3", "SK-14.13", "SK-6.8", "SK-4.13")
def test_refusals():
    assert "behind the shooter" in shot_refusal(K98, distance=10, preemptive=True, target_in_front_arc=False)
    assert "front arc" in shot_refusal(K98, distance=10, target_in_front_arc=False)
    assert "not seen" in shot_refusal(K98, distance=10, target_visible=False)
    assert "moving vehicle" in shot_refusal(K98, ShotKind.AIMED, distance=10, shooter=shooter(in_moving_vehicle=True))
    assert shot_refusal(K98, ShotKind.HIP, distance=10, shooter=shooter(in_moving_vehicle=True)) is None
    assert "empty" in shot_refusal(K98, distance=10, rounds_loaded=0)
    assert "costs 6 A, only 5" in shot_refusal(K98, ShotKind.AIMED, distance=10, a_available=5)
    assert "aimed" in shot_refusal(P08, ShotKind.AIMED, distance=5, two_weapons=True)
    with pytest.raises(ShotRefused, match="beyond"):
        resolve_shot(shooter(), P08, 13, Target(AVERAGE), FixedDice([]))


@pytest.mark.rule("SK-6.8")
def test_two_handguns_at_once():
    # short range (5 of 12), each -2: P08 rolls 5 (3 + 5 - 2 = 6 hit, location 1 leg); P38 rolls 4 (5, miss)
    d = FixedDice([5, 1, 4])
    r1, r2 = resolve_two_handguns(shooter(), P08, P38, 5, Target(STRONG), d, a_available=3)
    assert d.exhausted
    assert (r1.cost, r2.cost) == (3, 0)
    assert [m.value for m in r1.modifiers] == [-2] and [m.value for m in r2.modifiers] == [-2]
    assert r1.wounds[0].location is Location.LEG and r2.hits == 0
    assert r2.target_after.wounds == 1        # the second shot saw the first wound
    with pytest.raises(ShotRefused, match="only 2 available"):
        resolve_two_handguns(shooter(), P08, P38, 6, Target(STRONG), FixedDice([]), a_available=2)
    with pytest.raises(ShotRefused):
        resolve_two_handguns(shooter(), P08, P38, 6, Target(STRONG), FixedDice([]), kind=ShotKind.AIMED)
    # both are checked before any die: the short-ranged second pistol refuses the pair at 11 inches
    short = WeaponProfile("webley", "Webley", "pistol", range=10, shot_a=2, magazine=6, strength=3, hands=1)
    with pytest.raises(ShotRefused, match="beyond"):
        resolve_two_handguns(shooter(), P08, short, 11, Target(STRONG), FixedDice([]))
    with pytest.raises(ShotRefused, match="empty"):
        resolve_two_handguns(shooter(), P08, P38, 5, Target(STRONG), FixedDice([]), rounds_loaded=(3, 0))


@pytest.mark.rule("SK-14.7")
def test_a_vehicle_target_stops_before_the_location():
    d = FixedDice([2])       # 3 + 2 + 3 (truck) = 8: hit, no location roll
    r = resolve_shot(shooter(), K98, 10, Target(AVERAGE, vehicle_size="large"), d)
    assert d.exhausted and r.rounds[0].hit and r.rounds[0].strength_at_target == 4 and r.wounds == ()


@pytest.mark.rule("SK-6.6")
def test_scenario_24_overwatch_order():
    a = PreemptiveCandidate("a", 5, K98, distance=10)
    b = PreemptiveCandidate("b", 8, K98, distance=12)
    assert [c.model_id for c in preemptive_order([a, b])] == ["b", "a"]
    # the first shoots at -1
    assert [m.value for m in to_hit_modifiers(K98, ShotKind.HIP, band="short", preemptive=True)] == [-1]
    # after its shot: leftover reserve only for a posture change
    assert after_preemptive_allowed("posture_change") and not after_preemptive_allowed("move")
    assert "only change posture" in preemptive_refusal(PreemptiveCandidate("b", 5, K98, fired_preemptive=True))


@pytest.mark.rule("SK-6.6", "SK-7.3")
def test_preemptive_eligibility_and_ties():
    behind = PreemptiveCandidate("c", 9, K98, target_in_front_arc=False)
    poor = PreemptiveCandidate("d", 2, K98)
    unarmed = PreemptiveCandidate("e", 9, None)
    far = PreemptiveCandidate("f", 9, P08, distance=13)
    near = PreemptiveCandidate("g", 6, K98, distance=4)
    tie = PreemptiveCandidate("h", 6, K98, distance=9)
    assert [c.model_id for c in preemptive_order([behind, poor, unarmed, far, tie, near])] == ["g", "h"]
    assert "behind" in preemptive_refusal(behind)
    assert "do not pay" in preemptive_refusal(poor)
    assert preemptive_refusal(PreemptiveCandidate("i", 1, MP40)) is None      # one round of a burst


@pytest.mark.rule("SK-17.4")
def test_scout_counter_shot():
    assert scout_counter_refusal(PreemptiveCandidate("s", 6, K98)) is not None
    assert scout_counter_refusal(PreemptiveCandidate("s", 6, K98, skills=frozenset({"scout"}))) is None
    hit = resolve_shot(shooter(), K98, 10, Target(STRONG), FixedDice([4, 3, 3]), preemptive=True,
                       covers=[BRICK_WALL])          # 3 + 4 - 1 - 1 = 5: miss
    assert hit.hits == 0 and not scout_counter_cancels(hit)
    stuck = resolve_shot(shooter(), K98, 10, Target(STRONG), FixedDice([5, 6]), preemptive=True,
                         covers=[BRICK_WALL])        # hits, the wall saves (5+ on a 6)
    assert stuck.hits == 1 and not scout_counter_cancels(stuck)
    assert scout_counter_cancels(stuck, hit_means_reached=False)


@pytest.mark.rule("SK-17.4", "SK-6.10")
def test_shot_sequence_asks_the_location_shifts_as_questions():
    # the state machine drives the generator: Accurate shooter, Good reflexes target, location roll 6 (head)
    from cc_desktop.skirmish.shooting import shot_sequence
    from cc_desktop.skirmish.wounds import LocationChoice
    d = FixedDice([4, 6])
    gen = shot_sequence(shooter(skills={"accurate"}), K98, 10, Target(STRONG, skills=frozenset({"good_reflexes"})), d)
    q = next(gen)
    assert q == LocationChoice("attacker", "accurate", 6, (-1, 0), 1)
    q = gen.send(0)                        # the shooter keeps the head
    assert q == LocationChoice("defender", "good_reflexes", 6, (-1, 0), 1)
    with pytest.raises(StopIteration) as stop:
        gen.send(-1)                       # the target moves it to the arm
    r = stop.value.value
    assert d.exhausted and r.wounds[0].location is Location.ARM
    assert "Good reflexes (SK-17.4): 6 shifted to 5, arm" in [str(s) for s in r.steps]
    # a refused shot is refused at the first step, before any die
    gen = shot_sequence(shooter(), P08, 30, Target(STRONG), FixedDice([]))
    with pytest.raises(ShotRefused):
        next(gen)


@pytest.mark.rule("SK-6.9", "SK-8.2", "SK-6.10")
def test_scenario_1_through_the_whole_shot_at_long_range():
    door = CoverType("wooden_door", "Wooden door", 5, destroyed_after=30)
    # short range: E4 makes the 5+ save 6+; the 5 fails and the shot goes on at E3 (location 1: leg)
    d = FixedDice([5, 5, 1])
    r = resolve_shot(shooter(), K98, 15, Target(STRONG), d, covers=[door])
    assert d.exhausted and r.rounds[0].covers.passes[0].needed == 6 and r.rounds[0].strength_at_target == 3
    # long range: E3, the save stays 5+ and the same 5 saves
    d = FixedDice([6, 5])
    r = resolve_shot(shooter(), K98, 25, Target(STRONG), d, covers=[door])
    rnd = r.rounds[0]
    assert d.exhausted and rnd.strength == 3 and rnd.covers.passes[0].needed == 5 and not rnd.reached_target
    assert [s.to_json()["rule"] for s in r.steps][:3] == ["SK-6.4", "SK-6.1", "SK-6.2"]
    assert r.steps[3].to_json() == {"rule": "SK-6.9", "kind": "strength", "data": {"strength": 3},
                                    "code": "shot.long_range_e", "params": {"e": 3, "weapon_e": 4},
                                    "text": "Long range: the shot is E3 (weapon E4 -1, SK-6.9)"}


@pytest.mark.rule("SK-18.1", "SK-6.4")
def test_rounds_after_the_target_died_roll_nothing_more():
    # two hits: a head wound kills (A 12 - 18 < 0), the second round strikes a dead body: no location roll
    d = FixedDice([6, 6, 6])
    r = resolve_shot(shooter(c=5), MP40, 5, Target(AVERAGE), d, kind=ShotKind.BURST, rounds=2)
    assert d.exhausted and r.hits == 2 and len(r.wounds) == 1 and r.condition is Condition.DEAD
    assert r.rounds[1].location is None and r.tp_gained == 1


@pytest.mark.rule("SK-13", "SK-6.3", "SK-6.1")
def test_a_fitted_telescopic_sight():
    mods = to_hit_modifiers(K98, ShotKind.AIMED, band="short", fitted={"telescopic_sight"})
    assert [(m.name, m.value) for m in mods] == [("aimed shot, telescopic sight", 4)]
    assert effective_range(K98, fitted={"telescopic_sight"}) == pytest.approx(44.0)
    assert range_band(K98, 43.0, fitted={"telescopic_sight"}).band == "long"
    assert shot_refusal(K98, distance=43.0) is not None
    assert shot_refusal(K98, distance=43.0, fitted={"telescopic_sight"}) is None


@pytest.mark.rule("SK-6", "SK-12")
def test_special_weapons_are_not_fired_by_the_shooting_rules():
    mortar = WeaponProfile("mortar_light", "Light mortar", "mortar", range=40, min_range=6, shot_a=6, strength=3)
    assert "not fired by the shooting rules" in shot_refusal(mortar, distance=20)
    assert "no firearm" in preemptive_refusal(PreemptiveCandidate("m", 9, mortar))
