"""The optional rules as a per-game set (issue 15, item 1): checked ids and interactions, kept in
the game's context, written in positions (and their hash) and saves, replayed exactly, a
scenario's recommended set as the default (shared/rules/06-variants.md, "General status")."""

from __future__ import annotations

import copy
import json

import pytest

from cc_desktop.content import parse_scenario
from cc_desktop.content.loader import load_scenario
from cc_desktop.rules import Game, SaveError, testing
from cc_desktop.rules.position import PositionError, digest
from cc_desktop.rules.saves import from_save
from cc_desktop.rules.variants import VARIANTS, describe, variant_set


def played(variants, seed=3, moves=60):
    """A seeded game with ``variants``, set up and ``moves`` random moves into play."""
    import random

    from cc_desktop.rules.simulate import choose

    g = Game.new("test-skirmish", seed=seed, variants=variants)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.pending is None:
            break
        g.apply(choose(rng, g))
    return g


@pytest.mark.rule("V1", "V20")
def test_the_twenty_variants_are_listed_with_a_description_and_their_interactions():
    assert list(VARIANTS) == [f"V{i}" for i in range(1, 21)]
    for v in VARIANTS.values():
        assert v.name and v.description and len(v.description) < 200
        for other, how in v.interacts:
            assert other in VARIANTS and how
    assert VARIANTS["V3"].requires == ("V2",)
    assert VARIANTS["V15"].replaces == "8.2"
    assert {o for o, _ in VARIANTS["V16"].interacts} == {"V19"}
    assert {o for o, _ in VARIANTS["V9"].interacts} == {"V10"}
    assert {o for o, _ in VARIANTS["V1"].interacts} >= {"V7"}
    assert describe({"V3", "V2"}) == "V2 Standardized Night Rules, V3 Starshells"


@pytest.mark.rule("V3")
def test_unknown_ids_and_a_variant_without_what_it_needs_are_refused_in_one_line():
    assert variant_set(None) == frozenset()
    assert variant_set(["v2", " V3 "]) == {"V2", "V3"}
    assert variant_set("V2,V3") == {"V2", "V3"}
    with pytest.raises(ValueError, match=r"^unknown variant\(s\) 'V21'; known: V1-V20$"):
        variant_set({"V21"})
    with pytest.raises(ValueError, match=r"^V3 \(Starshells\) needs V2 \(Standardized Night Rules\)$"):
        Game.new("test-skirmish", seed=1, variants={"V3"})


@pytest.mark.rule("V2", "V3")
def test_the_variants_are_the_games_and_its_positions_with_the_hash():
    g = testing.new_game(seed=2)
    assert g.variants == frozenset() and "variants" not in g.position() and "variant" not in g.state.to_json()
    g = Game.new("test-skirmish", seed=2, variants=["V3", "V2", "V20"])
    while g.pending.kind == "setup":
        g.apply(g.pending.options[0])
    pos = g.position()
    assert pos["variants"] == ["V2", "V3", "V20"]
    assert pos["state"]["variant"] == {"rubble": [], "starshells": [], "mortar_spotters": {}, "setup": [],
                                       "fire_only": [], "spotting": {}}
    again = Game.from_position(None, json.loads(json.dumps(pos)))
    assert again.variants == {"V2", "V3", "V20"} and again.state.variants == again.variants
    assert again.legal_moves() == g.legal_moves() and again.state.hash() == g.state.hash()
    # the hash covers the variants: a position edited by hand is refused ...
    edited = copy.deepcopy(pos)
    edited["variants"] = ["V2"]
    with pytest.raises(PositionError, match="hash"):
        Game.from_position(None, edited)
    # ... and one re-hashed with an unknown variant, or without what one needs, is refused plainly
    for bad, why in ((["V2", "V99"], "unknown variant"), (["V3"], "needs V2")):
        edited["variants"] = bad
        edited["hash"] = digest(edited)
        with pytest.raises(PositionError, match=why) as info:
            Game.from_position(None, edited)
        assert info.value.where == "variants"
    # a game without variants has no play state of them, and the other way round
    edited = copy.deepcopy(pos)
    del edited["variants"]
    edited["hash"] = digest(edited)
    with pytest.raises(PositionError, match="variants"):
        Game.from_position(None, edited)


