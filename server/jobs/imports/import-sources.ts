import type { ImportSource } from './import-source';

/** Every importable list by the key that import jobs carry in their payload; each module registers its own. */
const IMPORT_SOURCES = new Map<string, ImportSource>();

/** A module adds its list to the download centre when its plugin registers (before its import routes). */
export function registerImportSource(key: string, source: ImportSource): void {
  IMPORT_SOURCES.set(key, source);
}

export function importSource(key: string): ImportSource {
  const source = IMPORT_SOURCES.get(key);
  if (!source) throw new Error(`unknown import source ${key}`);
  return source;
}
