/**
 * Checks (default) or rewrites (`--update`) the committed API reports, one per entry point of
 * the repository's two packages, with API Extractor reading the built declarations: `etc/` for
 * spellbook-engine (`.`, `./testing`, `./bots`, `./learn`), `packages/sim/etc/` for spellbook-sim.
 *
 *   npm run build && npm run api:check     # fails when the public API differs from the reports
 *   npm run build && npm run api:update    # after a deliberate API change; commit the reports with it
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const ROOT = resolve(import.meta.dirname, '..');

/** Each report: the package and entry it covers, its API Extractor config, the declarations it reads. */
const REPORTS = [
  { entry: 'spellbook-engine', config: 'etc/api-extractor.index.json', dts: 'dist/index.d.ts' },
  { entry: 'spellbook-engine/testing', config: 'etc/api-extractor.testing.json', dts: 'dist/testing.d.ts' },
  { entry: 'spellbook-engine/bots', config: 'etc/api-extractor.bots.json', dts: 'dist/bots.d.ts' },
  { entry: 'spellbook-engine/learn', config: 'etc/api-extractor.learn.json', dts: 'dist/learn.d.ts' },
  ...['en', 'uk', 'pl', 'zh-TW'].map((tag) => ({
    entry: `spellbook-engine/locales/${tag}`, config: `etc/api-extractor.locales-${tag}.json`, dts: `dist/locales/${tag}.d.ts`,
  })),
  { entry: 'spellbook-sim', config: 'packages/sim/etc/api-extractor.json', dts: 'packages/sim/dist/index.d.ts' },
] as const;
const update = process.argv.includes('--update');

let failed = false;
for (const { entry, config: file, dts } of REPORTS) {
  if (!existsSync(resolve(ROOT, dts))) {
    console.error(`${dts} is missing: run \`npm run build\` first (it builds both packages)`);
    process.exit(1);
  }
  const config = ExtractorConfig.loadFileAndPrepare(resolve(ROOT, file));
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false });
  const report = config.reportConfigs[0]?.fileName ?? entry;
  if (!result.succeeded) {
    failed = true;
    console.error(
      result.apiReportChanged
        ? `${report}: the public API of '${entry}' changed. If that is intended, run \`npm run api:update\` and commit the report.`
        : `${report}: API Extractor found ${result.errorCount} error(s) and ${result.warningCount} warning(s)`,
    );
  } else if (result.warningCount > 0) {
    failed = true;
    console.error(`${report}: ${result.warningCount} warning(s) (see above)`);
  } else {
    console.log(`${report}: ${update && result.apiReportChanged ? 'rewritten' : 'matches the public API'}`);
  }
}
process.exit(failed ? 1 : 0);
