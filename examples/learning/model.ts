/**
 * The policy network: a small two-headed MLP that reads an observation of spellbook-engine/learn
 * (a `Float32Array` laid out by `OBSERVATION_LAYOUT`) and a list of legal indices (the mask's),
 * and gives a probability to each legal index (the policy) and a number for the position (the
 * value, the expected reward). Nothing else goes in: no bot's evaluation, no rule of the game.
 *
 *   h      = tanh(W1ᵀ x + b1)                 H hidden units, x the observation
 *   logit  = b[a] + U[a] · h                  for each legal index a only
 *   π      = softmax over the legal indices    (illegal indices have probability 0)
 *   value  = v · h + c
 *
 * The observation is mostly zeros, so the first layer reads only its non-zero floats.
 */
import { ACTION_COUNT, ACTION_SPACE_VERSION, OBSERVATION_LAYOUT, OBSERVATION_VERSION } from 'spellbook-engine/learn';

/** The weights, as plain arrays of numbers (JSON). */
export interface Weights {
  /** What the weights read: the layout and action space versions, the player count, the sizes. */
  readonly format: 'spellbook-learn-mlp';
  readonly observationVersion: number;
  readonly actionSpaceVersion: number;
  readonly players: 2;
  readonly inputs: number;
  readonly hidden: number;
  readonly actions: number;
  /** How the weights were made (the training's seed, updates, games, time). */
  readonly training: Readonly<Record<string, string | number>>;
  /** W1, inputs × hidden, row-major by input. */
  readonly w1: number[];
  readonly b1: number[];
  /** U, actions × hidden, row-major by action index. */
  readonly u: number[];
  readonly b: number[];
  readonly v: number[];
  readonly c: number;
}

/** The players of the games the policy plays. */
export const PLAYERS = 2;
/** The observation's length in a 2-player game. */
export const INPUTS = OBSERVATION_LAYOUT[PLAYERS].size;

/** A small seeded generator (sfc32), for the initial weights and the training's samples. */
export class Rng {
  readonly #s: Uint32Array;
  constructor(seed: number) {
    this.#s = new Uint32Array([0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0]);
    for (let i = 0; i < 16; i++) this.uint32();
  }

  uint32(): number {
    const s = this.#s;
    const t = (s[0]! + s[1]! + s[3]!) >>> 0;
    s[3] = (s[3]! + 1) >>> 0;
    s[0] = s[1]! ^ (s[1]! >>> 9);
    s[1] = (s[2]! + (s[2]! << 3)) >>> 0;
    s[2] = ((s[2]! << 21) | (s[2]! >>> 11)) >>> 0;
    s[2] = (s[2]! + t) >>> 0;
    return t;
  }

  /** A number in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** A number from a normal distribution, mean 0, deviation 1. */
  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
  }
}

/** The network's parameters in flat Float64Arrays (one per tensor, in the order of {@link TENSORS}). */
export class Model {
  readonly hidden: number;
  readonly w1: Float64Array;
  readonly b1: Float64Array;
  readonly u: Float64Array;
  readonly b: Float64Array;
  readonly v: Float64Array;
  readonly c: Float64Array;

  constructor(hidden: number) {
    this.hidden = hidden;
    this.w1 = new Float64Array(INPUTS * hidden);
    this.b1 = new Float64Array(hidden);
    this.u = new Float64Array(ACTION_COUNT * hidden);
    this.b = new Float64Array(ACTION_COUNT);
    this.v = new Float64Array(hidden);
    this.c = new Float64Array(1);
  }

  /** The tensors, in a fixed order (for the optimizer). */
  tensors(): Float64Array[] {
    return [this.w1, this.b1, this.u, this.b, this.v, this.c];
  }

  /** A fresh network: small random weights from the seed, biases 0. */
  static initial(hidden: number, rng: Rng): Model {
    const m = new Model(hidden);
    for (let i = 0; i < m.w1.length; i++) m.w1[i] = rng.normal() * 0.1;
    for (let i = 0; i < m.u.length; i++) m.u[i] = rng.normal() * 0.05;
    for (let i = 0; i < m.v.length; i++) m.v[i] = rng.normal() * 0.05;
    m.c[0] = 0.5;
    return m;
  }

