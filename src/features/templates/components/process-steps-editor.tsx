import { Button, Input, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { MAX_PROCESS_STEPS, type ProcessStep } from '@domain/templates/template-common.schemas';
import { UserPicker } from '@/components/user-picker/user-picker';

export interface ProcessUser {
  id: number;
  name: string;
}

export interface ProcessStepsEditorProps {
  steps: ProcessStep[];
  onChange: (steps: ProcessStep[]) => void;
  /** Who may handle a step: the enterprise's active users. */
  users: ProcessUser[];
}

/** The steps of a process in order, each with its name and, optionally, the people who handle it. */
export function ProcessStepsEditor({ steps, onChange, users }: ProcessStepsEditorProps) {
  const change = (index: number, patch: Partial<ProcessStep>) => onChange(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  const nth = (index: number) => `第${index + 1}步`;

  const columns: TableColumnProps<ProcessStep & { index: number }>[] = [
    { title: '步骤', width: 70, render: (_, step) => step.index + 1 },
    {
      title: '流程名称',
      width: 220,
      render: (_, step) => (
        <Input aria-label={`${nth(step.index)}名称`} placeholder="请输入流程名称" maxLength={20} value={step.name} onChange={(name) => change(step.index, { name })} />
      ),
    },
    {
      title: '处理人',
      render: (_, step) => (
        <UserPicker
          multiple
          candidates={users}
          aria-label={`${nth(step.index)}处理人`}
          placeholder="不指定"
          value={step.userIds}
          onChange={(userIds) => change(step.index, { userIds })}
        />
      ),
    },
    {
      title: '操作',
      width: 130,
      render: (_, step) => (
        <Space size={0}>
          <Button type="text" icon={<IconArrowUp />} aria-label={`上移${nth(step.index)}`} disabled={step.index === 0} onClick={() => move(step.index, -1)} />
          <Button
            type="text"
            icon={<IconArrowDown />}
            aria-label={`下移${nth(step.index)}`}
            disabled={step.index === steps.length - 1}
            onClick={() => move(step.index, 1)}
          />
          <Button
            type="text"
            status="danger"
            icon={<IconDelete />}
            aria-label={`删除${nth(step.index)}`}
            onClick={() => onChange(steps.filter((_s, i) => i !== step.index))}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <Table rowKey="index" columns={columns} data={steps.map((s, index) => ({ ...s, index }))} pagination={false} noDataElement="暂无流程步骤" />
      <Button
        type="dashed"
        long
        icon={<IconPlus />}
        style={{ marginTop: 12 }}
        disabled={steps.length >= MAX_PROCESS_STEPS}
        onClick={() => onChange([...steps, { name: '', userIds: [] }])}
      >
        添加步骤
      </Button>
    </>
  );
}
