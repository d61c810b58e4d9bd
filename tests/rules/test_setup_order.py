"""Set-up in any order (rule 5, F100.1; docs/rules-decisions.md "Set-up in any order"): each side
places its units in the order it likes, may place a unit again, and says Done once all are
placed; positions resume it; saves of the fixed order still open and replay; random games stay
bounded."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from cc_desktop.rules import Game, Move
from cc_desktop.rules.messages import IllegalMove
from cc_desktop.rules.saves import from_save, old_setup
from cc_desktop.rules.simulate import REPLACES_PER_SETUP, choose, play_one
from cc_desktop.rules.state import ON_MAP, SETUP

SAVES = Path(__file__).parent / "saves"
#: test-skirmish: the Allies set up first, these six units, in a set-up area of 60 hexes
ALLIES = ["al9-blue_lieutenant", "al10-blue_sergeant", "al11-blue_infantry_squad", "al12-blue_infantry_squad",
          "al13-blue_infantry_squad", "al14-blue_infantry_team"]


def skirmish() -> Game:
    return Game.new("test-skirmish", seed=1)


def refused(game: Game, move: Move):
    with pytest.raises(IllegalMove) as exc:
        game.apply(move)
    return exc.value.message


@pytest.mark.rule("5")
def test_every_unit_may_be_placed_first_and_done_waits_for_the_last():
    g = skirmish()
    d = g.pending
    assert (d.player, d.kind, d.variant, d.about) == ("allies", "setup", None, {"left": 6})
    assert [u.id for u in g.state.units.values() if u.side == "allies" and u.location == SETUP] == ALLIES
    assert len(d.options) == 6 * 60  # every unit in every hex of the area
    assert d.options[0] == Move("place", ALLIES[0], "A1")  # the order the set-up used to ask in
    assert {m.args[0] for m in d.options} == set(ALLIES)
    g.apply(Move("place", ALLIES[-1], "B2"))  # the last one first
    assert g.state.units[ALLIES[-1]].hex == "B2" and g.pending.about == {"left": 5}
    assert len(g.legal_moves()) == 5 * 60 + 59  # the placed Team: every other hex
    assert Move("place", ALLIES[-1], "B2") not in g.legal_moves()
    assert g.log[-1].message.code == "unit_placed" and dict(g.log[-1].message.params) == {
        "unit": ALLIES[-1], "hex": "B2"}
    why = refused(g, Move("done"))
    assert (why.rule, why.code, dict(why.params)) == ("5", "setup_not_done", {"left": 5})
    for n, (uid, hex_id) in enumerate(zip(ALLIES[:-1][::-1], ("A1", "A2", "A3", "C1", "A1"))):  # backwards
        if n == 4:  # one unit left: the refusal reads well for one too
            assert refused(g, Move("done")).body() == "units still to be set up: 1"
        g.apply(Move("place", uid, hex_id))
    assert [g.state.units[u].hex for u in ALLIES] == ["A1", "C1", "A3", "A2", "A1", "B2"]
    d = g.pending
    assert d.player == "allies" and d.kind == "setup" and d.about == {"left": 0}
    assert d.options[0] == Move("done")  # Done first once every unit is placed
    assert all(m.kind == "place" for m in d.options[1:])
    # each unit in each other hex, but no Squad (4 figures) into the other two hexes holding a
    # Squad (A1 holds 5 figures, A2 and A3 4 each: 8 or more, 8.2)
    assert len(d.options) == 1 + 6 * 59 - 3 * 2 == 349


@pytest.mark.rule("5", "8.2")
def test_a_placed_unit_is_placed_again_under_the_same_limits_then_done():
    g = skirmish()
    for uid, hex_id in zip(ALLIES, ("A1", "A1", "A2", "A3", "A4", "B1")):
        g.apply(Move("place", uid, hex_id))
    g.apply(Move("place", ALLIES[2], "C3"))  # the Squad of A2 again
    assert g.state.units[ALLIES[2]].hex == "C3" and g.state.units[ALLIES[2]].location == ON_MAP
    line = g.log[-1].message
    assert (line.rule, line.code, dict(line.params)) == ("5", "unit_replaced", {"unit": ALLIES[2], "hex": "C3"})
    g.apply(Move("place", ALLIES[5], "C3"))  # the Team joins it: 6 figures
    assert sorted(u.id for u in g.state.units_in("C3", "allies")) == [ALLIES[2], ALLIES[5]]
    why = refused(g, Move("place", ALLIES[3], "C3"))  # a second Squad: 10 figures
    assert (why.rule, why.code, dict(why.params)) == ("8.2", "setup_overstacked", {"unit": ALLIES[3], "hex": "C3"})
    for move, code in ((Move("place", ALLIES[0], "A1"), "setup_same_hex"),
                       (Move("place", ALLIES[0], "O10"), "setup_not_in_area"),
                       (Move("place", "ax1-red_lieutenant", "A1"), "setup_not_yours")):
        assert refused(g, move).code == code
    assert g.pending.about == {"left": 0}
    g.apply(Move("done"))
    d = g.pending  # F100.1: the Allies' Foxholes, then the Axis sets up
    assert (d.player, d.kind, d.variant) == ("allies", "setup", "fortification")
    assert g.state.setup_markers == {"allies": 0}
    assert [g.state.units[u].hex for u in ALLIES] == ["A1", "A1", "C3", "A3", "A4", "C3"]
    assert Move("place", ALLIES[0], "B4") not in g.legal_moves()  # Done: the units stay where they are


@pytest.mark.rule("5", "F100.1")
def test_a_position_resumes_the_set_up_where_it_was():
    g = skirmish()
    g.apply(Move("place", ALLIES[3], "D2"))
    g.apply(Move("place", ALLIES[0], "D2"))
    again = Game.from_position(None, json.loads(json.dumps(g.position())))
    assert again.pending.about == {"left": 4} and again.legal_moves() == g.legal_moves()
    again.apply(Move("place", ALLIES[3], "E1"))  # placed before the position: placed again
    assert again.state.units[ALLIES[3]].hex == "E1"
    for uid, hex_id in zip(ALLIES[1:3] + ALLIES[4:], ("F4", "F3", "H1", "F3")):
        assert again.state.units[uid].location == SETUP
        again.apply(Move("place", uid, hex_id))
    again.apply(Move("done"))
    assert again.pending.variant == "fortification"
    at_fort = Game.from_position(None, again.position())  # at the first Fortification: units done
    assert (at_fort.pending.player, at_fort.pending.variant) == ("allies", "fortification")
    assert at_fort.legal_moves() == again.legal_moves()
    while at_fort.pending.kind == "setup" and at_fort.pending.player == "allies":
        at_fort.apply(at_fort.legal_moves()[0])
    d = at_fort.pending
    assert (d.player, d.kind, d.about) == ("axis", "setup", {"left": 7})


@pytest.mark.rule("5")
def test_each_side_says_done_and_play_begins():
    g = skirmish()
    while g.pending.kind == "setup":
        g.apply(g.legal_moves()[0])
    assert g.pending.kind == "turn" and g.state.phase == "play"
    dones = [i for i, m in enumerate(g.moves) if m.kind == "done"]
    assert [g.moves[i - 1].kind for i in dones] == ["place", "place"] and len(dones) == 2
    assert sum(m.kind == "place" for m in g.moves) == 6 + 7  # each unit once: legal_moves()[0] never re-places
    assert g.state.setup_markers == {"allies": 3}  # its two Foxholes and its Wire (F100.1)


# ----------------------------------------------------------------------------------------------
# saves of the fixed order (written by the program before this change)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("5")
@pytest.mark.parametrize("name, file_moves, dones", [("old-setup-test-skirmish", 70, (6, 16)),
                                                     ("old-setup-birch-ridge", 30, (9, 26))])
def test_a_save_of_the_fixed_order_opens_replays_and_verifies(name, file_moves, dones, tmp_path):
    path = SAVES / f"{name}.ccgame"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert old_setup(data) and "done" not in data["moves"].split("\n")[:dones[1]]
    assert len(data["moves"].split("\n")) == file_moves
    game = Game.load(path)  # its hash is the replayed state's
    assert game.state.hash() == data["hash"]
    assert len(game.moves) == file_moves + 2
    assert tuple(i for i, m in enumerate(game.moves) if m.kind == "done")[:2] == dones
    assert [game.moves[i - 1].kind for i in dones] == ["place", "place"]  # after each side's last unit
    kept = [str(m) for i, m in enumerate(game.moves) if i not in dones]
    assert kept == data["moves"].split("\n")  # the file's moves, in order, the Done put in
    strict = Game.load(path, strict=True)  # checkpoint, log, barriers and state as the file has them
    assert strict.state.hash() == data["hash"] and strict.moves == game.moves
    # written again, it holds its Done moves and opens as a game of the new set-up
    out = tmp_path / "again.ccgame"
    game.save(out)
    again = json.loads(out.read_text(encoding="utf-8"))
    assert not old_setup(again) and again["moves"].split("\n").count("done") >= 2
    reopened = Game.load(out, strict=True)
    assert reopened.state.hash() == game.state.hash() and reopened.moves == game.moves
    # rewinding into the set-up replays it (Undo's way), the Done included
    game.rewind(dones[0] + 1)
    assert len(game.moves) == dones[0] + 1 and game.moves[-1] == Move("done")
    assert game.pending.about != {"left": 0}  # the side's Done was taken: the set-up went on


@pytest.mark.rule("5", "A24")
def test_the_standing_choices_changed_during_an_old_set_up_stay_at_their_move():
    data = json.loads((SAVES / "old-setup-test-skirmish.ccgame").read_text(encoding="utf-8"))
    assert data["pref_changes"] == [[4, "allies", []]]  # made after the 4th move, in the set-up
    game = from_save(Game, data, strict=True)
    assert game.pref_changes == [(4, "allies", frozenset())]  # before the Done (at 6): the same index
    tampered = dict(data, barriers=data["barriers"][:5] + ("1" if data["barriers"][5] == "0" else "0")
                    + data["barriers"][6:])
    with pytest.raises(Exception, match="barriers: are not those of the replayed moves"):
        from_save(Game, tampered, strict=True)


@pytest.mark.rule("5")
def test_the_random_player_places_as_it_always_did_then_says_done():
    """``choose`` without a review plays, seed for seed, the moves the fixed order played (the
    old save was written by it), plus the Done moves."""
    data = json.loads((SAVES / "old-setup-test-skirmish.ccgame").read_text(encoding="utf-8"))
    game = Game.new("test-skirmish", seed=5, prefs={"axis": ["op_fire"], "allies": ["op_fire"]})
    rng = random.Random(5)
    while len(game.moves) < 72:
        if len(game.moves) == 4:
            game.set_prefs("allies", [])
        game.apply(choose(rng, game))
    assert [i for i, m in enumerate(game.moves) if m.kind == "done"][:2] == [6, 16]
    played = [str(m) for i, m in enumerate(game.moves) if i not in (6, 16)]
    assert played == data["moves"].split("\n")
    assert game.state.hash() == data["hash"]


@pytest.mark.rule("5")
@pytest.mark.parametrize("scenario", ["test-skirmish", "birch-ridge-1942", "shattered-mill-1943"])
def test_simulated_set_ups_review_and_stay_bounded(scenario):
    replaced = 0
    for seed in range(4):
        game = Game.new(scenario, seed=seed)
        rng, review = random.Random(seed), random.Random(seed + 100)
        counts: dict[str, int] = {}
        while game.state.phase == "setup":
            d = game.pending
            move = choose(rng, game, review)
            if d.kind == "setup" and d.variant is None:
                counts[d.player] = counts.get(d.player, 0) + 1
                replaced += move.kind == "place" and game.state.units[move.args[0]].location == ON_MAP
            game.apply(move)
        for side, n in counts.items():
            units = sum(1 for u in game.state.units.values() if u.side == side and u.location == ON_MAP)
            assert units + 1 <= n <= units + 1 + REPLACES_PER_SETUP  # each unit, the re-places, Done
    assert replaced > 0  # the review does place units again


@pytest.mark.rule("5")
def test_simulate_plays_whole_games_with_reviewed_set_ups():
    reports = [play_one("test-skirmish", seed, check=True) for seed in (1, 2)]
    assert [r.error for r in reports] == [None, None] and all(r.finished for r in reports)
