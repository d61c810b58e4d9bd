"""Fortifications F100-F106 and the Hidden Actions A35 that place them, as procedures.

The Orders call :meth:`after_step` each time units enter a hex (Move, Advance, Retreat), so
that Mines (F103) attack and hidden Fortifications (A35) can be revealed there.
"""

from __future__ import annotations


class Fortifications:
    """Mixin of :class:`~cc_desktop.rules.game.Game`: F100-F106, A35."""

    def after_step(self, units: list, origin: str, dest: str, how: str):
        """Units have just entered ``dest`` from ``origin`` by ``how`` ("move", "advance",
        "retreat").  F103: Mine attacks on leaving and on entering a Mines hex."""
        return
        yield  # a generator
