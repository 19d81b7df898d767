/**
 * The shareable link: a game record (and the step looked at) in the URL fragment, so that the
 * link works from `file://` and any static host, and the record never reaches a server.
 *
 * `#record=z:<base64url>` is the record's JSON compressed with the browser's
 * `CompressionStream('deflate-raw')`; where that is missing, `#record=j:<base64url>` is the JSON
 * as it is. `&step=N` is the step looked at (left out: the end of the record).
 */

/** What a fragment holds. */
export interface SharedGame {
  readonly record: unknown;
  readonly step: number | undefined;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
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

/**
 * Reads a fragment made by {@link fragmentOf}; `undefined` when it holds no record.
 * @throws Error when the fragment names a record that cannot be read (bad base64, bad deflate, bad JSON).
 */
export async function readFragment(hash: string): Promise<SharedGame | undefined> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const payload = params.get('record');
  if (payload === null) return undefined;
  const kind = payload.slice(0, 2);
  const data = fromBase64Url(payload.slice(2));
  let bytes: Uint8Array<ArrayBuffer>;
  if (kind === 'z:') bytes = await through(data, new DecompressionStream('deflate-raw'));
  else if (kind === 'j:') bytes = data;
  else throw new Error(`unknown encoding ${JSON.stringify(kind)}`);
  const record: unknown = JSON.parse(new TextDecoder().decode(bytes));
  const stepText = params.get('step');
  const step = stepText === null ? undefined : Number(stepText);
  return { record, step: step !== undefined && Number.isInteger(step) && step >= 0 ? step : undefined };
}
