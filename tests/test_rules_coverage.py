"""Rule coverage counted against the book (issue 15, item 4).

cc_desktop/tools/book_rules.py lists the book's rules from the digests' headings; rules_coverage.py
finds the code's citations and the tests' markers, and counts a rule implemented only when a cited
line ran under a test marked with it (rules_trace.py records that).  First small synthetic files;
then the checkout itself: its book list is the digests', its report and measure are current, and
it names no id that is not a rule of the book."""

from __future__ import annotations

import ast
import importlib
import json
import sys
import textwrap

import pytest

from cc_desktop.tools import book_rules as br
from cc_desktop.tools import rules_coverage as rc
from cc_desktop.tools import rules_trace
from cc_desktop.tools.rules_trace import LineRecorder

ROOT = rc.ROOT


def dedent(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


def line_of(source: str, snippet: str) -> int:
    """The number of the one line of ``source`` that holds ``snippet``."""
    found = [n for n, line in enumerate(source.splitlines(), 1) if snippet in line]
    assert len(found) == 1, (snippet, found)
    return found[0]


def entry(kind="code", **more) -> dict:
    return {"title": "A rule", "file": "01-basics.md", "kind": kind, **more}


# ----------------------------------------------------------------------------------------------
# Rule ids and citations (static)
# ----------------------------------------------------------------------------------------------
def test_rule_ids_in_a_comment():
    assert rc.ids_in("# O21.1 and T88.4.1, rule 10.3.2, A33, E58.1, F103; see rule 12") == \
        ["O21.1", "T88.4.1", "10.3.2", "A33", "E58.1", "F103", "12"]
    # numbers, versions and bare whole numbers are no rule ids; nor are ids inside words
    assert rc.ids_in("# pi is 3.14159, Python 3.11, PySide6 6.8.1, 12 hexes, v2, XA33, O21.1x, rules 5-7") == []
    assert rc.ids_in("# rule 10 (LOS), rule 10.3") == ["10", "10.3"]


SOURCE = dedent('''
    import math  # 1.9: a note, at import

    TABLE = {  # T81
        "brush": 2,  # T85
    }


    class Board:  # T78
        SIZE = 3  # 2.1

        def cost(self, hexes):  # O21.1
            """Movement costs (O21.2 in a docstring)."""
            total = 0
            # O21.4: a block of comments
            # over two lines (T78.3), directly above the code
            for h in hexes:
                total += h  # T78.2
            # -- a section's title (F106) --

            if total > 9:
                return "O21.5 in a string"
            else:  # O14.4
                pass  # V13
            try:
                math.sqrt(total)
            except ValueError:  # 1.8
                raise
            return total
''')


def test_a_comment_on_a_line_of_code_or_directly_above_it_cites_the_statement_that_runs():
    scan = rc.scan_source(SOURCE, "game/board.py")
    got = {c.rule: (c.line, c.probe) for c in scan.citations}
    at = lambda snippet: line_of(SOURCE, snippet)
    assert got == {
        "O21.1": (at("def cost"), at("total = 0")),  # a def line: the body's first statement
        "O21.4": (at("# O21.4"), at("for h in hexes")),  # a comment block: the line below it
        "T78.3": (at("over two lines"), at("for h in hexes")),
        "T78.2": (at("# T78.2"), at("# T78.2")),
        "O14.4": (at("else:"), at("pass  # V13")),  # an else: line: the clause's first statement
        "V13": (at("pass  # V13"), at("pass  # V13")),
        "1.8": (at("except ValueError"), at("raise")),
    }
    c = next(c for c in scan.citations if c.rule == "T78.2")
    assert (c.file, c.text, c.code, c.where) == ("game/board.py", "total += h  # T78.2", "total += h  # T78.2",
                                                 f"game/board.py:{at('# T78.2')}")


def test_docstrings_strings_notes_and_section_titles_are_mentions_not_citations():
    scan = rc.scan_source(SOURCE, "game/board.py")
    mentions = {(m.rule, m.how) for m in scan.mentions}
    assert mentions == {("1.9", "note"), ("T81", "note"), ("T85", "note"), ("T78", "note"), ("2.1", "note"),
                        ("F106", "note"), ("O21.2", "string"), ("O21.5", "string")}
    assert not {m.rule for m in scan.mentions} & {c.rule for c in scan.citations}
    # a module that names a rule only in its docstring cites nothing
    doc_only = rc.scan_source('"""Rate of Fire (V13)."""\n\ndef fire():\n    """V13: the MG fires again."""\n'
                              '    return 1\n', "game/v13.py")
    assert doc_only.citations == [] and {m.rule for m in doc_only.mentions} == {"V13"}


def test_markers_are_read_from_tests_classes_modules_and_params():
    source = dedent('''
        import pytest

        pytestmark = pytest.mark.rule("1.2")


        @pytest.mark.rule("O20.3.4", "10.3")
        def test_fire():
            pass


        @pytest.mark.rule("O21")
        class TestMove:
            @pytest.mark.rule("O21.2")
            def test_group(self):
                pass

            def test_plain(self):
                pass


        CASES = [pytest.param("woods", marks=pytest.mark.rule("T99"))]


        @pytest.mark.parametrize("kind", CASES)
        def test_terrain(kind):
            pass


        @pytest.mark.parametrize("x", [pytest.param(1, marks=pytest.mark.rule("SK3"))])
        def test_skirmish(x):
            pass


        def helper_not_a_test():
            return "@pytest.mark.rule('A33') in a string is no marker"
    ''')
    tests = rc.marked_tests(rc.scan_test_source(source, "tests/test_x.py"))
    every = {"tests/test_x.py::test_fire", "tests/test_x.py::TestMove::test_group",
             "tests/test_x.py::TestMove::test_plain", "tests/test_x.py::test_terrain", "tests/test_x.py::test_skirmish"}
    assert dict(tests) == {
        "1.2": every,
        "O20.3.4": {"tests/test_x.py::test_fire"}, "10.3": {"tests/test_x.py::test_fire"},
        "O21": {"tests/test_x.py::TestMove::test_group", "tests/test_x.py::TestMove::test_plain"},
        "O21.2": {"tests/test_x.py::TestMove::test_group"},
        "T99": {"tests/test_x.py::test_terrain"},
        "SK3": {"tests/test_x.py::test_skirmish"},
    }


def test_unknown_ids_of_the_code_and_the_markers_are_found():
    book = {"O20.3.4": entry(), "T88": entry()}
    scan = rc.scan_source(dedent('''
        def fire():
            roll = 7  # O20.3.4, O20.3.9
            return roll, "T88.9"
    '''), "game/fire.py")
    markers = rc.scan_test_source(dedent('''
        import pytest

        @pytest.mark.rule("O20.3.4", "T88", "O99", "SK3.1", "o20.3.4")
        def test_fire():
            pass
    '''), "tests/test_fire.py")
    unknown = {(u.rule, u.how, bool(u.allowed)) for u in rc.unknown_ids(book, scan, markers)}
    assert unknown == {("O20.3.9", "comment", False), ("T88.9", "string", False), ("O99", "marker", False),
                       ("o20.3.4", "marker", False), ("SK3.1", "marker", True)}
    assert next(u for u in rc.unknown_ids(book, scan, markers) if u.rule == "SK3.1").allowed.startswith("Skirmish")


# ----------------------------------------------------------------------------------------------
# The measure: a cited line counts only when it runs under a test marked with its rule
# ----------------------------------------------------------------------------------------------
GAME = dedent('''
    def rally(broken):
        """Recover (O22.3); V13 is named here too."""
        if broken is type(None):
            1 / 0
        if broken:
            return "rallied"  # O22.3
        pass  # V13
        return "fine"
''')

GAME_TESTS = dedent('''
    import pytest

    from game.rules import rally


    @pytest.mark.rule("O22.3")
    def test_rally():
        assert rally(True) == "rallied"


    @pytest.mark.rule("V13")
    def test_rate_of_fire():
        assert rally(True) == "rallied"


    @pytest.mark.parametrize("broken", [pytest.param(False, marks=pytest.mark.rule("O22.3"))])
    def test_not_broken(broken):
        assert rally(broken) == "fine"


    def test_unmarked_runs_the_v13_line():
        assert rally(False) == "fine"
''')

BOOK = {"O22.3": entry(), "V13": entry(), "O22": entry("reference", reason="a heading only: O22.1-O22.3")}


@pytest.fixture
def import_watched(tmp_path, monkeypatch):
    """import_watched(name, source, lines) -> (the module, imported with the recorder's probes on
    those lines, the recorder)."""
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)  # an ordinary import would write a cache
    names = []

    def load(name: str, source: str, lines) -> tuple:
        path = tmp_path / f"{name}.py"
        path.write_text(source, encoding="utf-8")
        recorder = LineRecorder({str(path): lines})
        recorder.install()
        try:
            names.append(name)
            return importlib.import_module(name), recorder
        finally:
            recorder.uninstall()

    yield load
    for name in names:
        sys.modules.pop(name, None)


