"""Undo: one step back (your last action and the bots' replies), never past a reveal or
another person's move, and a refusal that says which of those stopped it."""

from __future__ import annotations

from toygame import Add, Draw, End, Peek

from paperboy.engine import replay, state_digest
from paperboy.session import Seat, Session


def started(humans: list[Seat], **kw: object) -> Session:
    """Both secret cards drawn; Ann (seat 0) starts her first play turn."""
    s = Session.new("sealed-bids", humans, seed=7, autosave=False, **kw)  # type: ignore[arg-type]
    s.act(0, Draw())
    s.act(1, Draw())
    return s


def test_undo_takes_back_one_action_at_a_time_to_the_start_of_the_turn(humans: list[Seat]) -> None:
    s = started(humans)
    start = s.state.to_dict()
    s.act(0, Add(1))
    after_first = s.state.to_dict()
    s.act(0, Add(2))
    assert s.can_undo(0) and s.undo_count(0) == 1
    assert s.undo(0) == 1
    assert s.state.to_dict() == after_first
    assert s.undo(0) == 1
    assert s.state.to_dict() == start
    assert len(s.log) == 2 and [e.kind for e in s.events] == ["draw", "draw"]
    assert not s.can_undo(0) and s.undo(0) == 0


def test_undo_rebuilds_the_state_by_replaying_the_log(humans: list[Seat]) -> None:
    s = started(humans)
    old_state = s.state
    s.act(0, Add(2))
    s.undo(0)
    assert s.state is not old_state  # a fresh replay, not the mutated object patched back
    fresh = replay(s.game, s.players, s.options, s.seed, s.log)
    assert state_digest(s.state) == state_digest(fresh)


def test_undo_stops_at_an_action_that_revealed_hidden_information(humans: list[Seat]) -> None:
    s = started(humans)
    s.act(0, Add(1))
    s.act(0, Peek())  # turns up the top deck card: a reveal
    after_peek = s.state.to_dict()
    s.act(0, Add(2))
    assert s.undo(0) == 1  # only the add after the peek
    assert s.state.to_dict() == after_peek
    assert not s.can_undo(0)
    reason = s.undo_refusal(0)
    assert reason is not None and "'peek'" in reason and "hidden information" in reason


def test_undo_of_the_reveal_itself_is_refused(humans: list[Seat]) -> None:
    s = Session.new("sealed-bids", humans, seed=7, autosave=False)
    s.act(0, Draw())  # the secret draw is a reveal
    assert not s.can_undo(0) and s.undo(0) == 0 and len(s.log) == 1


def test_undo_never_goes_past_another_persons_action(humans: list[Seat]) -> None:
    s = started(humans)
    s.act(0, Add(1))
    s.act(0, End())
    s.act(1, Add(2))
    assert not s.can_undo(0)  # Bob has acted since
    reason = s.undo_refusal(0)
    assert reason is not None and humans[1].name in reason and "moved since" in reason
    assert s.undo_count(1) == 1 and s.undo_refusal(1) is None
    s.act(1, End())
    s.act(0, Add(1))
    assert s.undo_count(0) == 1  # Ann's earlier turn is behind Bob's actions


def test_undo_after_ending_the_turn_before_the_next_player_acts(humans: list[Seat]) -> None:
    s = started(humans)
    s.act(0, Add(1))
    s.act(0, End())
    assert s.to_act() == [1]
    assert s.undo(0) == 1 and s.to_act() == [0]


def bot_game() -> Session:
    """Ann against Robo (a bot), both secret cards drawn; Ann to play."""
    s = Session.new("sealed-bids", [Seat("Ann"), Seat("Robo", "bot")], seed=4, autosave=False)
    s.act(0, Draw())
    s.act(1, Draw())
    return s


def test_against_a_bot_undo_takes_back_your_action_and_the_bots_replies() -> None:
    s = bot_game()
    s.act(0, Add(1))
    before_end = s.state.to_dict()
    s.act(0, End())
    s.act(1, Add(2))  # the bot's reply, played as the session plays a bot's choice
    s.act(1, End())
    assert s.undo_count(0) == 3 and s.undo_refusal(0) is None
    assert s.undo(0) == 3
    assert s.state.to_dict() == before_end and s.to_act() == [0]
    assert s.undo(0) == 1 and not s.can_undo(0)  # then the add; the secret draw stays


def test_against_a_bot_a_reveal_in_the_replies_stops_undo_and_says_so() -> None:
    s = bot_game()
    s.act(0, Add(1))
    s.act(0, End())
    s.act(1, Peek())  # the bot turns up the top deck card
    assert not s.can_undo(0)
    reason = s.undo_refusal(0)
    assert reason is not None and "Robo's 'peek'" in reason


def test_undo_autosaves_the_shorter_log(humans: list[Seat]) -> None:
    s = Session.new("sealed-bids", humans, seed=7)
    s.act(0, Draw())
    s.act(1, Draw())
    s.act(0, Add(1))
    s.undo(0)
    assert s.path is not None
    loaded = Session.load(s.path)
    assert loaded.log == s.log and len(loaded.log) == 2


def test_nothing_to_undo_at_the_start(humans: list[Seat]) -> None:
    s = Session.new("sealed-bids", humans, seed=7, autosave=False)
    assert not s.can_undo(0) and not s.can_undo(1)
    assert s.undo_refusal(0) == "you have made no move yet"


def test_in_fit_to_print_layout_undo_takes_back_a_placement_and_keeps_the_bots_reporting() -> None:
    from paperboy.games.fit_to_print.actions import Place

    s = Session.new("fit-to-print", [Seat("Ann"), Seat("Bot 1", "bot", "novice")], {"mode": "standard"}, 8,
                    autosave=False)
    for _ in range(200):  # Ann keeps tiles until she calls Layout!; the bot reports in between
        unit = s.state.units[s.state.unit_of(0)]
        if unit["status"] == "layout":
            break
        if 0 not in s.human_to_act():
            s.step_bot()
            continue
        kinds = {a.KIND: a for a in s.state.legal_actions(0)}
        wanted = "keep" if "keep" in kinds else "flip" if len(unit["desk"]) < 4 and "flip" in kinds else "layout"
        s.act(0, kinds[wanted])
    place = next(a for a in s.state.legal_actions(0) if isinstance(a, Place) and a.tile != "CP")
    s.act(0, place)
    mark, seen = len(s.log), len(s.events)
    while len(s.log) < mark + 3 and s.bot_to_act() is not None:
        s.step_bot()  # the bot flips face-down tiles meanwhile: reveals
    assert any(e.reveal for e in s.events[seen:])
    bots = s.log[mark:]
    assert s.undo_count(0) == 1 and s.undo_refusal(0) is None
    assert s.undo(0) == 1
    assert place.tile not in s.state.units[0]["placed"] and place.tile in s.state.units[0]["desk"]
    assert s.log[mark - 1:] == bots  # the bots' flips stand: nothing is drawn again
