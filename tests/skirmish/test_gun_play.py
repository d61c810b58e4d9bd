"""Towed guns firing in play (SK-15.2, with SK-15.1 set-up and limbering): real positions on the
empty table, chosen dice, exact numbers.

Red's light anti-tank gun g1 stands at (30, 41); r1 (the aimer, at (30, 40)) and r2 (at
(31, 41.5)) are its crew; blue's b1 stands at (30, 8), 33 inches from the gun."""

import pytest

from cc_desktop.skirmish import testing, vehicle_play
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.state import Vehicle
from cc_desktop.skirmish.types import Point, Posture, Stats


def gun_game(gun_type="light_at_gun", ready=True, ammo=None, faces=(), reals=(), vehicles=(), r1_stats=(3, 3, 3, 3)):
    s = testing.setup_3v3()
    s.first_side = "red"
    r1 = s.models[0]
    r1.base = Stats(*r1_stats)
    r1.skills = []
    s.models[1].at = Point(31.0, 41.5)
    gun = {"id": "g1", "type": gun_type, "side": "red", "at": [30.0, 41.0], "facing": 270.0, "ready": ready}
    if ammo:
        gun["ammo"] = ammo
    s.pieces = {"guns": [gun]}
    if vehicles:
        s.pieces["vehicles"] = [v.to_json() for v in vehicles]
    return SkirmishGame(s, 1, shot_resolver=testing.rough_resolver, dice=FixedDice(list(faces), list(reals)))


def refusal(g, move):
    why = g.why_not(move)
    return None if why is None else (why.rule, why.code)


@pytest.mark.rule("SK-15.1")
def test_a_limbered_gun_cannot_fire():
    g = gun_game(ready=False)
    g.apply("activate r1")
    assert refusal(g, "gun_fire r1 g1 ap b1") == ("SK-15.1", "gun_limbered")
    assert refusal(g, "gun_fire_at r1 g1 he 30.0 20.0") == ("SK-15.1", "gun_limbered")
    assert refusal(g, "load_gun r1 g1") == ("SK-15.1", "gun_limbered")
    assert not {m.kind for m in g.legal_moves()} & {"gun_fire", "gun_fire_at", "load_gun"}


@pytest.mark.rule("SK-15.2")
def test_only_the_listed_shells_with_the_minimum_crew_at_the_gun():
    g = gun_game(ammo={"ap": 1, "he": 0})
    g.apply("activate r1")
    assert refusal(g, "gun_fire r1 g1 heat b1") == ("SK-15.2", "no_such_shell")
    assert g.why_not("gun_fire r1 g1 heat b1").args["shells"] == "ap, he"
    assert refusal(g, "gun_fire r1 g1 he b1") == ("SK-15.2", "shell_at_point")
    assert refusal(g, "gun_fire_at r1 g1 ap 30.0 20.0") == ("SK-15.2", "shell_direct")
    assert refusal(g, "gun_fire_at r1 g1 he 30.0 20.0") == ("SK-15.2", "no_shells_left")
    assert g.why_not("gun_fire r1 g1 ap b1") is None
    offered = {str(m) for m in g.legal_moves() if m.kind.startswith("gun_fire")}
    assert {"gun_fire r1 g1 ap b1", "gun_fire r1 g1 ap b2", "gun_fire r1 g1 ap b3"} == offered
    g.model("r2").at = Point(36.0, 40.0)    # the second man leaves the gun: one man cannot serve it
    why = g.why_not("gun_fire r1 g1 ap b1")
    assert (why.rule, why.code, why.args["crew"], why.args["min_crew"]) == ("SK-15.2", "gun_crew_short", 1, 2)


@pytest.mark.rule("SK-15.2")
def test_smoke_is_fired_at_a_point_like_he():
    """The smoke shell lays a cloud (tests/skirmish/test_smoke.py); it is aimed at a point."""
    g = gun_game("light_infantry_gun")
    g.model("r3").at = Point(29.0, 41.5)     # the infantry gun needs three men
    g.apply("activate r1")
    assert g.why_not("gun_fire_at r1 g1 smoke 30.0 20.0") is None
    assert refusal(g, "gun_fire r1 g1 smoke b1") == ("SK-15.2", "shell_at_point")
    assert refusal(g, "gun_fire_at r1 g1 smoke 30.0 37.0") == ("SK-15.2", "indirect_refused")   # 4 inches: minimum 6
    assert g.why_not("gun_fire_at r1 g1 he 30.0 20.0") is None


@pytest.mark.rule("SK-15.2")
def test_an_ap_shot_at_a_man_one_man_aims_and_loads_for_10_a():
    """33 inches is long range for the 60-inch AP shell: D6 4 + C 3 - 1 = 6 hits with E 9 - 1 = 8;
    in the open, no cover save; location D6 4: body; b1's Morale test D6 6 passes.  r1 pays the
    aim 6 A and the load 4 A; 1 TP; one AP shell fewer."""
    g = gun_game(ammo={"ap": 2}, faces=[4, 4, 6])
    g.apply("activate r1")
    g.apply("gun_fire r1 g1 ap b1")
    r1, b1, gun = g.model("r1"), g.model("b1"), g.state.guns["g1"]
    assert r1.a_remaining == 12 - 10 and r1.tp == 1
    assert [w.location for w in b1.wounds] == ["body"]
    assert gun.ammo == {"ap": 1} and gun.loaded_by is None
    assert g.state.dice.exhausted
    fired = [e.message for e in g.log.since(0) if e.kind == "fired_gun"]
    assert [(m.rule, m.args["shell"], m.args["target"], m.args["cost"]) for m in fired] == [("SK-15.2", "ap", "b1", 10)]


