"""The Events (E42-E77): one procedure per Event, in modules by what they do, and the registry
that :func:`execute_event` runs when an Event! trigger reveals a card (1.9.1.1).

Each Event is ``event_<id>(g, side, card)``: ``side`` is the executing player, who makes every
decision unless the Event says otherwise (E42).  Every roll made while an Event is resolved
triggers nothing (1.9.1, E42); a part of an Event that cannot be carried out is skipped and the
log says so (``common.no_effect``).
"""

from __future__ import annotations

import functools

from cc_desktop.content.model import FateCard
from cc_desktop.rules.messages import msg


@functools.cache
def registry() -> dict:
    """Event id (as the Fate cards name it) -> the module whose ``event_<id>`` carries it out."""
    from cc_desktop.rules import artillery
    from cc_desktop.rules.events import arrivals, score, terrain, units

    table = {}
    for module in (units, arrivals, terrain, score):
        for name, fn in vars(module).items():
            if name.startswith("event_") and callable(fn):
                table[name[len("event_"):]] = module
    table["interdiction"] = artillery  # E60, with the Artillery it resembles
    return table


def execute_event(g, side: str, card: FateCard):
    """1.9.1.1: the Event of ``card``, executed by ``side``."""
    module = registry().get(card.event)
    handler = getattr(module, f"event_{card.event}", None)
    if handler is None:
        g.emit("event", msg("E42", "event_not_implemented", event=card.event))
        return
    g.emit("event", msg("E42", "event_executed", event=card.event, player=side))
    yield from handler(g, side, card)
