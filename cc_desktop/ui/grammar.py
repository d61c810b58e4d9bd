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

Hungarian has no gender but suffixes and an article that follow the sound of the word: a name's
forms (``nom`` with its article "a Lövészosztag", ``acc`` "a Lövészosztagot", ``dat``, ``ins``,
``all``...) are written out in ``hu/grammar.json`` (its ``gender`` is only ``p`` for a plural
name, so that the verb can agree: ``{fortification:m=megsemmisül|p=megsemmisülnek}``).  What no
file can list - hex ids and numbers, "G5", "12" - gets its suffix by vowel harmony from how the
number is read (:func:`hungarian_form`): ``{hex:ill}`` "G5-be", "H3-ba", ``{hex:ine}`` "G5-ben",
``{hex:del}`` "G5-ről", ``{attack:art}`` "a 12", "az 5" (the article), ``{hex:art_all}`` "a G5-höz",
"az A1-hez" (the article of the NP that the suffixed hex id opens).
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
    #: the language the word is shown in: Hungarian makes the forms of a hex id or a number
    language: str | None

    def __new__(cls, text: str, forms: Mapping[str, str] | None = None, gender: str | None = None,
                language: str | None = None) -> "Word":
        self = super().__new__(cls, text)
        self.forms = dict(forms or {})
        self.gender = gender
        self.language = language
        return self

    def form(self, name: str) -> str:
        if name in self.forms:
            return self.forms[name]
        if self.language == "hu":
            made = hungarian_form(str(self), name)
            if made is not None:
                return made
        return str(self)

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
        return Word(fn(str(self)), {k: fn(v) for k, v in self.forms.items()}, self.gender, self.language)

    def within(self, template: str) -> "Word":
        """The word put in ``template`` ("{0}, broken"), every form too, the template's words
        agreeing with this word's gender ("{0}, {0:m=κλονισμένος|f=κλονισμένη|...}")."""
        return self.map(lambda text: template.format(Word(text, gender=self.gender)))


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
    return Word(text, forms, gender, language or content_language())


def plain(value) -> object:
    """A message parameter as something every spec accepts: a text or a number becomes a
    :class:`Word` in the window's language (a translation may ask a form of any name; without
    forms it shows the text, Hungarian makes those of a hex id or a number)."""
    if isinstance(value, Word):
        return value
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return value
    if isinstance(value, int):
        if content_language() != "hu":
            return value  # "{delta:+d}" and the like keep working
        return _Number(value)
    return Word(value, language=content_language())


class _Number(int):
    """A whole number in a Hungarian message: ``{n:art}``, ``{n:ill}``... besides the usual
    number format specs (``{n:+d}``)."""

    def __format__(self, spec: str) -> str:
        if spec and FORM_NAME.fullmatch(spec) and "=" not in spec:
            made = hungarian_form(str(int(self)), spec)
            if made is not None:
                return made
        return format(int(self), spec)


# -- Hungarian: the suffixes of hex ids and numbers, by how the number is read -------------------
#: the last word read for a number (its last non-zero digit, or its tens, hundreds...): the
#: accusative, superessive, allative and instrumental endings and whether its vowels are front
_HU_WORDS: dict[str, tuple[str, str, str, str, bool]] = {
    # read as:     acc    sup    all     ins     front
    "1": ("et", "en", "hez", "gyel", True),     # egy
    "2": ("t", "n", "höz", "vel", True),        # kettő
    "3": ("at", "on", "hoz", "mal", False),     # három
    "4": ("et", "en", "hez", "gyel", True),     # négy
    "5": ("öt", "ön", "höz", "tel", True),      # öt
    "6": ("ot", "on", "hoz", "tal", False),     # hat
    "7": ("et", "en", "hez", "tel", True),      # hét
    "8": ("at", "on", "hoz", "cal", False),     # nyolc
    "9": ("et", "en", "hez", "cel", True),      # kilenc
    "10": ("et", "en", "hez", "zel", True),     # tíz
    "20": ("at", "on", "hoz", "szal", False),   # húsz
    "30": ("at", "on", "hoz", "cal", False),    # harminc
    "40": ("et", "en", "hez", "nel", True),     # negyven
    "50": ("et", "en", "hez", "nel", True),     # ötven
    "60": ("at", "on", "hoz", "nal", False),    # hatvan
    "70": ("et", "en", "hez", "nel", True),     # hetven
    "80": ("at", "on", "hoz", "nal", False),    # nyolcvan
    "90": ("et", "en", "hez", "nel", True),     # kilencven
    "100": ("at", "on", "hoz", "zal", False),   # száz
    "1000": ("et", "en", "hez", "rel", True),   # ezer
}
#: the two-way suffixes: (back, front)
_HU_TWO_WAY = {"ine": ("ban", "ben"), "ill": ("ba", "be"), "ela": ("ból", "ből"), "sub": ("ra", "re"),
               "del": ("ról", "ről"), "ade": ("nál", "nél"), "abl": ("tól", "től"), "dat": ("nak", "nek"),
               "poss": ("nak", "nek")}
