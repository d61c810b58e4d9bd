"""Helpers of the rules tests (tests/rules/test_variants_*.py, test_orders.py and the modules that
import from it): exact positions (with a set of optional rules), cards, and the steps of a Fire
Order."""

from __future__ import annotations

import dataclasses

import pytest

from cc_desktop.rules import testing
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.messages import IllegalMove

NO_WINDOWS = {"axis": (), "allies": ()}


def setup(units: dict, variants=(), scenario: str = "test-skirmish", prefs: dict | None = None) -> Game:
    """``testing.position`` with ``variants``, no Objective VP (exact VP arithmetic)."""
    g = testing.position(units, scenario=scenario, prefs=prefs or NO_WINDOWS, variants=variants)
    g.state.objective_values.clear()
    g.state.open_chits = []
    return g


def uid(g: Game, hex_id: str, type_id: str | None = None) -> str:
    return testing.unit_at(g, hex_id, type_id).id


def wid(g: Game, hex_id: str, type_id: str | None = None) -> str:
    return testing.unit_at(g, hex_id, type_id).weapon


def options(g: Game, kind: str | None = None) -> set[Move]:
    return {m for m in g.legal_moves() if kind is None or m.kind == kind}


def order(g: Game, side: str, name: str) -> list:
    """Put a card with Order ``name`` in hand (re-printing the lowest card) and play it."""
    card = testing.hand(g, side, name)[0]
    return g.apply(Move("order", card, name))


def action_card(g: Game, side: str, action: str, index: int = 0) -> int:
    """Re-print the ``index``-th highest card of ``side``'s hand to show ``action`` (its Order
    Command Confusion)."""
    player = g.state.players[side]
    number = sorted(player.hand)[-1 - index]
    player.cards[number] = dataclasses.replace(player.cards[number], action=action, order="command_confusion")
    testing.touch(g)
    return number


def plain_hand(g: Game, side: str) -> None:
    """Re-print ``side``'s hand so that no card shows an Action usable in a Fire attack (each
    shows Ambush and the Order Move)."""
    player = g.state.players[side]
    for n in player.hand:
        player.cards[n] = dataclasses.replace(player.cards[n], action="ambush", order="move")
    testing.touch(g)


def refused(g: Game, move: Move) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        g.apply(move)
    return info.value


def params(events, kind: str) -> list[dict]:
    return [e.message.args for e in events if e.kind == kind]


def codes(events) -> list[str]:
    return [e.message.code for e in events]


def fire(g: Game, side: str, activate: str, target: str, pieces, attack=None, defense=None, targeting=None,
         add=()) -> list:
    """A Fire Order: activate ``activate``, fire ``pieces`` at ``target``; the next rolls of
    the firer (``targeting`` then ``attack``) and of the defender (``defense``) stacked.
    ``add``: the units a Leader activates with him.  Returns the events from the 'fire' move on."""
    order(g, side, "fire")
    g.apply(Move("activate", activate))
    for u in add:
        g.apply(Move("add", u))
    if g.pending.kind == "add":
        g.apply(Move("done"))
    g.apply(Move("target", target))
    for p in pieces:
        g.apply(Move("with", p))
    mine = [r for r in (targeting, attack) if r is not None]
    if mine:
        testing.stack(g, side, *mine)
    if defense is not None:
        testing.stack(g, "allies" if side == "axis" else "axis", *([defense] if isinstance(defense[0], int) else defense))
    events = g.apply(Move("fire"))
    while g.pending is not None and g.pending.kind == "fire_actions":
        events += g.apply(Move("roll"))
    return events


#: a broken Allied Squad in O1 (Open Ground, Morale 6): a Rout roll 1+1 against it shows
#: Event! and does nothing itself (tests/rules/test_events_a.py does the same)
TRIGGER = ("blue_infantry_squad", "O1", None, {"broken": True})


def trigger(g: Game, event: str, *rolls: tuple, side: str = "axis", **card) -> list:
    """Event ``event`` for ``side`` through a real roll (a Rout of the TRIGGER Squad);
    ``card`` changes the Event's card (``wind=3``); ``rolls``: the reveals after it."""
    st = g.state
    testing.stack(g, side, (1, 1, "event"), (1, 1), *rolls)
    number = testing.event_card(g, side, 1, event)
    if card:
        p = st.players[side]
        p.cards[number] = dataclasses.replace(p.cards[number], **card)
    events = order(g, side, "rout")
    events += g.apply(Move("rout", "allies"))
    events += g.apply(Move("rout_roll", uid(g, "O1")))
    return events
