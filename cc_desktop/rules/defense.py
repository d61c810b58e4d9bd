"""A Fire Attack and its Defense rolls (O20.3, O20.3.3, O20.3.4): the attack total, hexside Cover, each
defender's roll, Concealment (A29)."""

from __future__ import annotations

from dataclasses import dataclass

from cc_desktop.rules import (activation, artillery, fate, fire, hidden, rubble, units, variants)
from cc_desktop.rules.fire import Term, term
from cc_desktop.rules.machine import Decision, Move
from cc_desktop.rules.messages import msg
from cc_desktop.rules.state import (ON_MAP, Unit,
                                    other)


#: The English texts of this module's messages (the window translates them by code).
MESSAGES = {
    "concealment": "Concealment: Cover {cover} of {hex} is subtracted; the Attack Total is now {total}",
    "no_cover_to_subtract": "the Cover of {hex} is {cover}: Concealment has nothing to subtract",
    "zero_cover": "{weapon}: the target's Cover is 0",
    "point_blank": "Point Blank Fire: {cards} card(s) discarded at random; the Attack Total is now {total}",
    "near_miss": "near miss ({result}): the shot at {target} falls in {hex}",
    "near_miss_none": "the shot at {target} misses ({result}): no near miss",
    "critical_hit": "Critical Hit: the Attack Total {attack} is at least twice the Defense Total {defense}: {unit} is eliminated",
    # a Fire Defense Roll's line with its Morale and its Cover apart (O20.3.4: "defense" with
    # ``base`` and ``cover``; messages.template_of)
    "defense_cover": "{unit}: Morale {base} + Cover {cover} ({cover_by}) + roll {roll} = {total} against {attack}",
    # the parts of a defender's Morale and Cover (defense_breakdown, the Fire preview)
    "term_morale": "printed Morale",
    "term_morale_broken": "printed Morale (broken side)",
    "term_cover_terrain": "{terrain}",
    "term_cover_fort": "{fortification}",
    "term_rubble": "Rubble",
    "term_road": "Road in the hex",
    "term_overstacking": "Overstacking",
    "term_cover_hexside": "{feature} crossed by the fire: Cover {cover}",
    "term_cover_vs_mortar": "{fortification} against a Mortar: Cover {cover}",
    "term_cover_zero": "{weapon}: Cover 0",
    "term_cover_mines": "Mine Attack: Cover 0",
    "term_cover_other": "other Cover modifiers",
}


