"""The actions of a model in its turn (SK-4, SK-5): costs, refusals with their rule, effects;
the digest's scenarios 12 (turning), 13 (falling), 14 (jumping) and 15 (climbing)."""

import pytest

from cc_desktop.skirmish import actions
from cc_desktop.skirmish.decisions import IllegalMove
from cc_desktop.skirmish.types import Point, Posture, Stats

from .helpers import acting, game, set_faces


def _refused(g, text):
    with pytest.raises(IllegalMove) as e:
        g.apply(text)
    return e.value


@pytest.mark.rule("SK-4.11", "SK-4.8")
def test_scenario_12_turning_costs():
    g = game()
    r2 = acting(g, "r2")                       # no Nimble
    g.apply("move r2 37.0 40.0")               # 1 inch east
    g.apply("move r2 37.0 41.0")               # turn 90 degrees, 1 inch south
    g.apply("move r2 36.0 41.0")               # turn 90 again, 1 inch west
    assert r2.a_remaining == 12 - 3            # 3 inches in the open, the turns on the way free
    assert r2.facing == pytest.approx(180.0)
    g.apply("crouch_facing r2 0.0")            # crouch and turn 180 without moving: 1 A
    assert r2.a_remaining == 8 and r2.posture is Posture.CROUCHING and r2.facing == pytest.approx(0.0)
    g.apply("turn r2 45.0")                    # only a turn on the spot: 1 A
    assert r2.a_remaining == 7 and r2.facing == pytest.approx(45.0)
    g.apply("done")
    r1 = acting(g, "r1")                       # Nimble: 0 A for both
    g.apply("crouch_facing r1 90.0")
    g.apply("turn r1 135.0")
    assert r1.a_remaining == 12 and r1.posture is Posture.CROUCHING


@pytest.mark.rule("SK-4.8", "SK-5.1")
def test_moving_crouched_costs_two_a_per_inch_and_fractions_round_up():
    g = game()
    r2 = acting(g, "r2")
    g.apply("move r2 36.0 37.5")               # 2.5 inches standing: ceil(2.5) = 3 A (Ambiguity 10)
    assert r2.a_remaining == 9
    g.apply("crouch r2")
    g.apply("move r2 36.0 36.0")               # 1.5 inches crouched: ceil(3.0) = 3 A
    assert r2.a_remaining == 5 and r2.at == Point(36.0, 36.0)
    e = _refused(g, "move r2 36.0 30.0")       # 6 inches crouched: 12 A
    assert (e.rule, e.code, e.params["cost"], e.params["left"]) == ("SK-3.4", "not_enough_a.move", 12, 5)
    assert _refused(g, "move r2 80.0 30.0").code == "off_table"
    assert _refused(g, "stand r1").code == "not_acting"


@pytest.mark.rule("SK-5.2")
def test_scenario_14_jump_success_failure_and_fumble():
    g = game()
    r2 = acting(g, "r2")
    r2.base = Stats(5, 3, 6, 6)                # U 3 (and strong enough to stay conscious after two wounds)
    set_faces(g, 4)                            # 4 + 3 = 7: lands
    g.apply("jump r2 36.0 38.0")
    assert r2.a_remaining == 10 and r2.at == Point(36.0, 38.0)
    set_faces(g, 3)                            # 3 + 3 = 6: failure, stays; the 2 A are paid
    g.apply("jump r2 36.0 36.0")
    assert r2.a_remaining == 8 and r2.at == Point(36.0, 38.0)
    set_faces(g, 3)                            # tries again, pays again
    g.apply("jump r2 36.0 36.0")
    assert r2.a_remaining == 6 and r2.at == Point(36.0, 38.0)
    set_faces(g, 2, 3, 5)                      # 5: fumble; location 3 (body); then 5: at the landing point
    g.apply("jump r2 36.0 36.0")
    assert r2.a_remaining == 4 and r2.at == Point(36.0, 36.0)
    assert [(w.location, w.bleeds) for w in r2.wounds] == [("body", False)] and not r2.bleeding
    assert r2.stats == Stats(4, 2, 4, 4) and r2.posture is Posture.CROUCHING and r2.in_hand == []
    set_faces(g, 1, 1, 2)                      # fumble again (1 + U 2 = 3); leg; 2: at its starting point
    g.apply("jump r2 36.0 35.0")
    assert r2.at == Point(36.0, 36.0) and len(r2.wounds) == 2
    assert _refused(g, "jump r2 36.0 31.0").code == "jump_too_far"


