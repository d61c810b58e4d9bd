"""What one Skirmish player may see: ``game.view(side)`` (cc_desktop/skirmish/view.py).  The
decision and its moves only for the side that decides, refusals in words, the A a move takes,
the models, the sight, the log, the objectives and the end, and nothing that leads to the
other side's choices or to the dice's future (docs/skirmish-decisions/view.md)."""

import random
import time
import types

import pytest

from cc_desktop.skirmish.decisions import SkMove, msg
from cc_desktop.skirmish.dice import Dice
from cc_desktop.skirmish.game import SkirmishGame, combat_resolver
from cc_desktop.skirmish.reactions import ShotEffect
from cc_desktop.skirmish.simulate import choose
from cc_desktop.skirmish.state import SkirmishState
from cc_desktop.skirmish.testing import scripted_resolver
from cc_desktop.skirmish.types import Point, Posture, Stats
from cc_desktop.skirmish.view import (
    ModelView,
    MoveCost,
    SightView,
    SkSideLog,
    SkSideView,
    words,
)
from tests.view_walk import reachable

from .helpers import acting, game, street_game


# -- the decision ----------------------------------------------------------------------------------
@pytest.mark.rule("SK-3.3")
def test_the_side_that_decides_sees_the_moves_the_other_only_who_decides_and_what():
    g = game()
    red, blue = g.view("red"), g.view("blue")
    assert red.deciding == blue.deciding == "red"
    assert red.mine and not blue.mine
    assert red.pending is g.pending and blue.pending is None
    assert red.legal_moves() == g.legal_moves() == [SkMove("activate", m) for m in ("r1", "r2", "r3")] + [SkMove("end")]
    assert blue.legal_moves() == []
    assert red.asked == blue.asked
    assert (blue.asked.player, blue.asked.kind, blue.asked.about, blue.asked.rule) == ("red", "activate", (("turn", 1),), "SK-3.3")
    why = blue.why_not("activate r1")
    assert (why.rule, why.code, why.args["decision"]) == ("SK-3.3", "not_a_legal_choice", "activate")
    assert red.why_not("activate r1") is None and red.why_not("activate b1").code == "not_a_legal_choice"
    assert words(blue.asked.prompt) == "SK-3.3: Turn 1: choose the model that acts next, or end your turn"
    assert words(blue.asked.prompt, "hu", with_rule=False) != words(blue.asked.prompt, with_rule=False)
    assert g.view(None).legal_moves() == g.legal_moves()           # the referee's view
    with pytest.raises(ValueError, match="unknown side"):
        g.view("green")


@pytest.mark.rule("SK-3.4", "SK-5.1")
def test_a_refusal_is_the_engines_rule_in_words_of_a_language():
    g = game()
    acting(g, "r2")
    red = g.view("red")
    assert red.refusal("move r2 37.3 33.9") is None
    assert red.refusal("move r2 37.3 20.0") == "SK-3.4: r2 has 12 A; the move costs 21"
    hungarian = red.refusal("move r2 37.3 20.0", "hu")
    assert hungarian.startswith("SK-3.4: ") and "12" in hungarian and "21" in hungarian and hungarian != red.refusal(
        "move r2 37.3 20.0")
    assert g.view("blue").refusal("move r2 37.3 33.9") == "SK-3.3: move r2 37.3 33.9 is not one of the choices now (act)"


