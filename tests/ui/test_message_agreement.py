"""The words around a name agree with it (the Greek rulebook terms follow-up): every engine
message and move label that names a unit, Weapon, piece, Fortification, nation or a side's player
is rendered in Greek with a name of every gender - a Leader (masculine), a Squad = Ομάδα
(feminine), a Team = Απόσπασμα (neuter), a Mortar (masculine), a Demolition Charge (feminine), a
Machine Gun (neuter), the Molotov Cocktails (plural) - and no article stands before a name in a
gender or case it does not have ("το Ομάδα", "της Ομάδα", "του Σύμμαχοι", "οι Γερμανία").  The
articles agree through the grammar specs of the translations ({unit:m=ο|f=η|n=το|p=οι},
{unit:gen}, {fortification:art}, {player:gen}: resources/i18n/README.md); a few lines in Russian
and Hungarian are checked word for word."""

from __future__ import annotations

import dataclasses
import re
import string

import pytest

from cc_desktop.rules import testing
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.messages import ENGLISH, RuleMessage
from cc_desktop.ui.grammar import Word
from cc_desktop.ui.texts import (
    SIDE_PARAMS,
    fortification_word,
    move_label,
    nation_word,
    side_adjective,
    tr,
    unit_name,
)

from .test_grammar import samples

#: the parameters that name a unit or a piece, a Weapon, a Fortification, a nation
UNIT_PARAMS = ("unit", "piece", "leader", "spotter", "team", "subject")
NAMED = set(UNIT_PARAMS) | {"weapon", "fortification", "nation", "opponent"} | set(SIDE_PARAMS)

#: the Greek articles (and σε + article) by case; a plural name takes οι/τα by its own gender
ARTICLES = {
    "nom": {"m": {"ο"}, "f": {"η"}, "n": {"το"}, "pf": {"οι"}, "pn": {"τα"}},
    "gen": {"m": {"του"}, "f": {"της"}, "n": {"του"}, "pf": {"των"}, "pn": {"των"}},
    "acc": {"m": {"τον", "στον"}, "f": {"την", "τη", "στην", "στη"}, "n": {"το", "στο"},
            "pf": {"τις", "στις"}, "pn": {"τα", "στα"}},
}
EVERY_ARTICLE = {a for by_gender in ARTICLES.values() for arts in by_gender.values() for a in arts} | {"στου"}
GREEK_VOWELS = "αεηιουωάέήίόύώϊϋΐΰ"


@pytest.fixture(scope="module")
def pieces():
    """Two games (Germany against America, and against the Soviet Union for the Molotov
    Cocktails) with a unit or Weapon of every gender."""
    game = Game.new("chapel-crossroads-1944", seed=1)
    molotov_game = Game.new("birch-ridge-1942", seed=1)
    units = {g: testing.add_unit(game, "allies", t, "G5").id
             for g, t in (("m", "us_captain"), ("f", "us_rifle_squad"), ("n", "us_rifle_team"))}
    units["m-indeclinable"] = testing.add_unit(game, "axis", "ger_hauptmann", "G6").id
    weapons = {"m": (game, testing.add_unit(game, "allies", "us_rifle_squad", "H5", "us_light_mortar").weapon),
               "f": (game, testing.add_unit(game, "axis", "ger_rifle_squad", "H6", "ger_demo_charge").weapon),
               "n": (game, testing.add_unit(game, "allies", "us_rifle_squad", "H4", "us_lmg").weapon),
               "p": (molotov_game, testing.add_unit(molotov_game, "allies", "rus_rifle_squad", "H5",
                                                    "rus_molotov").weapon)}
    return game, molotov_game, units, weapons


def _variants(pieces):
    """(label, game, the parameters to set) for every gender of every kind of name."""
    game, _molotov_game, units, weapons = pieces
    out = []
    for g, uid in units.items():
        leader = units["m"] if g != "m-indeclinable" else uid
        out.append((f"unit {g}", game, {k: uid for k in UNIT_PARAMS} | {"leader": leader, "spotter": leader}))
    for g, (where, wid) in weapons.items():
        out.append((f"weapon {g}", where, {"weapon": wid, "piece": wid}))
    for kind in ("wire", "foxholes", "mines", "bunker", "trenches", "pillbox"):
        out.append((f"fortification {kind}", game, {"fortification": kind}))
    for side in ("axis", "allies"):
        other = "allies" if side == "axis" else "axis"
        out.append((f"side {side}", game, {k: side for k in SIDE_PARAMS} | {"opponent": other}))
    for a, b in (("Germany", "United States"), ("United States", "Germany")):
        out.append((f"nation {a}", game, {"nation": a, "opponent": b}))
    return out


