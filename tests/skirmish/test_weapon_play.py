"""Special weapons and equipment in play (SK-12, SK-13, SK-15): real positions on the empty
table, chosen dice, exact numbers."""

import pytest

from cc_desktop.skirmish import testing
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.state import Fire, Model
from cc_desktop.skirmish.types import Point, Posture, Stats


def armed(mid: str, side: str, at: Point, facing: float, in_hand, carried=(), stats=(3, 3, 3, 3), rounds=None,
          equipment=()):
    return Model(id=mid, name=mid.upper(), side=side, base=Stats(*stats), in_hand=list(in_hand), carried=list(carried),
                 rounds=dict(rounds or {}), equipment=list(equipment), at=at, facing=facing)


def weapon_game(red, pieces=None, faces=(), reals=(), blue_at=None):
    """The 3 v 3 test setup with red's r1 replaced by ``red`` (data weapons); red plays first;
    b1 (if ``blue_at``) moved there."""
    s = testing.setup_3v3()
    s.first_side = "red"
    s.models[0] = red
    if blue_at is not None:
        s.models[3].at = blue_at
    s.pieces = pieces or {}
    return SkirmishGame(s, 1, shot_resolver=testing.rough_resolver, dice=FixedDice(list(faces), list(reals)))


def events(g, kind):
    return [e for e in g.log.since(0) if e.kind == kind]


# -- SK-12.4 rifle grenades -----------------------------------------------------------------------------
@pytest.mark.rule("SK-12.4")
def test_scenario_17_rifle_grenade_scatter():
    """A firer with C 4: 2D6 = 7 scatters 3 inches; a target point 4 inches away is illegal
    (minimum 5), 16 inches illegal (maximum 15).  Fitting 2 A, firing 6 A; the fitted rifle fires
    no normal shot."""
    r1 = armed("r1", "red", Point(30.0, 40.0), 270.0, ["kar98k"], ["rifle_grenade"], stats=(4, 3, 3, 3),
               rounds={"kar98k": 5})
    g = weapon_game(r1, blue_at=Point(30.0, 28.0))
    g.apply("activate r1")
    r1 = g.model("r1")
    g.apply("fit_grenade r1 kar98k")
    assert (r1.rifle_grenade, r1.a_remaining, r1.carried) == ("kar98k", 13 - 2, [])
    assert (g.why_not("shoot r1 b1 hip").rule, g.why_not("shoot r1 b1 hip").code) == ("SK-12.4", "grenade_fitted")
    assert g.why_not("fire_grenade r1 30.0 36.0").code == "indirect_refused"    # 4 inches
    assert g.why_not("fire_grenade r1 30.0 24.0").code == "indirect_refused"    # 16 inches
    g.state.dice.faces[:] = [3, 4, 5, 6]      # 2D6 = 7 - C 4 = 3 inches; then b1's fragments D6 5, location 6
    g.state.dice.reals[:] = [90.0]            # scattered along +y (south)
    g.apply("fire_grenade r1 30.0 25.0")      # 15 inches north: lands at (30, 28) on b1
    assert r1.a_remaining == 11 - 6 and r1.rifle_grenade is None
    b1 = g.model("b1")
    assert [w.location for w in b1.wounds] == ["head"]    # E2 + D6 5 = 7 >= 6
    assert r1.tp == 1


# -- SK-12.5 mortars ------------------------------------------------------------------------------------
def mortar_game(faces=(), reals=(), **kw):
    r1 = armed("r1", "red", Point(30.0, 40.0), 270.0, ["test_pistol"], ["mortar_light"], rounds={"test_pistol": 8})
    return weapon_game(r1, {"mortars": [{"id": "m1", "weapon": "mortar_light", "side": "red", "carrier": "r1"}]},
                       faces, reals, **kw)


