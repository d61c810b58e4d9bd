"""Hostile SVG drawings through the importer (cc_desktop.board.svgimport) and ``cc-desktop
import-svg``: each is refused with one clear ``file: where: reason`` line (exit 2), or imported
with the warning it deserves, never with a traceback, within 30 s and 1 GB.

The small files are committed in tests/corpus/svg; the big ones (a million points, 50,000
nested groups, a 10 MB id, a file over the size limit...) are made here at test time.
"""

from __future__ import annotations

import math
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cc_desktop.board import svgimport
from cc_desktop.board.hexgrid import HexGrid
from cc_desktop.board.svgimport import SvgError, import_svg
from cc_desktop.cli import main

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus" / "svg"
SHIPPED_SVG = ROOT / "maps" / "src" / "farmland.svg"
SECONDS = 30
MEMORY_LIMIT = 1 << 30  # 1 GiB of address space for a child process

# What each committed file gives: (exit code, a piece of the message).  Exit 2: the one error
# line; exit 0: a warning the import must give.
COMMITTED = {
    "arc-radius-1e300.svg": (2, "arc: path data: number 1e300 out of range: the limit is -1,000,000..1,000,000"),
    "binary-garbage.svg": (2, "not a well-formed SVG (XML) file: not well-formed (invalid token)"),
    "coordinate-1e308.svg": (2, "far: path data: number 1e308 out of range"),
    "empty.svg": (2, "the file is empty"),
    "entity-billion-laughs.svg": (2, "entity 'b': only plain text entities are allowed"),
    "entity-external.svg": (2, "entity 'x': only plain text entities are allowed"),
    "entity-quadratic.svg": (2, "the entities of the DOCTYPE could expand the file past the size limit of "
                                "20,000,000 bytes"),
    "inf-in-path.svg": (2, "inf: bad path data: expected a number for 'L' at character 9, found 'i'"),
    "nan-length.svg": (2, "nan: bad length 'NaN'"),
    "not-svg.svg": (2, "not an SVG file (the root element is <html>, not <svg>)"),
    "number-1e999.svg": (2, "wide: length: number 1e999 out of range"),
    "number-5000-digits.svg": (2, "digits: path data: number " + "1" * 40 + "... out of range"),
    "objective-5000-digits.svg": (2, "objective-" + "1" * 30 + "...: objective number 1111111111: objectives are "
                                     "numbered 1..5"),
    "off-page-shapes.svg": (0, "far-wood: lies entirely off the page: its box (5000, 5000)..(5050, 5050) is outside "
                               "the hex field (0, 0)..(635, 350); ignored"),
    "page-negative-viewbox.svg": (2, "page: bad viewBox '0 0 -635.085 -350'"),
    "page-tiny.svg": (2, "page: the page is 1e-300 x 1e-300 user units: it would be scaled by 1.33e+303"),
    "page-zero-size.svg": (2, "page: bad viewBox '0 0 0 0'"),
    "star-201-points.svg": (2, "star-201: outlines cross too often: the limit is 10,000 crossings"),
    "star-self-crossing.svg": (2, "star-21: the outline crosses itself too often: the limit is 100 crossings per "
                                  "shape"),
    "text-huge-font.svg": (2, "big: coordinates out of range after the transforms"),
    "transform-huge-scale.svg": (2, "woods: scale() arguments: number 1e200 out of range"),
    "transform-scales-multiply.svg": (2, "<g> no. 3 in layer 'woods': transform out of range"),
    "transform-skew-90.svg": (2, "skewed: transform out of range"),
    "truncated.svg": (2, "not a well-formed SVG (XML) file: unclosed token"),
    "use-billion-laughs.svg": (2, "a0: clones (<use>) add too many elements: the limit is 50,000 cloned elements"),
    "use-chain-too-deep.svg": (2, "clones of clones nested too deep: the limit is 20 levels"),
    "use-cycle.svg": (2, "u1: clone of itself (a loop of clones through '#u2')"),
    "utf16-wrong-declaration.svg": (2, "encoding specified in XML declaration is incorrect"),
}

PAGE = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'viewBox="0 0 635.085 350">')


def _svg(body: str, page: str = PAGE) -> bytes:
    return (page + body + "</svg>").encode()


def _circle(cx: float, cy: float, r: float, n: int) -> str:
    angles = (2 * math.pi * i / n for i in range(n))
    return "M " + " L ".join(f"{cx + r * math.cos(a):.3f} {cy + r * math.sin(a):.3f}" for a in angles) + " Z"


