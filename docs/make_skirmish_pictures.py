"""Pictures of the Skirmish battlefields: ``docs/pictures/skirmish-<id>.png``.

    QT_QPA_PLATFORM=offscreen python docs/make_skirmish_pictures.py [OUT_FOLDER]

cc_desktop.skirmish.drawing draws each battlefield as SVG (no Qt); this script renders the SVG
to PNG with Qt's SVG renderer.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QByteArray  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from cc_desktop.skirmish.drawing import table_svg  # noqa: E402
from cc_desktop.skirmish.table import bundled_tables, load_table  # noqa: E402


def svg_to_png(svg: str, out: Path, scale: float = 1.0) -> None:
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    size = renderer.defaultSize()
    image = QImage(int(size.width() * scale), int(size.height() * scale), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    if not image.save(str(out)):
        raise SystemExit(f"{out}: cannot be written")


def main(folder: Path) -> None:
    app = QGuiApplication.instance() or QGuiApplication([])  # QImage and QPainter need one
    folder.mkdir(parents=True, exist_ok=True)
    for path in bundled_tables():
        table = load_table(path)
        out = folder / f"skirmish-{table.id}.png"
        svg_to_png(table_svg(table), out)
        print(out)
    del app


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "pictures")
