"""A Skirmish campaign played through the engine: team selection, the battle, its result, the
roster after it (SK-3.1, SK-17, SK-18.5, SK-19, SK-20).

    from cc_desktop.skirmish import campaign_play as cp
    battle = cp.battle_by_id("partisan-raid")
    team = cp.roster_team(battle, "germans", roster)           # or battle_team / assembled roster
    game = cp.start_battle(battle, {"germans": team}, seed=7)    # the other side: the battle's own
    cp.play_random(game, seed=7)                                 # or moves of players
    result = cp.battle_result(game)                              # Outcome, scores, each model's part
    roster, report = cp.finish_battle(roster, game, Dice(7))     # campaign.after_battle
    print("\\n".join(report.lines()))

It joins sk-campaign's values (``roster``, ``campaign``, ``battles``) to the state machine
(``game.SkirmishGame``): the models of a game are the roster's members (their id, name, stats with
improvements and permanent losses, skills, weapons, equipment), and the finished game's final
position is read back into ``battles.Outcome`` (scoring, SK-20.1) and ``campaign.ModelOutcome``s
(TP, SK-17.1; permanent wounds, SK-18.5).  Every text a player reads is a message
``(rule, code, params)`` whose English template is in :data:`MESSAGES`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from cc_desktop.skirmish import battles as battles_mod
from cc_desktop.skirmish import campaign
from cc_desktop.skirmish.battles import Battle, ModelEnd, Outcome, SideScore, VehicleEnd
from cc_desktop.skirmish.campaign import AfterBattleReport, Catalogue, ModelOutcome, Reason
from cc_desktop.skirmish.decisions import ENGLISH, msg
from cc_desktop.skirmish.dice import Dice
from cc_desktop.skirmish.roster import Member, Roster
from cc_desktop.skirmish.types import Stats

#: the English templates of this module's messages (sk-i18n translates them by code)
MESSAGES = {
    "campaign_unknown_battle": "there is no Skirmish battle {battle!r} (known: {known})",
    "campaign_unknown_side": "the battle {battle} has no side {side!r} (its sides: {sides})",
    "campaign_team_refused": "the team cannot fight {battle} as {side}: {reason}",
    "campaign_unknown_member": "there is no {member!r} in the team {team}",
    "campaign_sits_out": "{name} sits this battle out: {count} battle(s) still to miss",
    "campaign_left_home": "{name} stays behind: with {name} the team would be worth {cost} UP, "
                          "more than the battle's {up} UP",
    "campaign_key_model": "{name} takes part as the battle's own figure (an objective names him)",
    "campaign_team_chosen": "{side}: {count} model(s) worth {cost} UP of the battle's {up} UP",
    "campaign_not_over": "the battle is not over: {player} is to play ({kind})",
    "campaign_no_side": "none of the team {team} fought in this game of {battle}",
    "campaign_wrong_side": "the team {team} fought as {found} in this game, not as {side}",
    "campaign_counted_already": "this game of {battle} is in the history of {team} already",
    "campaign_after_refused": "the battle cannot be counted: {reason}",
    "campaign_same_id": "two models of the battle have the id {model!r}",
    "campaign_game_battle": "the game is of {battle!r}, which is not a campaign battle",
    "campaign_battle_over": "{battle}: the battle is over after turn {turn} ({reason})",
    "campaign_model_end": "{name}: {fate}{wounds}{inflicted}",
    # the parts of campaign_model_end (Reasons; an absent part is "")
    "campaign_fate_alive": "survived",
    "campaign_fate_dead": "died",
    "campaign_fate_captured": "was captured",
    "campaign_end_wounds": ", {count} wound(s): {locations}",
    "campaign_end_wounds_unconscious": ", {count} wound(s): {locations}, unconscious",
    "campaign_end_unconscious": ", unconscious",
    "campaign_end_inflicted": "; inflicted {count} wound(s)",
    "campaign_side_up": "{side} earn {up} UP",
    "campaign_assemble_member": "member {index} ({name}): {reason}",
    "campaign_assemble_field": "{field}: {reason}",
    "campaign_assembled": "{team}: {count} soldier(s) bought for {cost} UP of {budget} UP; {left} UP left",
    "campaign_roster_from_team": "{team}: {count} soldier(s) of the preset team {preset}, worth {cost} UP",
}
ENGLISH.add(MESSAGES)



class CampaignError(ValueError):
    """A campaign step that cannot be done; ``message`` says why (rule, code, params)."""

    def __init__(self, message):
        self.message = message
        super().__init__(message.text())


def _fail(rule: str, code: str, **params: Any) -> CampaignError:
    return CampaignError(msg(rule, code, **params))


# ----------------------------------------------------------------------------------------------
# The battles and the catalogue
# ----------------------------------------------------------------------------------------------
def battle_by_id(battle_id: str) -> Battle:
    """A shipped battle (resources/skirmish/battles/) by its id; CampaignError naming the known."""
    shipped = battles_mod.shipped_battles()
    if battle_id not in shipped:
        raise _fail("SK-3.1", "campaign_unknown_battle", battle=battle_id, known=", ".join(sorted(shipped)))
    return shipped[battle_id]


def _side(battle: Battle, side_id: str):
    try:
        return battle.side(side_id)
    except KeyError:
        raise _fail("SK-3.1", "campaign_unknown_side", battle=battle.id, side=side_id,
                    sides=", ".join(s.id for s in battle.sides)) from None


_CATALOGUE: list[Catalogue] = []


def catalogue() -> Catalogue:
    """sk-data's prices (``campaign.shipped_catalogue``), built once."""
    if not _CATALOGUE:
        _CATALOGUE.append(campaign.shipped_catalogue())
    return _CATALOGUE[0]


