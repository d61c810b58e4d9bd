"""Looking a word up in a language's text files (``resources/text/<language>/<file>``), lightly:
no schema and no engine, so the New game dialog can name scenarios and nations in the window's
language before the engine is loaded (start-up, issue 13).  No Qt.

A file that is missing or unreadable, and a value that is not a non-empty text, count as "not
there" (the caller shows English); ``cc-desktop check-content`` validates the files
(``cc_desktop.content.wording``).  The one lookup of the program's translated content words:
``cc_desktop.content.wording`` and ``cc_desktop.ui.names`` both use it.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from cc_desktop import fileio


@lru_cache(maxsize=64)
def document(path: Path) -> Mapping[str, Any]:
    """The JSON object of ``path``, or {} when there is none (or it is broken)."""
    try:
        data = fileio.read_json(path, "content")
    except (fileio.FileProblem, OSError):
        return {}
    return data if isinstance(data, dict) else {}


def dig(doc: Any, keys) -> Any:
    for key in keys:
        if not isinstance(doc, Mapping) or key not in doc:
            return None
        doc = doc[key]
    return doc


def lookup(folder: Path, language: str, name: str, *keys: str) -> str | None:
    """The text at ``keys`` of ``folder/<language>/<name>``, or None."""
    if not language:
        return None
    found = dig(document(Path(folder) / language / name), keys)
    return found if isinstance(found, str) and found.strip() else None


def entry(folder: Path, language: str, name: str, *keys: str) -> Mapping[str, Any] | None:
    """The object at ``keys`` (e.g. a grammar.json entry), or None."""
    if not language:
        return None
    found = dig(document(Path(folder) / language / name), keys)
    return found if isinstance(found, Mapping) else None


def clear_cache() -> None:
    document.cache_clear()


__all__ = ["clear_cache", "dig", "document", "entry", "lookup"]
