/** The asset files this page loaded before the worker controlled it (the first visit's entry and chunks). */
const loadedAssets = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'));

const handOver = (worker: ServiceWorker | null | undefined) => worker?.postMessage(loadedAssets());

/**
 * Registers /sw.js (src/sw/service-worker.ts) so that the mobile version opens cold without a connection,
 * in the production build only (the dev server's modules are not hashed assets). Where the webview has no
 * service workers (iOS WeCom/DingTalk, old Android webviews) or refuses one, the app works as before.
 * The page hands the worker the assets it has already loaded: they came before the worker could see them
 * (the first visit), or went into the cache of the build a new worker has just deleted (a new build's
 * worker takes control of the page, a controllerchange).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  serviceWorker.addEventListener('controllerchange', () => handOver(serviceWorker.controller));
  serviceWorker
    .register('/sw.js')
    .then(() => serviceWorker.ready)
    .then((registration) => handOver(registration.active))
    .catch(() => undefined);
}
