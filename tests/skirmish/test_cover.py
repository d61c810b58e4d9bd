"""Cover saves, saves through several covers, destroying cover and the helmet (SK-8, SK-6.9)."""

import pytest

from cc_desktop.skirmish.cover import (CrossedCover, cover_save, cover_save_needed, damage_cover, protection_save,
                                       resolve_covers, threshold_for_save)
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.types import CoverType

WOODEN_DOOR = CoverType("wooden_door", "Wooden door", 5, destroyed_after=30)   # the book's example (Ambiguity 1)
BRICK_WALL = CoverType("brick_wall", "Brick wall", 4, destroyed_after=45)
BUSH = CoverType("bush_hedge", "Bush, hedge", 6, destroyed_after=15)
TRENCH = CoverType("trench", "Trench", 3, destroyed_after=None)
ARMOUR_120 = CoverType("armour_120mm", "Armour plate 120 mm", 0, hides_crouching=True, destroyed_after=None)


@pytest.mark.rule("SK-6.9", "SK-8.2")
def test_scenario_1_rifle_vs_wooden_door():
    # E4 at short range worsens the 5+ save to 6+; at long range the shot is E3 and the save stays 5+.
    assert cover_save_needed(5, 4) == 6
    assert cover_save_needed(5, 3) == 5
    d = FixedDice([5])
    p = cover_save(WOODEN_DOOR, 4, d)
    assert (p.needed, p.roll, p.stopped, p.strength_out) == (6, 5, False, 3)
    assert str(p.step) == ("Cover save 6+ (Wooden door 5+, worsened by E4, SK-8.2): rolled 5, failed; "
                           "the shot goes on at E3")
    p = cover_save(WOODEN_DOOR, 3, FixedDice([5]))
    assert (p.needed, p.stopped, p.strength_out) == (5, True, None)


@pytest.mark.rule("SK-6.9", "SK-8.2")
def test_weak_shots_do_not_improve_a_save_and_worse_than_6_is_no_save():
    assert cover_save_needed(4, 2) == 4
    assert cover_save_needed(4, 1) == 4
    assert cover_save_needed(6, 4) is None
    assert cover_save_needed(4, 6) is None
    assert cover_save_needed(4, 5) == 6
    assert cover_save_needed(None, 3) is None
    p = cover_save(BUSH, 4, FixedDice([]))          # no roll at all
    assert (p.needed, p.roll, p.stopped, p.strength_out) == (None, None, False, 3)


@pytest.mark.rule("SK-8.2")
def test_a_1_is_not_an_automatic_failure_on_a_save():
    # armour 0+ against E4: 1+, certain - no roll; against E5: 2+, and a 1 fails only because 1 < 2
    p = cover_save(ARMOUR_120, 4, FixedDice([]))
    assert (p.needed, p.roll, p.stopped, p.automatic) == (1, None, True, True)
    p = cover_save(ARMOUR_120, 5, FixedDice([1]))
    assert (p.needed, p.roll, p.stopped) == (2, 1, False)
    p = cover_save(ARMOUR_120, 5, FixedDice([2]))
    assert p.stopped


@pytest.mark.rule("SK-8.2", "SK-6.10")
def test_scenario_4_weak_shot_through_two_covers():
    # E3 weapon at long range: E2; the first save (4+, not worsened) fails on a 3: E1 goes on,
    # and the second cover stops it without a roll.
    d = FixedDice([3])
    r = resolve_covers([BRICK_WALL, CrossedCover(BUSH, "hedge-7")], 2, d)
    assert d.exhausted
    assert r.stopped and r.stopped_by == "hedge-7"
    first, second = r.passes
    assert (first.needed, first.roll, first.stopped, first.strength_out) == (4, 3, False, 1)
    assert (second.roll, second.automatic, second.stopped, second.strength_in) == (None, True, True, 1)
    assert "cannot pass cover" in str(second.step)


@pytest.mark.rule("SK-8.2")
def test_each_cover_passed_takes_one_strength():
    d = FixedDice([1, 1])
    r = resolve_covers([BUSH, WOODEN_DOOR, BRICK_WALL], 5, d)
    # bush 6+ at E5: no save -> E4; door 5+ at E4: 6+, rolled 1 -> E3; wall 4+ at E3: rolled 1 -> E2
    assert [p.needed for p in r.passes] == [None, 6, 4]
    assert not r.stopped and r.strength_after == 2
    assert r.struck() == (("bush_hedge", 5), ("wooden_door", 4), ("brick_wall", 3))
    assert r.struck(count_passing_hits=False) == ()


@pytest.mark.rule("SK-8.4")
def test_destroying_cover_by_absorbed_strength():
    assert [threshold_for_save(s) for s in (6, 5, 4, 3)] == [15, 30, 45, None]
    c = CrossedCover(BUSH, "bush-1", absorbed=12)
    d = damage_cover(c, 3)
    assert (d.absorbed_after, d.threshold, d.destroyed) == (15, 15, True)
    d = damage_cover(CrossedCover(BUSH, "bush-1", absorbed=11), 3)
    assert (d.absorbed_after, d.destroyed) == (14, False)
    d = damage_cover(CrossedCover(BRICK_WALL, "wall-2", absorbed=41), 4)
    assert d.destroyed
    d = damage_cover(TRENCH, 10)
    assert (d.destroyed, d.threshold, d.absorbed_after) == (False, None, 0)


@pytest.mark.rule("SK-8.2", "SK-13")
def test_helmet_save_worsened_and_destroyed_when_it_saves():
    p = protection_save(3, FixedDice([6]))
    assert (p.needed, p.saved, p.destroyed) == (6, True, True)
    p = protection_save(2, FixedDice([5]))
    assert (p.needed, p.saved, p.destroyed) == (6, False, False)
    p = protection_save(4, FixedDice([]))      # 7+: no save, no roll (scenario 3)
    assert (p.needed, p.roll, p.saved) == (None, None, False)


from dataclasses import dataclass  # noqa: E402


@dataclass(frozen=True)
class CoverWithData(CoverType):
    """The two fields sk-data's CoverDef adds (destroyed_by, min_e), as the data gives them."""
    destroyed_by: str | None = None
    min_e: int | None = None


@pytest.mark.rule("SK-14.8", "SK-8.2")
def test_armour_plate_below_its_strength_stops_the_shot():
    plate = CoverWithData("armour_20mm", "Armour plate 20 mm", 1, destroyed_after=None, destroyed_by="never", min_e=5)
    p = cover_save(plate, 4, FixedDice([]))
    assert (p.stopped, p.roll, p.automatic) == (True, None, True) and "needs E5" in str(p.step)
    p = cover_save(plate, 5, FixedDice([2]))          # Ambiguity 24: equal E goes in; 1+ worsened by 2: 3+
    assert (p.needed, p.roll, p.stopped, p.strength_out) == (3, 2, False, 4)


@pytest.mark.rule("SK-8.4")
def test_vehicles_and_figures_are_not_destroyed_as_cover():
    side = CoverWithData("vehicle_side", "Vehicle side", 5, destroyed_after=None, destroyed_by="vehicle")
    man = CoverWithData("figure", "Human, animal", 5, destroyed_after=30, destroyed_by="wounds")
    d = damage_cover(side, 40)
    assert not d.destroyed and d.threshold is None and "vehicle rules" in str(d.step)
    d = damage_cover(man, 40)
    assert not d.destroyed and "not destroyed as cover" in str(d.step)
