"""Animals in play (SK-16): real positions on the empty table, chosen dice, exact numbers."""

import pytest

from cc_desktop.skirmish import animal_play, testing
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.state import Model
from cc_desktop.skirmish.types import Point


def beast(mid: str, card: str, side: str, at: Point) -> Model:
    c = animal_play.cards()[card]
    return Model(id=mid, name=c.name, side=side, kind="animal", animal=card, base=c.stats, at=at, facing=270.0)


def animal_game(*animals, faces=(), reals=(), rider_skills=()):
    """The 3 v 3 test setup (red r1-r3 at y 40, blue b1-b3 at y 8) with ``animals`` added; red
    plays first."""
    s = testing.setup_3v3()
    s.first_side = "red"
    if rider_skills:
        s.models[0].skills = list(rider_skills)
    s.models += list(animals)
    return SkirmishGame(s, 1, shot_resolver=testing.rough_resolver, dice=FixedDice(list(faces), list(reals)))


@pytest.mark.rule("SK-16.2")
def test_mount_ride_and_dismount():
    """Mounting 4 A; a ride of 9 inches: the horse (A 18) spends 9, its rider (A 12) loses the
    same share of his, 9/18 x 12 = 6; dismounting 2 A beside the horse."""
    g = animal_game(beast("h1", "horse", "red", Point(32.0, 40.0)))
    g.apply("activate r1")
    r1, h1 = g.model("r1"), g.model("h1")
    r1.skills = []
    g.apply("mount r1 h1")
    assert (r1.riding, h1.ridden_by, r1.a_remaining) == ("h1", "r1", 12 - 4)
    assert g.why_not("move r1 30.0 30.0").code == "riding"
    g.apply("ride r1 32.0 31.0")
    assert (h1.at, r1.at) == (Point(32.0, 31.0), Point(32.0, 31.0))
    assert h1.a_remaining == 18 - 9 and r1.a_remaining == 8 - 6
    g.apply("dismount r1")
    assert r1.riding is None and h1.ridden_by is None and r1.a_remaining == 0
    assert r1.at.distance(h1.at) == pytest.approx(2.0, abs=0.06)


@pytest.mark.rule("SK-16.2")
def test_a_rider_loses_half_with_the_rider_skill_and_mounts_for_2():
    g = animal_game(beast("h1", "horse", "red", Point(32.0, 40.0)), rider_skills=("rider",))
    g.apply("activate r1")
    r1 = g.model("r1")
    g.apply("mount r1 h1")
    assert r1.a_remaining == 12 - 2
    g.apply("ride r1 32.0 31.0")      # 6 lost, halved: 3
    assert r1.a_remaining == 10 - 3


@pytest.mark.rule("SK-16.2")
def test_a_horse_does_not_go_by_itself():
    g = animal_game(beast("h1", "horse", "red", Point(32.0, 40.0)))
    g.apply("activate h1")
    why = g.why_not("move h1 32.0 35.0")
    assert (why.rule, why.code) == ("SK-16.2", "animal_may_not")
    assert g.why_not("pick_up h1 g1").code == "animal_may_not"
    kinds = {m.kind for m in g.legal_moves()}
    assert "done" in kinds and kinds <= {"turn", "crouch", "stand", "crouch_facing", "stand_facing", "done"}


@pytest.mark.rule("SK-16.3")
def test_a_dog_runs_at_the_nearest_enemy():
    g = animal_game(beast("d1", "dog", "red", Point(30.0, 30.0)))
    g.apply("activate d1")
    assert g.why_not("move d1 30.0 25.0") is None          # towards b1 at (30, 8)
    why = g.why_not("move d1 30.0 35.0")
    assert (why.rule, why.code, why.args["x"], why.args["y"]) == ("SK-16.3", "dog_away", 30.0, 8.0)
    g.apply("move d1 30.0 25.0")
    assert g.model("d1").at == Point(30.0, 25.0)


@pytest.mark.rule("SK-16.1")
def test_a_wounded_horse_goes_wild_throws_its_rider_and_runs_its_a():
    """At the start of red's turn the horse hit last turn goes wild: its rider is thrown off;
    it runs its A (18, less its leg wound's 5: 13) inches along the rolled direction (0: +x);
    the horse beside it, within 2 inches, goes wild too and runs (direction 180)."""
    g = animal_game(beast("h1", "horse", "red", Point(20.0, 30.0)), beast("h2", "horse", "red", Point(20.0, 33.0)))
    h1, h2, r1 = g.model("h1"), g.model("h2"), g.model("r1")
    r1.at, r1.riding, h1.ridden_by = Point(20.0, 30.0), "h1", "r1"
    h1.facing = 90.0     # the rider falls on its left, to -x (out of its way)
    from cc_desktop.skirmish import actions
    actions.wound_model(g, h1, "leg", False, "shot")
    g.state.dice.reals[:] = [0.0, 180.0]
    g.apply("end")       # red's (first) turn ends, blue's turn
    g.apply("end")       # blue ends: turn 2, red's animals
    assert h1.wild and h2.wild
    assert r1.riding is None and r1.at == Point(18.0, 30.0)
    assert h1.at == Point(20.0 + 13.0, 30.0)
    assert h2.at == Point(20.0 - 18.0, 33.0)
    assert g.why_not("move h1 40.0 30.0") is not None
