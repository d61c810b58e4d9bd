"""SVG import (cc_desktop.board.svgimport) and the SVG map template (svgtemplate)."""

from __future__ import annotations

import json
import math
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
from shapely.geometry import LineString, Point

from cc_desktop.board.hexgrid import HexGrid
from cc_desktop.board.mapfile import parse_map
from cc_desktop.board.svgimport import (
    FLATTEN_TOLERANCE, PathDataError, SvgError, apply_matrix, flatten_arc, import_svg, map_json, match_kind,
    parse_path, parse_transform, read_svg, write_map,
)
from cc_desktop.board.svgtemplate import TEMPLATE_LAYERS, map_template

DATA = Path(__file__).parent / "data"
SMALL = DATA / "small.svg"
GRID73 = HexGrid(7, 3)


def svg(body: str, columns: int = 7, rows: int = 3, meta: bool = True) -> str:
    """An SVG text with the page of a columns x rows map around ``body``."""
    g = HexGrid(columns, rows)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" '
            f'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 {g.width:.4f} {g.height:.4f}">')
    if meta:
        head += (f'<g id="meta"><text>id: t</text><text>name: T</text>'
                 f'<text>columns: {columns}</text><text>rows: {rows}</text></g>')
    return head + body + "</svg>"


def pts(subpath) -> np.ndarray:
    return np.array(subpath[0], dtype=float)


def max_distance_to(points: np.ndarray, curve: np.ndarray) -> float:
    """Largest distance from the polyline ``points`` (vertices and segment interiors) to the
    densely sampled true ``curve``."""
    line = LineString(curve)
    steps = np.linspace(0, 1, 21)[:, None]
    dense = np.vstack([a + (b - a) * t for a, b in zip(points[:-1], points[1:]) for t in steps])
    return max(line.distance(Point(p)) for p in dense)


def bezier(ctrl, t):
    ctrl = [np.array(c, dtype=float) for c in ctrl]
    t = np.asarray(t)[:, None]
    if len(ctrl) == 4:
        return (1 - t) ** 3 * ctrl[0] + 3 * (1 - t) ** 2 * t * ctrl[1] + 3 * (1 - t) * t * t * ctrl[2] + t**3 * ctrl[3]
    return (1 - t) ** 2 * ctrl[0] + 2 * (1 - t) * t * ctrl[1] + t * t * ctrl[2]


# ----------------------------------------------------------------------------------------------
# Path data
# ----------------------------------------------------------------------------------------------
def test_lines_absolute_relative_and_implicit_repeats():
    # M then implicit L pairs; m then implicit l pairs; H/h V/v; Z/z
    (a, closed_a), = parse_path("M 0 0 10 0 10 10 H 0 V 5 Z")
    assert a == [(0, 0), (10, 0), (10, 10), (0, 10), (0, 5), (0, 0)] and closed_a
    (b, closed_b), = parse_path("m1,1 2,0 0,2 h-2 v-1 l 1 -1 z")
    assert b == [(1, 1), (3, 1), (3, 3), (1, 3), (1, 2), (2, 1), (1, 1)] and closed_b
    # numbers without separators, exponents, leading dots
    (c, _), = parse_path("M10-5L1e1.5l-.5-.5")
    assert c == [(10, -5), (10, 0.5), (9.5, 0.0)]


def test_subpaths_close_and_restart():
    subs = parse_path("M 10 10 l 10 0 l 0 10 z l 5 5 M 50 50 L 60 50")
    assert [s[1] for s in subs] == [True, False, False]
    assert subs[0][0] == [(10, 10), (20, 10), (20, 20), (10, 10)]
    assert subs[1][0] == [(10, 10), (15, 15)]  # after z the pen is back at the subpath start
    assert subs[2][0] == [(50, 50), (60, 50)]
    # a relative move after z is relative to the start point of the closed subpath
    subs = parse_path("M 10 10 L 20 10 L 20 20 Z m 5 0 l 1 0")
    assert subs[1][0] == [(15, 10), (16, 10)]


