import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  applyAction, createGame, currentDecision, describeAction, describeDecision, kindAt, legalActions, scoreGame,
  type GameOptions, type GameState, type Match,
} from 'spellbook-engine';
import { botAction, greedyBot, randomBot, type Bot } from 'spellbook-engine/bots';
import { describe, expect, it } from 'vitest';
import { createChannel, handleMessage, type Channel } from './channel.js';
import { chatForm } from './text.js';
import { parseChatLine, runScript } from './transcript.js';

const here = dirname(fileURLToPath(import.meta.url));
const read = (name: string): string => readFileSync(join(here, name), 'utf8');

/** The channel's match (the test reads the engine state behind the chat). */
function matchOf(channel: Channel): Match {
  const match = channel.table?.match;
  if (match === undefined) throw new Error('no game in this channel');
  return match;
}

/** Sends messages in order; returns the replies to the last one. */
function say(channel: Channel, ...messages: [string, string][]): string[] {
  let replies: string[] = [];
  for (const [user, text] of messages) replies = handleMessage(channel, user, text);
  return replies;
}

/** The same game played by the engine alone: `choose` picks each action. */
function engineGame(options: GameOptions, choose: (state: GameState, seat: number) => ReturnType<typeof legalActions>[number]): GameState {
  let state = createGame(options);
  while (state.phase !== 'ended') {
    const d = currentDecision(state);
    if (d.kind === 'game-over') break;
    const r = applyAction(state, choose(state, d.player));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

/** The `#rank Player N (...): T points` lines of a score reply, by seat. */
function printedTotals(reply: string): { rank: number; player: number; total: number }[] {
  return [...reply.matchAll(/^#(\d) Player (\d) \([^)]*\): (\d+) points/gm)]
    .map((m) => ({ rank: Number(m[1]), player: Number(m[2]) - 1, total: Number(m[3]) }))
    .sort((a, b) => a.player - b.player);
}

describe('the opening, as a transcript', () => {
  it('replies to opening.txt exactly as in the committed transcript.txt', () => {
    // On purpose, this never rewrites transcript.txt: after a deliberate change of the replies,
    // run `npx tsx chat-bot/write-transcript.ts` and review the diff.
    expect(runScript(read('opening.txt'))).toBe(read('transcript.txt'));
  });

  it('main.ts, the stdin adapter, prints the same transcript from the same lines', async () => {
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'main.ts')], { cwd: join(here, '..'), stdio: ['pipe', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => { out += d; });
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`main.ts exited with ${String(code)}`))));
      child.stdin.end(read('opening.txt'));
    });
    expect(stdout).toBe(read('transcript.txt'));
  });

  it('reads "user: message" lines', () => {
    expect(parseChatLine('alice: !new 2 x')).toEqual({ user: 'alice', text: '!new 2 x' });
    expect(parseChatLine('  bob :  !join ')).toEqual({ user: 'bob', text: '!join' });
    expect(parseChatLine('# a comment')).toBeUndefined();
    expect(parseChatLine('   ')).toBeUndefined();
    expect(parseChatLine('no user here')).toEqual({ error: 'expected "user: message", got "no user here"' });
  });
});

