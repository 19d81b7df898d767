/**
 * xorshift32: the benchmarks' policy generator (never Math.random, never the game's PRNG), so a
 * run plays the same games every time. Kept free of engine imports, so that a benchmark of
 * `dist/` loads no second copy of the engine.
 */
export function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}