def test_the_recorder_sees_only_the_watched_statements_that_run(import_watched, tmp_path):
    ret, v13 = line_of(GAME, "# O22.3"), line_of(GAME, "# V13")
    game, recorder = import_watched("synthetic_rules_recorder", GAME, [ret, v13])
    file = str((tmp_path / "synthetic_rules_recorder.py").resolve())
    assert recorder.take() == set()  # importing runs no probe
    assert game.rally(True) == "rallied"
    assert recorder.take() == {(file, ret)}
    assert game.rally(False) == game.rally(False) == "fine"
    assert recorder.take() == {(file, v13)}
    # the module is the same otherwise: its lines, its docstring, no bytecode cache of the probes
    assert game.rally.__code__.co_firstlineno == 1 and game.rally.__doc__.startswith("Recover (O22.3)")
    assert not (tmp_path / "__pycache__").exists()
    with pytest.raises(ZeroDivisionError) as err:
        game.rally(None.__class__)  # an error's traceback names the right line
    assert err.traceback[-1].lineno + 1 == line_of(GAME, "1 / 0")


def test_instrumenting_keeps_every_statement_in_its_place():
    source = dedent('''
        from __future__ import annotations


        def f(xs):
            """Doc."""
            for x in xs:
                if x:
                    continue
                elif x is None:
                    break
                else:
                    pass
            while False:
                pass
            try:
                return 1
            except ValueError:
                raise
            finally:
                xs.append(2)
    ''')
    every = {n.lineno for n in ast.walk(ast.parse(source)) if isinstance(n, ast.stmt)}
    tree = rules_trace.instrument(ast.parse(source), every)
    starts = every - {1, line_of(source, "Doc.")}  # the future import and the docstring keep their place
    probes = [n.targets[0].slice.value for n in ast.walk(tree)
              if isinstance(n, ast.Assign) and getattr(n.targets[0], "value", None) and n.targets[0].value.id == "__rules_hits__"]
    assert sorted(probes) == sorted(starts)
    hits = {}
    namespace = {"__rules_hits__": hits}
    exec(compile(tree, "f.py", "exec"), namespace)  # noqa: S102 - our own test source
    xs = [1, None]
    assert namespace["f"](xs) == 1 and xs == [1, None, 2] and namespace["f"].__doc__ == "Doc."
    # what ran: the def (at import), the loop, both branches that were taken, the try, its finally
    not_run = {line_of(source, "else:") + 1, line_of(source, "while False") + 1, line_of(source, "raise")}
    assert sorted(set(hits)) == sorted(starts - not_run)


