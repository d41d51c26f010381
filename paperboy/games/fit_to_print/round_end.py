"""Round End & Scoring, and Choosing Centerpieces for the Next Round.

When every paper is printed, conflicts send tiles back to the desk, each paper is scored
(finishing tokens by clock time used, then who printed first), the tiles go back face
down and are shuffled, the next day's Breaking News is drawn, and the papers choose
their next centerpieces from an offer in finishing-token order (or, in Family and
Scenario games, get them); after Sunday the game ends (:mod:`.game_end`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from paperboy.engine import Action, Event

from .actions import Choose
from .game_end import final_result
from .modes import SCORE_MODE
from .scoring import RoundRules, ScoreInput, resolve_conflicts, score_round
from .shuffle import shuffle

if TYPE_CHECKING:
    from .state import FitToPrintState


def round_rules(state: FitToPrintState) -> RoundRules:
    """How this round is scored (the day, the mode's scoring, Breaking News, modification 3)."""
    return RoundRules(state.day_name(), SCORE_MODE[state.mode], state.current_bn(),
                      "empty_squares" in state.mod_set())


def round_inputs(state: FitToPrintState, tokens: dict[int, int]
                 ) -> tuple[list[ScoreInput], list[list[str]], list[list[str]]]:
    """What the round's scoring reads for each paper as it lies now, without changing it.

    Returns the score inputs, the conflict notes and the tiles a conflict sends back to
    the desk (counted on the desk in the inputs; :func:`end_round` then moves them).
    """
    inputs: list[ScoreInput] = []
    all_notes: list[list[str]] = []
    moved: list[list[str]] = []
    bn = state.current_bn()
    for i, u in enumerate(state.units):
        paper = state.paper(i)
        notes, to_desk = resolve_conflicts(paper, bn)
        all_notes.append(notes)
        moved.append(list(to_desk))
        desk = len(u["desk"]) + len(to_desk) + (1 if u["pending"] else 0)
        inputs.append(ScoreInput(paper, desk, state.character(i), tokens.get(i)))
    return inputs, all_notes, moved


def round_so_far(state: FitToPrintState) -> list[dict[str, Any]] | None:
    """Every paper scored as it lies now by the round's own scoring, or ``None`` between rounds.

    Finishing tokens are not known before Print, so they count 0 here; everything else
    (White Space Bonus against the other papers included) is what Print would give now.
    """
    if state.phase not in ("round", "tb_turn", "tb_final"):
        return None
    inputs, _, _ = round_inputs(state, {})
    return [{"total": r.total, "dollars": r.dollars, "categories": dict(r.categories)}
            for r in score_round(inputs, round_rules(state))]


def end_round(state: FitToPrintState) -> list[Event]:
    """Score the round for every paper, then set up the next one (or end the game)."""
    cat = state.cat
    events: list[Event] = []
    order = sorted(range(len(state.units)), key=lambda i: (state.units[i]["used_ms"], state.units[i]["print_seq"]))
    tokens = {unit: k + 1 for k, unit in enumerate(order)}
    if state.mode in ("family", "puzzle", "turn-based"):
        tokens = {}
    inputs, all_notes, moved = round_inputs(state, tokens)
    for u, to_desk in zip(state.units, moved, strict=True):
        if to_desk:
            u["desk"].extend(to_desk)
            for tid in to_desk:
                u["placed"].pop(tid, None)
    scores = score_round(inputs, round_rules(state))
    for i, (u, s) in enumerate(zip(state.units, scores, strict=True)):
        s.notes = all_notes[i] + s.notes
        u["scores"].append(s.to_dict())
        u["tokens"].append(tokens.get(i))
        u["desk_counts"].append(inputs[i].desk)
        parts = ", ".join([f"{k} {v:+d}" for k, v in s.categories.items()])
        events.append(Event("score", f"{state.unit_name(i)}: {s.total} points, ${s.dollars} ({parts})",
                            {"unit": i, "score": s.to_dict()}))
    if state.mode in ("puzzle", "turn-based") or state.day == 2:
        state.phase = "over"
        state.final = final_result(state)
        events.append(Event("game_over", "The game is over", {"result": state.final}))
        return events
    # Return the papers' tiles (and the face-up pile) face down and shuffle them.
    back: list[str] = []
    discard_ads = "discard_ads" in state.mod_set()
    for u in state.units:
        for tid in sorted(u["placed"]):
            if discard_ads and cat.tiles[tid].kind == "ad":
                state.removed.append(tid)
            else:
                back.append(tid)
        u["placed"] = {}
    state.pile_down = sorted(state.pile_down + state.pile_up + back)
    state.pile_up = []
    shuffle(state.rng, state.pile_down)
    state.day += 1
    if state.options.get("breaking_news") and state.mode != "scenario" and state.bn_decks:
        state.bn[state.day] = f"{state.day_name()} {state.bn_decks[state.day_name()].pop()}"
    if state.mode in ("family", "scenario"):
        if state.mode == "scenario":
            sc = cat.scenarios[int(state.options.get("scenario", 1))]
            for u in state.units:
                u["cp"] = sc.centerpieces[state.day]
        state.start_round()
        events.append(Event("round", f"{state.day_name()} begins"))
        return events
    n_offer = 2 if len(state.units) == 1 else (3 if len(state.units) == 2 else len(state.units))
    state.cp_offer = state.cp_stack[:n_offer]
    state.cp_stack = state.cp_stack[n_offer:]
    state.choose_order = sorted(range(len(state.units)), key=lambda i: state.units[i]["tokens"][-1])
    for u in state.units:
        u["cp"] = None
        u["cp_at"] = None
    state.phase = "choose"
    events.append(Event("choose", f"Centerpieces on offer for {state.day_name()}: {', '.join(state.cp_offer)}",
                        {"offer": list(state.cp_offer)}))
    return events


def apply_choose(state: FitToPrintState, seat: int, action: Action) -> list[Event]:
    """A paper takes a centerpiece from the offer; the last choice starts the round."""
    assert isinstance(action, Choose)
    unit = state.choose_order.pop(0)
    state.units[unit]["cp"] = action.cp
    state.cp_offer.remove(action.cp)
    events = [Event("choose", f"{state.unit_name(unit)} chooses {action.cp}", {"cp": action.cp})]
    if not state.choose_order:
        state.set_aside.extend(state.cp_offer)
        state.cp_offer = []
        state.start_round()
        events.append(Event("round", f"{state.day_name()} begins"))
    return events
