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


# what a roll is for (1.9), as the engine says it; {0} is a unit or a hex.  Translated in the
# "moves" context (resources/i18n/complete_ts.py reads this dict).
ROLL_PURPOSES = {
    "Sudden Death": "Sudden Death",
    "Support Table": "Support Table",
    "Support Table (E68)": "Support Table (E68)",
    "Support Table (A35.4)": "Support Table (A35.4)",
    "Commissar: {0}": "Commissar: {0}",
    "Mine Attack in {0}": "Mine Attack in {0}",
    "Melee in {0}": "Melee in {0}",
    "Targeting {0} (Smoke)": "Targeting {0} (Smoke)",
    "Targeting {0}": "Targeting {0}",
    "Fire Attack on {0}": "Fire Attack on {0}",
    "Fire Defense: {0}": "Fire Defense: {0}",
    "Rally: {0}": "Rally: {0}",
    "Rout: {0}": "Rout: {0}",
    "Accuracy at {0}": "Accuracy at {0}",
    "Artillery Impact in {0}": "Artillery Impact in {0}",
}


# a side as the subject of a sentence ("Allied player rolls ..."): one player, so the verb
# agrees in every language (translated in the "moves" context)
SUBJECT_WORDS = {"axis": "Axis player", "allies": "Allied player"}


# a side before "player" ("the Allied player"), translated in the "moves" context
SIDE_ADJECTIVES = {"axis": "Axis", "allies": "Allied"}


def side_adjective(side: str) -> str:
    return tr("moves", SIDE_ADJECTIVES[side]) if side in SIDE_ADJECTIVES else side


def side_subject(side: str) -> str:
    return tr("moves", SUBJECT_WORDS[side]) if side in SUBJECT_WORDS else side


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
        subject = next((k for k in SIDE_PARAMS if template and template.startswith("{" + k + "} ")), None)
        params = {k: (side_subject(v) if k == subject and v in SIDE_WORDS
                      else side_name(v) if k in SIDE_PARAMS and v in SIDE_WORDS
                      else unit_name(game, v, where) if isinstance(v, str) and (v in game.state.units or v in game.state.weapons or k == "unit")
                      else card_word(k, v) if k in ("action", "order", "event") and isinstance(v, str)
                      else v) for k, v in params.items()}
        if message.code == "roll" and message.args.get("what"):
            # 1.9: what the roll is for, in words, with the unit's name rather than its id
            what, subject = message.args["what"], message.args.get("subject", "")
            phrase = tr("moves", ROLL_PURPOSES[what]) if what in ROLL_PURPOSES else what
            try:
                params["purpose"] = phrase.format(unit_name(game, subject, where) if subject else "")
            except (IndexError, KeyError, ValueError):
                pass
        if message.code == "vp" and isinstance(message.args.get("source"), str):
            params["source"] = vp_source_text(game, message.args["source"])
        if message.code == "game_over_vp" and message.args.get("reason") in END_REASONS:
            params["reason"] = tr("moves", END_REASONS[message.args["reason"]])
        if message.code == "deployed" and "," in str(message.args.get("teams", "")):
            params["teams"] = ", ".join(unit_name(game, t.strip(), False) for t in message.args["teams"].split(","))
        if message.code == "card_drawn_known" and message.args.get("player") in SIDE_WORDS:
            # the drawing player's own line: the card's Order beside its number
            card = game.state.players[message.args["player"]].cards.get(message.args.get("card"))
            if card is not None:
                params["card"] = f"{params['card']} ({card_word('order', card.order)})"
    if isinstance(message.args.get("trigger"), str):  # 1.9.1: the trigger's id in words ("Time!")
        params = dict(params)
        params["trigger"] = trigger_text(message.args["trigger"], message.code == "card_revealed")
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


def trigger_text(trigger: str, suffix: bool = False) -> str:
    """1.9.1: a trigger's id ("time") in words ("Time!"), as the card's red box says it;
    ``suffix``: after the dice of a revealed card (" Time!", or nothing without a trigger)."""
    from cc_desktop.ui.cards import trigger_word

    word = trigger_word(trigger) if trigger else ""
    return (" " + word if word else "") if suffix else word


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
    for side in game.scenario.sides.values():  # a type id (a Radio arriving, E68)
        nation = side.nation
        for table in (nation.units, nation.weapons, nation.radios):
            t = table.get(unit_id)
            if t is not None:
                return t.name
    return unit_id


