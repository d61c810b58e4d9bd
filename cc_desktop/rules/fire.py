"""The Fire Order (O20): what a piece can hit, targets, Fire Groups with their FP, Hindrance and
height, Smoke rounds, the Actions played before the attack roll (A27, A30, A34, A37, A40, A41)."""

from __future__ import annotations

from functools import partial

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
    memo = g.state.memo()
    terrain = g.terrain_key()
    seen = set()  # a shooter like one tried already (same hex and ranges) finds nothing more
    for p in pieces:
        key = ("shooter", p, op_fire, terrain)  # shooter(g, p, op_fire), inline
        s = memo.get(key, False)
        if s is False:
            s = memo[key] = _shooter(g, p, op_fire)
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
        move = yield Decision(side, "fire", options,
                              why_not=activation.in_order(g, lambda m, r=tuple(ready), a=attacks: why_not_target(g, 
                                  side, list(r), m, a)))
        if move.kind == "done":
            return
        if move.kind == "smoke":
            yield from smoke_round(g, side, move.args[0])
            ready.remove(move.args[0])
            attacks += 1
            if st.over:
                return
            continue
        fired = yield from fire_at(g, side, ready, move.args[0])
        for p in fired:
            ready.remove(p)
        if fired:
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
    for h in g.grid.ids:
        d = g.grid.distance(unit.hex, h)
        if d < max(1, min_rng) or d > rng or h in st.blaze:
            continue
        if chart.terrain[g.board.hexes[h].effective_terrain].has("water"):
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


def why_not_target(g, side: str, ready: list[str], move: Move, attacks: int):
    """O20.3, O20.1, O20.2.2, O20.3.2, O14.4: why a hex cannot be fired at."""
    st = g.state
    if move.kind == "done":
        return msg("O14.4", "fire_must_attack")
    if move.kind != "target" or not move.args:
        return None
    hex_id = move.args[0]
    if hex_id not in g.grid or not st.enemy_in(hex_id, side):
        return msg("O20.3", "no_enemy_in_target", target=hex_id)
    hittable = [p for p in ready if can_hit(g, p, hex_id)]
    if hittable:
        hind = max(line(g, units.piece_unit(g, p).hex, hex_id)[1] for p in hittable)
        return msg("O20.3.2", "fp_too_low", fp=best_fp(g, ready, hex_id), hindrance=hind)
    for p in ready:
        if units.piece_can_fire(g, p):
            u = units.piece_unit(g, p)
            _, _, min_rng = units.piece_stats(g, p)
            d = g.grid.distance(u.hex, hex_id)
            if d < min_rng:
                return msg("O20.2.2", "under_min_range", target=hex_id, range=d, min=min_rng)
    return msg("O20.1", "no_target")


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


def attack_fp(g, group: list[str], targets: list[str]) -> int:
    """The FP of an attack on one hex, or on the two hexes of a Spray Fire (A40, ambiguity
    16 of 03: the largest Hindrance of any line checked, and the less favourable height
    modifier of the two hexes)."""
    x = max(units.piece_stats(g, p)[0] for p in group)
    hind = max(group_hindrance(g, group, t) for t in targets)
    height = min(height_modifier(g, group, t) for t in targets)
    return x + len(group) - 1 - hind + height


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
            return msg("O20.3.1", "no_los", origin=u.hex, target=target)
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
        if group and (ordnance or attack_fp(g, group, targets) + bonus > 0):  # O20.3.2, 10.3.2
            options.append(Move("fire"))
        if group and not ordnance:  # Ordnance: after its Targeting hit
            options += fire_action_moves(g, side, group, targets, played, op_fire)
        if "V18" in g.variants and not enfilade and may_enfilade(g, side, group):
            options.append(Move("enfilade"))  # V18
        if not any(m.kind in ("with", "fire") for m in options):
            options.append(Move("abandon"))
        move = yield Decision(side, "group", tuple(options),
                              about={"hex": target, "targets": tuple(targets), "group": tuple(group)},
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
