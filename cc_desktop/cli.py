"""The ``cc-desktop`` command.

``cc-desktop`` alone opens the game window with the New game dialog.  ``cc-desktop --help`` lists
the subcommands and ``cc-desktop COMMAND --help`` explains each one.  Maps and scenarios are
named by the id of a bundled one (``village``, ``chapel-crossroads-1944``: ``cc-desktop list``
shows them) or by a file path.

Errors in the user's input (a broken file, an unknown hex) are printed as one line per problem,
``file: path.to.field: reason``, and the command exits with status 2; it never shows a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

# NumPy works on small arrays here (LOS, map drawing): OpenBLAS threads only cost CPU
# (docs/map-format.md); set before anything imports NumPy
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from cc_desktop import __version__  # noqa: E402

EXIT_OK = 0
EXIT_USAGE = 2  # bad input: invalid map, unknown hex, unreadable file
DEFAULT_MAP = "village"  # what `cc-desktop view` opens


class InputError(Exception):
    """A command-line argument that names nothing usable (one line for the user)."""


def _fail(message: str) -> int:
    from cc_desktop.fileio import clip

    print(clip(message, 2000), file=sys.stderr)
    return EXIT_USAGE


def _bundled(kind: str) -> dict[str, Path]:
    if kind == "map":
        from cc_desktop.resources import bundled_maps

        return {p.stem: p for p in bundled_maps()}
    from cc_desktop.content import bundled_scenarios

    return {p.stem: p for p in bundled_scenarios()}


def resolve_arg(text: str, kind: str) -> Path:
    """A map or scenario named on the command line: a file that exists, else the bundled one of
    that id; raises :class:`InputError` naming the bundled ones."""
    path = Path(text)
    if path.exists() or text.endswith(".json") or "/" in text or os.sep in text:
        return path  # a path: the loader says what is wrong with it, if anything
    bundled = _bundled(kind)
    if text in bundled:
        return bundled[text]
    raise InputError(f"{text}: no file of that name and no bundled {kind} of that id (bundled {kind}s: "
                     f"{', '.join(sorted(bundled)) or 'none'}; cc-desktop list shows them)")


def _load(text: str):
    from cc_desktop.board.mapfile import load_map

    return load_map(resolve_arg(text, "map"))


def needs_display() -> str | None:
    """Why a window cannot open here (None: it can).  Linux without X11 or Wayland would end in
    Qt's misleading "xcb-cursor0 is needed" abort."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return None
    if not sys.platform.startswith(("linux", "freebsd")):
        return None  # Windows and macOS always have their native platform
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return ("cc-desktop needs a graphical desktop to open its window, and there is none here "
            "(neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop session; the "
            "commands that need no window (los, check-map, check-content, simulate, replay, "
            "render-map, list) work anywhere.")


def cmd_check_map(args) -> int:
    from cc_desktop.board.mapfile import MapError

    status = EXIT_OK
    for path in args.maps:
        skirmish = _check_skirmish_table(path, args.quiet)  # a Skirmish battlefield (sk-table's format)
        if skirmish is not None:
            status = status if skirmish else EXIT_USAGE
            continue
        try:
            board = _load(path)
        except (MapError, InputError) as exc:
            bundled = _skirmish_table_id(path)  # no Combat Commander map: a Skirmish battlefield's id?
            if bundled is not None:
                status = status if _check_skirmish_table(str(bundled), args.quiet) else EXIT_USAGE
                continue
            print(str(exc), file=sys.stderr)
            status = EXIT_USAGE
            continue
        for w in board.warnings:
            print(w.render(path) if hasattr(w, "render") else f"{path}: {w}", file=sys.stderr)
        if not args.quiet:
            print(f"{path}: ok ({board.name}, {board.grid.columns}x{board.grid.rows} hexes, "
                  f"{len(board.shapes)} shapes, {len(board.hexsides)} hexside features, "
                  f"{len(board.warnings)} warning(s))")
    return status


def _skirmish_table_id(name: str):
    """The file of a bundled Skirmish battlefield named by its id (``village-street``), if no file
    of that name exists; else None."""
    from pathlib import Path

    if Path(name).exists() or not name.replace("-", "").replace("_", "").isalnum():
        return None
    from cc_desktop.skirmish import table
    path = table.maps_folder() / f"{name}.json"
    return path if path.is_file() else None


