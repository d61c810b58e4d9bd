"""High-DPI: at a device pixel ratio of 2 (QT_SCALE_FACTOR=2, as on a 4K laptop screen) the
window lays out exactly as at 1 and is drawn at twice the pixels, so counters and text stay sharp
(the picture is checked by eye in the closing note; here the geometry)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

pytestmark = pytest.mark.qt


@pytest.mark.parametrize("factor", ["1", "2"])
def test_window_draws_at_the_screens_pixel_ratio(tmp_path, factor):
    out = tmp_path / f"shot{factor}.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=factor, CC_DESKTOP_DATA=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "cc_desktop", "screenshot", "--scenario", "farmland-patrols-1945",
                           "--moves", "20", "--width", "1200", "--height", "800", "--out", str(out)],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200 * int(factor), 800 * int(factor))
    # not an empty picture: the map's colours fill much of it
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)}
    assert len(colours) > 50
