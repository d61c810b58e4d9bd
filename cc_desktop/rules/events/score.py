"""Events about VP, cards and Objective chits: E45 Battlefield Integrity, E49 Command and
Control, E54 Elan, E57 Fog of War, E61 Interrogation, E65 Mission Objective, E67 Reconnaissance,
E74 Strategic Objective."""

from __future__ import annotations


from cc_desktop.content.model import FateCard
from cc_desktop.rules import (victory)
from cc_desktop.rules.events import common
from cc_desktop.rules.machine import Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "casualties_counted": "{player} counts {count} enemy units on the Casualty Track",
    "objectives_counted": "{player} controls {count} Objectives",
    "surrender_moved": "{player}'s Surrender marker moves to space {space}",
    "card_lost": "{player} loses card {card}, picked at random by {chooser}",
    "hand_empty": "{player}'s hand is empty: no card is lost",
    "hand_shown_public": "{player} shows his hand ({count} cards) to {viewer}",
    "hand_shown": "{player}'s hand: cards {cards}",
    "card_discarded_involuntary": "{player}'s card {card} goes to his discard pile",
    "chit_drawn_secret": "{player} draws a secret Objective chit",
    "chit_drawn_known": "{player} draws secret Objective chit {chit}",
}


# E45 Battlefield Integrity
def event_battlefield_integrity(g, side: str, card: FateCard):
    """E45: 1 VP per enemy unit on the Casualty Track (Weapons and Heroes are never counted:
    they are not in it, 4.2, E58.1)."""
    count = len(g.state.players[other(side)].casualties)
    g.emit("event", msg("E45", "casualties_counted", player=side, count=count))
    if count:
        victory.award(g, side, count, "E45")
    yield from ()


# E49 Command & Control
def event_command_and_control(g, side: str, card: FateCard):
    """E49: 1 VP per Objective the executing player controls (7.3.1), whatever its chits."""
    count = sum(1 for n in g.objective_hexes if g.state.objectives.get(n) == side)
    g.emit("event", msg("E49", "objectives_counted", player=side, count=count))
    if count:
        victory.award(g, side, count, "E49")
    yield from ()


# E54 Elan
def event_elan(g, side: str, card: FateCard):
    """E54: the Surrender marker moves one space higher (4.2, 6.3)."""
    player = g.state.players[side]
    player.surrender += 1
    g.emit("event", msg("E54", "surrender_moved", player=side, space=player.surrender))
    yield from ()


# E57 Fog of War
def event_fog_of_war(g, side: str, card: FateCard):
    """E57: each player picks one card at random from the opponent's hand; it goes to its
    owner's discard pile (not a Pass discard, O15).  The executing player picks first."""
    st = g.state
    for chooser in (side, other(side)):
        owner = other(chooser)
        player = st.players[owner]
        if not player.hand:
            g.emit("card_discarded", msg("E57", "hand_empty", player=owner))
            continue
        c = g.state.rng.choice(sorted(player.hand))
        player.hand.remove(c)
        player.discard.append(c)
        g.emit("card_discarded", msg("E57", "card_lost", player=owner, card=c, chooser=chooser))
    yield from ()


# E61 Interrogation
def event_interrogation(g, side: str, card):
    """E61: the opponent shows his whole hand to the executing player only (1.2 overridden);
    the executing player may send one of its cards to the opponent's discard pile (an
    involuntary discard, not a Pass discard)."""
    st = g.state
    opp = other(side)
    hand = sorted(st.players[opp].hand)
    g.emit("event", msg("E61", "hand_shown_public", player=opp, viewer=side, count=len(hand)))
    g.emit("event", msg("E61", "hand_shown", player=opp, cards=", ".join(map(str, hand)) or "-"),
              visible_to=side)
    if not hand:
        common.no_effect(g, "E61", "interrogation")
        return
    move = yield from common.ask(g, side, "interrogation", tuple(Move("discard", c) for c in hand),
                                  {"player": opp}, optional=True)
    if move.kind == "decline":
        return
    c = move.args[0]
    st.players[opp].hand.remove(c)
    st.players[opp].discard.append(c)
    g.emit("card_discarded", msg("E61", "card_discarded_involuntary", player=opp, card=c))


# E65 Mission Objective
def event_mission_objective(g, side: str, card):
    """E65: one more Objective chit at random for the executing player, kept secret; a chit
    without a secret side is opened and scores at once (ambiguity: as E74)."""
    pool = common.undrawn_chits(g)
    if not pool:
        common.no_effect(g, "E65", "mission_objective")
        return
    chit = g.state.rng.choice(pool)
    if chit.can_be_secret:
        g.state.secret_chits[side].append(chit.id)
        g.emit("objective", msg("E65", "chit_drawn_secret", player=side))
        g.emit("objective", msg("E65", "chit_drawn_known", player=side, chit=chit.id), visible_to=side)
    else:
        common.open_chit(g, chit, "E65")
    return
    yield  # a procedure (generator) that asks nothing


# E67 Reconnaissance
def event_reconnaissance(g, side: str, card):
    """E67: the opponent chooses and reveals one of his secret chits; it is open from now on
    and scores at once for the controller of its Objective(s) (7.3.3)."""
    opp = other(side)
    secret = sorted(g.secret_chits.get(opp, []), key=lambda c: c.id)
    if not secret:
        common.no_effect(g, "E67", "reconnaissance")
        return
    move = yield from common.ask(g, opp, "reconnaissance", tuple(Move("reveal", c.id) for c in secret))
    chit = next(c for c in secret if c.id == move.args[0])
    g.state.secret_chits[opp].remove(chit.id)
    common.open_chit(g, chit, "E67")


# E74 Strategic Objective
def event_strategic_objective(g, side: str, card):
    """E74: one Objective chit at random, face up for both players; it adds to the others and
    scores at once for whoever controls its Objective(s)."""
    pool = common.undrawn_chits(g)
    if not pool:
        common.no_effect(g, "E74", "strategic_objective")
        return
    common.open_chit(g, g.state.rng.choice(pool), "E74")
    return
    yield  # a procedure (generator) that asks nothing
