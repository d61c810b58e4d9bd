"""Test configuration shared by all tests.

Qt tests run without a screen: the offscreen platform is chosen before any Qt import.

Rules tests carry the rules they check: ``@pytest.mark.rule("T88.4.1", "10.3")``.  Run one rule's
tests (with its sub-rules) with ``pytest --rule T88`` (several: ``--rule T88,O20.3``); the rule ids
are keywords of the tests as well, so ``pytest -k T88.4`` finds them too (``-k`` matches parts of
words: ``-k T8`` would also take T88; ``--rule`` matches whole rule numbers).

The tests run in a random order (``-p random_order --random-order`` in pyproject.toml); the seed
is printed at the end.  Repeat an order with ``--random-order-seed=N``; run in file order with
``-p no:random_order``."""

from __future__ import annotations

import gc
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_data_in_tmp(tmp_path, monkeypatch):
    """Autosaves and the LOS disk cache go to a temporary folder, never into the user's folders;
    the program speaks English whatever the machine's language (``cc-desktop screenshot`` run in
    the test process installs the system language's translation, $CC_DESKTOP_LANG or $LANG, for
    good)."""
    monkeypatch.setenv("CC_DESKTOP_DATA", str(tmp_path / "user-data"))
    monkeypatch.setenv("CC_DESKTOP_CACHE_DIR", str(tmp_path / "cache"))  # the LOS disk cache
    monkeypatch.setenv("CC_DESKTOP_LANG", "en")
    # the programs the tests start read no settings of the machine (a language chosen there)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def pytest_configure(config):
    """The window's saved layout (QSettings) is read and written in a folder of the test run,
    never the player's (on Linux; elsewhere the windows of the tests never save or restore it)."""
    import shutil
    import tempfile

    from PySide6.QtCore import QSettings

    folder = tempfile.mkdtemp(prefix="cc-desktop-tests-settings-")
    config.add_cleanup(lambda: shutil.rmtree(folder, ignore_errors=True))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, folder)


# ----------------------------------------------------------------------------------------------
# Each test leaves the Qt application as it found it
# ----------------------------------------------------------------------------------------------
def _qt_app():
    if "PySide6.QtWidgets" not in sys.modules:
        return None
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()


def _address(obj) -> int:
    import shiboken6

    return shiboken6.getCppPointer(obj)[0]


def _qt_state(app) -> dict:
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    state = {"windows": {_address(w) for w in QApplication.topLevelWidgets()},
             "translators": {_address(t) for t in app.findChildren(QTranslator)},
             "font": QApplication.font(), "style_sheet": app.styleSheet()}
    rulebook = sys.modules.get("cc_desktop.ui.rulebook")
    if rulebook is not None:
        state["content_language"] = rulebook.content_language()
    return state