def _flower(petals: int) -> str:
    """Petals that all meet at the centre: every segment's box overlaps every other's."""
    d = []
    for i in range(petals):
        a = 2 * math.pi * i / petals
        d.append(f"L 300 170 L {300 + 150 * math.cos(a):.3f} {170 + 150 * math.sin(a):.3f} "
                 f"L {300 + 150 * math.cos(a + 0.002):.3f} {170 + 150 * math.sin(a + 0.002):.3f}")
    return "M 300 170 " + " ".join(d) + " Z"


def _clones_of(original: str, layer: str) -> bytes:
    """1,000 clones (three levels of ten) of ``original`` (id a0)."""
    return _svg("<defs>" + original + "".join(f'<g id="a{i}">' + f'<use xlink:href="#a{i - 1}"/>' * 10 + "</g>"
                                              for i in range(1, 4)) + f'</defs><g id="{layer}"><use xlink:href="#a3"/></g>')


def _big_map_walls() -> bytes:
    g = HexGrid(26, 99)
    page = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {g.width:.3f} {g.height:.3f}">'
            '<g id="meta"><text>columns: 26</text><text>rows: 99</text></g>')
    return _svg('<g id="wall">' + "".join(f'<path d="M {20 + i % 20 * 100} {50 + i // 20 * 100} l 10 5 l 10 -5"/>'
                                          for i in range(1000)) + "</g>", page)


# The big ones, made at test time: name -> (maker, exit code, a piece of the message).
GENERATED = {
    "path-million-points.svg": (
        lambda: _svg('<g id="woods"><path id="million" d="M 0 0 ' + "L 1 2 L 3 4 " * 500_000 + 'Z"/></g>'),
        2, "million: too many points (curves flattened): the limit is 20,000 points per shape"),
    "curves-flattened-to-millions.svg": (
        lambda: _svg('<g id="woods"><path id="curly" d="M 0 0 ' + "c 0 300 300 300 300 0 " * 100_000 + 'Z"/></g>'),
        2, "curly: too many points (curves flattened)"),
    "points-in-all-shapes.svg": (
        lambda: _svg('<g id="woods">' + "".join(f'<path d="{_circle(300, 170, 20 + 25 * k, 19_000)}"/>'
                                               for k in range(6)) + "</g>"),
        2, "too many points in all shapes together (curves flattened): the limit is 100,000 points per file"),
    "polyline-50000-points.svg": (
        lambda: _svg('<g id="road"><polyline id="long" points="' + "1,2 3,4 " * 25_000 + '"/></g>'),
        2, "long: too many numbers in points: the limit is 40,000"),
    "nested-groups-50000.svg": (
        lambda: _svg("<g>" * 50_000 + '<rect width="5" height="5"/>' + "</g>" * 50_000),
        2, "line 1: elements nested too deep: the limit is 100 levels"),
    "elements-150000.svg": (
        lambda: _svg('<g id="notes">' + "<g/>" * 150_000 + "</g>"),
        2, "line 1: too many elements: the limit is 100,000 per file"),
    "id-10-megabytes.svg": (
        lambda: _svg('<g id="woods"><rect id="' + "x" * 10_000_000 + '" transform="rotate(q)" width="5" '
                     'height="5"/></g>'),
        2, "x" * 40 + "...: bad rotate() arguments 'q': expected a number at character 1"),
    "file-over-20-megabytes.svg": (
        lambda: _svg("<!--" + "x" * 20_000_000 + "-->"),
        2, "file too large: the limit is 20,000,000 bytes"),
    "shapes-5001.svg": (
        lambda: _svg('<g id="woods">' + "".join(f'<rect x="{i % 100 * 6}" y="{i // 100 * 6}" width="2" height="2"/>'
                                               for i in range(5_001)) + "</g>"),
        2, "too many shapes and texts: the limit is 5,000 per file"),
    "crossing-strips.svg": (
        lambda: _svg('<g id="woods">' + "".join(f'<rect x="0" y="{5 * i}" width="600" height="2"/>' for i in range(60))
                     + "".join(f'<rect x="{9 * i}" y="0" width="3" height="330"/>' for i in range(60)) + "</g>"),
        2, "outlines cross too often: the limit is 10,000 crossings"),
    "flower-of-1000-petals.svg": (
        lambda: _svg(f'<g id="woods"><path id="flower" d="{_flower(1000)}"/></g>'),
        2, "flower: outlines too intricate: the limit is 1,000,000 pairs of segments close together"),
    "big-map-too-much-work.svg": (
        _big_map_walls,
        2, "too much to cut into the hexes of a 26x99 map: (3,000 points + 25 x 1,002 shapes and texts) x 2,574 hexes "
           "is over the limit of 30,000,000"),
    "clones-of-a-10mb-style.svg": (
        lambda: _clones_of('<rect id="a0" width="5" height="5" style="fill: ' + "r" * 10_000_000 + ' "/>', "woods"),
        2, "a0: outlines too intricate"),
    "clones-of-a-10mb-text.svg": (
        lambda: _clones_of('<text id="a0" style="font-size:0.0001px" x="5" y="5">' + "word " * 2_000_000 + "</text>",
                           "terrain"),
        2, "a0: terrain override 'word word word word word word word word ...' is not like 'C4 brush'"),
    "style-without-braces.svg": (
        lambda: _svg("<style>" + "a" * 300_000 + '</style><g id="woods"><rect width="50" height="50"/></g>'),
        0, ""),
    "style-open-comments.svg": (
        lambda: _svg("<style>" + "/* " * 100_000 + '</style><g id="woods"><rect width="50" height="50"/></g>'),
        0, ""),
    "warnings-50000.svg": (
        lambda: _svg('<g id="woods">' + "<blink/>" * 50_000 + "</g>"),
        0, "49,901 more warnings not shown (the first 100 are)"),
}

