"""The book's list of rules (issue 15, item 4): resources/rules/book-rules.json holds every
numbered rule that has a heading in the rules digests, with its kind; cc_desktop/tools/book_rules.py
writes it from the digests and the hand-kept overrides.  A small synthetic digest first; then the
checkout's file against the real digests (when they are on the machine)."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from cc_desktop.schema import Validator, unsupported_keywords
from cc_desktop.tools import book_rules as br


def dedent(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


def line_of(source: str, snippet: str) -> int:
    found = [n for n, line in enumerate(source.splitlines(), 1) if snippet in line]
    assert len(found) == 1, (snippet, found)
    return found[0]


def entry(kind="code", **more) -> dict:
    return {"title": "A rule", "file": "01-basics.md", "kind": kind, **more}


DIGEST = dedent('''
    # 01 - Basics

    ## Glossary
    ### 3. Not a rule: the glossary

    ## 1. The Fate Cards
    ### 1.0 Golden Rule
    #### 1.9.1.1 Event! *(number inferred)*
    ### 13.2† Effects
    ## O16 Advance
    ##### T88.3.1 Military Crest Lines (reconstructed number)
    ### E52.1
    ### 3.1.1 Firepower (FP)
    ### Scenario 4 Addendum
    ### A. Surviving references
    ## Test scenarios
    ### 2. A scenario, not a rule
    ## Ambiguities
    1. Ambiguity one
    ## E52 Deploy
''')


def _digests(folder: Path, first: str) -> Path:
    folder.mkdir()
    for i, name in enumerate(br.DIGEST_FILES):
        (folder / name).write_text(first if i == 0 else "# nothing\n", encoding="utf-8")
    return folder


def test_the_book_list_is_read_from_the_headings(tmp_path):
    found = br.extract(_digests(tmp_path / "d", DIGEST))
    assert [(h.id, h.title, h.note) for h in found] == [
        ("1", "The Fate Cards", ""),
        ("1.0", "Golden Rule", ""),
        ("1.9.1.1", "Event!", "number inferred"),
        ("3.1.1", "Firepower (FP)", ""),
        ("13.2", "Effects", "number rebuilt by the digest (†)"),
        ("O16", "Advance", ""),
        ("E52", "Deploy", ""),
        ("E52.1", "Deploy, part 1", "untitled in the digest"),
        ("T88.3.1", "Military Crest Lines", "reconstructed number"),
    ]
    data = br.build(found, {"1.0": {"kind": "reference", "reason": "a principle for the reader"}})
    assert data["rules"]["1.0"] == {"title": "Golden Rule", "file": "01-basics.md", "kind": "reference",
                                    "reason": "a principle for the reader"}
    assert data["rules"]["1"] == {"title": "The Fate Cards", "file": "01-basics.md", "kind": "code"}
    assert list(data["rules"])[:2] == ["1", "1.0"]
    schema = json.loads((br.SCHEMAS / "bookrules.schema.json").read_text(encoding="utf-8"))
    assert Validator(schema).errors(json.loads(br.dumps(data))) == []


def test_book_list_errors_are_clear(tmp_path):
    with pytest.raises(br.BookRulesError, match=r"02-suppression-orders.md:2: rule O16 has a heading already "
                                                rf"\(01-basics.md:{line_of(DIGEST, '## O16')}\)"):
        folder = _digests(tmp_path / "a", DIGEST)
        (folder / br.DIGEST_FILES[1]).write_text("# 02\n## O16 Advance again\n", encoding="utf-8")
        br.extract(folder)
    with pytest.raises(br.BookRulesError, match="03-actions.md: cannot read the digest"):
        folder = _digests(tmp_path / "b", DIGEST)
        (folder / br.DIGEST_FILES[2]).unlink()
        br.extract(folder)
    found = br.extract(_digests(tmp_path / "c", DIGEST))
    with pytest.raises(br.BookRulesError, match="O17: no heading of the digests has this number"):
        br.build(found, {"O17": {"kind": "data", "reason": "a rule of another file"}})
    schema = json.loads((br.SCHEMAS / "bookrules.schema.json").read_text(encoding="utf-8"))
    data = json.loads(br.dumps(br.build(found, {})))
    data["rules"]["1.0"]["kind"] = "data"  # no reason
    data["rules"]["1"]["reason"] = "code needs no reason"
    data["rules"]["Q7"] = entry()
    assert [str(e) for e in Validator(schema).errors(data)] == [
        "rules.1.kind: the text 'code' is not one of 'definition', 'reference', 'data'",  # (it has a reason)
        "rules.1.0.reason: is missing",
        "rules.Q7: is not an allowed name (the text 'Q7' is not a rule number of the book)"]


def test_the_schemas_use_only_supported_keywords():
    for name in ("bookrules.schema.json", "bookrules-overrides.schema.json"):
        assert unsupported_keywords(json.loads((br.SCHEMAS / name).read_text(encoding="utf-8"))) == set(), name


def test_the_book_list_has_every_heading_of_the_digests():
    if not (br.DIGESTS / br.DIGEST_FILES[0]).is_file():
        pytest.skip(f"the rules digests are not on this machine ({br.DIGESTS})")
    found = br.extract()
    assert len(found) > 300 and {h.file for h in found} == set(br.DIGEST_FILES)
    expected = br.dumps(br.build(found, br.load_overrides()))
    assert br.BOOK_RULES.read_text(encoding="utf-8") == expected, \
        "resources/rules/book-rules.json is not current: run python -m cc_desktop.tools.book_rules"


def test_the_book_list_is_valid_and_every_kind_but_code_says_why():
    book = br.load()  # checks the schema
    assert len(book) > 300 and "12" in book and "O20.3.4" in book and "V20" in book
    assert not any(r.startswith("SK") for r in book)
    overrides = br.load_overrides()
    for rule, e in book.items():
        assert (e["kind"] != "code") == (rule in overrides), rule
        if rule in overrides:
            assert (e["kind"], e["reason"]) == (overrides[rule]["kind"], overrides[rule]["reason"])


def test_the_tool_writes_and_checks_the_data_file(tmp_path, capsys, monkeypatch):
    digests = _digests(tmp_path / "d", DIGEST)
    overrides = tmp_path / "overrides.json"
    overrides.write_text(json.dumps({"format": "cc-desktop-bookrules-overrides", "version": 1,
                                     "rules": {"1.0": {"kind": "reference", "reason": "a principle for the reader"}}}),
                         encoding="utf-8")
    monkeypatch.setattr(br, "OVERRIDES", overrides)
    out = tmp_path / "rules" / "book-rules.json"
    assert br.main(["--digests", str(digests), "--out", str(out), "--check"]) == 1
    assert "is not current: run python -m cc_desktop.tools.book_rules" in capsys.readouterr().err
    assert br.main(["--digests", str(digests), "--out", str(out)]) == 0
    assert br.load(out)["1.0"]["kind"] == "reference" and len(br.load(out)) == 9
    assert br.main(["--digests", str(digests), "--out", str(out), "--check"]) == 0
    overrides.write_text(json.dumps({"format": "cc-desktop-bookrules-overrides", "version": 1,
                                     "rules": {"1.0": {"kind": "trivia", "reason": "a principle for the reader"}}}),
                         encoding="utf-8")
    assert br.main(["--digests", str(digests), "--out", str(out)]) == 2
    assert "rules.1.0.kind: the text 'trivia' is not one of 'definition', 'reference', 'data'" in capsys.readouterr().err
