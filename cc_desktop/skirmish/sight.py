"""True 2.5-D line of sight on a Skirmish battlefield (SK-7, SK-8.2; reading A of "Mapping to a
hex map" in 07-skirmish.md).

A figure sees another if a straight line from its eye (:attr:`Pose.eye`, the feet on the ground
of the table) reaches **some part of the other's body**: head, torso, arms and legs of a standing
figure; head, torso and arms (lower) of a crouching one; head and back of a prone one.  The
base and the feet never count (SK-7.1).  The head sample is at eye height, so the eye-to-head
line is the same line both ways (reciprocity).  Arms lie a little to either side of the line,
across it.

Each line is tested against the terrain near it (the objects whose circle and rectangle come
near the middle line, nearest first, then an exact clip of the line against each outline in
plain Python, once for the lines of one sideways offset: they are the same line in plan view;
each line stops at its first blocker unless something is seen, when every cover crossed counts)
with the heights of the objects: the line passes over
an object where it is above the object's solid parts all the way through it (a window lets it
through between sill and lintel; an open door under its lintel), and the ground itself (hills,
the bank of a ditch, sloped ground) hides what is below it.  Woods and bushes can be seen into
for ``sight_depth`` inches (the figure inside is in cover); a picket fence is seen through but
gives cover.  Other figures may be passed in: their bodies hide what is behind them and give
``figure`` cover (SK-8.3).

Verdict (SK-7.1, SK-8.2): every part seen and no cover crossed: in the open; some parts hidden
(or a see-through cover crossed): in cover (-1 to hit and a compulsory cover save, through the
covers in order from the shooter, :attr:`SightResult.covers`); nothing seen: not visible.
SK-7.2: a crouching figure never protrudes from cover: if an object that ``hides_crouching``
hides any part of a crouching target, it hides all of it.  The front arc (SK-7.3) is reported
separately (:attr:`SightResult.arc_ok`): a figure sees only ahead, but the line is the same.

What changes in play is passed in: ``open_doors`` (None: the file's initial states),
``destroyed`` (ids of destroyed segments or objects, SK-8.4) and ``smoke`` (the smoke clouds on
the table, SK-15.2, our rule: a cylinder seen into for :data:`SMOKE_DEPTH` inches, a thin one
seen through as cover without a save; docs/skirmish-design.md "Smoke").  No Qt, no caching: each query
looks at the table afresh (benchmarks/skirmish_los.py measures it); what the table makes once
for every query (its ground raster and ground index, the objects' circles and boxes) does not
depend on the play.  tests/skirmish/test_sight_regression.py holds the results of 880 seeded
queries as main 385c22b gave them: a faster way must give the same.
"""

from __future__ import annotations

import math
import string
from dataclasses import dataclass
from typing import Iterable, Mapping, NamedTuple

import numpy as np
import shapely

from cc_desktop.skirmish.decisions import ENGLISH, msg
from cc_desktop.skirmish.table import SIGHT_PAD, Table, _in_ring, cover_types, remember
from cc_desktop.skirmish.types import EYE_BELOW_TOP, FIGURE_HEIGHT, CoverType, Point, Pose, Posture, in_front_arc

# (part, sideways offset across the line, height above the feet) by posture.  The head is at eye
# height (Pose.eye: the top less 0.1 in).
BODY_POINTS: dict[Posture, tuple] = {
    Posture.STANDING: (("head", 0.0, 1.0), ("torso", 0.0, 0.72), ("left arm", -0.22, 0.66),
                       ("right arm", 0.22, 0.66), ("legs", 0.0, 0.32)),
    Posture.CROUCHING: (("head", 0.0, 0.5), ("torso", 0.0, 0.32), ("left arm", -0.2, 0.28),
                        ("right arm", 0.2, 0.28)),
    Posture.PRONE: (("head", 0.0, 0.15), ("back", 0.0, 0.1)),
}
#: How far across the line of sight the body's points lie, by posture.
REACH = {posture: max(abs(side) for _, side, _ in points) + 1e-6 for posture, points in BODY_POINTS.items()}
assert max(REACH.values()) <= SIGHT_PAD
#: An arm's line (shifted sideways, BODY_POINTS) that meets an object this close to the eye which
#: the middle line does not cross has met the corner the observer stands at: he looks round it,
#: so it neither hides the arm nor counts as the target's cover.
NEAR_EYE = 1.0
#: SK-7.2: a crouching figure seen through leaves is hidden by them if it is this close to them.
HIDE_DISTANCE = 1.0
#: A figure as an obstacle: a cylinder of this radius (the body, not the base) and its height.
FIGURE_BODY_RADIUS = 0.3
#: The ground within this distance of either end of a line is the figures' own footing.
GROUND_SKIP = 0.5
GROUND_STEP = 0.2
_STEPS = np.arange(1024.0)   # 0, 1, 2... (a line across the table has some 430 ground samples)
#: Up to this many objects that may hide, a table's objects near a line are found by a loop in
#: Python (faster than numpy's arrays for few); above, all at once with the arrays.
SMALL_TABLE = 64
_EPS = 1e-9


@dataclass(frozen=True)
class Figure:
    """Another model on the table, as an obstacle to sight (SK-8.3 "Human, animal": 5+)."""
    id: str
    pose: Pose
    name: str = "Figure"


class Crossing(NamedTuple):
    """Where the line to one body part meets an obstacle below its top."""
    object_id: str
    parent: str
    name: str
    cover: str | None
    at: tuple               # (x, y)
    distance: float         # from the observer, plan view
    height: float           # the solid part's top above the object's base (or the ground's height)
    blocks: bool            # hides the part (else: seen through, but in cover)
    hides_crouching: bool
    rule: str = "SK-7.1"

    def message(self):
        """The obstacle as a message, ``sight.object`` ("Brick wall (wall-3.3)"): its English name,
        id and parent, by which texts.render shows the object's name in the language."""
        return _MESSAGES.text["sight.object"] % (self.name, self.object_id, self.parent)

    @property
    def label(self) -> str:
        """The obstacle in English: "Brick wall (wall-3.3)"."""
        return _ENGLISH.text["sight.object"] % (self.name, self.object_id, self.parent)


