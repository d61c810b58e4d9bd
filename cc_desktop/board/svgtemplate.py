"""An empty SVG map to start drawing from (docs/svg-maps.md).

:func:`map_template` writes an SVG whose page is the hex field of a ``columns`` x ``rows``
map (1 user unit = 1 map unit, hex height 100; rule 2.1 geometry of
:mod:`cc_desktop.board.hexgrid`), with:

* a locked ``grid`` layer showing every hex outline, its centre dot and its id (the importer
  ignores it; it is only a guide for the map maker);
* one empty, correctly named layer for every kind the importer reads (see
  :mod:`cc_desktop.board.svgimport`), stacked so artwork overlaps sensibly;
* a ``meta`` layer with the ``key: value`` lines pre-filled, and a ``notes`` layer (ignored)
  with a short reminder of the conventions.

Inkscape reads the layers as layers (``inkscape:groupmode="layer"``); other editors see plain
groups whose ids are the same names, which the importer accepts too.
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from cc_desktop.board.hexgrid import EDGES, HexGrid

# Layers from bottom to top: (id, label).  Labels are what the importer reads.
TEMPLATE_LAYERS: tuple[tuple[str, str], ...] = (
    ("background", "background"),
    ("hill-1", "hill-1"),
    ("hill-2", "hill-2"),
    ("hill-3", "hill-3"),
    ("hill-4", "hill-4"),
    ("field", "field"),
    ("orchard", "orchard"),
    ("brush", "brush"),
    ("marsh", "marsh"),
    ("gully", "gully"),
    ("water_barrier", "water barrier"),
    ("stream", "stream"),
    ("woods", "woods"),
    ("building", "building"),
    ("road", "road"),
    ("trail", "trail"),
    ("railway", "railway"),
    ("bridge-major", "bridge-major"),
    ("bridge-minor", "bridge-minor"),
    ("wall", "wall"),
    ("hedge", "hedge"),
    ("fence", "fence"),
    ("cliff", "cliff"),
    ("grid", "grid"),
    ("objectives", "objectives"),
    ("compass", "compass"),
    ("artillery", "artillery"),
    ("terrain", "terrain"),
    ("meta", "meta"),
    ("notes", "notes"),
)

TEMPLATE_ID = "new-map"
TEMPLATE_NAME = "New map"

_NOTES = (
    "Draw each kind of terrain in the layer of its name; one map unit = one user unit, hex height 100.",
    "Woods, buildings, fields...: closed shapes, free across hexsides. A <g> in 'building' is one building.",
    "hill-1..hill-4: the outline of the ground at that level. road/trail/railway: open paths.",
    "stream: an open path (or fill:none) is a stream line, a filled shape is stream area.",
    "wall/hedge/fence/cliff: strokes along hexsides (snapped). objectives: a marker with a number 1..5.",
    "terrain: texts like 'C4 brush' or 'F7 level 2'. meta: 'key: value' lines. grid and notes are ignored.",
    "See docs/svg-maps.md. Import: cc-desktop import-svg THIS.svg --out MAP.json",
)


def _num(x: float) -> str:
    text = f"{x:.3f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def map_template(columns: int = 15, rows: int = 10) -> str:
    """An SVG (text) to draw a ``columns`` x ``rows`` map in: page = hex field, a locked
    hex-grid layer, empty layers for every kind and a pre-filled meta layer."""
    grid = HexGrid(columns, rows)
    w, h = _num(grid.width), _num(grid.height)
    out = [
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"',
        '     xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"',
        '     xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"',
        f'     version="1.1" width="{w}" height="{h}" viewBox="0 0 {w} {h}">',
        f'  <title>cc-desktop map, {columns}x{rows} hexes</title>',
        '  <sodipodi:namedview id="namedview" pagecolor="#ffffff" bordercolor="#666666" '
        'inkscape:document-units="px" inkscape:current-layer="woods" showgrid="false"/>',
    ]
    for layer_id, label in TEMPLATE_LAYERS:
        if layer_id == "grid":
            out.extend(_grid_layer(grid))
        elif layer_id == "meta":
            out.extend(_meta_layer(grid))
        elif layer_id == "notes":
            out.extend(_notes_layer(grid))
        else:
            out.append(f'  <g inkscape:groupmode="layer" id="{layer_id}" inkscape:label={quoteattr(label)}/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _grid_layer(grid: HexGrid) -> list[str]:
    outline = []
    for hid in grid.ids:
        corners = grid.corners(hid)
        outline.append("M " + " ".join(f"{_num(x)},{_num(y)}" for x, y in corners) + " Z")
    lines = [
        '  <g inkscape:groupmode="layer" id="grid" inkscape:label="grid" sodipodi:insensitive="true" '
        'style="opacity:0.7">',
        '    <path id="grid-hexes" style="fill:none;stroke:#707070;stroke-width:0.8" d="'
        + " ".join(outline) + '"/>',
        '    <g id="grid-dots" style="fill:#404040;stroke:none">',
    ]
    for hid in grid.ids:
        cx, cy = grid.centre(hid)
        lines.append(f'      <circle cx="{_num(cx)}" cy="{_num(cy)}" r="1.6"/>')
    lines.append("    </g>")
    lines.append('    <g id="grid-ids" style="fill:#404040;font-family:sans-serif;font-size:11px;'
                 'text-anchor:middle">')
    for hid in grid.ids:
        cx, cy = grid.centre(hid)
        lines.append(f'      <text x="{_num(cx)}" y="{_num(cy - 32)}">{hid}</text>')
    lines.append("    </g>")
    lines.append("  </g>")
    return lines


def _meta_layer(grid: HexGrid) -> list[str]:
    entries = [("id", TEMPLATE_ID), ("name", TEMPLATE_NAME), ("description", ""), ("author", ""),
               ("licence", ""), ("columns", str(grid.columns)), ("rows", str(grid.rows))]
    entries += [(f"edge-{edge}", "") for edge in EDGES]
    x, y = _num(grid.width + 20), 30.0
    lines = [
        '  <g inkscape:groupmode="layer" id="meta" inkscape:label="meta">',
        f'    <text id="meta-text" xml:space="preserve" x="{x}" y="{_num(y)}" '
        'style="font-family:sans-serif;font-size:14px;fill:#000000">',
    ]
    for i, (key, value) in enumerate(entries):
        lines.append(f'      <tspan sodipodi:role="line" x="{x}" y="{_num(y + 18 * i)}">'
                     f'{escape(key)}: {escape(value)}</tspan>')
    lines.append("    </text>")
    lines.append("  </g>")
    return lines


def _notes_layer(grid: HexGrid) -> list[str]:
    y0 = grid.height + 30
    lines = [
        '  <g inkscape:groupmode="layer" id="notes" inkscape:label="notes">',
        f'    <text id="notes-text" xml:space="preserve" x="0" y="{_num(y0)}" '
        'style="font-family:sans-serif;font-size:12px;fill:#505050">',
    ]
    for i, note in enumerate(_NOTES):
        lines.append(f'      <tspan sodipodi:role="line" x="0" y="{_num(y0 + 16 * i)}">{escape(note)}</tspan>')
    lines.append("    </text>")
    lines.append("  </g>")
    return lines


__all__ = ["map_template", "TEMPLATE_LAYERS", "TEMPLATE_ID", "TEMPLATE_NAME"]
