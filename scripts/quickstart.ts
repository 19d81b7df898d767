// The README's quick start, verbatim except for the import path (this file lives inside the
// package, so it imports the source; .ci/run also runs the README's own copy against the
// packed package). Run it with `npx tsx scripts/quickstart.ts`.
import { createGame, legalActions, applyAction, scoreGame } from '../src/index.js';

let state = createGame({ players: 3, seed: 'readme' });
while (state.phase !== 'ended') {
  const options = legalActions(state);
  const result = applyAction(state, options[Math.floor(Math.random() * options.length)]!);
  if (result.ok) state = result.state;
}
console.log(scoreGame(state).players.map((p) => `seat ${p.player}: ${p.total} points, rank ${p.rank}`));
