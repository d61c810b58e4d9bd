"""The seams to the other parts of the Skirmish engine: sk-combat's shot resolution and
sk-table's battlefields.  These tests run where those modules are part of the build (after the
merge); before it they are skipped."""

import pytest

from cc_desktop.skirmish.decisions import SkMove
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame, combat_resolver
from cc_desktop.skirmish.types import Point, Posture

from .helpers import acting, game, set_faces


@pytest.mark.rule("SK-6.10", "SK-18.2", "SK-10.2")
def test_a_hip_shot_resolved_by_sk_combat_wounds_the_target_through_the_state_machine():
    pytest.importorskip("cc_desktop.skirmish.shooting")
    g = game(resolver=combat_resolver())
    r1 = acting(g, "r1")
    b1 = g.model("b1")
    set_faces(g, 4, 3, 6)                      # to hit: 4 + C 3 = 7 hits; location 3: body; Morale 6 + 1
    g.apply("shoot r1 b1 hip")
    assert [(w.location, w.bleeds) for w in b1.wounds] == [("body", True)] and b1.bleeding
    assert b1.posture is Posture.CROUCHING and b1.in_hand == [] and r1.tp == 1
    assert r1.a_remaining == 12 - 2 and r1.rounds["test_rifle"] == 4
    assert any(line.startswith("SK-6.2") for line in g.log_text())
    assert g.pending.kind == "act"


@pytest.mark.rule("SK-6.6")
def test_a_pre_emptive_shot_resolved_by_sk_combat_takes_its_minus_one():
    pytest.importorskip("cc_desktop.skirmish.shooting")
    g = game(resolver=combat_resolver(), options={"preempt_trigger": "seen_moving"})
    g.model("b1").a_reserved = 4
    acting(g, "r1")
    g.apply("move r1 30.0 39.0")
    assert g.pending.kind == "preempt"
    set_faces(g, 3)                            # 3 + C 3 - 1 (pre-emptive) = 5: a miss
    g.apply("shoot b1 r1 hip")
    assert g.model("r1").wounds == [] and g.model("b1").a_reserved == 2


@pytest.mark.rule("SK-17.4", "SK-18.4")
def test_an_accurate_shooter_is_asked_to_shift_the_hit_location():
    pytest.importorskip("cc_desktop.skirmish.shooting")
    g = game(resolver=combat_resolver())
    r1 = acting(g, "r1")
    r1.skills.append("accurate")
    set_faces(g, 4, 5, 1)                      # hits; location 5 (arm); then Morale 1
    g.apply("shoot r1 b1 hip")
    d = g.pending
    assert (d.kind, d.player, d.about) == ("location_shift", "red", {"model": "r1", "result": 5})
    assert set(d.options) == {SkMove("shift", -1), SkMove("shift", 0), SkMove("shift", 1)}
    g.apply("shift -1")                        # 4: the body
    assert [w.location for w in g.model("b1").wounds] == ["body"]


def test_random_games_with_sk_combat_shots_keep_the_invariants():
    pytest.importorskip("cc_desktop.skirmish.shooting")
    from cc_desktop.skirmish import simulate
    report = simulate.simulate(3, seed=5, shot_resolver=combat_resolver())
    assert report["errors"] == [] and report["shots"] > 0


@pytest.mark.rule("SK-5.1", "SK-7")
def test_a_battlefield_of_sk_table_gives_the_costs_and_the_sight():
    pytest.importorskip("cc_desktop.skirmish.table")
    pytest.importorskip("cc_desktop.skirmish.sight")
    from cc_desktop.skirmish import testing
    setup = testing.setup_3v3()
    setup.map_id, setup.first_side = "farmland", "red"
    g = SkirmishGame(setup, 1, dice=FixedDice([]))
    assert g.table is not None and g.move_cost is not None and g.sight is not None
    r1 = acting(g, "r1")
    cost = g.move_cost(g, r1, [r1.at, Point(r1.at.x, r1.at.y - 3.0)], False)
    assert cost is None or cost >= 3
    assert isinstance(g.sight(g, g.model("b1"), r1), bool)
    for mv in g.legal_moves():                 # the sample is drawn with the battlefield's costs
        assert g.why_not(mv) is None, mv


@pytest.mark.rule("SK-4.2", "SK-12.2")
def test_a_grenade_scatters_lets_models_with_reserve_drop_down_then_wounds():
    pytest.importorskip("cc_desktop.skirmish.specials")
    g = game(resolver=None)
    b1, b2 = g.model("b1"), g.model("b2")
    b1.at, b2.at = Point(40.0, 30.0), Point(44.0, 30.0)
    b1.a_reserved, b2.a_reserved = 4, 0
    r3 = acting(g, "r3")
    r3.at = Point(42.0, 35.0)
    assert g.why_not("throw r3 42.0 30.0").code == "no_grenade"
    g.apply("switch r3 test_grenade")          # 2 A: the rifle away, the grenade out
    assert g.why_not("throw r3 42.0 20.0").code == "throw_too_far"   # E 3: 6 inches
    g.state.dice.faces[:] = [2, 4, 3, 6]       # scatter D3 2; fragments on b2 4 + E 2 = 6: wound; body; Morale 6
    g.state.dice.reals[:] = [0.0]              # towards +x: it lands at 44, 30 on b2; b1 is 4 inches off
    g.apply("throw r3 42.0 30.0")
    assert r3.a_remaining == 12 - 2 - 5 and "test_grenade" not in r3.in_hand + r3.carried
    assert [(w.location, w.bleeds) for w in b2.wounds] == [("body", True)] and b1.wounds == [] and r3.tp == 1
    assert g.pending.kind == "act" and g.state.dice.exhausted
    assert any(line.startswith("SK-12.2") for line in g.log_text())


