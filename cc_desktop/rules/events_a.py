"""Events E43-E59 (04-events.md), as procedures of the game.

Each Event is a method ``event_<id>(self, side, card)``: a generator run by
:meth:`Core.execute_event` when an Event! trigger reveals a card (1.9.1.1); ``side`` is the
executing player, who makes every decision unless the Event says otherwise (E42).  Every roll
made here is nested in the trigger's resolution, so it triggers nothing (E42, 1.9.1); a part
of an Event that cannot be carried out is skipped (E42) and the log says so.

Readings of the ambiguities of 04-events.md (for docs/rules-decisions.md):

* E46/E48 displacement: a displaced unit may enter any adjacent hex that is on the map, holds no
  Blaze and is not impassable (Water Barrier, a Major Bridge's non-road hexside); Cliffs and
  stacking do not matter (8.2 checks stacking at the end of the Turn).  An enemy-occupied hex is
  allowed and its Melee is fought at once, inside the Event (rolls trigger nothing), as for E59;
  ``DISPLACE_INTO_ENEMY = False`` forbids such hexes instead.  The inactive player moves his
  units first (E46; E48 the same); units with nowhere to go are eliminated together at the end.
  The new Blaze marker joins ``state.blaze`` once its hex is empty, so no unit ever stands in a
  Blaze between two decisions (8.1.5); the log reports it placed before the units move.
* E46/E48 "random Blaze marker": the marker pool (resources/markers.json) limits the Blazes in
  play; a Blaze is placed only while a marker is left.  The new Blaze removes the hex's Smoke and
  Fortification (8.1.5), also under E48.
* E48: the wind number is the hex direction 1-6 (N, NE, SE, S, SW, NW; 2.2).  A card printed
  without a wind (``card.wind`` None) spreads no Blaze: that part cannot be carried out (E42).
* E43: the nearest occupied hex is by hex count from the random hex (0 if it holds units); all
  its units break at once, the already broken ones are eliminated together (6.3).
* E50: "the Russian player" is the player whose nation has the Commissar capability (the
  executing player if both have it); he chooses the unit and rolls.  Morale is the unit's
  current Morale (``GameState.morale``: broken side, Leader, Cover, Suppression), as in Rally.
* E51: Command Range is the Leader's current Command (a broken Leader: 0, his hex only).
* E55: one hex (``ENTRENCH_EVERY_HEX = True``: one optional placement per eligible hex).
* E56: the Private must be in the counter box: not on the map, not on the Casualty Track, not
  waiting on the Time Track.  Stacking is not checked (8.2 at the end of the Turn).
* E57: the executing player's random pick is made first; the picks use the game's seeded RNG.
* E58: the Hero comes from the counter box (a Hero eliminated or exited earlier comes back);
  friendly hexes are those with a friendly unit, or a hex of an Objective he controls that holds
  no enemy unit (never a Blaze or impassable hex).
* E59: only unit items qualify (a Fortification or Radio item has no unit to place); an item of
  several units (``count``) places each of them; the random hex is drawn only once an item is
  chosen; a placement in an enemy hex fights its Melee at once, inside the Event.
"""

from __future__ import annotations

import functools

from cc_desktop.content import load_markers
from cc_desktop.content.model import FateCard
from cc_desktop.rules.core import msg
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import ENGLISH
from cc_desktop.rules.state import ON_MAP, REMOVED, Unit, Weapon, other

FIGURE_LIMIT = 7  # 8.2

