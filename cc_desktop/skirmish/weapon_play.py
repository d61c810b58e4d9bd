"""Special weapons and equipment in play (SK-12, SK-13, SK-15): rifle grenades (fit, remove,
fire), mortars (set up by the crew, loaded, fired with scatter and blast), towed guns (readied
or limbered by their crew), the flamethrower's template, the Molotov cocktail (impact, catching
fire, fire areas that burn at the start of each turn, burning clothes 8 A), and the equipment
uses of :mod:`cc_desktop.skirmish.equipment` that cost A.

The rules are sk-special's functions of values (:mod:`cc_desktop.skirmish.specials`,
:mod:`cc_desktop.skirmish.guns`, :mod:`cc_desktop.skirmish.equipment`); this module applies them
to the state as actions (``actions.Action``, merged into ``actions.ACTIONS``).

Moves: ``fit_grenade M RIFLE``, ``remove_grenade M RIFLE``, ``fire_grenade M X Y``,
``set_up M PIECE A`` (a mortar or a towed gun), ``load_mortar M PIECE``, ``fire_mortar M PIECE X Y``,
``flame M X Y``, ``molotov M X Y``, ``use M ITEM``; towed guns (SK-15.2): ``load_gun M PIECE``,
``gun_fire M PIECE SHELL TARGET`` (an AP or HEAT shell at a model or vehicle),
``gun_fire_at M PIECE SHELL X Y`` (an HE shell at a point; a smoke shell lays a smoke cloud there,
``state.SmokeCloud``, which the line of sight meets and which thins at the start of a game turn,
``turn.smoke_turn_start``: our rule, docs/skirmish-design.md "Smoke").
"""

from __future__ import annotations

from cc_desktop.skirmish import actions, equipment, guns, reactions, specials, special_actions
from cc_desktop.skirmish.decisions import ENGLISH, SkMove, inches, msg
from cc_desktop.skirmish.explain import Step, step_message
from cc_desktop.skirmish.specials import RuleError
from cc_desktop.skirmish.state import Fire, Gun, Model, Mortar, SmokeCloud, Vehicle
from cc_desktop.skirmish.types import Point

MESSAGES = {
    "not_enough_a.set_up": "{model} has {left} A; setting up costs {cost}",
    "not_enough_a.load_mortar": "{model} has {left} A; loading costs {cost}",
    "not_enough_a.fire_mortar": "{model} has {left} A; firing the mortar costs {cost}",
    "not_enough_a.fire_grenade": "{model} has {left} A; firing the rifle grenade costs {cost}",
    "not_enough_a.flame": "{model} has {left} A; a burst of the flamethrower costs {cost}",
    "not_enough_a.molotov": "{model} has {left} A; the throw costs {cost}",
    "not_enough_a.use": "{model} has {left} A; using it costs {cost}",
    "no_rifle_grenade": "{model} carries no rifle grenade",
    "grenade_fitted": "a rifle grenade is fitted to {item}: no normal shots",
    "rifle_grenade_refused": "{reason}",
    "no_piece": "there is no mortar or gun {piece} of {model}'s side",
    "piece_not_in_reach": "{model} is not at {piece}",
    "piece_ready": "{piece} is set up already",
    "piece_not_ready": "{piece} is not set up",
    "setup_paid": "{model} has paid the {per} A of setting {piece} up",
    "setup_amount": "{model} may pay 1 to {most} A towards setting {piece} up",
    "mortar_loaded": "{piece} is loaded already",
    "indirect_refused": "{reason}",
    "no_flamethrower": "{model} holds no flamethrower",
    "flamethrower_empty": "{item} has no fuel left",
    "flame_range": "the flamethrower reaches {range} inches, not {distance}",
    "no_molotov": "{model} holds no Molotov cocktail",
    "no_item_use": "{reason}",
    "no_item": "{model} has no {item}",
    # log lines
    "fitted": "{model} fits a rifle grenade to {item} (2 A)",
    "removed": "{model} removes the rifle grenade from {item} (2 A)",
    "fired_grenade": "{model} fires a rifle grenade at {x},{y} (6 A)",
    "setup_step": "{model} works {cost} A on {piece} ({paid} of {per})",
    "piece_now_ready": "{piece} is set up: it may fire",
    "piece_limbered": "{piece} is limbered for towing",
    "loaded_mortar": "{model} loads {piece} (6 A)",
    "fired_mortar": "{model} fires {piece} at {x},{y} ({cost} A)",
    "flamed": "{model} fires the flamethrower at {x},{y} ({cost} A, {left} bursts left)",
    "flame_thrown_away": "{model} throws the empty flamethrower away",
    "threw_molotov": "{model} throws a Molotov cocktail at {x},{y} (5 A)",
    "catches_fire": "{model} catches fire",
    "clothes_off": "{model} tears off the burning clothes ({cost} A, {borrowed} borrowed)",
    "still_burning": "{model} is still in burning clothes",
    "burn_wound": "{model} burns: a wound in the {location}, no bleeding",
    "fire_out": "the fire at {x},{y} burns out",
    "used_item": "{model} uses {item} ({cost} A)",
    "canteen_bonus": "{model} has {bonus} A more this turn (the canteen)",
    # the {reason} of a refusal, where this module words it (else the rule's RuleError text)
    "weapon_why.no_rifle_grenade_fitted": "no rifle grenade is fitted",
    "weapon_why.no_rifle_grenade_in_hand": "no rifle grenade is fitted to a rifle in hand",
    "weapon_why.not_an_action": "{item} is not used as an action",
    "weapon_why.in_use": "{item} is in use already",
    "weapon_why.too_close": "the target point is {distance} inches away, the minimum is {min}",
    "weapon_why.too_far": "the target point is {distance} inches away, the maximum is {max}",
}
ENGLISH.add(MESSAGES)


def _why(rule: str, code: str, **params) -> Step:
    """The ``{reason}`` of a refusal as a step with its own code (``weapon_why.<code>``)."""
    return Step.of(rule, "refusal", f"weapon_why.{code}", **params)

