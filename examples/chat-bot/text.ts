// Plain-text rendering for chat replies: a player view, the legal actions in chat form, the score
// sheet, and rule violations explained. No colours, no layout tricks: chat clients show text.
// The game's words (players, phases, materia, spells, actions, events, decisions) come from the
// engine in the channel's language; the few labels of this layout are English.
import {
  FAMILIAR_SPACES, localeTable, MATERIA_KINDS, OPPONENT_SPACES, POOL_LIMIT, describeAction, describeMateria, describeViolation,
  familiarValue, formatAction, spellName,
  type Action, type Counts, type GameEvent, type Locale, type PlayerView, type RuleViolation, type ScoreSheet,
  type ViolationCode,
} from 'spellbook-engine';

/** How a seat is named in replies: `Player 2 (bob)`, the player name in the channel's language. */
export type Namer = (seat: number) => string;

/** Counts as `red circle ×2, blue square`, or `—` when empty. */
export function countsText(counts: Counts, locale: Locale): string {
  const parts: string[] = [];
  MATERIA_KINDS.forEach((kind, i) => {
    const n = counts[i] ?? 0;
    if (n > 0) parts.push(`${describeMateria(kind, locale)}${n > 1 ? ` ×${n}` : ''}`);
  });
  return parts.length === 0 ? '—' : parts.join(', ');
}

/**
 * An action in the chat form: the engine's notation without the player (the bot knows who is
 * typing), after a `!`. `P2 take red-circle` becomes `!take red-circle`.
 */
export function chatForm(action: Action): string {
  return `!${formatAction(action).replace(/^P\d /, '')}`;
}

/** The legal actions, numbered, each in chat form and described. */
export function actionsText(actions: readonly Action[], locale: Locale): string[] {
  return actions.map((a, i) => `${i + 1}. ${chatForm(a)} — ${describeAction(a, locale)}`);
}

/** A player view as text: the table as that seat (or a spectator, `viewer: null`) sees it. */
export function viewText(view: PlayerView, name: Namer, locale: Locale): string[] {
  const t = localeTable(locale);
  const phase = view.phase === 'ended' ? 'game over' : t.phases[view.phase];
  const lines = [
    `Day ${view.day} · ${name(view.active)} · ${phase} (step ${view.step})`,
    `Spells: ${view.spells.map((id) => spellName(id, locale)).join(', ')}`,
    `Altar: ${countsText(view.altar, locale)}`,
    `Pouch: ${view.pouchSize} · discard: ${view.discard.reduce((a, b) => a + b, 0)}`,
  ];
  view.players.forEach((p, seat) => {
    const spells = p.spells.map((s) => `${spellName(s.spell, locale)} L${s.level}`).join(', ');
    lines.push(`${seat === view.viewer ? '> ' : ''}${name(seat)}: pool ${p.poolSize}/${POOL_LIMIT} (${countsText(p.pool, locale)}); `
      + `familiar ${p.familiar.length}/${FAMILIAR_SPACES} (${familiarValue(p.familiar.length)} pts); spells ${p.spells.length}/7${spells === '' ? '' : ` (${spells})`}`);
  });
  if (view.opponent !== null) {
    const lower = view.opponent.lower.reduce((a, b) => a + b, 0);
    lines.push(`Virtual opponent: track ${view.opponent.track.length}/${OPPONENT_SPACES}, lower part ${lower} (difficulty ${view.opponent.difficulty})`);
  }
  if (view.endTrigger !== null) {
    const why = view.endTrigger.reason === 'seventh-spell' ? '7th spell' : 'full familiar board';
    lines.push(`End triggered by ${name(view.endTrigger.player)} on Day ${view.endTrigger.day} (${why}).`);
  }
  return lines;
}

/** The score sheet, ranked, with each spell's and the familiar board's points. */
export function scoreText(sheet: ScoreSheet, name: Namer, locale: Locale, days: number): string[] {
  const lines = [sheet.final ? `Final scores after ${days} Days:` : `Scores so far (Day ${days}):`];
  for (const p of [...sheet.players].sort((a, b) => a.rank - b.rank || a.player - b.player)) {
    const parts = p.spells.map((s) => `${spellName(s.spell, locale)} L${s.level} ${s.points}`);
    parts.push(`familiar ${p.familiar.stored} stored ${p.familiar.points}`);
    const rank = sheet.solo === null ? `#${p.rank} ` : '';
    lines.push(`${rank}${name(p.player)}: ${p.total} points — ${parts.join(', ')} (${p.spellsLearned} spells, ${p.poolSize} in the pool)`);
  }
  if (sheet.solo !== null) {
    const o = sheet.solo.opponent;
    lines.push(`Virtual opponent: ${o.total} points — track ${o.placed} placed ${o.trackPoints}, lower part ${o.lower}`);
    lines.push(`Result: ${{ win: 'a win', loss: 'a loss', tie: 'a tie (nobody wins)' }[sheet.solo.result]}.`);
  } else if (sheet.final) {
    lines.push(`${sheet.winners.length > 1 ? 'Winners' : 'Winner'}: ${sheet.winners.map(name).join(', ')}.`);
  }
  return lines;
}

/** The event type whose first occurrence only restates the action itself (not narrated again). */
export function restatedBy(action: Action): GameEvent['type'] | undefined {
  switch (action.type) {
    case 'take': return 'materia-taken';
    case 'store': return 'materia-stored';
    case 'learn': return 'spell-learned';
    case 'cast': return 'spell-cast';
    case 'pass': return 'passed';
    case 'swap': return 'materia-swapped';
    case 'mode': return 'mode-chosen';
    default: return undefined;
  }
}

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
export function violationText(error: RuleViolation, locale: Locale = 'en'): string {
  const detail = locale === 'en' && DETAILED.has(error.code) ? ` (${error.message})` : '';
  return `Refused [${error.code}]: ${describeViolation(error, locale).replace(/[.。]$/u, '')}${detail}.`;
}
