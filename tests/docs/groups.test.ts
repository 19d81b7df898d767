/**
 * The API reference stays grouped: every export of the documented entries (the engine, `/bots`,
 * `/testing`, `/learn`) carries a `@group` tag naming a group of typedoc.json's `groupOrder`, so that a new
 * export lands under a topic instead of the flat "Functions" and "Type Aliases" lists, and
 * "Start here" holds exactly the six functions every program uses.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRIES = ['src/index.ts', 'src/bots/index.ts', 'src/testing/index.ts', 'src/learn/index.ts'];
const START_HERE = ['applyAction', 'createGame', 'currentDecision', 'legalActions', 'playerView', 'scoreGame'];

const typedoc = JSON.parse(readFileSync(join(ROOT, 'typedoc.json'), 'utf8')) as { groupOrder: string[] };
const known = new Set(typedoc.groupOrder.filter((g) => g !== '*'));

const program = ts.createProgram(
  ENTRIES.map((e) => join(ROOT, e)),
  { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, noEmit: true },
);
const checker = program.getTypeChecker();

/** Each export of an entry with the groups its declaration's TSDoc names. */
function groupsOf(entry: string): Map<string, string[]> {
  const file = program.getSourceFile(join(ROOT, entry))!;
  const result = new Map<string, string[]>();
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(file)!)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const groups = (target.declarations ?? []).flatMap((d) =>
      ts.getJSDocTags(d).filter((t) => t.tagName.text === 'group').map((t) => ts.getTextOfJSDocComment(t.comment)?.trim() ?? ''),
    );
    result.set(symbol.name, [...new Set(groups)]);
  }
  return result;
}

describe('the API reference is grouped by topic', () => {
  for (const entry of ENTRIES) {
    it(`every export of ${entry} has a @group of typedoc.json's groupOrder`, () => {
      const missing: string[] = [];
      for (const [name, groups] of groupsOf(entry)) {
        if (groups.length === 0) missing.push(`${name}: no @group`);
        for (const g of groups) if (!known.has(g)) missing.push(`${name}: @group ${g} is not in groupOrder`);
      }
      expect(missing).toEqual([]);
    });
  }

  it('"Start here" holds the six functions every program uses', () => {
    const start = [...groupsOf('src/index.ts')].filter(([, groups]) => groups.includes('Start here')).map(([name]) => name);
    expect(start.sort()).toEqual(START_HERE);
  });
});
