"""The content model: what a nation, a Fate deck, the Objective chits, the marker pool and a
scenario *are* (frozen dataclasses, no game state).  No Qt.

Every class names the rules it carries data for.  Nothing here changes during play: a unit's
"broken" state, a card's pile, a chit's owner are game state and live in ``cc_desktop.rules``.
The file formats are described in docs/content-format.md; the loaders are in this package
(``load_nation``, ``load_deck``, ``load_chits``, ``load_markers``, ``load_scenario``).

Mappings inside the dataclasses are read-only (``types.MappingProxyType``); the classes that hold
one hash by ``id`` so they can still be used as dict keys.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

# ----------------------------------------------------------------------------------------------
# Vocabularies (the schemas in resources/schemas/ use exactly these; a test checks it)
# ----------------------------------------------------------------------------------------------
#: The Orders printed at the top of a Fate card (1.5, O16-O23), in the book's order.
ORDERS: tuple[str, ...] = (
    "advance",            # O16
    "artillery_denied",   # O17
    "artillery_request",  # O18
    "command_confusion",  # O19 (never playable as an Order)
    "fire",               # O20
    "move",               # O21
    "recover",            # O22
    "rout",               # O23
)

#: The Actions of A25-A41 (1.6), snake_case of the book's headings.  A35 "Hidden (name)" is five
#: Actions, one per name (A35.1-A35.5).  "fire" is A33 (Op Fire): it is printed in the Order slot
#: of a Fire card (A33.1), so a card has action "fire" exactly when its order is "fire".
ACTIONS: tuple[str, ...] = (
    "ambush",                # A25
    "assault_fire",          # A26
    "bore_sighting",         # A27
    "command_confusion",     # A28 (never playable as an Action)
    "concealment",           # A29
    "crossfire",             # A30
    "demolitions",           # A31
    "dig_in",                # A32
    "fire",                  # A33 Op Fire
    "hand_grenades",         # A34
    "hidden_entrenchments",  # A35.1
    "hidden_mines",          # A35.2
    "hidden_pillbox",        # A35.3
    "hidden_unit",           # A35.4
    "hidden_wire",           # A35.5
    "light_wounds",          # A36
    "marksmanship",          # A37 (the card names a nation: FateCard.marksman_nation)
    "no_quarter",            # A38
    "smoke_grenades",        # A39
    "spray_fire",            # A40
    "sustained_fire",        # A41
)

#: The rule number of each Action id.
ACTION_RULES: Mapping[str, str] = MappingProxyType({
    "ambush": "A25", "assault_fire": "A26", "bore_sighting": "A27", "command_confusion": "A28",
    "concealment": "A29", "crossfire": "A30", "demolitions": "A31", "dig_in": "A32", "fire": "A33",
    "hand_grenades": "A34", "hidden_entrenchments": "A35.1", "hidden_mines": "A35.2",
    "hidden_pillbox": "A35.3", "hidden_unit": "A35.4", "hidden_wire": "A35.5",
    "light_wounds": "A36", "marksmanship": "A37", "no_quarter": "A38", "smoke_grenades": "A39",
    "spray_fire": "A40", "sustained_fire": "A41",
})

#: The Events of E43-E77 (1.7), snake_case of the book's headings ("&" -> "and", "!" dropped).
EVENTS: tuple[str, ...] = (
    "air_support", "battle_harden", "battlefield_integrity", "blaze", "booby_trap", "breeze",
    "command_and_control", "commissar", "cower", "deploy", "dust", "elan", "entrench",
    "field_promotion", "fog_of_war", "hero", "infiltration", "interdiction", "interrogation",
    "kia", "malfunction", "medic", "mission_objective", "prisoners_of_war", "reconnaissance",
    "reinforcements", "rubble", "sappers", "scrounge", "shell_shock", "shellholes",
    "strategic_objective", "suppressing_fire", "walking_wounded", "white_phosphorus",
)

#: The rule number of each Event id (E43 ... E77, alphabetical as in the book).
EVENT_RULES: Mapping[str, str] = MappingProxyType({e: f"E{43 + i}" for i, e in enumerate(EVENTS)})

#: Die triggers (1.9.1): the red box around a card's dice.
TRIGGERS: tuple[str, ...] = ("event", "jammed", "sniper", "time")

#: Design limits for the triggers of one 72-card deck (our choice, docs/content-format.md):
#: every trigger appears at least once and at most this often, and at most ``MAX_TRIGGERED``
#: cards (a third of the deck) carry a trigger at all.
TRIGGER_LIMITS: Mapping[str, tuple[int, int]] = MappingProxyType({
    "event": (1, 12), "jammed": (1, 8), "sniper": (1, 8), "time": (1, 10),
})
MAX_TRIGGERED = 24
DECK_SIZE = 72  # 1: every nation's Fate deck has 72 cards
DICE_COPIES = 2  # each of the 36 (white, coloured) dice pairs appears on exactly 2 cards

POSTURES: tuple[str, ...] = ("attacker", "defender", "recon")
#: 1.1 Hand size by posture.
HAND_SIZE: Mapping[str, int] = MappingProxyType({"attacker": 6, "recon": 5, "defender": 4})
QUALITIES: tuple[str, ...] = ("elite", "line", "green")  # 4.3.1
UNIT_KINDS: tuple[str, ...] = ("squad", "team", "leader")  # 3
#: 3, 8.2: figures per unit (Ambiguity 1 of 01: a Squad shows 4).
FIGURES: Mapping[str, int] = MappingProxyType({"leader": 1, "team": 2, "squad": 4})
#: 7.1: elimination / exit VP of a Squad and a Team (a Leader is 1 + Command, a Hero 0).
UNIT_VP: Mapping[str, int] = MappingProxyType({"squad": 2, "team": 1})
SPECIAL_LEADERS: tuple[str, ...] = ("hero", "private")  # E58.1, E56
BOXABLE_UNIT_STATS: tuple[str, ...] = ("fp", "range", "move")  # 3.1.6
BOXABLE_WEAPON_STATS: tuple[str, ...] = ("fp", "range")  # 11.1

#: Weapon categories.  The rules ask "is it a Mortar?" (F101-F105 cover, T99 airburst, A41, V8),
#: "is it a Machine Gun?" (A41, E75, V13), "is it a Gun?" (V1.4); the rest is for people.
WEAPON_CATEGORIES: tuple[str, ...] = (
    "machine_gun", "mortar", "gun", "flamethrower", "demolition_charge", "molotov", "other",
)
SIDES: tuple[str, ...] = ("axis", "allies")
MAP_EDGES: tuple[str, ...] = ("top", "right", "bottom", "left")
OPPOSITE_EDGE: Mapping[str, str] = MappingProxyType(
    {"top": "bottom", "bottom": "top", "left": "right", "right": "left"})
CHIT_KINDS: tuple[str, ...] = ("single", "all", "auto_win_all_five", "double_exit", "double_elim")
CHIT_IDS: tuple[str, ...] = tuple(chr(ord("A") + i) for i in range(22))  # 7.3.2: 22 chits A-V
OBJECTIVE_NUMBERS: tuple[int, ...] = (1, 2, 3, 4, 5)  # 2.3
RANDOM_HEX_COLUMNS = "ABCDEFGHIJKLMNO"  # 1.8: a standard map is 15 x 10
RANDOM_HEX_ROWS = 10
SUPPORT_ROLLS = tuple(range(2, 13))  # 2d6 sums that select a Support Table column (E59, E68, A35.4)
MINE_STRENGTHS: tuple[int, ...] = (6, 7, 8)  # F103.2
#: OB sizes of a nation's Order capability table (4.3.1, 5.1; thresholds in each nation file).
OB_SIZES: tuple[str, ...] = ("small", "medium", "large")


def available_in(years: tuple[int, int] | None, year: int) -> bool:
    """4.3.2: is an item with availability ``years`` (inclusive; ``None`` = always) available in
    ``year``?"""
    return years is None or years[0] <= year <= years[1]


# ----------------------------------------------------------------------------------------------
# Nation: units, weapons, radios, support (3, 4.3.1, 5.1, 5.3, 9, 11, 12)
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Stats:
    """One side of a unit counter (3.1): FP, Range, Movement, Morale and, for Leaders, Command;
    ``*_boxed`` says the stat is printed in a box (3.1.6: +1 in Melee for boxed FP, O16.4.1; the
    prerequisite of A26 Assault Fire, A39 Smoke Grenades, A40 Spray Fire)."""

    fp: int
    range: int
    move: int
    morale: int
    command: int | None = None  # 3.1.5, Leaders only
    fp_boxed: bool = False
    range_boxed: bool = False
    move_boxed: bool = False


@dataclass(frozen=True)
class UnitType:
    """A unit counter type (3): a Squad, Team or Leader with an unbroken ``front`` and a broken
    ``back`` (3.2.1).

    ``quality`` (Elite/Line/Green, 4.3.1) is set for Squads and Teams, ``None`` for Leaders.
    ``deploys_to`` is the Team type of the same quality that replaces a Squad on Deploy (E52) and
    Light Wounds (A36).  ``special`` marks the nation's Hero (E58.1) and its Private of Field
    Promotion (E56).  ``counters`` is the number of such counters in the counter mix (``None``:
    no limit).  ``years`` is the span of years it is available in (4.3.2; ``None``: every year).
    """

    id: str
    name: str
    kind: str  # squad | team | leader
    front: Stats
    back: Stats
    quality: str | None = None
    deploys_to: str | None = None
    special: str | None = None  # None | "hero" | "private"
    counters: int | None = None
    years: tuple[int, int] | None = None  # 4.3.2: first and last year available; None = always

    def available(self, year: int) -> bool:
        """4.3.2: may a scenario of ``year`` have this unit type?"""
        return available_in(self.years, year)

    @property
    def figures(self) -> int:
        """3, 8.2: Leader 1, Team 2, Squad 4."""
        return FIGURES[self.kind]

    @property
    def is_leader(self) -> bool:
        return self.kind == "leader"

    @property
    def is_hero(self) -> bool:
        """E58.1: a Hero is a Leader worth 0 VP that never goes to the Casualty Track."""
        return self.special == "hero"

    @property
    def vp(self) -> int:
        """7.1 elimination VP (also the exit VP of 7.2.1): Squad 2, Team 1, Leader 1 + Command
        printed on its unbroken side, Hero 0."""
        if self.is_hero:
            return 0
        if self.kind == "leader":
            return 1 + (self.front.command or 0)
        return UNIT_VP[self.kind]


@dataclass(frozen=True)
class WeaponType:
    """A Weapon counter type (11).

    ``move`` is the Movement modifier of the carrier (<= 0, 11.1).  ``ordnance`` = white band:
    Targeting roll, no Fire Group, no Op Fire, no Leader bonus (11.5, O20.2, 3.3.3).
    ``min_range`` is the smallest range it may fire at (O20.2.2, mortars), ``None`` = no minimum.
    ``fix`` / ``elim`` are inclusive ranges of Random Hex numbers (11.4), ``None`` if the counter
    has none.  ``single_use``: removed after its Fire Attack Roll (11.6, Satchel Charge, Molotov).
    ``zero_cover``: the target's Cover is 0 (11.6, Flamethrower, Molotov).  ``smoke``: may fire
    Smoke rounds (O20.2.1).  ``broken_fp`` etc. do not exist: a broken Weapon cannot be used (11.4).
    """

    id: str
    name: str
    category: str
    fp: int
    range: int
    fp_boxed: bool = False
    range_boxed: bool = False
    move: int = 0
    ordnance: bool = False
    min_range: int | None = None
    fix: tuple[int, int] | None = None
    elim: tuple[int, int] | None = None
    single_use: bool = False
    zero_cover: bool = False
    smoke: bool = False
    years: tuple[int, int] | None = None  # 4.3.2: first and last year available; None = always

    def available(self, year: int) -> bool:
        """4.3.2: may a scenario of ``year`` have this Weapon?"""
        return available_in(self.years, year)

    @property
    def is_mortar(self) -> bool:
        """Mortars: F101-F105 cover vs Mortar/Artillery, Wall/Hedge cover (T87, T97), T99 airburst,
        A41, V8."""
        return self.category == "mortar"

    @property
    def is_machine_gun(self) -> bool:
        """Machine Guns: A41 Sustained Fire, E75 Suppressing Fire, V13."""
        return self.category == "machine_gun"

    @property
    def is_gun(self) -> bool:
        """V1.4: a Gun (V1.3 rubble creation, V7 near misses)."""
        return self.category == "gun"

    def fixed_by(self, number: int) -> bool:
        """11.4: a broken Weapon is repaired when a Random Hex number falls in its Fix range."""
        return self.fix is not None and self.fix[0] <= number <= self.fix[1]

    def eliminated_by(self, number: int) -> bool:
        """11.4: a broken Weapon is eliminated when a Random Hex number falls in its Elim range."""
        return self.elim is not None and self.elim[0] <= number <= self.elim[1]


@dataclass(frozen=True)
class RadioType:
    """A Radio (12): off-map artillery with FP 8-13; ``smoke`` = may fire Smoke (O18.2.1.1).
    Not a Weapon (no Jammed!, no portage, no Fix/Elim)."""

    id: str
    name: str
    fp: int
    smoke: bool = False
    years: tuple[int, int] | None = None  # 4.3.2: first and last year available; None = always

    def available(self, year: int) -> bool:
        """4.3.2: may a scenario of ``year`` have this Radio?"""
        return available_in(self.years, year)


@dataclass(frozen=True)
class SupportEntry:
    """One item of a Support Table (11.2, E59, E68, A35.4): exactly one of a unit (optionally
    with the Weapon it must carry, 11.2), a Radio, or a Fortification (``count`` markers; Mines
    may have a ``strength`` of 7 or 8, F103.2).  ``years`` is the inclusive span of years in
    which it is available; ``cost`` is in support points."""

    id: str
    name: str
    cost: int
    years: tuple[int, int]
    unit: str | None = None
    weapon: str | None = None
    radio: str | None = None
    fortification: str | None = None
    count: int = 1
    strength: int | None = None

    @property
    def kind(self) -> str:
        return "unit" if self.unit else "radio" if self.radio else "fortification"

    def available(self, year: int) -> bool:
        return available_in(self.years, year)


@dataclass(frozen=True)
class SupportColumn:
    """A Support Table column: the 2d6 sums (``rolls``, inclusive) that select it."""

    rolls: tuple[int, int]
    entries: tuple[SupportEntry, ...]


@dataclass(frozen=True)
class Nation:
    """A nation: its Fate deck id (1), discard capability (5.3, O15), Order capability by troop
    quality and OB size (4.3.1, 5.1: ``orders[quality][size]``, the size from ``ob_size``),
    Initiative number (9), its counters (3, 11, 12), Support Table (11.2) and the
    nation-specific card permissions: ``commissar`` (E50, "the Russian player") and
    ``no_quarter_against`` (A38: nation ids, or ``("any",)``)."""

    id: str
    name: str
    deck: str
    discard: int
    initiative: int
    orders: Mapping[str, Mapping[str, int]]  # quality -> OB size -> Orders per turn (1-6)
    units: Mapping[str, UnitType]
    weapons: Mapping[str, WeaponType]
    radios: Mapping[str, RadioType]
    support: tuple[SupportColumn, ...] = ()
    commissar: bool = False
    no_quarter_against: tuple[str, ...] = ()
    colour: str | None = None
    fictional: bool = False
    description: str = ""
    source: str = field(default="", compare=False)
    #: OB size thresholds (Squads and Teams): ``{"medium": m, "large": l}``; None: one size
    ob_size: Mapping[str, int] | None = None
    #: the people's adjective for sentences ("German", "Soviet"); empty: use ``name``
    adjective: str = ""

    def __hash__(self) -> int:
        return hash(("nation", self.id))

    def ob_size_of(self, squads_and_teams: int) -> str:
        """The OB size (``small`` / ``medium`` / ``large``) of a force of that many Squads and
        Teams (reinforcements included, Leaders not counted); ``medium`` when the nation gives no
        thresholds."""
        if self.ob_size is None:
            return "medium"
        if squads_and_teams >= self.ob_size["large"]:
            return "large"
        return "medium" if squads_and_teams >= self.ob_size["medium"] else "small"

    def order_capability(self, quality: str, squads_and_teams: int) -> int:
        """4.3.1, 5.1: Orders per turn of an OB of this quality and size."""
        return self.orders[quality][self.ob_size_of(squads_and_teams)]

    @property
    def hero(self) -> UnitType | None:
        """The nation's Hero (E58), if it has one."""
        return next((u for u in self.units.values() if u.special == "hero"), None)

    @property
    def private(self) -> UnitType | None:
        """The Private of Field Promotion (E56), if it has one."""
        return next((u for u in self.units.values() if u.special == "private"), None)

    def support_column(self, roll: int) -> SupportColumn | None:
        """The Support Table column a 2d6 sum selects (E59, E68, A35.4)."""
        return next((c for c in self.support if c.rolls[0] <= roll <= c.rolls[1]), None)

    @property
    def support_entries(self) -> tuple[SupportEntry, ...]:
        return tuple(e for c in self.support for e in c.entries)

    def may_play_no_quarter(self, opponent: str) -> bool:
        """A38: may this nation play No Quarter against ``opponent`` (a nation id)?"""
        return "any" in self.no_quarter_against or opponent in self.no_quarter_against


