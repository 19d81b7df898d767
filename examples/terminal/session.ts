// The terminal game as a pure, testable core: a Session takes the player's input one line at a
// time and returns the text to print. It owns a `Match` (the engine's stateful wrapper with
// history and fair-table undo) and the bots of the other seats; it never reads the environment
// or the console, and touches files only through the `FileStore` it is given. `main.ts` wires it
// to node:readline; the test drives it with scripted lines.
import {
  LEVELS, LoadError, Match, NotationError, localeTable, registerLocale,
  describeAction, describeDecision, describeEvent, describePlayer, formatAction, getSpell, parseAction, playerView, scoreGame, spellName, spellText,
  type Action, type Difficulty, type GameEvent, type GameOptions, type GameState, type Locale, type RuleViolation,
  type SpellSelection,
} from 'spellbook-engine';
import { botAction, greedyBot, randomBot, searchBot, type Bot } from 'spellbook-engine/bots';
import { pl } from 'spellbook-engine/locales/pl';
import { uk } from 'spellbook-engine/locales/uk';
import { zhTW } from 'spellbook-engine/locales/zh-TW';
import { explainViolation, renderActions, renderScoreSheet, renderTable, seatLabel } from './render.js';
import { makePaint, type Paint } from './style.js';

// The session speaks the engine's four languages (--lang): English is built in, the other three are opt-in.
for (const language of [uk, pl, zhTW]) registerLocale(language);

/** The bots a seat can be played by. */
export const BOT_KINDS = ['greedy', 'random', 'search'] as const;
/** One of {@link BOT_KINDS}. */
export type BotKind = (typeof BOT_KINDS)[number];

/** A new bot of a kind. Bots keep no state between decisions, but each seat gets its own anyway. */
export function makeBot(kind: BotKind): Bot {
  switch (kind) {
    case 'greedy': return greedyBot();
    case 'random': return randomBot();
    case 'search': return searchBot();
  }
}

/** Where `save` and `load` read and write: node:fs in `main.ts`, anything in a test. */
export interface FileStore {
  /** The text of a file; throws (with a message) when it cannot be read. */
  read(path: string): string;
  /** Writes a file; throws (with a message) when it cannot be written. */
  write(path: string, text: string): void;
}

/** How to set up a session. */
export interface SessionOptions {
  /** 1 (solo mode against the virtual opponent) to 4. The human is always seat 0 (`P1`). */
  readonly players: 1 | 2 | 3 | 4;
  /** The game's seed: the same seed and the same moves give the same game. */
  readonly seed: string;
  /** The spells in play (`set1`, `set2`, `set3`, `classic`, or 7 spell ids); default `set1`. */
  readonly spells?: SpellSelection;
  /** Solo mode only: the virtual opponent's difficulty, 0 to 3; default 0. */
  readonly difficulty?: Difficulty;
  /** The language of the game's words (`describe*`, spell and materia names); default `en`. */
  readonly locale?: Locale;
  /** The kind of bot on every other seat; default `greedy`. */
  readonly bot?: BotKind;
  /** ANSI colours on or off; default off. */
  readonly colour?: boolean;
  /** Where `save` and `load` go. */
  readonly files: FileStore;
}

/** The human's seat. */
const HUMAN = 0;

const COMMANDS = [
  ['<number>', 'play that action from the numbered list'],
  ['<action>', 'play an action written in the engine notation (see below)'],
  ['help', 'show this help and the legal actions'],
  ['table', 'show the table again'],
  ['spells', 'what each spell in play does, level by level'],
  ['undo', 'take back your last move (never across a draw from the pouch, or another player\'s move)'],
  ['save <file>', 'save the game to a file'],
  ['load <file>', 'load a game saved with save'],
  ['quit', 'leave the game'],
] as const;

// The grammar of the engine's notation (src/notation/parse.ts), as a player needs it.
const NOTATION_HELP = [
  'The notation (parseAction): the player, the action type, then its fields. P1 is you; you may leave it out.',
  '  P1 take <materia>                        P1 draw              P1 store <materia>',
  '  P1 learn <spell>@<level> on <materia> spend <materia> <materia> ...   (the whole payment, the card\'s included)',
  '  P1 cast <spell>@<level> [from P2]        P1 pass              P1 pick <materia>',
  '  P1 swap <give>><get>                     P1 raise <spell>     P1 mode <store|take>     P1 stop',
  '  materia: <colour>-<rune>, colours red purple green black white blue yellow, runes circle triangle square',
  '  e.g. take red-circle · P1 cast sacrifice@3 · swap red-circle>blue-square · learn offering@3 on black-square spend black-square black-circle black-triangle',
];

