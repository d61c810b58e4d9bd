"""Animals in play (SK-16): riding a horse (mount, dismount, the ride: the horse's A and the
rider's share), leading an animal by the halter, what an animal may do by itself (a dog runs at
the enemy; a horse or cattle only when ridden or led), animals going wild when hit and panic
spreading, wild animals running at the start of each turn.

An animal is a :class:`cc_desktop.skirmish.state.Model` of ``kind`` "animal" with its card id in
``animal`` (sk-special's :mod:`cc_desktop.skirmish.animals`), on a side like any model.

Moves: ``mount M HORSE``, ``dismount M``, ``ride M X Y``; ``lead M ANIMAL`` (a horse, cattle, a
sheep, ram or pig taken by the halter: it walks beside M when M walks, SK-16.2/16.4/16.5) and
``let_go M``; work on an animal, paid in parts by one or more men (SK-16.2-16.4): ``harness M
ANIMAL PIECE A`` (a limbered gun, a vehicle, or ``sled`` for a dog), ``unharness M ANIMAL A``,
``saddle M HORSE A``, ``unsaddle M HORSE A``, ``fit_mine M DOG A``, ``remove_mine M DOG A``; the
master's orders (SK-16.3): ``send_dog M DOG X Y``, ``recall_dog M DOG``.
"""

from __future__ import annotations

import math
from functools import lru_cache

from cc_desktop.skirmish import actions, animals, reactions, special_actions
from cc_desktop.skirmish.decisions import ENGLISH, SkMove, inches, msg
from cc_desktop.skirmish.explain import Step, step_message
from cc_desktop.skirmish.state import Model
from cc_desktop.skirmish.types import TABLE_DEPTH, TABLE_WIDTH, Point, Posture, bearing

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
    # why an animal may not (the {why} of animal_may_not; a step of animals.may is one too)
    "animal_why.no_items": "an animal uses no items",
    "animal_why.wild": "a wild animal cannot be calmed",
    "animal_why.rides_nothing": "an animal rides nothing",
    "animal_why.no_work": "an animal does no work on another",
    "animal_why.dog_orders": "a dog takes orders, not gives them",
}
ENGLISH.add(MESSAGES)

#: actions an animal makes by itself, by the word of animals.may
MAY_KIND = {"move": "move", "jump": "jump", "charge": "melee", "blow": "melee"}
#: what an animal does at all (no hands: no items, no shots)
ANIMAL_ACTIONS = frozenset({"move", "jump", "charge", "blow", "turn", "crouch", "stand", "done"})


@lru_cache(maxsize=1)
def cards() -> dict:
    return animals.load_animals()


def _why(rule: str, code: str) -> Step:
    """Why an animal may not: the ``{why}`` of ``animal_may_not``, a step with its own code."""
    return Step.of(rule, "animal", f"animal_why.{code}")


def card_of(m: Model):
    return cards().get(m.animal or "")


def _steps(g, result_steps) -> None:
    for s in result_steps:
        g.emit("special_step", step_message(s))


def dog_target(g, dog: Model) -> Point | None:
    """SK-16.3: where the dog runs: where its master sent it, or back to the master who called it,
    else at the nearest enemy in play (sk-special's reading)."""
    enemies = [(m.id, m.at) for m in g.state.models.values() if m.side != dog.side and m.in_play and m.kind != "animal"]
    master = g.state.models.get(dog.called_by or "")
    recalled = master.at if master is not None and master.in_play else None
    p, _ = animals.dog_destination(dog.at, enemies, order=dog.sent_to, recalled_to=recalled)   # SK-16.3
    return p


