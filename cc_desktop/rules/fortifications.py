"""Fortifications F100-F106 and the Hidden Actions A35 that place them, as procedures.

* Placement (F100.3, 8.1.3): one Fortification per hex (the first stays), never in a Water hex
  nor in a Blaze hex (8.1.5; the Events that place a Blaze remove the hex's Fortification);
  :meth:`Fortifications.can_place_fortification`.  The scenario's Fortifications are placed in
  set-up (F100.1, :meth:`setup_fortifications`): in the hexes the scenario names, else one
  decision per marker in the side's set-up zone; with a hidden set-up only their owner sees
  them until the first Turn (``GameState.setup_fortifications``, ``Game.view_for``).
* Cover (F101, F102, F104, F105) is ``GameState.cover`` (the best Cover of the hex, never
  added; the Road's -1 applies to it, T93) and ``Orders.cover_vs_mortar``; a Fortification
  gives its Cover to every unit in the hex, whoever placed it (8.1.3: never friendly or enemy).
* Trenches (F105.2): the movement graph's trench link (1 MP); :meth:`op_fire_barred` keeps the
  Op Fire window closed in the hex entered that way.
* Wire (F106): ``GameState`` applies the -1 FP / Range / Morale of the chart's
  ``occupant_modifiers``; the Move ends on entering or leaving Wire (``Orders.move_unit``, and
  ``GameState.movement_lost`` for Wire placed by A35.5 under a moving group);
  :meth:`weapon_fire_barred` and :meth:`wire_group_ok` are F106.3.
* Mines (F103): :meth:`after_step` makes the Mine Attacks of each Move, Advance and Retreat
  step, on leaving and on entering, one roll per group moving together (:meth:`mine_attack`).
* Hidden Actions (A35), the scenario Defender's only: Hidden Mines and Hidden Wire right after
  an enemy Move or Advance step (:meth:`hidden_step_window`), Hidden Entrenchments and Hidden
  Pillbox before the Defender's Defense rolls (:meth:`hidden_defense_window`), Hidden Unit after
  the opponent discards by passing (:meth:`after_pass_discard`).  Each window is offered on
  public state and the player's standing choices (``Game.prefs``, window ids ``hidden_mines``,
  ``hidden_wire``, ``hidden_entrenchments``, ``hidden_pillbox``, ``hidden_unit``), never on the
  hand's contents.  The card, its hex and its effect are public once played: every A35 effect
  happens at once (a Mine Attack, a stopped move, a Cover used by the Defense roll, a unit on
  the map), so nothing stays hidden after the card is played.
"""

from __future__ import annotations

import functools
from functools import partial

from cc_desktop.content import load_markers
from cc_desktop.rules import places
from cc_desktop.rules import (defense, fate, hidden, units)
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (ON_MAP, Unit,
                                    other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "fortification_set_up": "{player} sets up {fortification} in {hex}",
    "fortification_not_placed": "{fortification} is not placed in {hex}: {reason}",
    "mine_attack": "Mine Attack in {hex} on {units}: FP {fp} + roll {roll} = {total}",
    "trench_no_op_fire": "{hex} was entered along a Trench: no Op Fire at it",
}


@functools.cache
def fortification_pool():
    """The number of markers of each Fortification in the counter mix (resources/markers.json)."""
    return load_markers().fortifications


# what a hex holds (F100.3, 8.1.3, 8.1.5)
def fortification_rec(g, hex_id: str) -> dict:
    """The chart's record of the hex's Fortification ({} if none)."""
    fort = g.state.fortifications.get(hex_id)
    return g.board.chart.fortifications.get(fort, {}) if fort else {}


def is_mines(g, hex_id: str) -> bool:
    """F103: a Mines hex (the chart's Fortification with a Mine Attack)."""
    return "mine_attack_fp" in fortification_rec(g, hex_id)


def is_wire(g, hex_id: str) -> bool:
    """F106: a Wire hex (the chart's Fortification that stops movement)."""
    return bool(fortification_rec(g, hex_id).get("stops_movement"))




def why_not_fortification(g, hex_id: str, kind: str | None = None, pool: bool = False) -> str | None:
    """F100.3, 8.1.3, 8.1.5: why no Fortification may be placed in ``hex_id`` now (None: it
    may).  ``pool``: the counter mix must still hold a ``kind`` marker."""
    st = g.state
    if hex_id not in g.grid:
        return "not on the map"
    if hex_id in st.fortifications:
        return f"it holds {st.fortifications[hex_id]}"
    if places.is_water(g, hex_id):
        return "Water terrain"
    if hex_id in st.blaze:
        return "Blaze"
    if pool and kind is not None:
        used = sum(1 for f in st.fortifications.values() if f == kind)
        if used >= fortification_pool().get(kind, 0):
            return f"no {kind} marker left"
    return None


def can_place_fortification(g, hex_id: str, kind: str | None = None, pool: bool = False) -> bool:
    return why_not_fortification(g, hex_id, kind, pool) is None


def place_fortification(g, hex_id: str, kind: str, rule: str) -> bool:
    """F100.3: place ``kind`` in ``hex_id`` unless the hex refuses it (8.1.3: the first
    Fortification stays); returns whether it was placed."""
    why = why_not_fortification(g, hex_id, kind)
    if why is not None:
        g.emit("fortification", msg(rule, "fortification_not_placed", fortification=kind, hex=hex_id,
                                       reason=why))
        return False
    g.state.fortifications[hex_id] = kind
    g.state.setup_fortifications.pop(hex_id, None)
    return True


