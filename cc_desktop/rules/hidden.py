"""The Hidden Actions (A35) of the scenario's Defender: Hidden Mines and Wire after an enemy step,
Hidden Entrenchments and Pillbox before a Defense roll, Hidden Unit after a Pass."""

from __future__ import annotations


from cc_desktop.rules import (activation, fate, fortifications, units, victory)
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (ON_MAP, Unit,
                                    Weapon, other)

#: A35: the Hidden Actions, the Fortification each places, and the window ids players choose.
HIDDEN_FORTIFICATION = {"hidden_entrenchments": "foxholes", "hidden_mines": "mines",
                        "hidden_pillbox": "pillbox", "hidden_wire": "wire"}
HIDDEN_RULE = {"hidden_entrenchments": "A35.1", "hidden_mines": "A35.2", "hidden_pillbox": "A35.3",
               "hidden_unit": "A35.4", "hidden_wire": "A35.5"}
HIDDEN_WINDOWS = ("hidden_mines", "hidden_wire", "hidden_entrenchments", "hidden_pillbox", "hidden_unit")
STEP_ACTIONS = ("hidden_mines", "hidden_wire")  # A35.2, A35.5: after a Move / Advance step
DEFENSE_ACTIONS = ("hidden_entrenchments", "hidden_pillbox")  # A35.1, A35.3: before a Defense roll


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "hidden_placed": "{player} places {fortification} in {hex}",
    "hidden_hex_refused": "{action} cannot be played in {hex}: {reason}",
    "hidden_unit_roll": "Support Table roll {total}: column {rolls}",
    "hidden_unit_item": "{player} takes {item} from his Support Table",
    "hidden_unit_placed": "{unit} appears in {hex}",
    "hidden_unit_none": "Hidden Unit: {reason}; no effect",
    "movement_lost": "{unit} loses all remaining MP in the Wire in {hex}",
}


def hidden_from(g, side: str) -> set[str]:
    """The Fortification hexes ``side`` may not see now: the opponent's, placed in a hidden
    set-up, until the first Turn begins (like his units)."""
    st = g.state
    opp = other(side)
    if st.turn != 0 or not g.scenario.side(opp).hidden_setup:
        return set()
    return {h for h, owner in st.setup_fortifications.items() if owner == opp and h in st.fortifications}


# A35 Hidden Actions
def hidden_cards(g, side: str, actions) -> list[Move]:
    player = g.state.players[side]
    return [Move("action", c, player.cards[c].action) for c in sorted(player.hand)
            if player.cards[c].action in actions]


def why_not_hidden_hex(g, action: str, hex_id: str) -> str | None:
    """A35 general, A35.1, A35.3: why ``action`` may not place its marker in ``hex_id``."""
    st = g.state
    kind = HIDDEN_FORTIFICATION[action]
    if action == "hidden_pillbox":  # A35.3: an Objective hex; the Pillbox not yet in play
        if not any(hex_id in hexes for hexes in g.objective_hexes.values()):
            return "not an Objective hex"
        if kind in st.fortifications.values():
            return "the Pillbox is already in play"
    if action == "hidden_entrenchments" and g.board.hexes[hex_id].terrain == "building":
        return "a Building hex"  # A35.1
    return fortifications.why_not_fortification(g, hex_id, kind, pool=True)


def why_not_hidden(g, side: str, move: Move, hex_id: str, allowed: tuple[str, ...]):
    """The refusal of a move in a Hidden Action window (1.5, A35)."""
    if move.kind != "action" or len(move.args) < 2:
        return None
    card, action = move.args[0], str(move.args[1])
    player = g.state.players[side]
    if card not in player.hand:
        return msg("1.5", "card_not_in_hand", card=card, player=side)
    if player.cards[card].action != action:
        return msg(HIDDEN_RULE.get(action, "A24"), "card_not_action", action=action)
    if action not in allowed:
        why = why_not_hidden_hex(g, action, hex_id) if action in HIDDEN_FORTIFICATION else None
        return msg(HIDDEN_RULE.get(action, "A24"), "hidden_hex_refused", action=action, hex=hex_id,
                   reason=why or "not at this moment")
    return None


def hidden_window(g, side: str, kind: str, actions: tuple[str, ...], hex_id: str, unit: str):
    """Offer ``side`` (the scenario Defender) the Hidden Actions of ``actions`` that he asked
    to be offered (prefs) and that the public state allows in ``hex_id``.  Returns the
    Action played, or None.  ``unit``: the (first) enemy unit the window is about, named in
    the decision with the hex so the window can show where and what."""
    if side != g.scenario.defender:  # A35: the scenario Defender only
        return None
    allowed = tuple(a for a in actions if a in g.prefs[side] and why_not_hidden_hex(g, a, hex_id) is None)
    if not allowed:
        return None
    options = (Move("decline"),) + tuple(hidden_cards(g, side, allowed))
    move = yield Decision(side, kind, options, about={"hex": hex_id, "unit": unit, "actions": allowed},
                          window=True,
                          why_not=activation.in_order(g, lambda m: why_not_hidden(g, side, m, hex_id, allowed)))
    if move.kind == "decline":
        return None
    card, action = move.args[0], str(move.args[1])
    activation.play_action(g, side, card, action)
    kind_ = HIDDEN_FORTIFICATION[action]
    g.state.fortifications[hex_id] = kind_
    g.state.setup_fortifications.pop(hex_id, None)
    g.emit("fortification", msg(HIDDEN_RULE[action], "hidden_placed", player=side, fortification=kind_,
                                   hex=hex_id))
    return action


