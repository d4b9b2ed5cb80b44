import { Alert, Descriptions } from '@arco-design/web-react';
import { PROJECT_PHASE_NAMES, ProjectPhase } from '@domain/projects/projects.constants';
import type { ProjectDetail } from '@domain/projects/projects.schemas';
import { CustomFieldDetail } from '@/components/custom-field-form/custom-field-detail';
import { ProgressBar } from './project-tags';

/** A project's own fields, progress and people, its custom form's values, with the reason of a refused creation. */
export function ProjectSummary({ project }: { project: ProjectDetail }) {
  return (
    <>
      {project.phase === ProjectPhase.creationRejected && project.rejectReason && <Alert type="warning" content={`驳回原因：${project.rejectReason}`} style={{ marginBottom: 12 }} />}
      <Descriptions
        column={3}
        data={[
          { label: '项目编号', value: project.projectNo },
          { label: '项目模板', value: project.templateName },
          { label: '项目状态', value: PROJECT_PHASE_NAMES[project.phase] },
          { label: '进度', value: <div style={{ width: 200 }}><ProgressBar speed={project.progressSpeed} /></div> },
          { label: '创建人', value: project.createUserName },
          { label: '审批人', value: project.approvers.map((a) => a.name).join('、') || '系统管理员' },
          { label: '开始时间', value: project.startDate ?? '-' },
          { label: '结束时间', value: project.endDate ?? '-' },
          { label: '任务描述', value: project.description || '-' },
        ]}
        style={{ marginBottom: 16 }}
      />
      {project.form.fields.length > 0 && (
        <div aria-label="自定义字段" style={{ marginBottom: 16 }}>
          <CustomFieldDetail fields={project.form.fields} values={project.values} />
        </div>
      )}
    </>
  );
}
