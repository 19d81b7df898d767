/**
 * The table: the Day and phase, the spells of the game, the altar, pouch and discard, each
 * player's pool, familiar board and learned spells (level and card rune), the solo opponent,
 * and, at the top once the game is over, the result: the ranking with scores and tie-breaks. Drawn from the whole state (the playground shows
 * everything; the playerView inspector shows what one seat may see).
 */
import {
  FAMILIAR_SPACES, LEVELS, OPPONENT_SPACES, POOL_LIMIT, describePlayer, familiarValue, getSpell, localeTable, runeOf, scoreGame,
  scoreOpponent, spellName, spellText, total,
  type GameState, type LearnedSpell, type Locale, type OpponentState, type PlayerScore, type PlayerState,
} from 'spellbook-engine';
import { h } from './dom.js';
import type { SeatControl, UiText } from './i18n.js';
import { colourFill, token, tokens } from './materia.js';

/** What the table needs besides the state. */
export interface TableContext {
  readonly locale: Locale;
  readonly ui: UiText;
  readonly control: (seat: number) => SeatControl;
}

/** The whole table for `state`. */
export function renderTable(state: GameState, c: TableContext): HTMLElement {
  const t = localeTable(c.locale);
  const phase = state.phase === 'ended' ? c.ui.gameOver : t.phases[state.phase];
  return h('div', { class: 'table', 'data-testid': 'table', 'data-step': state.step },
    // The result first: once the game is over it is what a player looks for.
    state.phase === 'ended' ? result(state, c) : null,
    h('p', { class: 'status', 'data-testid': 'status' },
      `${c.ui.day(state.day)} · ${phase} · ${describePlayer(state.active, c.locale)}`,
      state.endTrigger === null ? null : h('span', { class: 'warn' }, ` · ${c.ui.endTriggered(describePlayer(state.endTrigger.player, c.locale))}`)),
    spellsInGame(state, c),
    h('div', { class: 'places' },
      place(c.ui.altar, 'altar', tokens(state.altar, c.locale, c.ui.none)),
      place(c.ui.pouch, 'pouch', h('span', { class: 'number' }, String(total(state.pouch) + state.pouchTop.length))),
      place(c.ui.discard, 'discard', tokens(state.discard, c.locale, c.ui.none))),
    state.opponent === null ? null : opponent(state.opponent, c),
    h('div', { class: 'seats' }, state.players.map((p, seat) => player(state, p, seat, c))),
  );
}

function place(title: string, testid: string, body: HTMLElement): HTMLElement {
  return h('div', { class: 'place', 'data-testid': testid }, h('span', { class: 'label' }, title), body);
}

function spellsInGame(state: GameState, c: TableContext): HTMLElement {
  return h('div', { class: 'spells-in-game' }, h('span', { class: 'label' }, c.ui.spellsInGame),
    h('ul', { class: 'cards' }, state.spells.map((id) => {
      const texts = LEVELS.map((level) => `${c.ui.level(level)}: ${spellText(id, level, c.locale, state.rules)}`).join('\n');
      return h('li', { class: 'card', title: texts, 'data-spell': id },
        h('span', { class: 'swatch', style: `background:${colourFill(getSpell(id).colour)}` }), spellName(id, c.locale));
    })));
}

function player(state: GameState, p: PlayerState, seat: number, c: TableContext): HTMLElement {
  const active = state.phase !== 'ended' && state.active === seat;
  return h('section', { class: `seat${active ? ' active' : ''}`, 'data-testid': `seat-${seat}` },
    h('h3', {}, describePlayer(seat, c.locale), h('span', { class: 'muted' }, ` · ${c.ui.controls[c.control(seat)]}`)),
    h('div', { class: 'row' }, h('span', { class: 'label' }, `${c.ui.pool} ${total(p.pool)}/${POOL_LIMIT}`), tokens(p.pool, c.locale, c.ui.none)),
    h('div', { class: 'row' }, h('span', { class: 'label' }, `${c.ui.familiar} ${p.familiar.length}/${FAMILIAR_SPACES} · ${c.ui.points(familiarValue(p.familiar.length))}`),
      h('ol', { class: 'familiar', 'data-testid': `familiar-${seat}` }, Array.from({ length: FAMILIAR_SPACES }, (_, i) => {
        const kind = p.familiar[i];
        return h('li', { class: kind === undefined ? 'space empty' : 'space' }, kind === undefined ? '' : token(kind, c.locale));
      }))),
    h('div', { class: 'row' }, h('span', { class: 'label' }, c.ui.learned),
      p.spells.length === 0 ? h('span', { class: 'muted' }, c.ui.none) : h('ul', { class: 'learned' }, p.spells.map((s) => learned(s, state, c)))),
  );
}

