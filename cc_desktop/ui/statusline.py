"""The status bar's words: what a move did, why the engine refused one (in its words, with a
"Rule X?" button that opens the rule), the warning that the autosave failed (until one works
again).  It listens to the controller's ``refused``, ``autosave_failed`` and ``autosave_ok``;
the window clears it at every hand-over (the last move may have been a hidden one)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel, QPushButton

from cc_desktop.ui.rulebook import rule_html
from cc_desktop.ui.texts import message_text


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


class StatusLine(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.bar = window.statusBar()
        self.refusal_rule: str | None = None
        self.why_button = QPushButton()
        self.why_button.setFlat(True)
        self.why_button.setVisible(False)
        self.why_button.clicked.connect(lambda: window.show_rules(self.refusal_rule))
        self.bar.addPermanentWidget(self.why_button)
        # a failed autosave is shown until one works again; the game goes on
        self.autosave_warning = QLabel()
        self.autosave_warning.setObjectName("autosave_warning")
        self.autosave_warning.setStyleSheet("color: #a00000; font-weight: bold;")
        self.autosave_warning.setVisible(False)
        self.bar.addPermanentWidget(self.autosave_warning)
        self.bar.showMessage(_tr("Ready"))

    def attach(self, controller) -> None:
        controller.refused.connect(self.refused)
        controller.autosave_failed.connect(self.autosave_failed)
        controller.autosave_ok.connect(lambda: self.autosave_warning.setVisible(False))
        self.autosave_warning.setVisible(False)

    def say(self, text: str, ms: int = 0, rule: str | None = None) -> None:
        """``text`` for ``ms`` milliseconds (0: until the next words), with the button of ``rule``."""
        self.bar.showMessage(text, ms)
        self.why(rule)

    def refuse(self, message, view, ms: int = 10000) -> None:
        """A refusal of the engine (a RuleMessage), in the window's language, and its rule's button."""
        self.say(message_text(message, game=view), ms, message.rule)

    def refused(self, exc) -> None:
        self.refuse(exc.message, self.window.controller.view())

    def why(self, rule: str | None) -> None:
        """The "Rule X?" button after a refusal: it opens the rule's text."""
        self.refusal_rule = rule
        self.why_button.setText(_tr("Rule {0}?").format(rule) if rule else "")
        self.why_button.setToolTip(rule_html(rule) if rule else "")
        self.why_button.setVisible(bool(rule))

    def clear(self) -> None:
        self.bar.clearMessage()
        self.why(None)

    def autosave_failed(self, reason: str) -> None:
        """The autosave could not be written (a full disk, a read-only folder): say so where the
        players look, and keep playing; the warning stays until an autosave works again."""
        self.autosave_warning.setText(_tr("Autosave failed: save the game yourself (File > Save)"))
        self.autosave_warning.setToolTip(reason)
        self.autosave_warning.setVisible(True)
        self.bar.showMessage(_tr("The game could not be autosaved: {0}").format(reason), 15000)
