"""The sequence of play (SK-3): the initiative, the turns of the two sides, the activation of
one model after another, A refreshed, reserved and borrowed, bleeding and the start-of-turn
Morale tests, the end of the battle.

``proc_game(g)`` is the game's procedure; it can start from any state taken at an ``activate``
or ``act`` decision (everything it needs is in ``g.state``: the turn, the side, the phase, the
model acting), which is how positions, checkpoints and undo resume it.
"""

from __future__ import annotations

import math
from dataclasses import replace

from cc_desktop.skirmish import actions, morale, reactions, wounds
from cc_desktop.skirmish.decisions import ENGLISH, SkDecision, SkMove, msg
from cc_desktop.skirmish.state import Model
from cc_desktop.skirmish.types import BASE_RADIUS, TABLE_DEPTH, TABLE_WIDTH, Point, in_base_contact

MESSAGES = {
    "initiative_roll": "Initiative: {first_side} rolls {a}, {second_side} rolls {b}",
    "initiative_by_battle": "{side} plays first (the battle says so)",
    "initiative_won": "{side} wins the initiative and plays first",
    "turn_begins": "Turn {turn}: {side} plays",
    "a_refreshed": "{model} has {a} A this turn",
    "a_refreshed_debt": "{model} has {a} A this turn ({debt} borrowed last turn)",
    "surrounded": "{model} is surrounded: no way out",
    "surrenders": "{model} surrenders and is removed from play",
    "bleeds": "{model} bleeds: {stat} {before} -> {after}",
    "activated": "{model} acts",
    "model_done": "{model} keeps {left} A in reserve",
    "turn_ends": "{side} ends its turn",
    "heavy_losses": "{side} has lost {out} of {total} models: every other one tests Morale",
    "flees": "{model} flees towards its own table half",
    "battle_over": "the battle is over: {reason}",
    "captured": "{model} lies out of the fight beside {captor}: taken prisoner",
    "not_yours": "{model} is not a model {side} sets up",
    "outside_zone": "{x},{y} is outside the deployment zone of {model}'s side",
    "on_another": "{model} would stand on {other}",
    "placed": "{model} set up at {x},{y}",
    "models_left": "{left} models are still to set up",
    "deployed": "{side} has set up its models",
    "outside_overflow": "{x},{y} is outside the deployment zone of {side} widened by {inches} inches: the zone is "
                        "full, and {piece} is set up as near it as there is room",
    "set_up_outside": "{piece} is set up outside the full deployment zone of {side}, as near it as there is room",
    "held_back": "{piece} finds no place on the table: {side} holds it back, out of the battle",
    "smoke_thins": "the smoke cloud {cloud} at {x},{y} thins: it is seen through, as cover without a save",
    "smoke_gone": "the smoke cloud {cloud} at {x},{y} has blown away",
}
ENGLISH.add(MESSAGES)


# -- SK-3.2 initiative ----------------------------------------------------------------------------
def roll_initiative(g) -> str:
    """SK-3.2: each player rolls a D6, the higher starts; ties are rolled again.  A battle may
    name the side that starts (SK-20.2: the partisans)."""
    st = g.state
    fixed = g.first_side
    if fixed is not None:
        g.emit("initiative", msg("SK-3.2", "initiative_by_battle", side=fixed))
        return fixed
    a_side, b_side = st.sides
    while True:
        a, b = st.dice.d6(f"initiative {a_side}"), st.dice.d6(f"initiative {b_side}")
        g.emit("initiative", msg("SK-3.2", "initiative_roll", first_side=a_side, second_side=b_side, a=a, b=b))
        if a != b:
            winner = a_side if a > b else b_side
            g.emit("initiative", msg("SK-3.2", "initiative_won", side=winner))
            return winner


# -- SK-18.3 bleeding ------------------------------------------------------------------------------
def bleed_one_point(g, model: Model) -> None:
    """SK-18.3 (wounds.bleed): an unbandaged bleeding model loses one point a turn, in strict
    rotation C, Ü, E, M; a characteristic at 0 makes it faint, A below 0 kills it."""
    r = wounds.bleed(model.stats, model.bleed_next)
    model.reduction = model.reduction.plus(**{r.stat: 1})
    model.bleed_next = r.next_stat
    g.emit("bleeds", msg("SK-18.3", "bleeds", model=model.id, stat=r.stat,
                         before=r.stats_before.get(r.stat), after=r.stats_after.get(r.stat)))
    actions.set_condition(g, model, r.condition)


