"""The sequence of play: set-up (5, F100.1), the Turn and its Orders (5, O14, O15), the Pass and its
discard (O15), the end of the Turn (6)."""

from __future__ import annotations


from cc_desktop.rules import (activation, artillery, fate, fire, fortifications, hidden, reactions,
                              recovery, units, victory)
from cc_desktop.rules import melee as melee_
from cc_desktop.rules import movement
from cc_desktop.rules.machine import Decision, GameOver, Move
from cc_desktop.rules.messages import RuleMessage, msg
from cc_desktop.rules.state import (FIGURE_LIMIT, ON_MAP, REMOVED, SETUP, Unit, other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "pass_after_order": "{player} has given an Order this turn: he may end it, not pass",
    "end_without_order": "{player} has given no Order this turn: a turn without an Order is a Pass",
    "command_flexibility": "{player} discards card {card} (Command Confusion) for Command Flexibility",
    # set-up in any order (5)
    "unit_replaced": "{unit} set up again in {hex}",
    "setup_not_yours": "{unit} is not one of your units to set up",
    "setup_not_in_area": "{hex} is not in your set-up area",
    "setup_enemy_there": "enemy units are set up in {hex}",
    "setup_blaze": "a Blaze burns in {hex}",
    "setup_overstacked": "{unit} would make more than 7 figures in {hex}",
    "setup_same_hex": "{unit} is in {hex} already",
    "setup_not_done": "units still to be set up: {left}",
}


# the whole game
def proc_game(g, resume: bool = False):
    """The whole game (5): set-up, the starting hands, then the Turns until the game ends.
    ``resume``: continue from a position (``Game.from_position``) at a set-up step or a Turn's
    decision; what has been done is read from the state (``phase``, ``setup_done``)."""
    st = g.state
    sc = g.scenario
    try:
        if not resume:
            g.emit("game", msg("5", "game_started", scenario=sc.name, first=sc.first_turn))
        if st.phase == "setup":
            for side in (sc.setup_first, other(sc.setup_first)):
                if side not in st.setup_done:
                    yield from proc_setup(g, side)
                    st.setup_done.append(side)
            for side in (sc.first_turn, other(sc.first_turn)):  # 1.1: draw the starting hand
                yield from fate.draw_to_hand_size(g, side, refill=False)
            victory.update_objectives(g)
            st.active = sc.first_turn
            st.phase = "play"
            resume = False
        while True:
            yield from proc_turn(g, st.active, resume=resume)
            resume = False
            st.active = other(st.active)
    except GameOver:
        return


# set-up (scenario data): each unit placed in its side's set-up zone, one decision each
def proc_setup(g, side: str):
    """Set-up (scenario data): the side's units, then its Fortifications (F100.1; off while
    ``Game.SETUP_FORTIFICATIONS`` is cleared by ``testing.position``).  V11: first, one Squad
    may Deploy."""
    if "V11" in g.variants and f"V11 {side}" not in g.state.variant_setup:
        yield from setup_deploy(g, side)  # V11
    yield from place_units(g, side)
    if "V8" in g.variants and f"V8 {side}" not in g.state.variant_setup:
        yield from fire.name_mortar_spotter(g, side)  # V8.1
    if g.SETUP_FORTIFICATIONS:
        yield from fortifications.setup_fortifications(g, side)


