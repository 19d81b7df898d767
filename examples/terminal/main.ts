// The thin terminal front of the Session: flags in, node:readline lines in, text out.
//
//   npx tsx terminal/main.ts --players 3 --seed friday
//   printf '1\n1\nhelp\n' | npx tsx terminal/main.ts --seed piped     (scripted, no colours)
//
// Everything about the game is in session.ts; this file only deals with the process: flags,
// colours (a terminal and no NO_COLOR), the prompt, files for save/load, and exit codes.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { SetupError } from 'spellbook-engine';
import { USAGE, parseCli } from './args.js';
import { Session, type FileStore } from './session.js';
import { colourEnabled } from './style.js';

const cli = parseCli(process.argv.slice(2));
if (cli.kind === 'help') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (cli.kind === 'error') {
  process.stderr.write(`${cli.message}\n\n${USAGE}\n`);
  process.exit(2);
}

const files: FileStore = {
  read: (path) => readFileSync(path, 'utf8'),
  write: (path, text) => writeFileSync(path, text, 'utf8'),
};

const { options } = cli;
// No seed given: a random one, printed in the intro so that the game can be played again.
const seed = options.seed ?? randomUUID().slice(0, 8);
let session: Session;
try {
  session = new Session({
    players: options.players,
    seed,
    spells: options.spells,
    locale: options.locale,
    bot: options.bot,
    ...(options.difficulty === undefined ? {} : { difficulty: options.difficulty }),
    colour: colourEnabled(process.env, process.stdout.isTTY === true),
    files,
  });
} catch (e) {
  // Bad spells (an unknown id, two of one colour, ...) are found by createGame.
  if (e instanceof SetupError) {
    process.stderr.write(`Cannot set up the game: ${e.message} [${e.code}]\n`);
    process.exit(2);
  }
  throw e;
}

process.stdout.write(session.start());

// In a terminal, readline shows a prompt and line editing. With piped input there is no prompt;
// each line read is echoed after "> " instead, so the output reads as a transcript.
const interactive = process.stdin.isTTY === true;
const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: interactive });
rl.setPrompt('> ');
if (interactive) rl.prompt();

rl.on('line', (line) => {
  if (session.finished) return; // lines already buffered after the end are ignored
  if (!interactive) process.stdout.write(`> ${line}\n`);
  process.stdout.write(session.handle(line));
  if (session.finished) rl.close();
  else if (interactive) rl.prompt();
});

// Ctrl-C leaves like quit.
rl.on('SIGINT', () => rl.close());

rl.on('close', () => {
  if (!session.finished) process.stdout.write('\nThe input has ended: the game is left unfinished (use save <file> to keep one).\n');
});
