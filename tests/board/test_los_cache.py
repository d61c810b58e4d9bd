"""The LOS disk cache (cc_desktop/board/loscache.py): where it lives, what it keeps, and that no
entry is trusted blindly: a stale, corrupt, truncated or tampered entry is ignored and written
again, never a crash; a folder that cannot be written only means "no cache".

Every test runs with ``$CC_DESKTOP_CACHE_DIR`` in its own temporary folder (tests/conftest.py).
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cc_desktop.board import loscache
from cc_desktop.board.builder import MapBuilder
from cc_desktop.board.los import LosEngine, LosTable, Markers
from cc_desktop.board.mapfile import load_map
from cc_desktop.board.terrain import load_chart
from cc_desktop.cli import main
from cc_desktop.resources import bundled_maps, resource

MAPS = {p.stem: p for p in bundled_maps()}
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def map_file(tmp_path) -> Path:
    """A copy of a shipped map (its entry is keyed by the bytes, not the path)."""
    path = tmp_path / "village.json"
    shutil.copy(MAPS["village"], path)
    return path


def entries() -> list[Path]:
    return sorted((loscache.cache_dir() / "los").glob("*.los"))


def los_text(capsys, *argv) -> str:
    assert main(["los", *argv]) == 0
    return capsys.readouterr().out


# ----------------------------------------------------------------------------------------------
# The file format, to make damaged and tampered entries
# ----------------------------------------------------------------------------------------------
def split(data: bytes) -> tuple[dict, bytes]:
    start = len(loscache.MAGIC) + 4
    end = start + int.from_bytes(data[len(loscache.MAGIC):start], "little")
    return json.loads(data[start:end]), data[end + (-end % 8):-32]


def join(header: dict, payload: bytes) -> bytes:
    """An entry with a checksum that fits, whatever it holds."""
    text = json.dumps(header).encode()
    head = loscache.MAGIC + len(text).to_bytes(4, "little") + text
    body = head + b"\0" * (-len(head) % 8) + payload
    return body + hashlib.sha256(body).digest()


def raw(header: bytes, payload: bytes = b"") -> bytes:
    """An entry whose header is any bytes, with a checksum that fits."""
    head = loscache.MAGIC + len(header).to_bytes(4, "little") + header
    body = head + b"\0" * (-len(head) % 8) + payload
    return body + hashlib.sha256(body).digest()


def edit_array(data: bytes, name: str, change) -> bytes:
    header, payload = split(data)
    dtype, shape, offset = header["arrays"][name]
    a = np.frombuffer(payload, dtype, int(np.prod(shape)), offset).reshape(shape).copy()
    change(a)
    payload = payload[:offset] + a.tobytes() + payload[offset + a.nbytes:]
    return join(header, payload)


# ----------------------------------------------------------------------------------------------
# Where
# ----------------------------------------------------------------------------------------------
def test_the_cache_folder_follows_the_platform(monkeypatch, tmp_path):
    assert loscache.cache_dir() == Path(os.environ["CC_DESKTOP_CACHE_DIR"])
    monkeypatch.delenv("CC_DESKTOP_CACHE_DIR")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert loscache.cache_dir() == tmp_path / "xdg" / "cc-desktop"
    assert loscache.entry_path("ab" * 32) == tmp_path / "xdg" / "cc-desktop" / "los" / f"{'ab' * 32}.los"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/path")  # not absolute: ignored (XDG spec)
    assert loscache.cache_dir() == tmp_path / "home" / ".cache" / "cc-desktop"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert loscache.cache_dir() == tmp_path / "home" / ".cache" / "cc-desktop"
    monkeypatch.setattr(sys, "platform", "darwin")
    assert loscache.cache_dir() == tmp_path / "home" / "Library" / "Caches" / "cc-desktop"
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "local"))
    assert loscache.cache_dir() == tmp_path / "local" / "cc-desktop" / "Cache"
    monkeypatch.delenv("LOCALAPPDATA")
    assert loscache.cache_dir() is None and loscache.entry_path("ab" * 32) is None


# ----------------------------------------------------------------------------------------------
# What: the command line reads the entry without reading the map; the game reads the table
# ----------------------------------------------------------------------------------------------
def test_cc_desktop_los_writes_an_entry_then_answers_from_it_alone(map_file, capsys, monkeypatch):
    assert entries() == []
    first = los_text(capsys, str(map_file), "C7", "K4", "--smoke", "F5=2", "--blaze", "A10")
    (entry,) = entries()
    assert entry.name == hashlib.sha256(map_file.read_bytes()).hexdigest() + ".los"
    stamp = entry.stat().st_mtime_ns

    def no_map(*_args, **_kw):
        raise AssertionError("the map was loaded although its entry is sound")

    monkeypatch.setattr("cc_desktop.board.mapfile.load_map", no_map)
    assert los_text(capsys, str(map_file), "C7", "K4", "--smoke", "F5=2", "--blaze", "A10") == first
    assert "blocked by Building in F5" in first and "Blaze in A10: not on the line" in first
    assert main(["los", str(map_file), "C7", "K4", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["blocked_by"]["hex"] == "F5"
    assert main(["los", str(map_file), "A1", "Z9"]) == 2  # still checks the hexes
    assert "no hex Z9 on this 15x10 map" in capsys.readouterr().err
    assert entry.stat().st_mtime_ns == stamp and entries() == [entry]


def test_an_engine_from_the_cache_gives_the_answers_of_the_map(map_file):
    """Every ordered pair, with and without markers, explanations and names included: the
    digest of the engine before issue 13 (tests/board/test_los_unchanged.py)."""
    from tests.board.test_los_unchanged import _digest, markers_of, row_digests

    loscache.engine_for_file(map_file)  # writes the entry
    engine = loscache.engine_for_file(map_file)
    assert engine.board is None  # restored, not built from the map
    expected = _digest()["maps"]["village"]

    class Shim:  # what row_digests asks of a board
        grid, chart = engine.grid, engine.chart
        los = staticmethod(engine.query)

    assert row_digests(Shim, None) == expected["rows"]
    assert row_digests(Shim, markers_of(engine.ids)) == expected["rows_with_markers"]


def test_the_game_takes_its_table_from_the_cache(map_file, monkeypatch):
    engine = load_map(map_file).los_engine
    built = engine.table(disk_cache=True)
    assert len(entries()) == 1
    fresh = load_map(map_file).los_engine

    def no_table(*_args, **_kw):
        raise AssertionError("the table was computed although its entry is sound")

    monkeypatch.setattr(LosTable, "__init__", no_table)
    cached = fresh.table(disk_cache=True)
    assert cached.engine is fresh
    for name in ("blocked", "hindrance", "touch_hex", "touch_ptr"):
        assert np.array_equal(getattr(cached, name), getattr(built, name)), name
    markers = Markers.of({"F5": 2, "H6": 4}, {"J4", "E8"})
    for got, want in zip(cached.all_pairs(markers), built.all_pairs(markers)):
        assert np.array_equal(got, want)
    rnd = random.Random(3)
    for _ in range(300):
        a, b = rnd.sample(fresh.ids, 2)
        r = fresh.query(a, b, markers)
        assert cached.lookup(a, b, markers) == built.lookup(a, b, markers) == (r.los, r.hindrance)


def test_a_new_game_reads_its_table_from_the_cache(monkeypatch):
    """The window's start: a game asks its map's engine for the table through the disk cache; a
    later start (a new process: no board kept in memory) with a sound entry computes no table."""
    from cc_desktop.content import load_scenario
    from cc_desktop.rules import Game

    # the module Game itself reads (not the package's attribute: a test that drops the engine's
    # module from sys.modules, as at start-up, may leave another module object there)
    boards = Game._context.__globals__
    scenario = load_scenario("chapel-crossroads-1944")
    asked = []
    table = LosEngine.table

    def recorded(engine, disk_cache=False):
        asked.append(disk_cache)
        return table(engine, disk_cache)

    monkeypatch.setattr(LosEngine, "table", recorded)
    monkeypatch.setitem(boards, "_BOARDS", {})
    first = Game(scenario, seed=5)
    assert asked == [True]  # the game goes through the disk cache
    board = first.board
    sha = board.file_sha256
    assert loscache.entry_path(sha).exists(), (
        f"no entry written: map sha {sha}, the program's chart {loscache._program_chart(board.chart)} "
        f"({board.chart.source}), key {loscache.entry_key(sha)}")
    monkeypatch.setitem(boards, "_BOARDS", {})  # as in a new process

    def no_table(*_args, **_kw):
        raise AssertionError("the game computed the table although its entry is sound")

    monkeypatch.setattr(LosTable, "__init__", no_table)
    second = Game(scenario, seed=5)
    assert second.los_table is not first.los_table
    for name in ("blocked", "hindrance", "touch_hex", "touch_ptr"):
        assert np.array_equal(getattr(second.los_table, name), getattr(first.los_table, name)), name
    assert second.legal_moves() == first.legal_moves()


def test_maps_not_from_a_file_or_with_another_chart_are_not_cached(map_file, tmp_path):
    board = MapBuilder(5, 4).area("woods", "C2").build()
    assert board.file_sha256 is None
    assert board.los_engine.table(disk_cache=True).blocked.any()
    chart_copy = tmp_path / "chart.json"
    shutil.copy(resource("terrain.json"), chart_copy)
    other = load_map(map_file, load_chart(chart_copy))
    other.los_engine.table(disk_cache=True)
    assert not (loscache.cache_dir() / "los").exists() or entries() == []


# ----------------------------------------------------------------------------------------------
# Never trusted blindly
# ----------------------------------------------------------------------------------------------
def test_an_entry_of_another_version_or_another_map_file_is_not_used(map_file, monkeypatch, capsys):
    first = los_text(capsys, str(map_file), "C7", "K4")
    (entry,) = entries()
    old = entry.read_bytes()
    monkeypatch.setattr(loscache, "_fingerprint", "another version of the program")
    assert loscache.engine_for_file(map_file).board is not None  # built from the map again
    assert entry.read_bytes() != old and split(entry.read_bytes())[0]["key"] == loscache.entry_key(entry.stem)
    assert los_text(capsys, str(map_file), "C7", "K4") == first
    # an edited map file is another entry
    map_file.write_text(map_file.read_text() + "\n")
    assert los_text(capsys, str(map_file), "C7", "K4") == first
    assert len(entries()) == 2


DAMAGE = {
    "empty": lambda d: b"",
    "magic only": lambda d: loscache.MAGIC,
    "cut to 100 bytes": lambda d: d[:100],
    "cut in half": lambda d: d[:len(d) // 2],
    "last byte missing": lambda d: d[:-1],
    "junk appended": lambda d: d + b"junk",
    "a flipped byte in the header": lambda d: d[:40] + bytes([d[40] ^ 0xFF]) + d[41:],
    "a flipped byte in the arrays": lambda d: d[:len(d) // 2] + bytes([d[len(d) // 2] ^ 1]) + d[len(d) // 2 + 1:],
    "a flipped byte in the checksum": lambda d: d[:-3] + bytes([d[-3] ^ 1]) + d[-2:],
    "random bytes": lambda d: random.Random(1).randbytes(len(d)),
    "not JSON in the header": lambda d: raw(b"{nope", split(d)[1]),
    "not UTF-8 in the header": lambda d: raw(b'{"key": "\xff"}', split(d)[1]),
    "a deep header": lambda d: raw(b"[" * 100_000 + b"]" * 100_000),
    "a header that is a list": lambda d: raw(b"[1, 2]", split(d)[1]),
    "a header longer than the file": lambda d: _long_header(d),
    "no key": lambda d: join({k: v for k, v in split(d)[0].items() if k != "key"}, split(d)[1]),
    "a piece in no hex": lambda d: edit_array(d, "engine.piece_hex", lambda a: a.__setitem__(-1, 10 ** 6)),
    "pieces out of hex order": lambda d: edit_array(d, "engine.piece_hex", lambda a: a.__setitem__(0, 149)),
    "a level of 9": lambda d: edit_array(d, "engine.levels", lambda a: a.__setitem__(3, 9)),
    "a truth value of 2": lambda d: edit_array(d, "engine.gully", lambda a: a.view(np.uint8).__setitem__(0, 2)),
    "a hull pointer past the end": lambda d: edit_array(d, "engine.hull_ptr", lambda a: a.__setitem__(-1, a[-1] + 50)),
    "a hull of two vertices": lambda d: edit_array(d, "engine.hull_ptr", lambda a: a.__setitem__(1, a[0] + 2)),
    "a coordinate not a number": lambda d: edit_array(d, "engine.hull_xy", lambda a: a.__setitem__((0, 0), np.nan)),
    "an unknown kind": lambda d: edit_array(d, "engine.piece_kind", lambda a: a.__setitem__(0, 999)),
    "an array shorter than said": lambda d: _respec(d, "engine.levels", lambda s: [s[0], [10 ** 6], s[2]]),
    "an array past the end": lambda d: _respec(d, "engine.levels", lambda s: [s[0], s[1], 10 ** 9]),
    "an unknown type": lambda d: _respec(d, "engine.levels", lambda s: ["O", s[1], s[2]]),
    "a wrong type": lambda d: _respec(d, "engine.levels", lambda s: ["<f8", s[1], s[2]]),
    "a negative size": lambda d: _respec(d, "engine.levels", lambda s: [s[0], [-1], s[2]]),
    "another grid": lambda d: _reheader(d, lambda h: h["engine"].__setitem__("columns", 26)),
    "a grid of 0 columns": lambda d: _reheader(d, lambda h: h["engine"].__setitem__("columns", 0)),
    "a name that is not a text": lambda d: _reheader(d, lambda h: h["engine"]["piece_kinds"].__setitem__(0, 7)),
    "an array missing": lambda d: _reheader(d, lambda h: h["arrays"].pop("engine.f_p1")),
}


def _long_header(data):
    """The header's length said to be 1 GB (the checksum fits)."""
    body = data[:len(loscache.MAGIC)] + (10 ** 9).to_bytes(4, "little") + data[len(loscache.MAGIC) + 4:-32]
    return body + hashlib.sha256(body).digest()


