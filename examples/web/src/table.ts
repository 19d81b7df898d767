/**
 * The table, drawn from the human's `PlayerView`: the altar, the spells of this game, and each
 * seat's pool, familiar board and learned spells, with scores and whose turn it is.
 *
 * Rendering is a pure function of the snapshot: the page throws the old elements away and
 * draws new ones after every change. The game is small, so this is fast, and there is no
 * state in the DOM to get out of sync with the engine.
 */
import {
  FAMILIAR_SPACES, FAMILIAR_VALUES, KIND_COUNT, LEVELS, localeTable, POOL_LIMIT, describePlayer, getSpell, kindAt, spellName,
  spellText, total,
  type Counts, type Level, type Locale, type MateriaKind, type PlayerView, type SpellId,
} from 'spellbook-engine';
import { h } from './dom';
import { UI } from './i18n';
import { colourFill, token } from './materia';
import { HUMAN } from './settings';
import type { Snapshot } from './controller';

/** Where a clickable token lies: `altar:red-circle` or `pool:blue-square` → index of its legal action. */
export type TableTargets = ReadonlyMap<string, number>;

/** A seat's display name: `Player 1 (you)`, `Player 2 · greedy bot`. */
export function seatName(snap: Snapshot, seat: number, locale: Locale): string {
  const kind = snap.seats[seat];
  const ui = UI[locale];
  return kind === null || kind === undefined ? `${describePlayer(seat, locale)} (${ui.you})` : `${describePlayer(seat, locale)} · ${ui.bots[kind]}`;
}

/** The kinds of a place with their counts, in the engine's kind order. */
function tokens(counts: Counts, locale: Locale, zone: 'altar' | 'pool' | null, targets: TableTargets): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let i = 0; i < KIND_COUNT; i++) {
    const n = counts[i] ?? 0;
    if (n === 0) continue;
    const kind = kindAt(i);
    const t = token(kind, locale, n);
    const index = zone === null ? undefined : targets.get(`${zone}:${kind}`);
    // A token that answers the decision is a button: clicking it plays that legal action.
    out.push(index === undefined ? t : h('button', { type: 'button', class: 'token-button', 'data-action-index': index }, t));
  }
  return out;
}

/** The header line: Day, whose Day, which phase, and the end trigger once it has happened. */
export function renderStatus(snap: Snapshot, locale: Locale): HTMLElement {
  const { view } = snap;
  const ui = UI[locale];
  if (view.phase === 'ended') return h('div', { class: 'status', 'data-testid': 'status' }, h('strong', {}, ui.gameOver));
  const phase = localeTable(locale).phases[view.phase];
  return h('div', { class: 'status', 'data-testid': 'status' },
    h('span', { class: 'status-day' }, ui.day(view.day)),
    h('span', { class: `status-seat seat-colour-${view.active}` }, seatName(snap, view.active, locale)),
    h('span', { class: 'status-phase' }, phase),
    view.endTrigger === null ? null : h('span', { class: 'status-end', 'data-testid': 'end-trigger' }, ui.endTriggered(describePlayer(view.endTrigger.player, locale))),
  );
}

/** The altar, with the pouch and the discard as counts (their order is the secret, not their contents). */
export function renderAltar(snap: Snapshot, locale: Locale, targets: TableTargets): HTMLElement {
  const { view } = snap;
  const ui = UI[locale];
  const altarTokens = tokens(view.altar, locale, 'altar', targets);
  return h('section', { class: 'panel altar', 'data-testid': 'altar', 'data-size': total(view.altar) },
    h('div', { class: 'panel-head' },
      h('h2', {}, ui.altar, h('span', { class: 'muted' }, ` ${total(view.altar)}`)),
      h('span', { class: 'muted small' }, `${ui.pouch} ${view.pouchSize} · ${ui.discard} ${total(view.discard)}`)),
    h('div', { class: 'tokens' }, altarTokens.length > 0 ? altarTokens : h('span', { class: 'muted' }, ui.none)),
  );
}

/** A level's points: a number, or ★ for points computed at the end (Knowledge, Feast L5, Communion L4). */
function pointsOf(spell: SpellId, level: Level, locale: Locale): string {
  const p = getSpell(spell).levels[level].points;
  return typeof p === 'number' ? UI[locale].points(p) : '★';
}