# ----------------------------------------------------------------------------------------------
# Team selection (SK-3.1, SK-19)
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Team:
    """The models one side brings to a battle: ``members`` (roster members, or the battle's own
    figures as members), the roster they come from (None: the battle's own team) and what was
    decided in choosing them (who sits out, who stays behind, the key models)."""
    side: str
    members: tuple[Member, ...]
    roster: Roster | None = None
    notes: tuple = ()

    def lines(self) -> list[str]:
        return [n.text() for n in self.notes]


def battle_team(battle: Battle, side_id: str) -> Team:
    """(a) The battle's own team for a side: its inline figures, else its preset team of
    resources/skirmish/teams.json (members named ``team.model``)."""
    side = _side(battle, side_id)
    if side.models:
        members = tuple(battles_mod.team_model_member(m) for m in side.models)
    else:
        from cc_desktop.skirmish import data
        members = campaign.roster_from_team(data.teams()[side.preset], catalogue()).members
    cost = sum(campaign.member_cost(m, catalogue())[0] for m in members)
    note = msg("SK-19", "campaign_team_chosen", side=side.name, count=len(members), cost=cost, up=battle.up)
    return Team(side_id, members, None, (note,))


def _key_members(battle: Battle, side_id: str, chosen: Sequence[str]) -> list[Member]:
    side = battle.side(side_id)
    return [battles_mod._key_member(side, ref) for ref in battle.key_models(side_id) if ref not in chosen]


def roster_team(battle: Battle, side_id: str, roster: Roster, member_ids: Sequence[str] | None = None,
                cat: Catalogue | None = None) -> Team:
    """(b) A side's team from a roster (SK-19 "assemble your team for N UP"): the members named,
    else every member who may fight (alive, no battle to miss, SK-18.5: the others sit out),
    the team leader first, then in the roster's order, each while the team with the battle's key
    models (the figures its objectives name, who always take part) is worth no more than the
    battle's UP.  Checked with ``battles.check_team`` (budget, nation, wounds, weapons of the
    battle's year, SK-3.1); CampaignError with the first reason."""
    cat = cat or catalogue()
    side = _side(battle, side_id)
    notes = []
    if member_ids is None:
        for m in roster.members:
            if m.alive and m.miss_battles:  # SK-18.5 he must miss this battle
                notes.append(msg("SK-18.5", "campaign_sits_out", name=m.name, count=m.miss_battles))
        ready = sorted((m for m in roster.members if m.available), key=lambda m: not m.leader)  # SK-17.1 leader first
        keys = battle.key_models(side_id)
        budget = battle.up - sum(campaign.member_cost(k, cat)[0] for k in _key_members(battle, side_id, [m.id for m in ready]))
        chosen, cost = [], 0
        for m in ready:
            price = campaign.member_cost(m, cat)[0]
            if cost + price > budget and m.id not in keys:  # SK-19
                notes.append(msg("SK-19", "campaign_left_home", name=m.name, cost=cost + price + battle.up - budget,
                                 up=battle.up))
                continue
            chosen.append(m.id)
            cost += price
        member_ids = chosen
    else:
        member_ids = list(member_ids)
        for mid in member_ids:
            if not roster.has(mid):
                raise _fail("SK-19", "campaign_unknown_member", member=mid, team=roster.name)
    problems = battles_mod.check_team(battle, side_id, roster, member_ids, cat)
    if problems:
        raise _fail("SK-19", "campaign_team_refused", battle=battle.id, side=side_id, reason=problems[0])
    members = [roster.member(i) for i in member_ids]
    keys = _key_members(battle, side_id, member_ids)
    for k in keys:
        notes.append(msg("SK-20.1", "campaign_key_model", name=k.name))
    all_members = tuple(members + keys)
    cost = sum(campaign.member_cost(m, cat)[0] for m in all_members)
    notes.append(msg("SK-19", "campaign_team_chosen", side=side.name, count=len(all_members), cost=cost, up=battle.up))
    return Team(side_id, all_members, roster, tuple(notes))


