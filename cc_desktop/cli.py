"""The ``cc-desktop`` command.

``cc-desktop`` alone opens the game window with the New game dialog.  Subcommands work on map files:

    cc-desktop import-svg FILE.svg --out MAP.json   draw a map in a vector editor, import it
    cc-desktop map-template --out FILE.svg          an empty SVG to draw a map in
    cc-desktop check-map MAP                        validate a map file (exit 0, or 2)
    cc-desktop los MAP FROM TO [--json]             line of sight between two hexes
    cc-desktop render-map MAP --out map.png         draw a map to a PNG (Qt, offscreen)
    cc-desktop view [MAP]                           open the map viewer
    cc-desktop play [SCENARIO|SAVE.ccgame]          the game window (the default command)
    cc-desktop screenshot --out FILE.png            a picture of the game window, offscreen
    cc-desktop check-content [FILE ...]             check every content file and cross-reference
                                                    (or only the given scenario files)
    cc-desktop new-random --seed N [--out FILE]     generate a random scenario
    cc-desktop --smoke [SAVE.ccgame]                start, draw one frame, exit 0

Errors in the user's input (a broken file, an unknown hex) are printed as one line per problem,
``file: path.to.field: reason``, and the command exits with status 2; it never shows a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from cc_desktop import __version__

EXIT_OK = 0
EXIT_USAGE = 2  # bad input: invalid map, unknown hex, unreadable file
DEFAULT_MAP = "village"  # what `cc-desktop` opens


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return EXIT_USAGE


def _load(path: str):
    from cc_desktop.board.mapfile import load_map

    return load_map(path)


def cmd_check_map(args) -> int:
    from cc_desktop.board.mapfile import MapError

    status = EXIT_OK
    for path in args.maps:
        try:
            board = _load(path)
        except MapError as exc:
            print(str(exc), file=sys.stderr)
            status = EXIT_USAGE
            continue
        except OSError as exc:
            status = _fail(f"{path}: cannot read: {exc.strerror or exc}")
            continue
        for w in board.warnings:
            print(w.render(path) if hasattr(w, "render") else f"{path}: {w}", file=sys.stderr)
        if not args.quiet:
            print(f"{path}: ok ({board.name}, {board.grid.columns}x{board.grid.rows} hexes, "
                  f"{len(board.shapes)} shapes, {len(board.hexsides)} hexside features, "
                  f"{len(board.warnings)} warning(s))")
    return status


def cmd_los(args) -> int:
    from cc_desktop.board.los import Markers
    from cc_desktop.board.mapfile import MapError

    try:
        board = _load(args.map)
    except (MapError, OSError) as exc:
        return _fail(str(exc))
    smoke = {}
    for item in args.smoke or []:
        hex_id, _, value = item.partition("=")
        try:
            smoke[hex_id.upper()] = int(value or "1")
        except ValueError:
            return _fail(f"--smoke {item}: expected HEX=VALUE, e.g. D4=2")
    blaze = {h.upper() for h in args.blaze or []}
    for h in [args.origin.upper(), args.target.upper(), *smoke, *blaze]:
        if h not in board.grid:
            return _fail(f"{args.map}: no hex {h} on this {board.grid.columns}x{board.grid.rows} map")
    result = board.los(args.origin.upper(), args.target.upper(), Markers.of(smoke, blaze))
    if args.json:
        print(json.dumps(result.to_dict(), indent=2))
    else:
        print(result.describe(board.chart))
    return EXIT_OK


def cmd_import_svg(args) -> int:
    from cc_desktop.board.mapfile import MapError
    from cc_desktop.board.svgimport import SvgError, import_svg

    out = Path(args.out or Path(args.svg).with_suffix(".json"))
    try:
        data, warnings = import_svg(args.svg, out)
    except (SvgError, MapError, OSError) as exc:
        return _fail(str(exc))
    for w in warnings:
        print(w, file=sys.stderr)
    print(f"{out}: {len(data['hexes'])} hexes, {len(data['shapes'])} shapes, "
          f"{len(data['hexsides'])} hexside features, {len(data['objectives'])} objectives")
    return EXIT_OK


def cmd_map_template(args) -> int:
    from cc_desktop.board.svgimport import map_template

    Path(args.out).write_text(map_template(args.columns, args.rows), encoding="utf-8")
    print(f"{args.out}: empty {args.columns}x{args.rows} map; draw in its layers, then run "
          f"cc-desktop import-svg {args.out} --out MAP.json")
    return EXIT_OK


def cmd_render_map(args) -> int:
    from cc_desktop.board.mapfile import MapError

    try:
        board = _load(args.map)
    except (MapError, OSError) as exc:
        return _fail(str(exc))
    los = None
    if args.los:
        a, b = (h.upper() for h in args.los)
        for h in (a, b):
            if h not in board.grid:
                return _fail(f"{args.map}: no hex {h}")
        los = (a, b)
    from cc_desktop.ui.render import render_map

    size = render_map(board, args.out, scale=args.scale, los=los)
    print(f"{args.out}: {size[0]}x{size[1]} pixels" if isinstance(size, tuple) else f"{args.out}: written")
    return EXIT_OK


def cmd_view(args) -> int:
    from cc_desktop.resources import bundled_maps
    from cc_desktop.ui.viewer import main as viewer_main

    path = args.map
    if path is None:
        maps = bundled_maps()
        preferred = [m for m in maps if m.stem == DEFAULT_MAP]
        path = str((preferred or maps)[0]) if maps else None
    return viewer_main([path] if path else [])


def cmd_simulate(args) -> int:
    from cc_desktop.content import DEFAULT_SCENARIO, ContentError, load_scenario
    from cc_desktop.rules.simulate import simulate

    try:
        scenario = load_scenario(args.scenario or DEFAULT_SCENARIO)
    except (ContentError, OSError) as exc:
        return _fail(str(exc))
    report = simulate(scenario, args.games, args.seed, check=args.check)
    errors = report.pop("error_reports")
    if args.json:
        report["error_reports"] = errors
        print(json.dumps(report, indent=2))
    else:
        print(f"scenario {scenario.id}: {report['games']} games from seed {args.seed}")
        print(f"finished {report['finished']}, errors {report['errors']}")
        print("winners: " + ", ".join(f"{k} {v}" for k, v in sorted(report["winners"].items())))
        print("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(report["reasons"].items())))
        print(f"moves per game {report['moves_per_game']:.0f}, moves per second {report['moves_per_second']:.0f}, "
              f"games per second {report['games_per_second']:.2f}")
        print(f"hand-overs per player turn {report['handovers_per_turn']:.2f}, "
              f"largest legal-move list {report['max_legal_moves']}")
        for e in errors:
            print(f"error in seed {e['seed']}: {e['error']}; moves: {json.dumps(e['moves'])}", file=sys.stderr)
    return EXIT_OK if not errors else 1


def cmd_replay(args) -> int:
    from cc_desktop.rules.game import SaveError
    from cc_desktop.rules import Game

    try:
        game = Game.load(args.save, verify=args.verify)
    except SaveError as exc:
        return _fail(str(exc))
    except (OSError, ValueError) as exc:
        return _fail(f"{args.save}: cannot read: {exc}")
    st = game.state
    status = (f"game over: {st.winner} wins ({st.end_reason})" if st.over
              else f"{game.pending.player} to decide ({game.pending.kind})")
    print(f"{args.save}: {len(game.moves)} moves replayed{' and verified' if args.verify else ''}; "
          f"time {st.time}, VP {st.vp:+d}; {status}")
    return EXIT_OK


def cmd_play(args) -> int:
    from cc_desktop.ui.gamewindow import main as play_main

    return play_main([args.what] if getattr(args, "what", None) else [], new_game_dialog=not getattr(args, "what", None))


def cmd_screenshot(args) -> int:
    """Open the game window offscreen, optionally play N seeded random moves, save a picture."""
    import os
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
    win.start(args.scenario or DEFAULT_SCENARIO, seed=args.seed)
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
    import os

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
    image = win.grab()
    win.close()
    game = win.controller.game
    print(f"cc-desktop smoke test: window {image.width()}x{image.height()}, scenario {game.scenario.id}, "
          f"{len(game.moves)} moves{' from ' + save if save else ''}")
    return EXIT_OK if not image.isNull() else 1


def cmd_check_content(args) -> int:
    from cc_desktop.content.check import run

    return run(sys.stdout, sys.stderr, quiet=args.quiet, files=args.files)


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


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cc-desktop", description="Combat Commander at your desktop.",
                                epilog="cc-desktop --smoke starts, draws one frame and exits 0 (installer tests).")
    p.add_argument("--version", action="version", version=f"cc-desktop {__version__}")
    sub = p.add_subparsers(dest="command")

    s = sub.add_parser("check-map", help="validate map files")
    s.add_argument("maps", nargs="+", metavar="MAP")
    s.add_argument("-q", "--quiet", action="store_true", help="print problems only")
    s.set_defaults(func=cmd_check_map)

    s = sub.add_parser("los", help="line of sight between two hexes")
    s.add_argument("map", metavar="MAP")
    s.add_argument("origin", metavar="FROM")
    s.add_argument("target", metavar="TO")
    s.add_argument("--json", action="store_true", help="print the result as JSON")
    s.add_argument("--smoke", action="append", metavar="HEX=N", help="a Smoke marker (repeatable)")
    s.add_argument("--blaze", action="append", metavar="HEX", help="a Blaze marker (repeatable)")
    s.set_defaults(func=cmd_los)

    s = sub.add_parser("import-svg", help="turn an SVG drawing into a map file")
    s.add_argument("svg", metavar="FILE.svg")
    s.add_argument("--out", metavar="MAP.json")
    s.set_defaults(func=cmd_import_svg)

    s = sub.add_parser("map-template", help="write an empty SVG map to draw in")
    s.add_argument("--out", required=True, metavar="FILE.svg")
    s.add_argument("--columns", type=int, default=15)
    s.add_argument("--rows", type=int, default=10)
    s.set_defaults(func=cmd_map_template)

    s = sub.add_parser("render-map", help="draw a map to a PNG file")
    s.add_argument("map", metavar="MAP")
    s.add_argument("--out", required=True, metavar="map.png")
    s.add_argument("--scale", type=float, default=1.0, help="pixels per map unit (a hex is 100 units)")
    s.add_argument("--los", nargs=2, metavar=("FROM", "TO"), help="draw a line of sight")
    s.set_defaults(func=cmd_render_map)

    s = sub.add_parser("check-content", help="check every nation, deck, scenario, text and cross-reference")
    s.add_argument("--quiet", action="store_true", help="only the problems, not the deck tables")
    s.add_argument("files", nargs="*", metavar="FILE", help="check only these scenario files (e.g. generated ones)")
    s.set_defaults(func=cmd_check_content)

    s = sub.add_parser("new-random", help="generate a random scenario")
    s.add_argument("--seed", type=int, required=True)
    s.add_argument("--out", metavar="FILE.json", help="write it here (default: print it)")
    s.add_argument("--nations", metavar="AXIS,ALLIES", help="e.g. germany,russia (default: the seed chooses)")
    s.add_argument("--postures", metavar="AXIS,ALLIES", help="e.g. attacker,defender or recon,recon")
    s.set_defaults(func=cmd_new_random)

    s = sub.add_parser("simulate", help="play seeded games of random legal moves")
    s.add_argument("--scenario", metavar="ID", help="scenario id or file (default: the bundled test scenario)")
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--check", action="store_true", help="check the invariants after every move")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_simulate)

    s = sub.add_parser("replay", help="replay a saved game (.ccgame)")
    s.add_argument("save", metavar="SAVE")
    s.add_argument("--verify", action="store_true", help="check the saved state hash")
    s.set_defaults(func=cmd_replay)

    s = sub.add_parser("play", help="open the game window (a scenario id or a saved .ccgame)")
    s.add_argument("what", nargs="?", metavar="SCENARIO|SAVE")
    s.set_defaults(func=cmd_play)

    s = sub.add_parser("screenshot", help="a picture of the game window, offscreen")
    s.add_argument("--scenario", metavar="ID")
    s.add_argument("--moves", type=int, default=0)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--width", type=int, default=1500)
    s.add_argument("--height", type=int, default=950)
    s.add_argument("--out", required=True, metavar="FILE.png")
    s.set_defaults(func=cmd_screenshot)

    s = sub.add_parser("view", help="open the map viewer")
    s.add_argument("map", nargs="?", metavar="MAP")
    s.set_defaults(func=cmd_view)
    return p


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # start, draw one frame and exit (installer test): `--smoke [SAVE]` or `SAVE --smoke`
    if argv[:1] == ["--smoke"] or (len(argv) == 2 and argv[1] == "--smoke" and argv[0].endswith(".ccgame")):
        saves = [a for a in argv if a.endswith(".ccgame")]
        return cmd_smoke(saves[0] if saves else None)
    if argv and argv[0].endswith(".ccgame"):  # cc-desktop FILE.ccgame opens a save
        argv = ["play", argv[0]]
    args = build_parser().parse_args(argv)
    if args.command is None:
        args = build_parser().parse_args(["play"])
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
