// Compiled, never run: `tests/types/types.test.ts` type-checks this file (tsconfig.json here).
// The edges of the public types that an app meets first: the player count is a union, so a 5 or
// a bare `number` is refused at compile time and `isPlayerCount` narrows one; every bot comes
// from a factory, `randomBot()` too, while the deprecated value `randomBot` still type-checks as
// a bot.
import { createGame, createRiggedGame, isPlayerCount, type GameOptions, type PlayerCount } from '../../src/index.js';
import { greedyBot, playBots, randomBot, searchBot, type Bot, type RandomOptions } from '../../src/bots/index.js';

// @ts-expect-error -- players is 1 | 2 | 3 | 4: a 5 is refused by the compiler, not only at run time
export const five = createGame({ players: 5 });
// @ts-expect-error -- and so is 0
export const none: GameOptions = { players: 0 };

declare const fromForm: number;
// @ts-expect-error -- a number from a form, a command line or a file is not a player count until narrowed
export const unchecked = createRiggedGame({ players: fromForm });
export const narrowed = isPlayerCount(fromForm) ? createGame({ players: fromForm }) : undefined;
export const counts: readonly PlayerCount[] = [1, 2, 3, 4];
export const each = counts.map((players) => createGame({ players, seed: `players-${players}` }));

// Every bot from its factory, the random one included.
const randomOptions: RandomOptions = { name: undefined };
export const bots: readonly Bot[] = [randomBot(), randomBot(randomOptions), greedyBot(), searchBot({ iterations: 10 })];
// The deprecated value: still a Bot, so programs written before the factory compile unchanged.
export const legacy: Bot = randomBot;
export const legacyGame = (): unknown => playBots({ players: 2, seed: 'legacy' }, [greedyBot(), randomBot]);
export const legacyName: string = randomBot().name;

// @ts-expect-error -- randomBot's options are an object: a bare name is refused
export const badOptions = randomBot('random');
