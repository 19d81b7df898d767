/**
 * Phase actions: the primary actions of each phase (rules §4) and the use of learned phase
 * spells (§6), checked, listed and carried out within a {@link PhaseScope}.
 * @module
 */
import { FAMILIAR_SPACES, POOL_LIMIT } from '../state/familiar.js';
import { kindIndex, runeOf, type Rune } from '../state/materia.js';
import { errorMessage } from '../state/messages.js';
import type { CardRef } from '../state/steps.js';
import { canDraw, learnedBy, othersFrom, playerAt, poolHasRoom, type Table } from '../state/table.js';
import { presentKinds, pushKinds } from '../state/multiset.js';
import type { LearnedSpell, Level } from '../state/types.js';
import { getSpell } from '../spells/registry.js';
import { learnedInfo } from '../spells/memo.js';
import { levelsOf } from '../spells/levels.js';
import { sameAsHigher } from '../spells/same-effect.js';
import type { SpellDefinition } from '../spells/types.js';
import { actionsOf, castOf } from './action-pool.js';
import type { Draft } from './draft.js';
import { checkEndTrigger, finishPhaseAction } from './flow.js';
import { checkLearn, enumerateLearns } from './learn.js';
import { startLearn } from './learning.js';
import { PRIMARY_PHASE, SOLO_CLONE_LEVEL, type PhaseScope } from './scope.js';
import type { StepKinds } from './step-kind.js';
import { startFrame } from './start-frame.js';
import { takeIntoPool } from './take.js';
import type { Action, CastAction, DrawAction, LearnAction, RuleViolation, StoreAction, TakeAction } from './types.js';
import { castUsable, startingFrame } from './usable.js';
import { violation } from './violation.js';

/**
 * Materia a Draw 2 draws.
 * @group Actions
 */
export const PRIMARY_DRAW = 2;

/** The refusal of a cast that cannot be used now (rules §2; under `usableWhen: 'effect-fits'`, its effect must also fit in full). */
function notUsable(t: Table, a: CastAction): RuleViolation {
  return violation('not-usable', undefined, 'not-usable', { spell: a.spell, level: a.level, effectFits: t.rules.usableWhen === 'effect-fits' });
}

/**
 * Checks a cast: of the actor's own spell, of another player's (a Clone copy, `from`), or in solo
 * mode of a spell nobody learned (a solo Clone copy, when the scope has an `unlearnedRune`).
 */
function checkCast(kinds: StepKinds, t: Table, actor: number, scope: PhaseScope, a: CastAction): RuleViolation | undefined {
  const from = a.from;
  const rune = scope.unlearnedRune;
  const unlearned = from === undefined && rune !== null;
  let owner = actor;
  let learned: LearnedSpell | undefined;
  if (unlearned) {
    if (!t.spells.includes(a.spell)) return violation('spell-not-in-game', 'spell', 'spell-not-in-game', { spell: a.spell });
    if (learnedBy(t, actor, a.spell) !== undefined) return violation('already-learned', 'spell', 'solo-clone-of-learned', { spell: a.spell });
  } else {
    if (from === undefined) {
      if (!scope.own) return violation('wrong-step', 'from', 'copy-without-owner');
    } else {
      if (!scope.others) return violation('wrong-step', 'from', 'from-only-for-clone');
      if (from === actor || from >= t.players.length) return violation('not-learned', 'from', 'not-another-player', { from });
      owner = from;
    }
    learned = learnedBy(t, owner, a.spell);
    if (learned === undefined) return violation('not-learned', 'spell', 'not-learned', { player: owner, spell: a.spell });
  }
  const def = getSpell(a.spell);
  if ((owner !== actor || unlearned) && def.copyable === false) return violation('not-usable', 'spell', 'not-copyable', { spell: a.spell });
  if (scope.beingCast !== null && scope.beingCast.includes(a.spell)) return violation('not-usable', 'spell', 'being-cast', { spell: a.spell });
  if (def.phase !== scope.phase) return violation('wrong-phase', 'spell', 'wrong-phase-spell', { spell: a.spell, phase: scope.phase });
  if (learned === undefined) {
    if (a.level !== SOLO_CLONE_LEVEL || def.levels[SOLO_CLONE_LEVEL].kind !== 'action') {
      return violation('level-unavailable', 'level', 'solo-clone-level', { level: SOLO_CLONE_LEVEL });
    }
    return castUsable(kinds, t, actor, def, SOLO_CLONE_LEVEL, rune as Rune, null, scope) ? undefined : notUsable(t, a);
  }
  if (from === undefined && learned.day >= t.day && !scope.sameDay) {
    return violation('learned-today', 'spell', 'learned-today', { spell: a.spell });
  }
  const levels = levelsOf(def, learned.level);
  const k = levels.indexOf(a.level);
  if (k < 0) {
    return violation('level-unavailable', 'level', 'level-not-on-card', { spell: a.spell, level: a.level, card: learned.level });
  }
  const same = sameAsHigher(def, levels, k, actor, runeOf(learned.card), t.players.length, loweredCardLevel(t, scope, learned), t.rules.lowering);
  if (same !== undefined) {
    return violation('level-unavailable', 'level', 'same-as-higher-level', { spell: a.spell, level: a.level, same });
  }
  // The card matters to legality for a Clone, whose solo copies read the Clone card's rune.
  return castUsable(kinds, t, actor, def, a.level, runeOf(learned.card), { player: owner, spell: a.spell }, scope) ? undefined : notUsable(t, a);
}

