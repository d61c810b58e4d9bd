"""The Move Order (O21): groups, steps and their MP, exiting, handing over a Weapon, and the Actions
played while moving: Smoke Grenades (A39) and Assault Fire (A26)."""

from __future__ import annotations

from functools import partial

from cc_desktop.rules import (activation, artillery, fire, fortifications, reactions,
                              units, victory)
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (ON_MAP, Unit,
                                    other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "assault_fire_no_target": "no piece with boxed FP activated for Move has a target it can attack",
    # refusals of a step (O21.1, O21.4) or an Advance (O16.1-O16.3), each naming its reason
    "not_adjacent": "{hex} is not adjacent to {unit}",
    "enter_blaze": "{unit} cannot enter {hex}: it is ablaze",
    "enter_impassable": "{unit} cannot enter {hex}: its terrain is impassable",
    "bridge_side": "{unit} cannot cross into {hex}: a Major Bridge is entered and left only along its road or railway",
    "cliff_move": "{unit} cannot cross the Cliff into {hex}: a Move never crosses a Cliff",
    "cliff_weapon": "{unit} carries a Weapon: it cannot climb the Cliff into {hex}",
    "exit_not_enemy_edge": "{unit} may leave the map only off the enemy edge",
    "exit_cost": "leaving the map costs {cost} MP; {unit} has {left} left",
    # the Move query's refusals of a hex farther away, and why a walked path stopped (reach.py)
    "move_wire_ends": "{unit} cannot go on to {hex} in this Move: the Wire in {wire} ends it",
    "move_no_way": "no Move can take {unit} to {hex}: every way is impassable or held by the enemy",
    "wire_ends_move": "Wire ends the move",
}


# O21 Move (with A33 Op Fire windows after each hex entered)
def step_cost(g, unit: Unit, dest: str) -> int | None:
    """O21.1, O21.4: the MP to enter ``dest`` from the unit's hex, None if it may not."""
    st = g.state
    if dest in st.blaze or st.enemy_in(dest, unit.side):  # T79, O21.4
        return None
    return g.movement_graph.cost(unit.hex, dest)


def entry_bonus(g, origin: str, dest: str, bonus: int) -> int:
    """T93 option ``road_bonus_pays_entry``: the Road bonus a unit that has not earned it yet
    (``bonus`` 0) may spend on entering the Road hex that earns it; 0 with the default reading
    (the first Road hex is paid without the bonus, docs/rules-decisions.md)."""
    if bonus or not g.options["road_bonus_pays_entry"]:
        return 0
    return g.movement_graph.edge(origin, dest).bonus


def entries(g, side: str, here: str, mp: int, bonus: int) -> list[tuple[str, object]]:
    """The hexes next to ``here`` that a unit (a group) of ``side`` with ``mp`` MP left may enter
    now, with the board's edge of each step, in direction order: not into Blaze (T79) nor an
    enemy hex (O21.4), paying the graph's cost in full (O21.1, T78.2), with the Road bonus
    ``bonus`` already earned this Move or the one entering would earn (T93, :func:`entry_bonus`).
    The Move step offers exactly these (:func:`move_unit`); the Move query
    (:mod:`cc_desktop.rules.reach`) asks it of the hexes the group could stand in later."""
    st = g.state
    blaze, sides = st.blaze, st.index().sides
    graph = g.movement_graph
    pays = not bonus and g.options["road_bonus_pays_entry"]  # entry_bonus
    out = []
    for n in g.grid.neighbours(here).values():
        if n in blaze:  # T79
            continue
        there = sides.get(n)
        if there is not None and (len(there) > 1 or side not in there):  # O21.4: enemy_in
            continue
        edge = graph.edge(here, n)
        if edge.cost is not None and edge.cost <= mp + (edge.bonus if pays else 0):
            out.append((n, edge))
    return out


