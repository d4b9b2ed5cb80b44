import { Button, Popconfirm, Space, Switch, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { CUSTOM_APP_TYPE_NAMES, CustomAppType } from '@domain/custom-apps/custom-apps.constants';
import type { CustomAppGroupView, CustomAppView } from '@domain/custom-apps/custom-apps.schemas';
import { ROLE_NAMES } from '@domain/shell/roles';
import { toastResult } from '@/lib/toast-result';
import { useDeleteCustomAppMutation, useEnableCustomAppMutation, useSortCustomAppsMutation } from '../custom-apps.api';
import { moved } from '../move';

export interface CustomAppTableProps {
  group: CustomAppGroupView;
  onEdit: (app: CustomAppView) => void;
  onDesign: (app: CustomAppView) => void;
}

/** The applications of one group in menu order, with their switches and actions. */
export function CustomAppTable({ group, onEdit, onDesign }: CustomAppTableProps) {
  const [enableApp] = useEnableCustomAppMutation();
  const [deleteApp] = useDeleteCustomAppMutation();
  const [sortApps, { isLoading: sorting }] = useSortCustomAppsMutation();
  const ids = group.apps.map((a) => a.id);
  const handleMove = (index: number, step: -1 | 1) => toastResult(sortApps({ groupId: group.id, ids: moved(ids, index, step) }).unwrap(), Messages.saveOk);

  const columns: TableColumnProps<CustomAppView>[] = [
    { title: '应用名称', dataIndex: 'name' },
    { title: '类型', render: (_, app) => <Tag>{CUSTOM_APP_TYPE_NAMES[app.formType]}</Tag> },
    { title: '打开', render: (_, app) => (app.formType === CustomAppType.link ? app.externalUrl : `表单：${app.formName ?? ''}`) },
    { title: '可见角色', render: (_, app) => (app.roles.length === 0 ? '所有角色' : app.roles.map((r) => ROLE_NAMES[r]).join('、')) },
    {
      title: '启用',
      render: (_, app) => (
        <Switch
          size="small"
          checked={app.enabled}
          aria-label={`启用${app.name}`}
          onChange={(enabled) => toastResult(enableApp({ id: app.id, enabled }).unwrap(), Messages.statusChanged)}
        />
      ),
    },
    {
      title: '操作',
      render: (_, app, index) => (
        <Space size={0}>
          <Button type="text" size="small" onClick={() => onEdit(app)}>
            编辑
          </Button>
          {app.formType !== CustomAppType.link && (
            <Button type="text" size="small" onClick={() => onDesign(app)}>
              设计表单
            </Button>
          )}
          <Button type="text" size="small" disabled={index === 0 || sorting} onClick={() => handleMove(index, -1)}>
            上移
          </Button>
          <Button type="text" size="small" disabled={index === ids.length - 1 || sorting} onClick={() => handleMove(index, 1)}>
            下移
          </Button>
          <Popconfirm
            title={`删除应用“${app.name}”？`}
            content="没有其他应用使用的表单及其中的记录会一并删除。"
            onOk={() => toastResult(deleteApp(app.id).unwrap(), Messages.deleteOk)}
          >
            <Button type="text" size="small" status="danger">
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return <Table rowKey="id" size="small" columns={columns} data={group.apps} pagination={false} noDataElement="分组下还没有应用" />;
}
