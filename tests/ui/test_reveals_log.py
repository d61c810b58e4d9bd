"""Rolls shown as revealed cards (1.3, 1.9, 1.9.1): queued one after the other with what they are
for, the total and the trigger in words, and on the hand-over screen for both players when the
move that revealed them hands the decision over; the log lights what a line names and opens a
line's rule from its rule id; the LOS box keeps clear of the line it explains."""

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtTest import QTest

from cc_desktop.rules import Move, testing
from cc_desktop.rules.messages import render
from cc_desktop.ui.controller import GameController
from cc_desktop.ui.texts import message_text

from .helpers import game_window

pytestmark = pytest.mark.qt


@pytest.fixture
def window(qtbot):
    return game_window(qtbot, shown=True)


def position_window(window, units):
    g = testing.position(units, prefs={"axis": {"op_fire"}, "allies": {"op_fire"}})
    window.set_controller(GameController(g))
    window.refresh()
    return g


def spy_reveals(window) -> list[str]:
    captions = []
    show = window.reveal.show_card

    def spy(view, caption="", *args, **kwargs):
        captions.append(caption)
        return show(view, caption, *args, **kwargs)

    window.reveal.show_card = spy
    return captions


def skip(window, qtbot) -> None:
    """A click on the card shown goes on to the next one."""
    QTest.mouseClick(window.reveal, Qt.MouseButton.LeftButton)


def fire_setup(window):
    g = position_window(window, {"axis": [("red_rifle_squad", "E7"), ("red_lieutenant", "E7")],
                                 "allies": [("blue_infantry_squad", "E5")]})
    card = testing.hand(g, "axis", "fire")[0]
    window.on_card_clicked(card)
    window.on_unit_clicked(window.units.items[testing.unit_at(g, "E7", "red_rifle_squad").id])
    window.on_hex_clicked("E5")
    assert g.pending.kind == "group"
    window.play(g.pending.options[0])
    return g


@pytest.mark.rule("1.3", "1.9")
def test_a_fire_attack_shows_both_rolls_in_turn_with_purpose_and_total(window, qtbot):
    g = fire_setup(window)
    testing.stack(g, "axis", (6, 5))
    testing.stack(g, "allies", (1, 2))
    captions = spy_reveals(window)
    window.play(Move("fire"))
    qtbot.waitUntil(lambda: window.reveal.isVisible())
    assert len(captions) == 1  # one at a time: the defence roll waits its turn
    first = captions[0]
    assert "Axis player rolls 6+5 = 11 for Fire Attack on E5" in first
    assert "1 more" in first
    assert window.reveal.card.emphasis == "dice"
    skip(window, qtbot)
    qtbot.waitUntil(lambda: len(captions) == 2 and window.reveal.isVisible())
    second = captions[1]
    assert "Allied player rolls 1+2 = 3" in second and "Fire Defense" in second and "Infantry Squad" in second
    # and what each roll did, under its card: the Attack Total, then the Morale check and its outcome
    attack = next(e for e in g.log if e.message.code == "attack")
    assert f"attack on E5: FP {attack.message.args['fp']} + roll 11 = {attack.message.args['total']}" in first
    defense = next(e for e in g.log if e.message.code == "defense")
    args = defense.message.args  # O20.3.4: Morale and Cover apart (issue 14)
    assert f"Morale {args['base']} + Cover {args['cover']} (" in second
    assert f"+ roll 3 = {args['total']} against {attack.message.args['total']}" in second
    assert "attack on" not in second and "Morale" not in first
    skip(window, qtbot)
    assert window.reveal.isHidden() and window.reveals.queue == []
    # without a click each stays for a moment, then the next comes by itself
    window.reveal_ms = 30
    window.reveals.queue = list(window.reveals.recent[-2:])
    window.reveals.next()
    qtbot.waitUntil(lambda: len(captions) == 4 and window.reveal.isHidden(), timeout=2000)
    assert "Fire Attack" in captions[2] and "Fire Defense" in captions[3]


