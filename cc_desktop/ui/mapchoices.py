"""The pending decision on the map.  At every change the counters are drawn again from the seated
player's view (:class:`~cc_desktop.ui.unitlayer.UnitLayer`) and the decision's choices are lit:
the hexes its moves name and the hexes it is about, the counters it lets the player choose ringed
(the Weapons on their own strip), the units activated for the Order and the units it is about
(the Fire target, the unit that entered an Op Fire hex).  A click on a hex or a counter chooses
the move that names it (a menu when several do); the mouse on a choice of the decision panel
lights what that choice names.  Listens to the controller's ``shown``."""

from __future__ import annotations


class MapChoices:
    def __init__(self, host):
        self.host = host  # the window: controller, units, legal, play, menu, selected, refresh

    def attach(self, controller) -> None:
        controller.shown.connect(self.show)

    def show(self, view) -> None:
        layer = self.host.units
        layer.refresh(view)
        moves = view.legal_moves()
        hexes = {a for m in moves for a in m.args if isinstance(a, str) and a in view.grid}
        about, marks = self.choice_marks(view, moves)  # what the decision is about, lit too
        selected = view.unit(self.host.selected) if self.host.selected else None
        lit = {selected.hex if selected is not None and selected.hex else ""} if self.host.selected else set()
        layer.highlight(view, hexes | about, lit | about)
        layer.mark_counters(**marks)

    @staticmethod
    def choice_marks(view, moves: list) -> tuple[set[str], dict]:
        """What the seated player's pending decision is about and what it lets him choose on the
        map: (the hexes it is about, the counter rings for ``UnitLayer.mark_counters``)."""
        d = view.pending
        if d is None:
            return set(), {}
        legal = {a for m in moves for a in m.args if isinstance(a, str) and view.unit(a) is not None}
        weapons = {a for m in moves for a in m.args if isinstance(a, str) and view.weapon(a) is not None}
        p = d.about
        about = {h for h in (p.get("hex"), *p.get("targets", ())) if isinstance(h, str) and h in view.grid}
        named = {u for u in (p.get("unit"), *p.get("units", ())) if u and view.unit(u) is not None}
        holders = {x: (view.holder(x).id if view.holder(x) is not None else x) for x in p.get("group", ())}
        group = set(holders.values())
        activated = group | (set(view.activated) if d.kind not in ("turn", "discard") else set())
        target = named | {u.id for h in about for u in view.units_in(h) if u.side != d.player}
        return about, {"legal": legal, "weapons": weapons, "activated": activated, "target": target}

    def hover(self, move) -> None:
        """The mouse on a choice of the decision list: light its hex and ring its unit on the
        map (a choice without either lights what the decision is about)."""
        layer = self.host.units
        if move is None:
            layer.clear_hover()
            return
        view = self.host.controller.view()
        hexes = {a for a in move.args if isinstance(a, str) and a in view.grid}
        units, weapons = set(), set()
        for a in move.args:
            if not isinstance(a, str):
                continue
            if view.weapon(a) is not None:  # ring the Weapon on its holder's counter
                holder = view.holder(a)
                if holder is not None and holder.id in layer.items:
                    weapons.add(holder.id)
                    hexes.add(holder.hex)
            elif a in layer.items:
                units.add(a)
                u = view.unit(a)
                if u is not None and u.hex:
                    hexes.add(u.hex)
        if not hexes and not units:
            about, marks = self.choice_marks(view, self.host.legal())
            hexes, units = about, {u for u in marks.get("target", ()) if u in layer.items}
        layer.hover_choice(view, hexes, units, weapons)

    # -- clicks ----------------------------------------------------------------------------------
    def hex_clicked(self, hex_id: str) -> None:
        host = self.host
        moves = [m for m in host.legal() if hex_id in m.args]
        if host.selected and len(moves) > 1:
            mine = [m for m in moves if host.selected in m.args]
            moves = mine or moves
        if len(moves) == 1:
            host.play(moves[0])
        elif moves:
            host._menu(moves)

    def unit_clicked(self, item) -> None:
        """A click on a counter chooses the unit (or, on the strip of its carried Weapon, the
        Weapon) when a move names it; otherwise a click on an enemy counter (or any counter)
        stands for a click on its hex: a Fire target, an Air Support hex, a hex to enter."""
        host = self.host
        uid = getattr(item, "unit_id", None)
        legal = host.legal()
        moves = [m for m in legal if uid in m.args]
        weapon = getattr(getattr(item, "view", None), "weapon", None)
        if weapon is not None:
            armed = [m for m in legal if weapon.id in m.args]
            if armed and (getattr(item, "clicked_part", "unit") == "weapon" or not moves):
                moves = armed
        if not moves and host.controller:
            u = host.controller.view().unit(uid) if uid else None
            hex_id = u.hex if u is not None and u.hex else ""
            if hex_id and any(hex_id in m.args for m in legal):
                host.on_hex_clicked(hex_id)  # the counter stands on the hex chosen
                return
        if len(moves) == 1:
            host.play(moves[0])
        else:
            host.selected = uid
            host.refresh()
            if moves:
                host._menu(moves)
