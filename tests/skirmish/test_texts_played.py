"""The log of a played game carries codes, not English sentences: seeded random games (as
``cc-desktop skirmish simulate`` plays them) rendered in Russian show none of the English phrases
that shooting's modifiers, the special weapons' steps and the battle's end reasons used to carry
as params (docs/skirmish-i18n.md)."""

from __future__ import annotations

import random
import re

import pytest

from cc_desktop.skirmish import simulate, texts
from cc_desktop.skirmish.game import SkirmishGame

#: what the params said in English before they became codes
OLD_PHRASES = [
    # shooting.to_hit_modifiers (the to-hit step's {mods})
    "aimed shot", "telescopic sight", "Sniper", "burst", "long range", "target in cover", "pre-emptive shot",
    "called shot at the", "firing from a moving vehicle", "two weapons at once", "moving vehicle", "vehicle size",
    # specials.py's steps
    "hit location", "scatters", "lands exactly", "target point in range", "scatter 3D6", "scatter 2D6",
    "scatter D3", "blast", "half E rounded", "fragments", "cover save", "no save possible", "grenade thrown",
    "Grenadier", "flame", "Molotov", "catches fire", "burning clothes", "rifle grenade", "weapons carried",
    "posture change against", "throwing range",
    # the end of the battle
    "the last turn", "is over", "no model of the other side", "left in play",
]
#: params holding an English name of the data, shown in the language by texts (PARAM_ENGLISH_NAMES)
NAMED = set(texts.PARAM_ENGLISH_NAMES)


def _play(battle: str, seed: int) -> SkirmishGame:
    rng = random.Random(seed * 7919 + 1)
    game = SkirmishGame.new(battle, seed, shot_resolver=simulate.default_resolver())
    while game.pending is not None and len(game.moves) < simulate.MAX_MOVES:
        game.apply(simulate.choose(rng, game))
    return game


@pytest.fixture(scope="module")
def games():
    return [_play("test-3v3", 2), _play("test-3v3", 5), _play("mortar-farm", 3)]


def test_the_games_have_what_is_checked(games):
    codes = {m.code for g in games for e in g.log.events for m in texts.messages_in(e.message)}
    assert any(c.startswith("shot.mod.") for c in codes)           # modifiers inside to-hit steps
    assert any(c.startswith("special.") for c in codes)   # a mortar's steps
    assert any(c.startswith("end.") for c in codes)                 # the battle's end
    assert all(g.state.over for g in games)


def test_no_step_param_is_an_english_sentence(games):
    found = []
    for g in games:
        for e in g.log.events:
            for m in texts.messages_in(e.message):
                for k, v in m.params:
                    if isinstance(v, str) and k not in NAMED and re.search(r"[a-z]{2,} [a-z]{2,}", v):
                        found.append(f"{m.code}: {k}={v!r}")
    assert not found, "\n".join(sorted(set(found)))


@pytest.mark.parametrize("lang", ["ru", "el"])
def test_a_played_game_in_another_language_shows_no_english_phrase(games, lang):
    found = []
    for g in games:
        for e in g.log.events:
            line = texts.render(e.message, lang)
            found += [f"{e.message.code}: {phrase!r} in {line!r}" for phrase in OLD_PHRASES if phrase in line]
    assert not found, "\n".join(found[:20])


@pytest.mark.rule("SK-6.3")
def test_the_modifiers_of_a_to_hit_step_are_words_of_each_language():
    from cc_desktop.skirmish.dice import FixedDice
    from cc_desktop.skirmish.shooting import ShotKind, roll_to_hit, to_hit_modifiers
    from cc_desktop.skirmish.types import Location, WeaponProfile
    rifle = WeaponProfile("k", "Rifle", "rifle", range=40, shot_a=3, strength=4, hands=2)
    mods = to_hit_modifiers(rifle, ShotKind.AIMED, band="long", in_cover=True, called=Location.HEAD)
    step = roll_to_hit(3, mods, FixedDice([5])).step
    assert step.text == ("To hit (SK-6.2): rolled 5 + C 3 +2 aimed shot -1 long range -1 target in cover"
                         " -6 called shot at the head = 2, needs 6: miss")
    assert texts.render(step, "hu") == ("Találat (SK-6.2): dobás 5 + C 3 +2 célzott lövés -1 nagy lőtáv"
                                         " -1 a célpont fedezékben -6 testrészre leadott célzott lövés: fej"
                                         " = 2, 6 kell: mellé")


@pytest.mark.rule("SK-20")
def test_the_end_of_the_battle_is_worded_in_each_language():
    from cc_desktop.skirmish.decisions import msg
    from cc_desktop.skirmish.game import end_reason
    over = msg("SK-20", "battle_over", reason=end_reason("last_turn", turn=8))
    assert over.text() == "SK-20: the battle is over: the last turn (8) is over"
    assert texts.render(over, "ru") == "бой окончен: последний ход (8) окончен"
    assert texts.render(over, "hu") == "a csata véget ért: az utolsó kör (8) véget ért"


@pytest.mark.rule("SK-17.4", "SK-9")
def test_the_skill_bonuses_of_a_blow_are_words_of_each_language():
    from cc_desktop.skirmish.dice import FixedDice
    from cc_desktop.skirmish.melee import Fighter, melee_attack
    from cc_desktop.skirmish.types import Stats, WeaponProfile
    hands = WeaponProfile("bare_hands", "Bare hands", "melee", melee_a=2, unarmed=True)
    brawler = Fighter(Stats(3, 3, 3, 3), skills=frozenset({"brawler"}))
    blow = melee_attack(brawler, Fighter(Stats(3, 3, 3, 3)), hands, FixedDice([1])).steps[0]
    assert blow.text == ("Bare hands blow (2 A, SK-4.14): D6 1 + E 4 - E 3 (incl. Brawler +1 E) +1 Brawler C"
                         " = 3, needs 6: miss (SK-9)")
    ru = texts.render(blow, "ru")
    assert "(с учётом Драчуна +1 СИЛ) +1 МЕТ Драчуна = 3" in ru and "Brawler" not in ru