def test_a_line_counts_only_under_its_own_rules_tests(import_watched):
    scan = rc.scan_source(GAME, "game/rules.py")
    markers = rc.scan_test_source(GAME_TESTS, "tests/test_game.py")
    game, recorder = import_watched("synthetic_rules_measure", GAME, [n for c in scan.citations for n in c.lines])
    runs = []
    for test, rules, broken in [("tests/test_game.py::test_rally", ["O22.3"], True),
                                ("tests/test_game.py::test_rate_of_fire", ["V13"], True),
                                ("tests/test_game.py::test_not_broken[False]", ["O22.3"], False)]:
        game.rally(broken)
        runs.append({"test": test, "rules": rules,
                     "hits": [["game/rules.py", line] for _, line in sorted(recorder.take())]})
    data = rc.measure_data(scan.citations, markers, runs)
    assert data["citations"] == {"game/rules.py": [
        {"rule": "O22.3", "text": 'return "rallied"  # O22.3', "ran": 1, "example": "tests/test_game.py::test_rally"},
        {"rule": "V13", "text": "pass  # V13", "ran": 0}]}
    cov = rc.coverage_of(BOOK, scan, markers, data)
    # `return "rallied"  # O22.3` ran under an O22.3 test; `pass  # V13` ran only under an O22.3 test
    assert cov.status("O22.3") == "implemented"
    assert cov.status("V13") == "not run"
    assert cov.status("O22") == "missing" and "V13" in cov.mentioned  # (the docstring)
    text = rc.report(cov)
    assert f"| O22.3 | A rule | code | game/rules.py:{line_of(GAME, '# O22.3')} ✓ | test_game.py (2) | implemented |" in text
    assert f"| V13 | A rule | code | game/rules.py:{line_of(GAME, '# V13')} | test_game.py | not run |" in text
    assert "| O22 | A rule | reference | — | — | reference: a heading only: O22.1-O22.3 |" in text
    assert "| — implemented and tested (measured) | 1 |" in text and "| that need code | 2 |" in text


