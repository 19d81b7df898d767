// The built `production` entry (dist/index.production.js) against the default one (dist/index.js):
// the same games from the same seeds, under the printed and the digital presets and mixed rule
// profiles, 1 to 4 players, compared at every step: the legal lists, the results of the chosen
// action (states and events), the current decision, every seat's and a spectator's view, the
// score sheet, and the refusals of altered and malformed actions (the same codes and fields; a
// production message is its code, a default one a sentence). At the end of each game: its record
// and the English descriptions of its actions, events and decisions. Then the kit over both
// builds (a Match, the notation), setup and argument errors, and the English sentences being
// absent from the production file. Run after `npm run build` (CI does).
//
//   npx tsx scripts/check-production-build.ts
//   PRODUCTION_CHECK_GAMES=48 npx tsx scripts/check-production-build.ts   # fewer games, a quick look
import { readFileSync } from 'node:fs';
import type { Action, GameState, RuleProfile, SpellSelection } from '../src/index.js';

// The built files, by URL: a fresh clone type-checks this script before anything is built.
type Engine = typeof import('../src/index.js');
const detailedUrl = new URL('../dist/index.js', import.meta.url);
const codesOnlyUrl = new URL('../dist/index.production.js', import.meta.url);
const detailed = (await import(detailedUrl.href)) as Engine;
const codesOnly = (await import(codesOnlyUrl.href)) as Engine;

const started = performance.now();
/** How many values the two builds were found equal on, by what was compared. */
const compared = { legal: 0, results: 0, decisions: 0, views: 0, scores: 0, refusals: 0, accepted: 0, records: 0, descriptions: 0 };
let steps = 0;
/** The refusal codes met. */
const codes = new Set<string>();

/** Fails unless the two builds gave the same value (compared as JSON). */
function same(what: keyof typeof compared, where: string, a: unknown, b: unknown): void {
  const ja = JSON.stringify(a);
  if (ja !== JSON.stringify(b)) throw new Error(`${where}: the ${what} differ:\n  default:    ${ja}\n  production: ${JSON.stringify(b)}`);
  compared[what]++;
}

// The rule profiles the games cycle through: both presets and two mixes of their points.
const { printed, digital } = detailed.RULE_PRESETS;
const PROFILES: readonly (RuleProfile | 'printed' | 'digital')[] = [
  'printed',
  'digital',
  { ...printed, wildTriples: 'other-colours', usableWhen: 'effect-fits' },
  { ...digital, lowering: 'to-printed-level', mirageDraws: 'at-once', sameKindSwaps: 'refused', stormDiscards: 'any-number' },
];
const SELECTIONS: readonly SpellSelection[] = ['set1', 'set2', 'set3', 'classic'];

/** A small seeded generator (an LCG): the script picks the same actions in both builds. */
function generator(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) % n;
}

/**
 * Actions to refuse or accept, made from the listed action `a`: another seat, another level,
 * another materia, a pass, the often refused take of a red circle, the other primary actions,
 * answers to a step, a cast and a learn of one of the game's spells and a learn of another
 * spell, and now and then actions that are not actions at all (an unknown type, an extra field,
 * a missing player, not an object).
 */
