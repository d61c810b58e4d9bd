"""Animals in play (SK-16): riding a horse (mount, dismount, the ride: the horse's A and the
rider's share), what an animal may do by itself (a dog runs at the enemy; a horse or cattle only
when ridden or led), animals going wild when hit and panic spreading, wild animals running at
the start of each turn.

An animal is a :class:`cc_desktop.skirmish.state.Model` of ``kind`` "animal" with its card id in
``animal`` (sk-special's :mod:`cc_desktop.skirmish.animals`), on a side like any model.

Moves: ``mount M HORSE``, ``dismount M``, ``ride M X Y``.
"""

from __future__ import annotations

import math
from functools import lru_cache

from cc_desktop.skirmish import actions, animals, special_actions
from cc_desktop.skirmish.decisions import ENGLISH, SkMove, inches, msg
from cc_desktop.skirmish.explain import step_message
from cc_desktop.skirmish.state import Model
from cc_desktop.skirmish.types import TABLE_DEPTH, TABLE_WIDTH, Point, bearing

MESSAGES = {
    "not_enough_a.mount": "{model} has {left} A; mounting costs {cost}",
    "not_enough_a.dismount": "{model} has {left} A; dismounting costs {cost}",
    "not_enough_a.ride": "{model} has {left} A; the ride costs {cost}",
    "not_enough_a.horse_ride": "{model} has {left} A; the ride costs {cost}",
    "animal_may_not": "{model} may not {action}: {why}",
    "not_a_horse": "{horse} is not a horse of {model}'s side",
    "horse_ridden": "{horse} has a rider already",
    "riding": "{model} rides {horse}: dismount first",
    "not_riding": "{model} rides no horse",
    "dog_away": "a dog runs towards {x},{y}: this move takes it away",
    # log lines
    "mounted": "{model} mounts {horse} ({cost} A)",
    "dismounted": "{model} dismounts from {horse} ({cost} A)",
    "rode": "{model} rides {horse} {distance} inches to {x},{y} (the horse {horse_cost} A, the rider {cost} A)",
    "goes_wild": "{model} goes wild",
    "wild_run": "{model} runs wild {distance} inches to {x},{y}",
    "wild_charge": "{model} charges {target}, in its way",
    "wild_off_table": "{model} runs off the table",
    "thrown_off": "{model} is thrown off {horse}",
}
ENGLISH.add(MESSAGES)

#: actions an animal makes by itself, by the word of animals.may
MAY_KIND = {"move": "move", "jump": "jump", "charge": "melee", "blow": "melee"}
#: what an animal does at all (no hands: no items, no shots)
ANIMAL_ACTIONS = frozenset({"move", "jump", "charge", "blow", "turn", "crouch", "stand", "done"})


@lru_cache(maxsize=1)
def cards() -> dict:
    return animals.load_animals()


def card_of(m: Model):
    return cards().get(m.animal or "")


def _steps(g, result_steps) -> None:
    for s in result_steps:
        g.emit("special_step", step_message(s))


def dog_target(g, dog: Model) -> Point | None:
    """SK-16.3: the nearest enemy in play (sk-special's reading)."""
    enemies = [(m.id, m.at) for m in g.state.models.values() if m.side != dog.side and m.in_play and m.kind != "animal"]
    p, _ = animals.dog_destination(dog.at, enemies)
    return p


def animal_refusal(g, model: Model, kind: str, move: SkMove | None = None):
    """SK-16.1 to SK-16.5: why an animal may not make a move of ``kind`` by itself (a horse or
    cattle only ridden or led; a dog runs at the enemy; a wild animal only runs, at the start of
    its turn); None when it may.  A rider may not walk while he rides."""
    if model.kind != "animal":
        if model.riding and kind in ("move", "jump", "climb", "charge", "enter_hole", "board"):
            return msg("SK-16.2", "riding", model=model.id, horse=model.riding)
        return None
    card = card_of(model)
    if kind not in ANIMAL_ACTIONS or card is None:
        return msg("SK-16.1", "animal_may_not", model=model.id, action=kind, why="an animal uses no items")
    if model.wild and kind != "done":   # SK-16.1 it runs by itself at the start of each turn
        return msg("SK-16.1", "animal_may_not", model=model.id, action=kind, why="a wild animal cannot be calmed")
    if kind in MAY_KIND:
        ok, s = animals.may(card, MAY_KIND[kind], ridden=model.ridden_by is not None)
        if not ok:
            return msg(s.rule, "animal_may_not", model=model.id, action=kind, why=s.text)
        if card.kind == "dog" and kind == "move" and move is not None:   # SK-16.3 towards the enemy
            dest = dog_target(g, model)
            to = Point(float(move.args[1]), float(move.args[2]))
            if dest is not None and to.distance(dest) >= model.at.distance(dest) - 0.05:
                return msg("SK-16.3", "dog_away", x=inches(dest.x), y=inches(dest.y))
    return None


