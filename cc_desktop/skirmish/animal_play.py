"""Animals in play (SK-16): riding a horse (mount, dismount, the ride: the horse's A and the
rider's share), leading an animal by the halter, what an animal may do by itself (a dog runs at
the enemy; a horse or cattle only when ridden or led), animals going wild when hit and panic
spreading, wild animals running at the start of each turn.

An animal is a :class:`cc_desktop.skirmish.state.Model` of ``kind`` "animal" with its card id in
``animal`` (sk-special's :mod:`cc_desktop.skirmish.animals`), on a side like any model.

Moves: ``mount M HORSE``, ``dismount M``, ``ride M X Y``; ``lead M ANIMAL`` (a horse, cattle, a
sheep, ram or pig taken by the halter: it walks beside M when M walks, SK-16.2/16.4/16.5) and
``let_go M``; work on an animal, paid in parts by one or more men (SK-16.2-16.4): ``harness M
ANIMAL PIECE A`` (a limbered gun or a vehicle; a dog sled for a dog), ``unharness M ANIMAL A``,
``saddle M HORSE A``, ``unsaddle M HORSE A``, ``fit_mine M DOG A``, ``remove_mine M DOG A``; the
master's orders (SK-16.3; by the dog's master only while he is in play, :func:`master_of`):
``send_dog M DOG X Y``, ``recall_dog M DOG``; the dog sled (SK-16.3, our
design): ``sled_on M SLED WHO`` (M gets on, or lays WHO on it), ``sled_off M SLED WHO``.

The anti-tank dog's mine (SK-16.3, our design, sk-dogs): a dog carrying it that reaches an enemy
vehicle on its move (any vehicle when wild), or that an enemy vehicle runs into
(``vehicle_play.mine_dog_on_way``), sets it off (:func:`detonate`): the vehicle takes one
hit on its damage table (``vehicle_play.hit_vehicle``), the dog dies, the men around suffer a
blast (``weapon_play.blast``); a hit on the dog may set it off (:func:`after_action`).
"""

from __future__ import annotations

import math
from functools import lru_cache

from cc_desktop.skirmish import actions, animals, reactions, special_actions
from cc_desktop.skirmish.decisions import ENGLISH, SkMove, inches, msg
from cc_desktop.skirmish.explain import Step, step_message
from cc_desktop.skirmish.state import Model, Sled
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


@lru_cache(maxsize=1)
def kit() -> animals.DogKit:
    """SK-16.3 the anti-tank dog's mine and the dog sled (animals.json, our design)."""
    return animals.load_dog_kit()


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
        if kind in NOT_ON_SLED:   # SK-16.3 (our design) a man on a sled gets off first
            sled = sled_of_man(g, model)
            if sled is not None:
                return msg("SK-16.3", "on_sled", model=model.id, piece=sled.id)
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
        if card.kind == "dog" and kind == "move" and model.harnessed_to and model.sent_to is None \
                and model.called_by is None:   # SK-16.3 (our design) a sled dog runs where it is told
            return msg("SK-16.3", "sled_unsent", animal=model.id, piece=model.harnessed_to)
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
    "mine_dog_not_harnessed": "{animal} carries a mine: an anti-tank dog is not harnessed",
    "harnessed_no_mine": "{animal} is harnessed to {piece}: it is unharnessed before a mine is fitted",
    "sled_team_full": "{piece} has {dogs} dogs in harness, the most it takes",
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


def _drawn(g, pid: str):
    """What an animal is harnessed to: a gun, a vehicle or a dog sled (SK-16.1, SK-16.3), or None."""
    return _tow(g, pid) or g.state.sleds.get(pid)


