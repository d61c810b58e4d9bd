"""Assertions on the log as data: a rules test checks an event's rule, message code and
parameters, never the English sentence the renderer makes of them (``test_messages`` tests the
renderer itself)."""

from __future__ import annotations

from typing import Any

from cc_desktop.rules.messages import GameEvent, RuleMessage


def says(message: RuleMessage, rule: str, code: str, **params: Any) -> bool:
    """True when ``message`` has this rule and code and at least these parameters, with equal
    values (raw values: ids and numbers, not their English spelling)."""
    if message.rule != rule or message.code != code:
        return False
    args = message.args
    return all(k in args and args[k] == v for k, v in params.items())


def said(events: list[GameEvent], rule: str, code: str, **params: Any) -> bool:
    """True when some event of ``events`` says it: its message has this rule and code and at
    least these parameters, with equal values."""
    return any(says(e.message, rule, code, **params) for e in events)
