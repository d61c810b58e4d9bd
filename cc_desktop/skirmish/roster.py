"""A Skirmish team's roster: the soldiers that carry over from battle to battle (SK-17, SK-18.5,
SK-19), kept in a file of its own (``.skroster``, JSON; ``docs/skirmish-roster-format.md``).

Everything here is a frozen value; the campaign functions (``campaign.py``) return new rosters.
Reading a file never raises anything but :class:`RosterProblem` (one clear line: the file, the
place in it, what is wrong), and never changes the file; writing replaces the file atomically
(the old file, or the whole new one).
"""

from __future__ import annotations

import json
import os
import re
import unicodedata
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cc_desktop.fileio import FileProblem, excerpt, parse_json, read_bytes, write_text_atomic
from cc_desktop.skirmish.types import STAT_NAMES, Location, Stats

ROSTER_FORMAT = "cc-desktop-skirmish-roster"
ROSTER_VERSION = 1
ROSTER_SUFFIX = ".skroster"
#: The largest roster file read (a roster of 10 men and 1,000 battles is far below 1 MB).
MAX_ROSTER_BYTES = 2_000_000
#: Bounds of the numbers a roster may hold (far beyond any real campaign; they keep hostile files
#: from making nonsense, e.g. a characteristic of a billion).
MAX_STAT = 20
MAX_TP = 10_000
MAX_UP = 1_000_000
MAX_MEMBERS = 100
MAX_HISTORY = 10_000
MAX_NAME = 200

#: What became of a member (SK-17.1 "survives", SK-18.1 death, SK-10.2 surrender).
#: ``invalided``: a permanent wound took a characteristic to 0 (docs/skirmish-decisions/campaign.md).
STATUSES = ("alive", "dead", "captured", "invalided")

_ID = re.compile(r"^[a-z0-9][a-z0-9_.\-]{0,79}$")


class RosterProblem(ValueError):
    """A roster cannot be read or is not valid: ``where`` is the file (and place in it),
    ``reason`` one short line."""

    def __init__(self, reason: str, where: str = ""):
        self.reason = reason
        self.where = where
        super().__init__(f"{where}: {reason}" if where else reason)


@dataclass(frozen=True)
class PermanentWound:
    """One SK-18.5 result applied to a member: where the wound was, the D6 rolled on the table
    (None when not known), the characteristic points lost for good (positive numbers), the
    battles it makes the model miss, and the battle it came from."""
    location: str
    loss: Stats
    battles_missed: int
    roll: int | None = None
    battle: str = ""

    def to_json(self) -> dict:
        out = {"location": self.location, "loss": self.loss.to_json(), "battles_missed": self.battles_missed}
        if self.roll is not None:
            out["roll"] = self.roll
        if self.battle:
            out["battle"] = self.battle
        return out


@dataclass(frozen=True)
class Member:
    """One soldier of the roster.

    ``stats`` are his characteristics now (improvements and permanent wounds included; A is their
    sum, SK-2).  ``tp_total`` is every TP he ever had (his starting TP and all he earned, SK-17.1):
    it sets his price, 5 UP each (SK-19, Ambiguity 35); ``tp_unspent`` what is left to spend.
    ``improved`` and ``skill_bought`` are what he bought since the last battle he fought (SK-17.2:
    each characteristic +1 at most, one skill at most; Ambiguity 4).  ``miss_battles``: battles he
    must still sit out (SK-18.5)."""
    id: str
    name: str
    stats: Stats
    tp_total: int = 0
    tp_unspent: int = 0
    skills: tuple[str, ...] = ()
    weapons: tuple[str, ...] = ()
    equipment: tuple[str, ...] = ()
    wounds: tuple[PermanentWound, ...] = ()
    miss_battles: int = 0
    status: str = "alive"
    leader: bool = False
    improved: tuple[str, ...] = ()
    skill_bought: str = ""
    battles: int = 0

    @property
    def alive(self) -> bool:
        return self.status == "alive"

    @property
    def available(self) -> bool:
        """He can fight in the next battle: alive and not sitting out a wound (SK-18.5)."""
        return self.alive and self.miss_battles == 0

    def to_json(self) -> dict:
        out: dict[str, Any] = {
            "id": self.id, "name": self.name, "stats": self.stats.to_json(),
            "tp_total": self.tp_total, "tp_unspent": self.tp_unspent,
            "skills": list(self.skills), "weapons": list(self.weapons), "equipment": list(self.equipment),
            "wounds": [w.to_json() for w in self.wounds], "miss_battles": self.miss_battles,
            "status": self.status, "leader": self.leader, "battles": self.battles,
        }
        if self.improved:
            out["improved"] = list(self.improved)
        if self.skill_bought:
            out["skill_bought"] = self.skill_bought
        return out


