// Level fallback (rules §6), exhaustively: `availableLevels` for every one of the 21 spells at
// every card level 3/4/5 and every requested level 3/4/5, and for every phase spell the refusal of a
// cast at a level that is not available ('level-unavailable'), in positions where that level's
// effect would otherwise be usable.
//
// §6: "A spell with a phase symbol is used as that phase's single action, with the effect of its
// current level or any lower level that has an effect. A spell without a phase symbol has only its
// current level's effect." Feast L5, Storm L3 and Transmutation L3 have no effect (§7).
import { describe, expect, it } from 'vitest';
import {
  LEVELS, availableLevels, createGame, createRiggedGame, currentDecision, isLegal, legalActions, type Action, type GameState,
  type Level, type MateriaKind, type Phase, type RiggedSetup, type SpellId,
} from '../../src/index.js';
import { CARDS, printedSet, type Card } from '../oracle/cards.js';
import { cast, expectRefused, mustApply } from '../kit/index.js';

const PHASE_CARDS = CARDS.filter((c) => c.phase !== null);

/** The levels the rules (§6) allow for a card at `cardLevel`, lowest first. */
function expectedLevels(card: Card, cardLevel: Level): Level[] {
  if (card.phase === null) return [cardLevel];
  return LEVELS.filter((l) => l <= cardLevel && !card.noEffect.includes(l));
}

/**
 * The levels `legalActions` lists for a card at `cardLevel` under the printed profile: the
 * available ones, each group of levels whose effects are alike listed once, at its highest
 * (rules §6, distinct choices).
 */
function listedLevels(card: Card, cardLevel: Level): Level[] {
  const levels = expectedLevels(card, cardLevel);
  const alike = card.alike ?? [];
  return levels.filter((l) => !(alike.includes(l) && levels.some((h) => h > l && alike.includes(h))));
}

/**
 * A 2-player game in which seat 0 has learned `card` at `cardLevel` (card rune circle, on an
 * earlier Day) and it is seat 0's phase of that spell (Morning for the phase-less ones). The
 * position makes every level's effect of every phase spell usable for a card at that level:
 * - pool: a red circle, triangle and square (Sacrifice's and Time Travel's costs at any level,
 *   Offering's 2 of one colour, Focus's card rune, Clone L5's discard of the card rune, a Store 1
 *   for Clone L3 to copy, an L3 Learn of the set's red spell for Clone L4 and Transmutation) and only
 *   3 materia, so Eruption L3 draws;
 * - altar: 2 purple materia of each rune (Levitation at any level), a green one (Feast L3 matches
 *   the green on the board), room for every take, store and swap;
 * - familiar board: 1 green materia (Growth L3's swap, Feast L3's colour);
 * - the set's yellow spell learned at level 3: a target for Time Travel's raise.
 */
function position(card: Card, cardLevel: Level): GameState {
  const spells = printedSet(card.set);
  const yellow = spells.find((id) => CARDS.find((c) => c.id === id)?.colour === 'yellow') as SpellId;
  const learned = [{ spell: card.id, level: cardLevel, card: `${card.colour}-circle` as MateriaKind }];
  if (card.colour !== 'yellow') learned.push({ spell: yellow, level: 3, card: 'yellow-circle' });
  const setup: RiggedSetup = {
    phase: card.phase ?? 'morning',
    pools: [['red-circle', 'red-triangle', 'red-square'], []],
    altar: ['purple-circle', 'purple-circle', 'purple-triangle', 'purple-triangle', 'purple-square', 'purple-square', 'green-triangle'],
    familiars: [['green-circle'], []],
    learned: [learned, []],
    day: 2,
  };
  return createRiggedGame({ players: 2, seed: 'fallback', spells, firstPlayer: 0, setup });
}

/** Answers the pending effect's choices with the first option until no effect is pending. */
function resolve(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 50 && currentDecision(s).kind === 'effect'; i++) s = mustApply(s, legalActions(s)[0] as Action).state;
  expect(currentDecision(s).kind).not.toBe('effect');
  return s;
}

describe('availableLevels: every spell × card level × requested level (rules §6)', () => {
  it('covers the 21 printed spells, 16 of them with a phase', () => {
    expect(CARDS).toHaveLength(21);
    expect(PHASE_CARDS).toHaveLength(16);
  });

  for (const card of CARDS) {
    describe(`${card.id} (${card.phase ?? 'no phase'})`, () => {
      for (const cardLevel of LEVELS) {
        const expected = expectedLevels(card, cardLevel);
        for (const requested of LEVELS) {
          const usable = expected.includes(requested);
          it(`card at L${cardLevel}, level ${requested}: ${usable ? 'available' : 'not available'}`, () => {
            const s = position(card, cardLevel);
            expect(availableLevels(s, 0, card.id).includes(requested)).toBe(usable);
          });
        }
        it(`card at L${cardLevel}: exactly [${expected.join(', ')}], lowest first; none for a player who has not learned it`, () => {
          const s = position(card, cardLevel);
          expect(availableLevels(s, 0, card.id)).toEqual(expected);
          expect(availableLevels(s, 1, card.id)).toEqual([]);
        });
      }
    });
  }

  it('follows the card when its level changes in play: raised by Time Travel, lowered by Growth', () => {
    // Time Travel L3 (discard the red circle) raises Abundance, phase-less, from 3 to 4: only 4.
    const tt = position(CARDS.find((c) => c.id === 'time-travel') as Card, 3);
    expect(availableLevels(tt, 0, 'abundance')).toEqual([3]);
    const raised = resolve(mustApply(tt, cast('time-travel', 3)).state);
    expect(raised.players[0]?.spells.find((l) => l.spell === 'abundance')?.level).toBe(4);
    expect(availableLevels(raised, 0, 'abundance')).toEqual([4]);
    // Growth L5 takes 3 and stores them, then lowers the card to 4: levels 3 and 4 remain.
    const gr = position(CARDS.find((c) => c.id === 'growth') as Card, 5);
    expect(availableLevels(gr, 0, 'growth')).toEqual([3, 4, 5]);
    const lowered = resolve(mustApply(gr, cast('growth', 5)).state);
    expect(lowered.players[0]?.spells.find((l) => l.spell === 'growth')?.level).toBe(4);
    expect(availableLevels(lowered, 0, 'growth')).toEqual([3, 4]);
  });
});

