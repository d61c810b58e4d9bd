"""Where units and markers may go: the map questions that placements, Events and Fortifications
ask (T78.1 Water, T79 Blaze, T98 impassable terrain, 8.2 stacking), and hexes in map order."""

from __future__ import annotations

from cc_desktop.rules.state import FIGURE_LIMIT


def is_water(g, hex_id: str) -> bool:
    """T78.1, F100.3: Marsh, Stream, Water Barrier (a Bridge hex is not Water, T80)."""
    return g.board.terrain(hex_id).has("water")


def passable(g, hex_id: str) -> bool:
    """A hex a unit may stand in: no Blaze (T79) and no impassable terrain such as a Water
    Barrier (T98)."""
    t = g.board.terrain(hex_id)
    return hex_id not in g.state.blaze and t.move != "impassable" and not t.has("impassable") \
        and not t.has("no_units")


def place_hexes(g, candidates, side: str, figures: int) -> list[str]:
    """Hexes where a unit of ``side`` may be placed: passable, within the friendly stacking
    limit (8.2); an enemy-occupied hex is allowed (a Melee follows)."""
    return [h for h in candidates if passable(g, h) and within_stacking(g, h, side, figures)]


def within_stacking(g, hex_id: str, side: str, figures: int) -> bool:
    """8.2 (ambiguity 16 of 01): may ``figures`` more of ``side`` be placed in the hex during
    play?  V15.3: with Unit Overstacking, always (only the set-up is limited)."""
    if "V15" in g.variants:
        return True  # V15.3
    return g.state.figures(hex_id, side) + figures <= FIGURE_LIMIT


def in_map_order(g, hexes) -> list[str]:
    """The hexes without repeats, in the map's order (column by column)."""
    return sorted(set(hexes), key=g.grid.index.get)


def nearest(g, hex_id: str, items: list[tuple[str, str]]) -> list[str]:
    """Of (id, hex) pairs, the ids at the smallest distance from ``hex_id`` (itself 0)."""
    if not items:
        return []
    dist = {i: g.grid.distance(hex_id, h) for i, h in items}
    best = min(dist.values())
    return sorted(i for i, d in dist.items() if d == best)