@pytest.mark.rule("SK-15.2")
def test_an_ap_shot_that_misses():
    g = gun_game(faces=[3])                 # 3 + 3 - 1 = 5: a miss
    g.apply("activate r1")
    g.apply("gun_fire r1 g1 ap b1")
    assert g.model("b1").wounds == [] and g.model("r1").tp == 0
    assert g.state.dice.exhausted


@pytest.mark.rule("SK-15.2")
def test_the_loader_pays_the_load_a_and_the_aimer_fires_for_the_aim_a():
    g = gun_game(faces=[1])                 # a 1 always misses
    g.apply("activate r2")
    g.apply("load_gun r2 g1")
    assert g.model("r2").a_remaining == 12 - 4 and g.state.guns["g1"].loaded_by == "r2"
    assert refusal(g, "load_gun r2 g1") == ("SK-15.2", "gun_loaded")
    g.apply("done")
    g.apply("activate r1")
    g.apply("gun_fire r1 g1 ap b1")
    assert g.model("r1").a_remaining == 12 - 6 and g.state.guns["g1"].loaded_by is None


@pytest.mark.rule("SK-15.2")
def test_not_enough_a_and_out_of_range():
    g = gun_game(r1_stats=(3, 3, 1, 2))     # A 9: aim and load cost 10
    g.apply("activate r1")
    why = g.why_not("gun_fire r1 g1 ap b1")
    assert (why.rule, why.code, why.args["cost"], why.args["left"]) == ("SK-3.4", "not_enough_a.gun_fire", 10, 9)
    assert refusal(g, "gun_fire_at r1 g1 he 30.0 38.0") == ("SK-15.2", "indirect_refused")   # 3 inches: minimum 4


@pytest.mark.rule("SK-15.2")
@pytest.mark.rule("SK-14.8")
def test_an_ap_hit_on_a_vehicle_strikes_its_front():
    """A blue light car at (30, 20) heading south (towards the gun), standing: +2 to hit for its
    size (SK-14.7); 21 inches is short range for the AP shell (E 9).  D6 2 + C 3 + 2 = 7 hits;
    the shot strikes the front face: the card's D6 1 gives the front wheels, whose 3 SZP the E 9
    destroys (SK-14.8)."""
    car = Vehicle("v1", "light_car", "blue", Point(30.0, 20.0), 90.0,
                  szp_left={e.id: e.szp for e in vehicle_play.cards()["light_car"].elements})
    g = gun_game(faces=[2, 1], vehicles=[car])
    g.apply("activate r1")
    assert "gun_fire r1 g1 ap v1" in {str(m) for m in g.legal_moves()}
    before = dict(g.state.vehicles["v1"].szp_left)
    g.apply("gun_fire r1 g1 ap v1")
    after = g.state.vehicles["v1"].szp_left
    changed = {k: (before[k], after[k]) for k in before if before[k] != after[k]}
    assert len(changed) == 1
    assert changed == {"wheels_front": (3, 0)}
    assert g.model("r1").a_remaining == 2 and g.state.dice.exhausted
    hit = [e for e in g.log.since(0) if e.kind == "vehicle_damage"]
    assert [(e.message.code, e.message.args["element"]) for e in hit] == [("vehicle_element_destroyed", "wheels_front")]


@pytest.mark.rule("SK-15.2")
@pytest.mark.rule("SK-12.5")
def test_he_at_a_point_scatters_2d6_minus_c_and_bursts_as_a_mortar_bomb():
    """HE (E 3, radius 2) at (30, 16): 2D6 = 1 + 2 = 3 minus C 3: on the point.  b1 standing 1 inch
    away: E 3 + D6 3 = 6 wounds, location D6 4 (body); b2 crouching 1.5 inches away: half E
    rounded down (1) + D6 4 = 5 misses; b1's Morale test D6 6."""
    g = gun_game(faces=[1, 2, 3, 4, 4, 6])
    b1, b2 = g.model("b1"), g.model("b2")
    b1.at = Point(31.0, 16.0)
    b2.at, b2.posture = Point(30.0, 17.5), Posture.CROUCHING
    g.apply("activate r1")
    g.apply("gun_fire_at r1 g1 he 30.0 16.0")
    assert [w.location for w in b1.wounds] == ["body"] and b2.wounds == []
    assert g.model("r1").a_remaining == 2 and g.model("r1").tp == 1
    assert g.state.dice.exhausted


@pytest.mark.rule("SK-15.1")
def test_bring_into_action_then_fire_in_the_same_turn():
    """A 30 A gun readied by r1 (a strong man, 24 A) and r2 (6 A); r2 has 6 A left, r1 cannot
    fire (0 A), r2 can load (4 A)."""
    g = gun_game(ready=False, r1_stats=(6, 6, 6, 6), faces=[])
    g.apply("activate r1")
    g.apply("set_up r1 g1 24")
    g.apply("done")
    g.apply("activate r2")
    assert refusal(g, "gun_fire r2 g1 ap b1") == ("SK-15.1", "gun_limbered")
    g.apply("set_up r2 g1 6")
    assert g.state.guns["g1"].ready
    assert g.why_not("load_gun r2 g1") is None
    assert refusal(g, "gun_fire r2 g1 ap b1") == ("SK-3.4", "not_enough_a.gun_fire")


def test_a_gun_state_round_trips():
    g = gun_game(faces=[1])
    g.apply("activate r2")
    g.apply("load_gun r2 g1")
    again = type(g.state).from_json(g.state.to_json())
    assert again.guns["g1"].loaded_by == "r2" and again.hash() == g.state.hash()