def attack(g, side: str, group: list[str], target: str, played: list[str] | None = None,
           spray: str | None = None, enfilade: bool = False):
    st = g.state
    played = list(played or [])
    targets = [target] + ([spray] if spray else [])
    # the attack's FP is the sum of its terms (fire.attack_terms: what the Fire preview shows)
    terms = fire.attack_terms(g, group, targets, enfilade=enfilade, explain=True)  # V18: +1 per hex beyond the first
    near = False  # V7: the shot falls next to the target
    if len(group) == 1 and units.piece_ordnance(g, group[0]):  # O20.2.3: Targeting Roll first
        u = units.piece_unit(g, group[0])
        _, hind = fire.targeting_line(g, group[0], u.hex, target)  # V8.3: the Spotter's Hindrance
        rng = g.grid.distance(u.hex, target)
        t = yield from fate.roll(g, side, "Targeting {0}", subject=target)
        hit = t.product - hind > rng
        g.emit("targeting", msg("O20.2.3", "targeting", target=target, product=t.product, hindrance=hind,
                                   range=rng, result="hit" if hit else "miss"))
        if not hit:
            if "V7" not in g.variants:
                return
            landed = yield from near_miss(g, group[0], u.hex, target, t)  # V7
            if landed is None:
                return
            near, target, targets = True, landed, [landed]
            terms = fire.attack_terms(g, group, targets, explain=True)  # Ordnance: no Hindrance; the height of this hex
            if not st.units_in(target) and not (rubble.attackable(g, target) and rubble.rubbling_fp(g, group)):
                return  # V7: an empty hex is not attacked (V1: unless a Gun can rubble it)
        # the Attack ignores the Hindrance after a hit (group_fp counts none for Ordnance)
        while True:  # A24.1: Actions before the Fire Attack roll
            options = fire.fire_action_moves(g, side, group, targets, played)
            if not options:
                break
            move = yield Decision(side, "fire_actions", tuple([Move("roll")] + options), about={"hex": target},
                                  context={"group": tuple(group), "played": tuple(played)},
                                  why_not=activation.in_order(g, lambda m: activation.action_refusal(g, side, m)))
            if move.kind == "roll":
                break
            activation.play_action(g, side, move.args[0], move.args[1])
            played.append(move.args[1])
    terms += fire.action_terms(played)  # A24.1 (as fire.attack_terms adds them)
    fp = sum(t.value for t in terms)
    point_blank = (yield from point_blank_cards(g, side, group, targets)) if "V14" in g.variants else 0  # V14: cards
    defenders = [u.id for t in targets for u in st.units_in(t, other(side))]
    after = [t for t in fire.after_roll_terms(g, group, target) if t.code == "term_airburst"]  # T99 (V6: below)
    r = yield from fate.roll(g, side, "Fire Attack on {0}", fire_attack=True, subject=target)
    if "V1" in g.variants and rubble.rubbling_fp(g, group) is not None:  # V1.3: a Gun or Satchel Charge
        for t in targets:
            yield from rubble.check(g, t, r.total, rubble.rubbling_fp(g, group), "V1.3.1")
    if r.trigger == "jammed":  # 1.9.1.2, O20.3.3.1
        for p in group:
            if p in st.weapons and st.weapons[p].location == "unit":
                units.break_weapon(g, st.weapons[p], "O20.3.3.1")
    if r.d1 == r.d2:  # A41: doubles break one firing Mortar or MG per Sustained Fire
        for _ in range(played.count("sustained_fire")):
            guns = [p for p in group if p in st.weapons and st.weapons[p].location == "unit"
                    and (st.weapons[p].type.is_mortar or st.weapons[p].type.is_machine_gun)]
            if not guns:
                break
            pick = guns[0]
            if len(guns) > 1:
                move = yield Decision(side, "malfunction", tuple(Move("break", p) for p in guns),
                                      about={"hex": target}, variant="sustained_fire", why_not=activation.in_order(g))
                pick = move.args[0]
            units.break_weapon(g, st.weapons[pick], "A41")
    total = fp + r.total + sum(t.value for t in after)
    # the FP's parts (fire.attack_terms, as the preview shows them), then the Attack Total
    g.emit("attack_parts", msg("O20.3.1.2", "attack_parts", fp=fp, **fire.log_params(terms, after)))
    g.emit("attack", msg("O20.3.3", "attack", target="+".join(targets), fp=fp, roll=r.total, total=total))
    if point_blank:
        total += point_blank * int(variants.data()["point_blank_per_card"])  # V14: +2 per card discarded at random
        g.emit("attack", msg("V14", "point_blank", cards=point_blank, total=total))
    if any(units.piece_ordnance(g, p) for p in group):
        total = artillery.water_cushioning(g, target, total)  # V6
    cover_bonus = attack_cover(g, group, targets)  # F102-F105, T87, T97, 11.6: what the preview shows
    for p in group:
        w = st.weapons.get(p)
        if w and w.type.single_use and w.location == "unit":
            units.destroy_weapon(g, w, "11.6", to_casualty=False)
    if cover_bonus is not None and cover_bonus.kind == "flame":  # 11.6: Cover 0, whatever else
        g.emit("zero_cover", msg("11.6", "zero_cover", weapon=cover_bonus.weapon))
    if near:  # V7: the firer's own units there are attacked too, each owner rolling for his own
        for owner in (other(side), side):
            ids = [u.id for u in st.units_in(target, owner)]
            yield from defend(g, owner, ids, total, "V7", cover_bonus=cover_bonus, hexes=targets)
        return
    yield from defend(g, other(side), defenders, total, "O20.3.4", cover_bonus=cover_bonus, hexes=targets)