function probes(a: Action, step: number, state: GameState): unknown[] {
  const me = a.player;
  const spell = state.spells[step % state.spells.length];
  const out: unknown[] = [
    { ...a, player: (me + 1) % 4 },
    { type: 'pass', player: me },
    { type: 'take', player: step % state.players.length, materia: 'red-circle' },
    { type: 'draw', player: me },
    { type: 'store', player: me, materia: 'red-circle' },
    { type: 'stop', player: me },
    { type: 'pick', player: me, materia: 'red-circle' },
    { type: 'swap', player: me, give: 'red-circle', get: 'red-circle' },
    { type: 'cast', player: me, spell, level: 3 + (step % 3) },
    { type: 'cast', player: me, spell: state.players[me]?.spells.at(-1)?.spell ?? spell, level: 3 },
    { type: 'learn', player: me, spell, level: 3, onCard: 'red-circle', spend: ['red-circle', 'red-circle', 'red-circle'] },
    { type: 'learn', player: me, spell: detailed.BUILTIN_SPELL_IDS.find((s) => !state.spells.includes(s)), level: 3, onCard: 'red-circle', spend: [] },
  ];
  if ('level' in a) out.push({ ...a, level: a.level === 3 ? 5 : 3 });
  if ('materia' in a) out.push({ ...a, materia: a.materia === 'red-circle' ? 'blue-square' : 'red-circle' });
  if ('spend' in a) out.push({ ...a, spend: a.spend.slice(1) });
  if (step % 11 === 0) {
    out.push({ ...a, extra: 1 }, { type: 'fly', player: a.player }, { type: a.type }, { ...a, level: 6 }, { ...a, materia: 'red-circles' },
      JSON.parse(`{"type":"pass","player":${a.player},"__proto__":{}}`), 'pass', null);
  }
  return out;
}

/** Applies `probe` in both builds: the same refusal (a code for message in production), or the same result. */
function sameVerdict(where: string, a: GameState, b: GameState, probe: unknown, expectedStep?: number): void {
  const options = expectedStep === undefined ? undefined : { expectedStep };
  const ra = detailed.applyAction(a, probe as Action, options);
  const rb = codesOnly.applyAction(b, probe as Action, options);
  if (ra.ok !== rb.ok) throw new Error(`${where}: only one build refused ${JSON.stringify(probe)}`);
  if (!ra.ok && !rb.ok) {
    same('refusals', where, { code: ra.error.code, field: ra.error.field }, { code: rb.error.code, field: rb.error.field });
    codes.add(ra.error.code);
    if (rb.error.message !== rb.error.code) throw new Error(`${where}: a production message is not its code: ${JSON.stringify(rb.error)}`);
    if (ra.error.message === ra.error.code) throw new Error(`${where}: the default build did not explain ${JSON.stringify(ra.error)}`);
  } else if (ra.ok && rb.ok) {
    same('accepted', where, [ra.state, ra.events], [rb.state, rb.events]);
  }
}

// 64 games go once through every pairing of 1-4 players, rule profile and spell selection.
const GAMES = Number(process.env.PRODUCTION_CHECK_GAMES ?? 384);
for (let g = 0; g < GAMES; g++) {
  const players = (1 + (g % 4)) as 1 | 2 | 3 | 4;
  const rules = PROFILES[Math.floor(g / 4) % PROFILES.length] as RuleProfile | 'printed' | 'digital';
  const spells = SELECTIONS[Math.floor(g / 16) % SELECTIONS.length] as SpellSelection;
  const options = {
    players, seed: `production-${g}`, rules, spells, firstPlayer: g % players,
    ...(players === 1 ? { solo: { difficulty: (Math.floor(g / 4) % 4) as 0 | 1 | 2 | 3 } } : {}),
  };
  const below = generator(g * 2654435761 + 1);
  let a = detailed.createGame(options);
  let b = codesOnly.createGame(options);
  same('results', `game ${g}`, a, b);
  const played: Action[] = [];
  const englishA: string[] = [];
  const englishB: string[] = [];
  for (let n = 0; a.phase !== 'ended'; n++) {
    const where = `game ${g} (${players} players, ${typeof rules === 'string' ? rules : 'a mixed profile'}), step ${n}`;
    if (n > 5000) throw new Error(`${where}: the game did not end`);
    const listed = detailed.legalActions(a);
    const listedB = codesOnly.legalActions(b);
    same('legal', where, listed, listedB);
    const decision = detailed.currentDecision(a);
    same('decisions', where, decision, codesOnly.currentDecision(b));
    englishA.push(detailed.describeDecision(decision, 'en', a.rules));
    englishB.push(codesOnly.describeDecision(codesOnly.currentDecision(b), 'en', b.rules));
    for (let seat = 0; seat < players; seat++) same('views', `${where}, seat ${seat}`, detailed.playerView(a, seat), codesOnly.playerView(b, seat));
    same('views', `${where}, a spectator`, detailed.playerView(a), codesOnly.playerView(b));
    same('scores', where, detailed.scoreGame(a), codesOnly.scoreGame(b));
    const i = below(listed.length);
    const action = listed[i] as Action;
    for (const probe of probes(action, n, a)) sameVerdict(where, a, b, probe);
    if (n % 17 === 0) sameVerdict(where, a, b, action, a.step + 1);
    // Each build plays its own listed action (the engine's pooled objects), and now and then a
    // plain copy of it, which goes through the reading of untrusted actions.
    const mine = n % 5 === 0 ? { ...action } : action;
    const mineB = n % 5 === 0 ? { ...listedB[i] as Action } : listedB[i] as Action;
    const next = detailed.applyAction(a, mine);
    const nextB = codesOnly.applyAction(b, mineB);
    if (!next.ok || !nextB.ok) throw new Error(`${where}: a listed action was refused`);
    same('results', where, [next.state, next.events], [nextB.state, nextB.events]);
    englishA.push(detailed.describeAction(action, 'en'), ...next.events.map((e) => detailed.describeEvent(e, 'en')));
    englishB.push(codesOnly.describeAction(listedB[i] as Action, 'en'), ...nextB.events.map((e) => codesOnly.describeEvent(e, 'en')));
    played.push(action);
    a = next.state;
    b = nextB.state;
    steps++;
  }
  same('decisions', `game ${g}, the end`, detailed.currentDecision(a), codesOnly.currentDecision(b));
  same('scores', `game ${g}, the end`, detailed.scoreGame(a), codesOnly.scoreGame(b));
  sameVerdict(`game ${g}, the end`, a, b, { type: 'pass', player: 0 });
  same('records', `game ${g}`, detailed.recordOf(options, a, played), codesOnly.recordOf(options, b, played));
  same('descriptions', `game ${g}`, englishA, englishB);
}

