"""Nothing a file can do to us: every broken or hostile save, map, scenario, nation and deck of
the corpus (tests/corpus, made by tests/corpus/make_corpus.py; the SVG drawings have their own
tests) goes through every entry point that reads that kind of file, and each gives a clear
message: the file's fault in one short line (or one line per fault), no traceback, the exit code
2 on the command line, a message box in the window, the autosave set aside, within 30 s and in
a process limited to 1 GB of address space.

The entry points run in child processes (tests/hostile_runner.py, two at once) under that limit;
the results are checked here case by case.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "corpus"))
import make_corpus  # noqa: E402

HERE = Path(__file__).parent
CORPUS = HERE / "corpus"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
MEMORY_LIMIT = 1 << 30  # 1 GiB of address space for the child
SECONDS = 30

ENTRIES = {
    "save": ("cli-replay", "cli-replay-verify", "cli-double-click", "cli-smoke", "window-open",
             "window-file-open-event", "autosave-recovery"),
    "map": ("cli-check-map", "cli-los", "cli-render-map", "cli-view", "viewer-open"),
    "scenario": ("cli-check-content", "cli-simulate", "cli-play", "cli-screenshot", "save-with-scenario"),
}
WINDOW_ENTRIES = {"window-open", "window-file-open-event", "viewer-open", "cli-double-click"}


def _kind(name: str) -> str:
    folder = name.split("/")[0]
    if folder == "content":
        return "nation" if "nation" in name else "deck"
    return folder


def _entries(kind: str) -> tuple[str, ...]:
    return ENTRIES.get(kind, (f"api-load-{kind}",))


# the scenario embedded in a save is read by the save's reader: what it says differs from the
# scenario file's own message where the file level decides (size, JSON text)
EMBEDDED = {"scenario/empty.json": "scenario_data: must be object, not the text ''"}
# `replay --verify` checks the stored state's own hash before it replays
STRICT = {"save/hash-wrong.ccgame": "hash: is not the hash of the saved state (the file was changed)"}

COMMITTED = [(name, entry) for name in MANIFEST for entry in _entries(_kind(name))]


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


#: the cases are shared among this many runners at once (the test process only waits meanwhile;
#: CI has two cores)
RUNNERS = 2


def _run(cases: list[dict], folder: Path, env: dict | None = None) -> dict[str, dict]:
    """Each case through its entry point, in RUNNERS child processes (each under the memory
    limit, the cases dealt round-robin); the results by case id."""
    parts = [cases[i::RUNNERS] for i in range(RUNNERS) if cases[i::RUNNERS]]
    procs = []
    for i, part in enumerate(parts):
        cases_file, results_file = folder / f"cases-{i}.json", folder / f"results-{i}.json"
        cases_file.write_text(json.dumps(part), encoding="utf-8")
        procs.append((part, results_file, subprocess.Popen(
            [sys.executable, str(HERE / "hostile_runner.py"), str(cases_file), str(results_file)],
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "OPENBLAS_NUM_THREADS": "1", **(env or {})},
            preexec_fn=_limit_memory, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)))
    out: dict[str, dict] = {}
    for part, results_file, proc in procs:
        try:
            _, stderr = proc.communicate(timeout=SECONDS * len(part) + 120)
        except subprocess.TimeoutExpired:
            for _, _, p in procs:
                p.kill()
            raise
        results = json.loads(results_file.read_text(encoding="utf-8")) if results_file.exists() else []
        assert proc.returncode == 0 and len(results) == len(part), (
            f"the runner stopped after {len(results)} of {len(part)} cases (exit {proc.returncode}): "
            f"{stderr[-2000:]}")
        # the runner's own peak (RUSAGE_CHILDREN would be the largest of every child this test
        # process ever had: a wheel build or a measuring run before it made this fail by the order
        # of the tests)
        peak = int(results_file.with_suffix(".peak").read_text(encoding="utf-8"))
        assert 0 < peak * 1024 < MEMORY_LIMIT
        out.update({r["id"]: r for r in results})
    return out


@pytest.fixture(scope="session")
def committed_results(tmp_path_factory) -> dict[str, dict]:
    folder = tmp_path_factory.mktemp("hostile")
    cases = [{"id": f"{name}::{entry}", "entry": entry, "path": str(CORPUS / name)} for name, entry in COMMITTED]
    return _run(cases, folder)


def _message(result: dict) -> str:
    """What the player is told: the command's error lines and the message boxes."""
    return "\n".join([result["err"], *result["boxes"]]).strip()


def check_clear(result: dict, expect: str) -> None:
    """One clear message: the expected reason, nothing escaped, short lines, the right exit."""
    assert result["crash"] is None, result["crash"]
    assert result["seconds"] < SECONDS
    text = _message(result)
    assert "Traceback" not in text and "Traceback" not in result["out"], text
    assert expect in text, f"expected {expect!r} in:\n{text}"
    assert result["err_chars"] <= 6000, f"{result['err_chars']} characters of messages"
    for line in text.splitlines():
        assert len(line) <= 1000, line[:200] + "…"
    entry = result["entry"]
    if entry.startswith(("cli-", "api-", "save-")):
        assert result["code"] == 2, (result["code"], text)
    if entry in WINDOW_ENTRIES:
        assert any(b.startswith(("warning:", "critical:")) for b in result["boxes"]), result["boxes"]
    elif entry == "autosave-recovery":
        assert any(b.startswith("box: Autosave set aside") for b in result["boxes"]), result["boxes"]
        left = result["boxes"][-1]
        assert "autosave.ccgame" not in left.split(": ", 1)[1].split(", ") and "autosave.broken-" in left, left


