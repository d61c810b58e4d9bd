"""Counters dragged on the map (O21 Move, set-up).

At set-up (5, in any order) any unit waiting in the margin, or one placed already, is dragged into
the lit set-up area (or clicked, then its hex); a drop the set-up refuses snaps back with the
engine's reason.  At a Move
decision the engine's Move query (:meth:`SideView.move_query`, :mod:`cc_desktop.rules.reach`)
says everything: picked up, the counter (its group: O21.2, any counter of it; Ctrl at "Which
unit moves next?" for the whole stack) lights the hexes it may reach with their MP, the rest of
the map dimmed; over a hex, the path to it and its MP (Shift adds a waypoint), or the engine's
refusal; let go, the query's :class:`~cc_desktop.rules.reach.Walk` applies the path hex by hex
through the controller.  A reaction of the other player pauses it (it goes on when the moving
player has the seat again); the engine ending the Move, or a reaction that hit the group, stops
it, and the status bar says who stopped it, why and by which rule.  Nothing of the Move rules is
worked out here.  It listens to the controller's ``changed`` (a reaction decided, the seat taken:
the walk goes on)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QGraphicsPathItem

from cc_desktop.ui.texts import message_text, side_adjective, unit_name


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


class MoveTool:
    def __init__(self, host):
        self.host = host  # the window: controller, units, scene, status, play, legal, refresh
        self.waypoints: list[str] = []  # Shift over a hex while dragging: the path goes through it
        self.group = False  # Ctrl at "Which unit moves next?": the whole stack (O21.2)
        self.query = None  # the Move query of the counter being dragged
        self.path_item = None  # the previewed path
        self.walk = None  # the path being walked, and the controller it is walked through
        self._walk_ctl = None
        self._walking = False
        self._told = False

    def attach(self, controller) -> None:
        controller.changed.connect(self.go_on)  # a reaction decided, the seat taken: the walk goes on
        self.walk = None

    # -- what the engine says ----------------------------------------------------------------
    def query_for(self, uid: str | None, group: bool | None = None):
        """The engine's Move query for the counter ``uid`` (its group's), None when it does not
        move now (set-up, or another decision)."""
        ctl = self.host.controller
        if not uid or ctl is None:
            return None
        return ctl.view().move_query(uid, self.group if group is None else group)

    def moving_group(self, unit: str) -> list[str]:
        """The units moving together with ``unit`` now (O21.2), the one the engine names first."""
        q = self.query_for(unit, False)
        return list(q.members) if q is not None else [unit]

    def reachable(self, uid: str | None, group: bool | None = None) -> dict[str, int]:
        """{hex: MP} the unit (its group) may reach now (the Move query), or, for another choice
        of a hex for this unit (set-up), {hex: 0} for each legal hex."""
        q = self.query_for(uid, group)
        if q is not None:
            return {h: r.cost for h, r in q.reach.items()}
        if not uid or self.host.controller is None:
            return {}
        grid = self.host.controller.view().grid
        return {m.args[1]: 0 for m in self.host.legal() if len(m.args) > 1 and m.args[0] == uid
                and isinstance(m.args[1], str) and m.args[1] in grid}

    def planned_path(self, start: str, stops: list[str]) -> list[str] | None:
        """The path a drop follows from ``start`` through each of ``stops`` in turn (the last one
        the target), as the Move query plans it."""
        q = self.query if self.query is not None else self.query_for(self.host.selected)
        if q is None or q.start != start or not stops:
            return None
        path = q.path(stops[-1], stops[:-1])
        return list(path) if path is not None else None

    def _names(self, view, q) -> str:
        return " + ".join(unit_name(view, m) for m in q.members)

    # -- the drag ------------------------------------------------------------------------------
    def drag_start(self, item) -> None:
        """A counter is picked up: light the hexes it may go to (with their MP cost while it
        moves, the rest of the map dimmed); a moving group's other counters come along."""
        host = self.host
        uid = getattr(item, "unit_id", None)
        host.selected = uid
        self.waypoints = []
        self.group = bool((getattr(item, "press_modifiers", Qt.KeyboardModifier.NoModifier)
                           | getattr(item, "modifiers", Qt.KeyboardModifier.NoModifier))
                          & Qt.KeyboardModifier.ControlModifier)
        view = host.controller.view()
        q = self.query = self.query_for(uid)
        if q is None:  # set-up (or another choice of a hex for this unit): the lit hexes only
            reach = self.reachable(uid)
            u = view.unit(uid)
            here = u.hex if u is not None and u.hex else ""
            host.units.highlight(view, set(reach), {here} if here else set(), dim=bool(reach))
            return
        if hasattr(item, "set_followers"):
            item.set_followers([host.units.items[m] for m in q.members if m != uid and m in host.units.items])
        host.units.highlight(view, set(q.reach), {q.start}, costs={h: r.cost for h, r in q.reach.items()}, dim=True)
        names = self._names(view, q)
        if q.choose is not None and q.choose.kind == "mover" and any(
                m.kind == "group" and m.args[0] == q.start for m in view.legal_moves()):
            host.status.say(_tr("{0}: {1} MP (Ctrl+drag moves the whole group in {2})").format(names, q.left, q.start))
        else:
            host.status.say(_tr("{0}: {1} MP").format(names, q.left))

    def drag_move(self, item, scene_pos) -> None:
        """While a moving unit is dragged: the path to the hex under the mouse and its MP, or the
        engine's reason it may not go there."""
        host = self.host
        uid = getattr(item, "unit_id", None)
        q = self.query if self.query is not None and uid in self.query.members else self.query_for(uid)
        self.clear_path()
        if q is None:
            return
        view = host.controller.view()
        target = view.grid.hex_at(scene_pos.x(), scene_pos.y())
        if not target:
            return
        names = self._names(view, q)
        if target == q.start:
            host.status.say(_tr("{0}: {1} MP").format(names, q.left))
            return
        if target not in q.reach:
            why = q.refusal(target)
            host.status.say(f"{names}: {message_text(why, game=view)}" if why else names)
            return
        shift = bool((QApplication.keyboardModifiers() | getattr(item, "modifiers", Qt.KeyboardModifier.NoModifier))
                     & Qt.KeyboardModifier.ShiftModifier)
        if shift and target not in self.waypoints:
            self.waypoints.append(target)  # Shift adds a waypoint: the path goes through it
        route = q.plan(target, self.waypoints)
        if route is None:
            return
        grid = view.grid
        line = QPainterPath()
        line.moveTo(QPointF(*grid.centre(route.path[0])))
        for h in route.path[1:]:
            line.lineTo(QPointF(*grid.centre(h)))
        path_item = QGraphicsPathItem(line)
        path_item.setPen(QPen(QColor(255, 240, 120, 230), 6, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        path_item.setZValue(900)
        path_item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        host.scene.addItem(path_item)
        self.path_item = path_item
        host.status.say(_tr("{0}: {1} MP to {2}").format(names, route.cost, target))

    def clear_path(self) -> None:
        item = self.path_item
        if item is not None and item.scene() is self.host.scene:
            self.host.scene.removeItem(item)
        self.path_item = None

    def drop(self, item, scene_pos) -> bool:
        """Drop a counter on a hex: place it (set-up), or move it (its group) there hex by hex
        through the engine along the previewed path, stopping where the engine stops it."""
        host = self.host
        self.clear_path()
        view = host.controller.view()
        uid = getattr(item, "unit_id", None)
        target = view.grid.hex_at(scene_pos.x(), scene_pos.y())
        waypoints, self.waypoints = list(self.waypoints), []
        q = self.query if self.query is not None and uid in self.query.members else self.query_for(uid)
        self.query = None
        if not target or not uid:
            self._snap(item, _tr("Not on the map"))
            return False
        if q is None:
            direct = [m for m in host.legal() if uid in m.args and target in m.args]
            if direct:
                host.play(direct[0])
                return True
            d = view.pending
            from cc_desktop.rules import Move

            probe = {"step": Move("enter", uid, target), "setup": Move("place", uid, target)}.get(
                d.kind if d is not None else "")  # 5: the set-up says why not there
            why = d.why_not(probe) if probe is not None and d.why_not else None
            if why is None:  # e.g. a Fire decision: why the hex dropped on is no target (its why_not)
                why = host.choices.refusal(view, target)
            if why is not None:
                self._snap(item, message_text(why, game=view), why.rule)
            else:
                self._snap(item, _tr("{0} cannot go to {1} now").format(unit_name(view, uid), target))
            return False
        if target == q.start:  # put back where it was
            self._snap(item, "")
            return False
        walk = q.walk(target, waypoints)
        if walk is None:  # refused before any step is taken
            why = q.refusal(target)
            if why is not None:
                self._snap(item, message_text(why, game=view), why.rule)
            else:  # reachable, but not through the waypoints
                self._snap(item, _tr("No way from {0} to {1}").format(q.start, target))
            return False
        if hasattr(item, "accept_drop"):
            item.accept_drop()
        self.walk, self._walk_ctl, self._told = walk, host.controller, False
        self.go_on()
        host.refresh()
        return True

    # -- set-up (5): a counter clicked, then a hex ---------------------------------------------------
    def setup_click(self, item) -> bool:
        """At the set-up decision a click on a counter to place (or placed) picks it: its hexes
        are lit and a click on one places it there (:class:`MapChoices` plays the move naming the
        hex and the picked unit); True when the click was the set-up's."""
        host = self.host
        ctl = host.controller
        uid = getattr(item, "unit_id", None)
        if ctl is None or not uid:
            return False
        view = ctl.view()
        d = view.pending
        if d is None or d.kind != "setup" or d.variant is not None:
            return False
        picked = host.selected
        if picked and picked != uid:  # a unit picked, then a counter clicked: its hex is meant
            there = view.unit(uid).hex if view.unit(uid) is not None else None
            move = next((m for m in view.legal_moves() if m.kind == "place" and m.args == (picked, there)), None)
            if move is not None:
                host.play(move)
                return True
        hexes = self.reachable(uid)
        if not hexes:
            return False
        host.selected = uid
        u = view.unit(uid)
        here = u.hex if u is not None and u.hex else ""
        host.units.highlight(view, set(hexes), {here} if here else set())
        host.status.say(_tr("{0}: click a lit hex to set it up there, or drag it").format(unit_name(view, uid)))
        return True

    def setup_hex_clicked(self, hex_id: str) -> bool:
        """At the set-up decision a click on a lit hex places the unit picked (a counter clicked
        before), else the first unit still to place (the top of the pile in the margin); True
        when it did.  With every unit placed and none picked, the click is the decision's (a
        menu of the units that may go there)."""
        host = self.host
        ctl = host.controller
        if ctl is None:
            return False
        view = ctl.view()
        d = view.pending
        if d is None or d.kind != "setup" or d.variant is not None:
            return False
        moves = [m for m in view.legal_moves() if m.kind == "place"]
        picked = host.selected
        move = next((m for m in moves if m.args == (picked, hex_id)), None) if picked else None
        if move is None:
            waiting = next((m.args[0] for m in moves if view.unit(m.args[0]) is not None
                            and view.unit(m.args[0]).hex is None), None)
            move = next((m for m in moves if m.args == (waiting, hex_id)), None) if waiting else None
        if move is None:
            return False
        host.play(move)
        return True

    def _snap(self, item, text: str, rule: str | None = None) -> None:
        """An illegal drop snaps back with the reason (and a link to its rule's text)."""
        if hasattr(item, "snap_back"):
            item.snap_back()
        self.host.status.say(text, 8000, rule)
        self.host.refresh()

    # -- the walk ------------------------------------------------------------------------------
    def go_on(self) -> None:
        """Walk the dropped path through the controller as far as it goes now (the engine's Walk
        says what comes next)."""
        walk, ctl = self.walk, self.host.controller
        if walk is None or self._walking:
            return
        if self._walk_ctl is not ctl:  # another game
            self.walk = None
            return
        status = self.host.status
        self._walking = True
        try:
            while True:
                step = walk.next(ctl.viewer)
                if step.kind == "move":
                    self._told = False
                    if not ctl.apply(step.move):
                        self.walk = None
                        return
                    continue
                if step.kind == "seat":
                    return  # back to the moving player after the hand-over screen
                view = ctl.view()
                if step.kind == "wait":  # the other player may react: said once he has the seat
                    if ctl.viewer == step.player and not self._told:
                        self._told = True
                        status.say(_tr("{0} entered {1}: the {2} player may react ({3}); the move goes on after")
                                   .format(unit_name(view, walk.unit), step.hex, side_adjective(step.player),
                                           step.rule), 20000)
                    return
                self.walk = None
                if step.kind == "done" and step.left is not None:
                    status.say(_tr("{0} in {1}: {2} MP left").format(
                        " + ".join(unit_name(view, m) for m in walk.members), step.hex, step.left), 8000)
                elif step.kind == "stopped" or (step.kind == "done" and step.reason is not None):
                    self._say_stopped(view, walk, step)
                elif step.kind == "refused":
                    status.say(message_text(step.reason, game=view) if step.reason else _tr("stopped"), 10000,
                               step.reason.rule if step.reason else None)
                return
        finally:
            self._walking = False

    def _say_stopped(self, view, walk, step) -> None:
        """The status bar: who stopped the moving unit, where, why, with the rule (and its button)."""
        if step.reason is not None:
            reason, rule = message_text(step.reason, game=view, where=False), step.reason.rule
        else:
            reason, rule = _tr("the move ended"), None
        name = unit_name(view, walk.unit)
        if step.player:
            text = _tr("{0} stopped in {1} by the {2} player's reaction ({3}): {4}").format(
                name, step.hex, side_adjective(step.player), step.rule or "A24", reason)
        else:
            text = _tr("{0} stopped in {1}: {2}").format(name, step.hex, reason)
        self.host.status.say(text, 20000, rule)

    def clear(self) -> None:
        """At a hand-over: the previewed path goes (a walk under way goes on after it)."""
        self.clear_path()
