"""Seeded random Skirmish games to the end with the soak invariants, and the command line."""

import json


from cc_desktop.cli import main
from cc_desktop.skirmish import simulate
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.testing import rough_resolver


def test_random_games_end_and_keep_every_invariant():
    report = simulate.simulate(4, seed=1)
    assert report["errors"] == [] and report["finished"] == 4 and report["max_legal"] > 10
    assert report["shots"] == 0                # no shot resolution in this build


def test_random_games_with_shots_exercise_the_windows_and_wounds():
    report = simulate.simulate(6, seed=3, shot_resolver=rough_resolver, options={"preempt_trigger": "seen_moving"})
    assert report["errors"] == [] and report["finished"] == 6
    assert report["shots"] > 0 and report["windows"] > 0


def test_the_invariants_catch_a_broken_state():
    g = SkirmishGame.new("test-3v3", seed=1)
    ids = frozenset(g.state.models)
    assert simulate.invariants(g, ids) == []
    g.model("r1").a_remaining = -1
    g.model("b1").a_debt = 3
    g.model("b2").alive = False
    del g.state.models["r3"]
    faults = " | ".join(simulate.invariants(g, ids))
    assert "models not conserved" in faults and "r1: negative A" in faults and "b1: A borrowed 3" in faults
    assert "b2: dead but conscious" in faults


def test_a_failing_game_is_reported_with_its_seed_and_moves(monkeypatch):
    monkeypatch.setattr(simulate, "MAX_MOVES", 5)
    r = simulate.play_game(7)
    assert not r.finished and "no end after 5 moves" in r.error and len(r.move_list) == 5 and r.seed == 7


def test_command_line_simulate_new_and_replay(tmp_path, capsys):
    assert main(["skirmish", "simulate", "--games", "2", "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["finished"] == 2
    save = tmp_path / "g.skgame"
    assert main(["skirmish", "new", "test-3v3", "--seed", "6", "--save", str(save)]) == 0
    assert "test-3v3, seed 6" in capsys.readouterr().out
    g = SkirmishGame.load(save)
    g.apply(g.legal_moves()[0])
    g.save(save)
    assert main(["skirmish", "replay", str(save), "--verify"]) == 0
    out = capsys.readouterr().out
    assert "1 moves" in out and "(verified)" in out
    data = json.loads(save.read_text())
    data["final_hash"] = "f" * 64
    save.write_text(json.dumps(data))
    assert main(["skirmish", "replay", str(save), "--verify"]) == 2
    assert main(["skirmish", "new", "nowhere"]) == 2


def test_random_games_with_deployment_keep_the_invariants():
    report = simulate.simulate(2, seed=9, battle="test-3v3-deploy")
    assert report["errors"] == [] and report["finished"] == 2