# -- the A a move takes ----------------------------------------------------------------------------
@pytest.mark.rule("SK-4.8", "SK-4.11", "SK-4.3", "SK-6.4", "SK-5.1")
def test_the_cost_of_a_move_is_the_actions_own_price():
    g = game(resolver=scripted_resolver([]))
    g.model("b2").at = Point(36.0, 26.0)  # 14 inches off: in the SMG's range (18)
    r2 = acting(g, "r2")                   # test SMG: Shot A 1, Burst A 1
    red = g.view("red")
    before = g.state.hash()
    assert red.cost_of("move r2 37.3 33.9") == MoveCost(SkMove("move", "r2", 37.3, 33.9), 7)   # 6.23 in: 7 A
    assert red.cost_of("move r2 36.0 20.0").cost == 20       # dearer than its 12 A: still priced
    assert red.cost_of("turn r2 90.0").cost == 1              # SK-4.11
    assert red.cost_of("crouch r2").cost == 1
    assert red.cost_of("switch r2 test_pistol").cost == 2     # SK-4.3
    assert red.cost_of("drop r2 test_smg").cost == 0
    assert red.cost_of("shoot r2 b2 hip").cost == 1           # SK-6.4 the Shot A
    assert red.cost_of("shoot r2 b2 aimed").cost == 5         # 5 x for a weapon that fires bursts
    assert red.cost_of("burst r2 b2 4").cost == 4             # the Burst A per round
    assert red.cost_of("done") == MoveCost(SkMove("done"), 0, None, False)
    far = red.cost_of("shoot r2 b1 hip")     # 32.6 inches: the rule refuses it before its price
    assert far.cost is None and (far.refusal.rule, far.refusal.code) == ("SK-6.1", "out_of_range")
    off = red.cost_of("move r2 80.0 40.0")
    assert off.cost is None and (off.refusal.rule, off.refusal.code) == ("SK-5.1", "off_table")
    assert red.cost_of("move b2 36.0 20.0").refusal.code == "not_acting"   # not red's to move
    assert g.state.hash() == before and r2.a_remaining == 12 and r2.a_debt == 0
    g.apply("move r2 37.3 33.9")            # what apply spends is the price
    assert r2.a_remaining == 12 - 7
    r2.posture = Posture.CROUCHING          # SK-4.8 crouched: 2 A an inch
    assert g.view("red").cost_of("move r2 37.3 31.9").cost == 4


@pytest.mark.rule("SK-3.4", "SK-4.0")
def test_along_seeded_games_every_legal_action_has_a_price_and_apply_spends_it():
    from cc_desktop.skirmish import actions
    priced = spent = 0
    for seed, battle in ((1, "test-3v3"), (3, "test-guns-animals"), (4, "partisan-raid")):
        rng = random.Random(seed)
        g = SkirmishGame.new(battle, seed, shot_resolver=combat_resolver())
        while g.pending is not None and len(g.moves) < 300:
            d = g.pending
            view = g.view(d.player)
            for mv in g.legal_moves():
                cost = view.cost_of(mv)
                if cost.action:
                    priced += 1
                    assert cost.cost is not None, (battle, str(mv), cost.refusal)
                    if d.kind == "act":
                        assert cost.cost <= g.model(d.about["model"]).a_remaining, (battle, str(mv))
            mv = choose(rng, g)
            if d.kind != "act" or mv.kind not in actions.ACTIONS:
                g.apply(mv)
                continue
            model, price, mark = g.model(d.about["model"]), view.cost_of(mv).cost, len(g.log)
            before = model.a_remaining
            g.apply(mv)
            if len(g.log) - mark == 1 and g.pending is not None and g.pending.kind in ("act", "activate"):
                spent += 1    # nothing but the action itself happened: it cost its price
                assert before - model.a_remaining == price, (battle, str(mv), g.log.events[-1].text())
    assert priced > 5000 and spent > 150


@pytest.mark.rule("SK-4.11", "SK-17.4")
def test_a_nimble_model_turns_for_nothing():
    g = game()
    acting(g, "r1")
    assert g.view("red").cost_of("turn r1 90.0").cost == 0 and g.view("red").cost_of("crouch r1").cost == 0


@pytest.mark.rule("SK-5.1")
def test_a_wall_in_the_way_has_no_price_but_its_refusal():
    g = street_game(r1=(12.0, 21.0), b1=(31.0, 14.0))
    acting(g, "r1")
    why = g.view("red").cost_of("move r1 33.0 14.0")      # into the inn, through its wall
    assert why.cost is None and (why.refusal.rule, why.refusal.code) == ("SK-5.2", "move_blocked")


@pytest.mark.rule("SK-6.1", "SK-6.7")
def test_distances_and_the_range_band_of_the_weapon_in_hand():
    g = game()
    red = g.view("red")
    assert red.distance("r1", "b1") == pytest.approx(32.0)
    assert red.distance("r1", (33.0, 44.0)) == pytest.approx(5.0)
    band = red.range_to("r1", "b1")                # test rifle: range 36, half 18
    assert (band.band, band.range, band.half, band.step.rule) == ("long", 36.0, 18.0, "SK-6.1")
    assert red.range_to("r1", (30.0, 22.5)).band == "short"
    assert red.range_to("r1", (30.0, 3.0)).band is None          # 37 inches: beyond range
    g.model("r1").in_hand = []
    assert red.range_to("r1", "b1") is None


