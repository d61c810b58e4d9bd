"""The model layers (board, rules, content, skirmish) never import Qt; every module imports."""

import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import cc_desktop

PACKAGES = ("cc_desktop.board", "cc_desktop.rules", "cc_desktop.content", "cc_desktop.skirmish", "cc_desktop.engine")


def _modules(package: str) -> list[str]:
    path = Path(cc_desktop.__file__).parent / package.split(".")[1]
    return [package] + [f"{package}.{m.name}" for m in pkgutil.walk_packages([str(path)])]


def test_model_layers_do_not_import_qt():
    modules = [m for p in PACKAGES for m in _modules(p)]
    assert "cc_desktop.board.los" in modules and "cc_desktop.board.movement" in modules
    code = (
        "import importlib, json, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "print(json.dumps(sorted(k for k in sys.modules if k.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == []


def test_ui_layer_imports_qt_and_is_separate():
    """The window layer is where Qt lives (a sanity check that the test above can fail)."""
    code = "import cc_desktop.ui.mappainter, sys; print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"
