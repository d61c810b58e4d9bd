"""The rules in our own words, inside the window.

* :func:`rule_html` - one rule id's text as rich text (title, paragraph and, when the id has no
  paragraph of its own, which parent rule is shown instead).
* :class:`RulesDialog` - every rule text, searchable by number or word; the log and a refused move
  open it at their rule (Help > Rules, F1).
* :func:`content_language` / :func:`set_content_language` - the language of the content texts
  (cards, rules, terrain), set with the window's translation; what a translation lacks is English.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QLineEdit, QListWidget, QListWidgetItem, QTextBrowser, QVBoxLayout,
)

from cc_desktop.ui.language import content_language, set_content_language  # noqa: F401 (re-exported)

__all__ = ["RulesDialog", "card_texts", "content_language", "rule_html", "set_content_language", "terrain_html"]


def _texts():
    """The content texts' module, imported when a text is first wanted, not with the window."""
    from cc_desktop.content import texts

    return texts


def card_texts():
    """The card texts in the content language, English if it has none (or a broken file)."""
    from cc_desktop.content.errors import ContentError

    texts = _texts()
    try:
        return texts.card_texts(content_language())
    except ContentError:
        return texts.card_texts(texts.DEFAULT_LANGUAGE)


def rule_html(rule: str) -> str:
    """``rule``'s title and text as rich text; '' if there is none."""
    found = _texts().rule_text(rule, content_language()) if rule else None
    if found is None:
        return ""
    head = f"<b>{html.escape(rule, quote=False)} &mdash; {html.escape(found.title, quote=False)}</b>"
    if found.rule != rule:
        head = f"<b>{html.escape(rule, quote=False)}</b> ({html.escape(found.rule, quote=False)} &mdash; {html.escape(found.title, quote=False)})"
    return f"{head}<br>{html.escape(found.text, quote=False)}"


def terrain_html(section: str, ident: str) -> str:
    found = _texts().terrain_text(section, ident, content_language())
    if found is None:
        return ""
    return f"<b>{html.escape(found.name, quote=False)}</b> [{html.escape(found.rule, quote=False)}]<br>{html.escape(found.text, quote=False)}"


class RulesDialog(QDialog):
    """Every rule text, searchable; :meth:`show_rule` jumps to one id (or its parent)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(760, 520)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search: a rule number (O21.1) or a word"))
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget()
        self.list.setMaximumWidth(260)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        texts = _texts()
        self._texts = dict(texts.rule_texts(texts.DEFAULT_LANGUAGE))
        for rule in self._texts:
            shown = texts.rule_text(rule, content_language())
            item = QListWidgetItem(f"{rule}  {shown.title}")
            item.setData(Qt.ItemDataRole.UserRole, rule)
            self.list.addItem(item)
        self.list.currentItemChanged.connect(self._show_item)
        self.search.textChanged.connect(self.filter)
        row = QHBoxLayout()
        row.addWidget(self.list)
        row.addWidget(self.text, 1)
        box = QVBoxLayout(self)
        box.addWidget(self.search)
        box.addLayout(row, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        if self.list.count():
            self.list.setCurrentRow(0)

    def _show_item(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.text.setHtml(rule_html(item.data(Qt.ItemDataRole.UserRole)))

    def filter(self, query: str) -> None:
        """Show the rules whose number starts with ``query`` or whose title or text has it."""
        q = query.strip().lower()
        first = None
        for i in range(self.list.count()):
            item = self.list.item(i)
            rule = item.data(Qt.ItemDataRole.UserRole)
            shown = _texts().rule_text(rule, content_language())
            hit = not q or rule.lower().startswith(q) or q in shown.title.lower() or q in shown.text.lower()
            item.setHidden(not hit)
            if hit and first is None:
                first = item
        if first is not None and (self.list.currentItem() is None or self.list.currentItem().isHidden()):
            self.list.setCurrentItem(first)

    def show_rule(self, rule: str) -> bool:
        """Select ``rule`` (or its nearest parent with a text); False if there is none."""
        r: str | None = rule
        while r:
            for i in range(self.list.count()):
                item = self.list.item(i)
                if item.data(Qt.ItemDataRole.UserRole) == r:
                    self.search.clear()
                    self.list.setCurrentItem(item)
                    self.list.scrollToItem(item)
                    self.text.setHtml(rule_html(rule))
                    return True
            r = _texts().parent_rule(r)
        return False

    def current_rule(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None
