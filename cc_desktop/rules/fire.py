"""The Fire Order (O20): what a piece can hit, targets, Fire Groups with their FP, Hindrance and
height, Smoke rounds, the Actions played before the attack roll (A27, A30, A34, A37, A40, A41)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from typing import Any, NamedTuple

from cc_desktop.rules import (activation, artillery, defense, fate, fortifications, units, variants)
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import RuleMessage, msg
from cc_desktop.rules.state import ON_MAP, Unit, other


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "enfilade": "{player} fires in Enfilade and gives the Initiative card to {opponent}",
    "mortar_spotter": "{unit} is {player}'s Mortar Spotter",
    "mortar_spotted": "{spotter} activates the Mortar of {unit}: it may fire by his LOS",
    "spray_not_boxed": "{piece} has no boxed Range",
    "spray_once": "Spray Fire is not cumulative: this attack already hits two hexes",
    "spray_no_hex": "no second enemy-occupied hex next to {hex} in Range and LOS of every firing piece",
    "spray_piece": "{piece} cannot reach both hexes of the Spray Fire",
    # why a hex is no target (why_not_target)
    "los_blocked": "the line of sight from {origin} to {target} is blocked by {feature} in {hex}",
    "already_fired": "{piece} has already fired in this Order (one attack per piece)",
    "target_given_up": "{target} was given up as a target in this Order",
    # the parts of an attack's FP (attack_terms, the Fire preview and the attack's log line)
    "attack_parts": "FP {fp} = {parts}",
    "term_best": "FP of {piece}",
    "term_others": "{count} other piece(s), +1 each",
    "term_hindrance": "Hindrance: {feature} in {hex}",
    "term_hindrance_plain": "Hindrance",
    "term_night": "Night: Hindrance equal to the range",
    "term_downhill": "firing down at a lower hex",
    "term_uphill": "firing up at a higher hex",
    "term_action": "{action} Action",
    "term_enfilade": "Enfilade: {count} more hex(es) firing",
    "term_airburst": "Airburst: a Mortar fires at Woods",
    "term_water": "Water cushioning",
    # the parts of a piece's FP
    "term_printed_fp": "printed FP",
    "term_printed_fp_broken": "printed FP (broken side)",
    "term_command": "Command of {leader}",
    "term_suppressed": "Suppressed",
    "term_veteran": "Veteran",
    "term_wire": "Wire in its hex",
    "term_other": "other modifiers",
    # what the preview adds in words
    "note_targeting": "Ordnance: a Targeting roll first; the product of the dice less Hindrance {hindrance} must be above the range {range}",
    "note_point_blank": "Point Blank Fire: +2 to the Attack Total per card discarded at random",
    "note_strongest": "the strongest Fire Group the pieces can form against {target}",
    "note_needs_actions": "FP {fp}: the attack needs Fire Actions to reach FP 1",
}


def line(g, a: str, b: str) -> tuple[str, int]:
    """(clear | hindered | blocked, hindrance) with the current Smoke and Blaze (10); at night
    (V2.3) with the Night Hindrance, the larger of the two (10.3: hindrances never add)."""
    found = g.line(a, b)
    if "V2" in g.variants and found[0] != "blocked" and a != b:
        night = night_hindrance(g, a, b)
        if night > found[1]:
            return ("hindered", night)  # V2.3
    return found


def night_hindrance(g, observer: str, target: str) -> int:
    """V2.3: at night every LOS carries a Hindrance equal to its range, unless a Starshell
    lights the target hex (V3.2)."""
    if "V2" not in g.variants or illuminated(g, target):
        return 0
    return g.grid.distance(observer, target)  # V2.3


def illuminated(g, hex_id: str) -> bool:
    """V3.2: a Starshell lights its own hex and every hex within 2 of it."""
    shells = g.state.starshells
    if not shells:
        return False
    radius = int(variants.data()["night"]["starshell_radius"])
    distance = g.grid.distance
    return any(distance(hex_id, s) <= radius for s in shells)  # V3.2


def can_hit(g, piece: str, target: str, op_fire: bool = False) -> bool:
    if not units.piece_can_fire(g, piece) or (op_fire and units.piece_ordnance(g, piece)):  # A33.3
        return False
    unit = units.piece_unit(g, piece)
    fp, rng, min_rng = units.piece_stats(g, piece)
    d = g.grid.distance(unit.hex, target)
    if d > rng or d < max(min_rng, 0) or fp <= 0:
        return False
    verdict, _ = line(g, unit.hex, target) if d else ("clear", 0)
    if verdict == "blocked" and piece in g.state.spotting:  # V8.3: the Spotter's LOS will do
        return spotter_line(g, piece, target)[0] != "blocked"
    return verdict != "blocked"


def spotter_line(g, piece: str, target: str) -> tuple[str, int]:
    """V8.3: the LOS (and its Hindrance) from the Mortar Spotter who activated Mortar ``piece``
    to ``target``; blocked if he is no longer on the map."""
    ms = g.state.units.get(g.state.spotting.get(piece, ""))
    if ms is None or ms.location != ON_MAP:
        return ("blocked", 0)
    return line(g, ms.hex, target) if ms.hex != target else ("clear", 0)


def targeting_line(g, piece: str, origin: str, target: str) -> tuple[str, int]:
    """The LOS whose Hindrance modifies a Targeting roll (O20.2.3): the firing piece's own; for
    a Mortar of a Mortar Spotter (V8.3) his when the Mortar's own is blocked, else the smaller
    Hindrance of the two (the owner traces the better one)."""
    own = line(g, origin, target)
    if piece not in g.state.spotting:
        return own
    spotted = spotter_line(g, piece, target)  # V8.3
    if own[0] == "blocked":
        return spotted
    return own if spotted[0] == "blocked" or own[1] <= spotted[1] else spotted


def enemy_hexes(g, side: str) -> list[str]:
    """The hexes holding units of ``side``'s enemy, in map order (kept while no unit moves)."""
    occ = g.state.index()
    key = ("enemy_hexes", side)
    found = occ.memo.get(key)
    if found is None:
        found = occ.memo[key] = sorted({u.hex for u in occ.on_map.get(other(side), ())}, key=g.grid.index.get)
    return found


def shooter(g, piece: str, op_fire: bool = False) -> tuple[str, int, int] | None:
    """(hex, Range, minimum range) of ``piece`` if it can fire now with FP 1 or more (not
    Ordnance at Op Fire, A33.3), else None: the part of :func:`can_hit` that does not depend on
    the target.  Kept in the state's memo (dropped when a unit or Weapon changes) for the
    Fortifications, Smoke and Blaze on the map."""
    memo = g.state.memo()
    key = ("shooter", piece, op_fire, g.terrain_key())
    found = memo.get(key, False)
    if found is False:
        found = memo[key] = _shooter(g, piece, op_fire)
    return found


def _shooter(g, p: str, op_fire: bool) -> tuple[str, int, int] | None:
    st = g.state
    u = st.units.get(p)
    if u is not None:  # a unit: units.piece_can_fire and units.piece_stats, inline
        if u.location != ON_MAP:
            return None
        common = st.leader_bonus(u) - u.suppressed + u.veteran
        face = u.face
        if u.hex in st.fortifications:  # F106.1 (GameState.fortification_modifier)
            fp_mod, range_mod = st.fortification_modifier(u, "fp"), st.fortification_modifier(u, "range")
        else:
            fp_mod = range_mod = 0
        if face.fp + common + fp_mod <= 0:
            return None
        return u.hex, face.range + common + range_mod, 0
    if not units.piece_can_fire(g, p) or (op_fire and units.piece_ordnance(g, p)):  # A33.3
        return None
    fp, rng, min_rng = units.piece_stats(g, p)
    if fp <= 0:
        return None
    return units.piece_unit(g, p).hex, rng, max(min_rng, 0)


