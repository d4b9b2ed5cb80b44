import { existsSync } from 'node:fs';
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

/**
 * Each module that uses an Arco component imports that component's own stylesheet (Arco's
 * `es/<Component>/style/css.js`, which brings the base styles and the styles of the components it
 * builds on), instead of the whole 660 KB arco.css in the entry. Vite then puts a page's component
 * styles with that page's chunks: the sign-in page loads the styles of the few components it shows.
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
      const names = arcoComponentsOf(code).filter(styled);
      if (names.length === 0) return null;
      const imports = names.map((name) => `import '@arco-design/web-react/es/${name}/style/css.js';`).join('\n');
      return { code: `${imports}\n${code}`, map: null };
    },
  };
}
