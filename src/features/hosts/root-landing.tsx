import { Spin } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { detectHost } from '@adapters/detect';
import { loadHostAdapter } from '@adapters/index';
import { paths } from '@/app/paths';

/** Opened from a WeCom customer chat or profile, the sidebar starts on that customer; elsewhere on home. */
async function landingPath(): Promise<string> {
  const adapter = await loadHostAdapter();
  // DingTalk signs the page at the address it was loaded with; a failure shows at the first JSAPI use.
  await adapter.configureJsapi().catch(() => undefined);
  const contact = await adapter.currentExternalContact().catch(() => null);
  return contact ? paths.sidebarCustomer : paths.home;
}

/**
 * `/`: where the app starts. Inside a host it configures the JSAPI (and in WeCom asks for the chat's
 * external contact) first and only then leaves `/`: changing the address while the SDK is being
 * configured aborts WeCom's calls and makes DingTalk PC send another URL than the one signed.
 */
export function RootLanding() {
  const [target, setTarget] = useState<string | null>(detectHost() === 'browser' ? paths.home : null);
  useEffect(() => {
    if (target) return;
    let live = true;
    void landingPath().then((path) => live && setTarget(path));
    return () => {
      live = false;
    };
  }, [target]);
  return target ? <Redirect to={target} replace /> : <Spin size={32} style={{ display: 'block', margin: '30vh auto' }} />;
}
