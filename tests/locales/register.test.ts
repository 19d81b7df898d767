// Languages are opt-in: English is built in and fills every gap; the shipped languages and an
// app's own are added with registerLocale. Also: describeAction without the player, and the
// typed error for an unknown spell id. Tags registered here are used by this file only
// (`x-` tags; the shipped languages register the same definitions everywhere).
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES, BUILTIN_SPELL_IDS, LEVELS, LocaleError, UnknownSpellError, createGame, currentDecision, defineSpell, describeAction,
  describeDecision, describeEvent, describeMateria, describeViolation, getSpell, legalActions, localeTable, registerLocale,
  registeredLocales, spellName, spellText, type Action, type LocaleInput,
} from '../../src/index.js';
import { en } from '../../src/locales/packs/en.js';
import { uk } from '../../src/locales/packs/uk.js';
import { pl } from '../../src/locales/packs/pl.js';
import { zhTW } from '../../src/locales/packs/zh-TW.js';

const TAKE: Action = { type: 'take', player: 0, materia: 'red-circle' };

/** One action of each type, hand-made, and the first real ones. */
function sampleActions(): Action[] {
  const game = createGame({ players: 2, seed: 'register-actions', firstPlayer: 0 });
  return [
    ...legalActions(game).slice(0, 3),
    { type: 'take', player: 0, materia: 'red-circle' }, { type: 'draw', player: 1 }, { type: 'store', player: 0, materia: 'white-triangle' },
    { type: 'learn', player: 1, spell: 'abundance', level: 3, onCard: 'yellow-circle', spend: ['yellow-circle', 'yellow-triangle', 'red-square'] },
    { type: 'pass', player: 0 }, { type: 'cast', player: 0, spell: 'sacrifice', level: 3 },
    { type: 'cast', player: 1, spell: 'levitation', level: 4, from: 0 }, { type: 'pick', player: 0, materia: 'blue-square' },
    { type: 'swap', player: 1, give: 'red-circle', get: 'green-square' }, { type: 'raise', player: 0, spell: 'growth' },
    { type: 'mode', player: 1, mode: 'store' }, { type: 'stop', player: 0 },
  ];
}

describe('English is built in; a tag that is not registered reads as English', () => {
  it('describe*, spellName, spellText and localeTable take any tag, and an unregistered one gives English', () => {
    const game = createGame({ players: 2, seed: 'register-fallback', firstPlayer: 0 });
    const decision = currentDecision(game);
    for (const tag of ['x-unregistered', 'de', '']) {
      expect(describeAction(TAKE, tag)).toBe(describeAction(TAKE));
      expect(describeDecision(decision, tag)).toBe(describeDecision(decision));
      expect(describeEvent({ type: 'materia-taken', player: 1, materia: 'blue-square' }, tag)).toBe('Player 2 takes a blue square from the altar.');
      expect(describeMateria('red-circle', tag)).toBe('red circle');
      expect(describeViolation({ code: 'not-your-turn' }, tag)).toBe('It is not your turn to act.');
      for (const id of BUILTIN_SPELL_IDS) {
        expect(spellName(id, tag)).toBe(spellName(id));
        for (const level of LEVELS) expect(spellText(id, level, tag, 'digital')).toBe(spellText(id, level, 'en', 'digital'));
      }
      // Equal, not the same object: another file may have registered English again (a copy).
      expect(localeTable(tag)).toEqual(localeTable('en'));
    }
    expect(spellName('time-travel')).toBe('Time Travel');
    expect(localeTable().phases.morning).toBe('Morning');
    expect(registeredLocales()[0]).toBe('en');
  });

  it('the English entry point is the built-in English, complete', () => {
    expect(en.locale).toBe('en');
    expect(en.table).toEqual(localeTable('en'));
    for (const id of BUILTIN_SPELL_IDS) {
      expect(en.spellNames[id]).toBe(spellName(id));
      for (const level of LEVELS) expect(en.spellTexts[id][level]).toBe(spellText(id, level));
    }
  });
});