describe('whole games through chat commands', () => {
  it('two humans, each always taking the first action that !actions lists, play to the score sheet', () => {
    const channel = createChannel();
    say(channel, ['alice', '!new 2 whole-chat'], ['bob', '!join']);
    let replies = say(channel, ['alice', '!start']);
    const users = ['alice', 'bob'];
    let moves = 0;
    while (matchOf(channel).state.phase !== 'ended') {
      const match = matchOf(channel);
      const decision = match.decision();
      if (decision.kind === 'game-over') break;
      const user = users[decision.player]!;
      // The last reply after every move mentions whoever must decide next.
      expect(replies.at(-1)).toBe(`${describeDecision(decision)} — @${user}, !actions lists your options.`);
      const [listing = ''] = say(channel, [user, '!actions']);
      const items = listing.split('\n').slice(1);
      const legal = legalActions(match.state);
      expect(items).toHaveLength(legal.length);
      expect(items[0]).toBe(`1. ${chatForm(legal[0]!)} — ${describeAction(legal[0]!)}`);
      const command = /^1\. (!.*?) — /.exec(items[0]!)![1]!;
      replies = say(channel, [user, command]);
      expect(replies[0]).toMatch(/^▸ /);
      moves += 1;
      expect(moves).toBeLessThan(1000);
    }
    const final = matchOf(channel).state;
    expect(final).toEqual(engineGame({ players: 2, seed: 'whole-chat', spells: 'set1' }, (s) => legalActions(s)[0]!));
    const sheet = scoreGame(final);
    const last = replies.at(-1)!;
    expect(last).toMatch(new RegExp(`^The game is over\\nFinal scores after ${final.day} Days:\\n`));
    expect(printedTotals(last)).toEqual(sheet.players.map((p) => ({ rank: p.rank, player: p.player, total: p.total })));
    expect(last.endsWith(`\nSeed: sfc32:whole-chat`)).toBe(true);
    // After the end: the score stays available, moves are refused.
    expect(say(channel, ['alice', '!score'])[0]).toBe(last.split('\n').slice(1, -1).join('\n'));
    expect(say(channel, ['alice', '!pass'])).toEqual(['The game is over: !score shows the result, !new opens another table.']);
  });

  it('a human and two bots: the bots fill their seats and play their turns themselves', () => {
    const channel = createChannel();
    say(channel, ['alice', '!new 3 bots-chat'], ['alice', '!bot greedy']);
    expect(say(channel, ['alice', '!bot random'])).toEqual([
      'A random bot sits at P3.\nSeats: P1 alice, P2 greedy bot, P3 random bot\nThe table is full: !start.',
    ]);
    let replies = say(channel, ['alice', '!start']);
    let sawBotMove = false;
    while (matchOf(channel).state.phase !== 'ended') {
      expect(matchOf(channel).decision()).toMatchObject({ player: 0 }); // bots never leave a decision waiting
      replies = say(channel, ['alice', '!play 1']);
      sawBotMove ||= replies.some((r) => /^▸ Player [23]: .* \((greedy|random) bot\)/.test(r));
    }
    expect(sawBotMove).toBe(true);
    const bots: Bot[] = [greedyBot(), greedyBot(), randomBot()];
    const final = engineGame({ players: 3, seed: 'bots-chat', spells: 'set1' }, (s, seat) => (seat === 0 ? legalActions(s)[0]! : botAction(s, bots[seat]!)));
    expect(matchOf(channel).state).toEqual(final);
    const sheet = scoreGame(final);
    expect(printedTotals(replies.at(-1)!)).toEqual(sheet.players.map((p) => ({ rank: p.rank, player: p.player, total: p.total })));
  });

  it('a solo table plays against the virtual opponent', () => {
    const channel = createChannel();
    say(channel, ['zoe', '!new 1 solo-chat']);
    let replies = say(channel, ['zoe', '!start']);
    while (matchOf(channel).state.phase !== 'ended') replies = say(channel, ['zoe', '!play 1']);
    const sheet = scoreGame(matchOf(channel).state);
    expect(replies.at(-1)).toContain(`Virtual opponent: ${sheet.solo!.opponent.total} points`);
    expect(replies.at(-1)).toMatch(/Result: (a win|a loss|a tie \(nobody wins\))\./);
  });
});

