import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DEMO_KF } from '@server/modules/online-chat/online-chat.public';
import { startFakeOpenPlatform, type FakeOpenPlatform } from '../../container-mocks/fake-open-platform';

/**
 * A fake WeCom open platform for the file, with the app's kf API address pointed at it. Call it before
 * `useTestApp` (the app reads the address when it is built). The address is cleared after the file: files
 * share their worker's process, and the next file's app must not reach this closed fake.
 */
export function useFakeWecomKf(): () => FakeOpenPlatform {
  let fake: FakeOpenPlatform | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenPlatform('wecom');
    process.env.WEIXIN_KF_API_BASE = fake.url;
  });
  afterAll(async () => {
    delete process.env.WEIXIN_KF_API_BASE;
    await fake?.close();
  });
  return () => fake!;
}

/** Starts the test app listening and points the fake's demo kf account at its callback URL for the enterprise. */
export async function serveDemoKf(app: FastifyInstance, fake: FakeOpenPlatform, enterpriseId: number): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  fake.kf.setup({ corpId: DEMO_KF.corpId, openKfid: DEMO_KF.openKfid, token: DEMO_KF.callbackToken, encodingAesKey: DEMO_KF.encodingAesKey, callbackUrl: `http://${base}/api/kefu/wecom/callback/${enterpriseId}` });
}
