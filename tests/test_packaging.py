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
MAKE_DEB = LINUX / "make-deb.sh"
NSI = PACKAGING / "windows" / "cc-desktop.nsi"
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


BLOCKED_RUN = r"""
import sys, tempfile, os
BLOCK = set(sys.argv[1].split(","))
class Excluded:
    def find_spec(self, name, path=None, target=None):
        if name in BLOCK or any(name.startswith(b + ".") for b in BLOCK):
            raise ImportError(f"{name} is excluded from the bundle")
sys.meta_path.insert(0, Excluded())
import hashlib
assert hashlib.sha256(b"cc").hexdigest().startswith("355b1bbf")
from cc_desktop.rules import Game
from cc_desktop.rules.simulate import choose
import random
g = Game.new("test-skirmish", seed=3)
rng = random.Random(3)
for _ in range(60):
    g.apply(choose(rng, g))
path = os.path.join(tempfile.mkdtemp(), "t.ccgame")
g.save(path)
assert Game.load(path, strict=True).state.hash() == g.state.hash()
from PySide6.QtWidgets import QApplication
app = QApplication([])
from cc_desktop.ui.gamewindow import GameWindow
from cc_desktop.ui.controller import GameController
w = GameWindow(GameController(g))
w.show(); app.processEvents()
print("ok", sorted(m for m in sys.modules if m in BLOCK))
"""


