"""The Move query (O21): where the unit (or the group) that moves at the current Move decision
may go, for the window's preview, its drag and drop and its refusals, worked out by the code
that applies the steps.

    q = reach.query(g, "axis", "ax3-ger_rifle_squad")   # at a "mover" or "step" decision
    q.reach["E7"]            # Reach(hex, path, cost, left, now, final): E7 this Move, and how
    q.refusal("A1")          # RuleMessage: why not (the rule, its code and parameters)
    walk = q.walk("E7")      # the path walked step by step through Game.apply
    walk.next("axis")        # WalkStep: the next move to apply, a reaction awaited, or the end

Every step is searched with :func:`movement.entries` (the hexes a Move step offers) and
:func:`movement.group_mp` (the group's Movement in the hex it stands in: a Leader's Command
counts only while the units stand with him), from the MP the group has spent and the Road bonus
it has earned (the step decision's ``context``); entering Wire, or leaving it, ends the Move
(F106.2).  The hexes offered at this step are exactly the step's ``enter`` moves, and a hex
next to the group is refused with the step's own ``why_not``; what a reaction of the other
player (Op Fire, Mines, Hidden Wire) does on the way cannot be foreseen: :class:`Walk` stops
where the engine stops the group and says why.
"""

from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass
from typing import NamedTuple

from cc_desktop.rules import movement
from cc_desktop.rules.machine import Move
from cc_desktop.rules.messages import RuleMessage, msg
from cc_desktop.rules.state import ON_MAP

_UNLIMITED = 1 << 20  # MP that pays for any step (the search without the MP limit)

#: log lines that never explain why a walk stopped (the steps themselves, cards drawn and shown)
_QUIET = frozenset({"unit_moved", "card_revealed", "card_drawn", "cards_drawn", "draw"})


@dataclass(frozen=True)
class Reach:
    """A hex the group may reach in this Move: the path to it (the group's hex first), the MP it
    costs from now, the MP left there, whether it is entered at this step (``now``: next to the
    group, one of the step's ``enter`` moves) and whether the Move ends there (``final``: F106.2)."""

    hex: str
    path: tuple[str, ...]
    cost: int
    left: int
    now: bool
    final: bool


class _Search(NamedTuple):
    best: dict  # (hex, bonus, final) -> MP spent
    parent: dict  # (hex, bonus, final) -> the state before it (None: the start)