def card_of_rule(rule: str) -> tuple[str, str] | None:
    """("event", id) or ("action", id) of the card text that names ``rule``."""
    from cc_desktop.ui.rulebook import card_texts

    texts = card_texts()
    for kind, section in (("event", texts.events), ("action", texts.actions)):
        for ident, card in section.items():
            if getattr(card, "rule", None) == rule:
                return kind, ident
    return None


# how a game ended (6.3), for the log line
END_REASONS = {
    "sudden_death": "Sudden Death",
    "surrender": "surrender",
    "annihilation": "the last unit on the map was lost",
    "last_unit_exited": "the last unit left the map",
    "time_track_end": "the end of the Time Track",
    "all_five_objectives": "all five Objectives held",
}


def vp_source_text(game, source: str) -> str:
    """A VP source of the engine ("7.1 ax3-...", "A38 F5", "7.3.3 secret chit K") in words."""
    words = source.split()
    rule, rest = (words[0], words[1:]) if words else ("", [])
    name = lambda i: unit_name(game, i, False)  # noqa: E731
    if rule == "6.1.2":
        return tr("moves", "Time advanced (6.1.2)")
    if rule == "7.1" and rest:
        return tr("moves", "{0} eliminated (7.1)").format(name(rest[0]))
    if rule == "7.2.1" and rest:
        return tr("moves", "{0} exited the map (7.2.1)").format(name(rest[0]))
    if rule == "7.3.3" and rest[:2] == ["secret", "chit"] and len(rest) > 2:
        return tr("moves", "secret chit {0} (7.3.3)").format(rest[2])
    if rule == "7.3.3" and rest[:1] == ["objective"] and len(rest) > 1:
        return tr("moves", "Objective {0} (7.3.3)").format(rest[1])
    if rest[:1] == ["chit"] and len(rest) > 3:
        return tr("moves", "chit {0}, Objective {1} ({2})").format(rest[1], rest[3], rule)
    if rule == "A38" and rest:
        return tr("moves", "No Quarter in {0} (A38)").format(rest[0])
    if rule == "A36" and rest:
        return tr("moves", "Light Wounds: {0} (A36)").format(name(rest[0]))
    card = card_of_rule(rule)
    if card is not None and not rest:  # an Event's VP (E45, E49)
        return f"{card_word(*card)} ({rule})"
    return " ".join([rule] + [name(w) for w in rest])


def card_word(kind: str, ident: str) -> str:
    """The name of an Order, Action or Event (``kind``) in the content language (our card
    texts, resources/text/<language>/cards.json); the id itself if unknown."""
    from cc_desktop.ui.rulebook import card_texts

    section = {"order": "orders", "action": "actions", "event": "events"}.get(kind)
    found = getattr(card_texts(), section, {}).get(ident) if section else None
    return found.name if found is not None else str(ident).replace("_", " ").title()


TERRAIN_SECTIONS = ("terrain", "hexsides", "lines", "bridges", "hill", "fortifications", "markers")


def feature_name(chart, kind: str) -> str:
    """A terrain type, hexside, line, marker or Fortification by name, in the content language
    (resources/text/<language>/terrain.json), else the Terrain Chart's English name."""
    from cc_desktop.content import texts
    from cc_desktop.ui.rulebook import content_language

    wanted = [(section, kind) for section in TERRAIN_SECTIONS]
    if kind.startswith("bridge-"):  # the LOS engine's "bridge-minor": a Minor Bridge (T80.2)
        wanted.insert(0, ("bridges", kind[len("bridge-"):]))
    for section, ident in wanted:
        try:
            found = texts.terrain_text(section, ident, content_language())
        except Exception:  # noqa: BLE001 - a broken text file: the chart's name still serves
            found = None
        if found is not None:
            return found.name
    if chart is not None:
        try:
            return chart.name_of(kind)
        except Exception:  # noqa: BLE001
            pass
    return kind.replace("_", " ").replace("-", " ").capitalize()


def card_label(game, side: str, number: int) -> str:
    card = game.state.players[side].cards.get(number)
    return f"#{number}" if card is None else f"#{number} {card_word('order', card.order)}"


