"""The Fire preview (issue 14): ``SideView.fire_preview`` gives, before "Fire!", the attack in
parts with their rules - each piece's FP, the Fire Group, Hindrance (what and where), height,
Actions, each defender's Morale and Cover - from the very functions the resolution adds up, so
the numbers the preview shows are those the attack then has (seeded cards).  The attack's and the
defense's log lines keep the same parts.  A hex that is no target says why, with the rule.

The positions are the book's Fire Attack Example laid out on the "village" map
(tests/rules/test_fire_example.py): Lt. Grein (Command 2) in K3 with a broken Rifle Squad, Sgt.
Bolter (Command 1) in L3 on the level 1 hill with a Rifle Squad and the Heavy MG, Rifle Squads in
K4 and L4 (a Light MG), a Mortar team in M3, a Rifle Team in J2; the target, a Blueland Reserve
Squad (Morale 7) in I5 (Open Ground with a Road: Cover -1); an Infantry Team in N5 (Brush,
Cover 1) behind Smoke 3 in N4; an Infantry Squad in I2 under Smoke 3.
"""

from __future__ import annotations

import pytest

from cc_desktop.rules import defense, fire, testing, units
from cc_desktop.rules.machine import Move
from cc_desktop.rules.messages import render

from .helpers_variants import action_card, params, setup, uid, wid
from .test_fire_example import activate_grein, fire_example


def codes(terms) -> list[tuple[str, str, int]]:
    return [(t.rule, t.code, t.value) for t in terms]


def form(g, ids, target: str, keys) -> None:
    g.apply(Move("target", target))
    for k in keys:
        g.apply(Move("with", ids[k]))


# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("O20.3.1.2", "3.3.2", "3.3.3", "3.2.1", "T88.2", "O20.3.3", "O20.3.4", "T78.3", "T93")
def test_the_preview_of_the_group_is_the_attack_it_makes_with_the_leaders_command():
    g, ids = fire_example()
    activate_grein(g, ids)
    form(g, ids, "I5", ("l3", "k3", "k4", "l4", "l4_lmg"))
    p = g.view("axis").fire_preview()
    assert p.formed and p.target == "I5" and p.refusal is None
    assert p.group == tuple(ids[k] for k in ("l3", "k3", "k4", "l4", "l4_lmg"))
    # each piece's FP in parts: Bolter's Command +1 in L3 (3.3.2), Grein's +2 on the broken squad (3.2.1)
    pieces = {x.piece: (x.fp, codes(x.terms)) for x in p.pieces}
    assert pieces[ids["l3"]] == (6, [("3.1.1", "term_printed_fp", 5), ("3.3.2", "term_command", 1)])
    assert pieces[ids["k3"]] == (4, [("3.2.1", "term_printed_fp_broken", 2), ("3.3.2", "term_command", 2)])
    assert pieces[ids["l4_lmg"]] == (3, [("11.1", "term_printed_fp", 3)])
    assert dict(p.pieces[0].terms[1].params) == {"leader": ids["bolter"]}
    # the attack: X 6 + 4 other pieces + 1 downhill (L3 is on the hill) = 11
    assert codes(p.terms) == [("O20.3.1.2", "term_best", 6), ("O20.3.1.2", "term_others", 4),
                              ("T88.2", "term_downhill", 1)]
    assert p.fp == 11 and p.after_roll == () and p.notes == ()
    # the Reserve Squad: Morale 7, Cover 0 of Open Ground less 1 for the Road (T93)
    (d,) = p.defenders
    assert d.unit == ids["target"] and (d.morale, d.cover, d.total) == (7, -1, 6)
    assert codes(d.morale_terms) == [("3.1.4", "term_morale", 7)]
    assert codes(d.cover_terms) == [("T90", "term_cover_terrain", 0), ("T93", "term_road", -1)]
    testing.stack(g, "axis", (4, 1))
    testing.stack(g, "allies", (5, 4))
    ev = g.apply(Move("fire"))
    (attack,) = params(ev, "attack")
    assert attack == {"target": "I5", "fp": p.fp, "roll": 5, "total": p.fp + 5}
    (parts,) = params(ev, "attack_parts")  # the log keeps the same parts
    assert parts == {"fp": 11, "x": 6, "best": ids["l3"], "others": 4, "height": 1}
    assert fire.terms_of_log(parts) == (list(p.terms), [])
    (defended,) = params(ev, "defense")
    assert (defended["morale"], defended["base"], defended["cover"]) == (d.total, d.morale, d.cover)
    assert (defended["cover_by"], defended["cover_rule"], defended["total"]) == ("open", "T90", 6 + 9)
    assert defended["cover_road"] == 1  # T93: the Road's -1 is named in the line too
    assert g.state.units[ids["target"]].broken  # 15 < 16


