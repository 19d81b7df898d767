/**
 * Splitting one line of notation into words, and reading them in order with positions for errors.
 * @module
 */
import { NotationError, type NotationErrorCode } from './errors.js';

/** One word of a line, with its 1-based column. `@` and `>` are words of their own. */
export interface Token {
  /** The word as written. */
  readonly text: string;
  /** The 1-based column of its first character. */
  readonly column: number;
}

/** Splits a line at whitespace (any amount, any kind), making `@` and `>` separate words. */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  const re = /[@>]|[^\s@>]+/gu;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) tokens.push({ text: m[0], column: m.index + 1 });
  return tokens;
}

/** Reads the words of one line in order; every failure is a {@link NotationError} at a column. */
export class Cursor {
  private index = 0;
  private readonly tokens: readonly Token[];

  constructor(tokens: readonly Token[]) {
    this.tokens = tokens;
  }

  /** The column just after the last word: where a missing part belongs. */
  private get end(): number {
    const last = this.tokens[this.tokens.length - 1];
    return last === undefined ? 1 : last.column + last.text.length;
  }

  /** True when every word has been read. */
  get done(): boolean {
    return this.index >= this.tokens.length;
  }

  /** The next word, without reading it. */
  peek(): Token | undefined {
    return this.tokens[this.index];
  }

  /** Reads the next word; `missing` (naming `what`) when the line has ended. */
  next(what: string): Token {
    const t = this.tokens[this.index];
    if (t === undefined) throw new NotationError('missing', `missing ${what}`, this.end);
    this.index++;
    return t;
  }

  /** Reads the next word, which must be `word` (case-insensitive); `missing` or `unexpected` otherwise. */
  expect(word: string, what: string): Token {
    const t = this.next(`${JSON.stringify(word)} ${what}`);
    if (t.text.toLowerCase() !== word) {
      throw new NotationError('unexpected', `expected ${JSON.stringify(word)} ${what}, got ${JSON.stringify(t.text)}`, t.column);
    }
    return t;
  }

  /** Throws `extra` unless every word has been read. */
  finish(): void {
    const t = this.peek();
    if (t !== undefined) throw new NotationError('extra', `unexpected ${JSON.stringify(t.text)} after a complete action`, t.column);
  }
}

/** Throws a {@link NotationError} at a word. */
export function fail(code: NotationErrorCode, reason: string, at: Token): never {
  throw new NotationError(code, reason, at.column);
}
