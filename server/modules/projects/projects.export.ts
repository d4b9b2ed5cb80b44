import { z } from 'zod';
import { PROJECT_EXPORT_NAME, PROJECT_PHASE_NAMES } from '@domain/projects/projects.constants';
import { ProjectFilterSchema, type ProjectRow } from '@domain/projects/projects.schemas';
import { ROLE_TYPES } from '@domain/shell/roles';
import { defineExportSource } from '../../jobs/exports/export-source';
import { countProjects, projectsAfter } from './projects.queries';

/** The list's filter and whose visibility applies, as the job stores them. */
const ProjectsExportFilterSchema = ProjectFilterSchema.extend({
  viewer: z.object({ userId: z.number().int().positive(), role: z.literal(ROLE_TYPES) }),
});
type ExportFilter = z.infer<typeof ProjectsExportFilterSchema>;

/** The projects as filtered on /allProject and seen by the user (spec part 2 section 9: 全部项目数据 plus the date). */
export const projectsExport = defineExportSource<ExportFilter, ProjectRow>({
  name: PROJECT_EXPORT_NAME,
  filterSchema: ProjectsExportFilterSchema,
  columns: [
    { header: '项目编号', width: 18, value: (p) => p.projectNo },
    { header: '项目名称', width: 28, value: (p) => p.name },
    { header: '项目模板', width: 18, value: (p) => p.templateName },
    { header: '项目状态', width: 12, value: (p) => PROJECT_PHASE_NAMES[p.phase] },
    { header: '进度(%)', width: 10, kind: 'number', value: (p) => Number.parseInt(p.progressSpeed, 10) },
    { header: '创建人', width: 12, value: (p) => p.createUserName },
    { header: '创建时间', width: 20, kind: 'datetime', value: (p) => p.createTime },
    { header: '完成时间', width: 20, kind: 'datetime', value: (p) => p.finishTime },
  ],
  count: (tx, enterpriseId, { viewer, ...filter }) => countProjects(tx, { enterpriseId, ...viewer }, filter),
  page: (tx, enterpriseId, { viewer, ...filter }, { afterId, limit }) => projectsAfter(tx, { enterpriseId, ...viewer }, filter, afterId, limit),
});