@pytest.mark.rule("SK-5.3")
def test_scenario_15_climb_test_with_hobnailed_boots():
    g = game()
    b3 = g.model("b3")
    g.apply("end")                             # red's turn over: blue plays
    b3 = acting(g, "b3")
    b3.base = Stats(3, 3, 2, 3)                # E 2, Hobnailed boots (+1)
    b3.at = Point(36.0, 24.5)                  # at the tree (8 inches)
    b3.a_remaining = 11
    set_faces(g, 3)                            # 3 + 2 + 1 = 6: failure, 4 A per inch this turn
    g.apply("climb b3 1.0")
    assert b3.at.z == pytest.approx(1.0) and b3.a_remaining == 11 - 4 and b3.climb_failed
    g.apply("climb b3 1.0")                    # no second test in the turn; still 4 A per inch
    assert b3.a_remaining == 11 - 8 and b3.at.z == pytest.approx(2.0)
    g2 = game(first="blue")
    b3 = acting(g2, "b3")
    b3.base, b3.at = Stats(3, 3, 2, 3), Point(36.0, 24.5)
    b3.a_remaining = 11
    set_faces(g2, 4)                           # 4 + 2 + 1 = 7: success, 3 A per inch
    g2.apply("climb b3 2.0")
    assert b3.a_remaining == 11 - 6 and b3.at.z == pytest.approx(2.0)
    assert _refused(g2, "climb b3 7.0").code == "climb_too_high"


@pytest.mark.rule("SK-5.3", "SK-5.4")
def test_scenario_13_fumbled_climb_at_five_inches_two_wounds_none_bleeding():
    g = game()
    r2 = acting(g, "r2")
    r2.at = Point(36.0, 25.0)
    r2.a_remaining = 20
    set_faces(g, 1, 5, 5)                      # 1 + 3 = 4: fumble; two arm wounds
    g.apply("climb r2 5.0")
    assert r2.a_remaining == 20 - 15 and r2.at.z == pytest.approx(0.0)
    assert [(w.location, w.bleeds) for w in r2.wounds] == [("arm", False), ("arm", False)] and r2.alive


@pytest.mark.rule("SK-5.4", "SK-18.1")
@pytest.mark.parametrize("height, wounds, bleeding, alive", [(5.0, 2, 0, True), (5.5, 2, 1, True),
                                                             (6.0, 3, 1, False), (1.9, 0, 0, True)])
def test_scenario_13_falling_heights(height, wounds, bleeding, alive):
    g = game()
    m = g.model("r1")
    m.base = Stats(8, 5, 5, 5)
    set_faces(g, 5, 5, 5)                      # arm wounds: C-2 U-1 E-1 M-1 each
    actions.fall(g, m, height)
    assert len(m.wounds) == wounds and m.alive is alive
    assert sum(w.bleeds for w in m.wounds) == bleeding   # only one wound bleeds, from more than 5 inches
    assert m.bleeding is (bleeding == 1 and alive)


@pytest.mark.rule("SK-5.4", "SK-18.1")
def test_a_tough_model_survives_a_six_inch_fall():
    g = game()
    m = g.model("r1")
    m.base, m.skills = Stats(8, 5, 5, 5), ["tough"]
    set_faces(g, 5, 5, 5)
    actions.fall(g, m, 6.0)
    assert len(m.wounds) == 3 and m.alive and m.conscious and m.stats == Stats(2, 2, 2, 2)


