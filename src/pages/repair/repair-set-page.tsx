import { Card } from '@arco-design/web-react';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { RepairSettingsForm } from '@/features/repair/components/repair-settings-form';
import { WarehouseSelect } from '@/features/spare-parts/components/warehouse-select';
import { Role } from '@domain/shell/roles';

/** /repairSet 维修设置. */
export default function RepairSetPage() {
  const { data: user } = useGetSessionUserQuery();
  return (
    <Card bordered={false} title="维修设置">
      <RepairSettingsForm editable={user?.sysrole === Role.admin} warehousePicker={<WarehouseSelect aria-label="默认仓库" allowClear />} />
    </Card>
  );
}
