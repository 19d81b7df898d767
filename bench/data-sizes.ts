// How big the engine's data is, as JSON text: a save at every position of random games, a game
// record per action and per whole game, and its notation. Not a speed benchmark: the same games
// give the same sizes on any machine. It records the figures the guides quote (bench/figures.json)
// and fills their spans.
//
//   npx tsx bench/data-sizes.ts                 # 200 seeded random games per player count (1 to 4), set1
//   npx tsx bench/data-sizes.ts --games 50      # fewer games
//   npx tsx bench/data-sizes.ts --no-write      # print the figures, write nothing
//
// Sizes are UTF-8 bytes of the text (all ASCII); 1 KB = 1,024 bytes. The policy is a uniform draw
// from `legalActions` by a seeded xorshift32 (never the game's generator), so every run plays the
// same games.
import { execFileSync } from 'node:child_process';
import {
  applyAction, createGame, formatActions, legalActions, recordOf, serialize, type Action, type GameOptions,
} from '../src/index.js';
import { recordFigures, type Figure } from './figures.js';
import { median } from './shared.js';

const args = process.argv.slice(2);
const gamesArg = args.indexOf('--games');
const GAMES = gamesArg >= 0 ? Number(args[gamesArg + 1]) : 200;
if (!Number.isInteger(GAMES) || GAMES < 1) throw new Error('--games takes a whole number from 1');
const WRITE = !args.includes('--no-write');

/** A seeded xorshift32 in [0, 1). */
function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** Sizes of the games with `players` seats. */
interface Sizes {
  readonly saves: number[];
  readonly records: number[];
  readonly perAction: number[];
  readonly notations: number[];
  readonly actions: number[];
}

function measure(players: 1 | 2 | 3 | 4): Sizes {
  const sizes: Sizes = { saves: [], records: [], perAction: [], notations: [], actions: [] };
  const rand = xorshift(0x5eed + players);
  for (let g = 0; g < GAMES; g++) {
    const options: GameOptions = { players, seed: `sizes-${players}-${g}`, spells: 'set1' };
    const start = createGame(options);
    let state = start;
    const actions: Action[] = [];
    while (state.phase !== 'ended') {
      sizes.saves.push(Buffer.byteLength(serialize(state)));
      const legal = legalActions(state);
      const action = legal[Math.floor(rand() * legal.length)]!;
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(`a listed action was refused: ${r.error.code}`);
      state = r.state;
      actions.push(action);
    }
    const empty = Buffer.byteLength(JSON.stringify(recordOf(options, start, [])));
    const whole = Buffer.byteLength(JSON.stringify(recordOf(options, start, actions)));
    sizes.records.push(whole);
    sizes.perAction.push((whole - empty) / actions.length);
    sizes.notations.push(Buffer.byteLength(formatActions(actions)));
    sizes.actions.push(actions.length);
  }
  return sizes;
}

function quantile(xs: readonly number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const kb = (bytes: number, decimals: number): number => Number((bytes / 1024).toFixed(decimals));
/** "1.2-2.0 KB": the range of tenths of a KB. */
const kbRange = (low: number, high: number): string => `${kb(low, 1).toFixed(1)}-${kb(high, 1).toFixed(1)} KB`;
/** "4.5 KB": a whole game's record, to the tenth of a KB. */
const kbText = (bytes: number): string => `${kb(bytes, 1).toFixed(1)} KB`;

const all = ([1, 2, 3, 4] as const).map((p) => ({ players: p, sizes: measure(p) }));
for (const { players, sizes } of all) {
  console.log(`${players} player(s), ${GAMES} games of ${Math.round(median(sizes.actions))} actions (median): `
    + `save p5-p95 ${quantile(sizes.saves, 0.05)}-${quantile(sizes.saves, 0.95)} B, record ${Math.round(median(sizes.records))} B `
    + `(${median(sizes.perAction).toFixed(1)} B per action), notation ${Math.round(median(sizes.notations))} B`);
}

const saves = all.flatMap((a) => a.sizes.saves);
const perAction = all.flatMap((a) => a.sizes.perAction);
const record = (players: number): number => median(all.find((a) => a.players === players)!.sizes.records);
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const measured = `${new Date().toISOString().slice(0, 10)} for commit ${commit}, ${GAMES} seeded random games per player count (1 to 4), set1: the same on any machine`;
const source = (what: string): string => `npx tsx bench/data-sizes.ts: ${what}`;
const [saveLow, saveHigh] = [quantile(saves, 0.05), quantile(saves, 0.95)];
const figures: Record<string, Figure> = {
  'data.save': { value: [kb(saveLow, 1), kb(saveHigh, 1)], text: kbRange(saveLow, saveHigh), source: source('a save (serialize) at every position, 5th to 95th percentile, KB'), measured },
  'data.record-per-action': { value: Math.round(median(perAction)), text: `${Math.round(median(perAction))} bytes`, source: source('a record\'s JSON per action, median over games'), measured },
  'data.record.solo': { value: kb(record(1), 1), text: kbText(record(1)), source: source('a finished solo game\'s record, median, KB'), measured },
  'data.record.2p': { value: kb(record(2), 1), text: kbText(record(2)), source: source('a finished 2-player game\'s record, median, KB'), measured },
  'data.record.4p': { value: kb(record(4), 1), text: kbText(record(4)), source: source('a finished 4-player game\'s record, median, KB'), measured },
  'data.notation.4p': {
    value: kb(median(all.find((a) => a.players === 4)!.sizes.notations), 1),
    text: kbText(median(all.find((a) => a.players === 4)!.sizes.notations)),
    source: source('a finished 4-player game\'s notation (formatActions), median, KB'), measured,
  },
};
for (const [key, figure] of Object.entries(figures)) console.log(`${key}: ${figure.text}`);
if (WRITE) recordFigures(figures);
else console.log('bench/figures.json: not written (--no-write)');
