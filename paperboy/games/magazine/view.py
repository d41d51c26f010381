"""What ``view(seat)`` returns: all a Magazine screen may read.

The TypedDicts below describe the view; ``build_view`` makes it from the state. Money is
``None`` for other players while the hidden-money option hides it; the bag and the deck
appear only as counts. Screens import these types (never the state).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NotRequired, TypedDict, cast

from .components import COUNTED_KINDS, DOMAINS, Reward
from .end_of_game import final_entry
from .rewards import reward_gain

if TYPE_CHECKING:
    from .state import MagazineState

#: when a draft becomes an article: "now" (this round), a later round's number, or never (None)
Develops = str | int | None


class TileView(TypedDict):
    """A topic tile's faces."""

    id: str
    topic: str
    domain: str  # one of components.DOMAINS
    level: int  # stars, 0-3
    seasons: list[str]
    cost: int  # in K


class OfferedTileView(TileView):
    """A tile on the board or drawn from the bag: when it would become an article if bought."""

    develops: Develops


class OwnedTileView(TileView):
    """A tile in front of a player: an article (developed) or a draft."""

    developed: bool
    develops: Develops  # None once developed


class RewardView(TypedDict):
    kind: str  # one of components.REWARD_KINDS
    domains: list[str]
    money: int
    pr: int
    cap: int
    text: str  # the reward in words


class GainView(TypedDict):
    """What a reward counted from a player's tiles would pay them."""

    money: int  # in K
    pr: int


class CardGainsView(TypedDict):
    """What each reward of a card would pay one player now; None for a reward not counted
    from tiles (a special reward)."""

    immediate: GainView | None
    periodic: GainView | None


class CardView(TypedDict):
    """A Magazine card's faces."""

    id: str
    name: str
    back: str  # "light" or "dark"
    players: str  # the player mark, e.g. "3+"
    immediate: RewardView
    periodic: RewardView


class ClaimsView(TypedDict):
    """Who has an Action token on each reward space of a card on the board (a seat or None)."""

    immediate: int | None
    periodic: int | None


class BoardCardView(CardView):
    claims: ClaimsView


class ProjectionView(TypedDict):
    """If the game ended now: the end-of-game table's PR for a player's tiles of each level
    and for their money left (``money`` and ``total`` are None while the money is hidden
    from the viewer)."""

    level1: int
    level2: int
    level3: int
    money: int | None
    total: int | None


class PlayerView(TypedDict):
    seat: int
    name: str
    pr: int
    money: int | None  # None while hidden from this viewer
    money_hidden: bool
    tiles: list[OwnedTileView]
    drafts: int
    articles: dict[str, int]  # per domain, every domain present
    cards: list[str]  # Magazine card ids (their faces are in MagazineView.cards)
    new_cards: list[str]  # gained this round
    lots: int  # lot markers: completed sets of one tile of each domain
    extra_keep: int
    card_limit: int
    tokens_left: int
    tokens_total: int
    bonus_token: bool
    hot_topic: bool
    track_space: int | None
    passed: bool
    contracts: int  # signed this round
    #: per card on the board or held by this player: what its rewards would pay them now,
    #: counting the Hot Topic if they hold it and have named its domain
    gains: dict[str, CardGainsView]
    #: for the Hot Topic holder while its domain is unnamed, per domain they could name:
    #: the same for those cards with the Hot Topic counted in that domain; else empty
    gains_if_hot: dict[str, dict[str, CardGainsView]]
    #: the end-of-game scoring of this player's tiles and money as they stand now
    projection: ProjectionView


class PendingView(TypedDict):
    """A special reward waiting for its holder's choice."""

    kind: str  # "develop_or_pr", "develop_two" or "draw_two"
    seat: int
    card: str
    step: NotRequired[int]  # develop_two: 1 before the first draft, 2 before the second
    tiles: NotRequired[list[OfferedTileView]]  # draw_two: the drawn tiles
    text: str  # the reward in words


class HotTopicView(TypedDict):
    holder: int | None
    domain: str | None  # None until named


class SummaryView(TypedDict):
    """One reward paid (or a special reward's outcome), for the round sheets."""

    round: int
    seat: int
    card: str
    reward: str  # "immediate" or "periodic"
    money: int
    pr: int
    text: str


class FinalView(TypedDict):
    reputation: int
    tiles: int
    level1: int
    level2: int
    level3: int
    money: int
    total: int


class MagazineView(TypedDict):
    game: str
    viewer: int
    round: int
    rounds: int
    seasons: list[str]  # this round's
    round_track: list[list[str]]  # every round's seasons
    phase: str  # "order", "turns", "discard", "hot" or "over"
    to_act: list[int]
    initiative: int
    first_player: int
    current: int | None
    players: list[PlayerView]
    board_tiles: list[OfferedTileView | None]
    board_cards: list[BoardCardView]
    cards: dict[str, CardView]  # every Magazine card seen so far, by id
    track: list[int | None]  # the seat on each turn-order space
    track_bonuses: list[str]
    hot_topic: HotTopicView
    bonus_token: int | None
    deck_count: int
    bag_count: int
    discards: list[str]
    pending: PendingView | None
    summaries: list[SummaryView]
    final: list[FinalView] | None
    status: str


