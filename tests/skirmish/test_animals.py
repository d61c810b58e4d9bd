"""Animals (SK-16) with fixed dice and exact numbers, and the animal cards' validation."""

import copy
import json

import pytest

from cc_desktop import resources
from cc_desktop.skirmish.animals import (
    AnimalDataError, dog_cost, dog_destination, go_wild, horse_cost, horseback_fire, load_animals, may,
    panic_spreads, rider_a_cost, validate_animals)
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.specials import RuleError
from cc_desktop.skirmish.types import Point


@pytest.fixture(scope="module")
def zoo():
    return load_animals()


@pytest.mark.rule("SK-16.1")
def test_the_seven_animals_load_with_a_as_the_sum(zoo):
    assert set(zoo) == {"horse", "dog", "cow", "bull", "sheep", "ram", "pig"}
    assert zoo["horse"].A == 18 and zoo["dog"].A == 14
    assert zoo["ram"].group == zoo["sheep"].group == "sheep" and zoo["pig"].group == "pig"


@pytest.mark.rule("SK-16.1")
def test_animal_validation_names_file_animal_and_field():
    with open(resources.resource("skirmish", "animals.json"), encoding="utf-8") as fh:
        raw = json.load(fh)
    data = copy.deepcopy(raw)
    data["animals"][1]["stats"]["E"] = 0
    with pytest.raises(AnimalDataError, match=r"animals.json: animal 'dog', field 'stats.E'"):
        validate_animals(data)
    data = copy.deepcopy(raw)
    data["animals"][0]["kind"] = "dragon"
    with pytest.raises(AnimalDataError, match="field 'kind'"):
        validate_animals(data)
    data = copy.deepcopy(raw)
    data["animals"].append(dict(data["animals"][0]))
    with pytest.raises(AnimalDataError, match="used twice"):
        validate_animals(data)


@pytest.mark.rule("SK-16.1")
def test_a_hit_animal_runs_its_a_in_a_random_direction(zoo):
    run = go_wild(zoo["cow"], Point(10, 10), 10, FixedDice([], reals=[90.0]))
    assert run.end.y == pytest.approx(20) and run.distance == 10 and run.charges is None
    assert run.path.length == pytest.approx(10)


@pytest.mark.rule("SK-16.1")
def test_a_wild_animal_charges_the_first_model_in_its_way(zoo):
    men = [("far", Point(18, 10), 0.5), ("near", Point(14, 10.5), 0.5), ("aside", Point(12, 14), 0.5)]
    run = go_wild(zoo["bull"], Point(10, 10), 16, FixedDice([], reals=[0.0]), men)
    assert run.charges == "near"
    # bull radius 1 + man 0.5 = 1.5 between centres; the man is 0.5 off the line: 4 - sqrt(2)
    assert run.distance == pytest.approx(4 - 2 ** 0.5)
    assert run.end.distance(Point(14, 10.5)) == pytest.approx(1.5)


@pytest.mark.rule("SK-16.1")
def test_panic_spreads_within_two_inches_to_similar_animals(zoo):
    others = [("ram1", zoo["ram"], Point(13, 10), False),        # edges 3 - 1.2 = 1.8 apart
              ("sheep2", zoo["sheep"], Point(13.5, 10), False),  # 2.3 apart
              ("pig1", zoo["pig"], Point(11, 10), False),        # another kind
              ("sheep3", zoo["sheep"], Point(11, 10), True)]     # already wild
    ids, steps = panic_spreads(zoo["sheep"], Point(10, 10), others)
    assert len(steps) == 1 and steps[0].rule == "SK-16.1"
    assert ids == ("ram1",)
    ids, _ = panic_spreads(zoo["sheep"], Point(10, 10), others, measure="centre")
    assert ids == ()


@pytest.mark.rule("SK-16.2", "SK-16.3", "SK-16.4", "SK-16.5")
def test_what_each_animal_may_do(zoo):
    assert not may(zoo["horse"], "move")[0]
    assert may(zoo["horse"], "move", led=True)[0]
    assert not may(zoo["horse"], "jump", led=True)[0] and may(zoo["horse"], "jump", ridden=True)[0]
    assert may(zoo["horse"], "melee", wild=True)[0]
    assert may(zoo["dog"], "move")[0] and may(zoo["dog"], "melee")[0]
    assert not may(zoo["cow"], "move")[0] and may(zoo["cow"], "move", led=True)[0]
    assert not may(zoo["bull"], "melee", led=True)[0] and may(zoo["bull"], "melee", wild=True)[0]
    assert not may(zoo["pig"], "jump", led=True)[0]


@pytest.mark.rule("SK-16.2", "SK-16.4")
def test_horse_costs():
    assert (horse_cost("mount"), horse_cost("mount", rider_skill=True)) == (4, 2)
    assert horse_cost("dismount", rider_skill=True) == 2
    assert (horse_cost("saddle"), horse_cost("unsaddle", rider_skill=True)) == (50, 20)
    assert (horse_cost("harness"), horse_cost("unharness", rider_skill=True)) == (40, 15)


@pytest.mark.rule("SK-16.2")
def test_rider_loses_a_proportionally_ambiguity_26():
    # horse A 18 spends 9 (half): rider A 12 loses 6; a Rider half of it, 3
    assert rider_a_cost(9, 18, 12).a_lost == 6
    r = rider_a_cost(9, 18, 12, rider_skill=True)
    assert r.a_lost == 3 and r.may_act_otherwise
    assert rider_a_cost(5, 18, 12).a_lost == 4          # 3.33 rounded up
    assert rider_a_cost(9, 18, 12, mode="one_to_one").a_lost == 9
    assert rider_a_cost(18, 18, 12, mode="one_to_one").a_lost == 12   # never more than he has


@pytest.mark.rule("SK-16.2", "SK-14.13")
def test_firing_from_horseback():
    assert horseback_fire(rider_skill=True, horse_moving=True, aimed=False)[0] == -3
    assert horseback_fire(rider_skill=False, horse_moving=False, aimed=True)[0] == 0
    with pytest.raises(RuleError, match="only a Rider"):
        horseback_fire(rider_skill=False, horse_moving=True, aimed=False)
    with pytest.raises(RuleError, match="no aimed"):
        horseback_fire(rider_skill=True, horse_moving=True, aimed=True)


@pytest.mark.rule("SK-16.3")
def test_dog_runs_at_the_nearest_enemy_unless_ordered():
    enemies = [("a", Point(20, 0)), ("b", Point(5, 5))]
    assert dog_destination(Point(0, 0), enemies)[0] == Point(5, 5)
    assert dog_destination(Point(0, 0), enemies, order=Point(1, 1))[0] == Point(1, 1)
    assert dog_destination(Point(0, 0), enemies, recalled_to=Point(-3, 0))[0] == Point(-3, 0)
    assert dog_destination(Point(0, 0), [])[0] is None
    assert (dog_cost("fit_mine"), dog_cost("remove_mine"), dog_cost("harness_sled")) == (12, 12, 20)
