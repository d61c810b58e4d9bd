"""Time and victory: Time advances and what they bring (6.1: reinforcements, Sudden Death), VP (4.1,
7.1), Objectives and their chits (7.3), exiting units (7.2.1), the end of the game (6.2, 6.3)."""

from __future__ import annotations


from cc_desktop.rules import (fate, places, reactions)
from cc_desktop.rules.machine import Decision, GameOver, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (ON_MAP, REMOVED, TIME_TRACK, Radio, Unit,
                                    other)


# Time (6)
def time_advance(g, side: str):
    """6.1.2: the marker moves one space; then steps 1-6."""
    st = g.state
    st.time += 1
    g.emit("time", msg("6.1.2", "time_advanced", time=st.time, player=side))
    fate.reshuffle(g, side)  # step 1
    if st.time >= st.sudden_death:  # step 2 (6.2.2)
        check_all_five(g, side)
        st.trigger_depth += 1  # the Sudden Death roll triggers nothing (1.9.1)
        try:
            r = yield from fate.roll(g, side, "Sudden Death")
        finally:
            st.trigger_depth -= 1
        g.emit("sudden_death", msg("6.2.2", "sudden_death_roll", total=r.total, time=st.time))
        if r.total < st.time:
            end_by_vp(g, "sudden_death")
    if st.time >= g.scenario.time_length:  # the end of the Time Track: the game ends
        end_by_vp(g, "time_track_end")
    defender = g.scenario.defender  # step 3
    if defender:
        award(g, defender, 1, "6.1.2 step 3")
        g.emit("vp", msg("6.1.2", "defender_vp", player=defender))
    if st.smoke or st.starshells:  # step 4 (ambiguity 4 of 01: the causing player chooses)
        options = tuple(Move("remove_smoke", h) for h in sorted(st.smoke, key=g.grid.index.get))
        # V3.3: one Starshell may be removed instead of one Smoke marker
        options += tuple(Move("remove_starshell", h) for h in places.in_map_order(g, st.starshells))
        move = yield Decision(side, "remove_smoke", options)
        if move.kind == "remove_starshell":
            st.starshells.remove(move.args[0])  # V3.3
            g.emit("starshell", msg("V3.3", "starshell_removed", hex=move.args[0]))
        else:
            del st.smoke[move.args[0]]
            g.emit("smoke", msg("6.1.2", "smoke_removed", hex=move.args[0]))
    for owner in (other(st.active), st.active):  # step 5: the Inactive player places first
        yield from place_reinforcements(g, owner)
    for owner in (other(st.active), st.active):  # step 6: Dig In (A32), the Inactive player first
        yield from reactions.dig_in_window(g, owner)


def place_reinforcements(g, side: str):
    """6.1.2 step 5: the owner places each unit of the Time space the marker now occupies on
    his friendly map edge (stacking limits apply, ambiguity 16 of 01); a Radio goes to his
    empty Artillery Box, and while he still has one the first one stays (8.1.2, 12)."""
    st = g.state
    player = st.players[side]
    for r in g.scenario.side(side).reinforcements:
        if r.time == st.time and r.radio is not None and player.radio is None:
            player.radio = Radio(side, r.radio.fp, r.radio.id)
            g.emit("reinforcement", msg("6.1.2", "reinforcement", unit=r.radio.id, hex="Artillery Box"))
    edge = st.players[side].edge
    edge_hexes = g.grid.edge_hexes(edge)
    for u in sorted((u for u in st.units.values() if u.side == side and u.location == TIME_TRACK
                     and u.time == st.time), key=lambda u: u.id):
        options = tuple(Move("reinforce", u.id, h) for h in edge_hexes
                        if h not in st.blaze and not st.enemy_in(h, side)
                        and places.within_stacking(g, h, side, u.figures))  # ambiguity 16 of 01, V15.3
        if not options:
            continue
        move = yield Decision(side, "reinforce", options, about={"unit": u.id})
        u.location, u.hex, u.time = ON_MAP, move.args[1], None
        g.emit("reinforcement", msg("6.1.2", "reinforcement", unit=u.id, hex=u.hex))
    update_objectives(g)


def end_if_lost(g, losers: dict[str, str]):
    """6.3 cases 1 and 2: the losing player loses whatever the VP; if both lose at the same
    moment, the Initiative holder wins (6.3, 9.2, ambiguity 6 of 01)."""
    if len(losers) == 2:
        reason = "surrender" if "surrender" in losers.values() else "annihilation"
        finish(g, g.state.initiative, reason)
    for side, reason in losers.items():
        end_by_loss(g, side, reason)


