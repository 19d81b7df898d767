// The chat line format shared by the stdin adapter (main.ts), the opening script (opening.txt)
// and the transcript test: one message per line, `user: message`. A transcript shows each
// message followed by the bot's replies, every reply line prefixed with `spellbook> `.
import { createChannel, handleMessage, type Channel } from './channel.js';

/** One chat message. */
export interface ChatLine {
  readonly user: string;
  readonly text: string;
}

/**
 * Reads `user: message`. Returns `undefined` for a line to skip (blank, or a `#` comment) and
 * an error text for a line without a user.
 */
export function parseChatLine(line: string): ChatLine | undefined | { readonly error: string } {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  const colon = trimmed.indexOf(':');
  const user = colon < 0 ? '' : trimmed.slice(0, colon).trim();
  if (user === '' || /\s/.test(user)) return { error: `expected "user: message", got ${JSON.stringify(trimmed)}` };
  return { user, text: trimmed.slice(colon + 1).trim() };
}

/** The bot's replies as transcript lines. */
export function replyLines(replies: readonly string[]): string[] {
  return replies.flatMap((reply) => reply.split('\n').map((line) => `spellbook> ${line}`));
}

/** One exchange: the message as written, then the replies. */
export function exchange(message: ChatLine, replies: readonly string[]): string {
  return [`${message.user}: ${message.text}`, ...replyLines(replies)].join('\n');
}

/**
 * Plays a script of `user: message` lines in a fresh channel (or the one given) and returns the
 * transcript, one exchange after another, ending with a newline.
 */
export function runScript(script: string, channel: Channel = createChannel()): string {
  const out: string[] = [];
  for (const line of script.split(/\r?\n/)) {
    const message = parseChatLine(line);
    if (message === undefined) continue;
    if ('error' in message) throw new Error(message.error);
    out.push(exchange(message, handleMessage(channel, message.user, message.text)));
  }
  return `${out.join('\n')}\n`;
}
