#!/usr/bin/env bash
# packaging/build.sh: one command from a checkout to
#
#     packaging/dist/cc-desktop/                        the PyInstaller one-folder bundle
#     packaging/dist/cc-desktop_<version>_<arch>.deb    the Debian package
#
# on Debian 12 / Ubuntu 23.04 or newer (glibc >= 2.36).  It makes its own build venv
# (packaging/.build-venv, remade when packaging/requirements-build.txt changes) with the pinned
# tools of requirements-build.txt, installs the app there, runs PyInstaller with
# packaging/cc-desktop.spec, checks the bundle (libraries, --smoke, a few simulated games) and
# assembles the .deb (linux/make-deb.sh).  packaging/test-install.sh then installs it on a bare Debian.
#
# Options:
#   --untrimmed    also build the bundle without the spec's trimming, to report both sizes
#   --bundle-only  stop after the bundle (no .deb)
#   --no-apt       never install system packages; report the missing ones and stop
# Environment: PYTHON (the interpreter for the build venv, default python3.11 or python3),
#   CC_BUILD_VENV (the venv folder).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
VENV=${CC_BUILD_VENV:-$HERE/.build-venv}
DIST=$HERE/dist
WORK=$HERE/build
UNTRIMMED=0
BUNDLE_ONLY=0
USE_APT=1
for arg in "$@"; do
    case "$arg" in
        --untrimmed) UNTRIMMED=1 ;;
        --bundle-only) BUNDLE_ONLY=1 ;;
        --no-apt) USE_APT=0 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "build.sh: unknown option $arg (see --help)" >&2; exit 2 ;;
    esac
done

SECONDS=0
say() { printf '\n== %s\n' "$*"; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }

[ "$(uname -s)" = Linux ] || die "this script builds the Linux bundle and .deb; Windows and macOS are built by .github/workflows/installers.yml"
command -v dpkg-deb >/dev/null || die "dpkg-deb not found: build on Debian or Ubuntu"

# --- system libraries -----------------------------------------------------------------------
# PyInstaller copies into the bundle only the libraries this machine has: the Qt X11 and
# Wayland plugins need these at build time (and strip/readelf come from binutils).
APT_PACKAGES="binutils gcc icu-devtools libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxkbcommon-x11-0
libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xfixes0 libxcb-sync1
libxcb-xkb1 libxcb-shm0 libxcb-glx0 libxcb-util1 libx11-xcb1 libxkbcommon0 libfontconfig1
libfreetype6 libdbus-1-3 libgl1 libegl1 libwayland-client0 libwayland-cursor0 libwayland-egl1"
say "system packages"
missing=""
for p in $APT_PACKAGES; do
    dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed' || missing="$missing $p"
