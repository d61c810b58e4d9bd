"""A Skirmish campaign through the engine API (campaign_play.py): a team chosen from a roster, the
battle played by the state machine to its end, its result read from the final position, the
roster after it, spending, and the next battle with the new roster (SK-3.1, SK-17, SK-18.5,
SK-19, SK-20)."""

from dataclasses import replace

import pytest

from cc_desktop.skirmish import battles, campaign
from cc_desktop.skirmish import campaign_play as cp
from cc_desktop.skirmish.dice import FixedDice
from cc_desktop.skirmish.roster import PermanentWound
from cc_desktop.skirmish.types import Stats
from tests.skirmish import helpers

ESCORT = ("wehrmacht_escort.officer", "wehrmacht_escort.sergeant", "wehrmacht_escort.driver",
          "wehrmacht_escort.gunner", "wehrmacht_escort.rifleman", "wehrmacht_escort.recruit")
PARTISANS = ("soviet_partisans.commander", "soviet_partisans.medic", "soviet_partisans.hunter",
             "soviet_partisans.gunner", "soviet_partisans.scout", "soviet_partisans.woodsman", "soviet_partisans.boy")

# SK-18.5 (the shipped table, the best reading of its middle rows: 2-3 and 4-5): the face that
# gives each location a 1-battle result, and the face that gives nothing
MISS_ONE = {"leg": (4, Stats(0, 0, 1, 0)), "arm": (4, Stats(1, 0, 0, 0)), "head": (6, Stats(0, 0, 0, 1))}
NOTHING = 6


def escort_roster():
    roster, _ = cp.preset_roster("wehrmacht_escort")
    return roster


def finished(game):
    """End a game by hand (the position set up by the test): the battle is over after the last turn."""
    game.state.over = True
    game.state.end_reason = "the last turn (8) is over"
    game.pending = None
    return game


# ----------------------------------------------------------------------------------------------
# Team selection
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-3.1")
def test_battle_team_is_the_preset_team_under_its_member_ids():
    b = cp.battle_by_id("partisan-raid")
    team = cp.battle_team(b, "germans")
    assert tuple(m.id for m in team.members) == ESCORT
    assert team.lines() == ["SK-19: German escort: 6 model(s) worth 416 UP of the battle's 470 UP"]


@pytest.mark.rule("SK-19")
def test_roster_team_leaves_behind_who_would_go_over_the_battles_up():
    # mortar-farm is worth 420 UP; the mortar gunner and loader (the battle's own, named by
    # objectives) always take part; the escort (416 UP) cannot all come
    b = cp.battle_by_id("mortar-farm")
    cat = cp.catalogue()
    keys = [battles._key_member(b.side("germans"), k) for k in b.key_models("germans")]
    key_up = sum(campaign.member_cost(k, cat)[0] for k in keys)
    roster = escort_roster()
    team = cp.roster_team(b, "germans", roster)
    ids = [m.id for m in team.members]
    assert ids[0] == "wehrmacht_escort.sergeant"                    # the leader first
    assert ids[-2:] == ["mortar_gunner", "mortar_loader"]           # the key models
    cost = sum(campaign.member_cost(m, cat)[0] for m in team.members)
    assert cost <= 420
    # the leader first, then in the roster's order, each while the team stays within 420 UP
    expect, total = [], key_up
    for m in sorted(roster.members, key=lambda m: not m.leader):
        if total + campaign.member_cost(m, cat)[0] <= 420:
            expect.append(m.id)
            total += campaign.member_cost(m, cat)[0]
    assert ids[:-2] == expect and total == cost
    left = [m for m in roster.members if m.id not in ids]
    assert left, "the escort and the mortar crew together are over 420 UP"
    assert team.lines()[-1] == f"SK-19: German mortar team: {len(ids)} model(s) worth {cost} UP of the battle's 420 UP"
    assert sum("stays behind" in line for line in team.lines()) == len(left)


