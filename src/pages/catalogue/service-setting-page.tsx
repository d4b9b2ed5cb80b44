import { Card, Grid, Spin, Tabs } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { ALL_ITEMS } from '@domain/catalogue/catalogue.schemas';
import { Role } from '@domain/shell/roles';
import { useListServiceItemCategoriesQuery } from '@/features/catalogue/catalogue.api';
import { ServiceGroupTable } from '@/features/catalogue/components/service-group-table';
import { ServiceItemCategoryTree } from '@/features/catalogue/components/service-item-category-tree';
import { ServiceItemTable } from '@/features/catalogue/components/service-item-table';
import { useListUsersWithRoleQuery } from '@/features/organization/organization.api';
import { useGetSessionUserQuery } from '@/app/session/session.api';

/** The tabs of /serviceSetting/{type?}; no type (or an unknown one) opens the groups. */
const SERVICE_SETTING_TABS = { group: '服务组', item: '服务项目' } as const;
type TabKey = keyof typeof SERVICE_SETTING_TABS;

const spinner = <Spin style={{ display: 'block', margin: '20vh auto' }} />;

/** Service groups: administrators and dispatchers manage them from the enterprise's service staff and dispatchers. */
function GroupsTab({ canManage }: { canManage: boolean }) {
  const { data: staff = [] } = useListUsersWithRoleQuery(Role.serviceStaff, { skip: !canManage });
  const { data: dispatchers = [] } = useListUsersWithRoleQuery(Role.dispatcher, { skip: !canManage });
  const candidates = useMemo(() => [...new Map([...staff, ...dispatchers].map((u) => [u.id, u])).values()], [staff, dispatchers]);
  return <ServiceGroupTable canManage={canManage} candidates={candidates} />;
}

/** Service items: the category tree on the left, the chosen category's items on the right. */
function ItemsTab({ canManage }: { canManage: boolean }) {
  const { data: categories = [], isLoading } = useListServiceItemCategoriesQuery();
  const [typeId, setTypeId] = useState<number>(ALL_ITEMS);
  if (isLoading) return spinner;
  return (
    <Grid.Row gutter={16}>
      <Grid.Col xs={24} md={7} lg={6}>
        <ServiceItemCategoryTree categories={categories} selectedTypeId={typeId} onSelect={setTypeId} canManage={canManage} />
      </Grid.Col>
      <Grid.Col xs={24} md={17} lg={18}>
        <ServiceItemTable typeId={typeId} categories={categories} canManage={canManage} />
      </Grid.Col>
    </Grid.Row>
  );
}

function ServiceSettingTabs({ initialTab }: { initialTab: TabKey }) {
  const { data: user } = useGetSessionUserQuery();
  const [tab, setTab] = useState<TabKey>(initialTab);
  if (!user) return spinner;
  const isAdmin = user.sysrole === Role.admin;
  return (
    <Card bordered={false}>
      <Tabs activeTab={tab} onChange={(key) => setTab(key as TabKey)} lazyload>
        <Tabs.TabPane key="group" title={SERVICE_SETTING_TABS.group}>
          <GroupsTab canManage={isAdmin || user.sysrole === Role.dispatcher} />
        </Tabs.TabPane>
        <Tabs.TabPane key="item" title={SERVICE_SETTING_TABS.item}>
          <ItemsTab canManage={isAdmin} />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}

/**
 * /serviceSetting/{type?} 服务设置. The type segment picks the first tab shown; switching tabs stays
 * on the page's own address, so the shell keeps one tab for the page.
 */
export default function ServiceSettingPage() {
  const { type } = useParams<{ type?: string }>();
  const initialTab: TabKey = type === 'item' ? 'item' : 'group';
  return <ServiceSettingTabs key={initialTab} initialTab={initialTab} />;
}
