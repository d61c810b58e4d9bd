"""What the Events share (E42): the random hex, a part that cannot be carried out, decisions with one
answer, the hexes where a unit may go, Blaze placement and displacement, new units from the mix,
Objective chits."""

from __future__ import annotations

import functools

from cc_desktop.content import load_chits, load_markers
from cc_desktop.content.model import ObjectiveChit, SupportEntry
from cc_desktop.rules import places
from cc_desktop.rules import (activation, artillery, fate, units, victory)
from cc_desktop.rules import melee as melee_
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (ON_MAP, Unit,
                                    Weapon, other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "event_declined": "{event}: {player} declines",
    "event_random_hex": "Event {event}: random hex {hex}",
    "blaze_placed": "Blaze placed in {hex}",
    "blaze_not_placed": "no Blaze is placed in {hex}",
    "fortification_removed": "{fortification} removed from {hex}",
    "unit_displaced": "{unit} leaves the Blaze to {hex}",
    "event_no_effect": "Event {event}: nothing it can be applied to; no effect",
    "event_random_hex_off_map": "Event {event}: random hex {hex} is not on this map; no effect",
    "chit_opened": "Objective chit {chit} is now open for both players",
    "fortification_placed": "{fortification} placed in {hex}",
}




@functools.cache
def blaze_pool() -> int:
    """The number of Blaze markers of the counter mix (resources/markers.json, T79)."""
    return load_markers().blaze


@functools.cache
def all_chits() -> tuple[ObjectiveChit, ...]:
    """The 22 Objective chits (7.3.2), sorted by letter."""
    return tuple(sorted(load_chits(), key=lambda c: c.id))














def melees(g, hexes, entered: set[str]):
    """E59 translator's note (and our E46/E48 reading): a Melee in each hex where units
    arrived among enemies, fought now; its rolls trigger nothing (E42).  The arrivals count
    as the units that entered the hex in this Melee (O16.4.3, F101/F104 ties), and only in
    it: once the Event is over they hold the hex they are in."""
    st = g.state
    for h in places.in_map_order(g, hexes):
        sides = {u.side for u in st.units_in(h)}
        if len(sides) == 2:
            yield from melee_.melee(g, h, arrivals=frozenset(melee_.descendants(g, entered)))


def place_blaze(g, hex_id: str, rule: str, burning: set[str]) -> bool:
    """E46, E48, 8.1.5: a random Blaze marker in a non-Water hex without Blaze (while the
    pool has one); the hex's Smoke and Fortification are removed.  The hex joins
    ``burning``: :func:`displace` puts the marker on the map once the units are out (so
    that no unit ever stands in a Blaze hex between two decisions, 8.1.5)."""
    st = g.state
    if (places.is_water(g, hex_id) or hex_id in st.blaze or hex_id in burning
            or len(st.blaze) + len(burning) >= blaze_pool()):
        g.emit("blaze", msg(rule, "blaze_not_placed", hex=hex_id))
        return False
    burning.add(hex_id)
    g.emit("blaze", msg(rule, "blaze_placed", hex=hex_id))
    if hex_id in st.smoke:
        del st.smoke[hex_id]
        g.emit("smoke", msg(rule, "smoke_removed", hex=hex_id))
    fort = st.fortifications.pop(hex_id, None)
    if fort:
        g.emit("fortification", msg(rule, "fortification_removed", fortification=fort, hex=hex_id))
    return True


def displace_hexes(g, unit: Unit, from_hex: str, burning: set[str]) -> list[str]:
    """E46: the adjacent hexes a unit may leave a new Blaze for."""
    st = g.state
    out = []
    for n in g.grid.neighbours(from_hex).values():
        if n in burning or g.movement_graph.edge(from_hex, n).impassable or not places.passable(g, n):
            continue
        if not g.options["displace_into_enemy"] and st.enemy_in(n, unit.side):  # E46 reading (option)
            continue
        out.append(n)
    return places.in_map_order(g, out)


def displace(g, burning: set[str], rule: str):
    """E46: every unit in the new Blaze hexes is moved by its owner, the inactive player
    first, to an adjacent hex; a unit that cannot leave is eliminated; then the Blaze
    markers are on the map."""
    st = g.state
    hexes = places.in_map_order(g, burning)
    stuck: list[Unit] = []
    entered: set[str] = set()
    arrived: set[str] = set()
    for owner in (other(st.active), st.active):
        for h in hexes:
            for u in sorted(st.units_in(h, owner), key=lambda u: u.id):
                options = displace_hexes(g, u, h, burning)
                if not options:
                    stuck.append(u)
                    continue
                move = yield Decision(owner, "blaze_move", tuple(Move("displace", u.id, n) for n in options),
                                      about={"unit": u.id, "hex": h}, why_not=activation.in_order(g))
                u.hex = move.args[1]
                entered.add(u.hex)
                arrived.add(u.id)
                g.emit("unit_moved", msg(rule, "unit_displaced", unit=u.id, hex=u.hex))
    try:
        victory.update_objectives(g)
        if stuck:
            units.eliminate_all(g, stuck, rule)  # at one moment (6.3: both sides may lose at once)
    finally:
        st.blaze |= burning
        st.rubble -= burning  # V1.2: a Blaze replaces a Rubble marker
    yield from melees(g, entered, arrived)


