/**
 * The search bot: Monte Carlo tree search over determinized futures, with greedy-guided
 * playouts and the greedy evaluation at the leaves.
 * @module
 */
import { legalActions, scoreGame, scoreOpponent, type Action, type GameState, type PlayerView } from '../index.js';
import { determinize } from './determinize.js';
import { DEFAULT_WEIGHTS, useValue, withDefaults, type EvalWeights, type WeightOverrides } from './evaluate.js';
import { actionValues, after, argmax } from './greedy.js';
import { keyOf } from './action-key.js';
import { memoEvaluate, memoPotential } from './memo.js';
import { forkRng, type BotRng } from './rng.js';
import type { Bot } from './types.js';
import { BotError, refuseUnknownBotOptions } from './errors.js';
import { winChances } from './value.js';

/**
 * Options of {@link searchBot}.
 * @group Bots
 */
export interface SearchOptions {
  /**
   * Playouts per decision (default 150, see {@link DEFAULT_SEARCH}; chosen so that a decision
   * takes well under 50 ms on a 2-core machine). Deterministic: same view, same rng, same choice.
   */
  readonly iterations?: number | undefined;
  /**
   * A wall-clock budget per decision, in milliseconds: the search stops when it runs out (or
   * after `iterations` playouts when both are given). The number of playouts then depends on the
   * machine's speed, so games are no longer replayed exactly: prefer `iterations` for studies.
   */
  readonly timeMs?: number | undefined;
  /** How many decisions a playout plays after the root action before it is evaluated. */
  readonly depth?: number | undefined;
  /** How many root actions, the best by the greedy evaluation, the search considers. */
  readonly candidates?: number | undefined;
  /** The UCT exploration constant (values are in [0, 1]). */
  readonly exploration?: number | undefined;
  /** The chance that a playout decision is uniformly random instead of greedy. */
  readonly epsilon?: number | undefined;
  /**
   * The tree grows below a choice once it has been visited this many times (so the search goes
   * deeper than the root only where the budget allows).
   */
  readonly expandAfter?: number | undefined;
  /** The most actions a greedy playout decision evaluates (a random sample of them when there are more). */
  readonly width?: number | undefined;
  /** Points of evaluation difference that make a leaf worth 73% (the logistic's scale). */
  readonly scale?: number | undefined;
  /** Evaluation weights (missing ones default to {@link DEFAULT_WEIGHTS}). */
  readonly weights?: WeightOverrides | undefined;
  /**
   * How a leaf (a playout's last position) is valued for each player: `lead` (the default), a
   * logistic of their potential lead over the best other player (see `scale`); `learned`, the
   * chance of winning from there by a logistic model fitted to thousands of bot games (the
   * levels' choice; in a solo game, which the model never saw, `lead`).
   */
  readonly value?: 'lead' | 'learned' | undefined;
  /** The bot's name (default `search`); it salts the bot's generator. */
  readonly name?: string | undefined;
}

/**
 * The search bot's defaults: the value of each {@link SearchOptions} field left out.
 * @group Bots
 */
export const DEFAULT_SEARCH: Readonly<Record<Exclude<keyof SearchOptions, 'timeMs' | 'weights' | 'value' | 'name'>, number>> = Object.freeze({
  iterations: 150,
  depth: 8,
  candidates: 6,
  exploration: 0.5,
  epsilon: 0.1,
  width: 10,
  expandAfter: 10,
  scale: 3,
});

/** The keys of {@link SearchOptions} (the compiler asks for every one). */
const SEARCH_OPTIONS: { readonly [K in keyof SearchOptions]-?: true } = {
  iterations: true, timeMs: true, depth: true, candidates: true, exploration: true, epsilon: true, expandAfter: true, width: true,
  scale: true, weights: true, value: true, name: true,
};

/**
 * One playout decision, played: greedy over the legal actions (on the playout's own sampled
 * future), or uniformly random with chance `epsilon`; when there are more than `width` actions
 * (an Evening with many ways to pay), greedy over a random sample of `width` of them. Returns the
 * state after the chosen action: a greedy choice's state is the one its evaluation computed
 * (`applyAction` is a pure function, so applying the action again would give the same state).
 */
