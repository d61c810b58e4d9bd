"""Events E61-E77 (04-events.md), as procedures of the game.

Each Event is a method ``event_<id>(self, side, card)``: a generator run by
:meth:`Core.execute_event` when an Event! trigger reveals a card (1.9.1.1); ``side`` is the
executing player, who makes every decision unless the Event says otherwise (E42).

Conventions (E42): a part of an Event that cannot be carried out is skipped, and an event
``event_no_effect`` says so; a mandatory choice with a single candidate is applied without a
decision; an optional one always offers ``Move("decline")``.  Every roll made while an Event is
resolved carries no trigger (the engine's ``trigger_depth``), which also covers a Melee caused by
a unit an Event places (E68, E76): that Melee is resolved at once, inside the Event.
Every random choice (a chit, a Smoke marker) uses the game's RNG.
"""

from __future__ import annotations

import functools

from cc_desktop.content import load_chits
from cc_desktop.content.model import ObjectiveChit, SupportEntry
from cc_desktop.rules.core import msg
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import ENGLISH
from cc_desktop.rules.state import CASUALTY, ON_MAP, Radio, Unit, Weapon, other

ENGLISH.update({
    "event_no_effect": "Event {event}: nothing it can be applied to; no effect",
    "event_random_hex": "Event {event}: random hex {hex}",
    "event_random_hex_off_map": "Event {event}: random hex {hex} is not on this map; no effect",
    # E61
    "hand_shown_public": "{player} shows his hand ({count} cards) to {viewer}",
    "hand_shown": "{player}'s hand: cards {cards}",
    "card_discarded_involuntary": "{player}'s card {card} goes to his discard pile",
    "interrogation_choice": "choose a card of {player}'s hand to send to his discard pile, or decline",
    # E62, E64, E66, E72, E77
    "kia_choice": "choose the broken unit that is eliminated",
    "medic_choice": "choose the broken unit that rallies",
    "pow_choice": "choose your broken unit next to or with an enemy unit: it is eliminated",
    "shell_shock_choice": "choose which of the units nearest to {hex} breaks",
    "white_phosphorus_choice": "place a Smoke marker next to one of your unbroken Squads, or decline",
    "white_phosphorus_victim": "choose your unit in {hex} that breaks",
    # E63
    "malfunction_choice": "choose which of the Weapons nearest to {hex} breaks",
    # E65, E67, E74
    "chit_drawn_secret": "{player} draws a secret Objective chit",
    "chit_drawn_known": "{player} draws secret Objective chit {chit}",
    "chit_opened": "Objective chit {chit} is now open for both players",
    "reconnaissance_choice": "choose the secret Objective chit you reveal",
    # E68
    "support_item": "{player} takes {item} from his Support Table",
    "support_choice": "choose one item of the Support Table column for roll {roll}",
    "placement_choice": "choose the hex where {unit} is placed",
    # E69, E70, E73
    "fortification_placed": "{fortification} placed in {hex}",
    "fortification_removed": "{fortification} removed from {hex}",
    "sappers_choice": "remove one Mines or Wire marker, or decline",
    # E71
    "scrounge_choice": "take a Weapon from the Casualty Track, or decline",
    "scrounge_holder": "choose your unit without a Weapon that takes {weapon}",
    "weapon_scrounged": "{weapon} returns to the map with {unit}",
    # E75
    "suppressing_fire_choice": "suppress one enemy unit in Range and LOS of a functional Machine Gun, or decline",
    # E76
    "walking_wounded_choice": "choose the eliminated unit that returns",
    "unit_returned": "{unit} returns from the Casualty Track, broken, in {hex}",
})

FIGURE_LIMIT = 7  # 8.2


@functools.cache
def all_chits() -> tuple[ObjectiveChit, ...]:
    """The 22 Objective chits (7.3.2), sorted by letter."""
    return tuple(sorted(load_chits(), key=lambda c: c.id))


