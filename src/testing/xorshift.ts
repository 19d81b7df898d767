/**
 * The one xorshift32 of the project: the generator of test policies, samplers and benchmarks,
 * never the game's. It imports nothing, so that a benchmark of the built package can load it
 * without loading a second copy of the engine.
 * @module
 */

/**
 * A seeded xorshift32 generator of numbers in [0, 1), like `Math.random` but reproducible: the
 * same seed always gives the same sequence. The seed is read as a 32-bit unsigned integer; 0,
 * which would stay 0 forever, is replaced by 0x9e3779b9. Throws nothing. For tests, policies
 * and benchmarks only: the game draws from its own generator.
 * @example
 * ```ts
 * const rand = xorshift(42);
 * const index = Math.floor(rand() * legal.length); // the same index on every run
 * ```
 * @group Random play
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
