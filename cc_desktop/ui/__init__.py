"""The Qt user interface: the map painter, the map scene and the windows.

Importing this package first checks for a PySide6 defect: the shiboken6 6.12.0 wheels (abi3)
return ``None`` from every void method (``QPen.setWidthF``, ``QPainterPath.lineTo`` ...)
without taking a reference to it.  On CPython 3.12+ ``None`` is immortal and nothing happens;
on CPython 3.11 each such call drops one reference, and after a few thousand calls the
interpreter aborts with "Fatal Python error: none_dealloc".  If the defect is present we make
``None`` immortal the way CPython 3.12 does (a huge reference count), so the program runs.
"""

from __future__ import annotations

import ctypes
import sys

# CPython 3.12's immortal reference count is about 2**32; anything far above the number of Qt
# calls a session makes will do.
_NONE_REFCOUNT_BOOST = 1 << 40


def pyside_drops_none_references() -> bool:
    """True if a void PySide6 method call drops a reference to ``None`` (see module docstring)."""
    if sys.version_info >= (3, 12):
        return False  # None is immortal: its reference count does not matter
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(16):
        point.setX(0.0)
    return sys.getrefcount(None) < before


def _guard_none_refcount() -> bool:
    if sys.implementation.name != "cpython" or not pyside_drops_none_references():
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += _NONE_REFCOUNT_BOOST
    return True


NONE_REFCOUNT_GUARDED = _guard_none_refcount()