@pytest.mark.rule("V2", "V3")
def test_a_save_carries_the_variants_and_replays_exactly(tmp_path):
    g = played({"V2", "V3", "V17", "V19"}, moves=200)
    path = tmp_path / "night.ccgame"
    g.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["variants"] == ["V2", "V3", "V17", "V19"]
    again = Game.load(path, strict=True)  # cc-desktop replay --verify
    assert again.variants == g.variants and again.state.hash() == g.state.hash()
    assert Game.load(path).legal_moves() == g.legal_moves()  # from its checkpoint
    # without variants, a save has no such field (as every save written before them)
    plain = played(None, moves=30)
    plain.save(tmp_path / "plain.ccgame")
    assert "variants" not in json.loads((tmp_path / "plain.ccgame").read_text(encoding="utf-8"))


def test_a_save_naming_an_unknown_variant_or_missing_one_gets_a_one_line_error(tmp_path):
    g = played({"V2", "V3"}, moves=20)
    data = g.to_save()
    for bad, why in ((["V2", "V3", "V42"], "variants: unknown variant(s) 'V42'; known: V1-V20"),
                     (["V3"], "variants: V3 (Starshells) needs V2 (Standardized Night Rules)")):
        broken = dict(data, variants=bad)
        with pytest.raises(SaveError) as info:
            from_save(Game, broken, source="x.ccgame")
        assert str(info.value) == f"x.ccgame: {why}" and "\n" not in str(info.value)
    # the variants are part of the game: a save that drops them replays another game
    broken = dict(data)
    del broken["variants"]
    with pytest.raises(SaveError):
        from_save(Game, broken, source="x.ccgame", strict=True)


def test_an_older_save_without_variants_opens_as_a_game_without_them():
    g = played(None, moves=40)
    data = g.to_save()
    assert "variants" not in data
    again = from_save(Game, json.loads(json.dumps(data)), strict=True)
    assert again.variants == frozenset() and again.state.hash() == g.state.hash()


def test_cli_replay_verify_and_an_unknown_variant(tmp_path, capsys):
    from cc_desktop.cli import main

    g = played({"V5", "V6", "V14"}, moves=120)
    path = tmp_path / "g.ccgame"
    g.save(path)
    assert main(["replay", str(path), "--verify"]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    data["variants"] = ["V5", "V6", "Vx"]
    path.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(path)]) != 0
    err = capsys.readouterr().err.strip()
    assert err.endswith("variants: unknown variant(s) 'VX'; known: V1-V20") and "\n" not in err


def _scenario_doc(**extra) -> dict:
    doc = copy.deepcopy(load_scenario("test-skirmish").document)
    doc.update(extra)
    return doc


@pytest.mark.rule("V2", "V3")
def test_a_scenario_recommends_variants_only_as_the_default():
    sc, problems = parse_scenario(_scenario_doc(variants=["V3", "V2"], night=True), "night.json")
    assert problems == [] and sc.variants == ("V2", "V3") and sc.is_night
    assert Game.new(sc, seed=1).variants == {"V2", "V3"}  # the default
    assert Game.new(sc, seed=1, variants=()).variants == frozenset()  # the players' choice
    assert Game.new(sc, seed=1, variants={"V20"}).variants == {"V20"}
    plain = load_scenario("test-skirmish")
    assert plain.variants == () and not plain.is_night
    _, problems = parse_scenario(_scenario_doc(variants=["V3"]), "bad.json")
    assert [(p.path, p.reason) for p in problems] == [("variants", "V3 (Starshells) needs V2 (Standardized Night Rules)")]
    _, problems = parse_scenario(_scenario_doc(variants=["V21"]), "bad.json")
    assert problems and problems[0].path.startswith("variants")


def test_simulate_plays_with_a_variant_set_and_with_random_ones(capsys):
    from cc_desktop.cli import main
    from cc_desktop.rules.simulate import random_variants

    assert main(["simulate", "--games", "2", "--seed", "4", "--variants", "V2,V3,V13", "--json", "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["errors"] == 0 and out["variants"] == ["V2", "V3", "V13"]
    assert main(["simulate", "--games", "1", "--variants", "V3", "--quiet"]) == 2
    assert "V3 (Starshells) needs V2" in capsys.readouterr().err
    sets = [random_variants(s) for s in range(40)]
    assert all("V2" in s for s in sets if "V3" in s)
    assert len(set(sets)) == 40 and random_variants(7) == random_variants(7)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_random_game_with_every_variant_plays_to_the_end_and_its_positions_round_trip(seed):
    """All twenty variants together: a seeded random game ends, every invariant holds after every
    move and every Turn's position makes the same game (simulate.invariants)."""
    from cc_desktop.rules.simulate import play_one

    report = play_one(load_scenario("test-skirmish"), seed, check=True, variants=set(VARIANTS))
    assert report.error is None, (report.error, report.move_list)
    assert report.finished and report.variants == tuple(VARIANTS)
