// The built `production` entry (dist/index.production.js) against the default one (dist/index.js):
// the same games from the same seeds under both rule presets, the same legal lists, the same
// refusal codes and fields; its messages are the codes. Run after `npm run build` (CI does).
import type { Action } from '../src/index.js';

// The built files, by URL: a fresh clone type-checks this script before anything is built.
type Engine = typeof import('../src/index.js');
const detailed = (await import(new URL('../dist/index.js', import.meta.url).href)) as Engine;
const codesOnly = (await import(new URL('../dist/index.production.js', import.meta.url).href)) as Engine;

const GAMES = 40;
let actions = 0;
let refusals = 0;
for (let g = 0; g < GAMES; g++) {
  const options = { players: 1 + (g % 4), seed: `production-${g}`, rules: g % 2 === 0 ? 'printed' : 'digital' } as const;
  let a = detailed.createGame(options);
  let b = codesOnly.createGame(options);
  for (let n = 0; a.phase !== 'ended'; n++) {
    if (n > 5000) throw new Error(`game ${g} did not end`);
    const listed = detailed.legalActions(a);
    if (JSON.stringify(listed) !== JSON.stringify(codesOnly.legalActions(b))) throw new Error(`game ${g}, step ${n}: the legal actions differ`);
    // An action that is often refused, for different reasons: the wrong seat, an empty altar, a wrong phase.
    const probe = { type: 'take', player: n % options.players, materia: 'red-circle' } as const;
    const ra = detailed.applyAction(a, probe);
    const rb = codesOnly.applyAction(b, probe);
    if (!ra.ok) {
      refusals++;
      if (rb.ok || rb.error.code !== ra.error.code || rb.error.field !== ra.error.field || rb.error.message !== rb.error.code) {
        throw new Error(`game ${g}, step ${n}: the refusals differ: ${JSON.stringify(ra.error)} / ${JSON.stringify(rb.ok || rb.error)}`);
      }
    } else if (!rb.ok) throw new Error(`game ${g}, step ${n}: only the production build refused ${JSON.stringify(probe)}`);
    const action = listed[(n * 7 + g) % listed.length] as Action;
    const next = detailed.applyAction(a, action);
    const nextB = codesOnly.applyAction(b, action);
    if (!next.ok || !nextB.ok) throw new Error(`game ${g}, step ${n}: a listed action was refused`);
    a = next.state;
    b = nextB.state;
    actions++;
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`game ${g}, step ${n}: the states differ`);
  }
}
// The kit over both builds (the production build renames internal fields of Match and of the
// step kinds): a Match with undo, redo and a listener, its save, the notation both ways and the
// English descriptions must come out the same.
function kitTranscript(engine: Engine): string {
  const lines: string[] = [];
  let x = 7;
  const below = (n: number): number => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) % n;
  for (const players of [1, 2, 3, 4] as const) {
    const match = engine.Match.create({ players, seed: `production-kit-${players}`, rules: players % 2 === 0 ? 'printed' : 'digital' });
    let heard = 0;
    const stop = match.on('state', () => heard++);
    for (let i = 0; i < 400 && match.state.phase !== 'ended'; i++) {
      const legal = match.legalActions();
      const action = legal[below(legal.length)] as Action;
      const text = engine.formatAction(action);
      lines.push(text, JSON.stringify(engine.parseAction(text)), engine.describeDecision(engine.currentDecision(match.state)));
      if (!match.play(action).ok) lines.push('refused');
      if (i % 17 === 5 && match.canUndo()) {
        match.undo();
        if (match.canRedo()) match.redo();
      }
    }
    stop();
    lines.push(`${players}: step ${match.state.step}, heard ${heard}, history ${match.history.length}`, engine.Match.fromSave(match.serialize()).serialize());
  }
  return lines.join('\n');
}
if (kitTranscript(detailed) !== kitTranscript(codesOnly)) throw new Error('the Match, notation or descriptions differ between the builds');

// An own field named "__proto__" (JSON.parse makes one): refused with the code alone, like every refusal.
const proto = JSON.parse('{"type":"pass","player":0,"__proto__":{}}') as Action;
const protoRefusal = codesOnly.applyAction(codesOnly.createGame({ players: 2, seed: 'production-proto' }), proto);
if (protoRefusal.ok || protoRefusal.error.code !== 'malformed-action' || protoRefusal.error.message !== protoRefusal.error.code) {
  throw new Error(`the production build's refusal of a __proto__ field: ${JSON.stringify(protoRefusal.ok || protoRefusal.error)}`);
}
try {
  codesOnly.createGame({ players: 7 });
  throw new Error('the production build created a game of 7');
} catch (e) {
  if (!(e instanceof codesOnly.SetupError) || e.message !== 'invalid-player-count (players)') throw e;
}
console.log(`production build ok: ${GAMES} games (${actions} actions) as the default build, ${refusals} refusals with the same codes and fields, messages are codes; Match, notation and descriptions alike`);