@dataclass(frozen=True)
class BattleRecord:
    """One battle in the roster's history: which battle, on which side, the UP it earned with the
    objectives met (SK-20.1), who took part, who fell or was taken."""
    battle: str
    side: str
    up_earned: int
    objectives_met: tuple[str, ...] = ()
    took_part: tuple[str, ...] = ()
    dead: tuple[str, ...] = ()
    captured: tuple[str, ...] = ()
    title: str = ""
    game: str = ""   # the hash of the game's final state (a game is counted once)

    def to_json(self) -> dict:
        out: dict[str, Any] = {"battle": self.battle, "side": self.side, "up_earned": self.up_earned,
                               "objectives_met": list(self.objectives_met), "took_part": list(self.took_part),
                               "dead": list(self.dead), "captured": list(self.captured)}
        if self.title:
            out["title"] = self.title
        if self.game:
            out["game"] = self.game
        return out


@dataclass(frozen=True)
class Roster:
    """A team: its name, nation, the UP it has in hand (SK-19), its members (the fallen stay, with
    their status, so the history reads whole) and its battles."""
    name: str
    nation: str
    up: int = 0
    members: tuple[Member, ...] = ()
    history: tuple[BattleRecord, ...] = field(default=())

    def member(self, member_id: str) -> Member:
        for m in self.members:
            if m.id == member_id:
                return m
        raise KeyError(f"no member {member_id!r} in the roster {self.name!r}")

    def has(self, member_id: str) -> bool:
        return any(m.id == member_id for m in self.members)

    def with_member(self, member: Member) -> "Roster":
        """The roster with ``member`` replacing the one of the same id (or added at the end)."""
        if self.has(member.id):
            return replace(self, members=tuple(member if m.id == member.id else m for m in self.members))
        return replace(self, members=self.members + (member,))

    @property
    def active(self) -> tuple[Member, ...]:
        """The members still with the team (alive), whether or not they may fight next."""
        return tuple(m for m in self.members if m.alive)

    def new_member_id(self, name: str) -> str:
        plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
        base = re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")[:40].strip("-") or "soldier"
        taken = {m.id for m in self.members}
        if base not in taken:
            return base
        n = 2
        while f"{base}-{n}" in taken:
            n += 1
        return f"{base}-{n}"

    def to_json(self) -> dict:
        return {"format": ROSTER_FORMAT, "version": ROSTER_VERSION, "name": self.name, "nation": self.nation,
                "up": self.up, "members": [m.to_json() for m in self.members],
                "history": [b.to_json() for b in self.history]}


# ----------------------------------------------------------------------------------------------
# Reading, with the place of every fault
# ----------------------------------------------------------------------------------------------
class _Fault(Exception):
    def __init__(self, where: str, reason: str):
        self.where, self.reason = where, reason


def _get(obj: dict, key: str, where: str, kind: type | tuple, *, default: Any = ..., what: str = "") -> Any:
    if key not in obj:
        if default is ...:
            raise _Fault(where, f"the field {key!r} is missing")
        return default
    value = obj[key]
    here = f"{where}.{key}" if where else key
    if kind is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _Fault(here, f"must be a whole number, not {excerpt(value)}")
    elif kind is bool:
        if not isinstance(value, bool):
            raise _Fault(here, f"must be true or false, not {excerpt(value)}")
    elif not isinstance(value, kind):
        raise _Fault(here, f"must be {what or _kind_name(kind)}, not {excerpt(value)}")
    return value


def _kind_name(kind) -> str:
    return {str: "a text", list: "a list", dict: "an object (JSON {…})"}.get(kind, str(kind))


def _int(obj: dict, key: str, where: str, lo: int, hi: int, default: Any = ...) -> int:
    value = _get(obj, key, where, int, default=default)
    if not lo <= value <= hi:
        raise _Fault(f"{where}.{key}", f"must be between {lo} and {hi}, not {value}")
    return value


def _text(obj: dict, key: str, where: str, default: Any = ..., limit: int = MAX_NAME, empty: bool = False) -> str:
    value = _get(obj, key, where, str, default=default)
    if len(value) > limit:
        raise _Fault(f"{where}.{key}", f"is {len(value):,} characters long (at most {limit})")
    if not empty and not value.strip():
        raise _Fault(f"{where}.{key}", "must not be empty")
    return value