# -- the start and end of a side's turn ------------------------------------------------------------
def start_side_turn(g):
    """SK-3.3 for every model of the side playing: reserved A are lost, bleeding (Ambiguity 29:
    at the start of the model's own turn), its full A again minus what it borrowed (SK-10.2);
    then the heavy-losses Morale test (SK-10.2)."""
    st = g.state
    side = st.side
    g.emit("turn", msg("SK-3.3", "turn_begins", turn=st.turn, side=side))
    if side == st.first:   # the start of a game turn
        smoke_turn_start(g)
    for m in st.side_models(side):
        m.a_reserved = 0
        m.activated = m.moved = m.preempt_spent = m.climb_failed = m.climb_tested = m.fleeing = False
        if m.alive and m.bleeding:
            bleed_one_point(g, m)
        if not m.in_play:
            m.a_remaining = 0
            continue
        debt = m.a_debt
        m.a_remaining = max(0, m.A - debt)
        m.a_debt = 0
        if debt:
            g.emit("a", msg("SK-3.3", "a_refreshed_debt", model=m.id, a=m.a_remaining, debt=debt))
        else:
            g.emit("a", msg("SK-3.3", "a_refreshed", model=m.id, a=m.a_remaining))
    surrounded_tests(g, side)
    yield from actions.vehicle_play.special_turn_start(g, side)   # sk-vehicles: SK-12.3, SK-13, SK-14, SK-16
    enemies = [e for e in st.models.values() if e.side != side and e.alive and not e.out]
    for m in st.side_models(side):   # SK-9 (Ambiguity 14): whom it may charge this turn
        m.seen_at_start = [e.id for e in enemies if m.in_play and reactions.can_see(g, m, e)]
    yield from heavy_losses(g, side)


# -- SK-15.2 smoke clouds thin and blow away (our rule, docs/skirmish-design.md "Smoke") ----------
#: game turns a cloud stays full: the turn it is laid in and the next
SMOKE_FULL_TURNS = 2
#: game turns it then stays thin (seen through, as cover without a save) before it is gone
SMOKE_THIN_TURNS = 1


def smoke_turn_start(g) -> None:
    """At the start of each game turn (our rule; the book gives smoke no rules): a cloud laid
    ``SMOKE_FULL_TURNS`` game turns ago thins (``SmokeCloud.thin``: the line of sight sees
    through it, the target in cover without a save), one ``SMOKE_THIN_TURNS`` older is gone.
    A cloud laid in turn 1 is full to the end of turn 2, thin in turn 3, gone at turn 4."""
    st = g.state
    for cid in list(st.smoke):
        c = st.smoke[cid]
        age = st.turn - c.laid
        if age >= SMOKE_FULL_TURNS + SMOKE_THIN_TURNS:
            del st.smoke[cid]
            g.emit("smoke_gone", msg("SK-15.2", "smoke_gone", cloud=cid, x=round(c.center.x, 1),
                                     y=round(c.center.y, 1)))
        elif age >= SMOKE_FULL_TURNS and not c.thin:
            st.smoke[cid] = replace(c, thin=True)
            g.emit("smoke_thins", msg("SK-15.2", "smoke_thins", cloud=cid, x=round(c.center.x, 1),
                                      y=round(c.center.y, 1)))


# -- SK-10.2 surrounded: no way out -------------------------------------------------------------------
#: the directions a way out is looked for in (every 22.5 degrees)
WAY_OUT_DIRECTIONS = tuple(i * 22.5 for i in range(16))
#: how far a step out must go: from base contact to clear of it (two radii and half an inch)
WAY_OUT_STEP = 2 * BASE_RADIUS + 0.5


def _segment_distance(p: Point, a: Point, b: Point) -> float:
    dx, dy = b.x - a.x, b.y - a.y
    n = dx * dx + dy * dy
    t = 0.0 if n == 0 else max(0.0, min(1.0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / n))
    return math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))


