"""`pip install .` installs the whole program: the wheel carries every data file, and an installed
copy finds them beside its own package, outside the checkout, whatever the install scheme.

Builds once per session (about 20-40 s): a copy of the checkout (git's files, committed or not,
less the ignored ones) -> an sdist (setuptools, when the test venv has it) -> a wheel with pip ->
installed into a fresh venv (its dependencies come from this test venv through a .pth file: no
download) and with ``pip install --target`` (another scheme).  Nothing is written into the checkout.

The rule the wheel follows (setup.py's build_py), encoded here on its own:
every file under ``resources/`` and ``maps/`` ships, at ``cc_desktop/data/<its checkout path>``,
except the source-only ones: ``*.py`` (developer tools that work on a checkout:
resources/i18n/complete_ts.py, maps/src/draw_maps.py), ``*.ts`` (Qt Linguist sources of the
``.qm`` files) and ``__pycache__``.  The map SVG sources (maps/src/*.svg), the Windows/macOS icon
files and the READMEs (maps/README.md carries the maps' licence) do ship.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from dataclasses import dataclass
from fnmatch import fnmatch
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA_TREES = ("resources", "maps")
WHEEL_DATA = "cc_desktop/data/"  # where the wheel keeps them
SOURCE_ONLY = ("*.py", "*.pyc", "*.ts")
NOT_COPIED = {".git", ".venv", "build", "dist", "out", "__pycache__", ".pytest_cache", ".hypothesis"}


def _ships(rel: str) -> bool:
    """Does the checkout file ``rel`` (under resources/ or maps/) belong in the wheel?"""
    parts = rel.split("/")
    return "__pycache__" not in parts and not any(fnmatch(parts[-1], p) for p in SOURCE_ONLY)


def _source_files() -> list[str]:
    """The checkout's files as a clean clone plus the uncommitted work has them (relative paths)."""
    try:
        out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                             cwd=ROOT, capture_output=True, check=True).stdout.decode()
        files = [f for f in out.split("\0") if f and (ROOT / f).is_file()]
    except (OSError, subprocess.CalledProcessError):  # no git: everything but the usual outputs
        files = []
        for path in ROOT.rglob("*"):
            parts = path.relative_to(ROOT).parts
            if (path.is_file() and not NOT_COPIED.intersection(parts)
                    and not any(part.endswith(".egg-info") for part in parts)
                    and not (parts[0] == "packaging" and len(parts) > 2
                             and (parts[1] in {"build", "dist"} or parts[1].startswith(".build-venv")))):
                files.append("/".join(parts))
    return sorted(f for f in files if "__pycache__" not in f.split("/") and not f.endswith(".pyc"))


def _version(dist: str) -> tuple[int, ...]:
    try:
        return tuple(int(x) for x in metadata.version(dist).split(".")[:2] if x.isdigit())
    except metadata.PackageNotFoundError:
        return ()


def _backend_here() -> bool:
    """Can this venv build the wheel without build isolation (no index needed)?  setuptools 70.1+
    has its own bdist_wheel; before that it needs the wheel package (pyproject asks for >= 68)."""
    setuptools = _version("setuptools")
    return setuptools >= (70, 1) or (setuptools >= (68,) and _version("wheel") != ())


def _run(cmd, **kw) -> subprocess.CompletedProcess:
    out = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    assert out.returncode == 0, f"{cmd} failed ({out.returncode}):\n{out.stdout}\n{out.stderr}"
    return out


def _clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in {"CC_DESKTOP_ROOT", "PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV"}}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="1", **extra)
    return env


@dataclass
class Built:
    files: list[str]  # the checkout's files that went into the build (relative paths)
    src: Path  # the copy that was built
    sdist: Path | None
    wheel: Path
    names: list[str]  # the wheel's members


@pytest.fixture(scope="session")
def built(tmp_path_factory) -> Built:
    tmp = tmp_path_factory.mktemp("wheel")
    files = _source_files()
    src = tmp / "src"
    for rel in files:
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, src / rel)
    env = _clean_env()
    sdist = None
    if _version("setuptools"):  # the sdist, as `python -m build` makes it
        out = _run([sys.executable, "-c", "import sys; from setuptools import build_meta as b; "
                    "print(b.build_sdist(sys.argv[1]))", tmp / "sdist"], cwd=src, env=env)
        sdist = tmp / "sdist" / out.stdout.strip().splitlines()[-1]
    isolation = ["--no-build-isolation"] if _backend_here() else []  # else pip fetches setuptools
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", *isolation, "-w", tmp / "wheels",
          sdist or src], cwd=tmp, env=env)
    (wheel,) = (tmp / "wheels").glob("cc_desktop-*.whl")
    with zipfile.ZipFile(wheel) as z:
        names = sorted(n for n in z.namelist() if not n.endswith("/"))
    return Built(files, src, sdist, wheel, names)


