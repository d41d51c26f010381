"""Reading scorepad TOML files safely: size and nesting caps, line numbers, typed getters.

Every game's scorepad (``paperboy score GAME FILE``) reads its file through this module,
so every one of them refuses bad input the same way: with a
:class:`~paperboy.engine.errors.ScorepadError` whose message starts ``line N:`` and says
what is wrong. Nothing read from a file is used before its type and range are checked.

- :func:`read_file` refuses anything but a regular file, and files over
  :data:`MAX_BYTES`, before reading more than that many bytes (no FIFO hangs, no
  ``/dev/zero`` reads).
- :func:`load` caps the text's size and its nesting depth (:data:`MAX_DEPTH`) before and
  after handing it to :mod:`tomllib`, and finds the line of every table and key.
- :class:`Table` wraps one TOML table with getters (``integer``, ``flag``, ``choice``,
  ``text``, ``counts``, ``tables``, ...) that check type and range and name the line.
  Text fields come back passed through :func:`~paperboy.engine.text.clean_text`.
"""

from __future__ import annotations

import os
import re
import stat
import tomllib
from collections.abc import Iterable, Sequence
from typing import Any

from .errors import ScorepadError
from .text import clean_text

#: largest scorepad file accepted, in bytes (the documented examples are under 2 KB)
MAX_BYTES = 64 * 1024
#: deepest nesting of tables and lists accepted (scorepads need 5: [[paper.tile]] at = [..])
MAX_DEPTH = 8
#: longest free text (names, titles) kept from a scorepad
MAX_TEXT = 40

_REQUIRED: Any = object()
PathKey = tuple[str | int, ...]


def fail(line: int, message: str) -> ScorepadError:
    """A :class:`ScorepadError` for ``line``; the message is cleaned of control characters."""
    return ScorepadError(clean_text(f"line {max(1, line)}: {message}"))


