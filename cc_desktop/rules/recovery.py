"""The Recover (O22) and Rout (O23) Orders, and Retreat."""

from __future__ import annotations


from cc_desktop.rules import (activation, fate, fortifications, units, victory)
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (ON_MAP, Unit,
                                    other)

#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "withdraw": "{unit} withdraws: his Command lowers the Morale of the broken Squads and Teams in {hex}",
}


# O22 Recover, O23 Rout
def order_recover(g, side: str):
    st = g.state
    st.activated_players.add(side)
    for u in st.on_map(side):  # O22.2 step 1
        if u.suppressed:
            u.suppressed = False
            g.emit("unit_unsuppressed", msg("O22.2", "unit_unsuppressed", unit=u.id))
    todo = sorted(u.id for u in st.on_map(side) if u.broken)  # the snapshot (O22.2)
    while todo:
        todo = [i for i in todo if st.units[i].location == ON_MAP]
        if not todo:
            break
        move = yield Decision(side, "rally", tuple(Move("rally", i) for i in todo),
                              why_not=activation.in_order(g, lambda m: msg("O22.2", "no_rally_roll", unit=m.args[0] if m.args else "?")))
        uid = move.args[0]
        todo.remove(uid)
        unit = st.units[uid]
        m = st.morale(unit)  # 1.9.1: locked when the card is revealed, before its trigger
        r = yield from fate.roll(g, side, "Rally: {0}", subject=uid)
        # the locked result applies to the unit as the trigger left it (1.9.1, as O23.2's
        # Retreat of a unit rallied by Medic!: a unit rallied meanwhile is still suppressed),
        # or to the two Teams it Deployed into (E52.2)
        for target in units.pending_targets(g, unit):
            if r.total < m:
                if target.broken:
                    units.rally(g, target, "O22.3")
            elif r.total == m:
                units.suppress(g, target, "O22.3")


def order_rout(g, side: str):
    st = g.state
    options = tuple(Move("rout", p) for p in (side, other(side))
                    if p not in st.activated_players and any(u.broken for u in st.on_map(p)))
    move = yield Decision(side, "rout_player", options,
                          why_not=activation.in_order(g, lambda m: msg("O23.1", "player_already_activated",
                                                              player=m.args[0] if m.args else "?")))
    target = move.args[0]
    st.activated_players.add(target)
    todo = sorted(u.id for u in st.on_map(target) if u.broken)  # snapshot (O23.2)
    withdrawing: set[str] = set()  # V9: the Leaders that declared a Withdraw in this Rout
    asked: set[str] = set()  # V9: the hexes where the first Rout roll has been made
    while todo:
        todo = [i for i in todo if st.units[i].location == ON_MAP]
        if not todo:
            break
        move = yield Decision(side, "rout_roll", tuple(Move("rout_roll", i) for i in todo),
                              why_not=activation.in_order(g, lambda m: msg("O23.2", "no_rout_roll",
                                                                  unit=m.args[0] if m.args else "?")))
        uid = move.args[0]
        todo.remove(uid)
        unit = st.units[uid]
        if "V9" in g.variants and unit.hex not in asked:
            asked.add(unit.hex)  # V9: declared before the first Rout roll in the hex, then locked
            withdrawing |= yield from declare_withdraw(g, unit.side, unit.hex)
        morale = st.morale(unit) - withdraw(g, unit, withdrawing)  # locked when revealed (V9)
        r = yield from fate.roll(g, side, "Rout: {0}", subject=uid)
        for target in units.pending_targets(g, unit):  # E52.2: both Teams of a Deploy
            if r.total == morale:
                units.suppress(g, target, "O23.2")
            elif r.total > morale:
                yield from retreat(g, target, r.total - morale, rout=True)


