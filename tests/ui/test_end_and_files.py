"""The end-of-game screen (winner, how it ended, final VP in words, VP by source, New game /
Save / Close), the one "Save the current game first?" question before unsaved play is lost
(New game, Open, Quit, the end screen's New game; a recovered game counts as unsaved), the
autosave after Undo, and the New game dialog's and Hand dock's sizes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from cc_desktop.rules import Game
from cc_desktop.ui.endgame import EndOfGameDialog
from cc_desktop.ui.gamewindow import GameWindow, NewGameDialog

pytestmark = pytest.mark.qt

SAVE, DISCARD, CANCEL = (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard,
                         QMessageBox.StandardButton.Cancel)


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    """Autosaves go to the test's folder, never the player's."""
    monkeypatch.setenv("CC_DESKTOP_DATA", str(tmp_path / "data"))


@pytest.fixture
def english_content():
    from cc_desktop.ui.rulebook import content_language, set_content_language

    before = content_language()
    set_content_language(None)
    yield
    set_content_language(before)


@pytest.fixture
def window(qtbot, monkeypatch):
    """A window that asks (``_no_ask`` off); the question is recorded and answered by
    ``window.answers`` (Cancel when empty); the player's saved layout is left alone."""
    monkeypatch.setattr(GameWindow, "save_layout", lambda self: None)
    monkeypatch.setattr(GameWindow, "showEvent", lambda self, event: None)
    win = GameWindow()
    win._no_ask = False
    win.asked = []
    win.answers = []

    def ask():
        win.asked.append(True)
        return win.answers.pop(0) if win.answers else CANCEL

    win.ask_save_first = ask
    qtbot.addWidget(win)
    win.resize(1400, 900)
    yield win
    win._no_ask = True  # the teardown closes it without a question


def play_one(win):
    if not win.handover.isHidden():
        win.handover.button.click()
    win.play(win.controller.game.pending.options[0])


@pytest.fixture
def new_game_opened(monkeypatch):
    """Counts the New game dialogs opened (each is cancelled at once)."""
    opened = []

    def exec_(self):
        opened.append(self)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    return opened


def end_the_game(win, winner, reason, sources):
    st = win.controller.game.state
    st.vp_sources[:] = sources
    st.vp = sum(v if s == "axis" else -v for s, v, _ in sources)
    st.winner, st.end_reason = winner, reason
    win.controller.game.pending = None
    win.on_game_over()
    return win.end_dialog


# ----------------------------------------------------------------------------------------------
# the end-of-game screen
# ----------------------------------------------------------------------------------------------
def test_end_screen_says_who_won_how_and_by_how_much_in_words(window, english_content):
    window.start("test-skirmish", seed=1)
    dlg = end_the_game(window, "allies", "sudden_death",
                       [("allies", 2, "7.3.3 objective 1"), ("allies", 1, "7.3.3 secret chit B"),
                        ("axis", 3, "7.1 al3-us_rifle_squad"), ("allies", 8, "6.1.2 step 3"),
                        ("allies", 1, "E45"), ("allies", 3, "E49")])
    assert isinstance(dlg, EndOfGameDialog)
    assert dlg.winner_label.text() == "The Allies win"
    assert dlg.how_label.text() == "The game ended by Sudden Death."
    assert dlg.vp_label.text() == "Final VP: 12 to the Allies"
    assert dlg.tie_label.isHidden()
    rows = dlg.rows()
    assert ("Objectives held", "", "2") in rows
    assert ("Secret Objective chits (revealed at the end)", "", "1") in rows
    assert ("Eliminations", "3", "") in rows
    assert ("Battlefield Integrity (Event E45)", "", "1") in rows
    assert rows[-1] == ("Total", "", "12")
    # every source is whole: no row is cut off, the table shows them all without scrolling
    assert len(rows) == len(window.vp_by_source()) + 1
    dlg.show()
    table = dlg.table
    assert table.verticalScrollBar().maximum() == 0
    assert table.horizontalHeader().length() <= table.viewport().width()
    # the words nobody should read any more
    for wrong in ("Allies wins", "-12", "positive: Axis"):
        assert wrong not in window.end_text
    assert "Objectives held: 2 towards the Allies" in window.end_text
    dlg.close()