ENGLISH.update({
    # shared with events_b (same text there): E42 random hex, Support Table item, removal
    "event_random_hex": "Event {event}: random hex {hex}",
    "event_no_target": "{event}: nothing qualifies; no effect",
    "event_declined": "{event}: {player} declines",
    "air_support": "Air Support: break every unit in {hex}?",
    "veteran_marker": "{unit} becomes a Veteran (+1 FP, Range, Movement and Morale)",
    "casualties_counted": "{player} counts {count} enemy units on the Casualty Track",
    "blaze_placed": "Blaze placed in {hex}",
    "blaze_not_placed": "no Blaze is placed in {hex}",
    "fortification_removed": "{fortification} removed from {hex}",
    "blaze_displace": "{unit} must leave the Blaze in {hex}",
    "unit_displaced": "{unit} leaves the Blaze to {hex}",
    "mines_placed": "Mines placed in {hex}",
    "mines_not_placed": "no Mines are placed in {hex}",
    "breeze_wind": "the Breeze blows towards direction {direction}",
    "breeze_no_wind": "no wind direction is printed: no Blaze spreads",
    "objectives_counted": "{player} controls {count} Objectives",
    "commissar": "{player} chooses a broken unit for the Commissar",
    "commissar_roll": "Commissar: {unit} Morale {morale}, roll {roll}",
    "smoke_not_placed": "no Smoke is placed in {hex}",
    "surrender_moved": "{player}'s Surrender marker moves to space {space}",
    "deploy_offer": "Deploy one Squad into two Teams?",
    "entrench_placed": "Foxholes placed in {hex}",
    "entrench_offer": "place Foxholes in a hex with friendly units?",
    "private_placed": "{unit} is promoted and placed in {hex}",
    "private_offer": "place the Private in a hex with a broken unit?",
    "card_lost": "{player} loses card {card}, picked at random by {chooser}",
    "hand_empty": "{player}'s hand is empty: no card is lost",
    "hero_placed": "{unit} appears in {hex}",
    "hero_offer": "place the Hero in a friendly hex",
    "hero_rally": "rally one broken unit in {hex}?",
    "support_roll": "Support Table roll {total}: column {rolls}",
    "support_item": "{player} takes {item} from his Support Table",
    "unit_infiltrates": "{unit} is placed in {hex}",
    "unit_not_placed": "{unit} cannot be placed in or next to {hex}",
})


@functools.cache
def blaze_pool() -> int:
    """The number of Blaze markers of the counter mix (resources/markers.json, T79)."""
    return load_markers().blaze


