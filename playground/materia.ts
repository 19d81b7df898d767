/**
 * Materia tokens: a coloured shape per kind (the rune is the shape: circle, triangle, square).
 * The engine counts materia by kind (21 counts per place), so a place is drawn as one token per
 * kind present with its count, never as a list of single tokens.
 */
import { colourOf, countOf, describeMateria, distinctKinds, runeOf, type Colour, type Counts, type Locale, type MateriaKind } from 'spellbook-engine';
import { h, svg } from './dom.js';

/** Fill and outline of each colour (the white materia needs a visible outline). */
const PAINT: Readonly<Record<Colour, readonly [fill: string, stroke: string]>> = {
  red: ['#d64541', '#8e1f1c'],
  purple: ['#8e5bc7', '#4f2a7a'],
  green: ['#2f9e5a', '#17613a'],
  black: ['#2e2e33', '#000000'],
  white: ['#fbfaf6', '#8a8478'],
  blue: ['#2f7fd1', '#164d87'],
  yellow: ['#f2c230', '#9a7414'],
};

/** The swatch of a spell card's colour (white gets a grey: a white edge would not show). */
export function colourFill(colour: Colour): string {
  return colour === 'white' ? '#b3ab9c' : PAINT[colour][0];
}

function icon(kind: MateriaKind): SVGElement {
  const [fill, stroke] = PAINT[colourOf(kind)];
  const paint = { fill, stroke, 'stroke-width': 1.6, 'stroke-linejoin': 'round' };
  const rune = runeOf(kind);
  const shape = rune === 'circle'
    ? svg('circle', { cx: 10, cy: 10, r: 8, ...paint })
    : rune === 'triangle'
      ? svg('polygon', { points: '10,1.8 18.6,17.4 1.4,17.4', ...paint })
      : svg('rect', { x: 2.4, y: 2.4, width: 15.2, height: 15.2, rx: 2, ...paint });
  return svg('svg', { viewBox: '0 0 20 20', width: 18, height: 18, 'aria-hidden': 'true' }, shape);
}

/** One kind in a place: its shape, and `×n` when there are several. `data-kind`/`data-count` are for tests. */
export function token(kind: MateriaKind, locale: Locale, count = 1): HTMLElement {
  const name = describeMateria(kind, locale);
  const label = count > 1 ? `${name} ×${count}` : name;
  return h('span', { class: 'token', 'data-kind': kind, 'data-count': count, title: label, role: 'img', 'aria-label': label },
    icon(kind), count > 1 ? h('span', { class: 'count' }, `×${count}`) : null);
}

/** Every kind of a place (pool, altar, discard...), one token each with its count. */
export function tokens(counts: Counts, locale: Locale, empty: string): HTMLElement {
  const kinds = distinctKinds(counts);
  return h('span', { class: 'tokens' },
    kinds.length === 0 ? h('span', { class: 'muted' }, empty) : kinds.map((k) => token(k, locale, countOf(counts, k))));
}
