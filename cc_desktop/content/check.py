"""``cc-desktop check-content``: every content file, every invariant, every cross-reference.

:func:`check_content` loads every nation, Fate deck, scenario, map, the Objective chits, the marker
pool, the random battle settings (``resources/random.json``) and the texts
(``resources/text/<language>/``) the way the game does, and adds the checks that span files: each
nation's deck exists and carries only cards the nation can use, a real nation's No Quarter
opponents are the ones A38 names and every one of its units, Weapons and Radios has its years
(4.3.2), every scenario's nations, units, Weapons, Radios and map resolve, the random settings
name loadable nations with Squads and Leaders in every year of their pairing (and one battle of
each pairing generates), every Order/Action/Event and every rule id a card names has its text,
every terrain type and marker has its text, and the translations load (and which of their
texts fall back to English, per language: :attr:`ContentReport.fallbacks`).  Given scenario files
(``cc-desktop check-content FILE ...``), it checks only those.  The loaders already check each file's own invariants (a deck's 72 cards, the
two copies of each dice pair, the trigger counts, the even spread of the Random Hexes...).

:func:`deck_table` prints a deck's distribution: Orders, Actions, Events, triggers, the dice
totals and the Random Hexes by column and row, so a designer sees a deck's character at a glance.
No Qt here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from cc_desktop import resources
from cc_desktop.content.errors import ContentError
from cc_desktop.content.loader import (
    bundled_decks, bundled_nations, bundled_scenarios, check_nation_deck, load_chits, load_deck,
    load_markers, load_nation, load_scenario,
)
from cc_desktop.content.model import ACTION_RULES, ACTIONS, EVENT_RULES, EVENTS, ORDERS, Deck, Nation
from cc_desktop.content import texts, wording


@dataclass
class ContentReport:
    """What :func:`check_content` found: ``problems`` are ``file: path: reason`` lines (empty
    when everything is sound); ``checked`` counts the files by kind; ``decks`` the loaded decks."""

    problems: list[str] = field(default_factory=list)
    checked: Counter = field(default_factory=Counter)
    decks: list[Deck] = field(default_factory=list)
    #: per translated language, the shipped texts it shows in English (``file: key.path``;
    #: :func:`cc_desktop.content.wording.missing_texts`): not problems, the translators' list
    fallbacks: dict[str, list[str]] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.problems


def _try(report: ContentReport, kind: str, load, *args):
    try:
        value = load(*args)
    except ContentError as exc:
        report.problems.extend(exc.lines)
        return None
    except OSError as exc:
        report.problems.append(f"{args[0] if args else kind}: cannot read: {exc.strerror or exc}")
        return None
    report.checked[kind] += 1
    return value


#: A38 as the book words it: a German player may play No Quarter only against Russia, a Russian
#: player against any opponent, and no other player at all.  A real (not fictional) nation's
#: ``capabilities.no_quarter_against`` must say exactly this.
A38_NO_QUARTER: dict[str, tuple[str, ...]] = {"germany": ("russia",), "russia": ("any",)}


def check_nation(nation: Nation) -> list[str]:
    """The checks a real nation passes beyond its loader: No Quarter as A38 has it, and years
    (4.3.2) on every unit, Weapon and Radio."""
    out: list[str] = []
    if nation.fictional:
        return out
    want = A38_NO_QUARTER.get(nation.id, ())
    if tuple(nation.no_quarter_against) != want:
        has = ", ".join(nation.no_quarter_against) or "nobody"
        out.append(f"{nation.source}: capabilities.no_quarter_against: is {has} but A38 allows "
                   f"{nation.id} No Quarter against {', '.join(want) or 'nobody'}")
    for kind, items in (("units", nation.units), ("weapons", nation.weapons), ("radios", nation.radios)):
        for ident, item in items.items():
            if item.years is None:
                out.append(f"{nation.source}: {kind}.{ident}: has no years; every unit, Weapon and Radio of a "
                           "real nation says when it is available (4.3.2)")
    return out


def check_random_settings(report: ContentReport, path=None) -> None:
    """``resources/random.json``: its schema, its nations (loadable, two different ones per
    pairing), a Leader and a Squad of each nation in every year of its pairing (4.3.2), and one
    generated battle per pairing."""
    from cc_desktop.content import generator

    path = path or resources.resource(generator.SETTINGS_FILE)
    settings = _try(report, "random settings", generator.load_settings, path)
    if settings is None:
        return
    before = len(report.problems)
    for i, pairing in enumerate(settings["pairings"]):
        where = f"{path}: pairings[{i}]"
        loaded = {}
        for side in ("axis", "allies"):
            try:
                loaded[side] = load_nation(pairing[side])
            except ContentError as exc:
                known = ", ".join(p.stem for p in bundled_nations())
                if exc.problems and exc.problems[0].reason == "file not found":
                    report.problems.append(f"{where}.{side}: unknown nation {pairing[side]!r} (nations: {known})")
                else:
                    report.problems.append(f"{where}.{side}: nation {pairing[side]!r} does not load")
        if pairing["axis"] == pairing["allies"]:
            report.problems.append(f"{where}.allies: is {pairing['allies']!r} like the axis; a battle has two nations")
        lo, hi = pairing["years"]
        if lo > hi:
            report.problems.append(f"{where}.years: runs from {lo} back to {hi}")
        for side, nation in loaded.items():
            for year in range(lo, hi + 1):
                for kind in ("leader", "squad"):
                    if not any(u.kind == kind and not u.special and u.available(year) for u in nation.units.values()):
                        report.problems.append(f"{where}.years: {nation.id} has no {kind} type available in {year} (4.3.2)")
    if len(report.problems) == before:
        for pairing in settings["pairings"]:
            try:
                generator.generate(1, settings, nations=(pairing["axis"], pairing["allies"]))
            except (ContentError, ValueError) as exc:
                report.problems.append(f"{path}: pairings {pairing['axis']}-{pairing['allies']}: "
                                       f"a generated battle does not load: {exc}")


def check_scenario_files(files) -> ContentReport:
    """``cc-desktop check-content FILE ...``: check the given scenario files (with the nations,
    decks and map they name), nothing else."""
    report = ContentReport()
    for path in files:
        _try(report, "scenario", load_scenario, str(path) if str(path).endswith(".json") else Path(path))
    return report


def check_content(files=None) -> ContentReport:
    """Check every bundled content file and the cross-references between them; with ``files``
    (scenario file paths), only those."""
    if files:
        return check_scenario_files(files)
    from cc_desktop.board.mapfile import MapError, load_map

    report = ContentReport()
    for path in resources.bundled_maps():
        try:
            load_map(path)
            report.checked["map"] += 1
        except MapError as exc:
            report.problems.extend(str(exc).splitlines())
    _try(report, "chits", load_chits)
    _try(report, "markers", load_markers)

    decks = {}
    for path in bundled_decks():
        deck = _try(report, "deck", load_deck, path)
        if deck is not None:
            decks[deck.id] = deck
            report.decks.append(deck)
    for path in bundled_nations():
        nation = _try(report, "nation", load_nation, path)
        if nation is None:
            continue
        deck = decks.get(nation.deck)
        if deck is None:
            report.problems.append(f"{path}: deck: no loadable deck {nation.deck!r} in {resources.resource('decks')}")
            continue
        report.problems.extend(p.render(deck.source) + f" (for nation {nation.id})"
                               for p in check_nation_deck(nation, deck))
        report.problems.extend(check_nation(nation))
    for path in bundled_scenarios():
        _try(report, "scenario", load_scenario, path)
    check_random_settings(report)
    _check_skirmish(report)

    _check_texts(report)
    return report


def _check_skirmish(report: ContentReport) -> None:
    """The Skirmish game mode's data (sk-data's ``data.check_all``: resources/skirmish/*.json)."""
    from cc_desktop.skirmish import data as skirmish_data
    problems = skirmish_data.check_all()
    report.problems.extend(problems)
    if not problems:
        report.checked["skirmish data"] += 1


def _check_texts(report: ContentReport) -> None:
    english = _try(report, "card texts", texts.card_texts, texts.DEFAULT_LANGUAGE)
    rules = _try(report, "rule texts", texts.rule_texts, texts.DEFAULT_LANGUAGE)
    terrain = _try(report, "terrain texts", texts.terrain_texts, texts.DEFAULT_LANGUAGE)
    source = texts.texts_dir() / texts.DEFAULT_LANGUAGE
    if english is not None and rules is not None:
        cited = {**texts.ORDER_RULES, **ACTION_RULES, **EVENT_RULES}
        for ident, rule in sorted(cited.items(), key=lambda kv: kv[1]):
            if texts.rule_text(rule) is None:
                report.problems.append(f"{source}: rules.{rule}: is missing (the card text of {ident} cites it)")
    if rules is not None and terrain is not None:
        for section, ids in texts.terrain_chart_ids().items():
            for ident in ids:
                found = texts.terrain_text(section, ident)
                if found is not None and texts.rule_text(found.rule) is None:
                    report.problems.append(f"{source / 'terrain.json'}: {section}.{ident}.rule: "
                                           f"rule {found.rule} has no rule text")
    for language in texts.available_languages():
        if language == texts.DEFAULT_LANGUAGE:
            continue
        _try(report, "card texts", texts.card_texts, language)
        if (texts.texts_dir() / language / "terrain.json").is_file():
            _try(report, "terrain texts", texts.terrain_texts, language)
        if any((texts.texts_dir() / language).glob("rules-*.json")):
            _try(report, "rule texts", texts.rule_texts, language)
        found = wording.translation_problems(language)
        report.problems.extend(found)
        if not found:
            report.checked["content texts"] += sum((texts.texts_dir() / language / n).is_file() for n in wording.FILES)
        report.fallbacks[language] = wording.missing_texts(language)
    _try(report, "generator texts", wording.wording, "generator.json", texts.DEFAULT_LANGUAGE)


def deck_table(deck: Deck) -> str:
    """A deck's distribution as a plain-text table."""
    cards = deck.cards
    lines = [f"{deck.name} ({deck.id}): {len(cards)} cards"]

    def row(title: str, counts: Counter, order) -> None:
        items = [f"{k} {counts[k]}" for k in order if counts[k]]
        lines.append(f"  {title:<9}" + ", ".join(items))

    row("Orders", Counter(c.order for c in cards), ORDERS)
    row("Actions", Counter(c.action for c in cards), ACTIONS)
    row("Events", Counter(c.event for c in cards), EVENTS)
    triggers = Counter(c.trigger for c in cards if c.trigger)
    row("Triggers", triggers, ("event", "jammed", "sniper", "time"))
    lines[-1] += f" (total {sum(triggers.values())})"
    totals = Counter(sum(c.dice) for c in cards)
    lines.append("  Dice     " + " ".join(f"{t}:{totals[t]}" for t in range(2, 13)))
    columns = Counter(c.random_hex[0] for c in cards)
    lines.append("  Columns  " + " ".join(f"{chr(65 + i)}:{columns[chr(65 + i)]}" for i in range(15)))
    rows = Counter(int(c.random_hex[1:]) for c in cards)
    lines.append("  Rows     " + " ".join(f"{r}:{rows[r]}" for r in range(1, 11)))
    return "\n".join(lines)


def fallback_lines(report: ContentReport, listed: bool = False) -> list[str]:
    """Per language, how many shipped texts fall back to English (and, ``listed``, which)."""
    lines = []
    for language, missing in sorted(report.fallbacks.items()):
        if not missing:
            lines.append(f"texts {language}: complete, nothing falls back to English")
            continue
        by_file = Counter(m.split(":", 1)[0] for m in missing)
        lines.append(f"texts {language}: {len(missing)} item(s) fall back to English ("
                     + ", ".join(f"{f} {n}" for f, n in sorted(by_file.items())) + ")")
        if listed:
            lines.extend(f"  {language} {m}" for m in missing)
    return lines


def run(out, err, quiet: bool = False, files=None, fallbacks: bool = False) -> int:
    """The ``check-content`` command: the deck tables (unless ``quiet``), then the problems;
    0 when everything is sound, 2 otherwise.  ``files``: check only these scenario files.
    Unless ``quiet``, one line per translation says how many of its texts fall back to English;
    ``fallbacks`` lists them item by item (a translator's to-do list)."""
    texts.clear_caches()
    wording.clear_caches()
    report = check_content(files)
    if not quiet:
        for deck in report.decks:
            print(deck_table(deck), file=out)
            print(file=out)
    if fallbacks or not quiet:
        for line in fallback_lines(report, fallbacks):
            print(line, file=out)
    for line in report.problems:
        print(line, file=err)
    summary = ", ".join(f"{n} {kind}{'s' if n != 1 and not kind.endswith('s') else ''}"
                        for kind, n in sorted(report.checked.items()))
    if report.ok:
        print(f"content ok: {summary}", file=out)
        return 0
    print(f"{len(report.problems)} problem(s); checked {summary or 'nothing that loaded'}", file=err)
    return 2


__all__ = ["A38_NO_QUARTER", "ContentReport", "check_content", "check_nation", "check_random_settings",
           "check_scenario_files", "deck_table", "fallback_lines", "run"]
