"""A finite sample of the continuum for ``legal_moves()`` (SK-4, SK-5): places and angles are a
continuum, so the ``act`` and ``take_cover`` decisions offer a useful sample of each action;
any other place or angle is checked by the action's own rule when played (``actions.why_not``).

The sample is the one docs/skirmish.md describes (moves of 1, 3 and 6 inches and as far as the
A go in eight directions and towards the nearest enemy, turns, postures, jumps, climbs, and every
discrete action that is legal now).  It is made cheaply: each candidate still passes the rule's
own check (``actions.why_not``, so every move offered is legal), but a move is not checked when
its length alone already costs more A than the model has (moving never costs less than 1 A per
inch, 2 crouched: SK-5.1, Ambiguity 10), and along one direction the longer moves are not tried
once a shorter one is refused (a straight segment that is blocked, leaves the table or costs too
much stays so when it goes on)."""

from __future__ import annotations

import math

from cc_desktop.skirmish import actions, reactions
from cc_desktop.skirmish.decisions import SkMove, inches
from cc_desktop.skirmish.state import Model
from cc_desktop.skirmish.types import angle_between, bearing

_DIRECTIONS = tuple(float(d) for d in range(0, 360, 45))
_DISTANCES = (1.0, 3.0, 6.0)
_UNIT = {d: (math.cos(math.radians(d)), math.sin(math.radians(d))) for d in _DIRECTIONS}


def _nearest_enemy(g, model: Model):
    enemies = [m for m in g.state.models.values() if m.side != model.side and m.in_play]
    return min(enemies, key=lambda m: (m.at.distance(model.at), m.id), default=None)


def sample_moves(g, model: Model, pool: str = "own", kinds: tuple[str, ...] | None = None) -> list[SkMove]:
    """The discrete useful choices offered for ``model`` (``legal_moves`` cannot list a
    continuum; any other place or angle is checked by ``actions.why_not`` when played): moves of
    1, 3, 6 inches and as far as its A go in eight directions and towards the nearest enemy; turns
    to face the nearest enemy and the four quarters; each posture; jumps of 1 and 2 inches ahead;
    climbs of 1 inch up and down; and every discrete action (doors, items, hands, holes,
    bandages, shots) that is legal."""
    out: list[SkMove] = []
    offered: set[SkMove] = set()
    mid = model.id
    enemy = _nearest_enemy(g, model)
    want = set(kinds) if kinds else None
    why_not = actions.why_not

    def offer(kind: str, *args) -> bool:
        """Offer the move if it is legal; whether it is (or was offered already)."""
        if want is not None and kind not in want:
            return False
        mv = SkMove(kind, mid, *args)
        if mv in offered:
            return True
        if why_not(g, model, mv, pool) is None:
            out.append(mv)
            offered.add(mv)
            return True
        return False

    left = actions.available(model, pool)
    per_inch = 2 if model.crouching else 1        # SK-5.1: the least a move costs per inch
    reach = left / per_inch
    at = model.at
    toward = round(bearing(at, enemy.at), 1) if enemy is not None else None
    if want is None or "move" in want:
        directions = [(d, _UNIT[d]) for d in _DIRECTIONS]
        if toward is not None:
            directions.append((toward, (math.cos(math.radians(toward)), math.sin(math.radians(toward)))))
        lengths = [d for d in (*_DISTANCES, float(math.floor(reach))) if d >= 1]
        for _, (ux, uy) in directions:
            refused = math.inf       # the shortest length refused this way
            for dist in lengths:
                if dist >= refused:
                    continue         # blocked, off the table or too dear: so is a longer move
                x, y = inches(at.x + dist * ux), inches(at.y + dist * uy)
                # SK-5.1 / Ambiguity 10: a move never costs less than ceil(inches x per inch)
                if math.ceil(math.hypot(x - at.x, y - at.y) * per_inch - 1e-6) > left:
                    refused = dist
                elif not offer("move", x, y):
                    refused = dist
    facings = [0.0, 90.0, 180.0, 270.0]
    if toward is not None:
        facings.insert(0, toward)
    for f in facings:
        if angle_between(f, model.facing) > 0.5:
            offer("turn", f)
    offer("crouch")
    offer("stand")
    if toward is not None and angle_between(toward, model.facing) > 0.5:
        offer("crouch_facing", toward)
        offer("stand_facing", toward)
    if want is None or "jump" in want:
        fx, fy = math.cos(math.radians(model.facing)), math.sin(math.radians(model.facing))
        for dist in (1.0, 2.0):
            offer("jump", inches(at.x + dist * fx), inches(at.y + dist * fy))
    offer("climb", 1.0)
    offer("climb", -1.0)
    if want is None:
        for door in sorted(g.doors()):
            offer("open", door)
        for d in g.state.ground:
            offer("pick_up", d.id)
        for item in model.in_hand:
            offer("stow", item)
            offer("drop", item)
            offer("reload", item)
        for item in model.carried:
            offer("draw", item)
            offer("switch", item)
        for other in g.state.side_models(model.side):
            if other is not model:
                offer("exchange", other.id)
            offer("bandage", other.id)
        for n in sorted({1, 5, left}):
            if n >= 1:
                offer("dig", n)
        offer("enter_hole")
        offer("leave_hole")
        enemies = sorted((m for m in g.state.models.values() if m.side != model.side), key=lambda m: m.id)
        for t in enemies:
            if t.in_play:
                offer("throw", inches(t.at.x), inches(t.at.y))
        for t in enemies:
            offer("blow", t.id)
            offer("charge", t.id)
    if want is None or "shoot" in want:
        for mv in reactions.sample_shots(g, model, pool):
            if mv not in offered:
                out.append(mv)
                offered.add(mv)
    from cc_desktop.skirmish import vehicle_play  # noqa: PLC0415 (it imports actions, which imports this)
    for mv in vehicle_play.sample_specials(g, model, pool):  # vehicles, special weapons, animals
        if mv not in offered and (want is None or mv.kind in want):
            out.append(mv)
            offered.add(mv)
    return out
