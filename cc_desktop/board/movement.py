"""The movement graph of a board (O16, O18.2.2, O21, O23.3, T78.2, T79-T99, F103-F106, 7.2.1).

:class:`MovementGraph` answers what the Move, Advance and Retreat rules ask of the map:

* **Costs (T78.2, O21.1).**  The MP to enter hex ``b`` from the adjacent hex ``a`` is the
  move cost of ``b``'s terrain, plus the cost of the hexside crossed (Fence, Hedge, Wall
  "+1 when crossed"), plus the uphill cost (T88.1: a flat +1 when ``b`` is higher than
  ``a``, whatever the number of levels).  Overrides, in this order:

  - Blaze (T79), Water Barrier (T98) and any other "impassable" terrain: no entry.
  - Major Bridge (T80.1): enter or leave only across its two Road/Railway hexsides; entering
    along them costs the bridge's along-cost.  Any other hexside is impassable for every kind
    of movement (O16.3, O21.4; ambiguity 16 of 05).
  - Minor Bridge (T80.2): the along-cost if entered across a Road/Railway hexside, else the
    other terrain in the hex (ambiguity 15: the hex stays a Bridge hex).
  - Road, Railway, Trail (T93, T92, T96): the feature's along-cost if ``b`` was entered across
    a hexside the feature's artwork crosses, else the other terrain.  The along-cost replaces
    the *hex* cost only; a Wall/Hedge/Fence on that hexside still adds and so does the uphill
    +1 (T78.2 adds hexside costs to the hex cost; only F105.2 waives them).
  - Cliff (T83): a Move can never cross it (O21.4), an Advance can if the unit carries no
    Weapon (O16.2), a Retreat across it eliminates the unit (O23.3.5).
  - Trench link (F105.2): 1 MP from a Trench hex into an adjacent Trench/Bunker/Pillbox hex
    or from a Bunker/Pillbox hex into an adjacent Trench hex, whatever the terrain, hexside
    (not a Cliff) or climb; impassability still applies (ambiguity 20).  The unit cannot be
    Opportunity-Fired in the hex it enters this way: the edge carries ``trench_link``.
  - Wire (F106.2): entering a Wire hex ends the move; a unit that starts in Wire stops in the
    first hex it enters.  Advance and Retreat ignore Wire.
  - Mines (F103.1): every Move/Advance/Retreat into or out of a Mines hex is attacked; the
    graph only reports it (``mines_enter``/``mines_exit`` on the edge), the engine attacks.

  Every number comes from the Terrain Chart (``resources/terrain.json``); the only movement
  numbers in code are the two the chart does not hold yet (see ``TRENCH_LINK_MP`` and
  ``EXIT_MP``).

* **Road bonus (T93).**  A unit that enters a Road hex (any hex a line feature with a
  ``movement_bonus`` runs through) at any moment of a Move order gains +1 Movement for the rest
  of that order, once per order, whether or not it entered along the road.  Reading used for
  the entry into the first Road hex: that entry must be paid from the MP the unit had before
  the bonus ("for the rest of that Move order", scenario 17; O21.1 full payment); pass
  ``bonus_pays_entry=True`` for the other reading.  Starting in a Road hex earns nothing
  (the rule says "enters").  :meth:`MovementGraph.reachable` searches states (hex, bonus
  earned) so a longer route through a Road hex can beat a cheaper one that misses it.

* **No minimum move.**  O21.1 has no "always one hex" rule: a unit that cannot pay the full
  cost of a hex cannot enter it (it must wait for an Advance or a Rout).

* **Directions and edges (2.2, O18.2.2, O23.3).**  Compass directions are the hex directions
  1..6 = N, NE, SE, S, SW, NW of :mod:`cc_desktop.board.hexgrid`.  Edge distance is the number
  of hexes to the nearest hex of that map edge; a Retreat step must end strictly closer to the
  owner's friendly edge (O23.3).

No Qt here.  The object is built for one set of markers and fortifications; rebuild it when
they change (it is cheap: one pass over about 900 hexsides).
"""

from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Mapping

from cc_desktop.board.hexgrid import DIRECTIONS