// A full pool, which no short game above may reach: a take and a draw are refused alike.
const fullPool = { players: 2, seed: 'production-full-pool', firstPlayer: 0, setup: { pools: [[
  'red-circle', 'red-circle', 'red-circle', 'blue-square', 'blue-square', 'blue-square', 'green-triangle', 'green-triangle', 'green-triangle',
], []] } } as const;
for (const probe of [{ type: 'take', player: 0, materia: 'red-circle' }, { type: 'draw', player: 0 }]) {
  sameVerdict('a full pool', detailed.createRiggedGame(fullPool), codesOnly.createRiggedGame(fullPool), probe);
}

// The kit over both builds: a Match with undo, redo and a listener, its save, the notation both
// ways and the English descriptions must come out the same.
function kitTranscript(engine: Engine): string {
  const lines: string[] = [];
  const below = generator(7);
  for (const players of [1, 2, 3, 4] as const) {
    const match = engine.Match.create({ players, seed: `production-kit-${players}`, rules: players % 2 === 0 ? 'printed' : 'digital' });
    let heard = 0;
    const stop = match.on('state', () => heard++);
    for (let i = 0; i < 400 && match.state.phase !== 'ended'; i++) {
      const legal = match.legalActions();
      const action = legal[below(legal.length)] as Action;
      const text = engine.formatAction(action);
      lines.push(text, JSON.stringify(engine.parseAction(text)), engine.describeDecision(engine.currentDecision(match.state)));
      if (!match.play(action).ok) lines.push('refused');
      if (i % 17 === 5 && match.canUndo()) {
        match.undo();
        if (match.canRedo()) match.redo();
      }
    }
    stop();
    lines.push(`${players}: step ${match.state.step}, heard ${heard}, history ${match.history.length}`, engine.Match.fromSave(match.serialize()).serialize());
  }
  return lines.join('\n');
}
if (kitTranscript(detailed) !== kitTranscript(codesOnly)) throw new Error('the Match, notation or descriptions differ between the builds');

/** The error `run` throws in `engine` (it must throw). */
function thrown(engine: Engine, run: (engine: Engine) => unknown): Error {
  try {
    run(engine);
  } catch (e) {
    if (e instanceof Error) return e;
    throw e;
  }
  throw new Error(`it did not throw: ${run.toString()}`);
}

