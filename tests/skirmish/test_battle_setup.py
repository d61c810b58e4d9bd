"""Every shipped battle becomes a game whose models are named as its objectives name them."""

import pytest

from cc_desktop.skirmish import battles, game


@pytest.mark.rule("SK-3.1", "SK-20.1")
@pytest.mark.parametrize("battle_id", sorted(battles.shipped_battles()))
def test_a_shipped_battle_names_each_model_once_and_its_objectives_find_them(battle_id):
    battle = battles.shipped_battles()[battle_id]
    setup = game.setup_from_battle(battle)
    ids = [m.id for m in setup.models]
    assert len(ids) == len(set(ids))
    named = {o.model for s in battle.sides for o in s.objectives if getattr(o, "model", "")}
    assert named and named <= set(ids)
    expected = sum(len(s.models) + (len(battles_team(s)) if s.preset else 0) for s in battle.sides)
    assert len(ids) == expected  # nobody lost to a clash of names (two teams' "gunner")


def battles_team(side):
    from cc_desktop.skirmish import data
    return data.teams()[side.preset].models
