"""The Skirmish game: moves as text and JSON, refusals with their rule, legal moves as a sample of
a continuum, positions, undo, .skgame saves and their verified replay."""

import json

import pytest

from cc_desktop.skirmish.decisions import IllegalMove, SkMove
from cc_desktop.skirmish.game import SaveError, SkirmishGame
from cc_desktop.skirmish.types import Point

from .helpers import acting, game


def _play(g, n, seed=3):
    import random
    rng = random.Random(seed)
    from cc_desktop.skirmish.simulate import choose
    for _ in range(n):
        if g.pending is None:
            break
        g.apply(choose(rng, g))


@pytest.mark.rule("SK-3.4", "SK-5.1")
def test_moves_carry_inches_with_one_decimal_and_places_outside_the_sample_are_checked():
    g = game()
    acting(g, "r2")
    sample = g.legal_moves()
    assert all(len(str(a).split(".")[-1]) <= 1 for m in sample for a in m.args if isinstance(a, float))
    assert {m.kind for m in sample} >= {"move", "turn", "crouch", "jump", "switch", "drop", "done"}
    mv = SkMove.parse("move r2 37.3 33.9")
    assert mv not in sample and g.is_legal(mv)
    g.apply(mv)
    assert g.model("r2").at == Point(37.3, 33.9) and g.model("r2").a_remaining == 12 - 7
    e = pytest.raises(IllegalMove, g.apply, "move r2 37.3 20.0").value
    assert (e.rule, e.code) == ("SK-3.4", "not_enough_a.move") and "has 5 A" in str(e)
    assert g.why_not("activate r1").code == "not_a_legal_choice"
    with pytest.raises(ValueError, match="at most one decimal"):
        g.apply("move r2 37.35 33.9")
    g.apply(["turn", "r2", 90.0])              # JSON
    assert g.model("r2").facing == pytest.approx(90.0)


def test_every_sampled_move_is_legal_and_accepted():
    g = SkirmishGame.new("test-3v3", seed=11)
    for _ in range(60):
        if g.pending is None:
            break
        for mv in g.legal_moves():
            assert g.why_not(mv) is None, mv
        _play(g, 1, seed=len(g.moves))


def test_positions_resume_with_the_same_choices_and_future():
    g = SkirmishGame.new("test-3v3", seed=5)
    _play(g, 30)
    while not g.can_take_position():
        _play(g, 1)
    pos = json.loads(json.dumps(g.position()))
    again = SkirmishGame.from_position(pos)
    assert again.legal_moves() == g.legal_moves() and again.state.hash() == g.state.hash()
    for mv in g.legal_moves()[:3]:
        a, b = SkirmishGame.from_position(pos), SkirmishGame.from_position(pos)
        a.apply(mv)
        b.apply(mv)
        assert a.state.hash() == b.state.hash()
    pos["state"]["turn"] += 1
    with pytest.raises(ValueError, match="hash"):
        SkirmishGame.from_position(pos)


def test_undo_and_rewind_give_the_game_as_it_was():
    g = SkirmishGame.new("test-3v3", seed=8, shot_resolver=None)
    hashes = [g.state.hash()]
    for _ in range(70):
        _play(g, 1, seed=len(g.moves))
        hashes.append(g.state.hash())
    assert len(g.moves) == 70 and g.pending is not None
    moves = list(g.moves)
    assert g.checkpoints                       # one at least (every 24 moves)
    g.undo()
    assert g.state.hash() == hashes[-2] and g.moves == moves[:-1]
    g.rewind(30)
    assert g.state.hash() == hashes[30] and len(g.log) > 0
    g.rewind(0)
    assert g.state.hash() == hashes[0] and g.moves == []
    with pytest.raises(IllegalMove):
        g.undo()


