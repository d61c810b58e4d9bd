"""The log dock's list: a line lights what it names while the mouse rests on it, and its rule id
("1.9.1: ...") is a link to the rule's text."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyle, QStyleOptionViewItem


class LogList(QListWidget):
    """``hovered(item)`` when the mouse enters a line, ``left()`` when it leaves the lines (to
    the list's empty part or out of the list), ``rule_clicked(rule)`` on a click on a line's
    rule id."""

    hovered = Signal(object)
    left = Signal()
    rule_clicked = Signal(str)

    #: the data role holding a line's rule id
    RULE_ROLE = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setMouseTracking(True)
        self._over: QListWidgetItem | None = None

    def rule_rect(self, item: QListWidgetItem) -> QRect:
        """Where the line's rule id is drawn (empty without one): the start of its first line."""
        rule = item.data(self.RULE_ROLE)
        if not rule:
            return QRect()
        opt = QStyleOptionViewItem()
        self.initViewItemOption(opt)
        opt.rect = self.visualItemRect(item)
        opt.text = item.text()
        opt.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        text = self.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, self)
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
        fm = self.fontMetrics()
        block = fm.boundingRect(text.adjusted(margin, 0, -margin, 0),
                                int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), item.text())
        top = text.top() + max(0, (text.height() - block.height()) // 2)
        width = fm.horizontalAdvance(f"{rule}:")
        return QRect(text.left(), top - 2, width + margin + 4, fm.height() + 4)

    def _rule_at(self, pos: QPoint) -> str | None:
        item = self.itemAt(pos)
        if item is not None and self.rule_rect(item).contains(pos):
            return item.data(self.RULE_ROLE)
        return None

    def _set_over(self, item: QListWidgetItem | None) -> None:
        if item is self._over:
            return
        self._over = item
        if item is None:
            self.left.emit()
        else:
            self.hovered.emit(item)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt API
        pos = event.position().toPoint()
        self._set_over(self.itemAt(pos))
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

    def clear(self) -> None:
        self._set_over(None)
        super().clear()


__all__ = ["LogList"]
