"""Actions and events: small immutable values with a dict form and a text form.

A game declares its actions as frozen dataclasses deriving from :class:`Action`, each with
a ``KIND`` word. The default text form is ``KIND`` followed by the field values in order
(``place A17 3 2``); ``None`` fields are written ``-``. A game may override ``format`` and
``parse`` for a friendlier syntax, as long as ``parse(format(a)) == a``.
:class:`ActionCodec` turns dicts and text back into the right class.
"""

from __future__ import annotations

import dataclasses
import shlex
import types
import typing
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .errors import ActionParseError


@dataclass(frozen=True)
class Action:
    """Base of every action. Subclasses are frozen dataclasses with a unique ``KIND``."""

    KIND: ClassVar[str] = "action"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.KIND}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            d[f.name] = list(value) if isinstance(value, tuple) else value
        return d

    def format(self) -> str:
        parts = [self.KIND]
        for f in dataclasses.fields(self):
            parts.append(_format_value(getattr(self, f.name)))
        return " ".join(parts)

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        """Build the action from the words after ``KIND`` (default: one word per field)."""
        fields = dataclasses.fields(cls)
        if len(args) != len(fields):
            names = " ".join(f"<{f.name}>" for f in fields)
            raise ActionParseError(f"'{cls.KIND}' takes {len(fields)} value(s): {cls.KIND} {names}".strip())
        hints = typing.get_type_hints(cls)
        values = {}
        for f, word in zip(fields, args, strict=True):
            values[f.name] = _parse_value(word, hints.get(f.name, str), cls.KIND, f.name)
        return cls(**values)

    def __str__(self) -> str:
        return self.format()


def _format_value(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple | list):
        return ",".join(_format_value(v) for v in value) if value else "[]"
    text = str(value)
    if not text or any(c.isspace() for c in text) or text in {"-", "[]"}:
        return shlex.quote(text)
    return text


def _parse_value(word: str, hint: Any, kind: str, name: str) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        non_none = [a for a in args if a is not type(None)]
        if word == "-" and type(None) in args:
            return None
        hint = non_none[0] if len(non_none) == 1 else str
        origin = typing.get_origin(hint)
        args = typing.get_args(hint)
    if origin is tuple:
        if word == "[]":
            return ()
        inner = args[0] if args else str
        return tuple(_parse_value(w, inner, kind, name) for w in word.split(","))
    try:
        if hint is bool:
            if word.lower() in {"yes", "true", "1", "y"}:
                return True
            if word.lower() in {"no", "false", "0", "n"}:
                return False
            raise ValueError(word)
        if hint is int:
            return int(word)
        if hint is float:
            return float(word)
    except ValueError:
        raise ActionParseError(f"'{kind}': {name} must be a {hint.__name__}, not '{word}'") from None
    return word


@dataclass(frozen=True)
class Event:
    """Something that happened, for logs and the UI. ``reveal`` marks hidden info made public."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    reveal: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text, "data": self.data, "reveal": self.reveal}


class ActionCodec:
    """Reads actions of one game back from dicts and text."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self.classes: dict[str, type[Action]] = {}
        for cls in classes:
            if cls.KIND in self.classes:
                raise ValueError(f"duplicate action kind {cls.KIND!r}")
            self.classes[cls.KIND] = cls

    def from_dict(self, d: Any) -> Action:
        if not isinstance(d, dict) or "type" not in d:
            raise ActionParseError(f"an action must be a mapping with a 'type', not {d!r}")
        cls = self.classes.get(d["type"])
        if cls is None:
            raise ActionParseError(f"unknown action type {d['type']!r}")
        hints = typing.get_type_hints(cls)
        values = {}
        for f in dataclasses.fields(cls):
            if f.name not in d:
                if f.default is not dataclasses.MISSING:
                    continue
                raise ActionParseError(f"action {cls.KIND!r} is missing {f.name!r}")
            values[f.name] = _coerce(d[f.name], hints.get(f.name, Any), cls.KIND, f.name)
        return cls(**values)

    def parse(self, text: str) -> Action:
        try:
            words = shlex.split(text.strip())
        except ValueError as exc:
            raise ActionParseError(f"cannot read action text: {exc}") from None
        if not words:
            raise ActionParseError("empty action")
        cls = self.classes.get(words[0].lower())
        if cls is None:
            known = ", ".join(sorted(self.classes))
            raise ActionParseError(f"unknown action '{words[0]}' (known: {known})")
        return cls.parse_args(words[1:])


def _coerce(value: Any, hint: Any, kind: str, name: str) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        non_none = [a for a in args if a is not type(None)]
        hint = non_none[0] if len(non_none) == 1 else Any
        origin = typing.get_origin(hint)
        args = typing.get_args(hint)
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise ActionParseError(f"action {kind!r}: {name} must be a list")
        inner = args[0] if args else Any
        return tuple(_coerce(v, inner, kind, name) for v in value)
    if hint is int and (not isinstance(value, int) or isinstance(value, bool)):
        raise ActionParseError(f"action {kind!r}: {name} must be an integer")
    if hint is str and not isinstance(value, str):
        raise ActionParseError(f"action {kind!r}: {name} must be text")
    if hint is bool and not isinstance(value, bool):
        raise ActionParseError(f"action {kind!r}: {name} must be true or false")
    return value
