// Compiles the server (server/server.ts and what it imports from server/ and domain/) into dist-server/,
// so a start loads plain JavaScript instead of compiling TypeScript through tsx each time (about three
// seconds of every start). Packages stay imports of node_modules; the path aliases (@domain/…) are
// resolved from tsconfig.json. The migrations are copied beside the code, where the database layer
// looks for them. `npm run dev` keeps running the sources through tsx.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(root, 'dist-server');
/** What the compiled server is made of: a change below any of these makes dist-server/ stale. */
export const SERVER_SOURCES = ['server', 'domain', 'tsconfig.json', 'scripts/build-server.mjs'];

/** Compiles into `outDir` (emptied first); it must lie inside the project, where node_modules is found. */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  const { build } = await import('esbuild'); // loaded only when a build is due, not on every start
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['server/server.ts'],
    outdir: outDir,
    bundle: true,
    // Chunks keep lazily imported code (the S3 store) out of the start.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
