"""Start-up (issue 13): the New game dialog first, the window behind it, the game after.

The dialog and the window are built without the engine (NumPy, Shapely, the rules); the battle
the dialog preselects is built in the background once the dialog is on the screen; OK takes it
(or builds the chosen one), Cancel leaves the players at it; a broken choice is refused with the
reason and the dialog comes back; an unfinished autosave is offered first, as before.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from cc_desktop.content import DEFAULT_SCENARIO, bundled_scenarios, load_scenario
from cc_desktop.rules import Game
from cc_desktop.ui import launch, newgame
from cc_desktop.ui.newgame import RANDOM_BATTLE, Briefing, NewGameDialog, scenario_catalogue, starting_scenario

pytestmark = pytest.mark.qt

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("numpy", "shapely", "cc_desktop.rules", "cc_desktop.board", "cc_desktop.content", "cc_desktop.ui.controller",
         "cc_desktop.ui.mappainter", "cc_desktop.ui.counters")


def _env(tmp_path, **extra):
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", CC_DESKTOP_DATA=str(tmp_path / "data"))
    env.update(extra)
    return env


def test_the_dialog_and_the_window_are_built_without_the_engine(tmp_path):
    """What start-up shows before the background work: the dialog (its scenarios, briefing, the
    random battle's nations) and the whole game window import none of the engine."""
    code = (
        "import json, sys\n"
        "from cc_desktop.ui.language import setup_application\n"
        "from cc_desktop.ui.fonts import load_bundled_fonts\n"
        "from cc_desktop.ui.newgame import NewGameDialog, starting_scenario\n"
        "app = setup_application(); load_bundled_fonts()\n"
        "dlg = NewGameDialog(None, preselect=starting_scenario()); dlg.show(); app.processEvents()\n"
        "shown = {'items': dlg.combo.count(), 'current': dlg.combo.currentData(), 'briefing': dlg.briefing.text(),\n"
        "         'nations': dlg.nations.count()}\n"
        "from cc_desktop.ui.launch import WINDOW_MODULES, load_modules\n"
        "load_modules(WINDOW_MODULES)\n"
        "from cc_desktop.ui.gamewindow import GameWindow\n"
        "win = GameWindow(); win.show(); app.processEvents()\n"
        f"shown['heavy'] = sorted(m for m in {HEAVY!r} if m in sys.modules)\n"
        "print(json.dumps(shown))\n"
    )
    # no language chosen (nor in the settings: a folder of its own): the default one is looked up (lightly)
    env = _env(tmp_path, LANG="C", LC_ALL="C", XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.pop("CC_DESKTOP_LANG", None)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    shown = json.loads(out.stdout.strip().splitlines()[-1])
    assert shown["heavy"] == []
    assert shown["current"] == "chapel-crossroads-1944" and shown["items"] == len(bundled_scenarios())  # the real ones and Random battle, not the test skirmish
    assert "The Chapel Crossroads" in shown["briefing"] and shown["nations"] > 1


def test_a_failing_check_shows_the_engine_is_there(tmp_path):
    """The check above can fail: importing the window's game code does bring the engine in."""
    code = ("import sys\nimport cc_desktop.ui.controller\n"
            f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_env(tmp_path), timeout=120)
    assert "numpy" in out.stdout and "cc_desktop.rules" in out.stdout


def test_the_light_catalogue_says_what_the_loaded_scenarios_say():
    """The dialog's briefings, read from the files alone, are those of the loaded scenarios."""
    catalogue = {b.id: b for b in scenario_catalogue()}
    for_tests = {Path(p).stem for p in bundled_scenarios() if json.loads(Path(p).read_text(encoding="utf-8")).get("for_tests")}
    assert for_tests == {"test-skirmish"}  # offered to nobody: made for the tests
    assert set(catalogue) == {Path(p).stem for p in bundled_scenarios()} - for_tests
    for sid, briefing in catalogue.items():
        assert briefing == Briefing.of_scenario(load_scenario(sid)), sid


def test_the_constants_kept_without_the_engine_agree_with_it(monkeypatch, tmp_path):
    from cc_desktop.rules.saves import SAVE_EXTENSION
    from cc_desktop.ui import gamewindow
    from cc_desktop.ui.controller import autosave_path

    assert newgame.TEST_SCENARIO == DEFAULT_SCENARIO
    assert gamewindow.SAVE_EXTENSION == SAVE_EXTENSION
    assert launch.autosave_file() == autosave_path() == tmp_path / "user-data" / "autosave.ccgame"
    monkeypatch.delenv("CC_DESKTOP_DATA")
    assert launch.autosave_file() == autosave_path()
    assert starting_scenario() == "chapel-crossroads-1944"


def test_the_rule_options_wait_for_the_engine(qtbot, monkeypatch):
    """Before the engine is loaded the known options are shown, disabled, and OK asks for the
    defaults; the engine's defaults set and enable them."""
    import cc_desktop.rules as rules_package

    monkeypatch.delitem(sys.modules, newgame.ENGINE_MODULE)  # as at start-up (put back afterwards)
    # and the package's attribute too: importing the engine again meanwhile rebinds it to a new
    # module object, whose globals (its board cache) the other tests would then patch in vain
    monkeypatch.setattr(rules_package, "game", rules_package.game)
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    assert not dlg.engine_ready and dlg.rule_options() == {}
    assert all(not box.isEnabled() for box in dlg.options.values())
    dlg.combo.setCurrentIndex(dlg.combo.findData(RANDOM_BATTLE))
    assert dlg.briefing.text() == "..."  # a random battle's briefing needs the engine
    from cc_desktop.rules.game import RULE_OPTIONS

    defaults = {name: default for name, (default, _rule) in RULE_OPTIONS.items()}
    dlg.set_rule_options(defaults)
    dlg.engine_ready = True
    dlg.update_briefing()
    assert dlg.rule_options() == defaults and all(box.isEnabled() for box in dlg.options.values())
    assert "Random battle" in dlg.briefing.text()
    dlg.drop_scenarios(["farmland-patrols-1945"])
    assert dlg.combo.findData("farmland-patrols-1945") == -1


@pytest.fixture
def started(qtbot, monkeypatch):
    """A launcher as ``cc-desktop`` starts it, in this process; every Game built is recorded with
    the time it was made."""
    made: list[tuple[float, Game]] = []
    real_init = Game.__init__

    def init(self, *args, **kwargs):
        real_init(self, *args, **kwargs)
        made.append((time.monotonic(), self))

    monkeypatch.setattr(Game, "__init__", init)
    launchers = []

    def start(dialog=True):
        launcher = launch.Launcher(dialog)
        launchers.append(launcher)
        launcher.begin()
        return launcher

    start.made = made
    yield start
    for launcher in launchers:
        launcher.finished = True
        if launcher.worker is not None:
            launcher.worker.stop()
        if launcher.dialog is not None:
            launcher.dialog.close()
        if launcher.window is not None:
            launcher.window._no_ask = True
            launcher.window.close()
    QApplication.processEvents()


def _ready(qtbot, launcher):
    qtbot.waitUntil(lambda: launcher.window is not None and launcher.preselected_key in launcher.built, timeout=60000)


def test_the_dialog_comes_first_and_ok_takes_the_battle_built_behind_it(qtbot, started):
    launcher = started()
    dlg = launcher.dialog
    assert dlg is not None and dlg.isVisible() and launcher.window is None and started.made == []
    assert dlg.combo.currentData() == launcher.preselect == starting_scenario()
    _ready(qtbot, launcher)
    assert "first-frame-dialog" in launcher.marks and launcher.window.isVisible()
    built_at, game = started.made[0]
    assert built_at > launcher.marks["first-frame-dialog"]  # the game after the dialog's first frame
    assert game.scenario.id == dlg.combo.currentData()  # the battle the dialog preselects
    assert dlg.rule_options()  # the engine's defaults arrived
    dlg.accept()
    win = launcher.window
    assert win.controller is not None and win.controller.game is game and len(started.made) == 1
    # hotseat: nobody sits yet and nobody's hand is on the screen; a pass screen first when the
    # first decision needs a hand or a hidden set-up, else it is asked in public (rules.seating)
    assert win.controller.seated is None and win.hand.numbers() == []
    assert win.handover.isHidden() == win.controller.seat_ok()
    assert win.scene.map_item is not None and win.scene.map_item.board is game.board


def test_ok_with_another_choice_builds_that_battle(qtbot, started):
    launcher = started()
    _ready(qtbot, launcher)
    dlg = launcher.dialog
    dlg.combo.setCurrentIndex(dlg.combo.findData("farmland-patrols-1945"))
    dlg.seed_edit.setText("77")
    dlg.accept()
    qtbot.waitUntil(lambda: launcher.window.controller is not None, timeout=60000)
    game = launcher.window.controller.game
    assert game.scenario.id == "farmland-patrols-1945" and game.seed == 77
    assert game is started.made[-1][1] and len(started.made) == 2


def test_cancel_leaves_the_players_at_the_preselected_battle(qtbot, started):
    launcher = started()
    launcher.dialog.reject()
    qtbot.waitUntil(lambda: launcher.window is not None and launcher.window.controller is not None, timeout=60000)
    assert launcher.window.controller.game.scenario.id == starting_scenario()
    assert launcher.window.handover.isHidden()  # as before: no hand-over after Cancel


def test_a_broken_choice_is_refused_with_the_reason_and_the_dialog_comes_back(qtbot, started, monkeypatch):
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    real = launch.build_battle

    def build(choice, seed, options):
        if choice == ("scenario", "shattered-mill-1943"):
            raise ValueError("shattered-mill-1943.json: sides.axis.nation: no such nation")
        return real(choice, seed, options)

    monkeypatch.setattr(launch, "build_battle", build)
    launcher = started()
    _ready(qtbot, launcher)
    first = launcher.dialog
    first.combo.setCurrentIndex(first.combo.findData("shattered-mill-1943"))
    first.accept()
    qtbot.waitUntil(lambda: bool(warned) and launcher.dialog is not first, timeout=60000)
    assert "no such nation" in warned[0] and launcher.dialog.isVisible()
    assert launcher.window.controller is None  # nothing half started
    launcher.dialog.accept()  # the preselected battle, already built
    assert launcher.window.controller.game.scenario.id == starting_scenario()


def test_an_unfinished_autosave_is_offered_first(qtbot, started, monkeypatch, tmp_path):
    from cc_desktop.ui.controller import autosave_path

    game = Game.new("farmland-patrols-1945", seed=5)
    for _ in range(6):
        game.apply(game.legal_moves()[0])
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    game.save(autosave_path())
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    launcher = started()
    assert launcher.window is not None and launcher.dialog is None  # the window first, no dialog yet
    qtbot.waitUntil(lambda: launcher.window.controller is not None, timeout=60000)
    resumed = launcher.window.controller
    assert resumed.game.state.hash() == game.state.hash() and resumed.dirty and resumed.path is None
    assert launcher.dialog is None and resumed.thread() == launcher.window.thread()


def test_a_broken_autosave_is_set_aside_and_the_dialog_opens(qtbot, started, monkeypatch):
    from cc_desktop.ui.controller import autosave_path

    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Ok)
    launcher = started()
    qtbot.waitUntil(lambda: launcher.dialog is not None, timeout=60000)
    assert not path.exists() and list(path.parent.glob("autosave.broken-*.ccgame"))
    assert "not valid JSON" in launcher.window.recovery_problem


def test_the_program_traces_its_start(tmp_path):
    """``cc-desktop`` itself, as benchmarks/ui.py --startup runs it: the dialog's first frame,
    then the window's, OK once the preselected battle is ready, the battle's first frame, the
    longest stall of the event loop; it quits by itself."""
    out = subprocess.run([sys.executable, "-m", "cc_desktop"], capture_output=True, text=True, timeout=180,
                         env=_env(tmp_path, CC_DESKTOP_TRACE_START="ok"))
    assert out.returncode == 0, out.stderr[-3000:]
    marks = {}
    for line in out.stdout.splitlines():
        if line.startswith(launch.TRACE_PREFIX):
            _, event, value = line.split()
            marks[event] = float(value)
    order = ["first-frame-dialog", "first-frame-window", "engine-ready", "prepared", "ok", "first-frame-battle"]
    assert [e for e in sorted(marks, key=marks.get) if e in order] == order, marks
    assert marks["longest-stall-ms"] >= 0
