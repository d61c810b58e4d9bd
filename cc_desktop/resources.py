"""Where the program's data files are: ``resources/`` and ``maps/`` beside the package when
running from a checkout, or inside the installed bundle.  No Qt."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def _root() -> Path:
    env = os.environ.get("CC_DESKTOP_ROOT")
    if env:
        return Path(env)
    frozen = getattr(sys, "_MEIPASS", None)  # a PyInstaller bundle
    if frozen:
        return Path(frozen)
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / "resources").is_dir():  # a source checkout or an editable install
        return checkout
    return Path(sys.prefix) / "share" / "cc-desktop"  # a wheel install (pyproject data-files)


ROOT = _root()
RESOURCES = ROOT / "resources"
MAPS = ROOT / "maps"
SCHEMAS = RESOURCES / "schemas"
FONTS = RESOURCES / "fonts"


def resource(*parts: str) -> Path:
    return RESOURCES.joinpath(*parts)


def bundled_maps() -> list[Path]:
    """The shipped map files, sorted by name."""
    return sorted(MAPS.glob("*.json"))
