"""The Orders (O14-O23) and the Actions they need, as procedures.

Each Order is a generator method ``order_<name>(side)``; ``order_possible(side, order)`` says
whether a card's Order may be played now (O14.1: something must be able to carry it out).

Implemented: activation with Leaders (O14.1, 3.3.1), Advance with Melee (O16, A25 Ambush
window), Artillery Denied / Request with Battery Access, Spotting, Accuracy, drift, Smoke and
Artillery barrages (O17, O18; the Fortification Vulnerability of O18.2.3.3 from the table in the
content), Fire with Fire Groups, Hindrance, height, Targeting, Jammed! (O20), the Actions played
before a Fire Attack roll (A27 Bore Sighting, A30 Crossfire, A34 Hand Grenades, A37
Marksmanship, A41 Sustained Fire), Move with groups, Weapon transfer, Op Fire windows and Smoke
Grenades (O21, A33, A39), Recover (O22), Rout and Retreat (O23).  Every decision inside an
Order refuses a new Order with O14.2; refusals name the rule (``why_not``).

The Actions (03-actions.md), each playable only when legal at that moment:

* A25 Ambush (before the Melee rolls), A38 No Quarter (after the Melee; nation permission
  ``Nation.may_play_no_quarter``; a unit that took part still in play).
* A26 Assault Fire: in the moving player's decisions of a Move Order (before a unit moves,
  between its steps, and once more after the last unit moved): one Fire Attack by the pieces
  with boxed FP activated for Move.
* Before a Fire Attack roll, in the firing player's Fire Group decision: A27, A30, A34, A37,
  A41 (+2 FP each, cumulative, A24.1) and A40 Spray Fire (a second hex, never cumulative).
* A29 Concealment before each Defense roll and A36 Light Wounds when a Squad is about to break
  (``defend``, ``break_with_wounds``; the Ambush break too).
* A31 Demolitions after the opponent discards by Passing (``demolitions_window``, called by
  the Pass).  A28 Command Confusion is refused everywhere (``action_refusal``).  A32 Dig In is
  in core.py (6.1.2 step 6), A35 in fortifications.py.

A reaction window of the non-active player (Concealment, Light Wounds, No Quarter, Demolitions;
window ids = ``Game.prefs`` entries of the same name) is offered according to public state and
his standing choices, never according to the cards in his hand; it always offers ``decline``.
11.6 (the target's Cover is 0 against a Flamethrower) is applied in ``attack``.
"""

from __future__ import annotations

import functools

from cc_desktop.content import load_markers
from cc_desktop.content.model import ACTION_RULES, UnitType
from cc_desktop.rules.core import msg
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import ENGLISH, RuleMessage
from cc_desktop.rules.state import ON_MAP, REMOVED, Unit, other

FIGURE_LIMIT = 7  # 8.2

# The English templates of the Actions A26-A41 (issue 4); the window renders the codes itself.
ENGLISH.update({
    "command_confusion_action": "Command Confusion can never be played as an Action",
    "assault_fire_no_target": "no piece with boxed FP activated for Move has a target it can attack",
    "assault_fire_after": "Assault Fire now that the units have moved?",
    "concealment_window": "Concealment before the Defense roll of {unit} against Attack Total {attack}?",
    "concealment": "Concealment: Cover {cover} of {hex} is subtracted; the Attack Total is now {total}",
    "concealment_hex": "choose the hex whose Cover Concealment subtracts",
    "no_cover_to_subtract": "the Cover of {hex} is {cover}: Concealment has nothing to subtract",
    "demolitions_window": "Demolitions after {player}'s Pass?",
    "demolitions_hex": "choose the Fortification that Demolitions eliminates",
    "demolished": "the {fortification} in {hex} are eliminated (Demolitions)",
    "no_fortification_near": "no Fortification in a hex that holds a unit of {player}",
    "no_pass_discard": "Demolitions is played only when the opponent discards by Passing",
    "light_wounds_window": "Light Wounds: {unit} is about to break; replace it with a Team for 1 VP?",
    "light_wounds": "{unit} is replaced by {team} (Light Wounds)",
    "light_wounds_not_squad": "{unit} is not a Squad",
    "light_wounds_no_team": "no {team} counter is left for {unit}",
    "no_quarter_window": "No Quarter after the Melee in {hex}?",
    "no_quarter_nation": "{nation} may not play No Quarter against {opponent}",
    "no_quarter_no_survivor": "{player} has no unit left from the Melee in {hex}",
    "spray_hex": "choose the second hex of the Spray Fire next to {hex}",
    "spray_not_boxed": "{piece} has no boxed Range",
    "spray_once": "Spray Fire is not cumulative: this attack already hits two hexes",
    "spray_no_hex": "no second enemy-occupied hex next to {hex} in Range and LOS of every firing piece",
    "spray_piece": "{piece} cannot reach both hexes of the Spray Fire",
    "zero_cover": "{weapon}: the target's Cover is 0",
})

#: Actions that can never be played (A28).
NEVER_ACTIONS = ("command_confusion",)


