#!/usr/bin/env bash
# packaging/test-install.sh: the installer test.  It is NOT part of .ci/run: it takes minutes and
# needs root and the network (a Debian mirror).  Run it by hand after changing the packaging:
#
#     sudo packaging/test-install.sh [--no-build] [--keep] [--mirror URL]
#
# It builds the bundle and the .deb (packaging/build.sh; --no-build reuses
# packaging/dist/cc-desktop_*.deb), makes a bare Debian 12 with `debootstrap --variant=minbase`
# from this machine's configured Debian mirror, and in that chroot:
#   A. bare system: installs the .deb with apt (Depends only, no Recommends), checks that every
#      bundled library resolves, runs `cc-desktop --smoke` offscreen from /usr/bin/cc-desktop,
#      plays and replays games, purges the package and checks nothing it installed is left;
#   B. desktop: installs Xvfb, ImageMagick, x11-utils, shared-mime-info, desktop-file-utils,
#      xdg-utils and the icon-cache tool, installs the .deb again (as a user would, with
#      Recommends), checks the MIME type, the .desktop file and the caches, runs the game on a
#      real X display (screenshot to packaging/dist/test-install/), opens a saved game through
#      the Exec= line of the installed .desktop file, purges and checks again.
# Exit status: 0 all passed, 1 a check failed, 77 cannot run here (not root, no debootstrap, no
# network), 2 bad usage.
set -uo pipefail

echo "test-install.sh: installer test for the cc-desktop .deb on a bare Debian 12 (debootstrap)."
echo "This is not part of CI (.ci/run): it takes a few minutes and needs root and a Debian mirror."

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
DIST=$HERE/dist
OUT=$DIST/test-install
BUILD=1
KEEP=0
MIRROR=${MIRROR:-}
SUITE=bookworm
while [ $# -gt 0 ]; do
    case "$1" in
        --no-build) BUILD=0 ;;
        --keep) KEEP=1 ;;
        --mirror) MIRROR=${2:?--mirror needs a URL}; shift ;;
        -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "test-install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done

skip() { echo "SKIP (exit 77): $*"; exit 77; }
START=$(date +%s)
now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# --- can we run? ------------------------------------------------------------------------------
[ "$(uname -s)" = Linux ] || skip "needs Linux"
[ "$(id -u)" = 0 ] || skip "needs root (debootstrap, chroot, mount): run it as  sudo $0"
command -v dpkg >/dev/null && command -v apt-get >/dev/null || skip "needs a Debian-like host (dpkg, apt-get)"
command -v chroot >/dev/null || skip "no chroot command"
if ! command -v debootstrap >/dev/null; then
    echo "debootstrap is missing: installing it"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap >/dev/null 2>&1 \
        || { apt-get update -q >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap >/dev/null 2>&1; } \
        || skip "debootstrap is not installed and could not be installed (apt-get install debootstrap)"
fi

# the Debian mirror this machine uses (deb822 .sources files or the one-line sources.list)
find_mirror() {
    local f
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        awk -v suite="$SUITE" '
            function flush() { if (types ~ /(^| )deb( |$)/ && (" " suites " ") ~ (" " suite " ") && uri != "") { print uri; found = 1; exit } types = suites = uri = "" }
            /^[ \t]*$/ { flush(); next }
            /^Types:/ { types = $0; sub(/^Types:[ \t]*/, "", types) }
            /^Suites:/ { suites = $0; sub(/^Suites:[ \t]*/, "", suites) }
            /^URIs:/ { uri = $2 }
            END { if (!found) flush() }' "$f"
    done
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        sed -E 's/\[[^]]*\]//' "$f" | awk -v suite="$SUITE" '$1 == "deb" && $3 == suite { print $2 }'
    done
}
[ -n "$MIRROR" ] || MIRROR=$(find_mirror | head -1)
[ -n "$MIRROR" ] || MIRROR=http://deb.debian.org/debian
echo "Debian mirror: $MIRROR ($SUITE)"
command -v wget >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -q wget >/dev/null 2>&1
wget -q -T 20 -t 2 -O /dev/null "$MIRROR/dists/$SUITE/Release" \
    || skip "cannot reach $MIRROR/dists/$SUITE/Release (no network?); give another with --mirror URL"

