"""Extra! Extra! scorepad: score a finished newspaper described in a TOML file.

The format (documented with examples in ``SCOREPAD.md``)::

    scenario = 3            # optional, 1-9: checks Gone to Press values and positions
    paper = "tabloid"       # optional, with scenario
    copy_editor = true      # the Copy Editor card was never spent (3 CP)
    gone_to_press = [6]     # values of the Gone to Press cards won
    headline = false        # a Headline on the page (6 CP)
    column = true           # a Column on the page (10 CP)
    classifieds = 2         # Classifieds tiles on the pages (1 CP each)
    ads = [1, 3]            # sizes of the ads on the pages (0 CP)
    money = 300             # optional, for tie-breaks

    [[story]]               # one table per story on a page
    size = 4                # 2, 3, 4 or 6
    interview = true        # an Interview token (doubles the story)
    extra = false           # an Extra! Extra! token
    speciality = true       # a Speciality token (3 CP)
    # optional position (needs scenario): page (from 1), row, col (from 0),
    # form ("landscape"/"portrait"/"square") and side ("A"/"B")

Stories on the copy desk score nothing and are simply left out. Every problem raises
:class:`~paperboy.engine.ScorepadError` naming the line and what is wrong.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any

from paperboy.engine import ScorepadError

from . import components as C

TOP_KEYS = {"scenario", "paper", "copy_editor", "gone_to_press", "headline", "column", "classifieds",
            "ads", "money", "story", "speciality", "name"}
STORY_KEYS = {"size", "interview", "extra", "speciality", "page", "row", "col", "form", "side", "colour",
              "color", "title"}


def _line_of_key(text: str, key: str) -> int:
    pattern = re.compile(rf"^\s*{re.escape(key)}\s*=")
    for i, line in enumerate(text.splitlines(), start=1):
        if pattern.match(line):
            return i
    return 0


def _line_of_story(text: str, index: int, key: str | None = None) -> int:
    count = -1
    start = 0
    lines = text.splitlines()
    for i, line in enumerate(lines, start=1):
        if re.match(r"^\s*\[\[\s*story\s*\]\]", line):
            count += 1
            if count == index:
                start = i
                if key is None:
                    return i
        elif start and key is not None:
            if re.match(r"^\s*\[", line):
                break
            if re.match(rf"^\s*{re.escape(key)}\s*=", line):
                return i
    return start


def _fail(line: int, message: str) -> ScorepadError:
    where = f"line {line}: " if line else ""
    return ScorepadError(f"scorepad {where}{message}")


def _bool(doc: dict[str, Any], key: str, text: str, default: bool = False) -> bool:
    value = doc.get(key, default)
    if not isinstance(value, bool):
        raise _fail(_line_of_key(text, key), f"'{key}' must be true or false, not {value!r}")
    return value


def _int(value: Any, line: int, key: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _fail(line, f"'{key}' must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def score_text(text: str) -> dict[str, Any]:
    """Score one newspaper.

    Returns ``{"players": [{"name", "breakdown", "total"[, "money"]}], "notes": [...]}``
    (the shape ``paperboy score`` prints), the notes listing each scoring item.
    """
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScorepadError(f"scorepad is not valid TOML: {exc}") from None
    data = C.load()
    for key in doc:
        if key not in TOP_KEYS:
            raise _fail(_line_of_key(text, key), f"unknown key '{key}' (known: {', '.join(sorted(TOP_KEYS))})")

    scenario = None
    pages: list[C.PageSpec] = []
    if "scenario" in doc:
        number = _int(doc["scenario"], _line_of_key(text, "scenario"), "scenario", 1, 9)
        scenario = data.scenarios[number]
        paper = doc.get("paper", scenario.default_paper)
        if paper not in scenario.papers:
            raise _fail(_line_of_key(text, "paper"),
                        f"scenario {number} is played on {', '.join(scenario.papers)}, not {paper!r}")
        pages = scenario.page_specs(paper, data)
    elif "paper" in doc:
        raise _fail(_line_of_key(text, "paper"), "'paper' needs a 'scenario'")

    breakdown = {"stories": 0, "headline": 0, "column": 0, "classifieds": 0, "interviews": 0, "extra": 0,
                 "speciality": 0, "gone_to_press": 0, "copy_editor": 0}
    lines: list[str] = []

    stories = doc.get("story", [])
    if not isinstance(stories, list):
        raise _fail(_line_of_key(text, "story"), "stories are written as [[story]] tables")
    interviews = specials = 0
    cells: dict[tuple[int, int, int], int] = {}
    for i, story in enumerate(stories):
        head = _line_of_story(text, i)
        if not isinstance(story, dict):
            raise _fail(head, "each story must be a [[story]] table")
        for key in story:
            if key not in STORY_KEYS:
                raise _fail(_line_of_story(text, i, key), f"story {i + 1}: unknown key '{key}'")
        if "size" not in story:
            raise _fail(head, f"story {i + 1}: 'size' is missing (2, 3, 4 or 6)")
        size = story["size"]
        if size not in C.STORY_SIZES or isinstance(size, bool):
            raise _fail(_line_of_story(text, i, "size"), f"story {i + 1}: size must be 2, 3, 4 or 6, not {size!r}")
        flags = {}
        for key in ("interview", "extra", "speciality"):
            value = story.get(key, False)
            if not isinstance(value, bool):
                raise _fail(_line_of_story(text, i, key), f"story {i + 1}: '{key}' must be true or false")
            flags[key] = value
        base = data.story_cp[size]
        breakdown["stories"] += base
        parts = [f"{size}-size story {base}"]
        if flags["interview"]:
            interviews += 1
            breakdown["interviews"] += base
            parts.append(f"interview +{base}")
        if flags["extra"]:
            breakdown["extra"] += data.extra_cp[size]
            parts.append(f"Extra! Extra! +{data.extra_cp[size]}")
        if flags["speciality"]:
            specials += 1
            breakdown["speciality"] += data.values["speciality_cp"]
            parts.append(f"speciality +{data.values['speciality_cp']}")
        lines.append(", ".join(parts))
        if "page" in story:
            _place_story(text, i, story, size, pages, scenario, cells)
    if interviews > data.supply["interview_tokens"]:
        raise _fail(0, f"only {data.supply['interview_tokens']} Interview tokens exist, not {interviews}")
    if specials > data.supply["speciality_tokens"]:
        raise _fail(0, f"only {data.supply['speciality_tokens']} Speciality tokens exist, not {specials}")

    if _bool(doc, "headline", text):
        if scenario and not scenario.uses_headlines:
            raise _fail(_line_of_key(text, "headline"), f"scenario {scenario.number} uses no Headlines")
        breakdown["headline"] = data.values["headline_cp"]
        lines.append(f"headline {data.values['headline_cp']}")
    if _bool(doc, "column", text):
        if scenario and not scenario.uses_columns:
            raise _fail(_line_of_key(text, "column"), f"scenario {scenario.number} uses no Columns")
        breakdown["column"] = data.values["column_cp"]
        lines.append(f"column {data.values['column_cp']}")
    classifieds = _int(doc.get("classifieds", 0), _line_of_key(text, "classifieds"), "classifieds", 0, 12)
    breakdown["classifieds"] = classifieds * data.values["classified_cp"]
    if classifieds:
        lines.append(f"{classifieds} classifieds {breakdown['classifieds']}")
    ads = doc.get("ads", [])
    if not isinstance(ads, list) or any(a not in (1, 2, 3) or isinstance(a, bool) for a in ads) \
            or len(set(ads)) != len(ads):
        raise _fail(_line_of_key(text, "ads"), "'ads' lists ad sizes 1, 2 or 3, each at most once")
    if ads:
        lines.append(f"ads {ads}: 0")
    gtp = doc.get("gone_to_press", [])
    allowed = list(data.values["gone_to_press_spread"]) + list(data.values["gone_to_press_front"])
    if scenario is not None:
        allowed = [] if scenario.intro else list(
            data.values["gone_to_press_front"] if scenario.family == "front" else data.values["gone_to_press_spread"])
    line = _line_of_key(text, "gone_to_press")
    if not isinstance(gtp, list) or any(not isinstance(v, int) or isinstance(v, bool) for v in gtp):
        raise _fail(line, "'gone_to_press' lists the values of the cards won, e.g. [15, 6]")
    pool = list(allowed)
    for value in gtp:
        if value not in pool:
            raise _fail(line, f"no Gone to Press card worth {value} is available here "
                              f"(values: {', '.join(str(v) for v in allowed) or 'none'})")
        pool.remove(value)
    if scenario is not None and len(gtp) > len(pages):
        raise _fail(line, f"a scenario-{scenario.number} newspaper has only {len(pages)} page(s)")
    breakdown["gone_to_press"] = sum(gtp)
    if gtp:
        lines.append(f"gone to press {sum(gtp)}")
    if _bool(doc, "copy_editor", text):
        if scenario and scenario.intro:
            raise _fail(_line_of_key(text, "copy_editor"), "the introductory scenarios use no Copy Editor")
        breakdown["copy_editor"] = data.values["copy_editor_cp"]
        lines.append(f"unspent copy editor {data.values['copy_editor_cp']}")
    money = doc.get("money")
    if money is not None:
        money = _int(money, _line_of_key(text, "money"), "money", 0, 1_000_000)
    name = doc.get("name", "Newspaper")
    player = {"name": str(name), "breakdown": breakdown, "total": sum(breakdown.values())}
    if money is not None:
        player["money"] = money
    return {"players": [player], "notes": lines}


def _place_story(text: str, i: int, story: dict[str, Any], size: int, pages: list[C.PageSpec],
                 scenario: C.Scenario | None, cells: dict[tuple[int, int, int], int]) -> None:
    head = _line_of_story(text, i)
    if scenario is None:
        raise _fail(head, f"story {i + 1}: a position needs 'scenario' at the top")
    page = _int(story.get("page"), _line_of_story(text, i, "page"), "page", 1, len(pages))
    spec = pages[page - 1]
    row = _int(story.get("row", 0), _line_of_story(text, i, "row"), "row", 0, spec.height - 1)
    col = _int(story.get("col", 0), _line_of_story(text, i, "col"), "col", 0, spec.width - 1)
    form = story.get("form", "square" if size == 4 else "landscape")
    if form not in ("landscape", "portrait", "square") or (form == "square") != (size == 4):
        raise _fail(_line_of_story(text, i, "form"),
                    f"story {i + 1}: form must be {'square' if size == 4 else 'landscape or portrait'}")
    side = story.get("side", "A")
    if side not in ("A", "B"):
        raise _fail(_line_of_story(text, i, "side"), f"story {i + 1}: side must be A or B")
    w, h = C.story_shape(size, form)
    if side == "B":
        w, h = h, w
    if row + h > spec.height or col + w > spec.width:
        raise _fail(head, f"story {i + 1} hangs over the edge of page {page} (Placing tiles A)")
    for r in range(row, row + h):
        for c in range(col, col + w):
            if (r, c) in spec.headline_cells():
                raise _fail(head, f"story {i + 1} lies on the headline squares (Placing tiles A)")
            if (page, r, c) in cells:
                raise _fail(head, f"story {i + 1} overlaps story {cells[(page, r, c)] + 1} (Placing tiles A)")
            cells[(page, r, c)] = i