def way_out(g, model: Model, direction: float) -> bool:
    """One step out of where the model stands (``WAY_OUT_STEP`` inches in ``direction``): on the
    table, not through what blocks a move (a wall, a closed door: the battlefield's move cost),
    and never through an enemy's base in play (it may step away from one it touches; comrades step
    aside)."""
    a = model.at
    b = Point(a.x + WAY_OUT_STEP * math.cos(math.radians(direction)),
              a.y + WAY_OUT_STEP * math.sin(math.radians(direction)), a.z)
    if not actions.on_table(b):
        return False
    for e in g.state.models.values():
        if e.side == model.side or not e.in_play:
            continue
        nearest = _segment_distance(e.at, a, b)   # closer than base contact, and closer than it began
        if nearest < 2 * BASE_RADIUS - 1e-6 and nearest < e.at.distance(a) - 1e-6:
            return False
    return actions.movement_cost(g, model, a, b, crouching=False) is not None


def surrounded(g, model: Model) -> bool:
    """SK-10.2 "no way out" (docs/skirmish-decisions/unify.md): an enemy in play is in base contact
    with the model, and every one of the 16 directions out is closed (off the table, a wall or a
    closed door, or an enemy's base in the way).  A model no enemy touches is never surrounded:
    the test is of being hemmed in where it stands, not of a path across the table."""
    if not model.in_play:
        return False
    if not any(e.side != model.side and e.in_play and in_base_contact(e.at, model.at)
               for e in g.state.models.values()):
        return False
    return not any(way_out(g, model, d) for d in WAY_OUT_DIRECTIONS)


def surrounded_tests(g, side: str) -> None:
    """SK-10.2: at the start of its turn, every turn while it lasts, a surrounded model tests
    Morale (with a Leader's M within 8 inches, SK-17.4); a failure surrenders: removed from play
    (which counts for heavy losses, tested after it)."""
    for m in g.state.side_models(side):
        if not surrounded(g, m):
            continue
        g.emit("surrounded", msg("SK-10.2", "surrounded", model=m.id))
        if not reactions.morale_test(g, m, morale.Trigger.SURROUNDED):
            m.out = "surrendered"
            m.a_remaining = 0
            m.bleeding = False
            g.emit("surrenders", msg("SK-10.2", "surrenders", model=m.id))


def heavy_losses(g, side: str):
    """SK-10.2: when half or more of a team is out of play, every other member tests Morale at
    the start of each of its turns; a failure flees towards its own table half as far as its A go."""
    st = g.state
    team = st.side_models(side)
    out = [m for m in team if not m.in_play]
    if not team or 2 * len(out) < len(team) or len(out) == len(team):
        return
    g.emit("heavy_losses", msg("SK-10.2", "heavy_losses", side=side, out=len(out), total=len(team)))
    for m in team:
        if m.in_play and not reactions.morale_test(g, m, morale.Trigger.HEAVY_LOSSES):
            yield from flee(g, m)


#: the table edges (SK-10.2 fleeing): the place on the edge straight out from a point
EDGES = {"north": lambda p: Point(p.x, 0.0), "south": lambda p: Point(p.x, TABLE_DEPTH),
         "west": lambda p: Point(0.0, p.y), "east": lambda p: Point(TABLE_WIDTH, p.y)}


def flee(g, model: Model):
    """SK-10.2 heavy losses failed: straight towards its own table edge, as far as its A allow;
    it does nothing else this turn."""
    model.fleeing = model.activated = True
    g.emit("flees", msg("SK-10.2", "flees", model=model.id))
    edge = EDGES[g.home_edge(model.side)](model.at)
    per_inch = 2 if model.crouching else 1
    gap = model.at.distance(edge)
    dist = min(gap, model.a_remaining / per_inch)
    if dist >= 0.1:
        f = dist / gap
        to = Point(round(model.at.x + (edge.x - model.at.x) * f, 1), round(model.at.y + (edge.y - model.at.y) * f, 1))
        mv = SkMove("move", model.id, to.x, to.y)
        if actions.why_not(g, model, mv, "own") is None:
            yield from actions.apply(g, model, mv, "own")
    model.a_remaining = 0


def end_side_turn(g) -> None:
    """SK-3.3: the A a model did not spend are its reserve for the opponent's turn."""
    st = g.state
    for m in st.side_models(st.side):
        m.a_reserved = max(0, m.a_remaining) if m.in_play else 0
        m.a_remaining = 0
    st.acting = None
    g.emit("turn_ends", msg("SK-3.3", "turn_ends", side=st.side))