#: SK-13 the equipment used as an action (the A: equipment.use_cost)
USABLE = ("canteen", "gas_mask", "warm_clothing", "mirror", "wire_cutters")


def range_refusal(frm: Point, aim: Point, lo: float, hi: float, rule: str):
    """Why the point ``aim`` may not be fired at from ``frm`` (sk-special's
    ``specials.check_indirect_range`` decides; the refusal says how far it is and the limit it
    breaks), or None."""
    try:
        specials.check_indirect_range(frm, aim, lo, hi, rule)
    except RuleError:
        d = inches(frm.distance(aim))
        why = _why(rule, "too_close", distance=d, min=lo) if d < hi else _why(rule, "too_far", distance=d, max=hi)
        return msg(rule, "indirect_refused", reason=why)
    return None


def _steps(g, result_steps) -> None:
    for s in result_steps:
        g.emit("special_step", step_message(s))


def _point(move: SkMove, i: int = 1) -> Point:
    return Point(float(move.args[i]), float(move.args[i + 1]))


def blast(g, firer: Model, center: Point, radius: float, e: int, rounding: str, rule: str, cause: str):
    """A blast of fragments (SK-12.2 / SK-12.4 / SK-12.5): the models in or touching the radius
    with reserved A may drop down first (the ``duck`` windows), then E + D6 >= 6 wounds (half E
    crouching or in cover, rounded ``rounding``); 1 TP to the firer per wound of an enemy
    (SK-17.1), the wounded test Morale (SK-10.2)."""
    caught = [m for m in g.state.models.values()
              if m.alive and not m.out and specials.in_blast(center, radius, actions._blast_target(g, m, center))]
    yield from reactions.duck_windows(g, [m.id for m in caught])
    res = specials.resolve_blast(center, radius, e, [actions._blast_target(g, m, center) for m in caught],
                                 g.state.dice, rounding=rounding, rule=rule)
    _steps(g, res.steps)
    wounded = []
    for hit in res.wounds:
        victim = g.state.models[hit.target]
        if hit.wounded and victim.alive:
            actions.wound_model(g, victim, hit.location.value, None, "blast")
            if victim.side != firer.side:
                firer.tp += 1   # SK-17.1
            wounded.append(victim)
    for victim in wounded:
        if victim.in_play:
            yield from reactions.after_wound(g, victim)


# -- SK-12.4 rifle grenades ------------------------------------------------------------------------
def _launchers(g) -> tuple[str, ...]:
    """SK-12.4 the rifles a rifle grenade fits (sk-data's ``WeaponDef.launchers``)."""
    return tuple(getattr(g.weapon("rifle_grenade"), "launchers", ()) or ())


def check_fit_grenade(g, model: Model, move: SkMove, pool: str):
    rifle = move.args[1]
    if "rifle_grenade" not in model.carried:
        return msg("SK-12.4", "no_rifle_grenade", model=model.id)
    if rifle not in model.in_hand:
        return msg("SK-4.3", "not_in_hand", model=model.id, item=rifle)
    try:
        specials.fit_rifle_grenade(rifle, _launchers(g), fitted=model.rifle_grenade is not None,
                                   a_available=actions.available(model, pool))
    except RuleError as e:
        return msg("SK-12.4", "rifle_grenade_refused", reason=str(e))
    return None


def apply_fit_grenade(g, model: Model, move: SkMove, pool: str):
    """SK-12.4: 2 A; the grenade leaves the pouch for the muzzle; no normal shots meanwhile."""
    actions.spend(model, specials.RIFLE_GRENADE_FIT_A, pool)
    model.carried.remove("rifle_grenade")
    model.rifle_grenade = move.args[1]
    g.emit("fitted", msg("SK-12.4", "fitted", model=model.id, item=move.args[1]))
    return
    yield


def check_remove_grenade(g, model: Model, move: SkMove, pool: str):
    if model.rifle_grenade != move.args[1]:
        return msg("SK-12.4", "rifle_grenade_refused", reason=_why("SK-12.4", "no_rifle_grenade_fitted"))
    try:
        specials.remove_rifle_grenade(fitted=True, a_available=actions.available(model, pool))
    except RuleError as e:
        return msg("SK-12.4", "rifle_grenade_refused", reason=str(e))
    return None


def apply_remove_grenade(g, model: Model, move: SkMove, pool: str):
    actions.spend(model, specials.RIFLE_GRENADE_REMOVE_A, pool)   # SK-12.4
    model.carried.append("rifle_grenade")
    model.rifle_grenade = None
    g.emit("removed", msg("SK-12.4", "removed", model=model.id, item=move.args[1]))
    return
    yield


def check_fire_grenade(g, model: Model, move: SkMove, pool: str):
    if model.rifle_grenade is None or model.rifle_grenade not in model.in_hand:
        return msg("SK-12.4", "rifle_grenade_refused", reason=_why("SK-12.4", "no_rifle_grenade_in_hand"))
    aim = _point(move)
    if not actions.on_table(aim):
        return msg("SK-5.1", "off_table", x=aim.x, y=aim.y)
    why = range_refusal(model.at, aim, specials.RIFLE_GRENADE_MIN, specials.RIFLE_GRENADE_MAX, "SK-12.4")
    if why:
        return why
    return actions._short(model, specials.RIFLE_GRENADE_FIRE_A, pool, "fire_grenade")


def apply_fire_grenade(g, model: Model, move: SkMove, pool: str):
    """SK-12.4: 6 A; 2D6 minus C inches of scatter (0 or less: on the point); a grenade's blast
    (E 2, 3 inches, half E rounded up)."""
    aim = _point(move)
    actions.spend(model, specials.RIFLE_GRENADE_FIRE_A, pool)
    model.rifle_grenade = None
    g.emit("fired_grenade", msg("SK-12.4", "fired_grenade", model=model.id, x=aim.x, y=aim.y))
    launch = specials.fire_rifle_grenade(model.at, aim, model.stats.C, g.state.dice)
    _steps(g, launch.steps)
    yield from blast(g, model, launch.scatter.landed, launch.radius, launch.e, "up", "SK-12.4", "rifle grenade")


