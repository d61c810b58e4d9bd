"""A24: the players' standing choices of reaction windows are part of the game's history.

A change during play (``Game.set_prefs``) is recorded at the move index where it was made;
replays (saves, autosaves, undo) apply it at that same point, so the game rebuilds exactly.
Before this, a save stored only the final choices and replayed every move with them: a window
declined before the change was then no longer offered and loading failed ("decline is illegal
here")."""

from __future__ import annotations

import random

import pytest

from cc_desktop.rules.game import WINDOWS, Game, SaveError
from cc_desktop.rules.messages import IllegalMove
from cc_desktop.rules.simulate import choose

pytestmark = pytest.mark.rule("A24")


def play(game: Game, rng: random.Random, n: int) -> None:
    for _ in range(n):
        if game.pending is None:
            return
        game.apply(choose(rng, game))


def same_game(a: Game, b: Game) -> None:
    assert a.state.hash() == b.state.hash()
    assert a.moves == b.moves and a.barriers == b.barriers
    assert a.prefs == b.prefs and a.pref_changes == b.pref_changes
    assert [e.text() for e in a.log] == [e.text() for e in b.log]
    assert (a.pending.player, a.pending.kind, a.pending.options) == (b.pending.player, b.pending.kind,
                                                                     b.pending.options)


def declined_windows(game: Game) -> int:
    return sum(1 for m in game.moves if m.kind == "decline")


@pytest.mark.parametrize("scenario", ["test-skirmish", "birch-ridge-1942"])
def test_reactions_turned_off_mid_game_save_and_load(scenario):
    game = Game.new(scenario, seed=3)  # every window asked about
    rng = random.Random(3)
    play(game, rng, 60)
    assert declined_windows(game) > 0  # windows offered (and declined) before the change
    at = len(game.moves)
    assert game.set_prefs("axis", ()) and game.set_prefs("allies", ())
    assert not game.set_prefs("allies", ())  # no change, nothing recorded
    play(game, rng, 100)
    assert game.pending is not None
    assert game.pref_changes == [(at, "axis", frozenset()), (at, "allies", frozenset())]
    data = game.to_save()
    assert data["prefs"] == {s: sorted(WINDOWS) for s in ("axis", "allies")}  # the prefs the game began with
    assert data["pref_changes"] == [[at, "axis", []], [at, "allies", []]]
    loaded = Game.from_save(data)  # verify=True: the replayed state has the saved hash
    same_game(game, loaded)
    # what the old saves did (final prefs for every move) does not rebuild this game
    old = Game.new(scenario, seed=3, prefs={s: () for s in ("axis", "allies")})
    with pytest.raises(IllegalMove):
        for m in game.moves:
            old.apply(m)


def test_save_and_load_through_a_file(tmp_path):
    game = Game.new("test-skirmish", seed=11)
    rng = random.Random(11)
    play(game, rng, 40)
    game.set_prefs("allies", ("op_fire", "reroll"))
    play(game, rng, 40)
    game.set_prefs("axis", ())
    game.set_prefs("allies", WINDOWS)  # on again
    play(game, rng, 40)
    path = tmp_path / "game.ccgame"
    game.save(path)
    same_game(game, Game.load(path))


def test_a_change_takes_effect_from_the_next_window():
    game = Game.new("test-skirmish", seed=3)
    rng = random.Random(3)
    game.set_prefs("axis", ())
    game.set_prefs("allies", ())
    for _ in range(300):
        if game.pending is None:
            break
        assert not game.pending.window  # nobody asked to be offered a window
        game.apply(choose(rng, game))


def test_old_saves_without_changes_still_load():
    game = Game.new("test-skirmish", seed=5, prefs={"axis": ("op_fire",), "allies": ()})
    play(game, random.Random(5), 80)
    data = game.to_save()
    assert "pref_changes" not in data  # the format of the saves made before changes were recorded
    same_game(game, Game.from_save(data))


def test_broken_pref_changes_are_refused_with_the_reason():
    game = Game.new("test-skirmish", seed=5)
    play(game, random.Random(5), 10)
    game.set_prefs("axis", ())
    data = game.to_save()
    for bad, reason in (([[99, "axis", []]], "beyond"), ([[1, "nobody", []]], "side"),
                        ([[1, "axis", ["telepathy"]]], "telepathy"), ([[5, "axis", []], [2, "axis", []]], "order"),
                        ("axis", "must be array")):
        with pytest.raises(SaveError, match=reason):
            Game.from_save({**data, "pref_changes": bad})
    with pytest.raises(ValueError, match="telepathy"):
        game.set_prefs("axis", ("telepathy",))


def undoable_point(game: Game, rng: random.Random, limit: int = 400) -> None:
    """Play on until the last move may be taken back."""
    for _ in range(limit):
        if game.can_undo():
            return
        game.apply(choose(rng, game))
    raise AssertionError("no undoable move found")


def test_undo_across_a_change_keeps_it_and_rebuilds_exactly():
    game = Game.new("birch-ridge-1942", seed=4)
    rng = random.Random(4)
    play(game, rng, 50)
    # a change, then a move that may be taken back: undo crosses the change's index
    for _ in range(400):
        game.set_prefs("allies", ("op_fire",) if "reroll" in game.prefs["allies"] else ("reroll",))
        at = len(game.moves)
        game.apply(choose(rng, game))
        if game.can_undo():
            break
    prefs = dict(game.prefs)
    game.undo()
    assert len(game.moves) == at and game.prefs == prefs
    assert game.pref_changes[-1] == (at, "allies", prefs["allies"])
    twin = Game.from_save(game.to_save())
    same_game(game, twin)
    # a change made after the last move stays when that move is taken back: it is now made at
    # the new end of the move list, and the game is the one that made it there
    undoable_point(game, rng)
    n = len(game.moves)
    game.set_prefs("axis", ("dig_in",))
    game.undo()
    assert game.prefs["axis"] == frozenset({"dig_in"})
    assert game.pref_changes[-1] == (n - 1, "axis", frozenset({"dig_in"}))
    fresh = Game.new("birch-ridge-1942", seed=4)
    fresh.replay(game.moves, game.pref_changes)
    same_game(game, fresh)
    same_game(game, Game.from_save(game.to_save()))
