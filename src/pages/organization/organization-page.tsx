import { Spin, Tabs } from '@arco-design/web-react';
import { useParams, useSearchParams } from 'wouter';
import { Role } from '@domain/shell/roles';
import { useListDepartmentsQuery } from '@/features/organization/organization.api';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { DepartmentsTab } from './departments-tab';
import { RolesTab } from './roles-tab';

/** The tabs of /productSetting, named by the optional query `tab` (spec part 2 section 2). */
const OrganizationTab = { departments: 'dept', roles: 'role' } as const;

/** /productSetting 组织架构: 部门与成员, and for administrators 角色权限; /productSetting/department/{id} opens with that department chosen. */
export default function OrganizationPage() {
  const { data: user } = useGetSessionUserQuery();
  const { data: departments = [], isLoading } = useListDepartmentsQuery();
  const [search, setSearch] = useSearchParams();
  const departmentId = Number(useParams<{ id?: string }>().id) || undefined;
  if (isLoading || !user) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;

  const isAdmin = user.sysrole === Role.admin;
  const tab = isAdmin && search.get('tab') === OrganizationTab.roles ? OrganizationTab.roles : OrganizationTab.departments;

  return (
    <Tabs activeTab={tab} onChange={(key) => setSearch({ tab: key }, { replace: true })} lazyload destroyOnHide>
      <Tabs.TabPane key={OrganizationTab.departments} title="部门与成员">
        <DepartmentsTab user={user} departments={departments} initialDepartmentId={departmentId} />
      </Tabs.TabPane>
      {isAdmin && (
        <Tabs.TabPane key={OrganizationTab.roles} title="角色权限">
          <RolesTab planType={user.isChargeUser} />
        </Tabs.TabPane>
      )}
    </Tabs>
  );
}
