"""Every engine message in every language (issue 16, item 2): each message code rendered with
sample parameters - units, Weapons, sides, Fortifications, nations by their names in the
window's language - leaves no placeholder, reads differently from English, and (Russian) shows
no English word; the words that agree (cases, genders) come from grammar.json through format
specs on the placeholders (cc_desktop.ui.grammar)."""

from __future__ import annotations

import re
import string

import pytest

from cc_desktop.rules.game import Game
from cc_desktop.rules.messages import ENGLISH, RuleMessage
from cc_desktop.ui.grammar import Word
from cc_desktop.ui.language import set_content_language
from cc_desktop.ui.texts import message_text, typed_text

LANGUAGES = ("el", "ru", "hu")
LEFT_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*(?::[^{}]*)?\}")
#: codes whose rendering may equal the English one, with the reason
SAME_AS_ENGLISH: dict[str, str] = {}
#: codes whose Russian line may show Latin words, with the reason
LATIN_ALLOWED: dict[str, str] = {
    "not_a_legal_choice": "quotes the move as typed and the decision's id (a hand-written or broken move file)",
    "unknown_move": "quotes the move as typed (a hand-written or broken move file)",
}


def _param_names() -> set[str]:
    return {f for t in ENGLISH.values() for _, f, _, _ in string.Formatter().parse(t) if f}


def samples(game) -> dict[str, object]:
    st = game.state
    units = list(st.units.values())
    leader = next(u for u in units if u.type.kind == "leader")
    squad = next(u for u in units if u.type.kind == "squad")
    team = next((u for u in units if u.type.kind == "team"), squad)
    weapon = next(iter(st.weapons))
    axis_nation = game.scenario.side("axis").nation
    allies_nation = game.scenario.side("allies").nation
    entry = axis_nation.support[0].entries[0]
    return {
        "player": "allies", "first": "axis", "expected": "axis", "winner": "allies", "beneficiary": "axis",
        "chooser": "axis", "viewer": "axis", "unit": squad.id, "leader": leader.id, "team": team.id,
        "piece": squad.id, "spotter": leader.id, "weapon": weapon, "hex": "G5", "target": "H6", "origin": "G5",
        "card": 12, "cards": "3, 7, 12", "chit": "K", "number": 3, "count": 4, "given": 2, "limit": 3,
        "order": "fire", "wanted": "move", "action": "ambush", "actions": "Ambush", "event": "blaze",
        "fortification": "wire", "nation": axis_nation.name, "opponent": allies_nation.name,
        "reason": "Water terrain", "result": "hit", "trigger": "time", "what": "Rally: {0}", "subject": squad.id,
        "source": f"7.1 {squad.id}", "delta": 2, "balance": -3, "scenario": game.scenario.name,
        "item": entry.name, "rolls": "5-6", "teams": f"{team.id}, {team.id}", "units": f"{squad.id}, {team.id}",
        "direction": 3, "marker": typed_text(game, "marker", "suppressed", "axis"), "move": "end turn",
        "decision": "the turn", "cost": 2, "left": 1, "max": 6, "min": 2, "range": 4, "fp": 5, "hindrance": 1,
        "product": 12, "roll": 7, "total": 11, "attack": 11, "morale": 7, "strength": 9, "d1": 3, "d2": 4,
        "time": 5, "space": 6, "spent": 3, "value": 4, "vp": 2, "white": 2, "coloured": 5, "n": 7,
        "cover": 2, "purpose": "x", "defense": 8, "hexes": "G5, G6", "into": "H6", "wire": "H5",
        "base": 6, "cover_by": "woods", "feature": "woods", "terrain": "woods", "parts": "x",  # issue 14 (fire.py)
    }


def render_all(game) -> dict[str, str]:
    params = samples(game)
    assert _param_names() <= set(params), _param_names() - set(params)
    out = {}
    for code, template in ENGLISH.items():
        used = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        args = {k: params[k] for k in used}
        if code == "roll":
            args.update(what=params["what"], subject=params["subject"])
        if code == "game_over_vp":
            args["reason"] = "sudden_death"  # 6.3: how the game ended (texts.END_REASONS)
        if code.startswith("prompt_"):  # a decision's parameters arrive typed (texts.about_text)
            squad, team = params["units"].split(", ")
            args.update({k: v for k, v in (("units", typed_text(game, "unit*", (squad, team), "axis")),
                                            ("actions", typed_text(game, "action*", ("hidden_mines",), "allies")))
                         if k in used})
        out[code] = message_text(RuleMessage.of("1", code, **args), with_rule=False, game=game)
    return out