class PointSight(NamedTuple):
    """One sample point of the target's body and what happened to the line to it."""
    part: str
    at: Point
    seen: bool
    blocked_by: Crossing | None = None     # the first obstacle that hides it
    covered_by: tuple = ()                 # crossings seen through (cover without hiding)
    rule: str = "SK-7.1"                   # "SK-7.2" when hidden because the target crouches

    def message(self):
        """What happened to the line to this part, as a message (``sight.seen``, ``sight.blocked`` ...)."""
        return self._say((self.part,), _MESSAGES)

    def describe(self, language: str = "en") -> str:
        """"torso blocked by Brick wall (wall-3.3) at (19.9, 20.0), 0.8 in high (SK-7.1)"."""
        if language == "en":
            return self._say(self.part, _ENGLISH)
        return _render(self.message(), language)

    def what(self) -> str:
        """What happened to the line, in English, without the part's name ("blocked by ... (SK-7.1)")."""
        return self.describe()[len(self.part) + 1:]

    def _say(self, body, out):
        """The phrase of the parts ``body`` that fared as this one (SK-7.1, SK-7.2), made by ``out``
        (:data:`_MESSAGES` or :data:`_ENGLISH`)."""
        if self.seen:
            if self.covered_by:
                obj = out.object
                return out.text["sight.seen_through"] % (body, out.comma([obj(c) for c in self.covered_by]))
            return out.text["sight.seen"] % (body,)
        b = self.blocked_by
        if self.rule == "SK-7.2":
            return out.text["sight.hidden_crouching"] % (body, b.name, b.object_id, b.parent)
        x, y = b.at
        return out.text["sight.blocked"] % (body, b.name, b.object_id, x, y, b.height, b.rule, b.parent)

    def key(self) -> tuple:
        """Parts with the same key are told in one phrase by :meth:`SightResult.explain`."""
        if self.seen:
            return (True, tuple(c.object_id for c in self.covered_by))
        return (False, self.blocked_by.object_id, self.rule)


class CoverCrossed(NamedTuple):
    """A cover the shot crosses (SK-8.2), in order from the shooter."""
    object_id: str
    parent: str
    name: str
    cover: str | None            # cover type id (SK-8.3)
    cover_type: CoverType | None  # its row of the cover table, when known
    at: tuple
    distance: float

    @property
    def save(self) -> int | None:
        return self.cover_type.save if self.cover_type else None

    def message(self):
        """"Hedge (hedge-1.3): Bush, hedge 6+" as a message (SK-8.3)."""
        return self._say(_MESSAGES)

    def describe(self, language: str = "en") -> str:
        if language == "en":
            return self._say(_ENGLISH)
        return _render(self.message(), language)

    def _say(self, out):
        ct = self.cover_type
        if self.cover == SMOKE_COVER:   # SK-15.2 (our rule): smoke hides, it stops no bullet
            return out.text["sight.cover_smoke"] % (self.name, self.object_id, self.parent)
        if ct is None:
            return out.text["sight.cover_unknown"] % (self.name, self.object_id, self.cover, self.parent)
        if ct.save is None:
            return out.text["sight.cover_no_save"] % (self.name, self.object_id, ct.name, self.parent)
        return out.text["sight.cover"] % (self.name, self.object_id, ct.name, ct.save, self.parent)


@dataclass(frozen=True)
class SightResult:
    """What a figure sees of another (SK-7.1 to SK-7.3, SK-8.2), and why: :meth:`messages`, a
    message a line (codes and params of :data:`MESSAGES`: the objects by their English names and
    ids, the parts of the body, the posture, the inches), which ``texts.render`` words in each
    language (:meth:`explain`); in English, :meth:`explain` fills the same templates without
    making the messages."""
    visible: bool
    in_cover: bool
    arc_ok: bool
    points: tuple
    covers: tuple
    observer: Pose
    target: Pose
    eye: Point
    distance: float

    @property
    def in_open(self) -> bool:
        return self.visible and not self.in_cover

    @property
    def can_shoot(self) -> bool:
        """SK-7.1 and SK-7.3: seen and in the front arc (the range is the weapon's business)."""
        return self.visible and self.arc_ok

    def messages(self) -> list:
        """The explanation, a message (rule, code, params; :data:`MESSAGES`) a line: where the eye
        is and what it looks at; what happened to the line to each part of the body; the verdict
        and the covers in order (SK-7.1, SK-7.2, SK-8.2); the front arc (SK-7.3)."""
        return self._say(_MESSAGES)

    def explain(self, language: str = "en") -> str:
        """The explanation in ``language``: :meth:`messages` rendered by ``texts.render``, a line
        each; English straight from the same templates, without making the messages."""
        if language == "en":
            return "\n".join(self._say(_ENGLISH))
        return "\n".join(_render(m, language) for m in self._say(_MESSAGES))

    def _say(self, out) -> list:
        t, eye, text = self.target, self.eye, out.text
        at = t.at
        lines = [text["sight.from"] % (eye.x, eye.y, eye.z, _POSTURE_NAME[t.posture], at.x, at.y, self.distance),
                 text["sight.parts"] % (out.then(_phrases(self.points, out)),)]
        if not self.visible:
            for p in self.points:
                if p.rule == "SK-7.2":
                    b = p.blocked_by
                    lines.append(text["sight.not_visible_crouching"] % (b.name, b.object_id, b.parent))
                    break
            else:
                lines.append(out.fixed["sight.not_visible"])
        elif self.in_cover:
            smoke_only = self.covers and all(c.cover == SMOKE_COVER for c in self.covers) and all(
                p.seen for p in self.points)
            lines.append(out.fixed["sight.in_cover_smoke" if smoke_only else "sight.in_cover"])
            if self.covers:
                lines.append(text["sight.covers"] % (out.then([c._say(out) for c in self.covers]),))
        else:
            lines.append(out.fixed["sight.in_open"])
        lines.append(out.fixed["sight.in_arc" if self.arc_ok else "sight.out_of_arc"])
        return lines


#: The English templates of the explanation (SightResult.messages; the languages' files translate
#: the same codes).  ``object``: an obstacle's English name, with its ``id`` and ``parent`` (texts
#: shows it by the object's name in the language); ``posture`` and the parts of the ``body`` (a
#: list): words of the rules; the inches: rounded to one decimal; the lists ``body``, ``objects``,
#: ``phrases`` and ``covers`` are joined by ``sight.and``, ``sight.comma`` and ``sight.then``
#: (texts.PARAM_LISTS).
MESSAGES = {
    "sight.from": "Sight from the eye at ({eye_x}, {eye_y}), {eye_z} in up, to a {posture} figure at ({x}, {y}), "
                  "{distance} in away:",
    "sight.parts": "{phrases}",
    "sight.seen": "{body} seen",
    "sight.seen_through": "{body} seen through {objects}",
    "sight.blocked": "{body} blocked by {object} ({id}) at ({x}, {y}), {height} in high ({rule_id})",
    "sight.hidden_crouching": "{body} hidden: a crouching figure never protrudes from {object} ({id}) (SK-7.2)",
    "sight.object": "{object} ({id})",
    "sight.not_visible_crouching": "not visible: the crouching figure is hidden by {object} ({id}) (SK-7.2)",
    "sight.not_visible": "not visible: no part of the body can be seen (SK-7.1)",
    "sight.in_cover": "visible, in cover: -1 to hit (SK-6.3) and a compulsory cover save (SK-8.2)",
    "sight.in_cover_smoke": "visible, in cover: -1 to hit (SK-6.3); smoke gives no cover save (SK-15.2)",
    "sight.covers": "covers in order from the shooter (SK-8.2): {covers}",
    "sight.cover": "{object} ({id}): {cover_name} {save}+",
    "sight.cover_no_save": "{object} ({id}): {cover_name} no save",
    "sight.cover_unknown": "{object} ({id}): {cover_id}",
    "sight.cover_smoke": "{object} ({id}): no save",
    "sight.in_open": "visible, in the open (SK-7.1)",
    "sight.in_arc": "in the front arc (SK-7.3)",
    "sight.out_of_arc": "outside the observer's 180 degree front arc: it cannot shoot there (SK-7.3)",
    # the joins of the list params: "torso, left arm and legs"; "head seen; legs blocked by ..."
    "sight.and": "{first} and {next}",
    "sight.comma": "{first}, {next}",
    "sight.then": "{first}; {next}",
    # the names of things made of another's (table.py names them so: texts.object_name words them)
    "sight.building_wall": "{building} wall",
    "sight.building_roof": "{building} roof",
    "sight.bank": "Bank of {area}",
}
ENGLISH.add(MESSAGES)

