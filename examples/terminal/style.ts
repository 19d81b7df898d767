// Colours for the terminal: ANSI styles through node:util `styleText` (Node 20.12 and later),
// with plain escape codes as the fallback on older Node 20 releases, and no styling at all when
// colours are off. The Session never looks at the environment itself: `main.ts` decides
// (`colourEnabled`) and passes a flag, so tests get plain, comparable text.
import * as util from 'node:util';
import { colourOf, type Colour, type MateriaKind } from 'spellbook-engine';

/** The handful of styles this example uses. */
export type Format = 'bold' | 'dim' | 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan' | 'white' | 'gray';

/** Styles text, or returns it unchanged when colours are off. */
export type Paint = (format: Format, text: string) => string;

// SGR codes of the fallback: [start, reset].
const CODES: Readonly<Record<Format, readonly [number, number]>> = {
  bold: [1, 22], dim: [2, 22], red: [31, 39], green: [32, 39], yellow: [33, 39], blue: [34, 39],
  magenta: [35, 39], cyan: [36, 39], white: [37, 39], gray: [90, 39],
};

/**
 * True when output should be coloured: stdout is a terminal and NO_COLOR is not set to a
 * non-empty value (https://no-color.org). A pipe or a file gets plain text.
 */
export function colourEnabled(env: Readonly<Record<string, string | undefined>>, stdoutIsTTY: boolean): boolean {
  const noColour = env['NO_COLOR'];
  return stdoutIsTTY && (noColour === undefined || noColour === '');
}

/** A painter: `styleText` when Node has it, escape codes otherwise, identity when `enabled` is false. */
export function makePaint(enabled: boolean): Paint {
  if (!enabled) return (_format, text) => text;
  // A namespace import, so that a Node 20 release older than 20.12 (no `styleText` export) still
  // loads this module; a named import would fail at link time.
  if (typeof util.styleText === 'function') {
    // `validateStream: false`: the caller has already decided. Without it, Node 22+ would check
    // process.stdout again, and a test asking for colours under a pipe would get none.
    return (format, text) => util.styleText(format, text, { validateStream: false });
  }
  return (format, text) => `\u001b[${CODES[format][0]}m${text}\u001b[${CODES[format][1]}m`;
}

/** The terminal colour of each materia colour (black materia in gray, to stay visible on dark terminals). */
const MATERIA_FORMAT: Readonly<Record<Colour, Format>> = {
  red: 'red', purple: 'magenta', green: 'green', black: 'gray', white: 'white', blue: 'blue', yellow: 'yellow',
};

/** The style of a colour (a spell's colour). */
export function colourFormat(colour: Colour): Format {
  return MATERIA_FORMAT[colour];
}

/** The style of a materia kind: its colour. */
export function materiaFormat(kind: MateriaKind): Format {
  return MATERIA_FORMAT[colourOf(kind)];
}