@pytest.mark.rule("SK-5.3", "SK-5.4")
def test_ambiguity_12_fall_height_is_a_named_option():
    for option, wounds in (("segment_end", 3), ("start", 1)):
        g = game(options={"fall_height": option})
        r2 = acting(g, "r2")
        r2.base, r2.at, r2.a_remaining = Stats(8, 5, 3, 5), Point(36.0, 25.0, 2.0), 20
        set_faces(g, 1, 5, 5, 5)               # fumble (1 + 3); arm wounds
        g.apply("climb r2 4.0")                # from 2 inches up to 6
        assert len(r2.wounds) == wounds, option
    with pytest.raises(ValueError, match="unknown Skirmish option"):
        game(options={"fall_height": "halfway"})


@pytest.mark.rule("SK-4.9", "SK-4.4", "SK-4.3")
def test_doors_items_in_hand_and_weapon_switch():
    g = game()
    r2 = acting(g, "r2")
    assert _refused(g, "open r2 d1").code == "no_such_door"
    r2.at = Point(36.0, 31.0)
    g.apply("open r2 d1")
    assert g.state.open_doors == ["d1"] and r2.a_remaining == 11
    assert _refused(g, "open r2 d1").code == "door_open"
    g.apply("drop r2 test_smg")                # free
    assert r2.a_remaining == 11 and r2.in_hand == [] and g.state.ground[0].item == "test_smg"
    assert g.state.ground[0].rounds == 30
    gid = g.state.ground[0].id
    g.apply(f"pick_up r2 {gid}")               # 1 A
    assert r2.in_hand == ["test_smg"] and r2.rounds["test_smg"] == 30 and r2.a_remaining == 10
    assert _refused(g, "draw r2 test_pistol").code == "hands_full"   # the SMG takes both hands
    g.apply("switch r2 test_pistol")           # 2 A
    assert r2.in_hand == ["test_pistol"] and "test_smg" in r2.carried and r2.a_remaining == 8
    g.apply("stow r2 test_pistol")             # 1 A
    assert r2.in_hand == [] and r2.a_remaining == 7
    g.apply("draw r2 test_pistol")             # 1 A
    assert r2.in_hand == ["test_pistol"] and r2.a_remaining == 6


@pytest.mark.rule("SK-4.3", "SK-4.13")
def test_exchange_in_base_contact_and_reload():
    g = game()
    r1 = acting(g, "r1")
    r2 = g.model("r2")
    assert _refused(g, "exchange r1 r2").code == "not_in_contact"
    r2.at = Point(31.0, 40.0)
    g.apply("exchange r1 r2")                  # 2 A each
    assert r1.in_hand == ["test_smg"] and r2.in_hand == ["test_rifle"]
    assert r1.a_remaining == 10 and r2.a_remaining == 10 and r1.rounds["test_smg"] == 30
    assert _refused(g, "reload r1 test_smg").code == "magazine_full"
    r1.rounds["test_smg"] = 0
    r1.ammo["test_smg_ammo"] = 1
    g.apply("reload r1 test_smg")              # 2 A, one magazine used
    assert r1.rounds["test_smg"] == 30 and r1.ammo["test_smg_ammo"] == 0 and r1.a_remaining == 8
    r1.rounds["test_smg"] = 0
    assert _refused(g, "reload r1 test_smg").code == "no_ammo"


