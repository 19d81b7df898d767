// Mutated saves: serialize positions of random games (mid-phase, mid-effect, solo, ended), change
// the JSON (token moves, numbers, deletions, type swaps, huge values, pending frames, the
// envelope) or the text, and load. A save is refused with a LoadError, or it loads into a state
// that passes the invariants, where someone can act, and that plays to the end.
import {
  BUILTIN_SPELL_IDS, LoadError, MATERIA_KINDS, PHASES, applyAction, createRiggedGame, deserialize, legalActions, serialize,
  type Action, type GameState,
} from '../../src/index.js';
import type { Picker } from '../../src/testing/index.js';
import { ODD_VALUES } from './actions.js';
import { describeThrown, type Tally } from './breaks.js';
import { invariantProblem, picker, playThrough } from './games.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = Json[] | { [key: string]: Json };

/** Saves to mutate, and the pending frames seen in them (grafted into other saves). */
interface Corpus {
  readonly saves: string[];
  readonly frames: Json[];
  /** The steps of those frames (pushed at the head of other frames). */
  readonly steps: Json[];
}

/** Saves of game `n`: the start, a third of the positions inside an effect, a few others, and the end. */
function collect(seed: string, n: number, corpus: Corpus): void {
  const pk = picker(seed, 'corpus', n);
  const { end } = playThrough(seed, n, ({ state }) => {
    const inEffect = state.pending.length > 0;
    if (state.step === 0 || pk.int(inEffect ? 2 : 40) === 0) {
      const text = serialize(state);
      corpus.saves.push(text);
      if (inEffect) {
        const pending = (JSON.parse(text) as { state: { pending: { steps: Json[] }[] } }).state.pending;
        corpus.frames.push(...pending);
        for (const frame of pending) corpus.steps.push(...frame.steps);
      }
    }
  });
  corpus.saves.push(serialize(end));
}

function isNode(v: Json | undefined): v is Node {
  return typeof v === 'object' && v !== null;
}

/** Every (container, key) in a JSON tree, for picking a place to mutate. */
function places(root: Node, out: [Node, string | number][] = []): [Node, string | number][] {
  if (Array.isArray(root)) {
    root.forEach((v, i) => {
      out.push([root, i]);
      if (isNode(v)) places(v, out);
    });
  } else {
    for (const k of Object.keys(root)) {
      out.push([root, k]);
      const v = root[k];
      if (isNode(v)) places(v, out);
    }
  }
  return out;
}

function get(node: Node, key: string | number): Json | undefined {
  return (node as Record<string | number, Json>)[key];
}
function set(node: Node, key: string | number, value: Json): void {
  (node as Record<string | number, Json>)[key] = value;
}

const STEP_NAMES = ['take', 'store', 'discard', 'mode', 'raise', 'learn', 'learn-discards', 'swap-altar', 'swap-familiar', 'phase-action', 'take-store', 'opponent-place', 'clear-altar', 'draw', 'reveal', 'close-day'];
const STRINGS: readonly string[] = [...MATERIA_KINDS, ...BUILTIN_SPELL_IDS, ...PHASES, ...STEP_NAMES, 'ended', 'red', 'circle', 'copy', 'extra'];

/** Moves one token between two places (counts or lists of kinds): the census stays 105. */
function moveToken(state: { [key: string]: Json }, pk: Picker): boolean {
  const places: Node[] = [];
  for (const k of ['pouch', 'altar', 'discard', 'pouchTop']) if (isNode(state[k])) places.push(state[k] as Node);
  const players = state.players;
  if (Array.isArray(players)) {
    for (const p of players) {
      if (!isNode(p) || Array.isArray(p)) continue;
      for (const k of ['pool', 'familiar']) if (isNode(p[k])) places.push(p[k] as Node);
    }
  }
  const opp = state.opponent;
  if (isNode(opp) && !Array.isArray(opp)) for (const k of ['lower', 'track']) if (isNode(opp[k])) places.push(opp[k] as Node);
  const isCounts = (n: Node): boolean => Array.isArray(n) && n.length === MATERIA_KINDS.length && n.every((x) => typeof x === 'number');
  const from = pk.pick(places);
  const to = pk.pick(places);
  if (!Array.isArray(from) || !Array.isArray(to)) return false;
  let kind: number;
  if (isCounts(from)) {
    const have = from.flatMap((x, i) => ((x as number) > 0 ? [i] : []));
    if (have.length === 0) return false;
    kind = pk.pick(have);
    from[kind] = (from[kind] as number) - 1;
  } else {
    if (from.length === 0) return false;
    const i = pk.int(from.length);
    kind = MATERIA_KINDS.indexOf(from[i] as (typeof MATERIA_KINDS)[number]);
    if (kind < 0) return false;
    from.splice(i, 1);
  }
  if (isCounts(to)) to[kind] = (to[kind] as number) + 1;
  else to.splice(pk.int(to.length + 1), 0, MATERIA_KINDS[kind] as string);
  return true;
}