@pytest.mark.rule("SK-18.5")
def test_a_member_who_must_miss_a_battle_sits_out_and_cannot_be_chosen():
    roster = escort_roster()
    driver = roster.member("wehrmacht_escort.driver")
    roster = roster.with_member(replace(driver, miss_battles=1))
    b = cp.battle_by_id("partisan-raid")
    team = cp.roster_team(b, "germans", roster)
    assert "wehrmacht_escort.driver" not in [m.id for m in team.members]
    assert team.lines()[0] == "SK-18.5: Otto Lenz sits this battle out: 1 battle(s) still to miss"
    with pytest.raises(cp.CampaignError) as e:
        cp.roster_team(b, "germans", roster, ["wehrmacht_escort.sergeant", "wehrmacht_escort.driver"])
    assert str(e.value) == ("SK-19: the team cannot fight partisan-raid as germans: "
                            "Otto Lenz must miss 1 more battle(s) (SK-18.5)")


@pytest.mark.rule("SK-19")
def test_roster_team_refuses_another_nation_and_unknown_sides_and_members():
    roster = escort_roster()
    b = cp.battle_by_id("partisan-raid")
    with pytest.raises(cp.CampaignError, match="the team is german, the side Partisans is soviet"):
        cp.roster_team(b, "partisans", roster)
    with pytest.raises(cp.CampaignError, match=r"has no side 'reds' \(its sides: germans, partisans\)"):
        cp.roster_team(b, "reds", roster)
    with pytest.raises(cp.CampaignError, match="there is no 'hans' in the team Wehrmacht escort"):
        cp.roster_team(b, "germans", roster, ["hans"])
    with pytest.raises(cp.CampaignError, match="no Skirmish battle 'nowhere'"):
        cp.battle_by_id("nowhere")


ASSEMBLED = {"name": "Kampfgruppe Ost", "nation": "german", "up": 200, "members": [
    {"name": "Willi Brandt", "stats": {"C": 3, "U": 3, "E": 3, "M": 3}, "tp": 10, "skills": ["leader"],
     "weapons": ["mp40"], "equipment": ["helmet"], "leader": True},
    {"name": "Max Bauer", "stats": {"C": 2, "U": 3, "E": 3, "M": 2}, "tp": 4, "weapons": ["kar98k"],
     "equipment": ["helmet", "helmet"]},
]}


@pytest.mark.rule("SK-19")
def test_assemble_a_team_for_n_up_from_the_catalogue():
    cat = cp.catalogue()
    roster, steps = cp.assemble_roster(ASSEMBLED, cat)
    willi, max_ = roster.members
    assert (willi.id, willi.leader, willi.skills, willi.tp_total) == ("willi-brandt", True, ("leader",), 10)
    # SK-17.2: C and M above the base line (C 2, U 3, E 3, M 2) and the Leader skill paid with TP
    assert willi.tp_unspent == 10 - (5 + 2) - cat.skill_cost["leader"] == 1
    assert max_.tp_unspent == 4
    # SK-19: 5 UP per TP, the weapons, the first helmet free, a second one 2 UP
    cost = 5 * 10 + cat.weapon_up["mp40"] + 5 * 4 + cat.weapon_up["kar98k"] + 2
    assert campaign.team_cost(roster, cat) == cost
    assert roster.up == 200 - cost
    assert steps[-1].text() == f"SK-19: Kampfgruppe Ost: 2 soldier(s) bought for {cost} UP of 200 UP; {200 - cost} UP left"


