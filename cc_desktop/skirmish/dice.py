"""Seeded, recorded dice (SK-0.2): D6, D3, 2D6, 3D6.

All chance in a Skirmish game comes from one ``Dice``, whose generator state is part of the game
state (``to_json`` / ``from_json``), so a game is (battle, seed, moves) and replays exactly.  Each
roll is recorded with its purpose until the engine takes the record (``take_rolls``) to explain a
move in the log.  ``FixedDice`` gives chosen results, for tests of exact numbers.

The standard test of SK-0.2 ("D6 + X >= 6", no automatic results) is :func:`standard_test`, and
the three-outcome jump and climb test (SK-5.2, SK-5.3) :func:`graded_test`; both return a
:class:`TestRoll` (the roll, the modifier, the total, the result and the step that explains it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Roll:
    """One roll: what it was for, the dice (``"D6"``, ``"2D6"``...), each die's face."""
    purpose: str
    dice: str
    faces: tuple[int, ...]

    @property
    def total(self) -> int:
        return sum(self.faces)


class Dice:
    def __init__(self, seed: int | None = None, rng: random.Random | None = None):
        self.rng = rng if rng is not None else random.Random(seed)
        self.rolls: list[Roll] = []

    def _face(self, sides: int) -> int:
        return self.rng.randint(1, sides)

    def roll(self, dice: str, purpose: str = "") -> Roll:
        """``dice`` is ``"D6"``, ``"D3"``, ``"2D6"`` or ``"3D6"``."""
        count, _, sides = dice.upper().partition("D")
        n, s = int(count or 1), int(sides)
        if n < 1 or s not in (3, 6):
            raise ValueError(f"no such dice: {dice!r}")
        r = Roll(purpose, dice.upper(), tuple(self._face(s) for _ in range(n)))
        self.rolls.append(r)
        return r

    def d6(self, purpose: str = "") -> int:
        return self.roll("D6", purpose).total

    def d3(self, purpose: str = "") -> int:
        return self.roll("D3", purpose).total

    def two_d6(self, purpose: str = "") -> int:
        return self.roll("2D6", purpose).total

    def three_d6(self, purpose: str = "") -> int:
        return self.roll("3D6", purpose).total

    def uniform(self, lo: float, hi: float, purpose: str = "") -> float:
        """A random real number (a random direction, SK Ambiguity 17); recorded as no dice."""
        return self.rng.uniform(lo, hi)

    def take_rolls(self) -> list[Roll]:
        out, self.rolls = self.rolls, []
        return out

    def to_json(self) -> list:
        version, internal, gauss = self.rng.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def from_json(cls, data: list) -> "Dice":
        rng = random.Random()
        rng.setstate((data[0], tuple(data[1]), data[2]))
        return cls(rng=rng)


#: SK-0.2: the total a standard test must reach
TEST_TARGET = 6


@dataclass(frozen=True)
class TestRoll:
    """One test of SK-0.2: a D6 (``roll``) plus ``modifier`` (the characteristic's current value
    with every bonus and penalty) is ``total``; ``result`` is "success" or "failure" (a graded
    test: "fumble" below 6, "failure" at exactly 6, "success" above)."""
    __test__ = False              # not a pytest class
    purpose: str
    roll: int
    modifier: int
    total: int
    ok: bool
    result: str
    graded: bool = False

    def step(self, rule: str, kind: str, code: str, *, data: tuple[tuple[str, object], ...] = (), **params):
        """The explained step (``explain.Step``) of this test under the rule's own ``code`` and
        ``params``: the roll, the total, the 6 it needs (``need``) and whether it passed (``ok``)
        are added."""
        from cc_desktop.skirmish.explain import Step   # explain -> decisions: not needed to roll
        params.setdefault("total", self.total)
        return Step.of(rule, kind, code, roll=self.roll, need=TEST_TARGET, ok=self.ok, data=data, **params)


def standard_test(dice: Dice, value: int, purpose: str = "test", *, bonus: int = 0) -> TestRoll:
    """SK-0.2 the standard test of a characteristic: D6 + its current ``value`` (+ ``bonus``,
    the skills' and items' modifiers) >= 6 succeeds, otherwise it fails; a natural 1 or 6 decides
    nothing by itself.  One D6 is rolled (recorded under ``purpose``)."""
    roll = dice.d6(purpose)
    total = roll + value + bonus
    ok = total >= TEST_TARGET   # SK-0.2
    return TestRoll(purpose, roll, value + bonus, total, ok, "success" if ok else "failure")


def graded_test(dice: Dice, value: int, purpose: str = "test", *, bonus: int = 0) -> TestRoll:
    """SK-0.2's exception, the jump (Ü) and climb (E) test of SK-5.2 / SK-5.3: D6 + ``value``
    (+ ``bonus``) less than 6 is a fumble, exactly 6 a failure, more than 6 a success."""
    roll = dice.d6(purpose)
    total = roll + value + bonus
    result = graded_result(total)
    return TestRoll(purpose, roll, value + bonus, total, result == "success", result, graded=True)


def graded_result(total: int) -> str:
    """SK-5.2 / SK-5.3 three outcomes: below 6 fumble, exactly 6 failure, above 6 success."""
    # SK-0.2: the jump and climb tests' exception: exactly 6 fails, success needs more than 6
    return "fumble" if total < TEST_TARGET else "failure" if total == TEST_TARGET else "success"


class FixedDice(Dice):
    """Dice that show the given faces in order (each die of a 2D6 takes one face); running out
    is an error, so a test states every roll it expects."""

    def __init__(self, faces: list[int] | tuple[int, ...], reals: list[float] | tuple[float, ...] = ()):
        super().__init__(seed=0)
        self.faces = list(faces)
        self.reals = list(reals)

    def _face(self, sides: int) -> int:
        if not self.faces:
            raise AssertionError("FixedDice: no face left for a roll")
        f = self.faces.pop(0)
        if not 1 <= f <= sides:
            raise AssertionError(f"FixedDice: face {f} on a D{sides}")
        return f

    def uniform(self, lo: float, hi: float, purpose: str = "") -> float:
        if not self.reals:
            raise AssertionError("FixedDice: no real number left")
        return self.reals.pop(0)

    @property
    def exhausted(self) -> bool:
        return not self.faces and not self.reals
