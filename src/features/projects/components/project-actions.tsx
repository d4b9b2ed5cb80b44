import { Button, Popconfirm, Space } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { ProjectOp } from '@domain/projects/project.machine';
import { ProjectPhase } from '@domain/projects/projects.constants';
import type { ProjectDetail } from '@domain/projects/projects.schemas';
import { toastResult } from '@/lib/toast-result';
import { DecisionButtons } from './decision-buttons';
import { useConfirmProjectDelete } from '../hooks/use-confirm-delete';
import { useExamineProjectMutation, useFinishProjectMutation, useSubmitProjectMutation } from '../projects.api';

export interface ProjectActionsProps {
  project: ProjectDetail;
  onEdit: () => void;
  onDeleted: () => void;
}

/** The buttons of what the caller may do with the project now: exactly the server's `operations`. */
export function ProjectActions({ project, onEdit, onDeleted }: ProjectActionsProps) {
  const [submit] = useSubmitProjectMutation();
  const [examine] = useExamineProjectMutation();
  const [finish] = useFinishProjectMutation();
  const confirmDelete = useConfirmProjectDelete();
  const can = (op: string) => (project.operations as string[]).includes(op);
  const { id } = project;
  const finishing = project.phase === ProjectPhase.awaitingFinish;

  return (
    <Space wrap>
      {can(ProjectOp.edit) && <Button onClick={onEdit}>编辑</Button>}
      {can(ProjectOp.submit) && (
        <Button type="primary" onClick={() => toastResult(submit({ id }).unwrap(), Messages.saveOk)}>
          重新提交审批
        </Button>
      )}
      {can(ProjectOp.approve) && (
        <DecisionButtons approveText={finishing ? '完成审批通过' : '审批通过'} decide={(decision) => examine({ id, ...decision }).unwrap()} />
      )}
      {can(ProjectOp.finish) && (
        <Popconfirm title="所有任务已完成，确定完成项目吗？" onOk={() => toastResult(finish({ id }).unwrap(), Messages.saveOk)}>
          <Button type="primary">完成项目</Button>
        </Popconfirm>
      )}
      {can(ProjectOp.delete) && (
        <Button status="danger" onClick={() => void confirmDelete([id], onDeleted)}>
          删除
        </Button>
      )}
    </Space>
  );
}
