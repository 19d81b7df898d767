/**
 * A tiny DOM helper: `h('div', { class: 'x', 'data-testid': 'y' }, child, 'text')`.
 * The page re-renders plain elements from the session on every change; no framework.
 */

/** Attribute values; `false`, `null` and `undefined` leave the attribute out. */
export type AttrValue = string | number | boolean | null | undefined;
/** What may be passed as a child: nodes, text, or nothing. */
export type Child = Node | string | number | null | undefined | false;

/** Creates an element with attributes and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, AttrValue>> = {},
  ...children: readonly (Child | readonly Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

/** Appends children (nested lists are flattened; empty values skipped). */
export function append(parent: Node, children: readonly (Child | readonly Child[])[]): void {
  for (const child of children) {
    if (Array.isArray(child)) append(parent, child as readonly Child[]);
    else if (child instanceof Node) parent.appendChild(child);
    else if (child !== null && child !== undefined && child !== false) parent.appendChild(document.createTextNode(String(child)));
  }
}

/** Replaces an element's children. */
export function fill(parent: Element, ...children: readonly (Child | readonly Child[])[]): void {
  parent.replaceChildren();
  append(parent, children);
}

/** The element with this id; throws when the page lacks it (a bug in the template). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`the page has no #${id}`);
  return el as T;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Creates an SVG element (the materia shapes). */
export function svg(tag: string, attrs: Readonly<Record<string, AttrValue>> = {}, ...children: readonly Element[]): SVGElement {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    el.setAttribute(name, String(value));
  }
  for (const c of children) el.appendChild(c);
  return el;
}