/**
 * One game in the terminal: seat 0 is the human, the other seats are bots. Feed it the human's
 * lines with {@link Session.handle}; it plays the bots' moves itself whenever they must decide.
 */
export class Session {
  private match: Match;
  private bots: readonly (Bot | undefined)[] = [];
  private names: readonly string[] = [];
  private quitted = false;
  private readonly locale: Locale;
  private readonly paint: Paint;
  private readonly botKind: BotKind;
  private readonly files: FileStore;
  private readonly intro: string;

  /** @throws SetupError when the options are not a valid game (from `createGame`). */
  constructor(options: SessionOptions) {
    this.locale = options.locale ?? 'en';
    this.paint = makePaint(options.colour ?? false);
    this.botKind = options.bot ?? 'greedy';
    this.files = options.files;
    const spells = options.spells ?? 'set1';
    const game: GameOptions = options.players === 1
      ? { players: 1, seed: options.seed, spells, solo: { difficulty: options.difficulty ?? 0 } }
      : { players: options.players, seed: options.seed, spells };
    this.match = Match.create(game);
    this.seatPlayers(options.players);
    this.intro = options.players === 1
      ? `SpellBook solo, seed "${options.seed}": you (Player 1) against the virtual opponent, difficulty ${options.difficulty ?? 0}.`
      : `SpellBook, seed "${options.seed}", ${options.players} players: you are Player 1; the others are ${this.botKind} bots.`;
  }

  /** The current game state (read-only). */
  get state(): GameState {
    return this.match.state;
  }

  /** True once the game is over or the player has quit: `main.ts` stops reading then. */
  get finished(): boolean {
    return this.quitted || this.match.state.phase === 'ended';
  }

  /** The opening screen: who plays, the bots' moves if they play first, then the human's turn. */
  start(): string {
    const out: string[] = [this.paint('bold', this.intro), 'Type help for the commands and the notation.'];
    if (this.state.players.length > 1) out.push(`${seatLabel(this.state.firstPlayer, this.names, this.locale)} plays first.`);
    this.runBots(out);
    this.showTurn(out);
    return text(out);
  }

  /** Handles one line of input and returns what to print. Bad input changes nothing. */
  handle(line: string): string {
    const out: string[] = [];
    const input = line.trim();
    const [first = '', ...rest] = input.split(/\s+/);
    const arg = rest.join(' ');
    if (this.quitted) out.push('The session has ended.');
    else if (input === '') out.push('Type a number from the list, an action, or help.');
    else {
      switch (first.toLowerCase()) {
        case 'help':
        case '?':
          this.help(out);
          break;
        case 'table':
          this.showTurn(out);
          break;
        case 'spells':
          this.spells(out);
          break;
        case 'undo':
          this.undo(out);
          break;
        case 'save':
          this.save(arg, out);
          break;
        case 'load':
          this.load(arg, out);
          break;
        case 'quit':
        case 'exit':
          this.quitted = true;
          out.push('Goodbye.');
          break;
        default:
          if (this.state.phase === 'ended') out.push('The game is over: you can save <file>, load <file> or quit.');
          else if (/^\d+$/.test(input)) this.choose(Number(input), out);
          else this.playNotation(input, out);
      }
    }
    return text(out);
  }

  // --- playing ---------------------------------------------------------------------------------

  /** A number from the list: the action at that 1-based index of `legalActions`. */
  private choose(n: number, out: string[]): void {
    const legal = this.match.legalActions();
    const action = legal[n - 1];
    if (action === undefined) {
      out.push(this.paint('red', `There is no action ${n}: choose a number from 1 to ${legal.length}. Nothing changed.`));
      return;
    }
    this.play(action, out);
  }

