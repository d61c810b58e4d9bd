"""Reading and writing the program's files safely.  No Qt.

Every file the program reads (a map, a scenario, a nation, a saved game) may be broken or
hostile.  :func:`read_json` is the one way to read JSON from a file: it reads only regular files
of a bounded size (never a device, a pipe or a folder), refuses what JSON parsers would let
through but the program cannot use (NaN and Infinity, numbers too large to be finite, integers
with hundreds of digits, nesting deeper than any of our formats, texts of megabytes), and says
so in one short line.  Messages quote at most a short excerpt of anything read from a file
(:func:`excerpt`, :func:`clip`), so a 10 MB name never becomes a 10 MB error.

:func:`write_text_atomic` writes a file so that it is either the old file or the whole new one:
a temporary file of this process beside it, flushed to disk (``fsync``), then renamed over it.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

#: Limits for every JSON file we read (far above what our formats need: the largest shipped map
#: is under 100 KB, a save of 1,000 moves under 50 KB, the deepest format nests 8 levels).
MAX_DEPTH = 64  # containers inside containers
MAX_TEXT = 100_000  # characters in one text (a name, a briefing, a move argument)
MAX_INT_DIGITS = 30  # digits of one whole number
MAX_ITEMS = 1_000_000  # values in one file (numbers, texts, lists and objects together)

#: Largest files, by kind, in bytes
MAX_BYTES = {
    "map": 20_000_000,
    "content": 5_000_000,
    "save": 64_000_000,
    "settings": 1_000_000,
}

EXCERPT = 60  # characters of a value quoted in a message
MAX_MESSAGE = 400  # characters of one message line


class FileProblem(ValueError):
    """A file cannot be read or is not usable JSON.  ``where`` is the JSON path of the fault
    (``""`` for the whole file), ``reason`` one short line."""

    def __init__(self, reason: str, where: str = ""):
        self.reason = clip(reason)
        self.where = where
        super().__init__(f"{where}: {self.reason}" if where else self.reason)


def excerpt(value: Any, limit: int = EXCERPT) -> str:
    """``value`` as a short quotable text: ``'abc'``, or its first characters and the length
    (``'aaaa…' (10,000,000 characters)``) when it is long."""
    text = value if isinstance(value, str) else repr(value)
    if len(text) <= limit:
        return repr(text) if isinstance(value, str) else text
    head = text[:limit]
    shown = repr(head)[:-1] + "…'" if isinstance(value, str) else head + "…"
    return f"{shown} ({len(text):,} characters)"


def shorten(text: str, limit: int = EXCERPT) -> str:
    """``text`` itself, or its first ``limit`` characters and an ellipsis."""
    return text if len(text) <= limit else text[:limit] + "…"


def clip(message: str, limit: int = MAX_MESSAGE) -> str:
    """One message line no longer than ``limit`` characters (the rest cut with its length)."""
    message = str(message)
    if len(message) <= limit:
        return message
    return f"{message[:limit]}… ({len(message):,} characters in all)"


#: What the number hooks below are for; where none of it occurs (not even inside a text), a
#: file is parsed without them
_SUSPECT = re.compile(r"NaN|Infinity|\d{%d}|(?<=[0-9.])[eE][+-]?\d{3}" % (MAX_INT_DIGITS + 1))


def _reject_constant(name: str) -> Any:
    raise FileProblem(f"{name} is not a number this program accepts (JSON has no NaN or Infinity)")


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise FileProblem(f"the number {excerpt(text)} is too large")
    return value


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise FileProblem(f"a whole number of {digits:,} digits (at most {MAX_INT_DIGITS})")
    return int(text)


def _path(parts: list) -> str:
    out = ""
    for p in parts:
        out = f"{out}[{p}]" if isinstance(p, int) else (f"{out}.{p}" if out else str(p))
    return out


def check_values(data: Any) -> None:
    """Refuse, with the JSON path of the first fault, data nested deeper than :data:`MAX_DEPTH`,
    a text longer than :data:`MAX_TEXT`, a number that is not finite, or more than
    :data:`MAX_ITEMS` values (iterative: any depth is safe to check).  A quick pass finds
    whether anything is wrong; only then a second pass says where."""
    if _sound(data):
        return
    _locate_fault(data)


def _sound(data: Any) -> bool:
    """The quick pass: no path kept, the types compared by identity."""
    stack = [(data, 0)]
    count = 0
    pop, push = stack.pop, stack.append
    limit, depth_limit = MAX_TEXT, MAX_DEPTH
    while stack:
        value, depth = pop()
        count += 1
        kind = type(value)
        if kind is str:
            if len(value) > limit:
                return False
        elif kind is dict:
            if depth >= depth_limit:
                return False
            for k, v in value.items():
                if len(k) > limit:
                    return False
                push((v, depth + 1))
        elif kind is list:
            if depth >= depth_limit:
                return False
            for v in value:
                push((v, depth + 1))
        elif kind is float and not math.isfinite(value):
            return False
    return count <= MAX_ITEMS


def _locate_fault(data: Any) -> None:
    """The second pass: the same checks, keeping the path, to name the first fault."""
    stack: list[tuple[Any, int, tuple]] = [(data, 0, ())]
    count = 0
    while stack:
        value, depth, where = stack.pop()
        count += 1
        if count > MAX_ITEMS:
            raise FileProblem(f"holds more than {MAX_ITEMS:,} values")
        if isinstance(value, str):
            if len(value) > MAX_TEXT:
                raise FileProblem(f"a text of {len(value):,} characters (at most {MAX_TEXT:,}): {excerpt(value)}",
                                  _path(list(where)))
            continue
        if isinstance(value, float):
            if not math.isfinite(value):
                raise FileProblem(f"{value} is not a finite number", _path(list(where)))
            continue
        if isinstance(value, (dict, list)):
            if depth >= MAX_DEPTH:
                raise FileProblem(f"nested more than {MAX_DEPTH} levels deep", _path(list(where)[:8]) + "…")
            if isinstance(value, dict):
                for k, v in value.items():
                    if len(k) > MAX_TEXT:
                        raise FileProblem(f"a field name of {len(k):,} characters", _path(list(where)))
                    stack.append((v, depth + 1, where + (excerpt(k, 40).strip("'"),)))
            else:
                for i, v in enumerate(value):
                    stack.append((v, depth + 1, where + (i,)))


def parse_json(text: str | bytes, check: bool = True) -> Any:
    """Parse JSON text with the limits above; raises :class:`FileProblem`.  ``check=False``
    leaves out the walk over every value (:func:`check_values`): for a reader that checks the
    parts of its format itself (a save's moves and log)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise FileProblem("not a UTF-8 text file") from None
    elif text.startswith("\ufeff"):
        text = text[1:]
    # every value but the first follows a comma or opens a list or object: an upper bound found
    # at C speed, so a file of millions of values is refused before it is parsed
    if text.count(",") + text.count("[") + text.count("{") > MAX_ITEMS:
        raise FileProblem(f"holds more than {MAX_ITEMS:,} values")
    try:
        if _SUSPECT.search(text):  # maybe NaN, Infinity, a huge number: every number looked at
            data = json.loads(text, parse_constant=_reject_constant, parse_float=_parse_float, parse_int=_parse_int)
        else:  # none can be there: the parser alone, at C speed
            data = json.loads(text)
    except FileProblem:
        raise
    except json.JSONDecodeError as exc:
        raise FileProblem(f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise FileProblem(f"nested more than {MAX_DEPTH} levels deep") from None
    except (ValueError, OverflowError) as exc:  # e.g. Python's own limit on digits
        raise FileProblem(f"not valid JSON: {clip(exc, 120)}") from None
    if check:
        check_values(data)
    return data


def read_bytes(path: str | os.PathLike, max_bytes: int, kind: str = "file") -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; raises :class:`FileProblem` for a
    missing file, a folder, a device or pipe, an unreadable or a too large file."""
    try:
        with open(path, "rb") as fh:
            info = os.fstat(fh.fileno())
            if stat.S_ISDIR(info.st_mode):
                raise FileProblem("is a folder, not a file")
            if not stat.S_ISREG(info.st_mode):
                raise FileProblem("is not a regular file (a device, a pipe or a socket)")
            if info.st_size > max_bytes:
                raise FileProblem(f"is {_size(info.st_size)}; a {kind} file is at most {_size(max_bytes)}")
            # no more than the file holds (and one byte to see it grew): read(n) sets aside n bytes
            data = fh.read(min(info.st_size, max_bytes) + 1)
    except FileNotFoundError:
        raise FileProblem("file not found") from None
    except IsADirectoryError:
        raise FileProblem("is a folder, not a file") from None
    except PermissionError:
        raise FileProblem("cannot read the file: permission denied") from None
    except OSError as exc:
        raise FileProblem(f"cannot read the file: {exc.strerror or exc}") from None
    if len(data) > max_bytes:  # it grew while we read it
        raise FileProblem(f"is larger than {_size(max_bytes)}; a {kind} file is at most {_size(max_bytes)}")
    return data


def read_json(path: str | os.PathLike, kind: str = "content", check: bool = True) -> Any:
    """Read and parse a JSON file of ``kind`` (a key of :data:`MAX_BYTES`) safely."""
    return parse_json(read_bytes(path, MAX_BYTES[kind], kind), check)


def _size(n: int) -> str:
    if n >= 1_000_000:
        return f"{n / 1_000_000:.1f} MB"
    if n >= 1_000:
        return f"{n / 1_000:.0f} KB"
    return f"{n} bytes"


def write_text_atomic(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` so that the file is never half written: a temporary
    file of this process beside it (two running copies never share one), ``fsync``, then a
    rename over ``path``.  Raises OSError (the old file, if any, is untouched)."""
    import secrets  # here, not at start-up (issue 13): writing is never the first thing done

    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    if hasattr(os, "O_DIRECTORY"):  # POSIX: the rename itself reaches the disk
        try:
            fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            os.fsync(fd)
        except OSError:
            pass
        finally:
            os.close(fd)
