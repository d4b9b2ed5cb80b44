import { Button, Card } from '@arco-design/web-react';
import { useState } from 'react';
import { INTERNAL_REPAIR_WRITERS } from '@domain/repair/internal-repair.constants';
import type { RoleType } from '@domain/shell/roles';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { InternalRepairDialog } from '@/features/repair/components/internal-repair-dialog';
import { InternalRepairTable } from '@/features/repair/components/internal-repair-table';
import { PartSelect } from '@/features/spare-parts/components/part-select';
import { WarehouseSelect } from '@/features/spare-parts/components/warehouse-select';

/** /maintenanceOrder 内部维修单: the enterprise's own things repaired in-house, with 新建内部维修单 for keepers, dispatchers and administrators. */
export default function InternalRepairPage() {
  const { data: user } = useGetSessionUserQuery();
  const writer = INTERNAL_REPAIR_WRITERS.includes(user?.sysrole as RoleType);
  const [adding, setAdding] = useState(false);
  return (
    <Card bordered={false} title="内部维修单">
      <InternalRepairTable
        detailHref={paths.repair.internal}
        actions={
          writer && (
            <Button type="primary" onClick={() => setAdding(true)}>
              新建内部维修单
            </Button>
          )
        }
      />
      {adding && (
        <InternalRepairDialog
          partPicker={(value, onChange) => <PartSelect aria-label="旧件" value={value} onChange={onChange} />}
          warehousePicker={(value, onChange) => <WarehouseSelect aria-label="所在仓库" value={value} onChange={onChange} />}
          onClose={() => setAdding(false)}
        />
      )}
    </Card>
  );
}
