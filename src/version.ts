/** The engine's version, written into every save. Kept equal to package.json's by a test. */
export const ENGINE_VERSION = '0.0.0';