# -- the end of the battle -------------------------------------------------------------------------
def check_end(g) -> bool:
    """The battle ends when a side has no model in play (the other wins) or after the battle's
    last turn (its objectives, SK-20, decide: sk-campaign)."""
    st = g.state
    if st.over:
        return True
    standing = {s: any(m.in_play for m in st.side_models(s)) for s in st.sides}
    reason = None
    if not all(standing.values()):
        alive = [s for s, ok in standing.items() if ok]
        st.winner = alive[0] if alive else None
        reason = g.end_reason("no_enemy_left" if alive else "nobody_left")
    elif g.turn_limit and st.turn > g.turn_limit:
        reason = g.end_reason("last_turn", turn=g.turn_limit)
    if reason is None:
        return False
    st.over = True
    st.end_reason = str(reason)   # the English words; the log's battle_over carries the code
    st.acting = None
    g.emit("battle_over", msg("SK-20", "battle_over", reason=reason))
    take_prisoners(g)
    return True


def captor_of(g, model: Model) -> Model | None:
    """SK-20.2 capture (docs/skirmish-decisions/vehicles.md): the enemy in play in base contact
    with ``model`` (the first by id), when ``model`` is alive but out of the fight (unconscious)
    and not already out of the battle; None otherwise."""
    if not model.alive or model.conscious or model.out or model.kind == "animal":
        return None
    return min((e for e in g.state.models.values()
                if e.side != model.side and e.in_play and e.kind != "animal" and in_base_contact(e.at, model.at)),
               key=lambda e: e.id, default=None)


def take_prisoners(g) -> None:
    """SK-20.2 "capture the officer" (the book has no prisoner rules; our reading): when the battle
    ends, a model alive but unconscious with a fit enemy in base contact is taken prisoner
    (``out = "captured"``); a model that surrendered (SK-10.2) was captured already."""
    for m in sorted(g.state.models.values(), key=lambda x: x.id):
        captor = captor_of(g, m)
        if captor is not None:
            m.out = "captured"   # SK-20.2
            m.bleeding = False
            g.emit("captured", msg("SK-20.2", "captured", model=m.id, captor=captor.id))


# -- the game procedure -----------------------------------------------------------------------------
def activate_options(g) -> tuple[SkMove, ...]:
    st = g.state
    models = [m for m in st.side_models(st.side) if m.in_play and not m.activated]
    return tuple(SkMove("activate", m.id) for m in models) + (SkMove("end"),)


# -- SK-3.1 deployment ------------------------------------------------------------------------------
def inside(ring: list[tuple[float, float]], p: Point) -> bool:
    """Whether ``p`` lies inside the polygon ``ring`` (its edge counts)."""
    n, hit = len(ring), False
    for i in range(n):
        (x1, y1), (x2, y2) = ring[i], ring[(i + 1) % n]
        if min(x1, x2) - 1e-9 <= p.x <= max(x1, x2) + 1e-9 and min(y1, y2) - 1e-9 <= p.y <= max(y1, y2) + 1e-9:
            cross = (x2 - x1) * (p.y - y1) - (y2 - y1) * (p.x - x1)
            if abs(cross) < 1e-9:
                return True
        if (y1 > p.y) != (y2 > p.y) and p.x < (x2 - x1) * (p.y - y1) / (y2 - y1) + x1:
            hit = not hit
    return hit


#: SK-3.1 (our reading, docs/skirmish-decisions/deploy.md): a piece that finds no free place on the
#: grid of its full deployment zone is set up in the zone widened by this many inches, then twice as
#: many..., up to the whole table: as near its zone as there is room
OVERFLOW_STEP = 2.0
#: the refusals that say a place is outside the zone (the widened zone may still take it)
OUTSIDE = frozenset({"outside_zone", "vehicle_outside_zone", "piece_outside_zone"})
#: the placing moves: kind -> the number of its arguments
PLACING = {"place": 3, "place_vehicle": 4, "place_piece": 4}


def zone_grid(ring) -> list[Point]:
    """The places of a zone the offers are made at: a grid 2 inches apart over its bounds."""
    if not ring:
        return []
    xs, ys = [p[0] for p in ring], [p[1] for p in ring]
    return [Point(float(x), float(y)) for y in range(int(min(ys)), int(max(ys)) + 1, 2)
            for x in range(int(min(xs)), int(max(xs)) + 1, 2)]


