"""Events that bring units or weapons onto the map: E56 Field Promotion, E58 Hero, E59 Infiltration,
E68 Reinforcements, E71 Scrounge, E76 Walking Wounded."""

from __future__ import annotations


from cc_desktop.content.model import FateCard
from cc_desktop.rules import places
from cc_desktop.rules import (activation, fate, units, victory)
from cc_desktop.rules.events import common
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (CASUALTY, ON_MAP, REMOVED, Radio, Unit,
                                    Weapon)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "private_placed": "{unit} is promoted and placed in {hex}",
    "hero_placed": "{unit} appears in {hex}",
    "support_roll": "Support Table roll {total}: column {rolls}",
    "support_item": "{player} takes {item} from his Support Table",
    "unit_infiltrates": "{unit} is placed in {hex}",
    "unit_not_placed": "{unit} cannot be placed in or next to {hex}",
    "weapon_scrounged": "{weapon} returns to the map with {unit}",
    "unit_returned": "{unit} returns from the Casualty Track, broken, in {hex}",
}


# E56 Field Promotion
def event_field_promotion(g, side: str, card: FateCard):
    """E56: if the nation's Private is in the counter box, he may be placed in a hex with a
    broken friendly unit (nothing rallies)."""
    st = g.state
    ptype = g.scenario.side(side).nation.private
    existing = [u for u in st.units.values() if u.side == side and ptype is not None and u.type.id == ptype.id]
    if ptype is None or any(u.location != REMOVED for u in existing):
        common.no_effect(g, "E56", "field_promotion")
        return
    hexes = places.in_map_order(g, (u.hex for u in st.on_map(side) if u.broken))
    if not hexes:
        common.no_effect(g, "E56", "field_promotion")
        return
    move = yield Decision(side, "field_promotion", tuple(Move("promote", h) for h in hexes) + (Move("decline"),),
                          why_not=activation.in_order(g))
    if move.kind == "decline":
        g.emit("event", msg("E56", "event_declined", event="field_promotion", player=side))
        return
    unit = existing[0] if existing else Unit(units.new_piece_id(g, f"{side[:2]}-{ptype.id}"), side, ptype)
    st.units[unit.id] = unit
    unit.broken = unit.suppressed = unit.veteran = False
    unit.location, unit.hex, unit.time = ON_MAP, move.args[0], None
    g.emit("unit_placed", msg("E56", "private_placed", unit=unit.id, hex=unit.hex))
    victory.update_objectives(g)


def event_hero(g, side: str, card: FateCard):
    """E58: a Hero from the counter box must be placed in a friendly hex; one broken unit
    there may rally.  E58.1 (0 VP, never on the Casualty Track) is in Core."""
    st = g.state
    htype = g.scenario.side(side).nation.hero
    existing = [u for u in st.units.values() if u.side == side and htype is not None and u.type.id == htype.id]
    free = [u for u in existing if u.location == REMOVED]
    hexes = common.friendly_hexes(g, side)
    if htype is None or (existing and not free) or not hexes:
        common.no_effect(g, "E58", "hero")
        return
    move = yield Decision(side, "hero", tuple(Move("hero", h) for h in hexes),
                          why_not=activation.in_order(g))
    hero = free[0] if free else Unit(units.new_piece_id(g, f"{side[:2]}-{htype.id}"), side, htype)
    st.units[hero.id] = hero
    hero.broken = hero.suppressed = hero.veteran = False
    hero.location, hero.hex, hero.time = ON_MAP, move.args[0], None
    g.emit("unit_placed", msg("E58", "hero_placed", unit=hero.id, hex=hero.hex))
    victory.update_objectives(g)
    broken = sorted((u for u in st.units_in(hero.hex, side) if u.broken), key=lambda u: u.id)
    if not broken:
        return
    move = yield Decision(side, "hero_rally", tuple(Move("rally", u.id) for u in broken) + (Move("decline"),),
                          about={"hex": hero.hex}, why_not=activation.in_order(g))
    if move.kind == "rally":
        units.rally(g, st.units[move.args[0]], "E58")


