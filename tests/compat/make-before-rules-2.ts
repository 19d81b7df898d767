// Writes tests/fixtures/compat/before-rules-2.json: records and saves written by the engine of
// rules version 1 (commit 08b34cc), each in a position where a point of rules version 2 reads
// differently (Swiftness L3's extra action declined under printed; Clone L5's cost paid before
// a copied Draw 2 under digital; the final Day's altar under digital; Sharing L3 with Mirage
// under digital), with the actions that finish its game and a summary of its end, in the
// format of the compatibility corpus (corpus.ts checks both). Written ONCE, by the engine at
// 08b34cc, never regenerated or edited: it was run from a worktree pinned at that commit,
//
//   git worktree add /tmp/before-08b34cc 08b34cc && ln -s "$PWD/node_modules" /tmp/before-08b34cc/node_modules
//   cp tests/compat/make-before-rules-2.ts /tmp/before-08b34cc/tests/compat/ && cd /tmp/before-08b34cc && npx tsx tests/compat/make-before-rules-2.ts
//
// and its output copied into tests/fixtures/compat/. It is kept to show how the file was made.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  RULES_VERSION, applyAction, createRiggedGame, deserialize, legalActions, recordOf, replaySteps, scoreGame, serialize,
  type Action, type GameRecord, type GameState, type MateriaKind, type RiggedOptions,
} from '../../src/index.js';
import { allTokens, without } from '../../src/testing/index.js';
import { TraceHash, stateHash } from './hash.js';

const MADE_BY = '08b34cc';
const HERE = dirname(fileURLToPath(import.meta.url));
const FILE = join(HERE, '..', 'fixtures', 'compat', 'before-rules-2.json');

if (existsSync(FILE)) {
  console.error(`${FILE} exists: it is written once and never regenerated or edited. Nothing was written.`);
  process.exit(1);
}
const git = (...args: string[]): string => execFileSync('git', args, { cwd: HERE, encoding: 'utf8' }).trim();
if (!git('rev-parse', 'HEAD').startsWith(MADE_BY)) {
  console.error(`HEAD is not ${MADE_BY}: the file must be written by the engine at ${MADE_BY}.`);
  process.exit(1);
}
if (git('status', '--porcelain', '--', join(HERE, '..', '..', 'src')) !== '') {
  console.error(`src/ differs from ${MADE_BY}.`);
  process.exit(1);
}
if (RULES_VERSION !== 1) throw new Error(`rules version ${RULES_VERSION}, expected 1`);

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const WEIGHTS: Partial<Record<Action['type'], number>> = { learn: 12, cast: 20, take: 3, draw: 2, store: 0.5, pass: 0.5, stop: 0.3 };
function choose(actions: readonly Action[], rand: () => number): Action {
  const w = actions.map((a) => WEIGHTS[a.type] ?? 2);
  let x = rand() * w.reduce((s, v) => s + v, 0);
  for (let i = 0; i < actions.length; i++) {
    x -= w[i] as number;
    if (x < 0) return actions[i] as Action;
  }
  return actions[actions.length - 1] as Action;
}

function apply(state: GameState, action: Action): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(action)}: ${r.error.code}: ${r.error.message}`);
  return r.state;
}

interface Final { stateHash: string; traceHash: string; rules: unknown; scores: unknown; steps: number }
function finalOf(state: GameState, trace: TraceHash, steps: number): Final {
  if (state.phase !== 'ended') throw new Error('not at the end');
  return { stateHash: stateHash(state), traceHash: trace.digest(), rules: plain(state.rules), scores: plain(scoreGame(state)), steps };
}

interface Spec {
  readonly name: string;
  readonly point: string;
  readonly about: string;
  readonly options: RiggedOptions;
  /** The actions played first, as written. */
  readonly forced: readonly Action[];
  /** How many of `forced` come before the save. */
  readonly saveAfter: number;
  readonly policySeed: number;
}

const MAX = 3000;
const records: unknown[] = [];
const saves: unknown[] = [];

for (const spec of specs()) {
  const start = createRiggedGame(spec.options);
  const states: GameState[] = [start];
  const actions: Action[] = [];
  let state = start;
  for (const a of spec.forced) {
    state = apply(state, a);
    actions.push(a);
    states.push(state);
  }
  const rand = mulberry32(spec.policySeed);
  while (state.phase !== 'ended') {
    if (actions.length > MAX) throw new Error(`${spec.name}: no end`);
    const a = choose(legalActions(state), rand);
    state = apply(state, a);
    actions.push(a);
    states.push(state);
  }
  // The record: the whole game.
  const record: GameRecord = plain(recordOf(spec.options, start, actions));
  const rtrace = new TraceHash();
  const steps = replaySteps(record);
  let next = steps.next();
  while (next.done !== true) {
    rtrace.add(next.value.events, next.value.state);
    next = steps.next();
  }
  records.push({ name: spec.name, point: spec.point, about: spec.about, record, continuation: [], final: finalOf(next.value, rtrace, actions.length) });
  // The save: after the forced prefix's first `saveAfter` actions.
  const save = serialize(states[spec.saveAfter] as GameState);
  const rest = actions.slice(spec.saveAfter);
  const strace = new TraceHash();
  let s = deserialize(save);
  for (const a of rest) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${spec.name}: save replay refused`);
    strace.add(r.events, r.state);
    s = r.state;
  }
  saves.push({ name: spec.name, point: spec.point, about: spec.about, save, actions: rest, final: finalOf(s, strace, rest.length) });
  console.log(`${spec.name}: ${actions.length} actions, save after ${spec.saveAfter}`);
}

