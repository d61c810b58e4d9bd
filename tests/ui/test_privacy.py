"""Hotseat privacy (issue 6): nothing owner-only reaches the other player's screen.

A seeded game of birch-ridge-1942 (a hidden Allied set-up with hidden Fortifications, secret
Objective chits) is walked through the window; whenever one player is deciding and has taken
the seat, EVERY text the window holds is scanned for the other player's owner-only data, worked
out from the engine state: every widget's text, tooltip, status tip and window title, list items,
text edits, the status bar, actions, every scene item's tooltip and the texts and ids it draws
from, the card widgets, the track's chits, and the terrain inspector of every hex.  At every
hand-over no other top-level window (a floated dock, a discard pile, a popup menu) stays open."""

from __future__ import annotations

import dataclasses
import html
import random
import re

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton, QApplication, QComboBox, QDockWidget, QLabel, QLineEdit, QListWidget, QMenu, QPlainTextEdit,
    QStatusBar, QTextEdit, QWidget,
)

from cc_desktop.rules.simulate import choose
from cc_desktop.rules.state import ON_MAP, SETUP
from cc_desktop.ui import cards
from cc_desktop.ui.controller import GameController
from cc_desktop.ui.gamewindow import GameWindow
from cc_desktop.ui.texts import chit_text, message_text, move_label, unit_name
from cc_desktop.rules import hidden as hidden_rules

from .helpers import answer, game_window, take_seat

pytestmark = [pytest.mark.qt, pytest.mark.rule("A24", "F100.1", "7.3.3", "1.2")]

SCENARIO = "birch-ridge-1942"


@pytest.fixture
def window(qtbot):
    return game_window(qtbot)


def other(side: str) -> str:
    return "allies" if side == "axis" else "axis"


# ----------------------------------------------------------------------------------------------
# everything the window holds as text
# ----------------------------------------------------------------------------------------------
_TAG = re.compile(r"<[^>]+>")


def plain(text: str) -> str:
    """Rich text as the eye reads it (tags out, entities decoded)."""
    return html.unescape(_TAG.sub(" ", text.replace("<br>", "\n")))


def widget_texts(w: QWidget) -> list[str]:
    out = [w.toolTip(), w.statusTip(), w.whatsThis(), w.windowTitle(), w.accessibleName()]
    if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
        out.append(w.text())
    if isinstance(w, (QTextEdit, QPlainTextEdit)):
        out.append(w.toPlainText())
    if isinstance(w, QListWidget):
        for i in range(w.count()):
            item = w.item(i)
            out += [item.text(), item.toolTip(), item.statusTip()]
    if isinstance(w, QComboBox):
        out += [w.itemText(i) for i in range(w.count())]
    if isinstance(w, QStatusBar):
        out.append(w.currentMessage())
    if isinstance(w, QMenu):
        out.append(w.title())
    return out


def item_texts(item) -> list[str]:
    """A scene item's tooltip and the texts and ids it draws from (its Python attributes and
    its view's fields)."""
    out = [item.toolTip()]
    for name in ("text", "toPlainText"):
        fn = getattr(item, name, None)
        if callable(fn):
            try:
                value = fn()
            except TypeError:
                continue
            if isinstance(value, str):
                out.append(value)
    for value in list(vars(item).values()) + [getattr(item, "view", None)]:
        if isinstance(value, str):
            out.append(value)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            out += [str(getattr(value, f.name)) for f in dataclasses.fields(value)]
    return out


def all_texts(win: GameWindow) -> list[tuple[str, str]]:
    """(where, text) for every text in the window, its children, the other top-level windows
    and the scene."""
    widgets: list[QWidget] = [win, *win.findChildren(QWidget)]
    for top in QApplication.topLevelWidgets():
        if top is not win and top.isVisible():
            widgets += [top, *top.findChildren(QWidget)]
    texts = []
    for w in widgets:
        where = f"{type(w).__name__}:{w.objectName()}"
        texts += [(where, t) for t in widget_texts(w) if t]
    for act in win.findChildren(QAction):
        texts += [(f"QAction:{act.text()}", t) for t in (act.text(), act.toolTip(), act.statusTip()) if t]
    for item in win.scene.items():
        texts += [(f"scene:{type(item).__name__}", t) for t in item_texts(item) if t]
    return [(where, plain(t)) for where, t in texts]


