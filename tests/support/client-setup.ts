// React 19 no longer has ReactDOM.render: Arco's Message and Modal need createRoot handed over
// (Node resolves Arco's CommonJS build, hence lib/).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// Arco's closing animations finish on timers and React flushes on setImmediate; let them run before
// the environment removes `window`, or they fail after the file's last test with "window is not defined".
afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));

// Pages talk to a real server; on a busy 2-core machine an answer can take far longer than the default 1 s.
configure({ asyncUtilTimeout: 15_000 });

// happy-dom 21 empties both bodies when a socket-backed Response is cloned (capricorn86/happy-dom#2353)
// and RTK Query clones every response, so answers are first buffered into an in-memory Response.
const socketFetch = globalThis.fetch;
vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
  const response = await socketFetch(input, init);
  const body = [204, 205, 304].includes(response.status) ? null : await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
});
