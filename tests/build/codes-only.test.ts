// The `production` build's switch: with DETAILED_MESSAGES false, refusals and setup errors carry
// their codes (and fields, paths) only, and play is unchanged. The sources are bundled here with
// the very plugin that makes dist/index.production.js, so the test needs no build and no module
// mock: it holds in any order, in a run that shares its modules across files too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOnly } from '../../scripts/codes-only.js';
import * as detailed from '../../src/index.js';

type Engine = typeof import('../../src/index.js');

const dir = mkdtempSync(join(tmpdir(), 'codes-only-'));
let engine: Engine;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('../../src/index.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    plugins: [codesOnly],
  });
  const file = join(dir, 'index.production.mjs');
  writeFileSync(file, bundle.outputFiles[0]!.contents);
  engine = (await import(pathToFileURL(file).href)) as Engine;
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('codes only (the production build)', () => {
  it('is the codes-only engine: the default build explains the same refusal in a sentence', () => {
    const action = { type: 'take', player: 1, materia: 'red-circle' } as const;
    const r = detailed.applyAction(detailed.createGame({ players: 2, seed: 'codes', firstPlayer: 0 }), action);
    expect(r.ok ? undefined : r.error.message).not.toBe('not-your-turn');
    const p = engine.applyAction(engine.createGame({ players: 2, seed: 'codes', firstPlayer: 0 }), action);
    expect(p.ok ? undefined : p.error.message).toBe('not-your-turn');
  });

  it('a refused action: its message is its code, its field is kept', () => {
    const game = engine.createGame({ players: 2, seed: 'codes', firstPlayer: 0 });
    const r = engine.applyAction(game, { type: 'take', player: 1, materia: 'red-circle' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({ code: 'not-your-turn', message: 'not-your-turn', field: 'player' });
    const shape = engine.applyAction(game, { type: 'take', player: 0, materia: 'red-circles' } as never);
    expect(shape.ok ? undefined : shape.error).toEqual({ code: 'malformed-action', message: 'malformed-action', field: 'materia' });
  });

  it('a setup error: the code stands in for the sentence, the path is kept', () => {
    let error: unknown;
    try {
      engine.createGame({ players: 7 as never });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(engine.SetupError);
    expect((error as InstanceType<Engine['SetupError']>).message).toBe('invalid-player-count (players)');
    expect((error as InstanceType<Engine['SetupError']>).path).toBe('players');
  });

  it('other errors: the code, or for an error without one a few words, stands in for the sentence', () => {
    expect(() => engine.getSpell('blaez' as never)).toThrow(/^unknown spell blaez$/);
    expect(() => engine.rulePresetAt('printed', 0)).toThrow(/^invalid-rules-version$/);
    expect(() => engine.createRiggedGame({ players: 2, setup: { pools: 3 as never } })).toThrow(/^invalid-rigged-setup \(setup\.pools\)$/);
  });

  it('plays as the default build: every listed action is accepted, to the same states', () => {
    let state = engine.createGame({ players: 3, seed: 'codes-play' });
    let same = detailed.createGame({ players: 3, seed: 'codes-play' });
    for (let n = 0; n < 200 && state.phase !== 'ended'; n++) {
      const legal = engine.legalActions(state);
      expect(detailed.legalActions(same)).toEqual(legal);
      const action = legal[(n * 5) % legal.length] as (typeof legal)[number];
      const r = engine.applyAction(state, action);
      const d = detailed.applyAction(same, action);
      expect(r.ok && d.ok).toBe(true);
      if (!r.ok || !d.ok) return;
      expect(r.state).toEqual(d.state);
      expect(r.events).toEqual(d.events);
      state = r.state;
      same = d.state;
    }
    expect(state.step).toBeGreaterThan(100);
  });
});
