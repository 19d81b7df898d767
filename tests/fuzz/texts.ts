// Notation strings and game records: random and mutated, each read by the engine, which must give
// an action or a game, or a typed error (NotationError, ReplayError), and nothing else.
import {
  BUILTIN_SPELL_IDS, MATERIA_KINDS, NotationError, ReplayError, formatAction, parseAction, parseActions, recordOf, replay,
  type Action, type GameRecord, type GameState,
} from '../../src/index.js';
import type { Picker } from '../../src/testing/index.js';
import { ODD_VALUES } from './actions.js';
import { describeThrown, type Tally } from './breaks.js';
import { invariantProblem, picker, playThrough } from './games.js';

const WORDS: readonly string[] = [
  'P1', 'P2', 'P3', 'P4', 'P0', 'P5', 'P-1', 'p1', 'P１', 'take', 'store', 'pick', 'draw', 'pass', 'stop', 'cast', 'learn', 'swap',
  'raise', 'mode', 'from', 'on', 'spend', '@', '>', '3', '4', '5', '0', '6', '1e3', '-', '#', 'constructor', '__proto__',
  ...MATERIA_KINDS, ...BUILTIN_SPELL_IDS, 'red', 'circle', 'no-such-spell', 'Store', 'TAKE', '\t', '\u00a0', '\u200b', 'é', '🎲',
];

/** A notation line made of random words, of random characters, or a listed action's line changed. */
function notationCase(corpus: readonly string[], pk: Picker): string {
  const base = corpus.length > 0 ? pk.pick(corpus) : 'P1 pass';
  switch (pk.int(7)) {
    case 0: return Array.from({ length: 1 + pk.int(8) }, () => pk.pick(WORDS)).join(pk.pick([' ', '  ', '\t', '']));
    case 1: return Array.from({ length: pk.int(40) }, () => String.fromCharCode(pk.int(0x3000))).join('');
    case 2: {
      const words = base.split(' ');
      words[pk.int(words.length)] = pk.pick(WORDS);
      return words.join(' ');
    }
    case 3: {
      const i = pk.int(base.length + 1);
      return pk.int(2) === 0 ? base.slice(0, i) + pk.pick(WORDS) + base.slice(i) : base.slice(0, i) + base.slice(i + 1 + pk.int(4));
    }
    case 4: return `${base} ${pk.pick(WORDS)}`;
    case 5: return pk.pick([base.toUpperCase(), `${base}\n${pk.pick(corpus.length > 0 ? corpus : [base])}`, `${base} # note`, base.repeat(2), `${base} ${'take '.repeat(pk.int(3000))}`]);
    default: return pk.shuffle(base.split(' ')).join(' ');
  }
}

function judgeParsed(tally: Tally, where: string, input: string, action: Action): void {
  let line: string;
  try {
    line = formatAction(action);
  } catch (e) {
    if (!(e instanceof NotationError)) tally.report('notation', where, input, `formatAction of the parsed ${JSON.stringify(action)} threw ${describeThrown(e)}`);
    return;
  }
  let again: Action;
  try {
    again = parseAction(line);
  } catch (e) {
    tally.report('notation', where, input, `the formatted ${JSON.stringify(line)} does not parse: ${describeThrown(e)}`);
    return;
  }
  if (JSON.stringify(again) !== JSON.stringify(action)) tally.report('notation', where, input, `parsed ${JSON.stringify(action)}, formatted ${JSON.stringify(line)}, parsed back ${JSON.stringify(again)}`);
}

/** Settings of the notation and record campaigns. */
export interface TextFuzzSettings {
  /** Notation strings to parse. */
  readonly notation: number;
  /** Mutated records to replay. */
  readonly records: number;
  /** The first game's number (the corpus: the lines of listed actions, and the games' records); default 0. */
  readonly firstGame?: number;
  /** The number of the first notation string and of the first record (a run in parts goes on from where it stopped); default 0. */
  readonly firstCase?: number;
}

