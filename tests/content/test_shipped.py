"""The shipped content loads, fits together and follows the rules' structure."""

import json
from collections import Counter
from dataclasses import FrozenInstanceError

import pytest

from cc_desktop.content import (
    ACTIONS, CHIT_KINDS, DEFAULT_SCENARIO, EVENTS, ORDERS, QUALITIES, TRIGGERS, UNIT_KINDS,
    WEAPON_CATEGORIES, bundled_decks, bundled_nations, bundled_scenarios, check_nation_deck,
    load_chits, load_deck, load_markers, load_nation, load_scenario,
)
from cc_desktop.content.model import ACTION_RULES, EVENT_RULES, HAND_SIZE
from cc_desktop.resources import MAPS, SCHEMAS
from cc_desktop.schema import unsupported_keywords

CONTENT_SCHEMAS = ("nation", "deck", "chits", "markers", "scenario")


def _schema(name):
    return json.loads((SCHEMAS / f"{name}.schema.json").read_text(encoding="utf-8"))


def test_bundled_files_are_there():
    expected = ["america", "blueland", "germany", "redland", "russia"]  # two fictional test nations, three real
    assert [p.stem for p in bundled_nations()] == expected
    assert [p.stem for p in bundled_decks()] == expected
    assert DEFAULT_SCENARIO == "test-skirmish"
    assert DEFAULT_SCENARIO in [p.stem for p in bundled_scenarios()]


@pytest.mark.parametrize("path", bundled_nations(), ids=lambda p: p.stem)
def test_every_nation_loads_with_its_deck(path):
    nation = load_nation(path)
    assert nation.id == path.stem
    deck = load_deck(nation.deck)
    assert check_nation_deck(nation, deck) == []
    assert nation.hero is not None and nation.private is not None


@pytest.mark.parametrize("path", bundled_decks(), ids=lambda p: p.stem)
def test_every_deck_loads(path):
    deck = load_deck(path)
    assert len(deck) == 72
    assert [c.number for c in deck] == list(range(1, 73))


@pytest.mark.parametrize("path", bundled_scenarios(), ids=lambda p: p.stem)
def test_every_scenario_loads(path):
    scenario = load_scenario(path)
    assert scenario.id == path.stem
    assert scenario.map_path == MAPS / f"{scenario.map_id}.json" and scenario.map_path.is_file()
    assert set(scenario.sides) == {"axis", "allies"}


def test_chits_and_markers_load():
    chits = load_chits()
    assert [c.id for c in chits] == [chr(ord("A") + i) for i in range(22)]
    pool = load_markers()
    assert set(pool.smoke) == set(range(1, 11))
    assert len(pool.smoke_values()) == sum(pool.smoke.values()) == 29
    assert pool.blaze == 10 and pool.fortifications["pillbox"] == 1


def test_content_schemas_use_only_supported_keywords():
    for name in CONTENT_SCHEMAS:
        assert unsupported_keywords(_schema(name)) == set(), name


def test_schema_vocabularies_equal_the_model():
    card = _schema("deck")["$defs"]["card"]["properties"]
    assert card["order"]["enum"] == list(ORDERS)
    assert card["action"]["enum"] == list(ACTIONS)
    assert card["event"]["enum"] == list(EVENTS)
    assert card["trigger"]["enum"] == [None, *TRIGGERS]
    nation = _schema("nation")["$defs"]
    assert nation["unit"]["properties"]["kind"]["enum"] == list(UNIT_KINDS)
    assert nation["unit"]["properties"]["quality"]["enum"] == list(QUALITIES)
    assert nation["weapon"]["properties"]["category"]["enum"] == list(WEAPON_CATEGORIES)
    assert _schema("chits")["$defs"]["chit"]["properties"]["kind"]["enum"] == list(CHIT_KINDS)


def test_action_and_event_ids_follow_the_book_numbering():
    # A25-A41 (A35 split into its five Hidden Actions), E43-E77 in alphabetical order.
    assert ACTION_RULES["ambush"] == "A25" and ACTION_RULES["sustained_fire"] == "A41"
    assert ACTION_RULES["hidden_wire"] == "A35.5" and len(ACTIONS) == 21
    assert EVENT_RULES["air_support"] == "E43" and EVENT_RULES["white_phosphorus"] == "E77"
    assert EVENT_RULES["medic"] == "E64" and EVENT_RULES["walking_wounded"] == "E76"
    assert len(EVENTS) == 35 and list(EVENTS) == sorted(EVENTS)


# -- decks ---------------------------------------------------------------------------------------
DECKS = [load_deck(p) for p in bundled_decks()]


@pytest.mark.rule("1.9")
@pytest.mark.parametrize("deck", DECKS, ids=lambda d: d.id)
def test_deck_rolls_have_the_book_2d6_odds_exactly(deck):
    sums = Counter(c.roll for c in deck)
    for s in range(2, 13):
        ways = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b == s)
        assert sums[s] == 2 * ways, s
    assert sums[7] == 12 and sums[2] == sums[12] == 2