def widened_zones(ring):
    """SK-3.1 (our reading): the zone widened by ``OVERFLOW_STEP`` inches, twice that..., each
    clipped to the table, as (inches, ring); the last is the whole table."""
    from shapely.geometry import Polygon, box

    base, table = Polygon(ring), box(0.0, 0.0, TABLE_WIDTH, TABLE_DEPTH)
    k = 1
    while True:
        shape = base.buffer(k * OVERFLOW_STEP, join_style=2).intersection(table)
        if shape.geom_type != "Polygon":
            shape = max(getattr(shape, "geoms", [table]), key=lambda x: x.area)
        yield k * OVERFLOW_STEP, [(round(x, 6), round(y, 6)) for x, y in list(shape.exterior.coords)[:-1]]
        if shape.area >= table.area - 1e-6:
            return
        k += 1


def waiting(g, side: str) -> list[tuple[str, str]]:
    """SK-3.1: what the side still has to set up, as (placing move kind, id): its models on foot
    (not those set up with a vehicle, gun or man, ``vehicle_play.standing_by``), then its vehicles,
    then its towed guns and dog sleds."""
    st = g.state
    by = actions.vehicle_play.standing_by(g)
    out = [("place", m.id) for m in st.side_models(side) if not m.placed and not m.vehicle and m.id not in by]
    out += [("place_vehicle", v.id) for v in sorted(st.vehicles.values(), key=lambda x: x.id)
            if v.side == side and not v.placed]
    out += [("place_piece", p.id) for p in actions.vehicle_play.waiting_pieces(g, side)]
    return out


def _placing(g, kind: str, pid: str, p: Point) -> SkMove:
    """The move that sets ``pid`` up at ``p`` (a vehicle with its heading, a gun or sled with its
    facing, as the battle gives them)."""
    if kind == "place_vehicle":
        return SkMove(kind, pid, p.x, p.y, g.state.vehicles[pid].heading)
    if kind == "place_piece":
        return SkMove(kind, pid, p.x, p.y, actions.vehicle_play.piece_at(g, pid).facing)
    return SkMove(kind, pid, p.x, p.y)


def check_in(g, side: str, move: SkMove, zone):
    """Why ``move`` may not set its model, vehicle, gun or sled up in ``zone`` (a ring), or None."""
    if move.kind == "place_vehicle" and len(move.args) == 4:   # sk-vehicles: SK-3.1 a battle's vehicle
        return actions.vehicle_play.why_not_place_vehicle(g, side, move, zone)
    if move.kind == "place_piece" and len(move.args) == 4:   # SK-3.1 a battle's towed gun or dog sled
        return actions.vehicle_play.why_not_place_piece(g, side, move, zone)
    return _why_not_place_model(g, side, move, zone)


def places_in(g, side: str, kind: str, pid: str, zone, first: bool = False) -> list[SkMove]:
    """The places of ``zone``'s grid where ``pid`` may be set up (``first``: the first only)."""
    out = []
    for p in zone_grid(zone):
        mv = _placing(g, kind, pid, p)
        if check_in(g, side, mv, zone) is None:
            out.append(mv)
            if first:
                break
    return out


def place_area(g, side: str, kind: str, pid: str, first: bool = False):
    """SK-3.1 (our reading): where ``pid`` may be set up: (0, its zone, the places) while the
    zone's grid has a free place for it, else (inches, the zone widened that far, the places) for
    the nearest widening that has one; None when the whole table has none."""
    zone = g.deploy_zone(side)
    if zone is None:
        return None
    moves = places_in(g, side, kind, pid, zone, first)
    if moves:
        return 0.0, zone, moves
    for d, ring in widened_zones(zone):
        moves = places_in(g, side, kind, pid, ring, first)
        if moves:
            return d, ring, moves
    return None


def why_not_place(g, side: str, move: SkMove):
    """SK-3.1: a model of the side deploying, inside its zone, not on another model's base (a
    vehicle, gun or sled as its module says); a piece the full zone has no room for, inside the
    nearest widening of the zone that has (:func:`place_area`).  Done once nothing waits, or
    what waits finds no place on the whole table (it is held back)."""
    st = g.state
    if move.kind == "done":
        still = waiting(g, side)
        if not still or all(place_area(g, side, k, pid, first=True) is None for k, pid in still):
            return None
        left = sum(k == "place" for k, _ in still)
        if left:
            return msg("SK-3.1", "models_left", left=left)
        vehicles_left = actions.vehicle_play.vehicles_left(g, side)   # sk-vehicles: SK-3.1 its vehicles too
        if vehicles_left:
            return msg("SK-3.1", "vehicles_left", left=vehicles_left)
        return msg("SK-3.1", "pieces_left", left=len(actions.vehicle_play.waiting_pieces(g, side)))
    zone = g.deploy_zone(side)
    why = check_in(g, side, move, zone)
    if why is None or why.code not in OUTSIDE or PLACING.get(move.kind) != len(move.args):
        return why
    area = place_area(g, side, move.kind, move.args[0], first=True)   # SK-3.1 the zone is full
    if area is None or area[0] == 0:
        return why
    d, ring, _ = area
    again = check_in(g, side, move, ring)
    if again is not None and again.code in OUTSIDE:
        return msg("SK-3.1", "outside_overflow", piece=move.args[0], x=float(move.args[1]), y=float(move.args[2]),
                   side=side, inches=d)
    return again


