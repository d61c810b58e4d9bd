"""The window's files: File > New game (the dialog, then the battle built in the background),
Open (a save read in the background), Save and Save as, the question before unsaved play would be
lost, and the recovery of an unfinished autosaved game at start.  While a game is read or built
the window is busy (its menus and docks off, the map taking no input, a word in the status bar)
and keeps the game at the table until the new one is there; a file that cannot be opened is said
in a message (issue 13: the event loop is never held by reading or building a game)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QFileDialog, QMessageBox

from cc_desktop.fileio import clip
from cc_desktop.ui import names

#: the extension of saved games (cc_desktop.rules.saves.SAVE_EXTENSION, which tests check it is)
SAVE_EXTENSION = ".ccgame"


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


class FileActions:
    def __init__(self, host):
        self.host = host  # the window: controller, scene, view, set_controller, hand_to_first_player
        #: a game being opened or built in the background ("open", "new"), None when idle
        self.loading: str | None = None
        self._worker = None  # the background thread (cc_desktop.ui.launch.Worker), made when first needed
        self._new_dialog = None  # the New game dialog while it is open
        self._input_off = _NoInput(host)  # on the map while a game is read or built

    def offer_recovery(self) -> bool:
        """At start: an unfinished autosaved game may be resumed.  An autosave that cannot be
        opened is set aside (renamed, the players told where) and never blocks the start."""
        from cc_desktop.ui.controller import autosave_path

        path = autosave_path()
        if path is None or not path.exists():
            return False
        return self.recover(path, open_autosave(path))

    def recover(self, path, opened) -> bool:
        """:meth:`offer_recovery` once the autosave at ``path`` is opened (``opened``: what
        :func:`open_autosave` gave, perhaps in the background): resume it, or set it aside."""
        from cc_desktop.ui.controller import set_aside

        host = self.host
        if not isinstance(opened, str):
            return self.resume(opened)
        reason = opened
        moved = set_aside(path)
        host.recovery_problem = reason
        text = (_tr("The autosaved game could not be opened and was set aside as {0}.").format(moved.name)
                if moved else _tr("The autosaved game could not be opened and was removed."))
        box = QMessageBox(QMessageBox.Icon.Warning, _tr("Autosave set aside"), text, QMessageBox.StandardButton.Ok,
                          host)
        box.setInformativeText(reason)
        box.setObjectName("recovery_problem")
        if not getattr(host, "_no_ask", False):
            box.exec()
        return False

    def resume(self, ctl) -> bool:
        if ctl.game.pending is None:
            return False
        answer = QMessageBox.question(self.host, _tr("Resume"), _tr("Resume the unfinished game ({0}, {1} moves)?")
                                      .format(names.scenario_name(ctl.game.scenario), len(ctl.game.moves)))
        if answer == QMessageBox.StandardButton.Yes:
            ctl.path = None
            ctl.dirty = True  # only in the autosave: unsaved play until the players save it
            self.host.seat_first_player(ctl)
            return True
        return False

    def has_unsaved_play(self) -> bool:
        """Moves (or a recovered game) not yet in a save file."""
        return bool(self.host.controller and self.host.controller.dirty)

    def ask_save_first(self) -> QMessageBox.StandardButton:
        """The question before unsaved play would be lost: Save, Discard or Cancel."""
        box = QMessageBox(QMessageBox.Icon.Question, _tr("Unsaved game"), _tr("Save the current game first?"),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self.host)
        box.setInformativeText(_tr("Otherwise the moves played since it was last saved are lost."))
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        box.exec()
        return box.standardButton(box.clickedButton()) if box.clickedButton() else QMessageBox.StandardButton.Cancel

    def confirm_unsaved(self) -> bool:
        """Before New game, Open and Quit: True when the current game may go (nothing unsaved,
        saved now, or the players chose to discard it); False: keep playing it."""
        if not self.has_unsaved_play() or getattr(self.host, "_no_ask", False):
            return True
        answer = self.host.ask_save_first()  # (the window's: tests answer it)
        if answer == QMessageBox.StandardButton.Save:
            self.save()
            return not self.host.controller.dirty  # a cancelled file dialog keeps the game
        return answer == QMessageBox.StandardButton.Discard

    def new_game_dialog(self, ask: bool = True, wait: bool = False) -> None:
        """File > New game: the dialog, then the battle chosen built in the background (``wait``:
        here and now, as the tests and the automated windows do)."""
        if self.loading or (ask and not self.confirm_unsaved()):
            return
        from cc_desktop.ui.launch import build_battle
        from cc_desktop.ui.newgame import broken_scenarios

        # the scenarios' full check and the battle chosen are made in the background (issue 13:
        # the event loop is never held by them); a broken scenario leaves the list when it is known
        from cc_desktop.ui.newgame import NewGameDialog

        self._new_dialog = dlg = NewGameDialog(self.host, check_later=not wait)
        if wait:
            dlg.drop_scenarios(broken_scenarios(dlg.scenario_ids()))
        else:
            self._background().submit("check", None, broken_scenarios, dlg.scenario_ids())
        try:
            accepted = dlg.exec() == QDialog.DialogCode.Accepted
        finally:
            self._new_dialog = None
        if accepted:
            self._in_background("new", wait, build_battle, dlg.choice(), dlg.seed(), dlg.rule_options(),
                                dlg.variants_choice())

    def open_dialog(self) -> None:
        if not self.confirm_unsaved():
            return
        path, _ = QFileDialog.getOpenFileName(self.host, _tr("Open a saved game"), "",
                                              _tr("Saved games (*{0})").format(SAVE_EXTENSION))
        if path:
            self.host.open_path(path, ask=False)

    def open_path(self, path: str, ask: bool = True, wait: bool = False, read=None) -> bool:
        """Open a saved game: read in the background (issue 13: the event loop is never held by
        reading a save), then put in the window behind the hand-over screen; a broken file is
        said in a message and the game at the table stays.  ``wait``: read here and now (the
        tests, ``cc-desktop FILE``); the answer is then whether the game was opened, else whether
        it is being read."""
        if self.loading or (ask and not self.confirm_unsaved()):
            return False
        return self._in_background("open", wait, read or read_save, path, self.host.scene.board)

    # -- games read or built in the background ---------------------------------------------------
    def _in_background(self, kind: str, wait: bool, fn, *args) -> bool:
        """Run ``fn(*args)`` (plain Python, no widget) in the background thread, the window busy
        meanwhile (its controls off, a busy cursor, a word in the status bar); its result goes to
        :meth:`_background_done`.  ``wait``: run it here, at once."""
        if wait:
            try:
                result = fn(*args)
            except Exception as exc:  # noqa: BLE001 - said in the window, as from the background
                result = exc
            return self._background_done((kind, None, result))
        self.loading = kind
        self._set_busy(True)
        self._background().submit(kind, None, fn, *args)
        return True

    def _background(self):
        """The window's background thread (cc_desktop.ui.launch.Worker), made when first needed."""
        if self._worker is None:
            from cc_desktop.ui.launch import Worker

            self._worker = Worker(self._background_done)
        return self._worker

    def _set_busy(self, busy: bool) -> None:
        host = self.host
        for widget in (host.menuBar(), *host.findChildren(QDockWidget)):
            widget.setEnabled(not busy)
        # the map takes no click or key meanwhile; it is not greyed (that would redraw it all)
        viewport = host.view.viewport()
        if busy:
            viewport.installEventFilter(self._input_off)
            host.view.installEventFilter(self._input_off)
        else:
            viewport.removeEventFilter(self._input_off)
            host.view.removeEventFilter(self._input_off)
        if busy:
            QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
            host.statusBar().showMessage(_tr("Opening the game...") if self.loading == "open"
                                         else _tr("Preparing the battle..."))
        else:
            QApplication.restoreOverrideCursor()
            host.statusBar().clearMessage()

    def _background_done(self, item) -> bool:
        """A game read or built (or why not): into the window, behind the hand-over screen."""
        from cc_desktop.rules.game import SaveError
        from cc_desktop.ui.controller import GameController
        from cc_desktop.ui.mapscene import adopt_painter

        kind, _key, result = item
        if kind == "check":  # the New game dialog's scenarios that fail the full check
            dlg = self._new_dialog
            if dlg is not None and not isinstance(result, Exception):
                dlg.drop_scenarios(result)
            return True
        if self.loading is not None:
            self.loading = None
            self._set_busy(False)
        if isinstance(result, Exception):
            if kind == "open":
                text = str(result) if isinstance(result, SaveError) else f"{type(result).__name__}: {clip(str(result))}"
                QMessageBox.warning(self.host, _tr("Cannot open the game"), text)
            else:
                QMessageBox.warning(self.host, _tr("Cannot start the battle"),
                                    f"{type(result).__name__}: {clip(str(result))}")
            return False
        game, painter, path = result if kind == "open" else (*result, None)
        if painter is not None:
            adopt_painter(game.board, painter)
        controller = GameController(game)
        controller.path = path
        if controller.deciding is not None and not getattr(self.host, "_no_ask", False):
            # nobody's seat yet (as hand_to_first_player sets it): the game is drawn once
            controller.viewer = "allies" if controller.deciding == "axis" else "axis"
        self.host.seat_first_player(controller)
        return True

    def save(self) -> None:
        ctl = self.host.controller
        if ctl and ctl.path:
            self.save_to(ctl.path)
        else:
            self.save_as()

    def save_as(self) -> None:
        if not self.host.controller:
            return
        path, _ = QFileDialog.getSaveFileName(self.host, _tr("Save the game"), "game" + SAVE_EXTENSION,
                                              _tr("Saved games (*{0})").format(SAVE_EXTENSION))
        if path:
            self.save_to(path)

    def save_to(self, path) -> None:
        try:
            self.host.controller.save(path)
            self.host.statusBar().showMessage(_tr("Saved to {0}").format(path), 5000)
        except OSError as exc:
            QMessageBox.warning(self.host, _tr("Cannot save"), str(exc))


