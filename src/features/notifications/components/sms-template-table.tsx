import { Button, Message, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import type { SmsTemplateItem } from '@domain/notifications/sms.schemas';
import { errorMessage } from '@/lib/errors';
import { useDeleteSmsTemplatesMutation, useListSmsTemplatesQuery } from '../notifications.api';
import { SmsTemplateDialog } from './sms-template-dialog';
import { RowActions } from '@/components/row-actions/row-actions';

type Dialog = { template: SmsTemplateItem | null } | null;

/** The enterprise's reusable SMS texts: add, edit, delete. */
export function SmsTemplateTable() {
  const { data: templates = [], isFetching } = useListSmsTemplatesQuery();
  const [deleteTemplates] = useDeleteSmsTemplatesMutation();
  const [dialog, setDialog] = useState<Dialog>(null);

  const handleDelete = async (id: number) => {
    try {
      const answer = await deleteTemplates([id]).unwrap();
      Message.success(answer.message ?? Messages.deleteOk);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const columns: TableColumnProps<SmsTemplateItem>[] = [
    { title: '模板名称', dataIndex: 'name', width: 180 },
    { title: '短信内容', dataIndex: 'content' },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, template) => (
        <RowActions name={template.name} onEdit={() => setDialog({ template })} onDelete={() => handleDelete(template.id)} />
      ),
    },
  ];

  return (
    <>
      <Button type="primary" icon={<IconPlus />} style={{ marginBottom: 16 }} onClick={() => setDialog({ template: null })}>
        新增短信模板
      </Button>
      <Table rowKey="id" loading={isFetching} columns={columns} data={templates} pagination={false} />
      {dialog && <SmsTemplateDialog template={dialog.template} onClose={() => setDialog(null)} />}
    </>
  );
}
