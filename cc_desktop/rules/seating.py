"""Who sits at the screen: the hotseat table's policy of pass screens (issue 14, item 1).  No Qt.

Two players share one screen.  A pass screen (the window covered until the other player takes
the seat) is needed only when the player who must decide has to see something the other may not:
his hand, his secret Objective chits, a hidden set-up, the opponent's hand he is shown.  Every
other decision is asked in public, at the screen as it is (the seated player's hand hidden while
the other answers), and a decision whose only answer follows from public information is not asked
at all.  A reaction window (A24) is asked in public first ("react?  Decline / Show my hand"):
declining costs one click and no pass screen; the pass screen comes only when the player asks to
see his hand.  A window is offered whenever its public conditions hold, whatever the hand (the
engine decides that; this module never looks at a hand to decide what to ask), so that no answer
and no pass screen tells the other player anything about it.

:func:`prompt_for` is the one policy: the window (``cc_desktop.ui``) follows it and
``cc-desktop simulate`` counts pass screens with it.
"""

from __future__ import annotations

from dataclasses import dataclass

from cc_desktop.rules.hidden import hidden_from
from cc_desktop.rules.machine import Decision, Move

#: argument types whose very choice needs what only the deciding player may see: his hand, the
#: opponent's hand he is shown (E61), his secret Objective chits (E67)
HIDDEN_ARGS = frozenset({"card", "enemy_card", "chit"})
#: decisions about something hidden from the other player whatever their moves: the Defender's
#: Hidden Unit (A35.4) taking its item and hex
HIDDEN_KINDS = frozenset({"hidden_unit_item", "hidden_unit_hex"})

SEATED = "seated"  # the player at the screen decides, as he is
PUBLIC = "public"  # the other player answers at the screen, nothing hidden shown (no pass screen)
WINDOW = "window"  # a reaction window asked in public: Decline, or Show my hand (then a pass screen)
PASS = "pass"  # a pass screen, then the deciding player decides with what only he may see
AUTO = "auto"  # one answer, following from public information: made without asking


@dataclass(frozen=True)
class Prompt:
    """How the pending decision is put to the table: ``how`` (one of SEATED, PUBLIC, WINDOW, PASS,
    AUTO), the deciding ``side``, and for AUTO the ``move`` made."""

    how: str
    side: str
    move: Move | None = None
    #: WINDOW: the kinds of answers that need the hand (Show my hand, then a pass screen); the
    #: others (Decline, Op Fire with units already firing, an Initiative re-roll) are public
    hidden_moves: frozenset[str] = frozenset()

    @property
    def pass_screen(self) -> bool:
        return self.how == PASS


def needs_hidden(game, decision: Decision) -> bool:
    """Whether deciding needs what only the deciding player may see.  Judged by the decision's
    kind (the moves it may offer) and public facts, never by the options it offers now: those
    depend on the hand, and a pass screen or its absence must not tell what the hand holds."""
    if decision.window:
        return False  # asked in public first (WINDOW)
    if decision.kind in HIDDEN_KINDS or hidden_moves(decision):
        return True
    if decision.kind == "setup":  # 5, F100.1: a hidden set-up is placed unseen
        return bool(game.scenario.side(decision.player).hidden_setup)
    return False


def screen_hides(game, seated: str | None, side: str) -> bool:
    """Whether the screen as it is, ``seated``'s, shows what ``side`` may not see beyond what the
    window hides while the other player answers (the seated player's hand, secret chits and own
    log lines): the seated player's hidden set-up, his units and Fortifications placed unseen
    until the first Turn begins (F100.1).  A public decision of ``side`` is then asked behind a
    pass screen, at ``side``'s own view."""
    if seated is None or seated == side:
        return False
    return bool(game.hidden_units_from(side) or hidden_from(game, side))


def hidden_moves(decision: Decision) -> frozenset[str]:
    """The kinds of moves of ``decision`` whose choice needs what only its player may see (read
    from its declaration: worked out once for each)."""
    spec = decision.spec
    found = _HIDDEN_MOVES.get(spec)
    if found is None:
        found = _HIDDEN_MOVES[spec] = frozenset(k for k, sig in spec.moves.items()
                                                if any(t in HIDDEN_ARGS for t in sig))
    return found


#: a decision's declaration -> its :func:`hidden_moves` (the declarations are the registry's, fixed)
_HIDDEN_MOVES: dict = {}


def prompt_for(game, seated: str | None) -> Prompt | None:
    """How the pending decision is asked when ``seated`` is the player at the screen (None:
    nobody yet, as at the start of a game or after a pass screen to nobody); None when the game
    is over."""
    d = game.pending
    if d is None:
        return None
    side = d.player
    if d.window:  # A24: offered whatever the hand
        return _prompt(SEATED if side == seated else WINDOW, side, hidden_moves(d))
    if needs_hidden(game, d):
        return _prompt(SEATED if side == seated else PASS, side)
    if len(d.options) == 1:
        return Prompt(AUTO, side, d.options[0])  # one answer, and nothing hidden chose it
    if screen_hides(game, seated, side):  # F100.1: the seated player's hidden set-up is on the screen
        return _prompt(PASS, side)
    return _prompt(SEATED if side == seated else PUBLIC, side)


def _prompt(how: str, side: str, hidden: frozenset[str] = frozenset()) -> Prompt:
    """``Prompt(how, side, hidden_moves=hidden)``, one value for each (they are few, asked at every move)."""
    key = (how, side, hidden)
    found = _PROMPTS.get(key)
    if found is None:
        found = _PROMPTS[key] = Prompt(how, side, hidden_moves=hidden)
    return found


_PROMPTS: dict[tuple, Prompt] = {}


def seated_after(prompt: Prompt, seated: str | None, move: Move) -> str | None:
    """The player at the screen after ``move`` answered ``prompt``: the deciding player after a
    pass screen, or after a reaction window he answered with his hand (he asked to see it: a pass
    screen first); the same player otherwise."""
    return prompt.side if pass_screens(prompt, move) else seated


def public_moves(prompt: Prompt, moves) -> list[Move]:
    """The answers of ``moves`` that may be given at the screen as it is when the decision is
    put as ``prompt``: every one when seated or asked in public, a window's public answers
    (Decline, Op Fire with units already firing, a re-roll; not a card: Show my hand first),
    none behind a pass screen."""
    if prompt.how == PASS:
        return []
    if prompt.how == WINDOW:
        return [m for m in moves if m.kind not in prompt.hidden_moves]
    return list(moves)


def pass_screens(prompt: Prompt, move: Move) -> int:
    """The pass screens ``prompt`` costs when answered with ``move``: one for PASS, one for a
    reaction window answered with a card (Show my hand), none otherwise."""
    if prompt.how == PASS:
        return 1
    return int(prompt.how == WINDOW and move.kind in prompt.hidden_moves)
