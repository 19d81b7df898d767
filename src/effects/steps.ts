/**
 * What each kind of effect step does: whether it would move materia, which choices it offers,
 * how a choice is checked and carried out, and what the automatic steps do. The turn logic
 * never names a spell: spells are lists of these steps.
 * @module
 */
import { FAMILIAR_SPACES, POOL_LIMIT } from '../state/familiar.js';
import { KIND_COUNT, MATERIA_KINDS, kindIndex, type MateriaKind } from '../state/materia.js';
import type { Action, PickAction, RuleViolation } from '../actions/types.js';
import { actionsOf } from '../actions/action-pool.js';
import { violation } from '../actions/violation.js';
import { checkEndTrigger, closeDay } from '../actions/flow.js';
import { refillSoloAltar } from '../actions/solo-refill.js';
import { REFRESH_SPACES, SOLO_ALTAR } from '../solo/board.js';
import type { Draft } from '../actions/draft.js';
import { checkLearn, enumerateLearns } from '../actions/learn.js';
import { checkPhaseAction, listPhaseActions, performPhaseAction, scopeOf } from '../actions/phase-actions.js';
import { afterPick, fits } from '../actions/filter.js';
import type { EffectFrame, EffectStep, MateriaFilter, ModeStep } from '../state/steps.js';
import { canDraw, othersFrom, playerAt, poolHasRoom, size, type Table } from '../state/table.js';
import { afterTakeIntoPool, takeIntoPool } from '../actions/take.js';
import { startLearn } from '../actions/learning.js';

/** The seat who chooses for a step: the taker of a take, else the effect's actor. */
export function stepDecider(frame: EffectFrame, step: EffectStep): number {
  return step.step === 'take' ? step.taker : frame.actor;
}

/** True for steps that need no choice. */
export function isAutomatic(step: EffectStep): boolean {
  const s = step.step;
  return s === 'draw' || s === 'draw-until' || s === 'reveal' || s === 'others-draw' || s === 'lower' || s === 'check-end'
    || s === 'opponent-draw' || s === 'altar-refill' || s === 'close-day';
}

/** True for steps without which the effect cannot be used (Time Travel's raise, Clone's copy, Transmutation's learn). */
export function isRequired(step: EffectStep): boolean {
  return step.step === 'raise' || step.step === 'learn' || (step.step === 'phase-action' && step.optional !== true);
}

/** True when a step may be stopped early (its options include `stop`). */
export function isOptional(step: EffectStep): boolean {
  return step.step === 'clear-altar' || ((step.step === 'take' || step.step === 'phase-action') && step.optional === true);
}

function hasFitting(counts: readonly number[], filter: MateriaFilter | undefined, t: Table, seat: number): boolean {
  const p = playerAt(t, seat);
  for (let i = 0; i < KIND_COUNT; i++) if ((counts[i] as number) > 0 && fits(filter, i, p)) return true;
  return false;
}

function minus(counts: readonly number[], kinds: readonly MateriaKind[]): number[] {
  const out = counts.slice();
  for (const m of kinds) out[kindIndex(m)] = (out[kindIndex(m)] as number) - 1;
  return out;
}

