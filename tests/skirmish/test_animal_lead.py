"""Leading an animal by the halter in play (SK-16.2 horses "ridden or led", SK-16.4 cattle and
SK-16.5 sheep, rams and pigs "must be led"): taking it (1 A), walking it beside the man (its own
A paid for its path), dragging what it is harnessed to, letting go at will or when the lead
breaks.  Real positions on the empty table (red r1-r3 at y 40, blue b1-b3 at y 8), exact numbers."""

import pytest

from cc_desktop.skirmish import animal_play, testing
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.game import SkirmishGame
from cc_desktop.skirmish.reactions import ShotEffect
from cc_desktop.skirmish.state import Model, SkirmishState
from cc_desktop.skirmish.types import Point, Posture, Stats

from .helpers import play_checked


def beast(mid: str, card: str, side: str, at: Point) -> Model:
    c = animal_play.cards()[card]
    return Model(id=mid, name=c.name, side=side, kind="animal", animal=card, base=c.stats, at=at, facing=270.0)


def lead_game(*animals, gun=None, faces=(), resolver=testing.rough_resolver, first="red", r1_stats=(3, 3, 3, 3)):
    """The 3 v 3 test setup with ``animals`` added (and red's limbered light AT gun g1 at
    ``gun``); ``first`` plays first; r1 (A 12 unless ``r1_stats``) stands at (30, 40)."""
    s = testing.setup_3v3()
    s.first_side = first
    s.models[0].base = Stats(*r1_stats)
    s.models += list(animals)
    if gun is not None:
        s.pieces = {"guns": [{"id": "g1", "type": "light_at_gun", "side": "red", "at": list(gun)}]}
    return SkirmishGame(s, 1, shot_resolver=resolver, dice=FixedDice(list(faces)))


def refusal(g, move):
    why = g.why_not(move)
    return None if why is None else (why.rule, why.code)


def events(g, kind):
    return [e.message for e in g.log.since(0) if e.kind == kind]


def offered(g):
    return {str(m) for m in g.legal_moves()}


@pytest.mark.rule("SK-16.4")
def test_a_cow_does_not_go_by_itself_but_walks_beside_the_man_who_leads_it():
    """The cow c1 (A 10) at (31.5, 40), r1 (A 12) at (30, 40): the cow's own move is refused;
    r1 takes it by the halter (1 A) and walks 6 inches north: r1 has 12 - 1 - 6 = 5 A left, the
    cow walks beside him to (31.5, 34) and has 10 - 6 = 4 A left."""
    g = lead_game(beast("c1", "cow", "red", Point(31.5, 40.0)))
    g.apply("activate c1")
    assert refusal(g, "move c1 31.5 38.0") == ("SK-16.4", "animal_may_not")
    g.apply("done")
    g.apply("activate r1")
    assert "lead r1 c1" in offered(g) and "let_go r1" not in offered(g)
    g.apply("lead r1 c1")
    r1, c1 = g.model("r1"), g.model("c1")
    assert (c1.led_by, r1.a_remaining) == ("r1", 11)
    assert "let_go r1" in offered(g) and "move r1 30.0 34.0" in offered(g)
    g.apply("move r1 30.0 34.0")
    assert (r1.at, r1.a_remaining) == (Point(30.0, 34.0), 5)
    assert (c1.at, c1.a_remaining, c1.facing) == (Point(31.5, 34.0), 4, 270.0)
    walk = events(g, "led_walk")[-1]
    assert (walk.rule, walk.code, walk.args["distance"], walk.args["cost"]) == ("SK-16.4", "led_walk", 6.0, 6)
    assert walk.text() == "SK-16.4: c1 walks beside r1 6.0 inches to 31.5,34.0 (6 A)"
    assert events(g, "takes_lead")[-1].text() == "SK-16.4: r1 takes c1 by the halter (1 A)"


@pytest.mark.rule("SK-16.4")
def test_the_led_animal_pays_its_own_a_and_the_walk_stops_where_they_end():
    """After 6 inches the cow has 4 A: a further 5 inches is refused (it would cost the cow 5),
    4 inches is not; the cow's own move while led is refused (it walks when he walks)."""
    g = lead_game(beast("c1", "cow", "red", Point(31.5, 40.0)))
    g.apply("activate r1")
    g.apply("lead r1 c1")
    g.apply("move r1 30.0 34.0")
    assert refusal(g, "move r1 30.0 29.0") == ("SK-3.4", "not_enough_a.led_walk")
    why = g.why_not("move r1 30.0 29.0")
    assert why.text() == "SK-3.4: c1 has 4 A; walking beside r1 costs it 5"
    assert "move r1 30.0 29.0" not in offered(g)
    g.apply("move r1 30.0 30.0")
    assert (g.model("c1").at, g.model("c1").a_remaining, g.model("r1").a_remaining) == (Point(31.5, 30.0), 0, 1)
    g.apply("done")
    g.apply("activate c1")
    assert refusal(g, "move c1 31.5 29.0") == ("SK-16.4", "animal_led_not_alone")


