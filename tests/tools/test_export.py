"""paperboy export: every game's finished paper as SVG, HTML and text, and every refusal."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from paperboy.cli import main
from paperboy.session import Seat, Session
from paperboy.tools.export import ExportError, load_session, paper_for, render

GAME_IDS = ("fit-to-print", "extra-extra", "pulitzer", "magazine")
SVG = "{http://www.w3.org/2000/svg}"


def run(*args: str) -> Any:
    return CliRunner().invoke(main, list(args))


def default_seat(session: Session) -> int:
    """The documented default: the (first) winner, else the first seat."""
    winners = session.result().winners
    return winners[0] if winners else 0


def expected_tiles(session: Session, seat: int) -> set[str]:
    """What the public view says is on ``seat``'s finished paper, as ids or board spaces."""
    view = session.view(seat)
    gid = session.game.id
    if gid == "fit-to-print":
        unit = next(u for u in view["units"] if seat in u["seats"])
        return {p["tile"]["id"] for p in unit["placed"]} | {unit["centerpiece"]["id"]}
    if gid == "extra-extra":
        return {t["id"] for t in view["players"][seat]["tiles"]}
    if gid == "pulitzer":
        player = view["players"][seat]
        return {p["space"] for p in player["pins"]} | set(player["destroyed"])
    return {t["id"] for t in view["players"][seat]["tiles"]}


def shown(session: Session, tile_attrs: list[str]) -> set[str]:
    """The tile ids (Pulitzer: board spaces) named by the export's ``data-tile`` attributes."""
    if session.game.id == "pulitzer":
        return {t.rsplit("-", 1)[-1] for t in tile_attrs}
    return set(tile_attrs)


class TileCollector(HTMLParser):
    """Collects ``data-tile`` attributes and checks tags are balanced."""

    VOID = {"meta", "br", "img", "link", "input", "hr"}

    def __init__(self) -> None:
        super().__init__()
        self.tiles: list[str] = []
        self.stack: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in self.VOID:
            self.stack.append(tag)
        for key, value in attrs:
            if key == "data-tile" and value is not None:
                self.tiles.append(value)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, f"unbalanced </{tag}>"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_svg_export_parses_and_shows_every_tile_of_the_paper(game_id: str, make_save, tmp_path: Path) -> None:
    save = make_save(game_id)
    out = tmp_path / "paper.svg"
    result = run("export", str(save), "--format", "svg", "-o", str(out))
    assert result.exit_code == 0, result.output
    root = ET.parse(out).getroot()
    assert root.tag == f"{SVG}svg"
    tiles = [g.get("data-tile") or "" for g in root.iter(f"{SVG}g") if g.get("class") == "tile"]
    session = load_session(save)
    assert shown(session, tiles) == expected_tiles(session, default_seat(session))
    # every tile is a coloured rectangle with a tooltip naming it
    for g in root.iter(f"{SVG}g"):
        if g.get("class") == "tile":
            assert g.find(f"{SVG}rect") is not None and g.find(f"{SVG}title") is not None
    text = out.read_text(encoding="utf-8")
    assert "\x1b" not in text and ">Score</text>" in text


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_html_export_parses_and_shows_every_tile_of_the_paper(game_id: str, make_save, tmp_path: Path) -> None:
    save = make_save(game_id)
    out = tmp_path / "paper.html"
    assert run("export", str(save), "-f", "html", "-o", str(out)).exit_code == 0
    parser = TileCollector()
    parser.feed(out.read_text(encoding="utf-8"))
    parser.close()
    assert parser.stack == []
    session = load_session(save)
    assert shown(session, parser.tiles) == expected_tiles(session, default_seat(session))
    body = "".join(parser.text)
    assert "Score" in body


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_text_export_draws_the_board_and_the_score_breakdown(game_id: str, make_save, tmp_path: Path) -> None:
    save = make_save(game_id)
    out = tmp_path / "paper.txt"
    assert run("export", str(save), "-f", "txt", "-o", str(out)).exit_code == 0
    text = out.read_text(encoding="utf-8")
    session = load_session(save)
    seat = default_seat(session)
    paper = paper_for(session)
    assert paper.title in text and "┌" in text and "┘" in text
    for category, points in paper.breakdown:
        assert any(line.split() == [*category.split(), points] for line in text.splitlines()), category
    if game_id != "fit-to-print":
        # the breakdown is the game's own result, category by category
        assert [int(p) for _, p in paper.breakdown] == list(session.result().breakdown[seat].values())
        assert f"Total {session.result().totals[seat]}" in text
    for board in paper.boards:
        for tile in board.tiles:
            if tile.h > 1 and tile.w > 1:
                assert tile.id[: 4 * tile.w - 1] in text


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_player_names_reach_the_export_as_clean_text(game_id: str, make_save) -> None:
    session = load_session(make_save(game_id))
    for fmt in ("svg", "html", "txt"):
        for seat in ("1", "2"):
            text = render(paper_for(session, seat=seat), fmt).text
            assert "\x1b" not in text
    svg = render(paper_for(session, seat="1"), "svg").text
    ET.fromstring(svg)  # "Sam [/]" and escapes never break the document
    assert "Sam [/][31m" in svg


