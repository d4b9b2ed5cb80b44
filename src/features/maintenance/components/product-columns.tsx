import type { TableColumnProps } from '@arco-design/web-react';
import type { MaintenanceProductRow } from '@domain/maintenance/maintenance.schemas';

/** The columns of a contract's, plan's or task's products. */
export const productColumns: TableColumnProps<MaintenanceProductRow>[] = [
  { title: '产品名称', dataIndex: 'name' },
  { title: '产品型号', dataIndex: 'productName' },
  { title: '序列号', dataIndex: 'serialNumber', render: (s: string) => s || '-' },
];
