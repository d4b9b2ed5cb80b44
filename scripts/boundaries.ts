/**
 * The architecture's import rules, checked over the source tree (domain, server, src, adapters,
 * container-mocks). `node --import tsx scripts/boundaries.ts` prints each rule's violations;
 * `--list` prints them one per line. Imports are read with a small scanner (static `import`/`export …
 * from` and dynamic `import('…')`, type-only imports included: a type cycle still ties files together).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '../src/app/paths';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['domain', 'server', 'src', 'adapters', 'container-mocks'];
const ALIASES: Record<string, string> = { '@domain/': 'domain/', '@server/': 'server/', '@adapters/': 'adapters/', '@tests/': 'tests/', '@/': 'src/' };
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export interface Violation {
  rule: string;
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Repo-relative paths of the project files that `file` imports (packages left out). */
export function importsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = (match[1] ?? match[2] ?? match[3]).replace(/\?.*$/, '');
    const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
    const base = alias ? ALIASES[alias] + spec.slice(alias.length) : spec.startsWith('.') ? path.posix.join(path.posix.dirname(file), spec) : null;
    if (base === null) continue;
    const target = EXTENSIONS.map((ext) => base + ext).find((candidate) => known.has(candidate));
    if (target) found.push(target);
  }
  return found;
}

const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
const pageOf = (file: string) => /^src\/pages\/([^/]+)\//.exec(file)?.[1];
const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1];
const schemaOf = (file: string) => /^server\/db\/schema\/([^/]+)\.ts$/.exec(file)?.[1];
/** A module's public faces: its operations, and the read models it serves other areas (`read-models/`). */
const isPublicFace = (file: string, module: string) =>
  file === `server/modules/${module}/${module}.public.ts` || file === `server/modules/${module}/read-models/${module}-read-models.public.ts`;
/** Which module owns each schema file's tables (the rest are shared infrastructure). */
const SCHEMA_OWNER: Record<string, string> = { 'table-configs': 'table-config' };
const SHARED_SCHEMAS = new Set(['tenancy', 'jobs']);

const isRoutesFile = (file: string) => /^server\/modules\/.*\.routes\.ts$/.test(file);
const ROUTES_RULE = 'routes file reaches the database';

