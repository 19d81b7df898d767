// The game's published generator, written out from its definition: sfc32 (Chris Doty-Humphrey's
// small fast counting generator) seeded by the cyrb128 hash of the seed's text, warmed up by 12
// outputs, and reduced to [0, n) by scaling. Saves name it (`RNG_ALGORITHM`, seeds `sfc32:...`)
// and record its four words, so it is part of the engine's contract; the setup tests replay a
// deal with it.

/** The four 32-bit words of cyrb128 over `text`. */
function cyrb128(text: string): [number, number, number, number] {
  let [a, b, c, d] = [1779033703, 3144134277, 1013904242, 2773480762];
  for (const ch of text) {
    for (let i = 0; i < ch.length; i++) {
      const k = ch.charCodeAt(i);
      a = b ^ Math.imul(a ^ k, 597399067);
      b = c ^ Math.imul(b ^ k, 2869860233);
      c = d ^ Math.imul(c ^ k, 951274213);
      d = a ^ Math.imul(d ^ k, 2716044179);
    }
  }
  a = Math.imul(c ^ (a >>> 18), 597399067);
  b = Math.imul(d ^ (b >>> 22), 2869860233);
  c = Math.imul(a ^ (c >>> 17), 951274213);
  d = Math.imul(b ^ (d >>> 19), 2716044179);
  a ^= b ^ c ^ d;
  return [a >>> 0, (b ^ a) >>> 0, (c ^ a) >>> 0, (d ^ a) >>> 0];
}

/** The game's draws for a seed (the text after `sfc32:`): `below(n)` is the next integer in [0, n). */
export function gameRandom(seed: string): { below(n: number): number } {
  let [a, b, c, d] = cyrb128(seed);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = ((c << 21) | (c >>> 11)) + t | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return { below: (n) => Math.floor((next() / 4294967296) * n) };
}