def group_mp(g, group: list[Unit], here: str) -> int:
    """O21.2, 3.3.2: the Movement of a group (the lowest of its units') standing in ``here``:
    where it stands, each unit's own (:meth:`GameState.movement`); elsewhere, the same with the
    Command of the friendly Leaders of that hex and of the group in place of those it left."""
    st = g.state
    if all(u.hex == here for u in group):
        return min(st.movement(u) for u in group)
    ids = {u.id for u in group}
    leaders = [u for u in group if u.is_leader] + [
        u for u in st.index().by_hex.get((here, group[0].side), ()) if u.is_leader and u.id not in ids]
    out = None
    for u in group:
        if u.id in st.moving and st.movement_lost.get(u.id) == (st.turn, st.orders_given):
            mp = 0  # F106.2, A35.5: lost for this Move Order (GameState.movement)
        else:
            command = 0 if u.is_leader else sum(max(0, x.face.command or 0) for x in leaders if x.id != u.id)
            mp = st.movement(u) - st.leader_bonus(u) + command
        out = mp if out is None else min(out, mp)
    return out


def can_step(g, unit: Unit) -> bool:
    """Whether the unit can enter an adjacent hex now (step_cost and entry_bonus of each)."""
    st = g.state
    mp = st.movement(unit)
    origin, side = unit.hex, unit.side
    blaze, sides = st.blaze, st.index().sides
    graph = g.movement_graph
    bonus_pays = g.options["road_bonus_pays_entry"]
    for n in g.grid.neighbours(origin).values():
        if n in blaze:  # T79
            continue
        there = sides.get(n)
        if there is not None and (len(there) > 1 or side not in there):  # O21.4: enemy_in
            continue
        edge = graph.edge(origin, n)
        if edge.cost is not None and edge.cost <= mp + (edge.bonus if bonus_pays else 0):
            return True
    return False


def can_move_order(g, unit: Unit) -> bool:
    """O14.1, O14.4: a unit may be activated to Move if it, or (a Leader) a unit he could
    activate with him, can enter a hex."""
    return can_step(g, unit) or (unit.is_leader and any(can_step(g, u) for u in activation.command_group(g, unit)))


def new_turn_reactions(g) -> None:
    """A33.3: a unit activated for Op Fire cannot be activated for Op Fire again in the same
    Turn; a new Turn clears that record."""
    st = g.state
    if st.op_fire_turn != st.turn:
        st.op_fire_turn = st.turn
        st.op_fire_used = set()


def order_move(g, side: str):
    st = g.state
    new_turn_reactions(g)
    units = yield from activation.activate(g, side, "move", partial(can_move_order, g),
                                     done_ok=lambda us: any(can_step(g, u) for u in us))
    st.moving = {u.id for u in units}
    st.op_fire_units = set()
    entered = False
    todo = [u for u in units]
    try:
        while todo:
            todo = [u for u in todo if u.location == ON_MAP]
            if not todo:
                break
            stacks: dict[str, list[Unit]] = {}
            for u in todo:
                stacks.setdefault(u.hex, []).append(u)
            options = tuple(Move("mover", u.id) for u in todo) + tuple(
                Move("group", h) for h, us in stacks.items() if len(us) > 1)  # O21.2
            # A26, A39: Actions of the units activated for Move, before or between the moves
            options += tuple(smoke_grenade_moves(g, side) + assault_fire_moves(g, side))
            move = yield Decision(side, "mover", options,
                                  why_not=activation.in_order(g, lambda m: why_not_mover(g, side, m)),
                                  context={"stacks": {h: tuple(u.id for u in us) for h, us in stacks.items()}})
            if move.kind == "action":
                yield from move_action(g, side, move)
                continue
            members = stacks[move.args[0]] if move.kind == "group" else [st.units[move.args[0]]]
            for u in members:
                todo.remove(u)
            # O14.4: if no other activated unit could still enter a hex, this one must
            must = not entered and not any(can_step(g, u) for u in todo if u.location == ON_MAP)
            moved = yield from move_unit(g, side, members, must_enter=must)
            st.moving_now = ()
            entered = entered or moved
        # A26: Assault Fire may also be played after the physical movement, while the units
        # are still activated for Move (ambiguity 3 of 03: until the Move Order ends)
        while not st.over:
            actions = assault_fire_moves(g, side)
            if not actions:
                break
            move = yield Decision(side, "after_move", (Move("done"), *actions),
                                  why_not=activation.in_order(g, lambda m: activation.action_refusal(g, side, m)))
            if move.kind == "done":
                break
            yield from move_action(g, side, move)
    finally:
        st.moving = set()
        st.moving_now = ()
        st.op_fire_units = set()