class CoverBonus:
    """What an attack does to its defenders' Cover beyond their hex's (T78.3: the best Cover
    counts, never added), as a bonus on the Morale of each: ``kind`` "mortar" (a Fortification's
    better Cover against Mortars, F101-F105), "hexside" (a Hedge or Wall the fire crossed as it
    entered the hex, T87, T97: ``crossed`` per hex, (Cover, feature)), "flame" (11.6: Cover 0,
    ``weapon``).  Called with a unit: the bonus; :meth:`term`: the same, as a part of its Cover."""

    __slots__ = ("crossed", "g", "kind", "weapon")

    def __init__(self, g, kind: str, crossed: dict[str, tuple[int, str]] | None = None, weapon: str | None = None):
        self.g, self.kind, self.crossed, self.weapon = g, kind, crossed or {}, weapon

    def __call__(self, unit: Unit) -> int:
        g = self.g
        if self.kind == "mortar":
            return artillery.cover_vs_mortar(g, unit)  # F101-F105
        if self.kind == "flame":
            return no_cover(g, unit)  # 11.6
        c = self.crossed.get(unit.hex, (0, ""))[0]  # T87, T97 (V15.2: the overstacking penalty stays)
        return max(0, c - g.state.cover(unit.hex) - g.state.overstacking(unit.hex)) if c > 0 else 0

    def term(self, unit: Unit) -> Term | None:
        value = self(unit)
        st = self.g.state
        if self.kind == "flame":
            return term("11.6", "term_cover_zero", value, weapon=self.weapon or "")
        if not value:
            return None
        if self.kind == "mortar":
            fort = st.fortifications.get(unit.hex, "")
            rec = self.g.board.chart.fortifications.get(fort, {})
            return term(rec.get("rule") or "T78.3", "term_cover_vs_mortar", value, fortification=fort,
                        cover=rec.get("cover_vs_mortar_artillery"))
        c, feature = self.crossed.get(unit.hex, (0, ""))
        side = self.g.board.chart.hexsides.get(feature)
        return term(getattr(side, "rule", "") or "T78.3", "term_cover_hexside", value, feature=feature, cover=c)


def attack_cover(g, group: list[str], targets: list[str]) -> CoverBonus | None:
    """The Cover an attack by ``group`` on ``targets`` gives its defenders beyond their hex's
    (:class:`CoverBonus`): a Flamethrower or Molotov sets it to 0 (11.6, whatever else); a
    Mortar meets a Fortification's better Cover against Mortars (F101-F105); any other fire a
    Hedge or Wall it crossed as it entered the target hex (T87, T97).  None: the hex's Cover."""
    st = g.state
    flame = [p for p in group if p in st.weapons and st.weapons[p].type.zero_cover]
    if flame:
        return CoverBonus(g, "flame", weapon=flame[0])
    if any(p in st.weapons and st.weapons[p].type.is_mortar for p in group):
        return CoverBonus(g, "mortar")
    crossed = _hexside_best(g, group, targets)
    if any(c for c, _ in crossed.values()):
        return CoverBonus(g, "hexside", crossed=crossed)
    return None


@dataclass(frozen=True)
class DefenseBreakdown:
    """A defender's Morale at his Fire Defense Roll, in parts (O20.3.4): his Morale without
    Cover (``morale_terms``: printed, Command, Suppression, Veteran, Wire) and his Cover
    (``cover_terms``: the hex's terrain or Fortification, Road, Overstacking, and what the attack
    changes of it).  ``total`` = ``morale`` + ``cover`` is what the roll adds to."""

    unit: str
    morale_terms: tuple[Term, ...]
    morale: int
    cover_terms: tuple[Term, ...]
    cover: int

    @property
    def total(self) -> int:
        return self.morale + self.cover

    @property
    def _cover_source(self) -> Term | None:
        """The last part that says what gives the Cover its value (see :attr:`cover_by`)."""
        found = None
        for t in self.cover_terms:
            if t.code in _COVER_BY:
                found = t
        return found

    @property
    def road_named(self) -> bool:
        """Whether the log line names the Road beside :attr:`cover_by`: its -1 counts on the hex's
        terrain or Fortification (not on a Cover the attack sets: Mines, a Mortar, a hexside)."""
        found = self._cover_source
        return (found is not None and found.code in ("term_cover_terrain", "term_cover_fort")
                and any(t.code == "term_road" for t in self.cover_terms))

    @property
    def cover_by(self) -> tuple[str, str]:
        """What gives the Cover its value, and its rule (for the log line): what the attack sets
        it to (a Weapon's id, "mines", a hexside feature, a Fortification against a Mortar), else
        the hex's terrain, Fortification or "rubble"; ("", "") off the map."""
        found = self._cover_source
        if found is None:
            return "", ""
        key = _COVER_BY[found.code]
        return (str(dict(found.params).get(key, "")) if key in _COVER_PARAMS else key), found.rule