# ----------------------------------------------------------------------------------------------
# Fate deck (1)
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class FateCard:
    """One Fate card (1): Order (1.5), Action (1.6), Event (1.7), Random Hex (1.8), two dice
    (1.9: ``dice`` = (white, coloured); drift uses them separately, O18.2.2) and an optional die
    trigger (1.9.1).  ``wind`` is the direction printed with a Breeze Event (E48);
    ``marksman_nation`` the nationality printed with a Marksmanship Action (A37)."""

    number: int
    order: str
    action: str
    event: str
    random_hex: str
    dice: tuple[int, int]
    trigger: str | None = None
    wind: int | None = None
    marksman_nation: str | None = None

    @property
    def hex_column(self) -> str:
        return self.random_hex[0]

    @property
    def hex_row(self) -> int:
        """The number of the Random Hex: also checked against broken Weapons (11.4)."""
        return int(self.random_hex[1:])

    @property
    def roll(self) -> int:
        """1.9: a roll is the sum of the dice."""
        return self.dice[0] + self.dice[1]

    @property
    def product(self) -> int:
        """O20.2.3: a Targeting roll multiplies the dice."""
        return self.dice[0] * self.dice[1]

    @property
    def doubles(self) -> bool:
        """A41: both dice show the same number."""
        return self.dice[0] == self.dice[1]


