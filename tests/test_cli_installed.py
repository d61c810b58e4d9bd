"""The command line for an installed player: bundled maps and scenarios by id, `list`, a
description in every --help, progress on long runs, bad numbers refused, no crash where there is
no console or no display."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest

from cc_desktop import cli
from cc_desktop.cli import build_parser, main


def test_maps_and_scenarios_by_id_from_any_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)  # not the checkout: "village" is no file here
    assert main(["los", "village", "C7", "K4"]) == 0
    assert capsys.readouterr().out.startswith("LOS C7 -> K4: range 8, blocked")
    assert main(["check-map", "woods-and-hills", "-q"]) == 0
    assert main(["simulate", "--scenario", "farmland-patrols-1945", "--games", "1", "--quiet", "--json"]) == 0
    assert '"finished": 1' in capsys.readouterr().out


def test_an_unknown_id_names_the_bundled_ones(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["los", "vilage", "C7", "K4"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == ("vilage: no file of that name and no bundled map of that id (bundled maps: farmland, "
                           "village, woods-and-hills; cc-desktop list shows them)")
    assert main(["simulate", "--scenario", "chapel", "--games", "1"]) == 2
    assert "no bundled scenario of that id (bundled scenarios: birch-ridge-1942, chapel-crossroads-1944" \
        in capsys.readouterr().err
    # a file of that name in the folder wins over a bundled id; a path is a path
    assert main(["check-map", "./village.json"]) == 2
    assert "village.json: (top level): file not found" in capsys.readouterr().err


def test_list_shows_scenarios_maps_and_nations_by_id(capsys):
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    for ident in ("chapel-crossroads-1944", "birch-ridge-1942", "village", "woods-and-hills", "germany", "russia"):
        assert f"  {ident} " in out
    assert "test-skirmish" in out and "[for tests]" in out
    assert main(["list", "maps"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("Maps") and "Scenarios" not in out
    assert main(["list", "tanks"]) == 2
    assert "'tanks' is none of scenarios, maps, nations" in capsys.readouterr().err


def test_every_command_and_argument_has_a_description():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    assert set(sub.choices) >= {"play", "list", "los", "check-map", "render-map", "view", "map-template", "import-svg",
                                "check-content", "new-random", "simulate", "replay", "screenshot"}
    helps = {a.dest: a.help for a in sub._choices_actions}
    for name, command in sub.choices.items():
        assert helps.get(name), name
        assert command.description and len(command.description) > 40, name
        for action in command._actions:
            if action.dest != "help":
                assert action.help, f"{name} {action.dest}"


@pytest.mark.parametrize("argv,message", [
    (["simulate", "--games", "-5"], "argument --games: must be at least 1, not -5"),
    (["simulate", "--games", "0"], "argument --games: must be at least 1, not 0"),
    (["simulate", "--games", "many"], "argument --games: 'many' is not a whole number"),
    (["render-map", "village", "--out", "x.png", "--scale", "1000"], "argument --scale: must be from 0.05 to 8, not 1000"),
    (["render-map", "village", "--out", "x.png", "--scale", "nan"], "argument --scale: must be from 0.05 to 8, not nan"),
    (["map-template", "--out", "x.svg", "--columns", "100000"], "argument --columns: must be from 2 to 60"),
    (["screenshot", "--out", "x.png", "--width", "100000"], "argument --width: must be from 320 to 8000"),
    (["los", "village", "C7", "K4", "--smoke", "F5=99"], "--smoke F5=99: expected HEX=VALUE with a hindrance from 1 to 10"),
])
def test_bad_numbers_are_refused_with_the_reason(argv, message, capsys):
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's own refusal
        code = exc.code
    assert code == 2
    assert message in capsys.readouterr().err


@pytest.mark.rule("10.2.1", "10.3.4")
def test_a_marker_off_the_line_is_said_to_have_no_effect(capsys):
    assert main(["los", "village", "C7", "K4", "--smoke", "F5=2", "--blaze", "H6"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["LOS C7 -> K4: range 8, blocked",
                   "  blocked by Building in F5 at (495.4, 535.5) [T82]",
                   "  hindrance 2: Smoke in F5 [10.3.4]",
                   "  Blaze in H6: not on the line from C7 to K4, so it has no effect"]
    assert main(["los", "village", "C7", "K4", "--blaze", "E6", "--smoke", "A1=3", "--json"]) == 0
    import json

    data = json.loads(capsys.readouterr().out)
    assert data["blocked_by"]["feature"] == "blaze" and data["blocked_by"]["rule"] == "10.2.1"
    assert data["markers_off_the_line"] == [{"marker": "smoke", "hex": "A1"}]


def test_progress_on_a_long_run(monkeypatch, capsys):
    clock = iter(range(0, 100, 2))  # every game seems to take two seconds
    monkeypatch.setattr(cli.time, "monotonic", lambda: next(clock))
    assert main(["simulate", "--games", "3", "--seed", "1"]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err == ["simulate: 1/3 games, 0 error(s), 2 s", "simulate: 2/3 games, 0 error(s), 4 s",
                   "simulate: 3/3 games, 0 error(s), 6 s"]
    assert main(["simulate", "--games", "2", "--seed", "1", "--quiet"]) == 0
    assert capsys.readouterr().err == ""


def test_no_crash_without_a_console(monkeypatch, capsys):
    """A windowed build (Windows, no console) has no sys.stdout: commands that print still work."""
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    assert main(["new-random", "--seed", "7"]) == 0
    assert main(["check-content", "--quiet"]) == 0
    assert main(["los", "nowhere", "A1", "A2"]) == 2


def test_a_reader_that_leaves_early_is_no_error(tmp_path):
    """`cc-desktop los ... --json | head -1`: no BrokenPipeError traceback."""
    proc = subprocess.run(f"{sys.executable} -m cc_desktop los village C7 K4 --json | head -1", shell=True,
                          capture_output=True, text=True, timeout=120)
    assert proc.stdout == "{\n" and "Traceback" not in proc.stderr, proc.stderr


def test_no_display_gives_a_clear_message_not_a_qt_abort():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    if not sys.platform.startswith("linux"):
        pytest.skip("only Linux may lack a display")
    for argv in ([], ["view"], ["play", "chapel-crossroads-1944"]):
        proc = subprocess.run([sys.executable, "-m", "cc_desktop", *argv], env=env, capture_output=True, text=True,
                              timeout=120)
        assert proc.returncode == 2, (argv, proc.stderr)
        assert "needs a graphical desktop" in proc.stderr and "xcb" not in proc.stderr, proc.stderr
    proc = subprocess.run([sys.executable, "-m", "cc_desktop", "los", "village", "A1", "B2"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0  # the commands without a window work anywhere


def test_streams_fix_keeps_real_streams(monkeypatch):
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    cli._streams()
    assert sys.stdout is out
