import { Tabs } from '@arco-design/web-react';
import { useSearchParams } from 'wouter';
import { ACCOUNT_ADMINS } from '@domain/online-chat/online-chat.constants';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { AccountsPanel } from './accounts-panel';
import DeskPage from './desk-page';

/**
 * /customerservice 在线客服: the reception desk, and for administrators the 客服账号 tab
 * (/customerservice?tab=accounts) where the kf accounts, their reception groups and the WeCom kf app are set up.
 */
export default function CustomerServicePage() {
  const { data: me } = useGetSessionUserQuery();
  const [search, setSearch] = useSearchParams();
  if (!me || !ACCOUNT_ADMINS.includes(me.sysrole)) return <DeskPage />;
  const tab = search.get('tab') === 'accounts' ? 'accounts' : 'desk';
  return (
    <Tabs activeTab={tab} onChange={(key) => setSearch(key === 'accounts' ? { tab: 'accounts' } : {})}>
      <Tabs.TabPane key="desk" title="接待台">
        <DeskPage />
      </Tabs.TabPane>
      <Tabs.TabPane key="accounts" title="客服账号">
        <AccountsPanel />
      </Tabs.TabPane>
    </Tabs>
  );
}