function playoutStep(state: GameState, legal: readonly Action[], rng: BotRng, w: EvalWeights, epsilon: number, width: number): GameState {
  const n = legal.length;
  if (n === 1 || rng.next() < epsilon) return after(state, legal[rng.below(n)] as Action);
  const actor = (legal[0] as Action).player;
  let best = -Infinity;
  let chosen: GameState | undefined;
  if (n <= width) {
    for (let i = 0; i < n; i++) {
      const next = after(state, legal[i] as Action);
      const v = memoEvaluate(next, actor, w);
      if (v > best) {
        best = v;
        chosen = next;
      }
    }
    return chosen ?? after(state, legal[0] as Action);
  }
  // A partial Fisher-Yates shuffle of the indices picks `width` distinct actions.
  const index = indices(n);
  for (let k = 0; k < width; k++) {
    const j = k + rng.below(n - k);
    const i = index[j] as number;
    index[j] = index[k] as number;
    index[k] = i;
    const next = after(state, legal[i] as Action);
    const v = memoEvaluate(next, actor, w);
    if (v > best) {
      best = v;
      chosen = next;
    }
  }
  return chosen ?? after(state, legal[0] as Action);
}

// The shuffle's scratch list of indices, reused (the search runs one playout at a time).
const scratch: number[] = [];

/** The indices 0 … n − 1, in the reused scratch list. */
function indices(n: number): number[] {
  scratch.length = n;
  for (let i = 0; i < n; i++) scratch[i] = i;
  return scratch;
}

// The bench (bench/search.ts) counts a timed decision's playouts by its clock reads: one when the
// decision starts and one before every playout after the first.
function now(): number {
  return globalThis.performance.now();
}

// The potentials of a leaf's seats, reused.
const potentials: number[] = [];

/**
 * Each player's leaf value in [0, 1], by seat: 1 won, 0 lost (a share of 1 for tied winners), else
 * a logistic of the evaluation lead over the best other player (or the solo opponent's score).
 */
function leafValues(state: GameState, w: EvalWeights, scale: number): number[] {
  const out: number[] = [];
  const seats = state.players.length;
  if (state.phase === 'ended') {
    const sheet = scoreGame(state);
    for (let seat = 0; seat < seats; seat++) {
      if (sheet.solo !== null) out.push(sheet.solo.result === 'win' ? 1 : sheet.solo.result === 'tie' ? 0.5 : 0);
      else out.push(sheet.winners.includes(seat) ? 1 / sheet.winners.length : 0);
    }
    return out;
  }
  const use = useValue(state, w);
  potentials.length = seats;
  for (let seat = 0; seat < seats; seat++) potentials[seat] = memoPotential(state, seat, w, use);
  const solo = state.opponent === null ? -Infinity : w.points * scoreOpponent(state.opponent).total;
  for (let seat = 0; seat < seats; seat++) {
    let other = solo;
    if (state.opponent === null) {
      for (let s = 0; s < seats; s++) {
        if (s === seat) continue;
        const v = potentials[s] as number;
        if (v > other) other = v;
      }
    }
    out.push(1 / (1 + Math.exp(-((potentials[seat] as number) - other) / scale)));
  }
  return out;
}

/**
 * Whether the most visited of `edges` stays the most visited whatever the `left` playouts do: its
 * visits exceed every other edge's by more than `left`, so the choice is already made.
 */
function settled(edges: readonly Edge[], left: number): boolean {
  let first = 0;
  let second = 0;
  for (const e of edges) {
    if (e.visits > first) {
      second = first;
      first = e.visits;
    } else if (e.visits > second) {
      second = e.visits;
    }
  }
  return first > second + left;
}

/** A choice in the tree: one action at a node, with its statistics for the node's decider. */
interface Edge {
  /** The action (as first listed; deeper nodes match actions by key). */
  readonly action: Action;
  /** Playouts through this edge. */
  visits: number;
  /** Playouts in which this edge was available (legal and among the node's candidates). */
  avail: number;
  /** The sum of the decider's leaf values over those playouts. */
  sum: number;
  /** The node after this action, once it has been visited `expandAfter` times. */
  child: Node | undefined;
}

