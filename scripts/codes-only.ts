/**
 * The esbuild plugin that makes the `production` build: it loads `src/state/dev.ts` as
 * `DETAILED_MESSAGES = false`, so that refusals and setup errors carry their codes only and the
 * English sentences are left out of the bundle. `tsup.config.ts` builds
 * dist/index.production.{js,cjs} with it, and `tests/build/codes-only.test.ts` bundles the
 * sources with it to play that build without module mocks (which a test run that shares its
 * modules across files cannot honour).
 * @module
 */
import type { Plugin } from 'esbuild';

/** Replaces the build switch `DETAILED_MESSAGES` with `false`. */
export const codesOnly: Plugin = {
  name: 'codes-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]state[\\/]dev\.ts$/ }, () => ({
      contents: 'export const DETAILED_MESSAGES = false;',
      loader: 'ts',
    }));
  },
};
