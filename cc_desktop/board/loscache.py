"""The line-of-sight disk cache: one file per map file, so that neither the game nor
``cc-desktop los`` works out a map's LOS data again at every start.  No Qt.

What is kept.  For a map file, the LOS engine's state (:func:`cc_desktop.board.los.build_state`:
the map's pieces of artwork, hill ground and hexside features, as flat arrays) and the table of
every pair of hexes (:class:`~cc_desktop.board.los.LosTable`).  ``cc-desktop los`` on a map with a
sound entry answers from the engine alone, without reading the map at all; the game takes the
table (:meth:`LosEngine.table` with ``disk_cache=True``).

Where.  ``$CC_DESKTOP_CACHE_DIR/los/`` if that is set (the tests set it), else the user's cache
folder: ``$XDG_CACHE_HOME/cc-desktop/los/`` (``~/.cache/cc-desktop/los/`` without it) on Linux,
``~/Library/Caches/cc-desktop/los/`` on macOS, ``%LOCALAPPDATA%\\cc-desktop\\Cache\\los\\`` on
Windows.  One file per map content, ``<SHA-256 of the map file>.los``.  Deleting the folder is
always safe.

Keyed and never trusted blindly.  An entry is used only if it was written from the same bytes
of the map file, by the same version of the program (its version number, and in a source
checkout the text of the modules that compute LOS), with the same terrain chart.  The file ends
with the SHA-256 of everything before it, so a file cut short or damaged on disk is seen as such;
every array is checked for its type, its size and the range of its values before it is used, so
that no file, however made, can crash a query or make it read outside an array; and a table is
compared, before use, with a fresh computation of a sample of its pairs (and the engine part with
a fresh build when the map is loaded anyway).  Anything wrong, stale or unreadable means "no
cache": the data are computed from the map and the entry written again.

Writing is atomic (a temporary file beside the entry, then a rename over it), so a reader sees
the old entry or the whole new one; a folder that cannot be written (read-only, full disk) only
means that nothing is kept.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import stat
import sys
from pathlib import Path
from typing import NamedTuple

import numpy as np

from cc_desktop import __version__, resources
from cc_desktop.board.los import STATE_ARRAYS, STATE_FORMAT, STATE_ITEMS, LosEngine, LosTable, check_state

CACHE_ENV = "CC_DESKTOP_CACHE_DIR"
MAGIC = b"cc-desktop LOS cache\n"
FILE_FORMAT = 1
#: The largest entry read (the largest grid the program takes, 26 x 99 hexes, needs less).
MAX_BYTES = 1_000_000_000
#: The largest map file read (as ``fileio.MAX_BYTES["map"]``: a test keeps them equal; the
#: module is not imported here, so that an answer from the cache imports little).
MAX_MAP_BYTES = 20_000_000
#: Pairs of a cached table computed afresh and compared before the table is used.
SPOT_CHECKS = 64
#: The table's arrays in the file: name -> dtype.
TABLE_ARRAYS = {"blocked": "|b1", "hindrance": "<i2", "touch_ptr": "<i8", "touch_hex": "<i2"}
_DTYPES = {"|b1", "<i2", "<i4", "<i8", "<f8"}
# the modules whose text decides what is cached (their text is part of the key when present)
_SOURCES = ("los.py", "loscache.py", "mapfile.py", "hexgrid.py", "terrain.py")


def cache_dir() -> Path | None:
    """The program's cache folder (see the module's docstring); None if there is none."""
    env = os.environ.get(CACHE_ENV)
    if env:
        return Path(env)
    try:
        if sys.platform == "win32":
            base = os.environ.get("LOCALAPPDATA")
            return Path(base) / "cc-desktop" / "Cache" if base else None
        if sys.platform == "darwin":
            return Path.home() / "Library" / "Caches" / "cc-desktop"
        xdg = os.environ.get("XDG_CACHE_HOME")
        return (Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache") / "cc-desktop"
    except RuntimeError:  # no home folder
        return None


def entry_path(map_sha256: str) -> Path | None:
    """Where the entry of the map file of this SHA-256 lives (None: no cache folder)."""
    root = cache_dir()
    return None if root is None else root / "los" / f"{map_sha256}.los"


_fingerprint: str | None = None


def _program_fingerprint() -> str:
    """The version number and, in a source checkout or an installed wheel, the text of the
    modules that compute what is cached (so a change in them is a new key even at the same
    version number); the terrain chart."""
    global _fingerprint
    if _fingerprint is None:
        h = hashlib.sha256(f"{FILE_FORMAT} {STATE_FORMAT} {__version__}".encode())
        here = Path(__file__).resolve().parent
        for name in _SOURCES:
            try:
                h.update(name.encode() + b"\0" + (here / name).read_bytes())
            except OSError:
                h.update(name.encode() + b"\0-")
        _fingerprint = h.hexdigest()
    return _fingerprint


def entry_key(map_sha256: str) -> str | None:
    """The key an entry for this map file must carry (None if the terrain chart is unreadable)."""
    try:
        chart = resources.resource("terrain.json").read_bytes()
    except OSError:
        return None
    return hashlib.sha256(f"{_program_fingerprint()} {hashlib.sha256(chart).hexdigest()} {map_sha256}".encode()).hexdigest()


# ----------------------------------------------------------------------------------------------
# The two uses
# ----------------------------------------------------------------------------------------------
def engine_for_file(path: str | os.PathLike) -> LosEngine:
    """The LOS engine of a map file: from its cache entry if there is a sound one (the map is
    not even parsed), else from the map (loaded and validated: raises
    :class:`~cc_desktop.board.mapfile.MapError` if it is broken), its entry then written."""
    raw = _read_file(path, MAX_MAP_BYTES)  # None: load_map says what is wrong
    if raw is not None:
        entry = _read(hashlib.sha256(raw).hexdigest(), with_table=False)
        if entry is not None:
            return LosEngine.from_state(entry.state, check=False)  # checked as it was read
    from cc_desktop.board.mapfile import load_map

    engine = load_map(path).los_engine
    table_for(engine)  # computes and keeps the whole entry, for the next time
    return engine


def table_for(engine: LosEngine) -> LosTable:
    """The table of every pair of ``engine``'s map: from the cache entry if there is a sound one,
    else computed and its entry written.  Engines of maps not read from a file, or read with
    another terrain chart than the program's, are not cached."""
    board = engine.board
    sha = getattr(board, "file_sha256", None)
    if sha is None or not _program_chart(board.chart):
        return LosTable(engine)
    entry = _read(sha, with_table=True)
    if entry is not None and entry.table is not None:
        table = _checked_table(engine, entry.table)
        if table is not None:
            if not _same_state(entry.state, engine.state):  # the engine part is wrong: write it again
                write_entry(sha, engine, table)
            return table
    table = LosTable(engine)
    write_entry(sha, engine, table)
    return table


