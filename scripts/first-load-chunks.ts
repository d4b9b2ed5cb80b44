// The build's chunks of the PC first load (vite.config.ts): which modules of the shell and the order list go together.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const dir = (p: string) => path.join(root, p);

// Chunks by what a cold visit needs together. The browser fetches at most six files at a time from one origin, and
// /allOrder's ~90 small chunks (split by which of the ~300 lazy pages share each module) queued behind each other.
// The modules the PC shell (with the order list's first-data arguments) and the order list page import (beyond the
// entry's) go in a few chunks instead: one for each part and each set of the other first screens that need the same modules too
// (the sign-in page, the mobile version, the rest: other sign-in and error pages, /qr/:token, the mobile screens'
// lazy chunks). So the sign-in page and the mobile version still load only modules they use, and no chunk imports
// one that imports it back: a module's imports are needed by every screen that needs the module.
const FIRST_LOAD = {
  entry: dir('./src/main.tsx'),
  shell: dir('./src/app/signed-in-app.tsx'),
  orderList: dir('./src/pages/orders/all-order-page.tsx'),
};
const imports = new Map<string, { statics: readonly string[]; dynamics: readonly string[] }>();
// Arco's index re-exports every component: a module importing two of them from it would seem to import all of them.
const ARCO_INDEX = dir('./node_modules/@arco-design/web-react/es/index.js');
const ARCO_NAMED = /^import\s*\{([^}]*)\}\s*from\s*['"]@arco-design\/web-react['"]/gm;
const arcoNames = new Map<string, string[]>();
/** Records the module graph (with Arco's components as imported by name) for `firstLoadChunk`. */
export const moduleGraph = {
  name: 'module-graph',
  apply: 'build' as const,
  transform(code: string, id: string) {
    const names = [...code.matchAll(ARCO_NAMED)].flatMap((m) => m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]));
    if (names.length > 0) arcoNames.set(id, names);
  },
  buildEnd(this: { getModuleIds(): Iterable<string>; getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null }) {
    const components = new Map([...readFileSync(ARCO_INDEX, 'utf8').matchAll(/export \{ default as (\w+) \} from '\.\/(\w+)'/g)].map((m) => [m[1], dir(`./node_modules/@arco-design/web-react/es/${m[2]}/index.js`)]));
    for (const id of this.getModuleIds()) {
      const info = this.getModuleInfo(id);
      if (!info) continue;
      const used = (arcoNames.get(id) ?? []).flatMap((name) => components.get(name) ?? []);
      const statics = info.importedIds.flatMap((m) => (m === ARCO_INDEX ? used : [m]));
      imports.set(id, { statics, dynamics: info.dynamicallyImportedIds });
    }
  },
};
/** Every module the roots reach, through the dynamic imports of the modules `dynamicFrom` accepts, not going past `stop`. */
function reach(roots: string[], dynamicFrom: (id: string) => boolean = () => false, stop?: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || id === stop) return;
    seen.add(id);
    const next = imports.get(id);
    next?.statics.forEach(visit);
    if (dynamicFrom(id)) next?.dynamics.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}
// The PC shell's route tables: the entry holds one of them (for /qr/:token), but their pages open in the shell.
const SHELL_ROUTE_TABLE = /[\\/]src[\\/]pages[\\/](?!mobile[\\/])[^\\/]+[\\/][^\\/]+-routes\.ts$/;
let chunkOf: Map<string, string> | undefined;
/** The chunk of each module of the PC first load, worked out once the module graph is known (rolldown asks after buildEnd). */
export function firstLoadChunk(id: string): string | undefined {
  if (!chunkOf) {
    const outside = reach([FIRST_LOAD.entry, dir('./src/pages/products/public-product-page.tsx')], (m) => !SHELL_ROUTE_TABLE.test(m), FIRST_LOAD.shell);
    const login = reach([dir('./src/pages/public/login-page.tsx'), dir('./src/pages/public/public-styles.ts')]);
    const mobile = reach([dir('./src/app/signed-in-mobile-app.tsx')]);
    const entry = reach([FIRST_LOAD.entry]);
    // What the customer portal loads too (the web chat's constants) stays out: the portal must load no staff chunk.
    const portal = reach([dir('./src/portal/main.ts')]);
    chunkOf = new Map();
    for (const part of ['shell', 'orderList'] as const) {
      for (const m of reach([FIRST_LOAD[part]])) {
        // The roots stay the chunks their dynamic imports name (rolldown lost a root's exports when a group took it).
        if (entry.has(m) || portal.has(m) || chunkOf.has(m) || Object.values(FIRST_LOAD).includes(m)) continue;
        const alsoIn = [login.has(m) && 'login', mobile.has(m) && 'mobile', outside.has(m) && !login.has(m) && !mobile.has(m) && 'other'].filter(Boolean);
        chunkOf.set(m, ['first', part, ...alsoIn].join('-'));
      }
    }
  }
  return chunkOf.get(id);
}
