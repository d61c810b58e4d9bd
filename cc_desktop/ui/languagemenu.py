"""View > Language: the system's language or a chosen one, remembered (QSettings ``language``)
and applied at once (issue 16 item 4).

The window's words are set when its widgets are built (menus, docks, the undo history's
actions), so a new language is applied by building the window again in it, around the same
game: :func:`switch_language` replaces the translators (ours, Qt's own), drops the pictures that
carry words (counters, map tiles), builds a new window with the same size and docks, moves the
game's controller to it (the game, the player at the screen, the autosave and the save's path
stay; the undo history starts afresh, as after opening a save) and closes the old window.  Log
lines already written are read again in the new language.  ``install_translation`` reads the
choice: an explicit language, then ``$CC_DESKTOP_LANG``, then this setting, then the system's
language.
"""

from __future__ import annotations

import warnings

from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtGui import QAction, QActionGroup

SETTING = "language"
#: the languages we ship, each named in its own language
LANGUAGE_NAMES = {"en": "English", "el": "Ελληνικά", "ru": "Русский", "hu": "Magyar"}


def _settings() -> QSettings:
    return QSettings("cc_desktop", "cc_desktop")


def chosen_language() -> str | None:
    """The language chosen in View > Language, or None (the system's)."""
    value = _settings().value(SETTING, "")
    return str(value) if value in LANGUAGE_NAMES else None


def choose_language(language: str | None) -> None:
    settings = _settings()
    if language:
        settings.setValue(SETTING, language)
    else:
        settings.remove(SETTING)


def _tr(text: str) -> str:
    return QCoreApplication.translate("LanguageMenu", text)


def add_language_menu(window, view_menu) -> None:
    """The Language submenu of ``view_menu``: System default, then each shipped language."""
    menu = view_menu.addMenu(_tr("&Language"))
    group = QActionGroup(menu)
    group.setExclusive(True)
    current = chosen_language()
    for code, name in [(None, _tr("System default"))] + list(LANGUAGE_NAMES.items()):
        act = QAction(name, menu)
        act.setCheckable(True)
        act.setChecked(code == current)
        act.setData(code)
        group.addAction(act)
        menu.addAction(act)

    def picked(act: QAction) -> None:
        code = act.data()
        choose_language(code)
        if switch_language(window, code) is None:  # a game is being read or built: at the next start
            text = (_tr("The window will speak {0} from the next start.").format(LANGUAGE_NAMES[code]) if code
                    else _tr("The window will speak the system's language from the next start."))
            window.statusBar().showMessage(text, 8000)

    group.triggered.connect(picked)
    window.language_menu = menu


#: the windows built by switch_language (a top-level window lives while Python holds it)
_WINDOWS: list = []


def panel_signals(controller) -> list[str]:
    """The controller's public signals: those the window's panels listen to (its own, with a
    leading underscore, stay connected)."""
    from PySide6.QtCore import Signal

    return [name for cls in type(controller).__mro__ if cls.__module__.startswith("cc_desktop")
            for name, value in vars(cls).items() if isinstance(value, Signal) and not name.startswith("_")]


def switch_language(window, language: str | None):
    """Speak ``language`` (None: the system's) now: the window built again in it around the same
    game (see the module's docstring).  Returns the new window, or None when ``window`` is
    reading or building a game (the choice then applies from the next start)."""
    from PySide6.QtWidgets import QApplication

    from cc_desktop.ui import names
    from cc_desktop.ui.gamewindow import FileOpenFilter
    from cc_desktop.ui.imagecache import PIECES
    from cc_desktop.ui.language import install_translation

    if getattr(window, "loading", None):
        return None
    app = QApplication.instance()
    install_translation(app, language or QLocale.system().name().split("_")[0])
    names.clear_caches()
    PIECES.forget()  # the counters' pictures carry their names
    controller = window.controller
    geometry, state = window.saveGeometry(), window.saveState()
    maximised = window.isMaximized()
    new = type(window)()
    new.reveals_on = getattr(window, "reveals_on", True)
    new._no_ask = getattr(window, "_no_ask", False)  # (a window driven by a script or a test asks nothing)
    window.controller = None  # the old window lets the game go without asking or saving
    if controller is not None:
        with warnings.catch_warnings():  # (a signal nobody listens to says so)
            warnings.simplefilter("ignore", RuntimeWarning)
            for name in panel_signals(controller):  # the old window's panels stop listening
                try:
                    getattr(controller, name).disconnect()
                except (RuntimeError, TypeError):
                    pass
        new.set_controller(controller)
    new.resize(window.size())  # (where the platform keeps no geometry)
    new.restoreGeometry(geometry)
    new.restoreState(state)
    if window.isVisible():
        new.showMaximized() if maximised else new.show()
    for opener in app.findChildren(FileOpenFilter):
        opener.window = new
    window._no_ask = True  # its game goes on in the new window: nothing to ask about
    window.hide()
    window.close()
    window.deleteLater()
    _WINDOWS[:] = [new]
    return new


__all__ = ["LANGUAGE_NAMES", "add_language_menu", "choose_language", "chosen_language",
           "panel_signals", "switch_language"]