@pytest.fixture(scope="module")
def game():
    return Game.new("birch-ridge-1942", seed=1)


@pytest.mark.qt
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_renders_in_every_language(qapp, language, game, lang):
    set_content_language(None)
    english = render_all(game)
    assert all(not LEFT_PLACEHOLDER.search(t) for t in english.values())
    language(lang)
    rendered = render_all(game)
    problems = []
    for code, text in rendered.items():
        if LEFT_PLACEHOLDER.search(text) or text.startswith(code + " "):
            problems.append(f"{code}: placeholder left or not rendered: {text}")
        elif text == english[code] and code not in SAME_AS_ENGLISH:
            problems.append(f"{code}: same as English: {text}")
        if lang == "ru" and code not in LATIN_ALLOWED:
            latin = set(re.findall(r"[A-Za-z]{3,}", text))
            if latin:
                problems.append(f"{code}: English words {sorted(latin)} in: {text}")
    assert problems == []


@pytest.mark.qt
def test_russian_words_agree_with_the_unit(qapp, language, game):
    language("ru")
    st = game.state
    leader = next(u for u in st.units.values() if u.type.id == "ger_hauptmann")
    squad = next(u for u in st.units.values() if u.type.id == "ger_rifle_squad")
    team = next(u for u in st.units.values() if u.type.id == "ger_rifle_team")

    def say(code, **args):
        return message_text(RuleMessage.of("1", code, **args), with_rule=False, game=game)

    assert say("unit_eliminated", unit=leader.id, beneficiary="allies", vp=4) == \
        "Гауптман Раймерс уничтожен; игрок за Союзников получает 4 ПО"
    assert say("unit_eliminated", unit=squad.id, beneficiary="allies", vp=2).startswith("Стрелковое отделение уничтожено;")
    assert say("unit_broken", unit=team.id).endswith(" подавлена")
    assert say("move_cost", hex="G5", cost=2, unit=leader.id, left=1).endswith("у Гауптмана Раймерса осталось 1")
    assert say("initiative_passes", player="axis") == "карта Инициативы переходит к игроку за Ось"
    assert say("sniper_target", unit=team.id, hex="G5") == "снайпер поражает Стрелковую группу в G5"  # accusative
    assert say("weapon_scrounged", weapon=next(iter(st.weapons)), unit=leader.id).endswith("вместе с Гауптманом Раймерсом")
    assert "игроку за Ось" in say("hand_shown_public", player="allies", count=5, viewer="axis")


def test_a_word_keeps_its_forms_and_picks_by_gender():
    w = Word("Стрелковая группа", {"gen": "Стрелковой группы"}, "f")
    assert "у {0:gen}: {0:m=подавлен|f=подавлена|n=подавлено|p=подавлены}".format(w) == "у Стрелковой группы: подавлена"
    assert "{0:dat}".format(w) == "Стрелковая группа"  # a form it lacks: the plain name
    assert "{0:m=a|f=b}".format(Word("x")) == "a"  # unknown gender: the first choice
    assert "{0}".format(w) == "Стрелковая группа" and isinstance(w, str)


@pytest.mark.qt
def test_greek_articles_agree_with_the_side(qapp, language, game):
    """The Allies are plural, the Axis singular: Greek names the side's player with the article
    the sentence needs (resources/text/el/grammar.json), never "στον Σύμμαχοι"."""
    language("el")

    def say(code, **args):
        return message_text(RuleMessage.of("1", code, **args), with_rule=False, game=game)

    assert say("initiative_passes", player="allies") == "η κάρτα Πρωτοβουλίας περνά στον παίκτη των Συμμάχων"
    assert say("turn_started", player="axis") == "σειρά του παίκτη του Άξονα"
    assert say("unit_eliminated", unit=next(iter(game.state.units)), beneficiary="allies", vp=2).endswith(
        "· ο παίκτης των Συμμάχων κερδίζει 2 ΠΝ")


@pytest.mark.qt
def test_hungarian_suffixes_on_the_side(qapp, language, game):
    """Hungarian puts the case on the player's noun with its article (resources/text/hu/grammar.json):
    "a Szövetségesek játékosához", not "Szövetségesek játékoshoz"."""
    language("hu")

    def say(code, **args):
        return message_text(RuleMessage.of("1", code, **args), with_rule=False, game=game)

    assert say("initiative_passes", player="allies") == "a Kezdeményezés lap a Szövetségesek játékosához kerül"
    assert say("turn_started", player="axis") == "a Tengely játékosának köre"


