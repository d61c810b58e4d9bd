"""The installers' files agree with each other and with the app (fast; builds nothing).

packaging/cc-desktop.spec bundles every data file the app reads, where cc_desktop/resources.py
looks for it in a frozen app; the .desktop entry, the MIME type, the icons and the Debian control
template match; the build scripts are executable and parse; the build pins are exact.  The real
build and install are packaging/build.sh and packaging/test-install.sh (minutes, root: not here).
"""

from __future__ import annotations

import ast
import configparser
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from fnmatch import fnmatch
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
SPEC = PACKAGING / "cc-desktop.spec"
ICONS = ROOT / "resources" / "icons"
ICON_SIZES = {16, 32, 48, 64, 128, 256}
MIME_TYPE = "application/x-ccgame"


def _spec_value(name: str):
    """A literal assigned at the top level of the spec (DATAS, EXCLUDES, ...)."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{SPEC}: no top-level {name} = ...")


def _runtime_files() -> list[Path]:
    """Every file the app reads at run time: resources/ and maps/*.json, less sources, tools and
    docs (translation sources .ts, scripts, READMEs, the Windows/macOS icon files)."""
    skip_suffixes = {".ts", ".py", ".md", ".ico", ".icns"}
    files = [p for p in (ROOT / "resources").rglob("*")
             if p.is_file() and p.suffix not in skip_suffixes and "__pycache__" not in p.parts]
    files += sorted((ROOT / "maps").glob("*.json"))
    return sorted(files)


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(LINUX / "cc-desktop.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def _pyproject_version() -> str:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


# --- the spec -----------------------------------------------------------------------------------

def test_every_runtime_data_file_is_bundled_where_the_app_looks():
    """Each file lands in the bundle at its path relative to the checkout: the layout that
    resources.py expects under sys._MEIPASS."""
    datas = _spec_value("DATAS")
    unbundled = []
    for path in _runtime_files():
        rel = path.relative_to(ROOT).as_posix()
        dest = path.parent.relative_to(ROOT).as_posix()
        if not any(fnmatch(rel, src) and dest == d for src, d in datas):
            unbundled.append(rel)
    assert unbundled == [], f"add these to DATAS in {SPEC.name}: {unbundled}"


def test_every_spec_data_entry_matches_files():
    for src, dest in _spec_value("DATAS"):
        matches = list(ROOT.glob(src))
        assert matches, f"{src} matches nothing"
        assert all(m.parent.relative_to(ROOT).as_posix() == dest for m in matches), (src, dest)


def test_the_folders_the_app_loads_are_in_the_spec():
    """The folders named in the code (resources.py and its users) are all bundled."""
    dests = {d for _src, d in _spec_value("DATAS")}
    for folder in ("resources", "resources/schemas", "resources/nations", "resources/decks",
                   "resources/scenarios", "resources/text/en", "resources/i18n", "resources/fonts", "maps"):
        assert folder in dests, folder
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "cc_desktop").rglob("*.py"))
    for name in re.findall(r'RESOURCES\s*/\s*"([\w-]+)"', code) + re.findall(r'resource\("([\w-]+)"', code):
        target = ROOT / "resources" / name
        assert target.exists(), f"the code loads resources/{name}, which does not exist"
        prefix = f"resources/{name}"
        assert any(d == prefix or d.startswith(prefix + "/") or src == prefix for src, d in _spec_value("DATAS")), name


def test_resources_module_finds_the_bundle_when_frozen(tmp_path):
    code = ("import sys; sys._MEIPASS = sys.argv[1]\n"
            "import cc_desktop.resources as r\n"
            "print(r.ROOT); print(r.RESOURCES); print(r.MAPS)")
    env = {k: v for k, v in os.environ.items() if k != "CC_DESKTOP_ROOT"}
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True,
                         check=True, env=env, cwd=tmp_path).stdout.split("\n")
    assert out[:3] == [str(tmp_path), str(tmp_path / "resources"), str(tmp_path / "maps")]


def test_spec_entry_point_is_the_console_script():
    import tomllib

    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert scripts["cc-desktop"] == "cc_desktop.cli:main"
    entry = (PACKAGING / "cc_desktop_entry.py").read_text(encoding="utf-8")
    assert "from cc_desktop.cli import main" in entry and "sys.exit(main())" in entry
    spec = SPEC.read_text(encoding="utf-8")
    assert '"cc_desktop_entry.py"' in spec and 'NAME = "cc-desktop"' in spec


def test_spec_never_strips_and_builds_one_folder():
    spec = SPEC.read_text(encoding="utf-8")
    assert not re.search(r"^\s*strip\s*=\s*True", spec, re.M), "strip=True breaks numpy's OpenBLAS"
    assert "COLLECT(" in spec and "exclude_binaries=True" in spec  # one-folder


