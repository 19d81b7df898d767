/**
 * The current decision (`currentDecision`, worded by `describeDecision`) and the legal actions
 * (`legalActions`), one button each, labelled with `describeAction` and the notation
 * (`formatAction`). A click plays the action. Under the prompt: why `pass` is the only legal
 * action when it is, and that a bot's seat waits when the bots are paused.
 */
import {
  currentDecision, describeAction, describeDecision, describePlayer, formatAction, legalActions,
  type Action, type GameState, type Locale,
} from 'spellbook-engine';
import { h } from './dom.js';
import type { SeatControl, UiText } from './i18n.js';
import { onlyPassReason } from './only-pass.js';

/** What the panel needs besides the state. */
export interface DecisionContext {
  readonly locale: Locale;
  readonly ui: UiText;
  readonly live: boolean;
  /** Whether "Bots play" is ticked. */
  readonly botsOn: boolean;
  readonly control: (seat: number) => SeatControl;
  readonly play: (action: Action) => void;
}

/** The decision and its legal actions for `state`. */
export function renderDecision(state: GameState, c: DecisionContext): HTMLElement {
  const decision = currentDecision(state);
  const actions = legalActions(state);
  const seat = decision.kind === 'game-over' ? null : decision.player;
  const bot = seat !== null && c.control(seat) !== 'human';
  const onlyPass = decision.kind === 'phase' && actions.length === 1 && actions[0]?.type === 'pass';
  return h('div', { class: 'decision' },
    h('p', { class: 'prompt', 'data-testid': 'decision', 'data-kind': decision.kind, 'data-player': seat ?? '' }, describeDecision(decision, c.locale, state.rules)),
    onlyPass ? h('p', { class: 'why', 'data-testid': 'only-pass' }, onlyPassReason(state, decision, c.locale, c.ui)) : null,
    c.live ? null : h('p', { class: 'hint' }, c.ui.pastStep),
    bot && seat !== null ? h('p', { class: 'hint' }, c.ui.notYours(describePlayer(seat, c.locale))) : null,
    bot && seat !== null && c.live && !c.botsOn ? h('p', { class: 'why', 'data-testid': 'bots-paused' }, c.ui.botsPaused(describePlayer(seat, c.locale))) : null,
    h('h3', {}, c.ui.legal(actions.length)),
    h('ol', { class: 'actions', 'data-testid': 'actions' }, actions.map((action) => {
      const notation = formatAction(action);
      const button = h('button', { type: 'button', class: `action a-${action.type}`, 'data-notation': notation },
        describeAction(action, c.locale), h('code', {}, notation));
      button.addEventListener('click', () => c.play(action));
      return h('li', {}, button);
    })));
}
