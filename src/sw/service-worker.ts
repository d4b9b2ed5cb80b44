/**
 * The service worker (issue 21): the mobile version opens cold without a connection. Built as /sw.js
 * (vite.config.ts); the build writes its id into BUILD, so each build is a new worker that installs
 * beside the old, takes over at once and drops the old build's cache.
 *
 * - /assets/* (hashed, never changed): cache-first, kept once fetched (the page also hands over the
 *   files it loaded before the worker took control: see src/app/mobile/register-service-worker.ts).
 * - The app's HTML (every navigation): network-first; without a connection the stored index.html.
 * - Everything else, and above all the API under /api (its answers, uploads) and non-GET requests:
 *   not touched, never cached.
 */

// The DOM library of the project's tsconfig has no worker types: these are the few this file uses.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageFromPage extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
}
const worker = self as unknown as WorkerScope;

const BUILD = '__BUILD_ID__';
const PREFIX = 'fsm-app-';
const CACHE = `${PREFIX}${BUILD}`;
const APP_HTML = '/index.html';
const isAsset = (url: URL) => url.pathname.startsWith('/assets/');

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(APP_HTML))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => worker.clients.claim()),
  );
});

/** The page's list of asset addresses it loaded before this worker controlled it. */
worker.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data) ? event.data.filter((u): u is string => typeof u === 'string') : [];
  const own = urls.map((u) => new URL(u, worker.location.origin)).filter((url) => url.origin === worker.location.origin && isAsset(url));
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(own.map(async (url) => (await cache.match(url)) ?? cache.add(url).catch(() => undefined))),
    ),
  );
});

async function assetFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function pageNetworkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // Every address of the app answers the same index.html: the latest one is the offline fallback.
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) await cache.put(APP_HTML, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(APP_HTML);
    if (kept) return kept;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The customer portal (/portal/…) is another page with its own entry: never the staff app's offline fallback.
  if (url.origin !== worker.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/portal/')) return;
  if (request.mode === 'navigate') event.respondWith(pageNetworkFirst(request));
  else if (isAsset(url)) event.respondWith(assetFirst(request));
});