#: Each code's rule, and its params as the explanation gives them: those its English template
#: shows, in its order, then those it does not show (an object's ``parent``: texts names the
#: object by it).  ``sight.blocked``'s ``rule_id`` is the obstacle's own rule (SK-7.1; a figure
#: SK-8.3).
CODES = {
    "sight.from": ("SK-7.1", ("eye_x", "eye_y", "eye_z", "posture", "x", "y", "distance")),
    "sight.parts": ("SK-7.1", ("phrases",)),
    "sight.seen": ("SK-7.1", ("body",)),
    "sight.seen_through": ("SK-8.2", ("body", "objects")),
    "sight.blocked": ("SK-7.1", ("body", "object", "id", "x", "y", "height", "rule_id", "parent")),
    "sight.hidden_crouching": ("SK-7.2", ("body", "object", "id", "parent")),
    "sight.object": ("SK-7.1", ("object", "id", "parent")),
    "sight.not_visible_crouching": ("SK-7.2", ("object", "id", "parent")),
    "sight.not_visible": ("SK-7.1", ()),
    "sight.in_cover": ("SK-8.2", ()),
    "sight.in_cover_smoke": ("SK-15.2", ()),
    "sight.covers": ("SK-8.2", ("covers",)),
    "sight.cover": ("SK-8.3", ("object", "id", "cover_name", "save", "parent")),
    "sight.cover_no_save": ("SK-8.3", ("object", "id", "cover_name", "parent")),
    "sight.cover_unknown": ("SK-8.3", ("object", "id", "cover_id", "parent")),
    "sight.cover_smoke": ("SK-15.2", ("object", "id", "parent")),
    "sight.in_open": ("SK-7.1", ()),
    "sight.in_arc": ("SK-7.3", ()),
    "sight.out_of_arc": ("SK-7.3", ()),
    "sight.and": ("SK-7.1", ("first", "next")),
    "sight.comma": ("SK-7.1", ("first", "next")),
    "sight.then": ("SK-7.1", ("first", "next")),
    "sight.building_wall": ("SK-7.1", ("building",)),
    "sight.building_roof": ("SK-7.1", ("building",)),
    "sight.bank": ("SK-7.1", ("area",)),
}
#: the params that are places and lengths in inches: one decimal
INCHES = frozenset(("eye_x", "eye_y", "eye_z", "x", "y", "distance", "height"))


def _english_text(code: str) -> str:
    """``code``'s English template as a %-format of its params in :data:`CODES` order (what the
    English path fills): an inch "%.1f" (the digits of str(round(x, 1)), at a fraction of the
    cost), a param the template does not show "%.0s"."""
    template, names = MESSAGES[code], CODES[code][1]
    out, k = [], 0
    for text, name, spec, conversion in string.Formatter().parse(template):
        out.append(text.replace("%", "%%"))
        if name is not None:
            assert not spec and not conversion and k < len(names) and names[k] == name, (code, name)
            out.append("%.1f" if name in INCHES else "%s")
            k += 1
    return "".join(out) + "%.0s" * (len(names) - k)


class _Message:
    """A code of the explanation as a maker of its messages: ``maker % values`` is the message
    (rule, code, params) of those values (:data:`CODES` order, the inches rounded to one decimal),
    as ``english_text % values`` is its English words."""

    __slots__ = ("code", "names", "rule")

    def __init__(self, code: str):
        self.code = code
        self.rule, self.names = CODES[code]

    def __mod__(self, values: tuple):
        params = dict(zip(self.names, values))
        for k in INCHES.intersection(params):
            params[k] = round(float(params[k]), 1)
        return msg(self.rule, self.code, **params)


def _separator(code: str) -> str:
    """The words a join template puts between its two items ("; ")."""
    text = MESSAGES[code].format(first="\0", next="\1")
    assert text.startswith("\0") and text.endswith("\1") and text.count("\0") == text.count("\1") == 1, code
    return text[1:-1]


_THEN, _COMMA, _AND = _separator("sight.then"), _separator("sight.comma"), _separator("sight.and")


def _english_words(items) -> str:
    """"torso, left arm and legs"."""
    if len(items) == 1:
        return items[0]
    return _COMMA.join(items[:-1]) + _AND + items[-1]


class _Out(NamedTuple):
    """How an explanation is made: ``text[code] % values`` a line or a phrase, ``fixed[code]`` a
    line without params; ``then``, ``comma`` and ``words`` a list param (phrases and covers,
    objects, parts of the body); ``object`` an obstacle."""
    text: dict
    fixed: dict
    then: object
    comma: object
    words: object
    object: object


def _out(text: dict, then, comma, words, obj) -> _Out:
    return _Out(text, {code: text[code] % () for code, (_, names) in CODES.items() if not names}, then, comma,
                words, obj)


#: the messages of an explanation (its list params: tuples)
_MESSAGES = _out({code: _Message(code) for code in MESSAGES}, tuple, tuple, tuple, Crossing.message)
#: its English words straight from the same templates, without the messages (what
#: benchmarks/skirmish_los.py times), the lists joined by the English of ``sight.then``,
#: ``sight.comma`` and ``sight.and``
_ENGLISH = _out({code: _english_text(code) for code in MESSAGES}, _THEN.join, _COMMA.join, _english_words,
                Crossing.label.fget)


def _render(message, language: str) -> str:
    from cc_desktop.skirmish import texts
    return texts.render(message, language)


_POSTURE_NAME = {p: p.value for p in Posture}
_POSTURE_HEIGHT = {p: FIGURE_HEIGHT[p.value] for p in Posture}