/** Parses notation strings and replays mutated records, judging each (see the file's comment). */
export function fuzzTexts(tally: Tally, settings: TextFuzzSettings): void {
  const f = tally.figures;
  const lines: string[] = [];
  const records: GameRecord[] = [];
  // Eight games: every mode under both presets.
  for (let n = settings.firstGame ?? 0, end = n + 8; n < end; n++) {
    const pk = picker(tally.seed, 'lines', n);
    const game = playThrough(tally.seed, n, ({ legal }) => {
      if (pk.int(4) === 0) lines.push(formatAction(pk.pick(legal)));
    });
    records.push(recordOf(game.options, game.start, game.actions));
  }
  const first = settings.firstCase ?? 0;
  for (let i = first; i < first + settings.notation; i++) {
    const pk = picker(tally.seed, 'notation', i);
    const input = notationCase(lines, pk);
    const where = `notation string ${i}`;
    f.notation++;
    const many = input.includes('\n');
    try {
      const parsed = many ? parseActions(input, pk.int(2) === 0 ? {} : { player: pk.int(4) }) : [parseAction(input, pk.int(4) === 0 ? { player: pk.int(4) } : {})];
      f.notationParsed++;
      for (const a of parsed) judgeParsed(tally, where, input, a);
    } catch (e) {
      if (!(e instanceof NotationError)) tally.report('notation', where, JSON.stringify(input), describeThrown(e));
    }
  }
  for (let i = first; i < first + settings.records; i++) {
    const pk = picker(tally.seed, 'records', i);
    const original = pk.pick(records);
    const record = JSON.parse(JSON.stringify(original)) as { [key: string]: unknown };
    const change = mutateRecord(record, pk);
    const to = pk.int(8) === 0 ? pk.pick<unknown>([-1, 0.5, 1e9, Number.NaN, 0, original.actions.length, '3']) : undefined;
    const input = `${JSON.stringify(record)}${to === undefined ? '' : ` with to = ${String(to)}`}`;
    const where = `mutated record ${i} (${change})`;
    f.records++;
    let state: GameState;
    try {
      state = replay(record as unknown as GameRecord, to === undefined ? {} : { to: to as number });
    } catch (e) {
      if (!(e instanceof ReplayError)) tally.report('record', where, input, describeThrown(e));
      continue;
    }
    f.recordsReplayed++;
    const problem = invariantProblem(state);
    if (problem !== undefined) tally.report('record', where, input, `replayed into a state that fails the invariants: ${problem}`);
  }
}

/** One change to a record: an action removed, doubled, swapped or changed; an option; the envelope. */
function mutateRecord(record: { [key: string]: unknown }, pk: Picker): string {
  const actions = record.actions as Record<string, unknown>[];
  const options = record.options as Record<string, unknown>;
  switch (pk.int(8)) {
    case 0:
      actions.splice(pk.int(actions.length), 1);
      return 'an action removed';
    case 1: {
      const i = pk.int(actions.length);
      actions.splice(i, 0, { ...actions[i] });
      return 'an action doubled';
    }
    case 2: {
      const i = pk.int(actions.length);
      const j = pk.int(actions.length);
      [actions[i], actions[j]] = [actions[j] as Record<string, unknown>, actions[i] as Record<string, unknown>];
      return 'two actions swapped';
    }
    case 3: {
      const a = pk.pick(actions);
      if (a !== undefined) a[pk.pick(Object.keys(a))] = pk.pick(ODD_VALUES);
      return 'a field of an action';
    }
    case 4:
      options[pk.pick(['players', 'seed', 'rules', 'spells', 'solo', 'firstPlayer', 'setup', 'extra'])] = pk.pick([...ODD_VALUES, 'sfc32:x', 'classic', 'digital', { difficulty: 9 }]);
      return 'an option';
    case 5:
      record[pk.pick(['engineVersion', 'options', 'actions', 'extra'])] = pk.pick(ODD_VALUES);
      return 'the envelope';
    case 6:
      record.actions = actions.slice(0, pk.int(actions.length + 1));
      return 'cut short';
    default:
      actions.push({ type: 'pass', player: pk.int(5) }, { type: 'take', player: 0, materia: pk.pick(MATERIA_KINDS) });
      return 'actions added after the end';
  }
}
