import { Suspense, type ComponentType } from 'react';
import { lazyPage } from '@/lib/lazy-page';

/**
 * A mobile screen loaded on first visit, outside the first screen's bytes; while it loads the shell
 * (tab bar, sync status) stays and the content area says so.
 */
export function lazyScreen(loader: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazyPage(loader);
  return function LazyScreen() {
    return (
      <Suspense fallback={<p className="m-empty">加载中…</p>}>
        <Page />
      </Suspense>
    );
  };
}