@pytest.mark.qt
def test_hungarian_units_take_their_article_and_suffix(qapp, language, game):
    """Hungarian has no gender but an article and suffixes that follow the sound of the word:
    the unit's forms come from hu/grammar.json ("a Lövészosztagot", "Hauptmann Reimers"),
    the hex id's from its number read aloud ("G5-be", "H3-ban"), the article from the first
    sound ("a 12", "az 5")."""
    language("hu")
    st = game.state
    leader = next(u for u in st.units.values() if u.type.id == "ger_hauptmann")
    squad = next(u for u in st.units.values() if u.type.id == "ger_rifle_squad")
    team = next(u for u in st.units.values() if u.type.id == "ger_rifle_team")
    weapon = next(iter(st.weapons))

    def say(code, **args):
        return message_text(RuleMessage.of("1", code, **args), with_rule=False, game=game, where=False)

    assert say("unit_moved", unit=squad.id, hex="G5", spent=2) == "a Lövészosztag G5-be lép (2 MP elköltve)"
    assert say("unit_moved", unit=squad.id, hex="H3", spent=1) == "a Lövészosztag H3-ba lép (1 MP elköltve)"
    assert say("sniper_target", unit=team.id, hex="A1") == "a Mesterlövész eltalálja a Lövészrajt A1-ben"
    assert say("move_cost", hex="G6", cost=2, unit=leader.id, left=1) == \
        "a belépés G6-ba 2 MP; Hauptmann Reimersnek 1 maradt"
    assert say("leader_cannot_activate_leader", leader=leader.id, unit=squad.id) == \
        "Hauptmann Reimers nem aktiválhatja a Lövészosztagot: Vezető sosem aktivál másik Vezetőt"
    assert say("weapon_scrounged", weapon=weapon, unit=squad.id).endswith("a Lövészosztaggal együtt tér vissza a térképre")
    assert say("weapon_transferred", weapon=weapon, unit=team.id).endswith(" átkerül a Lövészrajhoz")
    assert say("card_played_order", player="axis", card=5, order="fire") == \
        "A Tengely játékosa kijátssza az 5 lapot a Tűz Parancsért"
    assert say("card_played_order", player="axis", card=12, order="advance") == \
        "A Tengely játékosa kijátssza a 12 lapot az Előrenyomulás Parancsért"
    # a plural name: the verb agrees ({fortification:m=...|p=...})
    assert say("fortification_destroyed", fortification="foxholes", hex="G5") == \
        "a Lövészteknők G5-ben megsemmisülnek (Erődítmények sebezhetősége)"
    assert say("fortification_destroyed", fortification="wire", hex="G5") == \
        "a Drótakadály G5-ben megsemmisül (Erődítmények sebezhetősége)"


def test_hungarian_forms_of_hex_ids_and_numbers():
    """The suffix follows the last word read: 5 "öt" (front, rounded), 3 "három" (back), 10
    "tíz"; the article "az" before a vowel sound: 1 "egy", 5 "öt", A "á", F "ef"."""
    from cc_desktop.ui.grammar import hungarian_form as form

    assert [form("G5", f) for f in ("ill", "ine", "ela", "sub", "sup", "del", "all", "ins", "acc", "dat")] == [
        "G5-be", "G5-ben", "G5-ből", "G5-re", "G5-ön", "G5-ről", "G5-höz", "G5-tel", "G5-öt", "G5-nek"]
    assert [form("H3", f) for f in ("ill", "sup", "all", "ins", "acc")] == ["H3-ba", "H3-on", "H3-hoz", "H3-mal", "H3-at"]
    assert [form("B6", "acc"), form("C10", "ins"), form("D20", "ine"), form("E12", "all"), form("K8", "ins")] == [
        "B6-ot", "C10-zel", "D20-ban", "E12-höz", "K8-cal"]
    assert [form(x, "art") for x in ("12", "5", "1", "50", "10", "1000", "G5", "A1", "F4", "Lefogva", "Előrenyomulás")] == [
        "a 12", "az 5", "az 1", "az 50", "a 10", "az 1000", "a G5", "az A1", "az F4", "a Lefogva", "az Előrenyomulás"]
    assert form("A1", "art_all") == "az A1-hez" and form("G5", "art_sub") == "a G5-re"
    assert form("Lövészosztag", "acc") is None  # a name's forms belong in grammar.json
    w = Word("G5", language="hu")
    assert "{0:ill} / {0:gen} / {0}".format(w) == "G5-be / G5 / G5"  # a form it cannot make: the plain text
    assert "{0:ill}".format(Word("G5", language="ru")) == "G5"  # only Hungarian makes forms