@pytest.mark.rule("SK-19")
@pytest.mark.rule("SK-3.1")
def test_assembled_team_refusals_name_the_reason():
    cat = cp.catalogue()
    poor = dict(ASSEMBLED, up=50)
    with pytest.raises(cp.CampaignError) as e:
        cp.assemble_roster(poor, cat)
    assert str(e.value).startswith("SK-19: member 1 (Willi Brandt): Willi Brandt costs ")
    assert str(e.value).endswith("the team has 50 UP (SK-19)")
    # SK-3.1: a weapon not yet in service in the battle's year
    late = next(w for w, y in sorted(cat.weapon_year.items()) if y > 1943 and w in cat.weapon_up
                and cat.weapon_up[w] < 60 and cat.weapons_carried([w]) == 1)
    spec = dict(ASSEMBLED, up=470, members=[dict(ASSEMBLED["members"][0], weapons=[late])])
    with pytest.raises(cp.CampaignError) as e:
        cp.assemble_roster(spec, cat, battle=cp.battle_by_id("partisan-raid"))
    assert f"entered service in {cat.weapon_year[late]}, after 1943 (SK-3.1)" in str(e.value)
    with pytest.raises(cp.CampaignError, match="SK-19: members: a list of 1 to 30 soldiers"):
        cp.assemble_roster(dict(ASSEMBLED, members=[]), cat)
    with pytest.raises(cp.CampaignError, match=r"member 1 \(\?\): must be a JSON object"):
        cp.assemble_roster(dict(ASSEMBLED, members=[3]), cat)


# ----------------------------------------------------------------------------------------------
# Starting the battle
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-3.1")
@pytest.mark.rule("SK-17.2")
def test_start_battle_gives_the_roster_members_with_their_stats_skills_and_weapons():
    roster = escort_roster()
    cat = cp.catalogue()
    gunner = roster.member("wehrmacht_escort.gunner")
    roster = roster.with_member(replace(gunner, tp_unspent=2, battles=1))
    roster = campaign.improve(roster, "wehrmacht_escort.gunner", "M", cat).roster
    roster = roster.with_member(replace(roster.member("wehrmacht_escort.recruit"), miss_battles=2))
    b = cp.battle_by_id("partisan-raid")
    game = cp.start_battle(b, {"germans": cp.roster_team(b, "germans", roster)}, seed=3)
    germans = sorted(m.id for m in game.state.models.values() if m.side == "germans")
    assert germans == sorted(set(ESCORT) - {"wehrmacht_escort.recruit"})
    assert sorted(m.id for m in game.state.models.values() if m.side == "partisans") == sorted(PARTISANS)
    g = game.model("wehrmacht_escort.gunner")
    assert g.base == Stats(3, 3, 4, 4) and g.A == 14        # M 3 -> 4 bought
    assert g.in_hand == ["mg42"] and g.carried == ["p38"] and g.equipment == ["helmet", "bipod"]
    s = game.model("wehrmacht_escort.sergeant")
    assert s.skills == ["leader", "nimble"] and s.name == "Karl Brandt"
    # SK-3.1 the crews sit in the battle's vehicles; the recruit (sits out) leaves the motorcycle's
    # driver seat empty instead of naming a model that is not in the battle
    assert game.state.vehicles["motorcycle"].seats == {"sidecar": "wehrmacht_escort.gunner"}
    assert game.state.vehicles["car"].seats["driver"] == "wehrmacht_escort.driver"
    assert all(game.model(i).placed and game.model(i).vehicle for i in germans)
    # the first decision: the Germans set up their two vehicles, crews aboard (SK-3.1), then the
    # partisans their models
    assert (game.pending.kind, game.pending.player) == ("deploy", "germans")
    assert {mv.kind for mv in game.pending.options} == {"place_vehicle"}
    assert {mv.args[0] for mv in game.pending.options} == {"car", "motorcycle"}
    while game.pending.player == "germans":
        game.apply(game.pending.options[0])
    side = game.pending.player
    assert game.pending.kind == "deploy" and side == "partisans"
    assert {game.model(mv.args[0]).side for mv in game.pending.options} == {side}


@pytest.mark.rule("SK-12.5")
def test_start_battle_carries_a_mortar_apart_as_the_battles_own_game_does():
    from cc_desktop.skirmish.game import SkirmishGame
    farm = cp.battle_by_id("mortar-farm")
    game = cp.start_battle(farm, {"germans": cp.roster_team(farm, "germans", escort_roster())}, seed=3)
    plain = SkirmishGame.new("mortar-farm", 3)
    g = game.model("mortar_gunner")
    assert (g.in_hand, g.carried) == (plain.model("mortar_gunner").in_hand, plain.model("mortar_gunner").carried)
    # the battle's mortars_ready: set up before the battle where the gunner stands (sk-vehicles)
    assert "mortar_light" not in g.carried and "mortar_light" not in g.in_hand
    assert game.setup.pieces["mortars"] == plain.setup.pieces["mortars"] == [
        {"id": "mortar_light@mortar_gunner", "weapon": "mortar_light", "side": "germans", "carrier": None,
         "at": [55.0, 21.5], "ready": True}]


