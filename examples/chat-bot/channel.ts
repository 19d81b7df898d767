// A text-command chat bot for SpellBook, with no chat service in sight: `handleMessage(channel,
// user, text)` takes one message of one user in one channel and returns the bot's replies. A
// Discord, Slack or Matrix adapter only has to keep one `Channel` per channel id, pass each
// message in, and post the replies back; `main.ts` does the same with stdin and stdout.
//
// The core does no I/O, reads no clock and no environment: given the same messages it gives the
// same replies, which is what the transcript test relies on (a table opened without a seed gets
// a random one from the engine, so only seeded tables replay exactly). The channel is a
// mutable object that holds the game in a `Match` (the engine's stateful wrapper with history
// and fair-table undo); a bot process that must survive restarts would store
// `match.serialize()` and the seats, and lose only the undo history on reload.
import {
  ACTION_TYPES, LEVELS, LOCALES, Match, NotationError, SetupError, localeTable, registerLocale,
  describeAction, describeDecision, describeEvent, getSpell, parseAction, playerView, scoreGame, spellName, spellText,
  type Action, type GameEvent, type GameOptions, type Locale, type SpellSelection,
} from 'spellbook-engine';
import { botAction, greedyBot, randomBot, searchBot, type Bot } from 'spellbook-engine/bots';
import { pl } from 'spellbook-engine/locales/pl';
import { uk } from 'spellbook-engine/locales/uk';
import { zhTW } from 'spellbook-engine/locales/zh-TW';
import { actionsText, restatedBy, scoreText, viewText, violationText } from './text.js';

// The channel speaks the engine's four languages (!lang): English is built in, the other three are opt-in.
for (const language of [uk, pl, zhTW]) registerLocale(language);

/** The bots a seat can be given with `!bot`. */
export const BOT_KINDS = ['greedy', 'random', 'search'] as const;
/** One of {@link BOT_KINDS}. */
export type BotKind = (typeof BOT_KINDS)[number];

/** Who sits on a seat: a chat user, or a bot. */
export type Occupant =
  | { readonly kind: 'human'; readonly user: string }
  | { readonly kind: 'bot'; readonly botKind: BotKind; readonly bot: Bot };

/** A table in a channel: set up in the lobby (`match` undefined), then played. */
export interface Table {
  /** The user who opened it with `!new`. */
  readonly host: string;
  /** 1 (solo against the virtual opponent) to 4. */
  readonly players: 1 | 2 | 3 | 4;
  /** The seed given to `!new`, or undefined for a random one (revealed at the end). */
  readonly seed: string | undefined;
  /** The spells in play. */
  readonly spells: SpellSelection;
  /** Seat by seat; undefined for an empty seat. */
  readonly seats: (Occupant | undefined)[];
  /** The game, once `!start`ed. */
  match: Match | undefined;
}

/** Everything the bot keeps about one chat channel. */
export interface Channel {
  /** The language of the game's words in replies (`!lang`). */
  lang: Locale;
  /** The table, once `!new` has opened one. */
  table: Table | undefined;
}

/** A channel with no table yet. */
export function createChannel(lang: Locale = 'en'): Channel {
  return { lang, table: undefined };
}

const SPELL_SELECTIONS = ['set1', 'set2', 'set3', 'classic'] as const;

const HELP = [
  'SpellBook bot commands:',
  '  !new <players 1-4> [seed] [set1|set2|set3|classic]   open a table (you take seat P1; 1 player = solo)',
  '  !join                 sit at the next empty seat',
  '  !bot [greedy|random|search]   seat a bot on the next empty seat',
  '  !start                deal and play (every seat must be taken)',
  '  !actions              the legal actions now, numbered, in chat form',
  '  !<action>             play an action: the engine notation without the player, e.g. !take red-circle',
  '  !play <n>             play the n-th action of !actions',
  '  !play <notation>      play an action in the full notation, e.g. !play P2 take red-circle',
  '  !view (or !state)     the table as you see it',
  '  !undo                 take back your last move (never across a draw, or another player\'s move)',
  '  !score                the score sheet (provisional until the end)',
  '  !spells               what the spells in play do, level by level',
  '  !lang <en|uk|pl|zh-TW>   the language of the game text',
  'The notation (the engine\'s parseAction; the bot puts your seat, e.g. P2, in front of a chat action):',
  '  P1 take <materia> | P1 draw | P1 store <materia> | P1 pass',
  '  P1 learn <spell>@<level> on <materia> spend <materia> <materia> ...   (the whole payment, the card\'s included)',
  '  P1 cast <spell>@<level> [from P2] | P1 pick <materia> | P1 swap <give>><get> | P1 raise <spell> | P1 mode <store|take> | P1 stop',
  '  materia = <colour>-<rune>: red purple green black white blue yellow × circle triangle square',
  '  e.g. !take red-circle · !cast sacrifice@3 · !swap red-circle>blue-square · !learn offering@3 on black-square spend black-square black-circle black-triangle',
].join('\n');

