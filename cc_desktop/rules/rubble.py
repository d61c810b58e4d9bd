"""V1 Rubble (shared/rules/06-variants.md): the Rubble terrain and how artillery, Satchel Charges
and Guns create it.  No Qt.

Rubble is terrain at the top of the hierarchy (T78.1): an Obstacle whose six hexsides block too,
like a Blaze, creating no blind hex (the LOS takes Rubble hexes with the Blaze markers,
``Game._markers_now``); Move Cost and Cover 2, +1 for every adjacent Rubble hex
(``game.rubble_value``: the movement graph and ``GameState.cover`` use it).  It is not a
Fortification; a Blaze replaces it (``events.common.displace``).
"""

from __future__ import annotations

from cc_desktop.rules import activation, places, units, variants
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg

#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "rubble_placed": "{hex} is reduced to Rubble: every unit there is suppressed",
    "rubble_collapses": "the building of {hex} collapses into {into}",
    "rubble_none_left": "no Rubble marker is left for {hex}",
}

#: the weapon categories that create Rubble (V1.3, V1.4): Guns and Satchel Charges
RUBBLING = ("gun", "demolition_charge")


def was_multi_hex_building(g, hex_id: str) -> bool:
    """V1.3.2: the hex is printed as a Building that is part of a building of several hexes
    (its artwork's group spans more than one hex, T82)."""
    board = g.board
    if board.hexes[hex_id].effective_terrain != "building":
        return False
    groups = {s.group for s in board.shapes if s.hex == hex_id and s.terrain == "building"}
    return any(s.hex != hex_id for s in board.shapes if s.terrain == "building" and s.group in groups)


def attackable(g, hex_id: str) -> bool:
    """V1.3: a hex a Radio, Satchel Charge or Gun can rubble: a Building or Bridge hex without
    Rubble (V1.3.1), or a Rubble hex that was a Building of a multi-hex building (V1.3.2)."""
    if "V1" not in g.variants:
        return False
    if hex_id in g.state.rubble:
        return was_multi_hex_building(g, hex_id)  # V1.3.2
    return g.board.hexes[hex_id].effective_terrain in ("building", "bridge")  # V1.3.1


def vulnerability(g, fp: int) -> int | None:
    """The Fortification Vulnerability number of a printed FP (the Track Display's table,
    ``resources/terrain.json``; below its lowest FP, ``resources/variants.json``)."""
    table = g.board.chart.vulnerability
    if fp in table:
        return table[fp]
    low = variants.data()["rubble"].get("vulnerability_below")
    if low and table and fp < min(table):
        return int(low)
    return None


def rubbling_fp(g, group: list[str]) -> int | None:
    """The printed FP of the Gun or Satchel Charge among the firing pieces (V1.3, V1.4), or
    None when none of them creates Rubble."""
    st = g.state
    fps = [st.weapons[p].type.fp for p in group if p in st.weapons and st.weapons[p].type.category in RUBBLING]
    return max(fps) if fps else None


def check(g, hex_id: str, roll: int, fp: int, rule: str):
    """V1.3.1 / V1.3.2: an attack roll equal to the Vulnerability number of the attacker's
    printed FP rubbles a Building or Bridge hex (every unit there suppressed), or makes a Rubble
    hex of a multi-hex building collapse into an adjacent hex; before any Defense roll."""
    if not attackable(g, hex_id) or roll != vulnerability(g, fp):
        return
    if hex_id in g.state.rubble:
        yield from collapse(g, hex_id)  # V1.3.2
    else:
        place(g, hex_id, rule)  # V1.3.1


def place(g, hex_id: str, rule: str) -> bool:
    """V1.2, V1.3.1: a Rubble marker in the hex (one at most; ten in the counter mix) and a
    Suppression marker on every unit there.  Returns whether it was placed."""
    st = g.state
    if hex_id in st.rubble or hex_id in st.blaze:
        return False
    if len(st.rubble) >= int(variants.data()["counters"]["rubble"]):
        g.emit("rubble", msg("V1.2", "rubble_none_left", hex=hex_id))
        return False
    st.rubble.add(hex_id)  # V1.3.1
    g.emit("rubble", msg(rule, "rubble_placed", hex=hex_id))
    for u in st.units_in(hex_id):
        units.suppress(g, u, rule)  # V1.3.1: before the Defense rolls (V19: Panic)
    return True


def collapse(g, hex_id: str):
    """V1.3.2: the Initiative holder places Rubble in one adjacent hex without it (ambiguity of
    V1.3.2: any such hex but Water or a Blaze); the units there are suppressed."""
    st = g.state
    hexes = [n for n in places.in_map_order(g, g.grid.neighbours(hex_id).values())
             if n not in st.rubble and n not in st.blaze and not places.is_water(g, n)]
    if not hexes or len(st.rubble) >= int(variants.data()["counters"]["rubble"]):
        return
    move = yield Decision(st.initiative, "rubble_hex", tuple(Move("rubble", h) for h in hexes),
                          about={"hex": hex_id}, why_not=activation.in_order(g))
    g.emit("rubble", msg("V1.3.2", "rubble_collapses", hex=hex_id, into=move.args[0]))
    place(g, move.args[0], "V1.3.2")
