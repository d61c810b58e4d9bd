"""The oldest macOS that a set of Mach-O files can run on, per architecture.

    python macos_minimum.py PATH...          report
    python macos_minimum.py --check PATH...  also fail (exit 1) if a file needs a newer macOS than
                                             MACOS_MINIMUM in packaging/cc-desktop.spec, or if a
                                             .app's Info.plist says something else

PATH is a file, a folder (a .app: every file in it) or a wheel (.whl: every member).  Each
Mach-O file (thin or universal) states the macOS it was built for in its LC_BUILD_VERSION
(minos) or LC_VERSION_MIN_MACOSX load command; the loader refuses a file whose minimum is newer
than the running system.  Pure Python: runs on Linux too (tests/test_packaging.py), on the .app
in packaging/macos/make-dmg.sh, and on the pinned wheels by hand:

    pip download --no-deps --only-binary=:all: --platform macosx_15_0_arm64 --python-version 3.11 \
        -d wheels -r packaging/requirements-build.txt
    python packaging/macos/macos_minimum.py wheels/*.whl
"""

from __future__ import annotations

import ast
import os
import plistlib
import struct
import sys
import zipfile
from pathlib import Path

SPEC = Path(__file__).resolve().parent.parent / "cc-desktop.spec"

LC_VERSION_MIN_MACOSX = 0x24
LC_BUILD_VERSION = 0x32
PLATFORM_MACOS = 1
CPU_NAMES = {7: "i386", 0x01000007: "x86_64", 12: "arm", 0x0100000C: "arm64", 0x0200000C: "arm64_32"}
FAT_MAGICS = {b"\xca\xfe\xba\xbe": False, b"\xca\xfe\xba\xbf": True}  # big-endian; True: 64-bit
THIN_MAGICS = {b"\xcf\xfa\xed\xfe": ("<", 32), b"\xce\xfa\xed\xfe": ("<", 28),
               b"\xfe\xed\xfa\xcf": (">", 32), b"\xfe\xed\xfa\xce": (">", 28)}


def spec_minimum() -> str:
    """MACOS_MINIMUM in cc-desktop.spec: the one place that states the minimum."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "MACOS_MINIMUM" for t in node.targets):
            return ast.literal_eval(node.value)
    raise SystemExit(f"{SPEC}: no MACOS_MINIMUM")


def version_tuple(text: str) -> tuple[int, ...]:
    parts = [int(p) for p in text.split(".")]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return tuple(parts)


def _decode(v: int) -> str:
    """xxxx.yy.zz nibbles -> '14.0' or '10.13.4'."""
    major, minor, patch = v >> 16, (v >> 8) & 0xFF, v & 0xFF
    return f"{major}.{minor}.{patch}" if patch else f"{major}.{minor}"


def _thin(data: bytes, offset: int = 0) -> tuple[str, str | None] | None:
    """(architecture, minimum macOS or None) of the thin Mach-O image at offset."""
    kind = THIN_MAGICS.get(data[offset:offset + 4])
    if kind is None:
        return None
    endian, header_size = kind
    cputype, _sub, _filetype, ncmds, _sizeofcmds = struct.unpack_from(endian + "iIIII", data, offset + 4)
    arch = CPU_NAMES.get(cputype & 0xFFFFFFFF, hex(cputype & 0xFFFFFFFF))
    pos = offset + header_size
    for _ in range(ncmds):
        if pos + 8 > len(data):
            break
        cmd, size = struct.unpack_from(endian + "II", data, pos)
        if cmd == LC_BUILD_VERSION:
            platform, minos = struct.unpack_from(endian + "II", data, pos + 8)
            if platform == PLATFORM_MACOS:
                return arch, _decode(minos)
        elif cmd == LC_VERSION_MIN_MACOSX:
            return arch, _decode(struct.unpack_from(endian + "I", data, pos + 8)[0])
        if size < 8:
            break
        pos += size
    return arch, None


def macho_minimums(data: bytes) -> list[tuple[str, str | None]]:
    """[(architecture, minimum macOS)] of a Mach-O file's images; [] if it is not one."""
    is64 = FAT_MAGICS.get(data[:4])
    if is64 is not None:
        (count,) = struct.unpack_from(">I", data, 4)
        if count > 32:  # a Java class file has the same magic, then its version
            return []
        images = []
        for i in range(count):
            if is64:
                _cpu, _sub, offset, _size, _align, _res = struct.unpack_from(">iiQQII", data, 8 + i * 32)
            else:
                _cpu, _sub, offset, _size, _align = struct.unpack_from(">iiIII", data, 8 + i * 20)
            image = _thin(data, offset)
            if image:
                images.append(image)
        return images
    image = _thin(data)
    return [image] if image else []


def scan(paths) -> dict[str, tuple[str, str]]:
    """{architecture: (highest minimum, the file that needs it)} over every Mach-O file."""
    worst: dict[str, tuple[str, str]] = {}

    def note(name: str, data: bytes) -> None:
        for arch, minimum in macho_minimums(data):
            if minimum and (arch not in worst or version_tuple(minimum) > version_tuple(worst[arch][0])):
                worst[arch] = (minimum, name)

    for path in map(Path, paths):
        if path.is_dir():
            for root, _dirs, files in os.walk(path):
                for name in files:
                    file = Path(root, name)
                    if file.is_file() and not file.is_symlink():
                        with open(file, "rb") as f:
                            head = f.read(4)
                            if head in FAT_MAGICS or head in THIN_MAGICS:
                                note(str(file), head + f.read())
        elif path.suffix == ".whl":
            with zipfile.ZipFile(path) as whl:
                for info in whl.infolist():
                    with whl.open(info) as f:
                        head = f.read(4)
                        if head in FAT_MAGICS or head in THIN_MAGICS:
                            note(f"{path.name}:{info.filename}", head + f.read())
        else:
            note(str(path), path.read_bytes())
    return worst


def main(argv: list[str]) -> int:
    check = "--check" in argv
    paths = [a for a in argv if a != "--check"]
    if not paths:
        print(__doc__)
        return 2
    worst = scan(paths)
    if not worst:
        print("no Mach-O files")
        return 1 if check else 0
    for arch, (minimum, name) in sorted(worst.items()):
        print(f"{arch}: needs macOS {minimum} ({name})")
    if not check:
        return 0
    promised = spec_minimum()
    failed = [arch for arch, (minimum, _n) in worst.items() if version_tuple(minimum) > version_tuple(promised)]
    for arch in failed:
        print(f"FAIL: {arch} needs macOS {worst[arch][0]}, newer than MACOS_MINIMUM = {promised} in {SPEC.name}")
    for path in map(Path, paths):
        plist = path / "Contents" / "Info.plist"
        if path.suffix == ".app" and plist.is_file():
            stated = plistlib.loads(plist.read_bytes()).get("LSMinimumSystemVersion")
            if stated != promised:
                print(f"FAIL: {plist} says LSMinimumSystemVersion {stated}, the spec {promised}")
                failed.append(str(plist))
    if not failed:
        print(f"OK: nothing needs a macOS newer than {promised} (MACOS_MINIMUM)")
        needed = max((m for m, _n in worst.values()), key=version_tuple)
        if version_tuple(needed) < version_tuple(promised):
            print(f"note: these files would allow macOS {needed}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
