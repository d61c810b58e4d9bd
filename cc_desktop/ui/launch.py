"""Start-up (issue 13): the New game dialog first, the window right behind it, the game after.

``cc-desktop`` used to build a whole battle (the engine's imports, the map, its line-of-sight
table) before its window appeared.  Now :func:`main` shows the New game dialog as soon as Qt is
up: it is made from the scenario files alone and imports neither the window's modules nor the
engine (tests/ui/test_startup.py checks it).  Once the dialog is on the screen a background thread
imports the window's modules, then the engine, then builds the battle the dialog preselects, while
the players read it; the window is built and shown behind the dialog as soon as its modules are
in.  OK with the preselected battle takes the battle already built; any other choice is built in
the background too; the event loop keeps running all along (the window's thread only builds the
window and, on OK, puts the built game into it).  Cancel leaves the players at the preselected
battle, as before.  An unfinished autosaved game is opened in the background and offered before
the dialog, as before (the window comes first then).

What runs in the background is plain Python with no widget: imports, the scenario check,
``Game.new`` (or opening the autosave) and the map painter's geometry; the window's thread takes
the results (queued signals).

Measuring (benchmarks/ui.py --startup): with ``CC_DESKTOP_TRACE_START`` set, the program prints
``cc-desktop-trace EVENT SECONDS`` lines (``time.monotonic()``, comparable between processes):
the first frame of the dialog and of the window, the engine loaded, the preselected battle ready,
OK, the first frame of the battle, and the longest stall of the event loop from the dialog's first
frame on (``longest-stall-ms``: how late a 10 ms timer fired at worst) and the most CPU time the
window's thread used between two of its ticks (``longest-stall-cpu-ms``: the stall on an idle
machine, about).  ``dialog``: quit at the
dialog's first frame; ``ok``: press OK when the preselected battle is ready, quit at the battle's
first frame; ``ok-at-once``: press OK at the dialog's first frame.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QMessageBox

from cc_desktop.ui.newgame import NewGameDialog, build_scenario, scenario_catalogue, starting_scenario

TRACE_ENV = "CC_DESKTOP_TRACE_START"
#: the engine is imported this long after the window's first frame (the import holds the
#: interpreter's lock for tens of milliseconds at a time: not on top of the window's first turns)
ENGINE_DELAY_MS = 50
TRACE_PREFIX = "cc-desktop-trace"

#: what the window needs, imported in the background while the dialog is open
WINDOW_MODULES = ("cc_desktop.ui.gamewindow", "cc_desktop.ui.cards", "cc_desktop.ui.track", "cc_desktop.ui.logpanel",
                  "cc_desktop.ui.undo", "cc_desktop.ui.lospanel", "cc_desktop.ui.endgame")
#: what a game in the window needs besides the engine, imported with it (the engine's modules
#: it imports on first use: a game's view, the Move query's reach)
GAME_MODULES = ("cc_desktop.ui.controller", "cc_desktop.ui.counters", "cc_desktop.ui.mappainter",
                "cc_desktop.ui.imagecache", "cc_desktop.rules.view", "cc_desktop.rules.reach")


def autosave_file() -> Path | None:
    """Where the autosave is (cc_desktop.ui.controller.autosave_path, without importing the
    engine; a test checks they agree): ``$CC_DESKTOP_DATA/autosave.ccgame`` or the user data
    folder's."""
    base = os.environ.get("CC_DESKTOP_DATA")
    if not base:
        from PySide6.QtCore import QStandardPaths

        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave.ccgame" if base else None


class _OnFirstPaint(QObject):
    """Calls ``callback`` once, right after ``widget`` has painted for the first time (at the
    event loop's next turn, when the frame has gone to the screen)."""

    def __init__(self, widget, callback):
        super().__init__(widget)
        self.callback = callback
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Paint and self.callback is not None:
            callback, self.callback = self.callback, None
            obj.removeEventFilter(self)
            QTimer.singleShot(0, callback)
        return False


