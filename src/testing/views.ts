/**
 * The view property: no `playerView` lets a client predict the next draw from the pouch.
 * @module
 */
import {
  KIND_COUNT, MATERIA_KINDS, applyAction, isMateriaKind, kindIndex, playerView,
  type Action, type GameEvent, type GameState, type MateriaKind, type PlayerView,
} from '../index.js';
import { Picker, check, fail, plainEqual } from './checks.js';
import { seededRandom } from './random.js';
import { ConformanceError } from './rig.js';

/** Keys that must never appear anywhere in a view. */
const SECRET_KEYS: ReadonlySet<string> = new Set(['seed', 'rng', 'pouchTop']);

/** Generator words at least this large are looked for in a view's JSON (smaller numbers occur as counts). */
const MIN_WORD = 1_000_000;

/** Fails when a secret key appears anywhere in `value`. */
function checkNoSecretKeys(value: unknown, path: string): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkNoSecretKeys(v, `${path}[${i}]`));
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    check(!SECRET_KEYS.has(k), `${path}.${k}: a player view holds a secret field`);
    checkNoSecretKeys(v, `${path}.${k}`);
  }
}

/** The pouch as one multiset: its counts and its rigged next draws. */
function mergedPouch(state: GameState): number[] {
  const merged = state.pouch.slice(0, KIND_COUNT);
  for (const m of state.pouchTop) {
    const i = kindIndexOf(m);
    merged[i] = (merged[i] as number) + 1;
  }
  return merged;
}

function kindIndexOf(m: MateriaKind): number {
  if (!isMateriaKind(m)) throw new ConformanceError(`unknown materia kind ${JSON.stringify(m)} in the pouch`);
  return kindIndex(m);
}

/**
 * A state that differs from `state` only in its secrets: another generator state, and `top` as
 * the rigged next draws (taken out of the same pouch, so the pouch's contents stay the same).
 */
function twin(state: GameState, merged: readonly number[], rng: readonly number[], top: readonly MateriaKind[]): GameState {
  const pouch = merged.slice();
  for (const m of top) pouch[kindIndexOf(m)] = (pouch[kindIndexOf(m)] as number) - 1;
  return { ...state, rng: rng.slice(), pouch, pouchTop: top.slice() };
}

function randomWords(pk: Picker): number[] {
  return [0, 1, 2, 3].map(() => Math.floor(pk.rand() * 4294967296));
}

/**
 * Options of {@link assertViewSecrecy}.
 * @group Conformance
 */
export interface ViewSecrecyOptions {
  /**
   * An action legal in the state; when it draws or reveals from the pouch, it is also applied to
   * states with the same views but other secrets, and their draws must differ.
   */
  readonly action?: Action | undefined;
  /** Seed for the other secrets; default 1. */
  readonly seed?: number | undefined;
  /** How many other generator states to try; default 12. */
  readonly twins?: number | undefined;
}

/**
 * What {@link assertViewSecrecy} could compare.
 * @group Conformance
 */
export interface ViewSecrecyReport {
  /** The action drew from a pouch that held at least two kinds, and the draws were compared. */
  readonly comparedDraws: boolean;
}

function drawsFromPouch(events: readonly GameEvent[]): boolean {
  return events.some((e) => e.type === 'materia-drawn' || e.type === 'materia-revealed');
}

/**
 * Checks that no player view lets a client predict the next draw from the pouch:
 *
 * 1. no view (of any seat, or a spectator's) has a `seed`, `rng` or `pouchTop` field anywhere, nor
 *    contains the game's seed or one of its generator words in its JSON;
 * 2. states that differ from `state` only in their secrets (another generator state; other
 *    rigged next draws taken from the same pouch, in another order) have views equal to its own,
 *    and the same actions are legal in them;
 * 3. when `options.action` draws from the pouch, applying it to such twins gives different
 *    draws: two twins whose next draws start with different kinds always draw differently, and
 *    when no kind makes up more than a quarter of the pouch, twins with other generator states
 *    do not all draw the same (a false alarm has a chance below 1 in 4 million). So equal views
 *    do not determine the next draw.
 * @throws ConformanceError on the first broken point.
 * @example
 * ```ts
 * const draw = legalActions(state).find((a) => a.type === 'draw');
 * assertViewSecrecy(state, draw ? { action: draw } : {});
 * ```
 * @group Conformance
 */
