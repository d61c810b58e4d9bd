"""The campaign commands of ``cc-desktop skirmish`` (docs/skirmish-campaign.md):

    cc-desktop skirmish campaign new --team wehrmacht_escort --out R.skroster
    cc-desktop skirmish campaign new --assemble TEAM.json [--battle ID] --out R.skroster
    cc-desktop skirmish campaign show R.skroster
    cc-desktop skirmish battle BATTLE --roster SIDE=R.skroster [--members SIDE=a,b] --seed S --save G.skgame [--random]
    cc-desktop skirmish campaign after R.skroster G.skgame --seed S [--side SIDE]
    cc-desktop skirmish campaign spend R.skroster improve MODEL STAT | skill MODEL SKILL | buy MODEL ITEM |
                                                  discard MODEL ITEM | leader MODEL | recruit NAME --stats C,U,E,M --tp N ...

Bad input (a missing or broken file, an unknown battle or side, a game not over, a refused
purchase) is one line on stderr and exit status 2; no file is changed then.  Files are written
atomically.  Every line printed is a message with a code (``campaign_play.MESSAGES`` and
:data:`MESSAGES` here) or a campaign step with its rule.
"""

from __future__ import annotations

import argparse
import sys

from cc_desktop.skirmish.campaign import Reason
from cc_desktop.skirmish.decisions import ENGLISH, msg

EXIT_OK, EXIT_BAD = 0, 2

MESSAGES = {
    "campaign_roster_written": "{path}: the roster {team} ({count} soldier(s), {up} UP in hand)",
    "campaign_roster_head": "{team} ({nation}): {up} UP in hand, worth {cost} UP, {battles} battle(s) fought",
    "campaign_member_line": "{id}: {name}{leader}, C {C} U {U} E {E} M {M} (A {A}), TP {tp_unspent} of {tp_total}"
                            "{skills}{weapons}{equipment}{status}",
    "campaign_history_line": "battle {battle} as {side}: {up} UP; met {met}; fell {dead}",
    "campaign_game_saved_to_play": "{path}: {battle}, seed {seed}; {player} to play ({kind})",
    "campaign_game_saved_over": "{path}: {battle}, seed {seed}; over after {moves} moves: {reason}",
    # the parts of campaign_member_line (Reasons; an absent part is "")
    "campaign_part_leader": " (leader)",
    "campaign_part_skills": "; skills {skills}",
    "campaign_part_items": "; {items}",
    "campaign_part_status": "; {status}",
    "campaign_part_misses": "; misses {count} battle(s)",
    "campaign_part_wounds": "; {count} permanent wound(s)",
    "campaign_nothing": "nothing",
    "campaign_nobody": "nobody",
    "campaign_bad_roster_arg": "--roster wants SIDE=FILE, not {value!r}",
    "campaign_bad_members_arg": "--members wants SIDE=ID,ID..., not {value!r}",
    "campaign_members_without_roster": "--members {side}=... chooses from a roster: give --roster {side}=FILE too",
    "campaign_bad_stats": "--stats wants C,U,E,M (four whole numbers), not {value!r}",
    "campaign_cannot_write": "{path}: cannot be written: {reason}",
    "campaign_cannot_read": "{path}: cannot be read: {reason}",
    "campaign_not_a_team": "{path}: not a team file: {reason}",
}
ENGLISH.add(MESSAGES)


class _Bad(Exception):
    def __init__(self, text: str):
        self.text = text
        super().__init__(text)


def _bad(rule: str, code: str, **params) -> _Bad:
    return _Bad(msg(rule, code, **params).text())


def _run(fn, args) -> int:
    """Run a command: any refusal is one line on stderr and exit status 2, never a traceback."""
    from cc_desktop.skirmish.battles import BattleProblem
    from cc_desktop.skirmish.campaign_play import CampaignError
    from cc_desktop.skirmish.game import SaveError
    from cc_desktop.skirmish.roster import RosterProblem
    try:
        for line in fn(args):
            print(line)
    except _Bad as e:
        print(e.text, file=sys.stderr)
        return EXIT_BAD
    except (CampaignError, RosterProblem, SaveError, BattleProblem) as e:
        print(str(e).splitlines()[0] if str(e) else type(e).__name__, file=sys.stderr)
        return EXIT_BAD
    return EXIT_OK


