// `npm run demo [seed]`: plays one complete seeded 3-player game between random bots and
// narrates it. The bots choose uniformly among `legalActions` with their own small xorshift
// generator (never Math.random), seeded from the same text as the game, so a seed always gives
// the same game and the same story.
import {
  applyAction, createGame, kindsOf, legalActions, scoreGame, spellName, total,
  type Action, type GameEvent, type GameState, type MateriaKind,
} from '../src/index.js';

const seed = process.argv[2] ?? 'demo';
const NAMES = ['Ada', 'Bram', 'Cleo'] as const;
const name = (seat: number): string => NAMES[seat] ?? `seat ${seat}`;
const out: string[] = [];
const say = (line: string): void => {
  out.push(line);
};

/** xorshift32 seeded with the FNV-1a hash of a text: the bots' own generator. */
function botRandom(text: string): () => number {
  let x = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) x = Math.imul(x ^ text.charCodeAt(i), 0x01000193) >>> 0;
  x ||= 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** `red-circle` -> `red circle`. */
const m = (kind: MateriaKind): string => kind.replace('-', ' ');
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const list = (kinds: readonly MateriaKind[]): string => (kinds.length === 0 ? 'nothing' : kinds.map(m).join(', '));

function describe(action: Action, state: GameState): string {
  const who = name(action.player);
  switch (action.type) {
    case 'take':
      return `${who} takes ${m(action.materia)} from the altar`;
    case 'draw':
      return `${who} draws 2 from the pouch`;
    case 'store':
      return `${who} stores ${m(action.materia)} on familiar space ${(state.players[action.player]?.familiar.length ?? 0) + 1}`;
    case 'learn': {
      const triples = (action.spend.length - action.level) / 2;
      const rest = [...action.spend];
      rest.splice(rest.indexOf(action.onCard), 1);
      const paid = triples === 0 ? `${action.level} singles` : `${plural(action.level - triples, 'single')} + ${plural(triples, 'wild triple')}`;
      return `${who} learns ${spellName(action.spell)} at level ${action.level}: ${m(action.onCard)} on the card, ` +
        `discards ${list(rest)} (${paid})`;
    }
    case 'pass':
      return `${who} passes`;
  }
}

/** One line per event that the action's own line does not already say. */
function narrate(e: GameEvent, action: Action): string | undefined {
  switch (e.type) {
    case 'materia-drawn':
      return `    ${name(e.player)} draws ${m(e.materia)}`;
    case 'materia-revealed':
      return `    altar gets ${m(e.materia)} from the pouch`;
    case 'draw-lost':
      return `    a draw to the ${e.to} is lost: pouch and discard are empty`;
    case 'pouch-refilled':
      return `    the pouch is empty: the discard (${e.count}) goes back into it`;
    case 'materia-discarded':
      if (e.from === 'pool') return action.type === 'learn' ? undefined : `    ${name(e.player)} discards ${m(e.materia)}`;
      return `    ${m(e.materia)} goes from the altar to the discard`;
    case 'materia-taken':
      return action.type === 'take' ? undefined : `    ${name(e.player)} takes ${m(e.materia)} from the altar`;
    case 'materia-stored':
      return action.type === 'store' ? undefined : `    ${name(e.player)} stores ${m(e.materia)} (${e.from})`;
    case 'altar-resupplied': {
      const rule = { fill: 'fill up to 5', 'add-one': 'add 1', replace: '10 or more: discard all, draw 5' }[e.rule];
      return `  End of Day: altar resupply (${rule})`;
    }
    case 'game-end-triggered':
      return `  *** ${name(e.player)} triggers the end of the game (${e.reason === 'seventh-spell' ? '7th spell learned' : 'familiar board full'}): the round is finished ***`;
    case 'spell-learned':
    case 'game-ended':
    case 'passed':
    case 'phase-started':
    case 'day-ended':
      return undefined;
  }
}

let state = createGame({ players: 3, seed });
const rand = botRandom(seed);

say(`SpellBook demo: seed "${seed}", 3 random bots (${NAMES.join(', ')}); ${name(state.firstPlayer)} plays first.`);
say(`Spells: ${state.spells.map((s) => spellName(s)).join(', ')}.`);
say(`Altar: ${list(kindsOf(state.altar))}.`);
state.players.forEach((p, seat) => say(`${name(seat)}'s pool: ${list(kindsOf(p.pool))}.`));

let day = 0;
const PHASE_LABEL = { morning: 'Morning', midday: 'Midday ', evening: 'Evening' } as const;
while (state.phase !== 'ended') {
  if (state.day !== day) {
    day = state.day;
    say('');
    say(`Day ${day}: ${name(state.active)}`);
  }
  const options = legalActions(state);
  const action = options[Math.floor(rand() * options.length)] as Action;
  const phase = state.phase;
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`the engine refused its own legal action: ${r.error.code}: ${r.error.message}`);
  say(`  ${PHASE_LABEL[phase]}  ${describe(action, state)}`);
  let dayEnded: number | undefined;
  for (const e of r.events) {
    const line = narrate(e, action);
    if (line !== undefined) say(line);
    if (e.type === 'day-ended') dayEnded = e.player;
  }
  state = r.state;
  const p = dayEnded === undefined ? undefined : state.players[dayEnded];
  if (p !== undefined && dayEnded !== undefined) {
    say(`  ${name(dayEnded)}: pool ${total(p.pool)}, familiar ${p.familiar.length}/14, spells ${p.spells.length}/7` +
      ` | altar ${total(state.altar)}, pouch ${total(state.pouch) + state.pouchTop.length}, discard ${total(state.discard)}`);
  }
  if (state.phase === 'ended') say('  *** The game is over ***');
}

const sheet = scoreGame(state);
say('');
say(`Final score sheet (after ${state.day} Days, ${state.step} actions):`);
for (const p of [...sheet.players].sort((a, b) => a.rank - b.rank || a.player - b.player)) {
  say(`  #${p.rank} ${name(p.player)}: ${p.total} points (${plural(p.spellsLearned, 'spell')} learned, ${p.poolSize} in the pool)`);
  for (const s of p.spells) {
    say(`      ${spellName(s.spell).padEnd(14)} level ${s.level}  ${String(s.points).padStart(2)} pts${s.variable ? ' (variable)' : ''}`);
  }
  say(`      ${'Familiar'.padEnd(14)} ${String(p.familiar.stored).padStart(2)} stored ${String(p.familiar.points).padStart(2)} pts`);
}
const best = sheet.players.filter((p) => p.rank === 1)[0];
const tiedOnPoints = best === undefined ? [] : sheet.players.filter((p) => p.total === best.total);
let why = '';
if (sheet.winners.length > 1) why = ' (tied on points, spells and pool: they share the victory)';
else if (tiedOnPoints.length > 1) {
  why = tiedOnPoints.every((p) => p.spellsLearned === best?.spellsLearned)
    ? ' (tie on points and spells, broken by materia in the pool)'
    : ' (tie on points, broken by spells learned)';
}
say(`Winner${sheet.winners.length > 1 ? 's' : ''}: ${sheet.winners.map(name).join(', ')}${why}.`);
process.stdout.write(`${out.join('\n')}\n`);

