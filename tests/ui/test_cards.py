"""Fate cards drawn from data: the card texts file, the card painting, the hand, the pile, the reveal."""

from __future__ import annotations

import json
import re

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from cc_desktop.content import load_deck
from cc_desktop.content.errors import ContentError
from cc_desktop.content.model import ACTION_RULES, ACTIONS, EVENT_RULES, EVENTS, ORDERS, FateCard
from cc_desktop.resources import SCHEMAS
from cc_desktop.schema import unsupported_keywords
from cc_desktop.ui import cards as cm
import cc_desktop.content.texts as content_texts
from cc_desktop.ui.cards import (
    CARD_H, CARD_W, CardView, CardWidget, HandWidget, PileDialog, RevealPopup, available_languages,
    card_text_path, card_texts, paint_card, parse_card_texts,
)
from cc_desktop.ui.fonts import load_bundled_fonts

pytestmark = pytest.mark.qt

RED = "#a8432c"


@pytest.fixture(autouse=True)
def _fonts(qapp):
    load_bundled_fonts()


@pytest.fixture(scope="module")
def deck():
    return load_deck("redland")


def _card(number=1, order="fire", action="fire", event="shell_shock", hex_="J3", dice=(3, 3), trigger="sniper",
          **kw) -> CardView:
    return CardView(number, order, action, event, hex_, dice, trigger, RED, **kw)


def _english() -> dict:
    return json.loads(card_text_path("en").read_text(encoding="utf-8"))


# ----------------------------------------------------------------------------------------------
# resources/text/en/cards.json
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("1.5", "1.6", "1.7")
def test_every_order_action_and_event_has_a_text():
    texts = card_texts("en")
    assert texts.language == "en"
    assert list(texts.orders) == list(ORDERS) and len(ORDERS) == 8
    assert list(texts.actions) == list(ACTIONS) and len(ACTIONS) == 21
    assert list(texts.events) == list(EVENTS) and len(EVENTS) == 35
    assert [texts.order(o).rule for o in ORDERS] == ["O16", "O17", "O18", "O19", "O20", "O21", "O22", "O23"]
    assert {a: texts.action(a).rule for a in ACTIONS} == dict(ACTION_RULES)
    assert {e: texts.event(e).rule for e in EVENTS} == dict(EVENT_RULES)
    assert texts.event("white_phosphorus").rule == "E77" and texts.action("hidden_wire").rule == "A35.5"
    for section in (texts.orders, texts.actions, texts.events):
        for ident, t in section.items():
            assert t.name and t.text.strip() == t.text, ident
            sentences = [s for s in re.split(r"(?<=[.!?])\s+", t.text) if s]
            assert 1 <= len(sentences) <= 3 and t.text.endswith("."), (ident, t.text)
    assert texts.order("fire").name == "Fire" and texts.action("fire").name == "Op Fire"
    assert card_texts("en") is texts  # loaded once
    assert "en" in available_languages()


def test_card_text_schema_matches_the_model():
    schema = json.loads((SCHEMAS / "cardtext.schema.json").read_text(encoding="utf-8"))
    assert unsupported_keywords(schema) == set()
    for section, ids in (("orders", ORDERS), ("actions", ACTIONS), ("events", EVENTS)):
        assert schema["properties"][section]["required"] == list(ids)
        assert schema["properties"][section]["propertyNames"]["enum"] == list(ids)


@pytest.fixture
def fresh_texts():
    card_texts.cache_clear()
    yield
    card_texts.cache_clear()  # forget the texts loaded from tmp_path