  /**
   * An action in the engine's notation. Shorthand: without a leading player the human's `P1` is
   * put in front, so `take red-circle` reads as `P1 take red-circle`. A parse error points at
   * the word at fault, in the text as typed.
   */
  private playNotation(input: string, out: string[]): void {
    const hasPlayer = /^p\d$/i.test(input.split(/\s+/)[0] ?? '');
    const prefix = hasPlayer ? '' : `P${HUMAN + 1} `;
    let action: Action;
    try {
      action = parseAction(prefix + input);
    } catch (e) {
      if (!(e instanceof NotationError)) throw e;
      const column = Math.max(1, e.column - prefix.length);
      out.push(`  ${input}`, `  ${' '.repeat(column - 1)}^`);
      const hint = e.code === 'unknown-verb' && !hasPlayer
        ? ' It is neither a command nor an action: type help for both.'
        : '';
      out.push(this.paint('red', `Not understood: ${e.reason} [${e.code}].${hint} Nothing changed.`));
      return;
    }
    this.play(action, out);
  }

  /** Plays the human's action; on success the bots move until the human must decide again. */
  private play(action: Action, out: string[]): void {
    const result = this.match.play(action);
    if (!result.ok) {
      this.refused(action, result.error, out);
      return;
    }
    out.push(this.paint('cyan', `▸ ${describeAction(action, this.locale)}`));
    this.narrate(action, result.events, out);
    this.runBots(out);
    this.showTurn(out);
  }

  /** An illegal action: explained from the engine's violation code; the state is untouched. */
  private refused(action: Action, error: RuleViolation, out: string[]): void {
    out.push(this.paint('red', `${explainViolation(error, this.locale)} Nothing changed.`));
    const decision = this.match.decision();
    if (error.code === 'not-your-turn' && decision.kind !== 'game-over') {
      out.push(`${describePlayer(action.player, this.locale)} cannot act now; you are Player 1 (P1), and the decision is ${seatLabel(decision.player, this.names, this.locale)}'s.`);
    } else {
      out.push('Type help to see the legal actions.');
    }
  }

  /** While a bot's seat must decide, plays its choice and narrates it. */
  private runBots(out: string[]): void {
    for (;;) {
      const decision = this.match.decision();
      if (decision.kind === 'game-over' || decision.player === HUMAN) return;
      const bot = this.bots[decision.player];
      if (bot === undefined) throw new Error(`no bot sits at seat ${decision.player}`);
      // The bot sees only its player view and the legal actions (botAction does that for us).
      const action = botAction(this.match.state, bot);
      const result = this.match.play(action);
      if (!result.ok) throw new Error(`the engine refused a bot's legal action: ${result.error.message}`);
      out.push(`▹ ${describeAction(action, this.locale)}`);
      this.narrate(action, result.events, out);
    }
  }

  /**
   * The events of a step, one line each. The first event that only restates the action itself
   * (a take's `materia-taken`, a pass's `passed`, ...) is left out.
   */
  private narrate(action: Action, events: readonly GameEvent[], out: string[]): void {
    let skip = restatedBy(action);
    for (const event of events) {
      if (event.type === skip) {
        skip = undefined;
        continue;
      }
      out.push(this.paint('dim', `    ${describeEvent(event, this.locale)}`));
    }
  }

  // --- screens ---------------------------------------------------------------------------------

  /** The table from the human's view, then either the decision and legal actions, or the score sheet. */
  private showTurn(out: string[]): void {
    const state = this.match.state;
    out.push('', ...renderTable(playerView(state, HUMAN), scoreGame(state), this.names, this.locale, this.paint));
    const decision = this.match.decision();
    if (decision.kind === 'game-over') {
      out.push('', this.paint('bold', describeDecision(decision, this.locale, state.rules)));
      out.push(...renderScoreSheet(scoreGame(state), this.names, this.locale, this.paint, state.day));
      return;
    }
    const legal = this.match.legalActions();
    out.push('', this.paint('bold', `Your decision: ${describeDecision(decision, this.locale, state.rules)}`));
    out.push(...renderActions(legal, this.locale, this.paint));
    out.push(`Type ${legal.length === 1 ? '1' : `1-${legal.length}`}, an action such as "${exampleOf(legal)}", or help.`);
  }

  private help(out: string[]): void {
    out.push(this.paint('bold', 'Commands'));
    for (const [name, what] of COMMANDS) out.push(`  ${name.padEnd(13)} ${what}`);
    out.push('', ...NOTATION_HELP);
    const decision = this.match.decision();
    if (decision.kind === 'game-over') {
      out.push('', 'The game is over.');
      return;
    }
    out.push('', this.paint('bold', `Your decision: ${describeDecision(decision, this.locale, this.state.rules)}`));
    out.push(...renderActions(this.match.legalActions(), this.locale, this.paint));
  }

