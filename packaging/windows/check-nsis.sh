#!/usr/bin/env bash
# packaging/windows/check-nsis.sh: check packaging/windows/cc-desktop.nsi on Linux.
#
#   1. makensis compiles it (warnings are errors) against a PLACEHOLDER bundle: PyInstaller
#      cannot build the Windows bundle here, so the setup.exe made here installs no working game.
#      It compiles with what the official NSIS distribution (the Windows CI runner's, from
#      Chocolatey) has: a copy of the NSIS data folder whose Stubs/ and Plugins/ hold only the
#      x86-unicode builds (Debian's nsis package also has amd64-unicode ones, the official one
#      does not).  A control script with "Target amd64-unicode" must fail to compile there, which
#      proves the restriction holds; the setup.exe must be a 32-bit (i386) PE program.
#   2. with --wine (needs wine with wine32: dpkg --add-architecture i386 && apt-get update &&
#      apt-get install wine wine64 wine32:i386), the placeholder installer is run silently in a
#      fresh 64-bit Wine prefix: it must install into %LOCALAPPDATA%\Programs\cc-desktop, add
#      the Start-menu shortcut, the .ccgame association and the Apps entry under HKCU (64-bit
#      view, nothing under Wow6432Node), and its uninstaller must remove all of that again.  The
#      same prefix set to Windows 7, and a 32-bit prefix set to Windows 10, must make the
#      installer refuse (exit code 2) and install nothing.  Wine is not Windows: the real check
#      is the windows job of .github/workflows/installers.yml.
# Output: packaging/build/nsis-check/.  Exit 77 if makensis (or, with --wine, wine) is missing.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
command -v makensis >/dev/null || { echo "check-nsis.sh: makensis not found (apt-get install nsis)" >&2; exit 77; }
VERSION=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$ROOT/pyproject.toml" | head -1)
OUT=$ROOT/packaging/build/nsis-check
SETUP=$OUT/cc-desktop-$VERSION-setup.exe
rm -rf "$OUT" && mkdir -p "$OUT/cc-desktop/_internal/resources"
# the shape of a Windows bundle: the program and its contents folder
printf 'placeholder, not a program\n' > "$OUT/cc-desktop/cc-desktop.exe"
cp -r "$ROOT/resources/fonts" "$OUT/cc-desktop/_internal/resources/"

