"""The actions of a model in its turn (SK-4, SK-5): costs, legality with the reason, effects.

Every action is an entry of :data:`ACTIONS`: the rule, a legality check returning the reason it
is refused (an ``SkMessage``, None when legal) and an apply procedure (a generator: moving can
open the opponent's pre-emptive shot windows, SK-6.6).  ``why_not(g, model, move, pool)`` and
``apply(g, model, move, pool)`` are the two entry points; ``sample_moves`` lists a finite,
useful sample of each action for ``legal_moves()`` (places and angles are a continuum).

``pool`` names where the A come from: ``"own"`` (its turn: ``a_remaining``), ``"reserve"`` (the
opponent's turn: ``a_reserved``, SK-3.3) or ``"borrow"`` (SK-10.2: the reserve, then up to 2 A
of its next turn, ``a_debt``) or ``"borrow_own"`` (the same in its own turn: its A left, then
up to 2 of the next turn).

Seams for the other parts (one call site each): :func:`movement_cost` (sk-table's
``table.move_cost``), :func:`wound_model` (sk-combat's wounds), ``reactions.resolve_shot``
(sk-combat's shooting), ``reactions.can_see`` (sk-table's sight).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from collections.abc import Callable, Iterator

from cc_desktop.skirmish import melee, prices, reactions, specials, wounds
from cc_desktop.skirmish.dice import graded_test
from cc_desktop.skirmish.decisions import ENGLISH, SkDecision, SkMove, inches, msg
from cc_desktop.skirmish.explain import step_message
from cc_desktop.skirmish.state import Dropped, Foxhole, Model, Wound
from cc_desktop.skirmish.types import (BASE_RADIUS, STAT_NAMES, TABLE_DEPTH, TABLE_WIDTH, Location, Point,
                                       Posture, angle_between, bearing, in_base_contact)
from cc_desktop.skirmish.wounds import WoundSource

MESSAGES = {
    "not_enough_a.move": "{model} has {left} A; the move costs {cost}",
    "not_enough_a.turn": "{model} has {left} A; turning costs {cost}",
    "not_enough_a.posture": "{model} has {left} A; a posture change costs {cost}",
    "not_enough_a.jump": "{model} has {left} A; the jump costs {cost}",
    "not_enough_a.climb": "{model} has {left} A; the climb costs {cost}",
    "not_enough_a.open": "{model} has {left} A; opening costs {cost}",
    "not_enough_a.pick_up": "{model} has {left} A; picking up costs {cost}",
    "not_enough_a.stow": "{model} has {left} A; putting away costs {cost}",
    "not_enough_a.draw": "{model} has {left} A; taking out costs {cost}",
    "not_enough_a.switch": "{model} has {left} A; a weapon switch costs {cost}",
    "not_enough_a.exchange": "{model} has {left} A; an exchange costs {cost}",
    "not_enough_a.reload": "{model} has {left} A; reloading costs {cost}",
    "not_enough_a.bandage": "{model} has {left} A; bandaging costs {cost}",
    "not_enough_a.dig": "{model} has {left} A; digging costs {cost}",
    "not_enough_a.enter_hole": "{model} has {left} A; climbing into the hole costs {cost}",
    "not_enough_a.leave_hole": "{model} has {left} A; climbing out of the hole costs {cost}",
    "not_enough_a.throw": "{model} has {left} A; the throw costs {cost}",
    "not_enough_a.blow": "{model} has {left} A; the blow costs {cost}",
    "not_enough_a.charge": "{model} has {left} A; the charge costs {cost}",
    "off_table": "{x},{y} is off the table",
    "move_blocked": "something blocks {model}'s way: jump it, climb it or open it",
    "no_distance": "{model} is already there",
    "not_acting": "{model} is not the model acting now",
    "out_of_play": "{model} is out of play",
    "only_posture": "after its pre-emptive shot {model} may only change posture",
    "already_crouching": "{model} is already crouching",
    "already_standing": "{model} is already standing",
    "jump_too_far": "a jump lands at most {max} inches away, not {distance}",
    "nothing_to_climb": "{model} is at nothing it can climb",
    "climb_too_high": "{model} can climb at most {max} inches further here",
    "climb_below_ground": "{model} cannot climb below the ground",
    "no_such_door": "no door or crate {door} within reach of {model}",
    "door_open": "{door} is open already",
    "no_ground_item": "no item {item} on the ground within reach of {model}",
    "hands_full": "{model} has no free hand for {item}",
    "not_in_hand": "{model} does not hold {item}",
    "not_carried": "{model} does not carry {item} stowed",
    "nothing_in_hand": "{model} holds nothing to put away",
    "not_in_contact": "{model} is not in base contact with {other}",
    "partner_short": "{other} has {left} A; an exchange costs each of them 2",
    "not_a_weapon": "{item} is not a weapon that is loaded",
    "magazine_full": "{item} is loaded already",
    "no_ammo": "{model} has no {ammo} ammunition for {item}",
    "no_bandage": "{model} has no bandage pack",
    "not_bleeding": "{other} has no wound to bandage",
    "no_shovel": "{model} has no shovel to dig with",
    "hole_complete": "the hole here is finished",
    "no_hole": "no finished empty hole at {model}'s place",
    "not_in_hole": "{model} is not in a hole",
    "in_hole": "{model} must climb out of its hole first",
    "dig_amount": "digging takes at least 1 A",
    "no_grenade": "{model} holds no hand grenade",
    "throw_too_far": "{distance} inches is beyond the throwing range of {range} inches",
    "threw": "{model} throws {item} at {x},{y} ({cost} A)",
    "not_enemy": "{target} is not an enemy model in play",
    "no_melee_weapon": "{model} has nothing to strike with (a melee weapon, a rifle's butt or a free hand)",
    "in_contact_already": "{model} is in base contact with {other} already",
    "not_seen_at_start": "{model} did not see {target} as its turn began",
    "blow": "{model} strikes {target} with {item} ({cost} A)",
    "pushed": "{model} is pushed back to {x},{y}",
    "charged": "{model} charges {target} ({cost} A)",
    # log lines
    "moved": "{model} moves {distance} inches to {x},{y} ({cost} A)",
    "turned": "{model} turns to face {facing} ({cost} A)",
    "posture": "{model} is now {posture} ({cost} A)",
    "jump_roll_fumble": "{model} jumps: D6 {roll} + Ü {u} = {total}: fumble ({cost} A)",
    "jump_roll_failure": "{model} jumps: D6 {roll} + Ü {u} = {total}: failure ({cost} A)",
    "jump_roll_success": "{model} jumps: D6 {roll} + Ü {u} = {total}: success ({cost} A)",
    "jump_fumble_lands_landing": "{model} falls at its landing point (D6 {roll})",
    "jump_fumble_lands_starting": "{model} falls at its starting point (D6 {roll})",
    "climb_roll_fumble": "{model} climbs: D6 {roll} + E {e} = {total}: fumble",
    "climb_roll_failure": "{model} climbs: D6 {roll} + E {e} = {total}: failure",
    "climb_roll_success": "{model} climbs: D6 {roll} + E {e} = {total}: success",
    "climb_roll_boots_fumble": "{model} climbs: D6 {roll} + E {e} + 1 (boots) = {total}: fumble",
    "climb_roll_boots_failure": "{model} climbs: D6 {roll} + E {e} + 1 (boots) = {total}: failure",
    "climb_roll_boots_success": "{model} climbs: D6 {roll} + E {e} + 1 (boots) = {total}: success",
    "climbed": "{model} climbs {height} inches to {z} ({cost} A)",
    "fell": "{model} falls {height} inches: {wounds} wound(s)",
    "fell_bleeding": "{model} falls {height} inches: {wounds} wound(s), bleeding",
    "wounded": "{model} is wounded in the {location}",
    "wounded_bleeding": "{model} is wounded in the {location}, bleeding",
    "unconscious": "{model} loses consciousness",
    "died": "{model} dies",
    "opened": "{model} opens {door} (1 A)",
    "picked_up": "{model} picks up {item} (1 A)",
    "stowed": "{model} puts away {item} (1 A)",
    "drew": "{model} takes out {item} (1 A)",
    "dropped": "{model} drops {item}",
    "switched": "{model} puts away {old} and takes out {item} (2 A)",
    "exchanged": "{model} and {other} exchange {item} and {other_item} (2 A each)",
    "reloaded": "{model} reloads {item} (2 A)",
    "bandage_roll_success": "{model} bandages {other}: D6 {roll} + Ü {u} = {total}: success ({cost} A)",
    "bandage_roll_failure": "{model} bandages {other}: D6 {roll} + Ü {u} = {total}: failure ({cost} A)",
    "bandage_roll_medic_success": "{model} bandages {other}: D6 {roll} + Ü {u} + 1 (Medic) = {total}: success ({cost} A)",
    "bandage_roll_medic_failure": "{model} bandages {other}: D6 {roll} + Ü {u} + 1 (Medic) = {total}: failure ({cost} A)",
    "dug": "{model} digs {count} A into hole {hole} ({invested} of 30)",
    "hole_in": "{model} climbs into hole {hole} (2 A)",
    "hole_out": "{model} climbs out of hole {hole} (2 A)",
}
ENGLISH.add(MESSAGES)

#: SK-5.2 our reading: a jump lands at most this far (a 1-inch gap, take-off and landing room)
MAX_JUMP = 3.0
#: how near an item, a door or a hole must be to be reached (base contact, SK-9 / types)
REACH = 2 * BASE_RADIUS + 0.5
#: SK-4.13 / SK-4.3 / SK-4.4 / SK-4.9 / SK-4.10 / SK-4.1 costs
COST_POSTURE, COST_OPEN, COST_PICK_UP, COST_STOW, COST_SWITCH, COST_EXCHANGE, COST_RELOAD = 1, 1, 1, 1, 2, 2, 2
COST_HOLE = 2

@dataclass(frozen=True)
class Action:
    rule: str
    check: Callable[..., object]     # (g, model, move, pool) -> SkMessage | None
    apply: Callable[..., Iterator]   # (g, model, move, pool) -> procedure


# -- A ----------------------------------------------------------------------------------------
def available(model: Model, pool: str) -> int:
    """The A a model may spend now from ``pool`` (SK-3.3, SK-10.2)."""
    if pool == "own":
        return model.a_remaining
    if pool == "reserve":
        return model.a_reserved
    base = model.a_remaining if pool == "borrow_own" else model.a_reserved
    return max(0, base) + max(0, 2 - model.a_debt)  # SK-10.2 borrow at most 2 from next turn


def spend(model: Model, cost: int, pool: str) -> None:
    """Pay ``cost`` A (SK-3.3); with ``borrow`` what the reserve lacks becomes debt (SK-10.2)."""
    if cost <= 0:
        return
    if pool == "own":
        model.a_remaining -= cost
    elif pool == "reserve":
        model.a_reserved -= cost
    elif pool == "borrow_own":
        take = min(cost, max(0, model.a_remaining))
        model.a_remaining -= take
        model.a_debt += cost - take
    else:
        take = min(cost, max(0, model.a_reserved))
        model.a_reserved -= take
        model.a_debt += cost - take


def refund(model: Model, n: int, pool: str) -> None:
    """Give back ``n`` A paid from ``pool`` and not used (a move cut short): A borrowed from the
    next turn meanwhile are paid back first (SK-10.2)."""
    if n <= 0:
        return
    back = min(n, model.a_debt)
    model.a_debt -= back
    n -= back
    if pool in ("own", "borrow_own"):
        model.a_remaining += n
    else:
        model.a_reserved += n


def _short(model: Model, cost: int, pool: str, action: str):
    """SK-3.4: refused when the A at hand do not pay ``action`` (its id: the code
    ``not_enough_a.<action>`` words it)."""
    prices.note(cost)
    left = available(model, pool)
    if cost > left:
        return msg("SK-3.4", f"not_enough_a.{action}", model=model.id, left=left, cost=cost)
    return None


def pay_inches(length: float, per_inch: int) -> int:
    """Ambiguity 10: fractional inches cost ceil(inches x cost per inch) whole A, per action."""
    return math.ceil(round(length * per_inch, 6))


# -- the movement cost: one call site of the table ------------------------------------------
def movement_cost(g, model: Model, start: Point, end: Point, crouching: bool | None = None) -> int | None:
    """SK-4.8 / SK-5.1: A to walk the straight segment ``start``-``end``: 1 per inch, 2 in
    difficult terrain or crouched (Ambiguity 9: the two do not stack), Cross-country ignores
    difficult ground (SK-17.4); None where a wall, fence or closed door blocks the way (jump it,
    climb it or open it).  The one call site of the battlefield's costs: ``g.move_cost`` (sk-table's
    ``table.move_cost``, wired by ``game.wire_table``) when the game has a table.  ``crouching``:
    the posture it walked in, if not the model's posture now."""
    crouching = model.crouching if crouching is None else crouching
    if g.move_cost is not None:
        return g.move_cost(g, model, [start, end], crouching)
    difficult = g.difficult(start, end) and not model.has("cross_country")
    per_inch = 2 if (crouching or difficult) else 1
    return pay_inches(start.distance(end), per_inch)


