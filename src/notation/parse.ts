/**
 * Reading actions written in the notation.
 * @module
 */
import { ACTION_TYPES, type Action } from '../actions/types.js';
import { MATERIA_KINDS, isMateriaKind, type MateriaKind } from '../state/materia.js';
import type { Level, SpellId } from '../state/types.js';
import { hasSpell, listSpells } from '../spells/registry.js';
import { NotationError } from './errors.js';
import { Cursor, fail, tokenize } from './lexer.js';
import { didYouMean, isKebab, isWritableSeat, playerWord, seatOf } from './words.js';

const VERBS: ReadonlySet<string> = new Set(ACTION_TYPES);

/**
 * Options of {@link parseAction} and {@link parseActions}.
 * @group Notation
 */
export interface ParseOptions {
  /**
   * The seat acting, 0 to 3 (seat 0 is `P1`), when the text comes from one player, such as a
   * chat command: the text may then leave out its player word (`take red-circle` reads as
   * `P1 take red-circle` for seat 0), and a text that does name its player must name this seat
   * (`wrong-player` otherwise). Columns in errors stay those of the text as typed. Default: none,
   * and every action starts with its player.
   */
  readonly player?: number | undefined;
}

/** A word written as a player (`P` and digits), valid or not: with the `player` option, it is read as one. */
const PLAYER_LIKE = /^[pP][0-9]+$/;

function player(c: Cursor, what: string): number {
  const t = c.next(what);
  const seat = seatOf(t.text);
  if (seat !== undefined) return seat;
  const hint = VERBS.has(t.text.toLowerCase()) ? ': an action starts with its player, e.g. "P1 take red-circle"' : '';
  return fail('bad-player', `expected a player P1 to P4 (P1 is seat 0), got ${JSON.stringify(t.text)}${hint}`, t);
}

/**
 * The acting player when the caller knows it (`seat`): the text's own player word is optional,
 * and must then be that seat.
 */
function actingPlayer(c: Cursor, seat: number): number {
  const t = c.peek();
  if (t === undefined || !PLAYER_LIKE.test(t.text)) return seat;
  const written = player(c, 'the player');
  if (written === seat) return seat;
  return fail('wrong-player', `the action names ${playerWord(written)}, but it comes from ${playerWord(seat)} (the player option)`, t);
}

/** The `player` option, checked: a seat 0 to 3, or `undefined`. */
function optionSeat(options: ParseOptions): number | undefined {
  const seat: unknown = options.player;
  if (seat === undefined || isWritableSeat(seat)) return seat;
  throw new NotationError('bad-player', `the player option must be a seat 0 to 3 (0 is P1), got ${String(seat)}`, 0);
}

function materia(c: Cursor, what: string): MateriaKind {
  const t = c.next(what);
  const word = t.text.toLowerCase();
  if (isMateriaKind(word)) return word;
  return fail('bad-materia', `not a materia kind: ${JSON.stringify(t.text)}${didYouMean(word, MATERIA_KINDS)}`, t);
}

function spell(c: Cursor): SpellId {
  const t = c.next('a spell');
  const word = t.text.toLowerCase();
  if (hasSpell(word)) return word;
  return fail('bad-spell', `not a spell id: ${JSON.stringify(t.text)}${didYouMean(word, listSpells().map((s) => s.id))}`, t);
}

function level(c: Cursor): Level {
  c.expect('@', 'and a level after the spell, e.g. sacrifice@4');
  const t = c.next('a level (3, 4 or 5) after "@"');
  if (t.text === '3' || t.text === '4' || t.text === '5') return Number(t.text) as Level;
  return fail('bad-level', `a level is 3, 4 or 5, got ${JSON.stringify(t.text)}`, t);
}

function mode(c: Cursor): string {
  const t = c.next('a mode');
  const word = t.text.toLowerCase();
  return isKebab(word) ? word : fail('bad-mode', `a mode is a kebab-case word such as "store", got ${JSON.stringify(t.text)}`, t);
}

/** The fields after the verb, read from `c`. */
function body(c: Cursor, type: Action['type'], p: number): Action {
  switch (type) {
    case 'draw':
    case 'pass':
    case 'stop':
      return { type, player: p };
    case 'take':
    case 'store':
    case 'pick':
      return { type, player: p, materia: materia(c, `the materia to ${type}`) };
    case 'swap': {
      const give = materia(c, 'the materia to give');
      c.expect('>', 'between the materia given and the materia received, e.g. red-circle>blue-square');
      return { type, player: p, give, get: materia(c, 'the materia to get') };
    }
    case 'raise':
      return { type, player: p, spell: spell(c) };
    case 'mode':
      return { type, player: p, mode: mode(c) };
    case 'cast': {
      const s = spell(c);
      const l = level(c);
      if (c.done) return { type, player: p, spell: s, level: l };
      c.expect('from', 'and the player whose card is copied, or the end of the action');
      return { type, player: p, spell: s, level: l, from: player(c, 'the player whose card is copied') };
    }
    case 'learn': {
      const s = spell(c);
      const l = level(c);
      c.expect('on', 'and the materia that goes on the card');
      const onCard = materia(c, 'the materia that goes on the card');
      c.expect('spend', 'and the materia paid');
      const spend: MateriaKind[] = [materia(c, 'the materia paid')];
      while (!c.done) spend.push(materia(c, 'the materia paid'));
      return { type, player: p, spell: s, level: l, onCard, spend };
    }
  }
}