def on_first_paint(widget, callback) -> None:
    _OnFirstPaint(widget, callback)


class LoopWatch(QObject):
    """The event loop's longest stall: a timer due every ``interval`` ms records how late it
    fires (a frame that takes 40 ms shows as a 40 ms stall)."""

    def __init__(self, parent=None, interval: int = 10):
        super().__init__(parent)
        self.interval = interval / 1000
        self.longest = 0.0
        #: the most CPU time the window's thread used between two ticks (what a stall would be
        #: on a machine with nothing else to do: it leaves out waiting for a busy CPU)
        self.longest_cpu = 0.0
        self.worst_at: float | None = None
        self._last: float | None = None
        self._last_cpu = 0.0
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._timer.start(interval)

    def _tick(self) -> None:
        now, cpu = time.monotonic(), time.thread_time()
        if self._last is not None:
            if now - self._last - self.interval > self.longest:
                self.longest = now - self._last - self.interval
                self.worst_at = now
            self.longest_cpu = max(self.longest_cpu, cpu - self._last_cpu)
        self._last, self._last_cpu = now, cpu

    def stop(self) -> float:
        """Stop; the longest stall, counting the one still going on (the loop held until now)."""
        if self._timer.isActive():
            self._timer.stop()
            if self._last is not None:
                self._tick()
        return self.longest


# ----------------------------------------------------------------------------------------------
# the background work (no widget is made there)
# ----------------------------------------------------------------------------------------------
def load_modules(names) -> None:
    import importlib

    for name in names:
        importlib.import_module(name)


_QT_WARM = threading.Lock()
_QT_WARMED: list[bool] = []


def warm_qt_types() -> None:
    """Make (once a process) the Python types of every Qt class and their enums.  PySide makes
    them when a class is first met: Qt handing the window an object of a class not met yet (an
    event, a style option, a viewport) made a hundred enums in the window's first frames, tens of
    milliseconds of the window's thread (issue 13); here they are made in the background.  Any
    thread."""
    with _QT_WARM:
        if _QT_WARMED:
            return
        _QT_WARMED.append(True)
    from PySide6 import QtCore, QtGui, QtWidgets

    for module in (QtCore, QtGui, QtWidgets):
        for name in dir(module):
            if name.startswith("Q"):
                getattr(module, name)


def load_window_modules() -> None:
    """The window's modules and the Qt types it meets (the background job before the window)."""
    load_modules(WINDOW_MODULES)
    warm_qt_types()


def warm_for_game() -> None:
    """Import and read (once a process) what the window's first redraw of a game reads, so that
    it is not read in the frame that shows the game: the game's modules, the card texts, the
    rules' pages, the track's span.  Any thread."""
    from cc_desktop.rules.messages import ENGLISH
    from cc_desktop.ui.rulebook import card_texts, rule_html
    from cc_desktop.ui.track import vp_span

    load_modules(GAME_MODULES)
    warm_qt_types()
    len(ENGLISH)  # the messages of every rule module, gathered (their modules imported) on first use
    card_texts()
    rule_html("O14")
    vp_span()


def load_engine(scenario_ids) -> dict:
    """Import the engine and what the window's first redraw of a game reads; the rule options'
    defaults, what each optional rule needs and the scenarios that fail the full check."""
    from cc_desktop.rules.game import RULE_OPTIONS
    from cc_desktop.ui.newgame import broken_scenarios, variant_rules

    warm_for_game()
    return {"options": {name: default for name, (default, _rule) in RULE_OPTIONS.items()},
            "variants": variant_rules(), "broken": broken_scenarios(scenario_ids)}


