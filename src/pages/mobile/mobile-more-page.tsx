import { Message } from '@arco-design/web-react';
import { Link, useLocation } from 'wouter';
import { Messages } from '@domain/common/messages';
import { INSPECTION_READERS } from '@domain/maintenance/inspection.constants';
import { MAINTENANCE_READERS } from '@domain/maintenance/maintenance.constants';
import { REPAIR_DESK, REPAIR_READERS, REPAIR_WORKERS } from '@domain/repair/repair.constants';
import { DESK_ROLES } from '@domain/online-chat/online-chat.constants';
import type { RoleType } from '@domain/shell/roles';
import { api } from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import { useSwitchVersion } from '@/app/mobile/use-switch-version';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { forgetStoredUser } from '@/app/mobile/offline-session';
import { inChatHost } from '@/features/hosts/use-host-adapter';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery, useLogoutMutation } from '@/app/session/session.api';

/** The mobile version's screens besides the tab bar's; `roles` limits those of areas not everyone reads. */
const MOBILE_LINKS: { href: string; label: string; roles?: readonly RoleType[] }[] = [
  { href: paths.mobile.events, label: '我的事件' },
  { href: paths.mobile.inspections, label: '我的巡检', roles: INSPECTION_READERS },
  { href: paths.mobile.maintenance, label: '维保任务', roles: MAINTENANCE_READERS },
  { href: paths.mobile.repairs, label: '维修单', roles: REPAIR_READERS },
  { href: paths.mobile.repairScan, label: '维修扫码', roles: [...new Set([...REPAIR_DESK, ...REPAIR_WORKERS])] },
  { href: paths.mobile.projectTasks, label: '项目任务' },
  { href: paths.mobile.knowledge, label: '知识库' },
  { href: paths.onlineChat.phone, label: '在线客服', roles: DESK_ROLES },
  { href: paths.mobile.customers, label: '客户' },
  { href: paths.mobile.newOrder(), label: '新建工单' },
  { href: paths.mobile.newEvent(), label: '新建事件' },
  { href: paths.mobile.scan, label: '扫码' },
  { href: paths.mobile.messages, label: '消息' },
];

/** Screens the mobile version leaves to the PC version (opened in it, the choice is not changed). */
const PC_LINKS = [
  { href: paths.personIndex, label: '功能导航' },
  { href: paths.help, label: '帮助中心' },
];

/** /m/more: the user, the PC version and its screens, sign-out (in a plain browser). */
export default function MobileMorePage() {
  const { data: user } = useGetSessionUserQuery();
  const { switchTo, switching } = useSwitchVersion();
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();

  const signOut = async () => {
    try {
      await logout().unwrap();
      Message.success(Messages.logoutOk);
    } catch {
      Message.error(Messages.logoutFailed);
    }
    await forgetStoredUser();
    navigate(paths.login, { replace: true });
    dispatch(api.util.resetApiState());
  };

  return (
    <MobileScreen title="更多">
      <section className="m-card">
        <h2>{user?.name}</h2>
        <div className="m-muted">
          {user?.enterpriseName} · {user?.allRoles.find((r) => r.type === user.sysrole)?.roleName}
        </div>
      </section>
      <section className="m-card" aria-label="手机功能">
        <ul className="m-list">
          {MOBILE_LINKS.filter((link) => !link.roles || (user && link.roles.includes(user.sysrole))).map((link) => (
            <li key={link.href}>
              <Link href={link.href}>
                {link.label}
                <span aria-hidden>›</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="m-card" aria-label="电脑版功能">
        <ul className="m-list">
          {PC_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href}>
                {link.label}
                <span className="m-muted">电脑版 ›</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <div className="m-actions">
        <button type="button" className="m-btn" disabled={switching} onClick={() => void switchTo(1)}>
          切换到电脑版
        </button>
        {/* Inside WeCom and DingTalk the host's session signs the user straight in again: no sign-out there. */}
        {!inChatHost() && (
          <button type="button" className="m-btn m-btn-danger" onClick={() => void signOut()}>
            退出登录
          </button>
        )}
      </div>
    </MobileScreen>
  );
}