@pytest.mark.parametrize("name,entry", COMMITTED, ids=[f"{n}::{e}" for n, e in COMMITTED])
def test_corpus_file_through_entry_point(committed_results, name, entry):
    result = committed_results[f"{name}::{entry}"]
    expect = MANIFEST[name]
    if entry == "save-with-scenario":
        expect = EMBEDDED.get(name, expect)
    elif entry == "cli-replay-verify":
        expect = STRICT.get(name, expect)
    check_clear(result, expect)


def test_the_corpus_is_large_and_covers_every_kind():
    kinds = {_kind(n) for n in MANIFEST}
    assert kinds == {"save", "map", "scenario", "nation", "deck"}
    assert len(MANIFEST) >= 60
    svg = list((CORPUS / "svg").glob("*")) if (CORPUS / "svg").is_dir() else []
    assert len(MANIFEST) + len(svg) >= 75


def test_the_committed_corpus_is_what_make_corpus_writes():
    """The files under tests/corpus are the generator's (change make_corpus.py, run it)."""
    made = {name: (data, expect) for name, data, expect in make_corpus.everything()}
    assert set(made) == set(MANIFEST)
    for name, (data, expect) in made.items():
        assert (CORPUS / name).read_bytes() == data, name
        assert MANIFEST[name] == expect, name


def test_large_and_special_files(tmp_path):
    """A 10 MB name or move, 50,000 levels of nesting, a million moves or points, a 70 MB save,
    a device, a folder and a missing file, through the entry points of their kind."""
    files = make_corpus.large_files(tmp_path / "large")
    specials = []
    folder = tmp_path / "a-folder.ccgame"
    folder.mkdir()
    missing = tmp_path / "missing.ccgame"
    for kind in ("save", "map", "scenario"):
        specials.append((folder, kind, "is a folder, not a file"))
        specials.append((missing, kind, "file not found"))
        if Path("/dev/zero").exists():
            specials.append((Path("/dev/zero"), kind, "is not a regular file"))
    cases, expects = [], {}
    for path, kind, expect in files + specials:
        for entry in _entries(kind):
            if entry in ("cli-double-click", "cli-smoke", "window-file-open-event") and not path.name.endswith(".ccgame"):
                continue  # these entry points take saves by their extension
            if entry == "autosave-recovery" and not path.is_file():
                continue  # an autosave is a file
            if entry == "save-with-scenario" and not path.is_file():
                continue
            case_id = f"{path.name}::{kind}::{entry}"
            cases.append({"id": case_id, "entry": entry, "path": str(path)})
            expects[case_id] = expect
    results = _run(cases, tmp_path)
    embedded = {"scenario-10mb-briefing.json": "description: a text of 10,000,000 characters",
                "scenario-1mb-briefing.json": "description: a text of 1,000,000 characters",
                "scenario-50000-deep.json": "nested more than 64 levels deep"}
    failures = []
    for case_id, result in results.items():
        expect = expects[case_id]
        name = case_id.split("::")[0]
        if result["entry"] == "save-with-scenario":
            expect = embedded.get(name, expect)
        try:
            check_clear(result, expect)
        except AssertionError as exc:
            failures.append(f"{case_id}: {str(exc)[:600]}")
    assert not failures, "\n".join(failures)


def test_a_broken_nation_or_deck_among_the_bundled_ones(tmp_path):
    """check-content names each broken nation and deck file and exits 2; the New game dialog
    still opens with every scenario that loads; nothing else is disturbed."""
    from cc_desktop import resources

    root = tmp_path / "root"
    shutil.copytree(resources.RESOURCES, root / "resources", ignore=shutil.ignore_patterns("*.py", "*.ts"))
    shutil.copytree(resources.MAPS, root / "maps")
    broken = [n for n in MANIFEST if n.startswith("content/")]
    for name in broken:
        target = root / "resources" / ("nations" if "nation" in name else "decks") / Path(name).name
        target.write_bytes((CORPUS / name).read_bytes())
    results = _run([{"id": "dialog", "entry": "new-game-dialog", "path": ""}], tmp_path,
                   env={"CC_DESKTOP_ROOT": str(root)})
    dialog = results["dialog"]
    assert dialog["crash"] is None, dialog["crash"]
    assert "chapel-crossroads-1944" in dialog["boxes"][0]
    proc = subprocess.run([sys.executable, "-m", "cc_desktop", "check-content", "--quiet"], capture_output=True,
                          text=True, env={**os.environ, "CC_DESKTOP_ROOT": str(root)}, timeout=120,
                          preexec_fn=_limit_memory)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr[-3000:]
    for name in broken:
        assert Path(name).name in proc.stderr, (name, proc.stderr[-3000:])
        assert MANIFEST[name] in proc.stderr, (name, MANIFEST[name])
