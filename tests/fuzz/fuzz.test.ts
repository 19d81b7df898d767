// The seeded fuzz suite at CI size: actions at every position of random games (solo to 4 players,
// both presets), mutated saves, notation strings and mutated records, and games with homebrew
// spells in play. Sizes and seed from the environment: FUZZ_ACTIONS, FUZZ_SAVES, FUZZ_NOTATION,
// FUZZ_RECORDS, FUZZ_HOMEBREW, FUZZ_SEED. `npm run fuzz` runs millions.
import { beforeAll, describe, expect, it } from 'vitest';
import { Tally, formatBreaks, type BreakClass } from './breaks.js';
import { fuzzActions } from './actions.js';
import { fuzzSaves, longPendingFrame } from './saves.js';
import { fuzzTexts } from './texts.js';
import { fuzzHomebrew } from './homebrew.js';
import { SEED, size } from './sizes.js';

const ACTIONS = size('FUZZ_ACTIONS', 20_000);
const SAVES = size('FUZZ_SAVES', 1_500);
const NOTATION = size('FUZZ_NOTATION', 10_000);
const RECORDS = size('FUZZ_RECORDS', 200);
const HOMEBREW = size('FUZZ_HOMEBREW', 12_000);

function expectNone(tally: Tally, kinds: readonly BreakClass[]): void {
  const found = kinds.map((k) => [k, tally.counts.get(k) ?? 0] as const).filter(([, n]) => n > 0);
  if (found.length === 0) return;
  const shown = new Tally(tally.seed);
  shown.kept.push(...tally.kept.filter((b) => kinds.includes(b.kind)));
  expect.fail(`breaks: ${found.map(([k, n]) => `${k} × ${n}`).join(', ')}\n${formatBreaks(shown)}`);
}

describe('fuzz: actions at every position of random games', () => {
  const tally = new Tally(SEED);
  beforeAll(() => fuzzActions(tally, { actions: ACTIONS }), 120_000);

  it('covers every mode (solo to 4 players) under both presets', () => {
    expect(tally.figures.actions).toBeGreaterThanOrEqual(ACTIONS);
    if (ACTIONS >= 20_000) expect(tally.figures.games).toBeGreaterThanOrEqual(8);
    expect(tally.figures.actionsAccepted).toBeGreaterThan(0);
  });

  it('applyAction never throws on a JSON action, accepts exactly the listed ones, refuses the rest with a documented code, and leaves the state unchanged', () => {
    expectNone(tally, ['action-throw', 'action-untyped-refusal', 'action-accepted-unlisted', 'action-refused-listed', 'action-state-changed', 'action-invariant']);
  });

  it('applyAction never throws on an action JSON cannot express (holes, BigInt, getters, symbols, cycles) and applies at most the listed action it was made from', () => {
    expect(tally.figures.nonJsonActions).toBeGreaterThan(0);
    expectNone(tally, ['non-json-action']);
  });
});

describe('fuzz: mutated saves', () => {
  const tally = new Tally(SEED);
  beforeAll(() => fuzzSaves(tally, { saves: SAVES, perCorpus: 1_000 }), 120_000);

  it('deserialize refuses a mutated save with a LoadError naming a path of the input, or loads a state that passes the invariants and plays to its end', () => {
    expect(tally.figures.saves).toBe(SAVES);
    if (SAVES >= 1_000) expect(tally.figures.savesAccepted).toBeGreaterThan(0);
    expectNone(tally, ['save-untyped-throw', 'save-invariant', 'save-playout']);
  });

  it('a loaded save is never a dead end: until the game is over, someone can act', () => {
    expectNone(tally, ['deadlocked-save']);
  });

  it('a save holding a long pending effect is refused, or its next action costs linear time', () => {
    const t = new Tally(SEED);
    longPendingFrame(t, 16_000, 1_000);
    expectNone(t, ['slow-pending-frame', 'save-untyped-throw']);
  });
});

describe('fuzz: notation strings and records', () => {
  const tally = new Tally(SEED);
  beforeAll(() => fuzzTexts(tally, { notation: NOTATION, records: RECORDS }), 120_000);

  it('parseAction gives an action or a NotationError, and what it parses formats and parses back to itself', () => {
    expect(tally.figures.notation).toBe(NOTATION);
    expectNone(tally, ['notation']);
  });

  it('replay gives a game that passes the invariants, or a ReplayError', () => {
    expect(tally.figures.records).toBe(RECORDS);
    expectNone(tally, ['record']);
  });
});

describe('fuzz: games with homebrew spells in play', () => {
  const tally = new Tally(SEED);
  beforeAll(() => fuzzHomebrew(tally, { actions: HOMEBREW }), 120_000);

  it('effects that could reach their own spell again, and nested long effects, list, play and end', () => {
    expect(tally.figures.homebrewActions).toBeGreaterThanOrEqual(HOMEBREW);
    if (HOMEBREW >= 8_000) {
      expect(tally.figures.homebrewGames).toBeGreaterThanOrEqual(8);
      expect(tally.figures.homebrewNested).toBeGreaterThan(0);
    }
  });

  it('no untyped throw (only effects-too-large for a listed action), accepted exactly when listed, the state unchanged, every state valid and saveable', () => {
    expectNone(tally, ['homebrew']);
  });
});
