"""The anchor of the start-up benchmark (benchmarks/ui.py --startup): a bare PySide6 QMainWindow,
started as a process like ``python -m cc_desktop``, the same size as the game window; it prints
``cc-desktop-trace first-frame-window SECONDS`` (``time.monotonic()``) when its first frame has
been drawn, exactly as cc_desktop.ui.launch marks the game window's, and quits."""

import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


class FirstPaint(QObject):
    def eventFilter(self, obj, event):  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, done)
        return False


def done():
    print(f"cc-desktop-trace first-frame-window {time.monotonic():.6f}", flush=True)
    app.quit()


app = QApplication(sys.argv[:1])
win = QMainWindow()
win.setWindowTitle("bare")
win.resize(1500, 950)
watch = FirstPaint()
win.installEventFilter(watch)
win.show()
sys.exit(app.exec())
