"""Typed decisions and moves (issue 12, item 4): the registry of cc_desktop/rules/decisions.py.

Every decision kind the engine produces is registered with its rule, its moves and their
argument types, the typed parameters it is about and its own English prompt; a decision checks
itself against the registry when it is made; moves read from text or JSON are checked against
their declared argument types; docs/engine.md's table is the registry's.

The main test plays seeded random games of every shipped scenario, then the rules tests that
reach the rare decisions, then positions made here (two Melees at the end of an Advance, a Spray
Fire with several second hexes, Demolitions with two Fortifications to choose from, Actions
after a Mortar's Targeting hit):
every registered kind must be reached, and each prompt reached must read as its own English
sentence with every parameter filled in.
"""

from __future__ import annotations

import inspect
import random
import re
from pathlib import Path

import pytest

from cc_desktop.resources import RESOURCES
from cc_desktop.rules import decisions, testing
from cc_desktop.rules.decisions import DECISIONS, MOVES, TYPES
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import ENGLISH, RuleMessage, english_possessive, msg
from cc_desktop.rules.simulate import choose
from cc_desktop.tools import decisions_table

from . import (
    test_actions,
    test_basics,
    test_engine_extras,
    test_events_a,
    test_events_b,
    test_fortifications,
    test_orders,
    test_variants_b,
    test_variants_c,
    test_variants_mortars,
    test_variants_night,
    test_variants_rubble,
)
from .test_actions import card_with, fire_order, setup, uid
from .test_orders import order, wid

SCENARIOS = sorted(p.stem for p in (RESOURCES / "scenarios").glob("*.json"))
SEEDS = range(3)

