import { Message } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { MobileTexts, PcVersion } from '@domain/mobile/mobile.constants';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { sessionApi, useChangePcVersionMutation } from '@/app/session/session.api';

/**
 * Switches to the PC or mobile version: remembered on the server first (failure: 切换失败), then the
 * cached session user is updated at once so the version choice at the landing does not bounce back.
 */
export function useSwitchVersion() {
  const [change, { isLoading }] = useChangePcVersionMutation();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();

  const switchTo = async (pcVersion: 0 | 1) => {
    try {
      await change({ pcVersion }).unwrap();
    } catch {
      Message.error(MobileTexts.switchFailed);
      return;
    }
    dispatch(sessionApi.util.updateQueryData('getSessionUser', undefined, (user) => ({ ...user, pcVersion })));
    navigate(pcVersion === PcVersion.pc ? paths.home : paths.mobile.home);
  };
  return { switchTo, switching: isLoading };
}