# -- SK-12.5 mortars, SK-15.1 towed guns: setting up ---------------------------------------------------
def _piece(g, model: Model, pid: str):
    p = g.state.mortars.get(pid) or g.state.guns.get(pid)
    return p if p is not None and p.side == model.side else None


def piece_at(g, p) -> Point | None:
    """Where a mortar or gun is: put down, or with the soldier carrying it."""
    if isinstance(p, Mortar) and p.at is None:
        c = g.state.models.get(p.carrier or "")
        return c.at if c is not None else None
    return p.at


def _reach(g, model: Model, p) -> bool:
    at = piece_at(g, p)
    if isinstance(p, Mortar) and p.carrier == model.id:
        return True
    return at is not None and model.at.distance(at) <= actions.REACH + 1e-9


def _setup_left(g, model: Model, p) -> int:
    """The most A ``model`` may still put into setting ``p`` up (a mortar: the table's A per
    soldier, SK-12.5; a gun: what the gun still needs, SK-15.1)."""
    if isinstance(p, Mortar):
        per = specials.MORTAR_SETUP_A[specials.mortar_size(p.weapon)]
        return per - p.invested.get(model.id, 0)
    card = guns.load_guns()[p.type]
    need = card.setup_a - sum(p.invested.values())
    if need > 0:
        return need
    return 0 if model.id in p.invested else 1   # SK-15.1 the A are paid: a further man is still needed


def check_set_up(g, model: Model, move: SkMove, pool: str):
    pid, a = move.args[1], int(move.args[2])
    p = _piece(g, model, pid)
    if p is None:
        return msg("SK-12.5", "no_piece", piece=pid, model=model.id)
    if not _reach(g, model, p):
        return msg("SK-12.5", "piece_not_in_reach", model=model.id, piece=pid)
    if isinstance(p, Mortar) and p.ready:
        return msg("SK-12.5", "piece_ready", piece=pid)
    if not isinstance(p, Mortar) and not p.ready:
        horse = harnessed_to(g, pid)
        if horse is not None:   # SK-15.1, SK-16.1 a gun on its team is unharnessed before it is brought into action
            return msg("SK-15.1", "gun_harnessed", animal=horse.id, piece=pid)
    most = _setup_left(g, model, p)
    if most <= 0:
        per = specials.MORTAR_SETUP_A[specials.mortar_size(p.weapon)] if isinstance(p, Mortar) else 0
        return msg("SK-12.5", "setup_paid", model=model.id, per=per, piece=pid)
    if a < 1 or a > most:
        return msg("SK-12.5", "setup_amount", model=model.id, most=most, piece=pid)
    return actions._short(model, a, pool, "set_up")


def apply_set_up(g, model: Model, move: SkMove, pool: str):
    """SK-12.5: every soldier taking part pays the table's A (8 / 10 / 12); the mortar is put
    down where its carrier stands.  SK-15.1: a towed gun changes between limbered and ready when
    its setup A are paid by at least its minimum crew (``guns.GunWork``)."""
    pid, a = move.args[1], int(move.args[2])
    p = _piece(g, model, pid)
    actions.spend(model, a, pool)
    if isinstance(p, Mortar):
        if p.at is None:
            carrier = g.state.models.get(p.carrier or "")
            p.at = Point(carrier.at.x, carrier.at.y) if carrier is not None else model.at
            if carrier is not None:
                for where in (carrier.carried, carrier.in_hand):
                    if p.weapon in where:
                        where.remove(p.weapon)
                        break
            p.carrier = None
        setup = specials.MortarSetup(specials.mortar_size(p.weapon), tuple(sorted(p.invested.items())))
        setup = setup.contribute(model.id, a)   # SK-12.5
        p.invested = dict(setup.paid)
        g.emit("setup_step", msg("SK-12.5", "setup_step", model=model.id, cost=a, piece=p.id,
                                 paid=p.invested[model.id], per=setup.per_soldier))
        if setup.ready:
            p.ready = True
            g.emit("piece_now_ready", msg("SK-12.5", "piece_now_ready", piece=p.id))
        return
    card = guns.load_guns()[p.type]
    work = guns.GunWork(card.setup_a, card.min_crew, guns.LIMBERED if p.ready else guns.READY,
                        tuple(sorted(p.invested.items())))
    work = work.contribute(model.id, a)   # SK-15.1
    p.invested = dict(work.paid)
    g.emit("setup_step", msg("SK-15.1", "setup_step", model=model.id, cost=a, piece=p.id,
                             paid=sum(p.invested.values()), per=card.setup_a))
    if work.done:
        p.ready = not p.ready
        p.invested = {}
        g.emit("piece_now_ready" if p.ready else "piece_limbered",
               msg("SK-15.1", "piece_now_ready" if p.ready else "piece_limbered", piece=p.id))
    return
    yield


# -- SK-12.5 loading and firing a mortar ---------------------------------------------------------------
def _ready_mortar(g, model: Model, pid: str):
    p = g.state.mortars.get(pid)
    if p is None or p.side != model.side:
        return None, msg("SK-12.5", "no_piece", piece=pid, model=model.id)
    if not p.ready:
        return None, msg("SK-12.5", "piece_not_ready", piece=pid)
    if not _reach(g, model, p):
        return None, msg("SK-12.5", "piece_not_in_reach", model=model.id, piece=pid)
    return p, None


def check_load_mortar(g, model: Model, move: SkMove, pool: str):
    p, why = _ready_mortar(g, model, move.args[1])
    if why:
        return why
    if p.loaded_by:
        return msg("SK-12.5", "mortar_loaded", piece=p.id)
    return actions._short(model, specials.MORTAR_LOADER_A, pool, "load_mortar")


