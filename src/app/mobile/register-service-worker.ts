/** The asset files this page loaded before the worker controlled it (the first visit's entry and chunks). */
const loadedAssets = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'));

/**
 * Registers /sw.js (src/sw/service-worker.ts) so that the mobile version opens cold without a connection,
 * in the production build only (the dev server's modules are not hashed assets). Where the webview has no
 * service workers (iOS WeCom/DingTalk, old Android webviews) or refuses one, the app works as before.
 * Once the worker is active the page hands it the assets it has already loaded: they came before the
 * worker could see them, and a cold start offline needs them.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage(loadedAssets()))
    .catch(() => undefined);
}
