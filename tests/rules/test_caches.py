"""The engine's caches and memos give the answers the rules give computed afresh (issue 13).

The engine keeps facts derived from the state so that ``apply()`` does not work them out again
and again: the occupancy index (``GameState.index``), the memo of facts about units and Weapons
(``GameState.memo``: a piece's stats, what it can hit), the LOS answers per set of markers
(``Game.line``), the movement graph per set of Fortifications, Objective control, the hexes a
hexside can give Cover to.  Each test here changes a position the way a test or an editor does,
by hand, and compares every such fact with the same fact asked of a fresh game made from the
position (``Game.from_position``: empty caches), and the shortcuts taken by the target searches
with the definitions they replace.
"""

from __future__ import annotations

import json
import random

import pytest

from cc_desktop.board.los import Markers
from cc_desktop.rules import Game, Move, activation, fire, melee, movement, testing, units
from cc_desktop.rules.defense import _hexside_cover_hexes, hexside_cover
from cc_desktop.rules.simulate import choose
from cc_desktop.rules.state import CASUALTY, ON_MAP

REAL = ("chapel-crossroads-1944", "birch-ridge-1942", "farmland-patrols-1945", "shattered-mill-1943")
ORDERS = ("move", "fire", "advance", "recover", "rout")


def facts(g: Game) -> dict:
    """Every fact the caches serve, asked of ``g`` (by value, ids for units)."""
    st = g.state
    out: dict = {}
    hexes = sorted({u.hex for u in st.on_map()} | {"C5", "D5", "D6", "E5"}, key=g.grid.index.get)
    for side in ("axis", "allies"):
        out[("on_map", side)] = [u.id for u in st.on_map(side)]
        for order in ORDERS:
            out[("order_possible", side, order)] = activation.order_possible(g, side, order)
        pieces = [p for u in st.on_map(side) for p in units.pieces(g, u)]
        out[("targets", side)] = fire.targets(g, pieces, side)
        out[("has_target", side)] = fire.has_target(g, pieces, side)
        for h in hexes:
            out[("units_in", h, side)] = [u.id for u in st.units_in(h, side)]
            out[("enemy_in", h, side)] = st.enemy_in(h, side)
            out[("figures", h, side)] = st.figures(h, side)
            out[("op_fire_targets", side, h)] = fire.targets(g, pieces, side, op_fire=True, only=h)
    for u in st.on_map():
        out[("has_target", u.id)] = fire.activation_has_target(g, u)
        out[("can_step", u.id)] = movement.can_step(g, u)
        out[("can_advance", u.id)] = melee.can_advance(g, u)
        for h in hexes:
            out[("op_fire", u.id, h)] = fire.activation_has_target(g, u, only=h, op_fire=True)
        for p in units.pieces(g, u):
            out[("stats", p)] = units.piece_stats(g, p)
            out[("can_fire", p)] = units.piece_can_fire(g, p)
            out[("carrier", p)] = units.piece_unit(g, p).id
            out[("shooter", p)] = fire.shooter(g, p)
            for h in hexes:
                out[("can_hit", p, h)] = fire.can_hit(g, p, h)
    for a in hexes:
        for b in hexes:
            out[("line", a, b)] = g.line(a, b)
    out["cover"] = hexside_cover(g, [p for u in st.on_map("axis") for p in units.pieces(g, u)], hexes)
    graph = g.movement_graph
    out["graph"] = {(a, b): (e.cost, e.wire_enter, e.mines_enter) for (a, b), e in graph.edges.items()
                    if a in hexes or b in hexes}
    out["graph option"] = graph.bonus_pays_entry  # T93 option (docs/rules-decisions.md)
    out["legal"] = g.legal_moves()
    return out


def afresh(g: Game) -> dict:
    """The same facts asked of a new game made from ``g``'s position (no cache yet)."""
    return facts(Game.from_position(None, json.loads(json.dumps(g.position()))))


def firefight() -> Game:
    g = testing.position({
        "axis": [("red_sergeant", "D7"), ("red_rifle_squad", "D7", "red_lmg"), ("red_rifle_squad", "E7")],
        "allies": [("blue_infantry_squad", "D4", "blue_mmg"), ("blue_infantry_squad", "C5"),
                   ("blue_sergeant", "C5")]}, prefs={"axis": (), "allies": ()})
    testing.hand(g, "axis", "fire", "move", "advance", "recover")
    return g


def _unit(g: Game, hex_id: str, type_id: str):
    return testing.unit_at(g, hex_id, type_id)


