/**
 * Trains the policy from scratch: actor-critic with Monte Carlo returns, on spellbook-engine/learn's
 * VectorEnv: first 2-player games against the random bot (the policy's seat rotating with the
 * episodes), then games against itself (both seats the policy's). The network sees the observation and the mask only; the reward
 * is the environment's (1 for a win, 0.5 for a shared first place, 0 for a loss), given at the
 * end. One thread, seeded: the same seed and the same numbers of episodes write the same file.
 *
 *   npx tsx learning/train.ts                      # the committed weights: learning/weights.json
 *   npx tsx learning/train.ts --random 2000 --self-play 0 --out /tmp/smoke.json   # a short run
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { randomBot } from 'spellbook-engine/bots';
import { ACTION_COUNT, VectorEnv } from 'spellbook-engine/learn';
import { INPUTS, Model, PLAYERS, Rng, forward, sparse, type Forward, type Sparse, type Weights } from './model.js';

/** The settings of a training run. */
export interface TrainOptions {
  /** The seed of the initial weights, the samples and the games. */
  readonly seed: number;
  /** Games against the random bot, first. */
  readonly randomEpisodes: number;
  /** Games of the policy against itself, then. */
  readonly selfPlayEpisodes: number;
  /** Hidden units. */
  readonly hidden: number;
  /** Games played side by side. */
  readonly games: number;
  /** Episodes per update of the weights. */
  readonly batch: number;
  /** Adam's step size. */
  readonly learningRate: number;
  /** The weight of the policy's entropy in the loss (keeps it exploring). */
  readonly entropy: number;
  /** The weight of the value's squared error in the loss. */
  readonly valueWeight: number;
  /** Called after each update with the episodes so far and the mean reward of the batch. */
  readonly onUpdate?: (episodes: number, meanReward: number, seconds: number) => void;
}

/** The settings that made the committed weights. */
export const DEFAULTS: TrainOptions = {
  seed: 1, randomEpisodes: 10_000, selfPlayEpisodes: 90_000, hidden: 32, games: 32, batch: 64, learningRate: 0.003, entropy: 0.003, valueWeight: 0.5,
};

/** One decision of the agent, kept until its episode ends. */
interface Step {
  readonly x: Sparse;
  readonly legal: Int32Array;
  readonly chosen: number;
  readonly f: Forward;
}

/** Adam, over the model's tensors. */
class Adam {
  readonly #m: Float64Array[];
  readonly #v: Float64Array[];
  #t = 0;
  constructor(readonly model: Model, readonly rate: number) {
    this.#m = model.tensors().map((t) => new Float64Array(t.length));
    this.#v = model.tensors().map((t) => new Float64Array(t.length));
  }

  step(grads: readonly Float64Array[]): void {
    this.#t++;
    const b1 = 0.9;
    const b2 = 0.999;
    const c1 = 1 - b1 ** this.#t;
    const c2 = 1 - b2 ** this.#t;
    this.model.tensors().forEach((w, k) => {
      const g = grads[k]!;
      const m = this.#m[k]!;
      const v = this.#v[k]!;
      for (let i = 0; i < w.length; i++) {
        const gi = g[i]!;
        if (gi === 0 && m[i] === 0) continue;
        m[i] = b1 * m[i]! + (1 - b1) * gi;
        v[i] = b2 * v[i]! + (1 - b2) * gi * gi;
        w[i] = w[i]! - (this.rate * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + 1e-8);
      }
    });
  }
}

/** The gradients of the loss over a batch of finished episodes, averaged per decision. */
function gradients(model: Model, episodes: readonly { readonly steps: readonly Step[]; readonly reward: number }[], o: TrainOptions): Float64Array[] {
  const H = model.hidden;
  const grads = model.tensors().map((t) => new Float64Array(t.length));
  const [gw1, gb1, gu, gb, gv, gc] = grads as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  let n = 0;
  for (const e of episodes) n += e.steps.length;
  const scale = 1 / Math.max(1, n);
  const dh = new Float64Array(H);
  for (const { steps, reward } of episodes) {
    for (const { x, legal, chosen, f } of steps) {
      const advantage = reward - f.value;
      dh.fill(0);
      let entropy = 0;
      for (let i = 0; i < f.probs.length; i++) if (f.probs[i]! > 0) entropy -= f.probs[i]! * Math.log(f.probs[i]!);
      for (let i = 0; i < f.probs.length; i++) {
        const p = f.probs[i]!;
        // d/dlogit of -advantage·log π(a) - entropy·H(π)
        const g = scale * (advantage * (p - (i === chosen ? 1 : 0)) + o.entropy * p * (Math.log(Math.max(p, 1e-12)) + entropy));
        const a = legal[i]!;
        gb[a] = gb[a]! + g;
        const row = a * H;
        for (let j = 0; j < H; j++) {
          gu[row + j] = gu[row + j]! + g * f.h[j]!;
          dh[j] = dh[j]! + g * model.u[row + j]!;
        }
      }
      const gvalue = scale * o.valueWeight * (f.value - reward);
      gc[0] = gc[0]! + gvalue;
      for (let j = 0; j < H; j++) {
        gv[j] = gv[j]! + gvalue * f.h[j]!;
        dh[j] = dh[j]! + gvalue * model.v[j]!;
      }
      for (let j = 0; j < H; j++) dh[j] = dh[j]! * (1 - f.h[j]! * f.h[j]!);
      for (let j = 0; j < H; j++) gb1[j] = gb1[j]! + dh[j]!;
      for (let k = 0; k < x.index.length; k++) {
        const row = x.index[k]! * H;
        const xv = x.value[k]!;
        for (let j = 0; j < H; j++) gw1[row + j] = gw1[row + j]! + dh[j]! * xv;
      }
    }
  }
  return grads;
}