#: rules tests that reach the decisions random games seldom reach (run here, their decisions
#: recorded; a fixture they take, ``forts`` or ``monkeypatch``, is passed by its name)
DRIVERS = [
    (test_orders, "test_ambush_inactive_player_first_then_active_before_the_melee_strengths"),
    (test_orders, "test_jammed_breaks_every_firing_weapon_and_sustained_fire_doubles_breaks_again"),
    (test_orders, "test_artillery_barrage_only_occupied_or_fortified_hexes_in_the_players_order"),
    (test_orders, "test_smoke_barrage_places_seven_smoke_markers_and_no_impact_roll"),
    (test_actions, "test_no_quarter_for_the_survivor_of_the_melee"),
    (test_actions, "test_assault_fire_after_the_move_and_only_pieces_with_boxed_fp"),
    (test_actions, "test_smoke_grenades_before_the_unit_moves"),
    (test_actions, "test_several_fire_actions_at_one_expenditure_make_one_attack"),
    (test_actions, "test_12_concealment_against_spray_fire_uses_either_hex_cover"),
    (test_actions, "test_demolitions_after_the_opponent_discards_by_passing"),
    (test_actions, "test_light_wounds_declined_the_squad_is_eliminated"),
    (test_basics, "test_event_trigger_executes_the_next_cards_event_interdiction"),
    (test_engine_extras, "test_exiting_unit_returns_in_the_space_its_owner_chooses"),
    (test_engine_extras, "test_free_deploy_fixes_overstacking_before_eliminating"),
    (test_engine_extras, "test_dig_in_at_the_end_of_a_time_advancement"),
    (test_events_a, "test_blaze_displacement_into_an_enemy_hex_is_a_melee_without_triggers"),
    (test_events_a, "test_field_promotion_places_the_private_with_a_broken_unit"),
    (test_events_a, "test_commissar_on_the_other_players_card_the_commissar_player_decides_and_rolls"),
    (test_events_a, "test_hero_placed_in_a_friendly_hex_may_rally_one_broken_unit_there"),
    (test_events_a, "test_entrench_every_hex_reading_is_configurable"),
    (test_events_a, "test_deploy_pending_break_applies_to_both_teams"),
    (test_events_a, "test_infiltration_an_item_of_two_squads_places_both"),
    (test_events_a, "test_air_support_may_be_declined_all_or_nothing"),
    (test_events_a, "test_battle_harden_one_friendly_unit_without_veteran_marker"),
    (test_events_b, "test_medic_chosen_unit_of_either_side"),
    (test_events_b, "test_kia_eliminates_the_chosen_broken_unit_of_either_side"),
    (test_events_b, "test_malfunction_breaks_the_nearest_unbroken_weapon_tie_chosen_by_the_executing_player"),
    (test_events_b, "test_scrounge_returns_an_enemy_weapon_unbroken_to_a_unit_without_one"),
    (test_events_b, "test_shell_shock_tie_at_distance_one_the_executing_player_chooses"),
    (test_events_b, "test_walking_wounded_chosen_among_both_sides_casualties_and_stacking_limit"),
    (test_events_b, "test_suppressing_fire_one_enemy_in_range_and_los_of_a_functional_mg"),
    (test_events_b, "test_sappers_removes_one_mines_or_wire_marker"),
    (test_events_b, "test_white_phosphorus_smoke_next_to_an_unbroken_squad_each_player_breaks_one_unit_there"),
    (test_events_b, "test_interrogation_shows_the_hand_to_the_executing_player_only_and_discards_one_card"),
    (test_events_b, "test_reinforcements_radio_excluded_when_the_box_is_full_and_edge_hexes_respect_stacking"),
    (test_events_b, "test_reinforcements_support_roll_ignores_its_trigger_and_places_a_unit_with_its_weapon"),
    (test_events_b, "test_prisoners_of_war_choice_between_two_and_none_without_contact"),
    (test_events_b, "test_reconnaissance_opponent_reveals_a_chosen_secret_chit_which_scores_at_once"),
    (test_fortifications, "test_hidden_unit_after_the_attacker_passes_and_discards"),
    # the optional rules (V1-V20)
    (test_variants_b, "test_point_blank_discards_cards_at_random_for_two_each"),
    (test_variants_c, "test_an_unbroken_leader_may_retreat_with_the_unit_and_breaks"),
    (test_variants_c, "test_command_flexibility_discards_a_command_confusion_card_for_a_suppression"),
    (test_variants_c, "test_a_squad_may_deploy_into_two_teams_before_set_up"),
    (test_variants_night, "test_with_a_broken_radio_the_player_chooses_battery_access_or_a_starshell"),
    (test_variants_night, "test_a_starshell_from_the_border_lands_next_to_it"),
    (test_variants_night, "test_artillery_denied_removes_a_starshell_or_denies_the_radio"),
    (test_variants_rubble, "test_hitting_the_rubble_of_a_multi_hex_building_spreads_it"),
    (test_variants_mortars, "test_the_spotter_activates_a_distant_mortar_that_fires_by_his_eyes"),
    (test_variants_mortars, "test_a_mortar_spotter_is_named_at_set_up"),
    (test_variants_rubble, "test_along_a_hexside_the_initiative_holder_chooses_and_a_gun_attacks_an_empty_building"),
]


def two_melees() -> None:
    """O16.4: an Advance ends with two Melee hexes: the active player chooses their order."""
    g = setup({"axis": [("red_sergeant", "D8"), ("red_assault_squad", "E8"), ("red_rifle_team", "E8")],
               "allies": [("blue_guard_squad", "E7"), ("blue_infantry_team", "F8"), ("blue_infantry_squad", "O1")]})
    sgt, squad, team = uid(g, "D8"), uid(g, "E8", "red_assault_squad"), uid(g, "E8", "red_rifle_team")
    order(g, "axis", "advance")
    for move in (Move("activate", sgt), Move("add", squad), Move("add", team), Move("done"),
                 Move("advance", squad, "E7"), Move("advance", team, "F8"), Move("stay", sgt)):
        g.apply(move)
    assert g.pending.kind == "melee" and set(g.pending.options) == {Move("melee", "E7"), Move("melee", "F8")}