# -- the models ------------------------------------------------------------------------------------
@pytest.mark.rule("SK-2", "SK-3.3", "SK-6.6", "SK-18")
def test_both_players_see_every_figure_its_sheet_and_its_reserve():
    g = game()
    b2 = g.model("b2")
    b2.a_reserved, b2.posture, b2.facing = 8, Posture.CROUCHING, 100.0
    b2.reduction = Stats(0, 0, 2, 2)               # a leg wound (SK-18.2)
    from cc_desktop.skirmish.state import Wound
    b2.wounds = [Wound("leg", True, "shot")]
    b2.bleeding = True
    red, blue = g.view("red"), g.view("blue")
    seen = red.model("b2")
    assert isinstance(seen, ModelView) and not seen.mine and blue.model("b2").mine
    assert (seen.stats, seen.base, seen.A) == (Stats(3, 3, 1, 1), Stats(3, 3, 3, 3), 8)
    assert (seen.a_reserved, seen.posture, seen.facing, seen.wounds, seen.bleeding) == (8, "crouching", 100.0,
                                                                                         (("leg", True),), True)
    assert (seen.in_hand, seen.carried, seen.rounds) == (("test_smg",), ("test_pistol",),
                                                          (("test_pistol", 8), ("test_smg", 30)))
    assert {f: v for f, v in vars_of(seen).items() if f != "mine"} == {
        f: v for f, v in vars_of(blue.model("b2")).items() if f != "mine"}    # open on both sides
    assert [m.id for m in red.own_models()] == ["r1", "r2", "r3"]
    assert [m.id for m in red.enemy_models()] == ["b1", "b2", "b3"]
    assert red.model("nobody") is None
    seen_before = red.model("b2")
    b2.at = Point(1.0, 1.0)                         # a ModelView is read when asked: a frozen picture
    assert seen_before.at == Point(36.0, 8.0) and red.model("b2").at == Point(1.0, 1.0)


def vars_of(model_view):
    import dataclasses
    return {f.name: getattr(model_view, f.name) for f in dataclasses.fields(model_view)}


@pytest.mark.rule("SK-6.6", "SK-3.3")
def test_a_pre_emptive_window_shows_who_and_whom_to_both_its_shots_to_the_observer_only():
    g = game(resolver=scripted_resolver([ShotEffect(False)]))
    g.sight = lambda g_, observer, target: observer.side == target.side or target.at.x >= 20.0
    g.model("b1").a_reserved, g.model("b2").a_reserved = 5, 8
    r1 = g.model("r1")
    r1.at, r1.facing = Point(15.0, 14.0), 0.0
    acting(g, "r1")
    g.apply("move r1 25.0 14.0")
    red, blue = g.view("red"), g.view("blue")
    assert red.asked == blue.asked and red.asked.window
    assert (red.asked.kind, dict(red.asked.about)) == ("preempt", {"observer": "b2", "target": "r1", "reserved": 8})
    assert red.pending is None and red.legal_moves() == []
    assert SkMove("shoot", "b2", "r1", "hip") in blue.legal_moves() and SkMove("decline") in blue.legal_moves()
    assert red.why_not("decline").code == "not_a_legal_choice" and blue.why_not("decline") is None
    assert red.model("b2").a_reserved == 8 and red.model("b1").a_reserved == 5   # the order's reason: open


# -- sight -----------------------------------------------------------------------------------------
@pytest.mark.rule("SK-7.1", "SK-8.2")
def test_the_sight_on_the_village_street_hidden_in_cover_and_in_the_open():
    g = street_game(r1=(12.0, 21.0), b1=(31.0, 14.0))
    hidden = g.view("red").sight("r1", "b1")
    assert isinstance(hidden, SightView) and hidden.distance == pytest.approx(20.25, abs=0.01)
    assert (hidden.seen, hidden.in_arc, hidden.can_shoot, hidden.in_cover) == (False, True, False, False)
    assert hidden.parts[0] == ("head", False, "Inn wall (house-n2.wall-3.1)", "SK-7.1")
    assert (hidden.verdict.rule, hidden.verdict.code) == ("SK-7.1", "not_seen")
    assert hidden.explain()[-1] == "SK-7.1: r1 does not see b1"
    assert "b1" not in g.view("red").seen_by("r1")

    g = street_game(r1=(31.0, 14.0), b1=(46.0, 26.0))
    cover = g.view("blue").sight("r1", "b1")
    assert (cover.seen, cover.in_arc, cover.in_cover, cover.verdict) == (True, True, True, None)
    assert cover.distance == pytest.approx(19.21, abs=0.01)
    assert cover.covers == (("house-n2.wall-2.2", "Inn wall", "brick_wall", 4),)
    assert any("compulsory cover save (SK-8.2)" in line for line in cover.explain())
    assert g.view("red").seen_by("r1") == ("b1",)

    g = street_game(r1=(12.0, 21.0), b1=(35.0, 30.0))
    open_ = g.view("red").sight("r1", "b1")
    assert (open_.seen, open_.in_cover, open_.covers) == (True, False, ())
    assert open_.distance == pytest.approx(24.7, abs=0.01)
    assert all(seen for _, seen, _, _ in open_.parts)
    # the engine's own answer: the shot the view says may be taken is the one the rule allows
    assert g.view("red").sees("r1", "b1") and g.sight(g, g.model("r1"), g.model("b1"))


