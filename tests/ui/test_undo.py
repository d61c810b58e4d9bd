"""Undo goes through a QUndoStack whose commands only call the engine's undo (issue 6): the
menu's Undo is the stack's action ("Undo <move>"), the stack follows the engine's barriers,
is emptied at a hand-over, a new game and an opened save, and stays in step when the engine
refuses."""

import random

import pytest
from PySide6.QtGui import QUndoStack

from cc_desktop.rules.simulate import choose

from .helpers import game_window, take_seat

pytestmark = pytest.mark.qt


@pytest.fixture
def window(qtbot):
    return game_window(qtbot, size=None)


def to_first_turn(win):
    game = win.controller.game
    while game.pending.kind == "setup":
        take_seat(win)
        win.play(game.pending.options[0])
    take_seat(win)
    return game


def test_undo_action_is_the_stacks_and_names_the_move(window):
    window.start("test-skirmish", seed=3)
    stack = window.undo_stack
    assert isinstance(stack, QUndoStack)
    game = to_first_turn(window)
    assert stack.count() == 0  # the set-up handed over: nothing to take back
    before = game.state.hash()
    card = next(m for m in game.pending.options if m.kind == "order" and m.args[1] == "move")
    window.play(card)
    assert stack.count() == 1 and stack.canUndo()
    assert window.undo_action.isEnabled()
    assert window.undo_action.text().replace("&", "").startswith("Undo Play #")
    assert "Move for its Order" in window.undo_action.text()
    window.undo_action.trigger()  # the stack's own action: its command calls the engine
    assert game.state.hash() == before and card not in game.moves[-1:]
    assert stack.index() == 0 and not window.undo_action.isEnabled()
    window.play(card)
    assert stack.count() == 1  # the undone command was replaced by the new one


def test_stack_follows_the_engine_and_clears_at_handover(window):
    window.start("test-skirmish", seed=4)
    ctl = window.controller
    game = to_first_turn(window)
    rng = random.Random(4)
    checked = 0
    for _ in range(150):
        if game.pending is None:
            break
        take_seat(window)
        deciding = game.pending.player
        window.play(choose(rng, game))
        stack = window.undo_stack
        # the stack holds exactly the moves the engine would take back, of the player deciding now
        assert stack.index() == stack.count()
        assert stack.base + stack.covered() == len(game.moves)  # (a move made without asking: with the one before)
        assert stack.canUndo() <= ctl.can_undo()
        if game.pending is not None and game.pending.player != deciding:
            assert stack.count() == 0  # hand-over: the other player never sees "Undo <your move>"
            assert window.undo_action.text().replace("&", "") == "Undo"
            checked += 1
        n = stack.count()
        if n and rng.random() < 0.3:
            moves, size = len(game.moves), stack.command(n - 1).size
            window.undo()
            assert len(game.moves) == moves - size and stack.index() == n - 1
    assert checked > 3


def test_engine_refusal_keeps_the_stack_in_step(window, qtbot):
    window.start("test-skirmish", seed=3)
    game = to_first_turn(window)
    card = next(m for m in game.pending.options if m.kind == "order" and m.args[1] == "move")
    window.play(card)
    moves = list(game.moves)
    game.barriers[-1] = True  # the engine now refuses (as after a revealed card)
    window.undo_action.setEnabled(True)
    window.undo_action.trigger()
    assert game.moves == moves  # nothing taken back: the engine decides
    assert window.undo_stack.refused == 1
    qtbot.waitUntil(lambda: window.undo_stack.count() == 0)
    assert not window.undo_stack.canUndo()


def test_new_game_and_open_start_an_empty_stack(window, tmp_path):
    window.start("test-skirmish", seed=3)
    game = to_first_turn(window)
    card = next(m for m in game.pending.options if m.kind == "order" and m.args[1] == "move")
    window.play(card)
    assert window.undo_stack.count() == 1
    path = tmp_path / "g.ccgame"
    window.files.save_to(str(path))
    assert window.open_path(str(path), wait=True)
    stack = window.undo_stack
    assert stack.base + stack.covered() == len(window.controller.game.moves)
    assert stack.canUndo() == window.controller.can_undo()
    window.start("farmland-patrols-1945", seed=1)
    assert window.undo_stack.count() == 0 and not window.undo_action.isEnabled()
