"""The dog sled in play (SK-16.3; sk-dogs' design, docs/skirmish-design.md "Anti-tank dogs and
the dog sled"): a piece of the state (place, facing, the men on it; the dogs harnessed to it name
it), harnessing a dog to it (20 A), men getting on and off (2 A) or laid on it and taken off (4 A),
at most 2 men and 4 dogs; the harnessed dogs draw it where their master sends them, paying their
way and 1 A an inch more for each man beyond one per two dogs; a wild dog drags it.  Real
positions on the empty table, exact numbers, save / load and a seeded game replayed."""


import pytest

from cc_desktop.skirmish import animal_play, simulate, testing
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.state import Model, SkirmishState
from cc_desktop.skirmish.types import Point, Posture, Stats

from .helpers import play_checked


def dog(mid: str, at: Point, harnessed_to: str | None = None, side: str = "red") -> Model:
    c = animal_play.cards()["dog"]
    return Model(id=mid, name=c.name, side=side, kind="animal", animal="dog", base=c.stats, at=at, facing=270.0,
                 harnessed_to=harnessed_to)


def sled_game(*models, sled_at=(40.0, 30.0), faces=(), reals=(), r1_stats=(3, 3, 3, 3)):
    """The 3 v 3 test setup (red r1-r3 at y 40, blue b1-b3 at y 8) with red's sled s1 at
    ``sled_at`` facing north (270) and ``models`` added; red plays first."""
    s = testing.setup_3v3()
    s.first_side = "red"
    s.models[0].base = Stats(*r1_stats)
    s.models += list(models)
    s.pieces = {"sleds": [{"id": "s1", "side": "red", "at": list(sled_at), "facing": 270.0}]}
    return SkirmishGame(s, 1, shot_resolver=testing.rough_resolver, dice=FixedDice(list(faces), list(reals)))


def refusal(g, move):
    why = g.why_not(move)
    return None if why is None else (why.rule, why.code)


def team_game(**kw):
    """s1 at (40, 30) with d1 (39.4, 28.6) and d2 (40.6, 28.6) in harness before it."""
    return sled_game(dog("d1", Point(39.4, 28.6), "s1"), dog("d2", Point(40.6, 28.6), "s1"), **kw)


# -- the piece ------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-16.3")
def test_the_sled_is_a_piece_of_the_state_and_round_trips():
    g = team_game()
    s1 = g.state.sleds["s1"]
    assert (s1.side, s1.at, s1.facing, s1.load) == ("red", Point(40.0, 30.0), 270.0, [])
    assert [d.id for d in animal_play.sled_team(g, s1)] == ["d1", "d2"]
    s1.load.append("r3")
    j = g.state.to_json()
    assert j["sleds"] == [{"id": "s1", "side": "red", "at": [40.0, 30.0], "facing": 270.0, "load": ["r3"]}]
    again = SkirmishState.from_json(g.state.text())
    assert again.sleds["s1"] == s1 and again.hash() == g.state.hash()
    assert "sleds" not in SkirmishState("b", "m", ("red", "blue")).to_json()   # only when there are any


# -- harnessing (20 A) ----------------------------------------------------------------------------------
@pytest.mark.rule("SK-16.3")
def test_a_dog_is_harnessed_to_the_sled_for_20_a_by_a_man_at_both():
    g = sled_game(dog("d1", Point(39.4, 28.6)), dog("d2", Point(40.6, 28.6)), r1_stats=(10, 10, 10, 10))
    r1 = g.model("r1")
    r1.at = Point(40.0, 29.0)
    g.apply("activate r1")
    legal = {str(m) for m in g.legal_moves()}
    assert {"harness r1 d1 s1 1", "harness r1 d1 s1 4", "harness r1 d1 s1 20"} <= legal
    assert refusal(g, "harness r1 d1 s2 20") == ("SK-16.3", "no_tow")
    g.apply("harness r1 d1 s1 20")
    g.apply("harness r1 d2 s1 12")
    assert (g.model("d2").job, g.model("d2").job_paid) == ("harness:s1", {"r1": 12})
    g.apply("harness r1 d2 s1 8")
    assert [d.harnessed_to for d in (g.model("d1"), g.model("d2"))] == ["s1", "s1"] and r1.a_remaining == 0
    assert [m.args["piece"] for m in (e.message for e in g.log.since(0) if e.kind == "harnessed")] == ["s1", "s1"]