@pytest.mark.rule("O20.3.2", "10.3.3", "10.3.4", "O20.3.1.2", "O20.3.3")
def test_a_hindrance_is_named_with_what_hinders_and_where_and_the_attack_counts_it():
    """I2 holds Smoke 3 (10.3.4: it hinders a line into its hex): the Team in J2 and the Squads
    in K4 and L4 fire at it, 5 + 2 other pieces - 3 = 4."""
    g, ids = fire_example()
    activate_grein(g, ids)
    v = g.view("axis")
    before = v.fire_preview("I2")  # at the choice of the target: the strongest group
    assert not before.formed and before.refusal is None
    assert ("O20.3.2", "term_hindrance", -3) in codes(before.terms)
    assert before.notes[-1].code == "note_strongest"
    form(g, ids, "I2", ("k4", "l4", "l4_lmg"))
    p = g.view("axis").fire_preview()
    assert codes(p.terms) == [("O20.3.1.2", "term_best", 5), ("O20.3.1.2", "term_others", 2),
                              ("O20.3.2", "term_hindrance", -3)]
    assert dict(p.terms[2].params) == {"feature": "smoke", "hex": "I2", "feature_rule": "10.3.4"}
    assert p.fp == 4
    (d,) = p.defenders
    assert (d.morale, d.cover) == (8, 0)  # an Infantry Squad in Open Ground
    testing.stack(g, "axis", (3, 3))
    testing.stack(g, "allies", (2, 2))
    ev = g.apply(Move("fire"))
    (attack,) = params(ev, "attack")
    assert (attack["fp"], attack["total"]) == (4, 10)
    (parts,) = params(ev, "attack_parts")
    assert (parts["hindrance"], parts["hinder"], parts["hinder_hex"], parts["hinder_rule"]) == (3, "smoke", "I2", "10.3.4")
    assert fire.terms_of_log(parts)[0] == list(p.terms)
    line = next(e for e in ev if e.kind == "attack_parts")
    assert render(line.message.code, line.message.params) == (
        f"FP 4 = FP of {ids['k4']} 5 [O20.3.1.2], 2 other piece(s), +1 each +2 [O20.3.1.2], "
        "Hindrance: smoke in I2 -3 [O20.3.2]")
    (defended,) = params(ev, "defense")
    assert defended["total"] == d.total + 4 == 12


@pytest.mark.rule("F102", "T78.3", "T93", "F100", "O20.3.4")
def test_foxholes_cover_is_shown_apart_from_morale_and_replaces_the_terrain():
    """Foxholes in I5 (Open Ground with a Road): Cover 3 - 1 = 2 (T93; test scenario 10 of 05),
    not added to the terrain's; the log line says Morale 7 + Cover 2."""
    g, ids = fire_example()
    g.state.fortifications["I5"] = "foxholes"
    activate_grein(g, ids)
    form(g, ids, "I5", ("k4",))
    p = g.view("axis").fire_preview()
    (d,) = p.defenders
    assert codes(d.cover_terms) == [("F102", "term_cover_fort", 3), ("T93", "term_road", -1)]
    assert dict(d.cover_terms[0].params) == {"fortification": "foxholes"}
    assert (d.morale, d.cover, d.total) == (7, 2, 9)
    assert codes(p.terms) == [("O20.3.1.2", "term_best", 5)] and p.fp == 5
    testing.stack(g, "axis", (2, 2))
    testing.stack(g, "allies", (1, 2))
    ev = g.apply(Move("fire"))
    (defended,) = params(ev, "defense")
    assert {k: defended[k] for k in ("morale", "base", "cover", "cover_by", "cover_rule", "roll", "total", "attack")} \
        == {"morale": 9, "base": 7, "cover": 2, "cover_by": "foxholes", "cover_rule": "F102", "roll": 3,
            "total": 12, "attack": 9}
    line = next(e for e in ev if e.kind == "defense")
    assert render(line.message.code, line.message.params) == (
        f"{ids['target']}: Morale 7 + Cover 2 (foxholes) + roll 3 = 12 against 9")


