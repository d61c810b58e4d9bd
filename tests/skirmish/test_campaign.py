"""The Skirmish campaign: TP gained and spent (SK-17), permanent wounds applied (SK-18.5), Supply
Points (SK-19) and the roster after a battle, with exact numbers."""

from dataclasses import replace

import pytest

from cc_desktop.skirmish import campaign as cp
from cc_desktop.skirmish.campaign import (BattleResult, Catalogue, ModelOutcome, after_battle, apply_permanent_wounds,
                                          buy_equipment, buy_skill, buy_weapon, improve, member_cost, recruit)
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.roster import Member, PermanentWound, Roster
from cc_desktop.skirmish.types import Stats

# prices of our own for the tests (the shipped ones are sk-data's and may change)
CAT = Catalogue(stat_max=Stats(5, 5, 5, 5), weapon_up={"kar98k": 10, "mp40": 20, "p38": 6, "grenade_m24": 4},
                weapon_year={"kar98k": 1935, "mp40": 1940, "p38": 1940, "grenade_m24": 1924})

# SK-18.5 row 1 of the table (the book's own example confirms it): arm -2 C -1 U, leg -2 E -1 U, 3 battles
ARM_1 = PermanentWound("arm", Stats(2, 1, 0, 0), 3, roll=1)
LEG_1 = PermanentWound("leg", Stats(0, 1, 2, 0), 3, roll=1)


def soldier(mid="hans", tp=6, unspent=None, stats=Stats(3, 3, 3, 3), battles=1, **kw) -> Member:
    return Member(id=mid, name=mid.title(), stats=stats, tp_total=tp, tp_unspent=tp if unspent is None else unspent,
                  battles=battles, **kw)


def team(*members, up=0) -> Roster:
    return Roster("Test team", "german", up=up, members=tuple(members))


# ----------------------------------------------------------------------------------------------
# Scenario 22
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-17.2")
def test_scenario_22_experience_six_tp_buy_agility_and_strength_not_agility_twice():
    r = team(soldier(tp=6))
    a = improve(r, "hans", "U", CAT)
    assert a.done and a.roster.member("hans").stats == Stats(3, 4, 3, 3)
    assert a.roster.member("hans").tp_unspent == 3                      # +1 U costs 3 TP
    twice = improve(a.roster, "hans", "U", CAT)
    assert not twice.done and "SK-17.2" in twice.refused and "at most +1" in twice.refused
    assert twice.roster is a.roster                                      # refused: nothing changed
    b = improve(a.roster, "hans", "E", CAT)
    assert b.done and b.roster.member("hans").stats == Stats(3, 4, 4, 3)
    assert b.roster.member("hans").tp_unspent == 0
    assert b.roster.member("hans").stats.A == 14                         # A follows (SK-2)
    assert b.lines() == ["Hans: +1 E (3 -> 4, A 14) for 3 TP; 0 TP left (SK-17.2)"]


@pytest.mark.rule("SK-19")
def test_scenario_22_experience_a_model_with_4_tp_costs_20_up():
    m = soldier(tp=4)
    up, steps = member_cost(m, CAT)
    assert up == 20
    assert steps[0].rule == "SK-19" and "5 UP x 4 TP = 20 UP" in steps[0].text


# ----------------------------------------------------------------------------------------------
# SK-17.1 gaining TP
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-17.1")
def test_tp_for_surviving_and_for_wounds_inflicted_and_the_mission():
    m = soldier()
    assert cp.tp_gained(m, ModelOutcome("hans"))[0] == 1
    tp, steps = cp.tp_gained(m, ModelOutcome("hans", wounds_inflicted=2, extra_tp=1, extra_tp_reason="took the bridge"))
    assert tp == 4
    assert [s.rule for s in steps] == ["SK-17.1"] * 3
    assert "took the bridge: +1 TP" in steps[2].text


@pytest.mark.rule("SK-17.1", "SK-17.4")
def test_a_leader_earns_two_tp_for_surviving_and_the_fallen_earn_none():
    boss = soldier(skills=("leader",))
    assert cp.tp_gained(boss, ModelOutcome("hans"))[0] == 2
    assert cp.tp_gained(boss, ModelOutcome("hans", fate="dead", wounds_inflicted=3))[0] == 0
    assert cp.tp_gained(boss, ModelOutcome("hans", fate="captured"))[0] == 0


@pytest.mark.rule("SK-17.1")
def test_random_starting_tp_d6_and_d6_plus_2_for_the_leader():
    assert cp.roll_starting_tp(FixedDice([4]))[0] == 4
    tp, step = cp.roll_starting_tp(FixedDice([4]), leader=True)
    assert tp == 6 and step.rule == "SK-17.1" and "D6 4 + 2" in step.text