@dataclass(frozen=True)
class Deck:
    """A nation's 72-card Fate deck (1), cards in number order."""

    id: str
    name: str
    cards: tuple[FateCard, ...]
    fictional: bool = False
    source: str = field(default="", compare=False)

    def __hash__(self) -> int:
        return hash(("deck", self.id))

    def card(self, number: int) -> FateCard:
        return self.cards[number - 1]

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)


# ----------------------------------------------------------------------------------------------
# Objective chits and marker pools (7.3.2, 8.1, T94, F100)
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ObjectiveChit:
    """An Objective chit (7.3.2, 7.3.3).  ``kind``: ``single`` (Objective ``objective`` is worth
    ``vp``), ``all`` (each of the five Objectives is worth ``vp``), ``auto_win_all_five``
    (controlling all five immediately before a Sudden Death roll wins, 6.2.2),
    ``double_exit`` (7.2.1 VP doubled), ``double_elim`` (7.1 VP doubled).
    ``can_be_secret`` is False for a chit with no secret side (7.3.3)."""

    id: str
    kind: str
    objective: int | None = None
    vp: int = 0
    can_be_secret: bool = True

    def value_of(self, objective: int) -> int:
        """The VP this chit adds to Objective ``objective`` (values add up, 7.3.2)."""
        if self.kind == "all" or (self.kind == "single" and self.objective == objective):
            return self.vp
        return 0


