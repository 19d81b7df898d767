/**
 * The command's progress bar: games done, the rate, and an ETA from the average rate so far
 * (never "0s" while games remain), shown on standard error when it is a terminal.
 * @module
 */

/**
 * Seconds left at the average rate so far: `elapsed × (total − done) / done`. `null` before the
 * first game is done (no rate yet); 0 once all are done.
 */
export function etaSeconds(done: number, total: number, elapsedMs: number): number | null {
  if (done >= total) return 0;
  if (done <= 0 || !(elapsedMs > 0)) return null;
  return ((elapsedMs / 1000) * (total - done)) / done;
}

/** An ETA for people: `...` (not known yet), `45s`, `3m 05s`, `2h 07m`. */
export function formatEta(seconds: number | null): string {
  if (seconds === null) return '...';
  const s = Math.ceil(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/** A progress bar: told how many games are done; stopped at the end. */
export interface ProgressBar {
  /** Games `done` of `total`; `extra` is appended (the shards, for a submit). */
  update(done: number, total: number, extra?: string): void;
  /** Removes the bar. */
  stop(): void;
}

/** Where a progress bar draws, and its clock (a test gives its own). */
export interface ProgressOutput {
  /** The stream: standard error by default; nothing is drawn unless it is a terminal. */
  readonly stream?: NodeJS.WriteStream;
  /** Milliseconds now: `Date.now` by default. */
  readonly now?: () => number;
}

/**
 * A progress bar on standard error when it is a terminal (and not `quiet`); otherwise one that
 * does nothing. It starts at once (0 games, "ETA ..."), and redraws every second so that the
 * ETA keeps counting down between batches.
 */
export async function progressBar(quiet: boolean, label: string, total: number, output: ProgressOutput = {}): Promise<ProgressBar> {
  const none: ProgressBar = { update: () => undefined, stop: () => undefined };
  const stream = output.stream ?? process.stderr;
  const now = output.now ?? Date.now;
  if (quiet || stream.isTTY !== true) return none;
  const { default: progress } = await import('cli-progress');
  const bar = new progress.SingleBar({
    format: `${label} [{bar}] {percentage}% | {value}/{total} games | {speed} games/s | ETA {timeLeft}{extra}`,
    stream,
    hideCursor: true,
    clearOnComplete: true,
    fps: 5,
  }, progress.Presets.shades_classic);
  const started = now();
  let done = 0;
  let extra = '';
  const payload = (): { speed: string; timeLeft: string; extra: string } => {
    const elapsed = now() - started;
    return {
      speed: elapsed > 0 ? ((1000 * done) / elapsed).toFixed(1) : '0',
      timeLeft: formatEta(etaSeconds(done, total, elapsed)),
      extra,
    };
  };
  bar.start(total, 0, payload());
  const timer = setInterval(() => bar.update(done, payload()), 1000);
  timer.unref();
  let stopped = false;
  return {
    update(d, t, more = '') {
      done = d;
      extra = more;
      if (t !== total) {
        total = t;
        bar.setTotal(t);
      }
      bar.update(d, payload());
    },
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      bar.stop();
    },
  };
}