def _phrases(points, out) -> list:
    """'head seen', 'torso, left arm and legs blocked by Brick wall (wall-3.3) at ...': parts that
    fared alike in one phrase (the place is that of the first of them; PointSight.key), made by
    ``out`` (:data:`_MESSAGES`, :data:`_ENGLISH`)."""
    groups: dict = {}    # key -> (the first point, the parts)
    for p in points:
        if p.seen:
            key = (True, tuple(c.object_id for c in p.covered_by)) if p.covered_by else _SEEN
        elif p.rule == "SK-7.1":   # (PointSight.key; the id alone is quicker to hash)
            key = p.blocked_by.object_id
        else:
            key = (False, p.blocked_by.object_id, p.rule)
        group = groups.get(key)
        if group is None:
            groups[key] = (p, [p.part])
        else:
            group[1].append(p.part)
    words = out.words
    phrases = []
    for p, parts in groups.values():   # (a loop: quicker than a comprehension's frame in 3.11)
        phrases.append(p._say(words(parts), out))
    return phrases


def _parts_phrase(points) -> str:
    """The parts' phrases in English, joined (the explanation's second line)."""
    return _THEN.join(_phrases(points, _ENGLISH))


_SEEN = (True, ())

# Frozen dataclasses and named tuples made without their generated __init__ / __new__ (the
# dataclass sets each field through object.__setattr__; a query makes a dozen of them): the
# same objects (checked below), made in a third of the time.
_object_new = object.__new__
_set_attr = object.__setattr__
_tuple_new = tuple.__new__


def _point_fast(x: float, y: float, z: float) -> Point:
    p = _object_new(Point)
    _set_attr(p, "__dict__", {"x": x, "y": y, "z": z})
    return p


def _result_fast(visible, in_cover, arc_ok, points, covers, observer, target, eye, distance) -> "SightResult":
    r = _object_new(SightResult)
    _set_attr(r, "__dict__", {"visible": visible, "in_cover": in_cover, "arc_ok": arc_ok, "points": points,
                              "covers": covers, "observer": observer, "target": target, "eye": eye,
                              "distance": distance})
    return r


def _fast_constructors_agree() -> bool:
    try:
        p = _point_fast(1.5, -2.0, 0.25)
        r = _result_fast(True, False, True, (), (), None, None, p, 3.0)
        return (p == Point(1.5, -2.0, 0.25) and hash(p) == hash(Point(1.5, -2.0, 0.25)) and repr(p) == repr(Point(1.5, -2.0, 0.25))
                and r == SightResult(True, False, True, (), (), None, None, Point(1.5, -2.0, 0.25), 3.0)
                and not hasattr(Point, "__slots__") and not hasattr(SightResult, "__slots__")
                and not hasattr(Point, "__post_init__") and not hasattr(SightResult, "__post_init__"))
    except Exception:
        return False


_point, _result = (_point_fast, _result_fast) if _fast_constructors_agree() else (Point, SightResult)


# --------------------------------------------------------------------------------------------

def _clip(ax: float, ay: float, dx: float, dy: float, ring: tuple, edges: tuple | None = None,
          bounds: tuple | None = None) -> list:
    """The parameter intervals (t0, t1) within [0, 1] where the segment a + t d lies inside the
    polygon ``ring`` (closed: the first point repeated at the end); ``edges``: its edges as
    (px, py, qx - px, qy - py), and ``bounds`` its box, when known (TerrainObject.ring_edges,
    .bounds: a point off the box is outside without going round the outline)."""
    if edges is None:
        edges = tuple((px, py, qx - px, qy - py) for (px, py), (qx, qy) in zip(ring, ring[1:]))
    if bounds is not None:
        x0, y0, x1, y1 = bounds
        x0, y0, x1, y1 = x0 - 1e-9, y0 - 1e-9, x1 + 1e-9, y1 + 1e-9

        def _inside_here(x, y, ring):
            return x0 <= x <= x1 and y0 <= y <= y1 and _inside(x, y, ring)
    else:
        _inside_here = _inside
    ts = [0.0, 1.0]
    for px, py, ex, ey in edges:
        den = dx * ey - dy * ex
        if den != 0.0:
            wx, wy = px - ax, py - ay
            t = (wx * ey - wy * ex) / den
            if 0.0 < t < 1.0:
                u = (wx * dy - wy * dx) / den
                if -_EPS <= u <= 1.0 + _EPS:
                    ts.append(t)
    ts.sort()
    if all(t1 - t0 > 1e-9 for t0, t1 in zip(ts, ts[1:])):
        # no crossing at a corner: inside and outside alternate at the crossings
        inside = _inside_here(ax + dx * ts[1] / 2, ay + dy * ts[1] / 2, ring)
        out = []
        for t0, t1 in zip(ts, ts[1:]):
            if inside:
                out.append((t0, t1))
            inside = not inside
        return out
    out = []
    for t0, t1 in zip(ts, ts[1:]):
        if t1 - t0 <= 1e-12:
            continue
        tm = (t0 + t1) / 2
        if _inside_here(ax + dx * tm, ay + dy * tm, ring):
            if out and abs(out[-1][1] - t0) < 1e-12:
                out[-1] = (out[-1][0], t1)
            else:
                out.append((t0, t1))
    return out


def _clip_convex(ax: float, ay: float, dx: float, dy: float, halfplanes: tuple) -> list:
    """Cyrus-Beck: the interval of [0, 1] where the segment lies inside a convex outline."""
    t_in, t_out = 0.0, 1.0
    for qx, qy, nx, ny in halfplanes:
        num = nx * (ax - qx) + ny * (ay - qy)
        den = nx * dx + ny * dy
        if den == 0.0:
            if num > 0.0:
                return []
        elif den < 0.0:
            t = -num / den
            if t > t_in:
                t_in = t
        else:
            t = -num / den
            if t < t_out:
                t_out = t
        if t_in >= t_out:
            return []
    return [(t_in, t_out)] if t_out - t_in > 1e-12 else []


def _clip_box(ax: float, ay: float, dx: float, dy: float, box: tuple) -> list:
    """The slab method: the interval of [0, 1] where the segment lies inside a rectangle
    (centre, unit axis, half length and half width)."""
    cx, cy, ux, uy, h1, h2 = box
    wx, wy = ax - cx, ay - cy
    s = wx * ux + wy * uy
    d = dx * ux + dy * uy
    if d == 0.0:  # along the rectangle's short sides: a line on an edge touches it
        if s < -h1 - _EPS or s > h1 + _EPS:
            return []
        t_in, t_out = 0.0, 1.0
    else:
        ta, tb = (-h1 - s) / d, (h1 - s) / d
        if ta > tb:
            ta, tb = tb, ta
        t_in, t_out = (ta if ta > 0.0 else 0.0), (tb if tb < 1.0 else 1.0)
        if t_in >= t_out:
            return []
    s = wy * ux - wx * uy
    d = dy * ux - dx * uy
    if d == 0.0:
        if s < -h2 - _EPS or s > h2 + _EPS:
            return []
    else:
        ta, tb = (-h2 - s) / d, (h2 - s) / d
        if ta > tb:
            ta, tb = tb, ta
        if ta > t_in:
            t_in = ta
        if tb < t_out:
            t_out = tb
    return [(t_in, t_out)] if t_out - t_in > 1e-12 else []


