"""Typed Magazine moves accept what the screen shows: card and topic names, ``now``/``round``;
the text and dict forms that saves use stay the ids."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Static
from tui.pilot_helpers import wait_until

from paperboy.engine import ActionParseError, find_game
from paperboy.games.magazine.actions import Develop, Discard, Pick, Publish
from paperboy.games.magazine.components import load
from paperboy.session import Seat, Session
from paperboy.tui.app import make_app
from paperboy.tui.games.magazine import MagazineScreen
from paperboy.tui.screens import game as game_screen
from paperboy.tui.screens.dialogs import HandoffScreen

GAME = find_game("magazine")


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "BOT_DELAY", 0.001)


def card_id(name: str) -> str:
    return next(c.id for c in load().cards.values() if c.name == name)


def tile_id(topic: str) -> str:
    return next(t.id for t in load().tiles.values() if t.topic == topic)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("publish City Pulse now", Publish(card_id("City Pulse"), "immediate")),
        ("publish city pulse round", Publish(card_id("City Pulse"), "periodic")),
        ("publish 'City Pulse' now art", Publish(card_id("City Pulse"), "immediate", "art")),
        (f"publish {card_id('Gallery').lower()} round", Publish(card_id("Gallery"), "periodic")),
        ("develop Mushrooms", Develop(tile_id("Mushrooms"))),
        ("develop street art", Develop(tile_id("Street art"))),
        ("pick Mushrooms", Pick(tile_id("Mushrooms"))),
        ("pick -", Pick(None)),
        ("discard Gallery", Discard(card_id("Gallery"))),
    ],
)
def test_typed_moves_accept_the_names_the_screen_shows(text: str, action: Any) -> None:
    parsed = GAME.parse_action(text)
    assert parsed == action
    # the saved forms keep the ids, so saves read the same as before
    assert GAME.parse_action(parsed.format()) == parsed
    assert GAME.action_from_dict(parsed.to_dict()) == parsed
    assert "City Pulse" not in parsed.format() and "Mushrooms" not in parsed.format()


def test_an_ambiguous_or_unknown_typed_name_gets_one_clear_message() -> None:
    with pytest.raises(ActionParseError, match="could be the topics street art, street food"):
        GAME.parse_action("develop street")
    with pytest.raises(ActionParseError, match="must be now or round"):
        GAME.parse_action("publish City Pulse soon")


async def test_buy_by_the_topic_on_the_board_and_publish_by_card_name_at_the_keyboard() -> None:
    seats = [Seat("Ann"), Seat("Bob", "bot", "novice")]
    session = Session.new("magazine", seats, {"first_player": "1"}, 3, autosave=False)
    app = make_app(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(200):
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
            if isinstance(app.screen, MagazineScreen) and 0 in session.human_to_act():
                break
            await pilot.pause()
        await pilot.press("colon", *"place 1", "enter")
        await wait_until(pilot, lambda: (session.state.view(0)["phase"] == "turns" and 0 in session.human_to_act()
                                         and not app.screen.query_one("#command").has_focus), "Ann's turn")
        view = session.state.view(0)
        money = view["players"][0]["money"]
        space, tile = next(
            (i + 1, t) for i, t in enumerate(view["board_tiles"]) if t and t["cost"] <= money
        )
        logged = len(session.log)
        await pilot.press("colon", *f"buy {tile['topic'].lower()}", "enter")
        await wait_until(pilot, lambda: len(session.log) > logged, "the buy to be played")
        assert session.log[logged] == (0, {"type": "buy", "space": space})
        # Ann's turn, shown: her moves drawn and the focus back from the input
        await wait_until(pilot, lambda: 0 in session.human_to_act()
                         and not app.screen.query_one("#command").has_focus, "Ann's turn again")
        card = next(c for c in session.state.view(0)["board_cards"]
                    if c["claims"].get("periodic") is None)
        logged = len(session.log)
        await pilot.press("colon", *f"publish {card['name']} round", "enter")
        await wait_until(pilot, lambda: len(session.log) > logged, "the publish to be played")
        assert len(session.log) > logged, str(app.screen.query_one("#error", Static).content)
        assert session.log[logged] == (0, {"type": "publish", "card": card["id"],
                                           "reward": "periodic", "hot": None})
        # a name that is not on the board is refused with one line naming what is there
        await pilot.press("colon", *"buy Nothing Such", "enter")
        await pilot.pause()
        error = str(app.screen.query_one("#error", Static).content)
        assert error.startswith("✗ 'buy': no single tile on the board is called 'Nothing Such'")