def _why_not_place_model(g, side: str, move: SkMove, zone):
    """SK-3.1: a model of the side deploying, inside ``zone``, not on another model's base, a
    vehicle, a gun or a sled set up already."""
    st = g.state
    m = st.models.get(move.args[0]) if move.args else None
    if move.kind != "place" or m is None or m.side != side:
        return msg("SK-3.1", "not_yours", model=move.args[0] if move.args else "?", side=side)
    if m.vehicle:   # sk-vehicles: SK-14.1 the crew start in their vehicle
        return msg("SK-14.1", "in_vehicle", model=m.id, vehicle=m.vehicle)
    by = actions.vehicle_play.standing_by(g)   # SK-3.1 set up with a piece or man still waiting: no obstacle
    if m.id in by:
        return msg("SK-3.1", "set_up_with", model=m.id, piece=by[m.id])
    p = Point(float(move.args[1]), float(move.args[2]))
    if zone is None or not inside(zone, p) or not actions.on_table(p):
        return msg("SK-3.1", "outside_zone", model=m.id, x=p.x, y=p.y)
    other = next((o for o in st.models.values() if o is not m and o.placed and not o.vehicle and o.id not in by
                  and o.at.distance(p) < 2 * BASE_RADIUS), None)
    if other is not None:
        return msg("SK-3.1", "on_another", model=m.id, other=other.id)
    under = actions.vehicle_play.vehicle_under(g, p)   # sk-vehicles: SK-3.1 not on a vehicle set up
    if under is not None:
        return msg("SK-3.1", "on_vehicle", model=m.id, vehicle=under)
    piece = actions.vehicle_play.piece_under(g, p)   # SK-3.1 not on a gun or sled set up
    if piece is not None:
        return msg("SK-3.1", "on_piece", model=m.id, piece=piece)
    return None


