import { lazyPage } from '@/lib/lazy-page';

/**
 * The signed-in PC shell (top bar, menus, tab strip and its pages): a chunk of its own, so that the sign-in
 * page and the other top-level pages load none of it (issue 14, page weight). It counts as loaded once the
 * code of the page at the address it first opens on has arrived too, so that the shell shows with its page:
 * a page that suspends inside the shell shows a second spinner, and React reveals it no sooner than 300 ms
 * after that spinner (its Suspense throttle), however soon the code is there.
 */
export const SignedInApp = lazyPage(async () => {
  const shell = await import('./signed-in-app');
  // A page whose code fails loads again, and says so, when it renders (its chunk error boundary).
  await shell.preloadPage(window.location.pathname).catch(() => undefined);
  return shell;
});