def render_messages(pieces):
    """Every engine message that names something, with every variant: (code, label, text)."""
    game, molotov_game, _, _ = pieces
    base = {id(game): samples(game), id(molotov_game): samples(molotov_game)}
    out = []
    for code, template in ENGLISH.items():
        used = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        if not used & NAMED:
            continue
        for label, where, over in _variants(pieces):
            if not used & set(over):
                continue
            if code == "no_quarter_nation" and not label.startswith("nation"):
                continue  # the engine names two nations there (melee.py), never a side
            if code == "enfilade" and label.startswith("nation"):
                continue  # and a side there (fire.py)
            args = {k: base[id(where)][k] for k in used} | {k: v for k, v in over.items() if k in used}
            if code == "game_over_vp":
                args["reason"] = "sudden_death"
            out.append((code, label, _say(where, code, **args)))
    return out


def _say(game, code, **args):
    from cc_desktop.ui.texts import message_text

    return message_text(RuleMessage.of("1", code, **args), with_rule=False, game=game, where=False)


def render_move_labels(pieces):
    """The move labels (buttons) that name a unit or Weapon, with every gender: (kind, label, text)."""
    from cc_desktop.rules import decisions

    _game, _molotov_game, units, _weapons = pieces
    out = []
    for kind, signatures in decisions.MOVES.items():
        for sig in signatures:
            if not set(sig) & {"unit", "weapon", "piece", "side"}:
                continue
            for label, where, over in _variants(pieces):
                value = {"unit": over.get("unit"), "piece": over.get("piece"), "weapon": over.get("weapon"),
                         "side": over.get("player")}
                args = []
                for t in sig:
                    v = value.get(t) if t in value else {"hex": "G5", "time": 5, "count": 2, "marker": "weapon",
                                                         "card": 12, "order": "fire", "action": "ambush",
                                                         "item": None, "chit": "K"}.get(t)
                    if t == "unit" and kind in ("give", "transfer"):
                        v = units["f"] if label.startswith("weapon") else over.get("unit")
                    args.append(v)
                if None in args:
                    continue
                out.append((kind, label, move_label(where, Move(kind, *args), where=False)))
    return out


def greek_name_words(pieces):
    """Every Greek name the variants put in a text, with its gender and case forms."""
    game, _molotov_game, units, weapons = pieces
    words = [unit_name(game, uid, False) for uid in units.values()]
    words += [unit_name(where, wid, False) for where, wid in weapons.values()]
    words += [fortification_word(k) for k in ("wire", "foxholes", "mines", "bunker", "trenches", "pillbox")]
    words += [nation_word(game, n) for n in ("Germany", "United States")]
    return words


def _gender_key(word: Word) -> str:
    if word.gender != "p":
        return word.gender
    return "pn" if word.forms.get("nom", str(word)).endswith("α") else "pf"  # ορύγματα, Χαρακώματα