def deploy_options(g, side: str) -> tuple[SkMove, ...]:
    """The unplaced models of the side, each at a few free places of its zone (a grid 2 inches
    apart, spread over the zone), its vehicles, guns and sleds each at up to eight places where
    they fit; a piece the full zone has no room for at places of the nearest widening of the zone
    that has (:func:`place_area`); Done once nothing waits, or what waits finds no place at all."""
    st = g.state
    out = []
    still = waiting(g, side)
    homeless = 0
    # the free places are the same for every waiting model on foot (a waiting model is on no
    # place yet): worked out once, not once a model
    walkers = [st.models[pid] for k, pid in still if k == "place"]
    if walkers:
        area = place_area(g, side, "place", walkers[0].id)
        free = [Point(float(mv.args[1]), float(mv.args[2])) for mv in area[2]] if area else []
        homeless += 0 if area else len(walkers)
        step_ = max(1, len(free) // 8)
        for m in walkers:
            out += [SkMove("place", m.id, p.x, p.y) for p in free[::step_][:8]]
    for kind, pid in still:
        if kind == "place":
            continue
        area = place_area(g, side, kind, pid)   # sk-vehicles: SK-3.1 its vehicles, guns and sleds
        fits = area[2] if area else []
        homeless += not area
        out += fits[::max(1, len(fits) // 8)][:8]
    if homeless == len(still):
        out.append(SkMove("done"))
    return tuple(out)


def hold_back(g, side: str) -> None:
    """SK-3.1 (our reading): what is still waiting when its side says Done found no place on the
    whole table: it takes no part in the battle (a model ``out`` "held_back", a vehicle off the
    table with its crew, a gun or sled taken away), nor do those set up with it (its crew, its
    animals, a man's dog)."""
    st = g.state
    by = actions.vehicle_play.standing_by(g)
    for kind, pid in waiting(g, side):
        for mid in sorted(k for k, anchor in by.items() if anchor == pid):
            st.models[mid].out = "held_back"
        if kind == "place":
            st.models[pid].out = "held_back"
        elif kind == "place_vehicle":
            v = st.vehicles[pid]
            v.off_table = "held_back"
            for mid in v.occupants():
                st.models[mid].out = "held_back"
        else:
            actions.vehicle_play.take_away_piece(g, pid)
        g.emit("held_back", msg("SK-3.1", "held_back", piece=pid, side=side))


def deploy(g):
    """SK-3.1: each side with a deployment zone, in the battle's order, sets up its models,
    vehicles, guns and sleds in it (any order, moving any again; a piece the full zone has no room
    for just outside it, :func:`place_area`), then says Done (what found no place is held back)."""
    st = g.state
    for side in st.sides:
        zone = g.deploy_zone(side)
        if zone is None:
            continue
        if not waiting(g, side) and st.side != side:
            continue  # deployed already (a position taken later)
        st.side = side
        while True:
            left = len(waiting(g, side))
            mv = yield SkDecision(side, "deploy", deploy_options(g, side), {"left": left},
                                  why_not=lambda m, side=side: why_not_place(g, side, m))
            if mv.kind == "done":
                hold_back(g, side)
                break
            outside = check_in(g, side, mv, zone) is not None   # SK-3.1 (our reading) the zone was full
            if mv.kind == "place_vehicle":   # sk-vehicles: SK-3.1 the vehicle and its crew
                actions.vehicle_play.apply_place_vehicle(g, mv)
            elif mv.kind == "place_piece":   # SK-3.1 a gun with its crew, a sled with its dogs
                actions.vehicle_play.apply_place_piece(g, mv)
            else:
                m = st.models[mv.args[0]]
                m.at, m.placed = Point(float(mv.args[1]), float(mv.args[2])), True
                m.facing = 90.0 if m.at.y < 24.0 else 270.0   # facing the middle of the table
                g.emit("placed", msg("SK-3.1", "placed", model=m.id, x=m.at.x, y=m.at.y))
                actions.vehicle_play.companions_placed(g, m)   # sk-vehicles: a battle's animal at its master's side
            if outside:
                g.emit("set_up_outside", msg("SK-3.1", "set_up_outside", piece=mv.args[0], side=side))
        g.emit("deployed", msg("SK-3.1", "deployed", side=side))
    st.side = None
    st.phase = "start"


def proc_game(g):
    """SK-3: the battle from the deployment and the initiative roll (or from the state of a
    position) to its end."""
    st = g.state
    if st.phase == "deploy":
        yield from deploy(g)
    if st.turn == 0:
        st.first = roll_initiative(g)
        st.side, st.turn, st.phase = st.first, 1, "start"
    while not check_end(g):
        if st.phase == "start":
            yield from start_side_turn(g)
            st.phase = "play"
            if check_end(g):
                return
        yield from play_side_turn(g)
        if st.over:
            return
        end_side_turn(g)
        st.side = st.other(st.side)
        if st.side == st.first:
            st.turn += 1
        st.phase = "start"


def play_side_turn(g):
    """SK-3.3 / SK-3.4: choose a model, act with it until Done (its A left are kept in reserve);
    then another; End the turn at any moment."""
    st = g.state
    while True:
        if st.acting is None:
            mv = yield SkDecision(st.side, "activate", activate_options(g), {"turn": st.turn},
                                  options_fn=lambda: activate_options(g))
            if mv.kind == "end":
                return
            st.acting = mv.args[0]
            st.models[st.acting].activated = True
            g.emit("activated", msg("SK-3.4", "activated", model=st.acting))
        model = st.models[st.acting]
        if not model.in_play:
            st.acting = None
            continue
        options = tuple(actions.sample_moves(g, model, "own")) + (SkMove("done"),)
        mv = yield SkDecision(st.side, "act", options, {"model": model.id, "left": model.a_remaining},
                              why_not=lambda m, model=model: actions.why_not(g, model, m, "own"))
        if mv.kind == "done":
            g.emit("model_done", msg("SK-3.4", "model_done", model=model.id, left=model.a_remaining))
            st.acting = None
            continue
        yield from actions.apply(g, model, mv, "own")
        if check_end(g):
            return
