"""The Move query (cc_desktop/rules/reach.py) never disagrees with apply.

Along seeded random games of every real scenario, at each "Which unit moves next?" and each
Move step: the hexes the query offers at this step are exactly the ones apply accepts; each hex
next to the group that it refuses, apply refuses with the same rule, code and parameters; and
a few hexes farther away, walked step by step through apply along the query's path, are
entered at every step with the MP left the query foretold (unless something the query cannot
foresee happened on the way: a Mine Attack, a reaction, an Event).  And the case of the issue:
a Squad moving away from its Leader loses his Command at the first step."""

from __future__ import annotations

import random

import pytest

from cc_desktop.rules import Game, IllegalMove, Move, reach, testing
from cc_desktop.rules.simulate import choose

REAL = ("chapel-crossroads-1944", "birch-ridge-1942", "farmland-patrols-1945", "shattered-mill-1943")

pytestmark = pytest.mark.rule("O21.1", "O21.2", "O21.4", "3.3.2", "T93", "F106.2")


def refused(g: Game, move: Move):
    """The message apply refuses ``move`` with (None: it accepts it; nothing is applied)."""
    if move in g.pending.options:
        return None
    try:
        g.apply(move)
    except IllegalMove as exc:
        return exc.message
    raise AssertionError(f"{move} was applied")


def check_step(g: Game, q: reach.MoveQuery) -> None:
    """At a step decision: the query's hexes of this step against apply's answers."""
    d = g.pending
    assert d.kind == "step" and d.about["unit"] == q.unit and d.about["left"] == q.left
    enters = {m.args[1] for m in d.options if m.kind == "enter"}
    assert q.now == enters
    assert {h for h, r in q.reach.items() if r.now} == enters
    for n in g.grid.neighbours(q.start).values():
        why = q.refusal(n)
        if n in enters:
            assert why is None and q.reach[n].path == (q.start, n)
            assert refused(g, Move("enter", q.unit, n)) is None
        elif why is not None:
            assert refused(g, Move("enter", q.unit, n)) == why, n
        else:  # reached the long way round (a Cliff, a Major Bridge's side): not at this step
            assert n in q.reach and not q.reach[n].now and len(q.reach[n].path) > 2
            assert refused(g, Move("enter", q.unit, n)) is not None


def foreseeable(g: Game, mark: int) -> bool:
    """Nothing but the steps happened since log line ``mark`` (no attack, Event, reaction)."""
    return all(e.kind in ("unit_moved", "objective") for e in g.log[mark:])


def walk_to(g: Game, q: reach.MoveQuery, target: str) -> str:
    """Walk the query's path to ``target`` through apply: every step accepted and the MP left as
    foretold, until something the query cannot foresee happens.  Returns how it ended."""
    r = q.reach[target]
    walk = q.walk(target)
    assert walk is not None and walk.path == list(r.path[1:])
    mark = len(g.log)
    side = q.side
    while True:
        step = walk.next(g.pending.player if g.pending else side)
        if step.kind == "move":
            assert refused(g, step.move) is None, step.move
            g.apply(step.move)
            continue
        if step.kind == "wait":  # the other player may react: he declines
            decline = next((m for m in g.pending.options if m.kind in ("decline", "keep")), None)
            if decline is None:
                return "reaction"
            g.apply(decline)
            continue
        if not foreseeable(g, mark):
            return "unforeseen"
        assert step.kind == "done" and step.hex == target, (target, step, r)
        if r.final:  # the Move ended there (F106.2)
            assert step.left is None and step.reason.code == "wire_ends_move"
            return "wire"
        assert step.left == r.left and step.reason is None, (target, step, r)
        return "done"