def setup_deploy(g, side: str):
    """V11 Fire Team Deployment: before placing his forces the player may Deploy (E52) one of
    his Squads of the set-up into two Teams of its quality (the counter mix allowing); its
    Weapon goes to the Team he chooses.  Recorded in the state (a position resumes after it)."""
    st = g.state
    squads = [u for u in st.units.values() if u.side == side and u.location == SETUP and u.kind == "squad"
              and u.type.deploys_to in g.scenario.side(side).nation.units
              and units.counters_free(g, side, u.type.deploys_to, 2)]
    st.variant_setup.append(f"V11 {side}")
    if not squads:
        return
    move = yield Decision(side, "setup_deploy", (Move("decline"),) + tuple(Move("deploy", u.id) for u in squads))
    if move.kind == "decline":
        return
    squad = st.units[move.args[0]]
    team_type = g.scenario.side(side).nation.units[squad.type.deploys_to]
    ids = (f"{squad.id}-a", f"{squad.id}-b")
    keeper = ids[0]
    if squad.weapon:  # E52.2: the owner assigns the Weapon
        move = yield Decision(side, "deploy_marker", tuple(Move("keeps", t, "weapon") for t in ids),
                              about={"unit": squad.id, "marker": "weapon"})
        keeper = move.args[0]
    teams = {}
    for tid in ids:  # in the squad's place in the play order
        teams[tid] = Unit(tid, side, team_type, location=SETUP, weapon=squad.weapon if tid == keeper else None)
    squad.location, squad.weapon = REMOVED, None  # V11: back to the counter box (no VP)
    order = list(st.units.items())
    at = next(i for i, (k, _) in enumerate(order) if k == squad.id)
    st.units.clear()
    st.units.update(order[:at + 1] + list(teams.items()) + order[at + 1:])
    g.emit("deploy", msg("V11", "deployed", unit=squad.id, teams=f"{ids[0]}, {ids[1]}"),
           visible_to=side if g.scenario.side(side).hidden_setup else None)


def place_units(g, side: str):
    """Set-up (5, F100.1; docs/rules-decisions.md "Set-up in any order"): the side places its
    units in its set-up area in the order it likes, may place a unit it has placed again, and
    says Done once every unit is placed (its review before the other side's turn comes).

    One decision at a time (:func:`setup_options`): ``place`` for every unit still to place and,
    to move it again, for every unit placed already; ``done`` once none is left.  Nothing but
    the units' places is kept while it goes on, so a position at this decision resumes it; once
    the side is Done and has Fortifications to set up, ``setup_markers`` holds its count of them
    (0), which tells a position at its first Fortification that its units are done."""
    st = g.state
    if side in st.setup_markers:  # F100.1: its Fortifications' turn has come: the units are done
        return
    if not setup_units(g, side):
        return  # nothing to set up
    hidden = side if g.scenario.side(side).hidden_setup else None
    while True:
        options = setup_options(g, side)
        left = sum(1 for u in st.units.values() if u.side == side and u.location == SETUP)
        move = yield Decision(side, "setup", options, about={"left": left},
                              why_not=lambda m, s=side: why_not_place(g, s, m),
                              options_fn=lambda s=side: setup_options(g, s))
        if move.kind == "done":
            if g.SETUP_FORTIFICATIONS and g.scenario.side(side).fortifications:
                st.setup_markers[side] = 0  # F100.1: the Fortifications come next (resumable)
            return
        unit = st.units[move.args[0]]
        again = unit.location == ON_MAP
        unit.location, unit.hex = ON_MAP, move.args[1]
        if again:  # 5: moved in the set-up area before Done
            g.emit("unit_placed", msg("5", "unit_replaced", unit=unit.id, hex=unit.hex), visible_to=hidden)
        else:
            g.emit("unit_placed", msg("", "unit_placed", unit=unit.id, hex=unit.hex), visible_to=hidden)


def setup_units(g, side: str) -> list[Unit]:
    """The units ``side`` sets up now (5): those still to place and those it has placed (during
    its set-up every unit of the side on the map was placed by it), in the play order."""
    return [u for u in g.state.units.values() if u.side == side and u.location in (SETUP, ON_MAP)]