/** True when carrying out the step on `t` would move at least one materia (RULES.md §2). */
export function canMove(t: Table, frame: EffectFrame, step: EffectStep): boolean {
  const actor = frame.actor;
  switch (step.step) {
    case 'draw':
      return step.count > 0 && poolHasRoom(t, actor) && canDraw(t);
    case 'draw-until':
      return size(playerAt(t, actor).pool) < Math.min(step.size, POOL_LIMIT) && canDraw(t);
    case 'reveal':
      return step.count > 0 && canDraw(t);
    case 'others-draw':
      return canDraw(t) && othersFrom(actor, t.players.length).some((o) => poolHasRoom(t, o));
    case 'take':
      return step.count > 0 && poolHasRoom(t, step.taker) && hasFitting(t.altar, step.filter, t, step.taker);
    case 'take-store':
      return step.count > 0 && playerAt(t, actor).familiar.length < FAMILIAR_SPACES && size(t.altar) > 0;
    case 'store':
      return step.count > 0 && playerAt(t, actor).familiar.length < FAMILIAR_SPACES && hasFitting(playerAt(t, actor).pool, step.filter, t, actor);
    case 'discard':
      return step.count > 0 && hasFitting(playerAt(t, actor).pool, step.filter, t, actor);
    case 'swap-altar':
      // What this step moved is still where it put it, so the counts can simply be subtracted.
      return step.count > 0 && size(playerAt(t, actor).pool) > step.received.length && size(t.altar) > step.given.length;
    case 'swap-familiar':
      return size(playerAt(t, actor).pool) > 0 && playerAt(t, actor).familiar.length > 0;
    case 'clear-altar':
      return size(t.altar) > 0;
    case 'lower':
    case 'raise':
    case 'check-end':
      return false;
    case 'mode':
      for (let i = 0; i < step.modes.length; i++) if (someMove(t, frame, (step.modes[i] as ModeStep['modes'][number]).steps)) return true;
      return false;
    case 'phase-action':
    case 'learn':
      return hasOptions(t, frame, step);
    case 'learn-discards':
      return step.setAside.length > 0;
    case 'opponent-take':
    case 'opponent-place':
      return size(t.altar) > 0;
    case 'opponent-draw':
      return canDraw(t);
    case 'altar-refill':
    case 'close-day':
      return false;
  }
}

/**
 * True when some of `steps` would move a materia. An indexed loop: effect steps are frozen
 * arrays, which V8's `some` and iterators handle slowly.
 */
export function someMove(t: Table, frame: EffectFrame, steps: readonly EffectStep[]): boolean {
  for (let i = 0; i < steps.length; i++) if (canMove(t, frame, steps[i] as EffectStep)) return true;
  return false;
}

/** True when the step offers at least one choice besides `stop`. */
export function hasOptions(t: Table, frame: EffectFrame, step: EffectStep): boolean {
  const out: Action[] = [];
  listOptions(t, frame, step, out);
  return out.some((a) => a.type !== 'stop');
}

function pushPicks(out: Action[], player: number, counts: readonly number[], filter: MateriaFilter | undefined, t: Table, reader: number): void {
  const p = playerAt(t, reader);
  const picks = actionsOf(player).pick;
  for (let i = 0; i < KIND_COUNT; i++) if ((counts[i] as number) > 0 && fits(filter, i, p)) out.push(picks[i] as PickAction);
}

/** Appends the step's options for its decider to `out`, in a fixed order (`stop` last). */
export function listOptions(t: Table, frame: EffectFrame, step: EffectStep, out: Action[]): void {
  const actor = frame.actor;
  const me = playerAt(t, actor);
  switch (step.step) {
    case 'take':
      if (step.count > 0 && poolHasRoom(t, step.taker)) pushPicks(out, step.taker, t.altar, step.filter, t, step.taker);
      if (step.optional === true) out.push(actionsOf(step.taker).stop);
      return;
    case 'take-store':
      if (step.count > 0 && me.familiar.length < FAMILIAR_SPACES) pushPicks(out, actor, t.altar, undefined, t, actor);
      return;
    case 'store':
      if (step.count > 0 && me.familiar.length < FAMILIAR_SPACES) pushPicks(out, actor, me.pool, step.filter, t, actor);
      return;
    case 'discard':
      if (step.count > 0) pushPicks(out, actor, me.pool, step.filter, t, actor);
      return;
    case 'swap-altar': {
      if (step.count === 0) return;
      const gives = minus(me.pool, step.received);
      const gets = minus(t.altar, step.given);
      for (let g = 0; g < KIND_COUNT; g++) {
        if ((gives[g] as number) <= 0) continue;
        for (let x = 0; x < KIND_COUNT; x++) {
          if ((gets[x] as number) > 0) out.push({ type: 'swap', player: actor, give: MATERIA_KINDS[g] as MateriaKind, get: MATERIA_KINDS[x] as MateriaKind });
        }
      }
      return;
    }
    case 'swap-familiar': {
      const onBoard = new Array<number>(KIND_COUNT).fill(0);
      for (const m of me.familiar) onBoard[kindIndex(m)] = 1;
      for (let g = 0; g < KIND_COUNT; g++) {
        if ((me.pool[g] as number) === 0) continue;
        for (let x = 0; x < KIND_COUNT; x++) {
          if (onBoard[x] === 1) out.push({ type: 'swap', player: actor, give: MATERIA_KINDS[g] as MateriaKind, get: MATERIA_KINDS[x] as MateriaKind });
        }
      }
      return;
    }
    case 'clear-altar':
      pushPicks(out, actor, t.altar, undefined, t, actor);
      out.push(actionsOf(actor).stop);
      return;
    case 'raise':
      for (const s of me.spells) {
        if (s.level < 5 && s.spell !== frame.spell) out.push({ type: 'raise', player: actor, spell: s.spell });
      }
      return;
    case 'mode':
      for (const m of step.modes) {
        if (someMove(t, frame, m.steps)) out.push({ type: 'mode', player: actor, mode: m.mode });
      }
      return;
    case 'phase-action':
      listPhaseActions(t, actor, scopeOf(step, frame, t), out);
      if (step.optional === true) out.push(actionsOf(actor).stop);
      return;
    case 'learn':
      enumerateLearns(t, actor, out as never[], { wild: step.wild, rune: step.rune });
      return;
    case 'learn-discards': {
      if (step.keep === 0 || me.familiar.length >= FAMILIAR_SPACES) return;
      // Each kind set aside once, in kind order.
      let kinds = 0;
      for (const m of step.setAside) kinds |= 1 << kindIndex(m);
      const picks = actionsOf(actor).pick;
      for (let i = 0; i < KIND_COUNT; i++) if ((kinds & (1 << i)) !== 0) out.push(picks[i] as PickAction);
      return;
    }
    case 'opponent-take':
    case 'opponent-place':
      pushPicks(out, actor, t.altar, undefined, t, actor);
      return;
    case 'draw':
    case 'draw-until':
    case 'reveal':
    case 'others-draw':
    case 'lower':
    case 'check-end':
    case 'opponent-draw':
    case 'altar-refill':
    case 'close-day':
      return;
  }
}

