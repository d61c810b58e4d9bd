"""What happens in the opponent's turn, and shots (SK-6.4, SK-6.6, SK-10.2, SK-12.2).

* :func:`walk`: a model moving along a straight segment, sampled every inch; where an enemy
  model with enough reserved A comes to see it (``g.options["preempt_trigger"]``: by default
  when it *becomes* visible, SK-6.6), the observers are asked in order of reserved A, most
  first (ties by model id), each a window "shoot or let it pass"; after its shot an observer
  may spend what is left of its reserve only on a posture change.
* :func:`fire`: a shot's bookkeeping (SK-6.4 cost, rounds, the pre-emptive -1 is the resolver's
  to apply) and its effect through ONE call, :func:`resolve_shot` (sk-combat's
  ``shooting.resolve_shot`` once merged; ``g.shot_resolver``), the wounds it returns applied with
  ``actions.wound_model``, then the Morale test of SK-10.2 (:func:`morale_test`) and, failed,
  the ``take_cover`` decision with up to 2 A borrowed from the next turn.
* :func:`duck_windows`: SK-12.2 one posture change with reserved A before a grenade explodes.
* :func:`can_see`: the one call site of line of sight (sk-table's sight after the merge).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from cc_desktop.skirmish import morale, prices, shooting
from cc_desktop.skirmish.decisions import ENGLISH, SkDecision, SkMove, msg
from cc_desktop.skirmish.state import Model
from cc_desktop.skirmish.types import Point, Posture, in_front_arc
from cc_desktop.skirmish.shooting import FIREARM_KINDS  # SK-6.1: what the shooting rules fire

MESSAGES = {
    "no_resolver": "shot resolution is not part of this game yet (sk-combat's shooting)",
    "no_weapon": "{model} holds no firearm",
    "empty": "{item} is empty: reload first",
    "no_burst": "{item} cannot fire bursts",
    "shot_type": "{shot} is no shot type: hip, aimed (or a burst of rounds)",
    "no_such_part": "{part} is no body part: leg, body, arm or head",
    "burst_rounds": "a burst of {rounds} rounds: {item} has {loaded} loaded",
    "not_enemy": "{target} is not an enemy model in play",
    "not_seen": "{model} does not see {target}",
    "behind": "{target} is outside {model}'s front arc",
    "out_of_range": "{target} is {distance} inches away; {item} reaches {range}",
    "no_two_handguns": "{model} does not hold two handguns",
    "shot_hip": "{model} fires hip at {target} with {item} ({cost} A)",
    "shot_aimed": "{model} fires aimed at {target} with {item} ({cost} A)",
    "shot_burst": "{model} fires burst at {target} with {item} ({cost} A)",
    "shot_called": "{model} fires aimed at the {part} at {target} with {item} ({cost} A)",
    "shot_both": "{model} fires {item} and {other} at once at {target} ({cost} A, -2 each)",
    "shot_hip_pre": "{model} fires hip at {target} with {item} ({cost} A, pre-emptive -1)",
    "shot_aimed_pre": "{model} fires aimed at {target} with {item} ({cost} A, pre-emptive -1)",
    "shot_burst_pre": "{model} fires burst at {target} with {item} ({cost} A, pre-emptive -1)",
    "shot_called_pre": "{model} fires aimed at the {part} at {target} with {item} ({cost} A, pre-emptive -1)",
    "shot_both_pre": "{model} fires {item} and {other} at once at {target} ({cost} A, -2 each, pre-emptive -1)",
    "preempt_declined": "{observer} lets {target} pass",
    "preempt_cancelled": "the Scout {target} hit {observer} first: {observer} may no longer shoot",
    "morale_roll_success": "{model} tests Morale: D6 {roll} + M {m} = {total}: success",
    "morale_roll_leader_success": "{model} tests Morale: D6 {roll} + M {m} of its Leader {leader} = {total}: success",
    "morale_roll_failure": "{model} tests Morale: D6 {roll} + M {m} = {total}: failure",
    "morale_roll_leader_failure": "{model} tests Morale: D6 {roll} + M {m} of its Leader {leader} = {total}: failure",
    "borrowed": "{model} borrows {count} A from its next turn",
    "duck": "{model} drops down before the grenade explodes ({cost} A of its reserve)",
}
ENGLISH.add(MESSAGES)

#: "both": SK-6.8 the two handguns in the hands fire at once (hip shots, the same target)
SHOT_TYPES = ("hip", "aimed", "burst", "both")
#: the words of each shot in the not_enough_a refusal
SHOT_WORDS = {"hip": "a hip shot", "aimed": "an aimed shot", "burst": "the burst", "both": "the two shots"}
ENGLISH.add({f"not_enough_a.shot_{k}": "{model} has {left} A; " + w + " costs {cost}" for k, w in SHOT_WORDS.items()})


@dataclass(frozen=True)
class ShotEffect:
    """What a shot did, as the state machine applies it: the wounds of the target (location,
    whether it bleeds), the messages explaining each step (SK rule, code, params) and whether it
    hit at all.  sk-combat's result is read into this by :func:`resolve_shot`."""
    hit: bool
    wounds: tuple[tuple[str, bool], ...] = ()
    steps: tuple = ()
    helmet_destroyed: bool = False                          # SK-13 a helmet that saved is gone
    cover_damage: tuple[tuple[str, int, bool], ...] = ()    # SK-8.4 (object id, E absorbed, destroyed)
    reached: bool | None = None                             # a hit reached the model (not stopped by cover)

    @property
    def reached_target(self) -> bool:
        return self.hit if self.reached is None else self.reached


