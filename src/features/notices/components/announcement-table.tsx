import { Button, Message, Popconfirm, Table, Typography, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { formatDateTime } from '@domain/format/date';
import { AnnouncementTexts, type AnnouncementRow } from '@domain/notices/announcements.schemas';
import { ROLE_NAMES } from '@domain/shell/roles';
import { errorMessage } from '@/lib/errors';
import { useCountAnnouncementsQuery, useDeleteAnnouncementMutation, useListAnnouncementsQuery } from '../announcements.api';
import { AnnouncementFormDialog } from './announcement-form-dialog';

const PAGE_SIZE = 10;

const rolesText = (a: AnnouncementRow) => (a.roles.length === 0 ? AnnouncementTexts.everyone : a.roles.map((r) => ROLE_NAMES[r]).join('、'));

/** Published announcements, newest first; publish a new one, delete an old one. */
export function AnnouncementTable() {
  const [pageIndex, setPageIndex] = useState(0);
  const [publishing, setPublishing] = useState(false);
  const { data: rows = [], isFetching } = useListAnnouncementsQuery({ pageIndex, pageSize: PAGE_SIZE });
  const { data: total = 0 } = useCountAnnouncementsQuery();
  const [deleteAnnouncement] = useDeleteAnnouncementMutation();

  const handleDelete = async (id: number) => {
    try {
      const answer = await deleteAnnouncement(id).unwrap();
      Message.success(answer.message ?? Messages.deleteOk);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const columns: TableColumnProps<AnnouncementRow>[] = [
    { title: '标题', dataIndex: 'title', width: 200 },
    {
      title: '内容',
      dataIndex: 'content',
      render: (content: string) => <Typography.Ellipsis rows={2} showTooltip>{content}</Typography.Ellipsis>,
    },
    { title: '接收角色', key: 'roles', width: 180, render: (_: unknown, row) => rolesText(row) },
    { title: '发布人', dataIndex: 'publisherName', width: 100 },
    { title: '发布时间', dataIndex: 'publishTime', width: 160, render: (time: string) => formatDateTime(time) },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_: unknown, row) => (
        <Popconfirm title={AnnouncementTexts.confirmDelete} onOk={() => handleDelete(row.id)}>
          <Button type="text" size="small" status="danger" aria-label={`删除公告${row.title}`}>
            删除
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <Button type="primary" icon={<IconPlus />} style={{ marginBottom: 16 }} onClick={() => setPublishing(true)}>
        {AnnouncementTexts.publish}
      </Button>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={rows}
        noDataElement={AnnouncementTexts.empty}
        pagination={{ current: pageIndex + 1, pageSize: PAGE_SIZE, total, onChange: (page) => setPageIndex(page - 1) }}
      />
      {publishing && <AnnouncementFormDialog onClose={() => setPublishing(false)} />}
    </>
  );
}