def _respec(data, name, change):
    header, payload = split(data)
    header["arrays"][name] = change(header["arrays"][name])
    return join(header, payload)


def _reheader(data, change):
    header, payload = split(data)
    change(header)
    return join(header, payload)


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_damaged_or_tampered_entry_is_ignored_and_written_again(damage, map_file, capsys):
    sound = los_text(capsys, str(map_file), "C7", "K4", "--smoke", "F5=2")
    (entry,) = entries()
    good = entry.read_bytes()
    entry.write_bytes(DAMAGE[damage](good))
    assert loscache.parse_entry(entry.read_bytes(), loscache.entry_key(entry.stem)) is None
    assert los_text(capsys, str(map_file), "C7", "K4", "--smoke", "F5=2") == sound
    assert entry.read_bytes() == good  # written again, whole


def test_a_tampered_table_is_found_by_the_spot_checks(map_file):
    engine = load_map(map_file).los_engine
    built = engine.table(disk_cache=True)
    (entry,) = entries()
    good = entry.read_bytes()
    for change in (lambda a: np.logical_not(a, out=a),  # every verdict turned round
                   lambda a: a.__setitem__(slice(None), False)):  # nothing blocks
        entry.write_bytes(edit_array(good, "table.blocked", change))
        assert loscache.parse_entry(entry.read_bytes(), loscache.entry_key(entry.stem)) is not None
        table = load_map(map_file).los_engine.table(disk_cache=True)
        assert np.array_equal(table.blocked, built.blocked) and entry.read_bytes() == good
    for name, change in (("table.touch_ptr", lambda a: a.__setitem__(5, a[4] - 1)),  # not in order
                         ("table.touch_hex", lambda a: a.__setitem__(0, 999)),  # no such hex
                         ("table.hindrance", lambda a: a.__setitem__(0, -3))):
        entry.write_bytes(edit_array(good, name, change))
        table = load_map(map_file).los_engine.table(disk_cache=True)
        assert np.array_equal(table.touch_hex, built.touch_hex) and entry.read_bytes() == good, name


