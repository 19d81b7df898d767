import { createGame, legalActions, applyAction, scoreGame } from 'spellbook-engine';

let state = createGame({ players: 3, seed: 'readme' });
while (state.phase !== 'ended') {
  const options = legalActions(state);
  const result = applyAction(state, options[Math.floor(Math.random() * options.length)]!);
  if (result.ok) state = result.state;
}
console.log(scoreGame(state).players.map((p) => `seat ${p.player}: ${p.total} points, rank ${p.rank}`));