def _check_skirmish_table(path: str, quiet: bool) -> bool | None:
    """A Skirmish battlefield file checked by sk-table (its problems on stderr): True if sound,
    False if not; None if it is no Skirmish battlefield (the Combat Commander check follows, and
    reports a file that cannot be read).  The file is read once, defensively (fileio: a regular
    file of bounded size, sound JSON), and its data handed to sk-table."""
    from cc_desktop.fileio import FileProblem, read_json
    try:
        data = read_json(path, "map")
    except (FileProblem, OSError, ValueError, RecursionError):
        return None
    from cc_desktop.skirmish import table
    if not table.is_table_data(data):
        return None
    problems = table.validate_table(data, str(path))
    for line in problems:
        print(line, file=sys.stderr)
    if not problems and not quiet:
        print(f"{path}: ok ({table.summary(table.build_table(data, str(path)))})")
    return not problems


def cmd_los(args) -> int:
    # a map with a sound LOS cache entry is not read at all (cc_desktop/board/loscache.py); the
    # map module (and Shapely) are imported only when the map must be loaded.  NumPy is imported
    # here: one query does no linear algebra, so BLAS threads would only cost CPU.
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    from cc_desktop.board.los import Markers
    from cc_desktop.board.loscache import engine_for_file

    try:
        engine = engine_for_file(resolve_arg(args.map, "map"))
    except InputError as exc:
        return _fail(str(exc))
    except ValueError as exc:
        from cc_desktop.board.mapfile import MapError

        if not isinstance(exc, MapError):
            raise
        return _fail(str(exc))
    grid = engine.grid
    smoke = {}
    for item in args.smoke or []:
        hex_id, _, value = item.partition("=")
        try:
            smoke[hex_id.upper()] = int(value or "1")
        except ValueError:
            smoke[hex_id.upper()] = 0
        if not 1 <= smoke[hex_id.upper()] <= 10:
            return _fail(f"--smoke {item}: expected HEX=VALUE with a hindrance from 1 to 10, e.g. D4=2")
    blaze = {h.upper() for h in args.blaze or []}
    for h in [args.origin.upper(), args.target.upper(), *smoke, *blaze]:
        if h not in grid:
            return _fail(f"{args.map}: no hex {h} on this {grid.columns}x{grid.rows} map")
    a, b = args.origin.upper(), args.target.upper()
    result = engine.query(a, b, Markers.of(smoke, blaze))
    # a marker the line does not pass through has no effect: say so rather than stay silent
    off_line = [(kind, h) for kind, hexes in (("Smoke", smoke), ("Blaze", blaze)) for h in sorted(hexes)
                if not _on_line(engine, a, b, h)]
    if args.json:
        data = result.to_dict()
        data["markers_off_the_line"] = [{"marker": k.lower(), "hex": h} for k, h in off_line]
        print(json.dumps(data, indent=2))
    else:
        print(result.describe(engine.chart))
        for kind, h in off_line:
            print(f"  {kind} in {h}: not on the line from {a} to {b}, so it has no effect")
    return EXIT_OK


def _on_line(engine, a: str, b: str, hex_id: str) -> bool:
    """Whether the line from ``a`` to ``b`` passes through ``hex_id`` (its ends included): a
    Smoke marker there would hinder it (10.3.4).  ``engine``: a map's LOS engine."""
    from cc_desktop.board.los import Markers

    probe = engine.query(a, b, Markers.of({hex_id: 1}))
    return any(h.feature == "smoke" and h.hex == hex_id for h in probe.hindrances) or hex_id in (a, b)


def cmd_import_svg(args) -> int:
    from cc_desktop.board.mapfile import MapError
    from cc_desktop.board.svgimport import SvgError, import_svg

    out = Path(args.out or Path(args.svg).with_suffix(".json"))
    try:
        data, warnings = import_svg(args.svg, out)
    except (SvgError, MapError) as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"{out}: cannot write: {exc.strerror or exc}")
    for w in warnings:
        print(w, file=sys.stderr)
    print(f"{out}: {len(data['hexes'])} hexes, {len(data['shapes'])} shapes, "
          f"{len(data['hexsides'])} hexside features, {len(data['objectives'])} objectives")
    return EXIT_OK


def cmd_map_template(args) -> int:
    from cc_desktop.board.svgimport import map_template

    try:
        Path(args.out).write_text(map_template(args.columns, args.rows), encoding="utf-8")
    except OSError as exc:
        return _fail(f"{args.out}: cannot write: {exc.strerror or exc}")
    print(f"{args.out}: empty {args.columns}x{args.rows} map; draw in its layers, then run "
          f"cc-desktop import-svg {args.out} --out MAP.json")
    return EXIT_OK