def test_cubic_and_smooth_cubic_within_tolerance():
    (p, _), = parse_path("M 0 0 C 0 100 100 100 100 0")
    curve = bezier([(0, 0), (0, 100), (100, 100), (100, 0)], np.linspace(0, 1, 4001))
    assert p[-1] == (100, 0)
    assert max_distance_to(pts((p, 0)), curve) <= FLATTEN_TOLERANCE
    # S reflects the previous control point; relative forms give the same points
    explicit = parse_path("M 0 0 C 0 10 10 10 10 0 C 10 -10 20 -10 20 0")
    smooth = parse_path("M 0 0 C 0 10 10 10 10 0 S 20 -10 20 0")
    relative = parse_path("m 0 0 c 0 10 10 10 10 0 s 10 -10 10 0")
    assert np.allclose(pts(explicit[0]), pts(smooth[0])) and np.allclose(pts(smooth[0]), pts(relative[0]))
    # S without a preceding C uses the current point as first control point
    a = parse_path("M 0 0 S 10 10 20 0")
    b = parse_path("M 0 0 C 0 0 10 10 20 0")
    assert np.allclose(pts(a[0]), pts(b[0]))


def test_quadratic_and_smooth_quadratic():
    (p, _), = parse_path("M 0 0 Q 50 100 100 0")
    curve = bezier([(0, 0), (50, 100), (100, 0)], np.linspace(0, 1, 4001))
    assert max_distance_to(pts((p, 0)), curve) <= FLATTEN_TOLERANCE
    explicit = parse_path("M 0 0 Q 10 10 20 0 Q 30 -10 40 0")
    smooth = parse_path("M 0 0 q 10 10 20 0 t 20 0")
    assert np.allclose(pts(explicit[0]), pts(smooth[0]))
    # T after a non-quadratic is a straight line
    (t, _), = parse_path("M 0 0 L 10 0 T 20 0")
    assert np.allclose(np.array(t)[:, 1], 0.0) and t[-1] == (20, 0)


def test_half_circle_arc_within_tolerance():
    (p, _), = parse_path("M 0 0 A 50 50 0 0 1 100 0")
    arr = np.array(p)
    assert p[0] == (0, 0) and p[-1] == (100, 0)
    centre = np.array([50.0, 0.0])
    r = np.hypot(*(arr - centre).T)
    assert np.allclose(r, 50.0)  # vertices on the circle
    mids = (arr[:-1] + arr[1:]) / 2
    assert (50.0 - np.hypot(*(mids - centre).T)).max() <= FLATTEN_TOLERANCE  # chords within tolerance
    assert (arr[:, 1] <= 1e-9).all() and arr[:, 1].min() == pytest.approx(-50.0, abs=0.25)  # sweep 1: over the top
    # the other sweep goes under; relative form and compact flags ("01") give the same arc
    (q, _), = parse_path("M 0 0 A 50 50 0 0 0 100 0")
    assert np.array(q)[:, 1].max() == pytest.approx(50.0, abs=0.25)
    (rel, _), = parse_path("m0 0a50 50 0 01100 0")
    assert np.allclose(np.array(rel), arr)
    # radii too small are scaled up (SVG F.6.6): still the 50-radius half circle
    (small, _), = parse_path("M 0 0 A 10 10 0 0 1 100 0")
    assert np.allclose(np.hypot(*(np.array(small) - centre).T), 50.0)


def test_arc_large_flag_and_rotation():
    # quarter vs three-quarter circle between the same points
    small = np.array(flatten_arc(0, 0, 100, 100, 0, False, True, 100, 100))
    large = np.array(flatten_arc(0, 0, 100, 100, 0, True, True, 100, 100))
    length = lambda a: np.hypot(*np.diff(np.vstack([[0, 0], a]), axis=0).T).sum()  # noqa: E731
    assert length(small) == pytest.approx(math.pi * 100 / 2, rel=1e-3)
    assert length(large) == pytest.approx(3 * math.pi * 100 / 2, rel=1e-3)
    # a rotated ellipse: the axis of rx=20 at 90 degrees runs vertically
    arc = np.array(flatten_arc(0, 0, 20, 5, 90, False, True, 0, 40))
    assert np.abs(arc[:, 0]).max() == pytest.approx(5.0, abs=0.25)
    # zero radius is a straight line, identical end points draw nothing
    assert flatten_arc(0, 0, 0, 5, 0, False, True, 7, 8) == [(7, 8)]
    assert flatten_arc(3, 3, 5, 5, 0, False, True, 3, 3) == []