def animal_refusal(g, model: Model, kind: str, move: SkMove | None = None):
    """SK-16.1 to SK-16.5: why an animal may not make a move of ``kind`` by itself (a horse or
    cattle only ridden or led; a dog runs at the enemy; a wild animal only runs, at the start of
    its turn); None when it may.  A rider may not walk while he rides."""
    if model.kind != "animal":
        if model.riding and kind in ("move", "jump", "climb", "charge", "enter_hole", "board", "lead"):
            return msg("SK-16.2", "riding", model=model.id, horse=model.riding)
        led = led_animal(g, model) if kind in NOT_WHILE_LEADING or kind == "mount" else None
        if led is not None:   # SK-16.2 he walks the animal he leads (the walk: check_move_leading)
            if kind == "lead":
                return msg("SK-16.2", "leading_already", model=model.id, animal=led.id)
            if not (kind == "mount" and move is not None and move.args[1] == led.id):   # he may mount it
                return msg("SK-16.2", "leading", model=model.id, animal=led.id)
        return None
    card = card_of(model)
    if kind not in ANIMAL_ACTIONS or card is None:
        return msg("SK-16.1", "animal_may_not", model=model.id, action=kind, why=_why("SK-16.1", "no_items"))
    if model.led_by and kind == "move":   # SK-16.2, SK-16.4, SK-16.5 it walks when its leader walks
        return msg(RULE_OF_LEAD.get(card.kind, "SK-16.2"), "animal_led_not_alone", model=model.id, leader=model.led_by)
    if model.wild and kind != "done":   # SK-16.1 it runs by itself at the start of each turn
        return msg("SK-16.1", "animal_may_not", model=model.id, action=kind, why=_why("SK-16.1", "wild"))
    if kind in MAY_KIND:
        ok, s = animals.may(card, MAY_KIND[kind], ridden=model.ridden_by is not None)
        if not ok:
            return msg(s.rule, "animal_may_not", model=model.id, action=kind, why=s)
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
        return msg("SK-16.2", "animal_may_not", model=model.id, action="mount", why=_why("SK-16.2", "rides_nothing"))
    if model.riding:
        return msg("SK-16.2", "riding", model=model.id, horse=model.riding)
    h = _horse(g, model, move.args[1])
    if h is None:
        return msg("SK-16.2", "not_a_horse", horse=move.args[1], model=model.id)
    if h.ridden_by or h.wild:
        return msg("SK-16.2", "horse_ridden", horse=h.id)
    if h.unsaddled:   # SK-16.2 (our reading) a horse is ridden saddled
        return msg("SK-16.2", "unsaddled_horse", horse=h.id)
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
    drag(g, h, h.at.x - start.x, h.at.y - start.y)   # SK-16.1
    g.emit("rode", msg("SK-16.2", "rode", model=model.id, horse=h.id, distance=inches(start.distance(to)),
                       x=h.at.x, y=h.at.y, horse_cost=cost, cost=rc.a_lost))
    return
    yield


# -- SK-16.2-16.4 harnessing, saddling, the anti-tank dog's mine (sk-guns) ----------------------------
JOB_MESSAGES = {
    "not_enough_a.animal_job": "{model} has {left} A, not the {cost} A offered for the work",
    "no_animal": "{animal} is not an animal of {model}'s side in play",
    "animal_not_in_reach": "{model} is not at {animal}",
    "animal_wild": "{animal} has gone wild: it cannot be calmed",
    "not_draught": "{animal} draws nothing: sheep, rams and pigs are not harnessed",
    "not_a_mine_dog": "{animal} is no dog: only a dog carries a mine",
    "no_tow": "{piece} is not a limbered gun, a vehicle or a sled {animal} can draw",
    "tow_not_in_reach": "{model} is not at {piece}",
    "tow_not_limbered": "{piece} is in action: its crew limber it before it is towed",
    "harnessed_already": "{animal} is harnessed to {piece} already",
    "not_harnessed": "{animal} is harnessed to nothing",
    "saddled_already": "{animal} is saddled already",
    "not_saddled": "{animal} has no saddle",
    "unsaddled_horse": "{horse} has no saddle: saddle it first",
    "horse_ridden_now": "{animal} has a rider: he dismounts first",
    "mine_fitted": "{animal} carries a mine already",
    "no_mine": "{animal} carries no mine",
    # log lines
    "job_restarted": "the work on {animal} begins again",
    "harnessed": "{animal} is harnessed to {piece}",
    "unharnessed": "{animal} is unharnessed from {piece}",
    "saddled": "{animal} is saddled",
    "unsaddled": "{animal} is unsaddled",
    "mine_on": "{animal} carries an anti-tank mine",
    "mine_off": "the mine is taken off {animal}",
    "dragged": "{animal} drags {piece} to {x},{y}",
}
#: the work on an animal (job id -> its English words)
JOB_WORDS = {"harness": "harnessing {animal}", "unharness": "unharnessing {animal}", "saddle": "saddling {animal}",
             "unsaddle": "unsaddling {animal}", "fit_mine": "fitting the mine to {animal}",
             "remove_mine": "taking the mine off {animal}"}
JOBS = tuple(JOB_WORDS)
JOB_MESSAGES |= {f"job_amount.{j}": "{model} may put 1 to {most} A into " + w for j, w in JOB_WORDS.items()}
JOB_MESSAGES |= {f"job_step.{j}": "{model} works {cost} A on " + w + " ({paid} of {need})" for j, w in JOB_WORDS.items()}
ENGLISH.add(JOB_MESSAGES)
#: what a dog is harnessed to: the dog sled (SK-16.3; no piece of its own on the table)
SLED = "sled"
#: SK-16.3 the dog's anti-tank mine, carried as an item of its equipment
DOG_MINE = "dog_mine"
#: the A a man spends on an order to his dog (our reading: a word and a gesture, as opening a door)
DOG_ORDER_A = 1