def check_decision(g: Game, rng: random.Random, stats: dict) -> None:
    d = g.pending
    side = d.player
    n = len(g.moves)
    if d.kind == "step":
        q = reach.query(g, side, d.about["unit"])
        assert q is not None and q.choose is None
        check_step(g, q)
        far = [h for h, r in q.reach.items() if len(r.path) > 2]
        for target in rng.sample(far, min(2, len(far))):
            stats[walk_to(g, q, target)] += 1
            g.rewind(n)
            q = reach.query(g, side, d.about["unit"])
        return
    # "Which unit moves next?": each unit (and group) the decision offers, chosen in turn
    for m in d.options:
        if m.kind not in ("mover", "group"):
            continue
        uid = m.args[0] if m.kind == "mover" else d.context["stacks"][m.args[0]][-1]
        q = reach.query(g, side, uid, group=m.kind == "group")
        assert q is not None and q.choose == m
        assert q.members == ((uid,) if m.kind == "mover" else d.context["stacks"][m.args[0]])
        before = {h: q.refusal(h) for h in g.grid.neighbours(q.start).values()}
        g.apply(m)
        after = reach.query(g, side, uid)
        assert after.members == q.members and after.left == q.left
        assert {h: (r.path, r.cost, r.left, r.final) for h, r in after.reach.items()} == \
            {h: (r.path, r.cost, r.left, r.final) for h, r in q.reach.items()}
        assert {h: after.refusal(h) for h in before} == before
        check_step(g, after)
        stats["movers"] += 1
        g.rewind(n)


@pytest.mark.parametrize("scenario", REAL)
def test_the_query_agrees_with_apply_along_random_games(scenario):
    stats = {"steps": 0, "movers": 0, "done": 0, "wire": 0, "unforeseen": 0, "reaction": 0}
    for seed in (1, 2):
        g = Game.new(scenario, seed=seed)
        rng = random.Random(seed)
        checked = 0
        while g.pending is not None and checked < 30 and len(g.moves) < 3000:
            if g.pending.kind in ("mover", "step") and rng.random() < 0.5:
                stats["steps"] += g.pending.kind == "step"
                check_decision(g, rng, stats)
                checked += 1
            g.apply(choose(rng, g))
    assert stats["steps"] >= 10 and stats["movers"] >= 5, stats
    assert stats["done"] >= 5, stats  # most walks reach their hex with the MP left foretold


def command_position():
    g = testing.position({"axis": [("red_lieutenant", "E9"), ("red_rifle_squad", "E9")],
                          "allies": [("blue_infantry_squad", "O1")]}, prefs={"axis": set(), "allies": set()})
    leader = testing.unit_at(g, "E9", "red_lieutenant")
    squad = testing.unit_at(g, "E9", "red_rifle_squad")
    card = testing.hand(g, "axis", "move")[0]
    testing.play(g, Move("order", card, "move"), Move("activate", leader.id), Move("add", squad.id))
    if g.pending.kind == "add":
        g.apply(Move("done"))
    return g, leader, squad


@pytest.mark.rule("3.3.2")
def test_a_squad_leaving_its_leader_loses_his_command_at_the_first_step():
    """The issue: the preview counted the Leader's Command from the start hex for the whole move;
    the engine drops it at the first step away from him."""
    g, leader, squad = command_position()
    command = g.state.command(leader)
    assert command > 0
    q = reach.query(g, "axis", squad.id)  # alone: "Move Rifle Squad next"
    assert q.left == g.state.movement(squad) and q.members == (squad.id,)
    own = q.left - command  # its Movement without the Leader
    assert q.reach["E8"].left == own - g.movement_graph.cost("E9", "E8")
    # every hex the old preview offered with the MP of the start hex that the Squad cannot reach
    old = g.movement_graph.reachable("E9", q.left, blocked={"O1"})
    lost = sorted(set(old) - set(q.reach))
    assert lost, "the Command makes a difference here"
    for h in lost:
        why = q.refusal(h)
        assert why is not None and why.rule == "O21.1" and why.code == "move_cost"
        # the MP it has for the way once it leaves the Leader's hex (with a Road bonus, T93)
        assert why.args["cost"] > why.args["left"] and why.args["left"] <= own + 1
    # the walk: apply agrees at every step and ends with the MP left foretold
    target = max(q.reach, key=lambda h: (q.reach[h].cost, h))
    assert walk_to(g, q, target) == "done"
    # together with the Leader the group keeps his Command (O21.2, 3.3.2)
    g2, leader2, squad2 = command_position()
    q2 = reach.query(g2, "axis", squad2.id, group=True)
    assert q2.members == (leader2.id, squad2.id) and q2.choose == Move("group", "E9")
    assert q2.left == min(g2.state.movement(leader2), g2.state.movement(squad2))
    assert q2.reach["E8"].left == q2.left - g2.movement_graph.cost("E9", "E8")


