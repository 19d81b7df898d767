// What the ladder plays: its players and pairings (bench/ladder.ts runs them), and the two matches
// of the top level. Game j of every pairing is fixed by j (bench/ladder-bots.ts), so a pairing's
// first n games are the same games whichever run plays them.

/** A pairing: `games` games between `a` and `b`, seats alternated. */
export interface Pairing {
  readonly a: string;
  readonly b: string;
  readonly games: number;
}

/** The ladder's players, weakest first: the order of the tables. */
export const LADDER_PLAYERS: readonly string[] = ['random', 'greedy', 'search', 'level-1', 'level-2', 'level-3', 'level-4', 'level-5'];

/**
 * The ladder: each player against the next one up (the adjacent pairs, by strength as measured),
 * the greedy bot against every level and today's search bot, today's search bot against the level
 * nearest to it. The greedy bot against level 5 is the top level's match (its 1,000 games); greedy
 * against random and search against greedy play 1,000 games, as the docs' figures quote them.
 */
export const LADDER: readonly Pairing[] = [
  { a: 'greedy', b: 'random', games: 1000 },
  { a: 'search', b: 'greedy', games: 1000 },
  { a: 'level-1', b: 'greedy', games: 400 },
  { a: 'level-1', b: 'search', games: 400 },
  { a: 'level-2', b: 'level-1', games: 400 },
  { a: 'level-3', b: 'level-2', games: 400 },
  { a: 'level-4', b: 'level-3', games: 400 },
  { a: 'level-5', b: 'level-4', games: 400 },
  { a: 'level-2', b: 'greedy', games: 400 },
  { a: 'level-3', b: 'greedy', games: 400 },
  { a: 'level-4', b: 'greedy', games: 400 },
  { a: 'level-5', b: 'greedy', games: 1000 },
];

/**
 * The top level's two matches: level 5 against the greedy bot, and against today's search bot (the
 * build before the levels, `--baseline <checkout>`) at the playouts that think as long as level 5
 * on average (measured by bench/think-time.ts on this machine).
 */
export function topMatches(baselineIterations: number): readonly Pairing[] {
  return [
    { a: 'level-5', b: 'greedy', games: 1000 },
    { a: 'level-5', b: `baseline-${baselineIterations}`, games: 1000 },
  ];
}
