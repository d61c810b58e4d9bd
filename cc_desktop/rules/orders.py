"""The Orders (O14-O23) and the Actions they need (A33 Op Fire), as procedures.

Each Order is a generator method ``order_<name>(side)``; ``order_possible(side, order)`` says
whether a card's Order may be played now (O14.1: something must be able to carry it out).
"""

from __future__ import annotations

from cc_desktop.rules.core import msg
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.state import ON_MAP, Unit, other

FIGURE_LIMIT = 7  # 8.2


class Orders:
    """Mixin of :class:`Game`: the Orders."""

    ORDER_RULES = {"advance": "O16", "artillery_denied": "O17", "artillery_request": "O18",
                   "command_confusion": "O19", "fire": "O20", "move": "O21", "recover": "O22", "rout": "O23"}

    # ------------------------------------------------------------------------------------------
    # which Orders can be given now (O14.1, O19, O20.1, O22.1, O23.1)
    # ------------------------------------------------------------------------------------------
    def order_possible(self, side: str, order: str) -> bool:
        st = self.state
        if order == "command_confusion":
            return False  # O19
        if order in ("artillery_denied", "artillery_request"):
            return False  # O17/O18: Radios arrive with the Artillery orders (not in this engine yet)
        fresh = [u for u in st.on_map(side) if u.id not in st.activated_units]
        if order == "move":
            return any(self.can_step(u) for u in fresh)
        if order == "advance":
            return any(self.advance_hexes(u) for u in fresh)
        if order == "fire":
            return any(self.activation_has_target(u) for u in fresh)
        if order == "recover":
            return side not in st.activated_players and any(u.broken or u.suppressed for u in st.on_map(side))
        if order == "rout":
            return any(p not in st.activated_players and any(u.broken for u in st.on_map(p))
                       for p in (side, other(side)))
        return False

    # ------------------------------------------------------------------------------------------
    # activation (O14.1, 3.3.1)
    # ------------------------------------------------------------------------------------------
    def in_command(self, leader: Unit, unit: Unit) -> bool:
        return (not unit.is_leader and unit.side == leader.side and unit.location == ON_MAP
                and self.grid.distance(leader.hex, unit.hex) <= self.state.command(leader))

    def activate(self, side: str, order: str, first_ok, extra_ok=lambda u: True, done_ok=lambda units: True):
        """Activate one fresh unit (``first_ok``), then, if it is a Leader, any fresh non-Leader
        units in his Command radius, one decision each (O14.1, 3.3.1).  Returns the units."""
        st = self.state
        rule = self.ORDER_RULES[order]
        fresh = [u for u in st.on_map(side) if u.id not in st.activated_units]
        options = tuple(Move("activate", u.id) for u in sorted(fresh, key=lambda u: u.id) if first_ok(u))
        move = yield Decision(side, "activate", options, msg(rule, "no_eligible_units", order=order))
        first = st.units[move.args[0]]
        units = [first]
        st.activated_units.add(first.id)
        if first.is_leader:
            while True:
                cands = [u for u in st.on_map(side) if u.id not in st.activated_units and self.in_command(first, u)
                         and extra_ok(u)]
                options = tuple(Move("add", u.id) for u in sorted(cands, key=lambda u: u.id))
                if done_ok(units):
                    options += (Move("done"),)
                if not options:
                    break
                move = yield Decision(side, "add", options, msg("3.3.1", "not_in_command_radius",
                                                                unit="?", leader=first.id))
                if move.kind == "done":
                    break
                u = st.units[move.args[0]]
                units.append(u)
                st.activated_units.add(u.id)
        return units

    # ------------------------------------------------------------------------------------------
    # O21 Move (with A33 Op Fire windows after each hex entered)
    # ------------------------------------------------------------------------------------------
    def step_cost(self, unit: Unit, dest: str) -> int | None:
        """O21.1, O21.4: the MP to enter ``dest`` from the unit's hex, None if it may not."""
        st = self.state
        if dest in st.blaze or st.enemy_in(dest, unit.side):  # T79, O21.4
            return None
        return self.movement_graph.cost(unit.hex, dest)

    def can_step(self, unit: Unit) -> bool:
        mp = self.state.movement(unit)
        return any((c := self.step_cost(unit, n)) is not None and c <= mp
                   for n in self.grid.neighbours(unit.hex).values())

    def order_move(self, side: str):
        st = self.state
        units = yield from self.activate(side, "move", self.can_step, extra_ok=lambda u: True)
        st.moving = {u.id for u in units}
        self.op_fire_units: set[str] = set()
        entered = False
        todo = [u for u in units]
        try:
            while todo:
                options = tuple(Move("mover", u.id) for u in todo)
                move = yield Decision(side, "mover", options, msg("O21.2", "order_in_progress"))
                unit = st.units[move.args[0]]
                todo.remove(unit)
                moved = yield from self.move_unit(side, unit, must_enter=not entered and not todo)
                entered = entered or moved
        finally:
            st.moving = set()
            self.op_fire_units = set()

    def move_unit(self, side: str, unit: Unit, must_enter: bool):
        """One unit's move, hex by hex (O21.1); returns whether it entered a hex (O14.4)."""
        st = self.state
        spent = 0
        bonus = 0
        entered = False
        edge = st.players[other(side)].edge
        while unit.location == ON_MAP and unit.id in st.moving:
            mp = st.movement(unit) + bonus - spent
            options = []
            for n in self.grid.neighbours(unit.hex).values():
                c = self.step_cost(unit, n)
                if c is not None and c <= mp:
                    options.append(Move("enter", unit.id, n))
            if mp >= 1 and self.grid.edge_distance(unit.hex, edge) == 0:
                options.append(Move("exit", unit.id))  # 7.2.1
            if entered or not must_enter or not options:
                options.append(Move("stop", unit.id))
            move = yield Decision(side, "step", tuple(options),
                                  msg("O21.1", "move_cost", hex="?", cost=0, unit=unit.id, left=mp),
                                  why_not=lambda m, u=unit, left=mp: self.why_not_step(u, m, left))
            if move.kind == "stop":
                break
            if move.kind == "exit":
                self.exit_unit(unit, "7.2.1")
                entered = True
                break
            dest = move.args[1]
            edge_rec = self.movement_graph.edge(unit.hex, dest)
            spent += edge_rec.cost
            if edge_rec.bonus and not bonus:
                bonus = edge_rec.bonus  # T93: once per Move
            unit.hex = dest
            entered = True
            self.emit("unit_moved", msg("O21", "unit_moved", unit=unit.id, hex=dest, spent=spent))
            self.update_objectives()
            if edge_rec.wire_enter:
                break  # F106.2
            yield from self.op_fire_window(side, dest)  # O21.5, A33
        return entered

    def why_not_step(self, unit: Unit, move: Move, left: int):
        if move.kind != "enter" or len(move.args) != 2:
            return None
        dest = move.args[1]
        if dest not in self.grid or dest not in self.grid.neighbours(unit.hex).values():
            return msg("O21.1", "move_impassable", unit=unit.id, hex=dest, reason="not adjacent")
        if self.state.enemy_in(dest, unit.side):
            return msg("O21.4", "move_enemy", unit=unit.id, hex=dest)
        cost = self.step_cost(unit, dest)
        if cost is None:
            return msg("O21.4", "move_impassable", unit=unit.id, hex=dest, reason="impassable")
        return msg("O21.1", "move_cost", hex=dest, cost=cost, unit=unit.id, left=left)

    # ------------------------------------------------------------------------------------------
    # O16 Advance and Melee
    # ------------------------------------------------------------------------------------------
    def advance_hexes(self, unit: Unit) -> list[str]:
        """O16.1-O16.3: one adjacent hex, enemy-occupied allowed, costs ignored."""
        st = self.state
        w = st.weapons.get(unit.weapon) if unit.weapon else None
        return [n for n in self.grid.neighbours(unit.hex).values()
                if n not in st.blaze and self.movement_graph.can_advance(unit.hex, n, carries_weapon=w is not None)]

    def order_advance(self, side: str):
        st = self.state
        units = yield from self.activate(side, "advance", lambda u: bool(self.advance_hexes(u)))
        todo = [u for u in units if self.advance_hexes(u)]
        first = True
        while todo:
            options = []
            for u in todo:
                options += [Move("advance", u.id, h) for h in self.advance_hexes(u)]
            if not first:
                options += [Move("stay", u.id) for u in todo]
            move = yield Decision(side, "advance", tuple(options), msg("O16.1", "order_in_progress"))
            unit = st.units[move.args[0]]
            todo.remove(unit)
            if move.kind == "advance":
                unit.hex = move.args[1]
                first = False
                self.emit("unit_moved", msg("O16.1", "unit_moved", unit=unit.id, hex=unit.hex, spent=0))
        self.update_objectives()

    def resolve_melees(self):
        """O16.4: at the end of an Order, every hex holding both sides' units is a Melee; the
        active player chooses their order."""
        st = self.state
        while True:
            hexes = sorted({u.hex for u in st.on_map() if st.enemy_in(u.hex, u.side)}, key=self.grid.index.get)
            if not hexes:
                return
            if len(hexes) == 1:
                hex_id = hexes[0]
            else:
                move = yield Decision(st.active, "melee", tuple(Move("melee", h) for h in hexes),
                                      msg("O16.4", "order_in_progress"))
                hex_id = move.args[0]
            yield from self.melee(hex_id)

    def melee_strength(self, units: list[Unit]) -> int:
        """O16.4.1: FP of the units (Weapons not counted) + 1 per boxed FP."""
        return sum(self.state.fp(u) + (1 if u.face.fp_boxed else 0) for u in units)

    def melee(self, hex_id: str):
        st = self.state
        active, inactive = st.active, other(st.active)
        began = {s: [u.id for u in st.units_in(hex_id, s)] for s in (active, inactive)}
        totals = {}
        for side in (inactive, active):  # O16.4.2: the inactive player rolls first
            units = st.units_in(hex_id, side)
            if not units or not st.units_in(hex_id, other(side)):
                return
            r = yield from self.roll(side, f"Melee in {hex_id}")
            totals[side] = self.melee_strength(st.units_in(hex_id, side)) + r.total
        if not st.units_in(hex_id, active) or not st.units_in(hex_id, inactive):
            return
        lose = [s for s in (active, inactive) if totals[s] <= totals[other(s)]]  # O16.4.3
        for side in lose:
            for u in st.units_in(hex_id, side):
                if u.id in began[side]:
                    self.eliminate(u, "O16.4.3")

    # ------------------------------------------------------------------------------------------
    # O20 Fire, A33 Op Fire
    # ------------------------------------------------------------------------------------------
    def pieces(self, unit: Unit) -> list[str]:
        """A unit and its Weapon are two pieces (O20.3.1.2)."""
        return [unit.id] + ([unit.weapon] if unit.weapon else [])

    def piece_unit(self, piece: str) -> Unit:
        st = self.state
        if piece in st.units:
            return st.units[piece]
        return next(u for u in st.units.values() if u.weapon == piece)

    def piece_ordnance(self, piece: str) -> bool:
        w = self.state.weapons.get(piece)
        return bool(w and w.type.ordnance)

    def piece_stats(self, piece: str) -> tuple[int, int, int]:
        """(FP, Range, minimum range) of a piece now (3.3.2, 3.3.3, 13.2, O20.2.2)."""
        st = self.state
        if piece in st.units:
            u = st.units[piece]
            return st.fp(u), st.range(u), 0
        w = st.weapons[piece]
        carrier = self.piece_unit(piece)
        bonus = 0 if (w.type.ordnance or carrier.is_leader) else st.leader_bonus(carrier) + sum(
            0 for _ in ())
        if not carrier.is_leader and not w.type.ordnance:
            bonus = sum(st.command(l) for l in st.units_in(carrier.hex, carrier.side) if l.is_leader)
        return w.type.fp + bonus, w.type.range + bonus, w.type.min_range or 0

    def piece_can_fire(self, piece: str) -> bool:
        """11.1, 13.2: a Weapon fires only if it and its carrier are unbroken and the carrier
        unsuppressed; a unit may fire broken (its broken side's stats)."""
        st = self.state
        if piece in st.units:
            return st.units[piece].location == ON_MAP
        w = st.weapons[piece]
        carrier = self.piece_unit(piece)
        return (w.location == "unit" and not w.broken and carrier.location == ON_MAP
                and not carrier.broken and not carrier.suppressed)

    def line(self, a: str, b: str) -> tuple[str, int]:
        """(clear | hindered | blocked, hindrance) with the current Smoke and Blaze (10)."""
        return self.los_table.lookup(a, b, self.markers())

    def can_hit(self, piece: str, target: str, op_fire: bool = False) -> bool:
        st = self.state
        if not self.piece_can_fire(piece) or (op_fire and self.piece_ordnance(piece)):  # A33.3
            return False
        unit = self.piece_unit(piece)
        fp, rng, min_rng = self.piece_stats(piece)
        d = self.grid.distance(unit.hex, target)
        if d > rng or d < max(min_rng, 0) or fp <= 0:
            return False
        verdict, _ = self.line(unit.hex, target) if d else ("clear", 0)
        return verdict != "blocked"

    def targets(self, pieces: list[str], side: str, op_fire: bool = False, only: str | None = None) -> list[str]:
        st = self.state
        hexes = [only] if only else sorted({u.hex for u in st.on_map(other(side))}, key=self.grid.index.get)
        return [h for h in hexes if st.enemy_in(h, side) and any(self.can_hit(p, h, op_fire) for p in pieces)]

    def activation_has_target(self, unit: Unit, only: str | None = None, op_fire: bool = False) -> bool:
        """O20.1: the unit, its Weapon, or (a Leader) a unit he may activate has a target."""
        st = self.state
        group = [unit] + ([u for u in st.on_map(unit.side) if u.id not in st.activated_units and self.in_command(unit, u)]
                          if unit.is_leader else [])
        return any(self.targets(self.pieces(u), unit.side, op_fire, only) for u in group)

    def order_fire(self, side: str):
        st = self.state
        units = yield from self.activate(
            side, "fire", self.activation_has_target,
            done_ok=lambda us: any(self.targets(self.pieces(u), side) for u in us))
        ready = [p for u in units for p in self.pieces(u)]
        attacks = 0
        while True:
            tgts = [h for h in self.targets(ready, side) if self.best_fp(ready, h) > 0]
            options = tuple(Move("target", h) for h in tgts)
            if attacks or not tgts:
                options += (Move("done"),)
            move = yield Decision(side, "fire", options, msg("O20.1", "no_target"))
            if move.kind == "done":
                return
            fired = yield from self.fire_at(side, ready, move.args[0])
            for p in fired:
                ready.remove(p)
            attacks += 1
            if st.over:
                return

    def best_fp(self, pieces: list[str], target: str) -> int:
        """The best single-piece FP against ``target`` after its Hindrance (O20.3.2)."""
        best = 0
        for p in pieces:
            if self.can_hit(p, target):
                fp, _, _ = self.piece_stats(p)
                u = self.piece_unit(p)
                _, hind = self.line(u.hex, target)
                best = max(best, fp - (0 if self.piece_ordnance(p) else hind))
        return best

    def group_fp(self, group: list[str], target: str) -> int:
        """O20.3.1.2: X (the best piece) + 1 per other piece; minus the largest Hindrance of a
        non-Ordnance piece (O20.3.2); +1 if one piece fires downhill (T88.2)."""
        st = self.state
        x = max(self.piece_stats(p)[0] for p in group)
        hind = max((self.line(self.piece_unit(p).hex, target)[1] for p in group if not self.piece_ordnance(p)), default=0)
        down = any(st.board.level(self.piece_unit(p).hex) > st.board.level(target) for p in group)
        up = all(st.board.level(self.piece_unit(p).hex) < st.board.level(target) for p in group)
        return x + len(group) - 1 - hind + (1 if down else 0) - (1 if up else 0)

    def fire_at(self, side: str, ready: list[str], target: str, op_fire: bool = False):
        """Form a Fire Group against ``target`` one piece at a time (O20.3.1), then attack.
        Returns the pieces that fired."""
        st = self.state
        group: list[str] = []
        while True:
            hexes = {self.piece_unit(p).hex for p in group}
            cands = [p for p in ready if p not in group and self.can_hit(p, target, op_fire)
                     and not (group and (self.piece_ordnance(p) or any(self.piece_ordnance(g) for g in group)))
                     and (not group or self.piece_unit(p).hex in hexes
                          or any(self.grid.distance(self.piece_unit(p).hex, h) == 1 for h in hexes))]
            options = [Move("with", p) for p in cands]
            if group and self.group_fp(group, target) > 0:
                options.append(Move("fire"))
            if not options:
                options.append(Move("abandon"))
            move = yield Decision(side, "group", tuple(options), msg("O20.3.1", "fp_too_low", fp=0, hindrance=0))
            if move.kind == "with":
                group.append(move.args[0])
                continue
            if move.kind == "abandon":
                return group
            break
        yield from self.attack(side, group, target)
        return group

    def attack(self, side: str, group: list[str], target: str):
        st = self.state
        fp = self.group_fp(group, target)
        if len(group) == 1 and self.piece_ordnance(group[0]):  # O20.2.3: Targeting Roll first
            u = self.piece_unit(group[0])
            _, hind = self.line(u.hex, target)
            t = yield from self.roll(side, f"Targeting {target}")
            if t.product - hind <= self.grid.distance(u.hex, target):
                return
            fp = self.piece_stats(group[0])[0]  # the Attack ignores the Hindrance after a hit
        defenders = [u.id for u in st.units_in(target, other(side))]
        r = yield from self.roll(side, f"Fire Attack on {target}", fire_attack=True)
        if r.trigger == "jammed":  # 1.9.1.2, O20.3.3.1
            for p in group:
                if p in st.weapons and st.weapons[p].location == "unit":
                    self.break_weapon(st.weapons[p], "O20.3.3.1")
        total = fp + r.total
        self.emit("attack", msg("O20.3.3", "attack", target=target, fp=fp, roll=r.total, total=total))
        for p in group:
            w = st.weapons.get(p)
            if w and w.type.single_use and w.location == "unit":
                self.destroy_weapon(w, "11.6")
        yield from self.defend(other(side), defenders, total, "O20.3.4")

    def defend(self, side: str, unit_ids: list[str], total: int, rule: str):
        """O20.3.4: one Fire Defense Roll per unit in the hex at the Attack Roll, in the
        defender's order; Morale taken at each roll."""
        st = self.state
        todo = list(unit_ids)
        while todo:
            todo = [i for i in todo if st.units[i].location == ON_MAP]
            if not todo:
                return
            if len(todo) == 1:
                uid = todo[0]
            else:
                move = yield Decision(side, "defend", tuple(Move("defend", i) for i in sorted(todo)),
                                      msg(rule, "defense", unit="?", morale=0, roll=0, total=0, attack=total))
                uid = move.args[0]
            todo.remove(uid)
            unit = st.units[uid]
            r = yield from self.roll(side, f"Fire Defense {uid}")
            if unit.location != ON_MAP:
                continue
            morale = st.morale(unit)
            d = morale + r.total
            self.emit("defense", msg(rule, "defense", unit=uid, morale=morale, roll=r.total, total=d, attack=total))
            if d < total or (d == total and uid in st.moving):
                self.break_unit(unit, rule)
            elif d == total:
                self.suppress(unit, rule)

    def op_fire_window(self, mover_side: str, hex_id: str):
        """A33, O21.5: after each hex entered, the inactive player may Op Fire at it (one attack
        per expenditure).  The window is offered if the player asked for Op Fire windows and one
        of his units could fire at the hex (public information), whatever his hand holds."""
        st = self.state
        side = other(mover_side)
        if "op_fire" not in self.prefs[side] or not st.enemy_in(hex_id, side):
            return
        mine = [u for u in st.on_map(side)]
        if not any(self.can_hit(p, hex_id, op_fire=True) for u in mine for p in self.pieces(u)):
            return
        player = st.players[side]
        ready = [p for uid in sorted(self.op_fire_units) for p in self.pieces(st.units[uid])
                 if st.units[uid].location == ON_MAP]
        options = [Move("decline")]
        if any(self.can_hit(p, hex_id, op_fire=True) for p in ready):
            options.append(Move("op_fire"))
        fresh_ok = any(u.id not in st.activated_units and u.id not in self.op_fire_used
                       and self.activation_has_target(u, only=hex_id, op_fire=True) for u in mine)
        if fresh_ok:
            options += [Move("action", c, "fire") for c in sorted(player.hand) if player.cards[c].order == "fire"]
        move = yield Decision(side, "react", tuple(options), msg("A33.2", "no_target"), window=True)
        if move.kind == "decline":
            return
        if move.kind == "action":
            card = move.args[0]
            player.hand.remove(card)
            player.discard.append(card)
            self.emit("card_played", msg("A33", "card_played_action", player=side, card=card, action="fire"))
            units = yield from self.activate(
                side, "fire", lambda u: u.id not in self.op_fire_used and self.activation_has_target(u, hex_id, True),
                extra_ok=lambda u: u.id not in self.op_fire_used)
            for u in units:
                st.activated_units.discard(u.id)  # Op Fire does not use up the unit's activation
                self.op_fire_units.add(u.id)
                self.op_fire_used.add(u.id)  # A33.3: once per Turn
            ready = [p for uid in sorted(self.op_fire_units) for p in self.pieces(st.units[uid])
                     if st.units[uid].location == ON_MAP]
        if any(self.can_hit(p, hex_id, op_fire=True) for p in ready):
            yield from self.fire_at(side, ready, hex_id, op_fire=True)

    # ------------------------------------------------------------------------------------------
    # O22 Recover, O23 Rout
    # ------------------------------------------------------------------------------------------
    def order_recover(self, side: str):
        st = self.state
        st.activated_players.add(side)
        for u in st.on_map(side):  # O22.2 step 1
            if u.suppressed:
                u.suppressed = False
                self.emit("unit_unsuppressed", msg("O22.2", "unit_unsuppressed", unit=u.id))
        todo = sorted(u.id for u in st.on_map(side) if u.broken)  # the snapshot (O22.2)
        while todo:
            todo = [i for i in todo if st.units[i].location == ON_MAP]
            if not todo:
                break
            move = yield Decision(side, "rally", tuple(Move("rally", i) for i in todo), msg("O22.3", "unit_rallied", unit="?"))
            uid = move.args[0]
            todo.remove(uid)
            unit = st.units[uid]
            r = yield from self.roll(side, f"Rally {uid}")
            if unit.location != ON_MAP or not unit.broken:
                continue
            m = st.morale(unit)
            if r.total < m:
                self.rally(unit, "O22.3")
            elif r.total == m:
                self.suppress(unit, "O22.3")

    def order_rout(self, side: str):
        st = self.state
        options = tuple(Move("rout", p) for p in (side, other(side))
                        if p not in st.activated_players and any(u.broken for u in st.on_map(p)))
        move = yield Decision(side, "rout_player", options, msg("O23.1", "player_already_activated", player="?"))
        target = move.args[0]
        st.activated_players.add(target)
        todo = sorted(u.id for u in st.on_map(target) if u.broken)  # snapshot (O23.2)
        while todo:
            todo = [i for i in todo if st.units[i].location == ON_MAP]
            if not todo:
                break
            move = yield Decision(side, "rout_roll", tuple(Move("rout_roll", i) for i in todo),
                                  msg("O23.2", "unit_retreats", unit="?", hex="?"))
            uid = move.args[0]
            todo.remove(uid)
            unit = st.units[uid]
            morale = st.morale(unit)  # locked when revealed
            r = yield from self.roll(side, f"Rout {uid}")
            if unit.location != ON_MAP:
                continue
            if r.total == morale:
                self.suppress(unit, "O23.2")
            elif r.total > morale:
                yield from self.retreat(unit, r.total - morale)

    def retreat(self, unit: Unit, hexes: int):
        """O23.3: the owner retreats the unit hex by hex, each strictly closer to his friendly
        edge; off that edge, into enemies, impassable terrain or across a Cliff: eliminated."""
        st = self.state
        edge = st.players[unit.side].edge
        for _ in range(hexes):
            if unit.location != ON_MAP:
                return
            if self.grid.edge_distance(unit.hex, edge) == 0:
                self.eliminate(unit, "O23.3")  # off the friendly edge (7.2.2)
                return
            blocked = {h for h in self.grid.neighbours(unit.hex).values() if st.enemy_in(h, unit.side)} | st.blaze
            options = self.movement_graph.retreat_options(unit.hex, edge, blocked)
            if not options:
                self.eliminate(unit, "O23.3.5")
                return
            move = yield Decision(unit.side, "retreat", tuple(Move("retreat", unit.id, h) for h in options),
                                  msg("O23.3", "unit_retreats", unit=unit.id, hex="?"))
            unit.hex = move.args[1]
            self.emit("unit_retreats", msg("O23.3", "unit_retreats", unit=unit.id, hex=unit.hex))
            self.update_objectives()

    # ------------------------------------------------------------------------------------------
    # E60 Interdiction
    # ------------------------------------------------------------------------------------------
    def interdiction(self, side: str, card):
        """E60: the executing player must suppress one unsuppressed unit (either side) in a hex
        whose Cover is less than 1; nothing happens if none qualifies."""
        st = self.state
        cands = [u for u in st.on_map() if not u.suppressed and st.cover(u.hex) < 1]
        if not cands:
            return
        move = yield Decision(side, "interdiction", tuple(Move("suppress", u.id) for u in sorted(cands, key=lambda u: u.id)),
                              msg("E60", "unit_suppressed", unit="?"))
        self.suppress(st.units[move.args[0]], "E60")


Orders.ORDER_PROCEDURES = {
    "move": Orders.order_move, "fire": Orders.order_fire, "advance": Orders.order_advance,
    "recover": Orders.order_recover, "rout": Orders.order_rout,
}