def on_table(p: Point) -> bool:
    return 0.0 <= p.x <= TABLE_WIDTH and 0.0 <= p.y <= TABLE_DEPTH


def posture_cost(model: Model) -> int:
    """SK-4.11: a posture change (or a turn on the spot) costs 1 A; Nimble 0 (SK-17.4)."""
    return 0 if model.has("nimble") else COST_POSTURE


# -- wounds (SK-18): wounds.py's rules applied to the state ----------------------------------
#: what caused a wound, as wounds.py names its sources (SK-18.3: which wounds bleed)
SOURCES = {"shot": WoundSource.SHOT, "melee": WoundSource.MELEE, "grenade": WoundSource.BLAST,
           "blast": WoundSource.BLAST, "jump": WoundSource.JUMP_FUMBLE, "fall": WoundSource.FALL,
           "climb": WoundSource.FALL, "flame": WoundSource.FLAME, "burn": WoundSource.BURN}


def wound_model(g, model: Model, location: str, bleeds: bool | None, cause: str,
                fall_height: float | None = None) -> wounds.WoundResult:
    """Apply one wound (``wounds.apply_wound``: SK-18.2 reductions, falling down, dropping what is
    in the hands, one bleeding wound, SK-18.1 the third wound kills unless Tough, SK-18.3
    unconscious at a characteristic of 0 or less, dead below 0 A).  ``bleeds``: the kind's bleeding
    when the resolution decided it, None: by the cause (``fall_height`` for a fall, SK-5.4)."""
    source = SOURCES.get(cause, WoundSource.SHOT)
    r = wounds.apply_wound(model.stats, Location(location), wounds_before=len(model.wounds),
                           skills=frozenset(model.skills), source=source, fall_height=fall_height,
                           bleeding_before=model.bleeding, posture=model.posture, bleeds=bleeds)
    model.reduction = model.reduction.plus(**{n: r.reduction.get(n) for n in STAT_NAMES})
    fresh = r.bleeds and not model.bleeding          # SK-18.3 only one wound ever bleeds
    model.wounds.append(Wound(location, fresh, cause))
    model.bleeding = r.bleeding_after
    g.emit("wounded", msg("SK-18.2", "wounded_bleeding" if fresh else "wounded", model=model.id,
                          location=location))
    if r.posture_after is not None:
        model.posture = r.posture_after
    if r.drops_weapon:
        for item in list(model.in_hand):
            drop_item(g, model, item)
    set_condition(g, model, r.condition, r.killed_by_third_wound)
    return r


