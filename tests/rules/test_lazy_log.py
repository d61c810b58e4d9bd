"""A save's log is read when someone looks at it (saves.EventLog, issue 12), and stays so through
play and undo (issue 13): the window reads only the lines it shows."""

from __future__ import annotations

import random

import pytest

from cc_desktop.rules import Game
from cc_desktop.rules.messages import GameEvent
from cc_desktop.rules.saves import EventLog, MoveList
from cc_desktop.rules.simulate import choose


def _played(tmp_path, moves: int = 300):
    g = Game.new("shattered-mill-1943", seed=43)
    rng = random.Random(43)
    while len(g.moves) < moves:
        g.apply(choose(rng, g))
    path = tmp_path / "g.ccgame"
    g.save(path)
    return g, rng, path


def test_lines_played_after_opening_survive_reading_the_saved_ones(tmp_path):
    g, rng, path = _played(tmp_path)
    opened = Game.load(path)
    assert isinstance(opened.log, EventLog)
    for _ in range(20):  # both games go on the same way
        move = choose(rng, g)
        g.apply(move)
        opened.apply(move)
    last = len(opened.log) - 1
    assert opened.log[0] == g.log[0]  # the first look at a saved line reads the save's text ...
    assert opened.log[last] == g.log[last]  # ... and keeps the lines played since (not "unreadable")
    assert [e.text() for e in opened.log] == [e.text() for e in g.log]


def _parsed(log) -> int:
    return sum(type(list.__getitem__(log, i)) is GameEvent for i in range(len(log)))


@pytest.mark.parametrize("looked", [False, True])
def test_undo_in_an_opened_game_keeps_the_saved_lines_unread(tmp_path, looked):
    g, rng, path = _played(tmp_path)
    opened = Game.load(path)
    if looked:  # someone read the last lines (the window's log): the save's text is split into lines
        assert opened.log[-60] == g.log[-60] and opened.log._text is None
    undone = 0
    for _ in range(200):
        if opened.pending is None or undone >= 3:
            break
        move = choose(rng, opened)
        opened.apply(move)
        if opened.can_undo():
            opened.undo()
            undone += 1
            # the prefix the rewind keeps is not read line by line
            assert isinstance(opened.log, EventLog) and _parsed(opened.log) < 150
            assert isinstance(opened.moves, MoveList)
    assert undone == 3
    fresh = Game.new("shattered-mill-1943", seed=43)
    fresh.replay(list(opened.moves))
    assert opened.state.hash() == fresh.state.hash()
    assert [e.text() for e in opened.log] == [e.text() for e in fresh.log]
    assert opened.barriers == fresh.barriers
