// Writes a .br and a .gz beside every text file of the built client (dist/), so that the server sends
// them as they are (@fastify/static preCompressed) instead of compressing on each request or not at all.
// Brotli at its best quality: the files are compressed once per build and downloaded by every visitor.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
// Below this, the bytes saved do not pay for a second file (a response's headers are about as large).
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function compressFile(file) {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return { raw: raw.length, br: raw.length, gzip: raw.length };
  const [br, gzipped] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A compressed copy that is not smaller is left out; the server then sends the file itself.
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
  return { raw: raw.length, br: Math.min(br.length, raw.length), gzip: Math.min(gzipped.length, raw.length) };
}

/** Compresses every text file under distDir; returns the totals in bytes. */
export async function compressDist(distDir) {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && TEXT_FILE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  const sizes = await Promise.all(files.map(compressFile));
  const sum = (key) => sizes.reduce((total, s) => total + s[key], 0);
  return { files: files.length, raw: sum('raw'), br: sum('br'), gzip: sum('gzip') };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const total = await compressDist(distDir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`compressed ${total.files} files: ${kb(total.raw)} raw, ${kb(total.gzip)} gzip, ${kb(total.br)} brotli`);
}
