/**
 * The shareable link: a game record (and the step looked at) in the URL fragment, so that the
 * link works from `file://` and any static host, and the record never reaches a server.
 *
 * `#record=z:<base64url>` is the record's JSON compressed with the browser's
 * `CompressionStream('deflate-raw')`; where that is missing, `#record=j:<base64url>` is the JSON
 * as it is. `&step=N` is the step looked at (left out: the end of the record).
 *
 * A link that cannot be read throws a {@link LinkError} whose code says what is wrong with it in
 * terms a person can act on (cut short, changed by hand, not a link of this page), never the
 * browser's own error of the stream or decoder that failed.
 */

/** What a fragment holds. */
export interface SharedGame {
  readonly record: unknown;
  readonly step: number | undefined;
}

/**
 * Why a shared link cannot be opened:
 * - `unknown-encoding`: `record=` is not followed by `z:` or `j:` (not a link of this page, or cut right after `record=`);
 * - `bad-characters`: the record holds characters a link of this page never has (changed by hand or by a mail program);
 * - `cut-short`: the compressed record ends too early or is damaged (the link was copied in part);
 * - `not-json`: the record unpacks, but not to JSON (cut short or changed);
 * - `bad-step`: `&step=` is not a whole number from 0.
 */
export type LinkErrorCode = 'unknown-encoding' | 'bad-characters' | 'cut-short' | 'not-json' | 'bad-step';

/** A shared link that cannot be read; `code` says why (the page words it in its language). */
export class LinkError extends Error {
  override readonly name = 'LinkError';

  constructor(readonly code: LinkErrorCode, detail: string) {
    super(`${code}: ${detail}`);
  }
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!BASE64URL.test(text)) throw new LinkError('bad-characters', 'the record is not base64url text');
  // One character over a multiple of 4 cannot come from whole bytes: the text was cut.
  if (text.length % 4 === 1) throw new LinkError('cut-short', 'the record ends in the middle of a byte');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

const canCompress = typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

/** The fragment (without `#`) for a record and the step looked at. */
export async function fragmentOf(record: unknown, step: number | undefined): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(record));
  const payload = canCompress ? `z:${toBase64Url(await through(json, new CompressionStream('deflate-raw')))}` : `j:${toBase64Url(json)}`;
  return step === undefined ? `record=${payload}` : `record=${payload}&step=${step}`;
}

async function inflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  if (!canCompress) throw new LinkError('unknown-encoding', 'this browser cannot unpack compressed links (no DecompressionStream)');
  try {
    return await through(data, new DecompressionStream('deflate-raw'));
  } catch {
    // The stream fails with a bare "Failed to fetch" or "incorrect header check": what it means is that the data ended early or was altered.
    throw new LinkError('cut-short', `the compressed record (${data.length} bytes) does not unpack`);
  }
}

/**
 * Reads a fragment made by {@link fragmentOf}; `undefined` when it holds no record.
 * @throws LinkError when the fragment names a record that cannot be read.
 */
export async function readFragment(hash: string): Promise<SharedGame | undefined> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const payload = params.get('record');
  if (payload === null) return undefined;
  const kind = payload.slice(0, 2);
  if (kind !== 'z:' && kind !== 'j:') throw new LinkError('unknown-encoding', `the record starts with ${JSON.stringify(kind)}, not z: or j:`);
  const data = fromBase64Url(payload.slice(2));
  const bytes = kind === 'z:' ? await inflate(data) : data;
  let record: unknown;
  try {
    record = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (e) {
    throw new LinkError('not-json', e instanceof Error ? e.message : String(e));
  }
  const stepText = params.get('step');
  if (stepText === null) return { record, step: undefined };
  const step = Number(stepText);
  if (stepText === '' || !Number.isInteger(step) || step < 0) throw new LinkError('bad-step', `step ${JSON.stringify(stepText)}`);
  return { record, step };
}
