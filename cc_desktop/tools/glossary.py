"""One term per game concept in each language (issue 16): the glossary and its check.

    python -m cc_desktop.tools.glossary [--language hu] [--missing] [--term rubble]

``resources/text/glossary.json`` (format ``cc-desktop-glossary``) lists the game's terms: per
English term, the word each translation uses (``term``), the stems by which that word is found
in its inflected forms (``stems``) and the renderings it must NOT use (``forbidden``: regular
expressions, matched case-insensitively, ``(?-i:...)`` for a case-sensitive part; alternates
that once crept in, e.g. Hungarian Rubble "romhalmaz" beside "Törmelék").  A ``required`` term
(a card or variant name: Rubble, Withdraw, Critical Hit...) must be named wherever the English
names it.  A term may name places where a forbidden word, or a missing required one, is right
after all (``allow``: location -> reason, in that language's entry).

The check (:func:`check`) reads every text a player sees in that language: every text of
``resources/text/<language>/*.json`` (cards, rules, terrain, scenarios, nations, maps, the
generator's words, grammar forms) and every translation of the window
(``resources/i18n/cc_desktop_<language>.ts``), and reports each forbidden alternate it finds and
each text that leaves out a required term, with where it is.  ``tests/content/test_glossary.py``
fails on any.

``--missing`` is the translator's search tool, not a test: it lists the texts whose English has
the term (``en``: a regular expression, case-sensitive) while the translation has none of the
chosen term's stems - where a translation may have used another word (or left the term out on
purpose).  No Qt.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping

from cc_desktop import resources

LANGUAGES = ("el", "ru", "hu")
FORMAT = "cc-desktop-glossary"
#: keys of the text files whose values are no text a player reads
NOT_TEXT = {"format", "version", "language", "rule", "gender"}


def glossary_path() -> Path:
    return resources.TEXTS / "glossary.json"


def texts_dir() -> Path:
    return resources.TEXTS


def ts_path(language: str) -> Path:
    return resources.I18N / f"cc_desktop_{language}.ts"


@dataclass(frozen=True)
class Term:
    """One glossary entry: the English term and, per language, the chosen word."""

    id: str
    en: str
    en_pattern: re.Pattern
    words: Mapping[str, Mapping[str, Any]]
    required: bool = False

    def chosen(self, language: str) -> str:
        return str(self.words.get(language, {}).get("term", ""))

    def stems(self, language: str) -> list[str]:
        entry = self.words.get(language, {})
        return [str(s) for s in entry.get("stems") or [entry.get("term", "")] if s]

    def forbidden(self, language: str) -> list[re.Pattern]:
        return [re.compile(p, re.IGNORECASE) for p in self.words.get(language, {}).get("forbidden") or ()]

    def allowed(self, language: str) -> Mapping[str, str]:
        return self.words.get(language, {}).get("allow") or {}


@dataclass(frozen=True)
class Finding:
    """A forbidden alternate in a text: the term, the language, where, the words found."""

    term: str
    language: str
    where: str
    found: str
    excerpt: str

    def line(self) -> str:
        if not self.found:
            return f"{self.language} {self.where}: {self.term!r} {self.excerpt}"
        return f"{self.language} {self.where}: {self.found!r} for {self.term!r} ({self.excerpt})"


class GlossaryError(Exception):
    """glossary.json is not what the check needs (the message says what)."""


# ----------------------------------------------------------------------------------------------
# Reading
# ----------------------------------------------------------------------------------------------
def load(path: Path | None = None) -> list[Term]:
    """The glossary's terms; raises :class:`GlossaryError` for a broken file."""
    path = path or glossary_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise GlossaryError(f"{path}: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("terms"), list):
        raise GlossaryError(f"{path}: not a {FORMAT} document with a list of terms")
    out: list[Term] = []
    seen: set[str] = set()
    for i, raw in enumerate(data["terms"]):
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str) or not isinstance(raw.get("en"), str):
            raise GlossaryError(f"{path}: terms[{i}]: needs an id and an English term")
        if raw["id"] in seen:
            raise GlossaryError(f"{path}: terms[{i}]: the id {raw['id']!r} is given twice")
        seen.add(raw["id"])
        try:
            pattern = re.compile(raw.get("en_pattern") or r"\b" + re.escape(raw["en"]) + r"\b")
            words = {}
            for lang in LANGUAGES:
                entry = raw.get(lang)
                if not isinstance(entry, dict) or not isinstance(entry.get("term"), str):
                    raise GlossaryError(f"{path}: {raw['id']}: no {lang} term")
                for p in entry.get("forbidden") or ():
                    re.compile(p)
                words[lang] = entry
        except re.error as exc:
            raise GlossaryError(f"{path}: {raw['id']}: a bad regular expression: {exc}") from exc
        out.append(Term(raw["id"], raw["en"], pattern, words, bool(raw.get("required"))))
    return out


