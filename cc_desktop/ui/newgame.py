"""The New game dialog: a bundled scenario (with its briefing) or a random battle, the named rule
options, the optional rules V1-V20 and, for the curious, a reproducible seed.

Start-up (issue 13): ``cc-desktop`` shows this dialog before any game is built, so it is made
from the scenario and nation files alone (:func:`scenario_catalogue`, plain JSON), without
importing the engine (NumPy, Shapely, the rules).  What only the engine knows comes later from the
launcher (cc_desktop.ui.launch), while the dialog is open: the rule options' defaults
(:meth:`NewGameDialog.set_rule_options`) and which scenario files fail the full check
(:meth:`NewGameDialog.drop_scenarios`: a broken file is reported by ``check-content``; the others
still play).  When the engine is already loaded (a New game from the menu) both are there at once.

The optional rules (issue 15): V1-V20 with a check box, a one-line summary and a button that opens
our own text of the rule in the rules browser, named and summed up in the window's language
(:mod:`cc_desktop.ui.variantnames`).  What a variant needs is enforced as the players click:
checking V3 checks V2, unchecking V2 unchecks V3 (``VARIANTS[...].requires``, told by the engine
like the rule options' defaults; no two variants exclude each other: ``interacts`` only says how
they combine).  Which are checked when a battle is chosen:

* a scenario that recommends a set (``"variants"`` in its file: the night battle's V2 and V3) has
  that set checked, its rows marked "recommended by the scenario"; the players may change it, and
  "Use the scenario's recommendation" puts it back;
* any other battle (a scenario without a recommendation, a random battle) has the players' own set:
  the one they chose last time for such a battle (QSettings ``newgame/variants``, kept when OK is
  pressed), then whatever they check while the dialog is open.  A recommended set is the
  scenario's, not the players' habit: it is not remembered, and the night rules do not follow the
  players into a daylight battle.
"""

from __future__ import annotations

import secrets
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from functools import partial

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel, QLineEdit,
    QPushButton, QScrollArea, QSizePolicy, QSpinBox, QToolButton, QVBoxLayout, QWidget,
)

from cc_desktop import resources
from cc_desktop.fileio import FileProblem, read_json
from cc_desktop.ui import grammar, names
from cc_desktop.ui.names import nation_text, scenario_text
from cc_desktop.ui.texts import posture_name, side_name
from cc_desktop.ui.variantnames import VARIANT_IDS, describe, ordered, variant_label, variant_summary

RANDOM_BATTLE = "__random__"
#: what ``cc-desktop`` preselects (and builds while the dialog is open): a real battle
STARTING_SCENARIO = "chapel-crossroads-1944"
#: cc_desktop.content.DEFAULT_SCENARIO (the test skirmish; a test checks they agree)
TEST_SCENARIO = "test-skirmish"
#: the module whose import means the engine is loaded (its RULE_OPTIONS, its scenario check)
ENGINE_MODULE = "cc_desktop.rules.game"
#: QSettings key: the players' own set of optional rules, as last chosen for a battle without a
#: recommendation ("V9,V10"; "" for none)
VARIANTS_SETTING = "newgame/variants"
#: the height of the optional rules' scrolled list (the dialog fits a 1366x768 screen)
VARIANT_LIST_HEIGHT = 172


def _settings() -> QSettings:
    return QSettings("cc_desktop", "cc_desktop")


def remembered_variants() -> frozenset[str]:
    """The players' own set of optional rules, as last chosen (none at first)."""
    value = _settings().value(VARIANTS_SETTING, "")
    parts = value if isinstance(value, (list, tuple)) else str(value or "").replace(",", " ").split()
    return frozenset(v for v in parts if v in VARIANT_IDS)


def remember_variants(ids) -> None:
    _settings().setValue(VARIANTS_SETTING, ",".join(ordered(ids)))


def variant_rules() -> dict[str, tuple[str, ...]]:
    """Each variant's requirements, from the engine (cc_desktop.rules.variants.VARIANTS): what
    the dialog enforces.  Imports the engine: the launcher calls it in the background."""
    from cc_desktop.rules.variants import VARIANTS

    return {vid: tuple(v.requires) for vid, v in VARIANTS.items()}


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
    variants: tuple[str, ...] = ()  # the optional rules the scenario recommends

    @classmethod
    def of_scenario(cls, sc) -> "Briefing":
        """From a loaded :class:`~cc_desktop.content.Scenario` (a random battle)."""
        return cls(sc.id, names.scenario_name(sc), sc.year, names.scenario_description(sc),
                   tuple((name, names.nation_name(sc.sides[name].nation), sc.sides[name].posture,
                          sum(e.count for e in sc.sides[name].units)) for name in ("axis", "allies")),
                   tuple(sc.variants))


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
            recommended = doc.get("variants", [])
            recommended = tuple(ordered(str(v) for v in recommended)) if isinstance(recommended, list) else ()
            out.append(Briefing(sid, scenario_text(sid, "name", str(doc["name"])), doc.get("year", ""),
                                scenario_text(sid, "description", str(doc.get("description", ""))), sides,
                                recommended))
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