/** One mutation of a parsed save; returns its name. */
function mutate(save: { [key: string]: Json }, corpus: Corpus, pk: Picker): string {
  const state = save.state;
  if (!isNode(state) || Array.isArray(state)) {
    save.state = pk.pick([null, [], {}, 'x']);
    return 'state';
  }
  const all = places(state);
  const [node, key] = pk.pick(all);
  const value = get(node, key);
  const roll = pk.int(20);
  if (roll < 4 && moveToken(state, pk)) return 'token move';
  if (roll < 7) {
    const numbers = all.filter(([n, k]) => typeof get(n, k) === 'number');
    if (numbers.length === 0) return 'none';
    const [n, k] = pk.pick(numbers);
    const v = get(n, k) as number;
    set(n, k, pk.pick([v + 1, v - 1, v * 2 + 1, 0, 9, 10, 14, 15, 17, 18, 21, 105, 2 ** 32 - 1, -1]));
    return 'number';
  }
  if (roll < 9) {
    if (Array.isArray(node)) node.splice(key as number, 1);
    else delete node[key as string];
    return 'deletion';
  }
  if (roll < 12) {
    // A copy: the shared value, placed twice, could be grafted into itself by a later mutation.
    set(node, key, structuredClone(pk.pick(ODD_VALUES)) as Json);
    return 'type swap';
  }
  if (roll < 13) {
    set(node, key, pk.pick<Json>(['x'.repeat(100_000), 1e308, 2 ** 53 + 2, new Array(10_000).fill(0), new Array(10_000).fill('red-circle')]));
    return 'huge value';
  }
  if (roll < 14) {
    if (Array.isArray(node)) node.splice(key as number, 0, JSON.parse(JSON.stringify(value ?? null)) as Json);
    // Keys that are no identifiers too: a LoadError path quotes them (`$.state.rules["a.b"]`).
    else node[pk.pick(['extra', 'constructor', 'toString', 'hasOwnProperty', 'a.b', 'x[0]', 'odd "key"', '', '0'])] = JSON.parse(JSON.stringify(value ?? null)) as Json;
    return 'duplicate or extra key';
  }
  if (roll < 15) {
    const strings = all.filter(([n, k]) => typeof get(n, k) === 'string');
    if (strings.length === 0) return 'none';
    const [n, k] = pk.pick(strings);
    const v = get(n, k) as string;
    set(n, k, pk.pick([pk.pick(STRINGS), v.toUpperCase(), `${v}-x`, '']));
    return 'string';
  }
  if (roll < 18) {
    // Pending frames: a frame seen in another save grafted here, its actor or taker changed, dropped, doubled.
    const frames = Array.isArray(state.pending) ? state.pending : [];
    const r = pk.int(6);
    const inner = frames.at(-1);
    if (r === 5 && isNode(inner) && !Array.isArray(inner) && Array.isArray(inner.steps) && corpus.steps.length > 0) {
      const step = JSON.parse(JSON.stringify(pk.pick(corpus.steps))) as Json;
      if (isNode(step) && !Array.isArray(step) && 'taker' in step) step.taker = pk.int(Array.isArray(state.players) ? state.players.length : 2);
      inner.steps.unshift(step);
      return 'pending: a step pushed at the head';
    }
    if (r === 0 && corpus.frames.length > 0) state.pending = [JSON.parse(JSON.stringify(pk.pick(corpus.frames))) as Json];
    else if (r === 1 && corpus.frames.length > 0) state.pending = [...frames, JSON.parse(JSON.stringify(pk.pick(corpus.frames))) as Json];
    else if (r === 2) state.pending = [];
    else if (r === 3 && frames.length > 0) state.pending = [...frames, JSON.parse(JSON.stringify(frames[0])) as Json];
    else {
      const seats = Array.isArray(state.players) ? state.players.length : 2;
      for (const [n, k] of places(state).filter(([, k]) => k === 'actor' || k === 'taker' || k === 'active' || k === 'firstPlayer')) {
        if (pk.int(2) === 0) set(n, k, pk.int(seats + 1));
      }
    }
    return 'pending';
  }
  if (roll < 19) {
    const r = pk.int(4);
    if (r === 0) state.endTrigger = pk.pick<Json>([null, { player: pk.int(4), day: pk.int(30), reason: pk.pick(['spells', 'familiar', 'pouch']) }]);
    else if (r === 1) state.rng = pk.pick<Json>([[0, 0, 0, 0], [1, 2, 3], [1, 2, 3, 4, 5], [2 ** 32, 0, 0, 0], [-1, 0, 0, 0], [0.5, 1, 2, 3]]);
    else if (r === 2) state.seed = pk.pick(['x', 'sfc32:', 'xsfc32:a', 'mulberry:1', '', 'sfc32:'.padEnd(100_000, 'z')]);
    else state.day = pk.pick([0, 1, 99, -1, 1.5]);
    return 'turn, end, generator';
  }
  const r = pk.int(4);
  if (r === 0) save.schemaVersion = pk.pick<Json>([0, 2, 4, -1, 1.5, '3', null]);
  else if (r === 1) save.format = pk.pick<Json>(['', 'spellbook-engine/record', null]);
  else if (r === 2) save.engineVersion = pk.pick<Json>(['', '99.0.0', 7, null]);
  else save.extra = 1;
  return 'envelope';
}

