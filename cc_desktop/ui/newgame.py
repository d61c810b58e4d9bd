"""The New game dialog: a bundled scenario (with its briefing) or a random battle, the named rule
options and, for the curious, a reproducible seed.

Start-up (issue 13): ``cc-desktop`` shows this dialog before any game is built, so it is made
from the scenario and nation files alone (:func:`scenario_catalogue`, plain JSON), without
importing the engine (NumPy, Shapely, the rules).  What only the engine knows comes later from the
launcher (cc_desktop.ui.launch), while the dialog is open: the rule options' defaults
(:meth:`NewGameDialog.set_rule_options`) and which scenario files fail the full check
(:meth:`NewGameDialog.drop_scenarios`: a broken file is reported by ``check-content``; the others
still play).  When the engine is already loaded (a New game from the menu) both are there at once.
"""

from __future__ import annotations

import secrets
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QSpinBox,
    QVBoxLayout,
)

from cc_desktop import resources
from cc_desktop.fileio import FileProblem, read_json
from cc_desktop.ui import grammar, names
from cc_desktop.ui.names import nation_text, scenario_text
from cc_desktop.ui.texts import posture_name, side_name

RANDOM_BATTLE = "__random__"
#: what ``cc-desktop`` preselects (and builds while the dialog is open): a real battle
STARTING_SCENARIO = "chapel-crossroads-1944"
#: cc_desktop.content.DEFAULT_SCENARIO (the test skirmish; a test checks they agree)
TEST_SCENARIO = "test-skirmish"
#: the module whose import means the engine is loaded (its RULE_OPTIONS, its scenario check)
ENGINE_MODULE = "cc_desktop.rules.game"


def scenario_files() -> list[Path]:
    """The shipped scenario files, sorted by name (as cc_desktop.content.bundled_scenarios)."""
    return sorted(resources.resource("scenarios").glob("*.json"))


def starting_scenario() -> str:
    """What `cc-desktop` preselects in the New game dialog: a real bundled scenario (the first
    one, if Chapel Crossroads is not shipped), not the test skirmish."""
    ids = [p.stem for p in scenario_files()]
    if STARTING_SCENARIO in ids:
        return STARTING_SCENARIO
    real = [i for i in ids if i != TEST_SCENARIO]
    return real[0] if real else TEST_SCENARIO


@dataclass(frozen=True)
class Briefing:
    """What the dialog says of a scenario: its name, year, description and, per side, the nation's
    name, the posture and the number of units."""

    id: str
    name: str
    year: Any
    description: str
    sides: tuple[tuple[str, str, str, int], ...]  # (side, nation name, posture, units)

    @classmethod
    def of_scenario(cls, sc) -> "Briefing":
        """From a loaded :class:`~cc_desktop.content.Scenario` (a random battle)."""
        return cls(sc.id, names.scenario_name(sc), sc.year, names.scenario_description(sc),
                   tuple((name, names.nation_name(sc.sides[name].nation), sc.sides[name].posture,
                          sum(e.count for e in sc.sides[name].units)) for name in ("axis", "allies")))


def _nation_name(nation_id: str, names: dict[str, str]) -> str:
    if nation_id not in names:
        try:
            english = str(read_json(resources.resource("nations", f"{nation_id}.json"), check=False)["name"])
            # a Word: "{0} against {1}" may want the second nation in another case
            names[nation_id] = grammar.word(f"nation.{nation_id}", nation_text(nation_id, "name", english))
        except (FileProblem, KeyError, TypeError, OSError):
            names[nation_id] = nation_id
    return names[nation_id]


def scenario_catalogue() -> list[Briefing]:
    """Every shipped scenario as the dialog lists it, read from the files alone (no check: a file
    that is not even readable JSON with a name and two sides is left out here, one that fails the
    full check is dropped from the dialog when the engine has checked it).  A scenario made for
    the tests (``"for_tests": true``) is not offered to players."""
    names: dict[str, str] = {}
    out = []
    for path in scenario_files():
        try:
            doc = read_json(path, check=False)  # the fields read here are checked as they are read
            if doc.get("for_tests") is True:
                continue
            sides = tuple((side, _nation_name(str(doc["sides"][side]["nation"]), names),
                           str(doc["sides"][side]["posture"]),
                           sum(int(e.get("count", 1)) for e in doc["sides"][side]["units"]))
                          for side in ("axis", "allies"))
            sid = str(doc.get("id", path.stem))
            out.append(Briefing(sid, scenario_text(sid, "name", str(doc["name"])), doc.get("year", ""),
                                scenario_text(sid, "description", str(doc.get("description", ""))), sides))
        except (FileProblem, KeyError, TypeError, ValueError, AttributeError, OSError):
            continue
    return out


