"""Hints for a first game (issue 14 item 7): a small note at the first occurrence of each key
moment - the first hand shown, the first Turn (Orders), the first reaction window, the first
pass screen, the first time Undo is possible - closed with its x, shown once each.

On by default; Help > Show hints turns them off, or on again (then they start over).  Both the
choice and the hints already shown are remembered in QSettings (``hints/show``, ``hints/seen``;
see cc_desktop/ui/languagemenu.py).  A window that never asks (tests, scripts: ``_no_ask``)
shows none unless told (``quiet = False``).

The moments are read from what the window shows, never from the game's state: the seated
player's view (``view.hand``, ``view.pending.kind``, ``view.pending.window``), the Undo action,
the hand-over screen.  The note sits over the map's bottom-left corner, inside the map's own
area, so it never covers the Decision panel (nor any other dock); the pass screen's note sits on
the pass screen.  Listens to the controller's ``shown``, and decides once the window has drawn
the view (the hand-over screen and the Undo action are the window's).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from cc_desktop.ui.fonts import ui_font

SHOW_SETTING = "hints/show"
SEEN_SETTING = "hints/seen"

#: the key moments, in the order of their precedence when several come at once
MOMENTS = ("reaction", "order", "hand", "undo", "pass")

WIDTH = 360  # the note's width (less where the map is narrower)
MARGIN = 12


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


def _settings() -> QSettings:
    return QSettings("cc_desktop", "cc_desktop")


def hints_on() -> bool:
    value = _settings().value(SHOW_SETTING, True)
    return value not in (False, "false", "0", 0)


def seen_hints() -> set[str]:
    value = _settings().value(SEEN_SETTING, "")
    if isinstance(value, (list, tuple)):
        value = ",".join(map(str, value))
    return {k for k in str(value or "").split(",") if k in MOMENTS}


def _keep_seen(seen: set[str]) -> None:
    _settings().setValue(SEEN_SETTING, ",".join(k for k in MOMENTS if k in seen))


def set_hints_on(on: bool) -> None:
    """Help > Show hints; turned on, the hints start over (each shown again at its moment)."""
    settings = _settings()
    settings.setValue(SHOW_SETTING, bool(on))
    if on:
        settings.setValue(SEEN_SETTING, "")


def hint_text(moment: str, view=None) -> str:
    """The note of ``moment`` (rich text), with what the view tells (the Orders of a Turn)."""
    if moment == "hand":
        return _tr("<b>Your hand.</b> Each card is played <i>either</i> for its Order (the big word at the top) "
                   "<i>or</i> for its Action (under the picture). Lit cards can be played now; rest the mouse "
                   "on a dimmed one to read why not.")
    if moment == "order":
        limit = None
        if view is not None and view.side:
            try:
                limit = view.player(view.side).orders
            except (KeyError, AttributeError):
                limit = None
        orders = (_tr("You may give up to {0} Orders this turn.").format(limit) if limit
                  else _tr("You may give several Orders this turn."))
        return (_tr("<b>Your turn.</b> Play a card for its Order, then choose the unit it activates. ") + orders
                + " " + _tr("Then <i>End turn</i>; or <i>Pass</i> without an Order to discard cards. "
                            "One click on a line of the Decision panel commits it."))
    if moment == "reaction" and getattr(getattr(view, "prompt", None), "how", None) == "window":
        # asked in public (the seating policy): the box over the map
        return _tr("<b>A reaction window</b>, asked at the screen as it is: <i>No, continue</i> declines in one "
                   "click; <i>Show my hand</i> passes the screen to you first, to play an Action card in answer. "
                   "The Reactions menu sets at which moments the game asks you.")
    if moment == "reaction":
        return _tr("<b>A reaction window.</b> You may play an Action card now, in answer to your opponent, or "
                   "<i>No, continue</i>. The Reactions menu sets at which moments the game asks you.")
    if moment == "undo":
        return _tr("<b>Undo.</b> Game > Undo takes back your last move, until a card is revealed or drawn "
                   "(every die roll reveals one) or the other player decides.")
    if moment == "pass":
        return _tr("<b>Hotseat.</b> The player who just played looks away now. Only the player named clicks "
                   "the button: nothing of either side's hand shows before.")
    return ""


class HintNote(QFrame):
    """A small note with a close button (x) and "No more hints"."""

    def __init__(self, parent: QWidget, hints: "Hints"):
        super().__init__(parent)
        self.setObjectName("hint_note")
        self.moment: str | None = None
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(self.backgroundRole(), QColor("#fff6cf"))
        pal.setColor(self.foregroundRole(), QColor("#2b2a24"))
        self.setPalette(pal)
        self.setStyleSheet("QFrame#hint_note { background: #fff6cf; border: 1px solid #b59a3a; border-radius: 6px; }")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setFont(ui_font(10))
        self.text.setStyleSheet("color: #2b2a24;")
        self.close_button = QToolButton()
        self.close_button.setText("\u00d7")
        self.close_button.setToolTip(_tr("Close this hint"))
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(lambda: hints.dismiss(self))
        self.off_button = QToolButton()
        self.off_button.setText(_tr("No more hints"))
        self.off_button.setAutoRaise(True)
        self.off_button.setStyleSheet("color: #6b5d22;")
        self.off_button.clicked.connect(lambda: hints.action.setChecked(False))
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.text, 1)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        bottom = QHBoxLayout()
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.addStretch(1)
        bottom.addWidget(self.off_button)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 6, 4)
        box.setSpacing(2)
        box.addLayout(top)
        box.addLayout(bottom)
        self.hide()

    def show_text(self, moment: str, text: str, width: int) -> None:
        self.moment = moment
        self.text.setText(text)
        self.setFixedWidth(width)
        self.adjustSize()
        self.setFixedHeight(self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height())
        self.show()
        self.raise_()


class Hints(QObject):
    """The hints of a window (built with the window as its host; ``attach(controller)``)."""

    def __init__(self, host):
        super().__init__(host)
        self.host = host  # the window: its map (the central widget), hand-over screen, Undo action
        self.quiet: bool | None = None  # None: quiet in a window that never asks (tests, scripts)
        self.note = HintNote(host, self)  # over the map
        self.pass_note = HintNote(host.handover, self)  # on the pass screen
        self.action = QAction(_tr("Show hi&nts"), host)
        self.action.setCheckable(True)
        self.action.setChecked(hints_on())
        self.action.toggled.connect(self.toggled)
        self._view = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.check)
        host.handover.installEventFilter(self)
        host.centralWidget().installEventFilter(self)

    # -- on / off -----------------------------------------------------------------------------
    def active(self) -> bool:
        quiet = getattr(self.host, "_no_ask", False) if self.quiet is None else self.quiet
        return self.action.isChecked() and not quiet

    def toggled(self, on: bool) -> None:
        set_hints_on(on)
        if on:
            self.schedule()
        else:
            self.hide()

    # -- the moments --------------------------------------------------------------------------
    def attach(self, controller) -> None:
        controller.shown.connect(self.shown)

    def shown(self, view) -> None:
        self._view = view
        self.schedule()

    def schedule(self) -> None:
        """Decide once the window has drawn the view (its Undo action, its hand-over screen)."""
        if not self._timer.isActive():
            self._timer.start()

    def moments(self, view) -> list[str]:
        """The key moments the seated player is at now, as the window shows them."""
        if view is None or not self.host.handover.isHidden():
            return []
        found = []
        pending = view.pending
        prompt = getattr(view, "prompt", None)  # a reaction window asked in public (publicprompt.py)
        if (pending is not None and pending.window) or getattr(prompt, "how", None) == "window":
            found.append("reaction")
        if pending is not None and pending.kind == "turn":
            found.append("order")
        if view.hand:
            found.append("hand")
        undo = getattr(self.host, "undo_action", None)
        if undo is not None and undo.isEnabled():
            found.append("undo")
        return found

    def check(self) -> None:
        """Show the first hint not shown yet of the moments now (one at a time: a hint of a
        moment that matters more now takes the place of the one shown); hide a reaction hint
        once its window has passed."""
        view = self._view
        now = self.moments(view)
        note = self.note
        if note.isVisible() and note.moment == "reaction" and "reaction" not in now:
            note.hide()
        if not self.active():
            return
        seen = seen_hints()
        fresh = [m for m in now if m not in seen]
        if not fresh:
            return
        moment = fresh[0]
        if note.isVisible() and MOMENTS.index(note.moment) <= MOMENTS.index(moment):
            return  # the hint shown stays until it is closed
        self.show(moment, view)

    def show(self, moment: str, view=None) -> None:
        seen = seen_hints()
        seen.add(moment)
        _keep_seen(seen)
        if moment == "pass":
            screen = self.host.handover
            width = min(WIDTH + 60, max(200, screen.width() - 2 * MARGIN))
            self.pass_note.show_text(moment, hint_text(moment, view), width)
            self.place(self.pass_note)
            return
        self.note.show_text(moment, hint_text(moment, view), self.note_width())
        self.place(self.note)

    def note_width(self) -> int:
        return max(160, min(WIDTH, self.host.centralWidget().width() - 2 * MARGIN))

    def place(self, note: HintNote) -> None:
        """The map's bottom-left corner (inside the map: never over a dock), or the pass
        screen's bottom centre."""
        if note is self.pass_note:
            screen = self.host.handover
            note.move(max(0, (screen.width() - note.width()) // 2), max(0, screen.height() - note.height() - 3 * MARGIN))
            return
        area = self.host.centralWidget().geometry()  # in the window's coordinates
        if note.width() > area.width() - 2 * MARGIN:
            note.setFixedWidth(self.note_width())
            note.setFixedHeight(note.heightForWidth(note.width()))
        note.move(area.left() + MARGIN, max(area.top(), area.bottom() - note.height() - MARGIN))

    def dismiss(self, note: HintNote | None = None) -> None:
        """A note's x: closed (it was shown: it will not come again); the next moment's hint,
        if one waits, follows."""
        for shown in (note,) if note is not None else (self.note, self.pass_note):
            shown.hide()
        self.schedule()

    def hide(self) -> None:
        self.note.hide()
        self.pass_note.hide()

    # -- the window: its map resized, the pass screen shown -----------------------------------
    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        kind = event.type()
        if obj is self.host.handover:
            if kind == QEvent.Type.Show:
                self.note.hide()  # covered: not shown to the next player
                if self.active() and "pass" not in seen_hints():
                    self.show("pass")
            elif kind == QEvent.Type.Resize and self.pass_note.isVisible():
                self.place(self.pass_note)
            elif kind == QEvent.Type.Hide:
                self.schedule()
        elif kind in (QEvent.Type.Resize, QEvent.Type.Move) and self.note.isVisible():
            self.place(self.note)
        return False


__all__ = ["Hints", "HintNote", "MOMENTS", "hint_text", "hints_on", "seen_hints", "set_hints_on"]
