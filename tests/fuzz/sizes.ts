// The fuzz suites' sizes and seed, read from the environment: `npm test` runs them at CI size,
// `npm run fuzz` (scripts/fuzz.ts) at any size.

/** A whole number from the environment variable `name`, else `fallback`. */
export function size(name: string, fallback: number): number {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < 0) throw new Error(`${name} must be a whole number`);
  return v;
}

/** The seed every fuzz suite starts from (`FUZZ_SEED`, default `ci`). */
export const SEED = process.env.FUZZ_SEED ?? 'ci';