writeFileSync(FILE, `${JSON.stringify({ madeBy: MADE_BY, rulesVersion: 1, records, saves }, null, 1)}\n`);
console.log(`wrote ${FILE}`);

function specs(): Spec[] {
  const m = (...k: MateriaKind[]): MateriaKind[] => k;
  // Clone L5: the pouch holds one token, so that a copied Draw 2 refills it from the discard.
  const cloneAltar = m('red-triangle', 'green-square', 'yellow-square');
  const clonePools = [m('red-circle', 'blue-square', 'black-triangle'), m('purple-square')];
  const cloneCards = m('white-circle', 'black-square');
  const cloneDiscard = without(allTokens(), [...cloneAltar, ...clonePools.flat(), ...cloneCards, 'yellow-circle']);
  // Sharing with Mirage: every token on the table but one in the pouch (none in the discard).
  const sharingRest = without(allTokens(), ['purple-square', 'blue-circle', 'white-triangle']);
  return [
    {
      name: 'b01-swiftness-l3-extra-action-declined-printed',
      point: 'swiftnessAction',
      about: 'Printed, 2 players: Swiftness L3 learned, its extra Morning action declined with stop (rules version 1 offered stop under every profile).',
      options: {
        players: 2, seed: 'before-rules-2-swiftness', rules: 'printed',
        spells: ['eruption', 'levitation', 'purification', 'offering', 'time-travel', 'swiftness', 'abundance'],
        setup: {
          active: 0, phase: 'evening', day: 2,
          altar: m('red-circle', 'blue-circle', 'green-triangle'),
          pools: [m('blue-circle', 'blue-triangle', 'blue-square', 'red-triangle'), []],
          learned: [[{ spell: 'levitation', level: 3, card: 'purple-circle', day: 0 }], []],
        },
      },
      forced: [
        { type: 'learn', player: 0, spell: 'swiftness', level: 3, onCard: 'blue-circle', spend: ['blue-circle', 'blue-triangle', 'blue-square'] },
        { type: 'stop', player: 0 },
      ],
      saveAfter: 1,
      policySeed: 11,
    },
    {
      name: 'b02-clone-l5-copied-draw-refills-from-discard-digital',
      point: 'cloneDiscard',
      about: 'Digital, 2 players: Clone L5 pays its circle into the discard, then copies Draw 2 with one token in the pouch: the refill from the discard can draw the cost back (rules version 1 paid it first under every profile).',
      options: {
        players: 2, seed: 'before-rules-2-clone', rules: 'digital',
        spells: ['sacrifice', 'sharing', 'cure', 'feast', 'clone', 'mirage', 'knowledge'],
        setup: {
          active: 0, phase: 'midday', day: 2,
          altar: cloneAltar, pools: clonePools, discard: cloneDiscard,
          learned: [[{ spell: 'clone', level: 5, card: 'white-circle', day: 0 }], [{ spell: 'feast', level: 3, card: 'black-square', day: 1 }]],
        },
      },
      forced: [
        { type: 'cast', player: 0, spell: 'clone', level: 5 },
        { type: 'draw', player: 0 },
      ],
      saveAfter: 1,
      policySeed: 12,
    },
    {
      name: 'b03-final-day-altar-digital',
      point: 'finalAltar',
      about: 'Digital, 2 players: the last seat fills its familiar board; the game ends after its Day with the altar as it was left (rules version 1 resupplied no final altar under any profile).',
      options: {
        players: 2, seed: 'before-rules-2-final', rules: 'digital', spells: 'classic',
        setup: {
          active: 1, phase: 'midday', day: 9,
          altar: m('red-square', 'blue-triangle'),
          pools: [m('green-circle', 'yellow-square'), m('black-circle', 'white-square')],
          familiars: [
            m('red-circle', 'red-square', 'blue-circle'),
            m('red-circle', 'red-square', 'red-triangle', 'blue-circle', 'blue-square', 'blue-triangle', 'green-circle', 'green-square', 'green-triangle', 'yellow-circle', 'yellow-square', 'yellow-triangle', 'purple-circle'),
          ],
        },
      },
      forced: [{ type: 'store', player: 1, materia: 'black-circle' }],
      saveAfter: 1,
      policySeed: 13,
    },
    {
      name: 'b04-sharing-l3-with-mirage-pouch-runs-dry-digital',
      point: 'mirageDraws',
      about: "Digital, 4 players, one token in the pouch and none in the discard: Sharing L3 takes a circle with Mirage L4 learned. Rules version 1 drew Mirage's 2 first (one drawn, then one lost) and then lost Sharing's own draw: two draw-lost events.",
      options: {
        players: 4, seed: 'before-rules-2-sharing', rules: 'digital',
        spells: ['blaze', 'sharing', 'growth', 'offering', 'storm', 'mirage', 'communion'],
        setup: {
          active: 0, phase: 'morning', day: 5,
          altar: sharingRest.slice(0, 17),
          pools: [sharingRest.slice(17, 23), sharingRest.slice(23, 32), sharingRest.slice(32, 41), sharingRest.slice(41, 50)],
          familiars: [sharingRest.slice(50, 63), sharingRest.slice(63, 76), sharingRest.slice(76, 89), sharingRest.slice(89, 102)],
          learned: [[
            { spell: 'sharing', level: 3, card: 'purple-square', day: 0 },
            { spell: 'mirage', level: 4, card: 'blue-circle', day: 1 },
          ], [], [], []],
        },
      },
      forced: [
        { type: 'cast', player: 0, spell: 'sharing', level: 3 },
        { type: 'pick', player: 0, materia: 'red-circle' },
      ],
      saveAfter: 1,
      policySeed: 14,
    },
  ];
}
