"""Fortifications F100-F106 and the Hidden Actions A35 that place them, as procedures.

* Placement (F100.3, 8.1.3): one Fortification per hex (the first stays), never in a Water hex
  nor in a Blaze hex (8.1.5; the Events that place a Blaze remove the hex's Fortification);
  :meth:`Fortifications.can_place_fortification`.  The scenario's Fortifications are placed in
  set-up (F100.1, :meth:`setup_fortifications`): in the hexes the scenario names, else one
  decision per marker in the side's set-up zone; with a hidden set-up only their owner sees
  them until the first Turn (``GameState.setup_fortifications``, ``Game.view_for``).
* Cover (F101, F102, F104, F105) is ``GameState.cover`` (the best Cover of the hex, never
  added; the Road's -1 applies to it, T93) and ``Orders.cover_vs_mortar``; a Fortification
  gives its Cover to every unit in the hex, whoever placed it (8.1.3: never friendly or enemy).
* Trenches (F105.2): the movement graph's trench link (1 MP); :meth:`op_fire_barred` keeps the
  Op Fire window closed in the hex entered that way.
* Wire (F106): ``GameState`` applies the -1 FP / Range / Morale of the chart's
  ``occupant_modifiers``; the Move ends on entering or leaving Wire (``Orders.move_unit``, and
  ``GameState.movement_lost`` for Wire placed by A35.5 under a moving group);
  :meth:`weapon_fire_barred` and :meth:`wire_group_ok` are F106.3.
* Mines (F103): :meth:`after_step` makes the Mine Attacks of each Move, Advance and Retreat
  step, on leaving and on entering, one roll per group moving together (:meth:`mine_attack`).
* Hidden Actions (A35), the scenario Defender's only: Hidden Mines and Hidden Wire right after
  an enemy Move or Advance step (:meth:`hidden_step_window`), Hidden Entrenchments and Hidden
  Pillbox before the Defender's Defense rolls (:meth:`hidden_defense_window`), Hidden Unit after
  the opponent discards by passing (:meth:`after_pass_discard`).  Each window is offered on
  public state and the player's standing choices (``Game.prefs``, window ids ``hidden_mines``,
  ``hidden_wire``, ``hidden_entrenchments``, ``hidden_pillbox``, ``hidden_unit``), never on the
  hand's contents.  The card, its hex and its effect are public once played: every A35 effect
  happens at once (a Mine Attack, a stopped move, a Cover used by the Defense roll, a unit on
  the map), so nothing stays hidden after the card is played.
"""

from __future__ import annotations

from cc_desktop.content import load_markers
from cc_desktop.rules.core import msg
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import ENGLISH
from cc_desktop.rules.state import ON_MAP, Unit, Weapon, other

ENGLISH.update({
    "fortification_set_up": "{player} sets up {fortification} in {hex}",
    "fortification_setup_choice": "{player}: place {fortification} in the set-up zone",
    "fortification_not_placed": "{fortification} is not placed in {hex}: {reason}",
    "mine_attack": "Mine Attack in {hex} on {units}: FP {fp} + roll {roll} = {total}",
    "hidden_window": "play a Hidden Action ({actions}) in {hex}?",
    "hidden_placed": "{player} places {fortification} in {hex}",
    "hidden_hex_refused": "{action} cannot be played in {hex}: {reason}",
    "hidden_unit_window": "play Hidden Unit after {player}'s discard?",
    "hidden_unit_roll": "Support Table roll {total}: column {rolls}",
    "hidden_unit_item": "{player} takes {item} from his Support Table",
    "hidden_unit_choice": "choose a unit of the Support Table column for roll {roll}",
    "hidden_unit_hex": "choose an empty hex with Cover 1 or more in the set-up area for {unit}",
    "hidden_unit_placed": "{unit} appears in {hex}",
    "hidden_unit_none": "Hidden Unit: {reason}; no effect",
    "movement_lost": "{unit} loses all remaining MP in the Wire in {hex}",
    "trench_no_op_fire": "{hex} was entered along a Trench: no Op Fire at it",
})