def random_settings() -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """The nation pairings and posture pairs a random battle may fix (resources/random.json)."""
    try:
        data = read_json(resources.resource("random.json"))
        pairings = [(str(p["axis"]), str(p["allies"])) for p in data["pairings"]]
        postures = [(str(a), str(b)) for a, b in data["postures"]]
    except (FileProblem, KeyError, TypeError, ValueError, OSError):
        return [], []
    return pairings, postures


def build_scenario(choice: tuple):
    """The scenario a :meth:`NewGameDialog.choice` names: a bundled one's id, or the generated
    :class:`~cc_desktop.content.Scenario` of a random battle.  No Qt: the launcher calls it in the
    background."""
    from cc_desktop.content import DEFAULT_SCENARIO, parse_scenario

    if choice[0] == "random":
        from cc_desktop.content.generator import generate

        _, number, nations, postures = choice
        doc = generate(number, nations=nations, postures=postures)
        sc, _problems = parse_scenario(doc, doc["id"])
        return sc if sc is not None else DEFAULT_SCENARIO
    return choice[1] or DEFAULT_SCENARIO


class NewGameDialog(QDialog):
    """Choose a scenario (with its briefing) or a random battle, the named rule options and,
    for the curious, a reproducible seed."""

    def __init__(self, parent=None, preselect: str | None = None, check_later: bool = False):
        """``check_later``: the scenarios' full check is left to the caller (in the background,
        then :meth:`drop_scenarios`), not made here."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setMinimumWidth(560)
        self.combo = QComboBox()
        self._briefings: dict[str, Briefing] = {}
        for b in scenario_catalogue():
            self._briefings[b.id] = b
            self.combo.addItem(b.name, b.id)
        self.combo.addItem(self.tr("Random battle"), RANDOM_BATTLE)
        if preselect is not None and self.combo.findData(preselect) >= 0:
            self.combo.setCurrentIndex(self.combo.findData(preselect))
        self.battle = QSpinBox()
        self.battle.setRange(1, 999_999)
        self.battle.setValue(secrets.randbelow(999_999) + 1)
        self.battle.setToolTip(self.tr("Each number is another random battle; the same number gives the same battle."))
        pairings, postures = random_settings()
        names: dict[str, str] = {}
        self.nations = QComboBox()
        self.nations.addItem(self.tr("any"), None)
        for axis, allies in pairings:
            self.nations.addItem(self.tr("{0} against {1}").format(_nation_name(axis, names), _nation_name(allies, names)),
                                 f"{axis},{allies}")
        self.postures = QComboBox()
        self.postures.addItem(self.tr("any"), None)
        for a, b in postures:
            self.postures.addItem(self.tr("Axis {0}, Allies {1}").format(posture_name(a), posture_name(b)),
                                  f"{a},{b}")
        self.briefing = QLabel()
        self.briefing.setWordWrap(True)
        self.briefing.setTextFormat(Qt.TextFormat.RichText)
        self.briefing.setMinimumHeight(120)
        self.briefing.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.options: dict[str, QCheckBox] = {}
        self._option_labels = {
            "road_bonus_pays_entry": self.tr("The Road bonus may pay for the Road hex itself (T93)"),
            "displace_into_enemy": self.tr("Units leaving a new Blaze may enter an enemy hex (E46)"),
            "entrench_every_hex": self.tr("Entrench places Foxholes in every eligible hex (E55)")}
        self.options_box = QVBoxLayout()
        # the known options at once (the dialog keeps its size), their defaults from the engine
        for name, text in self._option_labels.items():
            box = QCheckBox(text)
            box.setEnabled(False)
            self.options[name] = box
            self.options_box.addWidget(box)
        self._option_defaults: dict[str, bool] | None = None
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random (recommended)"))
        # the whole placeholder fits (in every language): its width plus the frame and margins
        self.seed_edit.setMinimumWidth(self.seed_edit.fontMetrics().horizontalAdvance(
            self.seed_edit.placeholderText()) + 24)
        self.seed_edit.setToolTip(self.tr("A reproducible seed is not secret: whoever knows it knows the decks."))
        form = QFormLayout(self)
        form.addRow(self.tr("Scenario"), self.combo)
        form.addRow(self.tr("Random battle number"), self.battle)
        form.addRow(self.tr("Nations"), self.nations)
        form.addRow(self.tr("Postures"), self.postures)
        form.addRow(self.tr("Briefing"), self.briefing)
        form.addRow(self.tr("Rule options"), self.options_box)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_edit)
        self.seed_warning = QLabel(self.tr("Not secret: whoever knows the seed knows both decks."))
        self.seed_warning.setWordWrap(True)
        self.seed_warning.setStyleSheet("color: #a33;")
        seed_row.addWidget(self.seed_warning, 1)
        form.addRow(self.tr("Reproducible seed"), seed_row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.combo.currentIndexChanged.connect(self.update_briefing)
        self.battle.valueChanged.connect(self.update_briefing)
        self.nations.currentIndexChanged.connect(self.update_briefing)
        self.postures.currentIndexChanged.connect(self.update_briefing)
        #: whether the engine is loaded: a random battle's briefing (the battle generated) waits for it
        self.engine_ready = False
        self.update_briefing()
        if ENGINE_MODULE in sys.modules:  # the engine is loaded (New game from the menu): all at once
            self.engine_loaded(check=not check_later)

    # -- what the engine tells (at once, or from the launcher while the dialog is open) ---------
    def engine_loaded(self, check: bool = True) -> None:
        """Take from the engine the rule options' defaults and (``check``) drop the scenarios
        that fail the full check (a broken file never gets as far as the Scenario list)."""
        from cc_desktop.rules.game import RULE_OPTIONS

        self.engine_ready = True
        self.set_rule_options({name: default for name, (default, _rule) in RULE_OPTIONS.items()})
        if check:
            self.drop_scenarios(broken_scenarios(self.scenario_ids()))

    def scenario_ids(self) -> list[str]:
        """The scenarios the dialog offers (the random battle aside)."""
        return list(self._briefings)

    def set_rule_options(self, defaults: dict[str, bool]) -> None:
        """The engine's rule options with their defaults (RULE_OPTIONS): the boxes are set and
        enabled, an option the dialog has no words for gets its name."""
        for name, default in defaults.items():
            box = self.options.get(name)
            if box is None:
                box = self.options[name] = QCheckBox(self._option_labels.get(name, name))
                self.options_box.addWidget(box)
            box.setChecked(default)
            box.setEnabled(True)
        for name in set(self.options) - set(defaults):  # an option the engine no longer has
            self.options.pop(name).deleteLater()
        self._option_defaults = dict(defaults)

    def drop_scenarios(self, ids) -> None:
        """Take scenarios out of the list (they failed the full check)."""
        for sid in ids:
            i = self.combo.findData(sid)
            if i >= 0:
                self.combo.removeItem(i)
            self._briefings.pop(sid, None)

    # -- the choice ------------------------------------------------------------------------------
    def is_random(self) -> bool:
        return self.combo.currentData() == RANDOM_BATTLE

    def choice(self) -> tuple:
        """What is chosen, as plain data (:func:`build_scenario` makes the scenario of it, in any
        thread): ``("scenario", id)`` or ``("random", number, nations, postures)``."""
        if self.is_random():
            pair = lambda combo: tuple(combo.currentData().split(",")) if combo.currentData() else None  # noqa: E731
            return ("random", self.battle.value(), pair(self.nations), pair(self.postures))
        return ("scenario", self.combo.currentData())

    def scenario(self):
        """The chosen scenario: a bundled one's id, or the generated :class:`Scenario`."""
        return build_scenario(self.choice())

    def scenario_id(self) -> str:
        sc = self.scenario()
        return sc if isinstance(sc, str) else sc.id

    def update_briefing(self) -> None:
        for w in (self.battle, self.nations, self.postures):
            w.setEnabled(self.is_random())
        if self.is_random() and not self.engine_ready:
            self.briefing.setText("...")  # the launcher calls again when the engine is loaded
            return
        if self.is_random():
            sc = self.scenario()
            b = Briefing.of_scenario(sc) if not isinstance(sc, str) else None
        else:
            b = self._briefings.get(self.combo.currentData())
        if b is None:
            self.briefing.setText("")
            return
        sides = [self.tr("{0}: {1}, {2}, {3} units").format(side_name(name), nation, posture_name(posture), units)
                 for name, nation, posture, units in b.sides]
        esc = lambda t: t.replace("&", "&amp;").replace("<", "&lt;")  # noqa: E731
        self.briefing.setText(f"<b>{esc(b.name)}</b> ({b.year})<br>{esc(b.description)}<br><br>" + "<br>".join(
            esc(line) for line in sides))

    def rule_options(self) -> dict[str, bool]:
        """The options as set; before the engine has given the defaults, none (the defaults)."""
        if self._option_defaults is None:
            return {}
        return {name: box.isChecked() for name, box in self.options.items()}

    def seed(self) -> int | None:
        text = self.seed_edit.text().strip()
        return int(text) if text.isdigit() else None


def broken_scenarios(ids) -> list[str]:
    """The bundled scenarios (by id) that fail the full check (cc_desktop.content.load_scenario)."""
    from cc_desktop.content import ContentError, load_scenario

    broken = []
    for sid in ids:
        try:
            load_scenario(sid)
        except (ContentError, ValueError, OSError):
            broken.append(sid)
    return broken