def piece_name(game, ident: str, where: bool = True) -> str:
    """A unit's or Weapon's name for ``ident``; also for a piece the engine is about to create
    (a reinforcement, a Hidden Unit, the two Teams of a deploying Squad), whose id is not yet in
    the state: named by the unit or Weapon type its id is made of."""
    st = game.state
    if ident in st.units or ident in st.weapons:
        return unit_name(game, ident, where)
    if isinstance(ident, str) and ident[-2:] in ("-a", "-b") and ident[:-2] in st.units:  # E52: a Team to be
        squad = st.units[ident[:-2]]
        nation = game.scenario.side(squad.side).nation
        team = nation.units.get(squad.type.deploys_to) if squad.type.deploys_to else None
        letter = ident[-1].upper()
        return tr("moves", "{0} {1}").format(team.name if team else squad.type.name, letter)
    best = None
    for side in ("axis", "allies"):
        try:
            nation = game.scenario.side(side).nation
        except (KeyError, AttributeError):
            continue
        for table in (nation.units, nation.weapons):
            for type_id, t in table.items():
                if type_id in str(ident) and (best is None or len(type_id) > best[0]):
                    best = (len(type_id), t.name)
    return best[1] if best else str(ident)


def support_item_name(game, side: str, entry_id: str) -> str:
    """The name of a Support Table item (E59, E68, A35.4) from its id."""
    for s in (side, other_side(side)):
        try:
            nation = game.scenario.side(s).nation
        except (KeyError, AttributeError):
            continue
        for column in nation.support:
            for e in column.entries:
                if e.id == entry_id:
                    return e.name
    return str(entry_id).replace("_", " ").replace("-", " ")


def other_side(side: str) -> str:
    return "allies" if side == "axis" else "axis"


def chit_text(game, chit_id: str) -> str:
    """An Objective chit by its letter and what it is worth (7.3.2)."""
    chits = [c for cs in getattr(game, "secret_chits", {}).values() for c in cs] + list(getattr(game, "open_chits", []))
    chit = next((c for c in chits if c.id == chit_id), None)
    if chit is None:
        return tr("moves", "chit {0}").format(chit_id)
    what = {
        "single": lambda: tr("moves", "Objective {0} worth {1} VP more").format(chit.objective, chit.vp),
        "all": lambda: tr("moves", "every Objective worth {0} VP more").format(chit.vp),
        "auto_win_all_five": lambda: tr("moves", "holding all five Objectives wins"),
        "double_exit": lambda: tr("moves", "exit VP doubled"),
        "double_elim": lambda: tr("moves", "elimination VP doubled"),
    }.get(chit.kind)
    return tr("moves", "chit {0} ({1})").format(chit_id, what()) if what else tr("moves", "chit {0}").format(chit_id)


MARKER_WORDS = {"weapon": "the Weapon", "suppressed": "the Suppressed marker", "veteran": "the Veteran marker"}


