#!/usr/bin/env node
/**
 * The `spellbook-serve` command: SpellBook games over a JSON-lines protocol on stdin and stdout,
 * for programs in any language (see docs/protocol.md). One request per line in, one reply per
 * line out, in order; it stops at the end of its input.
 * @module
 */
import { ENGINE_VERSION } from 'spellbook-engine';
import { SERVE_LIMITS, SERVE_PROTOCOL } from '../serve/limits.js';
import { serveLines } from '../serve/lines.js';

const USAGE = `spellbook-serve: SpellBook games over JSON lines on stdin/stdout (${SERVE_PROTOCOL}, spellbook-engine ${ENGINE_VERSION})

Usage:
  spellbook-serve            read one JSON request per line, write one JSON reply per line

A request: {"id": 1, "cmd": "create", "options": {"players": 2, "seed": "x"}}
Commands: hello, create, games, decision, legal, apply, view, observe, score, save, load, record,
bot, close. At most ${SERVE_LIMITS.games} games at once, ${SERVE_LIMITS.lineBytes} bytes a line.
The protocol: docs/protocol.md in the spellbook-engine package.
`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(USAGE);
} else if (args.length > 0) {
  process.stderr.write(`spellbook-serve takes no arguments, got ${args.join(' ')}\n\n${USAGE}`);
  process.exitCode = 2;
} else {
  process.stdin.setEncoding('utf8');
  serveLines({ input: process.stdin, write: (text) => { process.stdout.write(text); } }).catch((e: unknown) => {
    process.stderr.write(`spellbook-serve: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  });
}
