import { Message } from '@arco-design/web-react';
import { HostMessages } from '@adapters/index';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useHostAdapter } from './use-host-adapter';

/** Inside a host: INVITE (corpId and the caller's id) then the host's share UI. Null standalone. */
export function useHostInvite() {
  const adapter = useHostAdapter();
  const { data: user } = useGetSessionUserQuery();
  if (!adapter || adapter.kind === 'browser' || !user) return null;
  return async () => {
    try {
      const outcome = await adapter.invite({ corpId: user.cropId, id: user.id });
      if (outcome === 'sent') Message.success('邀请已发送');
    } catch (error) {
      const message = (error as Error).message;
      Message.error(message === HostMessages.badInvite ? HostMessages.badInvite : HostMessages.inviteFailed);
    }
  };
}
