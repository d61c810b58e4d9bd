"""Log lines keep the facts they had when written (issue 14 item 6): a unit named in an early line
reads as it was then (not broken, still on the map), whatever becomes of it later; the facts
are the engine's (``Game.emit`` keeps them with the event, ``unit_facts`` reads them), they go
into a save with the line, and a line lights the hex its unit was in then."""

from __future__ import annotations

import random

import pytest

from cc_desktop.rules import testing
from cc_desktop.rules.game import FACTS, Game, unit_facts
from cc_desktop.rules.machine import Move
from cc_desktop.rules.saves import event_of, log_line
from cc_desktop.rules.simulate import choose
from cc_desktop.ui.controller import DEFAULT_WINDOWS, GameController
from cc_desktop.ui.logpanel import line_words
from cc_desktop.ui.texts import message_text

from tests.rules.helpers_variants import fire, order, setup, uid
from .helpers import game_window

pytestmark = pytest.mark.qt


@pytest.fixture
def window(qtbot):
    return game_window(qtbot, reveals=False)


def log_texts(window) -> list[str]:
    window.rebuild_log()
    window.log_seat.load_all()
    return [window.log.item(r).text() for r in range(window.log.count())]


def broken_then_eliminated() -> tuple[Game, str]:
    """Two Axis Rifle Squads fire at the Allied Infantry Squad in D5 (Morale 8, broken 6): the
    first attack (17 against 8 + 2) breaks it, the second (17 against 6 + 2) eliminates it."""
    g = setup({"axis": [("red_rifle_squad", "D7"), ("red_rifle_squad", "E8")],
               "allies": [("blue_infantry_squad", "D5")]})
    first, second, target = uid(g, "D7"), uid(g, "E8"), uid(g, "D5")
    fire(g, "axis", first, "D5", [first], attack=(6, 6), defense=(1, 1))
    g.apply(Move("done"))
    fire(g, "axis", second, "D5", [second], attack=(6, 6), defense=(1, 1))
    assert g.state.units[target].broken and g.state.units[target].location == "casualty"
    return g, target


@pytest.mark.rule("O20.3.4", "3.2.4")
def test_the_engine_keeps_what_the_units_were_when_the_line_was_written():
    g, target = broken_then_eliminated()
    defense = [e for e in g.log if e.message.code == "defense"]
    assert [unit_facts(e) for e in defense] == [{target: ("D5", False)}, {target: ("D5", True)}]
    broke = next(e for e in g.log if e.message.code == "unit_broken")
    assert broke.data == ((FACTS, "unit:D5:b"),)  # written just after it broke
    gone = next(e for e in g.log if e.message.code == "unit_eliminated")
    assert unit_facts(gone) == {target: (None, True)}  # off the map, on the Casualty Track
    assert "facts" not in defense[0].message.args  # the message itself is as the rules wrote it
    played = next(e for e in g.log if e.message.code == "card_played_order")
    assert played.data == ()  # a line that names no unit keeps nothing


@pytest.mark.rule("O20.3.4", "3.2.4")
def test_an_early_line_reads_as_the_unit_was_then(window):
    g, _ = broken_then_eliminated()
    window.set_controller(GameController(g))
    window.controller.viewer = "axis"
    lines = [t for t in log_texts(window) if "Infantry Squad" in t]
    assert lines == [
        "1.9: Allied player rolls 1+1 = 2 for Fire Defense: Infantry Squad",
        "O20.3.4: Infantry Squad: Morale 8 + Cover 0 (Orchard, T91, Road, T93) + roll 2 = 10 against 17",
        "O20.3.4: Infantry Squad breaks",  # the line says it breaks: not "Infantry Squad, broken breaks"
        "1.9: Allied player rolls 1+1 = 2 for Fire Defense: Infantry Squad, broken",
        "O20.3.4: Infantry Squad, broken: Morale 6 + Cover 0 (Orchard, T91, Road, T93) + roll 2 = 8 against 17",
        "4.1.1: VP +2 for Axis (Infantry Squad, broken eliminated (7.1)); balance 2",
        "O20.3.4: Infantry Squad, broken is eliminated; Axis gains 2 VP",
    ]
    # as the units are now, the first lines would read "broken" (what the log showed before)
    now = message_text(next(e for e in g.log if e.message.code == "defense").message, game=g.view("axis"),
                       where=False)
    assert now == "O20.3.4: Infantry Squad, broken: Morale 8 + Cover 0 (Orchard, T91, Road, T93) + roll 2 = 10 against 17"


