"""The Advance Order and Melee (O16): who may advance where, the Melee rolls, Ambush (A25) and No
Quarter (A38)."""

from __future__ import annotations

from functools import partial

from cc_desktop.rules import (activation, fate, fortifications, movement, units, victory)
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import RuleMessage, msg
from cc_desktop.rules.state import (ON_MAP, Unit,
                                    other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "no_quarter_nation": "{nation} may not play No Quarter against {opponent}",
    "no_quarter_no_survivor": "{player} has no unit left from the Melee in {hex}",
    "advance_once": "{unit} has Advanced already: it stops in {hex}",
}


# O16 Advance and Melee
def advance_hexes(g, unit: Unit) -> list[str]:
    """O16.1-O16.3: one adjacent hex, enemy-occupied allowed, costs ignored."""
    st = g.state
    w = st.weapons.get(unit.weapon) if unit.weapon else None
    return [n for n in g.grid.neighbours(unit.hex).values()
            if n not in st.blaze and g.movement_graph.can_advance(unit.hex, n, carries_weapon=w is not None)]


def can_advance_exit(g, unit: Unit) -> bool:
    """O16.2: an Advancing unit may exit off the enemy map edge."""
    return g.grid.edge_distance(unit.hex, g.state.players[other(unit.side)].edge) == 0


def can_advance(g, unit: Unit) -> bool:
    """Whether :func:`advance_hexes` names a hex (stops at the first), or the unit may exit."""
    st = g.state
    graph = g.movement_graph
    carries = bool(unit.weapon) and st.weapons.get(unit.weapon) is not None
    origin = unit.hex
    return any(n not in st.blaze and graph.can_advance(origin, n, carries_weapon=carries)
               for n in g.grid.neighbours(origin).values()) or can_advance_exit(g, unit)


def can_advance_order(g, unit: Unit) -> bool:
    """O14.1, O14.4: the unit, or (a Leader) a unit he could activate, can Advance."""
    return can_advance(g, unit) or (unit.is_leader and any(can_advance(g, u) for u in activation.command_group(g, unit)))


def order_advance(g, side: str):
    st = g.state
    units = yield from activation.activate(g, side, "advance", partial(can_advance_order, g),
                                     done_ok=lambda us: any(can_advance(g, u) for u in us))
    todo = [u for u in units if can_advance(g, u)]
    st.advanced = set()  # O16.4.3: who entered a Melee hex during this Order
    first = True
    while todo:
        options = []
        for u in todo:
            options += [Move("advance", u.id, h) for h in advance_hexes(g, u)]
            if can_advance_exit(g, u):
                options.append(Move("exit", u.id))
        if not first:
            options += [Move("stay", u.id) for u in todo]
        move = yield Decision(side, "advance", tuple(options),
                              why_not=activation.in_order(g, lambda m: why_not_advance(g, m, first)))
        unit = st.units[move.args[0]]
        todo.remove(unit)
        if move.kind == "exit":
            if fortifications.is_mines(g, unit.hex):  # F103.1, A35.2: leaving a Mines hex, off the map too
                yield from fortifications.mine_attack(g, [unit], unit.hex, "F103.1")
            if unit.location == ON_MAP:
                yield from victory.exit_unit(g, unit, "O16.2")  # 7.2.1
            first = False
        elif move.kind == "advance":
            origin = unit.hex
            unit.hex = move.args[1]
            st.advanced.add(unit.id)
            first = False
            g.emit("unit_moved", msg("O16.1", "unit_moved", unit=unit.id, hex=unit.hex, spent=0))
            yield from fortifications.after_step(g, [unit], origin, unit.hex, "advance")  # F103, A35.2
    victory.update_objectives(g)


