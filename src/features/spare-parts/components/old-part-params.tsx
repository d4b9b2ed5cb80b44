import { Button, Checkbox, Input, InputNumber, Modal, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { FieldType } from '@domain/forms/field-types';
import { PARAM_FIELD_TYPES, type OldPartParamRow } from '@domain/spare-parts/old-parts';
import { toastResult } from '@/lib/toast-result';
import { useDeleteOldPartParamsMutation, useGetOldPartTemplateQuery, useSaveOldPartParamMutation } from '../old-parts.api';
import { RowActions } from '@/components/row-actions/row-actions';

type Draft = { id?: number; name: string; fieldType: number; required: boolean; options: string; sort: number };
const blank: Draft = { name: '', fieldType: 1, required: false, options: '', sort: 0 };

/** 回收参数: the recycle form template's fields; keepers edit them, the order's recycle form shows them. */
export function OldPartParams({ editable }: { editable: boolean }) {
  const { data = [], isFetching } = useGetOldPartTemplateQuery();
  const [save, { isLoading }] = useSaveOldPartParamMutation();
  const [remove] = useDeleteOldPartParamsMutation();
  const [draft, setDraft] = useState<Draft | null>(null);

  const handleSave = async () => {
    if (!draft) return;
    const options = draft.options.split(/[,，、\n]/).map((o) => o.trim()).filter(Boolean);
    if (await toastResult(save({ ...draft, options }).unwrap(), '保存成功')) setDraft(null);
  };

  const columns: TableColumnProps<OldPartParamRow>[] = [
    { title: '参数名称', dataIndex: 'name' },
    { title: '类型', dataIndex: 'fieldType', width: 100, render: (t: number) => PARAM_FIELD_TYPES[t] },
    { title: '必填', dataIndex: 'required', width: 80, render: (r: boolean) => (r ? '是' : '否') },
    { title: '选项', dataIndex: 'options', render: (o: string[]) => o.join('、') || '—' },
    { title: '排序', dataIndex: 'sort', width: 80 },
  ];
  if (editable)
    columns.push({
      title: '操作',
      key: 'a',
      width: 140,
      render: (_: unknown, p) => (
        <RowActions confirm={`删除参数“${p.name}”？`} onEdit={() => setDraft({ ...p, options: p.options.join('、') })} onDelete={() => toastResult(remove([p.id]).unwrap(), '删除成功')} />
      ),
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {editable && (
        <Button type="primary" onClick={() => setDraft(blank)}>
          新增参数
        </Button>
      )}
      <Table rowKey="id" loading={isFetching} columns={columns} data={data} pagination={false} noDataElement="还没有回收参数" />
      <Modal visible={draft !== null} title={draft?.id ? '编辑回收参数' : '新增回收参数'} onOk={handleSave} confirmLoading={isLoading} onCancel={() => setDraft(null)} unmountOnExit>
        {draft && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input aria-label="参数名称" placeholder="参数名称" maxLength={20} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
            <Select aria-label="参数类型" value={draft.fieldType} onChange={(fieldType) => setDraft({ ...draft, fieldType: Number(fieldType) })} options={Object.entries(PARAM_FIELD_TYPES).map(([value, label]) => ({ value: Number(value), label }))} />
            {draft.fieldType === FieldType.radio && <Input aria-label="选项" placeholder="选项，用顿号分隔" value={draft.options} onChange={(options) => setDraft({ ...draft, options })} />}
            <Checkbox checked={draft.required} onChange={(required) => setDraft({ ...draft, required })}>
              必填
            </Checkbox>
            <InputNumber aria-label="排序" min={0} max={9999} value={draft.sort} onChange={(sort) => setDraft({ ...draft, sort: sort ?? 0 })} />
          </Space>
        )}
      </Modal>
    </Space>
  );
}