def test_decision_panel_says_game_over_in_one_line_that_fits(window):
    window.start("test-skirmish", seed=1)
    window.show()
    height = window.height()
    end_the_game(window, "axis", "time_track_end", [("axis", 4, "7.3.3 objective 2")])
    title = window.decision.title
    assert title.text() == "Game over: the Axis wins"
    assert title.fontMetrics().horizontalAdvance(title.text()) <= title.width()
    assert window.height() == height  # the window did not grow
    window.refresh()  # a later redraw keeps the winner's line
    assert title.text() == "Game over: the Axis wins"
    assert window.end_dialog.winner_label.text() == "The Axis wins"
    assert window.end_dialog.vp_label.text() == "Final VP: 4 to the Axis"
    assert window.end_dialog.isVisible()
    window.end_dialog.close()


def test_tie_breaker_line_only_on_a_tie(window):
    window.start("test-skirmish", seed=1)
    dlg = end_the_game(window, "axis", "time_track_end", [("axis", 2, "7.3.3 objective 1"), ("allies", 2, "7.1 x")])
    assert dlg.vp_label.text() == "Final VP: level (0)"
    assert not dlg.tie_label.isHidden() and "Initiative card" in dlg.tie_label.text()
    assert "(9.2)" in window.end_text
    dlg = end_the_game(window, "allies", "annihilation", [])
    assert dlg.tie_label.isHidden()
    assert dlg.how_label.text() == "The game ended when one side lost its last unit on the map."


def test_end_screen_buttons_new_game_save_close(window, tmp_path, monkeypatch, new_game_opened):
    window.start("test-skirmish", seed=1)
    play_one(window)
    dlg = end_the_game(window, "allies", "sudden_death", [("allies", 3, "7.1 x")])
    assert [b.text() for b in (dlg.new_button, dlg.save_button, dlg.close_button)] == ["New game…", "Save…", "Close"]
    # New game with unsaved play: asked first; Cancel keeps the finished game and its screen
    dlg.show()
    dlg.new_button.click()
    assert window.asked == [True] and new_game_opened == [] and dlg.isVisible()
    # Save…: the file dialog, then no more unsaved play
    target = tmp_path / "end.ccgame"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    dlg.save_button.click()
    assert target.exists() and not window.controller.dirty
    assert not dlg.save_button.isEnabled()
    # now New game asks nothing, closes the end screen and opens the New game dialog
    dlg.new_button.click()
    assert window.asked == [True] and len(new_game_opened) == 1 and not dlg.isVisible()
    # Close just closes
    dlg = end_the_game(window, "allies", "sudden_death", [("allies", 3, "7.1 x")])
    assert dlg.save_button.text() == "Save"  # the game has its file now
    dlg.show()
    dlg.close_button.click()
    assert not dlg.isVisible()


def test_a_seeded_game_played_to_the_end_opens_the_end_screen(window):
    import random

    from cc_desktop.rules.simulate import choose
    from cc_desktop.ui.controller import DEFAULT_WINDOWS

    dry = Game.new("test-skirmish", seed=8, prefs={"axis": DEFAULT_WINDOWS, "allies": DEFAULT_WINDOWS})
    rng = random.Random(8)
    while dry.pending is not None:
        dry.apply(choose(rng, dry))
    window.start("test-skirmish", seed=8)
    game = window.controller.game
    for m in dry.moves[:-1]:
        game.apply(m)
    window.controller.viewer = game.pending.player
    window.refresh()
    window.controller.apply(dry.moves[-1])
    side = {"axis": "The Axis wins", "allies": "The Allies win"}[game.state.winner]
    assert window.end_dialog.winner_label.text() == side
    assert window.end_dialog.rows()[-1][0] == "Total"
    assert window.handover.isHidden()


