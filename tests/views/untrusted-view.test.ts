// A view from elsewhere is checked as a save is: deserialize(serialize(stateFromView(view))).
// findInvariantProblem checks a well-typed state only, and these ill-typed views pass it.
import { describe, expect, it } from 'vitest';
import {
  LoadError, createRiggedGame, deserialize, findInvariantProblem, playerView, serialize, stateFromView, type PlayerView,
} from '../../src/index.js';
import { thrownBy } from '../kit/index.js';

const s = createRiggedGame({
  players: 2, seed: 'untrusted-view', spells: 'set1', firstPlayer: 0,
  setup: { learned: [[{ spell: 'levitation', level: 3, card: 'purple-circle', day: 1 }], []], day: 2 },
});

type Mutable = { -readonly [K in keyof PlayerView]: unknown } & { players: { spells: { level: unknown }[] }[]; rules: Record<string, unknown> };

const CASES: readonly (readonly [string, (v: Mutable) => void, string])[] = [
  ['a learned spell at level 7', (v) => { (v.players[0] as { spells: { level: unknown }[] }).spells[0]!.level = 7; }, '$.state.players[0].spells[0].level'],
  ['a rule value the profile does not know', (v) => { v.rules.usableWhen = 'x'; }, '$.state.rules.usableWhen'],
  ['a pending step of unknown kind', (v) => {
    v.pending = [{ actor: 0, spell: 'levitation', level: 3, card: null, phaseAction: true, steps: [{ step: 'teleport' }] }];
  }, '$.state.pending[0].steps[0].step'],
];

describe('a view from elsewhere: the recommended check refuses ill-typed views', () => {
  it('the check accepts the view of a real game, giving its state back', () => {
    const state = stateFromView(playerView(s, 0));
    expect(deserialize(serialize(state))).toEqual(state);
  });

  it.each(CASES)('%s: refused with a LoadError at its field (findInvariantProblem alone does not see it)', (_label, change, path) => {
    const view = JSON.parse(JSON.stringify(playerView(s, 0))) as Mutable;
    change(view);
    const state = stateFromView(view as unknown as PlayerView);
    // findInvariantProblem finds no problem in it (or throws a TypeError on a step of unknown kind).
    let seen: unknown;
    try {
      seen = findInvariantProblem(state);
    } catch (e) {
      seen = e instanceof TypeError ? undefined : e;
    }
    expect(seen).toBeUndefined();
    const error = thrownBy(LoadError, () => deserialize(serialize(state)));
    expect(error.path).toBe(path);
  });
});
