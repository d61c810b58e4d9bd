"""Fate cards and die rolls: the draw pile, the hand, revealing a card as the dice (1.2-1.9), the
triggers (1.9.1: Event!, Sniper!, Time!, Jammed!), the random hex (1.8)."""

from __future__ import annotations

from dataclasses import dataclass

from cc_desktop.content.model import FateCard
from cc_desktop.rules import (events, units, victory)
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (other)


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


# Fate cards (1.1-1.4)
def card(g, side: str, number: int) -> FateCard:
    return g.state.players[side].cards[number]


def draw_to_hand_size(g, side: str, refill: bool):
    """1.1 / 5.4: draw until the hand holds the hand size; the last card of the draw pile
    causes a Time Advancement (6.1.2) before the rest is drawn.  Drawn cards are not die
    rolls: their triggers are ignored (5.4 note)."""
    player = g.state.players[side]
    while len(player.hand) < player.hand_size:
        card = player.draw.pop()
        player.hand.append(card)
        g.state.reveals += 1
        g.emit("card_drawn", msg("5.4", "card_drawn", player=side), hidden_from=side)
        g.emit("card_drawn", msg("5.4", "card_drawn_known", player=side, card=card), visible_to=side)
        if not player.draw:
            yield from victory.time_advance(g, side)


def reveal(g, side: str, use: str = "dice") -> tuple[FateCard, bool]:
    """1.3: turn over the top card of the draw pile onto the discard pile.  Returns the card
    and whether it was the last card (which causes a Time Advancement, 6.1.2).  ``use`` says
    what the card is revealed for (``roll`` 1.9, ``hex`` 1.8, ``event`` 1.9.1.1, ``dice``
    read apart, as an artillery drift): the window shows the card with that part ringed."""
    player = g.state.players[side]
    if not player.draw:
        # ambiguity 12 of 01: the pile was emptied while a trigger is resolved and its Time
        # Advancement waits for the end of the resolution; a card is needed now, so the
        # reshuffle of step 1 (1.4) comes first
        reshuffle(g, side)
    number = player.draw.pop()
    player.discard.append(number)
    g.state.reveals += 1
    card = player.cards[number]
    # the trigger as its id ("time"): the window says it in words (messages.render in English)
    g.emit("card_revealed", msg("1.3", "card_revealed", player=side, card=number, d1=card.dice[0],
                                   d2=card.dice[1], trigger=card.trigger or "", use=use))
    return card, not player.draw


def reshuffle(g, side: str):
    """1.4, 6.1.2 step 1."""
    player = g.state.players[side]
    pile = player.draw + player.discard
    pile.sort()
    g.state.rng.shuffle(pile)
    player.draw, player.discard = pile, []
    g.emit("reshuffle", msg("1.4", "reshuffle", player=side))


