"""Headless play: seeded games of random legal moves (``cc-desktop simulate``).

Pass screens are counted as the window shows them, under its one policy
(:func:`cc_desktop.rules.seating.prompt_for`): only before a decision that needs what only the
deciding player may see (his hand, ...), or when he answers a reaction window with a card (Show my
hand); other decisions of the other player are asked in public, without one.  Also counted: the
times the deciding player changes (what a table with a pass screen at every change would show) and
the decisions asked in public.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field

from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.seating import PUBLIC, WINDOW, pass_screens, prompt_for
from cc_desktop.rules.state import card_counts
from cc_desktop.rules.variants import VARIANTS, ordered, variant_set

MAX_MOVES = 20000  # a game longer than this is reported as an error (it would be a loop)


@dataclass
class GameReport:
    seed: int
    finished: bool
    winner: str | None
    reason: str | None
    moves: int
    turns: int
    handovers: int  # pass screens, as the window shows them
    max_legal: int
    error: str | None = None
    changes: int = 0  # the times the deciding player changed
    public: int = 0  # decisions of the player not at the screen asked in public (no pass screen)
    move_list: list = field(default_factory=list)
    variants: tuple[str, ...] = ()


#: Set-up (5): how many units the simulated player places again, at most, in a side's set-up
#: before he says Done (``choose(..., review=...)``).
REPLACES_PER_SETUP = 2


def choose(rng: random.Random, game: Game, review: random.Random | None = None) -> Move:
    """A random legal move of the pending decision, as a plausible player chooses.

    Set-up (5, any order; docs/rules-decisions.md): the random player places the units still to
    place first, the first of them (the order the set-up used to ask them in) in a random hex
    it may take, so a seed plays the same game as before set-up took any order; once all are
    placed he says Done.  With ``review`` (a random generator of its own, so the game's stream
    is untouched until it acts), he first places again a random unit in a random hex, with even
    odds each time and at most :data:`REPLACES_PER_SETUP` times a set-up: a random game stays
    bounded (a set-up of n units takes at most n + 3 moves) and the soak still plays re-places."""
    d = game.pending
    options = d.options
    if d.kind == "setup" and d.variant is None:
        return _setup_choice(rng, game, options, review)
    if d.window:
        decline = [m for m in options if m.kind in ("decline", "keep")]
        act = [m for m in options if m.kind not in ("decline", "keep")]
        # a computer player uses what its hand allows, sometimes
        if act and rng.random() < 0.3:
            return rng.choice(act)
        return decline[0] if decline else rng.choice(options)
    if d.kind == "turn":  # prefer giving Orders over passing, as players do
        orders = [m for m in options if m.kind == "order"]
        if orders and rng.random() < 0.85:
            return rng.choice(orders)
    if d.kind == "step":
        stops = [m for m in options if m.kind == "stop"]
        if stops and len(options) > 1 and rng.random() < 0.25:
            return stops[0]
        enters = [m for m in options if m.kind != "stop"]
        return rng.choice(enters or options)
    return rng.choice(options)


def _setup_choice(rng: random.Random, game: Game, options, review: random.Random | None) -> Move:
    """:func:`choose` at the set-up decision (5)."""
    units = game.state.units
    fresh = [m for m in options if m.kind == "place" and units[m.args[0]].location == "setup"]
    if fresh:  # the first unit still to place, in a random hex it may take
        first = fresh[0].args[0]
        return rng.choice([m for m in fresh if m.args[0] == first])
    done = Move("done")
    again = [m for m in options if m.kind == "place"]
    if review is None or not again:
        return done
    run = 0  # the set-up's place moves so far: its units, then the re-places
    for m in reversed(game.moves):
        if m.kind != "place":
            break
        run += 1
    placed = sum(1 for u in units.values() if u.side == game.pending.player and u.location == "map")
    if run - placed >= REPLACES_PER_SETUP or review.random() < 0.5:
        return done
    return review.choice(again)


def random_variants(seed: int) -> frozenset[str]:
    """A seeded random set of variants (each in with even odds) that respects their
    interactions: a variant that needs another (V3 needs V2) brings it along."""
    rng = random.Random(seed ^ 0x7A41A7)
    chosen = {v for v in VARIANTS if rng.random() < 0.5}
    for v in list(chosen):
        chosen.update(VARIANTS[v].requires)
    return variant_set(chosen)


def play_one(scenario, seed: int, check: bool = False, variants=None) -> GameReport:
    """One seeded random game; ``variants``: its variant set (None: the scenario's recommended
    set; ``"random"``: :func:`random_variants` of the seed)."""
    if variants == "random":
        variants = random_variants(seed)
    game = Game.new(scenario, seed=seed, variants=variants)
    chosen = tuple(ordered(game.variants))
    rng = random.Random(seed ^ 0x5EED)
    review = random.Random(seed ^ 0x5E70)  # set-up: the re-places before Done (choose)
    handovers = changes = public = 0
    seated = last_player = None
    max_legal = 0
    n = 0
    try:
        while game.pending is not None and n < MAX_MOVES:
            d = game.pending
            max_legal = max(max_legal, len(d.options))
            if last_player is not None and d.player != last_player:
                changes += 1
            last_player = d.player
            prompt = prompt_for(game, seated)
            move = choose(rng, game, review)  # the random player decides as ever; the table only counts
            screens = pass_screens(prompt, move)
            handovers += screens
            public += prompt.how in (PUBLIC, WINDOW) and not screens
            seated = prompt.side if screens else seated  # seated_after(prompt, seated, move)
            game.apply(move)
            n += 1
            if check:
                invariants(game)
        if game.pending is not None:
            raise RuntimeError(f"no end after {MAX_MOVES} moves")
        return GameReport(seed, True, game.state.winner, game.state.end_reason, n, game.state.turn, handovers,
                          max_legal, changes=changes, public=public, variants=chosen)
    except Exception as exc:  # reported with seed and moves, so it can be replayed
        return GameReport(seed, False, None, None, n, game.state.turn, handovers, max_legal,
                          f"{type(exc).__name__}: {exc}", changes=changes, public=public,
                          move_list=[m.to_json() for m in game.moves], variants=chosen)


def invariants(game: Game) -> None:
    """After every move: 72 cards per deck, units neither lost nor duplicated, the VP balance
    equal to the sum of its recorded sources; at every Turn decision, the position round-trips
    (it passes its own checks, and the game made from it offers the same moves)."""
    st = game.state
    if game.pending is not None and game.pending.kind == "turn" and game.can_take_position():
        position = json.loads(json.dumps(game.position()))
        again = Game.from_position(game.scenario, position)
        assert again.legal_moves() == game.legal_moves(), "position round-trip: other legal moves"
        assert again.state.hash() == st.hash(), "position round-trip: another state"
    for side, count in card_counts(st).items():
        cards = st.players[side].draw + st.players[side].hand + st.players[side].discard
        assert count == 72 and len(set(cards)) == 72, (side, count)
    assert sum(v if s == "axis" else -v for s, v, _ in st.vp_sources) == st.vp, "VP balance"
    for u in st.units.values():
        assert (u.location == "map") == (u.hex is not None), u
    for side in ("axis", "allies"):
        cas = st.players[side].casualties
        assert len(cas) == len(set(cas))


def simulate(scenario, games: int, seed: int, check: bool = False, progress=None, variants=None) -> dict:
    """Play ``games`` games from ``seed`` on; ``progress(done, errors)`` is called after each.
    ``variants``: the variant set of every game (None: the scenario's recommended set;
    ``"random"``: a seeded random set per game, :func:`random_variants`)."""
    t0 = time.perf_counter()
    reports = []
    for i in range(games):
        reports.append(play_one(scenario, seed + i, check, variants))
        if progress is not None:
            progress(len(reports), sum(1 for r in reports if not r.finished))
    dt = time.perf_counter() - t0
    finished = [r for r in reports if r.finished]
    errors = [r for r in reports if not r.finished]
    winners: dict[str, int] = {}
    reasons: dict[str, int] = {}
    for r in finished:
        winners[r.winner] = winners.get(r.winner, 0) + 1
        reasons[r.reason] = reasons.get(r.reason, 0) + 1
    moves = sum(r.moves for r in reports)
    turns = sum(r.turns for r in reports)
    return {
        "games": games, "finished": len(finished), "errors": len(errors), "winners": winners,
        "reasons": reasons, "moves": moves, "moves_per_game": moves / games if games else 0,
        "moves_per_second": moves / dt if dt else 0.0, "games_per_second": games / dt if dt else 0.0,
        "handovers_per_turn": sum(r.handovers for r in reports) / turns if turns else 0.0,
        "changes_per_turn": sum(r.changes for r in reports) / turns if turns else 0.0,
        "public_per_turn": sum(r.public for r in reports) / turns if turns else 0.0,
        "max_legal_moves": max((r.max_legal for r in reports), default=0), "seconds": dt,
        "variants": "random" if variants == "random" else ordered(reports[0].variants) if reports else [],
        "error_reports": [{"seed": r.seed, "error": r.error, "moves": r.move_list, "variants": list(r.variants)}
                          for r in errors],
    }
