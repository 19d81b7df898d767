// Counting the tree of legal actions (what chess engines call perft): the leaves at each depth,
// and per first action (the "divide") the leaves under it, so that a change of the legal lists
// shows as a position, a depth and a first action. scripts/move-counts.ts writes the counts of
// the positions of move-count-positions.ts to tests/fixtures/move-counts.json;
// tests/rules/move-counts.test.ts recomputes and compares them.
import { applyAction, formatAction, legalActions, type Action, type GameState } from '../../src/index.js';

/** The depth the table counts to. */
export const MOVE_COUNT_DEPTH = 3;

/** The counts of one position. */
export interface MoveCounts {
  /**
   * `counts[d - 1]`: the leaves of the tree of legal actions at depth d. Depth 1 is
   * `legalActions(state).length`; depth d sums, over each legal action, the count at depth d - 1
   * of the state it leads to. A game that has ended has no legal action: a line that ends the
   * game before depth d adds 0 to the count at depth d (and at every depth after it).
   */
  readonly counts: number[];
  /**
   * For each first action (its notation, `formatAction`; ` #2`, ` #3` … after a text that
   * repeats, which no legal list should hold), in listing order: its leaves at depth 2 and 3,
   * that is the child's counts at depths 1 and 2.
   */
  readonly divide: { readonly action: string; readonly counts: number[] }[];
}

/** The state after `action`, which `legalActions` listed: a refusal is a bug of the engine, thrown with the action. */
export function next(state: GameState, action: Action): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`listed action ${formatAction(action)} refused: ${r.error.code}: ${r.error.message}`);
  return r.state;
}

/**
 * Adds, for each depth k < `depth` below `state` (k = 0: the children of `state`), the number
 * of leaves at depth k + 1 to `into[offset + k]`. Counted in one walk: the leaves at depth k + 1
 * are the legal actions of the nodes at depth k, so the deepest level is listed, never played.
 */
function tally(state: GameState, depth: number, into: number[], offset: number): void {
  if (state.phase === 'ended') return;
  const actions = legalActions(state);
  into[offset] = (into[offset] as number) + actions.length;
  if (depth === 1) return;
  for (const a of actions) tally(next(state, a), depth - 1, into, offset + 1);
}

/** The leaves of the tree of legal actions below `state` at each depth 1 to `depth`. */
export function countLeaves(state: GameState, depth: number): number[] {
  const counts = new Array<number>(depth).fill(0);
  tally(state, depth, counts, 0);
  return counts;
}

/**
 * The move counts of `state` to `depth` (default {@link MOVE_COUNT_DEPTH}): the leaves at each
 * depth and the divide by first action.
 */
export function countMoves(state: GameState, depth: number = MOVE_COUNT_DEPTH): MoveCounts {
  const actions = state.phase === 'ended' ? [] : legalActions(state);
  const counts = new Array<number>(depth).fill(0);
  counts[0] = actions.length;
  const seen = new Map<string, number>();
  const divide = actions.map((a) => {
    const text = formatAction(a);
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    const below = countLeaves(next(state, a), depth - 1);
    below.forEach((c, k) => {
      counts[k + 1] = (counts[k + 1] as number) + c;
    });
    return { action: n === 1 ? text : `${text} #${n}`, counts: below };
  });
  return { counts, divide };
}

/** The file of the table, tests/fixtures/move-counts.json. */
export const MOVE_COUNT_FILE = new URL('../fixtures/move-counts.json', import.meta.url);

/** The command that rewrites the table. */
export const MOVE_COUNT_COMMAND = 'npx tsx scripts/move-counts.ts --write';