@pytest.mark.rule("T97", "T78.3", "O20.3.4")
def test_a_wall_crossed_as_the_fire_enters_gives_its_cover_in_the_preview_and_the_roll():
    from .test_hexside_cover import wall_shot

    target, shooter = wall_shot()
    g = setup({"axis": [("red_rifle_squad", shooter)], "allies": [("blue_infantry_squad", target)]})
    squad = uid(g, shooter)
    testing.hand(g, "axis", "fire")
    g.apply(Move("order", testing.hand(g, "axis", "fire")[0], "fire"))
    g.apply(Move("activate", squad))
    g.apply(Move("target", target))
    g.apply(Move("with", squad))
    (d,) = g.view("axis").fire_preview().defenders
    wall = [t for t in d.cover_terms if t.code == "term_cover_hexside"]
    assert [(t.rule, dict(t.params)) for t in wall] == [("T97", {"feature": "wall", "cover": 2})]
    assert d.cover == 2 - g.state.overstacking(target) and d.morale == 8
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (1, 1))
    ev = g.apply(Move("fire"))
    (defended,) = params(ev, "defense")
    assert (defended["morale"], defended["cover"], defended["cover_by"]) == (d.total, d.cover, "wall")


@pytest.mark.rule("A41", "A24.1", "3.3.3", "T88.2", "O20.3.1.2")
def test_fire_actions_played_are_parts_of_the_attack():
    """Step E of the book's example: the Heavy MG alone, 7 + 1 (Bolter, 3.3.3) + 1 downhill = 9,
    and two Sustained Fire (+2 each) = 13."""
    g, ids = fire_example()
    sf1, sf2 = action_card(g, "axis", "sustained_fire", 0), action_card(g, "axis", "sustained_fire", 1)
    activate_grein(g, ids)
    form(g, ids, "I5", ("hmg",))
    g.apply(Move("action", sf1, "sustained_fire"))
    g.apply(Move("action", sf2, "sustained_fire"))
    p = g.view("axis").fire_preview()
    assert codes(p.pieces[0].terms) == [("11.1", "term_printed_fp", 7), ("3.3.3", "term_command", 1)]
    assert codes(p.terms) == [("O20.3.1.2", "term_best", 8), ("T88.2", "term_downhill", 1),
                              ("A41", "term_action", 2), ("A41", "term_action", 2)]
    assert p.fp == 13
    testing.stack(g, "axis", (2, 3))
    testing.stack(g, "allies", (6, 6))
    ev = g.apply(Move("fire"))
    (attack,) = params(ev, "attack")
    assert (attack["fp"], attack["total"]) == (13, 18)
    (parts,) = params(ev, "attack_parts")
    assert parts["actions"] == "sustained_fire,sustained_fire"
    assert fire.terms_of_log(parts)[0] == list(p.terms)


