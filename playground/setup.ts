/**
 * The new-game form: players (solo to 4), spells (a printed set, classic, or 7 ids), seed, rule
 * profile, solo difficulty, and who plays each seat (a person clicking, or a bot).
 */
import { RULE_PRESETS, type GameOptions, type RulePresetName, type SpellId } from 'spellbook-engine';
import { byId, fill, h } from './dom.js';
import type { SeatControl, SpellChoice, UiText } from './i18n.js';

const CHOICES: readonly SpellChoice[] = ['set1', 'set2', 'set3', 'classic', 'ids'];
const CONTROLS: readonly SeatControl[] = ['human', 'random', 'greedy', 'search'];
const PRESETS = Object.keys(RULE_PRESETS) as RulePresetName[];
/** The seats' controls before anyone changes them: a person against greedy bots. */
const DEFAULT_CONTROLS: readonly SeatControl[] = ['human', 'greedy', 'greedy', 'greedy'];

/** What the form says: the game's options and who plays each of the 4 seats. */
export interface SetupChoice {
  readonly options: GameOptions;
  readonly controls: readonly SeatControl[];
}

function select(id: string): HTMLSelectElement {
  return byId<HTMLSelectElement>(id);
}

/** Fills the form's menus in the page's language, keeping what is selected. */
export function labelSetup(ui: UiText): void {
  const keep = (id: string, options: readonly (readonly [value: string, label: string])[], fallback: string): void => {
    const el = select(id);
    const value = el.value || fallback;
    fill(el, options.map(([v, label]) => h('option', { value: v }, label)));
    el.value = value;
  };
  keep('players', [['1', ui.soloLabel], ['2', '2'], ['3', '3'], ['4', '4']], '2');
  keep('spells', CHOICES.map((c) => [c, ui.choices[c]] as const), 'set1');
  keep('rules', PRESETS.map((p) => [p, ui.presets[p as 'printed' | 'digital'] ?? p] as const), 'printed');
  keep('difficulty', ['0', '1', '2', '3'].map((d) => [d, d] as const), '0');
  byId<HTMLInputElement>('spell-ids').placeholder = ui.idsHint;
  byId<HTMLInputElement>('seed').placeholder = ui.randomSeed;
  const seats = byId('seats');
  const before = [...seats.querySelectorAll('select')].map((s) => s.value as SeatControl);
  fill(seats, [0, 1, 2, 3].map((seat) => h('label', { class: 'seat-control', 'data-seat': seat },
    h('span', {}, ui.seat(seat + 1)),
    h('select', { 'data-testid': `control-${seat}` }, CONTROLS.map((c) => h('option', { value: c }, ui.controls[c]))))));
  seats.querySelectorAll('select').forEach((s, seat) => { s.value = before[seat] ?? DEFAULT_CONTROLS[seat] ?? 'greedy'; });
  showSeats();
}

/** Shows as many seat menus as there are players, and the difficulty for solo games only. */
export function showSeats(): void {
  const players = Number(select('players').value);
  byId('seats').querySelectorAll<HTMLElement>('.seat-control').forEach((el, seat) => { el.hidden = seat >= players; });
  byId('difficulty-field').hidden = players !== 1;
  byId('spell-ids').hidden = select('spells').value !== 'ids';
}

/** The seat's control as the form says now (the page reads it on every bot turn, so it can change mid-game). */
export function controlOf(seat: number): SeatControl {
  const el = byId('seats').querySelectorAll('select')[seat];
  return (el?.value as SeatControl | undefined) ?? 'human';
}

/** Sets the form's player count (after loading a save or a record of another size). */
export function setPlayers(n: number): void {
  select('players').value = String(n);
  showSeats();
}

/** The game the form describes (not yet checked: `createGame` throws `SetupError` on bad options). */
export function readSetup(): SetupChoice {
  // The menu offers 1 to 4 (createGame checks it anyway).
  const players = Number(select('players').value) as 1 | 2 | 3 | 4;
  const choice = select('spells').value as SpellChoice;
  const ids = byId<HTMLInputElement>('spell-ids').value.split(/[\s,]+/).filter((s) => s !== '') as SpellId[];
  const seed = byId<HTMLInputElement>('seed').value.trim();
  const difficulty = Number(select('difficulty').value) as 0 | 1 | 2 | 3;
  const options: GameOptions = {
    players,
    spells: choice === 'ids' ? ids : choice,
    rules: select('rules').value as RulePresetName,
    ...(seed === '' ? {} : { seed }),
    ...(players === 1 ? { solo: { difficulty } } : {}),
  };
  return { options, controls: [0, 1, 2, 3].map(controlOf) };
}
