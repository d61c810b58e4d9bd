"""Our three real nations (Germany, America, Russia) and their Fate decks (rules 1, 3, 4, 7, 9,
11, 12): they load, suit each other, have the exact 2d6 odds, an even Random Hex spread, and a
scenario fought with them plays to the end."""

import dataclasses
from collections import Counter

import pytest

from cc_desktop.content import check_nation_deck, load_deck, load_nation, load_scenario
from cc_desktop.content.model import ObEntry, Reinforcement
from cc_desktop.rules.simulate import play_one

REAL = ("germany", "america", "russia")
COLUMNS = "ABCDEFGHIJKLMNO"


@pytest.mark.rule("1", "3", "11", "12")
@pytest.mark.parametrize("nid", REAL)
def test_nation_and_deck_load_and_suit_each_other(nid):
    nation = load_nation(nid)
    deck = load_deck(nation.deck)
    assert nation.id == deck.id == nid and not nation.fictional
    assert check_nation_deck(nation, deck) == []
    assert len(deck) == 72 and [c.number for c in deck] == list(range(1, 73))
    assert nation.hero is not None and nation.private is not None
    assert (nation.private.front.morale, nation.private.front.command) == (6, 2)  # E56
    assert {u.quality for u in nation.units.values() if u.kind == "squad"} == {"elite", "line", "green"}
    assert all(8 <= r.fp <= 13 for r in nation.radios.values())  # 12
    cats = Counter(w.category for w in nation.weapons.values())
    assert cats["machine_gun"] >= 3 and cats["mortar"] == 2 and cats["gun"] == 1
    assert cats["flamethrower"] == 1 and cats["demolition_charge"] == 1
    assert cats["molotov"] == (1 if nid == "russia" else 0)
    assert all(w.ordnance and w.min_range for w in nation.weapons.values() if w.is_mortar)


@pytest.mark.rule("E50")
def test_only_russia_has_the_commissar():
    for nid in REAL:
        commissars = sum(c.event == "commissar" for c in load_deck(nid))
        assert commissars == (3 if nid == "russia" else 0)
        assert load_nation(nid).commissar == (nid == "russia")
    # The Russian deck does not suit a nation without the capability.
    problems = check_nation_deck(load_nation("germany"), load_deck("russia"))
    assert len(problems) == 3 and all("Commissar" in p.reason and p.path.endswith(".event") for p in problems)


@pytest.mark.rule("O19", "A28", "5.1", "9")
def test_nation_character():
    ger, us, rus = (load_nation(n) for n in REAL)
    assert (ger.initiative, us.initiative, rus.initiative) == (4, 3, 2)
    assert (ger.orders["line"]["medium"], us.orders["line"]["medium"], rus.orders["line"]["medium"]) == (4, 3, 3)
    assert ger.weapons["ger_mmg"].fp > us.weapons["us_mmg"].fp == rus.weapons["rus_mmg"].fp
    assert us.units["us_rifle_squad"].front.fp == 6 > ger.units["ger_rifle_squad"].front.fp == 5
    assert rus.units["rus_rifle_squad"].front.morale == 7 < ger.units["ger_rifle_squad"].front.morale
    assert rus.units["rus_rifle_squad"].counters == 16 > ger.units["ger_rifle_squad"].counters == 12
    cc = {n: sum(c.order == "command_confusion" for c in load_deck(n)) for n in REAL}
    assert cc == {"germany": 3, "america": 4, "russia": 6}


@pytest.mark.rule("1.9")
@pytest.mark.parametrize("nid", REAL)
def test_dice_have_the_exact_2d6_odds(nid):
    deck = load_deck(nid)
    pairs = Counter(c.dice for c in deck)
    assert pairs == Counter({(w, k): 2 for w in range(1, 7) for k in range(1, 7)})
    sums = Counter(sum(c.dice) for c in deck)
    assert sums == {s: 2 * (6 - abs(s - 7)) for s in range(2, 13)}
    assert sum(c.dice[0] == c.dice[1] for c in deck) == 12