def apply_load_mortar(g, model: Model, move: SkMove, pool: str):
    """SK-12.5: the loader's 6 A (our reading: the loader pays in his own activation; the aimer
    then fires for his 6 A)."""
    p = g.state.mortars[move.args[1]]
    actions.spend(model, specials.MORTAR_LOADER_A, pool)
    p.loaded_by = model.id
    g.emit("loaded_mortar", msg("SK-12.5", "loaded_mortar", model=model.id, piece=p.id))
    return
    yield


def mortar_cost(p: Mortar, aimer: Model) -> int:
    """SK-12.5: 6 A for the aimer when another soldier has loaded it, else 12 A for doing both."""
    loader = p.loaded_by if p.loaded_by and p.loaded_by != aimer.id else None
    return specials.mortar_fire_cost(aimer.id, loader)[aimer.id]


def check_fire_mortar(g, model: Model, move: SkMove, pool: str):
    p, why = _ready_mortar(g, model, move.args[1])
    if why:
        return why
    w = g.weapon(p.weapon)
    aim = _point(move, 2)
    if not actions.on_table(aim):
        return msg("SK-5.1", "off_table", x=aim.x, y=aim.y)
    why = range_refusal(p.at, aim, w.min_range or 0.0, w.range, "SK-12.5")
    if why:
        return why
    return actions._short(model, mortar_cost(p, model), pool, "fire_mortar")


def apply_fire_mortar(g, model: Model, move: SkMove, pool: str):
    """SK-12.5: scatter 3D6 minus the aimer's C; the blast of the mortar's line (half E rounded
    down against crouching or covered models)."""
    p = g.state.mortars[move.args[1]]
    w = g.weapon(p.weapon)
    aim = _point(move, 2)
    cost = mortar_cost(p, model)
    actions.spend(model, cost, pool)
    p.loaded_by = None
    g.emit("fired_mortar", msg("SK-12.5", "fired_mortar", model=model.id, piece=p.id, x=aim.x, y=aim.y, cost=cost))
    sc = specials.fire_mortar(p.at, aim, model.stats.C, w.min_range or 0.0, w.range, g.state.dice)
    _steps(g, sc.steps)
    yield from blast(g, model, sc.landed, float(w.blast_radius), w.strength, "down", "SK-12.5", "mortar")


# -- SK-15.2 loading and firing a towed gun (sk-guns) -------------------------------------------------
GUN_MESSAGES = {
    "not_enough_a.load_gun": "{model} has {left} A; loading the gun costs {cost}",
    "not_enough_a.gun_fire": "{model} has {left} A; firing the gun costs {cost}",
    "gun_limbered": "{piece} is limbered for towing: it cannot fire until its crew bring it into action",
    "gun_harnessed": "{animal} is harnessed to {piece}: unharness it first",
    "gun_loaded": "{piece} is loaded already",
    "gun_crew_short": "{piece} needs {min_crew} men of its crew at the gun; {crew} are there",
    "no_such_shell": "{piece} cannot fire {shell}: it fires {shells}",
    "no_shells_left": "{piece} has no {shell} shells left",
    "shell_direct": "{shell} is a direct shot: fire it at a model or a vehicle",
    "shell_at_point": "{shell} is fired at a point, not at a target",
    "gun_no_target": "{target} is not an enemy model or vehicle on the table",
    "gun_not_seen": "{model} cannot see {target} from {piece}",
    "gun_out_of_range": "{target} is {distance} inches from {piece}, beyond the {range} inches of its {shell} shell",
    # log lines
    "loaded_gun": "{model} loads {piece} ({cost} A)",
    "fired_gun": "{model} fires {piece} ({shell}) at {target} ({cost} A)",
    "fired_gun_at": "{model} fires {piece} ({shell}) at {x},{y} ({cost} A)",
    "smoke_laid": "a smoke cloud {cloud} rises at {x},{y}: {radius} inches round and {height} inches high",
    "gun_cover_saved": "the cover saves {target} from the {shell} shell",
}
ENGLISH.add(GUN_MESSAGES)


def gun_card(p: Gun):
    return guns.load_guns()[p.type]


def gun_crew(g, p: Gun) -> list[Model]:
    """The men at the gun (SK-15.2, our reading): men of its side in play, on foot, within reach
    of it (as for setting it up, SK-15.1)."""
    return sorted((m for m in g.state.side_models(p.side)
                   if m.in_play and m.kind != "animal" and not m.vehicle and not m.riding
                   and m.at.distance(p.at) <= actions.REACH + 1e-9), key=lambda m: m.id)


def harnessed_to(g, pid: str) -> Model | None:
    """SK-16.1: an animal harnessed to the gun or vehicle ``pid`` (the first by id), or None."""
    return next((m for m in sorted(g.state.models.values(), key=lambda m: m.id)
                 if m.harnessed_to == pid and m.alive and not m.out), None)


def _gun_at_hand(g, model: Model, pid: str):
    """The gun ``pid`` of the model's side, ready to fire, with the model at it and its minimum
    crew there (SK-15.1, SK-15.2); (gun, None) or (None, the refusal)."""
    p = g.state.guns.get(pid)
    if p is None or p.side != model.side:
        return None, msg("SK-15.2", "no_piece", piece=pid, model=model.id)
    if model.at.distance(p.at) > actions.REACH + 1e-9:
        return None, msg("SK-15.2", "piece_not_in_reach", model=model.id, piece=pid)
    if model.riding:   # the crew serve the gun on foot
        return None, msg("SK-16.2", "riding", model=model.id, horse=model.riding)
    if not p.ready:   # SK-15.1 while limbered the gun cannot fire
        return None, msg("SK-15.1", "gun_limbered", piece=pid)
    card = gun_card(p)
    crew = len(gun_crew(g, p))
    if crew < card.min_crew:   # SK-15.2 (our reading): the card's minimum crew serve it
        return None, msg("SK-15.2", "gun_crew_short", piece=pid, min_crew=card.min_crew, crew=crew)
    return p, None


