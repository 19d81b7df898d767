// The positions of the move-count table (tests/fixtures/move-counts.json): named, deterministic
// game states whose trees of legal actions are counted to depth 3 by scripts/move-counts.ts
// (which writes the table) and by tests/rules/move-counts.test.ts (which checks it). This module
// is the one list both read, so the two can never count different positions.
//
// It imports the engine only (no vitest), so that the script runs it under plain tsx.
import {
  applyAction, createGame, defineSpell, formatAction, legalActions,
  type Action, type GameState, type MateriaKind, type RulePresetName, type SpellSelection, type SpellStep, type StepName,
} from '../../src/index.js';
import { riggedGame, xorshift, type RiggedGameOptions } from '../../src/testing/index.js';
import { learned, spellsWith } from './build.js';

/** How a position was made: a rigged table (and actions), or seeded play from a normal deal. */
export type MoveCountOrigin = 'rigged' | 'seeded';

/** One position of the move-count table. */
export interface MoveCountPosition {
  /** A unique name; the table's key. */
  readonly name: string;
  /** The number of players, 1 (solo) to 4. */
  readonly players: number;
  /** The rule preset the game is played under. */
  readonly rules: RulePresetName;
  /** Rigged table or seeded play. */
  readonly origin: MoveCountOrigin;
  /** What the position is and why it is in the table. */
  readonly description: string;
  /** Builds the position, the same state at every call. */
  readonly build: () => GameState;
}

/**
 * Applies `actions` in order to `state`; throws, naming `name` and the action, if one is refused
 * (a position that can no longer be reached must fail loudly, not count another position).
 */
