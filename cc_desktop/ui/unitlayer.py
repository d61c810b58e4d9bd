"""The counters and markers on the map (drawn from data by :mod:`cc_desktop.ui.counters`), kept
in step with what the seated player's view holds (:class:`cc_desktop.rules.view.SideView`): a
redraw touches only what changed (a hex whose counters are as they were keeps its stack, a marker
as it was stays); and the lights over it: the hexes a decision offers, the rings round counters,
the MP of each hex a dragged unit may reach (:class:`~cc_desktop.ui.viewer.ReachOverlayItem`).
It draws; what a click or a drag means is :mod:`cc_desktop.ui.mapchoices` and
:mod:`cc_desktop.ui.movetool`."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

HIGHLIGHT = QColor(255, 230, 90, 90)
TRAY_POS = (-32.0, 150.0)  # set-up: the pile of units still to place, in the map's left margin
SELECT = QColor(80, 200, 255, 120)


# ----------------------------------------------------------------------------------------------
# counters on the map (drawn from data by cc_desktop.ui.counters)
# ----------------------------------------------------------------------------------------------
class UnitLayer:
    """The counters and markers on the map, kept in step with the seated player's view.  A
    refresh touches only what changed: a hex whose counters are as they were keeps its stack
    (and the counters their drawn pictures); a marker as it was stays.  ``host`` handles what
    the counters are clicked, dragged and dropped for (``on_unit_clicked``, ``on_drag_start``,
    ``on_drag_move``, ``on_unit_dropped``)."""

    def __init__(self, host, scene):
        self.window = host
        self.scene = scene
        self.reach_overlay = None
        self.items: dict[str, QGraphicsItem] = {}
        self.markers: list[QGraphicsItem] = []
        self.highlights: list[QGraphicsItem] = []
        self._stacks: dict[str, tuple[tuple, QGraphicsItem]] = {}  # hex -> (what it shows, its stack)
        self._marker_items: dict[tuple, QGraphicsItem] = {}  # (kind, where, value ...) -> marker
        self._tray: list[QGraphicsItem] = []
        self._retired: list[QGraphicsItem] = []

    def _retire(self, item) -> None:
        if item.scene() is self.scene:
            self.scene.removeItem(item)
        # the counter under the mouse may be in its own press/release handler (a drop that moved
        # it): the old items are deleted only when the event loop is back
        if not self._retired:
            QTimer.singleShot(0, self._retired.clear)
        self._retired.append(item)

    def refresh(self, view) -> None:
        """Draw what ``view`` (the seated player's) holds: his units and the other's he may see,
        the Smoke, Blaze and Fortifications he knows of, who holds each Objective."""
        from cc_desktop.ui import counters

        grid = view.grid
        self.scene.clearSelection()  # a counter clicked is not left ringed
        by_hex: dict[str, list] = {}
        for u in view.on_map():
            by_hex.setdefault(u.hex, []).append(u)
        old_items, old_stacks = self.items, self._stacks
        stacks: dict[str, tuple[tuple, QGraphicsItem]] = {}
        stale, changed, placed = [], [], set()
        for hex_id, units in by_hex.items():
            centre = grid.centre(hex_id)
            views = tuple(counters.UnitView.from_view(view, u)
                          for u in sorted(units, key=lambda u: (u.side, not u.is_leader, u.id)))
            key = (centre, views)
            old = old_stacks.pop(hex_id, None)
            if old is not None and old[0] == key and old[1].scene() is self.scene:
                stacks[hex_id] = old  # as it was: the stack and its counters stay
                self._settle(old[1])
                placed.update(id(p) for p in old[1].pieces)
                continue
            if old is not None:
                stale.append(old[1])
            changed.append((hex_id, key))
        stale += [stack for _key, stack in old_stacks.values()]  # hexes left empty
        for hex_id, key in changed:
            stack = counters.StackItem(hex_id)  # fans out when the mouse rests on it
            stack.setPos(*key[0])
            self.scene.addItem(stack)
            pieces = []
            for face in key[1]:
                piece = old_items.get(face.id)  # the unit's counter moves with it (its picture kept)
                if (isinstance(piece, counters.CounterItem) and id(piece) not in placed
                        and piece.scene() is self.scene and not piece.dragging):
                    if piece.stack is not None:
                        piece.stack.remove(piece, relayout=False)
                    if piece.view != face:
                        piece.set_view(face)  # flipped, suppressed, a Weapon taken or lost ...
                    if piece.hovered:
                        piece.hovered = False
                        piece.update()
                else:
                    piece = counters.CounterItem(face)
                piece.on_click = self.window.on_unit_clicked
                piece.on_drag_start = self.window.on_drag_start
                piece.on_drag_move = self.window.on_drag_move
                piece.on_drop = self.window.on_unit_dropped
                placed.add(id(piece))
                pieces.append(piece)
            stack.set_pieces(pieces)
            stacks[hex_id] = (key, stack)
        for stack in stale:  # with the counters of units no longer there
            self._retire(stack)
        self._stacks = stacks
        self.items = {piece.unit_id: piece for _key, stack in stacks.values() for piece in stack.pieces}
        for item in self._tray:
            if id(item) not in placed:
                self._retire(item)
        self._tray = []
        self.tray(view)
        wanted: list[tuple] = []
        for hex_id, value in view.smoke.items():
            wanted.append(("smoke", value, None, grid.centre(hex_id), (-30, -38)))
        for hex_id in view.blaze:
            wanted.append(("blaze", None, None, grid.centre(hex_id), (-30, -38)))
        wanted += counters.variant_markers(view, grid)  # V1 Rubble, V3 Starshells
        for hex_id, kind in view.fortifications.items():  # a hidden set-up stays hidden (F100.1)
            wanted.append((kind, None, None, grid.centre(hex_id), (18, -38)))
        places = view.objective_hexes
        for n, owner in view.objectives.items():
            if owner and n in places:
                wanted.append(("control", side_colour(view, owner), None, grid.centre(places[n]), (20, 18)))
        markers: dict[tuple, QGraphicsItem] = {}
        old_markers = {k: item for k, item in self._marker_items.items() if item.scene() is self.scene}
        spare: dict[tuple, list] = {}  # markers no longer where they were, by what they show
        for key in set(old_markers) - set(wanted):
            spare.setdefault(key[:3], []).append(old_markers.pop(key))
        for key in wanted:
            kind, value, _label, centre, offset = key
            item = old_markers.pop(key, None)
            if item is None and spare.get(key[:3]):
                item = spare[key[:3]].pop()  # the same marker elsewhere: moved, its picture kept
                item.setPos(centre[0] + offset[0], centre[1] + offset[1])
            elif item is None:
                item = counters.MarkerItem(kind, value) if value is not None else counters.MarkerItem(kind)
                self._marker(item, centre, offset)
            markers[key] = item
        for item in [i for items in spare.values() for i in items]:
            self._retire(item)
        self._marker_items = markers
        self.markers = [stack for _key, stack in stacks.values()] + self._tray + list(markers.values())

    @staticmethod
    def _settle(stack) -> None:
        """A stack kept: each counter in its place at once, as a new stack would show it (one
        snapping back from a refused drop, one dropped where the engine did not move it); one
        being dragged is left alone."""
        if getattr(stack, "_dragging", None) is not None:
            return
        for i, (piece, pos) in enumerate(zip(stack.pieces, stack.positions())):
            if piece.dragging or piece.parentItem() is not stack:
                continue
            if piece.pos() != pos or getattr(piece, "_animation", None) is not None:
                piece.move_to(pos, animate=False)
            if piece.zValue() != float(i):
                piece.setZValue(float(i))

    def tray(self, view) -> None:
        """Set-up (5, in any order): the seated player's units still to place wait in a pile in
        the map's left margin, clear of the edge's name; the mouse on it spreads them out (each
        with its name), and any of them is dragged into the lit set-up area (or clicked, then its
        hex).  They are the units the set-up decision's moves name that have no hex yet."""
        from cc_desktop.ui import counters

        d = view.pending  # the seated player's own decision only
        if d is None or d.kind != "setup" or d.variant is not None:
            return
        waiting: list = []
        for m in view.legal_moves():
            if m.kind == "place" and (not waiting or waiting[-1].id != m.args[0]):
                u = view.unit(m.args[0])
                if u is not None and u.hex is None and u not in waiting:
                    waiting.append(u)
        if not waiting:
            return
        stack = counters.StackItem("tray")
        stack.setPos(*TRAY_POS)
        self.scene.addItem(stack)
        pieces = []
        for u in reversed(waiting):  # the first unit to place on top
            item = counters.CounterItem(counters.UnitView.from_view(view, u))
            item.on_click = self.window.on_unit_clicked
            item.on_drag_start = self.window.on_drag_start
            item.on_drag_move = self.window.on_drag_move
            item.on_drop = self.window.on_unit_dropped
            self.items[u.id] = item
            pieces.append(item)
        stack.set_pieces(pieces)
        self._tray.append(stack)

    def _marker(self, item, centre, offset) -> None:
        item.setPos(centre[0] + offset[0], centre[1] + offset[1])
        item.setZValue(8)
        self.scene.addItem(item)

    def highlight(self, view, hexes: set[str], selected: set[str] = frozenset(),
                  costs: dict[str, int] | None = None, dim: bool = False) -> None:
        """Light ``hexes`` (``selected`` ones in blue).  While a unit is dragged, ``costs``
        ({hex: MP}) labels each reachable hex with its MP cost and ``dim`` darkens every other
        hex of the map (one overlay item, see :class:`~cc_desktop.ui.viewer.ReachOverlayItem`)."""
        for item in self.highlights:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.highlights = []
        self.reach_overlay = None
        if costs is not None or dim:
            from cc_desktop.ui.viewer import ReachOverlayItem

            start = next(iter(selected), None) if selected else None
            overlay = ReachOverlayItem(view.grid, hexes, costs, start if start in view.grid else None, dim)
            self.scene.addItem(overlay)
            self.highlights.append(overlay)
            if overlay.labels_item is not None:
                self.scene.addItem(overlay.labels_item)
                self.highlights.append(overlay.labels_item)
            self.reach_overlay = overlay
            return
        for h in hexes:
            poly = QPolygonF([QPointF(x, y) for x, y in view.grid.corners(h)])
            path = QPainterPath()
            path.addPolygon(poly)
            path.closeSubpath()
            item = QGraphicsPathItem(path)
            item.setBrush(QBrush(SELECT if h in selected else HIGHLIGHT))
            item.setPen(QPen(QColor(255, 210, 40, 200), 2.5))
            item.setZValue(5)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.scene.addItem(item)
            self.highlights.append(item)

    def mark_counters(self, legal: set[str] = frozenset(), weapons: set[str] = frozenset(),
                      activated: set[str] = frozenset(), target: set[str] = frozenset()) -> None:
        """Ring the counters: ``legal`` the units the decision lets the player choose (a click
        chooses them), ``weapons`` the carried Weapons that may be chosen (ring round the Weapon
        alone), ``activated`` the units activated for the Order, ``target`` the units the
        decision is about (the Fire target, the unit that entered an Op Fire hex ...)."""
        self.marks: dict[str, str | None] = {}
        self.weapon_marks: dict[str, str | None] = {}
        for uid, item in self.items.items():
            kind = ("legal" if uid in legal else "target" if uid in target
                    else "activated" if uid in activated else None)
            if item.highlight != kind:  # an unchanged counter keeps its drawn picture
                item.set_highlight(kind)
            self.marks[uid] = kind
            w = getattr(getattr(item, "view", None), "weapon", None)
            if hasattr(item, "set_weapon_highlight"):
                self.weapon_marks[uid] = "legal" if w is not None and w.id in weapons else None
                if item.weapon_highlight != self.weapon_marks[uid]:
                    item.set_weapon_highlight(self.weapon_marks[uid])

    def hover_choice(self, view, hexes: set[str], units: set[str], weapons: set[str] = frozenset()) -> None:
        """Light what a choice of the decision list is about while the mouse is on it: its
        hexes in blue and its counters ringed (``clear_hover`` puts the decision's marks back)."""
        self.clear_hover()
        for h in hexes:
            if h not in view.grid:
                continue
            path = QPainterPath()
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in view.grid.corners(h)]))
            path.closeSubpath()
            item = QGraphicsPathItem(path)
            item.setBrush(QBrush(SELECT))
            item.setPen(QPen(QColor(40, 150, 255, 230), 3.5))
            item.setZValue(6)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(item)
            self.hover_items.append(item)
        for uid in units:
            if uid in self.items:
                self.items[uid].set_highlight("selected")
                self.hover_units.append(uid)
        for uid in weapons:  # a carried Weapon: the ring round the Weapon alone
            if uid in self.items and hasattr(self.items[uid], "set_weapon_highlight"):
                self.items[uid].set_weapon_highlight("selected")
                self.hover_weapons.append(uid)

    def clear_hover(self) -> None:
        for item in getattr(self, "hover_items", []):
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        marks = getattr(self, "marks", {})
        for uid in getattr(self, "hover_units", []):
            if uid in self.items:
                self.items[uid].set_highlight(marks.get(uid))
        for uid in getattr(self, "hover_weapons", []):
            if uid in self.items:
                self.items[uid].set_weapon_highlight(self.weapon_marks.get(uid))
        self.hover_items: list[QGraphicsItem] = []
        self.hover_units: list[str] = []
        self.hover_weapons: list[str] = []  # holders whose carried Weapon is ringed



def side_colour(view, side: str) -> str:
    """The colour of ``side``'s nation (its counters, its markers on the map and the track)."""
    return view.scenario.side(side).nation.colour or ("#6b6f5a" if side == "axis" else "#5a6b7f")