  private spells(out: string[]): void {
    const t = localeTable(this.locale);
    for (const id of this.state.spells) {
      out.push(this.paint('bold', `${spellName(id, this.locale)} (${t.colours[getSpell(id).colour]}, ${id})`));
      for (const level of LEVELS) out.push(`    ${level}: ${spellText(id, level, this.locale, this.state.rules)}`);
    }
  }

  // --- undo, save, load ------------------------------------------------------------------------

  /**
   * Takes back the human's last move through `Match.undo(seat)`, which applies the rules of a
   * fair table: never across a draw from the pouch, never across another player's decision.
   */
  private undo(out: string[]): void {
    const last = this.match.history.at(-1);
    const result = this.match.undo(HUMAN);
    if (result.ok) {
      out.push(this.paint('cyan', `Undone: ${describeAction(result.undone.action, this.locale)}`));
      this.showTurn(out);
      return;
    }
    const what = last === undefined ? 'the last move' : `"${describeAction(last.action, this.locale)}"`;
    const whose = last === undefined ? 'another player' : seatLabel(last.action.player, this.names, this.locale);
    const code = `[${result.error.code}]`;
    switch (result.error.code) {
      case 'nothing-to-undo':
        out.push(`Nothing to undo ${code}: no move has been played since the game began or was loaded (a save keeps the position, not the history).`);
        break;
      case 'draw-revealed': {
        // The usual case once the bots have played: a Day ends with the altar's resupply, a draw.
        const notYours = last !== undefined && last.action.player !== HUMAN ? ` Besides, it was ${whose}'s move, not yours.` : '';
        out.push(`Cannot undo ${code} ${what}: it drew from the pouch, and undo never takes back a random draw (everyone has seen what came out).${notYours}`);
        break;
      }
      case 'other-player':
        out.push(`Cannot undo ${code} ${what}: it was ${whose}'s move. You can take back only your own moves, and never across another player's.`);
        break;
    }
    out.push('Nothing changed.');
  }

  private save(path: string, out: string[]): void {
    if (path === '') {
      out.push('Usage: save <file>');
      return;
    }
    try {
      this.files.write(path, this.match.serialize());
    } catch (e) {
      out.push(this.paint('red', `Cannot save to ${path}: ${errorMessage(e)}`));
      return;
    }
    out.push(`Saved the game (step ${this.state.step}) to ${path}. "load ${path}" resumes it; moves made before loading cannot be undone.`);
  }

  private load(path: string, out: string[]): void {
    if (path === '') {
      out.push('Usage: load <file>');
      return;
    }
    let match: Match;
    try {
      // `Match.fromSave` validates the save (deserialize) and starts an empty history.
      match = Match.fromSave(this.files.read(path));
    } catch (e) {
      const code = e instanceof LoadError ? ` [${e.code}]` : '';
      out.push(this.paint('red', `Cannot load ${path}: ${errorMessage(e)}${code}. Nothing changed.`));
      return;
    }
    this.match = match;
    this.seatPlayers(match.state.players.length);
    out.push(`Loaded ${path}: Day ${match.state.day}, step ${match.state.step}.`);
    this.runBots(out);
    this.showTurn(out);
  }

  /** You on seat 0, a bot on every other seat. */
  private seatPlayers(players: number): void {
    this.bots = Array.from({ length: players }, (_, seat) => (seat === HUMAN ? undefined : makeBot(this.botKind)));
    this.names = Array.from({ length: players }, (_, seat) => (seat === HUMAN ? 'you' : `${this.botKind} bot`));
  }
}

/** The event type whose first occurrence only restates `action` (not narrated again). */
function restatedBy(action: Action): GameEvent['type'] | undefined {
  switch (action.type) {
    case 'take': return 'materia-taken';
    case 'store': return 'materia-stored';
    case 'learn': return 'spell-learned';
    case 'cast': return 'spell-cast';
    case 'pass': return 'passed';
    case 'swap': return 'materia-swapped';
    case 'mode': return 'mode-chosen';
    default: return undefined;
  }
}

/**
 * An action of the list in the shorthand notation (without `P1`), for the prompt: the first one
 * that is short to type (not a learn with its whole payment, not a pass), else the first.
 */
function exampleOf(legal: readonly Action[]): string {
  const action = legal.find((a) => a.type !== 'learn' && a.type !== 'pass') ?? legal[0];
  return action === undefined ? 'pass' : formatAction(action).replace(/^P\d /, '');
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function text(lines: readonly string[]): string {
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