def hidden_step_window(g, units: list[Unit], hex_id: str, how: str):
    """A35.2, A35.5 (O21.5, O21.6, ambiguity 8 of 03): right after enemy units Move or
    Advance into ``hex_id``, before any Op Fire at that expenditure, the Defender may play
    Hidden Mines (a Mine Attack on the units that came in; the units already there are not
    attacked) or Hidden Wire (the Move of those units ends: they lose all their MP)."""
    st = g.state
    defender = g.scenario.defender
    if defender is None or units[0].side == defender:
        return
    action = yield from hidden_window(g, defender, "hidden_step", STEP_ACTIONS, hex_id, units[0].id)
    if action == "hidden_mines":
        group = [u for u in units if u.location == ON_MAP and u.hex == hex_id]
        yield from fortifications.mine_attack(g, group, hex_id, "A35.2", attacker=defender)
    elif action == "hidden_wire" and how == "move":
        now = (st.turn, st.orders_given)
        st.movement_lost = {k: v for k, v in st.movement_lost.items() if v == now}  # older Orders' are over
        for u in units:
            if u.location == ON_MAP and u.id in st.moving:
                st.movement_lost[u.id] = now
                g.emit("fortification", msg("F106.2", "movement_lost", unit=u.id, hex=hex_id))


def hidden_defense_window(g, side: str, unit_ids: list[str], rule: str):
    """A35.1, A35.3: before the Defender rolls the Defense rolls of an attack on one hex, he
    may play Hidden Entrenchments (Foxholes; not a Building hex) or Hidden Pillbox (an
    Objective hex; only while the Pillbox is not in play).  The new Cover counts for these
    Defense rolls."""
    st = g.state
    if side != g.scenario.defender:
        return
    hexes = {st.units[i].hex for i in unit_ids if i in st.units and st.units[i].location == ON_MAP}
    if len(hexes) != 1:
        return
    yield from hidden_window(g, side, "hidden_defense", DEFENSE_ACTIONS, hexes.pop(), unit_ids[0])


# -- A35.4 Hidden Unit ------------------------------------------------------------------------
def hidden_unit_hexes(g, side: str) -> list[str]:
    """A35.4 step 3: hexes of the side's initial set-up area with no unit of either side and
    a Cover of 1 or more (not Blaze: no unit may enter it, 8.1.5)."""
    st = g.state
    zone = g.scenario.side(side).setup_zone
    return sorted((h for h in zone if not st.units_in(h) and h not in st.blaze
                   and not g.board.terrain(h).has("no_units") and st.cover(h) >= 1),
                  key=g.grid.index.get)


def after_pass_discard(g, side: str, discarded: int):
    """O15: ``side`` passed and discarded ``discarded`` cards.  A35.4: if he is not the
    Defender and discarded at least one card, the Defender may play Hidden Unit (the window
    is offered if he asked for it and a hex could take a unit)."""
    defender = g.scenario.defender
    if discarded < 1 or defender is None or side == defender or "hidden_unit" not in g.prefs[defender]:
        return
    if not hidden_unit_hexes(g, defender):
        return
    options = (Move("decline"),) + tuple(hidden_cards(g, defender, ("hidden_unit",)))
    move = yield Decision(defender, "hidden_unit", options, about={"player": side},
                          window=True, why_not=lambda m: why_not_hidden(g, defender, m, "-", ("hidden_unit",)))
    if move.kind == "decline":
        return
    activation.play_action(g, defender, move.args[0], "hidden_unit")
    yield from hidden_unit(g, defender)


def hidden_unit(g, side: str):
    """A35.4: (1) a Support Table roll; (2) one unit item of that column (not a Radio, not a
    Fortification: ambiguity 10 of 03), free, available in the scenario's year; (3) the unit
    with its Weapon in an empty hex of the set-up area with Cover >= 1 (each unit of the
    item in its own hex).  No item or no hex: no effect."""
    st = g.state
    nation = g.scenario.side(side).nation
    r = yield from fate.roll(g, side, "Support Table (A35.4)")
    column = nation.support_column(r.total)
    g.emit("reinforcement", msg("A35.4", "hidden_unit_roll", total=r.total,
                                   rolls=f"{column.rolls[0]}-{column.rolls[1]}" if column else "-"))
    items = [e for e in (column.entries if column else ()) if e.unit and e.unit in nation.units
             and (not e.weapon or e.weapon in nation.weapons) and e.available(g.scenario.year)
             and units.counters_free(g, side, e.unit, e.count)]
    if not items:
        g.emit("reinforcement", msg("A35.4", "hidden_unit_none", reason="no unit in that column"))
        return
    move = yield Decision(side, "hidden_unit_item", tuple(Move("take", e.id) for e in items),
                          about={"roll": r.total}, why_not=activation.in_order(g))
    entry = next(e for e in items if e.id == move.args[0])
    g.emit("reinforcement", msg("A35.4", "hidden_unit_item", player=side, item=entry.name))
    for _ in range(entry.count):
        hexes = hidden_unit_hexes(g, side)
        if not hexes:
            g.emit("reinforcement", msg("A35.4", "hidden_unit_none", reason="no empty hex with Cover 1"))
            break
        uid = units.new_piece_id(g, f"{side[:2]}-a35-{entry.unit}")
        move = yield Decision(side, "hidden_unit_hex", tuple(Move("place", uid, h) for h in hexes),
                              about={"unit": uid}, why_not=activation.in_order(g))
        unit = Unit(uid, side, nation.units[entry.unit])
        if entry.weapon:
            wid = units.new_piece_id(g, f"{side[:2]}-a35w-{entry.weapon}")
            st.weapons[wid] = Weapon(wid, side, nation.weapons[entry.weapon])
            unit.weapon = wid
        st.units[uid] = unit
        unit.location, unit.hex = ON_MAP, move.args[1]
        g.emit("reinforcement", msg("A35.4", "hidden_unit_placed", unit=uid, hex=unit.hex))
    victory.update_objectives(g)