def _program_chart(chart) -> bool:
    try:
        return Path(chart.source).resolve() == resources.resource("terrain.json").resolve()
    except (OSError, ValueError, TypeError):
        return False


# ----------------------------------------------------------------------------------------------
# The file: MAGIC, the header's length (4 bytes), the header (JSON), the arrays (each at a
# multiple of 8 bytes from the start of the arrays), the SHA-256 of all that (32 bytes)
# ----------------------------------------------------------------------------------------------
class Entry(NamedTuple):
    state: dict  # the engine's state
    table: dict | None  # the table's arrays (TABLE_ARRAYS), if asked for and present


def write_entry(map_sha256: str, engine: LosEngine, table: LosTable) -> bool:
    """Write the entry of a map file; False if it could not be written (nothing is then kept)."""
    path = entry_path(map_sha256)
    key = entry_key(map_sha256)
    if path is None or key is None or len(table.touch_hex) >= 2 ** 31:
        return False
    state = engine.state
    arrays = {f"engine.{name}": np.ascontiguousarray(state[name], dtype=dtype)
              for name, (dtype, _shape) in STATE_ARRAYS.items()}
    for name, dtype in TABLE_ARRAYS.items():
        arrays[f"table.{name}"] = np.ascontiguousarray(getattr(table, name), dtype=dtype)
    specs, chunks, at = {}, [], 0
    for name, a in arrays.items():
        specs[name] = [a.dtype.str if a.dtype.kind != "b" else "|b1", list(a.shape), at]
        data = a.tobytes()
        chunks.append(data + b"\0" * (-len(data) % 8))
        at += len(chunks[-1])
    header = json.dumps({
        "format": FILE_FORMAT, "key": key, "map_sha256": map_sha256, "map_id": engine.map_id,
        "program": __version__, "engine": {k: state[k] for k in STATE_ITEMS}, "arrays": specs,
    }, separators=(",", ":")).encode("utf-8")
    head = MAGIC + len(header).to_bytes(4, "little") + header
    head += b"\0" * (-len(head) % 8)
    body = b"".join([head, *chunks])
    blob = body + hashlib.sha256(body).digest()
    tmp = path.with_name(f".{path.name}.{os.getpid()}-{os.urandom(4).hex()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as fh:
            fh.write(blob)
        os.replace(tmp, path)
    except OSError:  # read-only, full, gone: no cache
        try:
            tmp.unlink()
        except OSError:
            pass
        return False
    return True


def _read(map_sha256: str, with_table: bool) -> Entry | None:
    path = entry_path(map_sha256)
    key = entry_key(map_sha256)
    if path is None or key is None:
        return None
    data = _read_file(path, MAX_BYTES)
    return None if data is None else parse_entry(data, key, with_table)


def _read_file(path, limit: int) -> bytes | None:
    """The bytes of a regular file of at most ``limit`` bytes; None for anything else (as
    ``fileio.read_bytes``, without the message)."""
    try:
        with open(path, "rb") as fh:
            info = os.fstat(fh.fileno())
            if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
                return None
            # at most one byte more than the file says it holds: read(n) sets aside n bytes first
            # (a limit of a gigabyte would be asked of the memory at every read)
            data = fh.read(info.st_size + 1)
    except (OSError, ValueError, MemoryError):
        return None
    return data if len(data) <= limit else None


def parse_entry(data: bytes, key: str, with_table: bool = True) -> Entry | None:
    """The entry in ``data`` if it is whole, sound and carries ``key``; None otherwise."""
    try:
        return _parse(data, key, with_table)
    except (ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError, AttributeError, MemoryError):
        return None


def _parse(data: bytes, key: str, with_table: bool) -> Entry | None:
    start = len(MAGIC) + 4
    if len(data) < start + 32 or not data.startswith(MAGIC):
        return None
    body = memoryview(data)[:-32]
    if hashlib.sha256(body).digest() != data[-32:]:
        return None  # cut short or damaged
    end = start + int.from_bytes(data[len(MAGIC):start], "little")
    if end > len(body):
        return None
    header = json.loads(bytes(body[start:end]).decode("utf-8"))
    if type(header) is not dict or header.get("format") != FILE_FORMAT or header.get("key") != key:
        return None  # another program, chart or map: stale
    base = end + (-end % 8)
    payload = body[base:]
    specs = header["arrays"]
    if type(specs) is not dict or type(header["engine"]) is not dict:
        return None
    arrays = {}
    for name, spec in specs.items():
        if name.startswith("table.") and not with_table:
            continue
        dtype, shape, offset = spec
        if dtype not in _DTYPES or type(shape) is not list or type(offset) is not int or offset < 0 \
                or not all(type(x) is int and 0 <= x < 2 ** 40 for x in shape):
            return None
        dt = np.dtype(dtype)
        count = math.prod(shape)
        if offset + count * dt.itemsize > len(payload):
            return None
        if dt.kind == "b" and count and int(np.frombuffer(payload, np.uint8, count, offset).max()) > 1:
            return None
        arrays[name] = np.frombuffer(payload, dt, count, offset).reshape(shape)
    state = {k: header["engine"].get(k) for k in STATE_ITEMS}
    state.update({name: arrays.get(f"engine.{name}") for name in STATE_ARRAYS})
    check_state(state)  # raises ValueError
    table = None
    if with_table and all(f"table.{name}" in arrays for name in TABLE_ARRAYS):
        table = {name: arrays[f"table.{name}"] for name in TABLE_ARRAYS}
    return Entry(state, table)


def _checked_table(engine: LosEngine, arrays: dict) -> LosTable | None:
    """A table from cached arrays if they fit ``engine``'s map and agree with a fresh
    computation of a sample of pairs; None otherwise."""
    n = len(engine.ids)
    pairs = n * (n - 1) // 2
    blocked, hind, ptr, hexes = (arrays[k] for k in ("blocked", "hindrance", "touch_ptr", "touch_hex"))
    if not (blocked.dtype == bool and blocked.shape == (pairs,) and hind.shape == (pairs,)
            and ptr.shape == (pairs + 1,) and hexes.ndim == 1):
        return None
    if (hind.size and (int(hind.min()) < 0 or int(hind.max()) > 100)) or int(ptr[0]) != 0 \
            or int(ptr[-1]) != len(hexes) or (pairs and int(np.diff(ptr).min()) < 0) \
            or (hexes.size and (int(hexes.min()) < 0 or int(hexes.max()) >= n)):
        return None
    table = LosTable.from_arrays(engine, blocked, hind, hexes, ptr)
    if pairs:
        rng = np.random.default_rng(len(hexes))
        sample = np.unique(np.concatenate([rng.integers(0, pairs, SPOT_CHECKS), [0, pairs - 1]]))
        fresh = engine.evaluate(table.ia[sample], table.ib[sample])
        fresh_ptr = np.searchsorted(fresh.rp, np.arange(len(sample) + 1))
        for j, k in enumerate(sample.tolist()):
            if bool(fresh.blocked[j]) != bool(table.blocked[k]) or int(fresh.hind[j]) != int(table.hindrance[k]) \
                    or not np.array_equal(fresh.rh[fresh_ptr[j]:fresh_ptr[j + 1]], table.touch_hex[ptr[k]:ptr[k + 1]]):
                return None
    return table


def _same_state(a: dict, b: dict) -> bool:
    for k in STATE_ITEMS:
        if a.get(k) != b.get(k):
            return False
    return all(np.array_equal(a[k], b[k]) for k in STATE_ARRAYS)