/**
 * Handles one message: `user` wrote `text` in the channel. Returns the bot's replies, in order
 * (empty for messages that are not commands). Commands that are wrong in any way (unknown,
 * unparsable, illegal, by the wrong player) get a reply and change nothing.
 */
export function handleMessage(channel: Channel, user: string, text: string): string[] {
  const message = text.trim();
  if (!message.startsWith('!')) return []; // ordinary conversation: the bot stays quiet
  const body = message.slice(1);
  const [head = ''] = body.split(/\s+/, 1);
  const command = head.toLowerCase();
  const rest = body.slice(head.length).trim();
  const args = rest === '' ? [] : rest.split(/\s+/);
  switch (command) {
    case 'help': return [HELP];
    case 'new': return newTable(channel, user, args);
    case 'join': return join(channel, user);
    case 'bot': return addBot(channel, args);
    case 'start': return start(channel, user);
    case 'actions': return actions(channel, user);
    case 'view':
    case 'state': return view(channel, user);
    case 'undo': return undo(channel, user);
    case 'score': return score(channel);
    case 'spells': return spells(channel);
    case 'lang': return language(channel, args);
    case 'play': return playCommand(channel, user, message, rest);
    default:
      // `!take red-circle`: an action type as the command is the notation without the player.
      if ((ACTION_TYPES as readonly string[]).includes(command)) return playShorthand(channel, user, message);
      return [`Unknown command !${head}. !help lists the commands.`];
  }
}

// --- the lobby ---------------------------------------------------------------------------------

function newTable(channel: Channel, user: string, args: readonly string[]): string[] {
  const usage = 'Usage: !new <players 1-4> [seed] [set1|set2|set3|classic]';
  const current = channel.table;
  if (current !== undefined && current.match !== undefined && current.match.state.phase !== 'ended') {
    return ['A game is in progress at this table. A new one can be opened when it is over.'];
  }
  if (current !== undefined && current.match === undefined && current.host !== user) {
    return [`${current.host} is setting up a table here: !join it, or wait until ${current.host} opens another.`];
  }
  const [count, seed, spells = 'set1'] = args;
  const players = Number(count);
  if (args.length > 3 || !(players === 1 || players === 2 || players === 3 || players === 4)) return [usage];
  if (!(SPELL_SELECTIONS as readonly string[]).includes(spells)) return [`Unknown spell selection "${spells}". ${usage}`];
  const seats: (Occupant | undefined)[] = Array.from({ length: players }, () => undefined);
  seats[0] = { kind: 'human', user };
  channel.table = { host: user, players, seed, spells: spells as SpellSelection, seats, match: undefined };
  const what = players === 1 ? 'a solo game against the virtual opponent' : `${players} players`;
  const seedText = seed === undefined ? 'a random seed' : `seed "${seed}"`;
  const next = players === 1 ? '!start to play.' : '!join to sit down, !bot to seat a bot, then !start.';
  return [`${user} opens a table for ${what} (${seedText}, spells ${spells}).\n${seatsText(channel.table)}\n${next}`];
}

function join(channel: Channel, user: string): string[] {
  const table = channel.table;
  if (table === undefined) return ['There is no table here. !new <players> opens one.'];
  if (table.match !== undefined) return ['The game has already started: you can follow it with !view and !score.'];
  if (seatOf(table, user) !== undefined) return [`${user}, you already sit at P${(seatOf(table, user) ?? 0) + 1}.`];
  const seat = table.seats.indexOf(undefined);
  if (seat < 0) return [`The table is full (${table.players} players).`];
  table.seats[seat] = { kind: 'human', user };
  return [`${user} sits at P${seat + 1}.\n${seatsText(table)}${full(table) ? '\nThe table is full: !start.' : ''}`];
}

