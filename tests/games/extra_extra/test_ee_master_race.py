"""Scenario 9's master plays the race to fill the paper (``bot_planning.MASTER_RACE_SCENARIOS``).

The centre spread of scenario 9 is a race (the first paper filled takes the 15-point Gone
to Press card and ends the game) with a headline, a 4-square column area and one story of
every size required. The master's own bot (``Bot.plays_for_master``) claims a Column only
where the page keeps room for every story size, and collects one colour for the 6-size
story on the desk; the expert's rules are unchanged. It also takes a Story space before the
city or Morgue space whose cards or cuttings will pay for it (``ExtraBot._race_place``), and
takes the Morgue cuttings that pay for its 6-size story.
"""

from __future__ import annotations

from paperboy.engine import find_game
from paperboy.games.extra_extra import evaluate
from paperboy.games.extra_extra.actions import ClaimColumn, Place, TakeCuttings
from paperboy.games.extra_extra.bot_planning import SIX_CARD_WORTH
from paperboy.games.extra_extra.bots import ExtraBot
from paperboy.games.extra_extra.state import ExtraState

from .ee_helpers import force_pending, give, new, place_tile, put_desk, set_spec, to_placement

COLUMN_HAND = ("FT-NY-HC1", "CP-NY-LEI", "PH-NY-BUS", "CP-NY-HOM")  # Column COL-2: 2 copy + 1 photo


def _titles_decision(scenario: int, block_the_six: bool) -> ExtraState:
    """Seat 0 (sport, so no Headline) waits at Titles with a Column it can pay for. Its 6x4
    spread has a 3-size story along the bottom row (room for a 6, a 4 and a 2 besides the
    column); with ``block_the_six`` that story lies in the second row and a 2-size story
    stands beside it in the fourth column: then a 6-size story fits only where the column's
    squares are (rows and columns counted from 0 below)."""
    st = new(2, scenario=scenario)
    assert st.pages[0].column and (scenario != 9 or 6 in st.pages[0].required)
    set_spec(st, 0, "sport")
    give(st, 0, *COLUMN_HAND)
    st.s["column_slot"] = "COL-2"
    st.s["fresh"] = [x for x in st.s["fresh"] if x != "COL-2"]
    if block_the_six:
        place_tile(st, 0, "T3-07", 1, 1, 0)  # landscape 3x1: row 1, columns 0-2
        place_tile(st, 0, "T2-07", 1, 1, 3)  # portrait 1x2: rows 1-2, column 3
    else:
        place_tile(st, 0, "T3-07", 1, 3, 0)  # row 3, columns 0-2
    force_pending(st, 0, "TITLES")
    return st


def _master_bot() -> ExtraBot:
    bot = ExtraBot("expert", 1)
    bot.plays_for_master = True
    return bot


def test_scenario_9_master_declines_a_column_that_leaves_no_room_for_the_six() -> None:
    st = _titles_decision(9, block_the_six=True)
    assert isinstance(ExtraBot("expert", 1).choose(st, 0), ClaimColumn)  # the expert's rule
    assert not isinstance(_master_bot().choose(st, 0), ClaimColumn)
    # nor does it value the Titles space for that Column
    bot = _master_bot()
    bot._cache = {}
    assert bot._titles_value(st, 0, list(st.player(0)["hand"])) == 0.0
    expert = ExtraBot("expert", 1)
    expert._cache = {}
    assert expert._titles_value(st, 0, list(st.player(0)["hand"])) == 10.0


def test_scenario_9_master_claims_a_column_that_keeps_room() -> None:
    st = _titles_decision(9, block_the_six=False)
    assert isinstance(_master_bot().choose(st, 0), ClaimColumn)


def test_the_rule_is_scenario_9_only() -> None:
    st = _titles_decision(8, block_the_six=True)
    assert isinstance(_master_bot().choose(st, 0), ClaimColumn)


def test_scenario_9_master_leaves_titles_to_its_own_bot() -> None:
    st = _titles_decision(9, block_the_six=True)
    assert evaluate.search_focus(st, 0).think is False
    assert evaluate.search_focus(_titles_decision(8, block_the_six=True), 0).think is True


def test_the_master_never_takes_the_column_against_its_bot() -> None:
    game = find_game("extra-extra")
    st = _titles_decision(9, block_the_six=True)
    master = game.make_bot("master", 3)
    master.iterations = 30  # type: ignore[attr-defined]
    master.think_ms = None  # type: ignore[attr-defined]
    assert not isinstance(master.choose(st, 0), ClaimColumn)


