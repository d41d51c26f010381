"""The in-app rules reference for Fit to Print, written in the project's own words."""

from __future__ import annotations

RULES_TEXT = """\
# Fit to Print

You edit a small-town newspaper for three days: Friday, Saturday and Sunday. Each day you
grab news tiles from the middle of the table against the clock, then lay them out on your
paper. Articles and photos earn points, ads earn the money that keeps the paper alive.
After Sunday the paper with the least ad revenue closes; of the others, the most points wins.

## The paper

* The Friday/Saturday side is a 6 x 7 grid. On Friday only the light 6 x 5 middle part may
  be used; on Saturday the whole grid. Sunday uses the other side, an 8 x 7 grid.
* A fold line crosses the middle (below row 2 on Friday/Saturday, below row 3 on Sunday).
  A piece counts as *above the fold* when at least one of its squares lies over the line,
  *below* when at least one lies under it; a piece across the fold is both.
* Your centerpiece must always cover the star square (row 1, column 3). You may move it
  whenever you lay out, provided the star stays under it.

## Tiles

There are 120 newspaper tiles in five fixed shapes (1x2, 2x1, 2x2, 1x3 and 2x3, rows x
columns). Tiles are never turned.

* **Articles** (57) are pink (Sports & Entertainment), blue (News) or green (Business &
  Technology). Two-square articles are worth 1 point, bigger ones 2. Each shows one or more
  smiley (good news) or frowny (bad news) faces.
* **Photos** (29) earn 1 point for each article touching them whose colour or mood the photo
  names (some name two colours). Each article counts once per photo, but several photos may
  all count the same article.
* **Ads** (34) earn no points but bring in the dollars printed on them.

## Placing tiles

1. Tiles sit on the grid squares, inside the day's area.
2. The centerpiece covers the star.
3. Nothing is ever rotated.
4. Two articles of the same colour may not touch along a side.
5. Two ads may not touch.
6. Two photos may not touch.
7. Tiles may lie across the fold.
8. A tile may be laid face down: it scores nothing and has no colour, but it fills space and
   does not count as unplaced.

The engine refuses a placement that breaks a rule and names the rule.

## A round (relay form of the real-time game)

Everyone has a chess clock set to the round time (frantic 3:00, standard 4:00, relaxed 5:00
or a custom time). Players still *reporting* take turns, one step each:

* **flip** the next face-down tile, then **keep** it on your desk or **return** it face up;
* **take** a face-up tile to your desk; or
* say **layout** to stop collecting.

In the layout phase you **place** desk tiles (face up or down), move placed tiles by placing
them again, **remove** them back to the desk, and move the centerpiece with `place CP r c`.
When you are happy say **print**. Finishing tokens go by clock time used: the least time
gets token 1. A clock that runs out forces Print. The round ends when everyone has printed.

Only the acting player's clock runs. Players in the layout phase may act at any moment.

## Scoring a round

| Category | Points |
|---|---|
| Articles | the points printed on your face-up articles |
| Photos | 1 per matching touching article, for every photo |
| Centerpiece | what its condition says |
| White space | your largest connected empty area against the others': smallest +3, largest -1, others +1; ties share |
| Mood | minus the difference between smiley and frowny faces on your articles (photo icons never count) |
| Unplaced tiles | -1 for each tile left on your desk |
| Ad revenue | the dollars on your face-up ads (kept apart from points) |

A round never scores below 0 points or $0. Desk tiles stay with you for the next round; all
other tiles go back face down and are shuffled.

## Between rounds

One centerpiece per player (three with two players) is laid out from the shuffled stack;
players choose in finishing-token order. With Breaking News, the next day's card is drawn
before choosing.

## End of the game

After Sunday, if exactly one player has the least total ad revenue, that paper closes
and cannot win. With two players nobody closes: one who has more than $5 less than the other
loses 10 points but may still win. The highest score wins; a tie goes to the lower Sunday
finishing token.

## Advanced setup

* **Characters (A1)**: each player gets a power. Fox +2 points when taking token 1; Owl may,
  once per round in layout, flip any number of tiles and take one; Bear counts each white
  space area tied for its smallest as 1 square smaller; Squirrel forgives up to 2 desk
  tiles; Rabbit reduces the mood penalty by 2 (never below 0); Raccoon earns 1 point per
  face-down tile, up to 2.
* **Breaking News (A2)**: one card per day changes that day's scoring or placement.

## Modes

* **Solo** (also what a one-player standard game plays): five random tiles of each shape
  leave the game; for Saturday and Sunday draw two centerpieces and keep one. White space:
  largest area 0-1 = +3, 2-3 = +2, 4-5 = +1, 6-7 = 0, 8 or more = -1. You need $12 of ad
  revenue over the game or the paper closes.
* **Puzzle**: a fixed set of tiles, day and centerpiece; layout only, no clock. Every ad
  must lie face up or the result is *incomplete*; other leftover tiles cost nothing. Solo
  white space. Three score tiers per puzzle.
* **Family**: no desks, no finishing tokens, plain centerpieces. On your turn flip or take
  a tile and either place it at once or return it; placed tiles may be moved, never taken
  back. No mood or white space scoring; a single player with the least ad revenue loses 5.
* **Turn-based** (Saturday only): on your turn place a desk tile (or discard one to
  *rearrange* up to 3 placed tiles or *search*, flipping 3 more tiles), flip up to 2 tiles,
  then take a face-up tile or draw a face-down one. Placed tiles stay put. When none of your
  desk tiles fits anywhere you may say Print (before flipping); everyone else then places
  what they can and the game is scored. Least ad revenue alone: -5 points.
* **Newsroom**: teams of a Reporter and a Layout Editor. Reporters take turns at the tile
  table; **deliver** walks the desk to the Editor and back, costing the walk time twice on
  the team clock. The Editor lays out and says Print.
* **Scenarios**: 18 set challenges with fixed character, centerpieces and Breaking News;
  you pass when you reach the minimum ad revenue, the minimum points and any extra goal.
* **Real time vs bots**: everybody acts at once on the wall clock; bots act at a pace set
  by their level.
* **Rule modifications** (any of seven): 1 empty squares cost 1 point each instead of the
  White Space Bonus; 2 two-minute rounds; 3 the paper is shown upside down; 4 the first Print
  ends the round for all; 5 ads placed on papers leave the game after each round; 6 placed
  tiles cannot be moved; 7 one hand (one half of the keyboard).

## Achievements

25 achievements (60/70/80 points; 35/40/50 from articles; 20/25/30 from photos; $15/20/25;
15/18/20 from centerpieces; a full Sunday paper; a 5- or 8-point photo; token 1 every round;
the top white space bonus every round; mood losses of at most 3; winning after losing 12 to
mood, without the most points, or with 15 negative points; no leftover tiles in any round)
are checked when a three-day game ends and recorded under the Standard, Rule Modifications
or Scenarios mode.

## Rules notes

Decisions this edition made where the rulebook leaves room:

* **Component faces.** The rulebook gives counts, not faces. Shapes, colours, moods, photo
  conditions, dollar values, the paper's dimensions, the unnamed centerpieces and Breaking
  News cards, and the powers of Fox, Squirrel and Raccoon are this edition's designs,
  balanced with the bots. Every named card keeps its rulebook name and clarification.
* **Conflicts are refused, not flipped.** In play a conflicting face-up tile cannot be put
  down at all (the rule is named). The scorepad, which reads boards from the table, flips
  conflicting tiles the rulebook's way: the tile in the most conflicts first, then by id.
* **Relay turns.** A reporting step is one flip-and-decide or one take. Saying Print while
  still reporting counts as Layout followed at once by Print. Later rounds start the relay
  with the holder of the lowest previous finishing token.
* **Clock.** The session reports each action's time. An action that would run past your
  clock is refused; when the clock reaches zero you are forced to Print (a tile in hand
  goes back face up). Ties in time used go to whoever printed first.
* **Returning tiles.** Between rounds every tile in the middle, face-up ones included, is
  turned face down and shuffled with the tiles from the papers.
* **White space ties.** If every paper ties, all of them count as smallest (+3). Empty
  squares are counted inside the day's area only; face-down tiles and the centerpiece fill
  squares.
* **Breaking News rows.** Card bonuses go to the nearest scorepad row: tile-count bonuses
  (Sat 2, Sat 3) to Centerpiece, Sun 12 to White space, mood-balance bonuses to Mood, desk
  and face-down penalties to Unplaced tiles, dollars to Ad revenue. Scenario goals and
  achievements about mood or white space look at the penalty and bonus alone.
* **3A Flying Circus.** The colour is chosen for you to score the most; the scorepad lets
  you name it.
* **Fri 1.** The centerpiece is exempt (it has no back to flip to).
* **Sun 10.** Centerpiece spots touching the border are refused in play; the scorepad
  shifts a bordering centerpiece to the nearest legal spot and moves covered tiles to the
  desk.
* **Bear.** "Smallest" areas are those of your smallest size; if they are also your largest,
  your largest area shrinks by one square for the bonus.
* **Owl and 10A.** Tiles flipped during layout stay face up in the middle; one take (two
  for 10A) moves a face-up tile to your desk. Not available to Newsroom Editors, who stay
  seated.
* **Family and Turn-based ad penalty.** The -5 is applied once at the end, on total ad revenue.
* **Family turns.** A tile taken or flipped must be placed at once or returned face up.
  Moving placed tiles and saying Print happen on your own turn. Characters are not used in
  Family mode; Breaking News may be.
* **Newsroom.** An Editor with an empty desk waits for the next delivery; a Reporter says
  *layout* to stop (carried tiles are delivered first). Team members share one clock.
* **Turn-based.** Seat order is clockwise; centerpieces on offer come from S1-S6 (scoring
  sides) and 1A-9A. "No space" means no desk tile fits even face down. Characters are not
  used; Breaking News (Saturday deck) may be.
* **Scenarios.** With one player the solo setup and solo white space table apply; with more,
  everyone uses the scenario's character and centerpieces.
* **Puzzles.** A face-down ad does not count as placed. The puzzles' tile lists are this
  edition's (its tiles differ from the printed ones); each ships with a solution reaching
  the top tier.
* **Two players.** The $5 rule replaces going out of business (the rulebook keeps the
  poorer paper eligible to win).
* **Solo.** Missing the $12 minimum means the paper closes: no win.
* **Penalties below zero.** Round totals stop at 0, but end-of-game penalties (-10, -5) may
  take a final total below 0.
* **Achievements** need a three-day game. "Negative points" adds every negative scorepad
  entry over the game plus end-of-game penalties. In solo games token 1 is always yours.
* **Rule modifications 3 and 7** change only how the screen shows and steers the paper;
  with 6 the centerpiece may still move, and in the turn-based game the Rearrange special
  action is not offered (there would be nothing it could move); with 4 the other players
  print at once and tokens still follow clock time.
* **Rule modification 4 makes each day a race.** The first Print sends every paper to print
  as it stands, and Print needs no tiles placed (Layout! then Print! at once is the same
  move), so a player ahead may end a day early. The master bot does race: it may print
  after a tile or two, or none, when that keeps its lead. The novice and expert bots play
  their usual day and do not race. The log names who ended the day.
* **Real time.** Each action carries the time since that player's previous action; bots act
  at their level's pace, so a replay is exact. The session applies actions in the order of
  the players' clocks; a contested face-up tile goes to whoever acts first.
"""
