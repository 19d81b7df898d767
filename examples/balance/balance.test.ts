/**
 * The balance example end to end: a small real simulation through the command's `main`, the
 * SVG it writes parsed as XML, one bar per balance row with the right label and sign, and the
 * same bytes for the same seed (in another thread count).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spellName } from 'spellbook-engine';
import { simulate, type SimulationReport } from 'spellbook-sim';
import { UsageError, main, parseBalanceArgs, simulationOptions, summary } from './balance.js';
import { balanceChart, chartRows } from './chart.js';

// --- a small XML reader: enough to prove the file is well-formed and to query it -------------

interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** The element's own text (entities decoded), without its children's. */
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const ATTR = new RegExp(`\\s+(${NAME})\\s*=\\s*"([^"<]*)"`, 'y');

/** Decodes the five predefined entities and numeric references; any other `&` is an error. */
function decode(text: string, where: string): string {
  return text.replace(/&([^;]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(';')) throw new Error(`${where}: a bare & in ${JSON.stringify(text.slice(0, 60))}`);
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (body in named) return named[body] as string;
    if (/^#x[0-9a-fA-F]+$/.test(body)) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (/^#[0-9]+$/.test(body)) return String.fromCodePoint(Number(body.slice(1)));
    throw new Error(`${where}: unknown entity &${body};`);
  });
}

/**
 * Parses an XML document strictly enough for a test: one root element, every tag closed in
 * order, quoted attributes without duplicates, no raw `<` or bare `&` in text or values.
 * @throws Error naming the first problem and its offset.
 */
