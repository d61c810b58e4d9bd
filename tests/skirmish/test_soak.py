"""A CI-sized soak (benchmarks/skirmish_soak.py is the long one): a few seeded random games of the
real battles to the end, every soak invariant checked after every move, and the saved game
replayed to the same state; the sample of legal moves offers only legal moves."""

import pytest

from cc_desktop.skirmish import simulate
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.sampling import sample_moves


@pytest.mark.rule("SK-3.4")
@pytest.mark.parametrize("battle, seed", [("courier-run", 2), ("test-3v3", 4), ("partisan-raid", 5)])
def test_seeded_games_of_the_battles_keep_every_invariant_and_replay(battle, seed):
    resolver = simulate.default_resolver()
    report = simulate.play_game(seed, battle, True, resolver, replay=True)
    assert report.error is None, report.error
    assert report.finished and report.moves > 20 and report.max_legal > 10


def test_the_replay_check_sees_a_game_that_went_otherwise():
    g = SkirmishGame.new("test-3v3", seed=2)
    for _ in range(6):
        g.apply(g.legal_moves()[0])
    assert simulate.replay_matches(g) is None
    g.state.models["r1"].a_remaining += 1        # play state changed behind the moves' back
    fault = simulate.replay_matches(g)
    assert fault is not None and "the replay ends in another state than the save" in fault


@pytest.mark.rule("SK-5.1")
def test_the_sample_offers_only_legal_moves_and_every_length_the_a_pay():
    g = SkirmishGame.new("partisan-raid", seed=3, shot_resolver=simulate.default_resolver())
    while g.pending.kind != "act":
        g.apply(next(m for m in g.legal_moves() if m.kind in ("place", "place_vehicle", "done", "activate")))
    model = g.model(g.pending.about["model"])
    offered = sample_moves(g, model, "own")
    assert offered and all(g.why_not(m) is None for m in offered)
    moves = [m for m in offered if m.kind == "move"]
    # a model of A a: moves of 1 and 3 inches at least in the open directions, none longer than A
    assert any(abs(m.args[1] - model.at.x) + abs(m.args[2] - model.at.y) >= 2.9 for m in moves)
    assert all(model.at.distance(type(model.at)(m.args[1], m.args[2], model.at.z)) <= model.a_remaining / (2 if model.crouching else 1) + 0.1
               for m in moves)
