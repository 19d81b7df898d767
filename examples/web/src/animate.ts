/**
 * Animations from events. `applyAction` returns one event per token move (drawn, revealed,
 * taken, stored, discarded, swapped) and per spell change (learned, cast, level changed), with
 * the seat, the materia kind, the familiar space or the spell: enough to find the element the
 * move ended on and make it glow. The table has just been re-rendered, so the elements are
 * fresh and a CSS animation class plays once.
 */
import type { GameEvent } from 'spellbook-engine';

type Flash = 'gain' | 'loss' | 'spell';

/** The elements an event touched, with the kind of glow each gets. */
function targets(event: GameEvent): [selector: string, flash: Flash][] {
  const pool = (p: number, m: string): string => `[data-testid="pool-${p}"] [data-kind="${m}"]`;
  const altar = (m: string): string => `[data-testid="altar"] [data-kind="${m}"]`;
  const cell = (p: number, space: number): string => `[data-testid="familiar-${p}"] [data-space="${space}"]`;
  const chip = (p: number, spell: string): string => `[data-testid="learned-${p}"] [data-spell="${spell}"]`;
  switch (event.type) {
    case 'materia-drawn': return [[pool(event.player, event.materia), 'gain']];
    case 'materia-revealed': return [[altar(event.materia), 'gain']];
    case 'materia-taken': return [[pool(event.player, event.materia), 'gain'], [altar(event.materia), 'loss']];
    case 'materia-stored':
      return [[cell(event.player, event.space), 'gain'], [event.from === 'pool' ? pool(event.player, event.materia) : altar(event.materia), 'loss']];
    case 'materia-discarded':
      // A materia held aside (Clone L5's cost under the digital rules) left the pool when it was held.
      if (event.from === 'held') return [];
      return event.from === 'pool' ? [[pool(event.player, event.materia), 'loss']] : [[altar(event.materia), 'loss']];
    case 'materia-held': return [[pool(event.player, event.materia), 'loss']];
    case 'materia-swapped':
      return event.with === 'altar'
        ? [[pool(event.player, event.get), 'gain'], [altar(event.give), 'gain']]
        : [[pool(event.player, event.get), 'gain'], [cell(event.player, event.space), 'gain']];
    case 'spell-learned':
      return [[chip(event.player, event.spell), 'spell'], [`[data-testid="spells"] [data-spell="${event.spell}"]`, 'spell']];
    case 'spell-cast': return [[chip(event.from ?? event.player, event.spell), 'spell']];
    case 'spell-level-changed': case 'spell-triggered': return [[chip(event.player, event.spell), 'spell']];
    case 'phase-started': return [[`[data-testid="seat-${event.player}"]`, 'spell']];
    default: return [];
  }
}

/**
 * Makes the elements touched by `events` glow (a token that left a place glows only if some of
 * its kind remain there). Returns how many elements were highlighted.
 */
export function animateEvents(root: ParentNode, events: readonly GameEvent[]): number {
  let n = 0;
  for (const event of events) {
    for (const [selector, flash] of targets(event)) {
      const el = root.querySelector<HTMLElement>(selector);
      if (el === null) continue;
      el.classList.add(`flash-${flash}`);
      n++;
    }
  }
  return n;
}
