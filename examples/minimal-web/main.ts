// A hot-seat game of SpellBook: whoever must decide sees the table and one button per legal
// action; a click plays it. docs/first-ui.md walks through this file step by step.
import {
  applyAction, createGame, currentDecision, describeAction, kindsOf, legalActions, playerView, scoreGame,
  type Action, type GameState,
} from 'spellbook-engine';

let state: GameState = createGame({ players: 2, seed: 'first-ui' });
const app = document.querySelector<HTMLElement>('#app')!;

/** A new element showing `text` (as text: nothing from the game is ever parsed as HTML). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, text: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.textContent = text;
  return element;
}

/** A list of materia kinds as words, or "-" when there are none. */
const words = (kinds: readonly string[]): string => kinds.join(', ') || '-';

/** The table as `seat` sees it (everyone, when left out): the altar, then each player's pool, familiar board and spells. */
function table(seat?: number): string {
  const view = playerView(state, seat);
  const lines = [`Day ${view.day} (player ${view.active + 1}), ${view.phase}`, `altar: ${words(kindsOf(view.altar))}`];
  view.players.forEach((p, i) => {
    const spells = p.spells.map((s) => `${s.spell} (level ${s.level})`);
    lines.push(`Player ${i + 1} · pool: ${words(kindsOf(p.pool))}`, `  familiar: ${words(p.familiar)}`, `  spells: ${words(spells)}`);
  });
  return lines.join('\n');
}

/** Draws the page for the current state: the decision and its buttons, or the final scores. */
function render(): void {
  const decision = currentDecision(state);
  if (decision.kind === 'game-over') {
    const scores = scoreGame(state).players.map((p) => el('p', `Player ${p.player + 1}: ${p.total} points, rank ${p.rank}`));
    app.replaceChildren(el('h1', 'Game over'), ...scores, el('pre', table()));
    return;
  }
  const buttons = legalActions(state).map((action) => {
    const button = el('button', describeAction(action));
    button.addEventListener('click', () => play(action));
    return button;
  });
  app.replaceChildren(el('h1', `Player ${decision.player + 1} to decide`), el('pre', table(decision.player)), ...buttons);
}

/** Plays a clicked action and draws the new state. */
function play(action: Action): void {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(result.error.message); // never happens: the action was listed
  state = result.state;
  render();
}

render();
