"""Help > How to play: a short illustrated guide for a first game, in our own words.

The guide is a data file per language, ``resources/guide/<language>.md`` (Markdown, its pictures
beside it: ``resources/guide/*.png``, taken from the real window by
``docs/make_guide_pictures.py``), shown in a :class:`QTextBrowser`; the window's language is
chosen, English when the guide has no text in it.  Two marks in the text are filled in here,
so they are always this program's and this machine's: ``@@SHORTCUTS@@`` becomes the table of
the window's keyboard shortcuts (read from its menus' actions, in the window's language and the
system's spelling of the keys) and ``@@AUTOSAVE@@`` the place of the autosave.  A link
``rule:O21`` opens the rules browser (Help > Rules) at that rule.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from cc_desktop import resources
from cc_desktop.ui.language import content_language

#: the guide's folder (its texts and pictures)
GUIDE = resources.resource("guide")
DEFAULT = "en"
SHORTCUTS_MARK = "@@SHORTCUTS@@"
AUTOSAVE_MARK = "@@AUTOSAVE@@"


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


def guide_file(language: str | None = None) -> Path:
    """The guide's text in ``language`` (default: the window's), else the English one."""
    lang = language or content_language()
    for candidate in (lang, DEFAULT):
        path = GUIDE / f"{candidate}.md"
        if path.is_file():
            return path
    return GUIDE / f"{DEFAULT}.md"


def _plain(text: str) -> str:
    """A menu entry's words without its "&" accelerator marks or a trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").removesuffix("...").strip()


def shortcut_rows(window) -> list[tuple[str, str]]:
    """(keys, what they do) of every menu entry of ``window`` with a shortcut, in menu order,
    then the map's own keys (cc_desktop.ui.viewer.MapView.keyPressEvent)."""
    rows: list[tuple[str, str]] = []
    seen: set[str] = set()
    undo = getattr(window, "undo_action", None)

    def walk(actions, path: str) -> None:
        for act in actions:
            menu = act.menu()
            if menu is not None:
                walk(menu.actions(), f"{path} > {_plain(act.text())}" if path else _plain(act.text()))
                continue
            keys = act.shortcut()
            if act.isSeparator() or keys.isEmpty():
                continue
            spelled = keys.toString(QKeySequence.SequenceFormat.NativeText)
            if spelled in seen:
                continue
            seen.add(spelled)
            # Game > Undo reads "Undo <the last move>": the table names the entry, not the move
            text = _tr("Undo") if act is undo else _plain(act.text()) or _plain(act.iconText())
            rows.append((spelled, f"{path} > {text}" if path else text))

    if window is not None and hasattr(window, "menuBar"):
        walk(window.menuBar().actions(), "")
    rows += [(_tr("+ / - / 0 (over the map)"), _tr("Zoom in, zoom out, fit the map")),
             (_tr("Esc (over the map)"), _tr("Clear the line of sight")),
             (_tr("Mouse wheel"), _tr("Zoom the map")),
             (_tr("Middle button drag, or drag on an empty part of the map"), _tr("Move the map")),
             (_tr("Shift while dragging a counter"), _tr("Add a waypoint to the path")),
             (_tr("Ctrl while picking up a counter to move"), _tr("Move the whole stack"))]
    return rows


def shortcuts_markdown(window) -> str:
    """The shortcut table as Markdown (a table Qt's Markdown reader lays out)."""
    lines = [f"| {_tr('Keys')} | {_tr('What they do')} |", "|---|---|"]
    for keys, what in shortcut_rows(window):
        lines.append(f"| {_cell(keys)} | {_cell(what)} |")
    return "\n".join(lines)


def _cell(text: str) -> str:
    return html.escape(text, quote=False).replace("|", "\\|")


def autosave_place() -> str:
    from cc_desktop.ui.controller import autosave_path

    path = autosave_path()
    return str(path) if path is not None else _tr("(no user data folder on this system: no autosave)")


def guide_markdown(window=None, language: str | None = None) -> str:
    """The guide's text with its marks filled in."""
    text = guide_file(language).read_text(encoding="utf-8")
    if SHORTCUTS_MARK in text:
        text = text.replace(SHORTCUTS_MARK, shortcuts_markdown(window))
    if AUTOSAVE_MARK in text:
        text = text.replace(AUTOSAVE_MARK, f"`{autosave_place()}`")
    return text


class HowToPlayDialog(QDialog):
    """Help > How to play: the guide in a browser; a ``rule:`` link opens the rules there."""

    def __init__(self, window=None):
        super().__init__(window)
        self.host = window
        self.setObjectName("how_to_play")
        self.setWindowTitle(_tr("How to play"))
        self.resize(820, 640)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)  # rule links are ours; web links go to the system's browser
        self.text.setSearchPaths([str(GUIDE)])
        self.text.anchorClicked.connect(self.follow)
        self.path = guide_file()
        self.text.document().setBaseUrl(QUrl.fromLocalFile(str(self.path.parent) + "/"))
        self.text.setMarkdown(guide_markdown(window))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.text, 1)
        box.addWidget(buttons)

    def follow(self, url: QUrl) -> None:
        """A link of the guide: ``rule:X`` opens the rules at X; ``#name`` scrolls to it; a web
        link opens in the system's browser."""
        if url.scheme() == "rule":
            rule = url.path() or url.toString().partition(":")[2]
            if self.host is not None and hasattr(self.host, "show_rules"):
                self.host.show_rules(rule)
            return
        if url.scheme() in ("http", "https"):
            from PySide6.QtGui import QDesktopServices

            QDesktopServices.openUrl(url)
            return
        if url.hasFragment() and not url.path():
            self.text.scrollToAnchor(url.fragment())


def show_how_to_play(window) -> HowToPlayDialog:
    """Help > How to play: one dialog per window, brought to the front."""
    dialog = getattr(window, "how_to_play", None)
    if dialog is None:
        dialog = window.how_to_play = HowToPlayDialog(window)
    dialog.show()
    dialog.raise_()
    return dialog


__all__ = ["GUIDE", "HowToPlayDialog", "guide_file", "guide_markdown", "shortcut_rows", "show_how_to_play"]
