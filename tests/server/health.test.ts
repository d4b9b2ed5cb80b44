import { describe, expect, it } from 'vitest';
import { useTestApp } from '@tests/support/test-app';

const t = useTestApp();

describe('probes for a load balancer', () => {
  it('answers liveness without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready while the database answers, and says which checks ran', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });
});
