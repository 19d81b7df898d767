import { describeAction, kindsOf, playerView, scoreGame, type GameState } from 'spellbook-engine';
import { useGame } from './useGame';

/** A list of materia kinds as words, or "-" when there are none. */
const words = (kinds: readonly string[]): string => kinds.join(', ') || '-';

/** The table as `seat` sees it (everyone, when left out): the altar, then each player's pool, familiar board and spells. */
function Table({ state, seat }: { readonly state: GameState; readonly seat?: number }) {
  const view = playerView(state, seat);
  const lines = [`Day ${view.day} (player ${view.active + 1}), ${view.phase}`, `altar: ${words(kindsOf(view.altar))}`];
  view.players.forEach((p, i) => {
    const spells = p.spells.map((s) => `${s.spell} (level ${s.level})`);
    lines.push(`Player ${i + 1} · pool: ${words(kindsOf(p.pool))}`, `  familiar: ${words(p.familiar)}`, `  spells: ${words(spells)}`);
  });
  return <pre>{lines.join('\n')}</pre>;
}

/** A hot-seat game: whoever must decide sees the table and one button per legal action. */
export function App() {
  const { state, decision, actions, apply } = useGame({ players: 2, seed: 'first-ui' });
  if (decision.kind === 'game-over') {
    return (
      <>
        <h1>Game over</h1>
        {scoreGame(state).players.map((p) => (
          <p key={p.player}>{`Player ${p.player + 1}: ${p.total} points, rank ${p.rank}`}</p>
        ))}
        <Table state={state} />
      </>
    );
  }
  return (
    <>
      <h1>{`Player ${decision.player + 1} to decide`}</h1>
      <Table state={state} seat={decision.player} />
      {/* The list is replaced as a whole after every action, so its index is a fine key. */}
      {actions.map((action, i) => (
        <button key={i} onClick={() => apply(action)}>{describeAction(action)}</button>
      ))}
    </>
  );
}
