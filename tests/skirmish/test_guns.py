"""Towed guns (SK-15) with fixed dice and exact numbers, and the gun cards' validation."""

import copy
import json

import pytest

from cc_desktop import resources
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.guns import (
    LIMBERED, GunDataError, GunWork, fire_at_point, fire_cost, fire_direct, load_guns, shell_for,
    validate_guns)
from cc_desktop.skirmish.specials import RuleError, Target
from cc_desktop.skirmish.types import Point, Posture


@pytest.fixture(scope="module")
def guns():
    return load_guns()


@pytest.mark.rule("SK-15.1")
def test_scenario_6_towed_gun_crew():
    work = GunWork(setup_a=50, min_crew=2)
    two = work.contribute("a", 30).contribute("b", 20)
    assert two.done and two.invested == 50 and two.crew == 2
    five = work
    for man in "abcde":
        five = five.contribute(man, 10)
    assert five.done
    alone = work.contribute("a", 25).contribute("a", 25)      # over two turns
    assert alone.invested == 50 and alone.crew == 1 and not alone.done
    assert "not yet" in alone.explain().text
    assert not work.contribute("a", 30).contribute("b", 19).done


@pytest.mark.rule("SK-15.1")
def test_limbering_costs_the_same_and_a_limbered_gun_cannot_fire(guns):
    at = guns["light_at_gun"]
    work = GunWork.start(at, to=LIMBERED)
    assert (work.setup_a, work.min_crew, work.to) == (30, 2, LIMBERED)
    with pytest.raises(RuleError, match="limbered"):
        shell_for(at, "ap", LIMBERED)
    with pytest.raises(RuleError):
        work.contribute("a", 0)


@pytest.mark.rule("SK-15.2")
def test_only_listed_ammunition(guns):
    with pytest.raises(RuleError, match="cannot fire 'smoke'"):
        shell_for(guns["light_at_gun"], "smoke")
    assert shell_for(guns["light_infantry_gun"], "smoke").kind == "smoke"


@pytest.mark.rule("SK-15.2")
def test_fire_costs_aimer_and_loader(guns):
    at = guns["light_at_gun"]
    assert fire_cost(at, "a", "b") == {"a": 6, "b": 4}
    assert fire_cost(at, "a") == {"a": 10}


@pytest.mark.rule("SK-15.2", "SK-6.2", "SK-6.1")
def test_direct_shell_to_hit_and_long_range(guns):
    at = guns["light_at_gun"]
    # short range (20 < 30): D6 2 + C 3 + truck +3 = 8 hits at E9
    s = fire_direct(at, "ap", 20, 3, FixedDice([2]), modifiers=[("truck", 3)])
    assert s.hit and s.band == "short" and s.strength == 9 and s.total == 8
    # long range: D6 3 + C 3 - 1 = 5 misses; E would be 8
    s = fire_direct(at, "ap", 40, 3, FixedDice([3]))
    assert not s.hit and s.band == "long" and s.strength == 8
    assert fire_direct(at, "ap", 40, 0, FixedDice([6])).hit       # a 6 always hits
    assert not fire_direct(at, "ap", 10, 9, FixedDice([1])).hit   # a 1 always misses
    with pytest.raises(RuleError):
        fire_direct(at, "ap", 61, 3, FixedDice([]))
    with pytest.raises(RuleError, match="fired at a point"):
        fire_direct(at, "he", 20, 3, FixedDice([]))


@pytest.mark.rule("SK-15.2", "SK-12.5")
def test_he_shell_scatters_and_bursts_rounding_down(guns):
    ig = guns["light_infantry_gun"]
    men = [Target("prone", Point(31, 0), posture=Posture.PRONE), Target("far", Point(40, 0))]
    # 2D6 = 4 - C 4: on the point; prone man: half of E4 = 2, D6 4 -> wounded, location 5
    r = fire_at_point(ig, "he", Point(0, 0), Point(30, 0), 4, men, FixedDice([2, 2, 4, 5]))
    assert r.scatter.distance == 0
    assert [(w.target, w.effective_e, w.wounded) for w in r.blast.wounds] == [("prone", 2, True)]
    with pytest.raises(RuleError, match="minimum is 6"):
        fire_at_point(ig, "he", Point(0, 0), Point(5, 0), 4, men, FixedDice([]))
    smoke = fire_at_point(ig, "smoke", Point(0, 0), Point(30, 0), 4, men, FixedDice([1, 1]))
    assert smoke.blast is None and smoke.smoke_radius == 4.0


@pytest.mark.rule("SK-15.1")
def test_gun_validation_names_file_gun_and_field():
    with open(resources.resource("skirmish", "guns.json"), encoding="utf-8") as fh:
        raw = json.load(fh)
    data = copy.deepcopy(raw)
    data["guns"][0]["min_crew"] = 0
    with pytest.raises(GunDataError, match=r"guns.json: gun 'light_at_gun', field 'min_crew'"):
        validate_guns(data)
    data = copy.deepcopy(raw)
    data["guns"][1]["shells"][0]["blast_radius"] = None
    with pytest.raises(GunDataError, match="shells.he.blast_radius"):
        validate_guns(data)
    data = copy.deepcopy(raw)
    data["guns"][0]["shells"] = []
    with pytest.raises(GunDataError, match="no shells"):
        validate_guns(data)
