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
