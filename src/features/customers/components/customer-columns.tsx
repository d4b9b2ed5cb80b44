import { Space } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { formatBusinessTime } from '@domain/downloads/business-time';
import type { DataColumn } from '@/components/data-table/data-table';
import { ColorTag } from '@/components/color-tag';

/** Sits beside a phone value of the row (the call icon for seat users). */
export type PhoneAction = (phone: string, row: CustomerRow) => ReactNode;

/** The customer list's columns; the name links to `detailPath(id)`, `phoneAction` follows each phone. */
export function customerColumns(detailPath: (id: number) => string, phoneAction?: PhoneAction): DataColumn<CustomerRow>[] {
  const phone = (value: string, r: CustomerRow) => (
    <>
      {value}
      {value && phoneAction?.(value, r)}
    </>
  );
  return [
    { key: 'name', title: '客户名称', dataIndex: 'name', width: 200, render: (_: unknown, r: CustomerRow) => <Link href={detailPath(r.id)}>{r.name}</Link> },
    { key: 'phone', title: '客户电话', dataIndex: 'phone', width: 160, render: (_: unknown, r: CustomerRow) => phone(r.phone, r) },
    { key: 'linkperson', title: '联系人', dataIndex: 'linkperson', width: 110 },
    { key: 'linkPersonPhone', title: '联系人电话', dataIndex: 'linkPersonPhone', width: 160, render: (_: unknown, r: CustomerRow) => phone(r.linkPersonPhone, r) },
    { key: 'address', title: '地址', dataIndex: 'address', width: 240 },
    { key: 'businessUser', title: '归属销售', width: 100, render: (_: unknown, r: CustomerRow) => r.businessUser?.name ?? '' },
    { key: 'serviceGroup', title: '服务组', width: 110, render: (_: unknown, r: CustomerRow) => r.serviceGroup?.name ?? '' },
    {
      key: 'tags',
      title: '客户标签',
      width: 160,
      render: (_: unknown, r: CustomerRow) => (
        <Space wrap size={4}>
          {r.tags.map((t) => (
            <ColorTag key={t.id} color={t.color_rgb}>
              {t.name}
            </ColorTag>
          ))}
        </Space>
      ),
    },
    { key: 'createdAt', title: '创建时间', width: 170, render: (_: unknown, r: CustomerRow) => formatBusinessTime(new Date(r.createdAt)) },
  ];
}