# ----------------------------------------------------------------------------------------------
# SK-17.2 / SK-17.3 spending TP
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-17.2", "SK-2")
def test_no_characteristic_above_its_maximum_and_a_is_never_bought():
    r = team(soldier(stats=Stats(5, 3, 3, 3), tp=10))
    ch = improve(r, "hans", "C", CAT)
    assert not ch.done and "maximum is 5" in ch.refused
    ch = improve(r, "hans", "A", CAT)
    assert not ch.done and "A cannot be bought" in ch.refused


@pytest.mark.rule("SK-17.2")
def test_improvement_costs_c5_u3_e3_m2_and_needs_the_tp():
    r = team(soldier(tp=4))
    ch = improve(r, "hans", "C", CAT)
    assert not ch.done and "costs 5 TP" in ch.refused and "has 4 TP" in ch.refused
    m = improve(r, "hans", "M", CAT)
    assert m.done and m.roster.member("hans").tp_unspent == 2


@pytest.mark.rule("SK-17.2", "SK-17.3")
def test_one_skill_between_two_battles_ambiguity_4():
    r = team(soldier(tp=6))
    a = buy_skill(r, "hans", "nimble", CAT)
    assert a.done and a.roster.member("hans").tp_unspent == 5          # Nimble 1 TP
    b = buy_skill(a.roster, "hans", "driver", CAT)
    assert not b.done and "one skill between two battles" in b.refused and "Ambiguity 4" in b.refused
    again = buy_skill(a.roster, "hans", "nimble", CAT)
    assert not again.done and "bought once" in again.refused
    # after the next battle he may buy another one
    r2, _ = after_battle(a.roster, BattleResult("b2", "germans", 0, (ModelOutcome("hans"),)), FixedDice([]))
    c = buy_skill(r2, "hans", "driver", CAT)
    assert c.done and c.roster.member("hans").skills == ("nimble", "driver")


@pytest.mark.rule("SK-17.2")
def test_a_wounded_model_missing_battles_still_gets_one_skill_until_he_fights():
    """Ambiguity 4: "even if the model must skip battles": the battles he sits out open no new period."""
    m = soldier(tp=8, skills=("nimble",), skill_bought="nimble", miss_battles=2)
    r = team(m, soldier("fritz"))
    r2, _ = after_battle(r, BattleResult("b2", "germans", 0, (ModelOutcome("fritz"),)), FixedDice([]))
    assert r2.member("hans").miss_battles == 1
    ch = buy_skill(r2, "hans", "driver", CAT)
    assert not ch.done and "one skill between two battles" in ch.refused


@pytest.mark.rule("SK-17.1", "SK-17.2")
def test_before_his_first_battle_a_model_spends_his_starting_tp_freely():
    r = team(soldier(tp=7, battles=0))
    a = buy_skill(r, "hans", "leader", CAT)
    b = buy_skill(a.roster, "hans", "nimble", CAT)
    c = improve(b.roster, "hans", "M", CAT)
    d = improve(c.roster, "hans", "M", CAT)
    assert a.done and b.done and c.done and d.done
    assert d.roster.member("hans").stats.M == 5 and d.roster.member("hans").tp_unspent == 0


@pytest.mark.rule("SK-17.3")
def test_unknown_skill_and_prerequisites():
    cat = replace(CAT, skill_requires={"sniper": ("accurate",)})
    r = team(soldier(tp=10))
    assert "is no skill" in buy_skill(r, "hans", "flying", cat).refused
    ch = buy_skill(r, "hans", "sniper", cat)
    assert not ch.done and "needs accurate first" in ch.refused
    assert "there is no 'otto'" in buy_skill(r, "otto", "nimble", cat).refused


# ----------------------------------------------------------------------------------------------
# SK-18.5 permanent wounds (the table and its roll are wounds.py's; here their results applied)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-18.5")
def test_scenario_9_permanent_wounds_two_rolls_of_1():
    m = soldier(stats=Stats(4, 4, 4, 4))
    new, steps = apply_permanent_wounds(m, [ARM_1, LEG_1])
    assert m.stats.minus(new.stats) == Stats(2, 2, 2, 0)                 # -2 E, -2 C, -2 U
    assert m.stats.A - new.stats.A == 6
    assert new.miss_battles == 3                                         # not 6
    assert new.wounds == (ARM_1, LEG_1)
    assert any("the largest, 3" in s.text for s in steps)


