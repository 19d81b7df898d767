import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  applyAction, createGame, currentDecision, describeAction, describeDecision, deserialize, formatAction, kindAt,
  legalActions, scoreGame, serialize, type GameOptions, type GameState,
} from 'spellbook-engine';
import { botAction, greedyBot, type Bot } from 'spellbook-engine/bots';
import { describe, expect, it } from 'vitest';
import { parseCli } from './args.js';
import { renderScoreSheet } from './render.js';
import { Session, type FileStore } from './session.js';
import { colourEnabled, makePaint } from './style.js';

const here = dirname(fileURLToPath(import.meta.url));
const plain = makePaint(false);

/** An in-memory FileStore: what `save` wrote, readable by `load`. */
function memoryFiles(): FileStore & { readonly files: Map<string, string> } {
  const files = new Map<string, string>();
  return {
    files,
    read(path) {
      const text = files.get(path);
      if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      return text;
    },
    write(path, text) {
      files.set(path, text);
    },
  };
}

/** The numbered action lines of an output ("  3) Player 1: ...  P1 take red-circle"). */
function listed(out: string): string[] {
  return out.split('\n').filter((line) => /^\s+\d+\) /.test(line));
}

/** The same game played by the engine alone: seat 0 always plays the first legal action, greedy bots elsewhere. */
function engineGame(options: GameOptions): GameState {
  let state = createGame(options);
  const bots: Bot[] = [greedyBot(), greedyBot(), greedyBot(), greedyBot()];
  while (state.phase !== 'ended') {
    const d = currentDecision(state);
    if (d.kind === 'game-over') break;
    const action = d.player === 0 ? legalActions(state)[0]! : botAction(state, bots[d.player]!);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

const NAMES3 = ['you', 'greedy bot', 'greedy bot'];

describe('Session: the opening screen and bad input', () => {
  it('shows the bots moves, the table, the decision and exactly the legal actions', () => {
    const s = new Session({ players: 3, seed: 'terminal-test', files: memoryFiles() });
    const out = s.start();
    // Seat 2 plays first with this seed: the bots' moves are narrated before the human's turn.
    expect(s.state.firstPlayer).toBe(2);
    expect(out).toContain('Player 3 (greedy bot) plays first.');
    expect(out).toMatch(/^▹ Player 3: /m);
    expect(currentDecision(s.state)).toMatchObject({ kind: 'phase', player: 0, phase: 'morning' });
    expect(out).toContain(`Your decision: ${describeDecision(currentDecision(s.state))}`);
    expect(out).toContain('═══ Day 2 · Player 1 (you) · Morning ═══');
    const legal = legalActions(s.state);
    expect(listed(out)).toHaveLength(legal.length);
    const first = `${'1'.padStart(String(legal.length).length)})`;
    expect(listed(out)[0]).toBe(`  ${first} ${describeAction(legal[0]!)}  ${formatAction(legal[0]!)}`);
    expect(out).toMatch(new RegExp(`Type 1-${legal.length}, an action such as "take `));
  });

  it('rejects bad input with a clear message and changes nothing', () => {
    const s = new Session({ players: 3, seed: 'terminal-test', files: memoryFiles() });
    s.start();
    const before = s.state;
    const n = legalActions(before).length;
    const absent = Array.from({ length: 21 }, (_, i) => kindAt(i)).find((_kind, i) => before.altar[i] === 0)!;
    const cases: [string, RegExp][] = [
      ['0', new RegExp(`There is no action 0: choose a number from 1 to ${n}\\. Nothing changed\\.`)],
      ['999', /There is no action 999/],
      ['take red-circel', /\s{7}\^\nNot understood: not a materia kind: "red-circel" \(did you mean red-circle\?\) \[bad-materia\]/],
      ['P1 take', /Not understood: missing the materia to take \[missing\]/],
      ['hello', /not an action type: "hello" \[unknown-verb\]\. It is neither a command nor an action/],
      ['P2 draw', /Refused \[not-your-turn\]: It is not your turn to act\. Nothing changed\.\nPlayer 2 cannot act now; you are Player 1 \(P1\), and the decision is Player 1 \(you\)'s\./],
      [`take ${absent}`, new RegExp(`Refused \\[not-on-altar\\]: The altar holds no such materia \\(the altar has no ${absent}\\)`)],
      ['store red-circle', /Refused \[wrong-phase\]/],
      ['save', /Usage: save <file>/],
      ['load nowhere.json', /Cannot load nowhere\.json: ENOENT/],
      ['', /Type a number from the list, an action, or help\./],
    ];
    for (const [input, expected] of cases) {
      const out = s.handle(input);
      expect(out, input).toMatch(expected);
      expect(s.state, input).toBe(before); // the very same state object: nothing was applied
    }
  });

  it('help lists the commands, the notation and the legal actions', () => {
    const s = new Session({ players: 2, seed: 'undo-test', files: memoryFiles() });
    s.start();
    const out = s.handle('help');
    for (const command of ['undo', 'save <file>', 'load <file>', 'quit', 'spells', 'table']) expect(out).toContain(`  ${command} `);
    expect(out).toContain('P1 learn <spell>@<level> on <materia> spend <materia> <materia> ...');
    expect(listed(out)).toHaveLength(legalActions(s.state).length);
    expect(s.handle('spells')).toContain('Sacrifice (red, sacrifice)\n    3: Discard 1 ○ (circle), then draw 4.');
  });

  it('speaks the chosen language through describe*', () => {
    const s = new Session({ players: 2, seed: 'undo-test', locale: 'uk', files: memoryFiles() });
    const out = s.start();
    expect(out).toContain(describeDecision(currentDecision(s.state), 'uk'));
    expect(out).toContain(describeAction(legalActions(s.state)[0]!, 'uk'));
    expect(out).toContain('Гравець 1 (you)');
  });
});

describe('Session: undo, save and load', () => {
  it('undoes the human\'s own moves through Match, and explains each refusal', () => {
    const s = new Session({ players: 3, seed: 'undo-test', files: memoryFiles() });
    s.start();
    expect(s.state.firstPlayer).toBe(0);
    const start = s.state;
    expect(s.handle('undo')).toContain('Nothing to undo [nothing-to-undo]: no move has been played since the game began');
    expect(s.state).toBe(start);

    // A take draws nothing: it can be taken back, and the kept state comes back.
    const take = legalActions(start).find((a) => a.type === 'take')!;
    expect(s.handle(take.type === 'take' ? `take ${take.materia}` : '')).toContain(`▸ ${describeAction(take)}`);
    expect(s.state).not.toBe(start);
    const undone = s.handle('undo');
    expect(undone).toContain(`Undone: ${describeAction(take)}`);
    expect(s.state).toBe(start);
    expect(listed(undone)).toHaveLength(legalActions(start).length);

    // A draw reveals the pouch: refused.
    s.handle('draw');
    const afterDraw = s.state;
    expect(s.handle('undo')).toContain('Cannot undo [draw-revealed] "Player 1: draw 2 materia from the pouch": it drew from the pouch');
    expect(s.state).toBe(afterDraw);

    // Pass the Midday and the Evening: the bots play their Days. The last step is now a bot's
    // Evening pass, whose end-of-Day altar resupply drew from the pouch.
    s.handle('pass');
    s.handle('pass');
    expect(currentDecision(s.state)).toMatchObject({ kind: 'phase', player: 0, phase: 'morning' });
    const afterBots = s.state;
    expect(s.handle('undo')).toMatch(/Cannot undo \[draw-revealed\] "Player 3: pass": it drew from the pouch, .* Besides, it was Player 3 \(greedy bot\)'s move, not yours\./);
    expect(s.state).toBe(afterBots);
  });

  it('saves and loads: the loaded game is the saved one, and bad saves are refused', () => {
    const files = memoryFiles();
    const s = new Session({ players: 2, seed: 'save-test', files });
    s.start();
    s.handle('1');
    const saved = s.state;
    expect(s.handle('save game.json')).toContain(`Saved the game (step ${saved.step}) to game.json.`);
    expect(deserialize(files.files.get('game.json')!)).toEqual(saved);

    s.handle('1');
    s.handle('1');
    expect(s.state.step).toBeGreaterThan(saved.step);
    const loaded = s.handle('load game.json');
    expect(loaded).toContain(`Loaded game.json: Day ${saved.day}, step ${saved.step}.`);
    expect(s.state).toEqual(saved);
    expect(serialize(s.state)).toBe(files.files.get('game.json'));
    expect(listed(loaded)).toHaveLength(legalActions(saved).length);
    // The save holds the position, not the history.
    expect(s.handle('undo')).toContain('Nothing to undo [nothing-to-undo]');

    files.write('broken.json', '{"format": "spellbook-engine/game", ');
    const current = s.state;
    expect(s.handle('load broken.json')).toMatch(/Cannot load broken\.json: .* \[invalid-json\]\. Nothing changed\./);
    expect(s.state).toBe(current);
  });
});

describe('Session: whole games', () => {
  it('plays a seeded 3-player game to the end by always choosing 1, ending on the score sheet', () => {
    const options = { players: 3, seed: 'whole-game' } as const;
    const s = new Session({ ...options, files: memoryFiles() });
    let out = s.start();
    let turns = 0;
    while (!s.finished) {
      // Every screen lists exactly the engine's legal actions for the human's decision.
      expect(currentDecision(s.state)).toMatchObject({ player: 0 });
      expect(listed(out)).toHaveLength(legalActions(s.state).length);
      out = s.handle('1');
      turns += 1;
      expect(turns).toBeLessThan(500);
    }
    const final = engineGame({ ...options, spells: 'set1' });
    expect(s.state).toEqual(final);
    const sheet = scoreGame(final);
    expect(out).toContain('The game is over');
    expect(out.endsWith(`${renderScoreSheet(sheet, NAMES3, 'en', plain, final.day).join('\n')}\n`)).toBe(true);
    // The totals printed are scoreGame's.
    const printed = [...out.matchAll(/^ {2}#(\d) Player (\d) \([^)]*\): (\d+) points/gm)]
      .map((m) => ({ rank: Number(m[1]), player: Number(m[2]) - 1, total: Number(m[3]) }));
    expect(printed.sort((a, b) => a.player - b.player)).toEqual(sheet.players.map((p) => ({ rank: p.rank, player: p.player, total: p.total })));
    expect(s.handle('1')).toContain('The game is over: you can save <file>, load <file> or quit.');
  });

  it('plays a solo game against the virtual opponent to its result', () => {
    const s = new Session({ players: 1, seed: 'solo-test', difficulty: 2, files: memoryFiles() });
    let out = s.start();
    expect(out).toContain('you (Player 1) against the virtual opponent, difficulty 2');
    expect(out).toContain('The virtual opponent\n    track 0/17: —\n    lower part: 2 materia (difficulty 2)');
    while (!s.finished) out = s.handle('1');
    const sheet = scoreGame(s.state);
    expect(sheet.solo).not.toBeNull();
    expect(out).toContain(`  The virtual opponent: ${sheet.solo!.opponent.total} points`);
    expect(out).toContain(`  Player 1 (you): ${sheet.players[0]!.total} points`);
    expect(out).toMatch(/Result: (you win|the opponent wins|a tie: nobody wins)\.\n$/);
  });
});

describe('colours and flags', () => {
  it('colours only a terminal without NO_COLOR', () => {
    expect(colourEnabled({}, true)).toBe(true);
    expect(colourEnabled({}, false)).toBe(false);
    expect(colourEnabled({ NO_COLOR: '1' }, true)).toBe(false);
    expect(colourEnabled({ NO_COLOR: '' }, true)).toBe(true);
    const coloured = new Session({ players: 2, seed: 'undo-test', colour: true, files: memoryFiles() }).start();
    const uncoloured = new Session({ players: 2, seed: 'undo-test', files: memoryFiles() }).start();
    expect(coloured).toContain('\u001b[');
    expect(uncoloured).not.toContain('\u001b[');
    // Same text once the escapes are gone.
    expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(uncoloured);
  });

  it('reads the flags', () => {
    expect(parseCli([])).toEqual({
      kind: 'play', options: { players: 2, seed: undefined, spells: 'set1', locale: 'en', bot: 'greedy', difficulty: undefined },
    });
    expect(parseCli(['--players', '1', '--difficulty', '3', '--lang', 'zh-TW', '--bot', 'random', '--seed', 'x', '--spells', 'classic']))
      .toEqual({ kind: 'play', options: { players: 1, seed: 'x', spells: 'classic', locale: 'zh-TW', bot: 'random', difficulty: 3 } });
    const list = parseCli(['--spells', 'blaze,sharing,cure,focus,storm,swiftness,knowledge']);
    expect(list.kind === 'play' && list.options.spells).toEqual(['blaze', 'sharing', 'cure', 'focus', 'storm', 'swiftness', 'knowledge']);
    expect(parseCli(['--help'])).toEqual({ kind: 'help' });
    expect(parseCli(['--players', '5'])).toMatchObject({ kind: 'error', message: expect.stringContaining('--players must be 1, 2, 3 or 4') });
    expect(parseCli(['--difficulty', '2'])).toMatchObject({ kind: 'error', message: '--difficulty is for solo mode (--players 1)' });
    expect(parseCli(['--lang', 'fr'])).toMatchObject({ kind: 'error' });
    expect(parseCli(['--colour'])).toMatchObject({ kind: 'error' });
  });

  it('refuses spells the engine does not accept (SetupError)', () => {
    expect(() => new Session({ players: 2, seed: 'x', spells: ['sacrifice'], files: memoryFiles() })).toThrow(/invalid-spells|spells/);
  });
});

/** Runs main.ts as a user would, with piped stdin; resolves with its exit code and output. */
function runMain(args: readonly string[], input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'main.ts'), ...args], {
      cwd: join(here, '..'),
      env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // The program may exit before reading every line (the game ends): ignore a broken pipe.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

describe('main.ts, the real program', () => {
  it('plays a whole game from piped input and ends with the score sheet', async () => {
    const options = { players: 2, seed: 'piped-game' } as const;
    const input = `help\nP1 take red-circel\n${'1\n'.repeat(400)}`;
    const { code, stdout, stderr } = await runMain(['--players', '2', '--seed', 'piped-game'], input);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('SpellBook, seed "piped-game", 2 players');
    expect(stdout).toContain('> help\nCommands\n');
    expect(stdout).toContain('> P1 take red-circel\n  P1 take red-circel\n          ^\nNot understood');
    expect(stdout).not.toContain('\u001b['); // a pipe is not a terminal: no colours
    const final = engineGame({ ...options, spells: 'set1' });
    const sheet = renderScoreSheet(scoreGame(final), ['you', 'greedy bot'], 'en', plain, final.day).join('\n');
    expect(stdout.endsWith(`${sheet}\n`)).toBe(true);
  });

  it('exits with status 2 and the usage on a bad flag', async () => {
    const { code, stderr } = await runMain(['--players', '9'], '');
    expect(code).toBe(2);
    expect(stderr).toContain('--players must be 1, 2, 3 or 4, got "9"');
    expect(stderr).toContain('usage: npx tsx terminal/main.ts [options]');
  });
});