# ----------------------------------------------------------------------------------------------
# The result, read from the final position
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-20.1")
@pytest.mark.rule("SK-17.1")
def test_battle_result_reads_death_wounds_tp_and_objectives_from_the_final_position():
    game = cp.start_battle("partisan-raid", seed=4)
    with pytest.raises(cp.CampaignError) as e:
        cp.battle_result(game)
    assert str(e.value) == f"SK-20: the battle is not over: {game.pending.player} is to play (deploy)"
    officer = game.model("wehrmacht_escort.officer")
    officer.alive = officer.conscious = False
    officer.out = "dead"
    hunter = game.model("soviet_partisans.hunter")
    hunter.tp = 2
    from cc_desktop.skirmish.state import Wound
    sgt = game.model("wehrmacht_escort.sergeant")
    sgt.wounds = [Wound("leg", False, "shot"), Wound("arm", False, "shot")]
    boy = game.model("soviet_partisans.boy")
    boy.out = "surrendered"
    result = cp.battle_result(finished(game))
    assert result.scores["partisans"].met == ("kill_officer",) and result.scores["partisans"].up == 50
    assert result.scores["germans"].up == 0
    assert result.models["soviet_partisans.hunter"] == campaign.ModelOutcome("soviet_partisans.hunter", "alive", (), 2)
    assert result.models["wehrmacht_escort.sergeant"].wounds == ("leg", "arm")
    assert result.models["wehrmacht_escort.officer"].fate == "dead"
    assert result.models["soviet_partisans.boy"].fate == "captured"
    assert result.outcome.model("soviet_partisans.boy").status == "captured"
    lines = result.lines("partisans")
    assert lines[0] == "SK-20: Partisan raid: the battle is over after turn 0 (the last turn (8) is over)"
    assert "SK-17.1: Ivan Sokolov: survived; inflicted 2 wound(s)" in lines
    assert "SK-17.1: Yasha: was captured" in lines
    assert "SK-20.1: Partisans earn 50 UP" in lines


@pytest.mark.rule("SK-17.4")
@pytest.mark.parametrize("face, bandaged", [(6, {"r2"}), (1, set())])
def test_a_medics_successful_bandage_is_read_from_the_log(face, bandaged):
    game = helpers.game(first="red", faces=[face] * 20)
    r2 = game.model("r2")
    assert game.model("r3").skills == ["medic"]
    from cc_desktop.skirmish.state import Wound
    from cc_desktop.skirmish.types import Point
    r2.wounds, r2.bleeding, r2.at = [Wound("arm", True, "shot")], True, Point(42.0, 41.0)
    game.apply("activate r3")
    game.apply("bandage r3 r2")
    # SK-4.10 D6 + U 3 + 1 (Medic) >= 6: a 6 succeeds, a 1 fails (only a success counts, SK-17.4)
    assert r2.bleeding is (not bandaged)
    assert cp.medic_bandaged(game) == bandaged


@pytest.mark.rule("SK-17.1")
def test_finish_battle_counts_a_game_once_and_refuses_a_game_not_over():
    roster = escort_roster()
    b = cp.battle_by_id("partisan-raid")
    game = cp.start_battle(b, {"germans": cp.roster_team(b, "germans", roster)}, seed=5)
    with pytest.raises(cp.CampaignError, match="not over"):
        cp.finish_battle(roster, game, FixedDice([]))
    new, report = cp.finish_battle(roster, finished(game), FixedDice([]))
    assert [m.tp_total - o.tp_total for m, o in zip(new.members, roster.members)] == [1, 2, 1, 1, 1, 1]
    with pytest.raises(cp.CampaignError, match="this game of partisan-raid is in the history of Wehrmacht escort already"):
        cp.finish_battle(new, game, FixedDice([]))
    partisans, _ = cp.preset_roster("soviet_partisans")
    with pytest.raises(cp.CampaignError, match="fought as partisans in this game, not as germans"):
        cp.finish_battle(partisans, game, FixedDice([]), side="germans")


