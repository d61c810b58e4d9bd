"""Refusals and log lines as data: ``(rule_id, code, params)`` plus an English renderer.

The engine never builds a sentence.  Every refusal (:class:`IllegalMove`) and every event of
the log carries a :class:`RuleMessage`; the window renders it from ``code`` and ``params``
through its own (translatable) table, and :func:`render` gives the English text used by the
command line and the tests.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator, Mapping
from typing import Any

from cc_desktop.engine.messages import Event, Message, Refused

#: The rule modules; each declares the English texts of its own messages in ``MESSAGES`` (the
#: decisions' prompts: ``decisions.MESSAGES``, from the registry).
RULE_MODULES = ("activation", "movement", "melee", "fire", "defense", "reactions", "recovery", "artillery",
                "units", "fate", "victory", "sequence", "fortifications", "hidden", "events.common",
                "events.units", "events.arrivals", "events.terrain", "events.score", "decisions", "rubble")

# code -> English template (str.format with the params): the engine's common messages
COMMON: dict[str, str] = {
    "log_unreadable": "a line of the saved log could not be read",
    # moves and decisions
    "not_your_decision": "it is {expected}'s decision, not {player}'s",
    "not_a_legal_choice": "{move} is not one of the legal choices now ({decision})",
    "game_over": "the game is over",
    "unknown_move": "unknown move {move}",
    # cards and turns (1, 5)
    "card_not_in_hand": "card {card} is not in {player}'s hand",
    "order_not_on_card": "card {card} shows the {order} Order, not {wanted}",
    "order_capability": "{player} has given {given} of {limit} Orders this turn",
    "command_confusion": "Command Confusion can never be played as an Order",
    "order_in_progress": "the current Order must be finished first",
    "no_eligible_units": "no unit can carry out the {order} Order",
    "unit_already_activated": "{unit} has already been activated this turn",
    "player_already_activated": "{player} has already been activated for Recover or Rout this turn",
    "not_in_command_radius": "{unit} is not within {leader}'s Command radius",
    # movement (O21)
    "move_cost": "entering {hex} costs {cost} MP; {unit} has {left} left",
    "move_impassable": "{unit} cannot enter {hex}: {reason}",
    "move_enemy": "{unit} cannot enter {hex}: it holds enemy units",
    "move_must_enter": "at least one activated unit must enter a new hex",
    # fire (O20)
    "no_target": "no enemy unit in LOS and Range of the activated units",
    "out_of_range": "{target} is {range} hexes away; Range is {max}",
    "no_los": "no line of sight from {origin} to {target}",
    "fp_too_low": "the attack's FP is {fp} after Hindrance {hindrance}",
    # log lines
    "game_started": "{scenario}: {first} moves first; seed hidden",
    "card_drawn": "{player} draws a card",
    "card_drawn_known": "{player} draws card {card}",
    "card_played_order": "{player} plays card {card} for its {order} Order",
    "card_played_action": "{player} plays card {card} for its {action} Action",
    "card_discarded": "{player} discards card {card}",
    "card_revealed": "{player} reveals card {card}: dice {d1}+{d2}{trigger}",
    "roll": "{player} rolls {d1}+{d2} = {total} for {purpose}",
    "reroll": "{player} uses the Initiative card: the roll is made again",
    "trigger_ignored": "{trigger} ignored: a roll made while a trigger is resolved triggers nothing",
    "trigger": "{trigger} on {player}'s roll",
    "event_executed": "Event {event} ({player})",
    "event_not_implemented": "Event {event}: not yet part of the rules engine; no effect",
    "sniper": "Sniper! hex {hex}",
    "sniper_target": "the Sniper hits {unit} in {hex}",
    "sniper_none": "the Sniper hits nobody",
    "weapon_fixed": "{weapon} is fixed (random hex number {n})",
    "weapon_eliminated": "{weapon} is eliminated (random hex number {n})",
    "time_advanced": "Time advances to {time} (caused by {player})",
    "reshuffle": "{player} reshuffles",
    "sudden_death_roll": "Sudden Death roll {total} against Time {time}",
    "defender_vp": "the Defender {player} gains 1 VP",
    "smoke_removed": "Smoke removed from {hex}",
    "reinforcement": "{unit} arrives in {hex}",
    "unit_placed": "{unit} set up in {hex}",
    "unit_moved": "{unit} moves to {hex} ({spent} MP spent)",
    "unit_broken": "{unit} breaks",
    "unit_rallied": "{unit} rallies",
    "unit_suppressed": "{unit} is suppressed",
    "unit_unsuppressed": "{unit} is no longer suppressed",
    "unit_eliminated": "{unit} is eliminated; {beneficiary} gains {vp} VP",
    "unit_exited": "{unit} exits the map; {player} gains {vp} VP",
    "unit_retreats": "{unit} retreats to {hex}",
    "weapon_broken": "{weapon} breaks",
    "weapon_destroyed": "{weapon} is destroyed",
    "attack": "attack on {target}: FP {fp} + roll {roll} = {total}",
    "defense": "{unit}: Morale {morale} + roll {roll} = {total} against {attack}",
    "vp": "VP {delta:+d} for {player} ({source}); balance {balance}",
    "objective_control": "{player} takes Objective {number}",
    "initiative_passes": "the Initiative card passes to {player}",
    "turn_started": "{player}'s turn",
    "turn_ended": "{player} ends the turn",
    "pass": "{player} passes",
    "game_over_vp": "game over ({reason}): victory to the {winner}, VP {balance}",
    # Orders, Actions (issue 3 additions)
    "action_not_playable": "the {action} Action cannot be played now",
    "advance_must_enter": "at least one activated unit must Advance into a new hex",
    "barrage_lands": "the barrage lands on {hex} (drift dice {white} and {coloured})",
    "barrage_off_map": "the Spotting Round leaves the map at {hex}: the Order ends",
    "card_not_action": "that card does not show the {action} Action",
    "fire_must_attack": "at least one activated piece must make an attack",
    "group_not_together": "units moving together must start in the same hex and stay together",
    "leader_cannot_activate_leader": "{leader} cannot activate {unit}: a Leader never activates another Leader",
    "melee_total": "{player}'s Melee total in {hex}: strength {strength} + roll {roll} = {total}",
    "no_enemy_in_target": "{target} holds no enemy unit",
    "no_op_fire_units": "no unit is activated for Op Fire",
    "no_piece_chosen": "choose at least one piece to fire",
    "no_rally_roll": "{unit} gets no Rally roll: it was not broken when the Order was announced",
    "no_rout_roll": "{unit} gets no Rout roll: it was not broken when the Order was announced",
    "not_a_chain": "{piece} is not adjacent to the Fire Group's hexes",
    "ordnance_alone": "{piece} is Ordnance: it always fires alone",
    "piece_cannot_fire": "{piece} cannot fire (broken, or its carrier is broken or suppressed)",
    "piece_not_ready": "{piece} is not activated or has already fired",
    "radio_broken": "{player}'s Radio breaks",
    "radio_eliminated": "{player}'s Radio is removed from the game",
    "radio_repaired": "{player}'s Radio is repaired",
    "smoke_placed": "Smoke {value} placed in {hex}",
    "spotter_not_eligible": "{unit} cannot spot: an unbroken, not yet activated Leader is needed",
    "spotting": "Spotting Round placed on {hex}",
    "targeting": "Targeting {target}: product {product} - Hindrance {hindrance} against range {range}: {result}",
    "transfer_not_allowed": "{weapon} cannot be transferred now",
    "under_min_range": "{target} is {range} hexes away; the minimum range is {min}",
    "weapon_transferred": "{weapon} is handed to {unit}",
    "fortification_destroyed": "the {fortification} in {hex} are destroyed (Fortification Vulnerability)",
    "dig_in": "Foxholes dug in {hex}",
    "deployed": "{unit} deploys into two Teams ({teams})",
    "retreat_not_closer": "{unit} must retreat to a hex closer to its friendly edge, not {hex}",
}


class _English(Mapping):
    """Every English template: :data:`COMMON` and each rule module's ``MESSAGES``, gathered on
    first use (nothing is added by importing a module).  A code given two different texts is a
    mistake, refused here."""

    def __init__(self) -> None:
        self._table: dict[str, str] | None = None

    def _get(self) -> dict[str, str]:
        if self._table is None:
            table = dict(COMMON)
            for name in RULE_MODULES:
                module = importlib.import_module(f"cc_desktop.rules.{name}")
                for code, text in getattr(module, "MESSAGES", {}).items():
                    if table.get(code, text) != text:
                        raise ValueError(f"message {code!r} has two texts ({name})")
                    table[code] = text
            self._table = table
        return self._table

    def __getitem__(self, code: str) -> str:
        return self._get()[code]

    def __iter__(self) -> Iterator[str]:
        return iter(self._get())

    def __len__(self) -> int:
        return len(self._get())


ENGLISH: Mapping[str, str] = _English()


def msg(rule: str, code: str, **params: Any) -> "RuleMessage":
    """A message of the engine: the rule, the code, the parameters."""
    return _new_message(RuleMessage, (rule, code, tuple(sorted(params.items())) if params else ()))


_PLURAL_POSSESSIVE = re.compile(r"\b(\w+ies)'s\b")


def english_possessive(text: str) -> str:
    """"Allies's turn" -> "Allies' turn": the templates say "{player}'s", and a plural name ("Allies")
    takes the apostrophe alone ("Axis's" stays)."""
    return _PLURAL_POSSESSIVE.sub(r"\1'", text)


#: how the English renderer spells a parameter the engine passes as an id (the window says the
#: same ids in its own words): (code, param) -> spelling
ENGLISH_PARAMS = {
    ("card_revealed", "trigger"): lambda v: f" {v.capitalize()}!" if v else "",  # 1.9.1: " Time!"
    ("defense", "cover_by"): lambda v: str(v).replace("_", " "),  # O20.3.4: "woods", "foxholes"
}

#: a code whose line is worded by another template when it carries a parameter: code ->
#: (parameter, the template's code) (a Fire Defense line with its Morale and Cover apart, O20.3.4;
#: a saved line of an older game has only "morale")
TEMPLATE_WITH = {"defense": ("base", "defense_cover")}


def template_of(code: str, params) -> str:
    """The code of the template that words a message (:data:`TEMPLATE_WITH`)."""
    found = TEMPLATE_WITH.get(code)
    return found[1] if found is not None and found[0] in dict(params) else code


def composed_params(code: str, params: dict[str, Any]) -> dict[str, Any]:
    """The English words a template needs that no parameter holds: the ``parts`` of an
    attack's FP (O20.3.1.2, ``fire.parts_english``)."""
    if code == "attack_parts":
        from cc_desktop.rules import fire

        return {"parts": fire.parts_english(params)}
    return {}