def _animal(g, model: Model, aid: str) -> Model | None:
    a = g.state.models.get(aid)
    if a is None or a.kind != "animal" or a.side != model.side or not a.alive or a.out or card_of(a) is None:
        return None
    return a


def _tow(g, pid: str):
    """The limbered gun or the vehicle ``pid`` (SK-15.1, SK-16.1), or None."""
    return g.state.guns.get(pid) or g.state.vehicles.get(pid)


def _tow_reach(g, model: Model, piece) -> bool:
    from cc_desktop.skirmish.state import Gun
    if isinstance(piece, Gun):
        return model.at.distance(piece.at) <= actions.REACH + 1e-9
    from cc_desktop.skirmish import vehicle_play
    return model.at.distance(piece.at) <= vehicle_play.card_of(piece).length / 2 + actions.REACH + 1e-9


def job_cost(g, animal: Model, job: str, paid: dict) -> int:
    """SK-16.2 / SK-16.4: harnessing or unharnessing a horse or cattle 40 A, saddling or
    unsaddling 50 A (a Rider taking part: 15 and 20); SK-16.3: a dog to its sled 20 A, its mine
    fitted or removed 12 A."""
    kind = card_of(animal).kind
    if kind == "dog":
        return animals.dog_cost({"harness": "harness_sled", "unharness": "harness_sled"}.get(job, job))
    rider = any(g.state.models[m].has("rider") for m in paid if m in g.state.models)   # SK-16.2, SK-16.4 Rider: 15 / 20
    return animals.horse_cost(job, rider_skill=rider)


def _job_key(move: SkMove) -> str:
    return f"harness:{move.args[2]}" if move.kind == "harness" else move.kind


def _job_refusal(g, model: Model, animal: Model, move: SkMove):
    """Why the work ``move`` may not be done on ``animal`` now (the rule of each job)."""
    kind = card_of(animal).kind
    job = move.kind
    if job in ("harness", "unharness") and kind not in ("horse", "cattle", "dog"):   # SK-16.5
        return msg("SK-16.5", "not_draught", animal=animal.id)
    if job in ("saddle", "unsaddle") and kind != "horse":   # SK-16.2
        return msg("SK-16.2", "not_a_horse", horse=animal.id, model=model.id)
    if job in ("fit_mine", "remove_mine") and kind != "dog":   # SK-16.3
        return msg("SK-16.3", "not_a_mine_dog", animal=animal.id)
    if job == "harness":
        if animal.harnessed_to:
            return msg("SK-16.1", "harnessed_already", animal=animal.id, piece=animal.harnessed_to)
        pid = move.args[2]
        if kind == "dog":
            if pid != SLED:   # SK-16.3 a dog is harnessed to a dog sled
                return msg("SK-16.3", "no_tow", piece=pid, animal=animal.id)
        else:
            piece = _tow(g, pid)
            if piece is None or piece.side != model.side:
                return msg("SK-16.2", "no_tow", piece=pid, animal=animal.id)
            if getattr(piece, "ready", False):   # SK-15.1 a gun is towed limbered
                return msg("SK-15.1", "tow_not_limbered", piece=pid)
            if not _tow_reach(g, model, piece):
                return msg("SK-16.2", "tow_not_in_reach", model=model.id, piece=pid)
    if job == "unharness" and not animal.harnessed_to:
        return msg("SK-16.1", "not_harnessed", animal=animal.id)
    if job == "saddle" and not animal.unsaddled:
        return msg("SK-16.2", "saddled_already", animal=animal.id)
    if job == "unsaddle":
        if animal.unsaddled:
            return msg("SK-16.2", "not_saddled", animal=animal.id)
        if animal.ridden_by:
            return msg("SK-16.2", "horse_ridden_now", animal=animal.id)
    if job == "fit_mine" and DOG_MINE in animal.equipment:
        return msg("SK-16.3", "mine_fitted", animal=animal.id)
    if job == "remove_mine" and DOG_MINE not in animal.equipment:
        return msg("SK-16.3", "no_mine", animal=animal.id)
    return None


def _paid_so_far(animal: Model, key: str) -> dict:
    return dict(animal.job_paid) if animal.job == key else {}


def job_left(g, model: Model, animal: Model, key: str, job: str) -> int:
    """The A the work still needs, counting ``model`` among those taking part."""
    paid = _paid_so_far(animal, key)
    return job_cost(g, animal, job, paid | {model.id: paid.get(model.id, 0)}) - sum(paid.values())


