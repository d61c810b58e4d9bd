"""The sequence of play (SK-3): the initiative, the turns of the two sides, the activation of
one model after another, A refreshed, reserved and borrowed, bleeding and the start-of-turn
Morale tests, the end of the battle.

``proc_game(g)`` is the game's procedure; it can start from any state taken at an ``activate``
or ``act`` decision (everything it needs is in ``g.state``: the turn, the side, the phase, the
model acting), which is how positions, checkpoints and undo resume it.
"""

from __future__ import annotations

from cc_desktop.skirmish import actions, reactions
from cc_desktop.skirmish.decisions import ENGLISH, SkDecision, SkMove, msg
from cc_desktop.skirmish.state import Model
from cc_desktop.skirmish.types import STAT_NAMES, TABLE_DEPTH, TABLE_WIDTH, Point

MESSAGES = {
    "initiative_roll": "Initiative: {first_side} rolls {a}, {second_side} rolls {b}",
    "initiative_fixed": "{side} plays first ({reason})",
    "initiative_won": "{side} wins the initiative and plays first",
    "turn_begins": "Turn {turn}: {side} plays",
    "a_refreshed": "{model} has {a} A this turn{debt}",
    "bleeds": "{model} bleeds: {stat} {before} -> {after}",
    "activated": "{model} acts",
    "model_done": "{model} keeps {left} A in reserve",
    "turn_ends": "{side} ends its turn",
    "heavy_losses": "{side} has lost {out} of {total} models: every other one tests Morale",
    "flees": "{model} flees towards its own table half",
    "battle_over": "the battle is over: {reason}",
}
ENGLISH.add(MESSAGES)


# -- SK-3.2 initiative ----------------------------------------------------------------------------
def roll_initiative(g) -> str:
    """SK-3.2: each player rolls a D6, the higher starts; ties are rolled again.  A battle may
    name the side that starts (SK-20.2: the partisans)."""
    st = g.state
    fixed = g.first_side
    if fixed is not None:
        g.emit("initiative", msg("SK-3.2", "initiative_fixed", side=fixed, reason="the battle says so"))
        return fixed
    a_side, b_side = st.sides
    while True:
        a, b = st.dice.d6(f"initiative {a_side}"), st.dice.d6(f"initiative {b_side}")
        g.emit("initiative", msg("SK-3.2", "initiative_roll", first_side=a_side, second_side=b_side, a=a, b=b))
        if a != b:
            winner = a_side if a > b else b_side
            g.emit("initiative", msg("SK-3.2", "initiative_won", side=winner))
            return winner


# -- SK-18.3 bleeding ------------------------------------------------------------------------------
def bleed_one_point(g, model: Model) -> None:
    """SK-18.3: an unbandaged bleeding model loses one point a turn, in strict rotation C, Ü,
    E, M; a stat at 0 makes it faint, A below 0 kills it (``actions.check_condition``).
    (sk-combat's wounds.py holds the same rule as a function of values; the lead unifies.)"""
    stat = model.bleed_next
    before = model.stats.get(stat)
    model.reduction = model.reduction.plus(**{stat: 1})
    model.bleed_next = STAT_NAMES[(STAT_NAMES.index(stat) + 1) % len(STAT_NAMES)]
    g.emit("bleeds", msg("SK-18.3", "bleeds", model=model.id, stat=stat, before=before, after=before - 1))
    actions.check_condition(g, model)


# -- the start and end of a side's turn ------------------------------------------------------------
def start_side_turn(g):
    """SK-3.3 for every model of the side playing: reserved A are lost, bleeding (Ambiguity 29:
    at the start of the model's own turn), its full A again minus what it borrowed (SK-10.2);
    then the heavy-losses Morale test (SK-10.2)."""
    st = g.state
    side = st.side
    g.emit("turn", msg("SK-3.3", "turn_begins", turn=st.turn, side=side))
    for m in st.side_models(side):
        m.a_reserved = 0
        m.activated = m.moved = m.preempt_spent = m.climb_failed = m.climb_tested = m.fleeing = False
        if m.alive and m.bleeding:
            bleed_one_point(g, m)
        if not m.in_play:
            m.a_remaining = 0
            continue
        debt = m.a_debt
        m.a_remaining = max(0, m.A - debt)
        m.a_debt = 0
        g.emit("a", msg("SK-3.3", "a_refreshed", model=m.id, a=m.a_remaining,
                        debt=f" ({debt} borrowed last turn)" if debt else ""))
    enemies = [e for e in st.models.values() if e.side != side and e.alive and not e.out]
    for m in st.side_models(side):   # SK-9 (Ambiguity 14): whom it may charge this turn
        m.seen_at_start = [e.id for e in enemies if m.in_play and reactions.can_see(g, m, e)]
    yield from heavy_losses(g, side)