# -- seams: line of sight and the shot's resolution --------------------------------------------
def can_see(g, observer: Model, target: Model) -> bool:
    """SK-7: whether ``observer`` sees ``target`` (not the front arc: see :func:`in_arc`).
    The one call site of the battlefield's line of sight (``g.sight``: sk-table's sight
    function after the merge, given the state's open doors, destroyed cover and smoke clouds,
    ``game.wire_table``); without a battlefield the table is empty and every model is seen."""
    if g.sight is not None:
        return bool(g.sight(g, observer, target))
    return True


def in_arc(observer: Model, target: Model) -> bool:
    """SK-7.3 / SK-6.6: in the 180 degree front arc."""
    return in_front_arc(observer.facing, observer.at, target.at)


def resolve_shot(g, shooter: Model, target: Model, weapon, shot: str, rounds: int, preemptive: bool,
                 called: str | None = None):
    """The shot's effect (SK-6.2 to SK-6.10, SK-18.4): the ONE call of the shot resolution, a
    procedure returning a :class:`ShotEffect`.  ``g.shot_resolver(g, shooter, target, weapon,
    shot, rounds, preemptive, called)`` returns the effect (``called``: the body part of a called
    shot, SK-6.5, or None), or is itself a procedure that may ask the
    players (sk-combat's, ``game.combat_resolver``: the hit location shifts of SK-17.4)."""
    out = g.shot_resolver(g, shooter, target, weapon, shot, rounds, preemptive, called)
    if isinstance(out, ShotEffect):
        return out
    return (yield from out)


# -- shots --------------------------------------------------------------------------------------
def handguns_in_hand(g, model: Model) -> list:
    """SK-6.8: the handguns (one-handed firearms) the model holds."""
    return [w for w in (g.weapon(i) for i in model.in_hand) if w is not None and shooting.is_handgun(w)]


def shot_cost(weapon, shot: str, rounds: int, model: Model, second=None) -> int:
    """SK-6.4 (shooting.shot_cost): a hip shot the weapon's Shot A, an aimed shot double (5 x for
    weapons that fire bursts; Rifleman -2 with a rifle), a burst the Burst A per round; SK-6.8
    two handguns at once the A of the dearer one (``second``: the other handgun)."""
    if shot == "both":
        return shooting.two_handguns_cost(weapon, second)
    return shooting.shot_cost(weapon, shooting.ShotKind(shot), rounds=rounds, skills=frozenset(model.skills))


def weapon_in_hand(g, model: Model):
    """The firearm in the model's hands (SK-6.6: a pre-emptive shot uses it, no switch)."""
    for item in model.in_hand:
        w = g.weapon(item)
        if w is not None and w.shot_a is not None and w.range is not None and w.kind in FIREARM_KINDS:
            return w   # SK-6.1 (a mortar is fired by SK-12's rules, not a shot: sk-speed's soak)
    return None