@pytest.mark.rule("O20.2.3", "F102", "T78.3", "O18.2.3.2")
def test_a_mortar_needs_a_targeting_hit_and_meets_the_foxholes_better_cover():
    """The Mortar in M3 at N5 (range 2, Brush, Foxholes): the preview says the Targeting roll
    (Smoke 3 in N4 on the line) and the Foxholes' Cover 4 against Mortars (F102)."""
    g, ids = fire_example()
    g.state.fortifications["N5"] = "foxholes"
    activate_grein(g, ids)
    g.apply(Move("target", "N5"))
    g.apply(Move("with", ids["mortar"]))
    p = g.view("axis").fire_preview()
    (targeting,) = [n for n in p.notes if n.code == "note_targeting"]
    distance = g.grid.distance("M3", "N5")
    hindrance = fire.targeting_line(g, ids["mortar"], "M3", "N5")[1]
    assert targeting.rule == "O20.2.3" and targeting.args == {"hindrance": hindrance, "range": distance}
    assert codes(p.terms) == [("O20.3.1.2", "term_best", 4)]  # Ordnance: no Hindrance on the attack, no Command
    (d,) = p.defenders
    assert codes(d.cover_terms) == [("F102", "term_cover_fort", 3), ("F102", "term_cover_vs_mortar", 1)]
    assert (d.morale, d.cover) == (8, 4)
    testing.stack(g, "axis", (6, 6), (1, 2))  # the Targeting hit, then the attack
    testing.stack(g, "allies", (1, 1))
    ev = g.apply(Move("fire"))
    while g.pending is not None and g.pending.kind == "fire_actions":
        ev += g.apply(Move("roll"))
    (attack,) = params(ev, "attack")
    (defended,) = params(ev, "defense")
    assert attack["fp"] == p.fp == 4 and attack["total"] == 4 + 3 + sum(t.value for t in p.after_roll)
    assert (defended["morale"], defended["cover"], defended["cover_by"]) == (12, 4, "foxholes")


# -- why a hex is no target ------------------------------------------------------------------
def blocked_shot():
    """On the village map: a hex, a hex 2-4 from it whose line is blocked (by something between),
    and a hex 2 from it in clear sight (for an enemy the Fire Order can be announced against)."""
    probe = setup({"axis": [("red_rifle_squad", "A10")], "allies": [("blue_infantry_squad", "O1")]})
    grid, board = probe.grid, probe.board
    for shooter in grid.ids:
        seen = [h for h in grid.ids if grid.distance(shooter, h) == 2 and board.los(shooter, h).clear]
        if not seen:
            continue
        for target in grid.ids:
            if 2 <= grid.distance(shooter, target) <= 4:
                r = board.los(shooter, target)
                if r.blocked and r.blocked_by is not None and r.blocked_by.hex not in (shooter, target):
                    return shooter, target, r.blocked_by, seen[0]
    raise AssertionError("no blocked line on the village map")


@pytest.mark.rule("10.2", "O20.3.1", "O20.3")
def test_a_hex_out_of_los_says_what_blocks_it_and_where():
    shooter, target, block, seen = blocked_shot()
    g = setup({"axis": [("red_rifle_squad", shooter)],
               "allies": [("blue_infantry_squad", target), ("blue_infantry_team", seen)]})
    g.apply(Move("order", testing.hand(g, "axis", "fire")[0], "fire"))
    g.apply(Move("activate", uid(g, shooter)))
    d = g.pending
    assert d.kind == "fire" and Move("target", target) not in d.options and Move("target", seen) in d.options
    why = d.why_not(Move("target", target))
    assert (why.rule, why.code) == (block.rule, "los_blocked")
    assert why.args == {"origin": shooter, "target": target, "feature": block.feature, "hex": block.hex}
    p = g.view("axis").fire_preview(target)  # the preview says it too, and shows no attack
    assert p.refusal == why and p.group == () and p.terms == ()
    empty = next(h for h in g.grid.ids if not g.state.units_in(h))
    assert g.view("axis").fire_preview(empty).refusal.code == "no_enemy_in_target"


def in_column(g, shooter: str, distance: int) -> str:
    """A hex ``distance`` from ``shooter`` in clear sight."""
    return next(h for h in g.grid.ids if g.grid.distance(shooter, h) == distance and g.board.los(shooter, h).clear)


