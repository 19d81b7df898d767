/**
 * The effect runner: carries out pending steps until one needs a real choice, finishing frames
 * and the phase action they belong to. Steps with no choice left end (partial completion,
 * RULES.md §2); a step with exactly one possible answer and no `stop` is answered at once.
 * @module
 */
import type { Draft } from '../actions/draft.js';
import { completePhaseAction } from '../actions/flow.js';
import type { Action } from '../actions/types.js';
import { learnedInfo } from '../spells/learned.js';
import type { SpellDefinition } from '../spells/types.js';
import type { LearnedSpell, Phase, PlayerState } from '../state/types.js';
import type { EffectFrame, EffectStep } from '../state/steps.js';
import { answerStep, endOf, isAutomatic, listOptions, nextSteps, runAutomatic, withSteps } from './steps.js';
import type { Table } from '../state/table.js';

/**
 * Actions a player may perform in a phase: 1, plus permanent extras (Swiftness L5 in the
 * Morning) from spells learned on an earlier Day.
 */
export function actionsAllowed(t: Table, seat: number, phase: Phase): number {
  const p = t.players[seat];
  return p === undefined ? 1 : actionsAllowedFor(p, t.day, phase);
}

/** {@link actionsAllowed} for one player's belongings on Day `day`. */
function actionsAllowedFor(p: PlayerState, day: number, phase: Phase): number {
  const spells = p.spells;
  const info = learnedInfo(spells);
  if (!info.permanent) return 1;
  let n = 1;
  for (let i = 0; i < spells.length; i++) {
    const s = spells[i] as LearnedSpell;
    const extra = (info.defs[i] as SpellDefinition).levels[s.level].extraActions;
    if (extra !== undefined && extra.phase === phase && s.day < day) n += extra.count;
  }
  return n;
}

/** Counts one finished action of the current phase; the phase ends when none are left. */
export function finishPhaseAction(d: Draft): void {
  const phase = d.phase;
  if (phase === 'ended') return;
  completePhaseAction(d, actionsAllowedFor(d.player(d.active), d.day, phase));
}

/**
 * Runs pending steps until a step waits for a choice with two or more options, or nothing is
 * pending. Returns when the draft is waiting or idle.
 */
export function runEffects(d: Draft): void {
  for (;;) {
    const pending = d.pending;
    if (pending.length === 0) return;
    const frame = pending[pending.length - 1] as EffectFrame;
    if (frame.steps.length === 0) {
      d.writablePending().pop();
      if (frame.phaseAction) finishPhaseAction(d);
      continue;
    }
    const step = frame.steps[0] as EffectStep;
    if (isAutomatic(step)) {
      replaceHead(d, frame, []);
      runAutomatic(d, frame, step);
      continue;
    }
    const options: Action[] = [];
    listOptions(d, frame, step, options);
    let real = 0;
    for (const o of options) if (o.type !== 'stop') real++;
    if (real === 0) {
      const rest = endOf(d, frame, step);
      replaceHead(d, frame, rest);
      continue;
    }
    if (options.length === 1) {
      answerStep(d, options[0] as Action);
      continue;
    }
    return;
  }
}

function replaceHead(d: Draft, frame: EffectFrame, head: readonly EffectStep[]): void {
  const pending = d.writablePending();
  pending[pending.length - 1] = withSteps(frame, nextSteps(frame.steps, head));
}