class VariantsSection(QWidget):
    """The optional rules V1-V20 of the New game dialog: in a scrolled list (this widget) each
    variant's check box, its one-line summary, a mark when the scenario recommends it and a button
    for its rule text (``rule_wanted``); and, in ``header``, a line of what is checked with the
    recommendation's button and one to check none."""

    changed = Signal()  # a box was checked or unchecked (by a click or by a requirement)
    rule_wanted = Signal(str)  # the rule text of a variant: the rules browser at it
    recommend_wanted = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.boxes: dict[str, QCheckBox] = {}
        self.marks: dict[str, QLabel] = {}
        self.rule_buttons: dict[str, QToolButton] = {}
        self.summaries: dict[str, QLabel] = {}
        #: what each variant needs (Starshells the night rules), from the engine; None until it has told
        self.requires: dict[str, tuple[str, ...]] | None = None
        self.recommended: frozenset[str] = frozenset()
        self._setting = False  # checking a whole set: one ``changed`` at its end
        rows = QWidget()
        grid = QGridLayout(rows)
        grid.setContentsMargins(4, 2, 4, 2)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(0)
        grid.setColumnStretch(0, 1)
        indent = QCheckBox().sizeHint().width() + 2  # the summary under the box's text
        for i, vid in enumerate(VARIANT_IDS):
            summary_text = variant_summary(vid)
            box = self.boxes[vid] = QCheckBox(variant_label(vid))
            box.setToolTip(summary_text)
            box.setEnabled(False)  # until the engine has told what each variant needs
            box.toggled.connect(partial(self._toggled, vid))
            mark = self.marks[vid] = QLabel(self.tr("recommended by the scenario"))
            mark.setStyleSheet("color: #2e6b2e; font-style: italic;")
            mark.setVisible(False)
            link = self.rule_buttons[vid] = QToolButton()
            link.setText(self.tr("Rule text"))
            link.setToolTip(self.tr("Read rule {0} in the rules browser").format(vid))
            link.setAutoRaise(True)
            link.setCursor(Qt.CursorShape.PointingHandCursor)
            link.clicked.connect(partial(self.rule_wanted.emit, vid))
            summary = self.summaries[vid] = QLabel(summary_text)
            summary.setWordWrap(True)
            summary.setStyleSheet("color: #5b5b55;")
            summary.setContentsMargins(indent, 0, 0, 6)
            summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            grid.addWidget(box, 2 * i, 0)
            grid.addWidget(mark, 2 * i, 1)
            grid.addWidget(link, 2 * i, 2)
            grid.addWidget(summary, 2 * i + 1, 0, 1, 3)
        self.scroll = QScrollArea()
        self.scroll.setWidget(rows)
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFixedHeight(VARIANT_LIST_HEIGHT)
        self.chosen = QLabel()
        self.chosen.setWordWrap(True)
        self.recommend_button = QPushButton(self.tr("Use the scenario's recommendation"))
        self.recommend_button.setEnabled(False)
        self.recommend_button.clicked.connect(self.recommend_wanted)
        self.none_button = QPushButton(self.tr("None"))
        self.none_button.setToolTip(self.tr("Uncheck every optional rule"))
        self.none_button.setEnabled(False)
        self.none_button.clicked.connect(lambda: self.set_checked(()))
        self.header = QWidget()
        top = QVBoxLayout(self.header)
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(2)
        top.addWidget(self.chosen)
        buttons = QHBoxLayout()
        buttons.addWidget(self.recommend_button)
        buttons.addWidget(self.none_button)
        buttons.addStretch(1)
        top.addLayout(buttons)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.scroll)
        self.update_line()

    def set_requirements(self, requires: dict[str, tuple[str, ...]]) -> None:
        """What each variant needs (the engine's VARIANTS): the boxes take clicks from now on;
        a set already checked is completed (V3 brings V2)."""
        self.requires = {vid: tuple(requires.get(vid, ())) for vid in VARIANT_IDS}
        for box in self.boxes.values():
            box.setEnabled(True)
        self.none_button.setEnabled(True)
        self.set_checked(self.checked())

    def checked(self) -> frozenset[str]:
        return frozenset(vid for vid, box in self.boxes.items() if box.isChecked())

    def set_checked(self, ids) -> None:
        """Check exactly ``ids`` (and what they need)."""
        ids = set(ids)
        for vid in list(ids):  # what they need, and what that needs
            todo = [vid]
            while todo:
                for need in (self.requires or {}).get(todo.pop(), ()):
                    if need not in ids:
                        ids.add(need)
                        todo.append(need)
        self._setting = True
        try:
            for vid, box in self.boxes.items():
                box.setChecked(vid in ids)
            for vid in ids & set(self.boxes):  # a box unchecked by the order above: its need came later
                self.boxes[vid].setChecked(True)
        finally:
            self._setting = False
        self.update_line()
        self.changed.emit()

    def set_recommended(self, ids) -> None:
        """Mark the scenario's recommended variants (none: no mark)."""
        self.recommended = frozenset(ids)
        for vid, mark in self.marks.items():
            mark.setVisible(vid in self.recommended)
        self.update_line()

    def _toggled(self, vid: str, on: bool) -> None:
        requires = self.requires or {}
        if on:  # V3 needs V2: checking V3 checks V2
            for need in requires.get(vid, ()):
                self.boxes[need].setChecked(True)
        else:  # unchecking V2 unchecks V3
            for other, needs in requires.items():
                if vid in needs:
                    self.boxes[other].setChecked(False)
        if not self._setting:
            self.update_line()
            self.changed.emit()

    def update_line(self) -> None:
        """The line above the list: what is checked, and whether it is the recommendation."""
        now = self.checked()
        text = describe(now) if now else self.tr("none")
        if self.recommended and now == self.recommended:
            text = self.tr("{0} (recommended by the scenario)").format(text)
        self.chosen.setText(self.tr("Chosen: {0}").format(text))
        self.recommend_button.setEnabled(bool(self.recommended) and now != self.recommended
                                         and self.requires is not None)


