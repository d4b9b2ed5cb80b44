import { Alert, Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/app/paths';
import { useHostInvite } from '@/features/hosts/use-invite';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { getCache, setCache } from '@/lib/cache';

const cacheKey = (enterpriseId: number, userId: number) => `invite-banner:${enterpriseId}:${userId}`;

/** Under the top bar: admins are asked to invite colleagues, others to ask the admin for access. */
export function InviteBanner() {
  const [, navigate] = useLocation();
  const { data: user } = useGetSessionUserQuery();
  const [closedNow, setClosedNow] = useState(false);
  // Inside WeCom/DingTalk colleagues are invited through the host's share sheet.
  const hostInvite = useHostInvite();
  if (!user || closedNow || getCache(cacheKey(user.enterpriseId, user.id))) return null;

  const handleClose = () => {
    setCache(cacheKey(user.enterpriseId, user.id), { closed: true });
    setClosedNow(true);
  };

  return (
    <Alert
      className="shell-invite-banner"
      type="info"
      closable
      onClose={handleClose}
      content={user.admin ? '邀请同事加入，一起处理服务工单' : '如需使用更多功能，请联系管理员授权'}
      action={
        user.admin ? (
          <Button size="mini" type="primary" onClick={() => (hostInvite ? void hostInvite() : navigate(paths.organization))}>
            邀请同事
          </Button>
        ) : undefined
      }
    />
  );
}
