"""Events that change the units on the map: E43 Air Support, E44 Battle Harden, E50 Commissar,
E51 Cower, E52 Deploy, E62 KIA, E63 Malfunction, E64 Medic, E66 Prisoners of War, E72 Shell
Shock, E75 Suppressing Fire."""

from __future__ import annotations


from cc_desktop.content.model import FateCard
from cc_desktop.rules import places
from cc_desktop.rules import (activation, fate, fire, units)
from cc_desktop.rules.events import common
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (ON_MAP, other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "veteran_marker": "{unit} becomes a Veteran (+1 FP, Range, Movement and Morale)",
    "commissar_roll": "Commissar: {unit} Morale {morale}, roll {roll}",
}


# E43 Air Support
def event_air_support(g, side: str, card: FateCard):
    """E43: the random hex, or the nearest hex with units (ties: the executing player
    chooses); he may break every unit in it (all or none); broken units are eliminated."""
    st = g.state
    if "V2" in g.variants:  # V2.5: no aircraft at night
        common.no_effect(g, "V2.5", "air_support")
        return
    h = common.random_hex(g, side, "E43", "air_support")
    if h is None:
        return
    occupied = places.in_map_order(g, (u.hex for u in st.on_map()))
    if not occupied:
        common.no_effect(g, "E43", "air_support")
        return
    d = min(g.grid.distance(h, o) for o in occupied)
    nearest = [o for o in occupied if g.grid.distance(h, o) == d]
    move = yield Decision(side, "air_support", tuple(Move("air_strike", o) for o in nearest) + (Move("decline"),),
                          about={"hex": h}, why_not=activation.in_order(g))
    if move.kind == "decline":
        g.emit("event", msg("E43", "event_declined", event="air_support", player=side))
        return
    present = st.units_in(move.args[0])
    already = [u for u in present if u.broken]
    for u in present:
        if not u.broken:
            yield from units.break_with_wounds(g, u, "E43")  # A36
    if already:
        units.eliminate_all(g, already, "E43")  # 3.2: broken again: eliminated, all at once


# E44 Battle Harden
def event_battle_harden(g, side: str, card: FateCard):
    """E44, E44.1: one friendly unit on the map without a Veteran marker gets one."""
    st = g.state
    cands = sorted((u for u in st.on_map(side) if not u.veteran), key=lambda u: u.id)
    if not cands:
        common.no_effect(g, "E44", "battle_harden")
        return
    move = yield Decision(side, "battle_harden", tuple(Move("veteran", u.id) for u in cands),
                          why_not=activation.in_order(g))
    u = st.units[move.args[0]]
    u.veteran = True
    g.emit("veteran", msg("E44", "veteran_marker", unit=u.id))


# E50 Commissar
def event_commissar(g, side: str, card: FateCard):
    """E50: the Commissar player picks one of his broken units and rolls: above its current
    Morale it is eliminated, otherwise it rallies."""
    st = g.state
    rside = next((s for s in (side, other(side)) if g.scenario.side(s).nation.commissar), None)
    broken = sorted((u for u in st.on_map(rside) if u.broken), key=lambda u: u.id) if rside else []
    if not broken:
        common.no_effect(g, "E50", "commissar")
        return
    move = yield Decision(rside, "commissar", tuple(Move("commissar", u.id) for u in broken),
                          why_not=activation.in_order(g))
    unit = st.units[move.args[0]]
    morale = st.morale(unit)  # 1.9.1: locked when the card is revealed
    r = yield from fate.roll(g, rside, "Commissar: {0}", subject=unit.id)  # nested: no trigger (E42)
    if unit.location != ON_MAP or not unit.broken:
        return
    g.emit("event", msg("E50", "commissar_roll", unit=unit.id, morale=morale, roll=r.total))
    if r.total > morale:
        units.eliminate(g, unit, "E50")
    else:
        units.rally(g, unit, "E50")


# E51 Cower
def event_cower(g, side: str, card: FateCard):
    """E51: every friendly Squad outside the Command Range (3.3) of every friendly Leader is
    suppressed; Teams and Leaders never are."""
    st = g.state
    leaders = [u for u in st.on_map(side) if u.is_leader]
    squads = [u for u in st.on_map(side) if u.kind == "squad"
              and not any(g.grid.distance(u.hex, l.hex) <= st.command(l) for l in leaders)]
    if not squads:
        common.no_effect(g, "E51", "cower")
    for u in sorted(squads, key=lambda u: u.id):
        units.suppress(g, u, "E51")
    yield from ()


