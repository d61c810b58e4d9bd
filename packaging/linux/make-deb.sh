#!/usr/bin/env bash
# packaging/linux/make-deb.sh: assemble the Debian package from a one-folder bundle.
#
#   packaging/linux/make-deb.sh [options] BUNDLE OUTDIR
#
# BUNDLE is the PyInstaller folder (packaging/dist/cc-desktop, with the program cc-desktop);
# the package is OUTDIR/cc-desktop_<version>_<arch>.deb.  packaging/build.sh runs this after it
# has built and checked the bundle; tests/test_packaging.py runs it on a placeholder bundle.
# Options:
#   --version V     package version (default: [project] version in pyproject.toml)
#   --arch A        Debian architecture (default: dpkg --print-architecture)
#   --libc-min V    the glibc the bundle needs, for Depends: libc6 (>= V) (default: the highest
#                   GLIBC_ symbol version that the bundle's ELF files use, by objdump)
#   --work DIR      where the package tree is assembled (default packaging/build/deb-root)
#   -Z TYPE         dpkg-deb compression (default xz)
# Environment: SOURCE_DATE_EPOCH, the changelog entry's date (default: the last commit's time,
#   else pyproject.toml's modification time).
set -euo pipefail

# The package's maintainer: the Maintainer field, the changelog's sign-off and the copyright
# file's Upstream-Contact.  This is the one place that names it.
MAINTAINER="cc_desktop developers <cc-desktop@users.noreply.github.com>"

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
die() { printf 'make-deb.sh: %s\n' "$*" >&2; exit 1; }

VERSION="" ARCH="" LIBC_MIN="" PKG="$ROOT/packaging/build/deb-root" COMPRESS=xz
while [ $# -gt 0 ]; do
    case "$1" in
        --version) VERSION=$2; shift 2 ;;
        --arch) ARCH=$2; shift 2 ;;
        --libc-min) LIBC_MIN=$2; shift 2 ;;
        --work) PKG=$2; shift 2 ;;
        -Z) COMPRESS=$2; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) die "unknown option $1 (see --help)" ;;
        *) break ;;
    esac
done
[ $# = 2 ] || die "usage: make-deb.sh [options] BUNDLE OUTDIR (see --help)"
BUNDLE=$(cd "$1" && pwd)
OUTDIR=$2
[ -x "$BUNDLE/cc-desktop" ] || die "$BUNDLE/cc-desktop: no such program (not a bundle?)"
command -v dpkg-deb >/dev/null || die "dpkg-deb not found: run this on Debian or Ubuntu"

if [ -z "$VERSION" ]; then
    VERSION=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$ROOT/pyproject.toml" | head -1)
fi
[[ "$VERSION" =~ ^[0-9][A-Za-z0-9.+~-]*$ ]] || die "not a Debian version: '$VERSION'"
[ -n "$ARCH" ] || ARCH=$(dpkg --print-architecture)
if [ -z "$LIBC_MIN" ]; then
    LIBC_MIN=$(find "$BUNDLE" -type f \( -name '*.so*' -o -name cc-desktop \) -exec objdump -T {} + 2>/dev/null \
        | grep -oE 'GLIBC_[0-9]+\.[0-9]+(\.[0-9]+)?' | sed 's/GLIBC_//' | sort -uV | tail -1 || true)
fi
[ -n "$LIBC_MIN" ] || die "could not tell which glibc the bundle needs (pass --libc-min)"

if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
    SOURCE_DATE_EPOCH=$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || stat -c %Y "$ROOT/pyproject.toml")
fi
CHANGELOG_DATE=$(LC_ALL=C date -u -R -d "@$SOURCE_DATE_EPOCH")

# --- the package tree ---------------------------------------------------------------------------
umask 022
rm -rf "$PKG"
DOC=$PKG/usr/share/doc/cc-desktop
install -d "$PKG/DEBIAN" "$PKG/opt" "$PKG/usr/bin" "$PKG/usr/share/applications" \
    "$PKG/usr/share/mime/packages" "$DOC" "$PKG/usr/share/icons/hicolor/scalable/apps" \
    "$PKG/usr/share/man/man6"
cp -a "$BUNDLE" "$PKG/opt/cc-desktop"
install -m 755 "$HERE/cc-desktop.sh" "$PKG/usr/bin/cc-desktop"
install -m 644 "$HERE/cc-desktop.desktop" "$PKG/usr/share/applications/cc-desktop.desktop"
install -m 644 "$HERE/cc-desktop.xml" "$PKG/usr/share/mime/packages/cc-desktop.xml"
sed "s|@MAINTAINER@|$MAINTAINER|" "$HERE/copyright" > "$DOC/copyright"
for size in 16 32 48 64 128 256; do
    install -D -m 644 "$ROOT/resources/icons/cc-desktop-$size.png" "$PKG/usr/share/icons/hicolor/${size}x${size}/apps/cc-desktop.png"
done
install -m 644 "$ROOT/resources/icons/cc-desktop.svg" "$PKG/usr/share/icons/hicolor/scalable/apps/cc-desktop.svg"
sed "s/@VERSION@/$VERSION/" "$HERE/cc-desktop.6" | gzip -9n > "$PKG/usr/share/man/man6/cc-desktop.6.gz"

# the changelog: one entry for this version (a native package, its version has no Debian
# revision, so the file is changelog.gz: Debian policy 12.7)
{
    printf 'cc-desktop (%s) unstable; urgency=medium\n\n' "$VERSION"
    printf '  * cc-desktop %s: a self-contained build of the game (its own Python, Qt 6\n' "$VERSION"
    printf '    and data files) in /opt/cc-desktop, built by packaging/build.sh.\n\n'
    printf ' -- %s  %s\n' "$MAINTAINER" "$CHANGELOG_DATE"
} | gzip -9n > "$DOC/changelog.gz"

chmod -R u+rwX,go+rX,go-w "$PKG"
# shared libraries are loaded, never run: no execute bit (PyInstaller copies the wheels' modes)
find "$PKG/opt/cc-desktop" -type f \( -name '*.so' -o -name '*.so.*' \) -exec chmod 644 {} +
installed_kib=$(du -sk --exclude=DEBIAN "$PKG" | cut -f1)
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@INSTALLED_SIZE@/$installed_kib/" \
    -e "s/@LIBC_MIN@/$LIBC_MIN/" -e "s|@MAINTAINER@|$MAINTAINER|" "$HERE/control.in" > "$PKG/DEBIAN/control"
! grep -rn '@[A-Z_]*@' "$PKG/DEBIAN/control" "$DOC/copyright" || die "unfilled placeholder"
install -m 755 "$HERE/postinst" "$HERE/postrm" "$PKG/DEBIAN/"
# md5sums of every installed regular file (paths relative to /, as dpkg --verify reads them)
(cd "$PKG" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z \
    | xargs -0 md5sum) > "$PKG/DEBIAN/md5sums"
chmod 644 "$PKG/DEBIAN/md5sums"

mkdir -p "$OUTDIR"
DEB=$OUTDIR/cc-desktop_${VERSION}_${ARCH}.deb
rm -f "$OUTDIR"/cc-desktop_*.deb
dpkg-deb --root-owner-group "-Z$COMPRESS" --build "$PKG" "$DEB" >/dev/null
echo "$DEB"
