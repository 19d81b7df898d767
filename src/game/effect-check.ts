/**
 * The checks of a homebrew spell's functions in play. `defineSpell` stores each homebrew level
 * with its functions wrapped here (a permanent trigger's by its entry of `TRIGGERS`,
 * `spells/triggers.ts`); the printed spells are never wrapped, and the game loop does not import
 * this module, so the loop bundles none of it.
 *
 * The steps an effect returns are read by the readers of a save's effects in progress (the same
 * kinds, fields and ranges: a seat below the player count), then held to what an effect may
 * start: no step that only the engine starts (`close-day`, ...), the solo-only steps in solo mode
 * only, a `swap-altar` or `clear-altar` that starts empty, and `mode` steps with at least one
 * way, each named by a distinct kebab-case word (the notation writes it). A fault is thrown as a
 * {@link SpellDefinitionError} naming the spell, the level and the step, wherever the engine first
 * asks for those steps (`legalActions`, `applyAction`, `currentDecision`, ...); the engine is
 * copy-on-write, so the state it was given is left as it was. The steps are checked once per
 * context: the engine keeps them (`spells/effect-steps.ts`), and a failure is not kept, so every
 * later call reports it again.
 *
 * A fit check (`fits`, `modeFits`) and a points function read a frozen copy of what they are
 * shown, never the caller's state: one that writes to it cannot change the caller's state.
 * @module
 */
import { LoadError } from '../state/errors.js';
import type { EffectStep, EngineStep, SpellStep } from '../state/steps.js';
import { SpellDefinitionError } from '../spells/definition-error.js';
import { KEBAB } from '../spells/definition-shape.js';
import { TRIGGERS, TRIGGER_NAMES, isCount, type PlayChecks, type TriggerName } from '../spells/triggers.js';
import type { EffectContext, FitCheck, ScoreContext, SpellDefinition, SpellLevel } from '../spells/types.js';
import type { Table } from '../state/table.js';
import type { Level, PlayerState } from '../state/types.js';
import { stepList } from './step-readers.js';

/** The steps only the engine starts: an effect that returns one is refused. */
const ENGINE_ONLY: Readonly<Record<EngineStep['step'], true>> = {
  'learn-discards': true, 'store-from-discard': true, 'check-end': true, 'discard-held': true, 'opponent-place': true, 'altar-refill': true,
  'close-day': true,
};

/** The steps of solo mode: in a game of 2 to 4 there is no opponent to receive the materia. */
const SOLO_ONLY: ReadonlySet<string> = new Set<SpellStep['step']>(['opponent-take', 'opponent-draw']);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A copy of a checked, frozen definition whose functions are checked in play (frozen too). */
export function withChecks(def: SpellDefinition): SpellDefinition {
  const levels = { 3: checkedLevel(def, 3), 4: checkedLevel(def, 4), 5: checkedLevel(def, 5) };
  return Object.freeze({ ...def, levels: Object.freeze(levels) });
}

function checkedLevel(def: SpellDefinition, level: Level): SpellLevel {
  const l = def.levels[level];
  const at = `levels.${level}`;
  const out: Mutable<SpellLevel> = { ...l };
  const { effect, points, fits, modeFits } = l;
  if (effect !== undefined) out.effect = checkedEffect(def.id, level, effect);
  if (typeof points === 'function') out.points = (context) => count(def.id, `${at}.points`, () => points(scoreView(context)));
  if (fits !== undefined) out.fits = checkedFit(def.id, `${at}.fits`, fits);
  if (modeFits !== undefined) {
    out.modeFits = Object.freeze(Object.fromEntries(Object.entries(modeFits).map(([name, check]) => [name, checkedFit(def.id, `${at}.modeFits.${name}`, check)])));
  }
  for (const key of TRIGGER_NAMES) wrapTrigger(out, l, key, def.id, at);
  return Object.freeze(out);
}

/** Sets `out[key]` to the level's trigger `key` wrapped by its entry of `TRIGGERS`, if it has one and the level sets it. */
function wrapTrigger<K extends TriggerName>(out: Mutable<SpellLevel>, l: SpellLevel, key: K, spell: string, at: string): void {
  const value = l[key];
  const wrap = TRIGGERS[key].wrap as ((value: NonNullable<SpellLevel[K]>, checks: PlayChecks) => SpellLevel[K]) | undefined;
  if (value === undefined || wrap === undefined) return;
  const path = `${at}.${key}`;
  out[key] = wrap(value, { count: (run) => count(spell, path, run) });
}

const freeze = Object.freeze;

/** A frozen copy of a seat: its pool, familiar board and learned spells. */
function playerView(p: PlayerState): PlayerState {
  return freeze({ ...p, pool: freeze(p.pool.slice()), familiar: freeze(p.familiar.slice()), spells: freeze(p.spells.map((s) => freeze({ ...s }))) });
}