@dataclass(frozen=True)
class TrackLengths:
    """The Track Display (4): ``victory`` VP spaces on each side of 0 (4.1; the VP marker flips
    beyond), ``casualty`` numbered spaces on each player's Casualty Track (4.2; a Surrender space
    lies on it), ``time`` the last space a Time Track may have (6.1)."""

    victory: int
    casualty: int
    time: int


@dataclass(frozen=True)
class MarkerPool:
    """The counter mix of markers drawn or placed: Smoke markers by Hindrance value (T94,
    random draws in A39, E53, E77, O18.2.3.1, O20.2.1), Blaze markers (T79, E46, E48) and the
    Fortification markers by chart id (F100; at most one Pillbox makes A35.3's "not already in
    play" meaningful), and the Track Display lengths (``tracks``, :class:`TrackLengths`)."""

    smoke: Mapping[int, int]  # hindrance value -> number of markers
    blaze: int
    fortifications: Mapping[str, int]
    source: str = field(default="", compare=False)
    tracks: TrackLengths | None = None

    def __hash__(self) -> int:
        return hash(("markers", tuple(sorted(self.smoke.items())), self.blaze))

    def smoke_values(self) -> tuple[int, ...]:
        """Every Smoke marker's value, one entry per marker (the cup to draw from)."""
        return tuple(v for v, n in sorted(self.smoke.items()) for _ in range(n))


