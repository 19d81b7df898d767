/**
 * The game the page shows: a `Match` (play, undo, redo as the match allows), the timeline of
 * every state of the line played (for the history slider), and the step being looked at.
 *
 * A session starts from options (a new game or a `GameRecord`: it has a record) or from a
 * state (a save: no record, its history starts at the loaded state). Playing an action while
 * looking at an earlier step starts a new line from that step: the match is rebuilt from the
 * start with the actions up to it, so undo and the record follow the new line.
 */
import {
  Match, ReplayError, formatActions, recordOf, replay, serialize,
  type Action, type ActionResult, type GameOptions, type GameRecord, type GameState, type MatchStep, type RecordOptions,
  type RedoResult, type UndoResult,
} from 'spellbook-engine';

/** Where a session's line starts: a game's options (it has a record) or a loaded state (it has none). */
export type Origin =
  | { readonly kind: 'options'; readonly options: RecordOptions }
  | { readonly kind: 'state'; readonly state: GameState };

/**
 * One game on the page: its match, the states of its line, and the step looked at.
 * @example
 * ```ts
 * const session = Session.create({ players: 2, seed: 'demo' });
 * session.play(legalActions(session.state)[0]!);
 * session.view(0); // the opening, as createGame dealt it
 * ```
 */
export class Session {
  private match!: Match;
  /** states[i] is the state before steps[i]; the last state is the match's current state. */
  private states: GameState[] = [];
  private steps: MatchStep[] = [];
  private viewed = 0;
  /** Bumped on every change: a bot answer computed for an older version is dropped. */
  version = 0;

  private constructor(readonly origin: Origin, match: Match) {
    this.adopt(match);
  }

  /** A new game. @throws SetupError on bad options, as `createGame`. */
  static create(options: GameOptions): Session {
    const match = Match.create(options);
    return new Session({ kind: 'options', options: match.options as RecordOptions }, match);
  }

  /** A game from a save. @throws LoadError when the text is not a valid save, as `deserialize`. */
  static fromSave(text: string): Session {
    const match = Match.fromSave(text);
    return new Session({ kind: 'state', state: match.state }, match);
  }

  /**
   * A game from a record, checked by `replay`, then played into a match so
   * that undo and redo work on it.
   * @throws ReplayError when the record is not a record or one of its actions is illegal.
   */
  static fromRecord(record: unknown): Session {
    // replay checks everything untrusted (the shape, the options, each action), so that the
    // match below only ever plays actions already known to be legal.
    replay(record as GameRecord);
    const r = record as GameRecord;
    const session = new Session({ kind: 'options', options: r.options }, Match.create(r.options));
    for (const action of r.actions) session.match.play(action);
    session.viewed = session.last;
    return session;
  }

  /** The index of the latest state (the number of steps in the line). */
  get last(): number {
    return this.states.length - 1;
  }

  /** The step being looked at: 0 (the start) to {@link Session.last}. */
  get at(): number {
    return this.viewed;
  }

  /** Whether the page shows the latest state (bots only play there). */
  get live(): boolean {
    return this.viewed === this.last;
  }

  /** The state being looked at. */
  get state(): GameState {
    return this.states[this.viewed] as GameState;
  }

  /** The steps of the line, oldest first (the one at index i led from state i to state i + 1). */
  get history(): readonly MatchStep[] {
    return this.steps;
  }

  /** The state at step `i` of the line. */
  stateAt(i: number): GameState {
    return this.states[i] as GameState;
  }

  /** Looks at step `i` (clamped to the line). */
  view(i: number): void {
    const next = Math.max(0, Math.min(this.last, Math.round(i)));
    if (next === this.viewed) return;
    this.viewed = next;
    this.version++;
  }

  /** Plays an action at the step being looked at (an earlier step starts a new line from it). */
  play(action: Action): ActionResult {
    if (!this.live) this.branchAt(this.viewed);
    return this.match.play(action);
  }

  /**
   * Undoes the last step as `Match.undo` allows: as the player who made it when that seat is
   * played by a person at this page (`humanSeat`), else as the player who must decide now.
   */
  undo(humanSeat: (seat: number) => boolean): UndoResult {
    this.viewed = this.last;
    const lastStep = this.steps[this.steps.length - 1];
    const mover = lastStep?.action.player;
    return mover !== undefined && humanSeat(mover) ? this.match.undo(mover) : this.match.undo();
  }

  /** Redoes the step last undone, as `Match.redo` allows. */
  redo(): RedoResult {
    this.viewed = this.last;
    return this.match.redo();
  }

  /** Whether `Match.redo` would succeed. */
  canRedo(): boolean {
    return this.match.canRedo();
  }

  /** The save of the state being looked at (`serialize`). */
  save(): string {
    return serialize(this.state);
  }

  /** The record of the line up to the step being looked at, or `undefined` for a game from a save. */
  record(): GameRecord | undefined {
    if (this.origin.kind !== 'options') return undefined;
    return recordOf(this.origin.options, this.states[0] as GameState, this.actionsUpTo(this.viewed));
  }

  /** The record of the whole line (every step, whichever is looked at), or `undefined` for a game from a save. */
  lineRecord(): GameRecord | undefined {
    if (this.origin.kind !== 'options') return undefined;
    return recordOf(this.origin.options, this.states[0] as GameState, this.actionsUpTo(this.last));
  }

  /** The actions up to the step being looked at, in the notation (one per line). */
  notation(): string {
    return formatActions(this.actionsUpTo(this.viewed));
  }

  private actionsUpTo(i: number): Action[] {
    return this.steps.slice(0, i).map((s) => s.action);
  }

  /** Rebuilds the match from the start of the line with its first `i` actions: a new line from step `i`. */
  private branchAt(i: number): void {
    const actions = this.actionsUpTo(i);
    const match = this.origin.kind === 'options' ? Match.create(this.origin.options) : Match.resume(this.origin.state);
    this.adopt(match);
    for (const action of actions) {
      const r = match.play(action);
      // The same actions from the same start: refused only if the engine were not deterministic.
      if (!r.ok) throw new ReplayError('illegal-action', `$.actions[${this.steps.length}]`, r.error.message);
    }
  }

  /** Takes over a match and follows its changes into the timeline. */
  private adopt(match: Match): void {
    this.match = match;
    this.states = [match.state];
    this.steps = [];
    this.viewed = 0;
    this.version++;
    match.on('state', (change) => {
      if (change.cause === 'undo') {
        this.states.pop();
        this.steps.pop();
      } else {
        this.states.push(change.state);
        this.steps.push(change.entry);
      }
      this.viewed = this.last;
      this.version++;
    });
  }
}
