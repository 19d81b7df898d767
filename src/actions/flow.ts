/**
 * The turn flow (rules §4 and §8): phases, the end of a Day, the altar resupply, the end
 * trigger and the end of the game.
 * @module
 */
import { FAMILIAR_SPACES } from '../state/familiar.js';
import { KIND_COUNT, MATERIA_KINDS, type MateriaKind } from '../state/materia.js';
import type { LearnedSpell, Phase, PlayerState } from '../state/types.js';
import { learnedInfo } from '../spells/memo.js';
import type { SpellDefinition } from '../spells/types.js';
import type { Draft } from './draft.js';
import { soloGameOver } from './solo-refill.js';

/**
 * Spells a player learns in a full game; learning the last one triggers the end.
 * @group Setup
 */
export const SPELLS_PER_GAME = 7;
/**
 * The altar holds this many after a `fill` resupply or a `replace`.
 * @group Game state
 */
export const ALTAR_TARGET = 5;
/**
 * At the end of a Day, an altar with this many or more is discarded and replaced.
 * @group Game state
 */
export const ALTAR_LIMIT = 10;

/**
 * Triggers the end of the game if the active player has learned their 7th spell or filled their
 * familiar board and it was not triggered before (rules §8). `boardOnly`: a store checks only
 * the board, which triggers at the moment it fills; the 7th spell triggers at step 5 of its Learn.
 */
export function checkEndTrigger(draft: Draft, boardOnly = false): void {
  if (draft.endTrigger !== null) return;
  const seat = draft.active;
  const p = draft.player(seat);
  const reason = p.familiar.length >= FAMILIAR_SPACES
    ? 'familiar-full'
    : !boardOnly && p.spells.length >= SPELLS_PER_GAME ? 'seventh-spell' : undefined;
  if (reason === undefined) return;
  draft.endTrigger = { player: seat, day: draft.day, reason };
  draft.eventLog()?.push({ type: 'game-end-triggered', player: seat, reason });
}

/**
 * Actions a player may perform in a phase on Day `day`: 1, plus permanent extras (Swiftness L5
 * in the Morning) from spells learned on an earlier Day. The one place where the `extraActions`
 * trigger fires (its entry of `TRIGGERS`, spells/triggers.ts).
 */
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
export function finishPhaseAction(draft: Draft): void {
  const phase = draft.phase;
  if (phase === 'ended') return;
  draft.phaseActions++;
  if (draft.phaseActions >= actionsAllowedFor(draft.player(draft.active), draft.day, phase)) endPhase(draft);
}

/** Ends the current phase: the next phase starts, or the Day ends after the Evening. */
export function endPhase(draft: Draft): void {
  const phase = draft.phase;
  const next: Phase | undefined = phase === 'morning' ? 'midday' : phase === 'midday' ? 'evening' : undefined;
  if (next !== undefined) {
    draft.phase = next;
    draft.phaseActions = 0;
    draft.eventLog()?.push({ type: 'phase-started', player: draft.active, phase: next, day: draft.day });
    return;
  }
  endDay(draft);
}

function endDay(draft: Draft): void {
  draft.eventLog()?.push({ type: 'day-ended', player: draft.active, day: draft.day });
  if (draft.opponent !== null) {
    // Solo: the player first places an altar materia on the opponent's track (rules §9).
    draft.writablePending().push({
      actor: draft.active, spell: null, level: null, card: null, phaseAction: false,
      steps: [{ step: 'opponent-place' }, { step: 'close-day' }],
    });
    return;
  }
  closeDay(draft);
}

/**
 * Finishes the end of a Day: the game ends (after the last seat's Day once the end was
 * triggered; in solo mode after the Day of a trigger or of the 17th placement), or the altar is
 * resupplied (not in solo mode, where the refill came with the placement) and the next Day begins.
 * The final Day of 2 to 4 players resupplies the altar only under the profile's
 * `finalAltar: 'resupplied'`.
 */
export function closeDay(draft: Draft): void {
  const solo = draft.opponent !== null;
  const lastSeat = (draft.firstPlayer + draft.playerCount - 1) % draft.playerCount;
  if (solo ? soloGameOver(draft) : draft.endTrigger !== null && draft.active === lastSeat) {
    // The final Day's resupply cannot change a score: the printed rules end the game without it,
    // the digital adaptation resupplies the altar first (rules §8; solo's last Day: §9).
    if (!solo && draft.rules.finalAltar === 'resupplied') resupplyAltar(draft);
    draft.phase = 'ended';
    draft.phaseActions = 0;
    draft.eventLog()?.push({ type: 'game-ended' });
    return;
  }
  if (!solo) resupplyAltar(draft);
  draft.active = (draft.active + 1) % draft.playerCount;
  draft.day++;
  draft.phase = 'morning';
  draft.phaseActions = 0;
  draft.eventLog()?.push({ type: 'phase-started', player: draft.active, phase: 'morning', day: draft.day });
}

/** The end-of-Day resupply: < 5 fill to 5; 5 to 9 add 1; 10 or more discard all and draw 5. */
export function resupplyAltar(draft: Draft): void {
  const size = draft.altarSize();
  if (size < ALTAR_TARGET) {
    draft.eventLog()?.push({ type: 'altar-resupplied', rule: 'fill' });
    // Once pouch and discard are both empty the remaining draws are lost (one `draw-lost`).
    for (let n = size; n < ALTAR_TARGET; n++) if (draft.drawToAltar() === undefined) break;
  } else if (size < ALTAR_LIMIT) {
    draft.eventLog()?.push({ type: 'altar-resupplied', rule: 'add-one' });
    draft.drawToAltar();
  } else {
    draft.eventLog()?.push({ type: 'altar-resupplied', rule: 'replace' });
    const altar = draft.altar;
    const all: MateriaKind[] = [];
    for (let i = 0; i < KIND_COUNT; i++) for (let n = altar[i] as number; n > 0; n--) all.push(MATERIA_KINDS[i] as MateriaKind);
    for (const m of all) draft.discardFromAltar(m);
    for (let n = 0; n < ALTAR_TARGET; n++) if (draft.drawToAltar() === undefined) break;
  }
}
