/**
 * The learned value's coefficients, written by `npx tsx bench/value-fit.ts` (do not edit by hand):
 * see `value.ts` for what they weigh (its `ValueModel`) and that script for the games they were
 * fitted to.
 * @module
 */

/** The fitted model (the terms in `TERMS` order). */
export const VALUE_MODEL = /* @__PURE__ */ Object.freeze({
  source: "npx tsx bench/value-fit.ts (20000 games, 560967 positions; held-out log-loss 0.5373, a constant 0.6931, the plain leaf 0.5953)",
  base: Object.freeze([-0.22042, 0.026986, -0.13945, 0.0070366, -0.045641, -0.031137, -0.036445, -0.17495, 0.36511, 0.77432, 1.4721, 0.22296]),
  byProgress: Object.freeze([0.94786, -0.089957, 0.25491, -0.070942, 0.5823, -0.018697, 0.11912, 0.025601, -0.030928, -0.050408, -1.0037, 0.95425]),
  afterTrigger: Object.freeze([0.43453, -1.4928, -0.14638, 0.81949, -0.34891, 0.047389, -0.12569, 0.02986, -0.024443, 0.10087, 0.22836, 2.598]),
  turn: Object.freeze([0.50704, -0.23865, -0.48432] as const),
});
