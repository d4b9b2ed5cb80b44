/**
 * Checks that the documents keep up with the code: every repository path a Markdown file names exists,
 * and every area folder has its decisions file (`domain/<area>/DECISIONS.md`).
 * `node --import tsx scripts/docs.ts` prints what is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The repository's own top-level folders: a path a document names is checked when it starts with one. */
const TOP_FOLDERS = ['adapters', 'bench', 'container-mocks', 'domain', 'scripts', 'server', 'src', 'tests'];

const PATH = new RegExp(`(?<![\\w./@-])(?:${TOP_FOLDERS.join('|')})/[\\w./\\[\\]-]*`, 'g');

/** Placeholders and patterns, not paths: `domain/<area>/`, `old-parts.*`, `{group|item}`, `…`. */
const PATTERN_AFTER = /^[<*{…|]/;

/** The repository paths a Markdown text names (in code spans, links or prose), placeholders left out. */
export function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(PATH)) {
    const after = markdown.slice(match.index + match[0].length);
    if (PATTERN_AFTER.test(after)) continue;
    const path = match[0].replace(/[.,;:]+$/, '');
    found.add(path);
  }
  return [...found];
}

/** The Markdown files the repository tracks. */
export function markdownFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)));
}

/** `document: path` for every named path that exists neither from the repository root nor beside the document. */
export function missingPaths(): string[] {
  const missing: string[] = [];
  for (const file of markdownFiles()) {
    for (const path of namedPaths(readFileSync(join(root, file), 'utf8'))) {
      if (!existsSync(join(root, path)) && !existsSync(join(root, dirname(file), path))) missing.push(`${file}: ${path}`);
    }
  }
  return missing;
}

/** Area folders whose name differs from their area's folder in `domain/`. */
export const AREA_OF_FOLDER: Readonly<Record<string, string>> = {
  'chat-socket': 'chat',
  enterprises: 'common',
  'form-builder': 'forms',
  organization: 'users',
  roles: 'users',
};

const AREA_PARENTS = ['server/modules', 'src/features'];

/** `folder → domain/<area>/DECISIONS.md` for every area folder without its decisions file. */
export function areasWithoutDecisions(): string[] {
  const missing: string[] = [];
  for (const parent of AREA_PARENTS) {
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const file = `domain/${AREA_OF_FOLDER[entry.name] ?? entry.name}/DECISIONS.md`;
      if (!existsSync(join(root, file))) missing.push(`${parent}/${entry.name} → ${file}`);
    }
  }
  return missing;
}

if (process.argv[1] === import.meta.filename) {
  const problems = [...missingPaths().map((line) => `missing path: ${line}`), ...areasWithoutDecisions().map((line) => `no decisions file: ${line}`)];
  for (const line of problems) console.log(line);
  process.exitCode = problems.length ? 1 : 0;
}
