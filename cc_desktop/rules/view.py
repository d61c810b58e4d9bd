"""What one player may see of the game (hotseat privacy): :class:`SideView`.

    view = game.view("axis")     # the Axis player's view, read from the game as it is now
    view.hand                    # (12, 17, 30): his own cards
    view.player("allies").hand_count, view.secret_chit_count("allies")
    view.units_in("E5"), view.fortifications, view.cover("B4")
    view.pending                 # the decision, if it is the Axis player's
    view.log.line(i)             # a line of the log he may see (None: one he may not)
    view.move_query(unit)        # where the unit moving now may go (cc_desktop.rules.reach)
    view.fire_preview("E5")      # the attack on E5 in parts, or why E5 is no target (fire.preview)

It is built on what :meth:`Game.view_for` allows (the same projection, tests/rules/test_view.py
checks they agree) but copies nothing: each accessor reads the game when asked, so a view costs
the same to build at move 10 and at move 1,000 (the window makes one at every redraw).  Nothing
it offers leads to the other side's hand, to his secret chits, to the order of either draw pile
or to a hidden set-up (F100.1): the game it reads is kept out of reach of its public names.

``game.view(None)`` is the referee's view: the whole game, nothing hidden (for the tests and the
command line, which render any line of the log; the window never makes one).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cc_desktop.rules import reach
from cc_desktop.rules.hidden import hidden_from
from cc_desktop.rules.state import other


@dataclass(frozen=True)
class PlayerInfo:
    """A side's cards and tracks as the viewer may know them: his own hand (``hand``; None for
    the other's, of which only ``hand_count`` is known), the size of the draw pile (its order is
    nobody's to know), the discard pile (public, 1.2; the top last), the Casualty Track."""

    side: str
    posture: str
    hand_size: int
    orders: int
    discard_limit: int
    edge: str
    surrender: int
    hand: tuple[int, ...] | None
    hand_count: int
    draw_count: int
    discard: tuple[int, ...]
    casualties: tuple[str, ...]
    radio: Any = None  # the side's Radio (its type, FP and whether broken: public), if any


class SideLog:
    """The game's log as a side may see it, read when asked: ``len()`` is the number of lines of
    the game, :meth:`line` the line at an index if the side may see it (None if not: a card drawn
    by the other side), as :meth:`GameEvent.visible` says.  The lines are the game's own (a saved
    log stays unread until a line is asked for)."""

    __slots__ = ("__game", "side")

    def __init__(self, game, side: str | None):
        self.__game = game
        self.side = side

    def __len__(self) -> int:
        return len(self.__game.log)

    def line(self, index: int):
        event = self.__game.log[index]
        return event if self.side is None or event.visible(self.side) else None

    def visible(self, index: int) -> bool:
        return self.side is None or self.__game.log[index].visible(self.side)

    def since(self, start: int) -> list:
        """The lines from index ``start`` on that the side may see (the lines of the last moves)."""
        return [e for e in self.__game.log[start:] if self.side is None or e.visible(self.side)]