@pytest.mark.parametrize("d, where", [
    ("L 10 10", "must start with a move"),
    ("M 10", "character 5"),
    ("M 0 0 X 5 5", "unknown command 'X'"),
    ("M 0 0 L 1 1 Z 5 5", "numbers after a close"),
    ("M 0 0 A 1 1 0 2 0 3 3", "arc flag"),
    ("M 0 0 L 1 #", "expected a number for 'L' at character 11, found '#'"),
])
def test_bad_path_data(d, where):
    with pytest.raises(PathDataError, match=where):
        parse_path(d)


# ----------------------------------------------------------------------------------------------
# Transforms and page scale
# ----------------------------------------------------------------------------------------------
def test_transform_parser():
    m = parse_transform("translate(10, 20) rotate(90) scale(2 3)")
    assert np.allclose(apply_matrix(m, np.array([[1.0, 1.0]])), [[10 - 3, 20 + 2]])
    m = parse_transform("rotate(180, 5, 5)")
    assert np.allclose(apply_matrix(m, np.array([[0.0, 0.0]])), [[10, 10]])
    m = parse_transform("matrix(1 0 0 1 3 4),skewX(45)")
    assert np.allclose(apply_matrix(m, np.array([[0.0, 2.0]])), [[5, 6]])
    m = parse_transform("skewY(45) translate(7)")
    assert np.allclose(apply_matrix(m, np.array([[1.0, 0.0]])), [[8, 8]])
    with pytest.raises(PathDataError, match="bad transform"):
        parse_transform("rotate(1 2)")
    with pytest.raises(PathDataError, match="bad transform"):
        parse_transform("spin(3)")


def test_nested_transforms_give_an_exact_point():
    # (10, 0) -> scale(2) -> (20, 0) -> rotate(90) -> (0, 20) -> translate(100, 50) -> (100, 70)
    text = svg('<g inkscape:label="road" transform="translate(100,50)"><g transform="rotate(90)">'
               '<path id="r" transform="scale(2)" d="M 10 0 L 11 0" style="fill:none"/></g></g>')
    drawing, warnings = read_svg(text)
    assert warnings == []
    (road,) = drawing.lines
    assert road.feature == "road" and road.id == "r"
    assert np.allclose(road.points, [(100, 70), (100, 72)], atol=1e-9)


def test_page_scale_and_wrong_page_shape():
    g = GRID73
    # the page is twice the map: everything is halved
    text = svg('<g id="road"><path d="M 100 100 L 300 100"/></g>').replace(
        f'viewBox="0 0 {g.width:.4f} {g.height:.4f}"', f'viewBox="0 0 {2 * g.width} {2 * g.height}"')
    drawing, warnings = read_svg(text)
    assert (drawing.columns, drawing.rows) == (7, 3)
    assert np.allclose(drawing.lines[0].points, [(50, 50), (150, 50)])
    assert any("scaled by 0.5" in w for w in warnings)
    # no viewBox: width/height in mm are user units of 96/25.4 px per mm
    mm = 25.4 / 96
    text = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{g.width * mm}mm" height="{g.height * mm}mm">'
            '<g id="road"><path d="M 100 100 L 300 100"/></g></svg>')
    drawing, _ = read_svg(text)
    assert (drawing.columns, drawing.rows) == (7, 3)  # no meta: guessed from the page size
    assert np.allclose(drawing.lines[0].points, [(100, 100), (300, 100)])
    # an A4 page cannot hold a 7x3 map
    with pytest.raises(SvgError, match=r"<svg>: page: the page is 210 x 297 user units.*7x3"):
        read_svg(svg("", meta=True).replace(f'viewBox="0 0 {g.width:.4f} {g.height:.4f}"', 'viewBox="0 0 210 297"'))


