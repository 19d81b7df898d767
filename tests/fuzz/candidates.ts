// Made-up actions a client could send at a position, written here (not taken from the engine):
// well-formed ones of every type, legal or not, and malformed ones.
import { LEVELS, MATERIA_KINDS, kindsOf, type GameState } from '../../src/index.js';
import type { Picker } from '../../src/testing/index.js';

const TYPES = ['take', 'store', 'pick', 'draw', 'pass', 'stop', 'swap', 'raise', 'mode', 'cast', 'learn'] as const;
const MODES = ['store', 'take', 'all', 'draw', 'discard', 'both', ''];

/** One well-formed action of a random type for `player` (any seat), legal or not. */
export function madeUp(state: GameState, player: number, pk: Picker): unknown {
  const type = pk.pick(TYPES);
  const materia = pk.pick(MATERIA_KINDS);
  const spell = pk.int(8) === 0 ? 'no-such-spell' : pk.pick(state.spells);
  const level = pk.pick(LEVELS);
  switch (type) {
    case 'take': case 'store': case 'pick':
      return { type, player, materia };
    case 'draw': case 'pass': case 'stop':
      return { type, player };
    case 'swap':
      return { type, player, give: materia, get: pk.pick(MATERIA_KINDS) };
    case 'raise':
      return { type, player, spell };
    case 'mode':
      return { type, player, mode: pk.pick(MODES) };
    case 'cast':
      return pk.int(3) === 0 ? { type, player, spell, level, from: pk.int(state.players.length + 1) } : { type, player, spell, level };
    case 'learn': {
      const pool = kindsOf(state.players[player]?.pool ?? []);
      const spend = pk.int(2) === 0 ? pk.shuffle(pool).slice(0, 3 + pk.int(7)) : Array.from({ length: 1 + pk.int(9) }, () => pk.pick(MATERIA_KINDS));
      const onCard = spend.length > 0 && pk.int(3) > 0 ? pk.pick(spend) : pk.pick(MATERIA_KINDS);
      return { type, player, spell, level, onCard, spend };
    }
  }
}

/** Malformed inputs: not objects, missing or mistyped fields, unknown names, out-of-range numbers. */
export function malformed(state: GameState, player: number, pk: Picker): unknown[] {
  const p = player;
  const spell = pk.pick(state.spells);
  const kind = pk.pick(MATERIA_KINDS);
  return [
    null, undefined, 42, 'draw', [], [{ type: 'draw', player: p }], {}, { type: 'draw' }, { player: p },
    { type: 'Draw', player: p }, { type: 'draw', player: -1 }, { type: 'draw', player: 0.5 }, { type: 'draw', player: String(p) },
    { type: 'pass', player: Number.NaN }, { type: 'pass', player: Infinity }, { type: 'stop', player: null },
    { type: 'take', player: p }, { type: 'take', player: p, materia: 'red-round' }, { type: 'store', player: p, materia: 7 },
    { type: 'pick', player: p, materia: kind.toUpperCase() }, { type: 'swap', player: p, give: kind },
    { type: 'raise', player: p, spell: 3 }, { type: 'mode', player: p, mode: null }, { type: 'mode', player: p, mode: 'x'.repeat(10_000) },
    { type: 'cast', player: p, spell, level: 6 }, { type: 'cast', player: p, spell, level: 3, from: -1 },
    { type: 'cast', player: p, spell, level: 3, from: 2 ** 40 }, { type: 'learn', player: p, spell, level: '3', onCard: kind, spend: [] },
    { type: 'learn', player: p, spell, level: 3, onCard: kind }, { type: 'learn', player: p, spell, level: 3, onCard: kind, spend: {} },
    { type: 'learn', player: p, spell, level: 4, onCard: kind, spend: [kind, 'blue'] },
    { type: 'learn', player: p, spell, level: 3, onCard: kind, spend: new Array(3000).fill(kind) },
    { type: 'take', player: p, materia: kind, extra: 1 }, { type: 'take', player: p, materia: '__proto__' },
    JSON.parse(`{"__proto__":{"polluted":true},"type":"pass","player":${p}}`) as unknown,
    { type: 'constructor', player: p }, { type: 'pass', player: p, player2: p },
  ];
}