describe('the shipped languages, registered', () => {
  it('registering one makes its tag show its words, and lists it', () => {
    for (const language of [uk, pl, zhTW]) registerLocale(language);
    expect(spellName('time-travel', 'uk')).toBe('Подорож у часі');
    expect(spellName('blaze', 'pl')).toBe('Płomień');
    expect(spellName('blaze', 'zh-TW')).toBe('烈焰');
    expect(describeAction(TAKE, 'pl')).toBe('Gracz 1: weź czerwone koło z ołtarza');
    expect(localeTable('pl').phases.morning).toBe('Poranek');
    expect(registeredLocales()).toEqual(expect.arrayContaining(['en', 'uk', 'pl', 'zh-TW']));
  });
});

describe('describeAction without the player', () => {
  it('{ player: false } gives the action alone; the default adds the player the language\'s way', () => {
    for (const language of [uk, pl, zhTW]) registerLocale(language);
    expect(describeAction(TAKE, 'en', { player: false })).toBe('take a red circle from the altar');
    expect(describeAction(TAKE, 'en', { player: true })).toBe('Player 1: take a red circle from the altar');
    expect(describeAction(TAKE, 'zh-TW')).toBe(`玩家1：${describeAction(TAKE, 'zh-TW', { player: false })}`);
    const actions = sampleActions();
    expect(new Set(actions.map((a) => a.type))).toEqual(new Set(ACTION_TYPES));
    for (const tag of ['en', 'uk', 'pl', 'zh-TW']) {
      const t = localeTable(tag);
      for (const action of actions) {
        const alone = describeAction(action, tag, { player: false });
        const player = t.player(action.player + 1);
        expect(alone, `${tag} ${action.type}`).not.toContain(player);
        expect(alone.length).toBeGreaterThan(0);
        expect(describeAction(action, tag)).toBe(t.actionBy(player, alone));
        expect(describeAction(action, tag).startsWith(player), `${tag} ${action.type}`).toBe(true);
      }
    }
  });
});

