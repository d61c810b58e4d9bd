"""The core procedures: set-up, the sequence of play, Fate cards, die rolls and their triggers,
Time, victory (rules 1-9, 13).  Orders are in :mod:`cc_desktop.rules.orders`.

Every procedure is a generator (see :mod:`cc_desktop.rules.machine`): ``yield`` a Decision,
receive a Move.  They run on a :class:`~cc_desktop.rules.game.Game` (``self``), whose
``state`` they change and whose ``emit`` they report to.
"""

from __future__ import annotations

from dataclasses import dataclass

from cc_desktop.content.model import FateCard
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import RuleMessage
from cc_desktop.rules.state import CASUALTY, EXITED, ON_MAP, REMOVED, SETUP, TIME_TRACK, Radio, Unit, other


class GameOver(Exception):
    """Raised inside a procedure when the game ends (6.3); the game procedure stops."""


@dataclass(frozen=True)
class Roll:
    """A die roll (1.9): the two dice of the revealed card, its trigger (None if ignored)."""

    d1: int
    d2: int
    trigger: str | None
    card: int

    @property
    def total(self) -> int:
        return self.d1 + self.d2

    @property
    def product(self) -> int:  # O20.2.3
        return self.d1 * self.d2


def msg(rule: str, code: str, **params) -> RuleMessage:
    return RuleMessage.of(rule, code, **params)


