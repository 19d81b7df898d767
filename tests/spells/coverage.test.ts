// Coverage of the spells' effects in play (rules §6, §7): across a fixed set of seeded games,
// driven only through `legalActions` / `applyAction`, every effect of every spell at every level
// that has one is actually used at least once — casts (own and copied by Clone), instants,
// permanents and end-game points. The games are random games over set1, set2, set3 and classic
// with a policy that prefers to cast and learn, plus rigged starts (spells already learned at
// chosen levels, pools that can pay a chosen Learn) that reach the rare ones.
import { describe, expect, it } from 'vitest';
import {
  COLOURS, LEVELS, RUNES, applyAction, createGame, createRiggedGame, currentDecision, legalActions, scoreGame, type Action,
  type GameEvent, type GameOptions, type RiggedOptions, type GameState, type Level, type MateriaKind, type RiggedSetup, type RiggedSpell,
  type SpellId, type SpellSelection,
} from '../../src/index.js';
import { CARDS, card } from '../oracle/cards.js';
import { xorshift } from '../kit/index.js';

/** The phase spells, each with the levels that have an effect. */
const PHASE_SPELLS: readonly { readonly id: SpellId; readonly levels: readonly Level[] }[] = CARDS
  .filter((c) => c.phase !== null)
  .map((c) => ({ id: c.id, levels: LEVELS.filter((l) => !c.noEffect.includes(l)) }));

/** Every effect that must be seen, as readable keys. */
function requiredKeys(): string[] {
  const keys: string[] = [];
  for (const { id, levels } of PHASE_SPELLS) for (const level of levels) keys.push(`cast ${id} L${level}`);
  for (const level of LEVELS) keys.push(`clone L${level} copying another player's spell (from)`);
  for (const level of LEVELS) keys.push(`instant abundance L${level}`);
  keys.push('instant swiftness L3', 'instant swiftness L4', 'instant communion L3');
  for (const level of LEVELS) keys.push(`permanent mirage L${level}`);
  keys.push('permanent swiftness L5 (second Morning action)', 'permanent communion L5 (a Learn\'s materia stored)');
  for (const level of LEVELS) keys.push(`points knowledge L${level}`);
  keys.push('points feast L5', 'points communion L4');
  return keys;
}

interface Window { readonly player: number; readonly spell: SpellId; readonly level: Level }

/** Watches a game's steps and records which effects were used. */
class Tracker {
  /** How many times each effect was seen. */
  readonly seen = new Map<string, number>();
  /** The instant of the Learn in progress (until the phase or Day ends). */
  private instant: Window | undefined;
  /** The player whose Learn is in progress (its stores from the pool or the discard box are Communion L5's). */
  private learn: number | undefined;
  /** The Clone use in progress, whose copy comes next. */
  private clone: Window | undefined;

  private add(key: string): void {
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
  }

  step(before: GameState, action: Action, after: GameState, events: readonly GameEvent[]): void {
    // Swiftness L5: a second Morning action of the active player's own phase.
    if (before.phase === 'morning' && before.pending.length === 0 && before.phaseActions >= 1 && action.type !== 'pass') {
      if (before.players[before.active]?.spells.some((s) => s.spell === 'swiftness' && s.level === 5 && s.day < before.day)) {
        this.add('permanent swiftness L5 (second Morning action)');
      }
    }
    for (const e of events) this.event(e, after);
  }