@pytest.mark.rule("1.9.1", "6.1")
def test_a_trigger_is_said_in_words_on_the_card_in_the_caption_and_in_the_log(window, qtbot):
    g = fire_setup(window)
    testing.stack(g, "axis", (6, 5, "time"))
    testing.stack(g, "allies", (1, 2))
    captions = spy_reveals(window)
    time_before = g.state.time
    window.play(Move("fire"))
    qtbot.waitUntil(lambda: bool(captions))
    assert g.state.time == time_before + 1
    assert "Trigger: Time! — the Time marker advances" in captions[0]
    assert window.reveal.card._view.trigger == "time"
    texts = [window.log.item(i).text() for i in range(window.log.count())]
    assert any(t.startswith("1.9.1: Time! on Axis") for t in texts), texts
    assert not any("time on" in t for t in texts)
    revealed = next(e for e in g.log if e.kind == "card_revealed" and e.message.args["trigger"])
    assert revealed.message.args["trigger"] == "time" and revealed.message.args["use"] == "roll"  # an id, not words
    assert render(revealed.message.code, revealed.message.args).endswith("Time!")  # the engine's English
    assert message_text(revealed.message, game=g).endswith(" Time!")
    assert message_text(revealed.message).endswith(" Time!")  # no game: still in words


@pytest.mark.rule("1.3", "1.9", "A33")
def test_the_hand_over_screen_shows_the_last_moves_reveals_to_both_players(window, qtbot):
    """The Allies Op Fire at the Axis mover; the attack and the defence rolls are revealed by
    that move, which hands the decision back to the Axis: before the Allied player passes the
    screen (and for the Axis player who takes it) the hand-over screen shows both cards with what
    they were for and what the rolls did, and the lines "while you were away"; nothing pops up
    under it, and nothing is shown again once the Axis player sits."""
    g = position_window(window, {"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "E5")]})
    mover = testing.unit_at(g, "E8").id
    card = testing.hand(g, "axis", "move")[0]
    fire_card = testing.hand(g, "allies", "fire")[0]
    window.on_card_clicked(card)
    if g.pending.kind == "mover":
        window.on_unit_clicked(window.units.items[mover])
    testing.stack(g, "allies", (6, 6))
    testing.stack(g, "axis", (1, 1))
    window.on_hex_clicked("E7")
    assert g.pending.player == "allies" and window.handover.isHidden()  # asked in public first (A24)
    QTest.mouseClick(window.table.box.hand_button, Qt.MouseButton.LeftButton)  # Show my hand
    assert not window.handover.isHidden() and window.handover.revealed == []  # no card revealed yet
    window.handover.button.click()
    window.on_card_clicked(fire_card)
    window.on_unit_clicked(window.units.items[testing.unit_at(g, "E5").id])
    captions = spy_reveals(window)
    while g.pending.player == "allies" and g.pending.kind == "group":
        window.play(g.pending.options[0] if g.pending.options[0].kind == "with" else Move("fire"))
    assert g.state.units[mover].broken
    assert g.pending.player == "axis" and not window.handover.isHidden()
    shown = [(f.card.number, f.caption.text()) for f in window.handover.revealed]
    revealed = [e.message.args["card"] for e in g.log if e.kind == "card_revealed"]
    assert [n for n, _ in shown] == revealed and len(revealed) == 2
    assert "Allied player rolls 6+6 = 12" in shown[0][1] and "Fire Attack on E7" in shown[0][1]
    assert "attack on E7: FP 4 + roll 12 = 16" in shown[0][1]  # what the roll did
    assert "Axis player rolls 1+1 = 2" in shown[1][1] and "Fire Defense" in shown[1][1]
    assert shown[1][1].endswith("breaks")  # the Morale check and its outcome
    away = window.handover.away_lines  # the Axis player left the seat at "Show my hand"
    assert away[0] == "Allied player plays card {0} for its Op Fire Action".format(fire_card)
    assert away[-1].endswith("breaks") and not any("draws card" in t for t in away)
    assert window.handover.away.isVisibleTo(window.handover)
    qtbot.wait(20)
    assert window.reveal.isHidden() and captions == []  # nothing under the hand-over screen
    window.handover.button.click()
    assert window.controller.viewer == "axis"
    qtbot.wait(20)
    assert window.reveal.isHidden() and captions == []  # seen on the hand-over screen: not again


def test_random_hex_and_event_reveals_ring_their_part(window, qtbot):
    from cc_desktop.rules.messages import GameEvent, RuleMessage

    g = position_window(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]})
    number = testing.stack(g, "axis", (3, 4, None, "F7"))[0]
    captions = spy_reveals(window)
    for use in ("hex", "event"):
        window.show_reveal(GameEvent("card_revealed", RuleMessage.of("1.3", "card_revealed", player="axis", card=number,
                                                                    d1=3, d2=4, trigger="", use=use)))
    qtbot.waitUntil(lambda: bool(captions))
    assert "Axis player reveals a Random Hex: F7" in captions[0] and window.reveal.card.emphasis == "hex"
    skip(window, qtbot)
    qtbot.waitUntil(lambda: len(captions) == 2)
    assert "Axis player reveals an Event: " in captions[1] and window.reveal.card.emphasis == "event"


