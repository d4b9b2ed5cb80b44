import { Button, Card } from '@arco-design/web-react';
import { useState } from 'react';
import { MALL_MANAGERS } from '@domain/mall/mall.constants';
import type { MallGoodsRow } from '@domain/mall/mall.schemas';
import type { RoleType } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { GoodsDialog } from '@/features/mall/components/goods-dialog';
import { GoodsTable } from '@/features/mall/components/goods-table';
import { PartSelect } from '@/features/spare-parts/components/part-select';
import { WarehouseSelect } from '@/features/spare-parts/components/warehouse-select';

/** /productManagement 商品管理: the mall's goods; a good may draw on a spare part's warehouse stock when shipped. */
export default function ProductManagementPage() {
  const { data: user } = useGetSessionUserQuery();
  const manager = MALL_MANAGERS.includes(user?.sysrole as RoleType);
  const [editing, setEditing] = useState<MallGoodsRow | null | 'new'>(null);
  return (
    <Card bordered={false} title="商品管理">
      <GoodsTable
        manager={manager}
        onEdit={setEditing}
        actions={
          manager && (
            <Button type="primary" onClick={() => setEditing('new')}>
              新增商品
            </Button>
          )
        }
      />
      {editing && (
        <GoodsDialog
          goods={editing === 'new' ? null : editing}
          partPicker={(value, onChange) => <PartSelect aria-label="关联备件" value={value} onChange={onChange} />}
          warehousePicker={(value, onChange) => <WarehouseSelect aria-label="出库仓库" value={value} onChange={onChange} />}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