@pytest.mark.rule("SK-16.3")
def test_the_man_must_be_at_the_sled_and_it_takes_four_dogs_at_most():
    more = [dog(f"d{i}", Point(39.0 + 0.5 * i, 28.6), "s1") for i in range(1, 5)]
    g = sled_game(*more, dog("d5", Point(38.0, 31.0)))
    r1 = g.model("r1")
    r1.at = Point(37.0, 31.5)      # at d5 (1.1 away), 3.4 from the sled
    g.apply("activate r1")
    assert refusal(g, "harness r1 d5 s1 12") == ("SK-16.3", "tow_not_in_reach")
    r1.at = Point(38.5, 31.5)      # at both
    why = g.why_not("harness r1 d5 s1 12")
    assert (why.rule, why.code, why.args["dogs"]) == ("SK-16.3", "sled_team_full", 4)


# -- men on the sled ------------------------------------------------------------------------------------
@pytest.mark.rule("SK-16.3")
def test_men_get_on_2_a_a_wounded_man_is_laid_on_4_a_and_it_takes_two():
    """r2 gets on (2 A): he sits crouched on the sled; r3, knocked out beside r1, is laid on it by
    r1 (4 A), lying; r1 cannot get on a full sled; r2 on the sled may not walk or stand up; he
    gets off (2 A) and stands beside it, on its right (east: it faces north)."""
    g = team_game()
    r1, r2, r3 = g.model("r1"), g.model("r2"), g.model("r3")
    r1.at, r2.at, r3.at = Point(41.0, 31.5), Point(39.0, 31.0), Point(42.0, 32.0)
    r3.conscious = False
    g.apply("activate r2")
    assert "sled_on r2 s1 r2" in {str(m) for m in g.legal_moves()}
    g.apply("sled_on r2 s1 r2")
    s1 = g.state.sleds["s1"]
    assert (s1.load, r2.at, r2.posture, r2.a_remaining) == (["r2"], Point(40.0, 30.0), Posture.CROUCHING, 10)
    assert refusal(g, "move r2 40.0 25.0") == ("SK-16.3", "on_sled")
    assert refusal(g, "stand r2") == ("SK-16.3", "on_sled")
    assert refusal(g, "sled_on r2 s1 r2") == ("SK-16.3", "on_sled")
    g.apply("done")
    g.apply("activate r1")
    assert refusal(g, "sled_on r1 s1 b1") == ("SK-16.3", "sled_who")
    g.apply("sled_on r1 s1 r3")
    assert (s1.load, r3.at, r3.posture, r1.a_remaining) == (["r2", "r3"], Point(40.0, 30.0), Posture.PRONE, 8)
    why = g.why_not("sled_on r1 s1 r1")
    assert (why.rule, why.code, why.args["load"]) == ("SK-16.3", "sled_full", 2)
    assert refusal(g, "sled_off r1 s1 r1") == ("SK-16.3", "not_on_sled")
    g.apply("done")
    g.apply("end")
    g.apply("end")                              # turn 2
    g.apply("activate r2")
    g.apply("sled_off r2 s1 r2")
    assert (s1.load, r2.at, r2.a_remaining) == (["r3"], Point(41.1, 30.0), 12 - 2)
    assert g.why_not("move r2 41.1 34.0") is None


