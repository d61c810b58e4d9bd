"""Helpers to set up exact positions and exact cards for rules tests (and for examples).

    g = testing.position(units={"axis": [("red_rifle_squad", "C4")], "allies": [...]})
    testing.stack(g, "axis", (3, 4), (6, 6, "event"))   # the next two rolls of the Axis
    testing.hand(g, "axis", "fire", "move")              # cards with these Orders in hand
    g.apply(Move("order", card, "fire"))

A position is a real game of the scenario whose set-up is done; the helpers then rearrange the
state (units, decks) the way a player would set up a table by hand, and the game begins there
(``Game.rebase``: a position in the format of docs/position-format.md, so a position made here
can be saved, opened and replayed).  Nothing here is used by the engine itself.
"""

from __future__ import annotations

import dataclasses
from typing import Iterable

from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.state import ON_MAP, TIME_TRACK, Unit, Weapon
from cc_desktop.rules import victory


def touch(g: Game) -> None:
    """The position was changed by hand: recompute the pending decision's options; a position
    made by hand before any move (:func:`position`) is the game's start again (``Game.rebase``),
    so it can be saved, opened and replayed."""
    if g.pending is not None:
        g.pending.refresh()
    if g.start_position is not None and not g.moves and g.can_take_position():
        g.rebase()


def new_game(scenario: str = "test-skirmish", seed: int = 0, prefs: dict | None = None,
             options: dict | None = None, variants: Iterable[str] = ()) -> Game:
    """A game with its set-up done (each unit in the first legal hex) at the first Turn;
    ``options``: the named rule options (``game.RULE_OPTIONS``) that differ from the defaults;
    ``variants``: the optional rules V1-V20 of the game (none unless named)."""
    g = Game.new(scenario, seed=seed, prefs=prefs or {"axis": (), "allies": ()}, options=options,
                 variants=variants)
    while g.pending is not None and g.pending.kind in SETUP_STEPS:
        g.apply(g.pending.options[0])
    return g


#: the decisions before the first Turn that ``new_game`` answers with their first option: the
#: set-up, and the optional rules' set-up choices and first window, declined (V8, V11, V16)
SETUP_STEPS = ("setup", "setup_deploy", "mortar_spotter", "command_flexibility")


def position(units: dict[str, Iterable[tuple]] | None = None, scenario: str = "test-skirmish", seed: int = 0,
             prefs: dict | None = None, active: str | None = None, options: dict | None = None,
             variants: Iterable[str] = ()) -> Game:
    """A game whose map holds exactly ``units``: per side a list of (unit type id, hex) or
    (unit type id, hex, weapon type id) or (unit type id, hex, weapon, {"broken": True, ...}).
    All other units of the scenario are taken off the board (to the Time Track far ahead)."""
    g = new_game(scenario, seed, prefs, options, variants)
    st = g.state
    if units is not None:
        for u in st.units.values():
            u.location, u.hex, u.time = TIME_TRACK, None, 10_000
        st.fortifications.clear()  # an exact position: the scenario's Fortifications go too
        getattr(st, "setup_fortifications", {}).clear()
        for side, entries in units.items():
            for entry in entries:
                add_unit(g, side, *entry)
        victory.update_objectives(g)
    g.rebase()  # the position made by hand is where this game begins
    touch(g)
    if active and active != st.active:
        raise ValueError("the first Turn belongs to the scenario's first player")
    return g


def add_unit(g: Game, side: str, type_id: str, hex_id: str, weapon: str | None = None, flags: dict | None = None) -> Unit:
    st = g.state
    nation = g.scenario.side(side).nation
    n = len(st.units) + 1
    uid = f"t{n}-{type_id}"
    u = Unit(uid, side, nation.units[type_id], location=ON_MAP, hex=hex_id)
    if weapon:
        wid = f"t{n}w-{weapon}"
        st.weapons[wid] = Weapon(wid, side, nation.weapons[weapon])
        u.weapon = wid
    for k, v in (flags or {}).items():
        setattr(u, k, v)
    st.units[uid] = u
    touch(g)
    return u


def unit_at(g: Game, hex_id: str, type_id: str | None = None) -> Unit:
    us = [u for u in g.state.units_in(hex_id) if type_id is None or u.type.id == type_id]
    if len(us) != 1:
        raise LookupError(f"{len(us)} units of type {type_id} in {hex_id}")
    return us[0]


def stack(g: Game, side: str, *rolls: tuple) -> list[int]:
    """Make the next reveals of ``side`` show these dice: each roll is (d1, d2) or
    (d1, d2, trigger) or (d1, d2, trigger, random_hex).  The top cards of the draw pile are
    re-printed (the deck keeps 72 cards).  Returns the card numbers, in reveal order."""
    player = g.state.players[side]
    numbers = []
    for i, roll in enumerate(rolls):
        number = player.draw[-1 - i]
        d1, d2 = roll[0], roll[1]
        trig = roll[2] if len(roll) > 2 else None
        changes = {"dice": (d1, d2), "trigger": trig}
        if len(roll) > 3:
            changes["random_hex"] = roll[3]
        player.cards[number] = dataclasses.replace(player.cards[number], **changes)
        numbers.append(number)
    touch(g)
    return numbers


def event_card(g: Game, side: str, depth: int, event: str) -> int:
    """Re-print the card ``depth`` places below the top (0 = top) to show ``event``."""
    player = g.state.players[side]
    number = player.draw[-1 - depth]
    player.cards[number] = dataclasses.replace(player.cards[number], event=event)
    touch(g)
    return number


def hand(g: Game, side: str, *orders: str) -> list[int]:
    """Re-print the cards in ``side``'s hand so that they show these Orders (in order)."""
    player = g.state.players[side]
    numbers = sorted(player.hand)[: len(orders)]
    for number, order in zip(numbers, orders):
        action = "fire" if order == "fire" else ("ambush" if player.cards[number].action == "fire" else player.cards[number].action)
        player.cards[number] = dataclasses.replace(player.cards[number], order=order, action=action)
    touch(g)
    return numbers


def play(g: Game, *moves) -> list:
    """Apply moves given as Move objects or strings; returns all events."""
    events = []
    for m in moves:
        events += g.apply(m if isinstance(m, Move) else Move.parse(m))
    return events


def choose(g: Game, kind: str, *args) -> list:
    """Apply the pending option of ``kind`` whose args start with ``args``."""
    for m in g.legal_moves():
        if m.kind == kind and m.args[: len(args)] == tuple(args):
            return g.apply(m)
    raise LookupError(f"no option {kind} {args} in {[str(m) for m in g.pending.options]}")
