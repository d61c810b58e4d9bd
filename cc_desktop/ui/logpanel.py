"""The log panel (issue 13): the game's log as models that grow, and the list that shows them.

Nothing here costs more as the game grows:

* :class:`LogModel` is every line of the game's log, one row per event, read through the view of
  the side shown (``game.view(side).log``, :class:`cc_desktop.rules.view.SideLog`): a line that
  side may not see is never read out of it.  After a move it inserts the move's new lines in one
  batch; after an undo it removes exactly the lines the engine took back (:meth:`LogModel.sync`).
  A line is read and put into words (with that side's names) only when a view asks for it
  (``data()``): a save's log stays unread text until someone looks
  (``cc_desktop.rules.saves.EventLog``), and its words are kept once made.
* :class:`SeatFilter` is the filter in front of it: the lines the player at the screen may see,
  as the engine says (``GameEvent.visible``); the window never judges a line itself.  Only the
  newest lines are loaded (:data:`CHUNK` visible lines, found by reading back from the end);
  the list loads earlier ones when it is scrolled to its top.  A change of the seated player is
  one reset of this filter, never a rebuilding line by line.
* :class:`LogView` is the list: a line lights what it names while the mouse rests on it, a click
  on its rule id ("1.9.1: ...") opens the rule, a double-click opens the rules; it scrolls once
  per batch of new lines.
"""

from __future__ import annotations

from bisect import bisect_left

from PySide6.QtCore import (QAbstractListModel, QCoreApplication, QEvent, QModelIndex, QPersistentModelIndex, QPoint,
                            QRect, Qt, QTimer, Signal)
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from cc_desktop.ui.showsteps import NEXT_TURN_MS

#: visible lines loaded at a reset, and loaded again each time the list is scrolled to its top
CHUNK = 40

EVENT_ROLE = Qt.ItemDataRole.UserRole  # the line's GameEvent
RULE_ROLE = Qt.ItemDataRole.UserRole + 1  # the line's rule id (None without one)


def _tr(text: str) -> str:
    # the window's own strings, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


