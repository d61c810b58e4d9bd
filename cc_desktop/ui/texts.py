"""Words for the window: engine messages rendered from their codes, and labels for moves.

The engine speaks in codes (:class:`~cc_desktop.rules.messages.RuleMessage`); the window looks
each code's English template up through Qt's translation system (context ``"engine"``), so a
Greek, Russian or Hungarian ``.qm`` file translates the log and the refusals without touching the
rules.  Move labels are built the same way (context ``"moves"``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from cc_desktop.ui import grammar, names
from cc_desktop.ui.grammar import Word
from cc_desktop.ui.names import type_name

if TYPE_CHECKING:  # the engine is imported when a text is first made, not with the window (start-up)
    from cc_desktop.rules.machine import Move
    from cc_desktop.rules.messages import RuleMessage


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def seen(game):
    """What the words are made from: a player's view (:class:`cc_desktop.rules.view.SideView`,
    the window's: only what he may see is named), or for a game (the tests, the command line)
    the referee's view of it (``game.view(None)``: everything)."""
    return game.view(None) if hasattr(game, "view_for") else game


SIDE_WORDS = {"axis": "Axis", "allies": "Allies"}
POSTURE_WORDS = {"attacker": "Attacker", "defender": "Defender", "recon": "Recon"}
#: the message parameters that name a side ("axis"/"allies"), shown as the side's name
SIDE_PARAMS = frozenset({"player", "first", "expected", "winner", "side", "owner", "loser", "holder", "by",
                         "beneficiary", "chooser", "viewer"})
#: the message parameters that name a terrain, hexside feature or marker (what blocks or hinders a
#: line of sight, what gives a Cover), shown by its name
FEATURE_PARAMS = frozenset({"feature", "terrain", "hinder"})


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
    """"allies" -> "Allied", with the forms ``grammar.json`` gives the side (``side.allies``): a
    translation may ask one ("ο παίκτης {0:owner}": "των Συμμάχων")."""
    return grammar.word(f"side.{side}", tr("moves", SIDE_ADJECTIVES[side])) if side in SIDE_ADJECTIVES else side


def side_subject(side: str) -> str:
    return tr("moves", SUBJECT_WORDS[side]) if side in SUBJECT_WORDS else side


def side_name(side: str) -> str:
    """"axis" -> "Axis" in the window's language (the words are translated in the TrackWidget
    context, where the track display draws them)."""
    return tr("TrackWidget", SIDE_WORDS[side]) if side in SIDE_WORDS else side


def side_word(side: str, subject: bool = False) -> Word:
    """A side in a message: its name (or, as the sentence's subject, its player), with the
    forms of its player that ``grammar.json`` gives (``side.axis``: "игрока за Ось"...)."""
    return grammar.word(f"side.{side}", side_subject(side) if subject else side_name(side))


def fortification_word(kind: str) -> Word:
    """A Fortification by name (terrain.json), with its forms (``fortification.<id>``)."""
    return grammar.word(f"fortification.{kind}", feature_name(None, kind))


def nation_word(game, name_or_id: str) -> Word:
    """A nation named by the engine (its English name or its id) in the window's language; a
    side's id (V18's Enfilade names the opponent by his side) is that side's word."""
    if name_or_id in SIDE_WORDS:
        return side_word(name_or_id)
    for sc_side in getattr(getattr(game, "scenario", None), "sides", {}).values():
        n = sc_side.nation
        if name_or_id in (n.id, n.name):
            return grammar.word(f"nation.{n.id}", names.nation_name(n))
    return grammar.Word(name_or_id)


def type_word(t) -> Word:
    """A unit, Weapon or Radio type (or a Support Table item) by name, with its forms."""
    return grammar.word(getattr(t, "id", ""), type_name(t))