def _six_values(has_six: bool) -> tuple[dict[str, float], dict[str, float]]:
    """Card values for the master's own bot and for the expert: seat 0 (sport) holds three
    leisure copy cards, a leisure photo and a business copy; the desk shows a 6-size story of
    3 copy and 3 photo."""
    st = new(2, scenario=9)
    set_spec(st, 0, "sport")
    give(st, 0, "CP-NY-LEI", "CP-LON-LEI", "CP-PAR-LEI", "PH-NY-LEI", "CP-NY-BUS")
    put_desk(st, 6, "T6-02")
    assert (st.data.stories["T6-02"].copy, st.data.stories["T6-02"].photo) == (3, 3)
    if has_six:
        place_tile(st, 0, "T6-01", 1, 2, 0)
    out = []
    for bot in (_master_bot(), ExtraBot("expert", 1)):
        bot._cache = {}
        counts = bot._colour_counts(st, st.player(0)["hand"])
        out.append({cid: bot.card_value(st, 0, cid, counts)
                    for cid in ("PH-PAR-LEI", "CP-ROM-LEI", "CP-NY-LEI", "CP-PAR-BUS", "CP-PAR-SPO")})
    return out[0], out[1]


def test_scenario_9_master_collects_one_colour_for_the_six() -> None:
    master, expert = _six_values(has_six=False)
    # leisure goes furthest toward the 6-size story on the desk: its photo cards (still
    # lacking) and the leisure cards in hand are worth more than the seat's own speciality
    assert master["PH-PAR-LEI"] == master["CP-NY-LEI"] == SIX_CARD_WORTH > master["CP-PAR-SPO"]
    assert expert["PH-PAR-LEI"] < expert["CP-PAR-SPO"]
    # a fourth copy is more than the story takes; other colours are valued as the expert does
    assert master["CP-ROM-LEI"] == expert["CP-ROM-LEI"]
    assert master["CP-PAR-BUS"] == expert["CP-PAR-BUS"] and master["CP-PAR-SPO"] == expert["CP-PAR-SPO"]


def test_scenario_9_master_values_cards_as_the_expert_once_it_has_its_six() -> None:
    master, expert = _six_values(has_six=True)
    assert master == expert


def _placement(scenario: int, city_card: bool = True, cuttings: int = 2) -> ExtraState:
    """Seat 0 (sport) places first. It holds three leisure copy cards and a leisure photo
    (and ``cuttings`` photo cuttings); the desk shows a 6-size story of 3 copy and 3 photo.
    Rome's newsdesk shows a leisure photo (``city_card``), the other cities nothing: with 2
    cuttings the hand pays for the story once Rome's card is in, not before."""
    st = new(2, scenario=scenario)
    set_spec(st, 0, "sport")
    give(st, 0, "CP-NY-LEI", "CP-LON-LEI", "CP-PAR-LEI", "PH-NY-LEI")
    put_desk(st, 6, "T6-02")
    for city in st.s["newsdesk"]:
        st.s["newsdesk"][city] = []
    if city_card:
        give(st, 1, "PH-ROM-LEI")
        st.player(1)["hand"].remove("PH-ROM-LEI")
        st.s["newsdesk"]["ROM"] = ["PH-ROM-LEI"]
    st.player(0)["cut"]["photo"] = cuttings
    st.player(0)["money"] = 400
    to_placement(st)
    assert st.s["turn"] == 0
    return st


def test_scenario_9_master_takes_the_six_space_before_the_cards_that_pay_for_it() -> None:
    st = _placement(9)
    # the expert values the 6-size Story space only once its hand pays for the story
    assert ExtraBot("expert", 1).choose(st, 0) != Place("S6", 0)
    assert _master_bot().choose(st, 0) == Place("S6", 0)
    assert evaluate.search_focus(st, 0).think is False  # the search does not undo the plan
    # with the space taken, the next reporter goes to the city whose card pays
    st.apply(0, Place("S6", 0))
    st.s["turn"] = 0
    assert _master_bot().choose(st, 0) == Place("ROM", 0)
    assert evaluate.search_focus(st, 0).think is False


def test_scenario_9_master_places_as_the_expert_without_a_plan_or_elsewhere() -> None:
    st = _placement(9, city_card=False, cuttings=0)  # neither a city nor the Morgue pays
    assert _master_bot().choose(st, 0) == ExtraBot("expert", 1).choose(st, 0)
    assert evaluate.search_focus(st, 0).think is True
    st = _placement(8)  # scenario 8 requires no story sizes: no race plan
    assert _master_bot().choose(st, 0) == ExtraBot("expert", 1).choose(st, 0)


def test_scenario_9_master_takes_the_cuttings_that_pay_for_the_six() -> None:
    st = _placement(9, city_card=False, cuttings=1)
    give(st, 0, "CP-NY-LEI", "CP-LON-LEI", "CP-PAR-LEI", "PH-NY-LEI")
    force_pending(st, 0, "M3")
    # 3 copy and 1 photo of leisure, 1 photo cutting: 3 more photo cuttings pay (2 pairs)
    assert ExtraBot("expert", 1).choose(st, 0) == TakeCuttings(2, 1)  # the expert keeps pairs balanced
    assert _master_bot().choose(st, 0) == TakeCuttings(0, 3)
