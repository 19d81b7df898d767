/**
 * Checks (default) or rewrites (`--update`) the committed API reports in `etc/`, one per entry
 * point of the package, with API Extractor reading the built declarations in `dist/`.
 *
 *   npm run build && npm run api:check     # fails when the public API differs from etc/*.api.md
 *   npm run build && npm run api:update    # after a deliberate API change; commit etc/ with it
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const ROOT = resolve(import.meta.dirname, '..');
const ENTRIES = ['index', 'testing', 'bots', 'sim', 'locales/en', 'locales/uk', 'locales/pl', 'locales/zh-TW'] as const;
const update = process.argv.includes('--update');

let failed = false;
for (const entry of ENTRIES) {
  if (!existsSync(resolve(ROOT, `dist/${entry}.d.ts`))) {
    console.error(`dist/${entry}.d.ts is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  const config = ExtractorConfig.loadFileAndPrepare(resolve(ROOT, `etc/api-extractor.${entry.replace('/', '-')}.json`));
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false });
  const report = config.reportConfigs[0]?.fileName ?? entry;
  if (!result.succeeded) {
    failed = true;
    console.error(
      result.apiReportChanged
        ? `${report}: the public API of '${entry}' changed. If that is intended, run \`npm run api:update\` and commit etc/.`
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