def _tow_reach(g, model: Model, piece) -> bool:
    from cc_desktop.skirmish.state import Gun
    if isinstance(piece, Gun):
        return model.at.distance(piece.at) <= actions.REACH + 1e-9
    if isinstance(piece, Sled):   # SK-16.3 (our design) at the sled: its half length and a reach
        return model.at.distance(piece.at) <= kit().sled.length / 2 + actions.REACH + 1e-9
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
        if kind == "dog":   # SK-16.3 a dog is harnessed to a dog sled of its side
            sled = g.state.sleds.get(pid)
            if sled is None or sled.side != model.side:
                return msg("SK-16.3", "no_tow", piece=pid, animal=animal.id)
            if DOG_MINE in animal.equipment:   # our design: a mine dog runs free
                return msg("SK-16.3", "mine_dog_not_harnessed", animal=animal.id)
            if not _tow_reach(g, model, sled):
                return msg("SK-16.3", "tow_not_in_reach", model=model.id, piece=pid)
            team = sled_team(g, sled)
            if len(team) >= kit().sled.max_dogs:
                return msg("SK-16.3", "sled_team_full", piece=pid, dogs=len(team))
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
    if job == "fit_mine" and animal.harnessed_to:   # our design: a dog in harness carries no mine
        return msg("SK-16.3", "harnessed_no_mine", animal=animal.id, piece=animal.harnessed_to)
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


def _clamped(x: float, y: float, z: float = 0.0) -> Point:
    return Point(inches(min(max(x, 0.0), TABLE_WIDTH)), inches(min(max(y, 0.0), TABLE_DEPTH)), z)


def drag(g, animal: Model, dx: float, dy: float) -> None:
    """SK-16.1: an animal harnessed to a cart drags it with it: the gun, vehicle or dog sled it
    draws moves as it moved; a sled's other dogs and the men on it come along (SK-16.3)."""
    from cc_desktop.skirmish import vehicle_play
    piece = _drawn(g, animal.harnessed_to or "")
    if piece is None or (dx == 0 and dy == 0):
        return
    to = _clamped(piece.at.x + dx, piece.at.y + dy)
    piece.at = to   # SK-16.1
    if piece.id in g.state.vehicles:
        vehicle_play.place_occupants(g, piece)
    elif isinstance(piece, Sled):
        _sled_follows(g, piece, animal, dx, dy)
    g.emit("dragged", msg("SK-16.1", "dragged", animal=animal.id, piece=piece.id, x=to.x, y=to.y))


# -- SK-16.3 the master's orders to his dog (sk-guns) ----------------------------------------------------
ORDER_MESSAGES = {
    "not_enough_a.dog_order": "{model} has {left} A; an order to the dog costs {cost}",
    "not_a_dog": "{dog} is not a dog of {model}'s side in play",
    "dog_moved": "{dog} has started its move this turn: orders are given at its start",
    "dog_not_seen": "{model} cannot see {dog}",
    "not_dog_master": "{model} is not the master of {dog}: only {master} gives it orders",
    # log lines
    "dog_sent": "{model} sends {dog} to {x},{y}",
    "dog_recalled": "{model} calls {dog} back",
}
ENGLISH.add(ORDER_MESSAGES)


def _dog(g, model: Model, did: str) -> Model | None:
    d = _animal(g, model, did)
    return d if d is not None and card_of(d).kind == "dog" else None


def master_of(g, dog: Model) -> Model | None:
    """SK-16.3: the dog's master (the battle's ``master``, :func:`vehicle_play.pieces_from_battle`)
    while he is in play; None when it has none, or he is dead, out of the fight or out of the
    battle (then any man of its side may order it, docs/skirmish-decisions/dogs.md)."""
    ref = next((a.get("master") for a in (g.setup.pieces or {}).get("animals", []) if a.get("id") == dog.id), None)
    master = g.state.models.get(ref or "")
    return master if master is not None and master.in_play else None


def check_dog_order(g, model: Model, move: SkMove, pool: str):
    if model.kind == "animal":
        return msg("SK-16.3", "animal_may_not", model=model.id, action=move.kind, why=_why("SK-16.3", "dog_orders"))
    dog = _dog(g, model, move.args[1])
    if dog is None:
        return msg("SK-16.3", "not_a_dog", dog=move.args[1], model=model.id)
    master = master_of(g, dog)
    if master is not None and master.id != model.id:   # SK-16.3 "its master may ... tell it where to go"
        return msg("SK-16.3", "not_dog_master", model=model.id, dog=dog.id, master=master.id)
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
NOT_WHILE_LEADING = frozenset({"jump", "climb", "charge", "enter_hole", "board", "ride", "lead", "sled_on"})


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


