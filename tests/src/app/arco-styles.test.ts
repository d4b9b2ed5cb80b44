import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The desktop and sign-in pages load the styles of the Arco components they use, listed by hand
// (src/app/desktop-styles.ts, src/pages/public/public-styles.ts): a component used without its line
// would render unstyled, so each list is checked against the components the code imports.
const root = path.resolve(__dirname, '../../..');
const ARCO = path.join(root, 'node_modules/@arco-design/web-react/es');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

const hasStyles = (name: string) => existsSync(path.join(ARCO, name, 'style/css.js'));

/** Arco components with a stylesheet that the files import, or whose classes they borrow (`className="arco-link"`). */
function componentsUsedIn(files: string[]): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, names] of text.matchAll(/import \{([^}]*)\} from '@arco-design\/web-react'/g)) {
      for (const name of names.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '))) {
        if (hasStyles(name)) used.add(name);
      }
    }
    for (const [, block] of text.matchAll(/className="arco-([a-z]+)\b/g)) {
      const name = block[0].toUpperCase() + block.slice(1);
      if (hasStyles(name)) used.add(name);
    }
  }
  return used;
}

const listed = (file: string) => new Set([...readFileSync(path.join(root, file), 'utf8').matchAll(/es\/(\w+)\/style\/css\.js/g)].map((m) => m[1]));
const missing = (used: Set<string>, styles: Set<string>) => [...used].filter((name) => !styles.has(name)).sort();

describe('Arco style lists', () => {
  it('has a line in desktop-styles.ts for every component the desktop code uses', () => {
    const desktop = sourceFiles(path.join(root, 'src')).filter((file) => !file.includes(`${path.sep}mobile`));
    expect(missing(componentsUsedIn(desktop), listed('src/app/desktop-styles.ts'))).toEqual([]);
  });

  it('has a line in public-styles.ts for every component the sign-in and password pages use', () => {
    const publicCode = [...sourceFiles(path.join(root, 'src/pages/public')), ...sourceFiles(path.join(root, 'src/features/auth'))];
    expect(missing(componentsUsedIn(publicCode), listed('src/pages/public/public-styles.ts'))).toEqual([]);
  });
});