def _shooters(g, pieces: list[str], op_fire: bool) -> list[tuple[str, int, int]]:
    """The :func:`shooter` of each of ``pieces`` that can fire."""
    return [s for s in (shooter(g, p, op_fire) for p in pieces) if s is not None]


def targets(g, pieces: list[str], side: str, op_fire: bool = False, only: str | None = None) -> list[str]:
    """The hexes with enemy units that at least one of ``pieces`` can hit (the same test as
    :meth:`can_hit`, with each piece's stats taken once)."""
    st = g.state
    hexes = [only] if only else enemy_hexes(g, side)
    if st.spotting and any(p in st.spotting for p in pieces):  # V8.3: LOS from the Spotter too
        return [h for h in hexes if st.enemy_in(h, side) and any(can_hit(g, p, h, op_fire) for p in pieces)]
    shooters = _shooters(g, pieces, op_fire)
    out = []
    if not shooters:
        return out
    distance = g.grid.distance
    line = g.line
    if only and not st.enemy_in(only, side):
        return out
    for h in hexes:  # enemy_hexes: each holds an enemy unit
        for origin, rng, min_rng in shooters:
            d = distance(origin, h)
            if min_rng <= d <= rng and (d == 0 or line(origin, h)[0] != "blocked"):
                out.append(h)
                break
    return out


def has_target(g, pieces: list[str], side: str, op_fire: bool = False, only: str | None = None) -> bool:
    """Whether :func:`targets` would name a hex (piece by piece, stopping at the first hit)."""
    if g.state.spotting and any(p in g.state.spotting for p in pieces):  # V8.3
        return bool(targets(g, pieces, side, op_fire, only))
    if only:
        if not g.state.enemy_in(only, side):
            return False
        hexes = [only]
    else:
        hexes = enemy_hexes(g, side)  # each holds an enemy unit
        if not hexes:
            return False
    index, rows = g.distances()
    columns = [(h, index[h]) for h in hexes]
    answers, line = g.line_answers(), g.line
    st = g.state
    memo = st.side_memo(side)  # kept while only the other side's units move (its Op Fire windows)
    terrain = g.terrain_key()
    seen = set()  # a shooter like one tried already (same hex and ranges) finds nothing more
    for p in pieces:
        key = ("shooter", p, op_fire, terrain)  # shooter(g, p, op_fire), inline
        s = memo.get(key, False)
        if s is False:
            s = _shooter(g, p, op_fire)
            if _of_side(st, p, side):  # it depends on that side's pieces alone
                memo[key] = s
        if s is None or s in seen:
            continue
        seen.add(s)
        origin, rng, min_rng = s
        row = rows[index[origin]]  # grid.distance(origin, h) = row[index[h]]
        for h, j in columns:
            d = row[j]
            if min_rng <= d <= rng and (d == 0 or (answers.get((origin, h)) or line(origin, h))[0] != "blocked"):
                return True
    return False


def _of_side(st, piece: str, side: str) -> bool:
    """Whether ``piece`` is a unit of ``side``, or a Weapon of ``side`` carried by none or by a
    unit of ``side``: its :func:`shooter` then depends on ``side``'s pieces alone (its unit, the
    Leaders in its hex; GameState.side_memo)."""
    u = st.units.get(piece)
    if u is not None:
        return u.side == side
    w = st.weapons.get(piece)
    if w is None or w.side != side:
        return False
    carrier = st.index().carrier.get(piece)
    return carrier is None or carrier.side == side


def activation_has_target(g, unit: Unit, only: str | None = None, op_fire: bool = False) -> bool:
    """O20.1: the unit, its Weapon, or (a Leader) a unit he may activate has a target.  Kept in
    the state's memo (dropped when a unit or Weapon changes) with what else it depends on: the
    Fortifications, Smoke and Blaze, the units activated (a Leader's group) and those activated
    for Op Fire."""
    st = g.state
    if st.units.get(unit.id) is not unit:  # not a unit of this state: no memo
        return _activation_has_target(g, unit, only, op_fire)
    key = ("activation_has_target", unit.id, only, op_fire, g.terrain_key(),
           frozenset(st.activated_units) if unit.is_leader else None,
           frozenset(st.op_fire_used) if op_fire else None)
    memo = st.memo()
    found = memo.get(key)
    if found is None:
        found = memo[key] = _activation_has_target(g, unit, only, op_fire)
    return found


def _activation_has_target(g, unit: Unit, only: str | None, op_fire: bool) -> bool:
    group = [unit] + (activation.command_group(g, unit) if unit.is_leader else [])
    if op_fire:  # A33.3: a unit is activated for Op Fire once per Turn (V13: or again)
        group = [u for u in group if activation.op_fire_again(g, u)]
    return has_target(g, [p for u in group for p in units.pieces(g, u)], unit.side, op_fire, only)


def order_fire(g, side: str):
    st = g.state
    try:
        yield from _order_fire(g, side)
    finally:
        st.spotting.clear()  # V8.3: for this Order only


def _order_fire(g, side: str):
    st = g.state
    spotting = "V8" in g.variants  # V8.2: a Mortar Spotter may activate Mortars anywhere
    activated = yield from activation.activate(g, 
        side, "fire", (lambda u: activation_has_target(g, u) or bool(mortars_to_spot(g, u))) if spotting
        else partial(activation_has_target, g),
        done_ok=lambda us: any(targets(g, units.pieces(g, u), side) for u in us)
        or (spotting and bool(mortars_to_spot(g, us[0]))))
    if spotting:
        activated += yield from spot_mortars(g, side, activated)  # V8.2
    ready = [p for u in activated for p in units.pieces(g, u)]
    fired: list[str] = []  # O20.3: one attack per piece
    attacks = 0
    abandoned: set[str] = set()  # a target given up is not offered again in this Order
    while True:
        ready = [p for p in ready if units.piece_unit(g, p) is not None]  # 11.4: a Weapon may be gone
        hittable = [h for h in targets(g, ready, side) if h not in abandoned]
        tgts = [h for h in hittable if best_fp(g, ready, h) > 0]
        # O20.3.2, 10.3.2: Actions may raise an attack's FP to 1 or more
        extra = [h for h in hittable if h not in tgts and best_fp(g, ready, h) + action_potential(g, 
            side, ready, h) > 0]
        options = tuple(Move("target", h) for h in hittable if h in tgts or h in extra)
        options += tuple(Move("smoke", p) for p in ready if smoke_hexes(g, side, p, first=True))  # O20.2.1
        if attacks or not tgts:  # O14.4: an attack that needs no card must be made
            options += (Move("done"),)
        context = {"ready": tuple(ready), "fired": tuple(fired), "abandoned": frozenset(abandoned)}
        move = yield Decision(side, "fire", options, context=context,
                              why_not=activation.in_order(g, lambda m, r=tuple(ready), a=attacks, c=context: why_not_target(
                                  g, side, list(r), m, a, fired=c["fired"], abandoned=c["abandoned"])))
        if move.kind == "done":
            return
        if move.kind == "smoke":
            yield from smoke_round(g, side, move.args[0])
            ready.remove(move.args[0])
            fired.append(move.args[0])
            attacks += 1
            if st.over:
                return
            continue
        shot = yield from fire_at(g, side, ready, move.args[0])
        for p in shot:
            ready.remove(p)
            fired.append(p)
        if shot:
            attacks += 1
        else:
            abandoned.add(move.args[0])
        if st.over:
            return


