// Text rendering of the table, the legal actions and the score sheet. Everything here is a pure
// function of engine data (a PlayerView, a ScoreSheet, actions) and returns lines of text; the
// words of the game (players, phases, materia, spells) come from the engine's locale tables, the
// few labels of this layout ("Altar", "pool") are English.
import {
  FAMILIAR_SPACES, localeTable, MATERIA_KINDS, OPPONENT_SPACES, POOL_LIMIT, describeAction, describeMateria, describeViolation,
  familiarValue, formatAction, getSpell, spellName,
  type Action, type Counts, type Locale, type MateriaKind, type PlayerView, type RuleViolation, type ScoreSheet,
  type ViolationCode,
} from 'spellbook-engine';
import { colourFormat, materiaFormat, type Paint } from './style.js';

/** Who sits where: `names[seat]` is shown after the localised player name ("you", "greedy bot"). */
export type SeatNames = readonly string[];

/** `Player 2 (greedy bot)`, with the player name in the locale. */
export function seatLabel(seat: number, names: SeatNames, locale: Locale): string {
  const name = names[seat];
  const player = localeTable(locale).player(seat + 1);
  return name === undefined ? player : `${player} (${name})`;
}

/** One materia kind in its locale words and its colour. */
export function paintMateria(kind: MateriaKind, locale: Locale, paint: Paint): string {
  return paint(materiaFormat(kind), describeMateria(kind, locale));
}

/** Counts as `red circle ×2, blue square`, or `—` when empty. */
export function countsText(counts: Counts, locale: Locale, paint: Paint): string {
  const parts: string[] = [];
  MATERIA_KINDS.forEach((kind, i) => {
    const n = counts[i] ?? 0;
    if (n > 0) parts.push(`${paintMateria(kind, locale, paint)}${n > 1 ? ` ×${n}` : ''}`);
  });
  return parts.length === 0 ? '—' : parts.join(', ');
}

/** A list of materia in order (a familiar board, a track), or `—` when empty. */
function kindsText(kinds: readonly MateriaKind[], locale: Locale, paint: Paint): string {
  return kinds.length === 0 ? '—' : kinds.map((k) => paintMateria(k, locale, paint)).join(', ');
}

/**
 * The table as `view`'s seat sees it: the Day and phase, the game's spells, the altar, pouch and
 * discard, each seat's pool, familiar board and learned spells, the solo opponent, the end
 * trigger, and the current (provisional) scores from `sheet` (`scoreGame` of the state).
 */
export function renderTable(view: PlayerView, sheet: ScoreSheet, names: SeatNames, locale: Locale, paint: Paint): string[] {
  const t = localeTable(locale);
  const lines: string[] = [];
  const phase = view.phase === 'ended' ? 'game over' : t.phases[view.phase];
  lines.push(paint('bold', `═══ Day ${view.day} · ${seatLabel(view.active, names, locale)} · ${phase} ═══`));
  const spells = view.spells.map((id) => paint(colourFormat(getSpell(id).colour), spellName(id, locale)));
  lines.push(`Spells in play: ${spells.join(' · ')}`);
  lines.push(`Altar: ${countsText(view.altar, locale, paint)}`);
  lines.push(paint('dim', `Pouch: ${view.pouchSize} materia · discard: ${view.discard.reduce((a, b) => a + b, 0)}`));
  view.players.forEach((p, seat) => {
    const label = seatLabel(seat, names, locale);
    lines.push(paint(seat === view.viewer ? 'cyan' : 'bold', label));
    lines.push(`    pool ${p.poolSize}/${POOL_LIMIT}: ${countsText(p.pool, locale, paint)}`);
    lines.push(`    familiar board ${p.familiar.length}/${FAMILIAR_SPACES} (${familiarValue(p.familiar.length)} pts): ${kindsText(p.familiar, locale, paint)}`);
    const learned = p.spells.map((s) => `${spellName(s.spell, locale)} L${s.level} [${paintMateria(s.card, locale, paint)}]`);
    lines.push(`    spells ${p.spells.length}/7: ${learned.length === 0 ? '—' : learned.join(', ')}`);
  });
  if (view.opponent !== null) {
    const lower = view.opponent.lower.reduce((a, b) => a + b, 0);
    lines.push(paint('bold', 'The virtual opponent'));
    lines.push(`    track ${view.opponent.track.length}/${OPPONENT_SPACES}: ${kindsText(view.opponent.track, locale, paint)}`);
    lines.push(`    lower part: ${lower} materia (difficulty ${view.opponent.difficulty})`);
  }
  if (view.endTrigger !== null) {
    const why = view.endTrigger.reason === 'seventh-spell' ? '7th spell learned' : 'familiar board full';
    const rest = view.opponent === null ? 'the round is finished, then the game ends' : 'this Day is the last';
    lines.push(paint('yellow', `The end is triggered by ${seatLabel(view.endTrigger.player, names, locale)} on Day ${view.endTrigger.day} (${why}): ${rest}.`));
  }
  const scores = sheet.players.map((p) => `${t.player(p.player + 1)} ${p.total}`);
  if (sheet.solo !== null) scores.push(`opponent ${sheet.solo.opponent.total}`);
  lines.push(`Scores now: ${scores.join(' · ')}`);
  return lines;
}