def setup_options(g, side: str) -> tuple[Move, ...]:
    """The set-up decision's moves (5, 8.2; V15.3): ``place`` for each unit still to place in each
    hex of the set-up area it may go to, then ``place`` for each unit placed in each other hex it
    may go to; with none left to place, ``done`` first.  A unit still to place keeps the order
    the set-up used to ask them in (``legal_moves()[0]`` places the first one in the first hex it
    may take, as it always did).

    Built once per set-up step: kept in the state's memo (``GameState.memo``: dropped whenever a
    unit changes), with the Blaze it depends on in its key; the moves themselves are the ones
    :func:`_place_moves` made once for each unit and hex."""
    st = g.state
    memo = st.memo()
    key = ("setup_options", side, frozenset(st.blaze) if st.blaze else None)
    found = memo.get(key)
    if found is not None:
        return found
    zone, places = _setup_area(g, side)
    occ = st.index()  # GameState.enemy_in and GameState.figures, inline
    sides = occ.sides
    counted = None if "V15" in g.variants else side  # V15.3: both sides' figures, at most 7
    blaze = st.blaze
    free = [h for h in zone if h not in blaze and (h not in sides or sides[h] == {side})]
    figures = dict.fromkeys(free, 0)
    for u in occ.on_map.get(counted, ()):  # the figures in each free hex
        if u.hex in figures:
            figures[u.hex] += u.figures
    open_to: dict[int, tuple[str, ...]] = {}  # the free hexes with room for a unit of so many figures
    fresh, again = [], []
    for unit in setup_units(g, side):
        room = FIGURE_LIMIT - unit.figures
        hexes = open_to.get(room)
        if hexes is None:
            hexes = open_to[room] = tuple([h for h in free if figures[h] <= room])  # 8.2
        made = places.get(unit.id)
        if made is None:
            made = _place_moves(places, unit.id, zone)
        moves, chosen = made
        if unit.location == SETUP:
            found = chosen.get(hexes)
            if found is None:  # (no hex open: stack anyway in the first hex, a scenario data error)
                found = _chosen(chosen, hexes, tuple(map(moves.__getitem__, hexes)) or (moves[zone[0]],))
            fresh += found
        else:
            here = unit.hex
            found = chosen.get((hexes, here))
            if found is None:
                found = _chosen(chosen, (hexes, here), tuple(moves[h] for h in hexes if h != here))
            again += found
    options = memo[key] = tuple(fresh + again) if fresh else (_DONE,) + tuple(again)
    return options


_DONE = Move("done")
#: per set-up area (a scenario side's, by its hexes and the map's grid: the same for every game
#: of the scenario): its hexes in map order and the ``place`` moves made for it: unit id ->
#: ({hex: Move}, the unit's moves to the hexes open to it, by those hexes (and its own hex): the
#: same tuples at each step where they do not change).  Values, shared by the games.
_AREAS: dict[tuple[frozenset, int], tuple[object, tuple[str, ...], dict[str, tuple[dict[str, Move], dict]]]] = {}


def _setup_area(g, side: str) -> tuple[tuple[str, ...], dict[str, tuple[dict[str, Move], dict]]]:
    """The set-up area of ``side`` in map order (5), and the ``place`` moves made for it."""
    grid = g.grid
    key = (g.scenario.side(side).setup_zone, id(grid))
    found = _AREAS.get(key)
    if found is None or found[0] is not grid:
        if len(_AREAS) > 64:
            _AREAS.clear()
        found = _AREAS[key] = (grid, tuple(sorted(key[0], key=grid.index.get)), {})
    return found[1], found[2]


def _place_moves(places: dict, uid: str, zone: tuple[str, ...]) -> tuple[dict[str, Move], dict]:
    """``Move("place", uid, hex)`` for each hex of the set-up area ``zone``, kept in ``places``
    (with room for the unit's tuples of them)."""
    moves = {h: Move("place", uid, h) for h in zone}
    if len(places) > 4096:
        places.clear()
    made = places[uid] = (moves, {})
    return made


def _chosen(chosen: dict, key, moves: tuple[Move, ...]) -> tuple[Move, ...]:
    """Keep ``moves``, a unit's place moves to the hexes ``key`` names (at most 256 such)."""
    if len(chosen) > 256:
        chosen.clear()
    chosen[key] = moves
    return moves