def greek_article_faults(text: str, words: list[Word]) -> list[str]:
    """An article right before a name that is not of the name's gender and of a case the name
    is in there; a side's plain name ("Σύμμαχοι") after an article; the final ν of την/στην."""
    faults = []
    for word in words:
        key = _gender_key(word)
        by_form: dict[str, set[str]] = {}
        for case in ("nom", "gen", "acc"):
            by_form.setdefault(word.forms.get(case, str(word)), set()).update(ARTICLES[case][key])
        for form, allowed in by_form.items():
            for m in re.finditer(r"(?<!\w)(\w+) " + re.escape(form) + r"(?!\w)", text):
                article = m.group(1).lower()
                if article in EVERY_ARTICLE and article not in allowed:
                    faults.append(f"'{m.group(0)}' ({key}, {word})")
    for side in ("Άξονας", "Σύμμαχοι"):
        for m in re.finditer(r"(?<!\w)(\w+) " + side, text):
            if m.group(1).lower() in EVERY_ARTICLE | {"παίκτη", "παίκτης"}:
                faults.append(f"'{m.group(0)}': a side's player takes his forms ({{player:gen}})")
    for m in re.finditer(r"(?<!\w)(\w+) (?=(\w+) \w)", text):
        if m.group(1).lower() in EVERY_ARTICLE and m.group(2).lower() in EVERY_ARTICLE - {"στο", "στη", "στην"}:
            faults.append(f"'{m.group(1)} {m.group(2)}': two articles")
    for m in re.finditer(r"(?<!\w)(σ?την|σ?τη) (\w+)", text, re.IGNORECASE):
        following = m.group(2).lower()
        keeps_n = following[0] in GREEK_VOWELS or following[0] in "κπτξψ" or following[:2] in ("μπ", "ντ", "γκ", "τσ", "τζ")
        if keeps_n != m.group(1).lower().endswith("ν"):
            faults.append(f"'{m.group(0)}': την before a vowel or κ π τ ξ ψ μπ ντ γκ τσ τζ, τη before the others")
    return faults


@pytest.mark.qt
def test_greek_articles_agree_with_every_name_in_every_message(qapp, language, pieces):
    language("el")
    words = greek_name_words(pieces)
    assert {w.gender for w in words} == {"m", "f", "n", "p"}
    rendered = render_messages(pieces) + render_move_labels(pieces)
    assert len({code for code, _, _ in rendered}) > 100  # (the engine's messages and the move kinds that name)
    faults = [f"{code} [{label}]: {fault}\n    {text}" for code, label, text in rendered
              for fault in greek_article_faults(text, words)]
    assert faults == []


@pytest.mark.qt
def test_the_greek_check_finds_the_faults_it_is_about(qapp, language, pieces):
    """The check above finds what it looks for (so that passing means something)."""
    language("el")
    words = greek_name_words(pieces)
    assert greek_article_faults("το Ομάδα τυφεκιοφόρων χαλάει", words)
    assert greek_article_faults("ΔΠ της Ομάδα τυφεκιοφόρων", words)
    assert greek_article_faults("Ο Απόσπασμα τυφεκιοφόρων αποσύρεται", words)
    assert greek_article_faults("ο Παρατηρητής Όλμων του Σύμμαχοι", words)
    assert greek_article_faults("τα Νάρκες στο G5 καταστρέφονται", words)
    assert greek_article_faults("εναντίον του του παίκτη των Συμμάχων", words)
    assert greek_article_faults("παίρνει την Γόμωση κατεδάφισης", words)
    assert not greek_article_faults("οι Νάρκες και τα Ατομικά ορύγματα της Ομάδας τυφεκιοφόρων", words)