/** A decision in the tree: the candidate actions of its decider, by key. */
interface Node {
  readonly edges: Map<string, Edge>;
}

/** UCB1 over a node's available edges (ISMCTS: the count of availability replaces the parent's visits). */
function select(edges: readonly Edge[], c: number): Edge {
  let chosen = edges[0] as Edge;
  let best = -Infinity;
  for (const e of edges) {
    // Unvisited edges first, in the order given (the greedy order).
    if (e.visits === 0) return e;
    const score = e.sum / e.visits + c * Math.sqrt(Math.log(e.avail) / e.visits);
    if (score > best) {
      best = score;
      chosen = e;
    }
  }
  return chosen;
}

/**
 * The best `k` legal actions of `state` by the greedy evaluation (one sample), best first; the
 * state after each of them, as its evaluation computed it, is left in `topStates` (none when
 * there is a single legal action, which is not evaluated).
 */
function topActions(state: GameState, legal: readonly Action[], k: number, w: EvalWeights): Action[] {
  topStates.length = 0;
  if (legal.length <= 1) return legal.slice();
  const actor = (legal[0] as Action).player;
  const n = legal.length;
  scores.length = n;
  picked.length = n;
  nextStates.length = n;
  for (let i = 0; i < n; i++) {
    const next = after(state, legal[i] as Action);
    nextStates[i] = next;
    scores[i] = memoEvaluate(next, actor, w);
    picked[i] = false;
  }
  // Selection of the best k, highest value first and the earlier action first among equals (the
  // order a stable sort by value gives), without sorting or allocating the whole list.
  const top: Action[] = [];
  const count = k < n ? k : n;
  for (let j = 0; j < count; j++) {
    let chosen = -1;
    let best = 0;
    for (let i = 0; i < n; i++) {
      if (picked[i] === true) continue;
      const v = scores[i] as number;
      if (chosen === -1 || v > best) {
        best = v;
        chosen = i;
      }
    }
    picked[chosen] = true;
    top.push(legal[chosen] as Action);
    topStates.push(nextStates[chosen] as GameState);
  }
  // Only the chosen states are kept (the scratch list would keep the others alive).
  nextStates.length = 0;
  return top;
}

// topActions' scratch lists (each legal action's state and value, whether it is chosen), reused.
const nextStates: GameState[] = [];
const scores: number[] = [];
const picked: boolean[] = [];
/** The states after topActions' latest choices, in their order. */
const topStates: GameState[] = [];

/**
 * The search bot: Monte Carlo tree search over determinized futures (information-set MCTS).
 *
 * For each decision it ranks the legal actions with the greedy evaluation (on two sampled
 * futures) and keeps the best `candidates` as the root's choices. Each iteration then samples a
 * fresh determinization of the view (another possible order of the pouch, see
 * {@link determinize}) and descends the tree by UCT: at the root over the candidates, and below
 * any choice visited `expandAfter` times over the next decider's `candidates` best actions (by
 * the greedy evaluation on that iteration's sample, counting only the choices legal in it), each
 * decider maximising their own value. From there an epsilon-greedy playout plays on for every
 * player until `depth` decisions after the root, and the leaf is scored for every player with
 * the evaluation (a logistic of their lead over the best other player, or the result of a
 * finished game). The bot plays the root candidate visited most (ties: the best mean value).
 * Budget: `iterations` playouts (deterministic), or a wall-clock `timeMs`.
 * @throws BotError `unknown-option` for a key that is no option (or, in `weights`, no weight).
 * @example
 * ```ts
 * const game = playBots({ players: 2, seed: 'duel' }, [searchBot(), greedyBot()]);
 * const quick = searchBot({ iterations: 30 }); // weaker, faster
 * ```
 * @group Bots
 */
