"""Laying out the paper in Fit to Print: the paper grid, the desk, a tile held and its ghost.

:class:`PaperScreen` is the part of the Fit to Print screen that steers tiles: choosing one
from the desk, the ghost preview (the engine's verdict on the square under the cursor, with
the reason and rule it gives), picking up a placed tile, the centerpiece, taking a tile back
to the desk, and Rule modification 7 (one hand). Whether the seat may place now, and every
verdict, come from the view and the engine (``Session.verdict``): no rule is decided here.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region
from textual.style import Style as VisualStyle
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ....engine import Action
from ....games.fit_to_print.actions import Place, Remove, Rotate
from ...screens.paged import PagedGameScreen
from ...widgets.newspaper_grid import GridTile, NewspaperGrid
from ...widgets.option_rows import MovesList
from . import labels, render


class PaperGrid(NewspaperGrid):
    """The paper grid of Fit to Print: its tile keys are named by the line above the paper
    as they apply (``f face down``, ``p picks it up``; ``r`` only says tiles never turn),
    so the footer keeps its room for the keys of the decision at hand at 80 columns."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f", "place_face_down", "Face down", show=False, id="ftp.grid_face_down"),
        Binding("r", "rotate", "Rotate", show=False, id="ftp.grid_rotate"),
        Binding("p,space", "pick_up", "Pick up", show=False, id="ftp.grid_pick_up"),
    ]


class DeskList(MovesList):
    """The desk: Enter takes the highlighted tile in hand. The footer names that key, as it
    names Enter (Place) on the paper: the footer keeps as many keys when the focus moves
    between the two, so it is updated in place rather than built again."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", "Take", id="ftp.desk_take"),
    ]

    # The desk looks the same focused or not but for its highlighted row, drawn in the
    # cursor's colours while the desk has the keys and in the dim ones while the paper has
    # them. Those come from classes of its own, not from ``:focus`` rules: Textual restyles
    # a widget (and forgets every row and colour it drew) whenever its focus changes, and
    # Enter moves the focus between the desk and the paper on every tile taken and placed.
    # A focus change now repaints the highlighted row only.
    COMPONENT_CLASSES: ClassVar[set[str]] = {"desk--cursor", "desk--cursor-blurred"}

    DEFAULT_CSS = """
    DeskList, DeskList:focus { background-tint: $foreground 0%; }
    DeskList > .desk--cursor {
        color: $block-cursor-foreground;
        background: $block-cursor-background;
        text-style: $block-cursor-text-style;
    }
    DeskList > .desk--cursor-blurred {
        color: $foreground;
        background: $block-cursor-blurred-background;
        text-style: $block-cursor-blurred-text-style;
    }
    """

    _HIGHLIGHTED = "option-list--option-highlighted"

    def get_visual_style(self, *component_classes: str, partial: bool = False) -> VisualStyle:
        """The highlighted row takes the desk's own cursor colours, as the focus is now."""
        if self._HIGHLIGHTED in component_classes:
            mine = "desk--cursor" if self.has_focus else "desk--cursor-blurred"
            component_classes = tuple(mine if name == self._HIGHLIGHTED else name for name in component_classes)
        return super().get_visual_style(*component_classes, partial=partial)

    def _on_focus(self, event: events.Focus) -> None:
        # Widget._on_focus, without its repaint of the whole desk (watch_has_focus repaints)
        event.prevent_default()
        self.has_focus = True
        if self.parent is not None:
            self.parent.post_message(events.DescendantFocus(self))

    def _on_blur(self, event: events.Blur) -> None:
        event.prevent_default()
        self.has_focus = False
        if self.parent is not None:
            self.parent.post_message(events.DescendantBlur(self))

    def watch_has_focus(self, has_focus: bool) -> None:
        """Repaint the highlighted row in the other colours; no restyle (see above)."""
        highlighted = self.highlighted
        if highlighted is None or not self.is_mounted:
            return
        try:
            line = self._index_to_line[highlighted]
            height = self._heights[highlighted]
        except KeyError:
            self.refresh()
            return
        self.refresh(Region(0, line - self.scroll_offset.y, self.size.width, height))


