"""Positions: the whole game at one decision, as plain JSON (docs/position-format.md).  No Qt.

A position is taken where no procedure is half-way: at a Turn's decision (``turn``) or at a
set-up step (``setup``).  It holds everything the game needs to go on exactly as it would have:
the state (units, markers, Fortifications hidden ones too, Time, tracks, VP and their sources,
Radios, every card in hands, piles and decks in order, the Objective chits open and secret,
Initiative, the Op Fire record of the Turn, the random generator's state), whose decision it is,
the rule options and the players' standing choices of reaction windows, and a hash of all that.

:func:`check` is the gate for a position read from a file (or handed in by a puzzle or a test):
it checks the shape (``position.schema.json``), its own hash, and the invariants a real game
keeps (72 distinct cards per side, the VP balance equal to its sources, units where their
location says, chits distinct), before the engine trusts it.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from cc_desktop.rules.state import CASUALTY, ON_MAP, SETUP, SIDES, TIME_TRACK

POSITION_FORMAT = "cc-desktop-position"
POSITION_VERSION = 1
#: The decisions at which a position may be taken (no procedure is half-way there).
RESUMABLE = ("turn", "setup")


class PositionError(ValueError):
    """A position that cannot be used: ``where`` in it and ``reason`` (one short line)."""

    def __init__(self, where: str, reason: str):
        self.where, self.reason = where, reason
        super().__init__(f"{where}: {reason}" if where else reason)


def digest(body: dict) -> str:
    """The SHA-256 of a position's canonical JSON, its ``hash`` left out."""
    text = json.dumps({k: v for k, v in body.items() if k != "hash"}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def check(data: Any) -> None:
    """Raise :class:`PositionError` naming the first fault of ``data`` (shape, hash, invariants)."""
    from cc_desktop.content.errors import schema_problems

    problems = schema_problems("position", data)
    if problems:
        p = problems[0]
        raise PositionError(p.path, p.reason)
    if data["hash"] != digest(data):
        raise PositionError("hash", "is not the hash of this position (it was changed)")
    for where, reason in invariant_faults(data["state"]):
        raise PositionError(f"state.{where}", reason)


def invariant_faults(state: dict) -> list[tuple[str, str]]:
    """What a real game never shows: the places of a state (JSON) that break it."""
    out = []
    players = state.get("players", {})
    for side in SIDES:
        p = players.get(side)
        if p is None:
            out.append((f"players.{side}", "is missing"))
            continue
        cards = list(p["draw"]) + list(p["hand"]) + list(p["discard"])
        if len(cards) != len(set(cards)):
            out.append((f"players.{side}", "holds a card twice (draw pile, hand and discard pile together)"))
    balance = sum(v if s == "axis" else -v for s, v, _ in state.get("vp_sources", []))
    if balance != state.get("vp"):
        out.append(("vp", f"is {state.get('vp')} but its sources add up to {balance} (4.1.1)"))
    ids = [u["id"] for u in state.get("units", [])]
    if len(ids) != len(set(ids)):
        out.append(("units", "holds a unit id twice"))
    weapons = {w["id"] for w in state.get("weapons", [])}
    for i, u in enumerate(state.get("units", [])):
        if (u["location"] == ON_MAP) != (u["hex"] is not None):
            out.append((f"units[{i}]", f"{u['id']} is at {u['location']} with hex {u['hex']}"))
        if u["location"] not in (ON_MAP, SETUP, TIME_TRACK, CASUALTY, "exited", "removed"):
            out.append((f"units[{i}].location", f"{u['location']!r} is no location"))
        if u["weapon"] is not None and u["weapon"] not in weapons:
            out.append((f"units[{i}].weapon", f"{u['weapon']} is no Weapon of the position"))
    chits = list(state.get("open_chits", [])) + [c for cs in state.get("secret_chits", {}).values() for c in cs]
    if len(chits) != len(set(chits)):
        out.append(("open_chits", "a chit is drawn twice (open and secret together)"))
    return out


def decision_of(pending) -> dict:
    """The ``decision`` entry of a position: who decides what."""
    out = {"player": pending.player, "kind": pending.kind}
    unit = pending.about.get("unit")
    if unit:
        out["unit"] = unit
    return out