#: the engine's reasons and results, as it words them (translated in the "moves" context)
REASON_WORDS = {
    "not on the map": "not on the map", "Water terrain": "Water terrain", "Blaze": "Blaze",
    "not an Objective hex": "not an Objective hex", "the Pillbox is already in play": "the Pillbox is already in play",
    "a Building hex": "a Building hex", "not at this moment": "not at this moment",
    "no unit in that column": "no unit in that column", "no empty hex with Cover 1": "no empty hex with Cover 1",
    "no hex of the set-up zone can hold it": "no hex of the set-up zone can hold it",
    "hit": "hit", "miss": "miss",
}
#: the engine's reasons with a Fortification in them ("it holds foxholes"), {0} the Fortification
REASON_TEMPLATES = {"it holds {0}": "it holds {0}", "no {0} marker left": "no {0} marker left"}
REASON_PATTERNS = {template: re.compile(re.escape(template).replace(re.escape("{0}"), r"(\w+)"))
                   for template in REASON_TEMPLATES}


def reason_text(reason) -> object:
    """An engine reason or result ("Water terrain", "it holds wire", "hit") in words."""
    if not isinstance(reason, str):
        return reason
    if reason in REASON_WORDS:
        return tr("moves", REASON_WORDS[reason])
    for template, pattern in REASON_PATTERNS.items():
        m = pattern.fullmatch(reason)
        if m:
            return tr("moves", REASON_TEMPLATES[template]).format(fortification_word(m.group(1)))
    return reason


def posture_name(posture: str) -> str:
    return tr("TrackWidget", POSTURE_WORDS[posture]) if posture in POSTURE_WORDS else posture


def message_text(message: RuleMessage, with_rule: bool = True, game=None, where: bool = True) -> str:
    """The message in the window's language; with ``game``, unit and Weapon ids read as names
    (``where``: with the unit's hex now - right for a refusal, wrong for a line of the log,
    which speaks of the past)."""
    from cc_desktop.rules.messages import ENGLISH, english_possessive, template_of

    template = ENGLISH.get(template_of(message.code, message.params))
    params = message.args
    if game is not None:
        game = seen(game)
        subject = next((k for k in SIDE_PARAMS if template and template.startswith("{" + k + "} ")), None)
        params = {k: (side_word(v, subject=k == subject) if k in SIDE_PARAMS and v in SIDE_WORDS
                      else unit_name(game, v, where) if isinstance(v, str) and (game.unit(v) is not None or game.weapon(v) is not None or k == "unit")
                      else card_word(k, v) if k in ("action", "order", "event") and isinstance(v, str)
                      else card_word("order", v) if k == "wanted" and isinstance(v, str)
                      else fortification_word(v) if k == "fortification" and isinstance(v, str) and v
                      else feature_name(None, v) if k in FEATURE_PARAMS and isinstance(v, str) and v
                      else nation_word(game, v) if k in ("nation", "opponent") and isinstance(v, str)
                      else reason_text(v) if k in ("reason", "result")
                      else v) for k, v in params.items()}
        if message.code == "game_started":
            params["scenario"] = names.scenario_name(game.scenario)
        if message.code in ("support_item", "hidden_unit_item") and isinstance(message.args.get("item"), str):
            params["item"] = support_item_word(game, message.args["item"])
        if message.code == "mine_attack" and isinstance(message.args.get("units"), str):
            params["units"] = ", ".join(unit_name(game, t.strip(), False) for t in message.args["units"].split(","))
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
        if message.code in ("defense", "defense_cover") and "cover_by" in message.args:  # O20.3.4: the Cover's source
            params["cover_by"] = cover_source_text(game, message.args["cover_by"], message.args.get("cover_rule", ""))
            if message.args.get("cover_road"):  # the Road's -1 to the hex's Cover, named beside it
                params["cover_by"] = tr("moves", "{0}, {1}").format(params["cover_by"],
                                                                     cover_source_text(game, "road", "T93"))
        if message.code == "card_drawn_known" and message.args.get("player") in SIDE_WORDS:
            # the drawing player's own line: the card's Order beside its number
            card = game.card(message.args["player"], message.args.get("card"))
            if card is not None:
                params["card"] = f"{params['card']} ({card_word('order', card.order)})"
    if message.code == "attack_parts":  # O20.3.1.2: the parts of an attack's FP, each with its rule
        params = dict(params, parts=attack_parts_text(game, message.args))
    if isinstance(message.args.get("trigger"), str):  # 1.9.1: the trigger's id in words ("Time!")
        params = dict(params)
        params["trigger"] = trigger_text(message.args["trigger"], message.code == "card_revealed")
    if template is None:
        body = f"{message.code} {params}" if params else message.code
    else:
        try:
            translated = tr("engine", template)
            body = translated.format(**{k: grammar.plain(v) for k, v in params.items()})
            if translated == template:  # English: "Allies' turn", not "Allies's turn"
                body = english_possessive(body)
        except (KeyError, ValueError, IndexError):
            body = f"{message.code} {params}"
    return f"{message.rule}: {body}" if with_rule and message.rule else body