# ----------------------------------------------------------------------------------------------
# Kinds
# ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name, kind, exact", [
    ("woods", ("area", "woods"), True),
    ("Woods-3", ("area", "woods"), False),
    ("woods3", ("area", "woods"), False),
    ("wall_12", ("hexside", "wall"), False),
    ("Water Barrier", ("area", "water_barrier"), True),
    ("water-barrier-2", ("area", "water_barrier"), False),
    ("Buildings", ("area", "building"), True),
    ("bridge-major", ("area", "bridge-major"), True),
    ("Level 2", ("hill", 2), True),
    ("hill-1", ("hill", 1), True),
    ("hill1_b", ("hill", 1), False),
    ("objective-3", ("objective", None), False),
    ("Roads", ("line", "road"), True),
    ("notes", ("ignore", None), True),
])
def test_kind_names(name, kind, exact):
    assert match_kind(name)[:2] == (kind, exact)


@pytest.mark.parametrize("name", ["Layer 1", "path123", "roadside", "hill-12", "woodsman", "metadata1", "g7"])
def test_names_that_are_no_kind(name):
    assert match_kind(name) is None


# ----------------------------------------------------------------------------------------------
# The small test map
# ----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def small():
    data, warnings = import_svg(SMALL)
    return data, warnings


@pytest.mark.rule("T78.1", "T88.3.1")
def test_small_map_terrain_and_levels(small):
    data, _warnings = small
    assert data["id"] == "svg-test" and data["name"] == "SVG test map"
    assert data["grid"]["columns"] == 7 and data["grid"]["rows"] == 3
    terrain = {h: r["terrain"] for h, r in data["hexes"].items() if r["terrain"] != "open"}
    assert terrain == {
        "A2": "building",  # a loose rect in the buildings layer
        "B1": "brush",  # terrain override text
        "B2": "stream",  # an open stream path (CSS class fill:none) past the centre dot
        "C2": "woods", "D2": "woods",  # one ellipse across the C2/D2 hexside
        "D1": "water_barrier",  # override 'd1: water barrier'
        "E1": "building", "E2": "building",  # the church group across the E1/E2 hexside
        "F3": "stream",  # a filled shape in the stream layer is stream area
    }
    levels = {h: r["level"] for h, r in data["hexes"].items() if r["level"]}
    # the hill-1 outline (in a layer moved by translate(10,0)) covers F1 and column G
    assert levels == {"F1": 1, "G1": 1, "G2": 1, "G3": 1}
    assert not any("bridge" in r for r in data["hexes"].values())


@pytest.mark.rule("T78.1", "T82", "T97")
def test_small_map_shapes_lines_hexsides(small):
    data, _warnings = small
    woods = sorted(s["hex"] for s in data["shapes"] if s["terrain"] == "woods")
    assert woods == ["C2", "D2"]  # the blob is split along the hexside into two shapes
    church = sorted(s["hex"] for s in data["shapes"] if s["group"] == "church")
    assert church == ["E1", "E2"]  # rect + circle of one <g>: one building
    other = [s for s in data["shapes"] if s["terrain"] == "building" and s["group"] != "church"]
    assert [(s["hex"], s["group"]) for s in other] == [("A2", "building-1")]
    assert data["hexsides"] == [{"hex": "F2", "side": 2, "feature": "wall"}]
    lines = {ln["id"]: ln for ln in data["lines"]}
    assert set(lines) == {"road-1", "path301"}
    assert lines["road-1"]["feature"] == "road" and lines["road-1"]["width"] == 12
    assert lines["road-1"]["points"] == [pytest.approx(p, abs=1e-3) for p in  # rounded to 3 decimals
                                         ([57.735, 250.0], [144.335, 300.0], [230.935, 250.0], [317.535, 300.0])]
    assert lines["path301"]["feature"] == "stream" and lines["path301"]["width"] == 4


