// `npm run demo [seed]`: plays one complete seeded 2-player game of the `classic` spell
// selection between the greedy bot and the search bot (spellbook-engine/bots) and narrates it.
// The bots only ever choose among `legalActions`, from their player view, with their own
// generators derived from the seed, so a seed always gives the same game and the same story.
//
// `npm run demo -- --solo [--difficulty=N]` (or `npx tsx scripts/demo.ts [seed] --solo`) plays a
// solo game instead: one bot against the virtual opponent (rules §9), with the end-of-Day
// placements on the opponent's track, the altar refills and refreshes, and the opponent's score.
import {
  applyAction, createGame, currentDecision, decider, kindsOf, scoreGame, spellName, total,
  type Action, type Decision, type GameEvent, type GameState, type MateriaKind,
} from '../src/index.js';
import { botAction, greedyBot, searchBot, type Bot } from '../src/bots/index.js';
import { DEMO_USAGE, readDemoArgs } from './demo-args.js';

// `--help` prints the usage and exits 0; a mistake prints one line and the usage, and exits 2.
const parsed = readDemoArgs(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(DEMO_USAGE);
  process.exit(0);
}
if (parsed.kind === 'error') {
  console.error(`demo: ${parsed.message}\n\n${DEMO_USAGE}`);
  process.exit(2);
}
const { seed, solo, difficulty } = parsed;
const NAMES = ['Ada', 'Bram'] as const;
const name = (seat: number): string => NAMES[seat] ?? `seat ${seat}`;
const out: string[] = [];
const say = (line: string): void => {
  out.push(line);
};

/**
 * The bots: in a 2-player game, Ada is the greedy bot (one-step lookahead) and Bram the search
 * bot (Monte Carlo tree search over sampled futures); in a solo game Ada is the search bot. They
 * see only their player view and the legal actions, and draw from their own generator derived
 * from the game's seed and step, so a seed always gives the same game and the same story.
 */
const BOTS: readonly Bot[] = solo ? [searchBot()] : [greedyBot(), searchBot()];

function chooseAction(state: GameState): Action {
  return botAction(state, BOTS[decider(state) ?? 0] as Bot);
}

/** `red-circle` -> `red circle`. */
const m = (kind: MateriaKind): string => kind.replace('-', ' ');
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const list = (kinds: readonly MateriaKind[]): string => (kinds.length === 0 ? 'nothing' : kinds.map(m).join(', '));
const spell = (id: string): string => spellName(id);
const nextSpace = (state: GameState, seat: number): number => (state.players[seat]?.familiar.length ?? 0) + 1;

/** What a phase action does (also as Clone's copy or Swiftness's extra action). */
function describePhaseAction(action: Action, state: GameState): string {
  switch (action.type) {
    case 'take':
      return `takes ${m(action.materia)} from the altar`;
    case 'draw':
      return 'draws 2 from the pouch';
    case 'store':
      return `stores ${m(action.materia)} on familiar space ${nextSpace(state, action.player)}`;
    case 'learn': {
      const triples = (action.spend.length - action.level) / 2;
      const rest = [...action.spend];
      rest.splice(rest.indexOf(action.onCard), 1);
      const paid = triples === 0 ? `${action.level} singles` : `${plural(action.level - triples, 'single')} + ${plural(triples, 'wild triple')}`;
      return `learns ${spell(action.spell)} at level ${action.level}: ${m(action.onCard)} on the card, also paying ${list(rest)} (${paid})`;
    }
    case 'cast':
      return action.from === undefined
        ? `casts ${spell(action.spell)} (level ${action.level})`
        : `copies ${name(action.from)}'s ${spell(action.spell)} (level ${action.level})`;
    default:
      return action.type;
  }
}