def after_action(g):
    """After every action (``actions.apply``) and as a turn begins: SK-16.1 an animal that has been
    hit goes wild at once (its rider thrown off, the panic spreading; it runs at the start of its
    side's turn); SK-16.2 / SK-16.4 / SK-16.5 a lead that broke is let go of: the man fell or
    crouched, was knocked out or killed, got onto a horse or into a vehicle, was pushed away from
    the animal; the animal went wild, fell or was mounted.  SK-16.3 (our design): the mine of a dog
    that the hit made go wild, or of a dog killed, may go off (:func:`hit_mines`).  A procedure:
    a mine going off opens the blast's windows."""
    while True:
        hit = []
        for a in sorted(g.state.models.values(), key=lambda m: m.id):
            if a.kind == "animal" and a.wounds and not a.wild and a.alive and not a.out and card_of(a) is not None:
                go_wild_now(g, a)   # SK-16.1 an animal that is hit immediately goes wild
                _spread_panic(g, a)
                hit.append(a.id)
        for a in sorted(g.state.models.values(), key=lambda m: m.id):
            if a.led_by is None:
                continue
            why = lead_broken(g, g.state.models.get(a.led_by), a)
            if why is not None:
                let_go(g, a.led_by, a, why)
        if not (yield from hit_mines(g, hit)):   # a blast may have hit more animals: again
            return


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
    it can walk beside him (:func:`lead_refusal`); a dog in harness only where its team can draw
    the sled (:func:`sled_refusal`)."""
    if model.kind == "animal":
        sled = sled_drawn_by(g, model)
        return actions.check_move(g, model, move, pool) or (
            sled_refusal(g, model, sled, move, pool) if sled is not None else None)
    led = led_animal(g, model)
    return (lead_refusal(g, model, led, move, pool) if led is not None else None) or actions.check_move(g, model, move, pool)


def apply_move_leading(g, model: Model, move: SkMove, pool: str):
    """SK-5.1 a man's walk (:func:`actions.apply_move`), with the animal he leads beside him
    (:func:`follow`); a dog's run drawing its sled (:func:`pull_sled`), an anti-tank dog's run
    that reaches an enemy vehicle (:func:`mine_contact`)."""
    animal = led_animal(g, model) if model.kind != "animal" else None
    sled = sled_drawn_by(g, model) if model.kind == "animal" else None
    start = model.at
    yield from actions.apply_move(g, model, move, pool)
    if animal is not None and animal.led_by == model.id:
        follow(g, model, animal, start, pool)
    if sled is not None and model.alive:
        pull_sled(g, model, sled, start, pool)
    if model.kind == "animal":
        yield from mine_contact(g, model, start)


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


def wild_run(g, animal: Model):
    """SK-16.1: a wild animal runs its A in inches in a random direction; the first model in its
    way it charges (it stops in base contact); off the table it is gone.  SK-16.3 (our design): a
    wild dog carrying a mine that touches a vehicle on its way, of either side, sets it off there
    (:func:`detonate`).  A procedure (the mine's blast opens windows)."""
    card = card_of(animal)
    sled = sled_drawn_by(g, animal)
    team = {m.id for m in sled_team(g, sled)} | set(sled.load) if sled is not None else set()
    others = [(m.id, m.at, actions.BASE_RADIUS) for m in g.state.models.values()   # its sled's dogs and men run with it
              if m is not animal and m.alive and not m.out and not m.vehicle and m.id not in team]
    run = animals.go_wild(card, animal.at, max(0, animal.A), g.state.dice, others)
    _steps(g, run.steps)
    end = run.end
    start = animal.at
    animal.facing = round(run.direction, 1)
    if DOG_MINE in animal.equipment:
        contact = animals.first_contact(start, end, card.base_radius, _hulls(g, None))
        if contact is not None:   # SK-16.3 (our design) it runs under a vehicle on its way
            vid, at = contact
            animal.at = _clamped(at.x, at.y, animal.at.z)
            g.emit("wild_run", msg("SK-16.1", "wild_run", model=animal.id, distance=inches(start.distance(animal.at)),
                                   x=animal.at.x, y=animal.at.y))
            yield from detonate(g, animal, vid)
            return
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
    return
    yield


def animals_turn_start(g, side: str):
    """SK-16.1 at the start of a side's turn: each wild animal of the side runs (its direction
    rolled again).  First :func:`after_action`: an animal hit since the last action goes wild, a
    lead broken meanwhile (a leader who bled unconscious, surrendered) is let go of."""
    yield from after_action(g)
    for m in sorted(g.state.side_models(side), key=lambda x: x.id):
        if m.kind != "animal" or not m.alive or m.out or card_of(m) is None:
            continue
        m.sent_to = m.called_by = None   # SK-16.3 an order holds for the move it was given for
        if m.wounds and not m.wild:
            go_wild_now(g, m)
            _spread_panic(g, m)
        if m.wild and m.conscious:
            yield from wild_run(g, m)
            m.a_remaining = 0


# -- SK-16.3 the dog sled (sk-dogs, our design) ------------------------------------------------------------
SLED_MESSAGES = {
    "sled_unsent": "{animal} is harnessed to {piece}: it runs only where its master sends or calls it",
    "sled_cannot_follow": "{piece} cannot be drawn there behind {animal}",
    "not_enough_a.sled": "{animal} has {left} A; drawing the sled there costs {cost}",
    "not_enough_a.sled_team": "{animal} has {left} A; drawing the sled with {model} there costs it {cost}",
    "not_a_sled": "{piece} is not a dog sled of {model}'s side",
    "sled_who": "{who} cannot be laid on {piece} by {model}: a man of the side, alive, at hand and on foot",
    "sled_full": "{piece} carries {load} men, the most it takes",
    "on_sled_already": "{who} is on {piece} already",
    "not_on_sled": "{who} is not on {piece}",
    "on_sled": "{model} is on {piece}: he gets off first",
    "not_enough_a.sled_on": "{model} has {left} A; getting on the sled or laying a man on it costs {cost}",
    "not_enough_a.sled_off": "{model} has {left} A; getting off the sled or taking a man off it costs {cost}",
    # log lines
    "sled_drawn": "{animal} draws {piece} {distance} inches to {x},{y} ({cost} A more for the load)",
    "sled_team_pays": "{animal} draws the sled with its team ({cost} A)",
    "gets_on_sled": "{model} gets on {piece} ({cost} A)",
    "laid_on_sled": "{model} lays {who} on {piece} ({cost} A)",
    "gets_off_sled": "{model} gets off {piece} ({cost} A)",
    "taken_off_sled": "{model} takes {who} off {piece} ({cost} A)",
}
ENGLISH.add(SLED_MESSAGES)
#: what a man on a sled may not do before he gets off (he walks, climbs, digs, stands up... on foot)
NOT_ON_SLED = frozenset({"move", "jump", "climb", "charge", "enter_hole", "leave_hole", "board", "lead", "mount",
                         "ride", "dig", "stand", "stand_facing", "sled_on", "place"})


def sled_of_man(g, man: Model) -> Sled | None:
    """The sled ``man`` rides or lies on, or None."""
    for sled in g.state.sleds.values():
        if man.id in sled.load:
            return sled
    return None


def sled_drawn_by(g, dog: Model) -> Sled | None:
    """The sled the dog is harnessed to (SK-16.3), or None."""
    return g.state.sleds.get(dog.harnessed_to or "") if dog.kind == "animal" else None


def sled_team(g, sled: Sled) -> list[Model]:
    """The dogs harnessed to ``sled``, alive and not out of the battle (a dead dog draws nothing)."""
    return sorted((m for m in g.state.models.values() if m.kind == "animal" and m.harnessed_to == sled.id
                   and m.alive and not m.out), key=lambda m: m.id)


def _pullers(g, sled: Sled) -> list[Model]:
    """The dogs of the team that draw: in play and not wild (a wild one is dragged, SK-16.1)."""
    return [d for d in sled_team(g, sled) if d.in_play and not d.wild]


def _sled_way(g, dog: Model, sled: Sled, frm: Point, to: Point):
    """The team's run as ``dog`` runs from ``frm`` to ``to``: (the sled's end, the load's extra A
    and its step, each other drawing dog with its own cost; None where it cannot follow)."""
    dx, dy = to.x - frm.x, to.y - frm.y
    end = Point(sled.at.x + dx, sled.at.y + dy)
    pullers = _pullers(g, sled)
    extra, step = animals.sled_extra(kit().sled, frm.distance(to), max(1, len(pullers)), len(sled.load))
    others = []
    for d in pullers:
        if d is dog:
            continue
        there = Point(d.at.x + dx, d.at.y + dy, d.at.z)
        c = actions.movement_cost(g, d, d.at, there, crouching=False) if actions.on_table(there) else None
        others.append((d, None if c is None else c + extra))
    return end, extra, step, others


def sled_refusal(g, dog: Model, sled: Sled, move: SkMove, pool: str):
    """SK-16.3 (our design): a harnessed dog runs only where its team can draw the sled: the sled
    stays on the table, each drawing dog has the A for its own way plus the load's extra A an
    inch (:func:`animals.sled_extra`)."""
    to = Point(float(move.args[1]), float(move.args[2]), dog.at.z)
    end, extra, _, others = _sled_way(g, dog, sled, dog.at, to)
    if not actions.on_table(end):
        return msg("SK-16.3", "sled_cannot_follow", piece=sled.id, animal=dog.id)
    cost = (actions.movement_cost(g, dog, dog.at, to) or 0) + extra
    left = actions.available(dog, pool)
    if cost > left:
        return msg("SK-3.4", "not_enough_a.sled", animal=dog.id, left=left, cost=cost)
    for d, c in others:
        if c is None:
            return msg("SK-16.3", "sled_cannot_follow", piece=sled.id, animal=d.id)
        if c > d.a_remaining:
            return msg("SK-3.4", "not_enough_a.sled_team", animal=d.id, model=dog.id, left=d.a_remaining, cost=c)
    return None


def pull_sled(g, dog: Model, sled: Sled, start: Point, pool: str) -> None:
    """SK-16.3 (our design), SK-16.1: the dog ran from ``start``; it pays the load's extra A for
    the way it ran, each other drawing dog of the team pays its own way and the extra, and the
    sled, the team and the men on it come along (:func:`drag`)."""
    dx, dy = dog.at.x - start.x, dog.at.y - start.y
    if abs(dx) < 1e-9 and abs(dy) < 1e-9:
        return
    _, extra, step, others = _sled_way(g, dog, sled, start, dog.at)
    _steps(g, [step])
    actions.spend(dog, min(extra, actions.available(dog, pool)), pool)
    for d, c in others:
        pay = min(c or 0, max(0, d.a_remaining))
        d.a_remaining -= pay
        d.moved = True
        g.emit("sled_team_pays", msg("SK-16.3", "sled_team_pays", animal=d.id, cost=pay))
    drag(g, dog, dx, dy)
    g.emit("sled_drawn", msg("SK-16.3", "sled_drawn", animal=dog.id, piece=sled.id,
                             distance=inches(start.distance(dog.at)), x=sled.at.x, y=sled.at.y, cost=extra))


def _sled_follows(g, sled: Sled, mover: Model, dx: float, dy: float) -> None:
    """SK-16.1 / SK-16.3: the sled moved with ``mover``: its other dogs (drawing or dragged) move
    the same way, the men on it sit or lie where it is."""
    sled.facing = mover.facing
    for d in sled_team(g, sled):
        if d is not mover:
            d.at = _clamped(d.at.x + dx, d.at.y + dy, d.at.z)
            d.facing = mover.facing
    for mid in sled.load:
        m = g.state.models.get(mid)
        if m is not None:
            m.at, m.facing = Point(sled.at.x, sled.at.y, m.at.z), sled.facing


def _sled_and_who(g, model: Model, move: SkMove):
    """(the sled, the man, None) of ``sled_on`` / ``sled_off MAN SLED WHO``, or (None, None, why
    not): an animal does no such work; the sled must be one of the man's side."""
    if model.kind == "animal":
        return None, None, msg("SK-16.3", "animal_may_not", model=model.id, action=move.kind,
                               why=_why("SK-16.3", "no_work"))
    sled = g.state.sleds.get(move.args[1])
    if sled is None or sled.side != model.side:
        return None, None, msg("SK-16.3", "not_a_sled", piece=move.args[1], model=model.id)
    return sled, g.state.models.get(move.args[2]), None


def _sled_cost(model: Model, who: Model) -> int:
    s = kit().sled
    return s.board_a if who is model else s.lay_a


def check_sled_on(g, model: Model, move: SkMove, pool: str):
    sled, who, why = _sled_and_who(g, model, move)
    if why:
        return why
    if model.riding:
        return msg("SK-16.2", "riding", model=model.id, horse=model.riding)
    if model.in_hole:
        return msg("SK-4.1", "in_hole", model=model.id)
    if who is None or who.kind == "animal" or who.side != model.side or not who.alive or who.out or who.vehicle \
            or who.riding or who.in_hole or (who is not model and model.at.distance(who.at) > actions.REACH + 1e-9):
        return msg("SK-16.3", "sled_who", who=move.args[2], piece=sled.id, model=model.id)
    on = sled_of_man(g, who)
    if on is not None:
        return msg("SK-16.3", "on_sled_already", who=who.id, piece=on.id)
    if not _tow_reach(g, model, sled):
        return msg("SK-16.3", "tow_not_in_reach", model=model.id, piece=sled.id)
    if len(sled.load) >= kit().sled.capacity:
        return msg("SK-16.3", "sled_full", piece=sled.id, load=len(sled.load))
    return actions._short(model, _sled_cost(model, who), pool, "sled_on")


def apply_sled_on(g, model: Model, move: SkMove, pool: str):
    """SK-16.3 (our design): a man gets on the sled (2 A) and sits on it, crouched; or lays
    another man of his side on it (4 A), a wounded man carried away, lying."""
    sled, who = g.state.sleds[move.args[1]], g.state.models[move.args[2]]
    cost = _sled_cost(model, who)
    actions.spend(model, cost, pool)
    sled.load.append(who.id)
    who.at, who.facing = Point(sled.at.x, sled.at.y, who.at.z), sled.facing
    who.posture = Posture.CROUCHING if who is model else Posture.PRONE
    if who is model:
        g.emit("gets_on_sled", msg("SK-16.3", "gets_on_sled", model=model.id, piece=sled.id, cost=cost))
    else:
        g.emit("laid_on_sled", msg("SK-16.3", "laid_on_sled", model=model.id, who=who.id, piece=sled.id, cost=cost))
    return
    yield


def check_sled_off(g, model: Model, move: SkMove, pool: str):
    sled, who, why = _sled_and_who(g, model, move)
    if why:
        return why
    if who is None or who.id not in sled.load:
        return msg("SK-16.3", "not_on_sled", who=move.args[2], piece=sled.id)
    if who is not model:
        on = sled_of_man(g, model)
        if on is not None:
            return msg("SK-16.3", "on_sled", model=model.id, piece=on.id)
        if model.riding:
            return msg("SK-16.2", "riding", model=model.id, horse=model.riding)
        if model.in_hole:
            return msg("SK-4.1", "in_hole", model=model.id)
        if not _tow_reach(g, model, sled):
            return msg("SK-16.3", "tow_not_in_reach", model=model.id, piece=sled.id)
    return actions._short(model, _sled_cost(model, who), pool, "sled_off")


def apply_sled_off(g, model: Model, move: SkMove, pool: str):
    """SK-16.3 (our design): a man gets off the sled (2 A), or takes another off it (4 A); he is
    set down beside it, on its right."""
    sled, who = g.state.sleds[move.args[1]], g.state.models[move.args[2]]
    cost = _sled_cost(model, who)
    actions.spend(model, cost, pool)
    sled.load.remove(who.id)
    side = math.radians(sled.facing + 90.0)
    r = 2 * actions.BASE_RADIUS + 0.1
    who.at = _clamped(sled.at.x + r * math.cos(side), sled.at.y + r * math.sin(side), who.at.z)
    if who is model:
        g.emit("gets_off_sled", msg("SK-16.3", "gets_off_sled", model=model.id, piece=sled.id, cost=cost))
    else:
        g.emit("taken_off_sled", msg("SK-16.3", "taken_off_sled", model=model.id, who=who.id, piece=sled.id, cost=cost))
    return
    yield


# -- SK-16.3 the anti-tank dog's mine (sk-dogs, our design) --------------------------------------------------
MINE_MESSAGES = {
    "mine_reaches": "{animal} runs under {vehicle} at {x},{y}",
    "mine_goes_off": "the mine {animal} carries goes off at {x},{y}",
    "mine_kills_dog": "{animal} is killed by its mine",
    "mine_strikes": "the mine strikes {vehicle} (E {strength})",
    "mine_lost": "the mine on the dead {animal} did not go off: it is lost",
}
ENGLISH.add(MINE_MESSAGES)


def _hulls(g, side: str | None) -> list:
    """The rectangles of the vehicles on the table (id, corners): all of them, or the enemies of
    ``side``."""
    from cc_desktop.skirmish import vehicle_play
    return [(v.id, vehicle_play.footprint(vehicle_play.card_of(v), v.at, v.heading))
            for v in sorted(g.state.vehicles.values(), key=lambda x: x.id)
            if v.placed and not v.off_table and (side is None or v.side != side)]


def _vehicle_touched(g, dog: Model) -> str | None:
    """The vehicle, of either side, the dog's base touches or is under where it stands."""
    hit = animals.first_contact(dog.at, dog.at, card_of(dog).base_radius, _hulls(g, None))
    return None if hit is None else hit[0]


def mine_contact(g, dog: Model, start: Point):
    """SK-16.3 (our design): a dog carrying a mine that ran from ``start`` and touched or went
    under an enemy vehicle on its way (any vehicle when wild) stops there and sets it off."""
    if DOG_MINE not in dog.equipment or not dog.alive or dog.out:
        return
    hit = animals.first_contact(start, dog.at, card_of(dog).base_radius, _hulls(g, None if dog.wild else dog.side))
    if hit is None:
        return
    vid, at = hit
    dog.at = _clamped(at.x, at.y, dog.at.z)
    g.emit("mine_reaches", msg("SK-16.3", "mine_reaches", animal=dog.id, vehicle=vid, x=dog.at.x, y=dog.at.y))
    yield from detonate(g, dog, vid)


def detonate(g, dog: Model, vehicle_id: str | None):
    """SK-16.3 (our design): the mine goes off where the dog is: the dog dies; the vehicle it is
    under (if any) takes one hit of the mine's E on its damage table from the face the dog came at
    (SK-14.8, SK-14.12: ``vehicle_play.hit_vehicle``, the driver's test if it moves); every model
    in the radius suffers the blast (SK-12.2's form, ``weapon_play.blast``: the drop-down windows,
    E + D6 >= 6, half E crouching or in cover, a passenger behind his vehicle's face)."""
    from cc_desktop.skirmish import vehicle_play, vehicles, weapon_play
    mine = kit().mine
    if DOG_MINE in dog.equipment:
        dog.equipment.remove(DOG_MINE)
    at = dog.at
    g.emit("mine_goes_off", msg("SK-16.3", "mine_goes_off", animal=dog.id, x=inches(at.x), y=inches(at.y)))
    dog.alive = dog.conscious = dog.bleeding = False
    dog.out, dog.sent_to, dog.called_by = "dead", None, None
    g.emit("mine_kills_dog", msg("SK-16.3", "mine_kills_dog", animal=dog.id))
    v = g.state.vehicles.get(vehicle_id or "")
    if v is not None:
        g.emit("mine_strikes", msg("SK-16.3", "mine_strikes", vehicle=v.id, strength=mine.vehicle_e))
        yield from vehicle_play.hit_vehicle(g, v, vehicles.shot_direction(v.at, v.heading, at), mine.vehicle_e)
    yield from weapon_play.blast(g, dog, at, mine.blast_radius, mine.blast_e, mine.blast_rounding, "SK-16.3", "blast")


def hit_mines(g, hit: list[str]):
    """SK-16.3 (our design): the mine of a dog that a hit has just made go wild (``hit``), or of a
    dog killed with its mine on, goes off on a D6 of the mine's ``goes_off_when_hit`` or less
    (:func:`detonate`, a vehicle it touches struck too); a dead dog's mine that does not go off is
    lost.  Returns whether one went off (its blast may have hit more animals)."""
    went = False
    for a in sorted(g.state.models.values(), key=lambda m: m.id):
        if a.kind != "animal" or DOG_MINE not in a.equipment or (a.alive and a.id not in hit):
            continue
        off, step = animals.mine_goes_off_when_hit(kit().mine, g.state.dice, a.id)
        _steps(g, [step])
        if off:
            went = True
            yield from detonate(g, a, _vehicle_touched(g, a))
        elif not a.alive:
            a.equipment.remove(DOG_MINE)
            g.emit("mine_lost", msg("SK-16.3", "mine_lost", animal=a.id))
    return went


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
    "sled_on": actions.Action("SK-16.3", check_sled_on, apply_sled_on),
    "sled_off": actions.Action("SK-16.3", check_sled_off, apply_sled_off),
}


