"""The state machine runs the full rules of wounds.py and morale.py (sk-unify): Surrounded
(SK-10.2), a Leader's M (SK-17.4), 1 TP per wound (SK-17.1), the third wound (SK-18.1), the
translatable steps."""

import math

import pytest

from cc_desktop.skirmish import actions, reactions, turn
from cc_desktop.skirmish.cover import CrossedCover, cover_save
from cc_desktop.skirmish.decisions import SkMove
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.explain import Step, step_message
from cc_desktop.skirmish.reactions import ShotEffect
from cc_desktop.skirmish.testing import scripted_resolver
from cc_desktop.skirmish.types import CoverType, Point, Posture

from cc_desktop.skirmish.game import combat_resolver

from .helpers import acting, game, set_faces


def _ring(g, centre_id, enemy_ids, angles, distance=1.0):
    c = g.model(centre_id).at
    for mid, a in zip(enemy_ids, angles):
        g.model(mid).at = Point(round(c.x + distance * math.cos(math.radians(a)), 3),
                                round(c.y + distance * math.sin(math.radians(a)), 3))


@pytest.mark.rule("SK-10.2")
def test_three_enemies_in_base_contact_around_a_model_leave_it_no_way_out():
    g = game()
    _ring(g, "r1", ("b1", "b2", "b3"), (0.0, 120.0, 240.0))
    assert turn.surrounded(g, g.model("r1"))
    # two opposite enemies leave the ways out at right angles open
    _ring(g, "r1", ("b1", "b2"), (0.0, 180.0))
    g.model("b3").at = Point(60.0, 8.0)
    assert not turn.surrounded(g, g.model("r1"))
    # at the table's edge two enemies are enough: the edge closes the rest
    r1 = g.model("r1")
    r1.at = Point(30.0, 47.6)
    _ring(g, "r1", ("b1", "b2"), (-30.0, 210.0))
    assert not actions.on_table(Point(30.0, 47.6 + turn.WAY_OUT_STEP))
    assert turn.surrounded(g, r1)
    # no enemy touching: never surrounded
    r1.at = Point(10.0, 30.0)
    assert not turn.surrounded(g, r1)


@pytest.mark.rule("SK-10.2")
def test_a_surrounded_model_tests_morale_each_turn_and_a_failure_surrenders():
    g = game()
    _ring(g, "r1", ("b1", "b2", "b3"), (0.0, 120.0, 240.0))
    g.apply("end")
    set_faces(g, 3)                            # red's turn 2: r1 tests, 3 + M 3 = 6: stays in control
    g.apply("end")
    r1 = g.model("r1")
    assert r1.in_play and "SK-10.2: r1 is surrounded: no way out" in g.log_text()
    assert "SK-10.1: r1 tests Morale: D6 3 + M 3 = 6: success" in g.log_text()
    g.apply("end")
    set_faces(g, 2)                            # turn 3, still surrounded: 2 + 3 = 5, surrenders
    g.apply("end")
    assert r1.out == "surrendered" and not r1.in_play and r1.alive
    assert "SK-10.2: r1 surrenders and is removed from play" in g.log_text()
    assert g.legal_moves() == [m for m in g.legal_moves() if "r1" not in m.args]


@pytest.mark.rule("SK-17.4", "SK-10.1")
def test_a_wounded_model_tests_with_the_better_m_of_a_leader_within_8_inches():
    g = game(resolver=scripted_resolver([ShotEffect(True, (("leg", True),))]))
    b1 = g.model("b1")
    b2 = g.model("b2")
    b2.skills.append("leader")
    b2.base = b2.base.plus(M=2)                # the leader's M 5
    b2.at = Point(37.0, 8.0)                   # 7 inches from b1: within reach
    r1 = acting(g, "r1")
    r1.at = Point(30.0, 20.0)
    set_faces(g, 1)                            # b1's Morale test: 1 + the leader's M 5 = 6
    g.apply("shoot r1 b1 hip")
    assert b1.stats.M == 1 and g.pending.kind == "act"      # passed: no take_cover
    assert "SK-17.4: b1 tests Morale: D6 1 + M 5 of its Leader b2 = 6: success" in g.log_text()


@pytest.mark.rule("SK-17.4", "SK-10.1")
def test_a_leader_farther_than_8_inches_does_not_help():
    g = game(resolver=scripted_resolver([ShotEffect(True, (("leg", True),))]))
    b2 = g.model("b2")
    b2.skills.append("leader")
    b2.base = b2.base.plus(M=2)
    b2.at = Point(38.5, 8.0)                   # 8.5 inches away
    r1 = acting(g, "r1")
    r1.at = Point(30.0, 20.0)
    set_faces(g, 1)                            # 1 + his own M 1 = 2: failed
    g.apply("shoot r1 b1 hip")
    assert g.pending.kind == "take_cover"
    assert "SK-10.1: b1 tests Morale: D6 1 + M 1 = 2: failure" in g.log_text()


@pytest.mark.rule("SK-17.1")
def test_a_burst_that_wounds_twice_gives_two_tp():
    g = game(resolver=scripted_resolver([ShotEffect(True, (("arm", True), ("leg", False)))]))
    r2 = acting(g, "r2")
    r2.at = Point(36.0, 20.0)
    set_faces(g, 6)                            # b2's Morale test passes
    g.apply("burst r2 b2 3")
    b2 = g.model("b2")
    assert [(w.location, w.bleeds) for w in b2.wounds] == [("arm", True), ("leg", False)]
    assert r2.tp == 2