def move_unit(g, side: str, members: Unit | list[Unit], must_enter: bool):
    """One unit's move, or a group's (O21.2: units that started the Order in one hex move
    together, limited by the lowest Movement, and end in one hex), hex by hex (O21.1).
    Returns whether it entered a hex (O14.4)."""
    st = g.state
    group = [members] if isinstance(members, Unit) else list(members)
    spent = 0
    bonus = 0
    entered = False
    edge = st.players[other(side)].edge
    while True:
        group = [u for u in group if u.location == ON_MAP and u.id in st.moving]  # the eliminated drop out
        st.moving_now = tuple(u.id for u in group)  # O21.2: who is moving at this step (for the window)
        if not group:
            break
        unit = group[0]
        mp = group_mp(g, group, unit.hex) + bonus - spent
        # step_cost: not into Blaze (T79) nor an enemy hex (O21.4), the graph's cost (O21.1, T93)
        options = [Move("enter", unit.id, n) for n, _ in entries(g, unit.side, unit.hex, mp, bonus)]
        if mp >= 1 and g.grid.edge_distance(unit.hex, edge) == 0:
            options.append(Move("exit", unit.id))  # 7.2.1
        if entered or not must_enter or not options:
            options.append(Move("stop", unit.id))
        if mp >= 1:  # O21.1.1: 1 MP to hand a Weapon to a friendly unit without one, same hex
            takers = [t for t in st.units_in(unit.hex, side) if t.weapon is None]
            options += [Move("transfer", u.weapon, t.id) for u in group if u.weapon for t in takers if t is not u
                        and units.can_carry(g, t, st.weapons[u.weapon].type)]  # V12
        options += smoke_grenade_moves(g, side)  # A39, O14.3
        options += assault_fire_moves(g, side)  # A26: during the movement
        move = yield Decision(side, "step", tuple(options), about={"unit": unit.id, "left": mp},
                              why_not=activation.in_order(g, lambda m, u=unit, left=mp: why_not_step(g, u, m, left)),
                              context={"group": tuple(u.id for u in group), "spent": spent, "bonus": bonus})
        if move.kind == "action":
            yield from move_action(g, side, move)
            continue
        if move.kind == "transfer":  # O21.1.1: an MP expenditure, no hex entered: no Op Fire
            giver = units.piece_unit(g, move.args[0])
            taker = st.units[move.args[1]]
            giver.weapon, taker.weapon = None, move.args[0]
            spent += 1
            g.emit("weapon", msg("O21.1.1", "weapon_transferred", weapon=move.args[0], unit=taker.id))
            continue
        if move.kind == "stop":
            break
        if move.kind == "exit":
            here = unit.hex
            if fortifications.is_mines(g, here):  # F103.1: leaving a Mines hex, off the map too
                yield from fortifications.mine_attack(g, [u for u in group if u.location == ON_MAP], here, "F103.1")
            for u in group:
                if u.location == ON_MAP:
                    yield from victory.exit_unit(g, u, "7.2.1")
            entered = True
            break
        dest = move.args[1]
        edge_rec = g.movement_graph.edge(unit.hex, dest)
        spent += edge_rec.cost
        if edge_rec.bonus and not bonus:
            bonus = edge_rec.bonus  # T93: once per Move
        origin = unit.hex
        for u in group:
            u.hex = dest
            g.emit("unit_moved", msg("O21", "unit_moved", unit=u.id, hex=dest, spent=spent))
        entered = True
        victory.update_objectives(g)
        yield from fortifications.after_step(g, list(group), origin, dest, "move")  # F103, A35 (fortifications.py)
        if any(u.location != ON_MAP or u.hex != dest for u in group):
            break
        # O21.5, A33: one expenditure; also at a Wire hex
        yield from reactions.op_fire_window(g, side, dest, [u.id for u in group])
        if edge_rec.wire_enter or edge_rec.wire_exit:
            break  # F106.2: entering Wire, or the first hex after leaving it, ends the move
    return entered