def build_battle(choice: tuple, seed: int | None, options: dict | None, variants=None):
    """A new game of the dialog's ``choice`` and the painter of its map; ``variants``: the optional
    rules checked (None: the scenario's recommended set, ``Game.new``'s default)."""
    from cc_desktop.rules import Game
    from cc_desktop.ui.controller import DEFAULT_WINDOWS
    from cc_desktop.ui.mapscene import prepare_painter

    warm_for_game()
    game = Game.new(build_scenario(choice), seed=seed, prefs={"axis": DEFAULT_WINDOWS, "allies": DEFAULT_WINDOWS},
                    options=options or None, variants=None if variants is None else sorted(variants))
    return game, prepare_painter(game.board)


def open_recovery(path: Path, thread):
    """The autosaved game (its controller, moved to the window's ``thread``), or why it cannot
    be opened (cc_desktop.ui.gamewindow.open_autosave)."""
    from cc_desktop.ui.gamewindow import open_autosave

    opened = open_autosave(path)
    if not isinstance(opened, str):
        opened.moveToThread(thread)
    return opened


class _Bridge(QObject):
    done = Signal(object)  # (kind, key, result or the exception), emitted in the worker thread


class Worker:
    """Jobs done in order in a background thread; each result comes back to ``on_done`` in the
    window's thread (a queued signal).  The thread runs only while there are jobs (a window that
    opened one save keeps no idle thread, and a hundred windows no hundred threads)."""

    def __init__(self, on_done):
        from collections import deque  # here: the worker starts after the first frame

        self._bridge = _Bridge()
        self._bridge.done.connect(on_done)
        self._jobs: deque = deque()
        self._lock = threading.Lock()
        self._running = False
        self._stopped = False

    def submit(self, kind: str, key, fn, *args) -> None:
        with self._lock:
            if self._stopped:
                return
            self._jobs.append((kind, key, fn, args))
            if not self._running:
                self._running = True
                threading.Thread(target=self._run, name="cc-desktop-background", daemon=True).start()

    def stop(self) -> None:
        """No more jobs: those waiting are dropped, the one running finishes."""
        with self._lock:
            self._stopped = True
            self._jobs.clear()

    def idle(self) -> bool:
        with self._lock:
            return not self._running

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._jobs:
                    self._running = False
                    return
                kind, key, fn, args = self._jobs.popleft()
            with _window_first():
                try:
                    result = fn(*args)
                except Exception as exc:  # noqa: BLE001 - reported in the window, never lost
                    result = exc
            self._bridge.done.emit((kind, key, result))


_SWITCH_LOCK = threading.Lock()
#: the interpreter's switch interval while work runs in the background (seconds; Python's own is 5 ms)
BACKGROUND_SWITCH_S = 0.001
_SWITCH = {"busy": 0, "before": None}


class _window_first:
    """While a job runs, the interpreter hands its lock over every millisecond, not every 5 ms:
    the window's thread takes the lock for every Python call of a frame (each item's paint, each
    timer), and waiting up to 5 ms for each made long frames beside a Python-bound job."""

    def __enter__(self):
        with _SWITCH_LOCK:
            if _SWITCH["busy"] == 0:
                _SWITCH["before"] = sys.getswitchinterval()
                sys.setswitchinterval(min(_SWITCH["before"], BACKGROUND_SWITCH_S))
            _SWITCH["busy"] += 1
        return self

    def __exit__(self, *exc):
        with _SWITCH_LOCK:
            _SWITCH["busy"] -= 1
            if _SWITCH["busy"] == 0:
                sys.setswitchinterval(_SWITCH["before"])
        return False


