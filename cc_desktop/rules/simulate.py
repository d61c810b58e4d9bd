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
from cc_desktop.rules.seating import PUBLIC, WINDOW, pass_screens, prompt_for, seated_after
from cc_desktop.rules.state import card_counts

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


def choose(rng: random.Random, game: Game) -> Move:
    d = game.pending
    options = d.options
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


def play_one(scenario, seed: int, check: bool = False) -> GameReport:
    game = Game.new(scenario, seed=seed)
    rng = random.Random(seed ^ 0x5EED)
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
            move = choose(rng, game)  # the random player decides as ever; the table only counts
            handovers += pass_screens(prompt, move)
            public += prompt.how in (PUBLIC, WINDOW) and not pass_screens(prompt, move)
            seated = seated_after(prompt, seated, move)
            game.apply(move)
            n += 1
            if check:
                invariants(game)
        if game.pending is not None:
            raise RuntimeError(f"no end after {MAX_MOVES} moves")
        return GameReport(seed, True, game.state.winner, game.state.end_reason, n, game.state.turn, handovers,
                          max_legal, changes=changes, public=public)
    except Exception as exc:  # reported with seed and moves, so it can be replayed
        return GameReport(seed, False, None, None, n, game.state.turn, handovers, max_legal,
                          f"{type(exc).__name__}: {exc}", changes=changes, public=public,
                          move_list=[m.to_json() for m in game.moves])


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


def simulate(scenario, games: int, seed: int, check: bool = False, progress=None) -> dict:
    """Play ``games`` games from ``seed`` on; ``progress(done, errors)`` is called after each."""
    t0 = time.perf_counter()
    reports = []
    for i in range(games):
        reports.append(play_one(scenario, seed + i, check))
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
        "error_reports": [{"seed": r.seed, "error": r.error, "moves": r.move_list} for r in errors],
    }
