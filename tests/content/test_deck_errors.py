"""Fate deck validation (rule 1; the design rules of docs/content-format.md)."""

import copy
import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cc_desktop.content import ContentError, check_nation_deck, load_deck, load_nation, parse_deck
from cc_desktop.content.model import DICE_COPIES
from cc_desktop.resources import RESOURCES

_SHIPPED = {d: json.loads((RESOURCES / "decks" / f"{d}.json").read_text(encoding="utf-8")) for d in ("redland", "blueland")}
ALL_PAIRS = [(a, b) for a in range(1, 7) for b in range(1, 7)]


def _msgs(data):
    deck, problems = parse_deck(data, "x.json")
    assert deck is None
    return [p.render("x.json") for p in problems]


def _index(data, number):
    return next(i for i, c in enumerate(data["cards"]) if c["number"] == number)


def test_shipped_copy_is_valid(red_deck):
    deck, problems = parse_deck(red_deck, "x.json")
    assert problems == [] and len(deck.cards) == 72


@pytest.mark.rule("1")
def test_71_cards(red_deck):
    red_deck["cards"].pop()
    assert _msgs(red_deck) == ["x.json: cards: must have at least 72 items, not 71"]


def test_missing_field_and_wrong_enum(red_deck):
    del red_deck["cards"][3]["event"]
    red_deck["cards"][4]["order"] = "charge"
    red_deck["cards"][5]["trigger"] = "panic"
    assert _msgs(red_deck) == [
        "x.json: cards[3].event: is missing",
        "x.json: cards[4].order: the text 'charge' is not one of 'advance', 'artillery_denied', 'artillery_request', "
        "'command_confusion', 'fire', 'move', 'recover', 'rout'",
        "x.json: cards[5].trigger: the text 'panic' is not one of None, 'event', 'jammed', 'sniper', 'time'",
    ]


@pytest.mark.rule("1.8")
def test_random_hex_off_a_standard_map(red_deck):
    red_deck["cards"][0]["hex"] = "P3"
    red_deck["cards"][1]["hex"] = "A11"
    assert _msgs(red_deck) == [
        "x.json: cards[0].hex: the text 'P3' does not match the pattern ^[A-O](10|[1-9])$",
        "x.json: cards[1].hex: the text 'A11' does not match the pattern ^[A-O](10|[1-9])$",
    ]


def test_duplicate_card_number(red_deck):
    # Swap in a duplicate without touching the dice: card 6 becomes a second card 5.
    red_deck["cards"][_index(red_deck, 6)]["number"] = 5
    i = _index(red_deck, 5)
    assert _msgs(red_deck) == [f"x.json: cards[5].number: card number 5 is already used at cards[{i}].number"]


def test_duplicate_random_hex(red_deck):
    red_deck["cards"][10]["hex"] = red_deck["cards"][2]["hex"]
    h = red_deck["cards"][2]["hex"]
    assert _msgs(red_deck) == [f"x.json: cards[10].hex: Random Hex '{h}' is already used at cards[2].hex"]


@pytest.mark.rule("1.8")
def test_random_hexes_must_spread_evenly(red_deck):
    by_column = Counter(c["hex"][0] for c in red_deck["cards"])
    assert sorted(set(by_column.values())) == [4, 5]
    # move one card from a 4-card column into a 5-card column: 3 against 6
    low = min(by_column, key=by_column.get)
    high = max(by_column, key=by_column.get)
    used = {c["hex"] for c in red_deck["cards"]}
    card = next(c for c in red_deck["cards"] if c["hex"][0] == low)
    row = card["hex"][1:]
    free = next(f"{high}{r}" for r in [row] + [str(i) for i in range(1, 11)] if f"{high}{r}" not in used)
    card["hex"] = free
    messages = _msgs(red_deck)
    column_msg = (f"x.json: cards: the Random Hexes are not spread evenly: column {high} is on 6 cards, "
                  f"column {low} on 3; every column must be on as many cards as any other, give or take one")
    assert column_msg in messages
    assert all("Random Hexes" in m for m in messages)


@pytest.mark.rule("1.9")
def test_dice_combination_imbalance(red_deck):
    card = red_deck["cards"][_index(red_deck, 1)]
    assert card["dice"] == [3, 3]
    others = [c["number"] for c in red_deck["cards"] if c["dice"] == [4, 5]]
    card["dice"] = [4, 5]
    twin = [c["number"] for c in red_deck["cards"] if c["dice"] == [3, 3] and c["number"] != 1]
    assert _msgs(red_deck) == [
        f"x.json: cards: the dice 3-3 are on 1 card(s) (cards {twin[0]}); each of the 36 combinations must be on exactly 2 cards",
        f"x.json: cards: the dice 4-5 are on 3 card(s) (cards {', '.join(map(str, sorted(others + [1])))}); "
        "each of the 36 combinations must be on exactly 2 cards",
    ]


@pytest.mark.rule("1.9")
@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["redland", "blueland"]), st.integers(0, 71), st.sampled_from(ALL_PAIRS))
def test_changing_one_cards_dice_is_always_caught(deck_id, index, pair):
    """Property: moving any one card to any other dice pair unbalances exactly those two pairs."""
    data = copy.deepcopy(_SHIPPED[deck_id])
    old = tuple(data["cards"][index]["dice"])
    data["cards"][index]["dice"] = list(pair)
    deck, problems = parse_deck(data, "x.json")
    if pair == old:
        assert problems == [] and deck is not None
        return
    reasons = sorted(p.reason for p in problems)
    assert deck is None and len(reasons) == 2 and all(p.path == "cards" for p in problems)
    assert any(r.startswith(f"the dice {old[0]}-{old[1]} are on 1 card(s)") for r in reasons)
    assert any(r.startswith(f"the dice {pair[0]}-{pair[1]} are on 3 card(s)") for r in reasons)


