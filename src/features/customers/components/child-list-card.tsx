import { Button, Card, Input, Popconfirm, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import type { ApiEnvelope } from '@domain/common/envelope';
import { Messages } from '@domain/common/messages';
import { toastResult } from '@/lib/toast-result';

interface ChildRow {
  id: number;
  isDefault: boolean;
}

export interface ChildListCardProps<T extends ChildRow> {
  title: string;
  /** What a row is, for the delete confirmation ('地址', '联系人'). */
  noun: string;
  rows: T[];
  /** The first column (shown with the 默认 tag), then the others. */
  lead: { title: string; render: (row: T) => ReactNode };
  columns: TableColumnProps<T>[];
  /** The two inputs of a new row, by aria-label and placeholder, and its button's label. */
  inputs: [{ label: string; placeholder: string }, { label: string; placeholder: string }];
  addLabel: string;
  editable: boolean;
  style?: CSSProperties;
  onAdd(first: string, second: string): Promise<ApiEnvelope>;
  onSetDefault(id: number): Promise<ApiEnvelope>;
  onDelete(id: number): Promise<ApiEnvelope>;
}

/** A customer's contacts or addresses on its detail page: the list with the default marked, set default, delete, and a line to add one. */
export function ChildListCard<T extends ChildRow>({ title, noun, rows, lead, columns, inputs, addLabel, editable, style, onAdd, onSetDefault, onDelete }: ChildListCardProps<T>) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const handleAdd = async () => {
    if (await toastResult(onAdd(first, second), Messages.saveOk)) {
      setFirst('');
      setSecond('');
    }
  };
  return (
    <Card title={title} size="small" style={style}>
      <Table
        rowKey="id"
        pagination={false}
        data={rows}
        columns={[
          {
            title: lead.title,
            render: (_: unknown, row: T) => (
              <Space>
                {lead.render(row)}
                {row.isDefault && <Tag color="arcoblue">默认</Tag>}
              </Space>
            ),
          },
          ...columns,
          {
            title: '操作',
            render: (_: unknown, row: T) =>
              editable && (
                <Space>
                  {!row.isDefault && (
                    <Button size="mini" type="text" onClick={() => toastResult(onSetDefault(row.id), Messages.saveOk)}>
                      设为默认
                    </Button>
                  )}
                  <Popconfirm title={`确定删除该${noun}吗？`} onOk={() => toastResult(onDelete(row.id), Messages.saveOk)}>
                    <Button size="mini" type="text" status="danger">
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      {editable && (
        <Space style={{ marginTop: 12 }}>
          <Input aria-label={inputs[0].label} placeholder={inputs[0].placeholder} value={first} onChange={setFirst} />
          <Input aria-label={inputs[1].label} placeholder={inputs[1].placeholder} value={second} onChange={setSecond} />
          <Button onClick={handleAdd}>{addLabel}</Button>
        </Space>
      )}
    </Card>
  );
}