def exit_unit(g, unit: Unit, rule: str):
    """7.2.1: a voluntary exit off the enemy edge: VP to the owner, back as a reinforcement
    (unbroken, Weapon repaired, no markers) in the Time Track space its owner chooses, one
    ahead of the Time marker (ambiguity 7 of 01; the next space unless he chooses).
    E58.1: a Hero gives no VP and goes back to the counter box."""
    st = g.state
    vp = unit.vp * (2 if chit_active(g, "double_exit") else 1)  # 7.1 values, 7.3.2
    if unit.type.special == "hero":
        unit.location, unit.hex, unit.time = REMOVED, None, None  # E58.1
    else:
        unit.location, unit.hex = TIME_TRACK, None
        unit.time = st.time + 1
    unit.broken = unit.suppressed = unit.veteran = False
    if unit.weapon:
        st.weapons[unit.weapon].broken = False
    if vp:
        award(g, unit.side, vp, f"7.2.1 {unit.id}")
    g.emit("unit_exited", msg(rule, "unit_exited", unit=unit.id, player=unit.side, vp=vp))
    update_objectives(g)
    if not st.on_map(unit.side):
        end_by_vp(g, "last_unit_exited")  # 6.3 case 3
    spaces = range(st.time + 1, g.scenario.time_length + 1)
    if unit.location == TIME_TRACK and len(spaces) > 1:
        move = yield Decision(unit.side, "exit_time", tuple(Move("time", unit.id, t) for t in spaces),
                              about={"unit": unit.id})
        unit.time = move.args[1]


def award(g, side: str, vp: int, source: str):
    st = g.state
    st.vp += vp if side == "axis" else -vp
    st.vp_sources.append((side, vp, source))
    g.emit("vp", msg("4.1.1", "vp", delta=vp, player=side, source=source, balance=st.vp))


def chit_active(g, kind: str) -> bool:
    return any(c.kind == kind for c in g.open_chits)


def update_objectives(g):
    """7.3.1: the last side to occupy an Objective alone controls it (a multi-hex building
    needs every hex free of enemy units, T82); 7.3.3: open values swing the VP at once."""
    st = g.state
    occ = st.index()
    if occ.memo.get("objectives_updated") == st.objectives:
        return  # done already with the units where they are, and nothing has changed it since
    present = occ.sides  # the sides with units on the map in each hex (no unit moves below)
    for n in sorted(g.objective_hexes):
        hexes = g.objective_hexes[n]
        sides = set()
        for h in hexes:
            if h in present:
                sides |= present[h]
        if len(sides) != 1:
            continue
        new = sides.pop()
        old = st.objectives.get(n)
        if new == old:
            continue
        st.objectives[n] = new
        g.emit("objective", msg("7.3.1", "objective_control", player=new, number=n))
        value = st.objective_value(n)
        if value:
            if old is not None:
                award(g, old, -value, f"7.3.3 objective {n}")
            award(g, new, value, f"7.3.3 objective {n}")
    st.index().memo["objectives_updated"] = dict(st.objectives)


def check_all_five(g, side: str):
    """7.3.2: immediately before a Sudden Death roll, a player who controls all five
    Objectives wins, if that chit is in play (open, or secret: held by either player, its
    condition holds for whoever meets it, as a secret chit's VP do, 7.3.3)."""
    st = g.state
    if not (chit_active(g, "auto_win_all_five") or any(
            c.kind == "auto_win_all_five" for s in ("axis", "allies") for c in g.secret_chits.get(s, ()))):
        return
    owners = {st.objectives.get(n) for n in g.objective_hexes}
    if len(owners) == 1 and None not in owners:
        finish(g, owners.pop(), "all_five_objectives")


def end_by_vp(g, reason: str):
    """6.3 cases 3 and 4: reveal secret chits, then more VP wins; 0 goes to the Initiative.
    A revealed chit scores as it does when revealed during play (7.3.3, E67): each Objective's
    value to whoever controls it, whichever player held the chit."""
    st = g.state
    for s in ("axis", "allies"):
        for chit in g.secret_chits.get(s, ()):
            for n, value in chit_values(g, chit):
                owner = st.objectives.get(n)
                if owner and value:
                    award(g, owner, value, f"7.3.3 secret chit {chit.id}")
    winner = "axis" if st.vp > 0 else "allies" if st.vp < 0 else st.initiative  # 9.2
    finish(g, winner, reason)


def end_by_loss(g, loser: str, reason: str):
    """6.3 cases 1 and 2: that player loses whatever the VP."""
    finish(g, other(loser), reason)


def finish(g, winner: str, reason: str):
    st = g.state
    st.over, st.winner, st.end_reason = True, winner, reason
    g.emit("game_over", msg("6.3", "game_over_vp", reason=reason, winner=winner, balance=st.vp))
    raise GameOver(reason)


def chit_values(g, chit) -> list[tuple[int, int]]:
    if chit.kind == "single":
        return [(chit.objective, chit.vp)]
    if chit.kind == "all":
        return [(n, chit.vp) for n in range(1, 6)]
    return []