# -- V8 Mortar Spotting ---------------------------------------------------------------------------
def may_name_mortar_spotter(g, side: str) -> bool:
    """V8.1: the side's forces hold at least one Medium Mortar or three Light Mortars (a Mortar
    not listed in resources/variants.json counts as Light)."""
    data = variants.data()["mortars"]
    mortars = [w.type.id for w in g.state.weapons.values() if w.side == side and w.type.is_mortar]
    medium = sum(1 for m in mortars if m in data["medium"])
    return medium >= int(data["spotter_needs_medium"]) or len(mortars) - medium >= int(data["spotter_needs_light"])


def name_mortar_spotter(g, side: str):
    """V8.1: at set-up, once the side's units are placed, its player may name one of his
    Leaders Mortar Spotter (one marker per side)."""
    st = g.state
    st.variant_setup.append(f"V8 {side}")
    leaders = [u for u in st.units.values() if u.side == side and u.is_leader and u.location == ON_MAP]
    if not leaders or not may_name_mortar_spotter(g, side):
        return
    move = yield Decision(side, "mortar_spotter",
                          (Move("decline"),) + tuple(Move("spotter", u.id) for u in leaders))
    if move.kind == "spotter":
        st.mortar_spotters[side] = move.args[0]  # V8.1
        g.emit("mortar_spotter", msg("V8.1", "mortar_spotter", unit=move.args[0], player=side),
               visible_to=side if g.scenario.side(side).hidden_setup else None)


def mortars_to_spot(g, spotter: Unit) -> list[Unit]:
    """V8.2: the units an unbroken, unsuppressed Mortar Spotter activated to Fire may activate
    with him: friendly, fresh, unbroken, unsuppressed non-Leaders anywhere carrying an unbroken
    Mortar with an enemy unit in the Spotter's LOS within its Range (and minimum range)."""
    st = g.state
    if ("V8" not in g.variants or st.mortar_spotters.get(spotter.side) != spotter.id or spotter.broken or spotter.suppressed
            or spotter.location != ON_MAP):
        return []
    out = []
    seen = [h for h in enemy_hexes(g, spotter.side) if h == spotter.hex or line(g, spotter.hex, h)[0] != "blocked"]
    for u in st.on_map(spotter.side):
        if u.is_leader or u.broken or u.suppressed or not u.weapon or u.id in st.activated_units:
            continue
        w = st.weapons[u.weapon]
        if not w.type.is_mortar or w.broken or not units.piece_can_fire(g, w.id):
            continue
        _, rng, min_rng = units.piece_stats(g, w.id)
        if any(max(min_rng, 1) <= g.grid.distance(u.hex, h) <= rng for h in seen):
            out.append(u)
    return out


def spot_mortars(g, side: str, activated: list[Unit]):
    """V8.2: after the Mortar Spotter is activated to Fire, he may activate Mortar units
    anywhere on the map, one decision each; they fire using his LOS (V8.3).  Returns them."""
    st = g.state
    spotter = activated[0]
    added: list[Unit] = []
    while True:
        cands = [u for u in mortars_to_spot(g, spotter) if all(u is not x for x in activated + added)]
        firing = [p for u in activated + added for p in units.pieces(g, u)]
        options = tuple(Move("add", u.id) for u in sorted(cands, key=lambda u: u.id))
        if added or not cands or targets(g, firing, side):
            options += (Move("done"),)
        if not cands:
            return added
        move = yield Decision(side, "spot_mortars", options, about={"leader": spotter.id},
                              why_not=activation.in_order(g))
        if move.kind == "done":
            return added
        u = st.units[move.args[0]]
        added.append(u)
        st.activated_units.add(u.id)
        st.spotting[u.weapon] = spotter.id  # V8.3: it may fire by his LOS
        g.emit("mortar_spotter", msg("V8.2", "mortar_spotted", unit=u.id, spotter=spotter.id))


def smoke_hexes(g, side: str, piece: str, first: bool = False) -> list[str]:
    """O20.2.1: where a Weapon marked Smoke may fire Smoke: Ordnance at any hex in Range and
    LOS (minimum range kept), other Weapons at a target hex (enemy units); never Water or
    Blaze (T94).  ``first``: only the first such hex (is there one?)."""
    st = g.state
    w = st.weapons.get(piece)
    if w is None or not w.type.smoke or not units.piece_can_fire(g, piece):
        return []
    unit = units.piece_unit(g, piece)
    _, rng, min_rng = units.piece_stats(g, piece)
    chart = g.board.chart
    out = []
    index, rows = g.distances()
    row = rows[index[unit.hex]]  # grid.distance(unit.hex, h) = row[index[h]]
    nearest = max(1, min_rng)
    blaze, hexes = st.blaze, g.board.hexes
    for h in g.grid.ids:
        d = row[index[h]]
        if d < nearest or d > rng or h in blaze:
            continue
        if chart.terrain[hexes[h].effective_terrain].has("water"):
            continue
        if not w.type.ordnance and not st.enemy_in(h, side):
            continue
        if targeting_line(g, piece, unit.hex, h)[0] != "blocked":  # V8.3: or by the Spotter's LOS
            out.append(h)
            if first:
                break
    return out


def smoke_round(g, side: str, piece: str):
    """O20.2.1: Smoke announced before the Targeting roll; on a hit (Ordnance) or at once
    (other Weapons) one random Smoke marker is placed instead of a Fire Attack."""
    st = g.state
    hexes = smoke_hexes(g, side, piece)
    move = yield Decision(side, "smoke_target", tuple(Move("smoke_at", h) for h in hexes),
                          about={"piece": piece}, why_not=activation.in_order(g))
    hex_id = move.args[0]
    unit = units.piece_unit(g, piece)
    if units.piece_ordnance(g, piece):
        _, hind = targeting_line(g, piece, unit.hex, hex_id)  # V8.3
        rng = g.grid.distance(unit.hex, hex_id)
        t = yield from fate.roll(g, side, "Targeting {0} (Smoke)", subject=hex_id)
        hit = t.product - hind > rng  # O20.2.3
        g.emit("targeting", msg("O20.2.3", "targeting", target=hex_id, product=t.product, hindrance=hind,
                                   range=rng, result="hit" if hit else "miss"))
        if st.over:
            return
        if not hit:
            if "V7" not in g.variants:
                return
            hex_id = yield from defense.near_miss(g, piece, unit.hex, hex_id, t)  # V7: the Smoke falls there
            if hex_id is None or st.over:
                return
    artillery.place_smoke(g, hex_id, "O20.2.1")