def check_animal_job(g, model: Model, move: SkMove, pool: str):
    if model.kind == "animal":
        return msg("SK-16.1", "animal_may_not", model=model.id, action=move.kind, why=_why("SK-16.1", "no_work"))
    if model.riding:
        return msg("SK-16.2", "riding", model=model.id, horse=model.riding)
    animal = _animal(g, model, move.args[1])
    if animal is None:
        return msg("SK-16.1", "no_animal", animal=move.args[1], model=model.id)
    if animal.wild:   # SK-16.1 it cannot be calmed
        return msg("SK-16.1", "animal_wild", animal=animal.id)
    if model.at.distance(animal.at) > actions.REACH + card_of(animal).base_radius + 1e-9:
        return msg("SK-16.1", "animal_not_in_reach", model=model.id, animal=animal.id)
    why = _job_refusal(g, model, animal, move)
    if why:
        return why
    a = int(move.args[-1])
    most = job_left(g, model, animal, _job_key(move), move.kind)
    if a < 1 or a > most:
        return msg(RULE_OF_JOB[move.kind], f"job_amount.{move.kind}", model=model.id, most=most, animal=animal.id)
    return actions._short(model, a, pool, "animal_job")


def apply_animal_job(g, model: Model, move: SkMove, pool: str):
    """SK-16.2-16.4: the men put A into the work (several may share it, over several turns, as a
    gun's crew do, SK-15.1); when the A paid reach its cost it is done: the animal harnessed to
    the gun, vehicle or sled or unharnessed, saddled or unsaddled, its mine fitted or removed."""
    animal = g.state.models[move.args[1]]
    key, a = _job_key(move), int(move.args[-1])
    if animal.job is not None and animal.job != key:
        g.emit("job_restarted", msg(RULE_OF_JOB[move.kind], "job_restarted", animal=animal.id))
    paid = _paid_so_far(animal, key)
    paid[model.id] = paid.get(model.id, 0) + a
    actions.spend(model, a, pool)
    animal.job, animal.job_paid = key, paid
    need = job_cost(g, animal, move.kind, paid)
    total = sum(paid.values())
    g.emit("job_step", msg(RULE_OF_JOB[move.kind], f"job_step.{move.kind}", model=model.id, cost=a, animal=animal.id,
                           paid=total, need=need))
    if total < need:
        return
    animal.job, animal.job_paid = None, {}
    rule = RULE_OF_JOB[move.kind]
    if move.kind == "harness":
        animal.harnessed_to = move.args[2]   # SK-16.1 it draws the piece from now on
        g.emit("harnessed", msg(rule, "harnessed", animal=animal.id, piece=animal.harnessed_to))
    elif move.kind == "unharness":
        g.emit("unharnessed", msg(rule, "unharnessed", animal=animal.id, piece=animal.harnessed_to))
        animal.harnessed_to = None
    elif move.kind in ("saddle", "unsaddle"):
        animal.unsaddled = move.kind == "unsaddle"   # SK-16.2
        g.emit(move.kind + "d", msg(rule, move.kind + "d", animal=animal.id))
    elif move.kind == "fit_mine":
        animal.equipment.append(DOG_MINE)   # SK-16.3
        g.emit("mine_on", msg(rule, "mine_on", animal=animal.id))
    else:
        animal.equipment.remove(DOG_MINE)   # SK-16.3
        g.emit("mine_off", msg(rule, "mine_off", animal=animal.id))
    return
    yield


#: the rule of each work on an animal
RULE_OF_JOB = {"harness": "SK-16.2", "unharness": "SK-16.2", "saddle": "SK-16.2", "unsaddle": "SK-16.2",
               "fit_mine": "SK-16.3", "remove_mine": "SK-16.3"}


def drag(g, animal: Model, dx: float, dy: float) -> None:
    """SK-16.1: an animal harnessed to a cart drags it with it: the gun or vehicle it draws moves
    as it moved (a dog's sled has no piece of its own on the table)."""
    from cc_desktop.skirmish import vehicle_play
    piece = _tow(g, animal.harnessed_to or "")
    if piece is None or (dx == 0 and dy == 0):
        return
    to = Point(inches(min(max(piece.at.x + dx, 0.0), TABLE_WIDTH)), inches(min(max(piece.at.y + dy, 0.0), TABLE_DEPTH)))
    piece.at = to   # SK-16.1
    if piece.id in g.state.vehicles:
        vehicle_play.place_occupants(g, piece)
    g.emit("dragged", msg("SK-16.1", "dragged", animal=animal.id, piece=piece.id, x=to.x, y=to.y))


# -- SK-16.3 the master's orders to his dog (sk-guns) ----------------------------------------------------
ORDER_MESSAGES = {
    "not_enough_a.dog_order": "{model} has {left} A; an order to the dog costs {cost}",
    "not_a_dog": "{dog} is not a dog of {model}'s side in play",
    "dog_moved": "{dog} has started its move this turn: orders are given at its start",
    "dog_not_seen": "{model} cannot see {dog}",
    # log lines
    "dog_sent": "{model} sends {dog} to {x},{y}",
    "dog_recalled": "{model} calls {dog} back",
}
ENGLISH.add(ORDER_MESSAGES)


