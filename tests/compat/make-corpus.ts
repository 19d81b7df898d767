// Writes the compatibility corpus, tests/fixtures/compat/records.json and saves.json: game
// records and saves written by the engine at commit 080d8f1 (rule version 1), each with the
// actions that finish its game and a summary of the end (hashes of the final state and of every
// step on the way, the rule profile, the score sheet). tests/compat/corpus.test.ts loads every
// entry with the current engine, plays it to its end and checks that summary: later engines must
// keep reading and playing old data exactly as this engine did.
//
// The corpus is written ONCE, by the engine at 080d8f1, and never regenerated or edited: this
// script refuses to overwrite the files, and refuses to run on any other commit or on a changed
// src/. It was run from a worktree pinned at that commit:
//
//   git worktree add /tmp/compat-080d8f1 080d8f1 && ln -s "$PWD/node_modules" /tmp/compat-080d8f1/node_modules
//   cp -r tests/compat /tmp/compat-080d8f1/tests/ && cd /tmp/compat-080d8f1 && npx tsx tests/compat/make-corpus.ts
//
// and its output copied into tests/fixtures/compat/. It is kept to show how the corpus was made.
//
// The games are played by a seeded policy that only ever plays actions from legalActions,
// weighted towards learning and casting so that many spells and effect steps appear.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  RULE_PRESETS, applyAction, createRiggedGame, currentDecision, deserialize, legalActions, presetOf, recordOf, replaySteps,
  scoreGame, serialize, type Action, type GameEvent, type GameRecord, type GameState, type RiggedOptions, type RiggedSetup,
  type RuleProfile, type SpellId,
} from '../../src/index.js';
import { TraceHash, canonicalJson, stateHash } from './hash.js';

const MADE_BY = '080d8f1';
const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, '..', 'fixtures', 'compat');
const RECORDS_FILE = join(OUT, 'records.json');
const SAVES_FILE = join(OUT, 'saves.json');

// ---------------------------------------------------------------------------------------------
// Guards: written once, by the engine at MADE_BY.

