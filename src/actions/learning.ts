/**
 * Every Learn (primary, Transmutation, or copied by Clone) in the order of rules §5.
 * @module
 */
import { kindIndex, runeOf, type MateriaKind } from '../state/materia.js';
import { getSpell } from '../spells/registry.js';
import { learnedInfo } from '../spells/memo.js';
import type { SpellDefinition } from '../spells/types.js';
import type { LearnedSpell } from '../state/types.js';
import type { Draft } from './draft.js';
import type { LearnAction } from './types.js';
import type { EffectStep } from '../state/steps.js';
import { effectSteps } from '../spells/effect-steps.js';
import { startFrame } from './start-frame.js';

/**
 * Starts a checked Learn: the card materia goes on the card at the level paid (step 1), then a
 * frame carries out steps 2-5: Communion L5's stores and the discard of this Learn's other paid
 * materia, the learned spell's instant, and the end trigger (also checked at every store, since
 * filling the board triggers it at that moment). The one place where the `keepsLearnDiscards`
 * trigger fires (its entry of `TRIGGERS`, spells/triggers.ts). Which materia Communion L5 stores
 * is the profile's `communionStores`: 2 of this Learn's other paid materia before the rest go to
 * the discard (`learn-discards`), or any 2 from the discard box once they are all there
 * (`discard-box`).
 */
export function startLearn(d: Draft, action: LearnAction, phaseAction: boolean): void {
  const { player, spell, level, onCard } = action;
  d.placeOnCard(player, { spell, level, card: onCard, day: d.day });
  const spend = inKindOrder(action.spend);
  d.eventLog()?.push({ type: 'spell-learned', player, spell, level, card: onCard, spend });
  // The other paid materia: the payment without one card materia.
  const setAside: MateriaKind[] = [];
  let onCardSeen = false;
  for (let i = 0; i < spend.length; i++) {
    const m = spend[i] as MateriaKind;
    if (!onCardSeen && m === onCard) onCardSeen = true;
    else setAside.push(m);
  }
  let keep = 0;
  const spells = d.player(player).spells;
  const info = learnedInfo(spells);
  if (info.permanent) {
    for (let i = 0; i < spells.length; i++) {
      keep += (info.defs[i] as SpellDefinition).levels[(spells[i] as LearnedSpell).level].keepsLearnDiscards ?? 0;
    }
  }
  const steps: EffectStep[] = keep > 0 && d.rules.communionStores === 'discard-box'
    ? [{ step: 'learn-discards', keep: 0, setAside }, { step: 'store-from-discard', count: keep }]
    : [{ step: 'learn-discards', keep, setAside }];
  const learned = getSpell(spell).levels[level];
  if (learned.kind === 'instant') {
    // A loop, not push(...): the shared steps are a frozen array, which V8 spreads slowly.
    const instant = effectSteps(learned, level, player, runeOf(onCard), d.playerCount);
    for (let i = 0; i < instant.length; i++) steps.push(instant[i] as EffectStep);
  }
  steps.push({ step: 'check-end' });
  startFrame(d, { actor: player, spell, level, card: { player, spell }, phaseAction, steps });
}

/** A copy of a list of materia sorted in kind order (an insertion sort: a payment is short). */
function inKindOrder(list: readonly MateriaKind[]): MateriaKind[] {
  const out: MateriaKind[] = [];
  const keys: number[] = [];
  for (let i = 0; i < list.length; i++) {
    out.push(list[i] as MateriaKind);
    keys.push(kindIndex(list[i] as MateriaKind));
  }
  for (let i = 1; i < out.length; i++) {
    const m = out[i] as MateriaKind;
    const k = keys[i] as number;
    let j = i - 1;
    while (j >= 0 && (keys[j] as number) > k) {
      out[j + 1] = out[j] as MateriaKind;
      keys[j + 1] = keys[j] as number;
      j--;
    }
    out[j + 1] = m;
    keys[j + 1] = k;
  }
  return out;
}