def _ident(value: Any, where: str) -> str:
    if not isinstance(value, str) or not _ID.match(value):
        raise _Fault(where, f"must be an id (lower-case letters, digits, '-', '_' or '.'), not {excerpt(value)}")
    return value


def _ids(obj: dict, key: str, where: str, unique: bool = False) -> tuple[str, ...]:
    items = _get(obj, key, where, list, default=[])
    out = tuple(_ident(v, f"{where}.{key}[{i}]") for i, v in enumerate(items))
    if unique:
        seen = set()
        for i, v in enumerate(out):
            if v in seen:
                raise _Fault(f"{where}.{key}[{i}]", f"{v!r} is listed twice")
            seen.add(v)
    return out


def _stats(obj: dict, key: str, where: str, lo: int, hi: int) -> Stats:
    data = _get(obj, key, where, dict)
    here = f"{where}.{key}"
    extra = sorted(set(data) - set(STAT_NAMES))
    if extra:
        raise _Fault(here, f"unknown characteristic {extra[0]!r} (the four are C, U, E, M)")
    return Stats(*(_int(data, s, here, lo, hi) for s in STAT_NAMES))


def _wound(data: Any, where: str) -> PermanentWound:
    if not isinstance(data, dict):
        raise _Fault(where, f"must be an object (JSON {{…}}), not {excerpt(data)}")
    location = _text(data, "location", where)
    if location not in {loc.value for loc in Location}:
        raise _Fault(f"{where}.location", f"must be leg, body, arm or head, not {excerpt(location)}")
    roll = data.get("roll")
    if roll is not None:
        roll = _int(data, "roll", where, 1, 6)
    return PermanentWound(location=location, loss=_stats(data, "loss", where, 0, MAX_STAT),
                          battles_missed=_int(data, "battles_missed", where, 0, 100), roll=roll,
                          battle=_text(data, "battle", where, default="", empty=True))


def _member(data: Any, where: str) -> Member:
    if not isinstance(data, dict):
        raise _Fault(where, f"must be an object (JSON {{…}}), not {excerpt(data)}")
    tp_total = _int(data, "tp_total", where, 0, MAX_TP)
    tp_unspent = _int(data, "tp_unspent", where, 0, MAX_TP)
    if tp_unspent > tp_total:
        raise _Fault(f"{where}.tp_unspent", f"is {tp_unspent}, more than tp_total ({tp_total}): TP never spent "
                                            "cannot outnumber TP earned")
    status = _text(data, "status", where, default="alive")
    if status not in STATUSES:
        raise _Fault(f"{where}.status", f"must be one of {', '.join(STATUSES)}, not {excerpt(status)}")
    improved = _get(data, "improved", where, list, default=[])
    for i, s in enumerate(improved):
        if s not in STAT_NAMES:
            raise _Fault(f"{where}.improved[{i}]", f"must be C, U, E or M, not {excerpt(s)}")
    if len(set(improved)) != len(improved):
        raise _Fault(f"{where}.improved", "names a characteristic twice (SK-17.2: +1 each per battle)")
    skills = _ids(data, "skills", where, unique=True)
    skill_bought = _get(data, "skill_bought", where, str, default="")
    if skill_bought and skill_bought not in skills:
        raise _Fault(f"{where}.skill_bought", f"{excerpt(skill_bought)} is not among the member's skills")
    wounds = _get(data, "wounds", where, list, default=[])
    return Member(
        id=_ident(_get(data, "id", where, str), f"{where}.id"),
        name=_text(data, "name", where), stats=_stats(data, "stats", where, 0, MAX_STAT),
        tp_total=tp_total, tp_unspent=tp_unspent, skills=skills,
        weapons=_ids(data, "weapons", where), equipment=_ids(data, "equipment", where),
        wounds=tuple(_wound(w, f"{where}.wounds[{i}]") for i, w in enumerate(wounds)),
        miss_battles=_int(data, "miss_battles", where, 0, 100, default=0), status=status,
        leader=_get(data, "leader", where, bool, default=False), improved=tuple(improved),
        skill_bought=skill_bought, battles=_int(data, "battles", where, 0, MAX_HISTORY, default=0))


def _record(data: Any, where: str) -> BattleRecord:
    if not isinstance(data, dict):
        raise _Fault(where, f"must be an object (JSON {{…}}), not {excerpt(data)}")
    return BattleRecord(battle=_ident(_get(data, "battle", where, str), f"{where}.battle"),
                        side=_ident(_get(data, "side", where, str), f"{where}.side"),
                        up_earned=_int(data, "up_earned", where, 0, 100),
                        objectives_met=_ids(data, "objectives_met", where), took_part=_ids(data, "took_part", where),
                        dead=_ids(data, "dead", where), captured=_ids(data, "captured", where),
                        title=_text(data, "title", where, default="", empty=True),
                        game=_game_hash(data, where))