def test_measure_runs_the_marked_tests_with_the_recorder(tmp_path, monkeypatch):
    """The whole --measure on a tiny checkout: pytest -m rule with the plugin, in a subprocess."""
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")  # pytest alone: starts in a fraction of the time
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "game" / "rules.py").write_text(GAME, encoding="utf-8")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_game.py").write_text(GAME_TESTS, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\nmarkers =\n    rule(id): a rule\n", encoding="utf-8")
    data, seconds = rc.run_measure(tmp_path, package="game")
    assert seconds > 0
    ran = {e["rule"]: (e["ran"], e.get("example")) for e in data["citations"]["game/rules.py"]}
    assert ran == {"O22.3": (1, "tests/test_game.py::test_rally"), "V13": (0, None)}
    assert data["tests"] == {"O22.3": rc.tests_fingerprint({"tests/test_game.py::test_rally",
                                                            "tests/test_game.py::test_not_broken"}),
                             "V13": rc.tests_fingerprint({"tests/test_game.py::test_rate_of_fire"})}
    assert json.loads(rc.dump_measure(data)) == data
    # a failing marked test: nothing is measured
    (tmp_path / "tests" / "test_game.py").write_text(GAME_TESTS.replace('== "rallied"', '== "no"'), encoding="utf-8")
    with pytest.raises(RuntimeError, match="did not all pass"):
        rc.run_measure(tmp_path, package="game")


def test_a_measure_is_stale_when_a_cited_line_or_the_marked_tests_change():
    scan = rc.scan_source(GAME, "game/rules.py")
    markers = rc.scan_test_source(GAME_TESTS, "tests/test_game.py")
    data = rc.measure_data(scan.citations, markers, [])
    assert rc.stale(data, scan.citations, markers) == []
    # the cited line moves down: still the same citation
    moved = rc.scan_source("\n\n" + GAME, "game/rules.py")
    assert rc.stale(data, moved.citations, markers) == []
    # its text changes
    changed = rc.scan_source(GAME.replace('return "rallied"  # O22.3', 'return "ok"  # O22.3'), "game/rules.py")
    problems = rc.stale(data, changed.citations, markers)
    assert len(problems) == 2
    assert problems[0].startswith(f"game/rules.py:{line_of(GAME, '# O22.3')}: O22.3 cited on a line that is new or "
                                  "changed since the measure")
    assert problems[1] == 'game/rules.py: O22.3 was cited by a line that is gone or changed: return "rallied"  # O22.3'
    assert rc.coverage_of(BOOK, changed, markers, data).status("O22.3") == "not measured"
    # a test is marked with a rule, or no longer
    more = rc.scan_test_source(GAME_TESTS.replace("def test_unmarked", '@pytest.mark.rule("V13")\ndef test_unmarked'),
                               "tests/test_game.py")
    assert rc.stale(data, scan.citations, more) == ["the tests marked V13 changed since the measure (1 tests then, 2 now)"]
    assert rc.stale(None, scan.citations, markers) == ["docs/rules-coverage.json is missing"]


# ----------------------------------------------------------------------------------------------
# The checkout
# ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def checkout():
    book = br.load()
    scan, markers, data = rc.scan_code(ROOT), rc.scan_tests(ROOT), rc.load_measure(ROOT / rc.MEASURE)
    return book, scan, markers, data, rc.coverage_of(book, scan, markers, data)


def test_the_measure_is_current(checkout):
    _book, scan, markers, data, cov = checkout
    problems = rc.stale(data, scan.citations, markers)
    assert problems == [], (f"{rc.MEASURE} is stale: run python -m cc_desktop.tools.rules_coverage --measure "
                            "(then commit it with the report):\n  " + "\n  ".join(problems[:30]))
    # what it says ran, ran under tests marked with that rule
    for file, entries in data["citations"].items():
        for e in entries:
            assert e["ran"] <= len(cov.tests[e["rule"]]), (file, e)
            assert ("example" in e) == (e["ran"] > 0) and e.get("example", "") in cov.tests[e["rule"]] | {""}, (file, e)


def test_the_report_is_current(checkout):
    *_, cov = checkout
    text = rc.report(cov)
    assert (ROOT / rc.REPORT).read_text(encoding="utf-8") == text, \
        f"{rc.REPORT} is not current: run python -m cc_desktop.tools.rules_coverage"
    # every book id has its line
    for rule in cov.book:
        assert f"\n| {rule} | " in text, rule


def test_the_code_and_the_markers_name_only_rules_of_the_book(checkout):
    *_, cov = checkout
    bad = [f"{u.where}: {u.rule} ({u.how})" for u in cov.unknown if not u.allowed]
    assert bad == [], ("ids that are no rule of the book (resources/rules/book-rules.json): fix them, or allow them "
                       "in rules_coverage.ALLOWED_UNKNOWN with a reason:\n  " + "\n  ".join(bad))