# an NSIS data folder as the official distribution has it: x86 stubs and plugins only
SYSDIR=$(makensis -HDRINFO 2>/dev/null | grep -o 'NSISDIR=[^,]*' | cut -d= -f2)
[ -d "$SYSDIR/Stubs" ] || { echo "check-nsis.sh: no NSIS data folder ($SYSDIR)" >&2; exit 1; }
X86=$OUT/nsis-x86-unicode-only
mkdir -p "$X86/Stubs" "$X86/Plugins"
for d in Include Contrib; do ln -s "$SYSDIR/$d" "$X86/$d"; done
cp "$SYSDIR"/Stubs/*-x86-unicode "$SYSDIR/Stubs/uninst" "$X86/Stubs/"
ln -s "$SYSDIR/Plugins/x86-unicode" "$X86/Plugins/x86-unicode"
echo "NSIS data folder with x86-unicode stubs only: $(cd "$X86/Stubs" && echo *)"
printf 'Unicode true\nTarget amd64-unicode\nOutFile "%s"\nSection\nSectionEnd\n' "$OUT/amd64.exe" > "$OUT/amd64-control.nsi"
if NSISDIR=$X86 makensis -V1 "$OUT/amd64-control.nsi" >"$OUT/amd64-control.log" 2>&1; then
    echo "check-nsis.sh: an amd64-unicode script compiled without amd64 stubs: the check proves nothing" >&2
    exit 1
fi
echo "control: 'Target amd64-unicode' fails there ($(grep -m1 -o 'adequate stub not found' "$OUT/amd64-control.log" || echo failed))"

NSISDIR=$X86 makensis -V2 -WX -DVERSION="$VERSION" -DDIST="$OUT/cc-desktop" -DOUTFILE="$SETUP" "$HERE/cc-desktop.nsi"
# the PE header: "PE\0\0" at the offset in 0x3c, then the machine (0x014c = i386)
machine=$(python3 -c 'import struct, sys
d = open(sys.argv[1], "rb").read(4096); o = struct.unpack_from("<I", d, 0x3c)[0]
print("%04x" % struct.unpack_from("<H", d, o + 4)[0] if d[o:o + 4] == b"PE\0\0" else "none")' "$SETUP")
[ "$machine" = 014c ] || { echo "check-nsis.sh: $SETUP is not an i386 PE program (machine $machine)" >&2; exit 1; }
echo "makensis: compiled $(basename "$SETUP") ($(stat -c %s "$SETUP") bytes, PE machine i386) with x86-unicode stubs only"
[ "${1:-}" = --wine ] || exit 0

# the installer is a 32-bit program: Debian's wine wrapper runs it with the 32-bit loader (wine32)
WINE=$(command -v wine || true)
WINESERVER=$(command -v wineserver || ls /usr/lib/wine/wineserver 2>/dev/null || true)
[ -n "$WINE" ] && [ -n "$WINESERVER" ] || { echo "check-nsis.sh: wine not found (apt-get install wine wine64 wine32:i386)" >&2; exit 77; }
if [ -x /usr/lib/wine/wine64 ] && [ ! -x /usr/lib/wine/wine ]; then
    echo "check-nsis.sh: wine32 is missing, and the installer is a 32-bit program (dpkg --add-architecture i386 && apt-get update && apt-get install wine32:i386)" >&2
    exit 77
fi
# winemenubuilder off: it would copy the shortcut and the association into the host desktop
REGVIEW=/reg:64
export WINEPREFIX=$OUT/wineprefix WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d" DISPLAY=
w() { timeout 120 "$WINE" "$@" 2>/dev/null | tr -d '\r'; }
state() {  # the prefix's user files and its HKCU lines about us
    (cd "$WINEPREFIX/drive_c/users" && find . | grep -v '/Temp' | sort) > "$1.files"
    # shellcheck disable=SC2086
    w reg export HKCU "$1.reg-utf16" $REGVIEW >/dev/null || true
    iconv -f UTF-16LE -t UTF-8 "$1.reg-utf16" 2>/dev/null | tr -d '\r' | grep -i 'ccgame\|cc-desktop' > "$1.reg" || true
}
fail=0
check() { if eval "$2"; then echo "PASS  $1"; else echo "FAIL  $1"; fail=1; fi; }
unix() { winepath -u "$1" 2>/dev/null; }
SETUP_W=$(winepath -w "$SETUP" 2>/dev/null || echo "$SETUP")

echo "wine: a fresh 64-bit prefix"
w wineboot --init >/dev/null; "$WINESERVER" -w
state "$OUT/before"
# as Windows 7 first: the installer must refuse (the game's Qt 6 needs Windows 10)
w winecfg -v win7 >/dev/null; "$WINESERVER" -w
rc=0; w "$SETUP_W" /S >/dev/null || rc=$?
"$WINESERVER" -w
state "$OUT/win7"
check "on Windows 7 the installer stops with exit code 2 (got $rc) and installs nothing" \
    '[ "$rc" = 2 ] && cmp -s "$OUT/before.files" "$OUT/win7.files" && cmp -s "$OUT/before.reg" "$OUT/win7.reg"'
w winecfg -v win10 >/dev/null; "$WINESERVER" -w
echo "wine: the prefix now says Windows $(w winecfg -v)"
rc=0; w "$SETUP_W" /S >/dev/null || rc=$?
"$WINESERVER" -w
LAD=$(w cmd /c echo %LOCALAPPDATA%)
INST="$LAD\\Programs\\cc-desktop"
check "the installer exits 0 (it ran: $rc)" '[ "$rc" = 0 ]'
check "installed into $INST" '[ -f "$(unix "$INST\\cc-desktop.exe")" ] && [ -f "$(unix "$INST\\uninstall.exe")" ] && [ -d "$(unix "$INST\\_internal\\resources\\fonts")" ]'
check "Start-menu shortcut" '[ -f "$(unix "$(w cmd /c echo %APPDATA%)\\Microsoft\\Windows\\Start Menu\\Programs\\cc-desktop.lnk")" ]'
check ".ccgame -> cc-desktop.ccgame (HKCU, 64-bit view)" 'w reg query "HKCU\\Software\\Classes\\.ccgame" /ve /reg:64 | grep -q "cc-desktop.ccgame"'
check "open command passes the file" 'w reg query "HKCU\\Software\\Classes\\cc-desktop.ccgame\\shell\\open\\command" /ve /reg:64 | grep -qF "\"$INST\\cc-desktop.exe\" \"%1\""'
check "Apps entry with the uninstaller (64-bit view)" 'w reg query "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\cc-desktop" /v UninstallString /reg:64 | grep -qF "uninstall.exe"'
check "nothing under Wow6432Node (the 32-bit view)" '! w reg query "HKCU\\Software\\Wow6432Node\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\cc-desktop" >/dev/null 2>&1 && ! w reg query "HKCU\\Software\\Classes\\Wow6432Node\\.ccgame" >/dev/null 2>&1'
check "nothing written outside the user's hive (no HKLM)" '! w reg query "HKLM\\Software\\Classes\\.ccgame" /reg:64 >/dev/null 2>&1 && ! w reg query "HKLM\\Software\\Classes\\.ccgame" /reg:32 >/dev/null 2>&1'
state "$OUT/installed"
check "the registry export sees our keys while installed ($(grep -c . "$OUT/installed.reg") lines)" '[ -s "$OUT/installed.reg" ]'
w "$INST\\uninstall.exe" /S >/dev/null || true
"$WINESERVER" -w
sleep 2; "$WINESERVER" -w
state "$OUT/after"
left_files=$(comm -13 "$OUT/before.files" "$OUT/after.files")
left_reg=$(comm -13 <(sort "$OUT/before.reg") <(sort "$OUT/after.reg"))
check "uninstall removed every file" '[ -z "$left_files" ]'
check "uninstall removed every registry key" '[ -z "$left_reg" ]'
[ -z "$left_files$left_reg" ] || { echo "left:"; echo "$left_files"; echo "$left_reg"; }

echo "wine: a fresh 32-bit prefix (32-bit Windows: the installer must refuse)"
"$WINESERVER" -k 2>/dev/null || true
export WINEPREFIX=$OUT/wineprefix32 WINEARCH=win32
REGVIEW=""
w wineboot --init >/dev/null; "$WINESERVER" -w
w winecfg -v win10 >/dev/null; "$WINESERVER" -w
state "$OUT/before32"
rc=0; w "$SETUP_W" /S >/dev/null || rc=$?
"$WINESERVER" -w
state "$OUT/after32"
check "on 32-bit Windows the installer stops with exit code 2 (got $rc)" '[ "$rc" = 2 ]'
check "and installs nothing" '[ -z "$(comm -13 "$OUT/before32.files" "$OUT/after32.files")" ] && [ ! -s "$OUT/after32.reg" ]'
"$WINESERVER" -k 2>/dev/null || true
if [ "$fail" = 0 ]; then echo "check-nsis.sh --wine: PASS"; else echo "check-nsis.sh --wine: FAIL"; exit 1; fi