# -- drawing the sled -----------------------------------------------------------------------------------
@pytest.mark.rule("SK-16.3")
def test_the_team_draws_the_sled_where_its_master_sends_it_paying_for_the_load():
    """Two men on s1, two dogs in harness: they draw one man freely, the other costs 1 A an inch
    more.  r1 sends d1 north (1 A); d2, not sent, stays (a sled dog runs where it is told); d1's
    run of 6 inches costs it 6 + 6 = 12 of its 14 A, d2 pays its own 6 + 6 too; the sled, d2 and
    the men come 6 inches north.  8 inches would cost 16: refused."""
    g = team_game()
    r1 = g.model("r1")
    r1.at = Point(40.0, 33.0)
    s1 = g.state.sleds["s1"]
    s1.load[:] = ["r2", "r3"]
    for m in ("r2", "r3"):
        g.model(m).at = Point(40.0, 30.0)
    g.apply("activate r1")
    g.apply("send_dog r1 d1 39.4 10.0")
    g.apply("done")
    g.apply("activate d2")
    why = g.why_not("move d2 40.6 22.6")
    assert (why.rule, why.code, why.args["piece"]) == ("SK-16.3", "sled_unsent", "s1")   # the order was d1's
    g.apply("done")
    g.apply("activate d1")
    why = g.why_not("move d1 39.4 20.6")
    assert (why.rule, why.code, why.args["cost"], why.args["left"]) == ("SK-3.4", "not_enough_a.sled", 16, 14)
    g.apply("move d1 39.4 22.6")
    d1, d2 = g.model("d1"), g.model("d2")
    assert (d1.at, d1.a_remaining) == (Point(39.4, 22.6), 2)
    assert (d2.at, d2.a_remaining) == (Point(40.6, 22.6), 2)
    assert (s1.at, g.model("r2").at, g.model("r3").at) == (Point(40.0, 24.0),) * 3
    load = next(e.message for e in g.log.since(0) if e.kind == "special_step" and e.message.code == "animal.sled_load")
    assert (load.args["men"], load.args["dogs"], load.args["free"], load.args["per_inch"], load.args["extra"]) == (
        2, 2, 1, 1, 6)
    drawn = next(e.message for e in g.log.since(0) if e.kind == "sled_drawn")
    assert drawn.text() == "SK-16.3: d1 draws s1 6.0 inches to 40.0,24.0 (6 A more for the load)"


@pytest.mark.rule("SK-16.3")
def test_a_team_dog_short_of_a_or_a_sled_off_the_table_refuses_the_run():
    g = team_game(sled_at=(40.0, 47.5))
    g.model("d1").at, g.model("d2").at = Point(39.4, 46.1), Point(40.6, 46.1)
    g.model("r1").at = Point(38.0, 44.0)
    g.apply("activate r1")
    g.apply("send_dog r1 d1 39.4 47.9")
    g.apply("done")
    g.apply("activate d1")
    assert refusal(g, "move d1 39.4 47.9") == ("SK-16.3", "sled_cannot_follow")   # the sled to y 49.3
    assert g.why_not("move d1 39.4 46.5") is None
    g2 = team_game()
    g2.model("r1").at = Point(40.0, 33.0)
    g2.apply("activate r1")
    g2.apply("send_dog r1 d1 39.4 10.0")
    g2.apply("done")
    g2.model("d2").a_remaining = 5
    g2.apply("activate d1")
    why = g2.why_not("move d1 39.4 22.6")
    assert (why.rule, why.code, why.args["animal"], why.args["cost"]) == ("SK-3.4", "not_enough_a.sled_team", "d2", 6)
    assert g2.why_not("move d1 39.4 23.6") is None


@pytest.mark.rule("SK-16.3", "SK-16.1")
def test_a_wild_dog_in_harness_drags_the_sled_its_team_and_the_man_on_it():
    """d1 is hit in the leg (A 14 -> 9): it goes wild, and d2 beside it (within 2 inches) with it
    (SK-16.1).  At the start of red's turn d1 runs its 9 inches east (0 degrees): the sled, d2
    and r2 on it come as far; then d2 runs its 14 inches west (180), dragging them all back."""
    g = team_game(reals=[0.0, 180.0])
    r2 = g.model("r2")
    s1 = g.state.sleds["s1"]
    s1.load.append("r2")
    r2.at = Point(40.0, 30.0)
    from cc_desktop.skirmish import actions
    actions.wound_model(g, g.model("d1"), "leg", False, "shot")
    d1, d2 = g.model("d1"), g.model("d2")
    assert (d1.A, d2.A) == (9, 14)
    g.apply("end")
    g.apply("end")                 # red's turn 2: both run
    assert d1.wild and d2.wild
    dragged = [(e.message.args["animal"], e.message.args["x"]) for e in g.log.since(0) if e.kind == "dragged"]
    assert dragged == [("d1", 49.0), ("d2", 35.0)]
    assert (d1.at, d2.at) == (Point(34.4, 28.6), Point(35.6, 28.6))
    assert s1.at == Point(35.0, 30.0) and r2.at == s1.at and s1.load == ["r2"]


