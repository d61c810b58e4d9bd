"""Giving an Order: which Orders may be given now (O14.1), activating units with Leaders (O14.1,
3.3.1), and playing an Action card (A24, A28)."""

from __future__ import annotations


from cc_desktop.content.model import ACTION_RULES
from cc_desktop.rules import (artillery, fire)
from cc_desktop.rules import melee as melee_
from cc_desktop.rules import units as units_
from cc_desktop.rules import movement
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import RuleMessage, msg
from cc_desktop.rules.state import (ON_MAP, Unit,
                                    other)

#: Actions that can never be played (A28).
NEVER_ACTIONS = ("command_confusion",)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "command_confusion_action": "Command Confusion can never be played as an Action",
}


ORDER_RULES = {"advance": "O16", "artillery_denied": "O17", "artillery_request": "O18",
               "command_confusion": "O19", "fire": "O20", "move": "O21", "recover": "O22", "rout": "O23"}


# which Orders can be given now (O14.1, O19, O20.1, O22.1, O23.1)
def order_possible(g, side: str, order: str) -> bool:
    st = g.state
    if order == "command_confusion":
        return False  # O19
    if order == "artillery_denied":  # O17 (V3.3: or to remove a Starshell)
        return st.players[other(side)].radio is not None or bool(st.starshells)
    if order == "artillery_request":  # O18: Battery Access or Fire for Effect
        radio = st.players[side].radio
        if "V2" in g.variants:  # V2.4: no Fire for Effect at night; V3.1: a Starshell needs no Radio
            return (radio is not None and radio.broken) or artillery.starshell_possible(g, side)
        return radio is not None and (radio.broken or bool(artillery.spotters(g, side)))
    activated = st.activated_units  # fresh(g, u), inline
    ready = [u for u in st.index().on_map.get(side, ()) if u.id not in activated or u.type.special == "hero"
             or (order == "fire" and u.id in st.fire_only and rate_of_fire(g, u))]  # V13
    # a Leader's group (command_group: fresh units of his side) is among ``ready`` itself, so
    # "some ready unit, or the group of a ready Leader, can" is "some ready unit can"
    if order == "move":
        return any(movement.can_step(g, u) for u in ready)  # movement.can_move_order
    if order == "advance":
        return any(melee_.can_advance(g, u) for u in ready)  # melee.can_advance_order
    if order == "fire":  # fire.activation_has_target of each, at once
        if fire.has_target(g, [p for u in ready for p in units_.pieces(g, u)], side):
            return True
        spotter = st.units.get(st.mortar_spotters.get(side, "")) if "V8" in g.variants else None
        return (spotter is not None and any(u is spotter for u in ready)
                and bool(fire.mortars_to_spot(g, spotter)))  # V8.2
    if order == "recover":
        return side not in st.activated_players and any(u.broken or u.suppressed for u in st.on_map(side))
    if order == "rout":
        return any(p not in st.activated_players and any(u.broken for u in st.on_map(p))
                   for p in (side, other(side)))
    return False


# activation (O14.1, 3.3.1)
def fresh(g, unit: Unit) -> bool:
    """O14.1: not yet activated this Turn; E58.1 exception 2: a Hero may be activated again."""
    return unit.id not in g.state.activated_units or unit.type.special == "hero"


def rate_of_fire(g, unit: Unit) -> bool:
    """V13 Rate of Fire: an unbroken, unsuppressed unit carrying an unbroken Machine Gun may be
    activated to Fire again in a Turn (if it was activated in it only to Fire: the callers
    know how it was activated)."""
    if "V13" not in g.variants or unit.broken or unit.suppressed or not unit.weapon:
        return False
    w = g.state.weapons.get(unit.weapon)
    return w is not None and w.type.is_machine_gun and not w.broken and w.location == "unit"


def op_fire_again(g, unit: Unit) -> bool:
    """A33.3: not activated for Op Fire yet in this Turn, or (V13) able to be again."""
    return unit.id not in g.state.op_fire_used or rate_of_fire(g, unit)


def fresh_to_fire(g, unit: Unit, op_fire: bool = False) -> bool:
    """O14.1, A33.3 with V13: may the unit be activated to Fire (``op_fire``: for Op Fire)
    now?  Fresh, or activated before in this Turn only to Fire and able to fire again (V13)."""
    st = g.state
    if op_fire:
        return unit.id not in st.activated_units and op_fire_again(g, unit)  # V13: Op Fire again
    return fresh(g, unit) or (unit.id in st.fire_only and rate_of_fire(g, unit))  # V13: a Fire Order again


def in_command(g, leader: Unit, unit: Unit) -> bool:
    return (not unit.is_leader and unit.side == leader.side and unit.location == ON_MAP
            and g.grid.distance(leader.hex, unit.hex) <= g.state.command(leader))


def in_order(g, why=None):
    """The ``why_not`` of a decision taken inside an Order: a new Order (or the end of the
    Turn) is refused by O14.2; other refusals by ``why``."""
    def why_not(move: Move):
        if move.kind in ("order", "pass", "end"):
            return msg("O14.2", "order_in_progress")
        return why(move) if why else None
    return why_not


