"""The pending decision on the map.  At every change the counters are drawn again from the seated
player's view (:class:`~cc_desktop.ui.unitlayer.UnitLayer`) and the decision's choices are lit:
the hexes its moves name and the hexes it is about, the counters it lets the player choose ringed
(the Weapons on their own strip), the units activated for the Order and the units it is about
(the Fire target, the unit that entered an Op Fire hex).  A click on a hex or a counter chooses
the move that names it (a menu when several do); a click on one no move names says why not, in
the engine's words and with its rule (the decision's ``why_not``: a hex out of LOS, out of Range,
with no enemy in it...), on the status line.  The mouse on a choice of the decision panel lights
what that choice names.  Listens to the controller's ``shown``."""

from __future__ import annotations


def _names(moves: list) -> set[str]:
    """Every word the moves name (hexes, counters): each once."""
    return {a for m in moves for a in m.args if isinstance(a, str)}


class MapChoices:
    def __init__(self, host):
        self.host = host  # the window: controller, units, legal, play, menu, selected, refresh

    def attach(self, controller) -> None:
        controller.shown.connect(self.show)

    def show(self, view) -> None:
        layer = self.host.units
        layer.refresh(view)
        moves = view.legal_moves()
        grid = view.grid
        hexes = {a for a in _names(moves) if a in grid}
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
        names = _names(moves)  # (a set-up's hundreds of moves name a few dozen hexes and counters)
        unit, weapon = view.unit, view.weapon
        legal = {a for a in names if unit(a) is not None}
        weapons = {a for a in names if weapon(a) is not None}
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
        preview = getattr(self.host, "fire_preview", None)
        if preview is not None and move.kind == "target" and move.args and move.args[0] in view.grid:
            preview.hovered(move.args[0])  # the Fire preview of that hex (firepreview.py)
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
        else:
            self.say_why_not(hex_id)

    def refusal(self, view, arg: str):
        """Why the seated player's pending decision does not take ``arg`` (a hex, or a unit or
        Weapon): its ``why_not`` asked about the one kind of move it offers with a single
        argument of that sort ("target E5", "with PIECE"); None when it says nothing (or offers
        no such move, or several kinds)."""
        from cc_desktop.rules.machine import Move

        d = view.pending
        if d is None or d.why_not is None or not arg:
            return None
        is_hex = arg in view.grid

        def same_sort(a) -> bool:
            if not isinstance(a, str):
                return False
            return a in view.grid if is_hex else (view.unit(a) is not None or view.weapon(a) is not None)

        kinds = {m.kind for m in view.legal_moves() if len(m.args) == 1 and same_sort(m.args[0])}
        if len(kinds) != 1:
            return None
        return d.why_not(Move(kinds.pop(), arg))

    def say_why_not(self, *args: str) -> bool:
        """The first reason the decision gives for ``args`` (a click that chose nothing), on the
        status line with its rule's button; False if it gives none."""
        host = self.host
        if not host.controller:
            return False
        view = host.controller.view()
        for arg in args:
            reason = self.refusal(view, arg)
            if reason is not None:
                host.status.refuse(reason, view)
                return True
        return False

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
            view = host.controller.view()
            u = view.unit(uid) if uid else None
            hex_id = u.hex if u is not None and u.hex else ""
            if hex_id and any(hex_id in m.args for m in legal):
                host.on_hex_clicked(hex_id)  # the counter stands on the hex chosen
                return
            # why neither the counter nor its hex can be chosen: an enemy's hex first (a target)
            mine = u is not None and view.pending is not None and u.side == view.pending.player
            self.say_why_not(*((uid, hex_id) if mine else (hex_id, uid)))
        if len(moves) == 1:
            host.play(moves[0])
        else:
            host.selected = uid
            host.refresh()
            if moves:
                host._menu(moves)