# ----------------------------------------------------------------------------------------------
# A whole campaign step: roster -> partisan-raid played out -> after -> spend -> mortar-farm
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("SK-17.1")
@pytest.mark.rule("SK-20.1")
def test_a_battle_played_out_is_read_from_its_final_position():
    # whatever the random player did: the outcome is the final position, the scores are
    # battles.score of it, and the roster after it has each survivor's TP and the side's UP
    roster = escort_roster()
    raid = cp.battle_by_id("partisan-raid")
    game = cp.start_battle(raid, {"germans": cp.roster_team(raid, "germans", roster)}, seed=2)
    moves = cp.play_random(game, seed=2)
    assert game.over() and moves == len(game.moves) > 50
    result = cp.battle_result(game)
    for mid, o in result.models.items():
        m = game.model(mid)
        assert o.fate == ("dead" if not m.alive else "captured" if m.out == "surrendered" else "alive")
        assert o.wounds == (tuple(w.location for w in m.wounds) if o.fate == "alive" else ())
        assert o.wounds_inflicted == m.tp
    assert result.scores == battles.score(raid, result.outcome, in_area=battles.table_area_test(raid, game.table))
    mine = [result.models[i] for i in ESCORT]
    faces = [NOTHING] * sum(len(o.wounds) for o in mine if o.fate == "alive")   # SK-18.5 a 6: no lasting loss
    after, report = cp.finish_battle(roster, game, FixedDice(faces))
    assert after.up == result.scores["germans"].up
    for o in mine:
        before, m = roster.member(o.member), after.member(o.member)
        if o.fate != "alive":
            assert m.status == o.fate and m.tp_total == before.tp_total
            continue
        gain = (2 if "leader" in before.skills else 1) + o.wounds_inflicted   # SK-17.1
        assert (m.tp_total, m.tp_unspent) == (before.tp_total + gain, before.tp_unspent + gain)
        assert report.after.tp[o.member] == gain
        assert len(m.wounds) == len(o.wounds) and all(isinstance(w, PermanentWound) for w in m.wounds)
    assert after.history[-1].battle == "partisan-raid" and after.history[-1].game == game.state.hash()
    assert report.lines()[0] == result.lines("germans")[0]