def _inside(x: float, y: float, ring: tuple) -> bool:
    inside = False
    px, py = ring[0]
    for qx, qy in ring[1:]:
        if (py > y) != (qy > y):
            if x < px + (y - py) * (qx - px) / (qy - py):
                inside = not inside
        px, py = qx, qy
    return inside


def _circle(ax, ay, dx, dy, cx, cy, r) -> list:
    a = dx * dx + dy * dy
    if a == 0.0:
        return []
    fx, fy = ax - cx, ay - cy
    b = 2 * (fx * dx + fy * dy)
    c = fx * fx + fy * fy - r * r
    disc = b * b - 4 * a * c
    if disc <= 0:
        return []
    s = math.sqrt(disc)
    t0, t1 = max(0.0, (-b - s) / (2 * a)), min(1.0, (-b + s) / (2 * a))
    return [(t0, t1)] if t1 > t0 else []


def _band_span(t0, t1, z0, dz, b0, b1):
    """The part of [t0, t1] where z0 + dz t lies strictly inside the band (b0, b1)."""
    if dz == 0.0:
        return (t0, t1) if b0 < z0 < b1 else None
    ta, tb = (b0 - z0) / dz, (b1 - z0) / dz
    if ta > tb:
        ta, tb = tb, ta
    lo, hi = max(t0, ta), min(t1, tb)
    return (lo, hi) if hi - lo > 1e-12 else None


def _distance(c: Crossing) -> float:
    return c.distance


def _first(item) -> float:
    return item[0]


def sight(table: Table, observer: Pose, target: Pose, *, open_doors=None, destroyed=frozenset(),
          figures: Iterable[Figure] = (), covers: Mapping[str, CoverType] | None = None,
          smoke: Iterable = ()) -> SightResult:
    """True line of sight from ``observer`` to ``target`` (SK-7), explained.

    A pose at z 0 stands on the ground of the table there (a hill lifts it); any other z is the
    height of its feet as given.  ``covers``: the cover table (SK-8.3) as a mapping id ->
    CoverType; by default sk-data's cover.json if it loads, else the ids alone.  ``smoke``: the
    smoke clouds on the table (``state.SmokeCloud``: ``id``, ``center``, ``radius``, ``height``
    above the ground at its centre, ``thin``), each met as a crossing ``smoke-<id>`` (rule
    SK-15.2, cover "smoke": no row of the cover table, no save)."""
    return _sight(table, observer, target, open_doors, destroyed, figures, covers, True, smoke)


#: By posture: the body's points grouped by their sideways offset (lines with the same offset
#: are the same line in plan view): ((side, (indices into BODY_POINTS...)), ...), in the order met.
_SIDES = {posture: tuple((side, tuple(k for k, (_, s, _) in enumerate(points) if s == side))
                         for side in dict.fromkeys(s for _, s, _ in points))
          for posture, points in BODY_POINTS.items()}