#: letters whose Hungarian name starts with a vowel sound (A: á, F: ef, L: el...): "az" before them
_HU_VOWEL_LETTERS = set("AEFILMNORSUXYÁÉÍÓÖŐÚÜŰ")
_HU_NUMBER_END = re.compile(r"(\d+)$")


def _hu_last_word(number: str) -> str:
    """The key of :data:`_HU_WORDS` for the word a number is read with last ("15": "5", "20":
    "20", "300": "100", "2000": "1000")."""
    n = int(number)
    if n == 0:
        return "0"
    if n % 10:
        return str(n % 10)
    if n % 100:
        return str(n % 100)
    return "100" if n % 1000 else "1000"


def _hu_number_starts_with_vowel(number: str) -> bool:
    """Whether a number read aloud starts with a vowel: 1 (egy), 5 (öt), 50 (ötven), 500, 1000
    (ezer), 1 000 000...: the article before it is "az"."""
    digits = number.lstrip("0") or "0"
    groups = (len(digits) - 1) // 3  # thousands read "ezer" first when the group is 1
    lead = digits[: len(digits) - 3 * groups]
    if groups and lead == "1":
        return True  # ezer, (egy)millió read as "egymillió": both vowel
    return lead[0] == "5" or (lead[0] == "1" and len(lead) == 1)


def hungarian_article(text: str) -> str:
    """"a" or "az" before ``text``: by the first sound (a number as read, a hex id's letter by
    its name, a word by its first letter)."""
    if not text:
        return "a"
    if text[0].isdigit():
        return "az" if _hu_number_starts_with_vowel(re.match(r"\d+", text).group(0)) else "a"
    if re.match(r"[A-Z](\d|$|\W)", text):  # a hex id or a chit read by the letter's name
        return "az" if text[0] in _HU_VOWEL_LETTERS else "a"
    return "az" if text[0].lower() in "aáeéiíoóöőuúüű" else "a"


def hungarian_form(text: str, name: str) -> str | None:
    """The Hungarian form ``name`` of a text that ends in a number (a hex id "G5", a number
    "12"), or with ``art`` of any text its definite article ("az 5", "a G5", "az ellenség");
    None when it cannot be made (a word: its forms belong in grammar.json)."""
    if name == "art":
        return f"{hungarian_article(text)} {text}" if text else None
    if name.startswith("art_"):  # the article, then the form: "a G5-höz", "az A1-hez"
        made = hungarian_form(text, name[4:])
        return None if made is None else f"{hungarian_article(text)} {made}"
    m = _HU_NUMBER_END.search(text)
    if m is None:
        return None
    key = _hu_last_word(m.group(1))
    if key == "0":
        acc, sup, all_, ins, front = "t", "n", "hoz", "val", False  # nulla
    else:
        acc, sup, all_, ins, front = _HU_WORDS[key]
    if name in _HU_TWO_WAY:
        suffix = _HU_TWO_WAY[name][front]
    else:
        suffix = {"acc": acc, "sup": sup, "all": all_, "ins": ins}.get(name)
        if suffix is None:
            return None
    return f"{text}-{suffix}"


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


__all__ = ["Word", "caps", "entry", "hungarian_article", "hungarian_form", "plain", "word"]