def why_not_advance(g, move: Move, first: bool):
    st = g.state
    if move.kind == "stay" and first:
        return msg("O14.4", "advance_must_enter")
    if move.kind == "exit" and move.args and move.args[0] in st.units:
        return movement.why_not_exit(g, st.units[move.args[0]], "O16.3")
    if move.kind != "advance" or len(move.args) != 2 or move.args[0] not in st.units:
        return None
    unit, dest = st.units[move.args[0]], move.args[1]
    if unit.id in st.advanced:
        return msg("O16.1", "advance_once", unit=unit.id, hex=unit.hex)
    if dest not in g.grid or dest not in g.grid.neighbours(unit.hex).values():
        return msg("O16.1", "not_adjacent", unit=unit.id, hex=dest)
    # O16.3 (T79, T98, T80.1); O16.2, T83: a Cliff only without a Weapon
    return movement.impassable_refusal(g, "O16.3", unit, dest, advance=True)


def resolve_melees(g):
    """O16.4: at the end of an Order, every hex holding both sides' units is a Melee; the
    active player chooses their order."""
    st = g.state
    while True:
        # the hexes of units with an enemy in their hex: those holding both sides
        hexes = sorted((h for h, sides in st.index().sides.items() if len(sides) > 1), key=g.grid.index.get)
        if not hexes:
            return
        if len(hexes) == 1:
            hex_id = hexes[0]
        else:
            move = yield Decision(st.active, "melee", tuple(Move("melee", h) for h in hexes),
                                  why_not=activation.in_order(g))
            hex_id = move.args[0]
        yield from melee(g, hex_id)


def melee_strength(g, units: list[Unit]) -> int:
    """O16.4.1: FP of the units (Weapons not counted) + 1 per boxed FP."""
    return sum(g.state.fp(u) + (1 if u.face.fp_boxed else 0) for u in units)


def melee_stronghold(g, hex_id: str, began: dict[str, list[str]], arrivals=frozenset()) -> str | None:
    """O16.4.3 exception: the side whose units began the Melee in a Bunker [F101] or
    Pillbox [F104] hex survives a tie.  Read (F101, F104: "the side that last controlled
    the hex"): the side that held the hex before the other came in, i.e. with a unit that
    neither Advanced in this Order (``GameState.advanced``) nor was placed there by the Event
    now being resolved (``arrivals``: E59, E68, E76, E46/E48).  When both sides came in
    during this Order, the side already there when the Event placed the other's units."""
    fort = g.state.fortifications.get(hex_id)
    if not fort or not g.board.chart.fortifications.get(fort, {}).get("melee_tie_to_last_controller"):
        return None
    came = g.state.advanced | set(arrivals)
    holders = [s for s, ids in began.items() if ids and any(i not in came for i in ids)]
    if not holders and arrivals:
        holders = [s for s, ids in began.items() if ids and not any(i in arrivals for i in ids)]
    return holders[0] if len(holders) == 1 else None


def melee(g, hex_id: str, arrivals=frozenset()):
    """O16.4, then A38 No Quarter at the end of the Melee.  ``arrivals``: the units an Event
    has just placed in the hex (F101, F104 ties)."""
    st = g.state
    began = {s: [u.id for u in st.units_in(hex_id, s)] for s in (st.active, other(st.active))}
    yield from melee_fight(g, hex_id, began, arrivals)
    yield from no_quarter_windows(g, hex_id, began)


def descendants(g, ids) -> set[str]:
    """The units that are these units or took their place: two Teams of a Deploy (E52,
    ``-a`` / ``-b``), the Team of Light Wounds (A36, ``-w``)."""
    st = g.state
    out = set(ids)
    todo = list(ids)
    while todo:
        i = todo.pop()
        for suffix in ("-a", "-b", "-w"):
            j = i + suffix
            if j in st.units and j not in out:
                out.add(j)
                todo.append(j)
    return out


