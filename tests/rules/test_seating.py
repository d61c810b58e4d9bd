"""The hotseat table's policy of pass screens (cc_desktop.rules.seating; issue 14, item 1): a pass
screen only before a decision that needs what only its player may see, reaction windows asked in
public whatever the hand (A24), one-answer public decisions not asked, and the figure simulate
reports under that policy."""
from __future__ import annotations

import dataclasses
import random

import pytest

from cc_desktop.rules import Game, Move
from cc_desktop.rules import seating
from cc_desktop.rules.seating import AUTO, PASS, PUBLIC, SEATED, WINDOW, prompt_for
from cc_desktop.rules.simulate import choose, simulate

REAL = ("chapel-crossroads-1944", "shattered-mill-1943", "birch-ridge-1942", "farmland-patrols-1945")


def other(side):
    return "allies" if side == "axis" else "axis"


def find(test, limit=3000):
    """A seeded random game of a real scenario played until ``test(game)`` (the first such
    moment over the scenarios and seeds 1, 2, ...: always the same)."""
    for seed in range(1, 6):
        for scenario in REAL:
            game = Game.new(scenario, seed=seed)
            rng = random.Random(seed)
            for _ in range(limit):
                if game.pending is None:
                    break
                if test(game):
                    return game
                game.apply(choose(rng, game))
    raise AssertionError("no such decision in the seeded games")


@pytest.mark.rule("A24")
def test_a_reaction_window_is_asked_in_public_whatever_the_hand(monkeypatch):
    game = find(lambda g: g.pending.kind == "react")
    d = game.pending
    mover = other(d.player)
    got = prompt_for(game, mover)
    assert got.how == WINDOW and got.side == d.player and not got.pass_screen
    assert got.hidden_moves == frozenset({"action"})  # a card needs the hand; Op Fire and Decline do not
    # the same window with no card to play, or with one: the same prompt (nothing told about the hand)
    for options in ((Move("decline"),), (Move("decline"), Move("action", 7, "op_fire"))):
        monkeypatch.setattr(game, "pending", dataclasses.replace(d, options=options))
        assert prompt_for(game, mover) == got
    assert seating.pass_screens(got, Move("decline")) == 0
    assert seating.seated_after(got, mover, Move("decline")) == mover
    assert seating.pass_screens(got, Move("action", 7, "op_fire")) == 1  # Show my hand
    assert seating.seated_after(got, mover, Move("action", 7, "op_fire")) == d.player
    assert seating.pass_screens(got, Move("op_fire")) == 0  # units already firing: public
    assert prompt_for(game, d.player).how == SEATED


@pytest.mark.rule("5")
def test_a_turn_needs_the_hand_a_pass_screen_unless_seated():
    game = Game.new("shattered-mill-1943", seed=4)
    rng = random.Random(4)
    while game.pending.kind != "turn":
        game.apply(choose(rng, game))
    side = game.pending.player
    assert seating.needs_hidden(game, game.pending)
    assert prompt_for(game, other(side)) == seating.Prompt(PASS, side)
    assert prompt_for(game, None).how == PASS  # nobody at the screen yet
    assert prompt_for(game, side).how == SEATED


@pytest.mark.rule("O20.3.4")
def test_a_public_decision_of_the_other_player_is_asked_without_a_pass_screen():
    game = find(lambda g: g.pending.kind == "defend" and len(g.pending.options) > 1)
    d = game.pending
    assert not seating.needs_hidden(game, d)
    got = prompt_for(game, other(d.player))
    assert got.how == PUBLIC and got.side == d.player and seating.pass_screens(got, d.options[0]) == 0
    assert seating.seated_after(got, other(d.player), d.options[0]) == other(d.player)  # the seat stays


def test_a_decision_with_one_public_answer_is_not_asked(monkeypatch):
    game = find(lambda g: g.pending.kind == "defend")
    d = game.pending
    one = dataclasses.replace(d, options=d.options[:1])
    monkeypatch.setattr(game, "pending", one)
    assert prompt_for(game, other(d.player)) == seating.Prompt(AUTO, d.player, d.options[0])


@pytest.mark.rule("5")
def test_a_hidden_set_up_is_placed_behind_a_pass_screen(monkeypatch):
    game = Game.new("chapel-crossroads-1944", seed=1)
    d = game.pending
    assert d.kind == "setup"
    side = game.scenario.side(d.player)
    for hidden in (False, True):
        as_set = dataclasses.replace(side, hidden_setup=hidden)
        monkeypatch.setattr(type(game.scenario), "side", lambda self, s, as_set=as_set: as_set)
        assert seating.needs_hidden(game, d) is hidden
        assert prompt_for(game, other(d.player)).how == (PASS if hidden else PUBLIC)


def test_the_kinds_that_need_the_hand_are_those_that_may_offer_a_card_or_a_chit():
    from types import SimpleNamespace

    from cc_desktop.rules.decisions import DECISIONS

    hidden = set()
    for name, spec in DECISIONS.items():
        d = SimpleNamespace(kind=spec.kind, spec=spec, window=spec.window, player="axis")
        if seating.needs_hidden(None if spec.kind != "setup" else SimpleNamespace(
                scenario=SimpleNamespace(side=lambda s: SimpleNamespace(hidden_setup=False))), d):
            hidden.add(name)
    assert hidden == {
        "turn", "discard", "mover", "step", "after_move", "react_more", "group", "fire_actions",
        "hidden_unit_item", "hidden_unit_hex", "interrogation", "reconnaissance"}
    # the windows: asked in public, the hand only for a card (an Action; V16: a card to discard)
    windows = {n for n, s in DECISIONS.items() if s.window}
    assert {n: seating.hidden_moves(SimpleNamespace(spec=DECISIONS[n])) for n in windows
            if seating.hidden_moves(SimpleNamespace(spec=DECISIONS[n])) != {"action"}} == {
        "reroll": frozenset(), "command_flexibility": frozenset({"discard"})}


@pytest.mark.slow
@pytest.mark.parametrize("scenario", REAL)
def test_simulate_counts_pass_screens_under_the_policy_at_most_1_3_a_player_turn(scenario):
    report = simulate(scenario, games=4, seed=1)
    assert report["errors"] == 0
    assert report["handovers_per_turn"] <= 1.3, report["handovers_per_turn"]
    assert report["changes_per_turn"] > report["handovers_per_turn"] + 0.5  # the policy saves many


@pytest.mark.parametrize("scenario", REAL[:2])
def test_every_pass_screen_is_followed_by_a_decision_that_needs_hidden_information(scenario):
    game = Game.new(scenario, seed=7)
    rng = random.Random(7)
    seated = None
    screens = 0
    for _ in range(1500):
        if game.pending is None:
            break
        prompt = prompt_for(game, seated)
        move = choose(rng, game)
        if seating.pass_screens(prompt, move):
            screens += 1
            d = game.pending
            assert prompt.side == d.player
            assert seating.needs_hidden(game, d) or (d.window and move.kind in seating.hidden_moves(d))
        if prompt.how == AUTO:
            assert len(game.pending.options) == 1 and not seating.needs_hidden(game, game.pending)
        seated = seating.seated_after(prompt, seated, move)
        game.apply(move)
    assert screens > 5