#: the parts that say what gives a Cover its value: the parameter that names it, or the name
_COVER_PARAMS = ("terrain", "fortification", "feature", "weapon")
_COVER_BY = {"term_cover_terrain": "terrain", "term_cover_fort": "fortification", "term_rubble": "rubble",
             "term_cover_hexside": "feature", "term_cover_vs_mortar": "fortification", "term_cover_zero": "weapon",
             "term_cover_mines": "mines"}


def defense_breakdown(g, unit: Unit, cover_bonus=None, seen_by: str | None = None,
                      explain: bool = True) -> DefenseBreakdown:
    """The Morale ``unit`` defends with now against an attack whose ``cover_bonus`` is given
    (:func:`attack_cover`, or the bonus of an Artillery Impact or a Mine Attack): exactly
    :meth:`GameState.morale` + the bonus, in parts.  ``seen_by``: as that side knows it (a
    Fortification hidden from him, F100.1, gives no Cover).  Without ``explain`` (the Defense
    roll: its log line names the Cover's parts, not the Morale's) ``morale_terms`` is empty;
    the totals are the same."""
    st = g.state
    on_map = unit.location == ON_MAP and bool(unit.hex)
    hidden_fort = on_map and seen_by is not None and unit.hex in hidden.hidden_from(g, seen_by)
    cover_now = st.cover(unit.hex) if on_map else 0
    hex_cover = g.cover_seen_by(unit.hex, seen_by) if hidden_fort else cover_now
    base = st.morale(unit) - cover_now  # the Morale without Cover: what its parts add up to
    morale = morale_terms(g, unit, base) if explain else ()
    cover = cover_terms(g, unit.hex, hex_cover, ignore_fort=hidden_fort) if on_map else []
    if cover_bonus is not None and on_map and not hidden_fort:
        extra = _bonus_term(g, unit, cover_bonus)
        if extra is not None:
            cover.append(extra)
    return DefenseBreakdown(unit.id, tuple(morale), base, tuple(cover), sum(t.value for t in cover))


def _bonus_term(g, unit: Unit, cover_bonus) -> Term | None:
    """The part of a defender's Cover that ``cover_bonus`` gives (a :class:`CoverBonus`, or the
    functions Artillery Impacts and Mine Attacks use)."""
    from cc_desktop.rules import fortifications

    if isinstance(cover_bonus, CoverBonus):
        return cover_bonus.term(unit)
    value = cover_bonus(unit)
    func = getattr(cover_bonus, "func", cover_bonus)
    if func is fortifications.mine_cover:
        return Term("F103.2", "term_cover_mines", value)
    if func is artillery.cover_vs_mortar:
        return CoverBonus(g, "mortar").term(unit)
    return Term("T78.3", "term_cover_other", value) if value else None


def morale_terms(g, unit: Unit, morale: int) -> list[Term]:
    """The parts of ``unit``'s Morale without Cover (``morale``: what they add up to): printed
    (3.1.4; the broken side's, 3.2.1), each Leader's Command in its hex (3.3.2: Teams and Squads),
    Suppression (13.2), the Veteran marker (E44.1), Wire (F106.1); the rest, if any, as "other"."""
    out = [Term("3.2.1" if unit.broken else "3.1.4", "term_morale_broken" if unit.broken else "term_morale",
                unit.face.morale)]
    out += fire.unit_modifier_terms(g, unit, "morale")
    rest = morale - sum(t.value for t in out)
    if rest:
        out.append(Term("3.1.4", "term_other", rest))
    return out


