"""Messages as data, refusals and events with their visibility (shared machinery).

An engine never builds a sentence: every refusal and every log line is a :class:`Message`
``(rule, code, params)``; a :class:`MessageTable` of English templates renders it, and the
window renders the same code from its own translated table.  :class:`EventLog` keeps the
events of a game in order, each public (``visible_to`` None) or seen by one side alone, and
tells its listeners.

Combat Commander's ``RuleMessage``, ``GameEvent`` and ``IllegalMove``
(``cc_desktop.rules.messages``) are :class:`Message`, :class:`Event` and :class:`Refused`,
worded through that engine's own table.
"""

from __future__ import annotations

from typing import Any, NamedTuple
from collections.abc import Callable


class MessageTable:
    """code -> English template (``str.format`` of the params)."""

    def __init__(self, templates: dict[str, str] | None = None):
        self.templates: dict[str, str] = dict(templates or {})

    def add(self, templates: dict[str, str]) -> None:
        clash = {k for k in templates if k in self.templates and self.templates[k] != templates[k]}
        if clash:
            raise ValueError(f"message codes declared twice with different texts: {sorted(clash)}")
        self.templates.update(templates)

    def render(self, code: str, params) -> str:
        template = self.templates.get(code)
        values = dict(params)
        if template is None:
            return code + (" " + ", ".join(f"{k}={v}" for k, v in sorted(values.items())) if values else "")
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            return template


class Message(NamedTuple):
    """A message ``(rule, code, params)`` (``params`` a sorted tuple of pairs: quick to make, as a
    log holds thousands).  An engine's message type subclasses it and words its ``body`` from its
    own table (:func:`message_class`, Combat Commander's ``RuleMessage``)."""

    rule: str
    code: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, rule: str, code: str, **params: Any):
        return tuple.__new__(cls, (rule, code, tuple(sorted(params.items())) if params else ()))

    @property
    def args(self) -> dict[str, Any]:
        return dict(self.params)

    def body(self) -> str:
        """The message in words, without its rule (the subclass's table words it)."""
        values = dict(self.params)
        return self.code + (" " + ", ".join(f"{k}={v}" for k, v in sorted(values.items())) if values else "")

    def text(self) -> str:
        body = self.body()
        return f"{self.rule}: {body}" if self.rule else body

    def to_json(self) -> dict:
        return {"rule": self.rule, "code": self.code, "params": dict(self.params)}


def message_class(name: str, table: MessageTable) -> type:
    """A message type ``(rule, code, params)`` rendered by ``table``."""

    def body(self) -> str:
        return table.render(self.code, self.params)

    return type(name, (Message,), {"__slots__": (), "table": table, "body": body, "__doc__": Message.__doc__})


class Refused(ValueError):
    """A refused move, with the message (rule, code, params) that says why."""

    def __init__(self, message):
        self.message = message
        super().__init__(message.text())

    @property
    def rule(self) -> str:
        return self.message.rule

    @property
    def code(self) -> str:
        return self.message.code

    @property
    def params(self) -> dict[str, Any]:
        return self.message.args


class Event(NamedTuple):
    """One thing that happened: ``visible_to`` None (public) or the side that alone may know it;
    ``hidden_from`` marks the public half of such a pair ("Axis draws a card"), which the side
    that sees the whole line does not need twice.  ``visible(None)``: the whole log."""

    kind: str
    message: Any
    visible_to: str | None = None
    data: tuple[tuple[str, Any], ...] = ()
    hidden_from: str | None = None

    def text(self) -> str:
        return self.message.text()

    def visible(self, side: str | None) -> bool:
        if side is not None and self.hidden_from == side:
            return False
        return side is None or self.visible_to is None or self.visible_to == side


class EventLog:
    """The events of a game in order, and the listeners told of each new one."""

    def __init__(self):
        self.events: list[Event] = []
        self.listeners: list[Callable[[Event], None]] = []

    def emit(self, kind: str, message, visible_to: str | None = None, **data: Any) -> Event:
        ev = Event(kind, message, visible_to, tuple(sorted(data.items())))
        self.events.append(ev)
        for listen in self.listeners:
            listen(ev)
        return ev

    def __len__(self) -> int:
        return len(self.events)

    def since(self, start: int) -> list[Event]:
        return self.events[start:]

    def truncate(self, n: int) -> None:
        del self.events[n:]

    def seen_by(self, side: str | None) -> list[Event]:
        return [e for e in self.events if e.visible(side)]
