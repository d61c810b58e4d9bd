"""Events E43-E59 (04-events.md), as procedures of the game.

Each Event is a method ``event_<id>(self, side, card)``: a generator run by
:meth:`Core.execute_event` when an Event! trigger reveals a card (1.9.1.1); ``side`` is the
executing player, who makes every decision unless the Event says otherwise (E42).
"""

from __future__ import annotations


class EventsA:
    """Mixin of :class:`~cc_desktop.rules.game.Game`: Events E43-E59."""