for (const file of [RECORDS_FILE, SAVES_FILE]) {
  if (existsSync(file)) {
    console.error(`${file} exists: the compatibility corpus is written once and never regenerated or edited. Nothing was written.`);
    process.exit(1);
  }
}
const git = (...args: string[]): string => execFileSync('git', args, { cwd: HERE, encoding: 'utf8' }).trim();
const head = git('rev-parse', 'HEAD');
if (!head.startsWith(MADE_BY)) {
  console.error(`HEAD is ${head}, not ${MADE_BY}: the corpus must be written by the engine at ${MADE_BY} (run from a worktree pinned there).`);
  process.exit(1);
}
if (git('status', '--porcelain', '--', join(HERE, '..', '..', 'src')) !== '') {
  console.error(`src/ differs from ${MADE_BY}: the corpus must be written by the engine exactly as it is at that commit.`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// The corpus format (see tests/fixtures/compat/README.md).

interface Final {
  readonly stateHash: string;
  readonly traceHash: string;
  readonly rules: RuleProfile;
  readonly scores: unknown;
  readonly steps: number;
}
interface RecordEntry { readonly name: string; readonly record: GameRecord; readonly continuation: readonly Action[]; readonly final: Final }
interface SaveEntry { readonly name: string; readonly save: string; readonly actions: readonly Action[]; readonly final: Final }

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function finalOf(state: GameState, trace: TraceHash, steps: number): Final {
  if (state.phase !== 'ended') throw new Error('the entry does not reach the end of its game');
  return { stateHash: stateHash(state), traceHash: trace.digest(), rules: plain(state.rules), scores: plain(scoreGame(state)), steps };
}

function applyAll(start: GameState, actions: readonly Action[], trace: TraceHash): GameState {
  let state = start;
  for (const action of actions) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(action)}: ${r.error.code}`);
    trace.add(r.events, r.state);
    state = r.state;
  }
  return state;
}

/** The summary of a record entry, computed the way the test computes it (replay, then continuation). */
function recordFinal(record: GameRecord, continuation: readonly Action[]): { final: Final; state: GameState } {
  const trace = new TraceHash();
  const steps = replaySteps(record);
  let next = steps.next();
  while (next.done !== true) {
    trace.add(next.value.events, next.value.state);
    next = steps.next();
  }
  const state = applyAll(next.value, continuation, trace);
  return { final: finalOf(state, trace, record.actions.length + continuation.length), state };
}

/** The summary of a save entry, computed the way the test computes it (deserialize, then actions). */
function saveFinal(save: string, actions: readonly Action[]): { final: Final; state: GameState } {
  const trace = new TraceHash();
  const state = applyAll(deserialize(save), actions, trace);
  return { final: finalOf(state, trace, actions.length), state };
}

// ---------------------------------------------------------------------------------------------
// The policy: seeded, only legal actions, weighted towards learning and casting.

/** mulberry32: the policy's own generator, never the game's. */
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

type Style = 'learner' | 'caster';
const WEIGHTS: Record<Style, Partial<Record<Action['type'], number>>> = {
  // As the golden records' policy: learning first (higher levels more), storing held back.
  learner: { learn: 20, cast: 8, take: 3, draw: 2, store: 0.4, pass: 1, stop: 0.5 },
  // Casting first, so that effects run often and deep.
  caster: { learn: 8, cast: 30, take: 3, draw: 2, store: 0.5, pass: 0.5, stop: 0.3 },
};
const LEARN_LEVEL = { 3: 1, 4: 4, 5: 16 } as const;

function choose(actions: readonly Action[], style: Style, rand: () => number): Action {
  const w = actions.map((a) => (WEIGHTS[style][a.type] ?? 2) * (a.type === 'learn' ? LEARN_LEVEL[a.level] : 1));
  let x = rand() * w.reduce((s, v) => s + v, 0);
  for (let i = 0; i < actions.length; i++) {
    x -= w[i] as number;
    if (x < 0) return actions[i] as Action;
  }
  return actions[actions.length - 1] as Action;
}

interface Played {
  readonly start: GameState;
  readonly actions: readonly Action[];
  /** states[i]: the state after the first i actions (states[0] is the start). */
  readonly states: readonly GameState[];
  /** events[i]: the events of action i. */
  readonly events: readonly (readonly GameEvent[])[];
}

const MAX_ACTIONS = 3000;

function play(options: RiggedOptions, style: Style, policySeed: number): Played {
  const rand = mulberry32(policySeed);
  const start = createRiggedGame(options);
  let state = start;
  const actions: Action[] = [];
  const states: GameState[] = [start];
  const events: (readonly GameEvent[])[] = [];
  while (state.phase !== 'ended') {
    if (actions.length >= MAX_ACTIONS) throw new Error(`no end after ${MAX_ACTIONS} actions`);
    const action = choose(legalActions(state), style, rand);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`a listed action was refused: ${JSON.stringify(action)}: ${r.error.code}`);
    state = r.state;
    actions.push(action);
    states.push(state);
    events.push(r.events);
  }
  return { start, actions, states, events };
}

// ---------------------------------------------------------------------------------------------
// The games.

const { printed, digital } = RULE_PRESETS;
const MIXES = {
  mixA: { ...printed, wildTriples: 'other-colours', usableWhen: 'effect-fits' },
  mixB: { ...digital, mirageDraws: 'at-once', mirageTakes: 'for-self' },
  mixC: { ...printed, lowering: 'one-level', stormDiscards: 'one-to-ten', sameKindSwaps: 'allowed' },
  mixD: { ...digital, communionStores: 'discard-box', swiftnessSpells: 'earlier-days', wildTriples: 'any-colour' },
  mixE: { ...printed, soloRefill: 'fill-and-trim', mirageTakes: 'into-pool', communionStores: 'learn-discards' },
  mixF: { ...digital, soloRefill: 'fill', usableWhen: 'something-moves', lowering: 'to-printed-level' },
} as const satisfies Record<string, RuleProfile>;
type ProfileName = 'printed' | 'digital' | keyof typeof MIXES;
const PROFILE_NAMES: readonly ProfileName[] = ['printed', 'digital', 'mixA', 'mixB', 'mixC', 'mixD', 'mixE', 'mixF'];
const rulesOption = (name: ProfileName): RiggedOptions['rules'] => (name === 'printed' || name === 'digital' ? name : { ...MIXES[name] });

// Explicit selections: one spell per colour.
const LISTS: Readonly<Record<string, readonly SpellId[]>> = {
  listA: ['blaze', 'divination', 'growth', 'focus', 'storm', 'transmutation', 'communion'],
  listB: ['sacrifice', 'sharing', 'cure', 'feast', 'clone', 'mirage', 'knowledge'],
  listC: ['eruption', 'levitation', 'purification', 'offering', 'time-travel', 'swiftness', 'abundance'],
  listD: ['blaze', 'sharing', 'growth', 'offering', 'storm', 'mirage', 'communion'],
};
type SelectionName = 'set1' | 'set2' | 'set3' | 'classic' | keyof typeof LISTS;
const SELECTIONS: readonly SelectionName[] = ['set1', 'set2', 'set3', 'classic', 'listA', 'listB', 'listC', 'listD'];
const spellsOption = (name: SelectionName): RiggedOptions['spells'] => (name in LISTS ? [...(LISTS[name] as readonly SpellId[])] : (name as 'set1'));

/** How a record writes its rules: as recordOf writes them, a preset as a whole object, or no `rules` key (printed only). */
type RulesForm = 'as-written' | 'object' | 'absent';

interface Game {
  readonly label: string;
  readonly options: RiggedOptions;
  readonly style: Style;
  readonly policySeed: number;
  readonly partial: boolean;
  readonly rulesForm: RulesForm;
}

const games: Game[] = [];

// Dealt games: every player count (solo at each difficulty), selection and profile, in rotation.
const DEALT = 48;
let solos = 0;
let printedRecords = 0;
for (let i = 0; i < DEALT; i++) {
  const players = ((i % 4) + 1) as 1 | 2 | 3 | 4;
  const selection = SELECTIONS[(i + Math.floor(i / 8)) % SELECTIONS.length] as SelectionName;
  const profile = PROFILE_NAMES[(3 * i + Math.floor(i / 8)) % PROFILE_NAMES.length] as ProfileName;
  const difficulty = players === 1 ? ((solos++ % 4) as 0 | 1 | 2 | 3) : undefined;
  let rulesForm: RulesForm = 'as-written';
  if (profile === 'printed') rulesForm = (['absent', 'as-written', 'object'] as const)[printedRecords++ % 3] as RulesForm;
  else if (profile === 'digital' && i % 3 === 0) rulesForm = 'object';
  const label = `${players}p-${difficulty === undefined ? '' : `d${difficulty}-`}${selection}-${profile}`;
  games.push({
    label,
    options: {
      players,
      seed: `compat-${MADE_BY}-${i}`,
      spells: spellsOption(selection),
      rules: rulesOption(profile),
      ...(players > 1 && i % 3 === 0 ? { firstPlayer: i % players } : {}),
      ...(difficulty === undefined ? {} : { solo: { difficulty } }),
    },
    style: i % 2 === 0 ? 'learner' : 'caster',
    policySeed: 1000 + i,
    partial: i % 2 === 1,
    rulesForm,
  });
}

// Rigged starts: spells already learned (the rarer steps: Transmutation's learn, Storm's
// altar clearing, Communion L5's stores, Time Travel's raise, Focus's mode, Blaze in solo).
const spell = (id: SpellId, level: 3 | 4 | 5, card: string, day?: number): NonNullable<RiggedSetup['learned']>[number][number] =>
  ({ spell: id, level, card: card as never, ...(day === undefined ? {} : { day }) });
const RIGGED: readonly { readonly label: string; readonly options: Omit<RiggedOptions, 'seed'>; readonly partial: boolean }[] = [
  {
    label: '2p-set1-printed-rigged', partial: true,
    options: {
      players: 2, spells: 'set1', rules: 'printed', firstPlayer: 0,
      setup: {
        learned: [[spell('transmutation', 5, 'blue-circle'), spell('time-travel', 4, 'white-square'), spell('offering', 3, 'black-triangle')], [spell('transmutation', 4, 'blue-triangle'), spell('sacrifice', 3, 'red-circle')]],
        pools: [['yellow-circle', 'yellow-triangle', 'green-square', 'purple-circle'], ['black-square', 'black-circle', 'red-triangle']],
      },
    },
  },
  {
    label: '3p-set2-digital-rigged', partial: false,
    options: {
      players: 3, spells: 'set2', rules: 'digital',
      setup: {
        learned: [[spell('storm', 5, 'white-circle')], [spell('focus', 4, 'black-triangle'), spell('storm', 4, 'white-square')], [spell('swiftness', 4, 'blue-square'), spell('knowledge', 3, 'yellow-circle')]],
        altar: ['red-circle', 'red-square', 'green-circle', 'purple-triangle', 'yellow-square', 'blue-circle'],
      },
    },
  },
  {
    label: '2p-set3-printed-rigged', partial: true,
    options: {
      players: 2, spells: 'set3', rules: 'printed',
      setup: {
        learned: [[spell('communion', 5, 'yellow-square'), spell('clone', 4, 'white-circle')], [spell('communion', 5, 'yellow-circle'), spell('blaze', 3, 'red-square')]],
        pools: [['green-circle', 'green-triangle', 'purple-square', 'blue-square', 'black-circle'], ['red-circle', 'red-triangle', 'white-triangle', 'blue-triangle']],
      },
    },
  },
  {
    label: '2p-set3-digital-rigged', partial: false,
    options: {
      players: 2, spells: 'set3', rules: 'digital', firstPlayer: 1,
      setup: {
        learned: [[spell('communion', 5, 'yellow-triangle'), spell('growth', 5, 'green-square')], [spell('communion', 5, 'yellow-circle'), spell('mirage', 4, 'blue-circle')]],
        pools: [['red-circle', 'red-square', 'purple-triangle', 'white-square'], ['black-triangle', 'black-square', 'green-circle', 'white-circle', 'purple-circle']],
      },
    },
  },
  {
    label: '1p-d1-set3-printed-rigged', partial: true,
    options: {
      players: 1, spells: 'set3', rules: 'printed', solo: { difficulty: 1 },
      setup: {
        learned: [[spell('blaze', 4, 'red-triangle'), spell('communion', 5, 'yellow-square'), spell('divination', 4, 'purple-circle')]],
        opponent: { track: ['green-circle', 'black-square'] },
        day: 3,
      },
    },
  },
  {
    label: '1p-d3-set1-digital-rigged', partial: false,
    options: {
      players: 1, spells: 'set1', rules: 'digital', solo: { difficulty: 3 },
      setup: {
        learned: [[spell('time-travel', 5, 'white-triangle'), spell('transmutation', 5, 'blue-square'), spell('levitation', 4, 'purple-square')]],
        pools: [['red-circle', 'red-square', 'green-triangle', 'yellow-circle']],
      },
    },
  },
  {
    label: '4p-set2-mixC-rigged', partial: true,
    options: {
      players: 4, spells: 'set2', rules: { ...MIXES.mixC }, firstPlayer: 2,
      setup: {
        learned: [[spell('storm', 5, 'white-triangle')], [spell('storm', 4, 'white-circle'), spell('focus', 3, 'black-circle')], [spell('focus', 5, 'black-square')], [spell('eruption', 4, 'red-circle'), spell('cure', 4, 'green-circle')]],
        nextDraws: ['blue-circle', 'blue-square', 'yellow-triangle'],
      },
    },
  },
  {
    label: '3p-listA-mixD-rigged', partial: false,
    options: {
      players: 3, spells: [...(LISTS['listA'] as readonly SpellId[])], rules: { ...MIXES.mixD },
      setup: {
        learned: [[spell('transmutation', 4, 'blue-triangle'), spell('storm', 5, 'white-circle')], [spell('communion', 5, 'yellow-square'), spell('focus', 4, 'black-triangle')], [spell('blaze', 5, 'red-circle'), spell('growth', 4, 'green-triangle')]],
      },
    },
  },
  {
    label: '2p-listA-mixA-rigged', partial: true,
    options: {
      players: 2, spells: [...(LISTS['listA'] as readonly SpellId[])], rules: { ...MIXES.mixA },
      setup: {
        learned: [[spell('storm', 4, 'white-square'), spell('transmutation', 5, 'blue-circle')], [spell('communion', 5, 'yellow-circle'), spell('divination', 5, 'purple-triangle')]],
        pools: [['red-square', 'green-square', 'green-circle', 'black-circle'], ['purple-circle', 'purple-square', 'red-triangle']],
        day: 2, active: 1, phase: 'morning',
      },
    },
  },
  {
    label: '1p-d0-listD-mixE-rigged', partial: false,
    options: {
      players: 1, spells: [...(LISTS['listD'] as readonly SpellId[])], rules: { ...MIXES.mixE }, solo: { difficulty: 0 },
      setup: {
        learned: [[spell('blaze', 5, 'red-square'), spell('storm', 5, 'white-triangle'), spell('communion', 5, 'yellow-triangle')]],
        opponent: { track: ['purple-circle'], lower: ['black-circle'] },
      },
    },
  },
  {
    label: '4p-set1-digital-rigged', partial: true,
    options: {
      players: 4, spells: 'set1', rules: 'digital',
      setup: {
        learned: [[spell('time-travel', 5, 'white-circle'), spell('abundance', 3, 'yellow-circle')], [spell('transmutation', 5, 'blue-triangle')], [spell('time-travel', 3, 'white-square'), spell('purification', 4, 'green-triangle')], [spell('transmutation', 4, 'blue-square')]],
      },
    },
  },
  {
    label: '3p-set2-printed-rigged', partial: true,
    options: {
      players: 3, spells: 'set2', rules: 'printed', firstPlayer: 1,
      setup: {
        learned: [[spell('focus', 5, 'black-circle'), spell('storm', 5, 'white-square')], [spell('focus', 4, 'black-triangle')], [spell('storm', 4, 'white-circle'), spell('sharing', 4, 'purple-circle')]],
        discard: ['green-square', 'yellow-square'],
      },
    },
  },
  {
    label: '2p-set2-printed-rigged-swiftness', partial: false,
    options: {
      players: 2, spells: 'set2', rules: 'printed',
      setup: {
        learned: [[spell('swiftness', 5, 'blue-circle'), spell('eruption', 3, 'red-triangle')], [spell('swiftness', 5, 'blue-triangle'), spell('cure', 4, 'green-square')]],
      },
    },
  },
  {
    label: '3p-listC-digital-rigged-swiftness', partial: true,
    options: {
      players: 3, spells: [...(LISTS['listC'] as readonly SpellId[])], rules: 'digital', firstPlayer: 2,
      setup: {
        learned: [[spell('swiftness', 5, 'blue-square'), spell('levitation', 4, 'purple-circle')], [spell('time-travel', 4, 'white-circle'), spell('offering', 3, 'black-square')], [spell('swiftness', 5, 'blue-circle')]],
      },
    },
  },
  {
    label: '1p-d2-set2-mixF-rigged-swiftness', partial: true,
    options: {
      players: 1, spells: 'set2', rules: { ...MIXES.mixF }, solo: { difficulty: 2 },
      setup: {
        learned: [[spell('swiftness', 5, 'blue-triangle'), spell('storm', 5, 'white-square'), spell('focus', 4, 'black-circle')]],
      },
    },
  },
];
RIGGED.forEach(({ label, options, partial }, i) => {
  games.push({
    label,
    options: { ...options, seed: `compat-${MADE_BY}-rigged-${i}` },
    style: 'caster',
    policySeed: 5000 + i,
    partial,
    rulesForm: i === 0 ? 'object' : i === 2 ? 'absent' : 'as-written',
  });
});

// ---------------------------------------------------------------------------------------------
// Choosing positions.

const isEffect = (s: GameState): boolean => s.pending.length > 0;
function stepKind(s: GameState): string {
  const d = currentDecision(s);
  if (d.kind !== 'effect') throw new Error(`pending steps but a ${d.kind} decision`);
  return d.step.step;
}
// One action per phase (rules §4): outside an effect, a game waits at the start of a phase,
// except after the first of Swiftness L5's two Morning actions (phaseActions 1): mid-phase.
const open = (s: GameState): boolean => !isEffect(s) && s.phase !== 'ended';
const phaseStart = (s: GameState): boolean => open(s) && s.phaseActions === 0;
const midPhase = (s: GameState): boolean => open(s) && s.phaseActions > 0;

/** How many saves inside an effect wait at each step kind so far (the rarer kinds are chosen first). */
const kindCount = new Map<string, number>();

function pickFrom(candidates: readonly number[], rand: () => number): number | undefined {
  return candidates.length === 0 ? undefined : candidates[Math.floor(rand() * candidates.length)];
}

/** An effect position of the game at the rarest kind so far, or undefined. */
function effectPosition(g: Played, rand: () => number, avoid: ReadonlySet<number>): number | undefined {
  const byKind = new Map<string, number[]>();
  for (let i = 1; i < g.states.length; i++) {
    if (avoid.has(i) || !isEffect(g.states[i] as GameState)) continue;
    const kind = stepKind(g.states[i] as GameState);
    byKind.set(kind, [...(byKind.get(kind) ?? []), i]);
  }
  if (byKind.size === 0) return undefined;
  const kinds = [...byKind.keys()].sort();
  const least = Math.min(...kinds.map((k) => kindCount.get(k) ?? 0));
  const rarest = kinds.filter((k) => (kindCount.get(k) ?? 0) === least);
  const kind = rarest[Math.floor(rand() * rarest.length)] as string;
  return pickFrom(byKind.get(kind) as number[], rand);
}

// ---------------------------------------------------------------------------------------------
// Writing the entries.

function withRulesForm(record: GameRecord, form: RulesForm): GameRecord {
  if (form === 'as-written') return record;
  const rules = record.options.rules;
  if (typeof rules !== 'string') throw new Error(`a ${form} rules form for a record whose rules are already an object`);
  if (form === 'absent' && rules !== 'printed') throw new Error('only a printed record may leave its rules out');
  const options = Object.fromEntries(
    Object.entries(record.options).flatMap(([k, v]) => (k !== 'rules' ? [[k, v]] : form === 'absent' ? [] : [[k, { ...RULE_PRESETS[rules] }]])),
  ) as unknown as GameRecord['options'];
  return { ...record, options };
}

const recordEntries: RecordEntry[] = [];
const saveEntries: SaveEntry[] = [];
const saveCategories = new Map<string, number>();
const count = (map: Map<string, number>, key: string): void => {
  map.set(key, (map.get(key) ?? 0) + 1);
};

let saveIndex = 0;
games.forEach((game, gi) => {
  const g = play(game.options, game.style, game.policySeed);
  const rand = mulberry32(9000 + gi);
  const n = g.actions.length;
  const finalHash = stateHash(g.states[n] as GameState);

  // The record: the whole game, or its start up to a cut (inside an effect two times in three).
  let cut = n;
  if (game.partial) {
    const lo = Math.floor(n * 0.25);
    const hi = Math.floor(n * 0.85);
    const inRange = (i: number): boolean => i >= lo && i <= hi;
    const effects = g.states.map((_, i) => i).filter((i) => inRange(i) && isEffect(g.states[i] as GameState));
    const any = g.states.map((_, i) => i).filter(inRange);
    cut = (gi % 3 !== 0 ? pickFrom(effects, rand) : undefined) ?? (pickFrom(any, rand) as number);
  }
  const record = withRulesForm(recordOf(game.options, g.start, g.actions.slice(0, cut)), game.rulesForm);
  const continuation = plain(g.actions.slice(cut));
  const at = cut === n ? 'complete' : isEffect(g.states[cut] as GameState) ? `partial-in-${stepKind(g.states[cut] as GameState)}` : 'partial';
  const rulesTag = game.rulesForm === 'absent' ? '-norules' : game.rulesForm === 'object' ? '-object' : '';
  const r = recordFinal(record, continuation);
  if (r.final.stateHash !== finalHash) throw new Error(`${game.label}: the record does not replay to the game's end`);
  if (game.rulesForm === 'absent' && Object.hasOwn(record.options, 'rules')) throw new Error('rules left in');
  recordEntries.push({
    name: `r${String(recordEntries.length + 1).padStart(2, '0')}-${game.label}${rulesTag}-${at}`,
    record,
    continuation,
    final: r.final,
  });

  // The saves: one inside an effect (at the rarest step kind so far), then by rotation a phase
  // start, a position in mid-phase, another effect, the game's start or its end.
  const chosen = new Set<number>();
  const wanted: ('effect' | 'phase-start' | 'mid-phase' | 'start' | 'ended')[] = ['effect'];
  const rotation = ['phase-start', 'mid-phase', 'effect', 'phase-start', 'mid-phase', 'ended', 'effect', 'start'] as const;
  wanted.push(rotation[gi % rotation.length] as (typeof rotation)[number]);
  if (gi % 2 === 1) wanted.push(rotation[(gi + 3) % rotation.length] as (typeof rotation)[number]);
  // Mid-phase positions are rare (Swiftness L5 only): every game that has them gives two.
  if (g.states.some(midPhase)) wanted.push(...(['mid-phase', 'mid-phase'] as const).slice(wanted.filter((w) => w === 'mid-phase').length));
  for (const want of wanted) {
    let i: number | undefined;
    const all = g.states.map((_, k) => k).filter((k) => !chosen.has(k));
    if (want === 'effect') i = effectPosition(g, rand, chosen);
    else if (want === 'phase-start') i = pickFrom(all.filter((k) => k > 0 && phaseStart(g.states[k] as GameState)), rand);
    else if (want === 'mid-phase') i = pickFrom(all.filter((k) => midPhase(g.states[k] as GameState)), rand);
    else if (want === 'start') i = chosen.has(0) ? undefined : 0;
    else i = n;
    if (i === undefined) continue;
    chosen.add(i);
    const state = g.states[i] as GameState;
    const save = serialize(state);
    const actions = plain(g.actions.slice(i));
    const loaded = deserialize(save);
    if (canonicalJson(loaded) !== canonicalJson(state)) throw new Error(`${game.label}@${i}: the save does not load back to the same state`);
    const s = saveFinal(save, actions);
    if (s.final.stateHash !== finalHash) throw new Error(`${game.label}@${i}: the save does not play to the game's end`);
    const category = isEffect(state) ? 'effect' : state.phase === 'ended' ? 'ended' : i === 0 ? 'start' : phaseStart(state) ? 'phase-start' : 'mid-phase';
    const detail = category === 'effect' ? `-${stepKind(state)}` : category === 'phase-start' || category === 'mid-phase' ? `-${state.phase}` : '';
    if (isEffect(state)) count(kindCount, stepKind(state));
    count(saveCategories, category);
    saveEntries.push({ name: `s${String(++saveIndex).padStart(3, '0')}-${game.label}-${category}${detail}`, save, actions, final: s.final });
  }
});

