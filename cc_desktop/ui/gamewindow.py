"""The game window: a whole battle played hotseat (issue 6).

The map (the board's drawing) with the counters on it, the deciding player's hand, the
decision panel (what the engine waits for, each legal choice as a button; hexes and counters
on the map are clickable choices too), the track display and the log.  Every change goes
through :class:`~cc_desktop.ui.controller.GameController`; the window only redraws.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QKeySequence, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QApplication, QDialog, QDockWidget, QFileDialog, QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QHBoxLayout,
    QLabel, QListWidget, QListWidgetItem, QMainWindow, QMenu, QMessageBox, QPushButton, QScrollArea, QVBoxLayout,
    QWidget,
)

from typing import TYPE_CHECKING

from cc_desktop.fileio import clip
from cc_desktop.ui import names
from cc_desktop.ui.fonts import load_bundled_fonts, ui_font
from cc_desktop.ui.language import app_icon, install_translation, setup_application  # noqa: F401 (re-exported)
from cc_desktop.ui.mapscene import MapScene
from cc_desktop.ui.newgame import RANDOM_BATTLE, NewGameDialog, starting_scenario  # noqa: F401 (re-exported)
from cc_desktop.ui.newgame import STARTING_SCENARIO  # noqa: F401 (re-exported)
from cc_desktop.ui.rulebook import RulesDialog, rule_html, terrain_html
from cc_desktop.ui.texts import (decision_title, message_text, move_label, posture_name, side_adjective, side_name,
                                 side_subject, unit_name)
from cc_desktop.ui.viewer import MapView

if TYPE_CHECKING:
    from cc_desktop.rules import Game, Move
    from cc_desktop.ui.controller import GameController

# Start-up (issue 13): the window and the New game dialog are built before the engine is imported.
# The engine (cc_desktop.rules, .content, .board: NumPy and Shapely) is imported where it is first
# used, inside the methods, or in the background while the dialog is open (cc_desktop.ui.launch);
# tests/ui/test_startup.py checks that building the window and the dialog imports none of it.

#: the extension of saved games (cc_desktop.rules.saves.SAVE_EXTENSION, which tests check it is)
SAVE_EXTENSION = ".ccgame"

HIGHLIGHT = QColor(255, 230, 90, 90)
SELECT = QColor(80, 200, 255, 120)


# ----------------------------------------------------------------------------------------------
# counters on the map (drawn from data by cc_desktop.ui.counters)
# ----------------------------------------------------------------------------------------------
class UnitLayer:
    """The counters and markers on the map, kept in step with the game state.  A refresh
    touches only what changed: a hex whose counters are as they were keeps its stack (and the
    counters their drawn pictures); a marker as it was stays."""

    def __init__(self, window: "GameWindow", scene: MapScene):
        self.window = window
        self.scene = scene
        self.items: dict[str, QGraphicsItem] = {}
        self.markers: list[QGraphicsItem] = []
        self.highlights: list[QGraphicsItem] = []
        self._stacks: dict[str, tuple[tuple, QGraphicsItem]] = {}  # hex -> (what it shows, its stack)
        self._marker_items: dict[tuple, QGraphicsItem] = {}  # (kind, where, value ...) -> marker
        self._tray: list[QGraphicsItem] = []
        self._retired: list[QGraphicsItem] = []

    def _retire(self, item) -> None:
        if item.scene() is self.scene:
            self.scene.removeItem(item)
        # the counter under the mouse may be in its own press/release handler (a drop that moved
        # it): the old items are deleted only when the event loop is back
        if not self._retired:
            QTimer.singleShot(0, self._retired.clear)
        self._retired.append(item)

    def refresh(self, game: Game) -> None:
        from cc_desktop.rules import hidden as hidden_rules
        from cc_desktop.ui import counters

        st = game.state
        grid = game.grid
        self.scene.clearSelection()  # a counter clicked is not left ringed
        by_hex: dict[str, list] = {}
        viewer = self.window.controller.viewer
        hidden = game.scenario.side(other_side(viewer)).hidden_setup and st.turn == 0
        for u in st.units.values():
            if u.location == "map" and not (hidden and u.side != viewer):
                by_hex.setdefault(u.hex, []).append(u)
        old_items, old_stacks = self.items, self._stacks
        stacks: dict[str, tuple[tuple, QGraphicsItem]] = {}
        stale, changed, placed = [], [], set()
        for hex_id, units in by_hex.items():
            centre = grid.centre(hex_id)
            views = tuple(counters.UnitView.from_state(st, u)
                          for u in sorted(units, key=lambda u: (u.side, not u.is_leader, u.id)))
            key = (centre, views)
            old = old_stacks.pop(hex_id, None)
            if old is not None and old[0] == key and old[1].scene() is self.scene:
                stacks[hex_id] = old  # as it was: the stack and its counters stay
                self._settle(old[1])
                placed.update(id(p) for p in old[1].pieces)
                continue
            if old is not None:
                stale.append(old[1])
            changed.append((hex_id, key))
        stale += [stack for _key, stack in old_stacks.values()]  # hexes left empty
        for hex_id, key in changed:
            stack = counters.StackItem(hex_id)  # fans out when the mouse rests on it
            stack.setPos(*key[0])
            self.scene.addItem(stack)
            pieces = []
            for view in key[1]:
                piece = old_items.get(view.id)  # the unit's counter moves with it (its picture kept)
                if (isinstance(piece, counters.CounterItem) and id(piece) not in placed
                        and piece.scene() is self.scene and not piece.dragging):
                    if piece.stack is not None:
                        piece.stack.remove(piece, relayout=False)
                    if piece.view != view:
                        piece.set_view(view)  # flipped, suppressed, a Weapon taken or lost ...
                    if piece.hovered:
                        piece.hovered = False
                        piece.update()
                else:
                    piece = counters.CounterItem(view)
                piece.on_click = self.window.on_unit_clicked
                piece.on_drag_start = self.window.on_drag_start
                piece.on_drag_move = self.window.on_drag_move
                piece.on_drop = self.window.on_unit_dropped
                placed.add(id(piece))
                pieces.append(piece)
            stack.set_pieces(pieces)
            stacks[hex_id] = (key, stack)
        for stack in stale:  # with the counters of units no longer there
            self._retire(stack)
        self._stacks = stacks
        self.items = {piece.unit_id: piece for _key, stack in stacks.values() for piece in stack.pieces}
        for item in self._tray:
            if id(item) not in placed:
                self._retire(item)
        self._tray = []
        self.tray(game)
        wanted: list[tuple] = []
        for hex_id, value in st.smoke.items():
            wanted.append(("smoke", value, None, grid.centre(hex_id), (-30, -38)))
        for hex_id in st.blaze:
            wanted.append(("blaze", None, None, grid.centre(hex_id), (-30, -38)))
        unseen = hidden_rules.hidden_from(game, viewer)
        for hex_id, kind in st.fortifications.items():
            if hex_id not in unseen:  # a hidden set-up stays hidden (F100.1)
                wanted.append((kind, None, None, grid.centre(hex_id), (18, -38)))
        for n, owner in st.objectives.items():
            if owner and n in game.board.objectives:
                wanted.append(("control", self.window._colour(owner), None, grid.centre(game.board.objectives[n]),
                               (20, 18)))
        markers: dict[tuple, QGraphicsItem] = {}
        old_markers = {k: item for k, item in self._marker_items.items() if item.scene() is self.scene}
        spare: dict[tuple, list] = {}  # markers no longer where they were, by what they show
        for key in set(old_markers) - set(wanted):
            spare.setdefault(key[:3], []).append(old_markers.pop(key))
        for key in wanted:
            kind, value, _label, centre, offset = key
            item = old_markers.pop(key, None)
            if item is None and spare.get(key[:3]):
                item = spare[key[:3]].pop()  # the same marker elsewhere: moved, its picture kept
                item.setPos(centre[0] + offset[0], centre[1] + offset[1])
            elif item is None:
                item = counters.MarkerItem(kind, value) if value is not None else counters.MarkerItem(kind)
                self._marker(item, centre, offset)
            markers[key] = item
        for item in [i for items in spare.values() for i in items]:
            self._retire(item)
        self._marker_items = markers
        self.markers = [stack for _key, stack in stacks.values()] + self._tray + list(markers.values())

    @staticmethod
    def _settle(stack) -> None:
        """A stack kept: each counter in its place at once, as a new stack would show it (one
        snapping back from a refused drop, one dropped where the engine did not move it); one
        being dragged is left alone."""
        if getattr(stack, "_dragging", None) is not None:
            return
        for i, (piece, pos) in enumerate(zip(stack.pieces, stack.positions())):
            if piece.dragging or piece.parentItem() is not stack:
                continue
            if piece.pos() != pos or getattr(piece, "_animation", None) is not None:
                piece.move_to(pos, animate=False)
            if piece.zValue() != float(i):
                piece.setZValue(float(i))

    def tray(self, game: Game) -> None:
        """Set-up: the unit to place waits in the map's left margin, to be dragged (or its hex
        clicked) into the lit set-up zone."""
        from cc_desktop.ui import counters

        ctl = self.window.controller
        d = game.pending
        if d is None or d.kind != "setup" or not ctl.seat_ok() or not d.about.get("unit"):
            return
        u = game.state.units[d.about["unit"]]
        item = counters.CounterItem(counters.UnitView.from_state(game.state, u))
        item.on_click = self.window.on_unit_clicked
        item.on_drag_start = self.window.on_drag_start
        item.on_drop = self.window.on_unit_dropped
        item.setPos(-45, 150)  # in the margin, clear of the edge's name
        item.setZValue(60)
        self.scene.addItem(item)
        self.items[u.id] = item
        self._tray.append(item)

    def _marker(self, item, centre, offset) -> None:
        item.setPos(centre[0] + offset[0], centre[1] + offset[1])
        item.setZValue(8)
        self.scene.addItem(item)

    def highlight(self, game: Game, hexes: set[str], selected: set[str] = frozenset(),
                  costs: dict[str, int] | None = None, dim: bool = False) -> None:
        """Light ``hexes`` (``selected`` ones in blue).  While a unit is dragged, ``costs``
        ({hex: MP}) labels each reachable hex with its MP cost and ``dim`` darkens every other
        hex of the map (one overlay item, see :class:`~cc_desktop.ui.viewer.ReachOverlayItem`)."""
        for item in self.highlights:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.highlights = []
        self.reach_overlay = None
        if costs is not None or dim:
            from cc_desktop.ui.viewer import ReachOverlayItem

            start = next(iter(selected), None) if selected else None
            overlay = ReachOverlayItem(game.grid, hexes, costs, start if start in game.grid else None, dim)
            self.scene.addItem(overlay)
            self.highlights.append(overlay)
            if overlay.labels_item is not None:
                self.scene.addItem(overlay.labels_item)
                self.highlights.append(overlay.labels_item)
            self.reach_overlay = overlay
            return
        for h in hexes:
            poly = QPolygonF([QPointF(x, y) for x, y in game.grid.corners(h)])
            path = QPainterPath()
            path.addPolygon(poly)
            path.closeSubpath()
            item = QGraphicsPathItem(path)
            item.setBrush(QBrush(SELECT if h in selected else HIGHLIGHT))
            item.setPen(QPen(QColor(255, 210, 40, 200), 2.5))
            item.setZValue(5)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.scene.addItem(item)
            self.highlights.append(item)

    def mark_counters(self, legal: set[str] = frozenset(), weapons: set[str] = frozenset(),
                      activated: set[str] = frozenset(), target: set[str] = frozenset()) -> None:
        """Ring the counters: ``legal`` the units the decision lets the player choose (a click
        chooses them), ``weapons`` the carried Weapons that may be chosen (ring round the Weapon
        alone), ``activated`` the units activated for the Order, ``target`` the units the
        decision is about (the Fire target, the unit that entered an Op Fire hex ...)."""
        self.marks: dict[str, str | None] = {}
        self.weapon_marks: dict[str, str | None] = {}
        for uid, item in self.items.items():
            kind = ("legal" if uid in legal else "target" if uid in target
                    else "activated" if uid in activated else None)
            if item.highlight != kind:  # an unchanged counter keeps its drawn picture
                item.set_highlight(kind)
            self.marks[uid] = kind
            w = getattr(getattr(item, "view", None), "weapon", None)
            if hasattr(item, "set_weapon_highlight"):
                self.weapon_marks[uid] = "legal" if w is not None and w.id in weapons else None
                if item.weapon_highlight != self.weapon_marks[uid]:
                    item.set_weapon_highlight(self.weapon_marks[uid])

    def hover_choice(self, game: Game, hexes: set[str], units: set[str], weapons: set[str] = frozenset()) -> None:
        """Light what a choice of the decision list is about while the mouse is on it: its
        hexes in blue and its counters ringed (``clear_hover`` puts the decision's marks back)."""
        self.clear_hover()
        for h in hexes:
            if h not in game.grid:
                continue
            path = QPainterPath()
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in game.grid.corners(h)]))
            path.closeSubpath()
            item = QGraphicsPathItem(path)
            item.setBrush(QBrush(SELECT))
            item.setPen(QPen(QColor(40, 150, 255, 230), 3.5))
            item.setZValue(6)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(item)
            self.hover_items.append(item)
        for uid in units:
            if uid in self.items:
                self.items[uid].set_highlight("selected")
                self.hover_units.append(uid)
        for uid in weapons:  # a carried Weapon: the ring round the Weapon alone
            if uid in self.items and hasattr(self.items[uid], "set_weapon_highlight"):
                self.items[uid].set_weapon_highlight("selected")
                self.hover_weapons.append(uid)

    def clear_hover(self) -> None:
        for item in getattr(self, "hover_items", []):
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        marks = getattr(self, "marks", {})
        for uid in getattr(self, "hover_units", []):
            if uid in self.items:
                self.items[uid].set_highlight(marks.get(uid))
        for uid in getattr(self, "hover_weapons", []):
            if uid in self.items:
                self.items[uid].set_weapon_highlight(self.weapon_marks.get(uid))
        self.hover_items: list[QGraphicsItem] = []
        self.hover_units: list[str] = []
        self.hover_weapons: list[str] = []  # holders whose carried Weapon is ringed