  private event(e: GameEvent, after: GameState): void {
    switch (e.type) {
      case 'phase-started':
      case 'day-ended':
        this.instant = undefined;
        this.learn = undefined;
        this.clone = undefined;
        return;
      case 'spell-cast':
        this.add(`cast ${e.spell} L${e.level}`);
        if (e.spell === 'clone') this.clone = { player: e.player, spell: e.spell, level: e.level };
        else if (e.from !== undefined && this.clone?.player === e.player) {
          this.add(`clone L${this.clone.level} copying another player's spell (from)`);
        }
        if (this.instant?.spell === 'swiftness' && this.instant.player === e.player) this.used(this.instant);
        return;
      case 'spell-learned':
        this.instant = e.spell === 'abundance' || e.spell === 'swiftness' || e.spell === 'communion'
          ? { player: e.player, spell: e.spell, level: e.level }
          : undefined;
        this.learn = e.player;
        return;
      case 'materia-drawn':
        if (this.instant?.player === e.player && (this.instant.spell === 'abundance' || this.instant.spell === 'swiftness')) this.used(this.instant);
        return;
      case 'materia-taken':
        if (this.instant?.player === e.player && this.instant.spell === 'swiftness') this.used(this.instant);
        return;
      case 'materia-stored':
        if (this.instant?.player === e.player && this.instant.spell === 'communion' && e.from === 'altar') this.used(this.instant);
        // Communion L5 stores from the pool (the Learn's own discards, digital) or from the discard box (printed).
        if (this.learn === e.player && e.from !== 'altar'
          && after.players[e.player]?.spells.some((s) => s.spell === 'communion' && s.level === 5)) {
          this.add('permanent communion L5 (a Learn\'s materia stored)');
        }
        return;
      case 'spell-triggered':
        if (e.spell === 'mirage') this.add(`permanent mirage L${e.level}`);
        return;
      default:
        return;
    }
  }

  private used(w: Window): void {
    if ((w.spell === 'abundance') || (w.spell === 'swiftness' && w.level < 5) || (w.spell === 'communion' && w.level === 3)) {
      this.add(`instant ${w.spell} L${w.level}`);
    }
  }

  end(state: GameState): void {
    if (state.phase !== 'ended') return;
    for (const p of scoreGame(state).players) {
      for (const s of p.spells) {
        if (s.points <= 0) continue;
        if (s.spell === 'knowledge' || (s.spell === 'feast' && s.level === 5) || (s.spell === 'communion' && s.level === 4)) {
          this.add(`points ${s.spell} L${s.level}`);
        }
      }
    }
  }
}

/** A uniform pick. */
function any<T>(list: readonly T[], rand: () => number): T {
  return list[Math.floor(rand() * list.length)] as T;
}

/**
 * The seeded policy: learn when it can (often at the highest level offered), cast when it can
 * (each spell and level equally likely, copies included), avoid passing and stopping.
 */
function choose(state: GameState, rand: () => number): Action {
  const options = legalActions(state);
  const learns = options.filter((a) => a.type === 'learn');
  if (learns.length > 0 && rand() < 0.9) {
    const levels = [...new Set(learns.map((a) => a.level))];
    const level = rand() < 0.5 ? Math.max(...levels) : any(levels, rand);
    return any(learns.filter((a) => a.level === level), rand);
  }
  const casts = options.filter((a) => a.type === 'cast');
  if (casts.length > 0 && rand() < 0.85) return any(casts, rand);
  const rest = options.filter((a) => a.type !== 'pass' && a.type !== 'stop');
  if (rest.length > 0 && rand() < (currentDecision(state).kind === 'effect' ? 0.85 : 0.9)) return any(rest, rand);
  return any(options, rand);
}

/** Plays a game to its end with the policy, feeding the tracker. */
function playOut(state: GameState, seed: number, tracker: Tracker): GameState {
  const rand = xorshift(seed);
  let s = state;
  for (let i = 0; i < 5000 && s.phase !== 'ended'; i++) {
    const action = choose(s, rand);
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(`a listed action was refused: ${JSON.stringify(action)}: ${r.error.code}`);
    tracker.step(s, action, r.state, r.events);
    s = r.state;
  }
  if (s.phase !== 'ended') throw new Error('a coverage game did not end');
  tracker.end(s);
  return s;
}

