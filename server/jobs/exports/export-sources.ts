import type { ExportSource } from './export-source';

/** Every exportable list by the key that export jobs carry in their payload; each module registers its own. */
const EXPORT_SOURCES = new Map<string, ExportSource>();

/** A module adds its list to the download centre when its plugin registers. */
export function registerExportSource(key: string, source: ExportSource): void {
  EXPORT_SOURCES.set(key, source);
}

export const findExportSource = (key: string): ExportSource | undefined => EXPORT_SOURCES.get(key);

/** The source of a key the caller's own module registered. */
export function exportSource(key: string): ExportSource {
  const source = EXPORT_SOURCES.get(key);
  if (!source) throw new Error(`unknown export source ${key}`);
  return source;
}

/** The keys of every registered list, so a test can check that it covers them all. */
export const exportSourceKeys = (): string[] => [...EXPORT_SOURCES.keys()];
