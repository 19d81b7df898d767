// Hostile bot requests: messages a client of answerBotRequest (a WebSocket, a job queue) could
// send: non-objects, odd ids, odd bot names, options of every type and size, mutated, huge,
// deep and cyclic states, views with odd seeds, ended games, and well-formed requests at the
// documented maxima (with a small clock budget, so the suite stays quick). Each answer is
// checked: the call never throws and returns within a time bound, a request gets a typed answer
// with its id, and an `ok` answer is a legal action of the request's position.
import { applyAction, createGame, legalActions, playerView, serialize, stateFromView, type Action, type GameState } from '../../src/index.js';
import { BOT_OPTION_LIMITS, BOT_PROTOCOL, answerBotRequest, botAction, botRng, randomBot, type BotRng } from '../../src/bots/index.js';

/** The codes an answer may carry (BotWorkerErrorCode). */
export const ANSWER_CODES: ReadonlySet<string> = new Set(['bad-request', 'unknown-bot', 'game-over', 'bot-failed', 'worker-failed', 'closed']);

/** A request that breaks a rule: what was sent, and what went wrong. */
export interface RequestBreak {
  readonly kind: 'threw' | 'slow' | 'untyped' | 'wrong-id' | 'illegal-action' | 'unanswered' | 'answered-non-request';
  readonly detail: string;
  readonly request: string;
}

export interface RequestFigures {
  requests: number;
  answeredOk: number;
  refused: Record<string, number>;
  ignored: number;
  slowestMs: number;
}

const ODD: readonly unknown[] = [
  null, true, false, 0, -1, -0, 0.5, 1.5, 1e9, 2 ** 53 + 2, 1e308, -1e308, Number.NaN, Infinity, -Infinity, '', '5', 'x'.repeat(100_000),
  [], [1], {}, { a: 1 }, '__proto__', 'constructor',
];

const NAMES: readonly unknown[] = [
  'random', 'greedy', 'search', 'SEARCH', '', ' ', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'n'.repeat(100_000), 7, null, [], {},
];

const OPTION_KEYS = [
  'iterations', 'timeMs', 'depth', 'candidates', 'exploration', 'epsilon', 'expandAfter', 'width', 'scale', 'weights', 'name', 'samples',
  'unknown', '__proto__',
];

function pick<T>(rng: BotRng, list: readonly T[]): T {
  return list[rng.below(list.length)] as T;
}

/** Positions to ask about: starts, mid-games (solo to 4 players), an ended game. */
export function positions(seed: string): { live: GameState[]; ended: GameState[] } {
  const live: GameState[] = [];
  const ended: GameState[] = [];
  for (const players of [1, 2, 3, 4] as const) {
    let state = createGame({ players, seed: `${seed}:${players}` });
    live.push(state);
    for (let i = 0; state.phase !== 'ended' && i < 5_000; i++) {
      const r = applyAction(state, botAction(state, randomBot));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      if (i % 37 === 11) live.push(state);
    }
    ended.push(state);
  }
  return { live, ended };
}

/** Options within the documented maxima, with a clock budget whenever the search could be long. */
function boundedOptions(rng: BotRng, bot: string): Record<string, unknown> {
  const S = BOT_OPTION_LIMITS.search;
  if (bot === 'greedy') return rng.below(2) === 0 ? {} : { samples: 1 + rng.below(BOT_OPTION_LIMITS.greedy.samples), weights: { points: rng.next() * 4 - 2 } };
  if (bot !== 'search') return {};
  if (rng.below(4) === 0) {
    // Every maximum at once: the clock stops it.
    return {
      iterations: S.iterations, depth: S.depth, candidates: S.candidates, width: S.width, expandAfter: S.expandAfter,
      exploration: S.exploration, epsilon: 1, scale: S.scale, timeMs: rng.below(20), name: 'm'.repeat(BOT_OPTION_LIMITS.name),
    };
  }
  return { iterations: 1 + rng.below(20), depth: rng.below(5), candidates: 1 + rng.below(8), epsilon: rng.next(), exploration: rng.next() * 2 };
}