/**
 * A frozen copy of the table a homebrew fit check reads. The caller's table is a live state or
 * draft, shared with the states before it; a homebrew function gets a copy of its own, so that one
 * that writes to what it reads cannot change the caller's state (in strict code the write throws,
 * and becomes `spell-function-failed`). Only homebrew functions are wrapped: the printed spells'
 * checks read the table itself, at no cost.
 */
function tableView(t: Table): Table {
  const o = t.opponent;
  return freeze({
    players: freeze(t.players.map(playerView)), altar: freeze(t.altar.slice()), discard: freeze(t.discard.slice()),
    pouch: freeze(t.pouch.slice()), pouchTop: freeze(t.pouchTop.slice()), spells: freeze(t.spells.slice()), day: t.day, active: t.active,
    opponent: o === null ? null : freeze({ ...o, track: freeze(o.track.slice()), lower: freeze(o.lower.slice()) }),
    rules: freeze({ ...t.rules }),
  });
}

/** A frozen copy of what a homebrew points function reads (see {@link tableView}). */
function scoreView(context: ScoreContext): ScoreContext {
  return freeze({ ...context, player: playerView(context.player), spell: freeze({ ...context.spell }) });
}

/** Calls a function of the definition; a throw becomes `spell-function-failed` with the cause. */
function call<T>(spell: string, path: string, run: () => T): T {
  try {
    return run();
  } catch (cause) {
    throw new SpellDefinitionError('spell-function-failed', path, `the function threw: ${String(cause)}`, spell, { cause });
  }
}

function count(spell: string, path: string, run: () => number): number {
  const n: unknown = call(spell, path, run);
  if (!isCount(n)) throw new SpellDefinitionError('spell-function-failed', path, `returned ${String(n)}, not a non-negative integer`, spell);
  return n;
}

function checkedFit(spell: string, path: string, check: FitCheck): FitCheck {
  return (table, context) => {
    const ok: unknown = call(spell, path, () => check(tableView(table), Object.freeze({ ...context })));
    if (typeof ok !== 'boolean') throw new SpellDefinitionError('spell-function-failed', path, `returned ${String(ok)}, not true or false`, spell);
    return ok;
  };
}

function checkedEffect(spell: string, level: Level, effect: NonNullable<SpellLevel['effect']>): NonNullable<SpellLevel['effect']> {
  const path = `levels.${level}.effect`;
  return (context) => checkedSteps(call(spell, path, () => effect(context) as unknown), spell, level, path, context);
}

/** The steps an effect returned, rebuilt as plain data once checked. */
function checkedSteps(value: unknown, spell: string, level: Level, path: string, context: EffectContext): SpellStep[] {
  const players = context.solo ? 1 : context.others.length + 1;
  const refuse = (at: string, message: string): never => {
    const used = `level ${level}, used by seat ${context.actor} in a ${context.solo ? 'solo' : `${players}-player`} game`;
    throw new SpellDefinitionError('invalid-effect-step', at, `the effect's steps at ${used}: ${message}`, spell);
  };
  let steps: EffectStep[] = [];
  try {
    steps = stepList(value, path, players);
  } catch (e) {
    if (!(e instanceof LoadError)) throw e;
    const suffix = ` (at ${e.path})`;
    refuse(e.path, e.message.endsWith(suffix) ? e.message.slice(0, -suffix.length) : e.message);
  }
  walk(steps, path, context.solo, refuse);
  return steps as SpellStep[];
}

/** Holds each step (and each step of a way of a `mode`) to what an effect may start. */
function walk(steps: readonly EffectStep[], path: string, solo: boolean, refuse: (at: string, message: string) => never): void {
  steps.forEach((s, i) => {
    const at = `${path}[${i}]`;
    if (Object.hasOwn(ENGINE_ONLY, s.step)) refuse(`${at}.step`, `"${s.step}" is a step only the engine starts; an effect may not return it`);
    if (SOLO_ONLY.has(s.step) && !solo) refuse(`${at}.step`, `"${s.step}" is for solo mode only: branch on the context's solo`);
    if (s.step === 'swap-altar') {
      if (s.given.length > 0) refuse(`${at}.given`, 'a swap-altar step starts with given: []');
      if (s.received.length > 0) refuse(`${at}.received`, 'a swap-altar step starts with received: []');
    }
    if (s.step === 'clear-altar' && s.discarded !== 0) refuse(`${at}.discarded`, 'a clear-altar step starts with discarded: 0');
    if (s.step === 'mode') {
      if (s.modes.length === 0) refuse(`${at}.modes`, 'a mode step needs at least one way');
      const names = new Set<string>();
      s.modes.forEach((m, j) => {
        if (!KEBAB.test(m.mode)) refuse(`${at}.modes[${j}].mode`, `a way's name is a kebab-case word (the notation writes it), got ${JSON.stringify(m.mode)}`);
        if (names.has(m.mode)) refuse(`${at}.modes[${j}].mode`, `two ways are named ${JSON.stringify(m.mode)}`);
        names.add(m.mode);
        walk(m.steps, `${at}.modes[${j}].steps`, solo, refuse);
      });
    }
  });
}
