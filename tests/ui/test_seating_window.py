"""The window follows the table's seating policy (issue 14, items 1-3; cc_desktop.rules.seating):
a reaction window asked in public (A24: Decline with one click and no pass screen, or "Show my
hand": the pass screen, then the hand), a decision of the other player answered at the screen as
it is, a decision with one public answer made without asking (and undone with the move before
it), a pass screen only where the policy counts one - exactly as many as ``cc-desktop simulate``
counts - and nothing of either hand on the screen while a decision is asked in public.  A
double-click on a choice makes one move.  Mouse events are real (``QTest``), as a player makes
them."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cc_desktop.rules import Game, Move, seating, testing
from cc_desktop.rules.seating import AUTO, PASS, PUBLIC, SEATED, WINDOW, prompt_for
from cc_desktop.rules.simulate import choose
from cc_desktop.ui import cards
from cc_desktop.ui.controller import DEFAULT_WINDOWS, GameController

from .helpers import game_window, take_seat

pytestmark = pytest.mark.qt

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def window(qtbot):
    return game_window(qtbot, shown=True, reveals=False)


def other(side: str) -> str:
    return "allies" if side == "axis" else "axis"


def count_handovers(win) -> list[str]:
    """The sides the hand-over screen is put up for, from now on."""
    shown: list[str] = []
    show_for = win.handover.show_for

    def counted(side):
        shown.append(side)
        return show_for(side)

    win.handover.show_for = counted
    return shown


def cards_on_screen(win) -> set[int]:
    """The numbers of the cards face up in any card widget of the window that is visible."""
    tops = [win, *(w for w in QApplication.topLevelWidgets() if w.isVisible())]
    return {cw.number for top in tops for cw in top.findChildren(cards.CardWidget)
            if cw.isVisible() and cw.view is not None}


def hands(game) -> set[int]:
    return set(game.state.players["axis"].hand) | set(game.state.players["allies"].hand)


def nothing_private_shows(win) -> None:
    """While a decision is asked in public: no card of either hand is drawn anywhere, the hand
    panel holds none, the Hand and the Log are veiled, the seated player's secret chits are not
    in the track, the Reactions menu does not open."""
    game = win.controller.game
    assert win.hand.numbers() == [] and win.hand.count() == 0
    assert not cards_on_screen(win) & hands(game)
    assert all(veil.covers() and veil.isVisible() for veil in win.table.veils.values())
    assert all(letter == "?" or owner == "open" for owner, letter in win.track_board.chits_shown())
    assert not win.options_menu.isEnabled()


def op_fire_position(win):
    """The Axis Rifle Squad in E8 about to enter E7 in front of an Allied Infantry Squad in E5;
    both players asked about Op Fire (A33.2): the Axis player sits."""
    g = testing.position({"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "E5")]},
                         prefs={"axis": {"op_fire"}, "allies": {"op_fire"}})
    win.set_controller(GameController(g))
    mover = testing.unit_at(g, "E8").id
    card = testing.hand(g, "axis", "move")[0]
    QTest.mouseClick(win.hand.card_widget(card), LEFT)  # the Move card: its Order
    assert g.moves == [Move("order", card, "move"), Move("activate", mover)]  # the only unit: made without asking
    if g.pending.kind == "mover":
        win.play(Move("mover", mover))
    win.on_hex_clicked("E7")
    assert g.pending.player == "allies" and g.pending.kind == "react"
    return g, mover


def click_item(lst, row: int, double: bool = False) -> None:
    """A click on line ``row``; ``double``: a double-click as the system delivers it (through the
    window: press, release, the second press as a double-click, release)."""
    item = lst.item(row)
    lst.scrollToItem(item)
    pos = lst.visualItemRect(item).center()
    if double:
        top = lst.window()
        QTest.mouseDClick(top.windowHandle(), LEFT, Qt.KeyboardModifier.NoModifier, lst.viewport().mapTo(top, pos))
    else:
        QTest.mouseClick(lst.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, pos)


# ----------------------------------------------------------------------------------------------
# a reaction window asked in public (A24)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("A24", "A33.2")
def test_a_reaction_window_is_asked_in_public_and_declined_with_one_click(window, qtbot):
    shown = count_handovers(window)
    g, mover = op_fire_position(window)
    ctl, box = window.controller, window.table.box
    assert ctl.prompt == seating.Prompt(WINDOW, "allies", hidden_moves=frozenset({"action"}))
    assert shown == [] and window.handover.isHidden() and box.isVisible()
    # only public words: whose answer, the question, the public answer, "Show my hand"
    assert box.who.text() == "Allied player:" and box.question.text() == "Op Fire at Rifle Squad entering E7?"
    assert [b.text() for b, _ in box.answers] == ["No, continue"] and box.hand_button.isVisible()
    assert window.decision.who.text() == "The Allied player decides:" and not window.decision.list.isVisible()
    assert window.controller.legal_moves() == [Move("decline")]  # no card of his is offered at the screen
    nothing_private_shows(window)
    QTest.mouseClick(box.answers[0][0], LEFT)  # "No, continue"
    assert g.moves[-1] == Move("decline") and shown == [] and window.handover.isHidden()
    # the mover goes on, at the screen as it was: his hand, his decision
    assert ctl.viewer == "axis" and ctl.prompt.how == SEATED and g.pending.kind == "step"
    assert box.isHidden() and not any(veil.isVisible() for veil in window.table.veils.values())
    assert window.hand.numbers() == sorted(g.state.players["axis"].hand) and window.options_menu.isEnabled()
    assert any(it.data(Qt.ItemDataRole.UserRole) == Move("enter", mover, "E6")
               for it in (window.decision.list.item(i) for i in range(window.decision.list.count())))


@pytest.mark.rule("A24", "A33.2")
def test_show_my_hand_passes_the_screen_then_shows_the_hand_and_every_answer(window, qtbot):
    shown = count_handovers(window)
    g, mover = op_fire_position(window)
    fire = testing.hand(g, "allies", "fire")[0]
    window.refresh()
    assert window.controller.apply(Move("action", fire, "fire")) is False  # not before the pass screen
    QTest.mouseClick(window.table.box.hand_button, LEFT)
    assert shown == ["allies"] and not window.handover.isHidden() and window.table.box.isHidden()
    assert not cards_on_screen(window) & hands(g)  # under the cover: nobody's cards
    assert "Rifle Squad moves to E7" in "\n".join(window.handover.away_lines)  # while he was away
    QTest.mouseClick(window.handover.button, LEFT)
    ctl = window.controller
    assert ctl.viewer == "allies" and ctl.prompt.how == SEATED and window.handover.isHidden()
    assert window.hand.numbers() == sorted(g.state.players["allies"].hand)  # now his hand
    assert not any(veil.isVisible() for veil in window.table.veils.values())
    lst = window.decision.list
    labels = [lst.item(i).text() for i in range(lst.count())]
    assert labels == ["No, continue", f"Play #{fire} for its Op Fire Action"]  # the whole window
    click_item(lst, 1)
    assert Move("action", fire, "fire") in g.moves[-2:] and g.pending.player == "allies"  # (then his only unit)
    assert shown == ["allies"]


# ----------------------------------------------------------------------------------------------
# a decision with one public answer (AUTO)
# ----------------------------------------------------------------------------------------------
def test_a_decision_with_one_answer_is_made_without_asking_and_said(window, qtbot):
    g = testing.position({"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "O1")]})
    window.set_controller(GameController(g))
    squad = testing.unit_at(g, "E8").id
    card = testing.hand(g, "axis", "move")[0]
    QTest.mouseClick(window.hand.card_widget(card), LEFT)
    assert g.moves == [Move("order", card, "move"), Move("activate", squad)]
    assert window.controller.made_auto == {1} and g.pending.kind == "mover"  # a real decision again
    qtbot.waitUntil(lambda: "without asking" in window.statusBar().currentMessage())
    assert window.statusBar().currentMessage() == (
        "Made without asking (the only choice): Axis player: Activate Rifle Squad (E8)")


def test_undo_takes_back_the_move_and_the_moves_made_without_asking_after_it(window, qtbot):
    g = testing.position({"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "O1")]})
    card = testing.hand(g, "axis", "move")[0]
    window.set_controller(GameController(g))
    before = g.state.hash()
    QTest.mouseClick(window.hand.card_widget(card), LEFT)
    assert len(g.moves) == 2 and window.undo_stack.count() == 1  # one command: the card and its activation
    assert window.undo_action.text().replace("&", "") == f"Undo Play #{card} Move for its Order"
    window.undo_action.trigger()
    assert g.moves == [] and g.state.hash() == before and g.pending.kind == "turn"  # not the activation again
    assert card in window.hand.numbers() and window.controller.made_auto == set()
    assert not window.undo_stack.canUndo()
    QTest.mouseClick(window.hand.card_widget(card), LEFT)  # played again: made again
    assert len(g.moves) == 2 and window.controller.made_auto == {1}


# ----------------------------------------------------------------------------------------------
# a decision of the other player answered at the screen as it is (PUBLIC)
# ----------------------------------------------------------------------------------------------
def public_position():
    """A seeded game of a real scenario at the first decision the policy asks in public."""
    for seed in range(1, 6):
        game = Game.new("chapel-crossroads-1944", seed=seed, prefs={"axis": DEFAULT_WINDOWS, "allies": DEFAULT_WINDOWS})
        rng = random.Random(seed)
        for _ in range(600):
            if game.pending is None:
                break
            d = game.pending
            if game.state.turn > 0 and prompt_for(game, other(d.player)).how == PUBLIC and len(d.options) > 2:
                return game
            game.apply(choose(rng, game))
    raise AssertionError("no public decision")


@pytest.mark.rule("O20.3.4")
def test_a_public_decision_is_answered_at_the_screen_without_a_pass_screen(window, qtbot):
    game = public_position()
    d = game.pending
    seated = other(d.player)
    ctl = GameController(game)
    ctl.viewer = seated  # the other player sits: the decision is asked of the deciding one in public
    shown = count_handovers(window)
    window.set_controller(ctl)
    assert ctl.prompt == seating.Prompt(PUBLIC, d.player) and shown == [] and window.handover.isHidden()
    name = {"axis": "Axis", "allies": "Allied"}[d.player]
    assert window.decision.who.text() == f"The {name} player decides:"
    assert window.decision.who.font().pointSizeF() > window.decision.title.font().pointSizeF()  # big
    lst = window.decision.list
    assert [lst.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lst.count())] == list(d.options)
    nothing_private_shows(window)
    assert window.table.box.isHidden()
    click_item(lst, 1)  # the deciding player clicks his answer
    assert game.moves[-1] == d.options[1] and ctl.seated == seated  # the seat stays
    # no pass screen unless the policy asks one for what comes next
    assert (shown == []) == (ctl.prompt.how != PASS) and window.handover.isHidden() == ctl.seat_ok()


# ----------------------------------------------------------------------------------------------
# a hidden set-up on the screen (F100.1)
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("F100.1")
def test_a_public_decision_while_a_hidden_set_up_is_on_the_screen_is_asked_behind_a_pass_screen(window):
    window.start("birch-ridge-1942", seed=2)
    ctl, game = window.controller, window.controller.game
    assert game.pending.player == "allies" and ctl.prompt.how == SEATED  # the Allies place unseen
    shown = count_handovers(window)
    rng = random.Random(2)
    while game.pending.player == "allies":
        window.play(choose(rng, game))
        assert shown == [] or game.pending.player == "axis"
    d = game.pending
    assert d.kind == "setup" and not seating.needs_hidden(game, d)  # the Axis set-up is public by itself ...
    assert seating.screen_hides(game, "allies", "axis") and prompt_for(game, "allies").how == PASS
    assert shown == ["axis"] and not window.handover.isHidden()  # ... but the Allied units are on the screen
    take_seat(window)
    assert ctl.viewer == "axis" and not any(u.side == "allies" for u in ctl.view().on_map())
    assert not seating.screen_hides(game, "axis", "axis") and not seating.screen_hides(game, None, "axis")


# ----------------------------------------------------------------------------------------------
# one double-click, one move (item 3)
# ----------------------------------------------------------------------------------------------
def test_a_double_click_on_a_choice_makes_one_move(window, qtbot):
    g = testing.new_game(prefs={"axis": set(), "allies": set()})
    window.set_controller(GameController(g))
    lst = window.decision.list
    n = len(g.moves)
    assert g.pending.kind == "turn" and lst.count() > 2
    first = lst.item(0).data(Qt.ItemDataRole.UserRole)
    click_item(lst, 0, double=True)  # the second press lands on the next decision's first line
    qtbot.wait(QApplication.doubleClickInterval() // 4)
    assert g.moves[n:] == [first] and lst.count() > 1  # one move; the next decision is still asked
    nxt = lst.item(0).data(Qt.ItemDataRole.UserRole)
    click_item(lst, 0)  # one click still chooses
    assert g.moves[n:] == [first, nxt]
    lst.setCurrentRow(0)
    chosen = lst.item(0).data(Qt.ItemDataRole.UserRole)
    QTest.keyClick(lst, Qt.Key.Key_Return)  # and Enter
    assert g.moves[n + 2] == chosen


# ----------------------------------------------------------------------------------------------
# the pass screens the window shows are the policy's (what simulate counts)
# ----------------------------------------------------------------------------------------------
def play_as_the_table(win, rng) -> None:
    """One random answer given as a player would at the table: a public answer with a click on
    its line or on its button, a card in a window after "Show my hand" and the pass screen."""
    ctl, game = win.controller, win.controller.game
    if not win.handover.isHidden():
        take_seat(win)
    prompt = ctl.prompt
    move = choose(rng, game)
    n = len(game.moves)
    if prompt.how == WINDOW and move.kind in prompt.hidden_moves:
        QTest.mouseClick(win.table.box.hand_button, LEFT)
        take_seat(win)
        win.play(move)
    elif prompt.how == WINDOW:
        QTest.mouseClick(next(b for b, m in win.table.box.answers if m == move), LEFT)
    elif prompt.how == PUBLIC and move.kind != "place":  # (a unit is set up on the map, not from the list)
        lst = win.decision.list
        click_item(lst, next(i for i in range(lst.count()) if lst.item(i).data(Qt.ItemDataRole.UserRole) == move))
    else:
        win.play(move)
    assert len(game.moves) > n and game.moves[n] == move


@pytest.mark.parametrize("scenario, seed, moves, asked", [
    ("chapel-crossroads-1944", 5, 260, {SEATED, PUBLIC, WINDOW, PASS}), ("birch-ridge-1942", 2, 160, {SEATED, WINDOW, PASS})])
def test_the_window_shows_exactly_the_pass_screens_the_policy_counts(window, scenario, seed, moves, asked):
    window.start(scenario, seed=seed)
    ctl, game = window.controller, window.controller.game
    shown = count_handovers(window)
    ctl.seat_nobody()  # nobody at the screen yet, as simulate begins (hand_to_first_player)
    rng = random.Random(seed)
    kinds = set()
    while game.pending is not None and len(game.moves) < moves:
        kinds.add(ctl.prompt.how)
        play_as_the_table(window, rng)
    # the same moves under the policy alone (cc_desktop.rules.simulate counts so)
    replay = Game.new(scenario, seed=seed, prefs={"axis": DEFAULT_WINDOWS, "allies": DEFAULT_WINDOWS})
    seated, screens, auto = None, 0, set()
    for i, move in enumerate(game.moves):
        p = prompt_for(replay, seated)
        screens += seating.pass_screens(p, move)
        if p.how == AUTO:
            auto.add(i)
            assert p.move == move
        seated = seating.seated_after(p, seated, move)
        replay.apply(move)
    waiting = replay.pending is not None and prompt_for(replay, seated).how == PASS  # the next one, not made yet
    assert window.handover.isHidden() != waiting
    assert len(shown) == screens + waiting and screens >= 5
    assert ctl.made_auto == auto and auto  # every AUTO decision made by the window, none other
    assert asked <= kinds
    assert len(game.moves) - len(auto) - screens > 2 * screens  # most decisions cost no pass screen
