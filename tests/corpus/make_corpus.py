"""Write the corpus of broken and hostile files (saves, maps, scenarios, nations and decks) and
its manifest.  Run from the repository root after a format changes:

    python tests/corpus/make_corpus.py

Each entry is (file, contents, a piece of the one-line message the program must give).  The
small files are committed; :func:`large_files` makes the big ones (a 10 MB name, 50,000 levels
of nesting, a 70 MB file) at test time, so the repository stays small.  The SVG drawings are in
``svg/`` with their own tests (tests/board/test_svg_hostile.py).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# a legal start of a game of the test scenario (seed 1): four set-up moves
MOVES = [["place", "al9-blue_lieutenant", "A1"], ["place", "al10-blue_sergeant", "A1"],
         ["place", "al11-blue_infantry_squad", "A1"], ["place", "al12-blue_infantry_squad", "A2"]]
SAVE = {"format": "cc-desktop-game", "version": 1, "scenario": "test-skirmish", "seed": 1, "moves": MOVES}


def _j(data) -> bytes:
    return (json.dumps(data, indent=1) + "\n").encode("utf-8")


def _save_doc(**changes) -> dict:
    data = dict(SAVE)
    for k, v in changes.items():
        if v is _DROP:
            data.pop(k, None)
        else:
            data[k] = v
    return data


def _save(**changes) -> bytes:
    return _j(_save_doc(**changes))


_DROP = object()


def _replace(data: bytes, old: str, new: str) -> bytes:
    text = data.decode("utf-8")
    assert old in text, old
    return text.replace(old, new, 1).encode("utf-8")


def _scenario_doc() -> dict:
    return json.loads((ROOT / "resources" / "scenarios" / "test-skirmish.json").read_text(encoding="utf-8"))


def _map_doc() -> dict:
    """A tiny valid map (4x4 hexes, a Woods shape, a hill, a road), so each broken copy is small."""
    from cc_desktop.board.hexgrid import HexGrid

    grid = HexGrid(4, 4)
    hexes = {h: {"terrain": "open", "level": 0} for h in grid.ids}
    hexes["B2"] = {"terrain": "woods", "level": 0}
    hexes["C3"] = {"terrain": "open", "level": 1}
    cx, cy = grid.centre("B2")
    woods = [[round(cx + dx, 1), round(cy + dy, 1)] for dx, dy in ((-30, -30), (30, -30), (30, 30), (-30, 30))]
    hill = [[round(x, 1), round(y, 1)] for x, y in grid.corners("C3")]
    road = [[round(v, 1) for v in grid.centre(h)] for h in ("A1", "D1")]
    return {"format": "cc-desktop-map", "version": 1, "id": "tiny", "name": "Tiny", "grid": {"columns": 4, "rows": 4},
            "hexes": hexes, "hills": [{"level": 1, "polygon": hill}],
            "shapes": [{"hex": "B2", "terrain": "woods", "polygon": woods}],
            "lines": [{"feature": "road", "points": road}]}


def saves() -> list[tuple[str, bytes, str]]:
    base = _save()
    sc = _scenario_doc()
    return [
        ("save/truncated.ccgame", base[:70], "not valid JSON"),
        ("save/empty.ccgame", b"", "not valid JSON: Expecting value at line 1 column 1"),
        ("save/binary.ccgame", bytes(range(256)) * 4, "not a UTF-8 text file"),
        ("save/utf16.ccgame", base.decode().encode("utf-16"), "not a UTF-8 text file"),
        ("save/top-level-list.ccgame", b"[1, 2, 3]\n", "format: not a cc-desktop saved game"),
        ("save/not-a-save.ccgame", _j({"format": "cc-desktop-map", "version": 1}), "not a cc-desktop saved game"),
        ("save/version-3.ccgame", _save(version=3), "version: 3 is not 2 (or 1)"),
        ("save/prefs-a-list.ccgame", _save(prefs=["op_fire"]), "prefs: must be object, not a list"),
        ("save/prefs-unknown-window.ccgame", _save(prefs={"axis": ["telepathy"]}),
         "prefs.axis: unknown reaction window(s) 'telepathy'"),
        ("save/seed-infinity.ccgame", _replace(base, '"seed": 1', '"seed": Infinity'), "Infinity is not a number"),
        ("save/seed-nan.ccgame", _replace(base, '"seed": 1', '"seed": NaN'), "NaN is not a number"),
        ("save/seed-negative.ccgame", _save(seed=-1), "seed: must be at least 0, not -1"),
        ("save/seed-1e400.ccgame", _replace(base, '"seed": 1', '"seed": 1e400'), "the number '1e400' is too large"),
        ("save/seed-5000-digits.ccgame", _replace(base, '"seed": 1', '"seed": ' + "7" * 5000),
         "a whole number of 5,000 digits"),
        ("save/seed-2-to-the-70.ccgame", _save(seed=2 ** 70), "seed: must be at most 18446744073709551615"),
        ("save/seed-text.ccgame", _save(seed="7"), "seed: must be integer, not the text '7'"),
        ("save/seed-fraction.ccgame", _save(seed=7.5), "seed: must be integer, not 7.5"),
        ("save/seed-missing.ccgame", _save(seed=_DROP), "seed: a save begins either from a seed (the set-up) or from a position"),
        ("save/seed-and-start.ccgame", _save(start={"format": "cc-desktop-position"}), "seed: a save begins either from a seed"),
        ("save/start-not-a-position.ccgame", _save(seed=_DROP, start={"format": "cc-desktop-position"}), "start.version: is missing"),
        ("save/log-a-number.ccgame", _save(log=7), "log: must be string, not 7"),
        ("save/moves-missing.ccgame", _save(moves=_DROP), "moves: is missing"),
        ("save/moves-an-object.ccgame", _save(moves={"0": ["pass"]}), "moves: must be string or array, not an object"),
        ("save/move-empty.ccgame", _save(moves=[[]]), "moves[0]: must have at least 1 items"),
        ("save/move-object-argument.ccgame", _save(moves=[["place", {"unit": 1}, "A1"]]), "moves[0][1]"),
        ("save/move-kind-a-number.ccgame", _save(moves=[[7, "A1"]]), "moves[0]: not a move"),
        ("save/move-too-long-argument.ccgame", _save(moves=[["place", "u" * 5000, "A1"]]),
         "moves[0][1]: must have at most 80 characters"),
        ("save/v2-move-line-broken.ccgame", _save(version=2, moves="place al9-blue_lieutenant A1\nplace  two  spaces"),
         "moves: line 2 is no move: 'place  two  spaces'"),
        ("save/v2-move-unknown-kind.ccgame", _save(version=2, moves="teleport al9-blue_lieutenant Z9"),
         "moves[0]: unknown move kind 'teleport'"),
        ("save/move-illegal.ccgame", _save(moves=MOVES[:2] + [["target", "K4"]]),
         "moves[2]: target K4 is illegal here"),
        ("save/move-wrong-arguments.ccgame", _save(moves=MOVES[:2] + [["fire", "al9-blue_lieutenant", "K4"]]),
         "moves[2]: fire takes no arguments, not 2 arguments"),
        ("save/move-unknown-kind.ccgame", _save(moves=[["teleport", "A1"]]), "moves[0]: unknown move kind 'teleport'"),
        ("save/move-card-a-text.ccgame", _save(moves=[["order", "12", "move"]]),
         "moves[0]: order: the card must be a whole number, not '12'"),
        ("save/move-unknown-unit.ccgame", _save(moves=[["place", "nobody", "A1"]]),
         "moves[0]: place nobody A1 is illegal here"),
        ("save/move-off-the-map.ccgame", _save(moves=[["place", "al9-blue_lieutenant", "Z99"]]),
         "moves[0]: place al9-blue_lieutenant Z99 is illegal here"),
        ("save/scenario-dev-zero.ccgame", _save(scenario="/dev/zero"), "scenario: the text '/dev/zero' is not an id (lower-case letters, digits, - and _)"),
        ("save/scenario-etc-passwd.ccgame", _save(scenario="../../etc/passwd"), "scenario: the text '../../etc/passwd' is not an id"),
        ("save/scenario-unknown.ccgame", _save(scenario="no-such-battle"), "scenario: unknown scenario 'no-such-battle'"),
        ("save/scenario-file-name.ccgame", _save(scenario="test-skirmish.json"), "is not an id (lower-case letters, digits, - and _)"),
        ("save/scenario-a-number.ccgame", _save(scenario=12), "scenario: must be string, not 12"),
        ("save/scenario-data-a-list.ccgame", _save(scenario_data=[1, 2]), "scenario_data: must be object, not a list"),
        ("save/scenario-data-map-path.ccgame", _save(scenario="mine", scenario_data=dict(sc, id="mine", map="../../etc/passwd")),
         "scenario_data: map: the text '../../etc/passwd' is not an id (lower-case letters, digits, - and _)"),
        ("save/scenario-data-nation-dev-zero.ccgame",
         _save(scenario="mine", scenario_data=dict(sc, id="mine", sides=dict(sc["sides"], axis=dict(sc["sides"]["axis"], nation="/dev/zero")))),
         "scenario_data: sides.axis.nation: the text '/dev/zero' is not an id (lower-case letters, digits, - and _)"),
        ("save/scenario-data-unknown-map.ccgame", _save(scenario="mine", scenario_data=dict(sc, id="mine", map="atlantis")),
         "scenario_data: map: unknown map 'atlantis'"),
        ("save/scenario-data-empty.ccgame", _save(scenario="mine", scenario_data={}), "scenario_data: format: is missing"),
        ("save/options-unknown.ccgame", _save(options={"double_damage": True}), "options: unknown rule option"),
        ("save/options-not-true-or-false.ccgame", _save(options={"entrench_every_hex": "yes"}),
         "options.entrench_every_hex: must be boolean"),
        ("save/variants-unknown.ccgame", _save(variants=["V2", "V99"]), "variants: unknown variant(s) 'V99'"),
        ("save/variants-starshells-without-night.ccgame", _save(variants=["V3"]),
         "variants: V3 (Starshells) needs V2 (Standardized Night Rules)"),
        ("save/variants-not-a-list.ccgame", _save(variants="V2"), "variants: "),
        ("save/pref-changes-garbage.ccgame", _save(pref_changes=[["x", "y", "z"]]), "pref_changes: not"),
        ("save/pref-changes-beyond.ccgame", _save(pref_changes=[[99, "axis", []]]), "pref_changes: index 99"),
        ("save/hash-wrong.ccgame", _save(hash="0" * 64, state={}), "hash: the replayed game differs"),
        ("save/hash-not-hex.ccgame", _save(hash="not a hash"), "hash: the text 'not a hash' is not a SHA-256 hash"),
        ("save/state-nan.ccgame", _replace(_save(state={"vp": 0}), '"vp": 0', '"vp": NaN'), "NaN is not a number"),
        ("save/unknown-field.ccgame", _save(cheat=True), "cheat: is not a known field"),
        ("save/deep-moves.ccgame", _replace(base, '"moves": [', '"moves": [' + "[" * 70 + "]" * 70 + ","),
         "moves[0][0]: must be string, not a list"),
        ("save/deep-state.ccgame", _replace(base, '"moves": [', '"state": ' + "[" * 70 + "]" * 70 + ', "moves": ['),
         "state[0][0][0][0][0][0][0]…: nested more than 64 levels deep"),
        ("save/nested-2000.ccgame", b"[" * 2000 + b"]" * 2000, "nested more than"),
    ]


def maps() -> list[tuple[str, bytes, str]]:
    m = _map_doc()
    text = _j(m)
    shape = m["shapes"][0]

    def insert(anchor: str, first: str, insertion: str) -> bytes:
        """``insertion`` put right after the first ``first`` that follows ``anchor``."""
        body = text.decode("utf-8")
        at = body.index(first, body.index(anchor)) + len(first)
        return (body[:at] + insertion + body[at:]).encode("utf-8")

    return [
        ("map/truncated.json", text[:500], "not valid JSON"),
        ("map/empty.json", b"", "not valid JSON"),
        ("map/binary.json", bytes(range(256)), "not a UTF-8 text file"),
        ("map/top-level-list.json", b"[]", "(top level): must be object, not a list"),
        ("map/nan-in-hill.json", insert('"hills"', '"polygon": [', "[NaN, 1], "), "NaN is not a number"),
        ("map/nan-in-road.json", insert('"lines"', '"points": [', "[NaN, 1], "), "NaN is not a number"),
        ("map/infinity-coordinate.json", insert('"shapes"', '"polygon": [', "[Infinity, 1], "), "Infinity is not a number"),
        ("map/5000-digit-number.json", insert('"shapes"', '"polygon": [', "[" + "9" * 5000 + ", 1], "),
         "a whole number of 5,000 digits"),
        ("map/1e308-coordinate.json", insert('"shapes"', '"polygon": [', "[1e308, 1], "), "must be at most 10000"),
        ("map/columns-text.json", _j(dict(m, grid={"columns": "15", "rows": 10})), "grid.columns: must be integer"),
        ("map/huge-grid.json", _j(dict(m, grid={"columns": 100000, "rows": 100000})), "grid.columns: must be at most 26"),
        ("map/negative-rows.json", _j(dict(m, grid={"columns": 15, "rows": -4})), "grid.rows: must be at least 1"),
        ("map/unknown-terrain.json", _j(dict(m, hexes=dict(m["hexes"], A1={"terrain": "lava", "level": 0}))),
         "hexes.A1.terrain: unknown terrain type 'lava'"),
        ("map/level-1e6.json", _j(dict(m, hexes=dict(m["hexes"], A1={"terrain": "open", "level": 1000000}))),
         "hexes.A1.level: must be at most 4"),
        ("map/bowtie-shape.json", _j(dict(m, shapes=[dict(shape, polygon=[[0, 0], [100, 100], [100, 0], [0, 100]])] + m["shapes"][1:])),
         "shapes[0].polygon: is not a valid polygon"),
        ("map/two-point-shape.json", _j(dict(m, shapes=[dict(shape, polygon=[[0, 0], [100, 100]])])),
         "shapes[0].polygon: must have at least 3 items"),
        ("map/background-etc-passwd.json", _j(dict(m, background={"image": "../../etc/passwd"})),
         "background.image: the text '../../etc/passwd' is not the name of a PNG or JPEG file beside the map"),
        ("map/background-dev-zero.json", _j(dict(m, background={"image": "/dev/zero"})),
         "background.image: the text '/dev/zero' is not the name of a PNG or JPEG file beside the map"),
        ("map/unknown-field.json", _j(dict(m, cheat=1)), "cheat: is not a known field"),
        ("map/hexes-a-list.json", _j(dict(m, hexes=[])), "hexes: must be object, not a list"),
        ("map/missing-hexes.json", _j({k: v for k, v in m.items() if k != "hexes"}), "hexes: is missing"),
    ]


def scenarios() -> list[tuple[str, bytes, str]]:
    sc = _scenario_doc()
    text = _j(sc)
    axis = sc["sides"]["axis"]
    unit0 = axis["units"][0]

    def side(**changes):
        return dict(sc, sides=dict(sc["sides"], axis=dict(axis, **changes)))

    return [
        ("scenario/truncated.json", text[:300], "not valid JSON"),
        ("scenario/empty.json", b"", "not valid JSON"),
        ("scenario/binary.json", b"\x89PNG\r\n\x1a\n" + bytes(range(200)), "not a UTF-8 text file"),
        ("scenario/map-etc-passwd.json", _j(dict(sc, map="../../etc/passwd")), "map: the text '../../etc/passwd' is not an id (lower-case letters, digits, - and _)"),
        ("scenario/map-unknown.json", _j(dict(sc, map="atlantis")), "map: unknown map 'atlantis'"),
        ("scenario/nation-dev-zero.json", _j(side(nation="/dev/zero")), "sides.axis.nation: the text '/dev/zero' is not an id (lower-case letters, digits, - and _)"),
        ("scenario/nation-unknown.json", _j(side(nation="atlantis")), "sides.axis.nation: unknown nation 'atlantis'"),
        ("scenario/unit-unknown.json", _j(side(units=[dict(unit0, unit="dragon")])), "sides.axis.units[0]"),
        ("scenario/units-a-million.json", _j(side(units=[dict(unit0, count=1_000_000)])), "sides.axis.units[0].count: must be at most"),
        ("scenario/time-nan.json", _replace(text, '"start": ' + str(sc["time"]["start"]), '"start": NaN'), "NaN is not a number"),
        ("scenario/year-5000-digits.json", _replace(text, '"year": ' + str(sc["year"]), '"year": ' + "1" * 5000),
         "a whole number of 5,000 digits"),
        ("scenario/year-text.json", _j(dict(sc, year="1944")), "year: must be integer"),
        ("scenario/deep.json", b"{" + b'"a":{' * 100 + b"}" * 101, "nested more than 64 levels deep"),
        ("scenario/secret-chits-million.json", _j(side(secret_chits=1_000_000)), "sides.axis.secret_chits: must be at most"),
        ("scenario/top-level-list.json", b"[]", "must be object, not a list"),
        ("scenario/unknown-field.json", _j(dict(sc, cheat=1)), "cheat: is not a known field"),
    ]


def contents() -> list[tuple[str, bytes, str]]:
    nation = json.loads((ROOT / "resources" / "nations" / "germany.json").read_text(encoding="utf-8"))
    deck = json.loads((ROOT / "resources" / "decks" / "germany.json").read_text(encoding="utf-8"))
    ntext = _j(nation)
    return [
        ("content/nation-truncated.json", ntext[:400], "not valid JSON"),
        ("content/nation-nan.json", ntext.replace(b'"morale": ', b'"morale": NaN, "x": ', 1), "NaN is not a number"),
        ("content/nation-deep.json", b"[" * 3_000 + b"]" * 3_000, "nested more than 64 levels deep"),
        ("content/nation-deck-path.json", _j(dict(nation, deck="../../etc/passwd")), "deck: the text '../../etc/passwd' is not an id (lower-case letters, digits, - and _)"),
        ("content/deck-cards-a-text.json", _j(dict(deck, cards="all of them")), "cards: must be array"),
        ("content/deck-binary.json", b"\xff\xfe\x00garbage", "not a UTF-8 text file"),
    ]


def _named(entries: list[tuple[str, bytes, str]]) -> list[tuple[str, bytes, str]]:
    """A scenario, nation or deck file's id is its file name (so each file shows its own fault,
    not also a wrong id)."""
    out = []
    for name, data, expect in entries:
        try:
            doc = json.loads(data)
        except (ValueError, RecursionError):
            doc = None
        if isinstance(doc, dict) and "id" in doc:
            data = _j(dict(doc, id=Path(name).stem))
        out.append((name, data, expect))
    return out


def everything() -> list[tuple[str, bytes, str]]:
    return saves() + maps() + _named(scenarios()) + _named(contents())


def large_files(folder: Path) -> list[tuple[Path, str, str]]:
    """The big files, written into ``folder``: (path, kind, expected message piece)."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []

    def write(name: str, data: bytes | dict, kind: str, expect: str) -> None:
        if isinstance(data, dict):
            data = json.dumps(data, separators=(",", ":")).encode("utf-8")
        path = folder / name
        path.write_bytes(data)
        out.append((path, kind, expect))

    huge = "x" * 10_000_000
    write("save-10mb-scenario-name.ccgame", _save_doc(scenario=huge), "save", "a text of 10,000,000 characters")
    write("save-10mb-move.ccgame", _save_doc(moves=[["place", huge, "A1"]]), "save", "moves[0][1]: must have at most 80 characters")
    write("save-50000-deep.ccgame", b"[" * 50_000 + b"]" * 50_000, "save", "nested more than 64 levels deep")
    write("save-million-moves.ccgame", _save_doc(moves=[["pass"]] * 1_000_000), "save", "holds more than 1,000,000 values")
    write("save-100001-moves.ccgame", _save_doc(moves=[["pass"]] * 100_001), "save", "moves: must have at most 100000 items")
    big = folder / "save-70mb.ccgame"
    with open(big, "wb") as fh:  # sparse: the size is all that matters
        fh.truncate(70_000_000)
    out.append((big, "save", "is 70.0 MB; a save file is at most 64.0 MB"))
    m = _map_doc()
    write("map-10mb-name.json", dict(m, name=huge), "map", "a text of 10,000,000 characters")
    write("map-50000-deep.json", b"{\"a\":" * 50_000 + b"1" + b"}" * 50_000, "map", "nested more than 64 levels deep")
    write("map-million-point-road.json",
          dict(m, lines=[{"feature": "road", "points": [[i % 1000, i // 1000] for i in range(1_000_000)]}]),
          "map", "holds more than 1,000,000 values")
    shape = m["shapes"][0]
    write("map-20001-point-shape.json", dict(m, shapes=[dict(shape, polygon=[[i % 500, i // 500] for i in range(20_001)])]),
          "map", "shapes[0].polygon: must have at most 20000 items")
    sc = _scenario_doc()
    write("scenario-10mb-briefing.json", dict(sc, description=huge), "scenario", "is 10.0 MB; a content file is at most 5.0 MB")
    write("scenario-1mb-briefing.json", dict(sc, description=huge[:1_000_000]), "scenario",
          "description: a text of 1,000,000 characters (at most 100,000)")
    write("scenario-50000-deep.json", b"[" * 50_000 + b"]" * 50_000, "scenario", "nested more than 64 levels deep")
    return out


def main() -> None:
    manifest = {}
    for name, data, expect in everything():
        path = HERE / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        manifest[name] = expect
    (HERE / "manifest.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(manifest)} files written under {HERE}")


if __name__ == "__main__":
    main()