def _leaves(node: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], str]]:
    if isinstance(node, dict):
        for k, v in node.items():
            if k not in NOT_TEXT:
                yield from _leaves(v, path + (str(k),))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _leaves(v, path + (str(i),))
    elif isinstance(node, str):
        yield path, node


def _ts_messages(path: Path) -> Iterator[tuple[str, str, list[str]]]:
    """(context, source, translations) of every message of a .ts file still in use."""
    if not path.is_file():
        return
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("vanished", "obsolete"):
                continue
            forms = [n.text or "" for n in tr.iter("numerusform")] or [tr.text or ""]
            yield name, msg.findtext("source") or "", forms


def texts(language: str, folder: Path | None = None, ts: Path | None = None) -> list[tuple[str, str]]:
    """Every text of ``language`` a player may read, as (where, text): ``file:key.path`` for the
    text files, ``ts:<context>:<English source>`` for the window's translations."""
    folder = folder or texts_dir()
    out: list[tuple[str, str]] = []
    for f in sorted((folder / language).glob("*.json")):
        try:
            doc = json.loads(f.read_text(encoding="utf-8"))
        except ValueError:
            continue
        out += [(f"{f.name}:{'.'.join(p)}", t) for p, t in _leaves(doc)]
    for context, source, forms in _ts_messages(ts or ts_path(language)):
        out += [(f"ts:{context}:{source}", t) for t in forms]
    return out


# ----------------------------------------------------------------------------------------------
# The check
# ----------------------------------------------------------------------------------------------
def _excerpt(text: str, start: int, end: int, width: int = 40) -> str:
    a, b = max(0, start - width), min(len(text), end + width)
    return ("…" if a else "") + text[a:b].replace("\n", " ") + ("…" if b < len(text) else "")


def check(language: str, terms: Iterable[Term] | None = None, corpus: Iterable[tuple[str, str]] | None = None,
          english_texts: Mapping[str, str] | None = None) -> list[Finding]:
    """Every forbidden alternate of a glossary term in ``language``'s texts, and every text whose
    English names a required term that the translation leaves out (``found`` is then "")."""
    terms = list(terms if terms is not None else load())
    corpus = list(corpus if corpus is not None else texts(language))
    out: list[Finding] = []
    for term in terms:
        patterns = term.forbidden(language)
        allowed = term.allowed(language)
        for where, text in corpus:
            if where in allowed:
                continue
            for pattern in patterns:
                for m in pattern.finditer(text):
                    out.append(Finding(term.id, language, where, m.group(0), _excerpt(text, m.start(), m.end())))
    required = [t for t in terms if t.required]
    if required:
        for term, where, text in _missing(language, required, corpus, english_texts):
            if where not in term.allowed(language):
                out.append(Finding(term.id, language, where, "", "leaves out " + term.chosen(language)
                                   + ": " + _excerpt(text, 0, 0, 60)))
    return out


def self_problems(terms: Iterable[Term]) -> list[str]:
    """A term whose chosen word its own forbidden list would catch, or whose stems do not find
    the chosen word: the glossary contradicting itself."""
    out = []
    for term in terms:
        for lang in LANGUAGES:
            chosen = term.chosen(lang)
            for p in term.forbidden(lang):
                if p.search(chosen):
                    out.append(f"{term.id} {lang}: the chosen {chosen!r} is forbidden by {p.pattern!r}")
            if not any(s.lower() in chosen.lower() for s in term.stems(lang)):
                out.append(f"{term.id} {lang}: no stem of {term.stems(lang)} is in the chosen {chosen!r}")
    return out