/** A JSON-ish value `depth` levels deep (arrays in arrays). */
function deep(depth: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** A mutation of a position (as its JSON save), or a hostile stand-in for one. */
function hostileState(rng: BotRng, state: GameState): unknown {
  const save = JSON.parse(serialize(state)) as { state: Record<string, unknown> };
  const plain = save.state;
  switch (rng.below(7)) {
    case 0: {
      const keys = Object.keys(plain);
      return { ...plain, [pick(rng, keys)]: pick(rng, ODD) };
    }
    case 1: {
      const cyclic: Record<string, unknown> = { ...plain };
      cyclic['players'] = [cyclic];
      return cyclic;
    }
    case 2:
      return { ...plain, pending: deep(20_000) };
    case 3:
      return { ...plain, discard: Array.from({ length: 100_000 }, () => 'red-circle') };
    case 4:
      return pick(rng, ODD);
    case 5:
      return { ...plain, players: (plain['players'] as unknown[]).map((p) => ({ ...(p as object), pool: pick(rng, ODD) })) };
    default:
      return plain; // as a client sends it: plain JSON of a valid state
  }
}

/** One hostile message (and the position it is about, when it names one). */
export function hostileRequest(rng: BotRng, corpus: { live: GameState[]; ended: GameState[] }): { message: unknown; position: GameState | undefined } {
  const state = pick(rng, corpus.live);
  const bot = rng.below(3) === 0 ? pick(rng, NAMES) : pick(rng, ['random', 'greedy', 'search']);
  const base = (extra: Record<string, unknown>): Record<string, unknown> => ({ protocol: BOT_PROTOCOL, id: rng.below(1000), bot, ...extra });
  const plain = (s: GameState): unknown => JSON.parse(serialize(s)).state as unknown;
  switch (rng.below(9)) {
    case 0:
      return { message: pick(rng, [...ODD, undefined, { protocol: BOT_PROTOCOL }, { protocol: 'other', id: 1 }]), position: undefined };
    case 1:
      return { message: { ...base({ state: plain(state) }), id: pick(rng, [...ODD, undefined]) }, position: state };
    case 2: {
      // Odd option values for known and unknown keys.
      const options: Record<string, unknown> = {};
      for (let i = rng.below(4); i >= 0; i--) options[pick(rng, OPTION_KEYS)] = pick(rng, ODD);
      return { message: base({ state: plain(state), options }), position: state };
    }
    case 3:
      return { message: base({ state: plain(state), options: pick(rng, ODD) }), position: state };
    case 4:
      return { message: base({ state: hostileState(rng, state) }), position: undefined };
    case 5: {
      const seat = rng.below(state.players.length);
      const seed = rng.below(2) === 0 ? state.seed : pick(rng, [...ODD, undefined]);
      const view = rng.below(3) === 0 ? { ...playerView(state, seat), players: pick(rng, ODD) } : playerView(state, seat);
      return { message: base({ view: JSON.parse(JSON.stringify(view)) as unknown, seed }), position: undefined };
    }
    case 6:
      return { message: base({ state: plain(pick(rng, corpus.ended)) }), position: undefined };
    case 7:
      return { message: base({ state: plain(state), view: playerView(state, 0), seed: pick(rng, ODD) }), position: undefined };
    default:
      return { message: base({ state: plain(state), options: boundedOptions(rng, typeof bot === 'string' ? bot : '') }), position: state };
  }
}

/** The legal actions of the position a request asks about, as the worker rebuilds it. */
function legalOf(message: Record<string, unknown>, position: GameState | undefined): readonly Action[] | undefined {
  try {
    if (position !== undefined && message['view'] === undefined) return legalActions(position);
    if (message['view'] !== undefined) {
      return legalActions(stateFromView(message['view'] as never, { seed: (message['seed'] as string | undefined) ?? 'sfc32:from-view' }));
    }
    return legalActions(message['state'] as GameState);
  } catch {
    return undefined;
  }
}

function shortText(message: unknown): string {
  try {
    const text = JSON.stringify(message) ?? String(message);
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return String(typeof message);
  }
}

function isRequest(message: unknown): message is Record<string, unknown> {
  return typeof message === 'object' && message !== null && !Array.isArray(message)
    && (message as Record<string, unknown>)['protocol'] === BOT_PROTOCOL
    && typeof (message as Record<string, unknown>)['id'] === 'number' && !('ok' in message);
}

/** Sends `count` hostile requests and checks every answer; returns what broke and the figures. */
export function fuzzBotRequests(seed: string, count: number, boundMs: number): { breaks: RequestBreak[]; figures: RequestFigures } {
  const corpus = positions(seed);
  const breaks: RequestBreak[] = [];
  const figures: RequestFigures = { requests: 0, answeredOk: 0, refused: {}, ignored: 0, slowestMs: 0 };
  for (let n = 0; n < count; n++) {
    const rng = botRng(`sfc32:${seed}`, n, 'bot-requests');
    const { message, position } = hostileRequest(rng, corpus);
    const report = (kind: RequestBreak['kind'], detail: string): void => void breaks.push({ kind, detail, request: shortText(message) });
    figures.requests++;
    const started = performance.now();
    let answer: ReturnType<typeof answerBotRequest>;
    try {
      answer = answerBotRequest(message);
    } catch (e) {
      report('threw', e instanceof Error ? `${e.name}: ${e.message}` : String(e));
      continue;
    }
    const ms = performance.now() - started;
    figures.slowestMs = Math.max(figures.slowestMs, ms);
    if (ms > boundMs) report('slow', `${Math.round(ms)} ms`);
    if (!isRequest(message)) {
      if (answer !== undefined) report('answered-non-request', shortText(answer));
      figures.ignored++;
      continue;
    }
    if (answer === undefined) {
      report('unanswered', 'no answer to a request of the protocol');
      continue;
    }
    if (answer.protocol !== BOT_PROTOCOL || !Object.is(answer.id, message['id'])) report('wrong-id', shortText(answer));
    if (answer.ok) {
      figures.answeredOk++;
      const legal = legalOf(message, position);
      const chosen = JSON.stringify(answer.action);
      if (legal === undefined || !legal.some((a) => JSON.stringify(a) === chosen)) report('illegal-action', chosen);
    } else {
      const { code, message: text, name } = answer.error;
      figures.refused[code] = (figures.refused[code] ?? 0) + 1;
      if (!ANSWER_CODES.has(code) || typeof text !== 'string' || typeof name !== 'string' || text.length > 2_000) {
        report('untyped', `${code}: ${typeof text === 'string' ? text.slice(0, 200) : String(text)} (${text.length} characters)`);
      }
    }
  }
  return { breaks, figures };
}
