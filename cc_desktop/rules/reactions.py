"""The reaction windows of the player who is not moving: Op Fire (A33), Dig In after Time (A32),
Demolitions after a Pass (A31)."""

from __future__ import annotations


from cc_desktop.rules import (activation, fire, fortifications, units)
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (ON_MAP, other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "demolished": "the {fortification} in {hex} are eliminated (Demolitions)",
    "no_fortification_near": "no Fortification in a hex that holds a unit of {player}",
}


def dig_in_hexes(g, side: str) -> list[str]:
    """A32: hexes with a friendly unit, not Water terrain, without Blaze or a Fortification."""
    st = g.state
    chart = g.board.chart
    out = []
    for h in sorted({u.hex for u in st.on_map(side)}, key=g.grid.index.get):
        terrain = chart.terrain[g.board.hexes[h].effective_terrain]
        if h not in st.blaze and h not in st.fortifications and not terrain.has("water"):
            out.append(h)
    return out


def dig_in_window(g, side: str):
    """6.1.2 step 6, A32: the player may play Dig In Actions, each placing Foxholes (F102) in
    a hex with a friendly unit.  The window is offered if he asked for it and a hex qualifies
    (public), whatever his hand holds."""
    st = g.state
    player = st.players[side]
    while "dig_in" in g.prefs[side] and dig_in_hexes(g, side):
        cards = [c for c in sorted(player.hand) if player.cards[c].action == "dig_in"]
        options = (Move("decline"),) + tuple(Move("action", c, "dig_in") for c in cards)
        move = yield Decision(side, "dig_in", options, window=True)
        if move.kind == "decline":
            return
        card = move.args[0]
        player.hand.remove(card)
        player.discard.append(card)
        g.emit("card_played", msg("A32", "card_played_action", player=side, card=card, action="dig_in"))
        hexes = dig_in_hexes(g, side)
        move = yield Decision(side, "dig_in_hex", tuple(Move("dig_in", h) for h in hexes))
        st.fortifications[move.args[0]] = "foxholes"
        g.emit("fortification", msg("A32", "dig_in", hex=move.args[0]))


# -- A31 Demolitions -------------------------------------------------------------------------
def demolition_hexes(g, side: str) -> list[str]:
    """A31: hexes holding a Fortification (of any kind, either side's) and a unit of ``side``."""
    st = g.state
    return sorted((h for h in st.fortifications if st.units_in(h, side)), key=g.grid.index.get)


def demolitions_window(g, passer: str, discarded: int):
    """A31: when ``passer`` has discarded one or more cards by Passing (O15; not by an Event,
    E57/E61; ambiguity 6 of 03: a Pass that discards nothing opens nothing), his opponent may
    play Demolitions, each card eliminating one Fortification in a hex with a friendly unit.
    Offered if he asked for the window and such a hex exists (public), whatever his hand
    holds.  To be called by the Pass (core.proc_turn) after the discards."""
    st = g.state
    side = other(passer)
    if discarded < 1:
        return
    while "demolitions" in g.prefs[side] and demolition_hexes(g, side):
        options = (Move("decline"),) + tuple(Move("action", c, "demolitions")
                                             for c in activation.action_cards(g, side, "demolitions"))
        move = yield Decision(side, "demolitions", options, about={"player": passer},
                              window=True, why_not=activation.in_order(g, lambda m: activation.action_refusal(g, side, m)))
        if move.kind == "decline":
            return
        activation.play_action(g, side, move.args[0], "demolitions")
        hexes = demolition_hexes(g, side)
        hex_id = hexes[0]
        if len(hexes) > 1:
            move = yield Decision(side, "demolish", tuple(Move("demolish", h) for h in hexes),
                                  why_not=activation.in_order(g, 
                                      lambda m: msg("A31", "no_fortification_near", player=side)))
            hex_id = move.args[0]
        fort = st.fortifications.pop(hex_id)
        g.emit("fortification", msg("A31", "demolished", fortification=fort, hex=hex_id))