@pytest.mark.rule("SK-7.1", "SK-7.3", "SK-8.2")
def test_what_a_model_would_see_from_another_place_before_it_moves_there():
    g = street_game(r1=(12.0, 21.0), b1=(31.0, 14.0))
    before = g.state.hash()
    red = g.view("red")
    assert not red.sees("r1", "b1")
    there = red.sight("r1", "b1", at=(46.0, 26.0))        # still facing the way it does now: 340.2
    assert (there.seen, there.in_arc, there.in_cover) == (True, False, True)
    assert (there.verdict.rule, there.verdict.code) == ("SK-7.3", "behind")
    turned = red.sight("r1", "b1", at=(46.0, 26.0), facing=218.7)
    assert turned.can_shoot and turned.distance == pytest.approx(19.21, abs=0.01)
    assert turned.covers == (("n2-win-2", "Window", "brick_wall", 4),)   # b1 stands at the inn's window
    assert red.seen_by("r1", at=(46.0, 26.0), facing=218.7) == ("b1", "b3")
    assert red.sees("r1", "b1", at=(46.0, 26.0), facing=218.7)
    assert g.state.hash() == before and g.model("r1").at == Point(12.0, 21.0)


@pytest.mark.rule("SK-7.3")
def test_a_model_sees_only_in_its_front_arc():
    g = game()
    g.model("r1").facing = 90.0                     # turned to face its own table edge
    red = g.view("red")
    behind = red.sight("r1", "b1")
    assert (behind.seen, behind.in_arc, behind.can_shoot) == (True, False, False)
    assert (behind.verdict.rule, behind.verdict.code) == ("SK-7.3", "behind")
    assert behind.explain("en") == ["SK-7.3: b1 is outside r1's front arc"]
    assert red.seen_by("r1") == ("r2", "r3")
    assert red.seen_by("r2") == ("r1", "r3", "b1", "b2", "b3")


# -- the log, the objectives, the end ----------------------------------------------------------------
def test_the_log_shows_a_side_the_lines_it_may_see():
    g = game()
    g.apply("activate r1")
    g.emit("secret", msg("SK-3.4", "activated", model="r9"), "red")   # a line for red alone
    red, blue = g.view("red"), g.view("blue")
    n = len(g.log)
    assert len(red.log) == len(blue.log) == n and isinstance(red.log, SkSideLog)
    assert red.log.line(n - 1) is g.log.events[-1] and blue.log.line(n - 1) is None
    assert not blue.log.visible(n - 1) and red.log.visible(n - 1)
    assert blue.log.text(n - 2) == red.log.text(n - 2) == "SK-3.4: " + g.log.events[n - 2].message.body()
    assert len(red.log.since(0)) == n and len(blue.log.since(0)) == n - 1


@pytest.mark.rule("SK-20.1")
def test_both_sides_objectives_are_the_battles():
    g = SkirmishGame.new("partisan-raid", 3)
    view = g.view("germans")
    assert [(o.side, o.id, o.rank, o.up) for o in view.objectives] == [
        ("germans", "officer_escapes", "primary", 60), ("germans", "officer_and_car", "secondary", 40),
        ("partisans", "kill_officer", "primary", 50), ("partisans", "capture_officer", "secondary", 40),
        ("partisans", "burn_car", "tertiary", 10)]
    assert view.objectives == g.view("partisans").objectives
    assert view.result is None and view.turn_limit == 8
    assert game().view("red").objectives == ()