def gun_cost(p: Gun, aimer: Model) -> int:
    """SK-15.2 (our reading, as mortars): the aimer pays the card's aim A when another man has
    loaded it, else aim and load A both (``guns.fire_cost``)."""
    loader = p.loaded_by if p.loaded_by and p.loaded_by != aimer.id else None
    return guns.fire_cost(gun_card(p), aimer.id, loader)[aimer.id]


def _shell(p: Gun, shell: str, kind: str):
    """SK-15.2: only a shell the gun lists, with shells left; ``kind`` "direct" or "point"."""
    card = gun_card(p)
    try:
        sh = guns.shell_for(card, shell, guns.READY)   # SK-15.2 no other ammunition may be used
    except RuleError:
        return None, msg("SK-15.2", "no_such_shell", piece=p.id, shell=shell, shells=", ".join(card.shells))
    if kind == "direct" and sh.kind not in ("ap", "heat"):
        return None, msg("SK-15.2", "shell_at_point", shell=shell)
    if kind == "point" and sh.kind not in ("he", "smoke"):
        return None, msg("SK-15.2", "shell_direct", shell=shell)
    if shell in p.ammo and p.ammo[shell] < 1:
        return None, msg("SK-15.2", "no_shells_left", piece=p.id, shell=shell)
    return sh, None


def check_load_gun(g, model: Model, move: SkMove, pool: str):
    p, why = _gun_at_hand(g, model, move.args[1])
    if why:
        return why
    if p.loaded_by:
        return msg("SK-15.2", "gun_loaded", piece=p.id)
    return actions._short(model, gun_card(p).load_a, pool, "load_gun")


def apply_load_gun(g, model: Model, move: SkMove, pool: str):
    """SK-15.2 (our reading, as a mortar's loader): the loader pays the card's load A in his own
    activation; the aimer then fires for the aim A only."""
    p = g.state.guns[move.args[1]]
    cost = gun_card(p).load_a
    actions.spend(model, cost, pool)
    p.loaded_by = model.id
    g.emit("loaded_gun", msg("SK-15.2", "loaded_gun", model=model.id, piece=p.id, cost=cost))
    return
    yield


def _stand_in(v: Vehicle) -> Model:
    """A vehicle as a figure for the line of sight (its place, standing)."""
    return Model(id=v.id, name=v.id, side=v.side, at=v.at, facing=v.heading)


def _gun_target(g, model: Model, tid: str):
    """The enemy model (on foot) or vehicle ``tid``: (model or None, vehicle or None)."""
    v = g.state.vehicles.get(tid)
    if v is not None:
        return (None, v) if v.side != model.side and not v.off_table else (None, None)
    t = g.state.models.get(tid)
    if t is not None and t.side != model.side and t.alive and not t.out and not t.vehicle:
        return t, None
    return None, None


def check_gun_fire(g, model: Model, move: SkMove, pool: str):
    pid, shell, tid = move.args[1], move.args[2], move.args[3]
    p, why = _gun_at_hand(g, model, pid)
    if why:
        return why
    sh, why = _shell(p, shell, "direct")
    if why:
        return why
    t, v = _gun_target(g, model, tid)
    if t is None and v is None:
        return msg("SK-15.2", "gun_no_target", target=tid)
    seen = reactions.can_see(g, model, t) if t is not None else (g.sight is None or g.sight(g, model, _stand_in(v)))
    if not seen:   # SK-7.1 the aimer at the gun sees the target
        return msg("SK-7.1", "gun_not_seen", model=model.id, target=tid, piece=pid)
    d = p.at.distance((t or v).at)
    if d > sh.range + 1e-9:   # SK-6.1 the shell's range
        return msg("SK-6.1", "gun_out_of_range", target=tid, distance=inches(d), piece=pid, range=sh.range, shell=shell)
    return actions._short(model, gun_cost(p, model), pool, "gun_fire")


def _fired(model: Model, p: Gun, shell: str, pool: str) -> int:
    """Pay the aimer's A, unload the gun, count the shell (SK-15.2)."""
    cost = gun_cost(p, model)
    actions.spend(model, cost, pool)
    p.loaded_by = None
    if shell in p.ammo:
        p.ammo[shell] -= 1
    return cost


def _cover_from(g, gun_at: Point, target: Model) -> tuple[int | None, bool]:
    """The best cover save of the covers between the gun and ``target`` (None: in the open), and
    whether smoke lies between them (our rule: in cover, -1 to hit, but no save)."""
    if g.table is None:
        return None, False
    from cc_desktop.skirmish.sight import SMOKE_COVER, sight
    from cc_desktop.skirmish.types import Pose, Posture
    seen = sight(g.table, Pose(Point(gun_at.x, gun_at.y), 0.0, Posture.CROUCHING),
                 Pose(target.at, target.facing, target.posture), **g.state.sight_args())
    saves = [c.save for c in seen.covers if getattr(c, "save", None) is not None]
    return (min(saves) if saves else None), any(c.cover == SMOKE_COVER for c in seen.covers)


