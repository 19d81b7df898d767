// Profile point `wildTriples` (rules §5): which materia may form a wild triple when learning.
// `any-colour` (printed): a triple may hold materia of the learned spell's own colour;
// `other-colours` (digital): only the other colours, so every paid materia of the spell's colour
// is a single. The same positions under both profiles, for the Evening's Learn, a Clone-copied
// Learn, and Transmutation (whose payment has no triples, so the point leaves it alone).
import { describe, expect, it } from 'vitest';
import { isLegal, legalActions, type GameState, type LearnAction, type MateriaKind, type SpellId } from '../../src/index.js';
import { actionKey, cast, copies, expectRefused, learn, learned, riggedGame, spellsWith, step } from '../kit/index.js';

type Preset = 'printed' | 'digital';

function evening(rules: Preset, pool: MateriaKind[], spells: readonly SpellId[] | 'set1' = 'set1'): GameState {
  return riggedGame({ rules, spells, phase: 'evening', pools: [pool, []], altar: ['white-circle'] });
}

/** The listed Learns of `spell`, as action keys. */
function learnsOf(s: GameState, spell: SpellId): string[] {
  return legalActions(s).filter((a): a is LearnAction => a.type === 'learn' && a.spell === spell).map(actionKey);
}

describe('P1 wild triples', () => {
  // Sacrifice (red) with 2 red singles and a circle triple that holds a red circle.
  const mixed: MateriaKind[] = ['red-circle', 'blue-circle', 'green-circle', 'red-square', 'red-square'];

  it('printed: a triple may hold a materia of the spell\'s own colour', () => {
    const s = evening('printed', mixed);
    const a = learn('sacrifice', 3, 'red-square', mixed);
    expect(isLegal(s, a)).toBe(true);
    expect(learnsOf(s, 'sacrifice')).toContain(actionKey({ ...a, spend: ['red-circle', 'red-square', 'red-square', 'green-circle', 'blue-circle'] }));
    const r = step(s, a);
    expect(r.state.players[0]?.spells[0]).toEqual({ spell: 'sacrifice', level: 3, card: 'red-square', day: 1 });
  });

  it('digital: the same payment is refused; the red circle can only be a single', () => {
    const s = evening('digital', mixed);
    expectRefused(s, learn('sacrifice', 3, 'red-square', mixed), 'invalid-payment', 'spend');
    // the three red materia as singles pay level 3; the blue and green circles stay in the pool
    expect(isLegal(s, learn('sacrifice', 3, 'red-square', ['red-circle', 'red-square', 'red-square']))).toBe(true);
    expect(learnsOf(s, 'sacrifice').every((k) => !k.includes('blue-circle') && !k.includes('green-circle'))).toBe(true);
    expect(learnsOf(evening('printed', mixed), 'sacrifice').length).toBeGreaterThan(learnsOf(s, 'sacrifice').length);
  });

  it('a triple of the spell\'s colour alone: a wild under printed, six singles (no level) under digital', () => {
    const own: MateriaKind[] = [...copies('red-circle', 3), ...copies('red-square', 3)];
    const a = learn('sacrifice', 4, 'red-square', own);
    expect(isLegal(evening('printed', own), a)).toBe(true);
    expectRefused(evening('digital', own), a, 'invalid-payment', 'spend');
  });

  it('a triple of other colours only is a wild under both profiles', () => {
    const pool: MateriaKind[] = ['red-square', 'red-triangle', 'blue-circle', 'green-circle', 'yellow-circle'];
    for (const rules of ['printed', 'digital'] as const) {
      expect(isLegal(evening(rules, pool), learn('sacrifice', 3, 'red-square', pool)), rules).toBe(true);
    }
  });

  it('a Learn copied by Clone L4 follows the profile too', () => {
    const spells = spellsWith('clone');
    const midday = (rules: Preset): GameState => step(riggedGame({
      rules, spells, phase: 'midday', altar: ['white-circle'], pools: [mixed, []], learned: [[learned('clone', 4, 'white-circle')], []],
    }), cast('clone', 4)).state;
    const a = learn('sacrifice', 3, 'red-square', mixed);
    expect(isLegal(midday('printed'), a)).toBe(true);
    expectRefused(midday('digital'), a, 'invalid-payment', 'spend');
  });

  it('Transmutation\'s payment (no triples) is the same under both profiles', () => {
    const spells = spellsWith('transmutation');
    const pool: MateriaKind[] = ['red-circle', 'red-square', 'blue-circle', 'green-circle', 'yellow-circle', 'yellow-triangle'];
    const options = (rules: Preset): string[] => legalActions(step(riggedGame({
      rules, spells, phase: 'evening', altar: ['white-circle'], pools: [pool, []], learned: [[learned('transmutation', 5, 'blue-circle')], []],
    }), cast('transmutation', 5)).state).map(actionKey);
    expect(options('printed').length).toBeGreaterThan(0);
    expect(options('digital')).toEqual(options('printed'));
  });
});