@pytest.mark.rule("O20.2.3")
@pytest.mark.parametrize("deck", DECKS, ids=lambda d: d.id)
def test_deck_targeting_products_have_the_book_odds(deck):
    products = Counter(c.product for c in deck)
    expected = Counter(a * b for a in range(1, 7) for b in range(1, 7))
    assert products == Counter({p: 2 * n for p, n in expected.items()})
    assert products[36] == 2 and products[6] == 8  # 1x6, 6x1, 2x3, 3x2


@pytest.mark.rule("A41")
@pytest.mark.parametrize("deck", DECKS, ids=lambda d: d.id)
def test_deck_has_twelve_doubles(deck):
    assert sum(c.doubles for c in deck) == 12


@pytest.mark.rule("A33.1", "1.5")
@pytest.mark.parametrize("deck", DECKS, ids=lambda d: d.id)
def test_deck_structure(deck):
    orders = Counter(c.order for c in deck)
    assert set(orders) == set(ORDERS)
    assert orders.most_common(1)[0][0] == "fire" and orders["move"] > orders["advance"]
    assert orders["artillery_request"] + orders["artillery_denied"] <= 12
    assert all((c.order == "fire") == (c.action == "fire") for c in deck)
    assert not any(c.order == c.action == "command_confusion" for c in deck)
    assert set(c.action for c in deck) <= set(ACTIONS)
    assert len({c.random_hex for c in deck}) == 72
    rows = Counter(c.hex_row for c in deck)  # 11.4 fix/elim: every row number about as often
    assert set(rows) == set(range(1, 11)) and set(rows.values()) <= {7, 8}
    triggers = Counter(c.trigger for c in deck if c.trigger)
    assert set(triggers) == set(TRIGGERS) and sum(triggers.values()) <= 24
    assert all(1 <= c.wind <= 6 for c in deck if c.event == "breeze")
    assert all(c.marksman_nation == deck.id for c in deck if c.action == "marksmanship")


def test_only_redland_has_the_commissar():
    red, blue = load_deck("redland"), load_deck("blueland")
    assert sum(c.event == "commissar" for c in red) == 2
    assert sum(c.event == "commissar" for c in blue) == 0
    assert load_nation("redland").commissar and not load_nation("blueland").commissar


# -- nations ---------------------------------------------------------------------------------
@pytest.mark.rule("7.1", "3", "E58.1")
def test_unit_figures_and_vp():
    red = load_nation("redland")
    u = red.units
    assert (u["red_rifle_squad"].figures, u["red_rifle_team"].figures, u["red_captain"].figures) == (4, 2, 1)
    assert u["red_rifle_squad"].vp == 2 and u["red_rifle_team"].vp == 1
    assert u["red_captain"].vp == 4 and u["red_corporal"].vp == 1  # 1 + Command 3 / 0
    assert u["red_hero"].vp == 0 and red.hero.id == "red_hero"


@pytest.mark.rule("3.2.1", "3.1.6")
def test_broken_sides_are_never_stronger():
    for path in bundled_nations():
        for ut in load_nation(path).units.values():
            for stat in ("fp", "range", "move", "morale"):
                assert getattr(ut.back, stat) <= getattr(ut.front, stat), (ut.id, stat)
            if ut.is_leader:
                assert 0 <= ut.front.command <= 3 and ut.back.command == 0
            else:
                assert ut.front.command is None and ut.quality in QUALITIES


@pytest.mark.rule("E56")
def test_the_private_has_the_rulebook_values():
    for path in bundled_nations():
        private = load_nation(path).private
        assert (private.front.morale, private.front.command) == (6, 2)


@pytest.mark.rule("E52", "A36")
def test_squads_deploy_into_teams_of_their_quality():
    for path in bundled_nations():
        nation = load_nation(path)
        squads = [u for u in nation.units.values() if u.kind == "squad"]
        assert {s.quality for s in squads} == set(QUALITIES)
        for s in squads:
            team = nation.units[s.deploys_to]
            assert team.kind == "team" and team.quality == s.quality


@pytest.mark.rule("11.4")
def test_fix_and_elim_by_random_hex_number():
    # 01 test 29: W1 Fix 1-2 / Elim 10 and W2 Fix 1 / Elim 9-10 are Redland's Light and Medium MG.
    w = load_nation("redland").weapons
    w1, w2 = w["red_lmg"], w["red_mmg"]
    assert (w1.fix, w1.elim, w2.fix, w2.elim) == ((1, 2), (10, 10), (1, 1), (9, 10))
    # Random Hex E9: W2 is eliminated, W1 stays broken.
    assert w2.eliminated_by(9) and not w1.eliminated_by(9) and not w1.fixed_by(9)
    # Random Hex B2: W1 is fixed, W2 stays broken.
    assert w1.fixed_by(2) and not w2.fixed_by(2) and not w2.eliminated_by(2)


