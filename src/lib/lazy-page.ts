import { createElement, lazy, useState, type ComponentType } from 'react';

/** Spec part 1 section 9: a page chunk gets 120 s per attempt; a failed attempt is tried once more. */
export const CHUNK_TIMEOUT_MS = 120_000;
const ATTEMPTS = 2;

export type ChunkFailure = 'timeout' | 'error';

/** A page's code could not be loaded; `request` is the chunk's address when the browser named it. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly request: string,
    readonly type: ChunkFailure,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk failed (${type})${request ? `: ${request}` : ''}`, options);
  }
}

const TIMED_OUT = Symbol('timeout');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// Browsers name the module that failed in the message ("Failed to fetch dynamically imported module: <url>").
const requestOf = (error: unknown) => /\b(?:https?:\/\/|\/)\S+\.m?js\b/.exec(String((error as Error)?.message ?? error))?.[0] ?? '';

/** Runs a chunk loader with the time-out and the retry, ending in a ChunkLoadError. */
export async function loadChunk<T>(loader: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let failure: ChunkLoadError | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      const loaded = await withTimeout(loader(), timeoutMs);
      if (loaded !== TIMED_OUT) return loaded;
      failure = new ChunkLoadError('', 'timeout');
    } catch (error) {
      failure = new ChunkLoadError(requestOf(error), 'error', { cause: error });
    }
  }
  throw failure;
}

/** A page component that loads on first render, or earlier through `preload` (one load either way). */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A route page loaded on first visit (React.lazy) with the chunk time-out and one retry. A page whose code
 * has already arrived (preloaded while the shell's code loaded) renders at once: through React.lazy it would
 * suspend for a turn, and React shows a Suspense boundary's content no sooner than 300 ms after its fallback.
 */
export function lazyPage<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    // A failed load is not kept, so that rendering the page again (the error boundary's retry) tries anew.
    loading ??= loadChunk(loader).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(load) as ComponentType<P>;
  const Page = (props: P) => {
    // The type a page mounts with stays its type. In a concurrent render React can resume the suspended lazy
    // wrapper alone once its code arrives, without calling Page again: rendering the component itself on the
    // next render would then be a new type, and would mount the whole page (and all it holds) anew.
    const [type] = useState(() => loaded ?? Lazy);
    return createElement(type, props);
  };
  return Object.assign(Page, { preload: load });
}