def describe(value: Any) -> str:
    """A short, safe description of a value read from a file, for error messages."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value) if abs(value) < 10**15 else "a number far too large"
    if isinstance(value, float):
        return "a decimal number" if abs(value) >= 10**15 or value != value else repr(value)
    if isinstance(value, str):
        short = value if len(value) <= MAX_TEXT else value[:MAX_TEXT] + "..."
        return repr(clean_text(short))
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    if value is None:
        return "nothing"
    return "a date or time"


def key_text(key: object) -> str:
    """A key from the file, quoted and safe to print."""
    return describe(key if isinstance(key, str) else str(key))


def read_file(path: str | os.PathLike[str]) -> str:
    """Read a scorepad file as text, refusing non-regular files and files over the cap.

    Raises :class:`ScorepadError` (one line, naming the file) for a missing file, a
    directory, a FIFO or device, a file over :data:`MAX_BYTES` or text that is not UTF-8.
    The file is only ever opened for reading.
    """
    name = clean_text(str(path))
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise ScorepadError(f"{name}: no such file") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
        raise ScorepadError(f"{name}: cannot read it ({clean_text(getattr(exc, 'strerror', None) or exc)})") from None
    if not stat.S_ISREG(info.st_mode):
        raise ScorepadError(f"{name}: not a regular file (a scorepad is a small TOML text file)")
    if info.st_size > MAX_BYTES:
        raise ScorepadError(f"{name}: {info.st_size} bytes is too large for a scorepad "
                            f"(at most {MAX_BYTES})")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise ScorepadError(f"{name}: not a regular file (a scorepad is a small TOML text file)")
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ScorepadError(f"{name}: cannot read it ({clean_text(exc.strerror or exc)})") from None
    if len(data) > MAX_BYTES:
        raise ScorepadError(f"{name}: too large for a scorepad (at most {MAX_BYTES} bytes)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ScorepadError(f"{name}: line {line}: not UTF-8 text") from None


# ---------------------------------------------------------------- reading the text

def _scan(text: str) -> tuple[list[bool], int, int]:
    """Lex ``text`` just enough to see strings, comments and brackets.

    Returns, per line, whether the line starts outside any value (so it may hold a table
    header or a key), and the deepest nesting (brackets, or parts of one dotted key) with
    the line where it occurs.
    """
    normal, comment, basic, literal, ml_basic, ml_literal = range(6)
    state = normal
    depth = deepest = deepest_line = 0
    dots = 0  # dots of the dotted key being read (tomllib slows down sharply on long ones)
    line = 1
    starts = [True]
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "\n":
            line += 1
            dots = 0
            if state in (comment, basic, literal):
                state = normal
            starts.append(state == normal and depth == 0)
        elif state == normal:
            if ch == "#":
                state = comment
            elif ch in "\"'":
                triple = text.startswith(ch * 3, i)
                state = (ml_basic if ch == '"' else ml_literal) if triple else (basic if ch == '"' else literal)
                i += 2 if triple else 0
            elif ch == ".":
                dots += 1
                if dots + 1 > deepest:
                    deepest, deepest_line = dots + 1, line
            elif ch in "[{":
                depth += 1
                if depth > deepest:
                    deepest, deepest_line = depth, line
            elif ch in "]}":
                depth = max(0, depth - 1)
            if ch in "=,[{\n":
                dots = 0
        elif state in (basic, ml_basic) and ch == "\\":
            if text.startswith("\n", i + 1):
                line += 1
                starts.append(False)
            i += 1
        elif state == basic and ch == '"' or state == literal and ch == "'":
            state = normal
        elif state in (ml_basic, ml_literal):
            quote = '"' if state == ml_basic else "'"
            if text.startswith(quote * 3, i):
                run = 3
                while run < 5 and text.startswith(quote, i + run):
                    run += 1  # up to two quotes may end the content right before the delimiter
                i += run - 1
                state = normal
        i += 1
    return starts, deepest, deepest_line


_BARE = r"[A-Za-z0-9_-]+"
_BASIC = r'"(?:[^"\\\n]|\\.)*"'
_LIT = r"'[^'\n]*'"
_PIECE = rf"\s*(?:{_BARE}|{_BASIC}|{_LIT})\s*"
_DOTTED = rf"{_PIECE}(?:\.{_PIECE})*"
_HEADER = re.compile(rf"^\s*(\[\[?)({_DOTTED})(\]\]?)")
_KEY = re.compile(rf"^({_DOTTED})=")
_PIECES = re.compile(rf"\s*({_BARE}|{_BASIC}|{_LIT})\s*\.?")


def _key_path(dotted: str) -> tuple[str, ...]:
    keys: list[str] = []
    for match in _PIECES.finditer(dotted):
        piece = match.group(1)
        if piece.startswith('"'):
            try:
                piece = str(tomllib.loads(f"k = {piece}")["k"])
            except tomllib.TOMLDecodeError:
                piece = piece[1:-1]
        elif piece.startswith("'"):
            piece = piece[1:-1]
        keys.append(piece)
    return tuple(keys)


class Lines:
    """Where each table and key of a TOML document is written.

    Paths are tuples of keys and array-of-tables indexes, e.g. ``("player", 1, "money")``
    for the ``money`` key of the second ``[[player]]`` table. :meth:`of` answers the line of
    a path, or of its nearest written ancestor (values inside inline tables and lists).
    """

    def __init__(self, text: str, starts: Sequence[bool] | None = None) -> None:
        if starts is None:
            starts = _scan(text)[0]
        self._where: dict[PathKey, int] = {}
        arrays: dict[PathKey, int] = {}
        current: PathKey = ()
        for number, (line, top) in enumerate(zip(text.split("\n"), starts, strict=False), start=1):
            if not top:
                continue
            header = _HEADER.match(line)
            if header and (header.group(1) == "[[") == (header.group(3) == "]]"):
                keys = _key_path(header.group(2))
                parent: PathKey = ()
                for key in keys[:-1]:
                    parent = parent + (key,)
                    if parent in arrays:
                        parent = parent + (arrays[parent] - 1,)
                base = parent + (keys[-1],)
                if header.group(1) == "[[":
                    arrays[base] = arrays.get(base, 0) + 1
                    current = base + (arrays[base] - 1,)
                    self._where.setdefault(base, number)
                else:
                    current = base
                self._where.setdefault(current, number)
                continue
            assignment = _KEY.match(line)
            if assignment:
                path = current
                for part in _key_path(assignment.group(1)):
                    path = path + (part,)
                    self._where.setdefault(path, number)

    def of(self, path: PathKey) -> int:
        """The line of ``path`` or of its nearest ancestor written in the file (else 1)."""
        while path:
            if path in self._where:
                return self._where[path]
            path = path[:-1]
        return 1


def _too_deep(doc: Any) -> PathKey | None:
    """The path of a value nested deeper than :data:`MAX_DEPTH`, or None (no recursion)."""
    stack: list[tuple[Any, PathKey]] = [(doc, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, dict | list):
            if len(path) > MAX_DEPTH:
                return path
            items = value.items() if isinstance(value, dict) else enumerate(value)
            stack.extend((v, path + (k,)) for k, v in items)
    return None


def load(text: str) -> Table:
    """Parse a scorepad document and return its top-level :class:`Table`.

    Refuses (``ScorepadError``) non-text, text over :data:`MAX_BYTES`, nesting deeper
    than :data:`MAX_DEPTH`, and anything :mod:`tomllib` cannot read, naming the line.
    """
    if not isinstance(text, str):
        raise ScorepadError(f"a scorepad is TOML text, not {describe(text)}")
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise ScorepadError(f"line 1: the scorepad is too large (at most {MAX_BYTES} bytes)")
    starts, deepest, deepest_line = _scan(text)
    if deepest > MAX_DEPTH:
        raise fail(deepest_line, f"lists, tables or dotted keys are nested more than {MAX_DEPTH} deep")
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = re.search(r"line (\d+)", str(exc))
        line = int(match.group(1)) if match else 1
        raise fail(line, f"not valid TOML ({exc})") from None
    except (ValueError, RecursionError) as exc:  # e.g. an integer of thousands of digits
        raise fail(1, f"not valid TOML ({type(exc).__name__}: {str(exc)[:80]})") from None
    lines = Lines(text, starts)
    deep = _too_deep(doc)
    if deep is not None:
        raise fail(lines.of(deep), f"keys and tables are nested more than {MAX_DEPTH} deep")
    return Table(lines, doc, ())


# ---------------------------------------------------------------- typed getters

def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class Table:
    """One table of a scorepad, with getters that check type and range and name the line.

    ``what`` arguments are how the message refers to the value (e.g. ``"Kevin's money"``);
    by default the key itself, quoted.
    """

    def __init__(self, lines: Lines, data: dict[str, Any], path: PathKey) -> None:
        self.lines = lines
        self.data = data
        self.path = path

    # -- where and how to fail
    def line(self, key: str | int | None = None, *more: str | int) -> int:
        """The line of this table, or of one of its keys (and values inside it)."""
        return self.lines.of(self.path if key is None else self.path + (key, *more))

    def error(self, key: str | int | None, message: str) -> ScorepadError:
        """A ``line N: message`` error at this table's key (or at the table)."""
        return fail(self.line(key), message)

    # -- shape
    def __contains__(self, key: str) -> bool:
        return key in self.data

    def keys(self) -> list[str]:
        return list(self.data)

    def check_keys(self, known: Iterable[str], where: str = "") -> None:
        """Refuse the first key not in ``known``, listing the known ones."""
        allowed = set(known)
        for key in self.data:
            if key not in allowed:
                prefix = f"{where}: " if where else ""
                raise self.error(key, f"{prefix}unknown key {key_text(key)} "
                                      f"(known: {', '.join(sorted(allowed))})")

    def _what(self, key: str, what: str | None) -> str:
        return what or f"'{key}'"

    # -- scalars
    def integer(self, key: str, lo: int, hi: int, default: Any = _REQUIRED, what: str | None = None) -> int:
        """A whole number from ``lo`` to ``hi`` (``default`` when the key is absent)."""
        if key not in self.data:
            if default is _REQUIRED:
                raise self.error(None, f"{self._what(key, what)} is missing")
            return int(default)
        return check_int(self.data[key], self.line(key), self._what(key, what), lo, hi)

    def flag(self, key: str, default: bool = False, what: str | None = None) -> bool:
        """``true`` or ``false``."""
        value = self.data.get(key, default)
        if not isinstance(value, bool):
            raise self.error(key, f"{self._what(key, what)} must be true or false, not {describe(value)}")
        return value

    def choice(self, key: str, choices: Sequence[str], default: Any = _REQUIRED,
               what: str | None = None) -> str:
        """One of ``choices`` (text)."""
        if key not in self.data:
            if default is _REQUIRED:
                raise self.error(None, f"{self._what(key, what)} is missing (one of {', '.join(choices)})")
            return str(default)
        return check_choice(self.data[key], self.line(key), self._what(key, what), choices)

    def text(self, key: str, default: Any = _REQUIRED, what: str | None = None,
             max_len: int = MAX_TEXT) -> str:
        """Free text (a name, a title): cleaned of control characters, not empty."""
        if key not in self.data:
            if default is _REQUIRED:
                raise self.error(None, f"{self._what(key, what)} is missing")
            return str(default)
        value = self.data[key]
        if not isinstance(value, str):
            raise self.error(key, f"{self._what(key, what)} must be text, not {describe(value)}")
        cleaned = clean_text(value).strip()
        if not cleaned:
            raise self.error(key, f"{self._what(key, what)} must not be empty")
        if len(cleaned) > max_len:
            raise self.error(key, f"{self._what(key, what)} is longer than {max_len} characters")
        return cleaned

    # -- containers
    def table(self, key: str, what: str | None = None) -> Table:
        """A sub-table (an empty one when absent)."""
        value = self.data.get(key, {})
        if not isinstance(value, dict):
            raise self.error(key, f"{self._what(key, what)} must be a table, not {describe(value)}")
        return Table(self.lines, value, self.path + (key,))

    def tables(self, key: str, lo: int, hi: int, what: str | None = None) -> list[Table]:
        """An array of tables (``[[key]]``) with ``lo`` to ``hi`` entries."""
        value = self.data.get(key, [])
        name = what or f"[[{key}]]"
        if not isinstance(value, list):
            raise self.error(key, f"{name} must be tables, not {describe(value)}")
        if len(value) < lo:
            raise self.error(key if value else None, f"{name}: the file has {len(value)}, at least {lo} needed")
        if len(value) > hi:
            raise fail(self.line(key, hi), f"{name}: the file has {len(value)}, at most {hi} allowed")
        out = []
        for i, item in enumerate(value):
            if not isinstance(item, dict):
                raise fail(self.line(key, i), f"{name} entry {i + 1} must be a table, not {describe(item)}")
            out.append(Table(self.lines, item, self.path + (key, i)))
        return out

    def items(self, key: str, max_len: int, what: str | None = None) -> list[Any]:
        """A list of at most ``max_len`` raw values (check each with :func:`check_int` and the like)."""
        value = self.data.get(key, [])
        if not isinstance(value, list):
            raise self.error(key, f"{self._what(key, what)} must be a list, not {describe(value)}")
        if len(value) > max_len:
            raise self.error(key, f"{self._what(key, what)} lists {len(value)} items, at most {max_len}")
        return list(value)

    def integers(self, key: str, lo: int, hi: int, max_len: int, what: str | None = None) -> list[int]:
        """A list of whole numbers from ``lo`` to ``hi``."""
        name = self._what(key, what)
        return [check_int(v, self.line(key), f"{name} item {i + 1}", lo, hi)
                for i, v in enumerate(self.items(key, max_len, what))]

    def counts(self, key: str, names: Sequence[str], lo: int, hi: int | dict[str, int],
               what: str | None = None) -> dict[str, int]:
        """A table ``name = count`` (e.g. ``{ red = 2 }``) with names from ``names``.

        ``hi`` is one cap for every name or a cap per name. Absent names count 0.
        """
        table = self.table(key, what)
        out = dict.fromkeys(names, 0)
        for name, value in table.data.items():
            if name not in out:
                raise self.error(key, f"{self._what(key, what)} {key_text(name)}: not one of "
                                      f"{', '.join(names)}")
            cap = hi[name] if isinstance(hi, dict) else hi
            out[name] = check_int(value, self.line(key), f"{self._what(key, what)} {name}", lo, cap)
        return out


def check_int(value: Any, line: int, what: str, lo: int, hi: int) -> int:
    """``value`` as a whole number from ``lo`` to ``hi``, or a ``ScorepadError`` at ``line``."""
    if not _whole(value):
        raise fail(line, f"{what} must be a whole number, not {describe(value)}")
    if not lo <= value <= hi:
        raise fail(line, f"{what} must be {lo} to {hi}, not {describe(value)}")
    return int(value)


def check_choice(value: Any, line: int, what: str, choices: Sequence[str]) -> str:
    """``value`` as one of the texts ``choices``, or a ``ScorepadError`` at ``line``."""
    if not isinstance(value, str) or value not in choices:
        raise fail(line, f"{what} must be one of {', '.join(choices)}, not {describe(value)}")
    return value