@pytest.mark.rule("2.2", "2.3", "T82")
def test_small_map_objectives_border_meta(small):
    data, warnings = small
    assert data["objectives"] == [{"number": 1, "hex": "E1"}, {"number": 2, "hex": "A1"}, {"number": 3, "hex": "C3"}]
    assert data["compass"] == pytest.approx([600.0, 318.5], abs=1e-2)  # rounded to 2 decimals
    assert data["artillery_boxes"] == [{"corner": "top-left"}, {"corner": "bottom-right"}]
    assert data["edges"] == {"top": "North road"}
    assert data["description"] == "A small map drawn for the importer tests."
    assert data["author"] == "Test Author" and data["licence"] == "CC0-1.0"
    assert data["background"] == pytest.approx({"image": "small-bg.png", "x": 0.0, "y": 0.0, "width": 635.085,
                                                "height": 350.0, "opacity": 0.5}, abs=1e-3)
    board, problems = parse_map(data, "small")
    assert board is not None
    assert board.objective_hexes(1) == {"E1", "E2"}  # the multi-hex building is one objective (T82)
    assert [w for w in warnings if "mystery" in w] == [
        w for w in warnings if "unknown kind" in w]
    assert len([w for w in warnings if "mystery" in w]) == 1
    assert any("missing 4, 5" in w for w in warnings)
    # the hidden rect, the guides layer and the artillery label gave nothing and no warning
    assert not any("rect202" in w or "guide-line" in w for w in warnings)


def test_small_map_writes_stable_json(tmp_path, small):
    data, _ = small
    out = tmp_path / "maps" / "small.json"
    out.parent.mkdir()
    data2, _ = import_svg(SMALL, out)
    text = out.read_text(encoding="utf-8")
    bg = data2.pop("background")
    assert json.loads(text) == dict(data2, background=bg)
    assert data2 == {k: v for k, v in data.items() if k != "background"}
    # a map names its background picture by file name alone: the picture lives beside the map
    assert bg["image"] == "small-bg.png"
    data2["background"] = bg
    assert text.endswith("}\n") and '\n  "A1": {"terrain": "open", "level": 0},\n' in text
    assert text.startswith('{\n "format": "cc-desktop-map",\n')
    write_map(data2, tmp_path / "again.json")
    assert (tmp_path / "again.json").read_text(encoding="utf-8") == text == map_json(data2)


def test_the_background_picture_is_copied_beside_the_map(tmp_path):
    """A map reads its picture only from its own folder (nothing in a file makes the program read
    a file elsewhere): the importer copies the drawing's picture there and says so."""
    src = tmp_path / "drawing"
    src.mkdir()
    svg = src / "small.svg"
    svg.write_bytes(SMALL.read_bytes())
    (src / "small-bg.png").write_bytes(b"\x89PNG\r\n\x1a\n picture")
    out = tmp_path / "maps" / "small.json"
    out.parent.mkdir()
    data, warnings = import_svg(svg, out)
    assert data["background"]["image"] == "small-bg.png"
    assert (out.parent / "small-bg.png").read_bytes() == (src / "small-bg.png").read_bytes()
    assert any("the background image small-bg.png was copied beside the map" in w for w in warnings)
    again, warnings = import_svg(svg, src / "small.json")  # beside the drawing: nothing to copy
    assert not any("copied" in w for w in warnings) and again["background"]["image"] == "small-bg.png"


def test_a_background_picture_far_away_or_oddly_named_is_dropped(tmp_path):
    text = SMALL.read_text(encoding="utf-8")
    for href, why in (("http://example.com/bg.png", "is not a file on this computer"),
                      ("pictures/my%20map;v2.gif", "is not a plain PNG or JPEG file name")):
        svg = tmp_path / "odd.svg"
        svg.write_text(text.replace('xlink:href="small-bg.png"', f'xlink:href="{href}"'), encoding="utf-8")
        data, warnings = import_svg(svg, tmp_path / "odd.json")
        assert "background" not in data
        assert any(why in w for w in warnings), warnings