def test_the_game_runs_without_every_module_the_spec_excludes():
    """The frozen app has none of EXCLUDES: the game imports, plays, saves, loads and opens its
    window with each of them unimportable (hashlib without OpenSSL's _hashlib uses its own
    SHA-2; no codec of the game needs the East Asian ones)."""
    blocked = ",".join(_spec_value("EXCLUDES"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", BLOCKED_RUN, blocked], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip().splitlines()[-1] == "ok []"


def test_icu_trimming_keeps_the_ui_languages_and_the_base_data():
    """packaging/linux/trim_icu.py's choice (the library itself is checked by a probe at build)."""
    sys.path.insert(0, str(ROOT / "packaging" / "linux"))
    try:
        from trim_icu import choose_removals
    finally:
        sys.path.remove(str(ROOT / "packaging" / "linux"))
    items = ["root.res", "pool.res", "res_index.res", "el.res", "el_GR.res", "en_GB.res", "ru.res", "hu_HU.res",
             "de.res", "de_.res", "zh_Hant_TW.res", "sr_Latn_BA.res", "supplementalData.res", "likelySubtags.res",
             "coll/ucadata.icu", "coll/root.res", "coll/el.res", "coll/ja.res", "coll/res_index.res",
             "brkitr/cjdict.dict", "brkitr/root.res", "translit/root.res", "translit/el_Latn.res",
             "ibm-813_P100-1995.cnv", "ibm-5351_P100-1998.cnv", "gb18030.cnv", "cnvalias.icu", "uprops.icu",
             "curr/hu.res", "curr/fr.res", "zone/ru_UA.res", "unit/tr.res"]
    sizes = {"ibm-813_P100-1995.cnv": 1_500, "ibm-5351_P100-1998.cnv": 1_700, "gb18030.cnv": 233_000}
    removed = set(choose_removals(items, sizes, {"en", "el", "ru", "hu"}))
    assert removed == {"de.res", "de_.res", "zh_Hant_TW.res", "sr_Latn_BA.res", "coll/ja.res",
                       "translit/root.res", "translit/el_Latn.res", "gb18030.cnv", "curr/fr.res", "unit/tr.res"}


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
    # the launcher make-deb.sh installs as /usr/bin/<Exec's program>
    assert '"$HERE/cc-desktop.sh" "$PKG/usr/bin/cc-desktop"' in MAKE_DEB.read_text(encoding="utf-8")
    launcher = (LINUX / "cc-desktop.sh").read_text(encoding="utf-8")
    assert 'exec /opt/cc-desktop/cc-desktop "$@"' in launcher


def test_mime_type_matches_the_desktop_entry_and_the_save_extension():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(LINUX / "cc-desktop.xml").getroot()
    types = root.findall("m:mime-type", ns)
    assert [t.get("type") for t in types] == [MIME_TYPE]
    assert [g.get("pattern") for g in types[0].findall("m:glob", ns)] == ["*.ccgame"]
    assert types[0].find("m:comment", ns).text
    from cc_desktop.rules import SAVE_EXTENSION

    assert SAVE_EXTENSION == ".ccgame"


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
    make_deb = MAKE_DEB.read_text(encoding="utf-8")
    sizes = re.search(r"for size in ([\d ]+); do", make_deb).group(1).split()
    assert {int(s) for s in sizes} == ICON_SIZES
    assert "hicolor/scalable/apps/cc-desktop.svg" in make_deb


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
    assert fields["Maintainer"] == "@MAINTAINER@"
    build = (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert '["project"]["version"]' in build and '"$HERE/linux/make-deb.sh" --version "$VERSION"' in build
    make_deb = MAKE_DEB.read_text(encoding="utf-8")
    assert "s/@VERSION@/$VERSION/" in make_deb and "s|@MAINTAINER@|$MAINTAINER|" in make_deb
    assert "dpkg-deb --root-owner-group" in make_deb
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
    for name, shell in (("build.sh", "bash"), ("test-install.sh", "bash"), ("linux/make-deb.sh", "bash"),
                        ("linux/postinst", "sh"),
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
    nsi = NSI.read_text(encoding="utf-8")
    for needle in ("RequestExecutionLevel user", r"$LOCALAPPDATA\Programs\cc-desktop",
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


def _nsis_lines() -> list[str]:
    """The NSIS script's commands, comments dropped."""
    lines = []
    for line in NSI.read_text(encoding="utf-8").splitlines():
        line = line.split(";", 1)[0].strip() if not line.lstrip().startswith(("WriteRegStr", "DeleteReg")) else line.strip()
        if line:
            lines.append(line)
    return lines


def test_nsis_script_builds_with_the_official_x86_stubs_for_64_bit_windows():
    """The official NSIS has x86 stubs only: the installer is x86-unicode (no Target line), and
    it refuses 32-bit Windows and Windows before 10, writing through the 64-bit registry view."""
    lines = _nsis_lines()
    assert "Unicode true" in lines
    assert not [ln for ln in lines if re.match(r"(Target|CPU)\b", ln)], "no Target/CPU: the official NSIS has no amd64 stubs"
    for include in ('!include "x64.nsh"', '!include "LogicLib.nsh"', '!include "WinVer.nsh"',
                    '!include /CHARSET=UTF8 "messages.nsh"'):
        assert include in lines, include
    text = "\n".join(lines)
    init = re.search(r"^Function \.onInit\n(.*?)^FunctionEnd", text, re.M | re.S).group(1)
    un_init = re.search(r"^Function un\.onInit\n(.*?)^FunctionEnd", text, re.M | re.S).group(1)
    # refuse first (with a message also in silent mode), then the 64-bit registry view
    assert re.search(r"\$\{IfNot\} \$\{RunningX64\}\s+MessageBox [^\n]*\$\(MSG_NEEDS_64BIT\)[^\n]*/SD IDOK\s+Abort", init)
    assert re.search(r"\$\{IfNot\} \$\{AtLeastWin10\}\s+MessageBox [^\n]*\$\(MSG_NEEDS_WIN10\)[^\n]*/SD IDOK\s+Abort", init)
    assert init.index("RunningX64") < init.index("SetRegView 64") < init.index("MUI_LANGDLL_DISPLAY")
    assert "SetRegView 64" in un_init
    # no file-system redirection switch is needed: nothing goes to System32 or Program Files
    assert "$SYSDIR" not in text and "$PROGRAMFILES" not in text and "$WINDIR" not in text


def test_nsis_messages_exist_in_every_installer_language():
    languages = re.findall(r'^!insertmacro MUI_LANGUAGE "(\w+)"$', NSI.read_text(encoding="utf-8"), re.M)
    assert languages == ["English", "Greek", "Russian", "Hungarian"]
    messages = (PACKAGING / "windows" / "messages.nsh").read_text(encoding="utf-8")
    strings = re.findall(r'^LangString (\w+) \$\{LANG_(\w+)\} "([^"]+)"$', messages, re.M)
    used = set(re.findall(r"\$\((MSG_\w+)\)", NSI.read_text(encoding="utf-8")))
    assert used == {name for name, _l, _t in strings}
    for name in used:
        assert sorted(lang for n, lang, _t in strings if n == name) == sorted(lang.upper() for lang in languages), name
        assert all("cc-desktop" in t and ("10" in t) for n, _l, t in strings if n == name)


def test_nsis_check_uses_x86_unicode_stubs_only():
    check = (PACKAGING / "windows" / "check-nsis.sh").read_text(encoding="utf-8")
    assert '"$SYSDIR"/Stubs/*-x86-unicode' in check and "NSISDIR=$X86 makensis" in check
    assert "Target amd64-unicode" in check  # the control that must fail there
    assert "014c" in check  # the setup program is an i386 PE file


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis not installed (apt-get install nsis)")
def test_nsis_script_compiles_with_x86_unicode_stubs_only():
    """check-nsis.sh without --wine: a few seconds."""
    out = subprocess.run(["bash", str(PACKAGING / "windows" / "check-nsis.sh")], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "fails there" in out.stdout and "with x86-unicode stubs only" in out.stdout


# --- macOS: the minimum system ----------------------------------------------------------------

# the pins MACOS_MINIMUM was measured on (packaging/macos/macos_minimum.py on their macOS wheels);
# a new pin of a package with compiled code means measuring again, then updating this
MACOS_MINIMUM_MEASURED_ON = {"pyside6-essentials": "6.11.3", "shiboken6": "6.11.3", "numpy": "2.4.6",
                             "shapely": "2.2.0", "psygnal": "0.16.1", "pyinstaller": "6.22.3"}


def _build_pins() -> dict[str, str]:
    pins = {}
    for line in (PACKAGING / "requirements-build.txt").read_text().splitlines():
        m = re.match(r"([A-Za-z0-9_.-]+)==([^\s;]+)", line.strip())
        if m:
            pins[m.group(1).lower().replace("_", "-")] = m.group(2)
    return pins


def _info_plist_literal(key: str):
    """The expression the spec's BUNDLE info_plist gives for key."""
    for node in ast.walk(ast.parse(SPEC.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Dict):
            for k, v in zip(node.keys, node.values):
                if isinstance(k, ast.Constant) and k.value == key:
                    return v
    raise AssertionError(f"no {key} in the spec's info_plist")


def test_macos_minimum_is_stated_in_one_place():
    minimum = _spec_value("MACOS_MINIMUM")
    assert re.fullmatch(r"\d+\.\d+", minimum)
    value = _info_plist_literal("LSMinimumSystemVersion")
    assert isinstance(value, ast.Name) and value.id == "MACOS_MINIMUM", "Info.plist must use MACOS_MINIMUM"
    # packaging/README.md says the same wherever it names the oldest macOS
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    stated = re.findall(r"macOS (\d+(?:\.\d+)?)(?:\+| or newer| or later)", readme)
    assert stated, "packaging/README.md does not say which macOS the .app needs"
    major = minimum.split(".")[0]
    assert {s.split(".")[0] for s in stated} == {major}, stated
    assert f"`MACOS_MINIMUM = \"{minimum}\"`" in readme


def test_macos_minimum_was_measured_on_the_current_pins():
    pins = _build_pins()
    changed = {name: (was, pins.get(name)) for name, was in MACOS_MINIMUM_MEASURED_ON.items() if pins.get(name) != was}
    assert not changed, (f"pins changed {changed}: measure the macOS minimum again (packaging/README.md, "
                         "'macOS: the minimum'), then update MACOS_MINIMUM and this table")


def _macho(arch: int, minos: tuple[int, int], build_version: bool = True) -> bytes:
    """A thin 64-bit little-endian Mach-O header with one version load command."""
    version = (minos[0] << 16) | (minos[1] << 8)
    if build_version:  # LC_BUILD_VERSION: platform, minos, sdk, ntools
        cmd = struct.pack("<IIIIII", 0x32, 24, 1, version, version, 0)
    else:  # LC_VERSION_MIN_MACOSX: version, sdk
        cmd = struct.pack("<IIII", 0x24, 16, version, version)
    seg = struct.pack("<II", 0x19, 8)  # another command before it
    header = struct.pack("<IiIIIIII", 0xFEEDFACF, arch, 0, 6, 2, len(seg) + len(cmd), 0, 0)
    return header + seg + cmd


def test_macos_minimum_reads_thin_and_universal_macho(tmp_path):
    sys.path.insert(0, str(PACKAGING / "macos"))
    try:
        import macos_minimum
    finally:
        sys.path.remove(str(PACKAGING / "macos"))
    arm64, x86_64 = 0x0100000C, 0x01000007
    assert macos_minimum.macho_minimums(_macho(arm64, (15, 0))) == [("arm64", "15.0")]
    assert macos_minimum.macho_minimums(_macho(x86_64, (10, 13), build_version=False)) == [("x86_64", "10.13")]
    a, b = _macho(x86_64, (13, 0)), _macho(arm64, (14, 0))
    fat = struct.pack(">II", 0xCAFEBABE, 2) + struct.pack(">iiIII", x86_64, 3, 64, len(a), 6) \
        + struct.pack(">iiIII", arm64, 0, 64 + len(a), len(b), 6)
    fat = fat.ljust(64, b"\0") + a + b
    assert macos_minimum.macho_minimums(fat) == [("x86_64", "13.0"), ("arm64", "14.0")]
    assert macos_minimum.macho_minimums(b"\xca\xfe\xba\xbe\x00\x00\x00\x34java") == []  # a class file
    app = tmp_path / "x.app" / "Contents"
    (app / "MacOS").mkdir(parents=True)
    (app / "MacOS" / "x").write_bytes(fat)
    (app / "Frameworks").mkdir()
    (app / "Frameworks" / "lib.dylib").write_bytes(_macho(arm64, (15, 0)))
    (app / "Frameworks" / "data.txt").write_text("not Mach-O")
    worst = macos_minimum.scan([tmp_path / "x.app"])
    assert {arch: v for arch, (v, _f) in worst.items()} == {"x86_64": "13.0", "arm64": "15.0"}
    assert macos_minimum.spec_minimum() == _spec_value("MACOS_MINIMUM")
    import plistlib

    (app / "Info.plist").write_bytes(plistlib.dumps({"LSMinimumSystemVersion": _spec_value("MACOS_MINIMUM")}))
    assert macos_minimum.main(["--check", str(tmp_path / "x.app")]) == (
        0 if macos_minimum.version_tuple("15.0") <= macos_minimum.version_tuple(_spec_value("MACOS_MINIMUM")) else 1)
    (app / "Frameworks" / "new.dylib").write_bytes(_macho(arm64, (99, 0)))
    assert macos_minimum.main(["--check", str(tmp_path / "x.app")]) == 1
    make_dmg = (PACKAGING / "macos" / "make-dmg.sh").read_text(encoding="utf-8")
    assert 'macos_minimum.py" --check "$APP"' in make_dmg


# --- the .deb, assembled from a placeholder bundle ------------------------------------------------

def _maintainer() -> str:
    m = re.search(r'^MAINTAINER="([^"]+)"$', MAKE_DEB.read_text(encoding="utf-8"), re.M)
    assert m, "make-deb.sh: no MAINTAINER=\"...\" line"
    return m.group(1)


def test_maintainer_is_real_and_named_once():
    maintainer = _maintainer()
    assert re.fullmatch(r"[^<>]+ <[^@\s<>]+@[^@\s<>]+\.[a-z]+>", maintainer)
    assert not re.search(r"\.(invalid|example|test|localhost)>|example\.(com|org)", maintainer)
    address = maintainer.split("<")[1].rstrip(">")
    sources = [p for p in PACKAGING.rglob("*")  # build outputs and build venvs aside
               if p.relative_to(PACKAGING).parts[0] not in {"build", "dist", ".build-venv", ".build-venv-macos"}]
    sources.append(ROOT / ".github" / "workflows" / "installers.yml")
    named = [p.relative_to(ROOT).as_posix() for p in sources
             if p.is_file() and p.suffix not in {".png", ".ico", ".icns", ".pyc", ".md"}  # the README may quote it
             and address in p.read_text(encoding="utf-8", errors="replace")]
    assert named == ["packaging/linux/make-deb.sh"], named
    assert "Upstream-Contact: @MAINTAINER@" in (LINUX / "copyright").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def placeholder_deb(tmp_path_factory):
    """make-deb.sh on a placeholder bundle: the package build.sh makes, without the real bundle."""
    if shutil.which("dpkg-deb") is None or shutil.which("dpkg") is None:
        pytest.skip("dpkg-deb not installed (not Debian/Ubuntu)")
    tmp = tmp_path_factory.mktemp("deb")
    bundle = tmp / "cc-desktop"
    (bundle / "_internal" / "resources").mkdir(parents=True)
    (bundle / "cc-desktop").write_text("#!/bin/sh\necho placeholder\n")
    (bundle / "cc-desktop").chmod(0o755)
    (bundle / "_internal" / "libplaceholder.so.1").write_bytes(b"\x7fELF placeholder")
    (bundle / "_internal" / "libplaceholder.so.1").chmod(0o755)
    (bundle / "_internal" / "resources" / "a file with spaces.json").write_text("{}")
    (bundle / "_internal" / "libplaceholder.so").symlink_to("libplaceholder.so.1")
    env = dict(os.environ, SOURCE_DATE_EPOCH="1764547200")  # 2025-12-01 00:00 UTC
    out = subprocess.run(["bash", str(MAKE_DEB), "--libc-min", "2.36", "--work", str(tmp / "root"), "-Z", "gzip",
                          str(bundle), str(tmp / "out")], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    deb = Path(out.stdout.strip().splitlines()[-1])
    extracted = tmp / "x"
    subprocess.run(["dpkg-deb", "-R", str(deb), str(extracted)], check=True)
    return deb, extracted


def test_deb_control_fields(placeholder_deb):
    deb, x = placeholder_deb
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    assert deb.name == f"cc-desktop_{_pyproject_version()}_{arch}.deb"
    control = (x / "DEBIAN" / "control").read_text(encoding="utf-8")
    fields = dict(re.findall(r"^([A-Za-z-]+): (.*)$", control, re.M))
    assert fields["Maintainer"] == _maintainer()
    assert fields["Version"] == _pyproject_version() and fields["Architecture"] == arch
    assert fields["Depends"].startswith("libc6 (>= 2.36), ")
    assert "@" not in control.replace(_maintainer(), "")
    copyright_ = (x / "usr" / "share" / "doc" / "cc-desktop" / "copyright").read_text(encoding="utf-8")
    assert f"Upstream-Contact: {_maintainer()}\n" in copyright_


def test_deb_md5sums_cover_every_installed_file(placeholder_deb):
    import hashlib

    _deb, x = placeholder_deb
    listed = {}
    for line in (x / "DEBIAN" / "md5sums").read_text(encoding="utf-8").splitlines():
        digest, path = line.split("  ", 1)
        listed[path] = digest
    files = {p.relative_to(x).as_posix(): p for p in x.rglob("*")
             if p.is_file() and not p.is_symlink() and p.relative_to(x).parts[0] != "DEBIAN"}
    assert set(listed) == set(files)
    assert "opt/cc-desktop/_internal/resources/a file with spaces.json" in listed
    for path, p in files.items():
        assert hashlib.md5(p.read_bytes()).hexdigest() == listed[path], path
    assert oct((x / "DEBIAN" / "md5sums").stat().st_mode & 0o777) == "0o644"


def test_deb_changelog_is_a_valid_entry_for_this_version(placeholder_deb):
    import gzip

    deb, x = placeholder_deb
    doc = x / "usr" / "share" / "doc" / "cc-desktop"
    # a native package (no Debian revision in the version): changelog.gz, not changelog.Debian.gz
    assert "-" not in _pyproject_version()
    assert not (doc / "changelog.Debian.gz").exists()
    raw = (doc / "changelog.gz").read_bytes()
    assert raw[:3] == b"\x1f\x8b\x08" and raw[3] & 0x08 == 0, "gzip -n: no file name"
    assert raw[4:8] == b"\0\0\0\0", "gzip -n: no time stamp"
    text = gzip.decompress(raw).decode("utf-8")
    lines = text.splitlines()
    assert lines[0] == f"cc-desktop ({_pyproject_version()}) unstable; urgency=medium"
    assert lines[1] == "" and lines[2].startswith("  * ")
    assert lines[-1] == f" -- {_maintainer()}  Mon, 01 Dec 2025 00:00:00 +0000"
    if shutil.which("dpkg-parsechangelog"):
        (x.parent / "changelog").write_text(text, encoding="utf-8")
        out = subprocess.run(["dpkg-parsechangelog", "-l", str(x.parent / "changelog")], capture_output=True, text=True)
        assert out.returncode == 0 and not out.stderr, out.stderr
        fields = dict(re.findall(r"^([A-Za-z-]+): (.*)$", out.stdout, re.M))
        assert fields["Version"] == _pyproject_version() and fields["Maintainer"] == _maintainer()
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    for line in listing.splitlines():
        mode, owner, _size, _date, _time, path = line.split()[:6]
        assert owner == "root/root", line
        if path.endswith(".so.1"):
            assert mode == "-rw-r--r--", line  # shared libraries are not executable
    assert "./usr/share/man/man6/cc-desktop.6.gz" in listing
    assert "./usr/bin/cc-desktop" in listing


def test_deb_manual_page_renders_without_warnings(placeholder_deb):
    import gzip

    _deb, x = placeholder_deb
    page = gzip.decompress((x / "usr" / "share" / "man" / "man6" / "cc-desktop.6.gz").read_bytes()).decode("utf-8")
    assert f'"cc-desktop {_pyproject_version()}"' in page and "@VERSION@" not in page
    if shutil.which("man"):
        out = subprocess.run(["man", "--warnings", "-l", "-"], input=page, capture_output=True, text=True,
                             env=dict(os.environ, MANWIDTH="80", MAN_DISABLE_SECCOMP="1"))
        assert out.returncode == 0 and "cc-desktop" in out.stdout
        assert out.stderr.strip() == "", out.stderr