# --- results ----------------------------------------------------------------------------------
RESULTS=()
FAILED=0
pass() { RESULTS+=("PASS  $*"); echo "PASS  $*"; }
fail() { RESULTS+=("FAIL  $*"); echo "FAIL  $*"; FAILED=1; }
note() { RESULTS+=("      $*"); echo "      $*"; }
summary() {
    echo
    echo "================ test-install.sh summary ================"
    printf '%s\n' "${RESULTS[@]}"
    echo "total time: $(( $(date +%s) - START )) s"
    if [ "$FAILED" = 0 ]; then echo "RESULT: PASS"; else echo "RESULT: FAIL"; fi
}

# --- the work folder, its mounts, and cleaning up on exit -------------------------------------
T=$(mktemp -d /var/tmp/cc-desktop-install-test.XXXXXX)
R=$T/root
XVFB_PID=""
unmount_all() {
    local m
    for m in "$R/dev/shm" "$R/dev/pts" "$R/dev" "$R/sys" "$R/proc"; do
        mountpoint -q "$m" 2>/dev/null && { umount "$m" 2>/dev/null || umount -l "$m"; }
    done
}
chroot_processes() {  # the processes running inside our chroot (started by this script)
    local p
    for p in /proc/[0-9]*; do
        [ "$(readlink "$p/root" 2>/dev/null)" = "$R" ] && echo "${p#/proc/}"
    done
}
cleanup() {
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
    local pids
    pids=$(chroot_processes)
    if [ -n "$pids" ]; then
        # shellcheck disable=SC2086
        kill $pids 2>/dev/null; sleep 1
        pids=$(chroot_processes)
        # shellcheck disable=SC2086
        [ -z "$pids" ] || kill -9 $pids 2>/dev/null
    fi
    unmount_all
    if [ "$KEEP" = 1 ]; then
        echo "kept the chroot: $R"
    elif [ -n "$(findmnt -rn -o TARGET | grep -F "$T" || true)" ]; then
        echo "WARNING: something is still mounted under $T: not deleting it" >&2
    else
        rm -rf --one-file-system "$T"
    fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
mount_all() {
    mount -t proc proc "$R/proc"
    mount --bind /dev "$R/dev"
    mount --bind /dev/pts "$R/dev/pts"
    mount -t tmpfs -o mode=1777,size=256m tmpfs "$R/dev/shm"
}
# run a command in the chroot with a clean environment
inchroot() {
    chroot "$R" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        HOME=/root LANG=C.UTF-8 TERM=dumb DEBIAN_FRONTEND=noninteractive XDG_RUNTIME_DIR=/tmp/xdg-runtime "$@"
}
mkdir -p "$OUT"
LOG=$OUT/log.txt
: > "$LOG"
echo "log: $LOG"

# --- 1. build -----------------------------------------------------------------------------------
t=$(now)
if [ "$BUILD" = 1 ] || ! ls "$DIST"/cc-desktop_*.deb >/dev/null 2>&1; then
    echo "== building (packaging/build.sh)"
    if "$HERE/build.sh" >> "$LOG" 2>&1; then
        pass "build: packaging/build.sh ($(secs "$t" "$(now)") s)"
    else
        fail "build: packaging/build.sh failed, see $LOG"; tail -30 "$LOG"; summary; exit 1
    fi
else
    note "build skipped (--no-build): using the existing .deb"
fi
DEB=$(ls -t "$DIST"/cc-desktop_*.deb | head -1)
DEB_NAME=$(basename "$DEB")
note "package: $DEB_NAME, $(du -h "$DEB" | cut -f1)"
dpkg-deb -c "$DEB" | awk '{ print $6 }' | sed 's|^\./|/|; s|/$||' | grep -v '^$' | grep -v '^/$' | sort -u > "$T/package-files.txt"

# a saved game to open, made with the app in the build venv (the frozen app cannot write one
# without a window)
PY=$HERE/.build-venv/bin/python
[ -x "$PY" ] || PY=$(command -v python3)
SAVE=$T/test-save.ccgame
if "$PY" - "$SAVE" >> "$LOG" 2>&1 <<'EOF'
import random, sys
from cc_desktop.rules import Game
from cc_desktop.rules.simulate import choose
game = Game.new("test-skirmish", seed=3)
rng = random.Random(4)
for _ in range(120):
    if game.pending is None:
        break
    game.apply(choose(rng, game))
game.save(sys.argv[1])
print(f"{sys.argv[1]}: {len(game.moves)} moves")
EOF
then
    pass "a saved game to open: $(basename "$SAVE") (120 seeded random moves, made with $PY)"
else
    fail "could not make a saved game with $PY (see $LOG)"
fi

# --- 2. a bare Debian ---------------------------------------------------------------------------
echo "== debootstrap --variant=minbase $SUITE (from $MIRROR)"
t=$(now)
if debootstrap --variant=minbase "$SUITE" "$R" "$MIRROR" >> "$LOG" 2>&1; then
    pass "debootstrap --variant=minbase $SUITE: $(du -sh "$R" | cut -f1) ($(secs "$t" "$(now)") s)"
else
    fail "debootstrap failed (see $LOG)"; tail -20 "$LOG"; summary; exit 1
fi
cp /etc/resolv.conf "$R/etc/resolv.conf"
mount_all
mkdir -p "$R/tmp/xdg-runtime" && chmod 700 "$R/tmp/xdg-runtime"
inchroot apt-get update -q >> "$LOG" 2>&1 || { fail "apt-get update in the chroot"; summary; exit 1; }
cp "$DEB" "$R/tmp/"
[ -f "$SAVE" ] && cp "$SAVE" "$R/tmp/test-save.ccgame"

# the chroot's file list, without the mounted and scratch folders
snapshot() {
    (cd "$R" && find . -xdev \( -path ./proc -o -path ./sys -o -path ./dev -o -path ./tmp -o -path ./run \) -prune -o -print) \
        | sed 's|^\.||' | grep -v '^$' | sort > "$1"
}
# after a purge: what is new since the snapshot and is neither owned by an installed package
# nor package-manager state, logs or caches
leftovers() {  # leftovers BEFORE AFTER LABEL
    local before=$1 after=$2 label=$3 owned new bad userdata
    owned=$T/owned.txt
    # (Debian 12 is merged-/usr: a package's /lib/x.so is /usr/lib/x.so on disk)
    cat "$R"/var/lib/dpkg/info/*.list 2>/dev/null | sed -E 'p; s#^/(bin|sbin|lib|lib32|lib64|libx32)(/|$)#/usr/\1\2#' | sort -u > "$owned"
    new=$(comm -13 "$before" "$after")
    # /var/lib/apt, /var/lib/dpkg: package-manager state (the purged package's own records are
    #   checked below); /var/cache: apt's downloads, fontconfig and debconf caches; /var/log:
    #   logs; /root: the app's settings and autosave in root's home (user data, which a purge
    #   leaves by Debian policy: reported, not failed)
    bad=$(echo "$new" | grep -v '^$' | grep -Ev '^/var/lib/(apt|dpkg)(/|$)|^/var/cache(/|$)|^/var/log(/|$)|^/root(/|$)' \
        | comm -23 - "$owned" || true)
    userdata=$(echo "$new" | grep -E '^/root/' || true)
    if [ -n "$bad" ]; then
        fail "$label: files left after purge that no package owns:"; echo "$bad" | sed 's/^/          /' | tee -a "$LOG"
    else
        pass "$label: nothing left after purge ($(echo "$new" | grep -c . || true) new paths, all owned by other packages or apt/dpkg state, logs, caches)"
    fi
    [ -z "$userdata" ] || note "$label: user data the app wrote in /root (kept by purge, as for any package): $(echo "$userdata" | tr '\n' ' ')"
    local still
    still=$(while read -r p; do [ -e "$R$p" ] || [ -L "$R$p" ] && echo "$p"; done < "$T/package-files.txt" \
        | comm -23 - "$before" | comm -23 - "$owned" || true)
    if [ -n "$still" ]; then fail "$label: package files still present: $still"; else pass "$label: every file of the package is gone"; fi
    if ls "$R"/var/lib/dpkg/info/cc-desktop.* >/dev/null 2>&1; then fail "$label: dpkg still has cc-desktop's records"; fi
    if inchroot dpkg -s cc-desktop >/dev/null 2>&1; then fail "$label: dpkg still knows cc-desktop"; fi
}

# run the installed app; $1: label, rest: command in the chroot.  Sets APP_RC, APP_ERR, APP_OUT.
run_app() {
    local label=$1; shift
    APP_OUT=$(inchroot "$@" 2> "$T/stderr.txt"); APP_RC=$?
    APP_ERR=$(cat "$T/stderr.txt")
    { echo "--- $label: $*"; echo "$APP_OUT"; echo "$APP_ERR"; } >> "$LOG"
}
errors_in() {  # the lines of $1 that look like errors (Qt's harmless notes filtered)
    echo "$1" | grep -Ei 'traceback|error|exception|cannot|could not|failed|not found|abort' || true
}

# --- phase A: the bare system -----------------------------------------------------------------
echo "== phase A: install on the bare system (Depends only)"
snapshot "$T/before-a.txt"
inchroot dpkg-query -W -f='${Package}\n' | sort > "$T/packages-a0.txt"
note "A: the bare system has $(grep -c . "$T/packages-a0.txt") packages"
t=$(now)
if inchroot sh -c "cd /tmp && apt-get install -y -q --no-install-recommends ./$DEB_NAME" >> "$LOG" 2>&1; then
    pass "A: apt-get install ./$DEB_NAME on bare $SUITE ($(secs "$t" "$(now)") s)"
else
    fail "A: apt-get install failed (see $LOG)"; tail -20 "$LOG"; summary; exit 1
fi
inchroot dpkg-query -W -f='${Package}\n' | sort > "$T/packages-a.txt"
note "A: apt installed with it (Depends): $(comm -13 "$T/packages-a0.txt" "$T/packages-a.txt" | grep -vx cc-desktop | tr '\n' ' ')"
for f in /usr/bin/cc-desktop /opt/cc-desktop/cc-desktop /usr/share/applications/cc-desktop.desktop \
         /usr/share/mime/packages/cc-desktop.xml /usr/share/icons/hicolor/scalable/apps/cc-desktop.svg \
         /usr/share/icons/hicolor/48x48/apps/cc-desktop.png /usr/share/doc/cc-desktop/copyright; do
    [ -e "$R$f" ] || fail "A: $f missing after install"
done
# the installed files match the package's DEBIAN/md5sums (dpkg --verify prints only mismatches)
verify=$(inchroot dpkg --verify cc-desktop 2>&1 || true)
sums=$(inchroot sh -c 'wc -l < /var/lib/dpkg/info/cc-desktop.md5sums' 2>/dev/null || echo 0)
if [ -z "$verify" ] && [ "$sums" -gt 0 ]; then pass "A: dpkg --verify cc-desktop: all $sums files match md5sums"
else fail "A: dpkg --verify cc-desktop ($sums sums):"; echo "$verify" | sed 's/^/          /' | head -20; fi
# every library of the bundle resolves on the bare system (the wayland ones are Recommends)
libdirs=$(cd "$R" && find opt/cc-desktop -name '*.so*' -printf '/%h\n' | sort -u | paste -sd:)
missing=$(inchroot sh -c "find /opt/cc-desktop -type f -name '*.so*' | while read -r f; do LD_LIBRARY_PATH=$libdirs ldd \"\$f\" 2>/dev/null | grep 'not found' | sed \"s|^|\$f: |\"; done" \
    | grep -v 'libwayland-' || true)
if [ -z "$missing" ]; then pass "A: every bundled library resolves on bare $SUITE + Depends (libwayland-* are Recommends)"
else fail "A: libraries not found:"; echo "$missing" | sed 's/^/          /' | head -20; fi

run_app "version" /usr/bin/cc-desktop --version
[ "$APP_RC" = 0 ] && pass "A: cc-desktop --version: $APP_OUT" || fail "A: cc-desktop --version exit $APP_RC: $APP_ERR"
best=""
for _ in 1 2 3; do
    t=$(now)
    run_app "smoke offscreen" env QT_QPA_PLATFORM=offscreen /usr/bin/cc-desktop --smoke
    d=$(secs "$t" "$(now)")
    [ "$APP_RC" = 0 ] || break
    best=$(awk -v a="${best:-999}" -v b="$d" 'BEGIN { print (b < a) ? b : a }')
done
if [ "$APP_RC" = 0 ] && [ -z "$(errors_in "$APP_ERR")" ]; then
    pass "A: QT_QPA_PLATFORM=offscreen cc-desktop --smoke: $APP_OUT (start to exit: best of 3 $best s)"
else
    fail "A: cc-desktop --smoke exit $APP_RC: $APP_OUT $APP_ERR"
fi
run_app "simulate" env QT_QPA_PLATFORM=offscreen /usr/bin/cc-desktop simulate --games 3 --check
if [ "$APP_RC" = 0 ] && echo "$APP_OUT" | grep -q 'errors 0'; then pass "A: cc-desktop simulate --games 3 --check: $(echo "$APP_OUT" | sed -n 2p)"
else fail "A: cc-desktop simulate exit $APP_RC: $APP_OUT $APP_ERR"; fi
if [ -f "$R/tmp/test-save.ccgame" ]; then
    run_app "replay" /usr/bin/cc-desktop replay /tmp/test-save.ccgame --verify
    [ "$APP_RC" = 0 ] && pass "A: cc-desktop replay SAVE --verify: $APP_OUT" || fail "A: replay exit $APP_RC: $APP_OUT $APP_ERR"
fi
if [ -f "$R/tmp/test-save.ccgame" ]; then
    run_app "open save smoke" env QT_QPA_PLATFORM=offscreen timeout 60 /usr/bin/cc-desktop /tmp/test-save.ccgame --smoke
    if [ "$APP_RC" = 0 ] && echo "$APP_OUT" | grep -q 'from /tmp/test-save.ccgame'; then pass "A: cc-desktop SAVE --smoke (offscreen): $APP_OUT"
    else fail "A: cc-desktop SAVE --smoke exit $APP_RC: $APP_OUT $APP_ERR"; fi
fi
run_app "screenshot offscreen" env QT_QPA_PLATFORM=offscreen CC_DESKTOP_LANG=el /usr/bin/cc-desktop screenshot --moves 60 --out /tmp/offscreen-el.png
if [ "$APP_RC" = 0 ] && [ -s "$R/tmp/offscreen-el.png" ]; then
    cp "$R/tmp/offscreen-el.png" "$OUT/offscreen-el.png"; pass "A: cc-desktop screenshot (offscreen, Greek): $OUT/offscreen-el.png"
else fail "A: cc-desktop screenshot exit $APP_RC: $APP_ERR"; fi

t=$(now)
if inchroot apt-get purge -y -q cc-desktop >> "$LOG" 2>&1; then pass "A: apt-get purge cc-desktop ($(secs "$t" "$(now)") s)"
else fail "A: apt-get purge failed"; fi
# then the libraries apt brought in for it: the bare system must be back to its file list
if inchroot apt-get purge -y -q --autoremove >> "$LOG" 2>&1; then
    inchroot dpkg-query -W -f='${Package}\n' | sort > "$T/packages-a1.txt"
    if cmp -s "$T/packages-a0.txt" "$T/packages-a1.txt"; then pass "A: apt-get purge --autoremove: back to the bare system's $(grep -c . "$T/packages-a1.txt") packages"
    else fail "A: packages differ from the bare system after autoremove: $(diff "$T/packages-a0.txt" "$T/packages-a1.txt" | grep '^[<>]' | tr '\n' ' ')"; fi
else fail "A: apt-get purge --autoremove failed"; fi
snapshot "$T/after-a.txt"
leftovers "$T/before-a.txt" "$T/after-a.txt" "A"

# --- phase B: a desktop -----------------------------------------------------------------------
echo "== phase B: install with X11 and the desktop tools"
TOOLS="xvfb xauth x11-utils imagemagick shared-mime-info desktop-file-utils xdg-utils gtk-update-icon-cache hicolor-icon-theme"
t=$(now)
if inchroot apt-get install -y -q --no-install-recommends $TOOLS >> "$LOG" 2>&1; then
    pass "B: test tools installed: $TOOLS ($(secs "$t" "$(now)") s)"
else
    fail "B: could not install the test tools (see $LOG)"; summary; exit 1
fi
snapshot "$T/before-b.txt"
t=$(now)
if inchroot sh -c "cd /tmp && apt-get install -y -q ./$DEB_NAME" >> "$LOG" 2>&1; then
    pass "B: apt-get install ./$DEB_NAME (with Recommends) ($(secs "$t" "$(now)") s)"
else
    fail "B: apt-get install failed (see $LOG)"; summary; exit 1
fi
if grep -q 'application/x-ccgame:\*\.ccgame' "$R/usr/share/mime/globs2" 2>/dev/null; then
    pass "B: MIME database: *.ccgame -> application/x-ccgame (/usr/share/mime/globs2)"
else fail "B: *.ccgame is not in /usr/share/mime/globs2"; fi
if grep -q '^application/x-ccgame=.*cc-desktop.desktop' "$R/usr/share/applications/mimeinfo.cache" 2>/dev/null; then
    pass "B: desktop database: application/x-ccgame -> cc-desktop.desktop (mimeinfo.cache)"
else fail "B: application/x-ccgame not in /usr/share/applications/mimeinfo.cache"; fi
default=$(inchroot xdg-mime query default application/x-ccgame 2>/dev/null)
[ "$default" = cc-desktop.desktop ] && pass "B: xdg-mime query default application/x-ccgame: $default" \
    || fail "B: xdg-mime query default application/x-ccgame gave '$default'"
if out=$(inchroot desktop-file-validate /usr/share/applications/cc-desktop.desktop 2>&1) && [ -z "$out" ]; then
    pass "B: desktop-file-validate cc-desktop.desktop: clean"
else fail "B: desktop-file-validate: $out"; fi
if [ -f "$R/usr/share/icons/hicolor/icon-theme.cache" ] && grep -aq 'cc-desktop' "$R/usr/share/icons/hicolor/icon-theme.cache"; then
    pass "B: hicolor icon cache lists cc-desktop"
else fail "B: cc-desktop is not in the hicolor icon cache"; fi

# a real X display inside the chroot (the X11 plugin with the chroot's own libraries)
# (X sockets in the abstract namespace are shared with the host: take a display number that no X
# server on the host uses)
n=142
while grep -q "@/tmp/.X11-unix/X$n\b" /proc/net/unix 2>/dev/null || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
DISP=:$n
# (chroot execs env, env execs Xvfb: $! is Xvfb's own process id)
chroot "$R" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root Xvfb "$DISP" -screen 0 1600x1000x24 -nolisten tcp >> "$LOG" 2>&1 &
XVFB_PID=$!
for _ in $(seq 100); do [ -S "$R/tmp/.X11-unix/X$n" ] && break; sleep 0.2; done
if [ -S "$R/tmp/.X11-unix/X$n" ] && kill -0 "$XVFB_PID" 2>/dev/null; then pass "B: Xvfb $DISP running in the chroot"
else fail "B: Xvfb did not start (see $LOG)"; summary; exit 1; fi

run_app "smoke xcb" env DISPLAY="$DISP" QT_QPA_PLATFORM=xcb /usr/bin/cc-desktop --smoke
if [ "$APP_RC" = 0 ] && [ -z "$(errors_in "$APP_ERR")" ]; then pass "B: DISPLAY=$DISP QT_QPA_PLATFORM=xcb cc-desktop --smoke: $APP_OUT"
else fail "B: --smoke on X11 exit $APP_RC: $APP_ERR"; fi

# the game window as the menu starts it (no argument: the New game dialog), then a screenshot
window_test() {  # window_test LABEL SHOT.png COMMAND...: run for 20 s, screenshot after 10 s
    local label=$1 shot=$2; shift 2
    inchroot env DISPLAY="$DISP" timeout 20 "$@" > "$T/win.out" 2> "$T/win.err" &
    local pid=$!
    sleep 10
    inchroot env DISPLAY="$DISP" import -window root "/tmp/$shot" >> "$LOG" 2>&1
    WINDOWS=$(inchroot env DISPLAY="$DISP" xwininfo -root -tree 2>/dev/null | grep -o '"[^"]*"' | sort -u | tr '\n' ' ')
    wait "$pid"; WIN_RC=$?
    WIN_ERR=$(cat "$T/win.err")
    { echo "--- $label: $*"; cat "$T/win.out"; echo "$WIN_ERR"; echo "windows: $WINDOWS"; } >> "$LOG"
    [ -s "$R/tmp/$shot" ] && cp "$R/tmp/$shot" "$OUT/$shot"
}
rm -rf "$R/root/.local/share/cc-desktop"  # phase A's autosave: start as a first-time player
window_test "window" x11-new-game.png /usr/bin/cc-desktop
if [ "$WIN_RC" = 124 ] && [ -z "$(errors_in "$WIN_ERR")" ] && echo "$WINDOWS" | grep -q 'cc_desktop'; then
    pass "B: cc-desktop on X11 stayed up 20 s, no errors; windows: $WINDOWS; screenshot $OUT/x11-new-game.png"
else fail "B: cc-desktop on X11: exit $WIN_RC (124 = still up after 20 s), windows: $WINDOWS, stderr: $WIN_ERR"; fi

# open the save through the file association: the installed .desktop file's Exec= line
exec_line=$(sed -n 's/^Exec=//p' "$R/usr/share/applications/cc-desktop.desktop" | head -1)
cmd=$(echo "$exec_line" | sed 's|%[fFuU]|/tmp/test-save.ccgame|; s|%[a-zA-Z]||g')
note "B: .desktop Exec=$exec_line -> $cmd"
# shellcheck disable=SC2086
window_test "open save" x11-open-save.png $cmd
if [ "$WIN_RC" = 124 ] && [ -z "$(errors_in "$WIN_ERR")" ] && echo "$WINDOWS" | grep -q 'cc_desktop — ' \
        && ! echo "$WINDOWS" | grep -qi 'cannot open'; then
    pass "B: a save opened through the association ($cmd): window up 20 s, no errors; windows: $WINDOWS; screenshot $OUT/x11-open-save.png"
else fail "B: opening the save ($cmd): exit $WIN_RC, windows: $WINDOWS, stderr: $WIN_ERR"; fi
# and the same command line with --smoke (open the save, draw one frame, exit: 0, or 2 and the
# reason if the save cannot be opened)
# shellcheck disable=SC2086
run_app "open save --smoke" env DISPLAY="$DISP" QT_QPA_PLATFORM=xcb timeout 60 $cmd --smoke
if [ "$APP_RC" = 0 ] && echo "$APP_OUT" | grep -q 'from /tmp/test-save.ccgame' && [ -z "$(errors_in "$APP_ERR")" ]; then
    pass "B: $cmd --smoke on X11: $APP_OUT"
else fail "B: $cmd --smoke: exit $APP_RC: $APP_OUT $APP_ERR"; fi
kill "$XVFB_PID" 2>/dev/null; wait "$XVFB_PID" 2>/dev/null; XVFB_PID=""
left=$(chroot_processes)
[ -z "$left" ] || fail "B: processes still running in the chroot after the tests: $left"

t=$(now)
if inchroot apt-get purge -y -q cc-desktop >> "$LOG" 2>&1; then pass "B: apt-get purge cc-desktop ($(secs "$t" "$(now)") s)"
else fail "B: apt-get purge failed"; fi
snapshot "$T/after-b.txt"
leftovers "$T/before-b.txt" "$T/after-b.txt" "B"
if grep -rqs 'ccgame' "$R/usr/share/mime" --exclude-dir=packages || grep -qs 'ccgame' "$R/usr/share/applications/mimeinfo.cache"; then
    fail "B: the MIME or desktop database still mentions ccgame after purge"
else pass "B: MIME and desktop databases no longer mention ccgame"; fi
if grep -aqs 'cc-desktop' "$R/usr/share/icons/hicolor/icon-theme.cache"; then fail "B: icon cache still lists cc-desktop"
else pass "B: icon cache no longer lists cc-desktop"; fi

summary
[ "$FAILED" = 0 ]