class MoveQuery:
    """The Move of ``members`` (``unit`` first: the unit the engine names) from ``start``, at the
    pending Move decision of ``side``: ``left`` MP now, ``choose`` the move that picks them at
    "Which unit moves next?" (None at a step), ``reach`` {hex: :class:`Reach`} (``start``
    included, with cost 0), ``now`` the hexes entered at this step (its ``enter`` moves)."""

    def __init__(self, g, side: str, members: list, choose: Move | None, spent: int, bonus: int,
                 start: str | None = None, mp: dict | None = None):
        self._g = g
        self._group = members
        self.side = side
        self.unit = members[0].id
        self.members = tuple(u.id for u in members)
        self.start = start or members[0].hex
        self.choose = choose
        self._spent, self._bonus = spent, bonus
        self._mp: dict[str, int] = {} if mp is None else mp  # the group's Movement by hex
        self._free: _Search | None = None
        self.left = self._mp_at(self.start) + bonus - spent
        self.now = frozenset(n for n, _ in movement.entries(g, side, self.start, self.left, bonus))
        found = self._search(limited=True)
        reach: dict[str, Reach] = {}
        for state, spent_there in found.best.items():
            h, cost = state[0], spent_there - spent
            left = self._mp_at(h) + state[1] - spent_there
            old = reach.get(h)
            if old is None or (cost, -left, state[2]) < (old.cost, -old.left, old.final):
                path = self._path(found, state)
                reach[h] = Reach(h, path, cost, left, len(path) == 2 and h in self.now, state[2])
        self.reach = reach

    # -- the search ---------------------------------------------------------------------------
    def _mp_at(self, hex_id: str) -> int:
        mp = self._mp.get(hex_id)
        if mp is None:
            mp = self._mp[hex_id] = movement.group_mp(self._g, self._group, hex_id)
        return mp

    def _search(self, limited: bool, wire: bool = True) -> _Search:
        """Dijkstra over (hex, Road bonus earned, the Move ends there) by the MP spent: each step
        one of :func:`movement.entries` from the MP left there (``limited``; else any passable
        step); ``wire``: entering or leaving Wire ends the Move (F106.2)."""
        g, side = self._g, self.side
        s0 = (self.start, self._bonus, False)
        best, parent = {s0: self._spent}, {s0: None}
        tie = itertools.count()
        heap = [(self._spent, next(tie), s0)]
        while heap:
            spent, _, s = heapq.heappop(heap)
            if best.get(s) != spent:
                continue
            here, bonus, final = s
            if final:
                continue
            mp = self._mp_at(here) + bonus - spent if limited else _UNLIMITED
            for n, edge in movement.entries(g, side, here, mp, bonus):
                ns = (n, edge.bonus if edge.bonus and not bonus else bonus,  # T93: once per Move
                      wire and (edge.wire_enter or edge.wire_exit))
                nd = spent + edge.cost
                if nd < best.get(ns, _UNLIMITED * 8):
                    best[ns], parent[ns] = nd, s
                    heapq.heappush(heap, (nd, next(tie), ns))
        return _Search(best, parent)

    @staticmethod
    def _path(found: _Search, state) -> tuple[str, ...]:
        out = []
        while state is not None:
            out.append(state[0])
            state = found.parent[state]
        return tuple(reversed(out))

    def _after(self, r: Reach) -> "MoveQuery":
        """The same Move once it has reached ``r`` (the next leg of a path through waypoints)."""
        spent, bonus = self._spent, self._bonus
        for a, b in zip(r.path, r.path[1:]):
            edge = self._g.movement_graph.edge(a, b)
            spent += edge.cost
            if edge.bonus and not bonus:
                bonus = edge.bonus
        return MoveQuery(self._g, self.side, self._group, None, spent, bonus, start=r.hex, mp=self._mp)

    # -- questions ----------------------------------------------------------------------------
    def cost(self, hex_id: str) -> int | None:
        r = self.reach.get(hex_id)
        return r.cost if r is not None else None

    def plan(self, target: str, waypoints=()) -> Reach | None:
        """The route of a drop on ``target``: the cheapest way this Move may take, or through each
        of ``waypoints`` in turn, each leg the cheapest the MP left there allows (its path, the MP
        it costs, the MP left at its end); None where the Move cannot go."""
        stops = [w for w in waypoints if w != target and w != self.start] + [target]
        query, path, cost = self, (self.start,), 0
        for i, stop in enumerate(stops):
            if stop == path[-1]:
                continue
            r = query.reach.get(stop)
            if r is None or (r.final and i < len(stops) - 1):
                return None
            path, cost = path + r.path[1:], cost + r.cost
            if i < len(stops) - 1:
                query = query._after(r)
        if len(path) == 1:
            return self.reach.get(self.start)
        return Reach(path[-1], path, cost, r.left, len(path) == 2 and path[-1] in self.now, r.final)

    def path(self, target: str, waypoints=()) -> tuple[str, ...] | None:
        """The path of :meth:`plan` (the group's hex first), None where the Move cannot go."""
        r = self.plan(target, waypoints)
        return r.path if r is not None else None

    def refusal(self, hex_id: str) -> RuleMessage | None:
        """Why the group may not go to ``hex_id`` in this Move (None if it may): next to it, the
        step's own refusal (O21.1, O21.4, T79, T80.1, T83, T98); farther, an enemy hex or a Blaze
        (O21.4), the MP the way costs against the MP the group has for it (O21.1), Wire that
        ends the Move before it (F106.2), or no way at all (O21.4)."""
        g = self._g
        if hex_id == self.start or hex_id in self.reach:
            return None
        if hex_id not in g.grid:
            return msg("O21.1", "not_adjacent", unit=self.unit, hex=hex_id)
        lead = self._group[0]
        if hex_id in g.grid.neighbours(self.start).values():
            d = g.pending
            probe = Move("enter", self.unit, hex_id)
            if self.choose is None and d is not None and d.why_not is not None:
                return d.why_not(probe)  # the step decision's own answer
            return movement.why_not_step(g, lead, probe, self.left)  # the step that comes next
        st = g.state
        if st.enemy_in(hex_id, self.side):
            return msg("O21.4", "move_enemy", unit=self.unit, hex=hex_id)
        if hex_id in st.blaze:
            return msg("O21.4", "enter_blaze", unit=self.unit, hex=hex_id)
        if self._free is None:
            self._free = self._search(limited=False)
        ends = [s for s in self._free.best if s[0] == hex_id]
        if ends:  # O21.1: the cheapest way costs more than the MP the group has for it
            end = min(ends, key=lambda s: (self._free.best[s], s[1], s[2]))
            path = self._path(self._free, end)
            cost = self._free.best[end] - self._spent
            return msg("O21.1", "move_cost", hex=hex_id, cost=cost, unit=self.unit, left=self._budget(path))
        walled = self._search(limited=False, wire=False)
        ends = [s for s in walled.best if s[0] == hex_id]
        if ends:  # F106.2: every way passes through Wire, which ends the Move
            path = self._path(walled, min(ends, key=lambda s: walled.best[s]))
            wire = next((a if g.movement_graph.edge(a, b).wire_exit else b for a, b in zip(path, path[1:])
                         if g.movement_graph.edge(a, b).wire_enter or g.movement_graph.edge(a, b).wire_exit),
                        path[-1])
            return msg("F106.2", "move_wire_ends", unit=self.unit, hex=hex_id, wire=wire)
        return msg("O21.4", "move_no_way", unit=self.unit, hex=hex_id)

    def _budget(self, path: tuple[str, ...]) -> int:
        """The MP the group has for ``path``: what it has left where the path fails, with what
        it spent to get there (its MP now, less the Command of a Leader it leaves behind)."""
        g = self._g
        spent, bonus = self._spent, self._bonus
        pays = g.options["road_bonus_pays_entry"]
        for a, b in zip(path, path[1:]):
            edge = g.movement_graph.edge(a, b)
            mp = self._mp_at(a) + bonus - spent
            if edge.cost > mp + (edge.bonus if pays and not bonus else 0):
                return mp + spent - self._spent
            spent += edge.cost
            if edge.bonus and not bonus:
                bonus = edge.bonus
        return self.left

    def walk(self, target: str, waypoints=()) -> "Walk | None":
        """The walk of a drop on ``target`` (through ``waypoints``), None where the Move cannot go
        (:meth:`refusal` says why)."""
        r = self.plan(target, waypoints)
        if r is None or len(r.path) < 2:
            return None
        return Walk(self._g, self, r.path[1:])


