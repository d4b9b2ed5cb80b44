import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LinkedRecordSearchContext } from '@/components/custom-field-form/linked-record-search-context';
import { UserSourceContext, type UserSource } from '@/components/user-picker/user-source';
import { useContactPick } from '@/features/hosts/use-contact-pick';
import { useListUsersWithRoleQuery } from '@/features/organization/organization.api';
import type { AppStore } from './store';
import { useLinkedRecordSearch } from './use-linked-record-search';

// The shared widgets take the features' data through these, never by importing a feature.
const USER_SOURCE: UserSource = { useUsersWithRole: useListUsersWithRoleQuery, useContactPick };

function SharedWidgetSources({ children }: { children: ReactNode }) {
  return (
    <UserSourceContext value={USER_SOURCE}>
      <LinkedRecordSearchContext value={useLinkedRecordSearch()}>{children}</LinkedRecordSearchContext>
    </UserSourceContext>
  );
}

/** What every screen renders inside: the store, zh-CN Arco, and the shared widgets' data sources. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN}>
        <SharedWidgetSources>{children}</SharedWidgetSources>
      </ConfigProvider>
    </Provider>
  );
}