describe('errors get a clear reply and change nothing', () => {
  it('in the lobby', () => {
    const channel = createChannel();
    expect(say(channel, ['alice', 'just chatting'])).toEqual([]);
    expect(say(channel, ['alice', '!start'])).toEqual(['There is no table here. !new <players> opens one.']);
    expect(say(channel, ['alice', '!new 5'])).toEqual(['Usage: !new <players 1-4> [seed] [set1|set2|set3|classic]']);
    expect(say(channel, ['alice', '!new 2 s set9'])[0]).toMatch(/^Unknown spell selection "set9"/);
    expect(channel.table).toBeUndefined();
    say(channel, ['alice', '!new 3 lobby']);
    expect(say(channel, ['bob', '!new 2 mine'])).toEqual(['alice is setting up a table here: !join it, or wait until alice opens another.']);
    expect(say(channel, ['alice', '!join'])).toEqual(['alice, you already sit at P1.']);
    expect(say(channel, ['alice', '!bot alien'])).toEqual(['Unknown bot "alien": one of greedy, random, search.']);
    expect(say(channel, ['alice', '!start'])).toEqual(['2 seat(s) are still empty: !join or !bot first.']);
    expect(say(channel, ['alice', '!actions'])).toEqual(['The game has not started yet: !start when every seat is taken.']);
    expect(say(channel, ['alice', '!take red-circle'])).toEqual(['The game has not started yet: !start when every seat is taken.']);
    expect(channel.table?.seats.map((s) => s?.kind)).toEqual(['human', undefined, undefined]);
    say(channel, ['bob', '!join'], ['alice', '!bot']);
    expect(say(channel, ['carol', '!start'])).toEqual(['Only a player at the table can start it, carol.']);
    expect(channel.table?.match).toBeUndefined();
  });

  it('in a game: wrong player, unparsable, illegal and unknown commands', () => {
    const channel = createChannel();
    say(channel, ['alice', '!new 2 opening'], ['bob', '!join'], ['alice', '!start']);
    const match = matchOf(channel);
    const before = match.state;
    expect(currentDecision(before)).toMatchObject({ player: 0, phase: 'morning' });
    const absent = Array.from({ length: 21 }, (_, i) => kindAt(i)).find((_k, i) => before.altar[i] === 0)!;
    const cases: [string, string, RegExp][] = [
      ['bob', '!draw', /^Refused \[not-your-turn\]: It is not your turn to act\. It is Player 1 \(alice\)'s decision: .* Nothing changed\.$/],
      ['bob', '!play 1', /^It is Player 1 \(alice\)'s decision: /],
      ['carol', '!take purple-circle', /^carol, you are not playing at this table\. Seats: P1 alice, P2 bob\./],
      ['carol', '!undo', /^carol, you are not playing at this table\./],
      ['alice', '!take red-circel', /^Cannot read "!take red-circel": not a materia kind: "red-circel" \(did you mean red-circle\?\) \(column 7\) \[bad-materia\]/],
      ['alice', '!play P1 take  red-circel', /\(column 16\) \[bad-materia\]/],
      ['alice', '!cast sacrifice@7', /a level is 3, 4 or 5, got "7" \(column 17\) \[bad-level\]/],
      ['alice', '!learn sacrifice@3 on red-circle', /\[missing\]\. !help shows the notation\.$/],
      ['alice', '!take', /missing the materia to take \(column 6\) \[missing\]/],
      ['alice', `!take ${absent}`, new RegExp(`^Refused \\[not-on-altar\\]: The altar holds no such materia \\(the altar has no ${absent}\\)\\. Nothing changed\\.`)],
      ['alice', '!store purple-square', /^Refused \[wrong-phase\]: That action belongs to another phase/],
      ['alice', '!cast sacrifice@3', /^Refused \[not-learned\]: That spell has not been learned\./],
      ['alice', '!play P2 pass', /^You are P1: you cannot play for P2\. Nothing changed\.$/],
      ['alice', '!play 99', /^There is no action 99: !actions lists 1 to \d+\.$/],
      ['alice', '!play', /^Usage: !play/],
      ['alice', '!dance', /^Unknown command !dance\. !help lists the commands\.$/],
      ['alice', '!lang fr', /^Usage: !lang <en\|uk\|pl\|zh-TW>\. The language now is en\.$/],
      ['alice', '!new 2 again', /^A game is in progress at this table\./],
      ['alice', '!join', /^The game has already started/],
      ['alice', '!bot greedy', /^The game has already started\.$/],
      ['alice', '!undo', /^Nothing to undo \[nothing-to-undo\]: there is no move left to take back\.$/],
      ['alice', 'hello bob', /^$/],
    ];
    for (const [user, text, expected] of cases) {
      const replies = handleMessage(channel, user, text);
      expect(replies.join('\n'), text).toMatch(expected);
      expect(matchOf(channel), text).toBe(match);
      expect(match.state, text).toBe(before); // the very same state: nothing was applied
    }
    expect(channel.lang).toBe('en');
  });

  it('undo follows the rules of a fair table', () => {
    const channel = createChannel();
    say(channel, ['alice', '!new 2 opening'], ['bob', '!join'], ['alice', '!start']);
    const match = matchOf(channel);
    const start = match.state;
    say(channel, ['alice', '!take purple-circle']);
    const afterTake = match.state;
    expect(say(channel, ['bob', '!undo'])).toEqual([
      'Cannot undo [other-player] "Player 1: take a purple circle from the altar": it was Player 1 (alice)\'s move; you can take back only your own.',
    ]);
    expect(match.state).toBe(afterTake);
    expect(say(channel, ['alice', '!undo'])[0]).toMatch(/^alice takes back: Player 1: take a purple circle from the altar\n/);
    expect(match.state).toBe(start);
    say(channel, ['alice', '!draw']);
    const afterDraw = match.state;
    expect(say(channel, ['alice', '!undo'])[0]).toMatch(/^Cannot undo \[draw-revealed\] "Player 1: draw 2 materia from the pouch": it drew from the pouch/);
    expect(match.state).toBe(afterDraw);
  });

  it('speaks the channel language through describe*', () => {
    const channel = createChannel();
    say(channel, ['alice', '!new 2 opening'], ['bob', '!join'], ['alice', '!start']);
    for (const lang of ['uk', 'pl', 'zh-TW'] as const) {
      expect(say(channel, ['alice', `!lang ${lang.toLowerCase()}`])[0]).toContain(describeDecision(matchOf(channel).decision(), lang));
      const listing = say(channel, ['alice', '!actions'])[0]!;
      expect(listing).toContain(describeAction(legalActions(matchOf(channel).state)[0]!, lang));
    }
    expect(channel.lang).toBe('zh-TW');
  });
});