if TYPE_CHECKING:  # pragma: no cover
    import networkx as nx

    from cc_desktop.board.mapfile import Board

# F105.2 "spends only 1 MP".  The Terrain Chart has no field for it yet; a ``link_move`` entry on
# the trenches fortification of the chart overrides this default.
TRENCH_LINK_MP = 1
# 7.2.1: leaving the map over the opponent's edge costs 1 MP (the grey border is one more hex).
EXIT_MP = 1
# T80.1, T80.2: the line features a bridge carries.
BRIDGE_LINES = ("road", "railway")

IMPASSABLE = "impassable"

Part = tuple[str, str]  # (rule id, text), e.g. ("T99", "woods 2")


# ----------------------------------------------------------------------------------------------
# Value types
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Edge:
    """Moving from hex ``a`` into the adjacent hex ``b``.

    ``cost`` is the MP a Move order pays (None: a Move may not cross), ``parts`` explains it.
    ``impassable`` means no movement of any kind (Move, Advance, Retreat) may cross: Blaze,
    Water Barrier, a Major Bridge's non-road hexside.  ``cliff`` marks a Cliff hexside, which a
    Move never crosses, an Advance only without a Weapon and a Retreat never (O23.3.5).
    """

    a: str
    b: str
    side: int  # the hexside of ``a`` that is crossed (1..6)
    cost: int | None
    parts: tuple[Part, ...]
    impassable: bool = False
    cliff: bool = False
    along: str | None = None  # the line feature (or "bridge") whose along-cost applied
    road_hex: bool = False  # b holds a line feature that earns the T93 bonus
    bonus: int = 0  # the T93 bonus b earns
    trench_link: bool = False  # F105.2 cost applied: no Opportunity Fire in b for this step
    wire_enter: bool = False  # F106.2: b holds Wire, a Move ends there
    wire_exit: bool = False  # F106.2: a holds Wire, a Move leaving it ends in b
    mines_enter: bool = False  # F103.1: Mine Attack on entering b
    mines_exit: bool = False  # F103.1: Mine Attack on leaving a

    @property
    def passable(self) -> bool:
        """Can a Move order cross it (O21.4)?"""
        return self.cost is not None

    @property
    def mine_attacks(self) -> int:
        """Mine Attacks this step triggers (F103.1: leaving one Mines hex and entering another
        are two attacks)."""
        return int(self.mines_exit) + int(self.mines_enter)


@dataclass(frozen=True, slots=True)
class RetreatOption:
    """One legal Retreat step (O23.3)."""

    hex: str
    distance: int  # hexes from the friendly edge after the step
    cost: int | None  # what a Move would pay (Retreat pays nothing, O23.3.1): for ranking only
    mines: bool  # the step triggers a Mine Attack (O23.3.4)


@dataclass(frozen=True, slots=True)
class _State:
    hex: str
    bonus: bool


