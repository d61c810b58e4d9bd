"""Games of the 3 v 3 test setup with chosen dice, for the Skirmish state machine's tests."""

from cc_desktop.skirmish import testing
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.types import Point, bearing


def game(first="red", faces=(), resolver=None, options=None, **kw) -> SkirmishGame:
    """Red (r1-r3) and blue (b1-b3) 32 inches apart; ``first`` plays first (no initiative roll);
    the dice show ``faces``."""
    setup = testing.setup_3v3(**kw)
    setup.first_side = first
    return SkirmishGame(setup, 1, options=options, shot_resolver=resolver, dice=FixedDice(list(faces)))


def street_game(**places) -> SkirmishGame:
    """The 3 v 3 teams on the village street battlefield, red to play; ``places``: model -> (x, y),
    each facing the first other model placed."""
    setup = testing.setup_3v3()
    setup.map_id, setup.first_side = "village-street", "red"
    g = SkirmishGame(setup, 1, shot_resolver=None, dice=FixedDice([]))
    for mid, (x, y) in places.items():
        g.model(mid).at = Point(x, y)
    for mid in places:
        other = next(o for o in places if o != mid)
        g.model(mid).facing = round(bearing(g.model(mid).at, g.model(other).at), 1)
    return g


def play_checked(battle: str, seed: int, choose, after_each=None) -> SkirmishGame:
    """A seeded game of ``battle`` to its end, each move chosen by ``choose(rng, game)``, the soak's
    invariants (``simulate.invariants``) asserted after every move and ``after_each(game)`` called
    there; the game at its end (or after ``simulate.MAX_MOVES``)."""
    import random

    from cc_desktop.skirmish import simulate
    rng = random.Random(seed)
    game = SkirmishGame.new(battle, seed, shot_resolver=simulate.default_resolver())
    ids = frozenset(game.state.models)
    while game.pending is not None and len(game.moves) < simulate.MAX_MOVES:
        game.apply(choose(rng, game))
        assert simulate.invariants(game, ids) == []
        if after_each is not None:
            after_each(game)
    return game


def acting(g: SkirmishGame, model_id: str, faces=()):
    """Activate ``model_id`` (its side must be playing); the dice then show ``faces``."""
    g.apply(f"activate {model_id}")
    g.state.dice.faces[:] = list(faces)
    return g.model(model_id)


def set_faces(g: SkirmishGame, *faces):
    g.state.dice.faces[:] = list(faces)