def test_a_tampered_engine_part_is_written_again_when_the_game_loads_the_map(map_file):
    engine = load_map(map_file).los_engine
    engine.table(disk_cache=True)
    (entry,) = entries()
    good = entry.read_bytes()
    # a well-formed entry whose Woods moved (its checksum fits): only a fresh build can tell
    entry.write_bytes(edit_array(good, "engine.hull_xy", lambda a: a.__iadd__(3.0)))
    assert loscache.parse_entry(entry.read_bytes(), loscache.entry_key(entry.stem)) is not None
    load_map(map_file).los_engine.table(disk_cache=True)
    assert entry.read_bytes() == good


def test_fuzzed_entries_never_crash(map_file):
    """Random bytes changed in the header or the arrays, with a checksum that fits: the entry
    is refused or, if it is well formed, answers (whatever it answers) without an error."""
    loscache.engine_for_file(map_file)
    (entry,) = entries()
    header, payload = split(entry.read_bytes())
    text = json.dumps(header).encode()
    key = loscache.entry_key(entry.stem)
    rnd = random.Random(13)
    refused = used = 0
    for i in range(300):
        if i % 3 == 0:  # the header's text
            t = bytearray(text)
            for _ in range(rnd.randint(1, 3)):
                t[rnd.randrange(len(t))] = rnd.randrange(256)
            head = loscache.MAGIC + len(t).to_bytes(4, "little") + bytes(t)
            body = head + b"\0" * (-len(head) % 8) + payload
            data = body + hashlib.sha256(body).digest()
        else:  # the arrays
            p = bytearray(payload)
            for _ in range(rnd.randint(1, 8)):
                p[rnd.randrange(len(p))] = rnd.randrange(256)
            data = join(header, bytes(p))
        found = loscache.parse_entry(data, key, with_table=True)
        if found is None:
            refused += 1
            continue
        used += 1
        eng = LosEngine.from_state(found.state)
        for a, b in (("A1", "O10"), ("C7", "K4"), ("H1", "H10"), ("B5", "M5")):
            eng.query(a, b, Markers.of({"F5": 2}, {"E6"})).describe(eng.chart)
        eng.evaluate(np.array([0, 3, 40]), np.array([149, 77, 41]))
    assert refused and used  # both kinds were tried