describe('a cast at a level that is not available is refused with level-unavailable (rules §6)', () => {
  for (const card of PHASE_CARDS) {
    describe(`${card.id} (${card.phase as Phase})`, () => {
      for (const level of LEVELS) {
        if (card.noEffect.includes(level)) continue;
        it(`the position makes its L${level} effect usable when the card is at L${level}`, () => {
          const s = position(card, level);
          expect(isLegal(s, cast(card.id, level))).toBe(true);
          expect(legalActions(s)).toContainEqual(cast(card.id, level));
        });
      }
      for (const cardLevel of LEVELS) {
        const expected = expectedLevels(card, cardLevel);
        const distinct = listedLevels(card, cardLevel);
        it(`card at L${cardLevel}: the casts listed are the available levels [${expected.join(', ')}], alike ones once: [${distinct.join(', ')}]`, () => {
          const s = position(card, cardLevel);
          const listed = legalActions(s).flatMap((a) => (a.type === 'cast' && a.spell === card.id ? [a.level] : []));
          expect(availableLevels(s, 0, card.id)).toEqual(expected);
          expect(listed).toEqual(distinct);
        });
        for (const requested of LEVELS) {
          if (expected.includes(requested) && !distinct.includes(requested)) {
            it(`card at L${cardLevel}, cast at L${requested} (alike a higher level): refused with level-unavailable`, () => {
              expectRefused(position(card, cardLevel), cast(card.id, requested), 'level-unavailable', 'level');
            });
          } else if (expected.includes(requested)) {
            it(`card at L${cardLevel}, cast at L${requested}: legal`, () => {
              expect(isLegal(position(card, cardLevel), cast(card.id, requested))).toBe(true);
            });
          } else {
            const why = card.noEffect.includes(requested) ? 'a level without an effect' : 'above the card';
            it(`card at L${cardLevel}, cast at L${requested} (${why}): refused with level-unavailable`, () => {
              expectRefused(position(card, cardLevel), cast(card.id, requested), 'level-unavailable', 'level');
            });
          }
        }
      }
    });
  }

  it('a Clone copy follows the copied card: levels of the other player\'s card or lower, others refused with level-unavailable', () => {
    // Rules §7 Clone (Decision): "the effect of its current level or a lower one, with every
    // level- or rune-dependent detail taken from that card". Seat 1's Feast at L3 / L4 / L5 offers
    // [3] / [3, 4] / [3, 4] (Feast L5 has no action) to seat 0's Clone L3, whatever Clone's level.
    for (const feastLevel of LEVELS) {
      const s = createRiggedGame({
        players: 2, seed: 'fallback-clone', spells: printedSet(3), firstPlayer: 0,
        setup: {
          phase: 'midday',
          pools: [['red-circle', 'red-triangle', 'red-square'], []],
          altar: ['green-triangle', 'purple-circle', 'purple-square'],
          familiars: [['green-circle'], []],
          learned: [[{ spell: 'clone', level: 5, card: 'white-circle' }], [{ spell: 'feast', level: feastLevel, card: 'black-circle' }]],
          day: 2,
        },
      });
      const copying = mustApply(s, cast('clone', 3)).state;
      expect(currentDecision(copying).kind).toBe('effect');
      const expected = expectedLevels(CARDS.find((c) => c.id === 'feast') as Card, feastLevel);
      expect(availableLevels(copying, 1, 'feast')).toEqual(expected);
      expect(availableLevels(copying, 0, 'feast')).toEqual([]);
      const listed = legalActions(copying).flatMap((a) => (a.type === 'cast' && a.spell === 'feast' && a.from === 1 ? [a.level] : []));
      expect(listed).toEqual(expected);
      for (const requested of LEVELS) {
        const copy: Action = { type: 'cast', player: 0, spell: 'feast', level: requested, from: 1 };
        if (expected.includes(requested)) expect(isLegal(copying, copy)).toBe(true);
        else expectRefused(copying, copy, 'level-unavailable', 'level');
      }
    }
  });

  it('a phase-less spell is never cast, at any level (it has no phase action)', () => {
    for (const card of CARDS.filter((c) => c.phase === null)) {
      for (const cardLevel of LEVELS) {
        const s = position(card, cardLevel);
        for (const requested of LEVELS) expectRefused(s, cast(card.id, requested), 'wrong-phase', 'spell');
      }
    }
  });
});
