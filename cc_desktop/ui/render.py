"""Render a map to a PNG without a window (the ``render-map`` command).

Uses ``QImage`` + ``QPainter``; works offscreen (``QT_QPA_PLATFORM=offscreen`` is set as a
default when there is no display) and needs only the bundled fonts.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from cc_desktop.ui.fonts import load_bundled_fonts
from cc_desktop.ui.mappainter import MapOptions, MapPainter, map_bounds, paint_los


def _has_display() -> bool:
    if not sys.platform.startswith("linux") and not sys.platform.startswith("freebsd"):
        return True  # Windows and macOS always have their native platform plugin
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def ensure_gui_app() -> QGuiApplication:
    """The running Qt application, or a new one (offscreen if no display).  A new one is a
    ``QApplication``, so that windows can still be opened later in the same process."""
    app = QGuiApplication.instance()
    if app is None:
        if not _has_display():
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        app = QApplication(sys.argv[:1] or ["cc-desktop"])
    load_bundled_fonts()
    return app  # type: ignore[return-value]


def render_image(board, scale: float = 1.0, los: tuple[str, str] | None = None,
                 options: MapOptions | None = None, map_painter: MapPainter | None = None) -> QImage:
    """The map as a ``QImage``: ``scale`` pixels per map unit (a hex is 100 units high)."""
    if scale <= 0:
        raise ValueError(f"scale must be positive, not {scale}")
    ensure_gui_app()
    mp = map_painter or MapPainter(board)
    bounds = mp.bounds()
    size = QSize(max(1, round(bounds.width() * scale)), max(1, round(bounds.height() * scale)))
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        painter.scale(scale, scale)
        painter.translate(-bounds.left(), -bounds.top())
        mp.paint(painter, options=options)
        if los is not None:
            paint_los(painter, board, board.los(los[0], los[1]))
    finally:
        painter.end()
    return image


def render_map(board, out_png: str | Path, scale: float = 1.0, los: tuple[str, str] | None = None,
               options: MapOptions | None = None) -> tuple[int, int]:
    """Render ``board`` to the PNG file ``out_png`` and return the image size (width, height)
    in pixels.

    ``los=(a, b)`` overlays the line of sight from hex a to hex b (rule 10).  Raises
    ``OSError`` if the file cannot be written.
    """
    image = render_image(board, scale, los, options)
    out = Path(out_png)
    if not image.save(str(out), "PNG"):
        raise OSError(f"cannot write the image {out}")
    return image.width(), image.height()


def map_to_image(board, x: float, y: float, scale: float = 1.0) -> tuple[int, int]:
    """The pixel of a rendered image (``render_image``/``render_map``) at map point (x, y)."""
    bounds = map_bounds(board.grid)
    return int((x - bounds.left()) * scale), int((y - bounds.top()) * scale)
