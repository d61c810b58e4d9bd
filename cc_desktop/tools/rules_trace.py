"""Which cited lines run under which test: the recorder of ``rules_coverage --measure``.

A ``sys.settrace`` tracer is too slow here: the cited lines sit in the hot loops of the line of
sight and of the engine, and a tracer pays a Python call for every line of every function that
holds one.  So :class:`LineRecorder` instruments instead: an import hook compiles each module
that holds a watched line (a *probe*: the first line of a statement that runs a citation) with
one store ``__rules_hits__[line] = True`` inserted just before that statement, at its line
number (a dictionary of the module's own, which the recorder reads and empties after each test).
Nothing else in the program changes (the source, its line numbers, its other statements), and no
bytecode cache is written or read for those modules.

Loaded as a pytest plugin (``-p cc_desktop.tools.rules_trace --rules-trace-probes=FILE
--rules-trace-out=FILE``, which ``python -m cc_desktop.tools.rules_coverage --measure`` does), it
records, per test, its rule markers and the probes that ran during it (setup, call and teardown),
and writes them as JSON: ``{"runs": [{"test": node id, "rules": [...], "hits": [[file, line],
...]}]}``, files as absolute paths.  A watched module imported before the plugin could hook it is
an error (its probes would never be seen).  No Qt.
"""

from __future__ import annotations

import ast
import importlib.abc
import importlib.machinery
import json
import os
import sys
from pathlib import Path

PROBE = "__rules_hits__"
_STMT_LISTS = ("body", "orelse", "finalbody")


def instrument(tree: ast.Module, lines: set[int]) -> ast.Module:
    """``tree`` with ``__rules_hits__[n] = True`` before each statement that starts on a line ``n`` of
    ``lines`` (in place; returns it), a docstring and a ``from __future__`` import excepted."""
    owners = [node for node in ast.walk(tree)
              if any(isinstance(getattr(node, f, None), list) for f in _STMT_LISTS)]
    for node in owners:
        for name in _STMT_LISTS:
            stmts = getattr(node, name, None)
            if not isinstance(stmts, list) or not stmts or not isinstance(stmts[0], ast.stmt):
                continue
            out: list[ast.stmt] = []
            for i, s in enumerate(stmts):
                if s.lineno in lines and not _keeps_its_place(node, i, s):
                    store = ast.Assign([ast.Subscript(ast.Name(PROBE, ast.Load()), ast.Constant(s.lineno), ast.Store())],
                                       ast.Constant(True))
                    out.append(ast.copy_location(store, s))
                out.append(s)
            setattr(node, name, out)
    return ast.fix_missing_locations(tree)


def _keeps_its_place(owner: ast.AST, index: int, s: ast.stmt) -> bool:
    """A docstring, or a ``from __future__`` import, must stay first: no probe before them."""
    if isinstance(s, ast.ImportFrom) and s.module == "__future__":
        return True
    return (index == 0 and isinstance(owner, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant) and isinstance(s.value.value, str))


class _Loader(importlib.machinery.SourceFileLoader):
    """Compiles a watched module with its probes; no bytecode cache, either way."""

    def __init__(self, fullname: str, path: str, recorder: LineRecorder, real: str):
        super().__init__(fullname, path)
        self.recorder, self.real = recorder, real

    def get_code(self, fullname):
        source = self.get_data(self.path)
        tree = instrument(ast.parse(source, self.path), self.recorder.probes[self.real])
        return compile(tree, self.path, "exec", dont_inherit=True)

    def exec_module(self, module):
        module.__dict__[PROBE] = self.recorder.hits_of(self.real)
        super().exec_module(module)


class _Finder(importlib.abc.MetaPathFinder):
    def __init__(self, recorder: LineRecorder):
        self.recorder = recorder

    def find_spec(self, fullname, path, target=None):
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or not spec.origin or not spec.origin.endswith(".py"):
            return None
        real = os.path.realpath(spec.origin)
        if real not in self.recorder.probes:
            return None
        spec.loader = _Loader(fullname, spec.origin, self.recorder, real)
        spec.cached = None
        return spec


class LineRecorder:
    """Records which of ``probes`` (file -> line numbers of statements) run, in the modules
    imported while it is installed."""

    def __init__(self, probes: dict[str, set[int]] | dict[str, list[int]]):
        self.probes = {os.path.realpath(f): set(lines) for f, lines in probes.items()}
        self._hits: list[tuple[str, dict[int, bool]]] = []
        self._finder = _Finder(self)

    def hits_of(self, real: str) -> dict[int, bool]:
        """The dictionary a watched module's probes write into."""
        hits: dict[int, bool] = {}
        self._hits.append((real, hits))
        return hits

    def install(self) -> None:
        """Instrument the watched modules imported from now on."""
        if self._finder not in sys.meta_path:
            sys.meta_path.insert(0, self._finder)

    def uninstall(self) -> None:
        if self._finder in sys.meta_path:
            sys.meta_path.remove(self._finder)

    def imported_already(self) -> list[str]:
        """Watched modules that were imported before install() (so without their probes)."""
        out = []
        for module in list(sys.modules.values()):
            origin = getattr(module, "__file__", None)
            if origin and os.path.realpath(origin) in self.probes and PROBE not in vars(module):
                out.append(module.__name__)
        return sorted(out)

    def take(self) -> set[tuple[str, int]]:
        """The probes that ran since the last take(), and forget them."""
        out = set()
        for real, hits in self._hits:
            if hits:
                lines = list(hits)
                for line in lines:
                    del hits[line]
                out.update((real, line) for line in lines)
        return out


# ----------------------------------------------------------------------------------------------
# The pytest plugin
# ----------------------------------------------------------------------------------------------
try:
    import pytest
except ImportError:  # pragma: no cover - the recorder alone, without pytest
    pytest = None

if pytest is not None:
    _state: dict = {}

    def pytest_addoption(parser):
        group = parser.getgroup("rules-trace", "rules coverage measure (cc_desktop.tools.rules_trace)")
        group.addoption("--rules-trace-probes", metavar="FILE", help="JSON: absolute file -> the lines to watch")
        group.addoption("--rules-trace-out", metavar="FILE", help="where to write the runs (JSON)")

    @pytest.hookimpl(tryfirst=True)
    def pytest_configure(config):
        probes = config.getoption("rules_trace_probes")
        if not probes:
            return
        recorder = LineRecorder(json.loads(Path(probes).read_text(encoding="utf-8")))
        early = recorder.imported_already()
        if early:
            raise pytest.UsageError(f"rules_trace: imported before it could watch them: {', '.join(early)}")
        recorder.install()
        _state.update(recorder=recorder, out=config.getoption("rules_trace_out"), runs=[])

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):
        recorder = _state.get("recorder")
        if recorder is not None:
            recorder.take()
        yield
        if recorder is not None:
            rules = sorted({str(a) for mark in item.iter_markers("rule") for a in mark.args})
            _state["runs"].append({"test": item.nodeid, "rules": rules, "hits": sorted(recorder.take())})

    def pytest_unconfigure(config):
        recorder = _state.get("recorder")
        if recorder is not None:
            recorder.uninstall()
        out = _state.get("out")
        if out:
            Path(out).write_text(json.dumps({"runs": _state.get("runs", [])}), encoding="utf-8")
        _state.clear()
