import { Button, Card } from '@arco-design/web-react';
import { useState } from 'react';
import { RETURN_CHANGE_WRITERS } from '@domain/repair/return-change.machine';
import type { RoleType } from '@domain/shell/roles';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { ReturnChangeDialog } from '@/features/repair/components/return-change-dialog';
import { ReturnChangeTable } from '@/features/repair/components/return-change-table';
import { CustomerProductSelect } from './customer-product-select';

/** /returnChange 退换货单: every return and exchange order, with 新建退换货单 for the desk and the engineers. */
export default function ReturnChangePage() {
  const { data: user } = useGetSessionUserQuery();
  const writer = RETURN_CHANGE_WRITERS.includes(user?.sysrole as RoleType);
  const [adding, setAdding] = useState(false);
  return (
    <Card bordered={false} title="退换货单">
      <ReturnChangeTable
        detailHref={paths.repair.returnChange}
        actions={
          writer && (
            <Button type="primary" onClick={() => setAdding(true)}>
              新建退换货单
            </Button>
          )
        }
      />
      {adding && (
        <ReturnChangeDialog
          productPicker={(value, onChange) => (
            <CustomerProductSelect aria-label="客户产品" value={value} onChange={(id, p) => onChange(id === undefined ? undefined : { id, customerId: p?.customerId ?? null })} />
          )}
          onClose={() => setAdding(false)}
        />
      )}
    </Card>
  );
}
