"""Reactions in the opponent's turn: pre-emptive shot windows (SK-6.6, scenario 24), the Morale
test after a wound and A borrowed from the next turn (SK-10.2, scenario 20), dropping down before a
grenade (SK-12.2), and the shot action's costs (SK-6.4)."""

import pytest

from cc_desktop.skirmish import reactions
from cc_desktop.skirmish.decisions import IllegalMove, SkMove
from cc_desktop.skirmish.reactions import ShotEffect
from cc_desktop.skirmish.testing import TEST_WEAPONS, scripted_resolver
from cc_desktop.skirmish.types import Point, Posture, Stats

from .helpers import acting, game, set_faces


def _behind_the_wall(g, observer, target):
    """A wall hides everything west of x = 20 from the other side."""
    return observer.side == target.side or target.at.x >= 20.0


def _overwatch(resolver):
    """Red plays; r1 stands hidden at (15, 14) and will walk east into view of b1 (5 A in
    reserve) and b2 (8 A in reserve)."""
    g = game(resolver=resolver)
    g.sight = _behind_the_wall
    g.model("b1").a_reserved = 5
    g.model("b2").a_reserved = 8
    r1 = g.model("r1")
    r1.at, r1.facing = Point(15.0, 14.0), 0.0
    return g


@pytest.mark.rule("SK-6.6")
def test_scenario_24_the_observer_with_most_reserved_a_shoots_first_then_only_changes_posture():
    resolver = scripted_resolver([ShotEffect(False)])
    g = _overwatch(resolver)
    r1 = acting(g, "r1")
    g.apply("move r1 25.0 14.0")               # visible from x = 20 on
    d = g.pending
    assert (d.kind, d.player, d.window, d.about) == ("preempt", "blue", True,
                                                   {"observer": "b2", "target": "r1", "reserved": 8})
    assert SkMove("decline") in d.options and SkMove("shoot", "b2", "r1", "hip") in d.options
    assert r1.at == Point(20.0, 14.0)          # it is seen where it comes out
    g.apply("shoot b2 r1 hip")
    assert resolver.calls == [("b2", "r1", "hip", 1, True)]   # pre-emptive: the resolver takes the -1
    b2 = g.model("b2")
    assert b2.a_reserved == 8 - TEST_WEAPONS["test_smg"].shot_a and b2.preempt_spent
    assert b2.rounds["test_smg"] == 29
    d = g.pending                              # SK-6.6: what is left buys a posture change only
    assert d.kind == "after_preempt" and set(d.options) == {SkMove("crouch", "b2"), SkMove("done")}
    with pytest.raises(IllegalMove):
        g.apply("shoot b2 r1 hip")
    g.apply("crouch b2")
    assert b2.posture is Posture.CROUCHING and b2.a_reserved == 6
    g.apply("done")
    d = g.pending                              # then the one with 5
    assert d.kind == "preempt" and d.about["observer"] == "b1"
    g.apply("decline")
    assert g.pending.kind == "act" and r1.at == Point(25.0, 14.0) and r1.a_remaining == 12 - 10
    # its pre-emptive shot taken, b2 has no other chance, and its reserve buys posture changes only
    assert not reactions.may_preempt(g, b2, r1)
    from cc_desktop.skirmish import actions
    assert actions.why_not(g, b2, SkMove("move", "b2", 36.0, 9.0), "reserve").code == "only_posture"


@pytest.mark.rule("SK-6.6")
def test_no_window_without_enough_reserve_nor_from_behind_nor_for_a_target_already_seen():
    resolver = scripted_resolver([])
    g = _overwatch(resolver)
    g.model("b1").a_reserved = 1               # a rifle shot costs 2
    g.model("b2").facing = 270.0               # looks away: r1 comes up behind it
    acting(g, "r1")
    g.apply("move r1 25.0 14.0")
    assert g.pending.kind == "act" and resolver.calls == []
    g.model("b1").a_reserved = 5
    g.model("b2").facing = 90.0
    g.apply("move r1 26.0 14.0")               # already seen: it does not "appear" (SK-6.6 default reading)
    assert g.pending.kind == "act"


@pytest.mark.rule("SK-6.6")
def test_the_option_seen_moving_offers_a_window_for_every_move_in_view():
    g = game(resolver=scripted_resolver([]), options={"preempt_trigger": "seen_moving"})
    g.model("b1").a_reserved = 5
    acting(g, "r1")
    g.apply("move r1 30.0 39.0")
    assert g.pending.kind == "preempt" and g.pending.about["observer"] == "b1"