def why_not_place(g, side: str, move: Move) -> RuleMessage | None:
    """Why the set-up refuses ``move`` (5, 8.2, T79; None: no reason the set-up knows)."""
    st = g.state
    if move.kind == "done":
        left = sum(1 for u in st.units.values() if u.side == side and u.location == SETUP)
        return msg("5", "setup_not_done", left=left) if left else None
    if move.kind != "place" or len(move.args) != 2:
        return None
    uid, hex_id = move.args
    unit = st.units.get(uid)
    if unit is None or unit.side != side or unit.location not in (SETUP, ON_MAP):
        return msg("5", "setup_not_yours", unit=uid)
    if hex_id not in g.scenario.side(side).setup_zone:
        return msg("5", "setup_not_in_area", hex=hex_id)
    if hex_id == unit.hex:
        return msg("5", "setup_same_hex", unit=uid, hex=hex_id)
    if hex_id in st.blaze:
        return msg("T79", "setup_blaze", hex=hex_id)
    if st.enemy_in(hex_id, side):
        return msg("5", "setup_enemy_there", hex=hex_id)
    counted = None if "V15" in g.variants else side  # V15.3
    if st.figures(hex_id, counted) + unit.figures > FIGURE_LIMIT:
        return msg("8.2", "setup_overstacked", unit=uid, hex=hex_id)
    return None


# the turn (5)
def proc_turn(g, side: str, resume: bool = False):
    """A Turn (5): Orders one by one until the player passes or ends it (O15), then the end of
    the Turn.  ``resume``: the Turn has begun already (a position at its decision)."""
    st = g.state
    player = st.players[side]
    if not resume:
        st.turn += 1
        st.orders_given = 0
        st.activated_units.clear()
        st.fire_only.clear()  # V13
        st.activated_players.clear()
        g.emit("turn", msg("5", "turn_started", player=side))
        if "V16" in g.variants:
            yield from command_flexibility(g, side)  # V16: at the start of the Turn

    def turn_options() -> tuple[Move, ...]:
        options = []
        if st.orders_given < player.orders:  # 5.1
            possible: dict[str, bool] = {}  # each Order asked once, whatever the cards
            for c in sorted(player.hand):
                order = player.cards[c].order
                if order not in possible:
                    possible[order] = activation.order_possible(g, side, order)
                if possible[order]:
                    options.append(Move("order", c, order))
        options.append(Move("pass") if st.orders_given == 0 else Move("end"))  # O15
        return tuple(options)

    while True:
        move = yield Decision(side, "turn", turn_options(),
                              why_not=lambda m, s=side: why_not_order(g, s, m), options_fn=turn_options)
        st.advanced = set()  # O16.4.3, F101, F104: who entered a hex counts for this Order only
        if move.kind == "pass":
            g.emit("pass", msg("O15", "pass", player=side))
            yield from proc_discard(g, side)
            break
        if move.kind == "end":
            break
        card, order = move.args
        player.hand.remove(card)
        player.discard.append(card)
        st.orders_given += 1
        g.emit("card_played", msg("1.5", "card_played_order", player=side, card=card, order=order))
        yield from order_procedure(order)(g, side)
        yield from melee_.resolve_melees(g)
    yield from end_of_turn(g, side)


def command_flexibility(g, side: str):
    """V16 Command Flexibility: at the start of ``side``'s Turn his opponent may discard one
    card showing Command Confusion (O19); if he does, ``side`` may suppress one of the
    opponent's units.  Offered whenever the opponent has a unit on the map (public), whatever
    his hand holds (A24); not a Pass."""
    st = g.state
    other_side = other(side)
    if not st.on_map(other_side):
        return
    player = st.players[other_side]
    cards = [c for c in sorted(player.hand) if player.cards[c].order == "command_confusion"]
    move = yield Decision(other_side, "command_flexibility",
                          (Move("decline"),) + tuple(Move("discard", c) for c in cards),
                          about={"player": side}, window=True)
    if move.kind == "decline":
        return
    card = move.args[0]
    player.hand.remove(card)  # V16: at most one card
    player.discard.append(card)
    g.emit("card_discarded", msg("V16", "command_flexibility", player=other_side, card=card))
    targets = st.on_map(other_side)
    if not targets:
        return
    move = yield Decision(side, "flexibility_suppress",
                          (Move("decline"),) + tuple(Move("suppress", u.id) for u in sorted(targets, key=lambda u: u.id)),
                          about={"player": other_side})
    if move.kind == "suppress":
        units.suppress(g, st.units[move.args[0]], "V16")  # V16 (V19: a suppressed unit panics)


