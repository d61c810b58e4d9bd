"""The engine holds a position (docs/position-format.md): all play state in one plain state
object, positions that continue the same game, undo and opening a save from checkpoints."""

from __future__ import annotations

import copy
import json
import random

import pytest

from cc_desktop.content.loader import bundled_scenarios
from cc_desktop.rules import Game, testing
from cc_desktop.rules.machine import Move
from cc_desktop.rules.position import PositionError, check, digest
from cc_desktop.rules.saves import SaveError
from cc_desktop.rules.simulate import choose
from cc_desktop.rules.state import GameState

SCENARIOS = sorted(p.stem for p in bundled_scenarios())
#: what may change on a Game besides its state: the history and the machine (Game.HISTORY) and
#: the caches derived from the board
CACHES = ("_movement", "_markers", "_graph_now", "_los_plain", "_terrain")


def play(scenario: str, seed: int, limit: int):
    g = Game.new(scenario, seed=seed)
    rng = random.Random(seed)
    while g.pending is not None and len(g.moves) < limit:
        yield g
        g.apply(choose(rng, g))


def outside_state(g: Game) -> dict:
    """Everything a Game holds outside its state, history and caches, by value."""
    return {k: copy.copy(v) if isinstance(v, (dict, list, set)) else v for k, v in vars(g).items()
            if k not in Game.HISTORY and k not in CACHES}


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_all_play_state_is_in_the_state_and_its_json_round_trips(scenario):
    before = None
    for g in play(scenario, 11, 220):
        data = g.state.to_json()
        text = json.dumps(data, sort_keys=True)
        again = GameState.from_json(json.loads(text), g.scenario, g.board, g.variants)
        assert json.dumps(again.to_json(), sort_keys=True) == text
        now = outside_state(g)
        if before is not None:
            assert now.keys() == before.keys()
            for k, v in now.items():
                assert v is before[k] or v == before[k], k
        before = now


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_a_position_continues_the_same_game(scenario):
    """At Turn decisions and set-up steps: the same legal moves; given the same moves, the same
    states (hashes) for the next 25 moves."""
    g = Game.new(scenario, seed=5)
    rng = random.Random(5)
    taken = {}
    hashes = []
    while g.pending is not None and len(g.moves) < 400:
        if g.can_take_position():
            pos = g.position()
            h = Game.from_position(None, json.loads(json.dumps(pos)))
            assert h.legal_moves() == g.legal_moves()
            assert h.pending.player == g.pending.player and h.pending.kind == g.pending.kind
            if len(taken) < 12 and rng.random() < 0.3:
                taken[len(g.moves)] = pos
        g.apply(choose(rng, g))
        hashes.append(g.state.hash())
    assert any(p["decision"]["kind"] == "setup" for p in taken.values()) or scenario != "birch-ridge-1942" or taken
    for k, pos in taken.items():
        h = Game.from_position(None, pos)
        for i in range(k, min(k + 25, len(g.moves))):
            h.apply(g.moves[i])
            assert h.state.hash() == hashes[i], (k, i)


