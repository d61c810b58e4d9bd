"""The declarations of :mod:`cc_desktop.skirmish.decisions`: every argument type, move kind and
decision kind the Skirmish engine can produce (data only; the machinery is the shared
:class:`cc_desktop.engine.registry.Registry`).

Rows are ``(name, rule, who, moves, about, prompt, window)`` as in Combat Commander's
``cc_desktop/rules/decision_kinds.py``.  Places are two ``distance`` arguments (x and y in inches
from the table's top left corner, one decimal: ``move m3 12.5 30.0``); a facing is an ``angle``
in degrees (0 along +x, 90 along +y).
"""

from __future__ import annotations

#: argument types: name -> (Python type, what it is)
TYPES: dict[str, tuple[type, str]] = {
    "model": (str, "a model id"),
    "side": (str, "a side id"),
    "item": (str, "a weapon or equipment id the model carries or holds"),
    "ground": (str, "an item lying on the ground (its ground id, g1, g2, ...)"),
    "door": (str, "a door or crate id of the battlefield"),
    "shot": (str, "a single shot: hip or aimed (SK-6.4)"),
    "location": (str, "a body part: leg, body, arm or head (SK-18.4)"),
    "count": (int, "a whole number"),
    "point": (str, "a place 'x,y' in inches (kept for a map editor; moves use two distances)"),
    "angle": (float, "an angle in degrees, one decimal (0 along +x, 90 along +y)"),
    "distance": (float, "inches, one decimal (a coordinate or a height)"),
    "vehicle": (str, "a vehicle id (SK-14)"),
    "seat": (str, "a seat of a vehicle: driver, front_passenger, ... (SK-14.1)"),
    "piece": (str, "a mortar, towed gun or dog sled id (SK-12.5, SK-15, SK-16.3)"),
    "stat": (str, "a characteristic: C, U, E or M (SK-2)"),
    "shell": (str, "a shell a towed gun lists: ap, heat, he, smoke (SK-15.2)"),
    "mark": (str, "a model or vehicle id a gun fires at (SK-15.2)"),
}

_M = ("model",)
#: move kinds: name -> its argument signatures (by arity)
MOVE_KINDS: dict[str, tuple[tuple[str, ...], ...]] = {
    "activate": (_M,), "end": ((),), "place": (("model", "distance", "distance"),), "done": ((),), "decline": ((),),
    "move": (("model", "distance", "distance"),),
    "turn": (("model", "angle"),),
    "crouch": (_M,), "stand": (_M,),
    "crouch_facing": (("model", "angle"),), "stand_facing": (("model", "angle"),),
    "jump": (("model", "distance", "distance"),), "throw": (("model", "distance", "distance"),),
    "climb": (("model", "distance"),),
    "open": (("model", "door"),),
    "pick_up": (("model", "ground"),), "stow": (("model", "item"),), "draw": (("model", "item"),),
    "drop": (("model", "item"),), "switch": (("model", "item"),), "exchange": (("model", "model"),),
    "reload": (("model", "item"),), "bandage": (("model", "model"),), "dig": (("model", "count"),),
    "enter_hole": (_M,), "leave_hole": (_M,),
    "shoot": (("model", "model", "shot"),), "burst": (("model", "model", "count"),),
    "shift": (("count",),),
    # SK-12 to SK-16 (sk-vehicles: vehicle_play, weapon_play, animal_play)
    "board": (("model", "vehicle", "seat"),), "leave": (_M,), "drive": (("model", "count", "count"),),
    "steer": (("model", "angle", "distance"),), "brake": (_M,), "push_out": (_M,),
    "shoot_vehicle": (("model", "vehicle", "shot"),),
    "fit_grenade": (("model", "item"),), "remove_grenade": (("model", "item"),),
    "fire_grenade": (("model", "distance", "distance"),), "set_up": (("model", "piece", "count"),),
    "load_mortar": (("model", "piece"),), "fire_mortar": (("model", "piece", "distance", "distance"),),
    "flame": (("model", "distance", "distance"),), "molotov": (("model", "distance", "distance"),),
    "use": (("model", "item"),),
    "mount": (("model", "model"),), "dismount": (_M,), "ride": (("model", "distance", "distance"),),
    "blow": (("model", "model"),), "called": (("model", "model", "location"),), "charge": (("model", "model"),),
    "restore": (("model", "stat"),),  # SK-4.10 / SK-18.1 the bandaging player chooses
    "place_vehicle": (("vehicle", "distance", "distance", "angle"),),  # SK-3.1 with SK-14
    "place_piece": (("piece", "distance", "distance", "angle"),),  # SK-3.1 a towed gun or dog sled
    # SK-15.2 towed guns; SK-16 harnessing, saddling, mine dogs, dog orders, leading
    "load_gun": (("model", "piece"),), "gun_fire": (("model", "piece", "shell", "mark"),),
    "gun_fire_at": (("model", "piece", "shell", "distance", "distance"),),
    "harness": (("model", "model", "piece", "count"),), "unharness": (("model", "model", "count"),),
    "saddle": (("model", "model", "count"),), "unsaddle": (("model", "model", "count"),),
    "fit_mine": (("model", "model", "count"),), "remove_mine": (("model", "model", "count"),),
    "send_dog": (("model", "model", "distance", "distance"),), "recall_dog": (("model", "model"),),
    "lead": (("model", "model"),), "let_go": (_M,),
    "sled_on": (("model", "piece", "model"),), "sled_off": (("model", "piece", "model"),),   # SK-16.3 the dog sled
}

