"""The price of an action as its own check names it (skirmish/prices.py; SK-3.4)."""

from __future__ import annotations

import pytest

from cc_desktop.skirmish import actions, prices
from tests.skirmish.helpers import acting, game


@pytest.mark.rule("SK-3.4")
def test_a_check_asked_names_its_price_and_nothing_is_kept_when_nobody_asks():
    prices.note(5)                       # nobody listens: nothing is kept anywhere
    assert prices._LISTENING == []
    assert prices.asked(lambda: None) == (None, None)

    def outer():
        prices.note(2)
        inner = prices.asked(lambda: prices.note(9) or "inner refusal")
        prices.note(4)
        return inner

    cost, answer = prices.asked(outer)
    assert cost == 4 and answer == (9, "inner refusal")   # each listener hears its own check
    assert prices._LISTENING == []


@pytest.mark.rule("SK-3.4", "SK-4.8")
def test_the_price_comes_from_the_real_check_beyond_the_a_at_hand():
    g = game()
    r2 = acting(g, "r2")
    r2.a_remaining = 3
    cost, why = prices.asked(lambda: actions.why_not(g, r2, actions.SkMove("move", "r2", 37.3, 33.9), "own"))
    assert cost == 7                                         # 6.23 in: 7 A (SK-4.8)
    assert (why.rule, why.code, why.args["left"], why.args["cost"]) == ("SK-3.4", "not_enough_a.move", 3, 7)
    assert g.view("red").cost_of("move r2 37.3 33.9").cost == 7 and r2.a_remaining == 3
