"""Loading and validating content: nations, Fate decks, Objective chits, the marker pool and
scenarios (issue 3; the format is in docs/content-format.md).  No Qt.

Maps and the terrain chart are loaded by ``cc_desktop.board``.

    from cc_desktop.content import load_scenario
    s = load_scenario()                      # DEFAULT_SCENARIO, "test-skirmish"
    s.side("axis").nation.units["red_rifle_squad"].front.fp
"""

from cc_desktop.content.errors import ContentError
from cc_desktop.content.loader import (
    DEFAULT_SCENARIO, bundled_decks, bundled_nations, bundled_scenarios, check_nation_deck,
    load_chits, load_deck, load_markers, load_nation, load_scenario, parse_chits, parse_deck,
    parse_markers, parse_nation, parse_scenario,
)
from cc_desktop.content.model import (
    ACTION_RULES, ACTIONS, CHIT_IDS, CHIT_KINDS, DECK_SIZE, EVENT_RULES, EVENTS, FIGURES,
    HAND_SIZE, ORDERS, POSTURES, QUALITIES, SIDES, TRIGGERS, UNIT_KINDS, WEAPON_CATEGORIES, Deck,
    FateCard, FortificationSetup, MarkerPool, Nation, ObEntry, ObjectiveChit, RadioType,
    Reinforcement, Scenario, Side, SpecialRule, Stats, SupportColumn, SupportEntry, UnitType,
    WeaponType,
)

__all__ = [
    "ACTIONS", "ACTION_RULES", "CHIT_IDS", "CHIT_KINDS", "DECK_SIZE", "DEFAULT_SCENARIO", "EVENTS",
    "EVENT_RULES", "FIGURES", "HAND_SIZE", "ORDERS", "POSTURES", "QUALITIES", "SIDES", "TRIGGERS",
    "UNIT_KINDS", "WEAPON_CATEGORIES",
    "ContentError", "Deck", "FateCard", "FortificationSetup", "MarkerPool", "Nation", "ObEntry",
    "ObjectiveChit", "RadioType", "Reinforcement", "Scenario", "Side", "SpecialRule", "Stats",
    "SupportColumn", "SupportEntry", "UnitType", "WeaponType",
    "bundled_decks", "bundled_nations", "bundled_scenarios", "check_nation_deck", "load_chits",
    "load_deck", "load_markers", "load_nation", "load_scenario", "parse_chits", "parse_deck",
    "parse_markers", "parse_nation", "parse_scenario",
]