/** Changes to the text itself: truncation, raw `__proto__` keys, numbers JSON.parse turns into Infinity, a duplicate key. */
function mutateText(text: string, pk: Picker): string {
  switch (pk.int(6)) {
    case 0: return text.slice(0, pk.int(text.length));
    case 1: return text.replace('"state":{', '"state":{"__proto__":{"polluted":true},');
    case 2: return text.replace('"pool":[', '"pool":["__proto__",');
    case 3: return text.replace(/"step":\d+/, '"step":1e400');
    case 4: return text.replace('"phase":', '"phase":"ended","phase":');
    default: return `${' '.repeat(pk.int(1000))}${text}\n`;
  }
}

/**
 * True when a LoadError's path parses as a JSON path (`$`, then `.name` for an identifier,
 * `[index]`, `["any key"]` quoted as JSON) and every step of it but the last exists in the input.
 */
export function pathResolves(root: unknown, path: string): boolean {
  if (!path.startsWith('$')) return false;
  const tokens: (string | number)[] = [];
  const re = /\.([A-Za-z_$][\w$]*)(?![\w$])|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/gy;
  re.lastIndex = 1;
  while (re.lastIndex < path.length) {
    const m = re.exec(path);
    if (m === null) return false; // not a JSON path: a key written raw
    tokens.push(m[1] ?? (m[2] === undefined ? JSON.parse(`"${m[3] ?? ''}"`) as string : Number(m[2])));
  }
  let node: unknown = root;
  for (const t of tokens.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string | number, unknown>)[t];
  }
  return tokens.length === 0 || (typeof node === 'object' && node !== null);
}

/**
 * Plays an accepted state to its end with a seeded uniform policy: someone must be able to act at
 * every position, every listed action must be accepted, and every state must pass the invariants.
 */
function playOut(tally: Tally, state: GameState, pk: Picker, where: string, input: string, maxSteps = 3_000): void {
  let s = state;
  for (let i = 0; i < maxSteps && s.phase !== 'ended'; i++) {
    let legal: Action[];
    try {
      legal = legalActions(s);
    } catch (e) {
      tally.report('save-playout', where, input, `legalActions threw at step ${s.step}: ${describeThrown(e)}`);
      return;
    }
    if (legal.length === 0) {
      tally.report('deadlocked-save', where, input, `not over, and nobody can act at step ${s.step} (${i} steps after loading)`, i === 0 ? 'at load' : 'in the playout');
      return;
    }
    const action = pk.pick(legal);
    let r;
    try {
      r = applyAction(s, action);
    } catch (e) {
      tally.report('save-playout', where, input, `applyAction threw at step ${s.step} on ${JSON.stringify(action)}: ${describeThrown(e)}`);
      return;
    }
    if (!r.ok) {
      tally.report('save-playout', where, input, `the listed ${JSON.stringify(action)} was refused at step ${s.step}: ${r.error.code}`);
      return;
    }
    tally.figures.playoutSteps++;
    s = r.state;
    const problem = invariantProblem(s, false);
    if (problem !== undefined) {
      tally.report('save-invariant', where, input, `after ${i + 1} steps of the playout: ${problem}`);
      return;
    }
  }
  const problem = invariantProblem(s);
  if (problem !== undefined) tally.report('save-invariant', where, input, `at the end of the playout: ${problem}`);
}

/** Settings of the save campaign. */
export interface SaveFuzzSettings {
  /** Mutated saves to load. */
  readonly saves: number;
  /** Games whose positions make the corpus, per refresh; default 8 (every mode under both presets). */
  readonly corpusGames?: number;
  /** Mutated saves per corpus; default 400. */
  readonly perCorpus?: number;
  /** The first game's number; default 0. */
  readonly firstGame?: number;
}

