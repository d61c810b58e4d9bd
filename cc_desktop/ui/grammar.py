"""Words that know their grammar, so that a translated message can make its parts agree.

A message built from parts (a side, a unit, a count) must not glue words: Russian wants the
unit in the case the sentence needs and a verb that agrees with its gender, Greek wants an
article of the right gender, Hungarian a suffix.  The translated template says what it needs
with a format spec on the placeholder (the placeholder's name stays the English one):

* ``{unit:gen}`` - the name in the form ``gen`` (any form name ``grammar.json`` gives: Russian
  nom gen dat acc ins prep; the plain name when the word has no such form);
* ``{unit:m=уничтожен|f=уничтожена|n=уничтожено|p=уничтожены}`` - the choice for the word's
  gender (m, f, n singular; p a plural name); the first choice when the gender is unknown.

The forms come from ``resources/text/<language>/grammar.json`` (``cc_desktop.content.wording``
documents the format), keyed by the unit, Weapon or Radio type id, ``side.axis`` /
``side.allies`` (the player of a side), ``nation.<id>`` or ``fortification.<id>``.  A
:class:`Word` is a ``str``: everything that only shows it (a button, a tooltip) sees its plain
text.  English templates have no specs, so English is unchanged.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Mapping

from cc_desktop import resources, textlookup
from cc_desktop.ui.language import content_language

FORM_NAME = re.compile(r"[a-z][a-z0-9_]*")


class Word(str):
    """A text with its grammatical gender and case forms (see the module's doc)."""

    gender: str | None
    forms: Mapping[str, str]

    def __new__(cls, text: str, forms: Mapping[str, str] | None = None, gender: str | None = None) -> "Word":
        self = super().__new__(cls, text)
        self.forms = dict(forms or {})
        self.gender = gender
        return self

    def form(self, name: str) -> str:
        return self.forms.get(name, str(self))

    def choose(self, spec: str) -> str:
        """``m=...|f=...|n=...|p=...``: the choice for this word's gender."""
        choices: dict[str, str] = {}
        for part in spec.split("|"):
            key, _, text = part.partition("=")
            choices.setdefault(key.strip(), text)
        if self.gender in choices:
            return choices[self.gender]
        if self.gender == "p" and "n" in choices and "p" not in choices:
            return choices["n"]
        return next(iter(choices.values()), "")

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        if "=" in spec:
            return self.choose(spec)
        if FORM_NAME.fullmatch(spec):
            return self.form(spec)
        return format(str(self), spec)

    def map(self, fn) -> "Word":
        """The same word with ``fn`` applied to its text and to every form (a suffix, a place)."""
        return Word(fn(str(self)), {k: fn(v) for k, v in self.forms.items()}, self.gender)


def entry(ident: str, language: str | None = None) -> Mapping[str, object] | None:
    lang = language or content_language()
    if not ident or lang == "en":
        return None
    return textlookup.entry(resources.TEXTS, lang, "grammar.json", "forms", ident)


def word(ident: str, text: str, language: str | None = None) -> Word:
    """``text`` as a :class:`Word` with the forms ``grammar.json`` gives for ``ident`` (the plain
    text for a form it lacks)."""
    found = entry(ident, language) or {}
    gender = found.get("gender") if isinstance(found.get("gender"), str) else None
    forms = {k: v for k, v in found.items() if k != "gender" and isinstance(v, str)}
    return Word(text, forms, gender)


def plain(value) -> object:
    """A message parameter as something every spec accepts: a text becomes a :class:`Word`
    (a translation may ask a form of any name; without forms it shows the text)."""
    if isinstance(value, Word) or not isinstance(value, str):
        return value
    return Word(value)


#: the accents Greek drops in capitals (tonos / oxia, perispomeni, breathings); the diaeresis stays
_GREEK_CAPS_DROP = {"\u0301", "\u0342", "\u0313", "\u0314", "\u0300"}


def _greek(ch: str) -> bool:
    return "\u0370" <= ch <= "\u03ff" or "\u1f00" <= ch <= "\u1fff"


def caps(text: str) -> str:
    """``text`` in capitals as the language writes them: Greek capitals drop the accent
    ("Προέλαση" -> "ΠΡΟΕΛΑΣΗ", not "ΠΡΟΈΛΑΣΗ") and keep the diaeresis; other scripts as
    ``str.upper`` (Hungarian keeps its accents: "ELŐRENYOMULÁS")."""
    upper = text.upper()
    if not any(_greek(ch) for ch in upper):
        return upper
    out: list[str] = []
    for ch in unicodedata.normalize("NFD", upper):
        if ch in _GREEK_CAPS_DROP and out and _greek(out[-1]):
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


__all__ = ["Word", "caps", "entry", "plain", "word"]