def _data_files(built: Built) -> dict[str, list[str]]:
    """The checkout's files under resources/ and maps/, split into those that ship and not."""
    files = [f for f in built.files if f.split("/")[0] in DATA_TREES]
    return {"ship": sorted(f for f in files if _ships(f)), "source-only": sorted(f for f in files if not _ships(f))}


# --- the wheel's contents -------------------------------------------------------------------------

def test_wheel_carries_every_data_file_and_nothing_else(built):
    data = _data_files(built)
    assert {"resources/text/el/cards.json", "resources/i18n/cc_desktop_el.qm", "resources/icons/cc-desktop-64.png",
            "resources/fonts/DejaVuSans.ttf", "maps/village.json", "maps/src/village.svg",
            "maps/README.md"} <= set(data["ship"])
    assert {"resources/i18n/cc_desktop_el.ts", "maps/src/draw_maps.py"} <= set(data["source-only"])
    in_wheel = {n[len(WHEEL_DATA):] for n in built.names if n.startswith(WHEEL_DATA)}
    missing = sorted(set(data["ship"]) - in_wheel)
    extra = sorted(in_wheel - set(data["ship"]))
    assert missing == [], f"the wheel lacks these data files: {missing}"
    assert extra == [], f"the wheel carries files it should not (source-only or stale): {extra}"
    # ... byte for byte
    with zipfile.ZipFile(built.wheel) as z:
        changed = [rel for rel in data["ship"] if z.read(WHEEL_DATA + rel) != (ROOT / rel).read_bytes()]
    assert changed == []


def test_wheel_carries_what_the_installers_carry(built):
    """Every file packaging/cc-desktop.spec bundles (DATAS) is in the wheel too."""
    spec = ast.parse((ROOT / "packaging" / "cc-desktop.spec").read_text(encoding="utf-8"))
    datas = next(ast.literal_eval(n.value) for n in spec.body if isinstance(n, ast.Assign)
                 and any(isinstance(t, ast.Name) and t.id == "DATAS" for t in n.targets))
    bundled = sorted({p.relative_to(ROOT).as_posix() for src, _dest in datas for p in ROOT.glob(src)})
    assert bundled
    assert [rel for rel in bundled if WHEEL_DATA + rel not in built.names] == []


def test_wheel_carries_the_code_and_no_data_outside_the_package(built):
    modules = [f for f in built.files if f.startswith("cc_desktop/") and f.endswith(".py")]
    assert "cc_desktop/resources.py" in modules
    assert [m for m in modules if m not in built.names] == []
    top = {n.split("/")[0] for n in built.names}
    assert {t for t in top if not t.endswith(".dist-info")} == {"cc_desktop"}, (
        f"the wheel installs something besides the package (data-files into share/?): {sorted(top)}")
    with zipfile.ZipFile(built.wheel) as z:
        entry_points = next(z.read(n).decode() for n in built.names if n.endswith(".dist-info/entry_points.txt"))
    assert "cc-desktop = cc_desktop.cli:main" in entry_points
    # the build copied the data into its build folder, never into the source tree
    assert not (built.src / "cc_desktop" / "data").exists()