def test_a_cache_folder_that_cannot_be_written_only_means_no_cache(map_file, capsys, monkeypatch, tmp_path):
    sound = los_text(capsys, str(map_file), "C7", "K4")
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("CC_DESKTOP_CACHE_DIR", str(blocker))  # mkdir fails
    assert los_text(capsys, str(map_file), "C7", "K4") == sound
    assert load_map(map_file).los_engine.table(disk_cache=True).blocked.any()
    assert blocker.read_text() == "not a folder"

    monkeypatch.setenv("CC_DESKTOP_CACHE_DIR", str(tmp_path / "full"))
    real_open = open

    def full_disk(path, mode="r", *args, **kw):
        if "w" in mode:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_open(path, mode, *args, **kw)

    monkeypatch.setattr(loscache, "open", full_disk, raising=False)
    engine = load_map(map_file).los_engine
    assert loscache.write_entry(engine.board.file_sha256, engine, engine.table()) is False
    assert los_text(capsys, str(map_file), "C7", "K4") == sound
    assert not any(p.is_file() for p in (tmp_path / "full").rglob("*"))  # no temporary file left


def test_entries_are_written_whole_or_not_at_all(map_file, monkeypatch):
    engine = load_map(map_file).los_engine
    table = engine.table()
    renames = []
    real_replace = os.replace

    def replace(src, dst):
        renames.append((Path(src), Path(dst)))
        assert Path(src).is_file() and loscache.parse_entry(Path(src).read_bytes(), loscache.entry_key(Path(dst).stem))
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    assert loscache.write_entry(engine.board.file_sha256, engine, table)
    ((src, dst),) = renames
    assert src.parent == dst.parent and src.name.startswith(".") and not src.exists()
    assert [p.name for p in dst.parent.iterdir()] == [dst.name]

    def interrupted(src, dst):
        raise OSError(errno.EIO, "interrupted")

    monkeypatch.setattr(os, "replace", interrupted)
    old = dst.read_bytes()
    assert loscache.write_entry(engine.board.file_sha256, engine, table) is False
    assert dst.read_bytes() == old and [p.name for p in dst.parent.iterdir()] == [dst.name]


