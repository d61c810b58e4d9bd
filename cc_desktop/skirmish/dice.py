"""Seeded, recorded dice (SK-0.2): D6, D3, 2D6, 3D6.

All chance in a Skirmish game comes from one ``Dice``, whose generator state is part of the game
state (``to_json`` / ``from_json``), so a game is (battle, seed, moves) and replays exactly.  Each
roll is recorded with its purpose until the engine takes the record (``take_rolls``) to explain a
move in the log.  ``FixedDice`` gives chosen results, for tests of exact numbers.
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