@pytest.mark.rule("SK-16.5")
def test_a_sheep_is_led_and_the_leader_lets_go_at_will_for_nothing():
    g = lead_game(beast("s1", "sheep", "red", Point(30.0, 41.5)))
    g.apply("activate r1")
    g.apply("lead r1 s1")
    g.apply("move r1 34.0 40.0")
    assert g.model("s1").at == Point(34.0, 41.5)
    assert events(g, "led_walk")[-1].rule == "SK-16.5"
    g.apply("let_go r1")
    assert (g.model("s1").led_by, g.model("r1").a_remaining) == (None, 12 - 1 - 4)
    assert events(g, "lets_go")[-1].text() == "SK-16.5: r1 lets go of s1"
    g.apply("move r1 36.0 40.0")
    assert g.model("s1").at == Point(34.0, 41.5)   # it stays where it was let go of
    assert refusal(g, "let_go r1") == ("SK-16.2", "not_leading")


@pytest.mark.rule("SK-16.1")
@pytest.mark.rule("SK-16.2")
@pytest.mark.rule("SK-16.3")
def test_who_and_what_cannot_be_led():
    """A wild animal (SK-16.1), a dog (SK-16.3: it goes by itself), a ridden horse (SK-16.2), an
    animal out of reach, one led already, one of the other side; a crouching man; one animal a man."""
    g = lead_game(beast("h1", "horse", "red", Point(31.5, 40.0)), beast("h2", "horse", "red", Point(28.5, 40.0)),
                  beast("d1", "dog", "red", Point(30.0, 41.5)), beast("c1", "cow", "red", Point(30.0, 38.5)),
                  beast("bc", "cow", "blue", Point(30.0, 9.5)), beast("c2", "cow", "red", Point(20.0, 40.0)))
    g.model("c1").wild = True
    g.apply("activate r1")
    assert refusal(g, "lead r1 c1") == ("SK-16.1", "animal_wild")
    assert refusal(g, "lead r1 d1") == ("SK-16.3", "dog_not_led")
    assert refusal(g, "lead r1 c2") == ("SK-16.4", "animal_not_in_reach")
    assert refusal(g, "lead r1 bc") == ("SK-16.1", "no_animal")
    assert {"lead r1 h1", "lead r1 h2"} <= offered(g)
    assert not {"lead r1 c1", "lead r1 d1", "lead r1 c2", "lead r1 bc"} & offered(g)
    g.apply("lead r1 h1")
    assert refusal(g, "lead r1 h2") == ("SK-16.2", "leading_already")
    g.apply("done")
    g.apply("activate r2")
    g.model("r2").at = Point(33.0, 40.0)
    assert refusal(g, "lead r2 h1") == ("SK-16.2", "animal_led_already")
    g.model("r2").at = Point(27.0, 40.0)
    g.apply("mount r2 h2")
    g.apply("done")
    g.apply("activate r3")
    g.model("r3").at = Point(28.5, 41.5)
    assert refusal(g, "lead r3 h2") == ("SK-16.2", "animal_ridden")
    g.apply("crouch r3")
    g.model("r3").at = Point(21.5, 40.0)
    assert refusal(g, "lead r3 c2") == ("SK-16.4", "lead_standing")
    g.apply("stand r3")
    assert refusal(g, "lead r3 c2") is None


@pytest.mark.rule("SK-16.2")
def test_a_leader_walks_but_does_not_jump_or_climb_and_may_mount_the_horse_he_leads():
    g = lead_game(beast("h1", "horse", "red", Point(31.5, 40.0)))
    g.apply("activate r1")
    g.apply("lead r1 h1")
    assert refusal(g, "jump r1 30.0 38.5") == ("SK-16.2", "leading")
    assert refusal(g, "climb r1 1.0") == ("SK-16.2", "leading")
    assert refusal(g, "crouch r1") is None
    g.apply("mount r1 h1")   # 4 A: he is in the saddle, the lead is over
    assert (g.model("h1").led_by, g.model("h1").ridden_by, g.model("r1").a_remaining) == (None, "r1", 12 - 1 - 4)
    assert events(g, "lets_go")[-1].code == "lets_go.on_horse"