def signed(value: int) -> str:
    """A part of a total: "+2", "-1", "0"."""
    return f"+{value}" if value > 0 else str(value)


def term_label(game, term) -> str:
    """A part of a total (:class:`cc_desktop.rules.fire.Term`) in words, without its value."""
    return message_text(term.message, with_rule=False, game=game, where=False)


def attack_parts_text(game, params: dict) -> str:
    """The parts of an attack's FP as its log line keeps them (``fire.terms_of_log``): "FP of Rifle
    Squad 6 [O20.3.1.2], 4 other pieces +4 [O20.3.1.2], ..." (and the Airburst after the roll)."""
    from cc_desktop.rules import fire

    terms, after = fire.terms_of_log(params)
    words = [tr("moves", "{0} {1} [{2}]").format(term_label(game, t), t.value if i == 0 else signed(t.value), t.rule)
             for i, t in enumerate(terms)]
    words += [tr("moves", "after the roll: {0} {1} [{2}]").format(term_label(game, t), signed(t.value), t.rule)
              for t in after]
    return ", ".join(words)


def cover_source_text(game, source: str, rule: str) -> str:
    """What gives a defender's Cover (a terrain, Fortification or hexside id, "rubble", "mines",
    a Weapon's id) by name, with its rule: "Woods, T99"."""
    if not source:
        name = ""
    elif game is not None and seen(game).weapon(source) is not None:
        name = grammar.plain(unit_name(game, source, False))
    elif source == "rubble":
        name = tr("moves", "Rubble")
    else:
        name = feature_name(None, source)
    return tr("moves", "{0}, {1}").format(name, rule) if rule and name else (name or rule)


def trigger_text(trigger: str, suffix: bool = False) -> str:
    """1.9.1: a trigger's id ("time") in words ("Time!"), as the card's red box says it;
    ``suffix``: after the dice of a revealed card (" Time!", or nothing without a trigger)."""
    from cc_desktop.ui.cards import trigger_word

    word = trigger_word(trigger) if trigger else ""
    return (" " + word if word else "") if suffix else word


def unit_name(game, unit_id: str, where: bool = True) -> Word:
    """A unit or Weapon by name (a :class:`~cc_desktop.ui.grammar.Word`: its case forms and
    gender go with it), a unit "broken" and (``where``) in its hex."""
    game = seen(game)
    u = game.unit(unit_id)
    if u is not None:
        name = type_word(u.type)
        if u.broken:  # the state agrees with the name: "{0}, broken" may pick by the gender
            name = name.within(tr("moves", "{0}, broken"))
        if u.hex and where:
            name = name.map(lambda text: f"{text} ({u.hex})")
        return name
    w = game.weapon(unit_id)
    if w is not None:
        return type_word(w.type)
    for side in game.scenario.sides.values():  # a type id (a Radio arriving, E68)
        nation = side.nation
        for table in (nation.units, nation.weapons, nation.radios):
            t = table.get(unit_id)
            if t is not None:
                return type_word(t)
    return Word(unit_id)


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
    game = seen(game)
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
    card = seen(game).card(side, number)
    return f"#{number}" if card is None else f"#{number} {card_word('order', card.order)}"


