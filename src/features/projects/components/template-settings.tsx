import { Button, Card, Form, Input, Select, Space, Switch } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { TASK_KINDS, TASK_KIND_NAMES, TaskKind } from '@domain/projects/projects.constants';
import type { ProcessTemplate, ProjectTemplateView } from '@domain/projects/projects.schemas';
import { UserPicker } from '@/components/user-picker/user-picker';
import type { SaveTemplateArgs } from '../projects.api';

/** A template's settings as its editor and its settings pages hold them. */
export type TemplateSettings = Omit<SaveTemplateArgs, 'id'>;
export interface TemplatePartProps {
  value: TemplateSettings;
  onChange: (change: Partial<TemplateSettings>) => void;
}

const newTask = () => ({ name: '', kind: TaskKind.form, description: '' });
const newProcess = (): ProcessTemplate => ({ name: '', tasks: [newTask()] });

export const settingsOf = (template?: ProjectTemplateView): TemplateSettings => ({
  name: template?.name ?? '',
  processes: template?.processes ?? [newProcess()],
  createApproval: template?.createApproval ?? true,
  finishApproval: template?.finishApproval ?? true,
  approverIds: template?.approvers.map((a) => a.id) ?? [],
});

/** 任务设置: the ordered processes, each with its tasks (form, approval or service order). */
export function ProcessesPart({ value: { processes }, onChange }: TemplatePartProps) {
  const setProcesses = (next: ProcessTemplate[]) => onChange({ processes: next });
  const changeProcess = (index: number, change: (p: ProcessTemplate) => ProcessTemplate) => setProcesses(processes.map((p, i) => (i === index ? change(p) : p)));
  const changeTask = (pi: number, ti: number, change: Partial<ProcessTemplate['tasks'][number]>) =>
    changeProcess(pi, (p) => ({ ...p, tasks: p.tasks.map((t, i) => (i === ti ? { ...t, ...change } : t)) }));
  return (
    <>
      {processes.map((process, pi) => (
        <Card
          key={pi}
          size="small"
          style={{ marginBottom: 12 }}
          title={
            <Input aria-label={`第${pi + 1}个流程名称`} placeholder="流程名称" maxLength={50} value={process.name} onChange={(n) => changeProcess(pi, (p) => ({ ...p, name: n }))} style={{ width: 240 }} />
          }
          extra={processes.length > 1 && <Button size="mini" icon={<IconDelete />} aria-label={`删除第${pi + 1}个流程`} onClick={() => setProcesses(processes.filter((_, i) => i !== pi))} />}
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
      <Button icon={<IconPlus />} onClick={() => setProcesses([...processes, newProcess()])} style={{ marginBottom: 16 }}>
        添加流程
      </Button>
    </>
  );
}

/** 审批设置: who approves the template's projects and their approval tasks. */
export function ExaminePart({ value, onChange }: TemplatePartProps) {
  return (
    <Form.Item label="审批人" extra="不选则由系统管理员审批">
      <UserPicker aria-label="审批人" multiple value={value.approverIds} onChange={(approverIds) => onChange({ approverIds })} style={{ maxWidth: 400 }} />
    </Form.Item>
  );
}

/** 创建审批: whether a new project of the template waits for approval before it starts. */
export function CreateApprovalPart({ value, onChange }: TemplatePartProps) {
  return (
    <Form.Item label="创建审批" extra="开启后，新建的项目须经审批人通过才开始">
      <Switch aria-label="创建审批" checked={value.createApproval} onChange={(createApproval) => onChange({ createApproval })} />
    </Form.Item>
  );
}

/** 完成审批: whether a project whose tasks are done waits for approval before it completes. */
export function FinishApprovalPart({ value, onChange }: TemplatePartProps) {
  return (
    <Form.Item label="完成审批" extra="开启后，任务全部完成的项目须经审批人通过才完成">
      <Switch aria-label="完成审批" checked={value.finishApproval} onChange={(finishApproval) => onChange({ finishApproval })} />
    </Form.Item>
  );
}

interface TemplatePart {
  title: string;
  Part: (props: TemplatePartProps) => ReactNode;
  /** The settings the part's own page saves. */
  keys: readonly (keyof TemplateSettings)[];
}

/** The parts of a template's settings that have their own page (spec part 2 section 2), in the editor's order. */
export const TEMPLATE_PARTS: Record<'taskSetting' | 'createApproval' | 'finishApproval' | 'examine', TemplatePart> = {
  taskSetting: { title: '任务设置', Part: ProcessesPart, keys: ['processes'] },
  createApproval: { title: '创建审批设置', Part: CreateApprovalPart, keys: ['createApproval'] },
  finishApproval: { title: '完成审批设置', Part: FinishApprovalPart, keys: ['finishApproval'] },
  examine: { title: '审批设置', Part: ExaminePart, keys: ['approverIds'] },
};
export type TemplatePartName = keyof typeof TEMPLATE_PARTS;
export const TEMPLATE_PART_NAMES = Object.keys(TEMPLATE_PARTS) as TemplatePartName[];
