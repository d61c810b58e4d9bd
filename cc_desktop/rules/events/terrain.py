"""Events that change the map: E46 Blaze, E47 Booby Trap, E48 Breeze, E53 Dust, E55 Entrench, E69
Rubble, E70 Sappers, E73 Shellholes, E77 White Phosphorus."""

from __future__ import annotations


from cc_desktop.content.model import FateCard
from cc_desktop.rules import places
from cc_desktop.rules import (activation, artillery, reactions, units)
from cc_desktop.rules.events import common
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "mines_placed": "Mines placed in {hex}",
    "mines_not_placed": "no Mines are placed in {hex}",
    "breeze_wind": "the Breeze blows towards direction {direction}",
    "breeze_no_wind": "no wind direction is printed: no Blaze spreads",
    "smoke_not_placed": "no Smoke is placed in {hex}",
    "entrench_placed": "Foxholes placed in {hex}",
}


# E46 Blaze
def event_blaze(g, side: str, card: FateCard):
    """E46: a Blaze in the random hex (not Water, no Blaze); its Smoke and Fortification
    are removed; its units leave (inactive player first) or are eliminated."""
    h = common.random_hex(g, side, "E46", "blaze")
    burning: set[str] = set()
    if h is None or not common.place_blaze(g, h, "E46", burning):
        return
    yield from common.displace(g, burning, "E46")


# E47 Booby Trap
def event_booby_trap(g, side: str, card: FateCard):
    """E47, F100.3: Mines in the random hex if it is not Water and holds no Blaze and no
    Fortification.  Units already there are attacked only when they leave (F103.1)."""
    st = g.state
    h = common.random_hex(g, side, "E47", "booby_trap")
    if h is None:
        return
    if places.is_water(g, h) or h in st.blaze or h in st.fortifications:
        g.emit("fortification", msg("E47", "mines_not_placed", hex=h))
        return
    st.fortifications[h] = "mines"
    g.emit("fortification", msg("E47", "mines_placed", hex=h))
    yield from ()


# E48 Breeze
def event_breeze(g, side: str, card: FateCard):
    """E48: (1) every Smoke marker leaves the map; (2) each Blaze already on the map spreads
    one hex in the printed wind direction, unless that hex is Water, off the map or already
    burning; units in a new Blaze hex leave it (E46) or are eliminated."""
    st = g.state
    for h in places.in_map_order(g, st.smoke):
        del st.smoke[h]
        g.emit("smoke", msg("E48", "smoke_removed", hex=h))
    while st.starshells:  # V3.3: every Starshell leaves the map too
        g.emit("starshell", msg("V3.3", "starshell_removed", hex=st.starshells.pop(0)))
    wind = card.wind
    if wind not in (1, 2, 3, 4, 5, 6):
        g.emit("event", msg("E48", "breeze_no_wind"))
        return
    g.emit("event", msg("E48", "breeze_wind", direction=wind))
    burning: set[str] = set()
    for b in places.in_map_order(g, st.blaze):  # the Blazes before the Event: new ones do not spread
        n = g.grid.neighbour(b, wind)
        if n is not None:
            common.place_blaze(g, n, "E48", burning)
    yield from common.displace(g, burning, "E48")


# E53 Dust
def event_dust(g, side: str, card: FateCard):
    """E53: a random Smoke marker in the random hex if it is not Water and holds no Blaze;
    with Smoke already there the higher Hindrance stays (8.1, T94)."""
    h = common.random_hex(g, side, "E53", "dust")
    if h is None:
        return
    if places.is_water(g, h) or h in g.state.blaze:
        g.emit("smoke", msg("E53", "smoke_not_placed", hex=h))
        return
    artillery.place_smoke(g, h, "E53")
    yield from ()


# E55 Entrench
def event_entrench(g, side: str, card: FateCard):
    """E55: the executing player may place Foxholes (F102) in a non-Water hex with friendly
    units and no Fortification (a Blaze hex holds no unit, 8.1.5)."""
    st = g.state
    placed = 0
    while True:
        hexes = reactions.dig_in_hexes(g, side)  # A32's hexes: the same conditions
        if not hexes:
            if not placed:
                common.no_effect(g, "E55", "entrench")
            return
        move = yield Decision(side, "entrench", tuple(Move("entrench", h) for h in hexes) + (Move("decline"),),
                              why_not=activation.in_order(g))
        if move.kind == "decline":
            g.emit("event", msg("E55", "event_declined", event="entrench", player=side))
            return
        st.fortifications[move.args[0]] = "foxholes"
        g.emit("fortification", msg("E55", "entrench_placed", hex=move.args[0]))
        placed += 1
        if not g.options["entrench_every_hex"]:  # E55 reading (option)
            return


def event_rubble(g, side: str, card):
    """E69: Wire [F106] in the random hex (not Water, no Blaze, no Fortification)."""
    common.fortify_random_hex(g, side, "E69", "rubble", "wire")
    return
    yield  # a procedure (generator) that asks nothing


def event_shellholes(g, side: str, card):
    """E73: Foxholes [F102] in the random hex (not Water, no Blaze, no Fortification)."""
    common.fortify_random_hex(g, side, "E73", "shellholes", "foxholes")
    return
    yield  # a procedure (generator) that asks nothing


# E70 Sappers
def event_sappers(g, side: str, card):
    """E70: the executing player may remove one Mines or one Wire marker from the map."""
    st = g.state
    hexes = sorted((h for h, f in st.fortifications.items() if f in ("mines", "wire")), key=g.grid.index.get)
    if not hexes:
        common.no_effect(g, "E70", "sappers")
        return
    move = yield from common.ask(g, side, "sappers", tuple(Move("remove", h) for h in hexes), optional=True)
    if move.kind == "decline":
        return
    fort = st.fortifications.pop(move.args[0])
    g.emit("fortification", msg("E70", "fortification_removed", fortification=fort, hex=move.args[0]))


def event_white_phosphorus(g, side: str, card):
    """E77: the executing player may place a random Smoke marker in a hex adjacent to one of
    his unbroken Squads (not Water, no Blaze); then each player with units there breaks one
    of his own units there (the inactive player first, as in E46; a broken one is
    eliminated)."""
    st = g.state
    hexes: set[str] = set()
    for u in st.on_map(side):
        if u.kind == "squad" and not u.broken:
            hexes |= set(g.grid.neighbours(u.hex).values())
    cands = sorted((h for h in hexes if h not in st.blaze and not places.is_water(g, h)), key=g.grid.index.get)
    if not cands or not common.smoke_available(g):
        common.no_effect(g, "E77", "white_phosphorus")
        return
    move = yield from common.ask(g, side, "white_phosphorus", tuple(Move("smoke", h) for h in cands), optional=True)
    if move.kind == "decline":
        return
    hex_id = move.args[0]
    artillery.place_smoke(g, hex_id, "E77")
    for owner in (other(st.active), st.active):
        present = sorted(u.id for u in st.units_in(hex_id, owner))
        if not present:
            continue
        move = yield from common.ask(g, owner, "white_phosphorus_victim", tuple(Move("break", i) for i in present),
                                      {"hex": hex_id})
        yield from units.break_with_wounds(g, st.units[move.args[0]], "E77")  # A36