def _read_roster(path: str):
    from cc_desktop.skirmish.roster import read_roster
    return read_roster(path)


def _write_roster(path: str, roster) -> None:
    from cc_desktop.skirmish.roster import write_roster
    try:
        write_roster(path, roster)
    except OSError as e:
        raise _bad("SK-19", "campaign_cannot_write", path=path, reason=e.strerror or str(e)) from None


def _written(path: str, roster) -> str:
    return msg("SK-19", "campaign_roster_written", path=path, team=roster.name, count=len(roster.active),
               up=roster.up).text()


# -- campaign new / show -------------------------------------------------------------------------
def cmd_new(args):
    from cc_desktop.fileio import FileProblem, read_json
    from cc_desktop.skirmish import campaign_play as cp
    from cc_desktop.skirmish.campaign import Step
    battle = cp.battle_by_id(args.battle) if args.battle else None
    if args.team:
        roster, steps = cp.preset_roster(args.team, up=args.up)
    else:
        try:
            spec = read_json(args.assemble, "content")
        except FileProblem as e:
            raise _bad("SK-19", "campaign_not_a_team", path=args.assemble, reason=str(e)) from None
        roster, steps = cp.assemble_roster(spec, battle=battle)
    if args.name:
        from dataclasses import replace
        roster = replace(roster, name=args.name)
    _write_roster(args.out, roster)
    names = {m.id: m.name for m in roster.members}
    yield from (s.line(names) if isinstance(s, Step) else s.text() for s in steps)
    yield _written(args.out, roster)


def roster_lines(roster) -> list[str]:
    """The roster as lines: its team, each member, each battle."""
    from cc_desktop.skirmish import campaign_play as cp
    from cc_desktop.skirmish.campaign import team_cost
    out = [msg("SK-19", "campaign_roster_head", team=roster.name, nation=roster.nation, up=roster.up,
               cost=team_cost(roster, cp.catalogue()), battles=len(roster.history)).text()]
    def part(code: str, present, **params):
        return Reason.of("", code, **params) if present else ""

    for m in roster.members:
        status = "".join((part("campaign_part_status", m.status != "alive", status=m.status),
                          part("campaign_part_misses", m.alive and m.miss_battles, count=m.miss_battles),
                          part("campaign_part_wounds", m.wounds, count=len(m.wounds))))
        out.append(msg("SK-17.2", "campaign_member_line", id=m.id, name=m.name,
                       leader=part("campaign_part_leader", m.leader), A=m.stats.A, tp_unspent=m.tp_unspent,
                       tp_total=m.tp_total, skills=part("campaign_part_skills", m.skills, skills=", ".join(m.skills)),
                       weapons=part("campaign_part_items", m.weapons, items=", ".join(m.weapons)),
                       equipment=part("campaign_part_items", m.equipment, items=", ".join(m.equipment)),
                       status=status, **m.stats.to_json()).text())
    for b in roster.history:
        out.append(msg("SK-20.1", "campaign_history_line", battle=b.battle, side=b.side, up=b.up_earned,
                       met=", ".join(b.objectives_met) or Reason.of("", "campaign_nothing"),
                       dead=", ".join(b.dead) or Reason.of("", "campaign_nobody")).text())
    return out


def cmd_show(args):
    yield from roster_lines(_read_roster(args.roster))


# -- battle ----------------------------------------------------------------------------------------
def _pairs(values, code: str) -> dict[str, str]:
    out = {}
    for v in values or ():
        side, sep, rest = v.partition("=")
        if not sep or not side or not rest:
            raise _bad("SK-3.1", code, value=v)
        out[side] = rest
    return out


