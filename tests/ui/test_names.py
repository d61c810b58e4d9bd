"""The window shows the content's words in its language (issue 16): scenario names and briefings
in the New game dialog, the window title and the hand-over screen, nation, unit and Weapon names
on the counters, in the log and in the decision panel, a random battle's name and briefing, and
the map edge labels; each item falls back to English."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator

from cc_desktop.content import parse_scenario
from cc_desktop.content.generator import generate
from cc_desktop.rules.game import Game
from cc_desktop.rules.messages import RuleMessage
from cc_desktop.ui import names
from cc_desktop.ui.counters import UnitView
from cc_desktop.ui.gamewindow import GameWindow, install_translation
from cc_desktop.ui.language import set_content_language
from cc_desktop.ui.newgame import RANDOM_BATTLE, NewGameDialog
from cc_desktop.ui.texts import message_text


@pytest.fixture
def russian(qapp):
    before = set(qapp.findChildren(QTranslator))
    assert install_translation(qapp, "ru") == "ru"
    names.clear_caches()
    yield
    for t in set(qapp.findChildren(QTranslator)) - before:
        qapp.removeTranslator(t)
    set_content_language(None)
    names.clear_caches()


@pytest.mark.qt
def test_new_game_dialog_in_russian(qtbot, russian):
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    assert dlg.combo.itemText(dlg.combo.findData("birch-ridge-1942")) == "Берёзовый гребень"
    dlg.combo.setCurrentIndex(dlg.combo.findData("farmland-patrols-1945"))
    text = dlg.briefing.text()
    assert "Дозоры на свекольном поле" in text and "Германия" in text and "США" in text and "Patrols" not in text
    assert dlg.nations.itemText(dlg.nations.findData("germany,russia")) == "Германия против Советский Союз" or \
        "Германия" in dlg.nations.itemText(dlg.nations.findData("germany,russia"))
    dlg.engine_loaded(check=False)
    dlg.combo.setCurrentIndex(dlg.combo.findData(RANDOM_BATTLE))
    dlg.battle.setValue(7)
    text = dlg.briefing.text()
    assert "Случайный бой 7" in text and "Random" not in text and " год, " in text


@pytest.mark.qt
def test_a_random_battle_reads_in_the_window_language(russian):
    doc = generate(11, nations=("germany", "russia"), postures=("attacker", "defender"))
    sc, _ = parse_scenario(doc, doc["id"])
    assert names.scenario_name(sc) == "Случайный бой 11"
    assert names.scenario_description(sc).startswith(f"{sc.year} год, ")
    assert "немецкие войска атакуют позицию советских войск" in names.scenario_description(sc)
    assert names.special_rule_text(sc, sc.special_rules[0]) == "Создан командой cc-desktop new-random --seed 11."
    assert doc["description"].startswith(f"{sc.year}, ")  # the document keeps its English


@pytest.mark.qt
def test_units_weapons_and_edges_by_their_russian_names(qtbot, russian):
    g = Game.new("birch-ridge-1942", seed=1)
    unit = next(u for u in g.state.units.values() if u.type.id == "ger_rifle_squad")
    view = UnitView.from_state(g.state, unit)
    assert view.name == "Стрелковое отделение"
    w = next(w for w in g.state.weapons.values() if w.type.id == "ger_mmg")
    assert names.type_name(w.type) == "Средний пулемёт"
    line = message_text(RuleMessage.of("3.2", "unit_broken", unit=unit.id), with_rule=False, game=g)
    assert "Стрелковое отделение" in line and "Rifle" not in line
    assert names.edge_label("village", "top", "North edge (quarry)") == "Северный край (карьер)"
    assert names.edge_label("no-such-map", "top", "North edge") == "North edge"  # English when missing
    win = GameWindow()
    win._no_ask = True
    qtbot.addWidget(win)
    win.start("birch-ridge-1942", 3)
    assert win.windowTitle() == "cc_desktop — Берёзовый гребень"


def test_english_stays_english():
    set_content_language(None)
    names.clear_caches()
    g = Game.new("birch-ridge-1942", seed=1)
    unit = next(u for u in g.state.units.values() if u.type.id == "ger_rifle_squad")
    assert UnitView.from_state(g.state, unit).name == "Rifle Squad"
    assert names.scenario_name(g.scenario) == "Birch Ridge"


@pytest.mark.qt
def test_rules_browser_and_terrain_texts_in_russian(qtbot, russian):
    from cc_desktop.ui.rulebook import RulesDialog, rule_html, terrain_html

    dlg = RulesDialog()
    qtbot.addWidget(dlg)
    assert dlg.list.item(0).text() == "1  Карты судьбы"
    dlg.filter("рукопашн")
    shown = [dlg.list.item(i).data(0x0100) for i in range(dlg.list.count()) if not dlg.list.item(i).isHidden()]
    assert "O16.4" in shown
    assert "Рукопашная" in rule_html("O16.4") and "Melee" not in rule_html("O16.4")
    assert "Лес" in terrain_html("terrain", "woods")