def _flush_deletions() -> None:
    """Delete now what was handed to deleteLater(): outside an event loop Qt keeps it (a window
    closed by qtbot stays among QApplication.topLevelWidgets(), with its cards, menus and
    dialogs)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(2):
        gc.collect()  # Python wrappers in reference cycles (slots, lambdas) keep their widgets
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


#: every this many tests the collector looks at the whole heap again (gc.unfreeze); in between it
#: looks only at what the running test made (see _collector_turn)
FULL_COLLECTION_EVERY = 150
_tests_run = [0]


def _collector_turn() -> None:
    """What the earlier tests left is frozen (``gc.freeze``) before each test: the collections the
    test triggers, and its teardown's, look only at what it made.  The heap of a whole run (the
    engines' and maps' caches, the hypothesis database) holds millions of objects; a full
    collection of it took 0.5-1 s, and the teardown of each window test made two to four (3,000
    tests: several minutes of the CI run).  Garbage an earlier test left in reference cycles is
    freed at the next full collection, every FULL_COLLECTION_EVERY tests."""
    _tests_run[0] += 1
    if _tests_run[0] % FULL_COLLECTION_EVERY == 0:
        gc.unfreeze()
        gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def _qt_state_restored():
    """A test leaves no window behind (closed or not), no translator installed, no other
    application font or style sheet and no other language for the card and rule texts, so the
    tests pass in any order.  (The privacy scan of tests/ui/test_privacy.py looks at every
    top-level window and the cards in it: a window left by an earlier game of the same scenario
    and seed shows the same cards.)"""
    _collector_turn()
    app = _qt_app()
    before = _qt_state(app) if app is not None else {"windows": set(), "translators": set()}
    yield
    app = _qt_app()
    if app is None:
        return
    from PySide6.QtCore import QTranslator
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    if any(_address(w) not in before["windows"] for w in QApplication.topLevelWidgets()):
        _flush_deletions()  # (a window of this test, closed or not)
        left = [w for w in QApplication.topLevelWidgets()
                if w.parent() is None and _address(w) not in before["windows"]]
        for w in left:
            w.hide()  # not close(): a window with unsaved play would ask
            w.deleteLater()
        if left:
            _flush_deletions()
    translators = [t for t in app.findChildren(QTranslator) if _address(t) not in before["translators"]]
    for t in translators:
        app.removeTranslator(t)
        t.deleteLater()
    if translators:
        _flush_deletions()
    while QGuiApplication.overrideCursor() is not None:
        QGuiApplication.restoreOverrideCursor()
    if "font" in before and QApplication.font() != before["font"]:
        QApplication.setFont(before["font"])
    if "style_sheet" in before and app.styleSheet() != before["style_sheet"]:
        app.setStyleSheet(before["style_sheet"])
    rulebook = sys.modules.get("cc_desktop.ui.rulebook")
    if rulebook is not None:
        rulebook.set_content_language(before.get("content_language"))
    imagecache = sys.modules.get("cc_desktop.ui.imagecache")
    if imagecache is not None:  # its pictures hold the fonts of the test that drew them
        imagecache.PIECES.forget()


# ----------------------------------------------------------------------------------------------
# Selecting tests by rule: --rule T88 and -k T88
# ----------------------------------------------------------------------------------------------
def pytest_addoption(parser):
    parser.addoption(
        "--rule", action="append", default=[], metavar="ID[,ID...]",
        help="run only the tests marked with these rules (@pytest.mark.rule) or their sub-rules: "
             "--rule T88 selects T88, T88.4 and T88.4.1, not T8 or T881; several: --rule T88,O20.3 "
             "or --rule T88 --rule O20.3")


def rule_ids(item) -> list[str]:
    """The rule ids of a test's ``rule`` markers (the test's own, its class's and its module's)."""
    return [str(arg) for mark in item.iter_markers("rule") for arg in mark.args]


def parse_rule_option(values: list[str]) -> list[str]:
    """``["T88,o20.3", " 10.3. "]`` -> ``["T88", "O20.3", "10.3"]``."""
    wanted = [part.strip().rstrip(".").upper() for value in values for part in value.split(",")]
    return [w for w in wanted if w]


def rule_matches(rule: str, wanted: str) -> bool:
    """``rule`` is ``wanted`` or one of its sub-rules (T88.4.1 is under T88, T881 is not)."""
    rule = rule.upper()
    return rule == wanted or rule.startswith(wanted + ".")


def pytest_collection_modifyitems(config, items):
    for item in items:
        for rule in rule_ids(item):
            item.extra_keyword_matches.add(rule)  # -k T88.4.1
    values = config.getoption("rule")
    if not values:
        return
    wanted = parse_rule_option(values)
    if not wanted:
        raise pytest.UsageError("--rule needs a rule id, e.g. --rule T88")
    keep, drop = [], []
    for item in items:
        ok = any(rule_matches(rule, w) for rule in rule_ids(item) for w in wanted)
        (keep if ok else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


# ----------------------------------------------------------------------------------------------
# The random order's seed, at the end of the report (``-q`` hides the header that names it)
# ----------------------------------------------------------------------------------------------
def pytest_terminal_summary(terminalreporter, config):
    if not config.pluginmanager.hasplugin("random_order"):
        return
    from random_order.config import Config

    plugin = Config(config)
    if plugin.is_enabled and plugin.bucket_type != "none":
        terminalreporter.write_line(f"tests ran in a random order: --random-order-bucket={plugin.bucket_type} "
                                    f"--random-order-seed={plugin.seed} repeats it")
