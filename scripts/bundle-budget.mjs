// The JavaScript the signed-in shell loads before any business page: the entry chunk, the signed-in
// shell's chunk (src/app/signed-in-app.tsx, loaded lazily so that /login carries none of it) and their
// static imports, followed through Vite's manifest (lazy pages are dynamic imports and do not count).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 280 * 1024;
/** The signed-in shell, its own chunk since the sign-in page stopped loading it. */
const SHELL_MODULE = 'src/app/signed-in-app.tsx';
const STAFF_ENTRY = 'index.html';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Raw and gzip sizes of the entry's static JavaScript graph in a built dist/ folder. */
export function measureShellBundle(distDir = path.join(root, 'dist')) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  // The staff app's entry (index.html) and its shell; the customer portal is an entry of its own that staff never load.
  const entries = Object.keys(manifest).filter((key) => (manifest[key].isEntry && key === STAFF_ENTRY) || key === SHELL_MODULE);
  if (entries.length === 0) throw new Error('dist/.vite/manifest.json has no entry chunk');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  const files = [...seen]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(path.join(distDir, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
    });
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  return { files, totalRaw: files.reduce((sum, f) => sum + f.raw, 0), totalGzip: total, budget: BUDGET_BYTES };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatReport({ files, totalRaw, totalGzip, budget }) {
  const width = Math.max(5, ...files.map((f) => f.file.length));
  const row = (name, raw, gzip) => `${name.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}`;
  return [
    row('file', 'raw', 'gzip'),
    ...files.map((f) => row(f.file, kb(f.raw), kb(f.gzip))),
    row('total', kb(totalRaw), kb(totalGzip)),
    `shell JavaScript (gzip): ${kb(totalGzip)} of a ${kb(budget)} budget (${((totalGzip / budget) * 100).toFixed(0)}%)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = measureShellBundle();
  console.log(formatReport(result));
  if (result.totalGzip > result.budget) {
    console.error(`bundle budget exceeded by ${kb(result.totalGzip - result.budget)}`);
    process.exit(1);
  }
}
