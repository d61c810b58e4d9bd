"""The window asks the engine instead of re-deriving rules (issue 14, item 5): no module of
cc_desktop/ui reads the game state, the Move rules' parts (the movement graph, who moves now) or
a player's secrets by itself; through a seeded game the window only ever makes the seated
player's view; gamewindow.py is the composition of its panels."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from cc_desktop.rules import Game
from cc_desktop.rules.simulate import choose

from .helpers import game_window, take_seat

pytestmark = pytest.mark.qt

UI = Path(__file__).resolve().parents[2] / "cc_desktop" / "ui"

#: attributes the window never reads: the state (it reads views), the parts the engine answers for
#: (the Move query; the LOS through the view), the other side's secrets, the whole log
FORBIDDEN_ATTRIBUTES = {"state", "moving_now", "movement_graph", "los_table", "secret_chits", "open_chits",
                        "hidden_units_from", "cover_seen_by", "view_for"}
#: calls the window never makes (the counters and cards of a GameState are the tests' own)
FORBIDDEN_CALLS = {"from_state"}
#: (module, attribute): the few reads that stay, each for a reason
ALLOWED = {
    # a SideView's own chits (its ``secret_chits`` are the viewer's, ``open_chits`` public)
    ("texts.py", "secret_chits"), ("texts.py", "open_chits"), ("track.py", "secret_chits"),
    ("track.py", "open_chits"), ("trackpanel.py", "secret_chits"),
}


def _reads(source: str):
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in FORBIDDEN_ATTRIBUTES:
            yield node.lineno, node.attr, ast.unparse(node)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in FORBIDDEN_CALLS:
            yield node.lineno, node.func.attr, ast.unparse(node)[:80]
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr"
              and len(node.args) > 1 and isinstance(node.args[1], ast.Constant)
              and node.args[1].value in FORBIDDEN_ATTRIBUTES):
            yield node.lineno, node.args[1].value, ast.unparse(node)[:80]
        elif isinstance(node, ast.Attribute) and node.attr == "log" and isinstance(node.value, (ast.Name, ast.Attribute)) \
                and ast.unparse(node.value).split(".")[-1] == "game":
            yield node.lineno, "log", ast.unparse(node)  # the log is read through a view (SideLog)


def test_no_module_of_the_window_reads_the_game_state():
    found = [f"{p.name}:{line}: {text}" for p in sorted(UI.glob("*.py"))
             for line, what, text in _reads(p.read_text(encoding="utf-8")) if (p.name, what) not in ALLOWED]
    assert found == []
    # the check can fail: reads of the state and of the log are found
    probe = "def f(game):\n    return game.state.units, game.log, getattr(game, 'state'), CardView.from_state(s, 'axis', 1)\n"
    assert sorted(what for _line, what, _text in _reads(probe)) == ["from_state", "log", "state", "state"]


def test_gamewindow_is_the_composition_of_its_panels():
    source = (UI / "gamewindow.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    window = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GameWindow")
    assert window.end_lineno - window.lineno < 450 and len(source.splitlines()) < 600
    from cc_desktop.ui import gamewindow

    for name in ("GameWindow", "DecisionPanel", "HandoverScreen", "UnitLayer", "FileOpenFilter", "SELECT",
                 "HIGHLIGHT", "SAVE_EXTENSION", "read_save", "open_autosave", "main", "install_translation",
                 "app_icon", "setup_application", "NewGameDialog", "RANDOM_BATTLE", "STARTING_SCENARIO",
                 "starting_scenario", "REVEAL_RESULTS"):
        assert hasattr(gamewindow, name), name  # the names other code imports from it


def test_the_window_only_makes_the_seated_players_view(qtbot, monkeypatch):
    made: list[tuple[str | None, str]] = []
    view = Game.view

    def recorded(game, side):
        made.append((side, window.controller.viewer if window.controller else None))
        return view(game, side)

    monkeypatch.setattr(Game, "view", recorded)
    window = game_window(qtbot)
    window.start("birch-ridge-1942", seed=2)  # a hidden set-up, secret chits
    game = window.controller.game
    rng = random.Random(2)
    for _ in range(80):
        if game.pending is None:
            break
        take_seat(window)
        window.play(choose(rng, game))
        window.on_hex_hovered(game.grid.ids[rng.randrange(len(game.grid.ids))])
    assert made and all(side is not None for side, _ in made)  # never the referee's view
    assert all(side == seated for side, seated in made)  # the player at the screen's
