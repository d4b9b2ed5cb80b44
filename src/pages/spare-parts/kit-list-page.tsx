import { Card } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { paths } from '@/app/paths';
import { KitTable } from '@/features/spare-parts/components/kit-table';
import { useIsKeeper } from './use-keeper';

/** /kitList 套件列表. */
export default function KitListPage() {
  const [, navigate] = useLocation();
  return (
    <Card bordered={false}>
      <KitTable editable={useIsKeeper()} onOpen={(id) => navigate(paths.spare.kitParts(id))} />
    </Card>
  );
}
