"""Complete the lupdate output with the messages lupdate cannot see, and fill in translations.

pyside6-lupdate extracts ``self.tr("literal")`` calls; it cannot see
* the "engine" context: the English templates of ``cc_desktop.rules.messages.ENGLISH``
  (looked up by their English text in ``cc_desktop.ui.texts.message_text``), the decisions'
  prompts of the registry (``cc_desktop.rules.decisions``) included;
* the "moves" context: ``tr("moves", ...)`` in ``cc_desktop/ui/texts.py`` (a two-argument helper
  lupdate misreads) and the move labels / words kept in dicts there;
* the "Cards", "Counters", "MapPainter" and "LanguageMenu" contexts, and the "GameWindow" context of
  the window's panels (statusline.py, movetool.py, ...): the ``_tr("literal")`` helpers.

Usage (from the repository root)::

    python resources/i18n/complete_ts.py resources/i18n/cc_desktop_el.ts [translations.json]

The optional JSON (or ``.py`` file with a dict ``T``) maps ``"context\\u0004source"`` to the translation (a list of forms for
plural messages); messages it does not list keep their translation or stay "unfinished".
"""

from __future__ import annotations

import ast
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "cc_desktop" / "ui"
HELPERS = {"cards.py": "Cards", "counters.py": "Counters", "mappainter.py": "MapPainter", "languagemenu.py": "LanguageMenu",
           # the game window's panels speak in the window's own context (cc_desktop/ui/gamewindow.py)
           **{name: "GameWindow" for name in ("statusline.py", "movetool.py", "handpanel.py", "trackpanel.py",
                                              "reveals.py", "maptools.py", "menus.py", "fileactions.py",
                                              "endgame.py", "logpanel.py", "firepreview.py", "publicprompt.py",
                                              "hints.py", "howtoplay.py")}}
#: module-level dicts of those files whose values are words translated with _tr(value)
TRANSLATED_DICTS = {"_WEAPON_SHORT"}


def engine_templates() -> list[str]:
    from cc_desktop.rules.messages import ENGLISH  # every rule module's MESSAGES (gathered on first use)

    return list(dict.fromkeys(ENGLISH.values()))


def _literal(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def extra_messages() -> list[tuple[str, str, bool]]:
    """(context, source, plural) for every message lupdate does not extract."""
    out: list[tuple[str, str, bool]] = [("engine", t, False) for t in engine_templates()]
    tree = ast.parse((UI / "texts.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr" \
                and len(node.args) == 2 and _literal(node.args[0]) == "moves" and _literal(node.args[1]):
            out.append(("moves", node.args[1].value, False))
        if isinstance(node, ast.Dict):  # move labels and words: tr("moves", MOVE_LABELS[kind])
            values = [_literal(v) for v in node.values]
            if values and all(values) and all(_literal(k) for k in node.keys):
                out.extend(("moves", v, False) for v in values)
    for fname, context in HELPERS.items():
        tree = ast.parse((UI / fname).read_text(encoding="utf-8"))
        for node in ast.walk(tree):  # words kept in a dict and translated by _tr(value)
            if isinstance(node, ast.Assign) and any(getattr(t, "id", "") in TRANSLATED_DICTS for t in node.targets) \
                    and isinstance(node.value, ast.Dict):
                out.extend((context, v, False) for v in map(_literal, node.value.values) if v)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            if isinstance(f, ast.Name) and f.id == "_tr" and node.args and _literal(node.args[0]):
                out.append((context, node.args[0].value, False))
            if isinstance(f, ast.Attribute) and f.attr == "translate" and len(node.args) >= 2 \
                    and _literal(node.args[0]) == context and _literal(node.args[1]):
                out.append((context, node.args[1].value, len(node.args) >= 4))
    seen, unique = set(), []
    for ctx, src, plural in out:
        if (ctx, src) not in seen:
            seen.add((ctx, src))
            unique.append((ctx, src, plural))
    return unique


def complete(ts_path: Path, translations: dict | None = None) -> tuple[int, int]:
    tree = ET.parse(ts_path)
    root = tree.getroot()
    contexts = {c.findtext("name"): c for c in root.findall("context")}
    bogus = contexts.pop("", None)  # lupdate reads tr("moves", "x") as context "" source "moves"
    if bogus is not None:
        root.remove(bogus)
    for ctx, src, plural in extra_messages():
        c = contexts.get(ctx)
        if c is None:
            c = ET.SubElement(root, "context")
            ET.SubElement(c, "name").text = ctx
            contexts[ctx] = c
        existing = [m for m in c.findall("message") if m.findtext("source") == src]
        if existing:  # lupdate marks the messages it cannot see "vanished": they are still used
            t = existing[0].find("translation")
            if t.get("type") in ("vanished", "obsolete"):
                finished = (t.text or "").strip() or any((f.text or "").strip() for f in t)
                t.set("type", "unfinished") if not finished else t.attrib.pop("type")
            continue
        m = ET.SubElement(c, "message")
        if plural:
            m.set("numerus", "yes")
        ET.SubElement(m, "source").text = src
        t = ET.SubElement(m, "translation", type="unfinished")
        if plural:
            ET.SubElement(t, "numerusform")
    # what is still "vanished" now is used nowhere (lupdate could not see it and it is not one of
    # the extra messages above): drop it, so that the file holds only what the program says
    for c in list(root.findall("context")):
        for m in list(c.findall("message")):
            t = m.find("translation")
            if t is not None and t.get("type") in ("vanished", "obsolete"):
                c.remove(m)
        if not c.findall("message"):
            root.remove(c)
    done = total = 0
    for c in root.findall("context"):
        ctx = c.findtext("name")
        for m in c.findall("message"):
            total += 1
            src = m.findtext("source")
            t = m.find("translation")
            value = (translations or {}).get(f"{ctx}\u0004{src}")
            if value is not None:
                t.attrib.pop("type", None)
                if isinstance(value, list):
                    m.set("numerus", "yes")
                if m.get("numerus") == "yes":
                    t.text = None  # a plural has only its forms, no text of its own
                    for f in list(t):
                        t.remove(f)
                    for form in (value if isinstance(value, list) else [value]):
                        ET.SubElement(t, "numerusform").text = form
                else:
                    t.text = value
            if t.get("type") not in ("unfinished", "vanished", "obsolete"):
                done += 1
    ET.indent(tree, "    ")
    with open(ts_path, "wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(fh, encoding="utf-8", xml_declaration=False)
        fh.write(b"\n")
    return done, total


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    data = None
    if len(sys.argv) > 2:
        src = Path(sys.argv[2]).read_text(encoding="utf-8")
        if sys.argv[2].endswith(".py"):
            ns: dict = {}
            exec(src, ns)  # a dict T: "context\u0004source" -> translation
            data = ns["T"]
        else:
            data = json.loads(src)
    done, total = complete(Path(sys.argv[1]), data)
    print(f"{sys.argv[1]}: {done}/{total} translated")