def apply_gun_fire(g, model: Model, move: SkMove, pool: str):
    """SK-15.2 (our rules, docs/skirmish-design-vehicles.md): an AP or HEAT shell is a direct shot
    (``guns.fire_direct``: D6 + the aimer's C + modifiers >= 6, long range -1 to hit and -1 E).
    A hit on a vehicle strikes the face it was fired at (SK-14.7, SK-14.8: ``hit_vehicle``); a hit
    on a man rolls his cover save worsened by E (SK-8.2), the hit location (SK-18.4), the helmet
    (SK-13) and the wound (SK-18), 1 TP to the aimer (SK-17.1), a Morale test (SK-10.2)."""
    from cc_desktop.skirmish import cover, vehicle_play, vehicles
    pid, shell, tid = move.args[1], move.args[2], move.args[3]
    p = g.state.guns[pid]
    card = gun_card(p)
    t, v = _gun_target(g, model, tid)
    target_at = (t or v).at
    cost = _fired(model, p, shell, pool)
    g.emit("fired_gun", msg("SK-15.2", "fired_gun", model=model.id, piece=pid, shell=shell, target=tid, cost=cost))
    mods: list[tuple[str, int]] = []
    if v is not None:   # SK-14.7 the vehicle's size, moving -2
        total, steps = vehicles.to_hit_modifiers(vehicle_play.card_of(v), target_moving=vehicle_play.moving(v))
        _steps(g, steps)
        if total:
            mods.append(("vehicle", total))
        save = None
    else:
        save, smoke = _cover_from(g, p.at, t)
        if save is not None or smoke:
            mods.append(("target in cover", -1))   # SK-8.1 (smoke: our rule, in cover without a save)
    shot = guns.fire_direct(card, shell, p.at.distance(target_at), model.stats.C, g.state.dice, modifiers=mods)
    _steps(g, shot.steps)
    if not shot.hit:
        return
    if v is not None:
        direction = vehicles.shot_direction(v.at, v.heading, p.at)   # SK-14.8 the face it was fired at
        yield from vehicle_play.hit_vehicle(g, v, direction, shot.strength)
        return
    if save is not None:   # SK-8.2 the cover save, worsened by E above 3
        ok, s = specials.save_roll(g.state.dice, specials.worsened_save(save, shot.strength), "SK-8.2",
                                   "gun cover save", code="cover_save", model=t.id)
        _steps(g, (s,))
        if ok:
            g.emit("gun_cover_saved", msg("SK-8.2", "gun_cover_saved", target=t.id, shell=shell))
            return
    location = actions.hit_location(g, "gun hit location")   # SK-18.4
    if location == "head" and "helmet" in t.equipment:   # SK-13 the helmet's save, worsened by E
        prot = cover.protection_save(shot.strength, g.state.dice)
        g.emit("special_step", step_message(prot.step))
        if prot.destroyed:
            t.equipment.remove("helmet")
        if prot.saved:
            return
    actions.wound_model(g, t, location, None, "shot")
    if t.side != model.side:
        model.tp += 1   # SK-17.1
    if t.in_play:
        yield from reactions.after_wound(g, t)


def check_gun_fire_at(g, model: Model, move: SkMove, pool: str):
    pid, shell = move.args[1], move.args[2]
    p, why = _gun_at_hand(g, model, pid)
    if why:
        return why
    sh, why = _shell(p, shell, "point")
    if why:
        return why
    aim = _point(move, 3)
    if not actions.on_table(aim):
        return msg("SK-5.1", "off_table", x=aim.x, y=aim.y)
    why = range_refusal(p.at, aim, sh.min_range, sh.range, "SK-15.2")
    if why:
        return why
    return actions._short(model, gun_cost(p, model), pool, "gun_fire")


def apply_gun_fire_at(g, model: Model, move: SkMove, pool: str):
    """SK-15.2 (our rule): an HE shell at a point within its range scatters 2D6 minus the aimer's
    C (``guns.fire_at_point``) and bursts as a mortar bomb: the same blast as the mortar's
    (:func:`blast`: drop-down windows, E + D6 >= 6, half E rounded down, SK-12.5).  A smoke shell
    scatters the same way and lays a smoke cloud of the shell's radius where it lands
    (:func:`lay_smoke`)."""
    pid, shell = move.args[1], move.args[2]
    p = g.state.guns[pid]
    card = gun_card(p)
    aim = _point(move, 3)
    cost = _fired(model, p, shell, pool)
    g.emit("fired_gun_at", msg("SK-15.2", "fired_gun_at", model=model.id, piece=pid, shell=shell, x=aim.x, y=aim.y,
                               cost=cost))
    he = guns.fire_at_point(card, shell, p.at, aim, model.stats.C, (), g.state.dice)   # SK-15.2 the scatter
    if he.smoke_radius is not None:   # SK-15.2 a smoke shell: the cloud, no blast
        _steps(g, he.steps)
        lay_smoke(g, he.scatter.landed, he.smoke_radius)
        return
    _steps(g, he.steps[:1] + he.scatter.steps)
    sh = card.shells[shell]
    yield from blast(g, model, he.scatter.landed, float(sh.blast_radius), sh.strength, "down", "SK-12.5", "gun")


def lay_smoke(g, at: Point, radius: float) -> SmokeCloud:
    """SK-15.2 (our rule, docs/skirmish-design.md "Smoke"): a smoke cloud of ``radius`` inches
    round the exact point the shell landed, ``guns.SMOKE_HEIGHT`` high, laid this game turn; it
    hides from the line of sight at once (``sight.sight(..., smoke=...)``) and thins and
    disperses at the start of later game turns (``turn.smoke_turn_start``)."""
    st = g.state
    cloud = SmokeCloud(st.new_id("cloud"), Point(at.x, at.y), float(radius), guns.SMOKE_HEIGHT, st.turn)
    st.smoke[cloud.id] = cloud
    g.emit("smoke_laid", msg("SK-15.2", "smoke_laid", cloud=cloud.id, x=inches(at.x), y=inches(at.y),
                             radius=cloud.radius, height=cloud.height))
    return cloud


# -- SK-12.1 the flamethrower ----------------------------------------------------------------------
def _flamethrower(g, model: Model):
    for item in model.in_hand:
        w = g.weapon(item)
        if w is not None and w.kind == "flamethrower":
            return w
    return None


def shots_left(model: Model, w) -> int:
    return model.rounds.get(w.id, w.shots or 0)


def check_flame(g, model: Model, move: SkMove, pool: str):
    w = _flamethrower(g, model)
    if w is None:
        return msg("SK-12.1", "no_flamethrower", model=model.id)
    if shots_left(model, w) < 1:
        return msg("SK-12.1", "flamethrower_empty", item=w.id)
    aim = _point(move)
    d = model.at.distance(aim)
    if d < 0.5 or d > w.range + 1e-9:
        return msg("SK-12.1", "flame_range", range=w.range, distance=inches(d))
    return actions._short(model, w.shot_a, pool, "flame")


