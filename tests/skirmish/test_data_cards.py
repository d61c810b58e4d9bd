"""data.read_cards / load_cards: the one reading loop of the card files (guns, animals, vehicles)."""

import json

import pytest

from cc_desktop.skirmish.animals import AnimalDataError, validate_animals
from cc_desktop.skirmish.data import load_cards, read_cards
from cc_desktop.skirmish.guns import GunDataError, load_guns, validate_guns
from cc_desktop.skirmish.vehicles import VehicleDataError, load_vehicles, validate_vehicles


class Oops(ValueError):
    pass


def _read(item, card, err):
    if card.get("n", 0) < 0:
        raise err("n", "must be >= 0")
    return (item, card.get("n", 0))


def test_read_cards_names_file_card_and_field():
    doc = {"things": [{"id": "a", "name": "A", "n": 1}, {"id": "b", "name": "B"}]}
    assert read_cards(doc, "things", "thing", "t.json", Oops, _read, texts=("name",)) == {"a": ("a", 1), "b": ("b", 0)}
    cases = [
        ({"thing": []}, "t.json: the top level must be an object with a list 'things'"),
        ({"things": [3]}, "t.json: thing '#0', field '-': must be an object"),
        ({"things": [{"id": "a", "name": "A"}, {"id": "a", "name": "A"}]}, "t.json: thing 'a', field 'id': used twice"),
        ({"things": [{"id": "a", "name": ""}]}, "t.json: thing 'a', field 'name': missing or not a text"),
        ({"things": [{"name": "A", "n": -1}]}, "t.json: thing '#0', field 'n': must be >= 0"),
    ]
    for doc, message in cases:
        with pytest.raises(Oops) as e:
            read_cards(doc, "things", "thing", "t.json", Oops, _read, texts=("name",))
        assert str(e.value) == message


def test_texts_are_checked_before_or_after_the_ids_uniqueness():
    doc = {"things": [{"id": "a", "name": "A"}, {"id": "a"}]}
    with pytest.raises(Oops, match="field 'id': used twice"):
        read_cards(doc, "things", "thing", "t.json", Oops, _read, texts=("name",))
    with pytest.raises(Oops, match="field 'name': missing or not a text"):
        read_cards(doc, "things", "thing", "t.json", Oops, _read, texts=("name",), texts_before_id=True)


def test_the_three_card_files_read_through_it(tmp_path):
    assert load_guns() and load_vehicles()             # the bundled files load
    bad = tmp_path / "my-guns.json"
    bad.write_text(json.dumps({"guns": [{"id": "g", "name": ""}]}), encoding="utf-8")
    with pytest.raises(GunDataError, match=r"^my-guns.json: gun 'g', field 'name': missing or not a text$"):
        load_cards(bad, "guns.json", validate_guns)
    with pytest.raises(GunDataError, match=r"^my-guns.json: gun 'g', field 'name'"):
        load_guns(bad)
    with pytest.raises(AnimalDataError, match=r"^animals.json: animal 'dog', field 'group': missing or not a text$"):
        validate_animals({"animals": [{"id": "dog", "name": "Dog"}]})
    with pytest.raises(VehicleDataError, match=r"^v.json: vehicle '#0', field 'id': missing or not a text$"):
        validate_vehicles({"vehicles": [{"name": "Car"}]}, "v.json")
