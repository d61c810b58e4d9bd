"""The Skirmish campaign: experience, improvements and skills, permanent wounds, Supply Points
(SK-17, SK-18.5, SK-19, SK-20.1).

Pure functions of values: each takes a :class:`~cc_desktop.skirmish.roster.Roster` (and the
prices, a :class:`Catalogue`) and returns a new roster with the steps taken, each naming its rule
(:class:`Step`), or the roster unchanged with the reason it was refused (:class:`Change`).
``after_battle`` turns a battle's result into the next roster: UP earned, TP gained, the fallen,
permanent wounds and the battles they make a soldier miss.

Readings of what the book leaves open are in ``docs/skirmish-decisions/campaign.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Iterable, Mapping, Sequence

from cc_desktop.skirmish.decisions import ENGLISH
from cc_desktop.skirmish.dice import Dice
from cc_desktop.skirmish.roster import BattleRecord, Member, PermanentWound, Roster
from cc_desktop.skirmish.types import STAT_NAMES, Location, Stats

# SK-17.2: the TP price of +1 in each characteristic (A is never bought: it is their sum, SK-2)
STAT_COST: dict[str, int] = {"C": 5, "U": 3, "E": 3, "M": 2}
# SK-17.3: the TP price of each skill (ids: snake_case of the English names)
SKILL_COST: dict[str, int] = {
    "scout": 3, "nimble": 1, "smg_gunner": 3, "grenadier": 2, "driver": 1, "good_reflexes": 3,
    "knife_fighter": 1, "privileged": 2, "rider": 1, "sniper": 3, "accurate": 3, "rifleman": 3,
    "brawler": 1, "stealthy": 2, "medic": 2, "tough": 3, "cross_country": 2, "swimmer": 1, "leader": 2,
}
LEADER_SKILL = "leader"
# SK-13: the UP price of each piece of equipment (the helmet: the first is free, SK-19)
EQUIPMENT_UP: dict[str, int] = {
    "camouflage_suit": 30, "boots": 0, "wire_cutters": 10, "uniform": 0, "gas_mask": 2,
    "infantry_shovel": 1, "bandage_pack": 2, "canteen": 0, "warm_clothing": 5, "binoculars": 15,
    "helmet": 0, "hobnailed_boots": 5, "telescopic_sight": 25, "bipod": 5, "mirror": 5,
}
#: SK-11.1 as sk-data reads it (docs/skirmish-decisions/data.md): thrown weapons of one kind
#: count as one weapon however many are carried; bare hands and the rifle butt never count
STACKABLE_WEAPONS = frozenset({"grenade_m24", "grenade_rgd33", "grenade_36m", "grenade_mk2", "grenade_mills",
                               "molotov", "throwing_knife"})
INNATE_WEAPONS = frozenset({"bare_hands", "rifle_butt"})
HELMET = "helmet"
EXTRA_HELMET_UP = 2   # SK-13 / SK-19: only the first helmet is free
UP_PER_TP = 5         # SK-19
SURVIVAL_TP = 1       # SK-17.1
LEADER_SURVIVAL_TP = 2  # SK-17.1 / SK-17.4
TP_PER_WOUND = 1      # SK-17.1
LEADER_BONUS_TP = 2   # SK-17.1: the team leader's random start is D6 + 2


#: the English templates of the campaign's steps, by code (added to the Skirmish table,
#: ``decisions.ENGLISH``, so sk-i18n translates them; ``Step.text`` is the English rendering)
MESSAGES = {
    "campaign_tp_none": "{fate}: earns no TP",
    "campaign_tp_survived": "survived the battle: +{tp} TP",
    "campaign_tp_survived_leader": "survived the battle: +{tp} TP (Leader)",
    "campaign_tp_wounds": "inflicted {count} wound(s): +{tp} TP",
    "campaign_tp_mission": "{why}: +{tp} TP",
    "campaign_tp_mission_reward": "the mission's own reward: +{tp} TP",
    "campaign_tp_start": "starting TP: D6 {roll} = {tp}",
    "campaign_tp_start_leader": "starting TP: D6 {roll} + {bonus} (team leader) = {tp}",
    "campaign_improved": "+1 {stat} ({before} -> {after}, A {a}) for {cost} TP; {left} TP left",
    "campaign_learns": "learns {skill} for {cost} TP; {left} TP left",
    "campaign_leader": "is the team leader",
    "campaign_wound_nothing": "{location} wound: no lasting loss",
    "campaign_wound_nothing_roll": "{location} wound (D6 {roll}): no lasting loss",
    "campaign_wound_loss": "{location} wound: {lost}",
    "campaign_wound_loss_roll": "{location} wound (D6 {roll}): {lost}",
    "campaign_wound_miss": "{location} wound: {lost}, misses {count} battle(s)",
    "campaign_wound_miss_roll": "{location} wound (D6 {roll}): {lost}, misses {count} battle(s)",
    "campaign_wound_largest": "battles missed do not add up: the largest, {count}, counts (Ambiguity 3)",
    "campaign_wound_medic": "a Medic bandaged him: one battle fewer ({count})",
    "campaign_invalided": "a characteristic is down to 0: invalided out of the team",
    "campaign_for_good": "for good: {changes} (A {before} -> {after})",
    "campaign_price_weapon": "{item}: {up} UP",
    "campaign_price_helmet_more": "{item} (not the first): {up} UP",
    "campaign_price_helmet_first": "{item} (the first is free): 0 UP",
    "campaign_price_item": "{item}: {up} UP",
    "campaign_price_tp": "{per} UP x {tp} TP = {up} UP (Ambiguity 35: all TP earned)",
    "campaign_recruited": "recruited for {up} UP; {left} UP left",
    "campaign_buys": "buys {item} for {up} UP; {left} UP left",
    "campaign_gives_up": "gives up {item} (no UP back)",
    "campaign_up_earned": "the team earns {up} UP: {total} UP in hand",
    "campaign_sat_out": "sat this battle out: {count} more to miss",
    # refusals and problems (Reason.of; the rule follows in brackets)
    "campaign_no_member": "there is no {member!r} in the team",
    "campaign_member_status": "{name} is {status}",
    "campaign_no_buying_a": "A cannot be bought: it is the sum of C, U, E and M",
    "campaign_no_stat": "{stat!r} is no characteristic (C, U, E or M)",
    "campaign_stat_at_max": "{stat} is {now}, its maximum is {top}: no characteristic rises above its maximum",
    "campaign_stat_once": "{stat} rose by 1 already since the last battle: each characteristic rises by at most +1 "
                          "between two battles",
    "campaign_tp_short": "{what} costs {cost} TP; {name} has {tp} TP unspent",
    "campaign_no_skill": "{skill!r} is no skill",
    "campaign_skill_had": "{name} has {skill} already: each skill is bought once",
    "campaign_skill_needs": "{skill} needs {needs} first",
    "campaign_skill_once": "{name} bought {skill} since his last battle: one skill between two battles",
    "campaign_no_weapon": "no weapon {item!r} in the weapon list",
    "campaign_no_equipment": "no equipment {item!r} in the equipment list",
    "campaign_up_short": "{what} costs {up} UP; the team has {have} UP",
    "campaign_needs_name": "a soldier needs a name",
    "campaign_tp_negative": "TP cannot be negative",
    "campaign_above_max": "{stat} {value} is above its maximum {top}",
    "campaign_stat_min": "every characteristic must be at least 1",
    "campaign_carry_limit": "he can carry {e} weapon(s) (E {e}), not {count}",
    "campaign_base_line_tp": "his characteristics above the base line cost {spent} TP; he has {tp} TP",
    "campaign_member_exists": "the team has a member {member!r} already",
    "campaign_carries_max": "{name} carries {count} weapon(s) and has E {e}: no more weapons than E",
    "campaign_has_not": "{name} has no {item!r}",
    "campaign_no_leader": "the team has no leader",
    "campaign_leader_skill": "the team leader {name} must have the Leader skill",
    "campaign_must_miss": "{name} must miss {count} more battle(s)",
    "campaign_too_many_weapons": "{name} carries {count} weapons with E {e}",
    "campaign_member_above_max": "{name}'s {stat} {value} is above its maximum {top}",
    "campaign_unknown_weapon": "{name}'s weapon {item!r} is not in the weapon list",
    "campaign_weapon_year": "{name}'s {item} entered service in {year}, after {battle_year}",
    "campaign_unknown_equipment": "{name}'s equipment {item!r} is not in the equipment list",
    "campaign_unknown_skill": "{name}'s skill {skill!r} is no skill",
}
ENGLISH.add(MESSAGES)


@dataclass(frozen=True)
class Step:
    """One thing done (or refused) and the rule that says so; ``member`` names whom it concerns;
    ``code`` and ``params`` the message it renders (``text`` is its English)."""
    rule: str
    text: str
    member: str = ""
    code: str = ""
    params: tuple = ()

    def __str__(self) -> str:
        return self.line()

    @classmethod
    def of(cls, rule: str, code: str, member: str = "", **params) -> "Step":
        """A step from its message code (:data:`MESSAGES`) and params."""
        return cls(rule, ENGLISH.render(code, params), member, code, tuple(sorted(params.items())))

    def line(self, names: Mapping[str, str] | None = None) -> str:
        """The step as one line, the member named by ``names`` (id -> name) when given."""
        who = (names or {}).get(self.member, self.member)
        return f"{who}: {self.text} ({self.rule})" if who else f"{self.text} ({self.rule})"


@dataclass(frozen=True)
class Change:
    """What a campaign action gives: the new roster and its steps, or (``refused`` set: the reason,
    naming its rule) the roster unchanged."""
    roster: Roster
    steps: tuple[Step, ...] = ()
    refused: str = ""

    @property
    def done(self) -> bool:
        return not self.refused

    def lines(self) -> list[str]:
        """The steps (or the refusal) as lines, members by name."""
        if self.refused:
            return [self.refused]
        names = {m.id: m.name for m in self.roster.members}
        return [s.line(names) for s in self.steps]


@dataclass(frozen=True)
class Catalogue:
    """The prices and limits the campaign needs.  The book gives the TP prices (SK-17.2, SK-17.3)
    and the equipment prices (SK-13); the maximum characteristics (SK-2) and the weapons' UP and
    years (SK-11.2) were lost and are our design (sk-data's resources/skirmish/*.json; tests pass
    their own).  ``skill_requires``: skills a skill needs first (none in the book).  ``base_line``:
    the stat line every soldier is built from (sk-data's ``recruit``); what a soldier has above it
    was bought with his TP (SK-17.2), so a new soldier's TP must pay for it (None: not checked)."""
    stat_max: Stats
    weapon_up: Mapping[str, int]
    weapon_year: Mapping[str, int] = field(default_factory=dict)
    equipment_up: Mapping[str, int] = field(default_factory=lambda: dict(EQUIPMENT_UP))
    skill_cost: Mapping[str, int] = field(default_factory=lambda: dict(SKILL_COST))
    stat_cost: Mapping[str, int] = field(default_factory=lambda: dict(STAT_COST))
    skill_requires: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    base_line: Stats | None = None
    stackable: frozenset[str] = STACKABLE_WEAPONS
    innate: frozenset[str] = INNATE_WEAPONS

    def weapons_carried(self, weapons: Iterable[str]) -> int:
        """SK-11.1: how many weapons count against E (thrown ones one per kind, bare hands and
        the rifle butt never)."""
        weapons = [w for w in weapons if w not in self.innate]
        return len([w for w in weapons if w not in self.stackable]) + len({w for w in weapons if w in self.stackable})

    def improvement_tp(self, stats: Stats) -> int:
        """SK-17.2: the TP that raised the base line to ``stats`` (0 without a base line)."""
        if self.base_line is None:
            return 0
        return sum(self.stat_cost[s] * max(0, stats.get(s) - self.base_line.get(s)) for s in STAT_NAMES)


class Reason(str):
    """Why something is refused or wrong: its English text (a ``str``, with the rule in brackets)
    and the message it renders, ``rule``, ``code`` and ``params`` (:data:`MESSAGES`)."""
    rule: str
    code: str
    params: tuple

    @classmethod
    def of(cls, rule: str, code: str, **params) -> "Reason":
        body = ENGLISH.render(code, params)
        r = cls(f"{body} ({rule})" if rule else body)
        r.rule, r.code, r.params = rule, code, tuple(sorted(params.items()))
        return r


class UnknownItem(ValueError):
    """A weapon, piece of equipment or skill the catalogue does not know."""


def _refuse(roster: Roster, reason: str) -> Change:
    return Change(roster, (), reason)


def _member_or_refusal(roster: Roster, member_id: str) -> Member | str:
    if not roster.has(member_id):
        return Reason.of("", "campaign_no_member", member=member_id)
    m = roster.member(member_id)
    if not m.alive:
        return Reason.of("", "campaign_member_status", name=m.name, status=m.status)
    return m


# ----------------------------------------------------------------------------------------------
# SK-17.1 gaining TP
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ModelOutcome:
    """What happened to one member in a battle (the engine fills it from the final position).

    ``fate``: "alive" (he survived the mission), "dead", or "captured" (taken prisoner or
    surrendered, SK-10.2).  ``wounds``: the locations of the wounds he suffered in this battle (one
    permanent-wound roll each, SK-18.5); ``permanent``: those rolls' results when the engine has
    rolled them already (cc_desktop/skirmish/wounds.py), else ``after_battle`` rolls them.
    ``wounds_inflicted``: wounds he dealt to enemies (1 TP each).  ``bandaged_by_medic``: a
    Medic bandaged him (he misses one battle fewer, SK-17.4).  ``extra_tp``: TP the battle's own
    rules give him (SK-17.1 "missions may define other TP sources"), with the reason."""
    member: str
    fate: str = "alive"
    wounds: tuple[str, ...] = ()
    wounds_inflicted: int = 0
    bandaged_by_medic: bool = False
    extra_tp: int = 0
    extra_tp_reason: str = ""
    permanent: tuple[PermanentWound, ...] | None = None

    def __post_init__(self):
        if self.fate not in ("alive", "dead", "captured"):
            raise ValueError(f"fate must be alive, dead or captured, not {self.fate!r}")
        for loc in self.wounds:
            Location(loc)  # ValueError for a location that is not one
        if self.wounds_inflicted < 0 or self.extra_tp < 0:
            raise ValueError("TP sources cannot be negative")


def tp_gained(member: Member, outcome: ModelOutcome) -> tuple[int, tuple[Step, ...]]:
    """SK-17.1: the TP a member earns in one battle: 1 for surviving it (2 with the Leader skill),
    1 for each wound he inflicted, and what the mission adds.  The fallen and the captured earn
    nothing (they leave the team)."""
    who = member.id
    if outcome.fate != "alive":
        return 0, (Step.of("SK-17.1", "campaign_tp_none", who, fate=outcome.fate),)
    steps = []
    leader = LEADER_SKILL in member.skills
    survive = LEADER_SURVIVAL_TP if leader else SURVIVAL_TP
    steps.append(Step.of("SK-17.1", "campaign_tp_survived_leader" if leader else "campaign_tp_survived", who, tp=survive))
    total = survive
    if outcome.wounds_inflicted:
        gain = TP_PER_WOUND * outcome.wounds_inflicted
        steps.append(Step.of("SK-17.1", "campaign_tp_wounds", who, count=outcome.wounds_inflicted, tp=gain))
        total += gain
    if outcome.extra_tp:
        if outcome.extra_tp_reason:
            steps.append(Step.of("SK-17.1", "campaign_tp_mission", who, why=outcome.extra_tp_reason, tp=outcome.extra_tp))
        else:
            steps.append(Step.of("SK-17.1", "campaign_tp_mission_reward", who, tp=outcome.extra_tp))
        total += outcome.extra_tp
    return total, tuple(steps)


def roll_starting_tp(dice: Dice, leader: bool = False) -> tuple[int, Step]:
    """SK-17.1 (the alternative start): a model starts with D6 TP, the team leader with D6 + 2."""
    roll = dice.d6("starting TP (SK-17.1)")
    tp = roll + (LEADER_BONUS_TP if leader else 0)
    if leader:
        return tp, Step.of("SK-17.1", "campaign_tp_start_leader", roll=roll, bonus=LEADER_BONUS_TP, tp=tp)
    return tp, Step.of("SK-17.1", "campaign_tp_start", roll=roll, tp=tp)


# ----------------------------------------------------------------------------------------------
# SK-17.2 / SK-17.3 spending TP
# ----------------------------------------------------------------------------------------------
def why_not_improve(member: Member, stat: str, cat: Catalogue) -> str:
    """The reason ``member`` may not buy +1 ``stat`` now ("" if he may)."""
    if stat == "A":
        return Reason.of("SK-17.2", "campaign_no_buying_a")
    if stat not in STAT_NAMES:
        return Reason.of("SK-2", "campaign_no_stat", stat=stat)
    if not member.alive:
        return Reason.of("", "campaign_member_status", name=member.name, status=member.status)
    cost = cat.stat_cost[stat]
    now, top = member.stats.get(stat), cat.stat_max.get(stat)
    if now + 1 > top:
        return Reason.of("SK-17.2, SK-2", "campaign_stat_at_max", stat=stat, now=now, top=top)
    if member.battles and stat in member.improved:
        return Reason.of("SK-17.2", "campaign_stat_once", stat=stat)
    if member.tp_unspent < cost:
        return Reason.of("SK-17.2", "campaign_tp_short", what=f"+1 {stat}", cost=cost, name=member.name, tp=member.tp_unspent)
    return ""


def improve(roster: Roster, member_id: str, stat: str, cat: Catalogue) -> Change:
    """SK-17.2: buy +1 in one characteristic with TP (one step per characteristic between two
    battles, never above its maximum; before a model's first battle only the maximum limits it)."""
    m = _member_or_refusal(roster, member_id)
    if isinstance(m, str):
        return _refuse(roster, m)
    reason = why_not_improve(m, stat, cat)
    if reason:
        return _refuse(roster, reason)
    cost = cat.stat_cost[stat]
    new = replace(m, stats=m.stats.plus(**{stat: 1}), tp_unspent=m.tp_unspent - cost,
                  improved=m.improved + (stat,) if stat not in m.improved else m.improved)
    step = Step.of("SK-17.2", "campaign_improved", m.id, stat=stat, before=m.stats.get(stat), after=new.stats.get(stat),
                   a=new.stats.A, cost=cost, left=new.tp_unspent)
    return Change(roster.with_member(new), (step,))


def why_not_skill(member: Member, skill: str, cat: Catalogue) -> str:
    """The reason ``member`` may not buy ``skill`` now ("" if he may)."""
    if skill not in cat.skill_cost:
        return Reason.of("SK-17.3", "campaign_no_skill", skill=skill)
    if not member.alive:
        return Reason.of("", "campaign_member_status", name=member.name, status=member.status)
    if skill in member.skills:
        return Reason.of("SK-17.2", "campaign_skill_had", name=member.name, skill=skill)
    missing = [s for s in cat.skill_requires.get(skill, ()) if s not in member.skills]
    if missing:
        return Reason.of("", "campaign_skill_needs", skill=skill, needs=", ".join(missing))
    if member.battles and member.skill_bought:
        return Reason.of("SK-17.2, Ambiguity 4", "campaign_skill_once", name=member.name, skill=member.skill_bought)
    cost = cat.skill_cost[skill]
    if member.tp_unspent < cost:
        return Reason.of("SK-17.3", "campaign_tp_short", what=skill, cost=cost, name=member.name, tp=member.tp_unspent)
    return ""


def buy_skill(roster: Roster, member_id: str, skill: str, cat: Catalogue) -> Change:
    """SK-17.2 / SK-17.3: buy a skill with TP (once per model; one between two battles, Ambiguity
    4; before a model's first battle any number of his starting TP may go to skills)."""
    m = _member_or_refusal(roster, member_id)
    if isinstance(m, str):
        return _refuse(roster, m)
    reason = why_not_skill(m, skill, cat)
    if reason:
        return _refuse(roster, reason)
    cost = cat.skill_cost[skill]
    new = replace(m, skills=m.skills + (skill,), tp_unspent=m.tp_unspent - cost,
                  skill_bought=skill if m.battles else m.skill_bought)
    step = Step.of("SK-17.3", "campaign_learns", m.id, skill=skill, cost=cost, left=new.tp_unspent)
    return Change(roster.with_member(new), (step,))


def make_leader(roster: Roster, member_id: str) -> Change:
    """Name the team leader (SK-17.1): one per team; he must have the Leader skill before the
    team's first battle (:func:`problems_before_battle`)."""
    m = _member_or_refusal(roster, member_id)
    if isinstance(m, str):
        return _refuse(roster, m)
    members = tuple(replace(x, leader=(x.id == member_id)) for x in roster.members)
    return Change(replace(roster, members=members), (Step.of("SK-17.1", "campaign_leader", m.id),))


# ----------------------------------------------------------------------------------------------
# SK-18.5 permanent wounds
# ----------------------------------------------------------------------------------------------
def apply_permanent_wounds(member: Member, wounds: Sequence[PermanentWound],
                           bandaged_by_medic: bool = False) -> tuple[Member, tuple[Step, ...]]:
    """SK-18.5: every result applies and the losses add up; the battles missed do not add up,
    the largest counts (Ambiguity 3); a Medic's bandaging takes one battle off (SK-17.4).  A
    characteristic never falls below 0; a member left with a characteristic at 0 is invalided out
    (docs/skirmish-decisions/campaign.md)."""
    if not wounds:
        return member, ()
    steps = []
    loss = Stats(0, 0, 0, 0)
    for w in wounds:
        loss = loss.plus(**w.loss.to_json())
        lost = ", ".join(f"-{w.loss.get(s)} {s}" for s in STAT_NAMES if w.loss.get(s))
        kind = "miss" if w.battles_missed else "loss" if lost else "nothing"
        code = f"campaign_wound_{kind}" + ("_roll" if w.roll is not None else "")
        steps.append(Step.of("SK-18.5", code, member.id, location=w.location, roll=w.roll, lost=lost,
                             count=w.battles_missed))
    stats = Stats(*(max(0, member.stats.get(s) - loss.get(s)) for s in STAT_NAMES))
    largest = max(w.battles_missed for w in wounds)
    missed = largest
    if len(wounds) > 1:
        steps.append(Step.of("SK-18.5", "campaign_wound_largest", member.id, count=largest))
    if bandaged_by_medic and missed:
        missed -= 1
        steps.append(Step.of("SK-17.4", "campaign_wound_medic", member.id, count=missed))
    status = member.status
    if any(stats.get(s) == 0 for s in STAT_NAMES):
        status = "invalided"
        steps.append(Step.of("SK-18.5", "campaign_invalided", member.id))
    total = ", ".join(f"{s} {member.stats.get(s)} -> {stats.get(s)}" for s in STAT_NAMES
                      if stats.get(s) != member.stats.get(s))
    if total:
        steps.append(Step.of("SK-18.5", "campaign_for_good", member.id, changes=total, before=member.stats.A,
                             after=stats.A))
    new = replace(member, stats=stats, wounds=member.wounds + tuple(wounds),
                  miss_battles=max(member.miss_battles, missed), status=status)
    return new, tuple(steps)


# ----------------------------------------------------------------------------------------------
# SK-19 Supply Points
# ----------------------------------------------------------------------------------------------
def weapon_price(cat: Catalogue, weapon: str) -> int:
    try:
        return cat.weapon_up[weapon]
    except KeyError:
        raise UnknownItem(Reason.of("SK-11.3", "campaign_no_weapon", item=weapon)) from None


def equipment_price(cat: Catalogue, item: str) -> int:
    try:
        return cat.equipment_up[item]
    except KeyError:
        raise UnknownItem(Reason.of("SK-13", "campaign_no_equipment", item=item)) from None


def gear_cost(weapons: Iterable[str], equipment: Iterable[str], cat: Catalogue) -> tuple[int, tuple[Step, ...]]:
    """SK-19 / SK-11 / SK-13: the UP of a model's weapons and equipment; the first helmet is free,
    each further one costs 2 UP."""
    steps, total, helmets = [], 0, 0
    for w in weapons:
        up = weapon_price(cat, w)
        total += up
        steps.append(Step.of("SK-11.2", "campaign_price_weapon", item=w, up=up))
    for e in equipment:
        up = equipment_price(cat, e)
        if e == HELMET:
            helmets += 1
            if helmets > 1:
                up = EXTRA_HELMET_UP
                steps.append(Step.of("SK-13", "campaign_price_helmet_more", item=e, up=up))
            else:
                steps.append(Step.of("SK-13", "campaign_price_helmet_first", item=e))
        else:
            steps.append(Step.of("SK-13", "campaign_price_item", item=e, up=up))
        total += up
    return total, tuple(steps)


def member_cost(member: Member, cat: Catalogue) -> tuple[int, tuple[Step, ...]]:
    """SK-19: what a model is worth: 5 UP for each TP he ever had (spent or not, Ambiguity 35)
    plus his weapons and equipment."""
    base = UP_PER_TP * member.tp_total
    gear, steps = gear_cost(member.weapons, member.equipment, cat)
    first = Step.of("SK-19", "campaign_price_tp", member.id, per=UP_PER_TP, tp=member.tp_total, up=base)
    return base + gear, (first,) + tuple(replace(s, member=member.id) for s in steps)


def team_cost(roster: Roster, cat: Catalogue, members: Iterable[str] | None = None) -> int:
    """SK-19: the value of the team (its members still alive, or the ``members`` named)."""
    chosen = roster.active if members is None else tuple(roster.member(i) for i in members)
    return sum(member_cost(m, cat)[0] for m in chosen)


def _pay(roster: Roster, up: int, what: str) -> Roster | str:
    if up > roster.up:
        return Reason.of("SK-19", "campaign_up_short", what=what, up=up, have=roster.up)
    return replace(roster, up=roster.up - up)


def recruit(roster: Roster, name: str, stats: Stats, tp: int, cat: Catalogue, *, weapons: Sequence[str] = (),
            equipment: Sequence[str] = (), leader: bool = False, member_id: str = "") -> Change:
    """SK-19: buy a new soldier with the team's UP: 5 UP per TP plus his weapons and equipment.
    What his characteristics have above the catalogue's base line was paid with his TP (SK-17.2);
    the rest are his to spend (SK-17.1, before his first battle without the per-battle limits)."""
    if not name.strip():
        return _refuse(roster, Reason.of("SK-1", "campaign_needs_name"))
    if tp < 0:
        return _refuse(roster, Reason.of("SK-17.1", "campaign_tp_negative"))
    over = [s for s in STAT_NAMES if stats.get(s) > cat.stat_max.get(s)]
    if over:
        s = over[0]
        return _refuse(roster, Reason.of("SK-2", "campaign_above_max", stat=s, value=stats.get(s), top=cat.stat_max.get(s)))
    if any(stats.get(s) < 1 for s in STAT_NAMES):
        return _refuse(roster, Reason.of("SK-2", "campaign_stat_min"))
    if cat.weapons_carried(weapons) > stats.E:
        return _refuse(roster, Reason.of("SK-11.1", "campaign_carry_limit", e=stats.E, count=cat.weapons_carried(weapons)))
    spent = cat.improvement_tp(stats)
    if spent > tp:
        return _refuse(roster, Reason.of("SK-17.2, SK-19", "campaign_base_line_tp", spent=spent, tp=tp))
    mid = member_id or roster.new_member_id(name)
    if roster.has(mid):
        return _refuse(roster, Reason.of("", "campaign_member_exists", member=mid))
    try:
        new = Member(id=mid, name=name.strip(), stats=stats, tp_total=tp, tp_unspent=tp - spent,
                     weapons=tuple(weapons), equipment=tuple(equipment))
        cost, steps = member_cost(new, cat)
    except UnknownItem as exc:
        return _refuse(roster, exc.args[0])
    paid = _pay(roster, cost, f"{name.strip()}")
    if isinstance(paid, str):
        return _refuse(roster, paid)
    out = paid.with_member(new)
    steps = steps + (Step.of("SK-19", "campaign_recruited", mid, up=cost, left=out.up),)
    if leader:
        made = make_leader(out, mid)
        out, steps = made.roster, steps + made.steps
    return Change(out, steps)


def buy_weapon(roster: Roster, member_id: str, weapon: str, cat: Catalogue) -> Change:
    """SK-19 / SK-11: give a member a weapon bought with the team's UP; he carries at most as many
    weapons as his E (SK-11.1)."""
    m = _member_or_refusal(roster, member_id)
    if isinstance(m, str):
        return _refuse(roster, m)
    try:
        up = weapon_price(cat, weapon)
    except UnknownItem as exc:
        return _refuse(roster, exc.args[0])
    if cat.weapons_carried(m.weapons + (weapon,)) > m.stats.E:
        return _refuse(roster, Reason.of("SK-11.1", "campaign_carries_max", name=m.name,
                                         count=cat.weapons_carried(m.weapons), e=m.stats.E))
    paid = _pay(roster, up, weapon)
    if isinstance(paid, str):
        return _refuse(roster, paid)
    out = paid.with_member(replace(m, weapons=m.weapons + (weapon,)))
    return Change(out, (Step.of("SK-19", "campaign_buys", m.id, item=weapon, up=up, left=out.up),))


def buy_equipment(roster: Roster, member_id: str, item: str, cat: Catalogue) -> Change:
    """SK-19 / SK-13: give a member a piece of equipment bought with the team's UP (his first
    helmet is free, another costs 2 UP)."""
    m = _member_or_refusal(roster, member_id)
    if isinstance(m, str):
        return _refuse(roster, m)
    try:
        before, _ = gear_cost((), m.equipment, cat)
        after, _ = gear_cost((), m.equipment + (item,), cat)
    except UnknownItem as exc:
        return _refuse(roster, exc.args[0])
    up = after - before
    paid = _pay(roster, up, item)
    if isinstance(paid, str):
        return _refuse(roster, paid)
    out = paid.with_member(replace(m, equipment=m.equipment + (item,)))
    rule = "SK-13" if item == HELMET else "SK-19"
    return Change(out, (Step.of(rule, "campaign_buys", m.id, item=item, up=up, left=out.up),))


def discard(roster: Roster, member_id: str, item: str) -> Change:
    """Take a weapon or piece of equipment from a member (lost, worn out, to make room for a new
    one).  Nothing is paid back: the book has no selling."""
    m = _member_or_refusal(roster, member_id)
    if isinstance(m, str):
        return _refuse(roster, m)
    for key in ("weapons", "equipment"):
        items = list(getattr(m, key))
        if item in items:
            items.remove(item)
            out = roster.with_member(replace(m, **{key: tuple(items)}))
            return Change(out, (Step.of("SK-19", "campaign_gives_up", m.id, item=item),))
    return _refuse(roster, Reason.of("", "campaign_has_not", name=m.name, item=item))


# ----------------------------------------------------------------------------------------------
# Checks before a battle
# ----------------------------------------------------------------------------------------------
def problems_before_battle(roster: Roster, cat: Catalogue, year: int | None = None,
                           members: Iterable[str] | None = None) -> list[str]:
    """What keeps the team (or the ``members`` chosen) from fighting: no leader or a leader
    without the Leader skill (SK-17.1), a member who must sit out a wound (SK-18.5), more weapons
    than E (SK-11.1), a weapon not yet in service in the battle's year (SK-3.1), a characteristic
    above its maximum (SK-2), an unknown item."""
    out = []
    chosen = roster.active if members is None else tuple(roster.member(i) for i in members)
    leaders = [m for m in roster.active if m.leader]
    if not leaders:
        out.append(Reason.of("SK-17.1", "campaign_no_leader"))
    elif LEADER_SKILL not in leaders[0].skills:
        out.append(Reason.of("SK-17.1", "campaign_leader_skill", name=leaders[0].name))
    for m in chosen:
        if not m.alive:
            out.append(Reason.of("", "campaign_member_status", name=m.name, status=m.status))
            continue
        if m.miss_battles:
            out.append(Reason.of("SK-18.5", "campaign_must_miss", name=m.name, count=m.miss_battles))
        if cat.weapons_carried(m.weapons) > m.stats.E:
            out.append(Reason.of("SK-11.1", "campaign_too_many_weapons", name=m.name, count=cat.weapons_carried(m.weapons),
                                 e=m.stats.E))
        for s in STAT_NAMES:
            if m.stats.get(s) > cat.stat_max.get(s):
                out.append(Reason.of("SK-2", "campaign_member_above_max", name=m.name, stat=s, value=m.stats.get(s),
                                     top=cat.stat_max.get(s)))
        for w in m.weapons:
            if w not in cat.weapon_up:
                out.append(Reason.of("SK-11.3", "campaign_unknown_weapon", name=m.name, item=w))
            elif year is not None and cat.weapon_year.get(w, 0) > year:
                out.append(Reason.of("SK-3.1", "campaign_weapon_year", name=m.name, item=w, year=cat.weapon_year[w],
                                     battle_year=year))
        for e in m.equipment:
            if e not in cat.equipment_up:
                out.append(Reason.of("SK-13", "campaign_unknown_equipment", name=m.name, item=e))
        for s in m.skills:
            if s not in cat.skill_cost:
                out.append(Reason.of("SK-17.3", "campaign_unknown_skill", name=m.name, skill=s))
    return out


# ----------------------------------------------------------------------------------------------
# After a battle
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class BattleResult:
    """A battle as the team saw it: which battle and side, the UP it earned (``battles.score``,
    SK-20.1) and the objectives met, and what happened to each member who fought."""
    battle: str
    side: str
    up_earned: int
    models: tuple[ModelOutcome, ...]
    objectives_met: tuple[str, ...] = ()
    title: str = ""
    game: str = ""   # the hash of the game's final state, kept in the history (a game counts once)


@dataclass(frozen=True)
class AfterBattleReport:
    """Everything ``after_battle`` did, step by step, each with its rule."""
    steps: tuple[Step, ...]
    tp: Mapping[str, int]          # TP earned, by member id
    up_earned: int
    names: Mapping[str, str] = field(default_factory=dict)   # member id -> name

    def lines(self) -> list[str]:
        return [s.line(self.names) for s in self.steps]


#: How a permanent-wound roll is made: (location, dice) -> its result (SK-18.5; the table and
#: the roll are cc_desktop/skirmish/wounds.py's).
PermanentRoller = Callable[[str, Dice], PermanentWound]


def after_battle(roster: Roster, result: BattleResult, dice: Dice, *,
                 roll_permanent: PermanentRoller | None = None) -> tuple[Roster, AfterBattleReport]:
    """The roster after a battle (SK-17.1, SK-18.5, SK-19, SK-20.1): the UP earned go into the
    team's hand; each member who fought earns his TP, or falls, or is taken; each survivor's
    wounds are rolled on the permanent-wound table (unless ``result`` carries the rolls) and
    applied; he may spend again (a new period for SK-17.2's limits).  Members who sat this
    battle out to heal have one battle fewer to miss.  The battle joins the history."""
    if not 0 <= result.up_earned <= 100:
        raise ValueError(f"a battle gives 0 to 100 UP (SK-20.1), not {result.up_earned}")
    ids = [o.member for o in result.models]
    if len(set(ids)) != len(ids):
        raise ValueError("a member appears twice in the battle result")
    for mid in ids:
        if not roster.has(mid):
            raise ValueError(f"the battle result names {mid!r}, who is not in the roster {roster.name!r}")
        if not roster.member(mid).available:
            m = roster.member(mid)
            raise ValueError(f"{m.name} could not fight in this battle ({m.status}, "
                             f"{m.miss_battles} battle(s) to miss)")
    steps: list[Step] = []
    up = min(roster.up + result.up_earned, 1_000_000)
    steps.append(Step.of("SK-20.1", "campaign_up_earned", up=result.up_earned, total=up))
    out = replace(roster, up=up)
    tp_by: dict[str, int] = {}
    for o in result.models:
        m = out.member(o.member)
        gained, why = tp_gained(m, o)
        steps.extend(why)
        tp_by[m.id] = gained
        if o.fate != "alive":
            out = out.with_member(replace(m, status=o.fate, battles=m.battles + 1))
            continue
        m = replace(m, tp_total=m.tp_total + gained, tp_unspent=m.tp_unspent + gained,
                    battles=m.battles + 1, improved=(), skill_bought="")
        permanent = o.permanent
        if permanent is None:
            if o.wounds and roll_permanent is None:
                roll_permanent = _default_roller()
            permanent = tuple(_stamp(roll_permanent(loc, dice), result.battle) for loc in o.wounds)
        else:
            permanent = tuple(_stamp(p, result.battle) for p in permanent)
        m, why = apply_permanent_wounds(m, permanent, o.bandaged_by_medic)
        steps.extend(why)
        out = out.with_member(m)
    for m in out.members:
        if m.id not in tp_by and m.alive and m.miss_battles:
            left = m.miss_battles - 1
            out = out.with_member(replace(m, miss_battles=left))
            steps.append(Step.of("SK-18.5", "campaign_sat_out", m.id, count=left))
    record = BattleRecord(battle=result.battle, side=result.side, up_earned=result.up_earned,
                          objectives_met=tuple(result.objectives_met), took_part=tuple(ids),
                          dead=tuple(o.member for o in result.models if o.fate == "dead"),
                          captured=tuple(o.member for o in result.models if o.fate == "captured"),
                          title=result.title, game=result.game)
    out = replace(out, history=out.history + (record,))
    return out, AfterBattleReport(tuple(steps), tp_by, result.up_earned, {m.id: m.name for m in out.members})


def _stamp(w: PermanentWound, battle: str) -> PermanentWound:
    if not isinstance(w, PermanentWound):
        w = permanent_wound_from(w)
    return w if w.battle else replace(w, battle=battle)


def permanent_wound_from(value) -> PermanentWound:
    """A :class:`PermanentWound` from another module's result value: one with ``location``, the
    losses (``loss``, a Stats of points lost) and ``battles_missed``, and maybe ``roll``."""
    if isinstance(value, PermanentWound):
        return value
    location = getattr(value, "location")
    location = getattr(location, "value", location)
    loss = getattr(value, "loss")
    return PermanentWound(location=str(location), loss=loss, battles_missed=int(getattr(value, "battles_missed")),
                          roll=getattr(value, "roll", None))


def _default_roller() -> PermanentRoller:
    """SK-18.5 rolled by the wounds module (sk-combat's table, its best reading of the damaged
    rows): one D6 per wound, each wound's own result kept so the roster shows them one by one."""
    from cc_desktop.skirmish import wounds

    def roll(location: str, dice: Dice) -> PermanentWound:
        r = wounds.permanent_effects([Location(location)], dice)
        ((loc, face),) = r.rolls
        return PermanentWound(location=Location(loc).value, loss=r.loss, battles_missed=r.battles_missed, roll=face)

    return roll


# ----------------------------------------------------------------------------------------------
# The shipped prices
# ----------------------------------------------------------------------------------------------
def shipped_catalogue() -> Catalogue:
    """The catalogue of the program's own data: the maximum characteristics (stats.json), the
    weapons' UP and years (weapons.json), the equipment's UP (equipment.json) and the skills' TP
    (skills.json), as ``cc_desktop.skirmish.data`` loads and checks them."""
    from cc_desktop.skirmish import data

    weapons = data.weapons()
    return Catalogue(
        stat_max=data.maximum(),
        weapon_up={k: w.up for k, w in weapons.items()},
        weapon_year={k: w.year for k, w in weapons.items()},
        equipment_up={k: e.up for k, e in data.equipment().items()},
        skill_cost={k: s.tp for k, s in data.skills().items()},
        base_line=data.stat_lines()[data.load().base].stats,
        stackable=frozenset(k for k, w in weapons.items() if w.kind == "thrown"),
        innate=frozenset(data.INNATE_WEAPONS),
    )


def roster_from_team(team, cat: Catalogue, *, name: str = "", up: int = 0) -> Roster:
    """A new roster from a preset team of resources/skirmish/teams.json (``data.teams()[id]``):
    its models become members with their TP (what their skills and their characteristics above
    the base line cost is spent, SK-17.2; the rest unspent), weapons (each as often as it is
    carried) and equipment; the team's leader leads."""
    members = []
    for m in team.models:
        spent = sum(cat.skill_cost[s] for s in m.skills) + cat.improvement_tp(m.stats)
        weapons = tuple(w for w, n in m.weapons for _ in range(n))
        members.append(Member(id=m.ref, name=m.name, stats=m.stats, tp_total=m.tp, tp_unspent=max(0, m.tp - spent),
                              skills=tuple(m.skills), weapons=weapons, equipment=tuple(m.equipment),
                              leader=bool(m.leader)))
    return Roster(name=name or team.name, nation=team.nation, up=up, members=tuple(members))
