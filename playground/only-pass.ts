/**
 * Why `pass` is the only legal action of a phase decision, in words: the engine's prompt names
 * what a phase allows ("learn a spell, use a spell or pass"), and when nothing but `pass` is in
 * `legalActions`, the page says which of those is impossible and why (nothing learnable, nothing
 * to store, no spell of the phase usable: none learned, learned today, or no effect possible).
 */
import { getSpell, localeTable, spellName, total, type GameState, type Locale, type PhaseDecision } from 'spellbook-engine';
import type { UiText } from './i18n.js';

/** The reason line for a phase decision whose only legal action is `pass`. */
export function onlyPassReason(state: GameState, decision: PhaseDecision, locale: Locale, ui: UiText): string {
  const p = state.players[decision.player];
  // An extra action of the phase (Swiftness) that cannot be made: the phase's own action is done.
  if (p === undefined || decision.actionsTaken > 0) return ui.onlyPass([ui.noOtherAction]);
  const reasons: string[] = [];
  if (decision.phase === 'evening') {
    const notLearned = state.spells.filter((id) => !p.spells.some((s) => s.spell === id));
    const pool = total(p.pool);
    const why = notLearned.length === 0 ? ui.learnWhy.allLearned : pool === 0 ? ui.learnWhy.emptyPool : ui.learnWhy.cannotPay(pool);
    reasons.push(ui.nothingToLearn(why));
  } else if (decision.phase === 'midday' && total(p.pool) === 0) {
    reasons.push(ui.nothingToStore);
  }
  const ofPhase = p.spells.filter((s) => getSpell(s.spell).phase === decision.phase);
  const names = (list: typeof ofPhase): string => list.map((s) => spellName(s.spell, locale)).join(', ');
  const today = ofPhase.filter((s) => s.day === state.day);
  const earlier = ofPhase.filter((s) => s.day !== state.day);
  const castWhy = [
    ...(ofPhase.length === 0 ? [ui.castWhy.none(localeTable(locale).phases[decision.phase])] : []),
    ...(today.length > 0 ? [ui.castWhy.today(names(today))] : []),
    ...(earlier.length > 0 ? [ui.castWhy.notNow(names(earlier))] : []),
  ];
  reasons.push(ui.nothingToCast(castWhy.join('; ')));
  if (decision.phase === 'morning') reasons.push(ui.noOtherAction);
  return ui.onlyPass(reasons);
}