@pytest.mark.qt
def test_greek_lines_read_right_for_every_gender(qapp, language, pieces):
    """The lines the follow-up fixed, word for word: the Mortar Spotter of a side's player (once
    "του Σύμμαχοι"), a Weapon that breaks, a Fortification destroyed, a button that names a unit."""
    game, _molotov_game, units, weapons = pieces
    language("el")
    assert _say(game, "mortar_spotter", unit=units["m"], player="allies") == \
        "Ο Λοχαγός Χάρλαν είναι ο Παρατηρητής Όλμων του παίκτη των Συμμάχων"
    assert _say(game, "mortar_spotter", unit=units["m"], player="axis").endswith("του παίκτη του Άξονα")
    assert _say(game, "not_a_chain", piece=units["f"]).startswith("η Ομάδα τυφεκιοφόρων δεν είναι δίπλα")
    assert _say(game, "not_a_chain", piece=units["n"]).startswith("το Απόσπασμα τυφεκιοφόρων δεν είναι δίπλα")
    assert _say(game, "piece_not_ready", piece=units["f"]) == \
        "η Ομάδα τυφεκιοφόρων δεν είναι ενεργοποιημένη ή έχει ήδη βάλει"
    where, molotov = weapons["p"]
    assert _say(where, "spray_piece", piece=molotov).startswith("οι Βόμβες Μολότοφ δεν φτάνουν")
    assert _say(game, "fortification_destroyed", fortification="mines", hex="G5").startswith(
        "οι Νάρκες στο G5 καταστρέφονται")
    assert _say(game, "fortification_placed", fortification="foxholes", hex="G5") == \
        "τα Ατομικά ορύγματα τοποθετούνται στο G5"
    assert _say(game, "no_quarter_nation", nation="United States", opponent="Germany") == \
        "οι Ηνωμένες Πολιτείες δεν μπορούν να παίξουν Χωρίς έλεος εναντίον της Γερμανίας"
    assert _say(game, "enfilade", player="axis", opponent="allies").endswith(
        "δίνει την κάρτα Πρωτοβουλίας στον παίκτη των Συμμάχων")
    assert _say(game, "prompt_interrogation", player="axis") == \
        "Ανάκριση: απορρίψτε μία κάρτα από το χέρι του παίκτη του Άξονα ή αρνηθείτε"
    assert move_label(game, Move("eliminate", units["f"]), where=False) == "Εξόντωση της Ομάδας τυφεκιοφόρων"
    assert move_label(game, Move("spotter", units["m"]), where=False) == \
        "Ορισμός του Λοχαγού Χάρλαν ως Παρατηρητή Όλμων"
    broken = game.state.units[units["n"]]
    broken.broken = True
    try:
        assert unit_name(game, units["n"], False) == "Απόσπασμα τυφεκιοφόρων, κλονισμένο"
    finally:
        broken.broken = False
    reaction = tr("GameWindow", "{0} stopped in {1} by the {2} player's reaction ({3}): {4}")
    assert "λόγω αντίδρασης του παίκτη των Συμμάχων" in reaction.format(
        "x", "G5", side_adjective("allies"), "A24", "y")


@pytest.mark.qt
def test_russian_words_agree_and_name_the_player(qapp, language, pieces):
    game, _molotov_game, units, weapons = pieces
    language("ru")
    assert _say(game, "unit_already_activated", unit=units["n"]) == "Стрелковая группа уже активирована в этот ход"
    assert _say(game, "retreat_not_closer", unit=units["m"], hex="G5").startswith("Капитан Харлан должен отступить")
    assert _say(game, "mortar_spotter", unit=units["m"], player="allies") == \
        "Капитан Харлан — корректировщик миномётов игрока за Союзников"
    assert _say(game, "enfilade", player="axis", opponent="allies").endswith("отдаёт карту инициативы игроку за Союзников")
    assert _say(game, "mortar_spotted", spotter=units["m"], unit=units["f"]).startswith(
        "Капитан Харлан активирует миномёт Стрелкового отделения:")
    assert _say(game, "game_started", scenario="x", first="allies").startswith(
        "Перекрёсток у часовни: первым ходит игрок за Союзников")
    where, molotov = weapons["p"]
    assert _say(where, "weapon_broken", weapon=molotov) == "Бутылки с зажигательной смесью ломаются"
    assert _say(game, "unit_not_placed", unit=units["n"], hex="G5") == "Стрелковую группу нельзя поставить в G5 или рядом"
    assert move_label(game, Move("spotter", units["m"]), where=False) == "Назначить Капитана Харлана корректировщиком миномётов"
    assert move_label(game, Move("mover", units["n"]), where=False) == "Следующее движение: Стрелковая группа"
    for code, label, text in render_messages(pieces):
        if label.startswith("side"):  # a side's player, never the bare side ("игроку Союзники")
            assert not re.search(r"(?i)игрок\w* (Ось|Союзники)\b", text), (code, text)
            assert not re.search(r"ходит (Ось|Союзники)\b", text), (code, text)
            assert re.search(r"(?i)игрок\w* за (Ось|Союзников)\b", text), (code, text)  # in its case