def _dog(g, model: Model, did: str) -> Model | None:
    d = _animal(g, model, did)
    return d if d is not None and card_of(d).kind == "dog" else None


def check_dog_order(g, model: Model, move: SkMove, pool: str):
    if model.kind == "animal":
        return msg("SK-16.3", "animal_may_not", model=model.id, action=move.kind, why=_why("SK-16.3", "dog_orders"))
    dog = _dog(g, model, move.args[1])
    if dog is None:
        return msg("SK-16.3", "not_a_dog", dog=move.args[1], model=model.id)
    if dog.wild:
        return msg("SK-16.1", "animal_wild", animal=dog.id)
    if dog.activated and dog.side == g.state.side:   # SK-16.3 at the start of its move
        return msg("SK-16.3", "dog_moved", dog=dog.id)
    if not reactions.can_see(g, model, dog):   # our reading: the master sees his dog
        return msg("SK-16.3", "dog_not_seen", model=model.id, dog=dog.id)
    if move.kind == "send_dog":
        to = Point(float(move.args[2]), float(move.args[3]))
        if not actions.on_table(to):
            return msg("SK-5.1", "off_table", x=to.x, y=to.y)
    return actions._short(model, DOG_ORDER_A, pool, "dog_order")


def apply_dog_order(g, model: Model, move: SkMove, pool: str):
    """SK-16.3: the master tells his dog where to go (``send_dog``) or calls it back to him
    (``recall_dog``), 1 A (our reading); the dog's next move this turn goes there
    (:func:`dog_target`)."""
    dog = g.state.models[move.args[1]]
    actions.spend(model, DOG_ORDER_A, pool)
    if move.kind == "send_dog":
        dog.sent_to, dog.called_by = Point(float(move.args[2]), float(move.args[3])), None
        g.emit("dog_sent", msg("SK-16.3", "dog_sent", model=model.id, dog=dog.id, x=dog.sent_to.x, y=dog.sent_to.y))
    else:
        dog.sent_to, dog.called_by = None, model.id
        g.emit("dog_recalled", msg("SK-16.3", "dog_recalled", model=model.id, dog=dog.id))
    return
    yield


# -- SK-16.2 / SK-16.4 / SK-16.5 leading an animal by the halter (sk-lead) ------------------------------
LEAD_MESSAGES = {
    "not_enough_a.lead": "{model} has {left} A; taking {animal} by the halter costs {cost}",
    "not_enough_a.led_walk": "{animal} has {left} A; walking beside {model} costs it {cost}",
    "dog_not_led": "{animal} is a dog: it runs by itself, its master gives it orders",
    "animal_ridden": "{animal} has a rider: a ridden horse is not led",
    "animal_led_already": "{animal} is led by {leader} already",
    "leading_already": "{model} leads {animal} already: he lets go first",
    "lead_standing": "{model} is not standing: a man leads an animal on his feet",
    "leading": "{model} leads {animal}: he lets go first",
    "not_leading": "{model} leads no animal",
    "led_cannot_follow": "{animal} cannot walk there beside {model}",
    "animal_led_not_alone": "{model} is led by {leader}: it walks when he walks",
    # log lines
    "takes_lead": "{model} takes {animal} by the halter ({cost} A)",
    "lets_go": "{model} lets go of {animal}",
    "led_walk": "{animal} walks beside {model} {distance} inches to {x},{y} ({cost} A)",
    "lets_go.crouching": "{model} is down: he lets go of {animal}",
    "lets_go.out_of_play": "{model} is out of the fight: he lets go of {animal}",
    "lets_go.on_horse": "{model} is in the saddle: he lets go of {animal}",
    "lets_go.in_vehicle": "{model} is in a vehicle: he lets go of {animal}",
    "lets_go.wild": "{animal} has gone wild: it tears free of {model}",
    "lets_go.animal_out": "{animal} is down: {model} lets go of it",
    "lets_go.ridden": "{animal} has a rider now: {model} lets go of it",
    "lets_go.apart": "{model} is no longer at {animal}: he has let go of it",
    "lets_go.taking_cover": "{model} runs for cover and lets go of {animal}",
}
ENGLISH.add(LEAD_MESSAGES)
#: the A a man spends to take an animal by the halter (our reading: a short act, as picking an item up, SK-4.4)
LEAD_A = 1
#: the actions a man leading an animal may not make before he lets go (he walks it, he does not jump,
#: climb, charge, get into a hole or a vehicle or onto another horse with it)
NOT_WHILE_LEADING = frozenset({"jump", "climb", "charge", "enter_hole", "board", "ride", "lead"})