@pytest.mark.rule("11.5", "11.6", "O20.2.2")
def test_weapon_kinds():
    w = load_nation("redland").weapons
    assert w["red_light_mortar"].is_mortar and w["red_light_mortar"].ordnance and w["red_light_mortar"].min_range == 2
    assert w["red_field_gun"].is_gun and w["red_field_gun"].ordnance
    assert w["red_hmg"].is_machine_gun and not w["red_hmg"].ordnance and w["red_hmg"].move == -2
    assert w["red_flamethrower"].zero_cover and not w["red_flamethrower"].single_use
    assert w["red_demo_charge"].single_use and w["red_demo_charge"].fix is None
    assert all(r.fp in range(8, 14) for r in load_nation("redland").radios.values())


@pytest.mark.rule("E59", "E68")
def test_support_table_covers_every_roll():
    for path in bundled_nations():
        nation = load_nation(path)
        for roll in range(2, 13):
            col = nation.support_column(roll)
            assert col is not None and col.rolls[0] <= roll <= col.rolls[1]
        assert nation.support_column(13) is None
        for e in nation.support_entries:
            assert (e.unit in nation.units) or (e.radio in nation.radios) or e.fortification
            if e.weapon:
                assert e.unit and e.weapon in nation.weapons


@pytest.mark.rule("A38")
def test_no_quarter_permissions():
    red, blue = load_nation("redland"), load_nation("blueland")
    assert red.may_play_no_quarter("blueland") and red.may_play_no_quarter("anyone")
    assert blue.may_play_no_quarter("redland") and not blue.may_play_no_quarter("greenland")


# -- chits -----------------------------------------------------------------------------------
@pytest.mark.rule("7.3.2")
def test_objective_3_chits_c_g_k_add_up_to_6():
    chits = {c.id: c for c in load_chits()}
    for_3 = [c.id for c in chits.values() if c.kind == "single" and c.objective == 3]
    assert for_3 == ["C", "G", "K"]
    assert sum(chits[i].value_of(3) for i in for_3) == 6
    assert chits["P"].value_of(3) == 1 and chits["C"].value_of(2) == 0
    specials = Counter(c.kind for c in chits.values() if c.kind not in ("single", "all"))
    assert specials == Counter({"auto_win_all_five": 1, "double_exit": 1, "double_elim": 1})
    assert 1 <= sum(not c.can_be_secret for c in chits.values()) <= 6  # 7.3.3 "a few"


# -- the test scenario -------------------------------------------------------------------------
@pytest.mark.rule("1.1", "5.1", "6.1.1", "6.2.1", "7.3.1", "9")
def test_skirmish_contents():
    s = load_scenario()
    axis, allies = s.side("axis"), s.side("allies")
    assert (s.map_id, s.year, s.time_start, s.sudden_death, s.time_length) == ("village", 1944, 0, 5, 10)
    assert (s.initiative, s.setup_first, s.first_turn, s.defender) == ("allies", "allies", "axis", "allies")
    assert axis.nation.id == "redland" and axis.deck.id == "redland" and allies.deck.id == "blueland"
    assert (axis.hand_size, allies.hand_size) == (6, 4) == (HAND_SIZE["attacker"], HAND_SIZE["defender"])
    assert axis.orders == 3  # given by the scenario
    assert allies.orders == allies.nation.orders["line"]["medium"] == 3  # from the nation's table
    assert (axis.edge, allies.edge) == ("bottom", "top")
    assert axis.setup_zone == {f"{c}{r}" for c in "ABCDEFGHIJKLMNO" for r in (9, 10)}
    assert allies.setup_zone == {f"{c}{r}" for c in "ABCDEFGHIJKLMNO" for r in (1, 2, 3, 4)}
    assert allies.controls == {1, 3, 4} and axis.controls == frozenset()
    assert {"I3", "E4", "L3"} <= allies.setup_zone  # the objectives it holds
    assert axis.unit_count() == 7 and allies.unit_count() == 6
    assert axis.radio.fp == 9 and allies.radio is None
    mortar = [e for e in axis.units if e.weapon is not None and e.weapon.is_mortar]
    assert len(mortar) == 1 and mortar[0].unit.kind == "team"
    assert [(r.time, r.units[0].unit.id) for r in axis.reinforcements] == [(2, "red_rifle_squad")]
    assert [(f.fortification, f.count, f.hexes) for f in allies.fortifications] == [("foxholes", 2, ()), ("wire", 1, ("G4",))]
    assert [c.id for c in s.open_chits] == ["H"] and axis.secret_chits == allies.secret_chits == 1
    assert (axis.surrender, allies.surrender, s.mine_strength) == (6, 5, 6)


def test_model_objects_are_frozen():
    s = load_scenario()
    with pytest.raises(FrozenInstanceError):
        s.year = 1943
    with pytest.raises(TypeError):
        s.side("axis").nation.units["x"] = None
    with pytest.raises(FrozenInstanceError):
        s.side("axis").deck.cards[0].order = "move"
    assert len({s, load_scenario()}) == 1  # hashable by id
