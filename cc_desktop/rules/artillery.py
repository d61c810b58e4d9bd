"""Artillery (O17, O18): Radios, spotters, Artillery Denied and Request, the barrage, mortars and
airbursts, Smoke, and the Interdiction Event (E60)."""

from __future__ import annotations

import functools
from functools import partial

from cc_desktop.content import load_markers
from cc_desktop.content.model import FateCard
from cc_desktop.rules import (activation, defense, fate, fire, places, rubble, units, variants, victory)
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (Unit,
                                    other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "water_cushioning": "{hex} is Water terrain: the Attack Total is 2 less ({total})",
    "barrage_on_border": "the Spotting Round ends on the map border (white {white}, coloured {coloured}): "
                         "the barrage strikes {hexes}",
    "starshell_spotting": "Starshell: the Spotting Round is placed in {hex}",
    "starshell_off_map": "the Starshell's Spotting Round from {hex} drifts off the map: no Starshell",
    "starshell_placed": "a Starshell lights {hex} and the hexes within 2 (white {white}, coloured {coloured})",
    "starshell_removed": "the Starshell in {hex} is removed",
}


@functools.cache
def smoke_pool() -> tuple[int, ...]:
    """The values of every Smoke marker of the counter mix (resources/markers.json)."""
    return tuple(load_markers().smoke_values())


def event_interdiction(g, side: str, card: FateCard):
    """E60 Interdiction: the Artillery's Interdiction of the executing player (below)."""
    yield from interdiction(g, side, card)


# O17 Artillery Denied, O18 Artillery Request
def spotters(g, side: str) -> list[Unit]:
    """O18.2: unbroken Leaders not activated this Turn (a suppressed one qualifies)."""
    st = g.state
    return [u for u in st.on_map(side) if u.is_leader and not u.broken and u.id not in st.activated_units]


def radio_smoke(g, side: str) -> bool:
    """O18.2.1.1: a Radio marked "Smoke" (the nation's Radio type says so)."""
    radio = g.state.players[side].radio
    rtype = g.scenario.side(side).nation.radios.get(radio.type_id) if radio else None
    return bool(rtype and rtype.smoke)


def order_artillery_denied(g, side: str):
    """O17: the opponent's unbroken Radio breaks; a broken one is removed from the game (not
    to the Casualty Track).  Nothing is activated.  V3.3: with Starshells on the map the
    player may remove one of them instead (either side's; no enemy Radio needed)."""
    st = g.state
    opponent = st.players[other(side)]
    if st.starshells:
        options = tuple(Move("remove_starshell", h) for h in places.in_map_order(g, st.starshells))
        if opponent.radio is not None:
            options = (Move("deny_radio"),) + options
        move = yield Decision(side, "artillery_denied", options, why_not=activation.in_order(g))
        if move.kind == "remove_starshell":
            remove_starshell(g, move.args[0], "V3.3")  # V3.3
            return
    radio = opponent.radio
    if not radio.broken:
        radio.broken = True
        g.emit("radio", msg("O17", "radio_broken", player=opponent.side))
    else:
        opponent.radio = None
        g.emit("radio", msg("O17", "radio_eliminated", player=opponent.side))


def spot(g, side: str):
    """O18.2 and O18.2.1, shared by the Artillery Request and the Starshell (V3.1): the player
    picks one unbroken Leader not yet activated as the Spotter (he, and no one else, is activated),
    then a hex in his LOS for the Spotting Round.  Returns (the Spotter, the hex)."""
    st = g.state
    # O18.2: one unbroken Leader, and no one else, is the Spotter
    options = tuple(Move("activate", u.id) for u in sorted(spotters(g, side), key=lambda u: u.id))
    move = yield Decision(side, "activate", options, variant="spotter",
                          why_not=activation.in_order(g, lambda m: msg("O18.2", "spotter_not_eligible",
                                                                      unit=m.args[0] if m.args else "?")))
    spotter = st.units[move.args[0]]
    st.activated_units.add(spotter.id)  # O18.2
    # O18.2.1 Spotting: any hex in the Spotter's LOS (his own hex included, ambiguity 15)
    hexes = [h for h in g.grid.index if h == spotter.hex or fire.line(g, spotter.hex, h)[0] != "blocked"]
    move = yield Decision(side, "spot", tuple(Move("spot", h) for h in hexes), about={"spotter": spotter.id},
                          why_not=activation.in_order(g, lambda m: msg("O18.2.1", "no_los", origin=spotter.hex,
                                                                      target=m.args[0] if m.args else "?")))
    return spotter, move.args[0]