@functools.cache
def smoke_pool() -> tuple[int, ...]:
    """The values of every Smoke marker of the counter mix (resources/markers.json)."""
    return tuple(load_markers().smoke_values())


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
        if order == "artillery_denied":
            return st.players[other(side)].radio is not None  # O17
        if order == "artillery_request":  # O18: Battery Access or Fire for Effect
            radio = st.players[side].radio
            return radio is not None and (radio.broken or bool(self.spotters(side)))
        fresh = [u for u in st.on_map(side) if self.fresh(u)]
        if order == "move":
            return any(self.can_move_order(u) for u in fresh)
        if order == "advance":
            return any(self.can_advance_order(u) for u in fresh)
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
    def fresh(self, unit: Unit) -> bool:
        """O14.1: not yet activated this Turn; E58.1 exception 2: a Hero may be activated again."""
        return unit.id not in self.state.activated_units or unit.type.special == "hero"

    def in_command(self, leader: Unit, unit: Unit) -> bool:
        return (not unit.is_leader and unit.side == leader.side and unit.location == ON_MAP
                and self.grid.distance(leader.hex, unit.hex) <= self.state.command(leader))

    def in_order(self, why=None):
        """The ``why_not`` of a decision taken inside an Order: a new Order (or the end of the
        Turn) is refused by O14.2; other refusals by ``why``."""
        def why_not(move: Move):
            if move.kind in ("order", "pass", "end"):
                return msg("O14.2", "order_in_progress")
            return why(move) if why else None
        return why_not

    def why_not_activate(self, side: str, order: str, move: Move, leader: Unit | None = None):
        """O14.1, 3.3.1: why a unit may not be activated (or added by ``leader``)."""
        st = self.state
        rule = self.ORDER_RULES.get(order, "O14.1")
        if move.kind not in ("activate", "add") or not move.args or move.args[0] not in st.units:
            return None
        u = st.units[move.args[0]]
        if u.side != side or u.location != ON_MAP:
            return msg("O14.1", "not_a_legal_choice", move=str(move), decision=move.kind)
        if u.id in st.activated_units or (order == "op_fire" and u.id in self.op_fire_used):
            return msg("A33.3" if order == "op_fire" else "O14.1", "unit_already_activated", unit=u.id)
        if move.kind == "add" and leader is not None:
            if u.is_leader:
                return msg("O14.1", "leader_cannot_activate_leader", unit=u.id, leader=leader.id)
            if not self.in_command(leader, u):
                return msg("3.3.1", "not_in_command_radius", unit=u.id, leader=leader.id)
        return msg(rule, "no_eligible_units", order=order)

    def activate(self, side: str, order: str, first_ok, extra_ok=lambda u: True, done_ok=lambda units: True,
                 why_order: str | None = None):
        """Activate one fresh unit (``first_ok``), then, if it is a Leader, any fresh non-Leader
        units in his Command radius, one decision each (O14.1, 3.3.1).  Returns the units."""
        st = self.state
        why_order = why_order or order
        rule = self.ORDER_RULES.get(why_order, "A33")
        fresh = [u for u in st.on_map(side) if self.fresh(u)]
        options = tuple(Move("activate", u.id) for u in sorted(fresh, key=lambda u: u.id) if first_ok(u))
        move = yield Decision(side, "activate", options, msg(rule, "no_eligible_units", order=order),
                              why_not=self.in_order(lambda m: self.why_not_activate(side, why_order, m)))
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
                                                                unit="?", leader=first.id),
                                      why_not=self.in_order(lambda m, l=first: self.why_not_activate(
                                          side, why_order, m, leader=l)))
                if move.kind == "done":
                    break
                u = st.units[move.args[0]]
                units.append(u)
                st.activated_units.add(u.id)
        return units

    def command_group(self, leader: Unit) -> list[Unit]:
        """The fresh non-Leader units a Leader could activate with him (3.3.1)."""
        st = self.state
        return [u for u in st.on_map(leader.side) if u.id not in st.activated_units and self.in_command(leader, u)]

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

    def can_move_order(self, unit: Unit) -> bool:
        """O14.1, O14.4: a unit may be activated to Move if it, or (a Leader) a unit he could
        activate with him, can enter a hex."""
        return self.can_step(unit) or (unit.is_leader and any(self.can_step(u) for u in self.command_group(unit)))

    def new_turn_reactions(self) -> None:
        """A33.3: a unit activated for Op Fire cannot be activated for Op Fire again in the same
        Turn; a new Turn clears that record."""
        if getattr(self, "op_fire_turn", None) != self.state.turn:
            self.op_fire_turn = self.state.turn
            self.op_fire_used = set()

    def order_move(self, side: str):
        st = self.state
        self.new_turn_reactions()
        units = yield from self.activate(side, "move", self.can_move_order,
                                         done_ok=lambda us: any(self.can_step(u) for u in us))
        st.moving = {u.id for u in units}
        self.op_fire_units: set[str] = set()
        entered = False
        todo = [u for u in units]
        try:
            while todo:
                todo = [u for u in todo if u.location == ON_MAP]
                if not todo:
                    break
                stacks: dict[str, list[Unit]] = {}
                for u in todo:
                    stacks.setdefault(u.hex, []).append(u)
                options = tuple(Move("mover", u.id) for u in todo) + tuple(
                    Move("group", h) for h, us in stacks.items() if len(us) > 1)  # O21.2
                # A26, A39: Actions of the units activated for Move, before or between the moves
                options += tuple(self.smoke_grenade_moves(side) + self.assault_fire_moves(side))
                move = yield Decision(side, "mover", options, msg("O21.2", "order_in_progress"),
                                      why_not=self.in_order(lambda m: self.why_not_mover(side, m)))
                if move.kind == "action":
                    yield from self.move_action(side, move)
                    continue
                members = stacks[move.args[0]] if move.kind == "group" else [st.units[move.args[0]]]
                for u in members:
                    todo.remove(u)
                # O14.4: if no other activated unit could still enter a hex, this one must
                must = not entered and not any(self.can_step(u) for u in todo if u.location == ON_MAP)
                moved = yield from self.move_unit(side, members, must_enter=must)
                self.moving_now = ()
                entered = entered or moved
            # A26: Assault Fire may also be played after the physical movement, while the units
            # are still activated for Move (ambiguity 3 of 03: until the Move Order ends)
            while not st.over:
                actions = self.assault_fire_moves(side)
                if not actions:
                    break
                move = yield Decision(side, "after_move", (Move("done"), *actions), msg("A26", "assault_fire_after"),
                                      why_not=self.in_order(lambda m: self.action_refusal(side, m)))
                if move.kind == "done":
                    break
                yield from self.move_action(side, move)
        finally:
            st.moving = set()
            self.moving_now = ()
            self.op_fire_units = set()

    def move_unit(self, side: str, members: Unit | list[Unit], must_enter: bool):
        """One unit's move, or a group's (O21.2: units that started the Order in one hex move
        together, limited by the lowest Movement, and end in one hex), hex by hex (O21.1).
        Returns whether it entered a hex (O14.4)."""
        st = self.state
        group = [members] if isinstance(members, Unit) else list(members)
        spent = 0
        bonus = 0
        entered = False
        edge = st.players[other(side)].edge
        while True:
            group = [u for u in group if u.location == ON_MAP and u.id in st.moving]  # the eliminated drop out
            self.moving_now = tuple(u.id for u in group)  # O21.2: who is moving at this step (for the window)
            if not group:
                break
            unit = group[0]
            mp = min(st.movement(u) for u in group) + bonus - spent
            options = []
            for n in self.grid.neighbours(unit.hex).values():
                c = self.step_cost(unit, n)
                if c is not None and c <= mp:
                    options.append(Move("enter", unit.id, n))
            if mp >= 1 and self.grid.edge_distance(unit.hex, edge) == 0:
                options.append(Move("exit", unit.id))  # 7.2.1
            if entered or not must_enter or not options:
                options.append(Move("stop", unit.id))
            if mp >= 1:  # O21.1.1: 1 MP to hand a Weapon to a friendly unit without one, same hex
                takers = [t for t in st.units_in(unit.hex, side) if t.weapon is None]
                options += [Move("transfer", u.weapon, t.id) for u in group if u.weapon for t in takers if t is not u]
            options += self.smoke_grenade_moves(side)  # A39, O14.3
            options += self.assault_fire_moves(side)  # A26: during the movement
            move = yield Decision(side, "step", tuple(options),
                                  msg("O21.1", "move_cost", hex="?", cost=0, unit=unit.id, left=mp),
                                  why_not=self.in_order(lambda m, u=unit, left=mp: self.why_not_step(u, m, left)))
            if move.kind == "action":
                yield from self.move_action(side, move)
                continue
            if move.kind == "transfer":  # O21.1.1: an MP expenditure, no hex entered: no Op Fire
                giver = self.piece_unit(move.args[0])
                taker = st.units[move.args[1]]
                giver.weapon, taker.weapon = None, move.args[0]
                spent += 1
                self.emit("weapon", msg("O21.1.1", "weapon_transferred", weapon=move.args[0], unit=taker.id))
                continue
            if move.kind == "stop":
                break
            if move.kind == "exit":
                here = unit.hex
                if self.is_mines(here):  # F103.1: leaving a Mines hex, off the map too
                    yield from self.mine_attack([u for u in group if u.location == ON_MAP], here, "F103.1")
                for u in group:
                    if u.location == ON_MAP:
                        yield from self.exit_unit(u, "7.2.1")
                entered = True
                break
            dest = move.args[1]
            edge_rec = self.movement_graph.edge(unit.hex, dest)
            spent += edge_rec.cost
            if edge_rec.bonus and not bonus:
                bonus = edge_rec.bonus  # T93: once per Move
            origin = unit.hex
            for u in group:
                u.hex = dest
                self.emit("unit_moved", msg("O21", "unit_moved", unit=u.id, hex=dest, spent=spent))
            entered = True
            self.update_objectives()
            yield from self.after_step(list(group), origin, dest, "move")  # F103, A35 (fortifications.py)
            if any(u.location != ON_MAP or u.hex != dest for u in group):
                break
            # O21.5, A33: one expenditure; also at a Wire hex
            yield from self.op_fire_window(side, dest, [u.id for u in group])
            if edge_rec.wire_enter or edge_rec.wire_exit:
                break  # F106.2: entering Wire, or the first hex after leaving it, ends the move
        return entered

    def smoke_grenade_hexes(self) -> list[str]:
        """A39: the hex of a unit with boxed Movement activated for this Move, or an adjacent
        hex; not Water (the Smoke marker's forbidden terrain), not a Blaze hex."""
        st = self.state
        forbidden = set(self.board.chart.markers.get("smoke", {}).get("forbidden_in", ()))
        hexes: set[str] = set()
        for uid in st.moving:
            u = st.units[uid]
            if u.location == ON_MAP and u.face.move_boxed:
                hexes |= {u.hex, *self.grid.neighbours(u.hex).values()}
        return sorted((h for h in hexes if h not in st.blaze and self.board.hexes[h].effective_terrain not in forbidden),
                      key=self.grid.index.get)

    def smoke_grenade_moves(self, side: str) -> list[Move]:
        player = self.state.players[side]
        if not self.smoke_grenade_hexes():
            return []
        return [Move("action", c, "smoke_grenades") for c in sorted(player.hand)
                if player.cards[c].action == "smoke_grenades"]

    def smoke_grenades(self, side: str, card: int):
        """A39: a random Smoke marker in the hex of a unit with boxed Movement activated for
        Move, or in an adjacent hex.  It costs no MP (A24.3)."""
        self.play_action(side, card, "smoke_grenades")
        hexes = self.smoke_grenade_hexes()
        move = yield Decision(side, "smoke_hex", tuple(Move("smoke", h) for h in hexes),
                              msg("A39", "smoke_placed", hex="?", value=0), why_not=self.in_order())
        self.place_smoke(move.args[0], "A39")

    # -- A26 Assault Fire ------------------------------------------------------------------------
    def assault_fire_pieces(self, side: str) -> list[str]:
        """A26: the pieces activated for Move (the units of the current Move Order and their
        Weapons) whose FP is boxed (on the side showing) and that can fire now."""
        st = self.state
        out: list[str] = []
        for uid in sorted(st.moving):
            u = st.units[uid]
            if u.side != side or u.location != ON_MAP:
                continue
            if u.face.fp_boxed:
                out.append(u.id)
            if u.weapon and st.weapons[u.weapon].type.fp_boxed:
                out.append(u.weapon)
        return [p for p in out if self.piece_can_fire(p)]

    def assault_fire_targets(self, side: str) -> list[str]:
        """A26: enemy hexes in LOS and Range of a boxed-FP piece that an attack can be made on
        (O20.3.2: FP at least 1, counting the Fire Actions the hand could add)."""
        pieces = self.assault_fire_pieces(side)
        return [h for h in self.targets(pieces, side)
                if self.best_fp(pieces, h) + self.action_potential(side, pieces, h) > 0]

    def assault_fire_moves(self, side: str) -> list[Move]:
        cards = self.action_cards(side, "assault_fire")
        if not cards or not self.assault_fire_targets(side):
            return []
        return [Move("action", c, "assault_fire") for c in cards]

    def assault_fire(self, side: str, card: int):
        """A26: one Fire Attack (a Fire Group allowed) by pieces with boxed FP activated for
        Move, under every rule of a Fire Attack of a Fire Order (O20).  No per-unit limit: each
        card gives one attack (ambiguity 3 of 03)."""
        self.play_action(side, card, "assault_fire")
        pieces = self.assault_fire_pieces(side)
        tgts = self.assault_fire_targets(side)
        move = yield Decision(side, "assault_target", tuple(Move("target", h) for h in tgts),
                              msg("A26", "assault_fire_no_target"),
                              why_not=self.in_order(lambda m: self.why_not_target(side, pieces, m, 1)))
        yield from self.fire_at(side, pieces, move.args[0])

    def move_action(self, side: str, move: Move):
        """An Action played by the moving player during his Move Order (A24.3: it activates
        nothing and costs no MP): Smoke Grenades (A39) or Assault Fire (A26)."""
        if move.args[1] == "smoke_grenades":
            yield from self.smoke_grenades(side, move.args[0])
        else:
            yield from self.assault_fire(side, move.args[0])

    def why_not_mover(self, side: str, move: Move):
        if move.kind == "group":
            return msg("O21.2", "group_not_together")
        if move.kind == "action":
            return self.why_not_move_action(side, move)
        return None

    def why_not_move_action(self, side: str, move: Move):
        action = str(move.args[1]) if len(move.args) > 1 else "?"
        if action == "assault_fire":
            refusal = self.action_refusal(side, move)
            if refusal and refusal.code == "action_not_playable":
                return msg("A26", "assault_fire_no_target")
            return refusal
        return self.action_refusal(side, move, "A39" if action == "smoke_grenades" else None)

    def why_not_step(self, unit: Unit, move: Move, left: int):
        if move.kind == "action":
            return self.why_not_move_action(unit.side, move)
        if move.kind == "transfer":
            return msg("O21.1.1", "transfer_not_allowed", weapon=move.args[0] if move.args else "?")
        if move.kind in ("mover", "group"):
            return msg("O21.2", "order_in_progress")  # one unit's move is finished before the next
        if move.kind == "stop":
            return msg("O14.4", "move_must_enter")
        if move.kind != "enter" or len(move.args) != 2:
            return None
        if move.args[0] != unit.id:
            return msg("O21.2", "order_in_progress")
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

    def can_advance_exit(self, unit: Unit) -> bool:
        """O16.2: an Advancing unit may exit off the enemy map edge."""
        return self.grid.edge_distance(unit.hex, self.state.players[other(unit.side)].edge) == 0

    def can_advance(self, unit: Unit) -> bool:
        return bool(self.advance_hexes(unit)) or self.can_advance_exit(unit)

    def can_advance_order(self, unit: Unit) -> bool:
        """O14.1, O14.4: the unit, or (a Leader) a unit he could activate, can Advance."""
        return self.can_advance(unit) or (unit.is_leader and any(self.can_advance(u) for u in self.command_group(unit)))

    def order_advance(self, side: str):
        st = self.state
        units = yield from self.activate(side, "advance", self.can_advance_order,
                                         done_ok=lambda us: any(self.can_advance(u) for u in us))
        todo = [u for u in units if self.can_advance(u)]
        self.advanced = set()  # O16.4.3: who entered a Melee hex during this Order
        first = True
        while todo:
            options = []
            for u in todo:
                options += [Move("advance", u.id, h) for h in self.advance_hexes(u)]
                if self.can_advance_exit(u):
                    options.append(Move("exit", u.id))
            if not first:
                options += [Move("stay", u.id) for u in todo]
            move = yield Decision(side, "advance", tuple(options), msg("O16.1", "order_in_progress"),
                                  why_not=self.in_order(lambda m: self.why_not_advance(m, first)))
            unit = st.units[move.args[0]]
            todo.remove(unit)
            if move.kind == "exit":
                if self.is_mines(unit.hex):  # F103.1, A35.2: leaving a Mines hex, off the map too
                    yield from self.mine_attack([unit], unit.hex, "F103.1")
                if unit.location == ON_MAP:
                    yield from self.exit_unit(unit, "O16.2")  # 7.2.1
                first = False
            elif move.kind == "advance":
                origin = unit.hex
                unit.hex = move.args[1]
                self.advanced.add(unit.id)
                first = False
                self.emit("unit_moved", msg("O16.1", "unit_moved", unit=unit.id, hex=unit.hex, spent=0))
                yield from self.after_step([unit], origin, unit.hex, "advance")  # F103, A35.2
        self.update_objectives()

    def why_not_advance(self, move: Move, first: bool):
        st = self.state
        if move.kind == "stay" and first:
            return msg("O14.4", "advance_must_enter")
        if move.kind != "advance" or len(move.args) != 2 or move.args[0] not in st.units:
            return None
        unit, dest = st.units[move.args[0]], move.args[1]
        if dest not in self.grid or dest not in self.grid.neighbours(unit.hex).values():
            return msg("O16.1", "move_impassable", unit=unit.id, hex=dest, reason="not adjacent")
        return msg("O16.3", "move_impassable", unit=unit.id, hex=dest, reason="impassable")

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
                                      msg("O16.4", "order_in_progress"), why_not=self.in_order())
                hex_id = move.args[0]
            yield from self.melee(hex_id)

    def melee_strength(self, units: list[Unit]) -> int:
        """O16.4.1: FP of the units (Weapons not counted) + 1 per boxed FP."""
        return sum(self.state.fp(u) + (1 if u.face.fp_boxed else 0) for u in units)

    def melee_stronghold(self, hex_id: str, began: dict[str, list[str]]) -> str | None:
        """O16.4.3 exception: the side whose units began the Melee in a Bunker [F101] or
        Pillbox [F104] hex (read: were there before this Order's Advance) survives a tie."""
        fort = self.state.fortifications.get(hex_id)
        if not fort or not self.board.chart.fortifications.get(fort, {}).get("melee_tie_to_last_controller"):
            return None
        advanced = getattr(self, "advanced", set())
        holders = [s for s, ids in began.items() if ids and not any(i in advanced for i in ids)]
        return holders[0] if len(holders) == 1 else None

    def melee(self, hex_id: str):
        """O16.4, then A38 No Quarter at the end of the Melee."""
        st = self.state
        began = {s: [u.id for u in st.units_in(hex_id, s)] for s in (st.active, other(st.active))}
        yield from self.melee_fight(hex_id, began)
        yield from self.no_quarter_windows(hex_id, began)

    def descendants(self, ids) -> set[str]:
        """The units that are these units or took their place: two Teams of a Deploy (E52,
        ``-a`` / ``-b``), the Team of Light Wounds (A36, ``-w``)."""
        st = self.state
        out = set(ids)
        todo = list(ids)
        while todo:
            i = todo.pop()
            for suffix in ("-a", "-b", "-w"):
                j = i + suffix
                if j in st.units and j not in out:
                    out.add(j)
                    todo.append(j)
        return out

    def melee_fight(self, hex_id: str, began: dict[str, list[str]]):
        st = self.state
        active, inactive = st.active, other(st.active)
        yield from self.ambushes(hex_id)  # O16.4.1 step 1, A25
        totals = {}
        for side in (inactive, active):  # O16.4.2: the inactive player rolls first
            units = st.units_in(hex_id, side)
            if not units or not st.units_in(hex_id, other(side)):  # O16.4.1 step 2
                return
            r = yield from self.roll(side, "Melee in {0}", subject=hex_id)
            strength = self.melee_strength(st.units_in(hex_id, side))  # O16.4.1 step 3
            totals[side] = strength + r.total
            self.emit("melee", msg("O16.4.2", "melee_total", player=side, hex=hex_id, strength=strength,
                                   roll=r.total, total=totals[side]))
        if not st.units_in(hex_id, active) or not st.units_in(hex_id, inactive):
            return
        lose = [s for s in (active, inactive) if totals[s] <= totals[other(s)]]  # O16.4.3: a tie loses both
        if len(lose) == 2:
            holder = self.melee_stronghold(hex_id, began)
            if holder:
                lose = [other(holder)]
        # O16.4.3: the losers are eliminated at one moment (6.3: both sides may lose at once);
        # a Team that replaced a Squad during the Melee (E52, A36) took part in it
        took_part = {s: self.descendants(ids) for s, ids in began.items()}
        self.eliminate_all([u for side in lose for u in st.units_in(hex_id, side) if u.id in took_part[side]],
                           "O16.4.3")

    # -- A31 Demolitions -------------------------------------------------------------------------
    def demolition_hexes(self, side: str) -> list[str]:
        """A31: hexes holding a Fortification (of any kind, either side's) and a unit of ``side``."""
        st = self.state
        return sorted((h for h in st.fortifications if st.units_in(h, side)), key=self.grid.index.get)

    def demolitions_window(self, passer: str, discarded: int):
        """A31: when ``passer`` has discarded one or more cards by Passing (O15; not by an Event,
        E57/E61; ambiguity 6 of 03: a Pass that discards nothing opens nothing), his opponent may
        play Demolitions, each card eliminating one Fortification in a hex with a friendly unit.
        Offered if he asked for the window and such a hex exists (public), whatever his hand
        holds.  To be called by the Pass (core.proc_turn) after the discards."""
        st = self.state
        side = other(passer)
        if discarded < 1:
            return
        while "demolitions" in self.prefs[side] and self.demolition_hexes(side):
            options = (Move("decline"),) + tuple(Move("action", c, "demolitions")
                                                 for c in self.action_cards(side, "demolitions"))
            move = yield Decision(side, "demolitions", options, msg("A31", "demolitions_window", player=passer),
                                  window=True, why_not=self.in_order(lambda m: self.action_refusal(side, m)))
            if move.kind == "decline":
                return
            self.play_action(side, move.args[0], "demolitions")
            hexes = self.demolition_hexes(side)
            hex_id = hexes[0]
            if len(hexes) > 1:
                move = yield Decision(side, "demolish", tuple(Move("demolish", h) for h in hexes),
                                      msg("A31", "demolitions_hex"), why_not=self.in_order(
                                          lambda m: msg("A31", "no_fortification_near", player=side)))
                hex_id = move.args[0]
            fort = st.fortifications.pop(hex_id)
            self.emit("fortification", msg("A31", "demolished", fortification=fort, hex=hex_id))

    # -- A38 No Quarter --------------------------------------------------------------------------
    def no_quarter_refusal(self, side: str, hex_id: str, began: dict[str, list[str]]) -> RuleMessage | None:
        """A38: only a nation allowed against this opponent (Nation.may_play_no_quarter), and
        only with a unit that took part in the Melee still in play (ambiguity 12 of 03)."""
        st = self.state
        nation = self.scenario.side(side).nation
        opponent = self.scenario.side(other(side)).nation
        if not nation.may_play_no_quarter(opponent.id):
            return msg("A38", "no_quarter_nation", nation=nation.name, opponent=opponent.name)
        if not any(st.units[i].location == ON_MAP for i in self.descendants(began.get(side, ()))):
            return msg("A38", "no_quarter_no_survivor", player=side, hex=hex_id)
        return None

    def no_quarter_windows(self, hex_id: str, began: dict[str, list[str]]):
        """A38: at the end of a Melee each player who may play No Quarter (public: nation and
        survivors) and asked for the window is offered it, the inactive player first; each card
        gains 2 VP (A24.1: cumulative)."""
        st = self.state
        for side in (other(st.active), st.active):
            while "no_quarter" in self.prefs[side] and self.no_quarter_refusal(side, hex_id, began) is None:
                options = (Move("decline"),) + tuple(Move("action", c, "no_quarter")
                                                     for c in self.action_cards(side, "no_quarter"))
                move = yield Decision(side, "no_quarter", options, msg("A38", "no_quarter_window", hex=hex_id),
                                      window=True, why_not=self.in_order(lambda m: self.action_refusal(side, m)))
                if move.kind == "decline":
                    break
                self.play_action(side, move.args[0], "no_quarter")
                self.award(side, 2, f"A38 {hex_id}")

    def ambushes(self, hex_id: str):
        """A25, A24.2: before the Melee rolls, the inactive player plays all the Ambushes he wants,
        then the active player; each makes the opponent break one of his units in the Melee.
        The window is offered to a player who asked for it (prefs "ambush") while both sides
        are still in the hex."""
        st = self.state
        for side in (other(st.active), st.active):
            if "ambush" not in self.prefs[side]:
                continue
            player = st.players[side]
            while st.units_in(hex_id, side) and st.units_in(hex_id, other(side)):
                options = (Move("decline"),) + tuple(Move("action", c, "ambush") for c in sorted(player.hand)
                                                     if player.cards[c].action == "ambush")
                move = yield Decision(side, "ambush", options, msg("A25", "ambush_window", hex=hex_id), window=True,
                                      why_not=self.in_order(lambda m, s=side: self.action_refusal(s, m)))
                if move.kind == "decline":
                    break
                self.play_action(side, move.args[0], "ambush")
                victims = st.units_in(hex_id, other(side))
                move = yield Decision(other(side), "ambush_victim", tuple(Move("break", u.id) for u in victims),
                                      msg("A25", "ambush_victim", hex=hex_id), why_not=self.in_order())
                yield from self.break_with_wounds(st.units[move.args[0]], "A25")  # A36 window

    def action_refusal(self, side: str, move: Move, rule: str | None = None) -> RuleMessage | None:
        """A24.1: why ``Move("action", card, action, ...)`` is refused: the card is not in the
        hand (1.5), does not show that Action, or shows Command Confusion (A28: never an Action);
        otherwise the Action's own rule (``rule``, default its number) says it cannot be played
        now.  None for a move that is not an Action."""
        if move.kind != "action" or len(move.args) < 2:
            return None
        card, action = move.args[0], str(move.args[1])
        player = self.state.players[side]
        if card not in player.hand:
            return msg("1.5", "card_not_in_hand", card=card, player=side)
        c = player.cards[card]
        if c.action in NEVER_ACTIONS or action in NEVER_ACTIONS:
            return msg("A28", "command_confusion_action")
        shown = "fire" if c.order == "fire" and action == "fire" else c.action  # A33.1
        if shown != action:
            return msg(ACTION_RULES.get(action, "A24"), "card_not_action", action=action)
        return msg(rule or ACTION_RULES.get(action, "A24"), "action_not_playable", action=action)

    def action_cards(self, side: str, action: str) -> list[int]:
        """The cards in ``side``'s hand that show ``action`` (never Command Confusion, A28)."""
        player = self.state.players[side]
        if action in NEVER_ACTIONS:
            return []
        return [c for c in sorted(player.hand) if player.cards[c].action == action]

    def play_action(self, side: str, card: int, action: str) -> None:
        """A24.1: the card goes from the hand to the discard pile."""
        player = self.state.players[side]
        player.hand.remove(card)
        player.discard.append(card)
        self.emit("card_played", msg(ACTION_RULES.get(action, "A24"), "card_played_action", player=side, card=card,
                                     action=action))

    # ------------------------------------------------------------------------------------------
    # O20 Fire, A33 Op Fire
    # ------------------------------------------------------------------------------------------
    def pieces(self, unit: Unit) -> list[str]:
        """A unit and its Weapon are two pieces (O20.3.1.2)."""
        return [unit.id] + ([unit.weapon] if unit.weapon else [])

    def piece_unit(self, piece: str) -> Unit | None:
        """The unit itself, or the carrier of a Weapon (None once the Weapon is gone, 11.4)."""
        st = self.state
        if piece in st.units:
            return st.units[piece]
        return next((u for u in st.units.values() if u.weapon == piece), None)

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
        if self.weapon_fire_barred(carrier):  # F106.3, T89, T95 (fortifications.py)
            return False
        return (w.location == "unit" and not w.broken and carrier is not None and carrier.location == ON_MAP
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
        """The hexes with enemy units that at least one of ``pieces`` can hit (the same test as
        :meth:`can_hit`, with each piece's stats taken once)."""
        st = self.state
        hexes = [only] if only else sorted({u.hex for u in st.on_map(other(side))}, key=self.grid.index.get)
        shooters = []
        for p in pieces:
            if not self.piece_can_fire(p) or (op_fire and self.piece_ordnance(p)):  # A33.3
                continue
            fp, rng, min_rng = self.piece_stats(p)
            if fp > 0:
                shooters.append((self.piece_unit(p).hex, rng, max(min_rng, 0)))
        out = []
        distance = self.grid.distance
        for h in hexes:
            if not st.enemy_in(h, side):
                continue
            for origin, rng, min_rng in shooters:
                d = distance(origin, h)
                if min_rng <= d <= rng and (d == 0 or self.line(origin, h)[0] != "blocked"):
                    out.append(h)
                    break
        return out

    def activation_has_target(self, unit: Unit, only: str | None = None, op_fire: bool = False) -> bool:
        """O20.1: the unit, its Weapon, or (a Leader) a unit he may activate has a target."""
        st = self.state
        group = [unit] + (self.command_group(unit) if unit.is_leader else [])
        if op_fire:  # A33.3: a unit is activated for Op Fire once per Turn
            group = [u for u in group if u.id not in self.op_fire_used]
        return any(self.targets(self.pieces(u), unit.side, op_fire, only) for u in group)

    def order_fire(self, side: str):
        st = self.state
        units = yield from self.activate(
            side, "fire", self.activation_has_target,
            done_ok=lambda us: any(self.targets(self.pieces(u), side) for u in us))
        ready = [p for u in units for p in self.pieces(u)]
        attacks = 0
        abandoned: set[str] = set()  # a target given up is not offered again in this Order
        while True:
            ready = [p for p in ready if self.piece_unit(p) is not None]  # 11.4: a Weapon may be gone
            hittable = [h for h in self.targets(ready, side) if h not in abandoned]
            tgts = [h for h in hittable if self.best_fp(ready, h) > 0]
            # O20.3.2, 10.3.2: Actions may raise an attack's FP to 1 or more
            extra = [h for h in hittable if h not in tgts and self.best_fp(ready, h) + self.action_potential(
                side, ready, h) > 0]
            options = tuple(Move("target", h) for h in hittable if h in tgts or h in extra)
            options += tuple(Move("smoke", p) for p in ready if self.smoke_hexes(side, p))  # O20.2.1
            if attacks or not tgts:  # O14.4: an attack that needs no card must be made
                options += (Move("done"),)
            move = yield Decision(side, "fire", options, msg("O20.1", "no_target"),
                                  why_not=self.in_order(lambda m, r=tuple(ready), a=attacks: self.why_not_target(
                                      side, list(r), m, a)))
            if move.kind == "done":
                return
            if move.kind == "smoke":
                yield from self.smoke_round(side, move.args[0])
                ready.remove(move.args[0])
                attacks += 1
                if st.over:
                    return
                continue
            fired = yield from self.fire_at(side, ready, move.args[0])
            for p in fired:
                ready.remove(p)
            if fired:
                attacks += 1
            else:
                abandoned.add(move.args[0])
            if st.over:
                return

    def smoke_hexes(self, side: str, piece: str) -> list[str]:
        """O20.2.1: where a Weapon marked Smoke may fire Smoke: Ordnance at any hex in Range and
        LOS (minimum range kept), other Weapons at a target hex (enemy units); never Water or
        Blaze (T94)."""
        st = self.state
        w = st.weapons.get(piece)
        if w is None or not w.type.smoke or not self.piece_can_fire(piece):
            return []
        unit = self.piece_unit(piece)
        _, rng, min_rng = self.piece_stats(piece)
        chart = self.board.chart
        out = []
        for h in self.grid.ids:
            d = self.grid.distance(unit.hex, h)
            if d < max(1, min_rng) or d > rng or h in st.blaze:
                continue
            if chart.terrain[self.board.hexes[h].effective_terrain].has("water"):
                continue
            if not w.type.ordnance and not st.enemy_in(h, side):
                continue
            if self.line(unit.hex, h)[0] != "blocked":
                out.append(h)
        return out

    def smoke_round(self, side: str, piece: str):
        """O20.2.1: Smoke announced before the Targeting roll; on a hit (Ordnance) or at once
        (other Weapons) one random Smoke marker is placed instead of a Fire Attack."""
        st = self.state
        hexes = self.smoke_hexes(side, piece)
        move = yield Decision(side, "smoke_target", tuple(Move("smoke_at", h) for h in hexes),
                              msg("O20.2.1", "smoke_rounds"), why_not=self.in_order())
        hex_id = move.args[0]
        unit = self.piece_unit(piece)
        if self.piece_ordnance(piece):
            _, hind = self.line(unit.hex, hex_id)
            rng = self.grid.distance(unit.hex, hex_id)
            t = yield from self.roll(side, "Targeting {0} (Smoke)", subject=hex_id)
            hit = t.product - hind > rng  # O20.2.3
            self.emit("targeting", msg("O20.2.3", "targeting", target=hex_id, product=t.product, hindrance=hind,
                                       range=rng, result="hit" if hit else "miss"))
            if not hit or st.over:
                return
        self.place_smoke(hex_id, "O20.2.1")

    def why_not_target(self, side: str, ready: list[str], move: Move, attacks: int):
        """O20.3, O20.1, O20.2.2, O20.3.2, O14.4: why a hex cannot be fired at."""
        st = self.state
        if move.kind == "done":
            return msg("O14.4", "fire_must_attack")
        if move.kind != "target" or not move.args:
            return None
        hex_id = move.args[0]
        if hex_id not in self.grid or not st.enemy_in(hex_id, side):
            return msg("O20.3", "no_enemy_in_target", target=hex_id)
        hittable = [p for p in ready if self.can_hit(p, hex_id)]
        if hittable:
            hind = max(self.line(self.piece_unit(p).hex, hex_id)[1] for p in hittable)
            return msg("O20.3.2", "fp_too_low", fp=self.best_fp(ready, hex_id), hindrance=hind)
        for p in ready:
            if self.piece_can_fire(p):
                u = self.piece_unit(p)
                _, _, min_rng = self.piece_stats(p)
                d = self.grid.distance(u.hex, hex_id)
                if d < min_rng:
                    return msg("O20.2.2", "under_min_range", target=hex_id, range=d, min=min_rng)
        return msg("O20.1", "no_target")

    def best_fp(self, pieces: list[str], target: str) -> int:
        """The best FP a piece firing alone has against ``target``: exactly what its attack
        would have (Hindrance O20.3.2, height T88.2), so a target offered can be attacked."""
        best: int | None = None
        for p in pieces:
            if self.can_hit(p, target):
                fp = self.group_fp([p], target)
                best = fp if best is None else max(best, fp)
        return 0 if best is None else best

    def group_hindrance(self, group: list[str], target: str) -> int:
        """O20.3.2: the largest Hindrance on the LOS of any non-Ordnance piece, applied once."""
        return max((self.line(self.piece_unit(p).hex, target)[1] for p in group if not self.piece_ordnance(p)),
                   default=0)

    def height_modifier(self, group: list[str], target: str) -> int:
        """T88.2: +1 if at least one piece fires down at a lower target hex; -1 if every piece
        fires up at a higher one (once per attack)."""
        level = self.state.board.level
        if any(level(self.piece_unit(p).hex) > level(target) for p in group):
            return 1
        if all(level(self.piece_unit(p).hex) < level(target) for p in group):
            return -1
        return 0

    def group_fp(self, group: list[str], target: str) -> int:
        """O20.3.1.2: X (the best piece) + 1 per other piece; minus the largest Hindrance of a
        non-Ordnance piece (O20.3.2); T88.2 height."""
        return self.attack_fp(group, [target])

    def attack_fp(self, group: list[str], targets: list[str]) -> int:
        """The FP of an attack on one hex, or on the two hexes of a Spray Fire (A40, ambiguity
        16 of 03: the largest Hindrance of any line checked, and the less favourable height
        modifier of the two hexes)."""
        x = max(self.piece_stats(p)[0] for p in group)
        hind = max(self.group_hindrance(group, t) for t in targets)
        height = min(self.height_modifier(group, t) for t in targets)
        return x + len(group) - 1 - hind + height

    def group_candidates(self, group: list[str], ready: list[str], target: str, op_fire: bool) -> list[str]:
        """O20.3.1: pieces that may join: target in LOS and Range, Ordnance always alone
        (O20.3.1.1), hexes forming a chain of adjacent hexes."""
        hexes = {self.piece_unit(p).hex for p in group}
        return [p for p in ready if p not in group and self.can_hit(p, target, op_fire)
                and self.wire_group_ok(group, p)  # F106.3 (fortifications.py)
                and not (group and (self.piece_ordnance(p) or any(self.piece_ordnance(g) for g in group)))
                and (not group or self.piece_unit(p).hex in hexes
                     or any(self.grid.distance(self.piece_unit(p).hex, h) == 1 for h in hexes))]

    def why_not_group(self, side: str, group: list[str], ready: list[str], target: str, op_fire: bool,
                      bonus: int, move: Move, played: tuple[str, ...] = (), spray: str | None = None):
        if move.kind == "fire":
            if not group:
                return msg("O20.3", "no_piece_chosen")
            targets = [target] + ([spray] if spray else [])
            return msg("O20.3.2", "fp_too_low", fp=self.attack_fp(group, targets) + bonus,
                       hindrance=max(self.group_hindrance(group, t) for t in targets))
        if move.kind == "action" and len(move.args) >= 2:
            refusal = self.action_refusal(side, move)
            if refusal is None or refusal.code != "action_not_playable" or move.args[1] != "spray_fire" or not group:
                return refusal
            return self.why_not_spray(group, target, op_fire, played)
        if move.kind != "with" or not move.args:
            return None
        p = move.args[0]
        if p not in ready:
            return msg("O20.3", "piece_not_ready", piece=p)
        if group and (self.piece_ordnance(p) or any(self.piece_ordnance(g) for g in group)):
            return msg("O20.3.1.1", "ordnance_alone", piece=p)
        if not self.can_hit(p, target, op_fire):
            if op_fire and self.piece_ordnance(p):
                return msg("A33.3", "ordnance_alone", piece=p)
            u = self.piece_unit(p)
            _, rng, min_rng = self.piece_stats(p)
            d = self.grid.distance(u.hex, target)
            if d > rng:
                return msg("O20.3.1", "out_of_range", target=target, range=d, max=rng)
            if d < min_rng:
                return msg("O20.2.2", "under_min_range", target=target, range=d, min=min_rng)
            if self.line(u.hex, target)[0] == "blocked":
                return msg("O20.3.1", "no_los", origin=u.hex, target=target)
            return msg("11.1", "piece_cannot_fire", piece=p)
        if spray and p in self.group_candidates(group, ready, target, op_fire):
            if not self.range_boxed(p):
                return msg("A40", "spray_not_boxed", piece=p)
            return msg("A40", "spray_piece", piece=p)
        return msg("O20.3.1", "not_a_chain", piece=p)

    # -- Actions played before a Fire Attack roll (A24.1: cumulative) ---------------------------
    FIRE_ACTIONS = ("bore_sighting", "crossfire", "hand_grenades", "marksmanship", "sustained_fire")
    FIRE_ACTION_FP = 2  # A27, A30, A34, A37, A41: "+2 FP to that Fire Attack"
    PRE_ROLL_ACTIONS = FIRE_ACTIONS + ("spray_fire",)  # A40 adds a hex, not FP

    def fp_bonus(self, played) -> int:
        """A24.1: +2 FP per FP Action played; Spray Fire (A40) adds none."""
        return self.FIRE_ACTION_FP * sum(1 for a in played if a in self.FIRE_ACTIONS)

    def range_boxed(self, piece: str) -> bool:
        """A40: the piece's Range is printed in a box (a unit: on the side showing)."""
        st = self.state
        if piece in st.units:
            return st.units[piece].face.range_boxed
        return st.weapons[piece].type.range_boxed

    def spray_hexes(self, group: list[str], target: str, op_fire: bool = False) -> list[str]:
        """A40: the hexes that may be the second hex of a Spray Fire on ``target``: adjacent to
        it, holding enemy units, in Range and LOS (no Obstacle) of every firing piece."""
        st = self.state
        side = self.piece_unit(group[0]).side
        return [h for h in sorted(self.grid.neighbours(target).values(), key=self.grid.index.get)
                if st.enemy_in(h, side) and all(self.can_hit(p, h, op_fire) for p in group)]

    def why_not_spray(self, group: list[str], target: str, op_fire: bool, played) -> RuleMessage | None:
        """A40: why Spray Fire cannot be played on this attack (None: it can)."""
        if "spray_fire" in played:
            return msg("A40", "spray_once")
        for p in group:
            if self.piece_ordnance(p) or not self.range_boxed(p):
                return msg("A40", "spray_not_boxed", piece=p)
        if not self.spray_hexes(group, target, op_fire):
            return msg("A40", "spray_no_hex", hex=target)
        return None

    def fire_action_ok(self, side: str, card: int, group: list[str], targets: list[str] | str,
                       played=(), op_fire: bool = False) -> bool:
        """May this card's Action be played before the Fire Attack roll of ``group`` on
        ``targets`` (the hex fired at, and the Spray Fire hex if any)?"""
        st = self.state
        targets = [targets] if isinstance(targets, str) else list(targets)
        c = st.players[side].cards[card]
        action = c.action
        if action == "hand_grenades":  # A34: a firing piece is adjacent to a target hex
            return any(self.grid.distance(self.piece_unit(p).hex, t) == 1 for p in group for t in targets)
        if action == "sustained_fire":  # A41: a Mortar or Machine Gun fires
            return any(p in st.weapons and (st.weapons[p].type.is_mortar or st.weapons[p].type.is_machine_gun)
                       for p in group)
        if action == "crossfire":  # A30: a Moving unit is fired at
            return any(u.id in st.moving for t in targets for u in st.units_in(t, other(side)))
        if action == "marksmanship":  # A37: a Squad or Team of the card's nationality fires
            return c.marksman_nation == self.scenario.side(side).nation.id and any(
                p in st.units and st.units[p].kind in ("squad", "team") for p in group)
        if action == "bore_sighting":  # A27: Defender only; a Weapon with printed FP >= 5 fires
            return st.players[side].posture == "defender" and any(
                p in st.weapons and st.weapons[p].type.fp >= 5 for p in group)
        if action == "spray_fire":  # A40
            return len(targets) == 1 and self.why_not_spray(group, targets[0], op_fire, played) is None
        return False

    def action_potential(self, side: str, pieces: list[str], target: str) -> int:
        """The FP the firing player's hand could add to an attack on ``target`` by ``pieces``
        (A24.1: Fire Actions are cumulative)."""
        player = self.state.players[side]
        group = [p for p in pieces if self.can_hit(p, target) and not self.piece_ordnance(p)]
        if not group:
            return 0
        return self.FIRE_ACTION_FP * sum(1 for c in player.hand if player.cards[c].action in self.FIRE_ACTIONS
                                         and self.fire_action_ok(side, c, group, [target]))

    def fire_action_moves(self, side: str, group: list[str], targets: list[str] | str, played=(),
                          op_fire: bool = False) -> list[Move]:
        player = self.state.players[side]
        return [Move("action", c, player.cards[c].action) for c in sorted(player.hand)
                if player.cards[c].action in self.PRE_ROLL_ACTIONS
                and self.fire_action_ok(side, c, group, targets, played, op_fire)]

    def fire_at(self, side: str, ready: list[str], target: str, op_fire: bool = False):
        """Form a Fire Group against ``target`` one piece at a time (O20.3.1), play Actions
        before the roll (A24.1; Spray Fire adds a second hex, A40), then attack.  Returns the
        pieces that fired."""
        group: list[str] = []
        played: list[str] = []
        spray: str | None = None
        while True:
            targets = [target] + ([spray] if spray else [])
            ordnance = bool(group) and self.piece_ordnance(group[0])
            bonus = self.fp_bonus(played)
            cands = self.group_candidates(group, ready, target, op_fire)
            if spray:  # A40: every firing piece has boxed Range and reaches both hexes
                cands = [p for p in cands if self.range_boxed(p) and not self.piece_ordnance(p)
                         and self.can_hit(p, spray, op_fire)]
            options = [Move("with", p) for p in cands]
            if group and (ordnance or self.attack_fp(group, targets) + bonus > 0):  # O20.3.2, 10.3.2
                options.append(Move("fire"))
            if group and not ordnance:  # Ordnance: after its Targeting hit
                options += self.fire_action_moves(side, group, targets, played, op_fire)
            if not any(m.kind in ("with", "fire") for m in options):
                options.append(Move("abandon"))
            move = yield Decision(side, "group", tuple(options), msg("O20.3.1", "fp_too_low", fp=0, hindrance=0,
                                                                     hex=target, group=",".join(group)),
                                  info={"hex": target, "targets": tuple(targets), "group": tuple(group)},
                                  why_not=self.in_order(lambda m, g=tuple(group), b=bonus, pl=tuple(played), sp=spray:
                                                        self.why_not_group(side, list(g), ready, target, op_fire, b, m,
                                                                           played=pl, spray=sp)))
            if move.kind == "with":
                group.append(move.args[0])
                continue
            if move.kind == "action":
                self.play_action(side, move.args[0], move.args[1])
                played.append(move.args[1])
                if move.args[1] == "spray_fire":
                    spray = yield from self.choose_spray_hex(side, group, target, op_fire)
                continue
            if move.kind == "abandon":
                return []  # no attack: the pieces have not fired (O20.3.2)
            break
        yield from self.attack(side, group, target, played, spray=spray)
        return group

    def choose_spray_hex(self, side: str, group: list[str], target: str, op_fire: bool):
        """A40: the firing player picks the second hex (no question if only one qualifies)."""
        hexes = self.spray_hexes(group, target, op_fire)
        if len(hexes) == 1:
            return hexes[0]
        move = yield Decision(side, "spray_hex", tuple(Move("spray", h) for h in hexes),
                              msg("A40", "spray_hex", hex=target),
                              why_not=self.in_order(lambda m: msg("A40", "spray_no_hex", hex=target)))
        return move.args[0]

    def attack(self, side: str, group: list[str], target: str, played: list[str] | None = None,
               spray: str | None = None):
        st = self.state
        played = list(played or [])
        targets = [target] + ([spray] if spray else [])
        fp = self.attack_fp(group, targets)
        if len(group) == 1 and self.piece_ordnance(group[0]):  # O20.2.3: Targeting Roll first
            u = self.piece_unit(group[0])
            _, hind = self.line(u.hex, target)
            rng = self.grid.distance(u.hex, target)
            t = yield from self.roll(side, "Targeting {0}", subject=target)
            hit = t.product - hind > rng
            self.emit("targeting", msg("O20.2.3", "targeting", target=target, product=t.product, hindrance=hind,
                                       range=rng, result="hit" if hit else "miss"))
            if not hit:
                return
            # the Attack ignores the Hindrance after a hit (group_fp counts none for Ordnance)
            while True:  # A24.1: Actions before the Fire Attack roll
                options = self.fire_action_moves(side, group, targets, played)
                if not options:
                    break
                move = yield Decision(side, "fire_actions", tuple([Move("roll")] + options),
                                      msg("A24.1", "fire_actions"),
                                      why_not=self.in_order(lambda m: self.action_refusal(side, m)))
                if move.kind == "roll":
                    break
                self.play_action(side, move.args[0], move.args[1])
                played.append(move.args[1])
        fp += self.fp_bonus(played)
        defenders = [u.id for t in targets for u in st.units_in(t, other(side))]
        r = yield from self.roll(side, "Fire Attack on {0}", fire_attack=True, subject=target)
        if r.trigger == "jammed":  # 1.9.1.2, O20.3.3.1
            for p in group:
                if p in st.weapons and st.weapons[p].location == "unit":
                    self.break_weapon(st.weapons[p], "O20.3.3.1")
        if r.d1 == r.d2:  # A41: doubles break one firing Mortar or MG per Sustained Fire
            for _ in range(played.count("sustained_fire")):
                guns = [p for p in group if p in st.weapons and st.weapons[p].location == "unit"
                        and (st.weapons[p].type.is_mortar or st.weapons[p].type.is_machine_gun)]
                if not guns:
                    break
                pick = guns[0]
                if len(guns) > 1:
                    move = yield Decision(side, "malfunction", tuple(Move("break", p) for p in guns),
                                          msg("A41", "weapon_broken", weapon="?"), why_not=self.in_order())
                    pick = move.args[0]
                self.break_weapon(st.weapons[pick], "A41")
        mortar = any(p in st.weapons and st.weapons[p].type.is_mortar for p in group)
        total = fp + r.total + (self.airburst(target) if mortar else 0)  # T99
        self.emit("attack", msg("O20.3.3", "attack", target="+".join(targets), fp=fp, roll=r.total, total=total))
        flame = [p for p in group if p in st.weapons and st.weapons[p].type.zero_cover]
        for p in group:
            w = st.weapons.get(p)
            if w and w.type.single_use and w.location == "unit":
                self.destroy_weapon(w, "11.6", to_casualty=False)
        cover_bonus = self.cover_vs_mortar if mortar else None  # F102-F105
        if not mortar:  # T87, T97: Hedge / Wall cover when the fire entered the target hex across it
            crossed = self.hexside_cover(group, targets)
            if any(crossed.values()):
                cover_bonus = lambda u, c=crossed: (max(0, c[u.hex] - self.state.cover(u.hex))  # noqa: E731
                                                    if c.get(u.hex, 0) > 0 else 0)
        if flame:  # 11.6: a Flamethrower or Molotov sets the target's Cover to 0, whatever else
            self.emit("zero_cover", msg("11.6", "zero_cover", weapon=flame[0]))
            cover_bonus = self.no_cover
        yield from self.defend(other(side), defenders, total, "O20.3.4", cover_bonus=cover_bonus, hexes=targets)

    def hexside_cover(self, group: list[str], targets: list[str]) -> dict[str, int]:
        """T78.3, T87, T97: per target hex, the best Cover of a Hedge or Wall on its hexsides
        that the line of fire of any firing piece crosses as it enters the hex (ambiguity 11 of
        05: any piece; through a corner, both hexsides).  It replaces the hex's Cover when
        better (T78.3); a Road's -1 (T93) does not apply to it (ambiguity 12 of 05)."""
        chart = self.board.chart
        out: dict[str, int] = {}
        markers = self.markers()
        for t in targets:
            best = 0
            for p in group:
                u = self.piece_unit(p)
                if u is None or u.hex is None or u.hex == t:
                    continue
                for feature in self.board.los(u.hex, t, markers).target_hexsides:
                    c = chart.hexsides[feature].cover
                    if isinstance(c, int):
                        best = max(best, c)
            out[t] = best
        return out

    def no_cover(self, unit: Unit) -> int:
        """11.6: the bonus that brings the unit's Cover (T78.3, Roads included) to 0."""
        return -self.state.cover(unit.hex)

    def defend(self, side: str, unit_ids: list[str], total: int, rule: str, cover_bonus=None,
               hexes: list[str] | None = None):
        """O20.3.4: one Fire Defense Roll per unit in the hex at the Attack Roll, in the
        defender's order; Morale taken at each roll.  ``cover_bonus(unit)`` adds to Morale
        (O18.2.3.2: a Fortification's Cover against artillery).  ``hexes``: the hexes attacked
        (two for a Spray Fire, A40).  Before each roll the defender may play Concealment (A29);
        a Squad about to break may take Light Wounds (A36)."""
        st = self.state
        todo = list(unit_ids)
        if hexes is None:
            hexes = sorted({st.units[i].hex for i in unit_ids if st.units[i].location == ON_MAP},
                           key=self.grid.index.get)
        yield from self.hidden_defense_window(side, unit_ids, rule)  # A35.1, A35.3 first (fortifications.py)
        reduction = 0  # A29: Concealment lowers the Attack Total of the rolls still to be made
        while todo:
            todo = [i for i in todo if st.units[i].location == ON_MAP]
            if not todo:
                return
            if len(todo) == 1:
                uid = todo[0]
            else:
                move = yield Decision(side, "defend", tuple(Move("defend", i) for i in sorted(todo)),
                                      msg(rule, "defense", unit="?", morale=0, roll=0, total=0,
                                          attack=total - reduction),
                                      why_not=self.in_order())
                uid = move.args[0]
            todo.remove(uid)
            unit = st.units[uid]
            reduction += yield from self.concealment_window(side, unit, hexes, total - reduction, cover_bonus)
            attack = total - reduction
            before = st.morale(unit) + (cover_bonus(unit) if cover_bonus else 0)
            r = yield from self.roll(side, "Fire Defense: {0}", subject=uid)
            targets = [unit]
            if unit.location != ON_MAP:
                # E52.2: a Squad that Deployed while its roll's trigger was resolved: the pending
                # result applies to both Teams equally (its Defense Total is the Squad's)
                targets = [st.units[t] for t in (f"{uid}-a", f"{uid}-b")
                           if t in st.units and st.units[t].location == ON_MAP]
                if not targets:
                    continue
                morale = before
            else:
                morale = st.morale(unit) + (cover_bonus(unit) if cover_bonus else 0)
            d = morale + r.total
            self.emit("defense", msg(rule, "defense", unit=uid, morale=morale, roll=r.total, total=d, attack=attack))
            for target in targets:
                if d < attack or (d == attack and uid in st.moving):
                    yield from self.break_with_wounds(target, rule)
                elif d == attack:
                    self.suppress(target, rule)

    # -- A29 Concealment -------------------------------------------------------------------------
    def concealment_covers(self, side: str, hexes: list[str], cover_bonus=None) -> dict[str, int]:
        """A29: the Cover of each attacked hex that holds ``side``'s units, with every modifier
        of this attack (Roads T93, Fortifications against Mortars F102, 11.6 Flamethrowers);
        only a Cover of 1 or more can be subtracted."""
        st = self.state
        out: dict[str, int] = {}
        for h in hexes:
            units = st.units_in(h, side)
            if not units:
                continue
            cover = st.cover(h) + (cover_bonus(units[0]) if cover_bonus else 0)
            if cover >= 1:
                out[h] = cover
        return out

    def concealment_window(self, side: str, unit: Unit, hexes: list[str], attack: int, cover_bonus=None):
        """A29: before ``unit``'s Defense roll (the Attack Total is known) its owner may play
        Concealment cards, each subtracting the attacked hex's Cover (with Spray Fire, the Cover
        of either hex, his choice) from the Attack Total of this roll and of the rolls still to
        come (ambiguity 5 of 03).  Offered if he asked for the window and a hex has Cover 1 or
        more (public), whatever his hand holds.  Returns the reduction."""
        reduction = 0
        while "concealment" in self.prefs[side]:
            covers = self.concealment_covers(side, hexes, cover_bonus)
            if not covers:
                break
            options = (Move("decline"),) + tuple(Move("action", c, "concealment")
                                                 for c in self.action_cards(side, "concealment"))
            move = yield Decision(side, "concealment", options,
                                  msg("A29", "concealment_window", unit=unit.id, attack=attack - reduction,
                                      hex=unit.hex or (hexes[0] if hexes else "?")),
                                  window=True, why_not=self.in_order(lambda m: self.action_refusal(side, m)))
            if move.kind == "decline":
                break
            self.play_action(side, move.args[0], "concealment")
            if len(covers) == 1:
                hex_id = next(iter(covers))
            else:
                move = yield Decision(side, "concealment_hex", tuple(Move("cover", h) for h in covers),
                                      msg("A29", "concealment_hex"), why_not=self.in_order(
                                          lambda m: msg("A29", "no_cover_to_subtract", hex=m.args[0] if m.args else "?",
                                                        cover=0)))
                hex_id = move.args[0]
            reduction += covers[hex_id]
            self.emit("concealment", msg("A29", "concealment", cover=covers[hex_id], hex=hex_id,
                                         total=attack - reduction))
        return reduction

    # -- A36 Light Wounds ------------------------------------------------------------------------
    def light_wounds_team(self, unit: Unit) -> UnitType | None:
        """A36: the Team of the Squad's quality (its ``deploys_to`` type) if a counter of it is
        left (ambiguity 11 of 03: none left, no Light Wounds); None if not a Squad on the map."""
        st = self.state
        if unit.kind != "squad" or unit.location != ON_MAP or not unit.type.deploys_to:
            return None
        team = self.scenario.side(unit.side).nation.units.get(unit.type.deploys_to)
        if team is None:
            return None
        if team.counters is not None and sum(
                1 for u in st.units.values() if u.type.id == team.id and u.location != REMOVED) >= team.counters:
            return None
        return team

    def break_with_wounds(self, unit: Unit, rule: str):
        """3.2.1 / 3.2.4, with the A36 window: the owner of a Squad about to break (broken or
        not) may play Light Wounds instead.  Offered if he asked for the window and a Team
        counter of that quality is left (public), whatever his hand holds."""
        side = unit.side
        if "light_wounds" in self.prefs[side] and self.light_wounds_team(unit) is not None:
            options = (Move("decline"),) + tuple(Move("action", c, "light_wounds")
                                                 for c in self.action_cards(side, "light_wounds"))
            move = yield Decision(side, "light_wounds", options, msg("A36", "light_wounds_window", unit=unit.id,
                                                                     hex=unit.hex or "?"),
                                  window=True, why_not=self.in_order(lambda m: self.action_refusal(side, m)))
            if move.kind == "action":
                self.play_action(side, move.args[0], "light_wounds")
                self.light_wounds(unit)
                return
        self.break_unit(unit, rule)

    def light_wounds(self, squad: Unit) -> Unit:
        """A36: the owner loses 1 VP; the Squad goes back to the counter box (no VP, not a
        casualty) and a Team of its quality takes its place, broken if the Squad was, with its
        Weapon, Suppressed and Veteran markers and its activation status (Order, Move, Op Fire,
        Advance)."""
        st = self.state
        team_type = self.light_wounds_team(squad)
        tid = f"{squad.id}-w"
        team = Unit(tid, squad.side, team_type, location=ON_MAP, hex=squad.hex, broken=squad.broken,
                    suppressed=squad.suppressed, veteran=squad.veteran, weapon=squad.weapon)
        squad.location, squad.hex, squad.weapon = REMOVED, None, None
        squad.suppressed = squad.veteran = False
        st.units[tid] = team
        for ids in (st.activated_units, st.moving, getattr(self, "op_fire_units", set()),
                    getattr(self, "op_fire_used", set()), getattr(self, "advanced", set())):
            if squad.id in ids:
                ids.add(tid)
        self.award(squad.side, -1, f"A36 {squad.id}")
        self.emit("light_wounds", msg("A36", "light_wounds", unit=squad.id, team=tid))
        self.update_objectives()
        return team

    def op_fire_window(self, mover_side: str, hex_id: str, movers: list[str] | None = None):
        """A33, O21.5: after each hex entered, the inactive player may Op Fire at it (one attack
        per expenditure).  The window is offered if the player asked for Op Fire windows and one
        of his units could fire at the hex (public information), whatever his hand holds."""
        st = self.state
        side = other(mover_side)
        if "op_fire" not in self.prefs[side] or not st.enemy_in(hex_id, side):
            return
        if self.op_fire_barred(hex_id):  # F105.2 (fortifications.py)
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
        # the prompt names the hex and the (first) unit that entered it (the window shows them)
        about = {"hex": hex_id, **({"unit": movers[0], "units": ",".join(movers)} if movers else {})}
        move = yield Decision(side, "react", tuple(options), msg("A33.2", "no_target", **about), window=True,
                              info=dict(about),
                              why_not=self.in_order(lambda m: self.why_not_react(side, m)))
        if move.kind == "decline":
            return
        while move.kind == "action":
            self.play_action(side, move.args[0], "fire")
            units = yield from self.activate(
                side, "fire", lambda u: u.id not in self.op_fire_used and self.activation_has_target(u, hex_id, True),
                extra_ok=lambda u: u.id not in self.op_fire_used, why_order="op_fire",
                done_ok=lambda us: any(self.targets(self.pieces(u), side, True, hex_id) for u in us))
            for u in units:
                st.activated_units.discard(u.id)  # Op Fire does not use up the unit's activation
                self.op_fire_units.add(u.id)
                self.op_fire_used.add(u.id)  # A33.3: once per Turn
            ready = [p for uid in sorted(self.op_fire_units) for p in self.pieces(st.units[uid])
                     if st.units[uid].location == ON_MAP]
            # A24.1, ambiguity 7 of 03: more Fire Actions may activate more units at this same
            # expenditure; all of them still make one Fire Attack (A33.3 exception 3)
            more = [c for c in sorted(player.hand) if player.cards[c].order == "fire"]
            if not more or not any(u.id not in st.activated_units and u.id not in self.op_fire_used
                                   and self.activation_has_target(u, only=hex_id, op_fire=True)
                                   for u in st.on_map(side)):
                break
            move = yield Decision(side, "react_more", (Move("op_fire"), *(Move("action", c, "fire") for c in more)),
                                  msg("A33.2", "no_target", **about), info=dict(about),
                                  why_not=self.in_order(lambda m: self.why_not_react(side, m)))
        if any(self.can_hit(p, hex_id, op_fire=True) for p in ready):
            yield from self.fire_at(side, ready, hex_id, op_fire=True)

    def why_not_react(self, side: str, move: Move):
        st = self.state
        if move.kind == "op_fire":
            return msg("A33.3", "no_op_fire_units")
        if move.kind == "action":
            card = move.args[0] if move.args else None
            player = st.players[side]
            if card not in player.hand:
                return msg("1.5", "card_not_in_hand", card=card, player=side)
            if player.cards[card].action != "fire":
                return msg("A33.1", "card_not_action", action="fire")
            return msg("A33.3", "no_eligible_units", order="op_fire")
        return None

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
            move = yield Decision(side, "rally", tuple(Move("rally", i) for i in todo), msg("O22.3", "unit_rallied", unit="?"),
                                  why_not=self.in_order(lambda m: msg("O22.2", "no_rally_roll", unit=m.args[0] if m.args else "?")))
            uid = move.args[0]
            todo.remove(uid)
            unit = st.units[uid]
            r = yield from self.roll(side, "Rally: {0}", subject=uid)
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
        move = yield Decision(side, "rout_player", options, msg("O23.1", "player_already_activated", player="?"),
                              why_not=self.in_order(lambda m: msg("O23.1", "player_already_activated",
                                                                  player=m.args[0] if m.args else "?")))
        target = move.args[0]
        st.activated_players.add(target)
        todo = sorted(u.id for u in st.on_map(target) if u.broken)  # snapshot (O23.2)
        while todo:
            todo = [i for i in todo if st.units[i].location == ON_MAP]
            if not todo:
                break
            move = yield Decision(side, "rout_roll", tuple(Move("rout_roll", i) for i in todo),
                                  msg("O23.2", "unit_retreats", unit="?", hex="?"),
                                  why_not=self.in_order(lambda m: msg("O23.2", "no_rout_roll",
                                                                      unit=m.args[0] if m.args else "?")))
            uid = move.args[0]
            todo.remove(uid)
            unit = st.units[uid]
            morale = st.morale(unit)  # locked when revealed
            r = yield from self.roll(side, "Rout: {0}", subject=uid)
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
                                  msg("O23.3", "unit_retreats", unit=unit.id, hex="?"),
                                  why_not=self.in_order(lambda m, u=unit: msg(
                                      "O23.3", "retreat_not_closer", unit=u.id, hex=m.args[-1] if m.args else "?")))
            origin = unit.hex
            unit.hex = move.args[1]
            self.emit("unit_retreats", msg("O23.3", "unit_retreats", unit=unit.id, hex=unit.hex))
            self.update_objectives()
            yield from self.after_step([unit], origin, unit.hex, "retreat")  # O23.3.4: Mines attack

    # ------------------------------------------------------------------------------------------
    # O17 Artillery Denied, O18 Artillery Request
    # ------------------------------------------------------------------------------------------
    def spotters(self, side: str) -> list[Unit]:
        """O18.2: unbroken Leaders not activated this Turn (a suppressed one qualifies)."""
        st = self.state
        return [u for u in st.on_map(side) if u.is_leader and not u.broken and u.id not in st.activated_units]

    def radio_smoke(self, side: str) -> bool:
        """O18.2.1.1: a Radio marked "Smoke" (the nation's Radio type says so)."""
        radio = self.state.players[side].radio
        rtype = self.scenario.side(side).nation.radios.get(radio.type_id) if radio else None
        return bool(rtype and rtype.smoke)

    def order_artillery_denied(self, side: str):
        """O17: the opponent's unbroken Radio breaks; a broken one is removed from the game (not
        to the Casualty Track).  Nothing is activated."""
        opponent = self.state.players[other(side)]
        radio = opponent.radio
        if not radio.broken:
            radio.broken = True
            self.emit("radio", msg("O17", "radio_broken", player=opponent.side))
        else:
            opponent.radio = None
            self.emit("radio", msg("O17", "radio_eliminated", player=opponent.side))
        return
        yield  # a procedure (generator) that asks nothing

    def order_artillery_request(self, side: str):
        """O18: Battery Access (O18.1) with a broken Radio, else Fire for Effect (O18.2)."""
        st = self.state
        radio = st.players[side].radio
        if radio.broken:  # O18.1: nothing is activated
            radio.broken = False
            self.emit("radio", msg("O18.1", "radio_repaired", player=side))
            return
        # O18.2: one unbroken Leader, and no one else, is the Spotter
        options = tuple(Move("activate", u.id) for u in sorted(self.spotters(side), key=lambda u: u.id))
        move = yield Decision(side, "activate", options, msg("O18.2", "no_eligible_units", order="artillery_request"),
                              why_not=self.in_order(lambda m: msg("O18.2", "spotter_not_eligible",
                                                                  unit=m.args[0] if m.args else "?")))
        spotter = st.units[move.args[0]]
        st.activated_units.add(spotter.id)
        # O18.2.1 Spotting: any hex in the Spotter's LOS (his own hex included, ambiguity 15)
        hexes = [h for h in self.grid.index if h == spotter.hex or self.line(spotter.hex, h)[0] != "blocked"]
        move = yield Decision(side, "spot", tuple(Move("spot", h) for h in hexes),
                              msg("O18.2.1", "spotting", hex="?"),
                              why_not=self.in_order(lambda m: msg("O18.2.1", "no_los", origin=spotter.hex,
                                                                  target=m.args[0] if m.args else "?")))
        sr = move.args[0]
        self.emit("artillery", msg("O18.2.1", "spotting", hex=sr))
        smoke = False
        if self.radio_smoke(side):  # O18.2.1.1: declared now, before Accuracy
            move = yield Decision(side, "rounds", (Move("barrage"), Move("smoke")),
                                  msg("O18.2.1.1", "smoke_rounds"), why_not=self.in_order())
            smoke = move.kind == "smoke"
        # O18.2.2 Accuracy: a Targeting Roll over the range, less the largest Hindrance
        rng = self.grid.distance(spotter.hex, sr)
        hind = self.line(spotter.hex, sr)[1] if rng else 0
        t = yield from self.roll(side, "Accuracy at {0}", subject=sr)
        hit = t.product - hind > rng
        self.emit("targeting", msg("O18.2.2", "targeting", target=sr, product=t.product, hindrance=hind, range=rng,
                                   result="hit" if hit else "miss"))
        # O18.2.2.1/2: the drift card is revealed, not rolled: no Trigger, no re-roll
        card, last = self.reveal(side)
        white, coloured = card.dice
        final = self.movement_graph.drift(sr, white, coloured, hit=hit)
        if last:
            yield from self.time_advance(side)  # 6.1.2: the last card of the draw pile
        if final is None:  # O18.2.2.3: off the map, even for a moment
            self.emit("artillery", msg("O18.2.2.3", "barrage_off_map", hex=sr))
            return
        self.emit("artillery", msg("O18.2.2", "barrage_lands", hex=final, white=white, coloured=coloured))
        area = [final] + list(self.grid.neighbours(final).values())  # O18.2.3
        if smoke:  # O18.2.3.1
            for h in area:
                self.place_smoke(h, "O18.2.3.1")
            return
        # O18.2.3.2: only hexes with a unit or a Fortification get an Impact Roll, once each
        todo = [h for h in area if st.units_in(h) or h in st.fortifications]
        while todo:
            if len(todo) == 1:
                hex_id = todo[0]
            else:
                move = yield Decision(side, "impact", tuple(Move("impact", h) for h in todo),
                                      msg("O18.2.3", "impact", hex="?"), why_not=self.in_order())
                hex_id = move.args[0]
            todo.remove(hex_id)
            defenders = {s: [u.id for u in st.units_in(hex_id, s)] for s in (other(side), side)}
            r = yield from self.roll(side, "Artillery Impact in {0}", subject=hex_id)  # Jammed! ignored: not a Weapon
            total = radio.fp + r.total + self.airburst(hex_id)
            self.emit("attack", msg("O18.2.3.2", "attack", target=hex_id, fp=radio.fp, roll=r.total, total=total))
            # O18.2.3.3: an Impact roll exactly equal to the Vulnerability number for the Radio's FP
            # destroys the hex's Fortification before any Defense roll
            if hex_id in st.fortifications and r.total == self.board.chart.vulnerability.get(radio.fp):
                fort = st.fortifications.pop(hex_id)
                self.emit("fortification", msg("O18.2.3.3", "fortification_destroyed", fortification=fort,
                                               hex=hex_id))
            for owner, ids in defenders.items():  # each owner rolls for his own units
                yield from self.defend(owner, ids, total, "O18.2.3.2", cover_bonus=self.cover_vs_mortar)

    def airburst(self, hex_id: str) -> int:
        """T99: a Mortar or Artillery attack on a Woods hex (terrain flag "airburst") gets +2 to its
        Fire Attack Total."""
        t = self.board.chart.terrain.get(self.board.hexes[hex_id].effective_terrain)
        return 2 if t is not None and t.has("airburst") else 0

    def cover_vs_mortar(self, unit: Unit) -> int:
        """F102-F105: a Fortification's better Cover against Mortars and Artillery, as a bonus on
        the Cover the unit uses now (0 if the Fortification's Cover is not the one used)."""
        st = self.state
        fort = st.fortifications.get(unit.hex)
        rec = self.board.chart.fortifications.get(fort, {}) if fort else {}
        fc, fa = rec.get("cover"), rec.get("cover_vs_mortar_artillery")
        if not isinstance(fc, int) or not isinstance(fa, int) or st.cover(unit.hex) != fc:
            return 0
        return fa - fc

    def place_smoke(self, hex_id: str, rule: str) -> None:
        """T94: a random Smoke marker from the pool not in play; none in Water terrain; in a hex
        that has Smoke the higher marker stays."""
        st = self.state
        smoke = self.board.chart.markers.get("smoke", {})
        terrain = self.board.hexes[hex_id].effective_terrain
        if terrain in smoke.get("forbidden_in", ()):
            return
        pool = list(smoke_pool())
        for v in st.smoke.values():
            if v in pool:
                pool.remove(v)
        if not pool:
            return
        value = self.rng.choice(pool)
        st.smoke[hex_id] = max(value, st.smoke.get(hex_id, 0))
        self.emit("smoke", msg(rule, "smoke_placed", hex=hex_id, value=st.smoke[hex_id]))

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
                              msg("E60", "unit_suppressed", unit="?"), why_not=self.in_order())
        self.suppress(st.units[move.args[0]], "E60")


Orders.ORDER_PROCEDURES = {
    "move": Orders.order_move, "fire": Orders.order_fire, "advance": Orders.order_advance,
    "recover": Orders.order_recover, "rout": Orders.order_rout,
    "artillery_denied": Orders.order_artillery_denied, "artillery_request": Orders.order_artillery_request,
}
