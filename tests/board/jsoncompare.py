"""Compare JSON data: the structure exactly, the numbers within a tolerance.

Map files hold coordinates rounded to a few decimals; a raw value that lies on a rounding tie
(464.3425 to 3 decimals) may round either way depending on the numpy/BLAS/GEOS build or the CPU,
so a map imported on another machine can differ from the committed file in the last decimal.
:func:`json_differences` accepts that and nothing else: the same keys in the same order, the same
list lengths, the same strings, booleans and nulls, ints where ints are and floats where floats
are, and every number within ``abs_tol``.  It returns short lines naming the JSON path of each
difference (``$.shapes[12].points[3][0]: 464.342 != 464.343``), so a failure is a few lines, not
a diff of two 4,000-line files."""

from __future__ import annotations

import math
from typing import Any

ABS_TOL = 2e-3  # two units of the last of 3 decimals: a rounding tie plus the error of the raw value


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "float"
    if value is None:
        return "null"
    if isinstance(value, str):
        return "str"
    if isinstance(value, (list, tuple)):
        return "list"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def _short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def json_differences(actual: Any, expected: Any, abs_tol: float = ABS_TOL, path: str = "$",
                     limit: int = 12) -> list[str]:
    """Where ``actual`` and ``expected`` differ (at most ``limit`` lines, the last one saying how
    many more there are); ``[]`` when they are equal up to ``abs_tol`` on numbers."""
    out: list[str] = []
    count = 0

    def note(where: str, text: str) -> None:
        nonlocal count
        count += 1
        if len(out) < limit:
            out.append(f"{where}: {text}")

    def walk(a: Any, e: Any, where: str) -> None:
        ka, ke = _kind(a), _kind(e)
        if ka != ke:
            note(where, f"{ka} {_short(a)} where the expected has {ke} {_short(e)}")
        elif ka == "object":
            if list(a) != list(e):
                missing = [k for k in e if k not in a]
                extra = [k for k in a if k not in e]
                if missing or extra:
                    note(where, f"keys missing {missing}, unexpected {extra}")
                else:
                    note(where, f"keys in the order {list(a)}, expected {list(e)}")
            for k in e:
                if k in a:
                    walk(a[k], e[k], f"{where}.{k}")
        elif ka == "list":
            if len(a) != len(e):
                note(where, f"{len(a)} items, expected {len(e)}")
            for i, (x, y) in enumerate(zip(a, e)):
                walk(x, y, f"{where}[{i}]")
        elif ka == "float":
            if a != e and not (math.isfinite(a) and math.isfinite(e) and abs(a - e) <= abs_tol):
                note(where, f"{a!r} != {e!r} (more than {abs_tol:g} apart)")
        elif a != e:
            note(where, f"{_short(a)} != {_short(e)}")

    walk(actual, expected, path)
    if count > limit:
        out.append(f"... and {count - limit} more differences")
    return out
