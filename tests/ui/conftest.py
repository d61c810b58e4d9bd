"""Qt tests run offscreen; the demo board used by the UI tests."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt is imported anywhere

import pytest  # noqa: E402
from shapely.geometry import LineString  # noqa: E402

from cc_desktop.board.builder import MapBuilder  # noqa: E402


def build_demo_board():
    """A 15x10 map with every terrain type, every hexside feature, every line feature, a hill of
    levels 1-3, a bridge, five objectives, a compass, two Artillery Boxes and edge names."""
    b = MapBuilder(15, 10, id="demo", name="Demo map")
    g = b.grid
    # hills (T88): stepped by whole hexes in the north-east, a free-form rise in the south-east
    b.hill(1, ["J1", "J2", "K1", "K2", "K3", "L1", "L2", "L3", "L4", "M1", "M2", "M3", "M4",
               "N1", "N2", "N3", "N4", "O1", "O2", "O3"])
    b.hill(2, ["L1", "L2", "M1", "M2", "M3", "N1", "N2"])
    b.hill(3, ["M1", "M2"])
    b.hill_shape(1, [(1020, 640), (1110, 590), (1230, 610), (1300, 700), (1280, 800), (1160, 830), (1050, 780)])
    # woods (T99): a free-form wood in the north-west, one on the rise
    b.shape("woods", [(110, 120), (200, 80), (330, 110), (380, 200), (360, 300), (260, 330), (170, 290), (120, 210)])
    b.area("woods", ["K7"], 0.8)
    # buildings (T82): a village on the road, one two-hex building
    b.building("I4", 0.6).building("J4", 0.55).building(["I6", "I7"], 0.7).building("H6", 0.5)
    # water (T98), marsh (T89), brush (T81), orchard (T91), field (T85), gully (T86)
    b.shape("water_barrier", [(120, 760), (230, 720), (300, 780), (290, 870), (190, 900), (110, 850)])
    b.shape("marsh", [(300, 640), (400, 620), (430, 700), (400, 780), (310, 790), (290, 720)])
    b.shape("brush", [(360, 400), (470, 380), (520, 450), (480, 560), (380, 560), (340, 480)])
    b.area("orchard", ["H8", "H9", "G9"], 0.9)
    b.shape("field", [(820, 780), (960, 760), (990, 900), (960, 990), (830, 990), (800, 880)])
    b.area("field", ["A1", "B1"], 0.9)
    b.shape("gully", [(1040, 860), (1150, 870), (1250, 930), (1320, 960), (1320, 1020), (1240, 1000),
                      (1130, 940), (1035, 915)])
    # stream (T95) with a minor bridge (T80.2) where the road crosses it
    b.line("stream", [(560, 0), (545, 120), (510, 230), (505, 330), (520, 430), (505, 500), (470, 600),
                      (520, 720), (600, 820), (640, 950), (660, 1050)])
    road = [(0.0, 470.0), (250.0, 482.0), (420.0, 512.0), (600.0, 490.0), (760.0, 470.0), (905.0, 535.0),
            (1100.0, 565.0), (g.width, 545.0)]
    b.line("road", road)
    b.line("road", [(660.0, 480.0), g.centre("H4"), g.centre("H3"), g.centre("H2"), (650.0, 0.0)])
    bridge = LineString(road).buffer(11, cap_style="flat")
    b.drawing.areas.append(type(b.drawing.areas[0])("bridge-minor", bridge.intersection(b.hex_polygon("F5", 0.97))))
    b.line("trail", [g.centre("H3"), (760.0, 320.0), (880.0, 330.0), (990.0, 390.0), (1110.0, 360.0),
                     (1210.0, 300.0), (g.width, 280.0)])
    b.line("railway", [(0.0, 925.0), (g.width, 925.0)])
    # hexside features (T83, T84, T87, T97)
    for side in (1, 2, 6):
        b.hexside("G6", side, "wall")
    b.hexside("C6", "D6", "hedge").hexside("C6", "C7", "hedge").hexside("B6", "C6", "hedge")
    b.hexside("E8", "E9", "fence").hexside("E8", "F8", "fence").hexside("E8", "D8", "fence")
    b.hexside("L3", "L2", "cliff").hexside("K2", "L2", "cliff")
    for n, h in ((1, "I4"), (2, "M2"), (3, "C3"), (4, "F5"), (5, "K8")):
        b.objective(n, h)
    b.drawing.compass = (1262.0, 75.0)
    b.drawing.artillery_boxes = ["top-left", "bottom-right"]
    b.drawing.edges = {"top": "North edge - Ridge road", "bottom": "South edge - Railway",
                       "left": "West edge", "right": "East edge"}
    return b.build()


@pytest.fixture(scope="session")
def demo_board():
    return build_demo_board()


def build_los_board():
    """7x3: woods in D2, so B2 -> F2 is blocked (T99), B2 -> B3 is clear."""
    return MapBuilder(7, 3).area("woods", "D2", 0.6).hexside("C2", "D2", "wall") \
        .line("road", ["A1", "B1", "C2"]).hill(1, ["E1", "E2"]).objective(1, "G3").build()


@pytest.fixture(scope="session")
def los_board():
    return build_los_board()


@pytest.fixture
def language(qapp):
    """``language("el")``: the window's translation of that language installed for the test
    (and the content's names in it), removed again after it."""
    from PySide6.QtCore import QTranslator

    from cc_desktop.ui import names
    from cc_desktop.ui.gamewindow import install_translation
    from cc_desktop.ui.language import set_content_language

    installed: list[QTranslator] = []

    def use(lang: str) -> None:
        before = set(qapp.findChildren(QTranslator))
        assert install_translation(qapp, lang) == lang
        installed.extend(set(qapp.findChildren(QTranslator)) - before)
        names.clear_caches()

    yield use
    for t in installed:
        qapp.removeTranslator(t)
    set_content_language(None)
    names.clear_caches()