class NewGameDialog(QDialog):
    """Choose a scenario (with its briefing) or a random battle, the named rule options and,
    for the curious, a reproducible seed."""

    def __init__(self, parent=None, preselect: str | None = None, check_later: bool = False):
        """``check_later``: the scenarios' full check is left to the caller (in the background,
        then :meth:`drop_scenarios`), not made here."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setMinimumWidth(700)
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
        self.variants_section = VariantsSection()
        self.variants_section.rule_wanted.connect(self.show_rule)
        self.variants_section.recommend_wanted.connect(self.use_recommendation)
        self.variants_section.changed.connect(self._variants_changed)
        #: the players' own set (for a battle without a recommendation): the last choice at first
        self._own_variants = remembered_variants()
        self._variants_battle: str | None = None  # the battle the checked set was chosen for
        self.rules_dialog = None  # the rules browser, opened from a variant's row
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
        form.addRow(self.tr("Optional rules (V1–V20)"), self.variants_section.header)
        form.addRow(self.variants_section)
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
        self.set_variant_rules(variant_rules())
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

    def set_variant_rules(self, requires: dict[str, tuple[str, ...]]) -> None:
        """What each optional rule needs (the engine's VARIANTS): enforced from now on."""
        self.variants_section.set_requirements(requires)

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
            self._variants_for(None)
            return
        if self.is_random():
            sc = self.scenario()
            b = Briefing.of_scenario(sc) if not isinstance(sc, str) else None
        else:
            b = self._briefings.get(self.combo.currentData())
        self._variants_for(b)
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

    # -- the optional rules ------------------------------------------------------------------------
    def _variants_for(self, briefing: Briefing | None) -> None:
        """A battle chosen: its recommended set checked if it has one, else the players' own."""
        battle = RANDOM_BATTLE if self.is_random() else self.combo.currentData()
        recommended = frozenset(briefing.variants) if briefing is not None else frozenset()
        if battle == self._variants_battle and recommended == self.variants_section.recommended:
            return  # the same battle (another battle number, the engine's word): the choice stays
        self._variants_battle = battle
        self.variants_section.set_recommended(recommended)
        self.variants_section.set_checked(recommended or self._own_variants)

    def _variants_changed(self) -> None:
        if not self.variants_section.recommended:  # the players' own set, kept while the dialog is open
            self._own_variants = self.variants_section.checked()

    def recommended_variants(self) -> frozenset[str]:
        """The optional rules the chosen scenario recommends (none for most)."""
        return self.variants_section.recommended

    def use_recommendation(self) -> None:
        self.variants_section.set_checked(self.variants_section.recommended)

    def variants(self) -> frozenset[str]:
        """The optional rules checked."""
        return self.variants_section.checked()

    def variants_choice(self) -> frozenset[str] | None:
        """The checked set for ``Game.new``; None when it is the scenario's recommendation (or
        none, for a battle without one): the default a new game takes by itself."""
        chosen = self.variants()
        return None if chosen == self.recommended_variants() else chosen

    def show_rule(self, rule: str) -> None:
        """The rules browser (Help > Rules), over the dialog, at ``rule``."""
        from cc_desktop.ui.rulebook import RulesDialog  # here: its texts are read when first wanted

        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self)
        self.rules_dialog.show_rule(rule)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        self.rules_dialog.activateWindow()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API
        """Shown whole where the screen allows (Qt alone would open a dialog at most two thirds
        of the screen high, cutting a long briefing): at least 1366x768 takes all of it."""
        super().showEvent(event)
        if not getattr(self, "_sized", False):
            self._sized = True
            screen = self.screen()
            hint = self.sizeHint()
            if screen is not None:
                room = screen.availableGeometry().size()
                width = max(self.width(), min(hint.width(), room.width()))
                lay = self.layout()
                wanted = lay.totalHeightForWidth(width) if lay.hasHeightForWidth() else hint.height()
                self.resize(width, max(self.height(), min(wanted, room.height() - 40)))  # 40: the title bar

    def accept(self) -> None:
        """OK: the players' own set is remembered for the next time (a recommended one is not)."""
        if not self.variants_section.recommended:
            remember_variants(self.variants())
        super().accept()


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
