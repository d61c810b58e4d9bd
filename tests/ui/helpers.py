"""What the window tests share: a game window made the same way everywhere, and the player
taking the seat behind the hand-over screen with a real click."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cc_desktop.ui.gamewindow import GameWindow


def game_window(qtbot, *, size: tuple[int, int] | None = (1400, 900), shown: bool = False,
                reveals: bool = True) -> GameWindow:
    """A window that never asks (``_no_ask``), closed with the test; ``shown``: on the (offscreen)
    screen and exposed, for mouse events; ``reveals``: revealed cards pop up."""
    win = GameWindow()
    win._no_ask = True
    if not reveals:
        win.reveals_on = False
    qtbot.addWidget(win)
    if size is not None:
        win.resize(*size)
    if shown:
        win.show()
        qtbot.waitExposed(win)
    return win


def take_seat(win) -> None:
    """The player named on the hand-over screen clicks its button (nothing when it is not up)."""
    if not win.handover.isHidden():
        QTest.mouseClick(win.handover.button, Qt.MouseButton.LeftButton)


def answer(win, move) -> None:
    """``move`` given as the table asks it (issue 14): a card in a reaction window asked in
    public only after a click on "Show my hand" and on the pass screen; any other move as it is."""
    prompt = win.controller.prompt
    if prompt is not None and prompt.how == "window" and move.kind in prompt.hidden_moves:
        QTest.mouseClick(win.table.box.hand_button, Qt.MouseButton.LeftButton)
        take_seat(win)
    win.play(move)
