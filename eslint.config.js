// ESLint, for one focused check: promises that nobody awaits. A test that calls an async helper
// (checkConformance, say) without `await` passes while checking nothing, and a dropped promise in
// library code loses its errors. Type-aware: typescript-eslint's project service reads each file
// with its nearest tsconfig.json (the root one for src, tests, bench and scripts; packages/sim's for
// the simulator). Only the two promise rules are on, on purpose: this is not a style lint.
// `npm run lint`; tests/layers/floating-promises.test.ts shows it catching one and passing the fix.
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // Outside the check: builds, installed packages, the docs site, and the examples and the
    // playground (their own tsconfigs and dependencies; clean when last checked by hand, but they
    // would add about 40 % to the run).
    ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', 'docs-site/**', 'examples/**', 'playground/**'],
  },
  {
    files: [
      'src/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.ts',
      'packages/sim/src/**/*.ts',
      'packages/sim/tests/**/*.ts',
      'packages/sim/bench/**/*.ts',
    ],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise that is neither awaited, returned, `.catch`-ed nor explicitly `void`-ed.
      '@typescript-eslint/no-floating-promises': 'error',
      // A promise where a plain value is expected: `if (asyncFn())`, an async callback to forEach, ...
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
