"""A game put into the window on the screen is shown in steps (issue 13).

Putting a game into the window (File > Open, New game, the launcher's OK) and drawing all of it in
the next frame held the event loop 100 ms and more: the docks' first frame with their new words,
the log's lines laid out, the counters' pictures, a map tile.  Now the docks' panels and the map
keep their last frame while the panels take the game (:meth:`ShowSteps.hold`); the docks show it
in a turn of the event loop of their own, then the map, its counters' pictures drawn first (the
map shows them all at once, never their plain shapes), each step a frame's time after the one
before (:meth:`cc_desktop.ui.imagecache.IdleWork.solo`: not in the same go as the frame the step
before brought, nor as a map tile); the map shows once the tiles it shows are drawn too (each in a
turn of its own, between frames), so it appears whole.  A player sees the docks a few frames
before the map.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDockWidget, QWidget
from shiboken6 import isValid

#: "at the next turn of the event loop" for work split over turns: a timer of 1 ms, not 0; work
#: queued for 0 ms (a posted call) ran right after the frame before it, in the same stall, with no
#: timer and no input handled between them
NEXT_TURN_MS = 1
#: a step that follows one bringing a frame waits a frame's time (at 60 frames a second)
#: (cc_desktop.ui.imagecache.WAIT_MS)
FRAME_MS = 16
#: the map shows once what the view shows is drawn (its tiles, its counters), or this many
#: milliseconds after its counters were drawn at the latest (the rest then follows between frames)
MAP_WAIT_MS = 120


class ShowSteps:
    def __init__(self, host):
        self.host = host  # the window: its docks, its map view
        self._map_due = 0.0  # (perf_counter) the map shows at the latest then

    def held(self) -> list[QWidget]:
        """What keeps its last frame while a new game is put into the window: each dock's panel,
        then the map."""
        host = self.host
        return [d.widget() for d in host.findChildren(QDockWidget) if d.widget() is not None] + [host.view.viewport()]

    @property
    def settling(self) -> bool:
        """A game just put into the window is still being shown (the docks or the map held)."""
        return not all(w.updatesEnabled() for w in self.held())

    def hold(self) -> bool:
        """Hold the docks and the map (their updates off); False: nothing held (the window is not
        on the screen, or they are held already)."""
        if not self.host.isVisible():
            return False
        held = [w for w in self.held() if w.updatesEnabled()]
        for widget in held:
            widget.setUpdatesEnabled(False)
        return bool(held)

    def release(self) -> None:
        """Show what is held, in steps (the docks, then the map), once this turn's work is done."""
        self._later(self._release_docks)

    def settle(self) -> None:
        """Show everything held now (a picture of the window: MapView.settle)."""
        for widget in self.held():
            if not widget.updatesEnabled():
                self._show(widget)

    # -- the steps ---------------------------------------------------------------------------------
    def _later(self, step) -> None:
        from cc_desktop.ui.imagecache import IdleWork

        host = self.host

        def guarded() -> None:
            if isValid(host):  # (the window may be gone)
                step()

        IdleWork.get().solo(guarded)

    @staticmethod
    def _show(widget: QWidget) -> None:
        widget.setUpdatesEnabled(True)
        # what was asked to be drawn meanwhile (Qt forgets it): the widget and all inside it
        for w in (widget, *widget.findChildren(QWidget)):
            w.update()

    def _release_docks(self) -> None:
        for widget in self.held()[:-1]:
            if not widget.updatesEnabled():
                self._show(widget)
        self._later(self._draw_map)

    def _draw_map(self) -> None:
        """The map's counters' pictures drawn (nothing on the screen), at the view's zoom; its
        tiles are drawn between frames meanwhile; then the map shows (:meth:`_release_map`)."""
        viewport = self.host.view.viewport()
        if viewport.updatesEnabled():
            return
        if self.host.isVisible():
            viewport.grab()
        self._map_due = time.perf_counter() + MAP_WAIT_MS / 1000
        self._when_drawn()

    def _when_drawn(self) -> None:
        """The map shows (a step of its own) once what the view shows is drawn, or at
        :data:`MAP_WAIT_MS`; looked at every frame meanwhile."""
        from cc_desktop.ui.imagecache import IdleWork

        if IdleWork.get().pending(priority=0) and time.perf_counter() < self._map_due:
            QTimer.singleShot(FRAME_MS, self.host, self._when_drawn)
        else:
            self._later(self._release_map)

    def _release_map(self) -> None:
        viewport = self.host.view.viewport()
        if not viewport.updatesEnabled():
            self._show(viewport)


__all__ = ["FRAME_MS", "NEXT_TURN_MS", "ShowSteps"]
