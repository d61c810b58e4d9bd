#!/usr/bin/env bash
# packaging/macos/make-dmg.sh: on macOS, build cc-desktop.app and put it into a .dmg:
#
#     packaging/dist/cc-desktop.app                  (PyInstaller, the BUNDLE section of cc-desktop.spec:
#                                                     Info.plist with the .ccgame document type)
#     packaging/dist/cc-desktop-<version>.dmg        (hdiutil, the .app and a link to /Applications)
#
# It makes its own build venv (packaging/.build-venv-macos) with packaging/requirements-build.txt.
# --dmg-only packages an existing packaging/dist/cc-desktop.app.
# The .app is for the build machine's architecture only (arm64 on the CI's macos-latest) and for
# macOS MACOS_MINIMUM (cc-desktop.spec) or newer: macos_minimum.py --check fails the build if a
# file in it needs a newer macOS.
# The .app is signed ad hoc only (no Developer ID, not notarised): see "Install" in README.md for
# what Gatekeeper then asks.  UNVERIFIED: written for the macOS runner of
# .github/workflows/installers.yml; never run on this project's Linux machines.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
DIST=$ROOT/packaging/dist
VENV=${CC_BUILD_VENV:-$ROOT/packaging/.build-venv-macos}
PYTHON=${PYTHON:-python3.11}
[ "$(uname -s)" = Darwin ] || { echo "make-dmg.sh: run this on macOS (hdiutil, codesign)" >&2; exit 77; }
VERSION=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$ROOT/pyproject.toml" | head -1)
APP=$DIST/cc-desktop.app

if [ "${1:-}" != "--dmg-only" ]; then
    if [ ! -x "$VENV/bin/python" ]; then
        "$PYTHON" -m venv "$VENV"
        "$VENV/bin/python" -m pip install -q --only-binary=:all: -r "$ROOT/packaging/requirements-build.txt"
    fi
    "$VENV/bin/python" -m pip install -q --no-deps --no-build-isolation --force-reinstall "$ROOT"
    (cd "$ROOT" && "$VENV/bin/pyinstaller" --noconfirm --clean --distpath "$DIST" \
        --workpath "$ROOT/packaging/build/pyinstaller-macos" packaging/cc-desktop.spec)
fi
[ -d "$APP" ] || { echo "make-dmg.sh: $APP not found" >&2; exit 1; }

# the oldest macOS it runs on: no file in the .app may be built for a newer macOS than
# MACOS_MINIMUM in cc-desktop.spec, which Info.plist's LSMinimumSystemVersion states
PYBIN=$VENV/bin/python
[ -x "$PYBIN" ] || PYBIN=python3
"$PYBIN" "$HERE/macos_minimum.py" --check "$APP"

# ad-hoc signature over the whole bundle (Apple silicon refuses unsigned code)
codesign --force --deep --sign - "$APP"
codesign --verify --deep --strict "$APP"
QT_QPA_PLATFORM=offscreen "$APP/Contents/MacOS/cc-desktop" --smoke

STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG=$DIST/cc-desktop-$VERSION.dmg
rm -f "$DMG"
hdiutil create -volname "cc-desktop $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"
ls -l "$DMG"