// ---------------------------------------------------------------------------------------------
// Checks of the whole, then the files: one entry a line.

const unique = (names: readonly string[]): boolean => new Set(names).size === names.length;
if (!unique(recordEntries.map((e) => e.name)) || !unique(saveEntries.map((e) => e.name))) throw new Error('names are not unique');
if (recordEntries.length < 45 || saveEntries.length < 110) throw new Error(`too few entries: ${recordEntries.length} records, ${saveEntries.length} saves`);
const effectSaves = [...kindCount.values()].reduce((a, b) => a + b, 0);
if (effectSaves < 35) throw new Error(`only ${effectSaves} saves inside an effect`);

function file(entries: readonly object[]): string {
  return `{"madeBy":${JSON.stringify(MADE_BY)},"entries":[\n${entries.map((e) => JSON.stringify(e)).join(',\n')}\n]}\n`;
}
const recordsText = file(recordEntries);
const savesText = file(saveEntries);
for (const [text, entries] of [[recordsText, recordEntries], [savesText, saveEntries]] as const) {
  if (JSON.stringify(JSON.parse(text)) !== JSON.stringify({ madeBy: MADE_BY, entries })) throw new Error('a file does not parse back to its entries');
}
mkdirSync(OUT, { recursive: true });
writeFileSync(RECORDS_FILE, recordsText, { flag: 'wx' });
writeFileSync(SAVES_FILE, savesText, { flag: 'wx' });