def other_side(side: str) -> str:
    return "allies" if side == "axis" else "axis"


# the log lines that say what a roll did (1.9): shown under the revealed card's caption
REVEAL_RESULTS = frozenset({
    "attack", "defense", "unit_broken", "unit_eliminated", "unit_rallied", "unit_suppressed",
    "targeting", "melee_total", "mine_attack", "sudden_death_roll", "commissar_roll", "sniper_target",
    "sniper_none",
})


# ----------------------------------------------------------------------------------------------
# the decision panel
# ----------------------------------------------------------------------------------------------
class DecisionPanel(QWidget):
    chosen = Signal(object)  # Move

    def __init__(self, parent=None):
        super().__init__(parent)
        self.who = QLabel()  # whose decision it is, above the question
        self.who.setFont(ui_font(9))
        self.who.setStyleSheet("color: #555;")
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setFont(ui_font(11, bold=True))
        self.list = QListWidget()
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        # the list is the small dialog beside the map: the choice under the mouse is lit there
        self.list.setMouseTracking(True)
        self.list.itemEntered.connect(lambda it: self._hover(it.data(Qt.ItemDataRole.UserRole)))
        self.list.viewport().installEventFilter(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(2)
        lay.addWidget(self.who)
        lay.addWidget(self.title)
        lay.addWidget(self.list)

    def show_decision(self, game: Game, moves: list[Move], waiting_for: str | None) -> None:
        self.list.clear()
        self._hover(None)
        if waiting_for:
            self.who.setText("")
            self.title.setText(self.tr("Waiting for the {0} player").format(side_adjective(waiting_for)))
            return
        pending = game.pending
        self.who.setText(self.tr("The {0} player decides").format(side_adjective(pending.player)) if pending else "")
        self.title.setText(decision_title(game))
        labels = self.distinct_labels(game, moves)
        for m, label in zip(moves, labels):
            it = QListWidgetItem(label)
            it.setData(Qt.ItemDataRole.UserRole, m)
            self.list.addItem(it)

    def distinct_labels(self, game: Game, moves: list[Move]) -> list[str]:
        """The moves' labels; two choices that would read the same (three Rifle Teams in B2)
        are told apart by what differs (Weapon, broken, suppressed, veteran), else numbered."""
        labels = [move_label(game, m) for m in moves]
        seen: dict[str, list[int]] = {}
        for i, label in enumerate(labels):
            seen.setdefault(label, []).append(i)
        units = game.state.units
        for label, idx in seen.items():
            if len(idx) < 2:
                continue
            details = []
            for i in idx:
                u = next((units[a] for a in moves[i].args if isinstance(a, str) and a in units), None)
                bits = []
                if u is not None:
                    if u.weapon and u.weapon in game.state.weapons:
                        bits.append(self.tr("with {0}").format(names.type_name(game.state.weapons[u.weapon].type)))
                    if u.suppressed:
                        bits.append(self.tr("suppressed"))
                    if u.veteran:
                        bits.append(self.tr("veteran"))
                details.append(", ".join(bits))
            for n, (i, detail) in enumerate(zip(idx, details), start=1):
                if detail and details.count(detail) == 1:
                    labels[i] = f"{label} — {detail}"
                else:
                    labels[i] = f"{label} — {n}" if not detail else f"{label} — {detail} ({n})"
        return labels

    def _activated(self, item: QListWidgetItem) -> None:
        self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))

    def _hover(self, move: Move | None) -> None:
        window = self.window()
        if hasattr(window, "hover_move"):
            window.hover_move(move)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if obj is self.list.viewport() and event.type() == QEvent.Type.Leave:
            self._hover(None)
        return super().eventFilter(obj, event)


# ----------------------------------------------------------------------------------------------
# hand-over screen
# ----------------------------------------------------------------------------------------------
class HandoverScreen(QWidget):
    """Covers the whole window while the screen passes to the other player (hotseat)."""

    taken = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(self.backgroundRole(), QColor("#23241f"))
        self.setPalette(pal)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("color: #f0ead6;")
        self.label.setFont(ui_font(22, bold=True))
        self.band = QLabel()  # the nation's colour
        self.band.setFixedHeight(10)
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setStyleSheet("color: #b9b39c;")
        self.detail.setFont(ui_font(12))
        self.button = QPushButton()
        self.button.setFont(ui_font(13, bold=True))
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(self.taken.emit)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        lay.addWidget(self.label)
        lay.addWidget(self.detail)
        lay.addSpacing(14)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addSpacing(14)
        band_row = QHBoxLayout()
        band_row.addStretch(1)
        band_row.addWidget(self.band, 2)
        band_row.addStretch(1)
        lay.addLayout(band_row)
        lay.addStretch(1)
        self.hide()

    def show_for(self, side: str) -> None:
        """Cover the window until ``side``'s player takes the seat; it names his nation and what
        is going on, nothing more (no card, no unit of either side is visible)."""
        name = side_adjective(side)
        ctl = getattr(self.parentWidget(), "controller", None)
        nation, colour, detail = "", "#8a8a80", ""
        if ctl is not None:
            game = ctl.game
            sc_side = game.scenario.sides.get(side)
            if sc_side is not None:
                nation, colour = names.nation_name(sc_side.nation), sc_side.nation.colour
            st = game.state
            detail = self.tr("{0} · Turn {1}, Time {2} · the other player looks away").format(
                names.scenario_name(game.scenario), st.turn, st.time)
        self.label.setText(self.tr("Pass the screen to the {0} player ({1})").format(name, nation) if nation
                           else self.tr("Pass the screen to the {0} player").format(name))
        self.detail.setText(detail)
        self.band.setStyleSheet(f"background: {colour}; border-radius: 4px;")
        self.button.setText("  " + self.tr("I am the {0} player: show my side").format(name) + "  ")
        self.button.setStyleSheet(f"QPushButton {{ background: {colour}; color: white; border: 1px solid #111;"
                                  " border-radius: 6px; padding: 6px 18px; }")
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()