def _sight(table: Table, observer: Pose, target: Pose, open_doors, destroyed, figures, covers, full: bool,
           smoke=()):
    """:func:`sight`; with ``full`` False only whether the target is seen (SK-7.1, SK-7.2: the
    same answer, without following the blocked lines to the end for the covers of SK-8.2)."""
    opened = table.initial_open if open_doors is None else frozenset(open_doors)
    o_at, t_at = observer.at, target.at
    ex, ey, tx, ty = o_at.x, o_at.y, t_at.x, t_at.y
    o_feet = o_at.z if o_at.z != 0.0 else table.ground_z(ex, ey)
    ez = o_feet + _POSTURE_HEIGHT[observer.posture] - EYE_BELOW_TOP  # as Pose.eye, from the feet
    t_feet = t_at.z if t_at.z != 0.0 else table.ground_z(tx, ty)
    posture = target.posture
    body = BODY_POINTS[posture]
    length = math.hypot(tx - ex, ty - ey)
    if length > 0:
        nx, ny = -(ty - ey) / length, (tx - ex) / length   # across the line (the figure's right as seen)
        ux, uy = (tx - ex) / length, (ty - ey) / length
    else:
        nx, ny, ux, uy = 0.0, 1.0, 1.0, 0.0
    reach = REACH[posture]  # every line runs within this of the middle one (<= SIGHT_PAD)

    # the objects that may stand in the way, nearest first (by where their circle starts along
    # the middle line: every line to the body is parallel to it, so that is where it starts on
    # each of them too); all the table's circles are tested at once (the arrays of a table of
    # many objects: their sums are numpy's, which breaks the ties of the order the same way)
    blockers = []
    if table.sight_objects:
        half = length / 2
        if len(table.sight_circles) <= SMALL_TABLE:
            # along the line (from its middle) and across it, object by object
            c_along, c_across = ex * ux + ey * uy + half, ex * uy - ey * ux
            near_k, near_a, near_c = [], [], []
            for k, (cx, cy, pad) in enumerate(table.sight_circles):
                c = cx * uy - cy * ux - c_across
                if c < 0.0:
                    c = -c
                if c <= pad:
                    a = cx * ux + cy * uy - c_along
                    if -pad - half <= a <= pad + half:
                        near_k.append(k)
                        near_a.append(a)
                        near_c.append(c)
        else:
            centres, radius, padded = table.sight_arrays
            # along the line (from its middle) and across it, for every object at once
            along = centres.dot(np.array((ux, uy)))
            along -= ex * ux + ey * uy + half
            across = centres.dot(np.array((uy, -ux)))
            across -= ex * uy - ey * ux
            np.abs(across, out=across)
            near = ((across <= padded) & (np.abs(along) <= padded + half)).nonzero()[0]
            near_k, near_a, near_c = near.tolist(), along[near].tolist(), across[near].tolist()
        if near_k:
            # then each one's rectangle: how far it reaches along the line and across it
            records = table.sight_records
            for k, a, c in zip(near_k, near_a, near_c):
                _, _, _, ax, ay, h1, h2, o = records[k]
                q = ax * ux + ay * uy
                p = ax * uy - ay * ux
                if q < 0.0:
                    q = -q
                if p < 0.0:
                    p = -p
                if c > h1 * p + h2 * q + reach:
                    continue
                ext = h1 * q + h2 * p
                lo = a + half - ext
                if lo > length + reach or a + half + ext < -reach:
                    continue
                if o.door and o.id in opened:
                    bands, cover = o.zbands_open, o.open_cover
                else:
                    bands, cover = o.zbands, o.cover
                if not bands or (destroyed and (o.id in destroyed or o.parent in destroyed)):
                    continue
                blockers.append((lo, o, bands, cover))
            if len(blockers) > 1:
                blockers.sort(key=_first)

    # the lines, grouped by their sideways offset (the same line in plan view)
    minx, maxx = (ex - reach, tx + reach) if ex < tx else (tx - reach, ex + reach)
    miny, maxy = (ey - reach, ty + reach) if ey < ty else (ty - reach, ey + reach)
    nb = len(blockers)
    n = len(body)
    groups = []
    group_of: list = [None] * n
    for side, members in _SIDES[posture]:
        sx, sy = ex + nx * side, ey + ny * side  # the eye looks along lines parallel to the middle one
        px, py = tx + nx * side, ty + ny * side
        dx, dy = px - sx, py - sy
        # (side, lines, start, direction, length in plan, each blocker's intervals, the end)
        group = (side, members, sx, sy, dx, dy, math.hypot(dx, dy), [None] * nb, px, py)
        groups.append(group)
        for i in members:
            group_of[i] = group
    middle = group_of[0] if group_of[0][0] == 0.0 else next(g for g in groups if g[0] == 0.0)

    # each line's crossings with other figures and the ground first, in the order of the body's
    # points (the first line that asks samples the ground for all of them)
    ground_near = _ground_reach(table, minx, miny, maxx, maxy) if table.ground else None
    bodies = _bodies(table, figures, ex, ey, tx, ty, minx, miny, maxx, maxy) if figures else ()
    clouds = _clouds(table, smoke, ex, ey, tx, ty, reach) if smoke else ()
    points: list = [None] * n
    dzs: list = [0.0] * n
    crossings: list = [None] * n
    stop: list = [math.inf] * n
    for i in range(n):
        group = group_of[i]
        pz = t_feet + body[i][2]
        points[i] = _point(group[8], group[9], pz)
        dzs[i] = pz - ez
        crossings[i] = []
    if bodies:
        for i in range(n):
            _, _, sx, sy, dx, dy, plan = group_of[i][:7]
            _figure_crossings(crossings[i], bodies, sx, sy, dx, dy, ez, dzs[i], plan)
    if clouds:
        for i in range(n):
            _, _, sx, sy, dx, dy, plan = group_of[i][:7]
            _smoke_crossings(crossings[i], clouds, sx, sy, dx, dy, ez, dzs[i], plan)
    if ground_near is not None:
        asking = [i for i in range(n) if min(ez, points[i].z) < ground_near]
        if asking:
            _ground_blocks(table, asking, group_of, ez, dzs, target, crossings)
    if bodies or clouds or ground_near is not None:
        for i in range(n):
            for c in crossings[i]:
                if c.blocks and c.distance < stop[i]:
                    stop[i] = c.distance

    # then each object, nearest first, against each line that has not met a blocker before the
    # object starts; with ``full`` and something seen, the blocked lines are then followed to
    # the end (the covers of SK-8.2 are every object crossed on the way)
    halted = [nb] * n       # the object each line stopped at
    if nb:
        going = n
        for k in range(nb):
            entry = blockers[k]
            lower = entry[0]
            for group in groups:
                lines = []
                for i in group[1]:
                    if halted[i] == nb:
                        if lower >= stop[i]:
                            halted[i] = k
                            going -= 1
                        else:
                            lines.append(i)
                if lines:
                    _meet(entry, k, group, lines, crossings, stop, dzs, ez, middle)
            if not going:
                break
        first = min(halted)
        # (a line stops only at a blocker; one without a blocker went through every object)
        if full and first < nb and math.inf in stop:
            for k in range(first, nb):
                entry = blockers[k]
                for group in groups:
                    lines = [i for i in group[1] if halted[i] <= k]
                    if lines:
                        _meet(entry, k, group, lines, crossings, stop, dzs, ez, middle)

    # the leaves the observer stands in are his cover, not the target's: seen through, they do
    # not put the target in cover (once too deep they hide it all the same)
    own = set()
    for lo, o, _, _ in blockers:
        if lo > 0.0:
            break
        if o.sight_depth is not None:
            x0, y0, x1, y1 = o.bounds
            if x0 <= ex <= x1 and y0 <= ey <= y1 and _in_ring(ex, ey, o.ring):
                own.add(o.id)
    seen: list = [False] * n
    blocked_by: list = [None] * n
    for i in range(n):
        found = crossings[i]
        if not found:
            seen[i] = True
            continue
        if own:
            found = crossings[i] = [c for c in found if c.blocks or c.object_id not in own]
        if len(found) > 1:
            found.sort(key=_distance)
        for c in found:
            if c.blocks:
                blocked_by[i] = c
                break
        else:
            seen[i] = True
    rules = _RULES_7_1

    # SK-7.2: a crouching figure never protrudes from cover that hides any part of it, or that
    # the lines to it go through where he is (a crouching man in bushes or right behind them is
    # not seen through the leaves; bushes round the observer do not hide him)
    if posture.is_crouching and True in seen:
        hider = next((b for b in blocked_by if b is not None and b.hides_crouching), None)
        if hider is None:
            hider = next((c for i in range(n) if seen[i] for c in crossings[i]
                          if c.hides_crouching and _around(table, c.object_id, tx, ty)), None)
        if hider is not None:
            rules = list(rules)
            for i in range(n):
                if seen[i]:
                    seen[i], blocked_by[i], rules[i] = False, hider, "SK-7.2"
    visible = True in seen
    if not full:
        return visible
    points = tuple([_tuple_new(PointSight, (body[i][0], points[i], seen[i], blocked_by[i],
                                            tuple(crossings[i]) if seen[i] else (), rules[i]))
                    for i in range(n)])
    if visible:
        crossed = [c for found in crossings for c in found]
        in_cover = bool(crossed) or False in seen
        result_covers = _covers_in_order(crossed, covers)
    else:
        in_cover, result_covers = False, ()
    arc_ok = in_front_arc(observer.facing, o_at, t_at)  # SK-7.3
    return _result(visible, in_cover, arc_ok, points, result_covers, observer, target, _point(ex, ey, ez),
                   length)  # (the distance on the table, Point.distance)


_RULES_7_1 = ("SK-7.1",) * max(len(points) for points in BODY_POINTS.values())


def _bodies(table: Table, figures, ex, ey, tx, ty, minx, miny, maxx, maxy) -> list:
    """The other figures near the lines: (figure, its feet, its top)."""
    bodies = []
    for f in figures:
        fx, fy = f.pose.at.x, f.pose.at.y
        if (abs(fx - ex) < 0.05 and abs(fy - ey) < 0.05) or (abs(fx - tx) < 0.05 and abs(fy - ty) < 0.05):
            continue
        if fx + FIGURE_BODY_RADIUS < minx or fx - FIGURE_BODY_RADIUS > maxx or \
                fy + FIGURE_BODY_RADIUS < miny or fy - FIGURE_BODY_RADIUS > maxy:
            continue
        ff = table.feet(f.pose.at)
        bodies.append((f, ff, ff + f.pose.height))
    return bodies


