"""Replace the bundle's ICU data library (31 MB) by one holding only what the game needs (~8 MB).

    python packaging/linux/trim_icu.py BUNDLE_DIR --python VENV_PYTHON [--languages en el ru hu]

PySide6's Qt on Linux links ICU (libicuuc, libicui18n) and its data library ``libicudata.so.NN``
(one symbol, ``icudtNN_dat``: every locale's collation, currencies, zones, units, languages,
regions, transliterators and about 190 legacy character sets).  Qt uses ICU for collation
(QCollator), locale-dependent case mapping, and character sets beyond UTF-8/16/32 and Latin-1
(QStringConverter).  The game shows four languages and reads UTF-8 only.  So we keep:

* the root data and the locale data of the UI languages (``--languages``, and their regional
  variants: ``el_GR``, ``en_GB``, ...), in every category (collation, currencies, ...);
* every non-locale item (Unicode properties, normalization, collation base ``ucadata.icu``,
  break rules and dictionaries, the supplemental data);
* the single-byte character sets (tables of at most 16 KB: ISO-8859-x, Windows-125x, KOI8, ...),
  not the multi-byte East Asian ones;

and drop the transliterators.  An item that depends on a dropped one is dropped too.

The new data is packed with ICU's own tools (``icupkg``, ``genccode``: Debian's icu-devtools)
under the same package name, assembled into a shared library with the same soname and symbol
(``gcc``), and checked before it replaces the original: the build venv's Python runs a probe
(collation order of words of each UI language, locale upper and lower case, Greek, Cyrillic
and Central European single-byte encoders, the time zone database) once with the bundle's
original library and once with the new one preloaded; the outputs must be identical.  Any
failure leaves the bundle as it was and exits non-zero.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

#: a locale's resource file: ``el.res``, ``en_GB.res``, ``sr_Latn_BA.res``, ``de_.res``
LOCALE = re.compile(r"^([a-z]{2,3})(_[A-Za-z0-9]*)*\.res$")
#: files with locale-like names that are not locales
NOT_LOCALES = {"root.res", "pool.res", "res_index.res"}
#: single-byte character set tables are small; the multi-byte (CJK) ones are large
MAX_CONVERTER = 16 * 1024
DEPENDS = re.compile(r"^Item (\S+) depends on missing item (\S+)")

PROBE = r"""
from PySide6.QtCore import QCollator, QLocale, QStringEncoder, QTimeZone
words = {"el": ["ωμέγα", "άλφα", "Βήτα", "γάμμα", "Άλφα", "ψ"],
         "ru": ["яблоко", "Ёж", "ель", "арбуз", "Ежевика", "щи"],
         "hu": ["ősz", "öt", "cukor", "csavar", "zebra", "álom", "alma", "dzsungel"],
         "en": ["b", "A", "a", "B", "Zulu", "éclair"]}
for lang, ws in sorted(words.items()):
    c = QCollator(QLocale(lang))
    print(lang, sorted(ws, key=c.sortKey), [QLocale(lang).toUpper(w) for w in ws],
          [QLocale(lang).toLower(w) for w in ws])
for name in ("ISO-8859-7", "ISO-8859-5", "ISO-8859-2", "windows-1253", "windows-1251", "windows-1250", "KOI8-R"):
    print(name, QStringEncoder(name).isValid())
