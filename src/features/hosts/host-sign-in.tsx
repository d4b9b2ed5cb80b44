import { Spin } from '@arco-design/web-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { loadHostAdapter, type SilentSignIn } from '@adapters/index';
import { paths } from '@/app/paths';

// One attempt per page load: host codes are single use, and StrictMode runs effects twice.
let attempt: Promise<SilentSignIn | 'failed'> | undefined;

/**
 * Inside WeCom or DingTalk there is no sign-in page: the host's auth code signs the user in
 * silently, then the session is read again. A refused code ends on /error403, whose button
 * reloads the page for a fresh code.
 */
export function HostSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [, navigate] = useLocation();
  // The latest callback: the effect below must not start over (and spend a code) when its identity changes.
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  });
  useEffect(() => {
    let live = true;
    attempt ??= loadHostAdapter()
      .then((adapter) => adapter.signIn())
      .catch((error: unknown) => {
        // The reason stays in the console for support; the user sees the 403 page's way back in.
        console.error('host sign-in failed', error);
        return 'failed' as const;
      });
    void attempt.then((outcome) => {
      // 'redirecting': the page is on its way to the host's authorize page and comes back with a code.
      // Unmounted (the start replaced its session guard, e.g. the PC shell by the mobile one): the guard
      // mounted since takes the outcome; calling the old guard's refetch threw (RTK error #38).
      if (!live || outcome === 'redirecting') return;
      live = false;
      // Spent: a later expiry mounts this again and gets a fresh code.
      attempt = undefined;
      if (outcome === 'signed-in') signedIn.current();
      else navigate(paths.error403, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return <Spin size={32} tip="正在登录…" style={{ display: 'block', margin: '30vh auto' }} />;
}