def test_no_position_half_way_through_an_order():
    g = testing.position({"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "E5")]})
    card = testing.hand(g, "axis", "move")[0]
    g.apply(Move("order", card, "move"))
    assert not g.can_take_position()
    with pytest.raises(ValueError, match="a position is taken at a Turn's decision or a set-up step, not at activate"):
        g.position()


def test_a_position_read_from_a_file_is_checked_before_it_is_trusted():
    g = testing.position({"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "E5")]})
    pos = g.position()
    check(pos)  # sound

    changed = copy.deepcopy(pos)
    changed["state"]["vp"] = 3
    with pytest.raises(PositionError, match="^hash: is not the hash of this position"):
        Game.from_position(None, changed)
    changed["hash"] = digest(changed)
    with pytest.raises(PositionError, match=r"^state.vp: is 3 but its sources add up to 0 \(4.1.1\)"):
        Game.from_position(None, changed)

    twice = copy.deepcopy(pos)
    twice["state"]["players"]["axis"]["hand"].append(twice["state"]["players"]["axis"]["draw"][0])
    twice["hash"] = digest(twice)
    with pytest.raises(PositionError, match="^state.players.axis: holds a card twice"):
        Game.from_position(None, twice)

    alien = copy.deepcopy(pos)
    alien["state"]["units"][0]["type"] = "tiger_tank"
    alien["hash"] = digest(alien)
    with pytest.raises(PositionError, match="^state: does not fit test-skirmish"):
        Game.from_position(None, alien)

    other = copy.deepcopy(pos)
    other["decision"] = {"player": "allies", "kind": "turn"}
    other["hash"] = digest(other)
    with pytest.raises(PositionError, match="^decision: is"):
        Game.from_position(None, other)

    with pytest.raises(PositionError, match="^scenario: the position is of test-skirmish, not of chapel"):
        Game.from_position("chapel-crossroads-1944", pos)
    with pytest.raises(PositionError, match="^state.units"):
        bad = copy.deepcopy(pos)
        bad["state"]["units"][0]["location"] = "attic"
        bad["hash"] = digest(bad)
        Game.from_position(None, bad)
    with pytest.raises(PositionError, match="not valid JSON"):
        Game.from_position(None, "{oops")


def test_a_position_made_by_hand_can_be_saved_opened_and_replayed(tmp_path):
    g = testing.position({"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "E5")]})
    testing.stack(g, "axis", (6, 6))  # a re-printed card is part of the position
    start = g.position()
    assert start["state"]["players"]["axis"]["reprinted"]
    rng = random.Random(3)
    for _ in range(40):
        g.apply(choose(rng, g))
    path = tmp_path / "puzzle.ccgame"
    g.save(path)
    data = json.loads(path.read_text())
    assert "seed" not in data and data["start"] == start
    for strict in (False, True):
        again = Game.load(path, strict=strict)
        assert again.state.hash() == g.state.hash() and len(again.moves) == 40


@pytest.mark.rule("E71")
def test_a_weapon_taken_by_the_enemy_keeps_its_type_in_a_position():
    """A Scrounged Weapon (E71) is the other side's now, of its own nation's type."""
    g = testing.position({"axis": [("red_rifle_squad", "E8", "red_lmg")],
                          "allies": [("blue_infantry_squad", "E5", "blue_mmg")]})
    mmg = next(w for w in g.state.weapons.values() if w.type.id == "blue_mmg")
    squad = next(u for u in g.state.units.values() if u.weapon == mmg.id)
    axis = next(u for u in g.state.units.values() if u.side == "axis" and u.hex == "E8")
    squad.weapon, axis.weapon, mmg.side = None, mmg.id, "axis"
    g.rebase()
    data = g.position()
    (entry,) = [w for w in data["state"]["weapons"] if w["id"] == mmg.id]
    assert (entry["side"], entry["mix"], entry["type"]) == ("axis", "allies", "blue_mmg")
    again = Game.from_position(g.scenario, data)
    assert again.state.weapons[mmg.id].type is g.scenario.side("allies").nation.weapons["blue_mmg"]
    assert again.state.hash() == g.state.hash()


def test_undo_from_a_checkpoint_equals_a_replay_from_the_start():
    g = Game.new("chapel-crossroads-1944", seed=9)  # a game that lasts 700 moves (seed 8 ends at 402 since 5's Done)
    rng = random.Random(9)
    undone = 0
    while g.pending is not None and len(g.moves) < 700:
        g.apply(choose(rng, g))
        if g.can_undo() and rng.random() < 0.2:
            g.undo()
            fresh = Game.new("chapel-crossroads-1944", seed=9)
            fresh.replay(list(g.moves))
            assert g.state.hash() == fresh.state.hash()
            assert [e.text() for e in g.log] == [e.text() for e in fresh.log]
            assert g.barriers == fresh.barriers and g.legal_moves() == fresh.legal_moves()
            undone += 1
    assert undone >= 5 and len(g.checkpoints) > 20  # one every CHECKPOINT_EVERY moves, at a Turn decision


def test_opening_a_save_replays_only_the_moves_after_its_checkpoint(tmp_path, monkeypatch):
    g = Game.new("shattered-mill-1943", seed=4)
    rng = random.Random(4)
    while g.pending is not None and len(g.moves) < 500:
        g.apply(choose(rng, g))
    path = tmp_path / "long.ccgame"
    g.save(path)
    data = json.loads(path.read_text())
    k = data["checkpoint"]["moves"]
    assert 0 < len(g.moves) - k < 80
    applied = []
    real = Game.apply
    monkeypatch.setattr(Game, "apply", lambda self, m: applied.append(m) or real(self, m))
    again = Game.load(path)
    assert len(applied) == len(g.moves) - k
    assert again.state.hash() == g.state.hash() and [e.text() for e in again.log] == [e.text() for e in g.log]
    assert again.can_undo() == g.can_undo()
    # a checkpoint changed by hand is not trusted: every move is replayed instead
    applied.clear()
    data["checkpoint"]["position"]["state"]["vp"] += 5
    path.write_text(json.dumps(data))
    assert Game.load(path).state.hash() == g.state.hash() and len(applied) == len(g.moves)


def test_replay_verify_checks_the_checkpoint_and_the_log(tmp_path):
    g = Game.new("farmland-patrols-1945", seed=2)
    rng = random.Random(2)
    while g.pending is not None and len(g.moves) < 300:
        g.apply(choose(rng, g))
    path = tmp_path / "g.ccgame"
    g.save(path)
    data = json.loads(path.read_text())
    cp = data["checkpoint"]["position"]
    cp["state"]["players"]["axis"]["casualties"].append("x")  # rehashed: a sound-looking lie
    cp["hash"] = digest(cp)
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"checkpoint.position.state.players.axis.casualties: the replayed game differs"):
        Game.load(path, strict=True)
    data = json.loads(json.dumps(g.to_save()))
    lines = data["log"].split("\n")  # one event a line: kind, rule, code, ... (saves.log_line)
    fields = lines[3].split("\t")
    fields[2] = "unit_broken"
    lines[3] = "\t".join(fields)
    data["log"] = "\n".join(lines)
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"log\[3\]: the replayed game logged something else here"):
        Game.load(path, strict=True)