def test_fit_to_print_prints_the_front_page_of_every_day(make_save) -> None:
    session = load_session(make_save("fit-to-print"))
    seat = default_seat(session)
    unit = next(u for u in session.view(seat)["units"] if seat in u["seats"])
    days = ("Friday", "Saturday", "Sunday")
    pages = [paper_for(session, round_=n) for n in (1, 2, 3)]
    for n, paper in enumerate(pages):
        assert days[n] in paper.title and paper.file_stem == f"front-page-{days[n].lower()}"
        assert dict(paper.breakdown)["Round points"] == str(unit["scores"][n]["total"])
        assert paper.tile_ids(), "a printed front page has tiles"
    # the papers differ from day to day (the tiles go back into the pile between days)
    assert len({tuple(sorted(p.tile_ids())) for p in pages}) == 3
    assert pages[-1].tile_ids() == paper_for(session).tile_ids()


def test_fit_to_print_refuses_an_unfinished_round(make_save) -> None:
    # cut the log just before Saturday is scored: Friday is finished, Saturday is not
    full = load_session(make_save("fit-to-print"))
    cut = _actions_before_day_scored(full, 2)
    save = make_save("fit-to-print", upto=cut)
    result = run("export", str(save), "-f", "svg", "--round", "2")
    assert result.exit_code == 2
    assert result.output.strip() == "paperboy: error: round 2 is not finished yet (finished: 1)"
    session = load_session(save)
    assert "Friday" in paper_for(session).title  # the default is the last finished day


def _actions_before_day_scored(session: Session, day: int) -> int:
    """How many actions of the log come before the one that scores round ``day``."""
    state = session.game.new_game(session.players, session.options, session.seed)
    for number, (seat, data) in enumerate(session.log):
        state.apply(seat, session.game.action_from_dict(data))
        if len(state.view(0)["units"][0]["scores"]) >= day:
            return number
    raise AssertionError(f"round {day} is never scored")