function playInto(name: string, state: GameState, actions: readonly Action[]): GameState {
  let s = state;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`move-count position "${name}": ${formatAction(a)} refused: ${r.error.code}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** Options of a rigged position: the rigged table, and the actions played from it. */
interface RiggedSpec {
  readonly description: string;
  readonly table: RiggedGameOptions;
  readonly actions?: readonly Action[];
}

/**
 * A rigged position under `rules`, named `<base> [<rules>]`. Its seed is `base`, so that the
 * twins under the two presets share their deal (what the table leaves out) and differ only by
 * the preset.
 */
function rigged(base: string, rules: RulePresetName, spec: RiggedSpec): MoveCountPosition {
  const name = `${base} [${rules}]`;
  return {
    name, players: spec.table.players ?? 2, rules, origin: 'rigged', description: spec.description,
    build: () => playInto(name, riggedGame({ seed: `move-counts ${base}`, ...spec.table, rules }), spec.actions ?? []),
  };
}

/** The same rigged position under both presets. */
function underBoth(base: string, spec: RiggedSpec): MoveCountPosition[] {
  return [rigged(base, 'printed', spec), rigged(base, 'digital', spec)];
}

/** Options of a position reached by seeded play. */
interface SeededSpec {
  readonly players: number;
  readonly spells: SpellSelection;
  /** How many actions are played from the deal. */
  readonly plies: number;
}

/**
 * The seeded players' choice among the listed actions: a Learn 9 times in 10 when there is one,
 * else a cast 6 times in 10, else a take or a draw when there is one, else (9 times in 10)
 * anything but a store, else any action. Uniform choices pass and store so often that games end
 * with empty spell books; these reach the middle of a game, with spells learned.
 */
function seededChoice(options: readonly Action[], rand: () => number): Action {
  const learns = options.filter((a) => a.type === 'learn');
  const casts = options.filter((a) => a.type === 'cast');
  const gathers = options.filter((a) => a.type === 'take' || a.type === 'draw');
  const others = options.filter((a) => a.type !== 'store');
  const from = learns.length > 0 && rand() < 0.9 ? learns
    : casts.length > 0 && rand() < 0.6 ? casts
      : gathers.length > 0 ? gathers
        : others.length > 0 && rand() < 0.9 ? others : options;
  return from[Math.floor(rand() * from.length)] as Action;
}

/**
 * The same position of seeded play under both presets, named `<base> [<rules>]`: `createGame`
 * with `base` as seed and seat 0 first (solo: difficulty 1), then `plies` actions, each chosen by
 * {@link seededChoice} with `xorshift` seeded from `plies` and `players`. Only the engine and the
 * seeded generator choose, so the position is the same on every machine; the two presets start
 * from the same deal and draw the same random numbers (their lists, and so the games, may part).
 */
function seededTwins(spec: SeededSpec): MoveCountPosition[] {
  const who = spec.players === 1 ? 'solo' : `${spec.players} players`;
  const base = `Seeded ${who}, ${spec.spells}, ${spec.plies} plies`;
  return (['printed', 'digital'] as const).map((rules) => {
    const name = `${base} [${rules}]`;
    return {
      name, players: spec.players, rules, origin: 'seeded' as const,
      description: `A ${spec.players === 1 ? 'solo game (difficulty 1)' : `${spec.players}-player game`} of ${spec.spells} spells after ${spec.plies} seeded actions.`,
      build: () => {
        const rand = xorshift(spec.plies * 7919 + spec.players);
        let s = createGame({
          players: spec.players as 1 | 2 | 3 | 4, seed: `move-counts ${base}`, spells: spec.spells, rules, firstPlayer: 0,
          ...(spec.players === 1 ? { solo: { difficulty: 1 as const } } : {}),
        });
        for (let i = 0; i < spec.plies; i++) {
          if (s.phase === 'ended') throw new Error(`move-count position "${name}": the game ended after ${i} plies`);
          s = playInto(name, s, [seededChoice(legalActions(s), rand)]);
        }
        return s;
      },
    };
  });
}

// A homebrew spell whose modes hold the automatic steps no printed spell leaves waiting behind a
// choice: draw-until and reveal (and others-draw, which Sharing also leaves behind its takes).
const DEEP_STEPS: readonly SpellStep[] = [{
  step: 'mode',
  modes: [
    { mode: 'fill', steps: [{ step: 'draw-until', size: 5 }] },
    { mode: 'share', steps: [{ step: 'reveal', count: 1 }, { step: 'others-draw' }] },
  ],
}];
const deepEffect = (): readonly SpellStep[] => DEEP_STEPS;
/** The homebrew spell's id (red, Morning); {@link buildPosition} registers it before it builds a position. */
export const MOVE_COUNT_HOMEBREW = 'move-counts-ember';
/** Registers the homebrew spell; defining an equal spell again is a no-op, so every build may call it. */
function defineHomebrew(): void {
  defineSpell({
    id: MOVE_COUNT_HOMEBREW, colour: 'red', set: null, phase: 'morning',
    levels: {
      3: { kind: 'action', points: 1, effect: deepEffect },
      4: { kind: 'action', points: 2, effect: deepEffect },
      5: { kind: 'action', points: 3, effect: deepEffect },
    },
    names: { en: 'Move-count Ember' },
  });
}

const m = (...kinds: MateriaKind[]): MateriaKind[] => kinds;

/** The rigged positions: phase starts, a Learn with many payments, and every kind of pending step. */
const RIGGED: readonly MoveCountPosition[] = [
  // ── the starts of the three phases ──
  ...underBoth('Morning start, 2 players, Sacrifice and Levitation learned', {
    description: 'Seat 0 to play its Morning: takes from a 5-kind altar, a draw, two Morning spells to cast, a pass.',
    table: {
      altar: m('red-circle', 'blue-square', 'green-triangle', 'yellow-circle', 'black-square'),
      pools: [m('red-triangle', 'white-circle'), m('blue-circle')],
      learned: [[learned('sacrifice', 3, 'red-square'), learned('levitation', 4, 'purple-circle')], []],
    },
  }),
  ...underBoth('Midday start, 3 players, Purification and Offering learned', {
    description: 'Seat 1 at the start of its Midday: stores from a 6-materia pool, Purification and Offering to cast, a pass.',
    table: {
      players: 3, active: 1, phase: 'midday',
      altar: m('red-circle', 'blue-square', 'green-triangle', 'green-square'),
      pools: [[], m('red-square', 'blue-circle', 'black-circle', 'black-triangle', 'white-square', 'green-circle'), []],
      learned: [[], [learned('purification', 5, 'green-circle'), learned('offering', 4, 'black-square')], []],
    },
  }),
  ...underBoth('Evening start, 4 players, Time Travel learned', {
    description: 'Seat 3 at the start of its Evening: a few Learns, Time Travel to cast, a pass; the Day ends after it.',
    table: {
      players: 4, active: 3, phase: 'evening',
      altar: m('red-circle', 'blue-square', 'green-triangle'),
      pools: [[], [], [], m('purple-circle', 'purple-triangle', 'purple-square', 'red-circle', 'white-square')],
      learned: [[], [learned('levitation', 3, 'purple-square')], [], [learned('time-travel', 3, 'white-circle'), learned('sacrifice', 3, 'red-triangle')]],
    },
  }),
  ...underBoth('Evening Learn with many payments, 2 players', {
    description: 'A full pool of 9 (three triples and wild materia): dozens of payments for each spell and level.',
    table: {
      phase: 'evening',
      pools: [m('yellow-circle', 'yellow-triangle', 'yellow-square', 'red-circle', 'red-triangle', 'blue-square', 'blue-circle', 'green-square', 'black-square'), []],
    },
  }),
  ...underBoth('Morning with Swiftness L5, two Morning actions, 2 players', {
    description: 'Seat 0 to play a Morning of two actions (Swiftness L5): takes, a draw, Levitation and Sacrifice, in any order.',
    table: {
      spells: spellsWith('swiftness'),
      altar: m('red-circle', 'blue-square', 'green-triangle', 'yellow-circle', 'black-square', 'purple-triangle', 'white-circle'),
      pools: [m('red-triangle', 'white-square', 'blue-circle', 'green-circle'), []],
      learned: [[learned('swiftness', 5, 'blue-triangle'), learned('levitation', 4, 'purple-circle'), learned('sacrifice', 3, 'red-square')], []],
    },
  }),
  // ── every kind of step an effect waits on ──
  ...underBoth('Levitation L3 with Mirage L4, takes that draw (take)', {
    description: 'Levitation L3 cast with Mirage L4 on a circle: each circle taken draws 2, at once (printed) or after the takes (digital).',
    table: {
      spells: spellsWith('mirage'),
      altar: m('red-circle', 'blue-circle', 'green-circle', 'green-square'),
      pools: [m('red-triangle', 'white-square', 'black-square', 'yellow-triangle', 'green-triangle'), []],
      nextDraws: m('purple-circle', 'purple-square', 'white-circle', 'white-triangle'),
      learned: [[learned('mirage', 4, 'blue-circle'), learned('levitation', 3, 'purple-triangle')], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'levitation', level: 3 }],
  }),
  ...underBoth('Blaze with 3 players, the others\' takes (take, by another seat)', {
    description: 'Blaze cast by seat 0: seat 1 must take 1 from the altar, then seat 2.',
    table: {
      players: 3, spells: spellsWith('blaze'),
      altar: m('blue-square', 'green-triangle', 'green-triangle', 'black-circle'), pools: [[], [], []],
      learned: [[learned('blaze', 3, 'red-circle')], [], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'blaze', level: 3 }],
  }),
  ...underBoth('Divination L4, an optional take of one colour (take)', {
    description: 'Divination L4 after its reveal and one pick: up to 1 more red, or stop.',
    table: {
      spells: spellsWith('divination'),
      altar: m('red-circle', 'red-square', 'blue-square'), pools: [[], []], nextDraws: m('red-triangle', 'green-circle'),
      learned: [[learned('divination', 4, 'purple-square')], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'divination', level: 4 }, { type: 'pick', player: 0, materia: 'red-circle' }],
  }),
  rigged('Sharing L4, takes with the others\' draws behind (take, others-draw)', 'printed', {
    description: 'Sharing L4 after one take: one more take, then every other player draws 1.',
    table: {
      players: 3, spells: spellsWith('sharing'),
      altar: m('red-circle', 'blue-square', 'green-triangle'), pools: [[], [], []],
      learned: [[learned('sharing', 4, 'purple-square')], [], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'sharing', level: 4 }, { type: 'pick', player: 0, materia: 'red-circle' }],
  }),
  ...underBoth('Sacrifice, its cost of a rune with the draws behind (discard, draw)', {
    description: 'Sacrifice L3 cast: a circle to discard, then 4 draws.',
    table: {
      pools: [m('red-circle', 'blue-circle', 'green-square'), []],
      learned: [[learned('sacrifice', 3, 'red-triangle')], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'sacrifice', level: 3 }],
  }),
  rigged('Cure, draws then discards (discard)', 'digital', {
    description: 'Cure L4 after its draws: the discards of any pool materia.',
    table: {
      spells: spellsWith('cure'), phase: 'midday',
      pools: [m('red-square', 'blue-circle'), []], nextDraws: m('yellow-circle', 'yellow-square'),
      learned: [[learned('cure', 4, 'green-circle')], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'cure', level: 4 }],
  }),
  ...underBoth('Purification L5, swaps with the altar (swap-altar)', {
    description: 'Purification L5 after one swap; same-kind swaps are refused under printed, allowed under digital.',
    table: {
      phase: 'midday',
      altar: m('red-circle', 'blue-square', 'green-triangle', 'black-circle'),
      pools: [m('red-square', 'blue-circle', 'black-circle', 'green-triangle'), []],
      learned: [[learned('purification', 5, 'green-circle')], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'purification', level: 5 }, { type: 'swap', player: 0, give: 'red-square', get: 'blue-square' }],
  }),
  rigged('Growth L3, a swap with the familiar board (swap-familiar)', 'printed', {
    description: 'Growth L3 cast in the Evening: pool materia to swap with the familiar board.',
    table: {
      spells: spellsWith('growth'), phase: 'evening',
      pools: [m('red-square', 'blue-circle', 'yellow-triangle'), []], familiars: [m('black-circle', 'white-square', 'red-square'), []],
      learned: [[learned('growth', 3, 'green-circle')], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'growth', level: 3 }],
  }),
  rigged('Offering L5, stores of one colour (store)', 'printed', {
    description: 'Offering L5 after storing a red: more reds to store, or stop.',
    table: {
      phase: 'midday',
      pools: [m('red-circle', 'red-triangle', 'red-square', 'blue-circle', 'blue-square'), []],
      learned: [[learned('offering', 5, 'black-circle')], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'offering', level: 5 }, { type: 'pick', player: 0, materia: 'red-circle' }],
  }),
  ...underBoth('Focus L5, its modes (mode)', {
    description: 'Focus L5 cast: the choice of its mode (a take of the card rune or a store of it).',
    table: {
      spells: spellsWith('focus'), phase: 'evening',
      altar: m('red-circle', 'blue-circle', 'green-triangle'), pools: [m('red-circle', 'green-circle', 'blue-circle', 'white-square'), []],
      learned: [[learned('focus', 5, 'black-circle')], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'focus', level: 5 }],
  }),
  ...underBoth('Storm L5, discards from the altar with the lowering behind (clear-altar, lower)', {
    description: 'Storm L5 cast: altar materia to discard one by one (any number under printed, 1 to 10 under digital).',
    table: {
      spells: spellsWith('storm'), phase: 'evening',
      altar: m('red-circle', 'blue-square', 'green-triangle', 'black-square'), pools: [m('red-square'), []],
      learned: [[learned('storm', 5, 'white-triangle')], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'storm', level: 5 }],
  }),
  rigged('Time Travel, the spell to raise (raise)', 'printed', {
    description: 'Time Travel cast after its cost: which of two learned spells to raise.',
    table: {
      phase: 'evening', pools: [m('red-circle', 'blue-square'), []],
      learned: [[learned('time-travel', 3, 'white-circle'), learned('levitation', 3, 'purple-circle'), learned('sacrifice', 4, 'red-triangle')], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'time-travel', level: 3 }],
  }),
  ...underBoth('Clone L4, the spell to copy (phase-action)', {
    description: 'Clone L4 cast: which Midday spell of another seat to copy, and at which level (Growth L4 or L5).',
    table: {
      spells: spellsWith('clone', 'growth'), phase: 'midday',
      altar: m('red-circle', 'blue-square', 'green-triangle'), pools: [m('red-square', 'blue-circle'), []],
      learned: [[learned('clone', 4, 'white-triangle')], [learned('growth', 5, 'green-circle')]],
    },
    actions: [{ type: 'cast', player: 0, spell: 'clone', level: 4 }],
  }),
  rigged('Clone L4 copying Growth L4, take-and-store (take-store)', 'printed', {
    description: 'The copied Growth L4 after one take-and-store, inside Clone\'s effect: two frames pending.',
    table: {
      spells: spellsWith('clone', 'growth'), phase: 'midday',
      altar: m('red-circle', 'blue-square', 'green-triangle', 'yellow-square'), pools: [m('red-square', 'blue-circle'), []],
      learned: [[learned('clone', 4, 'white-triangle')], [learned('growth', 5, 'green-circle')]],
    },
    actions: [
      { type: 'cast', player: 0, spell: 'clone', level: 4 },
      { type: 'cast', player: 0, spell: 'growth', level: 4, from: 1 },
      { type: 'pick', player: 0, materia: 'red-circle' },
    ],
  }),
  rigged('Clone L5 copying Levitation, its cost held aside (discard-held)', 'digital', {
    description: 'Clone L5 under digital: its triangle held aside while the copied Levitation L4 takes triangles; two frames pending, the outer one ending in the discard of the held materia.',
    table: {
      spells: spellsWith('clone'), phase: 'midday',
      altar: m('red-triangle', 'green-triangle', 'blue-square', 'green-square', 'yellow-square', 'red-circle', 'blue-circle'),
      pools: [m('yellow-triangle', 'red-square'), []],
      learned: [[learned('clone', 5, 'white-triangle')], [learned('levitation', 4, 'purple-square')]],
    },
    actions: [
      { type: 'cast', player: 0, spell: 'clone', level: 5 },
      { type: 'cast', player: 0, spell: 'levitation', level: 4, from: 1 },
    ],
  }),
  ...underBoth('Swiftness L3 learned, its extra Morning action (phase-action, check-end)', {
    description: 'Swiftness L3 just learned: one extra Morning action (or decline), then the Learn\'s end check.',
    table: {
      spells: spellsWith('swiftness'), phase: 'evening',
      altar: m('red-circle', 'blue-circle', 'green-triangle'), pools: [m('blue-circle', 'blue-triangle', 'blue-square', 'red-triangle'), []],
      learned: [[learned('levitation', 3, 'purple-circle'), learned('sacrifice', 3, 'red-square', 1)], []],
    },
    actions: [{ type: 'learn', player: 0, spell: 'swiftness', level: 3, onCard: 'blue-circle', spend: ['blue-circle', 'blue-triangle', 'blue-square'] }],
  }),
  ...underBoth('Transmutation L5, a Learn with wild runes (learn)', {
    description: 'Transmutation L5 cast: every Learn where up to 2 single squares of any colour count as wild.',
    table: {
      phase: 'evening', pools: [m('yellow-circle', 'yellow-triangle', 'red-square', 'green-square', 'yellow-square', 'black-circle'), []],
      learned: [[learned('transmutation', 5, 'blue-square')], []],
    },
    actions: [{ type: 'cast', player: 0, spell: 'transmutation', level: 5 }],
  }),
  rigged('Communion L5, the Learn\'s discards kept (learn-discards, check-end)', 'digital', {
    description: 'Communion L5 learned under digital: 2 of the Learn\'s own discards to keep, one at a time.',
    table: {
      spells: spellsWith('communion'), phase: 'evening',
      pools: [m('yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'), []],
    },
    actions: [{
      type: 'learn', player: 0, spell: 'communion', level: 5, onCard: 'yellow-square',
      spend: ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'],
    }],
  }),
  rigged('Communion L5, stores from the discard box (store-from-discard)', 'printed', {
    description: 'Communion L5 learned under printed: 2 materia of the discard box to store, one at a time.',
    table: {
      spells: spellsWith('communion'), phase: 'evening',
      pools: [m('yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'), []],
      discard: m('red-circle', 'blue-square', 'green-triangle'),
    },
    actions: [{
      type: 'learn', player: 0, spell: 'communion', level: 5, onCard: 'yellow-square',
      spend: ['yellow-circle', 'yellow-circle', 'yellow-triangle', 'yellow-triangle', 'yellow-square'],
    }],
  }),
  ...underBoth('Homebrew modes with draw-until and reveal behind them (mode, draw-until, reveal, others-draw)', {
    description: 'A homebrew Morning spell cast: a mode that draws until 5, or one that reveals 1 and makes the others draw.',
    table: {
      // set1 with the homebrew spell for red Sacrifice (spelled out: spellsWith would look the
      // homebrew spell up before it is registered).
      players: 3, spells: [MOVE_COUNT_HOMEBREW, 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'],
      altar: m('red-circle', 'blue-square'), pools: [m('blue-circle', 'green-square'), [], []],
      learned: [[learned(MOVE_COUNT_HOMEBREW, 3, 'red-circle')], [], []],
    },
    actions: [{ type: 'cast', player: 0, spell: MOVE_COUNT_HOMEBREW, level: 3 }],
  }),
  // ── solo ──
  ...underBoth('Solo end of the Day on a refresh space (opponent-place, close-day; altar-refill after it)', {
    description: 'Solo, the Evening passed, the 4th track space next: an altar materia to place there; the refill and the refresh of the altar follow.',
    table: {
      players: 1, solo: { difficulty: 1 }, phase: 'evening',
      altar: m('red-circle', 'blue-square', 'green-triangle', 'black-square'), pools: [m('white-circle')],
      opponent: { track: m('black-circle', 'white-circle', 'yellow-circle') },
    },
    actions: [{ type: 'pass', player: 0 }],
  }),
  ...underBoth('Solo end of the Day on a plain space, a crowded altar (opponent-place, close-day; altar-refill after it)', {
    description: 'Solo, the Evening passed, 9 materia on the altar, the 6th track space next: printed keeps the 8 left, digital trims them to 7.',
    table: {
      players: 1, solo: { difficulty: 0 }, phase: 'evening',
      altar: m('red-circle', 'red-circle', 'blue-square', 'green-triangle', 'black-square', 'white-triangle', 'yellow-square', 'purple-circle', 'purple-circle'),
      pools: [m('white-circle', 'blue-circle')],
      opponent: { track: m('black-circle', 'white-circle', 'yellow-circle', 'green-circle', 'red-square') },
    },
    actions: [{ type: 'pass', player: 0 }],
  }),
  rigged('Solo Blaze, the take for the opponent (opponent-take)', 'printed', {
    description: 'Solo Blaze cast: an altar materia to put in the opponent\'s lower part.',
    table: {
      players: 1, solo: { difficulty: 1 }, spells: spellsWith('blaze'),
      altar: m('blue-square', 'green-triangle', 'yellow-circle'), pools: [[]],
      learned: [[learned('blaze', 3, 'red-circle')]],
    },
    actions: [{ type: 'cast', player: 0, spell: 'blaze', level: 3 }],
  }),
  rigged('Solo Sharing, takes with the opponent\'s draw behind (take, opponent-draw)', 'digital', {
    description: 'Solo Sharing L4 after one take: one more take, then a draw into the opponent\'s lower part.',
    table: {
      players: 1, solo: { difficulty: 1 }, spells: spellsWith('sharing'),
      altar: m('red-circle', 'blue-square', 'green-triangle'), pools: [[]],
      learned: [[learned('sharing', 4, 'purple-square')]],
    },
    actions: [{ type: 'cast', player: 0, spell: 'sharing', level: 4 }, { type: 'pick', player: 0, materia: 'red-circle' }],
  }),
];

/** The positions of seeded play: 1 to 4 players, early, middle and late, each under both presets. */
const SEEDED_SPECS: readonly SeededSpec[] = [
  { players: 1, spells: 'set1', plies: 15 }, { players: 1, spells: 'set2', plies: 35 }, { players: 1, spells: 'set3', plies: 55 },
  { players: 2, spells: 'set3', plies: 20 }, { players: 2, spells: 'classic', plies: 60 }, { players: 2, spells: 'set1', plies: 110 },
  { players: 3, spells: 'set2', plies: 25 }, { players: 3, spells: 'set3', plies: 70 }, { players: 3, spells: 'classic', plies: 120 },
  { players: 4, spells: 'classic', plies: 30 }, { players: 4, spells: 'set1', plies: 80 }, { players: 4, spells: 'set2', plies: 140 },
];
const SEEDED: readonly MoveCountPosition[] = SEEDED_SPECS.flatMap(seededTwins);

/** Every position of the move-count table, in the table's order. */
export const MOVE_COUNT_POSITIONS: readonly MoveCountPosition[] = [...RIGGED, ...SEEDED];

/** Builds a position (registering the homebrew spell that one of them uses first). */
export function buildPosition(position: MoveCountPosition): GameState {
  defineHomebrew();
  return position.build();
}

/**
 * Every step kind, by name: the compiler refuses this table when a kind is added to the step
 * union and not here, so the coverage test sees every kind the engine has.
 */
export const ALL_STEP_KINDS: { readonly [K in StepName]: true } = {
  'draw': true, 'draw-until': true, 'reveal': true, 'others-draw': true, 'take': true, 'take-store': true, 'store': true,
  'discard': true, 'swap-altar': true, 'swap-familiar': true, 'clear-altar': true, 'lower': true, 'raise': true,
  'mode': true, 'phase-action': true, 'learn': true, 'learn-discards': true, 'store-from-discard': true, 'check-end': true, 'discard-held': true,
  'opponent-take': true, 'opponent-draw': true, 'opponent-place': true, 'altar-refill': true, 'close-day': true,
};
