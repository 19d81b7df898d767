// Regenerates transcript.txt from opening.txt: run it on purpose, after a change that alters the
// bot's replies, and review the diff before committing it. The test never writes the file.
//
//   npx tsx chat-bot/write-transcript.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScript } from './transcript.js';

const here = dirname(fileURLToPath(import.meta.url));
const transcript = runScript(readFileSync(join(here, 'opening.txt'), 'utf8'));
writeFileSync(join(here, 'transcript.txt'), transcript, 'utf8');
process.stdout.write(`wrote ${join(here, 'transcript.txt')} (${transcript.split('\n').length - 1} lines)\n`);