def why_not_shot(g, model: Model, target_id: str, shot: str, rounds: int, budget: int):
    if g.shot_resolver is None:
        return msg("SK-6.10", "no_resolver")
    second = None
    if shot == "both":   # SK-6.8
        guns = handguns_in_hand(g, model)
        if len(guns) < 2:
            return msg("SK-6.8", "no_two_handguns", model=model.id)
        w, second = guns[0], guns[1]
        for gun in guns[:2]:
            if model.rounds.get(gun.id, 0) < 1:
                return msg("SK-4.13", "empty", item=gun.id)
    else:
        w = weapon_in_hand(g, model)
        if w is None:
            return msg("SK-6.4", "no_weapon", model=model.id)
    from cc_desktop.skirmish.vehicle_play import shot_refusal   # sk-vehicles: SK-12.4, SK-14.13
    if shot_refusal(g, model, w, shot) is not None:
        return shot_refusal(g, model, w, shot)
    loaded = model.rounds.get(w.id, 0)
    if loaded < 1:
        return msg("SK-4.13", "empty", item=w.id)
    if shot == "burst":
        if not w.burst_a:
            return msg("SK-6.4", "no_burst", item=w.id)
        if rounds < 1 or rounds > loaded:
            return msg("SK-6.4", "burst_rounds", rounds=rounds, item=w.id, loaded=loaded)
    target = g.state.models.get(target_id)
    if target is None or target.side == model.side or not target.alive or target.out:
        return msg("SK-6.1", "not_enemy", target=target_id)
    if not in_arc(model, target):
        return msg("SK-6.1", "behind", model=model.id, target=target.id)
    d = model.at.distance(target.at)
    for gun in (w, second):
        if gun is not None and gun.range is not None and d > gun.range + 1e-9:
            return msg("SK-6.1", "out_of_range", target=target.id, distance=round(d, 1), item=gun.id, range=gun.range)
    if not can_see(g, model, target):
        return msg("SK-7.1", "not_seen", model=model.id, target=target.id)
    cost = shot_cost(w, shot, rounds, model, second)
    prices.note(cost)
    if cost > budget:
        return msg("SK-3.4", f"not_enough_a.shot_{shot}", model=model.id, left=budget, cost=cost)
    return None


LOCATIONS = ("leg", "body", "arm", "head")


def _shot_args(move: SkMove) -> tuple[str, str, int, str | None]:
    """``shoot MODEL TARGET hip|aimed``, ``burst MODEL TARGET ROUNDS`` or ``called MODEL TARGET
    PART`` (an aimed shot at a body part, SK-6.5): (target, shot, rounds, part)."""
    if move.kind == "burst":
        return move.args[1], "burst", move.args[2], None
    if move.kind == "called":
        return move.args[1], "aimed", 1, move.args[2]
    return move.args[1], move.args[2], 1, None


def check_shoot(g, model: Model, move: SkMove, pool: str):
    from cc_desktop.skirmish.actions import available
    target, shot, rounds, part = _shot_args(move)
    if shot not in SHOT_TYPES:
        return msg("SK-6.4", "shot_type", shot=shot)
    if move.kind == "called" and part not in LOCATIONS:
        return msg("SK-6.5", "no_such_part", part=part)
    return why_not_shot(g, model, target, shot, rounds, available(model, pool))


def apply_shoot(g, model: Model, move: SkMove, pool: str):
    target, shot, rounds, part = _shot_args(move)
    yield from fire(g, model, g.state.models[target], shot, rounds, preemptive=False, pool=pool, called=part)