@pytest.mark.rule("SK-18.5")
def test_scenario_9_rolled_by_the_wounds_module_after_the_battle():
    pytest.importorskip("cc_desktop.skirmish.wounds")
    m = soldier(stats=Stats(4, 4, 4, 4))
    r = team(m)
    out, report = after_battle(r, BattleResult("b1", "germans", 0, (ModelOutcome("hans", wounds=("arm", "leg")),)),
                               FixedDice([1, 1]))
    h = out.member("hans")
    assert h.stats == Stats(2, 2, 2, 4) and h.miss_battles == 3
    assert [w.roll for w in h.wounds] == [1, 1] and [w.location for w in h.wounds] == ["arm", "leg"]


@pytest.mark.rule("SK-18.5", "SK-17.4")
def test_a_medics_bandaging_takes_one_battle_off_the_largest():
    body = PermanentWound("body", Stats(0, 0, 1, 0), 2, roll=4)
    new, steps = apply_permanent_wounds(soldier(), [body, ARM_1], bandaged_by_medic=True)
    assert new.miss_battles == 2
    assert any(s.rule == "SK-17.4" for s in steps)


@pytest.mark.rule("SK-18.5")
def test_a_characteristic_down_to_0_invalids_the_soldier_out():
    head = PermanentWound("head", Stats(2, 2, 0, 2), 3, roll=1)
    new, _ = apply_permanent_wounds(soldier(stats=Stats(3, 2, 3, 3)), [head])
    assert new.stats.U == 0 and new.status == "invalided" and not new.available


# ----------------------------------------------------------------------------------------------
# SK-19 Supply Points
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-19")
def test_cost_counts_every_tp_earned_spent_or_not_ambiguity_35():
    fresh = soldier(tp=6)
    spent = improve(team(fresh), "hans", "U", CAT).roster.member("hans")
    assert spent.tp_unspent == 3
    assert member_cost(fresh, CAT)[0] == member_cost(spent, CAT)[0] == 30


@pytest.mark.rule("SK-19", "SK-13")
def test_first_helmet_free_more_helmets_2_up_and_weapons_at_their_price():
    m = soldier(tp=2, weapons=("kar98k", "grenade_m24"), equipment=("helmet", "helmet", "helmet", "bandage_pack"))
    up, steps = member_cost(m, CAT)
    assert up == 10 + 10 + 4 + 0 + 2 + 2 + 2
    assert sum("the first is free" in s.text for s in steps) == 1


@pytest.mark.rule("SK-19")
def test_recruit_pays_5_up_per_tp_and_gear_and_is_refused_over_budget():
    r = team(up=40)
    ch = recruit(r, "Kurt Brenner", Stats(3, 3, 3, 4), 4, CAT, weapons=["p38"], equipment=["helmet"], leader=True)
    assert ch.done and ch.roster.up == 40 - 26
    k = ch.roster.member("kurt-brenner")
    assert k.tp_total == k.tp_unspent == 4 and k.leader and k.weapons == ("p38",)
    over = recruit(ch.roster, "Emil Sauer", Stats(3, 3, 3, 3), 1, CAT, weapons=["mp40"])
    assert not over.done and over.refused == "Emil Sauer costs 25 UP; the team has 14 UP (SK-19)"
    assert over.roster is ch.roster


@pytest.mark.rule("SK-19", "SK-2", "SK-11.1")
def test_recruit_refusals_name_the_rule():
    r = team(up=500)
    assert "(SK-2)" in recruit(r, "Big", Stats(6, 3, 3, 3), 1, CAT).refused
    assert "(SK-11.1)" in recruit(r, "Weak", Stats(3, 3, 1, 3), 1, CAT, weapons=["p38", "kar98k"]).refused
    assert "no weapon 'bazooka'" in recruit(r, "Odd", Stats(3, 3, 3, 3), 1, CAT, weapons=["bazooka"]).refused


@pytest.mark.rule("SK-19", "SK-11.1")
def test_buying_weapons_and_equipment_with_the_teams_up():
    r = team(soldier(stats=Stats(3, 3, 2, 3), weapons=("kar98k",)), up=30)
    a = buy_weapon(r, "hans", "p38", CAT)
    assert a.done and a.roster.up == 24 and a.roster.member("hans").weapons == ("kar98k", "p38")
    full = buy_weapon(a.roster, "hans", "grenade_m24", CAT)
    assert not full.done and "no more weapons than E (SK-11.1)" in full.refused
    h1 = buy_equipment(a.roster, "hans", "helmet", CAT)
    h2 = buy_equipment(h1.roster, "hans", "helmet", CAT)
    assert h1.roster.up == 24 and h2.roster.up == 22 and h2.steps[0].rule == "SK-13"
    poor = buy_equipment(h2.roster, "hans", "camouflage_suit", CAT)
    assert not poor.done and poor.refused == "camouflage_suit costs 30 UP; the team has 22 UP (SK-19)"
    d = cp.discard(h2.roster, "hans", "p38")
    assert d.done and d.roster.member("hans").weapons == ("kar98k",) and d.roster.up == 22


