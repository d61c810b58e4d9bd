"""What happens to units and weapons: breaking, rallying, suppression (13), elimination and the
Casualty Track (4.2, 7.1), deploying Squads (E52, 8.2), Light Wounds (A36), new counters from the mix,
and the firing pieces a unit has (11)."""

from __future__ import annotations


from cc_desktop.content.model import UnitType
from cc_desktop.rules import (activation, fortifications, victory)
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (CASUALTY, ON_MAP, REMOVED, Unit,
                                    other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "light_wounds": "{unit} is replaced by {team} (Light Wounds)",
    "panic": "{unit} is suppressed again and panics: it loses its Suppression marker and breaks",
}


# units: break, rally, suppress, eliminate, exit (3.2, 7, 13)
def break_unit(g, unit: Unit, rule: str):
    """3.2.1 / 3.2.4: flip to broken; a broken unit that breaks again is eliminated."""
    if unit.broken:
        eliminate(g, unit, rule)
    else:
        unit.broken = True
        g.emit("unit_broken", msg(rule, "unit_broken", unit=unit.id))


def can_deploy(g, unit: Unit) -> bool:
    """E52.1 (and the free Deploy of 8.2): a Squad on the map whose two Teams of the same
    quality can be taken from the counter mix (two free counters, as A36 and E68 ask)."""
    return unit.kind == "squad" and unit.location == ON_MAP and bool(unit.type.deploys_to) \
        and unit.type.deploys_to in g.scenario.side(unit.side).nation.units \
        and counters_free(g, unit.side, unit.type.deploys_to, 2)


def deploy(g, squad: Unit, rule: str):
    """E52: the Squad goes back to the counter box (no VP) and two Teams of its quality take
    its place, broken if it was; its Weapon, Suppressed and Veteran markers each go to one
    Team, as the owner assigns (asked first, so the swap itself is one step); the Teams count
    as activated if the Squad was (E52.2)."""
    st = g.state
    team_type = g.scenario.side(squad.side).nation.units[squad.type.deploys_to]
    ids = (f"{squad.id}-a", f"{squad.id}-b")
    markers = [(n, v) for n, v in (("weapon", squad.weapon), ("suppressed", squad.suppressed),
                                   ("veteran", squad.veteran)) if v]
    keepers = {}
    for name, _ in markers:
        move = yield Decision(squad.side, "deploy_marker", tuple(Move("keeps", t, name) for t in ids),
                              about={"unit": squad.id, "marker": name})
        keepers[name] = move.args[0]
    teams = []
    for tid in ids:
        t = Unit(tid, squad.side, team_type, location=ON_MAP, hex=squad.hex, broken=squad.broken)
        teams.append(t)
    for name, value in markers:
        setattr(teams[ids.index(keepers[name])], name, value)
    squad.location, squad.hex, squad.weapon = REMOVED, None, None
    squad.suppressed = squad.veteran = False
    for t in teams:
        st.units[t.id] = t
        if squad.id in st.activated_units:
            st.activated_units.add(t.id)
    g.emit("deploy", msg(rule, "deployed", unit=squad.id, teams=f"{ids[0]}, {ids[1]}"))
    victory.update_objectives(g)


def pending_targets(g, unit: Unit) -> list[Unit]:
    """1.9.1, E52.2: the units a roll's locked result applies to once its trigger is
    resolved: the unit itself if still on the map, else the two Teams it Deployed into
    meanwhile ("any pending result applies to both Teams equally"), else none."""
    if unit.location == ON_MAP:
        return [unit]
    st = g.state
    return [st.units[t] for t in (f"{unit.id}-a", f"{unit.id}-b")
            if t in st.units and st.units[t].location == ON_MAP]


def rally(g, unit: Unit, rule: str):
    unit.broken = False
    g.emit("unit_rallied", msg(rule, "unit_rallied", unit=unit.id))