@pytest.mark.rule("O21.1")
def test_a_far_hex_is_refused_with_the_ways_cost_and_the_step_refusal_next_to_the_group():
    g, _leader, squad = command_position()
    q = reach.query(g, "axis", squad.id)
    why = q.refusal("A1")
    assert (why.rule, why.code, why.args["hex"], why.args["unit"]) == ("O21.1", "move_cost", "A1", squad.id)
    assert why.args["cost"] > why.args["left"]
    assert q.refusal("O1").code == "move_enemy"
    assert q.refusal("E8") is None and q.walk("A1") is None
    view = g.view("axis")
    assert view.move_query(squad.id).reach.keys() == q.reach.keys()
    assert g.view("allies").move_query(squad.id) is None  # not the Allies' Move


@pytest.mark.rule("F106.2")
def test_wire_ends_the_move_in_the_query_and_the_walk():
    g = testing.position({"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]},
                         prefs={"axis": set(), "allies": set()})
    g.state.fortifications["E7"] = "wire"
    testing.touch(g)
    squad = testing.unit_at(g, "E9")
    card = testing.hand(g, "axis", "move")[0]
    testing.play(g, Move("order", card, "move"), Move("activate", squad.id))
    if g.pending.kind == "mover":
        g.apply(Move("mover", squad.id))
    q = reach.query(g, "axis", squad.id)
    assert q.reach["E7"].final and not q.reach["E8"].final
    assert all("E7" not in r.path[:-1] for r in q.reach.values())  # no way goes on from the Wire
    assert walk_to(g, q, "E7") == "wire"
    # in the Wire: the first hex it enters ends the Move (F106.2); a hex beyond is refused
    g2 = testing.position({"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]},
                          prefs={"axis": set(), "allies": set()})
    g2.state.fortifications["E9"] = "wire"
    testing.touch(g2)
    squad = testing.unit_at(g2, "E9")
    card = testing.hand(g2, "axis", "move")[0]
    testing.play(g2, Move("order", card, "move"), Move("activate", squad.id))
    q = reach.query(g2, "axis", squad.id)
    assert set(q.reach) == {"E9"} | set(q.now) and all(r.final for h, r in q.reach.items() if h != "E9")
    why = q.refusal("E6")
    assert (why.rule, why.code, why.args["wire"]) == ("F106.2", "move_wire_ends", "E9")


@pytest.mark.rule("O21.1")
def test_a_path_through_waypoints_is_planned_leg_by_leg_and_walked_as_planned():
    g = testing.position({"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]},
                         prefs={"axis": set(), "allies": set()})
    squad = testing.unit_at(g, "E9").id
    card = testing.hand(g, "axis", "move")[0]
    testing.play(g, Move("order", card, "move"), Move("activate", squad))
    q = reach.query(g, "axis", squad)
    direct, through = q.plan("D8"), q.plan("D8", ["D9"])
    assert direct.path == ("E9", "D8") and through.path == ("E9", "D9", "D8")
    assert through.cost == g.movement_graph.path_cost(["E9", "D9", "D8"]) and through.left == q.left - through.cost
    assert q.plan("A1") is None and q.plan("D8", ["A1"]) is None  # a waypoint out of reach: no way
    walk = q.walk("D8", ["D9"])
    while True:
        step = walk.next("axis")
        if step.kind != "move":
            break
        g.apply(step.move)
    assert step.kind == "done" and step.hex == "D8" and step.left == through.left
    assert [str(m) for m in g.moves[-2:]] == [f"enter {squad} D9", f"enter {squad} D8"]
