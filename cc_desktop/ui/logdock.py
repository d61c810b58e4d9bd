"""The Log dock: the game's log as the seated player may see it (:mod:`cc_desktop.ui.logpanel`:
the lines read through his view, the newest loaded first), following the game move by move; the
mouse on a line lights the hexes and counters it names, its rule id opens the rule.  Listens to
the controller's ``shown`` (new lines, lines an undo took back, another player at the screen)."""

from __future__ import annotations

from PySide6.QtCore import Qt


def _parts(event) -> list[str]:
    """The ids a log line's parameters hold: a parameter itself, the parts of Spray Fire's
    targets ("H6+I6") and of lists of units ("a, b")."""
    parts = []
    for v in event.message.args.values():
        if not isinstance(v, str):
            continue
        if "+" in v or "," in v:
            parts.extend(p.strip() for p in v.replace("+", ",").split(","))
        else:
            parts.append(v)
    return parts


class LogDock:
    def __init__(self, host):
        from cc_desktop.ui.logpanel import LogModel, LogView, SeatFilter

        self.host = host  # the window: controller, units (the map's lights), scene, show_rules
        # every line of the game (it grows, one batch a move), the lines the seated player may
        # see in front of it, and the list (a line lights what it names; its rule id is a link)
        self.model = LogModel(host)
        self.seat = SeatFilter(self.model, host)
        self.view = LogView()
        self.view.setModel(self.seat)
        self.view.hovered.connect(self.hover)
        self.view.left.connect(self.leave)
        self.view.rule_clicked.connect(host.show_rules)
        self.view.opened.connect(self.open_rule)
        self.lit: set[str] | None = None  # the hexes the line under the mouse lights
        self._saved = None

    def attach(self, controller) -> None:
        controller.shown.connect(lambda view: self.sync())
        self.sync()  # one reset: the newest lines the seated player may see

    def sync(self) -> None:
        """The log follows the game: a move's new lines in one batch, the lines an undo took
        back removed, and a new player at the screen one reset of the seat's filter."""
        ctl = self.host.controller
        if self.model.game is not ctl.game:
            self.seat.set_viewer(ctl.viewer, reload=False)
            self.model.set_game(ctl.game)  # (the filter is reset with it)
        elif self.seat.viewer != ctl.viewer:
            self.seat.set_viewer(ctl.viewer)
        self.model.sync()

    def rebuild(self) -> None:
        """The log as the player now at the screen may see it, read again (one reset)."""
        self.seat.set_viewer(self.host.controller.viewer, reload=False)
        self.model.set_game(self.host.controller.game)

    def open_rule(self, item) -> None:
        event = item.data(Qt.ItemDataRole.UserRole)
        if event is not None and event.message.rule:
            self.host.show_rules(event.message.rule)

    # -- a line lights what it names -----------------------------------------------------------
    def hexes(self, event) -> set[str]:
        """The hexes a log line is about: hex parameters, and the hexes of the units it names,
        where they were when the line was written (:func:`~cc_desktop.ui.logpanel.as_logged`;
        a line of an older save: where they are now)."""
        from cc_desktop.ui.logpanel import as_logged

        view = as_logged(self.host.controller.view(), event)
        hexes = set()
        for part in _parts(event):
            if part in view.grid:
                hexes.add(part)
            else:
                u = view.unit(part)
                if u is not None and u.hex:
                    hexes.add(u.hex)
        return hexes

    def units(self, event) -> set[str]:
        """The units a log line names (ids among its parameters)."""
        view = self.host.controller.view()
        return {part for part in _parts(event) if view.unit(part) is not None}

    def hover(self, item) -> None:
        """Hovering a log line lights the hexes it names and the counters of the units it names
        (and their hexes); the decision's own highlights come back when the mouse leaves."""
        event = item.data(Qt.ItemDataRole.UserRole)
        if event is None or not self.host.controller:
            return
        self.leave()
        layer = self.host.units
        hexes = self.hexes(event)
        saved = {"highlights": list(layer.highlights), "overlay": getattr(layer, "reach_overlay", None),
                 "counters": {}}
        layer.highlight(self.host.controller.view(), hexes)  # takes the decision's highlights off the map
        for uid in self.units(event):
            counter = layer.items.get(uid)
            if counter is not None and hasattr(counter, "set_highlight"):
                saved["counters"][uid] = (counter, counter.highlight)
                counter.set_highlight("selected")
        saved["mine"] = layer.highlights
        self._saved = saved
        self.lit = hexes

    def leave(self) -> None:
        """The mouse left the log's lines: the decision's highlights as they were."""
        saved = self._saved
        self._saved, self.lit = None, None
        if saved is None or not self.host.controller:
            return
        layer, scene = self.host.units, self.host.scene
        for counter, before in saved["counters"].values():
            if counter.scene() is scene:
                counter.set_highlight(before)
        if layer.highlights is not saved["mine"]:
            return  # the map was redrawn meanwhile: its highlights are already the new ones
        layer.highlight(self.host.controller.view(), set())
        for item in saved["highlights"]:
            if item.scene() is None:
                scene.addItem(item)
        layer.highlights = saved["highlights"]
        layer.reach_overlay = saved["overlay"]
