"""PyInstaller entry point: the ``cc-desktop`` console script (``cc_desktop.cli:main``, see
pyproject.toml [project.scripts])."""

import sys

from cc_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