def piece_name(game, ident: str, where: bool = True) -> str:
    """A unit's or Weapon's name for ``ident``; also for a piece the engine is about to create
    (a reinforcement, a Hidden Unit, the two Teams of a deploying Squad), whose id is not yet in
    the state: named by the unit or Weapon type its id is made of."""
    game = seen(game)
    if game.unit(ident) is not None or game.weapon(ident) is not None:
        return unit_name(game, ident, where)
    squad = game.unit(ident[:-2]) if isinstance(ident, str) and ident[-2:] in ("-a", "-b") else None
    if squad is not None:  # E52: a Team to be
        nation = game.scenario.side(squad.side).nation
        team = nation.units.get(squad.type.deploys_to) if squad.type.deploys_to else None
        letter = ident[-1].upper()
        base = type_word(team) if team else type_word(squad.type)
        return base.map(lambda text: tr("moves", "{0} {1}").format(text, letter))
    best = None
    for side in ("axis", "allies"):
        try:
            nation = game.scenario.side(side).nation
        except (KeyError, AttributeError):
            continue
        for table in (nation.units, nation.weapons):
            for type_id, t in table.items():
                if type_id in str(ident) and (best is None or len(type_id) > best[0]):
                    best = (len(type_id), type_word(t))
    return best[1] if best else str(ident)


def _support_entry(game, sides, found):
    """The first Support Table entry of the nations of ``sides`` for which ``found(entry)``."""
    for s in sides:
        try:
            nation = game.scenario.side(s).nation
        except (KeyError, AttributeError):
            continue
        for column in nation.support:
            for e in column.entries:
                if found(e):
                    return e
    return None


def support_item_name(game, side: str, entry_id: str) -> str:
    """The name of a Support Table item (E59, E68, A35.4) from its id."""
    e = _support_entry(game, (side, other_side(side)), lambda e: e.id == entry_id)
    return type_word(e) if e is not None else str(entry_id).replace("_", " ").replace("-", " ")


def support_item_word(game, english_name: str) -> Word:
    """A Support Table item the engine names by its English name (E59, E68, A35.4)."""
    e = _support_entry(game, ("axis", "allies"), lambda e: e.name == english_name)
    return type_word(e) if e is not None else Word(english_name)


def other_side(side: str) -> str:
    return "allies" if side == "axis" else "axis"


def chit_text(game, chit_id: str) -> str:
    """An Objective chit by its letter and what it is worth (7.3.2)."""
    game = seen(game)
    chits = list(game.secret_chits) + list(game.open_chits)
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
#: a marker named inside a decision's prompt ("keeps the {marker} marker")
MARKER_NAMES = {"weapon": "Weapon", "suppressed": "Suppressed", "veteran": "Veteran"}


def _fits(game, type_name: str, value) -> bool:
    """Whether ``value`` can be of ``type_name`` in this game (to tell apart the signatures of
    one move kind, e.g. ``smoke HEX`` / ``smoke PIECE``, for a move no decision is pending for)."""
    from cc_desktop.rules import decisions

    game = seen(game)
    base = decisions.base_type(type_name)
    if not decisions.value_ok(base, value):
        return False
    if base == "hex":
        return value in game.grid
    if base == "weapon":
        return game.weapon(value) is not None
    if base == "unit":
        return game.unit(value) is not None
    if base == "piece":
        return game.unit(value) is not None or game.weapon(value) is not None
    if base == "item":
        return any(e.id == value for s in ("axis", "allies") for c in game.scenario.side(s).nation.support
                   for e in c.entries)
    return True


def move_types(game, move: Move, decision=None) -> tuple[str, ...] | None:
    """The types of ``move``'s arguments, from the registry: as the decision that offers it
    declares them, else the move kind's signature that fits."""
    from cc_desktop.rules import decisions

    spec = getattr(decision, "spec", None)
    sig = decisions.move_types(move.kind, len(move.args), spec)
    if spec is not None and move.kind in spec.moves:
        return sig
    sigs = [s for s in decisions.MOVES.get(move.kind, ()) if len(s) == len(move.args)]
    return next((s for s in sigs if all(_fits(game, t, a) for t, a in zip(s, move.args))), sig)