def apply_flame(g, model: Model, move: SkMove, pool: str):
    """SK-12.1: the triangle from the nozzle to a 2-inch stick at the farthest point; each model
    under it: a hit location and a save +1 (none: 6+), partly under +3 (none: 4+); a burst used,
    the last one and it is thrown away."""
    w = _flamethrower(g, model)
    aim = _point(move)
    actions.spend(model, w.shot_a, pool)
    others = [m for m in g.state.models.values() if m is not model and m.alive and not m.out]
    targets = [actions._blast_target(g, m, model.at) for m in others]
    res = specials.fire_flamethrower(model.at, aim, float(w.range), shots_left(model, w), targets, g.state.dice,
                                     flame_e=w.strength)
    _steps(g, res.steps)
    model.rounds[w.id] = res.shots_left
    g.emit("flamed", msg("SK-12.1", "flamed", model=model.id, x=aim.x, y=aim.y, cost=w.shot_a, left=res.shots_left))
    if res.thrown_away:
        model.in_hand.remove(w.id)
        model.rounds.pop(w.id, None)
        g.emit("flame_thrown_away", msg("SK-12.1", "flame_thrown_away", model=model.id))
    wounded = []
    for hit in res.hits:
        victim = g.state.models[hit.target]
        if hit.wounded and victim.alive:
            actions.wound_model(g, victim, hit.location.value, None, "flame")
            if victim.side != model.side:
                model.tp += 1   # SK-17.1
            wounded.append(victim)
    for victim in wounded:
        if victim.in_play:
            yield from reactions.after_wound(g, victim)


# -- SK-12.3 the Molotov cocktail, fires, burning clothes --------------------------------------------
def _molotov_in_hand(g, model: Model):
    return next((i for i in model.in_hand if i == "molotov"), None)


def check_molotov(g, model: Model, move: SkMove, pool: str):
    if _molotov_in_hand(g, model) is None:
        return msg("SK-12.3", "no_molotov", model=model.id)
    aim = _point(move)
    if not actions.on_table(aim):
        return msg("SK-5.1", "off_table", x=aim.x, y=aim.y)
    reach = specials.throw_range(model.stats.E, grenadier=model.has("grenadier"))
    if model.at.distance(aim) > reach + 1e-9:
        return msg("SK-4.2", "throw_too_far", distance=inches(model.at.distance(aim)), range=reach)
    return actions._short(model, specials.GRENADE_THROW_A, pool, "molotov")


def apply_molotov(g, model: Model, move: SkMove, pool: str):
    """SK-12.3: thrown like a grenade (5 A, D3 scatter); on impact D6: 1 nothing, else that is
    its E and half of it (rounded up) the radius in which everything catches fire (a model
    behind cover rolls its save: the cover burns instead); on open ground it burns that many
    turns (a fire area)."""
    aim = _point(move)
    actions.spend(model, specials.GRENADE_THROW_A, pool)
    model.in_hand.remove("molotov")
    g.emit("threw_molotov", msg("SK-12.3", "threw_molotov", model=model.id, x=aim.x, y=aim.y))
    t = specials.throw_molotov(model.at, aim, model.stats.E, g.state.dice, grenadier=model.has("grenadier"))
    _steps(g, t.steps)
    area = specials.FireArea.from_impact(t.impact)
    if area is None:
        return
    fid = g.state.new_id("fire")
    g.state.fires[fid] = Fire(fid, Point(inches(area.center.x), inches(area.center.y)), area.radius, area.turns_left)
    for m in sorted(g.state.models.values(), key=lambda x: x.id):
        if not m.alive or m.out or m.on_fire:
            continue
        c = specials.molotov_catch_fire(t.impact, actions._blast_target(g, m, t.impact.at), g.state.dice)
        if c.catches_fire:
            _steps(g, c.steps)
            catch_fire(g, m, model)
    return
    yield


def catch_fire(g, m: Model, by: Model | None = None) -> None:
    """SK-12.3: a model that catches fire spends 8 A at once on its clothes (what it lacks is
    borrowed from its next turn: sk-special's best reading)."""
    m.on_fire = True
    g.emit("catches_fire", msg("SK-12.3", "catches_fire", model=m.id))
    pool = "borrow_own" if m.side == g.state.side else "borrow"
    have = m.a_remaining if pool == "borrow_own" else m.a_reserved
    off = specials.take_off_burning_clothes(max(0, have))
    _steps(g, off.steps)
    actions.spend(m, off.a_spent, "own" if pool == "borrow_own" else "reserve")
    m.a_debt += off.a_borrowed   # SK-12.3, SK-10.2 (the debt may pass 2 here: 8 A must be spent)
    m.on_fire = off.still_burning
    g.emit("clothes_off", msg("SK-12.3", "clothes_off", model=m.id, cost=specials.BURNING_CLOTHES_A,
                              borrowed=off.a_borrowed))


def fires_turn_start(g, side: str):
    """SK-12.3 at the start of a side's turn: each of its models still in burning clothes
    suffers a wound (no bleeding) and tries again to take them off; a model standing in a fire
    area catches fire (our reading); at the start of each game turn the fires on non-combustible
    ground burn one turn less."""
    if side == g.state.first:
        for fid in sorted(g.state.fires):
            f = g.state.fires[fid]
            if f.turns_left is not None:
                f.turns_left -= 1
                if f.turns_left <= 0:
                    del g.state.fires[fid]
                    g.emit("fire_out", msg("SK-12.3", "fire_out", x=f.center.x, y=f.center.y))
    for m in sorted(g.state.side_models(side), key=lambda x: x.id):
        if not m.alive or m.out:
            continue
        if m.on_fire:
            burn = specials.burning_at_turn_start(g.state.dice)   # SK-12.3
            _steps(g, burn.steps)
            g.emit("burn_wound", msg("SK-12.3", "burn_wound", model=m.id, location=burn.location.value))
            actions.wound_model(g, m, burn.location.value, False, "burn")
            if m.alive:
                catch_fire(g, m)
            continue
        for f in g.state.fires.values():
            if m.at.distance(f.center) <= f.radius + actions.BASE_RADIUS:
                catch_fire(g, m)
                break
    return
    yield


