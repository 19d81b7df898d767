/**
 * The game's seeded pseudo-random generator: sfc32, whose whole state is four 32-bit integers
 * kept inside {@link GameState}. Seeds are tagged with the algorithm (`"sfc32:<text>"`) so the
 * generator can change in a later version without breaking old records.
 * @module
 */
import type { RngState } from './types.js';
import { errorMessage } from './messages.js';

/**
 * The algorithm tag written in front of every seed.
 * @group Game state
 */
export const RNG_ALGORITHM = 'sfc32';

/** Adds the algorithm tag to a seed unless it is already tagged. */
export function tagSeed(seed: string): string {
  return seed.startsWith(`${RNG_ALGORITHM}:`) ? seed : `${RNG_ALGORITHM}:${seed}`;
}

/** A fresh random seed from `crypto.getRandomValues` (the only non-deterministic call in the engine). */
export function randomSeed(): string {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return `${RNG_ALGORITHM}:${(words[0] as number).toString(36)}${(words[1] as number).toString(36)}`;
}

/**
 * cyrb128: spreads a string of any length over 128 bits, so similar seeds give unrelated streams.
 * Also seeds the bots' own generators (`spellbook-engine/bots`).
 * @group Game state
 */
export function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * The generator state for a tagged seed.
 * @throws Error when the seed names another algorithm (callers validate seeds first).
 */
export function rngFromSeed(taggedSeed: string): RngState {
  if (!taggedSeed.startsWith(`${RNG_ALGORITHM}:`)) throw new Error(errorMessage('unsupported seed algorithm', 'seed-algorithm', { seed: taggedSeed }));
  const s = hashSeed(taggedSeed.slice(RNG_ALGORITHM.length + 1));
  // A few rounds decorrelate the first outputs from the hash.
  for (let i = 0; i < 12; i++) nextUint32(s);
  return s;
}

/**
 * Advances a mutable generator state in place and returns the next 32-bit unsigned integer.
 * @group Game state
 */
export function nextUint32(s: number[]): number {
  let a = s[0] as number;
  let b = s[1] as number;
  let c = s[2] as number;
  let d = s[3] as number;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

/** An integer in `[0, n)` from a mutable generator state (n ≤ 2^32). */
export function nextBelow(s: number[], n: number): number {
  return Math.floor((nextUint32(s) / 4294967296) * n);
}
