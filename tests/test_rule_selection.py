"""Selecting the tests of one rule (tests/conftest.py): ``pytest --rule T88`` takes the tests marked
with T88 or a sub-rule (T88.4.1), never T881 or T8; ``-k`` sees the rule ids as keywords.

Each case runs pytest in a subprocess on a small test file, with this suite's conftest.py."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ENV = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")  # pytest alone: starts in a fraction of the time


def run_pytest(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *args],
                          cwd=cwd, env=ENV, capture_output=True, text=True, timeout=300, check=False)

SAMPLE = '''
import pytest

@pytest.mark.rule("T88")
def test_t88(): pass

@pytest.mark.rule("T88.4.1", "10.3")
def test_t88_4_1_and_10_3(): pass

@pytest.mark.rule("T881")
def test_t881(): pass

@pytest.mark.rule("T8")
def test_t8(): pass

@pytest.mark.rule("O20.3")
def test_o20_3(): pass

@pytest.mark.rule("10.31")
def test_10_31(): pass

def test_no_rule(): pass

@pytest.mark.rule("O21")
class TestOrders:
    @pytest.mark.rule("O21.2")
    def test_o21_2(self): pass

    @pytest.mark.parametrize("n", [1, 2])
    def test_o21(self, n): pass
'''

ALL = {"test_t88", "test_t88_4_1_and_10_3", "test_t881", "test_t8", "test_o20_3", "test_10_31", "test_no_rule",
       "TestOrders::test_o21_2", "TestOrders::test_o21[1]", "TestOrders::test_o21[2]"}


@pytest.fixture(scope="module")
def sample(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("rules")
    (root / "conftest.py").write_text((HERE / "conftest.py").read_text(encoding="utf-8"), encoding="utf-8")
    (root / "pytest.ini").write_text('[pytest]\naddopts = --strict-markers\nmarkers =\n    rule(id): a rule\n',
                                     encoding="utf-8")
    (root / "test_sample.py").write_text(SAMPLE, encoding="utf-8")
    return root


def selected(root: Path, *args: str) -> set[str]:
    """The tests that ``pytest ARGS`` collects in ``root`` (as ``test`` or ``Class::test``)."""
    done = run_pytest(root, *args)
    assert done.returncode in (0, 5), done.stdout + done.stderr  # 5: nothing selected
    return {m.group(1) for m in re.finditer(r"^test_sample\.py::(\S+)$", done.stdout, re.MULTILINE)}


def test_without_options_every_test_is_collected(sample):
    assert selected(sample) == ALL


@pytest.mark.parametrize("args, expected", [
    (["--rule", "T88"], {"test_t88", "test_t88_4_1_and_10_3"}),  # T88 and its sub-rules, not T881
    (["--rule", "t88.4"], {"test_t88_4_1_and_10_3"}),  # any case, any depth
    (["--rule", "T8"], {"test_t8"}),  # T8 does not take T88 or T881
    (["--rule", "10.3"], {"test_t88_4_1_and_10_3"}),  # not 10.31
    (["--rule", "T88,O20.3"], {"test_t88", "test_t88_4_1_and_10_3", "test_o20_3"}),
    (["--rule", "T88", "--rule", "O20.3"], {"test_t88", "test_t88_4_1_and_10_3", "test_o20_3"}),
    (["--rule", "O21"], {"TestOrders::test_o21_2", "TestOrders::test_o21[1]", "TestOrders::test_o21[2]"}),  # class
    (["--rule", "O21.2"], {"TestOrders::test_o21_2"}),
    (["--rule", "Z99"], set()),
])
def test_rule_option_selects_the_rule_and_its_sub_rules(sample, args, expected):
    assert selected(sample, *args) == expected


@pytest.mark.parametrize("args, expected", [
    (["-k", "T88.4.1"], {"test_t88_4_1_and_10_3"}),
    (["-m", "rule", "-k", "O20.3 or O21.2"], {"test_o20_3", "TestOrders::test_o21_2"}),
    (["-m", "rule", "-k", "T88 and not T881"], {"test_t88", "test_t88_4_1_and_10_3"}),
])
def test_rule_ids_are_keywords_for_k(sample, args, expected):
    assert selected(sample, *args) == expected


def test_rule_option_on_the_real_suite():
    """``--rule T88.4`` on tests/board/test_los_rules.py picks exactly the tests whose markers name
    T88.4 or a sub-rule of it."""
    from board import test_los_rules as module  # as pytest imports it (tests/ is on sys.path)

    def rules_of(fn) -> list[str]:
        marks = list(getattr(module, "pytestmark", [])) + list(getattr(fn, "pytestmark", []))
        return [str(a) for m in marks if m.name == "rule" for a in m.args]

    tests = {name: rules_of(fn) for name, fn in vars(module).items() if name.startswith("test_") and callable(fn)}
    expected = {name for name, rules in tests.items() if any(r == "T88.4" or r.startswith("T88.4.") for r in rules)}
    assert expected and len(expected) < len(tests)
    done = run_pytest(HERE.parent, "--rule", "T88.4", "tests/board/test_los_rules.py")
    assert done.returncode == 0, done.stdout + done.stderr
    got = {m.group(1) for m in re.finditer(r"^tests/board/test_los_rules\.py::(\w+)", done.stdout, re.MULTILINE)}
    assert got == expected
