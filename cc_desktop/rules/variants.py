"""The optional rule variants V1-V20 (the "Rule Variants" article; shared/rules/06-variants.md).
No Qt.

A game is played with a set of variant ids (``Game.new(scenario, seed, variants={"V2", "V3"})``),
fixed when it begins and part of the game (positions, saves, the position hash).  None is errata:
every variant is optional and the players agree on them before the game starts.  A scenario may
recommend a set (``Scenario.variants``); that is only the default the players may change.

    from cc_desktop.rules.variants import VARIANTS, variant_set
    for v in VARIANTS.values():
        print(v.id, v.name, v.description, v.requires, v.interacts)
    variant_set({"V3"})            # ValueError: V3 (Starshells) needs V2 (Standardized Night Rules)

The rules themselves live in the modules of the rules they change (``fire.py`` for V2.3's Night
Hindrance, ``defense.py`` for V17, ...), each line that carries one commented with its id.  The
data the book does not give is in ``resources/variants.json`` (:func:`data`).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from dataclasses import dataclass

from cc_desktop.resources import resource


@dataclass(frozen=True)
class Variant:
    """One optional rule: its id (``"V13"``), short name, a one-line English description, the
    variants it needs (``requires``: refused without them), those it changes or is changed by
    (``interacts``: allowed together; the text says how), and the base rule it replaces, if it
    replaces one outright."""

    id: str
    name: str
    description: str
    requires: tuple[str, ...] = ()
    interacts: tuple[tuple[str, str], ...] = ()  # (other variant id, how)
    replaces: str | None = None
    night: bool = False  # a night rule: meant for a night scenario (it makes any game a night action)


#: The twenty variants, in the article's order (the New game dialog lists them so).
VARIANTS: dict[str, Variant] = {v.id: v for v in (
    Variant("V1", "Rubble",
            "Rubble markers: terrain at the top of the hierarchy (Obstacle, Move and Cover 2 +1 per adjacent Rubble); "
            "artillery, Satchel Charges and Guns may rubble Buildings and Bridges.",
            interacts=(("V7", "a Gun's near miss attacks an empty hex that can be rubbled"),
                       ("V19", "the units of a newly rubbled hex are suppressed: Panic if already suppressed"))),
    Variant("V2", "Standardized Night Rules",
            "Night: Discard Limit ALL, +1 MP for terrain types, a Night Hindrance equal to the range, "
            "no Fire for Effect, no Air Support.", night=True,
            interacts=(("V3", "Starshells cancel the Night Hindrance"),)),
    Variant("V3", "Starshells",
            "At night an Artillery Request (no Radio needed) lets a Leader place a Starshell that lights the hexes "
            "within 2; Breeze, Artillery Denied and Time remove them.", requires=("V2",), night=True,
            interacts=(("V4", "a Starshell's Spotting Round may drift onto the map border"),)),
    Variant("V4", "Off-Map Drift of SRs",
            "A Spotting Round that drifts off the map stays on a virtual ring of border hexes and may drift back.",
            interacts=(("V3", "a Starshell that ends on the border is placed in an adjacent hex"),)),
    Variant("V5", "Smoke Barrage", "A Radio that fires a Smoke barrage breaks once the Smoke is placed."),
    Variant("V6", "Water Cushioning",
            "Ordnance and artillery attacks on Stream or Marsh hexes have -2 to their Attack Total."),
    Variant("V7", "Ordnance Near Misses",
            "An Ordnance weapon of Range above 1 that misses may still hit the hex short of or beyond its target.",
            interacts=(("V1", "a Gun's near miss attacks an empty Building, Bridge or Rubble hex that can be rubbled"),)),
    Variant("V8", "Mortar Spotting",
            "A Leader named Mortar Spotter at set-up may activate Mortars anywhere to Fire and lend them his LOS."),
    Variant("V9", "Withdraw",
            "In a Rout, a Leader's Command may be subtracted from the Morale of the broken units in his hex.",
            interacts=(("V10", "together: a controlled withdrawal"),)),
    Variant("V10", "Voluntary Retreat",
            "In a Rout, an unbroken Leader may break and retreat with a broken Squad or Team of his hex.",
            interacts=(("V9", "together: a controlled withdrawal"),)),
    Variant("V11", "Fire Team Deployment", "At set-up each player may Deploy one Squad into two Teams."),
    Variant("V12", "Restricted Leader Portage",
            "A Leader may carry only Weapons without a negative Movement modifier."),
    Variant("V13", "Rate of Fire",
            "A unit with an unbroken Machine Gun may be activated to Fire again in a Turn if it only fired before."),
    Variant("V14", "Point Blank Fire",
            "Firing at an adjacent hex, +2 to the Attack Total for each card discarded at random."),
    Variant("V15", "Unit Overstacking",
            "Stacking counts the figures of both sides; above 7, -1 Cover per figure, and no unit is eliminated.",
            replaces="8.2"),
    Variant("V16", "Command Flexibility",
            "At the start of the opponent's Turn a player may discard a Command Confusion card; the opponent then "
            "suppresses one of his units.",
            interacts=(("V19", "the Suppression may cause Panic"),)),
    Variant("V17", "Critical Hit", "An Attack Total at least twice a unit's Defense Total eliminates it."),
    Variant("V18", "Enfilade",
            "A Fire Group firing from several hexes may give up the Initiative card for +1 FP per extra hex."),
    Variant("V19", "Panic", "A suppressed unit that is suppressed again breaks (and loses its Suppression).",
            interacts=(("V1", "Rubble suppresses"), ("V16", "Command Flexibility suppresses"))),
    Variant("V20", "Veteran Commanders", "Both players' Hand Size is one more."),
)}


def key(variant_id: str) -> int:
    """The number of a variant id (``"V13"`` -> 13), to sort ids as the article does."""
    return int(variant_id[1:]) if variant_id[1:].isdigit() else 10_000


def ordered(ids: Iterable[str]) -> list[str]:
    """The ids in the article's order."""
    return sorted(ids, key=key)


def variant_set(ids: Iterable[str] | None) -> frozenset[str]:
    """The checked variant set of ``ids`` (None: none).  Raises ValueError naming an unknown id
    or a variant without one it requires (V3 needs V2), in one line."""
    if ids is None:
        return frozenset()
    if isinstance(ids, str):
        ids = [p for p in ids.replace(",", " ").split()]
    out = frozenset(str(i).strip().upper() for i in ids)
    unknown = ordered(i for i in out if i not in VARIANTS)
    if unknown:
        shown = ", ".join(repr(i)[:24] for i in unknown[:3])
        raise ValueError(f"unknown variant(s) {shown}; known: V1-V20")
    for vid in ordered(out):
        v = VARIANTS[vid]
        for need in v.requires:
            if need not in out:
                raise ValueError(f"{vid} ({v.name}) needs {need} ({VARIANTS[need].name})")
    return out


def describe(ids: Iterable[str]) -> str:
    """``"V2 Standardized Night Rules, V3 Starshells"`` (or ``"none"``)."""
    ids = ordered(ids)
    return ", ".join(f"{i} {VARIANTS[i].name}" for i in ids) if ids else "none"


@functools.cache
def data() -> dict:
    """The variants' data the book does not give (``resources/variants.json``)."""
    return json.loads(resource("variants.json").read_text(encoding="utf-8"))
