"""Actions and events: small immutable values with a dict form and a text form.

A game declares its actions as frozen dataclasses deriving from :class:`Action`, each with
a ``KIND`` word. The default text form is ``KIND`` followed by the field values in order
(``place A17 3 2``); ``None`` fields are written ``-``. A game may override ``format`` and
``parse`` for a friendlier syntax, as long as ``parse(format(a)) == a``.
:class:`ActionCodec` turns dicts and text back into the right class.
"""

from __future__ import annotations

import dataclasses
import math
import reprlib
import shlex
import types
import typing
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .errors import ActionParseError

_SHORT = reprlib.Repr()
_SHORT.maxstring = 40
_SHORT.maxother = 40
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 4
_SHORT.maxlevel = 2


def short_repr(value: Any) -> str:
    """A short, escaped ``repr`` of a caller's value for an error message.

    Long values are cut (a message stays one line) and control characters come out
    escaped, so a hostile value cannot reach the terminal through a refusal.
    """
    try:
        return _SHORT.repr(value)
    except Exception:  # noqa: BLE001 - a broken __repr__ must not hide the real error
        return f"<{type(value).__name__}>"


_HINTS: dict[type, dict[str, Any]] = {}


def field_hints(cls: type) -> dict[str, Any]:
    """The resolved type hints of an action class (cached: resolving them is slow)."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


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
            parts.append(format_word(getattr(self, f.name)))
        return " ".join(parts)

    @classmethod
    def parse_args(cls, args: list[str]) -> Action:
        """Build the action from the words after ``KIND`` (default: one word per field)."""
        fields = dataclasses.fields(cls)
        if len(args) != len(fields):
            names = " ".join(f"<{f.name}>" for f in fields)
            raise ActionParseError(f"'{cls.KIND}' takes {len(fields)} value(s): {cls.KIND} {names}".strip())
        hints = field_hints(cls)
        values = {}
        for f, word in zip(fields, args, strict=True):
            values[f.name] = _parse_value(word, hints.get(f.name, str), cls.KIND, f.name)
        return cls(**values)

    def __str__(self) -> str:
        return self.format()


def format_word(value: Any) -> str:
    """One field value as a word of an action's text form (quoted when ``shlex`` would split it)."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple | list):
        return ",".join(format_word(v) for v in value) if value else "[]"
    text = str(value)
    if text in {"-", "[]"} or _split(text) != [text]:
        return shlex.quote(text)
    return text


def _split(text: str) -> list[str] | None:
    try:
        return shlex.split(text)
    except ValueError:
        return None


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
    """Reads actions of one game back from dicts and text, and checks action values.

    Every refusal is an :class:`ActionParseError` that says what was wrong.
    """

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self.classes: dict[str, type[Action]] = {}
        for cls in classes:
            if cls.KIND in self.classes:
                raise ValueError(f"duplicate action kind {cls.KIND!r}")
            self.classes[cls.KIND] = cls
        self._class_set = frozenset(self.classes.values())

    def from_dict(self, d: Any) -> Action:
        if not isinstance(d, Mapping) or "type" not in d:
            raise ActionParseError(f"an action must be a mapping with a 'type', not {short_repr(d)}")
        kind = d["type"]
        if not isinstance(kind, str):
            raise ActionParseError(f"an action's 'type' must be text, not {short_repr(kind)}")
        cls = self.classes.get(kind)
        if cls is None:
            known = ", ".join(sorted(self.classes))
            raise ActionParseError(f"unknown action type {short_repr(kind)} (known: {known})")
        fields = dataclasses.fields(cls)
        names = {f.name for f in fields}
        unknown = [k for k in d if k != "type" and k not in names]
        if unknown:
            listed = ", ".join(f.name for f in fields) or "none"
            raise ActionParseError(f"action {kind!r} has no field {short_repr(unknown[0])} (fields: {listed})")
        hints = field_hints(cls)
        values = {}
        for f in fields:
            if f.name not in d:
                if f.default is not dataclasses.MISSING:
                    continue
                raise ActionParseError(f"action {cls.KIND!r} is missing {f.name!r}")
            values[f.name] = _coerce(d[f.name], hints.get(f.name, Any), cls.KIND, f.name)
        return cls(**values)

    def parse(self, text: Any) -> Action:
        if not isinstance(text, str):
            raise ActionParseError(f"an action's text form must be a string, not {short_repr(text)}")
        try:
            words = shlex.split(text.strip())
        except ValueError as exc:
            raise ActionParseError(f"cannot read action text: {exc}") from None
        if not words:
            raise ActionParseError("empty action")
        cls = self.classes.get(words[0].lower())
        if cls is None:
            known = ", ".join(sorted(self.classes))
            raise ActionParseError(f"unknown action {short_repr(words[0])} (known: {known})")
        return cls.parse_args(words[1:])

    def check(self, action: Any) -> None:
        """Raise ``ActionParseError`` unless ``action`` is one of these classes with well-typed fields.

        An action built by hand (not read by this codec) may hold anything; ``play`` calls
        this so that a game's rule checks only ever see values of the declared types.
        """
        cls = type(action)
        if cls not in self._class_set:
            known = ", ".join(sorted(self.classes))
            raise ActionParseError(f"{short_repr(action)} is not an action of this game (actions: {known})")
        hints = field_hints(cls)
        for f in dataclasses.fields(cls):
            _coerce(getattr(action, f.name), hints.get(f.name, Any), cls.KIND, f.name, exact=True)


def _coerce(value: Any, hint: Any, kind: str, name: str, exact: bool = False) -> Any:
    """Check ``value`` against a field's type hint; lists become tuples unless ``exact``."""
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
        if not isinstance(value, tuple if exact else list | tuple):
            raise ActionParseError(f"action {kind!r}: {name} must be a list, not {short_repr(value)}")
        inner = args[0] if args else Any
        return tuple(_coerce(v, inner, kind, name, exact) for v in value)
    if hint is int and (not isinstance(value, int) or isinstance(value, bool)):
        raise ActionParseError(f"action {kind!r}: {name} must be an integer, not {short_repr(value)}")
    if hint is float and (not isinstance(value, int | float) or isinstance(value, bool)
                          or not math.isfinite(value)):
        raise ActionParseError(f"action {kind!r}: {name} must be a number, not {short_repr(value)}")
    if hint is str and not isinstance(value, str):
        raise ActionParseError(f"action {kind!r}: {name} must be text, not {short_repr(value)}")
    if hint is bool and not isinstance(value, bool):
        raise ActionParseError(f"action {kind!r}: {name} must be true or false, not {short_repr(value)}")
    return value
