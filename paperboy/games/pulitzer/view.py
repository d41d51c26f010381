"""What ``PulitzerState.view(seat)`` returns: everything a screen may read (issue #11).

Screens import these types; mypy checks both the engine that builds a view and the
screens that read it. Pieces on the board are Journalists (owner: a seat), the Times'
Journalists (``"times"``, solo) and Agents (``"red"``/``"blue"``, The Pentagon Papers).
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

Owner = int | str  # a seat, or "times", "red", "blue"


class PieceView(TypedDict):
    """A piece on a board space; ``journalist`` and ``value`` only when the seat may see them
    (face up, or its own)."""

    owner: Owner
    face_up: bool
    tokens: list[str]
    journalist: NotRequired[str]
    value: NotRequired[int]


class PinView(TypedDict):
    """A pinned evidence on an Investigation board."""

    space: str
    round: int
    statement: bool


class PlayerView(TypedDict):
    name: str
    money: int
    points: int
    coin_flipped: bool
    contacts: int
    hired: bool
    hr: int
    requests: int
    passed: bool
    acted: int
    target: bool
    wild_evidence: int
    wild_line: int
    kept_cards: list[str]
    houses: dict[str, int]
    pins: list[PinView]
    destroyed: list[str]
    report: str
    highlight: list[str]
    string_left: int
    arrested: dict[str, int]
    eliminated: bool
    report_score: int
    tokens: list[str]
    journalists_left: int
    hand: NotRequired[list[str]]  # the viewing seat's own Journalists only


class PendingView(TypedDict):
    """A decision the resolution waits for."""

    kind: str
    seat: int
    options: NotRequired[list[str]]


class WorkView(TypedDict):
    """The Bus Journalist resolving now and the cards it gathered."""

    seat: int
    space: str
    value: int
    evidence: list[str]
    lines: list[str]


class LeakView(TypedDict):
    """Document Leak: cards a rival may use this round for $200 each."""

    seat: int
    cards: list[str]


class BusView(TypedDict):
    cost: int
    E: int  # Evidence cards it draws
    L: int  # Investigation Line cards it draws


class HrStep(TypedDict):
    space: int
    cost: int
    points: int


class TimesView(TypedDict):
    """The solo Times deck."""

    cards_left: int
    card: str | None
    x: int | None


class PulitzerView(TypedDict):
    seat: int
    round: int
    rounds: int
    phase: str
    mode: str
    game_mode: str
    current: int | None
    press_pass: int
    players: list[PlayerView]
    spaces: dict[str, list[PieceView]]
    kiosk_columns: list[str]
    kiosk_rows: int
    column_names: dict[str, str]
    section_names: dict[str, str]
    hr_track: list[HrStep]
    house_colors: list[str]
    archive_spaces: int
    overtime_spaces: int
    buses: dict[str, BusView]
    news_money: dict[str, int]
    blocked: list[str]
    news_left: int
    event: str | None
    event_name: str | None
    overtime_row: list[str]
    requests: dict[str, list[int]]
    windows: int
    pending: PendingView | None
    work: WorkView | None
    leak: LeakView | None
    event_cards: list[str]
    double: int
    over: bool
    ended: str | None
    # The Pentagon Papers (1-2 players)
    opinion: NotRequired[int]
    opinion_track: NotRequired[list[int]]
    turn_marker: NotRequired[int]
    houses_moved: NotRequired[list[str | None]]
    # solo
    times: NotRequired[TimesView]
