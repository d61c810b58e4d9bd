"""The registration of the actions of vehicles, special weapons and animals (SK-12 to SK-16)
in ``actions.ACTIONS``, and the guard every action passes first (what a model in a vehicle, an
animal, a rider or a rifle with a grenade fitted may not do).  Kept apart from
:mod:`vehicle_play`, :mod:`weapon_play` and :mod:`animal_play` so each can register itself as it
is loaded, in any import order."""

from __future__ import annotations


def register(table: dict, new: dict) -> None:
    """Merge ``new`` actions (of vehicles, special weapons or animals) into ``actions.ACTIONS``
    and guard every action with what a model in a vehicle, an animal, a rider or a rifle with a
    grenade fitted may not do (SK-14.1, SK-16, SK-12.4).  Each of the three modules calls it as
    it is loaded."""
    from cc_desktop.skirmish.actions import Action
    table.update(new)
    for kind, a in list(table.items()):
        if not getattr(a.check, "special_guard", False):
            table[kind] = Action(a.rule, _guarded(kind, a.check), a.apply)


def special_refusal(g, model, move):
    """Why a model may not make ``move`` at all: in a vehicle (SK-14.1), an animal or a rider
    (SK-16); None when nothing stands in the way.  (A rifle with a grenade fitted and aimed shots
    from a moving vehicle are refused by the shot's own check: ``vehicle_play.shot_refusal``.)"""
    from cc_desktop.skirmish import animal_play, vehicle_play
    return vehicle_play.vehicle_refusal(g, model, move.kind) or animal_play.animal_refusal(g, model, move.kind, move)


def _guarded(kind: str, check):
    def guarded(g, model, move, pool):
        return special_refusal(g, model, move) or check(g, model, move, pool)
    guarded.__doc__ = check.__doc__
    guarded.special_guard = True
    return guarded