def led_animal(g, man: Model) -> Model | None:
    """The animal ``man`` leads (its ``led_by``), or None."""
    for m in g.state.models.values():
        if m.led_by == man.id and m.kind == "animal":
            return m
    return None


def _in_reach(man: Model, animal: Model) -> bool:
    return man.at.distance(animal.at) <= actions.REACH + card_of(animal).base_radius + 1e-6


def lead_broken(g, man: Model | None, animal: Model) -> str | None:
    """Why the man no longer holds the animal (the code's last word: ``lets_go.<why>``), or None
    while he does (SK-16.1 a wild animal tears free; our reading: a man leads standing, on foot,
    in reach of the animal's head)."""
    if animal.wild:
        return "wild"
    if not animal.alive or animal.out or not animal.conscious:
        return "animal_out"
    if man is None or not man.in_play:
        return "out_of_play"
    if man.riding:
        return "on_horse"
    if animal.ridden_by:
        return "ridden"
    if man.posture is not Posture.STANDING:
        return "crouching"
    if man.vehicle:
        return "in_vehicle"
    if not _in_reach(man, animal):
        return "apart"
    return None


def let_go(g, man_id: str, animal: Model, why: str | None = None) -> None:
    """The man lets go of the animal: at will (``why`` None) or because the lead broke."""
    animal.led_by = None
    code = "lets_go" if why is None else f"lets_go.{why}"
    g.emit("lets_go", msg(RULE_OF_LEAD.get(card_of(animal).kind, "SK-16.2"), code, model=man_id, animal=animal.id))


def after_action(g) -> None:
    """After every action (``actions.apply``) and as a turn begins: SK-16.1 an animal that has been
    hit goes wild at once (its rider thrown off, the panic spreading; it runs at the start of its
    side's turn); SK-16.2 / SK-16.4 / SK-16.5 a lead that broke is let go of: the man fell or
    crouched, was knocked out or killed, got onto a horse or into a vehicle, was pushed away from
    the animal; the animal went wild, fell or was mounted."""
    for a in sorted(g.state.models.values(), key=lambda m: m.id):
        if a.kind == "animal" and a.wounds and not a.wild and a.alive and not a.out and card_of(a) is not None:
            go_wild_now(g, a)   # SK-16.1 an animal that is hit immediately goes wild
            _spread_panic(g, a)
    for a in sorted(g.state.models.values(), key=lambda m: m.id):
        if a.led_by is None:
            continue
        why = lead_broken(g, g.state.models.get(a.led_by), a)
        if why is not None:
            let_go(g, a.led_by, a, why)


#: the rule that says each kind of animal is led
RULE_OF_LEAD = {"horse": "SK-16.2", "cattle": "SK-16.4", "sheep_pig": "SK-16.5"}


def check_lead(g, model: Model, move: SkMove, pool: str):
    animal = _animal(g, model, move.args[1])
    if animal is None:
        return msg("SK-16.1", "no_animal", animal=move.args[1], model=model.id)
    kind = card_of(animal).kind
    if kind == "dog":   # SK-16.3 a dog goes by itself
        return msg("SK-16.3", "dog_not_led", animal=animal.id)
    rule = RULE_OF_LEAD[kind]
    if animal.wild:   # SK-16.1 a wild animal cannot be calmed
        return msg("SK-16.1", "animal_wild", animal=animal.id)
    if animal.ridden_by:   # SK-16.2 ridden or led
        return msg("SK-16.2", "animal_ridden", animal=animal.id)
    if animal.led_by:
        return msg(rule, "animal_led_already", animal=animal.id, leader=animal.led_by)
    if model.posture is not Posture.STANDING or model.in_hole:   # our reading: he leads on his feet
        return msg(rule, "lead_standing", model=model.id)
    if not _in_reach(model, animal):
        return msg(rule, "animal_not_in_reach", model=model.id, animal=animal.id)
    return actions._short(model, LEAD_A, pool, "lead")


def apply_lead(g, model: Model, move: SkMove, pool: str):
    """SK-16.2 / SK-16.4 / SK-16.5: a horse, cow, bull, sheep, ram or pig moves only when led: a
    man in reach of it takes it by the halter or rope (1 A, our reading); from then on it walks
    beside him when he walks (:func:`follow`)."""
    animal = g.state.models[move.args[1]]
    actions.spend(model, LEAD_A, pool)
    animal.led_by = model.id
    g.emit("takes_lead", msg(RULE_OF_LEAD[card_of(animal).kind], "takes_lead", model=model.id, animal=animal.id,
                             cost=LEAD_A))
    return
    yield


def check_let_go(g, model: Model, move: SkMove, pool: str):
    if led_animal(g, model) is None:
        return msg("SK-16.2", "not_leading", model=model.id)
    return None