CHANGES = {
    "a unit moves": lambda g: setattr(_unit(g, "E7", "red_rifle_squad"), "hex", "E5"),
    "a unit moves next to the enemy": lambda g: setattr(_unit(g, "C5", "blue_infantry_squad"), "hex", "D6"),
    "the firer breaks": lambda g: setattr(_unit(g, "E7", "red_rifle_squad"), "broken", True),
    "the Leader breaks": lambda g: setattr(_unit(g, "D7", "red_sergeant"), "broken", True),
    "a unit is suppressed": lambda g: setattr(_unit(g, "D4", "blue_infantry_squad"), "suppressed", True),
    "a unit turns Veteran": lambda g: setattr(_unit(g, "E7", "red_rifle_squad"), "veteran", True),
    "a Weapon breaks": lambda g: setattr(g.state.weapons[_unit(g, "D7", "red_rifle_squad").weapon], "broken", True),
    "a Weapon changes hands": lambda g: _hand_over(g),
    "Wire in the firers' hex": lambda g: g.state.fortifications.__setitem__("D7", "wire"),
    "Mines on the way": lambda g: g.state.fortifications.__setitem__("D6", "mines"),
    "Smoke between": lambda g: g.state.smoke.__setitem__("D6", 3),
    "a Blaze between": lambda g: g.state.blaze.add("D5"),
    "Smoke then none": lambda g: (g.state.smoke.__setitem__("D6", 3), facts(g), g.state.smoke.clear()),
    "a unit is eliminated": lambda g: _eliminate(g, _unit(g, "C5", "blue_infantry_squad")),
    "a unit enters an enemy hex and leaves it": lambda g: _in_and_out(g, _unit(g, "C5", "blue_infantry_squad")),
    "the last enemy in a hex is eliminated": lambda g: _melee_lost(g, _unit(g, "C5", "blue_infantry_squad")),
    "a unit is added": lambda g: testing.add_unit(g, "allies", "blue_infantry_squad", "E5"),
    "units are activated": lambda g: g.state.activated_units.update(
        {_unit(g, "D7", "red_rifle_squad").id, _unit(g, "E7", "red_rifle_squad").id}),
    "units have Op Fired": lambda g: g.state.op_fire_used.update({u.id for u in g.state.on_map("allies")}),
    "the Road option": lambda g: g.options.__setitem__("road_bonus_pays_entry", True),
}


def _hand_over(g: Game) -> None:
    giver, taker = _unit(g, "D7", "red_rifle_squad"), _unit(g, "D7", "red_sergeant")
    giver.weapon, taker.weapon = None, giver.weapon


def _eliminate(g: Game, u) -> None:
    u.location, u.hex = CASUALTY, None


def _in_and_out(g: Game, u) -> None:
    u.hex = "D7"
    facts(g)  # the index brought up to date with the enemy in D7
    u.hex = "E5"


def _melee_lost(g: Game, u) -> None:
    u.hex = "D7"
    facts(g)
    _eliminate(g, u)


@pytest.mark.parametrize("change", list(CHANGES))
def test_every_cached_fact_follows_a_change_made_by_hand(change):
    g = firefight()
    before = facts(g)
    assert before == afresh(g)
    facts(g)  # fills every cache again (the fresh game's new units have emptied the memo)
    CHANGES[change](g)
    testing.touch(g)
    after = facts(g)
    assert after == afresh(g), change
    assert after != before or change == "Smoke then none", "the change changes nothing"


def test_the_facts_follow_a_game_as_it_is_played():
    """Along a seeded game of a real scenario: at each Turn's decision the facts served from
    caches kept since the start are those of a fresh game of the same position."""
    g = Game.new("chapel-crossroads-1944", seed=3)
    rng = random.Random(3)
    checked = 0
    while g.pending is not None and len(g.moves) < 600:
        if g.pending.kind == "turn" and g.can_take_position() and len(g.moves) % 3 == 0:
            assert facts(g) == afresh(g), len(g.moves)
            checked += 1
        g.apply(choose(rng, g))
    assert checked >= 10


def _order_possible_by_definition(g: Game, side: str, order: str) -> bool:
    """O14.1 as written before issue 13: some fresh unit, or the group of a fresh Leader, can."""
    st = g.state
    ready = [u for u in st.on_map(side) if activation.fresh(g, u)]
    if order == "move":
        return any(movement.can_move_order(g, u) for u in ready)
    if order == "advance":
        return any(melee.can_advance_order(g, u) for u in ready)
    if order == "fire":
        return any(fire.targets(g, units.pieces(g, m), side)
                   for u in ready for m in [u] + (activation.command_group(g, u) if u.is_leader else []))
    return activation.order_possible(g, side, order)


@pytest.mark.parametrize("scenario", REAL)
def test_which_orders_are_possible_is_what_each_unit_and_leader_group_say(scenario):
    """activation.order_possible asks all the ready units' pieces at once (a Leader's group is
    among the ready units); fire.has_target stops at the first hit: the same answers as the
    unit-by-unit definition, along seeded games."""
    for seed in (1, 2):
        g = Game.new(scenario, seed=seed)
        rng = random.Random(seed)
        while g.pending is not None and len(g.moves) < 500:
            if g.pending.kind in ("turn", "step", "activate"):
                for side in ("axis", "allies"):
                    for order in ("move", "advance", "fire"):
                        assert activation.order_possible(g, side, order) == \
                            _order_possible_by_definition(g, side, order), (seed, len(g.moves), side, order)
                    pieces = [p for u in g.state.on_map(side) for p in units.pieces(g, u)]
                    assert fire.has_target(g, pieces, side) == bool(fire.targets(g, pieces, side))
            g.apply(choose(rng, g))