def test_saves_replay_and_verify(tmp_path):
    g = SkirmishGame.new("test-3v3", seed=9)
    _play(g, 80)
    path = tmp_path / "battle.skgame"
    g.save(path)
    back = SkirmishGame.load(path, verify=True)
    assert back.state.hash() == g.state.hash() and back.moves == g.moves and back.seed == 9
    data = json.loads(path.read_text())
    assert data["format"] == "cc-desktop-skirmish-game" and data["battle"] == "test-3v3"
    assert data["moves"][0][0] == "activate" or data["moves"][0] == ["end"]
    data["final_hash"] = "0" * 64
    (tmp_path / "bad.skgame").write_text(json.dumps(data))
    with pytest.raises(SaveError, match="another state"):
        SkirmishGame.load(tmp_path / "bad.skgame")
    SkirmishGame.load(tmp_path / "bad.skgame", verify=False)
    data["final_hash"] = g.state.hash()
    data["moves"].insert(0, ["jump", "r1", 1.0, 1.0])
    (tmp_path / "bad2.skgame").write_text(json.dumps(data))
    with pytest.raises(SaveError, match="move 1 cannot be replayed"):
        SkirmishGame.load(tmp_path / "bad2.skgame")
    (tmp_path / "bad3.skgame").write_text("{not json")
    with pytest.raises(SaveError, match="cannot be read"):
        SkirmishGame.load(tmp_path / "bad3.skgame")


def test_a_game_from_a_position_saves_and_replays(tmp_path):
    g = SkirmishGame.new("test-3v3", seed=4)
    _play(g, 20)
    while not g.can_take_position():
        _play(g, 1)
    g2 = SkirmishGame.from_position(g.position())
    _play(g2, 20, seed=2)
    g2.save(tmp_path / "p.skgame")
    assert SkirmishGame.load(tmp_path / "p.skgame").state.hash() == g2.state.hash()


def test_the_same_seed_plays_the_same_game():
    a, b = SkirmishGame.new("test-3v3", seed=21), SkirmishGame.new("test-3v3", seed=21)
    _play(a, 100)
    _play(b, 100)
    assert a.moves == b.moves and a.state.hash() == b.state.hash()
    c = SkirmishGame.new("test-3v3", seed=22)
    _play(c, 100)
    assert c.state.hash() != a.state.hash()


def test_unknown_battles_and_the_registry_table():
    with pytest.raises(ValueError, match="unknown Skirmish battle"):
        SkirmishGame.new("nowhere", 1)
    from cc_desktop.skirmish.decisions import REGISTRY
    table = REGISTRY.table()
    assert "| `preempt` window |" in table and "`move MODEL DISTANCE DISTANCE`" in table


def test_the_decisions_table_of_docs_skirmish_md_is_current():
    from pathlib import Path

    from cc_desktop.skirmish.decisions import doc_with_table
    text = (Path(__file__).resolve().parents[2] / "docs" / "skirmish.md").read_text(encoding="utf-8")
    assert doc_with_table(text) == text, "docs/skirmish.md: run python -m cc_desktop.skirmish.decisions"


def test_nothing_changes_in_play_outside_the_state_and_the_history():
    g = SkirmishGame.new("test-3v3", seed=13)
    fixed = {k: v for k, v in vars(g).items() if k not in SkirmishGame.HISTORY}
    setup = json.dumps(g.setup.to_json(), sort_keys=True)
    _play(g, 150)
    assert {k: v for k, v in vars(g).items() if k not in SkirmishGame.HISTORY} == fixed
    assert json.dumps(g.setup.to_json(), sort_keys=True) == setup   # the setup's models are copied, not played


@pytest.mark.parametrize("text, fault", [
    ('{"format": "cc-desktop-skirmish-game", "seed": NaN}', "cannot be read"),
    ("[" * 100 + "]" * 100, "cannot be read"),
    ('{"format": "cc-desktop-game"}', "not a Skirmish game"),
    ('{"format": "cc-desktop-skirmish-game", "setup": 3, "seed": 1, "moves": []}', "save.skgame"),
    ('{"format": "cc-desktop-skirmish-game", "setup": {}, "seed": 1, "moves": []}', "save.skgame"),
])
def test_hostile_saves_are_refused_with_one_line(tmp_path, text, fault):
    path = tmp_path / "save.skgame"
    path.write_text(text)
    with pytest.raises(SaveError) as e:
        SkirmishGame.load(path)
    assert fault in str(e.value) and "\n" not in str(e.value)


def test_a_save_with_a_move_of_the_wrong_shape_is_refused(tmp_path):
    g = SkirmishGame.new("test-3v3", seed=2)
    data = g.to_save()
    for bad in (["move", "r1", "x", 3.0], ["teleport", "r1"], ["turn", "r1", 1e300]):
        data["moves"] = [bad]
        path = tmp_path / "bad.skgame"
        path.write_text(json.dumps(data))
        with pytest.raises(SaveError, match="bad.skgame"):
            SkirmishGame.load(path)
