import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyPage, loadChunk } from '@/lib/lazy-page';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const page = { default: () => <p>订单列表</p> };
const networkFailure = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/order-page-x1.js');

describe('loadChunk', () => {
  it('tries a failed chunk once more', async () => {
    const loader = vi.fn().mockRejectedValueOnce(networkFailure()).mockResolvedValueOnce(page);
    await expect(loadChunk(loader)).resolves.toBe(page);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('raises a ChunkLoadError naming the chunk after the second failure', async () => {
    const loader = vi.fn().mockRejectedValue(networkFailure());
    const error = await loadChunk(loader).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'error', request: 'http://localhost/assets/order-page-x1.js' });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('gives each attempt 120 s before calling it a time-out', async () => {
    vi.useFakeTimers();
    const loader = vi.fn(() => new Promise<typeof page>(() => {}));
    const result = loadChunk(loader).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(loader).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(await result).toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
  });
});

describe('lazyPage preload', () => {
  it('loads the chunk once whether preloaded, rendered or both', async () => {
    const loader = vi.fn(async () => page);
    const Page = lazyPage(loader);
    await Page.preload();
    render(
      <Suspense fallback="加载中">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('订单列表')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows a page whose code has arrived at once, without the fallback (React would reveal it 300 ms later)', async () => {
    const Page = lazyPage(async () => page);
    await Page.preload();
    render(
      <Suspense fallback="加载中">
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('订单列表')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('forgets a failed load, so that showing the page tries again', async () => {
    const loader = vi.fn().mockRejectedValueOnce(networkFailure()).mockRejectedValueOnce(networkFailure()).mockResolvedValue(page);
    const Page = lazyPage(loader);
    await expect(Page.preload()).rejects.toBeInstanceOf(ChunkLoadError);
    render(
      <Suspense fallback="加载中">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('订单列表')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(3);
  });
});

describe('lazyPage in a concurrent render', () => {
  /** Resolves once `done` holds, looking again after each task. */
  async function until(done: () => boolean) {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('keeps a page mounted, with its state, when its parent renders again after the code came during the render', async () => {
    // React resumes the lazy wrapper alone when its code arrives during a transition's render (here: at once).
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actBefore = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
    let mounts = 0;
    const Page = lazyPage(async () => ({
      default: function Orders() {
        // Each mount numbers itself; a page mounted anew shows the next number.
        const [mount] = useState(() => (mounts += 1));
        return <p>{`订单列表${mount}`}</p>;
      },
    }));
    let renderAgain = () => {};
    function Shell() {
      const [renders, setRenders] = useState(1);
      renderAgain = () => setRenders((n) => n + 1);
      return (
        <Suspense fallback="加载中">
          <span>{`第${renders}次`}</span>
          <Page />
        </Suspense>
      );
    }
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      startTransition(() => root.render(<Shell />));
      await until(() => container.textContent === '第1次订单列表1');
      renderAgain();
      await until(() => container.textContent?.startsWith('第2次') ?? false);
      expect(container.textContent).toBe('第2次订单列表1');
    } finally {
      root.unmount();
      container.remove();
      act.IS_REACT_ACT_ENVIRONMENT = actBefore;
    }
  });
});

describe('ChunkErrorBoundary', () => {
  const show = (Page: ReturnType<typeof lazyPage>) =>
    render(
      <ChunkErrorBoundary>
        <Suspense fallback="加载中">
          <Page />
        </Suspense>
      </ChunkErrorBoundary>,
    );

  it('shows the page once its chunk arrives', async () => {
    show(lazyPage(async () => page));
    expect(await screen.findByText('订单列表')).toBeTruthy();
  });

  it('offers a reload when the chunk cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    show(lazyPage(() => Promise.reject(networkFailure())));
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalled();
  });

  it('says the page failed when it throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyPage(async () => ({
      default: () => {
        throw new Error('bug');
      },
    }));
    show(Broken);
    expect(await screen.findByText('页面出错了')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });
});
