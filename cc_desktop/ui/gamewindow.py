"""The game window: a whole battle played hotseat (issue 6), composed of panels with one job each.

The map (the board's drawing) with the counters on it, the seated player's hand, the decision
panel (what the engine waits for, each legal choice as a button; hexes and counters on the map
are clickable choices too), the track display and the log.  Every change goes through
:class:`~cc_desktop.ui.controller.GameController`; the panels draw what the seated player's view
holds (:class:`cc_desktop.rules.view.SideView`, carried by the controller's ``shown``) and listen
to its other signals (docs/ui.md):

* :mod:`~cc_desktop.ui.unitlayer` the counters and markers, and the lights over them;
  :mod:`~cc_desktop.ui.mapchoices` the decision on the map (lights, rings, clicks);
  :mod:`~cc_desktop.ui.movetool` counters dragged (set-up, the Move query's preview and walk);
  :mod:`~cc_desktop.ui.maptools` the LOS tools and the hex inspector;
* :mod:`~cc_desktop.ui.decisionpanel`, :mod:`~cc_desktop.ui.handpanel`,
  :mod:`~cc_desktop.ui.trackpanel`, :mod:`~cc_desktop.ui.logdock` the docks;
* :mod:`~cc_desktop.ui.handover` the hand-over screen, :mod:`~cc_desktop.ui.publicprompt` a
  decision asked in public (issue 14: the seating policy), :mod:`~cc_desktop.ui.reveals` the revealed
  cards, :mod:`~cc_desktop.ui.statusline` the status bar's words, :mod:`~cc_desktop.ui.endgame`
  the end of the game;
* :mod:`~cc_desktop.ui.menus` the menus, :mod:`~cc_desktop.ui.fileactions` new, open (in the
  background), save and the recovery of an autosave.

The window builds them, hands them each new controller, and coordinates the hand-over.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QMessageBox, QWidget  # noqa: F401 (tests patch it)

from cc_desktop.ui import names
from cc_desktop.ui.decisionpanel import DecisionPanel
from cc_desktop.ui.endgame import GameOverScreen, vp_by_source
from cc_desktop.ui.fileactions import SAVE_EXTENSION, FileActions, open_autosave, read_save  # noqa: F401
from cc_desktop.ui.firepreview import FirePreview
from cc_desktop.ui.fonts import load_bundled_fonts
from cc_desktop.ui.handover import HandoverScreen
from cc_desktop.ui.handpanel import HandPanel
from cc_desktop.ui.hints import Hints
from cc_desktop.ui.language import app_icon, install_translation, setup_application  # noqa: F401 (re-exported)
from cc_desktop.ui.logdock import LogDock
from cc_desktop.ui.mapchoices import MapChoices
from cc_desktop.ui.mapscene import MapScene
from cc_desktop.ui.maptools import MapTools
from cc_desktop.ui.menus import Menus
from cc_desktop.ui.movetool import MoveTool
from cc_desktop.ui.newgame import RANDOM_BATTLE, NewGameDialog, starting_scenario  # noqa: F401 (re-exported)
from cc_desktop.ui.newgame import STARTING_SCENARIO  # noqa: F401 (re-exported)
from cc_desktop.ui.publicprompt import PublicPrompt
from cc_desktop.ui.reveals import REVEAL_RESULTS, Reveals  # noqa: F401 (re-exported)
from cc_desktop.ui.rulebook import RulesDialog
from cc_desktop.ui.showsteps import FRAME_MS, NEXT_TURN_MS, ShowSteps  # noqa: F401 (re-exported)
from cc_desktop.ui.statusline import StatusLine
from cc_desktop.ui.texts import move_label
from cc_desktop.ui.trackpanel import TrackPanel
from cc_desktop.ui.unitlayer import HIGHLIGHT, SELECT, UnitLayer  # noqa: F401 (re-exported)
from cc_desktop.ui.viewer import MapView

if TYPE_CHECKING:
    from cc_desktop.rules import Move
    from cc_desktop.ui.controller import GameController

# Start-up (issue 13): the window and the New game dialog are built before the engine is imported.
# The engine (cc_desktop.rules, .content, .board: NumPy and Shapely) is imported where it is first
# used, inside the methods, or in the background while the dialog is open (cc_desktop.ui.launch);
# tests/ui/test_startup.py checks that building the window and the dialog imports none of it.


#: The version of the docks' layout kept in QSettings (``saveState``): a layout saved by an older
#: window (the Track display and the Log one above the other: 796 pixels high at the least) is
#: not restored.
LAYOUT_VERSION = 2


def other_side(side: str) -> str:
    return "allies" if side == "axis" else "axis"


class GameWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None):
        super().__init__()
        load_bundled_fonts()
        self.setWindowTitle(self.tr("cc_desktop"))
        self.setWindowIcon(app_icon())
        self._fit_to_screen(1500, 950)
        self.controller: GameController | None = None
        self.selected: str | None = None  # the counter clicked or picked up last
        self.scene = MapScene()
        self.view = MapView(self.scene)
        self.setCentralWidget(self.view)
        self.units = UnitLayer(self, self.scene)
        self.status = StatusLine(self)
        self.files = FileActions(self)
        self.choices = MapChoices(self)
        self.move_tool = MoveTool(self)
        self.maptools = MapTools(self)
        self.view.hexClicked.connect(self.on_hex_clicked)
        self.view.hexHovered.connect(self.maptools.hex_hovered)
        self.view.cancelled.connect(self.maptools.cancel_los)  # Esc
        # the layout fits 1366x768 and 1280x720 screens (issue 14): the right column (Decision,
        # Track display, Log) runs the whole height, the Hand sits under the map only (the
        # window is 552 pixels high at the least, was 796); the hand scrolls, the map fits the
        # room it has; a player may tab docks together
        self.setCorner(Qt.Corner.TopRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks)
        self.decision = DecisionPanel()
        self.decision.chosen.connect(self.play)
        self.decision_dock = self._dock(self.tr("Decision"), self.decision, Qt.DockWidgetArea.RightDockWidgetArea)
        self.hand_panel = HandPanel(self)
        self.hand = self.hand_panel.widget
        self.hand_dock = self._dock(self.tr("Hand"), self.hand, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.track_panel = TrackPanel()
        self.track_dock = self._dock(self.tr("Track display"), self.track_panel.widget,
                                     Qt.DockWidgetArea.RightDockWidgetArea)
        self.logdock = LogDock(self)
        self.log = self.logdock.view
        self.log_dock = self._dock(self.tr("Log"), self.log, Qt.DockWidgetArea.RightDockWidgetArea)
        self.reveals = Reveals(self)
        self.reveal = self.reveals.popup
        self.handover = HandoverScreen(self)
        self.handover.taken.connect(self.on_seat_taken)
        self.table = PublicPrompt(self)  # a decision asked in public: veils, a reaction window's box
        self.hints = Hints(self)  # a first game's hints (Help > Show hints)
        self.menus = Menus(self)
        self.game_over = GameOverScreen(self)
        self.first_frames = ShowSteps(self)
        # each new controller goes to every panel, in this order: the ``shown`` ones draw in it
        self.panels = (self.choices, self.decision, self.hand_panel, self.track_panel, self.logdock, self.menus,
                       self.status, self.reveals, self.table, self.game_over, self.move_tool)
        self.fire_preview = FirePreview(self)  # the Fire preview over the map (firepreview.py)
        self.panels += (self.fire_preview, self.hints)
        if controller is not None:
            self.set_controller(controller)

    def _dock(self, title: str, widget: QWidget, area, name: str | None = None) -> QDockWidget:
        dock = QDockWidget(title, self)
        # a fixed English object name (``name``, else by its title): the layout saved in
        # QSettings (saveState) survives a change of language
        fixed = {self.tr("Decision"): "decision-dock", self.tr("Hand"): "hand-dock",
                 self.tr("Track display"): "track-dock", self.tr("Log"): "log-dock"}
        dock.setObjectName(name or fixed.get(title) or "dock-" + "".join(c for c in title.lower() if c.isalnum()))
        # hotseat privacy: a floated dock would be a window of its own that the hand-over screen
        # does not cover (the Hand, the Log), so docks move and close but never float
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    # -- the game --------------------------------------------------------------------------
    def set_controller(self, controller: GameController, draw: bool = True) -> None:
        """Hand ``controller`` to every panel and show its map; ``draw``: the panels draw its view
        now (False: the caller draws it next, :meth:`seat_first_player`)."""
        old = self.controller
        if old is not None and old is not controller:
            old.flush_autosave()  # the moves of the game left behind reach the autosave first
            old.setParent(None)  # and the game goes when nothing holds it any more
        self.controller = controller
        controller.setParent(self)
        for panel in self.panels:
            panel.attach(controller)
        controller.shown.connect(self._shown)
        controller.handover_needed.connect(self.cover_for_handover)
        seen = controller.view()
        if self.scene.board is not seen.board:
            self.scene.set_board(seen.board)
        else:  # another game on the same map (boards are shared per map file): the map stays drawn
            self.scene.clear_los()
        self.view.fit()
        if draw:
            self.refresh()
        self.setWindowTitle(self.tr("cc_desktop — {0}").format(names.scenario_name(seen.scenario)))

    def refresh(self) -> None:
        """Every panel draws the seated player's view again."""
        if self.controller:
            self.controller.show()

    def _shown(self, view) -> None:
        """After the panels: the Undo action, and the hand-over screen while the other side decides."""
        ctl = self.controller
        self.menus.undo_action.setEnabled(self.undo_stack.canUndo() and ctl.can_undo())  # the stack's action
        if not ctl.seat_ok() and self.handover.isHidden():
            self.cover_for_handover(ctl.deciding)

    def legal(self) -> list[Move]:
        return self.controller.legal_moves() if self.controller else []

    # -- player input --------------------------------------------------------------------
    def play(self, move: Move) -> None:
        ctl = self.controller
        if not ctl:
            return
        view = ctl.answering_view()
        label = move_label(view, move) if view.pending else str(move)
        if ctl.apply(move):
            self.selected = None
            if ctl.seat_ok():  # never after a hand-over: the move may be a hidden one
                self.status.say(label, 4000)

    def choose(self, pred) -> None:
        moves = [m for m in self.legal() if pred(m)]
        if len(moves) == 1:
            self.play(moves[0])
        elif moves:
            self._menu(moves)

    def _menu(self, moves: list[Move]) -> None:
        """The choices a click names, as a menu under the mouse."""
        menu = QMenu(self)
        view = self.controller.view()
        for m in moves:
            act = menu.addAction(move_label(view, m))
            act.triggered.connect(lambda checked=False, mv=m: self.play(mv))
        if self.isVisible():
            menu.popup(self.cursor().pos())
        self._last_menu = menu

    def on_hex_clicked(self, hex_id: str) -> None:
        # the LOS tools first, then the set-up's pile (5: the unit picked or the next to place),
        # else the decision's
        if not self.maptools.hex_clicked(hex_id) and not self.move_tool.setup_hex_clicked(hex_id):
            self.choices.hex_clicked(hex_id)

    def on_unit_clicked(self, item) -> None:
        if not self.move_tool.setup_click(item):  # set-up: the counter is picked, then its hex
            self.choices.unit_clicked(item)

    def hover_move(self, move: Move | None) -> None:
        if self.controller:
            self.choices.hover(move)

    def on_card_clicked(self, number: int) -> None:
        self.hand_panel.clicked(number)

    def on_drag_start(self, item) -> None:
        self.move_tool.drag_start(item)

    def on_drag_move(self, item, scene_pos) -> None:
        self.move_tool.drag_move(item, scene_pos)

    def on_unit_dropped(self, item, scene_pos) -> bool:
        return self.move_tool.drop(item, scene_pos)

    def show_rules(self, rule: str | None = None) -> RulesDialog:
        """Help > Rules: the rules in our own words, at ``rule`` if given."""
        if getattr(self, "rules_dialog", None) is None:
            self.rules_dialog = RulesDialog(self)
        if rule:
            self.rules_dialog.show_rule(rule)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        return self.rules_dialog

    def undo(self) -> None:
        """Undo through the stack (its command asks the engine, which may refuse)."""
        if self.controller and self.undo_stack.canUndo():
            self.undo_stack.undo()
            self.undo_stack.resync()

    # -- the hand-over ---------------------------------------------------------------------------
    def on_seat_taken(self) -> None:
        self.clear_transient()  # nothing the player who left the seat saw stays on the screen
        self.handover.hide()
        self.controller.take_seat()  # every panel draws the new seat's view (the Reactions menu too)
        self.reveals.seat_taken(self.controller.viewer)  # 1.3: the last move's reveals, for him too

    def cover_for_handover(self, side: str) -> None:
        """Hotseat privacy: clear what the player leaving the seat saw, then cover the window
        until ``side``'s player takes the seat."""
        if not self.handover.isHidden() and self.handover.side == side:
            return  # covered for him already
        self.reveals.cover(self.controller.batch_start if self.controller else -1)
        self.clear_transient()
        self.handover.show_for(side)

    def clear_transient(self) -> None:
        """At every hand-over: the status bar (the last move may be a hidden placement), the
        "Rule X?" button, the map's hover tooltip, the reveal popup, the drag path, the LOS
        overlays, any open popup menu and the discard-pile windows; a floated dock (a window
        the hand-over screen would not cover) goes back into the main window."""
        from PySide6.QtWidgets import QToolTip

        from cc_desktop.ui.cards import PileDialog

        self.status.clear()
        self.view.setToolTip("")
        QToolTip.hideText()
        self.reveals.clear()  # the last move's reveals wait for the next player (on_seat_taken)
        self.logdock.leave()
        self.move_tool.clear()
        self.maptools.clear()
        for dock in self.findChildren(QDockWidget):
            if dock.isFloating():
                dock.setFloating(False)
        for widget in self.findChildren(PileDialog) + self.findChildren(QMenu):
            if widget.isVisible():
                widget.close()

    def seat_first_player(self, controller: GameController, hand_over: bool = True) -> None:
        """A game just begun, opened or recovered into the window: ``controller`` to the panels,
        then (``hand_over``) nobody's seat (:meth:`hand_to_first_player`).  The panels draw its
        view once (issue 13: drawing it for the side away from the screen first, then again for
        the table, held the event loop twice as long)."""
        seats = hand_over and controller.deciding is not None and not getattr(self, "_no_ask", False)
        held = self.first_frames.hold()  # the docks and the map shown in steps (issue 13, showsteps.py)
        self.set_controller(controller, draw=not seats)
        if seats:
            self.hand_to_first_player()
        if held:
            self.first_frames.release()

    @property
    def settling(self) -> bool:
        """A game just put into the window is still being shown (the docks or the map held)."""
        return self.first_frames.settling

    def hand_to_first_player(self) -> None:
        """Hotseat: a game just begun, opened or recovered starts with nobody at the screen: behind
        the hand-over screen when its first decision needs a hand or a hidden set-up, so that the
        player who decides first is the one who sees it; else asked in public (the seating policy)."""
        ctl = self.controller
        if ctl is None or ctl.deciding is None or getattr(self, "_no_ask", False):
            return
        ctl.seat_nobody()  # nobody's seat yet: a pass screen before a decision that needs a hand

    # -- games and files -------------------------------------------------------------------------
    def start(self, scenario=None, seed: int | None = None, options: dict[str, bool] | None = None) -> None:
        """A new game of ``scenario`` (an id, a path or a :class:`Scenario`; None: the test
        skirmish, ``DEFAULT_SCENARIO``)."""
        from cc_desktop.content import DEFAULT_SCENARIO
        from cc_desktop.rules import Game
        from cc_desktop.ui.controller import DEFAULT_WINDOWS, GameController

        game = Game.new(scenario or DEFAULT_SCENARIO, seed=seed,
                        prefs={"axis": DEFAULT_WINDOWS, "allies": DEFAULT_WINDOWS}, options=options)
        self.set_controller(GameController(game))

    def open_path(self, path: str, ask: bool = True, wait: bool = False) -> bool:
        """Open a saved game (:meth:`FileActions.open_path`: read in the background; ``wait``:
        here and now), with this module's ``read_save``."""
        return self.files.open_path(path, ask, wait, read=read_save)

    def open_dialog(self) -> None:
        self.files.open_dialog()

    def new_game_dialog(self, ask: bool = True, wait: bool = False) -> None:
        self.files.new_game_dialog(ask, wait)

    def offer_recovery(self) -> bool:
        return self.files.offer_recovery()

    def recover(self, path, opened) -> bool:
        return self.files.recover(path, opened)

    def ask_save_first(self) -> QMessageBox.StandardButton:
        return self.files.ask_save_first()

    def confirm_unsaved(self) -> bool:
        return self.files.confirm_unsaved()

    @property
    def loading(self) -> str | None:
        """A game being opened or built in the background ("open", "new"), None when idle."""
        return self.files.loading

    # -- the layout ------------------------------------------------------------------------------
    def _fit_to_screen(self, width: int, height: int) -> None:
        """The window's first size: ``width`` x ``height``, or the screen's room if that is less
        (a 1366x768 or 1280x720 screen)."""
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        if room is not None and room.width() > 0 and room.height() > 0:
            width, height = min(width, room.width()), min(height, room.height())
        self.resize(width, height)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not getattr(self, "_restored", False) and not getattr(self, "_no_ask", False):  # not when automated
            self._restored = True
            settings = QSettings("cc_desktop", "cc_desktop")
            geometry, state = settings.value("window/geometry"), settings.value("window/state")
            if geometry is not None:
                self.restoreGeometry(geometry)
            if state is not None:
                self.restoreState(state, LAYOUT_VERSION)  # a layout saved before this one is left aside

    def save_layout(self) -> None:
        settings = QSettings("cc_desktop", "cc_desktop")
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/state", self.saveState(LAYOUT_VERSION))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if self.handover.isVisible():
            self.handover.setGeometry(self.rect())

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt API
        if self.isVisible() and not self.confirm_unsaved():
            event.ignore()
            return
        if self.isVisible() and not getattr(self, "_no_ask", False):
            self.save_layout()
        for child in (getattr(self, "rules_dialog", None), getattr(self, "how_to_play", None), self.end_dialog):
            if child is not None:
                child.close()  # the window's own tool windows go with it
        if self.controller is not None:
            self.controller.flush_autosave(wait=True)  # the last moves are in the autosave
        super().closeEvent(event)

    # -- the panels' names, kept on the window (scripts, tests, the launcher) ---------------------
    track = property(lambda self: self.track_panel.text)
    track_board = property(lambda self: self.track_panel.board)
    log_model = property(lambda self: self.logdock.model)
    log_seat = property(lambda self: self.logdock.seat)
    why_button = property(lambda self: self.status.why_button)
    refusal_rule = property(lambda self: self.status.refusal_rule)
    autosave_warning = property(lambda self: self.status.autosave_warning)
    undo_stack = property(lambda self: self.menus.undo_stack)
    undo_action = property(lambda self: self.menus.undo_action)
    options_menu = property(lambda self: self.menus.options_menu)
    los_action = property(lambda self: self.maptools.los_action)
    sees_action = property(lambda self: self.maptools.sees_action)
    los_panel = property(lambda self: self.maptools.los_panel)
    last_los = property(lambda self: self.maptools.last_los)
    end_dialog = property(lambda self: self.game_over.dialog)
    end_text = property(lambda self: self.game_over.text)

    def track_html(self) -> str:
        return self.track_panel.html(self.controller.view())

    def vp_by_source(self) -> list[tuple[str, int]]:
        return vp_by_source(self.controller.view())

    def on_game_over(self) -> None:
        self.game_over.show()

    def show_piles(self) -> None:
        self.hand_panel.show_piles()

    def show_reveal(self, event) -> None:
        self.reveals.add(event)

    reveals_on = property(lambda self: self.reveals.on, lambda self, on: setattr(self.reveals, "on", on))
    reveal_ms = property(lambda self: self.reveals.ms, lambda self, ms: setattr(self.reveals, "ms", ms))

    def rebuild_log(self) -> None:
        self.logdock.rebuild()

    def on_log_hover(self, item) -> None:
        self.logdock.hover(item)

    def on_log_open_rule(self, item) -> None:
        self.logdock.open_rule(item)

    def log_hexes(self, event) -> set[str]:
        return self.logdock.hexes(event)

    def on_hex_hovered(self, hex_id: str) -> None:
        self.maptools.hex_hovered(hex_id)

    def inspect(self, hex_id: str) -> str:
        return self.maptools.inspect(hex_id)

    def inspect_html(self, hex_id: str) -> str:
        return self.maptools.inspect_html(hex_id)

    def shade_sees(self, hex_id: str) -> dict[str, tuple[str, int]]:
        return self.maptools.shade_sees(hex_id)

    def clear_sees(self) -> None:
        self.maptools.clear_sees()

    def show_los_between(self, a: str, b: str, live: bool = False):
        return self.maptools.show_los_between(a, b, live)

    def cancel_los(self) -> None:
        self.maptools.cancel_los()

    def reachable(self, uid: str | None, group: bool | None = None) -> dict[str, int]:
        return self.move_tool.reachable(uid, group)

    def planned_path(self, start: str, stops: list[str]) -> list[str] | None:
        return self.move_tool.planned_path(start, stops)

    def moving_group(self, unit: str) -> list[str]:
        return self.move_tool.moving_group(unit)

    waypoints = property(lambda self: self.move_tool.waypoints,
                         lambda self, hexes: setattr(self.move_tool, "waypoints", list(hexes)))