def why_not_target(g, side: str, ready: list[str], move: Move, attacks: int, fired=(), abandoned=()):
    """O20.3, O20.1, O20.2.2, O20.3.1, O20.3.2, O14.4: why a hex cannot be fired at: no enemy
    unit in it; a target given up in this Order; an attack's FP below 1 after Hindrance; the
    pieces that could hit it have fired already; else, piece by piece, the nearest piece whose
    LOS is blocked (by what and where, from the LOS explanation: 10.2), a minimum range (O20.2.2),
    the Range (O20.3.1), a piece that cannot fire (11.1, A33.3)."""
    st = g.state
    if move.kind == "done":
        return msg("O14.4", "fire_must_attack")
    if move.kind != "target" or not move.args:
        return None
    hex_id = move.args[0]
    if hex_id not in g.grid or not st.enemy_in(hex_id, side):
        return msg("O20.3", "no_enemy_in_target", target=hex_id)
    if hex_id in abandoned:
        return msg("O20.3.2", "target_given_up", target=hex_id)
    hittable = [p for p in ready if can_hit(g, p, hex_id)]
    if hittable:
        hind = max(line(g, units.piece_unit(g, p).hex, hex_id)[1] for p in hittable)
        return msg("O20.3.2", "fp_too_low", fp=best_fp(g, ready, hex_id), hindrance=hind)
    done = [p for p in fired if units.piece_unit(g, p) is not None and can_hit(g, p, hex_id)]
    if done:
        return msg("O20.3", "already_fired", piece=done[0])
    return piece_refusal(g, ready, hex_id) or msg("O20.1", "no_target")


def piece_refusal(g, pieces: list[str], hex_id: str, op_fire: bool = False) -> RuleMessage | None:
    """Why none of ``pieces`` can hit ``hex_id``, the likeliest reason first: a LOS blocked
    within Range (the nearest piece's; what blocks it and where, 10.2 and the terrain's rule), a
    target too near (O20.2.2), beyond Range (O20.3.1: of the piece of longest Range), a piece
    that cannot fire (11.1; Ordnance at Op Fire, A33.3)."""
    blocked, near, far, cannot = [], [], [], []
    for p in pieces:
        u = units.piece_unit(g, p)
        if u is None or u.location != ON_MAP:
            continue
        if not units.piece_can_fire(g, p) or (op_fire and units.piece_ordnance(g, p)):
            cannot.append(p)
            continue
        _, rng, min_rng = units.piece_stats(g, p)
        d = g.grid.distance(u.hex, hex_id)
        if d < max(min_rng, 0):
            near.append((d, min_rng))
        elif d > rng:
            far.append((d, rng))
        elif d and line(g, u.hex, hex_id)[0] == "blocked":
            blocked.append((d, u.hex, p))
    if blocked:
        d, origin, p = min(blocked, key=lambda b: b[0])
        if p in g.state.spotting:  # V8.3: his Spotter's LOS is blocked too
            return msg("V8.3", "no_los", origin=origin, target=hex_id)
        return los_refusal(g, origin, hex_id)
    if near:
        d, min_rng = near[0]
        return msg("O20.2.2", "under_min_range", target=hex_id, range=d, min=min_rng)
    if far:
        d, rng = max(far, key=lambda f: f[1])
        return msg("O20.3.1", "out_of_range", target=hex_id, range=d, max=rng)
    if cannot:
        if op_fire and units.piece_ordnance(g, cannot[0]):
            return msg("A33.3", "ordnance_alone", piece=cannot[0])
        return msg("11.1", "piece_cannot_fire", piece=cannot[0])
    return None


def los_refusal(g, origin: str, target: str) -> RuleMessage:
    """10.2: a blocked LOS said with what blocks it and where (the first Obstacle seen from the
    firer, with the rule that makes it one), from the LOS explanation."""
    found = g.board.los(origin, target, g.markers())
    b = found.blocked_by
    if b is None:
        return msg("O20.3.1", "no_los", origin=origin, target=target)
    return msg(b.rule or "10.2", "los_blocked", origin=origin, target=target, feature=b.feature, hex=b.hex)


def best_fp(g, pieces: list[str], target: str) -> int:
    """The best FP a piece firing alone has against ``target``: exactly what its attack
    would have (Hindrance O20.3.2, height T88.2), so a target offered can be attacked."""
    best: int | None = None
    for p in pieces:
        if can_hit(g, p, target):
            fp = group_fp(g, [p], target)
            best = fp if best is None else max(best, fp)
    return 0 if best is None else best


def group_hindrance(g, group: list[str], target: str) -> int:
    """O20.3.2: the largest Hindrance on the LOS of any non-Ordnance piece, applied once."""
    return max((line(g, units.piece_unit(g, p).hex, target)[1] for p in group if not units.piece_ordnance(g, p)),
               default=0)


def height_modifier(g, group: list[str], target: str) -> int:
    """T88.2: +1 if at least one piece fires down at a lower target hex; -1 if every piece
    fires up at a higher one (once per attack)."""
    level = g.state.board.level
    if any(level(units.piece_unit(g, p).hex) > level(target) for p in group):
        return 1
    if all(level(units.piece_unit(g, p).hex) < level(target) for p in group):
        return -1
    return 0


def group_fp(g, group: list[str], target: str) -> int:
    """O20.3.1.2: X (the best piece) + 1 per other piece; minus the largest Hindrance of a
    non-Ordnance piece (O20.3.2); T88.2 height."""
    return attack_fp(g, group, [target])


def attack_fp(g, group: list[str], targets: list[str], played=(), enfilade: bool = False) -> int:
    """The FP of an attack on one hex, or on the two hexes of a Spray Fire: the sum of its
    :func:`attack_terms` (the Fire Actions ``played`` and a V18 Enfilade counted if given)."""
    return sum(t.value for t in attack_terms(g, group, targets, played, enfilade))


# -- The parts of a total (the Fire preview, the attack's log line) ---------------------------
class Term(NamedTuple):
    """One part of a total: an attack's FP, a piece's FP, a defender's Morale or Cover.  The rule
    that gives it, a message code that names it (``MESSAGES``: the window words it from the code
    and ``params``), and its value (the total is the sum of its terms)."""

    rule: str
    code: str
    value: int
    params: tuple[tuple[str, Any], ...] = ()

    @property
    def message(self) -> RuleMessage:
        return RuleMessage(self.rule, self.code, self.params)


def term(rule: str, code: str, value: int, **params: Any) -> Term:
    return Term(rule, code, int(value), tuple(sorted(params.items())))


#: the rule of each Fire Action's "+2 FP to that Fire Attack"
ACTION_RULES = {"bore_sighting": "A27", "crossfire": "A30", "hand_grenades": "A34", "marksmanship": "A37",
                "sustained_fire": "A41"}


