/**
 * Splitting a byte stream into request lines with a bound on their length, and answering each:
 * the transport of `spellbook-serve`, independent of where the bytes come from.
 * @module
 */
import { SERVE_LIMITS } from './limits.js';
import { Session, type ServeReply } from './session.js';

/**
 * Cuts a stream of text chunks into lines (`\n`, with an optional `\r` before it). A line longer
 * than `max` bytes is not kept: its bytes are dropped as they come, and the line is reported as
 * too long once its end arrives, so that no line makes the process hold more than `max` bytes.
 */
export class LineSplitter {
  #buffer = '';
  #bytes = 0;
  #tooLong = false;

  constructor(private readonly max: number = SERVE_LIMITS.lineBytes) {}

  /** The complete lines in `chunk` (with what came before it); `null` stands for a line too long. */
  push(chunk: string): (string | null)[] {
    const out: (string | null)[] = [];
    let from = 0;
    for (;;) {
      const end = chunk.indexOf('\n', from);
      const piece = chunk.slice(from, end < 0 ? chunk.length : end);
      this.#take(piece);
      if (end < 0) break;
      out.push(this.#tooLong ? null : this.#buffer.replace(/\r$/, ''));
      this.#buffer = '';
      this.#bytes = 0;
      this.#tooLong = false;
      from = end + 1;
    }
    return out;
  }

  /** What is left when the stream ends: a last line without its newline, if any. */
  end(): (string | null)[] {
    if (this.#buffer === '' && !this.#tooLong) return [];
    const last = this.#tooLong ? null : this.#buffer.replace(/\r$/, '');
    this.#buffer = '';
    this.#bytes = 0;
    this.#tooLong = false;
    return [last];
  }

  #take(piece: string): void {
    if (this.#tooLong || piece === '') return;
    this.#bytes += Buffer.byteLength(piece, 'utf8');
    if (this.#bytes > this.max) {
      this.#tooLong = true;
      this.#buffer = '';
      return;
    }
    this.#buffer += piece;
  }
}

/**
 * The reply to one line: a blank line gets none; a line too long (`null`) or not JSON gets an
 * error reply with `id: null`.
 */
export function answerLine(session: Session, line: string | null): ServeReply | undefined {
  if (line === null) {
    return { id: null, ok: false, error: { kind: 'protocol', code: 'line-too-long', message: `a request line holds at most ${SERVE_LIMITS.lineBytes} bytes` } };
  }
  if (line.trim() === '') return undefined;
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return { id: null, ok: false, error: { kind: 'protocol', code: 'malformed-json', message: 'not JSON: a request is one JSON object on one line' } };
  }
  return session.handle(request);
}

/** Where the lines come from and the replies go: a process's stdin and stdout, or a test's streams. */
export interface LineStreams {
  /** The requests, as text chunks. */
  readonly input: AsyncIterable<string | Uint8Array>;
  /** Writes one reply line (with its newline). */
  readonly write: (text: string) => void;
}

/**
 * Answers every line of `input` in order, one JSON reply per request line, until the input ends.
 * @returns The session, with the games it still holds.
 */
export async function serveLines(streams: LineStreams, session: Session = new Session()): Promise<Session> {
  const lines = new LineSplitter();
  const decoder = new TextDecoder();
  const answer = (line: string | null): void => {
    const reply = answerLine(session, line);
    if (reply !== undefined) streams.write(`${JSON.stringify(reply)}\n`);
  };
  for await (const chunk of streams.input) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    for (const line of lines.push(text)) answer(line);
  }
  for (const line of lines.push(decoder.decode())) answer(line);
  for (const line of lines.end()) answer(line);
  return session;
}