@pytest.mark.rule("SK-6.6", "SK-10.2")
def test_a_pre_emptive_wound_stops_the_move_where_it_was_seen():
    g = _overwatch(scripted_resolver([ShotEffect(True, (("arm", True),))]))
    g.model("b1").a_reserved = 0
    r1 = acting(g, "r1")
    g.apply("move r1 25.0 14.0")
    set_faces(g, 6)                            # the Morale test: 6 + M 2 = 8, passed
    g.apply("shoot b2 r1 hip")
    assert [(w.location, w.bleeds) for w in r1.wounds] == [("arm", True)] and g.model("b2").tp == 1
    assert r1.in_hand == [] and g.state.ground[-1].item == "test_rifle"   # SK-18.2 an arm wound drops it
    g.apply("done")                            # b2 keeps standing
    assert g.pending.kind == "act" and r1.at == Point(20.0, 14.0) and r1.a_remaining == 12 - 5


@pytest.mark.rule("SK-10.2", "SK-18.2")
def test_scenario_20_morale_after_a_leg_wound_and_two_a_borrowed():
    g = game(resolver=scripted_resolver([ShotEffect(True, (("leg", False),))]))
    r1 = acting(g, "r1")
    b1 = g.model("b1")
    assert b1.stats.M == 3
    set_faces(g, 4)                            # M 3 - 2 (leg) = 1: 4 + 1 = 5 < 6, failed (needs 5+)
    g.apply("shoot r1 b1 hip")
    assert b1.stats == Stats(3, 2, 1, 1) and b1.posture is Posture.CROUCHING
    d = g.pending
    assert (d.kind, d.player, d.about) == ("take_cover", "blue", {"model": "b1", "left": 2})  # no reserve: 2 borrowed
    g.apply("move b1 30.0 7.0")                # 1 inch crouched: 2 A, all borrowed
    assert b1.a_debt == 2 and b1.at == Point(30.0, 7.0)
    assert g.pending.kind == "take_cover" and g.pending.about["left"] == 0
    g.apply("done")
    assert g.pending.kind == "act" and r1.a_remaining == 12 - 2
    g.apply("done")
    g.apply("end")                             # blue's turn: A 7 - 2 borrowed
    assert b1.a_remaining == 7 - 2 and b1.a_debt == 0
    assert "SK-3.3: b1 has 5 A this turn (2 borrowed last turn)" in g.log_text()


@pytest.mark.rule("SK-10.2")
def test_a_passed_morale_test_asks_nothing():
    g = game(resolver=scripted_resolver([ShotEffect(True, (("leg", False),))]))
    acting(g, "r1")
    set_faces(g, 5)                            # 5 + 1 = 6: passed
    g.apply("shoot r1 b1 hip")
    assert g.pending.kind == "act" and g.model("b1").a_debt == 0


@pytest.mark.rule("SK-6.4")
def test_shot_costs_hip_aimed_burst_and_rifleman():
    rifle, smg = TEST_WEAPONS["test_rifle"], TEST_WEAPONS["test_smg"]
    g = game()
    m = g.model("r1")
    assert reactions.shot_cost(rifle, "hip", 1, m) == 2
    assert reactions.shot_cost(rifle, "aimed", 1, m) == 4          # double
    assert reactions.shot_cost(smg, "aimed", 1, m) == 5            # 5 x for a weapon that fires bursts
    assert reactions.shot_cost(smg, "burst", 4, m) == 4            # Burst A per round
    m.skills.append("rifleman")
    assert reactions.shot_cost(rifle, "aimed", 1, m) == 2          # Rifleman -2 with a rifle


@pytest.mark.rule("SK-6.4", "SK-6.1")
def test_shots_in_the_own_turn_and_their_refusals():
    resolver = scripted_resolver([ShotEffect(False), ShotEffect(False)])
    g = game(resolver=resolver)
    r2 = acting(g, "r2")                       # SMG, range 18: blue is 32 inches away
    e = pytest.raises(IllegalMove, g.apply, "shoot r2 b2 hip").value
    assert (e.rule, e.code) == ("SK-6.1", "out_of_range")
    r2.at = Point(36.0, 20.0)
    g.apply("burst r2 b2 5")
    assert r2.a_remaining == 12 - 5 and r2.rounds["test_smg"] == 25 and resolver.calls[-1] == ("r2", "b2", "burst", 5, False)
    assert pytest.raises(IllegalMove, g.apply, "burst r2 b2 8").value.code == "not_enough_a.shot_burst"
    assert pytest.raises(IllegalMove, g.apply, "shoot r2 r1 hip").value.code == "not_enemy"
    r2.facing = 90.0
    assert pytest.raises(IllegalMove, g.apply, "shoot r2 b2 hip").value.code == "behind"


@pytest.mark.rule("SK-6.10")
def test_without_a_shot_resolution_no_shot_is_offered():
    g = game()
    acting(g, "r1")
    g.model("r1").at = Point(30.0, 12.0)
    assert not [m for m in g.legal_moves() if m.kind in ("shoot", "burst")]
    assert g.why_not("shoot r1 b1 hip").code == "no_resolver"