def typed_text(game, type_name: str, value, side: str, where: bool = True) -> str:
    """A typed value (a move's argument, a decision's parameter) in words: units and Weapons by
    name, cards with their Order, Orders and Actions by their card names, sides by name."""
    from cc_desktop.rules import decisions

    if type_name.endswith(decisions.LIST):
        base = decisions.base_type(type_name)
        items = [typed_text(game, base, v, side, where) for v in value]
        if base == "unit" and len(items) > 1:  # "Rifle Squad and 2 more"
            return tr("moves", "{0} and {1} more").format(items[0], len(items) - 1)
        return ", ".join(items)
    if type_name in ("unit", "weapon", "piece"):
        return piece_name(game, value, where)
    if type_name == "unit_type":
        return unit_name(game, value)
    if type_name == "card":
        return card_label(game, side, value)
    if type_name == "enemy_card":
        return card_label(game, other_side(side), value)
    if type_name == "side":
        return side_word(value)
    if type_name in ("order", "action"):
        return card_word(type_name, value)
    if type_name == "chit":
        return chit_text(game, value)
    if type_name == "fortification":
        return fortification_word(str(value))
    if type_name == "item":
        return support_item_name(game, side, value)
    if type_name == "marker":
        return tr("moves", MARKER_NAMES[value]) if value in MARKER_NAMES else str(value)
    if type_name in ("window", "text"):
        return str(value).replace("_", " ")
    return str(value)  # hex, count, time


#: move labels by kind; ``{0}``, ``{1}``: the arguments in words, as their types say (translated
#: in the "moves" context)
MOVE_LABELS = {
    "pass": "Pass (discard)", "end": "End turn", "done": "Done", "decline": "No, continue",
    "keep": "Keep the roll", "reroll": "Re-roll (give up the Initiative card)", "fire": "Fire!",
    "abandon": "Give up this target", "roll": "Roll", "snipe_none": "Hit nobody",
    "op_fire": "Op Fire with the units already activated", "barrage": "Fire a Barrage (high explosive)",
    "stop": "Stop moving {0}", "order": "Play {0} for its Order", "discard": "Discard {0}",
    "place": "Place {0} in {1}", "reinforce": "Place {0} in {1}", "enter": "{0}: enter {1}",
    "exit": "{0}: exit the map", "with": "Add {0} to the Fire Group", "advance": "{0}: advance into {1}",
    "retreat": "{0}: retreat to {1}", "displace": "{0}: move away from the Blaze into {1}",
    "time": "{0} returns on Time space {1}", "transfer": "Hand {0} to {1}", "give": "Give {0} to {1}",
    "keeps": "{0} keeps {1}", "reveal": "Reveal your secret {0}",
    "activate": "Activate {0}", "add": "Also activate {0}", "mover": "Move {0} next",
    "rally": "Rally roll for {0}", "rout_roll": "Rout roll for {0}", "defend": "Defense roll for {0}",
    "snipe": "Snipe {0}", "eliminate": "Eliminate {0}", "suppress": "Suppress {0}",
    "deploy": "Deploy {0} into two Teams", "stay": "{0} stays", "break": "Break {0}",
    "veteran": "Make {0} a Veteran", "commissar": "Commissar: {0} rolls to rally", "return": "Return {0} to the map",
    "group": "Move the whole stack in {0}", "fortify": "Place the Fortification in {0}",
    "dig_in": "Dig In: Foxholes in {0}", "entrench": "Entrench: Foxholes in {0}",
    "hero": "A Hero appears in {0}", "promote": "Field Promotion in {0}", "infiltrate": "Infiltrate into {0}",
    "air_strike": "Air strike on {0}", "remove": "Remove the Fortification in {0}",
    "remove_smoke": "Remove the Smoke in {0}", "demolish": "Demolish the Fortification in {0}",
    "cover": "Conceal the units in {0}", "spot": "Spot for the Artillery in {0}",
    "impact": "Resolve the impact in {0}", "melee": "Resolve the Melee in {0}",
    "spray": "Spray Fire also at {0}", "smoke_at": "Smoke in {0}", "target": "Fire at {0}",
    # the optional rules (V1-V20)
    "enfilade": "Enfilade: give up the Initiative card for +1 FP per extra hex",
    "point_blank": "Point Blank: discard {0} card(s) at random",
    "withdraw": "{0} withdraws", "accompany": "{0} retreats with the unit",
    "battery_access": "Repair the Radio (Battery Access)", "remove_starshell": "Remove the Starshell in {0}",
    "deny_radio": "Deny the enemy Radio", "near_miss": "The shot falls in {0}", "rubble": "Rubble in {0}",
    "spotter": "Name {0} Mortar Spotter",
}
#: the labels of a move kind whose wording depends on its arguments' types: "kind type type"
TYPED_LABELS = {
    "smoke": "Fire Smoke rounds", "smoke hex": "Smoke in {0}", "smoke piece": "Fire Smoke with {0}",  # O20.2.1
    "take weapon": "Take {0} from the Casualty Track", "take item": "Take {0} from the Support Table",  # E71, E68
    "rout side": "Rout the {0} player", "action card action": "Play #{0} for its {1} Action",
    "starshell": "Fire a Starshell", "starshell hex": "The Starshell lands in {0}",  # V3.1, V4
    "break weapon": "Malfunction: {0} breaks",  # a Weapon that breaks, not a unit broken
}


