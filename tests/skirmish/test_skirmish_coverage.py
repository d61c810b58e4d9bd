"""The Skirmish coverage report (docs/skirmish-coverage.md) and its ids are current."""

import pytest

from cc_desktop.tools import skirmish_coverage as sc


def test_sk_ids_are_found_in_comments_and_strings_and_nothing_else():
    assert sc.ids_in("# SK-8.2 the save, then SK-17.4 and SK-0") == ["SK-8.2", "SK-17.4", "SK-0"]
    assert sc.ids_in("O20.3.4, 8.2, ASK-3, SK-3x") == []


def test_the_ids_come_from_the_digest_headings():
    data = sc.rules_from_digest(
        "## SK-4 Action catalogue (Akciók a körben, p.4–5)\n"
        "### SK-4.6 Shooting (Lövés) — cost rules, see SK-6.4.\n"
        "### SK-4.9 Opening (Nyitás)\n"
        "## SK-9 Melee (Közelharc, p.8)\n"
        "1. **Melee** *(derived; SK-9)* — Given attacker E 3\n")
    assert data["rules"] == {
        "SK-4": {"title": "Action catalogue", "kind": "chapter", "reason": "its sections carry the rules"},
        "SK-4.6": {"title": "Shooting (Lövés)", "kind": "reference", "reason": "points to SK-6.4"},
        "SK-4.9": {"title": "Opening (Nyitás)", "kind": "code"},
        "SK-9": {"title": "Melee", "kind": "code"},
    }
    assert data["scenarios"] == {"1": {"title": "Melee", "source": "derived", "rules": ["SK-9"]}}


def test_the_ids_file_is_current_with_the_digest():
    if not sc.DIGEST.exists():
        pytest.skip("the rules digests are not beside this checkout")
    assert (sc.ROOT / sc.RULES).read_text(encoding="utf-8") == sc.dump_rules(
        sc.rules_from_digest(sc.DIGEST.read_text(encoding="utf-8"))), f"run {sc.COMMAND} --ids"


def test_the_report_is_current_and_names_only_ids_of_the_digest():
    cov = sc.coverage()
    assert cov.unknown == [], "ids that are no heading of the Skirmish digest"
    assert (sc.ROOT / sc.REPORT).read_text(encoding="utf-8") == sc.report(cov), f"run {sc.COMMAND}"
    assert len(cov.rules["scenarios"]) == 24


def test_an_id_given_to_code_as_a_string_is_a_citation_a_docstring_is_not():
    source = ('def save(x):\n'
              '    """SK-8.3: the table."""\n'
              '    return Step("SK-8.2", "cover_save",\n'
              '                "SK-6.9 in words")\n')
    scan = sc.rc.scan_source(sc.with_id_arguments_as_comments(source), "m.py", ids_in=sc.ids_in)
    assert [(c.rule, c.line) for c in scan.citations] == [("SK-8.2", 3)]
    assert sorted(m.rule for m in scan.mentions) == ["SK-6.9", "SK-8.2", "SK-8.3"]  # every string mentions
