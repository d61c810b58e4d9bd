"""Rule coverage counted against the book: which rules the code executes under their own tests.

    python -m cc_desktop.tools.rules_coverage            # writes docs/rules-coverage.md
    python -m cc_desktop.tools.rules_coverage --measure  # runs the marked tests, then the same
    python -m cc_desktop.tools.rules_coverage --check    # exit 1 if either file is not current

The list of rules is the book's (``resources/rules/book-rules.json``, from the rules digests'
headings: :mod:`cc_desktop.tools.book_rules`); every one of its ids is in the report.

A rule id is the book's numbering: ``10.3.2``, ``O20.3.4``, ``A33``, ``E58.1``, ``T88.4.1``,
``F103``, ``V1``; a whole-numbered rule (1-13) is written ``rule 12`` in a comment.

*Citations.*  A line of ``cc_desktop/`` (its ``tools/`` aside) cites a rule when a ``#`` comment
names it and that comment is on a line that holds code, or is a comment line (or a block of them)
directly above a line of code, with no blank line between.  The citation stands for the statement
on that line: a comment on a ``def`` line (or a decorator) stands for the function's body (its
first statement after the docstring), one on an ``else:``, ``except ...:``, ``finally:`` or
``case ...:`` line for the first statement of that clause.  Found with :mod:`tokenize` and
:mod:`ast`, not by searching the text.  These do *not* cite: docstrings and other strings (the
messages that show a rule to the player), comments followed by a blank line (a section's title),
and comments on statements outside any function (module and class level: tables, constants,
imports), which run once at import and are data notes; they count as *mentions* only.

*Tests.*  The ``@pytest.mark.rule("O20.3.4", ...)`` markers of ``tests/**/test_*.py`` (on a test,
a class, a module's ``pytestmark`` or a ``pytest.param``), read with :mod:`ast`.

*Implemented* is measured, not declared: a rule is implemented when one of its cited lines ran
while a test marked with that very id ran (a sub-rule's or a parent's marker does not count).
``--measure`` runs the marked tests (``pytest -m rule``, in file order and with Hypothesis's seed
fixed, so that what a cache, an import order or a generated example does is the same every time) with the cited statements instrumented
(:mod:`cc_desktop.tools.rules_trace`), and writes ``docs/rules-coverage.json``: per citation its
file, rule, the comment's line and the line that runs it, and under how many tests marked with
its rule it ran (and one of them); per rule, how many tests are marked with it and a digest of
their names.  The report is computed from the book list, the citations and markers as they are
now, and that file.  The file is matched by text, not by line numbers, so moving code does not
make it stale; a citation whose line text changed (or that is new, or gone), or a rule whose
marked tests changed, does, and tests/test_rules_coverage.py then asks for ``--measure``.  What
the measure cannot see without running again: code that no longer reaches a cited line.

Ids of the code or of the markers that are not in the book list are *unknown* (a typo, most
likely): the report lists them, and the tests fail on them unless :data:`ALLOWED_UNKNOWN` holds
them with a reason.  No Qt.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import importlib.util
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import tokenize
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from cc_desktop.content.texts import LETTERED_RULE, RULE_ID
from cc_desktop.tools import book_rules
from cc_desktop.tools.book_rules import rule_key

ROOT = Path(__file__).resolve().parents[2]
REPORT = Path("docs") / "rules-coverage.md"
MEASURE = Path("docs") / "rules-coverage.json"
MEASURE_FORMAT = "cc-desktop-rules-measure"
COMMAND = "python -m cc_desktop.tools.rules_coverage"

#: a dotted or lettered rule id in a comment or a string (only there: a number token 1.25 is a zoom)
RULE = re.compile(r"(?<![\w.])(" + LETTERED_RULE + r"(?:\.\d{1,2})*|(?:1[0-3]|[1-9])\.\d{1,2}(?:\.\d{1,2})*)(?![\w.])")
#: a whole-numbered rule: "rule 12" (a bare 12 is a number)
WHOLE_RULE = re.compile(r"\b[Rr]ule (1[0-3]|[1-9])(?![\w]|\.\d)")
#: version numbers that look like rule ids
_VERSIONS = re.compile(r"(?i)(python|pyside6?|shiboken6?|qt) ?\d\.\d+(\.\d+)?")

#: ids that may be cited although the book list lacks them: regular expression -> why
ALLOWED_UNKNOWN: dict[str, str] = {
    r"^SK": "Skirmish (07-skirmish.md) is another rule set, not counted against the book",
}

SECTIONS = [("Basics and suppression (rules 1-13)", ""), ("Orders (O14-O23)", "O"), ("Actions (A24-A41)", "A"),
            ("Events (E42-E77)", "E"), ("Terrain (T78-T99)", "T"), ("Fortifications (F100-F106)", "F"),
            ("Optional rules (V1-V20)", "V")]

_NOT_CODE = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
             tokenize.ENDMARKER, tokenize.ENCODING}


def ids_in(text: str) -> list[str]:
    """The rule ids a comment or string names, in order."""
    text = _VERSIONS.sub("", text)
    found = [(m.start(), m.group(1)) for m in RULE.finditer(text)]
    found += [(m.start(1), m.group(1)) for m in WHOLE_RULE.finditer(text)]
    return [r for _, r in sorted(found)]


# ----------------------------------------------------------------------------------------------
# Citations in the code
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Citation:
    """A comment naming ``rule`` on (or directly above) a line of code that runs it."""

    rule: str
    file: str  # relative to the root, with /
    line: int  # the comment's line
    text: str  # that line, stripped
    probe: int  # the first line of the statement that runs the rule
    lines: tuple[int, ...]  # the lines whose running counts (the statement's, or its header's)
    code: str  # the probe line, stripped

    @property
    def key(self) -> tuple[str, str, str, str]:
        return (self.file, self.rule, self.text, self.code)

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True)
class Mention:
    """An id named where it does not count: a docstring or string, or a comment that is a note."""

    rule: str
    file: str
    line: int
    how: str  # "string", "note" (a comment on no code, or on module/class-level code)


@dataclass
class CodeScan:
    citations: list[Citation] = field(default_factory=list)
    mentions: list[Mention] = field(default_factory=list)

    def cited(self) -> dict[str, list[Citation]]:
        out: dict[str, list[Citation]] = defaultdict(list)
        for c in self.citations:
            out[c.rule].append(c)
        return out


def _span(s: ast.stmt) -> tuple[int, int]:
    start = min([s.lineno] + [d.lineno for d in getattr(s, "decorator_list", ())])
    return start, s.end_lineno or s.lineno


def _blocks(s: ast.stmt) -> list[list[ast.stmt]]:
    """The statement lists of a compound statement, in source order."""
    out = [getattr(s, name) for name in ("body",) if isinstance(getattr(s, name, None), list)]
    out += [h.body for h in getattr(s, "handlers", ())]
    out += [c.body for c in getattr(s, "cases", ())]
    out += [getattr(s, name) for name in ("orelse", "finalbody") if getattr(s, name, None)]
    return [b for b in out if b]


def _is_docstring(s: ast.stmt) -> bool:
    return isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant)


def _header(s: ast.stmt) -> tuple[int, ...] | None:
    """The lines whose running shows that statement ``s`` ran (None: nothing of it runs)."""
    if _is_docstring(s) or isinstance(s, (ast.Global, ast.Nonlocal)):
        return None
    if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
        body = [b for b in s.body if not _is_docstring(b)]
        return _header(body[0]) if body else None
    blocks = _blocks(s)
    end = max(s.lineno, blocks[0][0].lineno - 1) if blocks else (s.end_lineno or s.lineno)
    return tuple(range(s.lineno, end + 1))


def _probe(body: list[ast.stmt], line: int, in_function: bool) -> tuple[tuple[int, ...] | None, bool]:
    """(the lines that run the statement at ``line``, whether they are inside a function)."""
    for s in body:
        start, end = _span(s)
        if not start <= line <= end:
            continue
        is_def = isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))
        blocks = _blocks(s)
        if not blocks:
            return _header(s), in_function
        if line < blocks[0][0].lineno:  # the header: `def`, `if ...:`, `for ...:`, a decorator
            return _header(s), in_function or is_def
        inner = in_function or is_def
        children = sorted((c for b in blocks for c in b), key=lambda c: c.lineno)
        found = _probe(children, line, inner)
        if found[0] is not None or any(_span(c)[0] <= line <= _span(c)[1] for c in children):
            return found
        after = [c for c in children if c.lineno > line]  # `else:`, `except ...:`, `finally:`, `case ...:`
        return (_header(after[0]) if after else None), inner
    return None, in_function


def scan_source(source: str, file: str, ids_in=ids_in) -> CodeScan:
    """The citations and mentions of one module's source (``file`` names it in the results);
    ``ids_in`` finds the ids in a comment or string (the book's by default)."""
    out = CodeScan()
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
        tree = ast.parse(source)
    except (tokenize.TokenError, SyntaxError, ValueError):
        for number, text in enumerate(source.splitlines(), 1):  # cannot be parsed: all mentions
            out.mentions += [Mention(r, file, number, "note") for r in ids_in(text)]
        return out
    lines = source.splitlines()
    code_rows: set[int] = set()
    for tok in tokens:
        if tok.type not in _NOT_CODE:
            code_rows.update(range(tok.start[0], tok.end[0] + 1))
    comments: dict[int, list[str]] = defaultdict(list)
    for tok in tokens:
        if tok.type == tokenize.STRING:
            out.mentions += [Mention(r, file, tok.start[0], "string") for r in ids_in(tok.string)]
        elif tok.type == tokenize.COMMENT:
            comments[tok.start[0]] += ids_in(tok.string)
    for row, rules in sorted(comments.items()):
        if not rules:
            continue
        target = row
        while target not in code_rows and target + 1 in comments:  # a block of comment lines
            target += 1
        if target not in code_rows:
            target += 1  # the line directly below the comment block (no blank line between)
        probe, in_function = _probe(tree.body, target, False) if target in code_rows else (None, False)
        for rule in dict.fromkeys(rules):
            if probe is None or not in_function:
                out.mentions.append(Mention(rule, file, row, "note"))
            else:
                out.citations.append(Citation(rule, file, row, lines[row - 1].strip(), probe[0], probe,
                                              lines[probe[0] - 1].strip()))
    return out


def scan_code(root: Path = ROOT, package: str = "cc_desktop") -> CodeScan:
    """The citations and mentions of ``cc_desktop/`` (less ``tools/``, which only cite examples, and
    ``skirmish/``, the second ruleset, whose SK ids have a report of their own)."""
    out = CodeScan()
    for path in sorted((root / package).rglob("*.py")):
        rel = path.relative_to(root)
        if rel.parts[:2] in ((package, "tools"), (package, "skirmish")):
            continue
        one = scan_source(path.read_text(encoding="utf-8"), rel.as_posix())
        out.citations += one.citations
        out.mentions += one.mentions
    return out


def code_rules(root: Path = ROOT) -> dict[str, set[str]]:
    """rule -> modules of cc_desktop/ that name it anywhere (citations, comments, strings): every
    id the program may show to a player or a developer (tests/content/test_texts.py)."""
    scan = scan_code(root)
    out: dict[str, set[str]] = defaultdict(set)
    for item in [*scan.citations, *scan.mentions]:
        out[item.rule].add(item.file)
    return out


# ----------------------------------------------------------------------------------------------
# The tests' rule markers
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Marker:
    rule: str  # as written
    file: str
    line: int
    tests: tuple[str, ...]  # test ids (file::[Class::]function) it marks


def _rule_mark_args(node: ast.AST) -> list[ast.expr] | None:
    """The arguments of a ``pytest.mark.rule(...)`` / ``mark.rule(...)`` call, else None."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "rule"
            and (isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "mark"
                 or isinstance(node.func.value, ast.Name) and node.func.value.id == "mark")):
        return node.args
    return None


def _tests_in(body: list[ast.stmt], prefix: str) -> dict[ast.AST, list[str]]:
    """node -> the test ids it holds: test functions, and classes (their test methods)."""
    out: dict[ast.AST, list[str]] = {}
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            out[node] = [f"{prefix}::{node.name}"]
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            inner = _tests_in(node.body, f"{prefix}::{node.name}")
            out.update(inner)
            out[node] = [t for n, ids in inner.items() if not isinstance(n, ast.ClassDef) for t in ids]
    return out


def scan_test_source(source: str, file: str) -> list[Marker]:
    """The rule markers of one test module, each with the tests it marks."""
    tree = ast.parse(source)
    tests = _tests_in(tree.body, file)
    every = [t for n, ids in tests.items() if not isinstance(n, ast.ClassDef) for t in ids]
    owner: dict[ast.AST, list[str]] = {}  # a marker call -> its tests
    names: dict[str, list[ast.AST]] = defaultdict(list)  # module-level NAME = [...] -> its marker calls

    def claim(root: ast.AST, ids: list[str]) -> None:
        for sub in ast.walk(root):
            if _rule_mark_args(sub) is not None:
                owner.setdefault(sub, ids)

    for node, ids in tests.items():
        for deco in getattr(node, "decorator_list", ()):
            claim(deco, ids)
    for scope, ids in [(tree.body, every)] + [(n.body, i) for n, i in tests.items() if isinstance(n, ast.ClassDef)]:
        for stmt in scope:
            if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in stmt.targets):
                claim(stmt.value, ids)
    for stmt in tree.body:  # pytest.param(..., marks=...) in a list that a parametrize names
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
            for target in stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]:
                if isinstance(target, ast.Name):
                    names[target.id].append(stmt)
    for name, stmts in names.items():
        users = [t for node, ids in tests.items() if not isinstance(node, ast.ClassDef)
                 for deco in node.decorator_list for sub in ast.walk(deco)
                 if isinstance(sub, ast.Name) and sub.id == name for t in ids]
        for stmt in stmts:
            claim(stmt, sorted(set(users)) or [file])
    out = []
    for node in ast.walk(tree):
        args = _rule_mark_args(node)
        if args is None:
            continue
        ids = tuple(owner.get(node, [file]))
        for arg in args:
            text = arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else ast.unparse(arg)
            out.append(Marker(text, file, node.lineno, ids))
    return out


def scan_tests(root: Path = ROOT) -> list[Marker]:
    out = []
    for path in sorted((root / "tests").rglob("test_*.py")):
        if path.relative_to(root).parts[:2] == ("tests", "skirmish"):
            continue  # the second ruleset (SK ids): not the book's rules
        out += scan_test_source(path.read_text(encoding="utf-8"), path.relative_to(root).as_posix())
    return out


def marked_tests(markers: list[Marker]) -> dict[str, set[str]]:
    """rule -> the test ids marked with it."""
    out: dict[str, set[str]] = defaultdict(set)
    for m in markers:
        out[m.rule].update(m.tests)
    return out


def test_rules(root: Path = ROOT) -> dict[str, set[str]]:
    """rule -> test files whose @pytest.mark.rule(...) names it."""
    out: dict[str, set[str]] = defaultdict(set)
    for m in scan_tests(root):
        out[m.rule].add(m.file)
    return out


test_rules.__test__ = False  # not a test (pytest would collect the name when imported)


# ----------------------------------------------------------------------------------------------
# Unknown ids
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Unknown:
    rule: str
    where: str  # file:line
    how: str  # "comment", "note", "string", "marker"
    allowed: str = ""  # the allow-list's reason, if it holds the id


def unknown_ids(book: dict, scan: CodeScan, markers: list[Marker]) -> list[Unknown]:
    """Ids named by the code or the markers that are not rules of the book."""
    found = [(c.rule, c.where, "comment") for c in scan.citations]
    found += [(m.rule, f"{m.file}:{m.line}", m.how) for m in scan.mentions]
    found += [(m.rule, f"{m.file}:{m.line}", "marker") for m in markers]
    out = []
    for rule, where, how in found:
        if rule in book and (how != "marker" or RULE_ID.match(rule)):
            continue
        reason = next((why for pattern, why in ALLOWED_UNKNOWN.items() if re.search(pattern, rule)), "")
        out.append(Unknown(rule, where, how, reason))
    return sorted(set(out), key=lambda u: (u.rule, u.where))


# ----------------------------------------------------------------------------------------------
# The measure (docs/rules-coverage.json)
# ----------------------------------------------------------------------------------------------
def _keyed(citations: list[Citation]) -> dict[tuple, Citation]:
    """Each citation by its key and its rank among those of the same key (identical lines)."""
    seen: Counter = Counter()
    out = {}
    for c in citations:
        out[(*c.key, seen[c.key])] = c
        seen[c.key] += 1
    return out


def tests_fingerprint(tests: set[str]) -> str:
    """"<how many> <digest of their sorted names>": the tests marked with a rule, in short."""
    digest = hashlib.sha256("\n".join(sorted(tests)).encode("utf-8")).hexdigest()[:12]
    return f"{len(tests)} {digest}"


def measure_data(citations: list[Citation], markers: list[Marker], runs: list[dict]) -> dict:
    """The measure file's data from the citations, the markers and the recorder's runs (one per
    test run: ``{"test": node id, "rules": [...], "hits": [[file, line], ...]}``)."""
    at: dict[tuple[str, int], list[tuple[tuple, Citation]]] = defaultdict(list)
    keyed = _keyed(citations)
    for key, c in keyed.items():
        for line in c.lines:
            at[(c.file, line)].append((key, c))
    ran: dict[tuple, set[str]] = defaultdict(set)
    for run in runs:
        test = run["test"].split("[", 1)[0]
        rules = set(run["rules"])
        for file, line in run["hits"]:
            for key, c in at.get((file, line), ()):
                if c.rule in rules:
                    ran[key].add(test)
    tests = marked_tests(markers)
    by_file: dict[str, list[dict]] = defaultdict(list)
    for k in sorted(keyed, key=lambda k: (k[0], _sort_key(k[1]), k[2], k[3], k[4])):
        file, rule, text, code, _ = k
        entry = {"rule": rule, "text": text}
        if code != text:
            entry["code"] = code
        entry["ran"] = len(ran.get(k, ()))
        if ran.get(k):
            entry["example"] = min(ran[k])
        by_file[file].append(entry)
    return {
        "format": MEASURE_FORMAT, "version": 1,
        "description": f"Written by {COMMAND} --measure. citations: per file of the code, each citation of a "
                       "rule (the comment's line; code: the line that runs it, when another), under how many "
                       "tests marked with that rule it ran, and one of them. tests: per rule, how many tests "
                       "are marked with it and a digest of their names. Do not edit by hand.",
        "tests": {r: tests_fingerprint(tests[r]) for r in sorted(tests, key=_sort_key)},
        "citations": dict(by_file),
    }


def _measured_entries(data: dict) -> list[tuple[tuple[str, str, str, str], dict]]:
    """((file, rule, text, code), entry) of every citation of the measure file."""
    return [((file, e["rule"], e["text"], e.get("code", e["text"])), e)
            for file, entries in data["citations"].items() for e in entries]


def dump_measure(data: dict) -> str:
    """One citation a line: small diffs when a few change."""
    head = {k: v for k, v in data.items() if k not in ("tests", "citations")}
    parts = [json.dumps(head, ensure_ascii=False, indent=1)[:-2] + ",", ' "tests": {']
    items = list(data["tests"].items())
    parts += [f"  {json.dumps(r)}: {json.dumps(t)}" + ("," if i < len(items) - 1 else "") for i, (r, t) in enumerate(items)]
    parts += [" },", ' "citations": {']
    files = list(data["citations"].items())
    for i, (file, entries) in enumerate(files):
        parts.append(f"  {json.dumps(file)}: [")
        parts += ["   " + json.dumps(e, ensure_ascii=False) + ("," if j < len(entries) - 1 else "")
                  for j, e in enumerate(entries)]
        parts.append("  ]" + ("," if i < len(files) - 1 else ""))
    parts += [" }", "}"]
    return "\n".join(parts) + "\n"


def load_measure(path: Path) -> dict | None:
    if not path.is_file():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != MEASURE_FORMAT or data.get("version") != 1:
        raise ValueError(f"{path}: not a measure file of {COMMAND} (format {data.get('format')!r})")
    return data


def measured(data: dict | None, citations: list[Citation]) -> tuple[dict[tuple, int], list[Citation]]:
    """(citation key -> under how many of its rule's tests it ran, for the citations the measure
    knows; the citations it does not know: new or changed since the measure)."""
    known: dict[tuple, int] = {}
    if data:
        seen: Counter = Counter()
        for key, e in _measured_entries(data):
            known[(*key, seen[key])] = e["ran"]
            seen[key] += 1
    keyed = _keyed(citations)
    return ({k: known[k] for k in keyed if k in known}, [c for k, c in keyed.items() if k not in known])


def stale(data: dict | None, citations: list[Citation], markers: list[Marker], measure_path: str = str(MEASURE)) -> list[str]:
    """Why the measure no longer fits the code and the markers (empty: it fits)."""
    if data is None:
        return [f"{measure_path} is missing"]
    out = []
    _, unknown = measured(data, citations)
    out += [f"{c.where}: {c.rule} cited on a line that is new or changed since the measure: {c.text}"
            for c in unknown]
    current = Counter(c.key for c in citations)
    for key, _e in _measured_entries(data):
        if current[key] > 0:
            current[key] -= 1
        else:
            out.append(f"{key[0]}: {key[1]} was cited by a line that is gone or changed: {key[2]}")
    tests = marked_tests(markers)
    for rule in sorted(set(tests) | set(data["tests"]), key=_sort_key):
        now, then = tests_fingerprint(tests.get(rule, set())), data["tests"].get(rule, tests_fingerprint(set()))
        if now != then:
            out.append(f"the tests marked {rule} changed since the measure ({then.split()[0]} tests then, "
                       f"{now.split()[0]} now)")
    return out


# ----------------------------------------------------------------------------------------------
# The report
# ----------------------------------------------------------------------------------------------
STATUS = {
    "implemented": "a cited line ran under a test marked with the rule",
    "not run": "cited, but no cited line ran under the rule's tests",
    "untested": "cited, and no test is marked with the rule",
    "not measured": "cited on lines the measure does not know yet (run --measure)",
    "tested only": "tested, but no line of code cites the rule",
    "missing": "neither cited nor tested",
}


def _sort_key(rule: str):
    try:
        return (0, rule_key(rule))
    except (ValueError, IndexError):
        return (1, (rule,))


@dataclass
class Coverage:
    """Everything the report says, per book id."""

    book: dict
    cited: dict[str, list[Citation]]
    tests: dict[str, set[str]]
    ran: dict[tuple, int]  # citation key -> under how many of its rule's tests it ran (measured)
    unmeasured: list[Citation]
    mentioned: dict[str, set[str]]
    unknown: list[Unknown]

    def ran_lines(self, rule: str) -> list[Citation]:
        keyed = _keyed(self.cited.get(rule, []))
        return [c for k, c in keyed.items() if self.ran.get(k)]

    def status(self, rule: str) -> str:
        cited = self.cited.get(rule, [])
        if self.ran_lines(rule):
            return "implemented"
        if cited:
            if any(c.rule == rule for c in self.unmeasured):
                return "not measured"
            return "not run" if self.tests.get(rule) else "untested"
        return "tested only" if self.tests.get(rule) else "missing"


def coverage(root: Path = ROOT, book: dict | None = None, package: str = "cc_desktop") -> Coverage:
    """The coverage of the checkout at ``root`` (its book list, code, tests and measure)."""
    book = book_rules.load(root / "resources" / "rules" / "book-rules.json") if book is None else book
    return coverage_of(book, scan_code(root, package), scan_tests(root), load_measure(root / MEASURE))


def coverage_of(book: dict, scan: CodeScan, markers: list[Marker], data: dict | None) -> Coverage:
    ran, unmeasured = measured(data, scan.citations)
    mentioned: dict[str, set[str]] = defaultdict(set)
    for m in scan.mentions:
        mentioned[m.rule].add(m.file)
    return Coverage(book, scan.cited(), marked_tests(markers), ran, unmeasured, mentioned,
                    unknown_ids(book, scan, markers))


def _short(path: str) -> str:
    return path.removeprefix("cc_desktop/")


def _tests_cell(tests: set[str]) -> str:
    files = Counter(Path(t.split("::", 1)[0]).name for t in tests)
    return ", ".join(f"{f} ({n})" if n > 1 else f for f, n in sorted(files.items())) or "—"


def report(cov: Coverage) -> str:
    book = cov.book
    status = {r: cov.status(r) for r in book}
    code_kind = [r for r in book if book[r]["kind"] == "code"]
    counts = Counter(status[r] for r in code_kind)
    no_code = Counter(book[r]["kind"] for r in book if book[r]["kind"] != "code")
    only_mentioned = [r for r in code_kind if status[r] in ("tested only", "missing") and r in cov.mentioned]
    lines = [
        "# Rules coverage", "",
        f"Generated by `{COMMAND}` (the measure: `--measure`) from the book's list of rules",
        "(`resources/rules/book-rules.json`, the headings of the rules digests), the rule comments of the code",
        "(`cc_desktop/`), the tests' `@pytest.mark.rule(...)` markers and the measure (`docs/rules-coverage.json`).",
        "A line *cites* a rule when a `#` comment on it, or directly above it, names the rule; docstrings, strings",
        "and comments on module- or class-level code (tables, constants) are mentions, not citations.",
        "*Implemented* is measured: a cited line ran while a test marked with that rule ran.",
        "How it counts: `cc_desktop/tools/rules_coverage.py`.", "",
        "## Summary", "",
        "| | rule ids |", "|---|---|",
        f"| rules of the book (headings of the digests 01-06) | {len(book)} |",
        (f"| that need no code: definitions, reference, data | {sum(no_code.values())} "
         f"({no_code['definition']} definitions, {no_code['reference']} reference, {no_code['data']} data) |"),
        f"| that need code | {len(code_kind)} |",
        f"| — implemented and tested (measured) | {counts['implemented']} |",
        f"| — cited, but no cited line ran under the rule's tests | {counts['not run']} |",
        f"| — cited, no test marked with the rule | {counts['untested']} |",
    ]
    if counts["not measured"]:
        lines.append(f"| — cited on lines not measured yet (run `--measure`) | {counts['not measured']} |")
    lines += [
        f"| — tested only (no line of code cites the rule) | {counts['tested only']} |",
        f"| — neither cited nor tested | {counts['missing']} |",
        f"| — of these last two: named only in docstrings, strings or notes | {len(only_mentioned)} |",
        "",
    ]
    bad = [u for u in cov.unknown if not u.allowed]
    allowed = [u for u in cov.unknown if u.allowed]
    lines += ["## Unknown ids", ""]
    if not cov.unknown:
        lines += ["The code and the tests name no id that is not a rule of the book.", ""]
    else:
        lines += ["Ids named by the code or the tests' markers that are no rule of the book (a typo, or an",
                  "allowed id of another rule set):", "", "| id | where | as | allowed because |", "|---|---|---|---|"]
        lines += [f"| {u.rule} | {_short(u.where)} | {u.how} | {u.allowed or '**not allowed**'} |" for u in bad + allowed]
        lines.append("")
    lines += ["## Rules", "",
              "Status: " + "; ".join(f"*{k}*: {v}" for k, v in STATUS.items()) + ".",
              "Code lists the citations (file:line of the comment, under `cc_desktop/`), those that ran first",
              "(marked ✓). Tests are the test files (and how many tests in each) marked with the rule.", ""]
    for title, letter in SECTIONS:
        sec = [r for r in book if (r[0] if r[0].isalpha() else "") == letter]
        lines += [f"### {title}", "", "| rule | title | kind | code | tests | status |", "|---|---|---|---|---|---|"]
        for r in sec:
            entry = book[r]
            cites = cov.cited.get(r, [])
            ran = {id(c) for c in cov.ran_lines(r)}
            code = [f"{_short(c.where)} ✓" for c in cites if id(c) in ran]
            code += [_short(c.where) for c in cites if id(c) not in ran]
            st = status[r]
            if entry["kind"] != "code":
                st = f"{entry['kind']}: {entry['reason']}"
            elif st in ("tested only", "missing") and r in cov.mentioned:
                st += " (named in " + ", ".join(sorted(Path(f).name for f in cov.mentioned[r])[:3]) + \
                      (", ..." if len(cov.mentioned[r]) > 3 else "") + ")"
            lines.append(f"| {r} | {entry['title'].replace('|', '/')} | {entry['kind']} | {', '.join(code) or '—'} | "
                         f"{_tests_cell(cov.tests.get(r, set()))} | {st} |")
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


# ----------------------------------------------------------------------------------------------
# Running the measure
# ----------------------------------------------------------------------------------------------
def run_measure(root: Path = ROOT, pytest_args: list[str] | None = None,
                package: str = "cc_desktop") -> tuple[dict, float]:
    """Run the marked tests under the tracer; (the measure's data, the seconds it took)."""
    scan = scan_code(root, package)
    markers = scan_tests(root)
    probes: dict[str, list[int]] = defaultdict(list)
    for c in scan.citations:
        probes[str((root / c.file).resolve())] += c.lines
    # Hypothesis's plugin, when pytest loads it, takes the seed
    hypothesis = importlib.util.find_spec("hypothesis") and not os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD")
    with tempfile.TemporaryDirectory(prefix="cc-rules-measure-") as tmp:
        probe_file, out_file = Path(tmp, "probes.json"), Path(tmp, "runs.json")
        probe_file.write_text(json.dumps({f: sorted(set(v)) for f, v in probes.items()}), encoding="utf-8")
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   PYTHONPATH=os.pathsep.join([str(root), str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
        cmd = [sys.executable, "-m", "pytest", "-q", "-m", "rule", "-p", "no:random_order", "-p", "no:cacheprovider",
               *(["--hypothesis-seed=0"] if hypothesis else []),
               "-p", "cc_desktop.tools.rules_trace", f"--rules-trace-probes={probe_file}",
               f"--rules-trace-out={out_file}", *(pytest_args or [])]
        start = time.perf_counter()
        done = subprocess.run(cmd, cwd=root, env=env, check=False)
        seconds = time.perf_counter() - start
        if done.returncode != 0:
            raise RuntimeError(f"the marked tests did not all pass (pytest exit {done.returncode}): nothing written")
        runs = json.loads(out_file.read_text(encoding="utf-8"))["runs"]
    root_s = str(root.resolve())
    for run in runs:
        run["hits"] = [[Path(f).relative_to(root_s).as_posix(), line] for f, line in run["hits"]]
    return measure_data(scan.citations, markers, runs), seconds


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 epilog="With --measure, other arguments go to pytest (e.g. -x).")
    ap.add_argument("--measure", action="store_true",
                    help=f"first run the marked tests under the tracer and write {MEASURE} (minutes)")
    ap.add_argument("--check", action="store_true",
                    help=f"only tell whether {REPORT} and {MEASURE} are current (exit 1 if not)")
    ap.add_argument("--out", type=Path, help=f"the report (default {REPORT})")
    args, pytest_args = ap.parse_known_args(argv)
    if pytest_args and not args.measure:
        ap.error(f"unrecognized arguments: {' '.join(pytest_args)}")
    out = args.out or ROOT / REPORT
    if args.measure:
        try:
            data, seconds = run_measure(ROOT, pytest_args)
        except RuntimeError as err:
            print(err, file=sys.stderr)
            return 1
        (ROOT / MEASURE).write_text(dump_measure(data), encoding="utf-8")
        entries = _measured_entries(data)
        print(f"{MEASURE}: {len(entries)} citations, {sum(1 for _, e in entries if e['ran'])} ran under their "
              f"rule's tests ({seconds:.0f} s)")
    book = book_rules.load(ROOT / "resources" / "rules" / "book-rules.json")
    scan, markers, data = scan_code(ROOT), scan_tests(ROOT), load_measure(ROOT / MEASURE)
    cov = coverage_of(book, scan, markers, data)
    text = report(cov)
    if args.check:
        problems = stale(data, scan.citations, markers)
        if problems:
            problems.append(f"{MEASURE} is stale: run {COMMAND} --measure")
        current = out.read_text(encoding="utf-8") if out.is_file() else None
        if current != text:
            problems.append(f"{out} is not current: run {COMMAND}")
        problems += [f"{u.where}: {u.rule} is no rule of the book ({u.how})" for u in cov.unknown if not u.allowed]
        for problem in problems:
            print(problem, file=sys.stderr)
        if not problems:
            print(f"{REPORT} and {MEASURE} are current")
        return 1 if problems else 0
    out.write_text(text, encoding="utf-8")
    code = [r for r in book if book[r]["kind"] == "code"]
    print(f"{out}: {len(book)} rules, {len(code)} of kind code, "
          f"{sum(1 for r in code if cov.status(r) == 'implemented')} of them implemented")
    return 0


if __name__ == "__main__":
    sys.exit(main())
