/**
 * Whether errors explain themselves. True in the default build: every refusal and setup error
 * carries an English sentence for logs (`the pool does not hold 2 × red-circle`). False in the
 * `production` build, which bundlers pick for production (the package's `production` export
 * condition): there a message is its code, and the sentences are left out of the bundle. Codes,
 * fields and paths are the same in both builds; the texts for players come from the
 * localisation functions either way.
 *
 * One module reads the switch: the message table, `state/messages.ts`, which builds every
 * refusal's and error's sentence. Everywhere else a message is asked for by its id, so that the
 * two builds differ in that one place.
 * @module
 */

/** True in the default build (English messages), false in the `production` build (codes only). */
export const DETAILED_MESSAGES: boolean = true;