@pytest.mark.rule("1.9.1")
@pytest.mark.parametrize("nid", REAL)
def test_trigger_counts(nid):
    t = Counter(c.trigger for c in load_deck(nid) if c.trigger)
    assert 1 <= t["event"] <= 12 and 1 <= t["jammed"] <= 8 and 1 <= t["sniper"] <= 8 and 1 <= t["time"] <= 10
    assert sum(t.values()) <= 24
    assert all((c.action == "fire") == (c.order == "fire") for c in load_deck(nid))
    assert all(c.marksman_nation == nid for c in load_deck(nid) if c.action == "marksmanship")


@pytest.mark.rule("1.8", "11.4")
@pytest.mark.parametrize("nid", REAL)
def test_random_hexes_cover_the_map_evenly(nid):
    hexes = [c.random_hex for c in load_deck(nid)]
    assert max(Counter(hexes).values()) == 1  # every hex at most once
    assert all(h[0] in COLUMNS and 1 <= int(h[1:]) <= 10 for h in hexes)
    rows = Counter(int(h[1:]) for h in hexes)
    cols = Counter(h[0] for h in hexes)
    assert set(rows) == set(range(1, 11)) and set(rows.values()) <= {7, 8}
    assert set(cols) == set(COLUMNS) and set(cols.values()) <= {4, 5}


def _side(side, nation_id, units, radio=None, reinf=()):
    nation = load_nation(nation_id)
    ob = tuple(ObEntry(nation.units[u], n, nation.weapons[w] if w else None) for u, n, w in units)
    re = tuple(Reinforcement(t, (ObEntry(nation.units[u]),)) for t, u in reinf)
    return dataclasses.replace(side, nation=nation, deck=load_deck(nation.deck), units=ob,
                               radio=nation.radios[radio] if radio else None, reinforcements=re)


def _scenario(attacker, defender):
    """test-skirmish with its Orders of Battle mapped onto our nations' unit ids."""
    base = load_scenario("test-skirmish")
    ap, dp = _prefix(attacker), _prefix(defender)
    axis = _side(base.side("axis"), attacker, [
        (_leaders(attacker)[0], 1, None), (_leaders(attacker)[1], 1, None),
        (_squads(attacker)[0], 1, None), (_squads(attacker)[1], 2, None),
        (_squads(attacker)[1], 1, f"{ap}lmg"), (_teams(attacker)[1], 1, f"{ap}light_mortar")],
        radio=f"{ap}battery_light", reinf=[(2, _squads(attacker)[1])])
    allies = _side(base.side("allies"), defender, [
        (_leaders(defender)[0], 1, None), (_leaders(defender)[1], 1, None),
        (_squads(defender)[1], 2, None), (_squads(defender)[1], 1, f"{dp}lmg"),
        (_teams(defender)[1], 1, f"{dp}mmg")], reinf=[(3, _teams(defender)[1])])
    return dataclasses.replace(base, sides={"axis": axis, "allies": allies})


def _prefix(nid):
    return {"germany": "ger_", "america": "us_", "russia": "rus_"}[nid]


def _leaders(nid):
    n = load_nation(nid)
    return [u.id for u in n.units.values() if u.is_leader and u.special is None][1:3]


def _squads(nid):
    n = load_nation(nid)
    by_q = {u.quality: u.id for u in n.units.values() if u.kind == "squad"}
    return [by_q["elite"], by_q["line"], by_q["green"]]


def _teams(nid):
    n = load_nation(nid)
    by_q = {u.quality: u.id for u in n.units.values() if u.kind == "team"}
    return [by_q["elite"], by_q["line"], by_q["green"]]


@pytest.mark.rule("5", "6.3")
@pytest.mark.parametrize("attacker,defender", [("germany", "russia"), ("america", "germany"), ("russia", "america")])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_scenario_with_real_nations_plays(attacker, defender, seed):
    scenario = _scenario(attacker, defender)
    assert scenario.side("axis").nation.id == attacker and scenario.side("allies").deck.id == defender
    report = play_one(scenario, seed, check=True)
    assert report.error is None, report.error
    assert report.finished and report.turns >= 1
