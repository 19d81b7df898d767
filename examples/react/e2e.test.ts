/** The React example in headless Chromium: a whole hot-seat game by clicking (see ../test-support/hot-seat.ts). */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeHotSeatGame } from '../test-support/hot-seat';

describeHotSeatGame(dirname(fileURLToPath(import.meta.url)));