def assemble_roster(spec: Any, cat: Catalogue | None = None, battle: Battle | None = None) -> tuple[Roster, list]:
    """(c) "Assemble your team for N UP" (SK-19): a roster bought from the catalogue by a JSON
    spec ``{"name", "nation", "up", "members": [{"name", "stats": {"C", "U", "E", "M"}, "tp",
    "skills", "weapons", "equipment", "leader"}]}``: each soldier 5 UP per TP plus his weapons and
    equipment, his skills and his characteristics above the base line paid with his TP
    (SK-17.2/17.3), all within ``up`` (or the battle's UP); with a battle, checked for it
    (``battles.check_team``: its year's weapons, SK-3.1, its nation).  Returns the roster and its
    steps; CampaignError with the first reason."""
    cat = cat or catalogue()

    def field(name: str, reason: str) -> CampaignError:
        return _fail("SK-19", "campaign_assemble_field", field=name, reason=reason)

    if not isinstance(spec, dict):
        raise field("team", "must be a JSON object")
    name, nation = spec.get("name"), spec.get("nation")
    if not isinstance(name, str) or not name.strip():
        raise field("name", "the team needs a name")
    if not isinstance(nation, str) or not nation:
        raise field("nation", "the team needs a nation")
    budget = spec.get("up", battle.up if battle else None)
    if not isinstance(budget, int) or isinstance(budget, bool) or not 0 < budget <= 10_000:
        raise field("up", "the team's UP: a whole number from 1 to 10000")
    members = spec.get("members")
    if not isinstance(members, list) or not members or len(members) > 30:
        raise field("members", "a list of 1 to 30 soldiers")
    roster = Roster(name.strip(), nation, up=budget)
    steps: list = []
    for i, m in enumerate(members, 1):
        label = m.get("name", "?") if isinstance(m, dict) else "?"

        def bad(reason: str) -> CampaignError:
            return _fail("SK-19", "campaign_assemble_member", index=i, name=label, reason=reason)

        if not isinstance(m, dict):
            raise bad("must be a JSON object")
        stats = m.get("stats")
        try:
            stats = Stats(*(int(stats[s]) for s in ("C", "U", "E", "M")))
        except (TypeError, KeyError, ValueError):
            raise bad("stats: give C, U, E and M as whole numbers") from None
        tp = m.get("tp", 0)
        lists = {k: m.get(k, []) for k in ("skills", "weapons", "equipment")}
        if not isinstance(tp, int) or isinstance(tp, bool) or any(
                not isinstance(v, list) or not all(isinstance(x, str) for x in v) for v in lists.values()):
            raise bad("tp must be a whole number; skills, weapons and equipment lists of ids")
        change = campaign.recruit(roster, str(label), stats, tp, cat, weapons=lists["weapons"],
                                  equipment=lists["equipment"], leader=bool(m.get("leader", False)))
        if not change.done:
            raise bad(change.refused)
        mid = next(x.id for x in change.roster.members if not roster.has(x.id))
        roster, steps = change.roster, steps + list(change.steps)
        for skill in lists["skills"]:
            change = campaign.buy_skill(roster, mid, skill, cat)
            if not change.done:
                raise bad(change.refused)
            roster, steps = change.roster, steps + list(change.steps)
    problems = campaign.problems_before_battle(roster, cat, year=battle.year if battle else None)
    if problems:
        raise field("members", problems[0])
    if battle is not None:
        side = next((s for s in battle.sides if s.nation == roster.nation), None)
        if side is None:
            raise field("nation", f"no side of {battle.id} is {roster.nation}")
        problems = battles_mod.check_team(battle, side.id, roster, [m.id for m in roster.members], cat)
        if problems:
            raise field("members", problems[0])
    cost = campaign.team_cost(roster, cat)
    steps.append(msg("SK-19", "campaign_assembled", team=roster.name, count=len(roster.members), cost=cost,
                     budget=budget, left=roster.up))
    return roster, steps


