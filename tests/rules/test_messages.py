"""Every refusal and log line carries (rule, code, params); every code has an English text,
so the window can translate from the code and the command line can print English."""

import re
from pathlib import Path

import cc_desktop.rules as rules
from cc_desktop.rules.messages import ENGLISH, IllegalMove, RuleMessage, render

SOURCE = Path(rules.__file__).parent
CODE = re.compile(r'(?:msg|RuleMessage\.of|illegal)\(\s*(?:"[^"]*"|[a-zA-Z_.\[\]]+)\s*,\s*"([a-z_0-9]+)"')


def test_every_code_used_has_an_english_text():
    used = set()
    for path in SOURCE.glob("*.py"):
        used |= set(CODE.findall(path.read_text(encoding="utf-8")))
    assert len(used) > 60
    missing = sorted(c for c in used if c not in ENGLISH)
    assert missing == []


def test_refusal_renders_rule_and_text():
    err = IllegalMove(RuleMessage.of("O21.1", "move_cost", hex="D4", cost=3, unit="squad", left=2))
    assert str(err) == "O21.1: entering D4 costs 3 MP; squad has 2 left"
    assert (err.rule, err.code, err.params["cost"]) == ("O21.1", "move_cost", 3)


def test_unknown_code_and_missing_params_still_render():
    assert render("no_such_code", {"a": 1}) == "no_such_code {'a': 1}"
    assert render("move_cost", {"hex": "D4"}).startswith("move_cost")


def test_a_side_ending_in_s_takes_the_apostrophe_alone():
    assert render("turn_started", {"player": "Allies"}) == "Allies' turn"
    assert render("turn_started", {"player": "Axis"}) == "Axis's turn"
    assert render("radio_broken", {"player": "Allies"}) == "Allies' Radio breaks"