@pytest.mark.rule("SK-17.1", "SK-11.1", "SK-3.1", "SK-18.5")
def test_problems_before_a_battle():
    boss = soldier("boss", leader=True)
    lame = soldier("lame", miss_battles=1)
    r = team(boss, lame, soldier("heavy", weapons=("kar98k", "mp40", "p38", "grenade_m24")))
    probs = cp.problems_before_battle(r, CAT, year=1939)
    assert "the team leader Boss must have the Leader skill (SK-17.1)" in probs
    assert "Lame must miss 1 more battle(s) (SK-18.5)" in probs
    assert "Heavy carries 4 weapons with E 3 (SK-11.1)" in probs
    assert "Heavy's mp40 entered service in 1940, after 1939 (SK-3.1)" in probs
    ok = team(soldier("boss", leader=True, skills=("leader",)))
    assert cp.problems_before_battle(ok, CAT, year=1943) == []


# ----------------------------------------------------------------------------------------------
# after_battle
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-17.1", "SK-18.5", "SK-19", "SK-20.1")
def test_after_battle_combines_up_tp_deaths_wounds_and_the_history():
    r = team(soldier("boss", tp=4, unspent=0, skills=("leader",), leader=True, improved=("M",)),
             soldier("hans", tp=2, unspent=1),
             soldier("fritz", tp=3, unspent=0),
             soldier("otto", tp=2, unspent=0, miss_battles=2),
             up=5)
    result = BattleResult("partisan-raid", "germans", 60, (
        ModelOutcome("boss", wounds_inflicted=1),
        ModelOutcome("hans", wounds=("arm", "leg"), bandaged_by_medic=True, permanent=(ARM_1, LEG_1)),
        ModelOutcome("fritz", fate="dead", wounds_inflicted=2),
    ), objectives_met=("officer_escapes",), title="Partisan raid")
    out, report = after_battle(r, result, FixedDice([]))
    assert out.up == 65
    boss, hans, fritz, otto = (out.member(i) for i in ("boss", "hans", "fritz", "otto"))
    assert (boss.tp_total, boss.tp_unspent, boss.improved, boss.battles) == (7, 3, (), 2)   # 2 + 1
    assert (hans.tp_total, hans.tp_unspent) == (3, 2)
    assert hans.stats == Stats(1, 1, 1, 3) and hans.miss_battles == 2                     # 3 less the Medic's one
    assert fritz.status == "dead" and fritz.tp_total == 3
    assert otto.miss_battles == 1
    assert report.tp == {"boss": 3, "hans": 1, "fritz": 0}
    rec = out.history[-1]
    assert (rec.battle, rec.side, rec.up_earned, rec.took_part, rec.dead) == \
        ("partisan-raid", "germans", 60, ("boss", "hans", "fritz"), ("fritz",))
    assert hans.wounds[0].battle == "partisan-raid"
    rules = {s.rule for s in report.steps}
    assert {"SK-20.1", "SK-17.1", "SK-18.5", "SK-17.4"} <= rules
    assert r.member("hans").stats == Stats(3, 3, 3, 3)                                    # the old roster is untouched
    lines = report.lines()
    assert lines[0] == "the team earns 60 UP: 65 UP in hand (SK-20.1)"
    assert "Hans: arm wound (D6 1): -2 C, -1 U, misses 3 battle(s) (SK-18.5)" in lines
    assert "Hans: a Medic bandaged him: one battle fewer (2) (SK-17.4)" in lines
    assert "Fritz: dead: earns no TP (SK-17.1)" in lines


@pytest.mark.rule("SK-18.5")
def test_after_battle_refuses_a_member_who_could_not_fight():
    r = team(soldier("otto", miss_battles=1))
    with pytest.raises(ValueError, match="could not fight"):
        after_battle(r, BattleResult("b", "germans", 0, (ModelOutcome("otto"),)), FixedDice([]))
    with pytest.raises(ValueError, match="0 to 100 UP"):
        after_battle(r, BattleResult("b", "germans", 120, ()), FixedDice([]))
    with pytest.raises(ValueError, match="not in the roster"):
        after_battle(r, BattleResult("b", "germans", 0, (ModelOutcome("nobody"),)), FixedDice([]))


