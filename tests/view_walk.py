"""What the privacy tests of both engines' views share: every object a view leads to by its
public names (tests/rules/test_view.py, tests/skirmish/test_view.py)."""

from __future__ import annotations

import types


def reachable(root, asked: tuple[type, ...], not_entered: tuple[str, ...], depth: int = 4) -> list:
    """Every object reached from ``root`` by public names (attributes, properties, items of
    containers; the zero-argument methods of the ``asked`` classes, the view's own), ``depth``
    steps deep.  Objects of modules outside cc_desktop, and of the modules ``not_entered`` (the
    battle's content, printed and the same for both players), are listed but not entered."""
    seen, out = set(), []

    def visit(obj, d):
        if id(obj) in seen or d < 0 or isinstance(obj, (str, int, float, bool, type(None), types.ModuleType, type)):
            return
        seen.add(id(obj))
        out.append(obj)
        if isinstance(obj, dict):
            for k, v in list(obj.items())[:200]:
                visit(k, d - 1)
                visit(v, d - 1)
            return
        if isinstance(obj, (list, tuple, set, frozenset)):
            for v in list(obj)[:200]:
                visit(v, d - 1)
            return
        module = type(obj).__module__ or ""
        if not module.startswith("cc_desktop.") or module.startswith(not_entered):
            return  # content, the map, functions
        for name in dir(obj):
            if name.startswith("_"):
                continue
            try:
                value = getattr(obj, name)
            except Exception:  # noqa: BLE001, S112 - a property that cannot answer here leads nowhere
                continue
            if callable(value) and not isinstance(value, type):
                if not isinstance(obj, asked):
                    continue
                try:
                    value = value()  # the view's zero-argument methods
                except TypeError:  # one that needs arguments
                    continue
            visit(value, d - 1)

    visit(root, depth)
    return out
