// The worker thread the bot-worker tests start: registers tsx, then runs the TypeScript worker
// script (the built package needs no loader: a worker script imports spellbook-engine/bots).
import { register } from 'tsx/esm/api';

register();
await import('./bot-worker.ts');
