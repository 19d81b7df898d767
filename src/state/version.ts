import { version } from '../../package.json';

/**
 * The engine's version: package.json's `version`, read at build time, so a release bumped by
 * `changeset version` writes its own number into every save, record and simulation report.
 * @group Setup
 */
export const ENGINE_VERSION: string = version;
