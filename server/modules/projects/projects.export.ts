import { z } from 'zod';
import { PROJECT_EXPORT_NAME, PROJECT_PHASE_NAMES, PROJECT_PRODUCT_EXPORT_NAME, PROJECT_PRODUCT_KIND_NAMES } from '@domain/projects/projects.constants';
import { ProjectFilterSchema, type ProjectProductView, type ProjectRow } from '@domain/projects/projects.schemas';
import { ROLE_TYPES } from '@domain/shell/roles';
import { defineExportSource } from '../../jobs/exports/export-source';
import type { Tx } from '../../db/database';
import { countProductLinks, productLinksAfter } from './project-extras.queries';
import { describedLinks } from './project-products.service';
import { countProjects, findProject, projectsAfter } from './projects.queries';

/** The list's filter and whose visibility applies, as the job stores them. */
const ViewerSchema = z.object({ userId: z.number().int().positive(), role: z.literal(ROLE_TYPES) });
const ProjectsExportFilterSchema = ProjectFilterSchema.extend({ viewer: ViewerSchema });
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

const ProductsExportFilterSchema = z.object({ projectId: z.number().int().positive(), viewer: ViewerSchema });
type ProductsFilter = z.infer<typeof ProductsExportFilterSchema>;
/** The project as the user still sees it when the job runs (none: nothing exported). */
const seen = async (tx: Tx, enterpriseId: number, { projectId, viewer }: ProductsFilter) => findProject(tx, { enterpriseId, ...viewer }, projectId);

/** One project's products (the detail's 项目产品 tab), as the user sees the project. */
export const projectProductsExport = defineExportSource<ProductsFilter, ProjectProductView & { projectNo: string }>({
  name: PROJECT_PRODUCT_EXPORT_NAME,
  filterSchema: ProductsExportFilterSchema,
  columns: [
    { header: '项目编号', width: 18, value: (p) => p.projectNo },
    { header: '产品类型', width: 12, value: (p) => PROJECT_PRODUCT_KIND_NAMES[p.kind] },
    { header: '产品名称', width: 28, value: (p) => p.name },
    { header: '型号/序列号', width: 20, value: (p) => p.detail },
    { header: '客户', width: 20, value: (p) => p.customerName },
    { header: '关联时间', width: 20, kind: 'datetime', value: (p) => p.createTime },
  ],
  count: async (tx, enterpriseId, filter) => ((await seen(tx, enterpriseId, filter)) ? countProductLinks(tx, enterpriseId, filter.projectId) : 0),
  page: async (tx, enterpriseId, filter, { afterId, limit }) => {
    const project = await seen(tx, enterpriseId, filter);
    if (!project) return [];
    const rows = await describedLinks(tx, enterpriseId, await productLinksAfter(tx, enterpriseId, filter.projectId, afterId, limit));
    return rows.map((r) => ({ ...r, projectNo: project.projectNo }));
  },
});