@pytest.mark.rule("SK-4.10")
def test_bandaging_costs_three_a_a_medic_four_and_gives_points_back():
    g = game()
    r2 = acting(g, "r2")
    r1 = g.model("r1")
    set_faces(g, 3)
    actions.wound_model(g, r1, "leg", True, "test")      # U-1 E-2 M-2, bleeding
    r1.at = Point(35.0, 40.0)
    set_faces(g, 3)                            # 3 + U 3 = 6: success
    g.apply("bandage r2 r1")
    # SK-4.10 / SK-18.1: the bandaging player gives the point back: U, E or M lost points
    assert g.pending.kind == "restore" and [m.args[1] for m in g.legal_moves()] == ["U", "E", "M"]
    assert "SK-4.10: r2 bandages r1: D6 3 + Ü 3 = 6: success (3 A)" in g.log_text()
    g.apply("restore r1 E")
    assert r2.a_remaining == 9 and not r1.bleeding and r1.reduction == Stats(0, 1, 1, 2)
    assert "bandage_pack" not in r2.equipment
    assert _refused(g, "bandage r2 r1").code == "not_bleeding"
    g.apply("done")
    r3 = acting(g, "r3")                       # the Medic
    actions.wound_model(g, r1, "arm", True, "test")      # C-2 U-1 E-1 M-1 more
    r1.at = Point(41.0, 40.0)
    set_faces(g, 2)                            # 2 + 3 + 1 (Medic) = 6: success
    g.apply("bandage r3 r1")
    # the Medic's three points, each the player's choice (SK-17.4): from (2, 2, 2, 3), M, M, then C
    lefts = []
    for stat in ("M", "M", "C"):
        assert g.pending.kind == "restore"
        lefts.append(g.pending.about["left"])
        g.apply(f"restore r1 {stat}")
    assert lefts == [3, 2, 1]
    assert g.pending.kind == "act"
    assert r3.a_remaining == 8 and not r1.bleeding
    assert r1.reduction == Stats(1, 2, 2, 1)


@pytest.mark.rule("SK-4.10")
def test_a_failed_bandage_leaves_the_wound_bleeding():
    g = game()
    r2 = acting(g, "r2")
    actions.wound_model(g, r2, "arm", True, "test")      # U 3 -> 2
    set_faces(g, 3)                            # 3 + 2 = 5: failure
    g.apply("bandage r2 r2")
    assert r2.bleeding and r2.a_remaining == 9


@pytest.mark.rule("SK-4.1")
def test_a_foxhole_takes_thirty_a_over_turns_and_models_then_two_a_in_and_out():
    g = game()
    r2 = acting(g, "r2")                       # the shovel
    assert _refused(g, "dig r1 5").code == "not_acting"   # r2 acts now
    g.apply("dig r2 12")
    hole = next(iter(g.state.foxholes.values()))
    assert hole.invested == 12 and not hole.complete and r2.a_remaining == 0
    g.apply("done")
    r1 = acting(g, "r1")
    assert _refused(g, "dig r1 5").code == "no_shovel"
    g.apply("done")
    g.apply("end")
    g.apply("end")                             # blue does nothing; red's turn 2
    acting(g, "r2")
    g.apply("dig r2 12")
    g.apply("done")
    r1 = acting(g, "r1")
    r1.equipment.append("infantry_shovel")
    r1.at = Point(36.0, 40.0)
    g.apply("dig r1 10")                       # only 6 are missing
    assert hole.invested == 30 and hole.complete and r1.a_remaining == 12 - 6
    assert _refused(g, "dig r1 1").code == "hole_complete"
    g.apply("enter_hole r1")
    assert r1.in_hole == hole.id and hole.occupant == "r1" and r1.a_remaining == 4
    assert _refused(g, "move r1 36.0 39.0").code == "in_hole"
    g.apply("leave_hole r1")
    assert r1.in_hole is None and hole.occupant is None and r1.a_remaining == 2


@pytest.mark.rule("SK-5.3")
def test_a_failed_climb_test_climbs_only_as_far_as_the_a_pay_at_four_per_inch():
    g = game()
    r2 = acting(g, "r2")
    r2.at, r2.a_remaining = Point(36.0, 25.0), 3
    set_faces(g, 3)                            # 3 + E 3 = 6: failure, 4 A per inch
    g.apply("climb r2 1.0")                    # 3 A were enough at 3 per inch; at 4 they pay 0.7 inch
    assert r2.at.z == pytest.approx(0.7) and r2.a_remaining == 0
