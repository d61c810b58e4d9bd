"""The Terrain Chart (T78-T99, F100-F106), read from ``resources/terrain.json``.

No terrain value lives in code: movement costs, cover, LOS effects and flags all come from the
chart file, which is validated against ``resources/schemas/terrain.schema.json``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from cc_desktop import fileio, resources
from cc_desktop.schema import load_schema

CLEAR, HINDRANCE, OBSTACLE = "clear", "hindrance", "obstacle"


class ChartError(ValueError):
    """The terrain chart file is broken."""


@dataclass(frozen=True)
class LosEffect:
    effect: str  # clear | hindrance | obstacle | other
    value: int = 0  # hindrance value
    along: str | None = None  # for line features: "clear" (T93) or "clear_self" (T92)

    @property
    def blocks(self) -> bool:
        return self.effect == OBSTACLE

    @property
    def hinders(self) -> bool:
        return self.effect == HINDRANCE


@dataclass(frozen=True)
class TerrainType:
    id: str
    rule: str
    name: str
    move: int | str  # MP, "impassable" or "other"
    cover: int | str | None
    los: LosEffect
    flags: frozenset[str]
    colour: str
    priority: int  # 0 = highest on the chart (T78.1)

    def has(self, flag: str) -> bool:
        return flag in self.flags


@dataclass(frozen=True)
class HexsideType:
    id: str
    rule: str
    name: str
    move_add: int | str  # +MP when crossed, or "impassable"
    cover: int | None
    cover_vs_mortar_artillery: bool
    los: LosEffect
    flags: frozenset[str]
    colour: str


@dataclass(frozen=True)
class LineType:
    id: str
    rule: str
    name: str
    move_along: int | None
    movement_bonus: int
    cover_modifier: int
    los: LosEffect
    width: float
    colour: str


@dataclass(frozen=True)
class BridgeType:
    id: str
    rule: str
    name: str
    move_along: int
    move_across: str  # "impassable" or "other"
    exit_only_along: bool


@dataclass(frozen=True)
class TerrainChart:
    terrain: dict[str, TerrainType]
    hexsides: dict[str, HexsideType]
    lines: dict[str, LineType]
    bridges: dict[str, BridgeType]
    hill: dict[str, Any]
    markers: dict[str, dict[str, Any]]
    fortifications: dict[str, dict[str, Any]]
    source: str = field(default="", compare=False)
    # O18.2.3.3: the Fortification Vulnerability number (a dice total) per Radio FP
    vulnerability: dict[int, int] = field(default_factory=dict)

    @property
    def default_terrain(self) -> str:
        for t in self.terrain.values():
            if t.has("default"):
                return t.id
        raise ChartError("the terrain chart names no default terrain type")

    def priority_order(self) -> list[str]:
        return sorted(self.terrain, key=lambda k: self.terrain[k].priority)

    def effect_of(self, kind: str) -> LosEffect:
        """LOS effect of an artwork kind: a terrain type or a line feature."""
        if kind in self.terrain:
            return self.terrain[kind].los
        if kind in self.lines:
            return self.lines[kind].los
        raise KeyError(kind)

    def rule_of(self, kind: str) -> str:
        for table in (self.terrain, self.hexsides, self.lines, self.bridges):
            if kind in table:
                return table[kind].rule
        if kind in self.markers:
            return self.markers[kind]["rule"]
        if kind in self.fortifications:
            return self.fortifications[kind]["rule"]
        if kind == "hill":
            return self.hill["rule"]
        raise KeyError(kind)

    def name_of(self, kind: str) -> str:
        for table in (self.terrain, self.hexsides, self.lines, self.bridges):
            if kind in table:
                return table[kind].name
        for table in (self.markers, self.fortifications):
            if kind in table:
                return table[kind]["name"]
        if kind == "hill":
            return "Hill"
        return kind


def _los(raw: dict) -> LosEffect:
    value = raw.get("value", 0)
    return LosEffect(raw["effect"], value if isinstance(value, int) else 0, raw.get("along"))


def parse_chart(data: dict, source: str = "") -> TerrainChart:
    errors = load_schema(resources.SCHEMAS / "terrain.schema.json").errors(data)
    if errors:
        raise ChartError("\n".join(f"{source}: {e}" for e in errors))
    terrain = {}
    for i, t in enumerate(data["terrain"]):
        terrain[t["id"]] = TerrainType(
            t["id"], t["rule"], t["name"], t["move"], t["cover"], _los(t["los"]),
            frozenset(t.get("flags", ())), t.get("colour", "#cccccc"), i,
        )
    hexsides = {
        h["id"]: HexsideType(
            h["id"], h["rule"], h["name"], h["move_add"], h["cover"], h["cover_vs_mortar_artillery"],
            _los(h["los"]), frozenset(h.get("flags", ())), h.get("colour", "#000000"),
        )
        for h in data["hexsides"]
    }
    lines = {
        ln["id"]: LineType(
            ln["id"], ln["rule"], ln["name"], ln["move_along"], ln["movement_bonus"], ln["cover_modifier"],
            _los(ln["los"]), float(ln["width"]), ln.get("colour", "#000000"),
        )
        for ln in data["lines"]
    }
    bridges = {
        b["id"]: BridgeType(b["id"], b["rule"], b["name"], b["move_along"], b["move_across"], b["exit_only_along"])
        for b in data["bridges"]
    }
    chart = TerrainChart(
        terrain, hexsides, lines, bridges, data["hill"],
        {m["id"]: m for m in data["markers"]}, {f["id"]: f for f in data["fortifications"]}, source,
        {int(k): int(v) for k, v in data.get("artillery", {}).get("vulnerability", {}).items()},
    )
    chart.default_terrain  # noqa: B018 - raises if missing
    return chart


def load_chart(path: str | Path | None = None) -> TerrainChart:
    path = Path(path) if path else resources.resource("terrain.json")
    return _load_chart_cached(str(path))


@lru_cache(maxsize=4)
def _load_chart_cached(path: str) -> TerrainChart:
    try:
        data = fileio.read_json(path, "content")
    except fileio.FileProblem as exc:
        raise ChartError(f"{path}: cannot read the terrain chart: {exc}") from None
    return parse_chart(data, path)
