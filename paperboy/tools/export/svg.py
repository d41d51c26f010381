"""Write a :class:`~paperboy.tools.export.paper.Paper` as a hand-built SVG picture.

Every square is a ``rect``, every tile a ``rect`` in its TUI colour with its glyph and
label as ``text`` and a ``title`` (its id and what it is) that SVG viewers show as a
tooltip. No fonts or scripts are embedded; text is escaped, so user text (player names)
can never become markup.
"""

from __future__ import annotations

import textwrap
from xml.sax.saxutils import escape, quoteattr

from .paper import REGION_RGB, Board, Paper, PaperTile, tile_colours

CELL = 56
MARGIN = 24
LABEL = 22
FONT = "DejaVu Sans, Segoe UI Symbol, Noto Sans Symbols, sans-serif"
INK = "#1c1c1c"
PAPER = "#fbf8f0"


def _text(x: float, y: float, text: str, size: float = 14, *, weight: str = "normal", anchor: str = "start",
          fill: str = INK, family: str = FONT, cls: str = "") -> str:
    klass = f" class={quoteattr(cls)}" if cls else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:.1f}" font-weight="{weight}" '
            f'text-anchor="{anchor}" fill="{fill}" font-family={quoteattr(family)}{klass}>{escape(text)}</text>')


def _fit(text: str, width: float, size: float) -> float:
    """A font size at which ``text`` fits ``width`` pixels (roughly 0.62 em per character)."""
    if not text:
        return size
    return max(7.0, min(size, width / (0.62 * len(text))))


def _tile(gx: float, gy: float, tile: PaperTile) -> list[str]:
    bg, fg = tile_colours(tile.style)
    x, y = gx + tile.col * CELL + 2, gy + tile.row * CELL + 2
    w, h = tile.w * CELL - 4, tile.h * CELL - 4
    out = [f'<g class="tile" id={quoteattr("tile-" + tile.id)} data-tile={quoteattr(tile.id)}>',
           f"<title>{escape(tile.title)}</title>",
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="3" fill="{bg}" '
           f'stroke="{INK}" stroke-width="2"/>']
    main = tile.text()
    size = _fit(main, w - 8, 15)
    out.append(_text(x + w / 2, y + h / 2 + size / 3, main, size, weight="bold", anchor="middle", fill=fg))
    if tile.h * CELL >= 48:
        out.append(_text(x + w / 2, y + h - 5, tile.id, _fit(tile.id, w - 6, 9), anchor="middle", fill=fg))
    out.append("</g>")
    return out


def board_size(board: Board) -> tuple[int, int]:
    """(width, height) in pixels of a board with its title and edge labels."""
    left = LABEL if board.row_labels else 0
    top = 24 + (LABEL if board.col_labels else 0)
    return left + board.cols * CELL, top + board.rows * CELL


