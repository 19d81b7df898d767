// Development only: runs the TypeScript worker (src/sim/worker.ts) in a worker thread through
// tsx, for tests and benchmarks that import src/ directly. The built package uses dist/sim-worker.js.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');
export default worker.default;
