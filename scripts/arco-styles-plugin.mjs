import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ARCO_ES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/@arco-design/web-react/es');
const NAMED_IMPORT = /import\s+(?!type\b)\{([^}]*)\}\s*from\s*['"]@arco-design\/web-react['"];?/g;

/** The component names a module takes from Arco's barrel (type-only names left out). */
export function arcoComponentsOf(code) {
  const names = new Set();
  for (const match of code.matchAll(NAMED_IMPORT)) {
    for (const part of match[1].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const name = spec.split(/\s+as\s+/)[0].trim();
      if (/^[A-Z]/.test(name)) names.add(name);
    }
  }
  return [...names];
}

const STYLE_DEP = /import\s+'\.\.\/\.\.\/([A-Za-z]+)\/style\/css\.js'/g;

/**
 * A component's stylesheets: its own `index.css` and those of the components it builds on, read from
 * Arco's `es/<Component>/style/css.js` (which also imports the base styles: those are left to the entry,
 * so that no later chunk declares the theme's colours again over the app's own).
 */
export function arcoStylesOf(name, seen = new Set()) {
  if (seen.has(name)) return [];
  seen.add(name);
  const cssJs = path.join(ARCO_ES, name, 'style', 'css.js');
  if (!existsSync(cssJs)) return [];
  const deps = [...readFileSync(cssJs, 'utf8').matchAll(STYLE_DEP)].flatMap((m) => arcoStylesOf(m[1], seen));
  const own = existsSync(path.join(ARCO_ES, name, 'style', 'index.css')) ? [`@arco-design/web-react/es/${name}/style/index.css`] : [];
  return [...deps, ...own];
}

/**
 * Each module that uses an Arco component imports that component's stylesheets (and those of the
 * components it builds on) instead of the whole 660 KB arco.css in the entry; the base styles stay in
 * the entry (src/main.tsx). Vite then puts a page's component styles with that page's chunks: the
 * sign-in page loads the styles of the few components it shows.
 */
export function arcoComponentStyles() {
  const hasStyle = new Map();
  const styled = (name) => {
    if (!hasStyle.has(name)) hasStyle.set(name, existsSync(path.join(ARCO_ES, name, 'style', 'css.js')));
    return hasStyle.get(name);
  };
  return {
    name: 'arco-component-styles',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.(tsx?|jsx?)$/.test(id.split('?')[0])) return null;
      const seen = new Set();
      const sheets = [...new Set(arcoComponentsOf(code).filter(styled).flatMap((name) => arcoStylesOf(name, seen)))];
      if (sheets.length === 0) return null;
      const imports = sheets.map((sheet) => `import '${sheet}';`).join('\n');
      return { code: `${imports}\n${code}`, map: null };
    },
  };
}