def lines(text: str) -> list[str]:
    return [ln for ln in text.split("\n") if ln.strip()]


# ----------------------------------------------------------------------------------------------
# what the viewer may not know, from the engine state
# ----------------------------------------------------------------------------------------------
@dataclasses.dataclass
class Secrets:
    strings: set[str]  # never a substring of any text
    line_patterns: list[re.Pattern]  # never matched within one line
    hidden_units: dict[str, list[str]]  # hex -> names of the hidden units there (the inspector)
    hidden_forts: dict[str, str]  # hex -> kind
    other_hand: set[int]


def secrets_of(game, viewer: str, hidden_labels: set[str]) -> Secrets:
    st = game.state
    opp = other(viewer)
    texts = cards.ui_card_texts()
    strings: set[str] = set()
    patterns: list[re.Pattern] = []
    # the other hand: each card's full face (number, Order, Action, Event, dice, hex), unless
    # some card the viewer may see reads exactly the same
    tips = {(side, n): plain(cards.card_tooltip(cards.CardView.from_state(st, side, n), texts)).strip()
            for side in ("axis", "allies") for n in st.players[side].cards}
    hand = set(st.players[opp].hand)
    seen = {t for (side, n), t in tips.items() if not (side == opp and n in hand)}
    strings |= {tips[(opp, n)] for n in hand} - seen
    # the other's secret Objective chits (7.3.3)
    for chit in game.secret_chits.get(opp, []):
        strings.add(plain(chit_text(game, chit.id)))
        patterns.append(re.compile(rf"(?i:\bchits?\b)[^;|\n.(]{{0,40}}?\b{re.escape(chit.id)}\b"))
    # the other's owner-only log lines (a card drawn, a chit drawn, a hidden placement)
    for e in game.log:
        if e.visible(opp) and not e.visible(viewer):
            for where in (False, True):
                t = message_text(e.message, game=game, where=where)
                if len(t) >= 10:
                    strings.add(t)
    # the moves the other made in his hidden set-up ("Fortify: B2")
    strings |= hidden_labels
    # the hidden set-up's units (ids, names with their hex) and Fortifications (F100.1)
    hidden = ({u.id for u in st.units.values() if u.side == opp and u.location in (SETUP, ON_MAP)}
              if st.turn == 0 and game.scenario.side(opp).hidden_setup else set())
    visible_names = {unit_name(game, u.id, where=False) for u in st.units.values() if u.id not in hidden}
    hidden_units: dict[str, list[str]] = {}
    for uid in hidden:
        u = st.units[uid]
        strings.add(uid)
        if u.location == ON_MAP and u.hex:
            name = unit_name(game, uid, where=False)
            strings.add(unit_name(game, uid))  # "Rifle Squad (B4)"
            if name not in visible_names:
                hidden_units.setdefault(u.hex, []).append(name)
                patterns.append(re.compile(rf"{re.escape(name)}.*\b{u.hex}\b|\b{u.hex}\b.*{re.escape(name)}"))
    forts = {h: st.fortifications[h] for h in hidden_rules.hidden_from(game, viewer)}
    chart = game.board.chart
    for h, kind in forts.items():
        for word in {kind.replace("_", " "), chart.name_of(kind)}:
            patterns.append(re.compile(rf"(?i)\b{h}\b.*\b{re.escape(word)}|\b{re.escape(word)}.*\b{h}\b"))
    return Secrets({s for s in strings if s.strip()}, patterns, hidden_units, forts, hand)


def cover_without(game, hex_id: str) -> int:
    """The hex's Cover as if it held no Fortification (what the viewer must be told when its
    Fortification is hidden from him)."""
    st = game.state
    bare = dataclasses.replace(st, fortifications={h: k for h, k in st.fortifications.items() if h != hex_id})
    return bare.cover(hex_id)