def preset_roster(team_id: str, cat: Catalogue | None = None, up: int = 0) -> tuple[Roster, list]:
    """A roster from a preset team of resources/skirmish/teams.json (``campaign.roster_from_team``)."""
    from cc_desktop.skirmish import data
    cat = cat or catalogue()
    teams = data.teams()
    if team_id not in teams:
        raise _fail("SK-19", "campaign_assemble_field", field="team",
                    reason=f"no preset team {team_id!r} (known: {', '.join(sorted(teams))})")
    roster = campaign.roster_from_team(teams[team_id], cat, up=up)
    note = msg("SK-19", "campaign_roster_from_team", team=roster.name, count=len(roster.members), preset=team_id,
               cost=campaign.team_cost(roster, cat))
    return roster, [note]


# ----------------------------------------------------------------------------------------------
# Starting the battle
# ----------------------------------------------------------------------------------------------
def start_battle(battle: Battle | str, teams: Mapping[str, Team] | None = None, seed: int | None = None,
                 options: Mapping[str, str] | None = None, **kw):
    """A new ``SkirmishGame`` of ``battle`` (SK-3.1): its map, zones, edges, doors and who starts
    as ``game.setup_from_battle`` gives them; each side's models are its :class:`Team`'s members
    (given in ``teams``, else the battle's own team), each with his stats (improvements and
    permanent losses included), skills, weapons and equipment, under his roster id; members who
    must miss this battle (SK-18.5) were left out in choosing the team."""
    from cc_desktop.skirmish import game as game_mod

    if isinstance(battle, str):
        battle = battle_by_id(battle)
    teams = dict(teams or {})
    for side_id in teams:
        _side(battle, side_id)
    setup = game_mod.setup_from_battle(battle)  # SK-3.1 map, zones, who starts, turns
    weapons = game_mod.data_weapons()
    models = []
    for side in battle.sides:
        team = teams.get(side.id) or battle_team(battle, side.id)
        at = next((m.at for m in setup.models if m.side == side.id), None)
        for member in team.members:
            model = game_mod._team_model(member, side.id, weapons)  # the one reading of a starting model
            if at is not None:
                model.at = at
            if any(m.id == model.id for m in models):
                raise _fail("SK-3.1", "campaign_same_id", model=model.id)
            models.append(model)
    # sk-vehicles (SK-3.1, SK-12.5): the pieces of these models — the battle's vehicles with the
    # team's members in their seats, a mortar for each member carrying one (carried apart).  A
    # crew member a roster's team left at home (he sits out, SK-18.5, or was not chosen) is no
    # model of the battle: his seat stays empty.
    chosen = {m.id for m in models}
    pieces = game_mod.actions.vehicle_play.pieces_from_battle(
        battle, models, setup.deploy_zones, lambda tm, side_id: game_mod._team_model(tm, side_id, weapons))
    home = {m.id for m in models if m.id not in chosen and teams.get(m.side) is not None
            and teams[m.side].roster is not None and m.kind != "animal"}   # the battle's animals stay
    models = [m for m in models if m.id not in home]
    for v in pieces.get("vehicles", []):
        v["seats"] = {seat: ref for seat, ref in v.get("seats", {}).items() if ref not in home}
        if v.get("beside"):
            v["beside"] = {seat: ref for seat, ref in v["beside"].items() if ref not in home}
    setup = replace(setup, models=models, pieces=pieces)
    return game_mod.SkirmishGame(setup, seed, dict(options or {}), **kw)


def play_random(game, seed: int, max_moves: int = 5000) -> int:
    """Play seeded random legal moves to the end (as ``cc-desktop skirmish simulate`` does);
    returns the number of moves played."""
    from cc_desktop.skirmish.simulate import choose

    rng = random.Random(seed * 7919 + 1)
    n = 0
    while game.pending is not None and n < max_moves:
        game.apply(choose(rng, game))
        n += 1
    return n


