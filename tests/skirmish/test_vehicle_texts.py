"""The vehicles' steps carry codes, not English sentences (as tests/skirmish/test_texts_played.py
does for the 3 v 3 and the mortar farm): seeded games of the two battles with vehicles
(``courier-run``, ``partisan-raid``; cc_desktop/skirmish/simulate.py), played by a random player
that drives, brakes and shoots at the vehicles whenever it may, rendered in Russian and Greek,
show none of the English phrases the steps of vehicles.py used to carry, and no English word in
the lines of the vehicle rules (their steps ``vehicle.*`` and vehicle_play's log lines)."""

from __future__ import annotations

import random
import re

import pytest

from cc_desktop.skirmish import simulate, texts, vehicle_play, vehicles
from cc_desktop.skirmish.game import SkirmishGame

#: what the steps of vehicles.py said in English before they had codes
OLD_PHRASES = [
    "boards into seat", "leaves seat", "pushes the driver out", "unconscious driver falls", "speed limits",
    "speed change", "drives flat out", "loses the driver's A", "turning circle", "needs a driving test",
    "without a test", "driving test", "the vehicle overturns", "the vehicle skids", "speed drops by", "no problem",
    "overturns onto its", "outside of the curve", "Agility test", "wounded, no bleeding", "occupants' A drop",
    "skids half the distance", "original direction of travel", "nose swings", "emergency brake",
    "no driving test for", "it was turning", "vehicle size", "moving vehicle", "vehicle hit from",
    "cannot penetrate", "penetrates the armour", "absorbs the shot", "already destroyed", "everything on this face",
    "immobilised for the rest", "engine destroyed", "the passenger on the", "every turn it moves",
    "takes a driving test", "passenger shot from", "save for its passenger", "takes the hit instead", "M test",
    "stays inside", "must get out", "no driver: straight on", "overturn roll", "driverless vehicle overturns",
]
#: the moves the player takes whenever one is offered (7 in 10)
FAVOURED = {"shoot_vehicle", "drive", "steer", "brake", "board", "push_out"}
#: the codes of the lines checked word by word
OURS = set(vehicles.STEP_MESSAGES) | set(vehicle_play.MESSAGES)


def _choose(rng: random.Random, game: SkirmishGame):
    d = game.pending
    if d.kind in ("act", "preempt_vehicle") or d.window:
        fav = [m for m in d.options if m.kind in FAVOURED or (d.kind == "preempt_vehicle" and m.kind != "decline")]
        if fav and rng.random() < 0.7:
            return rng.choice(fav)
    return simulate.choose(rng, game)


def _play(battle: str, seed: int) -> SkirmishGame:
    rng = random.Random(seed * 7919 + 1)
    game = SkirmishGame.new(battle, seed, shot_resolver=simulate.default_resolver())
    while game.pending is not None and len(game.moves) < simulate.MAX_MOVES:
        game.apply(_choose(rng, game))
    return game


@pytest.fixture(scope="module")
def games():
    # seeds where a vehicle overturns, skids, is immobilised, brakes, loses its driver
    return [_play("courier-run", seed) for seed in (1, 3, 9)] + [_play("partisan-raid", seed) for seed in (4, 5, 8)]


def _ids(game: SkirmishGame) -> set[str]:
    """Latin words that are ids in a line: models, vehicles, seats, sides."""
    words = set()
    for ident in list(game.state.models) + list(game.state.vehicles) + list(game.state.sides):
        words |= set(re.findall(r"[a-z]{3,}", ident))
    for v in game.state.vehicles.values():
        for seat in vehicle_play.card_of(v).seats:
            words |= set(re.findall(r"[a-z]{3,}", seat.id))
    return words


@pytest.mark.rule("SK-14.7", "SK-14.9", "SK-14.10", "SK-14.11", "SK-14.12", "SK-14.14")
def test_the_games_drive_hit_and_wreck_the_vehicles(games):
    codes = {m.code for g in games for e in g.log.events for m in texts.messages_in(e.message)}
    assert {"vehicle.hit", "vehicle.hits_element", "vehicle.absorbs", "vehicle.driver_tests", "vehicle.immobilised",
            "vehicle.brake", "vehicle.skids", "vehicle.overturns", "vehicle.agility_passed", "vehicle.occupants_stop",
            "vehicle.model_stays_inside", "vehicle.model_must_get_out", "vehicle.driverless"} <= codes
    assert {"vehicle.face.front", "vehicle.why.emergency_brake"} & codes
    assert all(g.state.over for g in games)


def test_no_vehicle_step_is_an_english_sentence(games):
    """Every step of the vehicle rules has a code of its own: none is logged as special.step /
    step_text, and no param of theirs is a sentence."""
    found = []
    for g in games:
        for e in g.log.events:
            for m in texts.messages_in(e.message):
                if m.code in ("special.step", "special.step_plain", "step_text"):
                    text = str(dict(m.params).get("text", ""))
                    found += [f"{m.code}: {text!r}" for p in OLD_PHRASES if p in text]
                if m.code in OURS:
                    found += [f"{m.code}: {k}={v!r}" for k, v in m.params
                              if isinstance(v, str) and re.search(r"[a-z]{2,} [a-z]{2,}", v)]
    assert not found, "\n".join(sorted(set(found)))


@pytest.mark.parametrize("lang", ["ru", "el"])
def test_a_vehicle_game_in_another_language_shows_no_english(games, lang):
    found, lines = [], 0
    for g in games:
        ids = _ids(g)
        for e in g.log.events:
            line = texts.render(e.message, lang)
            found += [f"{e.message.code}: {p!r} in {line!r}" for p in OLD_PHRASES if p in line]
            if any(m.code in OURS for m in texts.messages_in(e.message)):
                lines += 1
                words = set(re.findall(r"\b[a-z]{3,}\b", line)) - ids
                found += [f"{e.message.code}: {sorted(words)} in {line!r}"] if words else []
    assert lines > 200
    assert not found, "\n".join(found[:20])


@pytest.mark.parametrize("lang", ["ru", "el", "hu"])
def test_each_vehicle_step_has_its_own_words_in_each_language(lang):
    """Every vehicle.* code is translated, with the English placeholders, and differs from the English."""
    for code, english in vehicles.STEP_MESSAGES.items():
        words = texts.templates(code, lang)[0]
        assert words != english, code
        assert sorted(re.findall(r"\{(\w+)", words)) == sorted(re.findall(r"\{(\w+)", english)), code