def cmd_battle(args):
    from cc_desktop.skirmish import campaign_play as cp
    battle = cp.battle_by_id(args.battle)
    rosters = _pairs(args.roster, "campaign_bad_roster_arg")
    chosen = {k: [x for x in v.split(",") if x] for k, v in _pairs(args.members, "campaign_bad_members_arg").items()}
    teams, lines = {}, []
    for side in list(rosters) + list(chosen):
        cp._side(battle, side)
    for side in chosen:
        if side not in rosters:
            raise _bad("SK-3.1", "campaign_members_without_roster", side=side)
    for side, path in rosters.items():
        team = cp.roster_team(battle, side, _read_roster(path), chosen.get(side))
        teams[side] = team
        lines += team.lines()
    game = cp.start_battle(battle, teams, args.seed)
    if args.random:
        cp.play_random(game, args.seed)
    from cc_desktop.skirmish.game import SaveError
    try:
        game.save(args.save)
    except (OSError, SaveError) as e:
        raise _bad("SK-3.1", "campaign_cannot_write", path=args.save, reason=getattr(e, "strerror", None) or str(e)) from None
    yield from lines
    if game.pending is None:
        yield msg("SK-20", "campaign_game_saved_over", path=args.save, battle=battle.id, seed=game.seed,
                  moves=len(game.moves), reason=game.state.end_reason).text()
    else:
        yield msg("SK-3.1", "campaign_game_saved_to_play", path=args.save, battle=battle.id, seed=game.seed,
                  player=game.pending.player, kind=game.pending.kind).text()
    if game.pending is None:
        yield from cp.battle_result(game, battle).lines()


# -- after -----------------------------------------------------------------------------------------
def cmd_after(args):
    from cc_desktop.skirmish import campaign_play as cp
    from cc_desktop.skirmish.dice import Dice
    from cc_desktop.skirmish.game import SkirmishGame
    roster = _read_roster(args.roster)
    game = SkirmishGame.load(args.game, verify=True)
    new, report = cp.finish_battle(roster, game, Dice(args.seed), args.side)
    _write_roster(args.roster, new)
    yield from report.lines()
    yield _written(args.roster, new)


# -- spend -----------------------------------------------------------------------------------------
def _stats(value: str):
    from cc_desktop.skirmish.types import Stats
    try:
        c, u, e, m = (int(x) for x in value.split(","))
    except ValueError:
        raise _bad("SK-2", "campaign_bad_stats", value=value) from None
    return Stats(c, u, e, m)


def cmd_spend(args):
    from cc_desktop.skirmish import campaign
    from cc_desktop.skirmish import campaign_play as cp
    roster = _read_roster(args.roster)
    cat = cp.catalogue()
    what = args.spend
    if what == "improve":
        change = campaign.improve(roster, args.model, args.stat.upper(), cat)
    elif what == "skill":
        change = campaign.buy_skill(roster, args.model, args.skill, cat)
    elif what == "buy":
        if args.item in cat.weapon_up:
            change = campaign.buy_weapon(roster, args.model, args.item, cat)
        else:
            change = campaign.buy_equipment(roster, args.model, args.item, cat)
    elif what == "discard":
        change = campaign.discard(roster, args.model, args.item)
    elif what == "leader":
        change = campaign.make_leader(roster, args.model)
    else:  # recruit
        split = lambda v: tuple(x for x in (v or "").split(",") if x)  # noqa: E731
        change = campaign.recruit(roster, args.name, _stats(args.stats), args.tp, cat, weapons=split(args.weapons),
                                  equipment=split(args.equipment))
    if not change.done:
        raise _Bad(change.refused)
    _write_roster(args.roster, change.roster)
    yield from change.lines()
    yield _written(args.roster, change.roster)


