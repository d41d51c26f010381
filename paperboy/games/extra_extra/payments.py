"""Paying for tiles: which cards and cuttings buy a Story, a Headline or a Column.

Each tile has an ``*_error`` function that says why a payment is refused (or ``None``)
and a ``*_payments`` function that lists a few sensible ways to pay from a hand, which
is what the legal-move lists and the bots offer. Cuttings stand in for cards two to one
(Activating Reporters: Cuttings); a player's own Copy Editor stands in for one News card
of the player's speciality.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import components as C

if TYPE_CHECKING:
    from .state import ExtraState, PlayerRecord



def story_payment_error(state: ExtraState, seat: int, tile: C.StoryTile, cards: tuple[str, ...],
                        cc: int, pc: int) -> tuple[str | None, str]:
    """Validate a story payment; return (error or None, speciality of the story)."""
    p = state.player(seat)
    own = p["spec"]
    if len(set(cards)) != len(cards):
        return "A card is listed twice", ""
    for cid in cards:
        if cid not in state.data.cards or cid not in p["hand"]:
            return f"{cid} is not in your hand", ""
    news = [state.card(c) for c in cards if state.card(c).kind == C.NEWS]
    editors = [state.card(c) for c in cards if state.card(c).kind == C.COPY_EDITOR]
    others = [c for c in cards if state.card(c).kind not in (C.NEWS, C.COPY_EDITOR)]
    if others:
        return f"{others[0]} is not a News card", ""
    specs = {c.spec for c in news} | {e.spec for e in editors}
    if len(specs) > 1:
        return "The News cards spent must all be of one speciality", ""
    if editors and editors[0].spec != own:
        return "Only your own Copy Editor can be spent", ""
    if cc < 0 or pc < 0 or cc % 2 or pc % 2:
        return "Cuttings are spent in pairs (two cuttings stand for one card)", ""
    if cc > p["cut"][C.COPY] or pc > p["cut"][C.PHOTO]:
        return "You do not have that many cuttings", ""
    if cc + pc > tile.size:
        return "No more cuttings than the story's size may be used", ""
    ncopy = sum(1 for c in news if c.icon == C.COPY) + cc // 2
    nphoto = sum(1 for c in news if c.icon == C.PHOTO) + pc // 2
    units = ncopy + nphoto + len(editors)
    if ncopy > tile.copy or nphoto > tile.photo or units != tile.size:
        return (f"The icons spent must match the story: {tile.copy} copy and {tile.photo} photo", "")
    if not specs:
        return "At least one News card (or your Copy Editor) is needed", ""
    return None, specs.pop()


def story_payments(state: ExtraState, seat: int, tile: C.StoryTile) -> list[tuple[tuple[str, ...], int, int, str]]:
    """A few canonical ways to pay for ``tile``: (cards, copy cuttings, photo cuttings, spec)."""
    return payments_from_hand(hand_groups(state, seat), state.player(seat), tile)


#: A hand sorted for paying stories: its first Copy Editor (or None) and its News cards by
#: speciality (in the order of the hand) and icon; the player's own speciality is listed
#: (last, maybe empty) when the Copy Editor could stand in for one of its cards.
HandGroups = tuple[str | None, dict[str, dict[str, list[str]]]]


_GROUPS: dict[tuple[tuple[str, ...], str, int], HandGroups] = {}  # by (hand, speciality, card data): shared


def hand_groups(state: ExtraState, seat: int) -> HandGroups:
    """The hand as ``payments_from_hand`` reads it (work it out once for several tiles).

    The answer depends on the cards in hand and the speciality only, so it is kept for
    the next question (a Story space asks whether a payment exists, then lists them); it
    is shared, never changed."""
    p = state.s["players"][seat]
    key = (tuple(p["hand"]), p["spec"], id(state.data.cards))
    found = _GROUPS.get(key)
    if found is None:
        if len(_GROUPS) >= 512:
            _GROUPS.clear()
        found = _GROUPS[key] = _hand_groups(state, p)
    return found


def _hand_groups(state: ExtraState, p: PlayerRecord) -> HandGroups:
    cards = state.data.cards
    editor: str | None = None
    by_spec: dict[str, dict[str, list[str]]] = {}
    for cid in p["hand"]:
        card = cards[cid]
        kind = card.kind
        if kind == C.NEWS:
            icons = by_spec.get(card.spec)
            if icons is None:
                icons = by_spec[card.spec] = {C.COPY: [], C.PHOTO: []}
            icons[card.icon].append(cid)
        elif kind == C.COPY_EDITOR and editor is None:
            editor = cid
    if editor:
        by_spec.setdefault(p["spec"], {C.COPY: [], C.PHOTO: []})
    return editor, by_spec


def payments_from_hand(groups: HandGroups, p: PlayerRecord, tile: C.StoryTile
                       ) -> list[tuple[tuple[str, ...], int, int, str]]:
    """``story_payments`` from a hand already sorted by ``hand_groups``."""
    editor, by_spec = groups
    own = p["spec"]
    cut = p["cut"]
    size, copy_icons, photo_icons = tile.size, tile.copy, tile.photo
    out: list[tuple[tuple[str, ...], int, int, str]] = []
    for spec, icons in by_spec.items():
        use_c = icons[C.COPY][:copy_icons]
        use_p = icons[C.PHOTO][:photo_icons]
        dc = copy_icons - len(use_c)
        dp = photo_icons - len(use_p)
        if not dc and not dp:
            # paid with cards alone (every variant below comes to this one)
            if use_c or use_p:
                out.append((tuple(use_c + use_p), 0, 0, spec))
            continue
        ed = editor if spec == own else None
        variants = []
        # (a) cuttings first, the Copy Editor only if still short
        variants.append(cuttings_fill(dc, dp, cut, size, ed, editor_first=False))
        if ed:
            variants.append(cuttings_fill(dc, dp, cut, size, ed, editor_first=True))
        for v in variants:
            if v is None:
                continue
            cc, pc, use_ed = v
            cards = tuple(use_c + use_p + ([ed] if use_ed and ed else []))
            if not cards:
                continue
            entry = (cards, cc, pc, spec)
            if entry not in out:
                out.append(entry)
    return out


def payment_exists(groups: HandGroups, p: PlayerRecord, tile: C.StoryTile) -> bool:
    """``bool(payments_from_hand(groups, p, tile))`` without building the payments."""
    editor, by_spec = groups
    own = p["spec"]
    cut = p["cut"]
    size, copy_icons, photo_icons = tile.size, tile.copy, tile.photo
    for spec, icons in by_spec.items():
        nc = min(len(icons[C.COPY]), copy_icons)
        np = min(len(icons[C.PHOTO]), photo_icons)
        dc = copy_icons - nc
        dp = photo_icons - np
        if not dc and not dp:
            if nc or np:
                return True
            continue
        ed = editor if spec == own else None
        for first in ((False, True) if ed else (False,)):
            v = cuttings_fill(dc, dp, cut, size, ed, editor_first=first)
            if v is not None and (nc or np or (v[2] and ed)):
                return True
    return False


def cuttings_fill(dc: int, dp: int, cut: dict[str, int], size: int, editor: str | None,
                  editor_first: bool) -> tuple[int, int, bool] | None:
    """Cover ``dc`` missing copy and ``dp`` missing photo cards with cuttings (two for one)
    and the Copy Editor: (copy cuttings, photo cuttings, editor used), or ``None``."""
    use_ed = False
    if editor_first and editor and (dc or dp):
        use_ed = True
        if dc:
            dc -= 1
        else:
            dp -= 1
    cc = min(dc, cut[C.COPY] // 2) * 2
    pc = min(dp, cut[C.PHOTO] // 2) * 2
    if cc + pc > size:
        return None
    dc -= cc // 2
    dp -= pc // 2
    if (dc or dp) and editor and not use_ed and dc + dp == 1:
        use_ed = True
        dc = dp = 0
    if dc or dp:
        return None
    return cc, pc, use_ed


def extra_cards_for(state: ExtraState, seat: int, spec: str) -> list[str]:
    if state.s["extra_tokens"].get(spec, 0) <= 0:
        return []
    return [c for c in state.player(seat)["hand"]
            if state.card(c).kind == C.EXTRA and spec in state.card(c).pair]


def headline_error(state: ExtraState, seat: int, cards: tuple[str, ...]) -> str | None:
    p = state.player(seat)
    if len(cards) != 3 or len(set(cards)) != 3:
        return "A Headline costs exactly three different cards"
    hc = own = 0
    for cid in cards:
        if cid not in state.data.cards or cid not in p["hand"]:
            return f"{cid} is not in your hand"
        card = state.card(cid)
        if card.kind == C.HEADLINE_COLUMN:
            hc += 1
        elif card.kind == C.NEWS and card.spec == p["spec"] or card.kind == C.COPY_EDITOR:
            own += 1
        else:
            return f"{cid} is neither a Headline/Column card nor a News card of your speciality"
    if not hc:
        return "A Headline needs at least one Headline/Column card"
    if not own:
        return "A Headline needs at least one News card of your speciality"
    return None


def headline_payments(state: ExtraState, seat: int) -> list[tuple[str, ...]]:
    p = state.player(seat)
    hcs = [c for c in p["hand"] if state.card(c).kind == C.HEADLINE_COLUMN]
    owns = [c for c in p["hand"] if state.card(c).kind == C.NEWS and state.card(c).spec == p["spec"]]
    ed = [c for c in p["hand"] if state.card(c).kind == C.COPY_EDITOR]
    out = []
    for n_hc in (1, 2, 3):
        for n_ed in (0, 1):
            n_own = 3 - n_hc - n_ed
            if n_own < 0 or n_hc > len(hcs) or n_ed > len(ed) or n_own > len(owns):
                continue
            if n_own + n_ed == 0:
                continue
            out.append(tuple(hcs[:n_hc] + owns[:n_own] + ed[:n_ed]))
    return out


def column_error(state: ExtraState, seat: int, cards: tuple[str, ...], cc: int, pc: int) -> str | None:
    p = state.player(seat)
    col = state.data.columns[state.s["column_slot"]] if state.s["column_slot"] else None
    if col is None:
        return "No Column is on the Editor's Desk"
    if state.s["column_slot"] in state.s["fresh"]:
        return "The Column revealed this round can be taken from next round on (Dallas Stack)"
    if len(set(cards)) != len(cards):
        return "A card is listed twice"
    hc = 0
    specs: list[str] = []
    ncopy = nphoto = wild = 0
    for cid in cards:
        if cid not in state.data.cards or cid not in p["hand"]:
            return f"{cid} is not in your hand"
        card = state.card(cid)
        if card.kind == C.HEADLINE_COLUMN:
            hc += 1
        elif card.kind == C.NEWS:
            specs.append(card.spec)
            if card.icon == C.COPY:
                ncopy += 1
            else:
                nphoto += 1
        elif card.kind == C.COPY_EDITOR:
            specs.append(card.spec)
            wild += 1
        else:
            return f"{cid} cannot pay for a Column"
    if hc != 1:
        return "A Column needs exactly one Headline/Column card"
    if len(set(specs)) != len(specs):
        return "The Column's News cards must each be of a different speciality"
    if cc < 0 or pc < 0 or cc % 2 or pc % 2:
        return "Cuttings are spent in pairs (two cuttings stand for one card)"
    if cc > p["cut"][C.COPY] or pc > p["cut"][C.PHOTO]:
        return "You do not have that many cuttings"
    if cc + pc > 4:
        return "No more than 4 cuttings may be used for a Column"
    ncopy += cc // 2
    nphoto += pc // 2
    if ncopy > col.copy or nphoto > col.photo or ncopy + nphoto + wild != 3:
        return f"The Column needs {col.copy} copy and {col.photo} photo"
    return None


def column_payments(state: ExtraState, seat: int) -> list[tuple[tuple[str, ...], int, int]]:
    p = state.player(seat)
    col = state.data.columns[state.s["column_slot"]] if state.s["column_slot"] else None
    if col is None or state.s["column_slot"] in state.s["fresh"]:
        return []
    hcs = [c for c in p["hand"] if state.card(c).kind == C.HEADLINE_COLUMN]
    if not hcs:
        return []
    ed = next((c for c in p["hand"] if state.card(c).kind == C.COPY_EDITOR), None)
    news = [c for c in p["hand"] if state.card(c).kind == C.NEWS]
    # greedy: distinct specialities, copy then photo
    out = []
    for use_editor in ((False, True) if ed else (False,)):
        used_specs = {p["spec"]} if use_editor else set()
        chosen: list[str] = []
        need = {C.COPY: col.copy, C.PHOTO: col.photo}
        for icon in (C.COPY, C.PHOTO):
            for cid in news:
                card = state.card(cid)
                if need[icon] and card.icon == icon and card.spec not in used_specs:
                    chosen.append(cid)
                    used_specs.add(card.spec)
                    need[icon] -= 1
        if use_editor:
            if need[C.COPY]:
                need[C.COPY] -= 1
            elif need[C.PHOTO]:
                need[C.PHOTO] -= 1
            else:
                continue
        cc = min(need[C.COPY], p["cut"][C.COPY] // 2) * 2
        pc = min(need[C.PHOTO], p["cut"][C.PHOTO] // 2) * 2
        if cc + pc > 4 or need[C.COPY] * 2 != cc or need[C.PHOTO] * 2 != pc:
            continue
        cards = tuple([hcs[0]] + chosen + ([ed] if use_editor and ed else []))
        if (cards, cc, pc) not in out:
            out.append((cards, cc, pc))
    return out


def spend_cuttings(state: ExtraState, seat: int, cc: int, pc: int) -> None:
    p = state.player(seat)
    p["cut"][C.COPY] -= cc
    p["cut"][C.PHOTO] -= pc
    state.s["cuttings"][C.COPY] += cc
    state.s["cuttings"][C.PHOTO] += pc