function sameAction(a: Action, b: Action): boolean {
  switch (a.type) {
    case 'pick':
      return b.type === 'pick' && a.materia === b.materia;
    case 'swap':
      return b.type === 'swap' && a.give === b.give && a.get === b.get;
    case 'raise':
      return b.type === 'raise' && a.spell === b.spell;
    case 'mode':
      return b.type === 'mode' && a.mode === b.mode;
    case 'stop':
      return b.type === 'stop';
    default:
      return false;
  }
}

const ANSWERS: Readonly<Record<EffectStep['step'], readonly Action['type'][]>> = {
  'draw': [], 'draw-until': [], 'reveal': [], 'others-draw': [], 'lower': [], 'check-end': [],
  'take': ['pick', 'stop'], 'take-store': ['pick'], 'store': ['pick'], 'discard': ['pick'],
  'swap-altar': ['swap'], 'swap-familiar': ['swap'], 'clear-altar': ['pick', 'stop'],
  'raise': ['raise'], 'mode': ['mode'], 'phase-action': ['take', 'draw', 'store', 'learn', 'cast', 'stop'],
  'learn': ['learn'], 'learn-discards': ['pick'],
  'opponent-take': ['pick'], 'opponent-draw': [], 'opponent-place': ['pick'], 'altar-refill': [], 'close-day': [],
};

/** Checks an answer to the current step (its player already checked). */
export function checkAnswer(t: Table, frame: EffectFrame, step: EffectStep, action: Action): RuleViolation | undefined {
  if (!ANSWERS[step.step].includes(action.type)) {
    return violation('wrong-step', `a ${action.type} action does not answer the current ${step.step} step`, 'type');
  }
  if (action.type === 'stop') {
    return isOptional(step) ? undefined : violation('wrong-step', `the ${step.step} step cannot be stopped`, 'type');
  }
  if (step.step === 'phase-action') return checkPhaseAction(t, frame.actor, scopeOf(step, frame, t), action);
  if (step.step === 'learn' && action.type === 'learn') return checkLearn(t, action, { wild: step.wild, rune: step.rune });
  const options: Action[] = [];
  listOptions(t, frame, step, options);
  if (options.some((o) => sameAction(o, action))) return undefined;
  return violation('not-an-option', `that ${action.type} is not one of the options of the current ${step.step} step`);
}