def fire(g, shooter: Model, target: Model, shot: str, rounds: int, preemptive: bool, pool: str,
         called: str | None = None):
    """SK-6.10 step 1 (pay A, deduct the rounds), the resolution (:func:`resolve_shot`), the
    wounds applied, 1 TP for a wounding hit (SK-17.1), the target's Morale test (SK-10.2)."""
    from cc_desktop.skirmish import actions
    second = None
    if shot == "both":   # SK-6.8: a round from each handgun, the A of the dearer one
        w, second = handguns_in_hand(g, shooter)[:2]
    else:
        w = weapon_in_hand(g, shooter)
    fired = rounds if shot == "burst" else 1
    cost = shot_cost(w, shot, rounds, shooter, second)
    actions.spend(shooter, cost, pool)
    for gun in (w, second):
        if gun is not None:
            shooter.rounds[gun.id] = shooter.rounds.get(gun.id, 0) - fired
    code = "shot_called" if called else "shot_both" if second is not None else f"shot_{shot}"
    g.emit("shot", msg("SK-6.6" if preemptive else "SK-6.8" if second is not None else "SK-6.4",
                       code + ("_pre" if preemptive else ""), model=shooter.id, part=called, target=target.id,
                       item=w.id, other=second.id if second is not None else None, cost=cost))
    effect = yield from resolve_shot(g, shooter, target, w, shot, rounds, preemptive, called)
    for step in effect.steps:
        g.emit("shot_step", step)
    if effect.helmet_destroyed and "helmet" in target.equipment:
        target.equipment.remove("helmet")
    for object_id, absorbed, destroyed in effect.cover_damage:   # SK-8.4
        if object_id.startswith("vehicle:"):
            continue   # SK-14.7 a vehicle protecting its passenger is damaged by SK-14.12, not SK-8.4
        g.state.cover_absorbed[object_id] = absorbed
        if destroyed and object_id not in g.state.destroyed_cover:
            g.state.destroyed_cover.append(object_id)
    for location, bleeds in effect.wounds:
        if not target.alive:
            break
        actions.wound_model(g, target, location, bleeds, "shot")
    if effect.wounds:
        shooter.tp += len(effect.wounds)  # SK-17.1: 1 TP for every wound inflicted
        if target.in_play:
            yield from after_wound(g, target)
    return effect


# -- SK-10.2 Morale after a wound, borrowing A --------------------------------------------------
def leader_for(g, model: Model) -> Model | None:
    """SK-17.4 Leader (SK-10.1): the comrade with the Leader skill in play within 8 inches
    (morale.leader_within_reach) whose M is the highest (ties by id); the book's "lower or equal
    level" cannot be checked (levels were lost, Ambiguity list): every comrade may use it."""
    leaders = [m for m in g.state.side_models(model.side)
               if m is not model and m.in_play and m.has("leader") and morale.leader_within_reach(m.at, model.at)]
    return min(leaders, key=lambda m: (-m.stats.M, m.id), default=None)


def morale_test(g, model: Model, trigger: morale.Trigger = morale.Trigger.WOUNDED) -> bool:
    """SK-10.1, SK-10.2 (morale.resolve_trigger): D6 + M >= 6, with the M of a Leader within 8
    inches when it is better (SK-17.4; the choice is the model's and the better one is taken)."""
    leader = leader_for(g, model)
    r = morale.resolve_trigger(trigger, model.stats, g.state.dice,
                               leader_morale=leader.stats.M if leader is not None else None)
    t = r.test
    if t is None:
        return False
    result = "success" if t.passed else "failure"   # the code's ending
    if t.leader_used:
        g.emit("morale", msg("SK-17.4", f"morale_roll_leader_{result}", model=model.id, roll=t.roll, m=t.morale,
                             leader=leader.id, total=t.total))
    else:
        g.emit("morale", msg("SK-10.1", f"morale_roll_{result}", model=model.id, roll=t.roll, m=t.morale, total=t.total))
    return t.passed


def after_wound(g, model: Model):
    """SK-10.2 wounded: a Morale test; failed, the model tries to reach cover or crouch at once,
    with its reserve (its A left, in its own turn) plus up to 2 A of its next turn."""
    if morale_test(g, model):
        return
    pool = "borrow_own" if g.state.side == model.side else "borrow"
    yield from take_cover(g, model, pool)