# ----------------------------------------------------------------------------------------------
# the window
# ----------------------------------------------------------------------------------------------
class GameWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None):
        super().__init__()
        load_bundled_fonts()
        self.setWindowTitle(self.tr("cc_desktop"))
        self.setWindowIcon(app_icon())
        self.resize(1500, 950)
        self.controller: GameController | None = None
        #: a game being opened or built in the background ("open", "new"), None when idle
        self.loading: str | None = None
        self._worker = None  # the background thread (cc_desktop.ui.launch.Worker), made when first needed
        self._new_dialog = None  # the New game dialog while it is open
        self._input_off = _NoInput(self)  # on the map while a game is read or built
        self.selected: str | None = None
        self.scene = MapScene()
        self.view = MapView(self.scene)
        self.view.hexClicked.connect(self.on_hex_clicked)
        self.view.hexHovered.connect(self.on_hex_hovered)
        self.view.cancelled.connect(self.cancel_los)  # Esc
        self.setCentralWidget(self.view)
        self.units = UnitLayer(self, self.scene)

        self.decision = DecisionPanel()
        self.decision.chosen.connect(self.play)
        self._dock(self.tr("Decision"), self.decision, Qt.DockWidgetArea.RightDockWidgetArea)
        from cc_desktop.ui import cards

        self.hand = cards.HandWidget()
        self.hand.card_clicked.connect(self.on_card_clicked)
        self.hand.card_dragged.connect(self.on_card_dragged)
        self.hand.card_dropped.connect(self.on_card_dropped)
        # the hand is as tall as its cards (and the room for a scroll bar), never more: a dragged
        # or restored layout gives the spare height to the map, not to empty space under the cards
        self.hand.setMaximumHeight(self.hand.minimumSizeHint().height())
        self.hand_dock = self._dock(self.tr("Hand"), self.hand, Qt.DockWidgetArea.BottomDockWidgetArea)
        from cc_desktop.ui.track import TrackWidget

        self.track_board = TrackWidget()
        self.track = QLabel()
        self.track.setWordWrap(True)
        self.track.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.track.setTextFormat(Qt.TextFormat.RichText)
        self.track.setContentsMargins(4, 2, 4, 2)
        track_text = QScrollArea()  # the details scroll; the drawn board above never shrinks
        track_text.setWidgetResizable(True)
        track_text.setFrameShape(QScrollArea.Shape.NoFrame)
        track_text.setWidget(self.track)
        track_text.setMinimumHeight(60)
        track_box = QWidget()
        box = QVBoxLayout(track_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        box.addWidget(self.track_board)
        box.addWidget(track_text, 1)
        self._dock(self.tr("Track display"), track_box, Qt.DockWidgetArea.RightDockWidgetArea)
        from cc_desktop.ui.logpanel import LogModel, LogView, SeatFilter

        # the log: every line of the game (it grows, one batch a move), the lines the seated
        # player may see in front of it, and the list (a line lights what it names; its rule id
        # is a link to the rule)
        self.log_model = LogModel(self)
        self.log_seat = SeatFilter(self.log_model, self)
        self.log = LogView()
        self.log.setModel(self.log_seat)
        self.log.hovered.connect(self.on_log_hover)
        self.log.left.connect(self.on_log_leave)
        self.log.rule_clicked.connect(self.show_rules)
        self.log.opened.connect(self.on_log_open_rule)
        self._log_lit: dict | None = None
        self._dock(self.tr("Log"), self.log, Qt.DockWidgetArea.RightDockWidgetArea)
        self.reveal = cards.RevealPopup(self.view)
        self.reveal.finished.connect(self._next_reveal)
        self.reveals_on = True
        self.reveal_ms = 1500  # each revealed card stays this long (a click skips it)
        self._reveal_queue: list[dict] = []  # the reveals still to show, in order
        self._reveals_recent: list[dict] = []  # the last reveals, for the player taking the seat
        self._reveal_replay: list[dict] = []
        self.handover = HandoverScreen(self)
        self.handover.taken.connect(self.on_seat_taken)
        self._build_menus()
        self.refusal_rule: str | None = None
        self.why_button = QPushButton()
        self.why_button.setFlat(True)
        self.why_button.setVisible(False)
        self.why_button.clicked.connect(lambda: self.show_rules(self.refusal_rule))
        self.statusBar().addPermanentWidget(self.why_button)
        # a failed autosave is shown until one works again; the game goes on
        self.autosave_warning = QLabel()
        self.autosave_warning.setObjectName("autosave_warning")
        self.autosave_warning.setStyleSheet("color: #a00000; font-weight: bold;")
        self.autosave_warning.setVisible(False)
        self.statusBar().addPermanentWidget(self.autosave_warning)
        self.statusBar().showMessage(self.tr("Ready"))
        if controller is not None:
            self.set_controller(controller)

    def _dock(self, title: str, widget: QWidget, area, name: str | None = None) -> QDockWidget:
        dock = QDockWidget(title, self)
        # a fixed English object name (``name``, else by its title): the layout saved in
        # QSettings (saveState) survives a change of language
        fixed = {self.tr("Decision"): "decision-dock", self.tr("Hand"): "hand-dock",
                 self.tr("Track display"): "track-dock", self.tr("Log"): "log-dock"}
        dock.setObjectName(name or fixed.get(title) or "dock-" + "".join(c for c in title.lower() if c.isalnum()))
        # hotseat privacy: a floated dock would be a window of its own that the hand-over screen
        # does not cover (the Hand, the Log), so docks move and close but never float
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        for text, key, slot in ((self.tr("&New game..."), QKeySequence.StandardKey.New, self.new_game_dialog),
                                (self.tr("&Open..."), QKeySequence.StandardKey.Open, self.open_dialog),
                                (self.tr("&Save"), QKeySequence.StandardKey.Save, self.save),
                                (self.tr("Save &as..."), QKeySequence.StandardKey.SaveAs, self.save_as)):
            act = QAction(text, self)
            act.setShortcut(key)
            act.triggered.connect(slot)
            game.addAction(act)
        game.addSeparator()
        from cc_desktop.ui.undo import MoveHistory

        self.undo_stack = MoveHistory(self)  # a QUndoStack whose commands call the engine's undo
        self.undo_action = self.undo_stack.createUndoAction(self, self.tr("&Undo"))  # "Undo <move>"
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        game.addAction(self.undo_action)
        game.addSeparator()
        quit_ = QAction(self.tr("&Quit"), self)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(self.close)
        game.addAction(quit_)
        self.help_menu = self.menuBar().addMenu(self.tr("&Help"))
        rules = QAction(self.tr("&Rules..."), self)
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(lambda: self.show_rules())
        self.help_menu.addAction(rules)
        view = self.menuBar().addMenu(self.tr("&View"))
        for text, key, slot in ((self.tr("Zoom &in"), QKeySequence.StandardKey.ZoomIn, self.view.zoom_in),
                                (self.tr("Zoom &out"), QKeySequence.StandardKey.ZoomOut, self.view.zoom_out),
                                (self.tr("&Fit map"), QKeySequence("Ctrl+0"), self.view.fit)):
            act = QAction(text, self)
            act.setShortcut(key)
            act.triggered.connect(slot)
            view.addAction(act)
        self.los_action = QAction(self.tr("&Line of sight tool"), self)
        self.los_action.setCheckable(True)
        self.los_action.setShortcut(QKeySequence("L"))
        self.los_action.toggled.connect(self._los_toggled)
        view.addAction(self.los_action)
        self.sees_action = QAction(self.tr("&What a hex sees"), self)
        self.sees_action.setCheckable(True)
        self.sees_action.setShortcut(QKeySequence("Shift+L"))
        self.sees_action.toggled.connect(lambda on: self.clear_sees() if not on else None)
        view.addAction(self.sees_action)
        piles = QAction(self.tr("&Discard piles"), self)
        piles.setShortcut(QKeySequence("Ctrl+D"))
        piles.triggered.connect(self.show_piles)
        view.addAction(piles)
        from cc_desktop.ui.languagemenu import add_language_menu

        add_language_menu(self, view)  # View > Language (remembered, from the next start)
        self.options_menu = self.menuBar().addMenu(self.tr("&Reactions"))

    # -- the game --------------------------------------------------------------------------
    def set_controller(self, controller: GameController) -> None:
        old = self.controller
        if old is not None and old is not controller:
            old.flush_autosave()  # the moves of the game left behind reach the autosave first
            old.setParent(None)  # and the game goes when nothing holds it any more
        self.controller = controller
        controller.setParent(self)
        controller.changed.connect(self.refresh)
        self.undo_stack.attach(controller)  # a fresh undo stack for every game (new, opened)
        controller.handover_needed.connect(self.cover_for_handover)
        controller.refused.connect(self.on_refused)
        controller.logged.connect(self.show_reveal)
        self._reveal_queue, self._reveals_recent, self._reveal_replay = [], [], []  # a new game's own
        controller.game_over.connect(self.on_game_over)
        controller.autosave_failed.connect(self.on_autosave_failed)
        controller.autosave_ok.connect(lambda: self.autosave_warning.setVisible(False))
        self.autosave_warning.setVisible(False)
        game = controller.game
        if self.scene.board is not game.board:
            self.scene.set_board(game.board)
        else:  # another game on the same map (boards are shared per map file): the map stays drawn
            self.scene.clear_los()
        self._build_reaction_options()
        self.sync_log()  # one reset: the newest lines the seated player may see
        self.view.fit()
        self.refresh()
        self.setWindowTitle(self.tr("cc_desktop — {0}").format(names.scenario_name(game.scenario)))

    def _build_reaction_options(self) -> None:
        """Each player's standing choices: which reaction windows to be asked about (A24)."""
        self.options_menu.clear()
        game = self.controller.game
        labels = {"op_fire": self.tr("Op Fire after each hex entered"), "ambush": self.tr("Ambush before Melee"),
                  "dig_in": self.tr("Dig In after Time advances"), "reroll": self.tr("Initiative re-roll after each roll"),
                  "concealment": self.tr("Concealment before Defense rolls"),
                  "light_wounds": self.tr("Light Wounds when a Squad breaks"),
                  "no_quarter": self.tr("No Quarter after a Melee"), "demolitions": self.tr("Demolitions after a Pass"),
                  "hidden_mines": self.tr("Hidden Mines"), "hidden_wire": self.tr("Hidden Wire"),
                  "hidden_entrenchments": self.tr("Hidden Entrenchments"), "hidden_pillbox": self.tr("Hidden Pillbox"),
                  "hidden_unit": self.tr("Hidden Unit")}
        # hotseat privacy: only the player at the screen sees and sets his own choices
        side = self.controller.viewer
        self._prefs_side = side
        sub = self.options_menu.addMenu(self.tr("{0} player asks about").format(side_adjective(side)))
        for kind, text in labels.items():
            act = QAction(text, sub)
            act.setCheckable(True)
            act.setChecked(kind in game.prefs[side])
            act.toggled.connect(lambda on, s=side, k=kind: self.set_pref(s, k, on))
            sub.addAction(act)

    def set_pref(self, side: str, kind: str, on: bool) -> None:
        """A24: through the controller, so the engine records the change in the game's history
        (a save made after it replays exactly; undo keeps it)."""
        self.controller.set_pref(side, kind, on)  # refused unless it is the seated player's own

    def legal(self) -> list[Move]:
        return self.controller.legal_moves() if self.controller else []

    def card_reasons(self, game, player, playable: set) -> dict[int, str]:
        """O14: at "play an Order, or pass", why each dimmed card's Order cannot be given now,
        in the engine's words with the rule (e.g. no unit could be activated for it)."""
        from cc_desktop.rules import Move

        d = game.pending
        if d is None or d.kind != "turn" or d.why_not is None:
            return {}
        out = {}
        for n in player.hand:
            if n in playable:
                continue
            why = d.why_not(Move("order", n, player.cards[n].order))
            if why is not None:
                out[n] = self.tr("Not playable now: {0}").format(message_text(why, game=game))
        return out

    def refresh(self) -> None:
        if not self.controller:
            return
        ctl = self.controller
        game = ctl.game
        self.units.refresh(game)
        moves = self.legal()
        waiting = None if ctl.seat_ok() else ctl.deciding
        self.decision.show_decision(game, moves, waiting)
        hexes = {a for m in moves for a in m.args if isinstance(a, str) and a in game.grid}
        about, marks = self.choice_marks(game, moves, waiting)  # what the decision is about, lit too
        lit = {self._unit_hex(self.selected)} if self.selected else set()
        self.units.highlight(game, hexes | about, lit | about)
        self.units.mark_counters(**marks)
        player = game.state.players[ctl.viewer]
        from cc_desktop.ui import cards

        self.hand.set_cards([cards.CardView.from_state(game.state, ctl.viewer, c) for c in sorted(player.hand)])
        playable = {m.args[0] for m in moves if m.kind in ("order", "discard", "action")}
        self.hand.set_playable(playable)
        self.hand.set_reasons(self.card_reasons(game, player, playable) if ctl.seat_ok() else {})
        self.track.setText(self.track_html())
        self.track_board.set_game(game, {s: self._colour(s) for s in ("axis", "allies")}, ctl.viewer)
        self.sync_log()
        self.undo_action.setEnabled(self.undo_stack.canUndo() and ctl.can_undo())  # the stack's action
        if not ctl.seat_ok():
            self.cover_for_handover(ctl.deciding)

    def _colour(self, side: str) -> str:
        return self.controller.game.scenario.side(side).nation.colour or ("#6b6f5a" if side == "axis" else "#5a6b7f")

    def _unit_hex(self, uid: str | None) -> str:
        u = self.controller.game.state.units.get(uid) if uid else None
        return u.hex if u and u.hex else ""

    def track_html(self) -> str:
        game = self.controller.game
        st = game.state
        sc = game.scenario
        viewer = self.controller.viewer
        lead = side_name("axis") if st.vp > 0 else side_name("allies") if st.vp < 0 else self.tr("nobody")
        rows = [
            self.tr("<b>VP</b> {0} towards {1}").format(abs(st.vp), lead),
            self.tr("<b>Time</b> {0} (Sudden Death from {1}; track ends at {2})").format(
                st.time, st.sudden_death, sc.time_length),
            self.tr("<b>Initiative</b>: {0}").format(side_name(st.initiative)),
            self.tr("<b>Turn</b> {0}: {1} ({2} of {3} Orders)").format(
                st.turn, side_name(st.active), st.orders_given, st.players[st.active].orders),
            self.tr("<b>Year</b> {0}").format(sc.year),
        ]
        for side in ("axis", "allies"):
            p = st.players[side]
            rows.append(self.tr("<b>{0}</b> ({1}): hand {2}/{3}, deck {4}, discards {5}; casualties {6}, surrenders at {7}")
                        .format(side_name(side), posture_name(p.posture), len(p.hand), p.hand_size, len(p.draw), len(p.discard),
                                len(p.casualties), p.surrender))
            rows.append("&nbsp;&nbsp;" + self.tr("Orders per turn {0}; may discard up to {1} cards when passing (4.3.1)")
                        .format(p.orders, p.discard_limit))
        objs = ", ".join(f"{n}: {side_name(o) if o else '-'} ({st.objective_value(n)} VP)"
                         for n, o in sorted(st.objectives.items()))
        rows.append(self.tr("<b>Objectives</b> {0}").format(objs))
        secret = ", ".join(c.id for c in game.secret_chits.get(viewer, [])) or "-"
        rows.append(self.tr("<b>Your secret chits</b>: {0}; the opponent holds {1}").format(
            secret, len(game.secret_chits.get(other_side(viewer), []))))
        return "<br>".join(rows)

    def sync_log(self) -> None:
        """The log follows the game: a move's new lines in one batch, the lines an undo took
        back removed, and a new player at the screen one reset of the seat's filter."""
        ctl = self.controller
        if self.log_model.game is not ctl.game:
            self.log_seat.set_viewer(ctl.viewer, reload=False)
            self.log_model.set_game(ctl.game)  # (the filter is reset with it)
        elif self.log_seat.viewer != ctl.viewer:
            self.log_seat.set_viewer(ctl.viewer)
        self.log_model.sync()

    def rebuild_log(self) -> None:
        """The log as the player now at the screen may see it, read again (one reset)."""
        self.log_seat.set_viewer(self.controller.viewer, reload=False)
        self.log_model.set_game(self.controller.game)

    def show_reveal(self, event) -> None:
        """1.3, 1.9: every card revealed (a roll, a Random Hex, an Event) is queued and shown big,
        one after the other, with what it is for in words; the roll (and trigger) lines that
        follow a card complete its caption before it is shown.  Reveals are public: the last
        move's are shown again to the player who takes the seat after a hand-over."""
        if not self.controller:
            return
        code = event.message.code
        if event.kind == "card_revealed":
            entry = {"event": event, "roll": None, "trigger": None, "move": len(self.controller.game.moves)}
            self._reveals_recent = self._reveals_recent[-11:] + [entry]
            if self.reveals_on:
                self._reveal_queue.append(entry)
                QTimer.singleShot(0, self._next_reveal)  # once the move's events are all in
        elif code == "roll" and self._reveals_recent:
            entry = self._reveals_recent[-1]
            if entry["roll"] is None and entry["event"].message.args.get("use", "roll") == "roll":
                entry["roll"] = event
        elif code in ("trigger", "trigger_ignored") and self._reveals_recent:
            entry = next((e for e in reversed(self._reveals_recent) if e["roll"] is not None), None)
            if entry is not None and entry["trigger"] is None:
                entry["trigger"] = event
        elif code in REVEAL_RESULTS and self._reveals_recent and event.visible(self.controller.viewer):
            # what the roll did (the attack total, the Morale check and its outcome), on the card
            entry = self._reveals_recent[-1]
            if entry["roll"] is not None and len(entry.setdefault("results", [])) < 3:
                entry["results"].append(event)

    def _next_reveal(self) -> None:
        """Show the next queued reveal (the popup's ``finished`` calls it again)."""
        from cc_desktop.ui import cards

        if not self.reveal.isHidden() or not self._reveal_queue or not self.controller:
            return
        if not self.handover.isHidden() or not self.controller.seat_ok():
            return  # kept for the player who takes the seat
        entry = self._reveal_queue.pop(0)
        args = entry["event"].message.args
        game = self.controller.game
        side, number = args.get("player"), args.get("card")
        if side not in game.state.players or number not in game.state.players[side].cards:
            return self._next_reveal()
        view = cards.CardView.from_state(game.state, side, number)
        emphasis = {"hex": "hex", "event": "event"}.get(args.get("use"), "dice")
        self.reveal.show_card(view, self.reveal_caption(entry), self.reveal_ms, emphasis)

    def reveal_caption(self, entry: dict) -> str:
        """The words over a revealed card: who reveals it, for what, the total, the trigger."""
        from cc_desktop.ui import cards

        game = self.controller.game
        args = entry["event"].message.args
        side = side_subject(args.get("player", ""))
        d1, d2 = args.get("d1"), args.get("d2")
        use = args.get("use", "roll")
        number = args.get("card")
        card = game.state.players[args["player"]].cards[number]
        if entry["roll"] is not None:  # "Axis rolls 6+1 = 7 for Targeting Rifle Squad"
            lines = [message_text(entry["roll"].message, with_rule=False, game=game, where=False)]
        elif use == "hex":
            lines = [self.tr("{0} reveals a Random Hex: {1}").format(side, card.random_hex)]
        elif use == "event":
            lines = [self.tr("{0} reveals an Event: {1}").format(side, cards.ui_card_texts().event(card.event).name)]
        elif use == "dice":
            lines = [self.tr("{0} reveals the dice: white {1}, coloured {2}").format(side, d1, d2)]
        else:
            lines = [self.tr("{0} reveals: {1} + {2} = {3}").format(side, d1, d2, (d1 or 0) + (d2 or 0))]
        lines += [message_text(e.message, with_rule=False, game=game, where=False) for e in entry.get("results", ())]
        trigger = args.get("trigger")
        if trigger and entry["roll"] is not None:
            word = cards.trigger_word(trigger)
            fired = entry["trigger"]
            if fired is not None and fired.message.code == "trigger_ignored":
                lines.append(self.tr("Trigger: {0} — ignored (a roll made while a trigger is resolved)").format(word))
            elif fired is not None:
                effect = {"event": self.tr("an Event is revealed and executed"),
                          "sniper": self.tr("a Sniper strikes at a Random Hex"),
                          "time": self.tr("the Time marker advances")}.get(trigger, "")
                lines.append(self.tr("Trigger: {0} — {1}").format(word, effect) if effect
                             else self.tr("Trigger: {0}").format(word))
            elif trigger == "jammed" and entry["roll"].message.args.get("what") != "Fire Attack on {0}":
                lines.append(self.tr("Trigger: {0} — no effect (only on a Fire Attack roll)").format(word))
            else:
                lines.append(self.tr("Trigger: {0}").format(word))
        waiting = len(self._reveal_queue)
        if waiting:
            lines.append(self.tr("(click for the next card: {0} more)").format(waiting))
        return "\n".join(lines)

    def show_piles(self) -> None:
        """1.2: both discard piles may be inspected at any time."""
        from cc_desktop.ui import cards

        game = self.controller.game
        for side in ("axis", "allies"):
            views = [cards.CardView.from_state(game.state, side, n) for n in game.state.players[side].discard]
            dlg = cards.PileDialog(views, self.tr("{0} discard pile").format(side_name(side)), self)
            dlg.show()

    def log_hexes(self, event) -> set[str]:
        """The hexes a log line is about: hex parameters, and the hexes of the units it names."""
        game = self.controller.game
        hexes = set()
        for v in event.message.args.values():
            if not isinstance(v, str):
                continue
            for part in v.split("+"):  # Spray Fire targets read "H6+I6"
                if part in game.grid:
                    hexes.add(part)
                elif part in game.state.units and game.state.units[part].hex:
                    hexes.add(game.state.units[part].hex)
        return hexes

    def log_units(self, event) -> set[str]:
        """The units a log line names (ids among its parameters)."""
        units = self.controller.game.state.units
        return {part for v in event.message.args.values() if isinstance(v, str)
                for part in v.split("+") if part in units}

    def on_log_hover(self, item) -> None:
        """Hovering a log line lights the hexes it names and the counters of the units it names
        (and their hexes); the decision's own highlights come back when the mouse leaves."""
        event = item.data(Qt.ItemDataRole.UserRole)
        if event is None or not self.controller:
            return
        self.on_log_leave()
        hexes = self.log_hexes(event)
        saved = {"highlights": list(self.units.highlights), "overlay": getattr(self.units, "reach_overlay", None),
                 "counters": {}}
        self.units.highlight(self.controller.game, hexes)  # takes the decision's highlights off the map
        for uid in self.log_units(event):
            counter = self.units.items.get(uid)
            if counter is not None and hasattr(counter, "set_highlight"):
                saved["counters"][uid] = (counter, counter.highlight)
                counter.set_highlight("selected")
        saved["mine"] = self.units.highlights
        self._log_saved = saved
        self._log_lit = hexes

    def on_log_leave(self) -> None:
        """The mouse left the log's lines: the decision's highlights as they were."""
        saved = getattr(self, "_log_saved", None)
        self._log_saved, self._log_lit = None, None
        if saved is None or not self.controller:
            return
        for counter, before in saved["counters"].values():
            if counter.scene() is self.scene:
                counter.set_highlight(before)
        if self.units.highlights is not saved["mine"]:
            return  # the map was redrawn meanwhile: its highlights are already the new ones
        self.units.highlight(self.controller.game, set())
        for item in saved["highlights"]:
            if item.scene() is None:
                self.scene.addItem(item)
        self.units.highlights = saved["highlights"]
        self.units.reach_overlay = saved["overlay"]

    # -- player input --------------------------------------------------------------------
    def play(self, move: Move) -> None:
        if not self.controller:
            return
        label = move_label(self.controller.game, move) if self.controller.game.pending else str(move)
        if self.controller.apply(move):
            self.selected = None
            if self.controller.seat_ok():  # never after a hand-over: the move may be a hidden one
                self.statusBar().showMessage(label, 4000)

    def on_log_open_rule(self, item) -> None:
        event = item.data(Qt.ItemDataRole.UserRole)
        if event is not None and event.message.rule:
            self.show_rules(event.message.rule)

    def show_rules(self, rule: str | None = None) -> RulesDialog:
        """Help > Rules: the rules in our own words, at ``rule`` if given."""
        if getattr(self, "rules_dialog", None) is None:
            self.rules_dialog = RulesDialog(self)
        if rule:
            self.rules_dialog.show_rule(rule)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        return self.rules_dialog

    def on_refused(self, exc) -> None:
        self.statusBar().showMessage(message_text(exc.message, game=self.controller.game), 10000)
        self._show_why(exc.message.rule)

    def on_seat_taken(self) -> None:
        self.clear_transient()  # nothing the player who left the seat saw stays on the screen
        self.handover.hide()
        self.controller.take_seat()  # the log's filter follows the new seat (refresh)
        if getattr(self, "_prefs_side", None) != self.controller.viewer:
            self._build_reaction_options()  # A24: the seated player's own choices only
        # 1.3: the cards the last move revealed are public: the player now seated sees them too
        viewer = self.controller.viewer
        self._reveal_queue = [e for e in self._reveal_replay if e["event"].visible(viewer)] if self.reveals_on else []
        self._reveal_replay = []
        self._next_reveal()

    def cover_for_handover(self, side: str) -> None:
        """Hotseat privacy: clear what the player leaving the seat saw, then cover the window
        until ``side``'s player takes the seat."""
        moves = len(self.controller.game.moves) if self.controller else -1
        self._reveal_replay = [e for e in self._reveals_recent if e["move"] == moves]  # the last move's
        self.clear_transient()
        self.handover.show_for(side)

    def clear_transient(self) -> None:
        """At every hand-over: the status bar (the last move may be a hidden placement), the
        "Rule X?" button, the map's hover tooltip, the reveal popup, the drag path, the LOS
        overlays, any open popup menu and the discard-pile windows; a floated dock (a window
        the hand-over screen would not cover) goes back into the main window."""
        from PySide6.QtWidgets import QToolTip

        from cc_desktop.ui.cards import PileDialog

        self.statusBar().clearMessage()
        self._show_why(None)
        self.view.setToolTip("")
        QToolTip.hideText()
        self._reveal_queue = []  # the last move's reveals wait for the next player (on_seat_taken)
        self.reveal.dismiss()
        self.on_log_leave()
        self.clear_path()
        self.clear_sees()
        self.scene.clear_los()
        self._los_from = None
        for dock in self.findChildren(QDockWidget):
            if dock.isFloating():
                dock.setFloating(False)
        for widget in self.findChildren(PileDialog) + self.findChildren(QMenu):
            if widget.isVisible():
                widget.close()

    def on_card_clicked(self, number: int) -> None:
        self._choose(lambda m: m.args and m.args[0] == number and m.kind in ("order", "discard", "action"))

    def card_drop_moves(self, number: int) -> list[Move]:
        """What a card let go on the map plays: its Order, or its Action when the decision asks
        for an Action (A24)."""
        legal = self.legal()
        orders = [m for m in legal if m.kind == "order" and m.args and m.args[0] == number]
        return orders or [m for m in legal if m.kind == "action" and m.args and m.args[0] == number]

    def _over_map(self, global_pos) -> bool:
        viewport = self.view.viewport()
        return viewport.rect().contains(viewport.mapFromGlobal(global_pos))

    def on_card_dragged(self, number: int, global_pos) -> None:
        """A card dragged out of the hand: over the map, say what letting it go would play."""
        if not self.controller or not self._over_map(global_pos):
            return
        moves = self.card_drop_moves(number)
        game = self.controller.game
        if moves:
            self.statusBar().showMessage(self.tr("Let go on the map: {0}").format(
                " / ".join(move_label(game, m) for m in moves)))
        else:
            why = self._card_refusal(number)
            self.statusBar().showMessage(message_text(why, game=game) if why else
                                         self.tr("Card {0} cannot be played now").format(number))

    def _card_refusal(self, number: int):
        """The rule that refuses playing this card now (its Order, or its Action when asked)."""
        from cc_desktop.rules import Move

        game = self.controller.game
        d = game.pending
        card = game.state.players[self.controller.viewer].cards.get(number)
        if d is None or d.why_not is None or card is None:
            return None
        asks_action = any(m.kind == "action" for m in self.legal()) and not any(m.kind == "order" for m in self.legal())
        probe = Move("action", number, card.action) if asks_action else Move("order", number, card.order)
        try:
            return d.why_not(probe)
        except Exception:  # noqa: BLE001 - an explanation must never break the window
            return None

    def on_card_dropped(self, number: int, global_pos) -> bool:
        """A card let go on the map plays its Order (or Action); elsewhere it goes back to the
        hand.  A card that cannot be played is refused with the reason and its rule."""
        if not self.controller or not self._over_map(global_pos):
            return False
        moves = self.card_drop_moves(number)
        if len(moves) == 1:
            self.play(moves[0])
            return True
        if moves:
            self._menu(moves)
            return True
        why = self._card_refusal(number)
        game = self.controller.game
        self.statusBar().showMessage(message_text(why, game=game) if why else
                                     self.tr("Card {0} cannot be played now").format(number), 10000)
        self._show_why(why.rule if why else None)
        return False

    def on_unit_clicked(self, item) -> None:
        """A click on a counter chooses the unit (or, on the strip of its carried Weapon, the
        Weapon) when a move names it; otherwise a click on an enemy counter (or any counter)
        stands for a click on its hex: a Fire target, an Air Support hex, a hex to enter."""
        uid = getattr(item, "unit_id", None)
        legal = self.legal()
        moves = [m for m in legal if uid in m.args]
        weapon = getattr(getattr(item, "view", None), "weapon", None)
        if weapon is not None:
            armed = [m for m in legal if weapon.id in m.args]
            if armed and (getattr(item, "clicked_part", "unit") == "weapon" or not moves):
                moves = armed
        if not moves and self.controller:
            hex_id = self._unit_hex(uid)
            if hex_id and any(hex_id in m.args for m in legal):
                self.on_hex_clicked(hex_id)  # the counter stands on the hex chosen
                return
        if len(moves) == 1:
            self.play(moves[0])
        else:
            self.selected = uid
            self.refresh()
            if moves:
                self._menu(moves)

    def choice_marks(self, game: Game, moves: list[Move], waiting: str | None = None) -> tuple[set[str], dict]:
        """What the pending decision is about and what it lets the player choose on the map:
        (the hexes it is about, the counter rings for ``UnitLayer.mark_counters``)."""
        d = game.pending
        if d is None or waiting:
            return set(), {}
        st = game.state
        legal = {a for m in moves for a in m.args if isinstance(a, str) and a in st.units}
        weapons = {a for m in moves for a in m.args if isinstance(a, str) and a in st.weapons}
        p = d.about
        about = {h for h in (p.get("hex"), *p.get("targets", ())) if isinstance(h, str) and h in game.grid}
        named = {u for u in (p.get("unit"), *p.get("units", ())) if u and u in st.units}
        holders = {u.weapon: u.id for u in st.units.values() if u.weapon}
        group = {holders.get(x, x) for x in p.get("group", ())}
        activated = group | (set(st.activated_units) if d.kind not in ("turn", "discard") else set())
        target = named | {u.id for h in about for u in st.units_in(h) if u.side != d.player}
        return about, {"legal": legal, "weapons": weapons, "activated": activated, "target": target}

    def hover_move(self, move: Move | None) -> None:
        """The mouse on a choice of the decision list: light its hex and ring its unit on the
        map (a choice without either lights what the decision is about)."""
        if not self.controller or not hasattr(self, "units"):
            return
        if move is None:
            self.units.clear_hover()
            return
        game = self.controller.game
        st = game.state
        hexes = {a for a in move.args if isinstance(a, str) and a in game.grid}
        units, weapons = set(), set()
        for a in move.args:
            if isinstance(a, str) and a in st.weapons:  # ring the Weapon on its holder's counter
                holder = next((u.id for u in st.units.values() if u.weapon == a), None)
                if holder in self.units.items:
                    weapons.add(holder)
                    hexes.add(st.units[holder].hex)
            elif isinstance(a, str) and a in self.units.items:
                units.add(a)
                if st.units[a].hex:
                    hexes.add(st.units[a].hex)
        if not hexes and not units:
            about, marks = self.choice_marks(game, self.legal())
            hexes, units = about, {u for u in marks.get("target", ()) if u in self.units.items}
        self.units.hover_choice(game, hexes, units, weapons)

    def _los_tool(self):
        """The LOS panel over the map and the tool's mouse handling (made on first use)."""
        if getattr(self, "los_panel", None) is None:
            from cc_desktop.ui.lospanel import LosMouse, LosPanel

            self.los_panel = LosPanel(self.view)
            self.los_panel.rule_clicked.connect(self.show_rules)
            self.los_panel.closed.connect(self.cancel_los)
            self.los_mouse = LosMouse(self.view, self)
            self.los_mouse.dragged.connect(lambda a, b: self.show_los_between(a, b, live=True))
            self.los_mouse.finished.connect(self.show_los_between)
            self.los_mouse.clicked.connect(self.los_click)
        return self.los_panel

    def _los_toggled(self, on: bool) -> None:
        """View > Line of sight tool: press on a hex and drag to another (or click one, then the
        other); Esc or switching the tool off clears the line."""
        self._los_tool()
        self._los_from = None
        self.los_mouse.cancel()
        self.scene.clear_los()
        self.los_panel.hide()
        if on:
            self.view.viewport().installEventFilter(self.los_mouse)
        else:
            self.view.viewport().removeEventFilter(self.los_mouse)
        self.statusBar().showMessage(self.tr("Line of sight: drag from the firer's hex to the target (or click one, "
                                             "then the other); Esc cancels") if on else "", 8000)

    def los_click(self, hex_id: str) -> None:
        """Rule 10, the click-click way: the first hex is the firer's, the second the target."""
        self._los_tool()
        if getattr(self, "_los_from", None) is None or self._los_from == hex_id:
            self._los_from = hex_id
            self.scene.clear_los()
            self.scene.show_los_origin(hex_id)
            self.los_panel.show_origin(hex_id)
            return
        self.show_los_between(self._los_from, hex_id)

    def show_los_between(self, a: str, b: str, live: bool = False):
        """The line from centre dot to centre dot with the current Smoke and Blaze, drawn on the
        map (clear/hindered/blocked, each hindrance and the blocking point marked) and explained
        in words with its rule ids in the LOS panel; a short line in the status bar."""
        self._los_tool()
        game = self.controller.game
        result = game.board.los(a, b, game.markers())
        self.scene.clear_los()
        self.scene.show_los(result)
        self.los_panel.show_result(result, game.board.chart)
        if not live:
            self._los_from = None
            self.last_los = result
        self.statusBar().showMessage(self.los_panel.summary(result, game.board.chart), 20000)
        return result

    def cancel_los(self) -> None:
        """Esc: cancel the LOS tool's pending hex and clear the line and its panel (and the
        "what a hex sees" shading)."""
        self._los_from = None
        if getattr(self, "los_mouse", None) is not None:
            self.los_mouse.cancel()
        self.scene.clear_los()
        if getattr(self, "los_panel", None) is not None:
            self.los_panel.hide()
        if getattr(self, "_sees_items", None):
            self.clear_sees()
        self.statusBar().clearMessage()

    def clear_sees(self) -> None:
        for item in getattr(self, "_sees_items", []):
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._sees_items = []

    def shade_sees(self, hex_id: str) -> dict[str, tuple[str, int]]:
        """"LOS from here": every hex shaded by what ``hex_id`` sees (rule 10), from the game's
        LOS table and the current Smoke and Blaze: clear, hindered (darker with the hindrance)
        or blocked."""
        game = self.controller.game
        self.clear_sees()
        markers = game.markers()
        verdicts = {h: game.los_table.lookup(hex_id, h, markers) for h in game.grid.ids}
        colours = {"clear": QColor(60, 200, 90, 70), "blocked": QColor(20, 20, 20, 120)}
        for h, (verdict, hind) in verdicts.items():
            if h == hex_id:
                colour = QColor(80, 200, 255, 140)
            elif verdict == "hindered":
                colour = QColor(240, 200, 40, min(160, 50 + 20 * hind))
            else:
                colour = colours[verdict]
            path = QPainterPath()
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in game.grid.corners(h)]))
            path.closeSubpath()
            item = QGraphicsPathItem(path)
            item.setBrush(QBrush(colour))
            item.setPen(QPen(Qt.PenStyle.NoPen))
            item.setZValue(6)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.scene.addItem(item)
            self._sees_items.append(item)
        seen = sum(1 for v, _ in verdicts.values() if v != "blocked")
        self.statusBar().showMessage(self.tr("{0} sees {1} hexes").format(hex_id, seen), 10000)
        return verdicts

    def on_hex_clicked(self, hex_id: str) -> None:
        if self.sees_action.isChecked():
            self.shade_sees(hex_id)
            return
        if self.los_action.isChecked():
            self.los_click(hex_id)
            return
        moves = [m for m in self.legal() if hex_id in m.args]
        if self.selected and len(moves) > 1:
            mine = [m for m in moves if self.selected in m.args]
            moves = mine or moves
        if len(moves) == 1:
            self.play(moves[0])
        elif moves:
            self._menu(moves)

    def on_hex_hovered(self, hex_id: str) -> None:
        if not hex_id or not self.controller:
            return
        game = self.controller.game
        h = game.board.hexes[hex_id]
        chart = game.board.chart
        self.statusBar().showMessage(self.inspect(hex_id))
        self.view.setToolTip(self.inspect_html(hex_id))

    def inspect_html(self, hex_id: str) -> str:
        """The inspector's line with our text of the hex's terrain, hexsides and markers."""
        from cc_desktop.rules import hidden as hidden_rules

        game = self.controller.game
        h = game.board.hexes[hex_id]
        st = game.state
        parts = [self.inspect(hex_id).replace("&", "&amp;").replace("<", "&lt;"), terrain_html("terrain", h.effective_terrain)]
        if h.level:
            parts.append(terrain_html("hill", "hill"))
        parts += [terrain_html("hexsides", f) for f in sorted({f.feature for key, f in game.board.hexsides.items()
                                                               if hex_id in key})]
        if hex_id in st.smoke:
            parts.append(terrain_html("markers", "smoke"))
        if hex_id in st.blaze:
            parts.append(terrain_html("markers", "blaze"))
        if hex_id in st.fortifications and hex_id not in hidden_rules.hidden_from(game, self.controller.viewer):
            parts.append(terrain_html("fortifications", st.fortifications[hex_id]))
        return "<p style='max-width: 420px'>" + "<br><br>".join(p for p in parts if p) + "</p>"

    def inspect(self, hex_id: str) -> str:
        """The terrain inspector: terrain, level, Cover, move cost, hexsides, markers, units -
        as the player at the screen knows them: no unit nor Fortification of a hidden set-up of
        the other side, nor its Cover (F100.1)."""
        from cc_desktop.rules import hidden as hidden_rules

        game = self.controller.game
        viewer = self.controller.viewer
        h = game.board.hexes[hex_id]
        chart = game.board.chart
        st = game.state
        terrain = chart.terrain[h.effective_terrain]
        parts = [self.tr("{0}: {1} ({2}), level {3}, Cover {4}, {5} MP").format(
            hex_id, chart.name_of(h.effective_terrain), terrain.rule, h.level, game.cover_seen_by(hex_id, viewer),
            terrain.move)]
        sides = sorted({f.feature for key, f in game.board.hexsides.items() if hex_id in key})
        if sides:
            parts.append(self.tr("hexsides: {0}").format(", ".join(chart.name_of(f) for f in sides)))
        marks = ([self.tr("Smoke {0}").format(st.smoke[hex_id])] if hex_id in st.smoke else []) + \
            ([self.tr("Blaze")] if hex_id in st.blaze else []) + \
            ([st.fortifications[hex_id].replace("_", " ")] if hex_id in st.fortifications
             and hex_id not in hidden_rules.hidden_from(game, self.controller.viewer) else [])
        if marks:
            parts.append(", ".join(marks))
        hidden = game.hidden_units_from(viewer)
        units = ", ".join(unit_name(game, u.id) for u in st.units_in(hex_id) if u.id not in hidden)
        if units:
            parts.append(units)
        return " — ".join(parts)

    # -- drag and drop of counters (O21 Move, set-up) ------------------------------------------
    def moving_group(self, leader: str) -> list[str]:
        """The units moving together at the current Move step (O21.2): ``leader`` (the unit the
        engine names) first, then the other units of the chosen group still in his hex."""
        game = self.controller.game
        st = game.state
        now = game.state.moving_now
        if leader in now:  # the engine says who moves at this step (O21.2)
            return [leader] + [x for x in now if x != leader]
        chosen = None
        for m in reversed(game.moves):
            if m.kind in ("mover", "group", "order"):
                chosen = m
                break
        u = st.units.get(leader)
        if chosen is None or chosen.kind != "group" or u is None or not u.hex:
            return [leader]
        return [leader] + sorted(x.id for x in st.units_in(u.hex) if x.id in st.moving and x.id != leader)

    def drag_plan(self, uid: str | None, group: bool = False):
        """What a drag of the counter ``uid`` moves now, or None: (the unit the engine moves, the
        units going with it, the MP left, the move to choose them first).  At a Move step any
        counter of the moving group drags the group; at "Which unit moves next?" (O21.2) the
        drag chooses the unit (``group``: its whole stack, if it may move as a group)."""
        from cc_desktop.rules import Move

        if not uid or not self.controller or not self.controller.seat_ok():
            return None
        game = self.controller.game
        d, st = game.pending, game.state
        u = st.units.get(uid)
        if d is None or u is None or not u.hex or u.location != "map":
            return None
        legal = self.legal()
        if d.kind == "step":
            leader = d.about.get("unit")
            if leader not in st.units or not any(m.kind == "enter" for m in legal):
                return None
            members = self.moving_group(leader)
            if uid not in members:
                return None
            left = d.about.get("left")
            return leader, members, left if isinstance(left, int) else st.movement(st.units[leader]), None
        if d.kind == "mover":
            if group and Move("group", u.hex) in legal:
                members = [m.args[0] for m in legal if m.kind == "mover" and st.units[m.args[0]].hex == u.hex]
                return members[0], members, min(st.movement(st.units[x]) for x in members), Move("group", u.hex)
            if Move("mover", uid) in legal:
                return uid, [uid], st.movement(u), Move("mover", uid)
        return None

    def _blocked(self, uid: str) -> set[str]:
        """O21.4, T79: the hexes a Move may not enter (enemy units, Blaze)."""
        st = self.controller.game.state
        u = st.units[uid]
        return {x.hex for x in st.on_map() if x.side != u.side} | set(st.blaze)

    def on_drag_start(self, item) -> None:
        """A counter is picked up: light the hexes it may go to (with their MP cost while it
        moves, the rest of the map dimmed); a moving group's other counters come along."""
        from cc_desktop.rules import Move

        uid = getattr(item, "unit_id", None)
        self.selected = uid
        self.waypoints: list[str] = []
        self._drag_group = bool((getattr(item, "press_modifiers", Qt.KeyboardModifier.NoModifier)
                                 | getattr(item, "modifiers", Qt.KeyboardModifier.NoModifier))
                                & Qt.KeyboardModifier.ControlModifier)  # Ctrl: the whole stack (O21.2)
        game = self.controller.game
        plan = self.drag_plan(uid, self._drag_group)
        self._reach = reach = self.reachable(uid)
        if plan is None:  # set-up (or another choice of a hex for this unit): the lit hexes only
            here = self._unit_hex(uid)
            self.units.highlight(game, set(reach), {here} if here else set(), dim=bool(reach))
            return
        leader, members, left, pre = plan
        if hasattr(item, "set_followers"):
            item.set_followers([self.units.items[m] for m in members if m != uid and m in self.units.items])
        start = game.state.units[leader].hex
        self.units.highlight(game, set(reach), {start}, costs=reach, dim=True)
        names = " + ".join(unit_name(game, m) for m in members)
        if pre is not None and pre.kind == "mover" and Move("group", start) in self.legal():
            self.statusBar().showMessage(self.tr("{0}: {1} MP (Ctrl+drag moves the whole group in {2})")
                                         .format(names, left, start))
        else:
            self.statusBar().showMessage(self.tr("{0}: {1} MP").format(names, left))

    def on_drag_move(self, item, scene_pos) -> None:
        """While a moving unit is dragged: preview the cheapest path to the hex under the mouse
        and its MP (the engine decides on the drop)."""
        game = self.controller.game
        uid = getattr(item, "unit_id", None)
        target = game.grid.hex_at(scene_pos.x(), scene_pos.y())
        self.clear_path()
        plan = self.drag_plan(uid, getattr(self, "_drag_group", False))
        if plan is None or not target:
            return
        leader, members, left, _ = plan
        start = game.state.units[leader].hex
        names = " + ".join(unit_name(game, m) for m in members)
        if target == start:
            self.statusBar().showMessage(self.tr("{0}: {1} MP").format(names, left))
            return
        reach = getattr(self, "_reach", None) or self.reachable(uid)
        if target not in reach:
            self.statusBar().showMessage(self.tr("{0}: {1} is out of reach ({2} MP left)").format(names, target, left))
            return
        shift = bool((QApplication.keyboardModifiers() | getattr(item, "modifiers", Qt.KeyboardModifier.NoModifier))
                     & Qt.KeyboardModifier.ShiftModifier)
        waypoints = getattr(self, "waypoints", [])
        if shift and target not in waypoints:
            waypoints.append(target)  # Shift adds a waypoint: the path goes through it
        path = self.route(start, waypoints, target, left, self._blocked(leader))
        if not path:
            return
        line = QPainterPath()
        line.moveTo(QPointF(*game.grid.centre(path[0])))
        for h in path[1:]:
            line.lineTo(QPointF(*game.grid.centre(h)))
        item_path = QGraphicsPathItem(line)
        item_path.setPen(QPen(QColor(255, 240, 120, 230), 6, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        item_path.setZValue(900)
        item_path.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.addItem(item_path)
        self._path_item = item_path
        cost = game.movement_graph.path_cost(path)
        self.statusBar().showMessage(self.tr("{0}: {1} MP to {2}").format(names, cost, target))

    def route(self, start: str, waypoints: list[str], target: str, left: int | None,
              blocked=frozenset()) -> list[str] | None:
        """The path a drop follows: the cheapest one Move may take (O21.1, with the Road bonus
        and Wire stops), or the cheapest through the Shift waypoints."""
        stops = [w for w in waypoints if w != target] + [target]
        if len(stops) > 1:
            return self.planned_path(start, stops, blocked)
        graph = self.controller.game.movement_graph
        return graph.cheapest_path(start, target, mp=left, blocked=blocked) or self.planned_path(start, stops, blocked)

    def planned_path(self, start: str, stops: list[str], blocked=frozenset()) -> list[str] | None:
        """The cheapest path from ``start`` through each of ``stops`` in turn (O21.1)."""
        graph = self.controller.game.movement_graph
        path = [start]
        for stop in stops:
            if stop == path[-1]:
                continue
            leg = graph.cheapest_path(path[-1], stop, blocked=blocked)
            if not leg:
                return None
            path += leg[1:]
        return path

    def clear_path(self) -> None:
        item = getattr(self, "_path_item", None)
        if item is not None and item.scene() is self.scene:
            self.scene.removeItem(item)
        self._path_item = None

    def reachable(self, uid: str | None, group: bool | None = None) -> dict[str, int]:
        """{hex: MP} the unit (its group) may reach now with the MP left (O21), or, for another
        choice of a hex for this unit (set-up), {hex: 0} for each legal hex."""
        if not uid or not self.controller:
            return {}
        game = self.controller.game
        plan = self.drag_plan(uid, getattr(self, "_drag_group", False) if group is None else group)
        if plan is None:
            return {m.args[1]: 0 for m in self.legal() if len(m.args) > 1 and m.args[0] == uid and
                    isinstance(m.args[1], str) and m.args[1] in game.grid}
        leader, _members, left, _pre = plan
        return game.movement_graph.reachable(game.state.units[leader].hex, left, blocked=self._blocked(leader))

    def on_unit_dropped(self, item, scene_pos) -> bool:
        """Drop a counter on a hex: place it (set-up), or move it (its group) there hex by hex
        through the engine along the previewed path, stopping where the engine stops it."""
        from cc_desktop.rules import Move, RuleMessage

        self.clear_path()
        game = self.controller.game
        uid = getattr(item, "unit_id", None)
        target = game.grid.hex_at(scene_pos.x(), scene_pos.y())
        group = getattr(self, "_drag_group", False)
        waypoints, self.waypoints, self._reach = list(getattr(self, "waypoints", [])), [], None
        if not target or not uid:
            self._snap(item, self.tr("Not on the map"))
            return False
        plan = self.drag_plan(uid, group)
        if plan is None:
            direct = [m for m in self.legal() if uid in m.args and target in m.args]
            if direct:
                self.play(direct[0])
                return True
            d = game.pending
            why = d.why_not(Move("enter", uid, target)) if d is not None and d.why_not and d.kind == "step" else None
            if why is not None:
                self._snap(item, message_text(why, game=game), why.rule)
            else:
                self._snap(item, self.tr("{0} cannot go to {1} now").format(unit_name(game, uid), target))
            return False
        leader, members, left, pre = plan
        start = game.state.units[leader].hex
        if target == start:  # put back where it was
            self._snap(item, "")
            return False
        blocked = self._blocked(leader)
        reach = self.reachable(uid, group)
        if target not in reach:  # refused before any step is taken
            if target in blocked and target not in game.state.blaze:
                why = RuleMessage.of("O21.4", "move_enemy", unit=leader, hex=target)
            else:  # O21.1: full payment
                path = game.movement_graph.cheapest_path(start, target, blocked=blocked)
                cost = game.movement_graph.path_cost(path) if path else None
                why = RuleMessage.of("O21.1", "move_cost", hex=target, cost=cost if cost is not None else "?",
                                     unit=leader, left=left)
            self._snap(item, message_text(why, game=game), why.rule)
            return False
        path = self.route(start, waypoints, target, left, blocked)
        if not path:
            self._snap(item, self.tr("No way from {0} to {1}").format(start, target))
            return False
        if hasattr(item, "accept_drop"):
            item.accept_drop()
        if pre is not None and not self.controller.apply(pre):  # "Which unit moves next?": this one
            self._snap(item, self.tr("{0} cannot go to {1} now").format(unit_name(game, uid), target))
            return False
        self._plan = {"ctl": self.controller, "unit": leader, "members": members, "path": path[1:],
                      "side": self.controller.viewer, "hex": start, "mark": None, "before": None,
                      "reactor": None, "moves": len(game.moves)}
        if getattr(self, "_plan_ctl", None) is not self.controller:
            self.controller.changed.connect(self._continue_plan)  # a reaction decided: go on
            self._plan_ctl = self.controller
        self._run_plan()
        self.refresh()
        return True

    def _unit_marks(self, ids) -> dict:
        """What a reaction may change of the moving units (8.1, 13, 11.4): a changed mark stops
        the planned path."""
        st = self.controller.game.state
        out = {}
        for i in ids:
            u = st.units.get(i)
            w = st.weapons.get(u.weapon) if u is not None and u.weapon else None
            out[i] = None if u is None else (u.location, u.broken, u.suppressed, u.weapon, w.broken if w else None)
        return out

    def _continue_plan(self) -> None:
        if getattr(self, "_plan", None) is not None and not getattr(self, "_planning", False):
            self._run_plan()

    def _run_plan(self) -> None:
        """Walk the dropped path hex by hex through the engine.  A reaction of the other player
        (Op Fire, Hidden Wire or Mines, A33, A35) pauses it; after a declined or harmless one the
        walk goes on (when the moving player has the seat again); a reaction that hit the unit,
        or the engine ending the move, stops it in the last hex entered and the status bar says
        who stopped it, why and by which rule."""
        from cc_desktop.rules import Move

        plan = getattr(self, "_plan", None)
        if plan is None or getattr(self, "_planning", False):
            return
        ctl = self.controller
        if plan["ctl"] is not ctl or len(ctl.game.moves) < plan["moves"]:  # a new game, an undo
            self._plan = None
            return
        game = ctl.game
        self._planning = True
        try:
            while True:
                d = game.pending
                unit = plan["unit"]
                if d is not None and d.player != plan["side"]:  # the other player may react
                    if plan["reactor"] is None:  # the window that opened (A33.2 Op Fire, A35 Hidden...)
                        plan["reaction_rule"] = d.prompt.rule
                    plan["reactor"] = d.player
                    if ctl.viewer == d.player and not plan.get("told"):  # said once he has the seat
                        plan["told"] = True
                        self.statusBar().showMessage(
                            self.tr("{0} entered {1}: the {2} player may react ({3}); the move goes on after")
                            .format(unit_name(game, unit), plan["hex"], side_adjective(d.player), d.prompt.rule), 20000)
                    return
                if d is not None and not ctl.seat_ok():
                    return  # back to the moving player after the hand-over screen
                ours = d is not None and d.kind == "step" and d.about.get("unit") == unit
                if plan["mark"] is not None:
                    hit = self._unit_marks(plan["members"]) != plan["before"]
                    if hit or (not ours and plan["path"]):
                        self._say_stopped(plan)
                        self._plan = None
                        return
                if not ours or not plan["path"]:
                    if ours:
                        self.statusBar().showMessage(self.tr("{0} in {1}: {2} MP left").format(
                            " + ".join(unit_name(game, m) for m in plan["members"]), plan["hex"],
                            d.about.get("left", "?")), 8000)
                    self._plan = None
                    return
                h = plan["path"][0]
                move = Move("enter", unit, h)
                if move not in self.legal():
                    why = d.why_not(move) if d.why_not else None
                    self.statusBar().showMessage(message_text(why, game=game) if why else self.tr("stopped"), 10000)
                    self._show_why(why.rule if why else None)
                    self._plan = None
                    return
                plan["mark"], plan["before"] = len(game.log), self._unit_marks(plan["members"])
                plan["reactor"], plan["told"] = None, False
                if not ctl.apply(move):
                    self._plan = None
                    return
                plan["path"].pop(0)
                plan["hex"] = h
                plan["moves"] = len(game.moves)
        finally:
            self._planning = False

    def _say_stopped(self, plan) -> None:
        """The status bar: who stopped the moving unit, why, with the rule (and its "Rule?" link)."""
        game = self.controller.game
        viewer = self.controller.viewer
        quiet = {"unit_moved", "card_revealed", "card_drawn", "cards_drawn", "draw"}
        events = [e for e in game.log[plan["mark"]:] if e.visible(viewer) and e.kind not in quiet and e.message.rule]
        hits = [e for e in events if any(v in plan["members"] for v in e.message.args.values())]
        event = (hits or events or [None])[-1]
        unit = plan["members"][0] if plan["members"] else plan["unit"]
        u = game.state.units.get(plan["unit"])
        where = u.hex if u is not None and u.location == "map" and u.hex else plan["hex"]
        if event is not None:
            reason, rule = message_text(event.message, game=game, where=False), event.message.rule
        else:
            prev = plan["path"][0] if plan["path"] else None
            edge = game.movement_graph.edge(where, prev) if prev and prev in game.grid.neighbours(where).values() else None
            if where in game.state.fortifications and game.state.fortifications[where] == "wire" or \
                    (edge is not None and edge.wire_exit):
                reason, rule = self.tr("F106.2: Wire ends the move"), "F106.2"
            else:
                reason, rule = self.tr("the move ended"), None
        if plan["reactor"]:
            text = self.tr("{0} stopped in {1} by the {2} player's reaction ({3}): {4}").format(
                unit_name(game, unit), where, side_adjective(plan["reactor"]), plan.get("reaction_rule") or "A24", reason)
        else:
            text = self.tr("{0} stopped in {1}: {2}").format(unit_name(game, unit), where, reason)
        self.statusBar().showMessage(text, 20000)
        self._show_why(rule)

    def _snap(self, item, text: str, rule: str | None = None) -> None:
        """An illegal drop snaps back with the reason (and a link to its rule's text)."""
        if hasattr(item, "snap_back"):
            item.snap_back()
        self.statusBar().showMessage(text, 8000)
        self._show_why(rule)
        self.refresh()

    def _show_why(self, rule: str | None) -> None:
        """The status bar's "Rule X?" button after a refusal: it opens the rule's text."""
        self.refusal_rule = rule
        self.why_button.setText(self.tr("Rule {0}?").format(rule) if rule else "")
        self.why_button.setToolTip(rule_html(rule) if rule else "")
        self.why_button.setVisible(bool(rule))

    def _choose(self, pred) -> None:
        moves = [m for m in self.legal() if pred(m)]
        if len(moves) == 1:
            self.play(moves[0])
        elif moves:
            self._menu(moves)

    def _menu(self, moves: list[Move]) -> None:
        menu = QMenu(self)
        for m in moves:
            act = menu.addAction(move_label(self.controller.game, m))
            act.triggered.connect(lambda checked=False, mv=m: self.play(mv))
        if self.isVisible():
            menu.popup(self.cursor().pos())
        self._last_menu = menu

    def undo(self) -> None:
        """Undo through the stack (its command asks the engine, which may refuse)."""
        if self.controller and self.undo_stack.canUndo():
            self.undo_stack.undo()
            self.undo_stack.resync()

    def vp_by_source(self) -> list[tuple[str, int]]:
        """The game's VP in groups, each named in words: (name, VP towards the Axis), in the
        order objectives, secret chits, other chits, eliminations, exits, time, then the cards
        (Events and Actions by their names, e.g. Battlefield Integrity for E45)."""
        fixed = {"objectives": self.tr("Objectives held"),
                 "secret": self.tr("Secret Objective chits (revealed at the end)"),
                 "chits": self.tr("Objective chits opened during play"),
                 "7.1": self.tr("Eliminations"), "7.2.1": self.tr("Units exited off the map"),
                 "6.1.2": self.tr("Time (the Defender's VP when Time advances)")}
        order = list(fixed)
        sources: dict[str, int] = {}
        for side, vp, source in self.controller.game.state.vp_sources:
            words = source.split()
            if "secret" in words and "chit" in words:
                key = "secret"
            elif "chit" in words:
                key = "chits"
            elif words[0] == "7.3.3":
                key = "objectives"
            else:
                key = words[0]
            sources[key] = sources.get(key, 0) + (vp if side == "axis" else -vp)
        from cc_desktop.ui.texts import card_of_rule, card_word

        rows = []
        for key in sorted(sources, key=lambda k: (order.index(k) if k in order else len(order), k)):
            card = None if key in fixed else card_of_rule(key)
            if key in fixed:
                name = fixed[key]
            elif card is not None:
                kind, ident = card
                name = (self.tr("{0} (Event {1})") if kind == "event" else self.tr("{0} (Action {1})")).format(
                    card_word(kind, ident), key)
            else:
                name = self.tr("Rule {0}").format(key)
            rows.append((name, sources[key]))
        return rows

    def on_game_over(self) -> None:
        """The end-of-game screen (winner, how it ended, final VP in words, VP by source) and a
        one-line "Game over" in the Decision panel."""
        from cc_desktop.ui.endgame import EndOfGameDialog

        st = self.controller.game.state
        old = getattr(self, "end_dialog", None)
        if old is not None:
            old.close()
        self.handover.hide()
        self.end_dialog = EndOfGameDialog(st, self.vp_by_source(), self,
                                          save_needs_name=self.controller.path is None)
        self.end_dialog.new_game_requested.connect(self._new_game_from_end)
        self.end_dialog.save_requested.connect(self._save_from_end)
        self.end_text = self.end_dialog.text()
        self.decision.title.setText(self.end_dialog.short_text(st.winner))
        if self.isVisible():
            self.end_dialog.show()

    def _new_game_from_end(self) -> None:
        if not self.confirm_unsaved():
            return
        self.end_dialog.close()
        self.new_game_dialog(ask=False)

    def _save_from_end(self) -> None:
        self.save()
        if self.controller and not self.controller.dirty and getattr(self, "end_dialog", None) is not None:
            self.end_dialog.save_button.setText(self.tr("Saved"))
            self.end_dialog.save_button.setEnabled(False)

    def on_autosave_failed(self, reason: str) -> None:
        """The autosave could not be written (a full disk, a read-only folder): say so where the
        players look, and keep playing; the warning stays until an autosave works again."""
        self.autosave_warning.setText(self.tr("Autosave failed: save the game yourself (File > Save)"))
        self.autosave_warning.setToolTip(reason)
        self.autosave_warning.setVisible(True)
        self.statusBar().showMessage(self.tr("The game could not be autosaved: {0}").format(reason), 15000)

    def offer_recovery(self) -> bool:
        """At start: an unfinished autosaved game may be resumed.  An autosave that cannot be
        opened is set aside (renamed, the players told where) and never blocks the start."""
        from cc_desktop.ui.controller import autosave_path

        path = autosave_path()
        if path is None or not path.exists():
            return False
        return self.recover(path, open_autosave(path))

    def recover(self, path, opened) -> bool:
        """:meth:`offer_recovery` once the autosave at ``path`` is opened (``opened``: what
        :func:`open_autosave` gave, perhaps in the background): resume it, or set it aside."""
        from cc_desktop.ui.controller import set_aside

        if not isinstance(opened, str):
            return self._resume(opened)
        reason = opened
        moved = set_aside(path)
        self.recovery_problem = reason
        text = (self.tr("The autosaved game could not be opened and was set aside as {0}.").format(moved.name)
                if moved else self.tr("The autosaved game could not be opened and was removed."))
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Autosave set aside"), text, QMessageBox.StandardButton.Ok,
                          self)
        box.setInformativeText(reason)
        box.setObjectName("recovery_problem")
        if not getattr(self, "_no_ask", False):
            box.exec()
        return False

    def _resume(self, ctl: GameController) -> bool:
        if ctl.game.pending is None:
            return False
        answer = QMessageBox.question(self, self.tr("Resume"), self.tr("Resume the unfinished game ({0}, {1} moves)?")
                                      .format(names.scenario_name(ctl.game.scenario), len(ctl.game.moves)))
        if answer == QMessageBox.StandardButton.Yes:
            ctl.path = None
            ctl.dirty = True  # only in the autosave: unsaved play until the players save it
            self.set_controller(ctl)
            self.hand_to_first_player()
            return True
        return False

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not getattr(self, "_restored", False) and not getattr(self, "_no_ask", False):  # not when automated
            self._restored = True
            settings = QSettings("cc_desktop", "cc_desktop")
            geometry, state = settings.value("window/geometry"), settings.value("window/state")
            if geometry is not None:
                self.restoreGeometry(geometry)
            if state is not None:
                self.restoreState(state)

    def save_layout(self) -> None:
        settings = QSettings("cc_desktop", "cc_desktop")
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/state", self.saveState())

    # -- files -----------------------------------------------------------------------------
    def has_unsaved_play(self) -> bool:
        """Moves (or a recovered game) not yet in a save file."""
        return bool(self.controller and self.controller.dirty)

    def ask_save_first(self) -> QMessageBox.StandardButton:
        """The question before unsaved play would be lost: Save, Discard or Cancel."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unsaved game"), self.tr("Save the current game first?"),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self)
        box.setInformativeText(self.tr("Otherwise the moves played since it was last saved are lost."))
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        box.exec()
        return box.standardButton(box.clickedButton()) if box.clickedButton() else QMessageBox.StandardButton.Cancel

    def confirm_unsaved(self) -> bool:
        """Before New game, Open and Quit: True when the current game may go (nothing unsaved,
        saved now, or the players chose to discard it); False: keep playing it."""
        if not self.has_unsaved_play() or getattr(self, "_no_ask", False):
            return True
        answer = self.ask_save_first()
        if answer == QMessageBox.StandardButton.Save:
            self.save()
            return not self.controller.dirty  # a cancelled file dialog keeps the game
        return answer == QMessageBox.StandardButton.Discard

    def new_game_dialog(self, ask: bool = True, wait: bool = False) -> None:
        """File > New game: the dialog, then the battle chosen built in the background (``wait``:
        here and now, as the tests and the automated windows do)."""
        if self.loading or (ask and not self.confirm_unsaved()):
            return
        from cc_desktop.ui.launch import build_battle
        from cc_desktop.ui.newgame import broken_scenarios

        # the scenarios' full check and the battle chosen are made in the background (issue 13:
        # the event loop is never held by them); a broken scenario leaves the list when it is known
        self._new_dialog = dlg = NewGameDialog(self, check_later=not wait)
        if wait:
            dlg.drop_scenarios(broken_scenarios(dlg.scenario_ids()))
        else:
            self._background().submit("check", None, broken_scenarios, dlg.scenario_ids())
        try:
            accepted = dlg.exec() == QDialog.DialogCode.Accepted
        finally:
            self._new_dialog = None
        if accepted:
            self._in_background("new", wait, build_battle, dlg.choice(), dlg.seed(), dlg.rule_options())

    def hand_to_first_player(self) -> None:
        """Hotseat: a game just begun, opened or recovered starts behind the hand-over screen, so
        that the player who decides first is the one who sees his hand (and his hidden set-up)."""
        ctl = self.controller
        if ctl is None or ctl.deciding is None or getattr(self, "_no_ask", False):
            return
        nobody = "allies" if ctl.deciding == "axis" else "axis"  # nobody's seat yet
        if ctl.viewer != nobody or getattr(self, "_log_viewer", None) != nobody:
            ctl.viewer = nobody
            self.refresh()  # (the launcher sets the viewer before the game is shown: drawn once)
        self.cover_for_handover(ctl.deciding)

    def start(self, scenario=None, seed: int | None = None, options: dict[str, bool] | None = None) -> None:
        """A new game of ``scenario`` (an id, a path or a :class:`Scenario`; None: the test
        skirmish, ``DEFAULT_SCENARIO``)."""
        from cc_desktop.content import DEFAULT_SCENARIO
        from cc_desktop.rules import Game
        from cc_desktop.ui.controller import DEFAULT_WINDOWS, GameController

        game = Game.new(scenario or DEFAULT_SCENARIO, seed=seed,
                        prefs={"axis": DEFAULT_WINDOWS, "allies": DEFAULT_WINDOWS}, options=options)
        self.set_controller(GameController(game))

    def open_dialog(self) -> None:
        if not self.confirm_unsaved():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), "",
                                              self.tr("Saved games (*{0})").format(SAVE_EXTENSION))
        if path:
            self.open_path(path, ask=False)

    def open_path(self, path: str, ask: bool = True, wait: bool = False) -> bool:
        """Open a saved game: read in the background (issue 13: the event loop is never held by
        reading a save), then put in the window behind the hand-over screen; a broken file is
        said in a message and the game at the table stays.  ``wait``: read here and now (the
        tests, ``cc-desktop FILE``); the answer is then whether the game was opened, else whether
        it is being read."""
        if self.loading or (ask and not self.confirm_unsaved()):
            return False
        return self._in_background("open", wait, read_save, path, self.scene.board)

    # -- games read or built in the background --------------------------------------------------
    def _in_background(self, kind: str, wait: bool, fn, *args) -> bool:
        """Run ``fn(*args)`` (plain Python, no widget) in the background thread, the window busy
        meanwhile (its controls off, a busy cursor, a word in the status bar); its result goes to
        :meth:`_background_done`.  ``wait``: run it here, at once."""
        if wait:
            try:
                result = fn(*args)
            except Exception as exc:  # noqa: BLE001 - said in the window, as from the background
                result = exc
            return self._background_done((kind, None, result))
        self.loading = kind
        self._set_busy(True)
        self._background().submit(kind, None, fn, *args)
        return True

    def _background(self):
        """The window's background thread (cc_desktop.ui.launch.Worker), made when first needed."""
        if self._worker is None:
            from cc_desktop.ui.launch import Worker

            self._worker = Worker(self._background_done)
        return self._worker

    def _set_busy(self, busy: bool) -> None:
        for widget in (self.menuBar(), *self.findChildren(QDockWidget)):
            widget.setEnabled(not busy)
        # the map takes no click or key meanwhile; it is not greyed (that would redraw it all)
        viewport = self.view.viewport()
        if busy:
            viewport.installEventFilter(self._input_off)
            self.view.installEventFilter(self._input_off)
        else:
            viewport.removeEventFilter(self._input_off)
            self.view.removeEventFilter(self._input_off)
        if busy:
            QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
            self.statusBar().showMessage(self.tr("Opening the game...") if self.loading == "open"
                                         else self.tr("Preparing the battle..."))
        else:
            QApplication.restoreOverrideCursor()
            self.statusBar().clearMessage()

    def _background_done(self, item) -> bool:
        """A game read or built (or why not): into the window, behind the hand-over screen."""
        from cc_desktop.rules.game import SaveError
        from cc_desktop.ui.controller import GameController
        from cc_desktop.ui.mapscene import adopt_painter

        kind, _key, result = item
        if kind == "check":  # the New game dialog's scenarios that fail the full check
            dlg = self._new_dialog
            if dlg is not None and not isinstance(result, Exception):
                dlg.drop_scenarios(result)
            return True
        if self.loading is not None:
            self.loading = None
            self._set_busy(False)
        if isinstance(result, Exception):
            if kind == "open":
                text = str(result) if isinstance(result, SaveError) else f"{type(result).__name__}: {clip(str(result))}"
                QMessageBox.warning(self, self.tr("Cannot open the game"), text)
            else:
                QMessageBox.warning(self, self.tr("Cannot start the battle"), f"{type(result).__name__}: {clip(str(result))}")
            return False
        game, painter, path = result if kind == "open" else (*result, None)
        if painter is not None:
            adopt_painter(game.board, painter)
        controller = GameController(game)
        controller.path = path
        if controller.deciding is not None and not getattr(self, "_no_ask", False):
            # nobody's seat yet (as hand_to_first_player sets it): the game is drawn once
            controller.viewer = "allies" if controller.deciding == "axis" else "axis"
        self.set_controller(controller)
        self.hand_to_first_player()
        return True

    def save(self) -> None:
        if self.controller and self.controller.path:
            self._save_to(self.controller.path)
        else:
            self.save_as()

    def save_as(self) -> None:
        if not self.controller:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), "game" + SAVE_EXTENSION,
                                              self.tr("Saved games (*{0})").format(SAVE_EXTENSION))
        if path:
            self._save_to(path)

    def _save_to(self, path) -> None:
        try:
            self.controller.save(path)
            self.statusBar().showMessage(self.tr("Saved to {0}").format(path), 5000)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot save"), str(exc))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if self.handover.isVisible():
            self.handover.setGeometry(self.rect())

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt API
        if self.isVisible() and not self.confirm_unsaved():
            event.ignore()
            return
        if self.isVisible() and not getattr(self, "_no_ask", False):
            self.save_layout()
        for child in (getattr(self, "rules_dialog", None), getattr(self, "end_dialog", None)):
            if child is not None:
                child.close()  # the window's own tool windows go with it
        if self.controller is not None:
            self.controller.flush_autosave(wait=True)  # the last moves are in the autosave
        super().closeEvent(event)


