// The path of a LoadError names a key of the save as given: a key that is no identifier is
// quoted (`$.state["a.b"]`), in the rule profile as everywhere else, so that every path parses
// as a JSON path and points into the document that was refused.
import { describe, expect, it } from 'vitest';
import { LoadError, createGame, createRiggedGame, deserialize, serialize } from '../../src/index.js';
import { thrownBy } from '../kit/index.js';
import { pathResolves } from '../fuzz/saves.js';

type SaveJson = { state: { rules: Record<string, unknown> } & Record<string, unknown> } & Record<string, unknown>;

const base = JSON.parse(serialize(createGame({ players: 2, seed: 'key-paths' }))) as SaveJson;

function refusal(where: 'rules' | 'state' | 'envelope', key: string): { error: LoadError; save: SaveJson } {
  const save = structuredClone(base);
  const target: Record<string, unknown> = where === 'rules' ? save.state.rules : where === 'state' ? save.state : save;
  target[key] = 1;
  return { error: thrownBy(LoadError, () => deserialize(JSON.stringify(save))), save };
}

describe('LoadError paths quote keys that are no identifiers', () => {
  it.each([
    ['rules', 'a.b', '$.state.rules["a.b"]'],
    ['rules', 'x[0]', '$.state.rules["x[0]"]'],
    ['rules', 'odd "key"', '$.state.rules["odd \\"key\\""]'],
    ['rules', 'plain', '$.state.rules.plain'],
    ['state', 'a.b', '$.state["a.b"]'],
    ['envelope', 'a.b', '$["a.b"]'],
  ] as const)('an unknown key of %s, %j: at %s', (where, key, path) => {
    const { error, save } = refusal(where, key);
    expect(error.path).toBe(path);
    expect(pathResolves(save, error.path)).toBe(true);
  });

  it('a raw key would not resolve: the check the fuzz suite holds every refusal to', () => {
    const { save } = refusal('rules', 'a.b');
    expect(pathResolves(save, '$.state.rules.a.b')).toBe(false);
    expect(pathResolves(save, '$.state.rules.x[0]')).toBe(false);
    expect(pathResolves(save, '$.state.rules-x')).toBe(false);
  });

  it('the rules option of a rigged game names its odd keys the same way', () => {
    const e = thrownBy(Error, () => createRiggedGame({ players: 2, rules: { ...(base.state.rules as object), 'a.b': 1 } as never }));
    expect((e as Error & { path: string }).path).toBe('rules["a.b"]');
  });
});
