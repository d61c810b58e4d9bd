"""Rules engine properties over seeded random legal games (rules 1, 4, 5, 6, 7; saves, undo,
hidden information).  The whole file runs in well under 30 s."""

from __future__ import annotations

import random

import pytest

from cc_desktop.rules.game import Game
from cc_desktop.rules.simulate import choose, invariants, play_one
from cc_desktop.rules.state import CASUALTY, ON_MAP, REMOVED, SETUP, TIME_TRACK

SCENARIO = "test-skirmish"
LOCATIONS = {ON_MAP, SETUP, TIME_TRACK, CASUALTY, REMOVED}
MAX_LEGAL = 300  # "a few hundred": atomic decisions keep the lists small
MAX_SETUP = 360  # the set-up (5): any unit in any hex of its area, the Allies' 6 x 60 here


def random_game(seed: int):
    """Yield (game, move) after every move of a seeded random legal game (the simulate players)."""
    g = Game.new(SCENARIO, seed=seed)
    rng = random.Random(seed ^ 0x5EED)
    while g.pending is not None:
        m = choose(rng, g)
        g.apply(m)
        yield g, m


@pytest.mark.rule("5", "6.3")
@pytest.mark.parametrize("seed", range(10))
def test_random_game_finishes_without_error(seed):
    report = play_one(SCENARIO, seed, check=True)
    assert report.error is None, (seed, report.error)
    assert report.finished and report.winner in ("axis", "allies")
    assert report.reason in ("sudden_death", "surrender", "annihilation", "last_unit_exited",
                             "all_five_objectives", "time_track_end")
    assert report.max_legal <= MAX_SETUP


def check_state(g: Game, unit_ids: frozenset, weapon_ids: frozenset, last: dict) -> None:
    """Invariants after every move, beyond simulate.invariants."""
    invariants(g)  # 72 cards per deck, VP = sum of sources, on map <=> hex, no double casualty
    st = g.state
    for side, p in st.players.items():  # 1: the 72 cards, each exactly once
        assert sorted(p.draw + p.hand + p.discard) == list(range(1, 73)), side
        assert len(p.hand) <= p.hand_size or side == st.active, side  # 5.4
    # none lost; new counters come only from the counter mix (E52 Deploy's Teams, Heroes,
    # Privates, Reinforcements, Infiltration), each a real unit or Weapon of its side
    assert unit_ids <= frozenset(st.units) and weapon_ids <= frozenset(st.weapons)
    for uid in frozenset(st.units) - unit_ids:
        assert st.units[uid].side in ("axis", "allies")
    for u in st.units.values():
        assert u.location in LOCATIONS, u
        assert (u.location == TIME_TRACK) == (u.time is not None), u
    for side in ("axis", "allies"):  # 4.2: the Casualty Track holds exactly the eliminated non-Heroes
        cas = {u.id for u in st.units.values() if u.side == side and u.location == CASUALTY}
        assert set(st.players[side].casualties) == cas
    carried = [u.weapon for u in st.units.values() if u.weapon]
    assert len(carried) == len(set(carried))  # 8.1.1: one Weapon per unit, one carrier per Weapon
    assert {w.id for w in st.weapons.values() if w.location == "unit"} == set(carried)
    for u in st.units.values():
        if u.location == ON_MAP:
            assert u.hex in g.grid and u.hex not in st.blaze  # 8.1.5
    assert st.vp_sources[: len(last["sources"])] == last["sources"]  # VP are only ever added
    assert st.time >= last["time"] and st.turn >= last["turn"]  # 6.1.2: Time only moves forward
    last.update(sources=list(st.vp_sources), time=st.time, turn=st.turn)
    d = g.pending
    if d is not None:
        assert len(g.legal_moves()) <= (MAX_SETUP if d.kind == "setup" else MAX_LEGAL)
        assert d.options, d  # a decision always has a choice
        if d.window:
            assert any(m.kind in ("decline", "keep") for m in d.options)  # A24
        if d.kind == "turn":
            assert st.trigger_depth == 0
            # O16.4: every Melee is over when an Order ends
            assert not any(st.enemy_in(u.hex, u.side) for u in st.on_map())
            assert st.time <= g.scenario.time_length
    else:
        assert st.over and st.winner in ("axis", "allies") and st.end_reason