@pytest.mark.rule("SK-16.2")
@pytest.mark.rule("SK-16.1")
def test_a_led_horse_harnessed_to_a_limbered_gun_drags_it():
    """r1 (A 40) harnesses h1 to g1 (40 A); next turn he leads it (1 A) 5 inches west: horse and
    gun move 5 inches, the horse pays 5 of its 18 A."""
    g = lead_game(beast("h1", "horse", "red", Point(31.5, 40.0)), gun=(31.5, 42.0), r1_stats=(10, 10, 10, 10))
    g.model("r1").at = Point(30.5, 41.0)
    g.apply("activate r1")
    g.apply("harness r1 h1 g1 40")
    g.apply("done")
    g.apply("end")
    g.apply("end")   # blue's turn
    g.apply("activate r1")
    g.apply("lead r1 h1")
    g.apply("move r1 25.5 41.0")
    h1, gun = g.model("h1"), g.state.guns["g1"]
    assert (h1.at, h1.a_remaining, gun.at) == (Point(26.5, 40.0), 18 - 5, Point(26.5, 42.0))
    assert g.model("r1").a_remaining == 40 - 1 - 5
    assert [e.code for e in g.log.since(0)[-3:] for e in [e.message]] == ["moved", "dragged", "led_walk"]


@pytest.mark.rule("SK-16.2")
def test_crouching_or_falling_down_lets_go():
    """r1 crouches (1 A): he is down and lets go.  Then r2 leads h1 in red's turn and blue's b1
    shoots him in the leg in blue's turn (a leg wound falls down, SK-18.2): he lets go."""
    effects = [ShotEffect(True, (("leg", False),))]
    g = lead_game(beast("h1", "horse", "red", Point(31.5, 40.0)), beast("h2", "horse", "red", Point(37.5, 40.0)),
                  resolver=testing.scripted_resolver(effects), faces=[6] * 20)
    g.apply("activate r1")
    g.apply("lead r1 h1")
    g.apply("crouch r1")
    assert g.model("h1").led_by is None
    assert events(g, "lets_go")[-1].text() == "SK-16.2: r1 is down: he lets go of h1"
    g.apply("done")
    g.apply("activate r2")
    g.apply("lead r2 h2")
    g.apply("done")
    g.apply("end")
    g.apply("activate b1")
    g.apply("shoot b1 r2 hip")
    assert g.model("r2").posture is Posture.CROUCHING and g.model("h2").led_by is None
    assert events(g, "lets_go")[-1].code == "lets_go.crouching"


@pytest.mark.rule("SK-16.1")
def test_a_led_animal_that_goes_wild_tears_free():
    g = lead_game(beast("c1", "cow", "red", Point(31.5, 40.0)))
    g.apply("activate r1")
    g.apply("lead r1 c1")
    animal_play.go_wild_now(g, g.model("c1"))
    assert g.model("c1").led_by is None
    assert events(g, "lets_go")[-1].text() == "SK-16.4: c1 has gone wild: it tears free of r1"


@pytest.mark.rule("SK-16.2")
def test_a_lead_broken_while_nobody_acted_is_let_go_of_as_a_turn_begins():
    """A leader knocked out between actions (here: by hand) lets go at the next action of anyone,
    or as the next turn begins."""
    g = lead_game(beast("c1", "cow", "red", Point(31.5, 40.0)))
    g.apply("activate r1")
    g.apply("lead r1 c1")
    g.model("r1").conscious = False
    g.apply("done")
    g.apply("activate r2")
    g.apply("turn r2 0.0")
    assert g.model("c1").led_by is None
    assert events(g, "lets_go")[-1].code == "lets_go.out_of_play"


@pytest.mark.rule("SK-16.2")
def test_the_lead_is_kept_in_the_position():
    g = lead_game(beast("c1", "cow", "red", Point(31.5, 40.0)))
    g.apply("activate r1")
    g.apply("lead r1 c1")
    text = g.state.to_json()
    again = SkirmishState.from_json(text)
    assert again.models["c1"].led_by == "r1" and again.hash() == g.state.hash()
    assert "led_by" not in again.models["r1"].to_json()   # written only when set: older hashes stay
    resumed = SkirmishGame.from_position(g.position())
    resumed.apply("move r1 30.0 36.0")
    assert resumed.model("c1").at == Point(31.5, 36.0)


# -- seeded games that lead, ride, harness and fire the guns whenever they may ---------------------
#: the moves the player takes whenever one is offered (a set-up or a work on an animal: 4 A or more)
FAVOURED = {"lead", "let_go", "load_gun", "gun_fire", "gun_fire_at", "harness", "unharness", "saddle", "unsaddle",
            "mount", "dismount", "ride", "send_dog", "recall_dog", "set_up"}


def favoured_choice(rng, game):
    """simulate.choose, but 7 times in 10 a walk when the acting man leads an animal, else 7 times
    in 10 a move of the towed guns or the animals when one is offered."""
    from cc_desktop.skirmish import simulate
    d = game.pending
    if d.kind == "act":
        leading = any(a.led_by == d.about.get("model") for a in game.state.models.values())
        walks = [m for m in d.options if m.kind == "move"]
        if leading and walks and rng.random() < 0.7:
            return rng.choice(walks)
        fav = [m for m in d.options if m.kind in FAVOURED
               and not (m.kind in ("harness", "unharness", "saddle", "unsaddle", "set_up") and m.args[-1] < 4)]
        if fav and rng.random() < 0.7:
            return rng.choice(fav)
    return simulate.choose(rng, game)