def move_label(game, move: Move, where: bool = True) -> str:
    """A short label for a legal move, for buttons and menus: every kind of move the engine
    offers reads as words, with units, Weapons, cards and chits by name (never an internal id),
    each argument named as the registry types it; ``where``: units with their hex now (not for
    a move already made, e.g. "Undo ...")."""
    k, a = move.kind, move.args
    game = seen(game)
    d = game.pending
    side = d.player if d else "axis"
    types = move_types(game, move, d) or tuple("piece" if isinstance(x, str) else "count" for x in a)  # no such move
    words = [typed_text(game, t, v, side, where) for t, v in zip(types, a)]
    if (k, types) == ("rout", ("side",)):  # "the Allied player", with the forms of the side's player
        words = [grammar.word(f"side.{a[0]}", side_adjective(a[0]))]
    if (k, types) == ("action", ("card", "action")):
        words[0] = str(a[0])  # "#12": the Action is the card's point here, not its Order
    if (k, types) == ("keeps", ("unit", "marker")):
        words[1] = tr("moves", MARKER_WORDS.get(a[1], a[1]))  # "Rifle Team A keeps the Weapon"
    if k == "fortify" and d is not None and d.spec.name == "setup.fortification":  # F100.1
        return tr("moves", "Place {0} in {1}").format(typed_text(game, "fortification", d.about["fortification"], side),
                                                        words[0])
    if k == "rally" and d is not None and d.kind == "medic":
        return tr("moves", "Medic: rally {0}").format(words[0])
    template = TYPED_LABELS.get(" ".join((k, *types)), MOVE_LABELS.get(k))
    if template is not None:
        try:
            return tr("moves", template).format(*(grammar.plain(w) for w in words))  # (one may be left out)
        except (IndexError, KeyError, ValueError):
            pass
    # a kind this table does not know yet: still words, never ids
    return " ".join([k.replace("_", " ").capitalize()] + words)


def about_text(game, decision) -> dict[str, str]:
    """The decision's ``about`` parameters in words, as the registry types them."""
    game = seen(game)
    return {k: typed_text(game, t, decision.about[k], decision.player, where=False)
            for k, t in decision.spec.about.items()}


def prompt_text(game, decision) -> str:
    """The decision's question (its prompt from the registry) in the window's language."""
    from cc_desktop.rules.messages import ENGLISH, english_possessive

    template = ENGLISH.get(decision.prompt.code, decision.kind)
    params = about_text(game, decision)
    translated = tr("engine", template)
    try:
        text = translated.format(**{k: grammar.plain(v) for k, v in params.items()})
    except (KeyError, IndexError, ValueError):
        text = template.format(**params)
    return english_possessive(text) if translated == template else text


def decision_title(game) -> str:
    game = seen(game)
    d = game.pending
    if d is None:  # 6.3: the winner in one line (the words of the end-of-game dialog)
        winner = game.winner
        if winner == "axis":
            return tr("EndOfGameDialog", "Game over: the Axis wins")
        if winner == "allies":
            return tr("EndOfGameDialog", "Game over: the Allies win")
        return tr("moves", "The game is over")
    return prompt_text(game, d)
