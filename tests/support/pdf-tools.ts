import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * The tools people and printers use beside the app, run on the app's outputs: qpdf (is the file a
 * well-formed PDF), poppler's pdftotext and pdftoppm (what a reader extracts, what a printer paints)
 * and zbarimg (what a barcode scanner reads off the painted page). CI installs them (.ci/run:
 * qpdf zbar-tools poppler-utils); a machine without them fails here, naming the package to install.
 */

const run = promisify(execFile);
const PACKAGES: Record<string, string> = { qpdf: 'qpdf', pdftotext: 'poppler-utils', pdftoppm: 'poppler-utils', pdfimages: 'poppler-utils', zbarimg: 'zbar-tools' };

async function tool(name: string, args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(name, args, { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string; code?: number | string };
    if (e.code === 'ENOENT') throw new Error(`${name} is not installed: apt-get install ${PACKAGES[name] ?? name} (CI's .ci/run installs it)`);
    return { stdout: e.stdout ?? '', stderr: e.stderr ?? '', code: typeof e.code === 'number' ? e.code : 1 };
  }
}

/** Runs `body` with the bytes written to a PDF file in a fresh temporary folder, removed afterwards. */
async function withPdf<T>(bytes: Uint8Array, body: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-tools-'));
  try {
    const file = path.join(dir, 'out.pdf');
    await writeFile(file, bytes);
    return await body(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `qpdf --check`: exit code (0 clean, 3 warnings, 2 errors) and its report. */
export function qpdfCheck(bytes: Uint8Array): Promise<{ code: number; report: string }> {
  return withPdf(bytes, async (file) => {
    const { stdout, stderr, code } = await tool('qpdf', ['--check', file]);
    return { code, report: `${stdout}${stderr}` };
  });
}

/** The text of each page as pdftotext extracts it (UTF-8). */
export function pdftotextPages(bytes: Uint8Array): Promise<string[]> {
  return withPdf(bytes, async (file) => {
    const { stdout, code, stderr } = await tool('pdftotext', ['-enc', 'UTF-8', file, '-']);
    if (code !== 0) throw new Error(`pdftotext failed: ${stderr}`);
    // Pages end with a form feed.
    return stdout.split('\f').slice(0, -1);
  });
}

/**
 * What zbarimg reads off each page that pdftoppm paints, page by page (each code once). zbar scanning a
 * whole A4 page of twelve stickers at one resolution misses one now and then where a hand scanner would
 * just read the sticker again, so each page is painted at a few resolutions (crisp, no antialiasing) and
 * what any of them reads counts.
 */
export function zbarCodesPerPage(bytes: Uint8Array, resolutions: readonly number[] = [200, 300, 400]): Promise<string[][]> {
  return withPdf(bytes, async (file, dir) => {
    const perPage = new Map<number, Set<string>>();
    for (const dpi of resolutions) {
      const prefix = path.join(dir, `r${dpi}`);
      const rendered = await tool('pdftoppm', ['-r', String(dpi), '-aa', 'no', '-aaVector', 'no', '-png', file, prefix]);
      if (rendered.code !== 0) throw new Error(`pdftoppm failed: ${rendered.stderr}`);
      const pages = (await readdir(dir)).filter((f) => f.startsWith(`r${dpi}-`) && f.endsWith('.png')).sort();
      for (const [index, page] of pages.entries()) {
        // Exit 4: no code found on the page.
        const { stdout, code, stderr } = await tool('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', path.join(dir, page)]);
        if (code !== 0 && code !== 4) throw new Error(`zbarimg failed on ${page}: ${stderr}`);
        const found = perPage.get(index) ?? new Set<string>();
        for (const text of stdout.split('\n').filter(Boolean)) found.add(text);
        perPage.set(index, found);
      }
    }
    return [...perPage.keys()].sort((a, b) => a - b).map((i) => [...perPage.get(i)!]);
  });
}

/** What zbarimg reads from each picture embedded in the PDF (pdfimages), in the file's order. */
export function zbarCodesOfImages(bytes: Uint8Array): Promise<string[]> {
  return withPdf(bytes, async (file, dir) => {
    const extracted = await tool('pdfimages', ['-png', file, path.join(dir, 'img')]);
    if (extracted.code !== 0) throw new Error(`pdfimages failed: ${extracted.stderr}`);
    const images = (await readdir(dir)).filter((f) => f.startsWith('img') && f.endsWith('.png')).sort();
    const codes: string[] = [];
    for (const image of images) {
      const { stdout, code, stderr } = await tool('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', path.join(dir, image)]);
      if (code !== 0 && code !== 4) throw new Error(`zbarimg failed on ${image}: ${stderr}`);
      codes.push(...stdout.split('\n').filter(Boolean));
    }
    return codes;
  });
}