# E52 Deploy
def event_deploy(g, side: str, card: FateCard):
    """E52.1: the executing player may replace one friendly Squad by two Teams (E52.2 in
    :meth:`Core.deploy`)."""
    st = g.state
    cands = sorted((u for u in st.on_map(side) if units.can_deploy(g, u)), key=lambda u: u.id)
    if not cands:
        common.no_effect(g, "E52", "deploy")
        return
    move = yield Decision(side, "deploy", tuple(Move("deploy", u.id) for u in cands) + (Move("decline"),),
                          why_not=activation.in_order(g))
    if move.kind == "decline":
        g.emit("event", msg("E52", "event_declined", event="deploy", player=side))
        return
    yield from units.deploy(g, st.units[move.args[0]], "E52")


# E62 KIA
def event_kia(g, side: str, card):
    """E62: the executing player must eliminate one broken unit of either side (7.1 VP to its
    opponent; a Hero goes to the counter box for 0 VP)."""
    st = g.state
    cands = sorted(u.id for u in st.on_map() if u.broken)
    if not cands:
        common.no_effect(g, "E62", "kia")
        return
    move = yield from common.ask(g, side, "kia", tuple(Move("eliminate", i) for i in cands))
    units.eliminate(g, st.units[move.args[0]], "E62")


# E63 Malfunction
def event_malfunction(g, side: str, card):
    """E63: the unbroken Weapon (either side) nearest to a random hex breaks; a tie is the
    executing player's choice.  Radios and Mines are not Weapons."""
    st = g.state
    hex_id = common.random_hex(g, side, "E63", "malfunction")
    if hex_id is None:
        return
    weapons = []
    for u in st.on_map():
        w = st.weapons.get(u.weapon) if u.weapon else None
        if w is not None and w.location == "unit" and not w.broken:
            weapons.append((w.id, u.hex))
    nearest = places.nearest(g, hex_id, weapons)
    if not nearest:
        common.no_effect(g, "E63", "malfunction")
        return
    move = yield from common.ask(g, side, "malfunction", tuple(Move("break", w) for w in nearest), {"hex": hex_id})
    units.break_weapon(g, st.weapons[move.args[0]], "E63")


# E64 Medic!
def event_medic(g, side: str, card):
    """E64: the executing player must Rally one broken unit of either side.  A result the
    triggering roll has locked in (a Retreat) is still applied afterwards (1.9.1)."""
    st = g.state
    cands = sorted(u.id for u in st.on_map() if u.broken)
    if not cands:
        common.no_effect(g, "E64", "medic")
        return
    move = yield from common.ask(g, side, "medic", tuple(Move("rally", i) for i in cands))
    units.rally(g, st.units[move.args[0]], "E64")


# E66 Prisoners of War
def event_prisoners_of_war(g, side: str, card):
    """E66: the executing player must eliminate one of his own broken units that is in or
    adjacent to a hex with an enemy unit (VP to the opponent)."""
    st = g.state
    enemy_hexes = {u.hex for u in st.on_map(other(side))}
    cands = sorted(u.id for u in st.on_map(side) if u.broken and any(
        h in enemy_hexes for h in (u.hex, *g.grid.neighbours(u.hex).values())))
    if not cands:
        common.no_effect(g, "E66", "prisoners_of_war")
        return
    move = yield from common.ask(g, side, "prisoners_of_war", tuple(Move("eliminate", i) for i in cands))
    units.eliminate(g, st.units[move.args[0]], "E66")


# E72 Shell Shock
def event_shell_shock(g, side: str, card):
    """E72: the unit (either side) nearest to a random hex breaks (a broken one is
    eliminated); a tie, several units in one hex included, is the executing player's
    choice (ambiguity: "which unit")."""
    st = g.state
    hex_id = common.random_hex(g, side, "E72", "shell_shock")
    if hex_id is None:
        return
    nearest = places.nearest(g, hex_id, [(u.id, u.hex) for u in st.on_map()])
    if not nearest:
        common.no_effect(g, "E72", "shell_shock")
        return
    move = yield from common.ask(g, side, "shell_shock", tuple(Move("break", i) for i in nearest), {"hex": hex_id})
    yield from units.break_with_wounds(g, st.units[move.args[0]], "E72")  # A36


# E75 Suppressing Fire
def event_suppressing_fire(g, side: str, card):
    """E75: the executing player may suppress one unsuppressed enemy unit in Range and LOS
    of one of his functional Machine Guns (the MG and its holder unbroken, the holder not
    suppressed: the conditions under which it could fire, 11.1)."""
    st = g.state
    guns = [u.weapon for u in st.on_map(side) if u.weapon and st.weapons[u.weapon].type.is_machine_gun]
    cands = sorted(u.id for u in st.on_map(other(side)) if not u.suppressed
                   and any(fire.can_hit(g, gun, u.hex) for gun in guns))
    if not cands:
        common.no_effect(g, "E75", "suppressing_fire")
        return
    move = yield from common.ask(g, side, "suppressing_fire", tuple(Move("suppress", i) for i in cands),
                                  optional=True)
    if move.kind == "decline":
        return
    units.suppress(g, st.units[move.args[0]], "E75")
