"""The log panel and the window's updates (issue 13): nothing costs more as the game grows.

The log is a model that grows by one batch a move, a filter per seated player in front of it (the
engine says what each player may see), and a list that loads the newest lines and the earlier
ones when scrolled to its top; hand-over, undo and opening a save touch only what changed."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from cc_desktop.rules import Game
from cc_desktop.rules.messages import GameEvent
from cc_desktop.rules.simulate import choose
from cc_desktop.ui.controller import DEFAULT_WINDOWS, GameController
from cc_desktop.ui.logpanel import CHUNK, EVENT_ROLE, line_words

from .helpers import answer, game_window, take_seat

pytestmark = pytest.mark.qt

SCENARIO, SEED = "shattered-mill-1943", 43


@pytest.fixture
def window(qtbot):
    return game_window(qtbot, reveals=False)


def played(moves: int) -> Game:
    """A real scenario's game of seeded random play (the benchmark's game), ``moves`` long."""
    g = Game.new(SCENARIO, seed=SEED, prefs={"axis": DEFAULT_WINDOWS, "allies": DEFAULT_WINDOWS})
    rng = random.Random(SEED)
    while len(g.moves) < moves:
        g.apply(choose(rng, g))
    return g


def rows(window) -> list[GameEvent]:
    seat = window.log_seat
    return [seat.index(r, 0).data(EVENT_ROLE) for r in range(seat.rowCount())]


def whole(window) -> list[GameEvent]:
    window.log_seat.load_all()
    return rows(window)


class Signals:
    """What a model said: ("inserted", first, last), ("removed", first, last), ("reset",)."""

    def __init__(self, model):
        self.seen: list[tuple] = []
        model.rowsInserted.connect(lambda parent, a, b: self.seen.append(("inserted", a, b)))
        model.rowsRemoved.connect(lambda parent, a, b: self.seen.append(("removed", a, b)))
        model.modelReset.connect(lambda: self.seen.append(("reset",)))

    def take(self) -> list[tuple]:
        seen, self.seen = self.seen, []
        return seen


def test_each_players_rows_are_the_lines_the_engine_lets_him_see(window):
    g = played(400)
    window.set_controller(GameController(g))
    for side in ("axis", "allies", "axis"):
        window.log_seat.set_viewer(side)
        assert 0 < window.log_seat.rowCount() <= CHUNK  # the newest lines only, at first
        assert rows(window) == [e for e in g.log if e.visible(side)][-window.log_seat.rowCount():]
        shown = whole(window)
        assert shown == [e for e in g.log if e.visible(side)]
        texts = [window.log_seat.index(r, 0).data() for r in range(0, len(shown), 37)]
        # each line in words as it was written (the units as they were then: tests/ui/test_log_facts.py)
        assert texts == [line_words(e, g.view(side)) for e in shown[::37]]
    assert any(not e.visible("axis") for e in g.log) and any(not e.visible("allies") for e in g.log)


def test_a_move_adds_its_lines_in_one_batch_and_a_handover_is_one_reset(window, qtbot):
    window.start("test-skirmish", seed=9)
    ctl, g = window.controller, window.controller.game
    source, seat = Signals(window.log_model), Signals(window.log_seat)
    rng = random.Random(2)
    handovers = moves = 0
    while handovers < 4 or moves < 30:
        if not window.handover.isHidden():
            source.take(), seat.take()
            take_seat(window)
            assert seat.take() == [("reset",)]  # the seat's filter, reset once; nothing re-added
            assert source.take() == []  # the lines themselves are untouched
            assert rows(window) == [e for e in g.log if e.visible(ctl.viewer)][-len(rows(window)):]
            handovers += 1
            continue
        before_log, before_rows = len(g.log), window.log_seat.rowCount()
        window.play(choose(rng, g))
        moves += 1
        added = len(g.log) - before_log
        assert source.take() == ([("inserted", before_log, len(g.log) - 1)] if added else [])
        visible = [e for e in g.log[before_log:] if e.visible(ctl.viewer)]
        # one insertion of exactly the move's visible lines (the list scrolls once for it)
        got = seat.take()
        trims = [s for s in got if s[0] == "removed" and s[1] == 0]
        assert [s for s in got if s not in trims] == (
            [("inserted", before_rows, before_rows + len(visible) - 1)] if visible else [])
        qtbot.wait(1)  # (a trim of the oldest rows, if any, waits for the event loop)
    assert rows(window) == [e for e in g.log if e.visible(ctl.viewer)][-len(rows(window)):]


def test_undo_removes_exactly_the_lines_of_the_move_taken_back(window):
    g = played(300)
    window.set_controller(GameController(g))
    ctl = window.controller
    rng = random.Random(5)
    undone = 0
    for _ in range(300):
        take_seat(window)
        before_log, before = len(g.log), rows(window)
        window.play(choose(rng, g))
        if not (window.undo_stack.canUndo() and ctl.can_undo()) or len(g.log) == before_log:
            continue
        seat = Signals(window.log_seat)
        window.undo()
        assert len(g.log) == before_log
        assert rows(window) == before  # the move's lines are gone, nothing else moved
        assert all(s[0] == "removed" for s in seat.take())  # no reset, no re-adding
        undone += 1
        if undone == 3:
            break
    assert undone == 3


def test_undo_signals_name_the_lines_taken_back(window):
    g = played(300)
    window.set_controller(GameController(g))
    ctl = window.controller
    rng = random.Random(5)
    for _ in range(300):
        take_seat(window)
        before_log = len(g.log)
        window.play(choose(rng, g))
        after_log = len(g.log)
        if window.undo_stack.canUndo() and ctl.can_undo() and after_log > before_log:
            break
    source = Signals(window.log_model)
    window.undo()
    assert source.take() == [("removed", before_log, after_log - 1)]


def test_opening_a_long_save_reads_only_the_lines_it_shows(window, tmp_path):
    g = played(1200)
    path = tmp_path / "long.ccgame"
    g.save(path)
    assert window.open_path(str(path), ask=False, wait=True)
    opened = window.controller.game
    log = opened.log
    saved = log._count  # the lines the save holds before its checkpoint (read when looked at)
    read = sum(type(list.__getitem__(log, i)) is GameEvent for i in range(saved))
    assert saved > 1000 and read <= 3 * CHUNK  # the newest lines only; never the whole log
    assert len(window.log_model._texts) <= window.log_seat.rowCount() <= CHUNK  # words made for the rows only
    viewer = window.controller.viewer
    assert rows(window) == [e for e in g.log if e.visible(viewer)][-window.log_seat.rowCount():]
    assert whole(window) == [e for e in g.log if e.visible(viewer)]  # and all of it is there


def test_scrolling_to_the_top_loads_the_earlier_lines(qtbot):
    window = game_window(qtbot, shown=True, reveals=False)
    window.set_controller(GameController(played(600)))
    view, seat = window.log, window.log_seat
    qtbot.waitUntil(lambda: view.verticalScrollBar().maximum() > 0)
    first = seat.rowCount()
    assert first == CHUNK and seat.can_load_earlier()
    bar = view.verticalScrollBar()
    assert bar.value() == bar.maximum()  # the newest line at the bottom
    top = seat.source_row(0)
    bar.setValue(bar.minimum())
    qtbot.waitUntil(lambda: seat.rowCount() > first)
    assert seat.rowCount() == 2 * CHUNK and seat.source_row(0) < top
    row = seat.row_of(top)  # the line that was at the top is still in view
    assert view.viewport().rect().intersects(view.visualRect(seat.index(row, 0)))


def test_hovering_and_the_rule_link_work_on_a_long_log(qtbot):
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    window = game_window(qtbot, shown=True, reveals=False)
    window.set_controller(GameController(played(600)))
    view = window.log
    qtbot.waitUntil(lambda: view.verticalScrollBar().maximum() > 0)
    line = next(view.item(r) for r in range(view.count() - 1, -1, -1)
                if view.item(r).data(EVENT_ROLE).message.rule and window.log_hexes(view.item(r).data(EVENT_ROLE)))
    view.scrollToItem(line)
    centre = view.visualItemRect(line).center()
    QTest.mouseMove(view.viewport(), centre + QPoint(0, -20))  # (the first move of a test only enters)
    qtbot.wait(20)
    QTest.mouseMove(view.viewport(), centre)
    qtbot.waitUntil(lambda: window.logdock.lit is not None)
    assert window.logdock.lit == window.log_hexes(line.data(EVENT_ROLE))
    rule = line.data(Qt.ItemDataRole.UserRole).message.rule
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.rule_rect(line).center())
    assert window.rules_dialog.isVisible() and window.rules_dialog.current_rule() == rule
    window.rules_dialog.hide()
    words = view.visualItemRect(line)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      QPoint(words.right() - 10, words.center().y()))  # a double-click on the words
    assert window.rules_dialog.isVisible() and window.rules_dialog.current_rule() == rule
    QTest.mouseMove(window.view.viewport(), QPoint(20, 20))
    window.rules_dialog.hide()


def test_a_handover_keeps_the_counters_and_a_move_redraws_only_what_it_changed(window):
    window.set_controller(GameController(played(300)))
    ctl, g = window.controller, window.controller.game
    take_seat(window)
    window.refresh()
    items = dict(window.units.items)
    stacks = {h: stack for h, (_key, stack) in window.units._stacks.items()}
    ctl.viewer = "allies" if ctl.viewer == "axis" else "axis"  # the other player sits down
    window.refresh()
    assert window.units.items == items and all(window.units.items[u] is items[u] for u in items)
    ctl.viewer = g.pending.player
    window.refresh()
    rng = random.Random(3)
    for _ in range(60):
        take_seat(window)
        before = {u: (g.state.units[u].hex, window.units.items[u].view) for u in window.units.items}
        items = dict(window.units.items)
        stacks = {h: stack for h, (_key, stack) in window.units._stacks.items()}
        window.play(choose(rng, g))
        for uid, item in window.units.items.items():
            if uid in items and before[uid][1] == item.view:
                assert item is items[uid]  # a unit's counter is kept (moved with it if it moved)
        for h, (_key, stack) in window.units._stacks.items():
            here = {u for u, (hex_id, _v) in before.items() if hex_id == h}
            if h in stacks and {p.unit_id for p in stack.pieces} == here and \
                    all(before[p.unit_id][1] == p.view for p in stack.pieces):
                assert stack is stacks[h]  # a hex whose counters did not change keeps its stack
        assert set(window.units.items) == {u.id for u in g.state.on_map()}
        for uid, item in window.units.items.items():  # and every counter shows its unit now
            u = g.state.units[uid]
            assert g.grid.hex_at(item.scenePos().x(), item.scenePos().y()) == u.hex
            assert item.view.broken == u.broken and item.view.suppressed == u.suppressed
        smoke = {}
        for (kind, value, _label, centre, offset), item in window.units._marker_items.items():
            assert (item.kind, item.value) == (kind, value) and item.scene() is window.scene  # a kept marker ...
            assert (item.pos().x(), item.pos().y()) == (centre[0] + offset[0], centre[1] + offset[1])  # ... where it is
            if kind == "smoke":
                smoke[g.grid.hex_at(*centre)] = value
        assert smoke == g.state.smoke


def test_the_hand_keeps_the_cards_still_in_it(window):
    window.set_controller(GameController(played(300)))
    ctl, g = window.controller, window.controller.game
    rng = random.Random(4)
    kept = 0
    for _ in range(80):
        take_seat(window)
        before = {w.number: w for w in window.hand.card_widgets()}
        viewer, seated = ctl.viewer, ctl.prompt.how == "seated"
        answer(window, choose(rng, g))
        if ctl.viewer != viewer or not window.handover.isHidden() or not seated or ctl.prompt.how != "seated":
            continue  # (the hand is hidden while the other player answers at the screen)
        for w in window.hand.card_widgets():
            if w.number in before:
                assert w is before[w.number]
                kept += 1
        assert window.hand.numbers() == sorted(g.state.players[ctl.viewer].hand)
    assert kept > 20


def test_a_long_session_keeps_only_the_newest_lines_loaded(window, qtbot):
    """Lines keep coming while the list is at its newest line: the oldest loaded ones are let go
    (the list stays as cheap to lay out as at the start); scrolling up brings them back."""
    window.start("test-skirmish", seed=9)
    ctl, g = window.controller, window.controller.game
    seat = window.log_seat
    seat.chunk = 5
    window.rebuild_log()
    rng = random.Random(2)
    most = 0
    for _ in range(120):
        if g.pending is None:
            break
        take_seat(window)
        window.play(choose(rng, g))
        qtbot.wait(1)  # the trim waits for the event loop
        most = max(most, seat.rowCount())
        assert rows(window) == [e for e in g.log if e.visible(ctl.viewer)][-seat.rowCount():]
    assert most <= 2 * seat.chunk + 40  # (one move's lines may come on top of twice the chunk)
    assert whole(window) == [e for e in g.log if e.visible(ctl.viewer)]
