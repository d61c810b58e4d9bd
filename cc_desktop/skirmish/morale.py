"""Morale (SK-10, with SK-14.14 and the Leader skill of SK-17.4): the test, the events that call
for it with their outcomes as data, and the heavy-losses check.

Functions of values, dice passed in; results are frozen and carry their explained steps.  The
state machine carries the outcome out (borrowed A, fleeing, surrender, refusal).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from cc_desktop.skirmish.decisions import ENGLISH
from cc_desktop.skirmish.dice import Dice, standard_test
from cc_desktop.skirmish.explain import Step
from cc_desktop.skirmish.types import STAT_NAMES, Point, Stats

#: SK-10.2: the most A a model may borrow from its next turn after a failed test.
MAX_BORROW = 2
#: SK-17.4 Leader: the radius within which a comrade may use the leader's M.
LEADER_RADIUS = 8.0


class Trigger(str, Enum):
    """SK-10.2: the events that call for a Morale test."""
    WOUNDED = "wounded"
    VEHICLE_IMMOBILISED = "vehicle_immobilised"
    HEAVY_LOSSES = "heavy_losses"
    SURROUNDED = "surrounded"
    SUICIDAL = "suicidal"
    STAY_IN_VEHICLE = "stay_in_vehicle"   # SK-14.14: an M test to stay in an immobilised vehicle


class Failure(str, Enum):
    """What a failed test makes the model do."""
    SEEK_COVER = "seek_cover"             # reach cover or crouch, may borrow up to 2 A
    LEAVE_VEHICLE = "leave_vehicle"       # leave the vehicle (any posture), may borrow up to 2 A
    FLEE = "flee"                         # towards its own table half (or the nearest edge), all its A
    SURRENDER = "surrender"               # removed from play
    REFUSE = "refuse"                     # does not do the task; stops and crouches if it can


@dataclass(frozen=True)
class TriggerRule:
    trigger: Trigger
    rule: str
    when: str
    on_success: str
    on_failure: str
    failure: Failure
    may_borrow: int               # A it may borrow from the next turn on failure
    repeats: bool                 # tested again every turn while it lasts


#: SK-10.2 (and SK-14.14), as data.
TRIGGERS: dict[Trigger, TriggerRule] = {
    Trigger.WOUNDED: TriggerRule(
        Trigger.WOUNDED, "SK-10.2", "immediately when the wound is suffered", "stays in control",
        "tries as soon as possible to reach cover or crouch; may use up to 2 A of its next turn for it, "
        "and starts that turn with as many A fewer", Failure.SEEK_COVER, MAX_BORROW, False),
    Trigger.VEHICLE_IMMOBILISED: TriggerRule(
        Trigger.VEHICLE_IMMOBILISED, "SK-10.2", "immediately when the vehicle it rides in is immobilised",
        "stays in control", "must leave the vehicle (any posture); may use up to 2 A of its next turn for it",
        Failure.LEAVE_VEHICLE, MAX_BORROW, False),
    Trigger.HEAVY_LOSSES: TriggerRule(
        Trigger.HEAVY_LOSSES, "SK-10.2",
        "at the start of the next turn and of every later turn, for every remaining member",
        "stays in control", "flees towards its own table half (or the nearest edge) as far as its A allow",
        Failure.FLEE, 0, True),
    Trigger.SURROUNDED: TriggerRule(
        Trigger.SURROUNDED, "SK-10.2", "at the start of its turn, every turn while it lasts", "stays in control",
        "surrenders: removed from play", Failure.SURRENDER, 0, True),
    Trigger.SUICIDAL: TriggerRule(
        Trigger.SUICIDAL, "SK-10.2", "immediately when ordered", "carries out the task",
        "does not do it; stops and crouches if it can; may try again next turn", Failure.REFUSE, 0, False),
    Trigger.STAY_IN_VEHICLE: TriggerRule(
        Trigger.STAY_IN_VEHICLE, "SK-14.14", "when it would stay in an immobilised vehicle, and at the start "
        "of every turn", "stays inside", "gets out", Failure.LEAVE_VEHICLE, 0, True),
}


#: the English templates of this module's steps (explain.Step codes); the outcomes from TRIGGERS
STEP_MESSAGES = {
    "morale.test_passed": "Morale test (SK-10.1): D6 {roll} + M {m} = {total}, needs 6: passed",
    "morale.test_failed": "Morale test (SK-10.1): D6 {roll} + M {m} = {total}, needs 6: failed",
    "morale.test_leader_passed": "Morale test (SK-10.1): D6 {roll} + leader's M {m} (SK-17.4) = {total}, needs 6: passed",
    "morale.test_leader_failed": "Morale test (SK-10.1): D6 {roll} + leader's M {m} (SK-17.4) = {total}, needs 6: failed",
    "morale.unconscious": "Unconscious: no morale test (SK-18.3)",
    "morale.borrow": "Uses {reserve} reserved A and borrows {borrowed} A: the next turn starts with {borrowed} A fewer (SK-10.2)",
    "morale.reserve_only": "Uses {reserve} reserved A (SK-10.2)",
}
for _t in TRIGGERS.values():
    STEP_MESSAGES[f"morale.{_t.trigger.value}_passed"] = f"{_t.on_success[:1].upper()}{_t.on_success[1:]} ({_t.rule})"
    STEP_MESSAGES[f"morale.{_t.trigger.value}_failed"] = f"{_t.on_failure[:1].upper()}{_t.on_failure[1:]} ({_t.rule})"
ENGLISH.add(STEP_MESSAGES)


@dataclass(frozen=True)
class MoraleTest:
    roll: int
    morale: int                   # the M used
    own_morale: int
    leader_used: bool
    total: int
    passed: bool
    step: Step


def leader_within_reach(leader_at: Point, comrade_at: Point) -> bool:
    """SK-17.4 Leader: within 8 inches (the edge counts).  The level condition ("lower or equal
    level") is the engine's: the book's levels were lost."""
    return leader_at.distance(comrade_at) <= LEADER_RADIUS + 1e-9


def choose_morale(own: int, leader: int | None, use_leader: bool | None = None) -> tuple[int, bool]:
    """SK-17.4 Leader: a comrade (lower or equal level, within 8 inches: the engine checks) may use
    the leader's M instead of his own, even if lower; not compulsory.  ``use_leader`` None: the
    better of the two (ties: his own)."""
    if leader is None:
        if use_leader:
            raise ValueError("no leader within 8 inches (SK-17.4)")
        return own, False
    if use_leader is None:
        use_leader = leader > own
    return (leader, True) if use_leader else (own, False)


def morale_test(own_morale: int, dice: Dice, *, leader_morale: int | None = None,
                use_leader: bool | None = None, purpose: str = "morale test") -> MoraleTest:
    """SK-10.1: D6 + M >= 6 passes (no automatic results)."""
    m, used = choose_morale(own_morale, leader_morale, use_leader)
    t = standard_test(dice, m, purpose)   # SK-0.2, SK-10.1
    code = "morale.test" + ("_leader" if used else "") + ("_passed" if t.ok else "_failed")
    step = t.step("SK-10.1", "morale", code, m=m, data=(("total", t.total),))
    return MoraleTest(t.roll, m, own_morale, used, t.total, t.ok, step)


@dataclass(frozen=True)
class MoraleResult:
    trigger: Trigger
    test: MoraleTest | None       # None: no test (the model is out of play)
    passed: bool
    outcome: Failure | None       # None: stays in control / carries out the task
    may_borrow: int               # A it may borrow from its next turn (SK-10.2)
    steps: tuple[Step, ...]


def resolve_trigger(trigger: Trigger, stats: Stats, dice: Dice, *, leader_morale: int | None = None,
                    use_leader: bool | None = None) -> MoraleResult:
    """SK-10.2: the test for one event and its outcome.  A model that is out of play (a
    characteristic at 0 or below, A at 0 or less, SK-18.3) takes no test (scenario 20)."""
    rule = TRIGGERS[trigger]
    if stats.A <= 0 or any(stats.get(n) <= 0 for n in STAT_NAMES):
        step = Step.of("SK-18.3", "morale", "morale.unconscious")
        return MoraleResult(trigger, None, False, None, 0, (step,))
    t = morale_test(stats.M, dice, leader_morale=leader_morale, use_leader=use_leader,
                    purpose=f"morale test ({trigger.value.replace('_', ' ')})")
    if t.passed:
        out = Step.of(rule.rule, "morale_outcome", f"morale.{trigger.value}_passed")
        return MoraleResult(trigger, t, True, None, 0, (t.step, out))
    out = Step.of(rule.rule, "morale_outcome", f"morale.{trigger.value}_failed",
                  data=(("failure", rule.failure.value), ("may_borrow", rule.may_borrow)))
    return MoraleResult(trigger, t, False, rule.failure, rule.may_borrow, (t.step, out))


def heavy_losses(team_size: int, out_of_play: int) -> bool:
    """SK-10.2: half or more of the team out of play (dead, unconscious, surrendered)."""
    if team_size <= 0:
        return False
    return 2 * out_of_play >= team_size


@dataclass(frozen=True)
class Borrow:
    borrowed: int                 # A taken from the next turn
    next_turn_debt: int           # the next turn starts with this many A fewer (SK-3.3)
    step: Step


def borrow(needed: int, reserve: int, already_borrowed: int = 0) -> Borrow:
    """SK-10.2: after a failed test the model may spend its reserve and up to 2 A of its next turn
    to reach cover (or leave the vehicle); ``needed`` A in all."""
    extra = max(0, needed - reserve)
    limit = MAX_BORROW - already_borrowed
    if extra > limit:
        raise ValueError(f"{needed} A needed: the reserve of {reserve} and at most {limit} more borrowed (SK-10.2)")
    step = Step.of("SK-10.2", "borrow", "morale.borrow" if extra else "morale.reserve_only",
                   reserve=min(needed, reserve), borrowed=extra, data=(("borrowed", extra),))
    return Borrow(extra, already_borrowed + extra, step)