def _game_hash(data: dict, where: str) -> str:
    value = _text(data, "game", where, default="", empty=True, limit=64)
    if value and not re.fullmatch(r"[0-9a-f]{64}", value):
        raise _Fault(f"{where}.game", f"must be a game's state hash (64 hex digits), not {excerpt(value)}")
    return value


def roster_from_json(data: Any) -> Roster:
    """The roster a parsed ``.skroster`` holds; raises :class:`RosterProblem` naming the place
    (``members[2].stats.C``) and the fault."""
    try:
        return _roster(data)
    except _Fault as f:
        raise RosterProblem(f.reason, f.where) from None


def _roster(data: Any) -> Roster:
    if not isinstance(data, dict):
        raise _Fault("", f"a roster is a JSON object ({{…}}), not {excerpt(data)}")
    fmt = data.get("format")
    if fmt != ROSTER_FORMAT:
        raise _Fault("format", f"is {excerpt(fmt)}: this is not a Skirmish roster (expected {ROSTER_FORMAT!r})")
    version = _get(data, "version", "", int)
    if version > ROSTER_VERSION:
        raise _Fault("version", f"the roster is of format version {version}, written by a newer cc-desktop; "
                                f"this one reads version {ROSTER_VERSION}")
    if version < 1:
        raise _Fault("version", f"must be 1 or more, not {version}")
    members = _get(data, "members", "", list)
    if len(members) > MAX_MEMBERS:
        raise _Fault("members", f"holds {len(members):,} members (at most {MAX_MEMBERS})")
    history = _get(data, "history", "", list, default=[])
    if len(history) > MAX_HISTORY:
        raise _Fault("history", f"holds {len(history):,} battles (at most {MAX_HISTORY})")
    roster = Roster(name=_text(data, "name", ""), nation=_ident(_get(data, "nation", "", str), "nation"),
                    up=_int(data, "up", "", 0, MAX_UP),
                    members=tuple(_member(m, f"members[{i}]") for i, m in enumerate(members)),
                    history=tuple(_record(b, f"history[{i}]") for i, b in enumerate(history)))
    seen: set[str] = set()
    for i, m in enumerate(roster.members):
        if m.id in seen:
            raise _Fault(f"members[{i}].id", f"{m.id!r} is the id of an earlier member too")
        seen.add(m.id)
    leaders = [i for i, m in enumerate(roster.members) if m.leader and m.alive]
    if len(leaders) > 1:
        raise _Fault(f"members[{leaders[1]}].leader", "a team has one leader (SK-17.1); "
                                                      f"{roster.members[leaders[0]].id!r} is the leader already")
    for i, b in enumerate(roster.history):
        for key in ("took_part", "dead", "captured"):
            for j, mid in enumerate(getattr(b, key)):
                if mid not in seen:
                    raise _Fault(f"history[{i}].{key}[{j}]", f"{mid!r} is no member of the roster")
    return roster


def parse_roster(text: str | bytes) -> Roster:
    """A roster from the text of a ``.skroster`` file (:class:`RosterProblem` if it is not one)."""
    try:
        data = parse_json(text)
    except FileProblem as exc:
        raise RosterProblem(exc.reason, exc.where) from None
    return roster_from_json(data)


def read_roster(path: str | os.PathLike) -> Roster:
    """Read a ``.skroster`` file.  Raises only :class:`RosterProblem`, whose message begins with
    the file's name; the file is only read."""
    name = Path(path).name
    try:
        return parse_roster(read_bytes(path, MAX_ROSTER_BYTES, "roster"))
    except FileProblem as exc:
        raise RosterProblem(exc.reason, name) from None
    except RosterProblem as exc:
        raise RosterProblem(exc.reason, f"{name}: {exc.where}" if exc.where else name) from None


def roster_text(roster: Roster) -> str:
    """The file text of a roster (checked: what is written can be read back)."""
    data = roster.to_json()
    roster_from_json(data)  # never write a file this program would refuse to read
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def write_roster(path: str | os.PathLike, roster: Roster) -> None:
    """Write ``roster`` to ``path`` atomically (OSError if the disk refuses; the old file is then
    untouched)."""
    write_text_atomic(path, roster_text(roster))