function addBot(channel: Channel, args: readonly string[]): string[] {
  const table = channel.table;
  if (table === undefined) return ['There is no table here. !new <players> opens one.'];
  if (table.match !== undefined) return ['The game has already started.'];
  const kind = (args[0] ?? 'greedy').toLowerCase();
  if (!(BOT_KINDS as readonly string[]).includes(kind)) return [`Unknown bot "${args[0] ?? ''}": one of ${BOT_KINDS.join(', ')}.`];
  const seat = table.seats.indexOf(undefined);
  if (seat < 0) return [`The table is full (${table.players} players).`];
  const botKind = kind as BotKind;
  table.seats[seat] = { kind: 'bot', botKind, bot: makeBot(botKind) };
  return [`A ${botKind} bot sits at P${seat + 1}.\n${seatsText(table)}${full(table) ? '\nThe table is full: !start.' : ''}`];
}

function start(channel: Channel, user: string): string[] {
  const table = channel.table;
  if (table === undefined) return ['There is no table here. !new <players> opens one.'];
  if (table.match !== undefined) return ['The game has already started.'];
  if (seatOf(table, user) === undefined) return [`Only a player at the table can start it, ${user}.`];
  if (!full(table)) return [`${table.seats.filter((s) => s === undefined).length} seat(s) are still empty: !join or !bot first.`];
  const options: GameOptions = {
    players: table.players,
    spells: table.spells,
    ...(table.seed === undefined ? {} : { seed: table.seed }),
    ...(table.players === 1 ? { solo: { difficulty: 0 } } : {}),
  };
  try {
    table.match = Match.create(options);
  } catch (e) {
    if (e instanceof SetupError) return [`Cannot set up the game: ${e.message} [${e.code}]`];
    throw e;
  }
  const state = table.match.state;
  const name = namer(table, channel.lang);
  const lines = [`The game begins. Spells: ${state.spells.map((id) => spellName(id, channel.lang)).join(', ')}.`];
  if (table.players > 1) lines.push(`${name(state.firstPlayer)} plays first.`);
  return [lines.join('\n'), ...afterMove(channel, table)];
}

// --- playing -----------------------------------------------------------------------------------

/** `!take red-circle`: the user's seat goes in front (`P2 take red-circle`) and parseAction reads it. */
function playShorthand(channel: Channel, user: string, message: string): string[] {
  const table = running(channel);
  if (typeof table === 'string') return [table];
  const seat = seatOf(table, user);
  if (seat === undefined) return [notSeated(table, user)];
  const prefix = `P${seat + 1} `;
  // The notation is the message with "!" replaced by the prefix.
  return playNotation(channel, table, seat, prefix + message.slice(1), 1 - prefix.length, message);
}

/** `!play 3` (the third of `!actions`) or `!play P2 take red-circle` (the full notation). */
function playCommand(channel: Channel, user: string, message: string, rest: string): string[] {
  const table = running(channel);
  if (typeof table === 'string') return [table];
  const seat = seatOf(table, user);
  if (seat === undefined) return [notSeated(table, user)];
  const match = table.match as Match;
  if (/^\d+$/.test(rest)) {
    const legal = match.legalActions();
    const decision = match.decision();
    if (decision.kind !== 'game-over' && decision.player !== seat) return [notYourDecision(channel, table)];
    const action = legal[Number(rest) - 1];
    if (action === undefined) return [`There is no action ${rest}: !actions lists 1 to ${legal.length}.`];
    return play(channel, table, action);
  }
  if (rest === '') return ['Usage: !play <number from !actions> or !play <action in notation>, e.g. !play P1 take red-circle'];
  // `rest` is the end of the (trimmed) message.
  return playNotation(channel, table, seat, rest, message.length - rest.length, message);
}

/**
 * Parses `notation` and plays it for `seat`. A column of the notation plus `offset` is the same
 * place in the user's `message`, so that a parse error points at the word the user typed.
 */
function playNotation(channel: Channel, table: Table, seat: number, notation: string, offset: number, message: string): string[] {
  let action: Action;
  try {
    action = parseAction(notation);
  } catch (e) {
    if (!(e instanceof NotationError)) throw e;
    return [`Cannot read "${message}": ${e.reason} (column ${e.column + offset}) [${e.code}]. !help shows the notation.`];
  }
  if (action.player !== seat) {
    return [`You are P${seat + 1}: you cannot play for P${action.player + 1}. Nothing changed.`];
  }
  return play(channel, table, action);
}

