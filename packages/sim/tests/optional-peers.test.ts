// bullmq and ioredis are optional peer dependencies: without them the simulator works, and the
// BullMQ mode fails with a message that says what is missing and what to install (exit code 1).
// A resolve hook hides the installed packages from the command, as an app without them would be.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sim } from './command.js';

const HIDE = fileURLToPath(new URL('./fixtures/hide-packages.mjs', import.meta.url));
const without = (packages: string): NodeJS.ProcessEnv => ({ NODE_OPTIONS: `--import ${JSON.stringify(HIDE)}`, HIDE_PACKAGES: packages });

describe('without the optional peer dependencies', { timeout: 60_000 }, () => {
  it('runs a simulation', async () => {
    const r = await sim(['--games', '2', '--workers', '0'], without('bullmq,ioredis'));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^spellbook-sim report: 2 games of 2/);
  });

  it.concurrent.for([
    ['bullmq,ioredis', ['worker', '--redis', 'redis://127.0.0.1:1'], 'bullmq and ioredis are not installed'],
    ['bullmq', ['submit', '--redis', 'redis://127.0.0.1:1', '--shards', '2'], 'bullmq is not installed'],
    ['ioredis', ['worker', '--redis', 'redis://127.0.0.1:1'], 'ioredis is not installed'],
  ] as [string, string[], string][])('without %s, %j says what to install', async ([hidden, args, missing], { expect }) => {
    const r = await sim(args, without(hidden));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'spellbook-sim: the BullMQ mode (spellbook-sim worker and submit) needs bullmq and ioredis, optional peer ' +
      `dependencies of spellbook-sim; ${missing}. Install them next to spellbook-sim: npm install bullmq ioredis\n`,
    );
  });
});