# -- the parsers -----------------------------------------------------------------------------------
def add_parsers(sub) -> None:
    """Add ``campaign`` and ``battle`` to the ``skirmish`` command (cc_desktop/cli.py calls this
    once, after the skirmish command is made)."""
    skirmish = sub.choices["skirmish"]
    ssub = next(a for a in skirmish._actions if isinstance(a, argparse._SubParsersAction))

    p = ssub.add_parser("battle", help="start a battle with teams from rosters, save it (--random: play it out)")
    p.add_argument("battle", help="the battle id (partisan-raid, courier-run, mortar-farm)")
    p.add_argument("--roster", action="append", metavar="SIDE=FILE.skroster",
                   help="a side's team from a roster (default: the battle's own team); repeatable")
    p.add_argument("--members", action="append", metavar="SIDE=ID,ID",
                   help="the roster members who fight (default: the leader, then each who may fight while the UP allow)")
    p.add_argument("--seed", type=int, required=True, help="the dice's seed (and the random player's)")
    p.add_argument("--save", required=True, metavar="FILE.skgame", help="write the game here")
    p.add_argument("--random", action="store_true", help="play seeded random legal moves to the end")
    p.set_defaults(func=lambda a: _run(cmd_battle, a))

    c = ssub.add_parser("campaign", help="a team's campaign: new, show, after a battle, spend")
    csub = c.add_subparsers(dest="campaign_command", metavar="WHAT", required=True,
                            help="new, show, after or spend")
    p = csub.add_parser("new", help="a new roster from a preset team or a team file")
    how = p.add_mutually_exclusive_group(required=True)
    how.add_argument("--team", metavar="ID", help="a preset team of resources/skirmish/teams.json")
    how.add_argument("--assemble", metavar="FILE.json", help="a team bought from the catalogue (docs/skirmish-campaign.md)")
    p.add_argument("--battle", metavar="ID", help="check the assembled team for this battle (its UP, year, nation)")
    p.add_argument("--up", type=int, default=0, help="UP in hand for a preset team (default 0)")
    p.add_argument("--name", help="the team's name")
    p.add_argument("--out", required=True, metavar="FILE.skroster", help="write the roster here")
    p.set_defaults(func=lambda a: _run(cmd_new, a))

    p = csub.add_parser("show", help="print a roster")
    p.add_argument("roster", metavar="FILE.skroster")
    p.set_defaults(func=lambda a: _run(cmd_show, a))

    p = csub.add_parser("after", help="a finished game's result into the roster (TP, wounds, UP)")
    p.add_argument("roster", metavar="FILE.skroster")
    p.add_argument("game", metavar="FILE.skgame")
    p.add_argument("--seed", type=int, required=True, help="the seed of the permanent-wound rolls (SK-18.5)")
    p.add_argument("--side", help="the side the team fought on (default: the one its members are on)")
    p.set_defaults(func=lambda a: _run(cmd_after, a))

    p = csub.add_parser("spend", help="spend TP or UP between battles")
    p.add_argument("roster", metavar="FILE.skroster")
    ssp = p.add_subparsers(dest="spend", metavar="HOW", required=True, help="improve, skill, buy or recruit")
    q = ssp.add_parser("improve", help="+1 in a characteristic for TP (SK-17.2)")
    q.add_argument("model")
    q.add_argument("stat", help="C, U, E or M")
    q = ssp.add_parser("skill", help="a skill for TP (SK-17.3)")
    q.add_argument("model")
    q.add_argument("skill")
    q = ssp.add_parser("buy", help="a weapon or piece of equipment for UP (SK-19)")
    q.add_argument("model")
    q.add_argument("item")
    q = ssp.add_parser("discard", help="give up a weapon or piece of equipment")
    q.add_argument("model")
    q.add_argument("item")
    q = ssp.add_parser("leader", help="name the team leader (SK-17.1)")
    q.add_argument("model")
    q = ssp.add_parser("recruit", help="a new soldier for UP (SK-19)")
    q.add_argument("name")
    q.add_argument("--stats", required=True, metavar="C,U,E,M")
    q.add_argument("--tp", type=int, required=True)
    q.add_argument("--weapons", metavar="ID,ID")
    q.add_argument("--equipment", metavar="ID,ID")
    p.set_defaults(func=lambda a: _run(cmd_spend, a))