def take_cover(g, model: Model, pool: str):
    """SK-10.2: moves and a crouch only, paid from the A at hand then borrowed (a_debt <= 2)."""
    from cc_desktop.skirmish import actions
    while model.in_play:
        left = actions.available(model, pool)
        options = tuple(actions.sample_moves(g, model, pool, kinds=("move", "crouch"))) + (SkMove("done"),)
        mv = yield SkDecision(model.side, "take_cover", options, {"model": model.id, "left": left},
                              why_not=lambda m, model=model: actions.why_not(g, model, m, pool))
        if mv.kind == "done":
            return
        debt = model.a_debt
        yield from actions.apply(g, model, mv, pool)
        if model.a_debt > debt:
            g.emit("borrowed", msg("SK-10.2", "borrowed", model=model.id, count=model.a_debt - debt))


# -- SK-6.6 pre-emptive shots during a move ----------------------------------------------------
def preempt_cost(g, observer: Model) -> int | None:
    w = weapon_in_hand(g, observer)
    return None if w is None else shot_cost(w, "hip", 1, observer)


def may_preempt(g, observer: Model, target: Model) -> bool:
    """SK-6.6: an enemy in play with reserved A covering a shot of the weapon in hand (no
    switch), not after its own pre-emptive shot, the target seen, in front and in range."""
    if observer.side == target.side or not observer.in_play or observer.preempt_spent:
        return False
    if g.state.side == observer.side:
        return False  # reserved A are spent in the opponent's turn (SK-3.3)
    return why_not_shot(g, observer, target.id, "hip", 1, observer.a_reserved) is None


def observers(g, target: Model) -> list[Model]:
    """SK-6.6: who may shoot at ``target`` now, most reserved A first (ties by id)."""
    found = [m for m in g.state.models.values() if may_preempt(g, m, target)]
    return sorted(found, key=lambda m: (-m.a_reserved, m.id))


def _samples(start: Point, to: Point) -> list[Point]:
    d = start.distance(to)
    n = max(1, math.ceil(round(d, 6)))
    return [Point(start.x + (to.x - start.x) * i / n, start.y + (to.y - start.y) * i / n, to.z) for i in range(1, n + 1)]


def walk(g, model: Model, start: Point, to: Point, charged: str | None = None):
    """Move ``model`` from ``start`` to ``to`` an inch at a time, opening the pre-emptive shot
    windows (SK-6.6); returns where it got to (a wound stops it there).  ``charged``: the model
    this move charges, which may shoot at it as it comes even if it saw it already (SK-9)."""
    trigger = g.options.get("preempt_trigger", "becomes_visible")
    enemies = [m for m in g.state.models.values() if m.side != model.side]
    saw = {m.id for m in enemies if m.in_play and in_arc(m, model) and can_see(g, m, model)}
    offered: set[str] = set()
    wounds = len(model.wounds)
    for p in _samples(start, to):
        model.at = p
        sees_now = {m.id for m in enemies if m.in_play and in_arc(m, model) and can_see(g, m, model)}
        fresh = sees_now - saw if trigger == "becomes_visible" else sees_now
        if charged in sees_now:
            fresh = fresh | {charged}
        saw = sees_now
        for obs in observers(g, model):
            if obs.id not in fresh or obs.id in offered or not model.in_play:
                continue
            offered.add(obs.id)
            yield from preempt_window(g, obs, model)
            if len(model.wounds) > wounds or not model.in_play:
                return p
    return to


def preempt_window(g, obs: Model, target: Model):
    """SK-6.6: one observer's window: shoot (hip or aimed, at -1) or let it pass."""
    options = [SkMove("shoot", obs.id, target.id, s) for s in ("hip", "aimed")
               if why_not_shot(g, obs, target.id, s, 1, obs.a_reserved) is None]
    options.append(SkMove("decline"))
    mv = yield SkDecision(obs.side, "preempt", tuple(options),
                          {"observer": obs.id, "target": target.id, "reserved": obs.a_reserved}, window=True)
    if mv.kind == "decline":
        g.emit("preempt_declined", msg("SK-6.6", "preempt_declined", observer=obs.id, target=target.id))
        return
    if (yield from scout_counter(g, target, obs)):
        g.emit("preempt_cancelled", msg("SK-17.4", "preempt_cancelled", observer=obs.id, target=target.id))
        return
    yield from fire(g, obs, target, mv.args[2], 1, preemptive=True, pool="reserve")
    yield from after_preempt(g, obs)