def move_label(game, move: Move, where: bool = True) -> str:
    """A short label for a legal move, for buttons and menus: every kind of move the engine
    offers reads as words, with units, Weapons, cards and chits by name (never an internal id);
    ``where``: units with their hex now (not for a move already made, e.g. "Undo ...")."""
    k, a = move.kind, move.args
    d = game.pending
    side = d.player if d else "axis"
    dk = d.kind if d else ""
    name = lambda i: piece_name(game, i, where)  # noqa: E731
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
        "barrage": lambda: tr("moves", "Fire a Barrage (high explosive)"),
    }
    if k in labels and (k != "stop" or a):
        return labels[k]()
    if k == "order":
        return tr("moves", "Play {0} for its Order").format(card_label(game, side, a[0]))
    if k == "action":
        return tr("moves", "Play #{0} for its {1} Action").format(a[0], card_word("action", a[1]))
    if k == "discard":
        owner = side
        if dk == "interrogation":  # E61: the opponent's hand, shown
            owner = other_side(side)
        return tr("moves", "Discard {0}").format(card_label(game, owner, a[0]))
    if k in ("place", "reinforce") and len(a) == 2:
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
    if k == "displace":  # E46: leaving a new Blaze
        return tr("moves", "{0}: move away from the Blaze into {1}").format(name(a[0]), a[1])
    if k == "rout":
        return tr("moves", "Rout the {0} player").format(side_adjective(a[0]))
    if k == "time":
        return tr("moves", "{0} returns on Time space {1}").format(name(a[0]), a[1])
    if k == "transfer":  # O21: a Weapon handed over during a Move
        return tr("moves", "Hand {0} to {1}").format(name(a[0]), name(a[1]))
    if k == "give":  # E71
        return tr("moves", "Give {0} to {1}").format(name(a[0]), name(a[1]))
    if k == "keeps":  # E52.2
        return tr("moves", "{0} keeps {1}").format(name(a[0]), tr("moves", MARKER_WORDS.get(a[1], a[1])))
    if k == "reveal":  # E67
        return tr("moves", "Reveal your secret {0}").format(chit_text(game, a[0]))
    if k == "take":
        if a[0] in game.state.weapons:  # E71: a Weapon from the Casualty Track
            return tr("moves", "Take {0} from the Casualty Track").format(name(a[0]))
        return tr("moves", "Take {0} from the Support Table").format(support_item_name(game, side, a[0]))
    if k == "smoke":
        if not a:  # O20.2: the Radio's rounds
            return tr("moves", "Fire Smoke rounds")
        if a[0] in game.grid:
            return tr("moves", "Smoke in {0}").format(a[0])
        return tr("moves", "Fire Smoke with {0}").format(name(a[0]))  # O20.2.1
    if k in ("activate", "add", "mover", "rally", "rout_roll", "defend", "snipe", "eliminate", "suppress",
             "deploy", "stay", "break", "veteran", "commissar", "return"):
        verbs = {"activate": "Activate {0}", "add": "Also activate {0}", "mover": "Move {0} next",
                 "rally": "Rally roll for {0}", "rout_roll": "Rout roll for {0}", "defend": "Defense roll for {0}",
                 "snipe": "Snipe {0}", "eliminate": "Eliminate {0}", "suppress": "Suppress {0}",
                 "deploy": "Deploy {0} into two Teams", "stay": "{0} stays", "break": "Break {0}",
                 "veteran": "Make {0} a Veteran", "commissar": "Commissar: {0} rolls to rally",
                 "return": "Return {0} to the map"}
        if k == "rally" and dk == "medic":
            return tr("moves", "Medic: rally {0}").format(name(a[0]))
        return tr("moves", verbs[k]).format(name(a[0]))
    hex_verbs = {
        "group": "Move the whole stack in {0}", "fortify": "Place the Fortification in {0}",
        "dig_in": "Dig In: Foxholes in {0}", "entrench": "Entrench: Foxholes in {0}",
        "hero": "A Hero appears in {0}", "promote": "Field Promotion in {0}", "infiltrate": "Infiltrate into {0}",
        "air_strike": "Air strike on {0}", "remove": "Remove the Fortification in {0}",
        "remove_smoke": "Remove the Smoke in {0}", "demolish": "Demolish the Fortification in {0}",
        "cover": "Conceal the units in {0}", "spot": "Spot for the Artillery in {0}",
        "impact": "Resolve the impact in {0}", "melee": "Resolve the Melee in {0}",
        "spray": "Spray Fire also at {0}", "smoke_at": "Smoke in {0}", "target": "Fire at {0}",
    }
    if k == "fortify" and len(a) == 1 and d is not None and d.info.get("fortification"):  # F100: set-up
        return tr("moves", "Place {0} in {1}").format(feature_name(None, str(d.info["fortification"])), a[0])
    if k in hex_verbs and len(a) == 1:
        return tr("moves", hex_verbs[k]).format(a[0])
    if len(a) == 1 and isinstance(a[0], str) and a[0] in game.grid:
        return tr("moves", "{0}: {1}").format(k.replace("_", " ").title(), a[0])
    # a kind this table does not know yet: still words, never ids
    words = [k.replace("_", " ").capitalize()] + [name(x) if isinstance(x, str) else str(x) for x in a]
    return " ".join(words)


#: decision titles that say where and what: used when the decision's prompt names the unit
#: ({unit}, its name) and the hex ({hex}) it is about; translated in the "moves" context
TITLES_UNIT_HEX = {
    "react": "Op Fire at {unit} entering {hex}?",
    "react_more": "Play more Fire cards against {unit} in {hex}?",
    "hidden_step": "Play a Hidden Action against {unit} entering {hex}?",
    "hidden_defense": "Play a Hidden Action in {hex} before the Defense roll of {unit}?",
    "concealment": "Play Concealment before the Defense roll of {unit} in {hex} (Attack Total {attack})?",
    "light_wounds": "Play Light Wounds? {unit} in {hex} is about to break",
}
#: the same when the prompt names the hex alone
TITLES_HEX = {
    "react": "Op Fire at the enemy entering {hex}?",
    "react_more": "Play more Fire cards against {hex}?",
    "hidden_step": "Play a Hidden Action against the unit that entered {hex}?",
    "hidden_defense": "Play a Hidden Action in {hex} before the Defense roll?",
    "ambush": "Play Ambush before the Melee in {hex}?",
    "no_quarter": "Play No Quarter after the Melee in {hex}?",
    "sniper": "Sniper in {hex}! Choose the unit to hit",
    "group": "Form the Fire Group against {hex}, then Fire!",
    "shell_shock": "Shell Shock near {hex}: which unit breaks?",
}


