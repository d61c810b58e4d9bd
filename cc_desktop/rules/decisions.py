"""Typed decisions and moves: one registry of every kind the engine can produce.

Each kind of decision (:data:`DECISIONS`, declared in :mod:`cc_desktop.rules.decision_kinds`)
says which rule asks it, who decides, the moves it offers with the types of their arguments,
the typed parameters of what it is about (``about``) and its English prompt.  Each kind of
move (:data:`MOVES`) declares its argument types, so that a move read from text or JSON is
checked, not guessed.

* :class:`~cc_desktop.rules.machine.Decision` checks itself against its kind here and builds
  its prompt (``RuleMessage(rule, "prompt_<kind>", about)``): every kind has a question of its
  own, rendered in English from :data:`MESSAGES` and in the window from the same template,
  translated.
* ``Move.parse`` and ``Move.from_json`` check the move kind and its arguments here.
* :func:`table` is the table of docs/engine.md (``python -m cc_desktop.tools.decisions_table``).

The machinery is :class:`cc_desktop.engine.registry.Registry`, shared with Skirmish; this module
is Combat Commander's registry and keeps its module-level names.  No Qt.
"""

from __future__ import annotations

from typing import Any

from cc_desktop.engine.registry import LIST, DecisionSpec, Registry, base_type
from cc_desktop.rules.decision_kinds import DECISION_KINDS, MOVE_KINDS, TYPES
from cc_desktop.rules.messages import RuleMessage

__all__ = ["LIST", "DecisionSpec", "REGISTRY", "MOVES", "DECISIONS", "BY_KIND", "MESSAGES", "base_type",
           "value_ok", "spec_of", "check", "prompt", "move_types", "parse_args", "check_args", "table"]

#: Combat Commander's decision and move kinds (a mistake in decision_kinds.py refuses to start)
REGISTRY = Registry(TYPES, MOVE_KINDS, DECISION_KINDS, RuleMessage, "cc_desktop/rules/decision_kinds.py")

#: move kind -> its argument signatures
MOVES: dict[str, tuple[tuple[str, ...], ...]] = REGISTRY.moves
#: decision name (``kind`` or ``kind.variant``) -> its declaration
DECISIONS: dict[str, DecisionSpec] = REGISTRY.decisions
#: decision kind -> its declarations (a kind asked by different rules has variants)
BY_KIND: dict[str, list[DecisionSpec]] = REGISTRY.by_kind
#: the English prompts, by code (messages.ENGLISH gathers them with the rule modules' texts)
MESSAGES: dict[str, str] = REGISTRY.messages

#: type name -> its Python type (the types of single values)
_PYTHON: dict[str, type] = REGISTRY.python


def value_ok(type_name: str, value: Any) -> bool:
    """Whether ``value`` has the Python shape of ``type_name`` (an id: str; a number: int; a
    list type: a tuple of those)."""
    return REGISTRY.value_ok(type_name, value)


spec_of = REGISTRY.spec_of
#: the declaration of a decision after checking it (kind, ``about``, options, window); ValueError
check = REGISTRY.check
#: the decision's prompt: the rule, ``prompt_<kind>``, the ``about`` parameters
prompt = REGISTRY.prompt
move_types = REGISTRY.move_types
#: the arguments of a move written as text: a number where the type is a number, else the word
parse_args = REGISTRY.parse_args
#: a move read from JSON: a known kind with arguments of its declared types
check_args = REGISTRY.check_args
#: the Markdown table of every decision kind (docs/engine.md)
table = REGISTRY.table
