// Writes the save fixture of the CURRENT schema version: tests/fixtures/saves/schema-<N>.json,
// the exact text `serialize` gives for a mid-game state of 3 players waiting in the middle of a
// spell's effect, played under the `digital` rule profile (not the default, so that a loader
// that ignored the saved profile would be caught). tests/records/migrations.test.ts loads every
// fixture of that folder from FIRST_LOADABLE_SCHEMA on, so each schema version the engine wrote
// since rule profiles keeps loading (through the migration chain); the older fixtures stay as
// evidence of the saves that are refused.
//
//   npx tsx scripts/save-fixture.ts           # writes schema-<SCHEMA_VERSION>.json if missing
//   npx tsx scripts/save-fixture.ts --force   # overwrites it (only before that schema is released)
//
// Run it deliberately, once per schema version: after raising SCHEMA_VERSION (and adding its
// migration), run it to add the new version's fixture. Never rewrite the fixture of a released
// schema: it stands for the saves that users have, and a change of the engine that stops it
// from loading needs a migration, not a new fixture. The test checks a few known values of the
// fixture; update them there when you add a new one.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { xorshift } from '../src/testing/xorshift.js';
import {
  SCHEMA_VERSION, applyAction, createGame, currentDecision, deserialize, legalActions, serialize, type Action, type GameOptions,
  type GameState,
} from '../src/index.js';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'fixtures', 'saves');
const FILE = join(DIR, `schema-${SCHEMA_VERSION}.json`);
const OPTIONS: GameOptions = { players: 3, seed: 'save-fixture', spells: 'set2', rules: 'digital' };

/** Plays a seeded game (favouring spells) until an effect waits for a choice on Day 6 or later with spells learned. */
function midGame(policySeed: number): GameState | undefined {
  const rand = xorshift(policySeed); // the policy's own generator, never the game's
  let state = createGame(OPTIONS);
  while (state.phase !== 'ended') {
    const learned = state.players.filter((p) => p.spells.length > 0).length;
    if (state.pending.length > 0 && state.day >= 6 && learned >= 2) return state;
    const legal = legalActions(state);
    const spells = legal.filter((a) => a.type === 'learn' || a.type === 'cast');
    const from = spells.length > 0 && rand() < 0.8 ? spells : legal;
    const r = applyAction(state, from[Math.floor(rand() * from.length)] as Action);
    if (!r.ok) throw new Error(`a listed action was refused: ${r.error.code}`);
    state = r.state;
  }
  return undefined;
}

if (existsSync(FILE) && !process.argv.includes('--force')) {
  console.error(`${FILE} exists: the fixture of a released schema is never rewritten (use --force only before release)`);
  process.exit(1);
}
let state: GameState | undefined;
for (let seed = 1; state === undefined && seed <= 100; seed++) state = midGame(seed);
if (state === undefined) throw new Error('no seeded game reached an effect in progress');
const text = serialize(state);
if (serialize(deserialize(text)) !== text) throw new Error('the save does not round-trip');
mkdirSync(DIR, { recursive: true });
writeFileSync(FILE, text);
const decision = currentDecision(state);
console.log(`wrote ${FILE}`);
console.log(JSON.stringify({
  seed: state.seed, rules: state.rules, day: state.day, active: state.active, phase: state.phase, step: state.step,
  pending: state.pending.map((f) => ({ actor: f.actor, spell: f.spell, level: f.level, step: f.steps[0]?.step })),
  spells: state.players.map((p) => p.spells.map((s) => `${s.spell}@${s.level}`)),
  decision,
}, null, 2));
