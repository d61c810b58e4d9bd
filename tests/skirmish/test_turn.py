"""The sequence of play (SK-3): initiative, turns, activation, A refreshed and reserved, bleeding,
heavy losses, the end of the battle."""

import pytest

from cc_desktop.skirmish import testing, turn
from cc_desktop.skirmish.decisions import IllegalMove, SkMove
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.types import Point, Stats

from .helpers import acting, game, set_faces


@pytest.mark.rule("SK-3.2")
def test_initiative_roll_off_until_the_dice_differ():
    g = SkirmishGame(testing.setup_3v3(), 1, dice=FixedDice([4, 4, 2, 5]))
    assert g.state.first == "blue" and g.state.side == "blue" and g.pending.player == "blue"
    assert g.log_text()[:3] == ["SK-3.2: Initiative: red rolls 4, blue rolls 4",
                                "SK-3.2: Initiative: red rolls 2, blue rolls 5",
                                "SK-3.2: blue wins the initiative and plays first"]


@pytest.mark.rule("SK-3.2")
def test_a_battle_may_name_the_side_that_starts():
    g = game(first="blue")
    assert g.state.first == "blue" and g.state.dice.exhausted
    assert g.log_text()[0] == "SK-3.2: blue plays first (the battle says so)"


@pytest.mark.rule("SK-3.3", "SK-3.4")
def test_models_act_one_after_another_and_keep_their_a_left_in_reserve_for_the_opponents_turn():
    g = game()
    assert g.legal_moves() == [SkMove("activate", m) for m in ("r1", "r2", "r3")] + [SkMove("end")]
    r1 = acting(g, "r1")
    g.apply("move r1 30.0 36.0")
    g.apply("done")
    assert SkMove("activate", "r1") not in g.legal_moves()       # SK-3.4 no second activation
    with pytest.raises(IllegalMove):
        g.apply("activate r1")
    acting(g, "r2")
    g.apply("done")
    g.apply("end")
    assert (r1.a_reserved, r1.a_remaining, g.model("r3").a_reserved) == (8, 0, 12)
    assert g.state.side == "blue" and g.state.turn == 1
    assert [m.a_remaining for m in g.state.side_models("blue")] == [12, 12, 12]
    g.apply("end")
    assert g.state.side == "red" and g.state.turn == 2
    assert (r1.a_reserved, r1.a_remaining, r1.activated) == (0, 12, False)   # the reserve is lost


@pytest.mark.rule("SK-18.3", "SK-3.3")
def test_bleeding_at_the_start_of_the_models_own_turn_in_rotation():
    g = game()
    m = g.model("r1")
    m.base, m.bleeding, m.wounds = Stats(3, 1, 2, 2), True, []
    from cc_desktop.skirmish.state import Wound
    m.wounds = [Wound("arm", True)]
    g.apply("end")
    g.apply("end")                             # red's turn 2: C 3 -> 2
    assert m.stats == Stats(2, 1, 2, 2) and m.conscious and m.a_remaining == 7 and m.bleed_next == "U"
    g.apply("end")
    g.apply("end")                             # turn 3: U 1 -> 0, unconscious (scenario 21)
    assert m.stats == Stats(2, 0, 2, 2) and not m.conscious and m.alive and m.a_remaining == 0
    assert "SK-18.3: r1 bleeds: U 1 -> 0" in g.log_text()
    assert SkMove("activate", "r1") not in g.legal_moves()


@pytest.mark.rule("SK-10.2")
def test_heavy_losses_each_remaining_model_tests_and_a_failure_flees_home():
    g = game()
    for mid in ("r2", "r3"):
        g.model(mid).alive, g.model(mid).conscious, g.model(mid).out = False, False, "dead"
    g.apply("end")
    set_faces(g, 2)                            # r1's Morale test at red's next turn: 2 + 3 = 5, failed
    g.apply("end")
    r1 = g.model("r1")
    assert r1.fleeing and r1.at == Point(30.0, 48.0) and r1.a_remaining == 0
    assert g.legal_moves() == [SkMove("end")]
    assert "SK-10.2: red has lost 2 of 3 models: every other one tests Morale" in g.log_text()


@pytest.mark.rule("SK-20")
def test_the_battle_ends_after_its_last_turn_or_when_a_side_has_no_model_in_play():
    g = game(turn_limit=2)
    for _ in range(4):
        g.apply("end")
    assert g.pending is None and g.state.over and g.state.end_reason == "the last turn (2) is over"
    assert g.legal_moves() == [] and g.why_not("end").code == "game_over"
    g = game()
    for m in g.state.side_models("blue"):
        m.alive, m.conscious, m.out = False, False, "dead"
    acting(g, "r1")
    g.apply("turn r1 0.0")
    assert g.pending is None and g.state.winner == "red"


@pytest.mark.rule("SK-18.3")
def test_bleed_one_point_rotates_c_u_e_m():
    g = game()
    m = g.model("r1")
    for expect in ("U", "E", "M", "C"):
        turn.bleed_one_point(g, m)
        assert m.bleed_next == expect
    assert m.stats == Stats(2, 2, 2, 2)


@pytest.mark.rule("SK-3.1", "SK-3.2")
def test_each_side_sets_up_its_models_in_its_zone_before_the_initiative_roll():
    g = SkirmishGame(testing.setup_3v3_deployed(), 1, dice=FixedDice([5, 2]))
    d = g.pending
    assert (d.kind, d.player, d.about) == ("deploy", "red", {"left": 3}) and g.state.turn == 0
    assert g.can_take_position()
    assert g.why_not("place r1 10.0 30.0").code == "outside_zone"
    assert g.why_not("place b1 10.0 44.0").code == "not_yours"
    assert g.why_not("done").code == "models_left"
    g.apply("place r1 10.0 44.0")              # any place of the zone, not only the sample
    assert g.why_not("place r2 10.5 44.5").code == "on_another"
    g.apply("place r2 20.0 44.0")
    g.apply("place r1 12.0 41.0")              # placed again
    g.apply("place r3 30.0 47.0")
    assert g.legal_moves() == [SkMove("done")]
    again = SkirmishGame.from_position(g.position(), shot_resolver=None)
    assert again.legal_moves() == [SkMove("done")]
    g.apply("done")
    assert (g.pending.kind, g.pending.player) == ("deploy", "blue")
    for m in g.state.side_models("blue"):
        g.apply(g.legal_moves()[0])
    g.apply("done")
    assert g.state.first == "red" and g.pending.kind == "activate" and g.model("r1").at == Point(12.0, 41.0)
    assert g.model("r1").facing == pytest.approx(270.0)
    assert "SK-3.1: red has set up its models" in g.log_text()
