import { describe, expect, it } from 'vitest';
import { areasWithoutDecisions, markdownFiles, missingPaths, namedPaths } from '../../scripts/docs';

describe('the paths a document names', () => {
  it('finds repository paths in code spans, links and prose, and leaves placeholders and API paths out', () => {
    const text = [
      'statements are rendered once (`server/lib/rendered-statements.ts`): see [the area](domain/orders/DECISIONS.md).',
      'Pages live in src/pages/orders, features in `src/features/<area>/`, old parts in `server/modules/spare-parts/old-parts.*`.',
      'The call `/v2/spare/stock/list` and the package `@wecom/jssdk` and `echarts/core` are not files.',
    ].join('\n');
    expect(namedPaths(text)).toEqual(['server/lib/rendered-statements.ts', 'domain/orders/DECISIONS.md', 'src/pages/orders']);
  });

  it('reads every Markdown file of the repository, the area files among them', () => {
    const files = markdownFiles();
    expect(files).toContain('README.md');
    expect(files).toContain('domain/orders/DECISIONS.md');
  });

  // A file moved without its documents fails here, naming the document and the path.
  it('names only paths that exist', () => {
    expect(missingPaths()).toEqual([]);
  });
});

describe('the area files', () => {
  it('has a decisions file for every server module and client feature', () => {
    expect(areasWithoutDecisions()).toEqual([]);
  });
});
