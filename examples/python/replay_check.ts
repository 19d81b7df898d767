// Replays game records with the engine in TypeScript (its sources) and prints each one's score
// sheet as JSON, one line per record: the check the Python tests make of the games they played
// through spellbook-serve. Reads a JSON array of records from the file named on the command line.
import { readFileSync } from 'node:fs';
import { replay, scoreGame, type GameRecord } from '../../src/index.js';

const file = process.argv[2];
if (file === undefined) {
  process.stderr.write('usage: tsx replay_check.ts RECORDS.json\n');
  process.exit(2);
}
const records = JSON.parse(readFileSync(file, 'utf8')) as GameRecord[];
for (const record of records) process.stdout.write(`${JSON.stringify(scoreGame(replay(record)))}\n`);