def sample_animal(g, model: Model, pool: str = "own") -> list[SkMove]:
    """Mounting each horse of the side in reach, taking each animal in reach by the halter and
    letting go, dismounting, riding 3 and 8 inches in eight directions and towards the nearest
    enemy (a leader's walk is the ordinary move's sample, each checked with the animal beside);
    the work on animals; the orders to dogs (at the nearest enemy, a mine dog at the nearest enemy
    vehicle, a sled dog to the nearest man of its side who is down); getting on and off a sled and
    laying the men at hand on it.  A dog's own sample: its run straight at where it is going."""
    out: list[SkMove] = []
    mid = model.id

    def offer(kind: str, *args) -> None:
        mv = SkMove(kind, mid, *args)
        if mv not in out and actions.why_not(g, model, mv, pool) is None:
            out.append(mv)

    if model.kind == "animal":
        _sample_dog_run(g, model, offer, pool)
        return out
    left = actions.available(model, pool)
    tows = sorted([p.id for p in g.state.guns.values() if p.side == model.side and not p.ready]
                  + [v.id for v in g.state.vehicles.values() if v.side == model.side and not v.off_table]) \
        + sorted(x.id for x in g.state.sleds.values() if x.side == model.side)
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
                for p in _dog_errands(g, h):   # SK-16.3 (our design) a mine dog, a sled dog
                    offer("send_dog", h.id, inches(p.x), inches(p.y))
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
    for sled in sorted(g.state.sleds.values(), key=lambda x: x.id):   # SK-16.3 (our design)
        if sled.side != model.side:
            continue
        for who in sled.load:
            offer("sled_off", sled.id, who)
        if _tow_reach(g, model, sled):
            offer("sled_on", sled.id, mid)
            for m in sorted(g.state.side_models(model.side), key=lambda x: x.id):
                if m is not model and m.kind != "animal" and model.at.distance(m.at) <= actions.REACH:
                    offer("sled_on", sled.id, m.id)
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


