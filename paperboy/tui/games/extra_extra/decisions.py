"""Making decisions on the Extra! Extra! screen: the moves list, the choice cells, the
board cursor's reporters and the card picker (the screen's third layer).

Reporters are placed on the board itself (:class:`spaces.SpaceBoard`): a cursor walks the
spaces, ``+``/``-`` raise or lower the fee (bidding) and the space under the cursor shows
the engine's verdict before Enter commits anything. Every other decision is made on the
choice cells above the boards (:class:`choices.ChoiceBoard`): one cell per thing to
choose, ``t`` for the next way to make it, Space to tick cards of the hand to sell or
discard, Enter to play. The shared moves list stays as a second way (Tab reaches it), one
line per space, where ``+``/``-`` change the fee of the highlighted line; once the player
moves a board cursor it keeps to the moves of the space or cell under it (Esc: all).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from rich.text import Text
from textual.containers import VerticalScroll
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ....engine import Action
from ....games.extra_extra.actions import Discard, Place, Sell
from ...screens.game import MAX_LISTED, WAITING
from ...widgets.steady_line import SteadyLine
from .choices import Choice, ChoiceBoard, ChoiceRow
from .labels import choice_key, choice_label, describe, pass_label, placement_key
from .pages import Entry
from .picker import CardPicker
from .placing import TilePlacement
from .render import card_label, card_short, data
from .spaces import SpaceBoard


def group_entries(view: dict[str, Any], legal: list[Action]) -> list[Entry]:
    """The moves list's lines: one per space for reporters (lowest fee), one per
    placement (its position comes from the grid), card pickers for sales and discards."""
    entries: list[Entry] = []
    groups: dict[tuple[Any, ...], dict[str, Any]] = {}
    order: list[Any] = []
    spaces_listed: set[str] = set()
    for action in legal:
        if isinstance(action, Place):
            # one line per space at its lowest fee; + and - bid higher
            if action.space in spaces_listed:
                continue
            spaces_listed.add(action.space)
        key = placement_key(action)
        if key is None:
            order.append(action)
            continue
        if key not in groups:
            groups[key] = {"desk": None, "paper": []}
            order.append(key)
        if getattr(action, "page", 0) == 0:
            groups[key]["desk"] = action
        else:
            groups[key]["paper"].append(action)
    for item in order:
        if isinstance(item, Action):
            entries.append(Entry(describe(view, item), item))
            continue
        group = groups[item]
        first = group["paper"][0] if group["paper"] else dataclasses.replace(group["desk"], page=1)
        entries.append(Entry(describe(view, first, on_grid=True), first, place=True))
        if group["desk"] is not None:
            entries.append(Entry(describe(view, group["desk"]), group["desk"]))
    if any(isinstance(a, Sell) for a in legal):
        entries.append(Entry("Choose cards to sell…", Sell(()), pick="sell"))
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards:
        entries.append(Entry("Choose cards to discard…", discards[0], pick="discard"))
    return entries


def cell_rows(title: str, cells: list[Choice], width: int, hand: bool = False) -> list[ChoiceRow]:
    """``cells`` in rows that fit ``width`` (the title on the first row only)."""
    lines: list[list[Choice]] = [[]]
    used = 8  # the row title's column
    for cell in cells:
        size = len(cell.mark + cell.label) + 2
        if lines[-1] and used + size > width:
            lines.append([])
            used = 8
        lines[-1].append(cell)
        used += size
    return [ChoiceRow(title if n == 0 else "", tuple(line), hand) for n, line in enumerate(lines) if line]


def replace_options(moves: OptionList, labels: list[str]) -> None:
    """Show ``labels`` in ``moves`` (option ids: their indexes), changing only the lines
    that differ: the list keeps its size (no layout of the screen) when as many are shown."""
    shown = moves.option_count
    for index, label in enumerate(labels[:shown]):
        if str(moves.get_option_at_index(index).prompt) != label:
            moves.replace_option_prompt_at_index(index, label)
    for index in range(shown - 1, len(labels) - 1, -1):
        moves.remove_option_at_index(index)
    if len(labels) > shown:
        moves.add_options([Option(label, id=str(i)) for i, label in enumerate(labels[shown:], shown)])


class Decisions(TilePlacement):
    """The Extra! Extra! screen's moves list, choice cells and reporters by cursor."""

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self._decision: Any = None  # the legal moves the cells below were made for
        self._ways: dict[str, int] = {}  # per choice cell: which way to make it (t)
        self._ticked: set[int] = set()  # cards of the hand ticked to sell or discard
        self._list_filled = False  # the moves list was filled once (the first frame at once)
        self._fill_due: int | None = None  # the seat whose list is filled after the repaint
        self._moves_due = False  # the moves list lights up after the repaint (``refresh_moves``)
        self._focus_due: Widget | None = None  # and the widget that takes the focus then
        # whether the choice cells are shown or go then (None: they stay as they are)
        self._cells_due: bool | None = None
        self._choices_due: int | None = None  # the seat whose choice cells are set out then
        self.selected: str | None = None
        """The choice (:func:`choice_key`) the board's cursor selects: the moves list keeps
        to its moves until Esc drops the selection."""

    # --- moves list -----------------------------------------------------------------
    def refresh_moves(self, seat: int) -> None:
        """The legal moves; a placement move is listed once (its position is chosen on the
        grid). The decision is also set out on the board: reporters on the spaces, every
        other decision in the cells above them (:class:`ChoiceBoard`)."""
        session = self.session
        moves = self.query_one("#moves", OptionList)
        choices = self.query_one("#ee-choices", ChoiceBoard)
        if seat not in session.human_to_act():
            self._entries, self._all_entries, self._decision = [], [], None
            self.selected = None
            # the side greys out after the repaint that shows the move just played
            self.after_repaint(lambda: self._wait_for_others(seat))
            return
        legal = session.state.legal_actions(seat)
        decision = (seat, legal)
        new = decision != self._decision
        if new:
            # a new decision: no ticked card, first ways, the whole list
            self._decision = decision
            self._ways, self._ticked, self.selected = {}, set(), None
        self._all_entries = group_entries(self._view or {}, legal)
        if moves.disabled and not self._moves_due:
            # greyed out while the others moved: it lights up just after the repaint that
            # shows their last move (restyled and drawn again with its scroll bar, a fifth
            # of that bot's reply), as it greyed out after the player's own; meanwhile the
            # board and the choice cells take the decision
            self._moves_due = True
            self.after_repaint(lambda: self._light_up_moves(seat))
        elif not self._moves_due:
            moves.disabled = False
        if not self._moves_due:
            choices.disabled = False  # (greyed out during a replay)
        # else the cells, greyed out with the list, light up with it (restyled, and the
        # focus moved to them: a fifth of the reply of the bot who handed the turn over)
        if self.placing_reporters():
            self._choices_due = None
            self._show_cells(False)
            board = self.query_one("#ee-areas", SpaceBoard)
            if new and self._auto_page and self._placing is None:
                self.action_page("board")  # back from the paper the screen opened
            if self.page == "board":
                # reporters are placed on the board; the list keeps to its cursor's space
                self.draw_board()
                self.focus_for_decision(board)
            self.fill_list_soon(seat)
            if self.page != "board":
                self.focus_for_decision(moves)
            return
        self.fill_list_soon(seat)
        if self._placing is None and new and self._auto_page and self.page != "board":
            self.action_page("board")  # back from the paper the screen opened
        if self._moves_due:
            # the cells of the choice are set out as they light up, just after the repaint
            # that shows the others' last move (drawn and judged: 1-2 ms of that reply)
            self._choices_due = seat
        else:
            self._set_out_choices(seat)

    def _set_out_choices(self, seat: int) -> None:
        """The choice cells of ``seat``'s decision drawn and shown (or gone, if it has none),
        and the focus to them (or to the moves list)."""
        self._choices_due = None
        choices = self.query_one("#ee-choices", ChoiceBoard)
        self.draw_choices(seat)
        self._show_cells(bool(choices.rows))
        if self._placing is None:
            if choices.rows and self.page == "board":
                self.focus_for_decision(choices)
                self.update_choice_verdict()
            else:
                self.focus_for_decision(self.query_one("#moves", OptionList))

    def draw_due(self) -> bool:
        """The moves list filled and lit up, and the choice cells lit up, now if they are
        due to after the repaint (a key meets them)."""
        filled = self._fill_due is not None
        if filled:
            self._fill_list_due()
        if not self._moves_due or self.viewer is None:
            return filled
        self._light_up_moves(self.viewer)
        return True

    def _light_up_moves(self, seat: int) -> None:
        """The moves list and the choice cells back from grey (see :meth:`refresh_moves`),
        with the focus to the one the decision gave it to meanwhile (done once: a second
        call does nothing)."""
        if not self._moves_due:
            return
        self._moves_due = False
        cells, self._cells_due = self._cells_due, None
        choices_due, self._choices_due = self._choices_due, None
        if seat != self.viewer or seat not in self.session.human_to_act() or self._replay is not None:
            return
        if cells is not None:
            self._show_cells(cells)
        self.query_one("#moves", OptionList).disabled = False
        self.query_one("#ee-choices", ChoiceBoard).disabled = False
        if self.placing_reporters() and self.page == "board":
            self.draw_board()  # with its cursor (:meth:`board_cursor_shown`)
        focus, self._focus_due = self._focus_due, None
        if focus is not None:
            self.focus_for_decision(focus)
        if choices_due is not None:
            self._set_out_choices(choices_due)

    def board_cursor_shown(self) -> bool:
        """The board's cursor (with its verdict) comes as the greyed-out side lights up:
        the repaint of the move that handed the turn over shows that move, the board as
        while others placed (the cursor, the verdict in the banner and under the move
        input, a third of that bot's reply, follow just after it)."""
        return (super().board_cursor_shown() and not self._moves_due
                and not self.query_one("#moves", OptionList).disabled)

    def _show_cells(self, shown: bool) -> None:
        """The choice cells shown (their rows drawn) or gone; if the moves list lights up
        after the repaint under way, then: cells that come or go lay out the whole screen
        (12-20 ms), not a part of the reply of the bot who handed the turn over, which
        shows that bot's move. (The board below cells that go takes the focus after them,
        which scrolls its cursor into view once they are gone: ``focus_for_decision``.)"""
        choices = self.query_one("#ee-choices", ChoiceBoard)
        if self._moves_due and shown != choices.display:
            self._cells_due = shown
            return
        self._cells_due = None
        if shown:
            choices.display = True
        else:
            choices.hide()

    def focus_for_decision(self, widget: Widget) -> None:
        """The focus to ``widget`` for a new decision; once the moves list and the choice
        cells light up if they are still greyed out (:meth:`_light_up_moves`): the widgets
        that lose and gain the focus are restyled (3-4 ms), not a part of the reply of the
        bot who handed the turn over, which shows that bot's move."""
        if self._moves_due:
            self._focus_due = widget
            return
        self._focus_due = None
        super().focus_for_decision(widget)

    def grey_out_cells(self) -> None:
        """The choice cells greyed out (they take no key), the focus moved off them first."""
        choices = self.query_one("#ee-choices", ChoiceBoard)
        if choices.has_focus:
            # at once (``focus`` waits a turn): Textual hands a disabled widget's focus to
            # the next one, the board, scrolled to its middle
            self.set_focus(self.query_one("#page-board", VerticalScroll), scroll_visible=False)
        choices.disabled = True

    def _wait_for_others(self, seat: int) -> None:
        """While nobody here may move: the choice cells greyed out (gone while reporters
        are placed), the moves list greyed out, the focus off the move input (unless
        ``seat``'s turn came back meanwhile)."""
        if self.viewer != seat or seat in self.session.human_to_act():
            return
        choices = self.query_one("#ee-choices", ChoiceBoard)
        if (self._view or {}).get("phase") == "place" or not choices.rows:
            choices.hide()
        else:
            # the cells of the last choice stay, greyed out, until the next choice's come:
            # hidden, the cells came back with the player's next choice, a layout of the
            # whole screen inside the reply of the bot who handed the turn over
            self.grey_out_cells()
        # the moves last listed stay, greyed out: the list keeps its size and scroll bar
        # (a list emptied and filled again laid out the screen at each turn)
        self.query_one("#seat", Static).update(
            WAITING if not self.session.is_over() else "Game over")
        self._listed = []
        self.disable_moves(self.query_one("#moves", OptionList))
        self.park_focus()

    def listed_entries(self) -> tuple[list[Entry], list[Entry]]:
        """(the selected choice's moves, the entries the moves list shows: those, or all with
        none selected)."""
        chosen = [e for e in self._all_entries if self.selected and choice_key(e.action) == self.selected]
        return chosen, (chosen or self._all_entries)[:MAX_LISTED]

    def fill_list_soon(self, seat: int) -> None:
        """:meth:`fill_list` now if the list keeps its number of lines and is not greyed
        out; otherwise just after the repaint that shows the move on the board. A list of
        another length may bring or take away its scroll bar, which lays out the screen and
        draws every line of the list again at its new width inside that repaint (most of a
        bot reply's cost). Until the list is filled nothing is listed, so a key meanwhile
        plays nothing from the old list (as
        :meth:`~paperboy.tui.screens.game.GameScreen.refresh_moves_after_repaint`)."""
        self._fill_due = None
        moves = self.query_one("#moves", OptionList)
        # a list greyed out while the others moved is filled as it lights up, just after
        # that repaint too: its lines drawn again are a sixth of the reply that hands the
        # turn back, and the list greyed meanwhile takes no move
        if not self._list_filled or (not self._moves_due and len(self.listed_entries()[1]) == moves.option_count):
            self._list_filled = True
            self.fill_list(seat)
            return
        self._entries, self._listed = [], []
        self._fill_due = seat
        self.after_repaint(self._fill_list_due)

    def _fill_list_due(self) -> None:
        seat, self._fill_due = self._fill_due, None
        if seat is not None and seat == self.viewer and seat in self.session.human_to_act():
            self.fill_list(seat)

    def fill_list(self, seat: int) -> None:
        """Show in the moves list the moves of the selected choice (all with none)."""
        self._fill_due = None  # filled now: a fill put off past the repaint is not needed
        chosen, entries = self.listed_entries()
        hint = " (+/- fee)" if self._view is not None and self._view.get("phase") == "place" else ""
        narrowed = " (this choice; Esc: all)" if chosen and chosen != self._all_entries else ""
        label = self.query_one("#seat", SteadyLine)
        name = self.session.seats[seat].name
        label.update(f"{name}, your move{hint}{narrowed}:")
        if not narrowed:
            # the room of the list narrowed by the board's cursor, taken now: a label that
            # grew inside a cursor key laid out the whole screen
            label.hold_room_for(f"{name}, your move{hint} (this choice; Esc: all):")
        moves = self.query_one("#moves", OptionList)
        way = self._ways.get(self.selected or "", 0)
        highlight = way % len(entries) if chosen and entries else 0
        if entries != self._entries or moves.option_count != len(entries):
            self._entries = list(entries)
            self._listed = [e.action for e in entries]
            replace_options(moves, [e.label for e in entries])
        moves.highlighted = highlight if entries else None

    def park_focus(self) -> None:
        """While nobody here may move, keep the focus off the move input so the page keys work."""
        focused = self.focused
        if self.typing_a_move():
            return  # a move typed ahead: the keys go on into the input
        if focused is None or focused.id in ("command", "moves"):
            self.query_one("#page-board" if self.page == "board" else "#ee-desk").focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "moves":
            return
        event.stop()
        event.prevent_default()  # the shared handler would play the listed move as it stands
        index = int(event.option.id or 0)
        if not 0 <= index < len(self._entries) or not self.decision_is_current():
            # a list of moves no longer open (a replay under way, another's turn): greyed
            # out just after the repaint that shows the move played, until then it stands
            return
        entry = self._entries[index]
        if entry.place:
            self.start_placing(entry.action)
        elif entry.pick:
            self.pick_cards(entry.pick)
        else:
            self.act(entry.action)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Show the highlighted move's text form in the move input, to teach the typed syntax."""
        if event.option_list.id != "moves":
            return
        index = int(event.option.id or 0)
        hint = self.query_one("#ee-hint", Static)
        if 0 <= index < len(self._entries) and not self._entries[index].pick:
            entry = self._entries[index]
            text = entry.action.format() + ("  (page row col from the grid)" if entry.place else "")
            hint.update(Text(f"as text: {text}", style="dim"))
        else:
            hint.update("")

    def pick_cards(self, purpose: str) -> None:
        """Open the card picker to sell or discard exactly the cards the player ticks."""
        view, seat = self._view, self.viewer
        if view is None or seat is None:
            return
        hand = view["players"][seat].get("hand") or []
        if purpose == "sell":
            cards = [(c, card_label(c)) for c in hand if data().cards[c].sellable]
            most = view["sale_limit"]
            title = f"Sell up to {most} cards for $100 each"

            def make(chosen: tuple[str, ...]) -> Action:
                return Sell(chosen)
        else:
            cards = [(c, card_label(c)) for c in hand]
            excess = len(hand) - view["hand_limit"]
            title = f"Discard {excess} card(s) down to the hand limit"

            def make(chosen: tuple[str, ...]) -> Action:
                return Discard(chosen)

        def done(chosen: tuple[str, ...] | None) -> None:
            if chosen is not None:
                self.act(make(chosen))

        self.app.push_screen(CardPicker(title, cards, lambda chosen: self.check_candidate(make(chosen))), done)

    # --- every other decision by cursor: the choice cells ----------------------------
    def ways_of(self, key: str) -> list[Entry]:
        """The ways to make the choice ``key`` (the cards paid, which Stringer ...), in the
        order ``t`` steps through them."""
        return [e for e in self._all_entries if choice_key(e.action) == key]

    def _card_move(self) -> type[Sell] | type[Discard] | None:
        """Which move ticking cards makes now (selling or discarding), if any."""
        for entry in self._all_entries:
            if isinstance(entry.action, Sell | Discard):
                return type(entry.action)
        return None

    def draw_choices(self, seat: int) -> None:
        """Give the choice board its cells: the hand (when cards are sold or discarded),
        then one cell per choice, in rows that fit the board's width."""
        choices = self.query_one("#ee-choices", ChoiceBoard)
        view = self._view or {}
        width = max(24, (choices.size.width or self.size.width - 40 or 44))
        rows: list[ChoiceRow] = []
        if self._card_move() is not None:
            hand = view["players"][seat].get("hand") or [] if view else []
            ticks = [Choice(f"card:{i}", card_short(c).plain, "✓" if i in self._ticked else " ")
                     for i, c in enumerate(hand)]
            rows += cell_rows("Hand", ticks, width, hand=True)
        cells: list[Choice] = []
        seen: set[str] = set()
        for entry in self._all_entries:
            key = choice_key(entry.action)
            if key in seen or key in ("sell", "discard") or key.startswith("place:"):
                continue
            seen.add(key)
            cells.append(Choice(key, choice_label(entry.action, pass_label(view)), ways=len(self.ways_of(key))))
        rows += cell_rows("Choose", cells, width)
        choices.set_rows(tuple(rows))

    def _choice_move(self, key: str) -> tuple[Entry | None, int, int]:
        """The move the cell ``key`` makes now, its way's number and how many ways."""
        ways = self.ways_of(key)
        if not ways:
            return None, 0, 0
        way = self._ways.get(key, 0) % len(ways)
        return ways[way], way, len(ways)

    def _ticked_move(self, seat: int) -> Action | None:
        """The sale or discard of the ticked cards (in hand order)."""
        kind = self._card_move()
        view = self._view or {}
        if kind is None or not view:
            return None
        hand = view["players"][seat].get("hand") or []
        return kind(tuple(c for i, c in enumerate(hand) if i in self._ticked))

    def update_choice_verdict(self) -> None:
        """Say above the cells what the choice under the cursor does, or the engine's reason."""
        choices = self.query_one("#ee-choices", ChoiceBoard)
        seat, key = self.viewer, choices.key
        if seat is None or key is None:
            choices.set_verdict(Text())
            return
        line = Text("▸ ", style="bold")
        if key.startswith("card:"):
            self._card_verdict(seat, key, line)
            return
        error = self.query_one("#error", Static)
        entry, way, count = self._choice_move(key)
        if entry is None:
            choices.set_verdict(line)
            return
        verdict = self.session.verdict(seat, entry.action)
        line.append(entry.label, style="bold reverse")
        if count > 1:
            line.append(f" · way {way + 1} of {count} (t: next)")
        if verdict is None:
            line.append(" ✓ ", style="bold")
            line.append("Enter, then place it on the paper" if entry.place else "Enter")
            error.update("✓ " + ("Enter opens the paper" if entry.place else "Enter plays it"))
        else:
            line.append(f" ✗ {verdict}")
            error.update(f"✗ {verdict}")
        text = entry.action.format() + ("  (page row col from the grid)" if entry.place else "")
        self.query_one("#ee-hint", Static).update(Text(f"as text: {text}", style="dim"))
        choices.set_verdict(line)

    def _card_verdict(self, seat: int, key: str, line: Text) -> None:
        """The verdict line on a card of the hand: the card, then the ticked cards' move."""
        choices = self.query_one("#ee-choices", ChoiceBoard)
        hand = (self._view or {})["players"][seat].get("hand") or []
        index = int(key.split(":")[1])
        if 0 <= index < len(hand):
            line.append(card_label(hand[index]), style="bold reverse")
        action = self._ticked_move(seat)
        if action is None:
            choices.set_verdict(line)
            return
        error = self.query_one("#error", Static)
        verdict = self.session.verdict(seat, action)
        said = self.describe(action)
        line.append(" · Space ticks · ")
        if verdict is None:
            line.append("✓ ", style="bold")
            line.append(f"Enter: {said}")
            error.update(f"✓ Enter: {said}")
        else:
            line.append(f"✗ {verdict}")
            error.update(f"✗ {verdict}")
        self.query_one("#ee-hint", Static).update(Text(f"as text: {action.format()}", style="dim"))
        choices.set_verdict(line)

    def on_choice_board_moved(self, event: ChoiceBoard.Moved) -> None:
        event.stop()
        key = event.board.key
        if key is None:
            return
        selected = key
        if key.startswith("card:"):  # a card of the hand selects the sale or discard
            selected = "sell" if self._card_move() is Sell else "discard"
        if selected != self.selected and self.viewer is not None:
            self.selected = selected
            self.fill_list(self.viewer)
        self.update_choice_verdict()

    def on_choice_board_ticked(self, event: ChoiceBoard.Ticked) -> None:
        event.stop()
        index = int(event.key.split(":")[1])
        self._ticked ^= {index}
        if self.viewer is not None:
            self.draw_choices(self.viewer)
        self.update_choice_verdict()

    def on_choice_board_next_way(self, event: ChoiceBoard.NextWay) -> None:
        event.stop()
        if event.key.startswith("card:"):
            return
        self._ways[event.key] = self._ways.get(event.key, 0) + 1
        if self.viewer is not None:
            self.fill_list(self.viewer)
        self.update_choice_verdict()

    def decision_is_current(self) -> bool:
        """True when the choice cells were made for the decision the game waits for now."""
        seat = self.viewer
        return (
            seat is not None
            and self._replay is None
            and seat in self.session.human_to_act()
            and self._decision == (seat, self.session.state.legal_actions(seat))
        )

    def on_choice_board_chosen(self, event: ChoiceBoard.Chosen) -> None:
        event.stop()
        seat = self.viewer
        if seat is None or not self.decision_is_current():
            return
        if event.key.startswith("card:"):
            action = self._ticked_move(seat)
            if action is None:
                return
            reason = self.session.verdict(seat, action)
            if reason is not None:
                self.query_one("#error", Static).update(f"✗ {reason}")
                self.app.bell()
                return
            self.act(action)
            return
        entry, _way, _count = self._choice_move(event.key)
        if entry is None:
            return
        if entry.place:
            self.start_placing(entry.action)
        else:
            self.act(entry.action)

    def focus_decision(self) -> None:
        """Back to where the decision is made: the choice cells, else the moves list."""
        choices = self.query_one("#ee-choices", ChoiceBoard)
        if choices.display and choices.rows:
            if self.page != "board":
                self.action_page("board")
            choices.focus()
            self.update_choice_verdict()
        else:
            self.query_one("#moves", OptionList).focus()

    # --- reporters and fees ---------------------------------------------------------
    def action_bid(self, step: int) -> None:
        """Raise or lower the fee by $100 (bidding): on the board under its cursor, else of
        the highlighted reporter placement in the list."""
        board = self.query_one("#ee-areas", SpaceBoard)
        if self.focused is board and board.placing:
            self._fee = max(0, self._fee + step)
            self.update_space_verdict()
            return
        moves = self.query_one("#moves", OptionList)
        index = moves.highlighted
        if index is None or not 0 <= index < len(self._entries):
            return
        action = self._entries[index].action
        error = self.query_one("#error", Static)
        if not isinstance(action, Place):
            error.update("+ and - change the fee of a highlighted reporter placement")
            return
        bid = dataclasses.replace(action, fee=action.fee + step)
        reason = self.check_candidate(bid)
        if reason is not None:
            error.update(f"✗ {reason}")
            return
        error.update("")
        self._entries[index] = Entry(self.describe(bid), bid)
        self._listed[index] = bid
        moves.replace_option_prompt_at_index(index, self._entries[index].label)

    def on_space_board_cursor_moved(self, event: SpaceBoard.CursorMoved) -> None:
        event.stop()
        self.update_space_verdict()
        board = event.board
        seat = self.viewer
        if event.by_player and board.placing and board.space is not None and seat is not None and self._all_entries:
            # the moves list keeps to the space the player moved the cursor to
            if self.selected != f"place:{board.space}":
                self.selected = f"place:{board.space}"
                self.fill_list(seat)

    def on_space_board_place_reporter(self, event: SpaceBoard.PlaceReporter) -> None:
        event.stop()
        seat = self.viewer
        if seat is None or not self.placing_reporters():
            return
        action = Place(event.space, self._fee if event.space == self._fee_space else 0)
        reason = self.session.verdict(seat, action)
        if reason is not None:
            # the cursor's verdict already said why: the line now says Enter was refused
            self.query_one("#error", Static).update(f"✗ Not placed: {reason}")
            self.app.bell()
            return
        self._fee_space = None
        self.act(action)


__all__ = ["Decisions", "cell_rows", "group_entries", "replace_options"]