@pytest.mark.parametrize(("args", "message"), [
    (("--round", "4"), "Fit to Print has rounds 1 to 3 (Friday, Saturday, Sunday), not 4"),
    (("--round", "0"), "Fit to Print has rounds 1 to 3 (Friday, Saturday, Sunday), not 0"),
    (("--seat", "3"), "no seat '3' in this save; the seats are 1 Sam [/][31m, 2 Bob"),
    (("--seat", "Zed"), "no seat 'Zed' in this save; the seats are 1 Sam [/][31m, 2 Bob"),
    (("--format", "pdf"), "'pdf' is not one of 'svg', 'html', 'txt'"),
])
def test_bad_export_arguments_are_one_line_and_exit_2(args: tuple[str, ...], message: str, make_save,
                                                      tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save = make_save("fit-to-print")
    monkeypatch.chdir(tmp_path)
    full = ("-f", "svg", *args) if "--format" not in args else args
    result = run("export", str(save), *full)
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and message in lines[0] and "\x1b" not in lines[0]
    assert not list(tmp_path.glob("*.svg"))


def test_bad_saves_are_refused_and_left_untouched(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"app": "paperboy", "format": 1, "game"', encoding="utf-8")
    before = broken.read_bytes()
    result = run("export", str(broken), "-f", "svg")
    assert result.exit_code == 2 and "truncated" in result.output
    assert broken.read_bytes() == before
    result = run("export", str(tmp_path / "missing.json"), "-f", "txt")
    assert result.exit_code == 2 and "no saved game" in result.output


def test_other_games_print_only_a_finished_game_and_have_no_rounds(make_save) -> None:
    unfinished = make_save("magazine", upto=10)
    result = run("export", str(unfinished), "-f", "svg")
    assert result.exit_code == 2 and "not finished" in result.output
    result = run("export", str(make_save("extra-extra")), "-f", "svg", "--round", "1")
    assert result.exit_code == 2 and "--round 1 applies only to Fit to Print" in result.output


def test_default_file_name_is_written_here_and_never_overwritten(make_save, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    save = make_save("fit-to-print")
    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    first = run("export", str(save), "-f", "svg")
    assert first.exit_code == 0 and first.output.strip() == "Wrote front-page-sunday.svg"
    second = run("export", str(save), "-f", "svg")
    assert second.output.strip() == "Wrote front-page-sunday-2.svg"
    assert (here / "front-page-sunday.svg").read_text() == (here / "front-page-sunday-2.svg").read_text()
    friday = run("export", str(save), "-f", "txt", "--round", "1", "--seat", "bob")
    assert friday.output.strip() == "Wrote front-page-friday.txt"
    assert "Bob's front page · Friday" in (here / "front-page-friday.txt").read_text()
    folder = tmp_path / "out"
    folder.mkdir()
    into = run("export", str(save), "-f", "html", "-o", str(folder))
    assert into.exit_code == 0 and (folder / "front-page-sunday.html").exists()


def test_a_missing_output_folder_is_refused(make_save, tmp_path: Path) -> None:
    result = run("export", str(make_save("pulitzer")), "-f", "svg", "-o", str(tmp_path / "nope" / "x.svg"))
    assert result.exit_code == 2 and "does not exist" in result.output


def test_export_refusals_are_export_errors(make_save) -> None:
    session = load_session(make_save("fit-to-print"))
    with pytest.raises(ExportError, match="no round"):
        paper_for(Session.new("fit-to-print", session.seats, {}, seed=1, autosave=False))


@pytest.mark.parametrize("game_id", ["fit-to-print", "extra-extra", "pulitzer"])
def test_export_tiles_have_the_tui_glyphs_and_labels(game_id: str, make_save) -> None:
    session = load_session(make_save(game_id))
    seat = default_seat(session)
    view = session.view(seat)
    if game_id == "fit-to-print":
        from paperboy.tui.games.fit_to_print import render as tui

        unit = next(u for u in view["units"] if seat in u["seats"])
        tui_tiles = tui.grid_model(view, unit).tiles
    elif game_id == "extra-extra":
        from paperboy.tui.games.extra_extra import paper as tui

        tui_tiles = tuple(t for n, page in enumerate(view["pages"], 1)
                          for t in tui.page_model(page, view["players"][seat]["tiles"], n).tiles)
    else:
        from paperboy.tui.games.pulitzer import investigation as tui

        tui_tiles = tui.board_model(view["players"][seat]).tiles
    ours = [t for b in paper_for(session).boards for t in b.tiles]
    assert sorted((t.row, t.col, t.width, t.height, t.glyph, t.label, t.style) for t in tui_tiles) == sorted(
        (t.row, t.col, t.w, t.h, t.glyph, t.label, t.style) for t in ours)


async def test_final_edition_key_x_saves_the_front_page_svg(make_save, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from textual.widgets._toast import Toast

    from paperboy.tui.app import make_app
    from paperboy.tui.games.fit_to_print.dialogs import FinalScreen

    session = load_session(make_save("fit-to-print", names=("Ann", "Bob")))
    monkeypatch.chdir(tmp_path)
    app = make_app()
    async with app.run_test(size=(100, 32), notifications=True) as pilot:
        await app.push_screen(FinalScreen(session))
        await pilot.pause()
        await pilot.press("x")
        for _ in range(50):  # the toast is mounted a few messages later
            if list(app.screen.query(Toast)):
                break
            await pilot.pause()
        written = tmp_path / "front-page-sunday.svg"
        assert ET.parse(written).getroot().tag == f"{SVG}svg"
        messages = [str(toast.render()) for toast in app.screen.query(Toast)]
        assert any("Saved front-page-sunday.svg" in m for m in messages), messages


def test_a_newsroom_team_prints_its_shared_paper_and_total() -> None:
    seats = [Seat(f"P{i}", "bot", "novice") for i in range(4)]
    session = Session.new("fit-to-print", seats, {"mode": "newsroom"}, seed=2, autosave=False)
    session.run_bots(100000)
    result = session.result()
    view = session.view(2)
    team = next(u for u in view["units"] if 2 in u["seats"])
    for seat in team["seats"]:
        paper = paper_for(session, seat=str(seat + 1))
        assert paper.title.startswith(f"{team['name']}'s front page")
        assert f"game total {result.totals[seat]} points" in paper.total
        assert set(paper.tile_ids()) == {p["tile"]["id"] for p in team["placed"]} | {team["centerpiece"]["id"]}



def test_a_save_id_from_the_resume_list_is_found_in_the_data_directory(
        make_save, isolated_data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save = make_save("magazine", folder=isolated_data_dir / "saves")
    monkeypatch.chdir(tmp_path)
    result = run("export", save.stem, "-f", "txt")
    assert result.exit_code == 0 and result.output.strip() == "Wrote magazine-tableau.txt"


def test_exporters_and_statistics_use_no_ui_library() -> None:
    import subprocess
    import sys

    code = ("import sys, paperboy.tools.export, paperboy.tools.stats; "
            "print(sorted(m for m in ('textual', 'rich', 'click') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
