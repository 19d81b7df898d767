/**
 * The bot worker: the page's bots think here, off the main thread, so the page keeps drawing
 * and answering clicks while the search bot searches. The page starts it with
 * `new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' })` (Vite bundles
 * it as its own file) and asks it through `botWorkers` (see main.ts and controller.ts).
 *
 * One call serves every built-in bot (random, greedy, search) by name and options; a bot of
 * your own would be one more entry in `serveBots(self, { bots: { mine: (options) => myBot } })`.
 */
import { serveBots } from 'spellbook-engine/bots';

serveBots(self);