# ----------------------------------------------------------------------------------------------
# the checks
# ----------------------------------------------------------------------------------------------
def leaks(win: GameWindow, hidden_labels: set[str], viewer: str | None = None) -> list[str]:
    """Every piece of the other player's owner-only data that the window shows or holds, for the
    player at the screen: the seated player (``viewer`` None), or the other player answering at
    the screen in public (``viewer``: the other side; then the seated player's are looked for,
    and his hand must not show at all)."""
    game = win.controller.game
    seated = win.controller.viewer
    public = win.controller.prompt is not None and win.controller.prompt.how in ("public", "window")
    viewer = viewer or seated
    sec = secrets_of(game, viewer, hidden_labels)
    found = []

    words = [(s, re.compile(rf"(?<!\w){re.escape(s)}(?!\w)")) for s in sec.strings]  # "D1" is not in "D10"

    def scan(where: str, text: str) -> None:
        for s, word in words:
            if s in text and word.search(text):
                found.append(f"{where}: {s!r} in {text[:200]!r}")
        for line in lines(text):
            for p in sec.line_patterns:
                if p.search(line):
                    found.append(f"{where}: /{p.pattern}/ in {line[:200]!r}")

    for where, text in all_texts(win):
        scan(where, text)
    # the terrain inspector of every hex (its line and its tooltip)
    for h in game.grid.ids:
        text = win.inspect(h)
        scan(f"inspect {h}", text)
        scan(f"inspect_html {h}", plain(win.inspect_html(h)))
        for name in sec.hidden_units.get(h, []):
            if name in text:
                found.append(f"inspect {h}: hidden unit {name!r} in {text!r}")
        if h in sec.hidden_forts:
            cover = re.search(r"Cover (-?\d+)", text)
            if cover is None or int(cover.group(1)) != cover_without(game, h):
                found.append(f"inspect {h}: the Cover counts the hidden {sec.hidden_forts[h]}: {text!r}")
    # the hand shows the seated player's cards (none while the other answers in public), no card
    # widget anywhere shows one of the other hand
    if set(win.hand.numbers()) != (set() if public else set(game.state.players[viewer].hand)):
        found.append(f"hand widget shows {win.hand.numbers()}")
    if public and not all(veil.covers() for veil in win.table.veils.values()):
        found.append("the Hand or the Log is not veiled while the other player answers at the screen")
    opp_nation = game.scenario.side(other(viewer)).nation.name
    for top in [win, *QApplication.topLevelWidgets()]:
        for cw in top.findChildren(cards.CardWidget):
            view = cw.view
            if view is not None and view.nation == opp_nation and view.number in sec.other_hand:
                found.append(f"a card widget shows card {view.number} of the other hand")
    # the track: the other's secret chits only as backs
    for owner, letter in win.track_board.chits_shown():
        if owner == other(viewer) and letter != "?":
            found.append(f"track shows the other's secret chit {letter}")
    # the map: a marker for each Fortification the viewer may see, none for a hidden one
    visible_forts = [k for h, k in game.state.fortifications.items() if h not in sec.hidden_forts]
    drawn = [getattr(i, "kind", None) for i in win.scene.items()]
    for kind in set(game.state.fortifications.values()):
        if drawn.count(kind) > visible_forts.count(kind):
            found.append(f"{drawn.count(kind)} {kind} markers drawn, {visible_forts.count(kind)} visible")
    return found


def extra_windows(win: GameWindow) -> list[str]:
    """Top-level windows other than the game window (and the rules text) that are open."""
    rules = getattr(win, "rules_dialog", None)
    out = [f"{type(w).__name__} {w.windowTitle()!r}" for w in QApplication.topLevelWidgets()
           if w.isVisible() and w is not win and w is not rules]
    out += [f"floating dock {d.windowTitle()!r}" for d in win.findChildren(QDockWidget) if d.isFloating()]
    return out


