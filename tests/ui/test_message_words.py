"""Words made from the engine's message parameters (cc_desktop.ui.texts.message_text)."""

from __future__ import annotations

import pytest

from cc_desktop.rules import Game
from cc_desktop.rules.messages import msg
from cc_desktop.ui.texts import message_text


@pytest.mark.rule("V18")
def test_the_enfilade_line_names_the_opponent_side_in_words_not_by_its_id():
    game = Game.new("chapel-crossroads-1944", seed=1)
    text = message_text(msg("V18", "enfilade", player="axis", opponent="allies"), game=game.view("axis"))
    assert "allies" not in text and "Allies" in text, text


@pytest.mark.rule("T93", "O20.3.4")
def test_the_defense_line_names_the_road_that_takes_1_from_the_cover():
    """Open Ground with a Road: Cover 0 - 1; the line names both, not the Open Ground alone."""
    game = Game.new("chapel-crossroads-1944", seed=1)
    unit = next(iter(game.state.units))
    line = msg("O20.3.4", "defense", unit=unit, morale=7, base=8, cover=-1, cover_by="open", cover_rule="T90",
               roll=5, total=12, attack=14, cover_road=1)
    assert "Cover -1 (Open Ground, T90, Road, T93)" in message_text(line, game=game.view("axis"))
    without = msg("O20.3.4", "defense", unit=unit, morale=8, base=8, cover=0, cover_by="open", cover_rule="T90",
                  roll=5, total=13, attack=14)
    assert "Cover 0 (Open Ground, T90) + roll 5" in message_text(without, game=game.view("axis"))


def test_declining_a_reaction_asked_in_public_says_it_in_words(qtbot):
    """The status bar after "No, continue" in the public box: the move's words, not its code."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from cc_desktop.rules import testing
    from cc_desktop.ui.controller import GameController

    from .helpers import game_window

    window = game_window(qtbot, size=(1366, 768), shown=True, reveals=False)
    g = testing.position({"axis": [("red_rifle_squad", "E8"), ("red_rifle_squad", "F8")],
                          "allies": [("blue_infantry_squad", "E5")]},
                         prefs={"axis": {"op_fire"}, "allies": {"op_fire"}})
    window.set_controller(GameController(g))
    mover = testing.unit_at(g, "E8").id
    window.refresh()
    window.on_card_clicked(testing.hand(g, "axis", "move")[0])
    window.on_unit_clicked(window.units.items[mover])
    if g.pending.kind == "mover":
        window.on_unit_clicked(window.units.items[mover])
    window.on_hex_clicked("E7")
    assert g.pending.kind == "react" and window.controller.prompt.how == "window"
    decline = next(b for b, m in window.table.box.answers if m.kind == "decline")
    QTest.mouseClick(decline, Qt.MouseButton.LeftButton)
    said = window.statusBar().currentMessage()
    assert g.moves[-1].kind == "decline" and said and said != "decline", said


def test_the_hex_inspector_names_terrain_and_fortifications_in_the_window_language(qtbot):
    """The status bar's words on a hex: its terrain and Fortification by their names in the
    content language (Greek here), not the Terrain Chart's English or an id."""
    from cc_desktop.rules import testing
    from cc_desktop.ui.controller import GameController
    from cc_desktop.ui.language import content_language, set_content_language
    from cc_desktop.ui.texts import feature_name

    from .helpers import game_window

    window = game_window(qtbot, size=(1366, 768), reveals=False)
    g = testing.position({"axis": [("red_rifle_squad", "E8")], "allies": [("blue_infantry_squad", "A1")]})
    g.state.fortifications["E8"] = "foxholes"
    window.set_controller(GameController(g))
    before = content_language()
    set_content_language("el")
    try:
        text = window.maptools.inspect("E8")
        terrain = g.board.hexes["E8"].effective_terrain
        assert feature_name(g.board.chart, terrain) in text and feature_name(g.board.chart, "foxholes") in text
        assert g.board.chart.name_of(terrain) not in text and "foxholes" not in text, text
    finally:
        set_content_language(before)


def test_greek_names_the_side_in_the_genitive_where_the_sentence_asks_it(qtbot, qapp):
    """'Pass the screen to the Allied player' in Greek: 'στον παίκτη των Συμμάχων' (the side's
    'owner' form from el/grammar.json), not 'στον παίκτη Σύμμαχοι'."""
    from cc_desktop.rules import Game
    from cc_desktop.ui.controller import GameController
    from cc_desktop.ui.language import install_translation, remove_translations, set_content_language
    from cc_desktop.ui.texts import side_adjective

    from .helpers import game_window

    try:
        assert install_translation(qapp, "el") == "el"
        assert format(side_adjective("allies"), "owner") == "των Συμμάχων"
        window = game_window(qtbot, size=(1366, 768), reveals=False)
        window.set_controller(GameController(Game.new("chapel-crossroads-1944", seed=1)))
        window.handover.show_for("allies")
        assert "στον παίκτη των Συμμάχων" in window.handover.label.text()
        assert "ο παίκτης των Συμμάχων" in window.handover.button.text()
        window.handover.show_for("axis")
        assert "στον παίκτη του Άξονα" in window.handover.label.text()
    finally:
        remove_translations(qapp)
        set_content_language(None)


def test_a_long_marker_name_is_squeezed_inside_the_marker(qapp, monkeypatch):
    """A marker's name longer than the counter (Greek 'ΑΤΟΜΙΚΑ ΟΡΥΓΜΑΤΑ', Hungarian
    'LÖVÉSZTEKNŐK') is squeezed sideways to the counter's width, never past its edges."""
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    from cc_desktop.ui import counters
    from cc_desktop.ui.fonts import load_bundled_fonts

    load_bundled_fonts()
    monkeypatch.setattr(counters, "marker_name", lambda kind: "Lövészteknők és árkok")
    drawn = []
    real = counters.draw_text

    def record(painter, rect, text, font, colour, *args, **kw):
        t = painter.worldTransform()
        drawn.append((text, QFontMetricsF(font).horizontalAdvance(text) * t.m11(), t.mapRect(rect).center().x()))
        real(painter, rect, text, font, colour, *args, **kw)

    monkeypatch.setattr(counters, "draw_text", record)
    item = counters.MarkerItem("foxholes")
    image = QImage(80, 80, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    p.translate(40, 40)
    item.paint_piece(p)
    p.end()
    (width, centre), = [(w, c) for text, w, c in drawn if text == counters.caps("Lövészteknők és árkok")]
    body = item.body_path().boundingRect()
    assert width <= body.width() - 2 and abs(centre - 40) < 1  # inside, centred
