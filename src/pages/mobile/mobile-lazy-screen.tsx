import { Suspense, type ComponentType } from 'react';
import { lazyPage } from '@/lib/lazy-page';

/**
 * A mobile screen in a chunk of its own, loaded on first visit inside the shell (the tab bar stays).
 * Only for screens that need the server anyway: the offline ones belong to the mobile chunk.
 */
export function lazyScreen(loader: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazyPage(loader);
  return function LazyScreen() {
    return (
      <Suspense fallback={<p className="m-empty">加载中…</p>}>
        <Screen />
      </Suspense>
    );
  };
}