/**
 * Carries out a checked answer to the top frame's current step, updating the draft's pending
 * frames (the step is replaced by what remains of it).
 */
export function answerStep(d: Draft, action: Action): void {
  const pending = d.writablePending();
  const top = pending.length - 1;
  const frame = pending[top] as EffectFrame;
  const step = frame.steps[0] as EffectStep;
  const replace = (head: readonly EffectStep[]): void => {
    pending[top] = withSteps(frame, nextSteps(frame.steps, head));
  };
  if (action.type === 'stop') {
    d.events.push({ type: 'step-stopped', player: action.player, step: step.step });
    replace(endOf(d, frame, step, true));
    return;
  }
  const actor = frame.actor;
  switch (step.step) {
    case 'take': {
      if (action.type !== 'pick') break;
      const i = kindIndex(action.materia);
      replace(step.count > 1 ? [{ ...step, count: step.count - 1, ...filterField(afterPick(step.filter, i)) }] : []);
      takeIntoPool(d, step.taker, action.materia);
      return;
    }
    case 'take-store':
      if (action.type !== 'pick') break;
      replace(step.count > 1 ? [{ ...step, count: step.count - 1 }] : []);
      d.storeFromAltar(actor, action.materia);
      checkEndTrigger(d, true);
      return;
    case 'store': {
      if (action.type !== 'pick') break;
      const i = kindIndex(action.materia);
      replace(step.count > 1 ? [{ ...step, count: step.count - 1, ...filterField(afterPick(step.filter, i)) }] : []);
      d.storeFromPool(actor, action.materia);
      checkEndTrigger(d, true);
      return;
    }
    case 'discard': {
      if (action.type !== 'pick') break;
      replace(step.count > 1 ? [{ ...step, count: step.count - 1 }] : []);
      d.discardFromPool(actor, action.materia);
      return;
    }
    case 'swap-altar':
      if (action.type !== 'swap') break;
      replace(step.count > 1
        ? [{ ...step, count: step.count - 1, given: appended(step.given, action.give), received: appended(step.received, action.get) }]
        : []);
      d.swapWithAltar(actor, action.give, action.get);
      // The altar materia received comes into the pool like a take (RULES.md §7, Mirage).
      afterTakeIntoPool(d, actor, action.get);
      return;
    case 'swap-familiar':
      if (action.type !== 'swap') break;
      replace([]);
      d.swapWithFamiliar(actor, action.give, action.get);
      return;
    case 'clear-altar':
      if (action.type !== 'pick') break;
      replace([{ ...step, discarded: step.discarded + 1 }]);
      d.discardFromAltar(action.materia);
      return;
    case 'raise':
      if (action.type !== 'raise') break;
      replace([]);
      d.changeLevel(actor, action.spell, +1);
      return;
    case 'mode': {
      if (action.type !== 'mode') break;
      const chosen = step.modes.find((m) => m.mode === action.mode);
      if (chosen === undefined) break;
      d.events.push({ type: 'mode-chosen', player: actor, mode: action.mode });
      replace(chosen.steps);
      return;
    }
    case 'phase-action':
      replace([]);
      performPhaseAction(d, actor, action, false, step.via === 'clone' ? frame.card : null);
      return;
    case 'learn':
      if (action.type !== 'learn') break;
      replace([]);
      startLearn(d, action, false);
      return;
    case 'opponent-take':
      if (action.type !== 'pick') break;
      replace([]);
      d.altarToLower(action.materia);
      return;
    case 'opponent-place': {
      if (action.type !== 'pick') break;
      const space = d.placeOnTrack(action.materia);
      replace([{ step: 'altar-refill', size: SOLO_ALTAR, refreshSpace: REFRESH_SPACES.includes(space) ? space : null }]);
      return;
    }
    case 'learn-discards':
      if (action.type !== 'pick') break;
      {
        const left = [...step.setAside];
        left.splice(left.indexOf(action.materia), 1);
        replace([{ ...step, keep: step.keep - 1, setAside: left }]);
        d.storeFromPool(actor, action.materia);
        checkEndTrigger(d, true);
      }
      return;
    default:
      break;
  }
  throw new Error(`unchecked answer ${action.type} to a ${step.step} step`);
}

