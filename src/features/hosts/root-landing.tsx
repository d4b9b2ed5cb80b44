import { Spin } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { detectHost } from '@adapters/detect';
import { loadHostAdapter } from '@adapters/index';
import { paths } from '@/app/paths';

/** Opened from a WeCom customer chat or profile, the sidebar starts on that customer; elsewhere on home. */
async function landingPath(): Promise<string> {
  const adapter = await loadHostAdapter();
  const contact = await adapter.currentExternalContact().catch(() => null);
  return contact ? paths.sidebarCustomer : paths.home;
}

/**
 * `/`: where the app starts. Inside WeCom it asks for the chat's external contact first and only then
 * leaves `/` — changing the address while the SDK is still being configured aborts its calls.
 */
export function RootLanding() {
  const [target, setTarget] = useState<string | null>(detectHost() === 'wecom' ? null : paths.home);
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