def spray_with_a_choice() -> None:
    """A40: a Spray Fire at H6 with four enemy hexes next to it in reach: the firer chooses."""
    g = setup({"axis": [("red_rifle_squad", "I7")],
               "allies": [("blue_infantry_squad", "H6"), ("blue_guard_squad", "I6"), ("blue_infantry_team", "H5"),
                          ("blue_infantry_team", "G6")]})
    spray = card_with(g, "axis", "spray_fire")
    squad = uid(g, "I7")
    fire_order(g, "axis", squad, "H6", squad)
    g.apply(Move("action", spray, "spray_fire"))
    assert g.pending.kind == "spray_hex" and g.pending.about == {"hex": "H6"}


def demolitions_with_a_choice() -> None:
    """A31: Demolitions with Allied units in two fortified hexes: the player chooses one."""
    g = setup({"axis": [("red_rifle_squad", "D9")], "allies": [("blue_infantry_squad", "F6"), ("blue_infantry_team", "G4")]},
              prefs={"axis": (), "allies": ("demolitions",)})
    g.state.fortifications.update({"F6": "foxholes", "G4": "wire"})
    card = card_with(g, "allies", "demolitions")
    discard = min(g.state.players["axis"].hand)
    for move in (Move("pass"), Move("discard", discard), Move("done"), Move("action", card, "demolitions")):
        g.apply(move)
    assert g.pending.kind == "demolish" and set(g.pending.options) == {Move("demolish", "F6"), Move("demolish", "G4")}


def actions_after_a_targeting_hit() -> None:
    """A24.1, O20.2.3: a Mortar hits with its Targeting roll; Actions may be played before the
    Fire Attack roll (Sustained Fire: a Mortar fires)."""
    g = setup({"axis": [("red_rifle_team", "D7", "red_light_mortar")], "allies": [("blue_infantry_squad", "B5")]})
    sustained = card_with(g, "axis", "sustained_fire")
    team, mortar = uid(g, "D7"), wid(g, "D7")
    order(g, "axis", "fire")
    for move in (Move("activate", team), Move("target", "B5"), Move("with", mortar)):
        g.apply(move)
    testing.stack(g, "axis", (6, 6))
    g.apply(Move("fire"))
    assert g.pending.kind == "fire_actions" and g.pending.about == {"hex": "B5"}
    assert set(g.pending.options) == {Move("roll"), Move("action", sustained, "sustained_fire")}


POSITIONS = [two_melees, spray_with_a_choice, demolitions_with_a_choice, actions_after_a_targeting_hit]


# ----------------------------------------------------------------------------------------------
def _record(monkeypatch) -> list[tuple[decisions.DecisionSpec, dict, tuple]]:
    """Every decision made from now on: its declaration, its ``about`` and its options."""
    seen: list = []
    check = decisions.check

    def recording(kind, variant, about, options, window):
        spec = check(kind, variant, about, options, window)
        seen.append((spec, dict(about), tuple(options)))
        return spec

    monkeypatch.setattr(decisions, "check", recording)
    return seen


def _values(about: dict) -> list:
    return [x for v in about.values() for x in (v if isinstance(v, tuple) else (v,))]


@pytest.fixture(scope="module")
def forts(tmp_path_factory):
    """The "forts" map of the Fortification tests (a driver needs it)."""
    return test_fortifications.forts.__wrapped__(tmp_path_factory)


