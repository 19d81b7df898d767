// Profile point P4, Mirage timing (rules §7), field `mirageDraws`. `at-once` (printed): each
// card-rune materia taken makes the owner draw at once, before the next materia of the same effect
// moves; those draws obey the pool limit and can stop the remaining takes. `after-takes`
// (digital): the draws wait until the effect's step that took has made all its takes, then come
// together, before the effect's next step, within the pool limit as it then stands; a take that
// is a whole action (Take 1, also as a copy) draws at once. `after-step` (digital from rules
// version 2): as `after-takes`, but where the take is followed at once by the effect's own draw
// (Sharing L3: take 1, draw 1) that draw comes first. Each test plays one setup under both.
import { describe, expect, it } from 'vitest';
import {
  RULE_POINTS, RULE_PRESETS, currentDecision, defineSpell, deserialize, findInvariantProblem, hasSpell, legalActions, rulePresetAt, runeOf,
  serialize,
  type Action, type SpellLevel, type GameEvent, type GameState, type MateriaKind, type RuleProfile, type SpellId,
} from '../../src/index.js';
import { allTokens, without } from '../../src/testing/index.js';
import { checkRecordEntry, checkSaveEntry } from '../compat/corpus.js';
import { writtenBefore } from '../compat/before.js';
import {
  altarOf, assertConserved, board, cast, castFrom, copies, effect, learn, learned, only, pick, poolOf, riggedGame, run, spellsWith, stop, swap,
} from '../kit/index.js';

type Rules = 'printed' | 'digital' | RuleProfile;
const PROFILES = ['printed', 'digital'] as const;

/** The Mirage events of seat 0 in a run: its takes (and stores) from the altar, its triggers and its draws. */
function mirageEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => (e.type === 'materia-taken' || e.type === 'spell-triggered' || e.type === 'materia-drawn'
    || (e.type === 'materia-stored' && e.from === 'altar')) && e.player === 0);
}

const taken = (materia: MateriaKind): GameEvent => ({ type: 'materia-taken', player: 0, materia });
const drawn = (materia: MateriaKind): GameEvent => ({ type: 'materia-drawn', player: 0, materia });
const mirageAt = (level: 3 | 4 | 5): GameEvent => ({ type: 'spell-triggered', player: 0, spell: 'mirage', level });