# E59 Infiltration
def event_infiltration(g, side: str, card: FateCard):
    """E59: (1) a Support Table roll (no trigger); (2) one unit item of that column that is
    not a Radio, available in the scenario's year, free (its counters left in the mix, as for
    E68); (3) a random hex; (4) the unit,
    with its Weapon, in that hex or an adjacent one: not impassable, within stacking
    limits.  In an enemy hex a Melee follows at once (rolls trigger nothing)."""
    st = g.state
    nation = g.scenario.side(side).nation
    r = yield from fate.roll(g, side, "Support Table")
    column = nation.support_column(r.total)
    g.emit("event", msg("E59", "support_roll", total=r.total,
                           rolls=f"{column.rolls[0]}-{column.rolls[1]}" if column else "-"))
    items = [e for e in (column.entries if column else ()) if e.kind == "unit" and e.unit in nation.units
             and e.available(g.scenario.year)
             and units.counters_free(g, side, e.unit, e.count)]  # E59 "free": counters left in the mix
    if not items:
        common.no_effect(g, "E59", "infiltration")
        return
    move = yield Decision(side, "infiltration", tuple(Move("take", e.id) for e in items),
                          about={"roll": r.total}, why_not=activation.in_order(g))
    entry = next(e for e in items if e.id == move.args[0])
    g.emit("event", msg("E59", "support_item", player=side, item=entry.name))
    h = common.random_hex(g, side, "E59", "infiltration")
    if h is None:
        return
    utype = nation.units[entry.unit]
    placed: set[str] = set()
    hexes: set[str] = set()
    for _ in range(entry.count):
        area = [h, *g.grid.neighbours(h).values()]
        options = places.in_map_order(g, (x for x in area if places.passable(g, x)
                                 and places.within_stacking(g, x, side, utype.figures)))
        if not options:
            g.emit("event", msg("E59", "unit_not_placed", unit=utype.id, hex=h))
            continue
        move = yield Decision(side, "infiltrate", tuple(Move("infiltrate", x) for x in options),
                              about={"unit": utype.id, "hex": h}, why_not=activation.in_order(g))
        unit = Unit(units.new_piece_id(g, f"{side[:2]}-e59-{utype.id}"), side, utype)
        if entry.weapon:
            wid = units.new_piece_id(g, f"{side[:2]}-e59-{entry.weapon}")
            st.weapons[wid] = Weapon(wid, side, nation.weapons[entry.weapon])
            unit.weapon = wid
        st.units[unit.id] = unit
        unit.location, unit.hex = ON_MAP, move.args[0]
        placed.add(unit.id)
        hexes.add(unit.hex)
        g.emit("unit_placed", msg("E59", "unit_infiltrates", unit=unit.id, hex=unit.hex))
    victory.update_objectives(g)
    yield from common.melees(g, hexes, placed)


def event_reinforcements(g, side: str, card):
    """E68: a roll on the Support Table (no trigger); one item of the rolled column, free but
    available in the scenario's year; a Radio goes to the empty Artillery Box, a unit (with
    its Weapon) to a hex along the friendly map edge (stacking limits; not impassable; an
    enemy hex means a Melee at once)."""
    st = g.state
    nation = g.scenario.side(side).nation
    r = yield from fate.roll(g, side, "Support Table (E68)")
    column = nation.support_column(r.total)
    edge_hexes = g.grid.edge_hexes(st.players[side].edge)
    items = [e for e in (column.entries if column else ()) if common.support_item_ok(g, side, e, edge_hexes)]
    if not items:
        common.no_effect(g, "E68", "reinforcements")
        return
    move = yield from common.ask(g, side, "reinforcements", tuple(Move("take", e.id) for e in items),
                                  {"roll": r.total})
    entry = next(e for e in items if e.id == move.args[0])
    g.emit("reinforcement", msg("E68", "support_item", player=side, item=entry.name))
    if entry.radio:
        rtype = nation.radios[entry.radio]
        st.players[side].radio = Radio(side, rtype.fp, rtype.id)
        g.emit("reinforcement", msg("E68", "reinforcement", unit=rtype.id, hex="Artillery Box"))
        return
    placed = []
    for _ in range(entry.count):
        utype = nation.units[entry.unit]
        hexes = places.place_hexes(g, edge_hexes, side, utype.figures)
        if not hexes:
            break
        uid, _ = common.new_ids(g, side, entry.unit, entry.weapon)
        move = yield from common.ask(g, side, "reinforce", tuple(Move("reinforce", uid, h) for h in hexes),
                                      {"unit": uid}, variant="event")
        u = common.new_unit(g, side, entry.unit, entry.weapon, move.args[1])
        g.emit("reinforcement", msg("E68", "reinforcement", unit=u.id, hex=u.hex))
        placed.append(u)
    victory.update_objectives(g)
    yield from common.melees(g, [u.hex for u in placed], {u.id for u in placed})