/**
 * Reads one action written in the notation. Keywords, ids and the player are case-insensitive;
 * words are separated by any whitespace (none is needed around `@` and `>`). With the `player`
 * option (the seat typing, for chat input), the leading player word may be left out.
 *
 * ```text
 * action  = player verb
 *         | player ("take" | "store" | "pick") materia
 *         | player "learn" spell "@" level "on" materia "spend" materia {materia}
 *         | player "cast" spell "@" level ["from" player]
 *         | player "swap" materia ">" materia        (give > get)
 *         | player "raise" spell
 *         | player "mode" word
 * verb    = "draw" | "pass" | "stop"
 * player  = "P1" | "P2" | "P3" | "P4"                 (1-based: P1 is seat 0)
 * materia = colour "-" rune                           (red-circle, ... yellow-square)
 * spell   = a registered spell id                     (sacrifice, time-travel, ...)
 * level   = "3" | "4" | "5"
 * ```
 * The spend is kept in the order written (it includes the materia on the card), so the text
 * of any action from `legalActions` parses back to a deep-equal action. Checks only the
 * notation: whether the action is legal is for `applyAction` to say.
 * @param text - one action, e.g. `P1 take red-circle` (or `take red-circle` with `player`).
 * @param options - `player`: the seat typing the text (see {@link ParseOptions}).
 * @throws NotationError with a stable `code` (`empty`, `bad-player`, `wrong-player`,
 * `unknown-verb`, `bad-materia`, `bad-spell`, `bad-level`, `bad-mode`, `missing`,
 * `unexpected`, `extra`) and the 1-based `column` of the fault in `text`; `bad-player` at
 * column 0 for a `player` option that is not a seat 0 to 3.
 * @example
 * ```ts
 * parseAction('P1 take red-circle');  // { type: 'take', player: 0, materia: 'red-circle' }
 * parseAction('p3  CAST offering @ 3  from p1'); // { type: 'cast', player: 2, spell: 'offering', level: 3, from: 0 }
 * parseAction('P1 swap red-circle>blue-square'); // { type: 'swap', player: 0, give: 'red-circle', get: 'blue-square' }
 * parseAction('P1 take');             // throws NotationError: code 'missing', column 8
 * // chat input from seat 1 (P2): the player word may be left out
 * parseAction('take red-circle', { player: 1 });    // { type: 'take', player: 1, materia: 'red-circle' }
 * parseAction('take red-circel', { player: 1 });    // throws 'bad-materia' at column 6
 * parseAction('P1 take red-circle', { player: 1 }); // throws 'wrong-player' at column 1
 * ```
 * @group Notation
 */
export function parseAction(text: string, options: ParseOptions = {}): Action {
  const seat = optionSeat(options);
  return parseLine(text, seat);
}

/** {@link parseAction} with the `player` option already checked. */
function parseLine(text: string, seat: number | undefined): Action {
  const c = new Cursor(tokenize(text));
  if (c.done) {
    const example = seat === undefined ? 'P1 take red-circle' : 'take red-circle';
    throw new NotationError('empty', `expected an action such as "${example}"`, 1);
  }
  const p = seat === undefined ? player(c, 'the player') : actingPlayer(c, seat);
  const v = c.next('the action type (take, draw, store, learn, pass, cast, pick, swap, raise, mode or stop)');
  const verb = v.text.toLowerCase();
  if (!VERBS.has(verb)) {
    fail('unknown-verb', `not an action type: ${JSON.stringify(v.text)}${didYouMean(verb, ACTION_TYPES)}`, v);
  }
  const action = body(c, verb as Action['type'], p);
  c.finish();
  return action;
}

/**
 * Reads a script of actions, one per line. Blank lines and comments (from `#` to the end of the
 * line) are skipped. Line breaks may be `\n`, `\r\n` or `\r`. With the `player` option, every
 * line is an action of that seat, as for {@link parseAction}.
 * @throws NotationError of the first bad line, with its 1-based `line` and `column`; or
 * `bad-player` at line and column 0 for a `player` option that is not a seat 0 to 3.
 * @example
 * ```ts
 * parseActions(`
 *   # the first Day
 *   P1 take red-circle
 *   P1 pass   # no store
 * `); // [{ type: 'take', player: 0, materia: 'red-circle' }, { type: 'pass', player: 0 }]
 * ```
 * @group Notation
 */
export function parseActions(text: string, options: ParseOptions = {}): Action[] {
  const seat = optionSeat(options);
  const actions: Action[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const hash = raw.indexOf('#');
    const line = hash < 0 ? raw : raw.slice(0, hash);
    if (line.trim() === '') return;
    try {
      actions.push(parseLine(line, seat));
    } catch (e) {
      if (e instanceof NotationError) throw new NotationError(e.code, e.reason, e.column, i + 1);
      throw e;
    }
  });
  return actions;
}
