"""Run broken and hostile files through every entry point that reads them, in one process of
its own (tests/test_hostile_files.py starts it with a 1 GB address-space limit).

    python tests/hostile_runner.py CASES.json RESULTS.json

CASES.json is a list of {"id", "entry", "path"}; RESULTS.json gets, per case, the exit code, what
was printed, the texts of the message boxes shown, the seconds it took, and "crash" with the
traceback if anything escaped (a traceback is a failure).  Each case has 30 s (an alarm).  The
window's dialogs are recorded instead of shown, so nothing waits for a click.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import signal
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

LIMIT_SECONDS = 30


class Timeout(Exception):
    pass


def _alarm(signum, frame):  # noqa: ARG001
    raise Timeout(f"more than {LIMIT_SECONDS} s")


BOXES: list[str] = []


def _record_boxes() -> None:
    """Message boxes and dialogs are recorded (title, text, details), never shown."""
    from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

    def static(kind):
        def show(parent, title, text, *args, **kwargs):  # noqa: ARG001
            BOXES.append(f"{kind}: {title}: {text}")
            return QMessageBox.StandardButton.No if kind == "question" else QMessageBox.StandardButton.Ok
        return show

    for kind in ("warning", "critical", "information", "question"):
        setattr(QMessageBox, kind, staticmethod(static(kind)))

    def box_exec(self):
        BOXES.append(f"box: {self.windowTitle()}: {self.text()} {self.informativeText()}")
        return int(QMessageBox.StandardButton.Ok)

    QMessageBox.exec = box_exec
    QDialog.exec = lambda self: int(QDialog.DialogCode.Rejected)
    QApplication.exec = staticmethod(lambda *a: 0)


def wait_loaded(win, limit: float = 60.0) -> None:
    """Run the event loop until the window has put in (or refused) what it reads in the background."""
    import time

    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + limit
    while win.loading is not None and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.002)
    if win.loading is not None:
        raise RuntimeError(f"the window was still reading after {limit:g} s")


def run_entry(entry: str, path: str, work: Path) -> int | None:
    """Feed ``path`` to ``entry``; returns the exit code (None for window entry points)."""
    from cc_desktop.cli import main

    if entry == "cli-replay":
        return main(["replay", path])
    if entry == "cli-replay-verify":
        return main(["replay", path, "--verify"])
    if entry == "cli-double-click":  # the file manager runs `cc-desktop FILE.ccgame`
        return main([path])
    if entry == "cli-smoke":
        return main(["--smoke", path])
    if entry == "window-open":  # File > Open
        from cc_desktop.ui.gamewindow import GameWindow

        win = GameWindow()
        try:
            if win.open_path(path, ask=False):  # read in the background, as from the menu
                wait_loaded(win)
        finally:
            win.close()
            win.deleteLater()
        return None
    if entry == "window-file-open-event":  # macOS: a save double-clicked while the game runs
        from PySide6.QtGui import QFileOpenEvent
        from PySide6.QtWidgets import QApplication

        from cc_desktop.ui.gamewindow import FileOpenFilter, GameWindow

        win = GameWindow()
        try:
            FileOpenFilter(win, win).eventFilter(QApplication.instance(), QFileOpenEvent(path))
            wait_loaded(win)
        finally:
            win.close()
            win.deleteLater()
        return None
    if entry == "autosave-recovery":  # the file is the autosave found at start
        from cc_desktop.ui.controller import autosave_path
        from cc_desktop.ui.gamewindow import GameWindow

        target = autosave_path()
        target.parent.mkdir(parents=True, exist_ok=True)
        for old in target.parent.iterdir():
            old.unlink()
        shutil.copyfile(path, target)
        win = GameWindow()
        try:
            win.offer_recovery()
        finally:
            win.close()
            win.deleteLater()
        left = sorted(p.name for p in target.parent.iterdir())
        BOXES.append("autosave folder: " + ", ".join(left))
        return None
    if entry == "cli-check-map":
        return main(["check-map", path])
    if entry == "cli-los":
        return main(["los", path, "A1", "B2"])
    if entry == "cli-render-map":
        return main(["render-map", path, "--out", str(work / "map.png")])
    if entry == "cli-view":
        return main(["view", path])
    if entry == "viewer-open":  # the map viewer's File > Open
        from cc_desktop.ui.viewer import MapViewer

        viewer = MapViewer(None)
        try:
            viewer.open_map(path)
        finally:
            viewer.close()
            viewer.deleteLater()
        return None
    if entry == "cli-check-content":
        return main(["check-content", "--quiet", path])
    if entry == "cli-simulate":
        return main(["simulate", "--scenario", path, "--games", "1", "--quiet"])
    if entry == "cli-play":
        return main(["play", path])
    if entry == "cli-screenshot":
        return main(["screenshot", "--scenario", path, "--out", str(work / "shot.png")])
    if entry == "save-with-scenario":  # a player's own scenario travels inside a save
        raw = Path(path).read_bytes()
        save = work / "embedded.ccgame"
        save.write_bytes(b'{"format": "cc-desktop-game", "version": 1, "scenario": "mine", "seed": 1, "moves": [], '
                         b'"scenario_data": ' + (raw or b'""') + b"}")
        return main(["replay", str(save)])
    if entry == "api-load-nation":
        from cc_desktop.content import ContentError, load_nation

        try:
            load_nation(Path(path))
        except ContentError as exc:
            print(exc, file=sys.stderr)
            return 2
        return 0
    if entry == "api-load-deck":
        from cc_desktop.content import ContentError, load_deck

        try:
            load_deck(Path(path))
        except ContentError as exc:
            print(exc, file=sys.stderr)
            return 2
        return 0
    if entry == "new-game-dialog":  # the dialog lists what loads and says nothing of the rest
        from cc_desktop.ui.gamewindow import NewGameDialog

        dialog = NewGameDialog(None)
        BOXES.append("scenarios: " + ", ".join(dialog.combo.itemData(i) or "" for i in range(dialog.combo.count())))
        dialog.deleteLater()
        return None
    raise ValueError(f"unknown entry point {entry}")


def main() -> int:
    cases = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    results_path = Path(sys.argv[2])
    work = Path(tempfile.mkdtemp(prefix="hostile-"))
    os.environ["CC_DESKTOP_DATA"] = str(work / "user-data")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["cc-desktop"])  # noqa: F841 - kept alive
    _record_boxes()
    signal.signal(signal.SIGALRM, _alarm)
    results = []
    for case in cases:
        BOXES.clear()
        out, err = io.StringIO(), io.StringIO()
        crash = None
        code = None
        t0 = time.perf_counter()
        signal.alarm(LIMIT_SECONDS)
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = run_entry(case["entry"], case["path"], work)
        except BaseException:  # noqa: BLE001 - anything that escapes is the failure we look for
            crash = traceback.format_exc(limit=12)
        finally:
            signal.alarm(0)
        seconds = time.perf_counter() - t0
        app.processEvents()
        results.append({**case, "code": code, "out": out.getvalue()[-4000:], "err": err.getvalue()[-8000:],
                        "err_chars": len(err.getvalue()), "boxes": list(BOXES), "seconds": seconds, "crash": crash})
        results_path.write_text(json.dumps(results), encoding="utf-8")  # so far, if the next one dies
    shutil.rmtree(work, ignore_errors=True)
    results_path.with_suffix(".peak").write_text(str(own_peak_kib()))
    return 0


def own_peak_kib() -> int:
    """This process's own peak resident memory since it started (KiB).  On Linux the kernel's
    VmHWM of the process's memory since its exec: getrusage's ru_maxrss also keeps the peak of the
    memory the process was forked with (the test process's, over 1 GiB late in a whole run),
    whatever this process used itself."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


if __name__ == "__main__":
    sys.exit(main())