class EventsB:
    """Mixin of :class:`~cc_desktop.rules.game.Game`: Events E61-E77."""

    # ------------------------------------------------------------------------------------------
    # helpers (private to these Events: the prefix avoids clashes with the other mixins)
    # ------------------------------------------------------------------------------------------
    def _b_no_effect(self, rule: str, event: str) -> None:
        self.emit("event", msg(rule, "event_no_effect", event=event))

    def _b_ask(self, side: str, kind: str, options: tuple[Move, ...], prompt, optional: bool = False):
        """A decision of the Event: a mandatory one with a single option is applied at once."""
        if optional:
            options = tuple(options) + (Move("decline"),)
        elif len(options) == 1:
            return options[0]
        return (yield Decision(side, kind, tuple(options), prompt, why_not=self.in_order()))

    def _b_random_hex(self, side: str, rule: str, event: str) -> str | None:
        """1.8: one random hex for the Event (None if it is not on this map)."""
        hex_id = self.random_hex(side)
        player = self.state.players[side]
        printed = player.cards[player.discard[-1]].random_hex  # the card just revealed (1.3)
        if hex_id is None:
            self.emit("event", msg(rule, "event_random_hex_off_map", event=event, hex=printed))
        else:
            self.emit("event", msg(rule, "event_random_hex", event=event, hex=hex_id))
        return hex_id

    def _b_terrain(self, hex_id: str):
        return self.board.chart.terrain[self.board.hexes[hex_id].effective_terrain]

    def _b_is_water(self, hex_id: str) -> bool:
        """Water hexes: Marsh, Stream, Water Barrier (a Bridge hex is not Water, T78.1)."""
        return self._b_terrain(hex_id).has("water")

    def _b_passable(self, hex_id: str) -> bool:
        """Not impassable: no Blaze (T79), no impassable terrain such as a Water Barrier (T98)."""
        t = self._b_terrain(hex_id)
        return hex_id not in self.state.blaze and t.move != "impassable" and not t.has("impassable") \
            and not t.has("no_units")

    def _b_place_hexes(self, candidates, side: str, figures: int) -> list[str]:
        """Hexes where a unit of ``side`` may be placed: passable, within the friendly stacking
        limit (8.2); an enemy-occupied hex is allowed (a Melee follows)."""
        st = self.state
        return [h for h in candidates if self._b_passable(h) and st.figures(h, side) + figures <= FIGURE_LIMIT]

    def _b_melee_if_enemy(self, hexes):
        """O16.4, E68, E76: a placed unit in an enemy hex fights a Melee at once; its rolls carry no
        triggers (E42: we are inside the Event)."""
        st = self.state
        for h in sorted(set(hexes), key=self.grid.index.get):
            if any(st.enemy_in(h, u.side) for u in st.units_in(h)):
                yield from self.melee(h)

    def _b_undrawn_chits(self) -> list[ObjectiveChit]:
        """The chits not yet drawn: all 22 minus the open and the secret ones (7.3.2)."""
        used = {c.id for c in self.open_chits} | {c.id for s in self.secret_chits.values() for c in s}
        return [c for c in all_chits() if c.id not in used]

    def _b_open_chit(self, chit: ObjectiveChit, rule: str) -> None:
        """7.3.3: an open chit scores at once for the controller of each Objective it values; from
        now on a change of control swings its value (Core.update_objectives)."""
        st = self.state
        self.open_chits.append(chit)
        self.emit("objective", msg(rule, "chit_opened", chit=chit.id))
        for n, value in self.chit_values(chit):
            if not value:
                continue
            st.objective_values[n] = st.objective_values.get(n, 0) + value
            owner = st.objectives.get(n)
            if owner:
                self.award(owner, value, f"{rule} chit {chit.id} objective {n}")

    def _b_nearest(self, hex_id: str, items: list[tuple[str, str]]) -> list[str]:
        """Of (id, hex) pairs, the ids at the smallest distance from ``hex_id`` (itself 0)."""
        if not items:
            return []
        dist = {i: self.grid.distance(hex_id, h) for i, h in items}
        best = min(dist.values())
        return sorted(i for i, d in dist.items() if d == best)

    def _b_new_ids(self, side: str, type_id: str, weapon_id: str | None) -> tuple[str, str | None]:
        """Ids for a counter taken from the counter mix (E68), in the style of the set-up's."""
        st = self.state
        n = len(st.units) + 1
        while f"{side[:2]}{n}-{type_id}" in st.units or (weapon_id and f"{side[:2]}{n}w-{weapon_id}" in st.weapons):
            n += 1
        return f"{side[:2]}{n}-{type_id}", (f"{side[:2]}{n}w-{weapon_id}" if weapon_id else None)

    def _b_new_unit(self, side: str, type_id: str, weapon_id: str | None, hex_id: str) -> Unit:
        """A new unit on the map, with its Weapon (11.2: given to the unit listed with it)."""
        st = self.state
        nation = self.scenario.side(side).nation
        uid, wid = self._b_new_ids(side, type_id, weapon_id)
        u = Unit(uid, side, nation.units[type_id], location=ON_MAP, hex=hex_id)
        if wid:
            st.weapons[wid] = Weapon(wid, side, nation.weapons[weapon_id])
            u.weapon = wid
        st.units[uid] = u
        return u

    # ------------------------------------------------------------------------------------------
    # E61 Interrogation
    # ------------------------------------------------------------------------------------------
    def event_interrogation(self, side: str, card):
        """E61: the opponent shows his whole hand to the executing player only (1.2 overridden);
        the executing player may send one of its cards to the opponent's discard pile (an
        involuntary discard, not a Pass discard)."""
        st = self.state
        opp = other(side)
        hand = sorted(st.players[opp].hand)
        self.emit("event", msg("E61", "hand_shown_public", player=opp, viewer=side, count=len(hand)))
        self.emit("event", msg("E61", "hand_shown", player=opp, cards=", ".join(map(str, hand)) or "-"),
                  visible_to=side)
        if not hand:
            self._b_no_effect("E61", "interrogation")
            return
        move = yield from self._b_ask(side, "interrogation", tuple(Move("discard", c) for c in hand),
                                      msg("E61", "interrogation_choice", player=opp), optional=True)
        if move.kind == "decline":
            return
        c = move.args[0]
        st.players[opp].hand.remove(c)
        st.players[opp].discard.append(c)
        self.emit("card_discarded", msg("E61", "card_discarded_involuntary", player=opp, card=c))

    # ------------------------------------------------------------------------------------------
    # E62 KIA
    # ------------------------------------------------------------------------------------------
    def event_kia(self, side: str, card):
        """E62: the executing player must eliminate one broken unit of either side (7.1 VP to its
        opponent; a Hero goes to the counter box for 0 VP)."""
        st = self.state
        cands = sorted(u.id for u in st.on_map() if u.broken)
        if not cands:
            self._b_no_effect("E62", "kia")
            return
        move = yield from self._b_ask(side, "kia", tuple(Move("eliminate", i) for i in cands),
                                      msg("E62", "kia_choice"))
        self.eliminate(st.units[move.args[0]], "E62")

    # ------------------------------------------------------------------------------------------
    # E63 Malfunction
    # ------------------------------------------------------------------------------------------
    def event_malfunction(self, side: str, card):
        """E63: the unbroken Weapon (either side) nearest to a random hex breaks; a tie is the
        executing player's choice.  Radios and Mines are not Weapons."""
        st = self.state
        hex_id = self._b_random_hex(side, "E63", "malfunction")
        if hex_id is None:
            return
        weapons = []
        for u in st.on_map():
            w = st.weapons.get(u.weapon) if u.weapon else None
            if w is not None and w.location == "unit" and not w.broken:
                weapons.append((w.id, u.hex))
        nearest = self._b_nearest(hex_id, weapons)
        if not nearest:
            self._b_no_effect("E63", "malfunction")
            return
        move = yield from self._b_ask(side, "malfunction", tuple(Move("break", w) for w in nearest),
                                      msg("E63", "malfunction_choice", hex=hex_id))
        self.break_weapon(st.weapons[move.args[0]], "E63")

    # ------------------------------------------------------------------------------------------
    # E64 Medic!
    # ------------------------------------------------------------------------------------------
    def event_medic(self, side: str, card):
        """E64: the executing player must Rally one broken unit of either side.  A result the
        triggering roll has locked in (a Retreat) is still applied afterwards (1.9.1)."""
        st = self.state
        cands = sorted(u.id for u in st.on_map() if u.broken)
        if not cands:
            self._b_no_effect("E64", "medic")
            return
        move = yield from self._b_ask(side, "medic", tuple(Move("rally", i) for i in cands),
                                      msg("E64", "medic_choice"))
        self.rally(st.units[move.args[0]], "E64")

    # ------------------------------------------------------------------------------------------
    # E65 Mission Objective
    # ------------------------------------------------------------------------------------------
    def event_mission_objective(self, side: str, card):
        """E65: one more Objective chit at random for the executing player, kept secret; a chit
        without a secret side is opened and scores at once (ambiguity: as E74)."""
        pool = self._b_undrawn_chits()
        if not pool:
            self._b_no_effect("E65", "mission_objective")
            return
        chit = self.rng.choice(pool)
        if chit.can_be_secret:
            self.secret_chits[side].append(chit)
            self.emit("objective", msg("E65", "chit_drawn_secret", player=side))
            self.emit("objective", msg("E65", "chit_drawn_known", player=side, chit=chit.id), visible_to=side)
        else:
            self._b_open_chit(chit, "E65")
        return
        yield  # a procedure (generator) that asks nothing

    # ------------------------------------------------------------------------------------------
    # E66 Prisoners of War
    # ------------------------------------------------------------------------------------------
    def event_prisoners_of_war(self, side: str, card):
        """E66: the executing player must eliminate one of his own broken units that is in or
        adjacent to a hex with an enemy unit (VP to the opponent)."""
        st = self.state
        enemy_hexes = {u.hex for u in st.on_map(other(side))}
        cands = sorted(u.id for u in st.on_map(side) if u.broken and any(
            h in enemy_hexes for h in (u.hex, *self.grid.neighbours(u.hex).values())))
        if not cands:
            self._b_no_effect("E66", "prisoners_of_war")
            return
        move = yield from self._b_ask(side, "prisoners_of_war", tuple(Move("eliminate", i) for i in cands),
                                      msg("E66", "pow_choice"))
        self.eliminate(st.units[move.args[0]], "E66")

    # ------------------------------------------------------------------------------------------
    # E67 Reconnaissance
    # ------------------------------------------------------------------------------------------
    def event_reconnaissance(self, side: str, card):
        """E67: the opponent chooses and reveals one of his secret chits; it is open from now on
        and scores at once for the controller of its Objective(s) (7.3.3)."""
        opp = other(side)
        secret = sorted(self.secret_chits.get(opp, []), key=lambda c: c.id)
        if not secret:
            self._b_no_effect("E67", "reconnaissance")
            return
        move = yield from self._b_ask(opp, "reconnaissance", tuple(Move("reveal", c.id) for c in secret),
                                      msg("E67", "reconnaissance_choice"))
        chit = next(c for c in secret if c.id == move.args[0])
        self.secret_chits[opp].remove(chit)
        self._b_open_chit(chit, "E67")

    # ------------------------------------------------------------------------------------------
    # E68 Reinforcements
    # ------------------------------------------------------------------------------------------
    def _b_support_item_ok(self, side: str, entry: SupportEntry, edge_hexes: list[str]) -> bool:
        """E68 step 2-3: available in the scenario's year; a Radio only into an empty Artillery
        Box (8.1.2); a unit only if a counter is free and an edge hex can take it; a
        Fortification item cannot be placed by this Event."""
        st = self.state
        nation = self.scenario.side(side).nation
        if not entry.available(self.scenario.year):
            return False
        if entry.radio:
            return st.players[side].radio is None and entry.radio in nation.radios
        if entry.unit:
            if entry.unit not in nation.units or (entry.weapon and entry.weapon not in nation.weapons):
                return False
            if not self.counters_free(side, entry.unit, entry.count):
                return False
            return bool(self._b_place_hexes(edge_hexes, side, nation.units[entry.unit].figures))
        return False

    def event_reinforcements(self, side: str, card):
        """E68: a roll on the Support Table (no trigger); one item of the rolled column, free but
        available in the scenario's year; a Radio goes to the empty Artillery Box, a unit (with
        its Weapon) to a hex along the friendly map edge (stacking limits; not impassable; an
        enemy hex means a Melee at once)."""
        st = self.state
        nation = self.scenario.side(side).nation
        r = yield from self.roll(side, "Support Table (E68)")
        column = nation.support_column(r.total)
        edge_hexes = self.grid.edge_hexes(st.players[side].edge)
        items = [e for e in (column.entries if column else ()) if self._b_support_item_ok(side, e, edge_hexes)]
        if not items:
            self._b_no_effect("E68", "reinforcements")
            return
        move = yield from self._b_ask(side, "reinforcements", tuple(Move("take", e.id) for e in items),
                                      msg("E68", "support_choice", roll=r.total))
        entry = next(e for e in items if e.id == move.args[0])
        self.emit("reinforcement", msg("E68", "support_item", player=side, item=entry.name))
        if entry.radio:
            rtype = nation.radios[entry.radio]
            st.players[side].radio = Radio(side, rtype.fp, rtype.id)
            self.emit("reinforcement", msg("E68", "reinforcement", unit=rtype.id, hex="Artillery Box"))
            return
        placed = []
        for _ in range(entry.count):
            utype = nation.units[entry.unit]
            hexes = self._b_place_hexes(edge_hexes, side, utype.figures)
            if not hexes:
                break
            uid, _ = self._b_new_ids(side, entry.unit, entry.weapon)
            move = yield from self._b_ask(side, "reinforce", tuple(Move("reinforce", uid, h) for h in hexes),
                                          msg("E68", "placement_choice", unit=uid))
            u = self._b_new_unit(side, entry.unit, entry.weapon, move.args[1])
            self.emit("reinforcement", msg("E68", "reinforcement", unit=u.id, hex=u.hex))
            placed.append(u.hex)
        self.update_objectives()
        yield from self._b_melee_if_enemy(placed)

    # ------------------------------------------------------------------------------------------
    # E69 Rubble, E73 Shellholes: a Fortification in a random hex
    # ------------------------------------------------------------------------------------------
    def _b_fortify_random_hex(self, side: str, rule: str, event: str, fortification: str):
        """E69 / E73: if the random hex is not Water and holds neither a Blaze nor a
        Fortification (8.1.3: the first one stays), the marker is placed there."""
        st = self.state
        hex_id = self._b_random_hex(side, rule, event)
        if hex_id is None:
            return
        if self._b_is_water(hex_id) or hex_id in st.blaze or hex_id in st.fortifications:
            self._b_no_effect(rule, event)
            return
        st.fortifications[hex_id] = fortification
        self.emit("fortification", msg(rule, "fortification_placed", fortification=fortification, hex=hex_id))

    def event_rubble(self, side: str, card):
        """E69: Wire [F106] in the random hex (not Water, no Blaze, no Fortification)."""
        self._b_fortify_random_hex(side, "E69", "rubble", "wire")
        return
        yield  # a procedure (generator) that asks nothing

    def event_shellholes(self, side: str, card):
        """E73: Foxholes [F102] in the random hex (not Water, no Blaze, no Fortification)."""
        self._b_fortify_random_hex(side, "E73", "shellholes", "foxholes")
        return
        yield  # a procedure (generator) that asks nothing

    # ------------------------------------------------------------------------------------------
    # E70 Sappers
    # ------------------------------------------------------------------------------------------
    def event_sappers(self, side: str, card):
        """E70: the executing player may remove one Mines or one Wire marker from the map."""
        st = self.state
        hexes = sorted((h for h, f in st.fortifications.items() if f in ("mines", "wire")), key=self.grid.index.get)
        if not hexes:
            self._b_no_effect("E70", "sappers")
            return
        move = yield from self._b_ask(side, "sappers", tuple(Move("remove", h) for h in hexes),
                                      msg("E70", "sappers_choice"), optional=True)
        if move.kind == "decline":
            return
        fort = st.fortifications.pop(move.args[0])
        self.emit("fortification", msg("E70", "fortification_removed", fortification=fort, hex=move.args[0]))

    # ------------------------------------------------------------------------------------------
    # E71 Scrounge
    # ------------------------------------------------------------------------------------------
    def event_scrounge(self, side: str, card):
        """E71: the executing player may take one Weapon (either side's) from the Casualty Track
        and give it, unbroken, to one of his units on the map that has no Weapon (8.1.1)."""
        st = self.state
        weapons = sorted(w.id for w in st.weapons.values() if w.location == "casualty")
        holders = sorted(u.id for u in st.on_map(side) if u.weapon is None)
        if not weapons or not holders:
            self._b_no_effect("E71", "scrounge")
            return
        move = yield from self._b_ask(side, "scrounge", tuple(Move("take", w) for w in weapons),
                                      msg("E71", "scrounge_choice"), optional=True)
        if move.kind == "decline":
            return
        w = st.weapons[move.args[0]]
        move = yield from self._b_ask(side, "scrounge_holder", tuple(Move("give", w.id, u) for u in holders),
                                      msg("E71", "scrounge_holder", weapon=w.id))
        unit = st.units[move.args[1]]
        w.location, w.broken, w.side = "unit", False, side  # 7.1: always repaired on the track
        unit.weapon = w.id
        self.emit("weapon", msg("E71", "weapon_scrounged", weapon=w.id, unit=unit.id))

    # ------------------------------------------------------------------------------------------
    # E72 Shell Shock
    # ------------------------------------------------------------------------------------------
    def event_shell_shock(self, side: str, card):
        """E72: the unit (either side) nearest to a random hex breaks (a broken one is
        eliminated); a tie, several units in one hex included, is the executing player's
        choice (ambiguity: "which unit")."""
        st = self.state
        hex_id = self._b_random_hex(side, "E72", "shell_shock")
        if hex_id is None:
            return
        nearest = self._b_nearest(hex_id, [(u.id, u.hex) for u in st.on_map()])
        if not nearest:
            self._b_no_effect("E72", "shell_shock")
            return
        move = yield from self._b_ask(side, "shell_shock", tuple(Move("break", i) for i in nearest),
                                      msg("E72", "shell_shock_choice", hex=hex_id))
        yield from self.break_with_wounds(st.units[move.args[0]], "E72")  # A36

    # ------------------------------------------------------------------------------------------
    # E74 Strategic Objective
    # ------------------------------------------------------------------------------------------
    def event_strategic_objective(self, side: str, card):
        """E74: one Objective chit at random, face up for both players; it adds to the others and
        scores at once for whoever controls its Objective(s)."""
        pool = self._b_undrawn_chits()
        if not pool:
            self._b_no_effect("E74", "strategic_objective")
            return
        self._b_open_chit(self.rng.choice(pool), "E74")
        return
        yield  # a procedure (generator) that asks nothing

    # ------------------------------------------------------------------------------------------
    # E75 Suppressing Fire
    # ------------------------------------------------------------------------------------------
    def event_suppressing_fire(self, side: str, card):
        """E75: the executing player may suppress one unsuppressed enemy unit in Range and LOS
        of one of his functional Machine Guns (the MG and its holder unbroken, the holder not
        suppressed: the conditions under which it could fire, 11.1)."""
        st = self.state
        guns = [u.weapon for u in st.on_map(side) if u.weapon and st.weapons[u.weapon].type.is_machine_gun]
        cands = sorted(u.id for u in st.on_map(other(side)) if not u.suppressed
                       and any(self.can_hit(g, u.hex) for g in guns))
        if not cands:
            self._b_no_effect("E75", "suppressing_fire")
            return
        move = yield from self._b_ask(side, "suppressing_fire", tuple(Move("suppress", i) for i in cands),
                                      msg("E75", "suppressing_fire_choice"), optional=True)
        if move.kind == "decline":
            return
        self.suppress(st.units[move.args[0]], "E75")

    # ------------------------------------------------------------------------------------------
    # E76 Walking Wounded
    # ------------------------------------------------------------------------------------------
    def event_walking_wounded(self, side: str, card):
        """E76: the executing player selects one unit (either side) from the Casualty Track, then
        a random hex; the unit returns broken, without Weapon or markers, in that hex or an
        adjacent one (passable, stacking limits; an enemy hex means a Melee at once).  The VP
        scored for it stay (ambiguity); it leaves the Casualty Track (4.2: Surrender count)."""
        st = self.state
        cands = sorted(u.id for u in st.units.values() if u.location == CASUALTY)
        if not cands:
            self._b_no_effect("E76", "walking_wounded")
            return
        move = yield from self._b_ask(side, "walking_wounded", tuple(Move("return", i) for i in cands),
                                      msg("E76", "walking_wounded_choice"))
        unit = st.units[move.args[0]]
        hex_id = self._b_random_hex(side, "E76", "walking_wounded")
        if hex_id is None:
            return
        hexes = self._b_place_hexes([hex_id, *self.grid.neighbours(hex_id).values()], unit.side, unit.figures)
        if not hexes:
            self._b_no_effect("E76", "walking_wounded")
            return
        move = yield from self._b_ask(side, "walking_wounded_hex", tuple(Move("place", unit.id, h) for h in hexes),
                                      msg("E76", "placement_choice", unit=unit.id))
        st.players[unit.side].casualties.remove(unit.id)
        unit.location, unit.hex = ON_MAP, move.args[1]
        unit.broken, unit.suppressed, unit.veteran, unit.weapon = True, False, False, None
        self.emit("unit_returned", msg("E76", "unit_returned", unit=unit.id, hex=unit.hex))
        self.update_objectives()
        yield from self._b_melee_if_enemy([unit.hex])

    # ------------------------------------------------------------------------------------------
    # E77 White Phosphorus
    # ------------------------------------------------------------------------------------------
    def _b_smoke_available(self) -> bool:
        """T94: a Smoke marker is left in the pool (the markers not on the map)."""
        from cc_desktop.rules.orders import smoke_pool
        pool = list(smoke_pool())
        for v in self.state.smoke.values():
            if v in pool:
                pool.remove(v)
        return bool(pool)

    def event_white_phosphorus(self, side: str, card):
        """E77: the executing player may place a random Smoke marker in a hex adjacent to one of
        his unbroken Squads (not Water, no Blaze); then each player with units there breaks one
        of his own units there (the inactive player first, as in E46; a broken one is
        eliminated)."""
        st = self.state
        hexes: set[str] = set()
        for u in st.on_map(side):
            if u.kind == "squad" and not u.broken:
                hexes |= set(self.grid.neighbours(u.hex).values())
        cands = sorted((h for h in hexes if h not in st.blaze and not self._b_is_water(h)), key=self.grid.index.get)
        if not cands or not self._b_smoke_available():
            self._b_no_effect("E77", "white_phosphorus")
            return
        move = yield from self._b_ask(side, "white_phosphorus", tuple(Move("smoke", h) for h in cands),
                                      msg("E77", "white_phosphorus_choice"), optional=True)
        if move.kind == "decline":
            return
        hex_id = move.args[0]
        self.place_smoke(hex_id, "E77")
        for owner in (other(st.active), st.active):
            units = sorted(u.id for u in st.units_in(hex_id, owner))
            if not units:
                continue
            move = yield from self._b_ask(owner, "white_phosphorus_victim", tuple(Move("break", i) for i in units),
                                          msg("E77", "white_phosphorus_victim", hex=hex_id))
            yield from self.break_with_wounds(st.units[move.args[0]], "E77")  # A36
