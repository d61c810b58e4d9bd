"""Render the application icon from resources/icons/cc-desktop.svg.

Writes, beside the SVG:

    cc-desktop-<size>.png   for 16, 32, 48, 64, 128 and 256 pixels (the hicolor sizes of the .deb)
    cc-desktop.ico          the Windows icon (PNG-compressed entries, 16..256)
    cc-desktop.icns         the macOS icon (PNG entries, 16..512)

Run it with the project's venv, no screen needed:

    QT_QPA_PLATFORM=offscreen /work/venv/bin/python packaging/make_icons.py

The outputs are committed; run it again after changing the SVG.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SVG = ICONS / "cc-desktop.svg"
PNG_SIZES = (16, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def render(renderer: QSvgRenderer, size: int) -> bytes:
    """The SVG drawn into a size x size transparent image, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
        raise RuntimeError(f"cannot encode a {size}px PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A .ico file whose entries are PNG images (Windows Vista and later read these)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """A .icns file whose elements are PNG images (macOS 10.7 and later)."""
    body = b""
    for size in sorted(pngs):
        body += ICNS_TYPES[size] + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (fonts, image plugins)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"{SVG}: not a valid SVG", file=sys.stderr)
        return 1
    pngs = {size: render(renderer, size) for size in sorted(set(PNG_SIZES) | set(ICNS_TYPES))}
    for size in PNG_SIZES:
        path = ICONS / f"cc-desktop-{size}.png"
        path.write_bytes(pngs[size])
        print(f"{path}: {size}x{size}, {len(pngs[size])} bytes")
    (ICONS / "cc-desktop.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "cc-desktop.icns").write_bytes(icns({s: pngs[s] for s in ICNS_TYPES}))
    print(f"{ICONS / 'cc-desktop.ico'}, {ICONS / 'cc-desktop.icns'}: written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