def cover_terms(g, hex_id: str, cover: int, ignore_fort: bool = False) -> list[Term]:
    """The parts of the Cover of ``hex_id`` (``cover``: what they add up to, GameState.cover):
    the best of its terrain's (T78.3, its own rule; Rubble V1.1) and its Fortification's (F100),
    never added; a Road's -1 (T93, not under Rubble); Overstacking (V15.2); the rest, if any."""
    st = g.state
    board, chart = g.board, g.board.chart
    under_rubble = bool(st.rubble) and hex_id in st.rubble
    if under_rubble:  # V1.1
        best = Term("V1.1", "term_rubble", st.rubble_value(hex_id))
    else:
        t = chart.terrain[board.hexes[hex_id].effective_terrain]
        best = term(t.rule or "T78.3", "term_cover_terrain", t.cover if isinstance(t.cover, int) else 0, terrain=t.id)
    fort = None if ignore_fort else st.fortifications.get(hex_id)
    if fort:
        rec = chart.fortifications.get(fort, {})
        fc = rec.get("cover")
        if isinstance(fc, int) and fc > best.value:  # F100: the best Cover counts
            best = term(rec.get("rule") or "F100", "term_cover_fort", fc, fortification=fort)
    out = [best]
    if not under_rubble and board.has_line(hex_id, "road"):
        out.append(Term("T93", "term_road", -1))
    over = st.overstacking(hex_id)
    if over:
        out.append(Term("V15.2", "term_overstacking", -over))
    rest = cover - sum(t.value for t in out)
    if rest:
        out.append(Term("T78.3", "term_cover_other", rest))
    return out


def near_miss(g, piece: str, origin: str, target: str, t):
    """V7 Ordnance Near Misses: an Ordnance weapon of printed Range above 1 that misses its
    Targeting roll (white die ``t.d1``, coloured ``t.d2``): white higher, the shot falls Short,
    in the hex next to the target one hex nearer the firer; coloured higher, Long, one hex
    farther; equal dice, a clean miss.  The hex is the one on the line of fire (the Initiative
    holder chooses when the line runs along a hexside between two).  No hex: None (a Short
    shot at an adjacent target, a Long one off the map)."""
    st = g.state
    w = st.weapons.get(piece)
    if w is None or w.type.range <= 1 or t.d1 == t.d2:
        if w is not None and w.type.range > 1:
            g.emit("near_miss", msg("V7", "near_miss_none", target=target, result="clean"))
        return None
    short = t.d1 > t.d2
    hexes = line_of_fire_neighbours(g, origin, target, -1 if short else 1)
    if not hexes:
        g.emit("near_miss", msg("V7", "near_miss_none", target=target, result="short" if short else "long"))
        return None
    landed = hexes[0]
    if len(hexes) > 1:
        move = yield Decision(st.initiative, "near_miss", tuple(Move("near_miss", h) for h in hexes),
                              about={"hex": target}, why_not=activation.in_order(g))
        landed = move.args[0]
    g.emit("near_miss", msg("V7", "near_miss", target=target, hex=landed, result="short" if short else "long"))
    return landed


def line_of_fire_neighbours(g, origin: str, target: str, step: int) -> list[str]:
    """V7 (ambiguity: along the line of fire): the hexes next to ``target`` at range r - 1
    (``step`` -1) or r + 1 (+1) from ``origin`` nearest to the straight line through the two
    hexes' centres; two when the line runs along the hexside between them."""
    grid = g.grid
    r = grid.distance(origin, target)
    if r + step < 1:
        return []  # V7: Short of a target next to the firer: no effect
    cands = [n for n in grid.neighbours(target).values() if grid.distance(origin, n) == r + step]
    if not cands:
        return []  # Long beyond the map's edge: no effect
    (ax, ay), (bx, by) = grid.centre(origin), grid.centre(target)
    length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5

    def off_line(h: str) -> float:
        x, y = grid.centre(h)
        return abs((bx - ax) * (ay - y) - (ax - x) * (by - ay)) / length

    best = min(off_line(h) for h in cands)
    return sorted((h for h in cands if off_line(h) - best < 1e-6 * max(1.0, length)), key=grid.index.get)


def point_blank_cards(g, side: str, group: list[str], targets: list[str]):
    """V14 Point Blank Fire: every firing piece next to the hex attacked (ambiguity of V14: each
    of them, and each hex of a Spray Fire), the firer may discard cards at random from his hand
    before the Fire Attack roll, each +2 to the Attack Total.  Returns the number of cards."""
    st = g.state
    player = st.players[side]
    distance = g.grid.distance
    if not player.hand or not all(distance(units.piece_unit(g, p).hex, t) == 1 for p in group for t in targets):
        return 0
    options = (Move("decline"),) + tuple(Move("point_blank", n) for n in range(1, len(player.hand) + 1))
    move = yield Decision(side, "point_blank", options, about={"hex": targets[0]}, why_not=activation.in_order(g))
    if move.kind == "decline":
        return 0
    cards = st.rng.sample(sorted(player.hand), move.args[0])  # V14: the cards are picked at random
    st.reveals += 1  # a random pick, seen: Undo stops here
    for card in cards:
        player.hand.remove(card)
        player.discard.append(card)
        g.emit("card_discarded", msg("V14", "card_discarded", player=side, card=card))
    return len(cards)