def _dog_errands(g, dog: Model) -> list[Point]:
    """Where a master may send his dog besides the nearest enemy (SK-16.3, our design): a mine
    dog at the nearest enemy vehicle on the table; a sled dog to the nearest man of its side who
    is down (to carry him away)."""
    out = []
    if DOG_MINE in dog.equipment:
        v = min((v for v in g.state.vehicles.values() if v.side != dog.side and v.placed and not v.off_table),
                key=lambda v: (v.at.distance(dog.at), v.id), default=None)
        if v is not None:
            out.append(v.at)
    sled = sled_drawn_by(g, dog)
    if sled is not None:
        down = min((m for m in g.state.side_models(dog.side) if m.kind != "animal" and m.alive and not m.out
                    and not m.conscious and sled_of_man(g, m) is None), key=lambda m: (m.at.distance(dog.at), m.id),
                   default=None)
        if down is not None:
            out.append(down.at)
    return out


def _sample_dog_run(g, dog: Model, offer, pool: str) -> None:
    """A dog's run straight at where it is going (SK-16.3: the enemy, or where it was sent or
    called): 3 inches, and as far as its A go without passing the place."""
    card = card_of(dog)
    if card is None or card.kind != "dog" or dog.wild:
        return
    dest = dog_target(g, dog)
    if dest is None:
        return
    d = dog.at.distance(dest)
    if d < 0.1:
        return
    ux, uy = (dest.x - dog.at.x) / d, (dest.y - dog.at.y) / d
    for dist in sorted({min(3.0, d), min(float(actions.available(dog, pool)), d)}):
        if dist >= 0.5:
            offer("move", inches(dog.at.x + ux * dist), inches(dog.at.y + uy * dist))


special_actions.register(actions.ACTIONS, ACTIONS)
