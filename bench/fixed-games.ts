// A fixed amount of work for bench/instructions.sh: N four-player `classic` games of uniform
// random play with the playout benchmark's seeds and policy.
//
//   npx tsx bench/fixed-games.ts DIST_FOLDER N
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { xorshift } from '../src/testing/xorshift.js';
import { playUniform } from './shared.js';

type Engine = typeof import('../src/index.js');
const [dist = 'dist', count = '1000'] = process.argv.slice(2);
const engine = (await import(pathToFileURL(resolve(dist, 'index.js')).href)) as Engine;
const rand = xorshift(0x2545f491);
let decisions = 0;
for (let game = 0; game < Number(count); game++) {
  const start = engine.createGame({ players: 4, seed: `bench-${game}`, spells: 'classic' });
  decisions += playUniform(engine, start, rand, game).decisions;
}
console.log(`decisions ${decisions}`);
