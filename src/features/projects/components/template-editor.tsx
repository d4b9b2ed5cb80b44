import { Button, Card, Form, Input, Select, Space, Switch } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { TASK_KINDS, TASK_KIND_NAMES, TaskKind } from '@domain/projects/projects.constants';
import type { ProcessTemplate, ProjectTemplateView } from '@domain/projects/projects.schemas';
import { UserPicker } from '@/components/user-picker/user-picker';
import type { SaveTemplateArgs } from '../projects.api';

const newTask = () => ({ name: '', kind: TaskKind.form, description: '' });
const newProcess = (): ProcessTemplate => ({ name: '', tasks: [newTask()] });

export interface TemplateEditorProps {
  template?: ProjectTemplateView;
  onSave: (values: SaveTemplateArgs) => Promise<unknown>;
}

/** A template: its ordered processes with their tasks (form, approval or service order), its approvals and approvers. */
export function TemplateEditor({ template, onSave }: TemplateEditorProps) {
  const [name, setName] = useState(template?.name ?? '');
  const [processes, setProcesses] = useState<ProcessTemplate[]>(template?.processes ?? [newProcess()]);
  const [createApproval, setCreateApproval] = useState(template?.createApproval ?? true);
  const [finishApproval, setFinishApproval] = useState(template?.finishApproval ?? true);
  const [approverIds, setApproverIds] = useState<number[]>(template?.approvers.map((a) => a.id) ?? []);
  const changeProcess = (index: number, change: (p: ProcessTemplate) => ProcessTemplate) => setProcesses((all) => all.map((p, i) => (i === index ? change(p) : p)));
  const changeTask = (pi: number, ti: number, change: Partial<ProcessTemplate['tasks'][number]>) =>
    changeProcess(pi, (p) => ({ ...p, tasks: p.tasks.map((t, i) => (i === ti ? { ...t, ...change } : t)) }));

  return (
    <Form layout="vertical" onSubmit={() => onSave({ id: template?.id, name, processes, createApproval, finishApproval, approverIds })}>
      <Form.Item label="模板名称" required>
        <Input aria-label="模板名称" maxLength={50} value={name} onChange={setName} style={{ maxWidth: 400 }} />
      </Form.Item>
      {processes.map((process, pi) => (
        <Card
          key={pi}
          size="small"
          style={{ marginBottom: 12 }}
          title={
            <Input aria-label={`第${pi + 1}个流程名称`} placeholder="流程名称" maxLength={50} value={process.name} onChange={(n) => changeProcess(pi, (p) => ({ ...p, name: n }))} style={{ width: 240 }} />
          }
          extra={
            processes.length > 1 && (
              <Button size="mini" icon={<IconDelete />} aria-label={`删除第${pi + 1}个流程`} onClick={() => setProcesses((all) => all.filter((_, i) => i !== pi))} />
            )
          }
        >
          {process.tasks.map((task, ti) => (
            <Space key={ti} style={{ display: 'flex', marginBottom: 8 }}>
              <Input aria-label={`第${pi + 1}个流程第${ti + 1}个任务名称`} placeholder="任务名称" maxLength={50} value={task.name} onChange={(n) => changeTask(pi, ti, { name: n })} style={{ width: 200 }} />
              <Select aria-label={`第${pi + 1}个流程第${ti + 1}个任务类型`} value={task.kind} style={{ width: 120 }} options={TASK_KINDS.map((k) => ({ value: k, label: TASK_KIND_NAMES[k] }))} onChange={(kind) => changeTask(pi, ti, { kind })} />
              <Input aria-label={`第${pi + 1}个流程第${ti + 1}个任务说明`} placeholder="任务说明" maxLength={500} value={task.description} onChange={(d) => changeTask(pi, ti, { description: d })} style={{ width: 260 }} />
              {process.tasks.length > 1 && (
                <Button size="mini" icon={<IconDelete />} aria-label={`删除第${pi + 1}个流程第${ti + 1}个任务`} onClick={() => changeProcess(pi, (p) => ({ ...p, tasks: p.tasks.filter((_, i) => i !== ti) }))} />
              )}
            </Space>
          ))}
          <Button size="small" icon={<IconPlus />} onClick={() => changeProcess(pi, (p) => ({ ...p, tasks: [...p.tasks, newTask()] }))}>
            添加任务
          </Button>
        </Card>
      ))}
      <Button icon={<IconPlus />} onClick={() => setProcesses((all) => [...all, newProcess()])} style={{ marginBottom: 16 }}>
        添加流程
      </Button>
      <Form.Item label="创建审批">
        <Switch aria-label="创建审批" checked={createApproval} onChange={setCreateApproval} />
      </Form.Item>
      <Form.Item label="完成审批">
        <Switch aria-label="完成审批" checked={finishApproval} onChange={setFinishApproval} />
      </Form.Item>
      <Form.Item label="审批人" extra="不选则由系统管理员审批">
        <UserPicker aria-label="审批人" multiple value={approverIds} onChange={setApproverIds} style={{ maxWidth: 400 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        保存模板
      </Button>
    </Form>
  );
}