def walk(win: GameWindow, seed: int, moves: int, on_seat=None) -> dict:
    """Play ``moves`` seeded random moves through the window, scanning at every decision."""
    win.start(SCENARIO, seed=seed)
    game = win.controller.game
    rng = random.Random(seed)
    hidden_labels: dict[str, set[str]] = {"axis": set(), "allies": set()}
    stats = {"handovers": 0, "turn0_scans": 0, "scans": 0, "public": 0}
    for _ in range(moves):
        if game.pending is None:
            break
        if not win.handover.isHidden():
            stats["handovers"] += 1
            assert extra_windows(win) == []
            take_seat(win)
        viewer = win.controller.viewer
        public = win.controller.prompt.how in ("public", "window")  # the other player answers at the screen
        assert viewer == game.pending.player or public
        if on_seat is not None:
            on_seat(win)
        found = leaks(win, hidden_labels[other(viewer)])
        if public:  # both players look: the seated player's secrets must not show either
            found += leaks(win, hidden_labels[viewer], viewer=other(viewer))
            stats["public"] += 1
        assert found == [], f"{viewer} at the screen (move {len(game.moves)}) sees: " + "\n".join(found[:8])
        stats["scans"] += 1
        stats["turn0_scans"] += game.state.turn == 0
        move = choose(rng, game)
        if game.state.turn == 0 and game.scenario.side(game.pending.player).hidden_setup and move.kind != "done":
            hidden_labels[game.pending.player].add(move_label(game, move))  # (5: "Done" hides nothing: the seat passes)
        answer(win, move)
        if win.handover.isHidden() and rng.random() < 0.5:  # (not over what a hand-over leaves)
            hexes = game.grid.ids
            win.on_hex_hovered(hexes[rng.randrange(len(hexes))])  # the inspector in the status bar
    return stats


# ----------------------------------------------------------------------------------------------
# the tests
# ----------------------------------------------------------------------------------------------
def test_a_seeded_game_shows_nobody_the_other_players_secrets(window):
    stats = walk(window, seed=1, moves=140)
    assert stats["handovers"] >= 4 and stats["turn0_scans"] >= 8 and stats["scans"] >= 100
    assert stats["public"] >= 5  # decisions answered at the screen as it is (issue 14)


def test_the_scan_sees_the_secrets(window):
    """The scan is strong enough: secrets put on the screen on purpose are all found."""
    window.start(SCENARIO, seed=1)
    game = window.controller.game
    rng = random.Random(1)
    labels = set()
    while game.pending.player == "allies":  # the Allies' hidden set-up (F100.1)
        take_seat(window)
        move = choose(rng, game)
        if move.kind != "done":  # 5: the set-up's "Done" hides nothing (the seat passes)
            labels.add(move_label(game, move))
        window.play(move)
    take_seat(window)
    assert window.controller.viewer == "axis" and game.state.turn == 0
    assert leaks(window, labels) == []
    sec = secrets_of(game, "axis", labels)
    assert sec.hidden_forts and sec.hidden_units
    fort_hex, kind = sorted(sec.hidden_forts.items())[0]
    unit = next(u for u in game.state.on_map("allies"))
    chit = game.secret_chits["allies"][0].id
    probes = [
        sorted(labels)[0],  # an Allied set-up move in the status bar
        f"{fort_hex}: Open ground, Cover 3 — {kind}",
        unit_name(game, unit.id),
        unit.id,
        f"Your secret chits: {chit}",
    ]

    def found_all() -> None:
        for text in probes:
            window.statusBar().showMessage(text)
            assert leaks(window, labels), f"not found: {text!r}"
        window.statusBar().clearMessage()
        assert leaks(window, labels) == []

    found_all()
    # the inspector as it was: the hidden set-up's units listed, the hidden Cover counted
    game.hidden_units_from = lambda side: set()
    assert any(f.startswith("inspect") and "hidden unit" in f for f in leaks(window, labels))
    del game.hidden_units_from
    game.cover_seen_by = lambda hex_id, side: game.state.cover(hex_id)
    assert any(f.startswith("inspect") and "the Cover counts" in f for f in leaks(window, labels))
    del game.cover_seen_by
    assert leaks(window, labels) == []
    # later: the other hand's cards and the owner-only log lines (a card drawn)
    while not (game.state.players["allies"].hand and game.pending.player == "axis"):
        take_seat(window)
        window.play(choose(rng, game))
    take_seat(window)
    labels = set()
    card = sorted(game.state.players["allies"].hand)[0]
    drawn = next(e for e in game.log if e.visible_to == "allies")
    probes = [cards.card_tooltip(cards.CardView.from_state(game.state, "allies", card), cards.ui_card_texts()),
              message_text(drawn.message, game=game, where=False), f"Your secret chits: {chit}"]
    found_all()