def melee_fight(g, hex_id: str, began: dict[str, list[str]], arrivals=frozenset()):
    st = g.state
    active, inactive = st.active, other(st.active)
    yield from ambushes(g, hex_id)  # O16.4.1 step 1, A25
    totals = {}
    for side in (inactive, active):  # O16.4.2: the inactive player rolls first
        present = st.units_in(hex_id, side)
        if not present or not st.units_in(hex_id, other(side)):  # O16.4.1 step 2
            return
        # O16.4.1 step 3; 1.9.1: the Melee Total is locked when the card is revealed, so a
        # unit the roll's own trigger breaks (or rallies) counts as it was
        strength = melee_strength(g, present)
        r = yield from fate.roll(g, side, "Melee in {0}", subject=hex_id)
        totals[side] = strength + r.total
        g.emit("melee", msg("O16.4.2", "melee_total", player=side, hex=hex_id, strength=strength,
                               roll=r.total, total=totals[side]))
    if not st.units_in(hex_id, active) or not st.units_in(hex_id, inactive):
        return
    lose = [s for s in (active, inactive) if totals[s] <= totals[other(s)]]  # O16.4.3: a tie loses both
    if len(lose) == 2:
        holder = melee_stronghold(g, hex_id, began, arrivals)
        if holder:
            lose = [other(holder)]
    # O16.4.3: the losers are eliminated at one moment (6.3: both sides may lose at once);
    # a Team that replaced a Squad during the Melee (E52, A36) took part in it
    took_part = {s: descendants(g, ids) for s, ids in began.items()}
    units.eliminate_all(g, [u for side in lose for u in st.units_in(hex_id, side) if u.id in took_part[side]],
                       "O16.4.3")


# -- A38 No Quarter --------------------------------------------------------------------------
def no_quarter_refusal(g, side: str, hex_id: str, began: dict[str, list[str]]) -> RuleMessage | None:
    """A38: only a nation allowed against this opponent (Nation.may_play_no_quarter), and
    only with a unit that took part in the Melee still in play (ambiguity 12 of 03)."""
    st = g.state
    nation = g.scenario.side(side).nation
    opponent = g.scenario.side(other(side)).nation
    if not nation.may_play_no_quarter(opponent.id):
        return msg("A38", "no_quarter_nation", nation=nation.name, opponent=opponent.name)
    if not any(st.units[i].location == ON_MAP for i in descendants(g, began.get(side, ()))):
        return msg("A38", "no_quarter_no_survivor", player=side, hex=hex_id)
    return None


def no_quarter_windows(g, hex_id: str, began: dict[str, list[str]]):
    """A38: at the end of a Melee each player who may play No Quarter (public: nation and
    survivors) and asked for the window is offered it, the inactive player first; each card
    gains 2 VP (A24.1: cumulative)."""
    st = g.state
    for side in (other(st.active), st.active):
        while "no_quarter" in g.prefs[side] and no_quarter_refusal(g, side, hex_id, began) is None:
            options = (Move("decline"),) + tuple(Move("action", c, "no_quarter")
                                                 for c in activation.action_cards(g, side, "no_quarter"))
            move = yield Decision(side, "no_quarter", options, about={"hex": hex_id},
                                  window=True, why_not=activation.in_order(g, lambda m: activation.action_refusal(g, side, m)))
            if move.kind == "decline":
                break
            activation.play_action(g, side, move.args[0], "no_quarter")
            victory.award(g, side, 2, f"A38 {hex_id}")


def ambushes(g, hex_id: str):
    """A25, A24.2: before the Melee rolls, the inactive player plays all the Ambushes he wants,
    then the active player; each makes the opponent break one of his units in the Melee.
    The window is offered to a player who asked for it (prefs "ambush") while both sides
    are still in the hex."""
    st = g.state
    for side in (other(st.active), st.active):
        if "ambush" not in g.prefs[side]:
            continue
        player = st.players[side]
        while st.units_in(hex_id, side) and st.units_in(hex_id, other(side)):
            options = (Move("decline"),) + tuple(Move("action", c, "ambush") for c in sorted(player.hand)
                                                 if player.cards[c].action == "ambush")
            move = yield Decision(side, "ambush", options, about={"hex": hex_id}, window=True,
                                  why_not=activation.in_order(g, lambda m, s=side: activation.action_refusal(g, s, m)))
            if move.kind == "decline":
                break
            activation.play_action(g, side, move.args[0], "ambush")
            victims = st.units_in(hex_id, other(side))
            move = yield Decision(other(side), "ambush_victim", tuple(Move("break", u.id) for u in victims),
                                  about={"hex": hex_id}, why_not=activation.in_order(g))
            yield from units.break_with_wounds(g, st.units[move.args[0]], "A25")  # A36 window
