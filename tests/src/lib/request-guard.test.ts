import { describe, expect, it } from 'vitest';
import { createRequestGuard, requestKey } from '@/lib/request-guard';

describe('requestKey', () => {
  it('is the same for the same method, url, query and body', () => {
    const a = requestKey({ method: 'post', url: '/order/save', body: { id: 1 } });
    expect(a).toBe(requestKey({ method: 'POST', url: '/order/save', body: { id: 1 } }));
    expect(a).not.toBe(requestKey({ method: 'POST', url: '/order/save', body: { id: 2 } }));
    expect(a).not.toBe(requestKey({ method: 'PUT', url: '/order/save', body: { id: 1 } }));
    expect(a).not.toBe(requestKey({ method: 'POST', url: '/order/save', params: { x: 1 }, body: { id: 1 } }));
  });

  it('leaves GET requests, uploads and the never-cancelled upload save unguarded', () => {
    expect(requestKey({ method: 'GET', url: '/order/list' })).toBeNull();
    expect(requestKey({ method: 'POST', url: '/file', body: new FormData() })).toBeNull();
    expect(requestKey({ method: 'POST', url: '/upload/save/str', body: { url: 'a' } })).toBeNull();
  });
});

describe('createRequestGuard', () => {
  const clock = (start = 0) => {
    let t = start;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('refuses an identical request within the window and admits it after', () => {
    const time = clock();
    const guard = createRequestGuard({ now: time.now });
    expect(guard.admit('a')).toBe(true);
    time.advance(999);
    expect(guard.admit('a')).toBe(false);
    time.advance(1);
    expect(guard.admit('a')).toBe(true);
  });

  it('counts the window from the request that went out, not from the refused one', () => {
    const time = clock();
    const guard = createRequestGuard({ now: time.now });
    guard.admit('a');
    time.advance(600);
    guard.admit('a');
    time.advance(400);
    expect(guard.admit('a')).toBe(true);
  });

  it('always admits requests without a key', () => {
    const guard = createRequestGuard();
    expect(guard.admit(null)).toBe(true);
    expect(guard.admit(null)).toBe(true);
  });

  it('remembers only the last 20 requests', () => {
    const guard = createRequestGuard({ now: () => 0 });
    for (let i = 0; i <= 20; i++) guard.admit(`r${i}`);
    expect(guard.admit('r0')).toBe(true);
    expect(guard.admit('r20')).toBe(false);
  });
});
