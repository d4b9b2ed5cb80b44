import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@server/api-prefix';
import { startTestApp, type TestApp } from '@tests/support/test-app';

const DOMAIN = path.resolve(__dirname, '../../domain');

interface NamedPath {
  name: string;
  path: string;
}

/** Every string in an exported paths object, nested groups included, with its dotted name. */
function pathsOf(value: unknown, name: string): NamedPath[] {
  if (typeof value === 'string') return [{ name, path: value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, `${name}.${key}`));
}

/** The paths of every area: each domain/<area>/*.paths.ts file's exports. */
async function allPaths(): Promise<NamedPath[]> {
  const files = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.paths.ts'));
  const modules = await Promise.all(files.map(async (file) => [file, (await import(path.join(DOMAIN, file))) as object] as const));
  return modules.flatMap(([file, exports]) => Object.entries(exports).flatMap(([name, value]) => pathsOf(value, `${file}:${name}`)));
}

let paths: NamedPath[];
const registered: string[] = [];
let t: TestApp;

/** Each route the app registers under the API prefix, once per method (Fastify's own HEAD routes aside). */
function collectRoute(route: RouteOptions) {
  if (!route.url.startsWith(`${API_PREFIX}/`)) return;
  const url = route.url.slice(API_PREFIX.length);
  for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${url}`);
}

beforeAll(async () => {
  paths = await allPaths();
  t = await startTestApp({ onRoute: collectRoute });
}, 120_000);
afterAll(() => t.close());

describe('the areas’ paths files', () => {
  it('name every path once across all areas', () => {
    expect(paths.length).toBeGreaterThan(0);
    const names = new Map<string, string[]>();
    for (const { name, path: p } of paths) names.set(p, [...(names.get(p) ?? []), name]);
    expect([...names].filter(([, named]) => named.length > 1)).toEqual([]);
  });

  it('hold each path the server serves, and the server serves each of them', () => {
    const served = new Set(registered.map((route) => route.slice(route.indexOf(' ') + 1)));
    expect([...served].filter((url) => !paths.some((p) => p.path === url)).sort()).toEqual([]);
    expect(paths.filter((p) => !served.has(p.path)).map((p) => `${p.name} ${p.path}`)).toEqual([]);
  });

  it('are registered by the server once per method', () => {
    expect(registered.filter((route, i) => registered.indexOf(route) !== i)).toEqual([]);
  });
});
