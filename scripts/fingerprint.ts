// Behaviour fingerprint: one hash over the legal-action lists, the events, the refusals of altered
// actions, the current decisions and the serialised states of tens of thousands of decisions
// (1 to 4 players, every printed set, `classic` and mixed lists of spells, the games alternating
// between the printed and the digital rule profile). A refactoring that
// must not change behaviour keeps this hash; a change of the order of `legalActions`, of an
// event or of the save format changes it.
//
//   npx tsx scripts/fingerprint.ts                  # the sources
//   FINGERPRINT_ENGINE=dist npx tsx scripts/fingerprint.ts   # the build (after npm run build)
//   FINGERPRINT_ENGINE=production FINGERPRINT_WITHOUT_MESSAGES=1 npx tsx scripts/fingerprint.ts
//     # the production build, whose messages are codes: its hash without messages is the sources'
//   FINGERPRINT_DECISIONS=200000 npx tsx scripts/fingerprint.ts
//   FINGERPRINT_WITHOUT_RULES_VERSION=1 npx tsx scripts/fingerprint.ts   # saves hashed without
//     their `rulesVersion`, as engines before rules versions wrote them (to compare across that change)
//   FINGERPRINT_WITHOUT_MESSAGES=1 npx tsx scripts/fingerprint.ts   # refusals hashed by code and
//     field only, their English message left out (to compare across a change of a message's wording)
import { createHash } from 'node:crypto';
import type { Action, GameState, SpellId, SpellSelection } from '../src/index.js';
import { xorshift } from '../src/testing/xorshift.js';

type Engine = typeof import('../src/index.js');
const ENGINE = process.env.FINGERPRINT_ENGINE === 'dist' || process.env.FINGERPRINT_ENGINE === 'production' ? process.env.FINGERPRINT_ENGINE : 'src';
const engineUrl = ENGINE === 'src' ? '../src/index.js' : new URL(ENGINE === 'dist' ? '../dist/index.js' : '../dist/index.production.js', import.meta.url).href;
const engine = (await import(engineUrl)) as Engine;
const { applyAction, createGame, currentDecision, legalActions, SPELL_SETS, BUILTIN_SPELL_IDS } = engine;
const withoutRulesVersion = process.env.FINGERPRINT_WITHOUT_RULES_VERSION === '1';
const withoutMessages = process.env.FINGERPRINT_WITHOUT_MESSAGES === '1';
/** The save, or the save as written before rules versions (its `"rulesVersion":N,` left out). */
const serialize = (state: GameState): string => {
  const text = engine.serialize(state);
  return withoutRulesVersion ? text.replace(/^(\{"format":"[^"]*","schemaVersion":\d+,)"rulesVersion":\d+,/, '$1') : text;
};

const TARGET = Number(process.env.FINGERPRINT_DECISIONS ?? 200_000);

/** Explicit lists: the printed sets' spells mixed so that every spell meets other partners. */
function mixedLists(): SpellId[][] {
  const lists: SpellId[][] = [];
  for (let shift = 0; shift < 3; shift++) {
    lists.push(Array.from({ length: 7 }, (_, c) => BUILTIN_SPELL_IDS[c * 3 + ((c + shift) % 3)] as SpellId));
    lists.push(Array.from({ length: 7 }, (_, c) => BUILTIN_SPELL_IDS[c * 3 + ((2 * c + shift) % 3)] as SpellId));
  }
  return lists;
}

const selections: SpellSelection[] = ['set1', 'set2', 'set3', 'classic', ...mixedLists()];
void SPELL_SETS;

/** Alterations of a listed action that may or may not be legal: their verdicts are hashed too. */
function altered(a: Action, rand: () => number): Action[] {
  const out: Action[] = [{ ...a, player: (a.player + 1) % 4 } as Action];
  if ('level' in a) out.push({ ...a, level: a.level === 3 ? 5 : 3 } as Action);
  if ('materia' in a) out.push({ ...a, materia: rand() < 0.5 ? 'red-circle' : 'blue-square' } as Action);
  out.push({ type: 'pass', player: a.player } as Action);
  return out;
}

const hash = createHash('sha256');
const put = (text: string): void => {
  hash.update(text);
};
let decisions = 0;
let games = 0;
outer: for (let round = 0; ; round++) {
  for (let players = 1; players <= 4; players++) {
    for (let s = 0; s < selections.length; s++) {
      const rand = xorshift(((round * 7 + players) * 31 + s) * 2654435761);
      const solo = players === 1 ? { solo: { difficulty: (round % 4) as 0 | 1 | 2 | 3 } } : {};
      const rules = (round + players + s) % 2 === 0 ? 'printed' : 'digital';
      let state: GameState = createGame({ players: players as 1 | 2 | 3 | 4, seed: `fp-${round}-${players}-${s}`, spells: selections[s] as SpellSelection, rules, ...solo });
      put(serialize(state));
      games++;
      while (state.phase !== 'ended') {
        const legal = legalActions(state);
        put(JSON.stringify(legal));
        put(JSON.stringify(currentDecision(state)));
        const chosen = legal[Math.floor(rand() * legal.length)] as Action;
        if (decisions % 7 === 0) {
          for (const a of altered(chosen, rand)) {
            const r = applyAction(state, a);
            if (r.ok) put(`ok ${JSON.stringify(r.events)}`);
            else put(withoutMessages ? `${r.error.code} ${r.error.field ?? ''}` : `${r.error.code} ${r.error.field ?? ''} ${r.error.message}`);
          }
        }
        const r = applyAction(state, chosen);
        if (!r.ok) throw new Error(`a listed action was refused: ${r.error.code}`);
        put(JSON.stringify(r.events));
        state = r.state;
        if (decisions % 5 === 0) put(serialize(state));
        decisions++;
      }
      put(serialize(state));
      if (decisions >= TARGET) break outer;
    }
  }
}
const modes = [withoutRulesVersion ? 'saves without rulesVersion' : '', withoutMessages ? 'refusals without messages' : ''].filter(Boolean);
console.log(`fingerprint ${hash.digest('hex')} (${[ENGINE, ...modes].join(', ')}: ${games} games, ${decisions} decisions)`);