class SideView:
    """What ``side`` may see of a game now (see the module's docstring)."""

    __slots__ = ("__game", "side", "_hidden", "_legal")

    def __init__(self, game, side: str | None):
        if side not in (None, "axis", "allies"):
            raise ValueError(f"unknown side {side!r}")
        self.__game = game
        self.side = side
        self._hidden: frozenset[str] | None = None  # the units of a hidden set-up (made when asked)
        self._legal: tuple | None = None  # (the decision and the moves made, its legal moves)

    @property
    def other(self) -> str | None:
        return other(self.side) if self.side else None

    # -- the battle (content: public) ---------------------------------------------------------
    @property
    def scenario(self):
        return self.__game.scenario

    @property
    def board(self):
        return self.__game.board

    @property
    def grid(self):
        return self.__game.grid

    @property
    def objective_hexes(self) -> dict[int, str]:
        """The hex of each Objective marker on the map (7.3.1)."""
        return dict(self.__game.board.objectives)

    @property
    def variants(self) -> frozenset[str]:
        """The optional rules V1-V20 this game is played with (agreed before it began: public)."""
        return self.__game.variants

    # -- the tracks ---------------------------------------------------------------------------
    def _st(self):
        return self.__game.state

    phase = property(lambda self: self._st().phase)
    turn = property(lambda self: self._st().turn)
    time = property(lambda self: self._st().time)
    sudden_death = property(lambda self: self._st().sudden_death)
    vp = property(lambda self: self._st().vp)  # 4.1.1: positive towards the Axis
    initiative = property(lambda self: self._st().initiative)
    active = property(lambda self: self._st().active)
    orders_given = property(lambda self: self._st().orders_given)
    over = property(lambda self: self._st().over)
    winner = property(lambda self: self._st().winner)
    end_reason = property(lambda self: self._st().end_reason)

    @property
    def vp_sources(self) -> tuple[tuple[str, int, str], ...]:
        """(side, VP, source) of every VP scored so far (public: the VP track moved each time)."""
        return tuple(self._st().vp_sources)

    @property
    def objectives(self) -> dict[int, str | None]:
        """Objective number -> the side that controls it (7.3.1)."""
        return dict(self._st().objectives)

    def objective_value(self, number: int) -> int:
        return self._st().objective_value(number)

    @property
    def open_chits(self) -> list:
        """The open Objective chits (7.3.2), as chits."""
        return list(self.__game.open_chits)

    @property
    def secret_chits(self) -> list:
        """The viewer's own secret Objective chits (7.3.3); the referee's: both sides'."""
        chits = self.__game.secret_chits
        if self.side is None:
            return [c for s in ("axis", "allies") for c in chits.get(s, [])]
        return list(chits.get(self.side, []))

    def secret_chit_count(self, side: str) -> int:
        return len(self._st().secret_chits.get(side, []))

    # -- the decision -------------------------------------------------------------------------
    @property
    def deciding(self) -> str | None:
        """The side the game waits for (None: the game is over); who decides is public."""
        d = self.__game.pending
        return d.player if d is not None else None

    @property
    def pending(self):
        """The pending decision, if it is the viewer's (a decision of the other side may be about
        what only he knows)."""
        d = self.__game.pending
        return d if d is not None and (self.side is None or d.player == self.side) else None

    def legal_moves(self) -> list:
        """The legal moves of the viewer's pending decision (none while the other side decides);
        worked out once for a decision (every panel of a redraw asks)."""
        d = self.pending
        if d is None:
            return []
        key = (d, len(self.__game.moves))
        if self._legal is None or self._legal[0][0] is not d or self._legal[0][1] != key[1]:
            self._legal = (key, self.__game.legal_moves())
        return list(self._legal[1])

    @property
    def prefs(self) -> frozenset[str]:
        """The viewer's own standing choices: the reaction windows he asks to be offered (A24;
        the other side's are not his to see)."""
        return frozenset(self.__game.prefs[self.side]) if self.side else frozenset()

    def move_query(self, unit_id: str, group: bool = False) -> "reach.MoveQuery | None":
        """Where the viewer's unit (its group) may go at his pending Move decision: the Move
        query (:func:`cc_desktop.rules.reach.query`); None when it does not move now."""
        if self.pending is None or self.pending.kind not in ("mover", "step"):
            return None
        return reach.query(self.__game, self.pending.player, unit_id, group)

    def fire_preview(self, hex_id: str | None = None):
        """The Fire preview at the viewer's pending Fire decision (:func:`cc_desktop.rules.fire.preview`):
        at the choice of a target, the attack on ``hex_id`` in parts (each with its rule: every
        piece's FP, the Fire Group, Hindrance and what hinders, height, Actions; each defender's
        Morale and Cover) or why it is no target; while the Fire Group is formed, the attack being
        prepared.  The same functions the resolution adds up.  None at another decision."""
        from cc_desktop.rules import fire

        return fire.preview(self.__game, self.pending, hex_id, self.side)

    # -- units and markers --------------------------------------------------------------------
    def _hidden_units(self) -> frozenset[str]:
        if self._hidden is None:
            self._hidden = frozenset(self.__game.hidden_units_from(self.side)) if self.side else frozenset()
        return self._hidden

    def unit(self, unit_id: str):
        """The unit, if the viewer may see it (not one of a hidden set-up of the other side)."""
        u = self._st().units.get(unit_id)
        return u if u is not None and u.id not in self._hidden_units() else None

    def units(self) -> list:
        """Every unit the viewer may see, wherever it is (map, set-up, tracks), in play order."""
        hidden = self._hidden_units()
        return [u for u in self._st().units.values() if u.id not in hidden]

    def on_map(self, side: str | None = None) -> list:
        hidden = self._hidden_units()
        return [u for u in self._st().index().on_map.get(side, ()) if u.id not in hidden]

    def units_in(self, hex_id: str, side: str | None = None) -> list:
        hidden = self._hidden_units()
        return [u for u in self._st().index().by_hex.get((hex_id, side), ()) if u.id not in hidden]

    def weapon(self, weapon_id: str):
        return self._st().weapons.get(weapon_id)

    def holder(self, weapon_id: str):
        """The visible unit that carries the Weapon (None: nobody the viewer sees)."""
        u = self._st().index().carrier.get(weapon_id)
        return u if u is not None and u.id not in self._hidden_units() else None

    @property
    def activated(self) -> frozenset[str]:
        """The units activated this Turn (O14.1)."""
        return frozenset(self._st().activated_units)

    @property
    def smoke(self) -> dict[str, int]:
        return dict(self._st().smoke)

    @property
    def blaze(self) -> frozenset[str]:
        return frozenset(self._st().blaze)

    @property
    def rubble(self) -> frozenset[str]:
        """The hexes with a Rubble marker (V1)."""
        return frozenset(self._st().rubble)

    @property
    def starshells(self) -> tuple[str, ...]:
        """The hex of each Starshell marker on the map, as placed (V3; two may share a hex)."""
        return tuple(self._st().starshells)

    @property
    def fortifications(self) -> dict[str, str]:
        """Hex -> Fortification, those of a hidden set-up of the other side left out (F100.1)."""
        forts = self._st().fortifications
        unseen = hidden_from(self.__game, self.side) if self.side else ()
        return {h: k for h, k in forts.items() if h not in unseen}

    def cover(self, hex_id: str) -> int:
        """The hex's Cover as the viewer knows it (T78.3, F100)."""
        if self.side is None:
            return self._st().cover(hex_id)
        return self.__game.cover_seen_by(hex_id, self.side)

    def markers(self):
        """The Smoke and Blaze on the map, as the LOS engine takes them (10)."""
        return self.__game.markers()

    def los(self, a: str, b: str):
        """The line of sight from ``a`` to ``b`` with the markers now on the map, explained (10)."""
        return self.__game.board.los(a, b, self.__game.markers())

    def sees(self, hex_id: str) -> dict[str, tuple[str, int]]:
        """What ``hex_id`` sees: every hex's (clear / hindered / blocked, hindrance), from the LOS
        table with the markers now on the map (10)."""
        g = self.__game
        markers = g.markers()
        return {h: g.los_table.lookup(hex_id, h, markers) for h in g.grid.ids}

    # -- cards --------------------------------------------------------------------------------
    @property
    def hand(self) -> tuple[int, ...]:
        """The viewer's own hand, by number (the referee's: empty)."""
        return tuple(sorted(self._st().players[self.side].hand)) if self.side else ()

    def player(self, side: str) -> PlayerInfo:
        p = self._st().players[side]
        mine = self.side is None or side == self.side
        return PlayerInfo(side, p.posture, p.hand_size, p.orders, p.discard_limit, p.edge, p.surrender,
                          tuple(sorted(p.hand)) if mine else None, len(p.hand), len(p.draw), tuple(p.discard),
                          tuple(p.casualties), p.radio)

    def card(self, side: str, number: int):
        """Card ``number`` of ``side``'s deck (the decks are printed: every face is known, 1.2).
        A card of the other side that is not face up in his discard pile is given as printed,
        so that a card re-printed by hand (a test, a puzzle) says nothing of where it is."""
        p = self._st().players[side]
        if self.side is None or side == self.side or number in p.discard:
            return p.cards.get(number)
        return p.printed.get(number) or p.cards.get(number)

    # -- the log ------------------------------------------------------------------------------
    @property
    def log(self) -> SideLog:
        return SideLog(self.__game, self.side)