# die rolls (1.9) and triggers (1.9.1), the Initiative re-roll (9.1)
def roll(g, side: str, purpose: str, fire_attack: bool = False, subject: str | None = None):
    """Make a roll for ``side``.  Returns a :class:`Roll` after its trigger is resolved
    (1.9.1: a trigger is resolved before the roll's result is applied).  Jammed! is only
    returned (the Fire Attack applies it, 1.9.1.2); it counts only on a Fire Attack roll.

    ``purpose`` is an English phrase, with ``{0}`` where the ``subject`` (a unit id or a hex)
    goes: the log line carries both, so the window can translate the phrase and name the
    unit."""
    st = g.state
    nested = st.trigger_depth > 0
    said = purpose.format(subject) if subject is not None else purpose
    while True:
        card, last = reveal(g, side, "roll")
        g.emit("roll", msg("1.9", "roll", player=side, d1=card.dice[0], d2=card.dice[1],
                              total=card.dice[0] + card.dice[1], purpose=said,
                              what=purpose, subject=subject or ""))
        if (not st.over) and "reroll" in g.prefs[st.initiative]:
            move = yield Decision(st.initiative, "reroll", (Move("keep"), Move("reroll")),
                                  about={"total": card.dice[0] + card.dice[1]}, window=True)
            if move.kind == "reroll":
                g.emit("reroll", msg("9.1", "reroll", player=st.initiative))
                st.initiative = other(st.initiative)
                g.emit("initiative", msg("9.1", "initiative_passes", player=st.initiative))
                if last:  # ambiguity 11 of 01: the deck ran out all the same
                    yield from victory.time_advance(g, side)
                continue
        break
    trigger = card.trigger
    if trigger == "jammed" and not fire_attack:
        trigger = None  # 1.9.1.2: Jammed! applies only to Fire Attack rolls
    if trigger and nested:
        g.emit("trigger", msg("1.9.1", "trigger_ignored", trigger=trigger))
        trigger = None
    if last:
        yield from victory.time_advance(g, side)  # 6.1.2; a Time! on the last card advances once
        if trigger == "time":
            trigger = None
    if trigger in ("event", "sniper", "time"):
        g.emit("trigger", msg("1.9.1", "trigger", trigger=trigger, player=side))
        st.trigger_depth += 1
        try:
            if trigger == "event":
                yield from trigger_event(g, side)
            elif trigger == "sniper":
                yield from trigger_sniper(g, side)
            else:
                yield from victory.time_advance(g, side)
        finally:
            st.trigger_depth -= 1
    return Roll(card.dice[0], card.dice[1], trigger, card.number)


def random_hex(g, side: str) -> str | None:
    """1.8: reveal a card for its Random Hex; check every broken Weapon (11.4) first."""
    card, last = reveal(g, side, "hex")
    hex_id = card.random_hex
    n = int(hex_id[1:])
    for w in sorted(g.state.weapons.values(), key=lambda w: w.id):
        if w.broken and w.location == "unit":
            if w.type.fix and w.type.fix[0] <= n <= w.type.fix[1]:
                w.broken = False
                g.emit("weapon", msg("11.4", "weapon_fixed", weapon=w.id, n=n))
            elif w.type.elim and w.type.elim[0] <= n <= w.type.elim[1]:
                units.destroy_weapon(g, w, "11.4")
    g.state.time_advances_due += 1 if last else 0
    return hex_id if hex_id in g.grid else None


def flush_time_advances(g, side: str):
    """Ambiguity 12 of 01: a draw pile emptied by a random-hex reveal advances Time after the
    current resolution."""
    while g.state.time_advances_due:
        g.state.time_advances_due -= 1
        yield from victory.time_advance(g, side)


def trigger_event(g, side: str):
    """1.9.1.1: reveal the next card and execute its Event."""
    card, last = reveal(g, side, "event")
    if last:
        g.state.time_advances_due += 1
    yield from events.execute_event(g, side, card)
    yield from flush_time_advances(g, side)


def trigger_sniper(g, side: str):
    """1.9.1.3: reveal a Random Hex; the roller may break one unit there or adjacent (any
    side, ambiguity 10 of 01); a broken unit is eliminated."""
    st = g.state
    hex_id = random_hex(g, side)
    if hex_id is not None:
        g.emit("sniper", msg("1.9.1.3", "sniper", hex=hex_id))
        area = [hex_id] + list(g.grid.neighbours(hex_id).values())
        targets = [u for h in area for u in st.units_in(h)]
        if targets:
            options = tuple(Move("snipe", u.id) for u in sorted(targets, key=lambda u: u.id)) + (Move("snipe_none"),)
            move = yield Decision(side, "sniper", options, about={"hex": hex_id})
            if move.kind == "snipe":
                u = st.units[move.args[0]]
                g.emit("sniper", msg("1.9.1.3", "sniper_target", unit=u.id, hex=u.hex))
                yield from units.break_with_wounds(g, u, "1.9.1.3")  # A36
            else:
                g.emit("sniper", msg("1.9.1.3", "sniper_none"))
    yield from flush_time_advances(g, side)