def main(argv: list[str] | None = None, new_game_dialog: bool = False) -> int:
    """Open the game window: on a saved game or on a scenario id; with no argument, the New game
    dialog first and the window behind it, the battle it preselects built in the background
    (cc_desktop.ui.launch.main: both appear before any game is built)."""
    argv = list(argv or [])
    if not argv:
        from cc_desktop.ui import launch

        return launch.main(dialog=new_game_dialog)
    app = setup_application()
    win = GameWindow()
    if argv[0].endswith(SAVE_EXTENSION):
        if not win.open_path(argv[0], wait=True):  # before the window is shown: read at once
            return 2
    else:
        try:
            win.start(argv[0])
        except Exception as exc:  # a broken scenario file: say so, never a traceback
            print(f"cannot start {argv[0]}: {exc}", file=sys.stderr)
            return 2
    win.show()
    opener = FileOpenFilter(win, app)  # macOS: a save double-clicked while the game runs
    app.installEventFilter(opener)
    return app.exec()


class FileOpenFilter(QObject):
    """Opens a ``.ccgame`` that the system hands to the running program (macOS sends a
    QFileOpenEvent instead of a command-line argument)."""

    def __init__(self, window: "GameWindow", parent=None):
        super().__init__(parent)
        self.window = window

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.FileOpen and event.file().endswith(SAVE_EXTENSION):
            self.window.open_path(event.file())
            return True
        return False
