"""Cover (SK-8) and the Strength of a shot against saves (SK-6.9): the save needed, saves through
several covers in order, destroying cover, body-part protection (the helmet).

Functions of values, dice passed in; results are frozen and carry their explained steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from cc_desktop.skirmish.decisions import ENGLISH
from cc_desktop.skirmish.dice import Dice
from cc_desktop.skirmish.explain import Step
from cc_desktop.skirmish.types import CoverType

#: SK-6.9: the base Strength of a shot; each point above it worsens a save by one.
BASE_STRENGTH = 3
#: SK-8.4: the E a destructible cover absorbs before it is destroyed, by its save.
DESTRUCTION_BY_SAVE = {6: 15, 5: 30, 4: 45}
#: SK-13: the helmet's save on a head hit.
HELMET_SAVE = 6


def cover_save_needed(cover_save: int | None, strength: int) -> int | None:
    """SK-8.2, SK-6.9: the D6 score needed to save, worsened by E - 3 when E > 3 (a weaker shot
    does not improve it).  None: no save (the cover gives none, or it would be worse than 6+)."""
    if cover_save is None:
        return None
    needed = cover_save + max(0, strength - BASE_STRENGTH)
    return None if needed > 6 else needed


#: how a save is worded: the cover's own save, worsened by a strong shot or not (SK-6.9)
_HOW = {"worse": "{name} {save}+, worsened by E{strength}", "plain": "{name} {save}+, E{strength}",
        "none": "{name} no save, E{strength}"}

#: the English templates of this module's steps (explain.Step codes)
STEP_MESSAGES = {
    "cover.e1_stopped": "{name}: an E{strength} shot cannot pass cover (SK-8.2); the shot is stopped",
    "cover.below_min_e": "{name}: an E{strength} shot cannot go through (needs E{min_e}, SK-14.8); the shot is stopped",
    "cover.not_destroyed": "{name}: it cannot be destroyed (SK-8.4)",
    "cover.not_destroyed_vehicle": "{name}: a vehicle takes damage by the vehicle rules (SK-8.4, SK-14.12)",
    "cover.not_destroyed_wounds": "{name}: a man or an animal is not destroyed as cover (SK-8.4)",
    "cover.absorbs": "{name} absorbs E{strength}: {absorbed} of {threshold} (SK-8.4)",
    "cover.absorbs_destroyed": "{name} absorbs E{strength}: {absorbed} of {threshold} (SK-8.4); it is destroyed",
    "cover.no_protection": "No {item} save ({name} {save}+ worsened by E{strength}: worse than 6+, SK-8.2)",
}
for _h, _how in _HOW.items():
    STEP_MESSAGES.update({
        f"cover.no_save_{_h}": "No cover save (" + _how + ": worse than 6+, SK-6.9); the shot goes on at E{strength_after}",
        f"cover.auto_{_h}": "Cover save {shown}+ (" + _how + ", SK-8.2): saved without a roll; the shot is stopped",
        f"cover.saved_{_h}": "Cover save {need}+ (" + _how + ", SK-8.2): rolled {roll}, saved; the shot is stopped",
        f"cover.failed_{_h}": ("Cover save {need}+ (" + _how + ", SK-8.2): rolled {roll}, failed; "
                               "the shot goes on at E{strength_after}"),
        f"cover.protection_destroyed_{_h}": ("{name} save {need}+ (" + _how + ", SK-8.2): rolled {roll}, "
                                             "saved; the {item} is destroyed (SK-13)"),
        f"cover.protection_saved_{_h}": "{name} save {need}+ (" + _how + ", SK-8.2): rolled {roll}, saved",
        f"cover.protection_failed_{_h}": "{name} save {need}+ (" + _how + ", SK-8.2): rolled {roll}, failed",
    })
ENGLISH.add(STEP_MESSAGES)


def _how(base: int | None, strength: int) -> str:
    """Which wording of the save (:data:`_HOW`)."""
    if base is None:
        return "none"
    return "worse" if strength > BASE_STRENGTH else "plain"


@dataclass(frozen=True)
class CrossedCover:
    """One cover object the line of fire crosses: its type, which object it is (for destruction,
    SK-8.4) and the E it has absorbed so far in this battle."""
    cover: CoverType
    object_id: str = ""
    absorbed: int = 0

    @property
    def key(self) -> str:
        return self.object_id or self.cover.id


def crossed(item: CoverType | CrossedCover) -> CrossedCover:
    return item if isinstance(item, CrossedCover) else CrossedCover(item, item.id, 0)


@dataclass(frozen=True)
class CoverPass:
    """What one cover did to one shot."""
    object_id: str
    cover_id: str
    cover_name: str
    base_save: int | None
    strength_in: int              # the shot's E when it struck this cover
    needed: int | None            # None: no save possible (or an E1 shot: stopped without a roll)
    roll: int | None              # None: no roll was made
    stopped: bool                 # the shot stuck in this cover
    automatic: bool               # decided without a roll (E1 stopped; a save of 1+ or better)
    strength_out: int | None      # E after passing (None: stopped)
    step: Step


@dataclass(frozen=True)
class CoversResult:
    """SK-8.2: a shot (or a blast's fragment) through the covers it crosses, in order."""
    strength_before: int
    passes: tuple[CoverPass, ...]
    stopped: bool
    stopped_by: str | None        # object id of the cover that stopped it
    strength_after: int           # E left when it reaches the target (if not stopped)

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(p.step for p in self.passes)

    def struck(self, count_passing_hits: bool = True) -> tuple[tuple[str, int], ...]:
        """SK-8.4 and Ambiguity 25: (object id, E) for every cover this hit struck.  Best reading:
        every hit that struck the object counts (``count_passing_hits=True``); the other reading
        counts only the hit the cover stopped."""
        return tuple((p.object_id, p.strength_in) for p in self.passes
                     if count_passing_hits or p.stopped)


def cover_save(item: CoverType | CrossedCover, strength: int, dice: Dice) -> CoverPass:
    """SK-8.2: one compulsory cover save against a hit of Strength ``strength``."""
    c = crossed(item)
    cov = c.cover
    if strength <= 1:
        # SK-8.2: a shot that passes cover loses 1 E, so an E1 shot cannot pass any cover.
        step = Step.of("SK-8.2", "cover_save", "cover.e1_stopped", name=cov.name, strength=strength,
                       ok=True, data=(("cover", cov.id), ("strength", strength)))
        return CoverPass(c.key, cov.id, cov.name, cov.save, strength, None, None, True, True, None, step)
    min_e = getattr(cov, "min_e", None)
    if min_e is not None and strength < min_e:
        # SK-14.8 (applied to armour plate by the cover data): a shot below the plate's E cannot
        # go through; equal E can (Ambiguity 24).
        step = Step.of("SK-14.8", "cover_save", "cover.below_min_e", name=cov.name, strength=strength, min_e=min_e,
                       ok=True, data=(("cover", cov.id), ("strength", strength), ("min_e", min_e)))
        return CoverPass(c.key, cov.id, cov.name, cov.save, strength, None, None, True, True, None, step)
    needed = cover_save_needed(cov.save, strength)
    how = _how(cov.save, strength)
    words = {"name": cov.name, "save": cov.save, "strength": strength, "strength_after": strength - 1}
    if needed is None:
        step = Step.of("SK-8.2", "cover_save", f"cover.no_save_{how}", **words,
                       ok=False, data=(("cover", cov.id), ("strength", strength)))
        return CoverPass(c.key, cov.id, cov.name, cov.save, strength, None, None, False, True,
                         strength - 1, step)
    if needed <= 1:
        step = Step.of("SK-8.2", "cover_save", f"cover.auto_{how}", **words, shown=max(needed, 0),
                       need=needed, ok=True, data=(("cover", cov.id), ("strength", strength)))
        return CoverPass(c.key, cov.id, cov.name, cov.save, strength, needed, None, True, True, None, step)
    roll = dice.d6(f"cover save {cov.name}")
    saved = roll >= needed   # SK-8.2: a 1 is not an automatic failure (nor, here, needed)
    step = Step.of("SK-8.2", "cover_save", f"cover.{'saved' if saved else 'failed'}_{how}", **words,
                   roll=roll, need=needed, ok=saved, data=(("cover", cov.id), ("strength", strength)))
    return CoverPass(c.key, cov.id, cov.name, cov.save, strength, needed, roll, saved, False,
                     None if saved else strength - 1, step)


def resolve_covers(covers: Sequence[CoverType | CrossedCover], strength: int, dice: Dice) -> CoversResult:
    """SK-8.2, SK-6.10 step 4: the hit meets each cover in order (nearest the shooter first); a
    save stops it; a failed save lets it through at 1 E less; an E1 shot is stopped by the next
    cover without a roll (test scenario 4)."""
    passes: list[CoverPass] = []
    e = strength
    for item in covers:
        p = cover_save(item, e, dice)
        passes.append(p)
        if p.stopped:
            return CoversResult(strength, tuple(passes), True, p.object_id, e)
        e = p.strength_out
    return CoversResult(strength, tuple(passes), False, None, e)


def destruction_threshold(cover: CoverType) -> int | None:
    """SK-8.4: the E a cover object absorbs before it is destroyed: the data's value
    (``destroyed_after``; None: indestructible, e.g. a trench, or destroyed otherwise - a vehicle
    by SK-14, a figure by wounds: ``CoverDef.destroyed_by``)."""
    if getattr(cover, "destroyed_by", None) in ("never", "vehicle", "wounds"):
        return None
    return cover.destroyed_after


def threshold_for_save(save: int | None) -> int | None:
    """SK-8.4: 6+ cover 15 E, 5+ 30 E, 4+ 45 E; other saves are not given (None)."""
    return DESTRUCTION_BY_SAVE.get(save) if save is not None else None


@dataclass(frozen=True)
class CoverDamage:
    object_id: str
    absorbed_before: int
    strength: int
    absorbed_after: int
    threshold: int | None
    destroyed: bool
    step: Step


def damage_cover(item: CoverType | CrossedCover, strength: int) -> CoverDamage:
    """SK-8.4: a hit of E ``strength`` strikes the cover object; it absorbs that E and is destroyed
    when the total reaches its threshold (a destroyed object gives no more cover; only the struck
    segment of a fence)."""
    c = crossed(item)
    threshold = destruction_threshold(c.cover)
    after = c.absorbed + strength
    by = getattr(c.cover, "destroyed_by", None)
    if threshold is None or by in ("never", "vehicle", "wounds"):
        code = "cover.not_destroyed" + (f"_{by}" if by in ("vehicle", "wounds") else "")
        step = Step.of("SK-8.4", "cover_damage", code, name=c.cover.name,
                       data=(("object", c.key), ("strength", strength)))
        return CoverDamage(c.key, c.absorbed, strength, c.absorbed, None, False, step)
    destroyed = after >= threshold
    step = Step.of("SK-8.4", "cover_damage", "cover.absorbs_destroyed" if destroyed else "cover.absorbs",
                   name=c.cover.name, strength=strength, absorbed=after, threshold=threshold, ok=destroyed,
                   data=(("object", c.key), ("strength", strength), ("absorbed", after), ("threshold", threshold)))
    return CoverDamage(c.key, c.absorbed, strength, after, threshold, destroyed, step)


@dataclass(frozen=True)
class ProtectionResult:
    """SK-6.10 step 6, SK-8.2, SK-13: a body-part protection's save (the helmet on a head hit)."""
    item: str
    base_save: int
    strength: int
    needed: int | None
    roll: int | None
    saved: bool
    destroyed: bool               # a helmet that saves is destroyed (SK-13)
    step: Step


def protection_save(strength: int, dice: Dice, item: str = "helmet", base_save: int = HELMET_SAVE,
                    destroyed_when_saving: bool = True) -> ProtectionResult:
    """SK-8.2: the struck body part's protection, worsened by E - 3 like any save; worse than 6+:
    no save (test scenario 3)."""
    needed = cover_save_needed(base_save, strength)
    name = item.replace("_", " ").capitalize()
    if needed is None:
        step = Step.of("SK-8.2", "protection_save", "cover.no_protection", item=item, name=name, save=base_save,
                       strength=strength, ok=False, data=(("item", item), ("strength", strength)))
        return ProtectionResult(item, base_save, strength, None, None, False, False, step)
    roll = dice.d6(f"{item} save")
    saved = roll >= needed
    result = ("destroyed" if destroyed_when_saving else "saved") if saved else "failed"
    step = Step.of("SK-8.2", "protection_save", f"cover.protection_{result}_{_how(base_save, strength)}", item=item,
                   name=name, save=base_save, strength=strength, roll=roll, need=needed, ok=saved,
                   data=(("item", item), ("strength", strength)))
    return ProtectionResult(item, base_save, strength, needed, roll, saved,
                            saved and destroyed_when_saving, step)