export function assertViewSecrecy(state: GameState, options: ViewSecrecyOptions = {}): ViewSecrecyReport {
  const viewers: (number | undefined)[] = [undefined, ...state.players.keys()];
  const views: PlayerView[] = viewers.map((v) => playerView(state, v));
  const secretWords = state.rng.filter((w) => Number.isInteger(w) && Math.abs(w) >= MIN_WORD).map(String);
  views.forEach((view, i) => {
    const who = viewers[i] === undefined ? 'the spectator view' : `the view of seat ${String(viewers[i])}`;
    checkNoSecretKeys(view, who);
    const json = JSON.stringify(view);
    check(!json.includes(state.seed), `${who} contains the game's seed`, { seed: state.seed });
    for (const w of secretWords) check(!json.includes(w), `${who} contains a word of the generator state`, { word: w });
  });

  const pk = new Picker(seededRandom(options.seed ?? 1));
  const merged = mergedPouch(state);
  const kinds: MateriaKind[] = [];
  merged.forEach((n, i) => {
    if (n > 0) kinds.push(MATERIA_KINDS[i] as MateriaKind);
  });
  /** Compares the views of a twin with the state's: every viewer's, or (for the many generator twins) one viewer's in turn. */
  let turn = 0;
  const sameViews = (t: GameState, what: string, all: boolean): void => {
    viewers.forEach((v, i) => {
      if (!all && i !== turn % viewers.length) return;
      const view = playerView(t, v);
      if (!plainEqual(view, views[i])) fail(`${what}: a state with other secrets has another view`, { viewer: v ?? null });
    });
    turn++;
  };

  // Twins with other next draws: the state's own rigged draws reversed, and two single next draws of different kinds.
  const topTwins: GameState[] = [];
  if (state.pouchTop.length > 1) topTwins.push(twin(state, merged, randomWords(pk), [...state.pouchTop].reverse()));
  let firsts: [GameState, GameState] | undefined;
  if (kinds.length >= 2) {
    const [a, b] = pk.sample(kinds, 2) as [MateriaKind, MateriaKind];
    firsts = [twin(state, merged, randomWords(pk), [a]), twin(state, merged, randomWords(pk), [b])];
    topTwins.push(...firsts);
  }
  const rngTwins = Array.from({ length: options.twins ?? 12 }, () => twin(state, merged, randomWords(pk), []));
  for (const t of topTwins) sameViews(t, 'next draws changed', true);
  for (const t of rngTwins) sameViews(t, 'generator state changed', false);

  const action = options.action;
  if (action === undefined) return { comparedDraws: false };
  const original = applyAction(state, action);
  if (!original.ok) fail('assertViewSecrecy: the action given is not legal in the state', { action, code: original.error.code });
  const outcome = (t: GameState, what: string): string => {
    const r = applyAction(t, action);
    if (!r.ok) fail(`${what}: an action legal in the state is refused in a state with the same views`, { action, code: r.error.code });
    return JSON.stringify(r.events);
  };
  for (const t of topTwins) outcome(t, 'next draws changed');
  if (!drawsFromPouch(original.events) || kinds.length < 2) {
    for (const t of rngTwins.slice(0, 2)) outcome(t, 'generator state changed');
    return { comparedDraws: false };
  }
  if (firsts !== undefined) {
    check(outcome(firsts[0], 'next draws changed') !== outcome(firsts[1], 'next draws changed'),
      'two states with the same views and different next draws drew the same: the draw does not come from the pouch', { action });
  }
  let size = 0;
  let most = 0;
  for (const n of merged) {
    size += n;
    most = Math.max(most, n);
  }
  const outcomes = new Set(rngTwins.map((t) => outcome(t, 'generator state changed')));
  if (4 * most <= size) {
    check(outcomes.size > 1, `${rngTwins.length} states with the same views and other generator states all drew the same: a client could predict the draw`, { action });
  }
  return { comparedDraws: true };
}
