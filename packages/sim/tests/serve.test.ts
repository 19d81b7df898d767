// spellbook-serve: the JSON-lines protocol (docs/protocol.md). The session answers requests as
// plain objects; the line transport bounds lines; the command, run from its source, answers a
// piped conversation; docs/protocol.md's transcript is replayed reply for reply.
import { readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_COUNT, actionMask } from 'spellbook-engine/learn';
import { createGame, legalActions, replay, scoreGame, type Action, type GameRecord } from 'spellbook-engine';
import { LineSplitter, answerLine, serveLines } from '../src/serve/lines.js';
import { SERVE_LIMITS } from '../src/serve/limits.js';
import { Session, type ServeReply } from '../src/serve/session.js';
import { PKG } from './command.js';

/** The reply's fields when it succeeded; fails the test otherwise. */
function ok(reply: ServeReply): Record<string, unknown> {
  if (!reply.ok) expect.fail(`expected ok, got ${JSON.stringify(reply.error)}`);
  return reply as unknown as Record<string, unknown>;
}
/** The reply's error; fails the test when it succeeded. */
function failed(reply: ServeReply): { kind: string; code: string; path?: string; message: string } {
  if (reply.ok) expect.fail(`expected an error, got ${JSON.stringify(reply).slice(0, 200)}`);
  return reply.error;
}