# -- SK-16.2 horses ----------------------------------------------------------------------------------
def _horse(g, model: Model, hid: str):
    h = g.state.models.get(hid)
    if h is None or h.kind != "animal" or h.side != model.side or not h.alive or h.out:
        return None
    c = card_of(h)
    return h if c is not None and c.kind == "horse" else None


def check_mount(g, model: Model, move: SkMove, pool: str):
    if model.kind == "animal":
        return msg("SK-16.2", "animal_may_not", model=model.id, action="mount", why="an animal rides nothing")
    if model.riding:
        return msg("SK-16.2", "riding", model=model.id, horse=model.riding)
    h = _horse(g, model, move.args[1])
    if h is None:
        return msg("SK-16.2", "not_a_horse", horse=move.args[1], model=model.id)
    if h.ridden_by or h.wild:
        return msg("SK-16.2", "horse_ridden", horse=h.id)
    if model.at.distance(h.at) > actions.REACH + card_of(h).base_radius:
        return msg("SK-9", "not_in_contact", model=model.id, other=h.id)
    return actions._short(model, animals.horse_cost("mount", rider_skill=model.has("rider")), pool, "mount")


def apply_mount(g, model: Model, move: SkMove, pool: str):
    """SK-16.2: 4 A (Rider 2); the rider sits on the horse and moves with it."""
    h = g.state.models[move.args[1]]
    cost = animals.horse_cost("mount", rider_skill=model.has("rider"))
    actions.spend(model, cost, pool)
    model.riding, h.ridden_by = h.id, model.id
    model.at = Point(h.at.x, h.at.y, model.at.z)
    g.emit("mounted", msg("SK-16.2", "mounted", model=model.id, horse=h.id, cost=cost))
    return
    yield


def check_dismount(g, model: Model, move: SkMove, pool: str):
    if not model.riding:
        return msg("SK-16.2", "not_riding", model=model.id)
    return actions._short(model, animals.horse_cost("dismount"), pool, "dismount")


def dismount(g, rider: Model, cost: int, pool: str) -> None:
    h = g.state.models.get(rider.riding or "")
    actions.spend(rider, cost, pool)
    side = (h.facing + 90.0) if h is not None else rider.facing
    r = (card_of(h).base_radius if h is not None else 1.0) + actions.BASE_RADIUS + 0.5   # beside it, clear of its base
    p = Point(rider.at.x + r * math.cos(math.radians(side)), rider.at.y + r * math.sin(math.radians(side)))
    rider.at = Point(inches(min(max(p.x, 0.0), TABLE_WIDTH)), inches(min(max(p.y, 0.0), TABLE_DEPTH)))
    if h is not None:
        h.ridden_by = None
    g.emit("dismounted", msg("SK-16.2", "dismounted", model=rider.id, horse=rider.riding, cost=cost))
    rider.riding = None


def apply_dismount(g, model: Model, move: SkMove, pool: str):
    """SK-16.2: 2 A; the rider steps down beside the horse."""
    dismount(g, model, animals.horse_cost("dismount"), pool)
    return
    yield


def _ride_costs(g, rider: Model, move: SkMove):
    h = g.state.models[rider.riding]
    to = Point(float(move.args[1]), float(move.args[2]), h.at.z)
    horse_cost = actions.movement_cost(g, h, h.at, to, crouching=False)
    return h, to, horse_cost


def check_ride(g, model: Model, move: SkMove, pool: str):
    if not model.riding:
        return msg("SK-16.2", "not_riding", model=model.id)
    h, to, cost = _ride_costs(g, model, move)
    if not actions.on_table(to):
        return msg("SK-5.1", "off_table", x=to.x, y=to.y)
    if to.distance(h.at) < 0.05:
        return msg("SK-5.1", "no_distance", model=h.id)
    if cost is None:
        return msg("SK-5.2", "move_blocked", model=h.id)
    if cost > h.a_remaining:
        return msg("SK-3.4", "not_enough_a.horse_ride", model=h.id, left=h.a_remaining, cost=cost)
    lost = animals.rider_a_cost(cost, max(1, h.A), model.A, rider_skill=model.has("rider")).a_lost
    return actions._short(model, lost, pool, "ride")


def apply_ride(g, model: Model, move: SkMove, pool: str):
    """SK-16.2: the horse spends the A of the way (as men walk); its rider loses the same share
    of his own A (half of it with the Rider skill, who may then fire from the saddle)."""
    h, to, cost = _ride_costs(g, model, move)
    rc = animals.rider_a_cost(cost, max(1, h.A), model.A, rider_skill=model.has("rider"))   # SK-16.2
    _steps(g, rc.steps)
    h.a_remaining -= cost
    actions.spend(model, rc.a_lost, pool)
    h.facing = model.facing = round(bearing(h.at, to), 1)
    start = h.at
    h.at = Point(inches(to.x), inches(to.y), h.at.z)
    model.at = Point(h.at.x, h.at.y, model.at.z)
    h.moved = model.moved = True
    g.emit("rode", msg("SK-16.2", "rode", model=model.id, horse=h.id, distance=inches(start.distance(to)),
                       x=h.at.x, y=h.at.y, horse_cost=cost, cost=rc.a_lost))
    return
    yield