# The classes of the review, in a child process limited to 1 GB: time and memory measured.
IN_A_CHILD = ["use-billion-laughs.svg", "coordinate-1e308.svg", "path-million-points.svg", "nested-groups-50000.svg",
              "arc-radius-1e300.svg", "entity-quadratic.svg", "star-201-points.svg", "clones-of-a-10mb-style.svg"]
ALL = sorted(COMMITTED) + sorted(GENERATED)


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("svg-corpus")


def corpus_file(name: str, made: Path) -> Path:
    if name in COMMITTED:
        return CORPUS / name
    path = made / name
    if not path.exists():
        path.write_bytes(GENERATED[name][0]())
    return path


def expected(name: str) -> tuple[int, str]:
    return COMMITTED[name] if name in COMMITTED else GENERATED[name][1:]


def test_the_corpus_is_what_the_tests_expect():
    assert sorted(p.name for p in CORPUS.iterdir()) == sorted(COMMITTED)
    assert len(ALL) >= 40
    assert all(p.stat().st_size < 100_000 for p in CORPUS.iterdir())  # big files are made at test time


@pytest.mark.parametrize("name", ALL)
def test_import_svg(name, made, tmp_path):
    path = corpus_file(name, made)
    code, piece = expected(name)
    start = time.monotonic()
    if code == 2:
        with pytest.raises(SvgError) as info:
            import_svg(path, tmp_path / "out.json")
        message = str(info.value)
        assert message.startswith(f"{path}: ") and piece in message, message[:1000]
        assert "\n" not in message and len(message) < 400, message[:1000]
    else:
        _data, warnings = import_svg(path, tmp_path / "out.json")
        assert not piece or any(piece in w for w in warnings), warnings[:20]
        assert len(warnings) <= svgimport.MAX_WARNINGS + 10
    assert time.monotonic() - start < SECONDS


@pytest.mark.parametrize("name", ALL)
def test_command_line(name, made, tmp_path, capsys):
    path = corpus_file(name, made)
    code, piece = expected(name)
    assert main(["import-svg", str(path), "--out", str(tmp_path / "out.json")]) == code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    lines = err.splitlines()
    assert all(len(line) < 1000 for line in lines)
    if code == 2:
        assert lines == [f"{path}: {lines[0].split(': ', 1)[1]}"] and piece in lines[0], err[:1000]
    else:
        assert piece in err and "hexes" in out and (tmp_path / "out.json").exists()


#: runs the command given after the file name, writes its own peak memory (wait4's ru_maxrss) to
#: the file and exits with the command's code
MEASURE = ("import os, subprocess, sys; p = subprocess.Popen(sys.argv[2:]); _, status, usage = os.wait4(p.pid, 0); "
           "open(sys.argv[1], 'w').write(str(usage.ru_maxrss)); sys.exit(os.waitstatus_to_exitcode(status))")


