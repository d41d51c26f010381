"""Write a :class:`~paperboy.tools.export.paper.Paper` as plain text for pasting.

Boards are drawn with box-drawing lines, four characters per square like the TUI's
grid: each tile is outlined and shows its glyph and label (and its id when it is two
squares high), empty squares show their region's fill and marks.
"""

from __future__ import annotations

from .paper import REGION_FILL, Board, Paper

# (up, down, left, right) -> junction character
_JOIN = {
    (False, False, True, True): "─", (False, False, True, False): "─", (False, False, False, True): "─",
    (True, True, False, False): "│", (True, False, False, False): "│", (False, True, False, False): "│",
    (False, True, False, True): "┌", (False, True, True, False): "┐", (True, False, False, True): "└",
    (True, False, True, False): "┘", (True, True, False, True): "├", (True, True, True, False): "┤",
    (False, True, True, True): "┬", (True, False, True, True): "┴", (True, True, True, True): "┼",
}


def _put(line: list[str], x: int, text: str, width: int) -> None:
    for i, ch in enumerate(text[:width]):
        line[x + i] = ch


def board_lines(board: Board) -> list[str]:
    """The board as text lines (with its title and edge labels)."""
    rows, cols = board.rows, board.cols
    canvas = [[" "] * (cols * 4 + 1) for _ in range(rows * 2 + 1)]
    h_edges: set[tuple[int, int]] = {(0, c) for c in range(cols)} | {(rows, c) for c in range(cols)}
    v_edges: set[tuple[int, int]] = {(r, 0) for r in range(rows)} | {(r, cols) for r in range(rows)}
    owner: dict[tuple[int, int], int] = {}
    for k, t in enumerate(board.tiles):
        owner.update({(r, c): k for r in range(t.row, t.row + t.h) for c in range(t.col, t.col + t.w)})
    covered: set[tuple[int, int]] = set()
    for t in board.tiles:
        for c in range(t.col, t.col + t.w):
            h_edges |= {(t.row, c), (t.row + t.h, c)}
        for r in range(t.row, t.row + t.h):
            v_edges |= {(r, t.col), (r, t.col + t.w)}
            covered |= {(r, c) for c in range(t.col, t.col + t.w)}
    for r in range(rows):
        for c in range(cols):
            if (r, c) in covered:
                continue
            fill = REGION_FILL.get(board.regions.get((r, c), ""), "   ")
            mark = board.marks.get((r, c))
            if mark:
                fill = (fill[0] if fill[0] != " " else " ") + mark[:1] + " "
            if board.star == (r, c):
                fill = fill[:2] + "★"
            _put(canvas[2 * r + 1], 4 * c + 1, fill, 3)
    for r, c in h_edges:
        _put(canvas[2 * r], 4 * c + 1, "───", 3)
    for r, c in v_edges:
        canvas[2 * r + 1][4 * c] = "│"
    if board.fold_after_row is not None:
        fr = board.fold_after_row + 1
        for c in range(cols):
            if (fr, c) not in h_edges and owner.get((fr, c)) is None and owner.get((fr - 1, c)) is None:
                _put(canvas[2 * fr], 4 * c + 1, "┄┄┄", 3)
    for r in range(rows + 1):
        for c in range(cols + 1):
            key = ((r - 1, c) in v_edges, (r, c) in v_edges, (r, c - 1) in h_edges, (r, c) in h_edges)
            around = {owner.get(cell) for cell in ((r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c))}
            inside = len(around) == 1 and None not in around
            canvas[2 * r][4 * c] = _JOIN.get(key, " " if inside or not (0 < r < rows and 0 < c < cols) else "·")
    for t in board.tiles:
        width = 4 * t.w - 1
        text = t.text()
        # A narrow tall tile puts glyph and label on separate lines rather than cut the label.
        parts = [text] if len(text) <= width or t.h == 1 or not t.glyph else [t.glyph, t.label]
        if t.h > 1:
            parts.append(t.id)
        for k, part in enumerate(parts[: 2 * t.h - 1]):
            _put(canvas[2 * t.row + 1 + k * (2 if len(parts) <= t.h else 1)], 4 * t.col + 1, part.center(width),
                 width)
    pad = "   " if board.row_labels else ""
    out = [board.title]
    if board.col_labels:
        out.append(pad + "".join(f"  {label[:1]} " for label in board.col_labels).rstrip())
    for y, line in enumerate(canvas):
        label = board.row_labels[y // 2] if board.row_labels and y % 2 == 1 else ""
        suffix = " fold" if board.fold_after_row is not None and y == 2 * (board.fold_after_row + 1) else ""
        out.append((f"{label:>2} " if pad else "") + "".join(line) + suffix)
    return out


def render_text(paper: Paper) -> str:
    """The paper as plain text."""
    out = [paper.title, f"{paper.game} · {paper.subtitle}", "=" * max(len(paper.title), 20), ""]
    for board in paper.boards:
        out.extend(board_lines(board))
        out.append("")
    out.extend(paper.lines)
    if paper.lines:
        out.append("")
    out.append("Score")
    width = max([len(c) for c, _ in paper.breakdown] + [10]) + 2
    for category, points in paper.breakdown:
        out.append(f"  {category:<{width}}{points:>6}")
    out.append("  " + "-" * (width + 6))
    out.append(f"  {paper.total}")
    if paper.notes:
        out.append("")
        out.extend(f"note: {n}" for n in paper.notes)
    if paper.legend:
        out.append("")
        out.append(paper.legend)
    return "\n".join(line.rstrip() for line in out) + "\n"