#: A35: the Hidden Actions, the Fortification each places, and the window ids players choose.
HIDDEN_FORTIFICATION = {"hidden_entrenchments": "foxholes", "hidden_mines": "mines",
                        "hidden_pillbox": "pillbox", "hidden_wire": "wire"}
HIDDEN_RULE = {"hidden_entrenchments": "A35.1", "hidden_mines": "A35.2", "hidden_pillbox": "A35.3",
               "hidden_unit": "A35.4", "hidden_wire": "A35.5"}
HIDDEN_WINDOWS = ("hidden_mines", "hidden_wire", "hidden_entrenchments", "hidden_pillbox", "hidden_unit")
STEP_ACTIONS = ("hidden_mines", "hidden_wire")  # A35.2, A35.5: after a Move / Advance step
DEFENSE_ACTIONS = ("hidden_entrenchments", "hidden_pillbox")  # A35.1, A35.3: before a Defense roll


class Fortifications:
    """Mixin of :class:`~cc_desktop.rules.game.Game`: F100-F106, A35."""

    # ------------------------------------------------------------------------------------------
    # what a hex holds (F100.3, 8.1.3, 8.1.5)
    # ------------------------------------------------------------------------------------------
    def fortification_rec(self, hex_id: str) -> dict:
        """The chart's record of the hex's Fortification ({} if none)."""
        fort = self.state.fortifications.get(hex_id)
        return self.board.chart.fortifications.get(fort, {}) if fort else {}

    def is_mines(self, hex_id: str) -> bool:
        """F103: a Mines hex (the chart's Fortification with a Mine Attack)."""
        return "mine_attack_fp" in self.fortification_rec(hex_id)

    def is_wire(self, hex_id: str) -> bool:
        """F106: a Wire hex (the chart's Fortification that stops movement)."""
        return bool(self.fortification_rec(hex_id).get("stops_movement"))

    def water_hex(self, hex_id: str) -> bool:
        """F100.3: Marsh, Stream, Water Barrier (a Bridge hex is not Water, T80)."""
        return self.board.terrain(hex_id).has("water")

    def why_not_fortification(self, hex_id: str, kind: str | None = None, pool: bool = False) -> str | None:
        """F100.3, 8.1.3, 8.1.5: why no Fortification may be placed in ``hex_id`` now (None: it
        may).  ``pool``: the counter mix must still hold a ``kind`` marker."""
        st = self.state
        if hex_id not in self.grid:
            return "not on the map"
        if hex_id in st.fortifications:
            return f"it holds {st.fortifications[hex_id]}"
        if self.water_hex(hex_id):
            return "Water terrain"
        if hex_id in st.blaze:
            return "Blaze"
        if pool and kind is not None:
            used = sum(1 for f in st.fortifications.values() if f == kind)
            if used >= load_markers().fortifications.get(kind, 0):
                return f"no {kind} marker left"
        return None

    def can_place_fortification(self, hex_id: str, kind: str | None = None, pool: bool = False) -> bool:
        return self.why_not_fortification(hex_id, kind, pool) is None

    def place_fortification(self, hex_id: str, kind: str, rule: str) -> bool:
        """F100.3: place ``kind`` in ``hex_id`` unless the hex refuses it (8.1.3: the first
        Fortification stays); returns whether it was placed."""
        why = self.why_not_fortification(hex_id, kind)
        if why is not None:
            self.emit("fortification", msg(rule, "fortification_not_placed", fortification=kind, hex=hex_id,
                                           reason=why))
            return False
        self.state.fortifications[hex_id] = kind
        self.state.setup_fortifications.pop(hex_id, None)
        return True

    # ------------------------------------------------------------------------------------------
    # set-up (F100.1)
    # ------------------------------------------------------------------------------------------
    def setup_fortifications(self, side: str):
        """F100.1: the side's scenario Fortifications, after its units: in the hexes the scenario
        names, else one decision per marker among the set-up zone's hexes that may hold one.
        A hidden set-up keeps them (and their log lines) the owner's until the first Turn."""
        st = self.state
        sc_side = self.scenario.side(side)
        hidden = side if sc_side.hidden_setup else None
        zone = sorted(sc_side.setup_zone, key=self.grid.index.get)
        for fs in sc_side.fortifications:
            for i in range(fs.count):
                if fs.hexes:
                    hex_id = fs.hexes[i]
                else:
                    options = tuple(Move("fortify", h) for h in zone if self.can_place_fortification(h))
                    if not options:
                        self.emit("fortification", msg("F100.3", "fortification_not_placed",
                                                       fortification=fs.fortification, hex="-",
                                                       reason="no hex of the set-up zone can hold it"),
                                  visible_to=hidden)
                        continue
                    move = yield Decision(side, "setup", options,
                                          msg("F100.1", "fortification_setup_choice", player=side,
                                              fortification=fs.fortification),
                                          info={"fortification": fs.fortification})
                    hex_id = move.args[0]
                if not self.place_fortification(hex_id, fs.fortification, "F100.3"):
                    continue
                st.setup_fortifications[hex_id] = side
                self.emit("fortification", msg("F100.1", "fortification_set_up", player=side,
                                               fortification=fs.fortification, hex=hex_id), visible_to=hidden)

    def hidden_from(self, side: str) -> set[str]:
        """The Fortification hexes ``side`` may not see now: the opponent's, placed in a hidden
        set-up, until the first Turn begins (like his units)."""
        st = self.state
        opp = other(side)
        if st.turn != 0 or not self.scenario.side(opp).hidden_setup:
            return set()
        return {h for h, owner in st.setup_fortifications.items() if owner == opp and h in st.fortifications}

    # ------------------------------------------------------------------------------------------
    # F105.2 Trenches, F106.3 Wire: what the Orders ask
    # ------------------------------------------------------------------------------------------
    def op_fire_barred(self, hex_id: str) -> bool:
        """F105.2: a unit that entered ``hex_id`` by a trench move cannot be Op Fired there (the
        window of that expenditure stays closed)."""
        step = getattr(self, "fort_step", None)
        if step and step["trench"] and step["hex"] == hex_id:
            self.emit("fortification", msg("F105.2", "trench_no_op_fire", hex=hex_id))
            return True
        return False

    def weapon_fire_barred(self, carrier: Unit | None) -> bool:
        """F106.3: no Weapon fires out of a Wire hex (and T89/T95: none out of Water terrain
        with the chart's ``no_weapon_fire_out`` flag)."""
        if carrier is None or carrier.location != ON_MAP or not carrier.hex:
            return False
        return self.is_wire(carrier.hex) or self.board.terrain(carrier.hex).has("no_weapon_fire_out")

    def wire_group_ok(self, group: list[str], piece: str) -> bool:
        """F106.3: pieces in a Wire hex form a Fire Group only with pieces of the same hex."""
        if not group:
            return True
        hexes = {self.piece_unit(p).hex for p in group} | {self.piece_unit(piece).hex}
        return len(hexes) == 1 or not any(self.is_wire(h) for h in hexes)

    # ------------------------------------------------------------------------------------------
    # F103 Mines
    # ------------------------------------------------------------------------------------------
    def mine_strength(self) -> int:
        """F103.2: 6, or the 7 or 8 the scenario gives the Defender's Mines."""
        return int(self.scenario.mine_strength)

    def mine_cover(self, unit: Unit) -> int:
        """F103.2: Cover against a Mine Attack is 0, whatever the hex (a negative Cover too):
        the bonus that takes the hex's Cover out of the unit's Morale (Command still counts)."""
        return -self.state.cover(unit.hex)

    def mine_attack(self, units: list[Unit], hex_id: str, rule: str, attacker: str | None = None):
        """F103.2: one Mine Attack on ``units`` (a group moving together, F103.1): the opponent
        of their owner rolls (Jammed! counts only on Fire Attacks, 1.9.1.2), the Attack Total is
        the Mines' FP + the roll, and each of them rolls its Defense with Cover 0."""
        units = [u for u in units if u.location == ON_MAP]
        if not units:
            return
        owner = units[0].side
        attacker = attacker or other(owner)
        fp = self.mine_strength()
        r = yield from self.roll(attacker, "Mine Attack in {0}", subject=hex_id)
        total = fp + r.total
        self.emit("attack", msg(rule, "mine_attack", hex=hex_id, units=", ".join(u.id for u in units), fp=fp,
                                roll=r.total, total=total))
        yield from self.defend(owner, [u.id for u in units], total, rule, cover_bonus=self.mine_cover)

    def after_step(self, units: list, origin: str, dest: str, how: str):
        """Units have just entered ``dest`` from ``origin`` by ``how`` ("move", "advance",
        "retreat").  F103.1, O23.3.4: a Mine Attack on leaving a Mines hex, then one on
        entering one (a unit broken while leaving still enters, F103.2); then the Defender's
        Hidden Mines / Hidden Wire window (A35.2, A35.5: Move and Advance only)."""
        self.fort_step = {"hex": dest, "trench": False}
        if how == "move" and origin in self.grid and dest in self.grid.neighbours(origin).values():
            self.fort_step["trench"] = self.movement_graph.edge(origin, dest).trench_link  # F105.2
        group = [u for u in units if u.location == ON_MAP and u.hex == dest]
        if group and self.is_mines(origin):
            yield from self.mine_attack(group, origin, "F103.1")
        group = [u for u in group if u.location == ON_MAP and u.hex == dest]
        if group and self.is_mines(dest):
            yield from self.mine_attack(group, dest, "F103.1")
        group = [u for u in group if u.location == ON_MAP and u.hex == dest]
        if group and how in ("move", "advance"):
            yield from self.hidden_step_window(group, dest, how)

    # ------------------------------------------------------------------------------------------
    # A35 Hidden Actions
    # ------------------------------------------------------------------------------------------
    def hidden_cards(self, side: str, actions) -> list[Move]:
        player = self.state.players[side]
        return [Move("action", c, player.cards[c].action) for c in sorted(player.hand)
                if player.cards[c].action in actions]

    def why_not_hidden_hex(self, action: str, hex_id: str) -> str | None:
        """A35 general, A35.1, A35.3: why ``action`` may not place its marker in ``hex_id``."""
        st = self.state
        kind = HIDDEN_FORTIFICATION[action]
        if action == "hidden_pillbox":  # A35.3: an Objective hex; the Pillbox not yet in play
            if not any(hex_id in hexes for hexes in self.objective_hexes.values()):
                return "not an Objective hex"
            if kind in st.fortifications.values():
                return "the Pillbox is already in play"
        if action == "hidden_entrenchments" and self.board.hexes[hex_id].terrain == "building":
            return "a Building hex"  # A35.1
        return self.why_not_fortification(hex_id, kind, pool=True)

    def why_not_hidden(self, side: str, move: Move, hex_id: str, allowed: tuple[str, ...]):
        """The refusal of a move in a Hidden Action window (1.5, A35)."""
        if move.kind != "action" or len(move.args) < 2:
            return None
        card, action = move.args[0], str(move.args[1])
        player = self.state.players[side]
        if card not in player.hand:
            return msg("1.5", "card_not_in_hand", card=card, player=side)
        if player.cards[card].action != action:
            return msg(HIDDEN_RULE.get(action, "A24"), "card_not_action", action=action)
        if action not in allowed:
            why = self.why_not_hidden_hex(action, hex_id) if action in HIDDEN_FORTIFICATION else None
            return msg(HIDDEN_RULE.get(action, "A24"), "hidden_hex_refused", action=action, hex=hex_id,
                       reason=why or "not at this moment")
        return None

    def hidden_window(self, side: str, kind: str, actions: tuple[str, ...], hex_id: str, unit: str | None = None):
        """Offer ``side`` (the scenario Defender) the Hidden Actions of ``actions`` that he asked
        to be offered (prefs) and that the public state allows in ``hex_id``.  Returns the
        Action played, or None.  ``unit``: the (first) enemy unit the window is about, named in
        the prompt with the hex so the window can show where and what."""
        if side != self.scenario.defender:  # A35: the scenario Defender only
            return None
        allowed = tuple(a for a in actions if a in self.prefs[side] and self.why_not_hidden_hex(a, hex_id) is None)
        if not allowed:
            return None
        options = (Move("decline"),) + tuple(self.hidden_cards(side, allowed))
        about = {"unit": unit} if unit else {}
        move = yield Decision(side, kind, options, msg("A35", "hidden_window", hex=hex_id, actions=", ".join(allowed),
                                                       **about),
                              window=True, info={"hex": hex_id, **about},
                              why_not=self.in_order(lambda m: self.why_not_hidden(side, m, hex_id, allowed)))
        if move.kind == "decline":
            return None
        card, action = move.args[0], str(move.args[1])
        self.play_action(side, card, action)
        kind_ = HIDDEN_FORTIFICATION[action]
        self.state.fortifications[hex_id] = kind_
        self.state.setup_fortifications.pop(hex_id, None)
        self.emit("fortification", msg(HIDDEN_RULE[action], "hidden_placed", player=side, fortification=kind_,
                                       hex=hex_id))
        return action

    def hidden_step_window(self, units: list[Unit], hex_id: str, how: str):
        """A35.2, A35.5 (O21.5, O21.6, ambiguity 8 of 03): right after enemy units Move or
        Advance into ``hex_id``, before any Op Fire at that expenditure, the Defender may play
        Hidden Mines (a Mine Attack on the units that came in; the units already there are not
        attacked) or Hidden Wire (the Move of those units ends: they lose all their MP)."""
        st = self.state
        defender = self.scenario.defender
        if defender is None or units[0].side == defender:
            return
        action = yield from self.hidden_window(defender, "hidden_step", STEP_ACTIONS, hex_id, units[0].id)
        if action == "hidden_mines":
            group = [u for u in units if u.location == ON_MAP and u.hex == hex_id]
            yield from self.mine_attack(group, hex_id, "A35.2", attacker=defender)
        elif action == "hidden_wire" and how == "move":
            now = (st.turn, st.orders_given)
            st.movement_lost = {k: v for k, v in st.movement_lost.items() if v == now}  # older Orders' are over
            for u in units:
                if u.location == ON_MAP and u.id in st.moving:
                    st.movement_lost[u.id] = now
                    self.emit("fortification", msg("F106.2", "movement_lost", unit=u.id, hex=hex_id))

    def hidden_defense_window(self, side: str, unit_ids: list[str], rule: str):
        """A35.1, A35.3: before the Defender rolls the Defense rolls of an attack on one hex, he
        may play Hidden Entrenchments (Foxholes; not a Building hex) or Hidden Pillbox (an
        Objective hex; only while the Pillbox is not in play).  The new Cover counts for these
        Defense rolls."""
        st = self.state
        if side != self.scenario.defender:
            return
        hexes = {st.units[i].hex for i in unit_ids if i in st.units and st.units[i].location == ON_MAP}
        if len(hexes) != 1:
            return
        yield from self.hidden_window(side, "hidden_defense", DEFENSE_ACTIONS, hexes.pop(), unit_ids[0])

    # -- A35.4 Hidden Unit ------------------------------------------------------------------------
    def hidden_unit_hexes(self, side: str) -> list[str]:
        """A35.4 step 3: hexes of the side's initial set-up area with no unit of either side and
        a Cover of 1 or more (not Blaze: no unit may enter it, 8.1.5)."""
        st = self.state
        zone = self.scenario.side(side).setup_zone
        return sorted((h for h in zone if not st.units_in(h) and h not in st.blaze
                       and not self.board.terrain(h).has("no_units") and st.cover(h) >= 1),
                      key=self.grid.index.get)

    def after_pass_discard(self, side: str, discarded: int):
        """O15: ``side`` passed and discarded ``discarded`` cards.  A35.4: if he is not the
        Defender and discarded at least one card, the Defender may play Hidden Unit (the window
        is offered if he asked for it and a hex could take a unit)."""
        defender = self.scenario.defender
        if discarded < 1 or defender is None or side == defender or "hidden_unit" not in self.prefs[defender]:
            return
        if not self.hidden_unit_hexes(defender):
            return
        options = (Move("decline"),) + tuple(self.hidden_cards(defender, ("hidden_unit",)))
        move = yield Decision(defender, "hidden_unit", options, msg("A35.4", "hidden_unit_window", player=side),
                              window=True, why_not=lambda m: self.why_not_hidden(defender, m, "-", ("hidden_unit",)))
        if move.kind == "decline":
            return
        self.play_action(defender, move.args[0], "hidden_unit")
        yield from self.hidden_unit(defender)

    def hidden_unit(self, side: str):
        """A35.4: (1) a Support Table roll; (2) one unit item of that column (not a Radio, not a
        Fortification: ambiguity 10 of 03), free, available in the scenario's year; (3) the unit
        with its Weapon in an empty hex of the set-up area with Cover >= 1 (each unit of the
        item in its own hex).  No item or no hex: no effect."""
        st = self.state
        nation = self.scenario.side(side).nation
        r = yield from self.roll(side, "Support Table (A35.4)")
        column = nation.support_column(r.total)
        self.emit("reinforcement", msg("A35.4", "hidden_unit_roll", total=r.total,
                                       rolls=f"{column.rolls[0]}-{column.rolls[1]}" if column else "-"))
        items = [e for e in (column.entries if column else ()) if e.unit and e.unit in nation.units
                 and (not e.weapon or e.weapon in nation.weapons) and e.available(self.scenario.year)
                 and self.counters_free(side, e.unit, e.count)]
        if not items:
            self.emit("reinforcement", msg("A35.4", "hidden_unit_none", reason="no unit in that column"))
            return
        move = yield Decision(side, "hidden_unit_item", tuple(Move("take", e.id) for e in items),
                              msg("A35.4", "hidden_unit_choice", roll=r.total), why_not=self.in_order())
        entry = next(e for e in items if e.id == move.args[0])
        self.emit("reinforcement", msg("A35.4", "hidden_unit_item", player=side, item=entry.name))
        for _ in range(entry.count):
            hexes = self.hidden_unit_hexes(side)
            if not hexes:
                self.emit("reinforcement", msg("A35.4", "hidden_unit_none", reason="no empty hex with Cover 1"))
                break
            uid = self.new_piece_id(f"{side[:2]}-a35-{entry.unit}")
            move = yield Decision(side, "hidden_unit_hex", tuple(Move("place", uid, h) for h in hexes),
                                  msg("A35.4", "hidden_unit_hex", unit=uid), why_not=self.in_order())
            unit = Unit(uid, side, nation.units[entry.unit])
            if entry.weapon:
                wid = self.new_piece_id(f"{side[:2]}-a35w-{entry.weapon}")
                st.weapons[wid] = Weapon(wid, side, nation.weapons[entry.weapon])
                unit.weapon = wid
            st.units[uid] = unit
            unit.location, unit.hex = ON_MAP, move.args[1]
            self.emit("reinforcement", msg("A35.4", "hidden_unit_placed", unit=uid, hex=unit.hex))
        self.update_objectives()