def light_a_move(window):
    g = position_window(window, {"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]})
    squad = testing.unit_at(g, "E9").id
    card = testing.hand(g, "axis", "move")[0]
    window.play(Move("order", card, "move"))
    window.play(Move("activate", squad))
    if g.pending.kind == "mover":
        window.play(Move("mover", squad))
    window.play(Move("enter", squad, "E8"))
    row = next(i for i in range(window.log.count()) if "E8" in window.log.item(i).text()
               and window.log.item(i).data(Qt.ItemDataRole.UserRole).message.args.get("unit") == squad)
    return g, squad, row


def test_hovering_a_log_line_lights_its_units_and_leaving_restores_the_decision(window, qtbot):
    g, squad, row = light_a_move(window)
    before = list(window.units.highlights)
    assert before  # the decision's own highlights (the hexes the squad may enter)
    counter = window.units.items[squad]
    was = counter.highlight  # the decision's mark on it (a legal choice), if any
    assert was != "selected"
    log = window.log
    item = log.item(row)
    log.scrollToItem(item)
    QTest.mouseMove(log.viewport(), log.visualItemRect(item).center())
    qtbot.waitUntil(lambda: window.logdock.lit is not None)
    assert window.logdock.lit == {"E8"}
    assert counter.highlight == "selected"  # the unit the line names, on its counter
    assert all(h.scene() is None for h in before)  # the decision's highlights step aside meanwhile
    QTest.mouseMove(window.view.viewport(), QPoint(20, 20))  # the mouse leaves the log
    log.viewportEvent(_leave())
    assert window.logdock.lit is None and counter.highlight == was
    assert window.units.highlights == before and all(h.scene() is window.scene for h in before)


def _leave():
    from PySide6.QtCore import QEvent

    return QEvent(QEvent.Type.Leave)


def test_a_click_on_the_rule_id_opens_the_rule(window, qtbot):
    g, squad, row = light_a_move(window)
    log = window.log
    item = log.item(row)
    rule = item.data(Qt.ItemDataRole.UserRole).message.rule
    assert item.text().startswith(f"{rule}:")
    log.scrollToItem(item)
    rect = log.rule_rect(item)
    line = log.visualItemRect(item)
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(line.right() - 10, line.center().y()))  # the words: no rule opens
    assert getattr(window, "rules_dialog", None) is None or window.rules_dialog.isHidden()
    assert line.contains(rect.center()) and rect.width() < line.width() / 2
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert window.rules_dialog.isVisible() and window.rules_dialog.current_rule() == rule
    window.rules_dialog.hide()
    window.on_log_open_rule(item)  # double-click still works
    assert window.rules_dialog.isVisible()


def _overlaps_line(panel, a: str, b: str) -> bool:
    box = panel.geometry()
    return any(box.contains(p.toPoint()) for p in panel.line_points((a, b)))


@pytest.mark.rule("10", "T88")
def test_los_box_keeps_clear_of_the_line_and_lists_each_feature_once(window):
    window.start("birch-ridge-1942", seed=1)
    window.handover.hide()
    window.view.fit()
    result = window.show_los_between("C3", "K6")
    panel = window.los_panel
    assert panel.isVisible()
    assert not _overlaps_line(panel, "C3", "K6")
    assert panel.pos() != QPoint(12, 12)  # the line runs through the top left
    text = panel.body.text()
    pairs = [(b.feature, b.hex) for b in result.blocks]
    assert len(pairs) > len(set(pairs))  # the engine reports Woods in D3 twice...
    assert text.count("Woods in D3") == 1  # ...the box once
    assert "Hills" not in text and "<b>Hill</b>" in text
    # a line far from the top left leaves the box there
    window.show_los_between("K8", "N9")
    assert panel.pos() == QPoint(12, 12) or not _overlaps_line(panel, "K8", "N9")
    assert not _overlaps_line(panel, "K8", "N9")