/**
 * The steps of a frame once its current step is replaced by `head`: a new array, built by plain
 * loops (the shared steps of an effect are frozen arrays, which V8 slices and spreads slowly).
 */
export function nextSteps(steps: readonly EffectStep[], head: readonly EffectStep[]): EffectStep[] {
  const out: EffectStep[] = [];
  for (let i = 0; i < head.length; i++) out.push(head[i] as EffectStep);
  for (let i = 1; i < steps.length; i++) out.push(steps[i] as EffectStep);
  return out;
}

/**
 * A frame like `frame` with other steps. Written out field by field, in the order every frame
 * the engine makes has, rather than spread: frames come in several shapes (from casts, Learns,
 * the solo end of a Day, saves), and a spread over them is slow. (A frame loaded from a save
 * with its keys in another order gets the engine's order back at its next step.)
 */
export function withSteps(frame: EffectFrame, steps: readonly EffectStep[]): EffectFrame {
  return { actor: frame.actor, spell: frame.spell, level: frame.level, card: frame.card, phaseAction: frame.phaseAction, steps };
}

/** A copy of `list` with `m` at the end (a loop: `list` may be a frozen array, slow to spread). */
function appended(list: readonly MateriaKind[], m: MateriaKind): MateriaKind[] {
  const out: MateriaKind[] = [];
  for (let i = 0; i < list.length; i++) out.push(list[i] as MateriaKind);
  out.push(m);
  return out;
}

function filterField(filter: MateriaFilter | undefined): { filter?: MateriaFilter } {
  return filter === undefined ? {} : { filter };
}


/**
 * Closes a step that has no more choices (or was `stopped` by its player) and returns what
 * replaces it: Storm's discards become the draws onto the altar; a Learn's remaining set-aside
 * materia are discarded; a step cut short by the position (not by a stop) says so in an event.
 */
export function endOf(d: Draft, frame: EffectFrame, step: EffectStep, stopped = false): EffectStep[] {
  switch (step.step) {
    case 'clear-altar':
      return step.discarded > 0 ? [{ step: 'reveal', count: step.discarded }] : [];
    case 'learn-discards':
      for (const m of step.setAside) d.discardFromPool(frame.actor, m);
      return [];
    case 'opponent-place':
      // An empty altar: nothing is placed (RULES.md §9 Decision), the refill still comes.
      return [{ step: 'altar-refill', size: SOLO_ALTAR, refreshSpace: null }];
    case 'opponent-take':
      d.events.push({ type: 'step-skipped', player: frame.actor, step: step.step, remaining: 1 });
      return [];
    case 'take':
    case 'take-store':
    case 'store':
    case 'discard':
    case 'swap-altar':
      if (step.count > 0 && !stopped) d.events.push({ type: 'step-skipped', player: stepDecider(frame, step), step: step.step, remaining: step.count });
      return [];
    default:
      return [];
  }
}

/** Carries out an automatic step. */
export function runAutomatic(d: Draft, frame: EffectFrame, step: EffectStep): void {
  const actor = frame.actor;
  switch (step.step) {
    case 'draw':
      for (let n = 0; n < step.count && d.poolSize(actor) < POOL_LIMIT; n++) if (d.drawToPool(actor) === undefined) break;
      return;
    case 'draw-until':
      while (d.poolSize(actor) < Math.min(step.size, POOL_LIMIT)) if (d.drawToPool(actor) === undefined) break;
      return;
    case 'reveal':
      for (let n = 0; n < step.count; n++) if (d.drawToAltar() === undefined) break;
      return;
    case 'others-draw':
      for (const o of othersFrom(actor, d.playerCount)) {
        if (d.poolSize(o) < POOL_LIMIT) d.drawToPool(o);
        else d.events.push({ type: 'step-skipped', player: o, step: 'others-draw', remaining: 1 });
      }
      return;
    case 'lower':
      if (frame.card !== null) d.changeLevel(frame.card.player, frame.card.spell, -1);
      return;
    case 'check-end':
      checkEndTrigger(d);
      return;
    case 'opponent-draw':
      d.drawToLower();
      return;
    case 'altar-refill':
      refillSoloAltar(d, step.size, step.refreshSpace);
      return;
    case 'close-day':
      closeDay(d);
      return;
    default:
      throw new Error(`${step.step} is not an automatic step`);
  }
}
