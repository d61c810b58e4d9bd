"""Words for the window: engine messages rendered from their codes, and labels for moves.

The engine speaks in codes (:class:`~cc_desktop.rules.messages.RuleMessage`); the window looks
each code's English template up through Qt's translation system (context ``"engine"``), so a
Greek, Russian or Hungarian ``.qm`` file translates the log and the refusals without touching the
rules.  Move labels are built the same way (context ``"moves"``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cc_desktop.rules.machine import Move
from cc_desktop.rules.messages import ENGLISH, RuleMessage, english_possessive


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


SIDE_WORDS = {"axis": "Axis", "allies": "Allies"}
POSTURE_WORDS = {"attacker": "Attacker", "defender": "Defender", "recon": "Recon"}
#: the message parameters that name a side ("axis"/"allies"), shown as the side's name
SIDE_PARAMS = frozenset({"player", "first", "expected", "winner", "side", "owner", "loser", "holder", "by"})


def side_name(side: str) -> str:
    """"axis" -> "Axis" in the window's language (the words are translated in the TrackWidget
    context, where the track display draws them)."""
    return tr("TrackWidget", SIDE_WORDS[side]) if side in SIDE_WORDS else side


def posture_name(posture: str) -> str:
    return tr("TrackWidget", POSTURE_WORDS[posture]) if posture in POSTURE_WORDS else posture


def message_text(message: RuleMessage, with_rule: bool = True, game=None, where: bool = True) -> str:
    """The message in the window's language; with ``game``, unit and Weapon ids read as names
    (``where``: with the unit's hex now - right for a refusal, wrong for a line of the log,
    which speaks of the past)."""
    template = ENGLISH.get(message.code)
    params = message.args
    if game is not None:
        params = {k: (side_name(v) if k in SIDE_PARAMS and v in SIDE_WORDS
                      else unit_name(game, v, where) if isinstance(v, str) and (v in game.state.units or v in game.state.weapons)
                      else card_word(k, v) if k in ("action", "order", "event") and isinstance(v, str)
                      else v.replace("_", " ") if k == "trigger" and isinstance(v, str)
                      else v) for k, v in params.items()}
        if message.code == "card_drawn_known" and message.args.get("player") in SIDE_WORDS:
            # the drawing player's own line: the card's Order beside its number
            card = game.state.players[message.args["player"]].cards.get(message.args.get("card"))
            if card is not None:
                params["card"] = f"{params['card']} ({card_word('order', card.order)})"
    if template is None:
        body = f"{message.code} {params}" if params else message.code
    else:
        try:
            translated = tr("engine", template)
            body = translated.format(**params)
            if translated == template:  # English: "Allies' turn", not "Allies's turn"
                body = english_possessive(body)
        except (KeyError, ValueError, IndexError):
            body = f"{message.code} {params}"
    return f"{message.rule}: {body}" if with_rule and message.rule else body


def unit_name(game, unit_id: str, where: bool = True) -> str:
    st = game.state
    u = st.units.get(unit_id)
    if u is not None:
        place = f" ({u.hex})" if u.hex and where else ""
        state = tr("moves", ", broken") if u.broken else ""
        return f"{u.type.name}{state}{place}"
    w = st.weapons.get(unit_id)
    if w is not None:
        return w.type.name
    return unit_id


def card_word(kind: str, ident: str) -> str:
    """The name of an Order, Action or Event (``kind``) in the content language (our card
    texts, resources/text/<language>/cards.json); the id itself if unknown."""
    from cc_desktop.ui.rulebook import card_texts

    section = {"order": "orders", "action": "actions", "event": "events"}.get(kind)
    found = getattr(card_texts(), section, {}).get(ident) if section else None
    return found.name if found is not None else str(ident).replace("_", " ").title()


def card_label(game, side: str, number: int) -> str:
    card = game.state.players[side].cards.get(number)
    return f"#{number}" if card is None else f"#{number} {card_word('order', card.order)}"


def move_label(game, move: Move) -> str:
    """A short label for a legal move, for buttons and menus."""
    k, a = move.kind, move.args
    side = game.pending.player if game.pending else "axis"
    name = lambda i: unit_name(game, i)  # noqa: E731
    labels = {
        "pass": lambda: tr("moves", "Pass (discard)"),
        "end": lambda: tr("moves", "End turn"),
        "done": lambda: tr("moves", "Done"),
        "decline": lambda: tr("moves", "No, continue"),
        "keep": lambda: tr("moves", "Keep the roll"),
        "reroll": lambda: tr("moves", "Re-roll (give up the Initiative card)"),
        "stop": lambda: tr("moves", "Stop moving {0}").format(name(a[0])),
        "fire": lambda: tr("moves", "Fire!"),
        "abandon": lambda: tr("moves", "Give up this target"),
        "roll": lambda: tr("moves", "Roll"),
        "snipe_none": lambda: tr("moves", "Hit nobody"),
        "op_fire": lambda: tr("moves", "Op Fire with the units already activated"),
    }
    if k in labels:
        return labels[k]()
    if k == "order":
        return tr("moves", "Play {0} for its Order").format(card_label(game, side, a[0]))
    if k == "action":
        return tr("moves", "Play #{0} for its {1} Action").format(a[0], card_word("action", a[1]))
    if k == "discard":
        owner = side
        if game.pending and game.pending.kind == "interrogation":  # E61: the opponent's hand, shown
            owner = "allies" if side == "axis" else "axis"
        return tr("moves", "Discard {0}").format(card_label(game, owner, a[0]))
    if k in ("place", "reinforce"):
        return tr("moves", "Place {0} in {1}").format(name(a[0]), a[1])
    if k == "enter":
        return tr("moves", "{0}: enter {1}").format(name(a[0]), a[1])
    if k == "exit":
        return tr("moves", "{0}: exit the map").format(name(a[0]))
    if k == "target":
        return tr("moves", "Fire at {0}").format(a[0])
    if k == "with":
        return tr("moves", "Add {0} to the Fire Group").format(name(a[0]))
    if k == "advance":
        return tr("moves", "{0}: advance into {1}").format(name(a[0]), a[1])
    if k == "retreat":
        return tr("moves", "{0}: retreat to {1}").format(name(a[0]), a[1])
    if k == "rout":
        return tr("moves", "Rout the {0} player").format(a[0].title())
    if k == "time":
        return tr("moves", "{0} returns on Time space {1}").format(name(a[0]), a[1])
    if k in ("activate", "add", "mover", "rally", "rout_roll", "defend", "snipe", "eliminate", "suppress",
             "deploy", "stay", "break"):
        verbs = {"activate": "Activate {0}", "add": "Also activate {0}", "mover": "Move {0} next",
                 "rally": "Rally roll for {0}", "rout_roll": "Rout roll for {0}", "defend": "Defense roll for {0}",
                 "snipe": "Snipe {0}", "eliminate": "Eliminate {0}", "suppress": "Suppress {0}",
                 "deploy": "Deploy {0} into two Teams", "stay": "{0} stays", "break": "Break {0}"}
        return tr("moves", verbs[k]).format(name(a[0]))
    if len(a) == 1 and isinstance(a[0], str) and a[0] in game.grid:
        return tr("moves", "{0}: {1}").format(k.replace("_", " ").title(), a[0])
    return str(move)


def decision_title(game) -> str:
    d = game.pending
    if d is None:
        return tr("moves", "The game is over")
    titles = {
        "setup": "Set up: place {unit}", "turn": "Your turn: play an Order, or pass",
        "discard": "Discard cards (or Done)", "activate": "Choose the unit to activate",
        "add": "Leader: activate more units in Command range, then Done", "mover": "Which unit moves next?",
        "step": "Move: click a hex to enter, or stop", "react": "Op Fire at the moving enemy?",
        "fire": "Choose a target hex", "group": "Form the Fire Group, then Fire!",
        "defend": "Choose the unit that rolls its Defense next", "reroll": "Use the Initiative card to re-roll?",
        "sniper": "Sniper! Choose the unit to hit", "retreat": "Retreat: choose the next hex",
        "rally": "Choose the unit that rolls to rally next", "rout_player": "Rout which player?",
        "rout_roll": "Choose the unit that rolls next", "overstack": "Overstacked: eliminate (or Deploy)",
        "remove_smoke": "Remove one Smoke marker", "reinforce": "Place the reinforcement on your edge",
        "advance": "Advance: choose a hex for each unit", "melee": "Choose the Melee to resolve",
        "exit_time": "Choose the Time space for the unit's return", "dig_in": "Dig In?",
    }
    titles.update({
        "hidden_step": "Play a Hidden Action against the unit that entered?",
        "hidden_defense": "Play a Hidden Action before the Defense roll?",
        "hidden_unit": "Play Hidden Unit?", "hidden_unit_item": "Choose the hidden unit",
        "hidden_unit_hex": "Choose the hex for the hidden unit", "concealment": "Play Concealment?",
        "concealment_hex": "Conceal which hex?", "light_wounds": "Play Light Wounds instead of breaking?",
        "no_quarter": "Play No Quarter?", "demolitions": "Play Demolitions?", "demolish": "Remove which Fortification?",
        "after_move": "Assault Fire after the move?", "assault_target": "Choose the Assault Fire target",
        "spray_hex": "Choose the second hex of the Spray Fire", "react_more": "Play more Fire cards?",
        "fire_actions": "Actions before the Fire Attack roll?", "group": "Form the Fire Group, then Fire!",
    })
    text = titles.get(d.kind, d.kind.replace("_", " ").capitalize())
    unit = d.info.get("unit")
    if d.kind == "setup" and not unit and d.info.get("fortification"):
        return tr("moves", "Set up: place {0}").format(str(d.info["fortification"]).replace("_", " "))
    return tr("moves", text).format(unit=unit_name(game, unit) if unit else "")
