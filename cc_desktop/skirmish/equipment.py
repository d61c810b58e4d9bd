"""Equipment (SK-13) as lookups: what each item does, what using it costs, and the small rules
tied to items (helmet save, climbing with hobnailed boots, the camouflage suit, sights and
bipods, binoculars, the canteen, warm clothing, bandages, the shovel).

Item ids are sk-data's (``/work/shared-skirmish/ids.md``, ``resources/skirmish/equipment.json``,
where the UP prices live); this module holds only the effects.  Functions of values; results
carry their steps (:class:`~cc_desktop.skirmish.explain.Step`); the helmet's save is
``cover.protection_save``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection

from .decisions import ENGLISH
from .explain import Step
from .specials import RuleError
from .types import WeaponProfile

#: the English templates of this module's steps (explain.Step codes)
STEP_MESSAGES = {
    "equipment.no_camouflage": "no camouflage suit (SK-13)",
    "equipment.camouflage_moving": "camouflage suit: seen while it moves ({moved}) (SK-13)",
    "equipment.camouflage_fired": "camouflage suit: seen after firing twice from one place (shots {shots}; SK-13)",
    "equipment.camouflage_hidden": "camouflage suit: hidden (SK-13)",
    "equipment.range": "weapon range (base {base}, range {range}; SK-13)",
    "equipment.range_bonus": "weapon range +10% (base {base}, range {range}; SK-13)",
    "equipment.no_binoculars": "no binoculars (SK-13)",
    "equipment.binoculars_reveal": "binoculars reveal a hidden model (distance {distance}; SK-13)",
    "equipment.binoculars_closer": "binoculars: as if 15 inches closer (distance {distance}, counts as {counts_as}; SK-13)",
    "equipment.canteen": "drinks from the canteen (cost {cost}, next turn +{bonus} A; SK-13)",
}
ENGLISH.add(STEP_MESSAGES)


@dataclass(frozen=True)
class EquipmentEffect:
    id: str
    rule: str
    use_a: int | None            # A to use / put on (None: no action)
    effect: str                  # one English sentence


EFFECTS: dict[str, EquipmentEffect] = {e.id: e for e in (
    EquipmentEffect("camouflage_suit", "SK-13", None,
                    "not visible, even crawling; seen when moving otherwise or firing twice from one place"),
    EquipmentEffect("boots", "SK-13", None, "no effect"),
    EquipmentEffect("wire_cutters", "SK-13", 6, "cuts barbed wire or a wire fence"),
    EquipmentEffect("uniform", "SK-13", None, "no effect"),
    EquipmentEffect("gas_mask", "SK-13", 6, "immune to gas once prepared and put on"),
    EquipmentEffect("infantry_shovel", "SK-4.1", None, "needed to dig in; also a melee weapon"),
    EquipmentEffect("bandage_pack", "SK-4.10", None, "needed to bandage wounds"),
    EquipmentEffect("canteen", "SK-13", 1, "once per battle: +2 A in the next turn"),
    EquipmentEffect("warm_clothing", "SK-13", 8, "+1 on the melee E test against bare hands"),
    EquipmentEffect("binoculars", "SK-13", None,
                    "reveals hidden models within 15 inches; farther ones as if 15 inches closer"),
    EquipmentEffect("helmet", "SK-13", None, "6+ save on a head hit; destroyed when it saves"),
    EquipmentEffect("hobnailed_boots", "SK-5.3", None, "+1 on climb tests"),
    EquipmentEffect("telescopic_sight", "SK-13", None,
                    "+10% range; aimed shots +4 instead of +2 (single-shot weapons of 30 inches or more)"),
    EquipmentEffect("bipod", "SK-13", None, "+10% range (burst-fire weapons only)"),
    EquipmentEffect("mirror", "SK-13", 2, "a crouching model looks out from behind cover"),
)}

SCOPE_MIN_RANGE = 30.0
RANGE_BONUS = 0.10
BINOCULARS_REVEAL = 15.0
CANTEEN_BONUS_A = 2
STOW_A = 1                   # SK-4.4: putting an item away (into a backpack, a pouch)


def effect(item: str) -> EquipmentEffect:
    try:
        return EFFECTS[item]
    except KeyError:
        raise KeyError(f"no such equipment: {item!r}") from None


def use_cost(item: str) -> int:
    """SK-13 / SK-4.0: the A of using or putting on an item (wire cutters 6, gas mask 6, canteen 1,
    warm clothing 8, mirror 2)."""
    e = effect(item)
    if e.use_a is None:
        raise RuleError(f"SK-13: {item} is not used as an action")
    return e.use_a


# -- helmet (SK-13, SK-6.10 step 6): cover.protection_save -------------------------------------


# -- climbing (SK-5.3) ---------------------------------------------------------------------------


def climb_bonus(equipment: Collection[str], *, use: bool = True) -> int:
    """SK-13 / SK-5.3: hobnailed boots "may add" +1 to climb rolls (``use``: the player's
    choice, default yes)."""
    return 1 if use and "hobnailed_boots" in equipment else 0


# -- camouflage suit (SK-13, SK-7.1) -------------------------------------------------------------


def camouflage_hidden(equipment: Collection[str], *, moved: str = "none", shots_from_here: int = 0) -> tuple[bool, Step]:
    """SK-13: a model in a camouflage suit is not visible, even while crawling; any other kind of
    movement (``moved``: "none", "crawl", "walk", "run", "climb", "jump"...) or firing twice from
    the same place makes it detectable."""
    if "camouflage_suit" not in equipment:
        return False, Step.of("SK-13", "camouflage", "equipment.no_camouflage")
    if moved not in ("none", "crawl"):
        return False, Step.of("SK-13", "camouflage", "equipment.camouflage_moving", moved=moved)
    if shots_from_here >= 2:
        return False, Step.of("SK-13", "camouflage", "equipment.camouflage_fired", shots=shots_from_here,
                              data=(("shots", shots_from_here),))
    return True, Step.of("SK-13", "camouflage", "equipment.camouflage_hidden")


# -- sights and bipods (SK-13) -------------------------------------------------------------------


def fit_refusal(item: str, weapon: WeaponProfile) -> str | None:
    """SK-13: a telescopic sight only on weapons that cannot fire bursts and reach 30 inches or
    more; a bipod only on burst-fire weapons.  None when it fits."""
    if item == "telescopic_sight":
        if weapon.burst_a is not None:
            return "SK-13: a telescopic sight does not fit a burst-fire weapon"
        if weapon.range is None or weapon.range < SCOPE_MIN_RANGE:
            return "SK-13: a telescopic sight needs a weapon of 30 inches range or more"
        return None
    if item == "bipod":
        return None if weapon.burst_a is not None else "SK-13: a bipod only fits a burst-fire weapon"
    return f"SK-13: {item} is not fitted to weapons"


def weapon_range(weapon: WeaponProfile, fitted: Collection[str] = ()) -> tuple[float, Step]:
    """SK-13: a telescopic sight or a bipod gives +10% range (on a weapon it fits)."""
    if weapon.range is None:
        raise ValueError(f"{weapon.id} has no range")
    bonus = any(i in fitted and fit_refusal(i, weapon) is None for i in ("telescopic_sight", "bipod"))
    r = weapon.range * (1 + RANGE_BONUS) if bonus else weapon.range
    return r, Step.of("SK-13", "weapon_range", "equipment.range_bonus" if bonus else "equipment.range",
                      base=weapon.range, range=round(r, 2), data=(("base", weapon.range), ("range", round(r, 2))))


def aimed_bonus(fitted: Collection[str]) -> int:
    """SK-6.3 / SK-13: an aimed shot +2, +4 with a telescopic sight."""
    return 4 if "telescopic_sight" in fitted else 2


# -- binoculars (SK-13) --------------------------------------------------------------------------


def binoculars(distance: float, equipment: Collection[str]) -> tuple[bool, float, Step]:
    """SK-13: binoculars reveal hidden models within 15 inches; for farther ones the user counts
    as 15 inches closer.  Returns (reveals hidden, distance to use for spotting, step)."""
    if "binoculars" not in equipment:
        return False, distance, Step.of("SK-13", "binoculars", "equipment.no_binoculars")
    if distance <= BINOCULARS_REVEAL + 1e-9:
        return True, distance, Step.of("SK-13", "binoculars", "equipment.binoculars_reveal",
                                       distance=round(distance, 2), data=(("distance", round(distance, 2)),))
    eff = distance - BINOCULARS_REVEAL
    return False, eff, Step.of("SK-13", "binoculars", "equipment.binoculars_closer", distance=round(distance, 2),
                               counts_as=round(eff, 2), data=(("counts_as", round(eff, 2)),))


# -- canteen, warm clothing, gas mask, bandage, shovel, mirror -----------------------------------


@dataclass(frozen=True)
class CanteenUse:
    cost: int
    next_turn_bonus: int
    steps: tuple[Step, ...]


def drink(equipment: Collection[str], *, used_this_battle: bool) -> CanteenUse:
    """SK-13: once per battle, 1 A: the model gets +2 A in its next turn."""
    if "canteen" not in equipment:
        raise RuleError("SK-13: no canteen")
    if used_this_battle:
        raise RuleError("SK-13: the canteen is used once per battle")
    return CanteenUse(1, CANTEEN_BONUS_A, (Step.of("SK-13", "canteen", "equipment.canteen", cost=1,
                                                    bonus=CANTEEN_BONUS_A),))


def unarmed_defence_bonus(equipment: Collection[str], *, worn: bool = True) -> int:
    """SK-13 (Ambiguity 32): warm clothing worn gives +1 on the melee E test against bare-handed
    attacks."""
    return 1 if worn and "warm_clothing" in equipment else 0


def gas_immune(equipment: Collection[str], *, mask_on: bool) -> bool:
    """SK-13: a gas mask, once prepared and put on (6 A), makes the wearer immune to gas."""
    return mask_on and "gas_mask" in equipment


def can_bandage(equipment: Collection[str]) -> bool:
    """SK-4.10 / SK-13: bandaging needs a bandage pack."""
    return "bandage_pack" in equipment


def can_dig(equipment: Collection[str]) -> bool:
    """SK-4.1 / SK-13: digging in needs an infantry shovel (or another digging tool)."""
    return "infantry_shovel" in equipment


def mirror_refusal(equipment: Collection[str], *, crouching: bool, behind_cover: bool) -> str | None:
    """SK-13: a crouching model behind cover may look out with a mirror (2 A)."""
    if "mirror" not in equipment:
        return "SK-13: no mirror"
    if not crouching:
        return "SK-13: only a crouching model uses a mirror"
    if not behind_cover:
        return "SK-13: the mirror is for looking out from behind cover"
    return None