/** One line for the chosen action, in the words of the decision it answers. */
function describe(action: Action, state: GameState, decision: Decision): string {
  const who = name(action.player);
  if (decision.kind !== 'effect') return action.type === 'pass' ? `${who} passes` : `${who} ${describePhaseAction(action, state)}`;
  const step = decision.step;
  const whose = decision.spell === null ? '' : decision.actor === action.player ? spell(decision.spell) : `${name(decision.actor)}'s ${spell(decision.spell)}`;
  const tag = whose === '' ? '' : ` [${whose}]`;
  switch (action.type) {
    case 'pick':
      switch (step.step) {
        case 'take':
          return `${who} takes ${m(action.materia)} from the altar${tag}`;
        case 'take-store':
          return `${who} takes ${m(action.materia)} from the altar onto familiar space ${nextSpace(state, action.player)}${tag}`;
        case 'store':
          return `${who} stores ${m(action.materia)} on familiar space ${nextSpace(state, action.player)}${tag}`;
        case 'discard':
          return `${who} ${step.cost === true ? 'pays' : 'discards'} ${m(action.materia)}${tag}`;
        case 'clear-altar':
          return `${who} discards ${m(action.materia)} from the altar${tag}`;
        case 'learn-discards':
          return `${who} keeps ${m(action.materia)} from the payment, on familiar space ${nextSpace(state, action.player)}${tag}`;
        case 'opponent-take':
          return `${who} gives ${m(action.materia)} from the altar to the opponent's lower part${tag}`;
        case 'opponent-place':
          return `${who} places ${m(action.materia)} on the opponent's track, space ${(state.opponent?.track.length ?? 0) + 1}`;
        default:
          return `${who} picks ${m(action.materia)}${tag}`;
      }
    case 'swap':
      return step.step === 'swap-familiar'
        ? `${who} swaps ${m(action.give)} from the pool for ${m(action.get)} on the familiar board${tag}`
        : `${who} swaps ${m(action.give)} from the pool for ${m(action.get)} from the altar${tag}`;
    case 'raise': {
      const level = state.players[action.player]?.spells.find((s) => s.spell === action.spell)?.level ?? 3;
      return `${who} raises ${spell(action.spell)} to level ${level + 1}${tag}`;
    }
    case 'mode':
      return `${who} chooses to ${action.mode}${tag}`;
    case 'stop':
      if (step.step === 'clear-altar') return `${who} stops discarding from the altar${tag}`;
      if (step.step === 'phase-action') return `${who} declines the extra Morning action${tag}`;
      return `${who} stops ${step.step === 'take' ? 'taking' : `the ${step.step}`}${tag}`;
    default: {
      // An ordinary action inside an effect: Clone's copy or Swiftness's extra Morning action.
      const via = step.step === 'phase-action' ? (step.as === 'copy' ? 'with Clone' : 'with Swiftness') : 'in the effect';
      return `${who}, ${via}, ${describePhaseAction(action, state)}`;
    }
  }
}

/** The event that the action's own line already tells (the first of that type is not narrated again). */
function ownEvent(action: Action, decision: Decision): GameEvent['type'] | undefined {
  switch (action.type) {
    case 'take':
      return 'materia-taken';
    case 'store':
      return 'materia-stored';
    case 'learn':
      return 'spell-learned';
    case 'cast':
      return 'spell-cast';
    case 'swap':
      return 'materia-swapped';
    case 'raise':
      return 'spell-level-changed';
    case 'mode':
      return 'mode-chosen';
    case 'stop':
      return 'step-stopped';
    case 'pass':
      return 'passed';
    case 'pick': {
      const step = decision.kind === 'effect' ? decision.step.step : undefined;
      if (step === 'take') return 'materia-taken';
      if (step === 'opponent-take') return 'opponent-received';
      if (step === 'opponent-place') return 'opponent-placed';
      if (step === 'discard' || step === 'clear-altar') return 'materia-discarded';
      return 'materia-stored';
    }
    case 'draw':
      return undefined;
  }
}

/**
 * A narrated event: a line, or an item of a list that consecutive events with the same `group`
 * share ("Ada draws red circle, blue square").
 */
type Told = { readonly line: string } | { readonly group: string; readonly item: string };

