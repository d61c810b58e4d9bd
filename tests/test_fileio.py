"""Reading and writing files safely (cc_desktop/fileio.py): the limits every JSON file is read
with, the short quotes in messages, and writes that never leave half a file."""

from __future__ import annotations

import json
import os

import pytest

from cc_desktop import fileio
from cc_desktop.fileio import FileProblem, clip, excerpt, parse_json, read_json, write_text_atomic


def test_excerpt_and_clip_keep_messages_short():
    assert excerpt("abc") == "'abc'"
    long = "x" * 10_000_000
    assert excerpt(long) == "'" + "x" * 60 + "…' (10,000,000 characters)"
    assert excerpt(12) == "12" and excerpt(10 ** 80).endswith("(81 characters)")
    assert clip("short") == "short"
    assert clip("y" * 1000) == "y" * 400 + "… (1,000 characters in all)"


@pytest.mark.parametrize("text,reason", [
    ("NaN", "NaN is not a number this program accepts"),
    ("[1, -Infinity]", "-Infinity is not a number this program accepts"),
    ("1e999", "the number '1e999' is too large"),
    ("[" + "9" * 31 + "]", "a whole number of 31 digits (at most 30)"),
    ("[" * 65 + "]" * 65, "nested more than 64 levels deep"),
    ("[" * 100_000 + "]" * 100_000, "nested more than 64 levels deep"),
    ('{"name": "' + "n" * 100_001 + '"}', "a text of 100,001 characters (at most 100,000)"),
    ("[" + "0," * 1_000_000 + "0]", "holds more than 1,000,000 values"),
    ("{oops", "not valid JSON: Expecting property name enclosed in double quotes at line 1 column 2"),
    (b"\xff\xfe", "not a UTF-8 text file"),
])
def test_parse_json_refuses_what_no_format_of_ours_holds(text, reason):
    with pytest.raises(FileProblem) as info:
        parse_json(text)
    assert reason in str(info.value)
    assert len(str(info.value)) <= fileio.MAX_MESSAGE + 40


def test_parse_json_names_where_the_fault_is():
    with pytest.raises(FileProblem) as info:
        parse_json(json.dumps({"moves": [["place", "u" * 200_000]]}))
    assert info.value.where == "moves[0][1]"
    assert str(info.value).startswith("moves[0][1]: a text of 200,000 characters")


def test_parse_json_accepts_our_own_formats():
    assert parse_json('\ufeff{"a": [1, 2.5, -3e2, "t", null, true], "b": {}}') == \
        {"a": [1, 2.5, -300.0, "t", None, True], "b": {}}
    assert parse_json("[" * 64 + "]" * 64) is not None  # exactly the deepest allowed


def test_read_json_reads_only_regular_files_of_bounded_size(tmp_path):
    with pytest.raises(FileProblem, match="file not found"):
        read_json(tmp_path / "none.json")
    with pytest.raises(FileProblem, match="is a folder, not a file"):
        read_json(tmp_path)
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(fileio.MAX_BYTES["content"] + 1)
    with pytest.raises(FileProblem, match="is 5.0 MB; a content file is at most 5.0 MB"):
        read_json(big, "content")
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)
        # a pipe never ends: it must be refused without reading (open() of a FIFO blocks until a
        # writer comes, so one is started)
        writer = os.open(fifo, os.O_RDWR)
        try:
            with pytest.raises(FileProblem, match="is not a regular file"):
                read_json(fifo)
        finally:
            os.close(writer)
    if os.path.exists("/dev/zero"):
        with pytest.raises(FileProblem, match="is not a regular file"):
            read_json("/dev/zero")


def test_write_text_atomic_replaces_the_whole_file_or_nothing(tmp_path, monkeypatch):
    target = tmp_path / "game.ccgame"
    write_text_atomic(target, "first\n")
    assert target.read_text() == "first\n"
    names = []
    real_open = open

    def spy_open(path, *args, **kwargs):
        names.append(os.path.basename(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr("builtins.open", spy_open)

    def no_space(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(fileio.os, "fsync", no_space)
    with pytest.raises(OSError, match="No space left"):
        write_text_atomic(target, "second\n")
    monkeypatch.undo()
    assert target.read_text() == "first\n"  # the old file, untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.ccgame"]  # no temporary left
    # the temporary file is this process's own: two running copies never share one
    assert names and f".game.ccgame.{os.getpid()}-" in names[0] and names[0].endswith(".tmp")