# ----------------------------------------------------------------------------------------------
# Other elements
# ----------------------------------------------------------------------------------------------
def test_shapes_rect_rx_circle_ellipse_polyline_line_and_clones():
    g = GRID73
    cx, cy = g.centre("C2")
    body = (
        f'<g inkscape:groupmode="layer" inkscape:label="field"><rect id="f" x="{cx - 30}" y="{cy - 30}" width="60" '
        f'height="60" rx="10"/></g>'
        f'<g id="marsh"><ellipse id="m" cx="{g.centre("E2")[0]}" cy="{g.centre("E2")[1]}" rx="30" ry="20"/></g>'
        '<g id="trail"><polyline id="t" points="10,300 60,310 110,300"/>'
        '<line id="t2" x1="600" y1="20" x2="620" y2="40"/></g>'
        '<defs><circle id="orchard-tree" cx="0" cy="0" r="20"/></defs>'
        f'<use id="orchard-1" xlink:href="#orchard-tree" x="{g.centre("A1")[0]}" y="{g.centre("A1")[1]}"/>'
    )
    drawing, warnings = read_svg(svg(body))
    assert warnings == []
    areas = {a.kind: a.geometry for a in drawing.areas}
    # a 60x60 square with 10-unit rounded corners: 3600 - (4 - pi) * 100
    # (flattening cuts off at most 0.25 units: a little area is lost on the curves)
    assert 3600 - (4 - math.pi) * 100 - 10 < areas["field"].area < 3600 - (4 - math.pi) * 100
    assert math.pi * 600 - 25 < areas["marsh"].area < math.pi * 600
    assert areas["orchard"].centroid.distance(Point(g.centre("A1"))) < 1e-6
    assert math.pi * 400 - 25 < areas["orchard"].area < math.pi * 400
    assert [(s.feature, s.id, s.points) for s in drawing.lines] == [
        ("trail", "t", [(10, 300), (60, 310), (110, 300)]), ("trail", "t2", [(600, 20), (620, 40)])]


def test_holes_by_even_odd():
    body = ('<g id="woods"><path id="ring" d="M 0 0 H 300 V 300 H 0 Z M 100 100 H 200 V 200 H 100 Z '
            'M 140 140 H 160 V 160 H 140 Z"/></g>')
    drawing, _ = read_svg(svg(body))
    geom = drawing.areas[0].geometry
    assert geom.area == pytest.approx(300 * 300 - 100 * 100 + 20 * 20)
    assert not geom.contains(Point(120, 120)) and geom.contains(Point(150, 150)) and geom.contains(Point(50, 50))


def test_element_id_prefix_wins_over_layer_and_building_groups():
    body = ('<g inkscape:groupmode="layer" inkscape:label="woods">'
            '<rect id="brush-1" x="0" y="0" width="50" height="50"/>'
            '<rect id="rect9" x="100" y="0" width="50" height="50"/></g>'
            '<g inkscape:groupmode="layer" inkscape:label="building">'
            '<g id="farm"><rect x="300" y="20" width="20" height="20"/>'
            '<rect x="330" y="20" width="20" height="20"/></g>'
            '<g inkscape:groupmode="layer" inkscape:label="east">'
            '<rect id="barn" x="500" y="20" width="20" height="20"/>'
            '<rect id="shed" x="500" y="60" width="20" height="20"/></g></g>')
    drawing, warnings = read_svg(svg(body))
    assert warnings == []
    assert sorted((a.kind, a.group) for a in drawing.areas) == [
        ("brush", "brush-1"), ("building", "barn"), ("building", "farm"), ("building", "shed"), ("woods", "rect9")]
    farm = next(a for a in drawing.areas if a.group == "farm")
    assert farm.geometry.area == pytest.approx(800)


def test_objective_numbers_and_terrain_overrides():
    g = GRID73
    body = (
        '<g id="objectives">'
        f'<g id="objective-4"><circle cx="{g.centre("G3")[0]}" cy="{g.centre("G3")[1]}" r="10"/></g>'
        f'<text x="{g.centre("B3")[0]}" y="{g.centre("B3")[1]}" style="text-anchor:middle;font-size:10px">5</text>'
        '</g>'
        '<g inkscape:groupmode="layer" inkscape:label="Terrain"><text>C3 orchard, level 0</text>'
        '<text><tspan x="1" y="1">F1 open ground</tspan><tspan x="1" y="20">a1 = Level 2</tspan></text></g>'
    )
    drawing, warnings = read_svg(svg(body))
    assert warnings == []
    assert drawing.objectives == {4: "G3", 5: "B3"}
    assert drawing.terrain_overrides == {"C3": "orchard", "F1": "open"}
    assert drawing.level_overrides == {"C3": 0, "A1": 2}