def apply_let_go(g, model: Model, move: SkMove, pool: str):
    """Letting go of the halter costs nothing (as dropping an item, SK-4.3)."""
    let_go(g, model.id, led_animal(g, model))
    return
    yield


def _follow_to(man: Model, animal: Model, to: Point) -> Point:
    """Where the led animal ends when its leader walks to ``to``: as far beside him as it was
    (it keeps its place at his side)."""
    return Point(inches(to.x + animal.at.x - man.at.x), inches(to.y + animal.at.y - man.at.y), animal.at.z)


def lead_refusal(g, man: Model, animal: Model, move: SkMove, pool: str):
    """Why the leader's walk ``move`` is refused because of the animal beside him: it cannot go
    there (off the table, a blocked way) or has not the A for it (it walks as men do, SK-16.2).
    A dash for cover (another pool) lets go instead (:func:`follow`)."""
    if pool != "own":
        return None
    to = Point(float(move.args[1]), float(move.args[2]), man.at.z)
    end = _follow_to(man, animal, to)
    rule = RULE_OF_LEAD[card_of(animal).kind]
    if not actions.on_table(end):
        return msg(rule, "led_cannot_follow", animal=animal.id, model=man.id)
    cost = actions.movement_cost(g, animal, animal.at, end, crouching=False)
    if cost is None:
        return msg(rule, "led_cannot_follow", animal=animal.id, model=man.id)
    if cost > animal.a_remaining:
        return msg("SK-3.4", "not_enough_a.led_walk", animal=animal.id, model=man.id, left=animal.a_remaining,
                   cost=cost)
    return None


def follow(g, man: Model, animal: Model, start: Point, pool: str) -> None:
    """SK-16.2 / SK-16.4 / SK-16.5: the led animal walks beside its leader the way he walked
    (from ``start`` to where he got), paying its own A for its path as men do; a cart or gun it
    is harnessed to comes along (SK-16.1).  A man dashing for cover after a failed Morale test
    (another pool than his own turn's A) lets go of it first."""
    if pool != "own":
        let_go(g, man.id, animal, "taking_cover")
        return
    dx, dy = man.at.x - start.x, man.at.y - start.y
    if abs(dx) < 1e-9 and abs(dy) < 1e-9:
        return
    before = animal.at
    end = Point(inches(before.x + dx), inches(before.y + dy), before.z)
    cost = actions.movement_cost(g, animal, before, end, crouching=False) or 0
    animal.a_remaining -= min(cost, max(0, animal.a_remaining))
    animal.at = end
    animal.facing = man.facing
    animal.moved = True
    drag(g, animal, end.x - before.x, end.y - before.y)   # SK-16.1 the cart comes along
    g.emit("led_walk", msg(RULE_OF_LEAD[card_of(animal).kind], "led_walk", animal=animal.id, model=man.id,
                           distance=inches(before.distance(end)), x=end.x, y=end.y, cost=cost))


def check_move_leading(g, model: Model, move: SkMove, pool: str):
    """SK-5.1 a man's walk (:func:`actions.check_move`); a man leading an animal walks only where
    it can walk beside him (:func:`lead_refusal`)."""
    led = led_animal(g, model) if model.kind != "animal" else None
    return (lead_refusal(g, model, led, move, pool) if led is not None else None) or actions.check_move(g, model, move, pool)


def apply_move_leading(g, model: Model, move: SkMove, pool: str):
    """SK-5.1 a man's walk (:func:`actions.apply_move`), with the animal he leads beside him
    (:func:`follow`)."""
    animal = led_animal(g, model)
    start = model.at
    yield from actions.apply_move(g, model, move, pool)
    if animal is not None and animal.led_by == model.id:
        follow(g, model, animal, start, pool)


# -- SK-16.1 going wild ----------------------------------------------------------------------------------
def go_wild_now(g, animal: Model) -> None:
    """SK-16.1: the animal goes wild (it cannot be calmed); its rider is thrown off."""
    if animal.wild:
        return
    animal.wild = True
    g.emit("goes_wild", msg("SK-16.1", "goes_wild", model=animal.id))
    if animal.led_by:   # SK-16.1 it tears free of the man leading it
        let_go(g, animal.led_by, animal, "wild")
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
    start = animal.at
    animal.facing = round(run.direction, 1)
    if not actions.on_table(end):
        animal.at = Point(inches(min(max(end.x, 0.0), TABLE_WIDTH)), inches(min(max(end.y, 0.0), TABLE_DEPTH)))
        animal.out = "fled"
        g.emit("wild_off_table", msg("SK-16.1", "wild_off_table", model=animal.id))
        return
    animal.at = Point(inches(end.x), inches(end.y), animal.at.z)
    drag(g, animal, animal.at.x - start.x, animal.at.y - start.y)   # SK-16.1 the cart comes along
    g.emit("wild_run", msg("SK-16.1", "wild_run", model=animal.id, distance=inches(run.distance), x=animal.at.x,
                           y=animal.at.y))
    if run.charges:
        g.emit("wild_charge", msg("SK-16.1", "wild_charge", model=animal.id, target=run.charges))
    _spread_panic(g, animal)


