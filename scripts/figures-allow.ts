/**
 * The figures of the user docs that do not come from bench/figures.json, each with why: targets,
 * confidence levels, worked examples, and results recorded once that no bench script repeats.
 * An entry covers the listed figures on the lines of `file` that contain `near`; an entry that
 * covers nothing any more fails the check, so the list never outlives the text.
 */

/** Figures of one passage that stand as written, and why. */
export interface AllowedFigures {
  /** The doc, relative to the repository's root. */
  readonly file: string;
  /** A phrase of the line (or lines) the figures stand on. */
  readonly near: string;
  /** The figures as written, e.g. `≥ 90 %` is the figure `90 %`. */
  readonly figures: readonly string[];
  /** Why it is not measured by a bench script. */
  readonly why: string;
}

const TARGET = 'a target the bots are judged against, not a measurement';
const CONFIDENCE = 'the confidence level of an interval, not a measurement';
const FORMULA = 'a rate used to illustrate a formula, not a measurement';
const LEVEL = 'the level of a statistical test or correction, not a measurement';
const WORKED_EXAMPLE = 'the worked example of reading a report: lines of a seeded run\'s table, the same on any machine; '
  + 'packages/sim/tests/worked-example.test.ts checks them against the simulator\'s output';

/** The allow-list. */
export const ALLOWED: readonly AllowedFigures[] = [
  { file: 'README.md', near: 'CI <!-- figure:', figures: ['95 %'], why: CONFIDENCE },
  { file: 'docs/protocol.md', near: 'reads lines of at most', figures: ['1,048,576 bytes'], why: 'a bound of spellbook-serve (SERVE_LIMITS.lineBytes), a constant of the code, not a measurement' },
  { file: 'README.md', near: 'kept within 2,816 KiB on disk', figures: ['2,816 KiB'], why: 'the install budget that .ci/run enforces on the installed tarball, not a measurement' },
  { file: 'docs/bots.md', near: 'points of lead that make a leaf worth', figures: ['73%'], why: 'what the `scale` parameter means (a lead of 3 points gives a leaf a value of 73 %), a property of its formula' },
  {
    file: 'docs/bots.md', near: 'depth 8 82%', figures: ['67%', '82%', '79%', '78-82%', '84-86%', '86%', '91%'],
    why: 'the tuning runs that chose the search bot\'s defaults (100 games each), recorded once; no bench script repeats them',
  },
  { file: 'docs/bots.md', near: 'Collector won 33 of 40', figures: ['82.5 %'], why: 'the result of the guide\'s own example bot, which its test reproduces' },
  { file: 'docs/bots.md', near: 'standard error of a win rate near', figures: ['50 %'], why: FORMULA },
  { file: 'docs/bots.md', near: '| bot | playouts | rating (Elo, random = 0) | 95 % interval |', figures: ['95 %'], why: CONFIDENCE },
  { file: 'docs/bots.md', near: '| match | games | result (95 % Wilson interval) |', figures: ['95 %'], why: CONFIDENCE },
  { file: 'docs/bots.md', near: 'the intervals are the central 95 % of', figures: ['95 %'], why: CONFIDENCE },
  { file: 'docs/examples.md', near: 'SVG bar chart with 95 % intervals', figures: ['95 %'], why: CONFIDENCE },
  { file: 'docs/learning.md', near: '(95 % interval', figures: ['95 %'], why: CONFIDENCE },
  { file: 'docs/simulation.md', near: 'Every rate and mean comes with its 95 % interval', figures: ['95 %'], why: CONFIDENCE },
  { file: 'packages/sim/README.md', near: 'every rate and mean comes with its 95 % interval', figures: ['95 %'], why: CONFIDENCE },
  { file: 'packages/sim/README.md', near: 'the value and its 95 % interval', figures: ['95 %'], why: CONFIDENCE },
  { file: 'docs/simulation.md', near: 'with its 95 % interval, the difference B', figures: ['95 %'], why: CONFIDENCE },
  { file: 'docs/simulation.md', near: 'the value and its 95 % interval', figures: ['95 %'], why: CONFIDENCE },
  { file: 'docs/simulation.md', near: '(95% CI)', figures: ['95%'], why: `${CONFIDENCE} (the table's column headings)` },
  { file: 'docs/simulation.md', near: 'at 5 % each, about three in 63', figures: ['5 %'], why: LEVEL },
  { file: 'docs/simulation.md', near: 'false finding in the table stays under 5 %', figures: ['5 %'], why: LEVEL },
  { file: 'docs/simulation.md', near: 'at most 5 % are false findings', figures: ['5 %'], why: LEVEL },
  { file: 'docs/simulation.md', near: 'would pass a single test at 5 %', figures: ['5 %'], why: LEVEL },
  { file: 'docs/simulation.md', near: 'a likely finding, at a 5 % false', figures: ['5 %'], why: LEVEL },
  {
    file: 'docs/simulation.md', near: '% (',
    figures: ['36.8%', '32.8%', '31.3%', '36.5%', '29.0%', '35.3%', '3.0%', '97.0%', '34.6%', '54.4%', '22.6%', '8.7%', '69.7%', '30.1%',
      '52.8%', '39.2%', '65.0%', '38.2%', '24.3%', '4.2%', '73.3%', '31.9%'],
    why: WORKED_EXAMPLE,
  },
];