function tell(e: GameEvent): Told | undefined {
  switch (e.type) {
    case 'materia-drawn':
      return { group: `${name(e.player)} draws`, item: m(e.materia) };
    case 'materia-held':
      return { group: `${name(e.player)} sets aside, to discard when the effect ends:`, item: m(e.materia) };
    case 'materia-revealed':
      return { group: 'onto the altar from the pouch:', item: m(e.materia) };
    case 'materia-taken':
      return { group: `${name(e.player)} takes from the altar:`, item: m(e.materia) };
    case 'materia-stored':
      return { group: `${name(e.player)} stores${e.from === 'altar' ? ' from the altar' : ''}:`, item: `${m(e.materia)} (space ${e.space + 1})` };
    case 'materia-discarded':
      if (e.from === 'pool') return { group: `${name(e.player)} discards`, item: m(e.materia) };
      if (e.from === 'held') return { group: `${name(e.player)} discards what was set aside:`, item: m(e.materia) };
      return { group: 'from the altar to the discard:', item: m(e.materia) };
    case 'draw-lost':
      return { line: `a draw to the ${e.to} is lost: pouch and discard are empty` };
    case 'pouch-refilled':
      return { line: `the pouch is empty: the discard (${e.count}) goes back into it` };
    case 'materia-swapped':
      return { line: `${name(e.player)} swaps ${m(e.give)} from the pool for ${m(e.get)} from the ${e.with === 'altar' ? 'altar' : `familiar board (space ${e.space + 1})`}` };
    case 'spell-learned':
      return { line: `${name(e.player)} learns ${spell(e.spell)} at level ${e.level} (${m(e.card)} on the card)` };
    case 'spell-cast':
      return {
        line: e.from === undefined
          ? `${name(e.player)} casts ${spell(e.spell)} (level ${e.level})`
          : `${name(e.player)} copies ${name(e.from)}'s ${spell(e.spell)} (level ${e.level})`,
      };
    case 'spell-level-changed':
      return { line: `${name(e.player)}'s ${spell(e.spell)} goes ${e.to > e.from ? 'up' : 'down'} to level ${e.to}` };
    case 'spell-triggered':
      return { line: `${name(e.player)}'s ${spell(e.spell)} (level ${e.level}) triggers` };
    case 'step-skipped':
      switch (e.step) {
        case 'others-draw':
          return { line: `${name(e.player)}'s pool is full: no draw` };
        case 'take':
        case 'take-store':
          return { line: `${name(e.player)} cannot take ${e.remaining} more: nothing fitting on the altar, or no room` };
        case 'store':
          return { line: `${name(e.player)} cannot store ${e.remaining} more: nothing fitting in the pool, or no room` };
        case 'discard':
          return { line: `${name(e.player)} cannot discard ${e.remaining} more: nothing fitting in the pool` };
        case 'swap-altar':
          return { line: `${name(e.player)} cannot swap ${e.remaining} more: nothing left to exchange` };
        case 'opponent-take':
          return { line: 'the altar is empty: nothing for the opponent\'s lower part' };
        default:
          return { line: `${name(e.player)}'s ${e.step} ends ${e.remaining} short` };
      }
    case 'step-stopped':
      return { line: `${name(e.player)} stops the ${e.step}` };
    case 'mode-chosen':
      return { line: `${name(e.player)} chooses to ${e.mode}` };
    case 'altar-resupplied': {
      const rule = { fill: 'fill up to 5', 'add-one': 'add 1', replace: '10 or more: discard all, draw 5', 'solo-fill': 'solo: fill up to 7', 'solo-trim': 'solo: discard down to 7' }[e.rule];
      return { line: `End of Day: altar resupply (${rule})` };
    }
    case 'opponent-placed':
      return { line: `End of Day: ${m(e.materia)} goes onto the opponent's track, space ${e.space}` };
    case 'opponent-received':
      return { group: `from the ${e.from} to the opponent's lower part:`, item: m(e.materia) };
    case 'altar-refreshed':
      return { line: `the refresh symbol of space ${e.space}: the whole altar is discarded and 7 are drawn` };
    case 'game-end-triggered':
      return {
        line: `*** ${name(e.player)} triggers the end of the game (${e.reason === 'seventh-spell' ? '7th spell learned' : 'familiar board full'}): ` +
          `${solo ? 'this Day and its placement on the opponent\'s track are the last' : 'the round is finished'} ***`,
      };
    case 'game-ended':
    case 'passed':
    case 'phase-started':
    case 'day-ended':
      return undefined;
  }
}

/** Narrates the events of one action, in order, leaving out the one its own line tells. */
function narrate(events: readonly GameEvent[], own: GameEvent['type'] | undefined): void {
  let skip = own;
  let group: { head: string; items: string[] } | undefined;
  const flush = (): void => {
    if (group !== undefined) say(`    ${group.head} ${group.items.join(', ')}`);
    group = undefined;
  };
  for (const e of events) {
    if (e.type === skip) {
      skip = undefined;
      continue;
    }
    const told = tell(e);
    if (told === undefined) continue;
    if ('line' in told) {
      flush();
      say(told.line.startsWith('End of Day') || told.line.startsWith('***') ? `  ${told.line}` : `    ${told.line}`);
    } else if (group?.head === told.group) {
      group.items.push(told.item);
    } else {
      flush();
      group = { head: told.group, items: [told.item] };
    }
  }
  flush();
}

let state = solo
  ? createGame({ players: 1, seed, spells: 'classic', solo: { difficulty } })
  : createGame({ players: 2, seed, spells: 'classic' });

