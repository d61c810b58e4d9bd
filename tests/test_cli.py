"""The cc-desktop command line: exit codes and outputs on good and bad input."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cc_desktop.board.builder import MapBuilder
from cc_desktop.cli import main

DATA = Path(__file__).parent / "board" / "data"


@pytest.fixture
def map_file(tmp_path):
    b = MapBuilder(7, 3).area("woods", "D2", 0.6).hexside("C2", "D2", "wall").area("brush", "D1", 0.8)
    p = tmp_path / "m.json"
    p.write_text(json.dumps(b.to_data()), encoding="utf-8")
    return p


def test_check_map_ok(map_file, capsys):
    assert main(["check-map", str(map_file)]) == 0
    assert f"{map_file}: ok" in capsys.readouterr().out


def test_check_map_broken_file_exits_2_with_field_path(map_file, capsys):
    data = json.loads(map_file.read_text())
    data["hexes"]["B2"]["level"] = 9
    map_file.write_text(json.dumps(data))
    assert main(["check-map", str(map_file)]) == 2
    assert f"{map_file}: hexes.B2.level: must be at most 4, not 9" in capsys.readouterr().err


def test_check_map_missing_and_garbage(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe garbage")
    assert main(["check-map", str(tmp_path / "nope.json"), str(bad)]) == 2
    err = capsys.readouterr().err
    assert "nope.json: (top level): file not found" in err
    assert "bad.json: (top level):" in err


@pytest.mark.rule("10.1", "T97")
def test_los_json(map_file, capsys):
    assert main(["los", str(map_file), "b2", "F2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"range", "los", "hindrance", "hindrances", "blocked_by"} <= out.keys()
    assert out["range"] == 4 and out["los"] == "blocked"
    assert out["blocked_by"]["feature"] == "wall" and out["blocked_by"]["rule"] == "T97"


@pytest.mark.rule("10.3.4")
def test_los_text_with_smoke(map_file, capsys):
    assert main(["los", str(map_file), "A1", "G1", "--smoke", "C1=3"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "LOS A1 -> G1: range 6, hindered, hindrance 3"
    assert "Smoke" in out or "smoke" in out


def test_los_unknown_hex(map_file, capsys):
    assert main(["los", str(map_file), "A1", "Z9"]) == 2
    assert "no hex Z9" in capsys.readouterr().err


def test_import_svg_and_template(tmp_path, capsys):
    out = tmp_path / "small.json"
    assert main(["import-svg", str(DATA / "small.svg"), "--out", str(out)]) == 0
    assert main(["check-map", str(out)]) == 0
    tpl = tmp_path / "t.svg"
    assert main(["map-template", "--out", str(tpl), "--columns", "5", "--rows", "4"]) == 0
    assert main(["import-svg", str(tpl), "--out", str(tmp_path / "t.json")]) == 0
    assert json.loads((tmp_path / "t.json").read_text())["grid"]["columns"] == 5


def test_import_broken_svg(tmp_path, capsys):
    bad = tmp_path / "bad.svg"
    bad.write_text("<svg><g>", encoding="utf-8")
    assert main(["import-svg", str(bad), "--out", str(tmp_path / "x.json")]) == 2
    assert str(bad) in capsys.readouterr().err
    assert not (tmp_path / "x.json").exists()


@pytest.mark.qt
def test_render_map_writes_png(map_file, tmp_path):
    png = tmp_path / "m.png"
    assert main(["render-map", str(map_file), "--out", str(png), "--los", "B2", "F2"]) == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_python_dash_m_works():
    out = subprocess.run([sys.executable, "-m", "cc_desktop", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.startswith("cc-desktop ")