_ACTIONS = ("move(model,distance,distance) turn(model,angle) crouch(model) crouch_facing(model,angle) stand(model) "
            "stand_facing(model,angle) jump(model,distance,distance) climb(model,distance) open(model,door) "
            "pick_up(model,ground) stow(model,item) draw(model,item) drop(model,item) switch(model,item) "
            "exchange(model,model) reload(model,item) bandage(model,model) dig(model,count) enter_hole(model) "
            "leave_hole(model) shoot(model,model,shot) burst(model,model,count) called(model,model,location) throw(model,distance,distance) blow(model,model) charge(model,model) "
            # SK-12 to SK-16 (sk-vehicles)
            "board(model,vehicle,seat) leave(model) drive(model,count,count) steer(model,angle,distance) brake(model) "
            "push_out(model) shoot_vehicle(model,vehicle,shot) fit_grenade(model,item) remove_grenade(model,item) "
            "fire_grenade(model,distance,distance) set_up(model,piece,count) load_mortar(model,piece) "
            "fire_mortar(model,piece,distance,distance) flame(model,distance,distance) molotov(model,distance,distance) "
            "use(model,item) mount(model,model) dismount(model) ride(model,distance,distance) "
            # SK-15.2, SK-16
            "load_gun(model,piece) gun_fire(model,piece,shell,mark) gun_fire_at(model,piece,shell,distance,distance) "
            "harness(model,model,piece,count) unharness(model,model,count) saddle(model,model,count) "
            "unsaddle(model,model,count) fit_mine(model,model,count) remove_mine(model,model,count) "
            "send_dog(model,model,distance,distance) recall_dog(model,model) lead(model,model) let_go(model) "
            "sled_on(model,piece,model) sled_off(model,piece,model) done")

#: every decision: (name, rule, who decides, moves, about, English prompt, window)
DECISION_KINDS: list[tuple] = [
    ("deploy", "SK-3.1", "each side in turn, before the initiative roll",
     "place(model,distance,distance) place_vehicle(vehicle,distance,distance,angle) "
     "place_piece(piece,distance,distance,angle) done", "left:count",
     "Set up your models, vehicles, guns and sleds in your deployment zone ({left} still to place), move any again, "
     "then Done",
     False),
    ("activate", "SK-3.3", "the side playing its turn", "activate(model) end", "turn:count",
     "Turn {turn}: choose the model that acts next, or end your turn", False),
    ("act", "SK-3.4", "the side playing its turn", _ACTIONS, "model:model left:count",
     "{model} has {left} A: choose an action, or Done", False),
    ("preempt", "SK-6.6", "the side of the observer, in the opponent's turn",
     "shoot(model,model,shot) decline", "observer:model target:model reserved:count",
     "Pre-emptive shot: {observer} ({reserved} A in reserve) sees {target}. Shoot, or let it pass?", True),
    ("scout_counter", "SK-17.4", "the side of the Scout about to be shot, in its own turn",
     "shoot(model,model,shot) decline", "scout:model observer:model",
     "{observer} is about to take a pre-emptive shot at {scout}: the Scout may shoot at it first", True),
    ("after_preempt", "SK-6.6", "the side of the observer", "crouch(model) stand(model) done", "model:model left:count",
     "{model} has {left} reserved A left: change posture, or Done", False),
    ("location_shift", "SK-17.4", "the side of the Accurate shooter, or of the target with Good reflexes",
     "shift(count)", "model:model result:count",
     "{model} may move the hit location roll of {result} by one (Accurate, Good reflexes): -1, 0 or +1", False),
    ("duck", "SK-12.2", "the side of a model in the blast radius", "crouch(model) decline", "model:model",
     "A grenade lands near {model}: drop down with a reserved A before it explodes?", True),
    ("take_cover", "SK-10.2", "the side of the model that failed its Morale test",
     "move(model,distance,distance) crouch(model) done", "model:model left:count",
     "{model} failed its Morale test: reach cover or crouch ({left} A, up to 2 borrowed from its next turn), or Done",
     False),
    ("restore", "SK-4.10", "the side of the model that bandaged", "restore(model,stat)",
     "model:model patient:model left:count",
     "{model} stopped the bleeding of {patient}: choose the characteristic that gets a point back ({left} to give)",
     False),
    ("preempt_vehicle", "SK-6.6", "the side of the observer, in the opponent's turn",
     "shoot_vehicle(model,vehicle,shot) shoot(model,model,shot) decline", "observer:model vehicle:vehicle reserved:count",
     "Pre-emptive shot: {observer} ({reserved} A in reserve) sees {vehicle} drive by. "
     "Shoot at it or at a passenger, or let it pass?", True),
]