def test_broken_card_texts_are_reported_clearly(tmp_path, monkeypatch, fresh_texts):
    data = _english()
    del data["events"]["kia"]
    data["orders"]["fire"]["rule"] = "O21"
    data["actions"]["ambush"]["text"] = ""
    with pytest.raises(ContentError) as err:
        parse_card_texts(data, "cards.json")
    lines = err.value.lines
    assert "cards.json: events.kia: is missing" in lines
    assert "cards.json: actions.ambush.text: must have at least 1 characters" in lines
    # the rule numbers are checked once the schema passes
    data = _english()
    data["orders"]["fire"]["rule"] = "O21"
    with pytest.raises(ContentError, match=r"orders\.fire\.rule: is 'O21', but fire is rule O20"):
        parse_card_texts(data, "cards.json")
    data = _english()
    data["events"]["sniper"] = {"name": "Sniper", "text": "Boom.", "rule": "E43"}
    with pytest.raises(ContentError, match=r"events\.sniper: is not an allowed name"):
        parse_card_texts(data, "cards.json")
    # a broken file on disk: a translation folder with bad JSON, one that says the wrong language
    english = _english()
    monkeypatch.setattr(content_texts, "texts_dir", lambda: tmp_path)
    (tmp_path / "xx").mkdir()
    bad = tmp_path / "xx" / "cards.json"
    bad.write_text('{"format": "cc-desktop-cardtext", ', encoding="utf-8")
    with pytest.raises(ContentError) as err:
        card_texts("xx")
    assert str(bad) in str(err.value) and "not valid JSON" in str(err.value)
    (tmp_path / "yy").mkdir()
    (tmp_path / "yy" / "cards.json").write_text(json.dumps(english), encoding="utf-8")
    with pytest.raises(ContentError, match="language: says 'en', but the file is the 'yy' text"):
        card_texts("yy")
    with pytest.raises(ContentError, match="file not found"):
        card_texts("zz")
    # a good translation loads from its own folder
    good = dict(english, language="el")
    good["orders"] = dict(english["orders"], move={"name": "Κίνηση", "text": "Μετακίνηση.", "rule": "O21"})
    (tmp_path / "el").mkdir()
    (tmp_path / "el" / "cards.json").write_text(json.dumps(good, ensure_ascii=False), encoding="utf-8")
    assert card_texts("el").order("move").name == "Κίνηση"
    assert cm.available_languages() == ["el", "xx", "yy"]


