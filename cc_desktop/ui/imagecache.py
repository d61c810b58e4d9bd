"""Pictures kept per zoom level, so that zooming and panning draw at 60 frames a second
(issue 13, item 5).

The map is drawn from vector data (mappainter: a third of a second for a whole map, about ten
milliseconds for a 256-pixel square of it); a counter in a few milliseconds.  Qt's own item cache
(``DeviceCoordinateCache``) redraws every item at every new zoom level, in the frame that shows it,
and the map layer at every step of a pan that uncovers a new part; that took 60-300 ms a frame.

Here instead:

* :class:`TileCache` keeps the map in square tiles of :data:`TILE` device pixels per zoom level
  (a level is a device scale: pixels per map unit).  A frame draws the tiles of its level that
  are ready, 1:1 at whole device pixels; where a tile is missing it draws the nearest other
  level's tiles scaled (a moment softer), or the plain ground, and asks for the tile.
* :class:`PieceImages` keeps each counter's and marker's picture per look (what it shows, its
  rings) and level; a new level draws the picture of another level scaled and asks for it.
* :class:`IdleWork` draws what was asked for between frames, a few milliseconds at a time,
  visible tiles first, so the event loop never waits long; each finished picture is shown.  It
  waits a frame when the turn of the event loop is busy already (a frame just drawn), and runs the
  steps that show a game put into the window each alone in a turn (``solo``, showsteps.py).

``settle()`` draws everything asked for at once (screenshots, tests, benchmarks).  A painting
that is not of a view on the screen (``QGraphicsScene.render``, a printer, a rotated view) draws
directly, as before.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from typing import Callable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QTransform
from shiboken6 import isValid

#: a map tile's side, in device pixels
TILE = 256
#: most map tiles kept (all levels): 256 of 256x256 ARGB = 64 MB
MAX_TILES = 256
#: the level (device pixels per map unit, at a pixel ratio of 1) always kept whole: what a part of
#: the map no other level has yet is drawn from (a whole real map at 0.4 is six tiles)
BASE_SCALE = 0.4
#: most bytes of counter and marker pictures kept
MAX_PIECE_BYTES = 64 * 1024 * 1024
#: most pictures of one look (zoom levels and phases) kept
MAX_GRIDS_PER_LOOK = 8
#: milliseconds of drawing per turn of the event loop for what was asked for
SLICE_MS = 6.0
#: a turn of the event loop that has been busy this many milliseconds already (a frame, a game
#: put into the window) draws nothing more: the drawing waits for the next turn (issue 13: a map
#: tile, 15-35 ms, right after a 40 ms frame held the loop for both)
TURN_BUSY_MS = 10.0
#: how long the drawing then waits: a frame's time (at 60 frames a second), so that the timers and
#: input waiting come before it
WAIT_MS = 16
#: the heartbeat while there is work (milliseconds)
BEAT_MS = 5
#: milliseconds a frame may spend drawing counter pictures it lacks, before it shows them scaled
FRAME_BUDGET_MS = 4.0
#: milliseconds a frame may spend drawing pieces of which no picture at all exists (a counter
#: newly lit or flipped is drawn in the frame that shows it); beyond it, as in a fresh window's
#: first frame with every counter new, the rest show their plain shape until drawn between frames
NEW_LOOKS_MS = 30.0


def level_of(scale: float) -> float:
    """The zoom level of a device scale (scales a hair apart are one level)."""
    return float(f"{scale:.5g}")


def device_scale(painter: QPainter) -> tuple[float, float] | None:
    """(device pixels per item unit, the device pixel ratio) when the painter maps the item by a
    plain scale and shift (a view on the screen), else None."""
    t = painter.worldTransform()
    if not t.isAffine() or t.isRotating():  # a projection, a rotation or a shear: drawn directly
        return None
    s = t.m11()
    if s <= 0 or abs(t.m22() - s) > 1e-9 * s:
        return None
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    return s * dpr, dpr


# ----------------------------------------------------------------------------------------------
# drawing between frames
# ----------------------------------------------------------------------------------------------
class IdleWork(QObject):
    """Jobs (key -> callable) done between frames, lowest priority number first, a slice of
    :data:`SLICE_MS` per turn of the event loop (at least one job), none in a turn busy
    :data:`TURN_BUSY_MS` already (then a frame later); and steps (:meth:`solo`), each alone in
    its turn."""

    _instance: "IdleWork | None" = None

    def __init__(self):
        super().__init__()
        self._jobs: dict[object, tuple[int, int, Callable[[], None]]] = {}
        self._order = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._work)
        self.longest_slice = 0.0  # seconds (benchmarks)
        self.longest_slice_cpu = 0.0
        self.busy_s = 0.0
        self._frame_spent = 0.0
        self._frame_timer = QTimer(self)
        self._frame_timer.setSingleShot(True)
        self._frame_timer.setInterval(0)
        self._frame_timer.timeout.connect(self._new_frame)
        self._woke = 0.0  # the last heartbeat (perf_counter): the turn of the event loop began about then
        self._slice_end = 0.0  # when the last slice ended
        self._waited = False  # the last turn was skipped as busy: the next one draws
        #: steps done each alone in a turn of the event loop, not before their time: [(time, step)]
        self._solo: list[tuple[float, Callable[[], None]]] = []
        # while there is work: a heartbeat, so that a turn already busy (a frame, a step) is known
        self._beat = QTimer(self)
        self._beat.setTimerType(Qt.TimerType.PreciseTimer)
        self._beat.setInterval(BEAT_MS)
        self._beat.timeout.connect(self._awake)

    def _awake(self) -> None:
        self._woke = time.perf_counter()

    def _arm(self) -> None:
        if not self._beat.isActive():
            self._woke = time.perf_counter()
            self._beat.start()
        if not self._timer.isActive():
            self._timer.start(0)

    @classmethod
    def get(cls) -> "IdleWork":
        if cls._instance is None:
            cls._instance = IdleWork()
        return cls._instance

    # -- jobs --------------------------------------------------------------------------------------
    def add(self, key, job: Callable[[], None], priority: int = 0) -> None:
        """Ask for ``job`` (again: its priority may change, it is done once)."""
        old = self._jobs.get(key)
        order = old[1] if old is not None and old[0] == priority else self._next()
        self._jobs[key] = (priority, order, job)
        self._arm()

    def solo(self, step: Callable[[], None]) -> None:
        """Do ``step`` in a turn of the event loop of its own, a frame's time from now at the
        earliest (:data:`WAIT_MS`: the frame the work before it brought comes first) and then
        nothing else of this work in that turn; steps in the order asked (issue 13: a game put
        into the window is shown in steps, cc_desktop.ui.showsteps)."""
        self._solo.append((time.perf_counter() + WAIT_MS / 1000, step))
        self._arm()

    def _next(self) -> int:
        self._order += 1
        return self._order

    def drop(self, test: Callable[[object], bool]) -> None:
        for key in [k for k in self._jobs if test(k)]:
            del self._jobs[key]

    def pending(self, test: Callable[[object], bool] | None = None, priority: int | None = None) -> int:
        """Jobs waiting (whose key passes ``test``; of ``priority`` or more urgent)."""
        return sum(1 for k, (p, _o, _j) in self._jobs.items()
                   if (test is None or test(k)) and (priority is None or p <= priority))

    def run_all(self, test: Callable[[object], bool] | None = None) -> None:
        """Do every job (or those whose key passes ``test``; with none, the steps first) now."""
        while True:
            while test is None and self._solo:
                self._solo.pop(0)[1]()
            keys = [k for k in self._jobs if test is None or test(k)]
            if not keys:
                return
            for key in sorted(keys, key=lambda k: self._jobs[k][:2]):
                entry = self._jobs.pop(key, None)
                if entry is not None:
                    entry[2]()

    def _work(self) -> None:
        start, cpu = time.perf_counter(), time.thread_time()
        if (start - max(self._woke, self._slice_end)) * 1000 >= TURN_BUSY_MS and not self._waited:
            self._waited = True  # (once: a loop that never rests still gets its drawing done)
            self._timer.start(WAIT_MS)
            return
        self._waited = False
        if self._solo and start >= self._solo[0][0]:
            self._solo.pop(0)[1]()  # alone in this turn
            self._slice_end = time.perf_counter()
            self._timer.start(WAIT_MS)  # the frame it brings first
            return
        while self._jobs:
            key = min(self._jobs, key=lambda k: self._jobs[k][:2])
            _priority, _order, job = self._jobs.pop(key)
            job()
            if (time.perf_counter() - start) * 1000 >= SLICE_MS:
                break
        took = time.perf_counter() - start
        self.busy_s += took
        self.longest_slice = max(self.longest_slice, took)
        self.longest_slice_cpu = max(self.longest_slice_cpu, time.thread_time() - cpu)
        self._slice_end = time.perf_counter()
        if self._jobs:
            self._timer.start(0)
        elif self._solo:
            self._timer.start(max(1, math.ceil((self._solo[0][0] - self._slice_end) * 1000)))
        else:
            self._beat.stop()

    # -- the drawing a frame may do itself ---------------------------------------------------------
    def frame_budget_left(self, budget_ms: float | None = None) -> bool:
        return self._frame_spent * 1000 < (FRAME_BUDGET_MS if budget_ms is None else budget_ms)

    def spent_in_frame(self, seconds: float) -> None:
        self._frame_spent += seconds
        if not self._frame_timer.isActive():
            self._frame_timer.start()

    def _new_frame(self) -> None:
        self._frame_spent = 0.0


# ----------------------------------------------------------------------------------------------
# the map in tiles per zoom level
# ----------------------------------------------------------------------------------------------
def phase_of(x: float) -> tuple[int, float]:
    """A device coordinate as a whole pixel and a quarter-pixel phase (0, 0.25, 0.5 or 0.75):
    pictures are drawn at whole pixels, with their content shifted by the phase, so that they
    land where a direct paint puts things (within an eighth of a pixel)."""
    whole = math.floor(x)
    phase = round((x - whole) * 4) / 4
    if phase >= 1.0:
        whole, phase = whole + 1, 0.0
    return whole, phase


class TileCache:
    """The tiles of one map ``item``: ``render(painter, item_rect)`` draws a part of the map in
    item coordinates; the item repaints a part once its tile is ready.

    Tiles belong to a *grid*: (level, x phase, y phase), the device scale and where the map's
    corner falls within a device pixel.  A pan by whole pixels keeps the grid; a zoom makes
    another one."""

    def __init__(self, item, bounds: QRectF, render: Callable[[QPainter, QRectF], None],
                 ground: tuple[QRectF, QColor, QColor]):
        self.item = item
        self.bounds = QRectF(bounds)
        self._render = render
        self._ground = ground  # (the hex field, its colour, the margin's colour): drawn where nothing is yet
        self.levels: OrderedDict[tuple, dict[tuple[int, int], QImage]] = OrderedDict()  # grids, least recent first
        self.current: tuple | None = None
        self.base: tuple | None = None
        self.rendered = 0  # tiles drawn (tests, benchmarks)
        self._id = object()  # this cache's jobs in IdleWork

    # -- geometry ----------------------------------------------------------------------------------
    def tile_rect(self, grid: tuple, i: int, j: int) -> QRectF:
        """The part of the map (item coordinates) that tile (i, j) of ``grid`` shows."""
        level, px, py = grid
        side = TILE / level
        return QRectF(self.bounds.left() + (i * TILE - px) / level, self.bounds.top() + (j * TILE - py) / level,
                      side, side)

    def tiles_over(self, grid: tuple, rect: QRectF) -> list[tuple[int, int]]:
        rect = rect.intersected(self.bounds)
        if rect.isEmpty():
            return []
        level, px, py = grid
        nx = math.ceil((self.bounds.width() * level + px) / TILE)
        ny = math.ceil((self.bounds.height() * level + py) / TILE)
        i0 = max(0, math.floor(((rect.left() - self.bounds.left()) * level + px) / TILE))
        i1 = min(nx - 1, math.ceil(((rect.right() - self.bounds.left()) * level + px) / TILE) - 1)
        j0 = max(0, math.floor(((rect.top() - self.bounds.top()) * level + py) / TILE))
        j1 = min(ny - 1, math.ceil(((rect.bottom() - self.bounds.top()) * level + py) / TILE) - 1)
        return [(i, j) for j in range(j0, j1 + 1) for i in range(i0, i1 + 1)]

    def grid_of(self, t: QTransform, level: float, dpr: float) -> tuple[tuple, int, int]:
        """The grid a view transform ``t`` shows the map on, and the device pixel its tile (0, 0)
        starts at."""
        ox, px = phase_of((t.dx() + t.m11() * self.bounds.left()) * dpr)
        oy, py = phase_of((t.dy() + t.m22() * self.bounds.top()) * dpr)
        return (level, px, py), ox, oy

    # -- painting ----------------------------------------------------------------------------------
    def paint(self, painter: QPainter, exposed: QRectF, level: float, dpr: float) -> None:
        """Draw the ``exposed`` part (item coordinates) at ``level`` (device pixels per unit)."""
        grid, ox, oy = self.grid_of(painter.worldTransform(), level, dpr)
        self._use(grid, dpr)
        tiles = self.levels[grid]
        missing = []
        painter.save()
        painter.setWorldTransform(QTransform())
        for i, j in self.tiles_over(grid, exposed):
            image = tiles.get((i, j))
            if image is None:
                missing.append((i, j))
            else:
                painter.drawImage(QPointF((ox + i * TILE) / dpr, (oy + j * TILE) / dpr), image)
        painter.restore()
        if missing:
            self._stand_in(painter, grid, missing)
            for i, j in missing:
                self.ask(grid, i, j, dpr, priority=0)

    def _stand_in(self, painter: QPainter, grid: tuple, missing: list[tuple[int, int]]) -> None:
        """Where tiles are missing: the plain ground, then the whole-map base level, then the
        grid nearest to this one (usually the one shown just before a zoom step, over all that
        was on the screen)."""
        rect = QRectF()
        for i, j in missing:
            rect = rect.united(self.tile_rect(grid, i, j))
        rect = rect.intersected(self.bounds)
        columns = {i for i, _j in missing}
        rows = {j for _i, j in missing}
        painter.save()
        if len(missing) == len(columns) * len(rows):  # a block of tiles (a zoom: all of them)
            painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        else:
            area = QPainterPath()
            for i, j in missing:
                area.addRect(self.tile_rect(grid, i, j).intersected(self.bounds))
            painter.setClipPath(area, Qt.ClipOperation.IntersectClip)
        others = [g for g in self.levels if g != grid and self.levels[g]]
        nearest = min((g for g in others if g != self.base), default=None,
                      key=lambda g: (abs(math.log(g[0] / grid[0])), abs(g[1] - grid[1]) + abs(g[2] - grid[2])))
        layers = [g for g in (self.base, nearest) if g is not None and g in others]
        covered = [g for g in layers if all(t in self.levels[g] for t in self.tiles_over(g, rect))]
        if covered:
            layers = covered[-1:]  # one level has it all (the nearest, if it does): nothing under it shows
        else:
            field, ground, margin = self._ground
            painter.fillRect(rect, margin)
            painter.fillRect(rect.intersected(field), ground)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        for other in layers:
            tiles = self.levels[other]
            for i, j in self.tiles_over(other, rect):
                image = tiles.get((i, j))
                if image is not None:
                    painter.drawImage(self.tile_rect(other, i, j), image, QRectF(image.rect()))
        painter.restore()

    # -- asking for tiles ------------------------------------------------------------------------------
    def ask(self, grid: tuple, i: int, j: int, dpr: float, priority: int = 0) -> None:
        if (i, j) in self.levels.get(grid, {}):
            return
        IdleWork.get().add((self._id, grid, i, j), lambda: self._draw(grid, i, j, dpr), priority)

    def want(self, t: QTransform, dpr: float, visible: QRectF, ring: int = 1) -> None:
        """Ask for the tiles a view with transform ``t`` shows of ``visible``, then a ring of
        ``ring`` tiles around them (a pan shows them sharp at once)."""
        grid, _ox, _oy = self.grid_of(t, level_of(t.m11() * dpr), dpr)
        self._use(grid, dpr)
        for i, j in self.tiles_over(grid, visible):
            self.ask(grid, i, j, dpr, priority=0)
        side = TILE / grid[0]
        grown = visible.adjusted(-ring * side, -ring * side, ring * side, ring * side)
        for i, j in self.tiles_over(grid, grown):
            self.ask(grid, i, j, dpr, priority=1)

    def _use(self, grid: tuple, dpr: float) -> None:
        """``grid`` is the one shown now: it is kept longest; what was asked for other grids is
        dropped (a zoom that went on past them), but for the whole-map base level."""
        if grid not in self.levels:
            self.levels[grid] = {}
        self.levels.move_to_end(grid)
        if self.current != grid:
            self.current = grid
            me, base = self._id, self.base
            IdleWork.get().drop(lambda k: isinstance(k, tuple) and k[0] is me and k[1] not in (grid, base))
        base = (level_of(BASE_SCALE * dpr), 0.0, 0.0)
        if self.base != base:
            self.base = base
            self.levels.setdefault(base, {})
            for i, j in self.tiles_over(base, self.bounds):
                self.ask(base, i, j, dpr, priority=2)

    def _draw(self, grid: tuple, i: int, j: int, dpr: float) -> None:
        tiles = self.levels.get(grid)
        if tiles is None or (i, j) in tiles:
            return
        if not isValid(self.item):  # the map item is gone (another map, the window closed)
            self.clear()
            return
        level, px, py = grid
        image = QImage(TILE, TILE, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        rect = self.tile_rect(grid, i, j)
        p = QPainter(image)
        p.translate(px - i * TILE, py - j * TILE)
        p.scale(level, level)
        p.translate(-self.bounds.left(), -self.bounds.top())
        self._render(p, rect)
        p.end()
        image.setDevicePixelRatio(dpr)
        tiles[(i, j)] = image
        self.rendered += 1
        self._trim()
        self.item.update(rect)

    def _trim(self) -> None:
        """At most :data:`MAX_TILES`: the grids shown longest ago go first, never the current one
        nor the base level."""
        total = sum(len(t) for t in self.levels.values())
        for oldest in list(self.levels):
            if total <= MAX_TILES:
                break
            if oldest not in (self.current, self.base):
                total -= len(self.levels.pop(oldest))

    def settle(self) -> None:
        """Draw every tile asked for, now."""
        me = self._id
        IdleWork.get().run_all(lambda k: isinstance(k, tuple) and k[0] is me)

    def pending(self) -> int:
        me = self._id
        return IdleWork.get().pending(lambda k: isinstance(k, tuple) and k[0] is me)

    def clear(self) -> None:
        """Forget every tile (the map's options changed)."""
        me = self._id
        IdleWork.get().drop(lambda k: isinstance(k, tuple) and k[0] is me)
        self.levels.clear()
        self.current = self.base = None


# ----------------------------------------------------------------------------------------------
# counters and markers: a picture per look and level
# ----------------------------------------------------------------------------------------------
class PieceImages:
    """Pictures of pieces (counters, markers) by (look, grid): a grid is the level and the
    quarter-pixel phase of the piece's corner (:func:`phase_of`); pieces that look alike and
    fall alike share a picture.  ``paint(item, painter, look, level, dpr)`` draws ``item``."""

    def __init__(self):
        self.images: OrderedDict[tuple, QImage] = OrderedDict()  # (look, grid), least recently used first
        self.by_look: dict[tuple, set[tuple]] = {}
        self.bytes = 0
        self.rendered = 0
        self.items: dict[tuple, list] = {}  # (look, grid) asked for -> the items to repaint
        self._level: float | None = None  # of the last piece painted

    def forget(self) -> None:
        """Drop every picture (they were drawn with the fonts and style of their time)."""
        self.images.clear()
        self.by_look.clear()
        self.items.clear()
        self.bytes = 0
        self._level = None

    def paint(self, item, painter: QPainter, look: tuple, level: float, dpr: float) -> None:
        bounds = item.boundingRect()
        corner = painter.worldTransform().map(bounds.topLeft())
        fx, px = phase_of(corner.x() * dpr)
        fy, py = phase_of(corner.y() * dpr)
        grid = (level, px, py)
        key = (look, grid)
        image = self.images.get(key)
        work = IdleWork.get()
        if level != self._level:
            if self._level is not None:  # a zoom: every piece needs a new picture; this frame draws none
                work.spent_in_frame(FRAME_BUDGET_MS / 1000)
            self._level = level
        if image is None and (work.frame_budget_left()
                              or (not self.by_look.get(look) and work.frame_budget_left(NEW_LOOKS_MS))):
            start = time.perf_counter()
            image = self._draw(item, look, grid, dpr)
            work.spent_in_frame(time.perf_counter() - start)
        if image is not None:
            self.images.move_to_end(key)
            painter.save()
            painter.setWorldTransform(QTransform())
            painter.drawImage(QPointF(fx / dpr, fy / dpr), image)
            painter.restore()
            return
        waiting = self.items.setdefault(key, [])
        if item not in waiting:
            waiting.append(item)
        work.add(("piece", key), lambda: self._finish(look, grid, dpr), priority=0)
        if not self.by_look.get(look):
            # no picture of this look at all (a fresh window's first frame: every counter new):
            # its plain shape for the frames until its picture is drawn between them
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(item.stand_in_colour()))
            painter.drawPath(item.body_path())
            painter.restore()
            return
        # another grid's picture, scaled and shifted into place, until this one's is drawn
        other = min(self.by_look[look], key=lambda g: (abs(math.log(g[0] / level)), abs(g[1] - px) + abs(g[2] - py)))
        olevel, opx, opy = other
        scaled = self.images[(look, other)]
        painter.save()
        # for the frames until this level's picture is drawn (a few): unfiltered, eight times faster
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawImage(QRectF(bounds.left() - opx / olevel, bounds.top() - opy / olevel,
                                 scaled.width() / olevel, scaled.height() / olevel), scaled, QRectF(scaled.rect()))
        painter.restore()

    def _finish(self, look: tuple, grid: tuple, dpr: float) -> None:
        key = (look, grid)
        waiting = [it for it in self.items.pop(key, []) if isValid(it)]  # (a piece may be gone)
        if key not in self.images and waiting:
            self._draw(waiting[0], look, grid, dpr)
        for it in waiting:
            if it.scene() is not None:
                it.update()

    def _draw(self, item, look: tuple, grid: tuple, dpr: float) -> QImage:
        level, px, py = grid
        bounds = item.boundingRect()
        w = max(1, math.ceil(bounds.width() * level + px))
        h = max(1, math.ceil(bounds.height() * level + py))
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.translate(px, py)
        p.scale(level, level)
        p.translate(-bounds.left(), -bounds.top())
        item.paint_piece(p)
        p.end()
        image.setDevicePixelRatio(dpr)
        key = (look, grid)
        self.images[key] = image
        grids = self.by_look.setdefault(look, set())
        grids.add(grid)
        if len(grids) > MAX_GRIDS_PER_LOOK:  # the pictures of this look at levels shown longest ago go
            for old_key in [k for k in self.images if k[0] == look][: len(grids) - MAX_GRIDS_PER_LOOK]:
                grids.discard(old_key[1])
                self.bytes -= self.images.pop(old_key).sizeInBytes()
        self.rendered += 1
        self.bytes += image.sizeInBytes()
        while self.bytes > MAX_PIECE_BYTES and len(self.images) > 1:
            (old_look, old_grid), old = self.images.popitem(last=False)
            self.bytes -= old.sizeInBytes()
            grids = self.by_look.get(old_look)
            if grids is not None:
                grids.discard(old_grid)
                if not grids:
                    del self.by_look[old_look]
        return image

    def settle(self) -> None:
        IdleWork.get().run_all(lambda k: isinstance(k, tuple) and k[0] == "piece")

    def pending(self) -> int:
        return IdleWork.get().pending(lambda k: isinstance(k, tuple) and k[0] == "piece")


PIECES = PieceImages()


def settle() -> None:
    """Draw everything asked for (map tiles, counters) now: for a picture of the window."""
    IdleWork.get().run_all()


__all__ = ["IdleWork", "MAX_TILES", "PIECES", "PieceImages", "TILE", "TileCache", "device_scale", "level_of", "settle"]
