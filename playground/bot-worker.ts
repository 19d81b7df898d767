/**
 * The bot worker: serves the built-in bots (random, greedy, search) on the worker's channel.
 * The build bundles it on its own and inlines it in the page as text (see bots.ts).
 */
import { serveBots } from 'spellbook-engine/bots';

serveBots(self);