def set_condition(g, model: Model, cond: wounds.Condition, third_wound: bool = False) -> None:
    """The state after wounds.py's verdict: dead (SK-18.1 the third wound, SK-18.3 A below 0),
    unconscious (a characteristic at 0 or below, or A 0: Ambiguity 28) or conscious again."""
    if not model.alive:
        return
    if cond is wounds.Condition.DEAD:
        model.alive = model.conscious = False
        model.out = "dead"
        model.bleeding = False
        g.emit("died", msg("SK-18.1" if third_wound else "SK-18.3", "died", model=model.id))
    elif cond is wounds.Condition.UNCONSCIOUS:
        if model.conscious:
            model.conscious = False
            g.emit("unconscious", msg("SK-18.3", "unconscious", model=model.id))
    else:
        model.conscious = True


def check_condition(g, model: Model) -> None:
    """SK-18.3 (wounds.condition) after the characteristics changed (bleeding, bandaging)."""
    set_condition(g, model, wounds.condition(model.stats))


def hit_location(g, purpose: str) -> str:
    """SK-18.4: D6 on the hit location table (wounds.location_for)."""
    return wounds.location_for(g.state.dice.d6(purpose)).value


def fall(g, model: Model, height: float, cause: str = "fall") -> None:
    """SK-5.4: one wound per full 2 inches fallen (wounds.fall_wound_count), each located by a
    roll; from more than 5 inches they bleed (one bleeds: SK-18.3), from 5 or less none does."""
    n = wounds.fall_wound_count(round(height, 6))
    bleeds = wounds.wound_bleeds(WoundSource.FALL, height)
    g.emit("fell", msg("SK-5.4", "fell_bleeding" if bleeds and n else "fell", model=model.id,
                       height=inches(height), wounds=n))
    model.at = Point(model.at.x, model.at.y, max(0.0, model.at.z - height))
    for _ in range(n):
        if not model.alive:
            break
        wound_model(g, model, hit_location(g, "fall location"), None, cause, fall_height=height)


def drop_item(g, model: Model, item: str) -> None:
    """SK-4.3: put an item from the hands on the ground (free)."""
    model.in_hand.remove(item)
    rounds = model.rounds.pop(item, None) if item not in model.carried else None
    g.state.ground.append(Dropped(g.state.new_id("g"), item, Point(model.at.x, model.at.y), rounds))
    g.emit("dropped", msg("SK-4.3", "dropped", model=model.id, item=item))


def hands_needed(g, item: str) -> int:
    w = g.weapon(item)
    return w.hands if w is not None else 1


def free_hands(g, model: Model) -> int:
    return 2 - sum(hands_needed(g, i) for i in model.in_hand)


# -- the actions ------------------------------------------------------------------------------
def _restricted(model: Model, pool: str, kind: str):
    if pool != "own" and model.preempt_spent and kind not in ("crouch", "stand", "crouch_facing", "stand_facing"):
        return msg("SK-6.6", "only_posture", model=model.id)
    if model.in_hole and kind in ("move", "jump", "climb"):
        return msg("SK-4.1", "in_hole", model=model.id)
    return None


def _target(move: SkMove) -> Point:
    return Point(float(move.args[1]), float(move.args[2]))


def check_move(g, model: Model, move: SkMove, pool: str):
    to = _target(move)
    if not on_table(to):
        return msg("SK-5.1", "off_table", x=to.x, y=to.y)
    if to.distance(model.at) < 0.05:
        return msg("SK-5.1", "no_distance", model=model.id)
    cost = movement_cost(g, model, model.at, Point(to.x, to.y, model.at.z))
    if cost is None:
        return msg("SK-5.2", "move_blocked", model=model.id)
    return _short(model, cost, pool, "move")


