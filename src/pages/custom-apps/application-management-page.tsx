import { Alert, Button, Card, Spin, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { CUSTOM_APP_TYPE_NAMES } from '@domain/custom-apps/custom-apps.constants';
import type { BuiltInAreaView, CustomAppView } from '@domain/custom-apps/custom-apps.schemas';
import { Link } from 'wouter';
import { paths } from '@/app/paths';
import { useInstallAreaMutation, useListManagedAppsQuery } from '@/features/custom-apps/custom-apps.api';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { AdminOnly } from '@/components/admin-only/admin-only';

function InstallButton({ area }: { area: BuiltInAreaView }) {
  const [install, { isLoading }] = useInstallAreaMutation();
  if (area.installed) return <Tag color="green">已安装</Tag>;
  return (
    <Button type="primary" size="small" loading={isLoading} onClick={() => toastResult(install(area.key).unwrap(), '安装成功')}>
      安装
    </Button>
  );
}

const areaColumns: TableColumnProps<BuiltInAreaView>[] = [
  { title: '应用', dataIndex: 'name', width: 160 },
  { title: '包含页面', render: (_, area) => (area.pages.length > 0 ? area.pages.join('、') : '企业自建的应用') },
  { title: '状态', width: 120, render: (_, area) => <InstallButton area={area} /> },
];

const customColumns: TableColumnProps<CustomAppView>[] = [
  { title: '应用', dataIndex: 'name', width: 160 },
  { title: '类型', render: (_, app) => CUSTOM_APP_TYPE_NAMES[app.formType] },
  { title: '状态', width: 120, render: (_, app) => (app.enabled ? <Tag color="green">已启用</Tag> : <Tag>已停用</Tag>) },
];

/**
 * /setting/applicationManagement 应用管理: the product's built-in areas (installing one that was taken
 * from every role grants its menu to the default roles again) and the enterprise's own applications.
 */
function ApplicationManagement() {
  const { data, error } = useListManagedAppsQuery();
  if (error) return <Alert type="error" content={errorMessage(error)} />;
  if (!data) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <Card bordered={false} title="应用管理">
      <Table rowKey="key" size="small" columns={areaColumns} data={data.areas} pagination={false} />
      <Card
        bordered={false}
        title="自定义应用"
        extra={
          <Link href={paths.customApplicationSetting} asChild>
            <Button type="text">管理自定义应用</Button>
          </Link>
        }
      >
        <Table rowKey="id" size="small" columns={customColumns} data={data.custom} pagination={false} noDataElement="还没有自定义应用" />
      </Card>
    </Card>
  );
}

export default function ApplicationManagementPage() {
  return (
    <AdminOnly>
      <ApplicationManagement />
    </AdminOnly>
  );
}
