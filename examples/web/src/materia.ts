/**
 * Materia tokens: a coloured shape per kind (the rune is the shape: circle, triangle, square).
 * The engine counts materia by kind (21 counts per place), so a place is drawn as one token per
 * kind present with its count, never as a list of individual tokens.
 */
import { colourOf, describeMateria, runeOf, type Colour, type Locale, type MateriaKind } from 'spellbook-engine';
import { h, svg } from './dom';

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

/** The colour swatch used by spell cards, chips and badges (white gets its outline: a white edge would not show). */
export function colourFill(colour: Colour): string {
  return colour === 'white' ? '#b3ab9c' : PAINT[colour][0];
}

/** The shape of a materia kind as a small SVG (20×20 user units). */
export function materiaIcon(kind: MateriaKind, size = 20): SVGElement {
  const [fill, stroke] = PAINT[colourOf(kind)];
  const paint = { fill, stroke, 'stroke-width': 1.6, 'stroke-linejoin': 'round' };
  const rune = runeOf(kind);
  const shape = rune === 'circle'
    ? svg('circle', { cx: 10, cy: 10, r: 8, ...paint })
    : rune === 'triangle'
      ? svg('polygon', { points: '10,1.8 18.6,17.4 1.4,17.4', ...paint })
      : svg('rect', { x: 2.4, y: 2.4, width: 15.2, height: 15.2, rx: 2, ...paint });
  return svg('svg', { viewBox: '0 0 20 20', width: size, height: size, 'aria-hidden': 'true', class: 'shape' }, shape);
}

/**
 * One kind in a place: the shape, and `×n` when there are several. `data-kind` and
 * `data-count` let tests and animations find it.
 */
export function token(kind: MateriaKind, locale: Locale, count = 1): HTMLElement {
  const name = describeMateria(kind, locale);
  return h('span', {
    class: `token c-${colourOf(kind)}`,
    'data-kind': kind,
    'data-count': count,
    title: count > 1 ? `${name} ×${count}` : name,
    role: 'img',
    'aria-label': count > 1 ? `${name} ×${count}` : name,
  }, materiaIcon(kind), count > 1 ? h('span', { class: 'count' }, `×${count}`) : null);
}
