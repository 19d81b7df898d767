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
export const LADDER_PLAYERS: readonly string[] = [
  'random', 'greedy', 'search', 'level-1', 'level-2', 'level-3', 'level-4', 'level-5',
  'draft-20', 'draft-150', 'draft-400', 'draft-1000', 'draft-2500',
];

/**
 * The ladder: each level against the next one up, the greedy bot against every level, level 1
 * against today's search bot, search against greedy and greedy against random; 400 games each,
 * 1,000 for the pairings the docs quote as rates (greedy against random, search against greedy,
 * level 5 against greedy: the top level's first match). Then the first draft's levels (20 to
 * 2,500 playouts, up to about 80 ms a decision), each against the next and against greedy: the
 * evidence that more playouts than level 5's buy no strength.
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
  { a: 'draft-20', b: 'greedy', games: 400 },
  { a: 'draft-20', b: 'search', games: 400 },
  { a: 'draft-150', b: 'draft-20', games: 400 },
  { a: 'draft-400', b: 'draft-150', games: 400 },
  { a: 'draft-1000', b: 'draft-400', games: 400 },
  { a: 'draft-2500', b: 'draft-1000', games: 400 },
  { a: 'draft-150', b: 'greedy', games: 400 },
  { a: 'draft-400', b: 'greedy', games: 400 },
  { a: 'draft-1000', b: 'greedy', games: 400 },
  { a: 'draft-2500', b: 'greedy', games: 1000 },
];

/**
 * The top level's second match (its first, against greedy, is on the ladder): level 5 against
 * today's search bot (the build before the levels, `--baseline <checkout>`) at the playouts that
 * think as long as level 5 on average (measured by bench/think-time.ts on this machine).
 */
export function topMatches(baselineIterations: number): readonly Pairing[] {
  return [
    { a: 'level-5', b: `baseline-${baselineIterations}`, games: 1000 },
  ];
}