def suppress(g, unit: Unit, rule: str):
    """13.1: at most one marker; a further suppression does nothing.  V19 Panic: a further
    suppression breaks the unit (eliminates a broken one) and removes its marker."""
    if not unit.suppressed:
        unit.suppressed = True
        g.emit("unit_suppressed", msg(rule, "unit_suppressed", unit=unit.id))
    elif "V19" in g.variants and unit.location == ON_MAP:
        unit.suppressed = False  # V19: the Suppression marker is removed ...
        g.emit("panic", msg("V19", "panic", unit=unit.id))
        break_unit(g, unit, "V19")  # V19: ... and the unit breaks (a broken one is eliminated, 3.2)


def destroy_weapon(g, weapon, rule: str, to_casualty: bool = True):
    weapon.location = "casualty" if to_casualty else REMOVED
    for u in g.state.units.values():
        if u.weapon == weapon.id:
            u.weapon = None
    g.emit("weapon", msg(rule, "weapon_destroyed", weapon=weapon.id))


def break_weapon(g, weapon, rule: str):
    """11.4: a broken Weapon that breaks again is destroyed."""
    if weapon.broken:
        destroy_weapon(g, weapon, rule)
    else:
        weapon.broken = True
        g.emit("weapon", msg(rule, "weapon_broken", weapon=weapon.id))


def eliminate(g, unit: Unit, rule: str):
    """3.2.4, 4.2, 7.1: to the Casualty Track; the opponent gains the unit's VP.  6.3: the
    Surrender space or the last unit on the map ends the game."""
    victory.end_if_lost(g, remove_eliminated(g, unit, rule))


def eliminate_all(g, units: list[Unit], rule: str):
    """Eliminate units at one and the same moment (a Melee, O16.4.3): the game's end is
    checked once they are all gone, so both players may lose at once (6.3, ambiguity 6 of
    01: then the Initiative holder wins)."""
    losers: dict[str, str] = {}
    for unit in units:
        if unit.location == ON_MAP:
            for side, reason in remove_eliminated(g, unit, rule).items():
                losers.setdefault(side, reason)
    victory.end_if_lost(g, losers)


def remove_eliminated(g, unit: Unit, rule: str) -> dict[str, str]:
    """Take the unit off (3.2.4), give its VP (7.1), and return {side: reason} for a side
    that has lost by it (6.3 cases 1 and 2), without ending the game yet."""
    st = g.state
    side = unit.side
    was_on_map = unit.location == ON_MAP
    hero = unit.type.special == "hero"
    # E58.1: a Hero goes back to the counter box, never onto the Casualty Track (4.2)
    unit.location, unit.hex = (REMOVED if hero else CASUALTY), None
    unit.suppressed = unit.veteran = False  # 13.3
    if unit.weapon:
        w = st.weapons[unit.weapon]
        w.location, w.broken = "casualty", False  # 7.2.2: the Weapons box, repaired
        unit.weapon = None
    vp = unit.vp * (2 if victory.chit_active(g, "double_elim") else 1)  # 7.1, 7.3.2
    if not hero:
        st.players[side].casualties.append(unit.id)  # 4.2: the lowest empty space
    if vp:
        victory.award(g, other(side), vp, f"7.1 {unit.id}")
    g.emit("unit_eliminated", msg(rule, "unit_eliminated", unit=unit.id, beneficiary=other(side), vp=vp))
    victory.update_objectives(g)
    if not hero and len(st.players[side].casualties) >= st.players[side].surrender:
        return {side: "surrender"}  # 6.3 case 1
    if was_on_map and not st.on_map(side):
        return {side: "annihilation"}  # 6.3 case 2
    return {}


