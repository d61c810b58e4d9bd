"""View > Language (issue 16 item 4): the system's language or a chosen one, remembered, used from
the next start and at once."""

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
    win.files.loading = "open"  # a game being read: the window is not built again now
    actions["Русский"].trigger()
    win.files.loading = None
    assert chosen_language() == "ru" and actions["Русский"].isChecked()
    assert "next start" in win.statusBar().currentMessage()
    # the next start: no language given, none in the environment -> the chosen one
    assert install_translation(qapp) == "ru"
    assert QCoreApplication.translate("GameWindow", "&Game") == "&Игра"
    assert install_translation(qapp, "el") == "el"  # an explicit language still wins
    actions["System default"].trigger()
    assert chosen_language() is None


@pytest.mark.qt
def test_a_language_chosen_in_the_menu_is_spoken_at_once_around_the_same_game(qtbot, qapp, clean_choice):
    """View > Language > Русский: the window is built again in Russian around the same game (its
    controller moved over: the game, the player at the screen, the save's path), the old window
    closed; the log's lines read in Russian; and back to English."""
    from cc_desktop.rules import Game
    from cc_desktop.ui import languagemenu
    from cc_desktop.ui.controller import GameController
    game = Game.new("chapel-crossroads-1944", seed=3)
    win = GameWindow()
    win._no_ask = True
    win.reveals_on = False
    qtbot.addWidget(win)
    ctl = GameController(game)
    win.set_controller(ctl)
    win.show()
    viewer = ctl.viewer
    moves = len(game.moves)
    english_menus = [a.text() for a in win.menuBar().actions()]
    actions = {a.text(): a for a in win.language_menu.actions()}
    actions["Русский"].trigger()
    new = languagemenu._WINDOWS[-1]
    qtbot.addWidget(new)
    assert new is not win and new.isVisible() and not win.isVisible()
    assert new.controller is ctl and ctl.game is game and ctl.viewer == viewer and len(game.moves) == moves
    assert win.controller is None
    russian_menus = [a.text() for a in new.menuBar().actions()]
    assert russian_menus[0] == "&Игра" and russian_menus != english_menus
    assert {a.text(): a for a in new.language_menu.actions()}["Русский"].isChecked()
    # the game goes on in the new window: a move is shown there, the old window's panels are deaf
    shown = []
    ctl.shown.connect(lambda view: shown.append(view))
    ctl.viewer = ctl.deciding
    assert ctl.apply(game.legal_moves()[0])
    assert shown and len(game.moves) == moves + 1
    assert new.decision.title.text() != ""
    # and back: English again
    {a.text(): a for a in new.language_menu.actions()}["English"].trigger()
    back = languagemenu._WINDOWS[-1]
    qtbot.addWidget(back)
    assert back is not new and back.controller is ctl
    assert [a.text() for a in back.menuBar().actions()] == english_menus