def attack_terms(g, group: list[str], targets: list[str], played=(), enfilade: bool = False,
                 explain: bool = False) -> list[Term]:
    """The parts of the FP of an attack by ``group`` on ``targets`` (one hex, or the two hexes
    of a Spray Fire, A40): X, the best piece's FP, + 1 per other piece (O20.3.1.2); the largest
    Hindrance on the LOS of a non-Ordnance piece, once (O20.3.2, 10.3.3; at night V2.3); the
    height (T88.2: once per attack); +2 per Fire Action played (A24.1); +1 per extra hex of an
    Enfilade (V18).  With two hexes: the largest Hindrance of any line checked and the less
    favourable height modifier of the two (ambiguity 16 of 03).  ``explain``: the Hindrance
    named (what hinders, and where, from the LOS explanation).  The attack's FP is their sum
    (:func:`attack_fp`); the resolution (:func:`defense.attack`) adds them up."""
    best, x = group[0], None
    for p in group:  # X: the best piece (the first of equals, O20.3.1.2)
        fp = units.piece_stats(g, p)[0]
        if x is None or fp > x:
            best, x = p, fp
    out = [Term("O20.3.1.2", "term_best", x, (("piece", best),))]
    if len(group) > 1:
        out.append(Term("O20.3.1.2", "term_others", len(group) - 1, (("count", len(group) - 1),)))
    hinds = [(group_hindrance(g, group, t), t) for t in targets]
    hind, hindered = max(hinds, key=lambda h: h[0])
    if hind:
        out.append(hindrance_term(g, group, hindered, hind) if explain else Term("O20.3.2", "term_hindrance_plain", -hind))
    height = min(height_modifier(g, group, t) for t in targets)
    if height:
        out.append(Term("T88.2", "term_downhill" if height > 0 else "term_uphill", height))
    out += action_terms(played)
    if enfilade:
        n = enfilade_bonus(g, group)  # V18
        out.append(Term("V18", "term_enfilade", n, (("count", n),)))
    return out


def action_terms(played) -> list[Term]:
    """The parts of an attack's FP that the Fire Actions ``played`` give: +2 each (A24.1)."""
    return [Term(ACTION_RULES[a], "term_action", FIRE_ACTION_FP, (("action", a),))
            for a in played if a in FIRE_ACTIONS]  # A24.1: cumulative


def hindrance_term(g, group: list[str], target: str, hind: int) -> Term:
    """O20.3.2: the Hindrance ``hind`` of an attack on ``target`` named: what hinders and where,
    from the LOS explanation of the line of the first non-Ordnance piece that has it (10.3.3:
    the largest on the line); the Night Hindrance (V2.3) when it is the larger."""
    for p in group:
        if units.piece_ordnance(g, p):
            continue
        origin = units.piece_unit(g, p).hex
        if line(g, origin, target)[1] != hind:
            continue
        if night_hindrance(g, origin, target) == hind and g.line(origin, target)[1] < hind:
            return Term("V2.3", "term_night", -hind)
        found = g.board.los(origin, target, g.markers())
        named = [h for h in found.hindrances if h.value == hind]
        if named:
            return term("O20.3.2", "term_hindrance", -hind, feature=named[0].feature, hex=named[0].hex,
                        feature_rule=named[0].rule)
        break
    return Term("O20.3.2", "term_hindrance_plain", -hind)


def after_roll_terms(g, group: list[str], target: str) -> list[Term]:
    """What the rules add to the Attack Total after the roll: Airburst, a Mortar firing at a
    Woods hex (T99); the V6 Water cushioning of an Ordnance attack (applied by
    :func:`artillery.water_cushioning`, which logs it)."""
    st = g.state
    out = []
    if any(p in st.weapons and st.weapons[p].type.is_mortar for p in group):
        air = artillery.airburst(g, target)  # T99
        if air:
            out.append(Term("T99", "term_airburst", air))
    if "V6" in g.variants and any(units.piece_ordnance(g, p) for p in group):
        t = g.board.chart.terrain.get(g.board.hexes[target].effective_terrain)
        if t is not None and t.has("water"):  # V6 (artillery.water_cushioning)
            out.append(Term("V6", "term_water", -int(variants.data()["water_cushioning"])))
    return out


def unit_modifier_terms(g, u: Unit, stat: str) -> list[Term]:
    """What changes a unit's printed FP or Morale (``stat``: "fp" or "morale"), in parts: each
    Leader's Command in its hex (3.3.2; not a Leader's own), Suppression (13.2), the Veteran
    marker (E44.1), Wire (F106.1)."""
    st = g.state
    out: list[Term] = []
    if not u.is_leader and u.location == ON_MAP:
        out += [term("3.3.2", "term_command", max(0, lead.face.command or 0), leader=lead.id)
                for lead in st.index().by_hex.get((u.hex, u.side), ())
                if lead.is_leader and lead.id != u.id and (lead.face.command or 0) > 0]
    if u.suppressed:
        out.append(Term("13.2", "term_suppressed", -1))
    if u.veteran:
        out.append(Term("E44.1", "term_veteran", 1))
    wire = st.fortification_modifier(u, stat)
    if wire:
        out.append(term("F106.1", "term_wire", wire, fortification=st.fortifications.get(u.hex, "")))
    return out


def piece_terms(g, piece: str) -> list[Term]:
    """The parts of a piece's FP now (:func:`units.piece_stats`): a unit's printed FP (its
    broken side, 3.2.1), each Leader's Command in its hex (3.3.2), Suppression (13.2), the
    Veteran marker (E44.1), Wire (F106.1); a Weapon's printed FP and the Command of the
    Leaders with its carrier (3.3.3: never Ordnance, nor a Weapon a Leader carries).  Should
    the parts not add up to the FP the attack uses, an "other modifiers" part says the rest."""
    st = g.state
    u = st.units.get(piece)
    out: list[Term] = []
    if u is not None:
        out.append(Term("3.2.1" if u.broken else "3.1.1", "term_printed_fp_broken" if u.broken else "term_printed_fp",
                        u.face.fp))
        out += unit_modifier_terms(g, u, "fp")
    else:
        w = st.weapons[piece]
        out.append(Term("11.1", "term_printed_fp", w.type.fp))
        carrier = units.piece_unit(g, piece)
        if carrier is not None and not carrier.is_leader and not w.type.ordnance:
            out += [term("3.3.3", "term_command", max(0, lead.face.command or 0), leader=lead.id)
                    for lead in st.index().by_hex.get((carrier.hex, carrier.side), ())
                    if lead.is_leader and (lead.face.command or 0) > 0]
    rest = units.piece_stats(g, piece)[0] - sum(t.value for t in out)
    if rest:
        out.append(Term("O20.3.1.2", "term_other", rest))
    return out


#: how the attack's log line keeps its terms (its params): code -> the params
_LOGGED = {"term_best": ("x", "best"), "term_others": ("others",), "term_hindrance": ("hindrance",),
           "term_hindrance_plain": ("hindrance",), "term_night": ("hindrance",), "term_downhill": ("height",),
           "term_uphill": ("height",), "term_enfilade": ("enfilade",), "term_airburst": ("airburst",)}


def log_params(terms: list[Term], after: list[Term] = ()) -> dict[str, Any]:
    """The attack's terms as parameters of its log line (numbers and ids: a save keeps them;
    :func:`terms_of_log` reads them back): ``x`` and ``best`` (X and its piece), ``others``,
    ``hindrance`` with ``hinder`` and ``hinder_hex`` (what and where; ``night``), ``height``,
    ``actions`` (the Fire Actions, by id, comma-separated), ``enfilade``, ``airburst``."""
    out: dict[str, Any] = {}
    actions = []
    for t in list(terms) + list(after):
        p = dict(t.params)
        if t.code == "term_best":
            out.update(x=t.value, best=p["piece"])
        elif t.code == "term_action":
            actions.append(p["action"])
        elif t.code in _LOGGED:
            out[_LOGGED[t.code][0]] = abs(t.value) if t.code.startswith(("term_hindrance", "term_night")) else t.value
            if t.code == "term_hindrance":
                out.update(hinder=p["feature"], hinder_hex=p["hex"], hinder_rule=p.get("feature_rule", ""))
            elif t.code == "term_night":
                out["hinder"] = "night"
    if actions:
        out["actions"] = ",".join(actions)
    return out