def why_not_activate(g, side: str, order: str, move: Move, leader: Unit | None = None):
    """O14.1, 3.3.1: why a unit may not be activated (or added by ``leader``)."""
    st = g.state
    rule = ORDER_RULES.get(order, "O14.1")
    if move.kind not in ("activate", "add") or not move.args or move.args[0] not in st.units:
        return None
    u = st.units[move.args[0]]
    if u.side != side or u.location != ON_MAP:
        return msg("O14.1", "not_a_legal_choice", move=str(move), decision=move.kind)
    if (u.id in st.activated_units or (order == "op_fire" and u.id in st.op_fire_used)) and not (
            order in ("fire", "op_fire") and "V13" in g.variants and fresh_to_fire(g, u, order == "op_fire")):
        return msg("A33.3" if order == "op_fire" else "O14.1", "unit_already_activated", unit=u.id)
    if move.kind == "add" and leader is not None:
        if u.is_leader:
            return msg("O14.1", "leader_cannot_activate_leader", unit=u.id, leader=leader.id)
        if not in_command(g, leader, u):
            return msg("3.3.1", "not_in_command_radius", unit=u.id, leader=leader.id)
    return msg(rule, "no_eligible_units", order=order)


def activate(g, side: str, order: str, first_ok, extra_ok=lambda u: True, done_ok=lambda units: True,
             why_order: str | None = None):
    """Activate one fresh unit (``first_ok``), then, if it is a Leader, any fresh non-Leader
    units in his Command radius, one decision each (O14.1, 3.3.1).  Returns the units."""
    st = g.state
    why_order = why_order or order
    rof = order == "fire" and "V13" in g.variants  # V13: a unit may be activated to Fire again
    op_fire = why_order == "op_fire"
    ready = [u for u in st.on_map(side) if (fresh_to_fire(g, u, op_fire) if rof else fresh(g, u))]
    options = tuple(Move("activate", u.id) for u in sorted(ready, key=lambda u: u.id) if first_ok(u))
    move = yield Decision(side, "activate", options, about={"order": order},
                          why_not=in_order(g, lambda m: why_not_activate(g, side, why_order, m)))
    first = st.units[move.args[0]]
    units = [first]
    if rof and not op_fire and first.id not in st.activated_units:
        st.fire_only.add(first.id)  # V13: activated (so far) only to Fire
    st.activated_units.add(first.id)
    if first.is_leader:
        while True:
            if rof:  # V13: a unit activated before only to Fire may come again (once in this Order)
                cands = [u for u in st.on_map(side) if in_command(g, first, u) and extra_ok(u)
                         and fresh_to_fire(g, u, op_fire) and all(u is not x for x in units)]
            else:
                cands = [u for u in st.on_map(side) if u.id not in st.activated_units and in_command(g, first, u)
                         and extra_ok(u)]
            options = tuple(Move("add", u.id) for u in sorted(cands, key=lambda u: u.id))
            if done_ok(units):
                options += (Move("done"),)
            if not options:
                break
            move = yield Decision(side, "add", options, about={"leader": first.id},
                                  why_not=in_order(g, lambda m, l=first: why_not_activate(g, 
                                      side, why_order, m, leader=l)))
            if move.kind == "done":
                break
            u = st.units[move.args[0]]
            units.append(u)
            if rof and not op_fire and u.id not in st.activated_units:
                st.fire_only.add(u.id)  # V13
            st.activated_units.add(u.id)
    return units


def command_group(g, leader: Unit) -> list[Unit]:
    """The fresh non-Leader units a Leader could activate with him (3.3.1)."""
    st = g.state
    return [u for u in st.on_map(leader.side) if u.id not in st.activated_units and in_command(g, leader, u)]


def action_refusal(g, side: str, move: Move, rule: str | None = None) -> RuleMessage | None:
    """A24.1: why ``Move("action", card, action, ...)`` is refused: the card is not in the
    hand (1.5), does not show that Action, or shows Command Confusion (A28: never an Action);
    otherwise the Action's own rule (``rule``, default its number) says it cannot be played
    now.  None for a move that is not an Action."""
    if move.kind != "action" or len(move.args) < 2:
        return None
    card, action = move.args[0], str(move.args[1])
    player = g.state.players[side]
    if card not in player.hand:
        return msg("1.5", "card_not_in_hand", card=card, player=side)
    c = player.cards[card]
    if c.action in NEVER_ACTIONS or action in NEVER_ACTIONS:
        return msg("A28", "command_confusion_action")
    shown = "fire" if c.order == "fire" and action == "fire" else c.action  # A33.1
    if shown != action:
        return msg(ACTION_RULES.get(action, "A24"), "card_not_action", action=action)
    return msg(rule or ACTION_RULES.get(action, "A24"), "action_not_playable", action=action)


def action_cards(g, side: str, action: str) -> list[int]:
    """The cards in ``side``'s hand that show ``action`` (never Command Confusion, A28)."""
    player = g.state.players[side]
    if action in NEVER_ACTIONS:
        return []
    return [c for c in sorted(player.hand) if player.cards[c].action == action]


def play_action(g, side: str, card: int, action: str) -> None:
    """A24.1: the card goes from the hand to the discard pile."""
    player = g.state.players[side]
    player.hand.remove(card)
    player.discard.append(card)
    g.emit("card_played", msg(ACTION_RULES.get(action, "A24"), "card_played_action", player=side, card=card,
                                 action=action))
