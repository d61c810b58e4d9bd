"""The bundled fonts (``resources/fonts/``).

Offscreen Qt, and many minimal desktops, have no system fonts, so every piece of text the program
draws uses the bundled DejaVu Sans family.  :func:`load_bundled_fonts` registers the files with
Qt once per process; :func:`ui_font` and :func:`map_font` build fonts of that family.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from cc_desktop import resources

# The family every text of the program uses; it is the family name inside DejaVuSans.ttf.
FAMILY = "DejaVu Sans"

_registered: dict[Path, int] = {}  # font file -> Qt application font id


def load_bundled_fonts() -> str:
    """Register every TTF in ``resources/fonts/`` with Qt (once) and return the family name.

    Needs a ``QGuiApplication``; calling it again does nothing more.  Raises ``RuntimeError``
    if a font file cannot be registered (a broken bundle).
    """
    if QGuiApplication.instance() is None:
        raise RuntimeError("load_bundled_fonts() needs a QGuiApplication")
    for path in sorted(Path(resources.FONTS).glob("*.ttf")):
        if path in _registered:
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            raise RuntimeError(f"cannot load the bundled font {path}")
        _registered[path] = font_id
    if FAMILY not in QFontDatabase.families():
        raise RuntimeError(f"the bundled fonts in {resources.FONTS} do not provide {FAMILY!r}")
    return FAMILY


def registered_font_ids() -> dict[Path, int]:
    """The font files registered so far and their Qt ids (for tests and diagnostics)."""
    return dict(_registered)


def ui_font(point_size: float, bold: bool = False) -> QFont:
    """A widget font of the bundled family, in points."""
    font = QFont(FAMILY)
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def map_font(size: float, bold: bool = False) -> QFont:
    """A font for drawing on the map: ``size`` is the em height in map units (a hex is 100
    units high), independent of the paint device's resolution."""
    font = QFont(FAMILY)
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return font