def parts_english(params: dict[str, Any]) -> str:
    """The ``parts`` of an "attack_parts" line in English (:func:`messages.render`; the window
    words them in its language): "FP of PIECE 6 [O20.3.1.2], 4 other piece(s), +1 each +4 ..."."""
    from cc_desktop.rules.messages import render

    terms, after = terms_of_log(params)
    words = [f"{render(t.code, t.params)} {t.value if i == 0 else f'{t.value:+d}'} [{t.rule}]"
             for i, t in enumerate(terms)]
    words += [f"after the roll: {render(t.code, t.params)} {t.value:+d} [{t.rule}]" for t in after]
    return ", ".join(words)


def terms_of_log(params: dict[str, Any]) -> tuple[list[Term], list[Term]]:
    """The terms of an attack's log line (:func:`log_params`): (the FP's, those after the roll);
    nothing for a line logged without them."""
    if "x" not in params:
        return [], []
    out = [term("O20.3.1.2", "term_best", params["x"], piece=params.get("best", ""))]
    if params.get("others"):
        out.append(term("O20.3.1.2", "term_others", params["others"], count=params["others"]))
    hind = params.get("hindrance")
    if hind:
        if params.get("hinder") == "night":
            out.append(Term("V2.3", "term_night", -hind))
        elif params.get("hinder"):
            out.append(term("O20.3.2", "term_hindrance", -hind, feature=params["hinder"],
                            hex=params.get("hinder_hex", ""), feature_rule=params.get("hinder_rule", "")))
        else:
            out.append(Term("O20.3.2", "term_hindrance_plain", -hind))
    if params.get("height"):
        out.append(Term("T88.2", "term_downhill" if params["height"] > 0 else "term_uphill", params["height"]))
    for a in str(params.get("actions") or "").split(","):
        if a in ACTION_RULES:
            out.append(term(ACTION_RULES[a], "term_action", FIRE_ACTION_FP, action=a))
    if params.get("enfilade"):
        out.append(term("V18", "term_enfilade", params["enfilade"], count=params["enfilade"]))
    after = [Term("T99", "term_airburst", params["airburst"])] if params.get("airburst") else []
    return out, after


def group_candidates(g, group: list[str], ready: list[str], target: str, op_fire: bool) -> list[str]:
    """O20.3.1: pieces that may join: target in LOS and Range, Ordnance always alone
    (O20.3.1.1), hexes forming a chain of adjacent hexes."""
    hexes = {units.piece_unit(g, p).hex for p in group}
    return [p for p in ready if p not in group and can_hit(g, p, target, op_fire)
            and fortifications.wire_group_ok(g, group, p)  # F106.3 (fortifications.py)
            and not (group and (units.piece_ordnance(g, p) or any(units.piece_ordnance(g, q) for q in group)))
            and (not group or units.piece_unit(g, p).hex in hexes
                 or any(g.grid.distance(units.piece_unit(g, p).hex, h) == 1 for h in hexes))]


def why_not_group(g, side: str, group: list[str], ready: list[str], target: str, op_fire: bool,
                  bonus: int, move: Move, played: tuple[str, ...] = (), spray: str | None = None):
    if move.kind == "fire":
        if not group:
            return msg("O20.3", "no_piece_chosen")
        targets = [target] + ([spray] if spray else [])
        return msg("O20.3.2", "fp_too_low", fp=attack_fp(g, group, targets) + bonus,
                   hindrance=max(group_hindrance(g, group, t) for t in targets))
    if move.kind == "action" and len(move.args) >= 2:
        refusal = activation.action_refusal(g, side, move)
        if refusal is None or refusal.code != "action_not_playable" or move.args[1] != "spray_fire" or not group:
            return refusal
        return why_not_spray(g, group, target, op_fire, played)
    if move.kind != "with" or not move.args:
        return None
    p = move.args[0]
    if p not in ready:
        return msg("O20.3", "piece_not_ready", piece=p)
    if group and (units.piece_ordnance(g, p) or any(units.piece_ordnance(g, q) for q in group)):
        return msg("O20.3.1.1", "ordnance_alone", piece=p)
    if not can_hit(g, p, target, op_fire):
        if op_fire and units.piece_ordnance(g, p):
            return msg("A33.3", "ordnance_alone", piece=p)
        u = units.piece_unit(g, p)
        _, rng, min_rng = units.piece_stats(g, p)
        d = g.grid.distance(u.hex, target)
        if d > rng:
            return msg("O20.3.1", "out_of_range", target=target, range=d, max=rng)
        if d < min_rng:
            return msg("O20.2.2", "under_min_range", target=target, range=d, min=min_rng)
        if line(g, u.hex, target)[0] == "blocked":
            return los_refusal(g, u.hex, target)
        return msg("11.1", "piece_cannot_fire", piece=p)
    if spray and p in group_candidates(g, group, ready, target, op_fire):
        if not range_boxed(g, p):
            return msg("A40", "spray_not_boxed", piece=p)
        return msg("A40", "spray_piece", piece=p)
    return msg("O20.3.1", "not_a_chain", piece=p)


# -- Actions played before a Fire Attack roll (A24.1: cumulative) ---------------------------
FIRE_ACTIONS = ("bore_sighting", "crossfire", "hand_grenades", "marksmanship", "sustained_fire")


FIRE_ACTIONS = ("bore_sighting", "crossfire", "hand_grenades", "marksmanship", "sustained_fire")
FIRE_ACTION_FP = 2  # A27, A30, A34, A37, A41: "+2 FP to that Fire Attack"


FIRE_ACTION_FP = 2  # A27, A30, A34, A37, A41: "+2 FP to that Fire Attack"
PRE_ROLL_ACTIONS = FIRE_ACTIONS + ("spray_fire",)  # A40 adds a hex, not FP


def fp_bonus(g, played) -> int:
    """A24.1: +2 FP per FP Action played; Spray Fire (A40) adds none."""
    return FIRE_ACTION_FP * sum(1 for a in played if a in FIRE_ACTIONS)


def range_boxed(g, piece: str) -> bool:
    """A40: the piece's Range is printed in a box (a unit: on the side showing)."""
    st = g.state
    if piece in st.units:
        return st.units[piece].face.range_boxed
    return st.weapons[piece].type.range_boxed


def spray_hexes(g, group: list[str], target: str, op_fire: bool = False) -> list[str]:
    """A40: the hexes that may be the second hex of a Spray Fire on ``target``: adjacent to
    it, holding enemy units, in Range and LOS (no Obstacle) of every firing piece."""
    st = g.state
    side = units.piece_unit(g, group[0]).side
    return [h for h in sorted(g.grid.neighbours(target).values(), key=g.grid.index.get)
            if st.enemy_in(h, side) and all(can_hit(g, p, h, op_fire) for p in group)]


def why_not_spray(g, group: list[str], target: str, op_fire: bool, played) -> RuleMessage | None:
    """A40: why Spray Fire cannot be played on this attack (None: it can)."""
    if "spray_fire" in played:
        return msg("A40", "spray_once")
    for p in group:
        if units.piece_ordnance(g, p) or not range_boxed(g, p):
            return msg("A40", "spray_not_boxed", piece=p)
    if not spray_hexes(g, group, target, op_fire):
        return msg("A40", "spray_no_hex", hex=target)
    return None