def drive(proc, moves):
    """Run a procedure, answering its decisions with ``moves`` in order; the decisions asked."""
    asked, moves = [], list(moves)
    try:
        d = next(proc)
        while True:
            asked.append(d)
            d = proc.send(moves.pop(0))
    except StopIteration:
        return asked


@pytest.mark.rule("SK-12.2")
def test_grenade_windows_let_standing_models_with_reserve_drop_down():
    g = game()
    b1, b2, b3 = g.model("b1"), g.model("b2"), g.model("b3")
    b1.a_reserved, b2.a_reserved, b3.a_reserved = 3, 0, 2
    b3.posture = Posture.CROUCHING
    asked = drive(reactions.duck_windows(g, ["b1", "b2", "b3"]), [SkMove("crouch", "b1")])
    assert [(d.kind, d.about) for d in asked] == [("duck", {"model": "b1"})]
    assert b1.posture is Posture.CROUCHING and b1.a_reserved == 2 and b2.posture is Posture.STANDING


@pytest.mark.rule("SK-6.6", "SK-10.2", "SK-5.1")
def test_a_wound_on_the_way_pays_the_part_walked_and_the_dash_for_cover_after_it():
    g = _overwatch(scripted_resolver([ShotEffect(True, (("leg", False),))]))
    g.model("b1").a_reserved = 0
    r1 = acting(g, "r1")
    g.apply("move r1 25.0 14.0")               # 10 A paid as it sets off
    assert r1.a_remaining == 2
    set_faces(g, 1)                            # Morale 1 + (3 - 2) = 2: failed
    g.apply("shoot b2 r1 hip")
    d = g.pending                              # its 2 A left plus 2 borrowed
    assert (d.kind, d.about) == ("take_cover", {"model": "r1", "left": 4})
    g.apply("move r1 20.0 15.5")               # 1.5 inches crouched (the leg wound): 3 A, 1 of them borrowed
    assert (r1.a_remaining, r1.a_debt) == (0, 1)
    g.apply("done")
    g.apply("done")                            # b2 after its shot: stays standing
    # back in its move: 5 inches walked of 10, the 5 A of the rest given back (first to the debt)
    assert g.pending.kind == "act" and (r1.a_remaining, r1.a_debt) == (4, 0) and r1.at == Point(20.0, 15.5)


@pytest.mark.rule("SK-6.5")
def test_a_called_shot_is_an_aimed_shot_at_a_named_body_part():
    resolver = scripted_resolver([ShotEffect(False)])
    g = game(resolver=resolver)
    r1 = acting(g, "r1")
    assert SkMove("called", "r1", "b1", "head") in g.legal_moves()
    assert g.why_not("called r1 b1 tail").code == "no_such_part"
    g.apply("called r1 b1 arm")
    assert resolver.calls == [("r1", "b1", "aimed", 1, False, "arm")] and r1.a_remaining == 12 - 4


@pytest.mark.rule("SK-17.4", "SK-6.6")
def test_a_scout_may_shoot_first_at_the_model_about_to_shoot_him():
    resolver = scripted_resolver([ShotEffect(True, (), reached=True)])
    g = _overwatch(resolver)
    g.model("b1").a_reserved = 0
    r1 = acting(g, "r1")
    r1.skills.append("scout")
    g.apply("move r1 25.0 14.0")
    g.apply("shoot b2 r1 hip")                 # b2 would shoot: the Scout is asked first
    d = g.pending
    assert (d.kind, d.player, d.window, d.about) == ("scout_counter", "red", True, {"scout": "r1", "observer": "b2"})
    g.apply("shoot r1 b2 hip")                 # from the A r1 has left (2 after its move)
    assert resolver.calls == [("r1", "b2", "hip", 1, True)]   # a pre-emptive shot too: -1
    assert r1.a_remaining == 0 and g.model("b2").a_reserved == 8   # b2 may no longer shoot: it spent nothing
    assert "SK-17.4: the Scout r1 hit b2 first: b2 may no longer shoot" in g.log_text()
    assert g.pending.kind == "act"


@pytest.mark.rule("SK-17.4")
def test_a_scout_that_misses_is_shot_at():
    resolver = scripted_resolver([ShotEffect(False), ShotEffect(False)])
    g = _overwatch(resolver)
    g.model("b1").a_reserved = 0
    r1 = acting(g, "r1")
    r1.skills.append("scout")
    g.apply("move r1 25.0 14.0")
    g.apply("shoot b2 r1 hip")
    g.apply("shoot r1 b2 hip")
    assert [c[0] for c in resolver.calls] == ["r1", "b2"] and g.pending.kind == "after_preempt"