describe('an app\'s own language', () => {
  const GERMAN: LocaleInput = {
    locale: 'x-de',
    table: {
      player: (n) => `Spieler ${n}`,
      phases: { morning: 'Morgen' },
      actions: { take: (p) => `nimm ${p.materia} vom Altar`, pass: () => 'passe' },
      violations: { 'not-your-turn': 'Du bist nicht am Zug.' },
    },
    spellNames: { blaze: 'Lodern', 'x-register-ember': 'Glut' },
    spellTexts: { sacrifice: { 3: 'Wirf 1 ○ ab, dann ziehe 4.', 4: 'Wirf 1 △ ab, dann ziehe 4.', 5: 'Wirf 1 □ ab, dann ziehe 4.' }, growth: en.spellTexts.growth },
    levelText: (name, level) => `${name}, Stufe ${level}`,
  };

  it('a fifth language: what it gives is used, English fills in the rest', () => {
    registerLocale(GERMAN);
    expect(registeredLocales()).toContain('x-de');
    const t = localeTable('x-de');
    expect(t.locale).toBe('x-de');
    expect(t.phases).toEqual({ ...localeTable('en').phases, morning: 'Morgen' });
    expect(describeAction(TAKE, 'x-de')).toBe('Spieler 1: nimm red circle vom Altar');
    expect(describeAction({ type: 'draw', player: 1 }, 'x-de')).toBe('Spieler 2: draw 2 materia from the pouch');
    expect(describeAction({ type: 'pass', player: 1 }, 'x-de', { player: false })).toBe('passe');
    expect(describeViolation({ code: 'not-your-turn' }, 'x-de')).toBe('Du bist nicht am Zug.');
    expect(describeViolation({ code: 'not-in-pool' }, 'x-de')).toBe(describeViolation({ code: 'not-in-pool' }));
    expect(spellName('blaze', 'x-de')).toBe('Lodern');
    expect(spellName('eruption', 'x-de')).toBe('Eruption');
    expect(spellText('sacrifice', 4, 'x-de')).toBe('Wirf 1 △ ab, dann ziehe 4.');
    expect(spellText('eruption', 3, 'x-de')).toBe(spellText('eruption', 3));
  });

  it('a text that a rule profile rewords, without the language\'s rewording, is the English one under that profile', () => {
    registerLocale(GERMAN);
    // Growth L5 reads differently under the digital lowering; this language gives no rewording.
    expect(spellText('growth', 5, 'x-de', 'printed')).toBe(GERMAN.spellTexts?.['growth']?.[5]);
    expect(spellText('growth', 5, 'x-de', 'digital')).toBe(spellText('growth', 5, 'en', 'digital'));
    // Sacrifice reads the same under every profile: the language's own text.
    expect(spellText('sacrifice', 3, 'x-de', 'digital')).toBe('Wirf 1 ○ ab, dann ziehe 4.');
  });

  it('a homebrew spell: its own name in the language, else the language\'s, else English; texts likewise, else the language\'s fallback', () => {
    registerLocale(GERMAN);
    defineSpell({
      id: 'x-register-ember', colour: 'red', set: null, phase: 'morning',
      levels: {
        3: { kind: 'action', points: 1, effect: () => [{ step: 'draw', count: 1 }] },
        4: { kind: 'action', points: 2, effect: () => [{ step: 'draw', count: 2 }] },
        5: { kind: 'action', points: 3, effect: () => [{ step: 'draw', count: 3 }] },
      },
      names: { en: 'Ember', 'x-fr': 'Braise' },
    });
    expect(spellName('x-register-ember', 'x-de')).toBe('Glut');
    expect(spellName('x-register-ember', 'x-fr')).toBe('Braise');
    expect(spellName('x-register-ember', 'pl')).toBe('Ember');
    expect(spellText('x-register-ember', 4, 'x-de')).toBe('Glut, Stufe 4');
    expect(spellText('x-register-ember', 4, 'x-fr')).toBe('Braise, level 4');
  });

  it('registering a tag again replaces it; registering en rewords English, the built-in English still filling gaps', () => {
    registerLocale({ locale: 'x-twice', spellNames: { blaze: 'One' } });
    registerLocale({ locale: 'x-twice', spellNames: { storm: 'Two' } });
    expect(spellName('blaze', 'x-twice')).toBe('Blaze');
    expect(spellName('storm', 'x-twice')).toBe('Two');
    try {
      registerLocale({ locale: 'en', spellNames: { blaze: 'Inferno' }, table: { phases: { evening: 'Dusk' } } });
      expect(spellName('blaze')).toBe('Inferno');
      expect(spellName('storm')).toBe('Storm');
      expect(localeTable().phases).toEqual({ morning: 'Morning', midday: 'Midday', evening: 'Dusk' });
      expect(registeredLocales().filter((tag) => tag === 'en')).toHaveLength(1);
    } finally {
      registerLocale(en);
    }
    expect(spellName('blaze')).toBe('Blaze');
  });

  it('a language of the wrong shape is refused with LocaleError and its path; nothing is registered', () => {
    const cases: [unknown, string][] = [
      [null, ''],
      [{ locale: '' }, 'locale'],
      [{ locale: 7 }, 'locale'],
      [{ locale: 'x-bad', table: 'words' }, 'table'],
      [{ locale: 'x-bad', table: { player: 'Gracz' } }, 'table.player'],
      [{ locale: 'x-bad', table: { actions: [] } }, 'table.actions'],
      [{ locale: 'x-bad', spellNames: { blaze: '' } }, 'spellNames.blaze'],
      [{ locale: 'x-bad', spellTexts: { blaze: { 3: 'a', 4: 'b' } } }, 'spellTexts.blaze.5'],
      [{ locale: 'x-bad', levelText: 'level' }, 'levelText'],
    ];
    for (const [language, path] of cases) {
      let error: unknown;
      try { registerLocale(language as LocaleInput); } catch (e) { error = e; }
      expect(error, path).toBeInstanceOf(LocaleError);
      expect((error as LocaleError).code).toBe('invalid-locale');
      expect((error as LocaleError).path).toBe(path);
    }
    expect(registeredLocales()).not.toContain('x-bad');
  });
});

describe('an unknown spell id', () => {
  it('getSpell, spellName and spellText throw UnknownSpellError with the code unknown-spell and the id', () => {
    for (const call of [() => getSpell('blaez'), () => spellName('blaez'), () => spellText('blaez', 3), () => spellName('blaez', 'uk')]) {
      let error: unknown;
      try { call(); } catch (e) { error = e; }
      expect(error).toBeInstanceOf(UnknownSpellError);
      expect(error).toBeInstanceOf(Error);
      const e = error as UnknownSpellError;
      expect(e.code).toBe('unknown-spell');
      expect(e.spell).toBe('blaez');
      expect(e.name).toBe('UnknownSpellError');
      expect(e.message).toMatch(/unknown spell "blaez"/);
    }
  });
});