/** Plays an action; on success narrates it and lets the bots play until a human must decide. */
function play(channel: Channel, table: Table, action: Action): string[] {
  const match = table.match as Match;
  const result = match.play(action);
  if (!result.ok) {
    if (result.error.code === 'not-your-turn') return [`${violationText(result.error, channel.lang)} ${notYourDecision(channel, table)} Nothing changed.`];
    return [`${violationText(result.error, channel.lang)} Nothing changed. !actions lists what you can do.`];
  }
  return [narration(channel, table, action, result.events), ...afterMove(channel, table)];
}

/** After a move: the bots' moves, then the next decision (or the end of the game). */
function afterMove(channel: Channel, table: Table): string[] {
  const match = table.match as Match;
  const replies: string[] = [];
  for (;;) {
    const decision = match.decision();
    if (decision.kind === 'game-over') break;
    const occupant = table.seats[decision.player];
    if (occupant === undefined || occupant.kind === 'human') break;
    // The bot decides from its player view and the legal actions only (botAction does this).
    const action = botAction(match.state, occupant.bot);
    const result = match.play(action);
    if (!result.ok) throw new Error(`the engine refused a bot's legal action: ${result.error.message}`);
    replies.push(narration(channel, table, action, result.events));
  }
  const decision = match.decision();
  const name = namer(table, channel.lang);
  if (decision.kind === 'game-over') {
    const state = match.state;
    const lines = [describeDecision(decision, channel.lang), ...scoreText(scoreGame(state), name, channel.lang, state.day)];
    // The seed predicts every draw, so it stays secret while the game runs (unless it was given
    // in the channel); now it lets anyone replay the game.
    lines.push(`Seed: ${state.seed}`);
    replies.push(lines.join('\n'));
  } else {
    const occupant = table.seats[decision.player];
    const mention = occupant?.kind === 'human' ? `@${occupant.user}` : name(decision.player);
    replies.push(`${describeDecision(decision, channel.lang)} — ${mention}, !actions lists your options.`);
  }
  return replies;
}

/** One move: the action and what happened, in the channel's language. */
function narration(channel: Channel, table: Table, action: Action, events: readonly GameEvent[]): string {
  const lines = [`▸ ${describeAction(action, channel.lang)} (${occupantName(table.seats[action.player])})`];
  let skip = restatedBy(action);
  for (const event of events) {
    if (event.type === skip) {
      skip = undefined;
      continue;
    }
    lines.push(`  · ${describeEvent(event, channel.lang)}`);
  }
  return lines.join('\n');
}

// --- information -------------------------------------------------------------------------------

function actions(channel: Channel, user: string): string[] {
  const table = running(channel);
  if (typeof table === 'string') return [table];
  const match = table.match as Match;
  const decision = match.decision();
  if (decision.kind === 'game-over') return ['The game is over: !score shows the result.'];
  const mine = seatOf(table, user) === decision.player;
  const head = mine
    ? `${describeDecision(decision, channel.lang)} — your options:`
    : `${describeDecision(decision, channel.lang)} — ${namer(table, channel.lang)(decision.player)}'s options (not yours, ${user}):`;
  return [[head, ...actionsText(match.legalActions(), channel.lang)].join('\n')];
}

function view(channel: Channel, user: string): string[] {
  const table = running(channel);
  if (typeof table === 'string') return [table];
  const match = table.match as Match;
  const seat = seatOf(table, user);
  // A seated user sees their seat's view; anyone else the spectator view (the same open information).
  const v = seat === undefined ? playerView(match.state) : playerView(match.state, seat);
  const lines = viewText(v, namer(table, channel.lang), channel.lang);
  lines.push(describeDecision(match.decision(), channel.lang));
  return [lines.join('\n')];
}

function score(channel: Channel): string[] {
  const table = running(channel, true);
  if (typeof table === 'string') return [table];
  const state = (table.match as Match).state;
  return [scoreText(scoreGame(state), namer(table, channel.lang), channel.lang, state.day).join('\n')];
}

function spells(channel: Channel): string[] {
  const table = running(channel, true);
  if (typeof table === 'string') return [table];
  const t = localeTable(channel.lang);
  const lines: string[] = [];
  for (const id of (table.match as Match).state.spells) {
    lines.push(`${spellName(id, channel.lang)} (${t.colours[getSpell(id).colour]}, ${id})`);
    for (const level of LEVELS) lines.push(`  ${level}: ${spellText(id, level, channel.lang)}`);
  }
  return [lines.join('\n')];
}