class PaperScreen(PagedGameScreen):
    """The paper and the desk of the Fit to Print screen (the flow is in its subclass)."""

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        #: The tile being steered over the paper (a tile id, or ``CP`` for the centerpiece).
        self.holding: str | None = None
        #: Another paper being looked at (a unit index), or None for the viewer's own.
        self.looking: int | None = None
        self._legal: list[Action] = []
        self._kinds: set[str] = set()
        self._desk_ids: list[str] = []
        self._desk_drawn: tuple[Any, ...] = ()
        self._desk_focus_due = False  # the desk takes the focus when it is drawn (``draw_due``)
        self._said = ""
        self._view_key: tuple[Any, ...] = ()
        self._view_cache: dict[str, Any] = {}
        #: Bumped each time the view is read again: what a part was drawn from.
        self.view_generation = 0

    def desk_follows(self) -> bool:
        """True while the desk is left to be drawn just after the repaint under way."""
        return False

    # --- the view -------------------------------------------------------------------
    def _view(self) -> dict[str, Any]:
        """The viewer's view (read again only after a move, an undo or a new viewer)."""
        seat = self.viewer if self.viewer is not None else 0
        key = (id(self.session.state), len(self.session.log), seat)
        if self._view_key != key:
            self._view_key = key
            self._view_cache = self.session.state.view(seat)
            self.view_generation += 1
        return self._view_cache

    def own_unit(self) -> dict[str, Any]:
        """The viewer's own paper in the view."""
        view = self._view()
        return view["units"][view["unit"]]

    @property
    def desk_ids(self) -> list[str]:
        """The desk's tiles in the order the desk lists them (the tile in hand first)."""
        return list(self._desk_ids)

    def _my_turn(self) -> bool:
        return self.viewer is not None and self.viewer in self.session.human_to_act()

    def verdict(self, action: Action) -> str | None:
        """The engine's refusal of ``action`` for the viewer (reason and rule), or None."""
        if self.viewer is None:
            return "Nobody is at the keyboard (Turn order)"
        return self.session.verdict(self.viewer, action)  # type: ignore[no-any-return]

    def may_place(self) -> bool:
        """May the viewer put tiles on (or move tiles of) their own paper now?"""
        if not self._my_turn() or self.looking is not None:
            return False
        return "place" in self._kinds or self._view()["lay_out_refusal"] is None

    def one_hand(self) -> bool:
        """Rule modification 7: the layout keys are on the left half of the keyboard."""
        return bool(self._view()["one_hand"])

    def _say(self, text: str | Text) -> None:
        if isinstance(text, str) and text.startswith("✗"):
            text = Text(text, style="bold red")
        plain = text.plain if isinstance(text, Text) else text
        if plain == self._said:
            return
        self._said = plain
        # One fixed-height line: no layout pass needed (keeps a cursor move cheap).
        self.query_one("#error", Static).update(text, layout=False)

    # --- what the paper shows -----------------------------------------------------------
    def _holding_valid(self, unit: dict[str, Any]) -> bool:
        if self.holding == "CP":
            return bool(unit.get("centerpiece"))
        ids = {t["id"] for t in unit["desk"]} | {p["tile"]["id"] for p in unit["placed"]}
        if unit.get("pending"):
            ids.add(unit["pending"]["id"])
        return self.holding in ids

    def _held_is_placed(self, unit: dict[str, Any]) -> bool:
        if self.holding is None:
            return False
        return self.holding == "CP" or any(p["tile"]["id"] == self.holding for p in unit["placed"])

    def _tile_at(self, row: int, col: int) -> str | None:
        """Id of the tile (or ``CP``) covering (row, col) on the viewer's paper, from the view."""
        if self.viewer is None:
            return None
        unit = self.own_unit()
        cp, at = unit.get("centerpiece"), unit.get("cp_at")
        if cp and at:
            h, w = render.size_of(cp)
            if at[0] <= row < at[0] + h and at[1] <= col < at[1] + w:
                return "CP"
        for p in unit["placed"]:
            h, w = render.size_of(p["tile"])
            if p["row"] <= row < p["row"] + h and p["col"] <= col < p["col"] + w:
                return str(p["tile"]["id"])
        return None

    def _refresh_desk(self, unit: dict[str, Any]) -> None:
        desk = self.query_one("#desk", OptionList)
        tiles = sorted(unit["desk"], key=lambda t: (labels.size_rank(t["size"]), t["id"]))
        carry = unit.get("carry") or []
        label = f"Desk ({len(tiles)})"
        if carry:
            label += f" · carrying {len(carry)}"
        if self.holding:
            label += f" · holding {self.holding}"
        self.put("#desk-title", label, lambda: label)
        pending = unit.get("pending")
        ids = ([pending["id"]] if pending else []) + [t["id"] for t in tiles]
        drawn = (tuple(ids), tuple(t["id"] for t in carry), pending["id"] if pending else None)
        if drawn != self._desk_drawn:  # the list changes only when its tiles change
            before = self._desk_drawn
            self._desk_drawn = drawn
            self._desk_ids = ids
            highlighted = desk.highlighted
            gone = set(before[0]) - set(ids) if before else set()
            if (before and not carry and not before[1] and pending is None and before[2] is None
                    and [i for i in before[0] if i not in gone] == ids):
                for tile_id in gone:  # tiles left the desk: their rows go, the others stay drawn
                    desk.remove_option(tile_id)
            else:
                self._fill_desk(desk, pending, tiles, carry)
            if ids:
                desk.highlighted = min(highlighted or 0, len(ids) - 1)
        desk.disabled = not self.may_place()

    @staticmethod
    def _fill_desk(desk: OptionList, pending: dict[str, Any] | None, tiles: list[dict[str, Any]],
                   carry: list[dict[str, Any]]) -> None:
        """Fill the desk list: the tile in hand, the desk's tiles, then those being carried."""
        options: list[Option] = []
        if pending:
            line = Text("In hand: ", style="bold")
            line.append_text(render.tile_rich(pending))
            options.append(Option(line, id="pending"))
        options += [Option(render.tile_rich(tile), id=tile["id"]) for tile in tiles]
        options += [Option(Text("Carrying: " + render.tile_text(t), style="dim"), disabled=True) for t in carry]
        desk.clear_options()
        desk.add_options(options)

    def _ghost_tile(self) -> GridTile | None:
        if self.holding is None or self.viewer is None:
            return None
        if self.holding == "CP":
            cp = self.own_unit().get("centerpiece")
            return render.centerpiece_tile(cp, 0, 0) if cp else None
        return render.grid_tile(labels.tile_view(self.holding), 0, 0)

    def _update_ghost(self) -> None:
        grid = self.query_one("#grid", NewspaperGrid)
        ghost = self._ghost_tile()
        grid.ghost = ghost
        can = self.may_place()
        one_hand = self.one_hand()
        off = set()
        if not can:
            off |= {"place", "place_face_down", "pick_up", "rotate"}
        if ghost is None:
            off |= {"place", "place_face_down", "rotate"}
        if self.holding == "CP":
            off.add("place_face_down")
        if one_hand:
            # Only the left half of the keyboard: w/a/s/d, e, q, f, r, t, v (Rule modification 7).
            off |= {"cursor_up", "cursor_down", "cursor_left", "cursor_right", "place", "pick_up"}
        if grid.disabled_actions != off:
            grid.disabled_actions = off
        pick, place, take, done = ("q", "e", "t", "v") if one_hand else ("p", "Enter", "Enter", "P")
        if ghost is None:
            if can and self._desk_ids:
                self._say(Text(f"Choose a tile from the desk ({take}), or {pick} on a placed tile to move it.",
                               style="dim"))
            elif can:
                self._say(Text(f"Your desk is empty: {done} says Print! ({pick} on a placed tile moves it)",
                               style="dim"))
            return
        row, col = grid.cursor
        up = self.verdict(Place(self.holding or "", row, col, "up"))
        grid.ghost_ok = up is None
        if up is None:
            self._say(Text(f"✓ {self.holding} fits at row {row}, column {col}: {place} places it"
                           + ("" if self.holding == "CP" else ", f face down"), style="bold green"))
            return
        text = Text(f"✗ {up}", style="bold red")
        if self.holding != "CP" and self.verdict(Place(self.holding or "", row, col, "down")) is None:
            text.append(" · f places it face down", style="")
        self._say(text)

    # --- holding a tile -------------------------------------------------------------------
    def _hold(self, tid: str) -> None:
        if not self.may_place():
            if self.looking is not None:
                why = "This is another player's paper: Esc goes back to yours (Layout phase)"
            else:
                why = self._view()["lay_out_refusal"] or "You can place tiles only in your Layout phase (Layout phase)"
            self._say(f"✗ {why}")
            return
        view = self._view()
        unit = view["units"][view["unit"]]
        was_lifted = self._held_is_placed(unit)
        self.holding = tid
        grid = self.query_one("#grid", NewspaperGrid)
        with grid.overlay_batch():  # the cursor's jump and the ghost: their lines composed once
            self._jump_to_fit(grid, tid)
            if self.viewer is not None:
                if was_lifted or self._held_is_placed(unit) or self.looking is not None:
                    self.refresh_board(view, self.viewer)
                else:
                    # a desk tile taken in hand: the paper, the pages and the tabs are as
                    # they were; only the desk's title and the ghost change (the whole
                    # board was drawn again for it, a tenth of the key)
                    self._refresh_desk(unit)
                    self._update_ghost()
        grid.focus()
        self.refresh_bindings()

    def _jump_to_fit(self, grid: NewspaperGrid, tid: str) -> None:
        """Start the cursor where the engine accepts the tile, unless it already fits where it is."""
        row, col = grid.cursor
        if self.verdict(Place(tid, row, col, "up")) is None:
            return
        spots = [a for a in self._legal if isinstance(a, Place) and a.tile == tid and a.face == "up"]
        if spots:
            best = min(spots, key=lambda a: abs(a.row - row) + abs(a.col - col))
            grid.cursor = (best.row, best.col)

    def _pending_is_held(self) -> bool:
        """Family mode: the tile in hand must be placed or put back; Esc cannot drop it."""
        if self.viewer is None:
            return False
        unit = self.own_unit()
        return bool(unit.get("pending")) and unit["pending"]["id"] == self.holding

    # --- keys -------------------------------------------------------------------------
    def action_desk(self) -> None:
        self.holding = None
        self._update_ghost()
        self.query_one("#desk", OptionList).focus()

    def action_grid(self) -> None:
        self.query_one("#grid", NewspaperGrid).focus()

    def action_centerpiece(self) -> None:
        """c: pick up the centerpiece, its ghost starting where it lies."""
        if self.viewer is not None and self.may_place():
            at = self.own_unit().get("cp_at")
            if at:
                self.query_one("#grid", NewspaperGrid).cursor = (int(at[0]), int(at[1]))
        self._hold("CP")

    def action_one_hand(self, what: str) -> None:
        """Rule modification 7: steer and place with the left half of the keyboard."""
        grid = self.query_one("#grid", NewspaperGrid)
        steer = {"up": grid.action_cursor_up, "down": grid.action_cursor_down,
                 "left": grid.action_cursor_left, "right": grid.action_cursor_right}
        if what in steer:
            steer[what]()
        elif what == "place":
            grid.post_message(NewspaperGrid.Place(grid, *grid.cursor, face_up=True))
        elif what == "pick":
            grid.post_message(NewspaperGrid.PickUp(grid, *grid.cursor))
        elif what == "next" and self._desk_ids:
            ids = self._desk_ids
            nxt = ids[(ids.index(self.holding) + 1) % len(ids)] if self.holding in ids else ids[0]
            self._hold(nxt)

    def action_to_desk(self) -> None:
        if self.viewer is None:
            return
        grid = self.query_one("#grid", NewspaperGrid)
        tid = self._tile_at(*grid.cursor)
        if tid is None or tid == "CP":
            self._say("✗ Put the cursor on a tile of your paper to take it back to the desk"
                      if tid is None else "✗ The centerpiece must stay on the paper (Layout rule 2)")
            return
        self.holding = None
        self.act(Remove(tid))

    # --- the grid's and the desk's messages ---------------------------------------------
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "desk":
            event.stop()
            index = event.option_index
            if self.draw_due():  # the desk was drawn before the tile just placed left it
                index = event.option_list.highlighted if event.option_list.highlighted is not None else -1
            if 0 <= index < len(self._desk_ids):
                self._hold(self._desk_ids[index])
            return
        super().on_option_list_option_selected(event)

    def on_newspaper_grid_cursor_moved(self, event: NewspaperGrid.CursorMoved) -> None:
        event.stop()
        if self.holding is not None:
            self._update_ghost()
        elif self.may_place():
            tid = self._tile_at(event.row, event.col)
            if tid is not None:
                pick = "q" if self.one_hand() else "p"
                self._say(Text(f"{tid} lies here: {pick} picks it up to move it, x takes it back to the desk",
                               style="dim"))
            else:
                self._update_ghost()

    def on_newspaper_grid_place(self, event: NewspaperGrid.Place) -> None:
        event.stop()
        if self.holding is None:
            tid = self._tile_at(event.row, event.col)
            if tid is not None:
                self._hold(tid)
            else:
                self._say("✗ Choose a tile from the desk first (d)")
            return
        face = "up" if event.face_up else "down"
        tid = self.holding
        if self.act(Place(tid, event.row, event.col, face)):
            self.holding = None
            self._update_ghost()
            if self.own_unit()["desk"] and self.may_place():
                if self.desk_follows():
                    # the focus goes to the desk with its rows, just after the repaint that
                    # shows the tile on the paper (a key meanwhile draws them first: the
                    # app's ``on_event``), so it meets the desk as the player will see it
                    self._desk_focus_due = True
                else:
                    self.query_one("#desk", OptionList).focus()

    def on_newspaper_grid_pick_up(self, event: NewspaperGrid.PickUp) -> None:
        event.stop()
        tid = self._tile_at(event.row, event.col)
        if tid is None:
            if self.holding is not None:
                self.holding = None
                if self.viewer is not None:
                    self.refresh_board(self._view(), self.viewer)
                self._say("Put down: choose a tile from the desk.")
            else:
                self._say("✗ No tile lies here to pick up")
            return
        if tid != "CP" and self.viewer is not None:
            # The engine decides whether this tile may move now: ask it about a move onto its own spot.
            spot = next(p for p in self.own_unit()["placed"] if p["tile"]["id"] == tid)
            problem = self.verdict(Place(tid, spot["row"], spot["col"], "up" if spot["up"] else "down"))
            if problem is not None:
                self._say(f"✗ {problem}")
                return
        self._hold(tid)

    def on_newspaper_grid_rotate_requested(self, event: NewspaperGrid.RotateRequested) -> None:
        event.stop()
        target = self.holding if self.holding not in (None, "CP") else None
        problem = self.verdict(Rotate(target or "CP"))
        self.app.bell()
        self._say(Text(f"✗ {problem}" if problem else "✗ Tiles are never rotated", style="bold red"))
