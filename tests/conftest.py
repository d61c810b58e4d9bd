"""Test configuration shared by all tests.

Qt tests run without a screen: the offscreen platform is chosen before any Qt import."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
