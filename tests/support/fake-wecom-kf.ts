import { afterAll, beforeAll } from 'vitest';
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
