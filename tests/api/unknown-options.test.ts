// Every reader of options refuses a key that is no option, with a typed error at the key's path
// that names the nearest option (or lists them when none is near): a mistyped `sead` never
// quietly gives a random seed. The readers here are the core's: createGame, createRiggedGame (its
// setup, the setup's opponent and learned spells, solo), Match, recordOf and the record reader.
// The bots' readers
// are in tests/bots/factories.test.ts, the test kit's in tests/testing/unknown-options.test.ts,
// simulate's and the BullMQ mode's in packages/sim.
import { describe, expect, it } from 'vitest';
import {
  Match, ReplayError, SetupError, createGame, createRiggedGame, didYouMean, recordOf, replay, serialize, startRecord,
  type GameOptions, type GameRecord, type RiggedOptions,
} from '../../src/index.js';
import { thrownBy } from '../kit/index.js';

/** Options with a key no type allows (as JavaScript, a spread of a wider object or JSON would give). */
function loose(options: Record<string, unknown>): RiggedOptions {
  return options as unknown as RiggedOptions;
}

describe('createGame and createRiggedGame refuse unknown keys: SetupError unknown-option at the key, with the nearest name', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['a mistyped seed', { players: 2, sead: 'friday' }, 'sead', 'did you mean seed?'],
    ['a mistyped first player, in the wrong case', { players: 2, firstplayer: 0 }, 'firstplayer', 'did you mean firstPlayer?'],
    ['a plural for a singular', { players: 2, spell: 'set2' }, 'spell', 'did you mean spells?'],
    ['a mistyped count', { player: 2 }, 'player', 'did you mean players?'],
    ['an undefined one too: a typo is a typo whatever its value', { players: 2, rule: undefined }, 'rule', 'did you mean rules?'],
    ['one that is near nothing: the options are listed', { players: 2, colour: 'red' }, 'colour', 'known: players, seed, spells, rules, firstPlayer, solo, setup'],
    ['in solo', { players: 1, solo: { dificulty: 2 } }, 'solo.dificulty', 'did you mean difficulty?'],
  ])('%s', (_name, options, path, hint) => {
    for (const create of [createGame, createRiggedGame] as const) {
      const e = thrownBy(SetupError, () => create(loose(options) as GameOptions));
      expect(e.code).toBe('unknown-option');
      expect(e.path).toBe(path);
      expect(e.message).toContain(`unknown option "${path.split('.').pop() ?? ''}"`);
      expect(e.message).toContain(hint);
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a mistyped part of a rigged setup', { altr: ['red-circle'] }, 'setup.altr', 'did you mean altar?'],
    ['a mistyped part of the opponent', { opponent: { trak: [] } }, 'setup.opponent.trak', 'did you mean track?'],
    ['a mistyped field of a learned spell', { learned: [[{ spell: 'sacrifice', levl: 3, card: 'red-square' }], []] }, 'setup.learned.0.0.levl', 'did you mean level?'],
  ])('createRiggedGame: %s', (_name, setup, path, hint) => {
    const players = 'opponent' in setup ? 1 : 2;
    const e = thrownBy(SetupError, () => createRiggedGame(loose({ players, seed: 'keys', setup })));
    expect(e.code).toBe('unknown-option');
    expect(e.path).toBe(path);
    expect(e.message).toContain(hint);
  });

  it('the unknown key is named before any other problem of the options, and nothing is created', () => {
    // A bad player count and a typo: the typo is what the caller needs to see first.
    expect(thrownBy(SetupError, () => createGame(loose({ players: 9, sead: 'x' }) as GameOptions)).path).toBe('sead');
    // The known keys with every value still deal the very same game as before.
    const options = { players: 2, seed: 'keys', spells: 'set2', rules: 'digital', firstPlayer: 1 } as const;
    expect(serialize(createGame(options))).toBe(serialize(createRiggedGame({ ...options, setup: null })));
  });

  it('didYouMean, the hint the messages end with, matches letter case as a near miss', () => {
    expect(didYouMean('firstplayer', ['players', 'firstPlayer'])).toBe(' (did you mean firstPlayer?)');
    expect(didYouMean('SEED', ['seed'])).toBe(' (did you mean seed?)');
    expect(didYouMean('tk', ['take'])).toBe('');
  });
});

describe('Match.create, recordOf and the record reader refuse unknown keys too', () => {
  it('Match.create: SetupError unknown-option, as createRiggedGame', () => {
    const e = thrownBy(SetupError, () => Match.create(loose({ players: 3, seed: 'match', firstPlayr: 0 })));
    expect([e.code, e.path]).toEqual(['unknown-option', 'firstPlayr']);
    expect(e.message).toContain('did you mean firstPlayer?');
  });

  it('recordOf: a record it wrote must replay, so it refuses a key that replay would', () => {
    const { state } = startRecord({ players: 2, seed: 'record-keys' });
    const e = thrownBy(SetupError, () => recordOf(loose({ players: 2, seed: 'record-keys', sead: 'x' }), state, []));
    expect([e.code, e.path]).toEqual(['unknown-option', 'sead']);
  });

  it('replay: an unknown key of the record, or of its options, is invalid-record at its path, with the nearest name', () => {
    const { record } = startRecord({ players: 2, seed: 'record-keys', spells: 'set3' });
    const withKey = (change: (r: Record<string, unknown>, o: Record<string, unknown>) => void): GameRecord => {
      const r = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
      change(r, r['options'] as Record<string, unknown>);
      return r as unknown as GameRecord;
    };
    const top = thrownBy(ReplayError, () => replay(withKey((r) => { r['engineVerison'] = '0.0.0'; })));
    expect([top.code, top.path]).toEqual(['invalid-record', '$["engineVerison"]']);
    expect(top.message).toContain('did you mean engineVersion?');
    // A mistyped seed is named as such, not reported as a missing seed.
    const seed = thrownBy(ReplayError, () => replay(withKey((_r, o) => { o['sead'] = o['seed']; delete o['seed']; })));
    expect([seed.code, seed.path]).toEqual(['invalid-record', '$.options.sead']);
    expect(seed.message).toContain('did you mean seed?');
    const odd = thrownBy(ReplayError, () => replay(withKey((_r, o) => { o['my key'] = 1; })));
    expect(odd.path).toBe('$.options["my key"]');
    // Inside a rigged setup, through createRiggedGame: its SetupError is the cause.
    const setup = thrownBy(ReplayError, () => replay(withKey((_r, o) => { o['setup'] = { nextDraw: ['red-circle'] }; })));
    expect([setup.code, setup.path]).toEqual(['invalid-record', '$.options.setup.nextDraw']);
    expect(setup.cause).toBeInstanceOf(SetupError);
    expect(setup.message).toContain('did you mean nextDraws?');
  });
});