def apply_move(g, model: Model, move: SkMove, pool: str):
    """SK-5.1: walk a straight segment, facing the way it goes (turning while moving is free,
    SK-4.11); the opponent's models may take pre-emptive shots on the way (SK-6.6).  The A of the
    whole segment are paid as it sets off (what happens on the way, a Morale test's dash for cover
    included, is paid after them); a move stopped by a wound gets back the A of the part not walked."""
    start = model.at
    to = Point(float(move.args[1]), float(move.args[2]), start.z)
    crouching = model.crouching
    full = movement_cost(g, model, start, to) or 0
    spend(model, full, pool)
    if to.distance(start) >= 0.05:
        model.facing = round(bearing(start, to), 1)
    reached = yield from reactions.walk(g, model, start, to)
    cost = full if reached == to else (movement_cost(g, model, start, reached, crouching) or 0)
    refund(model, full - cost, pool)
    model.moved = True
    g.emit("moved", msg("SK-5.1", "moved", model=model.id, distance=inches(start.distance(reached)),
                        x=inches(reached.x), y=inches(reached.y), cost=cost))


def check_turn(g, model: Model, move: SkMove, pool: str):
    return _short(model, posture_cost(model), pool, "turn")


def apply_turn(g, model: Model, move: SkMove, pool: str):
    """SK-4.11: turning on the spot counts as a posture change: 1 A (Nimble 0)."""
    cost = posture_cost(model)
    spend(model, cost, pool)
    model.facing = float(move.args[1]) % 360.0
    g.emit("turned", msg("SK-4.11", "turned", model=model.id, facing=model.facing, cost=cost))
    yield from ()


def check_posture(g, model: Model, move: SkMove, pool: str):
    want_crouch = move.kind.startswith("crouch")
    if model.crouching == want_crouch:
        return msg("SK-4.11", "already_crouching" if want_crouch else "already_standing", model=model.id)
    return _short(model, posture_cost(model), pool, "posture")


def apply_posture(g, model: Model, move: SkMove, pool: str):
    """SK-4.11: standing <-> crouching 1 A (Nimble 0); a turn made with it costs nothing more
    (Ambiguity 8)."""
    cost = posture_cost(model)
    spend(model, cost, pool)
    model.posture = Posture.CROUCHING if move.kind.startswith("crouch") else Posture.STANDING
    if len(move.args) > 1:
        model.facing = float(move.args[1]) % 360.0
    g.emit("posture", msg("SK-4.11", "posture", model=model.id, posture=model.posture.value, cost=cost))
    yield from ()


def jump_cost(model: Model, to: Point) -> int:
    """SK-5.2: A equal to the straight-line distance in inches (Ambiguity 10: rounded up)."""
    return pay_inches(model.at.distance(to), 1)


def check_jump(g, model: Model, move: SkMove, pool: str):
    to = _target(move)
    if not on_table(to):
        return msg("SK-5.1", "off_table", x=to.x, y=to.y)
    d = model.at.distance(to)
    if d < 0.05:
        return msg("SK-5.2", "no_distance", model=model.id)
    if d > MAX_JUMP + 1e-9:
        return msg("SK-5.2", "jump_too_far", max=MAX_JUMP, distance=inches(d))
    return _short(model, jump_cost(model, to), pool, "jump")


def apply_jump(g, model: Model, move: SkMove, pool: str):
    """SK-5.2: pay the distance whatever the result; D6 + Ü: success lands, failure stays,
    fumble: a wound that does not bleed, then D6 1-3 at the start, 4-6 at the landing point."""
    start, to = model.at, Point(float(move.args[1]), float(move.args[2]), model.at.z)
    cost = jump_cost(model, to)
    spend(model, cost, pool)
    model.moved = True
    u = model.stats.U
    test = graded_test(g.state.dice, u, "jump test")   # SK-0.2, SK-5.2 the jump test D6 + Ü
    result = test.result
    g.emit("jump", msg("SK-5.2", f"jump_roll_{result}", model=model.id, roll=test.roll, u=u, total=test.total,
                       cost=cost))
    if to.distance(start) >= 0.05:
        model.facing = round(bearing(start, to), 1)
    if result == "success":
        yield from reactions.walk(g, model, start, to)
    elif result == "fumble":
        wound_model(g, model, hit_location(g, "jump fumble location"), None, "jump")
        where = g.state.dice.d6("jump fumble: where")
        if where >= 4:
            model.at = to
        g.emit("jump_fumble", msg("SK-5.2", "jump_fumble_lands_landing" if where >= 4 else "jump_fumble_lands_starting",
                                  model=model.id, roll=where))


def climbable_here(g, model: Model):
    """The climbable feature the model stands at (a wall, tree, ladder: the battle's features),
    or None."""
    for f in g.climbables():
        if f.at.distance(model.at) <= REACH:
            return f
    return None


def climb_rate(model: Model) -> int:
    """SK-5.3: 3 A per inch, 4 after a failed climb test this turn."""
    return 4 if model.climb_failed else 3


def check_climb(g, model: Model, move: SkMove, pool: str):
    h = float(move.args[1])
    f = climbable_here(g, model)
    if f is None:
        return msg("SK-5.3", "nothing_to_climb", model=model.id)
    if h == 0:
        return msg("SK-5.3", "no_distance", model=model.id)
    if model.at.z + h > f.height + 1e-9:
        return msg("SK-5.3", "climb_too_high", model=model.id, max=inches(f.height - model.at.z))
    if model.at.z + h < -1e-9:
        return msg("SK-5.3", "climb_below_ground", model=model.id)
    rate = climb_rate(model) if model.climb_tested else 3
    return _short(model, pay_inches(abs(h), rate), pool, "climb")


def apply_climb(g, model: Model, move: SkMove, pool: str):
    """SK-5.3: the climb test (D6 + E, Hobnailed boots +1) once in the turn, at its first climb:
    fumble falls (SK-5.4; the height per ``g.options["fall_height"]``, Ambiguity 12), failure
    climbs at 4 A per inch this turn, success at 3."""
    h = float(move.args[1])
    start_z = model.at.z
    if not model.climb_tested:
        model.climb_tested = True
        e = model.stats.E
        boots = 1 if "hobnailed_boots" in model.equipment else 0
        test = graded_test(g.state.dice, e, "climb test", bonus=boots)   # SK-0.2, SK-5.3 the climb test D6 + E
        result = test.result
        g.emit("climb", msg("SK-5.3", f"climb_roll{'_boots' if boots else ''}_{result}", model=model.id, roll=test.roll,
                            e=e, total=test.total))
        if result == "fumble":
            # Ambiguity 12: "segment_end" (best reading) the height the declared climb reaches;
            # "start" the height it climbed from
            height = start_z + h if g.options.get("fall_height", "segment_end") == "segment_end" else start_z
            cost = pay_inches(abs(h), 3)
            spend(model, cost, pool)
            model.at = Point(model.at.x, model.at.y, max(start_z, start_z + h))
            fall(g, model, max(0.0, height), "climb")
            yield from ()
            return
        model.climb_failed = result == "failure"
    rate = climb_rate(model)
    if pay_inches(abs(h), rate) > available(model, pool):
        # SK-5.3 a failed test makes the declared climb dearer: it climbs as far as its A pay for
        reach = math.floor(available(model, pool) / rate * 10 + 1e-9) / 10
        h = math.copysign(min(abs(h), reach), h)
    cost = pay_inches(abs(h), rate)
    spend(model, cost, pool)
    model.moved = True
    model.at = Point(model.at.x, model.at.y, round(start_z + h, 1))
    g.emit("climbed", msg("SK-5.3", "climbed", model=model.id, height=inches(h), z=model.at.z, cost=cost))
    yield from ()


