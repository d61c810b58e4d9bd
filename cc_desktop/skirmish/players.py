"""Seeded players of legal moves for the soak (issue 17): ``random`` (``simulate.choose``: a
plausible random player) and ``purposeful``, a random player that goes for its objectives.

The random player rarely ends a shipped battle with a winner (none of 251 games of the three
battles in a soak of 500): its men wander, so the end of a battle by its objectives (SK-20.1:
an officer at the table's edge, a model killed or captured, a vehicle destroyed) is hardly ever
played.  The purposeful player still plays only legal moves, chosen at random, but leans:

* a model that an objective of its own side names to reach an edge (``model_reaches_edge``)
  walks towards that edge;
* any other model walks towards the nearest enemy in play, or towards the model or
  vehicle an objective of its side names to kill, capture or destroy;
* it shoots more often when it can.

Only the moves the decision offers are ever chosen (their order and the dice do the rest), so
every game it plays is a legal game that replays from its seed like any other.  No Qt.
"""

from __future__ import annotations

import random
from functools import lru_cache

from cc_desktop.skirmish.simulate import choose
from cc_desktop.skirmish.types import TABLE_DEPTH, TABLE_WIDTH, Point

#: how often an acting model takes the move that brings it nearest its goal (else: at random)
LEAN = 0.7
#: the move kinds that take a model somewhere: (x, y) are args 1 and 2 (a drive's are its speed
#: and turn: a vehicle is driven at random)
_GOING = ("move",)


def _edge_point(at: Point, edge: str) -> Point:
    return {"north": Point(at.x, 0.0), "south": Point(at.x, TABLE_DEPTH),
            "west": Point(0.0, at.y), "east": Point(TABLE_WIDTH, at.y)}[edge]


@lru_cache(maxsize=16)
def _objectives(battle_id: str) -> dict:
    """A shipped battle's objectives by side ({} for a test setup): read once per battle, not at
    every move (the battle files are the program's own; reading them all takes about 0.7 ms)."""
    from cc_desktop.skirmish import battles
    battle = battles.shipped_battles().get(battle_id)
    return {} if battle is None else {s.id: s.objectives for s in battle.sides}


def goal(game, model_id: str) -> Point | None:
    """Where ``model_id`` heads for: its edge, its target, or the nearest enemy in play."""
    st = game.state
    me = st.models.get(model_id)
    if me is None:
        return None
    targets = []
    for o in _objectives(game.setup.id).get(me.side, ()):
        if o.kind == "model_reaches_edge" and o.model == model_id and o.edge:
            return _edge_point(me.at, o.edge)
        if o.kind in ("model_killed", "model_captured") and o.model in st.models and st.models[o.model].in_play:
            targets.append(st.models[o.model].at)
        if o.kind == "vehicle_destroyed" and o.vehicle in st.vehicles and not st.vehicles[o.vehicle].off_table:
            targets.append(st.vehicles[o.vehicle].at)
    if not targets:
        targets = [m.at for m in st.models.values() if m.side != me.side and m.in_play and m.kind != "animal"]
    if not targets:
        return None
    return min(targets, key=me.at.distance)


def choose_purposeful(rng: random.Random, game):
    """A legal move of the pending decision, leaning towards the acting model's goal."""
    d = game.pending
    if d.kind in ("act", "take_cover", "after_preempt") and not d.window:
        options = list(d.options)
        shots = [m for m in options if m.kind in ("shoot", "burst", "called", "throw")]
        if shots and rng.random() < 0.6:
            return rng.choice(shots)
        going = [m for m in options if m.kind in _GOING and len(m.args) >= 3]
        if going and rng.random() < LEAN:
            target = goal(game, str(d.about.get("model", going[0].args[0])))
            if target is not None:
                return min(going, key=lambda m: Point(float(m.args[1]), float(m.args[2])).distance(target))
    return choose(rng, game)


PLAYERS = {"random": choose, "purposeful": choose_purposeful}
