import { Button, Message, Switch, Table, Typography, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { formatDateTime } from '@domain/format/date';
import { nextRunAt } from '@domain/reminders/next-run';
import { ReminderTexts, describeSchedule } from '@domain/reminders/reminders.constants';
import type { ReminderRow } from '@domain/reminders/reminders.schemas';
import { errorMessage } from '@/lib/errors';
import { useCountRemindersQuery, useDeleteReminderMutation, useListRemindersQuery, useSetReminderEnabledMutation } from '../reminders.api';
import { ReminderFormDialog } from './reminder-form-dialog';
import { RowActions } from '@/components/row-actions/row-actions';

const PAGE_SIZE = 10;

type Dialog = { reminder: ReminderRow | null } | null;

/** The enterprise's timed reminders: schedule, recipients, next run; add, edit, switch on and off, delete. */
export function ReminderTable() {
  const [pageIndex, setPageIndex] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data: rows = [], isFetching } = useListRemindersQuery({ pageIndex, pageSize: PAGE_SIZE });
  const { data: total = 0 } = useCountRemindersQuery();
  const [setEnabled] = useSetReminderEnabledMutation();
  const [deleteReminder] = useDeleteReminderMutation();

  const run = async (action: () => Promise<{ message?: string }>, fallback: string) => {
    try {
      Message.success((await action()).message ?? fallback);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  const handleToggle = (row: ReminderRow, enabled: boolean) => run(() => setEnabled({ id: row.id, enabled }).unwrap(), Messages.statusChanged);
  const handleDelete = (row: ReminderRow) => run(() => deleteReminder(row.id).unwrap(), Messages.deleteOk);

  const columns: TableColumnProps<ReminderRow>[] = [
    { title: '标题', dataIndex: 'title', width: 160 },
    { title: '内容', dataIndex: 'content', render: (content: string) => <Typography.Ellipsis rows={2} showTooltip>{content}</Typography.Ellipsis> },
    { title: '提醒人员', key: 'users', width: 180, render: (_: unknown, row) => <Typography.Ellipsis showTooltip>{row.userNames.join('、')}</Typography.Ellipsis> },
    { title: '提醒时间', key: 'schedule', width: 150, render: (_: unknown, row) => describeSchedule(row) },
    { title: '下次提醒', dataIndex: 'nextRunAt', width: 150, render: (next: string | null) => (next ? formatDateTime(next) : '-') },
    {
      title: '状态',
      key: 'enabled',
      width: 100,
      // A one-off whose moment has passed cannot run again: it reads as ended, not as a switch.
      render: (_: unknown, row) =>
        nextRunAt(row, new Date()) === null ? (
          ReminderTexts.ended
        ) : (
          <Switch size="small" checked={row.enabled} aria-label={`启用${row.title}`} onChange={(on) => handleToggle(row, on)} />
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_: unknown, row) => (
        <RowActions confirm={ReminderTexts.confirmDelete} onEdit={() => setDialog({ reminder: row })} onDelete={() => handleDelete(row)} />
      ),
    },
  ];

  return (
    <>
      <Button type="primary" icon={<IconPlus />} style={{ marginBottom: 16 }} onClick={() => setDialog({ reminder: null })}>
        {ReminderTexts.add}
      </Button>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={rows}
        noDataElement={ReminderTexts.empty}
        pagination={{ current: pageIndex + 1, pageSize: PAGE_SIZE, total, onChange: (page) => setPageIndex(page - 1) }}
      />
      {dialog && <ReminderFormDialog reminder={dialog.reminder} onClose={() => setDialog(null)} />}
    </>
  );
}