# ----------------------------------------------------------------------------------------------
# The card face in pixels
# ----------------------------------------------------------------------------------------------
def _paint(view: CardView, emphasis=None) -> np.ndarray:
    image = QImage(int(CARD_W), int(CARD_H), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_card(p, view, card_texts(), emphasis)
    p.end()
    arr = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(image.height(), image.bytesPerLine())
    return arr[:, : image.width() * 4].reshape(image.height(), image.width(), 4)[:, :, 2::-1].astype(int)


def _share(pixels: np.ndarray, colour, tol: int = 8) -> float:
    q = QColor(colour)
    target = np.array([q.red(), q.green(), q.blue()])
    return float(np.all(np.abs(pixels.reshape(-1, 3) - target) <= tol, axis=1).mean())


def _box(arr, rect: QRectF) -> np.ndarray:
    return arr[int(rect.top()):int(rect.bottom()), int(rect.left()):int(rect.right())]


@pytest.mark.rule("1.8", "1.9", "1.9.1")
def test_card_face_has_the_random_hex_dice_and_trigger_box():
    with_trigger = _paint(_card(trigger="sniper", dice=(3, 3)))
    without = _paint(_card(trigger=None, dice=(6, 4)))
    hex_area = QRectF(cm.HEX_CENTRE.x() - 15, cm.HEX_CENTRE.y() - 25, 30, 7)  # above the hex's text
    assert _share(_box(with_trigger, hex_area), cm.HEX_GREEN) > 0.9
    # the red box around the dice only with a trigger
    frame = QRectF(cm.TRIGGER_BOX.left() - 1, cm.TRIGGER_BOX.bottom() - 2, cm.TRIGGER_BOX.width() + 2, 4)
    assert _share(_box(with_trigger, frame), cm.TRIGGER_RED, 40) > 0.3
    assert _share(_box(without, frame), cm.TRIGGER_RED, 40) == 0.0
    # the coloured die is the nation colour, the white die white; 6 pips read as 6 dark blobs
    coloured = _box(with_trigger, cm.DICE[1].adjusted(3, 3, -3, -3))
    assert _share(coloured, RED, 6) > 0.6
    white = _box(without, cm.DICE[0].adjusted(3, 3, -3, -3))
    assert _share(white, "#ffffff", 4) > 0.6
    # the Order band in the nation colour at the top
    assert _share(_box(without, QRectF(12, 50, 226, 8)), RED, 30) > 0.6


def test_card_tooltip_has_the_three_texts_and_the_trigger(deck):
    texts = card_texts()
    card = deck.card(1)
    view = CardView.from_card(card, RED)
    w = CardWidget(view)
    tip = w.toolTip()
    for t in (texts.order("fire"), texts.action("fire"), texts.event("shell_shock")):
        assert t.text in tip and t.name in tip
    assert "Sniper!" in tip and "J3" in tip and "3 + 3 = 6" in tip
    marks = CardView.from_card(FateCard(37, "recover", "marksmanship", "blaze", "C2", (4, 1), None, None, "redland"),
                               RED, nation_names={"redland": "Redland"})
    assert marks.marksman_nation == "Redland" and "Marksmanship (Redland)" in cm.card_tooltip(marks, texts)


def test_card_view_from_state():
    from cc_desktop.rules import testing
    g = testing.new_game()
    st = g.state
    number = st.players["axis"].hand[0]
    v = CardView.from_state(st, "axis", number)
    card = st.players["axis"].cards[number]
    assert (v.number, v.order, v.action, v.event, v.random_hex, v.dice, v.trigger) == (
        number, card.order, card.action, card.event, card.random_hex, tuple(card.dice), card.trigger)
    assert v.colour == "#a8432c" and v.nation == "Redland"


# ----------------------------------------------------------------------------------------------
# The hand
# ----------------------------------------------------------------------------------------------
def test_hand_click_and_double_click_give_the_card_number(qtbot, deck):
    hand = HandWidget(title="Axis")
    qtbot.addWidget(hand)
    numbers = [4, 9, 12, 17, 37, 60]
    hand.set_cards([CardView.from_card(deck.card(n), RED) for n in numbers])
    hand.resize(1000, 260)
    hand.show()
    qtbot.waitExposed(hand)
    assert hand.numbers() == numbers and hand.count_label.text() == "6 card(s)"
    for n in (12, 60, 4):
        w = hand.card_widget(n)
        with qtbot.waitSignal(hand.card_clicked, timeout=1000) as blocker:
            qtbot.mouseClick(w, Qt.MouseButton.LeftButton, pos=QPoint(w.width() // 2, w.height() // 2))
        assert blocker.args == [n]
    # the cards are side by side, left to right in hand order
    xs = [hand.card_widget(n).mapTo(hand, QPoint(0, 0)).x() for n in numbers]
    assert xs == sorted(xs) and len(set(xs)) == 6
    w = hand.card_widget(37)
    with qtbot.waitSignal(hand.card_activated, timeout=1000) as blocker:
        qtbot.mouseDClick(w, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    assert blocker.args == [37]
    hand.set_selected(17)
    assert [x.selected for x in hand.card_widgets()] == [False, False, False, True, False, False]
    hand.set_playable({4, 9})
    assert [x.playable for x in hand.card_widgets()] == [True, True, False, False, False, False]
    with pytest.raises(KeyError):
        hand.card_widget(5)


def test_a_new_hand_replaces_the_old_cards_at_once(qtbot, deck):
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.show()
    hand.set_cards([CardView.from_card(deck.card(n), RED) for n in (1, 2, 3, 4)])
    hand.set_cards([CardView.from_card(deck.card(n), RED) for n in (7, 8)])  # no event loop between
    children = hand.scroll.widget().findChildren(CardWidget)
    assert sorted(w.number for w in children) == [7, 8]
    qtbot.waitUntil(lambda: all(w.isVisible() for w in children))


def test_a_narrow_hand_scrolls(qtbot, deck):
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.set_cards([CardView.from_card(deck.card(n), RED) for n in range(1, 7)])
    hand.resize(300, 260)
    hand.show()
    qtbot.waitExposed(hand)
    bar = hand.scroll.horizontalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.maximum() >= 6 * hand.card_size.width() - 300


def _grab(widget) -> QImage:
    return widget.grab().toImage()


def test_face_down_hand_shows_no_card_text(qtbot, deck):
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.set_cards([CardView.from_card(deck.card(n), RED) for n in range(1, 5)])
    face_up = [_grab(w) for w in hand.card_widgets()]
    hand.set_face_down(4, RED)
    assert hand.face_down and hand.count() == 4 and hand.numbers() == []
    assert hand.count_label.text() == "4 card(s)"
    backs = hand.card_widgets()
    assert all(w.view is None and w.number == 0 and w.toolTip() == "" for w in backs)
    images = [_grab(w) for w in backs]
    assert all(img == images[0] for img in images)  # the backs tell nothing apart
    assert all(img != images[0] for img in face_up)
    with qtbot.waitSignal(hand.card_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(backs[2], Qt.MouseButton.LeftButton)
    assert blocker.args == [0]
    # a face-up CardWidget can be turned face down and back
    w = CardWidget(CardView.from_card(deck.card(2), RED))
    qtbot.addWidget(w)
    w.set_view(w.view, face_down=True)
    assert w.view is None and w.toolTip() == ""


# ----------------------------------------------------------------------------------------------
# Pile and reveal
# ----------------------------------------------------------------------------------------------
@pytest.mark.rule("1.2")
def test_pile_dialog_lists_the_pile_top_first(qtbot, deck):
    pile = [CardView.from_card(deck.card(n), RED) for n in (5, 9, 14)]  # 14 discarded last
    dlg = PileDialog(pile, "Axis discard pile")
    qtbot.addWidget(dlg)
    assert dlg.list.count() == 3
    assert [dlg.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(3)] == [14, 9, 5]
    assert dlg.current_number() == 14 and dlg.card.number == 14
    assert card_texts().order("artillery_denied").text in dlg.details.text()
    dlg.list.setCurrentRow(2)
    assert dlg.card.number == 5 and dlg.current_number() == 5
    empty = PileDialog([], "")
    qtbot.addWidget(empty)
    assert empty.list.count() == 0 and empty.card.face_down and empty.current_number() is None
    assert empty.windowTitle() == "Discard pile"


def test_reveal_popup_shows_a_card_for_a_moment(qtbot, deck):
    from PySide6.QtWidgets import QWidget
    host = QWidget()
    host.resize(800, 600)
    qtbot.addWidget(host)
    host.show()
    popup = RevealPopup(host, card_size=QSize(200, 280))
    view = CardView.from_card(deck.card(9), RED)
    popup.show_card(view, "Axis rolls 6 - Jammed!", duration_ms=60, emphasis="dice")
    assert popup.isVisible() and popup.card.number == 9 and popup.card.emphasis == "dice"
    assert popup.caption.text() == "Axis rolls 6 - Jammed!"
    g = popup.geometry()
    assert abs(g.center().x() - 400) <= 2 and abs(g.center().y() - 300) <= 2  # centred on its host
    with qtbot.waitSignal(popup.finished, timeout=2000):
        pass
    assert not popup.isVisible()
    popup.show_card(view, duration_ms=0)  # until clicked
    qtbot.wait(80)
    assert popup.isVisible()
    with qtbot.waitSignal(popup.finished, timeout=1000):
        qtbot.mouseClick(popup.card, Qt.MouseButton.LeftButton)
    assert not popup.isVisible()


@pytest.mark.qt
@pytest.mark.rule("O14")
def test_a_dimmed_card_says_why_it_cannot_be_played(qtbot):
    """At "play an Order, or pass", a Fire card with no enemy in range is dimmed and its tooltip
    gives the engine's reason with the rule; a playable card has no such line."""
    from cc_desktop.rules import Move, testing
    from cc_desktop.ui.controller import GameController
    from cc_desktop.ui.gamewindow import GameWindow

    win = GameWindow()
    win._no_ask = True
    qtbot.addWidget(win)
    g = testing.position({"axis": [("red_rifle_squad", "A1")], "allies": [("blue_infantry_squad", "O10")]})
    win.set_controller(GameController(g))
    win.refresh()
    assert g.pending.kind == "turn"
    hand = g.state.players["axis"]
    fire = [n for n in hand.hand if hand.cards[n].order == "fire"]
    move = [n for n in hand.hand if hand.cards[n].order == "move"]
    assert fire and move
    widgets = {w.number: w for w in win.hand._widgets}
    why = g.pending.why_not(Move("order", fire[0], "fire"))
    assert why is not None and widgets[fire[0]].reason.startswith("Not playable now: " + why.rule)
    assert why.rule in widgets[fire[0]].toolTip()
    assert widgets[move[0]].reason == "" and "Not playable" not in widgets[move[0]].toolTip()
