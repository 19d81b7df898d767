/**
 * The undo policy's test for random draws: which events show that a step drew from the pouch.
 * @module
 */
import type { GameEvent } from '../actions/events.js';

/**
 * True when `events` show a draw from the pouch: `materia-drawn`, `materia-revealed`,
 * `pouch-refilled`, `draw-lost`, or `opponent-received` from the pouch. A step with such an
 * event cannot be undone (undo never crosses a random draw).
 */
export function revealsDraw(events: readonly GameEvent[]): boolean {
  for (const e of events) {
    switch (e.type) {
      case 'materia-drawn':
      case 'materia-revealed':
      case 'pouch-refilled':
      case 'draw-lost':
        return true;
      case 'opponent-received':
        if (e.from === 'pouch') return true;
        break;
      // Every other event moves only what every player already saw. Listed one by one: a new
      // event type does not compile until someone decides whether it reveals a draw.
      case 'materia-taken':
      case 'materia-stored':
      case 'materia-discarded':
      case 'materia-held':
      case 'spell-learned':
      case 'passed':
      case 'phase-started':
      case 'altar-resupplied':
      case 'day-ended':
      case 'game-end-triggered':
      case 'game-ended':
      case 'spell-cast':
      case 'spell-level-changed':
      case 'materia-swapped':
      case 'spell-triggered':
      case 'step-skipped':
      case 'step-stopped':
      case 'mode-chosen':
      case 'opponent-placed':
      case 'altar-refreshed':
        break;
      default: {
        const unhandled: never = e;
        throw new Error(`revealsDraw: no decision for event ${JSON.stringify(unhandled)}`);
      }
    }
  }
  return false;
}
