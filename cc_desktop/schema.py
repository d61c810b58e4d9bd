"""A small JSON Schema validator for our data files (no Qt, no extra dependency).

It implements the subset of JSON Schema (draft 2020-12 keywords) that the schemas in
``resources/schemas/`` use, and reports every problem as ``path.to.field: reason`` so a player
editing a map or a scenario by hand is told exactly where the file is wrong.

Supported keywords: ``type``, ``properties``, ``required``, ``additionalProperties``
(boolean or schema), ``propertyNames``, ``patternProperties``, ``items``, ``minItems``,
``maxItems``, ``enum``, ``const``, ``minimum``, ``maximum``, ``exclusiveMinimum``,
``minLength``, ``maxLength``, ``pattern``, ``oneOf``, ``anyOf``, ``$ref`` (local ``#/$defs/...``),
``$defs``, and the annotations ``$schema``, ``$id``, ``title``, ``description``,
``default``, ``examples``.  A test checks that our schemas use nothing else.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cc_desktop.fileio import excerpt

SUPPORTED_KEYWORDS = frozenset(
    {
        "type", "properties", "required", "additionalProperties", "propertyNames",
        "patternProperties", "items", "minItems", "maxItems", "enum", "const", "minimum",
        "maximum", "exclusiveMinimum", "minLength", "maxLength", "pattern", "oneOf", "anyOf",
        "$ref", "$defs", "$schema", "$id", "title", "description", "default", "examples",
    }
)

_TYPES = {
    "object": dict,
    "array": list,
    "string": str,
    "boolean": bool,
    "null": type(None),
}


@dataclass(frozen=True)
class SchemaError:
    path: str
    reason: str

    def __str__(self) -> str:
        return f"{self.path or '(top level)'}: {self.reason}"


def join_path(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]" if path else f"[{key}]"
    return f"{path}.{key}" if path else str(key)


def _type_ok(value: Any, t: str) -> bool:
    if t == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if t == "number":  # NaN and the infinities are no numbers of ours (they pass every range check)
        return isinstance(value, int) and not isinstance(value, bool) or isinstance(value, float) and math.isfinite(value)
    return isinstance(value, _TYPES[t])


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return f"the text {value!r}" if len(value) < 40 else f"a text of {len(value):,} characters"
    return excerpt(value)


class Validator:
    def __init__(self, schema: dict):
        self.schema = schema
        self._patterns: dict[str, re.Pattern] = {}

    def errors(self, instance: Any, limit: int = 50) -> list[SchemaError]:
        out: list[SchemaError] = []
        self._validate(instance, self.schema, "", out)
        return out[:limit]

    # ------------------------------------------------------------------------------------------
    def _resolve(self, ref: str) -> dict:
        if not ref.startswith("#/"):
            raise ValueError(f"only local $ref are supported, not {ref!r}")
        node: Any = self.schema
        for part in ref[2:].split("/"):
            node = node[part]
        return node

    def _re(self, pattern: str) -> re.Pattern:
        if pattern not in self._patterns:
            self._patterns[pattern] = re.compile(pattern)
        return self._patterns[pattern]

    def _validate(self, value: Any, schema: dict | bool, path: str, out: list[SchemaError]) -> None:
        if schema is True:
            return
        if schema is False:
            out.append(SchemaError(path, "is not allowed here"))
            return
        if "$ref" in schema:
            self._validate(value, self._resolve(schema["$ref"]), path, out)
        t = schema.get("type")
        if t is not None:
            types = t if isinstance(t, list) else [t]
            if not any(_type_ok(value, x) for x in types):
                out.append(SchemaError(path, f"must be {' or '.join(types)}, not {_describe(value)}"))
                return
        if "const" in schema and value != schema["const"]:
            out.append(SchemaError(path, f"must be {schema['const']!r}"))
        if "enum" in schema and value not in schema["enum"]:
            choices = ", ".join(repr(c) for c in schema["enum"][:12])
            out.append(SchemaError(path, f"{_describe(value)} is not one of {choices}"))
        if isinstance(value, float) and not math.isfinite(value):
            out.append(SchemaError(path, f"{value} is not a finite number"))
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            if "minimum" in schema and value < schema["minimum"]:
                out.append(SchemaError(path, f"must be at least {schema['minimum']}, not {excerpt(value)}"))
            if "maximum" in schema and value > schema["maximum"]:
                out.append(SchemaError(path, f"must be at most {schema['maximum']}, not {excerpt(value)}"))
            if "exclusiveMinimum" in schema and value <= schema["exclusiveMinimum"]:
                out.append(SchemaError(path, f"must be more than {schema['exclusiveMinimum']}, not {excerpt(value)}"))
        if isinstance(value, str):
            if "minLength" in schema and len(value) < schema["minLength"]:
                out.append(SchemaError(path, f"must have at least {schema['minLength']} characters"))
            if "maxLength" in schema and len(value) > schema["maxLength"]:
                out.append(SchemaError(path, f"must have at most {schema['maxLength']} characters"))
            if "pattern" in schema and not self._re(schema["pattern"]).search(value):
                if "title" in schema:  # what the pattern stands for, in words
                    out.append(SchemaError(path, f"{_describe(value)} is not {schema['title']}"))
                else:
                    out.append(SchemaError(path, f"{_describe(value)} does not match the pattern {schema['pattern']}"))
        if isinstance(value, list):
            if "minItems" in schema and len(value) < schema["minItems"]:
                out.append(SchemaError(path, f"must have at least {schema['minItems']} items, not {len(value)}"))
            if "maxItems" in schema and len(value) > schema["maxItems"]:
                out.append(SchemaError(path, f"must have at most {schema['maxItems']} items, not {len(value)}"))
            elif "items" in schema:  # (a list far too long is not worth reading item by item)
                for i, item in enumerate(value):
                    self._validate(item, schema["items"], join_path(path, i), out)
        if isinstance(value, dict):
            for key in schema.get("required", ()):
                if key not in value:
                    out.append(SchemaError(join_path(path, key), "is missing"))
            props = schema.get("properties", {})
            patprops = schema.get("patternProperties", {})
            for key, item in value.items():
                if "propertyNames" in schema:
                    sub: list[SchemaError] = []
                    self._validate(key, schema["propertyNames"], join_path(path, key), sub)
                    if sub:
                        out.append(SchemaError(join_path(path, key), f"is not an allowed name ({sub[0].reason})"))
                        continue
                matched = False
                if key in props:
                    matched = True
                    self._validate(item, props[key], join_path(path, key), out)
                for pat, sub_schema in patprops.items():
                    if self._re(pat).search(key):
                        matched = True
                        self._validate(item, sub_schema, join_path(path, key), out)
                if not matched and "additionalProperties" in schema:
                    extra = schema["additionalProperties"]
                    if extra is False:
                        out.append(SchemaError(join_path(path, key), "is not a known field"))
                    elif isinstance(extra, dict):
                        self._validate(item, extra, join_path(path, key), out)
        for key in ("oneOf", "anyOf"):
            if key in schema:
                results = []
                for option in schema[key]:
                    sub = []
                    self._validate(value, option, path, sub)
                    results.append(sub)
                passing = sum(1 for r in results if not r)
                if key == "anyOf" and passing == 0 or key == "oneOf" and passing != 1:
                    if passing > 1:
                        out.append(SchemaError(path, "matches more than one of the allowed forms"))
                    else:
                        # report the option that came closest (fewest errors)
                        best = min(results, key=len)
                        out.extend(best)


def load_schema(path: Path) -> Validator:
    with open(path, encoding="utf-8") as fh:
        return Validator(json.load(fh))


def unsupported_keywords(schema: Any) -> set[str]:
    """Keywords used in ``schema`` that this validator does not implement (for the tests)."""
    found: set[str] = set()

    def walk(node: Any, in_props: bool) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                if in_props:
                    walk(v, False)  # k is a property name, v a schema
                    continue
                if k not in SUPPORTED_KEYWORDS:
                    found.add(k)
                if k in ("enum", "const", "default", "examples", "required"):
                    continue  # values, not schemas
                walk(v, k in ("properties", "patternProperties", "$defs"))
        elif isinstance(node, list):
            for item in node:
                walk(item, False)

    walk(schema, False)
    return found