def declare_withdraw(g, side: str, hex_id: str):
    """V9 Withdraw: before the first Rout roll in ``hex_id`` the routing player may declare any
    of his Leaders there withdrawing (the text does not ask them to be unbroken), one decision
    each.  Returns the Leaders declared."""
    st = g.state
    declared: set[str] = set()
    here = [u for u in st.units_in(hex_id, side) if u.is_leader]
    if not here or not any(u.broken and u.kind in ("squad", "team") for u in st.units_in(hex_id, side)):
        return declared
    while True:
        options = tuple(Move("withdraw", u.id) for u in here if u.id not in declared) + (Move("done"),)
        move = yield Decision(side, "withdraw", options, about={"hex": hex_id}, why_not=activation.in_order(g))
        if move.kind == "done":
            return declared
        declared.add(move.args[0])
        g.emit("withdraw", msg("V9", "withdraw", unit=move.args[0], hex=hex_id))


def withdraw(g, unit: Unit, withdrawing: set[str]) -> int:
    """V9: the Morale a broken Squad or Team loses to the withdrawing Leaders in its hex: their
    Command is subtracted instead of added (twice the Command that 3.3.2 added)."""
    if not withdrawing or unit.kind not in ("squad", "team") or unit.location != ON_MAP:
        return 0
    st = g.state
    return sum(2 * st.command(u) for u in st.units_in(unit.hex, unit.side) if u.id in withdrawing)  # V9


def retreat(g, unit: Unit, hexes: int, rout: bool = False):
    """O23.3: the owner retreats the unit hex by hex, each strictly closer to his friendly
    edge; off that edge, into enemies, impassable terrain or across a Cliff: eliminated.
    ``rout``: a Retreat of a Rout (V10: unbroken Leaders of the hex may go along)."""
    st = g.state
    edge = st.players[unit.side].edge
    companions: list[Unit] | None = None if rout and "V10" in g.variants and unit.kind in ("squad", "team") else []
    for _ in range(hexes):
        if unit.location != ON_MAP:
            return
        if g.grid.edge_distance(unit.hex, edge) == 0:
            units.eliminate(g, unit, "O23.3")  # off the friendly edge (7.2.2)
            return
        blocked = {h for h in g.grid.neighbours(unit.hex).values() if st.enemy_in(h, unit.side)} | st.blaze
        options = g.movement_graph.retreat_options(unit.hex, edge, blocked)
        if not options:
            units.eliminate(g, unit, "O23.3.5")
            return
        if companions is None:  # V10: the unit leaves the hex now; who goes with it?
            companions = yield from volunteers(g, unit)
        move = yield Decision(unit.side, "retreat", tuple(Move("retreat", unit.id, h) for h in options),
                              about={"unit": unit.id},
                              why_not=activation.in_order(g, lambda m, u=unit: msg(
                                  "O23.3", "retreat_not_closer", unit=u.id, hex=m.args[-1] if m.args else "?")))
        origin = unit.hex
        unit.hex = move.args[1]
        g.emit("unit_retreats", msg("O23.3", "unit_retreats", unit=unit.id, hex=unit.hex))
        moving = [unit]
        for leader in companions:
            if leader.location == ON_MAP and leader.hex == origin:
                leader.hex = unit.hex  # V10: the Leader follows the unit's path
                g.emit("unit_retreats", msg("V10", "unit_retreats", unit=leader.id, hex=unit.hex))
                moving.append(leader)
        victory.update_objectives(g)
        yield from fortifications.after_step(g, moving, origin, unit.hex, "retreat")  # O23.3.4: Mines attack


def volunteers(g, unit: Unit):
    """V10 Voluntary Retreat: the unbroken Leaders stacked with a broken Squad or Team that
    retreats out of their hex may go with it, one decision each of its owner; each breaks at
    once and ends in the unit's final hex.  Returns them."""
    st = g.state
    going: list[Unit] = []
    while True:
        cands = [u for u in st.units_in(unit.hex, unit.side) if u.is_leader and not u.broken and all(u is not x for x in going)]
        if not cands:
            return going
        move = yield Decision(unit.side, "accompany", tuple(Move("accompany", u.id) for u in cands) + (Move("done"),),
                              about={"unit": unit.id}, why_not=activation.in_order(g))
        if move.kind == "done":
            return going
        leader = st.units[move.args[0]]
        going.append(leader)
        units.break_unit(g, leader, "V10")  # V10: the Leader becomes broken