def test_every_decision_kind_is_reached_and_asks_its_own_question(monkeypatch, forts):
    seen = _record(monkeypatch)
    for scenario in SCENARIOS:
        for seed in SEEDS:
            game = Game.new(scenario, seed=seed)
            rng = random.Random(seed)
            n = 0
            while game.pending is not None and n < 6000:
                game.apply(choose(rng, game))
                n += 1
            assert game.pending is None, (scenario, seed)
    fixtures = {"forts": forts, "monkeypatch": monkeypatch}
    for module, name in DRIVERS:
        test = getattr(module, name)
        test(*(fixtures[p] for p in inspect.signature(test).parameters))
    for position in POSITIONS:
        position()
    reached = {spec.name for spec, _, _ in seen}
    assert sorted(set(DECISIONS) - reached) == []
    for spec, about, options in seen:
        prompt = decisions.prompt(spec, about)
        assert (prompt.rule, prompt.code) == (spec.rule, spec.code)
        text = prompt.text()
        body = text.split(": ", 1)[1] if spec.rule else text
        assert "{" not in body and "}" not in body and not body.startswith(spec.code), (spec.name, text)
        assert "?" not in _values(about) and None not in _values(about), (spec.name, about)
        english = {k: ", ".join(map(str, v)) if isinstance(v, tuple) else v for k, v in about.items()}
        assert body == english_possessive(spec.prompt.format(**english)), (spec.name, body)
        for move in options:  # every move offered reads back from its text and its JSON
            assert Move.parse(str(move)) == move and Move.from_json(move.to_json()) == move, move


def test_every_prompt_is_its_own_and_says_what_it_is_about():
    """No two decisions ask the same question; each prompt names only parameters of its own
    ``about`` and the English table holds it under its code; every ``about`` type is declared."""
    prompts = [s.prompt for s in DECISIONS.values()]
    assert len(set(prompts)) == len(prompts)
    for s in DECISIONS.values():
        assert ENGLISH[s.code] == s.prompt and s.code == "prompt_" + s.name.replace(".", "_")
        assert set(re.findall(r"\{(\w+)\}", s.prompt)) <= set(s.about), s.name
        assert all(decisions.base_type(t) in TYPES for t in s.about.values())
        assert s.moves, s.name
    assert len(decisions.BY_KIND) >= 76 and len(MOVES) >= 60


def test_every_kind_the_rules_construct_is_registered():
    """Each decision kind and move kind written in cc_desktop/rules (Decision(...), the Events'
    common.ask(...), the Hidden windows) is in the registry, and each one registered is used."""
    import cc_desktop.rules as rules_pkg

    src = "\n".join(p.read_text(encoding="utf-8") for p in Path(rules_pkg.__file__).parent.rglob("*.py")
                    if p.name != "decision_kinds.py")
    kinds = set(re.findall(r'Decision\([^,]+, "([a-z_]+)"', src)) | set(re.findall(r'ask\(g, \w+, "([a-z_]+)"', src))
    kinds |= set(re.findall(r'hidden_window\(g, \w+, "([a-z_]+)"', src))
    assert kinds == set(decisions.BY_KIND)
    moves = set(re.findall(r'Move\("([a-z_]+)"', src))
    assert moves == set(MOVES)


SAMPLES = {"unit": "ax3-ger_rifle_squad", "unit_type": "ger_rifle_team", "weapon": "ax3w-ger_lmg",
           "piece": "ax3w-ger_lmg", "hex": "E5", "card": 12, "enemy_card": 40, "side": "allies", "order": "move",
           "action": "ambush", "count": 3, "time": 7, "chit": "G", "fortification": "wire",
           "item": "red-s-rifle-squad", "marker": "veteran", "window": "op_fire", "text": "word",
           "point": "3.5,4", "angle": 60, "distance": 2}


@pytest.mark.parametrize("kind", sorted(MOVES))
def test_move_text_and_json_round_trip_for_every_move_kind(kind):
    for sig in MOVES[kind]:
        move = Move(kind, *(SAMPLES[t] for t in sig))
        assert Move.parse(str(move)) == move
        assert Move.from_json(move.to_json()) == move


