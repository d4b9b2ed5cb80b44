import { Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '@/app/paths';
import { ServiceGroupScope, type ServiceGroupRow, type UserRef } from '@domain/catalogue/catalogue.schemas';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { formatDateTime } from '@domain/format/date';
import { useCountServiceGroupsQuery, useDeleteServiceGroupsMutation, useListServiceGroupsQuery } from '../catalogue.api';
import { useRowDeletion } from '../hooks/use-row-deletion';
import { ServiceGroupDialog } from './service-group-dialog';
import { RowActions } from '@/components/row-actions/row-actions';
import { TableToolbar } from './table-toolbar';
import { usePlanPageSizes } from '@/components/data-table/use-plan-page-sizes';

export interface ServiceGroupTableProps {
  /** Administrators and dispatchers add, edit and delete; others only look. */
  canManage: boolean;
  /** Who may join a group (for the dialog). */
  candidates: UserRef[];
}

type Dialog = { group: ServiceGroupRow | null } | null;

/** The 服务组 tab: groups with their leader and member tags, searched by name and paged from 0. */
export function ServiceGroupTable({ canManage, candidates }: ServiceGroupTableProps) {
  const pageSizes = usePlanPageSizes();
  const [searchText, setSearchText] = useState('');
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [dialog, setDialog] = useState<Dialog>(null);
  const filter = { type: ServiceGroupScope.all, searchText };
  const { data: groups = [], isFetching } = useListServiceGroupsQuery({ ...filter, ...paging });
  const { data: total = 0 } = useCountServiceGroupsQuery(filter);
  const [deleteGroups, { isLoading: deleting }] = useDeleteServiceGroupsMutation();
  const { selected, setSelected, handleDelete } = useRowDeletion((ids) => deleteGroups(ids).unwrap());

  const handleSearch = (text: string) => {
    setSearchText(text);
    setPaging((p) => ({ ...p, pageIndex: 0 }));
  };

  const columns: TableColumnProps<ServiceGroupRow>[] = [
    {
      title: '服务组名称',
      dataIndex: 'name',
      width: 140,
      ellipsis: true,
      render: (name: string, group) => <Link href={paths.team(group.id)}>{name}</Link>,
    },
    { title: '组长', dataIndex: 'leader', width: 100, render: (leader: UserRef | null) => leader?.name ?? '-' },
    {
      title: '成员',
      dataIndex: 'members',
      render: (members: UserRef[]) => (
        <Space wrap size={4}>
          {members.map((m) => (
            <Tag key={m.id} size="small" color="arcoblue">
              {m.name}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: '人数', dataIndex: 'memberCount', width: 70 },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', width: 150, render: (value: string) => formatDateTime(value) },
  ];
  if (canManage)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_: unknown, group) => (
        <RowActions name={group.name} onEdit={() => setDialog({ group })} onDelete={() => handleDelete([group.id])} />
      ),
    });

  return (
    <>
      <TableToolbar
        searchPlaceholder="搜索服务组名称"
        onSearch={handleSearch}
        manage={canManage ? { kind: '服务组', onAdd: () => setDialog({ group: null }), selected, onDelete: handleDelete, deleting } : undefined}
      />
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={groups}
        rowSelection={canManage ? { type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        pagination={{
          current: paging.pageIndex + 1,
          pageSize: paging.pageSize,
          total,
          showTotal: true,
          sizeCanChange: true,
          sizeOptions: [...pageSizes],
          onChange: (page, size) => setPaging({ pageIndex: size === paging.pageSize ? page - 1 : 0, pageSize: size }),
        }}
      />
      {dialog && <ServiceGroupDialog group={dialog.group} candidates={candidates} onClose={() => setDialog(null)} />}
    </>
  );
}
