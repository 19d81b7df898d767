/**
 * The simulator's sufficient statistics: integer counts and integer histograms only, so that
 * adding games in any order and merging tallies in any grouping give exactly the same numbers.
 * Reports are computed from a tally; a report holds its tally's counts, so reports merge too.
 * @module
 */
import { LEVELS, type SoloResult, type SpellId } from 'spellbook-engine';

/** Value → how many times it occurred (values are whole numbers; keys are their decimal text). */
export type Histogram = Record<string, number>;

/** A spell learned (or rigged) by a seat: the spell and the level it was learned at. */
export interface LearnedSpell {
  /** The spell. */
  readonly spell: SpellId;
  /** The level it was learned (or rigged) at. */
  readonly level: number;
}

/** What one game adds to a tally. */
export interface GameOutcome {
  /** The index in `run.bots` of each seat's bot. */
  readonly seatBots: readonly number[];
  /** The seat that played first. */
  readonly firstPlayer: number;
  /** Each seat's final total. */
  readonly scores: readonly number[];
  /** The winning seats (several on a shared victory; none in a lost or tied solo game). */
  readonly winners: readonly number[];
  /** The Day number the game ended in. */
  readonly days: number;
  /** Actions played (each one a decision of a bot). */
  readonly actions: number;
  /** What triggered the end. */
  readonly endReason: string | null;
  /** The game's 7 spells. */
  readonly spells: readonly SpellId[];
  /** Per seat, the spells learned during play, in order, at the level each was learned at. */
  readonly learned: readonly (readonly LearnedSpell[])[];
  /** The rigged start of an exhaustive game: the seat, and the spell at its level. */
  readonly rigged: { readonly seat: number; readonly spell: SpellId; readonly level: number } | null;
  /** Solo: the virtual opponent's total and the result. */
  readonly solo: { readonly opponent: number; readonly result: SoloResult } | null;
}

/** Counts of a group of seat-games (a seat, a bot, a place in turn order). */
export interface SeatTally {
  /** Seat-games. */
  games: number;
  /** Seat-games won (shared victories included). */
  wins: number;
  /** Seat-games won together with another seat. */
  sharedWins: number;
  /** Final totals. */
  scores: Histogram;
}

/** Counts of one spell@level, or of one spell at any level. */
export interface BalanceTally {
  /** Seat-games in which the spell was one of the game's 7. */
  seatGames: number;
  /** Of those, seat-games won. */
  wins: number;
  /** Seat-games in which the seat learned the spell (at this level) during play. */
  learned: number;
  /** Seat-games in which the seat started with it (at this level: exhaustive runs). */
  rigged: number;
  /** Seat-games in which the seat had it (learned or rigged). */
  had: number;
  /** Of those, seat-games won. */
  hadWins: number;
}

/** The sufficient statistics of a set of games. */
export interface Tally {
  /** Games. */
  games: number;
  /** By seat. */
  seats: SeatTally[];
  /** By bot label. */
  bots: Record<string, SeatTally>;
  /** By place in turn order (0: the first player). */
  places: SeatTally[];
  /** By bot label, then by place in turn order. */
  placeBots: Record<string, SeatTally[]>;
  /** Every seat's final total. */
  scores: Histogram;
  /** The winners' total (one entry per game with a winner). */
  winningScores: Histogram;
  /** Days per game. */
  days: Histogram;
  /** Actions (decisions) per game. */
  actions: Histogram;
  /** End triggers by reason. */
  endTriggers: Record<string, number>;
  /** Games whose victory was shared. */
  sharedVictories: number;
  /** Solo games: results and the virtual opponent's totals. */
  solo: { wins: number; losses: number; ties: number; opponentScores: Histogram };
  /** By spell@level. */
  balance: Record<string, BalanceTally>;
  /** By spell, at any level. */
  spells: Record<string, BalanceTally>;
}