def animals_turn_start(g, side: str):
    """SK-16.1 at the start of a side's turn: each wild animal of the side runs (its direction
    rolled again).  First :func:`after_action`: an animal hit since the last action goes wild, a
    lead broken meanwhile (a leader who bled unconscious, surrendered) is let go of."""
    after_action(g)
    for m in sorted(g.state.side_models(side), key=lambda x: x.id):
        if m.kind != "animal" or not m.alive or m.out or card_of(m) is None:
            continue
        m.sent_to = m.called_by = None   # SK-16.3 an order holds for the move it was given for
        if m.wounds and not m.wild:
            go_wild_now(g, m)
            _spread_panic(g, m)
        if m.wild and m.conscious:
            wild_run(g, m)
            m.a_remaining = 0
    return
    yield


ACTIONS = {
    # SK-5.1 a man's walk, with the animal he leads beside him (SK-16.2, SK-16.4, SK-16.5)
    "move": actions.Action("SK-5.1", check_move_leading, apply_move_leading),
    "lead": actions.Action("SK-16.2", check_lead, apply_lead),
    "let_go": actions.Action("SK-16.2", check_let_go, apply_let_go),
    "mount": actions.Action("SK-16.2", check_mount, apply_mount),
    "dismount": actions.Action("SK-16.2", check_dismount, apply_dismount),
    "ride": actions.Action("SK-16.2", check_ride, apply_ride),
    "harness": actions.Action("SK-16.2", check_animal_job, apply_animal_job),
    "unharness": actions.Action("SK-16.2", check_animal_job, apply_animal_job),
    "saddle": actions.Action("SK-16.2", check_animal_job, apply_animal_job),
    "unsaddle": actions.Action("SK-16.2", check_animal_job, apply_animal_job),
    "fit_mine": actions.Action("SK-16.3", check_animal_job, apply_animal_job),
    "remove_mine": actions.Action("SK-16.3", check_animal_job, apply_animal_job),
    "send_dog": actions.Action("SK-16.3", check_dog_order, apply_dog_order),
    "recall_dog": actions.Action("SK-16.3", check_dog_order, apply_dog_order),
}


def sample_animal(g, model: Model, pool: str = "own") -> list[SkMove]:
    """Mounting each horse of the side in reach, taking each animal in reach by the halter and
    letting go, dismounting, riding 3 and 8 inches in eight directions and towards the nearest
    enemy (a leader's walk is the ordinary move's sample, each checked with the animal beside)."""
    out: list[SkMove] = []
    mid = model.id

    def offer(kind: str, *args) -> None:
        mv = SkMove(kind, mid, *args)
        if mv not in out and actions.why_not(g, model, mv, pool) is None:
            out.append(mv)

    if model.kind == "animal":
        return out
    left = actions.available(model, pool)
    tows = sorted([p.id for p in g.state.guns.values() if p.side == model.side and not p.ready]
                  + [v.id for v in g.state.vehicles.values() if v.side == model.side and not v.off_table]) + [SLED]
    for h in sorted(g.state.side_models(model.side), key=lambda x: x.id):
        if h.kind == "animal":
            offer("mount", h.id)
            offer("lead", h.id)   # SK-16.2, SK-16.4, SK-16.5 by the halter
            if card_of(h) is not None and card_of(h).kind == "dog":   # SK-16.3 the master's orders
                offer("recall_dog", h.id)
                enemy = min((m for m in g.state.models.values() if m.side != model.side and m.in_play),
                            key=lambda m: (m.at.distance(h.at), m.id), default=None)
                if enemy is not None:
                    offer("send_dog", h.id, inches(enemy.at.x), inches(enemy.at.y))
            if _animal(g, model, h.id) is None or model.at.distance(h.at) > actions.REACH + card_of(h).base_radius:
                continue
            for job in JOBS:   # SK-16.2-16.4 the work on it: 1 A, 4 A and all that is still needed
                for pid in (tows if job == "harness" else [None]):
                    args = (h.id, pid) if pid else (h.id,)
                    key = f"harness:{pid}" if pid else job
                    if h.wild or _job_refusal(g, model, h, SkMove(job, mid, *args, 1)) is not None:
                        continue
                    most = job_left(g, model, h, key, job)
                    for a in sorted({1, 4, min(most, left)}):
                        if a >= 1:
                            offer(job, *args, a)
    if led_animal(g, model) is not None:
        offer("let_go")
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
