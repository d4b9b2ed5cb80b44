import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The desktop and sign-in pages load the styles of the Arco components they use, listed by hand
// (src/app/desktop-styles.ts, src/pages/public/public-styles.ts) or imported beside a rarely used
// component: a component used without its styles would render unstyled, so the code is checked for one.
const root = path.resolve(__dirname, '../../..');
const ARCO = path.join(root, 'node_modules/@arco-design/web-react/es');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

const hasStyles = (name: string) => existsSync(path.join(ARCO, name, 'style/css.js'));

/** Arco components with a stylesheet that a file imports, or whose classes it borrows (`className="arco-link"`). */
function componentsUsedBy(text: string): string[] {
  const used = new Set<string>();
  for (const [, names] of text.matchAll(/import \{([^}]*)\} from '@arco-design\/web-react'/g)) {
    for (const name of names.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '))) {
      if (hasStyles(name)) used.add(name);
    }
  }
  for (const [, block] of text.matchAll(/className="arco-([a-z]+)\b/g)) {
    const name = block[0].toUpperCase() + block.slice(1);
    if (hasStyles(name)) used.add(name);
  }
  return [...used];
}

/** `file: Component` for each component a file uses whose styles neither the list nor the file itself imports. */
function unstyled(files: string[], list: Set<string>): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const own = stylesIn(text);
    return componentsUsedBy(text)
      .filter((name) => !list.has(name) && !own.has(name))
      .map((name) => `${path.relative(root, file)}: ${name}`);
  });
}

const stylesIn = (text: string) => new Set([...text.matchAll(/es\/(\w+)\/style\/css\.js/g)].map((m) => m[1]));
const listed = (file: string) => stylesIn(readFileSync(path.join(root, file), 'utf8'));

describe('Arco style lists', () => {
  it('styles every component the desktop code uses, in desktop-styles.ts or in the file using it', () => {
    const desktop = sourceFiles(path.join(root, 'src')).filter((file) => !file.includes(`${path.sep}mobile`));
    expect(unstyled(desktop, listed('src/app/desktop-styles.ts'))).toEqual([]);
  });

  it('styles every component the sign-in and password pages use, in public-styles.ts or in the file using it', () => {
    const publicCode = [...sourceFiles(path.join(root, 'src/pages/public')), ...sourceFiles(path.join(root, 'src/features/auth'))];
    expect(unstyled(publicCode, listed('src/pages/public/public-styles.ts'))).toEqual([]);
  });
});