def order_artillery_request(g, side: str):
    """O18: Battery Access (O18.1) with a broken Radio, else Fire for Effect (O18.2).  At night
    (V2.4) no Fire for Effect: Battery Access, or (V3.1) a Starshell."""
    st = g.state
    radio = st.players[side].radio
    if "V2" in g.variants:
        repair = radio is not None and radio.broken
        if repair and starshell_possible(g, side):
            move = yield Decision(side, "night_request", (Move("battery_access"), Move("starshell")),
                                  why_not=activation.in_order(g))
            repair = move.kind == "battery_access"
        if not repair:
            yield from fire_starshell(g, side)  # V3.1
            return
    if radio.broken:  # O18.1: nothing is activated
        radio.broken = False
        g.emit("radio", msg("O18.1", "radio_repaired", player=side))
        return
    spotter, sr = yield from spot(g, side)  # O18.2, O18.2.1: the Spotter and the Spotting Round's hex
    g.emit("artillery", msg("O18.2.1", "spotting", hex=sr))
    smoke = False
    if radio_smoke(g, side):  # O18.2.1.1: declared now, before Accuracy
        move = yield Decision(side, "rounds", (Move("barrage"), Move("smoke")),
                              why_not=activation.in_order(g))
        smoke = move.kind == "smoke"
    # O18.2.2 Accuracy: a Targeting Roll over the range, less the largest Hindrance
    rng = g.grid.distance(spotter.hex, sr)
    hind = fire.line(g, spotter.hex, sr)[1] if rng else 0
    t = yield from fate.roll(g, side, "Accuracy at {0}", subject=sr)
    hit = t.product - hind > rng
    g.emit("targeting", msg("O18.2.2", "targeting", target=sr, product=t.product, hindrance=hind, range=rng,
                               result="hit" if hit else "miss"))
    # O18.2.2.1/2: the drift card is revealed, not rolled: no Trigger, no re-roll
    card, last = fate.reveal(g, side)
    white, coloured = card.dice
    final = g.movement_graph.drift(sr, white, coloured, hit=hit)
    border: tuple[str, ...] = ()
    if final is None and "V4" in g.variants:  # V4: the map border is one more ring of hexes
        final, border = g.movement_graph.drift_over_border(sr, white, coloured, hit=hit)
    if last:
        yield from victory.time_advance(g, side)  # 6.1.2: the last card of the draw pile
    if final is None and not border:  # O18.2.2.3: off the map, even for a moment
        g.emit("artillery", msg("O18.2.2.3", "barrage_off_map", hex=sr))
        return
    if border:  # V4: on the border: the impact area's hexes on the map only
        g.emit("artillery", msg("V4", "barrage_on_border", hexes=border, white=white, coloured=coloured))
        area = list(border)
    else:
        g.emit("artillery", msg("O18.2.2", "barrage_lands", hex=final, white=white, coloured=coloured))
        area = [final] + list(g.grid.neighbours(final).values())  # O18.2.3
    if smoke:  # O18.2.3.1
        for h in area:
            place_smoke(g, h, "O18.2.3.1")
        if "V5" in g.variants and not radio.broken:
            radio.broken = True  # V5: a Smoke barrage breaks the Radio once its Smoke is placed
            g.emit("radio", msg("V5", "radio_broken", player=side))
        return
    # O18.2.3.2: only hexes with a unit or a Fortification get an Impact Roll, once each; V1.3:
    # also every Building or Bridge hex and every Rubble hex of a multi-hex building, empty or not
    todo = [h for h in area if st.units_in(h) or h in st.fortifications or rubble.attackable(g, h)]
    while todo:
        if len(todo) == 1:
            hex_id = todo[0]
        else:
            move = yield Decision(side, "impact", tuple(Move("impact", h) for h in todo),
                                  why_not=activation.in_order(g))
            hex_id = move.args[0]
        todo.remove(hex_id)
        defenders = {s: [u.id for u in st.units_in(hex_id, s)] for s in (other(side), side)}
        r = yield from fate.roll(g, side, "Artillery Impact in {0}", subject=hex_id)  # Jammed! ignored: not a Weapon
        total = radio.fp + r.total + airburst(g, hex_id)
        g.emit("attack", msg("O18.2.3.2", "attack", target=hex_id, fp=radio.fp, roll=r.total, total=total))
        total = water_cushioning(g, hex_id, total)  # V6
        # O18.2.3.3: an Impact roll exactly equal to the Vulnerability number for the Radio's FP
        # destroys the hex's Fortification before any Defense roll
        if hex_id in st.fortifications and r.total == g.board.chart.vulnerability.get(radio.fp):
            fort = st.fortifications.pop(hex_id)
            g.emit("fortification", msg("O18.2.3.3", "fortification_destroyed", fortification=fort,
                                           hex=hex_id))
        if "V1" in g.variants:
            yield from rubble.check(g, hex_id, r.total, radio.fp, "V1.3.1")  # V1.3: before the Defense rolls
            defenders = {s: [u.id for u in st.units_in(hex_id, s)] for s in (other(side), side)}
        for owner, ids in defenders.items():  # each owner rolls for his own units
            yield from defense.defend(g, owner, ids, total, "O18.2.3.2", cover_bonus=partial(cover_vs_mortar, g))