describe('spellbook-serve: the session', () => {
  it('create, legal, apply by action, notation and index, to the end of a game; the record replays to the same scores', () => {
    const s = new Session();
    const created = ok(s.handle({ id: 'a', cmd: 'create', options: { players: 2, seed: 'serve-1' } }));
    expect(created['id']).toBe('a');
    const game = created['game'] as string;
    let over = false;
    for (let i = 0; !over; i++) {
      const legal = ok(s.handle({ cmd: 'legal', game }));
      const actions = legal['actions'] as Action[];
      const indices = legal['indices'] as number[];
      const notation = legal['notation'] as string[];
      const k = i % actions.length;
      // Every third move by each way of naming it.
      const request = i % 3 === 0 ? { action: actions[k] } : i % 3 === 1 ? { notation: notation[k] } : { index: indices[k] };
      const applied = ok(s.handle({ cmd: 'apply', game, ...request }));
      over = applied['over'] as boolean;
      if (over) expect(applied['scores']).toBeDefined();
    }
    const record = ok(s.handle({ cmd: 'record', game }))['record'] as GameRecord;
    const scores = ok(s.handle({ cmd: 'score', game }))['scores'];
    expect(JSON.parse(JSON.stringify(scoreGame(replay(record))))).toEqual(JSON.parse(JSON.stringify(scores)));
    expect(failed(s.handle({ cmd: 'apply', game, index: 0 })).code).toBe('game-over');
  });

  it('observe: the observation and the mask of the seat to act, the mask equal to the legal actions\' indices', () => {
    const s = new Session();
    const game = ok(s.handle({ cmd: 'create', options: { players: 3, seed: 'serve-2' } }))['game'] as string;
    const hello = ok(s.handle({ cmd: 'hello' }));
    const observed = ok(s.handle({ cmd: 'observe', game }));
    expect((observed['observation'] as number[]).length).toBe((hello['observationSize'] as Record<string, number>)['3']);
    const legal = ok(s.handle({ cmd: 'legal', game }));
    expect([...new Set(legal['indices'] as number[])].sort((a, b) => a - b)).toEqual(observed['mask']);
    const state = createGame({ players: 3, seed: 'serve-2' });
    const mask = actionMask(state);
    expect(observed['mask']).toEqual([...mask.keys()].filter((i) => mask[i] === 1));
    expect(hello['actionCount']).toBe(ACTION_COUNT);
    expect(failed(s.handle({ cmd: 'observe', game, seat: 3 })).code).toBe('invalid-argument');
    expect((ok(s.handle({ cmd: 'observe', game, seat: 2, full: true }))['observation'] as number[]).length).toBeGreaterThan((observed['observation'] as number[]).length);
  });

  it('save and load: the loaded game is the same game; it has no record', () => {
    const s = new Session();
    const game = ok(s.handle({ cmd: 'create', options: { players: 2, seed: 'serve-3', rules: 'digital' } }))['game'] as string;
    ok(s.handle({ cmd: 'bot', game, bot: 'greedy', apply: true }));
    const save = ok(s.handle({ cmd: 'save', game }))['save'] as string;
    const loaded = ok(s.handle({ cmd: 'load', save }))['game'] as string;
    expect(ok(s.handle({ cmd: 'legal', game: loaded }))['actions']).toEqual(ok(s.handle({ cmd: 'legal', game }))['actions']);
    expect(failed(s.handle({ cmd: 'record', game: loaded })).code).toBe('no-record');
    expect(failed(s.handle({ cmd: 'load', save: save.slice(0, 40) })).kind).toBe('load');
  });

  it('bots: a move chosen by each built-in bot, options checked against their limits', () => {
    const s = new Session();
    const game = ok(s.handle({ cmd: 'create', options: { players: 2, seed: 'serve-4' } }))['game'] as string;
    const state = createGame({ players: 2, seed: 'serve-4' });
    for (const bot of ['random', 'greedy']) {
      const move = ok(s.handle({ cmd: 'bot', game, bot }));
      expect(legalActions(state)).toContainEqual(move['action']);
    }
    const searched = ok(s.handle({ cmd: 'bot', game, bot: 'search', options: { iterations: 20 } }));
    expect(legalActions(state)).toContainEqual(searched['action']);
    expect(failed(s.handle({ cmd: 'bot', game, bot: 'search', options: { iterations: 1e9 } }))).toMatchObject({ kind: 'bot', code: 'bad-request' });
    expect(failed(s.handle({ cmd: 'bot', game, bot: 'oracle' }))).toMatchObject({ kind: 'bot' });
    expect(failed(s.handle({ cmd: 'bot', game, bot: 'random', apply: 'yes' })).code).toBe('invalid-argument');
  });

  it('bad requests get typed errors and change nothing', () => {
    const s = new Session();
    const game = ok(s.handle({ cmd: 'create', options: { players: 2, seed: 'serve-5' } }))['game'] as string;
    const before = ok(s.handle({ cmd: 'legal', game }));
    const bad: [unknown, string, string][] = [
      [[1, 2], 'protocol', 'invalid-request'],
      [{ cmd: 7 }, 'protocol', 'invalid-request'],
      [{ id: {}, cmd: 'hello' }, 'protocol', 'invalid-request'],
      [{ cmd: 'jump' }, 'protocol', 'unknown-command'],
      [{ cmd: 'legal' }, 'protocol', 'invalid-argument'],
      [{ cmd: 'legal', game: 'g99' }, 'protocol', 'unknown-game'],
      [{ cmd: 'legal', game, gmae: 1 }, 'protocol', 'invalid-argument'],
      [{ cmd: 'apply', game }, 'protocol', 'invalid-argument'],
      [{ cmd: 'apply', game, index: 1, notation: 'P1 pass' }, 'protocol', 'invalid-argument'],
      [{ cmd: 'apply', game, index: 1.5 }, 'protocol', 'invalid-argument'],
      [{ cmd: 'apply', game, index: ACTION_COUNT + 3 }, 'learn', 'not-a-choice'],
      [{ cmd: 'apply', game, notation: 'P1 fly' }, 'notation', 'unknown-verb'],
      [{ cmd: 'apply', game, action: { type: 'take' } }, 'rule', 'malformed-action'],
      [{ cmd: 'apply', game, action: { type: 'pass', player: 1 - (before['seat'] as number) } }, 'rule', 'not-your-turn'],
      [{ cmd: 'create', options: { players: 2, sead: 'x' } }, 'setup', 'unknown-option'],
      [{ cmd: 'create', options: 'two' }, 'protocol', 'invalid-argument'],
      [{ cmd: 'view', game, seat: -1 }, 'protocol', 'invalid-argument'],
    ];
    for (const [request, kind, code] of bad) {
      const error = failed(s.handle(request));
      expect({ kind: error.kind, code: error.code }, JSON.stringify(request)).toEqual({ kind, code });
    }
    expect(ok(s.handle({ cmd: 'legal', game }))).toEqual(before);
    expect(ok(s.handle({ cmd: 'games' }))['games']).toEqual([game]);
  });

  it(`holds at most ${SERVE_LIMITS.games} games: one more is refused until one is closed`, () => {
    const s = new Session();
    for (let i = 0; i < SERVE_LIMITS.games; i++) ok(s.handle({ cmd: 'create', options: { players: 2, seed: `many-${i}` } }));
    expect(failed(s.handle({ cmd: 'create', options: { players: 2 } })).code).toBe('too-many-games');
    expect(ok(s.handle({ cmd: 'close', game: 'g1' }))['closed']).toBe('g1');
    expect(ok(s.handle({ cmd: 'create', options: { players: 2 } }))['game']).toBe(`g${SERVE_LIMITS.games + 1}`);
    expect(s.size).toBe(SERVE_LIMITS.games);
  });
});

