import { detectHost } from '@adapters/detect';
import { isPublicPath, paths } from '@/app/paths';

/** The sign-in page, remembering where the user wanted to go. */
export function loginPath(redirect?: string): string {
  return redirect && redirect !== paths.root ? paths.loginThenBack(redirect) : paths.login;
}

/** Where to go after sign-in: the remembered in-app path, never another site or a sign-in page. */
export function signInTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return paths.root;
  return isPublicPath(redirect.split('?')[0]) ? paths.root : redirect;
}

/** Starts signing in again: the standalone sign-in page, or a fresh load inside the hosts, which sign in on start-up. */
export function restartSignIn(navigate: (to: string, options?: { replace?: boolean }) => void) {
  if (detectHost() === 'browser') navigate(paths.login, { replace: true });
  else window.location.replace(paths.root);
}