/** An empty tally for `players` seats. */
export function emptyTally(players: number): Tally {
  return {
    games: 0,
    seats: Array.from({ length: players }, () => emptySeat()),
    bots: {},
    places: Array.from({ length: players }, () => emptySeat()),
    placeBots: {},
    scores: {},
    winningScores: {},
    days: {},
    actions: {},
    endTriggers: {},
    sharedVictories: 0,
    solo: { wins: 0, losses: 0, ties: 0, opponentScores: {} },
    balance: {},
    spells: {},
  };
}

/** An empty count of seat-games. */
export function emptySeat(): SeatTally {
  return { games: 0, wins: 0, sharedWins: 0, scores: {} };
}

function emptyBalance(): BalanceTally {
  return { seatGames: 0, wins: 0, learned: 0, rigged: 0, had: 0, hadWins: 0 };
}

function bump(h: Histogram, value: number, by = 1): void {
  // A number indexes an object by its decimal text, the histogram's key, without making the
  // string first (a whole number below 2^32 − 1 is an element: the same key, the same order).
  h[value] = (h[value] ?? 0) + by;
}

function addSeat(t: SeatTally, score: number, won: boolean, shared: boolean): void {
  t.games++;
  if (won) t.wins++;
  if (won && shared) t.sharedWins++;
  bump(t.scores, score);
}

/** The keys `spell@3`, `spell@4`, `spell@5` of each spell, made once. */
const LEVEL_KEYS = new Map<string, readonly string[]>();

function levelKeys(spell: string): readonly string[] {
  let keys = LEVEL_KEYS.get(spell);
  if (keys === undefined) LEVEL_KEYS.set(spell, (keys = LEVELS.map((level) => `${spell}@${level}`)));
  return keys;
}

/** The key of a spell at a level (made once per spell and level). */
function levelKey(spell: string, level: number): string {
  return levelKeys(spell)[LEVELS.indexOf(level as (typeof LEVELS)[number])] ?? `${spell}@${level}`;
}

/** Counts what one seat had in one game (learned or rigged) into the spell@level and spell rows. */
function addHad(tally: Tally, key: string, spell: string, learned: boolean, rigged: boolean, won: boolean, firstOfSpell: boolean): void {
  const b = tally.balance[key] ?? (tally.balance[key] = emptyBalance());
  if (learned) b.learned++;
  if (rigged) b.rigged++;
  b.had++;
  if (won) b.hadWins++;
  if (!firstOfSpell) return;
  const s = tally.spells[spell] ?? (tally.spells[spell] = emptyBalance());
  if (learned) s.learned++;
  if (rigged) s.rigged++;
  s.had++;
  if (won) s.hadWins++;
}

