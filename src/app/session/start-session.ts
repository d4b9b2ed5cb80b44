import { isPublicPath } from '../paths';
import { opensPcVersion } from '../mobile/version-choice';
import type { AppStore } from '../store';
import { SignedInApp } from '../shell-code';
import { sessionApi } from './session.api';

const loadMobileFirstData = () => import('@/pages/mobile/mobile-first-data');

/**
 * Sends the session check as the app starts, and the PC menu the moment the check answers, rather than from
 * the components' effects: React runs effects once the main thread is free, and on a cold visit it is not
 * while the shell's code arrives (the check went out 200 ms after the first paint and the menu 900 ms after
 * the check had answered). The components' own queries then find these; the start's hold ends once settled.
 * The mobile version likewise: where it is likely (a /m address, or a phone at a landing address) its code
 * starts loading beside the check, not once the check has chosen it (on a phone network that round trip came
 * first), and its first screen's data goes out the moment the check answers, while that code still arrives.
 */
export function startSession(store: AppStore, location: string): void {
  if (isPublicPath(location)) return;
  const session = store.dispatch(sessionApi.endpoints.getSessionUser.initiate());
  // A PC page's address (neither /m nor a landing): the shell's code and the page's start loading now, not once
  // React has rendered (the entry's first render took ~100 ms), and the page's first data goes out with the menu.
  const pcPage = opensPcVersion(location, undefined);
  if (pcPage) void SignedInApp.preload().catch(() => undefined);
  // Before the check answers, the version a user without a remembered choice gets: the device decides.
  const mobileLikely = !opensPcVersion(location, { pcVersion: null });
  // After the check's request has gone out: the six connections of a slow network went to the code first.
  const checkSent = mobileLikely ? new Promise((resolve) => setTimeout(resolve)) : undefined;
  const mobileData = checkSent?.then(loadMobileFirstData);
  void checkSent?.then(() => import('../signed-in-mobile-app')).catch(() => undefined);
  void session.then(({ data: user }) => {
    session.unsubscribe();
    if (!user) return;
    if (!opensPcVersion(location, user)) {
      void (mobileData ?? loadMobileFirstData()).then((m) => m.prefetchMobileFirstScreen(store.dispatch, location)).catch(() => undefined);
      return;
    }
    const menu = store.dispatch(sessionApi.endpoints.getMenu.initiate());
    void menu.then(() => menu.unsubscribe());
    if (pcPage) void import('../signed-in-app').then((shell) => shell.preloadPage(location, store.dispatch)).catch(() => undefined);
  });
}