@pytest.mark.rule("SK-18.1", "SK-17.4")
def test_the_third_wound_kills_unless_tough():
    g = game()
    r1, r2 = g.model("r1"), g.model("r2")
    r2.skills.append("tough")
    for m in (r1, r2):
        m.base = m.base.plus(C=9, U=9, E=9, M=9)
        for _ in range(3):
            actions.wound_model(g, m, "leg", None, "shot")
    assert not r1.alive and r1.out == "dead"
    assert r2.alive and r2.in_play and len(r2.wounds) == 3
    assert [w.bleeds for w in r1.wounds] == [True, False, False]    # SK-18.3 one wound bleeds
    assert r1.posture is Posture.CROUCHING


@pytest.mark.rule("SK-18.3")
def test_a_fall_of_six_inches_bleeds_from_wounds_py():
    g = game(faces=(3, 1, 1))                  # locations: body, leg, leg
    r1 = g.model("r1")
    r1.base = r1.base.plus(C=9, U=9, E=9, M=9)
    r1.skills.append("tough")
    actions.fall(g, r1, 6.0, "climb")
    assert [(w.location, w.bleeds, w.cause) for w in r1.wounds] == [
        ("body", True, "climb"), ("leg", False, "climb"), ("leg", False, "climb")]
    assert "SK-5.4: r1 falls 6.0 inches: 3 wound(s), bleeding" in g.log_text()


@pytest.mark.rule("SK-8.2")
def test_a_step_is_a_code_with_params_and_renders_the_same_english():
    brick = CoverType("brick_wall", "Brick wall", 4)
    p = cover_save(CrossedCover(brick, "w1"), 4, FixedDice([2]))
    assert p.step.code == "cover.failed_worse"
    assert p.step.args == {"name": "Brick wall", "need": 5, "roll": 2, "save": 4, "strength": 4, "strength_after": 3}
    assert str(p.step) == "Cover save 5+ (Brick wall 4+, worsened by E4, SK-8.2): rolled 2, failed; the shot goes on at E3"
    m = step_message(p.step)
    assert (m.rule, m.code) == ("SK-8.2", "cover.failed_worse")
    assert m.text() == "SK-8.2: " + str(p.step)
    assert Step.of("SK-13", "camouflage", "equipment.camouflage_hidden").text == "camouflage suit: hidden (SK-13)"


@pytest.mark.rule("SK-6.8")
def test_two_handguns_fire_at_once_for_the_dearer_a_at_minus_2_each():
    g = game(resolver=combat_resolver())
    r1 = acting(g, "r1")
    r1.in_hand = ["p08", "tt33"]
    r1.rounds = {"p08": 8, "tt33": 8}
    r1.at = Point(30.0, 13.0)                  # b1 5 inches away: short range for both (12 inches)
    p08, tt33 = g.weapon("p08"), g.weapon("tt33")
    cost = max(p08.shot_a, tt33.shot_a)
    assert g.why_not("shoot r1 b1 both") is None
    assert SkMove("shoot", "r1", "b1", "both") in reactions.sample_shots(g, r1, "own")
    # to hit: 6 + C 3 - 2 = 7, hits; location 2 (leg) for the first; the second: a natural 1 misses;
    # b1's Morale test: 6 + M 1 = 7
    set_faces(g, 6, 2, 1, 6)
    g.apply("shoot r1 b1 both")
    b1 = g.model("b1")
    assert r1.a_remaining == 12 - cost and r1.rounds == {"p08": 7, "tt33": 7}
    assert [w.location for w in b1.wounds] == ["leg"] and r1.tp == 1
    log = "\n".join(g.log_text())
    assert f"SK-6.8: r1 fires p08 and tt33 at once at b1 ({cost} A, -2 each)" in log
    assert "SK-6.2: To hit (SK-6.2): rolled 6 + C 3 -2 two weapons at once = 7, needs 6: hit" in log
    assert "SK-6.4: Tokarev TT-33, hip shot: 0 A, 1 round(s) from the magazine (SK-6.4)" in log
    assert "SK-6.2: To hit (SK-6.2): rolled 1 + C 3 -2 two weapons at once = 2, needs 6: a natural 1 always misses" in log
    assert g.state.dice.exhausted
    r1.in_hand = ["p08"]
    assert g.why_not("shoot r1 b1 both").code == "no_two_handguns"


@pytest.mark.rule("SK-4.10", "SK-18.1")
def test_the_bandaging_player_chooses_each_point_and_only_lost_ones():
    from cc_desktop.skirmish.types import Stats
    from cc_desktop.skirmish.wounds import RestoreChoice, bandage, bandage_sequence
    seq = bandage_sequence(Stats(3, 3, 3, 3), Stats(3, 2, 1, 1), Stats(0, 1, 2, 2), FixedDice([3]))
    q = next(seq)
    assert isinstance(q, RestoreChoice) and q.options == ("U", "E", "M") and q.left == 1
    assert (q.roll, q.total) == (3, 6)
    with pytest.raises(StopIteration) as done:
        seq.send("M")
    r = done.value.value
    assert r.restored == Stats(0, 0, 0, 1) and r.patient_after == Stats(3, 2, 1, 2)
    assert str(r.steps[-1]) == "Restored +1 M (1 point, SK-4.10)"
    # the default answer: the lowest characteristic first (E before M on a tie, C, U, E, M)
    assert bandage(Stats(3, 3, 3, 3), Stats(3, 2, 1, 1), Stats(0, 1, 2, 2), FixedDice([3])).restored == Stats(0, 0, 1, 0)
    # one characteristic lost points: no question
    seq = bandage_sequence(Stats(3, 3, 3, 3), Stats(3, 3, 3, 2), Stats(0, 0, 0, 1), FixedDice([3]))
    with pytest.raises(StopIteration):
        next(seq)