print(QTimeZone(b"Europe/Athens").isValid(), QTimeZone(b"Europe/Budapest").isValid())
"""


def choose_removals(items: list[str], sizes: dict[str, int], languages: set[str]) -> list[str]:
    """The items of the ICU package to drop (``items`` as ``icupkg -l`` lists them,
    ``sizes`` the size of each, bytes)."""
    remove = []
    for item in items:
        folder, _, name = item.rpartition("/")
        locale = LOCALE.match(name)
        if folder == "translit":
            remove.append(item)
        elif name.endswith(".cnv") and sizes.get(item, 0) > MAX_CONVERTER:
            remove.append(item)
        elif locale and name not in NOT_LOCALES and locale.group(1) not in languages:
            remove.append(item)
    return remove


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def extract(library: Path, symbol: str, out: Path) -> None:
    """Copy the bytes of ``symbol`` (the ICU common data) out of ``library``."""
    sym = run(["nm", "-S", "-D", "--defined-only", str(library)]).stdout.split()
    at = sym.index(symbol)
    address, size = int(sym[at - 3], 16), int(sym[at - 2], 16)
    for line in run(["readelf", "-S", "-W", str(library)]).stdout.splitlines():
        parts = line.replace("[ ", "[").split()
        if len(parts) > 6 and parts[0].startswith("["):
            try:
                start, offset, length = int(parts[3], 16), int(parts[4], 16), int(parts[5], 16)
            except ValueError:
                continue
            if start <= address < start + length:
                with library.open("rb") as f:
                    f.seek(offset + address - start)
                    out.write_bytes(f.read(size))
                return
    raise SystemExit(f"trim_icu: {symbol} not found in a section of {library}")


def probe(python: str, preload: Path | None) -> str:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if preload is not None:
        env["LD_PRELOAD"] = str(preload)
    result = run([python, "-c", PROBE], env=env)
    if result.returncode != 0:
        raise SystemExit(f"trim_icu: the probe failed:\n{result.stderr[-2000:]}")
    return result.stdout + result.stderr  # Qt prints "Could not create collator" on stderr


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bundle", type=Path)
    ap.add_argument("--python", required=True, help="the build venv's Python (PySide6 of the same version)")
    ap.add_argument("--languages", nargs="+", default=["en", "el", "ru", "hu"])
    args = ap.parse_args(argv)
    for tool in ("icupkg", "genccode", "gcc", "nm", "readelf"):
        if shutil.which(tool) is None:
            print(f"trim_icu: {tool} not found (Debian: apt-get install icu-devtools gcc binutils)", file=sys.stderr)
            return 1
    found = sorted(args.bundle.glob("_internal/PySide6/Qt/lib/libicudata.so.*"))
    if not found:
        print("trim_icu: no libicudata in the bundle: nothing to do")
        return 0
    library = found[0]
    version = re.search(r"\.so\.(\d+)", library.name).group(1)
    package, symbol = f"icudt{version}l", f"icudt{version}_dat"
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        full, items_dir, out = tmp / f"{package}.dat", tmp / "items", tmp / "out"
        items_dir.mkdir(), out.mkdir()
        extract(library, symbol, full)
        items = run(["icupkg", "-l", str(full)]).stdout.split()
        if run(["icupkg", "-x", "*", "-d", str(items_dir), str(full)]).returncode != 0:
            raise SystemExit("trim_icu: icupkg could not list the data")
        sizes = {i: (items_dir / i).stat().st_size for i in items if (items_dir / i).exists()}
        remove = choose_removals(items, sizes, set(args.languages))
        small = out / f"{package}.dat"  # the package name comes from the file name
        for _ in range(10):  # drop what depends on a dropped item, until none does
            (tmp / "remove.txt").write_text("\n".join(remove) + "\n")
            small.unlink(missing_ok=True)
            result = run(["icupkg", "-r", str(tmp / "remove.txt"), str(full), str(small)])
            if small.exists():
                break
            more = [m.group(1) for m in map(DEPENDS.match, result.stderr.splitlines()) if m]
            if not more:
                raise SystemExit(f"trim_icu: icupkg failed: {result.stderr[-1000:]}")
            remove += more
        else:
            raise SystemExit("trim_icu: the dependencies did not settle")
        if run(["genccode", "-e", f"icudt{version}", "-a", "gcc", "-d", str(out), str(small)]).returncode != 0:
            raise SystemExit("trim_icu: genccode failed")
        new = out / library.name
        cc = run(["gcc", "-shared", "-nostdlib", f"-Wl,-soname,{library.name}", "-o", str(new),
                  str(out / f"{package}_dat.S")])
        if cc.returncode != 0:
            raise SystemExit(f"trim_icu: gcc failed: {cc.stderr[-1000:]}")
        before, after = probe(args.python, None), probe(args.python, new)
        if before != after:
            raise SystemExit(f"trim_icu: the trimmed data answers differently:\n--- full\n{before}\n--- trimmed\n{after}")
        old_size = library.stat().st_size
        shutil.copyfile(new, library)
        print(f"trim_icu: {library.name} {old_size / 2**20:.1f} MiB -> {library.stat().st_size / 2**20:.1f} MiB "
              f"({len(items) - len(remove)} of {len(items)} items kept; the probe answers the same)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
