"""The Greek rulebook's remaining words (docs/glossary.md, "The follow-up: the remaining words of
the book"): a broken Weapon or Radio is αχρηστευμένο (it αχρηστεύεται), the Fire Group the
Συγκεντρωτική ομάδα πυρός, Deploy the Ανάπτυξη, and so the set-up the αρχική τοποθέτηση with its
ζώνη ανάπτυξης; the old words are forbidden (resources/text/glossary.json) and gone."""

from __future__ import annotations

import json
import re

import pytest

from cc_desktop import resources
from cc_desktop.tools import glossary


@pytest.fixture(scope="module")
def terms():
    return {t.id: t for t in glossary.load()}


def _text(file: str, *keys: str) -> str:
    found = json.loads((resources.TEXTS / "el" / file).read_text(encoding="utf-8"))
    for key in keys:
        found = found[key]
    return found


def test_the_glossary_holds_the_books_words(terms):
    assert terms["fire_group"].chosen("el") == "Συγκεντρωτική ομάδα πυρός"
    assert terms["deploy"].chosen("el") == "Ανάπτυξη"
    assert terms["setup"].chosen("el") == "αρχική τοποθέτηση"
    assert terms["broken"].chosen("el") == "κλονισμένη"  # a unit; its Weapon is αχρηστευμένο
    assert any(s.startswith("αχρηστ") for s in terms["broken"].stems("el"))


@pytest.mark.parametrize("old, term", [
    ("ένα χαλασμένο Όπλο", "broken"), ("ο Ασύρματος χαλάει", "broken"), ("αν χαλάσει ξανά", "broken"),
    ("σε Ομάδα πυρός", "fire_group"), ("ΔΠ Ομάδας πυρός", "fire_group"),
    ("Διάσπαση", "deploy"), ("η μονάδα διασπάται σε δύο Αποσπάσματα", "deploy"),
    ("μετά από κρυφή ανάπτυξη", "setup"), ("Στην ανάπτυξη, σύρετε", "setup"),
])
def test_an_old_word_is_found(terms, old, term):
    found = glossary.check("el", [terms[term]], [("x", old)], english_texts={})
    assert [f.term for f in found] == [term]


@pytest.mark.parametrize("new", [
    "ένα αχρηστευμένο Όπλο", "ο Ασύρματος αχρηστεύεται", "σε Συγκεντρωτική ομάδα πυρός",
    "ΔΠ Συγκεντρωτικής ομάδας πυρός", "Ανάπτυξη Αποσπάσματος", "Πυρ διασποράς", "στη ζώνη ανάπτυξής σας",
    "Χαλάσματα",  # the Skirmish ruins: another word
])
def test_the_new_words_and_their_neighbours_pass(terms, new):
    assert glossary.check("el", list(terms.values()), [("x", new)], english_texts={}) == []


def test_the_rules_and_cards_use_the_books_words():
    assert _text("rules-actions-events.json", "rules", "E52", "title") == "Ανάπτυξη"
    assert _text("cards.json", "events", "deploy", "name") == "Ανάπτυξη"
    assert _text("rules-variants.json", "rules", "V11", "title") == "Ανάπτυξη Αποσπάσματος"
    assert _text("rules-basics.json", "rules", "11.4", "title") == "Αχρηστευμένα Όπλα"
    assert _text("rules-orders.json", "rules", "O20.3.1", "title") == "Συγκεντρωτικές ομάδες πυρός"
    assert _text("rules-variants.json", "rules", "V15.3", "title") == "Συσσώρευση στην αρχική τοποθέτηση"
    assert "αχρηστεύεται" in _text("rules-basics.json", "rules", "11.4", "text")
    # the guide says it as the rules do
    guide = (resources.RESOURCES / "guide" / "el.md").read_text(encoding="utf-8")
    assert "Στην αρχική τοποθέτηση, σύρετε" in guide
    assert not re.search(r"χαλασμέν|(?<!συγκεντρωτική )ομάδα πυρός|διάσπασ", guide, re.IGNORECASE)