// Setup errors: the same code and path; in production the code stands in for the sentence.
const BAD_SETUPS: readonly ((engine: Engine) => unknown)[] = [
  (e) => e.createGame({ players: 7 as never }),
  (e) => e.createGame({ players: 2, seed: 7 as never }),
  (e) => e.createGame({ players: 2, firstPlayer: 2 }),
  (e) => e.createGame({ players: 2, spells: ['blaze', 'eruption'] as never }),
  (e) => e.createGame({ players: 2, rules: { ...printed, wildTriples: 'some' } as never }),
  (e) => e.createGame({ players: 2, solo: { difficulty: 1 } }),
  (e) => e.createRiggedGame({ players: 2, setup: { pools: [['red-circles'], []] as never } }),
  (e) => e.createRiggedGame({ players: 2, setup: { pools: [Array(10).fill('red-circle'), []] } }),
];
let setupErrors = 0;
for (const [k, run] of BAD_SETUPS.entries()) {
  const ea = thrown(detailed, run);
  const eb = thrown(codesOnly, run);
  if (!(ea instanceof detailed.SetupError) || !(eb instanceof codesOnly.SetupError)) throw new Error(`bad setup ${k}: not a SetupError: ${ea.message} / ${eb.message}`);
  if (ea.code !== eb.code || ea.path !== eb.path) throw new Error(`bad setup ${k}: ${ea.code} at ${ea.path} / ${eb.code} at ${eb.path}`);
  if (eb.message !== `${eb.code} (${eb.path})`) throw new Error(`bad setup ${k}: the production message ${JSON.stringify(eb.message)} is not its code and path`);
  if (ea.message === eb.message) throw new Error(`bad setup ${k}: the default build did not explain ${JSON.stringify(ea.message)}`);
  setupErrors++;
}

// Errors without a code: the same class, and in production a few words in place of the sentence.
const BAD_CALLS: readonly [(engine: Engine) => unknown, string][] = [
  [(e) => e.getSpell('blaez' as never), 'unknown spell blaez'],
  [(e) => e.rulePresetAt('printed', 0), 'invalid-rules-version'],
  [(e) => e.playOut(e.createGame({ players: 2, seed: 'production-playout' }), () => -1), 'not an index'],
];
for (const [k, [run, standIn]] of BAD_CALLS.entries()) {
  const ea = thrown(detailed, run);
  const eb = thrown(codesOnly, run);
  if (ea.name !== eb.name || eb.message !== standIn || ea.message === standIn) {
    throw new Error(`bad call ${k}: ${ea.name} ${JSON.stringify(ea.message)} / ${eb.name} ${JSON.stringify(eb.message)}`);
  }
}

// The sentences are in the default file and not in the production one (a refusal's, a setup
// error's, a rigged setup's and an internal check's).
const SENTENCES = [
  'must act now, not player', 'the pool does not hold', 'step cannot be stopped', 'the seed must be a string', 'expected one entry per player',
  'is an automatic step: no action answers it',
];
const detailedText = readFileSync(detailedUrl, 'utf8');
const codesOnlyText = readFileSync(codesOnlyUrl, 'utf8');
for (const sentence of SENTENCES) {
  if (!detailedText.includes(sentence)) throw new Error(`the default build lacks the sentence "${sentence}" (is the list of sentences here out of date?)`);
  if (codesOnlyText.includes(sentence)) throw new Error(`the production build holds the sentence "${sentence}"`);
}

const total = Object.values(compared).reduce((x, y) => x + y, 0);
console.log(`production build ok: ${GAMES} games, ${steps} steps, ${total} comparisons alike (${
  Object.entries(compared).map(([what, n]) => `${n} ${what}`).join(', ')}; ${codes.size} refusal codes); ${setupErrors} setup errors and ${BAD_CALLS.length} argument errors with codes for messages; `
  + `Match, notation and descriptions alike; no English sentence in the production file (${((performance.now() - started) / 1000).toFixed(1)} s)`);