@pytest.mark.rule("SK-12.5")
def test_a_light_mortar_is_set_up_for_8_a_by_each_soldier_taking_part():
    g = mortar_game()
    g.apply("activate r1")
    assert g.why_not("fire_mortar r1 m1 30.0 20.0").code == "piece_not_ready"
    assert g.why_not("set_up r1 m1 9").code == "setup_amount"
    g.apply("set_up r1 m1 5")
    m = g.state.mortars["m1"]
    assert (m.at, m.carrier, m.invested, m.ready) == (Point(30.0, 40.0), None, {"r1": 5}, False)
    assert "mortar_light" not in g.model("r1").carried
    g.apply("set_up r1 m1 3")
    assert m.ready and g.model("r1").a_remaining == 12 - 8
    assert g.why_not("set_up r1 m1 1").code == "piece_ready"


@pytest.mark.rule("SK-12.5")
def test_mortar_fire_scatter_and_blast_half_e_rounded_down():
    """Loaded by r2 (6 A), fired by r1 (6 A) at (30, 16): 3D6 = 4 - C 3 = 1 inch along +x; b1
    standing 1 inch from the landing point: E3 + D6 3 = 6 wounds (location 4: body); b2
    crouching 2 inches away uses E1 (3 halved, rounded down): D6 4 + 1 = 5 misses; b1's Morale
    test D6 6."""
    g = mortar_game(blue_at=Point(32.0, 16.0))
    m = g.state.mortars["m1"]
    m.carrier, m.at, m.ready = None, Point(30.0, 40.0), True
    g.model("r2").at = Point(31.0, 40.0)
    b2 = g.model("b2")
    b2.at, b2.posture = Point(31.0, 18.0), Posture.CROUCHING
    g.apply("activate r2")
    g.apply("load_mortar r2 m1")
    assert g.model("r2").a_remaining == 12 - 6 and m.loaded_by == "r2"
    g.apply("done")
    g.apply("activate r1")
    g.state.dice.faces[:] = [1, 1, 2, 3, 4, 4, 6]   # ... and b1's Morale test after the wound: D6 6
    g.state.dice.reals[:] = [0.0]
    g.apply("fire_mortar r1 m1 30.0 16.0")
    assert g.model("r1").a_remaining == 12 - 6 and m.loaded_by is None
    assert [w.location for w in g.model("b1").wounds] == ["body"]
    assert g.model("b2").wounds == []
    assert g.state.dice.exhausted


@pytest.mark.rule("SK-12.5")
def test_one_soldier_loads_and_aims_for_12_a():
    g = mortar_game()
    m = g.state.mortars["m1"]
    m.carrier, m.at, m.ready = None, Point(30.0, 40.0), True
    g.apply("activate r1")
    g.state.dice.faces[:] = [1, 1, 1]
    g.apply("fire_mortar r1 m1 30.0 30.0")   # 3D6 3 - C 3: on the point, nobody near
    assert g.model("r1").a_remaining == 0


# -- SK-15.1 towed guns ----------------------------------------------------------------------------------
@pytest.mark.rule("SK-15.1")
def test_scenario_6_towed_gun_crew():
    """A gun needing 30 A and at least 2 men: one man's 30 A do not make it ready; a second
    man's 1 A does."""
    r1 = armed("r1", "red", Point(30.0, 40.0), 270.0, ["test_pistol"], rounds={"test_pistol": 8},
               stats=(8, 8, 8, 8))
    g = weapon_game(r1, {"guns": [{"id": "g1", "type": "light_at_gun", "side": "red", "at": [30.0, 41.0]}]})
    g.model("r2").at = Point(31.0, 41.5)
    g.apply("activate r1")
    g.apply("set_up r1 g1 30")
    gun = g.state.guns["g1"]
    assert not gun.ready and gun.invested == {"r1": 30}
    assert g.why_not("set_up r1 g1 1").code == "setup_paid"
    g.apply("done")
    g.apply("activate r2")
    g.apply("set_up r2 g1 1")
    assert gun.ready and gun.invested == {}


