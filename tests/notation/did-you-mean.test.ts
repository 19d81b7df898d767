// didYouMean: the engine's near-miss hint, exported for tools and front-ends (the spellbook-sim
// command words its unknown flags with it).
import { describe, expect, it } from 'vitest';
import { BUILTIN_SPELL_IDS, didYouMean } from '../../src/index.js';

describe('didYouMean', () => {
  it('names the closest candidate within the edit limit', () => {
    expect(didYouMean('levitaton', BUILTIN_SPELL_IDS)).toBe(' (did you mean levitation?)');
    expect(didYouMean('--gmaes', ['--games', '--players', '--seed'])).toBe(' (did you mean --games?)');
    expect(didYouMean('sede', ['seed', 'shard'])).toBe(' (did you mean seed?)');
  });

  it('gives nothing when no candidate is close: 2 edits at most, 1 for words of up to 4 letters', () => {
    expect(didYouMean('fireball', BUILTIN_SPELL_IDS)).toBe('');
    expect(didYouMean('sd', ['seed'])).toBe('');
    expect(didYouMean('anything', [])).toBe('');
  });

  it('prefers the first of equally close candidates', () => {
    expect(didYouMean('cat', ['bat', 'hat'])).toBe(' (did you mean bat?)');
  });
});
