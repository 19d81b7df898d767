// A stdin adapter for the chat bot, standing in for a chat service: each input line is one
// message, `user: message`; the replies are printed prefixed with `spellbook> `.
//
//   npx tsx chat-bot/main.ts                          (type lines such as "alice: !new 2")
//   npx tsx chat-bot/main.ts < chat-bot/opening.txt   (prints chat-bot/transcript.txt)
//
// With piped input each message is echoed before its replies, so the output is a transcript;
// blank lines and `#` comments are skipped.
import { createInterface } from 'node:readline';
import { createChannel, handleMessage } from './channel.js';
import { exchange, parseChatLine, replyLines } from './transcript.js';

const channel = createChannel();
const interactive = process.stdin.isTTY === true;
const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: interactive });
if (interactive) {
  process.stdout.write('One message per line, as "user: message" (e.g. "alice: !new 2"). !help lists the commands.\n');
  rl.setPrompt('> ');
  rl.prompt();
}

rl.on('line', (line) => {
  const message = parseChatLine(line);
  if (message !== undefined && 'error' in message) {
    process.stderr.write(`${message.error}\n`);
  } else if (message !== undefined) {
    const replies = handleMessage(channel, message.user, message.text);
    const lines = interactive ? replyLines(replies).join('\n') : exchange(message, replies);
    if (lines !== '') process.stdout.write(`${lines}\n`);
  }
  if (interactive) rl.prompt();
});