class EventsA:
    """Mixin of :class:`~cc_desktop.rules.game.Game`: Events E43-E59."""

    #: E46/E48 ambiguity: may a displaced unit enter an enemy-occupied hex (then Melee)?
    DISPLACE_INTO_ENEMY = True
    #: E55 ambiguity: Foxholes in one hex (False) or in every eligible hex (True)?
    ENTRENCH_EVERY_HEX = False

    # ------------------------------------------------------------------------------------------
    # helpers (prefixed ea_: the Events mixins share one class)
    # ------------------------------------------------------------------------------------------
    def ea_terrain(self, hex_id: str):
        return self.board.chart.terrain[self.board.hexes[hex_id].effective_terrain]

    def ea_water(self, hex_id: str) -> bool:
        """T78.1: Marsh, Stream, Water Barrier (a Bridge hex is not Water)."""
        return self.ea_terrain(hex_id).has("water")

    def ea_passable(self, hex_id: str) -> bool:
        """No Blaze (T79) and no impassable terrain (T98)."""
        t = self.ea_terrain(hex_id)
        return hex_id not in self.state.blaze and t.move != "impassable" and not t.has("impassable")

    def ea_sorted(self, hexes) -> list[str]:
        return sorted(set(hexes), key=self.grid.index.get)

    def ea_random_hex(self, side: str, rule: str, event: str) -> str | None:
        """1.8: the executing player's random hex (None if it is not on this map)."""
        hex_id = self.random_hex(side)
        if hex_id is not None:
            self.emit("event", msg(rule, "event_random_hex", event=event, hex=hex_id))
        return hex_id

    def ea_no_target(self, rule: str, event: str) -> None:
        self.emit("event", msg(rule, "event_no_target", event=event))

    def ea_melees(self, hexes, entered: set[str]):
        """E59 translator's note (and our E46/E48 reading): a Melee in each hex where units
        arrived among enemies, fought now; its rolls trigger nothing (E42).  The arrivals count
        as the units that entered the hex (O16.4.3, F101/F104 ties)."""
        st = self.state
        advanced = getattr(self, "advanced", None)
        if advanced is None:
            self.advanced = advanced = set()
        advanced |= entered
        for h in self.ea_sorted(hexes):
            sides = {u.side for u in st.units_in(h)}
            if len(sides) == 2:
                yield from self.melee(h)

    def ea_place_blaze(self, hex_id: str, rule: str, burning: set[str]) -> bool:
        """E46, E48, 8.1.5: a random Blaze marker in a non-Water hex without Blaze (while the
        pool has one); the hex's Smoke and Fortification are removed.  The hex joins
        ``burning``: :meth:`ea_displace` puts the marker on the map once the units are out (so
        that no unit ever stands in a Blaze hex between two decisions, 8.1.5)."""
        st = self.state
        if (self.ea_water(hex_id) or hex_id in st.blaze or hex_id in burning
                or len(st.blaze) + len(burning) >= blaze_pool()):
            self.emit("blaze", msg(rule, "blaze_not_placed", hex=hex_id))
            return False
        burning.add(hex_id)
        self.emit("blaze", msg(rule, "blaze_placed", hex=hex_id))
        if hex_id in st.smoke:
            del st.smoke[hex_id]
            self.emit("smoke", msg(rule, "smoke_removed", hex=hex_id))
        fort = st.fortifications.pop(hex_id, None)
        if fort:
            self.emit("fortification", msg(rule, "fortification_removed", fortification=fort, hex=hex_id))
        return True

    def ea_displace_hexes(self, unit: Unit, from_hex: str, burning: set[str]) -> list[str]:
        """E46: the adjacent hexes a unit may leave a new Blaze for."""
        st = self.state
        out = []
        for n in self.grid.neighbours(from_hex).values():
            if n in burning or self.movement_graph.edge(from_hex, n).impassable or not self.ea_passable(n):
                continue
            if not self.DISPLACE_INTO_ENEMY and st.enemy_in(n, unit.side):
                continue
            out.append(n)
        return self.ea_sorted(out)

    def ea_displace(self, burning: set[str], rule: str):
        """E46: every unit in the new Blaze hexes is moved by its owner, the inactive player
        first, to an adjacent hex; a unit that cannot leave is eliminated; then the Blaze
        markers are on the map."""
        st = self.state
        hexes = self.ea_sorted(burning)
        stuck: list[Unit] = []
        entered: set[str] = set()
        arrived: set[str] = set()
        for owner in (other(st.active), st.active):
            for h in hexes:
                for u in sorted(st.units_in(h, owner), key=lambda u: u.id):
                    options = self.ea_displace_hexes(u, h, burning)
                    if not options:
                        stuck.append(u)
                        continue
                    move = yield Decision(owner, "blaze_move", tuple(Move("displace", u.id, n) for n in options),
                                          msg(rule, "blaze_displace", unit=u.id, hex=h), why_not=self.in_order())
                    u.hex = move.args[1]
                    entered.add(u.hex)
                    arrived.add(u.id)
                    self.emit("unit_moved", msg(rule, "unit_displaced", unit=u.id, hex=u.hex))
        try:
            self.update_objectives()
            if stuck:
                self.eliminate_all(stuck, rule)  # at one moment (6.3: both sides may lose at once)
        finally:
            st.blaze |= burning
        yield from self.ea_melees(entered, arrived)

    # ------------------------------------------------------------------------------------------
    # E43 Air Support
    # ------------------------------------------------------------------------------------------
    def event_air_support(self, side: str, card: FateCard):
        """E43: the random hex, or the nearest hex with units (ties: the executing player
        chooses); he may break every unit in it (all or none); broken units are eliminated."""
        st = self.state
        h = self.ea_random_hex(side, "E43", "air_support")
        if h is None:
            return
        occupied = self.ea_sorted(u.hex for u in st.on_map())
        if not occupied:
            self.ea_no_target("E43", "air_support")
            return
        d = min(self.grid.distance(h, o) for o in occupied)
        nearest = [o for o in occupied if self.grid.distance(h, o) == d]
        move = yield Decision(side, "air_support", tuple(Move("air_strike", o) for o in nearest) + (Move("decline"),),
                              msg("E43", "air_support", hex=nearest[0]), why_not=self.in_order())
        if move.kind == "decline":
            self.emit("event", msg("E43", "event_declined", event="air_support", player=side))
            return
        units = st.units_in(move.args[0])
        already = [u for u in units if u.broken]
        for u in units:
            if not u.broken:
                yield from self.break_with_wounds(u, "E43")  # A36
        if already:
            self.eliminate_all(already, "E43")  # 3.2: broken again: eliminated, all at once

    # ------------------------------------------------------------------------------------------
    # E44 Battle Harden
    # ------------------------------------------------------------------------------------------
    def event_battle_harden(self, side: str, card: FateCard):
        """E44, E44.1: one friendly unit on the map without a Veteran marker gets one."""
        st = self.state
        cands = sorted((u for u in st.on_map(side) if not u.veteran), key=lambda u: u.id)
        if not cands:
            self.ea_no_target("E44", "battle_harden")
            return
        move = yield Decision(side, "battle_harden", tuple(Move("veteran", u.id) for u in cands),
                              msg("E44", "veteran_marker", unit="?"), why_not=self.in_order())
        u = st.units[move.args[0]]
        u.veteran = True
        self.emit("veteran", msg("E44", "veteran_marker", unit=u.id))

    # ------------------------------------------------------------------------------------------
    # E45 Battlefield Integrity
    # ------------------------------------------------------------------------------------------
    def event_battlefield_integrity(self, side: str, card: FateCard):
        """E45: 1 VP per enemy unit on the Casualty Track (Weapons and Heroes are never counted:
        they are not in it, 4.2, E58.1)."""
        count = len(self.state.players[other(side)].casualties)
        self.emit("event", msg("E45", "casualties_counted", player=side, count=count))
        if count:
            self.award(side, count, "E45")
        yield from ()

    # ------------------------------------------------------------------------------------------
    # E46 Blaze
    # ------------------------------------------------------------------------------------------
    def event_blaze(self, side: str, card: FateCard):
        """E46: a Blaze in the random hex (not Water, no Blaze); its Smoke and Fortification
        are removed; its units leave (inactive player first) or are eliminated."""
        h = self.ea_random_hex(side, "E46", "blaze")
        burning: set[str] = set()
        if h is None or not self.ea_place_blaze(h, "E46", burning):
            return
        yield from self.ea_displace(burning, "E46")

    # ------------------------------------------------------------------------------------------
    # E47 Booby Trap
    # ------------------------------------------------------------------------------------------
    def event_booby_trap(self, side: str, card: FateCard):
        """E47, F100.3: Mines in the random hex if it is not Water and holds no Blaze and no
        Fortification.  Units already there are attacked only when they leave (F103.1)."""
        st = self.state
        h = self.ea_random_hex(side, "E47", "booby_trap")
        if h is None:
            return
        if self.ea_water(h) or h in st.blaze or h in st.fortifications:
            self.emit("fortification", msg("E47", "mines_not_placed", hex=h))
            return
        st.fortifications[h] = "mines"
        self.emit("fortification", msg("E47", "mines_placed", hex=h))
        yield from ()

    # ------------------------------------------------------------------------------------------
    # E48 Breeze
    # ------------------------------------------------------------------------------------------
    def event_breeze(self, side: str, card: FateCard):
        """E48: (1) every Smoke marker leaves the map; (2) each Blaze already on the map spreads
        one hex in the printed wind direction, unless that hex is Water, off the map or already
        burning; units in a new Blaze hex leave it (E46) or are eliminated."""
        st = self.state
        for h in self.ea_sorted(st.smoke):
            del st.smoke[h]
            self.emit("smoke", msg("E48", "smoke_removed", hex=h))
        wind = card.wind
        if wind not in (1, 2, 3, 4, 5, 6):
            self.emit("event", msg("E48", "breeze_no_wind"))
            return
        self.emit("event", msg("E48", "breeze_wind", direction=wind))
        burning: set[str] = set()
        for b in self.ea_sorted(st.blaze):  # the Blazes before the Event: new ones do not spread
            n = self.grid.neighbour(b, wind)
            if n is not None:
                self.ea_place_blaze(n, "E48", burning)
        yield from self.ea_displace(burning, "E48")

    # ------------------------------------------------------------------------------------------
    # E49 Command & Control
    # ------------------------------------------------------------------------------------------
    def event_command_and_control(self, side: str, card: FateCard):
        """E49: 1 VP per Objective the executing player controls (7.3.1), whatever its chits."""
        count = sum(1 for n in self.objective_hexes if self.state.objectives.get(n) == side)
        self.emit("event", msg("E49", "objectives_counted", player=side, count=count))
        if count:
            self.award(side, count, "E49")
        yield from ()

    # ------------------------------------------------------------------------------------------
    # E50 Commissar
    # ------------------------------------------------------------------------------------------
    def event_commissar(self, side: str, card: FateCard):
        """E50: the Commissar player picks one of his broken units and rolls: above its current
        Morale it is eliminated, otherwise it rallies."""
        st = self.state
        rside = next((s for s in (side, other(side)) if self.scenario.side(s).nation.commissar), None)
        broken = sorted((u for u in st.on_map(rside) if u.broken), key=lambda u: u.id) if rside else []
        if not broken:
            self.ea_no_target("E50", "commissar")
            return
        move = yield Decision(rside, "commissar", tuple(Move("commissar", u.id) for u in broken),
                              msg("E50", "commissar", player=rside), why_not=self.in_order())
        unit = st.units[move.args[0]]
        r = yield from self.roll(rside, "Commissar: {0}", subject=unit.id)  # nested: no trigger (E42)
        if unit.location != ON_MAP or not unit.broken:
            return
        morale = st.morale(unit)
        self.emit("event", msg("E50", "commissar_roll", unit=unit.id, morale=morale, roll=r.total))
        if r.total > morale:
            self.eliminate(unit, "E50")
        else:
            self.rally(unit, "E50")

    # ------------------------------------------------------------------------------------------
    # E51 Cower
    # ------------------------------------------------------------------------------------------
    def event_cower(self, side: str, card: FateCard):
        """E51: every friendly Squad outside the Command Range (3.3) of every friendly Leader is
        suppressed; Teams and Leaders never are."""
        st = self.state
        leaders = [u for u in st.on_map(side) if u.is_leader]
        squads = [u for u in st.on_map(side) if u.kind == "squad"
                  and not any(self.grid.distance(u.hex, l.hex) <= st.command(l) for l in leaders)]
        if not squads:
            self.ea_no_target("E51", "cower")
        for u in sorted(squads, key=lambda u: u.id):
            self.suppress(u, "E51")
        yield from ()

    # ------------------------------------------------------------------------------------------
    # E52 Deploy
    # ------------------------------------------------------------------------------------------
    def event_deploy(self, side: str, card: FateCard):
        """E52.1: the executing player may replace one friendly Squad by two Teams (E52.2 in
        :meth:`Core.deploy`)."""
        st = self.state
        cands = sorted((u for u in st.on_map(side) if self.can_deploy(u)), key=lambda u: u.id)
        if not cands:
            self.ea_no_target("E52", "deploy")
            return
        move = yield Decision(side, "deploy", tuple(Move("deploy", u.id) for u in cands) + (Move("decline"),),
                              msg("E52", "deploy_offer"), why_not=self.in_order())
        if move.kind == "decline":
            self.emit("event", msg("E52", "event_declined", event="deploy", player=side))
            return
        yield from self.deploy(st.units[move.args[0]], "E52")

    # ------------------------------------------------------------------------------------------
    # E53 Dust
    # ------------------------------------------------------------------------------------------
    def event_dust(self, side: str, card: FateCard):
        """E53: a random Smoke marker in the random hex if it is not Water and holds no Blaze;
        with Smoke already there the higher Hindrance stays (8.1, T94)."""
        h = self.ea_random_hex(side, "E53", "dust")
        if h is None:
            return
        if self.ea_water(h) or h in self.state.blaze:
            self.emit("smoke", msg("E53", "smoke_not_placed", hex=h))
            return
        self.place_smoke(h, "E53")
        yield from ()

    # ------------------------------------------------------------------------------------------
    # E54 Elan
    # ------------------------------------------------------------------------------------------
    def event_elan(self, side: str, card: FateCard):
        """E54: the Surrender marker moves one space higher (4.2, 6.3)."""
        player = self.state.players[side]
        player.surrender += 1
        self.emit("event", msg("E54", "surrender_moved", player=side, space=player.surrender))
        yield from ()

    # ------------------------------------------------------------------------------------------
    # E55 Entrench
    # ------------------------------------------------------------------------------------------
    def event_entrench(self, side: str, card: FateCard):
        """E55: the executing player may place Foxholes (F102) in a non-Water hex with friendly
        units and no Fortification (a Blaze hex holds no unit, 8.1.5)."""
        st = self.state
        placed = 0
        while True:
            hexes = self.dig_in_hexes(side)  # A32's hexes: the same conditions
            if not hexes:
                if not placed:
                    self.ea_no_target("E55", "entrench")
                return
            move = yield Decision(side, "entrench", tuple(Move("entrench", h) for h in hexes) + (Move("decline"),),
                                  msg("E55", "entrench_offer"), why_not=self.in_order())
            if move.kind == "decline":
                self.emit("event", msg("E55", "event_declined", event="entrench", player=side))
                return
            st.fortifications[move.args[0]] = "foxholes"
            self.emit("fortification", msg("E55", "entrench_placed", hex=move.args[0]))
            placed += 1
            if not self.ENTRENCH_EVERY_HEX:
                return

    # ------------------------------------------------------------------------------------------
    # E56 Field Promotion
    # ------------------------------------------------------------------------------------------
    def event_field_promotion(self, side: str, card: FateCard):
        """E56: if the nation's Private is in the counter box, he may be placed in a hex with a
        broken friendly unit (nothing rallies)."""
        st = self.state
        ptype = self.scenario.side(side).nation.private
        existing = [u for u in st.units.values() if u.side == side and ptype is not None and u.type.id == ptype.id]
        if ptype is None or any(u.location != REMOVED for u in existing):
            self.ea_no_target("E56", "field_promotion")
            return
        hexes = self.ea_sorted(u.hex for u in st.on_map(side) if u.broken)
        if not hexes:
            self.ea_no_target("E56", "field_promotion")
            return
        move = yield Decision(side, "field_promotion", tuple(Move("promote", h) for h in hexes) + (Move("decline"),),
                              msg("E56", "private_offer"), why_not=self.in_order())
        if move.kind == "decline":
            self.emit("event", msg("E56", "event_declined", event="field_promotion", player=side))
            return
        unit = existing[0] if existing else Unit(self.new_piece_id(f"{side[:2]}-{ptype.id}"), side, ptype)
        st.units[unit.id] = unit
        unit.broken = unit.suppressed = unit.veteran = False
        unit.location, unit.hex, unit.time = ON_MAP, move.args[0], None
        self.emit("unit_placed", msg("E56", "private_placed", unit=unit.id, hex=unit.hex))
        self.update_objectives()

    # ------------------------------------------------------------------------------------------
    # E57 Fog of War
    # ------------------------------------------------------------------------------------------
    def event_fog_of_war(self, side: str, card: FateCard):
        """E57: each player picks one card at random from the opponent's hand; it goes to its
        owner's discard pile (not a Pass discard, O15).  The executing player picks first."""
        st = self.state
        for chooser in (side, other(side)):
            owner = other(chooser)
            player = st.players[owner]
            if not player.hand:
                self.emit("card_discarded", msg("E57", "hand_empty", player=owner))
                continue
            c = self.rng.choice(sorted(player.hand))
            player.hand.remove(c)
            player.discard.append(c)
            self.emit("card_discarded", msg("E57", "card_lost", player=owner, card=c, chooser=chooser))
        yield from ()

    # ------------------------------------------------------------------------------------------
    # E58 Hero
    # ------------------------------------------------------------------------------------------
    def ea_friendly_hexes(self, side: str) -> list[str]:
        """Glossary: a hex with a friendly unit, or an Objective hex the side controls with no
        enemy unit in it."""
        st = self.state
        hexes = {u.hex for u in st.on_map(side)}
        for n, hs in self.objective_hexes.items():
            if st.objectives.get(n) == side:
                hexes |= {h for h in hs if not st.enemy_in(h, side) and self.ea_passable(h)}
        return self.ea_sorted(hexes)

    def event_hero(self, side: str, card: FateCard):
        """E58: a Hero from the counter box must be placed in a friendly hex; one broken unit
        there may rally.  E58.1 (0 VP, never on the Casualty Track) is in Core."""
        st = self.state
        htype = self.scenario.side(side).nation.hero
        existing = [u for u in st.units.values() if u.side == side and htype is not None and u.type.id == htype.id]
        free = [u for u in existing if u.location == REMOVED]
        hexes = self.ea_friendly_hexes(side)
        if htype is None or (existing and not free) or not hexes:
            self.ea_no_target("E58", "hero")
            return
        move = yield Decision(side, "hero", tuple(Move("hero", h) for h in hexes), msg("E58", "hero_offer"),
                              why_not=self.in_order())
        hero = free[0] if free else Unit(self.new_piece_id(f"{side[:2]}-{htype.id}"), side, htype)
        st.units[hero.id] = hero
        hero.broken = hero.suppressed = hero.veteran = False
        hero.location, hero.hex, hero.time = ON_MAP, move.args[0], None
        self.emit("unit_placed", msg("E58", "hero_placed", unit=hero.id, hex=hero.hex))
        self.update_objectives()
        broken = sorted((u for u in st.units_in(hero.hex, side) if u.broken), key=lambda u: u.id)
        if not broken:
            return
        move = yield Decision(side, "hero_rally", tuple(Move("rally", u.id) for u in broken) + (Move("decline"),),
                              msg("E58", "hero_rally", hex=hero.hex), why_not=self.in_order())
        if move.kind == "rally":
            self.rally(st.units[move.args[0]], "E58")

    # ------------------------------------------------------------------------------------------
    # E59 Infiltration
    # ------------------------------------------------------------------------------------------
    def event_infiltration(self, side: str, card: FateCard):
        """E59: (1) a Support Table roll (no trigger); (2) one unit item of that column that is
        not a Radio, available in the scenario's year, free; (3) a random hex; (4) the unit,
        with its Weapon, in that hex or an adjacent one: not impassable, within stacking
        limits.  In an enemy hex a Melee follows at once (rolls trigger nothing)."""
        st = self.state
        nation = self.scenario.side(side).nation
        r = yield from self.roll(side, "Support Table")
        column = nation.support_column(r.total)
        self.emit("event", msg("E59", "support_roll", total=r.total,
                               rolls=f"{column.rolls[0]}-{column.rolls[1]}" if column else "-"))
        items = [e for e in (column.entries if column else ()) if e.kind == "unit" and e.unit in nation.units
                 and e.available(self.scenario.year)]
        if not items:
            self.ea_no_target("E59", "infiltration")
            return
        move = yield Decision(side, "infiltration", tuple(Move("take", e.id) for e in items),
                              msg("E59", "support_item", player=side, item="?"), why_not=self.in_order())
        entry = next(e for e in items if e.id == move.args[0])
        self.emit("event", msg("E59", "support_item", player=side, item=entry.name))
        h = self.ea_random_hex(side, "E59", "infiltration")
        if h is None:
            return
        utype = nation.units[entry.unit]
        placed: set[str] = set()
        hexes: set[str] = set()
        for _ in range(entry.count):
            area = [h, *self.grid.neighbours(h).values()]
            options = self.ea_sorted(x for x in area if self.ea_passable(x)
                                     and st.figures(x, side) + utype.figures <= FIGURE_LIMIT)
            if not options:
                self.emit("event", msg("E59", "unit_not_placed", unit=utype.id, hex=h))
                continue
            move = yield Decision(side, "infiltrate", tuple(Move("infiltrate", x) for x in options),
                                  msg("E59", "unit_infiltrates", unit=utype.id, hex="?"), why_not=self.in_order())
            unit = Unit(self.new_piece_id(f"{side[:2]}-e59-{utype.id}"), side, utype)
            if entry.weapon:
                wid = self.new_piece_id(f"{side[:2]}-e59-{entry.weapon}")
                st.weapons[wid] = Weapon(wid, side, nation.weapons[entry.weapon])
                unit.weapon = wid
            st.units[unit.id] = unit
            unit.location, unit.hex = ON_MAP, move.args[0]
            placed.add(unit.id)
            hexes.add(unit.hex)
            self.emit("unit_placed", msg("E59", "unit_infiltrates", unit=unit.id, hex=unit.hex))
        self.update_objectives()
        yield from self.ea_melees(hexes, placed)
