import { describe, expect, it } from 'vitest';
import { arcoComponentsOf, arcoComponentStyles, arcoStylesOf } from '../../scripts/arco-styles-plugin.mjs';

describe('the Arco per-component styles plugin', () => {
  it.each([
    ["import { Button, Form, Input } from '@arco-design/web-react';", ['Button', 'Form', 'Input']],
    ["import { Alert, type TableColumnProps, Table as T } from '@arco-design/web-react';", ['Alert', 'Table']],
    ["import type { InputProps } from '@arco-design/web-react';", []],
    ["import { IconScan } from '@arco-design/web-react/icon';", []],
    ["import {\n  Modal,\n  Message,\n} from \"@arco-design/web-react\"", ['Modal', 'Message']],
  ])('reads the components of %j', (code, names) => {
    expect(arcoComponentsOf(code)).toEqual(names);
  });

  it('takes a component\'s own sheet after those of the components it builds on, never the base styles', () => {
    const select = arcoStylesOf('Select');
    expect(select.at(-1)).toBe('@arco-design/web-react/es/Select/style/index.css');
    expect(select).toContain('@arco-design/web-react/es/Trigger/style/index.css');
    expect(select.some((sheet) => sheet.endsWith('es/style/index.css'))).toBe(false);
    expect(new Set(select).size).toBe(select.length);
  });

  it('puts each used component\'s stylesheet before the module, and leaves node_modules and other modules alone', () => {
    const transform = arcoComponentStyles().transform as (code: string, id: string) => { code: string } | null;
    const out = transform("import { Button, NotAComponent } from '@arco-design/web-react';\nexport const x = 1;", '/app/src/a.tsx');
    expect(out?.code.split('\n')[0]).toBe("import '@arco-design/web-react/es/Button/style/index.css';");
    expect(out?.code).not.toContain('es/style/index.css');
    expect(out?.code).not.toContain('NotAComponent/style');
    expect(transform("import { Button } from '@arco-design/web-react';", '/app/node_modules/x/index.js')).toBeNull();
    expect(transform('export const y = 2;', '/app/src/b.ts')).toBeNull();
  });
});
