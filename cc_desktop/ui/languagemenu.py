"""View > Language: the system's language or a chosen one, remembered (QSettings ``language``)
and used from the next start on (issue 16 item 4).

The window's words are set when its widgets are built (menus, docks, the undo history's
actions), so a change waits for the next start rather than leaving the window half in one
language and half in another; the status bar says so.  ``install_translation`` reads the choice:
an explicit language, then ``$CC_DESKTOP_LANG``, then this setting, then the system's language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
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
        text = (_tr("The window will speak {0} from the next start.").format(LANGUAGE_NAMES[code]) if code
                else _tr("The window will speak the system's language from the next start."))
        window.statusBar().showMessage(text, 8000)

    group.triggered.connect(picked)
    window.language_menu = menu


__all__ = ["LANGUAGE_NAMES", "add_language_menu", "choose_language", "chosen_language"]