# ----------------------------------------------------------------------------------------------
# Scenario
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ObEntry:
    """``count`` units of one type, each carrying ``weapon`` if given (11.2)."""

    unit: UnitType
    count: int = 1
    weapon: WeaponType | None = None


@dataclass(frozen=True)
class FortificationSetup:
    """``count`` Fortification markers (F100.1) a side places at set-up: in ``hexes`` if the
    scenario names them (``len(hexes) == count``), else anywhere in its set-up zone."""

    fortification: str
    count: int
    hexes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Reinforcement:
    """What enters when the Time marker reaches space ``time`` (6.1.2 step 5)."""

    time: int
    units: tuple[ObEntry, ...] = ()
    radio: RadioType | None = None


@dataclass(frozen=True)
class SpecialRule:
    id: str
    text: str


@dataclass(frozen=True)
class Side:
    """One player's side of a scenario: nation and deck, posture (1.1), troop quality and Orders
    per turn (4.3.1, 5.1), friendly map edge (6.1.2, 7.2, O23.3), Surrender space (4.2, 6.3),
    set-up zone and hidden set-up, Order of Battle with Weapons (11.2) and Radio (12),
    Fortifications (F100.1), reinforcements (6.1.2), Objectives controlled at start (7.3.1) and
    the number of secret Objective chits drawn (7.3.3)."""

    name: str  # "axis" | "allies"
    nation: Nation
    deck: Deck
    posture: str
    orders: int
    edge: str
    surrender: int
    setup_zone: frozenset[str]
    quality: str | None = None
    hidden_setup: bool = False
    units: tuple[ObEntry, ...] = ()
    radio: RadioType | None = None
    fortifications: tuple[FortificationSetup, ...] = ()
    reinforcements: tuple[Reinforcement, ...] = ()
    controls: frozenset[int] = frozenset()
    secret_chits: int = 0

    def __hash__(self) -> int:
        return hash(("side", self.name, self.nation.id))

    @property
    def hand_size(self) -> int:
        """1.1: Attacker 6, Recon 5, Defender 4."""
        return HAND_SIZE[self.posture]

    @property
    def discard(self) -> int:
        """5.3: the nation's discard capability."""
        return self.nation.discard

    def unit_count(self) -> int:
        """Units set up at the start (not counting reinforcements)."""
        return sum(e.count for e in self.units)