/** A copy of `list` in a random order (Fisher-Yates). */
function shuffled<T>(list: readonly T[], rand: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The 7 spells of a classic-style combination drawn with `rand`. */
function combination(rand: () => number): SpellId[] {
  return COLOURS.map((c) => any(CARDS.filter((x) => x.colour === c).map((x) => x.id), rand));
}

/**
 * Rigged learned spells: each seat gets `count` of the game's spells at levels that rotate with
 * the seat and `shift`, with card materia of random runes (all usable from Day 1).
 */
function riggedLearned(spells: readonly SpellId[], players: number, count: number, shift: number, rand: () => number): RiggedSpell[][] {
  return Array.from({ length: players }, (_, seat) => {
    const chosen = shuffled(spells, rand).slice(0, count);
    return chosen.map((spell, j): RiggedSpell => ({
      spell,
      level: LEVELS[(seat + j + shift) % 3] as Level,
      card: `${card(spell).colour}-${any(RUNES, rand)}`,
    }));
  });
}

function playCoverageGames(): Map<string, number> {
  const tracker = new Tracker();
  const selections: SpellSelection[] = ['set1', 'set2', 'set3', 'classic'];
  let seed = 1;
  // Random games from the normal deal.
  for (const spells of selections) {
    for (const players of [2, 3, 4] as const) {
      for (let k = 0; k < 2; k++, seed++) {
        playOut(createGame({ players, seed: `coverage-${seed}`, spells, firstPlayer: 0 }), seed, tracker);
      }
    }
  }
  // Rigged starts: spells already learned at chosen levels.
  const rand = xorshift(20240);
  const lists: SpellId[][] = [
    ['sacrifice', 'levitation', 'purification', 'offering', 'time-travel', 'transmutation', 'abundance'],
    ['eruption', 'sharing', 'cure', 'focus', 'storm', 'swiftness', 'knowledge'],
    ['blaze', 'divination', 'growth', 'feast', 'clone', 'mirage', 'communion'],
  ];
  for (let k = 0; k < 24; k++) lists.push(combination(rand));
  for (const spells of lists) {
    for (let shift = 0; shift < 3; shift++, seed++) {
      const players = (2 + (seed % 3)) as 1 | 2 | 3 | 4;
      const options: RiggedOptions = {
        players, seed: `coverage-rig-${seed}`, spells, firstPlayer: 0,
        setup: { learned: riggedLearned(spells, players, 4, shift, rand) } satisfies RiggedSetup,
      };
      playOut(createRiggedGame(options), seed, tracker);
    }
  }
  // Rigged starts for the instants: the active player's pool pays exactly a Learn of the spell at
  // the level wanted, in the Evening (the spell learned at a lower level is offered too).
  const instants: [SpellId, Level][] = [
    ['abundance', 3], ['abundance', 4], ['abundance', 5], ['swiftness', 3], ['swiftness', 4], ['communion', 3],
  ];
  for (const [spell, level] of instants) {
    for (let k = 0; k < 6; k++, seed++) {
      const colour = card(spell).colour;
      const spells = combination(rand).map((id) => (card(id).colour === colour ? spell : id));
      const pool = Array.from({ length: level }, (_, i) => `${colour}-${RUNES[i % 3] as string}` as MateriaKind);
      const setup: RiggedSetup = { phase: 'evening', pools: [pool, []], learned: riggedLearned(spells.filter((id) => id !== spell), 2, 2, k, rand) };
      playOut(createRiggedGame({ players: 2, seed: `coverage-learn-${seed}`, spells, firstPlayer: 0, setup }), seed, tracker);
    }
  }
  return tracker.seen;
}

// Plays many seeded games: seconds alone, much longer on a busy machine.
describe('every effect of every spell at every level is used in play', { timeout: 120_000 }, () => {
  it('lists 64 effects: 45 cast levels, 3 Clone copies, 6 instants, 5 permanents, 5 end-game scores', () => {
    const keys = requiredKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => k.startsWith('cast '))).toHaveLength(16 * 3 - 3);
    expect(keys).toHaveLength(64);
  });

  it('casts, Clone copies, instants, permanents and end-game points all occur across the seeded games', () => {
    const seen = playCoverageGames();
    const missing = requiredKeys().filter((k) => !seen.has(k));
    expect(missing, `never used: ${missing.join('; ')}`).toEqual([]);
  });
});
