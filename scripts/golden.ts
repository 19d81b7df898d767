// Generates the golden records in tests/fixtures/golden/: complete games played by a seeded
// policy that only ever plays actions from legalActions, each stored with its final state and
// score sheet. tests/records/golden.test.ts replays every record and checks that the engine
// still reaches exactly the same final state and scores.
//
//   npx tsx scripts/golden.ts
//
// It writes only the games of GAMES whose file does not exist: the golden records are written
// once and never regenerated (a rules change is a new rules version, under which these records
// still replay exactly). If the golden test fails, fix the engine, not the fixtures. (There is
// no npm script for it on purpose.)
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { xorshift } from '../src/testing/xorshift.js';
import {
  applyAction, createGame, legalActions, recordOf, scoreGame, type Action, type GameOptions, type GameRecord, type GameState,
  type ScoreSheet,
} from '../src/index.js';

/** The file format of a golden record. */
export interface GoldenFile {
  readonly record: GameRecord;
  readonly final: {
    /** The final state as plain JSON (a state, not a save envelope: solo states are included). */
    readonly state: GameState;
    readonly scores: ScoreSheet;
  };
}

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures', 'golden');

/**
 * Under the printed rules: every player count, every spell selection (each twice), solo at
 * difficulty 2. Under the digital rules: 2 and 4 players and solo, over selections rich in the
 * spells whose rules differ between the profiles (Mirage, Communion, Storm, Swiftness, Growth,
 * Clone). The profile is named in each game's options, so the records say it whatever the
 * default (`recordOf` writes it anyway).
 */
const GAMES: readonly { readonly name: string; readonly options: GameOptions }[] = [
  { name: '2p-set1', options: { players: 2, seed: 'golden-2p-set1', rules: 'printed', spells: 'set1' } },
  { name: '2p-set3', options: { players: 2, seed: 'golden-2p-set3', rules: 'printed', spells: 'set3' } },
  { name: '3p-set2', options: { players: 3, seed: 'golden-3p-set2', rules: 'printed', spells: 'set2' } },
  { name: '3p-classic', options: { players: 3, seed: 'golden-3p-classic', rules: 'printed', spells: 'classic' } },
  { name: '4p-set3', options: { players: 4, seed: 'golden-4p-set3', rules: 'printed', spells: 'set3' } },
  { name: '4p-set1', options: { players: 4, seed: 'golden-4p-set1', rules: 'printed', spells: 'set1', firstPlayer: 2 } },
  { name: 'solo-classic', options: { players: 1, seed: 'golden-solo-classic', rules: 'printed', spells: 'classic', solo: { difficulty: 2 } } },
  { name: 'solo-set2', options: { players: 1, seed: 'golden-solo-set2', rules: 'printed', spells: 'set2', solo: { difficulty: 2 } } },
  { name: 'digital-2p-set3', options: { players: 2, seed: 'golden-digital-2p-set3', rules: 'digital', spells: 'set3' } },
  { name: 'digital-4p-set2', options: { players: 4, seed: 'golden-digital-4p-set2', rules: 'digital', spells: 'set2', firstPlayer: 1 } },
  { name: 'digital-solo-set3', options: { players: 1, seed: 'golden-digital-solo-set3', rules: 'digital', spells: 'set3', solo: { difficulty: 2 } } },
];

// Learning and casting are favoured so that spells are learned and their effects run (higher
// levels more, as level-3 payments are the most numerous); storing is held back so that pools
// fill up enough to pay for spells.
const WEIGHT: Readonly<Partial<Record<Action['type'], number>>> = { learn: 20, cast: 8, take: 3, draw: 2, store: 0.4, pass: 1 };
const LEARN_LEVEL = { 3: 1, 4: 4, 5: 16 } as const;

function weight(a: Action): number {
  return (WEIGHT[a.type] ?? 2) * (a.type === 'learn' ? LEARN_LEVEL[a.level] : 1);
}

function choose(actions: readonly Action[], rand: () => number): Action {
  const weights = actions.map(weight);
  let x = rand() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < actions.length; i++) {
    x -= weights[i] as number;
    if (x < 0) return actions[i] as Action;
  }
  return actions[actions.length - 1] as Action;
}

const MAX_ACTIONS = 5000;

function play(options: GameOptions, policySeed: number): { record: GameRecord; state: GameState; learns: number; casts: number } {
  const rand = xorshift(policySeed); // the policy's own generator, never the game's
  let state = createGame(options);
  const actions: Action[] = [];
  while (state.phase !== 'ended') {
    if (actions.length >= MAX_ACTIONS) throw new Error(`no end after ${MAX_ACTIONS} actions`);
    const action = choose(legalActions(state), rand);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`a listed action was refused: ${JSON.stringify(action)}: ${r.error.code}`);
    state = r.state;
    actions.push(action);
  }
  const count = (type: Action['type']): number => actions.filter((a) => a.type === type).length;
  return { record: recordOf(options, state, actions), state, learns: count('learn'), casts: count('cast') };
}

/** The first policy seed (of a fixed list) whose game learns and casts enough; else the richest game. */
function pick(options: GameOptions): ReturnType<typeof play> {
  const want = options.players === 1 ? { learns: 2, casts: 1 } : { learns: 2 * options.players, casts: 4 };
  let best: ReturnType<typeof play> | undefined;
  for (let seed = 1; seed <= 40; seed++) {
    const game = play(options, seed);
    if (game.learns >= want.learns && game.casts >= want.casts) return game;
    if (best === undefined || game.learns + game.casts > best.learns + best.casts) best = game;
  }
  return best as ReturnType<typeof play>;
}

/** JSON with small arrays and flat objects (actions, counts, learned spells) on one line. */
function format(value: unknown, indent = ''): string {
  const flat = (v: unknown): boolean =>
    v === null || typeof v !== 'object' || (Array.isArray(v) ? v.every((x) => x === null || typeof x !== 'object') : Object.values(v).every(flat));
  if (flat(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + format(v, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

mkdirSync(OUT, { recursive: true });
const written = new Set(readdirSync(OUT));
for (const { name, options } of GAMES) {
  if (written.has(`${name}.json`)) {
    console.log(`${name}: kept (a golden record is never rewritten)`);
    continue;
  }
  const { record, state, learns, casts } = pick(options);
  const file: GoldenFile = { record, final: { state: JSON.parse(JSON.stringify(state)) as GameState, scores: scoreGame(state) } };
  const text = `${format(file)}\n`;
  if (JSON.stringify(JSON.parse(text)) !== JSON.stringify(file)) throw new Error(`${name}: the formatted file does not parse back to the same data`);
  writeFileSync(join(OUT, `${name}.json`), text);
  const spells = state.players.map((p) => p.spells.map((s) => `${s.spell}@${s.level}`).join(',') || '-').join(' | ');
  console.log(`${name} (${String(record.options.rules)}): ${record.actions.length} actions, ${learns} learns, ${casts} casts, ended by ${state.endTrigger?.reason ?? 'the solo end'}; spells ${spells}`);
}
