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
      default:
        break;
    }
  }
  return false;
}