def smoke_grenade_hexes(g) -> list[str]:
    """A39: the hex of a unit with boxed Movement activated for this Move, or an adjacent
    hex; not Water (the Smoke marker's forbidden terrain), not a Blaze hex."""
    st = g.state
    forbidden = set(g.board.chart.markers.get("smoke", {}).get("forbidden_in", ()))
    hexes: set[str] = set()
    for uid in st.moving:
        u = st.units[uid]
        if u.location == ON_MAP and u.face.move_boxed:
            hexes |= {u.hex, *g.grid.neighbours(u.hex).values()}
    return sorted((h for h in hexes if h not in st.blaze and g.board.hexes[h].effective_terrain not in forbidden),
                  key=g.grid.index.get)


def smoke_grenade_moves(g, side: str) -> list[Move]:
    player = g.state.players[side]
    cards = [c for c in sorted(player.hand) if player.cards[c].action == "smoke_grenades"]
    if not cards or not smoke_grenade_hexes(g):
        return []
    return [Move("action", c, "smoke_grenades") for c in cards]


def smoke_grenades(g, side: str, card: int):
    """A39: a random Smoke marker in the hex of a unit with boxed Movement activated for
    Move, or in an adjacent hex.  It costs no MP (A24.3)."""
    activation.play_action(g, side, card, "smoke_grenades")
    hexes = smoke_grenade_hexes(g)
    move = yield Decision(side, "smoke_hex", tuple(Move("smoke", h) for h in hexes),
                          why_not=activation.in_order(g))
    artillery.place_smoke(g, move.args[0], "A39")


# -- A26 Assault Fire ------------------------------------------------------------------------
def assault_fire_pieces(g, side: str) -> list[str]:
    """A26: the pieces activated for Move (the units of the current Move Order and their
    Weapons) whose FP is boxed (on the side showing) and that can fire now."""
    st = g.state
    out: list[str] = []
    for uid in sorted(st.moving):
        u = st.units[uid]
        if u.side != side or u.location != ON_MAP:
            continue
        if u.face.fp_boxed:
            out.append(u.id)
        if u.weapon and st.weapons[u.weapon].type.fp_boxed:
            out.append(u.weapon)
    return [p for p in out if units.piece_can_fire(g, p)]


def assault_fire_targets(g, side: str) -> list[str]:
    """A26: enemy hexes in LOS and Range of a boxed-FP piece that an attack can be made on
    (O20.3.2: FP at least 1, counting the Fire Actions the hand could add)."""
    pieces = assault_fire_pieces(g, side)
    return [h for h in fire.targets(g, pieces, side)
            if fire.best_fp(g, pieces, h) + fire.action_potential(g, side, pieces, h) > 0]


def assault_fire_moves(g, side: str) -> list[Move]:
    cards = activation.action_cards(g, side, "assault_fire")
    if not cards or not assault_fire_targets(g, side):
        return []
    return [Move("action", c, "assault_fire") for c in cards]


def assault_fire(g, side: str, card: int):
    """A26: one Fire Attack (a Fire Group allowed) by pieces with boxed FP activated for
    Move, under every rule of a Fire Attack of a Fire Order (O20).  No per-unit limit: each
    card gives one attack (ambiguity 3 of 03)."""
    activation.play_action(g, side, card, "assault_fire")
    pieces = assault_fire_pieces(g, side)
    tgts = assault_fire_targets(g, side)
    move = yield Decision(side, "assault_target", tuple(Move("target", h) for h in tgts),
                          why_not=activation.in_order(g, lambda m: fire.why_not_target(g, side, pieces, m, 1)))
    yield from fire.fire_at(g, side, pieces, move.args[0])


