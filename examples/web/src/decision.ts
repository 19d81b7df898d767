/**
 * The decision panel: what the game waits for, and one button per legal action.
 *
 * `currentDecision(state)` says who must act and what kind of choice it is (its prompt comes
 * from `describeDecision`); `legalActions(state)` lists exactly the things the player may do,
 * each distinct choice once, in a fixed order. So the panel never needs rules of its own: it
 * shows every listed action (grouped by type, labelled by `describeAction`) and sends the one
 * clicked. A button's `data-index` is its index in the legal list and `data-action` its
 * notation (`formatAction`), which is what the end-to-end test reads and clicks.
 */
import {
  describeAction, describeDecision, describePlayer, formatAction, getSpell, spellName,
  type Action, type Decision, type Locale, type ScoreSheet,
} from 'spellbook-engine';
import { h, type Child } from './dom';
import { UI } from './i18n';
import { colourFill, materiaIcon } from './materia';
import { HUMAN } from './settings';
import { seatName, type TableTargets } from './table';
import type { Snapshot } from './controller';

/**
 * Which table token answers which legal action, so the altar and pool can be clicked as well
 * as the buttons (docs/spells-and-effects.md, "Rendering a decision"): a `take` or a `pick` for
 * a take, take-and-store or Storm's discard lies on the altar; a `store` or a `pick` for a
 * store, a discard or Communion's keep lies in the pool.
 */
export function tableTargets(decision: Decision, legal: readonly Action[]): TableTargets {
  const targets = new Map<string, number>();
  const pickZone = decision.kind !== 'effect'
    ? null
    : ['take', 'take-store', 'clear-altar'].includes(decision.step.step)
      ? 'altar'
      : ['store', 'discard', 'learn-discards'].includes(decision.step.step) ? 'pool' : null;
  legal.forEach((a, i) => {
    if (a.type === 'take') targets.set(`altar:${a.materia}`, i);
    else if (a.type === 'store') targets.set(`pool:${a.materia}`, i);
    else if (a.type === 'pick' && pickZone !== null) targets.set(`${pickZone}:${a.materia}`, i);
  });
  return targets;
}

/**
 * The action without its player ("take a red circle from the altar"): in the human's own panel
 * the player is redundant.
 */
function actionLabel(action: Action, locale: Locale): string {
  return describeAction(action, locale, { player: false });
}

/** Small pictures in front of a label: the materia moved, the spell's colour, the payment. */
function actionIcons(action: Action): Child[] {
  switch (action.type) {
    case 'take': case 'store': case 'pick': return [materiaIcon(action.materia, 16)];
    case 'swap': return [materiaIcon(action.give, 16), h('span', { class: 'arrow' }, '⇄'), materiaIcon(action.get, 16)];
    case 'learn': {
      // The payment, with the materia that goes on the card ringed (it sets the card rune).
      const card = action.spend.indexOf(action.onCard);
      return action.spend.map((m, i) => (i === card ? h('span', { class: 'on-card' }, materiaIcon(m, 14)) : materiaIcon(m, 14)));
    }
    case 'cast': case 'raise': return [h('span', { class: 'swatch', style: `background: ${colourFill(getSpell(action.spell).colour)}` })];
    case 'draw': return [h('span', { class: 'glyph' }, '+2')];
    default: return [];
  }
}

function actionButton(action: Action, index: number, locale: Locale): HTMLElement {
  const label = actionLabel(action, locale);
  return h('button', {
    type: 'button', class: `action action-${action.type}`, 'data-testid': 'action', 'data-index': index,
    'data-type': action.type, 'data-action': formatAction(action), title: describeAction(action, locale),
  }, h('span', { class: 'icons' }, actionIcons(action)), h('span', { class: 'action-label' }, label));
}

/**
 * Groups the legal actions by type, in the order the engine lists them (take, draw; store;
 * learn by spell and level; cast; pass last; an effect's answers, `stop` last). Learns get a
 * sub-heading per spell and level, since one spell may be payable in several ways.
 */
function groups(legal: readonly Action[], locale: Locale): HTMLElement[] {
  const ui = UI[locale];
  const byType = new Map<Action['type'], { action: Action; index: number }[]>();
  legal.forEach((action, index) => {
    const list = byType.get(action.type) ?? [];
    list.push({ action, index });
    byType.set(action.type, list);
  });
  return [...byType].map(([type, entries]) => {
    let body: Child[];
    if (type === 'learn') {
      const sub = new Map<string, HTMLElement[]>();
      for (const { action, index } of entries) {
        if (action.type !== 'learn') continue;
        const key = `${spellName(action.spell, locale)} ${ui.level(action.level)}`;
        sub.set(key, [...(sub.get(key) ?? []), actionButton(action, index, locale)]);
      }
      body = [...sub].map(([title, buttons]) => h('div', { class: 'subgroup' }, h('h4', {}, title), buttons));
    } else {
      body = entries.map(({ action, index }) => actionButton(action, index, locale));
    }
    return h('div', { class: `group group-${type}`, 'data-group': type }, h('h3', {}, ui.groups[type], h('span', { class: 'muted' }, ` ${entries.length}`)), body);
  });
}