def build_view(state: MagazineState, seat: int) -> MagazineView:
    """What ``seat`` may see of ``state``."""
    board = state.data.board
    seasons_now = set(state.round_seasons())
    later_seasons = [(r, set(state.round_seasons(r))) for r in range(state.round + 1, board.rounds + 1)]

    def develops(tile_id: str, bought_now: bool) -> Develops:
        seasons = set(state.tile(tile_id).seasons)
        if bought_now and seasons & seasons_now:
            return "now"
        return next((r for r, round_seasons in later_seasons if seasons & round_seasons), None)

    def offered(tile_id: str) -> OfferedTileView:
        tile = state.tile(tile_id).to_view()
        return {**tile, "develops": develops(tile_id, True)}

    pending: PendingView | None = None
    if state.pending is not None:
        record = state.pending
        shown: dict[str, object] = {"kind": record["kind"], "seat": record["seat"], "card": record["card"]}
        if "step" in record:
            shown["step"] = record["step"]
        if "tiles" in record:
            shown["tiles"] = [offered(t) for t in record["tiles"]]
        shown["text"] = state.card(record["card"]).immediate.describe()
        pending = cast(PendingView, shown)
    cards_seen = {c for held in state.cards for c in held} | set(state.board_cards) | set(state.discards)
    return {
        "game": "magazine", "viewer": seat, "round": state.round, "rounds": board.rounds,
        "seasons": list(state.round_seasons()), "round_track": [list(r) for r in board.round_seasons],
        "phase": state.phase, "to_act": state.to_act(), "initiative": state.initiative,
        "first_player": state.first_player, "current": state.current,
        "players": [player_view(state, other, seat, develops) for other in range(len(state.players))],
        "board_tiles": [None if t is None else offered(t) for t in state.board_tiles],
        "board_cards": [{**state.card(c).to_view(), "claims": {**state.claims[c]}}
                        for c in state.board_cards],
        "cards": {c: state.card(c).to_view() for c in sorted(cards_seen)},
        "track": list(state.track),
        "track_bonuses": [board.turn_order[space] for space in range(1, len(state.track) + 1)],
        "hot_topic": {"holder": state.hot_holder, "domain": state.hot_domain},
        "bonus_token": state.bonus_token, "deck_count": len(state.deck), "bag_count": len(state.bag),
        "discards": list(state.discards), "pending": pending,
        "summaries": [{**s} for s in state.summaries],
        "final": None if state.final is None else [{**e} for e in state.final],
        "status": state.status_line(),
    }


def player_view(state: MagazineState, seat: int, viewer: int,
                develops: Callable[[str, bool], Develops]) -> PlayerView:
    """What ``viewer`` may see of ``seat``'s side of the table."""
    hide = bool(state.options.get("hidden_money")) and viewer != seat and state.phase != "over"
    done = set(state.developed[seat])
    space = next((i + 1 for i, s in enumerate(state.track) if s == seat), None)
    tiles: list[OwnedTileView] = []
    for tile_id in state.tiles[seat]:
        developed = tile_id in done
        tiles.append({**state.tile(tile_id).to_view(), "developed": developed,
                      "develops": None if developed else develops(tile_id, False)})
    return {
        "seat": seat, "name": state.players[seat], "pr": state.pr[seat],
        "money": None if hide else state.money[seat], "money_hidden": hide,
        "tiles": tiles, "drafts": len(state.tiles[seat]) - len(done), "articles": state.articles(seat),
        "cards": list(state.cards[seat]), "new_cards": list(state.new_cards[seat]),
        "lots": state.lots(seat), "extra_keep": state.extra_keep[seat],
        "card_limit": state.card_limit(seat), "tokens_left": state.tokens_left(seat),
        "tokens_total": state.tokens_total(seat), "bonus_token": state.bonus_token == seat,
        "hot_topic": state.hot_holder == seat, "track_space": space, "passed": state.passed[seat],
        "contracts": state.contracts[seat],
        "gains": card_gains(state, seat, state.hot_for(seat)),
        "gains_if_hot": ({d: card_gains(state, seat, d) for d in DOMAINS}
                         if state.hot_holder == seat and state.hot_domain is None else {}),
        "projection": projection(state, seat, hide),
    }


def projection(state: MagazineState, seat: int, hide_money: bool) -> ProjectionView:
    """``seat``'s end-of-game scoring if the game ended now (the money part hidden too when
    their money is)."""
    entry = final_entry(state.pr[seat], state.money[seat], [state.tile(t).level for t in state.tiles[seat]])
    return {"level1": entry["level1"], "level2": entry["level2"], "level3": entry["level3"],
            "money": None if hide_money else entry["money"],
            "total": None if hide_money else entry["total"]}


#: the reward kinds whose pay is counted from a player's tiles
GAINED_KINDS = COUNTED_KINDS | {"per_draft"}


def card_gains(state: MagazineState, seat: int, hot: str | None) -> dict[str, CardGainsView]:
    """What the rewards of the cards on the board and in ``seat``'s hand would pay ``seat``
    now, with the Hot Topic counted in ``hot`` (None: not counted)."""
    articles, drafts = state.articles(seat), len(state.drafts(seat))

    def gain(reward: Reward) -> GainView | None:
        if reward.kind not in GAINED_KINDS:
            return None
        money, pr = reward_gain(reward, articles, drafts, hot)
        return {"money": money, "pr": pr}

    gains: dict[str, CardGainsView] = {}
    for card_id in [*state.board_cards, *state.cards[seat]]:
        card = state.card(card_id)
        gains[card_id] = {"immediate": gain(card.immediate), "periodic": gain(card.periodic)}
    return gains