# ----------------------------------------------------------------------------------------------
# Errors and warnings
# ----------------------------------------------------------------------------------------------
def test_malformed_xml(tmp_path):
    bad = tmp_path / "bad.svg"
    bad.write_text('<svg xmlns="http://www.w3.org/2000/svg"><g id="woods"><rect></g></svg>')
    with pytest.raises(SvgError, match=r"bad\.svg: not a well-formed SVG \(XML\) file: mismatched tag: line 1"):
        read_svg(bad)
    with pytest.raises(SvgError, match=r"not an SVG file \(the root element is <html>"):
        read_svg("<html></html>")
    with pytest.raises(SvgError, match="missing.svg: file not found"):
        import_svg(tmp_path / "missing.svg")


def test_bad_path_data_names_the_element(tmp_path):
    f = tmp_path / "m.svg"
    f.write_text(svg('<g id="woods"><path id="blob-7" d="M 0 0 L 10 10 Q 5"/></g>'))
    with pytest.raises(SvgError, match=r"m\.svg: blob-7: bad path data: expected a number for 'Q' at character 18"):
        import_svg(f)
    with pytest.raises(SvgError, match=r"<svg>: <polygon> no. 1 in layer 'hedge': bad points: an odd number"):
        read_svg(svg('<g id="hedge"><polygon points="1 2 3"/></g>'))
    with pytest.raises(SvgError, match=r"<svg>: t1: bad rotate\(\) arguments 'a'"):
        read_svg(svg('<g id="woods"><rect id="t1" transform="rotate(a)" width="5" height="5"/></g>'))


def test_unknown_kind_is_a_warning():
    drawing, warnings = read_svg(svg('<g id="layer1"><path id="p12" d="M 0 0 L 50 50 L 0 50 Z"/></g>'
                                     '<rect x="5" y="5" width="5" height="5"/><g id="trees"><circle r="3"/></g>'))
    assert drawing.areas == [] and len(warnings) == 3
    assert warnings[0].startswith("<svg>: warning: p12: unknown kind: neither its id nor its layer (layer 'layer1')")
    assert warnings[1].startswith("<svg>: warning: <rect> no. 1: unknown kind")
    assert "(layer 'trees')" in warnings[2]


def test_objective_outside_the_map(tmp_path):
    f = tmp_path / "o.svg"
    f.write_text(svg('<g id="objectives"><circle id="objective-3" cx="-50" cy="20" r="10"/></g>'))
    with pytest.raises(SvgError, match=r"o\.svg: objective-3: objective 3 at \(-50, 20\) is not inside a hex of the "
                                       r"7x3 map"):
        import_svg(f)
    with pytest.raises(SvgError, match="objective number 6: objectives are numbered 1..5"):
        read_svg(svg('<g id="objectives"><g><circle cx="50" cy="50" r="5"/><text>6</text></g></g>'))
    with pytest.raises(SvgError, match="objective 2 appears twice"):
        read_svg(svg('<g id="objectives"><circle id="objective-2" cx="50" cy="50" r="5"/>'
                     '<circle id="objective2b" cx="150" cy="150" r="5"/></g>'))
    with pytest.raises(SvgError, match="objective without a number"):
        read_svg(svg('<g id="objectives"><circle cx="50" cy="50" r="5"/></g>'))


def test_bad_meta_and_overrides():
    with pytest.raises(SvgError, match=r"meta: id 'My Map' must be lower-case"):
        read_svg(svg('<g id="meta"><text>id: My Map</text></g>', meta=False))
    with pytest.raises(SvgError, match=r"terrain override 'C3 jungle': unknown terrain 'jungle'"):
        read_svg(svg('<g id="terrain"><text>C3 jungle</text></g>'))
    with pytest.raises(SvgError, match=r"terrain override 'K2 woods': hex K2 is not on a 7x3 map"):
        read_svg(svg('<g id="terrain"><text>K2 woods</text></g>'))