/** The panel while the game is on: prompt, undo/redo, and the human's options (or who we wait for). */
export function renderDecision(snap: Snapshot, locale: Locale, notice: string | null): HTMLElement {
  const { decision, legal, view } = snap;
  const ui = UI[locale];
  const human = decision.kind !== 'game-over' && decision.player === HUMAN;
  const deciding = decision.kind === 'game-over' ? null : decision.player;
  const undoTitle = snap.undoRefusal === undefined ? ui.undo : ui.undoRefused[snap.undoRefusal.code];
  return h('section', {
    class: `panel decision${human ? ' yours' : ''}`,
    'data-testid': 'decision',
    'data-human': String(human),
    'data-step': view.step,
    'data-player': deciding,
    'data-kind': decision.kind,
    'data-legal-count': legal.length,
  },
    h('div', { class: 'panel-head' },
      h('h2', {}, human ? ui.yourTurn : ui.decision),
      h('div', { class: 'undo-bar' },
        h('button', { type: 'button', class: 'small-button', 'data-testid': 'undo', disabled: snap.undoRefusal !== undefined, title: undoTitle }, `↶ ${ui.undo}`),
        h('button', { type: 'button', class: 'small-button', 'data-testid': 'redo', disabled: !snap.canRedo, title: ui.redo }, `↷ ${ui.redo}`))),
    h('p', { class: 'prompt', 'data-testid': 'prompt' }, describeDecision(decision, locale, view.rules)),
    notice === null ? null : h('p', { class: 'notice', 'data-testid': 'notice' }, notice),
    human
      ? [h('div', { class: 'groups' }, groups(legal, locale)), tableTargets(decision, legal).size > 0 ? h('p', { class: 'hint muted small' }, ui.clickHint) : null]
      : h('p', { class: 'waiting' }, h('span', { class: 'spinner' }), ui.waiting(deciding === null ? '' : seatName(snap, deciding, locale))),
  );
}

/** The final score sheet: rank, spells, familiar board and total per player, and the record. */
export function renderFinal(snap: Snapshot, locale: Locale): HTMLElement {
  const ui = UI[locale];
  const sheet: ScoreSheet = snap.scores;
  const rows = [...sheet.players].sort((a, b) => a.rank - b.rank || a.player - b.player).map((p) => {
    const spellPoints = p.spells.reduce((sum, s) => sum + s.points, 0);
    return h('tr', {
      class: sheet.winners.includes(p.player) ? 'winner' : '', 'data-testid': 'final-score', 'data-seat': p.player,
      'data-rank': p.rank, 'data-total': p.total, 'data-spell-points': spellPoints, 'data-familiar-points': p.familiar.points,
    },
      h('td', {}, p.rank),
      h('td', {}, h('span', { class: `dot seat-bg-${p.player}` }), seatName(snap, p.player, locale),
        h('div', { class: 'muted small' }, p.spells.map((s) => `${spellName(s.spell, locale)} ${ui.level(s.level)}: ${s.points}`).join(' · '))),
      h('td', { class: 'num' }, spellPoints),
      h('td', { class: 'num', title: `${p.familiar.stored}` }, p.familiar.points),
      h('td', { class: 'num total' }, p.total));
  });
  return h('section', { class: 'panel final', 'data-testid': 'game-over', 'data-step': snap.view.step },
    h('div', { class: 'panel-head' }, h('h2', {}, ui.gameOver)),
    h('p', { class: 'winners', 'data-testid': 'winners' }, ui.winners(sheet.winners.map((w) => describePlayer(w, locale)))),
    h('table', { class: 'scores' },
      h('thead', {}, h('tr', {}, h('th', {}, ui.rank), h('th', {}, ui.player), h('th', { class: 'num' }, ui.spellPoints), h('th', { class: 'num' }, ui.familiarPoints), h('th', { class: 'num' }, ui.total))),
      h('tbody', {}, rows)),
    snap.record === undefined ? null : h('details', { class: 'record' },
      h('summary', {}, ui.record),
      h('textarea', { readonly: true, rows: 6, 'data-testid': 'record' }, JSON.stringify(snap.record))),
    h('button', { type: 'button', class: 'primary', 'data-testid': 'play-again' }, ui.newGame),
  );
}