@pytest.mark.rule("O20.3.1", "O20.3")
def test_out_of_range_and_already_fired_are_said_with_their_rule():
    """A Rifle Squad (Range 5) with a Demo Charge (Range 1): a hex 6 away is out of Range;
    once the Squad has fired at a hex 2 away, a hex 4 away could only be hit by the Squad: it
    has fired (O20.3), and its Demo Charge is still ready."""
    probe = setup({"axis": [], "allies": []})
    shooter = next(h for h in probe.grid.ids if all(
        any(probe.grid.distance(h, x) == n and probe.board.los(h, x).clear for x in probe.grid.ids) for n in (2, 4, 6)))
    near, mid, far = (in_column(probe, shooter, n) for n in (2, 4, 6))
    g = setup({"axis": [("red_rifle_squad", shooter, "red_demo_charge")],
               "allies": [("blue_infantry_squad", near), ("blue_infantry_squad", mid), ("blue_infantry_team", far)]})
    squad = uid(g, shooter)
    g.apply(Move("order", testing.hand(g, "axis", "fire")[0], "fire"))
    g.apply(Move("activate", squad))
    why = g.pending.why_not(Move("target", far))
    assert (why.rule, why.code, why.args) == ("O20.3.1", "out_of_range", {"target": far, "range": 6, "max": 5})
    assert g.view("axis").fire_preview(far).refusal == why
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (6, 6))
    g.apply(Move("target", near))
    g.apply(Move("with", squad))
    g.apply(Move("fire"))
    assert g.pending.kind == "fire" and Move("target", mid) not in g.pending.options
    assert g.pending.context["ready"] == (wid(g, shooter),)
    why = g.pending.why_not(Move("target", mid))
    assert (why.rule, why.code, why.args) == ("O20.3", "already_fired", {"piece": squad})


@pytest.mark.rule("O20.3.2", "10.3.2")
def test_an_attack_brought_to_fp_0_by_hindrance_is_refused_in_the_preview():
    """Smoke 10 in I2: even the strongest group (5 + 4 other pieces) has FP -1 there."""
    g, ids = fire_example()
    g.state.smoke["I2"] = 10
    activate_grein(g, ids)
    assert Move("target", "I2") not in g.pending.options
    p = g.view("axis").fire_preview("I2")
    assert codes(p.terms) == [("O20.3.1.2", "term_best", 5), ("O20.3.1.2", "term_others", 4),
                              ("O20.3.2", "term_hindrance", -10)]
    assert p.fp == -1 and (p.refusal.rule, p.refusal.code, p.refusal.args) == (
        "O20.3.2", "fp_too_low", {"fp": -1, "hindrance": 10})
    assert g.pending.why_not(Move("target", "I2")).code == "fp_too_low"


@pytest.mark.rule("O20.3.1.2", "3.1.4", "T78.3")
def test_the_parts_always_add_up_to_what_the_engine_uses():
    """Every piece of the example: its parts make units.piece_stats' FP, with no part left
    unnamed; every defender: Morale + Cover = GameState.morale (the hex's Cover included)."""
    g, ids = fire_example()
    g.state.units[ids["l4"]].suppressed = True
    g.state.units[ids["k4"]].veteran = True
    g.state.fortifications["K4"] = "wire"
    for p in [p for u in g.state.units.values() if u.side == "axis" for p in units.pieces(g, u)]:
        terms = fire.piece_terms(g, p)
        assert sum(t.value for t in terms) == units.piece_stats(g, p)[0]
        assert "term_other" not in [t.code for t in terms]
    assert codes(fire.piece_terms(g, ids["k4"])) == [("3.1.1", "term_printed_fp", 5), ("E44.1", "term_veteran", 1),
                                                     ("F106.1", "term_wire", -1)]
    assert codes(fire.piece_terms(g, ids["l4"])) == [("3.1.1", "term_printed_fp", 5), ("13.2", "term_suppressed", -1)]
    for u in g.state.units.values():
        d = defense.defense_breakdown(g, u)
        assert d.total == g.state.morale(u)
        assert not {"term_other", "term_cover_other"} & {t.code for t in d.morale_terms + d.cover_terms}