def test_hand_over_clears_the_status_bar_and_transient_texts(window):
    window.start(SCENARIO, seed=1)
    game = window.controller.game
    rng = random.Random(1)
    while game.pending.player == "allies":
        take_seat(window)
        last = choose(rng, game)
        label = move_label(game, last)
        window.play(last)
    assert game.pending.player == "axis" and not window.handover.isHidden()
    assert label not in window.statusBar().currentMessage()  # "Fortify: A1" never follows the screen
    window.statusBar().showMessage("Allied secret")  # anything shown while the screen is covered
    window.status.why("F100.1")
    take_seat(window)
    assert window.statusBar().currentMessage() == ""
    assert window.why_button.isHidden() and window.view.toolTip() == ""


def test_docks_do_not_float_and_no_window_stays_open_at_a_hand_over(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.start(SCENARIO, seed=2)
    game = window.controller.game
    docks = window.findChildren(QDockWidget)
    assert docks and all(not (d.features() & QDockWidget.DockWidgetFeature.DockWidgetFloatable) for d in docks)
    assert all(d.features() & QDockWidget.DockWidgetFeature.DockWidgetMovable for d in docks)
    rng = random.Random(2)
    take_seat(window)
    first = game.pending.player
    hand = next(d for d in docks if d.widget() is window.hand)
    hand.setFloating(True)  # a layout restored from an older version, or a window manager
    window.show_piles()
    window._menu(game.legal_moves()[:3])
    assert extra_windows(window)
    while game.pending.player == first:
        window.play(choose(rng, game))
    assert not window.handover.isHidden()
    assert extra_windows(window) == []
    window.close()


def test_the_reactions_menu_shows_only_the_seated_players_choices(window, tmp_path):
    """A24: each player sees and sets only his own reaction windows; a change is part of the
    game's history, so the game saved afterwards opens to the same position."""
    window.start(SCENARIO, seed=3)
    game = window.controller.game
    rng = random.Random(3)
    take_seat(window)
    seen = set()
    for _ in range(60):
        take_seat(window)
        viewer = window.controller.viewer
        subs = [a.menu() for a in window.options_menu.actions() if a.menu() is not None]
        assert len(subs) == 1 and subs[0].title().startswith(("Axis", "Allies", "Allied"))
        checked = {a.text(): a.isChecked() for a in subs[0].actions()}
        assert checked["Op Fire after each hex entered"] == ("op_fire" in game.prefs[viewer])
        seen.add((viewer, subs[0].title()))
        window.play(choose(rng, game))
    assert len({v for v, _ in seen}) == 2 and len({t for _, t in seen}) == 2
    take_seat(window)
    viewer = window.controller.viewer
    act = next(a for a in window.options_menu.actions()[0].menu().actions() if "Op Fire" in a.text())
    before = dict(game.prefs)
    act.setChecked(not act.isChecked())  # the seated player changes his own choice
    assert game.prefs[viewer] != before[viewer] and game.prefs[other(viewer)] == before[other(viewer)]
    assert game.pref_changes[-1][:2] == (len(game.moves), viewer)
    assert not window.controller.set_pref(other(viewer), "op_fire", False)  # never the other's
    assert game.prefs[other(viewer)] == before[other(viewer)]
    for _ in range(40):
        take_seat(window)
        window.play(choose(rng, game))
    path = tmp_path / "prefs.ccgame"
    window.controller.save(path)
    reopened = GameController.open(path).game
    assert reopened.state.hash() == game.state.hash() and reopened.prefs == game.prefs