def water_cushioning(g, hex_id: str, total: int) -> int:
    """V6: an Ordnance or artillery Attack Total against Water terrain (Stream T95, Marsh T89:
    the chart's "water" flag) is 2 less, hex by hex."""
    if "V6" not in g.variants:
        return total
    t = g.board.chart.terrain.get(g.board.hexes[hex_id].effective_terrain)
    if t is None or not t.has("water"):
        return total
    total -= int(variants.data()["water_cushioning"])  # V6
    g.emit("attack", msg("V6", "water_cushioning", hex=hex_id, total=total))
    return total


# V3 Starshells (night, V2)
def starshell_possible(g, side: str) -> bool:
    """V3.1: at night a Starshell may be fired if a Starshell marker is left (V3: four) and an
    unbroken Leader not yet activated can spot it."""
    if "V3" not in g.variants:
        return False
    limit = int(variants.data()["counters"]["starshell"])
    return len(g.state.starshells) < limit and bool(spotters(g, side))


def fire_starshell(g, side: str):
    """V3.1: one unbroken Leader, not yet activated, places the Spotting Round in a hex of his
    LOS; Accuracy and drift as for a barrage (O18.2.2; the Night Hindrance counts unless the
    hex is lit, V2.3); a Starshell where the round ends (V4: from the border, in an adjacent
    hex of the map that the active player chooses); off the map, none."""
    st = g.state
    spotter, sr = yield from spot(g, side)  # V3.1: the Spotter and his hex as for a barrage (O18.2, O18.2.1)
    g.emit("artillery", msg("V3.1", "starshell_spotting", hex=sr))
    rng = g.grid.distance(spotter.hex, sr)
    hind = fire.line(g, spotter.hex, sr)[1] if rng else 0  # V2.3: with the Night Hindrance
    t = yield from fate.roll(g, side, "Starshell accuracy at {0}", subject=sr)
    hit = t.product - hind > rng
    g.emit("targeting", msg("V3.1", "targeting", target=sr, product=t.product, hindrance=hind, range=rng,
                            result="hit" if hit else "miss"))
    card, last = fate.reveal(g, side)
    white, coloured = card.dice
    final = g.movement_graph.drift(sr, white, coloured, hit=hit)
    border: tuple[str, ...] = ()
    if final is None and "V4" in g.variants:  # V4
        final, border = g.movement_graph.drift_over_border(sr, white, coloured, hit=hit)
    if last:
        yield from victory.time_advance(g, side)  # 6.1.2
    if border:  # V4: the Starshell goes into an adjacent hex of the map
        move = yield Decision(side, "starshell_hex", tuple(Move("starshell", h) for h in border),
                              why_not=activation.in_order(g))
        final = move.args[0]
    if final is None:  # O18.2.2.3: off the map: the order ends without a Starshell
        g.emit("artillery", msg("V3.1", "starshell_off_map", hex=sr))
        return
    if len(st.starshells) >= int(variants.data()["counters"]["starshell"]):
        return  # none left (a Time Advance meanwhile cannot add one: the limit is checked again)
    st.starshells.append(final)  # V3.1
    g.emit("starshell", msg("V3.1", "starshell_placed", hex=final, white=white, coloured=coloured))