# ----------------------------------------------------------------------------------------------
# "Save the current game first?"
# ----------------------------------------------------------------------------------------------
def test_new_game_asks_only_with_unsaved_play(window, tmp_path, new_game_opened):
    window.start("test-skirmish", seed=2)
    window.new_game_dialog()  # nothing played: no question
    assert window.asked == [] and len(new_game_opened) == 1
    play_one(window)
    window.new_game_dialog()  # Cancel: the game stays, no dialog
    assert window.asked == [True] and len(new_game_opened) == 1
    window.answers = [DISCARD]
    window.new_game_dialog()
    assert len(window.asked) == 2 and len(new_game_opened) == 2
    # Save with a file already chosen: saved, then the dialog
    window.controller.save(tmp_path / "g.ccgame")
    play_one(window)
    window.answers = [SAVE]
    window.new_game_dialog()
    assert len(window.asked) == 3 and len(new_game_opened) == 3 and not window.controller.dirty
    assert Game.load(tmp_path / "g.ccgame").state.hash() == window.controller.game.state.hash()


def test_save_answer_with_a_cancelled_file_dialog_keeps_the_game(window, monkeypatch, new_game_opened):
    window.start("test-skirmish", seed=2)
    play_one(window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    window.answers = [SAVE]
    window.new_game_dialog()
    assert window.asked == [True] and new_game_opened == [] and window.controller.dirty


def test_open_asks_only_with_unsaved_play(window, tmp_path, monkeypatch, qtbot):
    window.start("test-skirmish", seed=3)
    play_one(window)
    saved = tmp_path / "other.ccgame"
    window.controller.save(saved)
    chosen = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (chosen.append(1) or str(saved), ""))
    window.open_dialog()  # clean: opens without a question
    qtbot.waitUntil(lambda: window.loading is None)  # read in the background
    assert window.asked == [] and chosen == [1]
    play_one(window)
    moves = len(window.controller.game.moves)
    window.open_dialog()  # Cancel: no file dialog, the game stays
    assert window.asked == [True] and chosen == [1] and len(window.controller.game.moves) == moves
    assert not window.open_path(str(saved))  # a file handed over by the system asks too
    assert len(window.asked) == 2 and len(window.controller.game.moves) == moves
    window.answers = [DISCARD]
    window.open_dialog()
    qtbot.waitUntil(lambda: window.loading is None)
    assert len(window.asked) == 3 and chosen == [1, 1]
    assert len(window.controller.game.moves) == moves - 1 and not window.controller.dirty


def test_quit_asks_only_with_unsaved_play(window, tmp_path):
    window.start("test-skirmish", seed=4)
    window.show()
    play_one(window)
    event = QCloseEvent()
    window.closeEvent(event)  # Cancel
    assert window.asked == [True] and not event.isAccepted()
    window.answers = [DISCARD]
    event = QCloseEvent()
    window.closeEvent(event)
    assert len(window.asked) == 2 and event.isAccepted()
    window.show()
    window.controller.save(tmp_path / "q.ccgame")
    event = QCloseEvent()
    window.closeEvent(event)  # saved: no question
    assert len(window.asked) == 2 and event.isAccepted()


def test_a_recovered_game_is_unsaved_until_saved(window, qtbot, tmp_path, monkeypatch):
    window.start("test-skirmish", seed=6)
    window.controller.autosave_every_ms = 20
    play_one(window)
    play_one(window)
    autosaved(window, qtbot)
    other = GameWindow()
    qtbot.addWidget(other)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert other.offer_recovery()
    assert other.controller.path is None and other.controller.dirty
    other.asked = []
    other.ask_save_first = lambda: other.asked.append(True) or CANCEL
    other.show()
    event = QCloseEvent()
    other.closeEvent(event)
    assert other.asked == [True] and not event.isAccepted()
    other._no_ask = True
    other.close()