@pytest.mark.rule("SK-12.2")
def test_a_standing_model_with_reserve_in_the_blast_is_asked_before_the_fragments():
    pytest.importorskip("cc_desktop.skirmish.specials")
    g = game(resolver=None)
    b1 = g.model("b1")
    b1.at, b1.a_reserved = Point(42.0, 33.0), 3
    r3 = acting(g, "r3")
    r3.at = Point(42.0, 35.0)
    g.apply("switch r3 test_grenade")
    g.state.dice.faces[:] = [1]
    g.state.dice.reals[:] = [90.0]             # lands 1 inch towards +y: 42, 31 - b1 is 2 inches away
    g.apply("throw r3 42.0 30.0")
    d = g.pending
    assert (d.kind, d.player, d.about, d.window) == ("duck", "blue", {"model": "b1"}, True)
    g.state.dice.faces[:] = [4, 1]             # fragments: 4 + half E (1) = 5: no wound
    g.apply("crouch b1")
    assert b1.posture is Posture.CROUCHING and b1.a_reserved == 2 and b1.wounds == []
    g.state.dice.faces[:] = []
    assert g.pending.kind == "act"


@pytest.mark.rule("SK-9", "SK-4.14")
def test_a_charge_moves_into_base_contact_and_strikes_at_once():
    pytest.importorskip("cc_desktop.skirmish.melee")
    g = game(resolver=None)
    b1 = g.model("b1")
    b1.at = Point(30.0, 34.0)                  # seen as red's turn began (the table is open)
    r1 = acting(g, "r1")
    r1.in_hand, r1.carried = ["test_knife"], ["test_rifle"]
    assert g.why_not("blow r1 b1").code == "not_in_contact"
    set_faces(g, 6, 3, 1, 6)                   # attack 6 + E 3 - E 3: hit; body; avoidance 1 + 3 - 1: wounded; Morale 6
    g.apply("charge r1 b1")
    assert r1.at == Point(30.0, 35.0) and r1.a_remaining == 12 - 5 - 2 and r1.tp == 1
    assert [(w.location, w.bleeds) for w in b1.wounds] == [("body", True)]
    assert b1.at == Point(30.0, 33.0)          # pushed 1 inch straight back
    assert g.pending.kind == "act" and g.state.dice.exhausted
    assert g.why_not("blow r1 b1").code == "not_in_contact"          # pushed out of contact
    e = g.why_not("charge r1 b2")
    assert (e.code, e.args["cost"], e.args["left"]) == ("not_enough_a.charge", 27, 5)


@pytest.mark.rule("SK-9")
def test_a_charge_needs_a_target_seen_as_the_turn_began():
    pytest.importorskip("cc_desktop.skirmish.melee")
    g = game(resolver=None)
    g.sight = lambda g, o, t: False            # nobody saw anybody
    g.apply("end")
    g.apply("end")                             # red's turn 2 begins: nothing seen
    acting(g, "r1")
    assert g.why_not("charge r1 b1").code == "not_seen_at_start"


@pytest.mark.rule("SK-6.5")
def test_a_called_shot_resolved_by_sk_combat_hits_the_named_part():
    pytest.importorskip("cc_desktop.skirmish.shooting")
    g = game(resolver=combat_resolver())
    acting(g, "r1")
    b1 = g.model("b1")
    b1.at = Point(30.0, 30.0)                  # short range
    set_faces(g, 6, 6)                         # a natural 6 hits (C 3 + 2 aimed - 6 called); Morale 6
    g.apply("called r1 b1 arm")
    assert [w.location for w in b1.wounds] == ["arm"]


@pytest.mark.rule("SK-3.1", "SK-20.2")
def test_a_battle_of_sk_campaign_is_set_up_and_played():
    pytest.importorskip("cc_desktop.skirmish.battles")
    pytest.importorskip("cc_desktop.skirmish.table")
    pytest.importorskip("cc_desktop.skirmish.data")
    from cc_desktop.skirmish import simulate
    g = SkirmishGame.new("partisan-raid", 3)
    assert g.setup.first_side == "partisans" and g.setup.turn_limit == 8 and g.table is not None
    # SK-20.2: the Germans start in their vehicles (seated with them): they set up the vehicles
    # (sk-vehicles, SK-3.1), then the partisans deploy
    germans = [m for m in g.state.models.values() if m.side == "germans"]
    assert germans and all(m.vehicle in g.state.vehicles for m in germans)
    assert g.pending.kind == "deploy" and g.pending.player == "germans"
    assert {mv.kind for mv in g.pending.options} == {"place_vehicle"}
    assert any(m.in_hand for m in g.state.models.values())
    report = simulate.simulate(1, seed=3, battle="partisan-raid")
    assert report["errors"] == [] and report["finished"] == 1
