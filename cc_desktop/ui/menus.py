"""The window's menus: Game (New game, Open, Save, Save as, Undo <the move>, Quit), Help (Rules,
How to play, Show hints),
View (zoom, the line of sight tools, the discard piles) and Reactions: the seated player's own
standing choices of reaction windows (A24), built again when another player takes the seat (the
other side's are not his to see or change).  What they do is the file actions', the undo
stack's, the map's and the controller's."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from cc_desktop.ui.howtoplay import show_how_to_play
from cc_desktop.ui.texts import side_adjective


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


class Menus:
    def __init__(self, window):
        from cc_desktop.ui.undo import MoveHistory

        self.window = window
        bar = window.menuBar()
        files = window.files
        game = bar.addMenu(_tr("&Game"))
        for text, key, slot in ((_tr("&New game..."), QKeySequence.StandardKey.New, window.new_game_dialog),
                                (_tr("&Open..."), QKeySequence.StandardKey.Open, window.open_dialog),
                                (_tr("&Save"), QKeySequence.StandardKey.Save, files.save),
                                (_tr("Save &as..."), QKeySequence.StandardKey.SaveAs, files.save_as)):
            act = QAction(text, window)
            act.setShortcut(key)
            act.triggered.connect(slot)
            game.addAction(act)
        game.addSeparator()
        self.undo_stack = MoveHistory(window)  # a QUndoStack whose commands call the engine's undo
        self.undo_action = self.undo_stack.createUndoAction(window, _tr("&Undo"))  # "Undo <move>"
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        game.addAction(self.undo_action)
        game.addSeparator()
        quit_ = QAction(_tr("&Quit"), window)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(window.close)
        game.addAction(quit_)
        self.help_menu = bar.addMenu(_tr("&Help"))
        rules = QAction(_tr("&Rules..."), window)
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(lambda: window.show_rules())
        self.help_menu.addAction(rules)
        # issue 14: the guide for a first game, and the hints during it
        self.how_to_play = QAction(_tr("&How to play..."), window)
        self.how_to_play.setShortcut(QKeySequence("Shift+F1"))
        self.how_to_play.triggered.connect(lambda: show_how_to_play(window))
        self.help_menu.addAction(self.how_to_play)
        hints = getattr(window, "hints", None)
        if hints is not None:
            self.help_menu.addSeparator()
            self.help_menu.addAction(hints.action)  # Show hints (remembered)
        view = bar.addMenu(_tr("&View"))
        for text, key, slot in ((_tr("Zoom &in"), QKeySequence.StandardKey.ZoomIn, window.view.zoom_in),
                                (_tr("Zoom &out"), QKeySequence.StandardKey.ZoomOut, window.view.zoom_out),
                                (_tr("&Fit map"), QKeySequence("Ctrl+0"), window.view.fit)):
            act = QAction(text, window)
            act.setShortcut(key)
            act.triggered.connect(slot)
            view.addAction(act)
        view.addAction(window.maptools.los_action)
        view.addAction(window.maptools.sees_action)
        piles = QAction(_tr("&Discard piles"), window)
        piles.setShortcut(QKeySequence("Ctrl+D"))
        piles.triggered.connect(window.show_piles)
        view.addAction(piles)
        from cc_desktop.ui.languagemenu import add_language_menu

        add_language_menu(window, view)  # View > Language (remembered, from the next start)
        self.options_menu = bar.addMenu(_tr("&Reactions"))
        self.prefs_side: str | None = None  # whose choices the Reactions menu shows

    def attach(self, controller) -> None:
        self.undo_stack.attach(controller)  # a fresh undo stack for every game (new, opened)
        self.reactions(controller)
        controller.shown.connect(lambda view: self.reactions(controller) if controller.viewer != self.prefs_side
                                 else None)

    def reactions(self, controller) -> None:
        """The seated player's standing choices: which reaction windows to be asked about (A24)."""
        self.options_menu.clear()
        view = controller.view()
        labels = {"op_fire": _tr("Op Fire after each hex entered"), "ambush": _tr("Ambush before Melee"),
                  "dig_in": _tr("Dig In after Time advances"), "reroll": _tr("Initiative re-roll after each roll"),
                  "concealment": _tr("Concealment before Defense rolls"),
                  "light_wounds": _tr("Light Wounds when a Squad breaks"),
                  "no_quarter": _tr("No Quarter after a Melee"), "demolitions": _tr("Demolitions after a Pass"),
                  "hidden_mines": _tr("Hidden Mines"), "hidden_wire": _tr("Hidden Wire"),
                  "hidden_entrenchments": _tr("Hidden Entrenchments"), "hidden_pillbox": _tr("Hidden Pillbox"),
                  "hidden_unit": _tr("Hidden Unit")}
        # hotseat privacy: only the player at the screen sees and sets his own choices
        side = view.side
        self.prefs_side = side
        sub = self.options_menu.addMenu(_tr("{0} player asks about").format(side_adjective(side)))
        prefs = view.prefs
        for kind, text in labels.items():
            act = QAction(text, sub)
            act.setCheckable(True)
            act.setChecked(kind in prefs)
            # A24: through the controller, so the engine records the change in the game's history
            # (a save made after it replays exactly; undo keeps it); refused unless his own
            act.toggled.connect(lambda on, s=side, k=kind: controller.set_pref(s, k, on))
            sub.addAction(act)