describe('spellbook-serve: lines', () => {
  it('splits lines across chunks (\\n or \\r\\n) and reports a line past the bound without keeping it', () => {
    const lines = new LineSplitter(10);
    expect(lines.push('{"a"')).toEqual([]);
    expect(lines.push(':1}\r\n{"b":2}\n12345')).toEqual(['{"a":1}', '{"b":2}']);
    expect(lines.push('678901234')).toEqual([]);
    expect(lines.push('5\nok\n')).toEqual([null, 'ok']);
    expect(lines.push('tail')).toEqual([]);
    expect(lines.end()).toEqual(['tail']);
    expect(lines.end()).toEqual([]);
  });

  it('a blank line gets no reply; a line that is not JSON or too long gets an error with id null', () => {
    const s = new Session();
    expect(answerLine(s, '   ')).toBeUndefined();
    expect(answerLine(s, '{"cmd":')).toMatchObject({ id: null, ok: false, error: { code: 'malformed-json' } });
    expect(answerLine(s, null)).toMatchObject({ id: null, ok: false, error: { code: 'line-too-long' } });
  });

  it('serveLines answers every request line in order, a reply a line', async () => {
    async function* chunks(): AsyncGenerator<string> {
      yield '{"id":1,"cmd":"hello"}\n{"id":2,"cmd":"cre';
      yield 'ate","options":{"players":2,"seed":"lines"}}\n\n{"id":3,"cmd":"games"}';
    }
    const out: string[] = [];
    await serveLines({ input: chunks(), write: (text) => out.push(text) });
    const replies = out.join('').trimEnd().split('\n').map((l) => JSON.parse(l) as ServeReply);
    expect(replies.map((r) => [r.id, r.ok])).toEqual([[1, true], [2, true], [3, true]]);
    expect((replies[2] as unknown as { games: string[] }).games).toEqual(['g1']);
  });
});

describe('spellbook-serve: docs/protocol.md', () => {
  it('its transcript is what a session answers, reply for reply', () => {
    const doc = readFileSync(join(PKG, '..', '..', 'docs', 'protocol.md'), 'utf8');
    const block = doc.split('<!-- transcript -->')[1]?.split('```text\n')[1]?.split('```')[0] ?? '';
    const lines = block.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(20);
    const s = new Session();
    for (let i = 0; i < lines.length; i += 2) {
      const request = lines[i] ?? '';
      const reply = lines[i + 1] ?? '';
      expect(request.startsWith('> ') && reply.startsWith('< '), `${request}\n${reply}`).toBe(true);
      expect(JSON.parse(JSON.stringify(answerLine(s, request.slice(2)))), request).toEqual(JSON.parse(reply.slice(2)));
    }
  });
});

describe('spellbook-serve: the command', () => {
  it('answers a piped conversation, and --help prints the usage', async () => {
    const run = (args: string[], input: string): Promise<{ code: number; stdout: string }> => new Promise((done) => {
      const child = execFile(process.execPath, ['--import', 'tsx', join(PKG, 'src/cli/spellbook-serve.ts'), ...args], {
        cwd: PKG, env: { ...process.env, TSX_TSCONFIG_PATH: join(PKG, 'tsconfig.json') },
      }, (error, stdout) => done({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout }));
      child.stdin?.end(input);
    });
    const talk = await run([], '{"id":1,"cmd":"create","options":{"players":2,"seed":"cli"}}\nnot json\n{"id":2,"cmd":"legal","game":"g1"}\n');
    expect(talk.code).toBe(0);
    const replies = talk.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as ServeReply);
    expect(replies.map((r) => r.ok)).toEqual([true, false, true]);
    const help = await run(['--help'], '');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage:\n {2}spellbook-serve/);
  }, 60_000);
});
