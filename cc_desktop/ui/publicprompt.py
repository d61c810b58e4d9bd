"""The table's public prompts (issue 14, item 1): a decision of the other player asked at the
screen as it is, without a pass screen, as the engine's seating policy says
(:mod:`cc_desktop.rules.seating`).

* :class:`PublicView` is what the screen shows meanwhile: the seated player's view with what only
  he may see taken out (his hand, his secret Objective chits) and the decision asked in public
  with its public answers in it;
* :class:`PromptBox` is a reaction window (A24) asked in public, a small box over the map that
  shows only public information ("Allied player: Op Fire at Rifle Squad entering E7?") with the
  public answers (Decline: one click) and "Show my hand" (a pass screen, then the player sees his
  hand and the whole window);
* :class:`Veil` covers the Hand and the Log docks while the other player answers (the seated
  player's cards and his own log lines: a card drawn);
* :class:`PublicPrompt` is the panel that puts them up and down (it listens to the controller's
  ``shown`` and ``auto_played``: the moves made without asking are said in the status bar).
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cc_desktop.ui.fonts import ui_font

WINDOW, PUBLIC = "window", "public"  # cc_desktop.rules.seating's (not imported: the window starts without the engine)


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


class PublicView:
    """The screen during a decision asked in public (the seating policy's PUBLIC or WINDOW): the
    seated player's view (``view``, a SideView) with his hand (``hand``, ``player(side).hand``)
    and his secret chits taken out, and the decision asked in public with its public answers
    (``moves``): PUBLIC, the other player's decision (every answer public) as ``pending``;
    WINDOW, no ``pending`` (the box over the map asks it: :meth:`asked`).  Everything else is the
    seated player's view as it is."""

    __slots__ = ("_view", "prompt", "_decision", "_moves", "_asked")

    def __init__(self, view, prompt, decision, moves, asked: bool = False):
        self._view = view
        self.prompt = prompt  # the seating policy's Prompt (how, side, hidden_moves)
        self._decision = decision
        self._moves = tuple(moves)
        self._asked = asked

    def __getattr__(self, name):
        return getattr(self._view, name)

    @property
    def pending(self):
        return self._decision if (self.prompt.how == PUBLIC or self._asked) else None

    def legal_moves(self) -> list:
        return list(self._moves) if self.pending is not None else []

    def public_moves(self) -> list:
        """The answers that may be given at the screen (a window's too)."""
        return list(self._moves)

    def move_query(self, unit_id: str, group: bool = False):
        return None  # a Move decision needs the hand: never asked in public

    @property
    def hand(self) -> tuple[int, ...]:
        return ()  # the seated player's cards stay hidden while the other answers

    @property
    def secret_chits(self) -> list:
        return []  # 7.3.3: his secret Objective chits too

    def player(self, side: str):
        info = self._view.player(side)
        return dataclasses.replace(info, hand=None) if info.hand is not None else info

    def asked(self) -> "PublicView":
        """The same screen with a window's decision in it as ``pending``: the words of its
        question and of its public answers (the box over the map)."""
        return PublicView(self._view, self.prompt, self._decision, self._moves, asked=True)


class Veil(QLabel):
    """Covers ``target`` (a dock's widget, scroll bars and all: the veil is its dock's child) with
    a sentence while the other player answers at the screen; it follows the target's geometry and
    takes its mouse (no tooltip, no click under it)."""

    def __init__(self, target: QWidget):
        super().__init__(target.parentWidget() or target)
        self.target = target
        self.setObjectName("PublicVeil")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#PublicVeil { background: #2b2c26; color: #e9e3cf; padding: 8px; }")
        self.setFont(ui_font(12, bold=True))
        target.installEventFilter(self)
        self.hide()

    def _fit(self) -> None:
        self.setGeometry(self.target.geometry() if self.parentWidget() is not self.target else self.target.rect())

    def cover(self, text: str) -> None:
        if self.parentWidget() is not self.target.parentWidget() and self.target.parentWidget() is not None:
            self.setParent(self.target.parentWidget())  # the dock, once the window has put it there
        self.setText(text)
        self._fit()
        self.raise_()
        self.show()

    def covers(self) -> bool:
        """Whether the veil is up over the whole of its target."""
        if self.isHidden():
            return False
        mine = self.geometry() if self.parentWidget() is not self.target else self.rect()
        return mine.contains(self.target.geometry() if self.parentWidget() is not self.target else self.target.rect())

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if obj is self.target and event.type() in (QEvent.Type.Resize, QEvent.Type.Move) and not self.isHidden():
            self._fit()
        return False


class PromptBox(QFrame):
    """A reaction window (A24) asked in public, over the map: the question in public words, its
    public answers as buttons (one click: no pass screen), and "Show my hand"."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("PromptBox")
        self.who = QLabel()
        self.who.setFont(ui_font(15, bold=True))
        self.who.setWordWrap(True)
        self.question = QLabel()
        self.question.setFont(ui_font(13))
        self.question.setWordWrap(True)
        self.note = QLabel()
        self.note.setFont(ui_font(9))
        self.note.setWordWrap(True)
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(10)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(18, 12, 18, 14)
        lay.setSpacing(6)
        lay.addWidget(self.who)
        lay.addWidget(self.question)
        lay.addSpacing(4)
        lay.addLayout(self.buttons)
        lay.addWidget(self.note)
        self.answers: list[tuple[QPushButton, object]] = []  # (button, move)
        self.hand_button: QPushButton | None = None
        self.hide()

    def ask(self, who: str, colour: str, question: str, answers: list[tuple[str, object]], hand: bool,
            on_answer, on_hand) -> None:
        """Put the question up: ``answers`` (label, move) each a button, ``hand``: a Show my hand
        button too."""
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().setParent(None)
                item.widget().deleteLater()
        self.setStyleSheet(f"#PromptBox {{ background: rgba(30, 31, 26, 238); border: 3px solid {colour};"
                           " border-radius: 10px; } QLabel { color: #f4eedb; }")
        self.who.setText(who)
        self.question.setText(question)
        self.answers = []
        style = ("QPushButton {{ background: {0}; color: white; border: 1px solid #111; border-radius: 6px;"
                 " padding: 8px 18px; }}")
        for label, move in answers:
            b = QPushButton(label)
            b.setFont(ui_font(12, bold=True))
            b.setMinimumHeight(40)
            b.setStyleSheet(style.format("#5b5c52"))
            b.clicked.connect(lambda _=False, m=move: on_answer(m))
            self.buttons.addWidget(b)
            self.answers.append((b, move))
        self.hand_button = None
        if hand:
            b = QPushButton(_tr("Show my hand"))
            b.setFont(ui_font(12, bold=True))
            b.setMinimumHeight(40)
            b.setStyleSheet(style.format(colour))
            b.clicked.connect(lambda _=False: on_hand())
            self.buttons.addWidget(b)
            self.hand_button = b
        self.buttons.addStretch(1)
        self.note.setText(_tr("Asked in public: no card is shown. \"Show my hand\" passes the screen to you first.")
                          if hand else _tr("Asked in public: every answer is public."))
        self.show()
        self.place()
        self.raise_()
        QTimer.singleShot(0, self, self.place)  # again once the buttons' style is applied (their padding)

    def place(self, below: bool | None = None) -> None:
        """In the middle of the map, at its top (``below``: at its bottom, away from what the
        question is about)."""
        if below is not None:
            self.below = below
        parent = self.parentWidget()
        width = min(max(420, parent.width() // 2), max(420, parent.width() - 40))
        self.setFixedWidth(width)
        lay = self.layout()
        lay.activate()  # (the new buttons and the wrapped words measured before the height is taken)
        height = lay.totalHeightForWidth(width) if lay.hasHeightForWidth() else lay.totalSizeHint().height()
        self.setFixedHeight(max(height, lay.totalMinimumSize().height()))
        y = parent.height() - self.height() - 16 if getattr(self, "below", False) else 16
        self.move(max(0, (parent.width() - self.width()) // 2), max(0, y))


class PublicPrompt:
    """The panel of the table's public prompts (see the module's docstring)."""

    def __init__(self, host):
        self.host = host  # the window: controller, view (the map), hand, log, status, play
        self.box = PromptBox(host.view)
        self.veils = {"hand": Veil(host.hand), "log": Veil(host.log)}
        self.said = ""  # the last moves made without asking, in words (the status bar's)
        host.view.installEventFilter(_Follow(self.box, host.view))

    def attach(self, controller) -> None:
        controller.shown.connect(self.show)
        controller.auto_played.connect(self.auto_played)
        controller.handover_needed.connect(lambda side: self.box.hide())

    def show(self, view) -> None:
        """The screen as it is: veils and the box while a decision is asked in public."""
        from cc_desktop.ui.texts import side_adjective

        prompt = getattr(view, "prompt", None)
        # A24: the seated player's reaction choices are his own: not opened while the other answers
        self.host.options_menu.setEnabled(prompt is None)
        if prompt is None:
            self.box.hide()
            for veil in self.veils.values():
                veil.hide()
            return
        who = side_adjective(prompt.side)
        self.veils["hand"].cover(_tr("The hand is hidden while the {0} player answers at the screen").format(who))
        self.veils["log"].cover(_tr("The log is hidden while the {0} player answers at the screen").format(who))
        if prompt.how == WINDOW:
            self.ask(view, prompt)
        else:
            self.box.hide()

    def ask(self, view, prompt) -> None:
        """A24: the reaction window, in public words, with its public answers."""
        from cc_desktop.ui.texts import decision_title, move_label, side_adjective

        asked = view.asked()  # the question and the answers' words
        moves = view.public_moves()
        sc_side = view.scenario.sides.get(prompt.side)
        colour = sc_side.nation.colour if sc_side is not None else "#8a8a80"
        self.box.ask(_tr("{0} player:").format(side_adjective(prompt.side)), colour, decision_title(asked),
                     [(move_label(asked, m), m) for m in moves], bool(prompt.hidden_moves),
                     self.host.play, self.show_hand)
        # what the question is about (the hex entered, the unit) lit on the map, the box away from it
        hexes = self.about_hexes(asked)
        self.host.units.highlight(view, hexes)
        self.box.place(below=self.in_upper_half(hexes))

    @staticmethod
    def about_hexes(asked) -> set[str]:
        """The hexes the decision asked in public is about: its hex and targets, its unit's hex."""
        about = asked.pending.about
        hexes = {h for h in (about.get("hex"), *about.get("targets", ())) if isinstance(h, str) and h in asked.grid}
        for uid in (about.get("unit"), *about.get("units", ())):
            u = asked.unit(uid) if isinstance(uid, str) else None
            if u is not None and u.hex:
                hexes.add(u.hex)
        return hexes

    def in_upper_half(self, hexes: set[str]) -> bool:
        """Whether the first of ``hexes`` is drawn in the upper half of the map view."""
        from PySide6.QtCore import QPointF

        mapview = self.host.view
        grid = getattr(mapview.scene(), "board", None)
        if not hexes or grid is None:
            return False
        x, y = grid.grid.centre(sorted(hexes)[0])
        return mapview.mapFromScene(QPointF(x, y)).y() < mapview.viewport().height() / 2

    def show_hand(self) -> None:
        ctl = self.host.controller
        if ctl is not None:
            self.box.hide()
            ctl.show_hand()

    def auto_played(self, made: list) -> None:
        """The moves made without asking (one public answer), said in the status bar."""
        from cc_desktop.ui.texts import side_adjective

        if not made or not self.host.controller.seat_ok():
            return  # a pass screen comes: the status bar is cleared (the lines are in the log)
        # the list's separator is the language's ("; ", Greek "· ": its ";" is the question mark)
        text = _tr("; ").join(_tr("{0} player: {1}").format(side_adjective(side), label) for side, label in made[-3:])
        self.said = _tr("Made without asking (the only choice): {0}").format(text)
        # after the words of the move that led to it (the window says them once it is applied)
        QTimer.singleShot(0, lambda: self.host.status.say(self.said, 8000) if self.said else None)


class _Follow(QObject):
    """Keeps the box at the top of the map when the map is resized."""

    def __init__(self, box: PromptBox, target: QWidget):
        super().__init__(box)
        self.box = box
        self.target = target

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if obj is self.target and event.type() == QEvent.Type.Resize and not self.box.isHidden():
            self.box.place()
        return False