def test_sdist_carries_the_data_folders_whole(built):
    if built.sdist is None:
        pytest.skip("no setuptools in this venv to make the sdist with; the wheel was built from the folder")
    with tarfile.open(built.sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    data = _data_files(built)
    assert [f for f in data["ship"] + data["source-only"] if f not in names] == []
    assert {"setup.py", "pyproject.toml", "MANIFEST.in", "README.md"} <= names


# --- installed ------------------------------------------------------------------------------------

CHECK = r"""
import json, sys
from pathlib import Path

import cc_desktop
from cc_desktop import resources
from cc_desktop.content.texts import available_languages, card_texts

en, el = card_texts("en"), card_texts("el")
out = {
    "package": str(Path(cc_desktop.__file__).resolve().parent),
    "root": str(resources.ROOT.resolve()),
    "resources": str(resources.RESOURCES.resolve()),
    "languages": available_languages(),
    "el_names": sorted({c.name for c in el.orders.values()}),
    "en_names": sorted({c.name for c in en.orders.values()}),
    "icons": [str(p) for p in resources.icon_files() if p.is_file()],
    "maps": [p.name for p in resources.bundled_maps()],
    "qm": [lang for lang in ("el", "ru", "hu") if resources.translation_file(lang).is_file()],
}
if "--qt" in sys.argv:
    from PySide6.QtWidgets import QApplication

    from cc_desktop.ui.gamewindow import app_icon, install_translation

    app = QApplication([])
    icon = app_icon()
    out["icon_sizes"] = sorted(s.width() for s in icon.availableSizes())
    out["translation"] = install_translation(app, "el")
print(json.dumps(out))
"""


def _check_installed(python: Path, cwd: Path, env: dict[str, str], site: Path, qt: bool = False) -> dict:
    out = json.loads(_run([python, "-c", CHECK, *(["--qt"] if qt else [])], cwd=cwd, env=env).stdout)
    package = Path(out["package"])
    assert package.is_relative_to(site.resolve()), f"imported {package}, not the installed package under {site}"
    assert not package.is_relative_to(ROOT), package
    assert Path(out["root"]) == package / "data", out["root"]
    assert not Path(out["resources"]).is_relative_to(ROOT)
    assert set(out["languages"]) >= {"en", "el", "ru", "hu"}
    assert out["languages"] == sorted(p.parent.name for p in (ROOT / "resources" / "text").glob("*/cards.json"))
    assert out["el_names"] and out["el_names"] != out["en_names"], "the Greek card names are the English ones"
    assert all(any("\u0370" <= ch <= "\u03ff" for ch in name) for name in out["el_names"]), out["el_names"]
    assert len(out["icons"]) == len(list((ROOT / "resources" / "icons").glob("cc-desktop-*.png"))) == 6
    assert all(Path(p).is_relative_to(package) for p in out["icons"])
    assert out["maps"] == sorted(p.name for p in (ROOT / "maps").glob("*.json"))
    assert out["qm"] == ["el", "ru", "hu"]
    return out


@pytest.fixture(scope="session")
def venv(built, tmp_path_factory):
    """A fresh venv with the wheel installed; the dependencies (PySide6, numpy, ...) come from this
    test venv's site-packages through a .pth file instead of a download."""
    tmp = tmp_path_factory.mktemp("venv")
    home = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", home], env=_clean_env())
    bindir = home / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    site = Path(_run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]).stdout.strip())
    ours = dict.fromkeys([sysconfig.get_path("purelib"), sysconfig.get_path("platlib")])
    (site / "zz_test_venv_dependencies.pth").write_text("".join(f"{p}\n" for p in ours), encoding="utf-8")
    _run([sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index", "-q",
          built.wheel], env=_clean_env())
    elsewhere = tmp / "elsewhere"
    elsewhere.mkdir()
    return python, bindir, site, elsewhere


def test_installed_wheel_finds_every_resource_outside_the_checkout(venv):
    python, _bindir, site, elsewhere = venv
    out = _check_installed(python, elsewhere, _clean_env(), site, qt=True)
    assert out["icon_sizes"] == [16, 32, 48, 64, 128, 256]  # the window icon
    assert out["translation"] == "el"  # the window's Greek .qm


def test_installed_console_script_checks_the_content(venv):
    _python, bindir, _site, elsewhere = venv
    script = bindir / ("cc-desktop.exe" if os.name == "nt" else "cc-desktop")
    installed = _run([script, "check-content", "--quiet"], cwd=elsewhere, env=_clean_env()).stdout
    checkout = _run([sys.executable, "-m", "cc_desktop", "check-content", "--quiet"], cwd=ROOT, env=_clean_env()).stdout
    assert installed.startswith("content ok") and installed == checkout  # the same files, counted the same


def test_wheel_installed_with_another_scheme_finds_its_data(built, tmp_path):
    """`pip install --target` (like --user or a system install, no venv's share/ folder): the data
    travels with the package."""
    target = tmp_path / "target"
    _run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "-q", "--target", target,
          built.wheel], env=_clean_env())
    assert not (target / "share").exists()
    _check_installed(Path(sys.executable), tmp_path, _clean_env(PYTHONPATH=str(target)), target)
