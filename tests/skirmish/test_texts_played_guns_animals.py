"""The log of a gun and animal heavy game carries codes, not English sentences (as
tests/skirmish/test_texts_played.py does for the 3 v 3 and the mortar farm): seeded games of the
``test-guns-animals`` setup, played by a random player that takes the towed guns' and the animals'
moves whenever it may (``test_animal_lead.favoured_choice``: load and fire the guns, harness,
saddle, mount and ride, lead and let go, send and call the dog), rendered in Russian and Greek,
show none of the English phrases the steps of guns.py and animals.py used to carry, and no
English word in the lines of those parts."""

from __future__ import annotations

import random
import re

import pytest

from cc_desktop.skirmish import animal_play, animals, guns, simulate, texts, weapon_play
from cc_desktop.skirmish.game import SkirmishGame
from tests.skirmish.test_animal_lead import favoured_choice

#: what the steps said in English before they had codes (guns.py, animals.py), and leading's words
OLD_PHRASES = [
    "gun fires", "gun to-hit", "shell strength", "smoke cloud", "scatter 2D6", "brought into action",
    "ready for towing", "goes wild and runs", "in its way", "within 2 inches", "rider's A", "Rider: half",
    "firing from a", "called back by its master", "sent by its master", "runs at the nearest enemy",
    "the dog stays", "moves only ridden or led", "cover save", "by the halter", "walks beside", "lets go",
    "is down", "in the saddle", "tears free", "allowed",
]
#: the codes of the parts checked word by word: guns' and animals' steps, the animals' and special
#: weapons' log lines
OURS = (set(animals.STEP_MESSAGES) | set(guns.STEP_MESSAGES) | set(animal_play.MESSAGES)
        | set(animal_play.JOB_MESSAGES) | set(animal_play.ORDER_MESSAGES) | set(animal_play.LEAD_MESSAGES)
        | set(weapon_play.MESSAGES))
#: Latin words that are ids in a line (sides, the test weapons' names)
IDS = {"blue", "test"}


def _play(seed: int) -> SkirmishGame:
    rng = random.Random(seed * 7919 + 1)
    game = SkirmishGame.new("test-guns-animals", seed, shot_resolver=simulate.default_resolver())
    while game.pending is not None and len(game.moves) < simulate.MAX_MOVES:
        game.apply(favoured_choice(rng, game))
    return game


@pytest.fixture(scope="module")
def games():
    return [_play(seed) for seed in (1, 2, 3, 4)]


@pytest.mark.rule("SK-15.2", "SK-16.1", "SK-16.2", "SK-16.3")
def test_the_games_fire_the_guns_and_work_the_animals(games):
    codes = {m.code for g in games for e in g.log.events for m in texts.messages_in(e.message)}
    assert {"gun.hits", "gun.misses", "gun.strength", "gun.scatter"} <= codes
    assert {"animal.rider_a", "animal.goes_wild", "rode", "dog_sent", "dog_recalled"} <= codes
    assert {"takes_lead", "led_walk", "lets_go"} <= codes
    assert not codes & {"special.step", "special.step_plain", "step_text"}   # every step has its code
    assert all(g.state.over for g in games)


def test_no_param_of_these_parts_is_an_english_sentence(games):
    found = []
    for g in games:
        for e in g.log.events:
            for m in texts.messages_in(e.message):
                for k, v in m.params:
                    if isinstance(v, str) and k not in texts.PARAM_ENGLISH_NAMES and re.search(r"[a-z]{2,} [a-z]{2,}", v):
                        found.append(f"{m.code}: {k}={v!r}")
    assert not found, "\n".join(sorted(set(found)))


@pytest.mark.parametrize("lang", ["ru", "el"])
def test_a_gun_and_animal_game_in_another_language_shows_no_english(games, lang):
    found = []
    for g in games:
        for e in g.log.events:
            line = texts.render(e.message, lang)
            found += [f"{e.message.code}: {p!r} in {line!r}" for p in OLD_PHRASES if p in line]
            if e.message.code in OURS or any(m.code in OURS for m in texts.messages_in(e.message)):
                words = set(re.findall(r"\b[a-z]{3,}\b", line)) - IDS
                found += [f"{e.message.code}: {sorted(words)} in {line!r}"] if words else []
    assert not found, "\n".join(found[:20])


@pytest.mark.rule("SK-16.1", "SK-16.2", "SK-13", "SK-12.4")
def test_the_reasons_of_refusals_of_animals_and_equipment_are_words_of_each_language():
    game = SkirmishGame.new("test-guns-animals", 1)
    game.apply("activate b3")
    use = game.why_not("use b3 bandage_pack")
    assert use.text() == "SK-13: bandage_pack is not used as an action"
    assert texts.render(use, "ru") == "Перевязочный пакет не используется как действие"
    fire = game.why_not("fire_grenade b3 30.0 20.0")
    assert texts.render(fire, "hu") == "a kézben lévő puskán nincs puskagránát"
    game.apply("done")
    game.apply("activate bh")
    walk = game.why_not("move bh 40.0 12.0")
    assert walk.text() == "SK-16.2: bh may not move: a horse moves only ridden or led: not allowed (SK-16.2)"
    assert texts.render(walk, "ru") == ("bh не может: move: лошадь передвигается только под всадником или в поводу:"
                                        " нельзя (SK-16.2)")
    assert texts.render(game.why_not("pick_up bh g1"), "el") == "bh: δεν μπορεί: pick_up: ένα ζώο δεν χρησιμοποιεί αντικείμενα"


@pytest.mark.rule("SK-15.2", "SK-12.5")
def test_a_point_out_of_range_is_refused_with_its_numbers_in_each_language():
    from cc_desktop.skirmish.types import Point
    near = weapon_play.range_refusal(Point(36.0, 42.0), Point(36.0, 39.0), 4.0, 30.0, "SK-15.2")
    assert (near.rule, near.code) == ("SK-15.2", "indirect_refused")
    assert near.text() == "SK-15.2: the target point is 3.0 inches away, the minimum is 4.0"
    assert texts.render(near, "ru") == "точка цели в 3.0 дюйм., минимум 4.0"
    far = weapon_play.range_refusal(Point(0.0, 0.0), Point(40.0, 0.0), 4.0, 30.0, "SK-12.5")
    assert texts.render(far, "hu") == "a célpont 40.0 hüvelyknyire van, a maximum 30.0"
    assert weapon_play.range_refusal(Point(0.0, 0.0), Point(20.0, 0.0), 4.0, 30.0, "SK-12.5") is None