def test_an_opened_save_reads_its_lines_as_they_were_written(window, tmp_path):
    """A seeded game of random play (tests/ui/test_logpanel.py's): lines that name a unit
    unbroken then, broken now, read the same in the window before a save and after it is opened."""
    g = Game.new("shattered-mill-1943", seed=43, prefs={"axis": DEFAULT_WINDOWS, "allies": DEFAULT_WINDOWS})
    rng = random.Random(43)
    while len(g.moves) < 400:
        g.apply(choose(rng, g))
    changed = [e for e in g.log if any(not broken and g.state.units[u].broken
                                       for u, (_, broken) in unit_facts(e).items())]
    assert len(changed) > 3  # lines that "now" would read wrong
    window.set_controller(GameController(g))
    side = window.controller.viewer
    before = log_texts(window)
    assert before == [line_words(e, g.view(side)) for e in g.log if e.visible(side)]
    path = tmp_path / "g.ccgame"
    g.save(path)
    opened = Game.load(path)
    assert [opened.log[i] for i in range(len(g.log))] == list(g.log)  # the facts went into the save and back
    window.set_controller(GameController(opened))
    window.controller.viewer = side
    assert log_texts(window) == before


@pytest.mark.rule("O22.3")
def test_a_rally_roll_line_stays_broken_after_the_unit_rallies(window):
    """TS-26: a broken Rifle Squad in the Orchard C5 (broken Morale 6 + Cover 1): Rally roll 2+3
    = 5 rallies it; its roll line was written while it was broken."""
    g = setup({"axis": [("red_rifle_squad", "C5", None, {"broken": True})],
               "allies": [("blue_infantry_squad", "A1")]})
    squad = uid(g, "C5")
    order(g, "axis", "recover")
    testing.stack(g, "axis", (2, 3))
    g.apply(Move("rally", squad))
    assert not g.state.units[squad].broken
    window.set_controller(GameController(g))
    assert [t for t in log_texts(window) if "Rifle Squad" in t] == [
        "1.9: Axis player rolls 2+3 = 5 for Rally: Rifle Squad, broken", "O22.3: Rifle Squad rallies"]


@pytest.mark.rule("O21")
def test_hovering_an_early_move_lights_the_hex_the_unit_was_in_then(window):
    g = setup({"axis": [("red_rifle_squad", "E9")], "allies": [("blue_infantry_squad", "O1")]},
              prefs={"axis": {"op_fire"}, "allies": {"op_fire"}})
    window.set_controller(GameController(g))
    squad = uid(g, "E9")
    card = testing.hand(g, "axis", "move")[0]
    window.play(Move("order", card, "move"))
    window.play(Move("activate", squad))
    if g.pending.kind == "mover":
        window.play(Move("mover", squad))
    window.play(Move("enter", squad, "E8"))
    window.play(Move("enter", squad, "E7"))
    assert g.state.units[squad].hex == "E7"
    texts = log_texts(window)
    row = next(i for i, t in enumerate(texts) if "moves to E8" in t)
    window.on_log_hover(window.log.item(row))
    assert window.logdock.lit == {"E8"}  # not E7, where the squad is now
    window.logdock.leave()


def test_a_line_of_an_older_save_without_facts_reads_as_the_units_are_now():
    g, target = broken_then_eliminated()
    written = next(e for e in g.log if e.message.code == "defense")
    assert event_of(log_line(written)) == written  # the facts go into the save's line and back
    older = event_of(log_line(written._replace(data=())))  # an older save's line: no facts
    assert unit_facts(older) == {}
    assert line_words(older, g.view("axis")) == "O20.3.4: Infantry Squad, broken: Morale 8 + Cover 0 (Orchard, T91, Road, T93) + roll 2 = 10 against 17"
    assert line_words(written, g.view("axis")) == "O20.3.4: Infantry Squad: Morale 8 + Cover 0 (Orchard, T91, Road, T93) + roll 2 = 10 against 17"
    # facts that do not fit the line (a hostile save) are left out, never raised on
    for raw in ("unit:D5:b;bogus;unit.9:X;unit.²:A1;:;", "x" * 5):
        assert unit_facts(written._replace(data=((FACTS, raw),))) in ({target: ("D5", True)}, {})