# ----------------------------------------------------------------------------------------------
# cc-desktop los imports what it needs
# ----------------------------------------------------------------------------------------------
def test_cc_desktop_los_imports_neither_qt_nor_the_rules_and_no_shapely_from_the_cache(map_file):
    code = ("import json, sys\n"
            "from cc_desktop.cli import main\n"
            f"assert main(['los', {str(map_file)!r}, 'C7', 'K4', '--smoke', 'F5=2']) == 0\n"
            "print(json.dumps(sorted(sys.modules)))\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    loaded = []
    for _ in range(2):  # the first run writes the entry, the second reads it
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
        assert out.returncode == 0, out.stderr
        loaded.append(set(json.loads(out.stdout.splitlines()[-1])))
    for mods in loaded:
        unwanted = {m for m in mods if m.split(".")[0] in ("PySide6", "shiboken6", "psygnal")
                    or m.startswith(("cc_desktop.rules", "cc_desktop.ui", "cc_desktop.content"))}
        assert not unwanted, sorted(unwanted)
    assert "cc_desktop.board.mapfile" in loaded[0] and "shapely" in loaded[0]
    assert not {m for m in loaded[1] if m == "shapely" or m.startswith(("shapely.", "cc_desktop.board.mapfile",
                                                                           "cc_desktop.board.terrain"))}


def test_the_map_size_limit_is_the_map_loaders():
    from cc_desktop import fileio

    assert loscache.MAX_MAP_BYTES == fileio.MAX_BYTES["map"]