def _imported_modules() -> set[str]:
    names = set()
    for path in (ROOT / "cc_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
                names.update(f"{node.module}.{a.name}" for a in node.names)
    return names


def test_spec_excludes_nothing_the_app_imports():
    imported = _imported_modules()
    for excluded in _spec_value("EXCLUDES"):
        used = [m for m in imported if m == excluded or m.startswith(excluded + ".")]
        assert not used, f"{excluded} is excluded from the bundle but imported: {used}"


def test_spec_keeps_the_platform_plugins_and_our_languages():
    keep = _spec_value("KEEP_PLUGINS")
    assert {"xcb", "offscreen", "wayland", "minimal"} <= keep["platforms"]
    for group in ("xcbglintegrations", "imageformats", "iconengines", "platforminputcontexts"):
        assert group in keep and keep[group] is None, group
    shipped = {p.stem.split("_", 2)[2] for p in (ROOT / "resources" / "i18n").glob("cc_desktop_*.qm")}
    assert shipped and shipped | {"en"} <= _spec_value("QT_LANGUAGES")


# --- the Debian package ---------------------------------------------------------------------------

def test_desktop_entry():
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] and entry["Comment"]
    assert entry["Exec"].split() == ["cc-desktop", "%f"]
    assert entry["TryExec"] == "cc-desktop"
    assert entry["Terminal"] == "false"
    assert entry["MimeType"] == f"{MIME_TYPE};"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert entry["Icon"] == "cc-desktop" == ICONS.joinpath("cc-desktop.svg").stem
    # the launcher build.sh installs as /usr/bin/<Exec's program>
    build = (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert '"$HERE/linux/cc-desktop.sh" "$PKG/usr/bin/cc-desktop"' in build
    launcher = (LINUX / "cc-desktop.sh").read_text(encoding="utf-8")
    assert 'exec /opt/cc-desktop/cc-desktop "$@"' in launcher


def test_mime_type_matches_the_desktop_entry_and_the_save_extension():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(LINUX / "cc-desktop.xml").getroot()
    types = root.findall("m:mime-type", ns)
    assert [t.get("type") for t in types] == [MIME_TYPE]
    assert [g.get("pattern") for g in types[0].findall("m:glob", ns)] == ["*.ccgame"]
    assert types[0].find("m:comment", ns).text
    game = (ROOT / "cc_desktop" / "rules" / "game.py").read_text(encoding="utf-8")
    assert re.search(r'^SAVE_EXTENSION = "\.ccgame"$', game, re.M)


def test_icon_pngs_are_the_sizes_their_names_say():
    found = {}
    for path in ICONS.glob("cc-desktop-*.png"):
        data = path.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", path
        assert data[12:16] == b"IHDR", path
        width, height = struct.unpack(">II", data[16:24])
        size = int(path.stem.rsplit("-", 1)[1])
        assert (width, height) == (size, size), path
        found[size] = path
    assert set(found) == ICON_SIZES
    svg = ET.parse(ICONS / "cc-desktop.svg").getroot()
    assert svg.tag == "{http://www.w3.org/2000/svg}svg" and svg.get("viewBox") == "0 0 256 256"


def test_windows_and_macos_icons():
    ico = (ICONS / "cc-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count == len(ICON_SIZES)
    icns = (ICONS / "cc-desktop.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_build_script_installs_every_icon_size():
    build = (PACKAGING / "build.sh").read_text(encoding="utf-8")
    sizes = re.search(r"for size in ([\d ]+); do", build).group(1).split()
    assert {int(s) for s in sizes} == ICON_SIZES
    assert "hicolor/scalable/apps/cc-desktop.svg" in build


def test_control_template_takes_the_version_from_pyproject():
    control = (LINUX / "control.in").read_text(encoding="utf-8")
    fields = dict(re.findall(r"^([A-Za-z-]+): (.*)$", control, re.M))
    assert fields["Package"] == "cc-desktop"
    assert fields["Version"] == "@VERSION@"
    assert fields["Architecture"] == "@ARCH@"
    for key in ("Maintainer", "Section", "Priority", "Description", "Installed-Size"):
        assert fields.get(key), key
    depends = [d.strip() for d in fields["Depends"].split(",")]
    assert depends[0] == "libc6 (>= @LIBC_MIN@)"
    assert {"libgl1", "libegl1", "libxcb1", "libfontconfig1", "libxkbcommon0"} <= set(depends)
    build = (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert '["project"]["version"]' in build and "s/@VERSION@/$VERSION/" in build
    assert "dpkg-deb --root-owner-group" in build
    # the version is one dpkg accepts
    assert re.fullmatch(r"[0-9][A-Za-z0-9.+~-]*", _pyproject_version())


def test_maintainer_scripts_guard_every_cache_tool():
    for name in ("postinst", "postrm"):
        text = (LINUX / name).read_text(encoding="utf-8")
        assert text.startswith("#!/bin/sh\n") and "set -e" in text
        for tool in ("update-mime-database", "update-desktop-database", "gtk-update-icon-cache"):
            assert f"command -v {tool} " in text, (name, tool)


def test_copyright_is_dep5_and_carries_the_font_licence():
    text = (LINUX / "copyright").read_text(encoding="utf-8")
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    assert paragraphs[0].startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
    files = [p for p in paragraphs if p.startswith("Files:")]
    assert files[0].startswith("Files: *\n")
    fonts = [p for p in files if p.startswith("Files: opt/cc-desktop/_internal/resources/fonts/*")]
    assert fonts and "License: bitstream-vera" in fonts[0]
    # the licence text is the bundled one, word for word
    licence = (ROOT / "resources" / "fonts" / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    body = licence[licence.index("Permission is hereby granted"):].split()
    assert " ".join(body) in " ".join(w for w in text.split() if w != ".")
    for para in paragraphs:  # "Field: value" lines and their continuation lines (a space first)
        for line in para.strip("\n").split("\n"):
            assert re.match(r"[A-Za-z-]+:( |$)", line) or line.startswith(" "), line


def test_scripts_are_executable_and_parse():
    for name, shell in (("build.sh", "bash"), ("test-install.sh", "bash"), ("linux/postinst", "sh"),
                        ("linux/postrm", "sh"), ("linux/cc-desktop.sh", "sh"), ("macos/make-dmg.sh", "bash"),
                        ("windows/check-nsis.sh", "bash")):
        path = PACKAGING / name
        assert os.access(path, os.X_OK), f"{path} is not executable"
        if shutil.which(shell):
            out = subprocess.run([shell, "-n", str(path)], capture_output=True, text=True)
            assert out.returncode == 0, out.stderr


def test_install_test_says_it_is_not_ci_and_skips_with_77():
    text = (PACKAGING / "test-install.sh").read_text(encoding="utf-8")
    assert "not part of CI" in text and "exit 77" in text
    assert "debootstrap --variant=minbase" in text and "apt-get purge" in text


def test_build_requirements_are_pinned_exactly():
    import tomllib

    lines = [ln.strip() for ln in (PACKAGING / "requirements-build.txt").read_text().splitlines()]
    pins = {}
    for line in lines:
        if not line or line.startswith("#"):
            continue
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)==([0-9][A-Za-z0-9.+!-]*)(\s*;\s*.+)?", line)
        assert m, f"not an exact pin: {line}"
        pins[m.group(1).lower().replace("_", "-")] = m.group(2)
    assert "pyinstaller" in pins and "pyinstaller-hooks-contrib" in pins
    # every run-time dependency of the app is pinned, inside pyproject's range
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    specifiers = pytest.importorskip("packaging.requirements")
    for dep in deps:
        req = specifiers.Requirement(dep)
        name = req.name.lower().replace("_", "-")
        assert name in pins, f"{name} is not pinned in requirements-build.txt"
        assert req.specifier.contains(pins[name]), f"{name}=={pins[name]} is outside {req.specifier}"


def test_build_outputs_are_ignored_by_git():
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    for path in ("/packaging/.build-venv/", "/packaging/build/", "/packaging/dist/"):
        assert path in ignored, path


# --- Windows and macOS recipes (not built here) ------------------------------------------------

def test_nsis_script_is_per_user_with_association_and_uninstaller():
    nsi = (PACKAGING / "windows" / "cc-desktop.nsi").read_text(encoding="utf-8")
    for needle in ("RequestExecutionLevel user", "Target amd64-unicode", r"$LOCALAPPDATA\Programs\cc-desktop",
                   r"Software\Classes\.ccgame", 'WriteUninstaller', r"$SMPROGRAMS\cc-desktop.lnk",
                   r'DeleteRegKey HKCU "Software\Classes\.ccgame"', "Section \"Uninstall\""):
        assert needle in nsi, needle
    assert '"%1"' in nsi  # the open command passes the save


def test_macos_bundle_declares_the_save_type():
    spec = SPEC.read_text(encoding="utf-8")
    assert "BUNDLE(" in spec and '"CFBundleTypeExtensions": ["ccgame"]' in spec
    dmg = (PACKAGING / "macos" / "make-dmg.sh").read_text(encoding="utf-8")
    assert "hdiutil create" in dmg


def test_ci_workflow_builds_all_three():
    wf = (ROOT / ".github" / "workflows" / "installers.yml").read_text(encoding="utf-8")
    for needle in ("ubuntu-", "windows-", "macos-", "packaging/build.sh", "makensis", "make-dmg.sh",
                   "actions/upload-artifact", "requirements-build.txt"):
        assert needle in wf, needle