/** The 7 spells of this game: colour, name, phase, and what each level does (`spellText`). */
export function renderSpells(snap: Snapshot, locale: Locale): HTMLElement {
  const { view } = snap;
  const ui = UI[locale];
  const cards = view.spells.map((id) => {
    const def = getSpell(id);
    const learnedBy = view.players.flatMap((p, seat) => {
      const s = p.spells.find((x) => x.spell === id);
      return s === undefined ? [] : [h('span', { class: `badge seat-bg-${seat}`, title: seatName(snap, seat, locale) }, `P${seat + 1} ${ui.level(s.level)}`)];
    });
    return h('article', { class: 'spell-card', 'data-spell': id, style: `--spell: ${colourFill(def.colour)}` },
      h('header', {},
        h('span', { class: 'spell-name' }, spellName(id, locale)),
        h('span', { class: 'spell-phase' }, def.phase === null ? ui.noPhase : localeTable(locale).phases[def.phase])),
      h('ol', { class: 'spell-levels' }, LEVELS.map((level) => {
        // Some spells do the same at several levels (Blaze): "= L3" instead of the text again.
        const text = spellText(id, level, locale, view.rules);
        const first = LEVELS.find((l) => spellText(id, l, locale, view.rules) === text) ?? level;
        return h('li', {},
          h('span', { class: 'lvl' }, ui.level(level)),
          h('span', { class: 'pts' }, pointsOf(id, level, locale)),
          first < level ? h('span', { class: 'txt same', title: text }, `= ${ui.level(first)}`) : h('span', { class: 'txt' }, text));
      })),
      learnedBy.length > 0 ? h('div', { class: 'learned-by' }, learnedBy) : null,
    );
  });
  return h('section', { class: 'panel spells', 'data-testid': 'spells' }, h('h2', {}, ui.spellsInGame), cards);
}

/** A familiar board: 14 spaces in order, each showing the board's value once it is filled. */
function familiar(view: PlayerView, seat: number, locale: Locale): HTMLElement {
  const board = view.players[seat]?.familiar ?? [];
  const cells: HTMLElement[] = [];
  for (let space = 0; space < FAMILIAR_SPACES; space++) {
    const kind: MateriaKind | undefined = board[space];
    cells.push(h('span', { class: `cell${kind === undefined ? '' : ' filled'}`, 'data-space': space, 'data-kind': kind },
      kind === undefined ? h('span', { class: 'cell-value' }, FAMILIAR_VALUES[space + 1] ?? '') : token(kind, locale)));
  }
  return h('div', { class: 'familiar', 'data-testid': `familiar-${seat}`, 'data-stored': board.length }, cells);
}

/** One seat: name, score, pool, familiar board and learned spells. */
export function renderSeat(snap: Snapshot, seat: number, locale: Locale, targets: TableTargets): HTMLElement {
  const { view, decision, scores } = snap;
  const ui = UI[locale];
  const p = view.players[seat];
  if (p === undefined) throw new RangeError(`no seat ${seat}`);
  const deciding = decision.kind !== 'game-over' && decision.player === seat;
  const score = scores.players[seat]?.total ?? 0;
  const learned = p.spells.map((s) => {
    const def = getSpell(s.spell);
    // A phase spell learned today is usable from the next Day: say so on the chip.
    const fresh = def.phase !== null && s.day === view.day && view.phase !== 'ended';
    return h('span', {
      class: `spell-chip${fresh ? ' fresh' : ''}`, 'data-spell': s.spell, 'data-level': s.level,
      style: `--spell: ${colourFill(def.colour)}`,
      title: `${spellName(s.spell, locale)} ${ui.level(s.level)}: ${spellText(s.spell, s.level, locale, view.rules)}${fresh ? ` (${ui.newThisDay})` : ''}`,
    }, token(s.card, locale), h('span', {}, spellName(s.spell, locale)), h('strong', {}, ui.level(s.level)));
  });
  return h('section', {
    class: `panel seat seat-colour-${seat}${view.active === seat && view.phase !== 'ended' ? ' active' : ''}${deciding ? ' deciding' : ''}`,
    'data-testid': `seat-${seat}`,
  },
    h('div', { class: 'panel-head' },
      h('h2', {}, h('span', { class: `dot seat-bg-${seat}` }), seatName(snap, seat, locale)),
      h('span', { class: 'score', 'data-testid': `score-${seat}`, 'data-score': score }, ui.points(score))),
    h('div', { class: 'row' },
      h('span', { class: 'label' }, ui.pool, h('span', { class: 'muted' }, ` ${p.poolSize}/${POOL_LIMIT}`)),
      h('div', { class: 'tokens', 'data-testid': `pool-${seat}`, 'data-size': p.poolSize },
        tokens(p.pool, locale, seat === HUMAN ? 'pool' : null, targets))),
    h('div', { class: 'row' },
      h('span', { class: 'label' }, ui.familiar, h('span', { class: 'muted' }, ` ${p.familiar.length}/${FAMILIAR_SPACES}`)),
      familiar(view, seat, locale)),
    h('div', { class: 'row' },
      h('span', { class: 'label' }, ui.learned, h('span', { class: 'muted' }, ` ${p.spells.length}/7`)),
      h('div', { class: 'chips', 'data-testid': `learned-${seat}`, 'data-count': p.spells.length },
        learned.length > 0 ? learned : h('span', { class: 'muted' }, ui.none))),
  );
}