def read_save(path: str, board_shown=None):
    """A save read in the background: (the game, the painter of its map unless it is the map
    ``board_shown`` already drawn, the path); raises SaveError (cc_desktop.ui.controller)."""
    from pathlib import Path

    from cc_desktop.ui.controller import GameController
    from cc_desktop.ui.mapscene import prepare_painter

    game = GameController.load_game(path)
    return game, None if game.board is board_shown else prepare_painter(game.board), Path(path)


def open_autosave(path):
    """The controller of the autosaved game at ``path``, or the reason (one line) it cannot be
    opened: a broken autosave must never stop the start.  Any thread (the launcher opens it in
    the background; the controller is then moved to the window's thread)."""
    from cc_desktop.rules.game import SaveError
    from cc_desktop.ui.controller import GameController

    try:
        return GameController.open(path)
    except SaveError as exc:
        return exc.reason
    except Exception as exc:  # noqa: BLE001 - last resort: a broken autosave must never stop the start
        return f"{type(exc).__name__}: {clip(str(exc))}"


def main(argv: list[str] | None = None, new_game_dialog: bool = False) -> int:
    """Open the game window: on a saved game or on a scenario id; with no argument, the New game
    dialog first and the window behind it, the battle it preselects built in the background
    (cc_desktop.ui.launch.main: both appear before any game is built)."""
    argv = list(argv or [])
    if not argv:
        from cc_desktop.ui import launch

        return launch.main(dialog=new_game_dialog)
    app = setup_application()
    win = GameWindow()
    if argv[0].endswith(SAVE_EXTENSION):
        if not win.open_path(argv[0], wait=True):  # before the window is shown: read at once
            return 2
    else:
        try:
            win.start(argv[0])
        except Exception as exc:  # a broken scenario file: say so, never a traceback
            print(f"cannot start {argv[0]}: {exc}", file=sys.stderr)
            return 2
    win.show()
    opener = FileOpenFilter(win, app)  # macOS: a save double-clicked while the game runs
    app.installEventFilter(opener)
    return app.exec()


class _NoInput(QObject):
    """Eats the mouse, wheel and key events of the widgets it filters."""

    EATEN = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
                       QEvent.Type.MouseMove, QEvent.Type.Wheel, QEvent.Type.KeyPress, QEvent.Type.KeyRelease,
                       QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop, QEvent.Type.ContextMenu})

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        return event.type() in self.EATEN


class FileOpenFilter(QObject):
    """Opens a ``.ccgame`` that the system hands to the running program (macOS sends a
    QFileOpenEvent instead of a command-line argument)."""

    def __init__(self, window: "GameWindow", parent=None):
        super().__init__(parent)
        self.window = window

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.FileOpen and event.file().endswith(SAVE_EXTENSION):
            self.window.open_path(event.file())
            return True
        return False
