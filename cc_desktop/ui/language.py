"""The window's language and its icon, set before any window is built: the Qt translation of the
window's words (``resources/i18n``) and the language of the content texts (cards, rules,
terrain).  Light on purpose (start-up, issue 13): the content package is imported when a text is
first wanted, not here."""

from __future__ import annotations

import os

from PySide6.QtGui import QIcon

#: the content language; None: the default (English)
_LANGUAGE: str | None = None


def set_content_language(language: str | None) -> None:
    """The language of the card, rule and terrain texts; None (or a language without texts,
    then English is shown): the default."""
    global _LANGUAGE
    _LANGUAGE = language or None


def content_language() -> str:
    if _LANGUAGE:
        return _LANGUAGE
    if not _DEFAULT:  # (asked for every line of the log: the import looked up once)
        from cc_desktop.resources import DEFAULT_LANGUAGE  # not content.texts: it imports the board (numpy)

        _DEFAULT.append(DEFAULT_LANGUAGE)
    return _DEFAULT[0]


_DEFAULT: list[str] = []


def _chosen() -> str | None:
    """The language chosen in View > Language (cc_desktop.ui.languagemenu), if any."""
    from cc_desktop.ui.languagemenu import chosen_language

    return chosen_language()


def install_translation(app, language: str | None = None) -> str | None:
    """Load ``resources/i18n/cc_desktop_<lang>.qm`` for ``language``, else $CC_DESKTOP_LANG,
    else the one chosen in View > Language, else the system language, if we ship one; every
    window string goes through tr(), and the engine's messages through the "engine" context
    (cc_desktop.ui.texts)."""
    from PySide6.QtCore import QLocale, QTranslator

    from cc_desktop.resources import TEXTS, translation_file

    lang = language or os.environ.get("CC_DESKTOP_LANG") or _chosen() or QLocale.system().name().split("_")[0]
    remove_translations(app)  # a language chosen while the program runs replaces the one before
    set_content_language(lang if (TEXTS / lang).is_dir() else None)  # cards, rules, terrain
    install_qt_translation(app, lang)  # Qt's own buttons, menus and file dialog
    path = translation_file(lang)
    if not path.exists():
        return None  # (English has its own file: the plural forms of the %n messages)
    translator = QTranslator(app)
    if translator.load(str(path)):
        app.installTranslator(translator)
        _INSTALLED.append(translator)
        return lang
    return None


#: the translators this module installed (ours and Qt's own), removed when another language is chosen
_INSTALLED: list = []


def remove_translations(app) -> None:
    """Take out the translators :func:`install_translation` put in (English again, until the
    next is installed)."""
    from shiboken6 import isValid

    while _INSTALLED:
        translator = _INSTALLED.pop()
        if isValid(translator):  # (one may have been deleted already)
            app.removeTranslator(translator)
            translator.deleteLater()


def qt_translation_folders() -> list[str]:
    """Where Qt's own translations are: Qt's library folder (a PyInstaller bundle keeps the
    languages we ship there), else PySide6's own folder."""
    from PySide6.QtCore import QLibraryInfo

    folders = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)]
    try:
        import PySide6

        folders.append(os.path.join(os.path.dirname(PySide6.__file__), "Qt", "translations"))
    except (ImportError, TypeError):  # pragma: no cover
        pass
    return [f for f in dict.fromkeys(folders) if f]


def install_qt_translation(app, lang: str) -> str | None:
    """Qt's own strings in ``lang`` (standard buttons Yes / No / Cancel, the edit and spin box
    context menus, the file dialog): Qt's shipped ``qtbase_<lang>.qm`` (Russian, Hungarian...),
    else ours, ``resources/i18n/qt_<lang>.qm`` (Greek: Qt ships none).  Returns the file's name
    or None."""
    from PySide6.QtCore import QTranslator

    from cc_desktop.resources import I18N

    for name, folder in [(f"qtbase_{lang}", f) for f in qt_translation_folders()] + [(f"qt_{lang}", str(I18N))]:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _INSTALLED.append(translator)
            return name
        translator.deleteLater()
    return None


def app_icon() -> QIcon:
    """Our icon (resources/icons): every PNG size, so each desktop picks the sharpest."""
    from cc_desktop.resources import icon_files

    icon = QIcon()
    for path in icon_files():
        icon.addFile(str(path))
    return icon


def setup_application():
    """The QApplication (made if there is none) with our icon, names and translation."""
    import sys

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setWindowIcon(app_icon())
    app.setApplicationName("cc-desktop")
    app.setDesktopFileName("cc-desktop")  # matches the installed cc-desktop.desktop (Wayland task bar)
    install_translation(app)
    return app