@pytest.mark.rule("SK-17.1")
@pytest.mark.rule("SK-18.5")
@pytest.mark.rule("SK-20.1")
@pytest.mark.rule("SK-17.2")
def test_a_campaign_step_through_the_api():
    from cc_desktop.skirmish import actions
    roster = escort_roster()
    raid = cp.battle_by_id("partisan-raid")
    team = cp.roster_team(raid, "germans", roster)
    game = cp.start_battle(raid, {"germans": team}, seed=2)
    # the position at the end, made by the engine's own wounds (SK-18.2): the gunner shot in the
    # leg, the rifleman in the arm, the officer shot until dead; then the last turn is over
    gunner, rifleman = game.model("wehrmacht_escort.gunner"), game.model("wehrmacht_escort.rifleman")
    actions.wound_model(game, gunner, "leg", False, "shot")
    actions.wound_model(game, rifleman, "arm", False, "shot")
    officer = game.model("wehrmacht_escort.officer")
    while officer.alive:
        actions.wound_model(game, officer, "body", False, "shot")
    assert gunner.alive and gunner.conscious and rifleman.alive and rifleman.conscious
    result = cp.battle_result(finished(game))
    assert result.models["wehrmacht_escort.gunner"] == campaign.ModelOutcome("wehrmacht_escort.gunner", "alive", ("leg",), 0)
    assert result.models["wehrmacht_escort.rifleman"].wounds == ("arm",)
    assert result.models["wehrmacht_escort.officer"].fate == "dead"
    assert (result.scores["germans"].up, result.scores["partisans"].met, result.scores["partisans"].up) == (
        0, ("kill_officer",), 50)
    # SK-18.5 the permanent-wound rolls in the order of the team (the leader first): the gunner's
    # leg a 4 (-1 E, misses 1 battle), the rifleman's arm a 6 (nothing)
    after, report = cp.finish_battle(roster, game, FixedDice([MISS_ONE["leg"][0], NOTHING]))
    assert after.up == 0
    # SK-17.1 +1 TP for surviving, +2 for the leader; the dead officer keeps what he had
    tp = {m.id: (m.tp_total, m.tp_unspent, m.status) for m in after.members}
    assert tp == {"wehrmacht_escort.officer": (9, 0, "dead"), "wehrmacht_escort.sergeant": (17, 2, "alive"),
                  "wehrmacht_escort.driver": (9, 1, "alive"), "wehrmacht_escort.gunner": (11, 1, "alive"),
                  "wehrmacht_escort.rifleman": (11, 1, "alive"), "wehrmacht_escort.recruit": (2, 2, "alive")}
    g = after.member("wehrmacht_escort.gunner")
    assert g.stats == Stats(3, 3, 3, 3) and g.miss_battles == 1                 # E 4 -> 3 for good
    assert g.wounds == (PermanentWound("leg", Stats(0, 0, 1, 0), 1, 4, "partisan-raid"),)
    r = after.member("wehrmacht_escort.rifleman")
    assert r.stats == Stats(3, 3, 3, 3) and r.miss_battles == 0
    assert r.wounds == (PermanentWound("arm", Stats(0, 0, 0, 0), 0, 6, "partisan-raid"),)
    assert after.history[-1].battle == "partisan-raid" and after.history[-1].game == game.state.hash()
    assert after.history[-1].dead == ("wehrmacht_escort.officer",)
    lines = report.lines()
    assert lines[0] == "SK-20: Partisan raid: the battle is over after turn 0 (the last turn (8) is over)"
    assert "SK-17.1: Hans Keller: survived, 1 wound(s): leg" in lines
    assert "Hans Keller: leg wound (D6 4): -1 E, misses 1 battle(s) (SK-18.5)" in lines
    assert "Fritz Weber: arm wound (D6 6): no lasting loss (SK-18.5)" in lines
    assert "the team earns 0 UP: 0 UP in hand (SK-20.1)" in lines
    # spend: the sergeant's 2 TP buy +1 M (SK-17.2)
    cat = cp.catalogue()
    spent = campaign.improve(after, "wehrmacht_escort.sergeant", "M", cat)
    assert spent.done
    after2 = spent.roster
    assert after2.member("wehrmacht_escort.sergeant").stats == Stats(3, 3, 4, 5)
    assert after2.member("wehrmacht_escort.sergeant").tp_unspent == 0
    # the next battle: mortar-farm as the Germans (420 UP, with the battle's mortar crew)
    farm = cp.battle_by_id("mortar-farm")
    team2 = cp.roster_team(farm, "germans", after2)
    assert "SK-18.5: Hans Keller sits this battle out: 1 battle(s) still to miss" in team2.lines()
    game2 = cp.start_battle(farm, {"germans": team2}, seed=9)
    ids = set(game2.state.models)
    assert "wehrmacht_escort.gunner" not in ids and "wehrmacht_escort.officer" not in ids   # SK-18.5, dead
    assert game2.model("wehrmacht_escort.sergeant").base == Stats(3, 3, 4, 5)   # the improved stats
    assert {"mortar_gunner", "mortar_loader"} <= ids
    # and it plays: the first decision is a deployment (SK-3.1)
    assert game2.pending.kind == "deploy"
    # after that battle the one who sat out has one battle fewer to miss (SK-18.5)
    again, _ = cp.finish_battle(after2, finished(game2), FixedDice([6] * 10))
    assert again.member("wehrmacht_escort.gunner").miss_battles == 0
