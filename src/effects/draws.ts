/**
 * The draw steps: materia come from the pouch into pools or onto the altar, with no choice.
 * @module
 */
import type { AutomaticStepKind } from '../actions/step-kind.js';
import { POOL_LIMIT } from '../state/familiar.js';
import type { DrawStep, DrawUntilStep, OthersDrawStep, RevealStep } from '../state/steps.js';
import { total } from '../state/multiset.js';
import { canDraw, othersFrom, playerAt, poolHasRoom } from '../state/table.js';

/** `draw`: up to `count` into the actor's pool, stopping at the pool limit. */
export const draw: AutomaticStepKind<DrawStep> = {
  automatic: true,
  canMove: (t, frame, step) => step.count > 0 && poolHasRoom(t, frame.actor) && canDraw(t),
  run: (d, frame, step) => {
    const actor = frame.actor;
    for (let n = 0; n < step.count && d.poolSize(actor) < POOL_LIMIT; n++) if (d.drawToPool(actor) === undefined) break;
  },
};

/** `draw-until`: until the actor's pool holds `size` (never above the pool limit). */
export const drawUntil: AutomaticStepKind<DrawUntilStep> = {
  automatic: true,
  canMove: (t, frame, step) => total(playerAt(t, frame.actor).pool) < Math.min(step.size, POOL_LIMIT) && canDraw(t),
  run: (d, frame, step) => {
    const actor = frame.actor;
    while (d.poolSize(actor) < Math.min(step.size, POOL_LIMIT)) if (d.drawToPool(actor) === undefined) break;
  },
};

/** `reveal`: `count` from the pouch onto the altar. */
export const reveal: AutomaticStepKind<RevealStep> = {
  automatic: true,
  canMove: (t, _frame, step) => step.count > 0 && canDraw(t),
  run: (d, _frame, step) => {
    for (let n = 0; n < step.count; n++) if (d.drawToAltar() === undefined) break;
  },
};

/** `others-draw`: each other player, clockwise from the actor's left, draws 1 unless their pool is full. */
export const othersDraw: AutomaticStepKind<OthersDrawStep> = {
  automatic: true,
  canMove: (t, frame) => canDraw(t) && othersFrom(frame.actor, t.players.length).some((o) => poolHasRoom(t, o)),
  run: (d, frame) => {
    for (const o of othersFrom(frame.actor, d.playerCount)) {
      if (d.poolSize(o) < POOL_LIMIT) d.drawToPool(o);
      else d.eventLog()?.push({ type: 'step-skipped', player: o, step: 'others-draw', remaining: 1 });
    }
  },
};
