"""Equipment (SK-13) effects with fixed dice and exact numbers."""

import pytest

from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.cover import protection_save
from cc_desktop.skirmish.equipment import (
    EFFECTS, aimed_bonus, binoculars, camouflage_hidden, can_bandage, can_dig, climb_bonus, drink,
    fit_refusal, gas_immune, mirror_refusal, unarmed_defence_bonus, use_cost, weapon_range)
from cc_desktop.skirmish.specials import RuleError
from cc_desktop.skirmish.types import WeaponProfile

RIFLE = WeaponProfile("kar98k", "Karabiner 98k", "rifle", range=40, shot_a=3, strength=4)
SMG = WeaponProfile("mp40", "MP 40", "smg", range=20, shot_a=2, burst_a=1, strength=3)
PISTOL = WeaponProfile("p08", "P08", "pistol", range=10, shot_a=2, strength=3)


@pytest.mark.rule("SK-13")
def test_every_sk13_item_of_sk_data_has_an_effect():
    ids = {"camouflage_suit", "boots", "wire_cutters", "uniform", "gas_mask", "infantry_shovel", "bandage_pack",
           "canteen", "warm_clothing", "binoculars", "helmet", "hobnailed_boots", "telescopic_sight", "bipod",
           "mirror"}
    assert set(EFFECTS) == ids


@pytest.mark.rule("SK-13", "SK-4.0")
def test_use_costs():
    assert [use_cost(i) for i in ("wire_cutters", "gas_mask", "canteen", "warm_clothing", "mirror")] == [6, 6, 1, 8, 2]
    with pytest.raises(RuleError):
        use_cost("helmet")


@pytest.mark.rule("SK-13", "SK-6.10")
def test_scenario_2_and_3_helmet_save():
    # scenario 2: the shot passed the wall at E3: helmet 6+ not worsened; 6 saves, helmet destroyed
    # (the helmet's save is cover.py's protection_save: one rule, SK-8.2 / SK-13)
    h = protection_save(3, FixedDice([6]))
    assert h.needed == 6 and h.saved and h.destroyed
    assert str(h.step) == "Helmet save 6+ (Helmet 6+, E3, SK-8.2): rolled 6, saved; the helmet is destroyed (SK-13)"
    assert not protection_save(3, FixedDice([5])).saved
    # scenario 3: E4 in the open: 7+, no save possible (no die rolled)
    h = protection_save(4, FixedDice([]))
    assert h.needed is None and not h.saved


@pytest.mark.rule("SK-5.3", "SK-13")
def test_scenario_15_hobnailed_boots_add_one_to_climbing():
    assert climb_bonus({"hobnailed_boots"}) == 1
    assert climb_bonus({"hobnailed_boots"}, use=False) == 0
    assert climb_bonus({"boots"}) == 0
    # E 2 + roll 3 + 1 = 6 (failure on the climb table); roll 4 -> 7 success
    assert 2 + 3 + climb_bonus({"hobnailed_boots"}) == 6


@pytest.mark.rule("SK-13", "SK-7.1")
def test_camouflage_suit():
    eq = {"camouflage_suit"}
    assert camouflage_hidden(eq)[0]
    assert camouflage_hidden(eq, moved="crawl")[0]
    assert not camouflage_hidden(eq, moved="walk")[0]
    assert camouflage_hidden(eq, shots_from_here=1)[0]
    assert not camouflage_hidden(eq, shots_from_here=2)[0]
    assert not camouflage_hidden(set())[0]


@pytest.mark.rule("SK-13", "SK-6.3")
def test_telescopic_sight_and_bipod():
    assert fit_refusal("telescopic_sight", RIFLE) is None
    assert "burst" in fit_refusal("telescopic_sight", SMG)
    assert "30 inches" in fit_refusal("telescopic_sight", PISTOL)
    assert fit_refusal("bipod", SMG) is None and fit_refusal("bipod", RIFLE)
    assert weapon_range(RIFLE, {"telescopic_sight"})[0] == pytest.approx(44.0)
    assert weapon_range(RIFLE, {"bipod"})[0] == pytest.approx(40.0)      # does not fit: no bonus
    assert weapon_range(SMG, {"bipod"})[0] == pytest.approx(22.0)
    assert (aimed_bonus({"telescopic_sight"}), aimed_bonus(())) == (4, 2)


@pytest.mark.rule("SK-13")
def test_binoculars():
    assert binoculars(12, {"binoculars"})[:2] == (True, 12)
    reveal, d, _ = binoculars(25, {"binoculars"})
    assert not reveal and d == pytest.approx(10)
    assert binoculars(12, set())[:2] == (False, 12)


@pytest.mark.rule("SK-13", "SK-4.10", "SK-4.1")
def test_canteen_warm_clothing_gas_mask_bandage_shovel_mirror():
    c = drink({"canteen"}, used_this_battle=False)
    assert (c.cost, c.next_turn_bonus) == (1, 2)
    with pytest.raises(RuleError, match="once per battle"):
        drink({"canteen"}, used_this_battle=True)
    assert unarmed_defence_bonus({"warm_clothing"}) == 1 and unarmed_defence_bonus({"warm_clothing"}, worn=False) == 0
    assert gas_immune({"gas_mask"}, mask_on=True) and not gas_immune({"gas_mask"}, mask_on=False)
    assert can_bandage({"bandage_pack"}) and not can_bandage(set())
    assert can_dig({"infantry_shovel"}) and not can_dig({"boots"})
    assert mirror_refusal({"mirror"}, crouching=True, behind_cover=True) is None
    assert "crouching" in mirror_refusal({"mirror"}, crouching=False, behind_cover=True)