def read_save(path: str, board_shown=None):
    """A save read in the background: (the game, the painter of its map unless it is the map
    ``board_shown`` already drawn, the path); raises SaveError (cc_desktop.ui.controller)."""
    from pathlib import Path

    from cc_desktop.ui.controller import GameController
    from cc_desktop.ui.launch import warm_for_game
    from cc_desktop.ui.mapscene import prepare_painter

    warm_for_game()  # (once a process) not in the frame that shows the game
    game = GameController.load_game(path)
    return game, None if game.board is board_shown else prepare_painter(game.board), Path(path)


def open_autosave(path):
    """The controller of the autosaved game at ``path``, or the reason (one line) it cannot be
    opened: a broken autosave must never stop the start.  Any thread (the launcher opens it in
    the background; the controller is then moved to the window's thread)."""
    from cc_desktop.rules.game import SaveError
    from cc_desktop.ui.controller import GameController

    try:
        return GameController.open(path)
    except SaveError as exc:
        return exc.reason
    except Exception as exc:  # noqa: BLE001 - last resort: a broken autosave must never stop the start
        return f"{type(exc).__name__}: {clip(str(exc))}"


class _NoInput(QObject):
    """Eats the mouse, wheel and key events of the widgets it filters."""

    EATEN = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
                       QEvent.Type.MouseMove, QEvent.Type.Wheel, QEvent.Type.KeyPress, QEvent.Type.KeyRelease,
                       QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop, QEvent.Type.ContextMenu})

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        return event.type() in self.EATEN