def fire_action_ok(g, side: str, card: int, group: list[str], targets: list[str] | str,
                   played=(), op_fire: bool = False) -> bool:
    """May this card's Action be played before the Fire Attack roll of ``group`` on
    ``targets`` (the hex fired at, and the Spray Fire hex if any)?"""
    st = g.state
    targets = [targets] if isinstance(targets, str) else list(targets)
    c = st.players[side].cards[card]
    action = c.action
    if action == "hand_grenades":  # A34: a firing piece is adjacent to a target hex
        return any(g.grid.distance(units.piece_unit(g, p).hex, t) == 1 for p in group for t in targets)
    if action == "sustained_fire":  # A41: a Mortar or Machine Gun fires
        return any(p in st.weapons and (st.weapons[p].type.is_mortar or st.weapons[p].type.is_machine_gun)
                   for p in group)
    if action == "crossfire":  # A30: a Moving unit is fired at
        return any(u.id in st.moving for t in targets for u in st.units_in(t, other(side)))
    if action == "marksmanship":  # A37: a Squad or Team of the card's nationality fires
        return c.marksman_nation == g.scenario.side(side).nation.id and any(
            p in st.units and st.units[p].kind in ("squad", "team") for p in group)
    if action == "bore_sighting":  # A27: Defender only; a Weapon with printed FP >= 5 fires
        return st.players[side].posture == "defender" and any(
            p in st.weapons and st.weapons[p].type.fp >= 5 for p in group)
    if action == "spray_fire":  # A40
        return len(targets) == 1 and why_not_spray(g, group, targets[0], op_fire, played) is None
    return False


def action_potential(g, side: str, pieces: list[str], target: str) -> int:
    """The FP the firing player's hand could add to an attack on ``target`` by ``pieces``
    (A24.1: Fire Actions are cumulative)."""
    player = g.state.players[side]
    group = [p for p in pieces if can_hit(g, p, target) and not units.piece_ordnance(g, p)]
    if not group:
        return 0
    return FIRE_ACTION_FP * sum(1 for c in player.hand if player.cards[c].action in FIRE_ACTIONS
                                     and fire_action_ok(g, side, c, group, [target]))


def fire_action_moves(g, side: str, group: list[str], targets: list[str] | str, played=(),
                      op_fire: bool = False) -> list[Move]:
    player = g.state.players[side]
    return [Move("action", c, player.cards[c].action) for c in sorted(player.hand)
            if player.cards[c].action in PRE_ROLL_ACTIONS
            and fire_action_ok(g, side, c, group, targets, played, op_fire)]


def fire_at(g, side: str, ready: list[str], target: str, op_fire: bool = False):
    """Form a Fire Group against ``target`` one piece at a time (O20.3.1), play Actions
    before the roll (A24.1; Spray Fire adds a second hex, A40), then attack.  Returns the
    pieces that fired."""
    group: list[str] = []
    played: list[str] = []
    spray: str | None = None
    enfilade = False  # V18
    while True:
        targets = [target] + ([spray] if spray else [])
        ordnance = bool(group) and units.piece_ordnance(g, group[0])
        bonus = fp_bonus(g, played) + (enfilade_bonus(g, group) if enfilade else 0)
        cands = group_candidates(g, group, ready, target, op_fire)
        if spray:  # A40: every firing piece has boxed Range and reaches both hexes
            cands = [p for p in cands if range_boxed(g, p) and not units.piece_ordnance(g, p)
                     and can_hit(g, p, spray, op_fire)]
        options = [Move("with", p) for p in cands]
        if group and (ordnance or attack_fp(g, group, targets, played, enfilade) > 0):  # O20.3.2, 10.3.2
            options.append(Move("fire"))
        if group and not ordnance:  # Ordnance: after its Targeting hit
            options += fire_action_moves(g, side, group, targets, played, op_fire)
        if "V18" in g.variants and not enfilade and may_enfilade(g, side, group):
            options.append(Move("enfilade"))  # V18
        if not any(m.kind in ("with", "fire") for m in options):
            options.append(Move("abandon"))
        move = yield Decision(side, "group", tuple(options),
                              about={"hex": target, "targets": tuple(targets), "group": tuple(group)},
                              context={"ready": tuple(ready), "played": tuple(played), "enfilade": enfilade,
                                       "op_fire": op_fire},
                              why_not=activation.in_order(g, lambda m, grp=tuple(group), b=bonus, pl=tuple(played), sp=spray:
                                                    why_not_group(g, side, list(grp), ready, target, op_fire, b, m,
                                                                       played=pl, spray=sp)))
        if move.kind == "with":
            group.append(move.args[0])
            continue
        if move.kind == "enfilade":  # V18: the Initiative card goes to the opponent now
            enfilade = True
            g.state.initiative = other(side)
            g.emit("initiative", msg("V18", "enfilade", player=side, opponent=other(side)))
            continue
        if move.kind == "action":
            activation.play_action(g, side, move.args[0], move.args[1])
            played.append(move.args[1])
            if move.args[1] == "spray_fire":
                spray = yield from choose_spray_hex(g, side, group, target, op_fire)
            continue
        if move.kind == "abandon":
            return []  # no attack: the pieces have not fired (O20.3.2)
        break
    yield from defense.attack(g, side, group, target, played, spray=spray, enfilade=enfilade)
    return group


def may_enfilade(g, side: str, group: list[str]) -> bool:
    """V18: a Fire Group (not Ordnance) with pieces in two hexes or more, fired by the holder
    of the Initiative card, may be declared an Enfilade."""
    if not group or g.state.initiative != side or any(units.piece_ordnance(g, p) for p in group):
        return False
    return len({units.piece_unit(g, p).hex for p in group}) > 1


def enfilade_bonus(g, group: list[str]) -> int:
    """V18: +1 FP for every hex beyond the first that holds a firing piece."""
    return len({units.piece_unit(g, p).hex for p in group}) - 1


def choose_spray_hex(g, side: str, group: list[str], target: str, op_fire: bool):
    """A40: the firing player picks the second hex (no question if only one qualifies)."""
    hexes = spray_hexes(g, group, target, op_fire)
    if len(hexes) == 1:
        return hexes[0]
    move = yield Decision(side, "spray_hex", tuple(Move("spray", h) for h in hexes), about={"hex": target},
                          why_not=activation.in_order(g, lambda m: msg("A40", "spray_no_hex", hex=target)))
    return move.args[0]


# -- The Fire preview: an attack's parts before "Fire!" ---------------------------------------
@dataclass(frozen=True)
class PieceFP:
    """A firing piece's FP (what :func:`units.piece_stats` gives) and its parts."""

    piece: str
    terms: tuple[Term, ...]
    fp: int