class LogModel(QAbstractListModel):
    """Every line of the game's log, in order, as the side shown may see it; ``data()`` reads a
    line when asked."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._game = None
        self._side: str | None = None  # the side whose view the lines are read through
        self._view = None  # that side's view (its names)
        self._log = None  # and its log (a SideLog)
        self._rows = 0
        self._texts: dict[int, str] = {}  # row -> the line in words, made when first shown
        self._sizes: dict[int, tuple[int, QSize]] = {}  # row -> (width, its size in the list)
        #: side -> (its words, its sizes): each side's lines are put into words with its own names
        self._caches: dict = {None: (self._texts, self._sizes)}

    @property
    def game(self):
        return self._game

    def set_game(self, game) -> None:
        """A new or opened game (or the same one, to be read again): one reset."""
        self.beginResetModel()
        self._game = game
        self._view = game.view(self._side) if game is not None else None
        self._log = self._view.log if game is not None else None
        self._rows = len(self._log) if game is not None else 0
        self._caches = {}
        self._texts, self._sizes = self._caches.setdefault(self._side, ({}, {}))
        self.endResetModel()

    def set_side(self, side: str | None) -> None:
        """Read the lines through ``side``'s view from now on (the seat filter's player); each
        side's lines keep their own words (made with that side's names)."""
        if side == self._side:
            return
        self._side = side
        if self._game is not None:
            self._view = self._game.view(side)
            self._log = self._view.log
        self._texts, self._sizes = self._caches.setdefault(side, ({}, {}))

    def sync(self) -> None:
        """Follow the game's log: the new lines in one insertion, or the lines an undo took back
        removed (the lines before them are the same events: the engine replays exactly)."""
        n = len(self._log) if self._game is not None else 0
        if n > self._rows:
            self.beginInsertRows(QModelIndex(), self._rows, n - 1)
            self._rows = n
            self.endInsertRows()
        elif n < self._rows:
            self.beginRemoveRows(QModelIndex(), n, self._rows - 1)
            for texts, sizes in self._caches.values():
                for cache in (texts, sizes):
                    for r in [r for r in cache if r >= n]:
                        del cache[r]
            self._rows = n
            self.endRemoveRows()

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else self._rows

    def line_event(self, row: int):
        """The event of line ``row`` (read from the save's text the first time); None for a line
        the side shown may not see."""
        return self._log.line(row)

    def visible(self, row: int, side: str | None) -> bool:
        """Whether ``side`` may see line ``row``: the engine's answer (``GameEvent.visible``,
        through that side's view)."""
        self.set_side(side)
        return self._log.visible(row)

    def line_text(self, row: int) -> str:
        text = self._texts.get(row)
        if text is None:
            text = self._texts[row] = line_words(self.line_event(row), self._view)
        return text

    def cached_size(self, row: int, width: int) -> QSize | None:
        """Line ``row``'s size in a list ``width`` wide, if measured (:class:`LineDelegate`)."""
        kept = self._sizes.get(row)
        return QSize(kept[1]) if kept is not None and kept[0] == width else None

    def keep_size(self, row: int, width: int, size: QSize) -> None:
        self._sizes[row] = (width, QSize(size))

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        return self.data_at(index.row(), role)

    def data_at(self, row: int, role):
        if not 0 <= row < self._rows:
            return None
        event = self.line_event(row)
        if event is None:  # a line the side shown may not see: nothing of it
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.line_text(row)
        if role == EVENT_ROLE:
            return event
        if role == RULE_ROLE:
            return event.message.rule or None
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(event.message.rule)
        return None

    def flags(self, index):
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable if index.isValid() else Qt.ItemFlag.NoItemFlags


def line_words(event, view) -> str:
    """A log line in words, in the window's language, as it was when written: the units it
    names as they were then (:class:`AsLogged`), never as they are now; a log line speaks of
    the past, so no "(hex now)" after a unit's name either."""
    from cc_desktop.ui.texts import message_text

    return message_text(event.message, game=as_logged(view, event), where=False)


def as_logged(view, event):
    """``view`` naming the units of ``event`` as they were when it was written (the facts the
    engine kept in the line, :func:`cc_desktop.rules.game.unit_facts`); the view itself for a
    line without them (an older save's)."""
    from cc_desktop.rules.game import unit_facts

    facts = unit_facts(event)
    if not facts:
        return view
    if event.message.code in SAYS_IT_BREAKS:
        # "Rifle Squad breaks": the line says it; the unit is named as it was before the line
        named = event.message.args.get("unit")
        if named in facts:
            facts[named] = (facts[named][0], False)
    return AsLogged(view, facts)


#: the lines whose words say that their "unit" breaks (it is broken as the line is written)
SAYS_IT_BREAKS = frozenset({"unit_broken"})


class AsLogged:
    """A player's view that names some units as they were when a log line was written: its
    ``unit(id)`` is the unit with its hex and broken side of then (:class:`UnitThen`); anything
    else is the view's own.  A unit the view does not show now (one of a hidden set-up) stays
    unshown: the facts of then never name more than the view does."""

    __slots__ = ("_view", "_facts")

    def __init__(self, view, facts: dict):
        self._view = view
        self._facts = facts

    def unit(self, unit_id: str):
        u = self._view.unit(unit_id)
        then = self._facts.get(unit_id) if u is not None else None
        return u if then is None else UnitThen(u, *then)

    def __getattr__(self, name: str):
        return getattr(self._view, name)


class UnitThen:
    """A unit as a log line found it: its hex and whether it was broken then; the rest (its
    type, side, id) is the unit's, which never change."""

    __slots__ = ("_unit", "hex", "broken")

    def __init__(self, unit, hex_id: str | None, broken: bool):
        self._unit = unit
        self.hex = hex_id
        self.broken = broken

    def __getattr__(self, name: str):
        return getattr(self._unit, name)


def tooltip(rule: str | None) -> str:
    """A line's tooltip: its rule's text (with how to open it), or its rule id."""
    from cc_desktop.ui.rulebook import rule_html

    if not rule:
        return ""
    html = rule_html(rule)
    if html:
        return (html + "<br><i>" + _tr("Click the rule number for its text.") + " "
                + _tr("Double-click for the rules.") + "</i>")
    return _tr("Rule {0}").format(rule)


class SeatFilter(QAbstractListModel):
    """The filter in front of a :class:`LogModel`: the lines ``viewer`` may see, the newest
    ones loaded (:meth:`load_earlier` for more).  Rows are source rows, ascending."""

    def __init__(self, source: LogModel, parent=None, chunk: int = CHUNK):
        super().__init__(parent)
        self.source = source
        self.chunk = chunk
        self._viewer: str | None = None
        self._rows: list[int] = []  # the source rows shown
        self._first = 0  # source rows before this one are not looked at yet
        source.rowsInserted.connect(self._inserted)
        source.rowsRemoved.connect(self._removed)
        source.modelReset.connect(self.reload)

    # -- what is shown -----------------------------------------------------------------------
    @property
    def viewer(self) -> str | None:
        return self._viewer

    def set_viewer(self, viewer: str | None, reload: bool = True) -> None:
        """Another player at the screen: one reset, the newest lines he may see loaded
        (``reload=False``: the source's own reset, coming next, does it)."""
        self._viewer = viewer
        self.source.set_side(viewer)
        if reload:
            self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        self._first = self.source.rowCount()
        self._rows = self._collect(self.chunk)
        self.endResetModel()

    def can_load_earlier(self) -> bool:
        return self._first > 0

    def load_earlier(self, count: int | None = None) -> int:
        """Load up to ``count`` more of the earlier lines (inserted at the top); how many."""
        rows = self._collect(count or self.chunk)
        if rows:
            self.beginInsertRows(QModelIndex(), 0, len(rows) - 1)
            self._rows[:0] = rows
            self.endInsertRows()
        return len(rows)

    def load_all(self) -> None:
        while self.can_load_earlier():
            self.load_earlier()

    def trim(self, keep: int | None = None) -> None:
        """Unload the oldest rows beyond ``keep`` (the list is at its bottom: nobody reads them)."""
        keep = keep or self.chunk
        cut = len(self._rows) - keep
        if cut <= 0:
            return
        self.beginRemoveRows(QModelIndex(), 0, cut - 1)
        self._first = self._rows[cut]
        del self._rows[:cut]
        self.endRemoveRows()

    def _collect(self, count: int) -> list[int]:
        """Up to ``count`` visible source rows before ``_first``, read back from it (reading at
        most a few times ``count`` lines, so a long run of lines hidden from the viewer never
        makes one call long: the next call goes on)."""
        found: list[int] = []
        row = self._first - 1
        stop = max(-1, row - 8 * count)
        while row > stop and len(found) < count:
            if self.source.visible(row, self._viewer):
                found.append(row)
            row -= 1
        self._first = row + 1
        found.reverse()
        return found

    # -- following the source ----------------------------------------------------------------
    def _inserted(self, parent, first: int, last: int) -> None:
        new = [r for r in range(first, last + 1) if self.source.visible(r, self._viewer)]
        if first < self._first:  # lines inserted above the loaded ones: not in any game, but sound
            self._first += last - first + 1
        if not new:
            return
        at = bisect_left(self._rows, first)
        shift = last - first + 1
        self._rows[at:] = [r + shift for r in self._rows[at:]]
        self.beginInsertRows(QModelIndex(), at, at + len(new) - 1)
        self._rows[at:at] = new
        self.endInsertRows()

    def _removed(self, parent, first: int, last: int) -> None:
        count = last - first + 1
        i, j = bisect_left(self._rows, first), bisect_left(self._rows, last + 1)
        if j > i:
            self.beginRemoveRows(QModelIndex(), i, j - 1)
            del self._rows[i:j]
            self.endRemoveRows()
        self._rows[i:] = [r - count for r in self._rows[i:]]
        if self._first > last:
            self._first -= count
        elif self._first > first:
            self._first = first

    # -- the model ---------------------------------------------------------------------------
    def source_row(self, row: int) -> int:
        return self._rows[row]

    def row_of(self, source_row: int) -> int | None:
        i = bisect_left(self._rows, source_row)
        return i if i < len(self._rows) and self._rows[i] == source_row else None

    def cached_size(self, row: int, width: int) -> QSize | None:
        return self.source.cached_size(self._rows[row], width) if 0 <= row < len(self._rows) else None

    def keep_size(self, row: int, width: int, size: QSize) -> None:
        if 0 <= row < len(self._rows):
            self.source.keep_size(self._rows[row], width, size)

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        return self.source.data_at(self._rows[index.row()], role)

    def flags(self, index):
        return self.source.flags(index)


class LineDelegate(QStyledItemDelegate):
    """Draws a line as the list always did; its height (word-wrapped) is measured once for a
    width and kept by the model, so laying the list out again after a batch of new lines costs
    only the new lines."""

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 - Qt API
        model = index.model()
        if not hasattr(model, "cached_size"):
            return super().sizeHint(option, index)
        width = option.rect.width()
        size = model.cached_size(index.row(), width)
        if size is None:
            size = super().sizeHint(option, index)
            model.keep_size(index.row(), width, size)
        return size


class LogLine:
    """One row of the list, by its place in the model (what tests and the window's hover and
    double-click handlers read): ``text()``, ``toolTip()``, ``data(role)``."""

    def __init__(self, index: QModelIndex):
        self._index = QPersistentModelIndex(index)

    def index(self) -> QModelIndex:
        return QModelIndex(self._index)

    def row(self) -> int:
        return self._index.row()

    def data(self, role):
        return self._index.data(role)

    def text(self) -> str:
        return self._index.data(Qt.ItemDataRole.DisplayRole) or ""

    def toolTip(self) -> str:  # noqa: N802 - like QListWidgetItem
        return self._index.data(Qt.ItemDataRole.ToolTipRole) or ""


def _index(line) -> QModelIndex:
    return line.index() if isinstance(line, LogLine) else QModelIndex(line)


class LogView(QListView):
    """The log's list.  ``hovered(line)`` when the mouse enters a line, ``left()`` when it leaves
    the lines (to the list's empty part or out of the list), ``rule_clicked(rule)`` on a click on
    a line's rule id, ``opened(line)`` on a double-click."""

    hovered = Signal(object)
    left = Signal()
    rule_clicked = Signal(str)
    opened = Signal(object)

    RULE_ROLE = RULE_ROLE

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setMouseTracking(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # the scroll bar always there: the lines are word-wrapped, and a scroll bar appearing once
        # they were laid out made the list lay every line out again, narrower (issue 13: twice the
        # time in the frame that shows an opened game)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setItemDelegate(LineDelegate(self))
        self._over: QPersistentModelIndex | None = None
        self._loading = False
        self._follow = True  # at the newest line: stays there when the lines re-wrap or grow
        self.doubleClicked.connect(lambda index: self.opened.emit(LogLine(index)))
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)

    def setModel(self, model) -> None:  # noqa: N802 - Qt API
        old = self.model()
        if old is not None:
            for signal, slot in ((old.rowsInserted, self._rows_inserted), (old.modelAboutToBeReset, self._unhover),
                                 (old.modelReset, self._was_reset), (old.rowsAboutToBeRemoved, self._unhover)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        super().setModel(model)
        model.rowsInserted.connect(self._rows_inserted)
        model.modelAboutToBeReset.connect(self._unhover)
        model.rowsAboutToBeRemoved.connect(self._unhover)
        model.modelReset.connect(self._was_reset)

    # -- the lines, as a list widget offers them -------------------------------------------
    def count(self) -> int:
        return self.model().rowCount() if self.model() is not None else 0

    def item(self, row: int) -> LogLine:
        return LogLine(self.model().index(row, 0))

    def visualItemRect(self, line) -> QRect:  # noqa: N802 - like QListWidget
        return self.visualRect(_index(line))

    def scrollToItem(self, line) -> None:  # noqa: N802 - like QListWidget
        self.scrollTo(_index(line))

    # -- scrolling: once per batch; earlier lines when the top is reached ---------------------
    def _rows_inserted(self, parent, first: int, last: int) -> None:
        if self._loading:
            return
        self._follow = True
        self.scrollToBottom()  # the batch of one move: one layout, one scroll
        model = self.model()
        if hasattr(model, "trim") and model.rowCount() > 2 * model.chunk:
            QTimer.singleShot(0, self, self._trim)

    def _trim(self) -> None:
        model = self.model()
        bar = self.verticalScrollBar()
        if hasattr(model, "trim") and bar.value() == bar.maximum():  # nobody is reading above
            model.trim()
            self.scrollToBottom()

    def _was_reset(self) -> None:
        self._follow = True
        # laid out (every line measured, word-wrapped) at the next turn of the event loop, not in
        # the one that puts a newly opened game in the window (benchmarks/ui.py --startup, s5)
        QTimer.singleShot(NEXT_TURN_MS, self, self._newest_after_reset)

    def _newest_after_reset(self) -> None:
        if self._follow:
            self.scrollToBottom()
        QTimer.singleShot(NEXT_TURN_MS, self, self._fill)

    def _fill(self) -> None:
        """Too few lines to scroll (a tall list, lines hidden from the viewer): load earlier ones."""
        model = self.model()
        if model is not None and hasattr(model, "can_load_earlier") and model.can_load_earlier() \
                and self.verticalScrollBar().maximum() == 0:
            self._load_earlier()

    def _range_changed(self, low: int, high: int) -> None:
        if self._follow and not self._loading:  # the newest line stays in view (a resize, a re-wrap)
            self.verticalScrollBar().setValue(high)

    def _scrolled(self, value: int) -> None:
        self._follow = value == self.verticalScrollBar().maximum()
        model = self.model()
        if value == self.verticalScrollBar().minimum() and hasattr(model, "can_load_earlier") \
                and model.can_load_earlier() and not self._loading:
            QTimer.singleShot(0, self, self._load_earlier)

    def _load_earlier(self) -> None:
        model = self.model()
        if self._loading or not hasattr(model, "can_load_earlier") or not model.can_load_earlier():
            return
        top = self.indexAt(QPoint(2, 2))
        keep = QPersistentModelIndex(top) if top.isValid() else None
        offset = self.visualRect(top).top() if top.isValid() else 0
        self._loading = True
        try:
            added = model.load_earlier()
        finally:
            self._loading = False
        if added and keep is not None and keep.isValid():  # the line at the top stays in its place
            self.scrollTo(QModelIndex(keep), QAbstractItemView.ScrollHint.PositionAtTop)
            bar = self.verticalScrollBar()
            bar.setValue(bar.value() - offset)
        if added:
            QTimer.singleShot(0, self, self._fill)

    # -- the mouse ---------------------------------------------------------------------------
    def rule_rect(self, line) -> QRect:
        """Where the line's rule id is drawn (empty without one): the start of its first line."""
        index = _index(line)
        rule = index.data(RULE_ROLE) if index.isValid() else None
        if not rule:
            return QRect()
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        opt = QStyleOptionViewItem()
        self.initViewItemOption(opt)
        opt.rect = self.visualRect(index)
        opt.text = text
        opt.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        box = self.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, self)
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
        fm = self.fontMetrics()
        block = fm.boundingRect(box.adjusted(margin, 0, -margin, 0),
                                int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), text)
        top = box.top() + max(0, (box.height() - block.height()) // 2)
        width = fm.horizontalAdvance(f"{rule}:")
        return QRect(box.left(), top - 2, width + margin + 4, fm.height() + 4)

    def _rule_at(self, pos: QPoint) -> str | None:
        index = self.indexAt(pos)
        if index.isValid() and self.rule_rect(index).contains(pos):
            return index.data(RULE_ROLE)
        return None

    def _set_over(self, index: QModelIndex | None) -> None:
        if index is not None and not index.isValid():
            index = None
        if index is None and self._over is None:
            return
        if index is not None and self._over is not None and self._over.isValid() and QModelIndex(self._over) == index:
            return
        self._over = QPersistentModelIndex(index) if index is not None else None
        if index is None:
            self.left.emit()
        else:
            self.hovered.emit(LogLine(index))

    def _unhover(self, *args) -> None:
        self._set_over(None)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt API
        pos = event.position().toPoint()
        self._set_over(self.indexAt(pos))
        if self._rule_at(pos):
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.viewport().unsetCursor()
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt API
        rule = self._rule_at(event.position().toPoint()) if event.button() == Qt.MouseButton.LeftButton else None
        super().mousePressEvent(event)
        if rule:
            self.rule_clicked.emit(rule)

    def leaveEvent(self, event) -> None:  # noqa: N802 - Qt API
        self._set_over(None)
        self.viewport().unsetCursor()
        super().leaveEvent(event)

    def viewportEvent(self, event) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Leave:
            self._set_over(None)
        return super().viewportEvent(event)


__all__ = ["CHUNK", "EVENT_ROLE", "RULE_ROLE", "AsLogged", "LogLine", "LogModel", "LogView", "SeatFilter", "UnitThen",
           "as_logged", "line_words", "tooltip"]
