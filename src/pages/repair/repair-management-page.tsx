import { Button, Card, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { REPAIR_DESK } from '@domain/repair/repair.constants';
import type { RoleType } from '@domain/shell/roles';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { RepairDialog } from '@/features/repair/components/repair-dialog';
import { RepairTable } from '@/features/repair/components/repair-table';
import { CustomerProductSelect } from './customer-product-select';

/** /repairManagement 维修单: every repair order, with 新建维修单 and 扫码签收 for the receiving desk. */
export default function RepairManagementPage() {
  const { data: user } = useGetSessionUserQuery();
  const desk = REPAIR_DESK.includes(user?.sysrole as RoleType);
  const [adding, setAdding] = useState(false);
  return (
    <Card bordered={false} title="维修单">
      <RepairTable
        detailHref={paths.repair.detail}
        actions={
          desk && (
            <Space>
              <Link href={paths.repair.scan} asChild>
                <Button>扫码签收</Button>
              </Link>
              <Button type="primary" onClick={() => setAdding(true)}>
                新建维修单
              </Button>
            </Space>
          )
        }
      />
      {adding && <RepairDialog repair={null} productPicker={(value, onChange) => <CustomerProductSelect value={value} onChange={onChange} />} onClose={() => setAdding(false)} />}
    </Card>
  );
}
