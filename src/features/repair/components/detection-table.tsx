import { Select, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { DETECTION_STATE_NAMES, DETECTION_STATES, DETECTION_VERDICT_NAMES, type DetectionStateValue, type DetectionVerdictValue } from '@domain/repair/repair.constants';
import type { DetectionView } from '@domain/repair/repair.schemas';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useCountDetectionsQuery, useExportDetectionsMutation, useListDetectionsQuery } from '../repair.api';
import { ListExportButton } from './list-export-button';

export interface DetectionTableProps {
  detailHref: (id: number) => string;
  repairHref: (id: number) => string;
  /** Only the detections of one repair order (its detail page), without the filters. */
  repairOrderId?: number;
}

/** Detection orders, filtered by customer name and state, paged from 0. */
export function DetectionTable({ detailHref, repairHref, repairOrderId }: DetectionTableProps) {
  const [filter, setFilter] = useState<{ keyword: string; state?: DetectionStateValue }>({ keyword: '' });
  const query = { ...filter, repairOrderId };
  const { pageIndex, pageSize, pagination } = useFilterPaging(query);
  const { data: rows = [], isFetching } = useListDetectionsQuery({ ...query, pageIndex, pageSize });
  const { data: total = 0 } = useCountDetectionsQuery(query);
  const [exportDetections, exporting] = useExportDetectionsMutation();
  const columns: TableColumnProps<DetectionView>[] = [
    { title: '检测单号', dataIndex: 'detectionNo', render: (no: string, d) => <Link href={detailHref(d.id)}>{no}</Link> },
    { title: '维修单号', dataIndex: 'repairNo', render: (no: string, d) => <Link href={repairHref(d.repairOrderId)}>{no}</Link> },
    { title: '客户', dataIndex: 'customerName', render: (name: string | null) => name ?? '-' },
    { title: '产品', render: (_, d) => `${d.productName ?? '-'} ${d.serialNumber ?? ''}` },
    { title: '状态', dataIndex: 'state', render: (s: DetectionStateValue) => DETECTION_STATE_NAMES[s] },
    { title: '结论', dataIndex: 'verdict', render: (v: DetectionVerdictValue | null) => (v ? DETECTION_VERDICT_NAMES[v] : '-') },
    { title: '检测人', render: (_, d) => d.inspector?.name ?? '-' },
  ];
  return (
    <>
      {repairOrderId === undefined && (
        <ListToolbar
          filters={
            <>
              <KeywordSearch placeholder="搜索客户" value={filter.keyword} onSearch={(keyword) => setFilter((f) => ({ ...f, keyword }))} />
              <Select
                allowClear
                aria-label="检测单状态"
                placeholder="状态"
                style={{ width: 120 }}
                value={filter.state}
                onChange={(state?: DetectionStateValue) => setFilter((f) => ({ ...f, state }))}
                options={DETECTION_STATES.map((s) => ({ value: s, label: DETECTION_STATE_NAMES[s] }))}
              />
            </>
          }
          actions={<ListExportButton onExport={() => exportDetections(filter).unwrap()} loading={exporting.isLoading} />}
        />
      )}
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={repairOrderId === undefined ? pagination(total) : false} />
    </>
  );
}