# ----------------------------------------------------------------------------------------------
# The search: English has the term, the translation none of its stems
# ----------------------------------------------------------------------------------------------
def _english_content() -> dict[str, Any]:
    """The English of scenarios.json / nations.json / maps.json, keyed as the translations are."""
    scenarios, nations, maps = {}, {}, {}
    for path in sorted(resources.resource("scenarios").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if doc.get("for_tests") or path.stem == "test-skirmish":
            continue
        scenarios[doc["id"]] = {"name": doc.get("name", ""), "description": doc.get("description", ""),
                                "special_rules": {r["id"]: r.get("text", "") for r in doc.get("special_rules") or ()}}
    for path in sorted(resources.resource("nations").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        n = {f: doc.get(f, "") for f in ("name", "adjective", "description")}
        for section in ("units", "weapons", "radios"):
            n[section] = {i["id"]: i.get("name", "") for i in doc.get(section) or ()}
        n["support"] = {e["id"]: e.get("name", "") for c in doc.get("support") or () for e in c.get("entries") or ()}
        nations[doc["id"]] = n
    for path in resources.bundled_maps():
        doc = json.loads(path.read_text(encoding="utf-8"))
        maps[path.stem] = {"name": doc.get("name", ""), "description": doc.get("description", ""),
                           "edges": dict(doc.get("edges") or {})}
    return {"scenarios.json": {"scenarios": scenarios}, "nations.json": {"nations": nations},
            "maps.json": {"maps": maps}}


@lru_cache(maxsize=1)
def english() -> dict[str, str]:
    """where -> English text, for every place :func:`texts` names that has an English original."""
    out: dict[str, str] = {}
    for f in sorted((texts_dir() / "en").glob("*.json")):
        doc = json.loads(f.read_text(encoding="utf-8"))
        out.update((f"{f.name}:{'.'.join(p)}", t) for p, t in _leaves(doc))
    for name, doc in _english_content().items():
        out.update((f"{name}:{'.'.join(p)}", t) for p, t in _leaves(doc))
    return out


def _missing(language: str, terms: list[Term], corpus: Iterable[tuple[str, str]],
             english_texts: Mapping[str, str] | None = None) -> Iterator[tuple[Term, str, str]]:
    en = english_texts if english_texts is not None else english()
    for where, text in corpus:
        source = where.split(":", 2)[2] if where.startswith("ts:") else en.get(where)
        if not source:
            continue
        low = text.lower()
        for term in terms:
            if term.en_pattern.search(source) and not any(s.lower() in low for s in term.stems(language)):
                yield term, where, text


def missing(language: str, terms: Iterable[Term] | None = None, only: str | None = None) -> list[tuple[str, str, str]]:
    """(term id, where, translation) where the English names the term and the translation has
    none of the chosen term's stems (.ts sources are their own English)."""
    terms = [t for t in (terms if terms is not None else load()) if only in (None, t.id)]
    return [(term.id, where, text) for term, where, text in _missing(language, terms, texts(language))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cc_desktop.tools.glossary", description=__doc__.split("\n\n")[0])
    parser.add_argument("--language", choices=LANGUAGES, action="append", help="only this language (repeatable)")
    parser.add_argument("--missing", action="store_true",
                        help="list texts whose English has a term but the translation not the chosen word")
    parser.add_argument("--term", help="only this term id")
    args = parser.parse_args(argv)
    try:
        terms = load()
    except GlossaryError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.term:
        terms = [t for t in terms if t.id == args.term]
    bad = self_problems(terms)
    for line in bad:
        print(line)
    found = 0
    for lang in args.language or LANGUAGES:
        if args.missing:
            for tid, where, text in missing(lang, terms):
                print(f"{lang} {tid} {where}: {text[:160]}")
            continue
        findings = check(lang, terms)
        found += len(findings)
        for f in findings:
            print(f.line())
        print(f"{lang}: {len(findings)} problem(s) with {len(terms)} terms")
    return 1 if (found or bad) else 0


if __name__ == "__main__":
    raise SystemExit(main())