/** The index drawn from the policy's probabilities. */
function sample(f: Forward, rng: Rng): number {
  let r = rng.next();
  for (let i = 0; i < f.probs.length - 1; i++) {
    r -= f.probs[i]!;
    if (r < 0) return i;
  }
  return f.probs.length - 1;
}

/** Plays `episodes` episodes on `env` with the policy, updating it every `o.batch` episodes; returns how many ended. */
function phase(env: VectorEnv, model: Model, adam: Adam, rng: Rng, o: TrainOptions, episodes: number, done: number, start: number): number {
  const n = env.games;
  // The running episode of each game's each seat (every seat is the policy's in self-play).
  const running: Step[][] = Array.from({ length: n * PLAYERS }, () => []);
  let batch: { steps: Step[]; reward: number }[] = [];
  const actions = new Int32Array(n);
  let out = env.reset();
  let finished = 0;
  while (finished < episodes) {
    for (let i = 0; i < n; i++) {
      const x = sparse(out.observations, i * INPUTS);
      const count = out.choiceCounts[i]!;
      const legal = out.choices.slice(i * ACTION_COUNT, i * ACTION_COUNT + count);
      const f = forward(model, x, legal, count);
      const chosen = count === 1 ? 0 : sample(f, rng);
      // A decision without a choice teaches nothing: only real choices are kept.
      if (count > 1) running[i * PLAYERS + out.seats[i]!]!.push({ x, legal, chosen, f });
      actions[i] = legal[chosen]!;
    }
    out = env.step(actions);
    for (let i = 0; i < n; i++) {
      if (out.terminations[i] === 0 && out.truncations[i] === 0) continue;
      for (let seat = 0; seat < PLAYERS; seat++) {
        const steps = running[i * PLAYERS + seat]!;
        if (steps.length === 0) continue;
        batch.push({ steps, reward: out.rewards[i * PLAYERS + seat]! });
        running[i * PLAYERS + seat] = [];
      }
      finished++;
      if (batch.length >= o.batch) {
        adam.step(gradients(model, batch, o));
        o.onUpdate?.(done + finished, batch.reduce((s, e) => s + e.reward, 0) / batch.length, (performance.now() - start) / 1000);
        batch = [];
      }
    }
  }
  return finished;
}

/**
 * Trains a network from scratch and returns it, with how long it took: `randomEpisodes` games
 * against the random bot (the policy in one seat), then `selfPlayEpisodes` games against itself
 * (the policy in both seats, each seat's decisions an episode of its own).
 */
export function train(options: Partial<TrainOptions> = {}): { model: Model; seconds: number; episodes: number } {
  const o: TrainOptions = { ...DEFAULTS, ...options };
  const rng = new Rng(o.seed);
  const model = Model.initial(o.hidden, rng);
  const adam = new Adam(model, o.learningRate);
  const game = { players: PLAYERS, spells: 'classic' } as const;
  const start = performance.now();
  let done = 0;
  if (o.randomEpisodes > 0) {
    const env = new VectorEnv({ games: o.games, game: { ...game, seed: `learning-train-${String(o.seed)}` }, agents: 'one', opponents: randomBot() });
    done += phase(env, model, adam, rng, o, o.randomEpisodes, done, start);
  }
  if (o.selfPlayEpisodes > 0) {
    const env = new VectorEnv({ games: o.games, game: { ...game, seed: `learning-self-play-${String(o.seed)}` } });
    done += phase(env, model, adam, rng, o, o.selfPlayEpisodes, done, start);
  }
  return { model, seconds: (performance.now() - start) / 1000, episodes: done };
}

/** Reads `--name value` options of the command line. */
export function flag(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? undefined : args[i + 1];
}

/** The command: trains with the defaults (or `--seed`, `--episodes`), writes the weights (`--out`, default learning/weights.json). */
export function main(args: readonly string[]): Weights {
  const seed = Number(flag(args, 'seed') ?? DEFAULTS.seed);
  const randomEpisodes = Number(flag(args, 'random') ?? DEFAULTS.randomEpisodes);
  const selfPlayEpisodes = Number(flag(args, 'self-play') ?? DEFAULTS.selfPlayEpisodes);
  const episodes = randomEpisodes + selfPlayEpisodes;
  const outFile = flag(args, 'out') ?? fileURLToPath(new URL('./weights.json', import.meta.url));
  let last = 0;
  const { model, seconds, episodes: played } = train({
    seed, randomEpisodes, selfPlayEpisodes,
    onUpdate: (done, mean, s) => {
      if (done - last >= 2000 || done >= episodes) {
        last = done;
        console.log(`  ${String(done).padStart(6)} episodes, ${s.toFixed(0).padStart(4)} s, mean reward of the last batch ${mean.toFixed(2)}`);
      }
    },
  });
  const weights = model.toWeights({
    seed, randomEpisodes, selfPlayEpisodes, hidden: model.hidden, spells: 'classic', rules: 'printed',
    algorithm: 'actor-critic, Monte Carlo returns, Adam',
  });
  const text = `${JSON.stringify(weights)}\n`;
  writeFileSync(outFile, text);
  console.log(`trained ${String(played)} episodes in ${seconds.toFixed(1)} s; wrote ${outFile} (${String(text.length)} bytes)`);
  return weights;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