if (solo) {
  say(`SpellBook solo demo: seed "${seed}", ${name(0)} (search bot) against the virtual opponent, difficulty ${difficulty}.`);
} else {
  say(`SpellBook demo: seed "${seed}", ${name(0)} (greedy bot) against ${name(1)} (search bot); ${name(state.firstPlayer)} plays first.`);
}
say(`Spells: ${state.spells.map(spell).join(', ')}.`);
say(`Altar: ${list(kindsOf(state.altar))}.`);
state.players.forEach((p, seat) => say(`${name(seat)}'s pool: ${list(kindsOf(p.pool))}.`));
if (state.opponent !== null) say(`The opponent's lower part: ${list(kindsOf(state.opponent.lower))}; its track (17 spaces) is empty.`);

/** The line that sums up a player's Day once it is over (in solo mode, after the placement). */
function dayLine(state: GameState, seat: number): string {
  const p = state.players[seat];
  if (p === undefined) return '';
  const spells = p.spells.map((s) => `${spell(s.spell)} ${s.level}`).join(', ');
  const opponent = state.opponent === null ? '' : ` | opponent: track ${state.opponent.track.length}/17, lower part ${total(state.opponent.lower)}`;
  return `  ${name(seat)}: pool ${total(p.pool)}, familiar ${p.familiar.length}/14, spells ${p.spells.length}/7${spells === '' ? '' : ` (${spells})`}` +
    ` | altar ${total(state.altar)}, pouch ${total(state.pouch) + state.pouchTop.length}, discard ${total(state.discard)}${opponent}`;
}

let day = 0;
const PHASE_LABEL = { morning: 'Morning', midday: 'Midday ', evening: 'Evening' } as const;
while (state.phase !== 'ended') {
  if (state.day !== day) {
    day = state.day;
    say('');
    say(`Day ${day}: ${name(state.active)}`);
  }
  const decision = currentDecision(state);
  const action = chooseAction(state);
  const phase = state.phase;
  const before = state;
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`the engine refused its own legal action: ${r.error.code}: ${r.error.message}`);
  // The solo end-of-Day placement is an effect of no spell, waiting after the Evening.
  const label = decision.kind === 'effect' && decision.step.step === 'opponent-place' ? 'Day end' : PHASE_LABEL[phase];
  say(`  ${label}  ${describe(action, state, decision)}`);
  narrate(r.events, ownEvent(action, decision));
  state = r.state;
  // A Day is over once the next one has begun or the game has ended (in solo mode that is after
  // the placement on the opponent's track, which may be an action of its own).
  if (state.day !== before.day || state.phase === 'ended') say(dayLine(state, before.active));
  if (state.phase === 'ended') say('  *** The game is over ***');
}

const sheet = scoreGame(state);
say('');
say(`Final score sheet (after ${state.day} Days, ${state.step} actions):`);
for (const p of [...sheet.players].sort((a, b) => a.rank - b.rank || a.player - b.player)) {
  say(`  ${sheet.solo === null ? `#${p.rank} ` : ''}${name(p.player)}: ${p.total} points (${plural(p.spellsLearned, 'spell')} learned, ${p.poolSize} in the pool)`);
  for (const s of p.spells) {
    say(`      ${spell(s.spell).padEnd(14)} level ${s.level}  ${String(s.points).padStart(2)} pts${s.variable ? ' (variable)' : ''}`);
  }
  say(`      ${'Familiar'.padEnd(14)} ${String(p.familiar.stored).padStart(2)} stored ${String(p.familiar.points).padStart(2)} pts`);
}
if (sheet.solo !== null) {
  const { opponent, result } = sheet.solo;
  const player = sheet.players[0];
  say(`  The opponent: ${opponent.total} points`);
  say(`      ${'Track'.padEnd(14)} ${String(opponent.placed).padStart(2)} placed ${String(opponent.trackPoints).padStart(2)} pts${opponent.placed === 17 ? ' (full)' : ''}`);
  say(`      ${'Lower part'.padEnd(14)} ${String(opponent.lower).padStart(2)} placed ${String(opponent.lower).padStart(2)} pts`);
  const how = state.endTrigger === null
    ? "with the 17th placement on the opponent's track"
    : `after Day ${state.endTrigger.day}, in which ${name(state.endTrigger.player)} ${state.endTrigger.reason === 'seventh-spell' ? 'learned a 7th spell' : 'filled the familiar board'}`;
  const score = `${player?.total ?? 0} to ${opponent.total}`;
  const verdict = result === 'win' ? `${name(0)} wins, ${score}` : result === 'loss' ? `the opponent wins, ${score}` : `a tie, ${score}: nobody wins`;
  say(`Result: ${verdict}. The game ended ${how}.`);
} else {
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
}
process.stdout.write(`${out.join('\n')}\n`);