def test_a_line_is_the_los_tables_answer_for_the_markers_on_the_map():
    g = firefight()
    st = g.state
    ids = g.grid.ids
    pairs = [(a, b) for a in ids[::7] for b in ids[::5]]
    for smoke, blaze in [({}, set()), ({"D6": 3}, set()), ({"D6": 3, "C4": 1}, {"D5"}), ({}, {"D5"}), ({}, set())]:
        st.smoke.clear()
        st.smoke.update(smoke)
        st.blaze.clear()
        st.blaze.update(blaze)
        markers = Markers.of(smoke, blaze)
        assert g.markers() == markers
        assert [g.line(a, b) for a, b in pairs] == [g.los_table.lookup(a, b, markers) for a, b in pairs]


@pytest.mark.parametrize("scenario", REAL)
def test_no_hexside_gives_cover_to_a_hex_outside_the_hexside_cover_set(scenario):
    """Hexside Cover asks the line only for target hexes with a covering hexside: the line into
    any other hex never crosses one (asked of the LOS engine itself)."""
    g = Game.new(scenario, seed=1)
    chart = g.board.chart
    covered = _hexside_cover_hexes(g.board)
    rng = random.Random(5)
    ids = list(g.grid.ids)
    for _ in range(150):
        a, b = rng.sample([h for h in ids], 2)
        sides = g.board.los(a, b).target_hexsides
        if b not in covered:
            assert not [f for f in sides if isinstance(chart.hexsides[f].cover, int)], (a, b, sides)
    for b in covered:  # and a hex of the set does get its Cover from a line that crosses it
        assert any(isinstance(chart.hexsides[f.feature].cover, int) for f in g.board.hexsides.values() if b in f.hexes)


def test_a_checkpoint_keeps_the_position_it_was_taken_at():
    """Checkpoints keep the state's JSON structure (not its text): later play must not reach it."""
    g = Game.new("shattered-mill-1943", seed=2)
    rng = random.Random(2)
    taken = {}
    while g.pending is not None and len(g.moves) < 400:
        g.apply(choose(rng, g))
        n = len(g.moves)
        if n in g.checkpoints and n not in taken:
            taken[n] = json.dumps(g.position(), sort_keys=True)
    assert len(taken) >= 5
    for n, text in taken.items():
        assert json.dumps(g.position_at(n), sort_keys=True) == text


def test_moves_applied_from_a_checkpoint_rebuild_the_same_game():
    """Undo (rewind) resumes from a kept checkpoint: the same state and log as playing on."""
    g = Game.new("birch-ridge-1942", seed=4)
    rng = random.Random(4)
    while g.pending is not None and len(g.moves) < 300:
        g.apply(choose(rng, g))
    state, log = g.state.hash(), [e.text() for e in g.log]
    moves = list(g.moves)
    g.rewind(len(moves) - 40)
    for m in moves[len(moves) - 40:]:
        g.apply(m)
    assert g.state.hash() == state and [e.text() for e in g.log] == log


def test_an_illegal_move_is_refused_with_the_cached_options():
    g = firefight()
    facts(g)
    with pytest.raises(Exception):
        g.apply(Move("order", 999, "fire"))
    assert g.state.units and all(u.location == ON_MAP or u.hex is None for u in g.state.units.values())


def test_objective_control_is_worked_out_again_after_a_change_by_hand():
    """7.3.1: Objective control is not worked out again while no unit has moved, unless the
    control itself was changed since (by an Event, an editor, a test)."""
    from cc_desktop.rules import victory

    g = testing.position({"axis": [("red_rifle_squad", "G5")], "allies": [("blue_infantry_squad", "J8")]})
    st = g.state
    victory.update_objectives(g)
    assert (st.objectives[2], st.objectives[5]) == ("axis", "allies")
    st.objectives[2] = "allies"  # by hand, no unit moved
    victory.update_objectives(g)
    assert st.objectives[2] == "axis"
    assert g.log[-1].message.code in ("objective_control", "vp")


def _occupancy(occ) -> tuple:
    by_hex = {k: [u.id for u in v] for k, v in occ.by_hex.items()}
    on_map = {k: [u.id for u in v] for k, v in occ.on_map.items() if v}
    return by_hex, dict(occ.sides), on_map, {w: u.id for w, u in occ.carrier.items()}


@pytest.mark.parametrize("scenario", REAL)
def test_the_occupancy_index_brought_up_to_date_is_the_index_built_again(scenario):
    """GameState.index follows a few moves of units by updating its lists in place: after
    every move of seeded games (steps, Advances, Retreats, eliminations, Deploys, arrivals)
    the same units in the same order as an index built from scratch."""
    from cc_desktop.rules.state import Occupancy

    updated = 0
    for seed in (1, 2):
        g = Game.new(scenario, seed=seed)
        rng = random.Random(seed)
        while g.pending is not None and len(g.moves) < 700:
            before = g.state.index()
            version = before.version
            g.apply(choose(rng, g))
            occ = g.state.index()
            updated += occ is before and occ.version != version
            assert _occupancy(occ) == _occupancy(Occupancy(g.state.units)), (seed, len(g.moves))
    assert updated > 100  # the index was brought up to date, not only built again