def hexside_cover(g, group: list[str], targets: list[str]) -> dict[str, int]:
    """T78.3, T87, T97: per target hex, the best Cover of a Hedge or Wall on its hexsides
    that the line of fire of any firing piece crosses as it enters the hex (ambiguity 11 of
    05: any piece; through a corner, both hexsides).  It replaces the hex's Cover when
    better (T78.3); a Road's -1 (T93) does not apply to it (ambiguity 12 of 05)."""
    return {t: c for t, (c, _) in _hexside_best(g, group, targets).items()}


def _hexside_best(g, group: list[str], targets: list[str]) -> dict[str, tuple[int, str]]:
    """:func:`hexside_cover` with the hexside feature that gives it: hex -> (Cover, feature)."""
    chart = g.board.chart
    out: dict[str, tuple[int, str]] = {}
    covered = _hexside_cover_hexes(g.board)
    for t in targets:
        best = (0, "")
        if t not in covered:  # no hexside of the target gives Cover: no line need be asked
            out[t] = best
            continue
        for p in group:
            u = units.piece_unit(g, p)
            if u is None or u.hex is None or u.hex == t:
                continue
            for feature in g.target_hexsides(u.hex, t):
                c = chart.hexsides[feature].cover
                if isinstance(c, int) and c > best[0]:
                    best = (c, feature)
        out[t] = best
    return out


_COVER_HEXES: dict[int, tuple[object, frozenset[str]]] = {}


def _hexside_cover_hexes(board) -> frozenset[str]:
    """The hexes with a hexside feature whose Cover is a number (T87, T97), or one the chart
    does not know (a cache per board): only a line into one of them can cross such a side."""
    found = _COVER_HEXES.get(id(board))
    if found is None or found[0] is not board:
        hexsides = board.chart.hexsides
        hexes = frozenset(h for f in board.hexsides.values()
                          if f.feature not in hexsides or isinstance(hexsides[f.feature].cover, int) for h in f.hexes)
        found = _COVER_HEXES[id(board)] = (board, hexes)
    return found[1]


def no_cover(g, unit: Unit) -> int:
    """11.6: the bonus that brings the unit's Cover (T78.3, Roads included) to 0."""
    return -g.state.cover(unit.hex)


