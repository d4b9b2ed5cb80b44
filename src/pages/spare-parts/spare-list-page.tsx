import { Card } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { hasPower, Power } from '@domain/shell/permissions';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { paths } from '@/app/paths';
import { SparePartTable } from '@/features/spare-parts/components/spare-part-table';
import { useIsKeeper } from './use-keeper';

/** /spareList 备件列表; a part's name opens its detail for users holding permission 05001. */
export default function SpareListPage() {
  const [, navigate] = useLocation();
  const { data: user } = useGetSessionUserQuery();
  const canOpen = hasPower(user?.powers.map((p) => p.code) ?? [], Power.spareDetail);
  return (
    <Card bordered={false}>
      <SparePartTable editable={useIsKeeper()} onOpen={canOpen ? (id) => navigate(paths.spare.detail(id)) : undefined} />
    </Card>
  );
}
