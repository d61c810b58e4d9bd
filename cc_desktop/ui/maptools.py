"""The map's tools that play no move: the line of sight tool (View > Line of sight tool: press on
a hex and drag to another, or click one then the other; the line drawn and explained in words
with its rule ids), "what a hex sees" (every hex shaded clear, hindered or blocked) and the hex
inspector (terrain, level, Cover, MP, hexsides, markers, units in the status bar and the
tooltip).  All of it as the seated player knows it: his view's markers, Fortifications and units
(nothing of a hidden set-up of the other side, nor its Cover: F100.1).

While a tool is on (armed) it shows: a cross cursor over the map, a banner at the top of the map
("Line of sight: click two hexes – Esc to leave"), the tool's button on the map pressed (the View
menu's action checked); Esc leaves it, the line and its panel cleared."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QLabel, QToolButton

from cc_desktop.ui.rulebook import terrain_html
from cc_desktop.ui.texts import feature_name, unit_name


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


class MapTools:
    def __init__(self, host):
        self.host = host  # the window: controller, view (the map), scene, status, show_rules
        self.los_panel = None  # made on first use
        self.los_mouse = None
        self.los_from: str | None = None  # the click-click tool's first hex
        self.last_los = None
        self.sees_items: list = []
        self.los_action = QAction(_tr("&Line of sight tool"), host)
        self.los_action.setCheckable(True)
        self.los_action.setShortcut(QKeySequence("L"))
        self.los_action.toggled.connect(self.los_toggled)
        self.sees_action = QAction(_tr("&What a hex sees"), host)
        self.sees_action.setCheckable(True)
        self.sees_action.setShortcut(QKeySequence("Shift+L"))
        self.sees_action.toggled.connect(self.sees_toggled)
        # the mode a tool puts the map in, shown: its button on the map (pressed while it is on),
        # a banner over the map, a cross cursor; Esc (anywhere in the window) leaves it
        self.los_button = QToolButton(host.view)
        self.los_button.setObjectName("los-button")
        self.los_button.setCheckable(True)  # pressed while the tool is on, as the action is checked
        self.los_button.toggled.connect(self.los_action.setChecked)
        self.los_action.toggled.connect(self.los_button.setChecked)
        self.los_button.setText(_tr("LOS"))
        self.los_button.setToolTip(_tr("Line of sight tool (L)"))
        self.los_button.setStyleSheet(
            "QToolButton { background: rgba(250, 247, 236, 220); border: 1px solid #55564a; border-radius: 4px;"
            " padding: 2px 8px; font-weight: bold; color: #222; }"
            " QToolButton:checked { background: #1d4f91; color: white; border-color: #0d2f61; }")
        self.los_button.move(6, 6)
        self.banner = QLabel(host.view)
        self.banner.setObjectName("map-tool-banner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet("#map-tool-banner { background: rgba(29, 79, 145, 235); color: white;"
                                  " font-weight: bold; padding: 5px 14px; border-radius: 6px; }")
        self.banner.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.banner.hide()
        self.leave_action = QAction(_tr("Leave the map tool"), host)
        self.leave_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.leave_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.leave_action.setEnabled(False)  # only while a tool is on: Esc is the map's otherwise
        self.leave_action.triggered.connect(self.leave)
        host.addAction(self.leave_action)
        self._placer = _Placer(self)
        host.view.installEventFilter(self._placer)  # the banner stays centred over the map

    # -- the mode a tool puts the map in -------------------------------------------------------
    def armed(self) -> str | None:
        """The tool that is on: "los", "sees" or None."""
        return "los" if self.los_action.isChecked() else "sees" if self.sees_action.isChecked() else None

    def show_mode(self) -> None:
        """Show the tool that is on: the banner over the map, the cross cursor, Esc to leave."""
        tool = self.armed()
        view = self.host.view
        view.tool_cursor = Qt.CursorShape.CrossCursor if tool else None
        if tool:
            view.viewport().setCursor(Qt.CursorShape.CrossCursor)
            self.banner.setText(_tr("Line of sight: click two hexes – Esc to leave") if tool == "los" else
                                _tr("What a hex sees: click a hex – Esc to leave"))
            self.banner.adjustSize()
            self.place_banner()
            self.banner.show()
            self.banner.raise_()
            view.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            view.viewport().unsetCursor()
            self.banner.hide()
        self.leave_action.setEnabled(bool(tool))

    def place_banner(self) -> None:
        view = self.host.view
        self.banner.move(max(0, (view.width() - self.banner.width()) // 2), 6)

    def leave(self) -> None:
        """Esc: leave the tool that is on (its line, its panel and its shading go)."""
        for action in (self.los_action, self.sees_action):
            if action.isChecked():
                action.setChecked(False)
        self.cancel_los()
        self.show_mode()

    def sees_toggled(self, on: bool) -> None:
        if on and self.los_action.isChecked():
            self.los_action.setChecked(False)  # one tool at a time
        if not on:
            self.clear_sees()
        self.show_mode()
        if on:
            self.host.status.say(_tr("What a hex sees: click a hex; Esc leaves the tool"), 8000)

    def hex_clicked(self, hex_id: str) -> bool:
        """A click on the map while a tool is on is the tool's (True), else the decision's."""
        if self.sees_action.isChecked():
            self.shade_sees(hex_id)
            return True
        if self.los_action.isChecked():
            self.los_click(hex_id)
            return True
        return False

    # -- the line of sight tool ------------------------------------------------------------------
    def los_tool(self):
        """The LOS panel over the map and the tool's mouse handling (made on first use)."""
        if self.los_panel is None:
            from cc_desktop.ui.lospanel import LosMouse, LosPanel

            host = self.host
            self.los_panel = LosPanel(host.view)
            self.los_panel.rule_clicked.connect(host.show_rules)
            self.los_panel.closed.connect(self.cancel_los)
            self.los_mouse = LosMouse(host.view, host)
            self.los_mouse.dragged.connect(lambda a, b: self.show_los_between(a, b, live=True))
            self.los_mouse.finished.connect(self.show_los_between)
            self.los_mouse.clicked.connect(self.los_click)
        return self.los_panel

    def los_toggled(self, on: bool) -> None:
        """View > Line of sight tool: press on a hex and drag to another (or click one, then the
        other); Esc or switching the tool off clears the line."""
        host = self.host
        self.los_tool()
        self.los_from = None
        self.los_mouse.cancel()
        host.scene.clear_los()
        self.los_panel.hide()
        if on and self.sees_action.isChecked():
            self.sees_action.setChecked(False)  # one tool at a time
        if on:
            host.view.viewport().installEventFilter(self.los_mouse)
        else:
            host.view.viewport().removeEventFilter(self.los_mouse)
        self.show_mode()
        host.status.say(_tr("Line of sight: drag from the firer's hex to the target (or click one, "
                            "then the other); Esc leaves the tool") if on else "", 8000)

    def los_click(self, hex_id: str) -> None:
        """Rule 10, the click-click way: the first hex is the firer's, the second the target."""
        self.los_tool()
        if self.los_from is None or self.los_from == hex_id:
            self.los_from = hex_id
            self.host.scene.clear_los()
            self.host.scene.show_los_origin(hex_id)
            self.los_panel.show_origin(hex_id)
            return
        self.show_los_between(self.los_from, hex_id)

    def show_los_between(self, a: str, b: str, live: bool = False):
        """The line from centre dot to centre dot with the current Smoke and Blaze, drawn on the
        map (clear/hindered/blocked, each hindrance and the blocking point marked) and explained
        in words with its rule ids in the LOS panel; a short line in the status bar."""
        self.los_tool()
        view = self.host.controller.view()
        result = view.los(a, b)
        scene = self.host.scene
        scene.clear_los()
        scene.show_los(result)
        self.los_panel.show_result(result, view.board.chart)
        if not live:
            self.los_from = None
            self.last_los = result
        self.host.status.say(self.los_panel.summary(result, view.board.chart), 20000)
        return result

    def cancel_los(self) -> None:
        """Esc: cancel the LOS tool's pending hex and clear the line and its panel (and the
        "what a hex sees" shading)."""
        self.los_from = None
        if self.los_mouse is not None:
            self.los_mouse.cancel()
        self.host.scene.clear_los()
        if self.los_panel is not None:
            self.los_panel.hide()
        if self.sees_items:
            self.clear_sees()
        self.host.statusBar().clearMessage()

    def clear(self) -> None:
        """At a hand-over: no line, no shading, no hex waiting for the second click, no tool on
        (the next player finds the map as it is for play)."""
        self.clear_sees()
        self.host.scene.clear_los()
        self.los_from = None
        if self.armed():
            self.leave()

    # -- what a hex sees ---------------------------------------------------------------------------
    def clear_sees(self) -> None:
        for item in self.sees_items:
            if item.scene() is self.host.scene:
                self.host.scene.removeItem(item)
        self.sees_items = []

    def shade_sees(self, hex_id: str) -> dict[str, tuple[str, int]]:
        """"LOS from here": every hex shaded by what ``hex_id`` sees (rule 10), from the game's
        LOS table and the current Smoke and Blaze: clear, hindered (darker with the hindrance)
        or blocked."""
        view = self.host.controller.view()
        self.clear_sees()
        verdicts = view.sees(hex_id)
        colours = {"clear": QColor(60, 200, 90, 70), "blocked": QColor(20, 20, 20, 120)}
        for h, (verdict, hind) in verdicts.items():
            if h == hex_id:
                colour = QColor(80, 200, 255, 140)
            elif verdict == "hindered":
                colour = QColor(240, 200, 40, min(160, 50 + 20 * hind))
            else:
                colour = colours[verdict]
            path = QPainterPath()
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in view.grid.corners(h)]))
            path.closeSubpath()
            item = QGraphicsPathItem(path)
            item.setBrush(QBrush(colour))
            item.setPen(QPen(Qt.PenStyle.NoPen))
            item.setZValue(6)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.host.scene.addItem(item)
            self.sees_items.append(item)
        seen = sum(1 for v, _ in verdicts.values() if v != "blocked")
        self.host.status.say(_tr("{0} sees {1} hexes").format(hex_id, seen), 10000)
        return verdicts

    # -- the hex inspector -------------------------------------------------------------------------
    def hex_hovered(self, hex_id: str) -> None:
        if not hex_id or not self.host.controller:
            return
        self.host.statusBar().showMessage(self.inspect(hex_id))
        self.host.view.setToolTip(self.inspect_html(hex_id))

    def inspect_html(self, hex_id: str) -> str:
        """The inspector's line with our text of the hex's terrain, hexsides and markers."""
        view = self.host.controller.view()
        board = view.board
        h = board.hexes[hex_id]
        parts = [self.inspect(hex_id).replace("&", "&amp;").replace("<", "&lt;"),
                 terrain_html("terrain", h.effective_terrain)]
        if h.level:
            parts.append(terrain_html("hill", "hill"))
        parts += [terrain_html("hexsides", f) for f in sorted({f.feature for key, f in board.hexsides.items()
                                                               if hex_id in key})]
        if hex_id in view.smoke:
            parts.append(terrain_html("markers", "smoke"))
        if hex_id in view.blaze:
            parts.append(terrain_html("markers", "blaze"))
        forts = view.fortifications  # those of a hidden set-up left out (F100.1)
        if hex_id in forts:
            parts.append(terrain_html("fortifications", forts[hex_id]))
        return "<p style='max-width: 420px'>" + "<br><br>".join(p for p in parts if p) + "</p>"

    def inspect(self, hex_id: str) -> str:
        """The terrain inspector: terrain, level, Cover, move cost, hexsides, markers, units -
        as the player at the screen knows them: no unit nor Fortification of a hidden set-up of
        the other side, nor its Cover (F100.1)."""
        view = self.host.controller.view()
        board = view.board
        h = board.hexes[hex_id]
        chart = board.chart
        terrain = chart.terrain[h.effective_terrain]
        parts = [_tr("{0}: {1} ({2}), level {3}, Cover {4}, {5} MP").format(
            hex_id, feature_name(chart, h.effective_terrain), terrain.rule, h.level, view.cover(hex_id), terrain.move)]
        sides = sorted({f.feature for key, f in board.hexsides.items() if hex_id in key})
        if sides:
            parts.append(_tr("hexsides: {0}").format(", ".join(feature_name(chart, f) for f in sides)))
        smoke, forts = view.smoke, view.fortifications
        marks = ([_tr("Smoke {0}").format(smoke[hex_id])] if hex_id in smoke else []) + \
            ([_tr("Blaze")] if hex_id in view.blaze else []) + \
            ([feature_name(chart, forts[hex_id])] if hex_id in forts else [])
        if marks:
            parts.append(", ".join(marks))
        units = ", ".join(unit_name(view, u.id) for u in view.units_in(hex_id))
        if units:
            parts.append(units)
        return " — ".join(parts)


class _Placer(QObject):
    """Keeps the tool's banner centred at the top of the map when the map view changes size."""

    def __init__(self, tools: MapTools):
        super().__init__(tools.host)
        self.tools = tools

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Resize and self.tools.banner.isVisible():
            self.tools.place_banner()
        return False