@dataclass(frozen=True)
class Scenario:
    """A designed scenario.  Time Track: the Time marker starts in ``time_start`` (6.1.1), the
    Sudden Death marker in ``sudden_death`` (6.2.1); the track has spaces 0..``time_length``.
    ``initiative`` holds the Initiative card at start (9), ``setup_first`` sets up first,
    ``first_turn`` takes the first Turn (5).  ``open_chits`` are fixed open Objective chits,
    ``random_open_chits`` more open chits drawn at random (7.3.2); secret chits are per side.
    ``mine_strength`` is the FP of Mines (F103.2)."""

    id: str
    name: str
    year: int
    map_id: str
    map_path: Path
    time_start: int
    sudden_death: int
    time_length: int
    initiative: str
    setup_first: str
    first_turn: str
    sides: Mapping[str, Side]
    open_chits: tuple[ObjectiveChit, ...] = ()
    random_open_chits: int = 0
    mine_strength: int = 6
    special_rules: tuple[SpecialRule, ...] = ()
    description: str = ""
    fictional: bool = False
    source: str = field(default="", compare=False)
    #: the scenario document it was built from, so that a save of a scenario that is not
    #: bundled (a generated or a player's own one) can carry it
    document: Any = field(default=None, compare=False, repr=False)
    #: the optional rules (V1-V20) the scenario recommends: the default set of a new game, which
    #: the players may change (``cc_desktop.rules.variants``)
    variants: tuple[str, ...] = ()
    #: the battle takes place at night (its special rules say so; V2 and V3 are the night rules)
    night: bool = False

    @property
    def is_night(self) -> bool:
        return self.night

    def __hash__(self) -> int:
        return hash(("scenario", self.id))

    def side(self, name: str) -> Side:
        return self.sides[name]

    @staticmethod
    def opponent(name: str) -> str:
        return "allies" if name == "axis" else "axis"

    @property
    def defender(self) -> str | None:
        """The side with the Defender posture (6.1.2 step 3, A27, A35), if any."""
        return next((n for n, s in self.sides.items() if s.posture == "defender"), None)


__all__ = [
    "ACTIONS", "ACTION_RULES", "BOXABLE_UNIT_STATS", "BOXABLE_WEAPON_STATS", "CHIT_IDS",
    "CHIT_KINDS", "DECK_SIZE", "DICE_COPIES", "EVENTS", "EVENT_RULES", "FIGURES", "HAND_SIZE",
    "MAP_EDGES", "MAX_TRIGGERED", "MINE_STRENGTHS", "OB_SIZES", "OBJECTIVE_NUMBERS", "OPPOSITE_EDGE", "ORDERS",
    "POSTURES", "QUALITIES", "RANDOM_HEX_COLUMNS", "RANDOM_HEX_ROWS", "SIDES", "SPECIAL_LEADERS",
    "SUPPORT_ROLLS", "TRIGGERS", "TRIGGER_LIMITS", "UNIT_KINDS", "UNIT_VP", "WEAPON_CATEGORIES",
    "Deck", "FateCard", "FortificationSetup", "MarkerPool", "Nation", "ObEntry", "ObjectiveChit",
    "RadioType", "Reinforcement", "Scenario", "Side", "SpecialRule", "Stats", "SupportColumn",
    "SupportEntry", "TrackLengths", "UnitType", "WeaponType", "available_in",
]
