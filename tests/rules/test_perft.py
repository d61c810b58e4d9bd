"""Perft: the number of distinct legal move sequences from fixed positions, pinned.

As python-chess pins its move generation by counting the leaves of the move tree from known
positions, these counts pin ours: a change in what the engine offers anywhere in the tree (an
option added or lost, a decision asked or skipped, a different draw) changes a number here.
The positions are files in ``tests/rules/positions/`` (docs/position-format.md): three Turn
decisions of seeded random games of the real scenarios and a firefight made by hand
(``testing.position``: a Squad with a Light MG and a Leader against two Squads, one with a
Medium MG; a hand of Fire, Move, Advance and Recover).  Every node of the tree is reached the
way a computer opponent would: ``Game.from_position`` and the moves of its path.

If a rules change is meant to change a count, check the new tree (``divide`` gives the
count under each first move) and pin the new numbers in the same commit.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cc_desktop.content.loader import load_scenario
from cc_desktop.rules import Game

POSITIONS = Path(__file__).parent / "positions"

#: position file -> the number of legal move sequences of length 1, 2, 3, ... (a game that
#: ends earlier is one sequence)
PERFT = {
    "firefight": [6, 22, 88, 377],
    "chapel-crossroads-move-60": [5, 30, 95, 373, 1867],
    "birch-ridge-move-200": [2, 12, 50, 82, 182, 755],
    "shattered-mill-move-404": [5, 11, 29, 61, 165, 523],
}


def perft(scenario, position: dict, depth: int, path: tuple = ()) -> list[int]:
    """The number of legal move sequences of length 1, 2, ... ``depth`` from ``position``
    (after the moves of ``path``), in one walk of the tree."""
    game = Game.from_position(scenario, position)
    for move in path:
        game.apply(move)
    moves = game.legal_moves() if game.pending is not None else []
    if not moves:
        return [1] * depth  # the game is over: one sequence, however long we look
    counts = [len(moves)] + [0] * (depth - 1)
    if depth > 1:
        for move in moves:
            below = perft(scenario, position, depth - 1, path + (move,))
            counts[1:] = [a + b for a, b in zip(counts[1:], below)]
    return counts


def divide(scenario, position: dict, depth: int) -> dict[str, int]:
    """The count of sequences of ``depth`` moves under each first move (to find what changed)."""
    game = Game.from_position(scenario, position)
    return {str(m): perft(scenario, position, depth - 1, (m,))[-1] for m in game.legal_moves()}


def load(name: str) -> tuple:
    position = json.loads((POSITIONS / f"perft-{name}.json").read_text(encoding="utf-8"))
    return load_scenario(position["scenario"]), position


@pytest.mark.parametrize("name", sorted(PERFT))
def test_perft_counts_are_pinned(name):
    scenario, position = load(name)
    assert perft(scenario, position, len(PERFT[name])) == PERFT[name]


@pytest.mark.parametrize("name", sorted(PERFT))
def test_walking_the_tree_on_one_game_with_rewind_counts_the_same(name):
    """The tree walked on one live game, going back with ``rewind`` (a computer opponent's way:
    no barrier, the checkpoint at the position), has the counts of the fresh copies."""
    scenario, position = load(name)
    live = Game.from_position(scenario, position)
    want = perft(scenario, position, 3)
    got = [0, 0, 0]
    for first in live.legal_moves():
        live.apply(first)
        got[0] += 1
        seconds = live.legal_moves() if live.pending is not None else []
        got[1] += len(seconds) or 1
        for second in seconds:
            live.apply(second)
            got[2] += len(live.legal_moves()) if live.pending is not None else 1
            live.rewind(1)
        if not seconds:
            got[2] += 1
        live.rewind(0)
        assert live.state.hash() == Game.from_position(scenario, position).state.hash()
    assert got == want
