/**
 * The bot worker's bundle as text, made by scripts/build-playground.ts: the page starts the
 * worker from a Blob URL of it, so the page is one file that works from `file://`.
 */
declare module 'virtual:bot-worker' {
  const source: string;
  export default source;
}