# set-up (F100.1)
def setup_fortifications(g, side: str):
    """F100.1: the side's scenario Fortifications, after its units: in the hexes the scenario
    names, else one decision per marker among the set-up zone's hexes that may hold one.
    A hidden set-up keeps them (and their log lines) the owner's until the first Turn."""
    st = g.state
    sc_side = g.scenario.side(side)
    hidden = side if sc_side.hidden_setup else None
    zone = sorted(sc_side.setup_zone, key=g.grid.index.get)
    markers = [(fs, i) for fs in sc_side.fortifications for i in range(fs.count)]
    while st.setup_markers.get(side, 0) < len(markers):  # resumable: the state counts the markers handled
        fs, i = markers[st.setup_markers.get(side, 0)]
        hex_id = fs.hexes[i] if fs.hexes else None
        if hex_id is None:
            options = tuple(Move("fortify", h) for h in zone if can_place_fortification(g, h))
            if options:
                move = yield Decision(side, "setup", options, about={"fortification": fs.fortification},
                                      variant="fortification")
                hex_id = move.args[0]
            else:
                g.emit("fortification", msg("F100.3", "fortification_not_placed", fortification=fs.fortification,
                                            hex="-", reason="no hex of the set-up zone can hold it"),
                       visible_to=hidden)
        st.setup_markers[side] = st.setup_markers.get(side, 0) + 1
        if hex_id is None or not place_fortification(g, hex_id, fs.fortification, "F100.3"):
            continue
        st.setup_fortifications[hex_id] = side
        g.emit("fortification", msg("F100.1", "fortification_set_up", player=side,
                                    fortification=fs.fortification, hex=hex_id), visible_to=hidden)


# F105.2 Trenches, F106.3 Wire: what the Orders ask
def op_fire_barred(g, hex_id: str) -> bool:
    """F105.2: a unit that entered ``hex_id`` by a trench move cannot be Op Fired there (the
    window of that expenditure stays closed)."""
    if g.state.trench_entry == hex_id:
        g.emit("fortification", msg("F105.2", "trench_no_op_fire", hex=hex_id))
        return True
    return False


def weapon_fire_barred(g, carrier: Unit | None) -> bool:
    """F106.3: no Weapon fires out of a Wire hex (and T89/T95: none out of Water terrain
    with the chart's ``no_weapon_fire_out`` flag)."""
    if carrier is None or carrier.location != ON_MAP or not carrier.hex:
        return False
    return is_wire(g, carrier.hex) or g.board.terrain(carrier.hex).has("no_weapon_fire_out")


def wire_group_ok(g, group: list[str], piece: str) -> bool:
    """F106.3: pieces in a Wire hex form a Fire Group only with pieces of the same hex."""
    if not group:
        return True
    hexes = {units.piece_unit(g, p).hex for p in group} | {units.piece_unit(g, piece).hex}
    return len(hexes) == 1 or not any(is_wire(g, h) for h in hexes)


# F103 Mines
def mine_strength(g) -> int:
    """F103.2: 6, or the 7 or 8 the scenario gives the Defender's Mines."""
    return int(g.scenario.mine_strength)


def mine_cover(g, unit: Unit) -> int:
    """F103.2: Cover against a Mine Attack is 0, whatever the hex (a negative Cover too):
    the bonus that takes the hex's Cover out of the unit's Morale (Command still counts)."""
    return -g.state.cover(unit.hex)


def mine_attack(g, units: list[Unit], hex_id: str, rule: str, attacker: str | None = None):
    """F103.2: one Mine Attack on ``units`` (a group moving together, F103.1): the opponent
    of their owner rolls (Jammed! counts only on Fire Attacks, 1.9.1.2), the Attack Total is
    the Mines' FP + the roll, and each of them rolls its Defense with Cover 0."""
    units = [u for u in units if u.location == ON_MAP]
    if not units:
        return
    owner = units[0].side
    attacker = attacker or other(owner)
    fp = mine_strength(g)
    r = yield from fate.roll(g, attacker, "Mine Attack in {0}", subject=hex_id)
    total = fp + r.total
    g.emit("attack", msg(rule, "mine_attack", hex=hex_id, units=", ".join(u.id for u in units), fp=fp,
                            roll=r.total, total=total))
    yield from defense.defend(g, owner, [u.id for u in units], total, rule, cover_bonus=partial(mine_cover, g))


def after_step(g, units: list, origin: str, dest: str, how: str):
    """Units have just entered ``dest`` from ``origin`` by ``how`` ("move", "advance",
    "retreat").  F103.1, O23.3.4: a Mine Attack on leaving a Mines hex, then one on
    entering one (a unit broken while leaving still enters, F103.2); then the Defender's
    Hidden Mines / Hidden Wire window (A35.2, A35.5: Move and Advance only)."""
    trench = (how == "move" and origin in g.grid and dest in g.grid.neighbours(origin).values()
              and g.movement_graph.edge(origin, dest).trench_link)  # F105.2
    g.state.trench_entry = dest if trench else None
    group = [u for u in units if u.location == ON_MAP and u.hex == dest]
    if group and is_mines(g, origin):
        yield from mine_attack(g, group, origin, "F103.1")
    group = [u for u in group if u.location == ON_MAP and u.hex == dest]
    if group and is_mines(g, dest):
        yield from mine_attack(g, group, dest, "F103.1")
    group = [u for u in group if u.location == ON_MAP and u.hex == dest]
    if group and how in ("move", "advance"):
        yield from hidden.hidden_step_window(g, group, dest, how)