@pytest.mark.rule("SK-20", "SK-20.1")
def test_the_end_of_a_battle_the_winner_the_reason_and_the_up():
    g = game(resolver=None, turn_limit=1)
    for side in ("red", "blue"):
        assert g.pending.player == side
        g.apply("end")
    view = g.view("red")
    assert view.over and view.deciding is None and view.asked is None and view.legal_moves() == []
    r = view.result
    assert r.winner is None and (r.reason.rule, r.reason.code) == ("SK-20", "battle_over")
    assert r.up == () and view.why_not("end").code == "game_over"

    g = SkirmishGame.new("partisan-raid", 3)
    from cc_desktop.skirmish.campaign_play import battle_result, play_random
    play_random(g, 3)
    r = g.view("partisans").result
    expected = battle_result(g).scores
    assert r.up == tuple((s, sc.up) for s, sc in expected.items()) and r.winner == g.state.winner
    assert [s for s, _ in r.met] == ["germans", "partisans"]


# -- nothing hidden leaks ----------------------------------------------------------------------------
_ASKED = (SkSideView, SkSideLog)


def _reachable(root, depth: int = 4):
    return reachable(root, _ASKED, ("cc_desktop.skirmish.table",), depth)


def _check_views(g):
    """At the game's decision: the side that does not decide has no moves and no decision; no
    public name of either view leads to the game, its state or the dice."""
    d = g.pending
    deciding = g.view(d.player)
    other = g.view(g.state.other(d.player))
    legal = g.legal_moves()
    assert deciding.legal_moves() == legal and deciding.pending is d
    assert other.legal_moves() == [] and other.pending is None and not other.mine
    assert other.asked == deciding.asked and other.deciding == d.player
    assert all(other.why_not(m) is not None for m in legal[:5])
    assert all(deciding.why_not(m) is None for m in legal[:5])
    return deciding, other


@pytest.mark.rule("SK-3.3", "SK-6.6")
def test_seeded_games_never_show_the_side_that_waits_a_move_or_the_dice():
    games = decisions = windows = 0
    for seed, battle, resolver in ((1, "test-3v3", combat_resolver()), (2, "test-3v3", combat_resolver()),
                                   (3, "test-guns-animals", combat_resolver()),
                                   (4, "partisan-raid", combat_resolver())):
        rng = random.Random(seed)
        g = SkirmishGame.new(battle, seed, shot_resolver=resolver)
        while g.pending is not None and len(g.moves) < 400:
            deciding, other = _check_views(g)
            decisions += 1
            windows += g.pending.window
            if len(g.moves) % 40 == 0:
                for view in (deciding, other):
                    found = _reachable(view)
                    assert not any(isinstance(x, (SkirmishGame, SkirmishState, Dice, random.Random)) for x in found)
                    assert not any(isinstance(x, types.GeneratorType) for x in found)
            g.apply(choose(rng, g))
        games += 1
    assert games == 4 and decisions > 600 and windows > 0


def test_a_view_keeps_only_the_game_and_the_side_and_never_reads_the_log():
    g = SkirmishGame.new("test-3v3", 5, shot_resolver=None)
    rng = random.Random(5)
    for _ in range(60):
        g.apply(choose(rng, g))

    class Counting(list):
        reads = 0

        def __getitem__(self, i):
            type(self).reads += 1
            return super().__getitem__(i)

        def __iter__(self):
            type(self).reads += 1
            return super().__iter__()

    g.log.events = Counting(g.log.events)
    for side in ("red", "blue", None):
        view = g.view(side)
        for name in ("deciding", "asked", "pending", "turn", "playing", "first", "phase", "acting", "over",
                     "winner", "doors", "ground", "foxholes", "pieces", "objectives", "open_doors"):
            getattr(view, name)
        view.models(), view.legal_moves(), view.seen_by("r1"), view.sight("r1", "b1")
        assert len(view.log) == len(g.log)
    assert Counting.reads == 0
    assert not hasattr(SkSideView(g, "red"), "__dict__")       # slots: nothing else is kept
    g = game()
    red = g.view("red")
    assert red.asked.kind == "activate" and red.model("r1").a_remaining == 12
    g.apply("activate r1")                     # a view made before a move reads the game after it
    g.apply("move r1 30.0 35.0")
    assert (red.asked.kind, dict(red.asked.about)) == ("act", {"model": "r1", "left": 7})
    assert red.model("r1").at == Point(30.0, 35.0) and red.model("r1").acting
    t0 = time.perf_counter()
    for _ in range(200):
        g.view("red")
    assert time.perf_counter() - t0 < 0.5
