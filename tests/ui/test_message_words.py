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