@pytest.mark.parametrize("text,error", [
    ("fly A1", "unknown move kind 'fly'"),
    ("fire ax3 K4", "fire takes no arguments, not 2 arguments"),
    ("place ax3", "place takes (unit, hex), not 1 argument"),
    ("order x move", "order: the card must be a whole number, not 'x'"),
    ("smoke a b", "smoke takes no arguments or (hex) or (piece), not 2 arguments"),
    ("", "empty move"),
])
def test_move_text_of_a_wrong_shape_is_refused_clearly(text, error):
    with pytest.raises(ValueError) as exc:
        Move.parse(text)
    assert str(exc.value) == error


@pytest.mark.parametrize("data,error", [
    (["fly", "A1"], "unknown move kind 'fly'"),
    (["order", "12", "move"], "order: the card must be a whole number, not '12'"),
    (["take", 3], "take: the item must be a word, not 3"),
    (["pass", "now"], "pass takes no arguments, not 1 argument"),
    (["time", "ax3", 7, 8], "time takes (unit, time), not 3 arguments"),
])
def test_move_json_of_a_wrong_shape_is_refused_clearly(data, error):
    with pytest.raises(ValueError) as exc:
        Move.from_json(data)
    assert str(exc.value) == error


def test_numbers_are_numbers_only_where_the_type_says_so():
    """A hex or an id that looks like a number stays a word; a card or a Time space is a number."""
    assert Move.parse("enter 12 0304").args == ("12", "0304")
    assert Move.parse("time ax3 7").args == ("ax3", 7)
    assert Move.parse("discard 40").args == (40,)


def test_a_decision_is_checked_against_the_registry_when_it_is_made():
    ok = Decision("axis", "sniper", (Move("snipe", "u1"), Move("snipe_none")), about={"hex": "E5"})
    assert ok.prompt == RuleMessage.of("1.9.1.3", "prompt_sniper", hex="E5") and ok.spec is DECISIONS["sniper"]
    assert ok.prompt.text() == "1.9.1.3: Sniper in E5: choose the unit it hits, in that hex or next to it, or nobody"
    cases = [
        ({"kind": "snipe_twice"}, "is not in the registry"),
        ({"about": {}}, "about has [], the registry declares ['hex']"),
        ({"about": {"hex": 5}}, "about hex=5 is not of type hex"),
        ({"options": (Move("break", "u1"),)}, "offers break u1, a move kind it does not declare"),
        ({"options": (Move("snipe", "u1", "E5"),)}, "offers snipe u1 E5: snipe takes (unit)"),
        ({"window": True}, "window=True, the registry declares False"),
        ({"variant": "fortification"}, "is not in the registry"),
    ]
    for change, error in cases:
        args = {"player": "axis", "kind": "sniper", "options": (Move("snipe_none"),), "about": {"hex": "E5"}} | change
        with pytest.raises(ValueError, match=re.escape(error)):
            Decision(**args)
    with pytest.raises(TypeError, match="about must be a dict"):  # an old-style prompt in its place
        Decision("axis", "sniper", (Move("snipe_none"),), msg("1.9.1.3", "sniper", hex="E5"))


def test_a_kind_asked_by_another_rule_is_a_variant_with_its_own_prompt():
    setup_unit = Decision("axis", "setup", (Move("place", "u1", "A1"),), about={"left": 1})
    setup_fort = Decision("axis", "setup", (Move("fortify", "A1"),), about={"fortification": "wire"},
                          variant="fortification")
    assert (setup_unit.prompt.rule, setup_unit.prompt.code) == ("5", "prompt_setup")
    assert (setup_fort.prompt.rule, setup_fort.prompt.code) == ("F100.1", "prompt_setup_fortification")
    assert setup_fort.kind == "setup" and setup_fort.spec.variant == "fortification"


def test_the_table_of_docs_engine_md_is_the_registrys():
    text = decisions_table.DOC.read_text(encoding="utf-8")
    assert decisions_table.updated(text) == text, "run python -m cc_desktop.tools.decisions_table"
    for s in DECISIONS.values():
        assert s.prompt in text