def _door(g, model: Model, door: str):
    p = g.doors().get(door)
    return p if p is not None and p.distance(model.at) <= REACH else None


def check_open(g, model: Model, move: SkMove, pool: str):
    door = move.args[1]
    if _door(g, model, door) is None:
        return msg("SK-4.9", "no_such_door", door=door, model=model.id)
    if door in g.state.open_doors:
        return msg("SK-4.9", "door_open", door=door)
    return _short(model, COST_OPEN, pool, "open")


def apply_open(g, model: Model, move: SkMove, pool: str):
    """SK-4.9: open an unlocked door or crate, 1 A."""
    spend(model, COST_OPEN, pool)
    g.state.open_doors.append(move.args[1])
    g.emit("opened", msg("SK-4.9", "opened", model=model.id, door=move.args[1]))
    yield from ()


def _ground(g, model: Model, gid: str):
    return next((d for d in g.state.ground if d.id == gid and d.at.distance(model.at) <= REACH), None)


def check_pick_up(g, model: Model, move: SkMove, pool: str):
    d = _ground(g, model, move.args[1])
    if d is None:
        return msg("SK-4.4", "no_ground_item", item=move.args[1], model=model.id)
    if free_hands(g, model) < hands_needed(g, d.item):
        return msg("SK-4.4", "hands_full", model=model.id, item=d.item)
    return _short(model, COST_PICK_UP, pool, "pick_up")


def apply_pick_up(g, model: Model, move: SkMove, pool: str):
    """SK-4.4: pick an item up, 1 A; it is then in hand."""
    d = _ground(g, model, move.args[1])
    spend(model, COST_PICK_UP, pool)
    g.state.ground.remove(d)
    model.in_hand.append(d.item)
    if d.rounds is not None:
        model.rounds[d.item] = d.rounds
    g.emit("picked_up", msg("SK-4.4", "picked_up", model=model.id, item=d.item))
    yield from ()


def check_stow(g, model: Model, move: SkMove, pool: str):
    if move.args[1] not in model.in_hand:
        return msg("SK-4.4", "not_in_hand", model=model.id, item=move.args[1])
    return _short(model, COST_STOW, pool, "stow")


def apply_stow(g, model: Model, move: SkMove, pool: str):
    """SK-4.4: put an item held away, 1 A."""
    spend(model, COST_STOW, pool)
    model.in_hand.remove(move.args[1])
    model.carried.append(move.args[1])
    g.emit("stowed", msg("SK-4.4", "stowed", model=model.id, item=move.args[1]))
    yield from ()


def check_draw(g, model: Model, move: SkMove, pool: str):
    item = move.args[1]
    if item not in model.carried:
        return msg("SK-4.3", "not_carried", model=model.id, item=item)
    if free_hands(g, model) < hands_needed(g, item):
        return msg("SK-4.4", "hands_full", model=model.id, item=item)
    return _short(model, COST_STOW, pool, "draw")


def apply_draw(g, model: Model, move: SkMove, pool: str):
    """SK-4.3: taking out a carried item with a free hand is half a switch, 1 A."""
    spend(model, COST_STOW, pool)
    model.carried.remove(move.args[1])
    model.in_hand.append(move.args[1])
    g.emit("drew", msg("SK-4.3", "drew", model=model.id, item=move.args[1]))
    yield from ()


def check_drop(g, model: Model, move: SkMove, pool: str):
    if move.args[1] not in model.in_hand:
        return msg("SK-4.3", "not_in_hand", model=model.id, item=move.args[1])
    return None


def apply_drop(g, model: Model, move: SkMove, pool: str):
    """SK-4.3: dropping an item is free."""
    drop_item(g, model, move.args[1])
    yield from ()


def check_switch(g, model: Model, move: SkMove, pool: str):
    item = move.args[1]
    if not model.in_hand:
        return msg("SK-4.3", "nothing_in_hand", model=model.id)
    if item not in model.carried:
        return msg("SK-4.3", "not_carried", model=model.id, item=item)
    return _short(model, COST_SWITCH, pool, "switch")


def apply_switch(g, model: Model, move: SkMove, pool: str):
    """SK-4.3: put the held weapon away and take out another, 2 A (Ambiguity 31: always)."""
    spend(model, COST_SWITCH, pool)
    old = model.in_hand.pop(0)
    model.carried.append(old)
    model.carried.remove(move.args[1])
    model.in_hand.append(move.args[1])
    g.emit("switched", msg("SK-4.3", "switched", model=model.id, old=old, item=move.args[1]))
    yield from ()


def check_exchange(g, model: Model, move: SkMove, pool: str):
    other = g.state.models.get(move.args[1])
    if other is None or other is model or other.side != model.side or not other.in_play:
        return msg("SK-4.3", "not_in_contact", model=model.id, other=move.args[1])
    if not in_base_contact(model.at, other.at):
        return msg("SK-4.3", "not_in_contact", model=model.id, other=other.id)
    if not model.in_hand or not other.in_hand:
        return msg("SK-4.3", "nothing_in_hand", model=model.id if not model.in_hand else other.id)
    if other.a_remaining < COST_EXCHANGE:
        return msg("SK-4.3", "partner_short", other=other.id, left=other.a_remaining)
    return _short(model, COST_EXCHANGE, pool, "exchange")


def apply_exchange(g, model: Model, move: SkMove, pool: str):
    """SK-4.3: two models in base contact exchange the weapons in hand, 2 A each (the partner
    pays from the A of its turn)."""
    other = g.state.models[move.args[1]]
    spend(model, COST_EXCHANGE, pool)
    spend(other, COST_EXCHANGE, "own")
    a, b = model.in_hand.pop(0), other.in_hand.pop(0)
    ra, rb = model.rounds.pop(a, None), other.rounds.pop(b, None)
    model.in_hand.append(b)
    other.in_hand.append(a)
    if rb is not None:
        model.rounds[b] = rb
    if ra is not None:
        other.rounds[a] = ra
    g.emit("exchanged", msg("SK-4.3", "exchanged", model=model.id, other=other.id, item=a, other_item=b))
    yield from ()