function learned(s: LearnedSpell, state: GameState, c: TableContext): HTMLElement {
  return h('li', { class: 'learned-spell', 'data-spell': s.spell, 'data-level': s.level, title: spellText(s.spell, s.level, c.locale, state.rules) },
    h('span', { class: 'swatch', style: `background:${colourFill(getSpell(s.spell).colour)}` }),
    `${spellName(s.spell, c.locale)} `, h('b', {}, c.ui.level(s.level)), ' ',
    h('span', { class: 'muted', title: `${c.ui.cardRune}: ${localeTable(c.locale).runes[runeOf(s.card)]}` }, token(s.card, c.locale)),
    ` ${c.ui.day(s.day)}`);
}

function opponent(o: OpponentState, c: TableContext): HTMLElement {
  const score = scoreOpponent(o);
  return h('section', { class: 'seat opponent', 'data-testid': 'opponent' },
    h('h3', {}, c.ui.opponent, h('span', { class: 'muted' }, ` · ${c.ui.difficulty} ${o.difficulty} · ${c.ui.points(score.total)}`)),
    h('div', { class: 'row' }, h('span', { class: 'label' }, `${c.ui.track} ${o.track.length}/${OPPONENT_SPACES}`),
      h('ol', { class: 'familiar track' }, Array.from({ length: OPPONENT_SPACES }, (_, i) => {
        const kind = o.track[i];
        return h('li', { class: kind === undefined ? 'space empty' : 'space' }, kind === undefined ? '' : token(kind, c.locale));
      }))),
    h('div', { class: 'row' }, h('span', { class: 'label' }, `${c.ui.lower} ${total(o.lower)}`), tokens(o.lower, c.locale, c.ui.none)));
}

/**
 * The result panel: the winners, then the players by rank with their points (spells, familiar,
 * total) and the two tie-breaks (spells learned, materia in the pool), then a line for every tie
 * on points saying how it was broken or that the place is shared. Solo: the result against the
 * virtual opponent and its score.
 */
function result(state: GameState, c: TableContext): HTMLElement {
  const sheet = scoreGame(state);
  const name = (seat: number): string => describePlayer(seat, c.locale);
  const ranked = [...sheet.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  const head = c.ui.scoreHead;
  return h('section', { class: 'result', 'data-testid': 'scores' },
    h('h3', {}, `${c.ui.gameOver} · ${c.ui.ranking}`),
    h('p', { class: 'winners', 'data-testid': 'winners' }, sheet.solo === null
      ? c.ui.winners(sheet.winners.map(name))
      : `${c.ui.soloResult[sheet.solo.result]} · ${c.ui.opponent}: ${c.ui.points(sheet.solo.opponent.total)}`),
    h('table', { class: 'ranking' },
      h('thead', {}, h('tr', {}, [head.rank, head.player, head.total, head.spells, head.familiar, head.learnedCount, head.pool].map((t) => h('th', {}, t)))),
      h('tbody', {}, ranked.map((p) => h('tr', { 'data-seat': p.player, 'data-rank': p.rank, class: sheet.winners.includes(p.player) ? 'winner' : '' },
        h('td', {}, `#${p.rank}`), h('td', {}, name(p.player)), h('td', {}, h('b', {}, String(p.total))),
        h('td', {}, String(p.spells.reduce((sum, s) => sum + s.points, 0))), h('td', {}, String(p.familiar.points)),
        h('td', {}, String(p.spellsLearned)), h('td', {}, String(p.poolSize)))))),
    ties(ranked, c, name).map((line) => h('p', { class: 'tie', 'data-testid': 'tie-break' }, line)));
}

/** One line per group of players level on points: who ranks higher and by which tie-break, or that they share the place. */
function ties(ranked: readonly PlayerScore[], c: TableContext, name: (seat: number) => string): string[] {
  const lines: string[] = [];
  for (const points of new Set(ranked.map((p) => p.total))) {
    const level = ranked.filter((p) => p.total === points);
    if (level.length < 2) continue;
    for (let i = 0; i + 1 < level.length; i++) {
      const a = level[i] as PlayerScore;
      const b = level[i + 1] as PlayerScore;
      if (a.rank === b.rank) continue;
      lines.push(a.spellsLearned !== b.spellsLearned
        ? c.ui.tieBroken(name(a.player), name(b.player), points, 'spells', a.spellsLearned, b.spellsLearned)
        : c.ui.tieBroken(name(a.player), name(b.player), points, 'pool', a.poolSize, b.poolSize));
    }
    for (const rank of new Set(level.map((p) => p.rank))) {
      const shared = level.filter((p) => p.rank === rank);
      if (shared.length > 1) lines.push(c.ui.tieShared(shared.map((p) => name(p.player)), points));
    }
  }
  return lines;
}