@pytest.mark.rule("SK-18.5")
def test_after_battle_rolls_with_the_roller_it_is_given():
    calls = []

    def roller(location, dice):
        face = dice.d6("permanent")
        calls.append((location, face))
        return PermanentWound(location, Stats(0, 0, 1, 0) if face < 6 else Stats(0, 0, 0, 0), 1 if face < 6 else 0, roll=face)

    r = team(soldier())
    out, _ = after_battle(r, BattleResult("b", "germans", 0, (ModelOutcome("hans", wounds=("leg", "body")),)),
                          FixedDice([6, 2]), roll_permanent=roller)
    assert calls == [("leg", 6), ("body", 2)]
    assert out.member("hans").stats.E == 2 and out.member("hans").miss_battles == 1


@pytest.mark.rule("SK-17.2", "SK-19")
def test_a_recruit_pays_with_his_tp_for_what_he_has_above_the_base_line():
    cat = replace(CAT, base_line=Stats(2, 3, 3, 2))
    r = team(up=100)
    ch = recruit(r, "Veteran", Stats(3, 3, 4, 3), 12, cat)       # C +1 (5), E +1 (3), M +1 (2) = 10 TP
    assert ch.done and ch.roster.up == 40
    v = ch.roster.member("veteran")
    assert (v.tp_total, v.tp_unspent) == (12, 2)
    poor = recruit(r, "Boaster", Stats(3, 3, 3, 3), 6, cat)      # needs 7 TP
    assert poor.refused == "his characteristics above the base line cost 7 TP; he has 6 TP (SK-17.2, SK-19)"


@pytest.mark.rule("SK-17.1", "SK-19")
def test_a_roster_from_a_preset_team():
    from types import SimpleNamespace as NS

    cat = replace(CAT, base_line=Stats(2, 3, 3, 2))
    models = (NS(ref="escort.officer", name="Ernst Vogel", stats=Stats(3, 3, 3, 4), tp=10, skills=(),
                 weapons=(("p38", 1),), equipment=("binoculars",), leader=False),
              NS(ref="escort.sergeant", name="Karl Brandt", stats=Stats(3, 3, 4, 4), tp=15, skills=("leader", "nimble"),
                 weapons=(("mp40", 1), ("grenade_m24", 2)), equipment=("helmet",), leader=True))
    r = cp.roster_from_team(NS(name="Escort", nation="german", models=models), cat, up=12)
    officer, sergeant = r.members
    assert (officer.tp_total, officer.tp_unspent) == (10, 1)          # C +1 5, M +2 4 spent
    assert (sergeant.tp_total, sergeant.tp_unspent) == (15, 0)        # 12 for stats, 3 for skills
    assert sergeant.weapons == ("mp40", "grenade_m24", "grenade_m24") and sergeant.leader
    assert r.up == 12 and cp.problems_before_battle(r, cat) == []
    assert member_cost(sergeant, cat)[0] == 75 + 20 + 8


@pytest.mark.rule("SK-17.1", "SK-19")
def test_the_shipped_teams_as_rosters():
    data = pytest.importorskip("cc_desktop.skirmish.data")
    cat = cp.shipped_catalogue()
    for tid, t in data.teams().items():
        r = cp.roster_from_team(t, cat)
        assert cp.team_cost(r, cat) == data.team_cost(t), tid
        assert cp.problems_before_battle(r, cat, year=t.year) == [], tid


@pytest.mark.rule("SK-11.1")
def test_grenades_of_one_kind_count_as_one_weapon():
    assert CAT.weapons_carried(["kar98k", "grenade_m24", "grenade_m24", "bare_hands"]) == 2
    r = team(soldier(stats=Stats(3, 3, 2, 3), weapons=("kar98k", "grenade_m24")), up=30)
    assert buy_weapon(r, "hans", "grenade_m24", CAT).done          # a second M24: still 2 weapons
    assert not buy_weapon(r, "hans", "p38", CAT).done


@pytest.mark.rule("SK-17.2", "SK-19")
def test_the_fallen_buy_nothing():
    r = team(soldier(status="dead"), up=100)
    assert improve(r, "hans", "M", CAT).refused == "Hans is dead"
    assert buy_skill(r, "hans", "nimble", CAT).refused == "Hans is dead"
    assert buy_weapon(r, "hans", "p38", CAT).refused == "Hans is dead"