# -- save, load, replay ----------------------------------------------------------------------------------
@pytest.mark.rule("SK-16.3")
def test_a_seeded_game_with_the_sled_saves_loads_and_replays(tmp_path):
    """``test-dogs`` with seed 2: r3 gets on red's sled rs (2 A) and, sitting on it, sends its dog
    rs1 north (1 A); rs1 runs 6 inches and the sled with r3 and rs2 comes along; saved and loaded
    with the replay verified to the same state."""
    g = SkirmishGame.new("test-dogs", 2, shot_resolver=simulate.default_resolver())
    while not (g.pending.kind == "activate" and g.state.side == "red"):
        g.apply(g.legal_moves()[-1])
    g.apply("activate r3")
    g.apply("sled_on r3 rs r3")
    g.apply("send_dog r3 rs1 41.7 20.0")
    g.apply("done")
    g.apply("activate rs1")
    g.apply("move rs1 41.7 34.6")
    rs = g.state.sleds["rs"]
    assert (rs.at, g.model("r3").at, g.model("rs2").at) == (Point(42.5, 36.0), Point(42.5, 36.0), Point(43.3, 34.6))
    assert g.model("rs1").a_remaining == 14 - 6 and g.model("rs2").a_remaining == 14 - 6
    path = tmp_path / "sled.skgame"
    g.save(path)
    again = SkirmishGame.load(path, verify=True, shot_resolver=g.shot_resolver)
    assert again.state.hash() == g.state.hash() and again.state.sleds["rs"] == rs
    assert again.legal_moves() == g.legal_moves()


#: the moves of the sled the player takes whenever one is offered
FAVOURED = {"sled_on", "sled_off", "send_dog", "recall_dog", "harness", "unharness", "fit_mine"}


def _sled_choice(rng, game):
    d = game.pending
    if d.kind == "act":
        actor = game.model(d.about["model"])
        fav = [m for m in d.options if m.kind in FAVOURED or (m.kind == "move" and actor.harnessed_to)]
        if fav and rng.random() < 0.7:
            return rng.choice(fav)
    return simulate.choose(rng, game)


@pytest.mark.rule("SK-16.3")
def test_games_that_work_the_sled_keep_the_invariants_and_replay():
    drawn = 0
    def men_on_the_sled(game):   # the men on it are where it is
        for s in game.state.sleds.values():
            assert all(game.model(m).at.distance(s.at) < 1e-6 for m in s.load)

    for seed in (1, 2, 3):
        game = play_checked("test-dogs", seed, _sled_choice, men_on_the_sled)
        assert game.state.over and simulate.replay_matches(game) is None
        drawn += sum(e.kind == "sled_drawn" for e in game.log.events)
    assert drawn > 0


@pytest.mark.rule("SK-16.3", "SK-15.2")
def test_the_view_shows_the_sled_and_the_smoke_with_the_other_pieces():
    """The window draws from the view alone: every piece the state saves is in ``pieces``."""
    from cc_desktop.skirmish.state import SmokeCloud
    g = team_game()
    g.state.smoke["cloud1"] = SmokeCloud("cloud1", Point(20.0, 20.0), 4.0, 4.0, 1, thin=True)
    for side in ("red", "blue", None):
        pieces = g.view(side).pieces
        assert set(pieces) == {"vehicles", "guns", "mortars", "fires", "smoke", "sleds"}
        assert pieces["sleds"] == ({"id": "s1", "side": "red", "at": [40.0, 30.0], "facing": 270.0, "load": []},)
        assert pieces["smoke"] == ({"id": "cloud1", "center": [20.0, 20.0], "radius": 4.0, "height": 4.0,
                                    "laid": 1, "thin": True},)
