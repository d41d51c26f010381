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
    # optional position (needs scenario): page, row, col (all from 1, as the screen
    # labels the grid), form ("landscape"/"portrait"/"square") and side ("A"/"B")

Rows and columns count from 1, as the newspaper grid on screen and typed moves number
them. Files written when they counted from 0 still score: they say ``rows = "from 0"`` at
the top, and a file without that line whose positions use a row or column 0 is read from
0 as well (the notes say so).

Stories on the copy desk score nothing and are simply left out. Every value is checked
against the box before use (48 Story tiles: 12 of size 2, 16 of size 3, 12 of size 4, 8
of size 6; 4 Interview, 6 Speciality and 12 Extra! Extra! tokens; 12 Classifieds); every
problem raises :class:`~paperboy.engine.ScorepadError` naming the line and what is wrong.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from paperboy.engine.scorepad import Table, describe, load

from . import components as C

TOP_KEYS = ("scenario", "paper", "copy_editor", "gone_to_press", "headline", "column", "classifieds",
            "ads", "money", "story", "speciality", "name", "rows")
#: how rows and columns of story positions are numbered: as the screen (default) or as
#: files written before paperboy numbered them from 1
ROW_NUMBERING = ("from 1", "from 0")
STORY_KEYS = ("size", "interview", "extra", "speciality", "page", "row", "col", "form", "side", "colour",
              "color", "title")
#: Classifieds tiles in the box (4 each of crossword, cartoon, radio)
CLASSIFIEDS_IN_BOX = 12
#: one ad of each size at most on a newspaper
AD_SIZES = (1, 2, 3)
#: Gone to Press cards in the box
GONE_TO_PRESS_IN_BOX = 5
#: a sanity cap on the cash shown for tie-breaks
MAX_MONEY = 1_000_000


def score_text(text: str) -> dict[str, Any]:
    """Score one newspaper.

    Returns ``{"players": [{"name", "breakdown", "total"[, "money"]}], "notes": [...]}``
    (the shape ``paperboy score`` prints), the notes listing each scoring item.
    """
    doc = load(text)
    data = C.load()
    doc.check_keys(TOP_KEYS, "top level")
    in_box = Counter(story.size for story in data.stories.values())  # Story tiles by size

    scenario = None
    pages: list[C.PageSpec] = []
    if "scenario" in doc:
        number = doc.integer("scenario", 1, len(data.scenarios), what="'scenario'")
        scenario = data.scenarios[number]
        paper = scenario.default_paper
        if "paper" in doc:
            paper = doc.data["paper"]
            if not isinstance(paper, str) or paper not in scenario.papers:
                raise doc.error("paper", f"scenario {number} is played on {', '.join(scenario.papers)}, "
                                         f"not {describe(paper)}")
        pages = scenario.page_specs(paper, data)
    elif "paper" in doc:
        raise doc.error("paper", "'paper' needs a 'scenario'")
    name = doc.text("name", "Newspaper", what="'name'")
    if "speciality" in doc:
        doc.text("speciality", what="'speciality'")

    breakdown = {"stories": 0, "headline": 0, "column": 0, "classifieds": 0, "interviews": 0, "extra": 0,
                 "speciality": 0, "gone_to_press": 0, "copy_editor": 0}
    lines: list[str] = []

    stories = doc.tables("story", 0, sum(in_box.values()), "stories ([[story]] tables)")
    tokens = {"interview": 0, "extra": 0, "speciality": 0}
    caps = {"interview": data.supply["interview_tokens"], "speciality": data.supply["speciality_tokens"],
            "extra": data.supply["extra_tokens_per_speciality"] * 6}
    token_names = {"interview": "Interview", "extra": "Extra! Extra!", "speciality": "Speciality"}
    by_size = dict.fromkeys(in_box, 0)
    cells: dict[tuple[int, int, int], int] = {}
    first = _first_row(doc, stories, lines)
    for i, story in enumerate(stories):
        story.check_keys(STORY_KEYS, f"story {i + 1}")
        if "size" not in story:
            raise story.error(None, f"story {i + 1}: 'size' is missing (2, 3, 4 or 6)")
        size = story.data["size"]
        if isinstance(size, bool) or size not in C.STORY_SIZES:
            raise story.error("size", f"story {i + 1}: size must be 2, 3, 4 or 6, not {describe(size)}")
        by_size[size] += 1
        if by_size[size] > in_box[size]:
            raise story.error("size", f"more {size}-size stories than the {in_box[size]} in the box")
        for key in ("colour", "color", "title"):
            if key in story:
                story.text(key, what=f"story {i + 1}: '{key}'")
        flags = {key: story.flag(key, what=f"story {i + 1}: '{key}'") for key in tokens}
        for key, on in flags.items():
            tokens[key] += on
            if tokens[key] > caps[key]:
                raise story.error(key, f"only {caps[key]} {token_names[key]} tokens exist, not {tokens[key]}")
        base = data.story_cp[size]
        breakdown["stories"] += base
        parts = [f"{size}-size story {base}"]
        if flags["interview"]:
            breakdown["interviews"] += base
            parts.append(f"interview +{base}")
        if flags["extra"]:
            breakdown["extra"] += data.extra_cp[size]
            parts.append(f"Extra! Extra! +{data.extra_cp[size]}")
        if flags["speciality"]:
            breakdown["speciality"] += data.values["speciality_cp"]
            parts.append(f"speciality +{data.values['speciality_cp']}")
        lines.append(", ".join(parts))
        if "page" in story:
            _place_story(story, i, size, pages, scenario, cells, first)
        else:
            for key in ("row", "col", "form", "side"):
                if key in story:
                    raise story.error(key, f"story {i + 1}: '{key}' needs a 'page' (positions are checked "
                                           "only with a page)")

    if doc.flag("headline", what="'headline'"):
        if scenario and not scenario.uses_headlines:
            raise doc.error("headline", f"scenario {scenario.number} uses no Headlines")
        breakdown["headline"] = data.values["headline_cp"]
        lines.append(f"headline {data.values['headline_cp']}")
    if doc.flag("column", what="'column'"):
        if scenario and not scenario.uses_columns:
            raise doc.error("column", f"scenario {scenario.number} uses no Columns")
        breakdown["column"] = data.values["column_cp"]
        lines.append(f"column {data.values['column_cp']}")
    classifieds = doc.integer("classifieds", 0, CLASSIFIEDS_IN_BOX, 0, "'classifieds'")
    breakdown["classifieds"] = classifieds * data.values["classified_cp"]
    if classifieds:
        lines.append(f"{classifieds} classifieds {breakdown['classifieds']}")
    ads = doc.integers("ads", 1, 3, len(AD_SIZES), "'ads' (ad sizes 1, 2 or 3, each at most once)")
    if len(set(ads)) != len(ads):
        raise doc.error("ads", "'ads' lists ad sizes 1, 2 or 3, each at most once")
    if ads:
        lines.append(f"ads {ads}: 0")
    allowed = list(data.values["gone_to_press_spread"]) + list(data.values["gone_to_press_front"])
    if scenario is not None:
        allowed = [] if scenario.intro else list(
            data.values["gone_to_press_front"] if scenario.family == "front" else data.values["gone_to_press_spread"])
    every_value = data.values["gone_to_press_spread"] + data.values["gone_to_press_front"]
    gtp = doc.integers("gone_to_press", 0, max(every_value), GONE_TO_PRESS_IN_BOX,
                       "'gone_to_press' (values of the cards won, e.g. [15, 6])")
    pool = list(allowed)
    for value in gtp:
        if value not in pool:
            raise doc.error("gone_to_press", f"no Gone to Press card worth {value} is available here "
                                             f"(values: {', '.join(str(v) for v in allowed) or 'none'})")
        pool.remove(value)
    if scenario is not None and len(gtp) > len(pages):
        raise doc.error("gone_to_press", f"a scenario-{scenario.number} newspaper has only {len(pages)} page(s)")
    breakdown["gone_to_press"] = sum(gtp)
    if gtp:
        lines.append(f"gone to press {sum(gtp)}")
    if doc.flag("copy_editor", what="'copy_editor'"):
        if scenario and scenario.intro:
            raise doc.error("copy_editor", "the introductory scenarios use no Copy Editor")
        breakdown["copy_editor"] = data.values["copy_editor_cp"]
        lines.append(f"unspent copy editor {data.values['copy_editor_cp']}")
    player: dict[str, Any] = {"name": name, "breakdown": breakdown, "total": sum(breakdown.values())}
    if "money" in doc:
        player["money"] = doc.integer("money", 0, MAX_MONEY, what="'money'")
    return {"players": [player], "notes": lines}


