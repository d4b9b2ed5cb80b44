import { Button, Spin } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { detectHost } from '@adapters/detect';
import { Messages } from '@domain/common/messages';
import { isServiceExpired } from '@domain/shell/plans';
import type { SessionUser } from '@domain/shell/session.schemas';
import { loginPath } from '@/features/auth/sign-in-target';
import { HostSignIn } from '@/features/hosts/host-sign-in';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { errorMessage } from '@/lib/errors';
import { paths } from '../paths';
import { StatusResult } from '@/components/status-result';

/** Where a signed-in user must go instead of the shell (spec part 1 section 6), or null to enter. */
export function sessionBlock(user: SessionUser, now = new Date()): string | null {
  if (!user.sysrole || user.allRoles.length === 0) return paths.errorRole;
  const serviceExpiresAt = user.epServiceExpireTime ? new Date(user.epServiceExpireTime) : null;
  if (isServiceExpired({ planType: user.isChargeUser, serviceExpiresAt }, now)) return paths.errorOverdue;
  return null;
}

const isNotSignedIn = (error: unknown) =>
  (error as { status?: unknown }).status === 401 || errorMessage(error) === Messages.notSignedIn;

/** Lets the shell render only for a signed-in user with a role and a service in force. */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { data: user, error, refetch } = useGetSessionUserQuery();
  const [location] = useLocation();
  const search = useSearch();

  if (error) {
    if (!isNotSignedIn(error)) {
      return (
        <StatusResult
          status="error"
          title="加载失败"
          subTitle={errorMessage(error)}
          style={{ paddingTop: '20vh' }}
          extra={<Button onClick={refetch}>重试</Button>}
        />
      );
    }
    // Inside the hosts the sign-in is the host's own and silent.
    if (detectHost() !== 'browser') return <HostSignIn onSignedIn={refetch} />;
    return <Redirect to={loginPath(search ? `${location}?${search}` : location)} replace />;
  }
  if (!user) return <Spin size={32} style={{ display: 'block', margin: '30vh auto' }} />;
  const blocked = sessionBlock(user);
  return blocked ? <Redirect to={blocked} replace /> : <>{children}</>;
}