/**
 * The legal actions, numbered from 1 in the engine's order, each with its description and its
 * notation (what the player may type instead of the number).
 */
export function renderActions(actions: readonly Action[], locale: Locale, paint: Paint): string[] {
  const width = String(actions.length).length;
  return actions.map((a, i) => `  ${String(i + 1).padStart(width)}) ${describeAction(a, locale)}  ${paint('dim', formatAction(a))}`);
}

/** The score sheet: each player by rank with spell and familiar points, the solo opponent, the winners. */
export function renderScoreSheet(sheet: ScoreSheet, names: SeatNames, locale: Locale, paint: Paint, days: number): string[] {
  const lines: string[] = [paint('bold', `═══ ${sheet.final ? 'Final scores' : 'Scores so far'} after ${days} Days ═══`)];
  const ranked = [...sheet.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  for (const p of ranked) {
    const rank = sheet.solo === null ? `#${p.rank} ` : '';
    lines.push(paint('bold', `  ${rank}${seatLabel(p.player, names, locale)}: ${p.total} points`)
      + ` (${p.spellsLearned} spells learned, ${p.poolSize} in the pool)`);
    for (const s of p.spells) {
      lines.push(`      ${spellName(s.spell, locale)}, level ${s.level}: ${s.points} pts${s.variable ? ' (counted at the end)' : ''}`);
    }
    lines.push(`      familiar board, ${p.familiar.stored} stored: ${p.familiar.points} pts`);
  }
  if (sheet.solo !== null) {
    const o = sheet.solo.opponent;
    lines.push(paint('bold', `  The virtual opponent: ${o.total} points`));
    lines.push(`      track, ${o.placed} placed: ${o.trackPoints} pts`);
    lines.push(`      lower part: ${o.lower} pts`);
    const verdict = { win: 'you win', loss: 'the opponent wins', tie: 'a tie: nobody wins' }[sheet.solo.result];
    lines.push(paint('yellow', `Result: ${verdict}.`));
  } else {
    const winners = sheet.winners.map((w) => seatLabel(w, names, locale)).join(', ');
    lines.push(paint('yellow', `${sheet.winners.length > 1 ? 'Winners (shared victory)' : 'Winner'}: ${winners}.`));
  }
  return lines;
}

/** Codes whose engine message names the specifics without seat numbers. */
const DETAILED: ReadonlySet<ViolationCode> = new Set<ViolationCode>([
  'wrong-phase', 'not-on-altar', 'not-in-pool', 'invalid-payment', 'learned-today', 'level-unavailable', 'not-usable',
  'wrong-step', 'not-an-option',
]);

/**
 * A refused action explained: `Refused [code]: why (detail)`. The sentence is the engine's
 * `describeViolation` in the player's language; the violation's own `message` is English for
 * logs and counts seats from 0, so it is added, in English games only, where it names the
 * materia, spell or level at fault.
 */
export function explainViolation(error: RuleViolation, locale: Locale = 'en'): string {
  const detail = locale === 'en' && DETAILED.has(error.code) ? ` (${error.message})` : '';
  return `Refused [${error.code}]: ${describeViolation(error, locale).replace(/[.。]$/u, '')}${detail}.`;
}