def _first_row(doc: Table, stories: list[Table], lines: list[str]) -> int:
    """The number of the first row and column: 1 (as on screen) unless the file says
    ``rows = "from 0"`` or, saying nothing, places a story at row or column 0 (an old
    file); the notes say which reading was used."""
    if "rows" in doc:
        rows = doc.choice("rows", ROW_NUMBERING, what="'rows'")
        return 0 if rows == "from 0" else 1
    for story in stories:
        for key in ("row", "col"):
            value = story.data.get(key)
            if isinstance(value, int) and not isinstance(value, bool) and value == 0:
                lines.append("rows and columns counted from 0 (a row or col 0 is used; "
                             'say rows = "from 0" or number them from 1 as on screen)')
                return 0
    return 1


def _place_story(story: Table, i: int, size: int, pages: list[C.PageSpec],
                 scenario: C.Scenario | None, cells: dict[tuple[int, int, int], int],
                 first: int = 1) -> None:
    if scenario is None:
        raise story.error(None, f"story {i + 1}: a position needs 'scenario' at the top")
    page = story.integer("page", 1, len(pages), what="'page'")
    spec = pages[page - 1]
    # positions are kept from 0 below; the file numbers them from ``first``
    row = story.integer("row", first, spec.height - 1 + first, first, "'row'") - first
    col = story.integer("col", first, spec.width - 1 + first, first, "'col'") - first
    form = story.data.get("form", "square" if size == 4 else "landscape")
    if form not in ("landscape", "portrait", "square") or (form == "square") != (size == 4):
        raise story.error("form", f"story {i + 1}: form must be {'square' if size == 4 else 'landscape or portrait'}"
                                  f", not {describe(form)}")
    side = story.choice("side", ("A", "B"), "A", what=f"story {i + 1}: side")
    w, h = C.story_shape(size, form)
    if side == "B":
        w, h = h, w
    if row + h > spec.height or col + w > spec.width:
        raise story.error(None, f"story {i + 1} hangs over the edge of page {page} (Placing tiles A)")
    for r in range(row, row + h):
        for c in range(col, col + w):
            if (r, c) in spec.headline_cells():
                raise story.error(None, f"story {i + 1} lies on the headline squares (Placing tiles A)")
            if (page, r, c) in cells:
                raise story.error(None, f"story {i + 1} overlaps story {cells[(page, r, c)] + 1} (Placing tiles A)")
            cells[(page, r, c)] = i