# ----------------------------------------------------------------------------------------------
# The result (SK-17.1, SK-18.5, SK-20.1)
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class BattleOutcome:
    """A finished game read back: the final position (``battles.Outcome``), each side's score,
    and what each model did (``campaign.ModelOutcome``, by model id), with the lines that explain
    it."""
    battle: Battle
    outcome: Outcome
    scores: Mapping[str, SideScore]
    models: Mapping[str, ModelOutcome]
    sides: Mapping[str, str]          # model id -> side
    names: Mapping[str, str]          # model id -> name
    steps: tuple = ()

    def lines(self, side: str | None = None) -> list[str]:
        out = [s.text() for s in self.steps if side is None or dict(s.params).get("side_id") in (None, side)]
        for sid, sc in self.scores.items():
            if side is None or sid == side:
                out += sc.lines()
        return out


def _fate(model) -> str:
    if not model.alive:
        return "dead"
    if model.out in ("surrendered", "captured"):  # SK-10.2 surrendered, SK-20.2 taken prisoner
        return "captured"
    return "alive"


def vehicle_destroyed(v) -> bool:
    """SK-20.1 "destroy the car" (docs/skirmish-decisions/vehicles.md): the vehicle can never
    again move under its own power this game: overturned (SK-14.10), immobilised (SK-14.14) or
    its engine destroyed (SK-14.12; the momentum it keeps is one last roll)."""
    return bool(v.overturned or v.immobilised or v.engine_destroyed)


def vehicle_ends(game) -> tuple[VehicleEnd, ...]:
    """The battle's vehicles at the end (SK-20.1): destroyed or not (:func:`vehicle_destroyed`),
    immobilised, where it stands, or the edge it left the table by (SK-14.2, ``off_table``)."""
    return tuple(VehicleEnd(v.id, v.side, vehicle_destroyed(v), bool(v.immobilised),   # SK-20.1
                            None if v.off_table else v.at, v.off_table)
                 for v in sorted(game.state.vehicles.values(), key=lambda x: x.id))


def _exited(game, m) -> str:
    """The edge a model left the table by: its own, fleeing (SK-10.2), or its vehicle's (SK-14.2);
    "held_back" for one that found no place in the deployment (SK-3.1: never on the table)."""
    if m.out == "held_back":
        return "held_back"
    if m.out == "fled":
        return game.home_edge(m.side)
    if m.out == "exited":
        v = game.state.vehicles.get(m.vehicle or "")
        return v.off_table if v is not None else ""
    return ""


def medic_bandaged(game) -> set[str]:
    """SK-17.4: the models a Medic bandaged with success in this battle (from the game's log)."""
    out = set()
    for ev in game.log.events:
        if ev.kind != "bandage":
            continue
        p = dict(ev.message.params)
        bandager = game.state.models.get(p.get("model"))
        # SK-17.4 a success: the bandage roll's code ends in _success (bandage_roll[_medic]_success)
        if bandager is not None and bandager.has("medic") and ev.message.code.endswith("_success"):
            out.add(p.get("other"))
    return out