function parseXml(doc: string): XmlElement {
  let i = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  if (doc.startsWith('<?xml')) i = doc.indexOf('?>') + 2;
  while (i < doc.length) {
    const lt = doc.indexOf('<', i);
    const text = doc.slice(i, lt < 0 ? doc.length : lt);
    if (text.trim() !== '') {
      const top = stack.at(-1);
      if (top === undefined) throw new Error(`text outside the root at ${i}`);
      top.text += decode(text, `offset ${i}`);
    }
    if (lt < 0) break;
    if (doc.startsWith('<!--', lt)) {
      const end = doc.indexOf('-->', lt);
      if (end < 0) throw new Error(`unclosed comment at ${lt}`);
      i = end + 3;
      continue;
    }
    const gt = doc.indexOf('>', lt);
    if (gt < 0) throw new Error(`unclosed tag at ${lt}`);
    const close = new RegExp(`^</(${NAME})\\s*>$`).exec(doc.slice(lt, gt + 1));
    if (close !== null) {
      const open = stack.pop();
      if (open?.name !== close[1]) throw new Error(`</${close[1]}> at ${lt} closes <${open?.name ?? 'nothing'}>`);
      i = gt + 1;
      continue;
    }
    const start = new RegExp(`^<(${NAME})`).exec(doc.slice(lt));
    if (start === null) throw new Error(`not a tag at ${lt}: ${doc.slice(lt, lt + 30)}`);
    const attrs: Record<string, string> = {};
    ATTR.lastIndex = lt + start[0].length;
    let at = ATTR.lastIndex;
    for (let m = ATTR.exec(doc); m !== null; m = ATTR.exec(doc)) {
      const [, key, value] = m as unknown as [string, string, string];
      if (key in attrs) throw new Error(`duplicate attribute ${key} at ${lt}`);
      attrs[key] = decode(value, `attribute ${key} at ${lt}`);
      at = ATTR.lastIndex;
    }
    const rest = doc.slice(at, gt + 1);
    if (rest !== '>' && rest !== '/>' && rest.trim() !== '>' && rest.trim() !== '/>') throw new Error(`bad tag at ${lt}: ${JSON.stringify(rest)}`);
    const el: XmlElement = { name: start[1] as string, attrs, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent === undefined) {
      if (root !== null) throw new Error(`a second root element at ${lt}`);
      root = el;
    } else {
      parent.children.push(el);
    }
    if (!rest.trim().endsWith('/>')) stack.push(el);
    i = gt + 1;
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name ?? ''}> is never closed`);
  if (root === null) throw new Error('no root element');
  return root;
}

function all(el: XmlElement, match: (e: XmlElement) => boolean, into: XmlElement[] = []): XmlElement[] {
  if (match(el)) into.push(el);
  for (const c of el.children) all(c, match, into);
  return into;
}

const hasClass = (cls: string) => (e: XmlElement): boolean => (e.attrs.class ?? '').split(' ').includes(cls);

// --- the run -------------------------------------------------------------------------------

// Four players and set1 (every spell in every game): enough seat-games for the report to give
// lifts (it gives none below 30 seat-games with the spell, or without it).
const ARGS = ['--games', '60', '--players', '4', '--spells', 'set1', '--bots', 'greedy', '--seed', 'balance-test', '--workers', '1', '--top', '3'];
let dir = '';
let svg = '';
let report: SimulationReport;
let printed = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'balance-'));
  const out = join(dir, 'chart.svg');
  const log = console.log;
  const lines: string[] = [];
  console.log = (...parts: unknown[]): void => {
    lines.push(parts.join(' '));
  };
  try {
    expect(await main([...ARGS, '--out', out])).toBe(0);
  } finally {
    console.log = log;
  }
  printed = lines.join('\n');
  svg = readFileSync(out, 'utf8');
  // The same run in this thread (workers 0): the report, hence the chart, must not change.
  report = await simulate(simulationOptions({ ...parseBalanceArgs(ARGS), workers: 0 }));
});

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('examples/balance: the balance table as an SVG chart', () => {
  it('is deterministic for a seed: the same bytes from another run on another thread count', () => {
    expect(balanceChart(report)).toBe(svg);
  });

  it('writes well-formed, self-contained SVG with the run in its title', () => {
    const root = parseXml(svg);
    expect(root.name).toBe('svg');
    expect(root.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(Number(root.attrs.width)).toBeGreaterThan(0);
    expect(Number(root.attrs.height)).toBeGreaterThan(0);
    // Nothing loaded from elsewhere, nothing executable.
    expect(all(root, (e) => ['script', 'image', 'foreignObject', 'use', 'style'].includes(e.name))).toHaveLength(0);
    expect(all(root, (e) => Object.keys(e.attrs).some((k) => k.startsWith('on') || k.includes('href'))).length).toBe(0);
    const texts = all(root, (e) => e.name === 'text').map((e) => e.text);
    expect(texts.some((t) => t.includes('60 games') && t.includes('4 players') && t.includes('"balance-test"') && t.includes('greedy') && t.includes('rules printed'))).toBe(true);
    expect(root.children.find((e) => e.name === 'title')?.text).toMatch(/win-rate lift/);
  });

  it('draws one bar per balance row with a lift, labelled with the spell name, coloured by sign', () => {
    const root = parseXml(svg);
    const groups = all(root, hasClass('row'));
    const withLift = report.balance.filter((r) => r.lift !== null);
    expect(withLift.length).toBeGreaterThan(3);
    expect(withLift.length).toBeLessThan(report.balance.length); // level 5 is rarely learned: small samples
    expect(groups).toHaveLength(withLift.length);
    expect(new Set(groups.map((g) => g.attrs['data-key']))).toEqual(new Set(withLift.map((r) => `${r.spell}@${r.level}`)));

    const edges: { sign: string; x: number; width: number }[] = [];
    for (const row of withLift) {
      const key = `${row.spell}@${row.level}`;
      const g = groups.find((e) => e.attrs['data-key'] === key) as XmlElement;
      const lift = row.lift!.rate;
      const sign = lift > 0 ? 'pos' : lift < 0 ? 'neg' : 'zero';
      expect(g.attrs['data-sign'], key).toBe(sign);
      const bars = all(g, hasClass('bar'));
      expect(bars, key).toHaveLength(1);
      const bar = bars[0] as XmlElement;
      expect(bar.name).toBe('rect');
      expect(bar.attrs.class).toBe(`bar ${sign}`);
      expect(all(g, hasClass('label')).map((e) => e.text)).toEqual([`${spellName(row.spell)} L${row.level}`]);
      expect(all(g, hasClass('n')).map((e) => e.text)).toEqual([`n=${row.had}`]);
      const value = all(g, hasClass('value'))[0]?.text ?? '';
      expect(value.startsWith(sign === 'pos' ? '+' : sign === 'neg' ? '−' : '±'), `${key}: ${value}`).toBe(true);
      edges.push({ sign, x: Number(bar.attrs.x), width: Number(bar.attrs.width) });
    }
    // Positive bars start at the zero line and negative ones end there: one shared x.
    const zeroFromPos = edges.filter((e) => e.sign === 'pos').map((e) => e.x);
    const zeroFromNeg = edges.filter((e) => e.sign === 'neg').map((e) => Math.round((e.x + e.width) * 10) / 10);
    const zeros = new Set([...zeroFromPos, ...zeroFromNeg].map((v) => Math.round(v)));
    expect(zeros.size).toBe(1);

    // Best lift first.
    const lifts = groups.map((g) => Number(g.attrs['data-lift']));
    expect(lifts).toEqual([...lifts].sort((a, b) => b - a));
  });

  it("draws each lift's whiskers from the report's own 95% interval, which contains the lift", () => {
    const rows = chartRows(report);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect([r.lift, r.low, r.high]).toEqual([r.row.lift!.rate, r.row.lift!.low, r.row.lift!.high]);
      expect(r.low).toBeLessThanOrEqual(r.lift);
      expect(r.high).toBeGreaterThanOrEqual(r.lift);
    }
  });

  it('prints the top and bottom rows as text', () => {
    const rows = chartRows(report);
    expect(printed).toContain('Highest lift:');
    expect(printed).toContain('Lowest lift:');
    for (const r of [...rows.slice(0, 3), ...rows.slice(-3)]) expect(printed).toContain(r.label);
    expect(printed).toBe(`${summary(report, 3)}\n${printed.split('\n').at(-1) ?? ''}`);
  });

  it('stays well-formed for awkward input: no rows at all, and markup characters in the seed', () => {
    const empty = parseXml(balanceChart({ ...report, balance: [] }));
    expect(all(empty, hasClass('row'))).toHaveLength(0);
    expect(all(empty, (e) => e.name === 'text').some((e) => e.text.startsWith('No spell@level'))).toBe(true);
    const seed = `<b> & "quotes" 'too'`;
    const odd = parseXml(balanceChart({ ...report, run: { ...report.run, seed } }));
    expect(all(odd, (e) => e.name === 'text').some((e) => e.text.includes(`seed "${seed}"`))).toBe(true);
  });

  it('reads its flags and refuses bad ones', () => {
    const args = parseBalanceArgs(['--games', '7', '--players', '3', '--bots', 'greedy,search:iterations=5,random', '--exhaustive']);
    expect(args).toMatchObject({ games: 7, players: 3, exhaustive: true, seed: 'balance', out: 'balance.svg' });
    expect(args.bots).toEqual([{ bot: 'greedy' }, { bot: 'search', params: { iterations: 5 } }, { bot: 'random' }]);
    expect(() => parseBalanceArgs(['--games', 'many'])).toThrow(UsageError);
    expect(() => parseBalanceArgs(['--players', '3', '--bots', 'greedy,random'])).toThrow(/one per seat/);
    expect(() => parseBalanceArgs(['--bots', 'clever'])).toThrow(UsageError);
    expect(() => parseBalanceArgs(['--colour', 'red'])).toThrow(UsageError);
  });
});