/** Checks a phase action of `actor` within `scope` (shape and turn already checked). */
export function checkPhaseAction(kinds: StepKinds, t: Table, actor: number, scope: PhaseScope, a: Action): RuleViolation | undefined {
  if (a.type === 'cast') return checkCast(kinds, t, actor, scope, a);
  if (a.type !== 'take' && a.type !== 'draw' && a.type !== 'store' && a.type !== 'learn') {
    return violation('wrong-step', 'type', 'not-this-decision', { type: a.type });
  }
  const primary = checkPrimary(scope, a);
  if (primary !== undefined) return primary;
  const me = playerAt(t, actor);
  switch (a.type) {
    case 'take':
      if (!poolHasRoom(t, actor)) return violation('pool-full', undefined, 'pool-full');
      if ((t.altar[kindIndex(a.materia)] as number) === 0) return violation('not-on-altar', 'materia', 'not-on-altar', { kind: a.materia });
      return undefined;
    case 'draw':
      if (!poolHasRoom(t, actor)) return violation('pool-full', undefined, 'pool-full');
      if (!canDraw(t)) return violation('nothing-to-draw', undefined, 'nothing-to-draw');
      return undefined;
    case 'store':
      if (me.familiar.length >= FAMILIAR_SPACES) return violation('familiar-full', undefined, 'familiar-full');
      if ((me.pool[kindIndex(a.materia)] as number) === 0) return violation('not-in-pool', 'materia', 'not-in-pool', { kind: a.materia });
      return undefined;
    case 'learn':
      return checkLearn(t, a);
  }
}

/** Checks that a primary action belongs to the scope's phase and that primary actions are open. */
function checkPrimary(scope: PhaseScope, a: TakeAction | DrawAction | StoreAction | LearnAction): RuleViolation | undefined {
  const phase = PRIMARY_PHASE[a.type];
  if (phase !== scope.phase) return violation('wrong-phase', 'type', 'wrong-phase-action', { type: a.type, phase, now: scope.phase });
  if (!scope.primary) return violation('wrong-step', 'type', 'primary-closed');
  return undefined;
}

/** The level of the card a `lower` in this cast would lower: the copying Clone card's, else the cast card's own. */
function loweredCardLevel(t: Table, scope: PhaseScope, learned: LearnedSpell): Level {
  const copier = scope.copier === null ? undefined : learnedBy(t, scope.copier.player, scope.copier.spell);
  return (copier ?? learned).level;
}

function listCasts(kinds: StepKinds, t: Table, actor: number, owner: number, scope: PhaseScope, out: Action[]): void {
  const copy = owner !== actor;
  const spells = playerAt(t, owner).spells;
  const defs = learnedInfo(spells).defs;
  for (let i = 0; i < spells.length; i++) {
    const learned = spells[i] as LearnedSpell;
    const def = defs[i] as SpellDefinition;
    if (def.phase !== scope.phase) continue;
    if (copy ? def.copyable === false : learned.day >= t.day && !scope.sameDay) continue;
    if (scope.beingCast !== null && scope.beingCast.includes(learned.spell)) continue;
    const levels = levelsOf(def, learned.level);
    const rune = runeOf(learned.card);
    const lowered = levels.length > 1 ? loweredCardLevel(t, scope, learned) : learned.level;
    for (let k = 0; k < levels.length; k++) {
      const level = levels[k] as Level;
      // Levels that do the same thing are one choice, listed at the highest (rules §6).
      if (k < levels.length - 1 && sameAsHigher(def, levels, k, actor, rune, t.players.length, lowered, t.rules.lowering) !== undefined) continue;
      if (!castUsable(kinds, t, actor, def, level, rune, { player: owner, spell: learned.spell }, scope)) continue;
      out.push(castOf(actor, learned.spell, level, copy ? owner : undefined));
    }
  }
}