def cmd_render_map(args) -> int:
    from cc_desktop.board.mapfile import MapError

    try:
        board = _load(args.map)
    except (MapError, InputError) as exc:
        return _fail(str(exc))
    los = None
    if args.los:
        a, b = (h.upper() for h in args.los)
        for h in (a, b):
            if h not in board.grid:
                return _fail(f"{args.map}: no hex {h}")
        los = (a, b)
    from cc_desktop.ui.render import render_map

    try:
        size = render_map(board, args.out, scale=args.scale, los=los)
    except OSError as exc:
        return _fail(f"{args.out}: cannot write: {exc.strerror or exc}")
    print(f"{args.out}: {size[0]}x{size[1]} pixels" if isinstance(size, tuple) else f"{args.out}: written")
    return EXIT_OK


def cmd_view(args) -> int:
    why = needs_display()
    if why:
        return _fail(why)
    from cc_desktop.ui.viewer import main as viewer_main

    try:
        path = resolve_arg(args.map or DEFAULT_MAP, "map")
    except InputError as exc:
        if args.map:
            return _fail(str(exc))
        path = None  # no bundled maps at all: an empty viewer
    return viewer_main([str(path)] if path else [])


def cmd_simulate(args) -> int:
    from cc_desktop.content import DEFAULT_SCENARIO, ContentError, load_scenario
    from cc_desktop.rules.simulate import simulate

    try:
        scenario = load_scenario(resolve_arg(args.scenario or DEFAULT_SCENARIO, "scenario"))
    except (ContentError, InputError) as exc:
        return _fail(str(exc))
    variants = None
    if args.variants is not None:
        from cc_desktop.rules.variants import variant_set

        if args.variants.strip().lower() == "random":
            variants = "random"
        else:
            try:
                variants = variant_set(args.variants if args.variants.strip().lower() != "none" else ())
            except ValueError as exc:
                return _fail(f"--variants: {exc}")
    report = simulate(scenario, args.games, args.seed, check=args.check,
                      progress=None if args.quiet else _progress_printer(args.games), variants=variants)
    errors = report.pop("error_reports")
    if args.json:
        report["error_reports"] = errors
        print(json.dumps(report, indent=2))
    else:
        print(f"scenario {scenario.id}: {report['games']} games from seed {args.seed}")
        shown = report["variants"]
        print("variants: " + (shown if isinstance(shown, str) else ", ".join(shown) or "none"))
        print(f"finished {report['finished']}, errors {report['errors']}")
        print("winners: " + ", ".join(f"{k} {v}" for k, v in sorted(report["winners"].items())))
        print("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(report["reasons"].items())))
        print(f"moves per game {report['moves_per_game']:.0f}, moves per second {report['moves_per_second']:.0f}, "
              f"games per second {report['games_per_second']:.2f}")
        print(f"pass screens per player turn {report['handovers_per_turn']:.2f} (the window's policy; "
              f"{report['changes_per_turn']:.2f} changes of the deciding player, "
              f"{report['public_per_turn']:.2f} decisions asked in public), "
              f"largest legal-move list {report['max_legal_moves']}")
        for e in errors:
            print(f"error in seed {e['seed']} (variants {','.join(e['variants']) or 'none'}): {e['error']}; "
                  f"moves: {json.dumps(e['moves'])}", file=sys.stderr)
    return EXIT_OK if not errors else 1


def _progress_printer(total: int, every: float = 1.0):
    """Progress of a long run on stderr: at most one line a second (rewritten in place on a
    terminal), and the last one always."""
    start = last = time.monotonic()
    tty = sys.stderr.isatty()

    def report(done: int, errors: int) -> None:
        nonlocal last
        now = time.monotonic()
        if done < total and now - last < every:
            return
        last = now
        line = f"simulate: {done}/{total} games, {errors} error(s), {now - start:.0f} s"
        if tty:
            print("\r" + line, end="\n" if done == total else "", file=sys.stderr, flush=True)
        elif now - start >= every:  # a short run stays quiet in a log
            print(line, file=sys.stderr, flush=True)

    return report


def cmd_replay(args) -> int:
    from cc_desktop.rules import Game
    from cc_desktop.rules.game import SaveError

    try:
        game = Game.load(args.save, verify=True, strict=args.verify)
    except SaveError as exc:
        return _fail(str(exc))
    st = game.state
    status = (f"game over: {st.winner} wins ({st.end_reason})" if st.over
              else f"{game.pending.player} to decide ({game.pending.kind})")
    print(f"{args.save}: {len(game.moves)} moves replayed{' and verified' if args.verify else ''}; "
          f"time {st.time}, VP {st.vp:+d}; {status}")
    return EXIT_OK


def cmd_list(args) -> int:
    """The bundled scenarios, maps and nations, by the ids the other commands take."""
    from cc_desktop.board.mapfile import MapError, load_map
    from cc_desktop.content import ContentError, bundled_nations, bundled_scenarios, load_nation, load_scenario
    from cc_desktop.resources import bundled_maps

    kinds = ("scenarios", "maps", "nations")
    unknown = [w for w in args.what if w not in kinds]
    if unknown:
        return _fail(f"cc-desktop list: {unknown[0]!r} is none of {', '.join(kinds)}")
    what = args.what or kinds
    if "scenarios" in what:
        print("Scenarios (cc-desktop play ID, cc-desktop simulate --scenario ID):")
        for path in bundled_scenarios():
            try:
                sc = load_scenario(path)
            except ContentError as exc:
                print(f"  {path.stem:26} (broken: {exc.lines[0] if exc.lines else exc})")
                continue
            ax, al = sc.side("axis"), sc.side("allies")
            test = "  [for tests]" if sc.id == "test-skirmish" else ""
            print(f"  {sc.id:26} {sc.name}, {sc.year}: {ax.nation.name} ({ax.posture}) against "
                  f"{al.nation.name} ({al.posture}), map {sc.map_id}{test}")
    if "maps" in what:
        print("Maps (cc-desktop los ID FROM TO, cc-desktop view ID):")
        for path in bundled_maps():
            try:
                board = load_map(path)
            except MapError as exc:
                print(f"  {path.stem:26} (broken: {str(exc).splitlines()[0]})")
                continue
            print(f"  {path.stem:26} {board.name}, {board.grid.columns}x{board.grid.rows} hexes")
    if "nations" in what:
        print("Nations (in scenarios and cc-desktop new-random --nations A,B):")
        for path in bundled_nations():
            try:
                nation = load_nation(path)
            except ContentError as exc:
                print(f"  {path.stem:26} (broken: {exc.lines[0] if exc.lines else exc})")
                continue
            print(f"  {nation.id:26} {nation.name}, {len(nation.units)} unit types")
    return EXIT_OK


def cmd_play(args) -> int:
    why = needs_display()
    if why:
        return _fail(why)
    what = getattr(args, "what", None)
    if what and not what.endswith(".ccgame"):
        try:
            args.what = str(resolve_arg(what, "scenario"))
        except InputError as exc:
            return _fail(str(exc))
    if not getattr(args, "what", None):  # the New game dialog first, the window behind it (issue 13)
        from cc_desktop.ui.launch import main as launch_main

        return launch_main(dialog=True)
    from cc_desktop.ui.gamewindow import main as play_main

    return play_main([args.what])


def cmd_screenshot(args) -> int:
    """Open the game window offscreen, optionally play N seeded random moves, save a picture."""
    import random

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from cc_desktop.content import DEFAULT_SCENARIO
    from cc_desktop.rules.simulate import choose
    from cc_desktop.ui.gamewindow import GameWindow

    from cc_desktop.ui.gamewindow import install_translation

    app = QApplication.instance() or QApplication(["cc-desktop"])
    install_translation(app)  # $CC_DESKTOP_LANG or the system language
    win = GameWindow()
    win._no_ask = True
    win.reveals_on = False  # no revealed-card popups over the picture
    try:
        scenario = str(resolve_arg(args.scenario or DEFAULT_SCENARIO, "scenario"))
        win.start(scenario, seed=args.seed)
    except (InputError, ValueError) as exc:  # ValueError: ContentError, MapError
        win.close()
        return _fail(str(exc))
    win.controller.autosave_enabled = False  # a picture never touches the player's autosave
    rng = random.Random(args.seed)
    game = win.controller.game
    for _ in range(args.moves):
        if game.pending is None:
            break
        win.controller.viewer = game.pending.player
        win.controller.apply(choose(rng, game))
    if game.pending is not None:
        win.controller.viewer = game.pending.player
    win.resize(args.width, args.height)
    win.show()
    win.refresh()
    win.handover.hide()
    for _ in range(5):
        app.processEvents()
    win.view.fit()
    win.view.settle()  # every map tile and counter drawn sharp at this zoom (cc_desktop.ui.imagecache)
    app.processEvents()
    ok = win.grab().save(args.out)
    win.close()
    if not ok:
        return _fail(f"{args.out}: cannot write the picture")
    print(f"{args.out}: {args.width}x{args.height}, {len(game.moves)} moves played")
    return EXIT_OK


def cmd_smoke(save: str | None = None) -> int:
    """Start, load the bundled scenario (or ``save``), draw one frame and exit 0 (installer
    tests); exit 2 with the reason if the save cannot be opened."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from cc_desktop.ui.gamewindow import GameWindow

    app = QApplication.instance() or QApplication(["cc-desktop"])
    win = GameWindow()
    win._no_ask = True
    if save:
        from cc_desktop.rules.game import SaveError
        from cc_desktop.ui.controller import GameController

        try:
            win.set_controller(GameController.open(save))
        except (SaveError, OSError, ValueError) as exc:
            win.close()
            return _fail(f"{save}: cannot open: {exc}")
    else:
        win.start()
    win.controller.autosave_enabled = False  # a smoke test never touches the player's autosave
    win.resize(1500, 950)
    win.show()
    app.processEvents()
    win.view.settle()
    image = win.grab()
    win.close()
    game = win.controller.game
    print(f"cc-desktop smoke test: window {image.width()}x{image.height()}, scenario {game.scenario.id}, "
          f"{len(game.moves)} moves{' from ' + save if save else ''}")
    return EXIT_OK if not image.isNull() else 1


def cmd_check_content(args) -> int:
    from cc_desktop.content.check import run

    return run(sys.stdout, sys.stderr, quiet=args.quiet, files=args.files, fallbacks=args.fallbacks)


def cmd_new_random(args) -> int:
    """Generate a random scenario (our own generator, resources/random.json)."""
    from cc_desktop.content.errors import ContentError
    from cc_desktop.content.generator import generate

    import re

    scenario_id = Path(args.out).stem if args.out else None
    if scenario_id is not None and not re.fullmatch(r"[a-z0-9][a-z0-9_-]{0,63}", scenario_id):
        return _fail(f"{args.out}: the file name is the scenario's id: use lower-case letters, digits, - and _ "
                     f"(e.g. random-{args.seed}.json)")
    nations = tuple(args.nations.split(",")) if args.nations else None
    postures = tuple(args.postures.split(",")) if args.postures else None
    if (nations and len(nations) != 2) or (postures and len(postures) != 2):
        return _fail("--nations and --postures take two names: axis,allies (e.g. germany,russia)")
    try:
        doc = generate(args.seed, scenario_id=scenario_id, nations=nations, postures=postures)
    except (ContentError, ValueError) as exc:
        return _fail(str(exc))
    text = json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
    if not args.out:
        sys.stdout.write(text)
        return EXIT_OK
    try:
        Path(args.out).write_text(text, encoding="utf-8")
    except OSError as exc:
        return _fail(f"{args.out}: cannot write: {exc.strerror or exc}")
    axis, allies = doc["sides"]["axis"], doc["sides"]["allies"]
    print(f"{args.out}: {doc['name']}, {doc['year']}, map {doc['map']}: {axis['nation']} ({axis['posture']}) "
          f"against {allies['nation']} ({allies['posture']}); play it with: cc-desktop play {args.out}")
    return EXIT_OK


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _bounded(low: float, high: float, kind=int):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a {'whole ' if kind is int else ''}number") from None
        if not low <= value <= high:  # also refuses nan
            raise argparse.ArgumentTypeError(f"must be from {low:g} to {high:g}, not {text}")
        return value

    return parse


_LOS_HELP = "line of sight between two hexes, explained"
_LOS_DESCRIPTION = ("Line of sight between two hexes of a map, centre dot to centre dot, explained: what blocks "
                    "or hinders it, where, and by which rule.")


def _los_arguments(s: argparse.ArgumentParser) -> argparse.ArgumentParser:
    s.add_argument("map", metavar="MAP", help="a bundled map id (e.g. village) or a map file")
    s.add_argument("origin", metavar="FROM", help="the firer's hex, e.g. C7")
    s.add_argument("target", metavar="TO", help="the target's hex, e.g. K4")
    s.add_argument("--json", action="store_true", help="print the result as JSON")
    s.add_argument("--smoke", action="append", metavar="HEX=N", help="a Smoke marker of hindrance N (repeatable)")
    s.add_argument("--blaze", action="append", metavar="HEX", help="a Blaze marker (repeatable)")
    return s


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="cc-desktop", description="Combat Commander at your desktop: two players, one computer. "
        "Without a command, opens the game window with the New game dialog.",
        epilog="cc-desktop SAVE.ccgame opens a saved game; cc-desktop --smoke [SAVE.ccgame] starts, draws one "
               "frame and exits 0 (installer tests). Maps and scenarios are named by a bundled id "
               "(cc-desktop list) or a file path.")
    p.add_argument("--version", action="version", version=f"cc-desktop {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    def command(name: str, help_text: str, description: str, func) -> argparse.ArgumentParser:
        s = sub.add_parser(name, help=help_text, description=description)
        s.set_defaults(func=func)
        return s

    s = command("play", "open the game window on a scenario or a saved game",
                "Open the game window: on a bundled scenario (its id, see cc-desktop list), a scenario file, or a "
                "saved game (.ccgame). Without an argument, on a bundled battle with the New game dialog.", cmd_play)
    s.add_argument("what", nargs="?", metavar="SCENARIO|SAVE", help="a scenario id or file, or a .ccgame save")

    s = command("list", "list the bundled scenarios, maps and nations",
                "List the bundled scenarios, maps and nations with the ids the other commands take.", cmd_list)
    s.add_argument("what", nargs="*", metavar="WHAT",
                   help="only these: scenarios, maps and/or nations (default: all three)")

    _los_arguments(command("los", _LOS_HELP, _LOS_DESCRIPTION, cmd_los))

    s = command("check-map", "validate map files",
                "Validate map files: every problem as one line 'file: where: reason'; exit 2 if any map is "
                "broken.", cmd_check_map)
    s.add_argument("maps", nargs="+", metavar="MAP", help="bundled map ids or map files")
    s.add_argument("-q", "--quiet", action="store_true", help="print problems only")

    s = command("render-map", "draw a map to a PNG file",
                "Draw a map to a PNG picture (no window needed).", cmd_render_map)
    s.add_argument("map", metavar="MAP", help="a bundled map id or a map file")
    s.add_argument("--out", required=True, metavar="map.png", help="the picture to write")
    s.add_argument("--scale", type=_bounded(0.05, 8.0, float), default=1.0,
                   help="pixels per map unit, 0.05 to 8 (a hex is 100 units; default 1)")
    s.add_argument("--los", nargs=2, metavar=("FROM", "TO"), help="draw a line of sight")

    s = command("view", "open the map viewer",
                "Open the map viewer: terrain, hex ids and line of sight by mouse.", cmd_view)
    s.add_argument("map", nargs="?", metavar="MAP", help=f"a bundled map id or a map file (default: {DEFAULT_MAP})")

    s = command("map-template", "write an empty SVG map to draw in",
                "Write an empty SVG map with the hex grid and the layers to draw in (Inkscape or any vector "
                "editor); import it with cc-desktop import-svg.", cmd_map_template)
    s.add_argument("--out", required=True, metavar="FILE.svg", help="the SVG file to write")
    s.add_argument("--columns", type=_bounded(2, 60), default=15, help="hex columns, 2 to 60 (default 15)")
    s.add_argument("--rows", type=_bounded(2, 60), default=10, help="hex rows, 2 to 60 (default 10)")

    s = command("import-svg", "turn an SVG drawing into a map file",
                "Turn an SVG drawing (made from cc-desktop map-template) into a map file, and validate it.",
                cmd_import_svg)
    s.add_argument("svg", metavar="FILE.svg", help="the drawing")
    s.add_argument("--out", metavar="MAP.json", help="the map file to write (default: beside the drawing)")

    s = command("check-content", "check every nation, deck, scenario, text and cross-reference",
                "Check every bundled content file (nations, Fate decks, scenarios, chits, markers, texts) and "
                "their cross-references, and print each deck's distribution; exit 2 if anything is broken.",
                cmd_check_content)
    s.add_argument("--quiet", action="store_true", help="only the problems, not the deck tables")
    s.add_argument("--fallbacks", action="store_true",
                   help="list, per language, every text that falls back to English (a translator's to-do list)")
    s.add_argument("files", nargs="*", metavar="FILE", help="check only these scenario files (e.g. generated ones)")

    s = command("new-random", "generate a random battle",
                "Generate a random battle (a scenario file) from a number: the same number gives the same battle.",
                cmd_new_random)
    s.add_argument("--seed", type=int, required=True, help="the battle's number")
    s.add_argument("--out", metavar="FILE.json", help="write it here (default: print it)")
    s.add_argument("--nations", metavar="AXIS,ALLIES", help="e.g. germany,russia (default: the seed chooses)")
    s.add_argument("--postures", metavar="AXIS,ALLIES", help="e.g. attacker,defender or recon,recon")

    s = command("simulate", "play seeded games of random legal moves",
                "Play seeded games of random legal moves to the end and report winners, endings, speed and "
                "errors (exit 1 if a game fails: its seed and moves are printed).", cmd_simulate)
    s.add_argument("--scenario", metavar="ID", help="a bundled scenario id or a scenario file "
                                                    "(default: the test scenario; cc-desktop list shows the ids)")
    s.add_argument("--games", type=_positive, default=10, help="how many games (default 10)")
    s.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    s.add_argument("--check", action="store_true", help="check the invariants after every move")
    s.add_argument("--variants", metavar="V2,V3,...",
                   help="the optional rules of every game (default: the scenario's recommended set); "
                        "'none', or 'random' for a seeded random set per game")
    s.add_argument("--json", action="store_true", help="print the report as JSON")
    s.add_argument("--quiet", action="store_true", help="no progress lines on stderr")

    s = command("replay", "replay a saved game and check it",
                "Replay a saved game (.ccgame) from its set-up and report where it stands.", cmd_replay)
    s.add_argument("save", metavar="SAVE", help="the saved game")
    s.add_argument("--verify", action="store_true",
                   help="also require the saved state and its hash, and check the replay gives exactly that state")

    s = command("screenshot", "a picture of the game window, offscreen",
                "Open the game window offscreen, play some seeded random moves, and save a picture.",
                cmd_screenshot)
    s.add_argument("--scenario", metavar="ID", help="a bundled scenario id or a scenario file")
    s.add_argument("--moves", type=_bounded(0, 100_000), default=0, help="random moves to play first")
    s.add_argument("--seed", type=int, default=1, help="the game's seed")
    s.add_argument("--width", type=_bounded(320, 8000), default=1500, help="pixels")
    s.add_argument("--height", type=_bounded(240, 8000), default=950, help="pixels")
    s.add_argument("--out", required=True, metavar="FILE.png", help="the picture to write")

    from cc_desktop.skirmish import simulate as skirmish_cli  # the Skirmish game mode's commands
    skirmish_cli.add_parser(sub, command)
    from cc_desktop.skirmish import campaign_cli  # its campaign and battle commands
    campaign_cli.add_parsers(sub)
    return p


def _streams() -> None:
    """A windowed build (Windows, no console) has no stdout or stderr: print to nowhere rather
    than crash."""
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - for the process's life
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115


def main(argv: list[str] | None = None) -> int:
    _streams()
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        return _main(argv)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `cc-desktop los ... | head`: the reader left
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return EXIT_OK


def _main(argv: list[str]) -> int:
    if not argv:  # `cc-desktop` alone: the window at once, without building the argument parser
        return cmd_play(argparse.Namespace(what=None))
    # start, draw one frame and exit (installer test): `--smoke [SAVE]` or `SAVE --smoke`
    if argv[:1] == ["--smoke"] or (len(argv) == 2 and argv[1] == "--smoke" and argv[0].endswith(".ccgame")):
        saves = [a for a in argv if a.endswith(".ccgame")]
        return cmd_smoke(saves[0] if saves else None)
    if argv and argv[0].endswith(".ccgame"):  # cc-desktop FILE.ccgame opens a save
        argv = ["play", argv[0]]
    if argv[:1] == ["los"]:  # scripts call it in loops: its own parser only (the same arguments and help)
        parser = _los_arguments(argparse.ArgumentParser(prog="cc-desktop los", description=_LOS_DESCRIPTION))
        return int(cmd_los(parser.parse_args(argv[1:])) or 0)
    args = build_parser().parse_args(argv)
    if args.command is None:
        args = build_parser().parse_args(["play"])
    return int(args.func(args) or 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