/** Loads mutated saves and judges each (see the file's comment). Returns the next game number not used. */
export function fuzzSaves(tally: Tally, settings: SaveFuzzSettings): number {
  const f = tally.figures;
  const corpusGames = settings.corpusGames ?? 8;
  const perCorpus = settings.perCorpus ?? 400;
  const stopAt = f.saves + settings.saves;
  let game = settings.firstGame ?? 0;
  while (f.saves < stopAt) {
    const corpus: Corpus = { saves: [], frames: [], steps: [] };
    for (let g = 0; g < corpusGames; g++) collect(tally.seed, game++, corpus);
    for (let i = 0; i < perCorpus && f.saves < stopAt; i++) {
      const n = f.saves++;
      const pk = picker(tally.seed, 'saves', n);
      const original = pk.pick(corpus.saves);
      const parsed = JSON.parse(original) as { [key: string]: Json };
      const done: string[] = [];
      let text: string;
      if (pk.int(10) === 0) {
        text = mutateText(original, pk);
        done.push('text');
      } else {
        // Mostly one mutation: a save one change away from a real one is the likeliest to load.
        for (let m = pk.pick([1, 1, 1, 1, 2, 2, 3]); m > 0; m--) done.push(mutate(parsed, corpus, pk));
        text = JSON.stringify(parsed);
      }
      const where = `mutated save ${n} (${done.join(', ')}) of the corpus of games ${game - corpusGames} to ${game - 1}`;
      let state: GameState;
      try {
        state = deserialize(text);
      } catch (e) {
        if (!(e instanceof LoadError)) tally.report('save-untyped-throw', where, text, describeThrown(e));
        else {
          let root: unknown;
          try {
            root = JSON.parse(text);
          } catch {
            root = undefined;
          }
          if (root !== undefined && !pathResolves(root, e.path)) tally.report('save-untyped-throw', where, text, `LoadError ${e.code} at ${e.path}: the path is not in the input`);
        }
        continue;
      } finally {
        if (Object.keys(Object.prototype).length > 0) {
          tally.report('save-untyped-throw', where, text, `Object.prototype polluted: ${Object.keys(Object.prototype).join(', ')}`);
          for (const k of Object.keys(Object.prototype)) delete (Object.prototype as Record<string, unknown>)[k];
        }
      }
      f.savesAccepted++;
      const problem = invariantProblem(state);
      if (problem !== undefined) {
        tally.report('save-invariant', where, text, `accepted: ${problem}`);
        continue;
      }
      playOut(tally, state, pk, where, text);
    }
  }
  return game;
}

/**
 * A save holding one effect of `n` steps (takes from an altar of 2, so all but 2 end in the first
 * action): refused, or its first action takes at most `limitMs`. Reports the time either way.
 */
export function longPendingFrame(tally: Tally, n: number, limitMs: number): { accepted: boolean; ms: number } {
  const base = createRiggedGame({ players: 2, seed: `${tally.seed}:long-frame`, spells: 'set1', firstPlayer: 0, setup: { altar: ['red-circle', 'blue-circle'], pools: [[], []] } });
  const save = JSON.parse(serialize(base)) as { state: { pending: Json[] } };
  save.state.pending = [{ actor: 0, spell: 'sacrifice', level: 3, card: null, phaseAction: true, steps: Array.from({ length: n }, () => ({ step: 'take', count: 1, taker: 0 })) }];
  const text = JSON.stringify(save);
  const where = `a save with one pending effect of ${n} take steps (${(text.length / 1e6).toFixed(2)} MB)`;
  const input = `createRiggedGame({ players: 2, seed: ${JSON.stringify(`${tally.seed}:long-frame`)}, spells: 'set1', firstPlayer: 0, setup: { altar: ['red-circle', 'blue-circle'], pools: [[], []] } }), pending = [{ actor: 0, spell: 'sacrifice', level: 3, card: null, phaseAction: true, steps: ${n} × { step: 'take', count: 1, taker: 0 } }]`;
  let state: GameState;
  try {
    state = deserialize(text);
  } catch (e) {
    if (!(e instanceof LoadError)) tally.report('save-untyped-throw', where, input, describeThrown(e));
    return { accepted: false, ms: 0 };
  }
  const legal = legalActions(state);
  const t = performance.now();
  if (legal[0] !== undefined) applyAction(state, legal[0]);
  const ms = performance.now() - t;
  if (ms > limitMs) tally.report('slow-pending-frame', where, input, `the first action took ${ms.toFixed(0)} ms (limit ${limitMs} ms)`);
  return { accepted: true, ms };
}
