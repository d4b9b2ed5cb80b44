import { Alert, Button, Card, Empty, Popconfirm, Space, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import type { CustomAppGroupView, CustomAppView } from '@domain/custom-apps/custom-apps.schemas';
import { CustomAppDialog } from '@/features/custom-apps/components/custom-app-dialog';
import { CustomAppGroupDialog } from '@/features/custom-apps/components/custom-app-group-dialog';
import { CustomAppTable } from '@/features/custom-apps/components/custom-app-table';
import { CustomFormDesigner } from './custom-form-designer';
import { useDeleteCustomAppGroupMutation, useGetCustomAppSettingQuery, useSortCustomAppsMutation } from '@/features/custom-apps/custom-apps.api';
import { moved } from '@/features/custom-apps/move';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { AdminOnly } from '@/components/admin-only/admin-only';

type Dialog =
  | { kind: 'group'; group: CustomAppGroupView | null }
  | { kind: 'app'; app: CustomAppView | { groupId: number } }
  | { kind: 'design'; app: CustomAppView }
  | null;

/**
 * /CustomApplicationSetting 自定义应用 (settings): the enterprise's own applications in groups. Each
 * opens a web link, a form page or a record list in the 自定义应用 menu section.
 */
function CustomApplicationSetting() {
  const { data, error } = useGetCustomAppSettingQuery();
  const [deleteGroup] = useDeleteCustomAppGroupMutation();
  const [sort, { isLoading: sorting }] = useSortCustomAppsMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  if (error) return <Alert type="error" content={errorMessage(error)} />;
  if (!data) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  const groupIds = data.groups.map((g) => g.id);

  return (
    <Card bordered={false} title="自定义应用" extra={<Button type="primary" onClick={() => setDialog({ kind: 'group', group: null })}>新增分组</Button>}>
      {data.groups.length === 0 && <Empty description="还没有自定义应用，先新增一个分组" />}
      <Space direction="vertical" style={{ width: '100%' }} size="medium">
        {data.groups.map((group, index) => (
          <Card
            key={group.id}
            size="small"
            title={group.name}
            extra={
              <Space size={0}>
                <Button type="text" size="small" onClick={() => setDialog({ kind: 'app', app: { groupId: group.id } })}>
                  新增应用
                </Button>
                <Button type="text" size="small" onClick={() => setDialog({ kind: 'group', group })}>
                  编辑分组
                </Button>
                <Button type="text" size="small" disabled={index === 0 || sorting} onClick={() => sort({ ids: moved(groupIds, index, -1) })}>
                  上移
                </Button>
                <Button type="text" size="small" disabled={index === groupIds.length - 1 || sorting} onClick={() => sort({ ids: moved(groupIds, index, 1) })}>
                  下移
                </Button>
                <Popconfirm title={`删除分组“${group.name}”？`} onOk={() => toastResult(deleteGroup(group.id).unwrap(), Messages.deleteOk)}>
                  <Button type="text" size="small" status="danger">
                    删除分组
                  </Button>
                </Popconfirm>
              </Space>
            }
          >
            <CustomAppTable group={group} onEdit={(app) => setDialog({ kind: 'app', app })} onDesign={(app) => setDialog({ kind: 'design', app })} />
          </Card>
        ))}
      </Space>
      {dialog?.kind === 'group' && <CustomAppGroupDialog group={dialog.group} onClose={close} />}
      {dialog?.kind === 'app' && <CustomAppDialog app={dialog.app} groups={data.groups} forms={data.forms} onClose={close} />}
      {dialog?.kind === 'design' && dialog.app.formId !== null && <CustomFormDesigner formId={dialog.app.formId} appName={dialog.app.name} onClose={close} />}
    </Card>
  );
}

export default function CustomApplicationSettingPage() {
  return (
    <AdminOnly>
      <CustomApplicationSetting />
    </AdminOnly>
  );
}
