"""The rules coverage report finds rule ids in tests and code (issue 4)."""

from cc_desktop.tools import rules_coverage as rc
from cc_desktop.tools.rules_coverage import RULE


def test_rule_pattern():
    text = "# O21.1 and T88.4.1, rule 10.3.2, A33, E58.1, F103; not 1.5.3.x or v2 or 3.14159"
    assert RULE.findall("# O21.1 and T88.4.1, rule 10.3.2, A33, E58.1, F103") == \
        ["O21.1", "T88.4.1", "10.3.2", "A33", "E58.1", "F103"]
    assert "3.14159" not in RULE.findall(text)


def test_report_knows_the_tested_and_implemented_rules():
    tests, code = rc.test_rules(), rc.code_rules()
    assert "tests/board/test_los_rules.py" in tests["T88.4.1"]
    assert any(p.endswith("los.py") for p in code["T88.4.1"])
    assert "O20.3.4" in tests and "O20.3.4" in code
    text = rc.report()
    assert "| O20.3.4 |" in text and "## Orders (O14-O23)" in text
