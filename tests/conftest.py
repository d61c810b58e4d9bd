"""Test configuration shared by all tests.

Qt tests run without a screen: the offscreen platform is chosen before any Qt import."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def _user_data_in_tmp(tmp_path, monkeypatch):
    """Autosaves go to a temporary folder, never into the user's data folder."""
    monkeypatch.setenv("CC_DESKTOP_DATA", str(tmp_path / "user-data"))
