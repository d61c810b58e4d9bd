"""The book's list of rules: every numbered rule id that has a heading in the rules digests.

    python -m cc_desktop.tools.book_rules [--digests ../shared/rules] [--check]

The digests (``01-basics.md`` ... ``06-variants.md`` of the rules specification, by default
``../shared/rules/`` beside the checkout, as docs/rules-decisions.md names it) give each rule of
the book a Markdown heading that starts with its number: ``## 1. The Fate Cards``, ``### 13.2†
Effects``, ``#### O20.3.4 Fire Defense Roll``, ``### T78. General Rules``.  This tool reads those
headings (not the Test scenarios, Ambiguities, Data and Audit sections, nor ``07-skirmish.md``:
Skirmish is another rule set) and writes ``resources/rules/book-rules.json`` (schema
``resources/schemas/bookrules.schema.json``): per id, its title, its digest and its ``kind``.

The kind is "code" (the program must execute the rule) unless the hand-maintained
``resources/rules/book-rules-overrides.json`` says "definition", "reference" or "data", with a
one-line reason.  Re-run the tool when a digest changes; ``--check`` only compares and tells
whether the data file is current.  No Qt.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from cc_desktop.content.texts import RULE_ID
from cc_desktop.schema import Validator

ROOT = Path(__file__).resolve().parents[2]
DIGESTS = ROOT.parent / "shared" / "rules"
DIGEST_FILES = ("01-basics.md", "02-suppression-orders.md", "03-actions.md", "04-events.md",
                "05-terrain-fortifications.md", "06-variants.md")
RULES_DIR = ROOT / "resources" / "rules"
BOOK_RULES = RULES_DIR / "book-rules.json"
OVERRIDES = RULES_DIR / "book-rules-overrides.json"
SCHEMAS = ROOT / "resources" / "schemas"
KINDS = ("code", "definition", "reference", "data")

#: a heading: its level, the rule number (with a "." or the digests' "†" for a rebuilt number
#: after it), the title
HEADING = re.compile(r"^(#{1,6})\s+([0-9]+(?:\.[0-9]+)*|[A-Z][0-9]+(?:\.[0-9]+)*)(\.?)(†?)(?=\s|$)\s*(.*)$")
#: the sections of a digest that are no rules: a heading of one of these opens a part to skip
#: (until the next heading of its level or above)
NOT_RULES = re.compile(r"^(Test scenarios|Ambiguities|Data the book does not give|Audit|Index cross-reference|"
                       r"Summary table|Master table|Glossary)", re.IGNORECASE)
#: what the digests write after a title about the number itself (kept as the rule's note)
NUMBER_NOTE = re.compile(r"\s*\*?\(((?:number|reconstructed|printed)[^)]*)\)\*?\s*$", re.IGNORECASE)


class BookRulesError(Exception):
    """A digest or the overrides file is not what the tool expects (the message says where)."""


@dataclass(frozen=True)
class Heading:
    id: str
    title: str
    file: str
    line: int
    note: str = ""


def rule_key(rule: str) -> tuple:
    """Book order: the numbered rules 1-13, then O, A, E, T, F, V, each by its numbers."""
    head = rule[0] if rule[0].isalpha() else ""
    return ("0OAETFV".index(head or "0"), tuple(int(p) for p in re.findall(r"\d+", rule)))


def headings(text: str, file: str) -> list[Heading]:
    """The rule headings of one digest, in order."""
    out: list[Heading] = []
    skip_level = 0  # inside a skipped section opened by a heading of this level
    for number, line in enumerate(text.splitlines(), 1):
        m = re.match(r"^(#{1,6})\s+(.*)$", line)
        if not m:
            continue
        level = len(m.group(1))
        if skip_level and level > skip_level:
            continue
        skip_level = 0
        if NOT_RULES.match(m.group(2).strip()):
            skip_level = level
            continue
        h = HEADING.match(line)
        if not h or not RULE_ID.match(h.group(2)):
            continue
        title, note = h.group(5).strip(), ""
        n = NUMBER_NOTE.search(title)
        if n:
            note, title = n.group(1).strip(), title[:n.start()].strip()
        if h.group(4):
            note = "; ".join(x for x in ("number rebuilt by the digest (†)", note) if x)
        out.append(Heading(h.group(2), title, file, number, note))
    return out


def extract(digests: Path = DIGESTS) -> list[Heading]:
    """Every rule heading of the digests 01-06, in book order; an id given twice is an error."""
    found: list[Heading] = []
    for name in DIGEST_FILES:
        path = digests / name
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as err:
            raise BookRulesError(f"{path}: cannot read the digest ({err.strerror or err})") from err
        found += headings(text, name)
    seen: dict[str, Heading] = {}
    for h in found:
        if h.id in seen:
            first = seen[h.id]
            raise BookRulesError(f"{h.file}:{h.line}: rule {h.id} has a heading already ({first.file}:{first.line})")
        seen[h.id] = h
    titles = {h.id: h.title for h in found}
    out = []
    for h in sorted(found, key=lambda h: rule_key(h.id)):
        if not h.title:  # "### E52.1": the part of E52 it is
            parent = h.id.rpartition(".")[0]
            h = Heading(h.id, f"{titles.get(parent) or parent}, part {h.id.rpartition('.')[2]}", h.file, h.line,
                        "; ".join(x for x in ("untitled in the digest", h.note) if x))
        out.append(h)
    return out


def _validate(data: dict, schema_name: str, where: Path) -> None:
    schema = json.loads((SCHEMAS / schema_name).read_text(encoding="utf-8"))
    errors = Validator(schema).errors(data)
    if errors:
        raise BookRulesError("\n".join(f"{where}: {e}" for e in errors))


def load_overrides(path: Path = OVERRIDES) -> dict[str, dict]:
    """rule id -> {"kind": ..., "reason": ...} of the hand-maintained overrides file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise BookRulesError(f"{path}: {err}") from err
    _validate(data, "bookrules-overrides.schema.json", path)
    return data["rules"]