# E58 Hero
def friendly_hexes(g, side: str) -> list[str]:
    """Glossary: a hex with a friendly unit, or an Objective hex the side controls with no
    enemy unit in it."""
    st = g.state
    hexes = {u.hex for u in st.on_map(side)}
    for n, hs in g.objective_hexes.items():
        if st.objectives.get(n) == side:
            hexes |= {h for h in hs if not st.enemy_in(h, side) and places.passable(g, h)}
    return places.in_map_order(g, hexes)


# helpers shared by the Events
def no_effect(g, rule: str, event: str) -> None:
    g.emit("event", msg(rule, "event_no_effect", event=event))


def ask(g, side: str, kind: str, options: tuple[Move, ...], about: dict | None = None, optional: bool = False,
        variant: str | None = None):
    """A decision of the Event (``about``: its typed parameters, as the registry declares them
    for ``kind``): a mandatory one with a single option is applied at once."""
    if optional:
        options = tuple(options) + (Move("decline"),)
    elif len(options) == 1:
        return options[0]
    return (yield Decision(side, kind, tuple(options), about=about or {}, variant=variant,
                           why_not=activation.in_order(g)))


def random_hex(g, side: str, rule: str, event: str) -> str | None:
    """1.8: one random hex for the Event (None if it is not on this map)."""
    hex_id = fate.random_hex(g, side)
    player = g.state.players[side]
    printed = player.cards[player.discard[-1]].random_hex  # the card just revealed (1.3)
    if hex_id is None:
        g.emit("event", msg(rule, "event_random_hex_off_map", event=event, hex=printed))
    else:
        g.emit("event", msg(rule, "event_random_hex", event=event, hex=hex_id))
    return hex_id












def undrawn_chits(g) -> list[ObjectiveChit]:
    """The chits not yet drawn: all 22 minus the open and the secret ones (7.3.2)."""
    st = g.state
    used = set(st.open_chits) | {c for s in st.secret_chits.values() for c in s}
    return [c for c in all_chits() if c.id not in used]


def open_chit(g, chit: ObjectiveChit, rule: str) -> None:
    """7.3.3: an open chit scores at once for the controller of each Objective it values; from
    now on a change of control swings its value (Core.update_objectives)."""
    st = g.state
    st.open_chits.append(chit.id)
    g.emit("objective", msg(rule, "chit_opened", chit=chit.id))
    for n, value in victory.chit_values(g, chit):
        if not value:
            continue
        st.objective_values[n] = st.objective_values.get(n, 0) + value
        owner = st.objectives.get(n)
        if owner:
            victory.award(g, owner, value, f"{rule} chit {chit.id} objective {n}")




def new_ids(g, side: str, type_id: str, weapon_id: str | None) -> tuple[str, str | None]:
    """Ids for a counter taken from the counter mix (E68), in the style of the set-up's."""
    st = g.state
    n = len(st.units) + 1
    while f"{side[:2]}{n}-{type_id}" in st.units or (weapon_id and f"{side[:2]}{n}w-{weapon_id}" in st.weapons):
        n += 1
    return f"{side[:2]}{n}-{type_id}", (f"{side[:2]}{n}w-{weapon_id}" if weapon_id else None)


def new_unit(g, side: str, type_id: str, weapon_id: str | None, hex_id: str) -> Unit:
    """A new unit on the map, with its Weapon (11.2: given to the unit listed with it)."""
    st = g.state
    nation = g.scenario.side(side).nation
    uid, wid = new_ids(g, side, type_id, weapon_id)
    u = Unit(uid, side, nation.units[type_id], location=ON_MAP, hex=hex_id)
    if wid:
        st.weapons[wid] = Weapon(wid, side, nation.weapons[weapon_id])
        u.weapon = wid
    st.units[uid] = u
    return u


# E68 Reinforcements
def support_item_ok(g, side: str, entry: SupportEntry, edge_hexes: list[str]) -> bool:
    """E68 step 2-3: available in the scenario's year; a Radio only into an empty Artillery
    Box (8.1.2); a unit only if a counter is free and an edge hex can take it; a
    Fortification item cannot be placed by this Event."""
    st = g.state
    nation = g.scenario.side(side).nation
    if not entry.available(g.scenario.year):
        return False
    if entry.radio:
        return st.players[side].radio is None and entry.radio in nation.radios
    if entry.unit:
        if entry.unit not in nation.units or (entry.weapon and entry.weapon not in nation.weapons):
            return False
        if not units.counters_free(g, side, entry.unit, entry.count):
            return False
        return bool(places.place_hexes(g, edge_hexes, side, nation.units[entry.unit].figures))
    return False


# E69 Rubble, E73 Shellholes: a Fortification in a random hex
def fortify_random_hex(g, side: str, rule: str, event: str, fortification: str):
    """E69 / E73: if the random hex is not Water and holds neither a Blaze nor a
    Fortification (8.1.3: the first one stays), the marker is placed there."""
    st = g.state
    hex_id = random_hex(g, side, rule, event)
    if hex_id is None:
        return
    if places.is_water(g, hex_id) or hex_id in st.blaze or hex_id in st.fortifications:
        no_effect(g, rule, event)
        return
    st.fortifications[hex_id] = fortification
    g.emit("fortification", msg(rule, "fortification_placed", fortification=fortification, hex=hex_id))


# E77 White Phosphorus
def smoke_available(g) -> bool:
    """T94: a Smoke marker is left in the pool (the markers not on the map)."""
    pool = list(artillery.smoke_pool())
    for v in g.state.smoke.values():
        if v in pool:
            pool.remove(v)
    return bool(pool)
