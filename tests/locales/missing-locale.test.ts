// A language that was never registered is reported: onMissingLocale('throw') makes the display
// functions throw a LocaleError that says how to register it; a handler function is told the tag
// (then English is shown); null, the default, shows English with no word. The setting is reset
// after each test (rule tests share their modules).
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOCALES, LocaleError, createGame, currentDecision, describeAction, describeDecision, describePlayer, localeTable, onMissingLocale,
  registerLocale, registeredLocales, spellName, spellText, type MissingLocaleHandler,
} from '../../src/index.js';
import { thrownBy } from '../kit/index.js';

afterEach(() => onMissingLocale(null));

/** A tag no test registers. */
const NEVER = 'xx-never';

describe('onMissingLocale', () => {
  it("null, the default: a tag that is not registered reads as English, silently", () => {
    expect(describePlayer(0, NEVER)).toBe('Player 1');
    expect(spellName('blaze', NEVER)).toBe('Blaze');
    // The built-in English words (another test file may have registered 'en' with overrides:
    // rule tests share their modules).
    expect(localeTable(NEVER).phases).toEqual({ morning: 'Morning', midday: 'Midday', evening: 'Evening' });
  });

  it("'throw': every display function throws LocaleError unregistered-locale, naming what is registered and how to register", () => {
    onMissingLocale('throw');
    const state = createGame({ players: 2, seed: 'missing' });
    const calls: readonly (() => unknown)[] = [
      () => describePlayer(0, NEVER),
      () => describeAction({ type: 'pass', player: 0 }, NEVER),
      () => describeDecision(currentDecision(state), NEVER),
      () => spellName('blaze', NEVER),
      () => spellText('blaze', 3, NEVER),
      () => localeTable(NEVER),
    ];
    for (const call of calls) {
      const e = thrownBy(LocaleError, call);
      expect([e.name, e.code, e.path]).toEqual(['LocaleError', 'unregistered-locale', 'locale']);
      expect(e.message).toContain(`"${NEVER}" is not registered (registered: ${registeredLocales().join(', ')})`);
    }
    // A language the package ships: the message names its entry point. (Registered ones cannot be
    // taken back, and rule tests share their modules: take one no other test file registered yet.)
    const shipped = LOCALES.find((tag) => tag !== 'en' && !registeredLocales().includes(tag));
    if (shipped !== undefined) {
      const name = shipped.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      expect(thrownBy(LocaleError, () => describePlayer(0, shipped)).message)
        .toContain(`import { ${name} } from 'spellbook-engine/locales/${shipped}' and registerLocale it first`);
    }
    // English is always there, whatever the setting.
    expect(describePlayer(0)).toBe('Player 1');
    expect(describePlayer(0, 'en')).toBe('Player 1');
  });

  it('once registered, the language is used and nothing is reported', () => {
    onMissingLocale('throw');
    registerLocale({ locale: 'xx-test', table: { player: (n) => `Seat ${n}` } });
    expect(describePlayer(1, 'xx-test')).toBe('Seat 2');
  });

  it('a function is told each tag looked up that is not registered, then English is shown; what it throws, the caller gets', () => {
    const told: string[] = [];
    const handler: MissingLocaleHandler = (tag) => told.push(tag);
    onMissingLocale(handler);
    expect(describePlayer(0, 'de-AT')).toBe('Player 1');
    expect(spellName('storm', 'fr')).toBe('Storm');
    expect(new Set(told)).toEqual(new Set(['de-AT', 'fr']));
    describePlayer(0, 'en');
    expect(told).not.toContain('en');
    onMissingLocale((tag) => {
      throw new RangeError(`no ${tag}`);
    });
    expect(() => describePlayer(0, 'de')).toThrow(RangeError);
  });

  it("refuses a handler that is none (LocaleError invalid-handler), keeping the one set", () => {
    onMissingLocale('throw');
    const e = thrownBy(LocaleError, () => onMissingLocale('warn' as never));
    expect([e.code, e.path]).toEqual(['invalid-handler', 'handler']);
    expect(() => describePlayer(0, NEVER)).toThrow(LocaleError);
  });
});