# VP, objectives, victory (4.1, 6.3, 7)
def counters_free(g, side: str, type_id: str, needed: int) -> bool:
    """The counter mix limits the units in play (UnitType.counters; None: no limit): may
    ``needed`` more of ``type_id`` come into play (A35.4 Hidden Unit, E68 Reinforcements)?"""
    t = g.scenario.side(side).nation.units[type_id]
    if t.counters is None:
        return True
    used = sum(1 for u in g.state.units.values() if u.side == side and u.type.id == type_id
               and u.location != REMOVED)
    return used + needed <= t.counters


def new_piece_id(g, stem: str) -> str:
    """An id for a unit or Weapon that comes into play ("<stem>-1", "-2", ... the first free)."""
    st = g.state
    n = 1
    while f"{stem}-{n}" in st.units or f"{stem}-{n}" in st.weapons:
        n += 1
    return f"{stem}-{n}"


def can_carry(g, unit: Unit, weapon_type) -> bool:
    """11.1, 11.2: any unit may carry a Weapon; V12 Restricted Leader Portage: a Leader only
    one whose Movement modifier is not negative."""
    return not ("V12" in g.variants and unit.is_leader and weapon_type.move < 0)  # V12


def leaders_hand_over_heavy_weapons(g) -> None:
    """V12 at set-up: a Leader the Order of Battle gives a Weapon he may not carry hands it to
    the first unit of his side (in play order, set up or to come at the same Time) that is no
    Leader and carries none; if there is none, the Weapon stays out of play."""
    st = g.state
    for leader in list(st.units.values()):
        w = st.weapons.get(leader.weapon) if leader.weapon else None
        if w is None or can_carry(g, leader, w.type):
            continue
        taker = next((u for u in st.units.values() if u.side == leader.side and not u.is_leader
                      and u.weapon is None and u.location == leader.location and u.time == leader.time), None)
        leader.weapon = None
        if taker is not None:
            taker.weapon = w.id  # V12
        else:
            w.location = REMOVED  # V12: nobody may carry it


# O20 Fire, A33 Op Fire
def pieces(g, unit: Unit) -> list[str]:
    """A unit and its Weapon are two pieces (O20.3.1.2)."""
    return [unit.id] + ([unit.weapon] if unit.weapon else [])


def piece_unit(g, piece: str) -> Unit | None:
    """The unit itself, or the carrier of a Weapon (None once the Weapon is gone, 11.4)."""
    st = g.state
    unit = st.units.get(piece)
    if unit is not None:
        return unit
    return st.index().carrier.get(piece)  # the first unit carrying it, in ``units`` order


def piece_ordnance(g, piece: str) -> bool:
    w = g.state.weapons.get(piece)
    return bool(w and w.type.ordnance)


def piece_stats(g, piece: str) -> tuple[int, int, int]:
    """(FP, Range, minimum range) of a piece now (3.3.2, 3.3.3, 13.2, O20.2.2).  Kept in the
    state's memo (dropped when a unit or Weapon changes) for the Fortifications on the map
    (F106.1)."""
    st = g.state
    key = ("piece_stats", piece, g.terrain_key())
    memo = st.memo()
    found = memo.get(key)
    if found is None:
        found = memo[key] = _piece_stats(g, piece)
    return found


def _piece_stats(g, piece: str) -> tuple[int, int, int]:
    st = g.state
    u = st.units.get(piece)
    if u is not None:  # GameState.fp and GameState.range, their common terms taken once
        common = st.leader_bonus(u) - u.suppressed + u.veteran
        face = u.face
        return (face.fp + common + st.fortification_modifier(u, "fp"),
                face.range + common + st.fortification_modifier(u, "range"), 0)
    w = st.weapons[piece]
    carrier = piece_unit(g, piece)
    bonus = 0
    if not carrier.is_leader and not w.type.ordnance:  # 3.3.2: the Command of the Leaders in the hex
        bonus = sum(max(0, l.face.command or 0) for l in st.index().by_hex.get((carrier.hex, carrier.side), ())
                    if l.is_leader)
    return w.type.fp + bonus, w.type.range + bonus, w.type.min_range or 0