def build(found: list[Heading], overrides: dict[str, dict], overrides_name: str = "book-rules-overrides.json") -> dict:
    """The data of book-rules.json from the headings and the overrides."""
    ids = {h.id for h in found}
    strays = sorted(set(overrides) - ids, key=rule_key)
    if strays:
        raise BookRulesError(f"{overrides_name}: {', '.join(strays)}: no heading of the digests has this number")
    rules = {}
    for h in found:
        entry = {"title": h.title, "file": h.file, "kind": "code"}
        if h.note:
            entry["note"] = h.note
        over = overrides.get(h.id)
        if over:
            entry["kind"], entry["reason"] = over["kind"], over["reason"]
        rules[h.id] = entry
    return {"format": "cc-desktop-bookrules", "version": 1,
            "description": "Every numbered rule of the book that has a heading in the rules digests 01-06. Generated by "
                           "python -m cc_desktop.tools.book_rules from the digests and book-rules-overrides.json (the "
                           "kinds other than code, with their reasons); do not edit by hand.",
            "rules": rules}


def dumps(data: dict) -> str:
    """The data file's text: one rule a line (small diffs)."""
    head = {k: v for k, v in data.items() if k != "rules"}
    items = list(data["rules"].items())
    lines = [json.dumps(head, ensure_ascii=False, indent=1)[:-2] + ",", ' "rules": {']
    lines += [f"  {json.dumps(r)}: {json.dumps(e, ensure_ascii=False)}" + ("," if i < len(items) - 1 else "")
              for i, (r, e) in enumerate(items)]
    return "\n".join(lines + [" }", "}"]) + "\n"


def load(path: Path = BOOK_RULES) -> dict[str, dict]:
    """rule id -> {"title", "file", "kind", ["reason"], ["note"]} of book-rules.json, in book order."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise BookRulesError(f"{path}: {err}") from err
    _validate(data, "bookrules.schema.json", path)
    return data["rules"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--digests", type=Path, default=DIGESTS, help=f"the digests' folder (default {DIGESTS})")
    ap.add_argument("--out", type=Path, default=BOOK_RULES, help="the data file (default resources/rules/book-rules.json)")
    ap.add_argument("--check", action="store_true", help="only tell whether the data file is current (exit 1 if not)")
    args = ap.parse_args(argv)
    try:
        text = dumps(build(extract(args.digests), load_overrides(OVERRIDES)))
    except BookRulesError as err:
        print(err, file=sys.stderr)
        return 2
    current = args.out.read_text(encoding="utf-8") if args.out.is_file() else None
    if args.check:
        if current != text:
            print(f"{args.out} is not current: run python -m cc_desktop.tools.book_rules", file=sys.stderr)
            return 1
        print(f"{args.out} is current")
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(f"{args.out}: {len(json.loads(text)['rules'])} rules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