def after_preempt(g, obs: Model):
    """SK-6.6: after its pre-emptive shot the observer has no other one until its own turn, and
    the reserve left may buy a posture change only (the ``after_preempt`` decision)."""
    from cc_desktop.skirmish import actions
    obs.preempt_spent = True
    while obs.in_play and obs.a_reserved >= actions.posture_cost(obs):
        opts = tuple(m for m in (SkMove("crouch", obs.id), SkMove("stand", obs.id))
                     if actions.why_not(g, obs, m, "reserve") is None) + (SkMove("done"),)
        mv = yield SkDecision(obs.side, "after_preempt", opts, {"model": obs.id, "left": obs.a_reserved})
        if mv.kind == "done":
            return
        yield from actions.apply(g, obs, mv, "reserve")


def scout_counter(g, scout: Model, obs: Model):
    """SK-17.4 Scout (Ambiguity 34): when an enemy's pre-emptive shot is about to be fired at him
    in his own turn, a Scout may first shoot at that enemy (a pre-emptive shot, -1, from the A he
    has left); if it hits (reaches the model, not stopped by cover), the enemy may no longer shoot.
    Returns whether the enemy's shot is cancelled."""
    if not scout.has("scout") or not scout.in_play or g.state.side != scout.side:
        return False
    options = [SkMove("shoot", scout.id, obs.id, s) for s in ("hip", "aimed")
               if why_not_shot(g, scout, obs.id, s, 1, scout.a_remaining) is None]
    if not options:
        return False
    mv = yield SkDecision(scout.side, "scout_counter", (*options, SkMove("decline")),
                          {"scout": scout.id, "observer": obs.id}, window=True)
    if mv.kind == "decline":
        return False
    effect = yield from fire(g, scout, obs, mv.args[2], 1, preemptive=True, pool="own")
    return effect.reached_target or not obs.in_play


def sample_shots(g, model: Model, pool: str) -> list[SkMove]:
    """The shots ``model`` may take now: each enemy, hip and aimed, bursts of 3 rounds and of as
    many as it can pay for."""
    from cc_desktop.skirmish.actions import available
    if g.shot_resolver is None:
        return []
    budget = available(model, pool)
    out = []
    w = weapon_in_hand(g, model)
    if w is None:
        return out
    for t in sorted(g.state.models.values(), key=lambda m: m.id):
        if t.side == model.side:
            continue
        for s in ("hip", "aimed"):
            if why_not_shot(g, model, t.id, s, 1, budget) is None:
                out.append(SkMove("shoot", model.id, t.id, s))
        if why_not_shot(g, model, t.id, "aimed", 1, budget) is None:
            out.append(SkMove("called", model.id, t.id, "head"))
        if why_not_shot(g, model, t.id, "both", 1, budget) is None:
            out.append(SkMove("shoot", model.id, t.id, "both"))
        if w.burst_a:
            most = min(model.rounds.get(w.id, 0), budget // w.burst_a)
            for n in sorted({min(3, most), most}):
                if n >= 1 and why_not_shot(g, model, t.id, "burst", n, budget) is None:
                    out.append(SkMove("burst", model.id, t.id, n))
    return out


# -- SK-12.2 dropping down before a grenade explodes -------------------------------------------
def duck_windows(g, model_ids):
    """SK-12.2: each standing model in the blast radius with reserved A for a posture change may
    make one (crouch) before the grenade is resolved.  Called by the grenade's resolution."""
    from cc_desktop.skirmish import actions
    for mid in model_ids:
        m = g.state.models[mid]
        if not m.in_play or m.posture is not Posture.STANDING or g.state.side == m.side:
            continue
        if m.a_reserved < actions.posture_cost(m):
            continue
        mv = yield SkDecision(m.side, "duck", (SkMove("crouch", m.id), SkMove("decline")), {"model": m.id},
                              window=True)
        if mv.kind == "crouch":
            cost = actions.posture_cost(m)
            actions.spend(m, cost, "reserve")
            m.posture = Posture.CROUCHING
            g.emit("duck", msg("SK-12.2", "duck", model=m.id, cost=cost))