/**
 * Appends every legal phase action of `actor` within `scope`: primary actions, own spells, copies.
 * `defer`: the Morning's takes or the Midday's stores are left out of `out` (a playout that
 * needs only one action does not build them); either way, which kinds they are is returned as a
 * bit mask (see `presentKinds`), 0 when there are none. They come first in the full list.
 */
export function listPhaseActions(kinds: StepKinds, t: Table, actor: number, scope: PhaseScope, out: Action[], defer?: boolean): number {
  const me = playerAt(t, actor);
  let present = 0;
  if (scope.primary) {
    switch (scope.phase) {
      case 'morning':
        if (poolHasRoom(t, actor)) {
          const shared = actionsOf(actor);
          present = presentKinds(t.altar);
          if (!defer) pushKinds<Action>(present, shared.take, out);
          if (canDraw(t)) out.push(shared.draw);
        }
        break;
      case 'midday':
        if (me.familiar.length < FAMILIAR_SPACES) {
          present = presentKinds(me.pool);
          if (!defer) pushKinds<Action>(present, actionsOf(actor).store, out);
        }
        break;
      case 'evening':
        enumerateLearns(t, actor, out as LearnAction[]);
        break;
    }
  }
  if (scope.own && me.spells.length > 0) listCasts(kinds, t, actor, actor, scope, out);
  if (scope.others) for (const o of othersFrom(actor, t.players.length)) listCasts(kinds, t, actor, o, scope, out);
  const rune = scope.unlearnedRune;
  if (rune !== null) {
    for (const id of t.spells) {
      if (learnedBy(t, actor, id) !== undefined) continue;
      const def = getSpell(id);
      if (def.phase !== scope.phase || def.copyable === false || def.levels[SOLO_CLONE_LEVEL].kind !== 'action') continue;
      if (scope.beingCast !== null && scope.beingCast.includes(id)) continue;
      if (castUsable(kinds, t, actor, def, SOLO_CLONE_LEVEL, rune, null, scope)) {
        out.push(castOf(actor, id, SOLO_CLONE_LEVEL));
      }
    }
  }
  return present;
}

/**
 * Carries out a checked phase action. `phaseAction`: it is the phase's own action (finished
 * here, or when its effect finishes). `cloneCard`: the Clone card a copied effect lowers.
 */
export function performPhaseAction(d: Draft, actor: number, a: Action, phaseAction: boolean, cloneCard: CardRef | null): void {
  switch (a.type) {
    case 'take':
      takeIntoPool(d, actor, a.materia);
      break;
    case 'draw':
      for (let n = 0; n < PRIMARY_DRAW && d.poolSize(actor) < POOL_LIMIT; n++) if (d.drawToPool(actor) === undefined) break;
      break;
    case 'store':
      d.storeFromPool(actor, a.materia);
      checkEndTrigger(d, true);
      break;
    case 'learn':
      startLearn(d, a, phaseAction);
      return;
    case 'cast': {
      // The card whose rune the effect uses: the copied player's, the actor's own, or (a solo
      // Clone copying a spell nobody learned) the Clone card's.
      const learned = learnedBy(d, a.from ?? actor, a.spell)
        ?? (cloneCard === null ? undefined : learnedBy(d, cloneCard.player, cloneCard.spell));
      const card = cloneCard ?? { player: actor, spell: a.spell };
      const frame = startingFrame(d, actor, getSpell(a.spell), a.level, runeOf((learned as LearnedSpell).card), card, phaseAction);
      d.eventLog()?.push(a.from === undefined
        ? { type: 'spell-cast', player: actor, spell: a.spell, level: a.level }
        : { type: 'spell-cast', player: actor, spell: a.spell, level: a.level, from: a.from });
      startFrame(d, frame);
      return;
    }
    default:
      throw new Error(errorMessage('not a phase action', 'not-a-phase-action', { type: a.type }));
  }
  if (phaseAction) finishPhaseAction(d);
}

