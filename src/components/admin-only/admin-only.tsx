import { Result, Spin } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import { Role } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';

/**
 * The template centre is the administrator's (its menu entries are granted to no other role). Anyone
 * else who opens one of its addresses reads why instead of buttons the server would refuse.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: user } = useGetSessionUserQuery();
  if (!user) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (user.sysrole !== Role.admin) return <Result status="403" title={Messages.adminOnly} />;
  return children;
}