def heavy_losses(g, side: str):
    """SK-10.2: when half or more of a team is out of play, every other member tests Morale at
    the start of each of its turns; a failure flees towards its own table half as far as its A go."""
    st = g.state
    team = st.side_models(side)
    out = [m for m in team if not m.in_play]
    if not team or 2 * len(out) < len(team) or len(out) == len(team):
        return
    g.emit("heavy_losses", msg("SK-10.2", "heavy_losses", side=side, out=len(out), total=len(team)))
    for m in team:
        if m.in_play and not reactions.morale_test(g, m):
            yield from flee(g, m)


#: the table edges (SK-10.2 fleeing): the place on the edge straight out from a point
EDGES = {"north": lambda p: Point(p.x, 0.0), "south": lambda p: Point(p.x, TABLE_DEPTH),
         "west": lambda p: Point(0.0, p.y), "east": lambda p: Point(TABLE_WIDTH, p.y)}


def flee(g, model: Model):
    """SK-10.2 heavy losses failed: straight towards its own table edge, as far as its A allow;
    it does nothing else this turn."""
    model.fleeing = model.activated = True
    g.emit("flees", msg("SK-10.2", "flees", model=model.id))
    edge = EDGES[g.home_edge(model.side)](model.at)
    per_inch = 2 if model.crouching else 1
    gap = model.at.distance(edge)
    dist = min(gap, model.a_remaining / per_inch)
    if dist >= 0.1:
        f = dist / gap
        to = Point(round(model.at.x + (edge.x - model.at.x) * f, 1), round(model.at.y + (edge.y - model.at.y) * f, 1))
        mv = SkMove("move", model.id, to.x, to.y)
        if actions.why_not(g, model, mv, "own") is None:
            yield from actions.apply(g, model, mv, "own")
    model.a_remaining = 0


def end_side_turn(g) -> None:
    """SK-3.3: the A a model did not spend are its reserve for the opponent's turn."""
    st = g.state
    for m in st.side_models(st.side):
        m.a_reserved = max(0, m.a_remaining) if m.in_play else 0
        m.a_remaining = 0
    st.acting = None
    g.emit("turn_ends", msg("SK-3.3", "turn_ends", side=st.side))


# -- the end of the battle -------------------------------------------------------------------------
def check_end(g) -> bool:
    """The battle ends when a side has no model in play (the other wins) or after the battle's
    last turn (its objectives, SK-20, decide: sk-campaign)."""
    st = g.state
    if st.over:
        return True
    standing = {s: any(m.in_play for m in st.side_models(s)) for s in st.sides}
    reason = None
    if not all(standing.values()):
        alive = [s for s, ok in standing.items() if ok]
        st.winner = alive[0] if alive else None
        reason = "no model of the other side is left in play" if alive else "no model is left in play"
    elif g.turn_limit and st.turn > g.turn_limit:
        reason = f"the last turn ({g.turn_limit}) is over"
    if reason is None:
        return False
    st.over = True
    st.end_reason = reason
    st.acting = None
    g.emit("battle_over", msg("SK-20", "battle_over", reason=reason))
    return True


# -- the game procedure -----------------------------------------------------------------------------
def activate_options(g) -> tuple[SkMove, ...]:
    st = g.state
    models = [m for m in st.side_models(st.side) if m.in_play and not m.activated]
    return tuple(SkMove("activate", m.id) for m in models) + (SkMove("end"),)


def proc_game(g):
    """SK-3: the battle from the initiative roll (or from the state of a position) to its end."""
    st = g.state
    if st.turn == 0:
        st.first = roll_initiative(g)
        st.side, st.turn, st.phase = st.first, 1, "start"
    while not check_end(g):
        if st.phase == "start":
            yield from start_side_turn(g)
            st.phase = "play"
            if check_end(g):
                return
        yield from play_side_turn(g)
        if st.over:
            return
        end_side_turn(g)
        st.side = st.other(st.side)
        if st.side == st.first:
            st.turn += 1
        st.phase = "start"


def play_side_turn(g):
    """SK-3.3 / SK-3.4: choose a model, act with it until Done (its A left are kept in reserve);
    then another; End the turn at any moment."""
    st = g.state
    while True:
        if st.acting is None:
            mv = yield SkDecision(st.side, "activate", activate_options(g), {"turn": st.turn},
                                  options_fn=lambda: activate_options(g))
            if mv.kind == "end":
                return
            st.acting = mv.args[0]
            st.models[st.acting].activated = True
            g.emit("activated", msg("SK-3.4", "activated", model=st.acting))
        model = st.models[st.acting]
        if not model.in_play:
            st.acting = None
            continue
        options = tuple(actions.sample_moves(g, model, "own")) + (SkMove("done"),)
        mv = yield SkDecision(st.side, "act", options, {"model": model.id, "left": model.a_remaining},
                              why_not=lambda m, model=model: actions.why_not(g, model, m, "own"))
        if mv.kind == "done":
            g.emit("model_done", msg("SK-3.4", "model_done", model=model.id, left=model.a_remaining))
            st.acting = None
            continue
        yield from actions.apply(g, model, mv, "own")
        if check_end(g):
            return