def check_reload(g, model: Model, move: SkMove, pool: str):
    item = move.args[1]
    w = g.weapon(item)
    if item not in model.in_hand:
        return msg("SK-4.13", "not_in_hand", model=model.id, item=item)
    if w is None or not w.magazine:
        return msg("SK-4.13", "not_a_weapon", item=item)
    if model.rounds.get(item, 0) >= w.magazine:
        return msg("SK-4.13", "magazine_full", item=item)
    if model.ammo.get(w.ammo, 0) <= 0:
        return msg("SK-4.13", "no_ammo", model=model.id, ammo=w.ammo or "?", item=item)
    return _short(model, COST_RELOAD, pool, "reload")


def apply_reload(g, model: Model, move: SkMove, pool: str):
    """SK-4.13: change the magazine, 2 A, from the model's ammunition of the weapon's type."""
    w = g.weapon(move.args[1])
    spend(model, COST_RELOAD, pool)
    model.ammo[w.ammo] -= 1
    model.rounds[w.id] = w.magazine
    g.emit("reloaded", msg("SK-4.13", "reloaded", model=model.id, item=w.id))
    yield from ()


def bandage_cost(model: Model) -> int:
    """SK-4.10: 3 A; a Medic spends 4 (wounds.bandage_cost)."""
    return wounds.bandage_cost(frozenset(model.skills))


def check_bandage(g, model: Model, move: SkMove, pool: str):
    other = g.state.models.get(move.args[1])
    if other is None or not other.alive:
        return msg("SK-4.10", "not_bleeding", other=move.args[1])
    if other is not model and not in_base_contact(model.at, other.at):
        return msg("SK-4.10", "not_in_contact", model=model.id, other=other.id)
    if not other.bleeding:
        return msg("SK-4.10", "not_bleeding", other=other.id)
    if "bandage_pack" not in model.equipment:
        return msg("SK-4.10", "no_bandage", model=model.id)
    return _short(model, bandage_cost(model), pool, "bandage")


def apply_bandage(g, model: Model, move: SkMove, pool: str):
    """SK-4.10 (wounds.bandage_sequence): D6 + Ü >= 6 (Medic +1): the bleeding stops and one point
    (Medic: three, SK-17.4) comes back, each given by the bandaging player (a ``restore``
    decision when more than one characteristic lost points, SK-18.1); failure: it goes on
    bleeding.  The bandage pack is used up."""
    other = g.state.models[move.args[1]]
    cost = bandage_cost(model)
    spend(model, cost, pool)
    model.equipment.remove("bandage_pack")
    medic = model.has("medic")
    u = model.stats.U
    sequence = wounds.bandage_sequence(model.stats, other.stats, other.reduction, g.state.dice,
                                       bandager_skills=frozenset(model.skills))
    logged = False
    answer = None
    while True:
        try:
            question = sequence.send(answer) if logged else next(sequence)
        except StopIteration as done:
            r = done.value
            break
        if not logged:   # the roll succeeded: said before the first choice
            g.emit("bandage", msg("SK-4.10", "bandage_roll_medic_success" if medic else "bandage_roll_success",
                                  model=model.id, other=other.id, roll=question.roll, u=u, total=question.total,
                                  cost=cost))
            logged = True
        mv = yield SkDecision(model.side, "restore", tuple(SkMove("restore", other.id, n) for n in question.options),
                              {"model": model.id, "patient": other.id, "left": question.left})
        answer = mv.args[1]
    if not logged:
        code = "bandage_roll" + ("_medic" if medic else "") + ("_success" if r.success else "_failure")
        g.emit("bandage", msg("SK-4.10", code, model=model.id, other=other.id, roll=r.roll, u=u, total=r.total,
                              cost=cost))
    if r.success:
        other.bleeding = False
        other.reduction = other.reduction.minus(r.restored)
        check_condition(g, other)


def _hole_at(g, p: Point):
    return next((f for f in g.state.foxholes.values() if f.at.distance(p) <= REACH), None)


def check_dig(g, model: Model, move: SkMove, pool: str):
    n = move.args[1]
    if "infantry_shovel" not in model.equipment and "entrenching_tool" not in model.carried + model.in_hand:
        return msg("SK-4.1", "no_shovel", model=model.id)
    if n < 1:
        return msg("SK-4.1", "dig_amount")
    hole = _hole_at(g, model.at)
    if hole is not None and hole.complete:
        return msg("SK-4.1", "hole_complete")
    if model.in_hole:
        return msg("SK-4.1", "in_hole", model=model.id)
    return _short(model, n, pool, "dig")


def apply_dig(g, model: Model, move: SkMove, pool: str):
    """SK-4.1: a one-man hole costs 30 A in all, over any turns and models: the A invested are
    kept at the place (a second digger there finishes it)."""
    n = move.args[1]
    hole = _hole_at(g, model.at)
    if hole is None:
        hole = Foxhole(g.state.new_id("h"), Point(model.at.x, model.at.y))
        g.state.foxholes[hole.id] = hole
    n = min(n, Foxhole.COST - hole.invested)
    spend(model, n, pool)
    hole.invested += n
    g.emit("dug", msg("SK-4.1", "dug", model=model.id, count=n, hole=hole.id, invested=hole.invested))
    yield from ()


def check_enter_hole(g, model: Model, move: SkMove, pool: str):
    hole = _hole_at(g, model.at)
    if model.in_hole or hole is None or not hole.complete or hole.occupant is not None:
        return msg("SK-4.1", "no_hole", model=model.id)
    return _short(model, COST_HOLE, pool, "enter_hole")


def apply_enter_hole(g, model: Model, move: SkMove, pool: str):
    """SK-4.1: into a finished hole (it holds one), 2 A; in it the model is in cover."""
    hole = _hole_at(g, model.at)
    spend(model, COST_HOLE, pool)
    hole.occupant = model.id
    model.in_hole = hole.id
    model.at = Point(hole.at.x, hole.at.y, model.at.z)
    g.emit("hole_in", msg("SK-4.1", "hole_in", model=model.id, hole=hole.id))
    yield from ()


def check_leave_hole(g, model: Model, move: SkMove, pool: str):
    if not model.in_hole:
        return msg("SK-4.1", "not_in_hole", model=model.id)
    return _short(model, COST_HOLE, pool, "leave_hole")


