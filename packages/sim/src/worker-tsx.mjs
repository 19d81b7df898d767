// Development only: runs the TypeScript worker (src/worker.ts) in a worker thread through tsx,
// for tests and benchmarks that import src/ directly. The built package uses dist/sim-worker.js.
// tsx reads this package's tsconfig.json, whose `paths` map `spellbook-engine` to the engine's
// sources, so no build of the engine is needed either (tsx looks in the working directory
// otherwise, which is the repository root under `npm test`).
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const worker = await import('./worker.ts');
export default worker.default;