def _figure_crossings(found: list, bodies, sx, sy, dx, dy, ez, dz, plan) -> None:
    """Add where one line meets the other figures' bodies (SK-8.3 "figure" cover)."""
    for f, ff, ftop in bodies:
        for t0, t1 in _circle(sx, sy, dx, dy, f.pose.at.x, f.pose.at.y, FIGURE_BODY_RADIUS):
            span = _band_span(t0, t1, ez, dz, ff, ftop)
            if span is not None:
                found.append(Crossing(f.id, f.id, f.name, "figure", (sx + dx * span[0], sy + dy * span[0]),
                                      span[0] * plan, ftop - ff, True, True, "SK-8.3"))


#: Smoke (SK-15.2 lets guns fire smoke shells; how smoke hides is our rule, docs/skirmish-design.md
#: "Smoke"): a line of sight may run this far (in plan view) inside a full cloud and still see what
#: is there (the target is then in cover, with no save); a line running further inside is hidden
#: from that point on.  A thin cloud is seen through: cover, no save, never hidden.
SMOKE_DEPTH = 1.0
#: the cover id of a smoke crossing (no row of the cover table: no save)
SMOKE_COVER = "smoke"


def _clouds(table: Table, smoke, ex, ey, tx, ty, reach) -> list:
    """The smoke clouds near the lines (SK-15.2, our rule): (cloud, centre x, y, radius, its top,
    the depth a line sees into it or None: a thin cloud, seen through).  A cloud is a cylinder
    standing on the ground at its centre: everything within its radius below its top is in it
    (on a slope it fills the ground below its centre too)."""
    out = []
    dx, dy = tx - ex, ty - ey
    plan2 = dx * dx + dy * dy
    for c in smoke:
        cx, cy, r = c.center.x, c.center.y, c.radius
        # the nearest point of the middle line to the centre: farther than radius + reach misses
        t = 0.0 if plan2 == 0.0 else max(0.0, min(1.0, ((cx - ex) * dx + (cy - ey) * dy) / plan2))
        if math.hypot(ex + dx * t - cx, ey + dy * t - cy) > r + reach:
            continue
        out.append((c, cx, cy, r, table.ground_z(cx, cy) + c.height, None if c.thin else SMOKE_DEPTH))
    return out


def _smoke_crossings(found: list, clouds, sx, sy, dx, dy, ez, dz, plan) -> None:
    """Add where one line runs inside the smoke clouds below their tops (SK-15.2, our rule): seen
    into for the cloud's depth (a crossing that does not block: the target is in cover), hidden
    from there on (a blocking crossing at the point the depth is used up); a thin cloud never
    blocks.  The observer's own cloud counts as well: smoke hides both ways alike."""
    for c, cx, cy, r, top, depth in clouds:
        for t0, t1 in _circle(sx, sy, dx, dy, cx, cy, r):
            # the part of [t0, t1] where the line's height ez + dz t is below the cloud's top
            if dz == 0.0:
                if ez >= top:
                    continue
            else:
                tt = (top - ez) / dz
                if dz > 0.0:
                    t1 = min(t1, tt)
                else:
                    t0 = max(t0, tt)
                if t1 - t0 <= 1e-12:
                    continue
            blocks = depth is not None and (t1 - t0) * plan > depth + _EPS
            at_t = t0 + depth / plan if blocks else t0
            found.append(Crossing(object_id="smoke-" + c.id, parent="smoke", name="Smoke", cover=SMOKE_COVER,
                                  at=(sx + dx * at_t, sy + dy * at_t), distance=at_t * plan, height=c.height,
                                  blocks=blocks, hides_crouching=False, rule="SK-15.2"))


def _intervals(o, k: int, group: tuple) -> list:
    """Where the plan-view line of ``group`` runs inside object ``o`` (the k-th near the
    line), kept for the query: [(t0, t1), ...] or []."""
    ivs = group[7]
    iv = ivs[k]
    if iv is None:
        _, _, sx, sy, dx, dy = group[:6]
        box = o.obb
        if box is not None:
            iv = _clip_box(sx, sy, dx, dy, box)
        else:
            hp = o.halfplanes
            iv = (_clip_convex(sx, sy, dx, dy, hp) if hp is not None
                  else _clip(sx, sy, dx, dy, o.ring, o.ring_edges, o.bounds))
        ivs[k] = iv
    return iv


def _meet(entry: tuple, k: int, group: tuple, lines: list, crossings: list, stop: list, dzs: list, ez: float,
          middle: tuple) -> None:
    """Add the crossings of the ``lines`` of ``group`` with the k-th object near them (``entry``
    of the blockers: where it starts, the object, its solid bands and cover), where a line runs
    through a solid band of it; a blocking crossing nearer than ``stop[i]`` becomes the line's
    stop."""
    ivs = group[7]
    iv = ivs[k]
    if iv is None:
        iv = _intervals(entry[1], k, group)
    if not iv:
        return
    _, o, bands, cover = entry
    side, _, sx, sy, dx, dy, plan = group[:7]
    depth = o.sight_depth
    blocks_sight = o.blocks_sight
    if depth is None and len(iv) == 1 and len(bands) == 1:
        # one stretch inside one solid band (a wall, a door, a boulder): the loop below, unrolled
        (t0, t1), (b0, b1) = iv[0], bands[0]
        for i in lines:
            dz = dzs[i]
            if dz == 0.0:
                if not b0 < ez < b1:
                    continue
                at_t = t0
            else:
                ta, tb = (b0 - ez) / dz, (b1 - ez) / dz
                if ta > tb:
                    ta, tb = tb, ta
                at_t = ta if ta > t0 else t0
                if (tb if tb < t1 else t1) - at_t <= 1e-12:
                    continue
            distance = at_t * plan
            if side and distance < NEAR_EYE and not _intervals(o, k, middle):
                continue  # the corner beside the observer's eye: he looks round it (NEAR_EYE)
            crossings[i].append(_tuple_new(Crossing, (o.id, o.parent, o.name, cover, (sx + dx * at_t, sy + dy * at_t),
                                                      distance, b1 - o.base, blocks_sight, o.hides_crouching,
                                                      "SK-7.1")))
            if blocks_sight and distance < stop[i]:
                stop[i] = distance
        return
    for i in lines:
        dz = dzs[i]
        inside = 0.0
        hit = None
        for t0, t1 in iv:
            for b0, b1 in bands:
                # the part of [t0, t1] where the line's height ez + dz t is inside (b0, b1)
                if dz == 0.0:
                    if not b0 < ez < b1:
                        continue
                    s0, s1 = t0, t1
                else:
                    ta, tb = (b0 - ez) / dz, (b1 - ez) / dz
                    if ta > tb:
                        ta, tb = tb, ta
                    s0 = ta if ta > t0 else t0
                    s1 = tb if tb < t1 else t1
                    if s1 - s0 <= 1e-12:
                        continue
                blocks = blocks_sight
                at_t = s0
                if blocks and depth is not None:
                    if inside + (s1 - s0) * plan <= depth + _EPS:
                        blocks = False
                    else:
                        at_t = s0 + max(0.0, depth - inside) / plan
                    inside += (s1 - s0) * plan
                if hit is None or (blocks and not hit[1]):
                    hit = (at_t, blocks, b1)
                break
        if hit is None:
            continue
        at_t, blocks, b1 = hit
        distance = at_t * plan
        if side and distance < NEAR_EYE and not _intervals(o, k, middle):
            continue  # the corner beside the observer's eye: he looks round it (NEAR_EYE)
        crossings[i].append(_tuple_new(Crossing, (o.id, o.parent, o.name, cover, (sx + dx * at_t, sy + dy * at_t),
                                                  distance, b1 - o.base, blocks, o.hides_crouching, "SK-7.1")))
        if blocks and distance < stop[i]:
            stop[i] = distance


