"""The optional rules V1-V20 in the window's language: each one's short name and one-line summary
(``resources/text/<language>/rules-variants.json``, our own words; English where a translation
lacks one).

Light on purpose (start-up, issue 13): the New game dialog lists the variants before the engine
is loaded, so this reads the text files through :mod:`cc_desktop.textlookup` (plain JSON), not
the rules package.  What a variant needs (V3 needs V2) is the engine's
(``cc_desktop.rules.variants.VARIANTS``); the dialog is told once the engine is there.
"""

from __future__ import annotations

from collections.abc import Iterable

from cc_desktop import resources, textlookup
from cc_desktop.ui.language import content_language

#: the book's optional rules, in the article's order (cc_desktop.rules.variants.VARIANTS: a test
#: checks they agree)
VARIANT_IDS: tuple[str, ...] = tuple(f"V{i}" for i in range(1, 21))
TEXT_FILE = "rules-variants.json"


def _text(variant_id: str, field: str) -> str | None:
    for lang in dict.fromkeys((content_language(), "en")):
        found = textlookup.lookup(resources.TEXTS, lang, TEXT_FILE, "rules", variant_id, field)
        if found:
            return found
    return None


def ordered(ids: Iterable[str]) -> list[str]:
    """The ids in the article's order (V2 before V13); an unknown id last."""
    return sorted(set(ids), key=lambda v: (VARIANT_IDS.index(v) if v in VARIANT_IDS else len(VARIANT_IDS), v))


def variant_title(variant_id: str) -> str:
    """``"Starshells"`` (in the window's language)."""
    return _text(variant_id, "title") or variant_id


def variant_summary(variant_id: str) -> str:
    """The one-line summary of the variant (in the window's language), '' if there is none."""
    return _text(variant_id, "summary") or ""


def variant_label(variant_id: str) -> str:
    """``"V3 Starshells"``."""
    return f"{variant_id} {variant_title(variant_id)}"


def describe(ids: Iterable[str]) -> str:
    """``"V2 Standardized Night Rules, V3 Starshells"``; '' for none."""
    return ", ".join(variant_label(v) for v in ordered(ids))


__all__ = ["TEXT_FILE", "VARIANT_IDS", "describe", "ordered", "variant_label", "variant_summary", "variant_title"]
