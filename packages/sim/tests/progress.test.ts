// The command's progress bar: an ETA from the average rate so far, never "0s" while games remain
// (the bar used to print "ETA 0s" at 12 %), drawn only on a terminal.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { etaSeconds, formatEta, progressBar } from '../src/cli/progress.js';

describe('etaSeconds', () => {
  it('is the time left at the average rate so far', () => {
    expect(etaSeconds(250, 2000, 1000)).toBe(7); // 250 games in 1 s: 1,750 left, 7 s
    expect(etaSeconds(1000, 2000, 5130)).toBeCloseTo(5.13, 12);
    expect(etaSeconds(1999, 2000, 10_000)).toBeGreaterThan(0);
  });

  it('is unknown before the first game, 0 at the end', () => {
    expect(etaSeconds(0, 2000, 3000)).toBeNull();
    expect(etaSeconds(2000, 2000, 3000)).toBe(0);
    expect(etaSeconds(0, 0, 0)).toBe(0);
  });
});

describe('formatEta', () => {
  it('reads as seconds, minutes or hours', () => {
    expect(formatEta(null)).toBe('...');
    expect(formatEta(0)).toBe('0s');
    expect(formatEta(6.2)).toBe('7s');
    expect(formatEta(185)).toBe('3m 05s');
    expect(formatEta(7620)).toBe('2h 07m');
  });
});

/** A stream that says it is a terminal and keeps what is drawn on it. */
function terminal(): NodeJS.WriteStream & { text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  }) as unknown as NodeJS.WriteStream & { text: () => string };
  Object.assign(stream, { isTTY: true, columns: 200, rows: 40, cursorTo: () => true, clearLine: () => true, moveCursor: () => true, text: () => chunks.join('') });
  return stream;
}

describe('progressBar', () => {
  it('shows "ETA ..." before the first batch and the time left after it, on a terminal', async () => {
    const stream = terminal();
    let clock = 0;
    const bar = await progressBar(false, 'simulating', 2000, { stream, now: () => clock });
    expect(stream.text()).toContain('0/2000 games');
    expect(stream.text()).toContain('ETA ...');
    clock = 1000;
    bar.update(250, 2000);
    await new Promise((done) => setTimeout(done, 400)); // the bar redraws 5 times a second
    expect(stream.text()).toContain('250/2000 games | 250.0 games/s | ETA 7s');
    bar.stop();
  });

  it('draws nothing off a terminal, or when quiet', async () => {
    const pipe = terminal();
    Object.assign(pipe, { isTTY: false });
    const bar = await progressBar(false, 'simulating', 10, { stream: pipe });
    bar.update(5, 10);
    bar.stop();
    const quiet = await progressBar(true, 'simulating', 10, { stream: terminal() });
    quiet.update(5, 10);
    expect(pipe.text()).toBe('');
  });
});
