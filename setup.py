"""Build hook: the wheel carries the game's data inside the package.

Everything else (metadata, dependencies, the console script, the packages) is in pyproject.toml.
``build_py`` copies the checkout's ``resources/`` and ``maps/`` folders, whole and recursively, to
``cc_desktop/data/resources/`` and ``cc_desktop/data/maps/`` in the build folder (never into the
source tree), so an installed package finds them beside its own ``__file__``
(cc_desktop/resources.py) whatever the install scheme: a venv, ``pip install --user``,
``--target``, a system Python.  A new file or folder there ships without a change here.

Left out, as source-only (they work on a checkout, see tests/test_wheel.py which checks this rule):
- ``*.py``: the developer tools that regenerate committed files in the checkout
  (resources/i18n/complete_ts.py, maps/src/draw_maps.py);
- ``*.ts``: the Qt Linguist translation sources (the window loads the compiled ``.qm`` files);
- ``__pycache__`` folders and compiled Python.
Everything else ships: the JSON content, schemas, texts of every language, ``.qm`` files, fonts
and their licence, icons (PNG/SVG/ICO/ICNS), maps, the map SVG sources in ``maps/src/`` (for
players who draw maps) and the READMEs (maps/README.md carries the maps' licence).

An editable install (``pip install -e``) copies nothing: resources.py finds the checkout.
"""

from __future__ import annotations

import shutil
from fnmatch import fnmatch
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
DATA_TREES = ("resources", "maps")  # top-level folders of the checkout
PACKAGE_DATA_DIR = ("cc_desktop", "data")  # where they go inside the package
SOURCE_ONLY = ("*.py", "*.pyc", "*.pyo", "*.ts")  # file name patterns left out
SKIP_DIRS = {"__pycache__"}


def data_files() -> list[Path]:
    """The files of DATA_TREES that ship, relative to the project folder, sorted."""
    files = []
    for tree in DATA_TREES:
        for path in (HERE / tree).rglob("*"):
            rel = path.relative_to(HERE)
            if (path.is_file() and not SKIP_DIRS.intersection(rel.parts[:-1])
                    and not any(fnmatch(path.name, pattern) for pattern in SOURCE_ONLY)):
                files.append(rel)
    return sorted(files)


class build_py_with_data(build_py):
    """build_py, then the data trees into build_lib/cc_desktop/data/ (not in editable mode)."""

    def _data_targets(self) -> list[tuple[Path, Path]]:
        target = Path(self.build_lib, *PACKAGE_DATA_DIR)
        return [(HERE / rel, target / rel) for rel in data_files()]

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib, *PACKAGE_DATA_DIR)
        if target.exists():  # no stale files from an earlier build
            shutil.rmtree(target)
        for src, dst in self._data_targets():
            self.mkpath(str(dst.parent))
            self.copy_file(str(src), str(dst), preserve_mode=False)

    def get_outputs(self, include_bytecode=True):
        outputs = super().get_outputs(include_bytecode)
        if getattr(self, "editable_mode", False):
            return outputs
        return outputs + [str(dst) for _src, dst in self._data_targets()]


setup(cmdclass={"build_py": build_py_with_data})