done
if [ -n "$missing" ]; then
    if [ "$USE_APT" = 1 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "installing:$missing"
        export DEBIAN_FRONTEND=noninteractive
        # shellcheck disable=SC2086
        apt-get install -y -q --no-install-recommends $missing \
            || { apt-get update -q && apt-get install -y -q --no-install-recommends $missing; } \
            || die "could not install:$missing"
    else
        die "missing system packages:$missing
  install them first:  sudo apt-get install$missing"
    fi
else
    echo "all present"
fi

# --- the build venv ---------------------------------------------------------------------------
say "build venv $VENV"
if [ -z "${PYTHON:-}" ]; then
    PYTHON=$(command -v python3.11 || command -v python3 || true)
fi
[ -n "$PYTHON" ] || die "no python3 found (set PYTHON=/path/to/python3.11)"
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || die "$PYTHON is older than Python 3.11"
stamp="$(sha256sum "$HERE/requirements-build.txt" | cut -d' ' -f1) $("$PYTHON" -c 'import sys; print(sys.version)' | head -1)"
if [ ! -x "$VENV/bin/python" ] || [ "$(cat "$VENV/.stamp" 2>/dev/null)" != "$stamp" ]; then
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV"
    "$VENV/bin/python" -m pip install -q --only-binary=:all: -r "$HERE/requirements-build.txt"
    echo "$stamp" > "$VENV/.stamp"
fi
"$VENV/bin/python" -c 'import sys, PyInstaller; print("Python", sys.version.split()[0], "PyInstaller", PyInstaller.__version__)'

# the app itself, from a clean copy of the checkout (so no build files land in the work tree)
STAGE=$WORK/src
rm -rf "$STAGE" && mkdir -p "$STAGE"
(cd "$ROOT" && tar cf - --exclude=__pycache__ --exclude='*.pyc' pyproject.toml setup.py MANIFEST.in README.md cc_desktop resources maps) | (cd "$STAGE" && tar xf -)
"$VENV/bin/python" -m pip install -q --no-deps --no-build-isolation --force-reinstall "$STAGE"
VERSION=$("$VENV/bin/python" -c 'import tomllib, sys; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' "$ROOT/pyproject.toml")
echo "cc-desktop $VERSION installed in the build venv"

# --- PyInstaller ------------------------------------------------------------------------------
pyinstaller() {  # pyinstaller DISTPATH WORKPATH LOG
    (cd "$ROOT" && "$VENV/bin/pyinstaller" --noconfirm --clean --distpath "$1" --workpath "$2" \
        "$HERE/cc-desktop.spec") > "$3" 2>&1 || { tail -40 "$3"; die "PyInstaller failed, log: $3"; }
}
mkdir -p "$DIST" "$WORK"
if [ "$UNTRIMMED" = 1 ]; then
    say "PyInstaller, untrimmed (for the size report)"
    CC_DESKTOP_UNTRIMMED=1 pyinstaller "$WORK/untrimmed" "$WORK/pyinstaller-untrimmed" "$WORK/pyinstaller-untrimmed.log"
    untrimmed_bytes=$(du -sb "$WORK/untrimmed/cc-desktop" | cut -f1)
    echo "untrimmed bundle: $(mib "$untrimmed_bytes")"
fi
say "PyInstaller"
t0=$SECONDS
CC_DESKTOP_UNTRIMMED=0 pyinstaller "$DIST" "$WORK/pyinstaller" "$WORK/pyinstaller.log"
grep -E "trimmed|WARNING" "$WORK/pyinstaller.log" | grep -v "Library not found.*platformthemes" || true
BUNDLE=$DIST/cc-desktop
# debug symbols off libpython and the stdlib's extension modules only (safe; never strip=True,
# which breaks numpy's OpenBLAS)
find "$BUNDLE/_internal" -maxdepth 1 -name 'libpython3*.so*' -type f -exec strip --strip-debug {} +
find "$BUNDLE/_internal" -path '*/lib-dynload/*.so' -type f -exec strip --strip-debug {} +
# ICU's data: the root and the UI languages only (31 MB -> 8 MB), checked by a probe first
"$VENV/bin/python" "$HERE/linux/trim_icu.py" "$BUNDLE" --python "$VENV/bin/python" || die "trimming ICU's data failed"
bundle_bytes=$(du -sb "$BUNDLE" | cut -f1)
echo "bundle: $BUNDLE, $(mib "$bundle_bytes"), built in $((SECONDS - t0)) s"

# --- check the bundle -------------------------------------------------------------------------
say "checking the bundle"
# every library a bundled ELF file needs is either in the bundle or provided by the .deb's
# Depends (libc6, libgl1, libegl1, libxcb1) or Recommends (libwayland-*)
SYSTEM_LIBS='^(libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|librt\.so\.1|libutil\.so\.1|ld-linux-x86-64\.so\.2|ld-linux-aarch64\.so\.1|libGL\.so\.1|libEGL\.so\.1|libxcb\.so\.1|libwayland-(client|cursor|egl)\.so\.[01])$'
have=$(find "$BUNDLE" \( -type f -o -type l \) -printf '%f\n' | sort -u)
needed=$(find "$BUNDLE" -type f \( -name '*.so*' -o -name cc-desktop \) -exec readelf -d {} + 2>/dev/null \
    | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort -u)
unresolved=$(comm -23 <(echo "$needed") <(echo "$have") | grep -Ev "$SYSTEM_LIBS" || true)
[ -z "$unresolved" ] || die "bundled files need libraries that are neither bundled nor in Depends:
$unresolved"
libc_min=$(find "$BUNDLE" -type f \( -name '*.so*' -o -name cc-desktop \) -exec objdump -T {} + 2>/dev/null \
    | grep -oE 'GLIBC_[0-9]+\.[0-9]+(\.[0-9]+)?' | sed 's/GLIBC_//' | sort -uV | tail -1)
echo "libraries: all resolved; needs glibc >= $libc_min"
dangling=$(find "$BUNDLE" -xtype l)
[ -z "$dangling" ] || die "dangling links in the bundle: $dangling"
for lang in en el ru hu; do
    CC_DESKTOP_LANG=$lang QT_QPA_PLATFORM=offscreen "$BUNDLE/cc-desktop" --smoke 2>/dev/null
done
QT_QPA_PLATFORM=offscreen "$BUNDLE/cc-desktop" simulate --games 2 --check | sed -n 2p
"$BUNDLE/cc-desktop" --version

if [ "$BUNDLE_ONLY" = 1 ]; then
    echo "bundle only: done in $SECONDS s"
    exit 0
fi

# --- the .deb ---------------------------------------------------------------------------------
# linux/make-deb.sh: the package tree (bundle in /opt, launcher, menu entry, MIME type, icons,
# manual page, copyright, changelog), DEBIAN/control, maintainer scripts, md5sums, dpkg-deb
say "Debian package"
t0=$SECONDS
DEB=$("$HERE/linux/make-deb.sh" --version "$VERSION" --libc-min "$libc_min" --work "$WORK/deb-root" "$BUNDLE" "$DIST")
deb_bytes=$(stat -c %s "$DEB")
echo "$DEB: $(mib "$deb_bytes"), xz-compressed in $((SECONDS - t0)) s"
dpkg-deb --field "$DEB" Package Version Architecture Installed-Size Depends Recommends

say "done in $SECONDS s"
[ "$UNTRIMMED" = 1 ] && echo "untrimmed bundle: $(mib "$untrimmed_bytes")"
echo "bundle:           $(mib "$bundle_bytes")  $BUNDLE"
echo "package:          $(mib "$deb_bytes")  $DEB"
