import { Button, Input, Message, Modal, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { formatDateTime } from '@domain/format/date';
import { RecycleState, type RecycleFormRow } from '@domain/spare-parts/old-parts';
import { errorMessage } from '@/lib/errors';
import { useGetOldPartTemplateQuery, useListOrderRecycleFormsQuery, useSaveRecycleFormMutation } from '../old-parts.api';
import { LinesEditor, newLine, readyLines, type DraftLine } from './lines-editor';
import { OldPartFields } from './old-part-fields';

export interface OrderOldPartsProps {
  orderId: number;
  /** The user serves the order (owner or collaborator). */
  canWrite: boolean;
}

/** 旧件回收 on an order's detail: recycle forms for parts taken out of the customer's equipment, each with its code for the warehouse to scan. */
export function OrderOldParts({ orderId, canWrite }: OrderOldPartsProps) {
  const { data, isFetching } = useListOrderRecycleFormsQuery(orderId);
  const { data: params = [] } = useGetOldPartTemplateQuery(undefined, { skip: !canWrite });
  const [save, { isLoading }] = useSaveRecycleFormMutation();
  const [draft, setDraft] = useState<{ lines: DraftLine[]; values: Record<string, string>; remark: string } | null>(null);

  const handleSave = async () => {
    if (!draft) return;
    const lines = readyLines(draft.lines);
    if (lines.length === 0) return Message.warning('请添加旧件');
    try {
      const res = await save({ orderId, lines, values: draft.values, remark: draft.remark }).unwrap();
      Message.success(`已提交回收单 ${res.data?.codes.join('、') ?? ''}`);
      setDraft(null);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const columns: TableColumnProps<RecycleFormRow>[] = [
    { title: '回收单号', dataIndex: 'code', width: 120 },
    { title: '旧件', key: 'p', render: (_: unknown, f) => `${f.partName} ×${f.qty}${f.unit}` },
    { title: '登记人', dataIndex: 'createdByName', width: 100 },
    { title: '时间', dataIndex: 'createTime', width: 170, render: (t: string) => formatDateTime(t) },
    { title: '状态', dataIndex: 'stateName', width: 160, render: (name: string, f) => <Tag color={f.state === RecycleState.received ? 'green' : 'orange'}>{f.state === RecycleState.received ? `${name}（${f.warehouseName}）` : name}</Tag> },
  ];

  return (
    <>
      <Space style={{ margin: '16px 0' }}>
        <strong>旧件回收</strong>
        {canWrite && (
          <Button onClick={() => setDraft({ lines: [newLine()], values: {}, remark: '' })}>填写旧件回收单</Button>
        )}
      </Space>
      <Table rowKey="id" loading={isFetching} columns={columns} data={data?.list ?? []} pagination={false} noDataElement="没有旧件回收单" />
      <Modal visible={draft !== null} title="旧件回收单" onOk={handleSave} confirmLoading={isLoading} onCancel={() => setDraft(null)} style={{ width: 680 }} unmountOnExit>
        {draft && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <LinesEditor lines={draft.lines} onChange={(lines) => setDraft({ ...draft, lines })} withKits={false} />
            <OldPartFields params={params} values={draft.values} onChange={(values) => setDraft({ ...draft, values })} />
            <Input.TextArea aria-label="备注" placeholder="备注" maxLength={200} value={draft.remark} onChange={(remark) => setDraft({ ...draft, remark })} />
          </Space>
        )}
      </Modal>
    </>
  );
}
