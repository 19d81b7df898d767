// Ready-made parts of rigged tables that several files share.
import type { MateriaKind, PhaseStartedEvent } from '../../src/index.js';
import { copies } from '../../src/testing/index.js';

/** 13 materia for a familiar board with one space left (all white, 3 kinds). */
export const THIRTEEN_WHITE: MateriaKind[] = [...copies('white-circle', 5), ...copies('white-triangle', 5), ...copies('white-square', 3)];

/** 9 materia for a full pool (white, 2 kinds). */
export const NINE_WHITE: MateriaKind[] = [...copies('white-circle', 5), ...copies('white-square', 4)];

/** 9 materia for a full pool (purple, 2 kinds). */
export const NINE_PURPLE: MateriaKind[] = [...copies('purple-circle', 5), ...copies('purple-triangle', 4)];

/** A 7-materia altar of 7 distinct kinds, none of them red (solo placements). */
export const SEVEN: MateriaKind[] = [
  'purple-circle', 'green-triangle', 'black-square', 'white-circle', 'blue-triangle', 'yellow-square', 'yellow-circle',
];

/** A 5-materia altar (so the end-of-Day resupply adds exactly 1). */
export const FIVE: MateriaKind[] = ['green-square', 'black-square', 'white-triangle', 'blue-circle', 'yellow-square'];

/** The event that starts seat 0's Midday on Day 1 (the end of a Morning spell in a rigged game). */
export const MIDDAY_1: PhaseStartedEvent = { type: 'phase-started', player: 0, phase: 'midday', day: 1 };
