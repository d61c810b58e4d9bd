"""The A an action costs, as its own check names it (SK-3.4, SK-4).

Every action's check works out its price and compares it with the A at hand in one place
(``actions._short``; a shot in ``reactions.why_not_shot``), and names the price there:
:func:`note`.  :func:`asked` runs a check while listening, so that the price comes from the rule
that charges it (``SkSideView.cost_of``) without copying the game or reading a refusal's words.
Nothing is recorded while nobody listens.  No Qt.
"""

from __future__ import annotations

from typing import Any, Callable

#: the prices named by the checks run under :func:`asked`, innermost last
_LISTENING: list[list[int]] = []


def note(cost: int) -> None:
    """A check names the A its action costs (before it compares them with the A at hand)."""
    if _LISTENING:
        _LISTENING[-1].append(cost)


def asked(check: Callable[[], Any]) -> tuple[int | None, Any]:
    """Run ``check`` (a pure question: why a move may not be made) and return (the price it named,
    its answer): the dearest price named (a check that prices parts of an action names each,
    the whole last), None if it named none."""
    heard: list[int] = []
    _LISTENING.append(heard)
    try:
        answer = check()
    finally:
        _LISTENING.pop()
    return (max(heard) if heard else None), answer