def move_action(g, side: str, move: Move):
    """An Action played by the moving player during his Move Order (A24.3: it activates
    nothing and costs no MP): Smoke Grenades (A39) or Assault Fire (A26)."""
    if move.args[1] == "smoke_grenades":
        yield from smoke_grenades(g, side, move.args[0])
    else:
        yield from assault_fire(g, side, move.args[0])


def why_not_mover(g, side: str, move: Move):
    if move.kind == "group":
        return msg("O21.2", "group_not_together")
    if move.kind == "action":
        return why_not_move_action(g, side, move)
    return None


def why_not_move_action(g, side: str, move: Move):
    action = str(move.args[1]) if len(move.args) > 1 else "?"
    if action == "assault_fire":
        refusal = activation.action_refusal(g, side, move)
        if refusal and refusal.code == "action_not_playable":
            return msg("A26", "assault_fire_no_target")
        return refusal
    return activation.action_refusal(g, side, move, "A39" if action == "smoke_grenades" else None)


def impassable_refusal(g, rule: str, unit: Unit, dest: str, advance: bool = False):
    """Why ``unit`` may not cross into the adjacent ``dest`` whatever its MP, None if it may:
    a Blaze (T79), impassable terrain (T98), a Major Bridge's side (T80.1), a Cliff (T83: never
    by a Move; by an Advance only without a Weapon, O16.2).  ``rule`` is the Order's list of
    restrictions (O21.4, O16.3) that names the case."""
    uid = unit.id
    if dest in g.state.blaze:
        return msg(rule, "enter_blaze", unit=uid, hex=dest)
    edge = g.movement_graph.edge(unit.hex, dest)
    if edge.cliff:
        if not advance:
            return msg(rule, "cliff_move", unit=uid, hex=dest)
        return msg("O16.2", "cliff_weapon", unit=uid, hex=dest) if unit.weapon else None
    if not edge.impassable:
        return None
    if edge.parts and edge.parts[0][0].startswith("T80"):
        return msg(rule, "bridge_side", unit=uid, hex=dest)
    return msg(rule, "enter_impassable", unit=uid, hex=dest)


def why_not_exit(g, unit: Unit, rule: str, left: int | None = None):
    """7.2.1, O21.4, O16.3: only off the enemy edge; a Move pays 1 MP for it (O21.1)."""
    if g.grid.edge_distance(unit.hex, g.state.players[other(unit.side)].edge) != 0:
        return msg(rule, "exit_not_enemy_edge", unit=unit.id)
    if left is not None and left < 1:
        return msg("O21.1", "exit_cost", unit=unit.id, cost=1, left=left)
    return None


def why_not_step(g, unit: Unit, move: Move, left: int):
    if move.kind == "action":
        return why_not_move_action(g, unit.side, move)
    if move.kind == "transfer":
        return msg("O21.1.1", "transfer_not_allowed", weapon=move.args[0] if move.args else "?")
    if move.kind in ("mover", "group"):
        return msg("O21.2", "order_in_progress")  # one unit's move is finished before the next
    if move.kind == "stop":
        return msg("O14.4", "move_must_enter")
    if move.kind == "exit" and move.args[:1] == (unit.id,):
        return why_not_exit(g, unit, "O21.4", left)
    if move.kind != "enter" or len(move.args) != 2:
        return None
    if move.args[0] != unit.id:
        return msg("O21.2", "order_in_progress")
    dest = move.args[1]
    if dest not in g.grid or dest not in g.grid.neighbours(unit.hex).values():
        return msg("O21.1", "not_adjacent", unit=unit.id, hex=dest)
    if g.state.enemy_in(dest, unit.side):
        return msg("O21.4", "move_enemy", unit=unit.id, hex=dest)
    why = impassable_refusal(g, "O21.4", unit, dest)
    if why is not None:
        return why
    cost = step_cost(g, unit, dest)
    return msg("O21.1", "move_cost", hex=dest, cost=cost, unit=unit.id, left=left)
