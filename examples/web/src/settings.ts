/**
 * The game's settings, read from the page's query string, e.g.
 * `?players=3&spells=set3&seed=friday&bots=greedy,random&lang=uk&fast=1&playouts=150`.
 *
 * Keeping them in the URL makes every game bookmarkable and reproducible: the same settings
 * give the same deal (the engine is seeded) and the same bot moves (bots draw from their own
 * seeded generators), so only the human's clicks can change the story. The new-game form is a
 * plain `<form method="get">` that writes these parameters.
 *
 * This module touches no DOM, so the end-to-end test imports `makeBot` from it to build the
 * very same bots in Node and follow the game move by move (the page asks the same bots, by
 * name and options, in a Web Worker: see `botChoice`).
 */
import { LOCALES, type GameOptions, type Locale } from 'spellbook-engine';
import { DEFAULT_SEARCH, greedyBot, randomBot, searchBot, type Bot, type BotChoice, type BuiltInBots } from 'spellbook-engine/bots';

/** The opponents a seat can be given. */
export const BOT_KINDS = ['greedy', 'random', 'search'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** The spell selections the form offers (the engine also accepts an explicit list of 7 ids). */
export const SELECTIONS = ['set1', 'set2', 'set3', 'classic'] as const;
export type Selection = (typeof SELECTIONS)[number];

/** The seat the human plays. */
export const HUMAN = 0;

export interface Settings {
  /** 2 to 4 players: the human in seat 0 and a bot in each other seat. */
  readonly players: 2 | 3 | 4;
  readonly spells: Selection;
  readonly seed: string;
  /** One bot per other seat: `bots[0]` plays seat 1, and so on. */
  readonly bots: readonly BotKind[];
  readonly locale: Locale;
  /** Test mode: bots answer at once instead of after a readable pause. */
  readonly fast: boolean;
  /**
   * The search bot's playouts per decision (its `iterations`). The bots think in a Web Worker,
   * so the search plays at full strength (the default, 150) without freezing the page; more
   * playouts make it stronger and slower. `iterations` rather than `timeMs` keeps the bot
   * deterministic, so a game replays exactly.
   */
  readonly playouts: number;
}

/** The search bot's playouts when the URL gives none: its own default. */
export const DEFAULT_PLAYOUTS = DEFAULT_SEARCH.iterations;
const MAX_PLAYOUTS = 20_000;

/**
 * The bot for a kind as the page asks the bot worker for it: a built-in bot's name and its
 * options (plain JSON, so they cross to the worker).
 */
export function botChoice(kind: BotKind, playouts: number = DEFAULT_PLAYOUTS): BotChoice<BuiltInBots> {
  switch (kind) {
    case 'greedy': return { bot: 'greedy' };
    case 'random': return { bot: 'random' };
    case 'search': return { bot: 'search', options: { iterations: playouts } };
  }
}

/**
 * The same bot built on this thread, as the worker builds it from `botChoice` (same name, same
 * options, so the same choices): the end-to-end test follows the page's game with it in Node.
 */
export function makeBot(kind: BotKind, playouts: number = DEFAULT_PLAYOUTS): Bot {
  switch (kind) {
    case 'greedy': return greedyBot();
    case 'random': return randomBot();
    case 'search': return searchBot({ iterations: playouts });
  }
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

/** The locale for a first visit without `lang`: the browser's language if the engine speaks it. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const lang of languages) {
    if (/^zh-(TW|Hant)/i.test(lang)) return 'zh-TW';
    const base = lang.slice(0, 2).toLowerCase();
    const hit = oneOf(LOCALES, base);
    if (hit !== undefined) return hit;
  }
  return 'en';
}

/**
 * Reads the settings from a query string. Missing or invalid values fall back to defaults
 * (3 players, set 1, greedy bots, a fresh random seed, 150 playouts), so a hand-edited URL never
 * breaks the page.
 */
export function readSettings(params: URLSearchParams, defaults: { readonly seed: () => string; readonly locale: Locale }): Settings {
  const n = Number(params.get('players'));
  const players = n === 2 || n === 3 || n === 4 ? n : 3;
  const listed = (params.get('bots') ?? '').split(',');
  const bots: BotKind[] = [];
  for (let seat = 1; seat < players; seat++) {
    bots.push(oneOf(BOT_KINDS, params.get(`bot${seat}`)) ?? oneOf(BOT_KINDS, listed[seat - 1] ?? null) ?? 'greedy');
  }
  const seed = (params.get('seed') ?? '').trim().slice(0, 64);
  const playouts = Number(params.get('playouts') ?? DEFAULT_PLAYOUTS);
  return {
    players,
    spells: oneOf(SELECTIONS, params.get('spells')) ?? 'set1',
    seed: seed === '' ? defaults.seed() : seed,
    bots,
    locale: oneOf(LOCALES, params.get('lang')) ?? defaults.locale,
    fast: params.get('fast') === '1',
    playouts: Number.isInteger(playouts) && playouts >= 1 && playouts <= MAX_PLAYOUTS ? playouts : DEFAULT_PLAYOUTS,
  };
}

/** The query string that reproduces these settings (what the page puts back in its URL). */
export function settingsToParams(s: Settings): URLSearchParams {
  const p = new URLSearchParams({ players: String(s.players), spells: s.spells, seed: s.seed, bots: s.bots.join(','), lang: s.locale });
  if (s.fast) p.set('fast', '1');
  if (s.playouts !== DEFAULT_PLAYOUTS) p.set('playouts', String(s.playouts));
  return p;
}

/** The engine's options for these settings. The seed makes the deal reproducible. */
export function gameOptions(s: Settings): GameOptions {
  return { players: s.players, seed: s.seed, spells: s.spells };
}

/** A short random seed for a first visit, e.g. `amber-4821` (shown in the header, kept in the URL). */
export function randomSeed(random: () => number): string {
  const words = ['amber', 'willow', 'ember', 'frost', 'raven', 'cedar', 'lumen', 'tide', 'thorn', 'sage'];
  return `${words[Math.floor(random() * words.length)] ?? 'seed'}-${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;
}
