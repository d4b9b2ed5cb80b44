import { isPublicPath } from '../paths';
import { opensPcVersion } from '../mobile/version-choice';
import type { AppStore } from '../store';
import { sessionApi } from './session.api';

/**
 * Sends the session check as the app starts, and the PC menu the moment the check answers, rather than from
 * the components' effects: React runs effects once the main thread is free, and on a cold visit it is not
 * while the shell's code arrives (the check went out 200 ms after the first paint and the menu 900 ms after
 * the check had answered). The components' own queries then find these; the start's hold ends once settled.
 */
export function startSession(store: AppStore, location: string): void {
  if (isPublicPath(location)) return;
  const session = store.dispatch(sessionApi.endpoints.getSessionUser.initiate());
  void session.then(({ data: user }) => {
    session.unsubscribe();
    if (!user || !opensPcVersion(location, user)) return;
    const menu = store.dispatch(sessionApi.endpoints.getMenu.initiate());
    void menu.then(() => menu.unsubscribe());
  });
}
