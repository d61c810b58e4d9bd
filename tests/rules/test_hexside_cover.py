"""T78.3, T87, T97: a Hedge or Wall crossed as the fire enters the target hex gives its Cover
instead of the hex's, never added; Foxholes' better Cover replaces both (05 scenarios 2 and 3)."""

import pytest

from cc_desktop.rules import Move, testing
from cc_desktop.rules import defense


def wall_shot():
    """A Wall of the village map and a hex 2-3 away from which the line of fire enters the
    Wall's hex across it, with nothing blocking."""
    g = testing.position({"axis": [("red_rifle_squad", "A10")], "allies": [("blue_infantry_squad", "O1")]})
    for (a, b), f in sorted(g.board.hexsides.items()):
        if f.feature != "wall":
            continue
        for target in (a, b):
            for shooter in g.grid.ids:
                if not 2 <= g.grid.distance(shooter, target) <= 3:
                    continue
                r = g.board.los(shooter, target)
                if r.los == "clear" and r.target_hexsides == ("wall",):
                    return target, shooter
    raise AssertionError("no wall shot on the village map")


@pytest.mark.rule("T78.3", "T97", "F102")
@pytest.mark.parametrize("fort", [None, "foxholes"])
def test_wall_cover_replaces_the_hex_cover_and_foxholes_replace_both(fort):
    target, shooter = wall_shot()
    g = testing.position({"axis": [("red_rifle_squad", shooter)], "allies": [("blue_infantry_squad", target)]})
    if fort:
        g.state.fortifications[target] = fort
    defender = testing.unit_at(g, target)
    hex_cover = g.state.cover(target)
    printed = defender.face.morale
    card = testing.hand(g, "axis", "fire")[0]
    testing.stack(g, "axis", (1, 1))
    testing.stack(g, "allies", (1, 1))
    g.apply(Move("order", card, "fire"))
    g.apply(Move("activate", testing.unit_at(g, shooter).id))
    g.apply(Move("target", target))
    g.apply(Move("with", testing.unit_at(g, shooter).id))
    events = g.apply(Move("fire"))
    morale = [dict(e.message.params)["morale"] for e in events if e.kind == "defense"][0]
    assert hex_cover < 2 or fort  # the village's Wall hexes are not Woods or Buildings
    assert morale == printed + max(hex_cover, 2)  # the best Cover, never added (T78.3)
    if fort:
        assert morale == printed + 3  # scenario 3: Foxholes 3, not 1 + 2 + 3


@pytest.mark.rule("T97", "T78.3")
def test_no_wall_cover_when_the_fire_does_not_cross_it():
    target, shooter = wall_shot()
    g = testing.position({"axis": [("red_rifle_squad", shooter)], "allies": [("blue_infantry_squad", target)]})
    assert defense.hexside_cover(g, [testing.unit_at(g, shooter).id], [target]) == {target: 2}
    others = [h for h in g.grid.ids if 2 <= g.grid.distance(h, target) <= 3
              and g.board.los(h, target).los == "clear" and not g.board.los(h, target).target_hexsides]
    assert others
    g2 = testing.position({"axis": [("red_rifle_squad", others[0])], "allies": [("blue_infantry_squad", target)]})
    assert defense.hexside_cover(g2, [testing.unit_at(g2, others[0]).id], [target]) == {target: 0}
