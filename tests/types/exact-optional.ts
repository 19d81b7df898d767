// Compiled, never run: `tests/types/types.test.ts` type-checks this file with
// `exactOptionalPropertyTypes` on (tsconfig.json here), as an app with that setting would. Every
// optional property of the public options is given `undefined` explicitly, and options are
// built from possibly-undefined values, which such an app may only do when the property type
// says `| undefined`.
import {
  Match, applyAction, createGame, createRiggedGame, listSpells, parseAction, parseActions, recordOf, replay, startRecord, stateFromView,
  playerView,
  type ApplyOptions, type GameOptions, type RiggedOptions, type HiddenParts, type ParseOptions, type RecordOptions, type ReplayOptions,
  type RiggedSetup, type RiggedSpell, type SpellFilter,
} from '../../src/index.js';
import {
  botWorkers, greedyBot, playBots, searchBot, serveBots,
  type BotWorkerHandle, type BotWorkersOptions, type GreedyBotOptions, type GreedyOptions, type NodeBotPort, type PlayBotsOptions,
  type SearchOptions, type ServeBotsOptions, type WeightOverrides,
} from '../../src/bots/index.js';
import { VectorEnv, type VectorEnvOptions } from '../../src/learn/index.js';
import {
  assertViewSecrecy, checkConformance, checkScenario, rig, riggedGame,
  type ConformanceOptions, type RigOptions, type RiggedGameOptions, type ScenarioSettings, type ViewSecrecyOptions,
} from '../../src/testing/index.js';

// The setting is on in this compilation: without `| undefined`, an explicit `undefined` is refused.
interface Strict { readonly seed?: string }
// @ts-expect-error -- exactOptionalPropertyTypes: `seed?: string` does not take `undefined`
export const strict: Strict = { seed: undefined };

// The reviewer's case: a seed that may be missing, passed on as it is.
declare const maybeSeed: string | undefined;
declare const maybeSeat: number | undefined;
export const fromVariables = createGame({ players: 2, seed: maybeSeed, firstPlayer: maybeSeat });

const spell: RiggedSpell = { spell: 'sacrifice', level: 3, card: 'red-square', day: undefined };
const setup: RiggedSetup = {
  altar: undefined, pools: undefined, familiars: undefined, learned: [[spell], []], discard: undefined,
  nextDraws: undefined, active: undefined, phase: undefined, day: undefined,
  opponent: undefined,
};
const soloSetup: RiggedSetup = { opponent: { track: undefined, lower: undefined } };
const options: RiggedOptions = {
  players: 2, seed: undefined, spells: undefined, rules: undefined, firstPlayer: undefined, solo: undefined, setup,
};
const solo: RiggedOptions = { players: 1, solo: { difficulty: undefined }, setup: soloSetup };
const noSetup: RiggedOptions = { players: 2, setup: undefined };
export const games = [createRiggedGame(options), createRiggedGame(solo), createRiggedGame(noSetup)];

const apply: ApplyOptions = { expectedStep: undefined };
export const applied = applyAction(games[0]!, { type: 'draw', player: 0 }, apply);

const started = startRecord({ players: 2, seed: undefined });
const recordOptions: RecordOptions = { ...started.record.options, firstPlayer: undefined };
export const recorded = recordOf(recordOptions, started.state, []);
const replayOptions: ReplayOptions = { to: undefined };
export const replayed = replay(started.record, replayOptions);

const hidden: HiddenParts = { seed: undefined, rng: undefined, nextDraws: undefined };
export const rebuilt = stateFromView(playerView(started.state, 0), hidden);

const filter: SpellFilter = { colour: undefined, phase: undefined, set: undefined };
export const spells = listSpells(filter);

const parse: ParseOptions = { player: undefined };
export const parsed = [parseAction('P1 draw', parse), parseActions('P1 draw', { player: maybeSeat })];

export const match = Match.create({ players: 2, seed: undefined, rules: undefined });
export const played = match.play({ type: 'draw', player: 0 }, { expectedStep: undefined });

// spellbook-engine/bots
const weights: WeightOverrides = { points: undefined, pool: 0.2 };
const greedyOptions: GreedyOptions = { samples: undefined, name: undefined };
const searchOptions: SearchOptions = {
  iterations: undefined, timeMs: undefined, depth: undefined, candidates: undefined, exploration: undefined,
  epsilon: undefined, expandAfter: undefined, width: undefined, scale: undefined, weights: undefined, name: undefined,
};
const playOptions: PlayBotsOptions = { onStep: undefined, maxSteps: undefined };
export const bots = [greedyBot(weights, greedyOptions), searchBot(searchOptions), searchBot({ weights })];
export const game = playBots({ players: 2, seed: 'types' }, [greedyBot(), greedyBot()], playOptions);
declare const spawn: () => BotWorkerHandle;
declare const port: NodeBotPort;
const poolOptions: BotWorkersOptions = { size: undefined };
const workers = botWorkers(spawn, poolOptions);
const greedyInWorker: GreedyBotOptions = { ...greedyOptions, weights: undefined };
export const inWorker = [
  workers.botAction({ state: games[0]!, bot: 'greedy', options: greedyInWorker, signal: undefined }),
  workers.botAction({ view: playerView(games[0]!, 0), seed: maybeSeed, bot: 'search', options: undefined }),
];
const serveOptions: ServeBotsOptions<Record<never, never>> = { bots: undefined };
export const stop = serveBots(port, serveOptions);

// spellbook-engine/learn
const envOptions: VectorEnvOptions = {
  games: 2, game: { players: 2, seed: undefined }, agents: undefined, opponents: undefined, agentSeat: undefined,
  maxActions: undefined, encoding: undefined,
};
export const env = new VectorEnv(envOptions);

// spellbook-engine/testing
const conformance: ConformanceOptions = {
  numRuns: undefined, seed: undefined, path: undefined, players: undefined, spells: undefined, rules: undefined,
  policies: undefined, maxSteps: undefined, setup: undefined, skip: undefined, shrink: undefined,
};
export const report = checkConformance(conformance);
const settings: ScenarioSettings = { maxSteps: undefined, skip: undefined };
export const scenario = checkScenario({ options, policy: 'uniform', policySeed: 1, sampleSeed: 2 }, settings);
const secrecy: ViewSecrecyOptions = { action: undefined, seed: undefined, twins: undefined };
export const secret = assertViewSecrecy(games[0]!, secrecy);
const rigOptions: RigOptions = { ...setup, opponent: { track: undefined, lower: undefined }, pouch: undefined, rest: undefined };
export const rigged = rig(rigOptions);
const riggedOptions: RiggedGameOptions = {
  players: 1, seed: undefined, spells: undefined, firstPlayer: undefined, solo: { difficulty: undefined },
  rules: undefined, pouch: undefined, rest: undefined,
};
export const riggedState = riggedGame(riggedOptions);
