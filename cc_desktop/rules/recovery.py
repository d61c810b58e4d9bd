"""The Recover (O22) and Rout (O23) Orders, and Retreat."""

from __future__ import annotations


from cc_desktop.rules import (activation, fate, fortifications, units, victory)
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (ON_MAP, Unit,
                                    other)


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
        morale = st.morale(unit)  # locked when revealed
        r = yield from fate.roll(g, side, "Rout: {0}", subject=uid)
        for target in units.pending_targets(g, unit):  # E52.2: both Teams of a Deploy
            if r.total == morale:
                units.suppress(g, target, "O23.2")
            elif r.total > morale:
                yield from retreat(g, target, r.total - morale)


def retreat(g, unit: Unit, hexes: int):
    """O23.3: the owner retreats the unit hex by hex, each strictly closer to his friendly
    edge; off that edge, into enemies, impassable terrain or across a Cliff: eliminated."""
    st = g.state
    edge = st.players[unit.side].edge
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
        move = yield Decision(unit.side, "retreat", tuple(Move("retreat", unit.id, h) for h in options),
                              about={"unit": unit.id},
                              why_not=activation.in_order(g, lambda m, u=unit: msg(
                                  "O23.3", "retreat_not_closer", unit=u.id, hex=m.args[-1] if m.args else "?")))
        origin = unit.hex
        unit.hex = move.args[1]
        g.emit("unit_retreats", msg("O23.3", "unit_retreats", unit=unit.id, hex=unit.hex))
        victory.update_objectives(g)
        yield from fortifications.after_step(g, [unit], origin, unit.hex, "retreat")  # O23.3.4: Mines attack