def render(code: str, params: dict[str, Any] | tuple = ()) -> str:
    p = dict(params)
    extra = composed_params(code, p)
    p = {k: ENGLISH_PARAMS[(code, k)](v) if (code, k) in ENGLISH_PARAMS
         else ", ".join(map(str, v)) if isinstance(v, tuple) else v for k, v in p.items()}  # a list: "a, b"
    p.update(extra)
    template = ENGLISH.get(template_of(code, p))
    if template is None:
        return f"{code} {p}" if p else code
    try:
        return english_possessive(template.format(**p))
    except (KeyError, ValueError, IndexError):
        return f"{code} {p}"


class RuleMessage(Message):
    """What happened or why not: the rule, a stable code, and parameters (a tuple: quick to make,
    as a log holds thousands); worded by :func:`render`."""

    __slots__ = ()

    def body(self) -> str:
        return render(self.code, self.params)


_new_message = tuple.__new__  # RuleMessage(rule, code, params) without the keyword handling


class IllegalMove(Refused):
    """A refused move, with the rule that refuses it."""


def illegal(rule: str, code: str, **params: Any) -> IllegalMove:
    return IllegalMove(RuleMessage.of(rule, code, **params))


class GameEvent(Event):
    """One thing that happened, for the log and the window.

    ``visible_to`` is None for a public event, or the side that alone may know it (a card drawn
    into a hand, a hidden placement) until it is revealed.  ``hidden_from`` marks the public
    half of such a pair ("Axis draws a card"), which the side that sees the whole line ("Axis
    draws card 63") does not need twice.  ``visible(None)``: what a spectator sees (the public
    lines only)."""

    __slots__ = ()

    def visible(self, side: str | None) -> bool:
        return (side is not None or self.visible_to is None) and Event.visible(self, side)