# -- SK-12.3 the Molotov cocktail --------------------------------------------------------------------
@pytest.mark.rule("SK-12.3")
def test_scenario_18_molotov():
    """Impact D6 5: E5, fire radius 3 inches (2.5 rounded up), 5 turns on the open ground; b1
    2 inches away catches fire and spends 8 A at once (from his next turn: he has none left)."""
    r1 = armed("r1", "red", Point(30.0, 30.0), 270.0, ["molotov"])
    g = weapon_game(r1, blue_at=Point(30.0, 26.0))
    g.apply("activate r1")
    g.state.dice.faces[:] = [1, 5]      # D3 scatter 1 inch along -y, impact D6 5
    g.state.dice.reals[:] = [270.0]
    g.apply("molotov r1 30.0 25.0")     # lands at (30, 24)
    assert g.model("r1").a_remaining == 12 - 5
    fires = list(g.state.fires.values())
    assert [(f.center, f.radius, f.turns_left) for f in fires] == [(Point(30.0, 24.0), 3.0, 5)]
    b1 = g.model("b1")
    assert b1.on_fire is False and b1.a_debt == 8
    assert [e.message.args["model"] for e in events(g, "catches_fire")] == ["b1"]


@pytest.mark.rule("SK-12.3")
def test_a_molotov_that_does_not_break():
    r1 = armed("r1", "red", Point(30.0, 30.0), 270.0, ["molotov"])
    g = weapon_game(r1, blue_at=Point(30.0, 26.0))
    g.apply("activate r1")
    g.state.dice.faces[:] = [1, 1]
    g.state.dice.reals[:] = [0.0]
    g.apply("molotov r1 30.0 26.0")
    assert g.state.fires == {} and not events(g, "catches_fire")


@pytest.mark.rule("SK-12.3")
def test_burning_at_the_start_of_its_turn_and_fires_burning_out():
    """b1 still burning as blue's turn starts: a wound (location D6 1: leg, no bleeding) and 8 A
    again for the clothes; a fire with 1 turn left goes out at the next game turn."""
    r1 = armed("r1", "red", Point(30.0, 40.0), 270.0, ["test_pistol"], rounds={"test_pistol": 8})
    g = weapon_game(r1)
    g.state.fires["fire1"] = Fire("fire1", Point(60.0, 30.0), 2.0, 1)
    b1 = g.model("b1")
    b1.on_fire = True
    g.state.dice.faces[:] = [1]
    g.apply("end")                      # red's turn ends; blue's starts
    assert [(w.location, w.bleeds) for w in b1.wounds] == [("leg", False)]
    assert b1.on_fire is False and (b1.a_remaining, b1.a_debt) == (12 - 8, 0)   # its A were 12 as the turn began
    assert g.state.fires["fire1"].turns_left == 1
    g.apply("end")                      # turn 2 starts with red: the fire burns out
    assert "fire1" not in g.state.fires


# -- SK-12.1 the flamethrower -----------------------------------------------------------------------
@pytest.mark.rule("SK-12.1")
def test_flamethrower_burst():
    """4 A a burst of its 5; b1 4 inches ahead fully under the triangle: location D6 3 (body),
    no save of its own: 6+; D6 2 fails: wounded."""
    r1 = armed("r1", "red", Point(30.0, 30.0), 270.0, ["flamethrower"])
    g = weapon_game(r1, blue_at=Point(30.0, 26.0))
    g.apply("activate r1")
    g.state.dice.faces[:] = [3, 2, 6]   # and b1's Morale test after the wound: 6
    g.apply("flame r1 30.0 22.0")
    assert g.model("r1").a_remaining == 12 - 4 and g.model("r1").rounds["flamethrower"] == 4
    assert [w.location for w in g.model("b1").wounds] == ["body"]
    assert g.why_not("flame r1 30.0 10.0").code == "flame_range"


# -- SK-13 equipment -----------------------------------------------------------------------------------
@pytest.mark.rule("SK-13")
def test_canteen_once_a_battle_plus_2_a_next_turn():
    r1 = armed("r1", "red", Point(30.0, 40.0), 270.0, ["test_pistol"], rounds={"test_pistol": 8},
               equipment=["canteen"])
    g = weapon_game(r1)
    g.apply("activate r1")
    r1 = g.model("r1")
    g.apply("use r1 canteen")
    assert r1.a_remaining == 11
    assert g.why_not("use r1 canteen").code == "no_item_use"
    assert g.why_not("use r1 helmet").code == "no_item"
    g.apply("done")
    g.apply("end")
    g.apply("end")
    assert g.model("r1").a_remaining == 14
