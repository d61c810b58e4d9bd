#!/usr/bin/env bash
# packaging/windows/check-nsis.sh: check packaging/windows/cc-desktop.nsi on Linux.
#
#   1. makensis compiles it (warnings are errors) against a PLACEHOLDER bundle: PyInstaller
#      cannot build the Windows bundle here, so the setup.exe made here installs no working game;
#   2. with --wine (needs wine64: apt-get install wine64 wine), the placeholder installer is run
#      silently in a fresh Wine prefix: it must install into %LOCALAPPDATA%\Programs\cc-desktop,
#      add the Start-menu shortcut, the .ccgame association and the Apps entry under HKCU, and its
#      uninstaller must remove all of that again.  Wine is not Windows: the real check is the
#      windows job of .github/workflows/installers.yml.
# Output: packaging/build/nsis-check/.  Exit 77 if makensis is missing.
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
makensis -V2 -WX -DVERSION="$VERSION" -DDIST="$OUT/cc-desktop" -DOUTFILE="$SETUP" "$HERE/cc-desktop.nsi"
echo "makensis: compiled $(basename "$SETUP") ($(stat -c %s "$SETUP") bytes): $(file -b "$SETUP" 2>/dev/null || true)"
[ "${1:-}" = --wine ] || exit 0

WINE=$(command -v wine64 || ls /usr/lib/wine/wine64 2>/dev/null || true)
WINESERVER=$(command -v wineserver || ls /usr/lib/wine/wineserver 2>/dev/null || true)
[ -n "$WINE" ] && [ -n "$WINESERVER" ] || { echo "check-nsis.sh: wine64 not found (apt-get install wine64 wine)" >&2; exit 77; }
# winemenubuilder off: it would copy the shortcut and the association into the host desktop
export WINEPREFIX=$OUT/wineprefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d" DISPLAY=
w() { timeout 120 "$WINE" "$@" 2>/dev/null | tr -d '\r'; }
state() {  # the prefix's user files and its HKCU lines about us
    (cd "$WINEPREFIX/drive_c/users" && find . | grep -v '/Temp' | sort) > "$1.files"
    w reg export HKCU "$1.reg-utf16" >/dev/null || true
    iconv -f UTF-16LE -t UTF-8 "$1.reg-utf16" 2>/dev/null | tr -d '\r' | grep -i 'ccgame\|cc-desktop' > "$1.reg" || true
}
echo "wine: a fresh prefix"
w wineboot --init >/dev/null; "$WINESERVER" -w
state "$OUT/before"
w "$(winepath -w "$SETUP" 2>/dev/null || echo "$SETUP")" /S >/dev/null || true
"$WINESERVER" -w
LAD=$(w cmd /c echo %LOCALAPPDATA%)
INST="$LAD\\Programs\\cc-desktop"
fail=0
check() { if eval "$2"; then echo "PASS  $1"; else echo "FAIL  $1"; fail=1; fi; }
unix() { winepath -u "$1" 2>/dev/null; }
check "installed into $INST" '[ -f "$(unix "$INST\\cc-desktop.exe")" ] && [ -f "$(unix "$INST\\uninstall.exe")" ] && [ -d "$(unix "$INST\\_internal\\resources\\fonts")" ]'
check "Start-menu shortcut" '[ -f "$(unix "$(w cmd /c echo %APPDATA%)\\Microsoft\\Windows\\Start Menu\\Programs\\cc-desktop.lnk")" ]'
check ".ccgame -> cc-desktop.ccgame (HKCU)" 'w reg query "HKCU\\Software\\Classes\\.ccgame" /ve | grep -q "cc-desktop.ccgame"'
check "open command passes the file" 'w reg query "HKCU\\Software\\Classes\\cc-desktop.ccgame\\shell\\open\\command" /ve | grep -qF "\"$INST\\cc-desktop.exe\" \"%1\""'
check "Apps entry with the uninstaller" 'w reg query "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\cc-desktop" /v UninstallString | grep -qF "uninstall.exe"'
check "nothing written outside the user's hive (no HKLM)" '! w reg query "HKLM\\Software\\Classes\\.ccgame" >/dev/null 2>&1'
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
if [ "$fail" = 0 ]; then echo "check-nsis.sh --wine: PASS"; else echo "check-nsis.sh --wine: FAIL"; exit 1; fi