export function searchBot(options: SearchOptions = {}): Bot {
  refuseUnknownBotOptions('searchBot', options, Object.keys(SEARCH_OPTIONS));
  if (options.weights !== undefined) refuseUnknownBotOptions('searchBot', options.weights, Object.keys(DEFAULT_WEIGHTS), 'weights.');
  const w = withDefaults(options.weights);
  const iterations = options.iterations ?? (options.timeMs === undefined ? DEFAULT_SEARCH.iterations : Infinity);
  const timeMs = options.timeMs ?? Infinity;
  const depth = Math.max(0, options.depth ?? DEFAULT_SEARCH.depth);
  const k = Math.max(1, options.candidates ?? DEFAULT_SEARCH.candidates);
  const c = options.exploration ?? DEFAULT_SEARCH.exploration;
  const epsilon = options.epsilon ?? DEFAULT_SEARCH.epsilon;
  const scale = options.scale ?? DEFAULT_SEARCH.scale;
  const width = Math.max(1, options.width ?? DEFAULT_SEARCH.width);
  const expandAfter = Math.max(1, options.expandAfter ?? DEFAULT_SEARCH.expandAfter);
  const value = options.value ?? 'lead';
  if (value !== 'lead' && value !== 'learned') {
    throw new BotError('invalid-option', `searchBot: value must be 'lead' or 'learned', got ${JSON.stringify(value)}`, 'value');
  }
  return {
    name: options.name ?? 'search',
    decide(view: PlayerView, legal: readonly Action[], rng: BotRng): Action {
      if (legal.length === 1) return legal[0] as Action;
      const start = now();
      const actor = (legal[0] as Action).player;
      const prior = actionValues(view, legal, rng, w, 2);
      const order = prior.map((_, i) => i).sort((a, b) => (prior[b] as number) - (prior[a] as number) || a - b);
      const root: Edge[] = order.slice(0, k).map((i) => ({ action: legal[i] as Action, visits: 0, avail: 0, sum: 0, child: undefined }));
      if (root.length === 1) return (root[0] as Edge).action;
      const playRng = forkRng(rng);
      const path: Edge[] = [];
      const deciders: number[] = [];
      for (let it = 0; it < iterations; it++) {
        if (it > 0 && timeMs !== Infinity && now() - start >= timeMs) break;
        // The choice cannot change any more: the rest of the budget would only confirm it.
        if (settled(root, iterations - it)) break;
        let s = determinize(view, playRng);
        path.length = 0;
        deciders.length = 0;
        // The root: every candidate is always available.
        for (const e of root) e.avail++;
        let edge = select(root, c);
        path.push(edge);
        deciders.push(actor);
        s = after(s, edge.action);
        let played = 0;
        // Deeper, while the choices made are visited often enough.
        while (edge.visits >= expandAfter && played < depth && s.phase !== 'ended') {
          const node: Node = (edge.child ??= { edges: new Map<string, Edge>() });
          const here = legalActions(s);
          const decider = (here[0] as Action).player;
          const top = topActions(s, here, k, w);
          const available: Edge[] = [];
          for (const a of top) {
            const key = keyOf(a);
            let e = node.edges.get(key);
            if (e === undefined) {
              e = { action: a, visits: 0, avail: 0, sum: 0, child: undefined };
              node.edges.set(key, e);
            }
            e.avail++;
            available.push(e);
          }
          edge = select(available, c);
          path.push(edge);
          deciders.push(decider);
          // The state topActions computed for this choice (the edge's action may be an equal
          // object first listed on another iteration's sample: applying it gives the same state).
          s = topStates[available.indexOf(edge)] ?? after(s, edge.action);
          played++;
        }
        // The playout, to `depth` decisions after the root.
        for (; played < depth && s.phase !== 'ended'; played++) {
          s = playoutStep(s, legalActions(s), playRng, w, epsilon, width);
        }
        const values = value === 'learned' && s.players.length > 1 ? winChances(s) : leafValues(s, w, scale);
        for (let i = 0; i < path.length; i++) {
          const e = path[i] as Edge;
          e.visits++;
          e.sum += values[deciders[i] as number] as number;
        }
      }
      const most = Math.max(...root.map((e) => e.visits));
      const scores = root.map((e) => (e.visits === most ? 1 + e.sum / e.visits : 0));
      return (root[argmax(scores, rng)] as Edge).action;
    },
  };
}