# E71 Scrounge
def event_scrounge(g, side: str, card):
    """E71: the executing player may take one Weapon (either side's) from the Casualty Track
    and give it, unbroken, to one of his units on the map that has no Weapon (8.1.1)."""
    st = g.state
    holders = sorted(u.id for u in st.on_map(side) if u.weapon is None)
    weapons = sorted(w.id for w in st.weapons.values() if w.location == "casualty"
                     and any(units.can_carry(g, st.units[u], w.type) for u in holders))  # V12
    if not weapons or not holders:
        common.no_effect(g, "E71", "scrounge")
        return
    move = yield from common.ask(g, side, "scrounge", tuple(Move("take", w) for w in weapons), optional=True)
    if move.kind == "decline":
        return
    w = st.weapons[move.args[0]]
    holders = [u for u in holders if units.can_carry(g, st.units[u], w.type)]  # V12: not a Leader for a heavy Weapon
    move = yield from common.ask(g, side, "scrounge_holder", tuple(Move("give", w.id, u) for u in holders),
                                  {"weapon": w.id})
    unit = st.units[move.args[1]]
    w.location, w.broken, w.side = "unit", False, side  # 7.1: always repaired on the track
    unit.weapon = w.id
    g.emit("weapon", msg("E71", "weapon_scrounged", weapon=w.id, unit=unit.id))


# E76 Walking Wounded
def event_walking_wounded(g, side: str, card):
    """E76: the executing player selects one unit (either side) from the Casualty Track, then
    a random hex; the unit returns broken, without Weapon or markers, in that hex or an
    adjacent one (passable, stacking limits; an enemy hex means a Melee at once).  The VP
    scored for it stay (ambiguity); it leaves the Casualty Track (4.2: Surrender count)."""
    st = g.state
    cands = sorted(u.id for u in st.units.values() if u.location == CASUALTY)
    if not cands:
        common.no_effect(g, "E76", "walking_wounded")
        return
    move = yield from common.ask(g, side, "walking_wounded", tuple(Move("return", i) for i in cands))
    unit = st.units[move.args[0]]
    hex_id = common.random_hex(g, side, "E76", "walking_wounded")
    if hex_id is None:
        return
    hexes = places.place_hexes(g, [hex_id, *g.grid.neighbours(hex_id).values()], unit.side, unit.figures)
    if not hexes:
        common.no_effect(g, "E76", "walking_wounded")
        return
    move = yield from common.ask(g, side, "walking_wounded_hex", tuple(Move("place", unit.id, h) for h in hexes),
                                  {"unit": unit.id, "hex": hex_id})
    st.players[unit.side].casualties.remove(unit.id)
    unit.location, unit.hex = ON_MAP, move.args[1]
    unit.broken, unit.suppressed, unit.veteran, unit.weapon = True, False, False, None
    g.emit("unit_returned", msg("E76", "unit_returned", unit=unit.id, hex=unit.hex))
    victory.update_objectives(g)
    yield from common.melees(g, [unit.hex], {unit.id})