/** Adds one game to a tally. `labels` are the run's bot labels, by entry of `run.bots`. */
export function addToTally(tally: Tally, game: GameOutcome, labels: readonly string[]): void {
  tally.games++;
  const shared = game.winners.length > 1;
  if (shared) tally.sharedVictories++;
  const players = game.scores.length;
  for (let s = 0; s < players; s++) {
    const score = game.scores[s] as number;
    const won = game.winners.includes(s);
    const place = (s - game.firstPlayer + players) % players;
    addSeat(tally.seats[s] ?? (tally.seats[s] = emptySeat()), score, won, shared);
    addSeat(tally.places[place] ?? (tally.places[place] = emptySeat()), score, won, shared);
    const label = labels[game.seatBots[s] as number] as string;
    addSeat(tally.bots[label] ?? (tally.bots[label] = emptySeat()), score, won, shared);
    const byPlace = tally.placeBots[label] ?? (tally.placeBots[label] = Array.from({ length: players }, () => emptySeat()));
    addSeat(byPlace[place] as SeatTally, score, won, shared);
    bump(tally.scores, score);
  }
  if (game.winners.length > 0) bump(tally.winningScores, game.scores[game.winners[0] as number] as number);
  bump(tally.days, game.days);
  bump(tally.actions, game.actions);
  const reason = game.endReason ?? 'none';
  tally.endTriggers[reason] = (tally.endTriggers[reason] ?? 0) + 1;
  if (game.solo !== null) {
    if (game.solo.result === 'win') tally.solo.wins++;
    else if (game.solo.result === 'loss') tally.solo.losses++;
    else tally.solo.ties++;
    bump(tally.solo.opponentScores, game.solo.opponent);
  }
  // Every spell in play: each seat-game counts, and the winners' ones count as wins.
  const winners = game.winners.length;
  for (const spell of game.spells) {
    for (const key of levelKeys(spell)) {
      const b = tally.balance[key] ?? (tally.balance[key] = emptyBalance());
      b.seatGames += players;
      b.wins += winners;
    }
    const s = tally.spells[spell] ?? (tally.spells[spell] = emptyBalance());
    s.seatGames += players;
    s.wins += winners;
  }
  // What each seat had: its learns, and the rigged spell (a seat learns a spell once, and cannot
  // learn the one it started with; should a spell come twice, it counts once).
  for (let s = 0; s < players; s++) {
    const won = game.winners.includes(s);
    const seenKeys: string[] = [];
    const seenSpells: string[] = [];
    const rigged = game.rigged !== null && game.rigged.seat === s ? game.rigged : null;
    if (rigged !== null) {
      const key = levelKey(rigged.spell, rigged.level);
      addHad(tally, key, rigged.spell, false, true, won, true);
      seenKeys.push(key);
      seenSpells.push(rigged.spell);
    }
    for (const { spell, level } of game.learned[s] ?? []) {
      const key = levelKey(spell, level);
      if (seenKeys.includes(key)) continue;
      const firstOfSpell = !seenSpells.includes(spell);
      seenKeys.push(key);
      if (firstOfSpell) seenSpells.push(spell);
      addHad(tally, key, spell, true, false, won, firstOfSpell);
    }
  }
}

function mergeHistogram(into: Histogram, from: Readonly<Histogram>): void {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
}

function mergeSeat(into: SeatTally, from: Readonly<SeatTally>): void {
  into.games += from.games;
  into.wins += from.wins;
  into.sharedWins += from.sharedWins;
  mergeHistogram(into.scores, from.scores);
}

function mergeBalance(into: Record<string, BalanceTally>, from: Readonly<Record<string, BalanceTally>>): void {
  for (const [key, b] of Object.entries(from)) {
    const t = into[key] ?? (into[key] = emptyBalance());
    t.seatGames += b.seatGames;
    t.wins += b.wins;
    t.learned += b.learned;
    t.rigged += b.rigged;
    t.had += b.had;
    t.hadWins += b.hadWins;
  }
}

/** Adds the counts of `from` to `into` (exact and order-independent: integer sums). */
export function mergeTally(into: Tally, from: Readonly<Tally>): Tally {
  into.games += from.games;
  from.seats.forEach((s, i) => mergeSeat(into.seats[i] ?? (into.seats[i] = emptySeat()), s));
  for (const [label, s] of Object.entries(from.bots)) mergeSeat(into.bots[label] ?? (into.bots[label] = emptySeat()), s);
  from.places.forEach((s, i) => mergeSeat(into.places[i] ?? (into.places[i] = emptySeat()), s));
  for (const [label, places] of Object.entries(from.placeBots)) {
    const to = into.placeBots[label] ?? (into.placeBots[label] = places.map(() => emptySeat()));
    places.forEach((s, i) => mergeSeat(to[i] ?? (to[i] = emptySeat()), s));
  }
  mergeHistogram(into.scores, from.scores);
  mergeHistogram(into.winningScores, from.winningScores);
  mergeHistogram(into.days, from.days);
  mergeHistogram(into.actions, from.actions);
  for (const [reason, n] of Object.entries(from.endTriggers)) into.endTriggers[reason] = (into.endTriggers[reason] ?? 0) + n;
  into.sharedVictories += from.sharedVictories;
  into.solo.wins += from.solo.wins;
  into.solo.losses += from.solo.losses;
  into.solo.ties += from.solo.ties;
  mergeHistogram(into.solo.opponentScores, from.solo.opponentScores);
  mergeBalance(into.balance, from.balance);
  mergeBalance(into.spells, from.spells);
  return into;
}