def decision_title(game) -> str:
    d = game.pending
    if d is None:  # 6.3: the winner in one line (the words of the end-of-game dialog)
        winner = getattr(game.state, "winner", None)
        if winner == "axis":
            return tr("EndOfGameDialog", "Game over: the Axis wins")
        if winner == "allies":
            return tr("EndOfGameDialog", "Game over: the Allies win")
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
    titles.update({  # the Events' and the Artillery's questions
        "air_support": "Air Support: choose the hex attacked", "battle_harden": "Battle Harden: which unit?",
        "blaze_move": "Blaze: where does the unit go?", "commissar": "Commissar: which broken unit?",
        "deploy_marker": "Deploy: which Team keeps the marker?", "entrench": "Entrench: Foxholes in which hex?",
        "field_promotion": "Field Promotion: in which hex?", "hero": "Hero: in which hex?",
        "hero_rally": "Hero: rally a unit?", "infiltration": "Infiltration: choose the unit",
        "infiltrate": "Infiltration: choose the hex", "interdiction": "Interdiction: which unit is suppressed?",
        "interrogation": "Interrogation: discard one of the opponent's cards", "kia": "KIA: which unit?",
        "malfunction": "Malfunction: which Weapon breaks?", "medic": "Medic: which unit rallies?",
        "prisoners_of_war": "Prisoners of War: which unit?", "reconnaissance": "Reconnaissance: reveal a secret chit",
        "reinforcements": "Reinforcements: choose the item", "sappers": "Sappers: remove which Fortification?",
        "scrounge": "Scrounge: take a Weapon?", "scrounge_holder": "Scrounge: who carries the Weapon?",
        "shell_shock": "Shell Shock: which unit breaks?", "suppressing_fire": "Suppressing Fire: which unit?",
        "walking_wounded": "Walking Wounded: which unit returns?", "walking_wounded_hex": "Walking Wounded: in which hex?",
        "white_phosphorus": "White Phosphorus: Smoke in which hex?",
        "white_phosphorus_victim": "White Phosphorus: which unit breaks?", "smoke_hex": "Smoke Grenades: in which hex?",
        "smoke_target": "Smoke: in which hex?", "spot": "Artillery: choose the hex to spot",
        "rounds": "Artillery: Barrage or Smoke?", "impact": "Artillery: resolve which impact?",
        "ambush": "Play Ambush?", "ambush_victim": "Ambush: which unit breaks?", "dig_in_hex": "Dig In: in which hex?",
        "demolitions": "Play Demolitions?",
    })
    text = titles.get(d.kind, d.kind.replace("_", " ").capitalize())
    unit = d.info.get("unit")
    about = d.prompt.args if d.prompt is not None else {}
    hex_id, subject = about.get("hex"), about.get("unit")
    if isinstance(hex_id, str) and hex_id in game.grid:  # say where (and what) the decision is about
        if isinstance(subject, str) and subject in game.state.units and d.kind in TITLES_UNIT_HEX:
            name = unit_name(game, subject, False)
            others = [u for u in str(about.get("units") or "").split(",") if u and u != subject]
            if others:
                name = tr("moves", "{0} and {1} more").format(name, len(others))
            try:
                return tr("moves", TITLES_UNIT_HEX[d.kind]).format(unit=name, hex=hex_id, attack=about.get("attack", ""))
            except (KeyError, IndexError, ValueError):
                pass
        if d.kind in TITLES_HEX:
            try:
                return tr("moves", TITLES_HEX[d.kind]).format(hex=hex_id)
            except (KeyError, IndexError, ValueError):
                pass
    if d.kind == "setup" and not unit and d.info.get("fortification"):
        return tr("moves", "Set up: place {0}").format(str(d.info["fortification"]).replace("_", " "))
    return tr("moves", text).format(unit=unit_name(game, unit) if unit else "")