@dataclass(frozen=True)
class AttackBreakdown:
    """An attack by ``group`` on ``target`` (and a Spray Fire's second hex: ``targets``) in
    parts, as the resolution will count them now (:func:`attack_breakdown`): each piece's FP
    (``pieces``), the attack's FP (``terms``, adding up to ``fp``), what the rules add to the
    Attack Total after the roll (``after_roll``), notes (a Targeting roll first, Point Blank
    Fire), each defender's Morale and Cover (``defenders``: :class:`defense.DefenseBreakdown`).
    ``formed``: the Fire Group being formed (False: the strongest the pieces could form, at the
    choice of a target).  ``refusal``: why the attack cannot be made (None: it can)."""

    target: str
    targets: tuple[str, ...]
    group: tuple[str, ...]
    formed: bool
    pieces: tuple[PieceFP, ...]
    terms: tuple[Term, ...]
    fp: int
    after_roll: tuple[Term, ...]
    notes: tuple[RuleMessage, ...]
    defenders: tuple
    refusal: RuleMessage | None = None

    @property
    def ordnance(self) -> bool:
        return any(t.code == "note_targeting" for t in self.notes)


def attack_breakdown(g, side: str, group: list[str], targets: list[str], played=(), enfilade: bool = False,
                     formed: bool = True, viewer: str | None = None, refusal: RuleMessage | None = None) -> AttackBreakdown:
    """The parts of an attack by ``group`` (``side``'s pieces) on ``targets``, with the Fire
    Actions ``played`` and an Enfilade (V18): the very functions the resolution adds up
    (:func:`attack_terms`, :func:`after_roll_terms`, :func:`defense.defense_breakdown` with
    :func:`defense.attack_cover`), so the two cannot disagree.  ``viewer``: the defenders and
    their Cover as that side may know them (F100.1)."""
    st = g.state
    target = targets[0]
    pieces = tuple(PieceFP(p, tuple(piece_terms(g, p)), units.piece_stats(g, p)[0]) for p in group)
    terms = tuple(attack_terms(g, group, targets, played, enfilade, explain=True)) if group else ()
    after = tuple(after_roll_terms(g, group, target)) if group else ()
    notes: list[RuleMessage] = []
    if len(group) == 1 and units.piece_ordnance(g, group[0]):  # O20.2.3
        u = units.piece_unit(g, group[0])
        _, hind = targeting_line(g, group[0], u.hex, target)
        notes.append(msg("O20.2.3", "note_targeting", hindrance=hind, range=g.grid.distance(u.hex, target)))
    if ("V14" in g.variants and group and st.players[side].hand
            and all(g.grid.distance(units.piece_unit(g, p).hex, t) == 1 for p in group for t in targets)):
        notes.append(msg("V14", "note_point_blank"))
    if not formed and group:
        notes.append(msg("O20.3.1", "note_strongest", target=target))
    fp = sum(t.value for t in terms)
    if refusal is None and group and fp <= 0 and not units.piece_ordnance(g, group[0]):
        refusal = msg("O20.3.2", "fp_too_low", fp=fp, hindrance=-sum(t.value for t in terms if t.rule in (
            "O20.3.2", "V2.3")))
    hidden_units = g.hidden_units_from(viewer) if viewer else set()
    cover = defense.attack_cover(g, group, targets) if group else None
    defenders = tuple(defense.defense_breakdown(g, u, cover, seen_by=viewer)
                      for t in targets for u in st.units_in(t, other(side)) if u.id not in hidden_units)
    return AttackBreakdown(target, tuple(targets), tuple(group), formed, pieces, terms, fp, after, tuple(notes),
                           defenders, refusal)


def strongest_group(g, ready: list[str], target: str, op_fire: bool = False) -> list[str]:
    """The Fire Group of ``ready`` pieces with the most FP against ``target`` (what the preview
    shows before a group is formed): the best piece that can hit it, then, one at a time, the
    piece that may join (O20.3.1: a chain, Wire F106.3) and adds the most, while one adds FP (a
    piece with a more hindered LOS may cost more than its +1).  Ordnance fires alone
    (O20.3.1.1): the best Ordnance piece only when no other piece can hit the hex."""
    cands = group_candidates(g, [], ready, target, op_fire)
    plain = [p for p in cands if not units.piece_ordnance(g, p)]
    if not plain:
        return [max(cands, key=lambda p: units.piece_stats(g, p)[0])] if cands else []
    group = [max(plain, key=lambda p: attack_fp(g, [p], [target]))]
    fp = attack_fp(g, group, [target])
    while True:
        scored = [(attack_fp(g, group + [p], [target]), p) for p in group_candidates(g, group, ready, target, op_fire)]
        if not scored:
            return group
        best_fp_, best = max(scored, key=lambda s: s[0])
        if best_fp_ <= fp:
            return group
        group.append(best)
        fp = best_fp_


#: the decisions at which the preview speaks: the choice of a target, the Fire Group being
#: formed, the Actions of an Ordnance attack after its Targeting hit
PREVIEW_KINDS = ("fire", "assault_target", "group", "fire_actions")


def preview(g, decision, hex_id: str | None = None, viewer: str | None = None) -> AttackBreakdown | None:
    """The Fire preview (``SideView.fire_preview``) at ``decision``: at the choice of a target
    (a Fire Order's, A26 Assault Fire's), the attack on ``hex_id`` by the strongest group the
    pieces may form, or why the hex is no target (the decision's own ``why_not``); while a Fire
    Group is formed, or Actions are played before the roll, the attack being prepared (whatever
    ``hex_id``).  None at any other decision, or with no hex to speak of."""
    if decision is None or decision.kind not in PREVIEW_KINDS:
        return None
    side = decision.player
    ctx = decision.context or {}
    if decision.kind in ("fire", "assault_target"):
        if not hex_id or hex_id not in g.grid:
            return None
        if decision.kind == "fire":
            ready = list(ctx.get("ready", ()))
        else:  # A26 (movement.py): the boxed-FP pieces activated for Move
            from cc_desktop.rules import movement
            ready = movement.assault_fire_pieces(g, side)
        refusal = None
        if Move("target", hex_id) not in decision.options:
            refusal = decision.why_not(Move("target", hex_id)) if decision.why_not else None
            refusal = refusal or msg("O20.1", "no_target")
        if not g.state.enemy_in(hex_id, side):
            return AttackBreakdown(hex_id, (hex_id,), (), False, (), (), 0, (), (), (), refusal)
        group = strongest_group(g, ready, hex_id)
        found = attack_breakdown(g, side, group, [hex_id], formed=False, viewer=viewer, refusal=refusal)
        if refusal is None and found.refusal is not None:  # a target offered for the Actions in hand
            needs = msg("O20.3.2", "note_needs_actions", fp=found.fp)
            found = replace(found, refusal=None, notes=found.notes + (needs,))
        elif refusal is not None and refusal.code == "fp_too_low" and found.fp <= 0:  # the FP of the group shown
            found = replace(found, refusal=msg("O20.3.2", "fp_too_low", fp=found.fp, hindrance=refusal.args["hindrance"]))
        return found
    about = decision.about
    target = about.get("hex")
    if not target:
        return None
    if decision.kind == "fire_actions":
        group = list(ctx.get("group", ()))
        return attack_breakdown(g, side, group, [target], ctx.get("played", ()), viewer=viewer) if group else None
    group = list(about.get("group", ()))
    targets = list(about.get("targets", ())) or [target]
    if not group:
        group = strongest_group(g, list(ctx.get("ready", ())), target, bool(ctx.get("op_fire")))
        return attack_breakdown(g, side, group, targets, formed=False, viewer=viewer)
    return attack_breakdown(g, side, group, targets, ctx.get("played", ()), bool(ctx.get("enfilade")), viewer=viewer)