// The report.
const tally = (values: readonly string[]): string => {
  const m = new Map<string, number>();
  for (const v of values) count(m, v);
  return [...m].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v}`).join(', ');
};
const rulesName = (r: RiggedOptions['rules'] | undefined): string =>
  r === undefined ? 'printed' : typeof r === 'string' ? r : (presetOf(r) ?? (Object.entries(MIXES).find(([, m]) => canonicalJson(m) === canonicalJson(r))?.[0] ?? 'other'));
console.log(`records: ${recordEntries.length} (${Buffer.byteLength(recordsText)} bytes)`);
console.log(`  players: ${tally(recordEntries.map((e) => `${e.record.options.players}p`))}`);
console.log(`  solo difficulty: ${tally(recordEntries.filter((e) => e.record.options.players === 1).map((e) => `d${e.record.options.solo?.difficulty ?? 0}`))}`);
console.log(`  spells: ${tally(recordEntries.map((e) => (typeof e.record.options.spells === 'string' ? e.record.options.spells : 'list')))}`);
console.log(`  profiles: ${tally(recordEntries.map((e) => rulesName(e.record.options.rules)))}`);
console.log(`  rules written as: ${tally(recordEntries.map((e) => (!Object.hasOwn(e.record.options, 'rules') ? 'absent' : typeof e.record.options.rules === 'string' ? 'preset name' : 'object')))}`);
console.log(`  complete/partial: ${tally(recordEntries.map((e) => (e.continuation.length === 0 ? 'complete' : 'partial')))}`);
console.log(`  partial inside an effect: ${recordEntries.filter((e) => e.name.includes('-partial-in-')).length}`);
console.log(`  rigged: ${recordEntries.filter((e) => e.record.options.setup != null).length}`);
console.log(`saves: ${saveEntries.length} (${Buffer.byteLength(savesText)} bytes)`);
console.log(`  categories: ${[...saveCategories].map(([k, v]) => `${k}: ${v}`).join(', ')}`);
console.log(`  inside an effect, by step kind: ${[...kindCount].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v}`).join(', ')}`);
console.log(`  players: ${tally(saveEntries.map((e) => `${(JSON.parse(e.save) as { state: GameState }).state.players.length}p`))}`);
console.log(`  profiles: ${tally(saveEntries.map((e) => rulesName((JSON.parse(e.save) as { state: GameState }).state.rules)))}`);
console.log(`steps: ${recordEntries.reduce((a, e) => a + e.final.steps, 0)} (records), ${saveEntries.reduce((a, e) => a + e.final.steps, 0)} (saves)`);