@pytest.mark.rule("1", "4.1.1", "4.2", "7", "8.1.1")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_invariants_after_every_move(seed):
    g0 = Game.new(SCENARIO, seed=seed)
    units, weapons = frozenset(g0.state.units), frozenset(g0.state.weapons)
    last = {"sources": list(g0.state.vp_sources), "time": g0.state.time, "turn": 0}
    n = 0
    for g, _ in random_game(seed):
        check_state(g, units, weapons, last)
        n += 1
    assert n > 50


@pytest.mark.rule("1.2", "7.3.3")
@pytest.mark.parametrize("seed", [4, 5])
def test_view_for_hides_the_other_hand_and_secret_chits(seed):
    for i, (g, _) in enumerate(random_game(seed)):
        if i % 7:
            continue
        for side in ("axis", "allies"):
            other = "allies" if side == "axis" else "axis"
            view = g.view_for(side)
            mine, theirs = view["players"][side], view["players"][other]
            assert mine["hand"] == sorted(g.state.players[side].hand)
            assert theirs["hand"] == len(g.state.players[other].hand)  # a count only
            assert mine["draw"] == len(g.state.players[side].draw) and isinstance(theirs["draw"], int)
            assert view["secret_chits"][side] == [c.id for c in g.secret_chits[side]]
            assert view["secret_chits"][other] == len(g.secret_chits[other])
            for line in view["log"]:
                assert not line.startswith(f"5.4: {other} draws card"), line
            secret = [c.id for c in g.secret_chits[other]]
            if not g.state.over:  # 6.3: revealed at the end
                assert not any(f"secret chit {c}" in line for c in secret for line in view["log"])
            # whatever the other hand holds (and his draw pile's order), this view is the same
            p = g.state.players[other]
            k = min(len(p.hand), len(p.draw))
            p.hand[:k], p.draw[:k] = p.draw[:k], p.hand[:k]
            p.draw.reverse()
            swapped = g.view_for(side)
            p.draw.reverse()
            p.hand[:k], p.draw[:k] = p.draw[:k], p.hand[:k]
            assert swapped == view


@pytest.mark.rule("5.4")
def test_a_draw_is_one_line_for_each_player():
    """The drawing player reads "draws card N", the other "draws a card"; neither reads both."""
    for i, (g, _) in enumerate(random_game(3)):
        if i == 200:
            break
    draws = [e for e in g.log if e.kind == "card_drawn"]
    for side in ("axis", "allies"):
        other = "allies" if side == "axis" else "axis"
        mine = [e.message.code for e in draws if e.visible(side) and e.message.args["player"] == side]
        theirs = [e.message.code for e in draws if e.visible(side) and e.message.args["player"] == other]
        assert len(mine) > 10 and set(mine) == {"card_drawn_known"}
        assert len(theirs) > 10 and set(theirs) == {"card_drawn"}
        assert len(mine) == sum(1 for e in draws if e.message.args["player"] == side) // 2


@pytest.mark.rule("1.9")
@pytest.mark.parametrize("seed", [6, 7])
def test_save_and_load_give_the_same_state_at_every_kth_move(seed):
    checked = 0
    for i, (g, _) in enumerate(random_game(seed)):
        if i % 60 and g.pending is not None:
            continue
        data = g.to_save()
        loaded = Game.from_save(data)
        assert loaded.state.hash() == g.state.hash() == data["hash"]
        assert loaded.pending == g.pending
        assert [e.text() for e in loaded.log] == [e.text() for e in g.log]
        checked += 1
    assert checked >= 3


@pytest.mark.rule("1.9")
@pytest.mark.parametrize("seed", [8, 9])
def test_undo_then_reapply_gives_the_same_hash(seed):
    g = Game.new(SCENARIO, seed=seed)
    rng = random.Random(seed)
    undone = i = 0
    while g.pending is not None:
        before = g.state.hash()
        m = choose(rng, g)
        g.apply(m)
        after = g.state.hash()
        if g.can_undo() and i % 9 == 0 and undone < 25:
            g.undo()
            assert g.state.hash() == before
            g.apply(m)
            assert g.state.hash() == after
            undone += 1
        i += 1
    assert undone >= 5


@pytest.mark.rule("1.9")
def test_same_seed_same_game_different_seed_different_deck():
    a, b, c = (Game.new(SCENARIO, seed=s) for s in (11, 11, 12))
    assert a.state.hash() == b.state.hash() != c.state.hash()
    assert a.state.players["axis"].draw == b.state.players["axis"].draw != c.state.players["axis"].draw
