/**
 * The core modules the live file takes from the element's script. In source form (tests, a bundler
 * building from source) the live module imports them itself, so this is null; scripts/build.mjs replaces
 * this module in the builds with an object holding, for each of those modules (by file name), the names
 * the live file imports from it.
 */
export const CORE_SHARE: Record<string, unknown> | null = null;