def apply_leave_hole(g, model: Model, move: SkMove, pool: str):
    """SK-4.1: out of the hole, 2 A."""
    hole = g.state.foxholes[model.in_hole]
    spend(model, COST_HOLE, pool)
    hole.occupant = None
    model.in_hole = None
    g.emit("hole_out", msg("SK-4.1", "hole_out", model=model.id, hole=hole.id))
    yield from ()


# -- SK-4.2 / SK-12.2 hand grenades (sk-special's specials.py gives the scatter and the blast) ----
def _grenade_in_hand(g, model: Model):
    for item in model.in_hand:
        w = g.weapon(item)
        if w is not None and w.kind == "thrown" and w.blast_radius:
            return w
    return None


def check_throw(g, model: Model, move: SkMove, pool: str):
    w = _grenade_in_hand(g, model)
    if w is None:
        return msg("SK-4.2", "no_grenade", model=model.id)
    aim = _target(move)
    if not on_table(aim):
        return msg("SK-5.1", "off_table", x=aim.x, y=aim.y)
    reach = specials.throw_range(model.stats.E, grenadier=model.has("grenadier"))
    if model.at.distance(aim) > reach + 1e-9:
        return msg("SK-4.2", "throw_too_far", distance=inches(model.at.distance(aim)), range=reach)
    return _short(model, w.throw_a or 5, pool, "throw")


def _blast_target(g, model: Model, center: Point):
    """sk-special's Target: where the model stands, its posture, its cover from the blast centre
    (SK-12.2: judged from the centre; the battlefield's sight when there is one)."""
    save = None
    if g.table is not None:
        from cc_desktop.skirmish.sight import sight
        from cc_desktop.skirmish.types import Pose
        seen = sight(g.table, Pose(center, 0.0, Posture.PRONE), Pose(model.at, model.facing, model.posture),
                                      open_doors=tuple(g.state.open_doors), destroyed=frozenset(g.state.destroyed_cover))
        saves = [c.save for c in seen.covers if getattr(c, "save", None) is not None]
        save = min(saves) if saves else None
    from cc_desktop.skirmish import vehicle_play
    save = vehicle_play.passenger_blast_save(g, model, center, save)   # SK-12.2 with SK-14.7: a passenger
    return specials.Target(model.id, model.at, model.posture, save)


def apply_throw(g, model: Model, move: SkMove, pool: str):
    """SK-4.2, SK-12.2: 5 A, the grenade leaves the hand, it scatters D3 inches, the models in or
    touching the 3-inch radius with reserved A may drop down first, then the fragments (E 2 + D6
    >= 6, half E crouching or in cover); each wound is applied, the thrower gains 1 TP for each
    (SK-17.1), each wounded model still in play tests Morale (SK-10.2)."""
    w = _grenade_in_hand(g, model)
    cost = w.throw_a or 5
    spend(model, cost, pool)
    model.in_hand.remove(w.id)
    aim = _target(move)
    g.emit("throw", msg("SK-12.2", "threw", model=model.id, item=w.id, x=aim.x, y=aim.y, cost=cost))
    scatter = specials.grenade_scatter(aim, g.state.dice, grenadier=model.has("grenadier"))
    for s in scatter.steps:
        g.emit("grenade_step", step_message(s))
    center, radius = scatter.landed, float(w.blast_radius)
    caught = [m for m in g.state.models.values()
              if m.alive and specials.in_blast(center, radius, _blast_target(g, m, center))]
    yield from reactions.duck_windows(g, [m.id for m in caught])
    blast = specials.resolve_blast(center, radius, w.strength, [_blast_target(g, m, center) for m in caught],
                                     g.state.dice)
    for s in blast.steps:
        g.emit("grenade_step", step_message(s))
    wounded = []
    for hit in blast.wounds:
        victim = g.state.models[hit.target]
        if hit.wounded and victim.alive:
            wound_model(g, victim, hit.location.value, None, "grenade")
            model.tp += 1  # SK-17.1
            wounded.append(victim)
    for victim in wounded:
        if victim.in_play:
            yield from reactions.after_wound(g, victim)


# -- SK-9 melee (sk-combat's melee.py gives the blow) -----------------------------------------
def melee_weapon(g, model: Model):
    """SK-4.14: what the model strikes with: a melee weapon in hand, else the butt of a rifle in
    hand, else bare hands with a hand free (data ids ``rifle_butt``, ``bare_hands``)."""
    for item in model.in_hand:
        w = g.weapon(item)
        if w is not None and w.melee_a is not None:
            return w
    if any((g.weapon(i) is not None and g.weapon(i).kind == "rifle") for i in model.in_hand):
        return g.weapon("rifle_butt")
    return g.weapon("bare_hands") if free_hands(g, model) > 0 else None


def _enemy(g, model: Model, target_id: str):
    t = g.state.models.get(target_id)
    return t if t is not None and t.side != model.side and t.alive and not t.out else None


def check_blow(g, model: Model, move: SkMove, pool: str):
    target = _enemy(g, model, move.args[1])
    if target is None:
        return msg("SK-9", "not_enemy", target=move.args[1])
    w = melee_weapon(g, model)
    if w is None:
        return msg("SK-4.14", "no_melee_weapon", model=model.id)
    from cc_desktop.skirmish import vehicle_play
    reach = vehicle_play.melee_reach(g, model, target)   # SK-9 with SK-14.1: a passenger at his door
    if not (in_base_contact(model.at, target.at) if reach is None else reach):
        return msg("SK-9", "not_in_contact", model=model.id, other=target.id)
    return _short(model, w.melee_a, pool, "blow")


def _fighter(g, model: Model, weapon=None):
    return melee.Fighter(model.stats, frozenset(model.skills), frozenset(model.equipment), len(model.wounds),
                           model.bleeding, model.posture, bare_handed=weapon is not None and weapon.unarmed,
                           at=model.at, facing=model.facing)