# ----------------------------------------------------------------------------------------------
# the launcher
# ----------------------------------------------------------------------------------------------
class Launcher(QObject):
    """The New game dialog, the window behind it, and the battle built behind both."""

    def __init__(self, dialog: bool = True, window=None, on_window=None):
        super().__init__()
        self.on_window = on_window  # called once the window is shown
        self.with_dialog = dialog
        self.window = window  # the GameWindow, once built
        self.preselect = starting_scenario()
        self.dialog: NewGameDialog | None = None
        self.worker: Worker | None = None
        self.engine: dict | None = None  # load_engine's answer, once there
        self.built: dict = {}  # key -> (game, painter) or the exception
        self.wanted: tuple | None = None  # (key, hand over?): the battle the window waits for
        self.trace = os.environ.get(TRACE_ENV)
        self.watch: LoopWatch | None = None
        self.recovery: Path | None = None
        self.finished = False
        self._preselected_asked = False
        self._battles_waiting: list[tuple] = []  # asked for before the engine was
        self.marks: dict[str, float] = {}  # event -> time.monotonic() (the trace's events)

    # -- the preselected battle's key: what OK gives with nothing changed -----------------------
    def key_of(self, choice: tuple, seed: int | None, options: dict | None, variants=None) -> tuple:
        """``variants``: None for the scenario's recommended set (NewGameDialog.variants_choice)."""
        defaults = (self.engine or {}).get("options")
        if options and defaults is not None and options == defaults:
            options = None  # the defaults, as the preselected battle has them
        return (choice, seed, tuple(sorted((options or {}).items())),
                None if variants is None else tuple(sorted(variants)))

    @property
    def preselected_key(self) -> tuple:
        return (("scenario", self.preselect), None, (), None)

    def _mark(self, event: str) -> None:
        """Note when ``event`` happened (``marks``); printed when tracing."""
        now = self.marks[event] = time.monotonic()
        if self.trace:
            print(f"{TRACE_PREFIX} {event} {now:.6f}", flush=True)

    # -- start -----------------------------------------------------------------------------------
    def begin(self) -> None:
        """The dialog at once; or, with an unfinished autosaved game, the window at once and the
        autosave opened in the background, then offered."""
        path = autosave_file()
        if self.with_dialog and path is not None and path.exists():
            self.recovery = path
            self.build_window()
            self.window.statusBar().showMessage(self.tr("Opening the unfinished game..."))
            self._start_worker()
        elif self.with_dialog:
            self.open_dialog()
        else:
            self.build_window()
            self._start_worker()
            self._build_preselected()
            self._want(self.preselected_key, hand_over=False)

    def build_window(self) -> None:
        """The game window, shown (behind the dialog, if it is open)."""
        if self.window is not None:
            return
        from cc_desktop.ui.gamewindow import NEXT_TURN_MS, GameWindow

        self.window = window = GameWindow()
        self.setParent(window)  # the launcher lives as long as the window
        # built in one turn of the event loop, shown in the next (gamewindow.NEXT_TURN_MS: not 0)
        QTimer.singleShot(NEXT_TURN_MS, self._show_window)

    def _show_window(self) -> None:
        from cc_desktop.ui.gamewindow import FileOpenFilter

        window = self.window
        window.show()
        if self.on_window is not None:
            self.on_window()
        app = QApplication.instance()
        app.installEventFilter(FileOpenFilter(window, app))  # macOS: a save double-clicked while it runs
        on_first_paint(window, self._window_shown)
        dlg = self.dialog
        if dlg is not None and dlg.isVisible():
            if dlg.windowHandle() is not None and window.windowHandle() is not None:
                dlg.windowHandle().setTransientParent(window.windowHandle())  # kept above the window
            dlg.raise_()
            dlg.activateWindow()
        if self.wanted is not None and self.wanted[0] in self.built:
            self._install()

    def _window_shown(self) -> None:
        self._mark("first-frame-window")
        if self.worker is not None and not getattr(self, "_engine_asked", False):
            # after the window's first frame and the turns that finish it, not during them
            QTimer.singleShot(ENGINE_DELAY_MS, self._load_engine)

    def open_dialog(self) -> None:
        dlg = NewGameDialog(self.window, preselect=self.preselect)
        self.dialog = dlg
        if self.window is None:  # the window comes behind it: the dialog holds the whole program
            dlg.setWindowModality(Qt.WindowModality.ApplicationModal)
        if self.engine is not None:
            self._tell_dialog()
        dlg.accepted.connect(self._on_ok)
        dlg.rejected.connect(self._on_cancel)
        on_first_paint(dlg, self._dialog_shown)
        dlg.open()

    def _dialog_shown(self) -> None:
        self._mark("first-frame-dialog")
        if self.trace == "dialog":
            self._finish()
            return
        if self.watch is None:
            self.watch = LoopWatch(self)
        self._start_worker()
        if getattr(self, "_engine_asked", False):  # after the autosave was declined
            self._build_preselected()
        if self.trace == "ok-at-once" and self.dialog is not None:
            self._press_ok()

    def _start_worker(self) -> None:
        if self.worker is not None:
            return
        self.worker = Worker(self._on_done)
        if self.window is None:
            # the window's modules first; the engine once the window is up (not both at once: the
            # window is built in this thread, and the two would share the interpreter's lock)
            self.worker.submit("window", None, load_window_modules)
        else:
            self._load_engine()

    def _load_engine(self) -> None:
        self._engine_asked = True
        self.worker.submit("engine", None, load_engine, [b.id for b in scenario_catalogue()])
        if self.recovery is not None:
            self.worker.submit("recovery", None, open_recovery, self.recovery, self.thread())
        if self.dialog is not None:
            self._build_preselected()
        for job in self._battles_waiting:
            self.worker.submit(*job)
        self._battles_waiting = []

    def _build_battle(self, key: tuple, *args) -> None:
        """Build a battle in the background; not before the engine is asked for (that is, after
        the window's first frame: building it would share the interpreter's lock with the window
        being built)."""
        job = ("battle", key, build_battle, *args)
        if getattr(self, "_engine_asked", False):
            self.worker.submit(*job)
        else:
            self._battles_waiting.append(job)

    def _build_preselected(self) -> None:
        if not self._preselected_asked:
            self._preselected_asked = True
            self._build_battle(self.preselected_key, ("scenario", self.preselect), None, None)

    # -- the dialog's answer ---------------------------------------------------------------------
    def _press_ok(self) -> None:
        self._mark("ok")
        self.dialog.accept()

    def _on_ok(self) -> None:
        if self.finished:
            return
        dlg = self.dialog
        options = dlg.rule_options()
        variants = dlg.variants_choice()  # None: the scenario's recommended set
        key = self.key_of(dlg.choice(), dlg.seed(), options, variants)
        self._start_worker()
        if key not in self.built and key != self.preselected_key:
            self._build_battle(key, dlg.choice(), dlg.seed(), options, *(() if variants is None else (variants,)))
        self._want(key, hand_over=True)

    def _on_cancel(self) -> None:
        if self.finished:
            return
        self._want(self.preselected_key, hand_over=False)  # the players stay at a proper battle

    def _want(self, key: tuple, hand_over: bool) -> None:
        self.wanted = (key, hand_over)
        self._start_worker()  # (the dialog may be closed before its first frame)
        if key == self.preselected_key:
            self._build_preselected()
        if key in self.built and self.window is not None:
            self._install()
            return
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        self._busy = True
        if self.window is not None:
            self.window.statusBar().showMessage(self.tr("Preparing the battle..."))

    # -- results from the background ---------------------------------------------------------------
    def _on_done(self, item) -> None:
        if self.finished:
            return
        kind, key, result = item
        if isinstance(result, Exception) and kind in ("window", "engine"):  # the program itself is broken
            QMessageBox.critical(self.window, self.tr("cc_desktop cannot start"), f"{type(result).__name__}: {result}")
            raise result
        if kind == "window":
            self.build_window()  # the engine is loaded after its first frame (_window_shown)
        elif kind == "engine":
            self.engine = result
            self._mark("engine-ready")
            if self.dialog is not None:
                self._tell_dialog()
        elif kind == "recovery":
            self._on_recovery(result)
        elif kind == "battle":
            self.built[key] = result
            if key == self.preselected_key:
                self._mark("prepared")
                if self.trace == "ok" and self.dialog is not None and self.dialog.isVisible():
                    self._press_ok()
            if self.wanted is not None and self.wanted[0] == key and self.window is not None:
                self._install()

    def _tell_dialog(self) -> None:
        self.dialog.set_rule_options(self.engine["options"])
        self.dialog.set_variant_rules(self.engine["variants"])
        self.dialog.drop_scenarios(self.engine["broken"])
        self.dialog.engine_ready = True
        if self.dialog.is_random():
            self.dialog.update_briefing()

    def _on_recovery(self, opened) -> None:
        path, self.recovery = self.recovery, None
        self.window.statusBar().clearMessage()
        if isinstance(opened, Exception):
            opened = f"{type(opened).__name__}: {opened}"
        if not self.window.recover(path, opened):
            self.open_dialog()

    def _install(self) -> None:
        key, hand_over = self.wanted
        self.wanted = None
        result = self.built.pop(key)
        if getattr(self, "_busy", False):
            self._busy = False
            QApplication.restoreOverrideCursor()
        window = self.window
        window.statusBar().clearMessage()
        if isinstance(result, Exception):  # a broken scenario: say so, and choose again
            QMessageBox.warning(window, self.tr("Cannot start the battle"), f"{type(result).__name__}: {result}")
            self.open_dialog()
            return
        from cc_desktop.ui.controller import GameController
        from cc_desktop.ui.mapscene import adopt_painter

        game, painter = result
        adopt_painter(game.board, painter)
        controller = GameController(game)
        if hand_over and controller.deciding is not None:
            # nobody's seat yet (as hand_to_first_player sets it): the window draws the game once
            controller.viewer = "allies" if controller.deciding == "axis" else "axis"
        window.seat_first_player(controller, hand_over)
        window.activateWindow()
        if self.trace:
            shown = window.handover if not window.handover.isHidden() else window.view.viewport()
            on_first_paint(shown, self._battle_shown)

    def _battle_shown(self) -> None:
        self._mark("first-frame-battle")
        if self.trace in ("ok", "ok-at-once"):
            self._finish()

    def _finish(self) -> None:
        self.finished = True
        if self.watch is not None:
            print(f"{TRACE_PREFIX} longest-stall-ms {self.watch.stop() * 1000:.1f}", flush=True)
            print(f"{TRACE_PREFIX} longest-stall-cpu-ms {self.watch.longest_cpu * 1000:.1f}", flush=True)
            if self.watch.worst_at is not None:
                print(f"{TRACE_PREFIX} longest-stall-ended {self.watch.worst_at:.6f}", flush=True)
        if self.window is not None:
            self.window._no_ask = True  # quit without questions
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.done(0)
        QTimer.singleShot(0, QApplication.instance().quit)


def main(dialog: bool = True) -> int:
    """``cc-desktop`` without a file: the New game dialog, the window behind it, the battle
    built in the background (see the module's docstring)."""
    from cc_desktop.ui.fonts import load_bundled_fonts
    from cc_desktop.ui.language import setup_application

    app = setup_application()
    load_bundled_fonts()  # the dialog's words, before any window
    # the dialog may close (OK) before the window is up: that is not the last window closing
    quits = app.quitOnLastWindowClosed()
    app.setQuitOnLastWindowClosed(False)
    launcher = Launcher(dialog, on_window=lambda: app.setQuitOnLastWindowClosed(quits))
    launcher.begin()
    code = app.exec()
    if launcher.worker is not None:
        launcher.worker.stop()
    return code


__all__ = ["Launcher", "LoopWatch", "WINDOW_MODULES", "autosave_file", "build_battle", "load_engine", "main",
           "on_first_paint", "warm_for_game"]