  /** The network of saved weights (refused when they were made for another layout or action space). */
  static fromWeights(w: Weights): Model {
    if (w.format !== 'spellbook-learn-mlp') throw new Error(`weights: not a spellbook-learn-mlp file (${String(w.format)})`);
    if (w.observationVersion !== OBSERVATION_VERSION || w.actionSpaceVersion !== ACTION_SPACE_VERSION) {
      throw new Error(`weights: made for observation layout ${String(w.observationVersion)} and action space ${String(w.actionSpaceVersion)}; this engine has ${String(OBSERVATION_VERSION)} and ${String(ACTION_SPACE_VERSION)}`);
    }
    if (w.players !== PLAYERS || w.inputs !== INPUTS || w.actions !== ACTION_COUNT) throw new Error('weights: sizes differ from the 2-player layout');
    const m = new Model(w.hidden);
    const sizes: [Float64Array, readonly number[]][] = [[m.w1, w.w1], [m.b1, w.b1], [m.u, w.u], [m.b, w.b], [m.v, w.v]];
    for (const [to, from] of sizes) {
      if (from.length !== to.length) throw new Error('weights: a tensor has the wrong size');
      to.set(from);
    }
    m.c[0] = w.c;
    return m;
  }

  /** The weights as JSON-ready data, rounded to `digits` significant digits (the file stays well under 1 MB). */
  toWeights(training: Readonly<Record<string, string | number>>, digits = 4): Weights {
    const round = (a: Float64Array): number[] => Array.from(a, (x) => Number(x.toPrecision(digits)));
    return {
      format: 'spellbook-learn-mlp', observationVersion: OBSERVATION_VERSION, actionSpaceVersion: ACTION_SPACE_VERSION,
      players: PLAYERS, inputs: INPUTS, hidden: this.hidden, actions: ACTION_COUNT, training,
      w1: round(this.w1), b1: round(this.b1), u: round(this.u), b: round(this.b), v: round(this.v), c: Number(this.c[0]!.toPrecision(digits)),
    };
  }
}

/** An observation's non-zero floats: their offsets and values. */
export interface Sparse {
  readonly index: Int16Array;
  readonly value: Float32Array;
}

/** The non-zero floats of `obs` from `offset` (`INPUTS` of them). */
export function sparse(obs: Float32Array, offset: number): Sparse {
  let n = 0;
  for (let i = 0; i < INPUTS; i++) if (obs[offset + i] !== 0) n++;
  const index = new Int16Array(n);
  const value = new Float32Array(n);
  let k = 0;
  for (let i = 0; i < INPUTS; i++) {
    const x = obs[offset + i]!;
    if (x !== 0) {
      index[k] = i;
      value[k++] = x;
    }
  }
  return { index, value };
}

/** One forward pass: the hidden layer, the legal indices' probabilities and the value. */
export interface Forward {
  readonly h: Float64Array;
  readonly probs: Float64Array;
  readonly value: number;
}

/** Runs the network on a (sparse) observation and the legal indices `legal[0..count)`. */
export function forward(m: Model, x: Sparse, legal: ArrayLike<number>, count: number): Forward {
  const H = m.hidden;
  const z = m.b1.slice();
  for (let k = 0; k < x.index.length; k++) {
    const row = x.index[k]! * H;
    const xv = x.value[k]!;
    for (let j = 0; j < H; j++) z[j] = z[j]! + m.w1[row + j]! * xv;
  }
  const h = z;
  for (let j = 0; j < H; j++) h[j] = Math.tanh(h[j]!);
  const probs = new Float64Array(count);
  let most = -Infinity;
  for (let i = 0; i < count; i++) {
    const a = legal[i]!;
    let logit = m.b[a]!;
    const row = a * H;
    for (let j = 0; j < H; j++) logit += m.u[row + j]! * h[j]!;
    probs[i] = logit;
    if (logit > most) most = logit;
  }
  let sum = 0;
  for (let i = 0; i < count; i++) {
    probs[i] = Math.exp(probs[i]! - most);
    sum += probs[i]!;
  }
  for (let i = 0; i < count; i++) probs[i] = probs[i]! / sum;
  let value = m.c[0]!;
  for (let j = 0; j < H; j++) value += m.v[j]! * h[j]!;
  return { h, probs, value };
}

/** The most likely legal index (the first of equals): how the trained bot plays. */
export function best(f: Forward, legal: ArrayLike<number>): number {
  let at = 0;
  for (let i = 1; i < f.probs.length; i++) if (f.probs[i]! > f.probs[at]!) at = i;
  return legal[at]!;
}