def battle_result(game, battle: Battle | None = None) -> BattleOutcome:
    """The finished game's outcome: each model's end (dead, captured, unconscious, wounded, where,
    the edge it fled by), each side's objectives (``battles.score`` with the map's areas, SK-20.1),
    and each model's part for the campaign: its wounds suffered (one permanent-wound roll each,
    SK-18.5), wounds inflicted (1 TP each, SK-17.1: the game counts them in ``model.tp``),
    bandaged by a Medic (SK-17.4).  CampaignError if the game is not over."""
    if battle is None:
        try:
            battle = battles_mod.shipped_battles()[game.setup.id]
        except KeyError:
            raise _fail("SK-3.1", "campaign_game_battle", battle=game.setup.id) from None
    if game.pending is not None:
        raise _fail("SK-20", "campaign_not_over", player=game.pending.player, kind=game.pending.kind)
    st = game.state
    ends, outcomes, steps = [], {}, []
    bandaged = medic_bandaged(game)
    last = st.turn - 1 if game.turn_limit and st.turn > game.turn_limit else st.turn  # the turn limit passed
    steps.append(msg("SK-20", "campaign_battle_over", battle=battle.title, turn=last, reason=st.end_reason))
    for m in st.models.values():
        fate = _fate(m)
        exited = _exited(game, m)
        on_table = fate == "alive" and not exited
        ends.append(ModelEnd(m.id, m.side, "captured" if fate == "captured" else fate, bool(m.wounds), m.conscious,
                             m.at if on_table else None, exited, in_vehicle=m.vehicle or ""))
        # SK-18.5 one permanent-wound roll per wound a survivor suffered; SK-17.1 1 TP per wound
        # inflicted (the game counts them in model.tp); SK-17.4 a Medic's bandage: one battle fewer
        wounds = tuple(w.location for w in m.wounds) if fate == "alive" else ()
        outcomes[m.id] = ModelOutcome(m.id, fate, wounds, max(0, m.tp), m.id in bandaged and bool(wounds))
        out_cold = fate == "alive" and not m.conscious
        locations = ", ".join(w.location for w in m.wounds)
        where = (Reason.of("", "campaign_end_wounds_unconscious" if out_cold else "campaign_end_wounds",
                           count=len(m.wounds), locations=locations) if m.wounds
                 else Reason.of("", "campaign_end_unconscious") if out_cold else "")
        steps.append(msg("SK-17.1", "campaign_model_end", name=m.name, fate=Reason.of("", f"campaign_fate_{fate}"),
                         wounds=where, inflicted=Reason.of("", "campaign_end_inflicted", count=m.tp) if m.tp else "",
                         side_id=m.side))
    outcome = Outcome(tuple(ends), vehicle_ends(game))   # SK-20.1 the vehicle objectives too
    in_area = battles_mod.table_area_test(battle, game.table) if game.table is not None else None
    scores = battles_mod.score(battle, outcome, in_area=in_area)  # SK-20.1
    for sid, sc in scores.items():
        steps.append(msg("SK-20.1", "campaign_side_up", side=battle.side(sid).name, up=sc.up, side_id=sid))
    return BattleOutcome(battle, outcome, scores, outcomes, {m.id: m.side for m in st.models.values()},
                         {m.id: m.name for m in st.models.values()}, tuple(steps))


@dataclass(frozen=True)
class CampaignReport:
    """What ``finish_battle`` did: the battle's outcome for the team's side, then
    ``campaign.after_battle``'s steps (UP earned, TP, the fallen, permanent wounds)."""
    side: str
    result: BattleOutcome
    after: AfterBattleReport

    def lines(self) -> list[str]:
        return self.result.lines(self.side) + self.after.lines()


def roster_side(roster: Roster, game, side: str | None = None) -> str:
    """The side the roster's members fought on in ``game`` (CampaignError: none, or not ``side``)."""
    found = sorted({m.side for m in game.state.models.values() if roster.has(m.id)})
    if not found:
        raise _fail("SK-17.1", "campaign_no_side", team=roster.name, battle=game.setup.id)
    if side is not None and side not in found:
        raise _fail("SK-17.1", "campaign_wrong_side", team=roster.name, found=", ".join(found), side=side)
    return side or found[0]


def finish_battle(roster: Roster, game, dice: Dice, side: str | None = None,
                  **kw) -> tuple[Roster, CampaignReport]:
    """The roster after a finished game (``campaign.after_battle``): the UP its side's
    objectives earned (SK-20.1), each member who fought his TP (SK-17.1), the fallen and the
    captured, a permanent-wound roll for each wound suffered (SK-18.5, with ``dice``), the battles
    to miss.  Members of the roster who did not fight and sit out a wound have one fewer to miss."""
    result = battle_result(game)
    side = roster_side(roster, game, side)
    final = game.state.hash()
    if any(b.game == final for b in roster.history):  # SK-17.1 a battle's TP and UP are earned once
        raise _fail("SK-17.1", "campaign_counted_already", team=roster.name, battle=result.battle.id)
    mine = [o for mid, o in result.models.items() if roster.has(mid) and result.sides[mid] == side]
    br = replace(battles_mod.battle_result(result.battle, side, result.scores, mine), game=final)
    try:
        new, after = campaign.after_battle(roster, br, dice, **kw)
    except ValueError as e:  # a member who could not have fought (the roster changed since)
        raise _fail("SK-18.5", "campaign_after_refused", reason=str(e)) from None
    return new, CampaignReport(side, result, after)


__all__ = ["BattleOutcome", "CampaignError", "CampaignReport", "MESSAGES", "Team", "assemble_roster",
           "battle_by_id", "battle_result", "battle_team", "catalogue", "finish_battle", "medic_bandaged",
           "play_random", "preset_roster", "roster_side", "roster_team", "start_battle", "vehicle_destroyed",
           "vehicle_ends"]