# -- SK-16.1 going wild ----------------------------------------------------------------------------------
def go_wild_now(g, animal: Model) -> None:
    """SK-16.1: the animal goes wild (it cannot be calmed); its rider is thrown off."""
    if animal.wild:
        return
    animal.wild = True
    g.emit("goes_wild", msg("SK-16.1", "goes_wild", model=animal.id))
    if animal.ridden_by:
        rider = g.state.models.get(animal.ridden_by)
        if rider is not None:
            g.emit("thrown_off", msg("SK-16.1", "thrown_off", model=rider.id, horse=animal.id))
            dismount(g, rider, 0, "own")


def _spread_panic(g, animal: Model) -> None:
    card = card_of(animal)
    others = [(m.id, card_of(m), m.at, m.wild) for m in g.state.models.values()
              if m.kind == "animal" and m is not animal and m.alive and not m.out and card_of(m) is not None]
    ids, steps = animals.panic_spreads(card, animal.at, others)   # SK-16.1
    _steps(g, steps)
    for oid in ids:
        go_wild_now(g, g.state.models[oid])


def wild_run(g, animal: Model) -> None:
    """SK-16.1: a wild animal runs its A in inches in a random direction; the first model in its
    way it charges (it stops in base contact); off the table it is gone."""
    card = card_of(animal)
    others = [(m.id, m.at, actions.BASE_RADIUS) for m in g.state.models.values()
              if m is not animal and m.alive and not m.out and not m.vehicle]
    run = animals.go_wild(card, animal.at, max(0, animal.A), g.state.dice, others)
    _steps(g, run.steps)
    end = run.end
    animal.facing = round(run.direction, 1)
    if not actions.on_table(end):
        animal.at = Point(inches(min(max(end.x, 0.0), TABLE_WIDTH)), inches(min(max(end.y, 0.0), TABLE_DEPTH)))
        animal.out = "fled"
        g.emit("wild_off_table", msg("SK-16.1", "wild_off_table", model=animal.id))
        return
    animal.at = Point(inches(end.x), inches(end.y), animal.at.z)
    g.emit("wild_run", msg("SK-16.1", "wild_run", model=animal.id, distance=inches(run.distance), x=animal.at.x,
                           y=animal.at.y))
    if run.charges:
        g.emit("wild_charge", msg("SK-16.1", "wild_charge", model=animal.id, target=run.charges))
    _spread_panic(g, animal)


def animals_turn_start(g, side: str):
    """SK-16.1 at the start of a side's turn: each of its animals that has been hit goes wild;
    each wild one runs (its direction rolled again)."""
    for m in sorted(g.state.side_models(side), key=lambda x: x.id):
        if m.kind != "animal" or not m.alive or m.out or card_of(m) is None:
            continue
        if m.wounds and not m.wild:
            go_wild_now(g, m)
            _spread_panic(g, m)
        if m.wild and m.conscious:
            wild_run(g, m)
            m.a_remaining = 0
    return
    yield


ACTIONS = {
    "mount": actions.Action("SK-16.2", check_mount, apply_mount),
    "dismount": actions.Action("SK-16.2", check_dismount, apply_dismount),
    "ride": actions.Action("SK-16.2", check_ride, apply_ride),
}


def sample_animal(g, model: Model, pool: str = "own") -> list[SkMove]:
    """Mounting each horse of the side in reach, dismounting, riding 3 and 8 inches in eight
    directions and towards the nearest enemy."""
    out: list[SkMove] = []
    mid = model.id

    def offer(kind: str, *args) -> None:
        mv = SkMove(kind, mid, *args)
        if mv not in out and actions.why_not(g, model, mv, pool) is None:
            out.append(mv)

    if model.kind == "animal":
        return out
    for h in sorted(g.state.side_models(model.side), key=lambda x: x.id):
        if h.kind == "animal":
            offer("mount", h.id)
    if model.riding:
        offer("dismount")
        enemy = min((m for m in g.state.models.values() if m.side != model.side and m.in_play),
                    key=lambda m: (m.at.distance(model.at), m.id), default=None)
        directions = [float(d) for d in range(0, 360, 45)]
        if enemy is not None:
            directions.append(round(bearing(model.at, enemy.at), 1))
        for d in directions:
            for dist in (3.0, 8.0):
                offer("ride", inches(model.at.x + dist * math.cos(math.radians(d))),
                      inches(model.at.y + dist * math.sin(math.radians(d))))
    return out


special_actions.register(actions.ACTIONS, ACTIONS)