describe('P4 Mirage timing', () => {
  const MI = spellsWith('mirage'); // sacrifice, levitation, purification, offering, time-travel, mirage, abundance
  const levitation = (rules: Rules, pool: MateriaKind[], nextDraws: MateriaKind[]): GameState => riggedGame({
    rules, spells: MI, altar: ['red-circle', 'green-circle', 'white-square'], pools: [pool, []],
    learned: [[learned('mirage', 4, 'blue-circle'), learned('levitation', 3, 'purple-square')], []], nextDraws,
  });

  it('Levitation: printed draws after each take, before the next one moves; digital makes both takes, then all the draws', () => {
    const draws: MateriaKind[] = ['black-square', 'black-square', 'yellow-square', 'yellow-square'];
    const play = (rules: Rules) => run(levitation(rules, [], draws), [cast('levitation', 3), pick('red-circle')]);
    const printed = play('printed');
    expect(mirageEvents(printed.events)).toEqual([
      taken('red-circle'), mirageAt(4), drawn('black-square'), drawn('black-square'),
      taken('green-circle'), mirageAt(4), drawn('yellow-square'), drawn('yellow-square'),
    ]);
    const digital = play('digital');
    expect(mirageEvents(digital.events)).toEqual([
      taken('red-circle'), mirageAt(4), taken('green-circle'), mirageAt(4),
      drawn('black-square'), drawn('black-square'), drawn('yellow-square'), drawn('yellow-square'),
    ]);
    // the same materia in the end, and the Morning is over in both
    for (const r of [printed, digital]) {
      expect(poolOf(r.state)).toEqual(['red-circle', 'green-circle', 'black-square', 'black-square', 'yellow-square', 'yellow-square']);
      expect(r.state.phase).toBe('midday');
    }
  });

  it('the pool limit: printed draws fill the pool and stop the second take; digital takes both, then draws what still fits', () => {
    const six: MateriaKind[] = [...copies('yellow-square', 3), ...copies('black-square', 3)];
    const play = (rules: Rules) => run(levitation(rules, six, copies('purple-triangle', 3)), [cast('levitation', 3), pick('red-circle')]);
    const printed = play('printed');
    expect(printed.events.slice(1)).toEqual([
      taken('red-circle'), mirageAt(4), drawn('purple-triangle'), drawn('purple-triangle'),
      { type: 'step-skipped', player: 0, step: 'take', remaining: 1 },
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(poolOf(printed.state)).toEqual(['red-circle', 'purple-triangle', 'purple-triangle', ...copies('black-square', 3), ...copies('yellow-square', 3)]);
    expect(altarOf(printed.state)).toEqual(['green-circle', 'white-square']);

    const digital = play('digital');
    // 6 + 2 taken = 8: of the 4 draws owed, 1 fits; the other 3 are not drawn
    expect(digital.events.slice(1)).toEqual([
      taken('red-circle'), mirageAt(4), taken('green-circle'), mirageAt(4), drawn('purple-triangle'),
      { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
    ]);
    expect(poolOf(digital.state)).toEqual(['red-circle', 'purple-triangle', 'green-circle', ...copies('black-square', 3), ...copies('yellow-square', 3)]);
    expect(digital.state.pouchTop).toEqual(copies('purple-triangle', 2));
  });

  it('digital: while the step still waits for a take, the draws owed wait in the effect (and travel in a save)', () => {
    const s = riggedGame({ rules: 'digital', spells: MI, altar: ['red-circle', 'green-circle', 'black-circle'], pools: [[], []],
      learned: [[learned('mirage', 4, 'blue-circle'), learned('levitation', 3, 'purple-square')], []],
      nextDraws: copies('yellow-square', 4) });
    const one = run(s, [cast('levitation', 3), pick('red-circle')]);
    expect(mirageEvents(one.events)).toEqual([taken('red-circle'), mirageAt(4)]);
    expect(one.state.pending[0]?.steps).toEqual([{ step: 'take', count: 1, taker: 0, filter: { rune: 'circle' } }, { step: 'draw', count: 2 }]);
    expect(findInvariantProblem(one.state)).toBeUndefined();
    const loaded = deserialize(serialize(one.state));
    expect(loaded).toEqual(one.state);
    const two = run(loaded, [pick('black-circle')]);
    expect(mirageEvents(two.events)).toEqual([taken('black-circle'), mirageAt(4), ...copies('yellow-square', 4).map(drawn)]);
    expect(two.state.pending).toEqual([]);
  });

  it('a take that is a whole action (a primary Take 1) draws at once under both', () => {
    for (const rules of PROFILES) {
      const s = riggedGame({ rules, spells: MI, altar: ['red-circle'], pools: [[], []], learned: [[learned('mirage', 3, 'blue-circle')], []], nextDraws: ['green-square'] });
      const r = run(s, [{ type: 'take', player: 0, materia: 'red-circle' }]);
      expect(r.events).toEqual([
        taken('red-circle'), mirageAt(3), drawn('green-square'),
        { type: 'phase-started', player: 0, phase: 'midday', day: 1 },
      ]);
    }
  });

  it('digital: the draws come before the effect\'s next step (Divination L3\'s discard may give away what they drew)', () => {
    for (const rules of PROFILES) {
      const s = riggedGame({ rules, spells: spellsWith('mirage', 'divination'), altar: [], pools: [['yellow-square'], []],
        learned: [[learned('mirage', 3, 'blue-circle'), learned('divination', 3, 'purple-square')], []],
        nextDraws: ['red-circle', 'green-circle', 'black-triangle', 'white-triangle'] });
      const r = run(s, [cast('divination', 3), pick('red-circle')]);
      // both taken, both drawn, and only then the discard, which offers the drawn triangles
      expect(effect(r.state).step).toEqual({ step: 'discard', count: 1 });
      expect(legalActions(r.state)).toContainEqual(pick('black-triangle'));
      expect(legalActions(r.state)).toContainEqual(pick('white-triangle'));
      expect(mirageEvents(r.events)).toEqual(rules === 'printed'
        ? [taken('red-circle'), mirageAt(3), drawn('black-triangle'), taken('green-circle'), mirageAt(3), drawn('white-triangle')]
        : [taken('red-circle'), mirageAt(3), taken('green-circle'), mirageAt(3), drawn('black-triangle'), drawn('white-triangle')]);
    }
  });

  it('a Clone L5 copy of another player\'s Levitation: the cloner\'s draws come after the copied takes (digital), within the pool as it is after Clone\'s cost', () => {
    const spells = spellsWith('mirage', 'clone');
    const play = (rules: Rules) => {
      // 7 in the pool: Clone's cost (a triangle, its card rune) leaves 6
      const s = riggedGame({ rules, spells, phase: 'midday', altar: ['red-circle', 'green-circle', 'white-square'],
        pools: [['white-triangle', ...copies('yellow-square', 3), ...copies('black-square', 3)], []],
        learned: [[learned('mirage', 4, 'blue-circle'), learned('clone', 5, 'white-triangle')], [learned('levitation', 3, 'purple-square')]],
        nextDraws: copies('purple-triangle', 4) });
      return run(s, [cast('clone', 5), castFrom('levitation', 3, 1), pick('red-circle')]);
    };
    const printed = play('printed');
    expect(mirageEvents(printed.events)).toEqual([taken('red-circle'), mirageAt(4), drawn('purple-triangle'), drawn('purple-triangle')]);
    expect(only(printed.events, 'step-skipped')).toEqual([{ type: 'step-skipped', player: 0, step: 'take', remaining: 1 }]);
    const digital = play('digital');
    expect(mirageEvents(digital.events)).toEqual([taken('red-circle'), mirageAt(4), taken('green-circle'), mirageAt(4), drawn('purple-triangle')]);
    // The cost leaves the pool first under both: paid into the discard (printed), or held aside
    // until the copy ends (digital, `cloneDiscard`).
    expect(only(printed.events, 'materia-discarded')).toEqual([{ type: 'materia-discarded', from: 'pool', player: 0, materia: 'white-triangle' }]);
    expect(only(digital.events, 'materia-held')).toEqual([{ type: 'materia-held', player: 0, materia: 'white-triangle' }]);
    expect(only(digital.events, 'materia-discarded')).toEqual([{ type: 'materia-discarded', from: 'held', player: 0, materia: 'white-triangle' }]);
    for (const r of [printed, digital]) {
      expect(poolOf(r.state)).toHaveLength(9);
      expect(poolOf(r.state, 1)).toEqual([]);
      expect(r.state.phase).toBe('evening');
    }
  });

  it('Storm\'s take 3: printed draws fill the pool between the takes; digital draws once the three are taken, before Storm is lowered', () => {
    const play = (rules: Rules) => {
      const s = riggedGame({ rules, spells: spellsWith('mirage', 'storm'), phase: 'evening',
        altar: ['red-circle', 'green-circle', 'black-circle', 'yellow-triangle'], pools: [copies('yellow-square', 5), []],
        learned: [[learned('mirage', 4, 'blue-circle'), learned('storm', 4, 'white-square')], []],
        // one revealed onto the altar for the discarded triangle, then Mirage's draws
        nextDraws: ['white-triangle', ...copies('purple-square', 4)] });
      // discard 1 altar materia (what both Storm readings allow), then take the three circles
      return run(s, [cast('storm', 4), pick('yellow-triangle'), stop(), pick('red-circle'), pick('green-circle'), ...(rules === 'printed' ? [] : [pick('black-circle')])]);
    };
    const printed = play('printed');
    expect(mirageEvents(printed.events)).toEqual([
      taken('red-circle'), mirageAt(4), drawn('purple-square'), drawn('purple-square'),
      taken('green-circle'), mirageAt(4), // the pool is full: nothing is drawn, and the third take is skipped
    ]);
    expect(poolOf(printed.state)).toEqual(['red-circle', 'purple-square', 'purple-square', 'green-circle', ...copies('yellow-square', 5)]);
    const digital = play('digital');
    expect(mirageEvents(digital.events)).toEqual([
      taken('red-circle'), mirageAt(4), taken('green-circle'), mirageAt(4), taken('black-circle'), mirageAt(4), drawn('purple-square'),
    ]);
    expect(poolOf(digital.state)).toEqual(['red-circle', 'purple-square', 'green-circle', 'black-circle', ...copies('yellow-square', 5)]);
    // both: the draws come before the card is lowered
    for (const r of [printed, digital]) {
      const lowered = r.events.findIndex((e) => e.type === 'spell-level-changed');
      const lastDraw = r.events.map((e) => e.type).lastIndexOf('materia-drawn');
      expect(lowered).toBeGreaterThan(lastDraw);
    }
  });

  it('Purification\'s swaps, counted as takes (printed `mirageTakes`): at once, a drawn materia may be given in the next swap; after-takes, the draws come after the last swap', () => {
    const setup = (rules: Rules): GameState => riggedGame({ rules, spells: MI, phase: 'midday', altar: ['red-circle', 'green-triangle'],
      pools: [['yellow-square', 'yellow-square'], []],
      learned: [[learned('mirage', 3, 'blue-circle'), learned('purification', 4, 'green-square')], []], nextDraws: ['black-triangle'] });
    const swapped = (give: MateriaKind, get: MateriaKind): GameEvent => ({ type: 'materia-swapped', player: 0, with: 'altar', give, get });
    const atOnce = run(setup('printed'), [cast('purification', 4), swap('yellow-square', 'red-circle')]);
    expect(atOnce.events.slice(1)).toEqual([swapped('yellow-square', 'red-circle'), mirageAt(3), drawn('black-triangle')]);
    expect(legalActions(atOnce.state)).toContainEqual(swap('black-triangle', 'green-triangle'));
    const delayed: RuleProfile = { ...RULE_PRESETS.printed, mirageDraws: 'after-takes' };
    const first = run(setup(delayed), [cast('purification', 4), swap('yellow-square', 'red-circle')]);
    // the one pair left (a yellow square for the green triangle) is made at once, then the draw
    expect(first.events.slice(1)).toEqual([
      swapped('yellow-square', 'red-circle'), mirageAt(3), swapped('yellow-square', 'green-triangle'), drawn('black-triangle'),
      { type: 'phase-started', player: 0, phase: 'evening', day: 1 },
    ]);
    expect(first.state.pending).toEqual([]);
    expect(poolOf(first.state)).toEqual(['red-circle', 'green-triangle', 'black-triangle']);
  });

  it('the end trigger interrupts nothing: with a delayed draw (after-takes, take-and-store counted) the draws still come after the board fills', () => {
    const twelve: MateriaKind[] = [...copies('white-square', 5), ...copies('yellow-square', 5), 'black-square', 'black-square'];
    const setup = (rules: Rules): GameState => riggedGame({ rules, spells: 'set3', phase: 'evening', altar: ['red-circle', 'green-circle'],
      pools: [[], []], familiars: [twelve, []],
      learned: [[learned('mirage', 3, 'blue-circle'), learned('growth', 4, 'green-triangle')], []],
      nextDraws: ['red-triangle', 'green-triangle'] });
    const delayed: RuleProfile = { ...RULE_PRESETS.printed, mirageDraws: 'after-takes' };
    const atOnce = run(setup('printed'), [cast('growth', 4), pick('red-circle')]);
    const after = run(setup(delayed), [cast('growth', 4), pick('red-circle')]);
    const stored = (materia: MateriaKind, space: number): GameEvent => ({ type: 'materia-stored', player: 0, materia, from: 'altar', space });
    const ended: GameEvent = { type: 'game-end-triggered', player: 0, reason: 'familiar-full' };
    const pick4 = (events: readonly GameEvent[]) => events.filter((e) => mirageEvents([e]).length > 0 || e.type === 'game-end-triggered');
    expect(pick4(atOnce.events)).toEqual([stored('red-circle', 12), mirageAt(3), drawn('red-triangle'), stored('green-circle', 13), ended, mirageAt(3), drawn('green-triangle')]);
    expect(pick4(after.events)).toEqual([stored('red-circle', 12), mirageAt(3), stored('green-circle', 13), ended, mirageAt(3), drawn('red-triangle'), drawn('green-triangle')]);
    for (const r of [atOnce, after]) {
      expect(board(r.state)).toHaveLength(14);
      expect(poolOf(r.state)).toEqual(['red-triangle', 'green-triangle']);
      expect(r.state.endTrigger).toEqual({ player: 0, day: 1, reason: 'familiar-full' });
    }
  });

  describe('Swiftness\'s extra Morning action, part of the Evening Learn (a homebrew yellow spell that draws like Mirage L4: Mirage and Swiftness are both blue)', () => {
    // Not `homebrew-...`: the homebrew tests list the registered spells of that prefix, and the registry is module-global.
    const ECHO = 'profile-test-echo';
    const echoLevel: SpellLevel = { kind: 'permanent', points: 0, drawsOnTake: ({ materia, cardRune }) => (materia.endsWith(`-${cardRune}`) ? 2 : 0) };
    if (!hasSpell(ECHO)) {
      defineSpell({ id: ECHO, colour: 'yellow', set: null, phase: null, levels: { 3: echoLevel, 4: echoLevel, 5: echoLevel },
        names: { en: 'Echo', uk: 'Відлуння', pl: 'Echo', 'zh-TW': '回聲' } });
    }
    const blue: MateriaKind[] = ['blue-circle', 'blue-triangle', 'blue-square'];
    const evening = (rules: Rules): GameState => riggedGame({ rules, spells: ['eruption', 'levitation', 'cure', 'focus', 'storm', 'swiftness', ECHO],
      phase: 'evening', altar: ['red-circle', 'green-circle', 'white-square'],
      // 6 left once Swiftness is learned with the three blues
      pools: [[...blue, ...copies('yellow-square', 3), ...copies('black-square', 3)], []],
      learned: [[learned(ECHO, 3, 'yellow-circle'), learned('levitation', 3, 'purple-square')], []],
      nextDraws: copies('purple-triangle', 4) });
    const learnSwiftness = learn('swiftness', 3, 'blue-triangle', blue);

    it('an extra Take 1 draws at once under both (the take is the whole extra action)', () => {
      for (const rules of PROFILES) {
        const r = run(evening(rules), [learnSwiftness, { type: 'take', player: 0, materia: 'red-circle' }]);
        const at = r.events.findIndex((e) => e.type === 'materia-taken');
        expect(r.events.slice(at, at + 4)).toEqual([taken('red-circle'), { type: 'spell-triggered', player: 0, spell: ECHO, level: 3 }, drawn('purple-triangle'), drawn('purple-triangle')]);
        expect(poolOf(r.state)).toHaveLength(9);
      }
    });

    it('an extra Levitation: printed draws fill the pool and stop its second take; digital takes both, then draws what fits', () => {
      const play = (rules: Rules) => run(evening(rules), [learnSwiftness, cast('levitation', 3), pick('red-circle')]);
      const echo: GameEvent = { type: 'spell-triggered', player: 0, spell: ECHO, level: 3 };
      const printed = play('printed');
      expect(mirageEvents(printed.events)).toEqual([taken('red-circle'), echo, drawn('purple-triangle'), drawn('purple-triangle')]);
      expect(only(printed.events, 'step-skipped')).toEqual([{ type: 'step-skipped', player: 0, step: 'take', remaining: 1 }]);
      const digital = play('digital');
      expect(mirageEvents(digital.events)).toEqual([taken('red-circle'), echo, taken('green-circle'), echo, drawn('purple-triangle')]);
      for (const r of [printed, digital]) {
        expect(poolOf(r.state)).toHaveLength(9);
        expect(r.state.players[0]?.spells.map((x) => x.spell)).toContain('swiftness');
      }
    });
  });

  describe('every take of an effect (L3, circle card): printed draws after each take, digital after the step\'s last take', () => {
    /** Answers every pending step of seat 0: Storm discards 1 non-circle then stops, Focus takes, circles first. */
    function resolve(state: GameState): { state: GameState; events: GameEvent[] } {
      let s = state;
      const events: GameEvent[] = [];
      for (let i = 0; i < 20; i++) {
        const d = currentDecision(s);
        if (d.kind !== 'effect') break;
        const options = legalActions(s);
        const choice = d.step.step === 'clear-altar'
          ? (d.step.discarded === 0 ? options.find((a) => a.type === 'pick' && runeOf(a.materia) !== 'circle') : options.find((a) => a.type === 'stop'))
          : d.step.step === 'mode' ? options.find((a) => a.type === 'mode' && a.mode === 'take')
            : options.find((a) => a.type === 'pick' && runeOf(a.materia) === 'circle') ?? options[0];
        const r = run(s, [choice as Action]);
        s = r.state;
        events.push(...r.events);
      }
      return { state: s, events };
    }
    const altar: MateriaKind[] = ['red-circle', 'green-circle', 'black-circle', 'yellow-triangle'];
    const routes: { name: string; spells: SpellId[]; phase: 'morning' | 'midday' | 'evening'; spell: SpellId; level: 3 | 4 | 5; card: MateriaKind; familiar?: MateriaKind[]; takes: number }[] = [
      { name: 'Levitation L3 (take 2 circles)', spells: spellsWith('mirage'), phase: 'morning', spell: 'levitation', level: 3, card: 'purple-square', takes: 2 },
      { name: 'Sharing L5 (take 3)', spells: spellsWith('mirage', 'sharing'), phase: 'morning', spell: 'sharing', level: 5, card: 'purple-square', takes: 3 },
      { name: 'Divination L5 (reveal 2, take 2)', spells: spellsWith('mirage', 'divination'), phase: 'morning', spell: 'divination', level: 5, card: 'purple-square', takes: 2 },
      { name: 'Storm L4 (take 3)', spells: spellsWith('mirage', 'storm'), phase: 'evening', spell: 'storm', level: 4, card: 'white-square', takes: 3 },
      { name: 'Focus L5 (take 2 of its card rune)', spells: spellsWith('mirage', 'focus'), phase: 'evening', spell: 'focus', level: 5, card: 'black-circle', takes: 2 },
      { name: 'Feast L3 (take 1 of a colour on the board)', spells: spellsWith('mirage', 'feast'), phase: 'midday', spell: 'feast', level: 3, card: 'black-square', familiar: ['red-square'], takes: 1 },
    ];
    for (const route of routes) {
      it(route.name, () => {
        const pools: Record<string, MateriaKind[]> = {};
        for (const rules of PROFILES) {
          const s = riggedGame({ rules, spells: route.spells, phase: route.phase, altar, pools: [['yellow-square'], []],
            familiars: [route.familiar ?? [], []],
            learned: [[learned('mirage', 3, 'blue-circle'), learned(route.spell, route.level, route.card)], []],
            nextDraws: ['white-triangle', 'white-triangle', 'purple-triangle', 'purple-triangle', 'purple-triangle'] });
          const c = run(s, [cast(route.spell, route.level)]);
          const r = resolve(c.state);
          const seen = mirageEvents([...c.events, ...r.events]).map((e) => e.type);
          // the pattern of takes (T), triggers (M) and draws (D)
          const pattern = seen.map((t) => (t === 'materia-taken' ? 'T' : t === 'spell-triggered' ? 'M' : 'D')).join('');
          expect(pattern).toBe(rules === 'printed' ? 'TMD'.repeat(route.takes) : `${'TM'.repeat(route.takes)}${'D'.repeat(route.takes)}`);
          expect(currentDecision(r.state).kind).toBe('phase');
          assertConserved(r.state);
          pools[rules] = poolOf(r.state);
        }
        // with room in the pool, the two timings end with the same materia
        expect(pools.digital).toEqual(pools.printed);
      });
    }
  });
});

describe('P4 Mirage timing: Sharing L3 (take 1, draw 1) under after-takes and after-step', () => {
  const SH = spellsWith('sharing', 'mirage');
  const AFTER_TAKES = { ...RULE_PRESETS.digital, mirageDraws: 'after-takes' } as const;
  /**
   * Seat 0's Morning, Sharing L3 and Mirage L4 (card rune circle) learned, the other players' pools
   * full: the take of a circle owes Mirage's 2 draws besides Sharing's own. `pouch`: the tokens left
   * to draw (the rest of the game's tokens lie in the discard unless `dry`, where they are all on
   * the table and nothing can be drawn after them).
   */
  const sharing = (rules: Rules, pool: MateriaKind[], nextDraws: MateriaKind[]): GameState => riggedGame({
    rules, spells: SH, phase: 'morning', altar: ['red-circle', 'green-square'], pools: [pool, []],
    learned: [[learned('sharing', 3, 'purple-square'), learned('mirage', 4, 'blue-circle')], []], nextDraws,
  });
  const draws = (events: readonly GameEvent[]): string[] => events
    .filter((e) => (e.type === 'materia-drawn' && e.player === 0) || (e.type === 'draw-lost' && e.to === 'pool'))
    .map((e) => (e.type === 'materia-drawn' ? e.materia : 'lost'));

  it('the values: after-step joins the point; the digital preset reads it from rules version 2, version 1 read after-takes', () => {
    expect(RULE_POINTS.mirageDraws).toEqual(['at-once', 'after-takes', 'after-step']);
    expect(RULE_PRESETS.digital.mirageDraws).toBe('after-step');
    expect(rulePresetAt('digital', 1).mirageDraws).toBe('after-takes');
  });

  it('with room: both orders draw the same tokens into the same pool; after-step puts Sharing\'s own draw in the pending steps first', () => {
    const next: MateriaKind[] = ['black-square', 'yellow-triangle', 'white-circle'];
    const takes = run(sharing(AFTER_TAKES, [], next), [cast('sharing', 3), pick('red-circle')]);
    const step = run(sharing('digital', [], next), [cast('sharing', 3), pick('red-circle')]);
    expect(draws(takes.events)).toEqual(['black-square', 'yellow-triangle', 'white-circle']);
    expect(draws(step.events)).toEqual(draws(takes.events));
    expect(step.state.players).toEqual(takes.state.players);
  });

  it('the pouch runs dry between the draws: after-takes draws Mirage\'s first (one drawn, one lost) and then loses Sharing\'s; after-step draws Sharing\'s and loses Mirage\'s', () => {
    // Every token on the table but one in the pouch, none in the discard (4 players).
    const rest = without(allTokens(), ['purple-square', 'blue-circle', 'white-triangle']);
    const dry = (rules: Rules): GameState => riggedGame({
      players: 4, rules, spells: SH, phase: 'morning', day: 5, altar: rest.slice(0, 17),
      pools: [rest.slice(17, 23), rest.slice(23, 32), rest.slice(32, 41), rest.slice(41, 50)],
      familiars: [rest.slice(50, 63), rest.slice(63, 76), rest.slice(76, 89), rest.slice(89, 102)],
      learned: [[learned('sharing', 3, 'purple-square'), learned('mirage', 4, 'blue-circle')], [], [], []],
    });
    const takes = run(dry(AFTER_TAKES), [cast('sharing', 3), pick('red-circle')]);
    const step = run(dry('digital'), [cast('sharing', 3), pick('red-circle')]);
    // after-takes: Mirage's draw step (2) draws the last token and loses the next; Sharing's own (1) is lost.
    expect(draws(takes.events)).toEqual(['white-triangle', 'lost', 'lost']);
    // after-step: Sharing's own draw takes the last token; Mirage's step loses its first draw and stops.
    expect(draws(step.events)).toEqual(['white-triangle', 'lost']);
    expect({ ...step.state, rules: takes.state.rules }).toEqual(takes.state);
  });
});

describe('P4 Mirage timing: data of rules version 1 (written by the engine before after-step)', () => {
  const { record, save } = writtenBefore('mirageDraws');

  it('a digital save waiting on Sharing L3\'s take plays Mirage\'s draws first, as recorded', () => {
    const state = deserialize(save.save);
    expect(state.rules.mirageDraws).toBe('after-takes');
    checkSaveEntry(save);
  });

  it('the digital record replays, event for event, to its recorded end', () => {
    checkRecordEntry(record);
  });
});