/** One position's row of the table. */
export interface MoveCountEntry {
  readonly name: string;
  readonly players: number;
  readonly rules: 'printed' | 'digital';
  readonly origin: 'rigged' | 'seeded';
  readonly description: string;
  /** The leaves at depths 1, 2 and 3. */
  readonly counts: readonly number[];
  /** For each first action, in listing order: its leaves at depth 2 (the legal actions after it). */
  readonly divide2: Readonly<Record<string, number>>;
  /** For each first action, in listing order: its leaves at depth 3. */
  readonly divide3: Readonly<Record<string, number>>;
}

/** The table as tests/fixtures/move-counts.json holds it. */
export interface MoveCountTable {
  /** What the file is (JSON has no comments). */
  readonly about: string;
  /** The command that rewrites it. */
  readonly command: string;
  /** The depth counted to. */
  readonly depth: number;
  readonly positions: readonly MoveCountEntry[];
}

/** What the table's `about` says. */
const ABOUT = 'Move counts of legalActions (like perft): for each named position of tests/kit/move-count-positions.ts, '
  + 'counts[d-1] is the number of leaves of the tree of legal actions at depth d (a line that ends the game earlier adds 0); '
  + 'divide2 and divide3 give, for each first action in notation, the leaves under it at depths 2 and 3. '
  + 'Checked by tests/rules/move-counts.test.ts; rewrite with the command only when a change is meant to change the legal lists, '
  + 'and review the diff (tests/README.md).';

/** A position's row from its description and its counts. */
export function moveCountEntry(
  position: Pick<MoveCountEntry, 'name' | 'players' | 'rules' | 'origin' | 'description'>,
  counts: MoveCounts,
): MoveCountEntry {
  return {
    name: position.name, players: position.players, rules: position.rules, origin: position.origin, description: position.description,
    counts: counts.counts,
    divide2: Object.fromEntries(counts.divide.map((d) => [d.action, d.counts[0] ?? 0])),
    divide3: Object.fromEntries(counts.divide.map((d) => [d.action, d.counts[1] ?? 0])),
  };
}

/** The table's file text: 2-space JSON with each list of counts on one line, so that a diff reads one count per line. */
export function formatMoveCountTable(positions: readonly MoveCountEntry[]): string {
  const table: MoveCountTable = { about: ABOUT, command: MOVE_COUNT_COMMAND, depth: MOVE_COUNT_DEPTH, positions };
  return `${JSON.stringify(table, null, 2).replace(/\[\s+(\d+(?:,\s+\d+)*)\s+\]/g, (_m, inner: string) => `[${inner.split(/,\s+/).join(', ')}]`)}\n`;
}

/**
 * The differences between a row of the table and the counts of now, one line each: the
 * position's fields, each depth whose count changed, and at depths 2 and 3 each first action
 * whose count changed, that is new or that is no longer listed. Empty when they agree.
 */
export function moveCountDifferences(table: MoveCountEntry, now: MoveCountEntry): string[] {
  const out: string[] = [];
  for (const field of ['players', 'rules', 'origin'] as const) {
    if (table[field] !== now[field]) out.push(`${field}: ${String(table[field])} in the table, ${String(now[field])} now`);
  }
  const depths = Math.max(table.counts.length, now.counts.length);
  for (let d = 1; d <= depths; d++) {
    const was = table.counts[d - 1];
    const is = now.counts[d - 1];
    if (was !== is) out.push(`depth ${d}: ${String(was)} in the table, ${String(is)} now`);
  }
  for (const [depth, was, is] of [[2, table.divide2, now.divide2], [3, table.divide3, now.divide3]] as const) {
    for (const [action, n] of Object.entries(was)) {
      const m = is[action];
      if (m === undefined) out.push(`depth ${depth}, first action ${action}: ${n} in the table, no longer listed`);
      else if (m !== n) out.push(`depth ${depth}, first action ${action}: ${n} in the table, ${m} now`);
    }
    for (const [action, m] of Object.entries(is)) {
      if (!Object.hasOwn(was, action)) out.push(`depth ${depth}, first action ${action}: not in the table, ${m} now`);
    }
  }
  return out;
}