def op_fire_window(g, mover_side: str, hex_id: str, movers: list[str] | None = None):
    """A33, O21.5: after each hex entered, the inactive player may Op Fire at it (one attack
    per expenditure).  The window is offered if the player asked for Op Fire windows and one
    of his units could fire at the hex (public information), whatever his hand holds."""
    st = g.state
    side = other(mover_side)
    if "op_fire" not in g.prefs[side] or not st.enemy_in(hex_id, side):
        return
    if fortifications.op_fire_barred(g, hex_id):  # F105.2 (fortifications.py)
        return
    mine = [u for u in st.on_map(side)]
    # some piece of his can hit the hex (fire.can_hit of each; the hex holds an enemy unit)
    if not fire.has_target(g, [p for u in mine for p in units.pieces(g, u)], side, op_fire=True, only=hex_id):
        return
    player = st.players[side]
    ready = [p for uid in sorted(st.op_fire_units) for p in units.pieces(g, st.units[uid])
             if st.units[uid].location == ON_MAP]
    options = [Move("decline")]
    if any(fire.can_hit(g, p, hex_id, op_fire=True) for p in ready):
        options.append(Move("op_fire"))
    # fire.activation_has_target(only=hex_id, op_fire=True) of each unit not yet activated (nor
    # for Op Fire): a Leader's group is among them, so the pieces of them all, at once
    fresh = [u for u in mine if u.id not in st.activated_units and activation.op_fire_again(g, u)  # A33.3, V13
             and u.id not in st.op_fire_units]  # (V13: never twice in one Op Fire)
    fresh_ok = fire.has_target(g, [p for u in fresh for p in units.pieces(g, u)], side, op_fire=True, only=hex_id)
    if fresh_ok:
        options += [Move("action", c, "fire") for c in sorted(player.hand) if player.cards[c].order == "fire"]
    # the decision names the hex and the units that entered it (the window shows them)
    about = {"hex": hex_id, "units": tuple(movers or ())}
    move = yield Decision(side, "react", tuple(options), about=about, window=True,
                          why_not=activation.in_order(g, lambda m: why_not_react(g, side, m)))
    if move.kind == "decline":
        return
    while move.kind == "action":
        activation.play_action(g, side, move.args[0], "fire")
        activated = yield from activation.activate(g, 
            side, "fire", lambda u: (activation.op_fire_again(g, u) and u.id not in st.op_fire_units
                                     and fire.activation_has_target(g, u, hex_id, True)),
            extra_ok=lambda u: activation.op_fire_again(g, u) and u.id not in st.op_fire_units,
            why_order="op_fire",
            done_ok=lambda us: any(fire.targets(g, units.pieces(g, u), side, True, hex_id) for u in us))
        for u in activated:
            st.activated_units.discard(u.id)  # Op Fire does not use up the unit's activation
            st.op_fire_units.add(u.id)
            st.op_fire_used.add(u.id)  # A33.3: once per Turn
        ready = [p for uid in sorted(st.op_fire_units) for p in units.pieces(g, st.units[uid])
                 if st.units[uid].location == ON_MAP]
        # A24.1, ambiguity 7 of 03: more Fire Actions may activate more units at this same
        # expenditure; all of them still make one Fire Attack (A33.3 exception 3)
        more = [c for c in sorted(player.hand) if player.cards[c].order == "fire"]
        if not more or not any(u.id not in st.activated_units and activation.op_fire_again(g, u)
                               and u.id not in st.op_fire_units
                               and fire.activation_has_target(g, u, only=hex_id, op_fire=True)
                               for u in st.on_map(side)):
            break
        move = yield Decision(side, "react_more", (Move("op_fire"), *(Move("action", c, "fire") for c in more)),
                              about=about,
                              why_not=activation.in_order(g, lambda m: why_not_react(g, side, m)))
    if any(fire.can_hit(g, p, hex_id, op_fire=True) for p in ready):
        yield from fire.fire_at(g, side, ready, hex_id, op_fire=True)


def why_not_react(g, side: str, move: Move):
    st = g.state
    if move.kind == "op_fire":
        return msg("A33.3", "no_op_fire_units")
    if move.kind == "action":
        card = move.args[0] if move.args else None
        player = st.players[side]
        if card not in player.hand:
            return msg("1.5", "card_not_in_hand", card=card, player=side)
        if player.cards[card].action != "fire":
            return msg("A33.1", "card_not_action", action="fire")
        return msg("A33.3", "no_eligible_units", order="op_fire")
    return None
