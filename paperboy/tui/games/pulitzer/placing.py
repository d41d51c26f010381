"""Playing Pulitzer on the board: the Journalist picked, the cursor's space, the verdict.

:class:`BoardPlay` is mixed into the Pulitzer screen. It turns the view and the listed
legal moves into the cells of :class:`~.board_cursor.PlaceBoard`, and answers the board's
messages. It never decides a rule: a cell is marked ✓ when ``legal_actions`` holds a
move there, the payoff shown is that move's own description, and a refusal is the
engine's reason from :meth:`Session.verdict` on the candidate move (nothing is played).

The flat moves list stays as the second way; while a Journalist is picked it lists only
that Journalist's placements (and the moves that place none).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from paperboy.engine import Action
from paperboy.games.pulitzer.actions import Choose, Place, Request

from .board_cursor import PlaceBoard, Spot, SpotRow, fit, journalist_strip
from .common import D, occupants

SECTION_LABEL = {"editing": "Edit", "newsroom": "Nroom", "hr": "H.R.", "management": "Mgmt",
                 "registry": "Reg", "photo": "Photo"}
CELL_MAX = 9
"""Widest cell label (five Kiosk columns still fit beside the side panel at 80 columns)."""


def other_label(action: Action) -> str:
    """A short cell label for a move that names no board space (its typed form, shortened)."""
    if isinstance(action, Choose):
        return action.option
    return action.format()


def _occ(view: dict[str, Any], spaces: list[str]) -> str:
    return " ".join(occupants(view, sp, "").plain for sp in spaces if view["spaces"].get(sp)).strip()


class BoardPlay:
    """The Pulitzer screen's board cursor: rows from the view, moves from the listed actions."""

    # provided by the screen this is mixed into
    session: Any
    viewer: int | None
    _view: dict[str, Any] | None
    _listed: list[Action]
    page: str

    chosen: str | None = None
    """The Journalist picked for the next placement (``1``-``5``, ``X``), or None."""
    way: int = 0
    """Which of the moves at the cursor's cell is shown (``t`` steps through them)."""
    _full_list: list[Action] | None = None

    # --- what a cell stands for ------------------------------------------------------
    def _acting(self) -> bool:
        seat = self.viewer
        return seat is not None and seat in self.session.human_to_act()

    def _others(self) -> list[Action]:
        """Listed moves that name no board space shown on the board."""
        listed = self._full_list if self._full_list is not None else self._listed
        return [a for a in listed if not isinstance(a, Place | Request)]

    def board_moves(self, key: str) -> list[Action]:
        """The legal moves the cell ``key`` stands for (for the picked Journalist)."""
        listed = self._full_list if self._full_list is not None else self._listed
        if key.startswith("act:"):
            others = self._others()
            index = int(key[4:])
            return [others[index]] if index < len(others) else []
        if key.startswith("req:"):
            return [a for a in listed if isinstance(a, Request) and a.section == key[4:]]
        if self.chosen is None:
            return []  # a space takes the picked Journalist: nothing is placed before a pick
        return [a for a in listed if isinstance(a, Place) and a.space == key and a.journalist == self.chosen]

    def _open_space(self, key: str) -> bool:
        """Whether some Journalist of the viewer may go on the space ``key`` now."""
        return any(isinstance(a, Place) and a.space == key for a in self._full_or_listed())

    def _probe(self, key: str) -> Action | None:
        """The move the engine is asked about when no legal move is listed for ``key``."""
        if key.startswith("req:"):
            return Request(key[4:])
        if key.startswith("act:"):
            return None
        if self.chosen is not None:
            return Place(self.chosen, key)
        if self._open_space(key) or self._view is None or self.viewer is None:
            return None  # open: what it pays depends on the Journalist still to be picked
        hand = self._view["players"][self.viewer].get("hand") or []
        return Place(hand[0], key) if hand else None

    def verdict_text(self, key: str | None) -> Text:
        """What the cell under the cursor would do, or why the engine refuses it."""
        if key is None or not self._acting():
            return Text("")
        moves = self.board_moves(key)
        if moves:
            move = moves[self.way % len(moves)]
            text = Text("✓ " + self.describe(move), style="bold")  # type: ignore[attr-defined]
            if len(moves) > 1:
                text.append(f"  (way {self.way % len(moves) + 1}/{len(moves)}: t for the next)", style="dim")
            return text
        probe = self._probe(key)
        if probe is None:
            return Text(f"▸ {key}: pick a Journalist (1-5, x) to see what it pays here", style="dim")
        reason = self.session.verdict(self.viewer, probe)
        return Text("✗ " + (reason or "not a move now"))

    # --- drawing ---------------------------------------------------------------------
    def place_rows(self, view: dict[str, Any]) -> tuple[SpotRow, ...]:
        """The cells of the board as the view shows it, marked from the listed moves."""
        acting = self._acting()
        legal = self._legal_keys() if acting else set()

        def spot(key: str, label: str) -> Spot:
            mark = ("✓" if key in legal else "✗") if acting else " "
            return Spot(key, fit(label, CELL_MAX), mark)

        rows: list[SpotRow] = []
        if view["phase"] == "placement":
            cols = view["kiosk_columns"]
            for r in range(1, int(view["kiosk_rows"]) + 1):
                color = view["house_colors"][r - 1][:3]
                rows.append(SpotRow(f"{r} {color}", tuple(
                    spot(f"{c}{r}", f"{c}{r} {_occ(view, [f'{c}{r}'])}".strip()) for c in cols), "kiosk"))
            upper: list[Spot] = []
            if int(view["archive_spaces"]):
                ar = [f"AR{i}" for i in range(1, int(view["archive_spaces"]) + 1)]
                filled = sum(1 for sp in ar if view["spaces"].get(sp))
                upper.append(spot("AR", f"AR {filled}/{len(ar)}"))
            ot = [f"OT{i}" for i in range(1, int(view["overtime_spaces"]) + 1)]
            upper.append(spot("OT", f"OT {sum(1 for sp in ot if view['spaces'].get(sp))}/{len(ot)}"))
            slots = int(D().events.get(view.get("event") or "", {}).get("slots", 0))
            for i in range(1, slots + 1):  # the Event card's own spaces, as printed on it
                upper.append(spot(f"EV{i}", f"EV{i} {_occ(view, [f'EV{i}'])}".strip()))
            rows.append(SpotRow("Up", tuple(upper)))
            buses = list(view["buses"])
            half = (len(buses) + 1) // 2
            for k, chunk in enumerate((buses[:half], buses[half:])):
                if chunk:
                    rows.append(SpotRow("Bus" if k == 0 else "", tuple(
                        spot(b, f"{b} {_occ(view, [b]) or '$' + str(view['buses'][b]['cost'])}") for b in chunk),
                        "bus"))
            sections = [s for s in view["section_names"] if s not in view["blocked"]]
            half = (len(sections) + 1) // 2
            for k, chunk in enumerate((sections[:half], sections[half:])):
                rows.append(SpotRow("Paper" if k == 0 else "", tuple(
                    spot(f"req:{s}", f"{SECTION_LABEL.get(s, s)} {len(view['requests'].get(s, []))}/"
                         f"{view['windows']}") for s in chunk), "paper"))
        others = self._others() if acting else []
        for start in range(0, len(others), 4):
            rows.append(SpotRow("Moves" if start == 0 else "", tuple(
                spot(f"act:{i}", other_label(a)) for i, a in enumerate(others[start:start + 4], start)), "moves"))
        return tuple(rows)

    def _legal_keys(self) -> set[str]:
        """The cells :meth:`board_moves` finds a move for; a space, before a Journalist is
        picked, when some Journalist may go there (one pass over the listed moves)."""
        keys = {f"act:{i}" for i in range(len(self._others()))}
        for action in self._full_or_listed():
            if isinstance(action, Request):
                keys.add("req:" + action.section)
            elif isinstance(action, Place) and self.chosen in (None, action.journalist):
                keys.add(action.space)
        return keys

    def _full_or_listed(self) -> list[Action]:
        return self._full_list if self._full_list is not None else self._listed

    def draw_place_board(self) -> None:
        """Redraw the hand strip, the board cells and the verdict (after the view changed)."""
        view = self._view
        board = self.query_one("#pz-place", PlaceBoard)  # type: ignore[attr-defined]
        hand_line = self.query_one("#pz-hand", Static)  # type: ignore[attr-defined]
        verdict = self.query_one("#pz-verdict", Static)  # type: ignore[attr-defined]
        if view is None or self.viewer is None:
            return
        rows = self.place_rows(view)
        me = view["players"][self.viewer]
        hand = list(me.get("hand") or [])
        if self.chosen is not None and self.chosen not in hand:
            self.chosen = None
        show_hand = view["phase"] == "placement" and self._acting()
        hand_line.display = show_hand
        if show_hand:
            hand_line.update(journalist_strip(hand, int(me["hr"]), self.chosen), layout=False)
        board.display = bool(rows)
        board.set_rows(rows)
        verdict.display = bool(rows) and self._acting()
        verdict.update(self.verdict_text(board.current_key()), layout=False)

    def filter_moves_list(self) -> None:
        """The flat list shows only what the picked Journalist allows (all moves when none)."""
        if self._full_list is None:
            self._full_list = list(self._listed)
        full = self._full_list
        shown = [a for a in full if not (isinstance(a, Place) and self.chosen is not None
                                         and a.journalist != self.chosen)]
        if shown == self._listed:
            return
        self._listed = shown
        self.list_moves(shown)  # type: ignore[attr-defined]

    def after_moves_listed(self) -> None:
        """A new decision: drop the old selection, filter the list, focus the board to play."""
        self._full_list = None
        self.way = 0
        self.filter_moves_list()
        self.draw_place_board()
        board = self.query_one("#pz-place", PlaceBoard)  # type: ignore[attr-defined]
        if self._acting() and board.display and self.page == "board":
            self.focus_for_decision(board)  # type: ignore[attr-defined]

    def drop_journalist(self) -> bool:
        """Esc: forget the picked Journalist (True when one was picked)."""
        if self.chosen is None:
            return False
        self.chosen = None
        self.way = 0
        self.filter_moves_list()
        self.draw_place_board()
        return True

    # --- the board's messages -----------------------------------------------------------
    def on_place_board_moved(self, message: PlaceBoard.Moved) -> None:
        message.stop()
        self.way = 0
        self.query_one("#pz-verdict", Static).update(  # type: ignore[attr-defined]
            self.verdict_text(message.key), layout=False)  # a fixed height: no layout pass per key

    def on_place_board_journalist_picked(self, message: PlaceBoard.JournalistPicked) -> None:
        message.stop()
        error = self.query_one("#error", Static)  # type: ignore[attr-defined]
        view = self._view
        if view is None or not self._acting() or view["phase"] != "placement":
            error.update("✗ Journalists are picked in the Placement phase, on your turn")
            return
        hand = view["players"][self.viewer]["hand"]
        if message.journalist not in hand:
            key = message.board.current_key() or ""
            space = key if key[:1].isupper() else view["kiosk_columns"][0] + "1"
            reason = self.session.verdict(self.viewer, Place(message.journalist, space))
            error.update("✗ " + (reason or f"Journalist {message.journalist} cannot be placed now"))
            self.app.bell()  # type: ignore[attr-defined]
            return
        error.update("")
        self.chosen = message.journalist
        self.way = 0
        self.filter_moves_list()
        self.draw_place_board()

    def on_place_board_next_way(self, message: PlaceBoard.NextWay) -> None:
        message.stop()
        self.way += 1
        self.query_one("#pz-verdict", Static).update(  # type: ignore[attr-defined]
            self.verdict_text(message.board.current_key()), layout=False)

    def on_place_board_chosen(self, message: PlaceBoard.Chosen) -> None:
        """Enter on a cell: make the move shown, or say why the engine refuses it."""
        message.stop()
        error = self.query_one("#error", Static)  # type: ignore[attr-defined]
        if not self._acting():
            error.update("✗ It is not your turn")
            return
        moves = self.board_moves(message.key)
        if moves:
            move = moves[self.way % len(moves)]
            self.chosen = None
            self.way = 0
            self.act(move)  # type: ignore[attr-defined]
            return
        probe = self._probe(message.key)
        if probe is None or self.chosen is None and message.key[:1].isupper() and self._open_space(message.key):
            # the refusal names the space: Enter on another space says so again, visibly
            reason = "pick a Journalist first: 1-5 or x (the hand line shows yours)"
            error.update(f"✗ {message.key}: {reason}" if message.key[:1].isupper() else f"✗ {reason.capitalize()}")
        else:
            error.update("✗ " + (self.session.verdict(self.viewer, probe) or "not a move now"))
        self.app.bell()  # type: ignore[attr-defined]