@pytest.mark.skipif(sys.platform == "win32", reason="limits the child with setrlimit, measures it with wait4")
@pytest.mark.parametrize("name", IN_A_CHILD)
def test_command_line_within_30_seconds_and_1_gigabyte(name, made, tmp_path):
    import resource

    def limit() -> None:  # 1 GiB of address space; a minute of CPU at most, should it ever hang
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
        resource.setrlimit(resource.RLIMIT_CPU, (2 * SECONDS, 2 * SECONDS))

    path = corpus_file(name, made)
    command = [sys.executable, "-m", "cc_desktop", "import-svg", str(path), "--out", str(tmp_path / "o.json")]
    peak_file = tmp_path / "peak"
    start = time.monotonic()
    with open(tmp_path / "stderr", "w+", encoding="utf-8") as err:
        # through a small launcher: a process forked from this one keeps this one's peak memory in
        # its ru_maxrss (over 1 GiB late in a whole run), one forked from the launcher only the
        # launcher's; the limits set here go on to the command
        proc = subprocess.Popen([sys.executable, "-c", MEASURE, str(peak_file), *command],
                                env={**os.environ, "OPENBLAS_NUM_THREADS": "1"}, preexec_fn=limit,
                                stdout=subprocess.DEVNULL, stderr=err)
        proc.wait()
        err.seek(0)
        message = err.read()
    assert time.monotonic() - start < SECONDS
    peak = int(peak_file.read_text(encoding="ascii"))
    assert 0 < peak * (1 if sys.platform == "darwin" else 1024) < MEMORY_LIMIT  # bytes on macOS, else KiB
    assert proc.returncode == 2 and "Traceback" not in message, message[-2000:]
    assert message.count("\n") == 1 and expected(name)[1] in message, message


def test_time_limit(monkeypatch):
    monkeypatch.setattr(svgimport, "MAX_SECONDS", 0.0)
    with pytest.raises(SvgError, match=re.escape("the import takes too long: the limit is 0 seconds")):
        import_svg(SHIPPED_SVG)


def test_a_device_a_folder_and_a_missing_file(tmp_path):
    with pytest.raises(SvgError, match="is a folder, not a file"):
        import_svg(tmp_path)
    with pytest.raises(SvgError, match="missing.svg: file not found"):
        import_svg(tmp_path / "missing.svg")
    if Path("/dev/zero").exists():
        with pytest.raises(SvgError, match="/dev/zero: is not a regular file"):
            import_svg("/dev/zero")


def test_utf16_with_a_byte_order_mark_imports(tmp_path):
    f = tmp_path / "utf16.svg"
    f.write_bytes(_svg('<g id="woods"><rect id="w" width="50" height="50"/></g>').decode().encode("utf-16"))
    data, _warnings = import_svg(f)
    assert {s["terrain"] for s in data["shapes"]} == {"woods"}


def test_clones_and_plain_entities_within_the_limits_still_work(tmp_path):
    """Illustrator writes plain entities for its namespaces; clones of clones are fine below 20."""
    f = tmp_path / "ok.svg"
    f.write_bytes(b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>' +
                  _svg('<defs><rect id="t0" width="40" height="40"/>' +
                       "".join(f'<g id="t{i}"><use xlink:href="#t{i - 1}"/></g>' for i in range(1, 19)) +
                       '</defs><g id="woods"><use xlink:href="#t18" x="10" y="10"/></g>',
                       PAGE.replace('"http://www.w3.org/2000/svg"', '"&ns_svg;"')))
    data, _warnings = import_svg(f)
    assert {s["terrain"] for s in data["shapes"]} == {"woods"}


def test_the_limits_are_documented():
    limits = (ROOT / "docs" / "svg-maps.md").read_text(encoding="utf-8").split("## Limits")[1].split("\n## ")[0]
    for name in ("MAX_FILE_BYTES", "MAX_ELEMENTS", "MAX_NESTING_DEPTH", "MAX_CLONE_ELEMENTS", "MAX_CLONE_DEPTH",
                 "MAX_SHAPES", "MAX_PATH_POINTS", "MAX_TOTAL_POINTS", "MAX_COORDINATE", "MAX_HEX_WORK", "SHAPE_WORK",
                 "MAX_SEGMENT_PAIRS", "MAX_CROSSINGS", "MAX_SELF_CROSSINGS", "MAX_SECONDS", "MAX_WARNINGS",
                 "MAX_QUOTE"):
        value = getattr(svgimport, name)
        assert f"{value:,.0f}" in limits or f"{value:g} s" in limits, name