class Core:
    """Mixin of :class:`Game`: the procedures of rules 1-9 and 13."""

    # ------------------------------------------------------------------------------------------
    # the whole game
    # ------------------------------------------------------------------------------------------
    def proc_game(self):
        st = self.state
        sc = self.scenario
        try:
            self.emit("game", msg("5", "game_started", scenario=sc.name, first=sc.first_turn))
            for side in (sc.setup_first, other(sc.setup_first)):
                yield from self.proc_setup(side)
            for side in (sc.first_turn, other(sc.first_turn)):  # 1.1: draw the starting hand
                yield from self.draw_to_hand_size(side, refill=False)
            self.update_objectives()
            st.active = sc.first_turn
            while True:
                yield from self.proc_turn(st.active)
                st.active = other(st.active)
        except GameOver:
            return

    # ------------------------------------------------------------------------------------------
    # set-up (scenario data): each unit placed in its side's set-up zone, one decision each
    # ------------------------------------------------------------------------------------------
    def proc_setup(self, side: str):
        st = self.state
        zone = sorted(self.scenario.side(side).setup_zone, key=self.grid.index.get)
        for unit in [u for u in st.units.values() if u.side == side and u.location == SETUP]:
            options = tuple(Move("place", unit.id, h) for h in zone
                            if h not in st.blaze and not st.enemy_in(h, side)
                            and st.figures(h, side) + unit.figures <= 7)  # 8.2
            if not options:  # zone full: stack anyway in the first hex (scenario data error)
                options = (Move("place", unit.id, zone[0]),)
            move = yield Decision(side, "setup", options, msg("", "unit_placed", unit=unit.id, hex="?"),
                                  info={"unit": unit.id})
            unit.location, unit.hex = ON_MAP, move.args[1]
            self.emit("unit_placed", msg("", "unit_placed", unit=unit.id, hex=unit.hex),
                      visible_to=side if self.scenario.side(side).hidden_setup else None)

    # ------------------------------------------------------------------------------------------
    # the turn (5)
    # ------------------------------------------------------------------------------------------
    def proc_turn(self, side: str):
        st = self.state
        st.turn += 1
        st.orders_given = 0
        st.activated_units.clear()
        st.activated_players.clear()
        player = st.players[side]
        self.emit("turn", msg("5", "turn_started", player=side))
        def turn_options() -> tuple[Move, ...]:
            options = []
            if st.orders_given < player.orders:  # 5.1
                possible: dict[str, bool] = {}  # each Order asked once, whatever the cards
                for c in sorted(player.hand):
                    order = player.cards[c].order
                    if order not in possible:
                        possible[order] = self.order_possible(side, order)
                    if possible[order]:
                        options.append(Move("order", c, order))
            options.append(Move("pass") if st.orders_given == 0 else Move("end"))  # O15
            return tuple(options)

        while True:
            move = yield Decision(side, "turn", turn_options(), msg("5", "turn_started", player=side),
                                  why_not=lambda m, s=side: self.why_not_order(s, m), options_fn=turn_options)
            if move.kind == "pass":
                self.emit("pass", msg("O15", "pass", player=side))
                yield from self.proc_discard(side)
                break
            if move.kind == "end":
                break
            card, order = move.args
            player.hand.remove(card)
            player.discard.append(card)
            st.orders_given += 1
            self.emit("card_played", msg("1.5", "card_played_order", player=side, card=card, order=order))
            yield from self.ORDER_PROCEDURES[order](self, side)
            yield from self.resolve_melees()
        yield from self.end_of_turn(side)

    def why_not_order(self, side: str, move: Move) -> RuleMessage | None:
        st = self.state
        player = st.players[side]
        if move.kind != "order" or len(move.args) != 2:
            return None
        card, order = move.args
        if card not in player.hand:
            return msg("1.5", "card_not_in_hand", card=card, player=side)
        if player.cards[card].order != order:
            return msg("1.5", "order_not_on_card", card=card, order=player.cards[card].order, wanted=order)
        if order == "command_confusion":
            return msg("O19", "command_confusion")
        if st.orders_given >= player.orders:
            return msg("5.1", "order_capability", player=side, given=st.orders_given, limit=player.orders)
        return msg(self.ORDER_RULES.get(order, "O14.1"), "no_eligible_units", order=order)

    def proc_discard(self, side: str):
        """O15, 5.3: discard any number of cards, 0 included, up to the discard capability."""
        player = self.state.players[side]
        for _ in range(player.discard_limit):
            options = tuple(Move("discard", c) for c in sorted(player.hand)) + (Move("done"),)
            move = yield Decision(side, "discard", options, msg("5.3", "discard_capability", player=side,
                                                                limit=player.discard_limit))
            if move.kind == "done":
                return
            card = move.args[0]
            player.hand.remove(card)
            player.discard.append(card)
            self.emit("card_discarded", msg("O15", "card_discarded", player=side, card=card))

    def end_of_turn(self, side: str):
        """8.2 (each owner fixes his overstacked hexes; ambiguity 2 of 01), then 5.4 refill."""
        st = self.state
        for owner in (other(side), side):  # the inactive player first when both act
            for hex_id in sorted({u.hex for u in st.on_map(owner)}, key=self.grid.index.get):
                deployed = False
                while st.figures(hex_id, owner) > 7:
                    units = st.units_in(hex_id, owner)
                    options = tuple(Move("eliminate", u.id) for u in units)
                    if not deployed:  # 8.2, E52: one free Deploy in each overstacked hex first
                        options += tuple(Move("deploy", u.id) for u in units if self.can_deploy(u))
                    move = yield Decision(owner, "overstack", options, msg("8.2", "unit_eliminated", unit="?",
                                                                           beneficiary=other(owner), vp=0))
                    if move.kind == "deploy":
                        deployed = True
                        yield from self.deploy(st.units[move.args[0]], "8.2")
                    else:
                        self.eliminate(st.units[move.args[0]], "8.2")
        self.emit("turn", msg("5", "turn_ended", player=side))
        yield from self.draw_to_hand_size(side, refill=True)

    # ------------------------------------------------------------------------------------------
    # Fate cards (1.1-1.4)
    # ------------------------------------------------------------------------------------------
    def card(self, side: str, number: int) -> FateCard:
        return self.state.players[side].cards[number]

    def draw_to_hand_size(self, side: str, refill: bool):
        """1.1 / 5.4: draw until the hand holds the hand size; the last card of the draw pile
        causes a Time Advancement (6.1.2) before the rest is drawn.  Drawn cards are not die
        rolls: their triggers are ignored (5.4 note)."""
        player = self.state.players[side]
        while len(player.hand) < player.hand_size:
            card = player.draw.pop()
            player.hand.append(card)
            self.state.reveals += 1
            self.emit("card_drawn", msg("5.4", "card_drawn", player=side), hidden_from=side)
            self.emit("card_drawn", msg("5.4", "card_drawn_known", player=side, card=card), visible_to=side)
            if not player.draw:
                yield from self.time_advance(side)

    def reveal(self, side: str, use: str = "dice") -> tuple[FateCard, bool]:
        """1.3: turn over the top card of the draw pile onto the discard pile.  Returns the card
        and whether it was the last card (which causes a Time Advancement, 6.1.2).  ``use`` says
        what the card is revealed for (``roll`` 1.9, ``hex`` 1.8, ``event`` 1.9.1.1, ``dice``
        read apart, as an artillery drift): the window shows the card with that part ringed."""
        player = self.state.players[side]
        if not player.draw:
            # ambiguity 12 of 01: the pile was emptied while a trigger is resolved and its Time
            # Advancement waits for the end of the resolution; a card is needed now, so the
            # reshuffle of step 1 (1.4) comes first
            self.reshuffle(side)
        number = player.draw.pop()
        player.discard.append(number)
        self.state.reveals += 1
        card = player.cards[number]
        # the trigger as its id ("time"): the window says it in words (messages.render in English)
        self.emit("card_revealed", msg("1.3", "card_revealed", player=side, card=number, d1=card.dice[0],
                                       d2=card.dice[1], trigger=card.trigger or "", use=use))
        return card, not player.draw

    def reshuffle(self, side: str):
        """1.4, 6.1.2 step 1."""
        player = self.state.players[side]
        pile = player.draw + player.discard
        pile.sort()
        self.rng.shuffle(pile)
        player.draw, player.discard = pile, []
        self.emit("reshuffle", msg("1.4", "reshuffle", player=side))

    # ------------------------------------------------------------------------------------------
    # die rolls (1.9) and triggers (1.9.1), the Initiative re-roll (9.1)
    # ------------------------------------------------------------------------------------------
    def roll(self, side: str, purpose: str, fire_attack: bool = False, subject: str | None = None):
        """Make a roll for ``side``.  Returns a :class:`Roll` after its trigger is resolved
        (1.9.1: a trigger is resolved before the roll's result is applied).  Jammed! is only
        returned (the Fire Attack applies it, 1.9.1.2); it counts only on a Fire Attack roll.

        ``purpose`` is an English phrase, with ``{0}`` where the ``subject`` (a unit id or a hex)
        goes: the log line carries both, so the window can translate the phrase and name the
        unit."""
        st = self.state
        nested = st.trigger_depth > 0
        said = purpose.format(subject) if subject is not None else purpose
        while True:
            card, last = self.reveal(side, "roll")
            self.emit("roll", msg("1.9", "roll", player=side, d1=card.dice[0], d2=card.dice[1],
                                  total=card.dice[0] + card.dice[1], purpose=said,
                                  what=purpose, subject=subject or ""))
            if (not st.over) and "reroll" in self.prefs[st.initiative]:
                move = yield Decision(st.initiative, "reroll", (Move("keep"), Move("reroll")),
                                      msg("9.1", "reroll", player=st.initiative), window=True)
                if move.kind == "reroll":
                    self.emit("reroll", msg("9.1", "reroll", player=st.initiative))
                    st.initiative = other(st.initiative)
                    self.emit("initiative", msg("9.1", "initiative_passes", player=st.initiative))
                    if last:  # ambiguity 11 of 01: the deck ran out all the same
                        yield from self.time_advance(side)
                    continue
            break
        trigger = card.trigger
        if trigger == "jammed" and not fire_attack:
            trigger = None  # 1.9.1.2: Jammed! applies only to Fire Attack rolls
        if trigger and nested:
            self.emit("trigger", msg("1.9.1", "trigger_ignored", trigger=trigger))
            trigger = None
        if last:
            yield from self.time_advance(side)  # 6.1.2; a Time! on the last card advances once
            if trigger == "time":
                trigger = None
        if trigger in ("event", "sniper", "time"):
            self.emit("trigger", msg("1.9.1", "trigger", trigger=trigger, player=side))
            st.trigger_depth += 1
            try:
                if trigger == "event":
                    yield from self.trigger_event(side)
                elif trigger == "sniper":
                    yield from self.trigger_sniper(side)
                else:
                    yield from self.time_advance(side)
            finally:
                st.trigger_depth -= 1
        return Roll(card.dice[0], card.dice[1], trigger, card.number)

    def random_hex(self, side: str) -> str | None:
        """1.8: reveal a card for its Random Hex; check every broken Weapon (11.4) first."""
        card, last = self.reveal(side, "hex")
        hex_id = card.random_hex
        n = int(hex_id[1:])
        for w in sorted(self.state.weapons.values(), key=lambda w: w.id):
            if w.broken and w.location == "unit":
                if w.type.fix and w.type.fix[0] <= n <= w.type.fix[1]:
                    w.broken = False
                    self.emit("weapon", msg("11.4", "weapon_fixed", weapon=w.id, n=n))
                elif w.type.elim and w.type.elim[0] <= n <= w.type.elim[1]:
                    self.destroy_weapon(w, "11.4")
        self._pending_time_advance = getattr(self, "_pending_time_advance", 0) + (1 if last else 0)
        return hex_id if hex_id in self.grid else None

    def flush_time_advances(self, side: str):
        """Ambiguity 12 of 01: a draw pile emptied by a random-hex reveal advances Time after the
        current resolution."""
        while getattr(self, "_pending_time_advance", 0):
            self._pending_time_advance -= 1
            yield from self.time_advance(side)

    def trigger_event(self, side: str):
        """1.9.1.1: reveal the next card and execute its Event."""
        card, last = self.reveal(side, "event")
        if last:
            self._pending_time_advance = getattr(self, "_pending_time_advance", 0) + 1
        yield from self.execute_event(side, card)
        yield from self.flush_time_advances(side)

    def trigger_sniper(self, side: str):
        """1.9.1.3: reveal a Random Hex; the roller may break one unit there or adjacent (any
        side, ambiguity 10 of 01); a broken unit is eliminated."""
        st = self.state
        hex_id = self.random_hex(side)
        if hex_id is not None:
            self.emit("sniper", msg("1.9.1.3", "sniper", hex=hex_id))
            area = [hex_id] + list(self.grid.neighbours(hex_id).values())
            targets = [u for h in area for u in st.units_in(h)]
            if targets:
                options = tuple(Move("snipe", u.id) for u in sorted(targets, key=lambda u: u.id)) + (Move("snipe_none"),)
                move = yield Decision(side, "sniper", options, msg("1.9.1.3", "sniper", hex=hex_id))
                if move.kind == "snipe":
                    u = st.units[move.args[0]]
                    self.emit("sniper", msg("1.9.1.3", "sniper_target", unit=u.id, hex=u.hex))
                    yield from self.break_with_wounds(u, "1.9.1.3")  # A36
                else:
                    self.emit("sniper", msg("1.9.1.3", "sniper_none"))
        yield from self.flush_time_advances(side)

    # ------------------------------------------------------------------------------------------
    # Time (6)
    # ------------------------------------------------------------------------------------------
    def time_advance(self, side: str):
        """6.1.2: the marker moves one space; then steps 1-6."""
        st = self.state
        st.time += 1
        self.emit("time", msg("6.1.2", "time_advanced", time=st.time, player=side))
        self.reshuffle(side)  # step 1
        if st.time >= st.sudden_death:  # step 2 (6.2.2)
            self.check_all_five(side)
            st.trigger_depth += 1  # the Sudden Death roll triggers nothing (1.9.1)
            try:
                r = yield from self.roll(side, "Sudden Death")
            finally:
                st.trigger_depth -= 1
            self.emit("sudden_death", msg("6.2.2", "sudden_death_roll", total=r.total, time=st.time))
            if r.total < st.time:
                self.end_by_vp("sudden_death")
        if st.time >= self.scenario.time_length:  # the end of the Time Track: the game ends
            self.end_by_vp("time_track_end")
        defender = self.scenario.defender  # step 3
        if defender:
            self.award(defender, 1, "6.1.2 step 3")
            self.emit("vp", msg("6.1.2", "defender_vp", player=defender))
        if st.smoke:  # step 4 (ambiguity 4 of 01: the causing player chooses)
            options = tuple(Move("remove_smoke", h) for h in sorted(st.smoke, key=self.grid.index.get))
            move = yield Decision(side, "remove_smoke", options, msg("6.1.2", "smoke_removed", hex="?"))
            del st.smoke[move.args[0]]
            self.emit("smoke", msg("6.1.2", "smoke_removed", hex=move.args[0]))
        for owner in (other(st.active), st.active):  # step 5: the Inactive player places first
            yield from self.place_reinforcements(owner)
        for owner in (other(st.active), st.active):  # step 6: Dig In (A32), the Inactive player first
            yield from self.dig_in_window(owner)

    def dig_in_hexes(self, side: str) -> list[str]:
        """A32: hexes with a friendly unit, not Water terrain, without Blaze or a Fortification."""
        st = self.state
        chart = self.board.chart
        out = []
        for h in sorted({u.hex for u in st.on_map(side)}, key=self.grid.index.get):
            terrain = chart.terrain[self.board.hexes[h].effective_terrain]
            if h not in st.blaze and h not in st.fortifications and not terrain.has("water"):
                out.append(h)
        return out

    def dig_in_window(self, side: str):
        """6.1.2 step 6, A32: the player may play Dig In Actions, each placing Foxholes (F102) in
        a hex with a friendly unit.  The window is offered if he asked for it and a hex qualifies
        (public), whatever his hand holds."""
        st = self.state
        player = st.players[side]
        while "dig_in" in self.prefs[side] and self.dig_in_hexes(side):
            cards = [c for c in sorted(player.hand) if player.cards[c].action == "dig_in"]
            options = (Move("decline"),) + tuple(Move("action", c, "dig_in") for c in cards)
            move = yield Decision(side, "dig_in", options, msg("A32", "dig_in", hex="?"), window=True)
            if move.kind == "decline":
                return
            card = move.args[0]
            player.hand.remove(card)
            player.discard.append(card)
            self.emit("card_played", msg("A32", "card_played_action", player=side, card=card, action="dig_in"))
            hexes = self.dig_in_hexes(side)
            move = yield Decision(side, "dig_in_hex", tuple(Move("dig_in", h) for h in hexes),
                                  msg("A32", "dig_in", hex="?"))
            st.fortifications[move.args[0]] = "foxholes"
            self.emit("fortification", msg("A32", "dig_in", hex=move.args[0]))

    def place_reinforcements(self, side: str):
        """6.1.2 step 5: the owner places each unit of the Time space the marker now occupies on
        his friendly map edge (stacking limits apply, ambiguity 16 of 01); a Radio goes to his
        empty Artillery Box, and while he still has one the first one stays (8.1.2, 12)."""
        st = self.state
        player = st.players[side]
        for r in self.scenario.side(side).reinforcements:
            if r.time == st.time and r.radio is not None and player.radio is None:
                player.radio = Radio(side, r.radio.fp, r.radio.id)
                self.emit("reinforcement", msg("6.1.2", "reinforcement", unit=r.radio.id, hex="Artillery Box"))
        edge = st.players[side].edge
        edge_hexes = self.grid.edge_hexes(edge)
        for u in sorted((u for u in st.units.values() if u.side == side and u.location == TIME_TRACK
                         and u.time == st.time), key=lambda u: u.id):
            options = tuple(Move("reinforce", u.id, h) for h in edge_hexes
                            if h not in st.blaze and not st.enemy_in(h, side)
                            and st.figures(h, side) + u.figures <= 7)  # ambiguity 16 of 01
            if not options:
                continue
            move = yield Decision(side, "reinforce", options, msg("6.1.2", "reinforcement", unit=u.id, hex="?"))
            u.location, u.hex, u.time = ON_MAP, move.args[1], None
            self.emit("reinforcement", msg("6.1.2", "reinforcement", unit=u.id, hex=u.hex))
        self.update_objectives()

    # ------------------------------------------------------------------------------------------
    # units: break, rally, suppress, eliminate, exit (3.2, 7, 13)
    # ------------------------------------------------------------------------------------------
    def break_unit(self, unit: Unit, rule: str):
        """3.2.1 / 3.2.4: flip to broken; a broken unit that breaks again is eliminated."""
        if unit.broken:
            self.eliminate(unit, rule)
        else:
            unit.broken = True
            self.emit("unit_broken", msg(rule, "unit_broken", unit=unit.id))

    def can_deploy(self, unit: Unit) -> bool:
        return unit.kind == "squad" and unit.location == ON_MAP and bool(unit.type.deploys_to) \
            and unit.type.deploys_to in self.scenario.side(unit.side).nation.units

    def deploy(self, squad: Unit, rule: str):
        """E52: the Squad goes back to the counter box (no VP) and two Teams of its quality take
        its place, broken if it was; its Weapon, Suppressed and Veteran markers each go to one
        Team, as the owner assigns (asked first, so the swap itself is one step); the Teams count
        as activated if the Squad was (E52.2)."""
        st = self.state
        team_type = self.scenario.side(squad.side).nation.units[squad.type.deploys_to]
        ids = (f"{squad.id}-a", f"{squad.id}-b")
        markers = [(n, v) for n, v in (("weapon", squad.weapon), ("suppressed", squad.suppressed),
                                       ("veteran", squad.veteran)) if v]
        keepers = {}
        for name, _ in markers:
            move = yield Decision(squad.side, "deploy_marker", tuple(Move("keeps", t, name) for t in ids),
                                  msg("E52.2", "deployed", unit=squad.id, teams=name))
            keepers[name] = move.args[0]
        teams = []
        for tid in ids:
            t = Unit(tid, squad.side, team_type, location=ON_MAP, hex=squad.hex, broken=squad.broken)
            teams.append(t)
        for name, value in markers:
            setattr(teams[ids.index(keepers[name])], name, value)
        squad.location, squad.hex, squad.weapon = REMOVED, None, None
        squad.suppressed = squad.veteran = False
        for t in teams:
            st.units[t.id] = t
            if squad.id in st.activated_units:
                st.activated_units.add(t.id)
        self.emit("deploy", msg(rule, "deployed", unit=squad.id, teams=f"{ids[0]}, {ids[1]}"))
        self.update_objectives()

    def rally(self, unit: Unit, rule: str):
        unit.broken = False
        self.emit("unit_rallied", msg(rule, "unit_rallied", unit=unit.id))

    def suppress(self, unit: Unit, rule: str):
        """13.1: at most one marker; a further suppression does nothing."""
        if not unit.suppressed:
            unit.suppressed = True
            self.emit("unit_suppressed", msg(rule, "unit_suppressed", unit=unit.id))

    def destroy_weapon(self, weapon, rule: str, to_casualty: bool = True):
        weapon.location = "casualty" if to_casualty else REMOVED
        for u in self.state.units.values():
            if u.weapon == weapon.id:
                u.weapon = None
        self.emit("weapon", msg(rule, "weapon_destroyed", weapon=weapon.id))

    def break_weapon(self, weapon, rule: str):
        """11.4: a broken Weapon that breaks again is destroyed."""
        if weapon.broken:
            self.destroy_weapon(weapon, rule)
        else:
            weapon.broken = True
            self.emit("weapon", msg(rule, "weapon_broken", weapon=weapon.id))

    def eliminate(self, unit: Unit, rule: str):
        """3.2.4, 4.2, 7.1: to the Casualty Track; the opponent gains the unit's VP.  6.3: the
        Surrender space or the last unit on the map ends the game."""
        self.end_if_lost(self._remove_eliminated(unit, rule))

    def eliminate_all(self, units: list[Unit], rule: str):
        """Eliminate units at one and the same moment (a Melee, O16.4.3): the game's end is
        checked once they are all gone, so both players may lose at once (6.3, ambiguity 6 of
        01: then the Initiative holder wins)."""
        losers: dict[str, str] = {}
        for unit in units:
            if unit.location == ON_MAP:
                for side, reason in self._remove_eliminated(unit, rule).items():
                    losers.setdefault(side, reason)
        self.end_if_lost(losers)

    def _remove_eliminated(self, unit: Unit, rule: str) -> dict[str, str]:
        """Take the unit off (3.2.4), give its VP (7.1), and return {side: reason} for a side
        that has lost by it (6.3 cases 1 and 2), without ending the game yet."""
        st = self.state
        side = unit.side
        was_on_map = unit.location == ON_MAP
        hero = unit.type.special == "hero"
        # E58.1: a Hero goes back to the counter box, never onto the Casualty Track (4.2)
        unit.location, unit.hex = (REMOVED if hero else CASUALTY), None
        unit.suppressed = unit.veteran = False  # 13.3
        if unit.weapon:
            w = st.weapons[unit.weapon]
            w.location, w.broken = "casualty", False  # 7.2.2: the Weapons box, repaired
            unit.weapon = None
        vp = unit.vp * (2 if self.chit_active("double_elim") else 1)  # 7.1, 7.3.2
        if not hero:
            st.players[side].casualties.append(unit.id)  # 4.2: the lowest empty space
        if vp:
            self.award(other(side), vp, f"7.1 {unit.id}")
        self.emit("unit_eliminated", msg(rule, "unit_eliminated", unit=unit.id, beneficiary=other(side), vp=vp))
        self.update_objectives()
        if not hero and len(st.players[side].casualties) >= st.players[side].surrender:
            return {side: "surrender"}  # 6.3 case 1
        if was_on_map and not st.on_map(side):
            return {side: "annihilation"}  # 6.3 case 2
        return {}

    def end_if_lost(self, losers: dict[str, str]):
        """6.3 cases 1 and 2: the losing player loses whatever the VP; if both lose at the same
        moment, the Initiative holder wins (6.3, 9.2, ambiguity 6 of 01)."""
        if len(losers) == 2:
            reason = "surrender" if "surrender" in losers.values() else "annihilation"
            self.finish(self.state.initiative, reason)
        for side, reason in losers.items():
            self.end_by_loss(side, reason)

    def exit_unit(self, unit: Unit, rule: str):
        """7.2.1: a voluntary exit off the enemy edge: VP to the owner, back as a reinforcement
        (unbroken, Weapon repaired, no markers) in the Time Track space its owner chooses, one
        ahead of the Time marker (ambiguity 7 of 01; the next space unless he chooses).
        E58.1: a Hero gives no VP and goes back to the counter box."""
        st = self.state
        vp = unit.vp * (2 if self.chit_active("double_exit") else 1)  # 7.1 values, 7.3.2
        if unit.type.special == "hero":
            unit.location, unit.hex, unit.time = REMOVED, None, None  # E58.1
        else:
            unit.location, unit.hex = TIME_TRACK, None
            unit.time = st.time + 1
        unit.broken = unit.suppressed = unit.veteran = False
        if unit.weapon:
            st.weapons[unit.weapon].broken = False
        if vp:
            self.award(unit.side, vp, f"7.2.1 {unit.id}")
        self.emit("unit_exited", msg(rule, "unit_exited", unit=unit.id, player=unit.side, vp=vp))
        self.update_objectives()
        if not st.on_map(unit.side):
            self.end_by_vp("last_unit_exited")  # 6.3 case 3
        spaces = range(st.time + 1, self.scenario.time_length + 1)
        if unit.location == TIME_TRACK and len(spaces) > 1:
            move = yield Decision(unit.side, "exit_time", tuple(Move("time", unit.id, t) for t in spaces),
                                  msg("7.2.1", "exit_time", unit=unit.id))
            unit.time = move.args[1]

    # ------------------------------------------------------------------------------------------
    # VP, objectives, victory (4.1, 6.3, 7)
    # ------------------------------------------------------------------------------------------
    def counters_free(self, side: str, type_id: str, needed: int) -> bool:
        """The counter mix limits the units in play (UnitType.counters; None: no limit): may
        ``needed`` more of ``type_id`` come into play (A35.4 Hidden Unit, E68 Reinforcements)?"""
        t = self.scenario.side(side).nation.units[type_id]
        if t.counters is None:
            return True
        used = sum(1 for u in self.state.units.values() if u.side == side and u.type.id == type_id
                   and u.location != REMOVED)
        return used + needed <= t.counters

    def new_piece_id(self, stem: str) -> str:
        """An id for a unit or Weapon that comes into play ("<stem>-1", "-2", ... the first free)."""
        st = self.state
        n = 1
        while f"{stem}-{n}" in st.units or f"{stem}-{n}" in st.weapons:
            n += 1
        return f"{stem}-{n}"

    def award(self, side: str, vp: int, source: str):
        st = self.state
        st.vp += vp if side == "axis" else -vp
        st.vp_sources.append((side, vp, source))
        self.emit("vp", msg("4.1.1", "vp", delta=vp, player=side, source=source, balance=st.vp))

    def chit_active(self, kind: str) -> bool:
        return any(c.kind == kind for c in self.open_chits)

    def update_objectives(self):
        """7.3.1: the last side to occupy an Objective alone controls it (a multi-hex building
        needs every hex free of enemy units, T82); 7.3.3: open values swing the VP at once."""
        st = self.state
        for n in sorted(self.objective_hexes):
            hexes = self.objective_hexes[n]
            sides = {u.side for h in hexes for u in st.units_in(h)}
            if len(sides) != 1:
                continue
            new = sides.pop()
            old = st.objectives.get(n)
            if new == old:
                continue
            st.objectives[n] = new
            self.emit("objective", msg("7.3.1", "objective_control", player=new, number=n))
            value = st.objective_value(n)
            if value:
                if old is not None:
                    self.award(old, -value, f"7.3.3 objective {n}")
                self.award(new, value, f"7.3.3 objective {n}")

    def check_all_five(self, side: str):
        """7.3.2: immediately before a Sudden Death roll, a player who controls all five
        Objectives wins, if that chit is in play (open, or his own secret one)."""
        st = self.state
        if not (self.chit_active("auto_win_all_five") or any(
                c.kind == "auto_win_all_five" for s in ("axis", "allies") for c in self.secret_chits.get(s, ()))):
            return
        owners = {st.objectives.get(n) for n in self.objective_hexes}
        if len(owners) == 1 and None not in owners:
            self.finish(owners.pop(), "all_five_objectives")

    def end_by_vp(self, reason: str):
        """6.3 cases 3 and 4: reveal secret chits, then more VP wins; 0 goes to the Initiative."""
        st = self.state
        for s in ("axis", "allies"):
            for chit in self.secret_chits.get(s, ()):
                for n, value in self.chit_values(chit):
                    if st.objectives.get(n) == s and value:
                        self.award(s, value, f"7.3.3 secret chit {chit.id}")
        winner = "axis" if st.vp > 0 else "allies" if st.vp < 0 else st.initiative  # 9.2
        self.finish(winner, reason)

    def end_by_loss(self, loser: str, reason: str):
        """6.3 cases 1 and 2: that player loses whatever the VP."""
        self.finish(other(loser), reason)

    def finish(self, winner: str, reason: str):
        st = self.state
        st.over, st.winner, st.end_reason = True, winner, reason
        self.emit("game_over", msg("6.3", "game_over_vp", reason=reason, winner=winner, balance=st.vp))
        raise GameOver(reason)

    def chit_values(self, chit) -> list[tuple[int, int]]:
        if chit.kind == "single":
            return [(chit.objective, chit.vp)]
        if chit.kind == "all":
            return [(n, chit.vp) for n in range(1, 6)]
        return []

    # ------------------------------------------------------------------------------------------
    # Events (E42-E77): the catalogue of issue 4; E60 Interdiction is part of this issue
    # ------------------------------------------------------------------------------------------
    def execute_event(self, side: str, card: FateCard):
        handler = getattr(self, f"event_{card.event}", None)
        if handler is None:
            self.emit("event", msg("E42", "event_not_implemented", event=card.event))
            return
        self.emit("event", msg("E42", "event_executed", event=card.event, player=side))
        yield from handler(side, card)

    def event_interdiction(self, side: str, card: FateCard):
        """E60 Interdiction: see the rules text; implemented with the Orders (orders.py)."""
        yield from self.interdiction(side, card)
