"""Every move the engine offers reads as words in the Decision panel and the menus, and every
log line in the log (issue 6): seeded random games of every shipped scenario, each legal move's
label and each line of the finished game's log checked for internal ids."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from cc_desktop.resources import RESOURCES
from cc_desktop.rules.game import Game
from cc_desktop.rules.machine import Move
from cc_desktop.rules.simulate import choose
from cc_desktop.ui.texts import decision_title, message_text, move_label

SCENARIOS = sorted(p.stem for p in (RESOURCES / "scenarios").glob("*.json"))
SEEDS = range(4)
#: a piece id (ax7w-..., al-a35-..., ax-e59-...), a type id (red_light_mortar), a support-table id
ID_PATTERN = re.compile(r"\b(ax|al)\d|\b(ax|al)-|_|\b[a-z]+-s-[a-z]")


def _type_ids(game) -> set[str]:
    ids = set()
    for side in ("axis", "allies"):
        nation = game.scenario.side(side).nation
        ids |= set(nation.units) | set(nation.weapons) | set(nation.radios)
        ids |= {e.id for c in nation.support for e in c.entries}
    return {i for i in ids if len(i) > 3}


def _check(game, move: Move, label: str) -> None:
    assert label != str(move), (move, label)
    assert not ID_PATTERN.search(label), (move, label)
    for ident in _type_ids(game):
        assert ident not in label, (move, label, ident)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_move_label_is_words(qapp, scenario):
    """Plays seeded random games to the end; every legal move of every decision gets a label
    that is not the move's text and holds no internal id; every move kind met is counted.  The
    decision's title (its prompt, from the registry) is words too."""
    kinds: set[str] = set()
    for seed in SEEDS:
        game = Game.new(scenario, seed=seed)
        rng = random.Random(seed)
        n = 0
        while game.pending is not None and n < 6000:
            title = decision_title(game)
            assert title and "{" not in title and "?," not in title, (game.pending.kind, title)
            assert not ID_PATTERN.search(title), (game.pending.kind, title)
            for m in game.pending.options:
                kinds.add(m.kind)
                _check(game, m, move_label(game, m))
            game.apply(choose(rng, game))
            n += 1
        assert game.pending is None, (scenario, seed, "no end")
        # the log reads as words too: rolls name what they are for, VP their source, the end
        # its reason, with names for every unit, Team and Radio (1.9, 4.1.1, 6.3, 8.2, E68)
        for event in game.log:
            line = message_text(event.message, game=game, where=False)
            assert not ID_PATTERN.search(line) and "{" not in line, (event.message.code, line)
            for ident in _type_ids(game):
                assert ident not in line, (event.message.code, line, ident)
    assert {"order", "enter", "place"} <= kinds


def _kinds_in_rules() -> set[str]:
    """Every kind of Move the rules construct (``Move("kind", ...)`` in cc_desktop/rules)."""
    import cc_desktop.rules as rules_pkg

    src = "\n".join(p.read_text(encoding="utf-8") for p in Path(rules_pkg.__file__).parent.rglob("*.py"))
    return set(re.findall(r'Move\("([a-z_]+)"', src))


def test_every_move_kind_of_the_engine_has_its_own_label(qapp):
    """Each kind of move constructed anywhere in cc_desktop/rules is in the registry, and each
    of its signatures (the registry's argument types) gets a label other than the generic
    fallback (its kind capitalised followed by the arguments), with no id in it."""
    from cc_desktop.rules.decisions import MOVES

    game = Game.new("test-skirmish", seed=1)
    st = game.state
    unit = next(iter(st.units))
    weapon = next(iter(st.weapons))
    entry = next(e.id for c in game.scenario.side("axis").nation.support for e in c.entries)
    kinds = _kinds_in_rules()
    assert len(kinds) >= 60 and kinds <= set(MOVES)
    samples = {"unit": unit, "weapon": weapon, "piece": weapon, "hex": next(iter(game.grid.ids)), "card": 1,
               "enemy_card": 1, "side": "axis", "order": "fire", "action": "assault_fire", "count": 2, "time": 5,
               "chit": "A", "fortification": "foxholes", "item": entry, "marker": "veteran",
               "unit_type": st.units[unit].type.id}
    for kind, signatures in sorted(MOVES.items()):
        for sig in signatures:
            args = tuple(samples[t] for t in sig)
            if kind == "keeps":
                args = (unit + "-a", "veteran")  # E52.2: a Team about to be made
            move = Move(kind, *args)
            label = move_label(game, move)
            generic = " ".join([kind.replace("_", " ").capitalize()] + [str(a) for a in args])
            assert label != str(move) and (label != generic or not args), (kind, sig, label)
            assert not ID_PATTERN.search(label), (kind, sig, label)


# ----------------------------------------------------------------------------------------------
# the track dock, the end screen and the window's other words
# ----------------------------------------------------------------------------------------------
@pytest.fixture
def window(qtbot):
    from cc_desktop.ui.gamewindow import GameWindow

    win = GameWindow()
    win._no_ask = True
    qtbot.addWidget(win)
    return win


def test_track_dock_shows_year_discard_limits_and_both_sides_orders(window):
    window.start("chapel-crossroads-1944", seed=1)
    game = window.controller.game
    html = window.track_html()
    assert f"<b>Year</b> {game.scenario.year}" in html
    for side in ("axis", "allies"):
        p = game.state.players[side]
        assert f"Orders per turn {p.orders}; may discard up to {p.discard_limit} cards" in html
    assert html.count("Orders per turn") == 2
    assert window.track.text() == html