def strike(g, model: Model, target: Model, pool: str):
    """SK-9: one blow: its A (SK-4.14), sk-combat's resolution (the hit location shifts asked as
    decisions), the wound applied, the defender pushed 1 inch straight back (free; not off the
    table nor through what blocks it), 1 TP (SK-17.1), its Morale test (SK-10.2)."""
    from cc_desktop.skirmish.game import location_shifts
    w = melee_weapon(g, model)
    spend(model, w.melee_a, pool)
    own = next((i for i in target.in_hand if g.weapon(i) is not None and g.weapon(i).melee_a is not None), None)
    sequence = melee.melee_sequence(_fighter(g, model), _fighter(g, target, g.weapon(own) if own else
                                                                   (g.weapon("bare_hands") if not target.in_hand else None)),
                                      w, g.state.dice)
    result = yield from location_shifts(sequence, model, target)
    g.emit("blow", msg("SK-9", "blow", model=model.id, target=target.id, item=w.id, cost=w.melee_a))
    for s in result.steps:
        g.emit("melee_step", step_message(s))
    if result.wound is None or not target.alive:
        return
    wound_model(g, target, result.wound.location.value, result.wound.bleeds, "melee")
    model.tp += 1  # SK-17.1: 1 TP for every wound inflicted (a blow inflicts one)
    push = result.push
    if push is not None and target.alive:
        to = Point(push.to.x, push.to.y, target.at.z)
        if on_table(to) and (g.move_cost is None or movement_cost(g, target, target.at, to) is not None):
            target.at = to
            g.emit("pushed", msg("SK-9", "pushed", model=target.id, x=inches(to.x), y=inches(to.y)))
    if target.in_play:
        yield from reactions.after_wound(g, target)


def apply_blow(g, model: Model, move: SkMove, pool: str):
    yield from strike(g, model, g.state.models[move.args[1]], pool)


def contact_point(model: Model, target: Model) -> Point:
    """Where a charge ends: in base contact, on the line from the target to the charger."""
    d = model.at.distance(target.at)
    k = (2 * BASE_RADIUS) / d if d > 0 else 0.0
    return Point(inches(target.at.x + (model.at.x - target.at.x) * k), inches(target.at.y + (model.at.y - target.at.y) * k),
                 model.at.z)


def check_charge(g, model: Model, move: SkMove, pool: str):
    target = _enemy(g, model, move.args[1])
    if target is None:
        return msg("SK-9", "not_enemy", target=move.args[1])
    if in_base_contact(model.at, target.at):
        return msg("SK-9", "in_contact_already", model=model.id, other=target.id)
    if target.id not in model.seen_at_start:   # SK-9, Ambiguity 14
        return msg("SK-9", "not_seen_at_start", model=model.id, target=target.id)
    to = contact_point(model, target)
    if not on_table(to):
        return msg("SK-5.1", "off_table", x=to.x, y=to.y)
    cost = movement_cost(g, model, model.at, to)
    if cost is None:
        return msg("SK-5.2", "move_blocked", model=model.id)
    return _short(model, cost, pool, "charge")


def apply_charge(g, model: Model, move: SkMove, pool: str):
    """SK-9: a move into base contact with an enemy seen as the turn began (the charged model may
    shoot at it as it comes, SK-6.6), then at once a blow if its A allow (Ambiguity 13)."""
    target = g.state.models[move.args[1]]
    start, to = model.at, contact_point(model, target)
    cost = movement_cost(g, model, start, to) or 0
    spend(model, cost, pool)
    model.facing = round(bearing(start, target.at), 1)
    reached = yield from reactions.walk(g, model, start, to, charged=target.id)
    model.moved = True
    g.emit("charged", msg("SK-9", "charged", model=model.id, target=target.id, cost=cost))
    if reached != to or not model.in_play or not target.alive:
        return
    w = melee_weapon(g, model)
    if w is not None and available(model, pool) >= w.melee_a:
        yield from strike(g, model, target, pool)


ACTIONS: dict[str, Action] = {
    "move": Action("SK-5.1", check_move, apply_move),
    "turn": Action("SK-4.11", check_turn, apply_turn),
    "crouch": Action("SK-4.11", check_posture, apply_posture),
    "stand": Action("SK-4.11", check_posture, apply_posture),
    "crouch_facing": Action("SK-4.11", check_posture, apply_posture),
    "stand_facing": Action("SK-4.11", check_posture, apply_posture),
    "jump": Action("SK-5.2", check_jump, apply_jump),
    "climb": Action("SK-5.3", check_climb, apply_climb),
    "open": Action("SK-4.9", check_open, apply_open),
    "pick_up": Action("SK-4.4", check_pick_up, apply_pick_up),
    "stow": Action("SK-4.4", check_stow, apply_stow),
    "draw": Action("SK-4.3", check_draw, apply_draw),
    "drop": Action("SK-4.3", check_drop, apply_drop),
    "switch": Action("SK-4.3", check_switch, apply_switch),
    "exchange": Action("SK-4.3", check_exchange, apply_exchange),
    "reload": Action("SK-4.13", check_reload, apply_reload),
    "bandage": Action("SK-4.10", check_bandage, apply_bandage),
    "dig": Action("SK-4.1", check_dig, apply_dig),
    "enter_hole": Action("SK-4.1", check_enter_hole, apply_enter_hole),
    "leave_hole": Action("SK-4.1", check_leave_hole, apply_leave_hole),
    "shoot": Action("SK-6.4", reactions.check_shoot, reactions.apply_shoot),
    "burst": Action("SK-6.4", reactions.check_shoot, reactions.apply_shoot),
    "called": Action("SK-6.5", reactions.check_shoot, reactions.apply_shoot),
    "throw": Action("SK-12.2", check_throw, apply_throw),
    "blow": Action("SK-9", check_blow, apply_blow),
    "charge": Action("SK-9", check_charge, apply_charge),
}


def why_not(g, model: Model, move: SkMove, pool: str = "own"):
    """Why ``model`` may not make ``move`` now (an SkMessage with the SK rule), None if it may."""
    if not model.in_play:
        return msg("SK-18.3", "out_of_play", model=model.id)
    if move.args and move.args[0] != model.id:
        return msg("SK-3.4", "not_acting", model=move.args[0])
    action = ACTIONS.get(move.kind)
    if action is None:
        return msg("SK-3.4", "not_acting", model=model.id)
    return _restricted(model, pool, move.kind) or action.check(g, model, move, pool)


def apply(g, model: Model, move: SkMove, pool: str = "own"):
    """Carry out ``move`` (already checked): a procedure (it may open reaction windows)."""
    yield from ACTIONS[move.kind].apply(g, model, move, pool)
    # sk-lead: SK-16.1 a hit animal goes wild at once, SK-16.2 broken leads let go; sk-dogs: SK-16.3 a hit mine
    yield from animal_play.after_action(g)


# -- sk-vehicles: the actions of vehicles, special weapons and animals (SK-12 to SK-16) -----------
# each registers its actions in ACTIONS as it is loaded (they use this module's helpers)
from cc_desktop.skirmish import animal_play, vehicle_play, weapon_play  # noqa: E402,F401
from cc_desktop.skirmish.sampling import sample_moves  # noqa: E402,F401 (the sample: sampling.py)