@pytest.mark.rule("SK-16.2")
@pytest.mark.parametrize("seed", [1, 2, 10])
def test_seeded_games_that_lead_keep_the_invariants_and_replay(seed):
    """After every move: the soak's invariants (simulate.invariants) and no lead left that has
    broken (every led animal's leader standing, in play, on foot, in reach); at the end the saved
    game replays to the same state."""
    from cc_desktop.skirmish import simulate

    def no_lead_broken(game):
        led = [a for a in game.state.models.values() if a.led_by]
        assert [a.id for a in led if animal_play.lead_broken(game, game.state.models.get(a.led_by), a)] == []

    game = play_checked("test-guns-animals", seed, favoured_choice, no_lead_broken)
    assert game.state.over and any(e.kind == "led_walk" for e in game.log.events)
    assert simulate.replay_matches(game) is None


@pytest.mark.rule("SK-16.4")
@pytest.mark.rule("SK-10.2")
def test_a_leader_who_fails_morale_lets_go_as_he_dashes_for_cover():
    """r1 leads c1 (1 A: 11 A in reserve); in blue's turn b1 wounds him in the arm (he stays on his
    feet) and he fails Morale (D6 1 + M 2): his dash of 1 inch for cover is paid from his reserve
    (11 -> 10) and he lets go of the cow, which stays where it was."""
    effects = [ShotEffect(True, (("arm", False),))]
    g = lead_game(beast("c1", "cow", "red", Point(31.5, 40.0)), resolver=testing.scripted_resolver(effects),
                  faces=[1] * 20)
    g.apply("activate r1")
    g.apply("lead r1 c1")
    g.apply("done")
    g.apply("end")
    g.apply("activate b1")
    g.apply("shoot b1 r1 hip")
    assert (g.pending.kind, g.pending.about["left"]) == ("take_cover", 13)
    g.apply("move r1 31.0 40.0")
    assert (g.model("r1").at, g.model("r1").a_reserved, g.model("c1").at) == (Point(31.0, 40.0), 10, Point(31.5, 40.0))
    assert g.model("c1").led_by is None
    assert events(g, "lets_go")[-1].text() == "SK-16.4: r1 runs for cover and lets go of c1"


@pytest.mark.rule("SK-16.4")
def test_a_walk_the_animal_cannot_follow_is_refused_and_a_man_pushed_away_has_let_go():
    """The cow 1.5 inches west of r1 near the table's west edge: r1's walk to x 0.5 would put it at
    x -1.0, off the table (refused); then r1 is pushed 3 inches away (as a melee push does, by
    hand here): after the next action he has let go."""
    g = lead_game(beast("c1", "cow", "red", Point(1.0, 40.0)))
    g.model("r1").at = Point(2.5, 40.0)
    g.apply("activate r1")
    g.apply("lead r1 c1")
    assert refusal(g, "move r1 0.5 40.0") == ("SK-16.4", "led_cannot_follow")
    assert refusal(g, "move r1 4.5 40.0") is None
    g.model("r1").at = Point(5.5, 40.0)
    g.apply("turn r1 0.0")
    assert g.model("c1").led_by is None
    assert events(g, "lets_go")[-1].text() == "SK-16.4: r1 is no longer at c1: he has let go of it"


@pytest.mark.rule("SK-16.1")
def test_a_led_horse_that_is_hit_goes_wild_at_once_and_tears_free():
    """r1 leads h1; in blue's turn b1 hits h1 in the leg: right after the shot h1 goes wild
    (SK-16.1 "immediately"), tears free of r1, and h2, 0.5 inch from it base to base, goes wild
    too; they run at the start of red's turn, not before."""
    effects = [ShotEffect(True, (("leg", False),))]
    g = lead_game(beast("h1", "horse", "red", Point(31.5, 40.0)), beast("h2", "horse", "red", Point(31.5, 42.5)),
                  resolver=testing.scripted_resolver(effects), faces=[6] * 20)
    g.apply("activate r1")
    g.apply("lead r1 h1")
    g.apply("done")
    g.apply("end")
    g.apply("activate b1")
    g.apply("shoot b1 h1 hip")
    h1, h2 = g.model("h1"), g.model("h2")
    assert (h1.wild, h2.wild, h1.led_by, h1.at, h2.at) == (True, True, None, Point(31.5, 40.0), Point(31.5, 42.5))
    assert [m.code for m in events(g, "lets_go")] == ["lets_go.wild"]
    assert [m.args["model"] for m in events(g, "goes_wild")] == ["h1", "h2"]