def _board(x0: float, y0: float, board: Board) -> list[str]:
    out = ['<g class="board">', _text(x0, y0 + 16, board.title, 15, weight="bold")]
    gx = x0 + (LABEL if board.row_labels else 0)
    gy = y0 + 24 + (LABEL if board.col_labels else 0)
    for c, label in enumerate(board.col_labels):
        out.append(_text(gx + c * CELL + CELL / 2, gy - 6, label, 12, anchor="middle", fill="#555555"))
    for r, label in enumerate(board.row_labels):
        out.append(_text(gx - 6, gy + r * CELL + CELL / 2 + 4, label, 12, anchor="end", fill="#555555"))
    for r in range(board.rows):
        for c in range(board.cols):
            region = board.regions.get((r, c), "paper")
            fill = REGION_RGB.get(region, PAPER)
            out.append(f'<rect x="{gx + c * CELL:.1f}" y="{gy + r * CELL:.1f}" width="{CELL}" height="{CELL}" '
                       f'fill="{fill}" stroke="#b9b2a0" stroke-width="1" class="region-{escape(region)}"/>')
            mark = board.marks.get((r, c))
            if mark:
                out.append(_text(gx + c * CELL + CELL / 2, gy + r * CELL + CELL / 2 + 5, mark, 15,
                                 anchor="middle", fill="#6b6457"))
    if board.star is not None:
        r, c = board.star
        out.append(_text(gx + c * CELL + CELL - 8, gy + r * CELL + 14, "★", 12, anchor="middle",
                         fill="#b58900", cls="star"))
    out.append(f'<rect x="{gx:.1f}" y="{gy:.1f}" width="{board.cols * CELL}" height="{board.rows * CELL}" '
               f'fill="none" stroke="{INK}" stroke-width="2"/>')
    if board.fold_after_row is not None:
        # Under the tiles (the fold runs through them on the real paper), visible beside the paper.
        fy = gy + (board.fold_after_row + 1) * CELL
        out.append(f'<line x1="{gx - 10:.1f}" y1="{fy:.1f}" x2="{gx + board.cols * CELL + 10:.1f}" y2="{fy:.1f}" '
                   f'stroke="#8a2be2" stroke-width="3" stroke-dasharray="10 6" class="fold"/>')
        out.append(_text(gx + board.cols * CELL + 14, fy + 4, "fold", 11, fill="#8a2be2"))
    for tile in board.tiles:
        out.extend(_tile(gx, gy, tile))
    out.append("</g>")
    return out


def render_svg(paper: Paper) -> str:
    """The paper as a standalone SVG document."""
    sizes = [board_size(b) for b in paper.boards]
    width = max([w + 40 for w, _ in sizes] + [560]) + 2 * MARGIN
    body: list[str] = []
    y = MARGIN
    body.append(_text(MARGIN, y + 26, paper.title, 26, weight="bold",
                      family="Georgia, DejaVu Serif, serif"))
    body.append(_text(MARGIN, y + 48, f"{paper.game} · {paper.subtitle}", 14, fill="#444444"))
    y += 66
    body.append(f'<line x1="{MARGIN}" y1="{y}" x2="{width - MARGIN}" y2="{y}" stroke="{INK}" stroke-width="2"/>')
    y += 14
    for board, (_, h) in zip(paper.boards, sizes, strict=True):
        body.extend(_board(MARGIN, y, board))
        y += h + 20
    chars = max(40, int((width - 2 * MARGIN) / 7.4))
    for line in [part for text in paper.lines for part in textwrap.wrap(text, chars)]:
        body.append(_text(MARGIN, y + 14, line, 13))
        y += 20
    if paper.lines:
        y += 8
    body.append(_text(MARGIN, y + 16, "Score", 16, weight="bold"))
    y += 26
    for category, points in paper.breakdown:
        body.append(f'<g class="score-row">{_text(MARGIN + 8, y + 14, category, 14)}'
                    f'{_text(MARGIN + 300, y + 14, points, 14, anchor="end")}</g>')
        y += 20
    body.append(f'<line x1="{MARGIN + 8}" y1="{y + 2}" x2="{MARGIN + 300}" y2="{y + 2}" stroke="{INK}"/>')
    body.append(_text(MARGIN + 8, y + 20, paper.total, 15, weight="bold"))
    y += 32
    for note in [part for text in paper.notes for part in textwrap.wrap(text, int(chars * 1.08))]:
        body.append(_text(MARGIN, y + 14, note, 12, fill="#444444"))
        y += 18
    for line in textwrap.wrap(paper.legend, int(chars * 1.08)):
        body.append(_text(MARGIN, y + 16, line, 12, fill="#555555"))
        y += 18
    y += 4
    height = y + MARGIN
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img">')
    return "\n".join([head, f"<title>{escape(paper.title)}</title>",
                      f'<rect width="100%" height="100%" fill="{PAPER}"/>', *body, "</svg>"]) + "\n"