/** The rules an edge `from → to` can break (cycles are checked over the whole graph). */
export function edgeViolations(from: string, to: string): string[] {
  const rules: string[] = [];
  const [fromFeature, toFeature] = [featureOf(from), featureOf(to)];
  if (fromFeature && toFeature && fromFeature !== toFeature) rules.push('feature imports another feature');
  const [fromPage, toPage] = [pageOf(from), pageOf(to)];
  if (fromPage && toPage && fromPage !== toPage) rules.push('page folder imports another page folder');
  if (/^src\/(components|lib)\//.test(from) && /^src\/(features|pages)\//.test(to)) rules.push('shared client code imports a feature or page');
  const [fromModule, toModule] = [moduleOf(from), moduleOf(to)];
  if (fromModule && toModule && fromModule !== toModule && !isPublicFace(to, toModule)) rules.push("module imports another module's private file");
  if (fromModule && to === 'server/db/schema.ts') rules.push('module imports the schema barrel');
  const schema = schemaOf(to);
  if (fromModule && schema && !SHARED_SCHEMAS.has(schema) && (SCHEMA_OWNER[schema] ?? schema) !== fromModule) rules.push("module names another area's tables");
  if (from.startsWith('domain/') && /^(src|server|adapters)\//.test(to)) rules.push('domain imports outward');
  if (from.startsWith('adapters/') && to.startsWith('src/')) rules.push('adapters import src');
  if (isRoutesFile(from) && /^server\/db\//.test(to)) rules.push(ROUTES_RULE);
  return rules;
}

const ROUTE_TABLE = /^(src\/pages\/[^/]+\/[^/]+-routes\.ts|src\/app\/shell-routes\.ts)$/;
const ROUTE_LITERAL_RULE = 'route table writes a path that src/app/paths.ts names';

/** Every address `paths` names as a plain string (link builders are functions, left out). */
function namedScreenPaths(node: unknown, found = new Set<string>()): Set<string> {
  if (typeof node === 'string') found.add(node);
  else if (node && typeof node === 'object') for (const value of Object.values(node)) namedScreenPaths(value, found);
  return found;
}

/** A route table's `path: '…'` literals that `paths` already names: the address is written twice. */
export function routeLiteralViolations(file: string, text: string, named: ReadonlySet<string> = namedScreenPaths(paths)): Violation[] {
  if (!ROUTE_TABLE.test(file)) return [];
  return [...text.matchAll(/\bpath:\s*'([^']+)'/g)].filter((m) => named.has(m[1])).map((m) => ({ rule: ROUTE_LITERAL_RULE, from: file, to: m[1] }));
}

const MACHINE_RULE = 'entity with states has no machine (domain/<area>/<thing>.machine.ts built with defineMachine)';
/** State sets no person moves through operations: the app's own jobs, or someone outside it, change them. */
const STATES_WITHOUT_OPERATIONS: Record<string, string> = {
  ProcessState: 'a download item: its export or import job moves it',
  DeliveryState: 'a notification delivery: the send job moves it',
  SignatureState: 'an SMS signature: the platform operator decides, outside the app',
  MarketCorpState: "a market corp's authorisation: the host's install and uninstall callbacks move it, outside the app",
  DingState: "a DING's outcome: DingTalk's answer to the send sets it once",
};

/** Each `export const <X>State = {…}` of domain/ that no machine file reads. */
export function statesWithoutMachines(files: string[], read: (file: string) => string): Violation[] {
  const machines = files.filter((f) => /^domain\/.*\.machine\.ts$/.test(f)).map(read).filter((text) => /\bdefineMachine\b/.test(text));
  const violations: Violation[] = [];
  for (const file of files.filter((f) => f.startsWith('domain/') && !f.endsWith('.machine.ts'))) {
    for (const [, name] of read(file).matchAll(/export const (\w+State) = \{/g)) {
      if (name in STATES_WITHOUT_OPERATIONS) continue;
      if (!machines.some((text) => new RegExp(`\\b${name}\\b`).test(text))) violations.push({ rule: MACHINE_RULE, from: file, to: name });
    }
  }
  return violations;
}

/** Strongly connected components of more than one file (Tarjan), each an import cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The server modules' dependency graph: module → the modules it imports from. */
export function moduleGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const modules = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const fromModule = moduleOf(from);
    if (!fromModule) continue;
    const deps = modules.get(fromModule) ?? new Set<string>();
    modules.set(fromModule, deps);
    for (const to of targets) {
      const toModule = moduleOf(to);
      if (toModule && toModule !== fromModule) deps.add(toModule);
    }
  }
  return new Map([...modules].map(([module, deps]) => [module, [...deps]]));
}

/** File-level import cycles, and cycles between server modules (a module cycle hides behind public faces). */
export function checkBoundaries(): { violations: Violation[]; cycles: string[][] } {
  const files = SOURCE_DIRS.flatMap(sourceFiles);
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
  const violations: Violation[] = [];
  for (const [from, targets] of graph) for (const to of targets) for (const rule of edgeViolations(from, to)) violations.push({ rule, from, to });
  // Routes only route: the query builder belongs to queries files (a package import, so not an edge of the graph).
  for (const file of files.filter(isRoutesFile))
    if (/from\s*['"]drizzle-orm['"]/.test(readFileSync(path.join(ROOT, file), 'utf8'))) violations.push({ rule: ROUTES_RULE, from: file, to: 'drizzle-orm' });
  const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
  for (const file of files) violations.push(...routeLiteralViolations(file, read(file)));
  violations.push(...statesWithoutMachines(files, read));
  const moduleCycles = cycles(moduleGraph(graph)).map((component) => component.map((module) => `module:${module}`));
  return { violations, cycles: [...cycles(graph), ...moduleCycles] };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { violations, cycles: found } = checkBoundaries();
  const counts = new Map<string, number>();
  for (const { rule } of violations) counts.set(rule, (counts.get(rule) ?? 0) + 1);
  for (const [rule, count] of counts) console.log(`${String(count).padStart(5)}  ${rule}`);
  console.log(`${String(found.length).padStart(5)}  import cycles (${found.reduce((n, c) => n + c.length, 0)} files)`);
  if (process.argv.includes('--list')) {
    for (const v of violations) console.log(`${v.rule}: ${v.from} -> ${v.to}`);
    for (const cycle of found) console.log(`cycle: ${cycle.join(' ')}`);
  }
  process.exitCode = violations.length + found.length > 0 ? 1 : 0;
}
