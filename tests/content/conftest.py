"""Fixtures for the content tests: fresh, mutable copies of the shipped JSON files."""

import copy
import json

import pytest

from cc_desktop.resources import RESOURCES

_CACHE: dict[str, dict] = {}


def shipped(relpath: str) -> dict:
    """A deep copy of a shipped content file (``"nations/redland.json"``)."""
    if relpath not in _CACHE:
        _CACHE[relpath] = json.loads((RESOURCES / relpath).read_text(encoding="utf-8"))
    return copy.deepcopy(_CACHE[relpath])


@pytest.fixture
def redland() -> dict:
    return shipped("nations/redland.json")


@pytest.fixture
def red_deck() -> dict:
    return shipped("decks/redland.json")


@pytest.fixture
def chits() -> dict:
    return shipped("chits.json")


@pytest.fixture
def markers() -> dict:
    return shipped("markers.json")


@pytest.fixture
def skirmish() -> dict:
    return shipped("scenarios/test-skirmish.json")


@pytest.fixture
def copy_of():
    """``copy_of("decks/blueland.json")``: a fresh deep copy of any shipped content file."""
    return shipped