def why_not_order(g, side: str, move: Move) -> RuleMessage | None:
    st = g.state
    player = st.players[side]
    if move.kind == "pass" and st.orders_given:  # O15: a Pass is a Turn without Orders
        return msg("O15", "pass_after_order", player=side)
    if move.kind == "end" and not st.orders_given:
        return msg("O15", "end_without_order", player=side)
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
    if order == "recover" and side in st.activated_players:  # O22.1: one Recover or Rout each
        return msg("O22.1", "player_already_activated", player=side)
    broken = [p for p in (side, other(side)) if any(u.broken for u in st.on_map(p))]
    if order == "rout" and broken and all(p in st.activated_players for p in broken):  # O23.1
        return msg("O23.1", "player_already_activated", player=broken[0])
    return msg(activation.ORDER_RULES.get(order, "O14.1"), "no_eligible_units", order=order)


def proc_discard(g, side: str):
    """O15 discard, then the windows a Pass discard of one or more cards opens for the opponent:
    A31 Demolitions (reactions.py), A35.4 Hidden Unit (hidden.py)."""
    before = len(g.state.players[side].discard)
    yield from discard_cards(g, side)
    discarded = len(g.state.players[side].discard) - before
    yield from reactions.demolitions_window(g, side, discarded)
    yield from hidden.after_pass_discard(g, side, discarded)


def discard_cards(g, side: str):
    """O15, 5.3: discard any number of cards, 0 included, up to the discard capability.
    V2.1: at night the Discard Limit is ALL: every card is discarded."""
    player = g.state.players[side]
    if "V2" in g.variants:
        for card in sorted(player.hand):  # V2.1: the whole hand, no choice
            player.hand.remove(card)
            player.discard.append(card)
            g.emit("card_discarded", msg("V2.1", "card_discarded", player=side, card=card))
        return
    for _ in range(player.discard_limit):
        options = tuple(Move("discard", c) for c in sorted(player.hand)) + (Move("done"),)
        move = yield Decision(side, "discard", options, about={"limit": player.discard_limit})
        if move.kind == "done":
            return
        card = move.args[0]
        player.hand.remove(card)
        player.discard.append(card)
        g.emit("card_discarded", msg("O15", "card_discarded", player=side, card=card))


def end_of_turn(g, side: str):
    """8.2 (each owner fixes his overstacked hexes; ambiguity 2 of 01), then 5.4 refill.
    V15 replaces 8.2: no unit is eliminated for overstacking."""
    st = g.state
    for owner in (other(side), side) if "V15" not in g.variants else ():  # V15: 8.2 does not apply
        figures: dict[str, int] = {}  # GameState.figures of each hex, in one pass
        for u in st.on_map(owner):
            figures[u.hex] = figures.get(u.hex, 0) + u.figures
        for hex_id in sorted(figures, key=g.grid.index.get):
            if figures[hex_id] <= FIGURE_LIMIT:
                continue  # not overstacked (nothing changes in a hex before its turn comes)
            deployed = False
            while st.figures(hex_id, owner) > FIGURE_LIMIT:
                present = st.units_in(hex_id, owner)
                options = tuple(Move("eliminate", u.id) for u in present)
                if not deployed:  # 8.2, E52: one free Deploy in each overstacked hex first
                    options += tuple(Move("deploy", u.id) for u in present if units.can_deploy(g, u))
                move = yield Decision(owner, "overstack", options, about={"hex": hex_id})
                if move.kind == "deploy":
                    deployed = True
                    yield from units.deploy(g, st.units[move.args[0]], "8.2")
                else:
                    units.eliminate(g, st.units[move.args[0]], "8.2")
    g.emit("turn", msg("5", "turn_ended", player=side))
    yield from fate.draw_to_hand_size(g, side, refill=True)


def order_procedure(order: str):
    """The procedure of each Order (O16-O23; O19 Command Confusion is never given)."""
    return {"move": movement.order_move, "fire": fire.order_fire, "advance": melee_.order_advance,
            "recover": recovery.order_recover, "rout": recovery.order_rout,
            "artillery_denied": artillery.order_artillery_denied,
            "artillery_request": artillery.order_artillery_request}[order]