def remove_starshell(g, hex_id: str, rule: str) -> None:
    """V3.3: one Starshell marker in ``hex_id`` leaves the map."""
    g.state.starshells.remove(hex_id)
    g.emit("starshell", msg(rule, "starshell_removed", hex=hex_id))


def airburst(g, hex_id: str) -> int:
    """T99: a Mortar or Artillery attack on a Woods hex (terrain flag "airburst") gets +2 to its
    Fire Attack Total."""
    t = g.board.chart.terrain.get(g.board.hexes[hex_id].effective_terrain)
    return 2 if t is not None and t.has("airburst") else 0


def cover_vs_mortar(g, unit: Unit) -> int:
    """F101, F102, F104, F105: a Fortification's better Cover against Mortars and Artillery,
    as a bonus on the Cover the unit uses now.  The hex's Cover is the best of its terrain's
    and its Fortification's (T78.3, F100), then a Road's -1 (T93) applies to whichever is used;
    against Mortars and Artillery the Fortification offers its other Cover, so the bonus is
    that Cover less the one used, both before the Road's -1 (a Road hex's Foxholes: 4 - 1 = 3
    against Artillery, 3 - 1 = 2 otherwise)."""
    st = g.state
    fort = st.fortifications.get(unit.hex)
    rec = g.board.chart.fortifications.get(fort, {}) if fort else {}
    fa = rec.get("cover_vs_mortar_artillery")
    if not isinstance(fa, int):
        return 0
    road = 1 if g.board.has_line(unit.hex, "road") else 0  # T93, as GameState.cover applies it
    used = st.cover(unit.hex) + road + st.overstacking(unit.hex)  # V15.2: the penalty stays
    return max(0, fa - used)


def place_smoke(g, hex_id: str, rule: str) -> None:
    """T94: a random Smoke marker from the pool not in play; none in Water terrain; in a hex
    that has Smoke the higher marker stays."""
    st = g.state
    smoke = g.board.chart.markers.get("smoke", {})
    terrain = g.board.hexes[hex_id].effective_terrain
    if terrain in smoke.get("forbidden_in", ()):
        return
    pool = list(smoke_pool())
    for v in st.smoke.values():
        if v in pool:
            pool.remove(v)
    if not pool:
        return
    value = g.state.rng.choice(pool)
    st.smoke[hex_id] = max(value, st.smoke.get(hex_id, 0))
    g.emit("smoke", msg(rule, "smoke_placed", hex=hex_id, value=st.smoke[hex_id]))


# E60 Interdiction
def interdiction(g, side: str, card):
    """E60: the executing player must suppress one unsuppressed unit (either side) in a hex
    whose Cover is less than 1; nothing happens if none qualifies."""
    st = g.state
    cands = [u for u in st.on_map() if not u.suppressed and st.cover(u.hex) < 1]
    if not cands:
        return
    move = yield Decision(side, "interdiction", tuple(Move("suppress", u.id) for u in sorted(cands, key=lambda u: u.id)),
                          why_not=activation.in_order(g))
    units.suppress(g, st.units[move.args[0]], "E60")
