// The spell selections of the white spell tests: one spell per colour (engine order: red, purple,
// green, black, white, blue, yellow), and only one white spell in each game.
import type { SpellId } from '../../../src/index.js';

export const TT_ABUNDANCE: SpellId[] = ['sacrifice', 'levitation', 'purification', 'feast', 'time-travel', 'swiftness', 'abundance'];
export const TT_COMMUNION: SpellId[] = ['sacrifice', 'levitation', 'purification', 'feast', 'time-travel', 'swiftness', 'communion'];
export const STORM_SET: SpellId[] = ['eruption', 'sharing', 'cure', 'focus', 'storm', 'mirage', 'knowledge'];
export const CLONE_A: SpellId[] = ['sacrifice', 'levitation', 'purification', 'offering', 'clone', 'mirage', 'abundance'];
export const CLONE_B: SpellId[] = ['blaze', 'divination', 'growth', 'focus', 'clone', 'transmutation', 'communion'];
export const CLONE_C: SpellId[] = ['eruption', 'sharing', 'cure', 'feast', 'clone', 'swiftness', 'knowledge'];
