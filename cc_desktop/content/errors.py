"""Problems in content files, reported like map problems: ``file: path.to.field: reason``.

A :class:`ContentError` carries every problem found in one file (as :class:`MapError` does for
maps); the :class:`Problem` class is the map loader's, so both render the same way.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cc_desktop import fileio
from cc_desktop.board.mapfile import Problem
from cc_desktop.resources import SCHEMAS
from cc_desktop.schema import Validator, load_schema


class ContentError(ValueError):
    """A content file (nation, deck, chits, markers, scenario) is broken.  ``problems`` lists
    every error found; ``str(error)`` is one ``file: path.to.field: reason`` line per problem."""

    def __init__(self, source: str, problems: list[Problem]):
        self.source = source
        self.problems = list(problems)
        super().__init__("\n".join(p.render(source) for p in self.problems))

    @property
    def lines(self) -> list[str]:
        return [p.render(self.source) for p in self.problems]


_SCHEMAS: dict[str, Validator] = {}


def schema_problems(name: str, data: Any) -> list[Problem]:
    """Check ``data`` against ``resources/schemas/<name>.schema.json``."""
    if name not in _SCHEMAS:
        _SCHEMAS[name] = load_schema(SCHEMAS / f"{name}.schema.json")
    return [Problem(e.path, e.reason) for e in _SCHEMAS[name].errors(data, limit=200)]


def read_json(path: Path) -> Any:
    """Read a JSON file safely (:func:`cc_desktop.fileio.read_json`: regular files of bounded
    size, no NaN, bounded depth); every failure becomes a :class:`ContentError` for that file."""
    try:
        return fileio.read_json(path, "content")
    except fileio.FileProblem as exc:
        raise ContentError(str(path), [Problem(exc.where, exc.reason)]) from None


def resolve(id_or_path: str | Path, folder: Path) -> Path:
    """An id (``"redland"``) names ``folder/<id>.json``; anything that looks like a path (a
    :class:`Path`, or text with a slash or ending in ``.json``) is used as it is."""
    if isinstance(id_or_path, Path):
        return id_or_path
    text = str(id_or_path)
    if text.endswith(".json") or "/" in text or "\\" in text:
        return Path(text)
    return folder / f"{text}.json"
