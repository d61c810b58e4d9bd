"""The rules engine: a Qt-free state machine over (scenario, seed, moves).

    from cc_desktop.rules import Game
    game = Game.new("test-skirmish", seed=1)
    game.pending, game.legal_moves(), game.apply(move)
"""

from cc_desktop.rules.game import SAVE_EXTENSION, Game, GameSignals, SaveError
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import GameEvent, IllegalMove, RuleMessage, render

__all__ = ["Decision", "Game", "GameEvent", "GameSignals", "IllegalMove", "Move", "RuleMessage",
           "SAVE_EXTENSION", "SaveError", "render"]