def test_map_that_does_not_validate(tmp_path):
    # a road that crosses a hexside right at a hex corner is refused by parse_map
    g = GRID73
    x, y = g.corners("A1")[1]
    f = tmp_path / "v.svg"
    f.write_text(svg(f'<g id="road"><path d="M {x - 20} {y} L {x + 20} {y}"/></g>'))
    with pytest.raises(SvgError, match=r"v\.svg: the drawing does not give a valid map:\n"
                                       r".*v\.svg: lines\[0\]: the road crosses "
                                       r"a hexside within 2 units of a hex corner near \(87, 100\)"):
        import_svg(f)


# ----------------------------------------------------------------------------------------------
# The template
# ----------------------------------------------------------------------------------------------
def test_template_round_trip(tmp_path):
    f = tmp_path / "template.svg"
    f.write_text(map_template(), encoding="utf-8")
    data, warnings = import_svg(f)
    assert data["id"] == "new-map" and data["name"] == "New map"
    assert data["grid"] == {"columns": 15, "rows": 10, "hex_height": 100, "shifted_columns": "odd"}
    assert len(data["hexes"]) == 150
    assert all(r == {"terrain": "open", "level": 0} for r in data["hexes"].values())
    assert data["shapes"] == [] and data["lines"] == [] and data["hexsides"] == [] and data["objectives"] == []
    assert not any("unknown kind" in w for w in warnings)
    board, _ = parse_map(data)
    assert board is not None


def test_template_layers_and_grid():
    text = map_template(7, 3)
    root = ET.fromstring(text)
    assert [float(v) for v in root.get("viewBox").split()] == pytest.approx([0, 0, 635.085, 350], abs=1e-3)
    ink = "{http://www.inkscape.org/namespaces/inkscape}"
    layers = [g for g in root if g.get(f"{ink}groupmode") == "layer"]
    labels = [g.get(f"{ink}label") for g in layers]
    assert labels == [label for _id, label in TEMPLATE_LAYERS]
    for label in labels:
        assert match_kind(label) is not None and match_kind(label)[1], label
    grid = next(g for g in layers if g.get("id") == "grid")
    assert grid.get("{http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd}insensitive") == "true"
    ids = [t.text for t in grid.iter("{http://www.w3.org/2000/svg}text")]
    assert ids == list(GRID73.ids)
    drawing, warnings = read_svg(text)
    assert (drawing.columns, drawing.rows, drawing.id) == (7, 3, "new-map") and warnings == []


@pytest.mark.rule("T78.1", "T88.3.1", "T82")
def test_documented_example():
    """docs/svg-maps.md shows tests/board/data/example.svg and this result."""
    data, warnings = import_svg(DATA / "example.svg")
    assert {h: (r["terrain"], r["level"]) for h, r in data["hexes"].items()} == {
        "A1": ("woods", 0), "A2": ("building", 0), "B1": ("woods", 0), "B2": ("brush", 0),
        "C1": ("open", 1), "C2": ("open", 1), "D1": ("open", 1), "D2": ("open", 1)}
    assert [(s["hex"], s["terrain"], s["group"]) for s in data["shapes"]] == [
        ("A1", "woods", "woods-1"), ("A2", "woods", "woods-1"), ("B1", "woods", "woods-1"), ("A2", "building", "farm")]
    assert data["hexsides"] == [{"hex": "B1", "side": 3, "feature": "wall"}]
    assert data["objectives"] == [{"number": 1, "hex": "A2"}]
    (road,) = data["lines"]
    assert (road["id"], road["feature"], road["width"]) == ("road-1", "road", 10.0)
    assert road["points"][0] == pytest.approx([0.0, 170.0], abs=1e-3)
    assert road["points"][-1] == pytest.approx([317.5, 100.0], abs=1e-3)
    assert [w.split(": ", 2)[2] for w in warnings] == [
        "objectives: every map has five objectives (2.3); missing 2, 3, 4, 5",
        "artillery_boxes: a map has two Artillery Boxes in opposite corners (2.2)",
        "compass: the map has no compass (2.2)"]