@pytest.mark.rule("1.9")
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["redland", "blueland"]), st.permutations(range(72)))
def test_any_shuffle_of_the_dice_keeps_the_2d6_odds(deck_id, perm):
    """Property: the dice rule is about the multiset of pairs, so any redistribution of the
    shipped dice over the cards is valid and gives each sum 2 x (its number of combinations)."""
    data = copy.deepcopy(_SHIPPED[deck_id])
    dice = [c["dice"] for c in data["cards"]]
    for c, j in zip(data["cards"], perm):
        c["dice"] = dice[j]
    deck, problems = parse_deck(data, "x.json")
    assert problems == []
    sums = Counter(c.roll for c in deck)
    assert [sums[s] for s in range(2, 13)] == [2, 4, 6, 8, 10, 12, 10, 8, 6, 4, 2]


@pytest.mark.rule("1.9.1")
def test_trigger_limits(red_deck):
    for c in red_deck["cards"]:
        c["trigger"] = None
    for c in red_deck["cards"][:13]:
        c["trigger"] = "event"
    assert _msgs(red_deck) == [
        "x.json: cards: 13 card(s) have the Event! trigger; a deck has 1 to 12",
        "x.json: cards: 0 card(s) have the Jammed! trigger; a deck has 1 to 8",
        "x.json: cards: 0 card(s) have the Sniper! trigger; a deck has 1 to 8",
        "x.json: cards: 0 card(s) have the Time! trigger; a deck has 1 to 10",
    ]


@pytest.mark.rule("1.9.1")
def test_at_most_a_third_of_the_deck_triggers(red_deck):
    plain = [c for c in red_deck["cards"] if not c["trigger"]]
    for c, t in zip(plain, ["event"] * 4 + ["jammed"] * 4):
        c["trigger"] = t
    assert _msgs(red_deck) == ["x.json: cards: 30 cards have a die trigger; at most 24 may"]


@pytest.mark.rule("A33.1", "O19")
def test_fire_action_belongs_to_fire_cards(red_deck):
    fire = next(i for i, c in enumerate(red_deck["cards"]) if c["order"] == "fire")
    move = next(i for i, c in enumerate(red_deck["cards"]) if c["order"] == "move")
    confusion = next(i for i, c in enumerate(red_deck["cards"]) if c["order"] == "command_confusion")
    red_deck["cards"][fire]["action"] = "ambush"
    red_deck["cards"][move]["action"] = "fire"
    red_deck["cards"][confusion]["action"] = "command_confusion"
    assert _msgs(red_deck) == sorted([
        f"x.json: cards[{fire}].action: is 'ambush' but a Fire card's Action is Fire (Op Fire, printed with the "
        "Order, A33.1)",
        f"x.json: cards[{move}].action: Fire (Op Fire) is printed in the Order slot of a Fire card (A33.1); "
        "this card's Order is move",
        f"x.json: cards[{confusion}].action: a card with the Command Confusion Order needs a playable Action (O19, A28)",
    ], key=lambda m: int(m.split("[")[1].split("]")[0]))


@pytest.mark.rule("E48", "A37")
def test_card_parameters(red_deck):
    breeze = next(i for i, c in enumerate(red_deck["cards"]) if c["event"] == "breeze")
    marks = next(i for i, c in enumerate(red_deck["cards"]) if c["action"] == "marksmanship")
    del red_deck["cards"][breeze]["wind"]
    red_deck["cards"][marks]["marksman_nation"] = "greenland"
    other = next(i for i, c in enumerate(red_deck["cards"]) if c["event"] != "breeze")
    red_deck["cards"][other]["wind"] = 3
    msgs = _msgs(red_deck)
    assert f"x.json: cards[{breeze}].wind: is missing (a Breeze Event prints a wind direction 1-6, E48)" in msgs
    assert f"x.json: cards[{other}].wind: only a Breeze Event has a wind direction (E48)" in msgs
    assert any(m.startswith(f"x.json: cards[{marks}].marksman_nation: unknown nation 'greenland' (no file in ") for m in msgs)
    assert len(msgs) == 3


@pytest.mark.rule("E50", "A38", "E58", "E56")
def test_nation_and_deck_must_fit():
    blue = load_nation("blueland")
    red_deck = load_deck("redland")  # has Commissar Events; blueland may not use them
    problems = check_nation_deck(blue, red_deck)
    commissar = [i for i, c in enumerate(red_deck.cards) if c.event == "commissar"]
    assert [p.render("d.json") for p in problems] == [
        f"d.json: cards[{i}].event: Commissar (E50) needs a nation with the commissar capability; blueland has none"
        for i in commissar]


def test_load_deck_by_id_and_card_access():
    deck = load_deck("blueland")
    card = deck.card(17)
    assert card.number == 17 and card.hex_column + str(card.hex_row) == card.random_hex
    assert card.roll == sum(card.dice) and card.product == card.dice[0] * card.dice[1]
    with pytest.raises(ContentError):
        load_deck("no-such-deck")


def test_load_deck_reports_every_problem(red_deck, tmp_path):
    red_deck["cards"][0]["dice"] = [0, 7]
    path = tmp_path / "redland.json"
    path.write_text(json.dumps(red_deck), encoding="utf-8")
    with pytest.raises(ContentError) as exc:
        load_deck(path)
    assert exc.value.lines == [
        f"{path}: cards[0].dice[0]: must be at least 1, not 0",
        f"{path}: cards[0].dice[1]: must be at most 6, not 7",
    ]
    assert DICE_COPIES == 2
