import { Card } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { hasPower, Power } from '@domain/shell/permissions';
import { Role } from '@domain/shell/roles';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { paths } from '@/app/paths';
import { useDetailFields } from '@/components/detail-forms/use-detail-fields';
import { SparePartTable } from '@/features/spare-parts/components/spare-part-table';
import { FormBuilder } from '@/features/form-builder/components/form-builder';
import { DetailFieldsButton } from '@/features/templates/components/detail-fields-button';
import { useIsKeeper } from './use-keeper';

/**
 * /spareList 备件列表; a part's name opens its detail for users holding permission 05001. The
 * administrator designs the 备件字段 (template centre basic-info type 4) here, as products' fields on /allProduct.
 */
export default function SpareListPage() {
  const [, navigate] = useLocation();
  const { data: user } = useGetSessionUserQuery();
  const canOpen = hasPower(user?.powers.map((p) => p.code) ?? [], Power.spareDetail);
  const customFields = useDetailFields(DetailEntityType.sparePart);
  return (
    <Card bordered={false} title="备件列表" extra={user?.sysrole === Role.admin && <DetailFieldsButton type={DetailEntityType.sparePart} designer={FormBuilder} />}>
      <SparePartTable editable={useIsKeeper()} customFields={customFields} onOpen={canOpen ? (id) => navigate(paths.spare.detail(id)) : undefined} />
    </Card>
  );
}