def piece_can_fire(g, piece: str) -> bool:
    """11.1, 13.2: a Weapon fires only if it and its carrier are unbroken and the carrier
    unsuppressed; a unit may fire broken (its broken side's stats).  A Weapon's answer is kept
    in the state's memo for the Fortifications on the map (F106.3)."""
    st = g.state
    unit = st.units.get(piece)
    if unit is not None:
        return unit.location == ON_MAP
    key = ("piece_can_fire", piece, g.terrain_key())
    memo = st.memo()
    found = memo.get(key)
    if found is None:
        found = memo[key] = _weapon_can_fire(g, piece)
    return found


def _weapon_can_fire(g, piece: str) -> bool:
    st = g.state
    w = st.weapons[piece]
    carrier = piece_unit(g, piece)
    if fortifications.weapon_fire_barred(g, carrier):  # F106.3, T89, T95 (fortifications.py)
        return False
    return (w.location == "unit" and not w.broken and carrier is not None and carrier.location == ON_MAP
            and not carrier.broken and not carrier.suppressed)


# -- A36 Light Wounds ------------------------------------------------------------------------
def light_wounds_team(g, unit: Unit) -> UnitType | None:
    """A36: the Team of the Squad's quality (its ``deploys_to`` type) if a counter of it is
    left (ambiguity 11 of 03: none left, no Light Wounds); None if not a Squad on the map."""
    st = g.state
    if unit.kind != "squad" or unit.location != ON_MAP or not unit.type.deploys_to:
        return None
    team = g.scenario.side(unit.side).nation.units.get(unit.type.deploys_to)
    if team is None:
        return None
    if team.counters is not None and sum(
            1 for u in st.units.values() if u.type.id == team.id and u.location != REMOVED) >= team.counters:
        return None
    return team


def break_with_wounds(g, unit: Unit, rule: str):
    """3.2.1 / 3.2.4, with the A36 window: the owner of a Squad about to break (broken or
    not) may play Light Wounds instead.  Offered if he asked for the window and a Team
    counter of that quality is left (public), whatever his hand holds."""
    side = unit.side
    if "light_wounds" in g.prefs[side] and light_wounds_team(g, unit) is not None:
        options = (Move("decline"),) + tuple(Move("action", c, "light_wounds")
                                             for c in activation.action_cards(g, side, "light_wounds"))
        move = yield Decision(side, "light_wounds", options, about={"unit": unit.id, "hex": unit.hex or "?"},
                              window=True, why_not=activation.in_order(g, lambda m: activation.action_refusal(g, side, m)))
        if move.kind == "action":
            activation.play_action(g, side, move.args[0], "light_wounds")
            light_wounds(g, unit)
            return
    break_unit(g, unit, rule)


def light_wounds(g, squad: Unit) -> Unit:
    """A36: the owner loses 1 VP; the Squad goes back to the counter box (no VP, not a
    casualty) and a Team of its quality takes its place, broken if the Squad was, with its
    Weapon, Suppressed and Veteran markers and its activation status (Order, Move, Op Fire,
    Advance)."""
    st = g.state
    team_type = light_wounds_team(g, squad)
    tid = f"{squad.id}-w"
    team = Unit(tid, squad.side, team_type, location=ON_MAP, hex=squad.hex, broken=squad.broken,
                suppressed=squad.suppressed, veteran=squad.veteran, weapon=squad.weapon)
    squad.location, squad.hex, squad.weapon = REMOVED, None, None
    squad.suppressed = squad.veteran = False
    st.units[tid] = team
    for ids in (st.activated_units, st.moving, st.op_fire_units, st.op_fire_used, st.advanced):
        if squad.id in ids:
            ids.add(tid)
    victory.award(g, squad.side, -1, f"A36 {squad.id}")
    g.emit("light_wounds", msg("A36", "light_wounds", unit=squad.id, team=tid))
    victory.update_objectives(g)
    return team
