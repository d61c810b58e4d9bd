"""The seated player's view (cc_desktop/rules/view.py): it agrees with ``Game.view_for`` at every
point of seeded games of the real scenarios (a hidden set-up and secret chits among them), no
public name of it leads to the other side's hand, secret chits or draw piles, and it copies
nothing: building one and reading it never reads the log."""

from __future__ import annotations

import dataclasses
import random

import pytest

from cc_desktop.content.model import ObjectiveChit
from cc_desktop.rules import Game
from cc_desktop.rules.simulate import choose
from cc_desktop.rules.state import GameState, Player
from cc_desktop.rules.view import PlayerInfo, SideLog, SideView
from tests.view_walk import reachable

pytestmark = pytest.mark.rule("1.2", "7.3.3", "F100.1", "A24")

REAL = ("chapel-crossroads-1944", "birch-ridge-1942", "farmland-patrols-1945", "shattered-mill-1943")


def agree(game: Game, side: str) -> None:
    """Everything ``view_for(side)`` holds, read through ``game.view(side)``."""
    snap = game.view_for(side)
    view = game.view(side)
    other = "allies" if side == "axis" else "axis"
    hidden_setup = game.scenario.side(other).hidden_setup and snap["turn"] == 0
    for u in snap["units"]:
        seen = view.unit(u["id"])
        if hidden_setup and u["side"] == other and u["location"] in ("setup", "map"):  # hidden (F100.1)
            assert u["hex"] is None
            assert seen is None and u["id"] not in {x.id for x in view.units()}
            continue
        assert seen is not None and seen.to_json() == u
    assert [u.id for u in view.units()] == [u["id"] for u in snap["units"] if view.unit(u["id"]) is not None]
    assert {u.id for u in view.on_map()} == {u["id"] for u in snap["units"]
                                            if u["location"] == "map" and u["hex"] is not None}
    for s, p in snap["players"].items():
        info = view.player(s)
        assert info.hand == (tuple(p["hand"]) if s == side else None)
        assert info.hand_count == (len(p["hand"]) if s == side else p["hand"])
        assert info.draw_count == p["draw"] and list(info.discard) == p["discard"]
        assert list(info.casualties) == p["casualties"]
        assert (info.posture, info.hand_size, info.orders, info.discard_limit, info.edge, info.surrender) == \
            (p["posture"], p["hand_size"], p["orders"], p["discard_limit"], p["edge"], p["surrender"])
    assert list(view.hand) == snap["players"][side]["hand"]
    assert view.fortifications == snap["fortifications"]
    assert view.smoke == snap["smoke"] and sorted(view.blaze) == snap["blaze"]
    assert (view.vp, view.time, view.turn, view.sudden_death, view.initiative, view.active, view.orders_given,
            view.winner, view.end_reason, view.phase) == \
        (snap["vp"], snap["time"], snap["turn"], snap["sudden_death"], snap["initiative"], snap["active"],
         snap["orders_given"], snap["winner"], snap["end_reason"], snap["phase"])
    assert [list(v) for v in view.vp_sources] == snap["vp_sources"]
    assert {str(k): v for k, v in view.objectives.items()} == snap["objectives"]
    assert [c.id for c in view.secret_chits] == snap["secret_chits"][side]
    assert view.secret_chit_count(other) == snap["secret_chits"][other]
    assert [c.id for c in view.open_chits] == snap["open_chits"]
    assert sorted(view.activated) == snap["activated_units"]
    log = view.log
    assert [log.line(i).text() for i in range(len(log)) if log.line(i) is not None] == snap["log"]
    d = game.pending
    assert view.deciding == (d.player if d else None)
    assert view.pending is (d if d is not None and d.player == side else None)


@pytest.mark.parametrize("scenario", REAL)
def test_the_view_agrees_with_view_for_along_random_games(scenario):
    game = Game.new(scenario, seed=3)
    rng = random.Random(3)
    n = 0
    while game.pending is not None and n < 600:
        if n < 40 or n % 23 == 0:  # the set-up (a hidden one in birch-ridge), then now and then
            for side in ("axis", "allies"):
                agree(game, side)
        game.apply(choose(rng, game))
        n += 1


#: the view's own read-only classes: their zero-argument methods are called too
_ASKED = (SideView, SideLog, PlayerInfo)


def _reachable(root, depth: int = 4):
    return reachable(root, _ASKED, ("cc_desktop.content", "cc_desktop.board"), depth)


def test_nothing_public_leads_to_the_other_sides_secrets():
    game = Game.new("birch-ridge-1942", seed=1)  # a hidden Allied set-up, secret chits
    rng = random.Random(1)
    while game.pending.player == "allies" or game.state.turn == 0 and len(game.moves) < 30:
        game.apply(choose(rng, game))
    secrets = 0
    for side in ("axis", "allies"):
        other = "allies" if side == "axis" else "axis"
        view = game.view(side)
        assert (view.scenario, view.board, view.grid) == (game.scenario, game.board, game.grid)  # content
        found = _reachable(view)
        assert not any(isinstance(x, (Game, GameState, Player)) for x in found)
        theirs = list(game.state.players[other].hand)
        assert theirs and not any(isinstance(x, (list, tuple)) and all(isinstance(v, int) for v in x)
                                  and sorted(x) == sorted(theirs) for x in found)
        draws = [game.state.players[s].draw for s in ("axis", "allies")]
        assert not any(isinstance(x, list) and x in draws and x for x in found)
        secret = {c.id for c in game.secret_chits[other]}
        secrets += len(secret)
        chits = [x for x in found if isinstance(x, ObjectiveChit)]
        assert chits and not secret & {c.id for c in chits if c not in game.open_chits}
        hidden = game.hidden_units_from(side)
        assert not hidden & {getattr(x, "id", None) for x in found if type(x).__name__ == "Unit"}
        info = view.player(other)
        assert isinstance(info, PlayerInfo) and info.hand is None and dataclasses.is_dataclass(info)
        assert isinstance(view.log, SideLog)
    assert secrets > 0
    with pytest.raises(ValueError):
        SideView(game, "nobody")


class _CountingLog(list):
    reads = 0

    def __getitem__(self, i):
        type(self).reads += 1
        return super().__getitem__(i)

    def __iter__(self):
        type(self).reads += 1
        return super().__iter__()


def test_a_view_copies_nothing_and_never_reads_the_log():
    game = Game.new("shattered-mill-1943", seed=2)
    rng = random.Random(2)
    for _ in range(300):
        game.apply(choose(rng, game))
    game.log = _CountingLog(game.log)
    for side in ("axis", "allies", None):
        view = game.view(side)
        for name in ("hand", "fortifications", "smoke", "blaze", "objectives", "open_chits", "secret_chits",
                     "vp", "time", "turn", "pending", "deciding", "vp_sources", "activated"):
            getattr(view, name)
        view.units(), view.on_map(), view.player("axis"), view.player("allies")
        assert len(view.log) == len(game.log)
    assert _CountingLog.reads == 0
    assert not hasattr(SideView(game, "axis"), "__dict__")  # slots: nothing else is kept