@pytest.fixture
def english_content():
    """The card names in English (another test may have left the content language switched)."""
    from cc_desktop.ui.rulebook import content_language, set_content_language

    before = content_language()
    set_content_language(None)
    yield
    set_content_language(before)


def test_end_screen_names_every_vp_source_and_secret_chits_apart(window, english_content):
    window.start("test-skirmish", seed=1)
    st = window.controller.game.state
    st.vp_sources[:] = [("axis", 2, "7.3.3 objective 1"), ("axis", 3, "7.3.3 secret chit B"),
                        ("allies", 2, "E67 chit C objective 4"), ("allies", 2, "7.1 al3-us_rifle_squad"),
                        ("axis", 1, "7.2.1 ax2-ger_rifle_team"), ("allies", 1, "6.1.2 step 3"),
                        ("axis", 4, "E45"), ("allies", 2, "E49"), ("axis", -1, "A36 ax1-ger_rifle_squad"),
                        ("allies", 2, "A38 F5")]
    st.vp = sum(v if s == "axis" else -v for s, v, _ in st.vp_sources)
    rows = dict(window.vp_by_source())
    assert rows == {"Objectives held": 2, "Secret Objective chits (revealed at the end)": 3,
                    "Objective chits opened during play": -2, "Eliminations": -2, "Units exited off the map": 1,
                    "Time (the Defender's VP when Time advances)": -1,
                    "Battlefield Integrity (Event E45)": 4, "Command & Control (Event E49)": -2,
                    "Light Wounds (Action A36)": -1, "No Quarter (Action A38)": -2}
    st.winner, st.end_reason = "axis", "time_track_end"
    window.controller.game.pending = None
    window.on_game_over()
    text = window.end_text
    assert "Secret Objective chits (revealed at the end): 3 towards the Axis" in text
    assert "Objectives held: 2 towards the Axis" in text
    assert "Battlefield Integrity (Event E45): 4 towards the Axis" in text
    for bare in ("7.3.3:", "E45:", "A38:", "6.1.2:", "7.1:"):
        assert bare not in text
    window.end_dialog.close()


def test_dock_object_names_are_fixed_english(window):
    from PySide6.QtWidgets import QDockWidget

    names = {d.objectName() for d in window.findChildren(QDockWidget)}
    assert {"decision-dock", "hand-dock", "track-dock", "log-dock"} <= names


def test_new_game_dialog_shows_the_seed_warning_as_text(window):
    from cc_desktop.ui.gamewindow import NewGameDialog

    dlg = NewGameDialog(window)
    dlg.show()
    assert "Not secret" in dlg.seed_warning.text() and dlg.seed_warning.isVisible()
    dlg.close()


def test_cc_desktop_alone_starts_on_a_real_scenario():
    from cc_desktop.ui.gamewindow import starting_scenario

    assert starting_scenario() == "chapel-crossroads-1944"


def test_victory_track_end_labels_are_whole(qapp):
    """The numbers at both ends of the Victory track ("20") have room for both digits, inside the
    track (they used to be cut to the width of one narrow space: "|20")."""
    from PySide6.QtGui import QFontMetricsF

    from cc_desktop.ui import track
    from cc_desktop.ui.fonts import ui_font

    w = track.TrackWidget()
    w.resize(380, 212)
    width = w.width() - 16
    n = 2 * track.VP_SPAN + 1
    cell = width / n
    text = QFontMetricsF(ui_font(7)).horizontalAdvance(str(track.VP_SPAN))
    label_w = max(cell, text + 4)
    assert cell < text  # one space alone is too narrow for the number: the old clipping
    for i in (0, n - 1, n // 2):
        box = track.vp_label_box(i, cell, 8.0, width, label_w)
        assert box.width() >= text and box.left() >= 8.0 and box.right() <= 8.0 + width + 1e-6
        centre = 8.0 + i * cell + cell / 2
        assert box.left() <= centre <= box.right()


def test_choices_that_would_read_the_same_are_told_apart(qapp):
    """Three Rifle Teams in B2 (one with a Weapon, one suppressed, one plain): the Decision list
    names what differs, and two that differ in nothing are numbered."""
    from cc_desktop.rules import testing
    from cc_desktop.ui.gamewindow import DecisionPanel

    g = testing.position({"axis": [("red_rifle_team", "B2", "red_lmg"), ("red_rifle_team", "B2", None, {"suppressed": 1}),
                                   ("red_rifle_team", "B2"), ("red_rifle_team", "B2")],
                          "allies": [("blue_infantry_squad", "O1")]})
    teams = sorted(u.id for u in g.state.units_in("B2"))
    panel = DecisionPanel()
    labels = panel.distinct_labels(g, [Move("mover", t) for t in teams])
    assert len(set(labels)) == 4
    assert any(lab.endswith("— with Light MG") for lab in labels)
    assert any(lab.endswith("— suppressed") for lab in labels)
    assert sum(lab.endswith(("— 3", "— 4")) for lab in labels) == 2
    assert all(lab.startswith("Move Rifle Team (B2)") for lab in labels)
    assert panel.distinct_labels(g, [Move("mover", teams[0])]) == [move_label(g, Move("mover", teams[0]))]


def test_the_decision_panel_says_whose_decision_it_is(qapp):
    from cc_desktop.rules.game import Game
    from cc_desktop.ui.gamewindow import DecisionPanel

    g = Game.new("test-skirmish", seed=1)
    panel = DecisionPanel()
    panel.show_decision(g, g.legal_moves(), None)
    side = "Axis" if g.pending.player == "axis" else "Allied"
    assert panel.who.text() == f"The {side} player decides"
    panel.show_decision(g, g.legal_moves(), "allies")
    assert panel.who.text() == "" and panel.title.text() == "Waiting for the Allied player"