def test_automated_windows_never_ask(qtbot, new_game_opened):
    win = GameWindow()
    win._no_ask = True  # screenshot, --smoke, the other tests
    qtbot.addWidget(win)
    win.ask_save_first = lambda: pytest.fail("asked")
    win.start("test-skirmish", seed=2)
    play_one(win)
    win.new_game_dialog()
    assert len(new_game_opened) == 1


def autosaved(window, qtbot) -> None:
    """Wait until the moves made are in the autosave (written when its clock runs out)."""
    ctl = window.controller
    if ctl.autosave_pending():
        with qtbot.waitSignal(ctl.autosave_written, timeout=10_000):
            pass


def test_undo_autosaves(window, tmp_path, qtbot):
    window.start("test-skirmish", seed=6)
    window.controller.autosave_every_ms = 20  # (the clock's length does not matter here)
    game = window.controller.game
    play_one(window)
    play_one(window)
    autosaved(window, qtbot)
    saved = tmp_path / "data" / "autosave.ccgame"
    before = Game.load(saved).state.hash()
    assert window.controller.undo()
    autosaved(window, qtbot)
    assert Game.load(saved).state.hash() == game.state.hash() != before
    assert len(Game.load(saved).moves) == len(game.moves)


# ----------------------------------------------------------------------------------------------
# sizes
# ----------------------------------------------------------------------------------------------
def test_new_game_dialog_seed_placeholder_is_whole(window):
    dlg = NewGameDialog(window)
    dlg.show()
    edit = dlg.seed_edit
    text = edit.placeholderText()
    assert text == "random (recommended)"
    room = edit.contentsRect().width() - 2 * 4  # the line edit's inner margins
    assert edit.fontMetrics().horizontalAdvance(text) <= room
    assert dlg.seed_warning.isVisible()
    dlg.close()


def test_hand_dock_is_as_tall_as_the_cards(window):
    window.start("chapel-crossroads-1944", seed=1)
    window.show()
    hand = window.hand
    need = hand.minimumSizeHint().height()
    assert hand.height() == need
    # a layout that gave the Hand dock more room (dragged, or restored) gives it to the map
    window.resizeDocks([window.hand_dock], [need + 200], Qt.Orientation.Vertical)
    window.resize(1400, 1100)
    assert hand.height() == need
    assert need <= window.hand.card_size.height() + 60


@pytest.mark.rule("1.2")
def test_a_new_or_opened_game_starts_behind_the_hand_over_screen(window, tmp_path):
    """Hotseat: whoever starts the program, the player who decides first takes the seat himself;
    until then nothing of his hand is on screen."""
    import random

    from cc_desktop.rules.simulate import choose

    window.start("birch-ridge-1942", seed=3)
    first = window.controller.deciding
    window.hand_to_first_player()
    assert window.handover.isVisibleTo(window) and not window.controller.seat_ok()
    window.handover.button.click()
    assert window.handover.isHidden() and window.controller.viewer == first and window.controller.seat_ok()
    c, rng = window.controller, random.Random(2)
    while not (c.game.pending.kind == "turn" and c.game.state.players[c.deciding].hand):
        c.take_seat()
        c.apply(choose(rng, c.game))
    path = tmp_path / "g.ccgame"
    c.save(path)
    assert window.open_path(str(path), ask=False, wait=True)
    c = window.controller
    mine = set(c.game.state.players[c.deciding].hand)
    assert window.handover.isVisibleTo(window) and not c.seat_ok()
    assert mine and not mine & set(window.hand.numbers())  # his cards are not drawn under the cover
    window.handover.button.click()
    assert c.viewer == c.deciding and set(window.hand.numbers()) == mine