def defend(g, side: str, unit_ids: list[str], total: int, rule: str, cover_bonus=None,
           hexes: list[str] | None = None):
    """O20.3.4: one Fire Defense Roll per unit in the hex at the Attack Roll, in the
    defender's order; Morale taken at each roll, as its card is revealed (1.9.1: the roll's
    trigger is resolved before the result applies, with the values locked at the reveal).
    ``cover_bonus(unit)`` adds to Morale
    (O18.2.3.2: a Fortification's Cover against artillery).  ``hexes``: the hexes attacked
    (two for a Spray Fire, A40).  Before each roll the defender may play Concealment (A29);
    a Squad about to break may take Light Wounds (A36)."""
    st = g.state
    todo = list(unit_ids)
    if hexes is None:
        hexes = sorted({st.units[i].hex for i in unit_ids if st.units[i].location == ON_MAP},
                       key=g.grid.index.get)
    yield from hidden.hidden_defense_window(g, side, unit_ids, rule)  # A35.1, A35.3 first (fortifications.py)
    reduction = 0  # A29: Concealment lowers the Attack Total of the rolls still to be made
    while todo:
        todo = [i for i in todo if st.units[i].location == ON_MAP]
        if not todo:
            return
        if len(todo) == 1:
            uid = todo[0]
        else:
            move = yield Decision(side, "defend", tuple(Move("defend", i) for i in sorted(todo)),
                                  about={"attack": total - reduction},
                                  why_not=activation.in_order(g))
            uid = move.args[0]
        todo.remove(uid)
        unit = st.units[uid]
        reduction += yield from concealment_window(g, side, unit, hexes, total - reduction, cover_bonus)
        attack = total - reduction
        # 1.9.1: the Defense Total is locked when the card is revealed: Morale (Cover, Command,
        # Suppression) is taken now, before the roll's trigger may suppress, break or rally
        # the unit, or change its hex; the result then applies to the unit as it is.  Its
        # parts (defense_breakdown: what the Fire preview shows) add up to GameState.morale
        # and the attack's Cover bonus
        parts = defense_breakdown(g, unit, cover_bonus, explain=False)
        morale = parts.total
        r = yield from fate.roll(g, side, "Fire Defense: {0}", subject=uid)
        # E52.2: a Squad that Deployed while its roll's trigger was resolved: the pending
        # result applies to both Teams equally (its Defense Total is the Squad's)
        targets = units.pending_targets(g, unit)
        if not targets:
            continue
        d = morale + r.total
        by, by_rule = parts.cover_by
        road = {"cover_road": 1} if parts.road_named else {}  # (the Road's -1 named beside the terrain)
        g.emit("defense", msg(rule, "defense", unit=uid, morale=morale, base=parts.morale, cover=parts.cover,
                              cover_by=by, cover_rule=by_rule, roll=r.total, total=d, attack=attack, **road))
        for target in targets:
            if "V17" in g.variants and attack >= 2 * d:  # V17: a Critical Hit eliminates
                g.emit("critical_hit", msg("V17", "critical_hit", unit=target.id, attack=attack, defense=d))
                units.eliminate(g, target, "V17")
            elif d < attack or (d == attack and uid in st.moving):
                yield from units.break_with_wounds(g, target, rule)
            elif d == attack:
                units.suppress(g, target, rule)


# -- A29 Concealment -------------------------------------------------------------------------
def concealment_covers(g, side: str, hexes: list[str], cover_bonus=None) -> dict[str, int]:
    """A29: the Cover of each attacked hex that holds ``side``'s units, with every modifier
    of this attack (Roads T93, Fortifications against Mortars F102, 11.6 Flamethrowers);
    only a Cover of 1 or more can be subtracted."""
    st = g.state
    out: dict[str, int] = {}
    for h in hexes:
        units = st.units_in(h, side)
        if not units:
            continue
        cover = st.cover(h) + (cover_bonus(units[0]) if cover_bonus else 0)
        if cover >= 1:
            out[h] = cover
    return out


def concealment_window(g, side: str, unit: Unit, hexes: list[str], attack: int, cover_bonus=None):
    """A29: before ``unit``'s Defense roll (the Attack Total is known) its owner may play
    Concealment cards, each subtracting the attacked hex's Cover (with Spray Fire, the Cover
    of either hex, his choice) from the Attack Total of this roll and of the rolls still to
    come (ambiguity 5 of 03).  Offered if he asked for the window and a hex has Cover 1 or
    more (public), whatever his hand holds.  Returns the reduction."""
    reduction = 0
    while "concealment" in g.prefs[side]:
        covers = concealment_covers(g, side, hexes, cover_bonus)
        if not covers:
            break
        options = (Move("decline"),) + tuple(Move("action", c, "concealment")
                                             for c in activation.action_cards(g, side, "concealment"))
        move = yield Decision(side, "concealment", options,
                              about={"unit": unit.id, "hex": unit.hex or (hexes[0] if hexes else "?"),
                                     "attack": attack - reduction},
                              window=True, why_not=activation.in_order(g, lambda m: activation.action_refusal(g, side, m)))
        if move.kind == "decline":
            break
        activation.play_action(g, side, move.args[0], "concealment")
        if len(covers) == 1:
            hex_id = next(iter(covers))
        else:
            move = yield Decision(side, "concealment_hex", tuple(Move("cover", h) for h in covers),
                                  why_not=activation.in_order(g, 
                                      lambda m: msg("A29", "no_cover_to_subtract", hex=m.args[0] if m.args else "?",
                                                    cover=0)))
            hex_id = move.args[0]
        reduction += covers[hex_id]
        g.emit("concealment", msg("A29", "concealment", cover=covers[hex_id], hex=hex_id,
                                     total=attack - reduction))
    return reduction
