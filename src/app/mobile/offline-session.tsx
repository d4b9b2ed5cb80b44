import { useEffect, useState, type ReactNode } from 'react';
import type { SessionUser } from '@domain/shell/session.schemas';
import { useAppDispatch } from '@/app/hooks';
import { sessionApi, useGetSessionUserQuery } from '@/app/session/session.api';
import { getValue, putValue } from '@/lib/offline-store';
import { noAnswer } from './no-answer';

const STORED_USER = 'session-user';

/** Signing out on the phone forgets the stored user, so a later cold start offline shows nobody's orders. */
export const forgetStoredUser = () => putValue(STORED_USER, null).catch(() => undefined);

/**
 * Lets the mobile version open cold without a connection: the signed-in user is kept in the offline
 * store (without its csrf token) and, when the session check gets no answer at all, stands in for it,
 * so the session guard opens the screens and the orders already stored. A refusal from the server
 * (not signed in) forgets it. Back online, the live session replaces it before anything is sent.
 */
export function OfflineSession({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { data: user, error } = useGetSessionUserQuery();
  const [lookingUp, setLookingUp] = useState(false);

  useEffect(() => {
    if (user?.csrfToken) void putValue(STORED_USER, { ...user, csrfToken: '' }).catch(() => undefined);
  }, [user]);

  useEffect(() => {
    if (!error) return;
    if (!noAnswer(error)) {
      void forgetStoredUser();
      return;
    }
    setLookingUp(true);
    void getValue<SessionUser | null>(STORED_USER)
      .catch(() => undefined)
      .then((stored) => {
        if (stored) void dispatch(sessionApi.util.upsertQueryData('getSessionUser', undefined, stored));
        setLookingUp(false);
      });
  }, [error, dispatch]);

  // The stored user has no csrf token: once the connection returns, the live session brings one.
  const stored = !!user && !user.csrfToken;
  useEffect(() => {
    if (!stored) return;
    const live = () => void dispatch(sessionApi.endpoints.getSessionUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
    window.addEventListener('online', live);
    return () => window.removeEventListener('online', live);
  }, [stored, dispatch]);

  return lookingUp ? <p className="m-empty">加载中…</p> : <>{children}</>;
}