# -- SK-13 equipment used as an action ---------------------------------------------------------------
def check_use(g, model: Model, move: SkMove, pool: str):
    item = move.args[1]
    if item not in model.equipment:
        return msg("SK-13", "no_item", model=model.id, item=item)
    if item not in USABLE:
        return msg("SK-13", "no_item_use", reason=_why("SK-13", "not_an_action", item=item))
    if item == "canteen":
        try:
            equipment.drink(model.equipment, used_this_battle="canteen" in model.used)
        except RuleError as e:
            return msg("SK-13", "no_item_use", reason=str(e))
    elif item in model.used:
        return msg("SK-13", "no_item_use", reason=_why("SK-13", "in_use", item=item))
    return actions._short(model, equipment.use_cost(item), pool, "use")


def apply_use(g, model: Model, move: SkMove, pool: str):
    """SK-13: the canteen (1 A, once a battle, +2 A next turn), the gas mask put on (6 A), warm
    clothing put on (8 A), the mirror (2 A), the wire cutters (6 A)."""
    item = move.args[1]
    cost = equipment.use_cost(item)
    actions.spend(model, cost, pool)
    if item == "canteen":
        use = equipment.drink(model.equipment, used_this_battle=False)
        model.a_bonus += use.next_turn_bonus
    if item not in ("mirror", "wire_cutters"):
        model.used.append(item)
    g.emit("used_item", msg("SK-13", "used_item", model=model.id, item=item, cost=cost))
    return
    yield


def canteen_at_turn_start(g, side: str) -> None:
    """SK-13: the canteen's +2 A come at the start of the model's next turn."""
    for m in g.state.side_models(side):
        if m.a_bonus and m.in_play:
            m.a_remaining += m.a_bonus
            g.emit("canteen_bonus", msg("SK-13", "canteen_bonus", model=m.id, bonus=m.a_bonus))
            m.a_bonus = 0


ACTIONS = {
    "fit_grenade": actions.Action("SK-12.4", check_fit_grenade, apply_fit_grenade),
    "remove_grenade": actions.Action("SK-12.4", check_remove_grenade, apply_remove_grenade),
    "fire_grenade": actions.Action("SK-12.4", check_fire_grenade, apply_fire_grenade),
    "set_up": actions.Action("SK-12.5", check_set_up, apply_set_up),
    "load_mortar": actions.Action("SK-12.5", check_load_mortar, apply_load_mortar),
    "fire_mortar": actions.Action("SK-12.5", check_fire_mortar, apply_fire_mortar),
    "flame": actions.Action("SK-12.1", check_flame, apply_flame),
    "molotov": actions.Action("SK-12.3", check_molotov, apply_molotov),
    "use": actions.Action("SK-13", check_use, apply_use),
    "load_gun": actions.Action("SK-15.2", check_load_gun, apply_load_gun),
    "gun_fire": actions.Action("SK-15.2", check_gun_fire, apply_gun_fire),
    "gun_fire_at": actions.Action("SK-15.2", check_gun_fire_at, apply_gun_fire_at),
}


# -- a finite sample for legal_moves -------------------------------------------------------------------
def _enemies(g, model: Model) -> list[Model]:
    return sorted((m for m in g.state.models.values() if m.side != model.side and m.in_play), key=lambda m: m.id)


def sample_weapon(g, model: Model, pool: str = "own") -> list[SkMove]:
    """Fitting and removing rifle grenades, firing them, the flamethrower and the Molotov at each
    enemy, setting up each mortar or gun of the side in reach (1 A, 4 A and all it still needs),
    loading and firing a mortar at each enemy, the equipment uses."""
    out: list[SkMove] = []
    mid = model.id

    def offer(kind: str, *args) -> None:
        mv = SkMove(kind, mid, *args)
        if mv not in out and actions.why_not(g, model, mv, pool) is None:
            out.append(mv)

    left = actions.available(model, pool)
    for item in model.in_hand:
        offer("fit_grenade", item)
        offer("remove_grenade", item)
    enemies = _enemies(g, model)
    for e in enemies:
        p = (inches(e.at.x), inches(e.at.y))
        if model.rifle_grenade:
            offer("fire_grenade", *p)
        if "molotov" in model.in_hand:
            offer("molotov", *p)
        if _flamethrower(g, model) is not None:
            offer("flame", *p)
    for p in sorted(list(g.state.mortars.values()) + list(g.state.guns.values()), key=lambda x: x.id):
        if p.side != model.side:
            continue
        if not (isinstance(p, Mortar) and p.ready):
            most = _setup_left(g, model, p)
            for a in sorted({1, 4, min(most, left)}):
                if a >= 1:
                    offer("set_up", p.id, a)
        if isinstance(p, Mortar) and p.ready:
            offer("load_mortar", p.id)
            for e in enemies:
                offer("fire_mortar", p.id, inches(e.at.x), inches(e.at.y))
        if isinstance(p, Gun) and p.ready:   # SK-15.2 each shell it lists at each enemy
            offer("load_gun", p.id)
            marks = [e.id for e in enemies if not e.vehicle] + sorted(
                v.id for v in g.state.vehicles.values() if v.side != model.side and not v.off_table)
            for shell in gun_card(p).shells:
                for mark in marks:
                    offer("gun_fire", p.id, shell, mark)
                for e in enemies:
                    offer("gun_fire_at", p.id, shell, inches(e.at.x), inches(e.at.y))
    for item in USABLE:
        offer("use", item)
    return out



special_actions.register(actions.ACTIONS, ACTIONS)
