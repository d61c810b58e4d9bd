"""cc-desktop simulate and replay: exit codes, JSON keys, verification of saves."""

import json

import pytest

from cc_desktop.cli import main
from cc_desktop.rules import Game
from cc_desktop.rules.simulate import choose

import random


def test_simulate_json(capsys):
    assert main(["simulate", "--games", "3", "--seed", "11", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("games", "finished", "errors", "winners", "moves", "moves_per_second", "handovers_per_turn"):
        assert key in out
    assert out["games"] == 3 and out["finished"] == 3 and out["errors"] == 0
    assert sum(out["winners"].values()) == 3
    assert out["moves"] > 100 and out["handovers_per_turn"] > 0


def test_simulate_is_deterministic(capsys):
    main(["simulate", "--games", "2", "--seed", "5", "--json"])
    a = json.loads(capsys.readouterr().out)
    main(["simulate", "--games", "2", "--seed", "5", "--json"])
    b = json.loads(capsys.readouterr().out)
    assert (a["moves"], a["winners"], a["reasons"]) == (b["moves"], b["winners"], b["reasons"])


def test_simulate_unknown_scenario(capsys):
    assert main(["simulate", "--scenario", "no-such-scenario", "--games", "1"]) == 2
    assert "no-such-scenario" in capsys.readouterr().err


@pytest.fixture
def saved(tmp_path):
    g = Game.new("test-skirmish", seed=3)
    rng = random.Random(4)
    for _ in range(120):
        g.apply(choose(rng, g))
    p = tmp_path / "g.ccgame"
    g.save(p)
    return p, g


def test_replay_verify_ok(saved, capsys):
    p, g = saved
    assert main(["replay", str(p), "--verify"]) == 0
    assert "120 moves replayed and verified" in capsys.readouterr().out
    assert Game.load(p).state.hash() == g.state.hash()


def test_replay_reports_the_first_divergence(saved, capsys):
    p, _ = saved
    data = json.loads(p.read_text())
    lines = data["moves"].split("\n")  # one move a line
    lines[30] = "stop nobody"
    data["moves"] = "\n".join(lines)
    p.write_text(json.dumps(data))
    assert main(["replay", str(p), "--verify"]) == 2
    assert "moves[30]: stop nobody is illegal here" in capsys.readouterr().err


def test_replay_hash_mismatch_and_garbage(saved, tmp_path, capsys):
    p, _ = saved
    data = json.loads(p.read_text())
    data["hash"] = "0" * 64
    p.write_text(json.dumps(data))
    assert main(["replay", str(p), "--verify"]) == 2
    assert "hash: is not the hash of the saved state (the file was changed)" in capsys.readouterr().err
    assert main(["replay", str(p)]) == 2  # without --verify the hash still has to be the replayed state's
    assert "hash: the replayed game differs from the saved state" in capsys.readouterr().err
    bad = tmp_path / "bad.ccgame"
    bad.write_text("{oops")
    assert main(["replay", str(bad)]) == 2
    bad.write_text(json.dumps({"format": "something-else"}))
    assert main(["replay", str(bad)]) == 2
    assert "not a cc-desktop saved game" in capsys.readouterr().err


def _rehash(data: dict) -> None:
    import hashlib

    text = json.dumps(data["state"], sort_keys=True, separators=(",", ":"))
    data["hash"] = hashlib.sha256(text.encode("utf-8")).hexdigest()


def test_replay_verify_fails_without_the_hash_or_the_state(saved, capsys):
    p, _ = saved
    data = json.loads(p.read_text())
    for missing in ("hash", "state"):
        p.write_text(json.dumps({k: v for k, v in data.items() if k != missing}))
        assert main(["replay", str(p)]) == 0  # the moves are the truth: it opens
        capsys.readouterr()
        assert main(["replay", str(p), "--verify"]) == 2
        assert f"{missing}: missing, so the save cannot be verified" in capsys.readouterr().err


def test_replay_verify_finds_a_stored_state_that_the_moves_do_not_give(saved, capsys):
    """A state changed by hand and hashed again is still caught: the replay gives another one,
    and the message names the first field that differs."""
    p, game = saved
    data = json.loads(p.read_text())
    data["state"]["vp"] = game.state.vp + 7
    _rehash(data)
    p.write_text(json.dumps(data))
    assert main(["replay", str(p), "--verify"]) == 2
    assert "state.vp: the replayed game differs from the saved state here" in capsys.readouterr().err


def test_replay_names_missing_keys_and_bad_seeds(saved, capsys):
    p, _ = saved
    data = json.loads(p.read_text())
    cases = [({k: v for k, v in data.items() if k != "moves"}, "moves: is missing"),
             (dict(data, seed=-3), "seed: must be at least 0, not -3"),
             (dict(data, seed="7"), "seed: must be integer, not the text '7'"),
             (dict(data, seed=2.5), "seed: must be integer, not 2.5")]
    for bad, message in cases:
        p.write_text(json.dumps(bad))
        assert main(["replay", str(p)]) == 2
        err = capsys.readouterr().err
        assert err.strip() == f"{p}: {message}", err
    p.write_text(json.dumps(data).replace('"seed": 3', '"seed": Infinity'))
    assert main(["replay", str(p)]) == 2
    assert "Infinity is not a number this program accepts" in capsys.readouterr().err
