import { Button, Select, Space } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ALL_PROJECT_STATES, PROJECT_STATE_NAMES, PROJECT_STATES, ProjectSort, type ProjectPhaseValue, type ProjectSortValue } from '@domain/projects/projects.constants';
import type { ProjectFilter, ProjectRow } from '@domain/projects/projects.schemas';
import { FilterPanel, type FilterValues } from '@/components/filter-panel/filter-panel';
import { ColumnChooser } from '@/components/data-table/column-chooser';
import { DataTable, type DataColumn, type RowKey } from '@/components/data-table/data-table';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SortSelect } from '@/components/data-table/sort-select';
import { useColumnVisibility } from '@/components/data-table/use-column-visibility';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useConfirmProjectDelete } from '../hooks/use-confirm-delete';
import { useCountProjectsQuery, useListProjectTemplatesQuery, useListProjectsQuery } from '../projects.api';
import { PROJECT_FILTER_FIELDS, projectPanelFilter } from './project-filters';
import { PhaseTag, ProgressBar } from './project-tags';

const STATE_OPTIONS = [{ value: ALL_PROJECT_STATES, label: '全部' }, ...PROJECT_STATES.map((s) => ({ value: s, label: PROJECT_STATE_NAMES[s] }))];
type ListFilter = Pick<ProjectFilter, 'templateId'> & { keyword: string; projectState: NonNullable<ProjectFilter['projectState']>; sortType: ProjectSortValue };
const formatTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

export interface ProjectTableProps {
  detailHref: (id: number) => string;
  /** The new-project button, when the user may create a project. */
  createButton?: ReactNode;
  /** 导出 of the list as filtered now, into the download centre. */
  exportButton?: (filter: Partial<ProjectFilter>) => ReactNode;
}

/** 全部项目: the filter panel (number, creator, creation and finish days), keyword on the name, state (全部 = -1), template and sort, selection with batch delete, 导出 and 列设置. */
export function ProjectTable({ detailHref, createButton, exportButton }: ProjectTableProps) {
  const [filter, setFilter] = useState<ListFilter>({ keyword: '', projectState: ALL_PROJECT_STATES, sortType: ProjectSort.newest });
  const update = (change: Partial<ListFilter>) => setFilter((f) => ({ ...f, ...change }));
  const [panel, setPanel] = useState<FilterValues>({});
  const query = { ...filter, ...projectPanelFilter(panel) };
  const { pageIndex, pageSize, tablePaging } = useFilterPaging(query);
  const { data: rows = [], isFetching } = useListProjectsQuery({ ...query, pageIndex, pageSize });
  const { data: total = 0 } = useCountProjectsQuery(query);
  const { data: templates = [] } = useListProjectTemplatesQuery();
  const confirmDelete = useConfirmProjectDelete();
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [hidden, setHidden] = useColumnVisibility('allProject');

  const columns: DataColumn<ProjectRow>[] = [
    { key: 'projectNo', title: '项目编号', dataIndex: 'projectNo', width: 150, render: (no: string, p) => <Link href={detailHref(p.id)}>{no}</Link> },
    { key: 'name', title: '项目名称', dataIndex: 'name', width: 200, ellipsis: true },
    { key: 'templateName', title: '项目模板', dataIndex: 'templateName', width: 140 },
    { key: 'phase', title: '项目状态', dataIndex: 'phase', width: 110, render: (phase: ProjectPhaseValue) => <PhaseTag phase={phase} /> },
    { key: 'progressSpeed', title: '进度', dataIndex: 'progressSpeed', width: 160, render: (speed: string) => <ProgressBar speed={speed} /> },
    { key: 'createUserName', title: '创建人', dataIndex: 'createUserName', width: 100 },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 170, render: formatTime },
    { key: 'finishTime', title: '完成时间', dataIndex: 'finishTime', width: 170, render: formatTime },
  ];
  return (
    <>
      <FilterPanel fields={PROJECT_FILTER_FIELDS} value={panel} onSearch={setPanel} />
      <ListToolbar
        filters={
          <>
            <KeywordSearch placeholder="搜索项目名称" value={filter.keyword} onSearch={(keyword) => update({ keyword })} />
            <Select aria-label="项目状态" style={{ width: 120 }} value={filter.projectState} onChange={(projectState) => update({ projectState })} options={STATE_OPTIONS} />
            <Select aria-label="项目模板" allowClear placeholder="项目模板" style={{ width: 160 }} value={filter.templateId} onChange={(templateId) => update({ templateId })} options={templates.map((t) => ({ value: t.id, label: t.name }))} />
            <SortSelect value={filter.sortType} onChange={(sortType) => update({ sortType })} />
          </>
        }
        actions={
          <Space>
            {selected.length > 0 && (
              <Button status="danger" onClick={() => void confirmDelete(selected.map(Number), () => setSelected([]))}>
                批量删除
              </Button>
            )}
            {exportButton?.(query)}
            {createButton}
            <ColumnChooser columns={columns} hidden={hidden} onChange={setHidden} />
          </Space>
        }
      />
      <DataTable
        aria-label="全部项目"
        rowKey="id"
        loading={isFetching}
        columns={columns.filter((c) => !hidden.includes(c.key))}
        data={rows}
        paging={tablePaging(total)}
        selection={{ selected, onChange: setSelected }}
      />
    </>
  );
}
