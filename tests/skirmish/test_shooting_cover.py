"""SK-8.1 agreeing cover: the cover a piece of terrain gives is the agreed data (cover.json), and
a model in cover is harder to hit, -1 to hit (SK-6.3) — with the cover save of SK-8.2 after it."""

import pytest

from cc_desktop.skirmish import data
from cc_desktop.skirmish.cover import CrossedCover
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.shooting import Shooter, ShotKind, Target, resolve_shot
from cc_desktop.skirmish.types import Stats, WeaponProfile

K98 = WeaponProfile("kar98k", "Karabiner 98K", "rifle", range=40, shot_a=3, magazine=5, strength=4, hands=2)
AVERAGE = Stats(C=3, U=3, E=3, M=3)
SHOOTER = Shooter(AVERAGE)


def agreed(cover_id: str) -> CrossedCover:
    """The cover the players agreed a terrain piece gives: the shipped table (SK-8.1: in software,
    terrain data)."""
    return CrossedCover(data.cover()[cover_id], f"{cover_id}-1")


@pytest.mark.rule("SK-8.1")
def test_the_agreed_cover_table_is_the_books():
    table = data.cover()
    assert {k: table[k].save for k in ("bush_hedge", "picket_fence", "pole", "figure", "brick_wall",
                                       "log", "trench")} == {
        "bush_hedge": 6, "picket_fence": 6, "pole": 5, "figure": 5, "brick_wall": 4, "log": 4, "trench": 3}


@pytest.mark.rule("SK-8.1")
def test_a_target_behind_cover_is_minus_1_to_hit():
    # in the open: D6 3 + C 3 = 6 hits (location 3: body, no further dice needed for the hit)
    open_ = resolve_shot(SHOOTER, K98, 10.0, Target(AVERAGE), FixedDice([3, 3]))
    assert open_.in_cover is False and open_.rounds[0].to_hit.total == 6 and open_.hits == 1
    # behind the agreed brick wall: the same D6 3 + C 3 - 1 = 5 misses; no save is rolled
    dice = FixedDice([3])
    behind = resolve_shot(SHOOTER, K98, 10.0, Target(AVERAGE), dice, covers=(agreed("brick_wall"),))
    assert behind.in_cover is True
    assert [(m.name, m.value, m.rule) for m in behind.modifiers] == [("target in cover", -1, "SK-8.1")]
    th = behind.rounds[0].to_hit
    assert (th.roll, th.modifier, th.total, th.hit) == (3, -1, 5, False)
    assert behind.hits == 0 and dice.exhausted
    assert "-1 target in cover" in th.step.text


@pytest.mark.rule("SK-8.1", "SK-8.2")
def test_a_hit_behind_agreed_cover_then_rolls_that_covers_save():
    # D6 4 + C 3 - 1 = 6 hits; the brick wall's agreed 4+ is worsened by E4 to 5+ (SK-6.9): a 5 saves
    saved = resolve_shot(SHOOTER, K98, 10.0, Target(AVERAGE), FixedDice([4, 5]), covers=(agreed("brick_wall"),))
    r = saved.rounds[0]
    assert r.hit and r.covers.passes[0].needed == 5 and r.covers.passes[0].roll == 5
    assert r.covers.stopped and not r.reached_target and saved.wounds == ()
    # the agreed bush (6+) cannot be saved against an E4 shot (worse than 6+): the hit goes through at E3
    dice = FixedDice([4, 3])                                   # to hit 4, location 3 (body): no save roll
    through = resolve_shot(SHOOTER, K98, 10.0, Target(AVERAGE), dice, covers=(agreed("bush_hedge"),))
    r = through.rounds[0]
    assert dice.exhausted and r.covers.passes[0].roll is None
    assert r.to_hit.total == 6 and r.covers.passes[0].needed is None
    assert r.reached_target and r.strength_at_target == 3


@pytest.mark.rule("SK-8.1")
def test_partly_hidden_decides_the_minus_1_not_the_covers_crossed():
    # hidden behind something that is no cover object (the sight module says partly hidden): -1, no save
    hidden = resolve_shot(SHOOTER, K98, 10.0, Target(AVERAGE), FixedDice([3]), partly_hidden=True)
    assert hidden.in_cover and hidden.rounds[0].to_hit.total == 5 and not hidden.rounds[0].hit
    # a cover crossed that does not hide the model (partly_hidden False): no -1, but the save is still
    # compulsory (SK-8.2): D6 3 + 3 = 6 hits, then the brick wall's 5+ with a 4 fails, location 3
    seen = resolve_shot(SHOOTER, K98, 10.0, Target(AVERAGE), FixedDice([3, 4, 3]),
                        covers=(agreed("brick_wall"),), partly_hidden=False)
    assert not seen.in_cover and seen.modifiers == ()
    assert seen.rounds[0].to_hit.total == 6 and seen.rounds[0].covers.passes[0].roll == 4
    assert seen.rounds[0].reached_target and seen.rounds[0].strength_at_target == 3


@pytest.mark.rule("SK-8.1")
def test_each_round_of_a_burst_is_minus_1_behind_cover():
    mp40 = WeaponProfile("mp40", "MP 40", "smg", range=20, shot_a=2, burst_a=1, magazine=32, strength=3, hands=2)
    # burst -2 and cover -1: D6 6 + C 3 - 3 = 6 hits (no automatic hit in bursts), D6 5 + 3 - 3 = 5 misses;
    # the hit then rolls the bush's 6+ save (E3: not worsened): a 2 fails; location 1: leg
    r = resolve_shot(SHOOTER, mp40, 5.0, Target(AVERAGE), FixedDice([6, 5, 2, 1]), kind=ShotKind.BURST, rounds=2,
                     covers=(agreed("bush_hedge"),), negative_a_kills=True)
    assert [m.value for m in r.modifiers] == [-2, -1]
    assert [(x.to_hit.total, x.hit) for x in r.rounds] == [(6, True), (5, False)]
    assert r.rounds[0].covers.passes[0].needed == 6 and r.rounds[0].reached_target