def _around(table: Table, object_id: str, x: float, y: float) -> bool:
    """Whether the figure at (x, y) is in or right behind the object (within HIDE_DISTANCE)."""
    o = table.by_id.get(object_id)
    return o is not None and o.geometry.distance(shapely.Point(x, y)) <= HIDE_DISTANCE


def _covers_in_order(crossed: list, given) -> tuple:
    """The covers the shot crosses, nearest the shooter first (SK-8.2); the pieces of one object
    (two segments of a wall met at a corner) count once."""
    best: dict[str, Crossing] = {}
    for c in crossed:
        if c.cover is None:
            continue
        if c.object_id not in best or c.distance < best[c.object_id].distance:
            best[c.object_id] = c
    ordered = sorted(best.values(), key=lambda c: c.distance)
    table = None
    out: list[CoverCrossed] = []
    for c in ordered:
        if out and out[-1].parent == c.parent and c.parent != c.object_id and abs(out[-1].distance - c.distance) < 1.0:
            continue
        if table is None:
            table = cover_types(given)
        out.append(CoverCrossed(c.object_id, c.parent, c.name, c.cover, table.get(c.cover), c.at, c.distance))
    return tuple(out)


def _ground_reach(table: Table, minx, miny, maxx, maxy) -> float | None:
    """The highest ground near the lines (None: the table is flat and level there, nothing to
    test).  Below level 0 a line can only go into a ditch; the ground around it is at 0."""
    high = None
    for g in table.ground:
        gx0, gy0, gx1, gy1 = g.bounds
        if gx1 < minx or gx0 > maxx or gy1 < miny or gy0 > maxy:
            continue
        h = max(0.0, g.level, g.edge_level)
        high = h if high is None else max(high, h)
    return high


def _ground_blocks(table: Table, lines: list, group_of: list, ez: float, dzs: list, target: Pose,
                   crossings: list) -> None:
    """Add to the ``lines`` (indices, in order) where the ground (a crest, a slope, the bank of
    a ditch) rises above each, if it does.  The ground is sampled every GROUND_STEP inches, the
    figures' own footing left out; the lines to one body are parallel and a fraction of an inch
    apart, so they share the profile of the first one (of a plan length over 2 GROUND_SKIP)."""
    profile = None
    todo = []
    for i in lines:
        group = group_of[i]
        plan = group[6]
        if plan <= 2 * GROUND_SKIP:
            continue
        if profile is None:
            profile = _ground_profile(table, group[2], group[3], group[4], group[5], plan, ez)
        todo.append(i)
    if not todo:
        return
    ts, zs, slopes = profile
    # the line ez + dz t runs below the ground at t where dz < (z - ez) / t: the running highest
    # of that slope (``slopes``) tells at once, for any dz, the first sample where it does
    size = len(slopes)
    found = slopes.searchsorted([dzs[i] for i in todo], "right").tolist()
    area = _NO_AREA
    for i, k in zip(todo, found):
        if k == size:
            continue
        _, _, sx, sy, dx, dy, plan = group_of[i][:7]
        t = float(ts[k])
        x, y = sx + dx * t, sy + dy * t
        if area is _NO_AREA:   # the target's ground area: the same for all its lines
            area = table.ground_area_xy(target.at.x, target.at.y)
        cover = area.cover if (area is not None and area.cover) else table.ground_cover
        where = table.ground_area_xy(x, y)
        if area is not None and area.level < 0 and where is not area:
            name, gid = f"Bank of {area.name}", area.id
        elif where is not None:
            name, gid = where.name, where.id
        else:
            name, gid = "Ground", "ground"
        crossings[i].append(_tuple_new(Crossing, (gid, gid, name, cover, (x, y), t * plan, float(zs[k]), True, True,
                                                  "SK-7.1")))


_NO_AREA = object()


def _ground_profile(table: Table, sx, sy, dx, dy, plan, ez) -> tuple:
    """(ts, zs, slopes): the samples along the line (ts, from GROUND_SKIP in from either end),
    the ground's height at each and the running highest of (z - 1e-9 - ez) / t."""
    t_lo, t_hi = GROUND_SKIP / plan, 1.0 - GROUND_SKIP / plan
    n = max(2, int((t_hi - t_lo) * plan / GROUND_STEP) + 1)
    # t_lo + k * step (the products of np.arange(n) * step, in place)
    step = (t_hi - t_lo) / (n - 1)
    ts = _STEPS[:n] * step if n <= len(_STEPS) else np.arange(n) * step
    ts += t_lo
    zs = table.ground_along(sx, sy, dx, dy, ts, t_lo, float(n - 1) * step + t_lo)
    slopes = zs - 1e-9
    slopes -= ez
    slopes /= ts
    np.maximum.accumulate(slopes, out=slopes)
    return ts, zs, slopes


def can_see(table: Table, observer: Pose, target: Pose, **kw) -> bool:
    """Whether any part of the target is seen (SK-7.1), ignoring the front arc.  A pure query:
    its answer is kept on the table for these very arguments (poses, open doors, destroyed
    cover, smoke clouds; not when other figures or a cover table are given), as the sample of
    legal moves asks it again and again within one decision."""
    if set(kw) <= {"open_doors", "destroyed", "smoke"}:
        key = ("can_see", observer, target, table.resolve_open(kw.get("open_doors")),
               frozenset(kw.get("destroyed", ())))
        smoke = kw.get("smoke")
        if smoke:
            smoke = tuple(smoke)
            key += (smoke,)
        found = table.memo.get(key)
        if found is None:
            found = _sight(table, observer, target, kw.get("open_doors"), kw.get("destroyed", frozenset()),
                           (), None, False, smoke or ())
            remember(table, key, found)
        return found
    return sight(table, observer, target, **kw).visible