# ----------------------------------------------------------------------------------------------
# The graph
# ----------------------------------------------------------------------------------------------
class MovementGraph:
    """Movement costs and searches over one :class:`~cc_desktop.board.mapfile.Board`.

    Inputs are the markers and fortifications in play: ``blaze`` (T79), ``wire`` (F106),
    ``mines`` (F103), ``trenches`` (F105), ``bunkers`` (F101), ``pillboxes`` (F104), each a set
    of hex ids, or ``fortifications`` = {hex: fortification id of the chart}.
    """

    def __init__(
        self,
        board: "Board",
        *,
        blaze: Iterable[str] = (),
        wire: Iterable[str] = (),
        mines: Iterable[str] = (),
        trenches: Iterable[str] = (),
        bunkers: Iterable[str] = (),
        pillboxes: Iterable[str] = (),
        fortifications: Mapping[str, str] | None = None,
        bonus_pays_entry: bool = False,
        base: "MovementGraph | None" = None,
        rubble: Mapping[str, int] | None = None,
        night_add: int = 0,
    ):
        """``base``: a graph of the same board and Blaze to start from; only the hexes whose
        Fortification differs, and the hexsides around them, are worked out again (a step's
        cost depends on its two hexes alone), so a game that lays Wire or Mines pays for a few
        hexes, not the whole map.  The optional rules: ``rubble`` (V1.1), the Rubble hexes and
        the Move Cost of each (2 + 1 per adjacent Rubble hex); ``night_add`` (V2.2), the MP
        added at night to the cost of a terrain type (not to a Road, Trail or Railway followed,
        a Bridge crossed along its road, a Trench link, a hexside or a climb)."""
        self.board = board
        self.grid = board.grid
        self.rubble: dict[str, int] = {self._check_hex(h): int(c) for h, c in (rubble or {}).items()}
        self.night_add = int(night_add)
        self.chart = board.chart
        self.bonus_pays_entry = bonus_pays_entry
        forts: dict[str, str] = {}
        for kind, hexes in (("wire", wire), ("mines", mines), ("trenches", trenches),
                            ("bunker", bunkers), ("pillbox", pillboxes)):
            for h in hexes:
                forts[self._check_hex(h)] = kind
        for h, kind in (fortifications or {}).items():
            forts[self._check_hex(h)] = kind
        unknown = sorted({k for k in forts.values() if k not in self.chart.fortifications})
        if unknown:
            raise ValueError(f"unknown fortification(s) {', '.join(unknown)}; "
                             f"expected one of {', '.join(self.chart.fortifications)}")
        self.fortifications: dict[str, str] = forts
        self.blaze: frozenset[str] = frozenset(self._check_hex(h) for h in blaze)
        fdefs = self.chart.fortifications
        self.wire: frozenset[str] = frozenset(h for h, k in forts.items() if fdefs[k].get("stops_movement"))
        self.mines: frozenset[str] = frozenset(h for h, k in forts.items() if "mine_attack_fp" in fdefs[k])
        self._trench = frozenset(h for h, k in forts.items() if fdefs[k].get("trench_link") == "trench")
        self._partner = frozenset(h for h, k in forts.items() if fdefs[k].get("trench_link") == "partner")
        self.trench_link_mp = next(
            (int(f["link_move"]) for f in fdefs.values() if f.get("trench_link") == "trench" and "link_move" in f),
            TRENCH_LINK_MP)
        self._bonus_lines = {k: ln.movement_bonus for k, ln in self.chart.lines.items() if ln.movement_bonus > 0}
        self._along_lines = [k for k, ln in self.chart.lines.items() if ln.move_along is not None]
        self._graph: nx.DiGraph | None = None  # built from the edges when first asked for
        if (base is not None and base.board is board and base.blaze == self.blaze
                and base.bonus_pays_entry == bonus_pays_entry and base.rubble == self.rubble
                and base.night_add == self.night_add):
            self._derive(base)
        else:
            self.edges: dict[tuple[str, str], Edge] = {}
            self._build()

    @property
    def graph(self) -> nx.DiGraph:
        """The graph as networkx holds it: a node per hex (terrain, level, blaze, wire, mines,
        fortification, road), an edge per step with its :class:`Edge` and its numbers.  Built
        on first use (the rules ask the edges alone)."""
        if self._graph is None:
            import networkx as nx  # only here: the rules never need it (a quicker start)

            graph = nx.DiGraph()
            b = self.board
            for h in self.grid.ids:
                hd = b.hexes[h]
                graph.add_node(h, terrain=hd.effective_terrain, level=hd.level, blaze=h in self.blaze,
                               wire=h in self.wire, mines=h in self.mines,
                               fortification=self.fortifications.get(h),
                               road=self._bonus_of(h) > 0)
            for (h, n), e in self.edges.items():
                graph.add_edge(h, n, cost=e.cost, side=e.side, impassable=e.impassable, cliff=e.cliff,
                               trench_link=e.trench_link, wire_stop=e.wire_enter or e.wire_exit,
                               mines=e.mine_attacks, edge=e)
            self._graph = graph
        return self._graph

    # -- construction -------------------------------------------------------------------------
    def _check_hex(self, h: str) -> str:
        if h not in self.grid:
            raise ValueError(f"hex {h} is not on map {self.board.id}")
        return h

    def _build(self) -> None:
        for h in self.grid.ids:
            for side, n in self.grid.neighbours(h).items():
                self.edges[(h, n)] = self._edge(h, n, side)

    def _derive(self, base: "MovementGraph") -> None:
        changed = {h for h in set(base.fortifications) | set(self.fortifications)
                   if base.fortifications.get(h) != self.fortifications.get(h)}
        self.edges = dict(base.edges)
        for h in changed:
            for side, n in self.grid.neighbours(h).items():
                back = next(s for s, m in self.grid.neighbours(n).items() if m == h)
                for a, b, sd in ((h, n, side), (n, h, back)):
                    self.edges[(a, b)] = self._edge(a, b, sd)

    def _bonus_of(self, h: str) -> int:
        """T93: the Movement bonus a unit earns by entering hex ``h``."""
        return max((v for k, v in self._bonus_lines.items() if self.board.has_line(h, k)), default=0)

    def _bridge_sides(self, h: str) -> set[str]:
        """T80: the neighbours of bridge hex ``h`` across its Road/Railway hexsides."""
        return {n for n in self.grid.neighbours(h).values()
                if any(self.board.crosses_line(h, n, f) for f in BRIDGE_LINES if f in self.chart.lines)}

    def _edge(self, a: str, b: str, side: int) -> Edge:
        board, chart = self.board, self.chart
        ha, hb = board.hexes[a], board.hexes[b]
        bonus = self._bonus_of(b)
        flags = dict(
            road_hex=bonus > 0, bonus=bonus,
            wire_enter=b in self.wire, wire_exit=a in self.wire,
            mines_enter=b in self.mines, mines_exit=a in self.mines,
        )
        notes: list[Part] = []
        if a in self.mines:
            notes.append(("F103.1", "mines: attack on leaving"))
        if b in self.mines:
            notes.append(("F103.1", "mines: attack on entering"))
        if b in self.wire:
            notes.append(("F106.2", "wire: the move ends here"))
        elif a in self.wire:
            notes.append(("F106.2", "leaving wire: the move ends here"))

        def blocked(part: Part, **extra) -> Edge:
            return Edge(a, b, side, None, (part, *notes), **{"impassable": True, **flags, **extra})

        # T79 Blaze: impassable.
        blaze = chart.markers.get("blaze", {})
        if b in self.blaze and blaze.get("move") == IMPASSABLE:
            return blocked((blaze.get("rule", "T79"), "blaze: impassable"))
        feat = board.hexside(a, b)
        hs = chart.hexsides[feat.feature] if feat else None
        if b in self.rubble and not (hs is not None and hs.move_add == IMPASSABLE):
            # V1.1: Rubble overrides the hex's terrain (its Bridge and Road too): 2 + adjacent Rubble
            cost = self.rubble[b] + self.night_add  # V2.2: Rubble is a terrain type
            parts: list[Part] = [("V1.1", f"rubble {self.rubble[b]}")]
            if self.night_add:
                parts.append(("V2.2", f"night +{self.night_add}"))
            if hs is not None and isinstance(hs.move_add, int) and hs.move_add:
                cost += hs.move_add
                parts.append((hs.rule, f"{hs.name.lower()} +{hs.move_add}"))
            if hb.level > ha.level:
                up = int(chart.hill["uphill_move_add"])
                cost += up
                parts.append(("T88.1", f"uphill +{up}"))
            return Edge(a, b, side, cost, (*parts, *notes), **flags)
        # T98 and any impassable terrain (a bridge outranks the water, T78.1).
        tb = board.terrain(b)
        if tb.move == IMPASSABLE:
            return blocked((tb.rule, f"{tb.name.lower()}: impassable"))
        # T80.1 Major Bridge: in and out only across its Road/Railway hexsides.
        for h, other, verb in ((b, a, "entered"), (a, b, "left")):
            if board.hexes[h].bridge == "major" and h not in self.rubble and other not in self._bridge_sides(h):
                br = chart.bridges["major"]
                return blocked((br.rule, f"{br.name.lower()}: {verb} only along its road/railway"))
        # T83 Cliff and any other hexside a Move cannot cross.
        if hs is not None and hs.move_add == IMPASSABLE:
            if "advance_without_weapon" not in hs.flags:
                return blocked((hs.rule, f"{hs.name.lower()}: impassable"))
            return Edge(a, b, side, None, ((hs.rule, f"{hs.name.lower()}: a Move cannot cross"), *notes),
                        cliff=True, **flags)

        # F105.2 Trench link: 1 MP whatever the terrain, hexside or climb.
        if (a in self._trench and (b in self._trench or b in self._partner)) or (
                a in self._partner and b in self._trench):
            return Edge(a, b, side, self.trench_link_mp,
                        (("F105.2", f"trench link {self.trench_link_mp}"), *notes), trench_link=True, **flags)

        parts: list[Part] = []
        cost: int | None = None
        along: str | None = None
        # T80.1 / T80.2: along a bridge's road/railway.
        if hb.bridge:
            br = chart.bridges[hb.bridge]
            if a in self._bridge_sides(b):
                cost, along = br.move_along, "bridge"
                parts.append((br.rule, f"{br.name.lower()} {cost} (along the road)"))
        # T93, T92, T96: entered across a hexside the line's artwork crosses.
        if cost is None:
            for f in self._along_lines:
                if board.crosses_line(a, b, f) and board.has_line(b, f):
                    ln = chart.lines[f]
                    cost, along = ln.move_along, f
                    parts.append((ln.rule, f"along {ln.name.lower()} {cost}"))
                    break
        # T78.2: the terrain in the hex ("other" for a bridge entered off its road, T80.2).
        if cost is None:
            t = chart.terrain[hb.terrain] if tb.move == "other" else tb
            if t.move == IMPASSABLE:
                return blocked((t.rule, f"{t.name.lower()}: impassable"))
            if not isinstance(t.move, int):
                raise ValueError(f"{b}: terrain {t.id} has no move cost of its own ({t.move!r})")
            cost = t.move
            parts.append((t.rule, f"{t.name.lower()} {cost}"))
            if self.night_add:  # V2.2: at night a terrain type costs more (a feature does not)
                cost += self.night_add
                parts.append(("V2.2", f"night +{self.night_add}"))
        # T78.2: hexside "+N when crossed".
        if hs is not None and isinstance(hs.move_add, int) and hs.move_add:
            cost += hs.move_add
            parts.append((hs.rule, f"{hs.name.lower()} +{hs.move_add}"))
        # T88.1: flat +1 to enter a higher hex; downhill and level cost nothing.
        if hb.level > ha.level:
            up = int(chart.hill["uphill_move_add"])
            cost += up
            parts.append(("T88.1", f"uphill +{up}"))
        return Edge(a, b, side, cost, (*parts, *notes), along=along, **flags)

    # -- single steps ---------------------------------------------------------------------------
    def edge(self, a: str, b: str) -> Edge:
        """The :class:`Edge` from ``a`` into the adjacent hex ``b``."""
        try:
            return self.edges[(a, b)]
        except KeyError:
            for h in (a, b):
                self._check_hex(h)
            raise ValueError(f"{a} and {b} are not adjacent") from None

    def cost(self, a: str, b: str) -> int | None:
        """MP a Move pays to enter ``b`` from the adjacent ``a`` (T78.2); None if a Move may not
        cross (O21.4)."""
        return self.edge(a, b).cost

    def why(self, a: str, b: str) -> list[Part]:
        """The cost of :meth:`cost` explained: ``[("T99", "woods 2"), ("T97", "wall +1")]``."""
        return list(self.edge(a, b).parts)

    def can_advance(self, a: str, b: str, *, carries_weapon: bool = False) -> bool:
        """O16.1-O16.3: one adjacent hex, MP ignored; never into an impassable hex or across a
        Major Bridge's non-road hexside; across a Cliff only without a Weapon.  (Enemy-occupied
        hexes are allowed: that is how Melee starts.)"""
        e = self.edge(a, b)
        if e.impassable:
            return False
        if e.cliff:
            return not carries_weapon
        return True

    def can_retreat(self, a: str, b: str) -> bool:
        """O23.3.1, O23.3.5: terrain costs and Wire are ignored, but an impassable hex, a Major
        Bridge's non-road hexside or a Cliff hexside cannot be retreated across."""
        e = self.edge(a, b)
        return not (e.impassable or e.cliff)

    def advance_targets(self, start: str, *, carries_weapon: bool = False) -> list[str]:
        """The hexes an Advance from ``start`` may enter (O16), in direction order."""
        return [n for n in self.grid.neighbours(start).values()
                if self.can_advance(start, n, carries_weapon=carries_weapon)]

    # -- searches (O21) -------------------------------------------------------------------------
    def _search(self, start: str, mp: int | None, road_bonus: bool, blocked: frozenset[str]):
        """Dijkstra over (hex, bonus earned) states.  Returns (spent, parent) per state."""
        self._check_hex(start)
        inf_budget = mp is None
        s0 = _State(start, False)
        spent: dict[_State, int] = {s0: 0}
        parent: dict[_State, _State | None] = {s0: None}
        done: set[_State] = set()
        tie = itertools.count()
        heap = [(0, next(tie), s0)]
        while heap:
            d, _, s = heapq.heappop(heap)
            if s in done:
                continue
            done.add(s)
            # F106.2: a unit that entered Wire has lost its MP; one that started in Wire stops in
            # the first hex it enters.
            if s.hex != start and (s.hex in self.wire or start in self.wire):
                continue
            for n in self.graph.successors(s.hex):
                if n in blocked:
                    continue  # O21.4: never into an enemy-occupied hex
                e = self.edges[(s.hex, n)]
                if e.cost is None:
                    continue
                nd = d + e.cost
                gained = road_bonus and not s.bonus and e.bonus > 0
                if not inf_budget:
                    budget = mp + self._bonus_amount(s)
                    if gained and self.bonus_pays_entry:
                        budget += e.bonus
                    if nd > budget:
                        continue  # O21.1: full payment only
                ns = _State(n, s.bonus or gained)
                if nd < spent.get(ns, 1 << 30):
                    spent[ns] = nd
                    parent[ns] = s
                    heapq.heappush(heap, (nd, next(tie), ns))
        return spent, parent

    def _bonus_amount(self, s: _State) -> int:
        """T93: +1 once per Move order.  Only Road has a bonus in the chart; were there several
        such features, the largest bonus would apply (never a sum)."""
        return max(self._bonus_lines.values(), default=0) if s.bonus else 0

    def reachable(self, start: str, mp: int, *, road_bonus: bool = True,
                  blocked: Iterable[str] = ()) -> dict[str, int]:
        """{hex: least MP spent to end a Move order there} for a unit in ``start`` with ``mp``
        Movement (O21), ``start`` included with 0.  Honours the Road bonus (T93, unless
        ``road_bonus`` is False), Wire stops (F106.2), impassable terrain, Cliffs and Major
        Bridges (O21.4) and the enemy-occupied hexes in ``blocked`` (O21.4).  The MP may exceed
        ``mp`` by the Road bonus."""
        spent, _ = self._search(start, mp, road_bonus, frozenset(blocked))
        out: dict[str, int] = {}
        for s, d in spent.items():
            if d < out.get(s.hex, 1 << 30):
                out[s.hex] = d
        return out

    def cheapest_path(self, a: str, b: str, mp: int | None = None, *, road_bonus: bool = True,
                      blocked: Iterable[str] = ()) -> list[str] | None:
        """The cheapest route from ``a`` to ``b`` as a list of hex ids (``a`` first), or None.

        With ``mp`` it is one Move order (O21): Road bonus, Wire stops and the MP limit apply.
        Without ``mp`` it is a planning route over the Move graph (networkx Dijkstra) that
        ignores Wire stops and the bonus; it still avoids ``blocked`` hexes."""
        self._check_hex(a)
        self._check_hex(b)
        blocked = frozenset(blocked) - {a}
        if a == b:
            return [a]
        if b in blocked:
            return None
        if mp is None:
            import networkx as nx

            def weight(u, v, data):
                return None if v in blocked else data["cost"]
            try:
                return nx.dijkstra_path(self.graph, a, b, weight=weight)
            except nx.NetworkXNoPath:
                return None
        spent, parent = self._search(a, mp, road_bonus, blocked)
        ends = [s for s in spent if s.hex == b]
        if not ends:
            return None
        s: _State | None = min(ends, key=lambda s: (spent[s], s.bonus))
        path = []
        while s is not None:
            path.append(s.hex)
            s = parent[s]
        return path[::-1]

    def path_cost(self, path: list[str]) -> int | None:
        """MP of a route (T78.2), None if any step is not a legal Move step."""
        total = 0
        for a, b in zip(path, path[1:]):
            c = self.cost(a, b)
            if c is None:
                return None
            total += c
        return total

    def mine_attacks(self, path: list[str]) -> list[tuple[str, str]]:
        """F103.1: the Mine Attacks a unit moving along ``path`` suffers, in order, as
        (mines hex, "exit" | "enter").  Passing through a Mines hex is attacked twice."""
        out = []
        for a, b in zip(path, path[1:]):
            e = self.edge(a, b)
            if e.mines_exit:
                out.append((a, "exit"))
            if e.mines_enter:
                out.append((b, "enter"))
        return out

    def exits(self, start: str, mp: int, edge: str, *, road_bonus: bool = True,
              blocked: Iterable[str] = ()) -> dict[str, int]:
        """7.2.1: {hex on ``edge``: MP spent including the 1 MP to step off the map} for every
        hex of that edge a Move order from ``start`` can leave the map from.  ``edge`` must be
        the opponent's edge (the caller's job; 7.2 forbids the others).  A unit that entered Wire
        has no MP left to exit (F106.2)."""
        if edge not in ("top", "bottom", "left", "right"):
            raise ValueError(f"unknown map edge {edge!r}")
        on_edge = set(self.grid.edge_hexes(edge))
        spent, _ = self._search(start, mp, road_bonus, frozenset(blocked))
        out: dict[str, int] = {}
        for s, d in spent.items():
            if s.hex not in on_edge:
                continue
            if s.hex != start and (s.hex in self.wire or start in self.wire):
                continue
            budget = mp + self._bonus_amount(s)
            if d + EXIT_MP <= budget and d + EXIT_MP < out.get(s.hex, 1 << 30):
                out[s.hex] = d + EXIT_MP
        return out

    # -- directions and edges (2.2, O18.2.2, O23.3) -----------------------------------------------
    def direction_hex(self, hex_id: str, direction: int, steps: int = 1) -> str | None:
        """The hex ``steps`` hexes away in compass ``direction`` (2.2: 1 = N ... 6 = NW), or None
        if the straight line leaves the map on the way (O18.2.2.3: even for a moment)."""
        if direction not in DIRECTIONS:
            raise ValueError(f"compass direction must be 1..6, not {direction}")
        if steps == 0:
            return self._check_hex(hex_id)
        line = self.grid.line(hex_id, direction, steps)
        return line[-1] if len(line) == steps else None

    def walk(self, hex_id: str, directions: Iterable[int]) -> str | None:
        """One hex per direction in turn; None as soon as a step leaves the map (O18.2.2.3)."""
        h: str | None = self._check_hex(hex_id)
        for d in directions:
            h = self.direction_hex(h, d, 1)
            if h is None:
                return None
        return h

    def drift(self, hex_id: str, white: int, coloured: int, *, hit: bool) -> str | None:
        """Spotting Round drift (O18.2.2.1, O18.2.2.2): on a hit one hex toward the white die then
        one toward the coloured die; on a miss ``coloured`` hexes straight toward the white die.
        None if the SR leaves the map at any step (O18.2.2.3)."""
        if hit:
            return self.walk(hex_id, (white, coloured))
        return self.direction_hex(hex_id, white, coloured)

    def drift_over_border(self, hex_id: str, white: int, coloured: int, *, hit: bool) -> tuple[str | None, tuple[str, ...]]:
        """V4 Off-Map Drift: the drift of :meth:`drift` on the map and one ring of border hexes
        around it (a Spotting Round past an edge hex stays on the border and may come back).
        Returns (the on-map hex it ends in, ()), or (None, the on-map hexes next to the border
        hex it ends in), or (None, ()) if it went beyond the border ring (the base rule)."""
        grid = self.grid
        h = grid.hex(hex_id)
        steps = (white, coloured) if hit else (white,) * coloured
        for d in steps:
            if d not in DIRECTIONS:
                raise ValueError(f"compass direction must be 1..6, not {d}")
            h = grid.step(h, d)
            if not grid.on_map(h) and not any(grid.on_map(grid.step(h, e)) for e in DIRECTIONS):
                return None, ()  # beyond the border ring: removed (O18.2.2.3)
        if grid.on_map(h):
            return h.id, ()
        return None, tuple(sorted({grid.step(h, e).id for e in DIRECTIONS if grid.on_map(grid.step(h, e))},
                                  key=grid.index.get))

    def edge_distance(self, hex_id: str, edge: str) -> int:
        """Hexes from ``hex_id`` to the nearest hex of map ``edge`` (0 on that edge)."""
        self._check_hex(hex_id)
        return self.grid.edge_distance(hex_id, edge)

    def nearest_edge_hexes(self, hex_id: str, edge: str) -> list[str]:
        """The hexes of ``edge`` at :meth:`edge_distance` from ``hex_id``."""
        d = self.edge_distance(hex_id, edge)
        return [e for e in self.grid.edge_hexes(edge) if self.grid.distance(hex_id, e) == d]

    def toward_edge(self, hex_id: str, edge: str) -> list[str]:
        """The neighbours one hex closer to ``edge`` (terrain ignored), in direction order."""
        d = self.edge_distance(hex_id, edge)
        return [n for n in self.grid.neighbours(hex_id).values() if self.grid.edge_distance(n, edge) == d - 1]

    def retreat_steps(self, hex_id: str, friendly_edge: str, blocked: Iterable[str] = ()) -> list[RetreatOption]:
        """O23.3: the legal next hexes of a Retreat, best first.

        Each must be strictly closer to the friendly edge; not ``blocked`` (enemy-occupied: the
        unit would surrender, O23.3.5); not impassable, not across a Cliff or a Major Bridge's
        non-road hexside (O23.3.5, ambiguity 16 of 05).  Wire is ignored (O23.3.3), MP are not
        spent (O23.3.1).  Ranked by what a Move would pay, then no Mine Attack first (O23.3.4),
        then hex id, so the owner's usual choice comes first; any of them is legal.  An empty
        list means the unit is eliminated if it must retreat (O23.3, O23.3.5)."""
        blocked = frozenset(blocked)
        opts = []
        for n in self.toward_edge(hex_id, friendly_edge):
            if n in blocked or not self.can_retreat(hex_id, n):
                continue
            e = self.edge(hex_id, n)
            opts.append(RetreatOption(n, self.grid.edge_distance(n, friendly_edge), e.cost, e.mine_attacks > 0))
        return sorted(opts, key=lambda o: (o.cost if o.cost is not None else 1 << 20, o.mines, o.hex))

    def retreat_options(self, hex_id: str, friendly_edge: str, blocked: Iterable[str] = ()) -> list[str]:
        """The hex ids of :meth:`retreat_steps`, best first."""
        return [o.hex for o in self.retreat_steps(hex_id, friendly_edge, blocked)]

    def retreat_paths(self, hex_id: str, friendly_edge: str, hexes: int,
                      blocked: Iterable[str] = ()) -> list[list[str]]:
        """Every legal Retreat of exactly ``hexes`` hexes (O23.2, O23.3), each path without the
        start hex.  Empty if none exists: the unit is then eliminated (forced off its own edge,
        into the enemy, into impassable terrain or across a Cliff, O23.3.5)."""
        blocked = frozenset(blocked)
        out: list[list[str]] = []

        def go(h: str, path: list[str]) -> None:
            if len(path) == hexes:
                out.append(path)
                return
            for n in self.retreat_options(h, friendly_edge, blocked):
                go(n, path + [n])

        if hexes <= 0:
            return [[]]
        go(hex_id, [])
        return out

    @property
    def move_graph(self) -> nx.DiGraph:
        """A view of :attr:`graph` with only the edges a Move order may cross."""
        import networkx as nx

        return nx.subgraph_view(self.graph, filter_edge=lambda u, v: self.graph[u][v]["cost"] is not None)


__all__ = ["EXIT_MP", "Edge", "MovementGraph", "RetreatOption", "TRENCH_LINK_MP"]