class WalkStep(NamedTuple):
    """What a walk does next: ``kind`` is "move" (apply ``move``), "wait" (``player`` decides a
    reaction, ``rule`` names its window; the walk goes on after), "seat" (the moving player must
    take the seat first), "done" (the path is walked: ``left`` MP left in ``hex``), "stopped"
    (the engine, or a reaction of ``player`` by ``rule``, stopped the group in ``hex``:
    ``reason`` says why when a rule does), "refused" (``reason``: the engine refuses the next
    step) or "lost" (the game is no longer where the walk left it: an undo)."""

    kind: str
    move: Move | None = None
    hex: str | None = None
    left: int | None = None
    player: str | None = None
    rule: str | None = None
    reason: RuleMessage | None = None


class Walk:
    """A path dropped on the map, walked hex by hex through :meth:`Game.apply`: each call of
    :meth:`next` gives the next move (first the one that picks the mover, then one ``enter`` a
    hex), or says that the other player may react (Op Fire, A33; Hidden Actions, A35) - after a
    declined or harmless reaction the walk goes on - or that the walk is over: the path walked,
    the engine ending the Move (Wire, F106.2) or a reaction that hit a unit of the group (its
    location, broken or suppressed side, Weapon) stopping it in the last hex entered."""

    def __init__(self, g, query: MoveQuery, path: tuple[str, ...]):
        self._g = g
        self.side, self.unit, self.members = query.side, query.unit, query.members
        self.path = list(path)
        self.hex = query.start  # the last hex entered
        self._first = query.choose
        self.reactor: str | None = None
        self.reaction_rule: str | None = None
        self._mark: int | None = None  # the log's length before the last step
        self._before = None
        self._edge = None  # the board's edge of the last step
        self._moves = len(g.moves)
        self.over = False

    def _marks(self) -> dict:
        st = self._g.state
        out = {}
        for i in self.members:
            u = st.units.get(i)
            w = st.weapons.get(u.weapon) if u is not None and u.weapon else None
            out[i] = None if u is None else (u.location, u.broken, u.suppressed, u.weapon, w.broken if w else None)
        return out

    def next(self, seated: str | None) -> WalkStep:
        """The next thing the walk does, with ``seated`` the player at the screen (a move is
        given only to the moving player, seated)."""
        g = self._g
        if self.over:
            return WalkStep("lost")
        if len(g.moves) < self._moves:  # an undo (or a rewind) took a step back
            return self._end(WalkStep("lost"))
        d = g.pending
        if self._first is not None:  # "Which unit moves next?": these
            move = self._first
            if d is None or d.player != self.side or move not in d.options:
                return self._end(WalkStep("refused", move, self.hex,
                                          reason=d.why_not(move) if d is not None and d.why_not else None))
            if seated != self.side:
                return WalkStep("seat")
            self._first = None
            self._moves = len(g.moves) + 1
            return WalkStep("move", move, self.hex)
        if d is not None and d.player != self.side:  # the other player may react
            if self.reactor is None:
                self.reaction_rule = d.prompt.rule
            self.reactor = d.player
            return WalkStep("wait", hex=self.hex, player=d.player, rule=self.reaction_rule)
        if d is not None and seated != self.side:
            return WalkStep("seat")
        ours = d is not None and d.kind == "step" and d.about.get("unit") == self.unit
        if self._mark is not None:
            hit = self._marks() != self._before
            if hit or (not ours and self.path):
                return self._end(self._stopped())
        if not ours or not self.path:  # walked; the Move may have ended there (Wire, F106.2)
            wire = not ours and self._edge is not None and (self._edge.wire_enter or self._edge.wire_exit)
            return self._end(WalkStep("done", hex=self.hex, left=d.about.get("left") if ours else None,
                                      reason=msg("F106.2", "wire_ends_move", unit=self.unit, hex=self.hex)
                                      if wire else None))
        h = self.path[0]
        move = Move("enter", self.unit, h)
        if move not in d.options:
            return self._end(WalkStep("refused", move, self.hex, reason=d.why_not(move) if d.why_not else None))
        self._mark, self._before = len(g.log), self._marks()
        self._edge = g.movement_graph.edge(self.hex, h)
        self.reactor = self.reaction_rule = None
        self.path.pop(0)
        self.hex = h
        self._moves = len(g.moves) + 1
        return WalkStep("move", move, h)

    def _end(self, step: WalkStep) -> WalkStep:
        self.over = True
        return step

    def _stopped(self) -> WalkStep:
        """Who stopped the group, where and why: the last line of the log since the step that
        the moving player may see and that names a rule (one naming a unit of the group first);
        else the Wire the step entered or left (F106.2)."""
        g = self._g
        events = [e for e in g.log[self._mark:] if e.visible(self.side) and e.kind not in _QUIET and e.message.rule]
        hits = [e for e in events if any(v in self.members for v in e.message.args.values())]
        event = (hits or events or [None])[-1]
        u = g.state.units.get(self.unit)
        where = u.hex if u is not None and u.location == ON_MAP and u.hex else self.hex
        if event is not None:
            reason = event.message
        elif self._edge is not None and (self._edge.wire_enter or self._edge.wire_exit):
            reason = msg("F106.2", "wire_ends_move", unit=self.unit, hex=where)
        else:
            reason = None
        return WalkStep("stopped", hex=where, player=self.reactor, rule=self.reaction_rule, reason=reason)


def query(g, side: str, unit_id: str, group: bool = False) -> MoveQuery | None:
    """The Move of ``unit_id`` at ``side``'s pending Move decision, None if it does not move now:
    at a step, the moving group's (any of its units names it); at "Which unit moves next?", that
    unit's (``group``: its whole stack's, where the decision lets it move as a group, O21.2)."""
    d = g.pending
    st = g.state
    u = st.units.get(unit_id)
    if d is None or d.player != side or u is None or u.location != ON_MAP or not u.hex:
        return None
    if d.kind == "step" and d.context:
        members = [st.units[i] for i in d.context["group"]]
        if unit_id not in d.context["group"] or not members:
            return None
        return MoveQuery(g, side, members, None, d.context["spent"], d.context["bonus"])
    if d.kind == "mover" and d.context:
        stack = d.context["stacks"].get(u.hex, ())
        if group and len(stack) > 1 and Move("group", u.hex) in d.options and unit_id in stack:
            return MoveQuery(g, side, [st.units[i] for i in stack], Move("group", u.hex), 0, 0)
        if Move("mover", unit_id) in d.options:
            return MoveQuery(g, side, [u], Move("mover", unit_id), 0, 0)
    return None

