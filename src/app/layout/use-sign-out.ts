import { Message } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { Messages } from '@domain/common/messages';
import { api } from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { useLogoutMutation } from '@/app/session/session.api';
import { clearShellStorage } from '@/app/shell/shell-storage';
import { resetNavigation } from '@/app/shell/shell.slice';

/** Ends the session ('登出成功' or '登出失败'), forgets the shell's state and goes to the sign-in. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [logout] = useLogoutMutation();

  return async () => {
    try {
      await logout().unwrap();
      Message.success(Messages.logoutOk);
    } catch {
      Message.error(Messages.logoutFailed);
    }
    clearShellStorage();
    dispatch(resetNavigation());
    navigate(paths.login, { replace: true });
    dispatch(api.util.resetApiState());
  };
}