function language(channel: Channel, args: readonly string[]): string[] {
  const wanted = (args[0] ?? '').toLowerCase();
  const lang = LOCALES.find((l) => l.toLowerCase() === wanted);
  if (lang === undefined) return [`Usage: !lang <${LOCALES.join('|')}>. The language now is ${channel.lang}.`];
  channel.lang = lang;
  const lines = [`Language: ${lang}. Actions, events, decisions, spells and materia are now described in ${lang}.`];
  const match = channel.table?.match;
  if (match !== undefined) lines.push(describeDecision(match.decision(), lang));
  return [lines.join('\n')];
}

// --- undo --------------------------------------------------------------------------------------

/**
 * `!undo`: the user takes back their own last move, through `Match.undo(seat)` and its rules of a
 * fair table (never across a draw from the pouch, never across another player's decision).
 */
function undo(channel: Channel, user: string): string[] {
  const table = running(channel);
  if (typeof table === 'string') return [table];
  const seat = seatOf(table, user);
  if (seat === undefined) return [notSeated(table, user)];
  const match = table.match as Match;
  const last = match.history.at(-1);
  const result = match.undo(seat);
  if (result.ok) {
    const back = `${user} takes back: ${describeAction(result.undone.action, channel.lang)}`;
    const decision = match.decision();
    return [`${back}\n${describeDecision(decision, channel.lang)} — @${user}, !actions lists your options.`];
  }
  const name = namer(table, channel.lang);
  const what = last === undefined ? '' : ` "${describeAction(last.action, channel.lang)}"`;
  const code = `[${result.error.code}]`;
  switch (result.error.code) {
    case 'nothing-to-undo':
      return [`Nothing to undo ${code}: there is no move left to take back.`];
    case 'draw-revealed': {
      const notYours = last !== undefined && last.action.player !== seat ? ` Besides, it was ${name(last.action.player)}'s move.` : '';
      return [`Cannot undo ${code}${what}: it drew from the pouch, and undo never takes back a random draw.${notYours}`];
    }
    case 'other-player':
      return [`Cannot undo ${code}${what}: it was ${last === undefined ? 'another player' : name(last.action.player)}'s move; you can take back only your own.`];
  }
}

// --- helpers -----------------------------------------------------------------------------------

function makeBot(kind: BotKind): Bot {
  switch (kind) {
    case 'greedy': return greedyBot();
    case 'random': return randomBot();
    case 'search': return searchBot();
  }
}

/** The table with a game, or the reply explaining why there is none (`ended`: a finished game is fine). */
function running(channel: Channel, ended = false): Table | string {
  const table = channel.table;
  if (table === undefined) return 'There is no table here. !new <players> opens one.';
  if (table.match === undefined) return 'The game has not started yet: !start when every seat is taken.';
  if (!ended && table.match.state.phase === 'ended') return 'The game is over: !score shows the result, !new opens another table.';
  return table;
}

function seatOf(table: Table, user: string): number | undefined {
  const seat = table.seats.findIndex((o) => o?.kind === 'human' && o.user === user);
  return seat < 0 ? undefined : seat;
}

function full(table: Table): boolean {
  return !table.seats.includes(undefined);
}

function occupantName(o: Occupant | undefined): string {
  if (o === undefined) return 'empty';
  return o.kind === 'human' ? o.user : `${o.botKind} bot`;
}

/** Names seats as `Player 2 (bob)`, the player name in the channel's language. */
function namer(table: Table, lang: Locale): (seat: number) => string {
  return (seat) => `${localeTable(lang).player(seat + 1)} (${occupantName(table.seats[seat])})`;
}

function seatsText(table: Table): string {
  return `Seats: ${table.seats.map((o, seat) => `P${seat + 1} ${o === undefined ? '(empty)' : occupantName(o)}`).join(', ')}`;
}

function notSeated(table: Table, user: string): string {
  return `${user}, you are not playing at this table. ${seatsText(table)}. !view shows the game.`;
}

function notYourDecision(channel: Channel, table: Table): string {
  const decision = (table.match as Match).decision();
  if (decision.kind === 'game-over') return 'The game is over.';
  return `It is ${namer(table, channel.lang)(decision.player)}'s decision: ${describeDecision(decision, channel.lang)}.`;
}
