"""The in-app Magazine rules reference and the notes on readings, in the project's own words."""

from __future__ import annotations

RULES_TEXT = """\
# Magazine

Two to four publishers spend six rounds buying topics, turning them into articles and
publishing magazines. Reputation (PR) decides the winner.

## What you have

- **Money** in thousands (K). Everyone starts with 20K; in a four-player game the third
  and fourth players after the first get 2K and 4K more.
- **Reputation** (PR), starting at 12.
- **Two Action tokens** per round (three while you hold the white bonus token).
- **Topic tiles** you buy. Each belongs to one of five domains (Nature, Social Life,
  Urban Life, Art, Knowledge), has a level of 0 to 3 stars that sets its price (2K, 4K,
  7K, 10K) and one or two seasons. A tile arrives as a *draft*; it becomes an *article*
  when one of its seasons comes round.
- **Magazine cards** you collect through periodic rewards (at most 3, see below).

## The six rounds

| round | 1 | 2 | 3 | 4 | 5 | 6 |
|---|---|---|---|---|---|---|
| seasons | spring + summer | autumn + winter | spring | summer | autumn | winter |

### Preparing a round

1. From round 2 on, every draft whose season matches the round becomes an article.
2. Empty tile spaces on the board are refilled from the bag (6 spaces with two players,
   8 with three, 10 with four). Tiles left from earlier rounds stay where they are.
3. New Magazine cards are laid out: one more than the number of players (with two
   players, four cards in rounds 3 and 6). Light-backed cards come out in rounds 1–3,
   dark-backed ones in rounds 4–6.
4. Starting with the Initiative holder and going round the table, everyone puts a disc
   on a free space of the turn-order track and takes its bonus at once:
   1 — nothing, but you act first; 2 — 2 PR; 3 — 3K; 4 — the bonus Action token for
   this round; 5 — the Hot Topic tile for this round.

### Turns

Players act one at a time in track order (space 1 first) and go round again until
everyone has passed. On your turn do one thing:

- **Buy** a tile from the board, paying its price. If one of its seasons is a season
  of this round it becomes an article straight away; otherwise it waits as a draft.
- **Publish** (one Action token): put the token on a free reward space of a Magazine
  card on the board. The *immediate* reward pays now and you do not keep the card. The
  *periodic* reward gives you the card at the end of the round; it then pays at the end
  of this round and of every later round. Each reward space takes one token.
- **Sign an advertising contract** (one Action token): take 2K. Any number of tokens may
  go there.
- **Pass**: you are done for the round.

### Rewards

Rewards count your **articles** (drafts do not count, unless the reward says so):

- *one domain* — so much per article in that domain;
- *A/B* — so much per article of whichever of the two domains you have more of;
- *A+B* — so much per pair made of one article of each of the two domains.

Special rewards: keep one more Magazine card from now on; develop a draft of your
choice or take 4 PR; develop two drafts, or develop one and take 5K; draw two tiles from
the bag and buy one of them with PR (0, 2, 3 or 4 PR for 0–3 stars), returning the
rest; money or PR per draft you hold; 2K per different domain among your articles
(at most 10K).

### The Hot Topic

Whoever took track space 5 may treat the Hot Topic tile as one extra article of a
domain of their choice. The domain is named the first time it is used in the round and
then stays for the rest of the round. It never counts toward sets or the final scoring.

### Sets and the card limit

Owning one tile of every domain (drafts count) is a completed set and earns a lot
marker; two of each is a second set, and so on. You may hold 3 Magazine cards plus one
per lot marker (plus one per "keep one more card" reward). When new cards would take
you over the limit, discard older ones.

### End of a round

New periodic cards are taken, unclaimed cards leave the board, anyone over the card
limit discards, then every player collects the periodic rewards of all their cards,
starting with the Initiative holder. The Hot Topic and bonus token go back, and the
Initiative passes to the next player.

### End of the game

After round 6 each player adds:

| tiles of that level | 1 | 2 | 3 | 4 | 5 | 6 | 7 | each more |
|---|---|---|---|---|---|---|---|---|
| 1 star | 0 | 1 | 3 | 6 | 10 | 12 | 14 | +2 |
| 2 stars | 1 | 3 | 6 | 10 | 15 | 18 | 21 | +3 |
| 3 stars | 3 | 6 | 10 | 15 | 21 | 25 | 29 | +4 |

Drafts and articles both count; 0-star tiles score nothing. Add 1 PR per full 5K left.
Most PR wins; on a tie the player with more topic tiles wins; if still tied, the win is
shared.

### Option: hidden money

With *hidden money* each player's money is shown only to that player until the game
ends (what they gain and pay is still announced).

## Playing in paperboy

- `place 5` — take a turn-order space.
- `buy 3` — buy the tile on board space 3.
- `publish M07 immediate` / `publish M07 periodic` — publish; add a domain
  (`publish M01 immediate nature`) to name the Hot Topic's domain while using it.
- `contract`, `pass`.
- Follow-up choices: `develop T12`, `bonus` (take the PR or money alternative),
  `pick T33` or `pick -` (after drawing two tiles), `hot art` (name the Hot Topic at the
  end of the round), `discard M04` (over the card limit).

## Rules notes

Decisions paperboy made where the rulebook is unclear or silent:

1. **Tile levels** run from 0 to 3 stars: the component list says "0 to 4" but the tile
   note and the scoring table use 0–3.
2. **Tile prices** are 2K, 4K, 7K and 10K for 0–3 stars (the rulebook only gives the
   2K–10K range). The 65 tiles are 13 per domain: four 0-star (two seasons each), four
   1-star, three 2-star and two 3-star tiles (one season each).
3. **Blank cells of the end table**: the 3-star row continues as 21, 25, 29 and +4 per
   further tile, following the shape of the 1- and 2-star rows (steps growing by one up
   to five tiles, then a fixed step one more than the row's level). 0-star tiles score
   nothing since the table has no row for them.
4. **A/B rewards** always use the better of the two domains; a larger count never pays
   less, so paperboy chooses for you.
5. **Naming the Hot Topic**: add the domain to an immediate `publish` to use it there;
   without a domain it does not count for that reward and stays unnamed. If it is still
   unnamed at the end of the round and its holder owns cards whose periodic rewards count
   articles, the holder names it (`hot <domain>`) before rewards are paid. Once named it
   counts automatically for the holder's rewards for the rest of the round. It is never
   a draft, so "per draft" rewards ignore it.
6. **Card limit timing**: the limit is checked when periodic cards are taken at the end
   of a round; the player discards cards gained in earlier rounds (never the new one),
   and this happens before periodic rewards are paid, so a discarded card pays nothing
   that round. Lot markers follow the tiles you own (drafts included) at all times; the
   supply never runs out.
7. **"Keep one additional Magazine card"** raises that player's card limit by one for
   the rest of the game.
8. **One-shot special rewards** (extra card, develop, draw two) appear only as
   immediate rewards; "per draft" and "different domains" rewards appear in both places.
9. **Develop rewards with too few drafts**: "develop one or 4 PR" gives the PR when you
   have no draft. "Develop two, or one and 5K": you develop a first draft if you have
   one, then choose a second draft or the 5K; with no draft at all you take the 5K.
10. **Draw two tiles**: the drawn tiles are shown to everyone. You may keep none, and may
    not pay more PR than you have. With one tile left in the bag you draw just that one;
    with none the reward does nothing.
11. **Both rewards of one card** may be taken by the same player (with two tokens).
    A card whose periodic reward nobody claimed leaves the board at the end of the round
    even if its immediate reward was used.
12. **Passing** keeps the disc visible on the track (marked as passed) so everyone can
    still see the round's order; passed players are skipped.
13. **Money** can never go below zero: you need the full price to buy. The bank never
    runs out of money. An empty bag leaves board spaces empty.
14. **First player**: chosen by chance unless the *first player* option names a seat; the
    four-player bonus money goes to the third and fourth players counted from them.
    Seats are in clockwise order, so the Initiative moves to the next seat each round.
15. **Hidden money** hides only the totals: the amounts gained and paid stay public, as
    money taken from or paid to the bank would be at the table. All money is shown once
    the game is over.
16. **Magazine cards** are designed for paperboy (the rulebook prints the examples only):
    twenty marked 2+, four 3+ and six 4+, with 10+10, 2+2 and 3+3 light and dark backs,
    so each player count uses up exactly its cards over the six rounds. Card M01 is the
    rulebook's first example (1K and 2 PR per Nature article); the periodic rewards of
    M01 (Nature/Art, 1K per article) and M02 (Knowledge+Nature, 3 PR per pair) are the
    second example's.
"""