@pytest.mark.qt
def test_hungarian_articles_and_plural_verbs(qapp, language, pieces):
    game, _molotov_game, units, weapons = pieces
    language("hu")
    where, molotov = weapons["p"]
    assert _say(where, "weapon_broken", weapon=molotov) == "a Molotov-koktélok elromlanak"
    assert _say(game, "fortification_placed", fortification="mines", hex="G5") == "az Aknák G5-be kerülnek"
    assert _say(game, "enfilade", player="axis", opponent="allies").endswith(
        "átadja a Kezdeményezés lapot a Szövetségesek játékosának")
    assert _say(game, "prompt_hidden_unit", player="allies") == \
        "Rejtett egységet játszol ki a Szövetségesek játékosának passzolása után?"
    assert move_label(game, Move("time", units["f"], 5), where=False) == "Lövészosztag visszatér az 5. Idő mezőn"
    for code, label, text in render_messages(pieces) + render_move_labels(pieces):
        # the article follows the next sound: "a" before a consonant, "az" before a vowel
        assert not re.search(r"(?<!\w)[Aa] [AEIOUÁÉÍÓÖŐÚÜŰaeiouáéíóöőúüű]", text), (code, label, text)
        assert not re.search(r"(?<!\w)[Aa]z [B-DF-HJ-NP-TV-Zb-df-hj-np-tv-z][a-zá-ű]", text), (code, label, text)
        assert not re.search(r"(?<!\w)[Aa]z? az? ", text), (code, label, text)


@pytest.mark.qt
def test_a_weapon_that_breaks_is_not_a_unit_that_breaks(qapp, language, pieces):
    """A Malfunction's choice names a Weapon that breaks (11.4), not a unit broken (3.2): its
    own label, and a broken Weapon or Radio its own word in the tooltips; a list in the status bar
    is joined by the language's separator (Greek "·": its ";" is the question mark)."""
    game, molotov_game, units, weapons = pieces
    where, lmg = weapons["n"]
    assert move_label(where, Move("break", lmg), where=False) == "Malfunction: Light MG breaks"
    assert move_label(game, Move("break", units["f"]), where=False) == "Break Rifle Squad"
    language("el")
    assert move_label(where, Move("break", lmg), where=False) == "Δυσλειτουργία: το Ελαφρύ πολυβόλο αχρηστεύεται"
    assert move_label(molotov_game, Move("break", weapons["p"][1]), where=False) == \
        "Δυσλειτουργία: οι Βόμβες Μολότοφ αχρηστεύονται"
    assert move_label(game, Move("break", units["f"]), where=False) == "Κλονισμός: Ομάδα τυφεκιοφόρων"
    assert tr("Counters", "Weapon: {name}, FP {fp}, Range {range} - broken").endswith("- αχρηστευμένο")
    assert tr("Counters", "Radio, FP {value} - broken") == "Ασύρματος, ΔΠ {value} - αχρηστευμένος"
    assert tr("GameWindow", "; ") == "· "
    language("ru")
    assert move_label(where, Move("break", lmg), where=False).startswith("Неисправность: ")
    assert tr("Counters", "Radio, FP {value} - broken") == "Рация, ОМ {value} - сломана"


@pytest.mark.qt
def test_a_counters_tooltip_says_broken_and_suppressed_in_the_units_gender(qapp, language, pieces):
    """The tooltip names the unit "broken" / "suppressed" with the words that agree with its name:
    a Leader (masculine), a Squad (feminine), a Team (neuter)."""
    from cc_desktop.ui.counters import CounterItem, UnitView
    game, _molotov_game, units, _ = pieces

    def tip(uid, **state):
        u = game.state.units[uid]
        view = dataclasses.replace(UnitView.from_state(game.state, u), **state)
        return CounterItem(view).toolTip().split("<br>")[0]

    assert tip(units["f"], broken=True, suppressed=True) == "<b>Rifle Squad, broken, suppressed</b> (Squad)"
    language("el")
    assert tip(units["m"], broken=True).startswith("<b>Λοχαγός Χάρλαν, κλονισμένος</b>")
    assert tip(units["f"], broken=True).startswith("<b>Ομάδα τυφεκιοφόρων, κλονισμένη</b>")
    assert tip(units["n"], suppressed=True).startswith("<b>Απόσπασμα τυφεκιοφόρων, καθηλωμένο</b>")
    language("ru")
    assert ", прижат" in tip(units["m"], suppressed=True)
    assert tip(units["n"], suppressed=True).split("</b>")[0].endswith("группа, прижата огнём")   # Team: feminine
    assert tip(units["f"], suppressed=True).split("</b>")[0].endswith("отделение, прижато огнём")   # Squad: neuter
