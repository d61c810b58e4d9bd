"""View > Language (issue 16 item 4): the system's language or a chosen one, remembered and used
from the next start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from cc_desktop.ui.gamewindow import GameWindow, install_translation
from cc_desktop.ui.language import set_content_language
from cc_desktop.ui.languagemenu import choose_language, chosen_language


@pytest.fixture
def clean_choice(qapp, monkeypatch):
    monkeypatch.delenv("CC_DESKTOP_LANG", raising=False)
    before = set(qapp.findChildren(QTranslator))
    choose_language(None)
    yield
    choose_language(None)
    for t in set(qapp.findChildren(QTranslator)) - before:
        qapp.removeTranslator(t)
    set_content_language(None)


@pytest.mark.qt
def test_the_chosen_language_is_remembered_and_used_at_the_next_start(qtbot, qapp, clean_choice):
    win = GameWindow()
    win._no_ask = True
    qtbot.addWidget(win)
    actions = {a.text(): a for a in win.language_menu.actions()}
    assert list(actions) == ["System default", "English", "Ελληνικά", "Русский", "Magyar"]
    assert actions["System default"].isChecked()
    actions["Русский"].trigger()
    assert chosen_language() == "ru" and actions["Русский"].isChecked()
    assert "next start" in win.statusBar().currentMessage()
    # the next start: no language given, none in the environment -> the chosen one
    assert install_translation(qapp) == "ru"
    assert QCoreApplication.translate("GameWindow", "&Game") == "&Игра"
    assert install_translation(qapp, "el") == "el"  # an explicit language still wins
    actions["System default"].trigger()
    assert chosen_language() is None
