"""Where the program's data files are: the one lookup of ``resources/`` and ``maps/``.  No Qt.

:data:`ROOT` is the folder that holds ``resources/`` and ``maps/``, the first of:

1. ``$CC_DESKTOP_ROOT``, if set (tests, a data folder of one's own);
2. ``sys._MEIPASS`` in a PyInstaller bundle (packaging/cc-desktop.spec puts ``resources/...``
   and ``maps/...`` there, at their checkout paths);
3. ``cc_desktop/data/`` beside this file: an installed wheel (``pip install .``, with or without
   ``--user``, ``--target``, any scheme), into which setup.py's ``build_py`` copies the
   checkout's ``resources/`` and ``maps/`` (less the source-only files, see setup.py);
4. the folder above the package: a source checkout or an editable install (``pip install -e``).

Every data path of the program is built from the names below; nothing else looks at
``__file__``, ``sys.prefix`` or ``_MEIPASS`` for data.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

#: The package folder (``cc_desktop/``).
PACKAGE = Path(__file__).resolve().parent
#: Where an installed wheel keeps its data (setup.py copies it there at build time).
PACKAGE_DATA = PACKAGE / "data"


def _root() -> Path:
    env = os.environ.get("CC_DESKTOP_ROOT")
    if env:
        return Path(env)
    frozen = getattr(sys, "_MEIPASS", None)  # a PyInstaller bundle
    if frozen:
        return Path(frozen)
    if (PACKAGE_DATA / "resources").is_dir():  # an installed wheel
        return PACKAGE_DATA
    checkout = PACKAGE.parent
    if (checkout / "resources").is_dir():  # a source checkout or an editable install
        return checkout
    return PACKAGE_DATA  # nothing found: errors then name the place an installed package would use


ROOT = _root()
RESOURCES = ROOT / "resources"
MAPS = ROOT / "maps"


def resource(*parts: str) -> Path:
    """A path under ``resources/``."""
    return RESOURCES.joinpath(*parts)


SCHEMAS = resource("schemas")
FONTS = resource("fonts")
ICONS = resource("icons")
I18N = resource("i18n")
TEXTS = resource("text")
#: the language of the texts every other language falls back to
DEFAULT_LANGUAGE = "en"


def bundled_maps() -> list[Path]:
    """The shipped map files, sorted by name."""
    return sorted(MAPS.glob("*.json"))


def icon_files() -> list[Path]:
    """The window icon in every PNG size (``resources/icons/cc-desktop-<size>.png``), sorted."""
    return sorted(ICONS.glob("cc-desktop-*.png"))


def translation_file(language: str) -> Path:
    """The compiled Qt translation of the window for ``language`` (it may not exist)."""
    return I18N / f"cc_desktop_{language}.qm"
