// How the distributed mode reports an unusable Redis (no Redis needed here): one line with the
// URL (password hidden), the last connection error and the time waited; the command's flags
// for its timeouts.
import { describe, expect, it } from 'vitest';
import { RedisUnavailableError } from '../src/index.js';
import { redactUrl, seconds } from '../src/redis-link.js';
import { sim } from './command.js';

describe('an unusable Redis', () => {
  it('is one line naming the URL without its password, the error and the wait', () => {
    const never = new RedisUnavailableError('unreachable', redactUrl('redis://:secret@queue-host:6379'), 'ECONNREFUSED', 5_004);
    expect(never.message).toBe('cannot reach Redis at redis://:***@queue-host:6379 (ECONNREFUSED) after 5 s');
    expect(never.name).toBe('RedisUnavailableError');
    const lost = new RedisUnavailableError('lost', 'redis://127.0.0.1:6379', 'ECONNREFUSED', 2_430, ' (the submit\'s timeout; 1 of 4 shards done)');
    expect(lost.message).toBe('lost Redis at redis://127.0.0.1:6379 (ECONNREFUSED) for 2.4 s (the submit\'s timeout; 1 of 4 shards done)');
    expect([lost.reason, lost.lastError, lost.waitedMs]).toEqual(['lost', 'ECONNREFUSED', 2_430]);
  });

  it('hides passwords and user passwords, and leaves other URLs alone', () => {
    expect(redactUrl('rediss://user:pw@host:6380/2')).toBe('rediss://user:***@host:6380/2');
    expect(redactUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redactUrl('not a url')).toBe('not a url');
  });

  it('says durations in seconds: tenths under 10 s, none when whole', () => {
    expect([seconds(5_000), seconds(5_040), seconds(2_430), seconds(60_000), seconds(12_600)]).toEqual(['5 s', '5 s', '2.4 s', '60 s', '13 s']);
  });
});

describe('the timeout flags', { timeout: 60_000 }, () => {
  it.concurrent.for([
    [['worker', '--redis', 'redis://127.0.0.1:1', '--connect-timeout', '0'], /--connect-timeout: expected at least 1, got 0/],
    [['submit', '--redis', 'redis://127.0.0.1:1', '--shards', '2', '--reconnect-timeout', 'soon'], /--reconnect-timeout: expected a whole number, got "soon"/],
    [['--games', '2', '--connect-timeout', '5'], /--connect-timeout is not an option of a run/],
  ] as const)('refuses %j with exit code 2', async ([args, message]) => {
    const r = await sim(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
