"""Write a :class:`~paperboy.tools.export.paper.Paper` as one self-contained HTML page.

Each board is a CSS grid: empty squares are cells filled by region, each tile a cell
spanning its squares in its TUI colour, with its glyph and label as text and its id and
description in ``title`` (a tooltip). Every piece of text is escaped.
"""

from __future__ import annotations

from html import escape

from .paper import REGION_RGB, Board, Paper, tile_colours

CSS = """
body { background: #e9e4d8; color: #1c1c1c; font-family: "DejaVu Sans", "Segoe UI Symbol", sans-serif; }
main { background: #fbf8f0; max-width: 60em; margin: 1em auto; padding: 1em 1.5em; border: 1px solid #999; }
h1 { font-family: Georgia, "DejaVu Serif", serif; margin: 0; border-bottom: 2px solid #1c1c1c; }
.sub { color: #444; margin: .2em 0 1em; }
.board { display: grid; gap: 0; margin: .3em 0 1.2em; width: max-content; border: 2px solid #1c1c1c; }
.sq { width: 3.4em; height: 3.4em; border: 1px solid #b9b2a0; box-sizing: border-box; display: flex;
      align-items: center; justify-content: center; color: #6b6457; }
.tile { box-sizing: border-box; margin: 2px; border: 2px solid #1c1c1c; border-radius: 3px; display: flex;
        flex-direction: column; align-items: center; justify-content: center; font-weight: bold;
        overflow: hidden; text-align: center; font-size: .9em; }
.tile small { font-weight: normal; font-size: .7em; }
.fold { border-bottom: 3px dashed #8a2be2; }
.star::after { content: "★"; color: #b58900; font-size: .8em; }
table.score td { padding: .1em 1em .1em 0; }
table.score td.n { text-align: right; }
table.score tr.total td { border-top: 1px solid #1c1c1c; font-weight: bold; }
.notes, .legend { color: #555; font-size: .9em; }
"""


def _board(board: Board) -> list[str]:
    cols = board.cols + (1 if board.row_labels else 0)
    out = [f"<h2>{escape(board.title)}</h2>",
           f'<div class="board" style="grid-template-columns: repeat({cols}, 3.4em);">']
    shift_r = 1 if board.col_labels else 0
    shift_c = 1 if board.row_labels else 0
    for c, label in enumerate(board.col_labels):
        out.append(f'<div class="sq label" style="grid-row: 1; grid-column: {c + 1 + shift_c};">{escape(label)}</div>')
    for r, label in enumerate(board.row_labels):
        out.append(f'<div class="sq label" style="grid-row: {r + 1 + shift_r}; grid-column: 1;">{escape(label)}</div>')
    for r in range(board.rows):
        for c in range(board.cols):
            region = board.regions.get((r, c), "paper")
            classes = ["sq", f"region-{region}"]
            if board.fold_after_row is not None and r == board.fold_after_row:
                classes.append("fold")
            if board.star == (r, c):
                classes.append("star")
            fill = REGION_RGB.get(region, "#fbf8f0")
            mark = escape(board.marks.get((r, c), ""))
            out.append(f'<div class="{escape(" ".join(classes))}" style="grid-row: {r + 1 + shift_r}; '
                       f'grid-column: {c + 1 + shift_c}; background: {fill};">{mark}</div>')
    for t in board.tiles:
        bg, fg = tile_colours(t.style)
        out.append(f'<div class="tile tile-{escape(t.style or "plain")}" id="{escape("tile-" + t.id)}" '
                   f'data-tile="{escape(t.id)}" title="{escape(t.title)}" '
                   f'style="grid-row: {t.row + 1 + shift_r} / span {t.h}; grid-column: {t.col + 1 + shift_c} / '
                   f'span {t.w}; background: {bg}; color: {fg};">{escape(t.text())}'
                   f"<small>{escape(t.id)}</small></div>")
    out.append("</div>")
    return out


def render_html(paper: Paper) -> str:
    """The paper as a standalone HTML document."""
    body = [f"<h1>{escape(paper.title)}</h1>", f'<p class="sub">{escape(paper.game)} · {escape(paper.subtitle)}</p>']
    for board in paper.boards:
        body.extend(_board(board))
    if paper.lines:
        body.append("<ul>" + "".join(f"<li>{escape(line)}</li>" for line in paper.lines) + "</ul>")
    body.append('<h2>Score</h2><table class="score">')
    for category, points in paper.breakdown:
        body.append(f'<tr><td>{escape(category)}</td><td class="n">{escape(points)}</td></tr>')
    body.append(f'<tr class="total"><td colspan="2">{escape(paper.total)}</td></tr></table>')
    if paper.notes:
        body.append('<ul class="notes">' + "".join(f"<li>{escape(n)}</li>" for n in paper.notes) + "</ul>")
    if paper.legend:
        body.append(f'<p class="legend">{escape(paper.legend)}</p>')
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{escape(paper.title)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n<main>\n"
            + "\n".join(body) + "\n</main>\n</body>\n</html>\n")
